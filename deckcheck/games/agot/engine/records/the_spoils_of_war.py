"""Card records of The Spoils of War (codes 24xxx)."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, THIS, bonus, card, challenge_is, chars, cond, constant, helps, hurts, keyword, only,
    power, reaction, strength, trait,
)
from deckcheck.games.agot.engine.records.words import NO_OPPONENT, NO_OPPONENT_CARDS


# -- The Spoils of War -------------------------------------------------------------------------
card("24001", "Salladhor Saan's Lyseni",
     inert=f"gains power for the defender's kneeling locations; {NO_OPPONENT} has none (Assault "
           "and 'No attachments' are keywords).")
card("24002", "Ser Gilbert Farring",
     missing=(helps("+1 STR and renown in a challenge with an assault participant"),))
card("24003", "Dragonstone",
     inert="keeps a card placed in shadows from coming out; only the player's own go there.")
card("24004", "Dagmer Cleftjaw",
     missing=(helps("marshaled into shadows from the dead pile under a Winter plot"),),
     note="Pillage, Shadow (4) and Stealth are keywords.")
card("24005", "Harlaw Scout",
     inert=f"gains gold when an opponent discards for reserve; {NO_OPPONENT} has no hand (Shadow "
           "(1) is a keyword).")
card("24006", "The Myrish Eye",
     missing=(helps("insight while no card is in shadows"),))
card("24007", "Ser Daven Lannister",
     inert=f"makes each opponent discard when he gains power; {NO_OPPONENT_CARDS}, so the 'then "
           "draw 1' never comes (Renown is a keyword).")
card("24008", "Oxcross Survivors",
     constant(strength(3), keyword("assault"),
              when=(cond("controls", (chars("Lord", "Commander", factions=("lannister",)), 1)),)),
     note="'No attachments' is a keyword.")
card("24009", "One, Two, Three",
     missing=(helps("after a won [intrigue] challenge, a participant returns to hand, goes to "
                    "shadows or gains insight"),))
card("24010", "Ser Andrey Dalt",
     inert=f"keeps opponents from gaining power by dominance; {NO_OPPONENT} never wins it (Shadow "
           "(3) is a keyword).")
card("24011", "Caggo Corpsekiller",
     inert="sends a character returned to hand or shadows to the dead pile: only the player's own.")
card("24012", "War Scorpion", statics=(only(chars()), bonus(strength=2)),
     note=f"Its action removes or kills an attacking character: {NO_OPPONENT} never attacks. "
          "Ambush is a keyword.")
card("24013", "Iron Emmett",
     missing=(hurts("while he kneels, characters with a [military] icon cannot enter play in the "
                    "challenges phase (the player's own)"),),
     note="Stealth is a keyword.")
card("24015", "Defending the Wall",
     inert=f"removes an attacker; {NO_OPPONENT} never attacks, and the player's own would only "
           "leave.")
card("24016", "King Robb's Bannermen",
     inert=f"targets another location with assault; {NO_OPPONENT} has none (Assault and 'No "
           "attachments except Direwolf' are keywords).")
card("24017", "The Bastard's Boys",
     missing=(helps("sacrifice it to put a House Bolton or non-[stark] character from hand into "
                    "play"),),
     note="Assault is a keyword.")
card("24018", "The Crag",
     reaction(CONTEST_WON, power(1, THIS), when=(challenge_is("military"),), limit=2,
              limit_per="phase"),
     missing=(hurts("the player cannot initiate [intrigue] challenges"),
              helps("2 power instead with a [stark] King")))
card("24019", "Hero",
     inert=f"stands when the player has fewer cards than the losing opponent; {NO_OPPONENT_CARDS}.")
card("24020", "Stalwart Shields",
     inert=f"takes keywords from an opponent's Armies; {NO_OPPONENT} has none (Assault and 'No "
           "attachments' are keywords).")
card("24021", "The Field of Fire",
     inert="lowers the STR of non-Dragon characters without attachments: only the player's own "
           "are in play.")
card("24022", "Mace Tyrell",
     missing=(helps("stand a participating Army and another participant, removing both"),),
     note="Renown is a keyword.")
card("24023", "Oldtown City Watch",
     inert="reveals the top card of each deck, which changes nothing.")
card("24024", "Highgarden Sept",
     missing=(helps("draw 1 after a The Seven card gains power (once per phase)"),))
card("24025", "King's Landing Mob",
     inert=f"discards a location knelt by assault; {NO_OPPONENT} has none (Assault is a keyword).")
card("24026", "Former Champion",
     missing=(helps("-1 STR per power, with icons, stealth and intimidate at low STR"),),
     note="Renown is a keyword.")
card("24027", "Vanguard Leader", constant(trait("Commander", ATTACHED_CARD)),
     statics=(only(chars(unique=True)), bonus(strength=1)))
card("24028", "The Trident",
     missing=(hurts("after each challenge won as the attacker, it goes to the opponent unless "
                    "another neutral location is sacrificed"),),
     note="+1 Claim takes nothing from the passive opponent.")
card("24029", "Broken Men",
     inert="sacrifices a location to discard a participant after a lost [military] challenge: "
           "only the player's own participate.")
card("24030", "Battle of the Camps",
     inert=f"kneels a character of the losing opponent; {NO_OPPONENT} has none (the plot's "
           "numbers are read as printed).")
