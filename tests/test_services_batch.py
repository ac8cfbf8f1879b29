"""ValidationService.validate_batch: each deck of a batch answered as one request would answer
it, and what refuses the whole batch found in the batch's order."""
from __future__ import annotations

import dataclasses
import random
from datetime import date

import pytest
from test_api_helpers import need_cards, need_rules

from deckcheck.games import get_game
from deckcheck.model import Deck, DeckInputError
from deckcheck.services.validation import ValidationService


def random_decks(pool, game: str, n: int, seed: int) -> list[Deck]:
    """Decks of real cards in every shape: sizes from a handful of ids to 60, counts 1-4, every
    format of the game, factions (or capitals) of the pool, days around the list versions,
    named lists (and an unknown one), unknown ids and ids given with a count of 0."""
    rng = random.Random(seed)
    ids = sorted(pool.cards)
    sides = sorted({c.faction for c in pool.cards.values() if c.faction}) + [None]
    formats = sorted(get_game(game).formats)
    family_lists = [lv for versions in pool.lists.values() for lv in versions]
    days = [None, date(2014, 1, 1), date(2019, 6, 1), date(2026, 11, 1)] + [lv.effective for lv in family_lists]
    field = get_game(game).deck_faction_field
    decks = []
    for i in range(n):
        cards = {cid: rng.randint(1, 4) for cid in rng.sample(ids, rng.choice((3, 12, 25, 40, 60)))}
        if i % 7 == 0:
            cards["no-such-card-" + str(i)] = 1
        if i % 11 == 0:
            cards[rng.choice(ids)] = 0
        list_id = None
        if family_lists and i % 9 == 0:
            list_id = rng.choice(family_lists).id if i % 2 else "no-such-list"
        side = rng.choice(sides)
        decks.append(Deck(game=game, cards=cards, format=rng.choice(formats + [None]),
                          faction=side if field == "faction" else None,
                          capital=side if field == "capital" else None,
                          as_of=rng.choice(days), list_id=list_id))
    return decks


def test_a_batch_answers_each_deck_as_one_request_would(agot_pool, l5r_pool, whi_pool):
    """The service's batch (decks of three games mixed, errors among them) answers each deck
    with what checking it alone and rendering it gives, in the batch's order."""
    pools = {"agot": agot_pool, "l5r": l5r_pool, "whi": whi_pool}
    for game, pool in pools.items():
        need_rules(game)
        need_cards(pool, game)
    service = ValidationService(pools)
    decks = [d for n, game in enumerate(pools) for d in random_decks(pools[game], game, 40, seed=n)]
    random.Random(5).shuffle(decks)
    items = [{k: v for k, v in {"game": d.game, "cards": dict(d.cards), "format": d.format,
                                "faction": d.faction, "capital": d.capital, "list": d.list_id,
                                "as_of": d.as_of.isoformat() if d.as_of else None}.items() if v is not None}
             for d in decks]
    answer = service.validate_batch(items, "pl")
    assert [r["index"] for r in answer["results"]] == list(range(len(items)))
    for item, result in zip(items, answer["results"], strict=True):
        try:
            alone = service.render(service.check(service.read_payload(item).deck), "pl")
        except DeckInputError as exc:
            assert result == {"index": result["index"], "verdict": None, "error": exc.to_dict("pl")}
            continue
        assert result["error"] is None and result["verdict"] == alone
    summary = answer["summary"]
    assert summary["total"] == 120 and summary["invalid"] > 50 and summary["errors"] > 0


def test_what_refuses_a_batch_is_found_in_the_batchs_order(agot_pool):
    """A deck of a game without card data refuses the whole batch when ``fatal`` says so, before
    anything after it is read (here: a third deck over the batch's budget of two) and before
    any deck is checked; otherwise it is that deck's error and the others are answered."""
    from deckcheck.decklists.budget import Limits, WorkLimitExceeded
    from deckcheck.services.observers import Observers

    need_cards(agot_pool, "agot")
    told: list[tuple] = []

    class Counting:
        def validated_many(self, game, valid, count):
            told.append((game, valid, count))

    observers = Observers()
    observers.add(Counting())
    service = ValidationService({"agot": agot_pool}, observers=observers,
                                limits=dataclasses.replace(Limits(), decks=2))
    agot = {"game": "agot", "faction": "stark", "cards": {"01001": 1}}
    whi = {"game": "whi", "cards": {"01001": 1}}
    with pytest.raises(DeckInputError) as refused:
        service.validate_batch([agot, whi, agot], fatal=lambda exc: exc.code == "NO_CARD_DATA")
    assert refused.value.code == "NO_CARD_DATA" and told == []
    with pytest.raises(WorkLimitExceeded):
        service.validate_batch([agot, whi, agot])
    answer = service.validate_batch([whi, agot])
    assert answer["results"][0]["error"]["code"] == "NO_CARD_DATA"
    assert answer["results"][1]["verdict"]["valid"] is False and told == [("agot", False, 1)]
