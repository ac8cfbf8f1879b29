"""Legal AGoT decks built from the real card pool pass, in every faction, with and
without agendas. ``Builder`` and ``only`` are shared by the other test_agot_* files."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date

import pytest

from deckcheck.games.agot.deck import ListIndex
from deckcheck.games.agot.factions import FACTIONS
from deckcheck.model import Card, Deck, Verdict, Violation
from deckcheck.pool import CardPool
from deckcheck.report import verdict_to_dict
from deckcheck.validator import validate

AS_OF = date(2026, 8, 1)          # G.O.T. Standard v2.1 (2026-07-01) is in force
DRAW_TYPES = ("character", "location", "attachment", "event")

BANNERS = {"baratheon": "01198", "greyjoy": "01199", "lannister": "01200", "martell": "01201",
           "thenightswatch": "01202", "stark": "01203", "targaryen": "01204", "tyrell": "01205"}


class Builder:
    """Picks real cards that are legal on ``as_of`` (released, constructed printings,
    not mentioned by the list version in force), one title at a time."""

    def __init__(self, pool: CardPool, as_of: date = AS_OF, fmt: str = "joust"):
        self.pool = pool
        self.as_of = as_of
        self.fmt = fmt
        lv = pool.list_in_force(fmt, as_of)
        self.marks = ListIndex(lv).marks if lv else frozenset()

    def fine(self, card: Card, single_printing: bool = True) -> bool:
        return (card.deck_card and card.format_only is None and card.id not in self.marks
                and card.released is not None and card.released <= self.as_of
                and (not single_printing or len(self.pool.printings(card)) == 1))

    def pick(self, n: int, where: Callable[[Card], bool], avoid: Iterable[str] = (),
             single_printing: bool = True) -> list[str]:
        """``n`` card ids of different titles matching ``where`` (by default only titles
        printed once, so that no other printing can share a title by accident)."""
        avoid_titles = {self.pool.cards[i].title for i in avoid}
        found: list[str] = []
        for card in sorted(self.pool.cards.values(), key=lambda c: c.id):
            if card.title in avoid_titles or not self.fine(card, single_printing) or not where(card):
                continue
            found.append(card.id)
            avoid_titles.add(card.title)
            if len(found) == n:
                return found
        raise AssertionError(f"only {len(found)} cards found")

    def draw(self, faction: str, titles: int = 20, where: Callable[[Card], bool] | None = None,
             avoid: Iterable[str] = ()) -> dict[str, int]:
        """3 copies each of ``titles`` in-faction draw-deck cards with deck limit >= 3."""
        ids = self.pick(titles, lambda c: c.type in DRAW_TYPES and c.faction == faction
                        and c.deck_limit >= 3 and (where is None or where(c)), avoid)
        return {i: 3 for i in ids}

    def plots(self, n: int = 7, where: Callable[[Card], bool] | None = None,
              avoid: Iterable[str] = ()) -> dict[str, int]:
        ids = self.pick(n, lambda c: c.type == "plot" and c.faction == "neutral"
                        and (where is None or where(c)), avoid)
        return {i: 1 for i in ids}

    def base(self, faction: str, titles: int = 20) -> dict[str, int]:
        """A legal deck without agenda: 7 neutral plots, 3 x ``titles`` in-faction cards."""
        return {**self.plots(), **self.draw(faction, titles)}

    def deck(self, faction: str | None, cards: dict[str, int], **kw) -> Deck:
        kw.setdefault("as_of", self.as_of)
        kw.setdefault("format", self.fmt)
        return Deck(game="agot", faction=faction, cards=dict(cards), **kw)

    def check(self, faction: str | None, cards: dict[str, int], **kw) -> Verdict:
        verdict = validate(self.deck(faction, cards, **kw), self.pool)
        for lang in ("en", "de", "pl"):       # every message renders completely
            for v in verdict_to_dict(verdict, self.pool, lang)["violations"]:
                assert "{" not in v["message"], v["message"]
        return verdict


def only(verdict: Verdict, code: str) -> Violation:
    """The single violation of the verdict, which must have ``code``."""
    assert [v.code for v in verdict.violations] == [code], verdict.violations
    return verdict.violations[0]


def codes_of(verdict: Verdict) -> list[str]:
    return [v.code for v in verdict.violations]


@pytest.fixture(scope="module")
def build(agot_pool) -> Builder:
    return Builder(agot_pool)


# -- legal decks ------------------------------------------------------------------------------
@pytest.mark.parametrize("faction", FACTIONS)
def test_legal_deck_without_agenda_in_every_faction(build, faction):
    verdict = build.check(faction, build.base(faction))
    assert verdict.valid, verdict.violations
    assert dict(verdict.counts) == {"agenda": 0, "plot": 7, "draw": 60}
    assert [lv.id for lv in verdict.lists] == ["gotstandard2.1"]


@pytest.mark.parametrize("faction", FACTIONS)
def test_legal_deck_with_fealty_in_every_faction(build, faction):
    cards = {**build.base(faction, titles=15), "01027": 1}
    cards.update(build.draw("neutral", titles=5))          # 15 neutral cards: Fealty's maximum
    verdict = build.check(faction, cards)
    assert verdict.valid, verdict.violations
    assert dict(verdict.counts) == {"agenda": 1, "plot": 7, "draw": 60}


@pytest.mark.parametrize("faction", FACTIONS)
def test_legal_deck_with_a_banner_in_every_faction(build, faction):
    other = FACTIONS[(FACTIONS.index(faction) + 1) % len(FACTIONS)]
    cards = {**build.base(faction, titles=16), BANNERS[other]: 1}
    cards.update(build.draw(other, titles=4, where=lambda c: not c.loyal))   # exactly 12
    verdict = build.check(faction, cards)
    assert verdict.valid, verdict.violations


def test_alliance_with_two_banners(build):
    cards = {**build.base("stark", titles=17), "06018": 1, BANNERS["tyrell"]: 1,
             BANNERS["martell"]: 1}
    cards.update(build.draw("tyrell", titles=4, where=lambda c: not c.loyal))
    cards.update(build.draw("martell", titles=4, where=lambda c: not c.loyal))
    verdict = build.check("stark", cards)
    assert verdict.valid, verdict.violations
    assert dict(verdict.counts) == {"agenda": 3, "plot": 7, "draw": 75}


def test_faction_names_are_accepted_in_several_spellings(build):
    cards = build.base("thenightswatch")
    for spelling in ("thenightswatch", "The Night's Watch", "Nights Watch", "Die Nachtwache"):
        assert build.check(spelling, cards).valid, spelling


def test_melee_uses_the_melee_list(build, agot_pool):
    melee = Builder(agot_pool, fmt="melee")
    verdict = melee.check("lannister", melee.base("lannister"))
    assert verdict.valid, verdict.violations
    assert verdict.format == "melee"
    assert [(lv.id, lv.format) for lv in verdict.lists] == [("gotstandard2.1", "melee")]
