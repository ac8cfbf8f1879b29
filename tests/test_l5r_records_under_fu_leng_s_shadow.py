"""The records of deckcheck/games/l5r/engine/records/under_fu_leng_s_shadow.py, one test each
from the printed text, on positions built with tests/l5r_scenario.py."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.records import RECORDS
from deckcheck.games.l5r.engine.records.under_fu_leng_s_shadow import SHADOWLANDS
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, finish_conflict, fire, legal, scenario, trigger, use

INERT = ["akodo-mastermind", "betrayed-vision", "defiance", "exposed-secrets", "fearless-sailor",
         "hida-backbreaker", "jade-inlaid-katana", "jade-strike", "jade-talisman", "lurking-affliction",
         "masashigi-s-sacrifice", "preeminent-decree", "scarlet-sabre", "silent-enforcer",
         "third-tower", "togashi-dreamer", "unveiled-corruption", "shiro-yogo"]
MISSING = {"accursed-summoning": "helps", "centered-breath": "helps",
           "daidoji-strategist": "helps", "dance-of-chikusho-do": "helps",
           "disciple-of-deception": "helps", "elemental-inversion": "helps",
           "exiled-guardian": ("helps", "hurts", "helps"), "field-tactician": "helps",
           "isawa-skycaller": "helps",
           "oni-tyrant": ("helps", "hurts", "helps"), "resourcefulness": "helps",
           "seasoned-patroller": "helps", "soshi-s-memory": "helps",
           "twin-soul-temple": "helps", "void-wielder": "helps"}

globals().update(record_tests(packs=["Under Fu Leng's Shadow"], size=122, inert=INERT,
                             missing=MISSING))

SHADOWLANDS_CARDS = [
    "akuma-no-oni-challenge", "akuma-no-oni-coop", "at-his-command",
    "atsuko-the-calamitous-challenge", "atsuko-the-calamitous-coop", "blade-of-chaos",
    "blasphemous-act", "blood-fields", "bloodthirsty-kansen", "bog-hag", "the-butcher-of-ishigaki",
    "chieftain-fouleye", "chuda-gyushi", "consumed-by-evil", "dark-bargain", "dark-brother-s-blade",
    "dark-moto", "death-after-life", "defiled-cavern", "despair", "detritus-priest",
    "direct-assault", "drawn-to-blood", "duty-s-cost", "endless-ranks", "evil-portents",
    "exploit-weakness", "fallen-chrysanthemum-lake", "false-lantern-grove", "the-first-war",
    "forgotten-tomb-of-fu-leng", "fouleye-s-elite", "garden-of-corruption", "gashadokuro",
    "goblin-hovel", "haunted-jungles", "haunted-ruins", "horrific-scarring", "in-service-to-shadow",
    "insatiable-gaki", "killing-field", "kitsu-sokori", "lost-samurai", "lurking-treachery",
    "maddening-emptiness", "madness", "moto-tsume", "the-obsidian-flower-challenge",
    "the-obsidian-flower-coop", "obsidian-shard", "oni-lair", "oni-of-obsidian-and-blood",
    "onikage-rider", "penanggalan", "permeating-mutation", "power-of-jigoku",
    "prakhara-the-schemer", "scavenging-goblin", "sea-of-shadows", "shambling-servant",
    "shameful-affliction", "shrine-to-jigoku", "skeletal-warrior", "spectral-watchtower",
    "spiritual-isolation", "tainted-wasteland", "tendrils-of-corruption", "thundering-tide-keep",
    "uncontained", "undead-horror", "unending-hatred", "violence-and-evil", "the-wall-is-breached",
    "way-of-the-shadowlands",
]


def test_the_shadowlands_player_s_cards_are_inert_and_only_they(l5r_pool):
    shadow = [c.id for c in l5r_pool.cards.values() if c.packs and c.faction == "shadowlands"
              and l5r_pool.pack_name(c.packs[0]) == "Under Fu Leng's Shadow" and c.text]
    assert sorted(shadow) == sorted(SHADOWLANDS_CARDS)
    assert "goblin-brawler" not in RECORDS and "wild-ogre" not in RECORDS   # no text: modeled
    assert all(RECORDS[c].inert == SHADOWLANDS for c in shadow)
    assert [c for c, r in RECORDS.items() if r.inert == SHADOWLANDS and c not in shadow] == []


def test_audience_chamber_puts_1_fate_on_a_played_character_of_cost_4(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "matsu-berserker", "bayushi-s-whisperers"],
                 province=["audience-chamber"])
    a, w, x = s.card("audience-chamber"), s.card("doji-whisperer"), s.card("bayushi-s-whisperers")
    fire(s, "enters_play", card=w, option="province")                    # printed cost 1
    assert s.pending != "respond"
    fire(s, "enters_play", card=x, option="put")                         # not played
    assert s.pending != "respond"
    fire(s, "enters_play", card=x, option="province")                    # printed cost 6
    trigger(s, Action("trigger", a, -1, 0))
    assert s.fate_on.get(x) == 1


def test_daikyu_gives_2_military_to_the_first_player(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], attach={"daikyu": "doji-whisperer"})
    w = s.card("doji-whisperer")
    base = l5r_pool.card("doji-whisperer").military
    s.state.first = True
    assert play_rules.skill(s.state, w, MILITARY) == base + 2
    s.state.first = False
    assert play_rules.skill(s.state, w, MILITARY) == base


def test_directing_the_battle_gives_3_military(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker"], hand=["directing-the-battle"], fate=1)
    e, b = s.card("directing-the-battle"), s.card("matsu-berserker")
    s.declare("military", [b])
    use(s, Action("ability", e, b, 0))
    assert play_rules.skill(s.state, b, MILITARY) == l5r_pool.card("matsu-berserker").military + 3


def test_discerning_yoriki_has_courtesy_only(l5r_pool):
    assert RECORDS["discerning-yoriki"].status == "modeled" and not RECORDS["discerning-yoriki"].abilities


def test_iron_warrior_vanguard_honors_after_it_wins(l5r_pool):
    s = scenario(l5r_pool, play=["iron-warrior-vanguard", "doji-whisperer"])
    v, w = s.card("iron-warrior-vanguard"), s.card("doji-whisperer")
    fire(s, "contest_won", option="military", cards=(w,))
    assert s.pending != "respond"                                         # it did not take part
    fire(s, "contest_won", option="military", cards=(v,))
    trigger(s, Action("trigger", v, w, 0))
    assert s.status.get(w) == 1


def test_moto_beastmaster_brings_a_cheap_character_of_the_provinces(l5r_pool):
    s = scenario(l5r_pool, play=["moto-beastmaster"], province=["doji-whisperer"],
                 step="conflict.declare")
    m, w = s.card("moto-beastmaster"), s.card("doji-whisperer")
    act(s, Action("declare", 0, 0, option="military", cards=(m,)))
    trigger(s, Action("trigger", m, -1, 0))
    assert w in s.attackers


def test_peerless_discipline_gives_each_character_1_military(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer"], hand=["peerless-discipline"],
                 fate=1)
    e, b, w = s.card("peerless-discipline"), s.card("matsu-berserker"), s.card("doji-whisperer")
    s.declare("military", [b])
    use(s, Action("ability", e, -1, 0))
    assert play_rules.skill(s.state, w, MILITARY) == l5r_pool.card("doji-whisperer").military + 1


def test_prove_your_skill_discards_a_dishonored_token_while_more_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["prove-your-skill"],
                 dishonored=["doji-whisperer"], honor=12)
    e, w = s.card("prove-your-skill"), s.card("doji-whisperer")
    s.state.opp_honor = 11
    act(s, Action("ability", e, w, 0))
    assert w not in s.status


def test_reckless_avenger_readies_a_character(l5r_pool):
    s = scenario(l5r_pool, play=["reckless-avenger", "doji-whisperer"], bowed=["doji-whisperer"])
    r, w = s.card("reckless-avenger"), s.card("doji-whisperer")
    act(s, Action("ability", r, w, 0))
    assert w not in s.bowed


def test_spell_scroll_gives_3_political_when_the_ring_matches_a_trait(l5r_pool):
    s = scenario(l5r_pool, play=["agasha-swordsmith"], attach={"spell-scroll": "agasha-swordsmith"})
    a = s.card("agasha-swordsmith")                                      # shugenja, fire
    s.declare("political", [a], ring=0)                                  # air
    base = l5r_pool.card("agasha-swordsmith").political
    assert play_rules.skill(s.state, a, POLITICAL) == base
    s.declare("political", [a], ring=2)                                  # fire
    assert play_rules.skill(s.state, a, POLITICAL) == base + 3


def test_swell_of_seafoam_keeps_a_monk_ready(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-mitsu-2"], hand=["swell-of-seafoam"], fate=1)
    e, m = s.card("swell-of-seafoam"), s.card("togashi-mitsu-2")
    s.declare("military", [m])
    use(s, Action("ability", e, m, 0))
    finish_conflict(s)
    assert m not in s.bowed


def test_teacher_of_empty_thought_draws_after_3_cards_played(l5r_pool):
    s = scenario(l5r_pool, play=["teacher-of-empty-thought"])
    t = s.card("teacher-of-empty-thought")
    s.declare("military", [t])
    s.state.c_played = s.conflict[:2]
    assert not abilities(s, t)
    s.state.c_played = s.conflict[:3]
    hand = len(s.hand)
    use(s, Action("ability", t, -1, 0))
    assert len(s.hand) == hand + 1


def test_way_of_the_warrior_readies_a_bowed_participating_bushi(l5r_pool):
    s = scenario(l5r_pool, play=["matsu-berserker", "doji-whisperer"], hand=["way-of-the-warrior"])
    e, b = s.card("way-of-the-warrior"), s.card("matsu-berserker")
    s.declare("military", [b, s.card("doji-whisperer")])
    assert Action("ability", e, b, 0) not in legal(s)
    s.state.bowed.add(b)
    use(s, Action("ability", e, b, 0))
    assert b not in s.bowed


def test_swell_of_seafoam_also_honors_after_another_kiho(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-mitsu-2"], hand=["swell-of-seafoam", "iron-foundations-stance"],
                 fate=2)
    e, m = s.card("swell-of-seafoam"), s.card("togashi-mitsu-2")
    s.declare("military", [m])
    s.state.c_played = [s.card("iron-foundations-stance")]              # another Kihō played
    assert Action("ability", e, m, 0) not in legal(s)                    # the plain play is out
    use(s, Action("ability", e, m, 1))
    assert s.status.get(m) == 1


def test_loyal_oathbreaker_makes_the_player_less_honorable(l5r_pool):
    s = scenario(l5r_pool, play=["loyal-oathbreaker", "daring-challenger", "ikoma-orator"], honor=15)
    d, o = s.card("daring-challenger"), s.card("ikoma-orator")
    s.state.opp_honor = 10
    assert play_rules.skill(s.state, d, MILITARY) == 2 + 1              # less honorable: +1
    assert play_rules.skill(s.state, o, POLITICAL) == 1                 # never more honorable
    play_rules.leave_play(s.state, s.card("loyal-oathbreaker"))
    assert play_rules.skill(s.state, d, MILITARY) == 2 and play_rules.skill(s.state, o, POLITICAL) == 3


def test_revered_bonsho_sends_the_fate_removed_in_the_fate_phase_to_the_rings(l5r_pool):
    from deckcheck.games.l5r.engine import fate
    s = scenario(l5r_pool, play=["doji-whisperer", "matsu-berserker"], province=["revered-bonsho"],
                 fate_on={"doji-whisperer": 2, "matsu-berserker": 1})
    s.state.claimed = {0, 1, 2}
    s.state.ring_fate = {}
    fate.remove_fate(s.state)
    assert s.fate_on.get(s.card("doji-whisperer")) == 1 and not s.fate_on.get(s.card("matsu-berserker"))
    assert s.ring_fate == {3: 1 + 1, 4: 1 + 1}                          # 2 removed, 1 each, +1 each
    s2 = scenario(l5r_pool, play=["doji-whisperer"], fate_on={"doji-whisperer": 2})
    s2.state.claimed = {0, 1, 2}
    s2.state.ring_fate = {}
    fate.remove_fate(s2.state)
    assert s2.ring_fate == {3: 1, 4: 1}                                  # without it: 1 each
