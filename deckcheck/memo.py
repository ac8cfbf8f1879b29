"""Values worked out once per CardPool and kept while the pool lives.

A pool is read-only, so anything derived from it alone (an index of its cards, the
facts of one of its list versions, a goldfish card table) can be computed on first use
and reused. The pool is held weakly: when a sync replaces it, what was derived from it
goes too. A derived value must not refer back to its pool strongly, or the pool lives on.

    @per_pool
    def index_for(pool: CardPool) -> Index: ...          # once per pool

    @per_pool(key=lambda lv: lv.id)
    def list_index(pool: CardPool, lv: ListVersion) -> ListIndex: ...   # once per (pool, key)

A pool that cannot be held weakly (or hashed) is served without caching.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import wraps
from typing import Any, TypeVar, overload
from weakref import ref

T = TypeVar("T")
P = TypeVar("P")


@overload
def per_pool(build: Callable[[P], T]) -> Callable[[P], T]: ...
@overload
def per_pool(*, key: Callable[..., Hashable],
             maxsize: int | None = None) -> Callable[[Callable[..., T]], Callable[..., T]]: ...


def per_pool(build: Callable[..., T] | None = None, *, key: Callable[..., Hashable] | None = None,
             maxsize: int | None = None) -> Any:
    """Cache ``build(pool)`` per pool, or with ``key`` ``build(pool, *args)`` per pool and
    ``key(*args)``. ``maxsize`` bounds the keyed values of one pool (all are dropped when
    it is exceeded: the values are cheap to rebuild and rarely that many)."""
    if build is None:
        return lambda fn: per_pool(fn, key=key, maxsize=maxsize)  # type: ignore[call-overload]
    if key is None:
        return _once(build)
    return _keyed(build, key, maxsize)


def _once(build: Callable[[Any], T]) -> Callable[[Any], T]:
    values: dict[ref, T] = {}          # a weak reference to the pool -> its value

    def forget(dead: ref) -> None:     # the pool is gone
        values.pop(dead, None)

    @wraps(build)
    def memo(pool: Any) -> T:
        try:
            return values[ref(pool)]   # a live reference equals the stored one of its pool
        except KeyError:
            pass
        except TypeError:              # not weakly referenceable or not hashable
            return build(pool)
        found = values[ref(pool, forget)] = build(pool)
        return found

    memo.cache_clear = values.clear    # type: ignore[attr-defined]
    return memo


def _keyed(build: Callable[..., T], key: Callable[..., Hashable], maxsize: int | None) -> Callable[..., T]:
    tables: dict[ref, dict[Hashable, T]] = {}

    def forget(dead: ref) -> None:
        tables.pop(dead, None)

    @wraps(build)
    def memo(pool: Any, *args: Any) -> T:
        try:
            values = tables[ref(pool)]
        except KeyError:
            values = tables[ref(pool, forget)] = {}
        except TypeError:
            return build(pool, *args)
        k = key(*args)
        try:
            return values[k]
        except KeyError:
            pass
        found = build(pool, *args)
        if maxsize is not None and len(values) >= maxsize:
            values.clear()
        values[k] = found
        return found

    memo.cache_clear = tables.clear    # type: ignore[attr-defined]
    return memo
