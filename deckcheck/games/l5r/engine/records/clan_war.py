"""Records of the cards first printed in the premium expansion Clan War. One test each in
tests/test_l5r_records_clan_war.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    action, card, chars, choose, event_action, honor, participating, place_fate,
)
from deckcheck.games.l5r.engine.records.words import (
    HOLDS_NO_HAND, NEVER_ATTACKS, NO_DUELS,
)
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------
def _helpful(state: L5rState, a: int) -> bool:
    t = state.table
    rec = t.records[a]
    if rec is not None and rec.pilot == "never":
        return False
    return t.military_bonus[a] + t.political_bonus[a] > 0 or bool(t.abilities[a])


def mirumoto_options(state: L5rState, c: int) -> list[int]:
    """Attachments of the conflict discard pile the player can pay for and play on c."""
    t = state.table
    out = []
    for a in state.conflict_discard:
        if t.type[a] != ATTACHMENT or not play_rules.can_pay_hand(state, a) or not _helpful(state, a):
            continue
        if "limited" in t.keywords[a] and state.limited_round == state.round:
            continue
        if c in play_rules.attachment_hosts(state, a):
            out.append(a)
    return out



def _mirumoto_attachment(state, ctx, v):
    return bool(mirumoto_options(state, ctx.source))



def _mirumoto_play(state, ctx, eff, cards):
    found = mirumoto_options(state, ctx.source)
    if not found:
        return
    t = state.table
    a = max(found, key=lambda x: (t.military_bonus[x] + t.political_bonus[x], t.cost[x], -x))
    play_rules.pay_hand(state, a)
    if "limited" in t.keywords[a]:
        state.limited_round = state.round
    state.conflict_played += 1
    play_rules.attach(state, a, ctx.source)



CONDITIONS.update({
    "dc_mirumoto_attachment": _mirumoto_attachment,
})


GAME_OPS.update({
    "dc_mirumoto_play": _mirumoto_play,
})


# -- Clan War ---------------------------------------------------------------------------------------

card("inscribed-tanto", "Inscribed Tantō",
     inert="immunity to the opponent's ring effects: the passive opponent resolves none; +1 "
           "military is printed and played")

card("inventive-mirumoto", "Inventive Mirumoto",
     action(game("dc_mirumoto_play"),
            when=(when("claimed", "water"), when("dc_mirumoto_attachment"))),
     note="Plays the attachment of the conflict discard pile with the biggest skill bonus it can "
          "pay for and put on this character.")

card("called-to-war", "Called to War",
     event_action(place_fate(1, choose(chars("bushi")))),
     note="The passive opponent never gives the honor to choose a second character.")

card("return-the-offense", "Return the Offense", inert=NO_DUELS)

card("chancellor-s-aide", "Chancellor's Aide",
     inert=f"a chosen player discards a card: {HOLDS_NO_HAND} (and never gives honor); choosing "
           "oneself is not played")

card("privileged-position", "Privileged Position",
     inert=f"limits the conflicts the opponent declares: {NEVER_ATTACKS}")

card("bushido-adherent", "Bushidō Adherent",
     action(honor(choose(chars(), state="participating")), when=(participating(),),
            phases=("conflict",)),
     note="Honors a participating character; the opponent's draw does nothing (it never plays "
          "cards). Support is not played (the opponent pays nothing).")

