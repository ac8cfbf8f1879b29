"""The records added to deckcheck/games/l5r/engine/records/clan_war.py in the card review, one
test each from the printed text (the pack's first records are tested in
tests/test_l5r_records_premium_expansions.py)."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import MILITARY
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, fire, legal, scenario, trigger, use

INERT = ["kobo-ichi-kai-jujutsu", "a-game-of-letters", "all-out-assault", "appeal-to-sympathy",
         "compelling-testimony", "criminal-contacts", "cultured-facade", "fulfill-your-duty",
         "hige-s-sermon", "impossible-koan", "ramparts-of-stone", "the-crashing-wave",
         "trick-of-the-light", "way-of-the-open-hand", "altansarnai-s-vanguard",
         "ascetic-of-the-north-wall", "battle-aspirant", "cunning-confidant", "dazzling-duelist",
         "expert-interpreter", "hida-secretkeeper", "insightful-gatekeeper", "kuni-silencer",
         "mindful-warrior", "perfect-guest", "righteous-akodo", "serene-seer",
         "shika-matchmaker", "shosuro-actor", "vice-proprietor",
         "alchemical-laboratory", "hallowed-ground", "negotiation-table", "fields-of-the-wind",
         "fury-of-the-kami", "karmic-teachings", "model-of-courtesy", "shadowed-alleyway",
         "slaughtered-village", "strategizing", "temple-of-daikoku", "temple-of-jikoju",
         "temple-of-osano-wo", "temple-of-shinsei-s-wisdom", "temple-of-the-thunders",
         "desertion", "dishonorable-dealings", "exposed-secrets-treaty", "falling-fortune",
         "finding-a-new-lord", "forgotten-plans", "second-chances", "sent-to-their-deaths",
         "shattered-blades", "spreading-discontent", "transgression-of-honor", "upholding-bushido"]
MISSING = {"contemplative-wisdom": "helps", "expert-bartering": "helps", "peacemaker-s-blade": "hurts",
           "take-up-command": "helps", "bayushi-traitor": "hurts", "common-cause": "helps",
"enlightenment": "helps", "favorable-alliance": "helps",
           "imbued-with-shadows": "helps", "join-the-fray": "helps", "seize-the-day": "helps",
           "unquestioned-heritage": "helps", "agasha-prodigy": "helps",
           "ikoma-message-runner": "helps",
           "masterpiece-painter": "helps", "medium-of-the-living-soul": "helps",
           "merchant-of-curiosities": "helps", "one-of-the-forgotten": "hurts",
           "sake-house-smuggler": "helps", "acclaimed-geisha-house": "helps", "roadside-inn": "helps"}

globals().update(record_tests(packs=["Clan War"], size=94, inert=INERT,
                             missing=MISSING))


def test_endless_plains_skirmisher_moves_itself_in(l5r_pool):
    s = scenario(l5r_pool, play=["endless-plains-skirmisher", "doji-whisperer"])
    e = s.card("endless-plains-skirmisher")
    assert not abilities(s, e)
    s.declare("military", [s.card("doji-whisperer")])
    use(s, Action("ability", e, -1, 0))
    assert e in s.attackers


def test_forthright_ide_readies_a_cheap_character_for_a_card(l5r_pool):
    s = scenario(l5r_pool, play=["forthright-ide", "doji-whisperer"], hand=["ornate-fan"])
    f, w = s.card("forthright-ide"), s.card("doji-whisperer")
    s.declare("political", [f, w])
    s.state.bowed.add(w)
    use(s, Action("ability", f, w, 0))
    assert w not in s.bowed and s.card("ornate-fan") in s.conflict_discard


def test_isawa_pilgrim_has_pride_only(l5r_pool):
    from deckcheck.games.l5r.engine.records import RECORDS
    assert RECORDS["isawa-pilgrim"].status == "modeled" and not RECORDS["isawa-pilgrim"].abilities


def test_mediator_of_hostilities_draws_for_the_opponents_two_passes(l5r_pool):
    s = scenario(l5r_pool, play=["mediator-of-hostilities"])
    m = s.card("mediator-of-hostilities")
    hand = len(s.hand)
    fire(s, "phase_begins", option="conflict")
    trigger(s, Action("trigger", m, -1, 0))
    fire(s, "phase_ends", option="conflict")
    trigger(s, Action("trigger", m, -1, 1))
    assert len(s.hand) == hand + 2


def test_venerable_fortunist_returns_the_role_s_ring_for_2_fate(l5r_pool):
    s = scenario(l5r_pool, play=["venerable-fortunist"], fate=0)        # role: Seeker of Air
    v = s.card("venerable-fortunist")
    s.state.claimed = {2}                                               # fire: not the role's
    assert not abilities(s, v)
    s.state.claimed = {0, 2}                                            # air
    act(s, Action("ability", v, -1, 0))
    assert s.claimed == {2} and s.fate == 2


def test_way_station_trader_takes_1_fate_when_its_attack_reveals_a_province(l5r_pool):
    s = scenario(l5r_pool, play=["way-station-trader"], fate=0, step="conflict.declare")
    w = s.card("way-station-trader")
    act(s, Action("declare", 1, 0, option="political", cards=(w,)))
    before = s.fate                                                     # the ring's fate taken
    trigger(s, Action("trigger", w, -1, 0))
    assert s.fate == before + 1 and 1 in s.opp_revealed


def test_master_whisperer_redraws_3_cards_the_pilot_never_plays(l5r_pool):
    dead = ["way-of-the-open-hand", "trick-of-the-light", "hige-s-sermon"]     # inert events
    s = scenario(l5r_pool, play=["master-whisperer"], hand=dead[:2] + ["banzai"])
    m = s.card("master-whisperer")
    assert not abilities(s, m)                                          # only 2 dead cards
    s2 = scenario(l5r_pool, play=["master-whisperer"], hand=dead + ["banzai"])
    m2 = s2.card("master-whisperer")
    act(s2, Action("ability", m2, -1, 0))
    assert all(s2.card(c) in s2.conflict_discard for c in dead)
    assert s2.card("banzai") in s2.hand and len(s2.hand) == 1 + 3


def test_diversionary_maneuver_moves_the_conflict_and_the_stronger_characters_at_home(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer", "matsu-berserker", "shinjo-outrider"],
                 hand=["diversionary-maneuver"], fate=2)
    e, w = s.card("diversionary-maneuver"), s.card("doji-whisperer")
    b, o = s.card("matsu-berserker"), s.card("shinjo-outrider")
    s.declare("military", [b, o], slot=0)
    assert not abilities(s, e)                                           # home is weaker
    s.declare("military", [w], slot=0)
    s.state.opp_revealed = {0, 1}
    use(s, Action("ability", e, -1, 0))
    assert w in s.bowed and w not in s.attackers and s.c_slot == 2 and 2 in s.opp_revealed
    assert set(s.attackers) == {b, o}


def test_shepherd_of_visages_lowers_a_dishonored_participant_s_glory(l5r_pool):
    s = scenario(l5r_pool, play=["shepherd-of-visages", "kakita-toshimoko", "doji-whisperer"],
                 dishonored=["kakita-toshimoko"])
    sh, k, w = s.card("shepherd-of-visages"), s.card("kakita-toshimoko"), s.card("doji-whisperer")
    s.declare("military", [k, w], slot=0)
    assert play_rules.skill(s.state, k, MILITARY) == 4 - 2               # dishonored: minus glory
    assert Action("ability", sh, w, 0) not in legal(s)                   # not on an ordinary one
    use(s, Action("ability", sh, k, 0))
    assert play_rules.skill(s.state, k, MILITARY) == 4
