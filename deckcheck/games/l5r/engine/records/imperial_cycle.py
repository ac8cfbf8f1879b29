"""Records of the cards first printed in the Imperial Cycle: Tears of Amaterasu, For Honor and
Glory, Into the Forbidden City, The Chrysanthemum Throne, Fate Has No Secrets, Meditations on
the Ephemeral. One test each in tests/test_l5r_records_imperial_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.ops.imperial_favor import claim_favor, discard_favor
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    Filter,
    LEAVES_PLAY,
    PHASE_BEGINS,
    PHASE_ENDS,
    RING_CLAIMED,
    action,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    draw,
    each,
    event_action,
    event_reaction,
    fate,
    fate_cost,
    forced,
    helps,
    honor,
    hurts,
    in_conflict,
    interrupt,
    military,
    move_in,
    opponent_loses_honor,
    participating,
    phase,
    place_fate,
    political,
    reaction,
    ready,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import GloryCount
from deckcheck.goldfish.abilities.records import Cost
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    KEYWORD_ONLY,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_LOSES,
    NEVER_REVEALED,
    NOT_IN_CONFLICT,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    OPPONENT_DECK,
    OWN_PROVINCE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    TRAIT_GRANT,
    bow_one,
    province,
    restrict,
)
from deckcheck.goldfish.abilities.base import Context
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COUNTS, GAME_OPS, REDUCTIONS, sacrifice
from deckcheck.games.l5r.engine.cards import EVENT
from deckcheck.games.l5r.engine.state import L5rState
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import POLITICAL, RINGS, SH_SLOT
from deckcheck.games.l5r.engine.ops.greedy_choices import free_rings, host_of, next_ring
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.hooks import phase_name

# -- Tears of Amaterasu -----------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
def _opp_bid(state: L5rState) -> int:
    return state.opp.bid if state.opp.bid is not None else 3


def _bid_gift(state, ctx, value_):
    return phase_name(state) == "draw" and _opp_bid(state) > state.bid


def _bid_gift_op(state, ctx, eff, cards):
    n = _opp_bid(state) - state.bid
    if n > 0:
        honor_rules.gain(state, n)


def _shrine(state, ctx, eff, cards):
    t = state.table
    for _ in range(3):
        if not state.conflict:
            break
        c = state.conflict.pop()
        play_rules.seen(state, c)
        if "spell" in t.traits[c] or "kiho" in t.traits[c]:
            state.hand.append(c)
        else:
            state.conflict_discard.append(c)


CONDITIONS.update({
    "ma_bid_gift": _bid_gift,
})


GAME_OPS.update({
    "ma_bid_gift": _bid_gift_op,
    "ma_shrine": _shrine,
})


# -- records -----------------------------------------------------------------------------------
def _empty_rings_at_least(state, ctx, n):
    return sum(1 for r in free_rings(state) if not state.ring_fate.get(r, 0)) >= n


def _ring_fate_to_gather(state, ctx, v):
    to = next_ring(state)
    return to >= 0 and any(state.ring_fate.get(r, 0) for r in free_rings(state) if r != to)


def _control_trait(state, ctx, trait):
    t = state.table
    return any(trait in t.traits[c] for c in play_rules.characters(state))


def _host_has_fate(state, ctx, v):
    h = host_of(state, ctx.source)
    return h in state.play and state.fate_on.get(h, 0) > 0


def _in_row(state, ctx, v):
    return 0 <= piles.place_of(state.provinces, ctx.source) < SH_SLOT


def _rings_place(state, ctx, eff, cards):
    for r in free_rings(state):
        if not state.ring_fate.get(r, 0):
            state.ring_fate[r] = 1


def _gather_ring_fate(state, ctx, eff, cards):
    to = next_ring(state)
    rich = [r for r in free_rings(state) if r != to and state.ring_fate.get(r, 0)]
    if to >= 0 and rich:
        src = min(rich, key=lambda r: (state.ring_fate[r], r))
        piles.remove(state.ring_fate, src, 1)
        piles.add(state.ring_fate, to, 1)


def _to_stronghold_province(state, ctx, eff, cards):
    c = ctx.source
    slot = piles.place_of(state.provinces, c)
    if 0 <= slot < SH_SLOT:
        piles.take(state.provinces, slot, c)
        piles.put(state.provinces, SH_SLOT, c)
        play_rules.refill(state, slot)


CONDITIONS.update({
    "dc_empty_rings_at_least": _empty_rings_at_least,
    "dc_ring_fate_to_gather": _ring_fate_to_gather,
    "dc_control_trait": _control_trait,
    "dc_host_has_fate": _host_has_fate,
    "dc_in_row": _in_row,
})


GAME_OPS.update({
    "dc_rings_place": _rings_place,
    "dc_gather_ring_fate": _gather_ring_fate,
    "dc_to_stronghold_province": _to_stronghold_province,
})


# -- records -----------------------------------------------------------------------------------
MARK_CARD = -(37 << 20)


MARK_TITLE = -(38 << 20)


SLOT = 64


def _mark_key(state: L5rState, ctx: Context, key: str) -> int:
    if key == "title":
        return MARK_TITLE - state.table.title[ctx.source]
    return MARK_CARD - ctx.source


def _uses(state: L5rState, ctx: Context, per: str, key: str) -> int:
    value = state.used.get(_mark_key(state, ctx, key), 0)
    if per == "conflict":
        return value % SLOT if value // SLOT == state.conflicts else 0
    return value % SLOT


def _limit(state, ctx, value):
    n, per, key = value
    return _uses(state, ctx, per, key) < n


def _count(state, ctx, eff, cards):
    _, per, key = eff.value
    k = _mark_key(state, ctx, key)
    uses = _uses(state, ctx, per, key) + 1
    state.used[k] = (state.conflicts if per == "conflict" else 0) * SLOT + uses


CONDITIONS.update({
    "uni_limit": _limit,
})


GAME_OPS.update({
    "uni_count": _count,
})


# -- records -----------------------------------------------------------------------------------
card("jade-masterpiece", "Jade Masterpiece",
     action(game("dc_gather_ring_fate"), costs=(Cost("bow_self"),),
            when=(NOT_IN_CONFLICT, when("dc_ring_fate_to_gather")), phases=("conflict",)),
     note="Before a conflict is declared: 1 fate from the poorest other unclaimed ring with fate "
          "onto the ring the pilot declares on next (the one with the most fate).")

card("embrace-the-void", "Embrace the Void",
     interrupt(PHASE_BEGINS, fate(1), about="any",
               when=(when("event_option", "fate"), when("dc_host_has_fate"))),
     note="The fate the fate phase removes from the host goes to the player's pool (1 fate as "
          "the phase begins, when the host has fate). The player's own abilities remove no fate "
          "from its characters here.")

statics("embrace-the-void", when("dc_control_trait", "shugenja"))

card("isawa-kaede", "Isawa Kaede",
     inert="immunity to the opponent's ring effects (it resolves none); the void element her "
           "attack adds to the contested ring resolves nothing against a passive opponent (no "
           "opposing character has fate) and the ring's own element resolves as usual; Isawa "
           "Ujina's record reads the added void element")

card("goblin-sneak", "Goblin Sneak",
     reaction(ENTERS_PLAY, place_fate(1)),
     note="The opponent's fate pool is never empty (it gains fate each round and spends none).")

card("finger-of-jade", "Finger of Jade",
     inert="cancels the opponent's abilities that target the host: the passive opponent uses "
           "none")

card("seal-of-the-crane", "Seal of the Crane",
     missing=(helps(TRAIT_GRANT.format(what="Crane clan symbol and the Duelist trait")),),
     note="+1 political is printed and played.")

card("staunch-hida", "Staunch Hida", inert=f"wins a conflict as a defender: {PLAYER_NEVER_DEFENDS}")

province("blood-of-onnotangu", "Blood of Onnotangu", "no fate spent during conflicts at this province")

card("disdainful-remark", "Disdainful Remark",
     inert=f"the attacked province gets +1 strength per card in the opponent's hand: "
           f"{HOLDS_NO_HAND} (and a stronger province could only hurt the attacking player)")

card("doji-representative", "Doji Representative",
     inert="moves itself home from the conflict: the passive opponent never attacks, so it is "
           "only ever in the player's own attack, where leaving could only hurt the player")

card("gifted-tactician", "Gifted Tactician",
     reaction(CONTEST_WON, draw(1), about="any", when=(participating(), conflict_type("military"))))

card("hito-district", "Hito District", inert=f"no political conflict against its province: {NEVER_ATTACKS}")

card("karada-district", "Karada District",
     inert=f"takes an attachment from the opponent's characters: {NO_CHARACTERS}")

card("kitsuki-yaruma", "Kitsuki Yaruma",
     inert="turns a province facedown: the opponent's provinces have no text in the engine and "
           f"the player's own are never revealed ({NEVER_ATTACKS}); Courtesy is read from the "
           "text, and No Poison attachments only forbids the player harming it")

card("meek-informant", "Meek Informant", inert=f"looks at the opponent's hand: {HOLDS_NO_HAND}")

card("smoke-and-mirrors", "Smoke and Mirrors",
     inert="moves the player's own attacking Shinobi home: it could only hurt the attack")

card("swift-magistrate", "Swift Magistrate",
     missing=(hurts("while it attacks, the other attackers with fate on them count no skill"),))

card("tears-of-amaterasu", "Tears of Amaterasu", inert=f"after this province is revealed: {NEVER_REVEALED}")

card("time-for-war", "Time for War", inert=NEVER_LOSES)

def _sacrifice_refill_faceup(state: L5rState, ctx, eff, cards) -> None:
    """Windswept Yurt: the holding is sacrificed and its province refilled faceup."""
    slot = piles.place_of(state.provinces, ctx.source)
    if 0 <= slot < SH_SLOT:
        sacrifice(state, ctx.source)
        play_rules.reveal(state, slot)


GAME_OPS["sacrifice_refill_faceup"] = _sacrifice_refill_faceup


card("windswept-yurt", "Windswept Yurt",
     action(fate(2), game("sacrifice_refill_faceup")),
     note="Sacrificed for 2 fate (the opponent's 2 fate do nothing: it never spends fate); the "
          "2 honor each player would gain instead are never chosen. Its province is refilled "
          "and turned faceup.")



# -- For Honor and Glory ----------------------------------------------------------------------------

card("pathfinder-s-blade", "Pathfinder's Blade",
     inert="cancels abilities of the attacked province: the passive opponent's provinces have "
           "none; +1 military is printed and played")

card("riot-in-the-streets", "Riot in the Streets",
     inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("shrine-maiden", "Shrine Maiden",
     reaction(ENTERS_PLAY, game("ma_shrine")))

card("frostbitten-crossing", "Frostbitten Crossing", inert=OWN_PROVINCE)

card("kakita-blade", "Kakita Blade",
     inert=f"its skill while in a duel and its honor for a won duel: {NO_DUELS}; +2 military "
           "is printed and played")

card("policy-debate", "Policy Debate", inert=NO_DUELS)

card("raise-the-alarm", "Raise the Alarm", inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

card("shinjo-saddle", "Shinjo Saddle",
     missing=(helps("its action moving it to another Cavalry character"),),
     note="Cavalry character only (its host rule); +1 military is printed and played.")

restrict("shinjo-saddle", when("uni_host_trait", "cavalry"))

card("bayushi-yojiro", "Bayushi Yojiro",
     missing=(helps("while it participates, dishonored participants count their skill without "
                    "the token"),
              hurts("while it participates, honored participants count their skill without the "
                    "token")))

card("harmonize", "Harmonize", inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

card("high-kick", "High Kick", inert=f"bows an opposing participant: {NO_CHARACTERS}")

card("ide-tadaji", "Ide Tadaji",
     action(move_in(choose(chars(max_cost=2), state="ready_home")),
            when=(participating(), SHORT), phases=("conflict",)),
     note="Moves the player's ready character of printed cost 2 or lower at home into the "
          "conflict (the opponent has none), while the conflict's skill is below the "
          "province's strength.")

card("ikoma-ujiaki", "Ikoma Ujiaki",
     missing=(helps("discarding the Imperial Favor to turn the provinces faceup and put 2 of "
                    "their characters into the conflict"),))

card("kabuki-hero", "Kabuki Hero",
     action(military(1, per="self_political"), costs=(fate_cost(1),),
            when=(participating(), conflict_type("military"), SHORT), phases=("conflict",)),
     note="Spends 1 fate for +X military (X its political skill) while it attacks in a military "
          "conflict short of the province's strength.")

card("kamayari", "Kamayari",
     inert="bows a character that triggers an ability in its host's conflict: only the player's "
           "own characters trigger abilities there, so it is never worth it",
     note="Bushi character only (its host rule); +3 military and Restricted are printed and "
          "played.")

restrict("kamayari", when("uni_host_trait", "bushi"))

card("magnificent-lighthouse", "Magnificent Lighthouse", missing=(helps(OPPONENT_DECK),))

card("miwaku-kabe", "Miwaku Kabe", inert=f"when its province is broken: {NEVER_ATTACKS}")

card("northern-wall-sensei", "Northern Wall Sensei", inert=f"immunity to events: {NO_EVENTS}")

card("seal-of-the-scorpion", "Seal of the Scorpion",
     missing=(helps(TRAIT_GRANT.format(what="Scorpion clan symbol and the Shinobi trait")),),
     note="+1 political is printed and played.")

card("stoic-magistrate", "Stoic Magistrate", inert=f"while it defends: {PLAYER_NEVER_DEFENDS}")



# -- Into the Forbidden City ------------------------------------------------------------------------

card("hiruma-skirmisher", "Hiruma Skirmisher",
     inert=f"gains covert: {NEVER_DEFENDS}")

card("benten-s-touch", "Benten's Touch",
     event_action(honor(choose(chars(), state="participating")),
                  costs=(bow_one(chars("shugenja", clan="phoenix")),),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Bows a ready Phoenix Shugenja at home (never an attacker).")

card("prodigy-of-the-waves", "Prodigy of the Waves",
     action(ready(), when=(when("claimed", "water"),)))

card("censure", "Censure", inert=f"cancels an event: {NO_EVENTS}")

card("public-forum", "Public Forum",
     inert=f"saves the player's own province from breaking: {NEVER_ATTACKS}")

card("chasing-the-sun", "Chasing the Sun",
     missing=(helps("moving the conflict to another eligible province of the opponent (a "
                    "weaker one would break sooner)"),))

class RaisesEventCost:
    """"During a conflict in which this character is participating, increase the cost for each
    player to play each event by 1" (a static read by the cost reduction below)."""

    raises_event_cost = 1


def _event_tax(state: L5rState, c: int) -> int:
    """Fate off an event's cost: minus 1 per participating Ageless Crone."""
    t = state.table
    if not state.c_type or t.type[c] != EVENT:
        return 0
    return -sum(getattr(rule, "raises_event_cost", 0) for a in state.attackers
                if t.records[a] is not None for rule in t.records[a].statics)


REDUCTIONS.append(_event_tax)


card("ageless-crone", "Ageless Crone",
     note="Each event the player plays costs 1 more while it participates (the opponent plays "
          "none).")

statics("ageless-crone", RaisesEventCost())

card("back-alley-hideaway", "Back-Alley Hideaway",
     missing=(helps("keeps a Scorpion character leaving play under it, to be played again from "
                    "there"),))

card("bayushi-kachiko", "Bayushi Kachiko",
     inert=f"moves home a participant with less political skill: {NO_CHARACTERS}, and the "
           "player's own would only leave its attack")

card("child-of-the-plains", "Child of the Plains",
     inert="gives the attacker the first action opportunity: the passive opponent takes no "
           "actions, so the player has every one already")

card("chisei-district", "Chisei District", inert=f"no military conflict against its province: {NEVER_ATTACKS}")

card("enigmatic-magistrate", "Enigmatic Magistrate",
     missing=(hurts("while it attacks, only characters of odd printed cost count their skill"),))

province("feast-or-famine", "Feast or Famine", "when it is broken")

card("kakita-yoshi", "Kakita Yoshi",
     missing=(helps("discarding the Imperial Favor to draw 3 cards and play events for 2 less "
                    "in the conflict"),))

card("mantra-of-water", "Mantra of Water", inert="answers the opponent declaring a conflict: it never does")

card("misinformation", "Misinformation", inert=f"weakens the opponent's participants: {NO_CHARACTERS}")

card("seal-of-the-crab", "Seal of the Crab",
     missing=(helps(TRAIT_GRANT.format(what="Crab clan symbol and the Berserker trait")),),
     note="+1 military is printed and played.")

card("tattered-missive", "Tattered Missive",
     missing=(helps("bowing its Courtier host to search the top 5 conflict cards for one"),),
     note="Attach to a Courtier (its host rule); +1 political is printed and played.")

restrict("tattered-missive", when("uni_host_trait", "courtier"))

card("test-of-courage", "Test of Courage",
     event_action(move_in(choose(chars(clan="lion"), state="home")), honor(choose(chars(clan="lion"), state="home")),
                  when=(when("uni_bid_lower"), SHORT), phases=("conflict",)),
     note="With a lower honor bid than the opponent's: a Lion character at home moves in and is "
          "honored, while the conflict's skill is below the province's strength.")

MARK_DOG = -(139 << 20)          # state.used: the cost War Dog Master discarded (l5r-b: 130-149)


def _discard_top_dynasty(state: L5rState, ctx, eff, cards) -> None:
    """War Dog Master: the top dynasty card to the discard pile, its printed cost kept for the
    conflict's +X (count ``dog_master_cost``)."""
    if state.dynasty:
        c = state.dynasty.pop()
        play_rules.seen(state, c)
        state.dynasty_discard.append(c)
        state.used[MARK_DOG - ctx.source] = state.table.cost[c] or 0
    else:
        state.used.pop(MARK_DOG - ctx.source, None)


GAME_OPS["discard_top_dynasty"] = _discard_top_dynasty
COUNTS["dog_master_cost"] = lambda state, ctx, value: state.used.get(MARK_DOG - ctx.source, 0)
COUNTS["self_political"] = lambda state, ctx, value: play_rules.skill(state, ctx.source, POLITICAL) or 0


card("war-dog-master", "War Dog Master",
     reaction(CONTEST_DECLARED, game("discard_top_dynasty"), military(1, per="dog_master_cost"),
              about="any", when=(participating(),)),
     note="Declared as an attacker: the top dynasty card is discarded and it gets +X military "
          "(X the card's printed cost) for the conflict.")



# -- The Chrysanthemum Throne -----------------------------------------------------------------------

card("mountaintop-statuary", "Mountaintop Statuary",
     reaction(PHASE_ENDS, game("dc_to_stronghold_province"), about="any",
              when=(when("event_option", "dynasty"), when("dc_in_row"))),
     note="Moved onto the stronghold province as the dynasty phase ends (its province is refilled "
          "facedown as at its reveal); the action moves an attacker home: "
          f"{NEVER_ATTACKS}.")

card("before-the-throne", "Before the Throne",
     inert=f"when this province is broken: {NEVER_ATTACKS}")

card("the-imperial-palace", "The Imperial Palace",
     note="+3 to the player's side of the glory count while face up (conflicts.glory_bonus reads "
          "its GloryCount). Its province strength bonus only matters to a defender; Limit 1 per "
          "deck: deck building.")

statics("the-imperial-palace", GloryCount(3))

card("way-of-the-chrysanthemum", "Way of the Chrysanthemum",
     event_reaction(DIALS_REVEALED, game("ma_bid_gift"), game("uni_count", "round", "title"),
                    when=(when("ma_bid_gift"), when("uni_limit", (1, "round", "title")))),
     note="Played when the player's bid was lower than the opponent's: it gains the honor the "
          "bid gave again. The window opens after the draw of the bid (rules: before it), so a "
          "copy just drawn may answer.")

card("implacable-magistrate", "Implacable Magistrate",
     missing=(hurts("while it attacks, only it and honored characters count their skill"),))

card("centipede-tattoo", "Centipede Tattoo",
     missing=(helps(TRAIT_GRANT.format(what="Tattooed trait")),),
     note="Monk character only (its host rule). Not bowing in a lost conflict does nothing: the "
          "player never loses one (with no winner nobody loses).")

restrict("centipede-tattoo", when("uni_host_trait", "monk"))

card("pit-trap", "Pit Trap",
     inert=f"played only on an attacking character: {NEVER_ATTACKS}, and on one of the player's "
           "own attackers it could only hurt them")

card("agasha-sumiko", "Agasha Sumiko",
     forced(CONTEST_WON, ready(this(), until="contest"), about="any",
            when=(participating(), when("has_favor"))),
     forced(CONTEST_LOST, ready(this(), until="contest"), about="any",
            when=(participating(), when("has_favor"))),
     note="While the player holds the Imperial Favor, it readies at the end of a conflict it "
          "attacked in (it does not stay bowed by the conflict's resolution).")

card("akodo-toshiro", "Akodo Toshiro",
     missing=(helps("+5 military while it attacks, no province broken in that conflict, then "
                    "discarded without a Commander (never used)"),))

card("backhanded-compliment", "Backhanded Compliment",
     event_action(opponent_loses_honor(1)),
     note="The opponent is chosen: it loses 1 honor (the card it draws does nothing: it plays "
          "none).")

card("curry-favor", "Curry Favor",
     missing=(helps("readies a character bowed by the resolution of the player's second "
                    "conflict"),))

card("doji-shizue", "Doji Shizue",
     missing=(helps("with the Imperial Favor she keeps her fate and stays in play in the fate "
                    "phase"),))

card("fawning-diplomat", "Fawning Diplomat",
     interrupt(LEAVES_PLAY, claim_favor(), about="self", zone="dynasty_discard"),
     note="Claims the Imperial Favor (military) when it reaches the dynasty discard pile; "
          "leaving to the hand or a deck is not answered.")

card("gaijin-customs", "Gaijin Customs",
     missing=(helps("readies a bowed non-Unicorn character while the player controls a Unicorn "
                    "card"),))

card("guard-duty", "Guard Duty", inert=f"honors a defending character: {PLAYER_NEVER_DEFENDS}")

province("guardians-of-the-seikitsu", "Guardians of the Seikitsu", "after it is revealed")

card("haughty-magistrate", "Haughty Magistrate",
     missing=(hurts("while it attacks, characters with less glory than it count no skill"),))

card("kaiu-inventor", "Kaiu Inventor",
     missing=(helps("a holding's triggered abilities once more this round"),))

card("seal-of-the-phoenix", "Seal of the Phoenix",
     missing=(helps(TRAIT_GRANT.format(what="Phoenix clan symbol and the Scholar trait")),),
     note="+1 political is printed and played.")

card("utaku-mediator", "Utaku Mediator",
     constant(military(1, until=""), political(1, until=""), when=(when("has_favor", negate=True),)))



# -- Fate Has No Secrets ----------------------------------------------------------------------------

card("the-stone-of-sorrows", "The Stone of Sorrows",
     inert="stops the opponent removing or gaining fate from rings: the passive opponent never "
           "does; +1/+1 is printed and played (Seeker role only: deck building)")

card("consumed-by-five-fires", "Consumed by Five Fires",
     inert=f"removes fate from the opponent's characters: {NO_CHARACTERS}")

province("massing-at-twilight", "Massing at Twilight", "skill counted at this province")

card("a-fate-worse-than-death", "A Fate Worse Than Death",
     inert=f"bows, moves home, dishonors and blanks a participant: {NO_CHARACTERS}, and the "
           "player's own could only lose by it")

card("crisis-breaker", "Crisis Breaker",
     inert="needs the opponent to count more military skill than the player: the passive "
           "opponent counts none")

card("cunning-magistrate", "Cunning Magistrate",
     missing=(hurts("while it participates, the other dishonored participants count no skill"),))

card("fair-accord", "Fair Accord",
     event_action(fate(2), costs=(discard_favor(),), phases=("dynasty",)),
     note="Trades the Imperial Favor for 2 fate in the dynasty phase.")


def _ring_claimed_or_contested(state: L5rState, ctx, element: str) -> bool:
    """"While you have claimed or are contesting the <element> ring"."""
    from deckcheck.games.l5r.engine.rings import elements
    r = RINGS.index(element)
    return r in state.claimed or (state.c_ring >= 0 and r in elements(state, state.c_ring))


CONDITIONS["ring_held"] = _ring_claimed_or_contested


card("henshin-disciple", "Henshin Disciple",
     constant(political(2, until=""), when=(when("ring_held", "air"),)),
     constant(military(2, until=""), when=(when("ring_held", "earth"),)),
     forced(CONTEST_WON, honor(), about="any", when=(participating(), when("ring_held", "fire"))),
     note="Pride with the Fire ring is played as Pride's half that can happen: honored after a "
          "won conflict (the player never loses one).")

card("itinerant-philosopher", "Itinerant Philosopher",
     inert=f"bows an opposing participant with attachments: {NO_CHARACTERS}")

card("master-of-gisei-toshi", "Master Of Gisei Toshi",
     inert="stops non-Spell events in a ring's conflicts: the passive opponent plays none, so "
           "it could only stop the player's")

card("miwaku-kabe-guard", "Miwaku Kabe Guard", inert=KEYWORD_ONLY)

card("moto-juro", "Moto Juro",
     action(move_in(), when=(in_conflict(), SHORT), phases=("conflict",), limit=2),
     note="Moves itself into the conflict while its skill is below the province's strength; "
          "moving home is never chosen.")

card("origami-master", "Origami Master",
     missing=(helps("moving its honored status token to another character"),),
     note="Pride is read from the text.")

card("ride-them-down", "Ride Them Down",
     missing=(helps("discarding the Imperial Favor to set the attacked province's strength to 1"),))

card("seal-of-the-lion", "Seal of the Lion",
     missing=(helps(TRAIT_GRANT.format(what="Lion clan symbol and the Commander trait")),),
     note="+1 military is printed and played.")

card("seppun-ishikawa", "Seppun Ishikawa",
     constant(military(1, until="", per=each(Filter(traits=("imperial",), not_self=True))),
              political(1, until="", per=each(Filter(traits=("imperial",), not_self=True)))),
     note="+1/+1 per other Imperial card in play (characters, attachments, faceup holdings).")


def _test_of_skill(state: L5rState, ctx, eff, cards) -> None:
    """Test of Skill: the top 3 conflict cards (4 with a Duelist in play) revealed, up to 2 of
    the type most of them share kept (the dearer on a tie of types), the rest discarded."""
    t = state.table
    duelist = any("duelist" in t.traits[c] for c in play_rules.characters(state))
    top = state.conflict[-(4 if duelist else 3):]
    for c in top:
        state.conflict.remove(c)
        play_rules.seen(state, c)
    if not top:
        return
    kind = max({t.type[c] for c in top},
               key=lambda k: (min(2, sum(t.type[c] == k for c in top)), sum(t.cost[c] for c in top if t.type[c] == k)))
    keep = sorted((c for c in top if t.type[c] == kind), key=lambda c: -t.cost[c])[:2]
    state.hand.extend(keep)
    state.conflict_discard.extend(c for c in top if c not in keep)


GAME_OPS["test_of_skill"] = _test_of_skill


card("test-of-skill", "Test of Skill",
     event_action(game("test_of_skill")),
     note="The type named is the one most of the revealed cards share.")

card("waning-hostilities", "Waning Hostilities",
     inert="limits each player to one conflict: the passive opponent declares none, so it could "
           "only cost the player its second")

card("yasuki-taka", "Yasuki Taka",
     reaction(LEAVES_PLAY, fate(1), about="any", limit=0,
              when=(phase("conflict"), when("event_character"), when("event_clan", "crab"))),
     note="After a Crab character leaves play in the conflict phase (unlimited).")

card("young-harrier", "Young Harrier",
     inert="keeps the player's Crane characters from being dishonored: the passive opponent "
           "never dishonors them")



# -- Meditations on the Ephemeral -------------------------------------------------------------------

card("written-in-the-stars", "Written in the Stars",
     event_action(game("dc_rings_place"),
                  when=(NOT_IN_CONFLICT, when("dc_empty_rings_at_least", 2)), phases=("conflict",)),
     note="Played before a conflict is declared when 2 or more unclaimed rings have no fate: 1 "
          "fate on each of them (the player takes a ring's fate when it declares a conflict on "
          "it; the passive opponent never does). Removing fate from the rings is never chosen.")

card("asako-tsuki", "Asako Tsuki",
     reaction(RING_CLAIMED, honor(choose(chars("scholar"))), about="any",
              when=(when("event_option", "water"),)))

card("iron-mine", "Iron Mine",
     missing=(helps("sacrificing itself to keep a character in play (the fate phase's discard "
                    "of a character without fate)"),))

card("kuni-ritsuko", "Kuni Ritsuko", inert=f"wins a conflict as a defender: {PLAYER_NEVER_DEFENDS}")

card("seal-of-the-unicorn", "Seal of the Unicorn",
     missing=(helps(TRAIT_GRANT.format(what="Unicorn clan symbol and the Cavalry trait")),),
     note="+1 military is printed and played.")

CONDITIONS["one_attacker"] = lambda state, ctx, value: state.c_type != 0 and len(state.attackers) == 1


card("a-legion-of-one", "A Legion of One",
     event_action(military(3, choose(chars(), state="participating")),
                  when=(conflict_type("military"), when("one_attacker"), SHORT), phases=("conflict",)),
     missing=(helps("removing 1 fate from the character to resolve it twice"),),
     note="+3 military to the player's only participant, while the conflict's skill is below "
          "the province's strength.")

province("along-the-river-of-gold", "Along the River of Gold", "during a conflict at a Water province")

card("beastmaster-matriarch", "Beastmaster Matriarch",
     inert="+2 military per ring the opponent claimed: the passive opponent claims none")

card("illustrious-plagiarist", "Illustrious Plagiarist",
     inert=f"takes the abilities of an event in the opponent's discard pile: {NO_EVENTS}")

card("kanjo-district", "Kanjo District",
     inert=f"bows and moves home a participant: {NO_CHARACTERS}, and the player's own could "
           "only lose by it")

card("miya-satoshi", "Miya Satoshi",
     missing=(helps("digging the dynasty deck for an Imperial card to put into a province "
                    "faceup"),))

card("mono-no-aware", "Mono no Aware",
     inert=f"removes 1 fate from each character: {NO_CHARACTERS}, so it only costs the player "
           "its own fate (for 3 fate and 1 card drawn)")

card("oni-mask", "Oni Mask", inert=f"blanks a participant: {NO_CHARACTERS}")

card("pillow-book", "Pillow Book",
     missing=(helps("playing the top card of the conflict deck while its character "
                    "participates"),))

card("sake-house-confidant", "Sake House Confidant",
     action(political(2, each(chars("shinobi"), state="participating")), costs=(discard_favor(),),
            when=(participating(), conflict_type("political"), SHORT), phases=("conflict",)),
     note="Discards the Imperial Favor for +2 political to each participating Shinobi, while "
          "the political conflict's skill is below the province's strength.")

card("seal-of-the-dragon", "Seal of the Dragon",
     missing=(helps(TRAIT_GRANT.format(what="Dragon clan symbol and the Monk trait")),),
     note="+1 political is printed and played.")


def _passed_for_fate(state: L5rState, ctx, value) -> bool:
    """The player gained the dynasty phase's fate for passing first."""
    return state.first and state.dyn_passed and not state.dyn_acted


CONDITIONS["passed_for_fate"] = _passed_for_fate


card("shinjo-scout", "Shinjo Scout",
     reaction(PHASE_ENDS, fate(1), about="any",
              when=(when("event_option", "dynasty"), when("passed_for_fate"))),
     note="Answered as the dynasty phase ends, once the player passed first for its fate.")

card("silver-tongued-magistrate", "Silver-Tongued Magistrate",
     missing=(hurts("while it attacks, the other characters without fate count no skill"),))

card("talisman-of-the-sun", "Talisman of the Sun",
     inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

card("togashi-mendicant", "Togashi Mendicant",
     missing=(helps("putting the top 3 dynasty cards back in the order the player wants"),))
