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

from deckcheck.message_entries import LANGS
from deckcheck.names import faction_name, pack_name, trait_name
from deckcheck.translations import Catalogues, Plural

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
    "rules_reference": "Rules Reference",
    "rulebook": "rulebook",
    "rulebook_faq": "rulebook + FAQ {version}",
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
    "last_day": "Last day in force",
    "period": "In force",
    "share_link": "Link to this verdict",
    "sample_hand": "Draw a sample hand ({section})",
    "share_hint": "The deck is in the link, with the day and the list version it was checked against: it says the same tomorrow.",
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
    "no_such_registration": "No registration matches this name and token; check both.",
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
    # -- carried over from the branches of this wave (old form; tools/i18n import-legacy moves them) --
    "stats_title": "Deck statistics",
    "stats_cost_curve": "Cost curve",
    "stats_cost": "Cost",
    "stats_copies": "Copies",
    "stats_no_cost": "no cost",
    "stats_average": "Average cost: {avg}",
    "stats_types": "Card types",
    "stats_factions_agot": "Factions",
    "stats_factions_l5r": "Clans",
    "stats_factions_whi": "Races",
    "stats_figures": "At a glance",
    "stats_characters": "Characters",
    "stats_icons": "Characters with a challenge icon",
    "stats_military": "Military",
    "stats_intrigue": "Intrigue",
    "stats_power": "Power",
    "stats_strength": "Total strength",
    "stats_plots": "Plots on average",
    "stats_income": "Gold",
    "stats_initiative": "Initiative",
    "stats_claim": "Claim",
    "stats_reserve": "Reserve",
    "stats_skills": "Skills of the characters (all copies)",
    "stats_l5r_military": "Military",
    "stats_l5r_political": "Political",
    "stats_glory": "Glory",
    "stats_units": "Units",
    "stats_loyalty": "Loyalty icons",
    "stats_power_icons": "Power icons",
    "stats_hit_points": "Hit points of the units",
    "odds_title": "Chance to have a card in hand",
    "odds_opening": "Opening hand",
    "odds_with_mulligan": "with a mulligan",
    "odds_round": "by round {n}",
    "odds_turn": "by turn {n}",
    "odds_cards": "Cards",
    "odds_pick": "Pick a card",
    "odds_card": "{name} ({copies}×): {opening} in the opening hand, {last} {by}.",
    "odds_note_agot": "Exact odds of at least one copy among the cards seen: the 7-card setup hand, then "
                             "2 cards in each draw phase. Without a mulligan; the column \u201cwith a "
                             "mulligan\u201d redraws the whole hand once when the card is missing. Not "
                             "counted: the cards drawn back up to 7 after setup and card draw effects, so "
                             "the real chance is at least the figure shown.",
    "odds_note_l5r": "Exact odds of at least one copy among the cards seen: 4 conflict cards at setup, "
                            "then an honor bid of 2 each round (the draw phase draws the bid, 1 to 5); the "
                            "dynasty deck fills the 4 provinces at setup (later refills depend on what you "
                            "buy: not shown). Without a mulligan (L5R's mulligan keeps part of the hand); "
                            "card draw effects are not counted, so the real chance is at least the figure "
                            "shown.",
    "odds_note_whi": "Exact odds of at least one copy among the cards seen: a 7-card hand, then the "
                            "quest phase draws 1 card each turn (the capital's printed quest power; units "
                            "questing draw more: not counted). Without a mulligan; the column \u201cwith a "
                            "mulligan\u201d redraws the whole hand once when the card is missing. The real "
                            "chance is at least the figure shown.",
    "odds_unknown": "Entries not recognised are left out of these figures.",
    "fix_heading": "How to fix it",
    "fix_hint": "Each suggestion was checked: applied, it removes this problem without causing another.",
    "fix_show": "Show how to fix the decks that are not legal",
    "fix_hide": "Hide the fix suggestions",
    "fix_capped": "Fix suggestions are shown for up to {n} decks that are not legal (the first in the list).",
    "decks_title": "Registered decks",
    "registered_decks": "Decks as read",
    "desk_intro": "See every registered deck card by card, print the deck-check sheets, pick decks to "
                         "check and publish the decklists.",
    "capital": "Capital",
    "cards_total": "Cards",
    "deck_code": "Deck code",
    "deck_code_hint": "Show this code (or the QR code) at the deck check: it proves which list you "
                             "registered.",
    "export_csv": "Decks as CSV",
    "export_text": "Decks as text",
    "export_json": "Decks as JSON",
    "written_as": "As the player wrote it",
    "written_in": "The player wrote this list in {language}; the player's names stand beside yours.",
    "written_in_en": "English",
    "written_in_de": "German",
    "written_in_pl": "Polish",
    "sheet": "Deck-check sheet",
    "sheets_title": "Deck-check sheets",
    "print_all_sheets": "Print all deck-check sheets",
    "print": "Print",
    "print_hint": "Each player's sheet prints on its own page. Sheets: {n}.",
    "checked_by": "Checked by",
    "round": "Round",
    "table": "Table",
    "code_matches": "Deck code {code} is the code of this registered list.",
    "code_differs": "Deck code {code} is NOT the code of this player's registered list: the list at "
                           "the table is another one.",
    "pick_title": "Pick decks to check",
    "pick_intro": "Picks players at random for the deck check of a round. The seed and the result are "
                         "logged, so anyone can re-derive the pick.",
    "pick_n": "Number of players",
    "seed": "Seed",
    "seed_hint": "Optional: any text, e.g. the round's start time. Empty: a random seed is drawn and "
                        "stored.",
    "pick_button": "Pick",
    "pick_numbers": "Enter a round from 1 to 99 and at least one player.",
    "picked_players": "Picked",
    "picked_of": "{n} of {total}",
    "picked_by": "By, when",
    "publish_title": "Publish the decklists",
    "n_consenting": "Players who agreed to publication: {n} of {total}.",
    "publish_hint": "Everyone will see the lists of the players who agreed; the others are listed by "
                           "name only. This cannot be undone.",
    "publish": "Publish",
    "published": "Published",
    "publish_after_lock": "The decklists can be published after the event is locked.",
    "public_decklists": "Published decklists",
    "not_published": "Decklist not published (the player did not agree).",
    "publish_consent": "Publication of my decklist after the event",
    "publication": "Publication",
    "consent_yes": "Publication after the event: yes",
    "consent_no": "Publication after the event: no",
    "nav_goldfish": "Goldfish",
    "gf_title": "Goldfish: play your deck alone",
    "gf_intro": "Paste a decklist and let the engine play it against a passive opponent: many games "
                       "for a report with numbers and plots, two decks compared on the same shuffles, or one "
                       "game step by step at the table.",
    "gf_play_heading": "Play",
    "gf_decklist_hint": "Any format the deck check reads: ThronesDB, FiveRingsDB, EmeraldDB, OCTGN, plain "
                               "text or deck JSON. Only legal decks are played.",
    "gf_games": "Games",
    "gf_games_hint": "Up to {max}; without JavaScript the server plays at most {n}.",
    "gf_seed": "Seed",
    "gf_seed_hint": "The same seed gives the same shuffles: game i uses seed + i.",
    "gf_run_button": "Play games",
    "gf_table_button": "Play one game step by step",
    "gf_starting": "Starting…",
    "gf_queued": "Waiting for a worker",
    "gf_running": "Playing",
    "gf_finished": "Finished",
    "gf_failed": "The run failed.",
    "gf_cancelled": "The run was cancelled.",
    "gf_done_of": "games: {done} / {total}",
    "gf_refresh_hint": "This page refreshes itself until the report is ready.",
    "gf_result_hint": "The report opens on its own page, with a link you can share.",
    "gf_compare_heading": "Compare two decks",
    "gf_compare_intro": "Two decks, or two versions of one, play the same seeds (at most {n} games "
                               "each); the difference B − A is given per measure with its 95% interval.",
    "gf_deck_a": "Deck A",
    "gf_deck_b": "Deck B",
    "gf_about_deck_a": "About deck A:",
    "gf_about_deck_b": "About deck B:",
    "gf_games_per_deck": "Games per deck",
    "gf_compare_button": "Compare",
    "gf_comparison": "Comparison",
    "gf_metric": "Measure",
    "gf_ci": "95% interval of B − A",
    "gf_clear": "clear difference",
    "gf_method": "How the decks are compared",
    "gf_engine_words": "The report's sentences and the engine's action names are in English.",
    "gf_report_words": "What each card's text does against a passive opponent is written in English, as the "
                       "card texts are.",
    "gf_report_title": "Goldfish report",
    "gf_run_not_found": "There is no such goldfish report (it may have expired).",
    "gf_share": "Link to this report",
    "gf_share_col": "Share of games",
    "gf_capped": "The form was sent without JavaScript, so the server played at most {n} games.",
    "gf_not_checked": "Legality not checked",
    "gf_in_words": "In words",
    "gf_key_cards": "Key cards",
    "gf_notes": "Notes",
    "gf_coverage": "What the engine plays of this deck",
    "gf_cov_unknown": "This report does not say which cards the engine models: any number here may leave "
                             "card abilities out.",
    "gf_cov_not_modeled": "Cards with abilities not modeled: {n} of {total}",
    "gf_cov_modeled": "played as printed",
    "gf_cov_inert": "nothing to do here",
    "gf_cov_missing": "not modeled",
    "gf_cov_missing_heading": "Abilities the engine does not play",
    "gf_cov_inert_heading": "Abilities that do nothing against a passive opponent",
    "gf_lean_none": "Every ability counted",
    "gf_lean_low": "The numbers lean low",
    "gf_lean_high": "The numbers lean high",
    "gf_lean_both": "The numbers lean both ways",
    "gf_lean_unknown": "Lean unknown",
    "gf_leans_helps": "would help",
    "gf_leans_hurts": "would hurt",
    "gf_leans_unknown": "not reviewed",
    "gf_cov_unreviewed": "{n:plural:card has|cards have} text nobody has reviewed yet: what it would do "
                         "is not known, so which way the numbers lean cannot be told.",
    "gf_cov_reviewed": "Every card's text has been reviewed.",
    "gf_lean_note_none": "Every ability of this deck is played or does nothing against a passive opponent.",
    "gf_lean_note_low": "Abilities the engine does not play would help this deck: the real figures are "
                        "likely better.",
    "gf_lean_note_high": "Abilities the engine does not play would hurt this deck: the real figures are "
                         "likely worse.",
    "gf_lean_note_both": "Abilities the engine does not play pull both ways: some would help this deck, "
                         "some would hurt it.",
    "gf_lean_note_unknown": "Nobody has judged yet whether the abilities the engine does not play would "
                            "help or hurt this deck.",
    "gf_plots": "Plots and outcomes",
    "gf_plot_alt": "Score by round and the round of the win, as a chart",
    "gf_outcomes": "Outcomes",
    "gf_outcome_win": "Won",
    "gf_outcome_eliminated": "Lost",
    "gf_outcome_timeout": "Out of time",
    "gf_dist_win_round": "Round of the win",
    "gf_dist_win_turn": "Turn of the win",
    "gf_dist_stronghold_round": "Round the opponent's stronghold breaks",
    "gf_stat_mean": "mean",
    "gf_stat_median": "median",
    "gf_stat_min": "fastest",
    "gf_stat_max": "slowest",
    "gf_round": "Round",
    "gf_turn": "Turn",
    "gf_games_col": "Games",
    "gf_too_few": "too few games",
    "gf_games_behind": "{n:plural:game|games}",
    "gf_too_few_hint": "A round or turn that fewer than {n} games reached shows no figures: too few games to "
                       "count.",
    "gf_opening": "Opening hands and setup",
    "gf_measure": "Measure",
    "gf_mean": "Mean",
    "gf_median": "Median",
    "gf_range": "Range",
    "gf_common_setups": "Most common setups",
    "gf_economy_round": "Economy by round",
    "gf_economy_turn": "Economy by turn",
    "gf_key_cards_heading": "Key cards in play",
    "gf_never": "Never",
    "gf_card_odds": "Card odds",
    "gf_odds_hint": "Share of games that had seen a copy by the end of each round or turn; below it the "
                           "exact chance of drawing one.",
    "gf_how": "How the games were played",
    "gf_opponent": "Opponent",
    "gf_pilot": "Pilot",
    "gf_assumptions": "The pilot's choices",
    "gf_table_title": "Goldfish table",
    "gf_session_not_found": "There is no such game (it may have expired): start a new one.",
    "gf_bad_action": "That button did not send an action; please choose again.",
    "gf_status": "Game status",
    "gf_phase": "Phase",
    "gf_power": "Power",
    "gf_gold": "Gold",
    "gf_setup_gold": "Setup gold used",
    "gf_reserve": "Reserve",
    "gf_initiative": "Initiative",
    "gf_claim": "Claim",
    "gf_honor": "Honor",
    "gf_fate": "Fate",
    "gf_bid": "Bid",
    "gf_resources": "Resources",
    "gf_broken": "broken",
    "gf_burned": "burned",
    "gf_first_player": "First player",
    "gf_you": "You",
    "gf_unscored": "A manual change was made: this game no longer counts for statistics.",
    "gf_decide": "Your decision",
    "gf_choose_cards": "Choose the cards",
    "gf_confirm_choice": "Confirm the ticked cards",
    "gf_no_actions": "Nothing to decide.",
    "gf_undo": "Undo the last decision",
    "gf_decisions": "Decisions: {n}",
    "gf_board": "The table",
    "gf_hand": "Hand",
    "gf_none": "none",
    "gf_plot": "Plot",
    "gf_plot_deck": "Plot deck",
    "gf_used_plots": "Used plots",
    "gf_characters": "Characters",
    "gf_locations": "Locations",
    "gf_challenges_left": "Challenges left",
    "gf_draw_deck": "Draw deck",
    "gf_discard": "Discard pile",
    "gf_dead": "Dead pile",
    "gf_knelt": "knelt",
    "gf_bowed": "bowed",
    "gf_corrupted": "corrupted",
    "gf_attacking": "attacking",
    "gf_str": "STR",
    "gf_mil": "Military",
    "gf_pol": "Political",
    "gf_glory": "Glory",
    "gf_hp": "Hit points",
    "gf_tokens": "Resource tokens",
    "gf_attached": "Attached",
    "gf_attached_to": "Attached to",
    "gf_duplicates": "Duplicates",
    "gf_card_not_modeled": "ability not modeled",
    "gf_provinces": "Provinces",
    "gf_province": "Province",
    "gf_stronghold": "Stronghold",
    "gf_strength": "strength",
    "gf_face_down": "+{n} face down",
    "gf_rings": "Rings",
    "gf_conflict": "Conflict",
    "gf_opponent_provinces": "The opponent's provinces",
    "gf_dynasty_deck": "Dynasty deck",
    "gf_conflict_deck": "Conflict deck",
    "gf_legend": "Legend",
    "gf_capital": "Your capital",
    "gf_opponent_capital": "The opponent's capital",
    "gf_zone_kingdom": "Kingdom",
    "gf_zone_quest": "Quest",
    "gf_zone_battlefield": "Battlefield",
    "gf_damage": "damage",
    "gf_developments": "developments",
    "gf_log": "The game so far",
    "gf_list_fixed": "The line now names that card, and the list is legal: choose how to play it.",
    "gf_log_cut": "Earlier lines not shown: {n}",
    "gf_table_words": "Card names are as the card data gives them; an edit typed by hand stays as it was typed.",
    "chg_title": "Changes after registration",
    "chg_intro": "Reopen a registration after the lock, give the event its own list, and see what a "
                        "list change would do before applying it. Every change is recorded in the audit trail.",
    "manage_changes": "Reopen registrations, event lists, audit trail",
    "reopen_title": "Reopen registrations",
    "reopen_hint": "The player can then register a new version of the list with the player token. "
                          "New players still cannot register.",
    "reopen_who": "Registration",
    "reopen_all": "All registered players",
    "reopen_until": "Open until",
    "reason": "Reason",
    "reopen_button": "Reopen",
    "reopened_until": "Reopened until {until}",
    "upload_title": "The event's own list",
    "upload_hint": "One list version in the YAML shape of the official lists (code, format, name, issuer, "
                          "effective, source, restricted, banned, pods). Once applied it replaces the official "
                          "list for this event, so copy the official version and add your house bans. "
                          "Uploading changes nothing yet.",
    "list_yaml": "List (YAML)",
    "upload_button": "Upload and check",
    "list_file_empty": "Paste a list version first.",
    "uploads_title": "Uploaded lists",
    "no_uploads": "No list uploaded yet.",
    "uploaded": "Uploaded",
    "applied": "Applied",
    "not_applied": "Not applied",
    "list_in_use": "List in use",
    "official_in_force": "The official list in force on the event's date",
    "whatif_title": "What if the list changes",
    "whatif_hint": "Checks every registered deck against another list version and shows who becomes "
                          "illegal or legal, and why. Nothing is stored until you apply it.",
    "official_lists": "Official versions",
    "event_lists": "Uploaded for this event",
    "whatif_button": "Check every deck",
    "audit_title": "Audit trail",
    "no_audit": "No change recorded yet.",
    "when": "When",
    "who": "Who",
    "what": "What",
    "as_player": "{name} (player)",
    "old_new_hash": "Old → new SHA-256",
    "act_reopened": "Registration reopened",
    "act_reopened_all": "All registrations reopened",
    "act_resubmitted": "New list after the lock",
    "act_list_uploaded": "List uploaded",
    "act_list_applied": "List applied",
    "act_verdict_changed": "Verdict changed by a new list",
    # issue 35: the organizer's corrections, confirmations, sharing, publication marks
    "act_event_updated": "Event settings changed",
    "act_withdrawn": "Withdrawn by the organizer",
    "edit_event": "Change the event's settings",
    "edit_hint": "Until the event is locked. A new format or card-name reading checks every registered "
                 "decklist again; every change is recorded in the audit trail.",
    "save_changes": "Save changes",
    "remove": "Remove",
    "withdraw": "Withdraw this player",
    "withdraw_reason": "Why (the player sees this)",
    "confirm_withdraw": "Yes, remove {player} from the event: the decklist leaves the report, the deck checks "
                        "and the published lists",
    "confirm_lock": "Yes, lock the event now",
    "confirm_apply": "Yes, apply this list: the verdicts above are stored for every player",
    "confirm_reopen": "Yes, reopen: the chosen players may replace their decklists until then",
    "confirm_needed": "Nothing was changed: tick the box to confirm.",
    "withdrawn_by_organizer": "Your registration was withdrawn by the organizer.",
    "event_share_link": "Link for players",
    "event_share_hint": "Players register and look up their decklist with this link. The event's number is "
                  "not enough: only this link opens the event's public pages.",
    "consent_keep": "Keep my earlier choice",
    "consent_choose_yes": "Yes, my decklist may be published after the event",
    "consent_choose_no": "No, do not publish my decklist",
    "consent_hint": "Your choice stays with every new version of your list until you change it; a new "
                    "player who keeps it is not published.",
    "changed_after_publication": "Changed after publication",
    "versions_title": "Versions",
    "after_publication": "after publication",
    "page_n_of": "Page {page} of {pages}",
    "newer": "Newer",
    "older": "Older",
    "player_pages": "Pages of players",
    "first_players": "First players",
    "next_players": "Next {n} players",
    "max_players": "Most players",
    "max_players_hint": "New players are turned away once this many are registered (a venue's size). "
                        "Empty: no limit.",
    "n_of_max": "{n} of {max}",
    "lc_title": "What if the list is {name}",
    "lc_nothing_stored": "Nothing has been stored: the players' verdicts stay as they are until you apply "
                                "this list.",
    "lc_applied": "Applied: the new verdicts and the event's list are stored and recorded in the audit "
                         "trail.",
    "becomes_illegal": "Becomes illegal",
    "becomes_legal": "Becomes legal",
    "stays_legal": "Stays legal",
    "stays_illegal": "Stays illegal",
    "stored_verdict": "Stored",
    "with_this_list": "With this list",
    "lc_new": "New violations",
    "lc_resolved": "No longer violated",
    "lc_apply": "Apply this list",
    "lc_apply_hint": "Stores these verdicts and makes this list the event's list.",
    "reopened_note": "Registration is closed. A player whose registration the organizer reopened can "
                            "still register a new version with the player token.",
    "your_changes": "Changes after the lock",
    "tl_title": "Legality over time",
    "tl_hint": "The deck under every version of the list, each checked on its last day.",
    "tl_no_list": "Before the first list",
    "tl_since": "from {date}",
    "tl_now": "in force",
    "st_none": "not listed",
    "list_template": "Start from the list in use",
    "tl_more": "Further cards: {n}",
    # -- carried over from the branches of this wave (old form; tools/i18n import-legacy moves them) --
    "not_found_text": "There is no page at this address. Perhaps it was mistyped; one of these may help:",
    "error_code": "Error code",
    "error_way_on": "Go on from here:",
    "rule_code": "Rule code",
    "fmt_stronghold": "Stronghold (standard)",
    "fmt_single-core": "Single Core Set",
    "fmt_skirmish": "Skirmish",
    "fmt_jade-edict": "Jade Edict",
    "fmt_joust": "Joust (two players)",
    "fmt_melee": "Melee (multiplayer)",
    "fmt_valyrian": "Valyrian (joust)",
    "fmt_valyrian_melee": "Valyrian (melee)",
    "fmt_standard": "Standard",
    "fmt_casual": "Casual",
    # values of the card data (card_facts.value_name), in the words of the rules documents
    "val_dynasty": "Dynasty",
    "val_conflict": "Conflict",
    "val_province": "Province",
    "val_role": "Role",
    "val_air": "Air",
    "val_earth": "Earth",
    "val_fire": "Fire",
    "val_water": "Water",
    "val_void": "Void",
    "val_keeper": "Keeper",
    "val_seeker": "Seeker",
    "val_military": "Military",
    "val_intrigue": "Intrigue",
    "val_power": "Power",
    "val_order": "Order",
    "val_destruction": "Destruction",
    "text_english_only": "What stands in English here (the card text, some traits) has no translation in the card data.",
    "attr_side": "Deck",
    "attr_influence_cost": "Influence cost",
    "attr_influence_pool": "Influence",
    "attr_elements": "Elements",
    "attr_allowed_clans": "Only for clans",
    "attr_role_restriction": "Only with the role",
    "attr_glory": "Glory",
    "attr_military": "Military skill",
    "attr_political": "Political skill",
    "attr_strength": "Strength",
    "attr_fate": "Fate",
    "attr_honor": "Honor",
    "attr_loyal": "Loyal",
    "attr_income": "Gold",
    "attr_initiative": "Initiative",
    "attr_claim": "Claim",
    "attr_reserve": "Reserve",
    "attr_icons": "Challenge icons",
    "attr_format_only": "Only in the format",
    "attr_loyalty": "Loyalty",
    "attr_power_icons": "Power icons",
    "attr_hit_points": "Hit points",
    "attr_alignment": "Alignment",
    "attr_race_only": "Only for",
    "attr_non_race_only": "Not for",
    "attr_limited": "Limited",
    "attr_hero": "Hero",
    "errata_part": "Changed",
    "source_section": "Section",
    "lists_filter": "Filter by name, date or card",
    "lists_filter_none": "No list version matches.",
    "versions_count": "Versions: {n}",
    "newest_version": "Newest",
    "list_year": "Year {year}",
    "list_pick_by_date": "Leave empty to use the list in force on the tournament date; "
                                "choose an older version here only to check against it.",
    "list_other_version": "Choose another list version",
    "cards_newest": "Newest cards",
    "default_mark": "(default)",
    "cards_found": "Cards found: {n}",
    "cards_live_hint": "Results follow your typing.",
    # issue 38: decks in and out of the check page
    "link_label": "Or check a deck by its link",
    "link_hint": "The address of a public deck or decklist on ThronesDB, EmeraldDB or FiveRingsDB; "
                 "no other site is asked.",
    "link_button": "Read and check",
    "export_label": "Download the deck as",
    "export_button": "Download",
    "export_unread": "Some lines were not understood. Correct them first, so that the file holds "
                     "the whole deck.",
    "expf_text": "Plain text (any game)",
    "expf_thronesdb_json": "ThronesDB JSON (A Game of Thrones)",
    "expf_throneteki_json": "throneteki JSON (A Game of Thrones)",
    "expf_emeralddb_json": "EmeraldDB JSON (Legend of the Five Rings)",
    "expf_o8d": "OCTGN deck file, .o8d (any game)",
    "embed_failed": "This deck could not be checked",
    "embed_problems": "Problems: {n}",
    "embed_by": "checked by deckcheck",
    "card_page": "card page",
    "fix_line": "Put {name} into line {line}",
    "counted_cards": "The cards counted",
    "errf_text": "Card text",
    "errf_name": "Name",
    "errf_traits": "Traits",
    "errf_clarification": "Clarification",
    "errf_restriction": "Restriction",
    "cs_original": "The original printings",
    "cs_redesign": "With the redesigned cards",
    "cs_redesign2": "With the second round of redesigned cards",
    # -- the goldfish page on jobs --------------------------------------------------------------------
    "gf_games_hint_jobs": "Games: at most {max}. They are played in the background; the report page shows the progress.",
    "gf_run_again": "Start a new run",
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
    """A trait (English, as in the data) in ``lang``: "Knight" -> "Ritter"; a trait the data
    keeps as a lower-case id ("courtier") and nobody translated reads as a word ("Courtier")."""
    name = trait_name(value, lang)
    return name[:1].upper() + name[1:] if name.islower() else name


def pack_label(value: str | None, lang: str = "en") -> str:
    """A pack's (English) name in ``lang``: "Core Set" -> "Grundspiel" / "Zestaw podstawowy"."""
    return pack_name(value, lang)
