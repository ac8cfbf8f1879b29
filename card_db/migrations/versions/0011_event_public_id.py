"""event public_id and max_players: the id of an event in its public links, random so that events cannot be found by counting; the most players it takes (card_db/events.py)

Revision ID: 0011_event_public_id
Revises: 0010_goldfish_job_moved
Create Date: 2026-12-05 22:00:00
"""
import secrets

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0011_event_public_id'
down_revision = '0010_goldfish_job_moved'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.add_column(sa.Column('public_id', sqlmodel.sql.sqltypes.AutoString(length=24), nullable=True))
        batch_op.add_column(sa.Column('max_players', sa.Integer(), nullable=True))
    conn = op.get_bind()
    event = sa.table('event', sa.column('id', sa.Integer), sa.column('public_id', sa.String))
    for (event_id,) in conn.execute(sa.select(event.c.id)).all():   # the events made before: each its own id
        conn.execute(event.update().where(event.c.id == event_id).values(public_id=secrets.token_urlsafe(12)))
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.alter_column('public_id', existing_type=sqlmodel.sql.sqltypes.AutoString(length=24),
                              nullable=False)
        batch_op.create_index(batch_op.f('ix_event_public_id'), ['public_id'], unique=True)


def downgrade() -> None:
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_event_public_id'))
        batch_op.drop_column('max_players')
        batch_op.drop_column('public_id')
