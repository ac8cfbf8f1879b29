"""Records of the cards first printed in the Dominion Cycle: Rokugan at War, Spreading Shadows, In
Pursuit of Truth, Campaigns of Conquest, As Honor Demands, Atonement. One test each in
tests/test_l5r_records_dominion_cycle.py."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import (
    Target,
)

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.deck_searches import dynasty_search
from deckcheck.games.l5r.engine.play_rules import MOVED_TO_CONFLICT
from deckcheck.games.l5r.engine.records.core_set.crab import rebuild_slot
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    LEAVES_PLAY,
    OnlyAttachments,
    PARTICIPANTS,
    PHASE_ENDS,
    action,
    bow_self,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    draw,
    event_action,
    forced,
    gain_honor,
    helps,
    holdings,
    honor,
    hurts,
    in_conflict,
    interrupt,
    military,
    move_in,
    opponent_loses_honor,
    participating,
    political,
    put_into_play,
    reaction,
    ready,
    sacrifice_self,
    statics,
    take_honor,
)
from deckcheck.games.l5r.engine.ops.statics import BowToReduce, ExtraRestricted, RefillTo
from deckcheck.games.l5r.engine.records.words import (
    DYNASTY_EVENTS,
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_LOSES,
    NEVER_REVEALED,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    OWN_ATTACHMENT,
    OWN_PROVINCE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    TRAIT_GRANT,
    province,
    restrict,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS
from itertools import combinations
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import value
from deckcheck.games.l5r.engine.state import HONORED, L5rState
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.cards import EVENT

# -- Rokugan at War ---------------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
MARK_COURTYARD = -(84 << 20)


def _battlefield_in_play(state: L5rState, ctx, value) -> bool:
    t = state.table
    if any("battlefield" in t.traits[c] for c in state.play):
        return True
    return any("battlefield" in t.traits[c] for slot in state.provinces for c in slot
               if c not in state.facedown)


def _courtyard_ok(state: L5rState, ctx, value) -> bool:
    return len(state.conflict) >= 6


def _courtyard_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_COURTYARD - ctx.source, 0) > 0


def _courtyard_played(state: L5rState, ctx, value) -> bool:
    e = ctx.event
    return e is not None and state.used.get(MARK_COURTYARD - ctx.source, 0) == e.card + 1


def _courtyard(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(2):
        if state.conflict:
            state.conflict_discard.append(state.conflict.pop())
    t = state.table
    events = [c for c in state.conflict_discard if t.type[c] == EVENT and t.records[c] is not None
              and t.records[c].abilities and t.cost[c] <= state.fate]
    if not events:
        return
    c = max(events, key=lambda x: (t.cost[x], x))
    state.conflict_discard.remove(c)
    state.hand.append(c)
    state.used[MARK_COURTYARD - ctx.source] = c + 1


def _courtyard_end(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.hand:
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _courtyard_bottom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_COURTYARD - ctx.source, 0) - 1
    if c >= 0 and c in state.conflict_discard:
        state.conflict_discard.remove(c)
        piles.bottom(c, state.conflict)


CONDITIONS.update({
    "mb_courtyard_ok": _courtyard_ok,
    "mb_courtyard_marked": _courtyard_marked,
    "mb_courtyard_played": _courtyard_played,
    "mb_battlefield_in_play": _battlefield_in_play,
})


GAME_OPS.update({
    "mb_courtyard": _courtyard,
    "mb_courtyard_end": _courtyard_end,
    "mb_courtyard_bottom": _courtyard_bottom,
})


# -- records -----------------------------------------------------------------------------------
def _honored_in_event(state, ctx, value_):
    return ctx.event is not None and any(state.status.get(c, 0) == HONORED and c in state.play
                                         for c in ctx.event.cards)


def _honored_bowed(state, ctx, value_):
    return bool(_ready_choices(state))


def _ready_choices(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in play_rules.characters(state)
            if c in state.bowed and state.status.get(c, 0) == HONORED and t.cost[c] <= 6]


def _ready_honored(state, ctx, eff, cards):
    t = state.table
    found = _ready_choices(state)
    pairs = [p for p in combinations(found, 2) if t.cost[p[0]] + t.cost[p[1]] <= 6]
    options = [*pairs, *((c,) for c in found)]
    if not options:
        return
    best = max(options, key=lambda p: (sum(value(state, c) for c in p), [-c for c in p]))
    for c in best:
        play_rules.ready(state, c)


CONDITIONS.update({
    "ma_honored_in_event": _honored_in_event,
    "ma_honored_bowed": _honored_bowed,
})


GAME_OPS.update({
    "ma_ready_honored": _ready_honored,
})


# -- records -----------------------------------------------------------------------------------
def _opp_more_honor_before(state, ctx, v):
    before = state.honor - (ctx.event.amount if ctx.event is not None else 0)
    return state.opp_honor > before


CONDITIONS.update({
    "dc_opp_more_honor_before": _opp_more_honor_before,
})


# -- records -----------------------------------------------------------------------------------
card("city-of-the-rich-frog", "City of the Rich Frog",
     note="Refilled to 3 cards instead of 1, at setup too (play_rules.refill reads its RefillTo); "
          "Eminent (faceup, never the stronghold province) changes nothing here: the player's "
          "provinces are never attacked and setup puts the strongest one under the stronghold.")

statics("city-of-the-rich-frog", RefillTo(3))

card("a-season-of-war", "A Season of War",
     missing=(helps(f"discards and refills every province, then an extra dynasty phase: "
                    f"{DYNASTY_EVENTS}"),),
     note="Rally is a keyword the engine plays.")

card("pledge-of-loyalty", "Pledge of Loyalty", inert=f"a province's interrupt: {NEVER_REVEALED}")

card("cycle-of-rebirth", "Cycle of Rebirth",
     missing=(helps(f"shuffles a card of a province back and refills it faceup: {DYNASTY_EVENTS}"),))

card("scouted-terrain", "Scouted Terrain",
     missing=(helps("attacking the opponent's stronghold province once 4 of its provinces are "
                    "faceup (the engine keeps the stronghold province for last)"),))

province("shrug-off-despair", "Shrug Off Despair", "moves a conflict at another of its provinces")

card("white-horde-vanguard", "White Horde Vanguard",
     inert=f"protects it from the opponent's bows and moves: {NO_CARDS}",
     note="No attachments except Weapon (its host rule).")

statics("white-horde-vanguard", OnlyAttachments(("weapon",)))

card("akodo-reserve-company", "Akodo Reserve Company",
     missing=(helps("with a Battlefield in play, switching places with a participant"),),
     note="No attachments except Weapon (its host rule); Rally is read from the text.")

statics("akodo-reserve-company", OnlyAttachments(("weapon",)))

card("captivating-story", "Captivating Story",
     missing=(helps("+1 political per faceup province of the player, and 1 fate of the character "
                    "to honor it"),))

card("countryside-trader", "Countryside Trader",
     inert="resolves an ability printed on the attacked province: the passive opponent's "
           "provinces have none")

card("educated-heimin", "Educated Heimin",
     missing=(helps("choosing the card a province is refilled with among the top 2 (or 4)"),))

card("field-of-ruin", "Field of Ruin",
     missing=(helps("a Battlefield on a province, discarding its cards as the conflict phase "
                    "begins"),))

card("garanto-guardian", "Garanto Guardian", inert=f"wins a conflict as the defender: {PLAYER_NEVER_DEFENDS}")

card("governor-s-spy", "Governor's Spy",
     missing=(helps("turning the player's province cards facedown and sorting them among the "
                    "provinces"),))

card("kakita-yoshi-2", "Kakita Yoshi",
     inert=f"dishonors up to X characters after a political win: {NO_CHARACTERS}, so it chooses "
           "none")

card("kakudaira", "Kakudaira",
     missing=(helps("Eminent: faceup from the start, its facedown cards revealed as each phase "
                    "begins (the engine plays the player's provinces facedown and without "
                    "text)"),))

card("ninkatoshi", "Ninkatoshi",
     missing=(helps("Eminent: each of the opponent's other provinces gets -1 strength (the engine "
                    "plays the player's provinces facedown and without text)"),))

card("our-foe-does-not-wait", "Our Foe Does Not Wait",
     missing=(helps("after passing a conflict, a card of the top 8 dynasty cards put faceup "
                    "into a province"),))

card("paralyzing-delicacy", "Paralyzing Delicacy",
     inert=f"-1 military per facedown card of its controller's provinces: {NO_CHARACTERS}, and "
           "the player's own could only lose by it")

card("prepared-ambush", "Prepared Ambush",
     missing=(helps("a Battlefield letting the player play the characters of its provinces into "
                    "a conflict at the attached province"),))

card("recalled-defenses", "Recalled Defenses",
     missing=(helps(f"moves a province card to the stronghold province: {DYNASTY_EVENTS}"),))

card("serene-ise-zumi", "Serene Ise Zumi",
     missing=(helps("played as an attachment for 2 less; the engine plays it as a character "
                    "only"),),
     note="Sincerity is read from the text.")

province("sharing-shinsei-s-wisdom", "Sharing Shinsei's Wisdom", "after it is revealed")

card("wandering-mediator", "Wandering Mediator",
     missing=(helps("moving itself in during a conflict at an Air province (the passive "
                    "opponent's provinces have no elements in the engine)"),))



# -- Spreading Shadows ------------------------------------------------------------------------------

card("driven-by-courage", "Driven By Courage", inert=f"a province's action: {NEVER_REVEALED}")

card("retire-to-the-brotherhood", "Retire to the Brotherhood", inert=OWN_PROVINCE)

card("chronicler-of-conquests", "Chronicler of Conquests",
     action(gain_honor(1), when=(participating(), when("mb_battlefield_in_play")),
            phases=("conflict",)),
     note="Gains 1 honor while participating if a Battlefield card is in play (the player's "
          "own: Exposed Courtyard in a province; the opponent has none).")

card("butcher-of-the-fallen", "Butcher of the Fallen",
     inert=f"keeps characters from defending: {NEVER_DEFENDS}; Rally is read from the text")

card("cunning-negotiator", "Cunning Negotiator",
     inert=f"{NO_DUELS}; Rally is read from the text")

card("moto-stables", "Moto Stables",
     reaction(MOVED_TO_CONFLICT, military(2, Target(PARTICIPANTS)), about="any", limit=2),
     note="+2 military to the characters an effect moves into the conflict (twice per round); "
          "being declared as an attacker is no move.")

card("shinsei-s-last-hope", "Shinsei's Last Hope",
     missing=(helps("Eminent: faceup from the start, characters played from it cost 2 less and "
                    "enter play dishonored (the engine plays the player's provinces facedown)"),))

card("thunder-guard-elite", "Thunder Guard Elite",
     inert=f"a random discard from the opponent's hand: {HOLDS_NO_HAND}; Pride is read from the "
           "text")

card("twilight-rider", "Twilight Rider",
     reaction(MOVED_TO_CONFLICT, ready(choose(chars(), state="bowed")), about="any",
              when=(when("source_participating"),)),
     note="After it is moved into a conflict by an effect, it readies a bowed character (the "
          "pilot's pick). Rally is read from the text.")

card("daidoji-marketplace", "Daidoji Marketplace",
     missing=(helps("revealing its province as the conflict phase begins"),),
     note="Rally is read from the text.")

card("disciple-of-shinsei", "Disciple of Shinsei",
     inert=f"discards an attachment as it leaves play: {NO_CHARACTERS}, so only the player's own "
           "could be discarded")

card("dispatch-to-nowhere", "Dispatch to Nowhere",
     inert=f"discards a character without fate: {NO_CHARACTERS}, so only the player's own could "
           "be discarded")

card("ethereal-alignment", "Ethereal Alignment",
     inert=f"restores one of the player's broken provinces: {NEVER_ATTACKS}, so none breaks")

card("highlight-the-flaws", "Highlight the Flaws",
     inert="cancels a province's triggered ability: the passive opponent's provinces have none")

card("inspired-visionary", "Inspired Visionary",
     inert=f"shuffles an attachment into its owner's deck: {NO_CHARACTERS}, so only the "
           "player's own could go")

card("logistics", "Logistics",
     missing=(helps("moving a card between the player's provinces, drawing 1 with a "
                    "Battlefield"),))

card("mountaintop-vigil", "Mountaintop Vigil",
     inert="cancels the ring effects of the conflict: only the player resolves them, so it "
           "could only cost the player")

card("never-yield", "Never Yield", inert=f"protects the attackers from the opponent's bows and moves: {NO_CARDS}")

card("obsidian-talisman", "Obsidian Talisman",
     missing=(helps("1 honor to discard its character's dishonored token"),),
     note="+1 military is printed and played.")

card("seven-stings-keep", "Seven Stings Keep",
     inert=f"makes the opponent declare defenders first: {NEVER_DEFENDS}; its fate and honor "
           "are printed and played")

province("spectral-visitation", "Spectral Visitation", "after it is revealed")

card("suffer-the-consequences", "Suffer the Consequences",
     missing=(helps("an extra political conflict for a sacrificed bowed character"),))

card("traveling-philosopher", "Traveling Philosopher",
     inert=f"turns one of the player's provinces facedown: {NEVER_ATTACKS}, so they stay "
           "facedown anyway")

card("wind-s-path", "Wind's Path",
     missing=(helps("Eminent: the characters in it played into conflicts as if from the hand "
                    "(the engine plays the player's provinces facedown and without text)"),))



# -- In Pursuit of Truth ----------------------------------------------------------------------------

card("makeshift-war-camp", "Makeshift War Camp",
     inert=f"during a conflict at the attached province of the player: {NEVER_ATTACKS}")

card("tsuma", "Tsuma",
     missing=(helps("Eminent: starts face up, and each character played from it enters play "
                    "honored (the engine keeps the player's provinces facedown and gives province "
                    "cards no abilities)"),))

card("silent-ones-monastery", "Silent Ones Monastery",
     missing=(helps("Eminent: faceup from the start, the opponent gains no more than 2 honor a "
                    "phase (the engine plays the player's provinces facedown)"),))

card("asahina-augur", "Asahina Augur",
     missing=(helps("discarding cards from the player's provinces to refill them (3 times a "
                    "round)"),))

card("blatant-swindler", "Blatant Swindler", inert=f"the opponent moves a participant home: {NO_CHARACTERS}")

province("courteous-greeting", "Courteous Greeting", "during a conflict at an Earth province")

card("cursecatcher", "Cursecatcher",
     inert="cancels a province's triggered ability: the passive opponent's provinces have none")

card("hunting-falcon", "Hunting Falcon",
     inert="looks at a facedown province: the passive opponent's provinces hold nothing to "
           "see; +1 military is printed and played")

card("kitsuki-chiari", "Kitsuki Chiari",
     inert=f"after one of the player's provinces is revealed: {NEVER_ATTACKS}")

card("lost-papers", "Lost Papers",
     inert=f"bows the character with the most fate: {NO_CHARACTERS}, so only the player's own "
           "could be bowed; Rally is read from the text")

card("mantra-of-void", "Mantra of Void", inert="answers the opponent declaring a conflict: it never does")

card("master-tactician", "Master Tactician",
     missing=(helps("with a Battlefield in play, playing the top card of the conflict deck"),))

card("return-from-shadows", "Return From Shadows",
     inert="blanks one of the opponent's provinces: the passive opponent's provinces have no text")

card("scholar-of-old-rempet", "Scholar of Old Rempet",
     inert=f"immunity to events: {NO_EVENTS}; Rally is read from the text")

card("shori", "Shori",
     missing=(helps("an extra military conflict for a Champion host"),),
     note="Attach to a unique Lion character (its host rule); +4/+1, Ancestral and Restricted "
          "are printed and played.")

restrict("shori", when("dc_host_unique_clan", "lion"))

card("shrewd-investigator", "Shrewd Investigator", inert=f"looks at the opponent's hand: {HOLDS_NO_HAND}")

card("student-of-the-tao", "Student of the Tao",
     inert=f"moves home a character the player does not control: {NO_CHARACTERS}; Rally is "
           "read from the text")

card("studious", "Studious",
     reaction(CONTEST_WON, draw(1), about="any", when=(when("mb_host_participating"),)),
     missing=(helps("sincerity for its character"),),
     note="Attach to a Scholar (its host rule): its character draws 1 after it wins a conflict; "
          "+1 political is printed and played.")

restrict("studious", when("uni_host_trait", "scholar"))

card("study-the-natural-world", "Study the Natural World",
     missing=(helps("the attacked province's elements added to the contested ring (the passive "
                    "opponent's provinces have no elements in the engine)"),))

card("the-wealth-of-the-crane", "The Wealth of the Crane",
     missing=(helps("a card of the top 10 dynasty cards put faceup into each province"),))

card("third-whisker-sneak", "Third Whisker Sneak",
     reaction(CONTEST_WON, game("look_take", 5, "shuffle"), about="any", when=(participating(),)),
     note="Every conflict it wins is unopposed; X is 5 (the player's provinces never break): "
          "the dearest card of the top 5 the player can pay for goes to the hand.")

card("way-with-words", "Way With Words",
     reaction(CONTEST_WON, take_honor(1), about="any",
              when=(when("mb_host_participating"), conflict_type("political"))),
     note="Its character takes 1 honor after winning a political conflict; +1 political is "
          "printed and played.")



# -- Campaigns of Conquest --------------------------------------------------------------------------

card("stoic-rival", "Stoic Rival",
     inert=f"dishonors another participating character with fewer attachments: {NO_CHARACTERS} "
           "(dishonoring one's own is not played); Rally is a keyword the engine plays")

card("ikoma-tsanuri-2", "Ikoma Tsanuri",
     inert="stops the opponent triggering province abilities: the passive opponent's provinces "
           "have none; Rally is a keyword the engine plays")

card("hayaken-no-shiro", "Hayaken no Shiro",
     action(ready(choose(chars("bushi", max_cost=2), state="bowed")), costs=(bow_self(),)))

card("isawa-tsuke-2", "Isawa Tsuke",
     inert=f"removes fate from participating characters: meant for the opponent's "
           f"({NO_CHARACTERS}; removing the player's own fate is never played); Pride is a "
           "keyword the engine plays")

card("forgery", "Forgery", inert=f"cancels an event: {NO_EVENTS}")

card("local-daimyo-s-retainer", "Local Daimyō's Retainer",
     missing=(hurts("played only while the player controls 3 faceup provinces: the player's "
                    "provinces are never revealed against a passive opponent, but the engine "
                    "lets it be played"),))

card("mercenary-company", "Mercenary Company", inert=f"{NEVER_LOSES} Rally is read from the text.",
     note="No attachments except Weapon (its host rule).")

statics("mercenary-company", OnlyAttachments(("weapon",)))

card("shadow-stalker", "Shadow Stalker",
     constant(military(2, until=""), political(2, until=""),
              when=(when("honor_at_least", 7, negate=True),)),
     note="+2/+2 while the player has 6 honor or fewer. Rally is read from the text.")

province("the-pursuit-of-justice", "The Pursuit of Justice", "during a conflict at a Water province")

card("asceticism", "Asceticism",
     inert=f"protects its character from the opponent's triggered abilities: {NO_CARDS}; +1/+1 "
           "is printed and played")

province("breaking-in", "Breaking In", "after it is revealed")

card("celebrated-renown", "Celebrated Renown",
     missing=(helps(f"honors the character with the most fate: {DYNASTY_EVENTS}"),))

card("crippling-taxes", "Crippling Taxes",
     missing=(helps(f"discards a province's cards (the player's own, to refill them): "
                    f"{DYNASTY_EVENTS}"),))

card("hidden-mountain-pass", "Hidden Mountain Pass",
     missing=(helps("turning its province facedown as the conflict phase ends, to be revealed "
                    "(and rally) again"),),
     note="Rally is read from the text.")

card("kuni-purifier", "Kuni Purifier",
     inert=f"a random discard when the opponent passes a conflict: {HOLDS_NO_HAND}")

card("kyofuki-s-hammer", "Kyofuki's Hammer",
     missing=(helps("discarding a province card after its character wins (the player's own, to "
                    "refill it)"),),
     note="+1 military is printed and played.")

card("open-window", "Open Window",
     action(move_in(choose(chars("shinobi"), state="ready_home")), when=(in_conflict(), SHORT),
            phases=("conflict",)),
     note="Moves a ready Shinobi at home into the conflict while its skill is below the "
          "province's strength. Rally is read from the text.")

card("ride-at-dawn", "Ride at Dawn",
     inert=f"a random discard from the opponent's hand: {HOLDS_NO_HAND}; Rally is read from the "
           "text")

card("steed-of-the-steppes", "Steed of the Steppes",
     missing=(helps(TRAIT_GRANT.format(what="Cavalry trait")),
              helps("sacrificed to ready its character once the opponent has 3 faceup "
                    "provinces")),
     note="+1 military is printed and played.")

card("sturdy-tetsubo", "Sturdy Tetsubō",
     inert=f"the reaction it gives makes the opponent discard: {HOLDS_NO_HAND}; +3 military and "
           "Restricted are printed and played")

card("under-siege", "Under Siege", inert=f"sets the defender's hand aside: {HOLDS_NO_HAND}")

card("veteran-of-toshi-ranbo", "Veteran of Toshi Ranbo",
     missing=(helps("+1 glory per faceup province of the player (the engine plays the player's "
                    "provinces facedown)"),),
     note="Rally is read from the text.")



# -- As Honor Demands -------------------------------------------------------------------------------

card("honored-veterans", "Honored Veterans",
     missing=(helps(f"honors a Bushi played this phase: {DYNASTY_EVENTS}"),),
     note="Rally is a keyword the engine plays.")

card("elegance-and-grace", "Elegance and Grace",
     event_action(game("ma_ready_honored"), when=(when("ma_honored_bowed"),)),
     note="Readies the most valuable bowed honored character, or pair with total printed cost 6 "
          f"or less ({NO_CHARACTERS}).")

card("seven-fold-palace", "Seven Fold Palace",
     reaction(CONTEST_WON, gain_honor(2), costs=(bow_self(),), when=(when("ma_honored_in_event"),)),
     note="After a won conflict with an honored attacker (the player is always the attacker).")

card("beautiful-entertainer", "Beautiful Entertainer",
     interrupt(LEAVES_PLAY, gain_honor(2), about="self", zone="dynasty_discard",
               when=(when("ps_less_honor"),)),
     note="Asked when it reaches the dynasty discard pile (after its status token counted); "
          "leaving to the hand or a deck is not answered. Rally is read from the text.")

card("ceaseless-duty", "Ceaseless Duty",
     missing=(helps("keeps a cheap character in play when it would leave (the fate phase's "
                    "discard of a character without fate)"),))

card("shinjo-altansarnai-2", "Shinjo Altansarnai",
     action(dynasty_search(8, 3, non_unique=True, into_conflict=True, rest="shuffle"),
            when=(conflict_type("military"), participating()), phases=("conflict",)),
     note="Of the top 8 dynasty cards, the non-unique character of cost 3 or lower with the "
          "most military skill goes into play in the conflict; the rest is shuffled back.")

card("asako-lawmaster", "Asako Lawmaster",
     missing=(helps("1 honor each time the player passes a conflict (the engine tells the cards "
                    "no pass)"),))

card("command-by-name", "Command By Name",
     missing=(helps("1 honor and a card to set the attacked province's strength to 0"),))

card("contested-countryside", "Contested Countryside",
     inert="triggers the attacked province's ability: the passive opponent's provinces have none; "
           "Rally is read from the text")

card("divine-ancestry", "Divine Ancestry",
     missing=(helps("no honor lost for the rest of a phase (the draw phase's bid among it)"),))

card("endless-archives", "Endless Archives",
     missing=(helps("cycling cards of the hand each time the player passes a conflict"),))

card("fearless-skirmisher", "Fearless Skirmisher",
     inert=f"moves a dishonored token to a character: {NO_CHARACTERS}, so it could only move one "
           "among the player's own")

card("foothills-keep", "Foothills Keep", inert=f"taxes the opponent's attacks: {NEVER_ATTACKS}")

card("hida-etsuji", "Hida Etsuji",
     inert=f"province abilities once more and no covert: {NEVER_ATTACKS}, so the player's "
           "provinces are never revealed, and the opponent never attacks with covert")

province("honor-s-reward", "Honor's Reward", "during a conflict at a Fire province")

card("master-of-many-lifetimes", "Master of Many Lifetimes",
     missing=(helps("a character leaving play put into a facedown province instead"),),
     note="Rally is read from the text.")

card("master-of-the-court", "Master of the Court",
     inert=f"cancels an event: {NO_EVENTS}; covert does nothing: {NEVER_DEFENDS}")

card("pious-guardian", "Pious Guardian",
     interrupt(PHASE_ENDS, gain_honor(1), about="any", when=(when("event_option", "conflict"),)),
     note="The player's provinces never break, so it gains 1 honor as each conflict phase "
          "ends. Rally is read from the text.")

card("soshi-diviner", "Soshi Diviner",
     missing=(helps("moving a card between the player's provinces"),))

card("stoke-insurrection", "Stoke Insurrection",
     inert="takes characters from the opponent's provinces: the passive opponent's provinces "
           "hold no cards")

card("the-receding-tide", "The Receding Tide",
     missing=(helps("putting one of the player's characters back into a province"),))

card("waterfall-tattoo", "Waterfall Tattoo",
     missing=(helps(TRAIT_GRANT.format(what="Tattooed trait")),),
     note=f"Readying after one of the player's provinces is revealed never happens: "
          f"{NEVER_ATTACKS}. +1/+1 is printed and played.")



# -- Atonement --------------------------------------------------------------------------------------

card("agasha-sumiko-2", "Agasha Sumiko",
     interrupt(LEAVES_PLAY, opponent_loses_honor(2), about="self", zone="dynasty_discard",
               when=(when("dc_opp_more_honor_before"),)),
     note="The opponent loses 2 honor when it has more honor than the player had before her "
          "status token counted. Asked when she reaches the discard pile (the fate phase, a "
          "sacrifice): leaving to the hand, a deck or out of the game is not answered. Its "
          "fate pool and hand do nothing (the passive opponent spends no fate, holds no hand).")

card("iron-mountain-castle", "Iron Mountain Castle",
     note="Bowed to pay 1 fate less for an attachment played from hand (or by Inventive "
          "Mirumoto) whenever that helps (play_rules.hand_cost reads its BowToReduce); a Dragon "
          "character may hold 3 restricted attachments (ExtraRestricted). Its fate, honor and "
          "province strength bonus are printed and played.")

statics("iron-mountain-castle", BowToReduce(), ExtraRestricted("dragon"))

card("daidoji-yari", "Daidoji Yari",
     inert=f"takes covert from the opponent's characters: {NO_CHARACTERS}; +2 military and "
           "Restricted are printed and played")

card("doji-diplomat", "Doji Diplomat",
     inert="reveals a facedown province of the opponent: information only, the opponent's "
           "provinces are data")

card("weight-of-duty", "Weight of Duty",
     inert=f"a province's action against the opponent's characters: {NEVER_REVEALED}; "
           f"{NO_CHARACTERS}")

card("shiba-pureheart", "Shiba Pureheart",
     inert=f"answers the opponent's second conflict: {NEVER_ATTACKS}; Rally is a keyword the "
           "engine plays")

card("righteous-samurai", "Righteous Samurai",
     inert="answers honor lost to the opponent's card or ring effect: the passive opponent has "
           "no card abilities and never resolves a ring (a lost bid is no card effect)")

card("exposed-courtyard", "Exposed Courtyard",
     action(game("mb_courtyard"), when=(conflict_type("military"), when("mb_courtyard_ok")),
            phases=("conflict",)),
     forced(CARD_PLAYED, game("mb_courtyard_bottom"), about="any",
            when=(when("mb_courtyard_played"),)),
     forced(CONTEST_WON, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     forced(CONTEST_LOST, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     note="In a military conflict (while the conflict deck holds 6 cards or more): the top 2 "
          "conflict cards are discarded, then the most expensive event of the discard pile "
          "with a reviewed ability that the player can pay is lent to the hand for the "
          "conflict (played: to the bottom of the deck; not played: back to the discard pile "
          "at the conflict's result). It counts as a Battlefield for Chronicler of Conquests.",
     missing=(helps("the lent event is the pilot's guess (the most expensive one it can pay), "
                    "not the one that helps most in the conflict"),))

def _holding_into_province(state: L5rState, ctx, eff, cards) -> None:
    """Apprentice Engineer: the chosen holding of the dynasty discard pile into the province
    ``rebuild_slot`` picks, each other card there discarded."""
    slot = rebuild_slot(state)
    for h in cards:
        if slot < 0 or h not in state.dynasty_discard:
            return
        for c in list(state.provinces[slot]):
            piles.take(state.provinces, slot, c)
            state.facedown.discard(c)
            state.dynasty_discard.append(c)
        state.dynasty_discard.remove(h)
        piles.put(state.provinces, slot, h)
        play_rules.seen(state, h)
        play_rules.note(state, "revealed", h)


GAME_OPS["holding_into_province"] = _holding_into_province


card("apprentice-engineer", "Apprentice Engineer",
     reaction(ENTERS_PLAY, game("holding_into_province",
                                target=choose(holdings(), zone="dynasty_discard")),
              when=(when("rebuild_slot"),)),
     note="The holding goes into the province Rebuild would choose (an empty one, else a "
          "facedown one, else the one with the cheapest cards); the cards there are discarded.")

card("compromised-secrets", "Compromised Secrets",
     inert=f"taxes the abilities of its host: {NO_CHARACTERS}; {OWN_ATTACHMENT}")

card("flank-the-enemy", "Flank the Enemy",
     inert=f"the opponent bows one of its participants: {NO_CHARACTERS}")

card("ganzu-warrior", "Ganzu Warrior",
     missing=(helps("a ring effect of the element of an opponent's province revealed while it "
                    "attacks (the passive opponent's provinces have no elements in the "
                    "engine)"),))

card("inventive-buttressing", "Inventive Buttressing",
     inert=f"strength for the player's own province: {NEVER_ATTACKS}")

card("worldly-shiotome", "Worldly Shiotome",
     reaction(CARD_PLAYED, honor(), about="any", when=(when("mb_event_trait", "gaijin"),)),
     missing=(helps("Gaijin characters and attachments played (the engine tells the cards of "
                    "events played only)"),),
     note="Honors itself after the player plays a Gaijin event.")

card("bayushi-kachiko-2", "Bayushi Kachiko",
     inert=f"plays events of the opponent's discard pile: {NO_EVENTS}")

card("fire-and-oil", "Fire and Oil", inert=f"dishonors a character attacking the player: {NEVER_ATTACKS}")

card("in-search-of-self", "In Search of Self",
     inert="bows an attacker: only the player attacks, so it could only hurt the player")

card("magistrate-s-intervention", "Magistrate's Intervention",
     inert="dishonors an attacker: only the player attacks, so it could only hurt the player")

card("spiritcaller-prodigy", "Spiritcaller Prodigy",
     action(put_into_play(choose(chars(clan="lion", max_cost=3), zone="dynasty_discard")),
            costs=(sacrifice_self(),)),
     note="Sacrificed to put a Lion character of printed cost 3 or lower from the dynasty "
          "discard pile into play (the pilot's pick).")

card("sudden-tempest", "Sudden Tempest",
     inert="takes an unclaimed ring out of the round: the passive opponent declares no "
           "conflicts, so it only takes a ring from the player")

card("treasured-gift", "Treasured Gift", inert=f"attached to a character of the opponent: {NO_CHARACTERS}")

province("unbridled-ambition", "Unbridled Ambition", "during conflicts at this province")
