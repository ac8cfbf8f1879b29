"""The AGoT goldfish game state: plain data, card instances as indexes into the CardTable."""
from __future__ import annotations

from dataclasses import dataclass, field

from deckcheck.goldfish.state import BaseState

# zones (state.zone[i])
DECK, HAND, PLAY, DISCARD, DEAD, SHADOWS, PLOT_DECK, USED, REVEALED, OUT, SETUP, DUPLICATE = range(12)

US, OPPONENT = 0, 1


@dataclass(slots=True, kw_only=True)
class AgotState(BaseState):
    faction: str = ""
    zone: list[int] = field(default_factory=list)       # per instance
    draw: list[int] = field(default_factory=list)       # draw deck, top card last
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    dead: list[int] = field(default_factory=list)
    shadows: list[int] = field(default_factory=list)
    characters: list[int] = field(default_factory=list)   # in play, in order of arrival
    locations: list[int] = field(default_factory=list)
    attachments: list[int] = field(default_factory=list)
    duplicates: list[int] = field(default_factory=list)
    parent: dict[int, int] = field(default_factory=dict)  # attachment / duplicate -> host
    knelt: set[int] = field(default_factory=set)
    shadow_round: dict[int, int] = field(default_factory=dict)   # card -> round it went into shadows
    faction_knelt: bool = False
    power: int = 0                                      # on the faction card
    card_power: dict[int, int] = field(default_factory=dict)
    gold: int = 0                                       # gold pool
    card_gold: dict[int, int] = field(default_factory=dict)       # bestowed gold
    plot_deck: list[int] = field(default_factory=list)
    used_plots: list[int] = field(default_factory=list)
    plot: int = -1                                      # revealed plot
    first_player: int = US
    initiative_winner: int = US
    limited_used: bool = False                          # a Limited card this round
    challenges_left: int = 7                            # bits of challenge types still open
    extra_challenges: list[int] = field(default_factory=lambda: [0, 0, 0])
    # per challenge type: additional challenges granted this phase by one-off effects
    # (Olenna's Informant) minus the additional ones made (see rules.open_challenges)
    initiated: int = 0                                  # challenges initiated this round
    tokens: dict[int, int] = field(default_factory=dict)   # betrayal tokens on cards in play
    challenge: int = -1                                 # type being declared (0, 1, 2) or -1
    attackers: list[int] = field(default_factory=list)
    dying: list[tuple[int, str]] = field(default_factory=list)   # (card, "kill" | "discard")
    # cards about to be killed / discarded from play while the player answers the "would be"
    # interrupts that may save them (hooks.resolve_saves)
    reductions: list[int] = field(default_factory=list)   # keys of next-card reducers used
    first_used: set[int] = field(default_factory=set)    # first-per-round reducer keys used
    mulligan_taken: bool = False
    setup_gold: int = 0
    opponent_power: int = 0
    # -- bookkeeping for reports (cheap, never read by the rules) ---------------------------
    drawn: int = 0                    # cards drawn since the last shuffle of the draw deck
    seen_round: list[int] = field(default_factory=list)   # per title: round first drawn, -1
    income_round: int = 0
    spent_round: int = 0
    rounds: list[tuple[int, ...]] = field(default_factory=list)
    # per finished round: (income, gold spent, hand size, characters, power, cards drawn so far,
    #                      bitmask of titles in hand or in play after the draw phase,
    #                      challenges won, dominance won, Renown power, STR behind military,
    #                      intrigue, power at the start of the challenges phase (-1: not reached))
    setup_record: tuple[int, ...] = ()
    # (gold used, cards placed, characters, icons covered, limited placed, mulligan, shadows,
    #  cards drawn by the end of setup)
    setup_titles: tuple[int, ...] = ()
    held_mask: int = 0                # titles in hand or play after this round's draw phase
    won_round: int = 0                # challenges won this round
    dominance_round: int = 0          # 1 when dominance was won this round
    renown_round: int = 0             # power gained through Renown this round
    str_round: tuple[int, ...] = ()   # STR of the standing characters with each challenge icon
    #                                   (military, intrigue, power) at the start of this round's
    #                                   challenges phase; () until the phase begins
    in_play_round: list[int] = field(default_factory=list)   # per title: first round at whose
    #                                   end a copy was in play, -1 (filled in lazily)
    events: list[tuple] = field(default_factory=list)   # narrative (only when verbose)
    verbose: bool = False
