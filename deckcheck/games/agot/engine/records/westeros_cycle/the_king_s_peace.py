"""Records of the cards first printed in The King's Peace (Westeros Cycle). Tests in
tests/test_agot_records_westeros_cycle.py."""
from __future__ import annotations

from deckcheck.games.agot.engine.records.dsl import (
    ATTACHED_CARD, CONTEST_WON, KNEEL_FACTION, MARSHALED,
    OPPONENT_ONLY, PHASE_BEGINS, UNTIL_PHASE, at_end_of, bonus, card,
    chars, choose, cond, constant, discard, each, event_action,
    event_reaction, forced, helps, hurts, icon, keyword, only, power, put_into_play, reaction,
    search, strength, trait,
)
from deckcheck.games.agot.engine.records.words import (
    FOR_OPPONENTS_CHARACTER,
    CHALLENGES_BEGIN, DIREWOLF, NO_OPPONENT,
)
from deckcheck.games.agot.engine.records.westeros_cycle.shared import (
    KNIGHT,
    LADY_CHAR,
)


_LANNISTER_UNIQUE = chars(factions=("lannister",), unique=True)


card("02041", "Ser Rodrik Cassel",
     missing=(helps("while he attacks in a [military] challenge, each unique [stark] "
                    "character gains insight"),))
card("02042", "Wolf Dreams",
     event_action(search(DIREWOLF), costs=(KNEEL_FACTION,), when=(cond("deck_has", DIREWOLF),)),
     note="Played only when a Direwolf card is left in the deck; the search takes the first "
          "one from the top.")
card("02043", "Ser Hobber Redwyne", reaction(MARSHALED, search(LADY_CHAR), about="self"))
card("02044", "Mare in Heat", statics=(only(KNIGHT),), pilot="never",
     inert="removes a stronger participating character from a challenge the attached Knight "
           f"fights alone: only defenders could be, and {NO_OPPONENT} never defends.")
card("02045", "Ser Alliser Thorne",
     inert=f"both abilities need the player to defend; {NO_OPPONENT} never attacks.")
card("02046", "Practice Blade",
     statics=(only(chars(factions=("thenightswatch",))), bonus(strength=1, icons=("military",))),
     note="Ambush (2) is a keyword.")
card("02047", "Moon Boy",
     missing=(hurts("after a lost challenge he is in, a card of the hand is discarded at "
                    "random"),),
     note="Insight is a keyword.")
card("02048", "The King's Peace",
     inert=f"reacts to challenges initiated against the player; {NO_OPPONENT} never attacks.")
card("02049", "Ser Gregor Clegane",
     inert=f"reacts to pillage discarding a character from the opponent's deck; {NO_OPPONENT} "
           "has none (Pillage and Renown are keywords).")
card("02050", "I Never Bet Against My Family",
     event_reaction(PHASE_BEGINS, put_into_play(choose(_LANNISTER_UNIQUE, zone="deck",
                                                       state="bottom_5")),
                    at_end_of(UNTIL_PHASE, discard(choose())),
                    costs=(KNEEL_FACTION,), when=(CHALLENGES_BEGIN,)),
     note="Played as the challenges phase begins (its first action window), so the character "
          "can attack; it is discarded from play when the phase ends. The other revealed "
          "cards stay at the bottom of the deck.")
card("02051", "Newly-Made Lord",
     inert="its optional reaction discards a location with printed cost 3 or lower from play: "
           f"{NO_OPPONENT} has none, so only one of the player's own could go (declined).")
card("02052", "Fishing Net", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02053", "Crone of Vaes Dothrak",
     inert=f"reacts to cards discarded from an opponent's hand or deck; {NO_OPPONENT} has none.")
card("02054", "The Silver Steed",
     missing=(helps("renown in [power] challenges; sacrificed after that renown for an "
                    "additional [power] challenge"),))
card("02055", "Attainted", statics=(OPPONENT_ONLY,), pilot="never",
     inert=FOR_OPPONENTS_CHARACTER)
card("02056", "The Boneway",
     missing=(helps("a vengeance token per lost challenge, 6 of them for 3 power"),))
card("02057", "Hedge Knight",
     constant(strength(1), icon("power"), when=(cond("controls", (KNIGHT, 2)),)),
     note="Hedge Knight is a Knight himself: two Knights in play means another one.")
card("02058", "Knighted", constant(trait("Knight", ATTACHED_CARD)),
     statics=(only(chars()), bonus(strength=1)),
     note="The Knight trait is seen by the filters of other cards (rules.in_filter: Hedge "
          "Knight, A Tourney for the King, Lady Sansa's Rose); not by the attachment "
          "restrictions of other attachments (Mare in Heat).")
card("02059", "A Tourney for the King",
     constant(keyword("renown", each(KNIGHT)), zone="plot"),
     note=f"\"Immune to opponents' events\" has nothing to act on against {NO_OPPONENT}.")
card("02060", "The Lord of the Crossing",
     constant(strength(-1, each(chars(), state="attacking")),
              when=(cond("challenge_number", 1),), zone="agenda"),
     constant(strength(2, each(chars(), state="attacking")),
              when=(cond("challenge_number", 3),), zone="agenda"),
     forced(CONTEST_WON, power(1), when=(cond("challenge_number", 3),), zone="agenda"),
     note="Challenges are counted from the challenge types already used this phase (an "
          "effect that reopens a type would miscount).")
