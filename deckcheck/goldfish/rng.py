"""A tiny seeded random number generator whose whole state is one integer.

The state lives inside the game state (``state.rng``), so copying or serializing a game
copies its randomness too, and the same seed gives the same game on every Python
version and platform (nothing here depends on ``random`` or on ``hash``).

Seeding mixes the seed with SplitMix64; drawing numbers advances a 64-bit linear
congruential generator (Knuth's MMIX constants) and uses its high 32 bits, which are
of good quality for shuffling and coin flips and cost only a few integer operations.
"""
from __future__ import annotations

from typing import MutableSequence

_MASK = (1 << 64) - 1
_MUL = 6364136223846793005
_INC = 1442695040888963407


def seed_state(seed: int) -> int:
    """The generator state for a seed (any integer, also negative or huge)."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """``(new_state, value)`` with value uniform in ``0 .. n-1`` (n < 2**32)."""
    state = (state * _MUL + _INC) & _MASK
    return state, ((state >> 32) * n) >> 32


def shuffle(state: int, items: MutableSequence) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    mul, inc, mask = _MUL, _INC, _MASK
    for i in range(len(items) - 1, 0, -1):
        state = (state * mul + inc) & mask
        j = ((state >> 32) * (i + 1)) >> 32
        items[i], items[j] = items[j], items[i]
    return state
