# Every target bootstraps .venv when it is missing, so each works as the only command on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# What `make run` needs: toolvet alone, without the test, LangChain and OpenTelemetry extras.
RUN_STAMP := $(VENV)/.installed-run
# What `make docs` needs: toolvet and the docs extra.
DOCS_STAMP := $(VENV)/.installed-docs
NODE_STAMP := tests/node/node_modules/.installed
# MCP 2026-07-28 peers: node 22 (an npm package) and the 2.x npm SDKs and Inspector in tests/peers,
# and a second virtualenv for mcp 2.x (it cannot share .venv with mcp 1.x).
PEERS_NODE_STAMP := tests/peers/node_modules/.installed
MODERN_VENV := .venv-modern
MODERN_STAMP := $(MODERN_VENV)/.installed
export PATH := $(abspath $(BIN)):$(PATH)
# Material for MkDocs prints a notice about its future on every build; `make docs` shows only
# what concerns this site.
export NO_MKDOCS_2_WARNING := 1
# The local authorization server and protected MCP server of docs/how-to/oauth.md and
# docs/how-to/upstream-login.md: two clients, `ops` (in the group ops) and `reader`.
AUTH_PORT ?= 9900
AUTH_CLIENTS ?= [{"client_id": "ops", "client_secret": "ops-secret", "scope": "mcp notes.read", "groups": ["ops"]}, {"client_id": "reader", "client_secret": "reader-secret", "scope": "mcp notes.read"}]
PROTECTED_PORT ?= 3010
# `make test` runs the suite in this many processes (pytest-xdist), each test file whole in one of
# them, so a file's module-scoped servers start once. The tests wait on servers and clients more
# than they compute: two workers on two cores take a fifth or more off its time (issue 28).
TEST_WORKERS ?= 2

.PHONY: test system peers run docs auth-server protected-server bench load fuzz lint typecheck format clean

# The system packages the tests need (HAProxy, redis-server, Node.js, a Python venv): installed
# with apt-get when run as root, else named before anything else fails.
system:
	@PYTHON=$(PYTHON) bash scripts/system-packages.sh

# $(call install,EXTRAS): toolvet from this clone into .venv (made first if missing), with EXTRAS
# (a variable: a comma written in the call itself would split its argument).
ALL_EXTRAS := [dev,langchain,otel,docs]
define install
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.$(1)'
endef

$(STAMP): pyproject.toml
	$(call install,$(ALL_EXTRAS))
	touch $(STAMP) $(RUN_STAMP) $(DOCS_STAMP)

$(RUN_STAMP): pyproject.toml
	$(call install,)
	touch $(RUN_STAMP)

$(DOCS_STAMP): pyproject.toml
	$(call install,[docs])
	touch $(DOCS_STAMP)

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

# Before the tests, the content guard's rules are compiled once into their disk cache (about 25 s
# of CPU), so that the proxies the tests start load them instead of each compiling them at once.
test: system $(STAMP) $(NODE_STAMP) $(PEERS_NODE_STAMP) $(MODERN_STAMP) docs
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/mypy
	$(BIN)/python -c "from toolvet.content import warm_up; warm_up()"
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile

run: $(RUN_STAMP)
	$(BIN)/toolvet serve --config servers.json --transport http

# The documentation site in site/ (docs/, mkdocs.yml; the references are generated from the code
# by docs/hooks/reference.py): any warning, a broken link included, fails it.
docs: $(DOCS_STAMP)
	$(BIN)/mkdocs build --strict

# An OAuth 2.1 authorization server on http://127.0.0.1:$(AUTH_PORT) (oidc-provider, as the tests
# run it; any login name and password sign in), with the clients above. Ctrl-C stops it.
auth-server: $(NODE_STAMP)
	PORT=$(AUTH_PORT) AS_CLIENTS='$(AUTH_CLIENTS)' node tests/node/authorization_server.mjs

# An MCP server protected by that authorization server (tools whoami and echo; scope mcp) at
# http://127.0.0.1:$(PROTECTED_PORT)/mcp. Start `make auth-server` first.
protected-server: $(RUN_STAMP)
	$(BIN)/python tests/data/servers/protected_server.py --port $(PROTECTED_PORT) \
		--issuer http://127.0.0.1:$(AUTH_PORT) --scopes mcp

bench: system $(STAMP) $(NODE_STAMP) $(PEERS_NODE_STAMP) $(MODERN_STAMP)
	$(BIN)/python bench/bench_validation.py
	$(BIN)/python bench/bench_proxy.py
	$(MODERN_VENV)/bin/python bench/bench_modern.py
	$(BIN)/python bench/bench_bounds.py
	$(BIN)/python bench/bench_sessions.py --sessions 3000
	$(BIN)/python bench/bench_replicas.py
	$(BIN)/python bench/bench_auth.py
	$(BIN)/python bench/bench_telemetry.py
	$(BIN)/python bench/bench_front_door.py
	$(BIN)/python bench/bench_content.py
	$(BIN)/python bench/bench_guard.py
	$(BIN)/python bench/bench_search.py
	$(BIN)/python bench/bench_rate_limits.py

# The fuzz tests of `make test` with more generated inputs (TOOLVET_FUZZ_EXAMPLES per test and
# case): a fuzzing client against toolvet (stdio and HTTP, both eras), toolvet against a hostile
# upstream (stdio, HTTP JSON and SSE), and the wire's own decoder.
FUZZ_EXAMPLES ?= 2000
fuzz: system $(STAMP) $(NODE_STAMP)
	TOOLVET_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(BIN)/python -m pytest -q -p no:cacheprovider \
		tests/proxy/test_fuzz.py tests/proxy/test_hostile_upstream.py tests/protocol/test_wire.py

load: $(STAMP)
	$(BIN)/python -m tests.proxy.load --calls 10000 --clients 50

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports

# The types of toolvet/ and toolvet_examples/ ([tool.mypy] in pyproject.toml: strict on the core
# layers and the wire); part of `make test`.
typecheck: $(STAMP)
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) $(MODERN_VENV) tests/peers/node_modules .pytest_cache .ruff_cache .mypy_cache build site *.egg-info
