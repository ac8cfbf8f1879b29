"""The pages' own words (labels, headings, buttons) in English, German and Polish.

Rule messages come translated from the code registry (deckcheck.rules.codes); this
table only holds the chrome around them. German and Polish follow the rules documents'
vocabulary (seeds 000-004: "Deckbau", "Liste eingeschränkter Karten", "talia",
"karty ograniczone/zakazane")."""
from __future__ import annotations

LANGS = ("en", "de", "pl")
LANG_NAMES = {"en": "English", "de": "Deutsch", "pl": "Polski"}

STRINGS: dict[str, dict[str, str]] = {
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
    # -- deck statistics and odds on the check page (issue 20, api/pages/stats.py) ---------------
    "stats_title": {"en": "Deck statistics", "de": "Deckstatistik", "pl": "Statystyki talii"},
    "stats_cost_curve": {"en": "Cost curve", "de": "Kostenkurve", "pl": "Krzywa kosztów"},
    "stats_cost": {"en": "Cost", "de": "Kosten", "pl": "Koszt"},
    "stats_copies": {"en": "Copies", "de": "Exemplare", "pl": "Egzemplarze"},
    "stats_no_cost": {"en": "no cost", "de": "ohne Kosten", "pl": "bez kosztu"},
    "stats_average": {"en": "Average cost: {avg}", "de": "Durchschnittliche Kosten: {avg}",
                      "pl": "Średni koszt: {avg}"},
    "stats_types": {"en": "Card types", "de": "Kartentypen", "pl": "Typy kart"},
    "stats_factions_agot": {"en": "Factions", "de": "Fraktionen", "pl": "Frakcje"},
    "stats_factions_l5r": {"en": "Clans", "de": "Klane", "pl": "Klany"},
    "stats_factions_whi": {"en": "Races", "de": "Völker", "pl": "Rasy"},
    "stats_figures": {"en": "At a glance", "de": "Auf einen Blick", "pl": "W skrócie"},
    "stats_characters": {"en": "Characters", "de": "Charaktere", "pl": "Postacie"},
    "stats_icons": {"en": "Characters with a challenge icon", "de": "Charaktere mit Herausforderungssymbol",
                    "pl": "Postacie z symbolem wyzwania"},
    "stats_military": {"en": "Military", "de": "Militär", "pl": "Militarne"},
    "stats_intrigue": {"en": "Intrigue", "de": "Intrige", "pl": "Intryga"},
    "stats_power": {"en": "Power", "de": "Macht", "pl": "Władza"},
    "stats_strength": {"en": "Total strength", "de": "Stärke insgesamt", "pl": "Łączna siła"},
    "stats_plots": {"en": "Plots on average", "de": "Strategiekarten im Durchschnitt",
                    "pl": "Karty intryg średnio"},
    "stats_income": {"en": "Gold", "de": "Gold", "pl": "Złoto"},
    "stats_initiative": {"en": "Initiative", "de": "Initiative", "pl": "Inicjatywa"},
    "stats_claim": {"en": "Claim", "de": "Schadenswert", "pl": "Łup"},
    "stats_reserve": {"en": "Reserve", "de": "Reservewert", "pl": "Rezerwa"},
    "stats_skills": {"en": "Skills of the characters (all copies)",
                     "de": "Fertigkeiten der Charaktere (alle Exemplare)",
                     "pl": "Umiejętności postaci (wszystkie egzemplarze)"},
    "stats_l5r_military": {"en": "Military", "de": "Militärisch", "pl": "Militarna"},
    "stats_l5r_political": {"en": "Political", "de": "Politisch", "pl": "Polityczna"},
    "stats_glory": {"en": "Glory", "de": "Ruhm", "pl": "Chwała"},
    "stats_units": {"en": "Units", "de": "Einheiten", "pl": "Jednostki"},
    "stats_loyalty": {"en": "Loyalty icons", "de": "Loyalitätssymbole", "pl": "Symbole lojalności"},
    "stats_power_icons": {"en": "Power icons", "de": "Machtsymbole", "pl": "Symbole mocy"},
    "stats_hit_points": {"en": "Hit points of the units", "de": "Lebenspunkte der Einheiten",
                         "pl": "Punkty wytrzymałości jednostek"},
    "odds_title": {"en": "Chance to have a card in hand", "de": "Chance, eine Karte auf der Hand zu haben",
                   "pl": "Szansa na kartę w ręce"},
    "odds_opening": {"en": "Opening hand", "de": "Starthand", "pl": "Ręka startowa"},
    "odds_with_mulligan": {"en": "with a mulligan", "de": "mit Mulligan", "pl": "z mulliganem"},
    "odds_round": {"en": "by round {n}", "de": "bis Runde {n}", "pl": "do rundy {n}"},
    "odds_turn": {"en": "by turn {n}", "de": "bis Zug {n}", "pl": "do tury {n}"},
    "odds_cards": {"en": "Cards", "de": "Karten", "pl": "Karty"},
    "odds_pick": {"en": "Pick a card", "de": "Karte wählen", "pl": "Wybierz kartę"},
    "odds_card": {"en": "{name} ({copies}×): {opening} in the opening hand, {last} {by}.",
                  "de": "{name} ({copies}×): {opening} in der Starthand, {last} {by}.",
                  "pl": "{name} ({copies}×): {opening} w ręce startowej, {last} {by}."},
    "odds_note_agot": {"en": "Exact odds of at least one copy among the cards seen: the 7-card setup hand, then "
                             "2 cards in each draw phase. Without a mulligan; the column \u201cwith a "
                             "mulligan\u201d redraws the whole hand once when the card is missing. Not "
                             "counted: the cards drawn back up to 7 after setup and card draw effects, so "
                             "the real chance is at least the figure shown.",
                       "de": "Exakte Chance auf mindestens ein Exemplar unter den gesehenen Karten: die "
                             "Aufbauhand mit 7 Karten, dann 2 Karten in jeder Ziehphase. Ohne Mulligan; die "
                             "Spalte \u201emit Mulligan\u201c zieht die ganze Hand einmal neu, wenn die Karte "
                             "fehlt. Nicht gezählt: das Nachziehen auf 7 nach dem Aufbau und Kartenziehen "
                             "durch Effekte; die wirkliche Chance ist also mindestens so hoch.",
                       "pl": "Dokładna szansa na co najmniej jeden egzemplarz wśród zobaczonych kart: ręka "
                             "7 kart przy przygotowaniu, potem 2 karty w każdej fazie dobierania. Bez "
                             "mulligana; kolumna \u201ez mulliganem\u201d raz dobiera całą rękę od nowa, gdy "
                             "karty brakuje. Nie liczymy dobierania do 7 po przygotowaniu ani dobierania "
                             "z efektów kart, więc prawdziwa szansa jest co najmniej taka."},
    "odds_note_l5r": {"en": "Exact odds of at least one copy among the cards seen: 4 conflict cards at setup, "
                            "then an honor bid of 2 each round (the draw phase draws the bid, 1 to 5); the "
                            "dynasty deck fills the 4 provinces at setup (later refills depend on what you "
                            "buy: not shown). Without a mulligan (L5R's mulligan keeps part of the hand); "
                            "card draw effects are not counted, so the real chance is at least the figure "
                            "shown.",
                      "de": "Exakte Chance auf mindestens ein Exemplar unter den gesehenen Karten: 4 "
                            "Konfliktkarten beim Spielaufbau, dann ein Ehrgebot von 2 in jeder Runde (die "
                            "Ziehphase zieht das Gebot, 1 bis 5); das Dynastiedeck füllt beim Aufbau die 4 "
                            "Provinzen (spätere Nachfüllungen hängen von deinen Käufen ab: nicht gezeigt). "
                            "Ohne Mulligan (der Mulligan in L5R behält einen Teil der Hand); Kartenziehen "
                            "durch Effekte ist nicht gezählt, die wirkliche Chance ist also mindestens so hoch.",
                      "pl": "Dokładna szansa na co najmniej jeden egzemplarz wśród zobaczonych kart: 4 karty "
                            "konfliktu przy przygotowaniu, potem zakład honoru 2 w każdej rundzie (faza "
                            "dobierania dobiera tyle, ile zakład, od 1 do 5); talia dynastii wypełnia 4 "
                            "prowincje przy przygotowaniu (późniejsze uzupełnienia zależą od zakupów: nie "
                            "pokazano). Bez mulligana (mulligan w L5R zostawia część ręki); dobierania "
                            "z efektów kart nie liczymy, więc prawdziwa szansa jest co najmniej taka."},
    "odds_note_whi": {"en": "Exact odds of at least one copy among the cards seen: a 7-card hand, then the "
                            "quest phase draws 1 card each turn (the capital's printed quest power; units "
                            "questing draw more: not counted). Without a mulligan; the column \u201cwith a "
                            "mulligan\u201d redraws the whole hand once when the card is missing. The real "
                            "chance is at least the figure shown.",
                      "de": "Exakte Chance auf mindestens ein Exemplar unter den gesehenen Karten: eine Hand "
                            "mit 7 Karten, dann zieht die Questphase 1 Karte pro Zug (die aufgedruckte "
                            "Macht der Questzone der Hauptstadt; questende Einheiten ziehen mehr: nicht "
                            "gezählt). Ohne Mulligan; die Spalte \u201emit Mulligan\u201c zieht die ganze Hand "
                            "einmal neu, wenn die Karte fehlt. Die wirkliche Chance ist mindestens so hoch.",
                      "pl": "Dokładna szansa na co najmniej jeden egzemplarz wśród zobaczonych kart: ręka 7 "
                            "kart, potem faza misji dobiera 1 kartę na turę (nadrukowana moc strefy misji "
                            "stolicy; jednostki na misji dobierają więcej: nie liczymy). Bez mulligana; "
                            "kolumna \u201ez mulliganem\u201d raz dobiera całą rękę od nowa, gdy karty "
                            "brakuje. Prawdziwa szansa jest co najmniej taka."},
    "odds_unknown": {"en": "Entries not recognised are left out of these figures.",
                     "de": "Nicht erkannte Einträge fehlen in diesen Zahlen.",
                     "pl": "Nierozpoznane pozycje pominięto w tych liczbach."},
    # -- fix suggestions (issue 19) --------------------------------------------------------------
    "fix_heading": {"en": "How to fix it", "de": "So wird es legal", "pl": "Jak to naprawić"},
    "fix_hint": {"en": "Each suggestion was checked: applied, it removes this problem without causing another.",
                 "de": "Jeder Vorschlag wurde geprüft: Angewendet behebt er dieses Problem, ohne ein anderes zu verursachen.",
                 "pl": "Każda propozycja została sprawdzona: po zastosowaniu usuwa ten problem, nie powodując innego."},
    "fix_show": {"en": "Show how to fix the decks that are not legal",
                 "de": "Zeigen, wie die nicht legalen Decks legal werden",
                 "pl": "Pokaż, jak naprawić nielegalne talie"},
    "fix_hide": {"en": "Hide the fix suggestions", "de": "Korrekturvorschläge ausblenden",
                 "pl": "Ukryj propozycje poprawek"},
    "fix_capped": {"en": "Fix suggestions are shown for up to {n} decks that are not legal (the first in the list).",
                   "de": "Korrekturvorschläge werden für bis zu {n} nicht legale Decks gezeigt (die ersten der Liste).",
                   "pl": "Propozycje poprawek są pokazane dla najwyżej {n} nielegalnych talii (pierwszych na liście)."},
    # -- the organizer's desk (issue 19: decks as read, deck-check sheets, picks, published decklists;
    #    api/pages/event_decks.py, templates event_decks.html, event_sheet.html, event_decklists.html)
    "decks_title": {"en": "Registered decks", "de": "Angemeldete Decks", "pl": "Zgłoszone talie"},
    "registered_decks": {"en": "Decks as read", "de": "Decks wie gelesen", "pl": "Talie w odczytanej postaci"},
    "desk_intro": {"en": "See every registered deck card by card, print the deck-check sheets, pick decks to "
                         "check and publish the decklists.",
                   "de": "Sieh dir jedes angemeldete Deck Karte für Karte an, drucke die Deckcheck-Bögen, lose "
                         "Decks für den Deckcheck aus und veröffentliche die Decklisten.",
                   "pl": "Zobacz każdą zgłoszoną talię karta po karcie, wydrukuj arkusze kontroli talii, "
                         "wylosuj talie do kontroli i opublikuj listy talii."},
    "capital": {"en": "Capital", "de": "Hauptstadt", "pl": "Stolica"},
    "cards_total": {"en": "Cards", "de": "Karten", "pl": "Karty"},
    "deck_code": {"en": "Deck code", "de": "Deck-Code", "pl": "Kod talii"},
    "deck_code_hint": {"en": "Show this code (or the QR code) at the deck check: it proves which list you "
                             "registered.",
                       "de": "Zeige diesen Code (oder den QR-Code) beim Deckcheck: Er belegt, welche Liste du "
                             "angemeldet hast.",
                       "pl": "Pokaż ten kod (lub kod QR) podczas kontroli talii: potwierdza, którą listę "
                             "zgłosiłeś."},
    "export_csv": {"en": "Decks as CSV", "de": "Decks als CSV", "pl": "Talie jako CSV"},
    "export_text": {"en": "Decks as text", "de": "Decks als Text", "pl": "Talie jako tekst"},
    "export_json": {"en": "Decks as JSON", "de": "Decks als JSON", "pl": "Talie jako JSON"},
    "written_as": {"en": "As the player wrote it", "de": "So hat es der Spieler geschrieben",
                   "pl": "Tak, jak zapisał gracz"},
    "written_in": {"en": "The player wrote this list in {language}; the player's names stand beside yours.",
                   "de": "Der Spieler hat diese Liste auf {language} geschrieben; seine Kartennamen stehen "
                         "neben deinen.",
                   "pl": "Gracz napisał tę listę w języku {language}; jego nazwy kart stoją obok twoich."},
    # the language in the sentence above (German "auf ...", Polish "w języku ..." takes the locative)
    "written_in_en": {"en": "English", "de": "Englisch", "pl": "angielskim"},
    "written_in_de": {"en": "German", "de": "Deutsch", "pl": "niemieckim"},
    "written_in_pl": {"en": "Polish", "de": "Polnisch", "pl": "polskim"},
    "sheet": {"en": "Deck-check sheet", "de": "Deckcheck-Bogen", "pl": "Arkusz kontroli talii"},
    "sheets_title": {"en": "Deck-check sheets", "de": "Deckcheck-Bögen", "pl": "Arkusze kontroli talii"},
    "print_all_sheets": {"en": "Print all deck-check sheets", "de": "Alle Deckcheck-Bögen drucken",
                         "pl": "Drukuj wszystkie arkusze kontroli"},
    "print": {"en": "Print", "de": "Drucken", "pl": "Drukuj"},
    "print_hint": {"en": "Each player's sheet prints on its own page. Sheets: {n}.",
                   "de": "Jeder Bogen wird auf eine eigene Seite gedruckt. Bögen: {n}.",
                   "pl": "Arkusz każdego gracza drukuje się na osobnej stronie. Arkusze: {n}."},
    "checked_by": {"en": "Checked by", "de": "Geprüft von", "pl": "Sprawdził(a)"},
    "round": {"en": "Round", "de": "Runde", "pl": "Runda"},
    "table": {"en": "Table", "de": "Tisch", "pl": "Stół"},
    "code_matches": {"en": "Deck code {code} is the code of this registered list.",
                     "de": "Der Deck-Code {code} gehört zu dieser angemeldeten Liste.",
                     "pl": "Kod talii {code} należy do tej zgłoszonej listy."},
    "code_differs": {"en": "Deck code {code} is NOT the code of this player's registered list: the list at "
                           "the table is another one.",
                     "de": "Der Deck-Code {code} gehört NICHT zur angemeldeten Liste dieses Spielers: Am Tisch "
                           "liegt eine andere Liste.",
                     "pl": "Kod talii {code} NIE należy do zgłoszonej listy tego gracza: lista przy stole jest "
                           "inna."},
    "pick_title": {"en": "Pick decks to check", "de": "Decks für den Deckcheck auslosen",
                   "pl": "Losowanie talii do kontroli"},
    "pick_intro": {"en": "Picks players at random for the deck check of a round. The seed and the result are "
                         "logged, so anyone can re-derive the pick.",
                   "de": "Lost Spieler für den Deckcheck einer Runde aus. Startwert und Ergebnis werden "
                         "protokolliert, sodass jeder die Auslosung nachrechnen kann.",
                   "pl": "Losuje graczy do kontroli talii w danej rundzie. Ziarno losowania i wynik są "
                         "zapisywane, więc każdy może odtworzyć losowanie."},
    "pick_n": {"en": "Number of players", "de": "Anzahl Spieler", "pl": "Liczba graczy"},
    "seed": {"en": "Seed", "de": "Startwert", "pl": "Ziarno losowania"},
    "seed_hint": {"en": "Optional: any text, e.g. the round's start time. Empty: a random seed is drawn and "
                        "stored.",
                  "de": "Optional: beliebiger Text, z. B. die Startzeit der Runde. Leer: Ein zufälliger "
                        "Startwert wird gezogen und gespeichert.",
                  "pl": "Opcjonalnie: dowolny tekst, np. godzina rozpoczęcia rundy. Puste: ziarno zostanie "
                        "wylosowane i zapisane."},
    "pick_button": {"en": "Pick", "de": "Auslosen", "pl": "Losuj"},
    "pick_numbers": {"en": "Enter a round from 1 to 99 and at least one player.",
                     "de": "Gib eine Runde von 1 bis 99 und mindestens einen Spieler an.",
                     "pl": "Podaj rundę od 1 do 99 i co najmniej jednego gracza."},
    "picked_players": {"en": "Picked", "de": "Ausgelost", "pl": "Wylosowani"},
    "picked_of": {"en": "{n} of {total}", "de": "{n} von {total}", "pl": "{n} z {total}"},
    "picked_by": {"en": "By, when", "de": "Von, wann", "pl": "Kto, kiedy"},
    "publish_title": {"en": "Publish the decklists", "de": "Decklisten veröffentlichen",
                      "pl": "Publikacja list talii"},
    "n_consenting": {"en": "Players who agreed to publication: {n} of {total}.",
                     "de": "Spieler, die der Veröffentlichung zugestimmt haben: {n} von {total}.",
                     "pl": "Gracze, którzy zgodzili się na publikację: {n} z {total}."},
    "publish_hint": {"en": "Everyone will see the lists of the players who agreed; the others are listed by "
                           "name only. This cannot be undone.",
                     "de": "Alle sehen dann die Listen der Spieler, die zugestimmt haben; die anderen stehen "
                           "nur mit Namen da. Das lässt sich nicht zurücknehmen.",
                     "pl": "Wszyscy zobaczą listy graczy, którzy się zgodzili; pozostali będą wymienieni tylko "
                           "z imienia. Tego nie można cofnąć."},
    "publish": {"en": "Publish", "de": "Veröffentlichen", "pl": "Opublikuj"},
    "published": {"en": "Published", "de": "Veröffentlicht", "pl": "Opublikowano"},
    "publish_after_lock": {"en": "The decklists can be published after the event is locked.",
                           "de": "Die Decklisten können veröffentlicht werden, sobald das Turnier gesperrt ist.",
                           "pl": "Listy talii można opublikować po zablokowaniu turnieju."},
    "public_decklists": {"en": "Published decklists", "de": "Veröffentlichte Decklisten",
                         "pl": "Opublikowane listy talii"},
    "not_published": {"en": "Decklist not published (the player did not agree).",
                      "de": "Deckliste nicht veröffentlicht (der Spieler hat nicht zugestimmt).",
                      "pl": "Lista nieopublikowana (gracz nie wyraził zgody)."},
    "publish_consent": {"en": "My decklist may be published after the event",
                        "de": "Meine Deckliste darf nach dem Turnier veröffentlicht werden",
                        "pl": "Moja lista talii może zostać opublikowana po turnieju"},
    "publication": {"en": "Publication", "de": "Veröffentlichung", "pl": "Publikacja"},
    "consent_yes": {"en": "Publication after the event: yes", "de": "Veröffentlichung nach dem Turnier: ja",
                    "pl": "Publikacja po turnieju: tak"},
    "consent_no": {"en": "Publication after the event: no", "de": "Veröffentlichung nach dem Turnier: nein",
                   "pl": "Publikacja po turnieju: nie"},
    # -- the goldfish page (api/pages/goldfish.py, goldfish_table.py) -------------------------------
    "nav_goldfish": {"en": "Goldfish", "de": "Goldfish", "pl": "Goldfish"},
    "gf_title": {"en": "Goldfish: play your deck alone", "de": "Goldfish: dein Deck allein spielen",
                 "pl": "Goldfish: zagraj talią w pojedynkę"},
    "gf_intro": {"en": "Paste a decklist and let the engine play it against a passive opponent: many games "
                       "for a report with numbers and plots, two decks compared on the same shuffles, or one "
                       "game step by step at the table.",
                 "de": "Füge eine Deckliste ein und lass die Engine sie gegen einen passiven Gegner spielen: "
                       "viele Partien für einen Bericht mit Zahlen und Grafiken, zwei Decks im Vergleich mit "
                       "denselben Mischungen oder eine Partie Schritt für Schritt am Tisch.",
                 "pl": "Wklej listę talii, a silnik rozegra nią partie przeciw biernemu przeciwnikowi: wiele "
                       "partii do raportu z liczbami i wykresami, dwie talie porównane na tych samych "
                       "tasowaniach albo jedną partię krok po kroku przy stole."},
    "gf_play_heading": {"en": "Play", "de": "Spielen", "pl": "Graj"},
    "gf_decklist_hint": {"en": "Any format the deck check reads: ThronesDB, FiveRingsDB, EmeraldDB, OCTGN, plain "
                               "text or deck JSON. Only legal decks are played.",
                         "de": "Jedes Format, das die Deckprüfung liest: ThronesDB, FiveRingsDB, EmeraldDB, "
                               "OCTGN, reiner Text oder Deck-JSON. Gespielt werden nur legale Decks.",
                         "pl": "Dowolny format, który czyta sprawdzanie talii: ThronesDB, FiveRingsDB, "
                               "EmeraldDB, OCTGN, zwykły tekst lub JSON talii. Rozgrywane są tylko legalne "
                               "talie."},
    "gf_games": {"en": "Games", "de": "Partien", "pl": "Partie"},
    "gf_games_hint": {"en": "Up to {max}; without JavaScript the server plays at most {n}.",
                      "de": "Bis zu {max}; ohne JavaScript spielt der Server höchstens {n}.",
                      "pl": "Do {max}; bez JavaScriptu serwer rozgrywa najwyżej {n}."},
    "gf_seed": {"en": "Seed", "de": "Startwert", "pl": "Ziarno"},
    "gf_seed_hint": {"en": "The same seed gives the same shuffles: game i uses seed + i.",
                     "de": "Derselbe Startwert ergibt dieselben Mischungen: Partie i nutzt Startwert + i.",
                     "pl": "To samo ziarno daje te same tasowania: partia i używa ziarna + i."},
    "gf_run_button": {"en": "Play games", "de": "Partien spielen", "pl": "Rozegraj partie"},
    "gf_table_button": {"en": "Play one game step by step", "de": "Eine Partie Schritt für Schritt spielen",
                        "pl": "Zagraj jedną partię krok po kroku"},
    "gf_starting": {"en": "Starting…", "de": "Wird gestartet…", "pl": "Uruchamianie…"},
    "gf_queued": {"en": "Waiting for a worker", "de": "Wartet auf einen Worker", "pl": "Oczekuje na wykonawcę"},
    "gf_running": {"en": "Playing", "de": "Wird gespielt", "pl": "Trwa rozgrywka"},
    "gf_finished": {"en": "Finished", "de": "Fertig", "pl": "Zakończono"},
    "gf_failed": {"en": "The run failed.", "de": "Der Lauf ist fehlgeschlagen.", "pl": "Seria gier nie powiodła się."},
    "gf_cancelled": {"en": "The run was cancelled.", "de": "Der Lauf wurde abgebrochen.",
                     "pl": "Seria gier została anulowana."},
    "gf_done_of": {"en": "games: {done} / {total}", "de": "Partien: {done} / {total}", "pl": "partie: {done} / {total}"},
    "gf_refresh_hint": {"en": "This page refreshes itself until the report is ready.",
                        "de": "Diese Seite lädt sich neu, bis der Bericht fertig ist.",
                        "pl": "Ta strona odświeża się, aż raport będzie gotowy."},
    "gf_result_hint": {"en": "The report opens on its own page, with a link you can share.",
                       "de": "Der Bericht öffnet sich auf einer eigenen Seite, mit einem Link zum Teilen.",
                       "pl": "Raport otworzy się na osobnej stronie, z linkiem do udostępnienia."},
    "gf_compare_heading": {"en": "Compare two decks", "de": "Zwei Decks vergleichen", "pl": "Porównaj dwie talie"},
    "gf_compare_intro": {"en": "Two decks, or two versions of one, play the same seeds (at most {n} games "
                               "each); the difference B − A is given per measure with its 95% interval.",
                         "de": "Zwei Decks oder zwei Versionen eines Decks spielen dieselben Startwerte "
                               "(höchstens {n} Partien je Deck); der Unterschied B − A steht je Messgröße mit "
                               "seinem 95-%-Intervall da.",
                         "pl": "Dwie talie albo dwie wersje jednej grają na tych samych ziarnach (najwyżej {n} "
                               "partii każda); różnica B − A jest podana dla każdej miary z 95-procentowym "
                               "przedziałem."},
    "gf_deck_a": {"en": "Deck A", "de": "Deck A", "pl": "Talia A"},
    "gf_deck_b": {"en": "Deck B", "de": "Deck B", "pl": "Talia B"},
    "gf_about_deck_a": {"en": "About deck A:", "de": "Zu Deck A:", "pl": "Dotyczy talii A:"},
    "gf_about_deck_b": {"en": "About deck B:", "de": "Zu Deck B:", "pl": "Dotyczy talii B:"},
    "gf_games_per_deck": {"en": "Games per deck", "de": "Partien je Deck", "pl": "Partie na talię"},
    "gf_compare_button": {"en": "Compare", "de": "Vergleichen", "pl": "Porównaj"},
    "gf_comparison": {"en": "Comparison", "de": "Vergleich", "pl": "Porównanie"},
    "gf_metric": {"en": "Measure", "de": "Messgröße", "pl": "Miara"},
    "gf_ci": {"en": "95% interval of B − A", "de": "95-%-Intervall von B − A", "pl": "95-procentowy przedział B − A"},
    "gf_clear": {"en": "clear difference", "de": "klarer Unterschied", "pl": "wyraźna różnica"},
    "gf_method": {"en": "How the decks are compared", "de": "Wie die Decks verglichen werden",
                  "pl": "Jak porównywane są talie"},
    "gf_engine_words": {"en": "The report's sentences and the engine's action names are in English.",
                        "de": "Die Sätze des Berichts und die Aktionsnamen der Engine sind auf Englisch.",
                        "pl": "Zdania raportu i nazwy akcji silnika są po angielsku."},
    "gf_report_title": {"en": "Goldfish report", "de": "Goldfish-Bericht", "pl": "Raport goldfish"},
    "gf_run_not_found": {"en": "There is no such goldfish report (it may have expired).",
                         "de": "Diesen Goldfish-Bericht gibt es nicht (er ist vielleicht abgelaufen).",
                         "pl": "Nie ma takiego raportu goldfish (mógł wygasnąć)."},
    "gf_share": {"en": "Link to this report", "de": "Link zu diesem Bericht", "pl": "Link do tego raportu"},
    "gf_share_col": {"en": "Share of games", "de": "Anteil der Partien", "pl": "Odsetek partii"},
    "gf_capped": {"en": "The form was sent without JavaScript, so the server played at most {n} games.",
                  "de": "Das Formular wurde ohne JavaScript gesendet, daher hat der Server höchstens {n} Partien "
                        "gespielt.",
                  "pl": "Formularz wysłano bez JavaScriptu, więc serwer rozegrał najwyżej {n} partii."},
    "gf_not_checked": {"en": "Legality not checked", "de": "Legalität nicht geprüft", "pl": "Legalność niesprawdzona"},
    "gf_in_words": {"en": "In words", "de": "In Worten", "pl": "Słowami"},
    "gf_key_cards": {"en": "Key cards", "de": "Schlüsselkarten", "pl": "Karty kluczowe"},
    "gf_notes": {"en": "Notes", "de": "Anmerkungen", "pl": "Uwagi"},
    "gf_coverage": {"en": "What the engine plays of this deck", "de": "Was die Engine von diesem Deck spielt",
                    "pl": "Co silnik rozgrywa z tej talii"},
    "gf_cov_unknown": {"en": "This report does not say which cards the engine models: any number here may leave "
                             "card abilities out.",
                       "de": "Dieser Bericht sagt nicht, welche Karten die Engine abbildet: Jede Zahl hier kann "
                             "Kartenfähigkeiten auslassen.",
                       "pl": "Ten raport nie mówi, które karty silnik odwzorowuje: każda liczba tutaj może "
                             "pomijać zdolności kart."},
    "gf_cov_not_modeled": {"en": "Cards with abilities not modeled: {n} of {total}",
                           "de": "Karten mit nicht abgebildeten Fähigkeiten: {n} von {total}",
                           "pl": "Karty z nieodwzorowanymi zdolnościami: {n} z {total}"},
    "gf_cov_modeled": {"en": "played as printed", "de": "wie gedruckt gespielt", "pl": "grane zgodnie z tekstem"},
    "gf_cov_inert": {"en": "nothing to do here", "de": "hier wirkungslos", "pl": "bez działania tutaj"},
    "gf_cov_missing": {"en": "not modeled", "de": "nicht abgebildet", "pl": "nieodwzorowane"},
    "gf_cov_missing_heading": {"en": "Abilities the engine does not play", "de": "Fähigkeiten, die die Engine nicht spielt",
                               "pl": "Zdolności, których silnik nie rozgrywa"},
    "gf_cov_inert_heading": {"en": "Abilities that do nothing against a passive opponent",
                             "de": "Fähigkeiten, die gegen einen passiven Gegner nichts bewirken",
                             "pl": "Zdolności bez działania przeciw biernemu przeciwnikowi"},
    "gf_lean_none": {"en": "Every ability counted", "de": "Alle Fähigkeiten berücksichtigt",
                     "pl": "Uwzględniono wszystkie zdolności"},
    "gf_lean_low": {"en": "The numbers lean low", "de": "Die Zahlen fallen eher zu niedrig aus",
                    "pl": "Liczby są raczej zaniżone"},
    "gf_lean_high": {"en": "The numbers lean high", "de": "Die Zahlen fallen eher zu hoch aus",
                     "pl": "Liczby są raczej zawyżone"},
    "gf_lean_both": {"en": "The numbers lean both ways", "de": "Die Zahlen weichen in beide Richtungen ab",
                     "pl": "Liczby odchylają się w obie strony"},
    "gf_lean_unknown": {"en": "Lean unknown", "de": "Abweichung unbekannt", "pl": "Odchylenie nieznane"},
    "gf_leans_helps": {"en": "would help", "de": "würde helfen", "pl": "pomogłaby"},
    "gf_leans_hurts": {"en": "would hurt", "de": "würde schaden", "pl": "zaszkodziłaby"},
    "gf_plots": {"en": "Plots and outcomes", "de": "Grafiken und Ergebnisse", "pl": "Wykresy i wyniki"},
    "gf_plot_alt": {"en": "Score by round and the round of the win, as a chart",
                    "de": "Punkte je Runde und die Runde des Siegs als Diagramm",
                    "pl": "Wynik w kolejnych rundach i runda zwycięstwa na wykresie"},
    "gf_outcomes": {"en": "Outcomes", "de": "Ergebnisse", "pl": "Wyniki"},
    "gf_outcome_win": {"en": "Won", "de": "Gewonnen", "pl": "Wygrana"},
    "gf_outcome_eliminated": {"en": "Lost", "de": "Verloren", "pl": "Przegrana"},
    "gf_outcome_timeout": {"en": "Out of time", "de": "Zeit abgelaufen", "pl": "Koniec czasu"},
    "gf_dist_win_round": {"en": "Round of the win", "de": "Runde des Siegs", "pl": "Runda zwycięstwa"},
    "gf_dist_win_turn": {"en": "Turn of the win", "de": "Zug des Siegs", "pl": "Tura zwycięstwa"},
    "gf_dist_stronghold_round": {"en": "Round the opponent's stronghold breaks",
                                 "de": "Runde, in der die Festung des Gegners fällt",
                                 "pl": "Runda, w której pada twierdza przeciwnika"},
    "gf_stat_mean": {"en": "mean", "de": "Mittel", "pl": "średnia"},
    "gf_stat_median": {"en": "median", "de": "Median", "pl": "mediana"},
    "gf_stat_min": {"en": "fastest", "de": "frühestens", "pl": "najwcześniej"},
    "gf_stat_max": {"en": "slowest", "de": "spätestens", "pl": "najpóźniej"},
    "gf_round": {"en": "Round", "de": "Runde", "pl": "Runda"},
    "gf_turn": {"en": "Turn", "de": "Zug", "pl": "Tura"},
    "gf_games_col": {"en": "Games", "de": "Partien", "pl": "Partie"},
    "gf_opening": {"en": "Opening hands and setup", "de": "Starthände und Aufbau", "pl": "Ręce startowe i przygotowanie"},
    "gf_measure": {"en": "Measure", "de": "Messgröße", "pl": "Miara"},
    "gf_mean": {"en": "Mean", "de": "Mittel", "pl": "Średnia"},
    "gf_median": {"en": "Median", "de": "Median", "pl": "Mediana"},
    "gf_range": {"en": "Range", "de": "Spanne", "pl": "Zakres"},
    "gf_common_setups": {"en": "Most common setups", "de": "Häufigste Aufbauten", "pl": "Najczęstsze przygotowania"},
    "gf_economy_round": {"en": "Economy by round", "de": "Wirtschaft je Runde", "pl": "Ekonomia w kolejnych rundach"},
    "gf_economy_turn": {"en": "Economy by turn", "de": "Wirtschaft je Zug", "pl": "Ekonomia w kolejnych turach"},
    "gf_key_cards_heading": {"en": "Key cards in play", "de": "Schlüsselkarten im Spiel", "pl": "Karty kluczowe w grze"},
    "gf_never": {"en": "Never", "de": "Nie", "pl": "Nigdy"},
    "gf_card_odds": {"en": "Card odds", "de": "Kartenchancen", "pl": "Szanse na karty"},
    "gf_odds_hint": {"en": "Share of games that had seen a copy by the end of each round or turn; below it the "
                           "exact chance of drawing one.",
                     "de": "Anteil der Partien, die bis zum Ende der Runde oder des Zugs ein Exemplar gesehen "
                           "hatten; darunter die genaue Chance, eines zu ziehen.",
                     "pl": "Odsetek partii, w których do końca rundy lub tury pojawił się egzemplarz; pod spodem "
                           "dokładna szansa na jego dobranie."},
    "gf_how": {"en": "How the games were played", "de": "Wie die Partien gespielt wurden",
               "pl": "Jak rozegrano partie"},
    "gf_opponent": {"en": "Opponent", "de": "Gegner", "pl": "Przeciwnik"},
    "gf_pilot": {"en": "Pilot", "de": "Pilot", "pl": "Pilot"},
    "gf_assumptions": {"en": "The pilot's choices", "de": "Die Entscheidungen des Piloten", "pl": "Wybory pilota"},
    # the table view
    "gf_table_title": {"en": "Goldfish table", "de": "Goldfish-Tisch", "pl": "Stół goldfish"},
    "gf_session_not_found": {"en": "There is no such game (it may have expired): start a new one.",
                             "de": "Diese Partie gibt es nicht (sie ist vielleicht abgelaufen): Starte eine neue.",
                             "pl": "Nie ma takiej partii (mogła wygasnąć): rozpocznij nową."},
    "gf_bad_action": {"en": "That button did not send an action; please choose again.",
                      "de": "Diese Schaltfläche hat keine Aktion gesendet; bitte wähle erneut.",
                      "pl": "Ten przycisk nie wysłał akcji; wybierz ponownie."},
    "gf_status": {"en": "Game status", "de": "Spielstand", "pl": "Stan gry"},
    "gf_phase": {"en": "Phase", "de": "Phase", "pl": "Faza"},
    "gf_power": {"en": "Power", "de": "Macht", "pl": "Władza"},
    "gf_gold": {"en": "Gold", "de": "Gold", "pl": "Złoto"},
    "gf_setup_gold": {"en": "Setup gold used", "de": "Aufbaugold ausgegeben", "pl": "Wydane złoto przygotowania"},
    "gf_reserve": {"en": "Reserve", "de": "Reserve", "pl": "Rezerwa"},
    "gf_initiative": {"en": "Initiative", "de": "Initiative", "pl": "Inicjatywa"},
    "gf_claim": {"en": "Claim", "de": "Anspruch", "pl": "Roszczenie"},
    "gf_honor": {"en": "Honor", "de": "Ehre", "pl": "Honor"},
    "gf_fate": {"en": "Fate", "de": "Schicksal", "pl": "Przeznaczenie"},
    "gf_bid": {"en": "Bid", "de": "Gebot", "pl": "Licytacja"},
    "gf_resources": {"en": "Resources", "de": "Ressourcen", "pl": "Zasoby"},
    "gf_broken": {"en": "broken", "de": "gebrochen", "pl": "przełamane"},
    "gf_burned": {"en": "burned", "de": "niedergebrannt", "pl": "spalone"},
    "gf_first_player": {"en": "First player", "de": "Startspieler", "pl": "Pierwszy gracz"},
    "gf_you": {"en": "You", "de": "Du", "pl": "Ty"},
    "gf_unscored": {"en": "A manual change was made: this game no longer counts for statistics.",
                    "de": "Es gab einen manuellen Eingriff: Diese Partie zählt nicht mehr für Statistiken.",
                    "pl": "Dokonano ręcznej zmiany: ta partia nie liczy się już do statystyk."},
    "gf_decide": {"en": "Your decision", "de": "Deine Entscheidung", "pl": "Twoja decyzja"},
    "gf_choose_cards": {"en": "Choose the cards", "de": "Wähle die Karten", "pl": "Wybierz karty"},
    "gf_confirm_choice": {"en": "Confirm the ticked cards", "de": "Angekreuzte Karten bestätigen",
                          "pl": "Zatwierdź zaznaczone karty"},
    "gf_no_actions": {"en": "Nothing to decide.", "de": "Nichts zu entscheiden.", "pl": "Nie ma nic do zdecydowania."},
    "gf_undo": {"en": "Undo the last decision", "de": "Letzte Entscheidung zurücknehmen", "pl": "Cofnij ostatnią decyzję"},
    "gf_decisions": {"en": "Decisions: {n}", "de": "Entscheidungen: {n}", "pl": "Decyzje: {n}"},
    "gf_board": {"en": "The table", "de": "Der Tisch", "pl": "Stół"},
    "gf_hand": {"en": "Hand", "de": "Hand", "pl": "Ręka"},
    "gf_none": {"en": "none", "de": "keine", "pl": "brak"},
    "gf_plot": {"en": "Plot", "de": "Strategiekarte", "pl": "Intryga"},
    "gf_plot_deck": {"en": "Plot deck", "de": "Strategiestapel", "pl": "Talia intryg"},
    "gf_used_plots": {"en": "Used plots", "de": "Benutzte Strategiekarten", "pl": "Zużyte intrygi"},
    "gf_characters": {"en": "Characters", "de": "Charaktere", "pl": "Postacie"},
    "gf_locations": {"en": "Locations", "de": "Orte", "pl": "Lokacje"},
    "gf_challenges_left": {"en": "Challenges left", "de": "Verbleibende Herausforderungen", "pl": "Pozostałe wyzwania"},
    "gf_draw_deck": {"en": "Draw deck", "de": "Nachziehstapel", "pl": "Talia dobierania"},
    "gf_discard": {"en": "Discard pile", "de": "Ablagestapel", "pl": "Stos kart odrzuconych"},
    "gf_dead": {"en": "Dead pile", "de": "Totenstapel", "pl": "Stos martwych"},
    "gf_knelt": {"en": "knelt", "de": "gekniet", "pl": "uklęknięta"},
    "gf_bowed": {"en": "bowed", "de": "verbeugt", "pl": "pokłoniona"},
    "gf_corrupted": {"en": "corrupted", "de": "verderbt", "pl": "spaczona"},
    "gf_attacking": {"en": "attacking", "de": "greift an", "pl": "atakuje"},
    "gf_str": {"en": "STR", "de": "STÄ", "pl": "SIŁ"},
    "gf_mil": {"en": "Military", "de": "Militärisch", "pl": "Militarna"},
    "gf_pol": {"en": "Political", "de": "Politisch", "pl": "Polityczna"},
    "gf_glory": {"en": "Glory", "de": "Ruhm", "pl": "Chwała"},
    "gf_hp": {"en": "Hit points", "de": "Trefferpunkte", "pl": "Wytrzymałość"},
    "gf_tokens": {"en": "Resource tokens", "de": "Ressourcenmarker", "pl": "Żetony zasobów"},
    "gf_attached": {"en": "Attached", "de": "Verstärkungen", "pl": "Dołączone"},
    "gf_attached_to": {"en": "Attached to", "de": "Angehängt an", "pl": "Dołączona do"},
    "gf_duplicates": {"en": "Duplicates", "de": "Duplikate", "pl": "Duplikaty"},
    "gf_card_not_modeled": {"en": "ability not modeled", "de": "Fähigkeit nicht abgebildet",
                            "pl": "zdolność nieodwzorowana"},
    "gf_provinces": {"en": "Provinces", "de": "Provinzen", "pl": "Prowincje"},
    "gf_province": {"en": "Province", "de": "Provinz", "pl": "Prowincja"},
    "gf_stronghold": {"en": "Stronghold", "de": "Festung", "pl": "Twierdza"},
    "gf_strength": {"en": "strength", "de": "Stärke", "pl": "siła"},
    "gf_face_down": {"en": "+{n} face down", "de": "+{n} verdeckt", "pl": "+{n} zakryte"},
    "gf_rings": {"en": "Rings", "de": "Ringe", "pl": "Pierścienie"},
    "gf_conflict": {"en": "Conflict", "de": "Konflikt", "pl": "Konflikt"},
    "gf_opponent_provinces": {"en": "The opponent's provinces", "de": "Provinzen des Gegners",
                              "pl": "Prowincje przeciwnika"},
    "gf_dynasty_deck": {"en": "Dynasty deck", "de": "Dynastiedeck", "pl": "Talia dynastii"},
    "gf_conflict_deck": {"en": "Conflict deck", "de": "Konfliktdeck", "pl": "Talia konfliktu"},
    "gf_legend": {"en": "Legend", "de": "Legende", "pl": "Legenda"},
    "gf_capital": {"en": "Your capital", "de": "Deine Hauptstadt", "pl": "Twoja stolica"},
    "gf_opponent_capital": {"en": "The opponent's capital", "de": "Hauptstadt des Gegners",
                            "pl": "Stolica przeciwnika"},
    "gf_zone_kingdom": {"en": "Kingdom", "de": "Königreich", "pl": "Królestwo"},
    "gf_zone_quest": {"en": "Quest", "de": "Quest", "pl": "Misja"},
    "gf_zone_battlefield": {"en": "Battlefield", "de": "Schlachtfeld", "pl": "Pole bitwy"},
    "gf_damage": {"en": "damage", "de": "Schaden", "pl": "obrażenia"},
    "gf_developments": {"en": "developments", "de": "Entwicklungen", "pl": "rozwinięcia"},
    "gf_log": {"en": "The game so far", "de": "Die Partie bisher", "pl": "Dotychczasowy przebieg partii"},
    "gf_list_fixed": {"en": "The line now names that card, and the list is legal: choose how to play it.",
                      "de": "Die Zeile nennt jetzt diese Karte, und die Liste ist legal: Wähle, wie du sie spielst.",
                      "pl": "Wiersz wskazuje teraz tę kartę, a lista jest legalna: wybierz, jak nią zagrać."},
    "gf_log_cut": {"en": "Earlier lines not shown: {n}", "de": "Frühere Zeilen nicht gezeigt: {n}",
                   "pl": "Wcześniejsze wiersze niepokazane: {n}"},
    # -- issue 19: changes after registration (api/pages/event_changes.py) and the legality
    #    timeline on the check page (api/pages/check.py)
    "chg_title": {"en": "Changes after registration", "de": "Änderungen nach der Anmeldung",
                  "pl": "Zmiany po rejestracji"},
    "chg_intro": {"en": "Reopen a registration after the lock, give the event its own list, and see what a "
                        "list change would do before applying it. Every change is recorded in the audit trail.",
                  "de": "Öffne eine Anmeldung nach der Sperre wieder, gib dem Turnier eine eigene Liste und "
                        "sieh dir an, was eine Listenänderung bewirken würde, bevor du sie anwendest. Jede "
                        "Änderung steht im Änderungsprotokoll.",
                  "pl": "Otwórz ponownie zgłoszenie po zablokowaniu, nadaj turniejowi własną listę i sprawdź, "
                        "co zmieniłaby nowa lista, zanim ją zastosujesz. Każda zmiana trafia do dziennika zmian."},
    "manage_changes": {"en": "Reopen registrations, event lists, audit trail",
                       "de": "Anmeldungen wieder öffnen, Turnierlisten, Änderungsprotokoll",
                       "pl": "Ponowne otwarcie zgłoszeń, listy turnieju, dziennik zmian"},
    "reopen_title": {"en": "Reopen registrations", "de": "Anmeldungen wieder öffnen",
                     "pl": "Ponowne otwarcie zgłoszeń"},
    "reopen_hint": {"en": "The player can then register a new version of the list with the player token. "
                          "New players still cannot register.",
                    "de": "Der Spieler kann dann mit seinem Spieler-Token eine neue Version der Liste "
                          "anmelden. Neue Spieler können sich weiterhin nicht anmelden.",
                    "pl": "Gracz może wtedy zgłosić nową wersję listy za pomocą tokenu gracza. Nowi gracze "
                          "nadal nie mogą się zgłosić."},
    "reopen_who": {"en": "Registration", "de": "Anmeldung", "pl": "Zgłoszenie"},
    "reopen_all": {"en": "All registered players", "de": "Alle angemeldeten Spieler",
                   "pl": "Wszyscy zgłoszeni gracze"},
    "reopen_until": {"en": "Open until", "de": "Offen bis", "pl": "Otwarte do"},
    "reason": {"en": "Reason", "de": "Grund", "pl": "Powód"},
    "reopen_button": {"en": "Reopen", "de": "Wieder öffnen", "pl": "Otwórz ponownie"},
    "reopened_until": {"en": "Reopened until {until}", "de": "Wieder geöffnet bis {until}",
                       "pl": "Ponownie otwarte do {until}"},
    "upload_title": {"en": "The event's own list", "de": "Eigene Liste des Turniers", "pl": "Własna lista turnieju"},
    "upload_hint": {"en": "One list version in the YAML shape of the official lists (code, format, name, issuer, "
                          "effective, source, restricted, banned, pods). Once applied it replaces the official "
                          "list for this event, so copy the official version and add your house bans. "
                          "Uploading changes nothing yet.",
                    "de": "Eine Listenversion im YAML-Aufbau der offiziellen Listen (code, format, name, issuer, "
                          "effective, source, restricted, banned, pods). Angewendet ersetzt sie für dieses "
                          "Turnier die offizielle Liste: Kopiere also die offizielle Version und ergänze eure "
                          "Hausverbote. Das Hochladen allein ändert noch nichts.",
                    "pl": "Jedna wersja listy w układzie YAML list oficjalnych (code, format, name, issuer, "
                          "effective, source, restricted, banned, pods). Po zastosowaniu zastępuje w tym "
                          "turnieju listę oficjalną, więc skopiuj wersję oficjalną i dopisz własne zakazy. "
                          "Samo przesłanie niczego jeszcze nie zmienia."},
    "list_yaml": {"en": "List (YAML)", "de": "Liste (YAML)", "pl": "Lista (YAML)"},
    "upload_button": {"en": "Upload and check", "de": "Hochladen und prüfen", "pl": "Prześlij i sprawdź"},
    "list_file_empty": {"en": "Paste a list version first.", "de": "Füge zuerst eine Listenversion ein.",
                        "pl": "Najpierw wklej wersję listy."},
    "uploads_title": {"en": "Uploaded lists", "de": "Hochgeladene Listen", "pl": "Przesłane listy"},
    "no_uploads": {"en": "No list uploaded yet.", "de": "Noch keine Liste hochgeladen.",
                   "pl": "Nie przesłano jeszcze żadnej listy."},
    "uploaded": {"en": "Uploaded", "de": "Hochgeladen", "pl": "Przesłano"},
    "applied": {"en": "Applied", "de": "Angewendet", "pl": "Zastosowana"},
    "not_applied": {"en": "Not applied", "de": "Nicht angewendet", "pl": "Niezastosowana"},
    "list_in_use": {"en": "List in use", "de": "Verwendete Liste", "pl": "Używana lista"},
    "official_in_force": {"en": "The official list in force on the event's date",
                          "de": "Die am Turnierdatum gültige offizielle Liste",
                          "pl": "Lista oficjalna obowiązująca w dniu turnieju"},
    "whatif_title": {"en": "What if the list changes", "de": "Was wäre, wenn sich die Liste ändert",
                     "pl": "Co jeśli lista się zmieni"},
    "whatif_hint": {"en": "Checks every registered deck against another list version and shows who becomes "
                          "illegal or legal, and why. Nothing is stored until you apply it.",
                    "de": "Prüft jedes angemeldete Deck gegen eine andere Listenversion und zeigt, wer dadurch "
                          "illegal oder legal wird und warum. Gespeichert wird erst, wenn du sie anwendest.",
                    "pl": "Sprawdza każdą zgłoszoną talię według innej wersji listy i pokazuje, kto staje się "
                          "nielegalny lub legalny i dlaczego. Nic nie zostaje zapisane, dopóki jej nie "
                          "zastosujesz."},
    "official_lists": {"en": "Official versions", "de": "Offizielle Versionen", "pl": "Wersje oficjalne"},
    "event_lists": {"en": "Uploaded for this event", "de": "Für dieses Turnier hochgeladen",
                    "pl": "Przesłane dla tego turnieju"},
    "whatif_button": {"en": "Check every deck", "de": "Alle Decks prüfen", "pl": "Sprawdź wszystkie talie"},
    "audit_title": {"en": "Audit trail", "de": "Änderungsprotokoll", "pl": "Dziennik zmian"},
    "no_audit": {"en": "No change recorded yet.", "de": "Noch keine Änderung aufgezeichnet.",
                 "pl": "Nie zapisano jeszcze żadnej zmiany."},
    "when": {"en": "When", "de": "Wann", "pl": "Kiedy"},
    "who": {"en": "Who", "de": "Wer", "pl": "Kto"},
    "what": {"en": "What", "de": "Was", "pl": "Co"},
    "as_player": {"en": "{name} (player)", "de": "{name} (Spieler)", "pl": "{name} (gracz)"},
    "old_new_hash": {"en": "Old → new SHA-256", "de": "Alter → neuer SHA-256", "pl": "Stary → nowy SHA-256"},
    "act_reopened": {"en": "Registration reopened", "de": "Anmeldung wieder geöffnet",
                     "pl": "Zgłoszenie ponownie otwarte"},
    "act_reopened_all": {"en": "All registrations reopened", "de": "Alle Anmeldungen wieder geöffnet",
                         "pl": "Wszystkie zgłoszenia ponownie otwarte"},
    "act_resubmitted": {"en": "New list after the lock", "de": "Neue Liste nach der Sperre",
                        "pl": "Nowa lista po zablokowaniu"},
    "act_list_uploaded": {"en": "List uploaded", "de": "Liste hochgeladen", "pl": "Lista przesłana"},
    "act_list_applied": {"en": "List applied", "de": "Liste angewendet", "pl": "Lista zastosowana"},
    "act_verdict_changed": {"en": "Verdict changed by a new list", "de": "Ergebnis durch eine neue Liste geändert",
                            "pl": "Werdykt zmieniony przez nową listę"},
    "lc_title": {"en": "What if the list is {name}", "de": "Was wäre mit der Liste {name}",
                 "pl": "Co jeśli obowiązuje lista {name}"},
    "lc_nothing_stored": {"en": "Nothing has been stored: the players' verdicts stay as they are until you apply "
                                "this list.",
                          "de": "Es wurde nichts gespeichert: Die Ergebnisse der Spieler bleiben, wie sie sind, "
                                "bis du diese Liste anwendest.",
                          "pl": "Nic nie zostało zapisane: werdykty graczy pozostają bez zmian, dopóki nie "
                                "zastosujesz tej listy."},
    "lc_applied": {"en": "Applied: the new verdicts and the event's list are stored and recorded in the audit "
                         "trail.",
                   "de": "Angewendet: Die neuen Ergebnisse und die Liste des Turniers sind gespeichert und im "
                         "Änderungsprotokoll vermerkt.",
                   "pl": "Zastosowano: nowe werdykty i lista turnieju zostały zapisane i odnotowane w "
                         "dzienniku zmian."},
    "becomes_illegal": {"en": "Becomes illegal", "de": "Wird illegal", "pl": "Staje się nielegalna"},
    "becomes_legal": {"en": "Becomes legal", "de": "Wird legal", "pl": "Staje się legalna"},
    "stays_legal": {"en": "Stays legal", "de": "Bleibt legal", "pl": "Pozostaje legalna"},
    "stays_illegal": {"en": "Stays illegal", "de": "Bleibt illegal", "pl": "Pozostaje nielegalna"},
    "stored_verdict": {"en": "Stored", "de": "Gespeichert", "pl": "Zapisany"},
    "with_this_list": {"en": "With this list", "de": "Mit dieser Liste", "pl": "Z tą listą"},
    "lc_new": {"en": "New violations", "de": "Neue Verstöße", "pl": "Nowe naruszenia"},
    "lc_resolved": {"en": "No longer violated", "de": "Nicht mehr verletzt", "pl": "Już nienaruszone"},
    "lc_apply": {"en": "Apply this list", "de": "Diese Liste anwenden", "pl": "Zastosuj tę listę"},
    "lc_apply_hint": {"en": "Stores these verdicts and makes this list the event's list.",
                      "de": "Speichert diese Ergebnisse und macht diese Liste zur Liste des Turniers.",
                      "pl": "Zapisuje te werdykty i ustanawia tę listę listą turnieju."},
    "reopened_note": {"en": "Registration is closed. A player whose registration the organizer reopened can "
                            "still register a new version with the player token.",
                      "de": "Die Anmeldung ist geschlossen. Wessen Anmeldung der Veranstalter wieder geöffnet "
                            "hat, kann mit dem Spieler-Token noch eine neue Version anmelden.",
                      "pl": "Rejestracja jest zamknięta. Gracz, którego zgłoszenie organizator otworzył "
                            "ponownie, może jeszcze zgłosić nową wersję za pomocą tokenu gracza."},
    "your_changes": {"en": "Changes after the lock", "de": "Änderungen nach der Sperre",
                     "pl": "Zmiany po zablokowaniu"},
    "tl_title": {"en": "Legality over time", "de": "Legalität im Lauf der Zeit", "pl": "Legalność w czasie"},
    "tl_hint": {"en": "The deck under every version of the list, each checked on its last day.",
                "de": "Das Deck unter jeder Version der Liste, jeweils an ihrem letzten Tag geprüft.",
                "pl": "Talia według każdej wersji listy, sprawdzana w ostatnim dniu jej obowiązywania."},
    "tl_no_list": {"en": "Before the first list", "de": "Vor der ersten Liste", "pl": "Przed pierwszą listą"},
    "tl_since": {"en": "from {date}", "de": "ab {date}", "pl": "od {date}"},
    "tl_now": {"en": "in force", "de": "gültig", "pl": "obowiązuje"},
    "st_none": {"en": "not listed", "de": "nicht gelistet", "pl": "poza listą"},
    "list_template": {"en": "Start from the list in use", "de": "Mit der verwendeten Liste beginnen",
                      "pl": "Zacznij od używanej listy"},
    "tl_more": {"en": "Further cards: {n}", "de": "Weitere Karten: {n}", "pl": "Pozostałe karty: {n}"},
}

# card types of the three games' data, for the filters and card pages
TYPES: dict[str, dict[str, str]] = {
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


def translate(key: str, lang: str, **fields: object) -> str:
    """The string ``key`` in ``lang`` (English when missing), with ``{fields}`` filled."""
    entry = STRINGS.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry["en"]
    return text.format(**fields) if fields else text


def type_name(card_type: str | None, lang: str) -> str:
    if not card_type:
        return ""
    entry = TYPES.get(card_type)
    return (entry.get(lang) or entry["en"]) if entry else card_type.replace("_", " ").capitalize()


def label(value: str | None) -> str:
    """A data code as a label: ``dark_elf`` -> ``Dark elf``, ``thenightswatch`` stays readable."""
    if not value:
        return ""
    special = {"thenightswatch": "The Night's Watch", "high_elf": "High Elf", "dark_elf": "Dark Elf"}
    return special.get(value, value.replace("_", " ").replace("-", " ").title())
