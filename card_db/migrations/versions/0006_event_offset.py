"""event utc_offset: the organizer's UTC offset in minutes, the deadline is shown in it (card_db/events.py)

Revision ID: 0006_event_offset
Revises: 0005
Create Date: 2026-11-24 08:20:00
"""
import sqlalchemy as sa
from alembic import op

revision = '0006_event_offset'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.add_column(sa.Column('utc_offset', sa.Integer(), server_default='0', nullable=False))


def downgrade() -> None:
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.drop_column('utc_offset')
