"""Fix suggestions (issue 19): the sentences that say which edits make a deck legal.

Fields: ``{count}`` (copies), ``{card}`` (the card's name in the language), ``{cost}``
(its printed cost, in the ``.cost`` variants), ``{value}`` (a faction, clan or race key),
``{removed}`` / ``{added}`` (copies), ``{reason}``.
"""
from __future__ import annotations

from deckcheck.message_entries import suggestion

TEXTS = (
    # -- fix suggestions (issue 19) ------------------------------------------------------------
    suggestion("FIX_REMOVE",
               en="cut {count} × {card}"),
    suggestion("FIX_REMOVE.cost",
               en="cut {count} × {card} (cost {cost})"),
    suggestion("FIX_REMOVE.influence",
               en="cut {count} × {card} ({influence} influence each)"),
    suggestion("FIX_ADD",
               en="add {count} × {card}"),
    suggestion("FIX_ADD.cost",
               en="add {count} × {card} (cost {cost})"),
    suggestion("FIX_SET",
               en="keep {count:plural:copy|copies} of {card}"),
    suggestion("FIX_DECLARE.faction",
               en="name the deck's faction: {value}"),
    suggestion("FIX_DECLARE.capital",
               en="name the deck's capital: {value}"),
    # the cost of a suggestion: two sentences, as gettext counts one number per message
    suggestion("FIX_COST.out",
               en="{removed:plural:card|cards} out"),
    suggestion("FIX_COST.in",
               en="{added:plural:card|cards} in"),
    suggestion("FIX_NONE.none",
               en="No automatic fix: no small edit of the deck makes this violation go away "
                  "without causing another one."),
    suggestion("FIX_NONE.unread",
               en="No automatic fix: the line was not read, so it is not known which card was "
                  "meant; correct the line (see the suggestions for it)."),
    suggestion("FIX_NONE.unknown",
               en="No automatic fix: no card has this id, so it is not known which card was "
                  "meant; correct the id."),
)
