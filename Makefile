# Two commands for a newcomer:  make serve   (set up, import the card data, run the API)
#                               make test    (set up, run the test suite)
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# Card data: $DECKCHECK_DATA, else ../shared/carddata when present, else the upstream repositories.
DATA ?= $(or $(DECKCHECK_DATA),$(wildcard ../shared/carddata))

.PHONY: install sync serve test bench lint clean

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

test: install
	$(BIN)/pytest

bench: sync
	for f in bench/validate_*.py; do $(BIN)/python $$f; done

lint: install
	$(BIN)/ruff check deckcheck card_db restricted_lists api tests bench

clean:
	rm -rf $(VENV) var .pytest_cache
