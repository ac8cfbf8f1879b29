"""Records of the cards first printed in the Temptations Cycle: Twisted Loyalties, Honor in
Flames, A Crimson Offering, The Temptation of the Scorpion, Coils of Power, Peace at Any Cost.
One test each in tests/test_l5r_records_temptations_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    OnlyAttachments,
    PHASE_BEGINS,
    PROVINCE_BROKEN,
    action,
    attached,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    draw,
    each,
    event_action,
    event_reaction,
    fate,
    forced,
    glory,
    helps,
    honor,
    honor_cost,
    hurts,
    in_conflict,
    lose_honor,
    military,
    move_in,
    participating,
    place_fate,
    political,
    reaction,
    ready,
    self_is,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import PaidFromCharacters
from deckcheck.goldfish.abilities.records import (
    ATTACHED,
    Cost,
    Effect,
    Target,
)
from deckcheck.games.l5r.engine.records.words import (
    DYNASTY_EVENTS,
    HOLDS_NO_HAND,
    KEYWORD_ONLY,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_REVEALED,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    OWN_PROVINCE,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    TRAIT_GRANT,
    province,
    restrict,
)
from deckcheck.games.l5r.engine import conflicts, play_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import best_card
from deckcheck.games.l5r.engine.hooks import CONDITIONS, COSTS, GAME_OPS
from deckcheck.games.l5r.engine.state import SH_SLOT, L5rState

# -- Twisted Loyalties ------------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
MARK_HONOR = -(78 << 20)


MARK_FRONT = -(79 << 20)


def _second_slots(state: L5rState) -> list[int]:
    return [s for s in conflicts.open_slots(state) if s != state.c_slot]


def _second_slot(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and bool(_second_slots(state))


def _front_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_FRONT, 0) > 0


def _gained_this_phase(state: L5rState, ctx, n) -> bool:
    mark = state.used.get(MARK_HONOR - ctx.source, 0)
    return mark > 0 and state.honor - (mark - 1) >= n


def _discard_from_hand(state: L5rState, ctx, eff, cards) -> None:
    for _ in range(max(1, eff.amount)):
        if not state.hand:
            return
        c = min(state.hand, key=lambda x: (state.table.cost[x], x))
        state.hand.remove(c)
        state.conflict_discard.append(c)


def _mark_honor(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_HONOR - ctx.source] = state.honor + 1


def _second_front(state: L5rState, ctx, eff, cards) -> None:
    slots = _second_slots(state)
    if slots:
        state.used[MARK_FRONT] = (SH_SLOT if SH_SLOT in slots else min(slots)) + 1


def _break_second(state: L5rState, ctx, eff, cards) -> None:
    slot = state.used.pop(MARK_FRONT, 0) - 1
    total = ctx.event.amount if ctx.event is not None else 0
    if 0 <= slot and slot not in state.opp_broken and total >= conflicts.strength(state, slot):
        conflicts.break_province(state, slot)


def _front_clear(state: L5rState, ctx, eff, cards) -> None:
    state.used.pop(MARK_FRONT, None)


CONDITIONS.update({
    "mb_second_slot": _second_slot,
    "mb_front_marked": _front_marked,
    "mb_gained_this_phase": _gained_this_phase,
})


GAME_OPS.update({
    "mb_second_front": _second_front,
    "mb_break_second": _break_second,
    "mb_front_clear": _front_clear,
    "mb_mark_honor": _mark_honor,
    "mb_discard_from_hand": _discard_from_hand,
})


# -- records -----------------------------------------------------------------------------------
card("keen-warrior", "Keen Warrior",
     inert="after looking at the opponent's hand: the passive opponent holds none; Sincerity is "
           "a keyword the engine plays")

card("make-your-case", "Make Your Case", inert=NO_DUELS)

card("revered-ikoma", "Revered Ikoma",
     forced(PHASE_BEGINS, game("mb_mark_honor"), about="any"),
     action(fate(1), when=(when("mb_gained_this_phase", 2),)),
     missing=(helps("honor gained this phase is counted net (the honor above the player's "
                    "honor as the phase began, or as it entered play later: not offered then); "
                    "losses in the same phase hide gains"),
              helps("cannot receive dishonored status tokens (the player's own costs and ring "
                    "choices never dishonor it here)")))

card("procedural-interference", "Procedural Interference",
     missing=(helps(f"gains 2 honor or clears an opponent's province; {DYNASTY_EVENTS}"),))

card("guardians-of-rokugan", "Guardians of Rokugan",
     inert=f"after the player wins as the defender: {PLAYER_NEVER_DEFENDS}")

card("khanbulak-benefactor", "Khanbulak Benefactor",
     reaction(ENTERS_PLAY, draw(2)),
     missing=(helps("Dire: while it participates with no fate, the cards in the hand cost 1 "
                    "less"),))

card("watchtower-of-sun-s-shadow", "Watchtower of Sun's Shadow",
     inert=f"weakens attackers of the player's provinces and loses fate when its province "
           f"breaks: {NEVER_ATTACKS}")

card("asako-maezawa-2", "Asako Maezawa",
     inert=f"bows a character without fate after a win: {NO_CHARACTERS}, so only the player's "
           "own could be bowed")

province("brushfires", "Brushfires", "after it is revealed")

card("chikara", "Chikara",
     inert=f"the reaction a Champion host gains sacrifices a participant: {NO_CHARACTERS}, and "
           "the player's own could only be lost",
     note="Attach to a unique Crab character (its host rule); +4/+1, Ancestral and Restricted "
          "are printed and played.")

restrict("chikara", when("dc_host_unique_clan", "crab"))

card("daughter-of-war", "Daughter of War",
     missing=(helps("a cheaper character of the dynasty deck put into play when its character "
                    "leaves play"),),
     note="+2 military is printed and played.")

card("diplomatic-gift-giver", "Diplomatic Gift-Giver",
     missing=(helps("the opponent moving 1 fate from its pool onto a character of the player's "
                    "(the player's own fate has no opposing character to go to)"),))

card("exemplary-etiquette", "Exemplary Etiquette",
     inert="stops character abilities in the conflict: only the player triggers them, so it "
           "could only cost the player")

card("heresy", "Heresy!", inert=NO_DUELS)

card("kunshu", "Kunshu",
     inert=f"the action it gives plays a card of the opponent's discard pile: {NO_CARDS}",
     note="Attach to a unique character (its host rule); +2/+2, Ancestral and Restricted are "
          "printed and played.")

restrict("kunshu", when("mb_host_unique"))

card("overlooked-community", "Overlooked Community",
     missing=(helps("returning a claimed ring to discard a status token (a dishonored one of "
                    "the player's)"),))

card("renowned-singer", "Renowned Singer",
     missing=(helps("a card of the conflict discard pile back to the hand after gaining 2 "
                    "honor in a phase (the opponent picks of two)"),))


def _resolve_claimed(state: L5rState, ctx, eff, cards) -> None:
    """Self-Understanding: the effect of each ring in the player's claimed pool."""
    from deckcheck.games.l5r.engine import rings
    for r in sorted(state.claimed):
        rings.resolve_best(state, r)


GAME_OPS["resolve_claimed_rings"] = _resolve_claimed


card("self-understanding", "Self-Understanding",
     reaction(CONTEST_WON, game("resolve_claimed_rings"), about="any",
              when=(when("mb_host_participating"), when("claimed_at_least", 1))),
     note="After its character wins, each ring of the player's claimed pool resolves its effect "
          "(each the way the engine resolves a won ring). +3 political and Restricted are "
          "printed and played; immunity to the opponent's events does nothing.")

card("sinister-peacekeeper", "Sinister Peacekeeper",
     missing=(helps("1 honor lost by the opponent each time it gains honor (from the bids)"),))

card("superior-authority", "Superior Authority",
     inert=f"characters without fate count no skill: {NO_CHARACTERS}, so it could only cost the "
           "player")

province("the-scorpion-clan-coup", "The Scorpion Clan Coup", "weakens the attackers of the player's provinces")

card("yasuki-oguri-2", "Yasuki Oguri",
     inert=f"while it defends: {PLAYER_NEVER_DEFENDS}; covert does nothing: {NEVER_DEFENDS}")



# -- Honor in Flames --------------------------------------------------------------------------------

card("commander-of-the-legions", "Commander of the Legions",
     constant(military(1, each(chars(clan="lion", not_self=True)), until="")),
     forced(PHASE_BEGINS, game("dl_fate_shield",
                               target=each(chars(clan="lion", max_cost=3), state="has_fate")),
            about="any", when=(when("event_option", "fate"), when("dl_honor_lead", 5))),
     note="The fate phase's removal is answered by 1 fate more, as the phase begins, on each "
          "Lion character with printed cost 3 or lower that has fate while the player leads "
          "by 5 honor (one without fate is still discarded: only the removal is stopped).")

card("under-amaterasu-s-gaze", "Under Amaterasu's Gaze",
     inert="raises the costs of cards played during conflicts at a province: only the player "
           "plays cards, so it only hurts; the pilot never plays it (attachments go on "
           "characters)",
     pilot="never")

card("daidoji-uji-2", "Daidoji Uji",
     missing=(helps("4 conflict cards searched for and put under it as it enters play, played "
                    "from there while it is honored"),))

card("silent-skirmisher", "Silent Skirmisher",
     action(Effect("sacrifice", 0, choose(chars(not_self=True), state="spent")), military(2),
            when=(in_conflict(), participating()), phases=("conflict",)),
     note="Used while it participates (the skill counts only then), sacrificing a spent "
          "character (bowed, no fate).")

card("curse-of-misfortune", "Curse of Misfortune",
     inert=f"makes the other attachments restricted: {NO_CHARACTERS}, and on the player's own it "
           "could only hurt them")

province("cycle-of-vengeance", "Cycle of Vengeance", "when it is broken")

card("darkness-rising", "Darkness Rising",
     inert=f"bows the participants weaker than a dishonored one: {NO_CHARACTERS}, so only the "
           "player's own could be bowed")

card("guardian-dojo", "Guardian Dōjō",
     missing=(helps("characters played from the adjacent provinces enter play honored"),
              hurts("no fate may be placed on those characters as they are played")))

card("master-of-jade", "Master of Jade",
     action(place_fate(1, choose(chars(), state="no_fate")), costs=(honor_cost(2),)),
     note="2 honor for 1 fate on a character without fate (the pilot's pick). Keeper role "
          "only: deck building.")

card("messenger-of-misery", "Messenger of Misery", inert=KEYWORD_ONLY)

card("nimble-noyan", "Nimble Noyan",
     missing=(helps("Dire: bowed participants count their skill while it participates"),))

card("perfect-land-believer", "Perfect Land Believer",
     constant(military(2, until=""), political(2, until=""), when=(self_is("ordinary"),)))

card("raze-to-the-ground", "Raze to the Ground",
     missing=(helps("breaking the attacked province after a military win, for a dishonored "
                    "participant and a faceup province of the player's"),))

card("reserve-tents", "Reserve Tents",
     action(move_in(choose(chars(), state="ready_home")), when=(in_conflict(), SHORT),
            phases=("conflict",), limit=2),
     note="Moves a ready character at home into the conflict while its skill is below the "
          "province's strength (twice a round).")

card("shadow-steed", "Shadow Steed",
     action(ready(attached()), costs=(honor_cost(1),), when=(when("host_no_fate"),)),
     missing=(helps(TRAIT_GRANT.format(what="Cavalry trait")),),
     note="Paid with fate on the player's characters; readies its character without fate for 1 "
          "honor. +1 military and Ancestral are printed and played.")

statics("shadow-steed", PaidFromCharacters())

card("shape-the-flesh", "Shape the Flesh",
     constant(Effect("cannot", 0, Target(ATTACHED), value="be_honored")),
     note=f"Paid with fate on the player's characters; its character cannot be honored. Covert "
          f"does nothing: {NEVER_DEFENDS}. +1/+1 is printed and played.")

statics("shape-the-flesh", PaidFromCharacters())

card("shoju-s-diviner", "Shoju's Diviner",
     missing=(helps("Dire: the top 8 conflict cards looked at, discarded or put back in any "
                    "order"),))

STATE_WORDS["bowed_ordinary"] = lambda state, c: c in state.bowed and c not in state.status


card("shoshi-ni-kie", "Shoshi ni Kie",
     event_action(ready(choose(chars(), state="bowed_ordinary"))),
     note="Readies a bowed ordinary character. Its cost, revealing one of the player's facedown "
          "provinces, is not kept by the engine (5 provinces: more than a deck's copies).")

card("steward-of-cryptic-lore", "Steward of Cryptic Lore",
     constant(political(3, until=""), when=(self_is("no_fate"),)),
     missing=(helps("-3 strength to the attacked province in an Earth conflict"),),
     note="Dire: +3 political while it has no fate.")

province("the-roar-of-the-lioness", "The Roar of the Lioness", "its strength")

province("the-way-of-peace", "The Way of Peace", "when it is broken")

card("unhallow", "Unhallow", inert=f"strength for one of the player's provinces: {NEVER_ATTACKS}")



# -- A Crimson Offering -----------------------------------------------------------------------------

card("tetsubo-of-blood", "Tetsubō of Blood",
     constant(Effect("cannot", 0, Target(ATTACHED), value="be_honored")),
     note="Its cost is paid with fate on the player's characters, from the one with the most "
          "(PaidFromCharacters); the host cannot be honored. +4 military, Limited and "
          "Restricted are printed and played.")

statics("tetsubo-of-blood", PaidFromCharacters())

card("feeding-an-army", "Feeding an Army",
     inert="breaks a face-up friendly province: the player's provinces stay facedown against a "
           "passive opponent (Eminent provinces are missing in their own records)")

card("lion-s-pride-paragon", "Lion's Pride Paragon",
     forced(CONTEST_WON, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     forced(CONTEST_LOST, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     note="Dire (no fate on it): bows with the others and readies at the end of the conflict.")

card("damned-hida", "Damned Hida",
     constant(military(3, until=""), when=(self_is("no_fate"),)),
     note="Dire: +3 military while it has no fate.")

card("disparaging-challenge", "Disparaging Challenge", inert=NO_DUELS)

province("the-eternal-watch", "The Eternal Watch", "during a conflict at this province")

card("bonds-of-blood", "Bonds of Blood",
     inert=f"moves home a dishonored participant and another character: {NO_CHARACTERS}, so it "
           "could only cost the player")

province("by-onnotangu-s-light", "By Onnotangu's Light", "during conflicts at this province")

card("command-the-tributary", "Command the Tributary",
     missing=(helps("moving 1 fate from its character to another"),),
     note="+1 political is printed and played.")

card("desperate-negotiator", "Desperate Negotiator",
     constant(military(2, until=""), political(2, until=""), when=(self_is("no_fate"),)),
     note="Dire: +2/+2 while it has no fate.")

card("forward-garrison", "Forward Garrison", inert=f"protects fate from the opponent's effects: {NO_CARDS}")

card("in-harmony", "In Harmony",
     inert=f"protects its character's fate from card and ring effects: {NO_CARDS}, and the "
           "player's own never remove it",
     note="Played only with a ring in the player's claimed pool (its play rule); +1 political "
          "and Ancestral are printed and played.")

restrict("in-harmony", when("claimed_at_least", 1))

CONDITIONS["event_trait_in"] = lambda state, ctx, traits: (
    ctx.event is not None and ctx.event.card >= 0
    and any(tr in state.table.traits[ctx.event.card] for tr in traits))


card("iuchi-shahai-2", "Iuchi Shahai",
     reaction(CARD_PLAYED, place_fate(1), costs=(honor_cost(1),), about="any",
              when=(when("event_trait_in", ("meishodo", "maho")),)),
     missing=(helps("Meishōdō and Mahō attachments played (the engine tells the cards of "
                    "events played only)"),),
     note=f"1 honor for 1 fate on itself after a Meishōdō or Mahō event. Covert does nothing: "
          f"{NEVER_DEFENDS}.")

card("kaito-mai", "Kaito Mai",
     constant(glory(3, until=""), when=(self_is("no_fate"),)),
     note=f"Dire: +3 glory. Its reaction removes fate from another character: {NO_CHARACTERS}.")


def _dig_kiho(state: L5rState, ctx, eff, cards) -> None:
    """Ki Alignment: up to 2 Kihō cards of different titles of the top 8 to the hand; shuffle."""
    t = state.table
    top = state.conflict[-8:]
    for c in top:
        play_rules.seen(state, c)
    taken: list[int] = []
    for _ in range(2):
        found = [c for c in top if "kiho" in t.traits[c] and c not in taken
                 and all(t.title[c] != t.title[x] for x in taken)]
        if found:
            taken.append(best_card(state, found))
    for c in taken:
        state.conflict.remove(c)
        state.hand.append(c)
    piles.shuffle(state, state.conflict)


GAME_OPS["dig_kiho"] = _dig_kiho
CONDITIONS["attacker_trait"] = lambda state, ctx, trait: (
    ctx.event is not None and any(trait in state.table.traits[c] for c in ctx.event.cards))


card("ki-alignment", "Ki Alignment",
     event_reaction(CONTEST_DECLARED, game("dig_kiho"), when=(when("attacker_trait", "monk"),)),
     note="After a Monk is declared as an attacker: up to 2 Kihō cards of different titles of "
          "the top 8 (the dearest the player can pay for first).")

card("resourceful-maho-tsukai", "Resourceful Mahō-Tsukai",
     missing=(helps("while dishonored, the player's Mahō cards cost 1 less"),),
     note="No attachments except Shadowlands or Spell (its host rule).")

statics("resourceful-maho-tsukai", OnlyAttachments(("shadowlands", "spell")))

card("sanguine-mastery", "Sanguine Mastery",
     inert=f"discards attachments: {NO_CHARACTERS}, so only the player's own could go")

province("seeking-enlightenment", "Seeking Enlightenment", "after it is revealed")

card("seize-the-mind", "Seize the Mind", inert=f"takes control of a character: {NO_CHARACTERS}")

card("shadowed-village", "Shadowed Village",
     missing=(helps("a card drawn when fate is removed from the player's character outside the "
                    "fate phase"),))

card("togashi-kazue-2", "Togashi Kazue",
     missing=(helps("Dire characters trigger their abilities once more a round"),))

card("yogo-paramour", "Yogo Paramour",
     inert=f"Dire: bows itself to dishonor another character: {NO_CHARACTERS}, so only the "
           "player's own could be dishonored")



# -- The Temptation of the Scorpion -----------------------------------------------------------------

card("solitary-hero", "Solitary Hero",
     inert=f"covert and removing fate from other participants with less military skill: "
           f"{NEVER_DEFENDS} and {NO_CHARACTERS}")

card("arrogant-kakita", "Arrogant Kakita",
     inert=f"the duel it must initiate after defenders are declared: {NO_DUELS}; Pride is read "
           "from the text")

card("iuchi-soulweaver", "Iuchi Soulweaver",
     missing=(helps("Dire: counted as participating (without bowing) in each conflict another "
                    "of the player's characters attacks in"),))

card("promising-youth", "Promising Youth",
     missing=(helps("played as an attachment (+2/+2, a character again when its host leaves "
                    "play); the engine plays it as a character only"),))

card("unleashed-experiment", "Unleashed Experiment",
     forced(CONTEST_DECLARED, lose_honor(2), about="any", when=(participating(),)),
     note="The 2 honor of its additional cost is lost when it is declared as an attacker (the "
          "pilot does not weigh it). Dire blanks no ability: it has no other.")

card("an-agreeable-arrangement", "An Agreeable Arrangement",
     inert=f"gives a character to the opponent to bow one of its own: {NO_CHARACTERS}, so it "
           "could only cost the player")

card("blessed-by-fukurokujin", "Blessed By Fukurokujin",
     inert="protects its character from dishonor: the passive opponent never dishonors the "
           "player's characters; +1/+1 is printed and played")

card("dark-resurrection", "Dark Resurrection",
     missing=(helps("up to 3 cheap characters of the dynasty discard pile put into a military "
                    "conflict dishonored"),))

card("enraged", "Enraged", inert="no text beyond its skill bonus: +2/-2 is printed and played")

card("meticulous-scout", "Meticulous Scout",
     inert="blanks one of the opponent's provinces: the passive opponent's provinces have no text")

card("mushin-no-shin", "Mushin no Shin",
     inert=f"cancels abilities targeting the player's character: {NO_CARDS}")

card("reconnaissance", "Reconnaissance",
     missing=(helps("discarding cards from the player's provinces with 5 more honor than the "
                    "opponent"),))

card("shadow-step", "Shadow Step",
     missing=(helps("one of the player's characters removed and put into play again"),))

card("talented-performer", "Talented Performer",
     missing=(hurts("must be the target of each of the player's events, if able"),))

card("the-skin-of-fu-leng", "The Skin of Fu Leng",
     inert=f"triggers the abilities of characters without fate as their controller: "
           f"{NO_CHARACTERS}, and the player controls its own already",
     note="Attach to a unique character (its host rule); +3 political and Restricted are "
          "printed and played.")

restrict("the-skin-of-fu-leng", when("mb_host_unique"))

card("the-western-wind", "The Western Wind",
     missing=(helps("characters of the top 8 dynasty cards put into a province, one per faceup "
                    "province of the opponent"),))

card("untainted", "Untainted",
     missing=(helps("after a won conflict at its province, a status token discarded for 1 "
                    "honor"),))

card("whispers-of-power", "Whispers of Power",
     inert=f"+3 political per opposing character without fate: {NO_CHARACTERS}")

card("yogo-junzo", "Yogo Junzo",
     missing=(helps("moving fate from one of the player's characters back to the pool"),),
     note=f"Its Dire action discards fate from a character: {NO_CHARACTERS}, and the player's "
          "own could only lose it.")

card("young-philosopher", "Young Philosopher", inert="no text: its printed skills and glory are played")



# -- Coils of Power ---------------------------------------------------------------------------------

card("offerings-to-the-kami", "Offerings to the Kami", inert=OWN_PROVINCE)

_MEDITATION_MAX, _MEDITATION_COUNT = per_conflict(1, "title")


card("battle-meditation", "Battle Meditation",
     event_reaction(PROVINCE_BROKEN, draw(3), _MEDITATION_COUNT,
                    when=(in_conflict(), _MEDITATION_MAX,
                          cond("dl_count_at_least", (each(chars("berserker"), state="participating"), 1)))),
     note="(Max 1 per conflict) counted per title.")

card("castle-of-the-forgotten", "Castle of the Forgotten",
     missing=(helps("after a province breaks, bowing it makes each conflict of the round "
                    "military"),),
     note="Its fate and honor are printed and played.")

province("deserted-shrine", "Deserted Shrine", "after it is revealed")

STATE_WORDS["dire_participant"] = lambda state, c: c in state.attackers and not state.fate_on.get(c, 0)


card("higashi-kaze-company", "Higashi Kaze Company",
     reaction(CONTEST_WON, ready(choose(chars(not_self=True), state="dire_participant"),
                                 until="contest"),
              about="any", when=(participating(),)),
     note="Another participant without fate readies at the end of the conflict (it does not "
          "stay bowed by the conflict's resolution).")

statics("higashi-kaze-company", OnlyAttachments(("weapon",)))

card("overrun", "Overrun",
     inert="reveals and blanks one of the opponent's provinces: the passive opponent's provinces "
           "have no text, and revealing one changes nothing")


def _fill_provinces(state: L5rState, ctx, eff, cards) -> None:
    """Repentant Legion: 1 facedown dynasty card added to each non-stronghold province."""
    for slot in range(SH_SLOT):
        if state.dynasty:
            c = state.dynasty.pop()
            piles.put(state.provinces, slot, c)
            state.facedown.add(c)


GAME_OPS["fill_provinces"] = _fill_provinces


card("repentant-legion", "Repentant Legion",
     reaction(PROVINCE_BROKEN, game("fill_provinces"), when=(in_conflict(), participating())),
     note="Each non-stronghold province gets 1 more facedown dynasty card (an empty deck adds "
          "none).")

statics("repentant-legion", OnlyAttachments(("weapon",)))

card("ancestral-sight", "Ancestral Sight",
     missing=(helps("the action it gives: a character of the discard pile to the deck bottom "
                    "for 1 fate on its copy in play"),),
     note="Attach to a Shugenja (its host rule); +1 political is printed and played.")

restrict("ancestral-sight", when("uni_host_trait", "shugenja"))

card("asahina-peacekeeper", "Asahina Peacekeeper",
     missing=(hurts("a card discarded for each attacker the player declares in a military "
                    "conflict"),),
     note="Limited is read from the text.")

card("battlefield-orders", "Battlefield Orders",
     missing=(helps("a participant's action ability resolved once more"),))

card("betrayal-of-truth", "Betrayal of Truth",
     inert=f"bows the participants with a status token: {NO_CHARACTERS}, so only the player's "
           "own could be bowed")

card("calling-the-storm", "Calling the Storm",
     missing=(helps("the hand discarded to play from the top of the conflict deck for the "
                    "phase"),))


def _ok_conduit(state: L5rState, ctx, cost) -> bool:
    return state.honor >= state.opp_honor + 5 or ctx.source not in state.bowed


def _pay_conduit(state: L5rState, ctx, cost) -> None:
    if state.honor < state.opp_honor + 5:
        state.bowed.add(ctx.source)


COSTS["bow_unless_honor_lead"] = (_ok_conduit, _pay_conduit)


card("conduit-of-heroes", "Conduit of Heroes",
     action(military(3, choose(chars(not_self=True), state="participating")),
            political(1, choose(chars(not_self=True), state="participating")),
            glory(1, choose(chars(not_self=True), state="participating"), until="contest"),
            costs=(Cost("bow_unless_honor_lead"),), when=(in_conflict(), SHORT),
            phases=("conflict",)),
     note="Bows itself unless the player has 5 more honor than the opponent; +3/+1 and +1 glory "
          "to another participant while the conflict's skill is below the province's strength.")

card("display-of-loyalty", "Display of Loyalty",
     inert=f"dishonors the character with the most fate: {NO_CHARACTERS}, so only the player's "
           "own could be dishonored")

card("final-whisper", "Final Whisper", inert=f"answers a status token on the opponent's character: {NO_CHARACTERS}")

card("fu-sui-temple", "Fū Sui Temple",
     forced(CONTEST_WON, honor(each(chars(), state="participating")), about="any",
            when=(conflict_type("political"),)),
     note="Pride for each participant of a political conflict, played as its half that can "
          "happen: honored after the win (the player never loses one).")

card("kami-of-ancient-wisdom", "Kami of Ancient Wisdom",
     missing=(helps("1 fate placed on a character after fate is removed outside the fate "
                    "phase"),),
     note="No attachments except Spell or Spirit (its host rule).")

statics("kami-of-ancient-wisdom", OnlyAttachments(("spell", "spirit")))

card("militant-faithful", "Militant Faithful",
     inert=f"does not bow while the opponent has a participant with a status token: {NO_CHARACTERS}",
     note="No attachments except Heresy or Weapon (its host rule).")

statics("militant-faithful", OnlyAttachments(("heresy", "weapon")))

card("open-field-skirmisher", "Open Field Skirmisher",
     missing=(helps("1 of its fate for -3 strength to the attacked province"),))

card("phoenix-tattoo", "Phoenix Tattoo",
     missing=(helps(TRAIT_GRANT.format(what="Tattooed trait")),
              helps("pride for the other participants while its character participates")),
     note="+2/+2 and Restricted are printed and played.")

card("shosuro-deceiver", "Shosuro Deceiver",
     missing=(helps("the triggered abilities of the other dishonored participants"),))

card("tsangusuri-ward", "Tsangusuri Ward",
     inert=f"keeps the opponent's attachments off its character: {NO_CARDS}",
     note="Played only while the player controls a Shugenja (its play rule).")

restrict("tsangusuri-ward", when("dc_control_trait", "shugenja"))



# -- Peace at Any Cost ------------------------------------------------------------------------------

card("ujiaki-s-offer", "Ujiaki's Offer",
     inert=f"places fate on, bows, moves home and dishonors a participant: {NO_CHARACTERS} "
           "(doing it to one's own is not played)")

card("setting-the-standard", "Setting the Standard",
     reaction(CONTEST_WON, draw(2), game("mb_discard_from_hand"), about="any",
              when=(when("ps_host_in_event"),)),
     note="After its character wins a conflict: draw 2, then discard the cheapest card of the "
          "hand. +2 political and Restricted are printed and played; Air role only is deck "
          "building.")

card("a-war-on-two-fronts", "A War on Two Fronts",
     event_reaction(CONTEST_DECLARED, game("mb_second_front"),
                    when=(when("event_option", "military"), when("more_honor"),
                          when("mb_second_slot"))),
     forced(CONTEST_WON, game("mb_break_second"), about="any", zone="conflict_discard",
            when=(when("mb_front_marked"),)),
     forced(CONTEST_LOST, game("mb_front_clear"), about="any", zone="conflict_discard",
            when=(when("mb_front_marked"),)),
     note="After a military conflict is declared with more honor than the opponent: the "
          "conflict is also at a second eligible province (its stronghold province when open, "
          "else the first open one); winning it with skill reaching that province's strength "
          "breaks it too (the second province's own abilities: the passive opponent's have "
          "none). Limited is a keyword the engine plays.")

card("daidoji-iron-warrior", "Daidoji Iron Warrior",
     inert=f"each player discards down to 4 cards: {HOLDS_NO_HAND}, so only the player would "
           "discard")

card("midnight-builder", "Midnight Builder",
     missing=(helps("Dire: each holding's ability once more per round"),),
     note=f"The +2 bonus strength of the holdings defends the player's provinces: {NEVER_ATTACKS}.")

card("ride-on", "Ride On",
     event_action(move_in(choose(chars("cavalry"), state="home")), when=(in_conflict(), SHORT),
                  phases=("conflict",)),
     note="Moves a Cavalry character at home into the conflict while its skill is below the "
          "province's strength; moving one home is never chosen.")

card("adorned-temple", "Adorned Temple",
     missing=(helps("cards drawn when a card effect places fate on the player's character (the "
                    "engine does not tell it from fate placed as a character is played)"),))

card("at-any-cost", "At Any Cost",
     event_action(place_fate(2, choose(chars(), state="no_fate")), costs=(honor_cost(3),)),
     note="3 honor for 2 fate on a character without fate (the pilot's pick). Limited is read "
          "from the text.")

CONDITIONS["host_status"] = lambda state, ctx, value: state.status.get(state.attached.get(ctx.source, -1), 0) == value


card("belief-in-the-little-teacher", "Belief in the Little Teacher",
     action(game("ps_discard_status", target=attached()), when=(when("host_status", -1),)),
     note="Its character discards a dishonored status token (discarding an honored one never "
          "helps). Ancestral is read from the text.")

card("cleanse-the-empire", "Cleanse the Empire", inert=f"removes fate from the opponent's characters: {NO_CHARACTERS}")

card("doom-thrower", "Doom Thrower",
     missing=(helps("a sacrificed character for -2 (or -5) strength to the attacked province"),))

card("dutiful-assistant", "Dutiful Assistant",
     constant(glory(2, attached(), until=""), when=(when("host_status", 1),)),
     note="+2 glory to its honored character. Ancestral is read from the text.")

card("furtive-sympathizer", "Furtive Sympathizer",
     missing=(helps("switching every participant's base skills while it is ordinary"),),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")

card("golden-plains", "Golden Plains", inert=NEVER_REVEALED)

card("ikoma-ujiaki-2", "Ikoma Ujiaki", missing=(helps("2 honor to switch the conflict's type"),))

card("inquisitorial-initiate", "Inquisitorial Initiate", inert=f"reveals the opponent's hand: {HOLDS_NO_HAND}")

province("lord-s-ascendancy", "Lord's Ascendancy", "during a conflict at this province")

card("moto-conqueror", "Moto Conqueror", inert="no text: its printed skills and glory are played")

card("relentless-inquisitor", "Relentless Inquisitor", inert=f"an opposing participant loses fate or bows: {NO_CHARACTERS}")

card("shiro-gisu", "Shiro Gisu",
     inert=f"looks at X cards, X the opponent's characters without fate: {NO_CHARACTERS}, so X "
           "is 0; its fate and honor are printed and played")

card("subterfuge", "Subterfuge", inert="answers the opponent drawing outside the draw phase: it never draws")

card("underhanded-samurai", "Underhanded Samurai", inert=f"covert: {NEVER_DEFENDS}")
