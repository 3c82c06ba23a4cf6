"""Build the eleventh fresh held-out set (fresh11_catalog.json, fresh11_queries.jsonl): 28 real MCP servers.

The tools: every tool that the 28 MCP servers of `tests/data/content/sources/servers_eleventh.json`
list (captured from their npm packages for this set, `capture_servers.py --eleventh`; no set used
them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 28 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 to fresh10 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh11_requests.json`, one per tool of a
seeded draw (SEED 11: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh11.py            # write the set
    .venv/bin/python tests/data/search/build_fresh11.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_eleventh.json",)
SEED = 11
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@agent-infra/mcp-server-browser": "infrabrowser", "@agent-infra/mcp-server-filesystem": "infrafs",
    "@brightdata/mcp": "brightdata", "@mastergo/magic-mcp": "mastergo", "@monoharada/wcf-mcp": "wcf",
    "@mrnitro360/react-native-mcp-guide": "rnguide", "@ng-primitives/mcp": "ngprimitives",
    "@provenonce/mcp": "provenonce", "@uidbai/mcp-server": "uidb", "agent-browser-mcp": "agentbrowser",
    "bash-command-mcp": "bashcmd", "bmall-mcp": "bmall", "claude-historian-mcp": "historian",
    "expo-mcp": "expo", "fast-filesystem-mcp": "fastfs", "ids-enterprise-mcp-server": "ids",
    "just-bash-mcp": "justbash", "mcp-code-graph": "codegraph", "memdata-mcp": "memdata",
    "openclaw-mcp": "openclaw", "opik-mcp": "opik", "orbitalmcp": "orbital",
    "powerplatform-mcp": "powerplatform", "slashvibe-mcp": "slashvibe", "sonance-brand-mcp": "sonance",
    "text2image-mcp": "text2image", "unified-sf-docs-mcp": "sfdocs", "universal-db-mcp": "universaldb",
}


def fresh11_tools() -> list[dict[str, Any]]:
    """The 28 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh11_tools()
    build("fresh11", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
