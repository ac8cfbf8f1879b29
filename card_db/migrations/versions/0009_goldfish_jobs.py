"""goldfish jobs: runs played by Celery workers, their state, progress and report (card_db/goldfish_jobs.py)

Revision ID: 0009_goldfish_jobs
Revises: 0008_event_changes
Create Date: 2026-11-24 08:30:00
"""
import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0009_goldfish_jobs'
down_revision = '0008_event_changes'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('goldfish_job',
    sa.Column('id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('request_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('game', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('kind', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False, server_default='run'),
    sa.Column('client', sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
    sa.Column('state', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('done', sa.Integer(), nullable=False),
    sa.Column('total', sa.Integer(), nullable=False),
    sa.Column('chunks', sa.Integer(), nullable=False),
    sa.Column('request', sa.JSON(), nullable=False),
    sa.Column('report', sa.JSON(), nullable=True),
    sa.Column('error', sa.JSON(), nullable=True),
    sa.Column('plot', sa.Text(), nullable=True),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('started_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.Column('finished_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('goldfish_job', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_goldfish_job_request_hash'), ['request_hash'], unique=False)
        batch_op.create_index(batch_op.f('ix_goldfish_job_state'), ['state'], unique=False)
        batch_op.create_index(batch_op.f('ix_goldfish_job_created_at'), ['created_at'], unique=False)
        batch_op.create_index('ix_goldfish_job_client_created', ['client', 'created_at'], unique=False)

    op.create_table('goldfish_job_chunk',
    sa.Column('job_id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('start', sa.Integer(), nullable=False),
    sa.Column('count', sa.Integer(), nullable=False),
    sa.Column('records', sa.JSON(), nullable=False),
    sa.PrimaryKeyConstraint('job_id', 'start')
    )


def downgrade() -> None:
    op.drop_table('goldfish_job_chunk')
    with op.batch_alter_table('goldfish_job', schema=None) as batch_op:
        batch_op.drop_index('ix_goldfish_job_client_created')
        batch_op.drop_index(batch_op.f('ix_goldfish_job_created_at'))
        batch_op.drop_index(batch_op.f('ix_goldfish_job_state'))
        batch_op.drop_index(batch_op.f('ix_goldfish_job_request_hash'))
    op.drop_table('goldfish_job')
