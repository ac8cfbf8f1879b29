"""The goldfish page in a real browser (headless Debian Chromium through Playwright, the
server and helpers of test_web_browser.py): a run from the form to its report and plots
(a job played by a real worker and, through a routed answer, a job polled to the end),
the form without JavaScript (a job too), a comparison job and its page, and a few steps of a game at the table in each game, with
undo. Screenshots (desktop and phone) go to tests/artifacts/goldfish-*.png."""
from __future__ import annotations

import json
import re
import time

from test_api_goldfish_l5r import CRAB, crab_coverage
from test_api_goldfish_whi import ORC
from test_decklists_plaintext import THRONESDB_EXPORT
from test_web_browser import DESKTOP, browser, page, server, shoot  # noqa: F401  (fixtures)
from test_web_pages import BROKEN_EXPORT

from playwright.sync_api import expect  # noqa: E402  (test_web_browser skips first when it is missing)
import pytest  # noqa: E402
from jobs_helpers import ENDED, workers  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def goldfish_worker(server):  # noqa: F811
    """A real Celery worker for the server's app: runs and comparisons are jobs."""
    with workers(server[2], 1):
        yield


def _start(pg, base: str, decklist: str, game: str, games: int = 40, seed: int = 3, lang: str = "en") -> None:
    pg.goto(f"{base}/goldfish?lang={lang}")
    pg.select_option("#game", game)
    pg.fill("#decklist", decklist)
    pg.fill("#games", str(games))
    pg.fill("#seed", str(seed))


def _ended(pg, base: str, run_id: str, timeout: float = 120.0) -> dict:
    """The run's job once it has ended (polled through the API): its page then shows the
    report at once, not after its refresh (every 2 s) caught the job's end."""
    deadline = time.monotonic() + timeout
    while (job := pg.request.get(f"{base}/api/v1/goldfish/runs/{run_id}").json())["state"] not in ENDED:
        assert time.monotonic() < deadline, job
        time.sleep(0.2)
    return job


def _plot_drawn(pg) -> bool:
    return pg.locator(".gf-plot img").evaluate("img => img.complete && img.naturalWidth > 0")


def test_a_run_from_the_page_to_its_report_and_plots(server, page):  # noqa: F811
    base, _, _ = server
    _start(page, base, THRONESDB_EXPORT, "agot")
    page.click("#run-button")
    page.wait_for_url(re.compile(r"/goldfish/runs/[\w-]+$"))
    expect(page.locator("h1")).to_contain_text("Goldfish report: Bend the Knee 1.0")
    expect(page.locator(".lead")).to_contain_text("Games: 40 · Seed: 3")
    expect(page.locator(".gf-sentences li").first).to_contain_text("power")
    assert page.locator(".gf-sentences li").count() >= 5
    expect(page.locator(".gf-coverage")).to_contain_text("Every ability counted")
    expect(page.locator(".gf-coverage")).to_contain_text("Cards with abilities not modeled: 0 of 68")
    expect(page.locator("#opening-h")).to_have_text("Opening hands and setup")
    expect(page.locator("table.gf-economy tbody tr").first).to_be_visible()
    expect(page.locator("table.gf-odds").first).to_contain_text("Robert Baratheon")
    page.locator(".gf-plot img").scroll_into_view_if_needed()
    page.wait_for_function("document.querySelector('.gf-plot img').naturalWidth > 0")
    assert _plot_drawn(page)
    share = page.input_value("#share-link")
    assert share.startswith(base + "/goldfish/runs/") and share == page.url
    shoot(page, "goldfish-report")


def test_a_job_is_polled_with_its_progress_until_the_report(server, page):  # noqa: F811
    """The job API (202, then state/done/total every second): routed answers stand in for the
    queue; the last poll reaches the real run, whose report page opens."""
    base, _, _ = server
    real = page.request.post(f"{base}/api/v1/goldfish/runs",
                             data={"decklist": THRONESDB_EXPORT, "game": "agot", "games": 20, "seed": 5})
    assert real.ok, real.text()
    run_id = real.json()["id"]
    polls = []

    def submit(route):
        assert json.loads(route.request.post_data)["games"] == 20
        route.fulfill(status=202, content_type="application/json",
                      body=json.dumps({"id": run_id, "state": "queued", "done": 0, "total": 20}))

    def poll(route):
        polls.append(route.request.url)
        if len(polls) < 3:
            route.fulfill(status=200, content_type="application/json",
                          body=json.dumps({"id": run_id, "state": "running", "done": 5 * len(polls), "total": 20}))
        else:
            route.continue_()                   # the real GET: {id, report} = finished

    page.route(re.compile(r".*/api/v1/goldfish/runs$"), submit)
    page.route(re.compile(rf".*/api/v1/goldfish/runs/{re.escape(run_id)}$"), poll)
    _start(page, base, THRONESDB_EXPORT, "agot", games=20, seed=5)
    page.click("#run-button")
    expect(page.locator("#progress-text")).to_have_text(re.compile(r"Playing · games: (5|10) / 20"))
    assert page.locator("#progress-bar").get_attribute("max") == "20"
    shoot(page, "goldfish-progress")
    page.wait_for_url(f"{base}/goldfish/runs/{run_id}")
    assert len(polls) >= 3
    expect(page.locator(".lead")).to_contain_text("Games: 20 · Seed: 5")


def test_the_form_without_javascript_plays_a_small_run_and_shows_an_illegal_deck(server, browser):  # noqa: F811
    base, _, _ = server
    context = browser.new_context(viewport=DESKTOP, java_script_enabled=False)
    pg = context.new_page()
    try:
        _start(pg, base, BROKEN_EXPORT, "agot", lang="de")
        pg.click("#run-button")
        expect(pg.locator("#result .verdict")).to_have_attribute("data-valid", "false")
        expect(pg.locator("#result")).to_contain_text("Melisandre: 4 Kopien; erlaubt: höchstens 3.")
        shoot(pg, "goldfish-illegal-german")
        pg.fill("#decklist", THRONESDB_EXPORT)
        pg.fill("#games", "30")
        pg.click("#run-button")
        pg.wait_for_url(re.compile(r"/goldfish/runs/[\w-]+$"))
        expect(pg.locator("h1")).to_contain_text("Goldfish-Bericht")
        expect(pg.locator(".lead")).to_contain_text("Partien: 30")
        assert _plot_drawn(pg)
    finally:
        context.close()


def _board(pg) -> str:
    return " ".join(pg.locator(".gf-board").inner_text().split())


def _decisions(pg) -> int:
    return int(re.search(r"(\d+)", pg.locator(".gf-undo .meta").inner_text()).group(1))


def test_a_few_steps_of_an_agot_game_at_the_table_and_undo(server, page):  # noqa: F811
    base, _, _ = server
    _start(page, base, THRONESDB_EXPORT, "agot", seed=7)
    page.click("#table-button")
    page.wait_for_url(re.compile(r"/goldfish/table/[\w-]+$"))
    expect(page.locator("#undo")).to_be_disabled()
    expect(page.locator(".gf-buttons button")).to_have_text(["Keep this hand",
                                                             "Mulligan: shuffle and draw 7 new cards"])
    hand = page.locator(".gf-hand li").all_inner_texts()
    assert len(hand) == 7
    page.get_by_role("button", name="Keep this hand").click()
    place = page.locator(".gf-buttons button", has_text=re.compile(r"^Place "))
    expect(place.first).to_be_visible()
    before = _board(page)
    placed = place.first.inner_text()                     # "Place <card> (<n> gold)"
    place.first.click()
    expect(page.locator(".gf-lines li").first).to_contain_text(placed)
    assert _decisions(page) == 2 and _board(page) != before
    page.get_by_role("button", name="Finish setup").click()
    expect(page.locator(".gf-buttons button").first).to_contain_text("Reveal ")   # the plot phase
    expect(page.locator(".gf-score")).to_contain_text(re.compile(r"Round\s*1 / 20"))
    shoot(page, "goldfish-table-agot")
    # undo twice: back before "Finish setup", then before the card was placed
    page.click("#undo")
    expect(page.get_by_role("button", name="Finish setup")).to_be_visible()
    assert _decisions(page) == 2
    page.click("#undo")
    expect(page.locator(".gf-buttons button", has_text=placed).first).to_be_visible()
    assert _decisions(page) == 1 and _board(page) == before


def test_l5r_and_whi_at_the_table_a_selection_and_german(server, page):  # noqa: F811
    base, _, _ = server
    _start(page, base, CRAB["decklist"], "l5r", seed=3, lang="de")
    page.click("#table-button")
    page.wait_for_url(re.compile(r"/goldfish/table/[\w-]+$"))
    expect(page.locator("h1")).to_contain_text("Goldfish-Tisch")
    expect(page.locator(".gf-provinces li")).to_have_count(5)
    picks = page.locator(".gf-select input[name=pick]")
    expect(picks).to_have_count(4)                          # the dynasty mulligan: four candidates
    names = page.locator(".gf-select label.gf-pick").all_inner_texts()
    for i in range(1, 4):                                   # replace only the first card
        picks.nth(i).uncheck()
    page.locator(".gf-select button").click()
    expect(page.locator(".gf-lines li.decision").first).to_contain_text(f"Ersetzen: {names[0].strip()}")  # in German
    expect(page.locator(".gf-lines li.decision").first).not_to_contain_text(names[1].strip())
    shoot(page, "goldfish-table-l5r-german")
    page.click("#undo")
    expect(page.locator(".gf-select input[name=pick]")).to_have_count(4)

    _start(page, base, ORC["decklist"], "whi", seed=3)
    page.click("#table-button")
    page.wait_for_url(re.compile(r"/goldfish/table/[\w-]+$"))
    expect(page.locator(".gf-zone h4")).to_have_text(["Kingdom", "Quest", "Battlefield"])
    page.get_by_role("button", name="Keep this hand").click()
    expect(page.locator(".gf-score")).to_contain_text("Resources")
    page.locator(".gf-buttons button").first.click()
    assert _decisions(page) == 2
    shoot(page, "goldfish-table-whi")


def test_two_versions_of_a_deck_compared_on_the_same_seeds(server, page):  # noqa: F811
    base, _, _ = server
    other = THRONESDB_EXPORT.replace("3x Fiery Followers (Core Set)", "2x Fiery Followers (Core Set)").replace(
        "2x Selyse Baratheon (Core Set)", "3x Selyse Baratheon (Core Set)")
    page.goto(f"{base}/goldfish?lang=en")
    page.fill("#decklist_a", THRONESDB_EXPORT)
    page.fill("#decklist_b", other)
    page.select_option("#compare-game", "agot")
    page.fill("#compare-games", "40")
    page.locator("#compare button[type=submit]").click()
    page.wait_for_url(re.compile(r"/goldfish/comparisons/[\w-]+(#compare)?$"))     # a job: its page, refreshed
    expect(page.locator("#comparison h3")).to_have_text("Comparison", timeout=60_000)
    expect(page.locator("#comparison .gf-sentences li").first).to_contain_text("B ")
    expect(page.locator("#comparison table.gf-compare tbody tr").first).to_be_visible()
    expect(page.locator("#comparison .gf-coverage")).to_have_count(2)
    page.locator("#comparison").scroll_into_view_if_needed()
    shoot(page, "goldfish-compare")


def test_an_l5r_report_lists_what_the_engine_does_not_play(server, page, l5r_pool, a_card_unreviewed):  # noqa: F811
    base, _, _ = server
    run = page.request.post(f"{base}/api/v1/goldfish/runs", data={**CRAB, "games": 30, "seed": 2})
    assert run.ok, run.text()
    assert _ended(page, base, run.json()["id"])["state"] == "finished"
    page.goto(f"{base}/goldfish/runs/{run.json()['id']}?lang=pl")
    coverage = page.locator(".gf-coverage")
    # cards nobody has reviewed: said first, and no lean is claimed
    unreviewed = crab_coverage(l5r_pool)["unreviewed"]                  # "N kart(y) ma(ją) tekst"
    expect(coverage.locator(".gf-reviewed")).to_contain_text(f"{unreviewed} kart")
    expect(coverage.locator(".gf-reviewed")).to_contain_text("tekst, którego nikt jeszcze nie sprawdził")
    expect(coverage.locator(".gf-lean .badge")).to_have_text("Odchylenie nieznane")
    expect(coverage.locator(".gf-missing > li").first).to_be_visible()
    assert coverage.locator(".gf-missing > li").count() >= 3          # fewer as records land
    expect(page.locator("h2", has_text="Szanse na karty")).to_have_count(2)      # dynasty and conflict
    shoot(page, "goldfish-report-l5r-polish")
