"""Persistence and import: SQLModel tables, importers per upstream source, sync, and
building deckcheck CardPools from the database."""
