"""The rules of the player's capital: zones and their power, playing cards (cost and the
loyalty tax, Limited, one Hero per zone, zone restrictions), developments, damage and
leaving play, drawing (and decking).

Rules taken from outside the seed (the seed [004] is an FAQ that assumes the rulebook):
- Each capital zone has printed power: kingdom 3 (resources), quest 1 (cards), battlefield
  0; each card's power icons add to its zone's power (halogenandtoast/WarhammerInvasion
  docs/rules/game-structure.md "Zones"; cautionsmallparts.com "Warhammer: Invasion" says the
  same of kingdom and quest).
- Loyalty: each loyalty icon of a card costs 1 more resource unless offset by a card of
  that race already in play, the capital counting as one (FFG designer diary "The Best
  Defense", fantasyflightgames.com news 2009-07-23, section "Loyalty Icons";
  halogenandtoast docs/rules/cards.md "Cost = printed cost + loyalty cost", with the
  rulebook's Thyrus Gorman example); [004
  §Loyalität, HgF] adds that loyalty is not "cost" for other effects, only cards in play
  count, and a card played "for no cost" pays no loyalty.
- Each capital zone has 8 hit points; each development in a zone adds 1 (halogenandtoast
  docs/rules/game-structure.md "Zones"; cautionsmallparts.com: "8 damage points to 2 of the
  3 sides").
- Unique: no second copy in play; a legend goes onto the capital, one at a time, only with
  a loyalty icon matching the capital's race; Limited, "Limit one Hero per zone", zone
  restrictions on entry ("Battlefield only") (halogenandtoast docs/rules/cards.md "Unique
  cards", "Legends"; effects.md "Limited", "Limit one Hero per zone", "Kingdom / Quest /
  Battlefield only").
- A unit played into the quest zone may be played onto a quest card there ("questing"),
  one unit per quest; the quest's resource tokens are lost when the unit leaves play or is
  moved out (halogenandtoast docs/rules/cards.md "Sending a unit on a quest", after FAQ
  v1.7; [004 §HgF] for moving).
- A player with no cards left in its deck is eliminated at once (halogenandtoast/
  WarhammerInvasion docs/rules/effects.md "Running out of cards" and game-structure.md
  "Players and goal", the engine's condensed rulebook; entropicorder.net's review: "run out
  their deck to win"); the seed says nothing about it.
From the seed: "Limited" (one Limited card per turn; the card text in the data), "Limit
one Hero per zone" also for putting into play and moving [004 §HgF]; a unit with 0 hit
points and no damage is destroyed at once [004 §HgF]; playing units, supports, quests and
developments only in the owner's capital phase [004 §Offizielle Regelklarstellungen].
"""
from __future__ import annotations

from deckcheck.games.whi.engine import events as ev
from deckcheck.games.whi.engine.attachments import attachments_on
from deckcheck.games.whi.engine.cards import LEGEND, QUEST_CARD, SUPPORT, UNIT
from deckcheck.games.whi.engine.opponent import breaks_to_win, hit_points_of
from deckcheck.games.whi.engine.state import (
    DECK,
    DEVELOPMENT,
    DISCARD,
    HAND,
    IN_ZONE,
    ON_CAPITAL,
    QUEST,
    ZONE_NAMES,
    WhiState,
)
from deckcheck.goldfish import piles
from deckcheck.goldfish.abilities import runtime
from deckcheck.goldfish.state import ELIMINATED, WIN

ZONE_POWER = (3, 1, 0)          # printed power of kingdom, quest, battlefield
ZONE_HIT_POINTS = 8             # each zone of a capital, +1 per development


# -- what a card is now (its printed value, changed by constants and lasting effects) ----------
def _stat(state: WhiState, card: int, name: str) -> int:
    """The change of a printed number by constants and lasting effects (0 at once when no
    MODIFY constant of the deck changes it and nothing lasts)."""
    if not state.lasting and name not in state.table.modifies:
        return 0
    return ev.stat(state, state.hooks, card, name)


def power(state: WhiState, card: int) -> int:
    if not state.lasting and "power" not in state.table.modifies:
        return state.table.power[card]
    return max(0, state.table.power[card] + _stat(state, card, "power"))


def usefulness(state: WhiState, c: int) -> tuple:
    """The pilot's order of the player's cards, least useful first: not attacking, lowest
    power, lowest cost (then the lower instance)."""
    return (c in state.attackers, power(state, c), state.table.cost[c], c)


def combat_bonus(state: WhiState, card: int) -> int:
    """"Deals +X damage in combat": the change of the stat ``combat_damage`` (0 in print)."""
    return _stat(state, card, "combat_damage") if state.table.combat_bonus else 0


def hit_points(state: WhiState, card: int) -> int:
    return max(0, state.table.hit_points[card] + _stat(state, card, "hit_points"))


def keyword(state: WhiState, card: int, name: str) -> int:
    """A keyword's X on a card: printed, plus what constants and lasting effects grant
    (``Effect("grant", X, target, value=("keyword", name))``)."""
    printed = state.table.kw(card, name)
    if state.table.x_keyword and state.table.x_keyword[card] == name:
        printed = x_value(state, card)
    if not state.lasting and not state.table.index.constants.get("grant"):
        return printed
    return printed + runtime.constant_total(state, state.hooks, "grant", card, ("keyword", name))


def x_value(state: WhiState, card: int) -> int:
    """X of a keyword printed as X, as the card's text defines it (text.x_rule): "the
    number of development cards in this zone", "the number of other [Race] units in this
    zone", "the number of resource tokens on this unit", "the highest loyalty on a [Race]
    card you control", "the damage on that unit"; 0 for a definition the engine does not
    read ("Unless a card ... defines it, X is always 0", halogenandtoast/WarhammerInvasion
    docs/rules/effects.md "The letter X")."""
    rule = state.table.x_rule[card]
    if not rule:
        return 0
    name, arg = rule
    z = zone_of(state, card)
    if name == "developments_in_zone":
        return len(state.developments[z]) if z >= 0 else 0
    if name == "other_race_units_in_zone":
        t = state.table
        return sum(1 for c in units(state, z) if c != card and t.race_of[c] == arg) if z >= 0 else 0
    if name == "tokens":
        return state.tokens.get(card, 0)
    if name == "highest_loyalty":
        t = state.table
        cards = state.in_play_cards() + ((state.legend,) if state.legend >= 0 else ())
        return max((t.loyalty[c] for c in cards if t.race_of[c] == arg), default=0)
    if name == "damage":
        return state.damage.get(card, 0)
    return 0


def zone_of(state: WhiState, card: int) -> int:
    """The zone (KINGDOM, QUEST, BATTLEFIELD) a card in play is in, or -1."""
    return piles.place_of(state.zones, card)


def zone_power(state: WhiState, zone: int) -> int:
    """The zone's printed power plus the power of its units and supports (developments
    have none [004 §HgF: a facedown development has no power])."""
    cards = state.zones[zone]
    if not state.lasting and not state.table.modifies:
        p = state.table.power
        return ZONE_POWER[zone] + sum(p[c] for c in cards)
    total = ZONE_POWER[zone] + sum(power(state, c) for c in cards)
    return max(0, total + _stat(state, -1, ZONE_NAMES[zone]))


def units(state: WhiState, zone: int = -1) -> list[int]:
    kind = state.table.kind
    cards = state.in_play_cards() if zone < 0 else state.zones[zone]
    return [c for c in cards if kind[c] == UNIT]


# -- costs -------------------------------------------------------------------------------------
def loyalty_counts(state: WhiState) -> dict[str, int]:
    """Per race: the cards of that race the player has in play (the capital counts as one
    of its race; an alliance counts for each race it provides, its text says so)."""
    provides = state.table.provides
    counts = {state.race: 1}
    cards = state.in_play_cards()
    if state.legend >= 0:
        cards += (state.legend,)
    for c in cards:
        for race in provides[c]:
            counts[race] = counts.get(race, 0) + 1
    return counts


def loyalty_in_play(state: WhiState, race: str) -> int:
    return loyalty_counts(state).get(race, 0)


def loyalty_tax(state: WhiState, card: int, counts: dict[str, int] | None = None) -> int:
    t = state.table
    if not t.loyalty[card] or t.race_of[card] == "neutral":
        return 0
    if counts is None:
        counts = loyalty_counts(state)
    return max(0, t.loyalty[card] - counts.get(t.race_of[card], 0))


def play_cost(state: WhiState, card: int, counts: dict[str, int] | None = None) -> int:
    """Resources to play ``card`` from hand: its cost (changed by effects) + the loyalty tax
    (``counts``: loyalty_counts, when the caller asks for many cards at once)."""
    t = state.table
    cost = t.cost[card]
    if cost and (state.lasting or "cost" in t.modifies):
        cost = max(0, cost + _stat(state, card, "cost"))
    if not t.loyalty[card]:
        return cost
    return cost + loyalty_tax(state, card, counts)


def hero_in(state: WhiState, zone: int) -> bool:
    hero = state.table.hero
    return any(hero[c] for c in state.zones[zone])


def zones_for(state: WhiState, card: int) -> list[int]:
    """The zones ``card`` may be played into now (not counting its cost)."""
    t = state.table
    kind = t.kind[card]
    if kind == QUEST_CARD:
        out = [QUEST]
    elif kind in (UNIT, SUPPORT):
        out = [t.only_zone[card]] if t.only_zone[card] >= 0 else [0, 1, 2]
    else:
        return []
    if t.hero[card]:
        out = [z for z in out if not hero_in(state, z)]
    return out


def may_play(state: WhiState, card: int) -> bool:
    """Limited: one Limited card per turn [card text "Limited (you cannot play more than one
    limited card per turn)"]; a unique card not already in play."""
    t = state.table
    if t.limited[card] and state.limited_turn == state.round:
        return False
    if t.unique[card]:
        title = t.title[card]
        if any(t.title[c] == title for c in state.in_play_cards()):
            return False
        if state.legend >= 0 and t.title[state.legend] == title:
            return False
    if t.kind[card] == LEGEND:
        return state.legend < 0 and (t.race_of[card] == state.race or t.race_of[card] == "neutral")
    return True


def spend(state: WhiState, amount: int) -> None:
    state.resources -= amount
    state.spent += amount


def gain(state: WhiState, amount: int) -> None:
    if amount > 0:
        state.resources += amount
        state.gained += amount


# -- moving cards -------------------------------------------------------------------------------
def from_where(state: WhiState, card: int) -> None:
    """Take ``card`` out of the pile or zone it is in."""
    w = state.where[card]
    if w == HAND:
        state.hand.remove(card)
    elif w == DECK:
        state.deck.remove(card)
    elif w == DISCARD:
        state.discard.remove(card)
    elif w == IN_ZONE:
        piles.take(state.zones, zone_of(state, card), card)
    elif w == DEVELOPMENT:
        z = piles.place_of(state.developments, card)
        piles.take(state.developments, z, card)


def enter_zone(state: WhiState, card: int, zone: int, how: str = "play") -> None:
    """Put a unit or support (or a quest) into one of the player's zones."""
    from_where(state, card)
    piles.put(state.zones, zone, card)
    state.where[card] = IN_ZONE
    title = state.table.title[card]
    if title not in state.in_play:
        state.in_play[title] = state.round
    ev.note(state, "enters", card, zone)
    if state.table.kind[card] == UNIT and hit_points(state, card) <= 0 and not state.damage.get(card):
        leave_play(state, card, "destroyed")
        return
    ev.fire_event(state, ev.ENTERS_PLAY, card, how)


def enter_legend(state: WhiState, card: int) -> None:
    from_where(state, card)
    state.legend = card
    state.where[card] = ON_CAPITAL
    state.in_play.setdefault(state.table.title[card], state.round)
    if state.table.burn_three[card]:
        state.zones_to_win = 3            # "for the rest of the game" (the legend's text)
    ev.note(state, "legend", card)
    ev.fire_event(state, ev.ENTERS_PLAY, card, "legend")


def develop(state: WhiState, card: int, zone: int, played: bool = True) -> None:
    """Put a card from hand facedown as a development in ``zone`` [004 §Erweiterter
    Rundenablauf 3: one per capital phase]; ``played=False``: a card effect put it there,
    which does not use up the turn's development. The DEVELOPED event's amount is 1 for a
    development played from hand ("when you play a development from your hand"), else 0."""
    from_where(state, card)
    piles.put(state.developments, zone, card)
    state.where[card] = DEVELOPMENT
    if played:
        state.developed_turn = state.round
    ev.note(state, "develop", card, zone)
    ev.fire_event(state, ev.DEVELOPED, card, ZONE_NAMES[zone], int(played))


def attach(state: WhiState, card: int, host: int, how: str = "play") -> None:
    """Put ``card`` into play attached to ``host`` (in the host's zone; attachments.py)."""
    state.attached[card] = host
    ev.note(state, "attach", card, host)
    enter_zone(state, card, zone_of(state, host), how)


def left_from(state: WhiState, card: int) -> int:
    """The zone a card in play is in for a LEAVES_PLAY / MOVED event's ``amount``: KINGDOM,
    QUEST, BATTLEFIELD (a unit, support or development there), -1 for the legend (on the
    capital)."""
    if state.where[card] == DEVELOPMENT:
        return piles.place_of(state.developments, card)
    return zone_of(state, card)


def leave_play(state: WhiState, card: int, how: str = "destroyed", to: str = "discard") -> None:
    """A card leaves play (destroyed, sacrificed, returned, discarded); its tokens go, and
    the attachments on it go to the discard pile [004 §Verstärkungen]. The LEAVES_PLAY
    event says how (option) and from which zone (amount: ``left_from``)."""
    if state.where[card] not in (IN_ZONE, DEVELOPMENT) and card != state.legend:
        return
    zone = -1 if card == state.legend else left_from(state, card)
    state.attached.pop(card, None)
    if card == state.legend:
        state.legend = -1
    else:
        from_where(state, card)
    state.damage.pop(card, None)
    state.corrupted.discard(card)
    state.tokens.pop(card, None)
    state.questing.pop(card, None)
    for q, u in list(state.questing.items()):
        if u == card:                     # the quest's tokens are lost with its unit
            del state.questing[q]
            state.tokens.pop(q, None)
    if card in state.attackers:
        state.attackers = tuple(c for c in state.attackers if c != card)
    if to == "hand":
        state.hand.append(card)
        state.where[card] = HAND
    elif to == "deck":
        piles.bottom(card, state.deck)
        state.where[card] = DECK
    else:
        state.discard.append(card)
        state.where[card] = DISCARD
    runtime.forget_uses(state, card)
    ev.note(state, "leaves", card, how)
    if state.attached:
        host_left(state, card)
    ev.fire_event(state, ev.LEAVES_PLAY, card, how, zone)


def host_left(state: WhiState, host: int) -> None:
    """The host left play: its attachments go to the discard pile."""
    for a in attachments_on(state, host):
        state.attached.pop(a, None)
        leave_play(state, a, "discarded")


def deal_damage(state: WhiState, card: int, amount: int) -> int:
    """Damage to one of the player's units (Toughness X cancels X of each instance); a unit
    whose damage reaches its hit points is destroyed. How much was dealt."""
    amount -= keyword(state, card, "toughness")
    if amount <= 0 or state.where[card] != IN_ZONE:
        return 0
    piles.add(state.damage, card, amount)
    ev.fire_event(state, ev.DAMAGED, card, "", amount)
    if state.where[card] == IN_ZONE and state.damage.get(card, 0) >= hit_points(state, card):
        leave_play(state, card, "destroyed")
    return amount


def heal(state: WhiState, card: int, amount: int) -> int:
    return piles.remove(state.damage, card, amount)


# -- the opponent's capital ---------------------------------------------------------------------
def damage_opponent(state: WhiState, zone: int, amount: int, attackers: tuple[int, ...]) -> int:
    """Deal ``amount`` to a zone of the opponent's capital; burn it at its hit points; win
    at the number of burned zones the opponent's capital needs. The damage dealt."""
    burned = {z for z, _ in state.burned}
    if zone in burned or amount <= 0:
        return 0
    room = hit_points_of(state, zone) - state.opp_damage[zone]
    dealt = min(amount, room)
    state.opp_damage[zone] += dealt
    state.dealt += dealt
    ev.note(state, "damage", -1, dealt, ZONE_NAMES[zone])
    ev.fire_event(state, ev.COMBAT_DAMAGE if attackers else ev.DAMAGED, -1, ZONE_NAMES[zone], dealt,
                  attackers)
    if state.opp_damage[zone] >= hit_points_of(state, zone):
        state.burned.append((zone, state.round))
        ev.note(state, "burned", -1, zone)
        ev.fire_event(state, ev.ZONE_BURNED, -1, ZONE_NAMES[zone])
        if len(state.burned) >= breaks_to_win(state):
            state.end(WIN, "zones_burned")
    return dealt


# -- drawing ------------------------------------------------------------------------------------
def draw(state: WhiState, n: int) -> int:
    """Draw ``n`` cards (as many as there are); see ``check_deck``."""
    if n <= 0:
        return 0
    got = piles.draw(state, state.deck, state.hand, n)
    t = state.table
    for c in got:
        state.where[c] = HAND
        if t.title[c] not in state.seen:
            state.seen[t.title[c]] = state.round
    state.drawn += len(got)
    if check_deck(state):
        return len(got)
    if got:
        ev.note(state, "draw", -1, len(got))
        ev.fire_event(state, ev.DRAWN, -1, "", len(got))
    return len(got)


def check_deck(state: WhiState) -> bool:
    """A player with no card left in its deck is eliminated at once ("decked"); True when
    that happened. Checked wherever cards leave the deck (draws, developments from the top,
    searches) once the game has begun."""
    if state.deck or state.round <= 0 or state.outcome:
        return False
    ev.note(state, "decked", -1, 0)
    state.end(ELIMINATED, "decked")
    return True
