"""The goldfish page takes a format and a day, as ``deckcheck goldfish --format --as-of``
does: a deck legal only under an older list is played as it was legal that day, refused
without the day, and a day that is not a date is a 4xx in words, in en/de/pl."""
from __future__ import annotations

import html
import re

import pytest
from jobs_helpers import wait_job, workers
from test_api_helpers import KINGSMOOT, make_app, shared_service
from test_web_pages import csrf

from deckcheck.decklists.plaintext import write_plain_text

ANNALS = "06040"            # The Annals of Castle Black: a plot outside today's Standard card sets
FEAST = "01002"             # A Feast for Crows, the plot it replaces


@pytest.fixture(scope="module")
def app(all_db, tmp_path_factory):
    from card_db.database import get_engine, upgrade

    url = f"sqlite:///{tmp_path_factory.mktemp('goldfish-format') / 'store.sqlite'}"
    upgrade(url)
    app = make_app(all_db, url, SECRET_KEY="goldfish-format")
    yield app
    get_engine(url).dispose()


@pytest.fixture(scope="module")
def old_deck(all_db):
    """The Kingsmoot 2015 winner with The Annals of Castle Black for A Feast for Crows: legal
    in June 2017, refused under today's list (its pack is out of the Standard sets)."""
    svc = shared_service(all_db)
    deck = svc.read_decklist(KINGSMOOT.read_text(encoding="utf-8")).deck
    cards = dict(deck.cards)
    assert cards.pop(FEAST) == 1
    cards[ANNALS] = 1
    from dataclasses import replace

    return write_plain_text(replace(deck, cards=cards), svc.pool("agot"))


def text_of(res) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", res.get_data(as_text=True))).split())


def test_the_start_page_offers_format_and_day_in_three_languages(app):
    client = app.test_client()
    for lang, words in (("en", ("Format", "Tournament date")), ("de", ("Format",)), ("pl", ("Format",))):
        body = client.get(f"/goldfish?lang={lang}").get_data(as_text=True)
        assert body.count('name="format"') == 2 and body.count('name="as_of" type="date"') == 2, lang
        assert all(w in text_of(client.get(f"/goldfish?lang={lang}")) for w in words)


def test_a_deck_legal_only_in_an_older_list_is_played_on_its_day(app, old_deck):
    client = app.test_client()
    today = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), "decklist": old_deck, "game": "agot", "games": "2"})
    assert today.status_code == 422 and "AGOT_CARD_SET" in today.get_data(as_text=True)
    with workers(app, 1):
        then = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), "decklist": old_deck, "game": "agot", "games": "2",
                                                          "format": "joust", "as_of": "2017-06-01"})
        assert then.status_code == 303, text_of(then)[:400]
        job = wait_job(client, client.get("/api/v1/goldfish/runs/" + then.headers["Location"].rsplit("/", 1)[1]).json)
    assert job["state"] == "finished" and job["report"]["deck"]["validated"] is True


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_a_day_that_is_not_a_date_is_refused_in_words(app, old_deck, lang):
    client = app.test_client()
    res = client.post(f"/goldfish/runs?lang={lang}",
                      data={"csrf": csrf(client), "decklist": old_deck, "game": "agot", "as_of": "not-a-day"})
    assert 400 <= res.status_code < 500 and "Traceback" not in res.get_data(as_text=True)
