"""event changes: reopened registrations, the audit trail, event list versions (card_db/event_changes.py)

Revision ID: 0008_event_changes
Revises: 0007_event_publish
Create Date: 2026-11-24 08:10:00
"""
import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0008_event_changes'
down_revision = '0007_event_publish'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.add_column(sa.Column('reopened_until', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))
        batch_op.add_column(sa.Column('custom_list', sa.JSON(), nullable=True))
    with op.batch_alter_table('event_registration', schema=None) as batch_op:
        batch_op.add_column(sa.Column('reopened_until', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))
    op.create_table('event_audit',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=True),
    sa.Column('at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('action', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('by', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('actor', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
    sa.Column('player', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=True),
    sa.Column('old_sha256', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True),
    sa.Column('new_sha256', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True),
    sa.Column('reason', sa.Text(), nullable=True),
    sa.Column('details', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('event_audit', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_event_audit_event_id'), ['event_id'], unique=False)
    op.create_table('event_list',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('code', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
    sa.Column('sha256', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('data', sa.JSON(), nullable=False),
    sa.Column('uploaded_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('uploaded_by', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
    sa.Column('applied_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('event_list', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_event_list_event_id'), ['event_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('event_list', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_event_list_event_id'))
    op.drop_table('event_list')
    with op.batch_alter_table('event_audit', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_event_audit_event_id'))
    op.drop_table('event_audit')
    with op.batch_alter_table('event_registration', schema=None) as batch_op:
        batch_op.drop_column('reopened_until')
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.drop_column('custom_list')
        batch_op.drop_column('reopened_until')
