"""Card operations (``game_op(name)`` in a record: hooks.GAME_OPS, with an optional
hooks.GAME_CHECKS entry saying when the operation can be used) that several records share,
one module per kind of thing they do. An operation only one record uses lives beside that
record, in its module of ``records``."""
from deckcheck.games.agot.engine.ops import challenges  # noqa: F401  (registers)
from deckcheck.games.agot.engine.ops import cost_reductions  # noqa: F401  (registers)
from deckcheck.games.agot.engine.ops import draw_deck  # noqa: F401  (registers)
from deckcheck.games.agot.engine.ops import plots  # noqa: F401  (registers)
from deckcheck.games.agot.engine.ops import put_into_play  # noqa: F401  (registers)
from deckcheck.games.agot.engine.ops import saves  # noqa: F401  (registers)
