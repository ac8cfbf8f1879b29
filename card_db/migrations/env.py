"""Alembic environment: runs the migrations of card_db.schema on the configured URL."""
from alembic import context
from sqlalchemy import create_engine, pool
from sqlmodel import SQLModel

import card_db.event_desk  # noqa: F401  (registers the organizer's desk tables)
import card_db.event_changes  # noqa: F401  (registers the audit and event list tables)
import card_db.events  # noqa: F401  (registers the event tables)
import card_db.goldfish_store  # noqa: F401  (registers the goldfish tables)
import card_db.schema  # noqa: F401  (registers the tables)
import card_db.web_sessions  # noqa: F401  (registers the web pages' session table)

config = context.config
target_metadata = SQLModel.metadata


def run_offline() -> None:
    context.configure(url=config.get_main_option("sqlalchemy.url"), target_metadata=target_metadata,
                      literal_binds=True, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(config.get_main_option("sqlalchemy.url"), poolclass=pool.NullPool)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=target_metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
