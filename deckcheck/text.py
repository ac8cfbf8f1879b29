"""Name normalization shared by the pool, the importers and the decklist parsers."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_EXTRA = str.maketrans({"ß": "ss", "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "æ": "ae",
                        "œ": "oe", "đ": "d", "ı": "i", "’": "'", "‘": "'"})
_NON_WORD = re.compile(r"[^a-z0-9]+")
# the combining marks NFKD splits off European letters (a mark elsewhere becomes a space)
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+")
_ARTICLE = re.compile(r"^(the|der|die|das) ")


@lru_cache(maxsize=8192)
def normalize_name(name: str) -> str:
    """Fold case, diacritics, punctuation and a leading article.

    ``"The Rains of Castamere"`` and ``"rains of castamere"`` give the same key, as do
    ``"Zeit der Krähen"`` and ``"zeit der krahen"``; ``"Mirumoto's Fury"`` gives
    ``"mirumotos fury"``.

    Memoized: a decklist's line is looked up several times while it is read.
    """
    if name.isascii():
        text = name.lower()
    else:
        text = _COMBINING.sub("", unicodedata.normalize("NFKD", name.translate(_EXTRA))).lower()
    text = text.replace("'", "")
    text = _NON_WORD.sub(" ", text).strip()
    return _ARTICLE.sub("", text)
