# Set-up is part of every target: a fresh machine needs only `make play` or `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench coverage rulings mutation

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev,env,web]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/manastack play $(ARGS)

test: $(STAMP)
	$(BIN)/pytest -n 2 tests

lint: $(STAMP)
	$(BIN)/ruff check src tests bench examples
	$(BIN)/mypy
	$(BIN)/lint-imports

bench: $(STAMP)
	@$(BIN)/python -c 'import phase' 2>/dev/null || $(BIN)/pip install -q -e '.[bench]' \
		|| echo "phase.rs: not installable here (pip install phase-python failed)"
	$(BIN)/manastack bench $(ARGS)

coverage: $(STAMP)
	$(BIN)/manastack coverage $(ARGS)

rulings: $(STAMP)
	$(BIN)/manastack rulings $(ARGS)

# Mutation testing of one rules module (slow, not part of CI): make mutation MODULE=rules/sba.py
mutation: $(STAMP)
	$(BIN)/python -m tools.mutation run $(MODULE) $(ARGS)
