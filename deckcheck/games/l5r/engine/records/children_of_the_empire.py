"""Records of the cards first printed in the premium expansion Children of the Empire. One test each in
tests/test_l5r_records_children_of_the_empire.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import best_card, game, when
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED, MOVED_TO_CONFLICT, PROVINCE_BROKEN
from deckcheck.games.l5r.engine.records.dsl import UNTIL_PHASE, honor_cost
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON, RING_CLAIMED, action, card, chars, choose, cond, conflict_type, constant,
    each, event_reaction, fate_cost, forced, gain_honor, glory, helps, honor, hurts,
    military, participating, political,
    reaction, ready, self_is, statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    KEYWORD_ONLY,
    NEVER_ATTACKS, NEVER_DEFENDS, NO_CARDS,
    NO_CHARACTERS, NO_DUELS, NO_EVENTS, NO_HAND, OWN_ONLY,
    SHORT, province,
)
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import value
from deckcheck.games.l5r.engine.state import RINGS, L5rState
from deckcheck.games.l5r.engine.pilot import LOW_HONOR


# -- the operations only these records use ----------------------------------------------------
def _return_rings(state: L5rState, ctx, eff, cards) -> None:
    n = len(state.claimed)
    state.claimed.clear()
    if n:
        honor_rules.gain(state, n)


GAME_OPS.update({
    "mb_return_rings": _return_rings,
})


def _void_claimed(state, ctx, v):
    e = ctx.event
    if e is None:
        return False
    if e.option == "void":
        return True
    t = state.table
    return state.c_type != 0 and any(t.ids[c] == "isawa-kaede" for c in state.attackers)


def _composure(state, ctx, v):
    other = state.opp.bid if state.opp is not None and state.opp.bid is not None else 3
    return 0 < state.bid < other



def _remove_unfated(state, ctx, eff, cards):
    """Remove from the game the character without fate the player misses least (bowed ones
    first, then the lowest value)."""
    found = [c for c in play_rules.characters(state) if not state.fate_on.get(c, 0)]
    if not found:
        return
    c = min(found, key=lambda c: (c not in state.bowed, value(state, c), c))
    play_rules.leave_play(state, c, "removed")
    for pile in (state.dynasty_discard, state.conflict_discard):
        if c in pile:
            pile.remove(c)
    state.removed.append(c)



CONDITIONS.update({
    "dc_void_claimed": _void_claimed,
    "dc_composure": _composure,
})


GAME_OPS.update({
    "dc_remove_unfated": _remove_unfated,
})


# -- Children of the Empire -------------------------------------------------------------------------
card("kitsuki-counselor", "Kitsuki Counselor",
     constant(military(1, until=""), political(1, until=""), when=(when("dc_composure"),)),
     note="Composure: the player's honor bid (from the draw phase on) is lower than the "
          "opponent's.")

card("isawa-ujina", "Isawa Ujina",
     forced(RING_CLAIMED, game("dc_remove_unfated"), about="any",
            when=(when("dc_void_claimed"),)),
     note="The only characters without fate are the player's own: the one it misses least "
          "(bowed first, then the lowest value) is removed from the game. A ring claimed while "
          "Isawa Kaede attacks is the void ring too.")

card("kiku-matsuri", "Kiku Matsuri", inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("vassal-fields", "Vassal Fields", inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("illustrious-forge", "Illustrious Forge",
     inert=f"after this province is revealed: {NEVER_ATTACKS}, so it stays facedown")

card("proving-ground", "Proving Ground", inert=NO_DUELS)

card("try-again-tomorrow", "Try Again Tomorrow",
     inert=f"moves an attacking character of the opponent home: {NO_CHARACTERS} (moving one's own "
           "home is not played)")

card("kirei-ko", "Kirei-ko",
     inert=f"bows a character of the opponent that triggered an ability: {NO_CHARACTERS}")

card("true-strike-kenjutsu", "True Strike Kenjutsu", inert=NO_DUELS)

card("ancestral-shrine", "Ancestral Shrine",
     action(game("mb_return_rings"), when=(when("claimed"), when("in_conflict", negate=True)),
            phases=("conflict",)),
     note="Used before a conflict is declared while the player holds claimed rings: every "
          "claimed ring goes back, 1 honor each (returned rings may be contested again). The "
          "engine opens no action window after the last conflict, so a ring claimed in the "
          "second conflict is not returned for honor.")

card("defend-your-honor", "Defend Your Honor", inert=f"cancels an opponent's event: {NO_EVENTS}")

# -- the operations of the records added in this review ---------------------------------------
def _philosopher_ok(state: L5rState, ctx, value) -> bool:
    """Tranquil Philosopher: an unclaimed ring with fate and another unclaimed ring."""
    free = [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]
    return len(free) >= 2 and any(state.ring_fate.get(r, 0) > 0 for r in free)


def _philosopher_move(state: L5rState, ctx, eff, cards) -> None:
    free = [r for r in range(len(RINGS)) if r not in state.claimed and r != state.c_ring]
    rich = [r for r in free if state.ring_fate.get(r, 0) > 0]
    if not rich:
        return
    src = min(rich, key=lambda r: (state.ring_fate[r], r))          # the pilot's choice: keep
    dst = max((r for r in free if r != src), key=lambda r: (state.ring_fate.get(r, 0), -r))
    piles.remove(state.ring_fate, src, 1)                             # the richest ring richer
    piles.add(state.ring_fate, dst, 1)


def _with_trait(state: L5rState, trait: str) -> list[int]:
    return [c for c in state.conflict if trait in state.table.traits[c]]


def _search_trait(state: L5rState, ctx, eff, cards) -> None:
    found = _with_trait(state, eff.value[1])
    if found:
        c = best_card(state, found)
        state.conflict.remove(c)
        play_rules.seen(state, c)
        state.hand.append(c)
    piles.shuffle(state, state.conflict)


def _honor_above_low_mark(state: L5rState, ctx, n) -> bool:
    """The greedy pilot's policy for paying n honor: its honor stays above its low mark."""
    return state.honor - n > LOW_HONOR


GAME_OPS.update({
    "search_trait_to_hand": _search_trait,
})


CONDITIONS.update({
    "deck_has_trait": lambda state, ctx, trait: bool(_with_trait(state, trait)),
    "honor_above_low_mark": _honor_above_low_mark,
    "philosopher_ok": _philosopher_ok,
    "bid_below": lambda state, ctx, value: state.bid < value,
})


GAME_OPS.update({
    "philosopher_move": _philosopher_move,
})

COMPOSURE = when("dc_composure")


card("honed-nodachi", "Honed Nodachi",
     inert=f"its reaction costs its character 1 fate so that the opponent discards a "
           f"participant: {NO_CHARACTERS}; +3/+0 and Restricted are printed and played",
     note="Attaches to a Bushi only.")

statics("honed-nodachi", when("dc_host_trait", "bushi"))

card("iaijutsu-master", "Iaijutsu Master",
     inert=f"changes the bid in a duel: {NO_DUELS}; +1/+1 is printed and played",
     note="Attaches to a Duelist only.")

statics("iaijutsu-master", when("dc_host_trait", "duelist"))

card("infiltrator-s-tools", "Infiltrator's Tools",
     inert=f"gives covert: {NEVER_DEFENDS}, so covert keeps nobody out",
     note="Attaches to a Shinobi only.")

statics("infiltrator-s-tools", when("dc_host_trait", "shinobi"))

card("jewel-of-the-khamasin", "Jewel of the Khamasin",
     missing=(helps("1 honor for -1 strength of the attacked province: province strength "
                    "changes are not modeled"),))

card("mirumoto-daisho", "Mirumoto Daishō",
     missing=(hurts("its character may hold no other restricted attachment: not checked"),),
     note=f"+2/+2 and Restricted are printed and played; its duel text: {NO_DUELS}.")

card("solitary-strength", "Solitary Strength",
     reaction(CONTEST_WON, gain_honor(1), about="any", when=(cond("dl_host_participating"),)),
     missing=(hurts("it is discarded when its character participates with another of the "
                    "player's characters: not modeled"),),
     note="Air role only: deck building.")

card("unmatched-expertise", "Unmatched Expertise",
     inert="cannot be dishonored and is discarded after a lost conflict: the passive opponent "
           "dishonors nothing and the player never loses a conflict; +1/+1 is printed and "
           "played (Fire role only: deck building)")

card("unveiled-destiny", "Unveiled Destiny",
     missing=(helps("the contested ring gains the role's element while its character attacks: "
                    "not modeled"),))

card("guardian-of-virtue", "Guardian of Virtue", inert=f"works while it defends: {NEVER_ATTACKS}")

card("kujira-s-hireling", "Kujira's Hireling",
     action(military(1, this(), until=UNTIL_PHASE), political(1, this(), until=UNTIL_PHASE),
            costs=(fate_cost(1),), when=(participating(), SHORT), limit=0, phases=("conflict",)),
     note="The pilot's policy: +1/+1 for 1 fate while it attacks and the skill is short "
          "(unlimited); the -1/-1 option and the opponent's use are never taken.")

card("shinjo-ambusher", "Shinjo Ambusher",
     inert="stops the attacked province's abilities: the passive opponent's provinces have no "
           "text")

card("challenge-on-the-fields", "Challenge on the Fields", inert=NO_DUELS)

card("civil-discourse", "Civil Discourse", inert=NO_DUELS)

card("gift-of-amaterasu", "Gift of Amaterasu",
     event_reaction(CONTEST_WON, honor(choose(chars(), state="ma_not_honored")),
                    when=(when("ma_won_by", 5),)),
     note="After a conflict won by 5 skill or more (the opponent counts none).")

card("glorious-victory", "Glorious Victory",
     event_reaction(PROVINCE_BROKEN, honor(each(chars(), state="ma_not_honored")),
                    when=(conflict_type("military"),)))

card("hand-to-hand", "Hand to Hand", inert=f"discards an attachment of a participant: {OWN_ONLY}")

card("in-defense-of-rokugan", "In Defense of Rokugan",
     inert=f"sacrifices a defending character: {NEVER_ATTACKS}")

card("karmic-balance", "Karmic Balance",
     missing=(helps("with equal bids, hand and discard pile go back into the deck and 4 cards "
                    "are drawn: not played"),))

card("leniency", "Leniency",
     missing=(helps("instead of a ring's effect, a cheap character of the provinces enters "
                    "play: not played"),))

card("magnificent-triumph", "Magnificent Triumph", inert=f"for a duel's winner: {NO_DUELS}")

card("miyako-s-undertaking", "Miyako's Undertaking",
     inert="copies a character of the opponent's dynasty discard pile: the passive opponent's "
           "is empty")

card("prayers-to-ebisu", "Prayers to Ebisu",
     missing=(helps("4 honor back at 6 or fewer (and 4 lost at 19 or more) and a card: not "
                    "played"),))

card("severed-from-the-stream", "Severed from the Stream",
     inert="the glory count's loser returns its claimed rings: the passive opponent claims "
           "none, so only the player's could be lost")

card("smuggling-deal", "Smuggling Deal",
     missing=(helps("1 honor to the opponent for another use of an ability: not played"),))

card("stay-your-hand", "Stay Your Hand", inert=NO_DUELS)

card("storied-defeat", "Storied Defeat", inert=f"for a duel's loser: {NO_DUELS}")

card("subdue-the-spirits", "Subdue the Spirits",
     missing=(helps("each participant adds its glory to its skills while the player is more "
                    "honorable: not modeled"),))

card("the-fires-of-justice", "The Fires of Justice",
     inert=f"on a participant the opponent chooses: {NO_CHARACTERS}")

card("unmask", "Unmask",
     missing=(helps("discards a participant's status token, sets its skills to printed, and "
                    "its controller (the player) gains 2 honor: not played"),))

card("warm-welcome", "Warm Welcome",
     missing=(helps("plays a card of the conflict discard pile with a lower bid: not "
                    "played"),))

card("akodo-toturi-2", "Akodo Toturi",
     inert=f"stops both players playing cards from hand: {NO_CARDS}, so it could only stop the "
           "player")

card("aspiring-challenger", "Aspiring Challenger",
     constant(glory(2, this()), when=(COMPOSURE,)),
     note=f"Composure: +2 glory while the player's bid is lower; its duel: {NO_DUELS}.")

card("attendant-to-the-emperor", "Attendant to the Emperor",
     inert="no text: its skills and glory are printed and played")

card("courtly-challenger", "Courtly Challenger", inert=f"its duels: {NO_DUELS}")

card("daring-challenger", "Daring Challenger",
     constant(military(1, until=""), when=(when("ps_less_honor"),)),
     note=f"+1 military while the player is less honorable; its duel: {NO_DUELS}.")

card("fire-tensai-acolyte", "Fire Tensai Acolyte",
     missing=(hurts("it may attack only in fire conflicts: the engine does not check it"),))

card("hantei-xxxviii", "Hantei XXXVIII",
     inert=f"the opponent never holds the Favor; bowing a participant: {OWN_ONLY}; the opponent "
           "triggers no ability to choose targets for (No attachments is read by the engine)")

card("hida-yakamo", "Hida Yakamo",
     forced(CONTEST_WON, ready(this(), until="contest"),
            when=(self_is("participating"), self_is("ready"), conflict_type("military"),
                  when("ps_less_honor"))),
     note=f"While the player is less honorable it does not bow from a military conflict's "
          f"resolution; duels: {NO_DUELS}.")

card("honest-challenger", "Honest Challenger",
     constant(military(2, until=""), when=(COMPOSURE,)),
     note=f"Composure: +2 military; its duel: {NO_DUELS}.")

card("honorable-challenger", "Honorable Challenger",
     note=f"Pride: {KEYWORD_ONLY}; its duel: {NO_DUELS}.")

card("humble-magistrate", "Humble Magistrate",
     missing=(hurts("while it attacks, characters of printed cost 4 or more count no skill: "
                    "not modeled"),))

card("ichigenkin-soloist", "Ichigenkin Soloist",
     inert="protected from the opponent's triggered abilities: the passive opponent triggers "
           "none")

card("ide-negotiator", "Ide Negotiator",
     forced(DIALS_REVEALED, game("ps_bid_up", amount=1), about="any",
            when=(when("ps_bid_up_ok"), when("bid_below", 5)), limit=1),
     note="Written as forced with the greedy pilot's policy (as Bayushi Manipulator): +1 to the "
          "bid while the player's honor allows; lowering it is never chosen.")

card("ikoma-orator", "Ikoma Orator",
     constant(political(2, until=""), when=(when("more_honor"),)))

card("kakita-toshimoko", "Kakita Toshimoko",
     inert=f"when it would lose a conflict: the player never loses one; and its duel: {NO_DUELS}")

card("loyal-challenger", "Loyal Challenger",
     forced(CONTEST_WON, gain_honor(1), about="any", when=(self_is("participating"),)),
     note=f"1 honor after each conflict it wins (it never loses one); its duel: {NO_DUELS}.")

card("matsu-tsuko", "Matsu Tsuko",
     missing=(helps("the next card played in the conflict costs 2 less while more honorable: "
                    "not modeled"),))

card("midnight-prowler", "Midnight Prowler",
     inert="looks at and discards the opponent's conflict cards: the passive opponent has no "
           "cards in the engine")

card("mirumoto-hitomi", "Mirumoto Hitomi", inert=NO_DUELS)

card("outskirts-sentry", "Outskirts Sentry",
     reaction(MOVED_TO_CONFLICT, honor(choose(chars(), state="participating")), about="any",
              when=(participating(),)),
     note="After a character moves into its conflict: a participant is honored.")

card("paragon-of-grace", "Paragon of Grace", inert=f"the opponent discards a card: {NO_HAND}")

card("prudent-challenger", "Prudent Challenger",
     note=f"Courtesy: {KEYWORD_ONLY}; its duel: {NO_DUELS}.")

card("righteous-magistrate", "Righteous Magistrate",
     inert=f"works while it defends: {NEVER_ATTACKS} (Keeper role only: deck building)")

card("sage-of-gisei-toshi", "Sage of Gisei Toshi",
     inert=f"moves itself and a participant of the opponent home: {NO_CHARACTERS}")

card("seppun-hidden-guard", "Seppun Hidden Guard",
     inert="cancels an ability targeting the player's unique character: the passive opponent "
           "triggers none, and cancelling the player's own would only hurt")

card("shiotome-heroine", "Shiotome Heroine",
     inert="after the opponent gains honor by a card effect: the passive opponent has no card "
           "effects")

card("shosuro-hametsu", "Shosuro Hametsu",
     action(game("search_trait_to_hand", "poison"), costs=(honor_cost(1),),
            when=(when("deck_has_trait", "poison"), when("honor_above_low_mark", 1))),
     note="Loses 1 honor to take the dearest Poison card of the conflict deck it can pay for "
          "(else the cheapest), then shuffles; the pilot's policy: while its honor stays above "
          "the pilot's low mark, once per round.")

card("siege-captain", "Siege Captain", inert="no text: its skills and glory are printed and played")

card("sincere-challenger", "Sincere Challenger",
     constant(political(2, until=""), when=(COMPOSURE,)),
     note=f"Composure: +2 political; its duel: {NO_DUELS}.")

card("social-puppeteer", "Social Puppeteer",
     missing=(helps("switches honor dials with the opponent until the next bid: not "
                    "played"),))

card("student-of-war", "Student of War",
     missing=(helps("with composure it keeps its fate and is not discarded: not modeled"),))

card("tranquil-philosopher", "Tranquil Philosopher",
     action(game("philosopher_move"), gain_honor(1), when=(when("philosopher_ok"),)),
     note="Moves 1 fate from the poorest unclaimed ring holding fate to the richest other one, "
          "then 1 honor; once per round, whenever an unclaimed ring holds fate.")

card("utaku-kamoko", "Utaku Kamoko",
     missing=(helps("its glory is not subtracted while dishonored: not modeled"),),
     note=f"Its reaction answers the opponent breaking the player's province: {NEVER_ATTACKS}.")

card("yasuki-procurer", "Yasuki Procurer",
     missing=(helps("dishonors itself to make the next attachment or character cost 1 less: "
                    "not played"),))

card("heavy-ballista", "Heavy Ballista", inert=f"works while the player defends: {NEVER_ATTACKS}")

card("kakita-dojo", "Kakita Dōjō", inert=NO_DUELS)

card("mirumoto-dojo", "Mirumoto Dōjō", inert=NO_DUELS)

card("miya-library", "Miya Library",
     missing=(helps("switches itself with an Imperial character of the top 4 dynasty cards: "
                    "not played"),))

card("tactician-s-camp", "Tactician's Camp",
     constant(military(1, each(chars(), state="honored"), until="")))

province("midnight-revels", "Midnight Revels", "bows a character when attacked")

province("temple-of-the-dragons", "Temple of the Dragons", "resolves a ring when revealed")
