"""Card records of House of Thorns (codes 09xxx)."""
from __future__ import annotations

from dataclasses import replace
from deckcheck.games.agot.engine.records.dsl import (
    Cost, ENTERS_PLAY, THIS, action, attachments, cannot, card, cards, chars, choose, cond,
    constant, count_in_play, discard, draw, each, event_action, gold, helps, locations,
    pay_gold, power, put_into_play, reaction, strength, when_revealed,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT

LADY = chars("Lady")
KNIGHT = chars("Knight")


# -- House of Thorns ---------------------------------------------------------------------------
card("09001", "Mace Tyrell",
     reaction(ENTERS_PLAY, power(1, THIS), about="mine",
              when=(cond("event_card", chars(factions=("tyrell",))),),
              costs=(pay_gold(1),), limit=1, limit_per="phase"),
     missing=(helps("Action: kneel the faction card to remove another [tyrell] character from "
                    "the game until the next phase begins (it comes back and enters play "
                    "again)"),))
card("09012", "Green-Apple Knight",
     constant(strength(1), per=count_in_play(KNIGHT, other=True)),
     constant(cannot("kneel_to_attack"), when=(cond("controls", (KNIGHT, 3)),)),
     note="He is a Knight himself: 3 Knights in play means 2 others.")
card("09017", "The Hightower",
     reaction(ENTERS_PLAY, gold(1), draw(1),
              when=(cond("event_card", chars(factions=("tyrell",))),), limit=1,
              limit_per="phase"))
card("09023", '"Six Maids in a Pool"',
     event_action(replace(draw(1), per=each(LADY)), when=(cond("controls", (LADY, 1)),)))
card("09037", "Qotho",
     action(put_into_play(THIS),
            costs=(Cost("discard_matching", 2, each(cards(factions=("targaryen",)),
                                                    zone="hand")),),
            zone="hand_card", limit=0),
     note="The player discards its 2 least valuable [targaryen] cards from hand.")
card("09051", "Trade Routes", when_revealed(replace(gold(1), per=each(locations()))),
     note=f"1 gold per location the player controls; {NO_OPPONENT} controls none. The gold "
          "stays in the pool until the taxation phase.")
card("09052", "Nothing Burns Like The Cold",
     when_revealed(discard(choose(attachments()))),
     when_revealed(discard(choose(locations(limited=False)))),
     note="Only the player controls cards: it discards its own least valuable attachment and "
          "non-limited location.")
