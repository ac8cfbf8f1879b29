"""goldfish jobs: the last sign of life of a job, so that a job whose worker was lost ends

Revision ID: 0010_goldfish_job_moved
Revises: 0009_goldfish_jobs
Create Date: 2026-12-05 22:30:00
"""
import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0010_goldfish_job_moved'
down_revision = '0009_goldfish_jobs'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('goldfish_job', schema=None) as batch_op:
        batch_op.add_column(sa.Column('moved_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('goldfish_job', schema=None) as batch_op:
        batch_op.drop_column('moved_at')
