"""Codes every game has: ``<PREFIX>_UNKNOWN_CARD`` & co., registered with each game
under its code prefix (L5R_, AGOT_, WHI_) by ``deckcheck.games.register_game``; one
catalogue entry each (``msgctxt`` ``*_UNKNOWN_CARD`` & co.) serves every prefix."""
from deckcheck.rules.codes import Code

COMMON = {
    "UNKNOWN_CARD": dict(
        en="Unknown card ids: {ids}."),
    "COPIES": dict(
        en="{title}: {actual:plural:copy|copies}; at most {expected} allowed."),
    "RESTRICTED_LIST": dict(
        en="Cards of {actual:plural:title|titles} from the restricted list ({list}): "
           "{cards}; the list allows at most {expected}."),
    "BANNED": dict(
        en="Banned cards ({list}): {cards}."),
    # a decklist line (or entry) that was not read: the deck cannot be legal (fail closed);
    # {problem} is the reader's own sentence ("Line 12: no card is named ...") in the language
    "UNREAD_LINE": dict(
        en="{problem} A deck with a line that was not read is never reported legal."),
    "UNRELEASED": dict(
        en="Cards not yet released on {date}: {cards}."),
}


def common_codes(prefix: str) -> tuple[Code, ...]:
    """The shared codes under one game's prefix."""
    return tuple(Code(f"{prefix}_{suffix}", texts["en"], context=f"*_{suffix}") for suffix, texts in COMMON.items())
