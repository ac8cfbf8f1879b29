"""The records added to deckcheck/games/l5r/engine/records/seekers_of_wisdom.py in the card
review, one test each from the printed text (the pack's first records are tested in
tests/test_l5r_records_clan_packs.py)."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.ops.conflict_plays import played_in_conflict
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, scenario, trigger, use

INERT = ["hida-kotoe", "wildfire-kick", "asahina-maeko", "austere-exemplar", "bayushi-gensato",
         "iuchi-rimei", "matsu-koso", "mirumoto-masashige", "perceptive-kitsuki", "taoist-adept",
         "fuchi-mura", "support-of-the-dragon"]
MISSING = {"an-ocean-in-a-drop": "helps", "dragon-tattoo": "helps", "four-temples-advisor": "helps",
           "niten": "helps", "vine-tattoo": "helps", "togashi-acolyte": "helps",
           "ichiro": "hurts", "togashi-hoshi": "helps"}

globals().update(record_tests(packs=["Seekers of Wisdom"], size=28, inert=INERT,
                             missing=MISSING))


def test_niten_attaches_to_a_dragon_character_only(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "togashi-yokuni"], hand=["niten"])
    assert play_rules.attachment_hosts(s.state, s.card("niten")) == [s.card("togashi-yokuni")]


def test_monastery_protector_takes_monk_and_tattoo_attachments_only(l5r_pool):
    s = scenario(l5r_pool, play=["monastery-protector"], hand=["fine-katana", "vine-tattoo"])
    m = s.card("monastery-protector")
    assert m not in play_rules.attachment_hosts(s.state, s.card("fine-katana"))
    assert m in play_rules.attachment_hosts(s.state, s.card("vine-tattoo"))


def test_togashi_gaijutsu_readies_the_character_a_tattoo_is_played_on(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-gaijutsu", "doji-whisperer"], hand=["vine-tattoo"],
                 bowed=["doji-whisperer"])
    g, w, v = s.card("togashi-gaijutsu"), s.card("doji-whisperer"), s.card("vine-tattoo")
    play_rules.attach(s.state, v, w)                                    # fires enters_play "attach"
    trigger(s, Action("trigger", g, -1, 0))
    assert w not in s.bowed


def test_togashi_mitsu_resolves_the_ring_with_5_cards_played(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-mitsu-2"], fate=0)
    m = s.card("togashi-mitsu-2")
    s.declare("military", [m], ring=2)                                  # fire
    s.state.c_played = s.conflict[:4]
    assert played_in_conflict(s.state) == 4 and not abilities(s, m)
    s.state.c_played = s.conflict[:5]
    assert abilities(s, m)


def test_shintao_monastery_counts_one_more_card_played(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["shintao-monastery"])
    s.declare("military", [s.card("doji-whisperer")])
    s.state.c_played = []
    assert played_in_conflict(s.state) == 1


def test_high_house_of_light_moves_ring_fate_to_a_monk_with_5_cards_played(l5r_pool):
    s = scenario(l5r_pool, play=["high-house-of-light", "togashi-mitsu-2"])
    h, m = s.card("high-house-of-light"), s.card("togashi-mitsu-2")
    s.declare("military", [m], ring=2)
    s.state.ring_fate = {0: 2}
    s.state.c_played = s.conflict[:5]
    use(s, Action("ability", h, m, 0))
    assert s.fate_on.get(m) == 1 and s.ring_fate[0] == 1 and h in s.bowed


def test_cards_played_count_from_the_declaration(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["banzai"], fate=3, step="conflict.declare")
    w = s.card("doji-whisperer")
    s.state.conflict_played = 7
    act(s, Action("declare", 0, 0, option="military", cards=(w,)))
    assert played_in_conflict(s.state) == 0
    use(s, Action("ability", s.card("banzai"), w, 0))
    assert played_in_conflict(s.state) == 1


def test_iron_foundations_stance_draws_after_another_kiho(l5r_pool):
    s = scenario(l5r_pool, play=["togashi-mitsu-2"], hand=["iron-foundations-stance", "swell-of-seafoam"],
                 fate=2)
    e, k, m = s.card("iron-foundations-stance"), s.card("swell-of-seafoam"), s.card("togashi-mitsu-2")
    s.declare("military", [m])
    assert not [a for a in abilities_of(s, e)]                          # no other Kihō yet
    use(s, Action("ability", k, m, 0))                                  # Swell of Seafoam, a Kihō
    assert s.c_played == [k]
    hand = len(s.hand)
    use(s, Action("ability", e, -1, 0))
    assert len(s.hand) == hand - 1 + 1


def abilities_of(s, c):
    from l5r_scenario import legal
    return [a for a in legal(s) if a.card == c]
