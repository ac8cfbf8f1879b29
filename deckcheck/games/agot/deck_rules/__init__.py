"""AGoT's deck rules, the checks its formats run (formats.py lists them in order):
``construction`` (faction, agendas, plot and draw deck, copies, out-of-faction cards),
``agenda_texts`` (what the agendas' own texts ask of a deck) and ``legality`` (format-only
cards, release dates, the restricted and banned lists, pods)."""
