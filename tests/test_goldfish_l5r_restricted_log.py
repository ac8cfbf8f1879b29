"""A third Restricted attachment: "Falls ein Charakter zu einem Zeitpunkt 3 oder mehr
Eingeschränkt-Verstärkungen angehängt hat, muss der Spieler ... 1 ... wählen und ablegen"
(Referenzhandbuch v10, Eingeschränkt). The discard is played and told in the game's log."""
from __future__ import annotations

from l5r_scenario import scenario

from deckcheck.games.l5r.engine import play_rules
from deckcheck.games.l5r.engine.narrate import sentence


def test_a_third_restricted_attachment_discards_one_and_says_so(l5r_pool):
    s = scenario(l5r_pool, play=["doji-whisperer"], hand=["fine-katana", "fine-katana", "fine-katana"])
    w = s.card("doji-whisperer")
    for k in s.cards("fine-katana"):                 # Fine Katana: Restricted
        play_rules.attach(s.state, k, w)
    assert sum(1 for h in s.attached.values() if h == w) == 2
    told = [e for e in s.state.events if e[1] == "restricted_discard"]
    assert len(told) == 1 and told[0][3] == w and told[0][4] == 2
    assert sentence(s.state, told[0]) == ("Fine Katana is discarded: Doji Whisperer may have at most 2 "
                                              "restricted attachments.")
