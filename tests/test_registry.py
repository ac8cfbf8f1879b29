"""The game registry: every surface (CLI, API, OpenAPI, pages, goldfish, codes, importers)
knows each registered game, and the registry itself behaves (order, lookups, codes).

``check_surfaces`` is shared with test_toygame.py, which runs it with a fourth game
registered at test time."""
from __future__ import annotations

import re

import click
import pytest

from deckcheck.games import (
    Game,
    all_games,
    find_game,
    game_ids,
    get_game,
    register_game,
    unregister_game,
)
from deckcheck.goldfish import ActionError
from deckcheck.goldfish.games import engine_games, engine_module
from deckcheck.model import DeckInputError
from deckcheck.rules.codes import LANGS, REGISTRY, Code


def make_registry_app(tmp_path):
    """An app without card data (every game has 0 cards) on a throwaway database."""
    from api import create_app
    from deckcheck.services.validation import ValidationService

    url = f"sqlite:///{tmp_path / 'registry.sqlite'}"
    app = create_app({"VALIDATION_SERVICE": ValidationService({}), "DATABASE_URL": url,
                      "EVENTS_DATABASE_URL": url})
    app.testing = False
    return app


# -- the surfaces ------------------------------------------------------------------------------
def cli_game_options() -> dict[str, click.Parameter]:
    """Every ``--game`` option of every ``deckcheck`` command: "db sync" -> its option."""
    from api.cli import main

    found: dict[str, click.Parameter] = {}

    def walk(command: click.Command, path: str) -> None:
        for param in command.params:
            if isinstance(param, click.Option) and "--game" in param.opts:
                found[path] = param
        if isinstance(command, click.Group):
            for name, sub in command.commands.items():
                walk(sub, f"{path} {name}".strip())

    walk(main, "")
    return found


def openapi_game_enums(spec: dict) -> dict[str, list]:
    """Every enum of a property or parameter named ``game`` in the OpenAPI document."""
    found: dict[str, list] = {}

    def walk(node, where: str) -> None:
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict) and isinstance(props.get("game"), dict) and "enum" in props["game"]:
                found[f"{where}.game"] = props["game"]["enum"]
            if node.get("name") == "game" and "enum" in node.get("schema", {}):
                found[f"{where}({node.get('in')})"] = node["schema"]["enum"]
            for key, value in node.items():
                walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}[{i}]")

    walk(spec, "")
    return found


def check_surfaces(game: Game, app) -> None:
    """Every surface knows ``game`` (the app must have been created while it was registered)."""
    ids = list(game_ids())
    assert game.id in ids
    # CLI: each --game takes every registered game
    options = cli_game_options()
    assert {"db sync", "cards search", "cards show", "validate", "goldfish play", "goldfish coverage"} <= set(options)
    for command, option in options.items():
        assert list(option.type.choices) == ids, command
        assert option.type.convert(game.id, option, None) == game.id, command
    client = app.test_client()
    # API: the OpenAPI enums, GET /api/v1/games, /healthz
    enums = openapi_game_enums(client.get("/api/v1/openapi.json").get_json())
    assert len(enums) >= 4, enums
    for where, enum in enums.items():
        assert [g for g in enum if g is not None] == ids, where     # None: where game may be null
    listed = client.get("/api/v1/games").get_json()["games"]
    assert [g["id"] for g in listed] == ids
    entry = next(g for g in listed if g["id"] == game.id)
    assert entry["default_format"] == game.default_format and entry["formats"] == list(game.formats)
    assert game.id in client.get("/healthz").get_json()["games"]
    assert client.get(f"/api/v1/games/{game.id}/formats").status_code == 200
    # pages: the check page's game select
    page = client.get("/?lang=en").get_data(as_text=True)
    select = re.search(r'<select id="game".*?</select>', page, re.S).group(0)
    assert re.findall(r'<option value="([^"]+)"', select) == ids
    # goldfish: an engine exactly when the record names one
    if game.engine is None:
        assert game.id not in engine_games()
        with pytest.raises(ActionError) as err:
            engine_module(game.id)
        assert err.value.code == "NO_ENGINE"
    else:
        assert game.id in engine_games()
        assert engine_module(game.id).ENGINE is not None
    # codes: its own and the shared ones under its prefix, each in en, de and pl
    own = [code for code in REGISTRY if code.startswith(game.code_prefix + "_")]
    assert {c.code for c in game.codes} <= set(own)
    assert {f"{game.code_prefix}_{s}" for s in ("UNKNOWN_CARD", "COPIES", "BANNED")} <= set(own)
    for code in own:
        for lang in LANGS:
            assert REGISTRY[code].template(lang).strip(), (code, lang)
    # names, formats, decklist words, importer
    assert all(game.names[lang] for lang in LANGS)
    assert get_game(game.id).load_formats().DEFAULT_FORMAT in game.formats
    from deckcheck.decklists.vocabulary import vocabulary

    assert vocabulary(game.id).headings
    if game.importer is not None:
        from card_db.importers import importer, snapshot_dirs

        assert callable(importer(game.id).read) and snapshot_dirs(game.id)


# -- the built-in games ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return make_registry_app(tmp_path_factory.mktemp("registry"))


def test_built_in_games_in_their_order():
    assert game_ids() == ("l5r", "agot", "whi")
    assert [g.id for g in all_games()] == list(game_ids())
    assert get_game("agot").engine is not None and get_game("whi").deck_faction_field == "capital"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_surface_knows_the_game(app, game_id):
    check_surfaces(get_game(game_id), app)


def test_every_registered_code_belongs_to_a_registered_game():
    prefixes = {g.code_prefix for g in all_games()}
    assert {code.split("_")[0] for code in REGISTRY} == prefixes


def test_unknown_game():
    assert find_game("chess") is None
    with pytest.raises(DeckInputError) as err:
        get_game("chess")
    assert err.value.code == "UNKNOWN_GAME" and err.value.details["games"] == list(game_ids())


def test_register_and_unregister_a_game(tmp_path):
    extra = Game(id="mini", names={"en": "Mini", "de": "Mini", "pl": "Mini"}, code_prefix="MINI",
                 codes=(Code("MINI_X", "x {actual}", "x {actual} de", "x {actual} pl"),),
                 formats_module="deckcheck.games.whi.formats", vocabulary=tmp_path / "none.yaml",
                 order=0)
    try:
        assert register_game(extra) is extra and register_game(extra) is extra   # idempotent
        assert game_ids()[0] == "mini" and "MINI_X" in REGISTRY and "MINI_COPIES" in REGISTRY
        twin = Game(id="mini", names=extra.names, code_prefix="MINI2", codes=(),
                    formats_module="x", vocabulary=tmp_path)
        with pytest.raises(ValueError):
            register_game(twin)                                     # the id is taken
        same_prefix = Game(id="mini2", names=extra.names, code_prefix="MINI", codes=(),
                           formats_module="x", vocabulary=tmp_path)
        with pytest.raises(ValueError):
            register_game(same_prefix)                              # the prefix is taken
    finally:
        assert unregister_game("mini") is extra
    assert "mini" not in game_ids() and not any(c.startswith("MINI_") for c in REGISTRY)
    assert unregister_game("mini") is None


def test_a_record_refuses_what_the_registry_cannot_hold(tmp_path):
    names = {"en": "X", "de": "X", "pl": "X"}
    for bad in (dict(id="Toolong99"), dict(code_prefix="x"), dict(names={"en": "X"}),
                dict(codes=(Code("OTHER_X", "a", "b", "c"),)), dict(deck_faction_field="clan")):
        fields = dict(id="x", names=names, code_prefix="X", codes=(), formats_module="m",
                      vocabulary=tmp_path)
        fields.update(bad)
        with pytest.raises(ValueError):
            Game(**fields)


def test_a_game_whose_rules_cannot_be_imported_is_refused_clearly(tmp_path):
    """A registered game without its formats module: RULES_UNAVAILABLE, never a traceback."""
    from deckcheck.model import Deck
    from deckcheck.pool import CardPool
    from deckcheck.validator import validate

    lost = Game(id="lost", names={"en": "Lost", "de": "Verloren", "pl": "Zgubiona"}, code_prefix="LOST",
                codes=(), formats_module="deckcheck.games.no_such_formats", vocabulary=tmp_path)
    register_game(lost)
    try:
        with pytest.raises(DeckInputError) as err:
            validate(Deck(game="lost", cards={"x": 1}), CardPool("lost", ()))
        assert err.value.code == "RULES_UNAVAILABLE" and err.value.details == {"game": "lost"}
        assert "lost" in err.value.message_in("de")
    finally:
        unregister_game("lost")


def test_a_games_own_sentences_come_and_go_with_it(tmp_path):
    """Error and problem sentences only one game needs live in its package (L5R's unknown clan,
    the ThronesDB reader's faction code) and are registered and removed with the game."""
    from deckcheck.message_entries import error
    from deckcheck.messages import MESSAGES

    assert MESSAGES["UNKNOWN_CLAN"].de.startswith("Unbekannter L5R-Klan")
    assert "UNKNOWN_FACTION.thronesdb" in MESSAGES
    own = error("TINY_TROUBLE.odd", en="Odd {x}.", de="Seltsam {x}.", pl="Dziwne {x}.")
    tiny = Game(id="tiny", names={"en": "Tiny", "de": "Winzig", "pl": "Mała"}, code_prefix="TINY",
                codes=(), texts=(own,), formats_module="x", vocabulary=tmp_path)
    register_game(tiny)
    try:
        assert MESSAGES["TINY_TROUBLE.odd"] is own
    finally:
        unregister_game("tiny")
    assert "TINY_TROUBLE.odd" not in MESSAGES
    with pytest.raises(ValueError):                        # a violation code is no text
        Game(id="tiny", names=tiny.names, code_prefix="TINY", codes=(),
             texts=(Code("TINY_X", "a", "b", "c"),), formats_module="x", vocabulary=tmp_path)
