"""Build the ninth fresh held-out set (fresh9_catalog.json, fresh9_queries.jsonl): 36 real MCP servers.

The tools: every tool that the 36 MCP servers of `tests/data/content/sources/servers_ninth.json`
list (captured from their npm packages for this set, `capture_servers.py --ninth`; no set used
them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 36 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 to fresh8 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh9_requests.json`, one per tool of a
seeded draw (SEED 9: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh9.py            # write the set
    .venv/bin/python tests/data/search/build_fresh9.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_ninth.json",)
SEED = 9
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@gongrzhe/server-travelplanner-mcp": "travelplanner", "ios-simulator-mcp": "iossim",
    "notebooklm-mcp": "notebooklm", "robloxstudio-mcp": "roblox", "howtocook-mcp": "howtocook",
    "@variflight-ai/variflight-mcp": "variflight", "@heroui/react-mcp": "heroui",
    "firefox-devtools-mcp": "firefox", "@casys/mcp-erpnext": "erpnext",
    "search-console-mcp": "searchconsole", "alibabacloud-devops-mcp-server": "yunxiao",
    "food402": "food402", "@bycrawl/mcp": "bycrawl", "@debugmcp/mcp-debugger": "debugger",
    "@baidumap/mcp-server-baidu-map": "baidumap", "@falconer/mcp": "falconer",
    "mobile-device-farm-mcp": "devicefarm", "@stevestomp/ohno-mcp": "ohno",
    "pabal-store-api-mcp": "pabal", "@mapbox/mcp-devkit-server": "mapboxdev",
    "ableton-cookbook-mcp": "ableton", "coderabbitai-mcp": "coderabbit",
    "cookunity-mcp-server": "cookunity", "@flightradar24/fr24api-mcp": "fr24",
    "@node2flow/n8n-management-mcp": "n8n", "tryll-dataset-builder-mcp": "tryll",
    "dbeaver-mcp-server": "dbeaver", "@turbot/powerpipe-mcp": "powerpipe",
    "mcp-github-project-manager": "ghproject", "@notprolands/ast-grep-mcp": "astgrep",
    "@bilims/mcp-sqlserver": "sqlserver", "@piotr-agier/google-drive-mcp": "gdrive",
    "@starwind-ui/mcp": "starwind", "xampp-mcp": "xampp", "@allpepper/memory-bank-mcp": "memorybank",
    "@ohah/react-native-mcp-server": "reactnative",
}


def fresh9_tools() -> list[dict[str, Any]]:
    """The 36 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh9_tools()
    build("fresh9", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
