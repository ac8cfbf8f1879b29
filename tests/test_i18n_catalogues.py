"""Translations through gettext catalogues: every text exists in en, de and pl (both ways,
no fuzzy entry, the same placeholders), plural forms by the catalogues' Plural-Forms, the
migration of texts written the old way, and the translation gaps of issue 20 on real decks
(CLI, API, pages)."""
from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_api_helpers import OOTB, need_rules

import tools.i18n as toolchain
from deckcheck.message_entries import ERROR, Message
from deckcheck.messages import add, lookup, plural_form, remove, render, render_message
from deckcheck.translations import Catalogues, split_plural

ROOT = Path(__file__).resolve().parent.parent


# -- completeness ---------------------------------------------------------------------------------
def test_every_text_is_in_every_catalogue_and_nothing_else_is():
    """The toolchain's check: each English template of the code (messages, names, page
    strings) has a German and a Polish translation that is not fuzzy, not empty, has every
    plural form of the language and the same placeholders; no catalogue entry lacks its
    English; no German/Polish text is left in the code."""
    assert toolchain.problems() == []


def test_a_text_in_english_only_fails_the_check(monkeypatch):
    entry = Message("TEST_ONLY_ENGLISH", "Only in English: {n:plural:card|cards}.", kind=ERROR)
    shipped = toolchain.shipped_messages()
    monkeypatch.setattr(toolchain, "shipped_messages", lambda: [*shipped, entry])
    found = toolchain.problems(toolchain.DOMAINS[:1])
    assert "messages/de: TEST_ONLY_ENGLISH: no translation for 'Only in English: {n:plural:card|cards}.'" in found
    assert any(p.startswith("messages/pl: TEST_ONLY_ENGLISH") for p in found)


def test_a_translation_without_english_or_with_other_placeholders_fails(tmp_path):
    root = tmp_path / "locale"
    domain = toolchain.Domain("demo", root, lambda: [toolchain.Entry("GREETING", "Hello {name}.")])
    for lang, text in (("de", "Hallo {nom}."), ("pl", "Cześć {name}.")):
        cat = toolchain.new_catalogue(domain, lang)
        cat.add("Hello {name}.", string=text, context="GREETING")
        if lang == "pl":
            cat.add("Gone.", string="Nie ma.", context="GONE")          # English removed from the code
            cat.get("Hello {name}.", context="GREETING").flags.add("fuzzy")
        toolchain.write(domain.po(lang), cat)
    found = toolchain.problems([domain])
    assert any("demo/de: GREETING: placeholders ['nom']" in p for p in found)
    assert "demo/pl: GONE: not in the code (stale; run make messages)" in found
    assert "demo/pl: GREETING: fuzzy (check the translation)" in found


def test_catalogues_declare_their_plural_forms():
    cats = Catalogues(ROOT / "deckcheck" / "locale", "messages")
    assert cats.catalogue("pl").num_plurals == 3 and cats.catalogue("de").num_plurals == 2
    assert "n%10>=2 && n%10<=4" in cats.catalogue("pl").plural_expr


# -- plural forms -----------------------------------------------------------------------------------
@pytest.mark.parametrize("n, word", [(1, "karta"), (2, "karty"), (4, "karty"), (5, "kart"), (12, "kart"),
                                     (22, "karty"), (43, "karty"), (112, "kart"), (0, "kart")])
def test_polish_plural_forms_follow_the_catalogue(n, word):
    assert plural_form(n, ["karta", "karty", "kart"], "pl") == word


@pytest.mark.parametrize("n, pl, de, en", [
    (1, "ma 1 kartę;", "hat 1 Karte;", "has 1 card;"),
    (2, "ma 2 karty;", "hat 2 Karten;", "has 2 cards;"),
    (5, "ma 5 kart;", "hat 5 Karten;", "has 5 cards;"),
    (22, "ma 22 karty;", "hat 22 Karten;", "has 22 cards;"),
    (43, "ma 43 karty;", "hat 43 Karten;", "has 43 cards;"),
    (112, "ma 112 kart;", "hat 112 Karten;", "has 112 cards;")])
def test_violation_counts_take_the_right_form(n, pl, de, en):
    import deckcheck.games  # noqa: F401  (the games' codes)

    fields = {"actual": n, "expected": 60}
    assert pl in render("AGOT_DRAW_DECK_SIZE", "pl", fields)
    assert de in render("AGOT_DRAW_DECK_SIZE", "de", fields)
    assert en in render("AGOT_DRAW_DECK_SIZE", "en", fields)


def test_error_counts_take_the_right_form():
    assert render_message("DECK_TOO_LARGE", "de", {"cards": 1, "maximum": 500}, "cards").startswith(
        "Das Deck hat 1 Karte;")
    assert render_message("DECK_TOO_LARGE", "pl", {"cards": 3, "maximum": 500}, "cards").startswith(
        "Talia ma 3 karty;")
    assert render_message("DECK_TOO_LARGE", "en", {"cards": 1, "maximum": 500}, "cards").startswith(
        "The deck has 1 card;")


def test_split_plural_spells_out_the_forms():
    assert split_plural("Has {n:plural:card|cards} ({x!r}, {{literal}}).") == \
        ("n", ["Has {n} card ({x!r}, {{literal}}).", "Has {n} cards ({x!r}, {{literal}})."])
    with pytest.raises(ValueError):
        split_plural("{a:plural:x|y} and {b:plural:x|y}")


# -- the migration of texts written the old way -------------------------------------------------------
LEGACY = '''\
STRINGS = {
    "site": "deckcheck",
    "late_key": {"en": "Late string", "de": "Später Text",
                 "pl": "Późny tekst"},
    "other": {"en": "Kept", "de": "Bleibt", "pl": "Zostaje"},
}
TEXTS = (
    error("LATE_ERROR",
          en="The deck has {cards:plural:card|cards}.",
          de="Das Deck hat {cards:plural:Karte|Karten}.",
          pl="Talia ma {cards:plural:kartę|karty|kart}."),
    {"code": LATE,
     "en": "Late violation {actual}.",
     "de": "Später Verstoß {actual}.",  # seed 000
     "pl": "Późne naruszenie {actual}."},
)
'''


def test_import_legacy_strips_the_moved_texts_and_is_idempotent(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    source = package / "texts.py"
    source.write_text(LEGACY, encoding="utf-8")
    moved = {("Late string", "Später Text", "Późny tekst"),
             ("The deck has {cards:plural:card|cards}.", "Das Deck hat {cards:plural:Karte|Karten}.",
              "Talia ma {cards:plural:kartę|karty|kart}."),
             ("Late violation {actual}.", "Später Verstoß {actual}.", "Późne naruszenie {actual}.")}
    assert sum(toolchain.strip_sources(moved, tmp_path, ["pkg"])) == 1
    after = source.read_text(encoding="utf-8")
    ast.parse(after)
    assert '"late_key": "Late string",' in after
    assert '"other": {"en": "Kept", "de": "Bleibt", "pl": "Zostaje"}' in after     # not moved: kept
    assert 'en="The deck has {cards:plural:card|cards}.")' in after
    assert '"en": "Late violation {actual}."}' in after and "Später" not in after and "kartę" not in after
    assert sum(toolchain.strip_sources(moved, tmp_path, ["pkg"])) == 0                 # again: nothing to do
    assert source.read_text(encoding="utf-8") == after


def test_inline_plural_texts_become_one_msgstr_per_form():
    en = "The deck has {cards:plural:card|cards}."
    assert toolchain.msgstr(en, "Talia ma {cards:plural:kartę|karty|kart}.", 3) == \
        ("Talia ma {cards} kartę.", "Talia ma {cards} karty.", "Talia ma {cards} kart.")
    assert toolchain.msgstr(en, "Karten: {cards}.", 2) == ("Karten: {cards}.", "Karten: {cards}.")
    assert toolchain.msgstr("Plain.", "Schlicht.", 2) == "Schlicht."


def test_an_entry_still_written_the_old_way_is_used_until_migrated():
    entry = Message("TEST_OLD_WAY", "{n:plural:line|lines} read.", "{n:plural:Zeile|Zeilen} gelesen.",
                    "Odczytano {n:plural:wiersz|wiersze|wierszy}.", kind=ERROR)
    add(entry)
    try:
        assert render_message("TEST_OLD_WAY", "de", {"n": 1}) == "1 Zeile gelesen."
        assert render_message("TEST_OLD_WAY", "pl", {"n": 24}) == "Odczytano 24 wiersze."
        assert lookup("TEST_OLD_WAY").de == "{n} Zeile gelesen. | {n} Zeilen gelesen."
    finally:
        remove(entry.key)


# -- the gaps of issue 20, on real decks ---------------------------------------------------------------
def run_cli(args: list[str], url: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``deckcheck`` of this checkout (``python -m api.cli``), in a subprocess."""
    env = {**os.environ, "DATABASE_URL": url, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "api.cli", *args], env=env, input=stdin, cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=120)


def test_cli_speaks_the_language_with_plurals(all_db):
    need_rules("agot")
    german = run_cli(["validate", str(OOTB[0]), "--lang", "de"], all_db)
    assert german.returncode == 1
    head, sections = german.stdout.splitlines()[:2]
    assert head.startswith("UNGÜLTIG (") and "Probleme)" in head and "Regeln" in head and "Listen:" in head
    assert sections.startswith("Deckteile: Agenda 0, Strategiestapel 7, Nachziehstapel ")
    assert "Der Nachziehstapel hat" in german.stdout and "problems" not in german.stdout
    polish = run_cli(["validate", "-", "--game", "agot", "--lang", "pl"], all_db,
                     stdin="House Stark\n3x Hodor\n2x Hodorrr\n")
    assert "? [UNKNOWN_NAME] Wiersz 3: żadna karta nie nazywa się „Hodorrr”." in polish.stdout
    assert "Ród Starków" in polish.stdout and "House Stark)" not in polish.stdout
    unread = run_cli(["validate", "-", "--game", "agot", "--lang", "de"], all_db, stdin="My deck\n2x Qqzx Vvrt\n")
    assert unread.returncode == 2
    assert unread.stderr.startswith("Fehler: Keine Zeile der Deckliste nennt eine Karte von A Game of Thrones")
    assert "1 Zeile wurde nicht verstanden" in unread.stderr and "\nDetails: " in unread.stderr


def test_cli_counts_one_problem_in_the_singular(all_db):
    need_rules("agot")
    from api.cli import _human

    verdict = {"valid": False, "game": "agot", "format": "joust", "rules_version": None, "lists": [],
               "counts": {"draw": 1}, "violations": [{"code": "X", "message": "m"}], "warnings": []}
    assert _human(verdict, "en").startswith("INVALID (1 problem): agot / joust / lists: none")
    assert _human(verdict, "de").startswith("UNGÜLTIG (1 Problem): agot / joust / Listen: keine")
    assert _human({**verdict, "violations": verdict["violations"] * 3}, "pl").startswith("NIEPOPRAWNA (3 problemy)")
    assert _human({**verdict, "violations": verdict["violations"] * 5}, "pl").startswith("NIEPOPRAWNA (5 problemów)")


def test_missing_faction_reads_in_words(client_all):
    r = client_all.post("/api/v1/validate?lang=de", json={"decklist": "3x Hodor\n1x Winterfell\n", "game": "agot"})
    message = next(v["message"] for v in r.get_json()["violations"] if v["code"] == "AGOT_FACTION_REQUIRED")
    assert "Die Nachtwache" in message and "Haus Stark" in message and "thenightswatch" not in message
    assert message.endswith("Haus Targaryen oder Haus Tyrell.")


def test_a_list_without_cards_names_the_game_in_words(agot_pool):
    from deckcheck.decklists.plaintext import NoCardsFound, read_plain_text

    with pytest.raises(NoCardsFound) as caught:
        read_plain_text("My deck\n2x Qqzx Vvrt\n3x Jjkq Wwpx\n1x Zzyq\n", agot_pool, suggest=False, correct=False)
    n = caught.value.count
    assert n >= 2
    assert caught.value.message_in("en").startswith(
        "No line of the decklist names a card of A Game of Thrones: The Card Game (Second Edition); "
        f"{n} lines were not understood")
    assert "Karte von A Game of Thrones: Der Eiserne Thron" in caught.value.message_in("de")
    assert f"nie zrozumiano {n} wierszy" in caught.value.message_in("pl")
    one = NoCardsFound("agot", caught.value.problems[:1])
    assert "1 line was not understood" in one.message_in("en") and "1 Zeile wurde" in one.message_in("de")


def test_pages_show_faction_and_pack_names_in_the_language(client_all):
    page_de = client_all.get("/cards/agot/01143", query_string={"lang": "de"}).get_data(as_text=True)
    page_pl = client_all.get("/cards/agot/01143", query_string={"lang": "pl"}).get_data(as_text=True)
    page_en = client_all.get("/cards/agot/01143", query_string={"lang": "en"}).get_data(as_text=True)
    assert "Haus Stark" in page_de and "Grundspiel" in page_de and "Core Set" not in page_de
    assert "Ród Starków" in page_pl and "Zestaw podstawowy" in page_pl
    assert "House Stark" in page_en and "Core Set" in page_en
    knight = client_all.get("/cards/agot/01001", query_string={"lang": "de"}).get_data(as_text=True)
    assert "Adlig" in knight and "Noble" not in knight          # A Clash of Kings: trait Noble


def test_check_page_script_strings_name_clans_in_the_language(client_all):
    html = client_all.get("/", query_string={"lang": "pl"}).get_data(as_text=True)
    start = html.index('"factions": ')
    factions = json.loads(html[start + len('"factions": '):html.index("}", start) + 1])
    assert factions.get("crane") == "Klan Żurawia" and factions.get("thenightswatch") == "Nocna Straż"


@pytest.fixture
def client_all(all_db, events_url):
    from test_api_helpers import make_app

    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


def test_docs_describe_the_workflow():
    doc = (ROOT / "docs" / "translating.md").read_text(encoding="utf-8")
    for needle in ("make messages", "import-legacy", "msgctxt", "Plural-Forms", "fuzzy"):
        assert needle in doc
    assert "messages:" in (ROOT / "Makefile").read_text(encoding="utf-8")


def test_import_legacy_leaves_a_look_alike_trio_outside_the_registries(tmp_path):
    """The deck-check sheet's section names once matched a page string word for word and were
    stripped from a module that reads them itself: only registry files are edited."""
    package = tmp_path / "pkg"
    package.mkdir()
    source = package / "sheets.py"
    text = 'SECTIONS = ({"en": "Late string", "de": "Später Text", "pl": "Późny tekst"},)\n'
    source.write_text(text, encoding="utf-8")
    assert sum(toolchain.strip_sources({("Late string", "Später Text", "Późny tekst")}, tmp_path, ["pkg"])) == 0
    assert source.read_text(encoding="utf-8") == text
