"""Goldfish games (ActionError): actions, states, engines and the session service.

German uses the words of seed 001 (Strategiekarte, Strategiestapel, Nachziehstapel,
Agenda, Charakter, Macht, Aufbau); Polish the Polish edition's (intryga, talia intryg,
talia dobierania, agenda, postać, władza). "Goldfish" stays as the players say it.

Fields: ``{kind}`` (an action kind), ``{pending}`` (what the game waits for),
``{outcome}``, ``{field}``, ``{fields}``, ``{op}``, ``{ids}``, ``{limit}``, ``{game}``,
``{error}`` (Python's English explanation), ``{maximum}``, ``{pilot}``, ``{name}`` (a key
card as given), ``{game_a}`` / ``{game_b}`` (the games of two compared decks).
"""
from __future__ import annotations

from deckcheck.messages import error

TEXTS = (
    # -- actions --------------------------------------------------------------------------------------
    error("INVALID_ACTION.length",
          en="A logged action has the wrong length.",
          de="Eine protokollierte Aktion hat die falsche Länge.",
          pl="Zapisana akcja ma niewłaściwą długość."),
    error("INVALID_ACTION.object",
          en="An action must be a JSON object with a 'kind'.",
          de="Eine Aktion muss ein JSON-Objekt mit 'kind' sein.",
          pl="Akcja musi być obiektem JSON z polem 'kind'."),
    error("INVALID_ACTION.kind",
          en="The action needs a 'kind' (a short string).",
          de="Die Aktion braucht ein 'kind' (eine kurze Zeichenkette).",
          pl="Akcja wymaga pola 'kind' (krótkiego ciągu znaków)."),
    error("INVALID_ACTION.number",
          en="The action's '{field}' must be a whole number.",
          de="'{field}' der Aktion muss eine ganze Zahl sein.",
          pl="Pole '{field}' akcji musi być liczbą całkowitą."),
    error("INVALID_ACTION.option",
          en="The action's 'option' must be a short string.",
          de="'option' der Aktion muss eine kurze Zeichenkette sein.",
          pl="Pole 'option' akcji musi być krótkim ciągiem znaków."),
    error("INVALID_ACTION.cards",
          en="The action's 'cards' must be a list of different card numbers (at most {maximum}).",
          de="'cards' der Aktion muss eine Liste verschiedener Kartennummern sein (höchstens {maximum}).",
          pl="Pole 'cards' akcji musi być listą różnych numerów kart (najwyżej {maximum})."),
    error("INVALID_ACTION.fields",
          en="Unknown action fields: {fields}.",
          de="Unbekannte Felder der Aktion: {fields}.",
          pl="Nieznane pola akcji: {fields}."),
    error("ILLEGAL_ACTION",
          en="{kind!r} is not a legal action now (waiting for: {pending}).",
          de="„{kind}“ ist jetzt keine erlaubte Aktion (erwartet wird: {pending}).",
          pl="„{kind}” nie jest teraz dozwoloną akcją (oczekiwane: {pending})."),
    error("GAME_OVER",
          en="The game is over ({outcome}).",
          de="Die Partie ist vorbei ({outcome}).",
          pl="Partia się zakończyła ({outcome})."),
    error("MANUAL_UNSUPPORTED",
          en="This game has no manual operations.",
          de="Dieses Spiel kennt keine manuellen Eingriffe.",
          pl="Ta gra nie ma operacji ręcznych."),
    error("UNKNOWN_MANUAL_OP",
          en="Unknown manual operation {op!r}.",
          de="Unbekannter manueller Eingriff „{op}“.",
          pl="Nieznana operacja ręczna „{op}”."),
    error("INVALID_CARD.needed",
          en="The manual operation needs a card of this deck.",
          de="Der manuelle Eingriff braucht eine Karte dieses Decks.",
          pl="Operacja ręczna wymaga karty z tej talii."),
    error("INVALID_CARD.plot",
          en="Plots and agendas cannot be moved by hand.",
          de="Strategie- und Agendakarten können nicht von Hand bewegt werden.",
          pl="Intryg i agend nie można przenosić ręcznie."),
    error("INVALID_CARD.setup",
          en="A facedown setup card goes back with 'unplace'.",
          de="Eine verdeckt beim Aufbau gespielte Karte geht mit 'unplace' zurück.",
          pl="Kartę zagraną zakrytą podczas przygotowania cofa się za pomocą 'unplace'."),
    error("INVALID_CARD.kill",
          en="Only a character in play can be killed.",
          de="Nur ein Charakter im Spiel kann getötet werden.",
          pl="Zabić można tylko postać w grze."),
    error("INVALID_CARD.power",
          en="Power goes on the faction card or a card in play.",
          de="Macht kommt auf die Fraktionskarte oder auf eine Karte im Spiel.",
          pl="Władza trafia na kartę frakcji albo na kartę w grze."),

    # -- states and engines ----------------------------------------------------------------------------
    error("INVALID_STATE.object",
          en="A game state must be a JSON object.",
          de="Ein Spielstand muss ein JSON-Objekt sein.",
          pl="Stan gry musi być obiektem JSON."),
    error("INVALID_STATE.unreadable",
          en="The game state cannot be read ({error}).",
          de="Der Spielstand kann nicht gelesen werden ({error}).",
          pl="Nie można odczytać stanu gry ({error})."),
    error("INVALID_STATE.deck",
          en="The state does not match its deck.",
          de="Der Spielstand passt nicht zu seinem Deck.",
          pl="Stan gry nie pasuje do swojej talii."),
    error("NO_ENGINE",
          en="There is no goldfish engine for {game!r} yet.",
          de="Für „{game}“ gibt es noch keine Goldfish-Engine.",
          pl="Dla gry „{game}” nie ma jeszcze silnika goldfish."),
    error("UNKNOWN_CARD",
          en="Unknown card ids: {ids}.",
          de="Unbekannte Karten-IDs: {ids}.",
          pl="Nieznane identyfikatory kart: {ids}."),
    error("WHI_UNPLAYABLE_CARDS",
          en="The WHI goldfish engine cannot play these cards (fulcrums, draft cards or an "
             "unknown card type): {ids}.",
          de="Die WHI-Goldfish-Engine kann diese Karten nicht spielen (Fulkren, Draft-Karten "
             "oder ein unbekannter Kartentyp): {ids}.",
          pl="Silnik goldfish WHI nie potrafi rozegrać tych kart (fulkra, karty draftowe lub "
             "nieznany typ karty): {ids}."),
    error("WHI_NO_CAPITAL",
          en="The deck names no capital race and has no race cards to choose one from.",
          de="Das Deck nennt keine Hauptstadt-Rasse und hat keine Rassenkarten, aus denen sie "
             "sich ergäbe.",
          pl="Talia nie podaje rasy stolicy i nie ma kart rasowych, z których można by ją "
             "ustalić."),
    error("WHI_UNKNOWN_RACE",
          en="'{race}' is not a race with a capital board (empire, dwarf, high_elf, orc, "
             "chaos, dark_elf).",
          de="'{race}' ist keine Rasse mit Hauptstadt (empire, dwarf, high_elf, orc, chaos, "
             "dark_elf).",
          pl="'{race}' nie jest rasą ze stolicą (empire, dwarf, high_elf, orc, chaos, "
             "dark_elf)."),
    error("WHI_DECK_TOO_SMALL",
          en="The deck needs more than {limit} cards to draw a starting hand and play a turn.",
          de="Das Deck braucht mehr als {limit:plural:Karte|Karten}, um eine Starthand zu "
             "ziehen und einen Zug zu spielen.",
          pl="Talia musi mieć więcej niż {limit:plural:kartę|karty|kart}, by dobrać rękę "
             "startową i rozegrać turę."),
    error("INVALID_CARD.in_play",
          en="That manual change needs a card in play.",
          de="Diese manuelle Änderung braucht eine Karte im Spiel.",
          pl="Ta ręczna zmiana wymaga karty w grze."),
    error("INVALID_CARD.zone",
          en="The opponent's capital zone must be 0 (kingdom), 1 (quest) or 2 (battlefield).",
          de="Die Zone der gegnerischen Hauptstadt muss 0 (Königreich), 1 (Quest) oder 2 "
             "(Schlachtfeld) sein.",
          pl="Strefa stolicy przeciwnika musi wynosić 0 (królestwo), 1 (wyprawa) lub 2 (pole "
             "bitwy)."),
    error("NO_PLOTS",
          en="The deck has no plot cards; the engine needs a plot deck.",
          de="Das Deck hat keine Strategiekarten; die Engine braucht einen Strategiestapel.",
          pl="Talia nie ma kart intryg; silnik potrzebuje talii intryg."),
    error("DRAW_DECK_TOO_SMALL",
          en="The draw deck needs more than {limit} cards to play a round.",
          de="Der Nachziehstapel braucht mehr als {limit:plural:Karte|Karten}, um eine Runde zu "
             "spielen.",
          pl="Talia dobierania musi mieć więcej niż {limit:plural:kartę|karty|kart}, by rozegrać "
             "rundę."),
    error("L5R_NO_STRONGHOLD",
          en="The deck has no stronghold; the L5R engine needs one to play.",
          de="Das Deck hat keine Festung; die L5R-Engine braucht eine, um zu spielen.",
          pl="Talia nie ma twierdzy; silnik L5R potrzebuje jej do gry."),
    error("L5R_PROVINCES",
          en="The deck needs exactly {limit} provinces (4 in a row and 1 under the stronghold) to play.",
          de="Das Deck braucht genau {limit} Provinzen (4 in einer Reihe und 1 unter der Festung), "
             "um zu spielen.",
          pl="Talia potrzebuje dokładnie {limit} prowincji (4 w rzędzie i 1 pod twierdzą), by grać."),
    error("L5R_DECK_TOO_SMALL",
          en="The dynasty and the conflict deck each need at least {limit} cards to play a round.",
          de="Dynastie- und Konfliktdeck brauchen je mindestens {limit:plural:Karte|Karten}, um "
             "eine Runde zu spielen.",
          pl="Talia dynastii i talia konfliktu potrzebują co najmniej {limit:plural:kartę|karty|kart}, "
             "by rozegrać rundę."),

    # -- the session service (deckcheck/services/goldfish.py) --------------------------------------------
    error("INVALID_DECK.goldfish",
          en="The deck must be a Deck or a mapping of card id -> count.",
          de="Das Deck muss ein Deck oder eine Zuordnung Karten-ID -> Anzahl sein.",
          pl="Talia musi być obiektem Deck albo mapowaniem identyfikator karty -> liczba."),
    error("NO_CARD_DATA.goldfish",
          en="No card data is loaded for goldfish games.",
          de="Für Goldfish-Partien sind keine Kartendaten geladen.",
          pl="Nie wczytano danych kart dla gier goldfish."),
    error("DECK_INVALID",
          en="The deck is not legal in its format; the goldfish engine only plays legal decks.",
          de="Das Deck ist in seinem Format nicht legal; die Goldfish-Engine spielt nur legale "
             "Decks.",
          pl="Talia nie jest legalna w swoim formacie; silnik goldfish rozgrywa tylko legalne "
             "talie."),
    error("INVALID_MAX_ROUNDS",
          en="max_rounds must be between 1 and {maximum}.",
          de="max_rounds muss zwischen 1 und {maximum} liegen.",
          pl="max_rounds musi mieścić się w przedziale od 1 do {maximum}."),
    error("INVALID_GAMES",
          en="games must be between 1 and {maximum}.",
          de="games muss zwischen 1 und {maximum} liegen.",
          pl="games musi mieścić się w przedziale od 1 do {maximum}."),
    error("INVALID_SEED",
          en="The seed must be a whole number.",
          de="Der Seed muss eine ganze Zahl sein.",
          pl="Ziarno (seed) musi być liczbą całkowitą."),
    error("INVALID_SESSION",
          en="The stored session cannot be read ({error}).",
          de="Die gespeicherte Sitzung kann nicht gelesen werden ({error}).",
          pl="Nie można odczytać zapisanej sesji ({error})."),
    error("INVALID_LOG",
          en="The game log cannot be read ({error}).",
          de="Das Spielprotokoll kann nicht gelesen werden ({error}).",
          pl="Nie można odczytać zapisu gry ({error})."),
    error("UNKNOWN_SESSION",
          en="No such goldfish session (it may have expired).",
          de="Diese Goldfish-Sitzung gibt es nicht (sie ist vielleicht abgelaufen).",
          pl="Nie ma takiej sesji goldfish (mogła wygasnąć)."),
    error("UNKNOWN_PILOT",
          en="No pilot {pilot!r} for {game}.",
          de="Kein Pilot „{pilot}“ für {game}.",
          pl="Brak pilota „{pilot}” dla gry {game}."),
    error("UNKNOWN_KEY_CARD",
          en="The deck has no card {name!r} to count as a key card (give its name or code).",
          de="Das Deck hat keine Karte „{name}“, die als Schlüsselkarte zählen könnte (Name "
             "oder Code angeben).",
          pl="Talia nie ma karty „{name}”, którą można by uznać za kartę kluczową (podaj jej "
             "nazwę lub kod)."),
    error("INVALID_KEY_CARDS",
          en="key_cards must be a list of at most {maximum} card names or codes.",
          de="key_cards muss eine Liste von höchstens {maximum} Kartennamen oder -codes sein.",
          pl="key_cards musi być listą co najwyżej {maximum} nazw lub kodów kart."),
    error("MIXED_GAMES",
          en="Both decks of a comparison must be of the same game ({game_a} and {game_b}).",
          de="Beide Decks eines Vergleichs müssen zum selben Spiel gehören ({game_a} und "
             "{game_b}).",
          pl="Obie talie w porównaniu muszą należeć do tej samej gry ({game_a} i {game_b})."),
    error("UNKNOWN_RUN",
          en="No such goldfish run (it may have expired).",
          de="Diesen Goldfish-Lauf gibt es nicht (er ist vielleicht abgelaufen).",
          pl="Nie ma takiej serii gier goldfish (mogła wygasnąć)."),
    # -- goldfish jobs (runs played by the workers; api/jobs, deckcheck/services/goldfish_jobs.py) --
    error("GOLDFISH_QUOTA_EXCEEDED.concurrent",
          en="This client already has {active:plural:goldfish run|goldfish runs} waiting or being "
             "played (at most {limit} at a time); wait until one has finished, or cancel one.",
          de="Dieser Client hat schon {active:plural:Goldfish-Lauf|Goldfish-Läufe} in der "
             "Warteschlange oder im Spiel (höchstens {limit} gleichzeitig); warte, bis einer "
             "fertig ist, oder brich einen ab.",
          pl="Ten klient ma już {active:plural:serię gier goldfish|serie gier goldfish|serii gier "
             "goldfish} w kolejce lub w trakcie (najwyżej {limit} naraz); poczekaj, aż któraś się "
             "skończy, albo anuluj jedną."),
    error("GOLDFISH_QUOTA_EXCEEDED.games",
          en="This run would take this client past {limit:plural:goldfish game|goldfish games} in "
             "an hour ({used} asked for already); try again in {seconds} seconds, or ask for fewer "
             "games.",
          de="Mit diesem Lauf käme dieser Client über {limit:plural:Goldfish-Spiel|Goldfish-Spiele} "
             "in einer Stunde ({used} bereits angefordert); versuche es in {seconds} Sekunden noch "
             "einmal oder fordere weniger Spiele an.",
          pl="Ta seria przekroczyłaby limit {limit:plural:gry goldfish|gier goldfish|gier goldfish} "
             "na godzinę dla tego klienta (już zamówiono {used}); spróbuj ponownie za {seconds} s "
             "albo zamów mniej gier."),
    error("GOLDFISH_JOB_FAILED",
          en="The goldfish run could not be played to its end; the error was logged. Try again, "
             "and tell the site's operators if it fails again.",
          de="Der Goldfish-Lauf konnte nicht zu Ende gespielt werden; der Fehler wurde "
             "protokolliert. Versuche es noch einmal und sag den Betreibern Bescheid, wenn es "
             "wieder scheitert.",
          pl="Nie udało się rozegrać serii gier goldfish do końca; błąd został zapisany w "
             "dzienniku. Spróbuj ponownie, a jeśli znów się nie uda, powiadom administratorów."),
    error("GOLDFISH_JOB_INCOMPLETE",
          en="Some games of the goldfish run were lost (a worker stopped); the run was not "
             "reported from part of its games. Start it again.",
          de="Einige Spiele des Goldfish-Laufs gingen verloren (ein Worker wurde beendet); aus "
             "einem Teil der Spiele wird kein Bericht erstellt. Starte den Lauf noch einmal.",
          pl="Część gier z serii goldfish przepadła (proces roboczy został zatrzymany); raport "
             "nie powstaje z części gier. Uruchom serię ponownie."),
    error("JOBS_UNAVAILABLE",
          en="Goldfish runs cannot be started right now (the job queue does not answer); try "
             "again later.",
          de="Goldfish-Läufe können gerade nicht gestartet werden (die Auftragswarteschlange "
             "antwortet nicht); versuche es später noch einmal.",
          pl="Nie można teraz uruchomić serii gier goldfish (kolejka zadań nie odpowiada); "
             "spróbuj ponownie później."),
)
