"""Which printings a format allows: "X format only" text, title cards, release dates,
and the list version in force (restricted, banned, card-set printings, pods).

The lists are not in seed 001; their semantics follow throneteki-json-data's
``restricted-list.json`` schema: at most one restricted card (by title), no banned
card, none of the version's ``bannedCards`` printings (originals replaced in its card
set), and per pod either "with the pod's restricted card in the deck, none of the
pod's cards" or "at most one card of the pod".
"""
from __future__ import annotations

from deckcheck.games.agot import codes
from deckcheck.games.agot.deck import agot_deck
from deckcheck.model import Violation
from deckcheck.rules import primitives
from deckcheck.rules.context import Context


def format_only(ctx: Context) -> list[Violation]:
    """"Draft format only." and the like: legal only in the format the card names."""
    deck = agot_deck(ctx)
    if not deck.format_only:
        return []
    allowed = ctx.format.params["format_only_allowed"]
    bad = tuple(card.id for card in deck.format_only if card.format_only not in allowed)
    if not bad:
        return []
    return [Violation(codes.FORMAT_ONLY, bad, expected=0, actual=len(bad),
                      params={"format": ctx.format.name})]


def not_deck_cards(ctx: Context) -> list[Violation]:
    """Title cards (melee titles, Kingsmoot variant titles) are never deck cards."""
    deck = agot_deck(ctx)
    if not deck.title_cards:
        return []
    return [Violation(codes.NOT_DECK_CARD, tuple(deck.title_cards), expected=0,
                      actual=len(deck.title_cards))]


def unreleased(ctx: Context) -> list[Violation]:
    deck = agot_deck(ctx)
    if not deck.unreleased or not ctx.format.tournament:
        return []
    return [Violation(codes.UNRELEASED, tuple(deck.unreleased), actual=len(deck.unreleased),
                      params={"date": ctx.as_of.isoformat()})]


def restricted(ctx: Context) -> list[Violation]:
    """At most one restricted title (a card also banned is left to the banned rule)."""
    deck = agot_deck(ctx)
    if not deck.list_hits:
        return []
    return list(primitives.restricted_list(deck.list_hits, ctx.list_version, codes.RESTRICTED_LIST))


def banned(ctx: Context) -> list[Violation]:
    """No card of the version's banned list; no printing outside its card set."""
    deck = agot_deck(ctx)
    lv = ctx.list_version
    if lv is None or not deck.list_hits:
        return []
    found = []
    banned_ids = tuple(card.id for card, _ in deck.list_hits if card.id in lv.banned)
    if banned_ids:
        found.append(Violation(codes.BANNED, banned_ids, expected=0, actual=len(banned_ids),
                               params={"list": lv.name}))
    printings = tuple(card.id for card, _ in deck.list_hits
                      if card.id in lv.banned_printings and card.id not in lv.banned)
    if printings:
        found.append(Violation(codes.CARD_SET, printings, expected=0, actual=len(printings),
                               params={"list": lv.name, "card_set": lv.card_set or "-"}))
    return found


def pods(ctx: Context) -> list[Violation]:
    deck = agot_deck(ctx)
    lv = ctx.list_version
    index = deck.list_index
    if lv is None or index is None or not lv.pods or not deck.list_hits:
        return []
    pods_of, restricted_pods = index.pods_of, index.restricted_pods
    touched: set[int] = set()
    in_deck: dict[str, str] = {}                 # card id -> title
    for card, _ in deck.list_hits:
        in_deck[card.id] = card.title
        if card.id in pods_of:
            touched.update(pods_of[card.id])
        if card.id in restricted_pods:
            touched.update(restricted_pods[card.id])
    found = []
    for n in sorted(touched):
        pod = lv.pods[n]
        present = sorted(i for i in pod.cards if i in in_deck and i != pod.restricted)
        if pod.restricted:
            if pod.restricted in in_deck and present:
                found.append(Violation(codes.POD_RESTRICTED, (pod.restricted, *present), expected=0,
                                       actual=len(present), params={"list": lv.name}))
        else:
            titles = {in_deck[i] for i in present}
            if len(titles) > 1:
                found.append(Violation(codes.POD, tuple(present), expected=1, actual=len(titles),
                                       params={"list": lv.name}))
    return found
