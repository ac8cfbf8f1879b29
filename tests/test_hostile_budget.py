"""The work budget of one request (issue 14, item 1): decklists full of misspelled names
cannot hold a worker. Every test counts the work done (fuzzy searches run, lines spent),
none is timed; ``bench/hostile_batch.py`` measures the time."""
from __future__ import annotations

import random
import string

import pytest
from test_api_helpers import KINGSMOOT, OOTB, error_of, make_app, need_rules, read_sample, shared_service

from deckcheck.decklists.budget import LIMITS, Limits, WorkBudget, WorkLimitExceeded
from deckcheck.decklists.plaintext import write_plain_text
from deckcheck.pool import CardPool
from deckcheck.services.validation import ValidationService

KINGSMOOT_CARDS = {"01027": 1, "01002": 1, "01004": 1, "01009": 1, "01011": 2, "01022": 1, "01026": 1,
                   "01028": 2, "01046": 2, "01047": 3, "01048": 3, "01049": 2, "01050": 2, "01051": 1,
                   "01052": 3, "01053": 3, "01054": 3, "01055": 1, "01056": 3, "01057": 2, "01038": 2,
                   "01039": 3, "01040": 3, "01059": 3, "01060": 2, "01061": 3, "01032": 1, "01033": 1,
                   "01035": 3, "01058": 1, "01062": 3, "01063": 2, "01064": 3}
KINGSMOOT_DECK = {"game": "agot", "faction": "baratheon", "as_of": "2017-06-01", "cards": KINGSMOOT_CARDS}
AGOT_GAME = "30c200c9-6c98-49a4-a293-106c06295c05"
# no card has these names, and none is near enough to one card to be read as it (a correction)
TYPOS = ("Robbbret Barrathon", "Melisandr", "Ser Daavos Seawrth", "Stannniss Barrathyonn",
         "Sellyse Baratheomm", "Maessster Cresssenn", "Fieerry Followwerss", "Mellisandrra")


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(4, 9))).capitalize()


def misspelled(rng: random.Random, lines: int = 180) -> str:
    """The issue's repro deck: random two-word names no card has."""
    return "\n".join(f"{rng.randint(1, 3)}x {_word(rng)} {_word(rng)}" for _ in range(lines))


@pytest.fixture(scope="module")
def service(all_db) -> ValidationService:
    need_rules("agot")
    svc = shared_service(all_db)
    if not len(svc.pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return svc


def limited(service: ValidationService, **limits) -> ValidationService:
    """A service over the same pools with other limits."""
    return ValidationService(service.pools, packs=service.packs, reload_interval=3600,
                             limits=Limits(**limits))


@pytest.fixture
def searches(monkeypatch) -> list[str]:
    """Every fuzzy search that runs (CardPool.search), in order."""
    calls: list[str] = []
    real = CardPool.search

    def counted(self, text, limit=10, cutoff=60.0):
        calls.append(text)
        return real(self, text, limit=limit, cutoff=cutoff)

    monkeypatch.setattr(CardPool, "search", counted)
    return calls


@pytest.fixture
def budgets(monkeypatch):
    """Every budget the services make (``ValidationService.budget``), to read what was spent."""
    made: list[WorkBudget] = []
    real = ValidationService.budget

    def keep(self):
        made.append(real(self))
        return made[-1]

    monkeypatch.setattr(ValidationService, "budget", keep)
    return made


# -- the budget itself --------------------------------------------------------------------------------
def test_counters_and_limits():
    budget = WorkBudget(Limits(decks=2, lines=10, fuzzy=3, suggestions=2))
    budget.spend_deck()
    budget.spend_text(3, 120)              # 3 lines + 120 characters (2 lines' worth)
    budget.spend_entries(3)                # 2 entries to a line: 2
    assert budget.lines == 7
    budget.spend_lines(3)
    with pytest.raises(WorkLimitExceeded) as err:
        budget.spend_lines(1)
    assert err.value.code == "REQUEST_TOO_LARGE"
    assert err.value.details == {"limit": "lines", "used": 11, "maximum": 10, "deck": 0}
    assert budget.lines == 10                # nothing spent by the refusal
    budget.spend_deck()
    with pytest.raises(WorkLimitExceeded) as err:
        budget.spend_deck()
    assert err.value.details == {"limit": "decks", "used": 3, "maximum": 2, "deck": 2}


def test_the_refusal_reads_in_every_language():
    for limit in ("lines", "fuzzy", "decks"):
        error = WorkLimitExceeded(limit, 16_000, 15_000, 3)
        texts = {lang: error.message_in(lang) for lang in ("en", "de", "pl")}
        assert len(set(texts.values())) == 3, texts
        assert all("15000" in t and "{" not in t for t in texts.values()), texts
        assert error.to_dict("de")["details"]["limit"] == limit


def test_lookups_are_memoized_and_suggestions_stop(agot_pool, searches):
    budget = WorkBudget(Limits(fuzzy=4, suggestions=2))
    first = budget.search(agot_pool, "Robret Baratheon")
    assert first and budget.search(agot_pool, "robret  BARATHEON") == first   # same normalized name
    assert searches == ["Robret Baratheon"] and budget.memo_hits == 1
    budget.search(agot_pool, "Melisandr")
    assert budget.search(agot_pool, "Stanis Baratheon") == ()             # suggestions spent: nothing
    assert budget.unsuggested == 1 and len(searches) == 2
    assert budget.search(agot_pool, "Stanis Baratheon", needed=True)       # needed to read: runs
    budget.search(agot_pool, "Ser Davos Seawort", needed=True)
    with pytest.raises(WorkLimitExceeded) as err:                           # ... until fuzzy is spent
        budget.search(agot_pool, "Selyse Baratheom", needed=True)
    assert err.value.details["limit"] == "fuzzy" and budget.fuzzy == 4


# -- the repro -------------------------------------------------------------------------------
def test_the_repro_is_refused_after_bounded_work(service, searches, budgets):
    """500 AGoT decklists of 180 random names (1.7 MB): refused once the look-ups for
    corrections (each name is a possible misspelling: ~0.5 ms) or the lines are spent, with no
    more fuzzy searches than the suggestions' allowance (each was a few milliseconds)."""
    rng = random.Random(14)
    decks = [{"game": "agot", "decklist": misspelled(rng)} for _ in range(500)]
    with pytest.raises(WorkLimitExceeded) as err:
        service.validate_batch(decks)
    limit = err.value.details["limit"]
    maximum = LIMITS.cpu_ms if limit == "time" else getattr(LIMITS, limit, None)
    assert limit in ("corrections", "lines", "time") and err.value.details["maximum"] == maximum
    (budget,) = budgets
    assert budget.lines <= LIMITS.lines and budget.decks < 500
    assert budget.corrections <= LIMITS.corrections
    assert len(searches) == budget.fuzzy <= LIMITS.suggestions


def test_the_repro_over_http_is_a_413_in_the_error_shape(all_db, searches):
    need_rules("agot")
    client = make_app(all_db).test_client()
    rng = random.Random(15)
    body = {"decks": [{"game": "agot", "decklist": misspelled(rng)} for _ in range(500)]}
    r = client.post("/api/v1/validate/batch?lang=pl", json=body)
    assert r.status_code == 413
    error = error_of(r)
    limit = error["details"]["limit"]
    maximum = LIMITS.cpu_ms if limit == "time" else getattr(LIMITS, limit)
    assert error["code"] == "REQUEST_TOO_LARGE" and limit in ("corrections", "lines", "time")
    assert str(maximum) in error["message"] and "żądani" in error["message"]
    assert len(searches) <= LIMITS.suggestions


def test_a_batch_without_game_spends_its_lines_for_every_game_tried(service, budgets):
    rng = random.Random(16)
    text = misspelled(rng, 40)
    out = service.validate_batch([{"decklist": text}])
    assert out["results"][0]["error"]["code"] == "UNKNOWN_GAME"
    units = len(text.splitlines()) + len(text) // 50
    assert budgets[0].lines == units * sum(1 for p in service.pools.values() if len(p))


# -- suggestions stop, the batch is answered ---------------------------------------------------------
def test_suggestions_stop_but_every_deck_is_answered(service, searches):
    svc = limited(service, suggestions=3)
    decks = [{"game": "agot", "decklist": f"1x Fealty\n1x {TYPOS[2 * i]}\n2x {TYPOS[2 * i + 1]}"}
             for i in range(4)]
    out = svc.validate_batch(decks)
    assert out["summary"] == {"total": 4, "valid": 0, "invalid": 4, "errors": 0}
    assert len(searches) <= 3          # the ranked searches stop at the allowance
    problems = [p for r in out["results"] for p in r["verdict"]["parse_problems"]]
    assert len(problems) == 8 and all(p["code"] == "UNKNOWN_NAME" for p in problems)
    for r in out["results"]:           # fail closed: each unread line is a violation
        assert sum(v["code"] == "AGOT_UNREAD_LINE" for v in r["verdict"]["violations"]) == 2


def test_the_same_misspelling_is_searched_once_per_request(service, searches, budgets):
    names = "\n".join(f"2x {t}" for t in TYPOS[:3])
    decks = [{"game": "agot", "decklist": f"1x Fealty\n{names}"} for _ in range(50)]
    service.validate_batch(decks[:1])
    alone, spent = len(searches), budgets[0].fuzzy + budgets[0].corrections
    assert alone >= 1 and spent >= 3                  # each name looked up (ranked or nearest)
    out = service.validate_batch(decks)
    batch = budgets[1]
    assert len(searches) == 2 * alone                 # 50 decks search no more than one
    assert batch.fuzzy + batch.corrections == spent and batch.memo_hits >= 3 * 49
    for r in out["results"]:          # every deck gets the candidates, searched or remembered
        assert [bool(p["candidates"]) for p in r["verdict"]["parse_problems"]] == [True] * 3
    service.validate_batch(decks[:1])
    assert len(searches) == 3 * alone  # the memo is the request's, not the process's


# -- real decks are not affected ----------------------------------------------------------------------
def test_a_normal_batch_of_real_decks_is_answered_as_single_requests(service, budgets):
    octgn = [read_sample(KINGSMOOT), *[read_sample(p) for p in OOTB]]
    pool = service.pools["agot"]
    as_text = write_plain_text(service.read_decklist(octgn[0]).deck, pool)
    kinds = [KINGSMOOT_DECK, {"decklist": octgn[0]}, {"decklist": as_text, "game": "agot"},
             {"decklist": as_text}, *({"decklist": o} for o in octgn[1:])]
    decks = [kinds[i % len(kinds)] for i in range(56)]
    first = len(budgets)
    out = service.validate_batch(decks)
    batch = budgets[first]
    assert out["summary"]["errors"] == 0 and out["summary"]["total"] == 56
    singles = {i: service.validate_payload(d) for i, d in enumerate(kinds)}
    for i, r in enumerate(out["results"]):
        assert r["verdict"] == singles[i % len(kinds)]
    assert out["results"][0]["verdict"]["valid"] is True
    assert batch.decks == 56 and batch.lines < LIMITS.lines and batch.fuzzy == 0


def test_a_full_batch_of_canonical_decks_fits(service, budgets):
    out = service.validate_batch([KINGSMOOT_DECK] * LIMITS.decks)
    assert out["summary"]["valid"] == LIMITS.decks
    assert budgets[0].lines == LIMITS.decks * 17 < LIMITS.lines     # 33 entries, 2 to a line


def test_too_many_decks_for_the_budget(service):
    with pytest.raises(WorkLimitExceeded) as err:
        limited(service, decks=3).validate_batch([KINGSMOOT_DECK] * 4)
    assert err.value.details == {"limit": "decks", "used": 4, "maximum": 3, "deck": 3}


# -- a single request is bounded too -----------------------------------------------------------------
def test_single_validate_with_the_longest_misspelled_decklist(service, searches):
    """3000 lines of misspellings (the most a decklist may have): read, invalid, and only the
    suggestions' allowance searched."""
    rng = random.Random(18)
    out = service.validate_payload({"game": "agot", "decklist": "1x Fealty\n" + misspelled(rng, 2999)})
    assert out["valid"] is False
    assert len(searches) == LIMITS.suggestions


def test_single_validate_with_too_much_text_is_refused_before_reading(all_db, searches):
    need_rules("agot")
    client = make_app(all_db).test_client()
    rng = random.Random(19)
    line = "1x " + (" ".join(_word(rng) for _ in range(40)))[:287]
    text = "\n".join(line for _ in range(2999)) + "\n" + misspelled(rng, 1)
    r = client.post("/api/v1/validate?lang=de", json={"game": "agot", "decklist": text})
    assert r.status_code == 413
    error = error_of(r)
    assert error["code"] == "REQUEST_TOO_LARGE" and error["details"]["limit"] == "lines"
    assert "Zeilen" in error["message"] and searches == []


def test_octgn_entries_are_spent_too(service, searches, budgets):
    rng = random.Random(20)
    cards = "\n".join(f'<card qty="1" id="{i:08d}-0000-0000-0000-000000000000">{_word(rng)} {_word(rng)}</card>'
                      for i in range(900))
    o8d = (f'<?xml version="1.0" encoding="utf-8"?>\n<deck game="{AGOT_GAME}">\n'
           f'<section name="Characters">{cards}</section>\n</deck>\n')
    with pytest.raises(WorkLimitExceeded):
        service.validate_batch([{"decklist": o8d}] * 30)
    assert budgets[0].decks < 30 and len(searches) <= LIMITS.suggestions


def test_openapi_documents_the_refusal(all_db):
    need_rules("agot")
    spec = make_app(all_db).test_client().get("/api/v1/openapi.json").get_json()
    for path in ("/api/v1/validate", "/api/v1/validate/batch"):
        answer = spec["paths"][path]["post"]["responses"]["413"]
        assert "REQUEST_TOO_LARGE" in answer["description"] and str(LIMITS.lines) in answer["description"]
