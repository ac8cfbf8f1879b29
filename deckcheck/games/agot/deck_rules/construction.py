"""The base deck-building rules of seed 001 [§Deckbau], with the agendas' changes.

- exactly one faction (a code, faction cards are not in the data);
- at most one agenda, Alliance adds up to two Banner agendas [§Agendakarten];
- plot deck of exactly 7 cards, at most one title twice [§Strategiestapel],
  "Plot deck limit: X" per title [§Strategiestapel-Limit: X];
- draw deck of at least 60 cards, no maximum;
- at most 3 copies per title, or the card's deck limit [§Deck-Limits, Deck-Limit: X],
  counted by title across agendas, draw deck and plots [§Kopie (einer Karte)];
- cards in-faction or neutral; loyal cards only in their own faction; other
  non-loyal cards only where an agenda allows them [§Loyal, Loyalität].
"""
from __future__ import annotations

from deckcheck.games.agot import codes
from deckcheck.games.agot.deck import agot_deck
from deckcheck.games.agot.factions import FACTIONS
from deckcheck.model import Violation
from deckcheck.names import faction_choice
from deckcheck.rules import primitives
from deckcheck.rules.context import Context

_FACTION_LIST = faction_choice(FACTIONS)      # in words and in the message's language


def faction(ctx: Context) -> list[Violation]:
    """A deck names exactly one faction by its code."""
    given = ctx.deck.faction
    if not given:
        return [Violation(codes.FACTION_REQUIRED, params={"factions": _FACTION_LIST})]
    if agot_deck(ctx).faction is None:
        return [Violation(codes.FACTION_UNKNOWN, params={"faction": given, "factions": _FACTION_LIST})]
    return []


def agendas(ctx: Context) -> list[Violation]:
    """At most one agenda; an agenda like Alliance allows more of a given trait."""
    deck = agot_deck(ctx)
    if deck.agenda_count <= 1:
        return []
    found = []
    allowed = 1 + sum(record.extra_agendas for record in deck.records)
    if deck.agenda_count > allowed:
        found.append(Violation(codes.AGENDA_COUNT, tuple(card.id for card, _ in deck.agendas),
                               expected=allowed, actual=deck.agenda_count))
    for record in deck.records:
        trait = record.extra_agenda_trait
        if trait is None:
            continue
        others = tuple(card.id for card, _ in deck.agendas
                       if card.id not in record.ids and trait not in card.traits)
        if others:
            found.append(Violation(codes.ALLIANCE_BANNER, others, expected=0, actual=len(others)))
    return found


def plot_deck(ctx: Context) -> list[Violation]:
    """Exactly 7 plots (or the agenda's number); one title doubled (or the agenda's
    number); no title over its plot deck limit."""
    deck = agot_deck(ctx)
    params = ctx.format.params
    size = params["plot_deck_size"]
    doubles = params["doubled_plots"]
    for record in deck.records:
        if record.plot_deck_size is not None:
            size = record.plot_deck_size
        if record.doubled_plots is not None:
            doubles = record.doubled_plots
    found = []
    if deck.plot_count != size:
        found.append(Violation(codes.PLOT_DECK_SIZE, (), expected=size, actual=deck.plot_count))
    if not deck.plot_copies:                # no plot title twice
        return found
    doubled = [group for group in deck.plot_copies.values() if group.count > 1]
    if len(doubled) > doubles:
        found.append(Violation(codes.PLOT_DOUBLED, tuple(i for group in doubled for i in group.ids),
                               expected=doubles, actual=len(doubled)))
    for group in doubled:
        if group.count > group.limit:
            found.append(Violation(codes.PLOT_LIMIT, tuple(group.ids), expected=group.limit,
                                   actual=group.count))
    return found


def draw_deck(ctx: Context) -> list[Violation]:
    """At least 60 draw-deck cards (or the highest minimum among the agendas)."""
    deck = agot_deck(ctx)
    minimum = ctx.format.params["draw_minimum"]
    for record in deck.records:
        if record.draw_minimum is not None and record.draw_minimum > minimum:
            minimum = record.draw_minimum
    if deck.draw_count < minimum:
        return [Violation(codes.DRAW_DECK_SIZE, (), expected=minimum, actual=deck.draw_count)]
    return []


def copies(ctx: Context) -> list[Violation]:
    """At most 3 copies per title (lowest deck limit among the printings in the deck),
    agendas, draw deck and plots of one title counted together. Titles that are only
    plots are the plot deck limit's business."""
    deck = agot_deck(ctx)
    if not deck.over_limit and not deck.copies:       # (the usual deck)
        return []
    found = [Violation(codes.COPIES, (card.id,), expected=card.deck_limit, actual=count,
                       params={"title": card.name})
             for card, count in deck.over_limit]
    if deck.copies:
        found.extend(primitives.copies_over_limit(deck.copies, codes.COPIES, also=deck.plot_copies))
    return found


def faction_cards(ctx: Context) -> list[Violation]:
    """Out-of-faction cards: loyal ones never; non-loyal draw-deck cards only when an
    agenda allows them; out-of-faction plots never."""
    deck = agot_deck(ctx)
    if deck.faction is None or not deck.out_of_faction:
        return []
    loyal: list[str] = []
    other: list[str] = []
    allowed = deck.facts.allowed_by(deck.records)
    for card, _ in deck.out_of_faction:
        if card.loyal:
            loyal.append(card.id)
        elif card.type == "plot" or card.id not in allowed:
            other.append(card.id)
    found = []
    if loyal:
        found.append(Violation(codes.LOYAL_OUT_OF_FACTION, tuple(loyal), expected=0, actual=len(loyal),
                               params={"faction": deck.faction}))
    if other:
        found.append(Violation(codes.FACTION_CARDS, tuple(other), expected=0, actual=len(other),
                               params={"faction": deck.faction}))
    return found
