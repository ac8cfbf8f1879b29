"""Goldfish engine framework: play a deck alone against a passive opponent.

Shared by the games (today: AGoT in deckcheck.games.agot.engine). Pure Python: no
Flask, no SQL. The API and the CLI use it through the application layer,
``deckcheck.services.goldfish`` (GoldfishService: sessions in a store, runs, plots).

Interface for the API / CLI (deckcheck.services.goldfish)
---------------------------------------------------------
Interactive sessions::

    from deckcheck.services.goldfish import GoldfishService, MemorySessionStore
    goldfish = GoldfishService(MemorySessionStore())
    session, state, actions = goldfish.start_session(deck, pool, seed=7)   # deck: Deck or {id: n}
    state, actions = goldfish.act(session.id, {"kind": "keep"})          # one action (JSON)
    state, actions = goldfish.view(session.id)
    log = goldfish.session_log(session.id)          # seed + deck + actions: replays exactly
    final = replay_log(log, pool)

- ``state`` is a JSON-ready view (round, phase, step, pending decision, gold, power,
  plot, hand, characters with STR/icons/keywords/attachments, locations, piles, outcome,
  ``unscored``, narrative events); ``actions`` are the legal actions, each
  ``{"kind", "card"?, "target"?, "amount"?, "option"?, "label"}``. Send one back as is.
- The escape hatch: ``{"kind": "manual", "option": op, "card": i, "amount": n}`` with op in
  discard, kill, to_hand, to_deck_bottom, draw, gold, power, kneel, stand. Always accepted
  (never listed); it marks the game ``unscored``.
- Sessions live in the service's ``SessionStore`` (``MemorySessionStore``: bounded LRU with
  a TTL, thread-safe; card_db.goldfish_store.DatabaseSessionStore: shared by replicas).
  ``Session.to_json()`` / ``Session.from_json(data, pool)`` persist a session.
- Decks that ``deckcheck.validator`` finds invalid are refused (``check=`` parameter,
  ``None`` skips it).

Monte-Carlo reports::

    report = run_report(deck, pool, games=10_000, seed=1, workers=None,
                        progress=lambda done, total: ..., max_rounds=20,
                        pilot=None,            # None = the game's greedy pilot
                        key_cards=None)        # None = the game's default key cards
    svg = plot_svg(report)                     # power-by-round + win-round histogram
    comparison = compare_report(deck_a, deck_b, pool, games=2000, seed=1)   # paired, same seeds

Game i uses seed + i; the report is identical for any number of workers.

Errors: every refusal is an ``actions.ActionError`` with a stable ``code``
(INVALID_ACTION, ILLEGAL_ACTION, GAME_OVER, UNKNOWN_SESSION, UNKNOWN_RUN, DECK_INVALID,
UNKNOWN_CARD, NO_PLOTS, DRAW_DECK_TOO_SMALL, INVALID_GAMES, INVALID_SEED, INVALID_MAX_ROUNDS,
UNKNOWN_PILOT, UNKNOWN_MANUAL_OP, INVALID_CARD, INVALID_STATE, INVALID_LOG,
INVALID_SESSION, WRONG_GAME, NO_ENGINE, UNKNOWN_KEY_CARD, INVALID_KEY_CARDS, MIXED_GAMES,
NOTHING_TO_UNDO),
a ``message`` and JSON-safe ``details``: map them to 4xx answers.

The framework (for engine authors)
----------------------------------
- ``state.BaseState``: plain-data game state (slots dataclass) with ``copy``,
  ``to_json`` / ``from_json``; seed, RNG state, round, step, pending decision, outcome
  (win / eliminated / timeout), ``unscored``, action log.
- ``rng``: a seeded generator whose state is one int kept in the game state.
- ``flow``: phases and steps as data; ``state.step`` says where the game is.
- ``engine.GameEngine``: ``legal_actions(state)``, ``apply(state, action)`` (checked,
  resolves single-choice decisions by itself), ``step`` (unchecked fast path for pilots),
  ``replay(table, seed, log)``, ``start``, the ``manual`` escape hatch, a turn cap.
- ``pilot``: ``keep_hand(state)`` / ``choose(state, actions)``; ``register_pilot`` /
  ``get_pilot``; each game registers a documented greedy default.
- ``runner``: multiprocessing Monte-Carlo runner; ``stats``: exact summaries and
  hypergeometric odds; ``plot``: the SVG.
"""
from deckcheck.goldfish.actions import Action, ActionError, action_from_json
from deckcheck.goldfish.state import ELIMINATED, OUTCOMES, TIMEOUT, WIN, BaseState

__all__ = ["ELIMINATED", "OUTCOMES", "TIMEOUT", "WIN", "Action", "ActionError", "BaseState",
           "action_from_json"]
