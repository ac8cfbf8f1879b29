"""The toy game's one format: at most three copies of a title, and never red with blue."""
from __future__ import annotations

from collections.abc import Iterator

from deckcheck.model import Violation
from deckcheck.rules.context import Context, Format
from deckcheck.rules.primitives import copies_by_title
from toygame import codes


def copies(ctx: Context) -> Iterator[Violation]:
    return copies_by_title(ctx.entries, "TOY_COPIES")


def two_colours(ctx: Context) -> Iterator[Violation]:
    """Red and blue never mix: the cards of the smaller side are named."""
    red = [(c, n) for c, n in ctx.entries if c.faction == "red"]
    blue = [(c, n) for c, n in ctx.entries if c.faction == "blue"]
    if red and blue:
        smaller = min(red, blue, key=lambda side: sum(n for _, n in side))
        yield Violation(codes.TWO_COLOURS, tuple(c.id for c, _ in smaller),
                        actual=sum(n for _, n in smaller))


DEFAULT_FORMAT = "standard"
FORMATS = {
    "standard": Format(game="toy", name="standard", description="Three copies a title; one colour.",
                       rules=(copies, two_colours), tournament=False),
}
