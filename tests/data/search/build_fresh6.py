"""Build the sixth fresh held-out set (fresh6_catalog.json, fresh6_queries.jsonl): 45 real MCP servers.

The tools: every tool that the 45 MCP servers of `tests/data/content/sources/servers_sixth.json`
list (captured from their npm packages for this set, `capture_servers.py --sixth`; no set used
them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 45 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 and fresh5 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh6_requests.json`, one per tool of a
seeded draw (SEED 6: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh6.py            # write the set
    .venv/bin/python tests/data/search/build_fresh6.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_sixth.json",)
SEED = 6
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "airtable-mcp-server": "airtable", "@roychri/mcp-server-asana": "asana",
    "@mapbox/mcp-server": "mapbox", "@openbnb/mcp-server-airbnb": "airbnb",
    "mcp-mermaid": "mermaid", "argocd-mcp": "argocd",
    "@google-cloud/observability-mcp": "gcpobservability", "@google-cloud/storage-mcp": "gcs",
    "replicate-mcp": "replicate", "reddit-mcp-buddy": "reddit", "@line/line-bot-mcp-server": "line",
    "@nexus2520/bitbucket-mcp-server": "bitbucket", "flightradar-mcp-server": "flightradar",
    "hostinger-api-mcp": "hostinger", "@sylphx/pdf-reader-mcp": "pdfreader",
    "mcpcosmosdb": "cosmosdb", "@larksuiteoapi/lark-mcp": "lark", "resend-mcp": "resend",
    "@delorenj/mcp-server-trello": "trello", "@xeroapi/xero-mcp-server": "xero",
    "@rollbar/mcp-server": "rollbar", "@digitalocean/mcp": "digitalocean",
    "@dangahagan/weather-mcp": "weather", "sonarqube-mcp-server": "sonarqube",
    "mcp-discord": "discord", "youtube-data-mcp-server": "youtube",
    "@microsoft/clarity-mcp-server": "clarity", "@cyanheads/pubmed-mcp-server": "pubmed",
    "@discourse/mcp": "discourse", "@mcpfun/mcp-server-ccxt": "ccxt",
    "@makeplane/plane-mcp-server": "plane", "vercel-mcp": "vercel",
    "mcp-server-gsc": "searchconsole", "@angiejones/mcp-selenium": "selenium",
    "european-parliament-mcp-server": "europarl", "@kimsungwhee/apple-docs-mcp": "appledocs",
    "@postman/postman-mcp-server": "postman", "@tiberriver256/mcp-server-azure-devops": "azuredevops",
    "@leval/mcp-grafana": "grafana", "deepl-mcp-server": "deepl",
    "@lockon0927/woocommerce-mcp": "woocommerce", "@r-huijts/strava-mcp-server": "strava",
    "shopify-mcp": "shopify", "stockquotes-mcp": "stockquotes", "mcp-image": "imagegen",
}


def fresh6_tools() -> list[dict[str, Any]]:
    """The 45 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh6_tools()
    build("fresh6", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
