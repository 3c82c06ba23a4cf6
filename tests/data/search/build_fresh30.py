"""Build the thirtieth fresh held-out set (fresh30_catalog.json, fresh30_queries.jsonl): 9 real MCP servers.

The tools: every tool that the 9 MCP servers of
`tests/data/content/sources/servers_thirtieth.json` list (captured from their PyPI packages for
this set, `capture_servers.py --thirtieth`; no set used them before; a server listing more than
40 tools keeps the capture's seeded 40), named as toolvet's proxy exposes them when it fronts all 9
with `namespacing: always` and the default separator: `<server key>__<tool>`
(`toolvet.pipeline.expose`), the server key a short name per package (SERVER_KEYS). Description
and inputSchema as the server lists them.

Built as fresh4 to fresh28 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh30_requests.json`, one per tool of a
seeded draw (SEED 30: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh30.py            # write the set
    .venv/bin/python tests/data/search/build_fresh30.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_thirtieth.json",)
SEED = 30
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "mcp-server-if": "ifgames", "mcp-server-sofabaton": "sofabaton", "mrbilit-mcp": "mrbilit",
    "myrohome-helper-mcp": "myrohome", "nutriclarity-mcp": "nutriclarity", "runway-mcp": "runway",
    "swiss-road-mobility-mcp": "swissroad", "tapsifood-mcp": "tapsifood",
    "zmanim-mcp-server": "zmanim",
}


def fresh30_tools() -> list[dict[str, Any]]:
    """The 9 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh30_tools()
    build("fresh30", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
