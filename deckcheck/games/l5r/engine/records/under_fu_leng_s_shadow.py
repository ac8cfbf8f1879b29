"""Records of the cards first printed in the premium expansion Under Fu Leng's Shadow. One test
each in tests/test_l5r_records_under_fu_leng_s_shadow.py.

The expansion's Shadowlands cards (its warlords, taint, challenge and cooperative modes) belong
to the Shadowlands player of its scenarios: a clan's deck, which is what the engine plays,
never holds them (the two without text need no record). Its clan cards are reviewed one by
one."""
from __future__ import annotations

from deckcheck.goldfish.abilities.records import EVENT_CARD, Target
from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.cards import CHARACTER
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS, STATE_WORDS
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.ops.statics import CountsLessHonorable, FateToRings
from deckcheck.games.l5r.engine.records.dsl import (
    CONTEST_DECLARED,
    CONTEST_WON,
    ENTERS_PLAY,
    UNTIL_PHASE,
    action,
    attached,
    card,
    chars,
    choose,
    cond,
    conflict_type,
    constant,
    draw,
    each,
    event_action,
    helps,
    honor,
    hurts,
    military,
    participating,
    place_fate,
    political,
    reaction,
    ready,
    statics,
)
from deckcheck.games.l5r.engine.records.words import (
    NEVER_ATTACKS,
    NO_CHARACTERS,
    NO_HAND,
    NO_HAND_TO_COMPARE,
    OWN_ONLY,
)
from deckcheck.games.l5r.engine.rings import elements
from deckcheck.games.l5r.engine.state import MILITARY, RINGS, SH_SLOT, L5rState

SHADOWLANDS = ("a card of the Shadowlands player of the Under Fu Leng's Shadow scenarios: a "
               "clan's deck, which is what the engine plays, never holds it")
TAINT = "it enters play tainted: the taint rules of Under Fu Leng's Shadow are not modeled"


# -- the operations only these records use ----------------------------------------------------
def _beastmaster_choice(state: L5rState) -> int:
    """The face-up character of the provinces with the most skill of the conflict's type, of
    printed cost 2 or lower (4 or lower for the first player), or -1."""
    t = state.table
    top = 4 if state.first else 2
    found = [c for slot in state.provinces[:SH_SLOT] for c in slot
             if c not in state.facedown and t.type[c] == CHARACTER and t.cost[c] <= top
             and play_rules.duplicate_in_play(state, c) < 0]
    skill = t.military if state.c_type == MILITARY else t.political
    return max(found, key=lambda c: (skill[c] or 0, -c)) if found else -1


def _beastmaster(state: L5rState, ctx, eff, cards) -> None:
    c = _beastmaster_choice(state)
    if c >= 0:
        slot = next(s for s in range(SH_SLOT) if c in state.provinces[s])
        play_rules.enter_play(state, c, "put", participating=True)
        play_rules.refill(state, slot)


def _ring_matches_host(state: L5rState, ctx, value) -> bool:
    host = state.attached.get(ctx.source, -1)
    if host not in state.attackers or state.c_ring < 0:
        return False
    return any(RINGS[r] in state.table.traits[host] for r in elements(state, state.c_ring))


CONDITIONS.update({
    "beastmaster_choice": lambda state, ctx, value: _beastmaster_choice(state) >= 0,
    "ring_matches_host": _ring_matches_host,
})


GAME_OPS.update({
    "beastmaster_put": _beastmaster,
})


STATE_WORDS.update({
    "bowed_participating": lambda state, c: c in state.attackers and c in state.bowed,
})


# -- Under Fu Leng's Shadow: its clan and neutral cards ---------------------------------------------
card("accursed-summoning", "Accursed Summoning",
     missing=(helps("puts a Shadowlands character from outside the game into the conflict: "
                    "the engine keeps no cards outside the game"),))

card("akodo-mastermind", "Akodo Mastermind", inert=f"bows a participant: {OWN_ONLY}")

card("audience-chamber", "Audience Chamber",
     reaction(ENTERS_PLAY, place_fate(1, Target(EVENT_CARD)), about="any",
              when=(when("event_option", ("province", "hand")), when("dc_event_cost_at_least", 4))),
     note="After the player plays a character of printed cost 4 or more: 1 fate on it (once "
          "per round).")

card("betrayed-vision", "Betrayed Vision",
     inert=f"turns an opponent's participant into a copy: {NO_CHARACTERS}")

card("centered-breath", "Centered Breath",
     missing=(helps("a Monk's abilities may be used once more this round (and another action "
                    "after a Kihō): not played"),))

card("daidoji-strategist", "Daidoji Strategist",
     missing=(helps("moves an honored participant home (so it stays ready for the next "
                    "conflict): not played"),))

card("daikyu", "Daikyū",
     constant(military(2, attached(), until=""), when=(cond("first_player"),)),
     note=f"+2 military while the player is first player; the reaction it gives chooses a "
          f"participant with lower skill to act on: {NO_CHARACTERS}. Restricted is read by "
          "the engine; Support is not played.")

card("dance-of-chikusho-do", "Dance of Chikushō-dō",
     missing=(helps("fills the player's provinces with 2 face-down dynasty cards each: not "
                    "played"),))

card("defiance", "Defiance", inert=f"with fewer cards in hand than the opponent: {NO_HAND_TO_COMPARE}")

card("directing-the-battle", "Directing the Battle",
     event_action(military(3, choose(chars(), state="participating")),
                  when=(conflict_type("military"),), phases=("conflict",)),
     note="The player controls every character, so it selects +3 military for a participant; "
          "the pilot's policy: only in a military conflict.")

card("discerning-yoriki", "Discerning Yoriki",
     note=f"Courtesy is read by the engine; its reaction answers looking at the opponent's hand: "
          f"{NO_HAND}.")

card("disciple-of-deception", "Disciple of Deception",
     missing=(helps("treats one status token as another on the player's characters: not "
                    "played"),))

card("elemental-inversion", "Elemental Inversion",
     missing=(helps("switches the contested ring with another, with its fate: not played"),))

card("exiled-guardian", "Exiled Guardian",
     missing=(helps(TAINT), hurts(TAINT),
              helps("sacrificed to discard a status token: not played")))

card("exposed-secrets", "Exposed Secrets", inert=f"bows a participant: {OWN_ONLY}")

card("fearless-sailor", "Fearless Sailor", inert=f"-2 military to a participant: {OWN_ONLY}")

card("field-tactician", "Field Tactician",
     missing=(helps("after a Tactic, a card of a conflict discard pile goes back third from the "
                    "top of its deck: not played"),))

card("hida-backbreaker", "Hida Backbreaker",
     inert=f"dishonors an opponent's participant and refuses the opponent's attachments: "
           f"{NO_CHARACTERS}")

card("iron-warrior-vanguard", "Iron Warrior Vanguard",
     reaction(CONTEST_WON, honor(choose(chars(), state="ma_not_honored")), about="any",
              when=(cond("source_participating"),)),
     note="After a conflict it wins: a character is honored. Support is not played.")

card("isawa-skycaller", "Isawa Skycaller",
     missing=(helps("in air conflicts the characters of the provinces can be played into the "
                    "conflict as from hand: not modeled"),))

card("jade-inlaid-katana", "Jade-Inlaid Katana",
     inert=f"its reaction takes fate from a participant with a status token: {OWN_ONLY}; +2/+0 "
           "and Restricted are printed and played")

card("jade-strike", "Jade Strike",
     inert=f"sets a participant's base skills to 0: {OWN_ONLY}")

card("jade-talisman", "Jade Talisman",
     inert="cancels a ring effect choosing its character: only the player resolves ring "
           "effects, so it could only cancel the player's own")

card("loyal-oathbreaker", "Loyal Oathbreaker",
     note="While it is in play the player counts as less honorable than the opponent, and so "
          "never as more honorable (hooks.less_honorable).")

statics("loyal-oathbreaker", CountsLessHonorable())

card("lurking-affliction", "Lurking Affliction", inert=f"taints a participant: {OWN_ONLY}")

card("masashigi-s-sacrifice", "Masashigi's Sacrifice",
     inert=f"keeps defending characters ready: {NEVER_ATTACKS}")

card("moto-beastmaster", "Moto Beastmaster",
     reaction(CONTEST_DECLARED, game("beastmaster_put"), about="any",
              when=(cond("source_participating"), when("beastmaster_choice"))),
     note="After it is declared as an attacker: the face-up character of the provinces with the "
          "most skill of the conflict's type (printed cost 2 or lower, 4 as first player) "
          "enters play in the conflict.")

card("oni-tyrant", "Oni Tyrant",
     missing=(helps(TAINT), hurts(TAINT),
              helps("puts a Shadowlands character from outside the game into the conflict: "
                    "the engine keeps no cards outside the game")))

card("peerless-discipline", "Peerless Discipline",
     event_action(military(1, each(chars()), until=UNTIL_PHASE),
                  when=(conflict_type("military"),), phases=("conflict",)),
     missing=(helps("the Bushi trait it gives is not added"),),
     note="+1 military to each of the player's characters until the end of the phase; the "
          "pilot's policy: during a military conflict.")

card("preeminent-decree", "Preeminent Decree",
     inert=f"-X political to each other participant: {OWN_ONLY}")

card("prove-your-skill", "Prove Your Skill",
     event_action(game("ps_discard_status", target=choose(chars(), state="dishonored")),
                  when=(cond("more_honor"),)),
     note="While the player is more honorable: a dishonored token of its character is "
          "discarded (an honored one never is).")

card("reckless-avenger", "Reckless Avenger",
     action(ready(choose(chars(), state="bowed"))),
     note="The passive opponent chooses no character, so the player's choice is the first one: "
          "readied. Support is not played.")

card("resourcefulness", "Resourcefulness",
     missing=(helps("dishonors one character to honor another: not played"),))

card("revered-bonsho", "Revered Bonshō",
     note="While face up, the fate removed from characters in the fate phase goes to the "
          "unclaimed rings, spread evenly (the rest in ring order), where the player takes it "
          "back by declaring conflicts (fate.remove_fate).")

statics("revered-bonsho", FateToRings())

card("scarlet-sabre", "Scarlet Sabre",
     inert="the opponent loses 1 fate: the passive opponent never spends its fate, so losing "
           "it changes nothing; +2/+0 and Restricted are printed and played")

card("seasoned-patroller", "Seasoned Patroller",
     missing=(helps("while it attacks the stronghold province, the stronghold's strength bonus "
                    "does not count: not modeled"),))

card("silent-enforcer", "Silent Enforcer",
     inert=f"bows or moves home a cheap participant: {OWN_ONLY}")

card("soshi-s-memory", "Soshi's Memory",
     missing=(helps("a card of the top X conflict cards (X Shugenja) to hand: not played"),))

card("spell-scroll", "Spell Scroll",
     constant(political(3, attached(), until=""), when=(when("ring_matches_host"),)),
     missing=(helps("sacrificed to take a card sharing a trait from the conflict discard pile: "
                    "not played"),),
     note="+3 political while its character participates in a conflict whose ring element is "
          "one of its traits.")

_SWELL = choose(chars("monk"), state="ready_participating")
_ANOTHER_KIHO = when("another_played_with_trait", "kiho")

card("swell-of-seafoam", "Swell of Seafoam",
     event_action(ready(_SWELL, until="contest"), when=(cond("another_played_with_trait", "kiho", True),),
                  phases=("conflict",)),
     event_action(ready(_SWELL, until="contest"), honor(_SWELL), when=(_ANOTHER_KIHO,),
                  phases=("conflict",)),
     note="A participating Monk readies at the end of the conflict (it does not bow from the "
          "resolution); with another Kihō played in the conflict it is honored too (the two "
          "plays exclude each other). Support is not played.")

card("teacher-of-empty-thought", "Teacher of Empty Thought",
     action(draw(1), when=(participating(), when("played_in_conflict_at_least", 3)),
            phases=("conflict",)))

card("third-tower", "Third Tower", inert=f"after an attack on the player's province: {NEVER_ATTACKS}")

card("togashi-dreamer", "Togashi Dreamer",
     inert=f"moves fate from a participant to a ring: {OWN_ONLY}")

card("twin-soul-temple", "Twin Soul Temple",
     missing=(helps("replaces an element symbol until the end of the phase: not played"),))

card("unveiled-corruption", "Unveiled Corruption",
     inert=f"the opponent discards down to the player's hand size: {NO_HAND}")

card("void-wielder", "Void Wielder",
     missing=(helps("in void conflicts, a participant loses a status token, goes home or loses "
                    "an attachment: not played"),))

card("way-of-the-warrior", "Way of the Warrior",
     event_action(ready(choose(chars("bushi"), state="bowed_participating")),
                  phases=("conflict",)),
     note="Readies a bowed participating Bushi; its protection answers the opponent's effects: "
          "the passive opponent has none.")

card("shiro-yogo", "Shiro Yogo",
     inert=f"stops a dishonored character's abilities: {NO_CHARACTERS}, so it could only stop "
           "the player's own")


# -- Under Fu Leng's Shadow: the Shadowlands player's cards -----------------------------------------
for _code, _name in (
    ("akuma-no-oni-challenge", 'Akuma no Oni'),
    ("akuma-no-oni-coop", 'Akuma no Oni'),
    ("at-his-command", 'At His Command'),
    ("atsuko-the-calamitous-challenge", 'Atsuko the Calamitous'),
    ("atsuko-the-calamitous-coop", 'Atsuko the Calamitous'),
    ("blade-of-chaos", 'Blade of Chaos'),
    ("blasphemous-act", 'Blasphemous Act'),
    ("blood-fields", 'Blood Fields'),
    ("bloodthirsty-kansen", 'Bloodthirsty Kansen'),
    ("bog-hag", 'Bog Hag'),
    ("the-butcher-of-ishigaki", 'The Butcher of Ishigaki'),
    ("chieftain-fouleye", 'Chieftain Fouleye'),
    ("chuda-gyushi", 'Chuda Gyushi'),
    ("consumed-by-evil", 'Consumed By Evil'),
    ("dark-bargain", 'Dark Bargain'),
    ("dark-brother-s-blade", "Dark Brother's Blade"),
    ("dark-moto", 'Dark Moto'),
    ("death-after-life", 'Death After Life'),
    ("defiled-cavern", 'Defiled Cavern'),
    ("despair", 'Despair'),
    ("detritus-priest", 'Detritus Priest'),
    ("direct-assault", 'Direct Assault'),
    ("drawn-to-blood", 'Drawn to Blood'),
    ("duty-s-cost", "Duty's Cost"),
    ("endless-ranks", 'Endless Ranks'),
    ("evil-portents", 'Evil Portents'),
    ("exploit-weakness", 'Exploit Weakness'),
    ("fallen-chrysanthemum-lake", 'Fallen Chrysanthemum Lake'),
    ("false-lantern-grove", 'False Lantern Grove'),
    ("the-first-war", 'The First War'),
    ("forgotten-tomb-of-fu-leng", 'Forgotten Tomb of Fu Leng'),
    ("fouleye-s-elite", "Fouleye's Elite"),
    ("garden-of-corruption", 'Garden of Corruption'),
    ("gashadokuro", 'Gashadokuro'),
    ("goblin-hovel", 'Goblin Hovel'),
    ("haunted-jungles", 'Haunted Jungles'),
    ("haunted-ruins", 'Haunted Ruins'),
    ("horrific-scarring", 'Horrific Scarring'),
    ("in-service-to-shadow", 'In Service to Shadow'),
    ("insatiable-gaki", 'Insatiable Gaki'),
    ("killing-field", 'Killing Field'),
    ("kitsu-sokori", 'Kitsu Sokori'),
    ("lost-samurai", 'Lost Samurai'),
    ("lurking-treachery", 'Lurking Treachery'),
    ("maddening-emptiness", 'Maddening Emptiness'),
    ("madness", 'Madness'),
    ("moto-tsume", 'Moto Tsume'),
    ("the-obsidian-flower-challenge", 'The Obsidian Flower'),
    ("the-obsidian-flower-coop", 'The Obsidian Flower'),
    ("obsidian-shard", 'Obsidian Shard'),
    ("oni-lair", 'Oni Lair'),
    ("oni-of-obsidian-and-blood", 'Oni of Obsidian and Blood'),
    ("onikage-rider", 'Onikage Rider'),
    ("penanggalan", 'Penanggalan'),
    ("permeating-mutation", 'Permeating Mutation'),
    ("power-of-jigoku", 'Power of Jigoku'),
    ("prakhara-the-schemer", 'Prakhara the Schemer'),
    ("scavenging-goblin", 'Scavenging Goblin'),
    ("sea-of-shadows", 'Sea of Shadows'),
    ("shambling-servant", 'Shambling Servant'),
    ("shameful-affliction", 'Shameful Affliction'),
    ("shrine-to-jigoku", 'Shrine to Jigoku'),
    ("skeletal-warrior", 'Skeletal Warrior'),
    ("spectral-watchtower", 'Spectral Watchtower'),
    ("spiritual-isolation", 'Spiritual Isolation'),
    ("tainted-wasteland", 'Tainted Wasteland'),
    ("tendrils-of-corruption", 'Tendrils of Corruption'),
    ("thundering-tide-keep", 'Thundering Tide Keep'),
    ("uncontained", 'Uncontained'),
    ("undead-horror", 'Undead Horror'),
    ("unending-hatred", 'Unending Hatred'),
    ("violence-and-evil", 'Violence and Evil'),
    ("the-wall-is-breached", 'The Wall is Breached'),
    ("way-of-the-shadowlands", 'Way of the Shadowlands'),
):
    card(_code, _name, inert=SHADOWLANDS)
