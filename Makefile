# Two commands for a newcomer:  make serve   (set up, import the card data, run the API)
#                               make test    (set up, run the test suite)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# Card data: $DECKCHECK_DATA, else ../shared/carddata when present, else the upstream repositories.
DATA ?= $(or $(DECKCHECK_DATA),$(wildcard ../shared/carddata))

.PHONY: install sync serve test bench lint types clean messages messages-check messages-import

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $@

install: $(BIN)/.installed

sync: install
	$(BIN)/deckcheck db sync $(if $(DATA),--source $(DATA))

serve: sync
	$(BIN)/deckcheck serve

test: install lint types
	$(BIN)/pytest

bench: sync
	for f in bench/validate_*.py; do $(BIN)/python $$f; done
	$(BIN)/python bench/first_sight.py

lint: install
	$(BIN)/ruff check .

types: install
	$(BIN)/mypy deckcheck

# Translations (docs/translating.md): extract the English templates into the .pot files,
# merge them into the German and Polish catalogues (pybabel update: new entries empty,
# changed English marked fuzzy); messages-check lists what is missing or fuzzy.
messages: install
	$(BIN)/python -m tools.i18n extract
	$(BIN)/pybabel update -w 100 --ignore-obsolete -D messages -i deckcheck/locale/messages.pot -d deckcheck/locale
	$(BIN)/pybabel update -w 100 --ignore-obsolete -D pages -i api/locale/pages.pot -d api/locale
	$(BIN)/python -m tools.i18n check || true

messages-check: install
	$(BIN)/python -m tools.i18n check

# After merging code that still writes {en, de, pl} in one place: move de/pl into the catalogues.
messages-import: install
	$(BIN)/python -m tools.i18n import-legacy

clean:
	rm -rf $(VENV) var .pytest_cache
