# Set-up is part of every target: a fresh machine needs only `make play` or `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

WEB_BUILT := src/manastack/server/static/index.html

.PHONY: play test lint bench coverage rulings mutation serve web

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev,env,web]'
	$(MAKE) web
	touch $(STAMP)

# The web client (TypeScript, built with Vite into the package, which `manastack serve` serves).
web: $(WEB_BUILT)

$(WEB_BUILT): web/package.json web/package-lock.json web/index.html web/vite.config.ts \
		web/tsconfig.json $(wildcard web/src/*)
	@if command -v npm >/dev/null; then \
		cd web && npm ci --no-audit --no-fund --loglevel=error && npm run build --silent; \
	else echo "npm not found: the web client is not built (manastack serve shows how)"; fi

serve: $(STAMP)
	$(BIN)/manastack serve $(ARGS)

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
