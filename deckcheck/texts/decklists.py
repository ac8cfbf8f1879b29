"""Reading decklists: the errors that stop a reader (DeckInputError) and the problems it
reports and reads past (ParseProblem).

Fields: ``{line}`` (line number), ``{count}``, ``{maximum}``, ``{name}`` / ``{value}`` /
``{pack}`` (text from the decklist), ``{id}``, ``{field}``, ``{error}`` (the parser's own,
English explanation), ``{game}`` (a game id), ``{games}`` (the registered games).
"""
from __future__ import annotations

from deckcheck.messages import error, problem

TEXTS = (
    # -- the size of the input --------------------------------------------------------------------
    error("DECK_TOO_LARGE.lines",
          en="The decklist has {lines:plural:line|lines}; at most {maximum} are read.",
          de="Die Deckliste hat {lines:plural:Zeile|Zeilen}; gelesen werden höchstens {maximum}.",
          pl="Lista talii ma {lines:plural:wiersz|wiersze|wierszy}; wczytywanych jest najwyżej "
             "{maximum}."),
    error("DECK_TOO_LARGE.characters",
          en="The decklist has {characters:plural:character|characters}; at most {maximum} are read.",
          de="Die Deckliste hat {characters:plural:Zeichen|Zeichen}; gelesen werden höchstens "
             "{maximum}.",
          pl="Lista talii ma {characters:plural:znak|znaki|znaków}; wczytywanych jest najwyżej "
             "{maximum}."),
    error("DECK_TOO_LARGE.cards",
          en="The deck has {cards:plural:card|cards}; at most {maximum} are accepted.",
          de="Das Deck hat {cards:plural:Karte|Karten}; angenommen werden höchstens {maximum}.",
          pl="Talia ma {cards:plural:kartę|karty|kart}; przyjmowanych jest najwyżej {maximum}."),
    error("DECK_TOO_LARGE.entries",
          en="The deck lists {entries} different cards.",
          de="Das Deck führt zu viele verschiedene Karten auf ({entries}).",
          pl="Talia zawiera zbyt wiele różnych kart ({entries})."),
    error("DECK_TOO_LARGE.entry_limit",
          en="The deck lists more than {maximum} entries.",
          de="Das Deck führt mehr als {maximum} Einträge auf.",
          pl="Talia zawiera ponad {maximum} pozycji."),
    # the work one request may do (deckcheck.decklists.budget): the request is refused
    error("REQUEST_TOO_LARGE.lines",
          en="Reading this request needs at least {used:plural:line|lines} (decklist lines, read once for "
             "every game tried when a decklist does not give its game, and deck entries); one "
             "request may read at most {maximum}. Send fewer decks per request, or give each "
             "decklist's 'game'.",
          de="Für diese Anfrage wären mindestens {used:plural:Zeile|Zeilen} zu lesen (Zeilen "
             "der Decklisten, einmal je versuchtem Spiel, wenn eine Deckliste ihr Spiel nicht "
             "nennt, und Einträge der Decks); eine Anfrage darf höchstens {maximum} lesen. "
             "Schicke weniger Decks je Anfrage oder gib bei jeder Deckliste 'game' an.",
          pl="Odczytanie tego żądania wymaga co najmniej {used:plural:wiersza|wierszy|wierszy} "
             "(wiersze list talii, czytane raz dla każdej sprawdzanej gry, gdy lista nie podaje "
             "swojej gry, oraz pozycje talii); jedno żądanie może odczytać najwyżej {maximum}. "
             "Wyślij mniej talii w jednym żądaniu albo podaj 'game' przy każdej liście."),
    error("REQUEST_TOO_LARGE.fuzzy",
          en="Reading this request needs more than {maximum} searches for card names that no "
             "card has exactly; one request may make at most {maximum}. Send fewer decks per "
             "request, or correct the names.",
          de="Für diese Anfrage wären mehr als {maximum} Suchen nach Kartennamen nötig, die "
             "keine Karte genau so trägt; eine Anfrage darf höchstens {maximum} machen. Schicke "
             "weniger Decks je Anfrage oder berichtige die Namen.",
          pl="Odczytanie tego żądania wymaga ponad {maximum} wyszukiwań nazw kart, których "
             "żadna karta nie nosi dokładnie; jedno żądanie może wykonać najwyżej {maximum}. "
             "Wyślij mniej talii w jednym żądaniu albo popraw nazwy."),
    error("REQUEST_TOO_LARGE.corrections",
          en="Reading this request needs more than {maximum} look-ups to correct misspelled "
             "card names; one request may make at most {maximum}. Send fewer decks per request, "
             "or correct the names.",
          de="Für diese Anfrage wären mehr als {maximum} Nachschlagevorgänge zum Berichtigen "
             "falsch geschriebener Kartennamen nötig; eine Anfrage darf höchstens {maximum} "
             "machen. Schicke weniger Decks je Anfrage oder berichtige die Namen.",
          pl="Odczytanie tego żądania wymaga ponad {maximum} wyszukiwań w celu poprawienia "
             "błędnie zapisanych nazw kart; jedno żądanie może wykonać najwyżej {maximum}. "
             "Wyślij mniej talii w jednym żądaniu albo popraw nazwy."),
    error("REQUEST_TOO_LARGE.time",
          en="Reading this request needs more than {maximum} ms of the server's time; one "
             "request may take at most {maximum} ms. Send fewer decks per request.",
          de="Das Lesen dieser Anfrage braucht mehr als {maximum} ms Rechenzeit; eine Anfrage "
             "darf höchstens {maximum} ms brauchen. Schicke weniger Decks je Anfrage.",
          pl="Odczytanie tego żądania wymaga ponad {maximum} ms czasu serwera; jedno żądanie "
             "może zająć najwyżej {maximum} ms. Wyślij mniej talii w jednym żądaniu."),
    error("REQUEST_TOO_LARGE.decks",
          en="The request holds more than {maximum} decks; one request may hold at most "
             "{maximum}.",
          de="Die Anfrage enthält mehr als {maximum} Decks; eine Anfrage darf höchstens "
             "{maximum} enthalten.",
          pl="Żądanie zawiera ponad {maximum} talii; jedno żądanie może zawierać najwyżej "
             "{maximum}."),
    error("INVALID_DECKLIST",
          en="The decklist must be text.",
          de="Die Deckliste muss Text sein.",
          pl="Lista talii musi być tekstem."),
    error("EMPTY_DECKLIST",
          en="The decklist is empty.",
          de="Die Deckliste ist leer.",
          pl="Lista talii jest pusta."),
    error("INVALID_TEXT",
          en="The decklist holds text that is not valid Unicode (an unpaired surrogate escape "
             "such as \\ud800).",
          de="Die Deckliste enthält Text, der kein gültiges Unicode ist (ein ungepaartes "
             "Surrogat-Escape wie \\ud800).",
          pl="Lista talii zawiera tekst, który nie jest poprawnym Unicode (niesparowany znak "
             "zastępczy, np. \\ud800)."),

    # -- counts -------------------------------------------------------------------------------------
    error("INVALID_COUNT.line",
          en="Line {line}: the count {count} is not possible; use 0 to {maximum}.",
          de="Zeile {line}: Die Anzahl {count} ist nicht möglich; erlaubt sind 0 bis {maximum}.",
          pl="Wiersz {line}: liczba {count} jest niemożliwa; dozwolone są wartości od 0 do "
             "{maximum}."),
    error("INVALID_COUNT.octgn",
          en="Line {line}: qty {count!r} of {name!r} must be a whole number from 0 to {maximum}.",
          de="Zeile {line}: Die Anzahl (qty) „{count}“ von „{name}“ muss eine ganze Zahl von 0 "
             "bis {maximum} sein.",
          pl="Wiersz {line}: liczba (qty) „{count}” karty „{name}” musi być liczbą całkowitą od 0 "
             "do {maximum}."),
    error("INVALID_COUNT.whole",
          en="The count of {id!r} must be a whole number.",
          de="Die Anzahl von „{id}“ muss eine ganze Zahl sein.",
          pl="Liczba kopii „{id}” musi być liczbą całkowitą."),
    error("INVALID_COUNT.range",
          en="The count of {id!r} is {count}; it must be between 0 and {maximum}.",
          de="Die Anzahl von „{id}“ ist {count}; sie muss zwischen 0 und {maximum} liegen.",
          pl="Liczba kopii „{id}” wynosi {count}; musi mieścić się w przedziale od 0 do "
             "{maximum}."),

    # -- JSON decks -----------------------------------------------------------------------------------
    error("MALFORMED_JSON.syntax",
          en="The JSON is malformed: {error} (line {line}).",
          de="Das JSON ist fehlerhaft: {error} (Zeile {line}).",
          pl="JSON jest niepoprawny: {error} (wiersz {line})."),
    error("MALFORMED_JSON.nesting",
          en="The JSON is nested too deeply.",
          de="Das JSON ist zu tief verschachtelt.",
          pl="JSON jest zagnieżdżony zbyt głęboko."),
    error("INVALID_DECK",
          en="A deck must be a JSON object.",
          de="Ein Deck muss ein JSON-Objekt sein.",
          pl="Talia musi być obiektem JSON."),
    error("UNKNOWN_DECK_FORMAT",
          en="The JSON is no deck format deckcheck reads (canonical deck with 'game' and "
             "'cards', ThronesDB with 'slots', FiveRingsDB/EmeraldDB with 'cards').",
          de="Das JSON ist in keinem Deckformat, das deckcheck liest (kanonisches Deck mit "
             "'game' und 'cards', ThronesDB mit 'slots', FiveRingsDB/EmeraldDB mit 'cards').",
          pl="JSON nie jest w żadnym formacie talii, który deckcheck odczytuje (kanoniczna talia "
             "z 'game' i 'cards', ThronesDB ze 'slots', FiveRingsDB/EmeraldDB z 'cards')."),
    error("INVALID_CARDS.missing",
          en="The deck has no 'cards'.",
          de="Dem Deck fehlt 'cards'.",
          pl="Talia nie ma pola 'cards'."),
    error("INVALID_CARDS.shape",
          en="'cards' must be an object of id -> count or a list.",
          de="'cards' muss ein Objekt ID -> Anzahl oder eine Liste sein.",
          pl="'cards' musi być obiektem identyfikator -> liczba albo listą."),
    error("INVALID_CARDS.entry",
          en="Each entry of 'cards' must be {{\"id\": ..., \"count\": ...}}.",
          de="Jeder Eintrag von 'cards' muss {{\"id\": ..., \"count\": ...}} sein.",
          pl="Każda pozycja w 'cards' musi mieć postać {{\"id\": ..., \"count\": ...}}."),
    error("INVALID_CARDS.slots",
          en="'slots' must be an object of card code -> count.",
          de="'slots' muss ein Objekt Kartencode -> Anzahl sein.",
          pl="'slots' musi być obiektem kod karty -> liczba."),
    error("INVALID_CARDS.agendas",
          en="'agendas' must be a list of card codes.",
          de="'agendas' muss eine Liste von Kartencodes sein.",
          pl="'agendas' musi być listą kodów kart."),
    error("INVALID_CARD_ID",
          en="Card ids must be non-empty strings.",
          de="Karten-IDs müssen nicht leere Zeichenketten sein.",
          pl="Identyfikatory kart muszą być niepustymi ciągami znaków."),
    error("INVALID_CARD_ID.agenda",
          en="Each agenda must be a card code.",
          de="Jede Agenda muss ein Kartencode sein.",
          pl="Każda agenda musi być kodem karty."),
    error("INVALID_FIELD.text",
          en="'{field}' must be a string of at most {maximum} characters.",
          de="'{field}' muss eine Zeichenkette mit höchstens {maximum} Zeichen sein.",
          pl="'{field}' musi być ciągiem znaków o długości najwyżej {maximum}."),
    error("INVALID_FIELD.string",
          en="'{field}' must be a string.",
          de="'{field}' muss eine Zeichenkette sein.",
          pl="'{field}' musi być ciągiem znaków."),
    error("INVALID_DATE",
          en="'{field}' must be a date like 2026-11-21.",
          de="'{field}' muss ein Datum wie 2026-11-21 sein.",
          pl="'{field}' musi być datą w postaci 2026-11-21."),

    # -- OCTGN files ----------------------------------------------------------------------------------
    error("FORBIDDEN_XML",
          en="The OCTGN file declares a DTD or entities, which are not accepted.",
          de="Die OCTGN-Datei deklariert eine DTD oder Entitäten; das wird nicht angenommen.",
          pl="Plik OCTGN deklaruje DTD lub encje, które nie są akceptowane."),
    error("MALFORMED_XML.syntax",
          en="The OCTGN file is not valid XML: {error}.",
          de="Die OCTGN-Datei ist kein gültiges XML: {error}.",
          pl="Plik OCTGN nie jest poprawnym XML-em: {error}."),
    error("MALFORMED_XML.root",
          en="An OCTGN deck file must have a <deck> root element.",
          de="Eine OCTGN-Deckdatei muss das Wurzelelement <deck> haben.",
          pl="Plik talii OCTGN musi mieć element główny <deck>."),

    # -- which game, which pool -----------------------------------------------------------------------
    error("UNKNOWN_GAME",
          en="Unknown game {game!r}; use one of {games}.",
          de="Unbekanntes Spiel „{game}“; erlaubt sind: {games}.",
          pl="Nieznana gra „{game}”; dozwolone są: {games}."),
    error("UNKNOWN_GAME.field",
          en="'game' must be one of {games}.",
          de="'game' muss einer dieser Werte sein: {games}.",
          pl="'game' musi mieć jedną z wartości: {games}."),
    error("UNKNOWN_GAME.undetected",
          en="Could not tell which game the decklist is for; pass 'game' ({games}).",
          de="Es ließ sich nicht erkennen, für welches Spiel die Deckliste ist; gib 'game' an "
             "({games}).",
          pl="Nie udało się rozpoznać, do której gry jest lista talii; podaj 'game' ({games})."),
    error("UNKNOWN_GAME.bare",
          en="Unknown game {game!r}.",
          de="Unbekanntes Spiel „{game}“.",
          pl="Nieznana gra „{game}”."),
    error("WRONG_GAME.asked",
          en="The deck is for {deck_game}, but game {game!r} was asked for.",
          de="Das Deck ist für {deck_game}, angefragt war aber das Spiel „{game}“.",
          pl="Talia jest do gry {deck_game}, a żądano gry „{game}”."),
    error("NO_CARD_DATA",
          en="No {game} cards are loaded; run 'deckcheck db sync'.",
          de="Es sind keine Karten für {game} geladen; führe 'deckcheck db sync' aus.",
          pl="Nie wczytano kart gry {game}; uruchom 'deckcheck db sync'."),
    error("NO_CARDS_FOUND",
          en="No line of the decklist names a card of {game_name}; {count:plural:line was|lines were} "
             "not understood (see details).",
          de="Keine Zeile der Deckliste nennt eine Karte von {game_name}; "
             "{count:plural:Zeile wurde|Zeilen wurden} nicht verstanden (siehe Details).",
          pl="Żaden wiersz listy talii nie wskazuje karty z gry {game_name}; nie zrozumiano "
             "{count:plural:wiersza|wierszy|wierszy} (zob. szczegóły)."),

    # nothing was read, and the lines name cards of another loaded game
    error("NO_CARDS_FOUND.other_game",
          en="No line of the decklist names a card of {game_name}; it looks like a list for "
             "{other} ({count:plural:line was|lines were} not understood, see details).",
          de="Keine Zeile der Deckliste nennt eine Karte von {game_name}; sie sieht nach einer "
             "Liste für {other} aus ({count:plural:Zeile wurde|Zeilen wurden} nicht verstanden, "
             "siehe Details).",
          pl="Żaden wiersz listy talii nie wskazuje karty z gry {game_name}; wygląda to na listę "
             "do gry {other} (nie zrozumiano {count:plural:wiersza|wierszy|wierszy}, zob. "
             "szczegóły)."),

    # -- parse problems (the reader goes on) -----------------------------------------------------------
    problem("UNKNOWN_NAME",
            en="Line {line}: no card is named {name!r}.",
            de="Zeile {line}: Keine Karte heißt „{name}“.",
            pl="Wiersz {line}: żadna karta nie nazywa się „{name}”."),
    problem("AMBIGUOUS_NAME",
            en="Line {line}: {name!r} names {count} different cards; put it under a heading "
               "(e.g. Characters) or use the card id.",
            de="Zeile {line}: „{name}“ bezeichnet {count} verschiedene Karten; setze die Zeile "
               "unter eine Überschrift (z. B. Charaktere) oder gib die Karten-ID an.",
            pl="Wiersz {line}: „{name}” to nazwa {count} różnych kart; umieść ten wiersz pod "
               "nagłówkiem (np. Postacie) albo podaj identyfikator karty."),
    # under a heading that does not settle it: the pack or the id does
    problem("AMBIGUOUS_NAME.pack",
            en="Line {line}: {name!r} names {count} different cards; add the pack in parentheses "
               "after the name or use the card id.",
            de="Zeile {line}: „{name}“ bezeichnet {count} verschiedene Karten; ergänze die "
               "Erweiterung in Klammern nach dem Namen oder gib die Karten-ID an.",
            pl="Wiersz {line}: „{name}” to nazwa {count} różnych kart; dopisz w nawiasie po nazwie "
               "dodatek, z którego pochodzi karta, albo podaj identyfikator karty."),
    # the line names a pack ("(Core Sett)") that is no pack we know, and the name has several
    # cards: the pack would have chosen one, so none is guessed
    problem("AMBIGUOUS_NAME.unknown_pack",
            en="Line {line}: {pack!r} is not a pack we know, and {name!r} names {count} different "
               "cards; write the pack's full name or its code, or use the card id.",
            de="Zeile {line}: „{pack}“ ist keine uns bekannte Erweiterung, und „{name}“ bezeichnet "
               "{count} verschiedene Karten; schreib den vollen Namen oder das Kürzel der Erweiterung "
               "oder gib die Karten-ID an.",
            pl="Wiersz {line}: „{pack}” nie jest znanym nam dodatkiem, a „{name}” to nazwa {count} "
               "różnych kart; wpisz pełną nazwę lub skrót dodatku albo podaj identyfikator karty."),
    # the line names a known pack that has no card of that name (and the name has several cards)
    problem("AMBIGUOUS_NAME.not_in_pack",
            en="Line {line}: {pack!r} has no card named {name!r}, and that name has {count} "
               "different cards in other packs; name the pack the card is from, or use the card id.",
            de="Zeile {line}: In „{pack}“ gibt es keine Karte namens „{name}“, und dieser Name "
               "bezeichnet {count} verschiedene Karten aus anderen Erweiterungen; nenne die "
               "Erweiterung, aus der die Karte stammt, oder gib die Karten-ID an.",
            pl="Wiersz {line}: w „{pack}” nie ma karty o nazwie „{name}”, a ta nazwa oznacza "
               "{count} różnych kart z innych dodatków; podaj dodatek, z którego pochodzi karta, "
               "albo jej identyfikator."),
    # OCTGN: the same sentence as an unknown name (the code still tells them apart)
    problem("AMBIGUOUS_NAME.octgn",
            en="Line {line}: no card is named {name!r}.",
            de="Zeile {line}: Keine Karte heißt „{name}“.",
            pl="Wiersz {line}: żadna karta nie nazywa się „{name}”."),
    # strict reading: a name close to one card is not read as it (the candidate is named)
    problem("UNKNOWN_NAME.strict",
            en="Line {line}: no card is named {name!r}; strict reading does not correct names.",
            de="Zeile {line}: Keine Karte heißt „{name}“; beim strengen Lesen werden Namen nicht "
               "korrigiert.",
            pl="Wiersz {line}: żadna karta nie nazywa się „{name}”; przy ścisłym odczycie nazwy nie "
               "są poprawiane."),
    # appended to a problem with candidates, each named with its pack and faction
    problem("DID_YOU_MEAN",
            en="Did you mean {candidates}?",
            de="Meintest du {candidates}?",
            pl="Czy chodziło o {candidates}?"),
    # a line read only after correcting its name (a verdict's "corrections"); {card} names
    # the card with its pack and faction
    problem("CORRECTED_NAME",
            en="Line {line}: {name!r} was read as {card}, the one card with a name that close.",
            de="Zeile {line}: „{name}“ wurde als {card} gelesen, die einzige Karte mit so ähnlichem "
               "Namen.",
            pl="Wiersz {line}: „{name}” odczytano jako {card} – jedyną kartę o tak podobnej nazwie."),
    problem("UNKNOWN_ID",
            en="Line {line}: the id {id!r} is not known.",
            de="Zeile {line}: Die ID „{id}“ ist unbekannt.",
            pl="Wiersz {line}: identyfikator „{id}” jest nieznany."),
    problem("UNKNOWN_ID.name",
            en="Line {line}: neither the id {id!r} nor the name {name!r} is known.",
            de="Zeile {line}: Weder die ID „{id}“ noch der Name „{name}“ ist bekannt.",
            pl="Wiersz {line}: nie znamy ani identyfikatora „{id}”, ani nazwy „{name}”."),
    problem("UNREADABLE_LINE",
            en="Line {line} is too long to be a card line.",
            de="Zeile {line} ist zu lang für eine Kartenzeile.",
            pl="Wiersz {line} jest za długi, by mógł wskazywać kartę."),
    problem("TOO_MANY_PROBLEMS",
            en="More than {maximum} lines were not understood; the rest are not listed.",
            de="Mehr als {maximum} Zeilen wurden nicht verstanden; die übrigen werden nicht "
               "aufgeführt.",
            pl="Nie zrozumiano ponad {maximum} wierszy; pozostałe nie są wymienione."),
    # appended to a count violation (too few cards) of a deck with lines not read
    problem("UNREAD_LINES_MAY_EXPLAIN",
            en="Lines that were not read may hold the missing cards.",
            de="Nicht gelesene Zeilen könnten die fehlenden Karten enthalten.",
            pl="Brakujące karty mogą kryć się w nieodczytanych wierszach."),
    # a faction / clan / race line (the variant is the game's word for it)
    problem("UNKNOWN_FACTION.faction",
            en="Line {line}: {value!r} is not a known faction.",
            de="Zeile {line}: „{value}“ ist keine bekannte Fraktion.",
            pl="Wiersz {line}: „{value}” nie jest znaną frakcją."),
    problem("UNKNOWN_FACTION.clan",
            en="Line {line}: {value!r} is not a known clan.",
            de="Zeile {line}: „{value}“ ist kein bekannter Klan.",
            pl="Wiersz {line}: „{value}” nie jest znanym klanem."),
    problem("UNKNOWN_FACTION.race",
            en="Line {line}: {value!r} is not a known race.",
            de="Zeile {line}: „{value}“ ist keine bekannte Rasse.",
            pl="Wiersz {line}: „{value}” nie jest znaną rasą."),
    problem("UNKNOWN_FACTION.octgn",
            en="{value!r} is not a known faction.",
            de="„{value}“ ist keine bekannte Fraktion.",
            pl="„{value}” nie jest znaną frakcją."),
    problem("CONFLICTING_FACTION.faction",
            en="Line {line}: a second faction {value!r}; keeping {kept!r}.",
            de="Zeile {line}: eine zweite Fraktion „{value}“; „{kept}“ bleibt.",
            pl="Wiersz {line}: druga frakcja „{value}”; pozostaje „{kept}”."),
    problem("CONFLICTING_FACTION.clan",
            en="Line {line}: a second clan {value!r}; keeping {kept!r}.",
            de="Zeile {line}: ein zweiter Klan „{value}“; „{kept}“ bleibt.",
            pl="Wiersz {line}: drugi klan „{value}”; pozostaje „{kept}”."),
    problem("CONFLICTING_FACTION.race",
            en="Line {line}: a second race {value!r}; keeping {kept!r}.",
            de="Zeile {line}: eine zweite Rasse „{value}“; „{kept}“ bleibt.",
            pl="Wiersz {line}: druga rasa „{value}”; pozostaje „{kept}”."),
    # the list was read as one game, but its lines name another game's cards (or the OCTGN
    # file names another game)
    problem("LOOKS_LIKE_OTHER_GAME",
            en="This looks like a list for {other}, not for {game}.",
            de="Das sieht nach einer Liste für {other} aus, nicht für {game}.",
            pl="To wygląda na listę do gry {other}, a nie do gry {game}."),
    problem("LOOKS_LIKE_OTHER_GAME.octgn",
            en="This OCTGN file is for {other}, not for {game}.",
            de="Diese OCTGN-Datei ist für {other}, nicht für {game}.",
            pl="Ten plik OCTGN jest do gry {other}, a nie do gry {game}."),
    problem("LOOKS_LIKE_OTHER_GAME.octgn_unknown",
            en="This OCTGN file is for another game (OCTGN game id {id}), not for {game}.",
            de="Diese OCTGN-Datei ist für ein anderes Spiel (OCTGN-Spiel-ID {id}), nicht für "
               "{game}.",
            pl="Ten plik OCTGN jest do innej gry (identyfikator gry OCTGN {id}), a nie do gry "
               "{game}."),
    problem("UNSUPPORTED_FORMAT",
            en="The deck is for the format {format!r}, which deckcheck does not have; it is "
               "checked in the default format.",
            de="Das Deck ist für das Format „{format}“, das deckcheck nicht kennt; es wird im "
               "Standardformat geprüft.",
            pl="Talia jest przeznaczona do formatu „{format}”, którego deckcheck nie obsługuje; "
               "zostanie sprawdzona w formacie domyślnym."),
)
