"""Events, API keys, requests and the server's health: the codes of the service layer
and the entry points (EventError, ApiError, the HTTP-level codes of api/errors.py, the
readiness check).

German follows the pages' German (Turnier, Anmeldeschluss, anmelden, Spieler-Token,
Veranstalter); Polish likewise (turniej, termin rejestracji, zgłoszenie, token gracza,
organizator). The HTTP-level templates are werkzeug's default descriptions in English.

Fields: ``{event}`` (an event id), ``{player}``, ``{locked_at}`` / ``{deadline}`` (ISO
times), ``{game}``, ``{event_game}``, ``{id}``, ``{limit}`` (bytes), ``{failed}`` (the
names of failed readiness checks), ``{status}`` (an HTTP status), ``{key}`` (an API key's
id), ``{error}`` (why a sync failed).
"""
from __future__ import annotations

from deckcheck.message_entries import error

TEXTS = (
    # -- events ---------------------------------------------------------------------------------------
    error("EVENT_NOT_FOUND",
          en="There is no event {event}."),
    error("EVENT_FULL",
          en="Event {event} is full: {max_players} players are registered, the most it takes."),
    error("INVALID_REQUEST.max_players",
          en="The most players must be a whole number from 1 to {maximum}, or empty for no limit."),
    error("EVENT_SETTINGS_LOCKED",
          en="Event {event} was locked at {locked_at}: its settings can no longer change."),
    error("REGISTRATION_WITHDRAWN",
          en="The organizer withdrew {player!r}'s registration at {at}; the decklist is no longer "
             "part of the event."),
    error("INVALID_REQUEST.utc_offset",
          en="The time zone must be a UTC offset such as +01:00 or -03:30."),
    error("INVALID_REQUEST.format_house_list",
          en="The event's own list is for another format: apply an official list first, then change "
             "the format."),
    error("INVALID_REQUEST.withdraw_reason",
          en="Say why the player is withdrawn."),
    error("REGISTRATION_NOT_FOUND",
          en="{player!r} has no decklist registered for event {event}."),
    error("EVENT_CLOSED.locked",
          en="Decklists of event {event} can no longer change: the event was locked at "
             "{locked_at}."),
    error("EVENT_CLOSED.deadline",
          en="Decklists of event {event} can no longer change: the registration deadline "
             "{deadline} has passed."),
    error("PLAYER_NAME_TAKEN",
          en="The name {player!r} looks the same as the name of a player already registered for this "
             "event; add what tells you apart (a surname or an initial)."),
    error("REGISTRATION_CONFLICT",
          en="Other decklists for event {event} were being saved at the same moment and this one "
             "could not be; nothing was saved. Send it again."),
    error("WRONG_GAME.event",
          en="The deck is for {game}; event {event} is {event_game}."),
    error("NO_CARD_DATA.events",
          en="No card data is loaded for events."),
    error("INVALID_DEADLINE",
          en="The deadline is out of range."),
    error("DEADLINE_PASSED",
          en="The registration deadline must be in the future."),
    # the pages' own sentences (api/pages/events.py)
    error("DEADLINE_PASSED.page",
          en="The deadline must be in the future."),
    error("INVALID_DATE.deadline",
          en="The deadline must be a date and time."),
    error("INVALID_DATE.deadline_range",
          en="The deadline is out of range."),
    error("INVALID_REQUEST.blank_name",
          en="Enter a name."),

    # -- keys and tokens ------------------------------------------------------------------------------
    error("API_KEY_REQUIRED",
          en="This operation needs an organizer's API key: 'Authorization: Bearer <key>' or "
             "'X-API-Key: <key>' (create one with 'deckcheck apikey create')."),
    error("INVALID_API_KEY",
          en="The API key is not valid (unknown or revoked)."),
    error("PLAYER_TOKEN_REQUIRED",
          en="Send the player's token (X-Player-Token or ?token=) or the organizer's API key."),
    error("PLAYER_TOKEN_REQUIRED.replace",
          en="{player!r} already registered a decklist for event {event}: send the player's token "
             "to replace it."),
    error("INVALID_PLAYER_TOKEN",
          en="The token does not belong to this player and event."),

    # -- cards --------------------------------------------------------------------------------------
    error("CARD_NOT_FOUND",
          en="No {game} card has the id {id!r}."),
    error("CARD_NOT_FOUND.any_game",
          en="No card has the id {id!r}."),

    # -- the command line -------------------------------------------------------------------------
    error("NO_CARD_DATA.any_game",
          en="No cards are loaded; run 'deckcheck db sync'."),
    error("SYNC_FAILED",
          en="The sync failed; the database was not changed: {error}"),
    error("API_KEY_NOT_FOUND",
          en="There is no active API key {key}."),

    # -- requests -------------------------------------------------------------------------------------
    error("INVALID_REQUEST",
          en="The request was well-formed but was unable to be followed due to semantic errors."),
    error("INVALID_REQUEST.schema",
          en="The request does not match its schema; see details."),
    error("INVALID_REQUEST.deck",
          en="The deck does not match the request schema; see details."),
    error("INVALID_REQUEST.blank_player",
          en="'player' must not be blank."),
    error("INVALID_REQUEST.mixed_script_player",
          en="The player name mixes letters of different alphabets in one word ('{word}'); write "
             "each word in one alphabet."),
    error("MALFORMED_SHARE_LINK",
          en="This link does not hold a deck (it was cut short or changed); ask for the link again."),
    error("MALFORMED_JSON.body",
          en="The body is not valid JSON."),
    error("MALFORMED_JSON.number",
          en="A number in the JSON has {digits:plural:digit|digits}; at most {maximum} are read."),
    error("INVALID_TEXT.nul",
          en="The text in {field!r} holds a NUL character (\\u0000), which is not accepted."),
    error("BODY_TOO_LARGE",
          en="The body is larger than the limit of {limit:plural:byte|bytes}."),
    error("EMPTY_BODY.deck",
          en="The request has no body: send a JSON object with a deck ('game' and 'cards') or a "
             "decklist ('decklist')."),
    error("EMPTY_BODY.batch",
          en="The request has no body: send a JSON object whose 'decks' lists the decks to check."),
    error("UNSUPPORTED_MEDIA_TYPE.json",
          en="The body must be JSON, sent with the header 'Content-Type: application/json'."),
    error("BODY_TOO_LARGE.decklist",
          en="The decklist is longer than {maximum:plural:character|characters}."),
    error("INTERNAL_ERROR",
          en="Internal error; this is a bug, please report it."),
    error("INTERNAL_ERROR.batch",
          en="This deck could not be checked because of a bug; please report it."),
    # HTTP statuses without a sentence of ours (api/errors.py CODE_BY_STATUS): werkzeug's
    # default descriptions
    error("BAD_REQUEST",
          en="The browser (or proxy) sent a request that this server could not understand."),
    error("UNAUTHORIZED",
          en="The server could not verify that you are authorized to access the URL requested. "
             "You either supplied the wrong credentials (e.g. a bad password), or your browser "
             "doesn't understand how to supply the credentials required."),
    error("FORBIDDEN",
          en="You don't have the permission to access the requested resource. It is either "
             "read-protected or not readable by the server."),
    error("NOT_FOUND",
          en="The requested URL was not found on the server. If you entered the URL manually "
             "please check your spelling and try again."),
    error("METHOD_NOT_ALLOWED",
          en="The method is not allowed for the requested URL."),
    error("NOT_ACCEPTABLE",
          en="The resource identified by the request is only capable of generating response "
             "entities which have content characteristics not acceptable according to the "
             "accept headers sent in the request."),
    error("CONFLICT",
          en="A conflict happened while processing the request. The resource might have been "
             "modified while the request was being processed."),
    error("URI_TOO_LONG",
          en="The request line (method and URL) is too long."),
    error("HEADERS_TOO_LARGE",
          en="The request has too many header fields, or one that is too large."),
    error("REQUEST_TIMEOUT",
          en="The request did not arrive in time; send it again, whole."),
    error("UNSUPPORTED_MEDIA_TYPE",
          en="The server does not support the media type transmitted in the request."),
    error("TOO_MANY_REQUESTS",
          en="This user has exceeded an allotted request count. Try again later."),
    error("TOO_MANY_REQUESTS.limit",
          en="Too many requests (limit: {limit}); try again later."),
    error("WORK_QUOTA_EXCEEDED",
          en="This client has used its share of the server's time for heavy requests (large "
             "batches, long decklists); try again in {seconds} seconds, or send fewer decks per "
             "request."),
    error("SERVICE_UNAVAILABLE",
          en="The server is temporarily unable to service your request due to maintenance "
             "downtime or capacity problems. Please try again later."),
    error("HTTP_ERROR",
          en="The request failed (HTTP {status})."),

    # -- the server's health ------------------------------------------------------------------------------
    error("NOT_READY",
          en="Not ready: {failed}."),
    error("EVENTS_UNAVAILABLE",
          en="The database schema is out of date; run 'deckcheck db upgrade'."),
    error("DATABASE_ERROR",
          en="The database could not answer; try again."),
    error("DATABASE_UNAVAILABLE",
          en="The database cannot be reached right now; try again shortly."),
    # -- carried over from the branches of this wave (old form; tools/i18n import-legacy moves them) --
    error("NO_CARD_DATA.cli",
          en="No {game} cards are loaded in the database {database}; load them with '{command}'."),
    error("NO_CARD_DATA.cli_any_game",
          en="No cards are loaded in the database {database}; load them with '{command}'."),
    error("EVENT_NOT_LOCKED",
          en="Event {event} is not locked yet: its decklists can be published only after the lock."),
    error("DECKLISTS_NOT_PUBLISHED",
          en="The decklists of event {event} have not been published."),
    error("DECKLISTS_NOT_PUBLISHED.not_locked",
          en="The decklists of event {event} are not public: the event is not locked yet, and the "
             "organizer can publish them only after the lock."),
    error("REOPEN_UNTIL_PASSED",
          en="The new deadline {until} is not in the future."),
    error("LIST_UPLOAD_NOT_FOUND",
          en="Event {event} has no uploaded list {upload}."),
    error("LIST_CHANGE_CONFLICT",
          en="Decklists of event {event} changed while the list change was being checked; nothing "
             "was stored. Run it again."),
    error("INVALID_REQUEST.list_change",
          en="Name the list version to compare with."),
    error("INVALID_LIST_FILE.too_large",
          en="The list is too long: {characters:plural:character|characters}, at most {maximum}."),
    error("INVALID_LIST_FILE.yaml",
          en="The list could not be read: {error}"),
    error("INVALID_LIST_FILE.versions",
          en="The list must hold exactly one version under 'versions'; it holds {count}."),
    error("INVALID_LIST_FILE.no_family",
          en="This event's format uses no restricted or banned list."),
    error("INVALID_LIST_FILE.format",
          en="The list is for the format {format!r}; this event needs a list for {expected!r}."),
    error("INVALID_LIST_FILE.too_long",
          en="The field {field!r} of the list is too long (at most {maximum} characters)."),
    error("INVALID_LIST_FILE.too_many",
          en="The list names {entries:plural:card|cards}; at most {maximum} are accepted."),
    error("INVALID_LIST_FILE.unknown_cards",
          en="The list names cards this game does not have ({count}): {cards}."),
)
