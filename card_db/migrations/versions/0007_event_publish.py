"""event desk: logged deck-check picks, players' consent to publication, published decklists (card_db/event_desk.py)

Revision ID: 0007_event_publish
Revises: 0006_event_offset
Create Date: 2026-11-24 08:30:00
"""
import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = '0007_event_publish'
down_revision = '0006_event_offset'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'event_deck_check_pick',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('event_id', sa.Integer(), nullable=False),
        sa.Column('round', sa.Integer(), nullable=False),
        sa.Column('n', sa.Integer(), nullable=False),
        sa.Column('seed', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column('candidates', sa.JSON(), nullable=False),
        sa.Column('picked', sa.JSON(), nullable=False),
        sa.Column('by_key_id', sa.Integer(), nullable=False),
        sa.Column('by_name', sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column('picked_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(['event_id'], ['event.id']),
        sa.ForeignKeyConstraint(['by_key_id'], ['api_key.id']),
        sa.PrimaryKeyConstraint('id'),
    )
    op.create_index('ix_event_deck_check_pick_event_id', 'event_deck_check_pick', ['event_id'])
    op.create_table(
        'event_publish_consent',
        sa.Column('registration_id', sa.Integer(), nullable=False),
        sa.Column('consent', sa.Boolean(), nullable=False),
        sa.Column('recorded_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(['registration_id'], ['event_registration.id']),
        sa.PrimaryKeyConstraint('registration_id'),
    )
    op.create_table(
        'event_publication',
        sa.Column('event_id', sa.Integer(), nullable=False),
        sa.Column('published_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column('by_key_id', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['event_id'], ['event.id']),
        sa.ForeignKeyConstraint(['by_key_id'], ['api_key.id']),
        sa.PrimaryKeyConstraint('event_id'),
    )


def downgrade() -> None:
    op.drop_table('event_publication')
    op.drop_table('event_publish_consent')
    op.drop_index('ix_event_deck_check_pick_event_id', table_name='event_deck_check_pick')
    op.drop_table('event_deck_check_pick')
