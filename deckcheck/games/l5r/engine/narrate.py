"""The L5R game log in words: one sentence per narrative event, card names not indexes.

Events are the tuples ``honor.note`` appends to ``state.events`` in verbose games:
``(round, kind, *values)``. ``NARRATION`` is the game's phrasebook (what each kind's values
are, its English sentences, German and Polish in the messages catalogue under
``goldfish-log:l5r:<phrase>``); ``deckcheck.goldfish.narration`` says an event with it and
``deckcheck.goldfish.gamelog`` interleaves the sentences with the decisions of a game.
"""
from __future__ import annotations

from typing import Any

from deckcheck.games.l5r.engine.state import SH_SLOT
from deckcheck.goldfish.narration import Narration, Word, same


def _province(slot: Any, word: Word) -> str:      # "stronghold province", "province 2"
    return word("province.stronghold") if slot == SH_SLOT else word("province.other", n=slot + 1)


def _at(slot: Any, word: Word) -> str:            # "the stronghold province", "province 2"
    return word("at.stronghold") if slot == SH_SLOT else word("province.other", n=slot + 1)


NARRATION = Narration("l5r", readers={"province": _province, "at": _at}, shapes={
    "round": "",
    "phase": "phase:word",
    "first_player": "you?",
    "mulligan": "deck= n",
    "draw": "n",
    "revealed": "card:card",
    "fate": "n pool",
    "opponent_passes_first": "",
    "passes_first": "",
    "enters": "card:card _ fate?",
    "attached": "card:card host:card",
    "restricted_discard": "card:card host:card most",
    "leaves": "card:card to:word",
    "honor": "n? total",
    "opp_honor": "n? total",
    "take_honor": "n total",
    "honored": "card:card",
    "dishonored": "card:card",
    "bid": "n opponent",
    "declare": "type:word ring:word at:at attackers:cards",
    "pass_conflict": "type:word",
    "won": "type:word skill",
    "lost": "type:word skill",
    "broken": "province:province",
    "ring_effect": "ring:word",
    "claimed": "ring:word",
    "favor": "type:word",
    "deck_out": "deck=",
    "duplicate": "_ card:card",
    "event_discarded": "card:card province:province",
    "regroup_discard": "cards:cards",
    "ability": "card:card target:card?",
    "manual": "what",
}, phrases={
    "round": "Round {round} begins.",
    "phase": "The {phase} phase begins.",
    "first_player": "The opponent is the first player; you take 1 fate.",
    "first_player+you": "You are the first player.",
    "mulligan.dynasty": "Dynasty mulligan: {n:plural:card|cards} replaced.",
    "mulligan.conflict": "Conflict mulligan: {n:plural:card|cards} replaced.",
    "draw": "Draws {n:plural:card|cards}.",
    "revealed": "{card} is revealed in a province.",
    "fate": "Gains {n:plural:fate|fate} ({pool} in the pool).",
    "opponent_passes_first": "The opponent passes first and takes the pass bonus.",
    "passes_first": "Passes first: gains 1 fate.",
    "enters": "{card} enters play.",
    "enters+fate": "{card} enters play with {fate:plural:fate|fate}.",
    "attached": "{card} is attached to {host}.",
    "restricted_discard": "{card} is discarded: {host} may have at most {most} restricted attachments.",
    "leaves": "{card} leaves play ({to}).",
    "honor+n": "Gains {n:plural:honor|honor} ({total}).",
    "honor": "Loses {n:plural:honor|honor} ({total}).",
    "opp_honor+n": "The opponent gains {n:plural:honor|honor} ({total}).",
    "opp_honor": "The opponent loses {n:plural:honor|honor} ({total}).",
    "take_honor": "Takes {n:plural:honor|honor} from the opponent ({total}).",
    "honored": "{card} is honored.",
    "dishonored": "{card} is dishonored.",
    "bid": "Bids {n:plural:honor|honor} against the opponent's {opponent}.",
    "declare": "Declares a {type} conflict with the {ring} ring at {at}, attacking with {attackers}.",
    "pass_conflict": "Passes the {type} conflict.",
    "won": "Wins the {type} conflict unopposed with {skill} skill.",
    "lost": "The {type} conflict is not won ({skill} skill).",
    "broken": "Breaks the opponent's {province}.",
    "ring_effect": "Resolves the {ring} ring's effect.",
    "claimed": "Claims the {ring} ring.",
    "favor": "Takes the Imperial Favor ({type}).",
    "deck_out.dynasty": "The dynasty deck is empty: loses 5 honor and reshuffles its discard pile.",
    "deck_out.conflict": "The conflict deck is empty: loses 5 honor and reshuffles its discard pile.",
    "duplicate": "Discards a copy of {card} to put 1 fate on it.",
    "event_discarded": "{card} goes from {province} to the dynasty discard pile.",
    "regroup_discard": "Discards {cards} from the provinces.",
    "ability": "Uses {card}.",
    "ability+target": "Uses {card} on {target}.",
    "manual": "Manual edit: {what}.",
}, words={
    **same("phase", "dynasty", "draw", "conflict", "fate", "regroup"),
    **same("type", "military", "political"),
    **same("ring", "air", "earth", "fire", "water", "void"),
    **same("to", "deck", "discard", "removed"),
    "province.stronghold": "stronghold province",
    "at.stronghold": "the stronghold province",
    "province.other": "province {n}",
})

sentence = NARRATION.sentence
