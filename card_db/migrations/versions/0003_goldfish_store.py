"""goldfish store: interactive sessions and run reports shared by every replica (card_db/goldfish_store.py)

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21 15:45:00
"""
import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('goldfish_session',
    sa.Column('id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('game', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('data', sa.JSON(), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('touched_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('goldfish_session', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_goldfish_session_touched_at'), ['touched_at'], unique=False)

    op.create_table('goldfish_run',
    sa.Column('id', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('game', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('report', sa.JSON(), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('goldfish_run', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_goldfish_run_created_at'), ['created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('goldfish_run', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_goldfish_run_created_at'))
    op.drop_table('goldfish_run')
    with op.batch_alter_table('goldfish_session', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_goldfish_session_touched_at'))
    op.drop_table('goldfish_session')
