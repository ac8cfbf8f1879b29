"""The records added to deckcheck/games/l5r/engine/records/underhand_of_the_emperor.py in the
card review, one test each from the printed text (the pack's first record is tested in
tests/test_l5r_records_clan_packs.py)."""
from __future__ import annotations


from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.state import MILITARY, POLITICAL
from deckcheck.goldfish.actions import Action
from l5r_record_checks import record_tests
from l5r_scenario import abilities, act, scenario, use

INERT = ["bayushi-s-whisperers", "doji-fumiki", "make-an-opening", "offer-testimony", "stolen-secrets", "akodo-kage",
         "bayushi-aramoro", "utaku-tetsuko", "yasuki-oguri", "brother-s-gift-dojo",
         "support-of-the-scorpion"]
MISSING = {"bayushi-collector": "helps", "opium-wastrel": "hurts", "duty": "helps",
           "from-the-shadows": "helps", "peasant-s-advice": "helps", "asako-maezawa": "helps",
           "ignoble-enforcers": "helps", "kitsuki-shomon": "helps", "soshi-aoi": "helps",
           "kyuden-bayushi": "helps"}

globals().update(record_tests(packs=["Underhand of the Emperor"], size=28, inert=INERT,
                             missing=MISSING, partly=["kyuden-bayushi"]))


def test_liar_s_mask_needs_6_honor_and_discards_a_dishonored_token(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["liar-s-mask"], honor=10)
    assert not play_rules.attachment_hosts(s.state, s.card("liar-s-mask"))
    s2 = scenario(l5r_pool, play=["doji-whisperer"], attach={"liar-s-mask": "doji-whisperer"},
                  dishonored=["doji-whisperer"], honor=6)
    m, w = s2.card("liar-s-mask"), s2.card("doji-whisperer")
    assert w in play_rules.attachment_hosts(s2.state, m)
    act(s2, Action("ability", m, -1, 0))
    assert w not in s2.status


def test_alibi_artist_looks_at_2_cards_with_6_or_fewer_honor(l5r_pool):
    s = scenario(l5r_pool, play=["alibi-artist"], honor=10)
    a = s.card("alibi-artist")
    assert not abilities(s, a)
    s.state.honor = 6
    top = s.conflict[-2:]
    hand = len(s.hand)
    use(s, Action("ability", a, -1, 0))
    assert len(s.hand) == hand + 1 and any(c in s.hand for c in top)
    assert [c for c in top if c not in s.hand][0] == s.conflict[0]          # to the bottom


def test_bayushi_s_whisperers_takes_no_attachments(l5r_pool):
    s = scenario(l5r_pool, play=["bayushi-s-whisperers"], hand=["fine-katana"])
    assert s.card("bayushi-s-whisperers") not in play_rules.attachment_hosts(s.state, s.card("fine-katana"))


def test_insolent_rival_gets_2_and_2_while_its_bid_is_higher(l5r_pool):
    s = scenario(l5r_pool, play=["insolent-rival"])
    r = s.card("insolent-rival")
    s.state.bid = 5
    assert play_rules.skill(s.state, r, MILITARY) == 2 + 2 and play_rules.skill(s.state, r, POLITICAL) == 1 + 2
    s.state.bid = 1
    assert play_rules.skill(s.state, r, MILITARY) == 2


def test_seppun_truthseeker_draws_2_when_it_leaves_play(l5r_pool):
    s = scenario(l5r_pool, play=["seppun-truthseeker"])
    t = s.card("seppun-truthseeker")
    hand = len(s.hand)
    play_rules.leave_play(s.state, t)                                    # fires leaves_play
    assert t in s.dynasty_discard and len(s.hand) == hand + 2


def test_shosuro_takao_joins_a_conflict_with_a_dishonored_participant(l5r_pool):
    s = scenario(l5r_pool, play=["shosuro-takao", "doji-whisperer"])
    t, w = s.card("shosuro-takao"), s.card("doji-whisperer")
    s.declare("military", [w])
    assert not abilities(s, t)
    s.state.status[w] = -1
    use(s, Action("ability", t, -1, 0))
    assert t in s.attackers


def test_court_of_deception_discards_a_dishonored_token_at_home(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], province=["court-of-deception"],
                 dishonored=["doji-whisperer"], honor=6)
    c, w = s.card("court-of-deception"), s.card("doji-whisperer")
    act(s, Action("ability", c, w, 0))
    assert w not in s.status


def test_kyuden_bayushi_readies_a_dishonored_character(l5r_pool):
    s = scenario(l5r_pool, play=["kyuden-bayushi", "doji-whisperer"], dishonored=["doji-whisperer"],
                 bowed=["doji-whisperer"])
    k, w = s.card("kyuden-bayushi"), s.card("doji-whisperer")
    act(s, Action("ability", k, w, 0))
    assert w not in s.bowed and k in s.bowed
