# Every target bootstraps .venv when it is missing, so each works as the only command on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
NODE_STAMP := tests/node/node_modules/.installed
export PATH := $(abspath $(BIN)):$(PATH)

.PHONY: test run bench load lint format clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,langchain]'
	touch $(STAMP)

# The npm packages the tests run (MCP servers, the Inspector CLI), pinned by package-lock.json.
$(NODE_STAMP): tests/node/package.json tests/node/package-lock.json
	npm ci --prefix tests/node --no-audit --no-fund && touch $@

test: $(STAMP) $(NODE_STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

run: $(STAMP)
	$(BIN)/toolvet serve --config servers.json --transport http

bench: $(STAMP)
	$(BIN)/python bench/bench_validation.py
	$(BIN)/python bench/bench_proxy.py
	$(BIN)/python bench/bench_bounds.py
	$(BIN)/python bench/bench_sessions.py --sessions 3000

load: $(STAMP)
	$(BIN)/python -m tests.proxy.load --calls 10000 --clients 50

lint: $(STAMP)
	$(BIN)/ruff check .

format: $(STAMP)
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache build *.egg-info
