# Set-up is part of every target: a fresh machine needs only `make play` or `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

WEB_BUILT := src/manastack/server/static/index.html

.PHONY: play test lint bench coverage rulings mutation serve web compiled test-compiled

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev,env,web,bench]'
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
	$(BIN)/manastack bench $(ARGS)

# The optional compiled build (tools/compiled.py): the hot core compiled with mypyc (which ships
# with mypy, pinned so that every build compiles alike) into build/compiled; run anything against
# it with PYTHONPATH=build/compiled.
MYPYC_PIN := mypy==2.4.1
compiled: $(STAMP)
	$(BIN)/pip install -q '$(MYPYC_PIN)' 'setuptools>=68'
	$(BIN)/python -m tools.compiled build

# CI's check of the compiled build: the identical-games tests and the rules tests against it
COMPILED_TESTS ?= tests/games tests/rules
test-compiled: compiled
	PYTHONPATH=build/compiled $(BIN)/python -m tools.compiled check
	PYTHONPATH=build/compiled $(BIN)/pytest -n 2 -p no:cacheprovider $(COMPILED_TESTS)

coverage: $(STAMP)
	$(BIN)/manastack coverage $(ARGS)

rulings: $(STAMP)
	$(BIN)/manastack rulings $(ARGS)

# Mutation testing of one rules module (slow, not part of CI): make mutation MODULE=rules/sba.py
mutation: $(STAMP)
	$(BIN)/python -m tools.mutation run $(MODULE) $(ARGS)
