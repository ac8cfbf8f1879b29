"""Records of the cards first printed in the Inheritance Cycle: For the Empire, Bonds of Blood,
Justice for Satsume, The Children of Heaven, A Champion's Foresight, Shoju's Duty. One test
each in tests/test_l5r_records_inheritance_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.deck_searches import dynasty_search
from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    CONTEST_LOST,
    CONTEST_WON,
    ENTERS_PLAY,
    OnlyAttachments,
    PHASE_BEGINS,
    PHASE_ENDS,
    THIS,
    action,
    attached,
    bow,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    discard_from_hand,
    draw,
    each,
    event_action,
    forced,
    gain_honor,
    glory,
    helps,
    honor,
    in_conflict,
    lose_honor,
    military,
    move_in,
    opponent_loses_honor,
    participating,
    political,
    reaction,
    ready,
    statics,
)
from deckcheck.goldfish.abilities.records import EVENT_CARD, Effect, Target
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NEVER_LOSES,
    NEVER_REVEALED,
    NOT_IN_CONFLICT,
    NO_CARDS,
    NO_CHARACTERS,
    NO_DUELS,
    NO_EVENTS,
    NO_HAND_TO_COMPARE,
    OPPONENT_DECK,
    OWN_ATTACHMENT,
    PLAYER_NEVER_DEFENDS,
    SHORT,
    TRAIT_GRANT,
    bow_one,
    province,
    restrict,
)
from deckcheck.goldfish.abilities.base import Event
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import MILITARY, RINGS, L5rState
from deckcheck.games.l5r.engine import honor as honor_rules
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import best_card
from deckcheck.games.l5r.engine.ops.skill_swaps import best_free_ring
from deckcheck.goldfish import piles
from deckcheck.games.l5r.engine.ops.greedy_choices import ready_at_home, value
from deckcheck.games.l5r.engine.hooks import STATE_WORDS
from deckcheck.games.l5r.engine.state import HONORED
from deckcheck.games.l5r.engine import conflicts, effects
from deckcheck.games.l5r.engine.hooks import conflict_skill

# -- For the Empire ---------------------------------------------------------------------------------


MARK_INVOKER = -(80 << 20)          # state.used: the character Inferno Guard Invoker chose + 1
MARK_INVOKER_BROKEN = -(81 << 20)   # state.used: the opponent's broken provinces then + 1


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------


# -- the operations only these records use ----------------------------------------------------
MARK_REGAL = -(77 << 20)


def _host_unique(state: L5rState, ctx, value) -> bool:
    h = ctx.chosen
    return h >= 0 and state.table.unique[h]


def _host_participating(state: L5rState, ctx, value) -> bool:
    host = state.attached.get(ctx.source, -1)
    return host >= 0 and host in state.attackers


def _conflict_discard(state: L5rState, ctx, value) -> bool:
    return any(c != ctx.source for c in state.conflict_discard)


def _participating_trait(state: L5rState, ctx, trait) -> bool:
    return any(trait in state.table.traits[c] for c in state.attackers)


def _regal_ok(state: L5rState, ctx, value) -> bool:
    return not state.used.get(MARK_REGAL, 0)


def _invoker_safe(state: L5rState, ctx, value) -> bool:
    slot = state.c_slot
    if state.c_type != 1 or slot < 0 or slot in state.opp_broken:
        return False
    ordinary = [c for c in state.attackers if c not in state.status]
    if not ordinary:
        return False
    most = max(play_rules.glory(state, c) for c in ordinary)
    return conflict_skill(state) + most < conflicts.strength(state, slot)


def _invoker_marked(state: L5rState, ctx, value) -> bool:
    return state.used.get(MARK_INVOKER - ctx.source, 0) > 0


def _regrow(state: L5rState, ctx, eff, cards) -> None:
    pool = [c for c in state.conflict_discard if c != ctx.source]
    if not pool:
        return
    c = max(pool, key=lambda x: (state.table.cost[x], -x))
    state.conflict_discard.remove(c)
    state.hand.append(c)


def _regal(state: L5rState, ctx, eff, cards) -> None:
    state.used[MARK_REGAL] = 1
    other = state.opp.bid if state.opp.bid is not None else 3
    state.bid = 1
    if other > 1:
        play_rules.draw(state, other - 1)


def _invoker_mark(state: L5rState, ctx, eff, cards) -> None:
    if ctx.chosen >= 0:
        state.used[MARK_INVOKER - ctx.source] = ctx.chosen + 1
        state.used[MARK_INVOKER_BROKEN - ctx.source] = len(state.opp_broken) + 1


def _invoker_doom(state: L5rState, ctx, eff, cards) -> None:
    c = state.used.pop(MARK_INVOKER - ctx.source, 0) - 1
    before = state.used.pop(MARK_INVOKER_BROKEN - ctx.source, 0) - 1
    if c >= 0 and len(state.opp_broken) > before and c in state.play:
        effects.sacrifice(state, c)


CONDITIONS.update({
    "mb_invoker_safe": _invoker_safe,
    "mb_invoker_marked": _invoker_marked,
    "mb_participating_trait": _participating_trait,
    "mb_regal_ok": _regal_ok,
    "mb_host_unique": _host_unique,
    "mb_host_participating": _host_participating,
    "mb_conflict_discard": _conflict_discard,
})


GAME_OPS.update({
    "mb_invoker_mark": _invoker_mark,
    "mb_invoker_doom": _invoker_doom,
    "mb_regrow": _regrow,
    "mb_regal": _regal,
})


# -- records -----------------------------------------------------------------------------------
def _honored_participating(state: L5rState, c: int) -> bool:
    return c in state.attackers and state.status.get(c, 0) == HONORED


STATE_WORDS.update({
    "ma_honored_participating": _honored_participating,
})


# -- records -----------------------------------------------------------------------------------
MARK_WON = -(6 << 20)


def echoes_options(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in state.dynasty_discard
            if t.type[c] == CHARACTER and t.military[c] is not None
            and play_rules.duplicate_in_play(state, c) < 0]


def _ids_in_play(state, ctx, ids):
    t = state.table
    return any(t.ids[c] in ids for c in state.play)


def _host_trait(state, ctx, trait):
    return ctx.chosen >= 0 and trait in state.table.traits[ctx.chosen]


def _echoes_candidate(state, ctx, v):
    return bool(echoes_options(state))


def _service_pair(state: L5rState) -> tuple[int, int]:
    """(the weakest ready non-unique character at home, the best bowed unique one) when the
    trade gains skill, else (-1, -1)."""
    t = state.table
    chars = play_rules.characters(state)
    cheap = [c for c in chars if not t.unique[c] and ready_at_home(state, c)]
    best = [c for c in chars if t.unique[c] and c in state.bowed]
    if not cheap or not best:
        return -1, -1
    low = min(cheap, key=lambda c: (value(state, c), c))
    high = max(best, key=lambda c: (value(state, c), -c))
    return (low, high) if value(state, high) > value(state, low) else (-1, -1)


def _service_trade(state, ctx, v):
    return _service_pair(state)[0] >= 0


def _discard_ids(state, ctx, eff, cards):
    ids = eff.value[1]
    t = state.table
    for c in [c for c in state.play if t.ids[c] in ids]:
        play_rules.leave_play(state, c)


def _echoes(state, ctx, eff, cards):
    found = echoes_options(state)
    if not found or state.c_type != MILITARY:
        return
    t = state.table
    c = max(found, key=lambda x: (t.military[x] or 0, t.cost[x], -x))
    play_rules.enter_play(state, c, "put", participating=True)
    # "if it is still in play at the end of the conflict, put it on the bottom of your
    # dynasty deck": the ability's next effect, delayed to the conflict's end on this card
    state.lasting.append((ctx.source, ctx.ability, 1, c, "contest"))


def _mark_won(state, ctx, eff, cards):
    state.used[MARK_WON - ctx.source] = state.conflicts_won + 1


def _honor_if_won(state, ctx, eff, cards):
    mark = state.used.get(MARK_WON - ctx.source, 0)
    if mark and state.conflicts_won >= mark:
        for c in cards:
            if c in state.play and play_rules.honor.honor_card(state, c):
                play_rules.fire(state, Event(play_rules.HONORED, c))


def _bottom_self(state, ctx, eff, cards):
    c = ctx.source
    for pile in (state.conflict_discard, state.hand):
        if c in pile:
            pile.remove(c)
            state.conflict.insert(0, c)
            return


def _ready_best_unique(state, ctx, eff, cards):
    t = state.table
    best = [c for c in play_rules.characters(state) if t.unique[c] and c in state.bowed]
    if best:
        play_rules.ready(state, max(best, key=lambda c: (value(state, c), -c)))


CONDITIONS.update({
    "dc_ids_in_play": _ids_in_play,
    "dc_host_trait": _host_trait,
    "dc_echoes_candidate": _echoes_candidate,
    "dc_service_trade": _service_trade,
})


GAME_OPS.update({
    "dc_discard_ids": _discard_ids,
    "dc_echoes": _echoes,
    "dc_mark_won": _mark_won,
    "dc_honor_if_won": _honor_if_won,
    "dc_bottom_self": _bottom_self,
    "dc_ready_best_unique": _ready_best_unique,
})


# -- records -----------------------------------------------------------------------------------
card("a-perfect-cut", "A Perfect Cut",
     event_action(game("dc_mark_won"),
                  military(2, choose(chars("bushi"), state="participating")),
                  game("dc_honor_if_won", target=choose(chars("bushi"), state="participating"),
                       until="contest"),
                  when=(conflict_type("military"),), phases=("conflict",)),
     note="The Bushi is honored at the conflict's end when the player won it.")

card("hantei-sotorii", "Hantei Sotorii",
     action(glory(3, choose(chars(), state="ma_honored_participating"), until="contest"),
            when=(conflict_type("military"), participating()), phases=("conflict",)),
     note="+3 glory on an honored participant (glory counts in the skill of honored characters "
          "only). Pride is a keyword the engine plays.")

card("esteemed-tea-house", "Esteemed Tea House",
     inert=f"returns an attachment of a participant to its owner's hand: {NO_CHARACTERS} "
           "(returning one's own is not played)")

card("blade-of-10-000-battles", "Blade of 10,000 Battles",
     reaction(CONTEST_WON, game("mb_regrow"), about="any",
              when=(when("ps_host_in_event"), when("more_honor"), when("mb_conflict_discard"))),
     note="After its character wins a conflict while the player has more honor: the most "
          "expensive other card of the conflict discard pile back to the hand. +3/+1, Limited "
          "and Restricted are printed and played.")

statics("blade-of-10-000-battles", when("mb_host_unique"))

card("command-respect", "Command Respect",
     inert=f"taxes the opponent's events and needs fewer cards in hand: {NO_HAND_TO_COMPARE}; {NO_EVENTS}")

card("akodo-zentaro", "Akodo Zentarō",
     note="Its action takes a holding from the attacked province: the passive opponent's "
          "provinces hold no cards (nothing to do).",
     missing=(helps("Disguised Bushi: the engine reads the keyword but never plays him over a "
                    "non-unique Bushi (he is played from a province at full cost)"),))

card("adorned-barcha", "Adorned Barcha",
     action(bow(choose(chars(), state="participating")), move_in(attached()),
            when=(conflict_type("military"), when("uni_host_ready"), SHORT),
            phases=("conflict",)),
     note="Attach to a unique character (its host rule). With no opposing participant the chosen "
          "participant is one of the player's own (the one it misses least): it bows and the "
          "host moves in, only while the conflict's skill is below the province's strength. "
          "+3 military, Limited and Restricted are printed and played.")

restrict("adorned-barcha", when("mb_host_unique"))

card("fifth-tower-watch", "Fifth Tower Watch",
     inert=f"the opponent bows a character when the player sacrifices one: {NO_CHARACTERS}",
     note="No attachments except Weapon (its host rule).")

statics("fifth-tower-watch", OnlyAttachments(("weapon",)))

card("give-no-ground", "Give No Ground", inert=f"a defending character: {PLAYER_NEVER_DEFENDS}")

card("hiruma-signaller", "Hiruma Signaller", inert=f"while it defends: {PLAYER_NEVER_DEFENDS}")

card("false-loyalties", "False Loyalties", inert="answers the opponent winning a conflict: it never wins one")

province("gateway-to-meido", "Gateway to Meido", "during conflicts at this province")

card("greater-understanding", "Greater Understanding",
     missing=(helps("attached to a ring, that ring's effect each time fate is placed on it"),))

card("magistrate-of-reason", "Magistrate of Reason", inert=f"taxes the opponent's abilities: {NO_CARDS}")

card("moment-of-perfect-beauty", "Moment of Perfect Beauty",
     inert="resolves the conflict after the opponent's next action opportunity: the passive "
           "opponent takes no actions, so the conflict resolves when the player passes anyway")

card("purity-of-spirit", "Purity of Spirit",
     event_action(honor(choose(chars("bushi"), state="participating")),
                  game("ps_discard_status", target=choose(chars("bushi"), state="participating"),
                       until="contest"),
                  when=(in_conflict(), SHORT), phases=("conflict",)),
     note="Honors a participating Bushi while the conflict's skill is below the province's "
          "strength; its status token is discarded at the end of the conflict.")

province("scene-of-the-crime", "Scene of the Crime", "after it is revealed")

card("sententious-poet", "Sententious Poet", inert=f"answers the opponent spending fate on cards: {NO_CARDS}")

card("shameless-gossip", "Shameless Gossip",
     missing=(helps("moving a status token between two of the player's characters"),))


def _sophist(state: L5rState, ctx, eff, cards) -> None:
    """Shiba Sophist: of the top 5 conflict cards, the best one with a trait named for an
    element of the contested ring goes to the hand; the deck is shuffled."""
    from deckcheck.games.l5r.engine.rings import elements
    t = state.table
    names = {RINGS[r] for r in elements(state, state.c_ring)} if state.c_ring >= 0 else set()
    top = state.conflict[-5:]
    for c in top:
        play_rules.seen(state, c)
    found = [c for c in top if names & t.traits[c]]
    if found:
        keep = best_card(state, found)
        state.conflict.remove(keep)
        state.hand.append(keep)
    piles.shuffle(state, state.conflict)


GAME_OPS["sophist"] = _sophist


card("shiba-sophist", "Shiba Sophist",
     action(game("sophist"), when=(participating(),), phases=("conflict",)),
     note="The card kept is the dearest one the player can pay for (else the cheapest).")


def _ring_switch_gain(state: L5rState, ctx, value) -> bool:
    r = best_free_ring(state)
    return state.c_ring >= 0 and r >= 0 and state.ring_fate.get(r, 0) > 0


def _switch_contested(state: L5rState, ctx, eff, cards) -> None:
    """Shinjo Kyōra: the contested ring switched with the unclaimed ring with the most fate,
    whose fate the attacking player takes."""
    r = best_free_ring(state)
    if state.c_ring >= 0 and r >= 0:
        play_rules.gain_fate(state, state.ring_fate.pop(r, 0))
        state.c_ring = r


CONDITIONS["ring_switch_gain"] = _ring_switch_gain
GAME_OPS["switch_contested"] = _switch_contested


card("shinjo-kyora", "Shinjo Kyōra",
     action(game("switch_contested"), when=(participating(), when("ring_switch_gain")),
            phases=("conflict",)),
     note="Used when an unclaimed ring has fate: the player takes it and that ring is contested "
          "instead. Disguised is read from the text.")

card("toshi-ranbo", "Toshi Ranbo",
     missing=(helps("faceup from the start, characters played from it enter play with 1 more "
                    "fate (the engine plays the player's provinces facedown and without "
                    "text)"),))



# -- Bonds of Blood ---------------------------------------------------------------------------------

card("kitsuki-yuikimi", "Kitsuki Yuikimi",
     inert="protects from the opponent's triggered abilities: the passive opponent uses none")

card("two-heavens-technique", "Two-Heavens Technique",
     inert=f"covert with two weapons: {NEVER_DEFENDS}; +1 military is printed and played")

statics("two-heavens-technique", when("dc_host_trait", "bushi"))

card("forebearer-s-echoes", "Forebearer's Echoes",
     event_action(game("dc_echoes"),
                  Effect("return_to_deck", target=Target(EVENT_CARD), until="contest"),
                  when=(conflict_type("military"), when("dc_echoes_candidate")),
                  phases=("conflict",)),
     note="Puts the character of the dynasty discard pile with the most military skill into the "
          "conflict; still in play at its end, it goes to the bottom of the dynasty deck. Air "
          "role only: deck building.")

card("earth-becomes-sky", "Earth Becomes Sky",
     inert=f"bows a readied character of the opponent: {NO_CHARACTERS}")

card("isawa-tadaka-2", "Isawa Tadaka",
     inert=f"discards from the opponent's hand: {HOLDS_NO_HAND}",
     missing=(helps("Disguised: played over a Shugenja in play (the engine plays him from the "
                    "hand at full cost only)"),))

card("dishonorable-assault", "Dishonorable Assault",
     inert=f"during a conflict at this province: {NEVER_ATTACKS}")

card("arbiter-of-authority", "Arbiter of Authority", inert=NO_DUELS)

card("duel-to-the-death", "Duel to the Death", inert=NO_DUELS)

card("softskin", "Softskin", inert=f"{NO_CHARACTERS} to poison; {OWN_ATTACHMENT}")

card("a-new-name", "A New Name",
     missing=(helps(TRAIT_GRANT.format(what="Bushi and Courtier traits")),),
     note="+1/+1 is printed and played.")

card("akodo-kaede", "Akodo Kaede",
     missing=(helps("1 of its fate instead of another character leaving play (the fate "
                    "phase's discard)"),),
     note="Immunity to the opponent's ring effects does nothing: it resolves none.")

card("alluring-patron", "Alluring Patron",
     inert=f"moves in or dishonors a character of the opponent: {NO_CHARACTERS}")


def _opponent_gains(state: L5rState, ctx, eff, cards) -> None:
    honor_rules.opponent_gains(state, eff.amount or 1)


GAME_OPS["opponent_gains_honor"] = _opponent_gains


card("benevolent-ambassador", "Benevolent Ambassador",
     reaction(CONTEST_WON, gain_honor(1), game("opponent_gains_honor", amount=1), about="any",
              when=(participating(),)),
     note="After it wins: the player and the opponent each gain 1 honor (always used). "
          "Courtesy is read from the text.")

province("festival-of-the-departed", "Festival of the Departed", "during conflicts at this province")

card("fury-of-the-damned", "Fury of the Damned",
     missing=(helps("doubling participating Bushi's base military, sacrificed at the end of the "
                    "conflict (never used)"),))

card("hiruma-yoshino", "Hiruma Yoshino",
     inert="adds a character card of the attacked province to the player's side: the passive "
           "opponent's provinces hold no cards; Disguised is read from the text")

card("niten-pupil", "Niten Pupil", inert=NO_DUELS)


def _ready_within_cost(state: L5rState, ctx, eff, cards) -> None:
    """Unfulfilled Duty: bowed characters without fate readied, printed costs adding up to
    ``amount`` at most (the most valuable first)."""
    t = state.table
    left = eff.amount
    for c in sorted(_spent(state), key=lambda c: (-value(state, c), c)):
        if t.cost[c] <= left:
            left -= t.cost[c]
            play_rules.ready(state, c)


def _spent(state: L5rState) -> list[int]:
    t = state.table
    return [c for c in play_rules.characters(state) if c in state.bowed
            and not state.fate_on.get(c, 0) and t.cost[c] <= 6]


CONDITIONS["spent_character"] = lambda state, ctx, value: bool(_spent(state))
GAME_OPS["ready_within_cost"] = _ready_within_cost


card("unfulfilled-duty", "Unfulfilled Duty",
     event_action(game("ready_within_cost", amount=6),
                  when=(NOT_IN_CONFLICT, when("spent_character")), phases=("conflict",)),
     note="Played between conflicts: the most valuable bowed characters without fate whose "
          "printed costs add up to 6 or less are readied.")

province("untamed-steppe", "Untamed Steppe", "during a conflict at this province")

card("utaku-rumaru", "Utaku Rumaru",
     constant(glory(1, each(chars(), state="honored"), until=""),
              glory(-1, each(chars(), state="dishonored"), until="")),
     reaction(CONTEST_WON, honor(choose(chars(not_self=True), state="participating")),
              costs=(discard_from_hand(1),), about="any", when=(participating(),)),
     note="After it wins, the cheapest card of the hand is discarded to honor another "
          "participant.")

card("valiant-oathkeeper", "Valiant Oathkeeper",
     inert="no text: its printed skills and glory are played")

card("yogo-preserver", "Yogo Preserver",
     missing=(helps("sincerity for the player's dishonored characters"),))



# -- Justice for Satsume ----------------------------------------------------------------------------

card("doji-hotaru-2", "Doji Hotaru",
     forced(ENTERS_PLAY, game("dc_discard_ids", ("doji-kuwanan",)), about="any",
            when=(when("dc_ids_in_play", ("doji-kuwanan",)),)),
     note=f"Doji Kuwanan in play with her is discarded. The honor reaction answers the opponent "
          f"playing cards: {NO_EVENTS}.")

card("isawa-heiko", "Isawa Heiko",
     constant(military(1, Target(EVENT_CARD), until="", per="ps_swapped_military"),
              political(1, Target(EVENT_CARD), until="", per="ps_swapped_political")),
     reaction(CARD_PLAYED, game("ps_swap_skills"), about="any",
              when=(when("in_conflict"), when("mb_event_trait", "water"), when("ps_swap_gain"))),
     note="After the player plays a Water event during a conflict: the participant that gains "
          "most skill in the conflict has its base skills switched (ps_swap_skills, the "
          "bookkeeping constant as Bayushi Yunako's), until the end of the conflict rather "
          "than the phase (its participants bow at the end anyway). Water characters are "
          "played in the dynasty phase, where a switch until its end does nothing.",
     missing=(helps("Water attachments or characters played from hand during a conflict fire "
                    "no card-played event in the engine"),))

card("doji-kuwanan", "Doji Kuwanan",
     forced(ENTERS_PLAY, game("dc_discard_ids", ("doji-hotaru", "doji-hotaru-2")), about="any",
            when=(when("dc_ids_in_play", ("doji-hotaru", "doji-hotaru-2")),)),
     note="Doji Hotaru in play with him is discarded. Its action bows a participant with less "
          f"military: {NO_CHARACTERS}, and bowing the player's own could only hurt them.")

card("shinjo-gunso", "Shinjo Gunsō",
     reaction(ENTERS_PLAY, dynasty_search(5, 2), when=(when("event_option", "province"),)),
     note="Played from a province: of the top 5 dynasty cards, the character of cost 2 or lower "
          "with the most skill goes into play, the rest to the discard pile.")

card("ujik-tactics", "Ujik Tactics",
     event_action(military(1, each(chars(unique=False), state="participating")),
                  when=(in_conflict(),), phases=("conflict",)),
     note="Only participants' skill counts, so it is given to the participating non-unique "
          "characters.")

card("acolyte-of-koyane", "Acolyte of Koyane",
     missing=(helps("pride for a participant in a political conflict (honored if it wins)"),))

card("callous-ashigaru", "Callous Ashigaru",
     inert="discards the cards of the opponent's provinces after a break: the passive "
           "opponent's provinces hold no cards",
     note="Attach to a unique character (its host rule); +2/+1 and Restricted are printed and "
          "played.")

restrict("callous-ashigaru", when("mb_host_unique"))

province("conflict-between-kin", "Conflict Between Kin", "during conflicts at this province")

card("court-of-justice", "Court of Justice", inert=f"looks at the opponent's hand: {HOLDS_NO_HAND}")

province("effective-deception", "Effective Deception", "during conflicts at this province")

card("hida-sugi", "Hida Sugi",
     missing=(helps("putting a card of the dynasty discard pile on the bottom of the dynasty "
                    "deck after it wins"),))

province("into-the-forbidden-city", "Into the Forbidden City", "during a conflict at this province")

card("justicar-s-approach", "Justicar's Approach", inert=f"the duel it gives: {NO_DUELS}",
     note="Attach to a Courtier (its host rule); +1 military is printed and played.")

restrict("justicar-s-approach", when("uni_host_trait", "courtier"))

card("matsu-swiftspear", "Matsu Swiftspear", inert=NO_HAND_TO_COMPARE)

card("sharpen-the-mind", "Sharpen the Mind",
     action(military(3, attached()), political(3, attached()), costs=(discard_from_hand(1),),
            when=(when("mb_host_participating"), SHORT), phases=("conflict",)),
     note="Discards the cheapest card of the hand for +3/+3 while its character participates "
          "short of the province's strength.")

card("shosuro-ibuki", "Shosuro Ibuki",
     inert="removes fate from the other participants: only the player's own participate, so it "
           "could only hurt them; Disguised is read from the text")

card("shosuro-miyako-2", "Shosuro Miyako",
     inert=f"dishonors a character of the opponent: {NO_CHARACTERS}; played by Disguised only")

card("steward-of-the-rich-frog", "Steward of the Rich Frog", inert=NO_HAND_TO_COMPARE)

card("stride-the-waves", "Stride the Waves",
     action(move_in(attached()), when=(in_conflict(), cond("claimed", "water"), SHORT),
            phases=("conflict",), limit=2),
     note="With the Water ring claimed, moves its character in while the conflict's skill is "
          "below the province's strength; moving home is never chosen. +1/+1 is printed and "
          "played.")

card("trusted-advisor", "Trusted Advisor",
     missing=(helps("a card drawn when the player takes a ring's fate during its conflict"),))

card("warden-of-the-damned", "Warden of the Damned",
     forced(PHASE_ENDS, Effect("sacrifice", 0, choose(chars(), state="dishonored")), about="any",
            when=(when("event_option", "conflict"),)),
     note="As the conflict phase ends the player sacrifices a dishonored character (the "
          "pilot's pick) if it has one; the opponent has none.")

card("wayfarer-s-camp", "Wayfarer's Camp",
     missing=(helps("two characters played from the provinces at once in the dynasty phase"),))



# -- The Children of Heaven -------------------------------------------------------------------------

card("iron-crane-legion", "Iron Crane Legion",
     inert="X = the cards in the opponent's hand: the passive opponent holds none, so X is 0 (the "
           "engine reads X as a dash: it never attacks in military conflicts, where it would add "
           "0); No attachments except Weapon is played (OnlyAttachments)")

statics("iron-crane-legion", OnlyAttachments(("weapon",)))

card("emperor-s-summons", "Emperor's Summons", inert=f"after this province is revealed: {NEVER_REVEALED}")

card("regal-bearing", "Regal Bearing",
     event_action(game("mb_regal"),
                  when=(conflict_type("political"), when("mb_participating_trait", "courtier"),
                        when("mb_regal_ok")), phases=("conflict",)),
     note="The bid becomes 1 and the player draws the difference to the opponent's bid (it "
          "bids 3: 2 cards). One political conflict a round: max 1 per conflict is once a round.")

province("fortified-assembly", "Fortified Assembly", "after an attack against this province")

card("graceful-guardian", "Graceful Guardian",
     inert="raises the cost of the next cards each player plays in the conflict: the passive "
           "opponent plays none, so it could only cost the player")

card("issue-a-challenge", "Issue a Challenge", inert=f"limits the defenders: {NEVER_DEFENDS}")

card("licensed-quarter", "Licensed Quarter", missing=(helps(OPPONENT_DECK),))

card("sharpened-tsuruhashi", "Sharpened Tsuruhashi",
     missing=(helps("returns to the hand when its host is sacrificed (the engine does not tell a "
                    "sacrifice from a discard)"),),
     note="+1 military is printed and played.")

card("emissary-of-lies", "Emissary of Lies", inert=f"moves an opposing participant home: {NO_CHARACTERS}")

card("hantei-daisetsu", "Hantei Daisetsu",
     inert=f"blanks a participant: {NO_CHARACTERS}, and the player's own could only lose by it; "
           "Sincerity is read from the text")

card("ide-ryoma", "Ide Ryōma",
     missing=(helps("bowing one of the player's characters to ready another (one Unicorn, one "
                    "not)"),))

card("ikoma-kiyono", "Ikoma Kiyono",
     missing=(helps("readied for the glory count while the player is more honorable"),))

card("invoke-the-divine", "Invoke the Divine",
     missing=(helps("up to 3 Spell cards from the hand played without their costs"),))

card("natural-negotiator", "Natural Negotiator",
     missing=(helps("1 honor to the opponent to switch its Courtier's base skills"),),
     note="Attach to a Courtier (its host rule).")

restrict("natural-negotiator", when("uni_host_trait", "courtier"))

card("overhear", "Overhear", inert=f"a random card of the opponent's hand: {HOLDS_NO_HAND}")

card("righteous-delegate", "Righteous Delegate",
     missing=(helps("+1/+1 to the non-Bushi participants and -1/-1 to the Bushi (used when it "
                    "gains)"),))

_KATA_MAX, _KATA_COUNT = per_conflict(1, "title")


card("rising-stars-kata", "Rising Stars Kata",
     event_action(military(3, choose(chars(unique=True), state="participating")), _KATA_COUNT,
                  when=(in_conflict(), _KATA_MAX, SHORT), phases=("conflict",)),
     note=f"+3 military to a unique participant (Max 1 per conflict, per title); the +5 after a "
          f"won duel never happens: {NO_DUELS}.")

card("starry-heaven-sanctuary", "Starry Heaven Sanctuary",
     missing=(helps("2 fate when the fate phase removes 4 or more fate from characters"),))

card("student-of-anatomies", "Student of Anatomies",
     inert=f"sacrifices a character to blank one: {NO_CHARACTERS}, so only the player's own "
           "could be blanked")


def _take_ring_fate(state: L5rState, ctx, eff, cards) -> None:
    """Togashi Yoshi: 1 fate from the unclaimed ring with the most."""
    r = best_free_ring(state)
    if r >= 0 and state.ring_fate.get(r, 0):
        piles.remove(state.ring_fate, r, 1)
        play_rules.gain_fate(state, 1)


CONDITIONS["free_ring_fate"] = lambda state, ctx, value: state.ring_fate.get(best_free_ring(state), 0) > 0
GAME_OPS["take_ring_fate"] = _take_ring_fate


card("togashi-yoshi", "Togashi Yoshi",
     reaction(CONTEST_WON, game("take_ring_fate"), about="any",
              when=(participating(), when("free_ring_fate"))))

card("truthseeker", "Truthseeker",
     missing=(helps("putting the top 3 cards of a deck back in the order the player wants"),))

card("unspoken-etiquette", "Unspoken Etiquette",
     inert="dishonors the participating non-Courtiers: only the player's own participate, so it "
           "could only hurt them")



# -- A Champion's Foresight -------------------------------------------------------------------------

card("fan-of-command", "Fan of Command",
     action(ready(choose(chars("bushi"), state="participating")),
            when=(when("mb_host_participating"),), phases=("conflict",)),
     note="Readies a participating Bushi while its character participates; +1/+1 is printed "
          "and played.")

card("frontline-engineer", "Frontline Engineer",
     constant(glory(1, until="", per="holdings")),
     note=f"+1 glory per holding in play (the opponent has none). Its action while defending: "
          f"{PLAYER_NEVER_DEFENDS}.")

card("outflank", "Outflank", inert=f"keeps a character from defending: {NEVER_DEFENDS}")

card("palace-guard", "Palace Guard",
     constant(Effect("cannot", 0, THIS, value="attack"), when=(when("more_honor"),)),
     note="It cannot attack while the player has more honor than the opponent.")

card("shukujo", "Shukujo",
     missing=(helps("the action a Champion host gains: switch the conflict's type"),),
     note="Attach to a unique Crane character (its host rule); +2/+3, Ancestral and Restricted "
          "are printed and played.")

restrict("shukujo", when("dc_host_unique_clan", "crane"))

card("withstand-the-darkness", "Withstand the Darkness", inert=NO_EVENTS)

def _fate_each_ring(state: L5rState, ctx, eff, cards) -> None:
    """1 fate on each unclaimed ring."""
    for r in range(len(RINGS)):
        if r not in state.claimed:
            piles.add(state.ring_fate, r, 1)


GAME_OPS["fate_each_ring"] = _fate_each_ring


card("army-of-the-rising-wave", "Army of the Rising Wave",
     reaction(ENTERS_PLAY, game("fate_each_ring")),
     note="1 fate on each unclaimed ring as it enters play (the player takes a ring's fate when "
          "it declares a conflict on it).")

statics("army-of-the-rising-wave", OnlyAttachments(("weapon",)))

card("asako-takahiro", "Asako Takahiro",
     constant(military(2, until="", per=each(chars(not_self=True), state="dishonored_participant")),
              political(2, until="", per=each(chars(not_self=True), state="honored_participant")),
              when=(participating(),)),
     note="Pride is read from the text.")

card("by-any-means", "By Any Means", inert=f"copies an opposing participant's skill: {NO_CHARACTERS}")

card("court-musician", "Court Musician",
     missing=(helps("the player's next card in the conflict costs 1 less"),))

card("current-of-the-beryt", "Current of the Beryt",
     inert="takes two actions in a row: the passive opponent passes anyway, so the player takes "
           "every action already",
     note="Attach to a Shugenja (its host rule); +1/+1 is printed and played.")

restrict("current-of-the-beryt", when("uni_host_trait", "shugenja"))

card("daidoji-kageyu", "Daidoji Kageyu",
     inert=f"draws per card the opponent played in the conflict: {NO_CARDS}; Disguised is read "
           "from the text")

card("deduction", "Deduction",
     inert=f"bows a cheap participant: {NO_CHARACTERS}, and the player's own could only lose by "
           "it")

card("erudite-prestige", "Erudite Prestige",
     reaction(CARD_PLAYED, political(1, attached()), about="any", limit=0,
              when=(when("mb_host_participating"),)),
     missing=(helps("characters and attachments the player plays (the engine tells the cards "
                    "of events played only)"),),
     note="Attach to a Courtier (its host rule): +1 political to it per event the player plays "
          "while it participates.")

restrict("erudite-prestige", when("uni_host_trait", "courtier"))

province("henshin-mysteries", "Henshin Mysteries", "during a conflict at this province")

card("keeper-of-secret-names", "Keeper of Secret Names",
     missing=(helps("resolving a province's action ability (the engine gives provinces no "
                    "abilities)"),))

card("petal-village-estate", "Petal Village Estate",
     constant(military(1, each(chars("imperial")), until=""), political(1, each(chars("imperial")), until="")))

card("quarrelsome-youth", "Quarrelsome Youth", inert=NEVER_LOSES)

card("shiro-kitsuki", "Shiro Kitsuki",
     inert=f"claims rings when the opponent plays a named card: {NO_CARDS}; its fate and honor "
           "are printed and played")

province("smuggler-s-cove", "Smuggler's Cove", "during a conflict at this province")

card("strategic-weakpoint", "Strategic Weakpoint", inert=f"when its province would be broken: {NEVER_ATTACKS}")

card("unified-company", "Unified Company", inert=NO_HAND_TO_COMPARE,
     note="No attachments except Weapon (its host rule).")

statics("unified-company", OnlyAttachments(("weapon",)))



# -- Shoju's Duty -----------------------------------------------------------------------------------

card("bayushi-shoju-2", "Bayushi Shoju",
     forced(PHASE_BEGINS, draw(2), lose_honor(1), opponent_loses_honor(1), about="any",
            when=(when("event_option", "conflict"),)),
     note="Each player draws 2 and loses 1 honor (the opponent's draw changes nothing); the "
          "passive opponent never has the Imperial Favor anyway.")

card("in-service-to-my-lord", "In Service to My Lord",
     event_action(game("dc_ready_best_unique"), costs=(bow_one(chars(unique=False)),),
                  when=(NOT_IN_CONFLICT, when("dc_service_trade")), phases=("conflict",)),
     action(game("dc_ready_best_unique"), game("dc_bottom_self"),
            costs=(bow_one(chars(unique=False)),),
            when=(NOT_IN_CONFLICT, when("dc_service_trade")), phases=("conflict",),
            zone="conflict_discard"),
     forced(CARD_PLAYED, game("dc_bottom_self"), zone="conflict_discard"),
     note="Before a conflict is declared, when a bowed unique character is worth more than the "
          "weakest ready non-unique one at home: that one bows, the unique one readies; the "
          "card goes to the bottom of the conflict deck (played from the hand or the discard "
          "pile).")

card("inferno-guard-invoker", "Inferno Guard Invoker",
     action(honor(choose(chars(), state="participating")), game("mb_invoker_mark"),
            when=(conflict_type("military"), when("mb_invoker_safe")), phases=("conflict",)),
     forced(CONTEST_WON, game("mb_invoker_doom"), about="any", when=(when("mb_invoker_marked"),)),
     forced(CONTEST_LOST, game("mb_invoker_doom"), about="any", when=(when("mb_invoker_marked"),)),
     note="Honors a participant of a military conflict; a province broken during the conflict "
          "sacrifices it at the conflict's result. The pilot uses it only while the conflict, "
          "with the glory the honor adds, stays below the province's strength (nothing breaks).")

card("hero-of-three-trees", "Hero of Three Trees", inert=NO_HAND_TO_COMPARE)

card("daidoji-harrier", "Daidoji Harrier", inert=f"reveals and discards from the opponent's hand: {HOLDS_NO_HAND}")

card("gallant-quartermaster", "Gallant Quartermaster",
     missing=(helps("2 fate when it is sacrificed (the engine does not tell a sacrifice from a "
                    "discard)"),))

card("kakita-s-final-stance", "Kakita's Final Stance",
     inert=f"keeps a participant from being bowed by the opponent ({NO_CARDS}) and, after a "
           f"duel, by the conflict's resolution ({NO_DUELS})")

card("moto-outrider", "Moto Outrider",
     action(ready(), when=(conflict_type("military"), participating()), phases=("conflict",)))

card("togashi-ichi", "Togashi Ichi",
     missing=(helps("breaking the attacked non-stronghold province once 10 cards were played in "
                    "the conflict"),),
     note="Disguised is read from the text.")

card("castigated", "Castigated",
     inert=f"discards a participant with 0 political: {NO_CHARACTERS}, and on the player's own "
           "it could only hurt them")

card("chrysanthemum-steward", "Chrysanthemum Steward",
     inert=f"a card of the opponent's conflict discard pile: {NO_CARDS}")

card("cloak-of-night", "Cloak of Night",
     event_action(glory(3, choose(chars(), state="honored_participant"), until="contest"),
                  when=(when("dc_control_trait", "shugenja"), SHORT), phases=("conflict",)),
     note="+3 glory to an honored participant (its status adds its glory to its skill) while "
          "the conflict's skill is below the province's strength; the immunity does nothing: "
          f"{NO_CARDS}.")

card("golden-plains-raider", "Golden Plains Raider",
     inert="discards a faceup card in the opponent's provinces: the passive opponent's "
           "provinces hold no cards")

card("hitsu-do-disciple", "Hitsu-do Disciple",
     inert="dishonors another participant: only the player's own participate, so it could only "
           "hurt them")

card("know-the-terrain", "Know the Terrain", inert=f"when an attack is declared against the player: {NEVER_ATTACKS}")

card("mantra-of-air", "Mantra of Air", inert="answers the opponent declaring a conflict: it never does")

card("persuasive-counselor", "Persuasive Counselor",
     inert=f"keeps the player's events from being canceled: {NO_CARDS}")

card("root-out-heresy", "Root Out Heresy",
     inert=f"a random card of the opponent's hand weakens the province: {HOLDS_NO_HAND}")

card("student-of-esoterica", "Student of Esoterica",
     missing=(helps("its fate spent on the player's Spell cards"),))


def _dig_attachment(state: L5rState, ctx, eff, cards) -> None:
    """Yasuki Hatsu: of the top 5 conflict cards, the best attachment to the hand; shuffle."""
    t = state.table
    top = state.conflict[-5:]
    for c in top:
        play_rules.seen(state, c)
    found = [c for c in top if t.type[c] == "attachment"]
    if found:
        keep = best_card(state, found)
        state.conflict.remove(keep)
        state.hand.append(keep)
    piles.shuffle(state, state.conflict)


GAME_OPS["dig_attachment"] = _dig_attachment


card("yasuki-hatsu", "Yasuki Hatsu",
     action(game("dig_attachment"), when=(participating(), when("ps_less_honor")),
            phases=("conflict",)),
     note="The attachment kept is the dearest the player can pay for (else the cheapest).")
