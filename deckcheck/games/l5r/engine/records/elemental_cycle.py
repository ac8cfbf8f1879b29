"""Records of the cards first printed in the Elemental Cycle: Breath of the Kami, Tainted Lands,
The Fires Within, The Ebb and Flow, All and Nothing, Elements Unbound. One test each in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.hooks import HAND_CARD
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    ATTACHED,
    CONTEST_DECLARED,
    CONTEST_WON,
    ENTERS_PLAY,
    LEAVES_PLAY,
    OnlyAttachments,
    PHASE_BEGINS,
    RING_CLAIMED,
    THIS,
    action,
    attached,
    attachments,
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
    gain_honor,
    glory,
    helps,
    honor,
    honor_cost,
    hurts,
    in_conflict,
    interrupt,
    lose_honor,
    military,
    move_in,
    opponent_loses_honor,
    participating,
    political,
    put_into_play,
    reaction,
    ready,
    resolve_ring,
    return_to_hand,
    sacrifice_self,
    self_is,
    statics,
    this,
)
from deckcheck.games.l5r.engine.ops.statics import GrantsAncestral
from deckcheck.goldfish.abilities.records import (
    Cost,
    EVENT_CARD,
    Target,
)
from deckcheck.games.l5r.engine.records.words import (
    Effect,
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    OPPONENT_DECK,
    OWN_ATTACHMENT,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    province,
    restrict,
)
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.ops.greedy_choices import next_ring
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.goldfish.abilities.records import Constant
from deckcheck.games.l5r.engine.hooks import COSTS, COUNTS
from deckcheck.games.l5r.engine.state import RINGS, L5rState

# -- Breath of the Kami -----------------------------------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
MARK_ANCESTOR = -(82 << 20)


MARK_ANCESTOR_FROM = -(83 << 20)


def _claimed_any(state: L5rState, ctx, names) -> bool:
    return any(RINGS[r] in names for r in state.claimed)


def _host_glory(state: L5rState, ctx, n) -> bool:
    h = ctx.chosen
    t = state.table
    return h >= 0 and t.type[h] == CHARACTER and t.glory[h] >= n


def _skill_of(state: L5rState, c: int, stat: int) -> int:
    t = state.table
    return (t.military[c] if stat == 1 else t.political[c]) or 0


def _ancestor_pick(state: L5rState) -> tuple[int, int]:
    """(the participating Shugenja, the dynasty discard pile's character) whose printed skill
    of the conflict's type gains most, or -1s when none gains."""
    t = state.table
    stat = state.c_type
    if stat not in (1, 2):
        return -1, -1
    best, pick = 0, (-1, -1)
    shugenja = [c for c in state.attackers if "shugenja" in t.traits[c]]
    dead = [d for d in state.dynasty_discard if t.type[d] == CHARACTER]
    for s in shugenja:
        for d in dead:
            gain = _skill_of(state, d, stat) - _skill_of(state, s, stat)
            if gain > best:
                best, pick = gain, (s, d)
    return pick


def _ancestor_gain(state: L5rState, ctx, value) -> bool:
    return _ancestor_pick(state)[0] >= 0


def _ancestor(state: L5rState, ctx, eff, cards) -> None:
    s, d = _ancestor_pick(state)
    k = next((i for i, ab in enumerate(state.table.abilities[ctx.source])
              if isinstance(ab, Constant)), -1)
    if s < 0 or k < 0:
        return
    state.used[MARK_ANCESTOR - ctx.source] = s + 1
    state.used[MARK_ANCESTOR_FROM - ctx.source] = d + 1
    for e in (0, 1):
        state.lasting.append((ctx.source, k, e, s, "contest"))


def _ancestor_change(stat: int):
    def count(state: L5rState, ctx, value) -> int:
        s = state.used.get(MARK_ANCESTOR - ctx.source, 0) - 1
        d = state.used.get(MARK_ANCESTOR_FROM - ctx.source, 0) - 1
        if s < 0 or d < 0:
            return 0
        return _skill_of(state, d, stat) - _skill_of(state, s, stat)
    return count


CONDITIONS.update({
    "mb_ancestor_gain": _ancestor_gain,
    "mb_claimed_any": _claimed_any,
    "mb_host_glory": _host_glory,
})


COUNTS.update({
    "mb_ancestor_military": _ancestor_change(1),
    "mb_ancestor_political": _ancestor_change(2),
})


GAME_OPS.update({
    "mb_ancestor": _ancestor,
})


# -- records -----------------------------------------------------------------------------------
def _honor_twice(state, ctx, eff, cards):
    for c in cards:
        play_rules.honor_character(state, c)
        play_rules.honor_character(state, c)


GAME_OPS.update({
    "ma_honor_twice": _honor_twice,
})


# -- records -----------------------------------------------------------------------------------
MARK_DREAMER = -(5 << 20)


def _host_unique_clan(state, ctx, clan):
    t = state.table
    return ctx.chosen >= 0 and t.unique[ctx.chosen] and t.clan[ctx.chosen] == clan


def _dreamer_ring(state, ctx, v):
    return state.c_type != 0 and state.used.get(MARK_DREAMER - ctx.source, 0) == state.c_ring + 1


def _dreamer_pick(state, ctx, eff, cards):
    ring = next_ring(state)
    if ring >= 0:
        state.used[MARK_DREAMER - ctx.source] = ring + 1


def _shuffle_into_deck(state, ctx, eff, cards):
    for c in cards:
        if c in state.play:
            play_rules.leave_play(state, c, "deck")
            piles.shuffle(state, state.conflict)


CONDITIONS.update({
    "dc_host_unique_clan": _host_unique_clan,
    "dc_dreamer_ring": _dreamer_ring,
})


GAME_OPS.update({
    "dc_dreamer_pick": _dreamer_pick,
    "dc_shuffle_into_deck": _shuffle_into_deck,
})


# -- records -----------------------------------------------------------------------------------
card("kudaka", "Kudaka",
     reaction(RING_CLAIMED, fate(1), draw(1), about="any", limit=2,
              when=(when("event_option", "air"),)))

card("formal-invitation", "Formal Invitation",
     action(move_in(attached()),
            when=(conflict_type("political"), when("uni_host_ready"), when("uni_short")),
            phases=("conflict",)),
     note="Moves its ready character at home into a political conflict while the conflict's "
          "skill is below the province's strength (the pilot's policy); +1 political is "
          "printed and played.")

statics("formal-invitation", when("mb_host_glory", 2))

card("even-the-odds", "Even the Odds",
     inert=f"needs fewer participants than the opponent: {NO_CHARACTERS}, the player never has "
           "fewer than 0")

card("ancient-master", "Ancient Master",
     missing=(helps("played as an attachment whose host, declared as an attacker, searches the "
                    "top 5 conflict cards for a Kihō or Tattoo card; the engine plays it as a "
                    "character only"),))

card("hurricane-punch", "Hurricane Punch",
     event_action(military(2, choose(chars("monk"), state="participating")), draw(1),
                  when=(in_conflict(),), phases=("conflict",)))

province("sacred-sanctuary", "Sacred Sanctuary", "after an attack at this province")

card("shinjo-shono", "Shinjo Shono",
     action(military(1, each(chars("cavalry"), state="participating")),
            political(1, each(chars("cavalry"), state="participating")),
            when=(participating(),), phases=("conflict",)),
     note="The passive opponent has no participating character, so the player always controls "
          "more. Pride is read from the text.")

card("shiotome-encampment", "Shiotome Encampment",
     missing=(helps("readying a Cavalry character while a ring claimed in a military conflict "
                    "is in the player's pool (the engine does not keep the type a ring was "
                    "claimed in)"),))

province("demonstrating-excellence", "Demonstrating Excellence", "its strength and when it is broken")

card("fu-sui-disciple", "Fū Sui Disciple",
     action(honor(choose(chars(), state="ordinary")), when=(cond("claimed", "air"),)),
     note="With the Air ring in the player's claimed pool, the player chooses its own ordinary "
          "character and honors it (the opponent never claims a ring).")

card("heartless-intimidator", "Heartless Intimidator", missing=(helps(OPPONENT_DECK),))

card("hiruma-outpost", "Hiruma Outpost", inert="answers the opponent declaring a conflict: it never does")

card("hisu-mori-toride-lion", "Hisu Mori Toride",
     missing=(helps("an extra military conflict after winning one by 5 or more, for a "
                    "sacrificed Bushi"),),
     note="Its fate and honor are printed and played.")

card("isawa-uona", "Isawa Uona",
     inert=f"bows a non-unique participant: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("matsu-seventh-legion", "Matsu Seventh Legion",
     inert=f"keeps Courtiers from defending: {NEVER_DEFENDS}",
     note="No attachments except Weapon (its host rule).")

statics("matsu-seventh-legion", OnlyAttachments(("weapon",)))

card("maze-of-illusion", "Maze of Illusion", inert=f"bows and dishonors an opposing participant: {NO_CHARACTERS}")

card("soshi-shadowshaper", "Soshi Shadowshaper",
     inert="returns a cheap character played this phase to its owner's hand: only the player "
           "plays characters, so it could only undo the player's own play")

card("the-mirror-s-gaze", "The Mirror's Gaze", inert=f"copies an event of the opponent: {NO_EVENTS}",
     note="Attach to a Shugenja (its host rule).")

restrict("the-mirror-s-gaze", when("uni_host_trait", "shugenja"))

card("third-tower-guard", "Third Tower Guard",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("earth", "water")),)))

card("winds-of-change", "Winds of Change",
     missing=(helps("returning the claimed Air ring to the unclaimed rings, to be contested "
                    "again"),))



# -- Tainted Lands ----------------------------------------------------------------------------------

card("adopted-kin", "Adopted Kin",
     note="The host's other attachments go back to the hand when it leaves play (play_rules.leave_play "
          "reads its GrantsAncestral); Limit 1 per character; Fire role only: deck building.")

statics("adopted-kin", when("host_without_copy"), GrantsAncestral())

card("feral-ningyo", "Feral Ningyo",
     action(put_into_play(this(), into_conflict=True),
            game("dc_shuffle_into_deck", target=this(), until="contest"),
            when=(in_conflict(), when("ring", "water")), phases=("conflict",), zone=HAND_CARD),
     note="Put into a water conflict from the hand without paying its cost; shuffled into the "
          "conflict deck at the conflict's end.")

card("oracle-of-stone", "Oracle of Stone",
     missing=(helps("each player draws 2 then discards 2: the player's card filtering is not "
                    "played (the pilot has no measure of which cards to keep)"),))

card("bonsai-garden", "Bonsai Garden",
     action(gain_honor(1), when=(in_conflict(), when("ring", "air")), phases=("conflict",)))

card("ikoma-reservist", "Ikoma Reservist",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("fire", "water")),)),
     note="+2 military while the player has claimed the fire or the water ring.")

province("border-fortress", "Border Fortress", "during a conflict at this province")

card("marauding-oni", "Marauding Oni",
     constant(Effect("cannot", 0, THIS, value="be_honored"),
              Effect("cannot", 0, THIS, value="be_dishonored")),
     forced(CONTEST_DECLARED, lose_honor(1), about="any", when=(participating(),)),
     note="Loses 1 honor each time it is declared as an attacker (it never defends).")

card("spreading-the-darkness", "Spreading the Darkness",
     event_action(military(4, choose(chars(), state="participating")), costs=(honor_cost(2),),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="The 2 honor lost is paid as a cost (never the last honor). Played only while the "
          "conflict's skill is below the province's strength. Its immunity to the opponent's "
          "abilities does nothing: the passive opponent uses none.")

card("tainted-koku", "Tainted Koku", inert=f"{NO_CHARACTERS} to poison; {OWN_ATTACHMENT}")

province("upholding-authority", "Upholding Authority", "its strength and when it is broken")

card("apprentice-earthcaller", "Apprentice Earthcaller",
     inert=f"sets an attacker's skill to its printed values: {NO_CHARACTERS} among the attackers "
           "but the player's own, which could only lose by it")

card("asahina-takako", "Asahina Takako",
     missing=(helps("looking at the facedown province cards and switching or discarding them"),))

card("court-novice", "Court Novice",
     constant(political(2, until=""), when=(when("mb_claimed_any", ("air", "water")),)))

card("impulsive-novice", "Impulsive Novice",
     constant(military(1, until=""), political(1, until=""),
              when=(when("mb_claimed_any", ("fire", "void")),)))

card("kuni-yori", "Kuni Yori",
     constant(military(1, each(chars(), state="participating"), until=""),
              political(1, each(chars(), state="participating"), until=""),
              when=(cond("ring", "earth"),)),
     note="+1/+1 to the player's characters in Earth conflicts (only participants count). Its "
          f"action makes a player discard at random: {HOLDS_NO_HAND}, and the player's own "
          "hand could only lose by it.")

card("press-of-battle", "Press of Battle",
     inert=f"bows a non-unique participant: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("sabotage", "Sabotage",
     inert="discards a card in the opponent's provinces: the passive opponent's provinces hold "
           "no cards")

card("sneaky-shinjo", "Sneaky Shinjo",
     missing=(helps("played from its province after the player passes in the dynasty phase"),))

province("teachings-of-the-elements", "Teachings of the Elements", "its strength")

card("writ-of-authority", "Writ of Authority",
     missing=(hurts("discarded while the opponent is more honorable: the engine keeps it"),),
     note="+3 political and Restricted are printed and played; Earth role only: deck building.")



# -- The Fires Within -------------------------------------------------------------------------------

card("chikai-order-protector", "Chikai Order Protector",
     inert=f"only while defending: {NEVER_DEFENDS}")

card("battle-maiden-recruit", "Battle Maiden Recruit",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("water", "void")),)))

card("insult-to-injury", "Insult to Injury", inert=NO_DUELS)

card("shiksha-scout", "Shiksha Scout",
     inert="counting an extra participating character: the passive opponent has none, so the "
           "player controls more participants in every conflict already; its skills are printed "
           "and played")

province("abandoning-honor", "Abandoning Honor", "its strength and when it is broken")

card("ancestral-armory", "Ancestral Armory",
     action(return_to_hand(choose(attachments("weapon"), zone="conflict_discard")),
            costs=(sacrifice_self(),)),
     note="Sacrificed to return a Weapon of the conflict discard pile to the hand.")

card("breach-of-etiquette", "Breach of Etiquette",
     inert="costs honor for abilities triggered on non-Courtiers: only the player triggers "
           "abilities, so it could only cost the player")

card("hiruma-kogoe", "Hiruma Kogoe",
     missing=(helps("with less honor than the opponent, putting the top 3 conflict cards back in "
                    "the order the player wants"),),
     note="Sincerity is read from the text.")

card("icon-of-favor", "Icon of Favor",
     constant(glory(1, attached(), until=""), when=(when("has_favor"),)),
     reaction(CONTEST_WON, honor(attached()), about="any", when=(cond("ring", "fire"),)),
     note="Fire role only: deck building.")

card("ikoma-ikehata", "Ikoma Ikehata",
     reaction(CONTEST_WON, honor(choose(chars(), state="ordinary")), draw(1), about="any",
              when=(participating(), conflict_type("political"))),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")

card("infiltrator", "Infiltrator",
     missing=(helps("plays or discards the top card of the opponent's conflict deck (the passive "
                    "opponent's decks are not modeled)"),))

card("invocation-of-ash", "Invocation of Ash",
     missing=(helps("moving it to another character for 1 honor and 1 fate of that character"),),
     note="+2/+2 is printed and played.")

card("jurojin-s-curse", "Jurōjin's Curse",
     inert=f"a second fate phase while its character is ready: {NO_CHARACTERS}, and on the "
           "player's own character it only costs fate and characters")

card("mantis-seafarer", "Mantis Seafarer",
     reaction(CONTEST_WON, fate(1), costs=(honor_cost(1),), about="any", limit=0,
              when=(participating(),)),
     note="Trades 1 honor for 1 fate after each conflict it wins. Air role only: deck building.")

def _fate_to_fire(state: L5rState, ctx, cost) -> None:
    play_rules.pay(state, 1)
    piles.add(state.ring_fate, RINGS.index("fire"), 1)


COSTS["fate_to_fire"] = (lambda state, ctx, cost: state.fate >= 1, _fate_to_fire)


card("master-alchemist", "Master Alchemist",
     action(honor(choose(chars(), state="ordinary")), costs=(Cost("fate_to_fire"),),
            when=(in_conflict(),), phases=("conflict",)),
     note="Spends 1 fate onto the Fire ring to honor one of the player's ordinary characters.")

card("sadane-student", "Sadane Student",
     constant(political(2, until=""), when=(when("mb_claimed_any", ("air", "fire")),)))

card("smoke", "Smoke",
     inert=f"-2 military to the non-unique participants: {NO_CHARACTERS}, and the player's own "
           "could only lose by it; +1 military is printed and played")

card("soshi-shiori", "Soshi Shiori",
     reaction(CONTEST_WON, opponent_loses_honor(1), about="any", limit=0),
     note="The opponent is the player chosen.")

card("the-wrath-of-the-kami", "The Wrath of the Kami", inert=f"during a conflict at its province: {NEVER_ATTACKS}")

card("wicked-tetsubo", "Wicked Tetsubō", inert=f"sets a defender's skill to 0: {NEVER_DEFENDS}",
     note="Attach to a Berserker (its host rule); +1/+1 and Restricted are printed and played.")

restrict("wicked-tetsubo", when("uni_host_trait", "berserker"))



# -- The Ebb and Flow -------------------------------------------------------------------------------

card("ofushikai", "Ofushikai",
     inert=f"the Champion's action moves a participating character home: {NO_CHARACTERS} (moving "
           "one's own home is not played); +2/+3, Ancestral and Restricted are printed and played")

statics("ofushikai", when("dc_host_unique_clan", "phoenix"))

card("soul-beyond-reproach", "Soul Beyond Reproach",
     event_action(game("ma_honor_twice", target=choose(chars(), state="ma_not_honored"))),
     note="Honors a character that is not honored yet, twice (a dishonored one ends honored, an "
          "ordinary one honored). Air role only: deck building.")

card("my-ancestor-s-strength", "My Ancestor's Strength",
     constant(military(1, Target(EVENT_CARD), until="", per="mb_ancestor_military"),
              political(1, Target(EVENT_CARD), until="", per="mb_ancestor_political")),
     event_action(game("mb_ancestor"), when=(when("in_conflict"), when("mb_ancestor_gain")),
                  phases=("conflict",)),
     note="Played when a participating Shugenja gains skill of the conflict's type: its base "
          "skills become the printed skills of the dynasty discard pile's character that gives "
          "most, until the end of the conflict (the constant is the bookkeeping, as Bayushi "
          "Yunako's: the change to its printed skills). Base-skill changes of other cards are "
          "not kept apart from the printed skills.")

card("asako-azunami", "Asako Azunami",
     inert="replaces the water ring's effect with bowing one character and readying another: "
           f"the normal effect readies one already, and bowing is meant for the opponent's "
           f"characters ({NO_CHARACTERS}; bowing the player's own never helps)")

card("deceptive-offer", "Deceptive Offer",
     missing=(helps("+2 military and +2 political to a participant, or 1 honor from the "
                    "opponent, as the opponent chooses (the passive opponent makes no choice)"),))

card("hawk-tattoo", "Hawk Tattoo",
     reaction(ENTERS_PLAY, move_in(attached()), when=(in_conflict(),)),
     note="Played during a conflict, it moves its host in. The Monk's extra action changes "
          "nothing: the passive opponent passes anyway. +1 military is printed and played.")

card("yoritomo", "Yoritomo",
     constant(military(1, until="", per="fate"), political(1, until="", per="fate")),
     note="+1/+1 per fate in the player's pool, counted whenever its skill is asked.")

card("disguised-protector", "Disguised Protector",
     missing=(helps("the player adds its honor bid to its skill in the conflict"),
              hurts("the opponent adds its bid to its side too")))

card("fight-on", "Fight On", inert=f"the player as the defender: {PLAYER_NEVER_DEFENDS}")

province("flooded-waste", "Flooded Waste", "after it is revealed")

card("force-of-the-river", "Force of the River",
     missing=(helps("the facedown province cards put into the conflict as 1-military Cavalry "
                    "spirits"),),
     note="Attach to a Shugenja (its host rule).")

restrict("force-of-the-river", when("uni_host_trait", "shugenja"))

CONDITIONS["claimed_at_least"] = lambda state, ctx, n: len(state.claimed) >= n


card("heroic-resolve", "Heroic Resolve",
     action(ready(attached()), when=(when("claimed_at_least", 2),)),
     note="Readies its character with 2 or more rings in the player's claimed pool; +1/+1 is "
          "printed and played.")

card("hidden-moon-dojo", "Hidden Moon Dōjō",
     missing=(helps("playing the cards of the adjacent provinces as if in hand, and turning one "
                    "faceup"),))

card("ikebana-artisan", "Ikebana Artisan",
     inert=f"cancels the honor lost for an unopposed conflict, a defender's loss: {PLAYER_NEVER_DEFENDS}")

card("master-of-the-swift-waves", "Master of the Swift Waves",
     missing=(helps("switching a participant with a character at home"),))

card("menacing-iron-warrior", "Menacing Iron Warrior",
     inert=f"stops the opponent's participants' abilities: {NO_CHARACTERS}")

card("nezumi-infiltrator", "Nezumi Infiltrator",
     missing=(helps("lowering the attacked province's strength by 1 when it enters play in a "
                    "conflict"),))

province("seeking-the-truth", "Seeking the Truth", "its strength and when it is broken")

card("tireless-sodan-senzo", "Tireless Sōdan Senzo",
     inert="does not bow in a conflict it lost: the player never loses one (with no winner "
           "nobody loses)")

card("volcanic-troll", "Volcanic Troll",
     constant(military(2, until=""), political(2, until=""),
              when=(when("mb_claimed_any", ("fire",), negate=True),)),
     note="+2/+2 while the Fire ring is unclaimed (the opponent claims none).")

statics("volcanic-troll", OnlyAttachments(("weapon",)))



# -- All and Nothing --------------------------------------------------------------------------------

card("game-of-sadane", "Game of Sadane", inert=NO_DUELS)

card("ethereal-dreamer", "Ethereal Dreamer",
     reaction(PHASE_BEGINS, game("dc_dreamer_pick"), about="any",
              when=(when("event_option", "conflict"),)),
     constant(military(2, until=""), political(2, until=""), when=(when("dc_dreamer_ring"),)),
     note="Chooses the ring the pilot declares its first conflict on (the one with the most "
          "fate).")

card("callow-delegate", "Callow Delegate",
     interrupt(LEAVES_PLAY, honor(choose(chars(not_self=True), state="ma_not_honored")),
               about="self", zone="dynasty_discard"),
     note="Asked when it reaches the dynasty discard pile; leaving to the hand or a deck is not "
          "answered.")

card("matsu-mitsuko", "Matsu Mitsuko",
     action(move_in(choose(chars(), state="home")),
            when=(conflict_type("military"), when("more_honor"), when("uni_short")),
            phases=("conflict",)),
     note="Moves the player's character at home (the pilot's pick) into a military conflict "
          "while the player has more honor than the opponent. The pilot uses it only while "
          "the conflict's skill is below the province's strength (a character moved in bows "
          "and is lost for the political conflict).")

card("tactician-s-apprentice", "Tactician's Apprentice",
     reaction(DIALS_REVEALED, draw(1), about="any", when=(when("uni_bid_lower"),),
              limit_per="phase"),
     note="Draws 1 when the player's honor bid is lower than the opponent's.")

province("appealing-to-the-fortunes", "Appealing to the Fortunes",
         "its strength and when it is broken")

card("tainted-hero", "Tainted Hero",
     constant(Effect("cannot", 0, THIS, value="attack")),
     missing=(helps("sacrificing a character to blank its text until the end of the phase, so "
                    "it could attack (never used)"),),
     note="It can never be declared as an attacker (it never defends).")

card("void-fist", "Void Fist",
     inert=f"moves home and bows a participant: {NO_CHARACTERS}, and on the player's own "
           "characters it could only hurt them")

card("all-and-nothing", "All and Nothing",
     event_reaction(RING_CLAIMED, resolve_ring("air"), draw(1), when=(when("event_option", "void"),)),
     note="The Void ring's effect does nothing against the passive opponent (its characters "
          "have no fate): played as it is claimed, the Air ring's effect resolves instead and "
          "the player draws 1.")

card("bustling-academy", "Bustling Academy",
     missing=(helps("with a Scholar, discarding a province card to refill it faceup"),))

card("discourage-pursuit", "Discourage Pursuit",
     inert=f"-4 military to a participant: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("dispatch", "Dispatch",
     event_action(move_in(choose(chars(clan="unicorn"), state="ready_home")),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="Moves a ready Unicorn character at home in while the conflict's skill is below the "
          "province's strength; moving one home is never chosen. Limited is read from the text.")

card("imperial-librarian", "Imperial Librarian",
     constant(glory(1, each(chars(not_self=True)), until="")),
     note="Fire role only: deck building.")

card("iuchi-shahai", "Iuchi Shahai",
     missing=(helps("Meishōdō attachments on it or a neutral character cost 1 less"),),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")

card("kuni-laboratory", "Kuni Laboratory",
     constant(military(1, each(chars()), until=""), political(1, each(chars()), until="")),
     forced(PHASE_BEGINS, lose_honor(1), about="any", when=(when("event_option", "conflict"),)),
     note="+1/+1 to the player's characters while faceup; 1 honor lost as each conflict phase "
          "begins.")

card("mark-of-shame", "Mark of Shame",
     inert=f"dishonors its character twice: {NO_CHARACTERS}, and the player's own could only "
           "lose by it")

card("perfect-land-ethos", "Perfect Land Ethos",
     missing=(helps("discarding every status token (the player's dishonored ones)"),))

province("raging-battleground", "Raging Battleground", "after it is revealed")

COUNTS["self_glory"] = lambda state, ctx, value: play_rules.glory(state, ctx.source)


card("shosuro-sadako", "Shosuro Sadako",
     constant(military(2, until="", per="self_glory"), political(2, until="", per="self_glory"),
              when=(self_is("dishonored"),)),
     note="Dishonored, it adds its glory instead of subtracting it: +2 x glory on top of the "
          "token's -glory.")

card("togashi-mitsu", "Togashi Mitsu",
     missing=(helps("playing a Monk, Tattoo or Kihō card from the conflict discard pile"),),
     note=f"Covert does nothing: {NEVER_DEFENDS}.")




# -- Elements Unbound --------------------------------------------------------------------------


province("magistrate-station", "Magistrate Station", "its action")

card("minami-kaze-regulars", "Minami Kaze Regulars",
     reaction(CONTEST_WON, fate(1), draw(1), about="any", when=(participating(),)),
     note="The passive opponent has no participating character, so the player always has more.")

statics("minami-kaze-regulars", OnlyAttachments(("weapon",)))

card("tengu-sensei", "Tengu Sensei", inert=f"covert: {NEVER_DEFENDS}")

card("agasha-shunsen", "Agasha Shunsen",
     missing=(helps("returning claimed rings to search the conflict deck for an attachment"),))

card("awakened-tsukumogami", "Awakened Tsukumogami",
     missing=(helps("paying conflict cards with the fate on a ring of a matching element"),))

card("being-and-becoming", "Being and Becoming",
     missing=(helps("bowing its character to move an unclaimed ring's fate onto it"),),
     note="+1/+1 is printed and played.")

card("hisu-mori-toride-unicorn", "Hisu Mori Toride",
     missing=(helps("an extra military conflict after winning one with more participants, for "
                    "a sacrificed Cavalry"),),
     note="Its fate and honor are printed and played.")

card("kitsu-warrior", "Kitsu Warrior",
     missing=(helps("+2 military per claimed military ring and +2 political per claimed "
                    "political ring (the engine does not keep the type a ring was claimed in)"),))

card("mantis-tenkinja", "Mantis Tenkinja",
     missing=(helps("1 honor for 1 fate off an event the player plays"),))

card("mantra-of-earth", "Mantra of Earth", inert="answers the opponent declaring a conflict: it never does")

card("pragmatism", "Pragmatism",
     constant(military(1, attached(), until=""), political(1, attached(), until=""),
              Effect("cannot", 0, Target(ATTACHED), value="be_honored"),
              Effect("cannot", 0, Target(ATTACHED), value="be_dishonored"),
              when=(when("ps_less_honor"),)),
     note="While the player is less honorable: +1/+1 more and no status changes; +1/+1 is "
          "printed and played.")

card("reader-of-omens", "Reader of Omens",
     constant(political(3, until=""), when=(when("mb_claimed_any", ("air", "void")),)))

card("reclusive-zokujin", "Reclusive Zokujin",
     inert=f"covert and immunity in Earth conflicts: {NEVER_DEFENDS} and {NO_CARDS}")

card("restored-heirloom", "Restored Heirloom",
     missing=(helps("put into play instead of the Water ring's effect"),),
     note="+3 military and Restricted are printed and played.")

card("roving-michibiku", "Roving Michibiku",
     inert="takes a ring from the defender's claimed pool: the passive opponent claims none")

card("specialized-defenses", "Specialized Defenses", inert=f"doubles the attacked province: {NEVER_ATTACKS}")

card("taryu-jiai", "Taryū-Jiai", inert=NO_DUELS)

card("unleash-the-djinn", "Unleash the Djinn",
     missing=(helps("3 honor to set every participant's skills to 3"),))

province("web-of-lies", "Web of Lies", "its strength")

card("yasuki-broker", "Yasuki Broker",
     missing=(helps("courtesy and sincerity for the player's characters while it participates"),))
