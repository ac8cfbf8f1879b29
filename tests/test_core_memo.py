"""deckcheck.memo.per_pool: one value per pool (and key), kept only while the pool lives."""
import gc
import weakref

from deckcheck.memo import per_pool
from deckcheck.pool import CardPool


class Box:
    def __init__(self, n):
        self.n = n


def test_once_per_pool_and_gone_with_the_pool():
    calls = []

    @per_pool
    def size(pool):
        calls.append(pool)
        return Box(len(pool))

    a, b = CardPool("agot", []), CardPool("agot", [])
    assert size(a) is size(a) and size(b) is not size(a)
    assert len(calls) == 2
    kept = weakref.ref(size(a))
    del calls[:], a
    gc.collect()
    assert kept() is None                     # the pool's value went with it
    size(b)
    assert not calls
    size.cache_clear()
    size(b)
    assert len(calls) == 1


def test_keyed_values_bounded_per_pool():
    calls = []

    @per_pool(key=lambda n, tag: n, maxsize=2)
    def value(pool, n, tag):
        calls.append((n, tag))
        return [n, tag]

    pool = CardPool("whi", [])
    assert value(pool, 1, "x") == [1, "x"] and value(pool, 1, "y") == [1, "x"]
    value(pool, 2, "x")
    value(pool, 3, "x")                       # third key: the pool's values start over
    value(pool, 1, "z")
    assert calls == [(1, "x"), (2, "x"), (3, "x"), (1, "z")]


def test_pool_that_cannot_be_held_weakly_is_not_cached():
    calls = []

    @per_pool
    def first(pool):
        calls.append(1)
        return pool[0]

    assert first([7]) == 7 and first([7]) == 7 and len(calls) == 2
