"""What people read names the world, not the workshop (issue 39): no served JSON, page or
CLI text shows a seed number, a path of the shared folder, a card data file name, a
pseudo-locale, an internal list family or a rules-version id.

The walk covers every API endpoint that returns cards, lists or verdicts (games, formats,
lists, card search, card detail of every card a list names, validate with fix suggestions,
the batch, the timeline, the decklist parser), the pages (check, cards, card, lists, list
version) in en/de/pl, and the CLI's human output (cards show, validate)."""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from click.testing import CliRunner
from test_api_helpers import make_app
from test_web_pages import text_of

from api.cli import main as cli

# what must never reach a reader: seed numbers and file hashes, the shared folder, card data
# files and fields, the pseudo-locale of other ids, the cross-check family, rules-version ids
INTERNAL = re.compile("|".join((
    r"\bseed \d{3}\b", r"\b\d{3}_[0-9a-f]{16}\b", r"shared/", r"\bspec/", r"\w+\.md\b", r"carddata",
    r"l5r-final", r"throneteki-json-data", r"whi_full", r"fiveringsdb-data", r"\bimportData\b",
    r"\bis_(?:restricted|banned)\w*", r"data-flags", r"l5r-final-flags", r"agot2-rules-reference",
    r"\w+\.json\b", r"\(German (?:FAQ|Rules Reference)", r"\bocta?gnId\b",
)))
# a snake_case word in a page's prose is a field name or an id where a word belongs
SNAKE = re.compile(r"(?<![\w/.#-])[a-z]+(?:_[a-z]+)+(?![\w/.-])")

DECKS = {
    "agot": "Faction: House Baratheon\nAgenda: Fealty\n2x Randyll Tarly (Core Set)\n3x Melisandre (Core Set)\n"
            "1x A Noble Cause\n",
    "l5r": "Stronghold\n1x Shizuka Toshi\nConflict\n3x Charge!\n3x Ehrengast\n1x Let Go\n",
    "whi": "Capital: Empire\n3x Warpstone Excavation\n1x Innovation\n",
}
CARDS = {"agot": ["01183", "01047"], "l5r": ["guest-of-honor", "charge", "let-go"], "whi": ["01116", "06008"]}


def strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from strings(item, f"{path}[{n}]")
    elif isinstance(value, str):
        yield path, value


def leaks(payload: Any) -> list[tuple[str, str]]:
    """Internal names in the string values of ``payload`` (a public address may name a
    repository: ``url`` and ``link`` are left out)."""
    found = [(path, text[:160]) for path, text in strings(payload)
             if INTERNAL.search(text) and not path.endswith((".url", ".link"))]
    found += [(f"{path}.locale", "id") for path, text in strings(payload) if path.endswith(".locale") and text == "id"]
    return found


@pytest.fixture
def client(all_db, events_url):
    return make_app(all_db, events_url, SECRET_KEY="test").test_client()


def api_payloads(client) -> Iterator[tuple[str, Any]]:
    yield "/games", client.get("/api/v1/games").get_json()
    for game in DECKS:
        for what in ("formats", "lists"):
            yield f"{game} {what}", client.get(f"/api/v1/games/{game}/{what}").get_json()
        yield f"{game} search", client.get(f"/api/v1/games/{game}/cards", query_string={"q": "a", "lang": "de"}).get_json()
        for card_id in CARDS[game]:
            for lang in ("en", "de", "pl"):
                yield f"{game} card {card_id}", client.get(f"/api/v1/games/{game}/cards/{card_id}",
                                                           query_string={"lang": lang}).get_json()
        for lang in ("en", "de", "pl"):
            body = {"game": game, "decklist": DECKS[game]}
            yield f"{game} validate {lang}", client.post("/api/v1/validate", query_string={"suggest": "true", "lang": lang},
                                                          json=body).get_json()
            yield f"{game} parse {lang}", client.post("/api/v1/decklists/parse", query_string={"lang": lang},
                                                       json=body).get_json()
            yield f"{game} timeline {lang}", client.post("/api/v1/decks/timeline", query_string={"lang": lang},
                                                          json=body).get_json()
    yield "batch", client.post("/api/v1/validate/batch", json={"decks": [
        {"game": g, "decklist": text} for g, text in DECKS.items()]}).get_json()


def test_the_api_names_no_internal_document_or_field(client):
    found = {name: leaks(payload) for name, payload in api_payloads(client)}
    assert not {name: bad for name, bad in found.items() if bad}


def test_every_card_with_a_source_names_it_in_words(client):
    """Every card that has another name, an erratum or a list entry (the cards a source is
    cited for), in every game."""
    svc = client.application.extensions["deckcheck"]
    bad = {}
    for game, pool in svc.pools.items():
        cited = {cid for locale, table in pool.names.items() if locale != "en" for cid in table}
        cited |= {cid for versions in pool.lists.values() for lv in versions for cid in lv.restricted | lv.banned}
        for card_id in sorted(cited):
            payload = client.get(f"/api/v1/games/{game}/cards/{card_id}").get_json()
            if leaks(payload):
                bad[f"{game}/{card_id}"] = leaks(payload)
    assert not bad


PAGES = ["/cards?q=Ehrengast", "/cards/l5r/guest-of-honor", "/cards/agot/01183", "/cards/whi/06008",
         "/lists/l5r", "/lists/agot", "/lists/whi", "/lists/l5r/stronghold/rrg-v10", "/lists/whi/standard/whi-faq-3d",
         "/lists/l5r/skirmish/skirmish-ffg", "/lists/l5r/jade-edict/jade-edict-2021"]


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_the_pages_name_no_internal_document_field_or_id(client, lang):
    pages = {url: text_of(client.get(url + ("&" if "?" in url else "?") + f"lang={lang}")) for url in PAGES}
    for game, text in DECKS.items():
        pages[f"check {game}"] = text_of(client.post("/", data={"decklist": text, "game": game, "lang": lang}))
    found = {url: INTERNAL.findall(page) + SNAKE.findall(page) for url, page in pages.items()}
    assert not {url: bad for url, bad in found.items() if bad}


def test_the_cli_prints_words_not_raw_json_or_internal_names(all_db, tmp_path):
    runner = CliRunner()
    shown = runner.invoke(cli, ["--db", all_db.removeprefix("sqlite:///"), "cards", "show", "guest-of-honor",
                                "--game", "l5r", "--lang", "de"])
    assert shown.exit_code == 0, shown.output
    assert not shown.output.lstrip().startswith("{") and "Ehrengast" in shown.output
    assert not INTERNAL.findall(shown.output)
    raw = runner.invoke(cli, ["--db", all_db.removeprefix("sqlite:///"), "cards", "show", "guest-of-honor",
                              "--game", "l5r", "--json"])
    assert raw.exit_code == 0 and not leaks(json.loads(raw.output))
    deck = tmp_path / "deck.txt"
    deck.write_text(DECKS["agot"], encoding="utf-8")
    out = runner.invoke(cli, ["--db", all_db.removeprefix("sqlite:///"), "validate", str(deck), "--game", "agot"])
    assert out.exit_code in (0, 1, 3), out.output
    assert not INTERNAL.findall(out.output) and "Rules Reference" in out.output


def test_the_patterns_catch_what_the_issue_saw():
    seen = ["seed 004 (German FAQ 3d)", "as listed in shared/spec/l5r-lists.md", "seed 000_79113f00bcb0d63f",
            "l5r-final Card/*.json is_banned_in_skirmish", "Format: data-flags", "agot2-rules-reference"]
    assert all(INTERNAL.search(text) for text in seen)
    assert leaks({"names": [{"locale": "id", "name": "01-guest-of-honor"}]})
    assert SNAKE.findall("Format: valyrian_melee") and not SNAKE.findall("/cards/l5r/guest-of-honor")


# -- a verdict shared by link (item 7) ------------------------------------------------------------
def test_a_verdict_is_shared_by_a_link_that_pins_the_day_and_the_list(client):
    from html import unescape
    from urllib.parse import parse_qs, urlsplit

    first = client.post("/", data={"decklist": DECKS["agot"], "game": "agot", "as_of": "2019-01-01", "lang": "de"})
    link = unescape(re.search(r'id="share-url" type="url" readonly value="([^"]+)"', first.get_data(as_text=True)).group(1))
    query = parse_qs(urlsplit(link).query)
    assert query["as_of"] == ["2019-01-01"] and query["list"] == ["ffg2.0"] and query["lang"] == ["de"]
    shared = client.get(urlsplit(link).path + "?" + urlsplit(link).query)
    assert shared.status_code == 200
    assert text_of(shared).count("Melisandre") >= 1 and "Randyll Tarly" in text_of(shared)
    assert text_of(first).split("Link zu diesem Ergebnis")[0] == text_of(shared).split("Link zu diesem Ergebnis")[0]
    broken = client.get("/", query_string={"deck": "not-a-deck!!"})
    assert broken.status_code == 422 and "Link" in text_of(broken)


def test_the_check_page_offers_a_sample_hand_of_each_section(client):
    html = client.post("/", data={"decklist": open(
        "tests/data/decklists/agot/danurai-summer-stag-do.txt", encoding="utf-8").read(), "lang": "de"}).get_data(as_text=True)
    assert 'class="sample-hand-draw" data-section="draw" data-opening="7"' in html and "Beispielhand ziehen" in html


@pytest.mark.parametrize("lang, label, words", [("de", "Regelversion", ("Referenzhandbuch", "Spielregel")),
                                                ("pl", "Wersja zasad", ("Kompendium zasad", "instrukcja"))])
def test_the_rules_version_is_named_as_the_readers_edition_names_it(client, lang, label, words):
    """The verdict's rules version on the check page: the German and Polish editions' titles
    of the Rules Reference (seeds 000, 002), WHI's rulebook; never the English id."""
    said = {}
    for game in DECKS:
        text = text_of(client.post("/", data={"decklist": DECKS[game], "game": game, "lang": lang}))
        said[game] = re.search(rf"{label} (\S+(?: \S+)?)", text).group(1)
    assert said["agot"].startswith(words[0]) and said["l5r"].startswith(words[0])
    assert said["whi"].startswith(words[1]), said
