"""Name normalization shared by the pool, the importers and the decklist parsers."""
from __future__ import annotations

import re
import unicodedata

_EXTRA = str.maketrans({"ß": "ss", "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "æ": "ae",
                        "œ": "oe", "đ": "d", "ı": "i", "’": "'", "‘": "'"})
_NON_WORD = re.compile(r"[^a-z0-9]+")
_ARTICLE = re.compile(r"^(the|der|die|das) ")


def normalize_name(name: str) -> str:
    """Fold case, diacritics, punctuation and a leading article.

    ``"The Rains of Castamere"`` and ``"rains of castamere"`` give the same key, as do
    ``"Zeit der Krähen"`` and ``"zeit der krahen"``; ``"Mirumoto's Fury"`` gives
    ``"mirumotos fury"``.
    """
    text = unicodedata.normalize("NFKD", name.translate(_EXTRA))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = text.replace("'", "")
    text = _NON_WORD.sub(" ", text).strip()
    return _ARTICLE.sub("", text)
