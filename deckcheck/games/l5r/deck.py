"""The deck split into its L5R parts, computed once per validation (``Format.prepare``).

The section of a card comes from its type (stronghold, role, province) or side (dynasty,
conflict); cards that belong in no player deck form their own group. The clan is the
stronghold's (with 0 or 2+ strongholds of different clans it is unknown and the clan
rules stay silent), or in formats without strongholds the clan the deck names in
``faction`` (else the single clan of its dynasty cards). The conflict deck is
classified once against that clan: in-clan/neutral, splash (paid with influence, per
clan), not splashable, or not allowed for the clan at all.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckcheck.games.l5r import rules_versions
from deckcheck.games.l5r.index import (
    CONFLICT,
    DYNASTY,
    DYNASTY_OUT,
    NOT_SPLASHABLE,
    PROVINCE,
    ROLE,
    SPLASH,
    STRONGHOLD,
    L5RIndex,
    RoleEffect,
    Standing,
    index_for,
)
from deckcheck.games.l5r.vocabulary import CLANS
from deckcheck.model import Card, DeckInputError
from deckcheck.names import faction_choice
from deckcheck.rules.context import Context

Entry = tuple[Card, int]
NO_ROLE = RoleEffect()


class DeckView:
    __slots__ = (
        "clan",
        "clan_only",
        "clan_undeclared",
        "closer",
        "conflict",
        "dynasty",
        "dynasty_out_of_clan",
        "ids",
        "index",
        "listed",
        "influence_budget",
        "influence_spent",
        "n_conflict",
        "n_conflict_characters",
        "n_dynasty",
        "n_province",
        "n_role",
        "n_stronghold",
        "not_splashable",
        "other",
        "provinces",
        "role",
        "role_effect",
        "roles",
        "rules",
        "special",
        "splash",
        "strongholds",
        "unreleased",
    )

    def __init__(self, index: L5RIndex, rules: rules_versions.RulesVersion):
        self.index = index
        self.rules = rules
        self.strongholds: list[Entry] = []
        self.roles: list[Entry] = []
        self.provinces: list[Entry] = []
        self.dynasty: list[Entry] = []
        self.conflict: list[Entry] = []
        self.other: list[Entry] = []
        self.ids: list[str] = []
        self.listed: list[Entry] = []   # entries of the list version's restricted or banned cards
        self.n_stronghold = self.n_role = self.n_province = 0
        self.n_dynasty = self.n_conflict = self.n_conflict_characters = 0
        self.closer: list[Entry] = []   # deck cards whose copies could break a limit
        self.unreleased = False         # some card came out after as_of
        self.special = False            # some card is "X role only" or for another format
        self.clan: str | None = None
        self.clan_undeclared = False
        self.role: Card | None = None
        self.role_effect = NO_ROLE
        self.splash: dict[str, list[str]] = {}
        self.not_splashable: list[str] = []
        self.clan_only: list[str] = []
        self.dynasty_out_of_clan: list[str] = []
        self.influence_spent = 0
        self.influence_budget: int | None = None


def view(ctx: Context) -> DeckView:
    return ctx.cache["l5r"]


def prepare(ctx: Context) -> None:
    index = index_for(ctx.pool)
    params = ctx.format.params
    rules = rules_versions.BY_NAME.get(ctx.rules_version or "") or rules_versions.in_force(ctx.as_of)
    v = DeckView(index, rules)
    ctx.cache["l5r"] = v
    meta = index.meta
    cap = params["copies"]
    day = ctx.as_of.toordinal()
    latest = index.latest_release
    check_release = latest is not None and ctx.as_of < latest    # else nothing can be unreleased
    entries = ctx.entries
    ids = v.ids = [card.id for card, _ in entries]
    dynasty, conflict, closer = v.dynasty, v.conflict, v.closer
    n_dynasty = n_conflict = n_characters = 0
    unreleased = False
    # (counts are above 0: validate.resolve)
    for entry, facts in zip(entries, map(meta.__getitem__, ids), strict=True):
        n = entry[1]
        if check_release and facts.released > day:
            unreleased = True
        section = facts.section
        if section == CONFLICT:
            conflict.append(entry)
            n_conflict += n
            if facts.character:
                n_characters += n
        elif section == DYNASTY:
            dynasty.append(entry)
            n_dynasty += n
        else:
            if section == PROVINCE:
                v.provinces.append(entry)
                v.n_province += n
            elif section == STRONGHOLD:
                v.strongholds.append(entry)
                v.n_stronghold += n
            elif section == ROLE:
                v.roles.append(entry)
                v.n_role += n
            else:
                v.other.append(entry)
            continue
        if n > cap or facts.look_closer:
            closer.append(entry)
    lv = ctx.list_version
    if lv is not None and (lv.restricted or lv.banned):
        restricted, banned = lv.restricted, lv.banned
        v.listed = [e for e in entries if e[0].id in restricted or e[0].id in banned]
    v.n_dynasty, v.n_conflict, v.n_conflict_characters = n_dynasty, n_conflict, n_characters
    v.unreleased = unreleased
    v.special = not index.special.isdisjoint(ids)

    if len(v.roles) == 1:
        v.role = v.roles[0][0]
        v.role_effect = index.roles.get(v.role.id, NO_ROLE)
    v.clan = _clan(ctx, v, params)
    if v.clan is not None:
        _classify(v, index.odd(v.clan))
        budget = params.get("influence")
        if budget is None:
            pool = v.strongholds[0][0].influence_pool if v.strongholds else None
            budget = pool or 0
        v.influence_budget = budget + v.role_effect.influence_bonus


def _clan(ctx: Context, v: DeckView, params: Any) -> str | None:
    if params["clan_from"] == "stronghold":
        clans = {card.faction for card, _ in v.strongholds}
        return clans.pop() if len(clans) == 1 else None
    declared = ctx.deck.faction
    if declared:
        clan = declared.strip().lower()
        if clan not in CLANS:
            raise DeckInputError("UNKNOWN_CLAN", {"faction": declared, "clans": faction_choice(CLANS)})
        return clan
    clans = {card.faction for card, _ in v.dynasty if card.faction != "neutral"}
    if len(clans) == 1:
        return clans.pop()
    v.clan_undeclared = True
    return None


def _classify(v: DeckView, odd: Mapping[str, Standing]) -> None:
    for card, _ in v.dynasty:
        found = odd.get(card.id)
        if found is not None:
            (v.dynasty_out_of_clan if found.kind == DYNASTY_OUT else v.clan_only).append(card.id)
    spent = 0
    for card, n in v.conflict:
        found = odd.get(card.id)
        if found is None:
            continue
        kind = found.kind
        if kind == SPLASH:
            group = v.splash.get(found.clan)
            if group is None:
                v.splash[found.clan] = [card.id]
            else:
                group.append(card.id)
            spent += found.cost * n
        elif kind == NOT_SPLASHABLE:
            v.not_splashable.append(card.id)
        else:
            v.clan_only.append(card.id)
    v.influence_spent = spent


def counts(ctx: Context) -> dict[str, int]:
    v: DeckView = ctx.cache["l5r"]
    return {"stronghold": v.n_stronghold, "role": v.n_role, "provinces": v.n_province,
            "dynasty": v.n_dynasty, "conflict": v.n_conflict,
            "influence_spent": v.influence_spent, "influence_budget": v.influence_budget or 0}
