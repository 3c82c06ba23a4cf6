# Every target bootstraps .venv when it is missing, so each works as the only command on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
NODE_STAMP := tests/node/node_modules/.installed
# MCP 2026-07-28 peers: node 22 (an npm package) and the 2.x npm SDKs and Inspector in tests/peers,
# and a second virtualenv for mcp 2.x (it cannot share .venv with mcp 1.x).
PEERS_NODE_STAMP := tests/peers/node_modules/.installed
MODERN_VENV := .venv-modern
MODERN_STAMP := $(MODERN_VENV)/.installed
export PATH := $(abspath $(BIN)):$(PATH)

.PHONY: test peers run bench load fuzz lint format clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,langchain,otel]'
	touch $(STAMP)

# The npm packages the tests run (MCP servers, the Inspector CLI), pinned by package-lock.json.
$(NODE_STAMP): tests/node/package.json tests/node/package-lock.json
	npm ci --prefix tests/node --no-audit --no-fund && touch $@

$(PEERS_NODE_STAMP): tests/peers/package.json tests/peers/package-lock.json
	npm ci --prefix tests/peers --no-audit --no-fund && touch $@

$(MODERN_STAMP): tests/peers/requirements-modern.txt
	test -x $(MODERN_VENV)/bin/python || $(PYTHON) -m venv $(MODERN_VENV)
	$(MODERN_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(MODERN_VENV)/bin/python -m pip install --quiet -r tests/peers/requirements-modern.txt
	touch $@

peers: $(PEERS_NODE_STAMP) $(MODERN_STAMP)

test: $(STAMP) $(NODE_STAMP) $(PEERS_NODE_STAMP) $(MODERN_STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/python -m pytest -q

run: $(STAMP)
	$(BIN)/toolvet serve --config servers.json --transport http

bench: $(STAMP) $(NODE_STAMP) $(PEERS_NODE_STAMP) $(MODERN_STAMP)
	$(BIN)/python bench/bench_validation.py
	$(BIN)/python bench/bench_proxy.py
	$(MODERN_VENV)/bin/python bench/bench_modern.py
	$(BIN)/python bench/bench_bounds.py
	$(BIN)/python bench/bench_sessions.py --sessions 3000
	$(BIN)/python bench/bench_replicas.py
	$(BIN)/python bench/bench_auth.py
	$(BIN)/python bench/bench_telemetry.py

# The fuzz tests of `make test` with more generated inputs (TOOLVET_FUZZ_EXAMPLES per test and
# case): a fuzzing client against toolvet (stdio and HTTP, both eras), toolvet against a hostile
# upstream (stdio, HTTP JSON and SSE), and the wire's own decoder.
FUZZ_EXAMPLES ?= 2000
fuzz: $(STAMP) $(NODE_STAMP)
	TOOLVET_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(BIN)/python -m pytest -q -p no:cacheprovider \
		tests/proxy/test_fuzz.py tests/proxy/test_hostile_upstream.py tests/protocol/test_wire.py

load: $(STAMP)
	$(BIN)/python -m tests.proxy.load --calls 10000 --clients 50

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports

format: $(STAMP)
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) $(MODERN_VENV) tests/peers/node_modules .pytest_cache .ruff_cache build *.egg-info
