"""Build the fifth fresh held-out set (fresh5_catalog.json, fresh5_queries.jsonl): 51 real MCP servers.

The tools: every tool that the 51 MCP servers of `tests/data/content/sources/servers.json` and
`servers_fresh.json` list (captured from their npm and PyPI packages for the content guard's
corpus; fresh2_mcp had them only as distractors, never as the answer to a request), named as
toolvet's proxy exposes them when it fronts all 51 with `namespacing: always` and the default
separator: `<server key>__<tool>` (`toolvet.pipeline.expose`), the server key a short name per
package (SERVER_KEYS). Description and inputSchema as the server lists them.

Built as fresh4 is (`build_fresh4.py`, whose helpers this script uses): requests written by hand,
blind (no ranker was run on them), in `fresh5_requests.json`, one per tool of a seeded draw
(SEED 5: each server's tools shuffled, then one tool per server per round), in the draw's order;
a drawn tool no self-contained request can single out is skipped (`skipped`, with the reason):
above all one whose function another server offers as well (two GitLab servers, five browser
automation servers, several web search and page fetching services), unless the request names the
service only that tool reaches. The script checks that the requests and the skipped tools are
exactly a prefix of the draw and that none asks for a tool with a twin of the same definition.

    .venv/bin/python tests/data/search/build_fresh5.py            # write the set
    .venv/bin/python tests/data/search/build_fresh5.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.search.build_fresh4 import build, draw_order, target_tools  # noqa: E402

SERVER_FILES = ("servers.json", "servers_fresh.json")
SEED = 5
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@upstash/context7-mcp": "context7", "@wonderwhy-er/desktop-commander": "desktop",
    "@playwright/mcp": "playwright", "firecrawl-mcp": "firecrawl",
    "@notionhq/notion-mcp-server": "notion",
    "@modelcontextprotocol/server-sequential-thinking": "thinking",
    "@modelcontextprotocol/server-github": "github",
    "@modelcontextprotocol/server-postgres": "postgres",
    "@modelcontextprotocol/server-google-maps": "maps",
    "@modelcontextprotocol/server-slack": "slack",
    "@modelcontextprotocol/server-brave-search": "bravelegacy",
    "@modelcontextprotocol/server-puppeteer": "puppeteer",
    "@modelcontextprotocol/server-gitlab": "gitlablegacy",
    "@modelcontextprotocol/server-aws-kb-retrieval": "awskb",
    "@modelcontextprotocol/server-everart": "everart", "chrome-devtools-mcp": "chrome",
    "mongodb-mcp-server": "mongodb", "tavily-mcp": "tavily", "@zereight/mcp-gitlab": "gitlab",
    "@circleci/mcp-server-circleci": "circleci",
    "@executeautomation/playwright-mcp-server": "eaplaywright", "@eslint/mcp": "eslint",
    "figma-developer-mcp": "figma", "@antv/mcp-server-chart": "chart",
    "@hubspot/mcp-server": "hubspot", "@perplexity-ai/mcp-server": "perplexity",
    "@shortcut/mcp": "shortcut", "@winor30/mcp-server-datadog": "datadog",
    "@launchdarkly/mcp-server": "launchdarkly", "next-devtools-mcp": "nextjs",
    "exa-mcp-server": "exa", "@browserbasehq/mcp-server-browserbase": "browserbase",
    "mcp-server-kubernetes": "k8s", "@elastic/mcp-server-elasticsearch": "elastic",
    "@brave/brave-search-mcp-server": "brave", "mcp-server-code-runner": "coderunner",
    "@pinecone-database/mcp": "pinecone", "@kimtaeyoon83/mcp-server-youtube-transcript": "youtube",
    "mcp-server-fetch": "fetch", "mcp-atlassian": "atlassian", "excel-mcp-server": "excel",
    "office-word-mcp-server": "word", "arxiv-mcp-server": "arxiv",
    "duckduckgo-mcp-server": "duckduckgo", "awslabs-aws-documentation-mcp-server": "awsdocs",
    "mcp-clickhouse": "clickhouse", "cli-mcp-server": "cli", "mcp-server-duckdb": "duckdb",
    "office-powerpoint-mcp-server": "powerpoint", "awslabs-aws-pricing-mcp-server": "pricing",
    "n8n-mcp": "n8n",
}


def fresh5_tools() -> list[dict[str, Any]]:
    """The 51 servers' tools, named as the proxy exposes them, sorted by name."""
    return target_tools(SERVER_FILES, SERVER_KEYS)


def main() -> None:
    tools = fresh5_tools()
    build("fresh5", tools, draw_order(tools, SEED), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
