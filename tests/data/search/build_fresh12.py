"""Build the twelfth fresh held-out set (fresh12_catalog.json, fresh12_queries.jsonl): 29 real MCP servers.

The tools: every tool that the 29 MCP servers of `tests/data/content/sources/servers_twelfth.json`
list (captured from their npm and PyPI packages for this set, `capture_servers.py --twelfth`; no
set used them before; a server listing more than 40 tools keeps the capture's seeded 40), named as
toolvet's proxy exposes them when it fronts all 29 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 to fresh11 are (`build_fresh4.py`, whose helpers this script uses): requests
written by hand, blind (no ranker was run on them), in `fresh12_requests.json`, one per tool of a
seeded draw (SEED 12: each server's tools shuffled, then one tool per server per round), in the
draw's order; a drawn tool no self-contained request can single out is skipped (`skipped`, with
the reason). The script checks that the requests and the skipped tools are exactly a prefix of
the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh12.py            # write the set
    .venv/bin/python tests/data/search/build_fresh12.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers_twelfth.json",)
SEED = 12
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@aashari/mcp-server-atlassian-bitbucket": "bitbucket", "@dguido/google-workspace-mcp": "gworkspace",
    "@getnao/metabase-mcp-server": "metabase", "@liangshanli/mcp-server-mysql": "mysql",
    "@mieubrisse/notion-mcp-server": "notion", "@missionsquad/mcp-github": "github",
    "@mongodb-js/mongodb-mcp-server": "mongodb", "@robinson_ai_systems/vercel-mcp": "vercel",
    "@zencoderai/slack-mcp-server": "slack", "gcp-mcp": "gcp",
    "mcp-figma": "figma", "mcp-jira-cloud": "jira", "mssql-mcp-node": "mssql",
    "shopify-admin-mcp": "shopify", "analytics-mcp": "ganalytics", "astro-airflow-mcp": "airflow",
    "awslabs-redshift-mcp-server": "redshift", "clickup-rest-mcp": "clickup",
    "freshdesk-mcp-iplweb": "freshdesk", "gitlab-ci-mcp": "gitlab", "harvest-mcp": "harvest",
    "hubspot-mcp": "hubspot",
    "mailchimp-mcp": "mailchimp", "mcp-quickbooks": "quickbooks",
    "mcp-yahoo-finance": "yahoofinance", "mfa-servicenow-mcp": "servicenow",
    "plausible-mcp": "plausible", "www-confluence-mcp": "confluence", "zendesk-mcp": "zendesk",
}


def fresh12_tools() -> list[dict[str, Any]]:
    """The 29 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh12_tools()
    build("fresh12", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
