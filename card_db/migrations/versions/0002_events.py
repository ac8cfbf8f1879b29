"""events: organizers' API keys, events, players' registered decklists (card_db/events.py)

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 14:31:10.377314
"""
import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('api_key',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
    sa.Column('key_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('hint', sqlmodel.sql.sqltypes.AutoString(length=12), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('revoked_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('key_hash')
    )
    op.create_table('event',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
    sa.Column('game', sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
    sa.Column('format', sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
    sa.Column('as_of', sa.Date(), nullable=True),
    sa.Column('list_id', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True),
    sa.Column('deadline', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('locked_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
    sa.Column('owner_key_id', sa.Integer(), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.ForeignKeyConstraint(['owner_key_id'], ['api_key.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_event_owner_key_id'), ['owner_key_id'], unique=False)

    op.create_table('event_registration',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('player', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
    sa.Column('player_key', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
    sa.Column('token_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('current_version', sa.Integer(), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('updated_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('event_id', 'player_key')
    )
    with op.batch_alter_table('event_registration', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_event_registration_event_id'), ['event_id'], unique=False)

    op.create_table('event_decklist',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('registration_id', sa.Integer(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('submitted', sa.Text(), nullable=False),
    sa.Column('source_format', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('canonical', sa.JSON(), nullable=False),
    sa.Column('sha256', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.Column('valid', sa.Boolean(), nullable=False),
    sa.Column('verdict', sa.JSON(), nullable=False),
    sa.Column('problems', sa.JSON(), nullable=False),
    sa.Column('registered_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.ForeignKeyConstraint(['registration_id'], ['event_registration.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('registration_id', 'version')
    )
    with op.batch_alter_table('event_decklist', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_event_decklist_registration_id'), ['registration_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('event_decklist', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_event_decklist_registration_id'))

    op.drop_table('event_decklist')
    with op.batch_alter_table('event_registration', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_event_registration_event_id'))

    op.drop_table('event_registration')
    with op.batch_alter_table('event', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_event_owner_key_id'))

    op.drop_table('event')
    op.drop_table('api_key')
