"""Reading decklists: the errors that stop a reader (DeckInputError) and the problems it
reports and reads past (ParseProblem).

Fields: ``{line}`` (line number), ``{count}``, ``{maximum}``, ``{name}`` / ``{value}`` /
``{pack}`` (text from the decklist), ``{id}``, ``{field}``, ``{error}`` (the parser's own,
English explanation), ``{game}`` (a game id), ``{games}`` (the registered games).
"""
from __future__ import annotations

from deckcheck.message_entries import error, problem

TEXTS = (
    # -- the size of the input --------------------------------------------------------------------
    error("DECK_TOO_LARGE.lines",
          en="The decklist has {lines:plural:line|lines}; at most {maximum} are read."),
    error("DECK_TOO_LARGE.characters",
          en="The decklist has {characters:plural:character|characters}; at most {maximum} are read."),
    error("DECK_TOO_LARGE.cards",
          en="The deck has {cards:plural:card|cards}; at most {maximum} are accepted."),
    error("DECK_TOO_LARGE.entries",
          en="The deck lists {entries} different cards."),
    error("DECK_TOO_LARGE.entry_limit",
          en="The deck lists more than {maximum} entries."),
    # the work one request may do (deckcheck.decklists.budget): the request is refused
    error("REQUEST_TOO_LARGE.lines",
          en="Reading this request needs at least {used:plural:line|lines} (decklist lines, read once for "
             "every game tried when a decklist does not give its game, and deck entries); one "
             "request may read at most {maximum}. Send fewer decks per request, or give each "
             "decklist's 'game'."),
    error("REQUEST_TOO_LARGE.fuzzy",
          en="Reading this request needs more than {maximum} searches for card names that no "
             "card has exactly; one request may make at most {maximum}. Send fewer decks per "
             "request, or correct the names."),
    error("REQUEST_TOO_LARGE.corrections",
          en="Reading this request needs more than {maximum} look-ups to correct misspelled "
             "card names; one request may make at most {maximum}. Send fewer decks per request, "
             "or correct the names."),
    error("REQUEST_TOO_LARGE.time",
          en="Reading this request needs more than {maximum} ms of the server's time; one "
             "request may take at most {maximum} ms. Send fewer decks per request."),
    error("REQUEST_TOO_LARGE.decks",
          en="The request holds more than {maximum} decks; one request may hold at most "
             "{maximum}."),
    error("INVALID_DECKLIST",
          en="The decklist must be text."),
    error("EMPTY_DECKLIST",
          en="The decklist is empty."),
    error("INVALID_TEXT",
          en="The decklist holds text that is not valid Unicode (an unpaired surrogate escape "
             "such as \\ud800)."),

    # -- counts -------------------------------------------------------------------------------------
    error("INVALID_COUNT.line",
          en="Line {line}: the count {count} is not possible; use 0 to {maximum}."),
    error("INVALID_COUNT.octgn",
          en="Line {line}: qty {count!r} of {name!r} must be a whole number from 0 to {maximum}."),
    error("INVALID_COUNT.whole",
          en="The count of {id!r} must be a whole number."),
    error("INVALID_COUNT.range",
          en="The count of {id!r} is {count}; it must be between 0 and {maximum}."),

    # -- JSON decks -----------------------------------------------------------------------------------
    error("MALFORMED_JSON.syntax",
          en="The JSON is malformed: {error} (line {line})."),
    error("MALFORMED_JSON.nesting",
          en="The JSON is nested too deeply."),
    error("INVALID_DECK",
          en="A deck must be a JSON object."),
    error("UNKNOWN_DECK_FORMAT",
          en="The JSON is no deck format deckcheck reads (canonical deck with 'game' and "
             "'cards', ThronesDB with 'slots', FiveRingsDB/EmeraldDB with 'cards')."),
    error("INVALID_CARDS.missing",
          en="The deck has no 'cards'."),
    error("INVALID_CARDS.shape",
          en="'cards' must be an object of id -> count or a list."),
    error("INVALID_CARDS.entry",
          en="Each entry of 'cards' must be {{\"id\": ..., \"count\": ...}}."),
    error("INVALID_CARDS.slots",
          en="'slots' must be an object of card code -> count."),
    error("INVALID_CARDS.agendas",
          en="'agendas' must be a list of card codes."),
    error("INVALID_CARD_ID",
          en="Card ids must be non-empty strings."),
    error("INVALID_CARD_ID.agenda",
          en="Each agenda must be a card code."),
    error("INVALID_FIELD.text",
          en="'{field}' must be a string of at most {maximum} characters."),
    error("INVALID_FIELD.string",
          en="'{field}' must be a string."),
    error("INVALID_DATE",
          en="'{field}' must be a date like 2026-11-21."),

    # -- OCTGN files ----------------------------------------------------------------------------------
    error("FORBIDDEN_XML",
          en="The OCTGN file declares a DTD or entities, which are not accepted."),
    error("MALFORMED_XML.syntax",
          en="The OCTGN file is not valid XML: {error}."),
    error("MALFORMED_XML.root",
          en="An OCTGN deck file must have a <deck> root element."),

    # -- which game, which pool -----------------------------------------------------------------------
    error("UNKNOWN_GAME",
          en="Unknown game {game!r}; use one of {games}."),
    error("UNKNOWN_GAME.field",
          en="'game' must be one of {games}."),
    error("UNKNOWN_GAME.undetected",
          en="Could not tell which game the decklist is for; pass 'game' ({games})."),
    error("UNKNOWN_GAME.bare",
          en="Unknown game {game!r}."),
    error("WRONG_GAME.asked",
          en="The deck is for {deck_game}, but game {game!r} was asked for."),
    error("NO_CARD_DATA",
          en="No {game} cards are loaded; run 'deckcheck db sync'."),
    error("NO_CARDS_FOUND",
          en="No line of the decklist names a card of {game_name}; {count:plural:line was|lines were} "
             "not understood (see details)."),

    # nothing was read, and the lines name cards of another loaded game
    error("NO_CARDS_FOUND.other_game",
          en="No line of the decklist names a card of {game_name}; it looks like a list for "
             "{other} ({count:plural:line was|lines were} not understood, see details)."),

    # -- parse problems (the reader goes on) -----------------------------------------------------------
    problem("UNKNOWN_NAME",
            en="Line {line}: no card is named {name!r}."),
    problem("AMBIGUOUS_NAME",
            en="Line {line}: {name!r} names {count} different cards; put it under a heading "
               "(e.g. Characters) or use the card id."),
    # under a heading that does not settle it: the pack or the id does
    problem("AMBIGUOUS_NAME.pack",
            en="Line {line}: {name!r} names {count} different cards; add the pack in parentheses "
               "after the name or use the card id."),
    # the line names a pack ("(Core Sett)") that is no pack we know, and the name has several
    # cards: the pack would have chosen one, so none is guessed
    problem("AMBIGUOUS_NAME.unknown_pack",
            en="Line {line}: {pack!r} is not a pack we know, and {name!r} names {count} different "
               "cards; write the pack's full name or its code, or use the card id."),
    # the line names a known pack that has no card of that name (and the name has several cards)
    problem("AMBIGUOUS_NAME.not_in_pack",
            en="Line {line}: {pack!r} has no card named {name!r}, and that name has {count} "
               "different cards in other packs; name the pack the card is from, or use the card id."),
    # OCTGN: the same sentence as an unknown name (the code still tells them apart)
    problem("AMBIGUOUS_NAME.octgn",
            en="Line {line}: no card is named {name!r}."),
    # strict reading: a name close to one card is not read as it (the candidate is named)
    problem("UNKNOWN_NAME.strict",
            en="Line {line}: no card is named {name!r}; strict reading does not correct names."),
    # appended to a problem with candidates, each named with its pack and faction
    problem("DID_YOU_MEAN",
            en="Did you mean {candidates}?"),
    # a line read only after correcting its name (a verdict's "corrections"); {card} names
    # the card with its pack and faction
    problem("CORRECTED_NAME",
            en="Line {line}: {name!r} was read as {card}, the one card with a name that close."),
    problem("UNKNOWN_ID",
            en="Line {line}: the id {id!r} is not known."),
    problem("UNKNOWN_ID.name",
            en="Line {line}: neither the id {id!r} nor the name {name!r} is known."),
    # the line can be read in two ways that differ in count or card ("Name x3" where a card
    # is named "Name x3" too): {readings} lists them ("3× Ornate Fan or 1× Ornate Fan x3")
    problem("UNCERTAIN_COUNT",
            en="Line {line}: the count is not certain: the line can be read as {readings}; it is "
               "not read. Write the count before the name (3x Name)."),
    # a number after a name that is no count notation ("Ornate Fan 3")
    problem("UNCERTAIN_COUNT.number",
            en="Line {line}: no card is named {name!r}; it could be {readings}, but a number "
               "after a name is not read as a count. Write the count before the name (3x Name)."),
    problem("UNREADABLE_LINE",
            en="Line {line} is too long to be a card line."),
    problem("TOO_MANY_PROBLEMS",
            en="More than {maximum} lines were not understood; the rest are not listed."),
    # appended to a count violation (too few cards) of a deck with lines not read
    problem("UNREAD_LINES_MAY_EXPLAIN",
            en="Lines that were not read may hold the missing cards."),
    # a faction / clan / race line (the variant is the game's word for it)
    problem("UNKNOWN_FACTION.faction",
            en="Line {line}: {value!r} is not a known faction."),
    problem("UNKNOWN_FACTION.clan",
            en="Line {line}: {value!r} is not a known clan."),
    problem("UNKNOWN_FACTION.race",
            en="Line {line}: {value!r} is not a known race."),
    problem("UNKNOWN_FACTION.octgn",
            en="{value!r} is not a known faction."),
    problem("CONFLICTING_FACTION.faction",
            en="Line {line}: a second faction {value!r}; keeping {kept!r}."),
    problem("CONFLICTING_FACTION.clan",
            en="Line {line}: a second clan {value!r}; keeping {kept!r}."),
    problem("CONFLICTING_FACTION.race",
            en="Line {line}: a second race {value!r}; keeping {kept!r}."),
    # the list was read as one game, but its lines name another game's cards (or the OCTGN
    # file names another game)
    problem("LOOKS_LIKE_OTHER_GAME",
            en="This looks like a list for {other}, not for {game}."),
    problem("LOOKS_LIKE_OTHER_GAME.octgn",
            en="This OCTGN file is for {other}, not for {game}."),
    problem("LOOKS_LIKE_OTHER_GAME.octgn_unknown",
            en="This OCTGN file is for another game (OCTGN game id {id}), not for {game}."),
    problem("UNSUPPORTED_FORMAT",
            en="The deck is for the format {format!r}, which deckcheck does not have; it is "
               "checked in the default format."),
)
