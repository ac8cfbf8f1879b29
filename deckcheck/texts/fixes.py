"""Fix suggestions (issue 19): the sentences that say which edits make a deck legal.

Fields: ``{count}`` (copies), ``{card}`` (the card's name in the language), ``{cost}``
(its printed cost, in the ``.cost`` variants), ``{value}`` (a faction, clan or race key),
``{removed}`` / ``{added}`` (copies), ``{reason}``.
"""
from __future__ import annotations

from deckcheck.messages import suggestion

TEXTS = (
    # -- fix suggestions (issue 19) ------------------------------------------------------------
    suggestion("FIX_REMOVE",
               en="cut {count} × {card}",
               de="{count} × {card} streichen",
               pl="usuń {count} × {card}"),
    suggestion("FIX_REMOVE.cost",
               en="cut {count} × {card} (cost {cost})",
               de="{count} × {card} streichen (Kosten {cost})",
               pl="usuń {count} × {card} (koszt {cost})"),
    suggestion("FIX_REMOVE.influence",
               en="cut {count} × {card} ({influence} influence each)",
               de="{count} × {card} streichen (je {influence} Einfluss)",
               pl="usuń {count} × {card} (po {influence} wpływu)"),
    suggestion("FIX_ADD",
               en="add {count} × {card}",
               de="{count} × {card} hinzufügen",
               pl="dodaj {count} × {card}"),
    suggestion("FIX_ADD.cost",
               en="add {count} × {card} (cost {cost})",
               de="{count} × {card} hinzufügen (Kosten {cost})",
               pl="dodaj {count} × {card} (koszt {cost})"),
    suggestion("FIX_SET",
               en="keep {count:plural:copy|copies} of {card}",
               de="von {card} nur {count:plural:Kopie|Kopien} behalten",
               pl="zostaw {count:plural:kopię|kopie|kopii} karty {card}"),
    suggestion("FIX_DECLARE.faction",
               en="name the deck's faction: {value}",
               de="die Fraktion des Decks angeben: {value}",
               pl="podaj frakcję talii: {value}"),
    suggestion("FIX_DECLARE.capital",
               en="name the deck's capital: {value}",
               de="die Hauptstadt des Decks angeben: {value}",
               pl="podaj stolicę talii: {value}"),
    suggestion("FIX_COST",
               en="{removed:plural:card|cards} out, {added:plural:card|cards} in",
               de="{removed:plural:Karte|Karten} raus, {added:plural:Karte|Karten} rein",
               pl="{removed:plural:karta|karty|kart} mniej, {added:plural:karta|karty|kart} więcej"),
    suggestion("FIX_NONE.none",
               en="No automatic fix: no small edit of the deck makes this violation go away "
                  "without causing another one.",
               de="Keine automatische Korrektur: Keine kleine Änderung des Decks behebt diesen "
                  "Verstoß, ohne einen anderen zu verursachen.",
               pl="Brak automatycznej poprawki: żadna mała zmiana talii nie usuwa tego "
                  "naruszenia, nie powodując innego."),
    suggestion("FIX_NONE.unread",
               en="No automatic fix: the line was not read, so it is not known which card was "
                  "meant; correct the line (see the suggestions for it).",
               de="Keine automatische Korrektur: Die Zeile wurde nicht gelesen, daher ist "
                  "unbekannt, welche Karte gemeint war; bitte die Zeile korrigieren (siehe die "
                  "Vorschläge dazu).",
               pl="Brak automatycznej poprawki: wiersz nie został odczytany, więc nie wiadomo, "
                  "o którą kartę chodziło; popraw wiersz (zobacz propozycje)."),
    suggestion("FIX_NONE.unknown",
               en="No automatic fix: no card has this id, so it is not known which card was "
                  "meant; correct the id.",
               de="Keine automatische Korrektur: Keine Karte hat diese ID, daher ist unbekannt, "
                  "welche Karte gemeint war; bitte die ID korrigieren.",
               pl="Brak automatycznej poprawki: żadna karta nie ma tego identyfikatora, więc "
                  "nie wiadomo, o którą kartę chodziło; popraw identyfikator."),
)
