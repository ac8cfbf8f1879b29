"""One registry for every text a person reads: errors and parse problems have en/de/pl
templates with the same fields, every code raised anywhere has one, and a German reader
gets German errors and German parse problems."""
from __future__ import annotations

import ast
import functools
import pickle
from pathlib import Path

import pytest
from test_api_helpers import need_cards

from deckcheck.decklists import problems as P
from deckcheck.decklists.detect import read_decklist
from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.errors import DeckcheckError
from deckcheck.goldfish.actions import ActionError, action_from_json
from deckcheck.message_entries import ERROR, LANGS, PROBLEM, VIOLATION
from deckcheck.messages import MESSAGES, entries, lookup, one_of, plural_form, template_fields
from deckcheck.model import DeckInputError
from deckcheck.report import decklist_verdict_to_dict
from deckcheck.validator import validate

ROOT = Path(__file__).resolve().parent.parent
ERROR_CLASSES = {"DeckcheckError", "DeckInputError", "ActionError"}
EVENTS = ROOT / "deckcheck" / "services" / "events.py"


# -- the registry ---------------------------------------------------------------------------------
def _fields(template: str, lang: str) -> set[str]:
    return {f.removesuffix(f"_{lang}") for f in template_fields(template)}


@pytest.mark.parametrize("kind", [ERROR, PROBLEM])
def test_every_error_and_problem_text_exists_in_three_languages(kind):
    found = entries(kind)
    assert len(found) >= (100 if kind == ERROR else 10)
    for entry in found:
        assert entry.code == entry.code.upper() and "." not in entry.code, entry.key
        for lang in LANGS:
            assert entry.template(lang).strip(), f"{entry.key} has no {lang} text"
            assert _fields(entry.template(lang), lang) == _fields(entry.en, "en"), \
                f"{entry.key}: {lang} uses other fields than en"
        assert entry.de != entry.en and entry.pl != entry.en, f"{entry.key}: not translated"


def test_error_codes_are_not_violation_codes():
    entries()
    violations = {e.code for e in MESSAGES.values() if e.kind == VIOLATION}
    others = {e.code: e.kind for e in MESSAGES.values() if e.kind != VIOLATION}
    assert not violations & set(others)
    problems = {code for code, kind in others.items() if kind == PROBLEM}
    assert not problems & {code for code, kind in others.items() if kind == ERROR}


# -- every raise site's code is registered ------------------------------------------------------------
def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_sentence(node: ast.AST) -> bool:
    """A message passed as text: "...", f"...", t("key"), str(exc)."""
    if isinstance(node, ast.JoinedStr) or _literal(node) is not None:
        return True
    return isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("t", "str")


def _problem_code(node: ast.AST) -> str | None:
    """``P.UNKNOWN_NAME`` / ``UNKNOWN_NAME`` -> "UNKNOWN_NAME"; None for a computed code."""
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", None)
    value = getattr(P, name, None) if name else None
    return value if isinstance(value, str) and value == name else _literal(node)


def _keyword(call: ast.Call, name: str) -> ast.AST | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def raise_sites(path: Path) -> list[tuple[str, str, str | None, str]]:
    """(kind, code, variant, where) of every error / problem built in ``path`` with a
    literal code; the variant is "*" when it is computed, None when there is none, and
    "legacy" for a site that still passes an English sentence."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call):
            continue
        func = call.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        variant_node = _keyword(call, "variant")
        variant = _literal(variant_node) if variant_node is not None else None
        if variant_node is not None and variant is None:
            variant = "*"
        if name in ERROR_CLASSES and call.args:
            code = _literal(call.args[0])
            if code is None:
                continue
            if len(call.args) > 1 and _is_sentence(call.args[1]):
                variant = "legacy"
            found.append((ERROR, code, variant, where))
        elif name == "ApiError" and len(call.args) > 1 and _literal(call.args[1]):   # (status, code, ...)
            if len(call.args) > 2 and _is_sentence(call.args[2]):
                variant = "legacy"
            found.append((ERROR, _literal(call.args[1]), variant, where))
        elif name in _event_error_codes():                              # EventNotFound(details, ...)
            if call.args and _is_sentence(call.args[0]):
                variant = "legacy"
            found.append((ERROR, _event_error_codes()[name], variant, where))
        elif name == "error_body" and call.args and _literal(call.args[0]):
            found.append((ERROR, _literal(call.args[0]), "legacy", where))
        elif (name == "ParseProblem" or name == "problem" and isinstance(func, ast.Attribute)) \
                and call.args:                                 # ParseProblem(...), self.problem(...)
            code = _problem_code(call.args[0])
            if name == "ParseProblem" and len(call.args) > 5:
                variant = _literal(call.args[5]) or "*"
            if code is not None:
                found.append((PROBLEM, code, variant, where))
    return found


@functools.cache
def _event_error_codes() -> dict[str, str]:
    """deckcheck/services/events.py: EventError subclass -> its class code."""
    tree = ast.parse(EVENTS.read_text(encoding="utf-8"))
    codes = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and getattr(stmt.targets[0], "id", "") == "code":
                    codes[node.name] = stmt.value.value
    return codes


def test_every_code_raised_anywhere_has_its_templates():
    sources = sorted((ROOT / "deckcheck").rglob("*.py")) + sorted((ROOT / "api").rglob("*.py")) \
        + [ROOT / "card_db" / "events.py"]
    sites = [site for path in sources for site in raise_sites(path)]
    assert len([s for s in sites if s[3].startswith("deckcheck/")]) >= 80
    missing = []
    for kind, code, variant, where in sites:
        if variant in (None, "*", "legacy"):
            # a computed or not yet converted variant: the code has at least one sentence
            ok = any(e.code == code and e.kind == kind for e in entries())
        else:
            entry = MESSAGES.get(f"{code}.{variant}")
            ok = entry is not None and entry.kind == kind
        if variant is None and kind == PROBLEM:
            ok = ok and lookup(code) is not None
        if not ok:
            missing.append(f"{where}: {code}{'.' + variant if variant else ''}")
    for cls, code in _event_error_codes().items():
        if cls != "EventError" and not any(e.code == code for e in entries(ERROR)):
            missing.append(f"deckcheck/services/events.py {cls}: {code}")
    assert not missing, "codes without templates:\n" + "\n".join(missing)


def test_domain_raise_sites_pass_fields_not_sentences():
    legacy = [where for path in sorted((ROOT / "deckcheck").rglob("*.py"))
              for _, _, variant, where in raise_sites(path) if variant == "legacy"]
    assert not legacy


def test_services_and_entry_points_pass_fields_not_sentences():
    services = sorted((ROOT / "deckcheck" / "services").glob("*.py"))
    assert EVENTS in services and len([s for p in services for s in raise_sites(p)]) >= 30
    sources = services + sorted((ROOT / "api").rglob("*.py")) + sorted((ROOT / "card_db").rglob("*.py"))
    sites = [site for path in sources for site in raise_sites(path)]
    assert len([s for s in sites if s[3].startswith("api/")]) >= 15
    assert not [where for _, _, variant, where in sites if variant == "legacy"]
    with pytest.raises(TypeError):          # a sentence is never a message any more
        DeckInputError("NO_CARD_DATA", "No whi cards are loaded.")


def test_computed_variants_and_codes_are_registered():
    for code in (P.UNKNOWN_FACTION, P.CONFLICTING_FACTION):     # the game's word for a faction
        for word in ("faction", "clan", "race"):
            assert f"{code}.{word}" in MESSAGES
    for code in (P.UNKNOWN_NAME, P.AMBIGUOUS_NAME, P.UNKNOWN_ID, P.UNREADABLE_LINE,
                 P.UNSUPPORTED_FORMAT, P.TOO_MANY_PROBLEMS):
        assert lookup(code) is not None and lookup(code).kind == PROBLEM


# -- the error base -----------------------------------------------------------------------------------
def test_error_message_in_every_language_with_plural_forms():
    err = DeckInputError("DECK_TOO_LARGE", {"cards": 1002, "maximum": 1000}, variant="cards")
    assert isinstance(err, DeckcheckError) and isinstance(err, ValueError)
    assert err.code == "DECK_TOO_LARGE" and err.key == "DECK_TOO_LARGE.cards"
    assert err.details == {"cards": 1002, "maximum": 1000}
    assert err.message == str(err) == "The deck has 1002 cards; at most 1000 are accepted."
    assert err.message_in("de") == "Das Deck hat 1002 Karten; angenommen werden höchstens 1000."
    assert err.message_in("pl") == "Talia ma 1002 karty; przyjmowanych jest najwyżej 1000."
    assert err.message_in("fr") == err.message
    assert err.to_dict("pl") == {"code": "DECK_TOO_LARGE", "message": err.message_in("pl"),
                                 "details": err.details}


def test_fields_lists_and_localized_values():
    err = DeckInputError("UNKNOWN_GAME", variant="undetected", games=one_of(["l5r", "agot", "whi"]))
    assert err.details is None
    assert "(l5r, agot or whi)" in err.message
    assert "(l5r, agot oder whi)" in err.message_in("de")
    assert "(l5r, agot lub whi)" in err.message_in("pl")
    err = DeckInputError("UNKNOWN_FORMAT", {"format": "x", "formats": ["joust", "melee"]}, game="agot")
    assert err.message == "Unknown format 'x' for agot; use one of joust, melee."
    assert err.message_in("de") == "Unbekanntes Format „x“ für agot; erlaubt sind: joust, melee."


def test_plural_forms():
    forms = ["karta", "karty", "kart"]
    assert [plural_form(n, forms, "pl") for n in (1, 2, 4, 5, 12, 14, 22, 25, 101, 0)] == \
        ["karta", "karty", "karty", "kart", "kart", "kart", "karty", "kart", "kart", "kart"]
    assert [plural_form(n, ["Karte", "Karten"], "de") for n in (1, 2, 0)] == ["Karte", "Karten", "Karten"]


def test_goldfish_errors_are_localized_too():
    with pytest.raises(ActionError) as err:
        action_from_json({"kind": "pass", "colour": "red"})
    assert err.value.code == "INVALID_ACTION" and err.value.details == {"fields": ["colour"]}
    assert err.value.message == "Unknown action fields: colour."
    assert err.value.message_in("de") == "Unbekannte Felder der Aktion: colour."
    assert err.value.message_in("pl") == "Nieznane pola akcji: colour."


def test_errors_survive_pickling():
    err = pickle.loads(pickle.dumps(ActionError("GAME_OVER", {"outcome": "win"})))
    assert isinstance(err, ActionError) and err.code == "GAME_OVER"
    assert err.message_in("de") == "Die Partie ist vorbei (win)." and str(err) == err.message


# -- a German or Polish reader ---------------------------------------------------------------------
def test_a_broken_decklist_is_refused_in_german_and_polish(agot_pool):
    need_cards(agot_pool, "agot")
    with pytest.raises(DeckInputError) as err:
        read_plain_text("House Stark\n100x Hodor\n", agot_pool)
    assert err.value.code == "INVALID_COUNT" and "Line 2" in err.value.message
    assert err.value.message_in("de") == \
        "Zeile 2: Die Anzahl 100 ist nicht möglich; erlaubt sind 0 bis 99."
    assert err.value.message_in("pl") == \
        "Wiersz 2: liczba 100 jest niemożliwa; dozwolone są wartości od 0 do 99."

    with pytest.raises(DeckInputError) as err:
        read_plain_text("Meine Liste\nDies ist keine Karte\nund diese Zeile auch nicht\n", agot_pool)
    assert err.value.code == "NO_CARDS_FOUND"
    assert err.value.message_in("de").startswith("Keine Zeile der Deckliste nennt eine Karte")
    assert "2 Zeilen wurden nicht verstanden" in err.value.message_in("de")
    assert "nie zrozumiano 2 wierszy" in err.value.message_in("pl")
    english, german = err.value.details["problems"], err.value.details_in("de")["problems"]
    assert [p["code"] for p in german] == [p["code"] for p in english]
    assert german[0]["message"].startswith("Zeile ") and english[0]["message"].startswith("Line ")
    assert pickle.loads(pickle.dumps(err.value)).details_in("de") == err.value.details_in("de")


GERMAN_L5R = "Kranich-Deck\nFestung\n1x Shizuka Toshi\nKonfliktdeck\n3x Zum Angriff!\n2x Ehrengas\n"


def test_a_german_verdict_has_german_parse_problems(l5r_pool):
    need_cards(l5r_pool, "l5r")
    result = read_decklist(GERMAN_L5R, "l5r", pools={"l5r": l5r_pool})
    (problem,) = result.problems
    assert (problem.code, problem.line) == ("UNKNOWN_NAME", 6)
    verdict = validate(result.deck, l5r_pool)

    english = decklist_verdict_to_dict(verdict, result, l5r_pool)
    assert english["parse_problems"] == result.problem_dicts()
    assert english["parse_problems"][0]["message"].startswith(
        f"Line 6: no card is named {problem.fields['name']!r}. Did you mean ")

    german = decklist_verdict_to_dict(verdict, result, l5r_pool, "de")
    (found,) = german["parse_problems"]
    assert found["message"].startswith(f"Zeile 6: Keine Karte heißt „{problem.fields['name']}“. Meintest du ")
    assert found["candidates"] == english["parse_problems"][0]["candidates"]
    assert german["violations"][0]["message"] != english["violations"][0]["message"]

    polish = decklist_verdict_to_dict(verdict, result, l5r_pool, "pl")
    assert polish["parse_problems"][0]["message"].startswith("Wiersz 6: żadna karta nie nazywa się")
