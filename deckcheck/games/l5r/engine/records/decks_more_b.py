"""Records of more non-Core-Set cards of the test decks (group B: cards of the Phoenix
shugenja, Phoenix/Lion splash, Lion duelist and Lion honor decks of tests/data/decklists/l5r);
reviewed against the card texts of the snapshot, one test each in
tests/test_l5r_records_decks_more_b.py.

The passive opponent never attacks, defends, plays cards nor controls characters, holds no
hand and never claims a ring (see records/decks_common.py). So "if you have fewer cards in
your hand than your opponent" is never true, the player's provinces are never attacked nor
revealed by an attack, and texts answering the opponent's cards never fire. Greedy choices
follow the pilot (it uses every offered ability).
"""
from __future__ import annotations

from deckcheck.games.l5r.engine import ops_decks_more_b  # noqa: F401  (registers the ops)
from deckcheck.games.l5r.engine import ops_phoenix_scorpion  # noqa: F401  (ps_ ops)
from deckcheck.games.l5r.engine import ops_unicorn_neutral  # noqa: F401  (uni_ ops)
from deckcheck.goldfish.abilities.records import EVENT_CARD, Target
from deckcheck.games.l5r.engine.ops_crab_crane import game, when
from deckcheck.games.l5r.engine.records.decks_common import (
    DYNASTY_EVENTS,
    NEVER_ATTACKS,
    NEVER_DEFENDS,
    NO_CHARACTERS,
    NO_EVENTS,
)
from deckcheck.games.l5r.engine.records.dsl import (
    CARD_PLAYED,
    PHASE_BEGINS,
    CONTEST_DECLARED,
    CONTEST_LOST,
    CONTEST_WON,
    action,
    attached,
    card,
    chars,
    choose,
    conflict_type,
    constant,
    draw,
    event_action,
    event_reaction,
    fate,
    gain_honor,
    helps,
    honor,
    hurts,
    military,
    move_in,
    participating,
    political,
    reaction,
    ready,
    resolve_ring,
    sacrifice_self,
    self_is,
    statics,
    this,
    forced,
)
from deckcheck.games.l5r.engine.play_rules import DIALS_REVEALED

NO_HAND = "the passive opponent holds no hand, so the player never has fewer cards than it"
OWN_PROVINCE = f"answers a conflict at or a reveal of the player's own province: {NEVER_ATTACKS}"

# -- Phoenix ---------------------------------------------------------------------------------------
card("asako-togama", "Asako Togama",
     action(game("ps_swap_ring"), when=(participating(), when("ps_ring_gain", 1)),
            phases=("conflict",)),
     note="While participating, a claimed ring is switched with the unclaimed ring holding the "
          "most fate (at least 1), and the player gains its fate.")

card("shiba-tetsu", "Shiba Tetsu",
     reaction(CARD_PLAYED, military(1), political(1), about="any",
              when=(when("in_conflict"), when("mb_event_trait", "spell")), limit=0),
     note="After the player plays a Spell event during a conflict: +1/+1 until the end of the "
          "conflict; unlimited.",
     missing=(helps("Spell attachments played from hand fire no card-played event in the "
                    "engine: they do not trigger it"),))

card("offerings-to-the-kami", "Offerings to the Kami", inert=OWN_PROVINCE)

card("public-forum", "Public Forum",
     inert=f"saves the player's own province from breaking: {NEVER_ATTACKS}")

card("my-ancestor-s-strength", "My Ancestor's Strength",
     constant(military(1, Target(EVENT_CARD), until="", per="mb_ancestor_military"),
              political(1, Target(EVENT_CARD), until="", per="mb_ancestor_political")),
     event_action(game("mb_ancestor"), when=(when("in_conflict"), when("mb_ancestor_gain")),
                  phases=("conflict",)),
     note="Played when a participating Shugenja gains skill of the conflict's type: its base "
          "skills become the printed skills of the dynasty discard pile's character that gives "
          "most, until the end of the conflict (the constant is the bookkeeping, as Bayushi "
          "Yunako's: the change to its printed skills). Base-skill changes of other cards are "
          "not kept apart from the printed skills.")

card("walking-the-way", "Walking the Way",
     event_action(game("mb_walk"), when=(when("mb_walk_gain"),)),
     note="Played when a character among the top 3 dynasty cards costs more than the worst "
          "card of the four provinces (holdings are kept, events go first): that card is "
          "discarded and the character put face up in its place; the deck is shuffled. 1 "
          "fate less with a Shugenja in play (hooks.REDUCTIONS).")

card("asako-azunami", "Asako Azunami",
     inert="replaces the water ring's effect with bowing one character and readying another: "
           f"the normal effect readies one already, and bowing is meant for the opponent's "
           f"characters ({NO_CHARACTERS}; bowing the player's own never helps)")

card("inferno-guard-invoker", "Inferno Guard Invoker",
     action(honor(choose(chars(), state="participating")), game("mb_invoker_mark"),
            when=(conflict_type("military"), when("mb_invoker_safe")), phases=("conflict",)),
     forced(CONTEST_WON, game("mb_invoker_doom"), about="any", when=(when("mb_invoker_marked"),)),
     forced(CONTEST_LOST, game("mb_invoker_doom"), about="any", when=(when("mb_invoker_marked"),)),
     note="Honors a participant of a military conflict; a province broken during the conflict "
          "sacrifices it at the conflict's result. The pilot uses it only while the conflict, "
          "with the glory the honor adds, stays below the province's strength (nothing breaks).")

card("isawa-heiko", "Isawa Heiko",
     constant(military(1, Target(EVENT_CARD), until="", per="ps_swapped_military"),
              political(1, Target(EVENT_CARD), until="", per="ps_swapped_political")),
     reaction(CARD_PLAYED, game("ps_swap_skills"), about="any",
              when=(when("in_conflict"), when("mb_event_trait", "water"), when("ps_swap_gain"))),
     note="After the player plays a Water event during a conflict: the participant that gains "
          "most skill in the conflict has its base skills switched (ps_swap_skills, the "
          "bookkeeping constant as Bayushi Yunako's), until the end of the conflict rather "
          "than the phase (its participants bow at the end anyway). Water characters are "
          "played in the dynasty phase, where a switch until its end does nothing.",
     missing=(helps("Water attachments or characters played from hand during a conflict fire "
                    "no card-played event in the engine"),))

card("isawa-tsuke-2", "Isawa Tsuke",
     inert=f"removes fate from participating characters: meant for the opponent's "
           f"({NO_CHARACTERS}; removing the player's own fate is never played); Pride is a "
           "keyword the engine plays")

card("shiba-pureheart", "Shiba Pureheart",
     inert=f"answers the opponent's second conflict: {NEVER_ATTACKS}; Rally is a keyword the "
           "engine plays")

card("ancestral-shrine", "Ancestral Shrine",
     action(game("mb_return_rings"), when=(when("claimed"), when("in_conflict", negate=True)),
            phases=("conflict",)),
     note="Used before a conflict is declared while the player holds claimed rings: every "
          "claimed ring goes back, 1 honor each (returned rings may be contested again). The "
          "engine opens no action window after the last conflict, so a ring claimed in the "
          "second conflict is not returned for honor.")

card("retire-to-the-brotherhood", "Retire to the Brotherhood", inert=OWN_PROVINCE)

# -- Lion: attachments -------------------------------------------------------------------------
card("blade-of-10-000-battles", "Blade of 10,000 Battles",
     reaction(CONTEST_WON, game("mb_regrow"), about="any",
              when=(when("ps_host_in_event"), when("more_honor"), when("mb_conflict_discard"))),
     note="After its character wins a conflict while the player has more honor: the most "
          "expensive other card of the conflict discard pile back to the hand. +3/+1, Limited "
          "and Restricted are printed and played.")
statics("blade-of-10-000-battles", when("mb_host_unique"))

card("fan-of-command", "Fan of Command",
     action(ready(choose(chars("bushi"), state="participating")),
            when=(when("mb_host_participating"),), phases=("conflict",)),
     note="Readies a participating Bushi while its character participates; +1/+1 is printed "
          "and played.")

card("formal-invitation", "Formal Invitation",
     action(move_in(attached()),
            when=(conflict_type("political"), when("uni_host_ready"), when("uni_short")),
            phases=("conflict",)),
     note="Moves its ready character at home into a political conflict while the conflict's "
          "skill is below the province's strength (the pilot's policy); +1 political is "
          "printed and played.")
statics("formal-invitation", when("mb_host_glory", 2))

card("setting-the-standard", "Setting the Standard",
     reaction(CONTEST_WON, draw(2), game("mb_discard_from_hand"), about="any",
              when=(when("ps_host_in_event"),)),
     note="After its character wins a conflict: draw 2, then discard the cheapest card of the "
          "hand. +2 political and Restricted are printed and played; Air role only is deck "
          "building.")

# -- Lion: conflict characters and events ---------------------------------------------------------
card("ikoma-reservist", "Ikoma Reservist",
     constant(military(2, until=""), when=(when("mb_claimed_any", ("fire", "water")),)),
     note="+2 military while the player has claimed the fire or the water ring.")

card("kami-unleashed", "Kami Unleashed",
     action(resolve_ring(), costs=(sacrifice_self(),), when=(participating(),),
            phases=("conflict",)),
     note="Sacrificed while attacking: the contested ring's effect resolves for the player. "
          "Max 1 per conflict is kept by the sacrifice (one copy in play at a time in the "
          "test decks). Seeker role only is deck building.")

card("defend-your-honor", "Defend Your Honor", inert=f"cancels an opponent's event: {NO_EVENTS}")

card("even-the-odds", "Even the Odds",
     inert=f"needs fewer participants than the opponent: {NO_CHARACTERS}, the player never has "
           "fewer than 0")

card("regal-bearing", "Regal Bearing",
     event_action(game("mb_regal"),
                  when=(conflict_type("political"), when("mb_participating_trait", "courtier"),
                        when("mb_regal_ok")), phases=("conflict",)),
     note="The bid becomes 1 and the player draws the difference to the opponent's bid (it "
          "bids 3: 2 cards). One political conflict a round: max 1 per conflict is once a round.")

card("a-war-on-two-fronts", "A War on Two Fronts",
     event_reaction(CONTEST_DECLARED, game("mb_second_front"),
                    when=(when("event_option", "military"), when("more_honor"),
                          when("mb_second_slot"))),
     forced(CONTEST_WON, game("mb_break_second"), about="any", zone="conflict_discard",
            when=(when("mb_front_marked"),)),
     forced(CONTEST_LOST, game("mb_front_clear"), about="any", zone="conflict_discard",
            when=(when("mb_front_marked"),)),
     note="After a military conflict is declared with more honor than the opponent: the "
          "conflict is also at a second eligible province (its stronghold province when open, "
          "else the first open one); winning it with skill reaching that province's strength "
          "breaks it too (the second province's own abilities: the passive opponent's have "
          "none). Limited is a keyword the engine plays.")

card("command-respect", "Command Respect",
     inert=f"taxes the opponent's events and needs fewer cards in hand: {NO_HAND}; {NO_EVENTS}")

card("privileged-position", "Privileged Position",
     inert=f"limits the conflicts the opponent declares: {NEVER_ATTACKS}")

# -- Lion: dynasty characters ----------------------------------------------------------------------
card("akodo-zentaro", "Akodo Zentarō",
     note="Its action takes a holding from the attacked province: the passive opponent's "
          "provinces hold no cards (nothing to do).",
     missing=(helps("Disguised Bushi: the engine reads the keyword but never plays him over a "
                    "non-unique Bushi (he is played from a province at full cost)"),))

card("kitsu-motso", "Kitsu Motso", inert=f"moves an opponent's character: {NO_CHARACTERS}")

card("matsu-agetoki", "Matsu Agetoki",
     inert="moves the conflict to another eligible province: the passive opponent's provinces "
           "all have strength 4 (moving away from its stronghold province would only give up "
           "the win)")

card("matsu-mitsuko", "Matsu Mitsuko",
     action(move_in(choose(chars(), state="home")),
            when=(conflict_type("military"), when("more_honor"), when("uni_short")),
            phases=("conflict",)),
     note="Moves the player's character at home (the pilot's pick) into a military conflict "
          "while the player has more honor than the opponent. The pilot uses it only while "
          "the conflict's skill is below the province's strength (a character moved in bows "
          "and is lost for the political conflict).")

card("matsu-tsuko-2", "Matsu Tsuko",
     reaction(CONTEST_WON, game("mb_break_attacked"), about="any",
              when=(self_is("participating"), when("more_honor"), when("mb_attacked_breakable"))),
     note="After a won conflict she attacked in, with more honor than the opponent: the "
          "attacked non-stronghold province breaks whatever its strength (already broken: "
          "nothing).")

card("tactician-s-apprentice", "Tactician's Apprentice",
     reaction(DIALS_REVEALED, draw(1), about="any", when=(when("uni_bid_lower"),),
              limit_per="phase"),
     note="Draws 1 when the player's honor bid is lower than the opponent's.")

card("frostbitten-crossing", "Frostbitten Crossing", inert=OWN_PROVINCE)

card("ardent-omoidasu", "Ardent Omoidasu",
     inert="answers the opponent dishonoring the player's character: the passive opponent "
           "has no card abilities and never resolves a ring")

card("bushido-adherent", "Bushidō Adherent",
     action(honor(choose(chars(), state="participating")), when=(participating(),),
            phases=("conflict",)),
     note="Honors a participating character; the opponent's draw does nothing (it never plays "
          "cards). Support is not played (the opponent pays nothing).")

card("chronicler-of-conquests", "Chronicler of Conquests",
     action(gain_honor(1), when=(participating(), when("mb_battlefield_in_play")),
            phases=("conflict",)),
     note="Gains 1 honor while participating if a Battlefield card is in play (the player's "
          "own: Exposed Courtyard in a province; the opponent has none).")

card("hero-of-three-trees", "Hero of Three Trees", inert=NO_HAND)

card("implacable-magistrate", "Implacable Magistrate",
     missing=(hurts("while it attacks, only it and honored characters count their skill"),))

card("lion-s-pride-paragon", "Lion's Pride Paragon",
     forced(CONTEST_WON, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     forced(CONTEST_LOST, ready(this(), until="contest"), about="any",
            when=(self_is("participating"), self_is("no_fate"), self_is("ready"))),
     note="Dire (no fate on it): bows with the others and readies at the end of the conflict.")

card("revered-ikoma", "Revered Ikoma",
     forced(PHASE_BEGINS, game("mb_mark_honor"), about="any"),
     action(fate(1), when=(when("mb_gained_this_phase", 2),)),
     missing=(helps("honor gained this phase is counted net (the honor above the player's "
                    "honor as the phase began, or as it entered play later: not offered then); "
                    "losses in the same phase hide gains"),
              helps("cannot receive dishonored status tokens (the player's own costs and ring "
                    "choices never dishonor it here)")))

card("righteous-samurai", "Righteous Samurai",
     inert="answers honor lost to the opponent's card or ring effect: the passive opponent has "
           "no card abilities and never resolves a ring (a lost bid is no card effect)")

card("kenson-no-gakka", "Kenson no Gakka", inert=f"honors defending characters: {NEVER_DEFENDS}")

card("procedural-interference", "Procedural Interference",
     missing=(helps(f"gains 2 honor or clears an opponent's province; {DYNASTY_EVENTS}"),))

card("exposed-courtyard", "Exposed Courtyard",
     action(game("mb_courtyard"), when=(conflict_type("military"), when("mb_courtyard_ok")),
            phases=("conflict",)),
     forced(CARD_PLAYED, game("mb_courtyard_bottom"), about="any",
            when=(when("mb_courtyard_played"),)),
     forced(CONTEST_WON, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     forced(CONTEST_LOST, game("mb_courtyard_end"), about="any", when=(when("mb_courtyard_marked"),)),
     note="In a military conflict (while the conflict deck holds 6 cards or more): the top 2 "
          "conflict cards are discarded, then the most expensive event of the discard pile "
          "with a reviewed ability that the player can pay is lent to the hand for the "
          "conflict (played: to the bottom of the deck; not played: back to the discard pile "
          "at the conflict's result). It counts as a Battlefield for Chronicler of Conquests.",
     missing=(helps("the lent event is the pilot's guess (the most expensive one it can pay), "
                    "not the one that helps most in the conflict"),))

card("under-amaterasu-s-gaze", "Under Amaterasu's Gaze",
     inert="raises the costs of cards played during conflicts at a province: only the player "
           "plays cards, so it only hurts; the pilot never plays it (attachments go on "
           "characters)",
     pilot="never")
