"""Card records of Kings of the Isles (codes 12xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.effects import ATTACHMENT
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_OPS, KILL_UNSAVABLE, characters_in_play, put_cards_into_play,
)
from deckcheck.games.agot.engine.records.dsl import (
    CONTEST_WON, ENTERS_PLAY, KNEEL_FACTION, KNEEL_SELF, PHASE_BEGINS, PLOT_REVEALED, THIS,
    card, challenge_is, chars, choose, cond, draw, each, events, forced, game_op, gold, helps,
    hurts, locations, one_of, phase_is, reaction, sacrifice, search, stand, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

MAX_CHALLENGES = 9          # "no limit" for one_of: one option per event, never the round cap


# -- Kings of the Isles ------------------------------------------------------------------------
card("12019", "Maiden's Bane",
     reaction(CONTEST_WON, stand(choose(chars("Captain"), state="participant")),
              game_op("then_stand", target=THIS), costs=(KNEEL_SELF, one_of(MAX_CHALLENGES))),
     reaction(CONTEST_WON, stand(choose(chars(), state="participant")),
              costs=(KNEEL_SELF, one_of(MAX_CHALLENGES))),
     note="Every challenge is won unopposed here. A Captain stood this way stands Maiden's "
          "Bane again (one option per challenge).")


def _then_stand(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Stand the target cards - a stand that follows a cost kneeling the same card ("kneel
    Maiden's Bane ... then stand Maiden's Bane"), so it is usable while the card still
    stands."""
    EFFECTS["stand"](state, ctx, eff, cards)


GAME_OPS["then_stand"] = _then_stand

card("12020", "Scouting Vessel",
     inert="changes what pillage discards; the passive opponent has no deck to discard from")
card("12025", "Khorane Sathmantes",
     inert=f"His action kneels a character and a location: meant for {NO_OPPONENT}'s cards; "
           "kneeling its own would only hurt.")
card("12029", "Desert Raider",
     inert=f"Reacts to losing a challenge to a winning opponent; {NO_OPPONENT} never wins one.")
card("12040", "Rogue Wildling",
     reaction(ENTERS_PLAY, stand(choose(chars("Wildling"), state="knelt")), about="self"))
card("12045", "Sea of Blood",
     reaction(CONTEST_WON, search(events()),
              when=(challenge_is("military"), cond("event_amount_at_least", 5),
                    cond("deck_has", events())),
              costs=(KNEEL_FACTION,), zone="agenda"),
     missing=(helps("each blood token reduces the cost of the events played during [military] "
                    "challenges by 1"),
              hurts("events cannot be played during [intrigue] or [power] challenges (the "
                    "engine still plays event reactions to winning them)")),
     note="Unopposed, a challenge is won by its whole STR; the search takes the first event "
          "from the top.")
card("12046", "We Take Westeros!",
     when_revealed(game_op("put_best_of", target=each(locations(), zone="discard"))),
     note="Only the player's discard pile holds cards: its most expensive location that may "
          "enter goes into play.")


def _put_best_of(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Of the target's cards, put the one of highest printed cost that may enter (an
    attachment needs a legal host) into play (We Take Westeros!: the player picks)."""
    t = state.table
    ok = [c for c in cards if c >= 0 and state.zone[c] != PLAY and play_rules.may_enter(state, c)
          and (t.kind[c] != ATTACHMENT or play_rules.targets(state, c))]
    if ok:
        put_cards_into_play(state, ctx, eff, [max(ok, key=lambda c: (t.cost[c], -c))])


GAME_OPS["put_best_of"] = _put_best_of

card("12047", "Return to the Fields",
     *(reaction(PLOT_REVEALED, sacrifice(choose(chars(max_printed_cost=2))), draw(1), gold(1),
                about="self", zone="plot", pilot="spare") for _ in range(3)),
     note="Up to 3 sacrifices, each one a separate choice. The pilot sacrifices only spare "
          "characters of printed cost 2 or lower (not needed for its challenges, dominance "
          "still won); a player may sacrifice costlier ones too.")
card("12052", "Vanquish the Unbelievers",
     forced(PHASE_BEGINS, game_op("vanquish"), when=(phase_is("challenges"),), zone="plot"),
     note="The player's own characters die: it names the trait that keeps the most power, "
          "then the most printed cost. Traits given by cards are not counted.")


def _vanquish(state: AgotState, ctx: Context, eff: Effect, cards: list[int]) -> None:
    """Vanquish the Unbelievers: name the trait that keeps the most (power on the
    characters first, then printed cost, then count) and kill every character without it
    (cannot be saved)."""
    chars = characters_in_play(state)
    if not chars:
        return
    t = state.table

    def kept(trait: str) -> tuple[int, int, int]:
        keep = [c for c in chars if trait in t.traits[c]]
        return (sum(state.card_power.get(c, 0) for c in keep), sum(t.cost[c] for c in keep),
                len(keep))

    names = sorted(set().union(*(t.traits[c] for c in chars)))
    best = max(names, key=kept) if names else ""
    play_rules.note(state, "vanquish", best)
    EFFECTS["kill"](state, ctx, KILL_UNSAVABLE, [c for c in chars if best not in t.traits[c]])


GAME_OPS["vanquish"] = _vanquish

