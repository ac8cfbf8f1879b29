"""Shared by tests/test_fixes_*.py: apply every suggestion of a violation and validate again."""
from __future__ import annotations

from deckcheck.fixes import apply, fixes_to_dict, suggest_fixes
from deckcheck.games import all_games
from deckcheck.model import Deck, Verdict
from deckcheck.pool import CardPool
from deckcheck.rules.codes import REGISTRY
from deckcheck.validator import validate


def violation_codes(game: str) -> list[str]:
    """Every violation code of ``game`` (its own and the shared ones), warnings left out."""
    from deckcheck.games import get_game

    prefix = get_game(game).code_prefix + "_"
    return sorted(c for c, e in REGISTRY.items() if c.startswith(prefix) and not e.warning)


def warning_codes(game: str) -> list[str]:
    from deckcheck.games import get_game

    prefix = get_game(game).code_prefix + "_"
    return sorted(c for c, e in REGISTRY.items() if c.startswith(prefix) and e.warning)


def assert_fixed(pool: CardPool, deck: Deck, code: str, fmt: str | None = None) -> Verdict:
    """``deck`` breaks exactly the rule ``code``; every suggestion for it, applied, leaves a
    legal deck (so the violation is gone and no other came). Returns the verdict."""
    verdict = validate(deck, pool, fmt)
    assert [v.code for v in verdict.violations] == [code], verdict.violations
    (found,) = suggest_fixes(deck, pool, verdict)
    assert found.code == code
    assert found.suggestions, f"{code}: no suggestion ({found.reason})"
    for suggestion in found.suggestions:
        after = validate(apply(deck, suggestion.edits), pool, fmt)
        assert after.valid, (code, suggestion, after.violations)
    for lang in ("en", "de", "pl"):
        rendered = fixes_to_dict(found, pool, lang)
        assert rendered["no_fix"] is None and rendered["fixes"]
        for f in rendered["fixes"]:
            assert "{" not in f["message"] and f["message"].endswith("."), f["message"]
    return verdict


def assert_no_fix(pool: CardPool, deck: Deck, code: str, reason: str, unread=()) -> None:
    verdict = validate(deck, pool, unread=unread)
    hits = [i for i, v in enumerate(verdict.violations) if v.code == code]
    assert hits, verdict.violations
    found = suggest_fixes(deck, pool, verdict)
    for i in hits:
        assert found[i].suggestions == () and found[i].reason == reason
        for lang in ("en", "de", "pl"):
            assert fixes_to_dict(found[i], pool, lang)["no_fix"]


__all__ = ["all_games", "assert_fixed", "assert_no_fix", "assert_sound", "violation_codes", "warning_codes"]


def assert_sound(pool: CardPool, deck: Deck) -> int:
    """Every suggestion of every violation of ``deck``, applied, removes its violation and
    leaves only violations the deck had before, none further from its bound (checked here
    independently of the search). Returns how many suggestions were checked."""
    verdict = validate(deck, pool)
    before: dict[str, list] = {}
    for v in verdict.violations:
        before.setdefault(v.code, []).append(v)
    checked = 0
    for target, found in zip(verdict.violations, suggest_fixes(deck, pool, verdict), strict=True):
        assert found.code == target.code
        assert found.suggestions or found.reason in ("none", "unknown", "unread")
        for suggestion in found.suggestions:
            checked += 1
            assert suggestion.edits and suggestion.removed + suggestion.added >= 0
            after = validate(apply(deck, suggestion.edits), pool)
            for v in after.violations:
                if v.code == target.code:
                    assert target.cards and v.cards and set(v.cards).isdisjoint(target.cards), \
                        (target, suggestion, v)
                olds = before.get(v.code, [])
                assert any(_covers(old, v) for old in olds), (target.code, suggestion, v)
    return checked


def _covers(old, new) -> bool:
    if old.params.get("section") != new.params.get("section"):
        return False
    if new.cards and old.cards and not set(new.cards) <= set(old.cards):
        return False
    if None in (old.expected, old.actual, new.expected, new.actual):
        return True
    return abs(new.actual - new.expected) <= abs(old.actual - old.expected)
