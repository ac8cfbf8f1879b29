"""Records of the cards first printed in Chaos Moon (Morrslieb Cycle). Tests in
tests/test_whi_records_morrslieb_cycle.py."""
from __future__ import annotations

from deckcheck.games.whi.engine.records.dsl import (
    THIS,
    attached,
    card,
    cond,
    constant,
    each,
    helps,
    modify,
    units,
)
from deckcheck.games.whi.engine.records.words import (
    MILLS,
    NO_ATTACKS,
    NO_CARDS,
    NO_UNITS,
    OWN_ONLY,
)
from deckcheck.games.whi.engine.records.morrslieb_cycle.shared import (
    HIDES,
)


card("06037", "Sacrifice to Khaine", inert=f"Nothing to sacrifice: {NO_CARDS}.")

card("06021", "Josef Bugman",
     missing=(helps("An attachment from the top five cards onto each Dwarf unit that enters "
                    "play: not modeled."),))
card("06022", "Bugman's Rangers", constant(modify(THIS, 1, per="attachments_on_self")))
card("06023", "Bugman's Tankard",
     constant(modify(attached(), 1, stat="hit_points", per="developments_in_zone")))
card("06024", "Night Goblin Fanatic", inert="Its damage reaches only the defending zone's "
     f"units and {NO_UNITS}; what is left is sacrificing itself, which a player would not "
     "choose.")
card("06025", "Looted Umie Town", constant(modify(THIS, 1, per="units_in_zone")))
card("06026", "Bash 'Em!",
     missing=(helps("A second battlefield phase this turn: not modeled."),))
card("06027", "Celestial Apprentice", inert=OWN_ONLY.format("units"))
card("06028", "Chain Lightning", inert=f"Destroys attacking units: {NO_ATTACKS}.")
card("06029", "Moon Dragon", inert="Sacrifices all but one unit in each zone; the passive "
     "opponent has none, so only the player's own would go.")
card("06030", "Dragon's Lair",
     missing=(helps("Its tokens putting a Dragon unit of the top five cards into play: not "
                    "modeled."),))
card("06031", "Follow the Portent",
     missing=(helps("Its tokens ordering the top three cards of the deck: not modeled."),))
card("06032", "Doombull", inert=OWN_ONLY.format("units"))
card("06033", "Desecrated Temple", inert=OWN_ONLY.format("developments"))
card("06034", "Plague Bomb", inert=OWN_ONLY.format("units"))
card("06035", "Frenzied Witch Elf", inert=MILLS)
card("06036", "Alluring Chosen", inert=f"Gains power when a unit enters an opponent's discard "
     f"pile: {NO_UNITS}.")
card("06038", "Thornflesh Dryad", inert=HIDES)
card("06039", "Spellsinger",
     missing=(helps("A development becomes a unit until the end of the turn (it could attack): "
                    "not modeled."),))
# "Skaven. While attacking, this unit gains [Power] for each corrupted Skaven unit you control."
card("06040", "Vicious Clanrat",
     constant(modify(THIS, 1, per=each(units(traits=("Skaven",)), state="corrupted")),
              when=(cond("attacking"),)))
