"""Decklist formats: the canonical JSON deck and the outside formats people export."""
