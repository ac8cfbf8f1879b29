"""The ``deckcheck`` command: db sync, cards search/show, validate, export, goldfish, apikey, serve,
worker, beat.

Like create_app, a composition root: it builds card_db's repositories over the database
(``DATABASE_URL``) and calls the services of deckcheck.services."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from deckcheck.message_entries import LANGS as MESSAGE_LANGS


def game_ids() -> tuple[str, ...]:
    from deckcheck.games import game_ids as registered   # on use: a quick start for other commands

    return registered()


class GameChoice(click.Choice):
    """``--game``: one of the registered games, read from the registry when the command
    runs (so a game registered after this module was imported is a choice too)."""

    def __init__(self) -> None:
        self.case_sensitive = True

    @property
    def choices(self) -> tuple[str, ...]:  # type: ignore[override]
        return game_ids()


LANGS = click.Choice(MESSAGE_LANGS)


def _fail(error, lang: str = "en") -> click.ClickException:
    """A ClickException (exit 1) saying the DeckcheckError in ``lang``."""
    return click.ClickException(error.message_in(lang))


def _print_error(error, lang: str) -> None:
    """The error and its details in ``lang`` on stderr (as ``validate`` prints them)."""
    from api.pages.i18n import translate

    click.echo(f"{translate('cli_error', lang)}: {error.message_in(lang)}", err=True)
    details = error.details_in(lang)
    if details:
        click.echo(f"{translate('cli_details', lang)}: {json.dumps(details, ensure_ascii=False, default=str)}",
                   err=True)


@click.group()
@click.option("--db", "database", metavar="PATH_OR_URL",
              help="The database: a SQLite file or a URL (default: $DATABASE_URL, else "
                   "deckcheck.sqlite in your data folder, whatever folder you run from).")
@click.pass_context
def main(ctx: click.Context, database: str | None) -> None:
    """deckcheck: deck legality for the card games it knows (the --game choices)."""
    import os

    if database:
        from card_db.database import url_for

        os.environ["DATABASE_URL"] = url_for(database)   # also for the goldfish worker processes
    ctx.obj = {"db_option": database}


def _database() -> str:
    """Where the commands' database is, for people (a file's path or a URL without password)."""
    from card_db.database import default_url, describe

    return describe(default_url())


def _sync_command() -> str:
    """The command that fills the database the current command reads."""
    ctx = click.get_current_context(silent=True)
    chosen = ctx.find_root().obj.get("db_option") if ctx and ctx.find_root().obj else None
    return f"deckcheck --db {chosen} db sync" if chosen else "deckcheck db sync"


def _no_card_data(error, lang: str):
    """NO_CARD_DATA with where the database is and the command that fills THAT database."""
    from deckcheck.model import DeckInputError

    game = (error.details or {}).get("game") if isinstance(error.details, dict) else None
    fields = {"database": _database(), "command": _sync_command()}
    return (DeckInputError("NO_CARD_DATA", {"game": game}, variant="cli", **fields) if game
            else DeckInputError("NO_CARD_DATA", None, variant="cli_any_game", **fields))


def _database_missing() -> bool:
    """The default or chosen SQLite file does not exist yet (a read must not create it)."""
    from card_db.database import default_url, sqlite_file

    path = sqlite_file(default_url())
    return path is not None and not path.exists()


# -- database --------------------------------------------------------------------------
@main.group()
def db() -> None:
    """The card database."""


@db.command("sync")
@click.option("--source", help="Snapshot folder or URL (default: $DECKCHECK_DATA, ../shared/carddata, else upstream).")
@click.option("--game", "games", multiple=True, type=GameChoice(), help="Only this game (repeatable).")
@click.option("--force", is_flag=True, help="Rewrite even if the data did not change.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.option("--verbose", is_flag=True, help="List each import note (repairs of the data).")
def db_sync(source: str | None, games: tuple[str, ...], force: bool, quiet: bool, verbose: bool) -> None:
    """Import or update the card database (where: --db, $DATABASE_URL, else your data folder)."""
    from card_db.bundle import SnapshotError
    from card_db.sync import sync
    from deckcheck.errors import DeckcheckError

    click.echo(f"database: {_database()}")
    try:
        report = sync(source=source, games=games or None, progress=not quiet, force=force)
    except (SnapshotError, FileNotFoundError, ConnectionError) as exc:
        raise _fail(DeckcheckError("SYNC_FAILED", error=str(exc))) from exc
    for line in report.lines(verbose=verbose):
        click.echo(line)


@db.command("upgrade")
def db_upgrade() -> None:
    """Apply the schema migrations."""
    from card_db.database import upgrade

    upgrade()
    click.echo("schema is up to date")


# -- wiring ------------------------------------------------------------------------------
def _catalog():
    from card_db.catalog import SqlCardCatalog
    from card_db.database import get_engine

    return SqlCardCatalog(get_engine())


def _validation():
    from deckcheck.services.validation import ValidationService

    if _database_missing():          # no file yet: no cards, and no empty file left behind
        return ValidationService({}, None)
    return ValidationService.from_catalog(_catalog())


def _events():
    from card_db.database import get_engine, upgrade
    from card_db.events import SqlEventRepository
    from deckcheck.services.events import EventService

    from deckcheck.settings import Settings

    url = Settings.from_env().events_database_url or None   # where the server looks for keys
    upgrade(url)   # the event tables come with migration 0002
    return EventService(SqlEventRepository(get_engine(url)))


# -- cards -------------------------------------------------------------------------------
def _cards_service(games: tuple[str, ...], lang: str = "en"):
    """A CardsService over the pools of ``games``; NO_CARD_DATA (exit 1) before the first sync."""
    from deckcheck.model import DeckInputError
    from deckcheck.services.cards import CardsService
    from deckcheck.services.ports import CatalogUnavailable
    from deckcheck.services.validation import ValidationService

    try:
        if _database_missing():
            raise CatalogUnavailable("no database file")
        catalog = _catalog()
        pools = {g: catalog.load_pool(g) for g in games}
    except CatalogUnavailable:
        error = (DeckInputError("NO_CARD_DATA", {"game": games[0]}) if len(games) == 1
                 else DeckInputError("NO_CARD_DATA", variant="any_game"))
        raise _fail(_no_card_data(error, lang), lang) from None
    return CardsService(ValidationService(pools, catalog), catalog)


@main.group()
def cards() -> None:
    """Look up cards."""


@cards.command("search")
@click.argument("text")
@click.option("--game", required=True, type=GameChoice())
@click.option("--lang", default="en", help="Show names in this language (en, de, pl, fr, es).")
@click.option("--limit", default=10, show_default=True)
def cards_search(text: str, game: str, lang: str, limit: int) -> None:
    """Find cards by name in any language (ranked)."""
    from deckcheck.model import DeckInputError

    try:
        pool = _cards_service((game,), lang).validation.pool(game)
    except DeckInputError as exc:
        raise _fail(exc, lang) from None
    from deckcheck.card_search import search

    hits = search(pool, text, lang, limit=limit)
    if not hits:
        click.echo("no match")
        sys.exit(1)
    from api.pages.i18n import label, type_name

    for c in hits:
        shown = pool.display_name(c.card.id, lang)
        kind = ", ".join(x for x in (type_name(c.card.type, lang), label(c.card.faction, lang)) if x)
        click.echo(f"{c.score:5.1f}  {c.card.id:<28} {shown}  [{kind}]"
                   + (f"  (matched {c.locale}: {c.matched})" if c.locale != "en" else ""))


@cards.command("show")
@click.argument("card_id")
@click.option("--game", type=GameChoice(), help="Game (default: every game that has the id).")
@click.option("--lang", default="en", type=LANGS, help="Language of names and errors.")
@click.option("--json", "as_json", is_flag=True, help="Print the card as the API serves it (JSON).")
def cards_show(card_id: str, game: str | None, lang: str, as_json: bool) -> None:
    """Print one card with its names, printings, errata and list status."""
    from deckcheck.model import DeckInputError

    games = (game,) if game else game_ids()
    cards_svc = _cards_service(games, lang)
    found, errors = [], []
    for g in games:
        try:
            found.append(cards_svc.card_detail(g, card_id, lang))
        except DeckInputError as exc:     # not in this game, or no cards of it
            errors.append(exc)
    if not found:
        if game:
            raise _fail(errors[0], lang)
        no_data = all(e.code == "NO_CARD_DATA" for e in errors)
        if no_data:
            raise _fail(_no_card_data(DeckInputError("NO_CARD_DATA", variant="any_game"), lang), lang)
        raise _fail(DeckInputError("CARD_NOT_FOUND", {"id": card_id[:100]}, variant="any_game"), lang)
    for detail in found:
        click.echo(json.dumps(detail, indent=2, ensure_ascii=False, default=str) if as_json
                   else _card_text(detail, lang))


def _card_text(detail: dict, lang: str) -> str:
    """One card for a person: its facts labelled in ``lang``, names, printings, errata and
    the list versions that name it (the card page's words, deckcheck/locale and api/locale)."""
    from api.pages.card_facts import card_facts, format_name
    from api.pages.i18n import LANG_NAMES, label, pack_label, trait_label, translate, type_name
    from deckcheck.games import get_game

    def t(key: str, **fields: object) -> str:
        return translate(key, lang, **fields)

    head = detail["display_name"] + (f" ({detail['name']})" if detail["display_name"] != detail["name"] else "")
    facts = [(t("type"), type_name(detail["type"], lang))]
    if detail.get("faction"):
        facts.append((t("faction"), label(detail["faction"], lang)))
    if detail.get("cost") is not None:
        facts.append((t("cost"), str(detail["cost"])))
    facts.append((t("deck_limit"), str(detail["deck_limit"])))
    if detail.get("traits"):
        facts.append((t("traits"), ", ".join(trait_label(tr, lang) for tr in detail["traits"])))
    facts += card_facts(detail["attributes"], lang)
    lines = [head, f"  {get_game(detail['game']).names.get(lang) or get_game(detail['game']).names['en']} · "
             f"{detail['id']}"]
    lines += [f"  {name}: {value}" for name, value in facts]
    if detail.get("text"):
        lines.append(f"  {t('text')}: " + " ".join(detail["text"].replace("<b>", "").replace("</b>", "")
                                                   .replace("<i>", "").replace("</i>", "").split()))
    if detail["names"]:
        lines.append(f"{t('names_other')}:")
        lines += [f"  {LANG_NAMES.get(n['locale'][:2], n['locale'])}: {n['name']}"
                  + (f" ({n['source']})" if n.get("source") else "") for n in detail["names"]]
    if detail["printings"]:
        lines.append(f"{t('printings')}:")
        lines += [f"  {pack_label(p.get('pack_name') or p['pack'], lang)} #{p.get('position') or '?'}"
                  + (f" ({p['released']})" if p.get("released") else "") for p in detail["printings"]]
    if detail["errata"]:
        lines.append(f"{t('errata')}:")
        lines += [f"  {e.get('new_value')}" + (f" ({e['source']})" if e.get("source") else "")
                  for e in detail["errata"]]
    if detail["list_status"]:
        lines.append(f"{t('status_over_time')}:")
        lines += [f"  {s['name']} ({format_name(s['format'], lang)}, {s['effective']}): {t('st_' + s['kind'])}"
                  for s in detail["list_status"]]
    return "\n".join(lines)


def _read_input(file: str) -> str:
    """The file's text ('-' = stdin); exit 2 with a message when it cannot be read."""
    try:
        return sys.stdin.read() if file == "-" else Path(file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        click.echo(f"error: cannot read {file}: {exc}", err=True)
        sys.exit(2)


# -- validate ----------------------------------------------------------------------------
@main.command()
@click.argument("file", type=click.Path(allow_dash=True))
@click.option("--game", type=GameChoice(), help="Game of a plain-text decklist.")
@click.option("--format", "fmt", help="Format name (default: the game's standard format).")
@click.option("--as-of", "as_of", help="Date whose rules and lists apply (YYYY-MM-DD).")
@click.option("--list", "list_id", help="Use this list version instead of the one in force.")
@click.option("--lang", default="en", type=LANGS)
@click.option("--json", "as_json", is_flag=True, help="Print the verdict JSON.")
@click.option("--strict", is_flag=True,
              help="Correct no misspelled name: such a line stays unread (the deck is not valid).")
@click.option("--stats", "with_stats", is_flag=True,
              help="Also the deck's statistics: cost curve, types, factions, icons or skills, and the "
                   "chance to have a card in hand by round.")
@click.option("--suggest", is_flag=True,
              help="Suggest fixes: the smallest edits that remove each violation without causing another.")
def validate(file: str, game: str | None, fmt: str | None, as_of: str | None, list_id: str | None,
             lang: str, as_json: bool, strict: bool, with_stats: bool, suggest: bool) -> None:
    """Check a deck: exit 0 valid, 1 invalid, 2 unreadable input (the verdict, the lines not
    understood, the names corrected and an error in --lang)."""
    from deckcheck.model import DeckInputError

    text = _read_input(file)
    service = _validation()
    try:
        if with_stats:
            from deckcheck.services.stats import validate_with_stats

            result = validate_with_stats(service, {"decklist": text, "game": game, "format": fmt,
                                                   "as_of": as_of, "list": list_id, "strict": strict}, lang,
                                         fixes=suggest)
        else:
            result = service.validate_text(text, game=game, fmt=fmt, as_of=as_of, list_id=list_id,
                                           lang=lang, strict=strict, fixes=suggest)
    except DeckInputError as exc:
        if exc.code == "NO_CARD_DATA" or not any(service.cards_loaded().values()):
            exc = _no_card_data(exc if exc.code == "NO_CARD_DATA" else DeckInputError("NO_CARD_DATA"), lang)
        _print_error(exc, lang)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        click.echo(_human(result, lang))
        if with_stats:
            from deckcheck.stats.text import stats_text

            click.echo(stats_text(result["game"], result["stats"]))
    sys.exit(0 if result["valid"] else 1)


def _human(v: dict, lang: str = "en") -> str:
    """The verdict as lines of text in ``lang`` (the messages come in it already)."""
    from api.pages.card_facts import rules_version_name
    from api.pages.i18n import STRINGS, translate

    def t(key: str, **fields) -> str:
        return translate(key, lang, **fields)

    def section(key: str) -> str:
        return t(f"sec_{key}") if f"sec_{key}" in STRINGS else key

    lists = ", ".join(f"{lv['name']} ({lv['effective']})" for lv in v["lists"]) or t("cli_no_list")
    head = t("cli_valid") if v["valid"] else t("cli_invalid", n=len(v["violations"]))
    lines = [f"{head}: {v['game']} / {v['format']}"
             + (" / " + t("cli_rules", version=rules_version_name(v["rules_version"], lang))
                if v.get("rules_version") else "")
             + " / " + t("cli_lists", lists=lists),
             t("counts") + ": " + ", ".join(f"{section(k)} {n}" for k, n in v["counts"].items())]
    for item in v["violations"]:
        lines.append(f"  - [{item['code']}] {item['message']}")
        fixes = item.get("suggestions")
        if fixes:                               # --suggest
            lines.extend(f"      fix: {f['message']}" for f in fixes["fixes"])
            if fixes["no_fix"]:
                lines.append(f"      {fixes['no_fix']}")
    for item in v["warnings"]:
        lines.append(f"  ! [{item['code']}] {item['message']}")
    for item in v.get("parse_problems", ()):   # the message names the candidates (pack, faction)
        lines.append(f"  ? [{item['code']}] {item['message']}")
    for item in v.get("corrections", ()):     # never silent: each corrected name, in --lang
        lines.append(f"  ~ [{t('cli_corrected')} {item['read_as']['id']}] {item['message']}")
    return "\n".join(lines)


# -- export --------------------------------------------------------------------------------
class ExportChoice(click.Choice):
    """``--to``: one of the formats a deck can be written in, read from the registry of export
    formats when the command runs (each game's deckbuilders' formats come from its record)."""

    def __init__(self) -> None:
        self.case_sensitive = True

    @property
    def choices(self) -> tuple[str, ...]:  # type: ignore[override]
        from deckcheck.decklists.exports import export_formats

        return tuple(export_formats())


@main.command()
@click.argument("file", type=click.Path(allow_dash=True))
@click.option("--to", "fmt", type=ExportChoice(), default="text", show_default=True,
              help="The format to write: text and o8d (OCTGN) serve every game, a deckbuilder's "
                   "own format only its game.")
@click.option("--game", type=GameChoice(), help="Game of a plain-text decklist.")
@click.option("--lang", default="en", type=LANGS, help="Language of the text format and of messages.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True),
              help="Write to this file (default: standard output).")
def export(file: str, fmt: str, game: str | None, lang: str, output: str | None) -> None:
    """Write a decklist (any format deckcheck reads) in another tool's format. A list with
    lines that were not understood is not written (exit 2, the lines on stderr): an export
    never leaves out cards silently."""
    from deckcheck.decklists.exports import export_deck
    from deckcheck.model import DeckInputError

    service = _validation()
    try:
        result = service.read_decklist(_read_input(file), game)
        if result.problems:
            for problem in result.problem_dicts(lang):
                click.echo(f"  ? [{problem['code']}] {problem['message']}", err=True)
            sys.exit(2)
        text = export_deck(result.deck, service.pool(result.deck.game), fmt, lang)
    except DeckInputError as exc:
        _print_error(exc, lang)
        sys.exit(2)
    if output:
        Path(output).write_text(text, encoding="utf-8")
    else:
        click.echo(text, nl=False)


# -- goldfish ------------------------------------------------------------------------------
class PlayByDefault(click.Group):
    """``deckcheck goldfish FILE`` plays the deck (the ``play`` command); ``deckcheck goldfish
    coverage`` and the other subcommands are named first."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args or args[0] not in self.commands:
            args = ["play", *args]
        return super().parse_args(ctx, args)


@main.group(cls=PlayByDefault)
def goldfish() -> None:
    """Play a deck alone many times (``goldfish FILE``), or count how much of a game's card
    pool the goldfish engine plays (``goldfish coverage --game G``)."""


@goldfish.command("coverage")
@click.option("--game", required=True, type=GameChoice(), help="The game whose card pool to count.")
@click.option("--json", "as_json", is_flag=True, help="Print the census as JSON.")
def goldfish_coverage(game: str, as_json: bool) -> None:
    """Count every card of the game's pool as modeled, inert against a passive opponent,
    missing with a reviewed lean, or unreviewed, in total and per pack."""
    from deckcheck.goldfish import ActionError
    from deckcheck.goldfish.census import census, census_text
    from deckcheck.goldfish.games import engine_module
    from deckcheck.model import DeckInputError

    try:
        result = census(engine_module(game), _validation().pool(game))
    except DeckInputError as exc:
        _print_error(_no_card_data(exc, "en") if exc.code == "NO_CARD_DATA" else exc, "en")
        sys.exit(2)
    except ActionError as exc:        # a game without a goldfish engine
        _print_error(exc, "en")
        sys.exit(2)
    click.echo(json.dumps(result, indent=2, ensure_ascii=False) if as_json else census_text(result))


@goldfish.command("play")
@click.argument("file", type=click.Path(allow_dash=True))
@click.option("--game", type=GameChoice(), help="Game of a plain-text decklist.")
@click.option("--format", "fmt", default=None, help="Format name (default: the game's default).")
@click.option("--as-of", default=None, help="Play the deck as it was legal on this day (YYYY-MM-DD).")
@click.option("--games", "n_games", default=1000, show_default=True, type=click.IntRange(1, 100_000),
              help="How many games to play (per deck with --compare).")
@click.option("--seed", default=1, show_default=True, type=click.IntRange(0, 2**31 - 1),
              help="Game i uses seed + i: the same seed always prints the same report.")
@click.option("--rounds", "max_rounds", default=20, show_default=True, type=click.IntRange(1, 100),
              help="Turn cap (a game still running then is a TIMEOUT).")
@click.option("--workers", default=None, type=click.IntRange(1, 64), help="Processes (default: all cores).")
@click.option("--lang", default="en", type=LANGS, help="Language of errors and of a refused deck's verdict.")
@click.option("--json", "as_json", is_flag=True, help="Print the report JSON (the same as --output json).")
@click.option("--output", "output", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="The report as text for a person or as JSON.")
@click.option("--plot", "plot", type=click.Path(dir_okay=False, writable=True),
              help="Write the plot of the report's main curves (SVG) here.")
@click.option("--key-card", "key_cards", multiple=True, metavar="NAME_OR_CODE",
              help="A key card of the deck (repeatable; default: its unique characters of cost 5 "
                   "or more in AGoT, 4 or more in L5R, else its 3 most expensive cards).")
@click.option("--compare", "compare_file", type=click.Path(allow_dash=True), metavar="FILE_B",
              help="Play this second deck (B) on the same seeds and print the paired comparison "
                   "B - A of the headline numbers.")
@click.option("--game-log", "game_log", default=None, type=click.IntRange(0, 2**31 - 1), metavar="SEED",
              help="Instead of a report, tell the one game with this seed in words (game i of a run "
                   "with --seed s has seed s + i).")
def goldfish_play(file: str, game: str | None, fmt: str | None, as_of: str | None, n_games: int, seed: int,
             max_rounds: int, workers: int | None, lang: str, as_json: bool, output: str, plot: str | None,
             key_cards: tuple[str, ...], compare_file: str | None, game_log: int | None) -> None:
    """Play a deck alone many times and report how it performs (games with a goldfish engine);
    with --compare, play a second deck on the same seeds and compare them; with --game-log,
    tell one game in words.

    Exit 0 with a report, 1 for a deck that is not legal (its verdict is printed),
    2 for unreadable input."""
    from tqdm import tqdm

    from deckcheck.goldfish import ActionError
    from deckcheck.model import DeckInputError
    from deckcheck.services.goldfish import GoldfishService, MemorySessionStore, plot_svg

    as_json = as_json or output == "json"
    if compare_file is not None and plot:
        raise click.UsageError("--plot draws one deck's report; it does not go with --compare")
    if game_log is not None and (compare_file is not None or plot):
        raise click.UsageError("--game-log tells one game of one deck; it does not go with "
                               "--compare or --plot")
    if compare_file == "-" and file == "-":
        raise click.UsageError("only one of the two decks can come from stdin")
    texts = [_read_input(file)] + ([_read_input(compare_file)] if compare_file is not None else [])
    service = GoldfishService(MemorySessionStore(), validation=_validation())
    keys = list(key_cards) or None
    payloads = [{"decklist": text, "game": game, "format": fmt, "as_of": as_of} for text in texts]
    try:
        if game_log is not None:
            from deckcheck.services.goldfish import game_log as told

            deck, pool = service.read_deck(payloads[0])
            log = told(deck, pool, game_log, max_rounds=max_rounds)
            click.echo(json.dumps(log, indent=2, ensure_ascii=False) if as_json else log["text"])
            return
        with tqdm(total=n_games * len(texts), unit="game",
                  disable=as_json or not sys.stderr.isatty()) as bar:
            def progress(done: int, _total: int) -> None:
                bar.update(done - bar.n)

            if compare_file is not None:
                deck_a, deck_b, pool = service.read_decks(*payloads)
                names = (_deck_label(deck_a, file), _deck_label(deck_b, compare_file))
                result = service.compare(deck_a, deck_b, pool, games=n_games, seed=seed,
                                         max_rounds=max_rounds, workers=workers, progress=progress,
                                         key_cards=keys)
                result["a"]["name"], result["b"]["name"] = names
            else:
                deck, pool = service.read_deck(payloads[0])
                _, result = service.run(deck, pool, games=n_games, seed=seed, max_rounds=max_rounds,
                                        workers=workers, progress=progress, key_cards=keys)
    except DeckInputError as exc:
        _print_error(_no_card_data(exc, lang) if exc.code == "NO_CARD_DATA" else exc, lang)
        sys.exit(2)
    except ActionError as exc:
        if exc.code == "DECK_INVALID" and isinstance(exc.details, dict):
            which = exc.details.get("deck")
            shown = {"a": file, "b": compare_file}.get(which) if which else None
            click.echo(f"error: {exc.message_in(lang)}"
                       + (f" (deck {which.upper()}: {shown})" if shown else ""), err=True)
            click.echo(_human(exc.details_in(lang)), err=True)
            sys.exit(1)
        _print_error(exc, lang)
        sys.exit(2)
    if plot:
        Path(plot).write_text(plot_svg(result), encoding="utf-8")
    if as_json:
        click.echo(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        from deckcheck.goldfish.summary import comparison_text, report_text

        click.echo(comparison_text(result) if compare_file is not None else report_text(result))


def _deck_label(deck, file: str) -> str:
    """A deck's name for the comparison: its own, else the file's name."""
    return deck.name or ("stdin" if file == "-" else Path(file).stem)


# -- API keys ------------------------------------------------------------------------------
@main.group()
def apikey() -> None:
    """Organizers' API keys (for events)."""


@apikey.command("create")
@click.option("--name", default="organizer", show_default=True, help="Who the key is for.")
def apikey_create(name: str) -> None:
    """Create a key and print it (only now: it is stored hashed)."""
    row, token = _events().create_api_key(name)
    click.echo(token)
    click.echo(f"key {row.id} ({row.name}) created; keep it, it cannot be shown again", err=True)


@apikey.command("list")
def apikey_list() -> None:
    """List keys (id, name, first characters, created, revoked)."""
    from deckcheck.services.events import iso_z

    for row in _events().list_api_keys():
        state = f"revoked {iso_z(row.revoked_at)}" if row.revoked_at else "active"
        click.echo(f"{row.id:>4}  {row.hint}...  {row.name}  created {iso_z(row.created_at)}  {state}")


@apikey.command("revoke")
@click.argument("key_id", type=int)
def apikey_revoke(key_id: int) -> None:
    """Revoke a key by its id (see 'apikey list')."""
    from deckcheck.errors import DeckcheckError

    if not _events().revoke_api_key(key_id):
        raise _fail(DeckcheckError("API_KEY_NOT_FOUND", {"key": key_id}))
    click.echo(f"key {key_id} revoked")


# -- serve -------------------------------------------------------------------------------
@main.command()
@click.option("--host", default=None, help="Bind address (default $DECKCHECK_HOST or 127.0.0.1).")
@click.option("--port", default=None, type=int, help="Port (default $DECKCHECK_PORT or 8000).")
@click.option("--workers", default=None, type=int, help="gunicorn workers (default $DECKCHECK_WORKERS or 2).")
@click.option("--local-worker/--no-local-worker", default=None,
              help="Start a goldfish worker beside gunicorn (default: yes on the embedded broker, "
                   "no when CELERY_BROKER_URL or REDIS_URL names one; $DECKCHECK_LOCAL_WORKER).")
def serve(host: str | None, port: int | None, workers: int | None, local_worker: bool | None) -> None:
    """Run the REST API under gunicorn (and a local goldfish worker, stopped with it)."""
    from api.jobs.worker import local_worker_wanted, start_local, stop_local
    from api.server import options, run
    from deckcheck.settings import Settings

    bind = options(host, port, workers)["bind"]
    shown = bind.replace("0.0.0.0:", "localhost:").replace("[::]:", "localhost:")
    click.echo(f"deckcheck: serving on http://{shown}/ (pages; the API under /api/v1, "
               f"its documentation at http://{shown}/api/v1/docs); Ctrl+C stops it")
    wanted = local_worker_wanted(Settings.from_env()) if local_worker is None else local_worker
    process = start_local() if wanted else None
    try:
        run(host=host, port=port, workers=workers)
    finally:
        if process is not None:
            stop_local(process)


@main.command()
@click.option("--concurrency", default=None, type=click.IntRange(1, 256),
              help="Processes (default $DECKCHECK_JOB_WORKERS, else the number of cores).")
@click.option("--nice", default=None, type=click.IntRange(0, 19),
              help="Lower the CPU priority by this much (default $DECKCHECK_WORKER_NICE or 10).")
@click.option("--loglevel", default="INFO", show_default=True)
@click.option("--beat", is_flag=True, help="Also send the goldfish reaper every $DECKCHECK_GOLDFISH_REAP_SECONDS "
                                           "(Celery beat; one per deployment: `deckcheck beat` elsewhere).")
def worker(concurrency: int | None, nice: int | None, loglevel: str, beat: bool) -> None:
    """Play goldfish runs (jobs) from the broker: CELERY_BROKER_URL / REDIS_URL, else the
    embedded SQLite broker beside the database. Start as many as the machines allow."""
    from api.jobs.worker import run

    run(_job_celery(), concurrency=concurrency, nice=nice, loglevel=loglevel, beat=beat)


@main.command()
@click.option("--loglevel", default="INFO", show_default=True)
def beat(loglevel: str) -> None:
    """Send the goldfish reaper to the workers every $DECKCHECK_GOLDFISH_REAP_SECONDS (Celery
    beat): it ends jobs whose chunks stopped moving and deletes chunk records left behind.
    Run one per deployment beside scaled-out workers (`deckcheck serve`'s local worker runs its own)."""
    from api.jobs.worker import run_beat

    run_beat(_job_celery(), loglevel=loglevel)


def _job_celery() -> Any:
    """The goldfish jobs' Celery app, configured from the environment."""
    from api.extensions import goldfish_jobs
    from deckcheck.settings import Settings

    settings = Settings.from_env()
    config = {"DATABASE_URL": settings.database_url, "EVENTS_DATABASE_URL": settings.events_database_url}
    return goldfish_jobs(config)[1]


if __name__ == "__main__":
    main()
