"""Operations shared by the records of several packs, by what they do (each registers its
conditions, costs, counts and game operations into the hooks' tables on import). An
operation only one records module uses lives in that module, before its records.

- ``holdings_and_hosts``: holdings in play, attachment hosts, look-and-take, the event's
  character, and the effect words the records write with (``game``, ``when``);
- ``greedy_choices``: what a character is worth to the greedy pilot, the ring it goes for
  next, "bow a friendly character" costs;
- ``card_states``: the traits of the card an event is about, characters not honored;
- ``ring_fate``: fate placed on rings, counts of characters, the honor lead;
- ``skill_swaps``: switched skills, gained ring elements, cost reductions;
- ``conflict_limits``: "(Max n per conflict)" limits, the conflict's skill still short,
  the strongest characters put into play;
- ``statics``: card facts the engine reads from a record's ``statics``;
- ``opponent_provinces``: the opponent's provinces face up or face down (reveals, counts);
- ``conflict_plays``: the cards the player played in the conflict in progress;
- ``deck_searches``: a character searched for in the top of the dynasty deck and put into play;
- ``imperial_favor``: holding, discarding and claiming the Imperial Favor;
- ``province_strength``: the attacked province's strength changed until the end of the conflict;
- ``leaving_play``: characters kept in play when the fate phase would discard them.
"""
from deckcheck.games.l5r.engine.ops import (  # noqa: F401  (registers)
    card_states,
    conflict_plays,
    conflict_limits,
    deck_searches,
    greedy_choices,
    holdings_and_hosts,
    imperial_favor,
    leaving_play,
    opponent_provinces,
    province_strength,
    ring_fate,
    skill_swaps,
    statics,
)
