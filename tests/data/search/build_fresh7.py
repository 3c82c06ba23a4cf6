"""Build the seventh fresh held-out set (fresh7_catalog.json, fresh7_queries.jsonl): 43 real MCP servers.

The tools: every tool that the 43 MCP servers of `tests/data/content/sources/servers_seventh.json`
list (captured from their npm packages for this set, `capture_servers.py --seventh`; no set used
them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 43 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 to fresh6 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh7_requests.json`, one per tool of a
seeded draw (SEED 7: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh7.py            # write the set
    .venv/bin/python tests/data/search/build_fresh7.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_seventh.json",)
SEED = 7
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@akutishevsky/lunchmoney-mcp": "lunchmoney", "@paddle/paddle-mcp": "paddle",
    "@qase/mcp-server": "qase", "@k-jarzyna/mcp-miro": "miro",
    "@baruchiro/paperless-mcp": "paperless", "mcp-arr-server": "arr",
    "@owine/unifi-protect-mcp": "unifiprotect", "@jinzcdev/leetcode-mcp-server": "leetcode",
    "@chatwork/mcp-server": "chatwork", "@iterable/mcp": "iterable", "@infisical/mcp": "infisical",
    "@runpod/mcp-server": "runpod", "@niyogi/render-mcp": "render",
    "@masonator/coolify-mcp": "coolify", "terraform-mcp-server": "terraform",
    "@transloadit/mcp-server": "transloadit", "mcp-echarts": "echarts",
    "excalidraw-mcp": "excalidraw", "@danielsogl/lighthouse-mcp": "lighthouse",
    "hotelzero": "hotelzero", "ashby-mcp": "ashby",
    "tradingview-mcp-server": "tradingview", "@adamhancock/bullmq-mcp": "bullmq",
    "prometheus-mcp": "prometheus", "@ergut/mcp-bigquery-server": "bigquery",
    "@ivotoby/contentful-management-mcp-server": "contentful",
    "ebay-mcp": "ebay", "domain-search-mcp": "domainsearch",
    "recipe-mcp": "recipes", "mcp-server-google-analytics": "googleanalytics",
    "@abhaybabbar/retellai-mcp-server": "retell", "@genwave/svgmaker-mcp": "svgmaker",
    "@floriscornel/teams-mcp": "teams", "@takescake/1password-mcp": "onepassword",
    "access-calibre": "calibre", "attio-mcp": "attio",
    "@tsmztech/mcp-server-salesforce": "salesforce", "@accesslint/mcp": "accesslint",
    "@knip/mcp": "knip", "minimax-mcp-js": "minimax", "@bnb-chain/mcp": "bnbchain",
    "mcp-ssh-manager": "sshmanager", "@serpstat/serpstat-mcp-server": "serpstat",
}


def fresh7_tools() -> list[dict[str, Any]]:
    """The 43 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh7_tools()
    build("fresh7", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
