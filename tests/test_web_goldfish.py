"""The goldfish page through Flask's test client: every route, real decks of the three
games, and the bad input (an illegal deck shows its verdict, unknown runs and sessions are
404 pages, refused actions are told in the page's language); the report page for a job
that is still running; coverage read fail-closed; the API's undo route."""
from __future__ import annotations

import html
import re

import pytest
from test_api_goldfish_l5r import CRAB, CRANE, crab_coverage
from test_api_goldfish_whi import ORC
from jobs_helpers import wait_job, workers
from test_api_helpers import make_app
from test_decklists_plaintext import THRONESDB_EXPORT
from test_web_pages import BROKEN_EXPORT, UNREAD_EXPORT, csrf

from api.pages.goldfish_views import coverage_view, report_view, run_state

AGOT = {"decklist": THRONESDB_EXPORT, "game": "agot"}


@pytest.fixture(scope="module")
def app(all_db, tmp_path_factory):
    from card_db.database import get_engine, upgrade

    url = f"sqlite:///{tmp_path_factory.mktemp('goldfish-pages') / 'store.sqlite'}"
    upgrade(url)
    app = make_app(all_db, url, SECRET_KEY="goldfish-pages")
    yield app
    get_engine(url).dispose()


@pytest.fixture
def client(app):
    return app.test_client()


def test_the_goldfish_forms_need_their_form_token(client):
    """A cross-site post cannot start a run (a job charged to the visitor's address), a
    comparison or a table, nor play on one."""
    for path in ("/goldfish/runs", "/goldfish/compare", "/goldfish/table", "/goldfish/table/x",
                 "/goldfish/table/x/undo"):
        assert client.post(path, data={**AGOT, "csrf": "forged"}).status_code == 400, path
    page = client.get("/goldfish").get_data(as_text=True)
    assert page.count('name="csrf"') == 2


def text_of(res) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", res.get_data(as_text=True))).split())


def buttons(res) -> list[str]:
    return [html.unescape(v) for v in re.findall(r'name="action" value="([^"]*)"', res.get_data(as_text=True))]


def test_the_start_page_in_three_languages_and_its_navigation(client):
    res = client.get("/goldfish?lang=en")
    assert res.status_code == 200
    body = res.get_data(as_text=True)
    assert 'href="/goldfish" aria-current="page">Goldfish</a>' in body
    assert "Play games" in body and "Play one game step by step" in body and "Compare two decks" in body
    assert 'action="/goldfish/table"' in body and 'data-api="/api/v1/goldfish/runs"' in body
    assert "Goldfish: dein Deck allein spielen" in text_of(client.get("/goldfish?lang=de"))
    assert "Goldfish: zagraj talią w pojedynkę" in text_of(client.get("/goldfish?lang=pl"))
    assert 'href="/goldfish"' in client.get("/?lang=en").get_data(as_text=True)     # in every page's menu


def test_a_run_without_javascript_is_a_job_and_redirects_to_its_shareable_report(app, client):
    with workers(app, 1):
        res = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), **AGOT, "games": "30", "seed": "4"})
        assert res.status_code == 303
        location = res.headers["Location"]
        assert re.fullmatch(r"/goldfish/runs/[\w-]+", location)
        run_id = location.rsplit("/", 1)[1]
        job = wait_job(client, client.get(f"/api/v1/goldfish/runs/{run_id}").json)   # the same job as the API's
    assert job["state"] == "finished" and job["total"] == 30
    page = client.get(location)
    assert page.status_code == 200 and "refresh" not in page.get_data(as_text=True)
    words = text_of(page)
    assert "Goldfish report: Bend the Knee 1.0" in words and "Games: 30 · Seed: 4" in words
    assert "The setup uses" in words and "Every ability counted" in words
    assert "Cards with abilities not modeled: 0 of 68" in words
    assert "Opening hands and setup" in words and "Economy by round" in words and "Card odds" in words
    assert f'src="/api/v1/goldfish/runs/{run_id}/plot.svg"' in page.get_data(as_text=True)
    assert client.get(f"/api/v1/goldfish/runs/{run_id}/plot.svg").mimetype == "image/svg+xml"
    assert f'value="http://localhost/goldfish/runs/{run_id}"' in page.get_data(as_text=True)
    german = text_of(client.get(location + "?lang=de"))
    assert "Goldfish-Bericht" in german and "Was die Engine von diesem Deck spielt" in german


def test_a_large_run_without_javascript_is_queued_not_played_in_the_request(app, client):
    """No worker here: the request only stores the job; the page shows it waiting, and
    refreshes, until it is cancelled (then it says so). The quota is the address's."""
    res = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), **AGOT, "games": "5000", "seed": "77"},
                      environ_base={"REMOTE_ADDR": "203.0.113.18"})
    assert res.status_code == 303
    location = res.headers["Location"]
    page = client.get(location + "?lang=en")
    assert '<meta http-equiv="refresh" content="2">' in page.get_data(as_text=True)
    assert '<progress max="5000" value="0">' in page.get_data(as_text=True)
    assert "Waiting for a worker · games: 0 / 5000" in text_of(page)
    job = app.extensions["goldfish_jobs"].get(location.rsplit("/", 1)[1])
    assert job["client"] == "ip:203.0.113.18" and job["state"] == "queued"
    for seed in (78, 79):     # the address's third job at once is over the quota (2 queued or running)
        last = client.post("/goldfish/runs?lang=de", data={"csrf": csrf(client), **AGOT, "games": "10", "seed": str(seed)},
                           environ_base={"REMOTE_ADDR": "203.0.113.18"})
    assert last.status_code == 429 and last.headers["Retry-After"] and 'class="alert error"' in last.get_data(as_text=True)
    client.post(f"/api/v1/goldfish/runs/{job['id']}/cancel",        # only its owner may cancel it
                environ_base={"REMOTE_ADDR": "203.0.113.18"})
    cancelled = client.get(location + "?lang=de")
    assert "refresh" not in cancelled.get_data(as_text=True) and "Eine neue Serie starten" in text_of(cancelled)


def test_an_illegal_deck_shows_its_verdict_and_plays_nothing(client):
    res = client.post("/goldfish/runs?lang=de", data={"csrf": csrf(client), "decklist": BROKEN_EXPORT, "game": "agot", "games": "20"})
    assert res.status_code == 422
    body = res.get_data(as_text=True)
    assert 'data-valid="false"' in body and "AGOT_COPIES" in body
    assert "Melisandre: 4 Kopien; erlaubt: höchstens 3." in text_of(res)
    table = client.post("/goldfish/table?lang=en", data={"csrf": csrf(client), "decklist": BROKEN_EXPORT, "game": "agot"})
    assert table.status_code == 422 and "AGOT_PLOT_DECK_SIZE" in table.get_data(as_text=True)


def test_an_unread_line_is_refused_and_its_use_button_fixes_the_list(client):
    res = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), "decklist": UNREAD_EXPORT, "game": "agot"})
    assert res.status_code == 422
    body = res.get_data(as_text=True)
    use = re.search(r'name="use" value="([^"]+)"[^>]*data-card="01064"', body)
    assert use and 'form="check-form"' in body and 'id="check-form"' in body
    fixed = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), "decklist": UNREAD_EXPORT, "game": "agot",
                                                        "use": html.unescape(use.group(1))})
    assert fixed.status_code == 200
    assert "the list is legal: choose how to play it" in text_of(fixed)
    assert "3x Seen In Flames (Core Set)" in html.unescape(fixed.get_data(as_text=True))


def test_empty_and_unreadable_lists_are_refused_in_the_page_language(client):
    empty = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), "decklist": "  ", "games": "10"})
    assert empty.status_code == 400 and "EMPTY_DECKLIST" in empty.get_data(as_text=True)
    unreadable = client.post("/goldfish/runs?lang=de", data={"csrf": csrf(client), "decklist": "{\"cards\": 7}", "games": "10"})
    assert unreadable.status_code == 422 and 'class="alert error"' in unreadable.get_data(as_text=True)


def test_unknown_runs_and_sessions_are_404_pages_not_json(client):
    for path in ("/goldfish/runs/no-such-run", "/goldfish/table/no-such-game"):
        res = client.get(path + "?lang=de")
        assert res.status_code == 404 and res.mimetype == "text/html"
        assert "Nicht gefunden" in text_of(res)
    assert "Diesen Goldfish-Bericht gibt es nicht" in text_of(client.get("/goldfish/runs/x?lang=de"))
    assert client.post("/goldfish/table/no-such-game", data={"csrf": csrf(client), "action": '{"kind": "keep"}'}).status_code == 404
    assert client.post("/goldfish/table/no-such-game/undo", data={"csrf": csrf(client)}).status_code == 404


def test_a_job_still_running_shows_its_progress_and_refreshes(app, client, monkeypatch):
    jobs = app.extensions["goldfish_jobs"]
    job = {"id": "job-1", "state": "running", "done": 150, "total": 400, "report": None, "error": None}
    monkeypatch.setattr(jobs, "get", lambda run_id: job)
    res = client.get("/goldfish/runs/job-1?lang=en")
    assert res.status_code == 200
    body = res.get_data(as_text=True)
    assert '<meta http-equiv="refresh" content="2">' in body
    assert '<progress max="400" value="150">' in body and "Playing · games: 150 / 400" in text_of(res)
    job.update(state="failed", done=3, error={"code": "GOLDFISH_JOB_FAILED",
                                              "messages": {"en": "It broke.", "de": "Kaputt.", "pl": "Zepsute."}})
    failed = client.get("/goldfish/runs/job-1?lang=pl")
    assert "Seria gier nie powiodła się." in text_of(failed) and "refresh" not in failed.get_data(as_text=True)
    assert "Zepsute." in text_of(failed) and "Rozpocznij nową serię" in text_of(failed)


def test_run_state_reads_both_shapes_of_a_stored_run():
    report = {"game": "agot", "games": 3, "headline": {}, "outcomes": {}}
    assert run_state(report) == {"state": "finished", "report": report, "done": 3, "total": 3}
    assert run_state({"id": "x", "report": report, "state": "finished", "done": 3, "total": 3})["report"] is report
    assert run_state({"id": "x", "state": "queued"}) == {"state": "queued", "report": None, "done": 0, "total": 0}


def test_coverage_fails_closed_and_lists_what_is_not_modeled(app, client, l5r_pool, a_card_unreviewed):
    assert coverage_view(None) == {"known": False}
    page = report_view({"game": "agot", "games": 1, "headline": {}, "outcomes": {}})
    assert page["coverage"] == {"known": False}
    with workers(app, 1):
        res = client.post("/goldfish/runs?lang=en", data={"csrf": csrf(client), "decklist": CRAB["decklist"], "game": "l5r", "games": "20"})
        wait_job(client, client.get("/api/v1/goldfish/runs/" + res.headers["Location"].rsplit("/", 1)[1]).json)
    words = text_of(client.get(res.headers["Location"]))
    # cards nobody reviewed come before any lean, and then no lean is said
    assert "cards have text nobody has reviewed yet" in words and "The numbers lean" not in words
    assert words.index("nobody has reviewed yet") < words.index("Lean unknown")
    # 20 games: every round is from too few games, so no share is shown, only the count
    assert "too few games" in words and "20 games" in words and "fewer than 30 games" in words
    for lang, unreviewed, few in (("de", "Karten haben Text, den noch niemand geprüft hat", "zu wenige Spiele"),
                                  ("pl", "tekst, którego nikt jeszcze nie sprawdził", "za mało gier")):
        said = text_of(client.get(res.headers["Location"] + "?lang=" + lang))
        assert unreviewed in said and "nobody" not in said and "lean" not in said
        assert few in said and "too few" not in said
    crab = crab_coverage(l5r_pool)
    assert f"Cards with abilities not modeled: {crab['cards_not_modeled']} of {crab['cards_total']}" in words
    assert "Abilities the engine does not play" in words
    # the card text without its HTML, and which way each missing part leans
    assert re.search(r"[a-z]\. not reviewed", words) and "<b>" not in words
    assert ("Those Who Serve ×3 conflict event reduces the cost of characters played from the "
            "provinces this dynasty phase by 1: the engine has no cost reduction for dynasty "
            "characters would help") in words
    assert "Round the opponent's stronghold breaks" in words and "Card odds: Dynasty" in words


def test_compare_two_decks_and_its_refusals(app, client, l5r_pool):
    with workers(app, 1):
        sent = client.post("/goldfish/compare?lang=en", data={"csrf": csrf(client), "decklist_a": CRAB["decklist"],
                                                              "decklist_b": CRANE["decklist"],
                                                              "game": "l5r", "games": "20", "seed": "2"})
        assert sent.status_code == 303 and re.fullmatch(r"/goldfish/comparisons/[\w-]+", sent.headers["Location"])
        job_id = sent.headers["Location"].rsplit("/", 1)[1]
        wait_job(client, client.get(f"/api/v1/goldfish/comparisons/{job_id}").json)   # the API's job
    res = client.get(sent.headers["Location"] + "?lang=en")
    assert res.status_code == 200 and "refresh" not in res.get_data(as_text=True)
    assert f'value="http://localhost/goldfish/comparisons/{job_id}"' in res.get_data(as_text=True)
    words = text_of(res)
    assert "Comparison" in words and "Games per deck: 20 · Seed: 2" in words
    assert "than A (95% CI" in words and "B − A" in words
    assert words.count("What the engine plays of this deck") == 2
    crab = crab_coverage(l5r_pool)
    assert f"Cards with abilities not modeled: {crab['cards_not_modeled']} of {crab['cards_total']}" in words        # the crab deck's coverage
    # "clear difference" only where the interval leaves out 0 (never for a metric identical on every seed)
    rows = re.findall(r"<tr><td>(.*?)</td>", res.get_data(as_text=True))
    marked = [r for r in rows if "clear difference" in r]
    assert 0 < len(marked) < len(rows)
    assert not any("games won by round 5" in r for r in marked)
    mixed = client.post("/goldfish/compare?lang=en", data={"csrf": csrf(client), "decklist_a": CRAB["decklist"], "decklist_b": ORC["decklist"],
                                                           "games": "5"})
    assert mixed.status_code == 422 and "must be of the same game" in text_of(mixed)
    illegal = client.post("/goldfish/compare?lang=en", data={"csrf": csrf(client), "decklist_a": THRONESDB_EXPORT, "decklist_b": BROKEN_EXPORT,
                                                             "game": "agot", "games": "5"})
    assert illegal.status_code == 422 and "About deck B:" in text_of(illegal)
    assert "AGOT_COPIES" in illegal.get_data(as_text=True) and 'name="use"' not in illegal.get_data(as_text=True)
    assert client.get("/goldfish/comparisons/no-such-job?lang=de").status_code == 404
    queued = client.post("/goldfish/compare?lang=en", data={"csrf": csrf(client), "decklist_a": CRAB["decklist"], "decklist_b": CRAB["decklist"],
                                                            "game": "l5r", "games": "900", "seed": "3"})
    page = client.get(queued.headers["Location"] + "?lang=pl")            # no worker: waiting, refreshing
    assert f'<meta http-equiv="refresh" content="2; url={queued.headers["Location"]}?lang=pl">' in page.get_data(as_text=True)
    assert '<progress max="1800" value="0">' in page.get_data(as_text=True)


@pytest.mark.parametrize("deck, sees", [
    (AGOT, ("Plot deck", "Characters", "Keep this hand")),
    ({"decklist": CRAB["decklist"], "game": "l5r"}, ("Provinces", "Stronghold: Castle of the Forgotten", "Rings",
                                                      "Confirm the ticked cards")),
    ({"decklist": ORC["decklist"], "game": "whi"}, ("Your capital", "Kingdom", "Battlefield",
                                                     "The opponent's capital")),
])
def test_the_table_of_each_game_steps_and_undoes(client, deck, sees):
    res = client.post("/goldfish/table?lang=en", data={"csrf": csrf(client), **deck, "seed": "3"})
    assert res.status_code == 303
    table = res.headers["Location"]
    first = client.get(table + "?lang=en")
    words = text_of(first)
    for seen in sees:
        assert seen in words
    assert "Decisions: 0 · Seed 3" in words
    undo_first = client.post(table + "/undo?lang=de", data={"csrf": csrf(client)})        # nothing to take back yet
    assert undo_first.status_code == 409
    assert "Es gibt noch keine Entscheidung, die zurückgenommen werden könnte." in text_of(undo_first)
    action = buttons(first)[0]
    assert client.post(table, data={"csrf": csrf(client), "action": action}).status_code == 303
    after = client.get(table + "?lang=en")
    assert "Decisions: 1" in text_of(after) and after.get_data() != first.get_data()
    assert client.post(table + "/undo", data={"csrf": csrf(client)}).status_code == 303
    back = client.get(table + "?lang=en")
    assert "Decisions: 0" in text_of(back) and buttons(back) == buttons(first)


def test_a_selection_sends_the_ticked_cards_and_bad_actions_are_told(client):
    table = client.post("/goldfish/table", data={"csrf": csrf(client), "decklist": CRAB["decklist"], "game": "l5r", "seed": "3"}
                        ).headers["Location"]
    first = client.get(table)
    picks = re.findall(r'name="pick" value="(\d+)"', first.get_data(as_text=True))
    assert len(picks) == 4
    assert client.post(table, data={"csrf": csrf(client), "action": buttons(first)[0], "select": "1", "pick": picks[:1]}).status_code == 303
    log = client.get(f"/api/v1/goldfish/sessions/{table.rsplit('/', 1)[1]}/log").json
    assert log["log"][0] == {"kind": "mulligan", "cards": [int(picks[0])]}
    garbled = client.post(table + "?lang=en", data={"csrf": csrf(client), "action": "{not json"})
    assert garbled.status_code == 400 and "That button did not send an action" in text_of(garbled)
    illegal = client.post(table + "?lang=en", data={"csrf": csrf(client), "action": '{"kind": "fly-away"}'})
    assert illegal.status_code == 422 and "Your decision" in text_of(illegal)


def test_the_api_undo_route(client):
    start = client.post("/api/v1/goldfish/sessions", json={**AGOT, "seed": 2})
    assert start.status_code == 201
    sid = start.json["session"]["id"]
    nothing = client.post(f"/api/v1/goldfish/sessions/{sid}/undo")
    assert nothing.status_code == 409 and nothing.json["error"]["code"] == "NOTHING_TO_UNDO"
    kept = client.post(f"/api/v1/goldfish/sessions/{sid}/actions", json={"kind": "keep"})
    assert kept.status_code == 200 and kept.json["state"]["pending"] == "setup"
    back = client.post(f"/api/v1/goldfish/sessions/{sid}/undo")
    assert back.status_code == 200 and back.json["state"] == start.json["state"]
    assert back.json["actions"] == start.json["actions"]
    assert client.post("/api/v1/goldfish/sessions/nope/undo").status_code == 404
