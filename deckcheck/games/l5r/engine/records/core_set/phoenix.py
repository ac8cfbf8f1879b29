"""Core Set records: the Phoenix cards. One test each in
tests/test_l5r_records_core_set_phoenix.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_LOST,
    CONTEST_WON,
    PHASE_BEGINS,
    PHASE_ENDS,
    THIS,
    UNTIL_PHASE,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    constant,
    dishonor,
    draw,
    each,
    event_action,
    forced,
    glory,
    honor,
    in_conflict,
    interrupt,
    military,
    political,
    reaction,
    ready,
)
from deckcheck.goldfish.abilities.records import Effect
from deckcheck.games.l5r.engine.records.words import (
    KEYWORD_ONLY,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CARDS,
    NO_CHARACTERS,
    OWN_ONLY,
    restrict,
)
from deckcheck.games.l5r.engine import rings, play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------
RING_ORDER = (0, 2, 1, 3)     # air, fire, earth, water: the greedy order of free ring effects


def _host_trait(state: L5rState, ctx, value) -> bool:
    t = state.table
    h = ctx.chosen
    return h >= 0 and t.type[h] == CHARACTER and value in t.traits[h]


def _trait_in_play(state: L5rState, ctx, value) -> bool:
    t = state.table
    return any(value in t.traits[c] for c in play_rules.characters(state))


def _unclaimed_rings(state: L5rState, ctx, eff, cards) -> None:
    """Up to ``amount`` ring effects of unclaimed rings, in the greedy order, skipping a ring
    whose effect would do nothing (the void ring: the opponent has no character)."""
    left = eff.amount or 1
    for r in RING_ORDER:
        if left <= 0 or state.outcome:
            return
        if r in state.claimed:
            continue
        if rings.best(state, r).kind == "ring":
            rings.resolve_best(state, r)
            left -= 1


CONDITIONS.update({
    "ps_host_trait": _host_trait,
    "ps_trait_in_play": _trait_in_play,
})


GAME_OPS.update({
    "ps_unclaimed_rings": _unclaimed_rings,
})


# -- records -----------------------------------------------------------------------------------
card("isawa-mori-seido", "Isawa Mori Seidō",
     action(glory(2, choose(chars(), zone="conflict", state="honored"), until=UNTIL_PHASE),
            costs=(bow_self(),), when=(in_conflict(),), phases=("conflict",)),
     note="Offered on an honored participating character, where +2 glory adds 2 skill; "
          "elsewhere glory only counts for the Imperial Favor, which the passive opponent "
          "never contests.")

card("kuroi-mori", "Kuroi Mori",
     inert=f"acts during a conflict at this province: {NEVER_ATTACKS} (and which province "
           "lies under the stronghold changes nothing)")

card("naive-student", "Naive Student", note=f"Sincerity: {KEYWORD_ONLY}")

card("shiba-peacemaker", "Shiba Peacemaker",
     constant(Effect("cannot", 0, THIS, value="attack")),
     note="It never attacks; the passive opponent never attacks, so it never participates.")

card("solemn-scholar", "Solemn Scholar",
     inert=f"bows an attacking character: {OWN_ONLY}")

card("adept-of-the-waves", "Adept of the Waves",
     inert=f"grants covert, which only keeps defenders out: {NEVER_DEFENDS}")

card("asako-diplomat", "Asako Diplomat",
     reaction(CONTEST_WON, honor(choose(chars())), about="any",
              when=(cond("source_participating"),)),
     note="Only the honor choice is offered (dishonoring one of the player's own characters "
          "never helps); an honored character cannot be chosen.")

card("meddling-mediator", "Meddling Mediator",
     inert=f"needs 2 conflicts declared against the player: {NEVER_ATTACKS}")

card("radiant-orator", "Radiant Orator",
     inert=f"moves an enemy character home: {NO_CHARACTERS}")

card("serene-warrior", "Serene Warrior", note="no text")

card("shiba-yojimbo", "Shiba Yōjimbō",
     inert=f"cancels the opponent's triggered abilities: {NO_CARDS} and has no characters")

card("isawa-masahiro", "Isawa Masahiro",
     inert=f"discards a participating character: {OWN_ONLY}")

card("fearsome-mystic", "Fearsome Mystic",
     constant(glory(2), when=(cond("ring", "air"),)),
     note="+2 glory during air conflicts is played (it counts for an honored or dishonored "
          f"Mystic's skill); its action removes fate from the opponent's characters: "
          f"{NO_CHARACTERS}.")

card("isawa-atsuko", "Isawa Atsuko",
     action(military(1, each(chars(), state="participating")),
            political(1, each(chars(), state="participating")),
            when=(cond("ring", "void"),), phases=("conflict",)),
     note="The opponent's half (-1/-1 to its participants) does nothing: it has none. Not "
          "offered while a participant has a dash skill (the engine refuses to modify a dash).")

card("shiba-tsukune", "Shiba Tsukune",
     interrupt(PHASE_ENDS, game("ps_unclaimed_rings", amount=2), about="any",
               when=(cond("event_option", "conflict"),)),
     note="Resolves the effects of 2 unclaimed rings, greedy order air, fire, earth, water "
          "(void does nothing: the opponent has no character).")

card("forgotten-library", "Forgotten Library",
     reaction(PHASE_BEGINS, draw(1), about="any", when=(cond("event_option", "draw"),)))

card("ishiken-initiate", "Ishiken Initiate",
     constant(military(1, until="", per="claimed_rings"),
              political(1, until="", per="claimed_rings")))

card("seeker-of-knowledge", "Seeker of Knowledge",
     constant(Effect("grant", 0, THIS, value=("ring_element", "air")), when=(cond("attacking"),)),
     note="While it attacks the contested ring also has the air element (conditions on air "
          "conflicts see it); the player resolving the ring chooses one of its elements "
          "[000 §Ringeffekte], which covers \"choose which of its ring effects to resolve\".")

card("magnificent-kimono", "Magnificent Kimono",
     forced(CONTEST_WON, honor(attached()), about="any", when=(when("ps_host_in_event"),)),
     forced(CONTEST_LOST, dishonor(attached()), about="any", when=(when("ps_host_in_event"),)),
     note="Pride granted: the host is honored after it wins a conflict, dishonored after it "
          "loses one; +1 political is the printed bonus.")

card("grasp-of-earth", "Grasp of Earth",
     note="+1/+1 is the printed bonus; its action keeps the opponent's characters out of the "
          f"conflict: {NO_CHARACTERS}.")

restrict("grasp-of-earth", when("ps_host_trait", "shugenja"))

card("pacifism", "Pacifism",
     inert=f"the attached character cannot join military conflicts: meant for the opponent's "
           f"characters ({NO_CHARACTERS}); the pilot never plays it",
     pilot="never")

card("supernatural-storm", "Supernatural Storm",
     event_action(military(1, choose(chars(), state="participating"), per=each(chars("shugenja"))),
                  political(1, choose(chars(), state="participating"), per=each(chars("shugenja"))),
                  when=(in_conflict(), when("ps_trait_in_play", "shugenja")), phases=("conflict",)),
     note="X (Shugenja the player controls) is counted while the effect lasts. Not offered "
          "without a Shugenja (X = 0).")

card("way-of-the-phoenix", "Way of the Phoenix",
     inert=f"the opponent cannot declare conflicts of an element: {NEVER_ATTACKS}")

card("against-the-waves", "Against the Waves",
     event_action(ready(choose(chars("shugenja"), state="bowed"))),
     note="Only the ready choice is offered (bowing an own Shugenja never helps).")

card("know-the-world", "Know the World",
     event_action(game("ps_swap_ring"), when=(when("ps_ring_gain", 2),)),
     note="Played when an unclaimed ring holds 2 fate or more (it costs 1): a claimed ring is "
          "switched with the unclaimed ring holding the most fate.")

card("display-of-power", "Display of Power",
     inert=f"after losing an unopposed conflict, which only a defender can: {NEVER_ATTACKS}")
