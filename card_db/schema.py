"""The card database: SQLModel tables for the three games.

One ``card`` table holds every game's cards: the columns every game shares, then the
columns each game's rules read (null where they do not apply). Everything imported
from one game's snapshot is replaced together in one transaction (see ``writer``).
Migrations: ``card_db/migrations`` (Alembic); a change here needs a new revision.
"""
from __future__ import annotations

import datetime as dt
from typing import Any, Optional

from sqlalchemy import JSON, Column, Index, UniqueConstraint
from sqlmodel import Field, SQLModel


def _json(default: Any = None) -> Any:
    return Field(default_factory=(lambda: list(default or [])) if isinstance(default, list)
                 else (lambda: dict(default or {})), sa_column=Column(JSON, nullable=False))


class Game(SQLModel, table=True):
    id: str = Field(primary_key=True, max_length=8)          # a registered game (deckcheck.games)
    name: str


class Cycle(SQLModel, table=True):
    game: str = Field(primary_key=True, foreign_key="game.id", max_length=8)
    id: str = Field(primary_key=True, max_length=64)
    name: str
    position: Optional[int] = None


class Pack(SQLModel, table=True):
    game: str = Field(primary_key=True, foreign_key="game.id", max_length=8)
    id: str = Field(primary_key=True, max_length=64)
    name: str
    cycle_id: Optional[str] = Field(default=None, max_length=64)
    position: Optional[int] = None
    released: Optional[dt.date] = None
    code: Optional[str] = Field(default=None, max_length=32)   # FFG product code etc.


class Card(SQLModel, table=True):
    __table_args__ = (Index("ix_card_game_norm", "game", "normalized_name"),)

    game: str = Field(primary_key=True, foreign_key="game.id", max_length=8)
    id: str = Field(primary_key=True, max_length=100)
    name: str
    normalized_name: str
    title: str                              # copy-counting key
    type: str = Field(max_length=32)
    faction: Optional[str] = Field(default=None, max_length=32)   # clan / faction / race
    cost: Optional[int] = None
    deck_limit: int = 3
    unique: bool = False
    traits: list = _json([])
    text: str = ""
    deck_card: bool = True
    # L5R
    side: Optional[str] = Field(default=None, max_length=16)
    influence_cost: Optional[int] = None
    influence_pool: Optional[int] = None
    elements: list = _json([])
    allowed_clans: list = _json([])
    role_restriction: Optional[str] = Field(default=None, max_length=16)
    glory: Optional[int] = None
    military: Optional[int] = None
    political: Optional[int] = None
    strength: Optional[int] = None
    fate: Optional[int] = None
    honor: Optional[int] = None
    # AGoT
    loyal: bool = False
    income: Optional[int] = None
    initiative: Optional[int] = None
    claim: Optional[int] = None
    reserve: Optional[int] = None
    icons: list = _json([])
    octgn_id: Optional[str] = Field(default=None, max_length=64, index=True)
    format_only: Optional[str] = Field(default=None, max_length=32)
    # WHI
    loyalty: Optional[int] = None
    power_icons: Optional[int] = None
    hit_points: Optional[int] = None
    alignment: Optional[str] = Field(default=None, max_length=16)
    race_only: list = _json([])
    non_race_only: list = _json([])
    limited: bool = False
    hero: bool = False
    # anything else of the upstream record worth keeping (printed strings, flags)
    extra: dict = _json({})


class Printing(SQLModel, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="game.id", max_length=8, index=True)
    card_id: str = Field(max_length=100, index=True)
    pack_id: str = Field(max_length=64)
    position: Optional[str] = Field(default=None, max_length=16)
    quantity: Optional[int] = None


class Erratum(SQLModel, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="game.id", max_length=8, index=True)
    card_id: str = Field(max_length=100, index=True)
    field: str = Field(max_length=32)                 # text | name | cost | restriction ...
    old_value: Optional[str] = None
    new_value: str = ""
    source: str                                       # seed document
    section: str = ""                                 # heading in that document
    date: Optional[dt.date] = None
    scope: str = Field(default="all", max_length=16)  # all | de (German printing only) ...
    applied: bool = False                             # changed the imported card
    note: str = ""


class Alias(SQLModel, table=True):
    __table_args__ = (Index("ix_alias_game_norm", "game", "normalized"),)

    id: Optional[int] = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="game.id", max_length=8)
    card_id: str = Field(max_length=100, index=True)
    locale: str = Field(max_length=8)                 # de | pl | fr | es | en | id
    name: str
    normalized: str
    source: str = ""


class ListVersion(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("game", "format", "code"),)

    id: Optional[int] = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="game.id", max_length=8)
    format: str = Field(max_length=32)
    code: str = Field(max_length=64)
    name: str
    issuer: str
    effective: dt.date
    source: str
    card_set: Optional[str] = Field(default=None, max_length=32)


class ListEntry(SQLModel, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    list_id: int = Field(foreign_key="listversion.id", index=True)
    card_id: str = Field(max_length=100)
    kind: str = Field(max_length=16)          # restricted | banned | banned_printing | pod
    pod: Optional[int] = None                 # pod number within the version
    pod_restricted: Optional[str] = Field(default=None, max_length=100)


class Ruling(SQLModel, table=True):
    id: Optional[int] = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="game.id", max_length=8)
    card_id: str = Field(max_length=100, index=True)
    text: str
    source: str = ""
    link: str = ""


class ClanRole(SQLModel, table=True):
    """L5R: which Keeper/Seeker roles a clan may use, per published table."""

    id: Optional[int] = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="game.id", max_length=8)
    effective: dt.date
    clan: str = Field(max_length=16)
    role_id: str = Field(max_length=100)
    source: str = ""


class SyncState(SQLModel, table=True):
    game: str = Field(primary_key=True, foreign_key="game.id", max_length=8)
    source: str
    content_hash: str = Field(max_length=64)
    imported_at: dt.datetime
    summary: dict = _json({})


class PoolStamp(SQLModel, table=True):
    """One row: changes whenever any game's data changes (replicas reload pools)."""

    id: int = Field(default=1, primary_key=True)
    stamp: str = Field(max_length=64)
    changed_at: dt.datetime
