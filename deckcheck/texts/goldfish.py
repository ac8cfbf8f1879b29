"""Goldfish games (ActionError): actions, states, engines and the session service.

German uses the words of seed 001 (Strategiekarte, Strategiestapel, Nachziehstapel,
Agenda, Charakter, Macht, Aufbau); Polish the Polish edition's (intryga, talia intryg,
talia dobierania, agenda, postać, władza). "Goldfish" stays as the players say it.

Fields: ``{kind}`` (an action kind), ``{pending}`` (what the game waits for),
``{outcome}``, ``{field}``, ``{fields}``, ``{op}``, ``{ids}``, ``{limit}``, ``{game}``,
``{error}`` (Python's English explanation), ``{maximum}``, ``{pilot}``, ``{name}`` (a key
card as given), ``{game_a}`` / ``{game_b}`` (the games of two compared decks).
"""
from __future__ import annotations

from deckcheck.message_entries import error

TEXTS = (
    # -- actions --------------------------------------------------------------------------------------
    error("INVALID_ACTION.length",
          en="A logged action has the wrong length."),
    error("INVALID_ACTION.object",
          en="An action must be a JSON object with a 'kind'."),
    error("INVALID_ACTION.kind",
          en="The action needs a 'kind' (a short string)."),
    error("INVALID_ACTION.number",
          en="The action's '{field}' must be a whole number."),
    error("INVALID_ACTION.option",
          en="The action's 'option' must be a short string."),
    error("INVALID_ACTION.cards",
          en="The action's 'cards' must be a list of different card numbers (at most {maximum})."),
    error("INVALID_ACTION.fields",
          en="Unknown action fields: {fields}."),
    error("ILLEGAL_ACTION",
          en="{kind!r} is not a legal action now (waiting for: {pending})."),
    error("GAME_OVER",
          en="The game is over ({outcome})."),
    error("MANUAL_UNSUPPORTED",
          en="This game has no manual operations."),
    error("UNKNOWN_MANUAL_OP",
          en="Unknown manual operation {op!r}."),
    error("INVALID_CARD.needed",
          en="The manual operation needs a card of this deck."),
    error("INVALID_CARD.plot",
          en="Plots and agendas cannot be moved by hand."),
    error("INVALID_CARD.setup",
          en="A facedown setup card goes back with 'unplace'."),
    error("INVALID_CARD.kill",
          en="Only a character in play can be killed."),
    error("INVALID_CARD.power",
          en="Power goes on the faction card or a card in play."),

    # -- states and engines ----------------------------------------------------------------------------
    error("INVALID_STATE.object",
          en="A game state must be a JSON object."),
    error("INVALID_STATE.unreadable",
          en="The game state cannot be read ({error})."),
    error("INVALID_STATE.deck",
          en="The state does not match its deck."),
    error("NO_ENGINE",
          en="There is no goldfish engine for {game!r} yet."),
    error("UNKNOWN_CARD",
          en="Unknown card ids: {ids}."),
    error("WHI_UNPLAYABLE_CARDS",
          en="The WHI goldfish engine cannot play these cards (fulcrums, draft cards or an "
             "unknown card type): {ids}."),
    error("WHI_NO_CAPITAL",
          en="The deck names no capital race and has no race cards to choose one from."),
    error("WHI_UNKNOWN_RACE",
          en="'{race}' is not a race with a capital board (empire, dwarf, high_elf, orc, "
             "chaos, dark_elf)."),
    error("WHI_DECK_TOO_SMALL",
          en="The deck needs more than {limit:plural:card|cards} to draw a starting hand and play a turn."),
    error("INVALID_CARD.in_play",
          en="That manual change needs a card in play."),
    error("INVALID_CARD.zone",
          en="The opponent's capital zone must be 0 (kingdom), 1 (quest) or 2 (battlefield)."),
    error("NO_PLOTS",
          en="The deck has no plot cards; the engine needs a plot deck."),
    error("DRAW_DECK_TOO_SMALL",
          en="The draw deck needs more than {limit:plural:card|cards} to play a round."),
    error("L5R_NO_STRONGHOLD",
          en="The deck has no stronghold; the L5R engine needs one to play."),
    error("L5R_PROVINCES",
          en="The deck needs exactly {limit} provinces (4 in a row and 1 under the stronghold) to play."),
    error("L5R_DECK_TOO_SMALL",
          en="The dynasty and the conflict deck each need at least {limit:plural:card|cards} to play a round."),

    # -- the session service (deckcheck/services/goldfish.py) --------------------------------------------
    error("INVALID_DECK.goldfish",
          en="The deck must be a Deck or a mapping of card id -> count."),
    error("NO_CARD_DATA.goldfish",
          en="No card data is loaded for goldfish games."),
    error("DECK_INVALID",
          en="The deck is not legal in its format; the goldfish engine only plays legal decks."),
    error("INVALID_MAX_ROUNDS",
          en="max_rounds must be between 1 and {maximum}."),
    error("INVALID_GAMES",
          en="games must be between 1 and {maximum}."),
    error("INVALID_SEED",
          en="The seed must be a whole number."),
    error("INVALID_SESSION",
          en="The stored session cannot be read ({error})."),
    error("INVALID_LOG",
          en="The game log cannot be read ({error})."),
    error("UNKNOWN_SESSION",
          en="No such goldfish session (it may have expired)."),
    error("UNKNOWN_PILOT",
          en="No pilot {pilot!r} for {game}."),
    error("UNKNOWN_KEY_CARD",
          en="The deck has no card {name!r} to count as a key card (give its name or code)."),
    error("INVALID_KEY_CARDS",
          en="key_cards must be a list of at most {maximum} card names or codes."),
    error("MIXED_GAMES",
          en="Both decks of a comparison must be of the same game ({game_a} and {game_b})."),
    error("UNKNOWN_RUN",
          en="No such goldfish run (it may have expired)."),
    # -- goldfish jobs (runs played by the workers; api/jobs, deckcheck/services/goldfish_jobs.py) --
    error("GOLDFISH_QUOTA_EXCEEDED.concurrent",
          en="This client already has {active:plural:goldfish run|goldfish runs} waiting or being "
             "played (at most {limit} at a time); wait until one has finished, or cancel one."),
    error("GOLDFISH_QUOTA_EXCEEDED.games",
          en="This run would take this client past {limit:plural:goldfish game|goldfish games} in "
             "an hour ({used} asked for already); try again in {seconds} seconds, or ask for fewer "
             "games."),
    error("GOLDFISH_JOB_FAILED",
          en="The goldfish run could not be played to its end; the error was logged. Try again, "
             "and tell the site's operators if it fails again."),
    error("GOLDFISH_JOB_INCOMPLETE",
          en="Some games of the goldfish run were lost (a worker stopped); the run was not "
             "reported from part of its games. Start it again."),
    error("GOLDFISH_JOB_STALLED",
          en="The goldfish run stopped moving: no game was played for {minutes:plural:minute|minutes} "
             "(a worker or the job queue was lost). It was ended and no longer counts against your "
             "runs at a time. Start it again."),
    error("JOBS_UNAVAILABLE",
          en="Goldfish runs cannot be started right now (the job queue does not answer); try "
             "again later."),
    # -- the goldfish page's table view: undo ------------------------------------------------------
    error("NOTHING_TO_UNDO",
          en="There is no decision to take back yet."),
)
