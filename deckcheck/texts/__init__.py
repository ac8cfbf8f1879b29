"""The texts of every error and parse problem, in English (German and Polish: the catalogues
``deckcheck/locale/<lang>/LC_MESSAGES/messages.po``, see ``docs/translating.md``).

Violation texts belong to the games (``deckcheck/games/<game>/codes.py`` and
``deckcheck/rules/common_codes.py``); everything else a person reads is here, one
module per area. ``deckcheck.messages.load_texts`` registers them the first time an
error or a problem is rendered.

Wording: German follows the German rules documents (seed 000/001/003/004: Deck,
Deckliste, Karte, Fraktion, Klan, Rasse, Hauptstadt, Strategiestapel, Nachziehstapel)
and the pages' German (Turnier, Anmeldeschluss, anmelden); Polish follows seed 002 and
the Polish editions (talia, lista talii, karta, frakcja, klan, rasa, stolica, talia
intryg, talia dobierania; turniej, termin rejestracji, zgłoszenie). Names of fields,
parameters and commands ('cards', 'game', 'deckcheck db sync') stay as they are.
"""
from __future__ import annotations

from deckcheck.texts import decklists, decks_io, fixes, goldfish, service, validation

ALL = (*decklists.TEXTS, *validation.TEXTS, *goldfish.TEXTS, *service.TEXTS,
       *fixes.TEXTS,   # fix suggestions (issue 19)
       *decks_io.TEXTS)   # exports in the peers' formats, import by link (issue 38)
