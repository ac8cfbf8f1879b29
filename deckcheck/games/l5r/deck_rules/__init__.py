"""L5R's deck rules, the checks its formats run (formats.py lists them in order):
``construction`` (stronghold, role, provinces, deck sizes, the card pool, the clan) and
``legality`` (copies, influence and splash, the restricted and banned lists, releases)."""
