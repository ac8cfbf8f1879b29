"""event_registration.name_skeleton: each player's name as compared for look-alikes (issue 41,
deckcheck.inputs.name_skeleton), so that a new name looking like a registered one is refused

Revision ID: 0012_player_look_alike
Revises: 0011_event_public_id
Create Date: 2026-12-06 04:10:00
"""
import sqlalchemy as sa
from alembic import op

from deckcheck.inputs import name_skeleton

revision = '0012_player_look_alike'
down_revision = '0011_event_public_id'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('event_registration', schema=None) as batch_op:
        batch_op.add_column(sa.Column('name_skeleton', sa.Text(), nullable=True))
        batch_op.create_index('ix_event_registration_look_alike', ['event_id', 'name_skeleton'], unique=False)
    conn = op.get_bind()
    reg = sa.table('event_registration', sa.column('id', sa.Integer), sa.column('player', sa.String),
                   sa.column('name_skeleton', sa.Text))
    # the players registered before: their skeletons (two look-alikes registered before both stay).
    # The live name_skeleton on purpose: a new player is compared with the skeleton the code makes
    # now, so the stored ones must be the same function's (a later change of it needs its own
    # migration that fills the column again)
    for reg_id, player in conn.execute(sa.select(reg.c.id, reg.c.player)).all():
        conn.execute(reg.update().where(reg.c.id == reg_id).values(name_skeleton=name_skeleton(player)))


def downgrade() -> None:
    with op.batch_alter_table('event_registration', schema=None) as batch_op:
        batch_op.drop_index('ix_event_registration_look_alike')
        batch_op.drop_column('name_skeleton')
