"""Card records of Kings of the Isles (codes 12xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine import play_rules
from deckcheck.games.agot.engine.hooks import (
    EFFECTS, GAME_OPS, KILL_UNSAVABLE, characters_in_play, put_cards_into_play,
)
from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, ATTACHMENT, CHARACTER, CONTEST_WON, DOMINANCE_WON, ENTERS_PLAY, KNEEL_FACTION,
    KNEEL_SELF, LOCATION, PHASE_BEGINS, PLOT_REVEALED, THIS, bonus, card, cards, challenge_is,
    chars, choose, cond, constant, draw, draw_phase, each, event_action, event_reaction, events,
    forced, game_op, gold, helps, hurts, locations, one_of, only, phase_is, power, reaction,
    sacrifice, search, stand, to_hand, trait, when_revealed,
)
from deckcheck.games.agot.engine.records.words import (
    CANCEL, NO_OPPONENT, NO_OPPONENT_CARDS, named, put_best,
)
from deckcheck.games.agot.engine.state import AgotState, PLAY
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.goldfish.abilities.runtime import Context

MAX_CHALLENGES = 9          # "no limit" for one_of: one option per event, never the round cap


# -- Kings of the Isles ------------------------------------------------------------------------
card("12003", "Asha Greyjoy",
     inert=f"gives stealth to other unique Ironborn: stealth bypasses defenders, and "
           f"{NO_OPPONENT} never has one (Pillage and Stealth are keywords).")
card("12004", "The Knight", missing=(helps("stealth and renown while attacking alone"),))
card("12005", "Aeron Damphair",
     missing=(helps("draw 1 after another Drowned God character is killed (by the player's own "
                    "effects; once per phase)"),),
     note="Insight is a keyword.")
card("12006", "The Drumm", inert=f"limits defenders; {NO_OPPONENT} never defends.")
card("12007", "Gwynesse Harlaw",
     inert=f"must choose 3 cards in an opponent's discard pile before its gold and draw; "
           f"{NO_OPPONENT_CARDS}, so the action can never be initiated.")
card("12008", "Andrik the Unsmiling",
     inert=f"reacts to pillage and the losing opponent's discard pile; {NO_OPPONENT_CARDS} "
           "(Pillage is a keyword).")
card("12009", "Qarl the Maid",
     reaction(CONTEST_WON, stand(choose(locations("Warship"), state="knelt")),
              when=(cond("source_participating"),), costs=(one_of(MAX_CHALLENGES),)),
     reaction(CONTEST_WON, stand(choose(named("Asha Greyjoy"), state="knelt")),
              when=(cond("source_participating"),), costs=(one_of(MAX_CHALLENGES),)),
     note="One option per challenge won.")
card("12010", "Maester Murenmure", inert=CANCEL)
card("12011", "Old Grey Gull",
     missing=(helps("kneel him to kill another [greyjoy] character (for its 'when killed' "
                    "abilities), which may then return from the dead pile to hand"),))
card("12012", "Priest of Old Wyk",
     missing=(helps("adds its STR to dominance while kneeling when a Drowned God character is in "
                    "the dead pile"),))
card("12013", "Drowned Prophet",
     missing=(helps("when killed, a [greyjoy] character of the top 5 cards goes to the dead pile "
                    "(for the cards that bring characters back from it)"),))
card("12014", "Eager Deckhand",
     missing=(helps("put into play from hand after a Warship location enters play"),))
card("12015", "Orkmont Reaver",
     inert=f"gains stealth by the opponent's discard pile; {NO_OPPONENT} has none and never "
           "defends (Pillage is a keyword).")
card("12016", "Silence",
     missing=(helps("kneel it to put a Warship location into play from hand in the challenges "
                    "phase, then stand Euron Crow's Eye"),),
     note="+2 Initiative changes nothing: the player wins initiative anyway.")
card("12017", "Great Wyk", inert=f"makes each opponent discard from hand; {NO_OPPONENT_CARDS}.")
card("12018", "Golden Storm",
     inert="kills a participating character after a won [military] challenge: only the "
           "player's own participate here.")
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
card("12021", "Red Rain",
     reaction(CONTEST_WON, power(2, ATTACHED_CARD), when=(cond("host_participating"),), limit=1,
              limit_per="phase"),
     statics=(only(chars(factions=("greyjoy",), unique=True)),),
     note="Every challenge here is unopposed. Stealth for The Drumm bypasses no one.")
card("12022", "Fleet Captain", constant(trait("Captain", ATTACHED_CARD)),
     statics=(only(chars()), bonus(strength=1)),
     missing=(helps("+3 STR instead of +1 while the player controls 3 or more Warship "
                    "locations"),))
card("12023", "What Is Dead May Never Die",
     event_reaction(DOMINANCE_WON, put_best("dead", chars(factions=("greyjoy",)))),
     note="The most expensive [greyjoy] character of the dead pile comes back.")
card("12024", "Nighttime Raid",
     inert=f"gives stealth, which bypasses defenders; {NO_OPPONENT} never defends.")
card("12025", "Khorane Sathmantes",
     inert=f"His action kneels a character and a location: meant for {NO_OPPONENT}'s cards; "
           "kneeling its own would only hurt.")
card("12026", "Fury",
     inert="moves 1 power from one of the player's cards to its faction card, which changes no "
           f"total; {NO_OPPONENT} has no card with power. Intimidate for Stannis acts on nothing.")
card("12027", "Gunthor Son of Gurn",
     inert=f"makes the losing opponent discard from hand; {NO_OPPONENT_CARDS} (Ambush (4) is a "
           "keyword).")
card("12028", "My Mind Is My Weapon",
     missing=(helps("a character with an [intrigue] icon joins a [military] challenge"),))
card("12029", "Desert Raider",
     inert=f"Reacts to losing a challenge to a winning opponent; {NO_OPPONENT} never wins one.")
card("17112", "Desert Raider",
     inert=f"takes an icon from the winning opponent's character; {NO_OPPONENT} never wins a "
           "challenge (Prized 1 only rewards an opponent).")
card("12030", "The Bloodroyal",
     inert="gives stealth and renown while the player is not the first player: the player "
           "wins initiative and goes first every round here.")
card("12031", "Vindictive Ranger",
     inert=f"reacts to a challenge lost as the defending player; {NO_OPPONENT} never attacks.")
card("12032", "Westwatch-by-the-Bridge",
     missing=(helps("kneel it to stand another [thenightswatch] location of printed cost 1 or "
                    "lower (4 with a Ranger, a Steward and a Builder)"),))
card("12033", "Maester Vyman",
     missing=(helps("kneel him after a won [military] or [power] challenge: 1 power on a "
                    "character sharing a trait with him"),))
card("12034", "Karhold",
     missing=(hurts("without a Winter plot revealed, the player's characters and locations "
                    "cannot gain power"),))
card("12035", "Cohollo",
     missing=(helps("kneel him and discard a card from hand to have him join a challenge (he "
                    "has no icon of his own)"),),
     note="Intimidate is a keyword.")
card("12036", '"Dance of the Dragons"',
     event_action(to_hand(choose(cards(kinds=(CHARACTER, LOCATION, ATTACHMENT), max_printed_cost=3),
                                 zone="discard"))))
card("12037", "Ser Talbert Serry",
     inert=f"reacts to an opponent's location ability; {NO_OPPONENT} has none.")
card("12038", "The Shield Islands", statics=(draw_phase(1),),
     note="Each player draws 1 more: the passive opponent draws nothing.")
card("12039", "Bronze Yohn Royce",
     inert=f"stands after a challenge won while defending; {NO_OPPONENT} never attacks "
           "(Renown is a keyword).")
card("12040", "Rogue Wildling",
     reaction(ENTERS_PLAY, stand(choose(chars("Wildling"), state="knelt")), about="self"))
card("12041", "Citadel Archivist",
     missing=(helps("as it enters the discard pile, the player shuffles its discard pile back "
                    "into its deck"),))
card("12042", "The Starry Sept", reaction(CONTEST_WON, power(1, THIS), when=(challenge_is("power"),)),
     note="Its action moves that power to a character (no total changes) and blanks it for "
          "the phase, which only costs the player.")
card("12043", "Reckless", pilot="never",
     inert="a Terminal condition forcing its host into every challenge: meant for an "
           f"opponent's character, and {NO_OPPONENT} has none.")
card("12044", "When I Woke...",
     inert="puts a participating character of the player that lost a [military] challenge on "
           f"top of its deck: {NO_OPPONENT} never takes part in a challenge, and the player "
           "would only hurt itself.")
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
card("17149", "Sea of Blood",
     missing=(helps("after a [military] challenge won by 5, an event of the top 10 to hand; blood "
                    "tokens make events cheaper"),))
card("12046", "We Take Westeros!",
     when_revealed(game_op("put_best_of", target=each(locations(), zone="discard"))),
     note="Only the player's discard pile holds cards: its most expensive location that may "
          "enter goes into play.")
card("17109", "We Take Westeros!",
     missing=(helps("kneel a Raider to put a cheaper location from a discard pile into play"),))


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
card("17157", "Return to the Fields",
     missing=(helps("when revealed, sacrifice up to 3 characters to draw as many"),))
card("12048", "Heir to the Iron Throne",
     missing=(helps("when revealed: a Lord or Lady of the top 10 cards is put into play, then a "
                    "Lord or Lady is sacrificed"),))
card("12049", "Coordinated Attack",
     missing=(helps("after a won challenge, an additional challenge of a different type this "
                    "phase (once per phase)"),))
card("12050", "Stolen Message", inert=f"acts on an opponent's deck; {NO_OPPONENT} has none.")
card("12051", "Secrets of the Conclave",
     missing=(helps("as the challenges phase begins, 1 of the top 5 cards to hand, 1 discarded, "
                    "the rest back on top"),))
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

