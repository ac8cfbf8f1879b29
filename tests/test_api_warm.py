"""api/warm.py: a served worker does its one-time work (templates, the main pages in every
language) before its first request, and that work is no client's request."""
from __future__ import annotations

import pytest
from test_api_helpers import make_app, need_rules

import api.ops
import api.quota
from api.pages.i18n import LANGS
from api.warm import warm
from deckcheck.games import game_ids
from deckcheck.services.observers import Observers


class Told:
    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def validated(self, game: str, valid: bool) -> None:
        self.calls.append(("validated", game, valid))

    def goldfish_games(self, game: str, games: int, mode: str) -> None:
        self.calls.append(("goldfish", game, games))


def listen(app, told: Told, monkeypatch) -> None:
    """``told`` the app's only observer for this test (the service, and its observers, are
    shared by the session's apps: tests/test_deploy_ops.py counts them)."""
    observers = Observers()
    observers.add(told)
    monkeypatch.setattr(app.extensions["deckcheck_services"].validation, "observers", observers)


@pytest.fixture()
def app(all_db, tmp_path):
    for game in game_ids():
        need_rules(game)
    return make_app(all_db, f"sqlite:///{tmp_path / 'events.sqlite'}", SECRET_KEY="warm",
                    WORK_QUOTA="1000/minute")


def test_after_warming_a_first_page_compiles_no_template(app, monkeypatch):
    figures = warm(app)
    names = app.jinja_env.list_templates()
    assert figures["failed"] == [] and figures["templates"] == len(names) >= 30
    assert figures["pages"] == len(LANGS) * (len(game_ids()) + 3)    # a check per game + 3 pages
    assert figures["cpu_ms"] > 0 and figures["ms"] > 0

    def compile_again(*_args, **_kwargs):
        raise AssertionError("a template was compiled after warming")

    monkeypatch.setattr(app.jinja_env, "compile", compile_again)
    client = app.test_client()
    for url in ("/", "/?lang=de", "/cards?lang=pl", "/goldfish", "/events", "/lists/agot", "/cards/agot/01001"):
        assert client.get(url).status_code == 200, url
    page = client.post("/", data={"decklist": "1x Winter Is Coming\n", "lang": "de"})
    assert page.status_code == 200 and "Winter" in page.get_data(as_text=True)


def test_warming_is_nobodys_request(app, monkeypatch):
    """Nothing is logged or counted as a request, no quota is charged, no session stored,
    the observers (the verdict metrics) are not told - and are told again afterwards."""
    logged, charged, told = [], [], Told()
    monkeypatch.setattr(api.ops, "record_request", lambda *a, **k: logged.append(a))
    monkeypatch.setattr(api.quota.WorkQuota, "charge", lambda self, bucket, cpu, budget="work": charged.append(bucket))
    listen(app, told, monkeypatch)
    stored: list[str] = []
    sessions = app.extensions["web_sessions"]
    monkeypatch.setattr(sessions, "set", lambda key, data, ttl: stored.append(key))
    assert warm(app)["failed"] == []
    assert logged == [] and charged == [] and told.calls == [] and stored == []
    page = app.test_client().post("/", data={"decklist": "1x Winter Is Coming\n", "lang": "de"})
    assert page.status_code == 200 and ("validated", "agot", False) in told.calls
    assert logged and charged                      # (the spies see a client's request)
    assert stored == []                            # which, anonymous, stores no session either


def test_a_page_that_fails_to_warm_is_skipped_and_logged(app, monkeypatch, caplog):
    def broken():
        raise RuntimeError("no goldfish today")

    monkeypatch.setitem(app.view_functions, "pages.goldfish", broken)
    told = Told()
    listen(app, told, monkeypatch)
    with caplog.at_level("ERROR", logger="deckcheck.warm"):
        figures = warm(app)
    assert figures["failed"] == [f"pages.goldfish {lang}" for lang in LANGS]
    assert figures["pages"] == len(LANGS) * (len(game_ids()) + 2)
    assert app.extensions["deckcheck_services"].observers.validated("agot", True) is None
    assert told.calls == [("validated", "agot", True)]       # unmuted after the failures


def test_a_template_that_does_not_compile_is_skipped_and_logged(app, monkeypatch, caplog):
    from jinja2 import TemplateSyntaxError

    env = app.jinja_env
    real = env.get_template

    def get_template(name, *args, **kwargs):
        if name == "pages/event_sheet.html":
            raise TemplateSyntaxError("unexpected end of template", 1, name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(env, "get_template", get_template)
    with caplog.at_level("ERROR", logger="deckcheck.warm"):
        figures = warm(app)
    assert figures["failed"] == ["pages/event_sheet.html"]
    assert figures["templates"] == len(env.list_templates()) - 1
    assert figures["pages"] == len(LANGS) * (len(game_ids()) + 3)
    assert "pages/event_sheet.html" in caplog.text


def test_muted_observers_hear_nothing_and_are_restored_after_an_error():
    observers, told = Observers(), Told()
    observers.add(told)
    with pytest.raises(KeyError), observers.muted():
        observers.validated("l5r", True)
        observers.validated_many("whi", False, 3)
        observers.goldfish_games("agot", 10, "jobs")
        raise KeyError("inside")
    assert told.calls == []
    observers.validated_many("whi", False, 2)
    observers.goldfish_games("agot", 10, "jobs")
    assert told.calls == [("validated", "whi", False)] * 2 + [("goldfish", "agot", 10)]
