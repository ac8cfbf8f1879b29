"""Records of the cards first printed in Elements Unbound (Elemental Cycle). Tests in
tests/test_l5r_records_elemental_cycle.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.holdings_and_hosts import when
from deckcheck.games.l5r.engine.records.dsl import (
    ATTACHED,
    CONTEST_WON,
    OnlyAttachments,
    attached,
    card,
    constant,
    draw,
    fate,
    helps,
    military,
    participating,
    political,
    reaction,
    statics,
)
from deckcheck.goldfish.abilities.records import (
    Target,
)
from deckcheck.games.l5r.engine.records.words import (
    Effect,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CARDS,
    NO_DUELS,
    province,
)


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
