"""Core Set records: example cards of the two Core Set suggested decks (Crane, Lion) that
prove the path of the ability layer (one test each in tests/test_l5r_records_core.py)."""
from deckcheck.games.l5r.engine.records.dsl import (
    FATE_PLACED,
    HONORED,
    RING_CLAIMED,
    conflict_type,
    participating,
    resolve_ring,
    bow_self,
    card,
    chars,
    choose,
    draw,
    event_action,
    gain_honor,
    honor,
    hurts,
    in_conflict,
    military,
    political,
    reaction,
    sacrifice_self,
    action,
)

card("ikoma-prodigy", "Ikoma Prodigy",
     reaction(FATE_PLACED, gain_honor(1), about="self"))

card("imperial-storehouse", "Imperial Storehouse",
     action(draw(1), costs=(sacrifice_self(),)))

card("asahina-artisan", "Asahina Artisan",
     action(political(3, choose(chars(clan="crane", not_self=True))), costs=(bow_self(),),
            when=(in_conflict(),), phases=("conflict",)))

card("banzai", "Banzai!",
     event_action(military(2, choose(chars(), state="participating")), when=(in_conflict(),),
                  phases=("conflict",)),
     missing=(hurts("You may lose 1 honor to resolve this ability twice (not modeled)."),))

card("savvy-politician", "Savvy Politician",
     reaction(HONORED, honor(choose(chars(not_self=True))), about="self"))

card("doji-hotaru", "Doji Hotaru",
     reaction(RING_CLAIMED, resolve_ring(), about="any",
              when=(conflict_type("political"), participating())))

card("akodo-toturi", "Akodo Toturi",
     reaction(RING_CLAIMED, resolve_ring(), about="any",
              when=(conflict_type("military"), participating())))
