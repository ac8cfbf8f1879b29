"""The records added to deckcheck/games/l5r/engine/records/masters_of_the_court.py in the card
review, one test each from the printed text (the pack's first records are tested in
tests/test_l5r_records_clan_packs.py)."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, scenario, trigger, use

INERT = ["winter-court-hosts", "letter-from-the-daimyo", "political-sanction", "courteous-scheming",
         "gossip", "the-spear-rushes-forth", "akodo-makoto", "asahina-takamori", "chukan-nobue",
         "kakita-favorite", "kakita-yuri", "distinguished-dojo",
         "market-of-kaze-no-kami", "kyuden-kakita", "support-of-the-crane"]
MISSING = {"retreat": "helps", "bayushi-dairu": "helps", "daidoji-uji": "helps",
           "iwasaki-pupil": "hurts", "maker-of-keepsakes": "hurts", "kitsuki-jusai": "helps", "yasuki-fuzake": "helps"}

globals().update(record_tests(packs=["Masters of the Court"], size=28, inert=INERT,
                             missing=MISSING))


def test_daimyo_s_gunbai_is_never_played_from_hand(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["daimyo-s-gunbai"], fate=5)
    assert not play_rules.attachment_hosts(s.state, s.card("daimyo-s-gunbai"))


def test_shinjo_haruko_moves_an_honored_character_in(l5r_pool):
    s = scenario(l5r_pool, play=["shinjo-haruko", "doji-whisperer"], honored=["doji-whisperer"])
    h, w = s.card("shinjo-haruko"), s.card("doji-whisperer")
    assert not abilities(s, h)
    s.declare("military", [h])
    use(s, Action("ability", h, w, 0))
    assert w in s.attackers


def test_armament_artisan_is_honored_after_another_character(l5r_pool):
    s = scenario(l5r_pool, play=["armament-artisan", "doji-whisperer"])
    a, w = s.card("armament-artisan"), s.card("doji-whisperer")
    play_rules.honor_character(s.state, w)                          # fires honored
    trigger(s, Action("trigger", a, -1, 0))
    assert s.status.get(a) == 1


def test_beloved_advisor_draws_a_card(l5r_pool):
    s = scenario(l5r_pool, play=["beloved-advisor"])
    b = s.card("beloved-advisor")
    hand = len(s.hand)
    act(s, Action("ability", b, -1, 0))
    assert len(s.hand) == hand + 1


def test_winter_court_hosts_takes_no_attachments(l5r_pool):
    s = scenario(l5r_pool, play=["winter-court-hosts"], hand=["ornate-fan"])
    assert s.card("winter-court-hosts") not in play_rules.attachment_hosts(s.state, s.card("ornate-fan"))
