"""Build the tenth fresh held-out set (fresh10_catalog.json, fresh10_queries.jsonl): 31 real MCP servers.

The tools: every tool that the 31 MCP servers of `tests/data/content/sources/servers_tenth.json`
list (captured from their npm packages for this set, `capture_servers.py --tenth`; no set used
them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 31 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 to fresh9 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh10_requests.json`, one per tool of a
seeded draw (SEED 10: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh10.py            # write the set
    .venv/bin/python tests/data/search/build_fresh10.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_tenth.json",)
SEED = 10
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@cloudbase/cloudbase-mcp": "cloudbase", "@daylight-labs/popdb-mcp": "popdb",
    "@didit-protocol/mcp-server": "didit", "@hyperdrive-eng/mcp-nodejs-debugger": "nodedebug",
    "@itseasy21/mcp-knowledge-graph": "knowledgegraph", "@hypothesi/tauri-mcp-server": "tauri",
    "@futurelab-studio/latest-science-mcp": "science", "@aaronsb/jira-cloud-mcp": "jira",
    "@codacy/codacy-mcp": "codacy", "@datacore-one/mcp": "datacore",
    "@fasttest-ai/qa-agent": "fasttest", "@headless-commerce/mcp-server": "headlesscommerce",
    "@lynx-js/devtool-mcp-server-canary": "lynx", "@mcptoolshop/polyglot-mcp": "polyglot",
    "@negokaz/excel-mcp-server": "excel", "@neverinfamous/mysql-mcp": "mysql",
    "@redhat-cloud-services/hcc-pf-mcp": "patternfly", "@trustthenverify/trust-mcp": "trust",
    "autotel-mcp": "autotel", "clawnch-mcp-server": "clawnch", "comfyui-mcp": "comfyui",
    "figma-console-mcp": "figma", "humanagent-mcp": "humanagent", "loopuman-mcp": "loopuman",
    "mcp-fetch": "fetch", "mcp-memory-libsql": "libsqlmemory", "mcp-postgres-server": "postgres",
    "mockserver-mcp-charles": "mockserver", "react-native-ai-debugger": "rndebug",
    "reactbits-dev-mcp-server": "reactbits", "selenium-ai-agent": "selenium",
}


def fresh10_tools() -> list[dict[str, Any]]:
    """The 31 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh10_tools()
    build("fresh10", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
