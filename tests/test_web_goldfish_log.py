"""The step-by-step table tells the game so far in its reader's language: the events with
the engine's phrasebook, the decisions with its action words, the phase and the step with
its flow's titles; the session's log in the API stays English (issue 32)."""
from __future__ import annotations

import html
import re

from test_api_goldfish_whi import ORC
from test_web_goldfish import AGOT, app, buttons  # noqa: F401  (the module-scoped app with its store)
from test_web_pages import csrf


def log_lines(page: str) -> list[str]:
    """The table's log, newest first, as text."""
    block = re.search(r'<ol class="gf-lines"[^>]*>(.*?)</ol>', page, re.S)
    assert block is not None
    return [" ".join(html.unescape(re.sub(r"<[^>]+>", " ", li)).split())
            for li in re.findall(r"<li\b[^>]*>(.*?)</li>", block.group(1), re.S)]


def _table_after_first_decision(client, deck) -> str:
    table = client.post("/goldfish/table?lang=en", data={"csrf": csrf(client), **deck, "seed": "3"}).headers["Location"]
    first = client.get(table + "?lang=en")
    assert client.post(table, data={"csrf": csrf(client), "action": buttons(first)[0]}).status_code == 303
    return table


def test_the_agot_log_in_german_and_polish(app):  # noqa: F811
    client = app.test_client()
    table = _table_after_first_decision(client, AGOT)
    pages = {lang: client.get(f"{table}?lang={lang}").get_data(as_text=True) for lang in ("en", "de", "pl")}
    english = log_lines(pages["en"])
    assert any(line.startswith("Round 0 Draws 7 cards: ") for line in english)
    assert any("Keep this hand" in line for line in english)
    german, polish = log_lines(pages["de"]), log_lines(pages["pl"])
    assert len(german) == len(polish) == len(english)
    assert any(line.startswith("Runde 0 Zieht 7 Karten: ") and line.endswith(".") for line in german)
    assert any(line.startswith("Runda 0 Dobiera 7 kart: ") for line in polish)
    assert any("Diese Hand behalten" in line and "(Aufbau)" in line for line in german)
    assert any("Zatrzymaj tę rękę" in line and "(Przygotowanie)" in line for line in polish)
    drawn = next(line for line in english if "Draws 7 cards: " in line).split("Draws 7 cards: ")[1]
    names = drawn.rstrip(".").replace(" and ", ", ").split(", ")
    assert all(name in pages["de"] and name in pages["pl"] for name in names)   # card names as the data has them
    assert " und " in german[-1] and " i " in polish[-1]
    log = client.get(f"/api/v1/goldfish/sessions/{table.rsplit('/', 1)[1]}/log").json   # the API's log: English
    assert log["lines"][0]["text"].startswith("Draws 7 cards: ") and log["lines"][-1]["choice"] == "Keep this hand"


def test_the_whi_log_and_the_decisions_step_in_german_and_polish(app):  # noqa: F811
    client = app.test_client()
    table = _table_after_first_decision(client, {"decklist": ORC["decklist"], "game": "whi"})
    pages = {lang: client.get(f"{table}?lang={lang}").get_data(as_text=True) for lang in ("en", "de", "pl")}
    assert "Draws a starting hand of 7 cards." in log_lines(pages["en"])[-1]
    assert "Zieht eine Starthand von 7 Karten." in log_lines(pages["de"])[-1]
    assert "Dobiera 7 kart na rękę startową." in log_lines(pages["pl"])[-1]
    step = {lang: re.search(r'<h2 id="decide-h">.*?<span class="meta">(.*?)</span>', page, re.S)
            for lang, page in pages.items()}
    assert all(step.values())
    assert len({m.group(1) for m in step.values() if m}) == 3    # the step's title in each language
