"""Reviewed records: the printings of packs 00xxx to 04xxx the project's real decks name.

A decklist line "Name (Pack)" now reads the card of that pack (before, the newest card of
the name), so the real decks in tests/data/decklists/agot/ hold these printings: Ser Robar
Royce of the Draft Set, the Westeros cycle's Dothraki, Gendry and Iron Mines, the Wolves
of the North Stark characters and The Shadow Tower, and the first War of Five Kings packs.

Against the passive opponent every challenge is won unopposed, the player never defends,
claim does nothing, the opponent controls no card and has an empty dead pile, and it never
wins dominance (it counts 0, and a tie wins nothing). The lean of every part not modeled is
for the deck's own numbers.
"""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACKERS,
    CONTEST_WON,
    DOMINANCE_WON,
    LEAVES_PLAY,
    ONCE_PER_PHASE,
    THIS,
    Cost,
    action,
    cannot,
    card,
    challenge_is,
    chars,
    choose,
    cond,
    constant,
    draw,
    each,
    game_op,
    initiative,
    power,
    reaction,
    strength,
)

STARK_CHARS = chars(factions=("stark",))
UNIQUE_STARK = chars(factions=("stark",), unique=True)
NON_KING = chars(exclude_traits=frozenset({"king"}))

# -- Valyrian Draft Set (00xxx) --------------------------------------------------------------------
card("00280", "Ser Robar Royce",
     constant(cannot("attack"), when=(cond("challenges_initiated", 0),)),
     statics=(initiative(-1),),
     note="Not an attacker in the first challenge the player initiates each round; not "
          "declared as a defender: the player never defends. The same text as 23015.")

# -- Westeros cycle (02xxx) ------------------------------------------------------------------------
card("02033", "Rakharo",
     inert="Intimidate (with another Bloodrider) acts on nothing, and claim kills no character "
           "of the passive opponent, so his reaction never fires.")
card("02068", "Gendry",
     reaction(DOMINANCE_WON, power(1, THIS)),
     note="The forced reaction after an opponent wins dominance never fires: the passive "
          "opponent counts 0 and a tie wins nothing.")
card("02113", "Jhogo",
     inert="Stealth (with another Bloodrider) acts on nothing, and the defending player's "
           "dead pile is empty: +0 STR.")

# -- Wolves of the North (03xxx) --------------------------------------------------------------------
card("03002", "Catelyn Stark",
     constant(strength(1, THIS, per="power_on_self")),
     reaction(LEAVES_PLAY, power(1, THIS),
              when=(cond("event_option", ("kill", "sacrifice")), cond("event_card", STARK_CHARS)),
              limit=2),
     note="Killed or sacrificed = leaves play for either reason; she herself, once out of "
          "play, gains nothing.")
card("03003", "Eddard Stark",
     reaction(CONTEST_WON, game_op("power_other_participant", 1, ATTACKERS),
              when=(cond("source_participating"), cond("has_keyword", "renown"))),
     note="Renown is read as a keyword. 'After he gains power using renown' = after a won "
          "challenge he attacked in while he has Renown (an unopposed win always gives it); "
          "the other attacker of highest printed cost gains the power.")
card("03004", "The Blackfish",
     constant(cannot("kneel_to_attack", each(chars("House Tully"))),
              when=(cond("count_at_least", ("power_on_self", 4)),)),
     reaction(CONTEST_WON, draw(1), when=(challenge_is("military"),), costs=(ONCE_PER_PHASE,)),
     note="Renown is read as a keyword.")
card("03005", "Jon Snow",
     action(game_op("stand_to_attack", target=choose(UNIQUE_STARK, state="knelt")),
            costs=(Cost("sacrifice", 0, each(STARK_CHARS)),), limit=1),
     note="Offered only when the stood character can then make a challenge still open (the one "
          "use of standing against the passive opponent); the sacrificed [stark] character is "
          "a knelt one first, then the cheapest, never the one stood.")
card("03034", "The Shadow Tower",
     inert="Reacts to winning a challenge as the defender: the passive opponent never attacks.")

# -- War of Five Kings (04xxx) ----------------------------------------------------------------------
card("04013", "Pyke",
     inert="Gives stealth until the end of the phase: the passive opponent never defends.")
card("04067", "Stannis Baratheon",
     constant(strength(-1, each(NON_KING, state="attacking")),
              when=(cond("in_challenge", "power"),)),
     note="The player's own non-King attackers get -1 STR in power challenges (a 1 STR attacker "
          "alone loses it). His reaction after winning dominance (a non-loyal character cannot "
          "stand this round) could only choose the player's own characters: never used.")
card("04083", "Brienne of Tarth",
     inert="Not kneeling as a defender: the player never defends. Renown is read as a keyword.")
