"""The pages' own words (labels, headings, buttons) in English, German and Polish.

Rule messages come translated from the code registry (deckcheck.rules.codes); this
table only holds the chrome around them. German and Polish follow the rules documents'
vocabulary (seeds 000-004: "Deckbau", "Liste eingeschränkter Karten", "talia",
"karty ograniczone/zakazane").

Only the English is here: ``STRINGS`` key -> English template (``{n:plural:card|cards}``
after a number); German and Polish are in the gettext catalogues
``api/locale/<lang>/LC_MESSAGES/pages.po`` (``msgctxt`` = the key; card types
``type:<type>``), see ``docs/translating.md``. An entry still written the old way
(``{"en": ..., "de": ..., "pl": ...}``) works until ``python -m tools.i18n import-legacy``
moves its German and Polish into the catalogues."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

from deckcheck.translations import Catalogues, Plural

LANGS = ("en", "de", "pl")
LANG_NAMES = {"en": "English", "de": "Deutsch", "pl": "Polski"}

STRINGS: dict[str, str | dict[str, str]] = {
    # navigation and page chrome
    "site": {"en": "deckcheck", "de": "deckcheck", "pl": "deckcheck"},
    "tagline": {"en": "Deck legality for Living Card Games",
                "de": "Deckprüfung für Living Card Games",
                "pl": "Sprawdzanie legalności talii do gier typu Living Card Game"},
    "skip": {"en": "Skip to content", "de": "Zum Inhalt springen", "pl": "Przejdź do treści"},
    "nav_check": {"en": "Check a deck", "de": "Deck prüfen", "pl": "Sprawdź talię"},
    "nav_cards": {"en": "Cards", "de": "Karten", "pl": "Karty"},
    "nav_lists": {"en": "Lists", "de": "Listen", "pl": "Listy"},
    "nav_events": {"en": "Events", "de": "Turniere", "pl": "Turnieje"},
    "nav_api": {"en": "API", "de": "API", "pl": "API"},
    "language": {"en": "Language", "de": "Sprache", "pl": "Język"},
    "main_nav": {"en": "Main navigation", "de": "Hauptnavigation", "pl": "Nawigacja główna"},
    "error": {"en": "Error", "de": "Fehler", "pl": "Błąd"},
    "not_found": {"en": "Not found", "de": "Nicht gefunden", "pl": "Nie znaleziono"},
    "back": {"en": "Back", "de": "Zurück", "pl": "Wstecz"},
    # games
    "game": {"en": "Game", "de": "Spiel", "pl": "Gra"},
    "game_auto": {"en": "Detect from the list", "de": "Aus der Liste erkennen", "pl": "Rozpoznaj z listy"},
    "all_games": {"en": "All games", "de": "Alle Spiele", "pl": "Wszystkie gry"},
    # check page
    "check_title": {"en": "Check a deck", "de": "Deck prüfen", "pl": "Sprawdź talię"},
    "check_intro": {"en": "Paste the list exported from your deckbuilder (ThronesDB, FiveRingsDB, EmeraldDB, "
                          "OCTGN or plain text) or a canonical deck JSON.",
                    "de": "Füge die aus deinem Deckbauer exportierte Liste ein (ThronesDB, FiveRingsDB, "
                          "EmeraldDB, OCTGN oder reiner Text) oder ein kanonisches Deck-JSON.",
                    "pl": "Wklej listę wyeksportowaną z kreatora talii (ThronesDB, FiveRingsDB, EmeraldDB, "
                          "OCTGN lub zwykły tekst) albo kanoniczny JSON talii."},
    "decklist": {"en": "Decklist", "de": "Deckliste", "pl": "Lista talii"},
    "format": {"en": "Format", "de": "Format", "pl": "Format"},
    "format_default": {"en": "Default of the game", "de": "Standard des Spiels", "pl": "Domyślny dla gry"},
    "as_of": {"en": "Tournament date", "de": "Turnierdatum", "pl": "Data turnieju"},
    "as_of_hint": {"en": "Rules and lists in force on this day (empty: today).",
                   "de": "Regeln und Listen, die an diesem Tag gelten (leer: heute).",
                   "pl": "Zasady i listy obowiązujące tego dnia (puste: dzisiaj)."},
    "list_version": {"en": "List version", "de": "Listenversion", "pl": "Wersja listy"},
    "list_auto": {"en": "The one in force on the date", "de": "Die am Datum gültige",
                  "pl": "Obowiązująca w dniu turnieju"},
    "check_button": {"en": "Check deck", "de": "Deck prüfen", "pl": "Sprawdź talię"},
    "live_hint": {"en": "The verdict updates while you type.", "de": "Das Ergebnis wird beim Tippen aktualisiert.",
                  "pl": "Wynik odświeża się podczas pisania."},
    "checking": {"en": "Checking…", "de": "Wird geprüft…", "pl": "Sprawdzanie…"},
    "result": {"en": "Result", "de": "Ergebnis", "pl": "Wynik"},
    "legal": {"en": "Legal deck", "de": "Legales Deck", "pl": "Talia legalna"},
    "illegal": {"en": "Not legal", "de": "Nicht legal", "pl": "Talia nielegalna"},
    "n_violations": {"en": "Violations: {n}", "de": "Verstöße: {n}", "pl": "Naruszenia: {n}"},
    "violations": {"en": "Violations", "de": "Verstöße", "pl": "Naruszenia"},
    "warnings": {"en": "Warnings", "de": "Warnungen", "pl": "Ostrzeżenia"},
    "expected": {"en": "expected", "de": "erwartet", "pl": "oczekiwano"},
    "actual": {"en": "actual", "de": "tatsächlich", "pl": "jest"},
    "cards_involved": {"en": "Cards", "de": "Karten", "pl": "Karty"},
    "lists_used": {"en": "List version used", "de": "Verwendete Listenversion", "pl": "Użyta wersja listy"},
    "no_list": {"en": "No restricted/banned list applies.", "de": "Es gilt keine Liste eingeschränkter oder "
                "verbotener Karten.", "pl": "Nie obowiązuje żadna lista kart ograniczonych ani zakazanych."},
    "rules_version": {"en": "Rules version", "de": "Regelversion", "pl": "Wersja zasad"},
    "counts": {"en": "Sections", "de": "Deckteile", "pl": "Części talii"},
    "parse_problems": {"en": "Lines not understood", "de": "Nicht verstandene Zeilen",
                       "pl": "Niezrozumiane wiersze"},
    "parse_note": {"en": "These lines were not read, so the deck cannot be judged legal until they are "
                         "corrected.",
                   "de": "Diese Zeilen wurden nicht gelesen; solange sie nicht korrigiert sind, kann das "
                         "Deck nicht als legal beurteilt werden.",
                   "pl": "Tych wierszy nie odczytano, więc dopóki nie zostaną poprawione, talii nie można "
                         "uznać za legalną."},
    # lines not read, corrections, the deck as read
    "unread_one": {"en": "One line of this list was not read, so the deck cannot be judged legal.",
                   "de": "Eine Zeile dieser Liste wurde nicht gelesen, daher kann das Deck nicht als legal "
                         "beurteilt werden.",
                   "pl": "Nie odczytano jednego wiersza tej listy, dlatego talii nie można uznać za "
                         "legalną."},
    "unread_many": {"en": "{n} lines of this list were not read, so the deck cannot be judged legal.",
                    "de": "{n} Zeilen dieser Liste wurden nicht gelesen, daher kann das Deck nicht als legal "
                          "beurteilt werden.",
                    "pl": "Nie odczytano {n} wierszy tej listy, dlatego talii nie można uznać za legalną."},
    "unread_hint": {"en": "Pick the card you meant below, or correct the line in the list.",
                    "de": "Wähle unten die gemeinte Karte oder korrigiere die Zeile in der Liste.",
                    "pl": "Wybierz poniżej kartę, o którą chodziło, albo popraw wiersz na liście."},
    "deck_as_read": {"en": "The deck as read", "de": "Das Deck, wie es gelesen wurde",
                     "pl": "Talia tak, jak ją odczytano"},
    "no_heading": {"en": "Before the first heading", "de": "Vor der ersten Überschrift",
                   "pl": "Przed pierwszym nagłówkiem"},
    "cards_read": {"en": "Cards read: {n}", "de": "Gelesene Karten: {n}", "pl": "Odczytane karty: {n}"},
    "copies": {"en": "Copies", "de": "Anzahl", "pl": "Liczba"},
    "card": {"en": "Card", "de": "Karte", "pl": "Karta"},
    "not_read": {"en": "not read", "de": "nicht gelesen", "pl": "nie odczytano"},
    "corrected": {"en": "corrected", "de": "korrigiert", "pl": "poprawiono"},
    "you_wrote": {"en": "you wrote “{text}”", "de": "du hast „{text}“ geschrieben", "pl": "wpisano „{text}”"},
    "read_as": {"en": "read as", "de": "gelesen als", "pl": "odczytano jako"},
    "corrections": {"en": "Corrected lines", "de": "Korrigierte Zeilen", "pl": "Poprawione wiersze"},
    "corrections_note": {"en": "These lines named no card exactly; each was read as the one card that came "
                               "far closest. Check that it is the card you meant.",
                         "de": "Diese Zeilen nannten keine Karte genau; jede wurde als die eine Karte gelesen, "
                               "die weit am nächsten kam. Prüfe, ob es die gemeinte Karte ist.",
                         "pl": "Te wiersze nie podawały dokładnie nazwy żadnej karty; każdy odczytano jako "
                               "kartę zdecydowanie najbardziej podobną. Sprawdź, czy to ta karta, o którą "
                               "chodziło."},
    "use_card": {"en": "Use this card", "de": "Diese Karte verwenden", "pl": "Użyj tej karty"},
    # the button's accessible name: its visible words first (WCAG 2.5.3), then which card and line
    "use_card_for": {"en": "Use this card: {name} ({pack}), line {line}",
                     "de": "Diese Karte verwenden: {name} ({pack}), Zeile {line}",
                     "pl": "Użyj tej karty: {name} ({pack}), wiersz {line}"},
    "no_candidates": {"en": "No card comes close: correct the line in the list.",
                      "de": "Keine Karte kommt nahe: Korrigiere die Zeile in der Liste.",
                      "pl": "Żadna karta nie jest podobna: popraw wiersz na liście."},
    "line": {"en": "Line", "de": "Zeile", "pl": "Wiersz"},
    "did_you_mean": {"en": "Did you mean", "de": "Meintest du", "pl": "Czy chodziło o"},
    "empty_list": {"en": "Paste a decklist first.", "de": "Füge zuerst eine Deckliste ein.",
                   "pl": "Najpierw wklej listę talii."},
    # sections of the verdict's counts
    "sec_agenda": {"en": "Agenda", "de": "Agenda", "pl": "Agenda"},
    "sec_plot": {"en": "Plot deck", "de": "Strategiestapel", "pl": "Talia intryg"},
    "sec_draw": {"en": "Draw deck", "de": "Nachziehstapel", "pl": "Talia dobierania"},
    "sec_stronghold": {"en": "Stronghold", "de": "Festung", "pl": "Twierdza"},
    "sec_role": {"en": "Role", "de": "Rolle", "pl": "Rola"},
    "sec_provinces": {"en": "Provinces", "de": "Provinzen", "pl": "Prowincje"},
    "sec_dynasty": {"en": "Dynasty deck", "de": "Dynastiedeck", "pl": "Talia dynastii"},
    "sec_conflict": {"en": "Conflict deck", "de": "Konfliktdeck", "pl": "Talia konfliktu"},
    "sec_influence_spent": {"en": "Influence spent", "de": "Eingesetzter Einfluss", "pl": "Wydane wpływy"},
    "sec_influence_budget": {"en": "Influence available", "de": "Verfügbarer Einfluss",
                             "pl": "Dostępne wpływy"},
    "sec_deck": {"en": "Deck", "de": "Deck", "pl": "Talia"},
    "sec_order": {"en": "Order cards", "de": "Karten der Ordnung", "pl": "Karty Porządku"},
    "sec_destruction": {"en": "Destruction cards", "de": "Karten der Zerstörung", "pl": "Karty Zniszczenia"},
    "sec_neutral": {"en": "Neutral cards", "de": "Neutrale Karten", "pl": "Karty neutralne"},
    # cards
    "cards_title": {"en": "Cards", "de": "Karten", "pl": "Karty"},
    "search": {"en": "Search", "de": "Suchen", "pl": "Szukaj"},
    "name_any_lang": {"en": "Name (any language)", "de": "Name (in jeder Sprache)",
                      "pl": "Nazwa (w dowolnym języku)"},
    "type": {"en": "Type", "de": "Typ", "pl": "Typ"},
    "faction": {"en": "Faction / clan / race", "de": "Fraktion / Klan / Volk", "pl": "Frakcja / klan / rasa"},
    "pack": {"en": "Pack", "de": "Erweiterung", "pl": "Dodatek"},
    "any": {"en": "Any", "de": "Alle", "pl": "Dowolny"},
    "no_results": {"en": "No cards found.", "de": "Keine Karten gefunden.", "pl": "Nie znaleziono kart."},
    "n_results": {"en": "{n} cards", "de": "{n} Karten", "pl": "Liczba kart: {n}"},
    "page_n": {"en": "Page {page} of {pages}", "de": "Seite {page} von {pages}", "pl": "Strona {page} z {pages}"},
    "prev": {"en": "Previous", "de": "Zurück", "pl": "Poprzednia"},
    "next": {"en": "Next", "de": "Weiter", "pl": "Następna"},
    "name": {"en": "Name", "de": "Name", "pl": "Nazwa"},
    "cost": {"en": "Cost", "de": "Kosten", "pl": "Koszt"},
    "released": {"en": "Released", "de": "Erschienen", "pl": "Wydana"},
    "card_data": {"en": "Card data", "de": "Kartendaten", "pl": "Dane karty"},
    "text": {"en": "Text", "de": "Text", "pl": "Tekst"},
    "traits": {"en": "Traits", "de": "Merkmale", "pl": "Cechy"},
    "deck_limit": {"en": "Deck limit", "de": "Deckbegrenzung", "pl": "Limit w talii"},
    "unique": {"en": "Unique", "de": "Einzigartig", "pl": "Unikalna"},
    "yes": {"en": "yes", "de": "ja", "pl": "tak"},
    "no": {"en": "no", "de": "nein", "pl": "nie"},
    "names_other": {"en": "Names in other languages", "de": "Namen in anderen Sprachen",
                    "pl": "Nazwy w innych językach"},
    "source": {"en": "Source", "de": "Quelle", "pl": "Źródło"},
    "printings": {"en": "Printings", "de": "Drucke", "pl": "Wydania"},
    "errata": {"en": "Errata", "de": "Errata", "pl": "Erraty"},
    "no_errata": {"en": "No errata.", "de": "Keine Errata.", "pl": "Brak errat."},
    "rulings": {"en": "Rulings", "de": "Regelentscheidungen", "pl": "Rozstrzygnięcia"},
    "field": {"en": "Field", "de": "Feld", "pl": "Pole"},
    "old_value": {"en": "Printed", "de": "Gedruckt", "pl": "Wydrukowano"},
    "new_value": {"en": "Now", "de": "Jetzt", "pl": "Obecnie"},
    "status_over_time": {"en": "Restricted/banned status over time",
                         "de": "Eingeschränkt/verboten im Lauf der Zeit",
                         "pl": "Status ograniczenia/zakazu w czasie"},
    "effective": {"en": "Effective", "de": "Gültig ab", "pl": "Obowiązuje od"},
    "status": {"en": "Status", "de": "Status", "pl": "Status"},
    "st_legal": {"en": "legal", "de": "erlaubt", "pl": "dozwolona"},
    "st_restricted": {"en": "restricted", "de": "eingeschränkt", "pl": "ograniczona"},
    "st_banned": {"en": "banned", "de": "verboten", "pl": "zakazana"},
    "st_banned_printing": {"en": "banned printing", "de": "verbotener Druck", "pl": "zakazane wydanie"},
    "st_pod": {"en": "in a pod", "de": "in einem Pod", "pl": "w podzie"},
    "quantity": {"en": "Copies in the pack", "de": "Exemplare in der Packung", "pl": "Egzemplarze w dodatku"},
    "position": {"en": "Number", "de": "Nummer", "pl": "Numer"},
    "card_not_found": {"en": "There is no such card.", "de": "Diese Karte gibt es nicht.",
                       "pl": "Nie ma takiej karty."},
    # lists
    "lists_title": {"en": "Restricted and banned lists", "de": "Listen eingeschränkter und verbotener Karten",
                    "pl": "Listy kart ograniczonych i zakazanych"},
    "list_family": {"en": "Format", "de": "Format", "pl": "Format"},
    "issuer": {"en": "Issuer", "de": "Herausgeber", "pl": "Wydawca"},
    "in_force": {"en": "in force today", "de": "heute gültig", "pl": "obowiązuje dziś"},
    "restricted_cards": {"en": "Restricted", "de": "Eingeschränkt", "pl": "Ograniczone"},
    "banned_cards": {"en": "Banned", "de": "Verboten", "pl": "Zakazane"},
    "pods": {"en": "Pods", "de": "Pods", "pl": "Pody"},
    "banned_printings": {"en": "Banned printings", "de": "Verbotene Drucke", "pl": "Zakazane wydania"},
    "card_set": {"en": "Card pool", "de": "Kartenpool", "pl": "Pula kart"},
    "show_cards": {"en": "Show the cards", "de": "Karten anzeigen", "pl": "Pokaż karty"},
    "pod_with": {"en": "with {card} none of", "de": "mit {card} keine von", "pl": "z {card} żadna z"},
    "pod_one_of": {"en": "at most one of", "de": "höchstens eine von", "pl": "najwyżej jedna z"},
    "all_cards": {"en": "every card, banned printings included", "de": "alle Karten, auch verbotene Drucke",
                  "pl": "wszystkie karty, także zakazane wydania"},
    "no_lists": {"en": "No list versions.", "de": "Keine Listenversionen.", "pl": "Brak wersji list."},
    # events
    "events_title": {"en": "Events", "de": "Turniere", "pl": "Turnieje"},
    "organizer_login": {"en": "Organizer sign-in", "de": "Anmeldung für Turnierleiter",
                        "pl": "Logowanie organizatora"},
    "api_key": {"en": "API key", "de": "API-Schlüssel", "pl": "Klucz API"},
    "api_key_hint": {"en": "Created on the server with 'deckcheck apikey create'. The server checks it "
                           "once and keeps it neither in a cookie nor in a URL.",
                     "de": "Wird auf dem Server mit 'deckcheck apikey create' erzeugt. Der Server prüft "
                           "ihn einmal und hält ihn weder in einem Cookie noch in einer URL.",
                     "pl": "Tworzony na serwerze poleceniem 'deckcheck apikey create'. Serwer sprawdza go "
                           "raz i nie przechowuje go ani w ciasteczku, ani w adresie URL."},
    "sign_in": {"en": "Sign in", "de": "Anmelden", "pl": "Zaloguj"},
    "sign_out": {"en": "Sign out", "de": "Abmelden", "pl": "Wyloguj"},
    "signed_in_as": {"en": "Signed in with key “{name}”", "de": "Angemeldet mit Schlüssel „{name}“",
                     "pl": "Zalogowano kluczem „{name}”"},
    "bad_key": {"en": "This API key is not valid (unknown or revoked).",
                "de": "Dieser API-Schlüssel ist ungültig (unbekannt oder widerrufen).",
                "pl": "Ten klucz API jest nieprawidłowy (nieznany lub unieważniony)."},
    "your_events": {"en": "Your events", "de": "Deine Turniere", "pl": "Twoje turnieje"},
    "no_events": {"en": "No events yet.", "de": "Noch keine Turniere.", "pl": "Brak turniejów."},
    "create_event": {"en": "Create an event", "de": "Turnier anlegen", "pl": "Utwórz turniej"},
    "event_name": {"en": "Event name", "de": "Name des Turniers", "pl": "Nazwa turnieju"},
    "deadline": {"en": "Registration deadline", "de": "Anmeldeschluss", "pl": "Termin rejestracji"},
    "timezone": {"en": "Time zone", "de": "Zeitzone", "pl": "Strefa czasowa"},
    "as_of_event_hint": {"en": "Empty: the deadline's day.", "de": "Leer: der Tag des Anmeldeschlusses.",
                         "pl": "Puste: dzień terminu rejestracji."},
    "create": {"en": "Create", "de": "Anlegen", "pl": "Utwórz"},
    # strict reading of an event's decklists (names not corrected)
    "strict_label": {"en": "Read decklists strictly", "de": "Decklisten streng lesen",
                     "pl": "Odczytuj listy talii ściśle"},
    "strict_hint": {"en": "A misspelled card name is never read as the card it is close to; such a line makes "
                          "the deck not legal.",
                    "de": "Ein falsch geschriebener Kartenname wird nie als die Karte gelesen, der er ähnelt; "
                          "eine solche Zeile macht das Deck nicht legal.",
                    "pl": "Błędnie zapisana nazwa karty nigdy nie jest odczytywana jako karta, do której jest "
                          "podobna; taki wiersz sprawia, że talia nie jest legalna."},
    "card_names": {"en": "Card names", "de": "Kartennamen", "pl": "Nazwy kart"},
    "reads_strictly": {"en": "Read strictly: a misspelled card name is not corrected, and the deck is not legal "
                             "until the line is fixed.",
                       "de": "Streng gelesen: Ein falsch geschriebener Kartenname wird nicht korrigiert, und das "
                             "Deck ist nicht legal, bis die Zeile berichtigt ist.",
                       "pl": "Odczyt ścisły: błędnie zapisana nazwa karty nie jest poprawiana, a talia nie jest "
                             "legalna, dopóki wiersz nie zostanie poprawiony."},
    "reads_leniently": {"en": "A misspelled name that is plainly one card is read as that card and shown as a "
                              "correction.",
                        "de": "Ein falsch geschriebener Name, der eindeutig eine Karte meint, wird als diese Karte "
                              "gelesen und als Korrektur angezeigt.",
                        "pl": "Błędnie zapisana nazwa, która wyraźnie wskazuje jedną kartę, jest odczytywana jako "
                              "ta karta i pokazywana jako poprawka."},
    "n_corrected": {"en": "Names corrected: {n}", "de": "Korrigierte Namen: {n}", "pl": "Poprawione nazwy: {n}"},
    "open_event": {"en": "Open an event by number", "de": "Turnier über die Nummer öffnen",
                   "pl": "Otwórz turniej po numerze"},
    "event_number": {"en": "Event number", "de": "Turniernummer", "pl": "Numer turnieju"},
    "go": {"en": "Open", "de": "Öffnen", "pl": "Otwórz"},
    "event": {"en": "Event", "de": "Turnier", "pl": "Turniej"},
    "players": {"en": "Players", "de": "Spieler", "pl": "Gracze"},
    "player": {"en": "Player", "de": "Spieler", "pl": "Gracz"},
    "open": {"en": "open for registration", "de": "Anmeldung offen", "pl": "rejestracja otwarta"},
    "closed": {"en": "closed", "de": "geschlossen", "pl": "zamknięta"},
    "locked_at": {"en": "Locked at", "de": "Gesperrt am", "pl": "Zablokowano"},
    "lock": {"en": "Lock the event", "de": "Turnier sperren", "pl": "Zablokuj turniej"},
    "lock_confirm": {"en": "No decklist can be registered or replaced after locking.",
                     "de": "Nach dem Sperren kann keine Deckliste mehr registriert oder ersetzt werden.",
                     "pl": "Po zablokowaniu nie można zgłosić ani wymienić żadnej listy talii."},
    "download_csv": {"en": "Download the CSV report", "de": "CSV-Bericht herunterladen",
                     "pl": "Pobierz raport CSV"},
    "valid": {"en": "valid", "de": "gültig", "pl": "poprawna"},
    "invalid": {"en": "invalid", "de": "ungültig", "pl": "niepoprawna"},
    "n_valid": {"en": "{valid} valid, {invalid} invalid", "de": "{valid} gültig, {invalid} ungültig",
                "pl": "poprawne: {valid}, niepoprawne: {invalid}"},
    "no_players": {"en": "No player has registered yet.", "de": "Noch hat sich kein Spieler angemeldet.",
                   "pl": "Nikt jeszcze się nie zarejestrował."},
    "version": {"en": "Version", "de": "Version", "pl": "Wersja"},
    "registered_at": {"en": "Registered at", "de": "Registriert am", "pl": "Zgłoszono"},
    "player_link": {"en": "Link for players", "de": "Link für Spieler", "pl": "Link dla graczy"},
    "not_owner": {"en": "Sign in with the organizer's key to see the registrations.",
                  "de": "Melde dich mit dem Schlüssel des Turnierleiters an, um die Anmeldungen zu sehen.",
                  "pl": "Zaloguj się kluczem organizatora, aby zobaczyć zgłoszenia."},
    "submit_title": {"en": "Register your decklist", "de": "Deckliste anmelden", "pl": "Zgłoś swoją listę talii"},
    "player_name": {"en": "Your name", "de": "Dein Name", "pl": "Twoje imię i nazwisko"},
    "player_token": {"en": "Player token", "de": "Spieler-Token", "pl": "Token gracza"},
    "token_hint": {"en": "Only to replace a list you registered before.",
                   "de": "Nur zum Ersetzen einer früher angemeldeten Liste.",
                   "pl": "Tylko do wymiany wcześniej zgłoszonej listy."},
    "register": {"en": "Register", "de": "Anmelden", "pl": "Zgłoś"},
    "registered": {"en": "Your decklist is registered.", "de": "Deine Deckliste ist angemeldet.",
                   "pl": "Twoja lista talii została zgłoszona."},
    "keep_token": {"en": "Keep this token: it is shown only now and you need it to see or replace your list.",
                   "de": "Bewahre dieses Token auf: Es wird nur jetzt angezeigt, und du brauchst es, um "
                         "deine Liste anzusehen oder zu ersetzen.",
                   "pl": "Zachowaj ten token: jest pokazywany tylko teraz i będzie potrzebny, aby zobaczyć "
                         "lub wymienić listę."},
    "sha256": {"en": "SHA-256 of the canonical deck", "de": "SHA-256 des kanonischen Decks",
               "pl": "SHA-256 kanonicznej talii"},
    "event_closed": {"en": "This event no longer takes decklists.",
                     "de": "Dieses Turnier nimmt keine Decklisten mehr an.",
                     "pl": "Ten turniej nie przyjmuje już list talii."},
    "token_needed": {"en": "This player already registered a list: enter the player token to replace it.",
                     "de": "Dieser Spieler hat bereits eine Liste angemeldet: Gib das Spieler-Token ein, "
                           "um sie zu ersetzen.",
                     "pl": "Ten gracz zgłosił już listę: podaj token gracza, aby ją wymienić."},
    "bad_token": {"en": "The token does not belong to this player and event.",
                  "de": "Das Token gehört nicht zu diesem Spieler und Turnier.",
                  "pl": "Token nie należy do tego gracza i turnieju."},
    "my_registration": {"en": "See my registration", "de": "Meine Anmeldung ansehen",
                        "pl": "Zobacz moje zgłoszenie"},
    "show": {"en": "Show", "de": "Anzeigen", "pl": "Pokaż"},
    "history": {"en": "History", "de": "Verlauf", "pl": "Historia"},
    "not_registered": {"en": "No decklist is registered under this name.",
                       "de": "Unter diesem Namen ist keine Deckliste angemeldet.",
                       "pl": "Pod tym imieniem nie zgłoszono żadnej listy."},
    "blank_name": {"en": "Enter a name.", "de": "Gib einen Namen ein.", "pl": "Podaj imię."},
    "bad_form": {"en": "The form expired; please send it again.",
                 "de": "Das Formular ist abgelaufen; bitte sende es erneut.",
                 "pl": "Formularz wygasł; wyślij go ponownie."},
    "event_not_found": {"en": "There is no such event.", "de": "Dieses Turnier gibt es nicht.",
                        "pl": "Nie ma takiego turnieju."},
}

# card types of the three games' data, for the filters and card pages
TYPES: dict[str, str | dict[str, str]] = {
    "agenda": {"en": "Agenda", "de": "Agenda", "pl": "Agenda"},
    "attachment": {"en": "Attachment", "de": "Verstärkung", "pl": "Dodatek"},
    "character": {"en": "Character", "de": "Charakter", "pl": "Postać"},
    "event": {"en": "Event", "de": "Ereignis", "pl": "Wydarzenie"},
    "location": {"en": "Location", "de": "Ort", "pl": "Lokacja"},
    "plot": {"en": "Plot", "de": "Strategiekarte", "pl": "Intryga"},
    "title": {"en": "Title", "de": "Titel", "pl": "Tytuł"},
    "holding": {"en": "Holding", "de": "Besitztum", "pl": "Posiadłość"},
    "province": {"en": "Province", "de": "Provinz", "pl": "Prowincja"},
    "role": {"en": "Role", "de": "Rolle", "pl": "Rola"},
    "stronghold": {"en": "Stronghold", "de": "Festung", "pl": "Twierdza"},
    "treaty": {"en": "Treaty", "de": "Vertrag", "pl": "Traktat"},
    "warlord": {"en": "Warlord", "de": "Kriegsherr", "pl": "Wódz"},
    "unit": {"en": "Unit", "de": "Einheit", "pl": "Jednostka"},
    "support": {"en": "Support", "de": "Unterstützung", "pl": "Wsparcie"},
    "tactic": {"en": "Tactic", "de": "Taktik", "pl": "Taktyka"},
    "quest": {"en": "Quest", "de": "Quest", "pl": "Misja"},
    "legend": {"en": "Legend", "de": "Legende", "pl": "Legenda"},
    "draft": {"en": "Draft", "de": "Draft", "pl": "Draft"},
    "fulcrum": {"en": "Fulcrum", "de": "Drehpunkt", "pl": "Punkt zwrotny"},
}


CATALOGUES = Catalogues(Path(__file__).resolve().parent.parent / "locale", "pages")
TYPE_CONTEXT = "type:"
_TABLES: dict[str, tuple[int, dict[str, str | Plural]]] = {}


def english(entry: str | dict[str, str]) -> str:
    return entry if isinstance(entry, str) else entry["en"]


def inline(entry: str | dict[str, str], lang: str) -> str | None:
    """A German / Polish text still written in the code (before ``import-legacy``)."""
    return None if isinstance(entry, str) else entry.get(lang)


def entries() -> Iterator[tuple[str, str | dict[str, str]]]:
    """(catalogue context, entry) of every page string and card type."""
    yield from STRINGS.items()
    for key, entry in TYPES.items():
        yield TYPE_CONTEXT + key, entry


def _table(lang: str) -> dict[str, str | Plural]:
    """Every string in ``lang``, compiled once (again when strings were added)."""
    size = len(STRINGS) + len(TYPES)
    cached = _TABLES.get(lang)
    if cached is None or cached[0] != size:
        table = {ctx: CATALOGUES.compile(lang, ctx, english(e), inline(e, lang)) for ctx, e in entries()}
        cached = _TABLES[lang] = (size, table)
    return cached[1]


def _render(template: str | Plural, fields: dict[str, object]) -> str:
    if isinstance(template, Plural):
        template = template.form(fields)
    return template.format(**fields) if fields else template


def translate(key: str, lang: str, **fields: object) -> str:
    """The string ``key`` in ``lang`` (English when missing), with ``{fields}`` filled."""
    template = _table(lang if lang in LANGS else "en").get(key)
    if template is None:
        return key
    return _render(template, fields)


def type_name(card_type: str | None, lang: str) -> str:
    if not card_type:
        return ""
    template = _table(lang if lang in LANGS else "en").get(TYPE_CONTEXT + card_type)
    return _render(template, {}) if template is not None else card_type.replace("_", " ").capitalize()


def type_names(lang: str) -> dict[str, str]:
    return {key: type_name(key, lang) for key in TYPES}


def label(value: str | None) -> str:
    """A data code as a label: ``dark_elf`` -> ``Dark elf``, ``thenightswatch`` stays readable."""
    if not value:
        return ""
    special = {"thenightswatch": "The Night's Watch", "high_elf": "High Elf", "dark_elf": "Dark Elf"}
    return special.get(value, value.replace("_", " ").replace("-", " ").title())
