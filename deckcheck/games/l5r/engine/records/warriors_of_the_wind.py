"""Records of the cards first printed in the clan pack Warriors of the Wind (the Unicorn's).
One test each in tests/test_l5r_records_warriors_of_the_wind.py.

The passive opponent's provinces are face down until the player attacks one
(ops/opponent_provinces.py): "face-up provinces your opponent controls" counts the ones
attacked or revealed so far."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.conflict_limits import per_conflict
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.play_rules import MOVED_TO_CONFLICT, PROVINCE_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_WON,
    ENTERS_PLAY,
    PHASE_BEGINS,
    OnlyAttachments,
    action,
    attached,
    bow_self,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    draw,
    event_action,
    event_reaction,
    forced,
    helps,
    honor,
    hurts,
    in_conflict,
    military,
    participating,
    political,
    reaction,
    ready,
    self_is,
    statics,
    this,
)
from deckcheck.games.l5r.engine.records.words import (
    SUPPORT_ROLE,
    NEVER_ATTACKS,
    NO_HAND,
    OWN_ONLY,
    SHORT,
    province,
)
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import L5rState


# -- the operations only these records use ----------------------------------------------------
def _host_clan(state: L5rState, ctx, clan) -> bool:
    """"Attach to a <clan> character" (asked with the host as the chosen card)."""
    return ctx.chosen >= 0 and state.table.clan[ctx.chosen] == clan


def _attacked_broken(state: L5rState, ctx, value) -> bool:
    return state.c_type != 0 and state.c_slot in state.opp_broken


def _event_participating(state: L5rState, ctx, value) -> bool:
    e = ctx.event
    return e is not None and e.card >= 0 and e.card in state.attackers


def _discard_cheapest_other(state: L5rState, ctx, eff, cards) -> None:
    """"Choose and discard 1 card from your hand": the cheapest (not the event resolving)."""
    rest = [c for c in state.hand if c != ctx.source]
    if rest:
        c = min(rest, key=lambda x: (state.table.cost[x], x))
        state.hand.remove(c)
        state.conflict_discard.append(c)


CONDITIONS.update({
    "host_clan": _host_clan,
    "attacked_broken": _attacked_broken,
    "event_participating": _event_participating,
    "has_favor": lambda state, ctx, value: state.favor != 0,
})


GAME_OPS.update({
    "discard_cheapest_other": _discard_cheapest_other,
})


# -- Warriors of the Wind ---------------------------------------------------------------------------
card("compass", "Compass",
     missing=(helps("after an opponent's province is revealed in its character's conflict: "
                    "arranging the top 3 cards of a deck is not modeled"),))

card("curved-blade", "Curved Blade",
     constant(military(2, attached(), until=""), when=(cond("mb_host_participating"),)),
     note="+2 military more while its character attacks; +1/+0 and Restricted are printed and "
          "read by the engine; attaches to a Unicorn character only.")

statics("curved-blade", when("host_clan", "unicorn"))

card("ring-of-binding", "Ring of Binding",
     missing=(helps("while the player is first player, its character keeps its fate and is "
                    "not discarded in the fate phase: not modeled"),))

card("utaku-battle-steed", "Utaku Battle Steed",
     reaction(CONTEST_WON, honor(attached()), about="any",
              when=(when("event_option", "military"), cond("dl_host_participating"))),
     missing=(helps("its character gains the Cavalry trait: the trait is not added, so cards "
                    "that ask for Cavalry do not count it"),),
     note="Attaches to a Unicorn character only; +1/+1 is printed and played.")

statics("utaku-battle-steed", when("host_clan", "unicorn"))

card("ikoma-anakazu", "Ikoma Anakazu",
     inert=f"+3/+3 after the opponent broke one of the player's provinces: {NEVER_ATTACKS}")

card("shinomen-wayfinders", "Shinomen Wayfinders",
     note="No attachments except Weapon (a host rule). Its cost reduction applies only during "
          "a conflict, and a dynasty character is played from the provinces in the dynasty "
          "phase only, so it never applies.")

statics("shinomen-wayfinders", OnlyAttachments(("weapon",)))

card("visiting-advisor", "Visiting Advisor",
     missing=(helps("moves itself and another participant home (so they stay ready for the "
                    "next conflict): not played"),))

_speak_limit, _speak_count = per_conflict(1)

card("speak-to-the-heart", "Speak to the Heart",
     event_action(political(1, choose(chars(clan="unicorn"), state="participating"),
                            per="faceup_opp_provinces"), _speak_count,
                  when=(conflict_type("political"), when("faceup_opp_at_least", 1), _speak_limit),
                  phases=("conflict",)),
     note="+1 political per face-up non-stronghold province of the opponent to a participating "
          "Unicorn character; the pilot's policy: only in a political conflict.")

card("spoils-of-war", "Spoils of War",
     event_reaction(CONTEST_WON, draw(3), game("discard_cheapest_other"),
                    when=(when("event_option", "military"),)),
     note="The player always attacks, so every military conflict won is won as the attacker; "
          "the cheapest card of the hand is discarded. One copy per conflict (one reaction "
          "window per won conflict).")

card("trading-on-the-sand-road", "Trading on the Sand Road",
     missing=(helps("skips the draw phase and makes the top 4 conflict cards playable this "
                    "round: not modeled"),))

card("warriors-of-the-wind", "Warriors of the Wind",
     missing=(helps("moves Cavalry characters home and then any Cavalry character into the "
                    "conflict: not played"),))

card("agasha-taiko", "Agasha Taiko",
     inert=f"a province that cannot be attacked this round: {NEVER_ATTACKS}, and keeping the "
           "opponent's province safe would only hurt")

card("aranat", "Aranat",
     reaction(ENTERS_PLAY, game("fate_on_per_facedown_opp"), when=(when("event_option", "province"),)),
     note="After it is played from a province: 1 fate on it for each face-down province of the "
          "opponent (stronghold province included); the passive opponent reveals none. No "
          "attachments is read by the engine.")

card("hida-tsuru", "Hida Tsuru",
     reaction(MOVED_TO_CONFLICT, military(1), political(1), about="any", when=(participating(),),
              limit=0),
     reaction(ENTERS_PLAY, military(1), political(1), about="any",
              when=(participating(), when("event_option", "hand"), when("event_participating")),
              limit=0),
     note="Unlimited: after each character moved or played (from hand) into its conflict, "
          "+1/+1; a character put into play is not played.")

card("iuchi-daiyu", "Iuchi Daiyu",
     action(military(1, choose(chars(), state="participating"), per="faceup_opp_provinces"),
            when=(conflict_type("military"), when("faceup_opp_at_least", 1)),
            phases=("conflict",)),
     note="+1 military per face-up non-stronghold province of the opponent to a participant; "
          "the pilot's policy: only in a military conflict.")

card("iuchi-farseer", "Iuchi Farseer",
     reaction(ENTERS_PLAY, game("reveal_opp_province"), when=(when("opp_province_facedown"),)),
     note="Reveals the opponent's first face-down non-stronghold province (it counts for the "
          "cards that count face-up provinces).")

card("ivory-kingdoms-unicorn", "Ivory Kingdoms Unicorn",
     missing=(helps("after it attacked in a conflict that broke a province, the next conflict "
                    "is declared at once as military: not modeled"),),
     note="No attachments is read by the engine.")

card("kaito-nobukai", "Kaito Nobukai", inert=f"sacrificed to bow each participant: {OWN_ONLY}")

card("kakita-ryoku", "Kakita Ryoku",
     reaction(PHASE_BEGINS, honor(choose(chars(), state="ma_not_honored")),
              when=(when("has_favor"),)),
     note="Once per round, at the first phase that begins while the player holds the Imperial "
          "Favor: honors a character that is not honored.")

card("moto-chagatai", "Moto Chagatai",
     forced(CONTEST_WON, ready(this(), until="contest"),
            when=(self_is("participating"), self_is("ready"), when("attacked_broken"))),
     note="In a conflict that broke the attacked province it bows with the others and readies "
          "at the end of the conflict.")

card("saadiyah-al-mozedu", "Saadiyah al-Mozedu",
     missing=(helps("turns a province face down (an opponent's again, for the reveal "
                    "abilities): not played"),),
     note="Sincerity is a keyword the engine reads from the text.")

card("shinjo-trailblazer", "Shinjo Trailblazer",
     reaction(PROVINCE_REVEALED, military(2), political(2), about="any",
              when=(in_conflict(), participating())),
     note="After the attack turns an opponent's province face up (the pilot's policy: while it "
          "participates, where the skill counts).")

card("shosuro-hyobu", "Shosuro Hyobu", inert=f"after an opponent discards from hand: {NO_HAND}")

card("wild-stallion", "Wild Stallion",
     action(game("uni_tatsuo"),
            when=(in_conflict(), SHORT, self_is("home"), self_is("ready"), cond("uni_tatsuo")),
            phases=("conflict",)),
     note="Moves itself and the strongest other ready character at home into the conflict. No "
          "attachments is read by the engine.")

card("young-warrior", "Young Warrior",
     missing=(hurts("must attack in the first conflict each round: the pilot may keep it "
                    "home"),))

province("khan-s-ordu", "Khan's Ordu", "switches the conflict type after this province is revealed")

card("shiro-shinjo", "Shiro Shinjo",
     reaction(PHASE_BEGINS, game("fate_per_faceup_opp"), costs=(bow_self(),),
              when=(when("event_option", "dynasty"), when("faceup_opp_at_least", 1))),
     note="Bowed as the dynasty phase begins: 1 fate per face-up non-stronghold province of the "
          "opponent (the text answers the fate collected a step later, with the same count).")

card("support-of-the-unicorn", "Support of the Unicorn",
     inert=SUPPORT_ROLE)

