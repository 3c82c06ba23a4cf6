"""Build the eighth fresh held-out set (fresh8_catalog.json, fresh8_queries.jsonl): 39 real MCP servers.

The tools: every tool that the 39 MCP servers of `tests/data/content/sources/servers_eighth.json`
list (captured from their npm packages for this set, `capture_servers.py --eighth`; no set used
them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 39 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 to fresh7 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh8_requests.json`, one per tool of a
seeded draw (SEED 8: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh8.py            # write the set
    .venv/bin/python tests/data/search/build_fresh8.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_eighth.json",)
SEED = 8
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "tailwindcss-mcp-server": "tailwind", "time-mcp": "time",
    "@easecloudio/mcp-metabase-server": "metabase", "@hugeicons/mcp-server": "hugeicons",
    "@coding-solo/godot-mcp": "godot", "@amap/amap-maps-mcp-server": "amap",
    "backlog-mcp-server": "backlog", "boondmanager-mcp-server": "boond",
    "interactive-brokers-mcp": "ibkr", "mcp-server-apple-events": "appleevents",
    "open-meteo-mcp-server": "openmeteo", "quickbooks-mcp": "quickbooks",
    "@alvincrave/gtasks-mcp": "gtasks", "@aicoin/opendata-mcp": "aicoin",
    "@chkp/management-logs-mcp": "chkplogs", "@chkp/quantum-management-mcp": "chkpmgmt",
    "@flightbox/mcp-server": "flightbox", "@gestell/zowe-mcp": "zowe", "@houtini/lm": "houtini",
    "hyperbrowser-mcp": "hyperbrowser", "@intelligentelectron/pcb-lens": "pcblens",
    "@intelligentelectron/universal-netlist": "netlist", "@jasontanswe/railway-mcp": "railway",
    "mcp-omnisearch": "omnisearch", "mcp-ripgrep": "ripgrep", "@mcp-z/mcp-pdf": "pdf",
    "omnifocus-mcp": "omnifocus", "@simonecoelhosfo/optimizely-mcp-server": "optimizely",
    "spider-cloud-mcp": "spider", "@vuetify/mcp": "vuetify", "x64dbg-mcp-server": "x64dbg",
    "@ahdev/dokploy-mcp": "dokploy", "strapi-mcp": "strapi", "motionmcp": "motion",
    "icloud-mcp": "icloud", "mcp-alertmanager": "alertmanager",
    "@cablate/mcp-google-map": "googlemaps", "@berthojoris/mcp-mysql-server": "mysql",
    "@agllama/mcp": "llama",
}


def fresh8_tools() -> list[dict[str, Any]]:
    """The 39 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh8_tools()
    build("fresh8", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
