"""The organizer's desk in the API with real decklists of the three games: every
registered deck as read (sections, counts, packs, the player's German names beside the
organizer's), the exports (JSON, CSV, plain text read back to the same deck), the deck
code on the receipt, the seeded and logged pick, consent and the published decklists."""
from __future__ import annotations

import csv
import hashlib
import io
from pathlib import Path

import pytest
from test_api_events import auth, create_event
from test_api_helpers import KINGSMOOT, error_of, make_app, need_rules, read_sample
from test_decklists_plaintext import GERMAN_L5R, THRONESDB_EXPORT

from api.extensions import event_service
from card_db.database import get_engine
from deckcheck.decklists.plaintext import read_plain_text
from deckcheck.services.event_sheets import deck_code, pick_material, pick_players, same_code
from deckcheck.games import game_ids

DATA = Path(__file__).parent / "data" / "decklists"
POLISH_L5R = "Twierdza\n1x Shiro no Yojin\nTalia konfliktu\n3x Podarunek doskonały\n3x Trening szermierczy\n" \
    "2x Uznać porażkę\n"
WHI_ORC = (DATA / "whi" / "ffg-2011-lcg-days-regional-lyons-orc.txt").read_text(encoding="utf-8")


@pytest.fixture
def keys(events_url):
    engine = get_engine(events_url)
    return {name: event_service(engine).create_api_key(name)[1] for name in ("organizer", "other")}


@pytest.fixture
def app(all_db, events_url):
    for game in game_ids():
        need_rules(game)
    app = make_app(all_db, events_url)
    pools = app.extensions["deckcheck"].pools
    if not all(len(pools.get(g, ())) for g in game_ids()):
        pytest.skip("the three games' cards are not imported")
    return app


@pytest.fixture
def client(app):
    return app.test_client()


def register(client, key, event_id, player, decklist, **extra):
    r = client.post(f"/api/v1/events/{event_id}/registrations", json={"player": player, "decklist": decklist,
                                                                      **extra}, headers=auth(key))
    assert r.status_code in (200, 201), r.get_json()
    return r.get_json()


def test_deck_code_is_crockford_base32_of_the_first_40_bits():
    sha = hashlib.sha256(b"deck").hexdigest()
    code = deck_code(sha)
    bits = format(int(sha[:10], 16), "040b")
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    assert code == "".join(alphabet[int(bits[i:i + 5], 2)] for i in range(0, 40, 5))[:4] + "-" + \
        "".join(alphabet[int(bits[i:i + 5], 2)] for i in range(0, 40, 5))[4:]
    assert len(code) == 9 and code[4] == "-"
    assert same_code(code.lower().replace("-", " "), sha)
    assert same_code(code.replace("1", "l").replace("0", "o"), sha)
    assert not same_code(deck_code(hashlib.sha256(b"other").hexdigest()), sha)


def test_agot_decks_as_read_with_sections_packs_and_exports(client, keys, app):
    key = keys["organizer"]
    event = create_event(client, key, as_of="2017-06-01")
    ann = register(client, key, event["id"], "Ann", read_sample(KINGSMOOT), publish_consent=True)
    assert ann["deck_code"] == deck_code(ann["sha256"]) and ann["publish_consent"] is True
    ben = register(client, key, event["id"], "Ben", THRONESDB_EXPORT)
    assert ben["publish_consent"] is False

    r = client.get(f"/api/v1/events/{event['id']}/decks?lang=en", headers=auth(key))
    assert r.status_code == 200
    body = r.get_json()
    assert [d["player"] for d in body["decks"]] == ["Ann", "Ben"]
    deck = body["decks"][1]["deck"]
    assert deck["faction"] == "baratheon" and deck["faction_name"] == "House Baratheon"
    assert [s["key"] for s in deck["sections"]] == ["agenda", "plot_deck", "draw_deck"]
    agenda, plots, draw = deck["sections"]
    assert agenda["cards"][0]["name"] == "Fealty" and agenda["count"] == 1
    assert plots["count"] == 7 and draw["count"] == 60
    assert {"id": "01002", "count": 1, "name": "A Feast for Crows", "type": "plot", "pack": "Core Set",
            "written": None, "written_lang": None} in plots["cards"]
    types = [c["type"] for c in draw["cards"]]
    assert types == sorted(types, key=["character", "location", "attachment", "event"].index)
    melisandre = next(c for c in draw["cards"] if c["name"] == "Melisandre")
    assert melisandre["count"] == 3 and melisandre["pack"] == "Core Set"
    assert deck["total"] == sum(s["count"] for s in deck["sections"]) == 68

    # the same deck in German: the organizer's names, section headings
    de = client.get(f"/api/v1/events/{event['id']}/registrations/Ben/deck?lang=de", headers=auth(key)).get_json()
    assert [s["name"] for s in de["deck"]["sections"]] == ["Agenda", "Strategiestapel", "Nachziehstapel"]
    assert de["deck_code"] == deck_code(de["sha256"])
    assert de["lists"] and all(lv["name"] and lv["effective"] <= "2017-06-01" for lv in de["lists"])

    # plain text reads back to the same deck; CSV has one row per card
    pool = app.extensions["deckcheck"].pools["agot"]
    for d in body["decks"]:
        again = read_plain_text(d["text"], pool)
        assert again.problems == () and sum(again.deck.cards.values()) == d["deck"]["total"]
    txt = client.get(f"/api/v1/events/{event['id']}/decks.txt", headers=auth(key))
    assert txt.status_code == 200 and txt.mimetype == "text/plain"
    assert f"# Ben - v1 - {ben['deck_code']}" in txt.get_data(as_text=True)
    rows = list(csv.DictReader(io.StringIO(client.get(f"/api/v1/events/{event['id']}/decks.csv",
                                                      headers=auth(key)).get_data(as_text=True))))
    bens = [row for row in rows if row["player"] == "Ben"]
    assert sum(int(row["count"]) for row in bens) == 68
    assert {"section": "plot_deck", "card_name": "A Feast for Crows", "pack": "Core Set"}.items() <= \
        next(row for row in bens if row["card_id"] == "01002").items()

    # only the organizer
    assert client.get(f"/api/v1/events/{event['id']}/decks", headers=auth(keys["other"])).status_code == 404
    assert error_of(client.get(f"/api/v1/events/{event['id']}/decks"))["code"] == "API_KEY_REQUIRED"
    missing = client.get(f"/api/v1/events/{event['id']}/registrations/Nobody/deck", headers=auth(key))
    assert missing.status_code == 404


def test_german_l5r_list_shows_both_names_and_whi_deck(client, keys):
    key = keys["organizer"]
    l5r = create_event(client, key, name="Kranich-Cup", game="l5r", as_of="2018-09-12")
    reg = register(client, key, l5r["id"], "Jörg", GERMAN_L5R)
    deck = client.get(f"/api/v1/events/{l5r['id']}/registrations/Jörg/deck?lang=en",
                      headers=auth(key)).get_json()
    assert deck["deck_code"] == reg["deck_code"]
    assert deck["deck"]["player_language"] == "de"
    assert (deck["deck"]["faction"], deck["deck"]["faction_name"]) == ("scorpion", "Scorpion Clan")
    mine = client.get(f"/api/v1/events/{l5r['public_id']}/registrations/Jörg",
                      headers={"X-Player-Token": reg["player_token"]})
    assert mine.get_json()["deck_code"] == reg["deck_code"]
    keys_ = [s["key"] for s in deck["deck"]["sections"]]
    assert keys_ == ["stronghold", "role", "provinces", "dynasty_deck", "conflict_deck"]
    stronghold = deck["deck"]["sections"][0]["cards"][0]
    assert (stronghold["name"], stronghold["written"], stronghold["written_lang"]) == \
        ("City of the Open Hand", "Stadt der Offenen Hand", "de")
    provinces = {c["name"]: c["written"] for c in deck["deck"]["sections"][2]["cards"]}
    assert provinces == {"Ancestral Lands": None, "Feast or Famine": "Überfluss oder Mangel"}
    # a German organizer reads the German names: nothing beside them
    de = client.get(f"/api/v1/events/{l5r['id']}/registrations/Jörg/deck?lang=de", headers=auth(key)).get_json()
    assert de["deck"]["sections"][0]["cards"][0]["name"] == "Stadt der Offenen Hand"
    assert de["deck"]["sections"][0]["cards"][0]["written"] is None

    # a Polish list: the Polish names beside the English ones
    register(client, key, l5r["id"], "Ola", POLISH_L5R)
    ola = client.get(f"/api/v1/events/{l5r['id']}/registrations/Ola/deck?lang=en", headers=auth(key)).get_json()
    assert ola["deck"]["player_language"] == "pl" and ola["deck"]["faction"] == "lion"
    conflict = {c["name"]: (c["written"], c["written_lang"]) for c in ola["deck"]["sections"][4]["cards"]}
    assert conflict == {"Admit Defeat": ("Uznać porażkę", "pl"), "Duelist Training": ("Trening szermierczy", "pl"),
                        "The Perfect Gift": ("Podarunek doskonały", "pl")}
    rows = list(csv.DictReader(io.StringIO(client.get(f"/api/v1/events/{l5r['id']}/decks.csv",
                                                      headers=auth(key)).get_data(as_text=True))))
    assert {"player": "Ola", "card_name": "Yōjin no Shiro", "written_as": "Shiro no Yojin",
            "written_language": "pl", "section": "stronghold"}.items() <= \
        next(r for r in rows if r["card_id"] == "yojin-no-shiro").items()

    whi = create_event(client, key, name="LCG Days", game="whi", as_of="2011-05-14")
    register(client, key, whi["id"], "Timothy", WHI_ORC)
    body = client.get(f"/api/v1/events/{whi['id']}/decks", headers=auth(key)).get_json()
    deck = body["decks"][0]
    assert deck["valid"] is True
    assert [s["key"] for s in deck["deck"]["sections"]] == ["deck"]
    assert deck["deck"]["sections"][0]["count"] == deck["deck"]["total"] >= 50


def test_pick_is_seeded_logged_and_rederivable(client, keys):
    key = keys["organizer"]
    event = create_event(client, key, as_of="2017-06-01")
    for name in ("Ann", "Ben", "Cleo", "Dan", "Eve"):
        register(client, key, event["id"], name, THRONESDB_EXPORT)
    url = f"/api/v1/events/{event['id']}/picks"
    r = client.post(url, json={"round": 2, "n": 2, "seed": "table 7"}, headers=auth(key))
    assert r.status_code == 201
    pick = r.get_json()
    assert pick["seed"] == "table 7" and pick["by"] == "organizer" and pick["round"] == 2
    assert pick["candidates"] == ["Ann", "Ben", "Cleo", "Dan", "Eve"] and len(pick["picked"]) == 2
    ranks = sorted(pick["candidates"], key=lambda p: hashlib.sha256(
        f"deckcheck-pick:{event['id']}:2:table 7:{p}".encode()).hexdigest())
    assert pick["picked"] == ranks[:2]
    # the same seed picks the same players; another round others (with these five, by the hashes)
    assert client.post(url, json={"round": 2, "n": 2, "seed": "table 7"}, headers=auth(key)).get_json()["picked"] \
        == pick["picked"]
    assert pick_players(pick["candidates"], 2, pick_material(event["id"], 3, "table 7")) != pick["picked"]
    drawn = client.post(url, json={"round": 3, "n": 9}, headers=auth(key)).get_json()
    assert len(drawn["seed"]) == 16 and sorted(drawn["picked"]) == pick["candidates"]

    log = client.get(url, headers=auth(key)).get_json()["picks"]
    assert [(p["round"], p["seed"]) for p in log] == [(2, "table 7"), (2, "table 7"), (3, drawn["seed"])]
    assert all(p["picked_at"].endswith("Z") for p in log)
    bad = client.post(url, json={"round": 0, "n": 2}, headers=auth(key))
    assert bad.status_code == 422
    assert client.post(url, json={"round": 1, "n": 2}, headers=auth(keys["other"])).status_code == 404
    assert client.get(url, headers=auth(keys["other"])).status_code == 404


def test_published_decklists_only_after_lock_and_only_with_consent(client, keys):
    key = keys["organizer"]
    event = create_event(client, key, as_of="2017-06-01")
    register(client, key, event["id"], "Ann", THRONESDB_EXPORT, publish_consent=True)
    register(client, key, event["id"], "Ben", read_sample(KINGSMOOT), publish_consent=True)
    # a replacement that says nothing keeps the choice; one that says no withdraws it
    assert register(client, key, event["id"], "Ann", THRONESDB_EXPORT)["publish_consent"] is True
    assert register(client, key, event["id"], "Ben", read_sample(KINGSMOOT), publish_consent=False)[
        "publish_consent"] is False
    public = f"/api/v1/events/{event['public_id']}/decklists"

    before = client.get(public + "?lang=de")
    assert before.status_code == 404
    err = error_of(before)
    assert err["code"] == "DECKLISTS_NOT_PUBLISHED" and "nicht gesperrt" in err["message"]
    early = client.post(f"/api/v1/events/{event['id']}/publish", headers=auth(key))
    assert early.status_code == 409 and error_of(early)["code"] == "EVENT_NOT_LOCKED"

    assert client.post(f"/api/v1/events/{event['id']}/lock", headers=auth(key)).status_code == 200
    assert client.get(public).status_code == 404            # locked, not yet published
    assert client.post(f"/api/v1/events/{event['id']}/publish", headers=auth(keys["other"])).status_code == 404
    done = client.post(f"/api/v1/events/{event['id']}/publish", headers=auth(key))
    assert done.status_code == 200 and done.get_json()["published_at"].endswith("Z")

    body = client.get(public).get_json()
    ann, ben = body["players"]
    assert ann["player"] == "Ann" and ann["published"] is True
    assert ann["deck"]["sections"][1]["count"] == 7 and "Melisandre" in ann["text"]
    assert ben == {"player": "Ben", "published": False}
    assert client.get(f"/api/v1/events/{event['id'] + 1000}/decklists").status_code == 404


def test_the_big_answers_match_their_documented_schemas(client, keys):
    """/decks and /decklists are serialized as built (orjson): they must still be exactly
    what their schemas describe."""
    from api.schemas_event_desk import EventDecksSchema, PublishedDecklistsSchema

    key = keys["organizer"]
    event = create_event(client, key, as_of="2017-06-01")
    register(client, key, event["id"], "Ann", THRONESDB_EXPORT, publish_consent=True)
    register(client, key, event["id"], "Ben", read_sample(KINGSMOOT))
    body = client.get(f"/api/v1/events/{event['id']}/decks", headers=auth(key)).get_json()
    assert EventDecksSchema().validate(body) == {} and EventDecksSchema().dump(body) == body
    client.post(f"/api/v1/events/{event['id']}/lock", headers=auth(key))
    client.post(f"/api/v1/events/{event['id']}/publish", headers=auth(key))
    public = client.get(f"/api/v1/events/{event['public_id']}/decklists").get_json()
    assert PublishedDecklistsSchema().validate(public) == {} and PublishedDecklistsSchema().dump(public) == public


def test_migration_0006_downgrades_and_upgrades(tmp_path):
    from alembic import command
    from sqlalchemy import inspect

    from card_db.database import alembic_config, upgrade

    url = f"sqlite:///{tmp_path / 'm.sqlite'}"
    upgrade(url)
    desk = {"event_deck_check_pick", "event_publish_consent", "event_publication"}
    assert desk <= set(inspect(get_engine(url)).get_table_names())
    command.downgrade(alembic_config(url), "0005")
    get_engine(url).dispose()
    tables = set(inspect(get_engine(url)).get_table_names())
    assert not desk & tables and "event_registration" in tables
    upgrade(url)
    assert desk <= set(inspect(get_engine(url)).get_table_names())
    get_engine(url).dispose()
