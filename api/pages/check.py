"""``/``: check a deck. A plain form post renders the verdict on the server; the page's
script (static/pages/check.js) validates while typing through POST /api/v1/validate and
asks POST /check/stats for the statistics block (api/pages/stats.py) afterwards.

A "use this card" button of the verdict is a submit button of the form (``use``): the
server puts the card into that line of the list (``api.pages.reading.apply_use``) and
checks the edited list; the script does the same in the page."""
from __future__ import annotations

import base64
import json
import zlib
from datetime import date
from typing import Any

from flask import g, render_template, request, url_for

from api.extensions import service, services
from api.pages.blueprint import bp
from api.pages.page_context import game_name, t
from api.pages.deck_files import deck_file, export_options, read_deck_link
from api.pages.i18n import LANGS, STRINGS, label, pack_label, translate, type_names
from api.pages.reading import apply_use, did_you_mean_opening
from api.pages.stats import stats_for
from api.pages.views import verdict_view
from api.schemas import MAX_DECKLIST_CHARS
from deckcheck.games import game_ids
from deckcheck.model import DeckInputError
from deckcheck.services.timelines import result_timeline
from deckcheck.names import PACKS

FIELDS = ("game", "format", "as_of", "list")
# the strings the script needs to draw a verdict like the server does
SCRIPT_KEYS = ("legal", "illegal", "n_violations", "expected", "actual", "lists_used", "no_list", "counts",
               "rules_version", "parse_problems", "parse_note", "line", "did_you_mean", "warnings",
               "checking", "error", "cards_involved", "issuer", "effective", "source",
               "unread_one", "unread_many", "unread_hint", "deck_as_read", "no_heading", "cards_read", "copies",
               "card", "pack", "faction", "not_read", "corrected", "you_wrote", "read_as", "corrections",
               "corrections_note", "use_card", "use_card_for", "no_candidates",
               "fix_heading", "fix_hint", "rules_reference", "rulebook", "rulebook_faq")


def _form() -> dict[str, str]:
    values = {k: (request.form.get(k) or request.args.get(k) or "").strip()[:40] for k in FIELDS}
    if values["game"] not in game_ids():
        values["game"] = ""
    return values


def shared_deck(token: str) -> str:
    """The decklist of a shared link (``?deck=``: the text deflated, base64url); DeckInputError
    for a token that is not one or that unpacks to more than a decklist may hold."""
    try:
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        inflater = zlib.decompressobj(-15)
        raw = inflater.decompress(packed, MAX_DECKLIST_CHARS * 4 + 1)
        if len(raw) > MAX_DECKLIST_CHARS * 4 or inflater.unconsumed_tail:
            raise DeckInputError("BODY_TOO_LARGE", {"maximum": MAX_DECKLIST_CHARS}, variant="decklist")
        return raw.decode("utf-8")
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise DeckInputError("MALFORMED_SHARE_LINK") from None


def share_token(text: str) -> str:
    """``?deck=`` for a decklist: deflated and base64url, so a whole list fits in a link."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(text.encode("utf-8")) + packer.flush()).decode().rstrip("=")


def share_url(text: str, verdict: dict[str, Any], form: dict[str, str], lang: str) -> str:
    """A link to this verdict: the deck in the link, the day and the list version pinned (the
    day checked, the list the verdict used), so it says the same tomorrow."""
    lists = verdict.get("lists") or ()
    return url_for("pages.check", deck=share_token(text), game=verdict.get("game") or form["game"] or None,
                   format=verdict.get("format") or None, as_of=form["as_of"] or date.today().isoformat(),
                   list=form["list"] or (lists[0]["id"] if lists else None), lang=lang, _external=True)


def run_check(text: str, form: dict[str, str], lang: str) -> dict[str, Any]:
    """Read and validate the pasted list; DeckInputError for input that cannot be read."""
    svc = service()
    payload = {"decklist": text, "game": form["game"] or None, "format": form["format"] or None,
               "as_of": form["as_of"] or None, "list": form["list"] or None}
    parsed = svc.read_payload(payload)
    verdict = svc.validate_with_fixes(parsed, lang)     # each violation with its fix suggestions
    view = verdict_view(verdict, svc.pools.get(verdict["game"]), lang, text=text)
    view["deck_name"] = parsed.deck.name
    view["share_url"] = share_url(text, verdict, form, lang)
    view["stats"] = stats_for(parsed, lang)     # the statistics block under the verdict
    view["timeline"] = timeline_view(parsed, lang)     # issue 19: legality over time
    return view


def timeline_view(parsed: Any, lang: str) -> dict[str, Any] | None:
    """The deck's periods for the strip under the verdict: a run of periods with the same
    violations and no card changing its standing is one entry; None for a format without lists."""
    svc = service()
    found = result_timeline(svc, parsed, lang)
    if not found["list_family"]:
        return None
    pool = svc.pool(found["game"])
    runs: list[dict[str, Any]] = []
    for p in found["periods"]:
        for v in p["violations"]:     # the strip names the cards; the sentences stand in the verdict
            v["names"] = [pool.display_name(c, lang) for c in v["cards"]]
        if runs and runs[-1]["legal"] == p["legal"] and not p["changes"] and _codes(runs[-1]["last"]) == _codes(p):
            runs[-1].update(last=p, in_force=runs[-1]["in_force"] or p["in_force"])
        else:
            runs.append({"first": p, "last": p, "legal": p["legal"], "in_force": p["in_force"]})
    return {"runs": runs}


def _codes(period: dict[str, Any]) -> list[tuple[str, tuple[str, ...]]]:
    return [(v["code"], tuple(v["cards"])) for v in period["violations"]]


def script_strings(lang: str) -> str:
    strings = {k: translate(k, lang) for k in SCRIPT_KEYS}
    strings.update({f"sec_{k[4:]}": translate(k, lang) for k in STRINGS if k.startswith("sec_")})
    strings["types"] = type_names(lang)
    strings["factions"] = {code: label(code, lang) for code in services().cards.filters("")["factions"]}
    strings["packs"] = {name: pack_label(name, lang) for name in PACKS if pack_label(name, lang) != name}
    strings["games"] = {game: game_name(game, lang) for game in game_ids()}
    strings["did_you_mean_opening"] = did_you_mean_opening(lang)
    # issue 20, pages for people: violations headed by their message, formats in words
    strings.update({k: translate(k, lang) for k in ("rule_code", "counted_cards", "error_code", "card_page", "fix_line")})
    strings["formats"] = {k[4:]: translate(k, lang) for k in STRINGS if k.startswith("fmt_")}
    return json.dumps(strings, ensure_ascii=False).replace("</", "<\\/")


@bp.route("/", methods=["GET", "POST"])
def check():
    form = _form()
    text = request.form.get("decklist", "")
    if request.form.get("use"):
        text = apply_use(text, request.form["use"])
    result = error = None
    shared = request.method == "GET" and bool(request.args.get("deck"))
    if shared:                               # a shared verdict: the deck comes in the link
        try:
            text = shared_deck(request.args["deck"][:MAX_DECKLIST_CHARS * 2])
        except DeckInputError as exc:
            error = {"code": exc.code, "message": exc.message_in(g.lang)}
    if request.method == "POST" and request.form.get("deck_link", "").strip():   # issue 38: by link
        text, form["game"], error = read_deck_link(request.form["deck_link"], g.lang)
    if (request.method == "POST" or shared) and error is None:
        if not text.strip():
            error = {"code": "EMPTY_DECKLIST", "message": t("empty_list")}
        elif len(text) > MAX_DECKLIST_CHARS:
            too_long = DeckInputError("BODY_TOO_LARGE", {"maximum": MAX_DECKLIST_CHARS}, variant="decklist")
            error = {"code": too_long.code, "message": too_long.message_in(g.lang)}
        else:
            try:
                result = run_check(text, form, g.lang)
            except DeckInputError as exc:
                error = {"code": exc.code, "message": exc.message_in(g.lang)}
    status = 200 if error is None or (request.method == "GET" and not shared) else 422
    return render_check(form, text, result, error, status)


@bp.route("/check/stats", methods=["POST"])
def check_stats():
    """The statistics block alone, for the check page's script (an empty answer when the list
    cannot be read: the verdict then says why)."""
    text = request.form.get("decklist", "")
    if not text.strip() or len(text) > MAX_DECKLIST_CHARS:
        return "", 204
    form = {k: (request.form.get(k) or "").strip()[:40] or None for k in FIELDS}
    try:
        parsed = service().read_payload({"decklist": text, **form})
    except DeckInputError:
        return "", 204
    view = stats_for(parsed, g.lang)
    if view is None:
        return "", 204
    return render_template("pages/_stats_block.html", stats=view)


def render_check(form: dict[str, str], text: str, result: Any, error: Any, status: int) -> tuple[str, int]:
    return render_template("pages/check.html", active="check", form=form, text=text, result=result,
                           error=error, games=services().cards.game_options(), langs=LANGS,
                           script_strings=script_strings(g.lang), export_options=export_options), status


@bp.route("/export", methods=["POST"])
def export_deck_file() -> Any:
    """The check form's list downloaded in the chosen format (api/pages/deck_files.py)."""
    form = _form()
    text = request.form.get("decklist", "")
    answer = deck_file(text, form, request.form.get("export", "text"), g.lang)
    if isinstance(answer, dict):
        return render_check(form, text[:MAX_DECKLIST_CHARS], None, answer, 422)
    return answer
