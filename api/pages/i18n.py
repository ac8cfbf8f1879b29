"""The pages' own words (labels, headings, buttons) in English, German and Polish.

Rule messages come translated from the code registry (deckcheck.rules.codes); this
table only holds the chrome around them. German and Polish follow the rules documents'
vocabulary (seeds 000-004: "Deckbau", "Liste eingeschränkter Karten", "talia",
"karty ograniczone/zakazane").

Only the English is here: ``STRINGS`` key -> English template (``{n:plural:card|cards}``
after a number); German and Polish are in the gettext catalogues
``api/locale/<lang>/LC_MESSAGES/pages.po`` (``msgctxt`` = the key; card types
``type:<type>``), see ``docs/translating.md``. An entry still written the old way
(``{"en": ..., "de": ..., "pl": ...}``) works until ``python -m tools.i18n import-legacy``
moves its German and Polish into the catalogues."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

from deckcheck.names import faction_name, pack_name, trait_name
from deckcheck.translations import Catalogues, Plural

LANGS = ("en", "de", "pl")
LANG_NAMES = {"en": "English", "de": "Deutsch", "pl": "Polski"}

STRINGS: dict[str, str | dict[str, str]] = {
    # navigation and page chrome
    "site": "deckcheck",
    "tagline": "Deck legality for Living Card Games",
    "skip": "Skip to content",
    "nav_check": "Check a deck",
    "nav_cards": "Cards",
    "nav_lists": "Lists",
    "nav_events": "Events",
    "nav_api": "API",
    "language": "Language",
    "main_nav": "Main navigation",
    "error": "Error",
    "not_found": "Not found",
    "back": "Back",
    # games
    "game": "Game",
    "game_auto": "Detect from the list",
    "all_games": "All games",
    # check page
    "check_title": "Check a deck",
    "check_intro": "Paste the list exported from your deckbuilder (ThronesDB, FiveRingsDB, EmeraldDB, "
                          "OCTGN or plain text) or a canonical deck JSON.",
    "decklist": "Decklist",
    "format": "Format",
    "format_default": "Default of the game",
    "as_of": "Tournament date",
    "as_of_hint": "Rules and lists in force on this day (empty: today).",
    "list_version": "List version",
    "list_auto": "The one in force on the date",
    "check_button": "Check deck",
    "live_hint": "The verdict updates while you type.",
    "checking": "Checking…",
    "result": "Result",
    "legal": "Legal deck",
    "illegal": "Not legal",
    "n_violations": "Violations: {n}",
    "violations": "Violations",
    "warnings": "Warnings",
    "expected": "expected",
    "actual": "actual",
    "cards_involved": "Cards",
    "lists_used": "List version used",
    "no_list": "No restricted/banned list applies.",
    "rules_version": "Rules version",
    "counts": "Sections",
    "parse_problems": "Lines not understood",
    "parse_note": "These lines were not read, so the deck cannot be judged legal until they are "
                         "corrected.",
    # lines not read, corrections, the deck as read
    "unread_one": "One line of this list was not read, so the deck cannot be judged legal.",
    "unread_many": "{n} lines of this list were not read, so the deck cannot be judged legal.",
    "unread_hint": "Pick the card you meant below, or correct the line in the list.",
    "deck_as_read": "The deck as read",
    "no_heading": "Before the first heading",
    "cards_read": "Cards read: {n}",
    "copies": "Copies",
    "card": "Card",
    "not_read": "not read",
    "corrected": "corrected",
    "you_wrote": "you wrote “{text}”",
    "read_as": "read as",
    "corrections": "Corrected lines",
    "corrections_note": "These lines named no card exactly; each was read as the one card that came "
                               "far closest. Check that it is the card you meant.",
    "use_card": "Use this card",
    # the button's accessible name: its visible words first (WCAG 2.5.3), then which card and line
    "use_card_for": "Use this card: {name} ({pack}), line {line}",
    "no_candidates": "No card comes close: correct the line in the list.",
    "line": "Line",
    "did_you_mean": "Did you mean",
    "empty_list": "Paste a decklist first.",
    # sections of the verdict's counts
    "sec_agenda": "Agenda",
    "sec_plot": "Plot deck",
    "sec_draw": "Draw deck",
    "sec_stronghold": "Stronghold",
    "sec_role": "Role",
    "sec_provinces": "Provinces",
    "sec_dynasty": "Dynasty deck",
    "sec_conflict": "Conflict deck",
    "sec_influence_spent": "Influence spent",
    "sec_influence_budget": "Influence available",
    "sec_deck": "Deck",
    "sec_order": "Order cards",
    "sec_destruction": "Destruction cards",
    "sec_neutral": "Neutral cards",
    # cards
    "cards_title": "Cards",
    "search": "Search",
    "name_any_lang": "Name (any language)",
    "type": "Type",
    "faction": "Faction / clan / race",
    "pack": "Pack",
    "any": "Any",
    "no_results": "No cards found.",
    "n_results": "{n} cards",
    "page_n": "Page {page} of {pages}",
    "prev": "Previous",
    "next": "Next",
    "name": "Name",
    "cost": "Cost",
    "released": "Released",
    "card_data": "Card data",
    "text": "Text",
    "traits": "Traits",
    "deck_limit": "Deck limit",
    "unique": "Unique",
    "yes": "yes",
    "no": "no",
    "names_other": "Names in other languages",
    "source": "Source",
    "printings": "Printings",
    "errata": "Errata",
    "no_errata": "No errata.",
    "rulings": "Rulings",
    "field": "Field",
    "old_value": "Printed",
    "new_value": "Now",
    "status_over_time": "Restricted/banned status over time",
    "effective": "Effective",
    "status": "Status",
    "st_legal": "legal",
    "st_restricted": "restricted",
    "st_banned": "banned",
    "st_banned_printing": "banned printing",
    "st_pod": "in a pod",
    "quantity": "Copies in the pack",
    "position": "Number",
    "card_not_found": "There is no such card.",
    # lists
    "lists_title": "Restricted and banned lists",
    "list_family": "Format",
    "issuer": "Issuer",
    "in_force": "in force today",
    "restricted_cards": "Restricted",
    "banned_cards": "Banned",
    "pods": "Pods",
    "banned_printings": "Banned printings",
    "card_set": "Card pool",
    "show_cards": "Show the cards",
    "pod_with": "with {card} none of",
    "pod_one_of": "at most one of",
    "all_cards": "every card, banned printings included",
    "no_lists": "No list versions.",
    # events
    "events_title": "Events",
    "organizer_login": "Organizer sign-in",
    "api_key": "API key",
    "api_key_hint": "Created on the server with 'deckcheck apikey create'. The server checks it "
                           "once and keeps it neither in a cookie nor in a URL.",
    "sign_in": "Sign in",
    "sign_out": "Sign out",
    "signed_in_as": "Signed in with key “{name}”",
    "bad_key": "This API key is not valid (unknown or revoked).",
    "your_events": "Your events",
    "no_events": "No events yet.",
    "create_event": "Create an event",
    "event_name": "Event name",
    "deadline": "Registration deadline",
    "timezone": "Time zone",
    "as_of_event_hint": "Empty: the deadline's day.",
    "create": "Create",
    # strict reading of an event's decklists (names not corrected)
    "strict_label": "Read decklists strictly",
    "strict_hint": "A misspelled card name is never read as the card it is close to; such a line makes "
                          "the deck not legal.",
    "card_names": "Card names",
    "reads_strictly": "Read strictly: a misspelled card name is not corrected, and the deck is not legal "
                             "until the line is fixed.",
    "reads_leniently": "A misspelled name that is plainly one card is read as that card and shown as a "
                              "correction.",
    "n_corrected": "Names corrected: {n}",
    "open_event": "Open an event by number",
    "event_number": "Event number",
    "go": "Open",
    "event": "Event",
    "players": "Players",
    "player": "Player",
    "open": "open for registration",
    "closed": "closed",
    "locked_at": "Locked at",
    "lock": "Lock the event",
    "lock_confirm": "No decklist can be registered or replaced after locking.",
    "download_csv": "Download the CSV report",
    "valid": "valid",
    "invalid": "invalid",
    "n_valid": "{valid} valid, {invalid} invalid",
    "no_players": "No player has registered yet.",
    "version": "Version",
    "registered_at": "Registered at",
    "player_link": "Link for players",
    "not_owner": "Sign in with the organizer's key to see the registrations.",
    "submit_title": "Register your decklist",
    "player_name": "Your name",
    "player_token": "Player token",
    "token_hint": "Only to replace a list you registered before.",
    "register": "Register",
    "registered": "Your decklist is registered.",
    "keep_token": "Keep this token: it is shown only now and you need it to see or replace your list.",
    "sha256": "SHA-256 of the canonical deck",
    "event_closed": "This event no longer takes decklists.",
    "token_needed": "This player already registered a list: enter the player token to replace it.",
    "bad_token": "The token does not belong to this player and event.",
    "my_registration": "See my registration",
    "show": "Show",
    "history": "History",
    "not_registered": "No decklist is registered under this name.",
    "blank_name": "Enter a name.",
    "bad_form": "The form expired; please send it again.",
    "event_not_found": "There is no such event.",
    # the command line's verdict (deckcheck validate --lang)
    "cli_valid": "VALID",
    "cli_invalid": "INVALID ({n:plural:problem|problems})",
    "cli_rules": "rules {version}",
    "cli_lists": "lists: {lists}",
    "cli_no_list": "none",
    "cli_corrected": "CORRECTED",
    "cli_error": "error",
    "cli_details": "details",
}

# card types of the three games' data, for the filters and card pages
TYPES: dict[str, str | dict[str, str]] = {
    "agenda": "Agenda",
    "attachment": "Attachment",
    "character": "Character",
    "event": "Event",
    "location": "Location",
    "plot": "Plot",
    "title": "Title",
    "holding": "Holding",
    "province": "Province",
    "role": "Role",
    "stronghold": "Stronghold",
    "treaty": "Treaty",
    "warlord": "Warlord",
    "unit": "Unit",
    "support": "Support",
    "tactic": "Tactic",
    "quest": "Quest",
    "legend": "Legend",
    "draft": "Draft",
    "fulcrum": "Fulcrum",
}


CATALOGUES = Catalogues(Path(__file__).resolve().parent.parent / "locale", "pages")
TYPE_CONTEXT = "type:"
_TABLES: dict[str, tuple[int, dict[str, str | Plural]]] = {}


def english(entry: str | dict[str, str]) -> str:
    return entry if isinstance(entry, str) else entry["en"]


def inline(entry: str | dict[str, str], lang: str) -> str | None:
    """A German / Polish text still written in the code (before ``import-legacy``)."""
    return None if isinstance(entry, str) else entry.get(lang)


def entries() -> Iterator[tuple[str, str | dict[str, str]]]:
    """(catalogue context, entry) of every page string and card type."""
    yield from STRINGS.items()
    for key, entry in TYPES.items():
        yield TYPE_CONTEXT + key, entry


def _table(lang: str) -> dict[str, str | Plural]:
    """Every string in ``lang``, compiled once (again when strings were added)."""
    size = len(STRINGS) + len(TYPES)
    cached = _TABLES.get(lang)
    if cached is None or cached[0] != size:
        table = {ctx: CATALOGUES.compile(lang, ctx, english(e), inline(e, lang)) for ctx, e in entries()}
        cached = _TABLES[lang] = (size, table)
    return cached[1]


def _render(template: str | Plural, fields: dict[str, object]) -> str:
    if isinstance(template, Plural):
        template = template.form(fields)
    return template.format(**fields) if fields else template


def translate(key: str, lang: str, **fields: object) -> str:
    """The string ``key`` in ``lang`` (English when missing), with ``{fields}`` filled."""
    template = _table(lang if lang in LANGS else "en").get(key)
    if template is None:
        return key
    return _render(template, fields)


def type_name(card_type: str | None, lang: str) -> str:
    if not card_type:
        return ""
    template = _table(lang if lang in LANGS else "en").get(TYPE_CONTEXT + card_type)
    return _render(template, {}) if template is not None else card_type.replace("_", " ").capitalize()


def type_names(lang: str) -> dict[str, str]:
    return {key: type_name(key, lang) for key in TYPES}


def label(value: str | None, lang: str = "en") -> str:
    """A faction, clan or race code as a person reads it, in ``lang``: ``thenightswatch`` ->
    "The Night's Watch" / "Die Nachtwache" / "Nocna Straż"; ``dark_elf`` -> "Dark Elf"."""
    return faction_name(value, lang)


def trait_label(value: str | None, lang: str = "en") -> str:
    """A trait (English, as in the data) in ``lang``: "Knight" -> "Ritter"."""
    return trait_name(value, lang)


def pack_label(value: str | None, lang: str = "en") -> str:
    """A pack's (English) name in ``lang``: "Core Set" -> "Grundspiel" / "Zestaw podstawowy"."""
    return pack_name(value, lang)
