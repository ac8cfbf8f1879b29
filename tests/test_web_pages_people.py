"""Pages for people (issue 20, items 3 and 4), through Flask's test client: HTML error
pages for browsers, a favicon, sources as document titles, no seed hashes or raw field
names, rulings rendered safely, format names in words, violations headed by their
message, lists folded by year with a filter, the list-version picker folded, /cards
not empty when opened, the candidate's name fixing the line, the API docs without RST."""
from __future__ import annotations

import json
import re

import pytest
from test_agot_agendas import build  # noqa: F401  (its deck builder, a fixture)
from test_api_helpers import make_app, need_rules
from test_web_pages import BROKEN_EXPORT, MISSPELT, UNREAD_EXPORT, UNREAD_LINE, text_of, verdict_html

BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}
INTERNALS = ("seed 0", "shared/spec", "l5r-lists.md", "79113f00bcb0d63f")


@pytest.fixture
def client(all_db, events_url):
    need_rules("agot")
    app = make_app(all_db, events_url, SECRET_KEY="test-secret")
    if not len(app.extensions["deckcheck"].pools.get("agot", ())):
        pytest.skip("no AGoT cards imported yet")
    return app.test_client()


# -- error pages and favicon --------------------------------------------------------------------
@pytest.mark.parametrize("lang, title, sentence", [
    ("en", "Not found", "There is no page at this address"),
    ("de", "Nicht gefunden", "Unter dieser Adresse gibt es keine Seite"),
    ("pl", "Nie znaleziono", "Pod tym adresem nie ma strony"),
])
def test_a_mistyped_address_answers_an_html_page_in_the_browser(client, lang, title, sentence):
    r = client.get("/listz/agot", headers=BROWSER, query_string={"lang": lang})
    assert r.status_code == 404 and r.mimetype == "text/html"
    page = text_of(r)
    assert title in page and sentence in page and '"error"' not in r.get_data(as_text=True)
    assert 'href="/cards"' in r.get_data(as_text=True)          # a way on


def test_api_clients_and_api_paths_keep_the_json_error(client):
    r = client.get("/listz/agot", headers={"Accept": "application/json"})
    assert r.status_code == 404 and r.is_json and r.get_json()["error"]["code"] == "NOT_FOUND"
    r = client.get("/api/v1/nothing-here", headers=BROWSER)      # /api/ is JSON even for a browser
    assert r.status_code == 404 and r.is_json
    r = client.get("/listz/agot")                                  # curl's */*: JSON as before
    assert r.status_code == 404 and r.is_json
    r = client.delete("/cards", headers=BROWSER)                    # 405 on a page: HTML, Allow kept
    assert r.status_code == 405 and r.mimetype == "text/html" and "GET" in r.headers["Allow"]


def test_favicon(client):
    r = client.get("/favicon.ico")
    assert r.status_code == 301 and r.headers["Location"].endswith("/static/pages/favicon.svg")
    svg = client.get("/static/pages/favicon.svg")
    assert svg.status_code == 200 and b"<svg" in svg.data
    assert 'rel="icon"' in client.get("/cards").get_data(as_text=True)


# -- violations and the verdict panel ------------------------------------------------------------
def test_violations_are_headed_by_their_message_with_the_code_as_a_detail(client):
    r = client.post("/", data={"decklist": BROKEN_EXPORT, "game": "agot", "as_of": "2017-06-01", "lang": "en"})
    html = verdict_html(r)
    headings = [re.sub(r"<[^>]+>", "", h).strip() for h in re.findall(r'<h4 class="msg"[^>]*>(.*?)</h4>', html, re.S)]
    assert any(h.startswith("Melisandre") for h in headings) and len(headings) == 2
    assert not any("AGOT_" in h for h in headings)
    assert re.search(r'<p class="code">Rule code: <code>AGOT_COPIES</code></p>', html)
    assert 'class="count"' not in html                              # the unexplained badge is gone
    assert "Joust (two players)" in text_of(r)                      # the format in words


def test_format_names_in_words_in_the_check_form(client):
    html = client.get("/", query_string={"lang": "de"}).get_data(as_text=True)
    assert ">Valyrisch (Melee)</option>" in html and ">valyrian_melee<" not in html
    assert ">Ein Grundspiel</option>" in html and ">single-core<" not in html


def test_the_list_version_picker_is_folded_and_ordered_by_date(client):
    html = client.get("/", query_string={"lang": "en"}).get_data(as_text=True)
    fold = html[html.index('<details class="field list-pick"'):html.index("</details>", html.index("list-pick"))]
    assert "<summary>Choose another list version</summary>" in fold and "list-pick\" open" not in html
    joust = fold[fold.index('label="A Game of Thrones'):]
    dates = re.findall(r">(\d{4}-\d{2}-\d{2}) · ", joust[:joust.index("</optgroup>")])
    assert len(dates) > 20 and dates == sorted(dates, reverse=True)
    chosen = client.post("/", data={"decklist": BROKEN_EXPORT, "list": "ffg2.0", "lang": "en"})
    assert 'list-pick" open' in chosen.get_data(as_text=True)      # a chosen version stays in view


def test_the_candidates_name_fixes_the_line_without_javascript(client):
    first = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": "en"})
    html = verdict_html(first)
    name = re.search(r'<button type="submit" form="check-form" name="use" value="([^"]+)" class="use link"\s+'
                     r'data-card="01064"[^>]*>Seen In Flames</button>', html)
    assert name, "the candidate's name is a button that fixes the line"
    assert 'class="card-page" href="/cards/agot/01064"' in html     # the card page a small link beside it
    from html import unescape

    again = client.post("/", data={"decklist": UNREAD_EXPORT, "as_of": "2017-06-01", "lang": "en",
                                   "use": unescape(name.group(1))})
    text = again.get_data(as_text=True)
    assert MISSPELT not in text and "3x Seen In Flames (Core Set)" in unescape(text)
    assert f'id="read-line-{UNREAD_LINE}"' in text and "not read" not in text_of(again).split("Deck as read")[-1]


# -- lists -----------------------------------------------------------------------------------------
def test_lists_are_folded_by_year_with_a_filter_and_no_internals(client):
    r = client.get("/lists/agot", query_string={"lang": "en"})
    html, page = r.get_data(as_text=True), text_of(r)
    assert 'id="list-filter"' in html and html.count('<details class="year">') >= 10
    assert "Joust (two players)" in page and "Melee (multiplayer)" in page and "Valyrian (melee)" in page
    assert "valyrian_melee" not in page and "Format: data-flags" not in page
    # the version in force stays open, the others are one line each inside their year
    assert html.count('class="version current"') == 4 and html.count('class="version-row"') >= 55
    assert "Standard v2.1" in page and "in force today" in page
    l5r = text_of(client.get("/lists/l5r", query_string={"lang": "de"}))
    assert "aus den Kartendaten" not in l5r and "data-flags" not in l5r
    assert not [word for word in INTERNALS if word in l5r]
    rrg = text_of(client.get("/lists/l5r/stronghold/rrg-v10", query_string={"lang": "en"}))
    assert "Referenzhandbuch, Version 10, Anhang V: Liste eingeschränkter Karten" in rrg


def test_a_list_version_names_its_source_document(client):
    page = text_of(client.get("/lists/l5r/stronghold/rl-2018-05-29", query_string={"lang": "en"}))
    assert "Restricted List (Maintaining Balance) (Fantasy Flight Games, 2018-05-29)" in page
    assert "Stronghold (standard)" in page and not [word for word in INTERNALS if word in page]
    whi = text_of(client.get("/lists/whi", query_string={"lang": "en"}))
    assert "Offizielle Errata und Häufig gestellte Fragen (HgF), Version 3d" in whi and "Heidelberger Spieleverlag" in whi
    assert not [word for word in INTERNALS if word in whi]


# -- cards -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, label, allowed", [
    ("en", "Only for clans", "Scorpion"), ("de", "Nur für Klane", "Scorpion"), ("pl", "Tylko dla klanów", "Scorpion")])
def test_card_fields_in_words(client, lang, label, allowed):
    r = client.get("/cards/l5r/a-fate-worse-than-death", query_string={"lang": lang})
    page = text_of(r)
    assert r.status_code == 200 and label in page
    for raw in ("allowed_clans", "octgn_id", "power_icons", "influence_cost", " True"):
        assert raw not in page


def test_whi_hero_and_power_icons_in_words(client):
    page = text_of(client.get("/cards/whi/04116", query_string={"lang": "de"}))
    assert "Held ja" in page and "Machtsymbole 2" in page and "Trefferpunkte 4" in page
    assert "hero True" not in page and "power_icons" not in page and "hit_points" not in page


def test_errata_name_their_document_not_the_seed(client):
    page = text_of(client.get("/cards/l5r/city-of-the-open-hand", query_string={"lang": "en"}))
    assert "Legend of the Five Rings: Das Kartenspiel – Referenzhandbuch, Version 10" in page
    assert not [word for word in INTERNALS if word in page]
    whi = text_of(client.get("/cards/whi/03036", query_string={"lang": "en"}))
    assert "Heidelberger Spieleverlag" in whi and not [word for word in INTERNALS if word in whi]


def test_rulings_are_rendered_from_markdown_safely(client):
    html = client.get("/cards/l5r/calling-in-favors", query_string={"lang": "en"}).get_data(as_text=True)
    rulings = html[html.index('<ul class="rulings">'):]
    rulings = rulings[:rulings.index("</ul>")]
    assert '<a href="/cards/l5r/young-rumormonger">Young Rumormonger</a>' in rulings
    assert "](" not in rulings and "\\*" not in rulings and "<script" not in rulings


def test_ruling_markdown_escapes_html_and_unsafe_links():
    from api.pages.card_facts import ruling_html

    html = str(ruling_html("<img src=x onerror=alert(1)> [x](javascript:alert(1)) [y](https://e.org) **b**", "l5r"))
    assert "<img" not in html and "&lt;img" in html and "javascript:" not in html.replace("[x](javascript:", "")
    assert '<a href="https://e.org" rel="noopener">y</a>' in html and "<strong>b</strong>" in html


def test_cards_page_opens_with_the_newest_cards(client):
    r = client.get("/cards", query_string={"lang": "en"})
    page = text_of(r)
    assert "Newest cards" in page
    assert len(re.findall(r'<td><a href="/cards/', r.get_data(as_text=True))) == 30
    assert 'src="/static/pages/cards.js"' in r.get_data(as_text=True)


def test_the_api_docs_page_renders_its_docstrings(client):
    html = client.get("/api/v1/docs").get_data(as_text=True)
    assert "``" not in html and "<code>q</code>" in html and "<pre>" not in html.split("<h2>")[1][:200]


def test_a_cap_over_its_count_lists_the_cards_it_counts(client, build):  # noqa: F811
    """'actual: 16' under Fealty: the check page lists the neutral cards it counts, folded."""
    cards = {**build.base("greyjoy", titles=15), "01027": 1}
    neutral = sorted(build.draw("neutral", titles=6))
    cards.update({i: 3 for i in neutral[:5]})
    cards[neutral[5]] = 1                                            # 5 x 3 + 1 = 16
    deck = {"game": "agot", "faction": "greyjoy", "as_of": "2017-06-01", "cards": cards}
    verdict = client.post("/api/v1/validate", json=deck).get_json()
    fealty = next(v for v in verdict["violations"] if v["code"] == "AGOT_FEALTY_NEUTRAL")
    assert sorted(fealty["counted"]) == neutral and fealty["actual"] == 16
    html = verdict_html(client.post("/", data={"decklist": json.dumps(deck), "game": "agot", "lang": "en"}))
    assert "The cards counted (6)" in html
    assert all(f"/cards/agot/{cid}" in html for cid in neutral)
