"""Rules shared by the games: the code registry, the validation context and the
rule primitives (copies by title, deck sizes, restricted/banned lists, release dates)."""
from deckcheck.rules.codes import REGISTRY, register, render
from deckcheck.rules.context import Context, Format, Rule

__all__ = ["REGISTRY", "register", "render", "Context", "Format", "Rule"]
