"""Events, API keys, requests and the server's health: the codes of the service layer
and the entry points (EventError, ApiError, the HTTP-level codes of api/errors.py, the
readiness check).

German follows the pages' German (Turnier, Anmeldeschluss, anmelden, Spieler-Token,
Veranstalter); Polish likewise (turniej, termin rejestracji, zgłoszenie, token gracza,
organizator). The HTTP-level templates are werkzeug's default descriptions in English.

Fields: ``{event}`` (an event id), ``{player}``, ``{locked_at}`` / ``{deadline}`` (ISO
times), ``{game}``, ``{event_game}``, ``{id}``, ``{limit}`` (bytes), ``{failed}`` (the
names of failed readiness checks), ``{status}`` (an HTTP status), ``{key}`` (an API key's
id), ``{error}`` (why a sync failed).
"""
from __future__ import annotations

from deckcheck.messages import error

TEXTS = (
    # -- events ---------------------------------------------------------------------------------------
    error("EVENT_NOT_FOUND",
          en="There is no event {event}.",
          de="Es gibt kein Turnier {event}.",
          pl="Nie ma turnieju {event}."),
    error("NOT_EVENT_OWNER",
          en="Event {event} belongs to another API key.",
          de="Turnier {event} gehört zu einem anderen API-Schlüssel.",
          pl="Turniej {event} należy do innego klucza API."),
    error("REGISTRATION_NOT_FOUND",
          en="{player!r} has no decklist registered for event {event}.",
          de="Für „{player}“ ist bei Turnier {event} keine Deckliste angemeldet.",
          pl="Dla „{player}” nie zgłoszono listy talii na turniej {event}."),
    error("EVENT_CLOSED.locked",
          en="Decklists of event {event} can no longer change: the event was locked at "
             "{locked_at}.",
          de="Die Decklisten von Turnier {event} können nicht mehr geändert werden: Das Turnier "
             "ist seit {locked_at} gesperrt.",
          pl="Listy talii turnieju {event} nie mogą już zostać zmienione: turniej jest "
             "zablokowany od {locked_at}."),
    error("EVENT_CLOSED.deadline",
          en="Decklists of event {event} can no longer change: the registration deadline "
             "{deadline} has passed.",
          de="Die Decklisten von Turnier {event} können nicht mehr geändert werden: Der "
             "Anmeldeschluss {deadline} ist vorbei.",
          pl="Listy talii turnieju {event} nie mogą już zostać zmienione: termin rejestracji "
             "{deadline} minął."),
    error("REGISTRATION_CONFLICT",
          en="Other decklists for event {event} were being saved at the same moment and this one "
             "could not be; nothing was saved. Send it again.",
          de="Gleichzeitig wurden andere Decklisten für Turnier {event} gespeichert, und diese "
             "konnte nicht gespeichert werden; es wurde nichts geändert. Sende sie noch einmal.",
          pl="W tym samym czasie zapisywano inne listy talii turnieju {event} i tej nie udało się "
             "zapisać; nic nie zostało zmienione. Wyślij ją ponownie."),
    error("WRONG_GAME.event",
          en="The deck is for {game}; event {event} is {event_game}.",
          de="Das Deck ist für {game}; Turnier {event} ist für {event_game}.",
          pl="Talia jest do gry {game}; turniej {event} jest dla gry {event_game}."),
    error("NO_CARD_DATA.events",
          en="No card data is loaded for events.",
          de="Für Turniere sind keine Kartendaten geladen.",
          pl="Nie wczytano danych kart dla turniejów."),
    error("INVALID_DEADLINE",
          en="The deadline is out of range.",
          de="Der Anmeldeschluss liegt außerhalb des gültigen Bereichs.",
          pl="Termin rejestracji jest poza dopuszczalnym zakresem."),
    error("DEADLINE_PASSED",
          en="The registration deadline must be in the future.",
          de="Der Anmeldeschluss muss in der Zukunft liegen.",
          pl="Termin rejestracji musi przypadać w przyszłości."),
    # the pages' own sentences (api/pages/events.py)
    error("DEADLINE_PASSED.page",
          en="The deadline must be in the future.",
          de="Der Anmeldeschluss muss in der Zukunft liegen.",
          pl="Termin rejestracji musi przypadać w przyszłości."),
    error("INVALID_DATE.deadline",
          en="The deadline must be a date and time.",
          de="Der Anmeldeschluss muss ein Datum mit Uhrzeit sein.",
          pl="Termin rejestracji musi być datą z godziną."),
    error("INVALID_DATE.deadline_range",
          en="The deadline is out of range.",
          de="Der Anmeldeschluss liegt außerhalb des gültigen Bereichs.",
          pl="Termin rejestracji jest poza dopuszczalnym zakresem."),
    error("INVALID_REQUEST.blank_name",
          en="Enter a name.",
          de="Gib einen Namen ein.",
          pl="Podaj nazwę."),

    # -- keys and tokens ------------------------------------------------------------------------------
    error("API_KEY_REQUIRED",
          en="This operation needs an organizer's API key: 'Authorization: Bearer <key>' or "
             "'X-API-Key: <key>' (create one with 'deckcheck apikey create').",
          de="Dieser Vorgang braucht den API-Schlüssel eines Veranstalters: 'Authorization: "
             "Bearer <key>' oder 'X-API-Key: <key>' (erstelle einen mit 'deckcheck apikey "
             "create').",
          pl="Ta operacja wymaga klucza API organizatora: 'Authorization: Bearer <key>' lub "
             "'X-API-Key: <key>' (utwórz go poleceniem 'deckcheck apikey create')."),
    error("INVALID_API_KEY",
          en="The API key is not valid (unknown or revoked).",
          de="Der API-Schlüssel ist ungültig (unbekannt oder widerrufen).",
          pl="Klucz API jest nieprawidłowy (nieznany lub unieważniony)."),
    error("PLAYER_TOKEN_REQUIRED",
          en="Send the player's token (X-Player-Token or ?token=) or the organizer's API key.",
          de="Sende das Spieler-Token (X-Player-Token oder ?token=) oder den API-Schlüssel des "
             "Veranstalters.",
          pl="Wyślij token gracza (X-Player-Token lub ?token=) albo klucz API organizatora."),
    error("PLAYER_TOKEN_REQUIRED.replace",
          en="{player!r} already registered a decklist for event {event}: send the player's token "
             "to replace it.",
          de="Für „{player}“ ist bei Turnier {event} schon eine Deckliste angemeldet: Sende das "
             "Spieler-Token, um sie zu ersetzen.",
          pl="Dla „{player}” zgłoszono już listę talii na turniej {event}: wyślij token gracza, "
             "aby ją wymienić."),
    error("INVALID_PLAYER_TOKEN",
          en="The token does not belong to this player and event.",
          de="Das Token gehört nicht zu diesem Spieler und Turnier.",
          pl="Token nie należy do tego gracza i turnieju."),

    # -- cards --------------------------------------------------------------------------------------
    error("CARD_NOT_FOUND",
          en="No {game} card has the id {id!r}.",
          de="Keine Karte des Spiels {game} hat die ID „{id}“.",
          pl="Żadna karta gry {game} nie ma identyfikatora „{id}”."),
    error("CARD_NOT_FOUND.any_game",
          en="No card has the id {id!r}.",
          de="Keine Karte hat die ID „{id}“.",
          pl="Żadna karta nie ma identyfikatora „{id}”."),

    # -- the command line -------------------------------------------------------------------------
    error("NO_CARD_DATA.any_game",
          en="No cards are loaded; run 'deckcheck db sync'.",
          de="Es sind keine Karten geladen; führe 'deckcheck db sync' aus.",
          pl="Nie wczytano żadnych kart; uruchom 'deckcheck db sync'."),
    error("SYNC_FAILED",
          en="The sync failed; the database was not changed: {error}",
          de="Die Synchronisierung ist fehlgeschlagen; die Datenbank wurde nicht geändert: {error}",
          pl="Synchronizacja nie powiodła się; baza danych nie została zmieniona: {error}"),
    error("API_KEY_NOT_FOUND",
          en="There is no active API key {key}.",
          de="Es gibt keinen aktiven API-Schlüssel {key}.",
          pl="Nie ma aktywnego klucza API {key}."),

    # -- requests -------------------------------------------------------------------------------------
    error("INVALID_REQUEST",
          en="The request was well-formed but was unable to be followed due to semantic errors.",
          de="Die Anfrage war wohlgeformt, konnte aber wegen inhaltlicher Fehler nicht "
             "ausgeführt werden.",
          pl="Żądanie było poprawnie zbudowane, ale nie można go było wykonać z powodu błędów "
             "w treści."),
    error("INVALID_REQUEST.schema",
          en="The request does not match its schema; see details.",
          de="Die Anfrage entspricht nicht ihrem Schema; siehe Details.",
          pl="Żądanie nie jest zgodne ze swoim schematem; zob. szczegóły."),
    error("INVALID_REQUEST.deck",
          en="The deck does not match the request schema; see details.",
          de="Das Deck entspricht nicht dem Schema der Anfrage; siehe Details.",
          pl="Talia nie jest zgodna ze schematem żądania; zob. szczegóły."),
    error("INVALID_REQUEST.blank_player",
          en="'player' must not be blank.",
          de="'player' darf nicht leer sein.",
          pl="'player' nie może być puste."),
    error("MALFORMED_JSON.body",
          en="The body is not valid JSON.",
          de="Der Anfragetext ist kein gültiges JSON.",
          pl="Treść żądania nie jest poprawnym JSON-em."),
    error("MALFORMED_JSON.number",
          en="A number in the JSON has {digits:plural:digit|digits}; at most {maximum} are read.",
          de="Eine Zahl im JSON hat {digits:plural:Ziffer|Ziffern}; gelesen werden höchstens "
             "{maximum}.",
          pl="Liczba w JSON-ie ma {digits:plural:cyfrę|cyfry|cyfr}; wczytywanych jest najwyżej "
             "{maximum}."),
    error("INVALID_TEXT.nul",
          en="The text in {field!r} holds a NUL character (\\u0000), which is not accepted.",
          de="Der Text in „{field}“ enthält ein NUL-Zeichen (\\u0000); das wird nicht "
             "angenommen.",
          pl="Tekst w „{field}” zawiera znak NUL (\\u0000), który nie jest akceptowany."),
    error("BODY_TOO_LARGE",
          en="The body is larger than the limit of {limit:plural:byte|bytes}.",
          de="Der Anfragetext ist größer als die Grenze von {limit:plural:Byte|Bytes}.",
          pl="Treść żądania przekracza limit {limit:plural:bajtu|bajtów|bajtów}."),
    error("BODY_TOO_LARGE.decklist",
          en="The decklist is longer than {maximum:plural:character|characters}.",
          de="Die Deckliste ist länger als {maximum:plural:Zeichen|Zeichen}.",
          pl="Lista talii jest dłuższa niż {maximum:plural:znak|znaki|znaków}."),
    error("INTERNAL_ERROR",
          en="Internal error; this is a bug, please report it.",
          de="Interner Fehler; das ist ein Programmfehler, bitte melde ihn.",
          pl="Błąd wewnętrzny; to błąd programu, prosimy go zgłosić."),
    error("INTERNAL_ERROR.batch",
          en="This deck could not be checked because of a bug; please report it.",
          de="Dieses Deck konnte wegen eines Programmfehlers nicht geprüft werden; bitte melde "
             "ihn.",
          pl="Tej talii nie udało się sprawdzić z powodu błędu programu; prosimy go zgłosić."),
    # HTTP statuses without a sentence of ours (api/errors.py CODE_BY_STATUS): werkzeug's
    # default descriptions
    error("BAD_REQUEST",
          en="The browser (or proxy) sent a request that this server could not understand.",
          de="Der Browser (oder Proxy) hat eine Anfrage gesendet, die dieser Server nicht "
             "verstehen konnte.",
          pl="Przeglądarka (lub serwer pośredniczący) wysłała żądanie, którego ten serwer nie "
             "zrozumiał."),
    error("UNAUTHORIZED",
          en="The server could not verify that you are authorized to access the URL requested. "
             "You either supplied the wrong credentials (e.g. a bad password), or your browser "
             "doesn't understand how to supply the credentials required.",
          de="Der Server konnte nicht prüfen, ob du auf die angefragte URL zugreifen darfst. "
             "Entweder waren die Zugangsdaten falsch (z. B. ein falsches Passwort), oder dein "
             "Browser weiß nicht, wie er die nötigen Zugangsdaten mitschickt.",
          pl="Serwer nie mógł sprawdzić, czy masz dostęp do żądanego adresu URL. Podano błędne "
             "dane logowania (np. złe hasło) albo przeglądarka nie wie, jak przekazać wymagane "
             "dane logowania."),
    error("FORBIDDEN",
          en="You don't have the permission to access the requested resource. It is either "
             "read-protected or not readable by the server.",
          de="Du hast keine Berechtigung für die angefragte Ressource. Sie ist entweder "
             "lesegeschützt oder für den Server nicht lesbar.",
          pl="Nie masz uprawnień do żądanego zasobu. Jest on chroniony przed odczytem albo "
             "serwer nie może go odczytać."),
    error("NOT_FOUND",
          en="The requested URL was not found on the server. If you entered the URL manually "
             "please check your spelling and try again.",
          de="Die angefragte URL wurde auf dem Server nicht gefunden. Wenn du die URL von Hand "
             "eingegeben hast, prüfe bitte die Schreibweise und versuche es noch einmal.",
          pl="Nie znaleziono żądanego adresu URL na serwerze. Jeśli adres wpisano ręcznie, "
             "sprawdź pisownię i spróbuj ponownie."),
    error("METHOD_NOT_ALLOWED",
          en="The method is not allowed for the requested URL.",
          de="Die Methode ist für die angefragte URL nicht erlaubt.",
          pl="Ta metoda nie jest dozwolona dla żądanego adresu URL."),
    error("NOT_ACCEPTABLE",
          en="The resource identified by the request is only capable of generating response "
             "entities which have content characteristics not acceptable according to the "
             "accept headers sent in the request.",
          de="Die angefragte Ressource kann nur Antworten in Formaten erzeugen, die laut den "
             "Accept-Headern der Anfrage nicht akzeptiert werden.",
          pl="Żądany zasób może wygenerować tylko odpowiedzi w formatach, których nagłówki "
             "Accept żądania nie akceptują."),
    error("CONFLICT",
          en="A conflict happened while processing the request. The resource might have been "
             "modified while the request was being processed.",
          de="Bei der Bearbeitung der Anfrage ist ein Konflikt aufgetreten. Die Ressource wurde "
             "möglicherweise währenddessen geändert.",
          pl="Podczas przetwarzania żądania wystąpił konflikt. Zasób mógł zostać w tym czasie "
             "zmieniony."),
    error("URI_TOO_LONG",
          en="The request line (method and URL) is too long.",
          de="Die Anfragezeile (Methode und URL) ist zu lang.",
          pl="Wiersz żądania (metoda i adres URL) jest za długi."),
    error("HEADERS_TOO_LARGE",
          en="The request has too many header fields, or one that is too large.",
          de="Die Anfrage hat zu viele Kopfzeilen oder eine zu große.",
          pl="Żądanie ma zbyt wiele nagłówków albo nagłówek jest za duży."),
    error("UNSUPPORTED_MEDIA_TYPE",
          en="The server does not support the media type transmitted in the request.",
          de="Der Server unterstützt den Medientyp der Anfrage nicht.",
          pl="Serwer nie obsługuje typu danych przesłanego w żądaniu."),
    error("TOO_MANY_REQUESTS",
          en="This user has exceeded an allotted request count. Try again later.",
          de="Die erlaubte Anzahl von Anfragen ist überschritten. Versuche es später noch "
             "einmal.",
          pl="Przekroczono dozwoloną liczbę żądań. Spróbuj ponownie później."),
    error("TOO_MANY_REQUESTS.limit",
          en="Too many requests (limit: {limit}); try again later.",
          de="Zu viele Anfragen (Grenze: {limit}); versuche es später noch einmal.",
          pl="Zbyt wiele żądań (limit: {limit}); spróbuj ponownie później."),
    error("WORK_QUOTA_EXCEEDED",
          en="This client has used its share of the server's time for heavy requests (large "
             "batches, long decklists); try again in {seconds} seconds, or send fewer decks per "
             "request.",
          de="Dieser Client hat seinen Anteil an Rechenzeit für aufwendige Anfragen (große "
             "Stapel, lange Decklisten) verbraucht; versuche es in {seconds} Sekunden noch "
             "einmal oder schicke weniger Decks je Anfrage.",
          pl="Ten klient wykorzystał swój przydział czasu serwera na kosztowne żądania (duże "
             "partie, długie listy talii); spróbuj ponownie za {seconds} s albo wysyłaj mniej "
             "talii w jednym żądaniu."),
    error("SERVICE_UNAVAILABLE",
          en="The server is temporarily unable to service your request due to maintenance "
             "downtime or capacity problems. Please try again later.",
          de="Der Server kann die Anfrage wegen Wartungsarbeiten oder Überlastung gerade nicht "
             "bearbeiten. Bitte versuche es später noch einmal.",
          pl="Serwer chwilowo nie może obsłużyć żądania z powodu prac konserwacyjnych lub "
             "przeciążenia. Spróbuj ponownie później."),
    error("HTTP_ERROR",
          en="The request failed (HTTP {status}).",
          de="Die Anfrage ist fehlgeschlagen (HTTP {status}).",
          pl="Żądanie nie powiodło się (HTTP {status})."),

    # -- the server's health ------------------------------------------------------------------------------
    error("NOT_READY",
          en="Not ready: {failed}.",
          de="Nicht bereit: {failed}.",
          pl="Usługa nie jest gotowa: {failed}."),
    error("EVENTS_UNAVAILABLE",
          en="The database schema is out of date; run 'deckcheck db upgrade'.",
          de="Das Datenbankschema ist veraltet; führe 'deckcheck db upgrade' aus.",
          pl="Schemat bazy danych jest nieaktualny; uruchom 'deckcheck db upgrade'."),
    error("DATABASE_ERROR",
          en="The database could not answer; try again.",
          de="Die Datenbank konnte nicht antworten; versuche es noch einmal.",
          pl="Baza danych nie mogła odpowiedzieć; spróbuj ponownie."),
    error("DATABASE_UNAVAILABLE",
          en="The database cannot be reached right now; try again shortly.",
          de="Die Datenbank ist gerade nicht erreichbar; versuche es gleich noch einmal.",
          pl="Baza danych jest w tej chwili nieosiągalna; spróbuj ponownie za moment."),
)
