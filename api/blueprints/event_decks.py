"""The organizer's desk in the API: every registered deck as read (JSON, CSV, plain
text), one player's deck, the logged pick of players whose decks are checked, the
publication of the decklists and the public published lists.

Organizer operations need the event's API key; ``GET .../decklists`` is public once the
organizer has published (after the lock)."""
from __future__ import annotations

import orjson
from flask import Response, stream_with_context

from api.config import API_PREFIX
from api.blueprints import Blueprint
from api.extensions import event_desk
from api.helpers import optional_api_key, SECURITY, api_key_first, next_link, request_lang, require_api_key
from api.schemas_event_desk import (
    DeckPageQuerySchema,
    DeckQuerySchema,
    EventDecksSchema,
    PickCreateSchema,
    PickSchema,
    PicksSchema,
    PublicationSchema,
    PublishedDecklistsSchema,
    RegisteredDeckSchema,
)

blp = Blueprint("event_decks", __name__, url_prefix=f"{API_PREFIX}/events",
                description="The organizer's desk: registered decks as read, deck checks, published decklists.")


@blp.route("/<event:event_id>/decks", methods=["GET"])
@api_key_first
@blp.arguments(DeckPageQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, EventDecksSchema)
@blp.doc(security=SECURITY)
def decks(event_id, lang=None, text_lang=None, limit=None, after=None):
    """A page of the registered decks as read (``limit`` players by name, ``next``: the next
    page's address): sections in a fixed order, counts, each card's pack, the name the player
    wrote beside the reader's, the verdict's violations, the deck code. The downloads
    (decks.csv, decks.txt) hold every deck."""
    desk = event_desk()
    event = desk.events.owned_event(event_id, require_api_key())
    found, cursor = desk.decks_page(event, request_lang(lang), text_lang or "en", after, limit)
    return _json({"event": desk.events.event_view(event, desk.events.player_count(event)), "decks": found,
                  "next": next_link(cursor)})


def _json(body: dict) -> Response:
    """A large answer serialized with orjson as built (its shape is the documented schema's:
    tests/test_api_event_decks.py checks it), not dumped field by field through marshmallow."""
    return Response(orjson.dumps(body), mimetype="application/json")


def download(chunks, mimetype: str, name: str) -> Response:
    """A whole-event download streamed as it is made (a chunk of players read at a time; the
    request's context, and so its CPU charge, lasts until the last chunk)."""
    return Response(stream_with_context(chunks), mimetype=mimetype,
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})


@blp.route("/<event:event_id>/decks.csv", methods=["GET"])
@api_key_first
@blp.arguments(DeckQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, content_type="text/csv", description="One row per card of every deck.")
@blp.doc(security=SECURITY)
def decks_csv(event_id, lang=None, text_lang=None):
    """Every registered deck as CSV (whole, streamed): player, version, deck_code, sha256,
    valid, section, count, card_id, card_name, written_as, written_language, type, pack."""
    desk = event_desk()
    event = desk.events.owned_event(event_id, require_api_key())
    return download(desk.csv(desk.each_deck(event, request_lang(lang))), "text/csv", f"event-{event_id}-decks.csv")


@blp.route("/<event:event_id>/decks.txt", methods=["GET"])
@api_key_first
@blp.arguments(DeckQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, content_type="text/plain", description="Every deck as plain text.")
@blp.doc(security=SECURITY)
def decks_txt(event_id, lang=None, text_lang=None):
    """Every registered deck as the plain text deckbuilders read back (``text_lang``,
    default en), each under ``#`` lines with the player, list version and deck code (whole, streamed)."""
    desk = event_desk()
    event = desk.events.owned_event(event_id, require_api_key())
    return download(desk.text(desk.each_deck(event, request_lang(lang), text_lang or "en")), "text/plain",
                    f"event-{event_id}-decks.txt")


@blp.route("/<event:event_id>/registrations/<player>/deck", methods=["GET"])
@api_key_first
@blp.arguments(DeckQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, RegisteredDeckSchema)
@blp.doc(security=SECURITY)
def deck(event_id, player, lang=None, text_lang=None):
    """One player's registered deck as read (as in ``/decks``)."""
    return event_desk().owned_deck(event_id, player, require_api_key(), request_lang(lang), text_lang or "en")


@blp.route("/<event:event_id>/picks", methods=["POST"])
@api_key_first
@blp.arguments(PickCreateSchema())
@blp.response(201, PickSchema)
@blp.doc(security=SECURITY)
def pick(body, event_id):
    """Pick ``n`` registered players at random for the deck check of a round, seeded and
    logged: each player ranks by SHA-256 of ``deckcheck-pick:<event>:<round>:<seed>:<player>``,
    the lowest ``n`` are picked. Without a ``seed`` a random one is drawn; both are stored."""
    desk = event_desk()
    return desk.pick_view(desk.pick(event_id, require_api_key(), body["n"], body["round"], body.get("seed")))


@blp.route("/<event:event_id>/picks", methods=["GET"])
@api_key_first
@blp.response(200, PicksSchema)
@blp.doc(security=SECURITY)
def picks(event_id):
    """Every pick of the event, oldest first (the audit log: who, when, seed, result)."""
    desk = event_desk()
    return {"picks": [desk.pick_view(p) for p in desk.picks(event_id, require_api_key())]}


@blp.route("/<event:event_id>/publish", methods=["POST"])
@api_key_first
@blp.response(200, PublicationSchema)
@blp.doc(security=SECURITY)
def publish(event_id):
    """Publish the decklists of the players who consented (after the lock; 409
    EVENT_NOT_LOCKED before). Publishing again changes nothing."""
    from deckcheck.services.events import iso_z

    done = event_desk().publish(event_id, require_api_key())
    return {"event": done.event_id, "published_at": iso_z(done.published_at)}


@blp.route("/<event_id>/decklists", methods=["GET"])
@blp.arguments(DeckPageQuerySchema(), location="query", as_kwargs=True)
@blp.response(200, PublishedDecklistsSchema)
def decklists(event_id, lang=None, text_lang=None, limit=None, after=None):
    """The published decklists (public, by the event's public id): the consenting players'
    decks, the others listed as not published; a list changed after publication says so,
    with its versions. 404 DECKLISTS_NOT_PUBLISHED before the organizer publishes."""
    desk = event_desk()
    event = desk.events.public_event(event_id, optional_api_key())
    body = desk.published(event.id, request_lang(lang), text_lang or "en", after, limit)
    return _json({**body, "next": next_link(body["next"])})
