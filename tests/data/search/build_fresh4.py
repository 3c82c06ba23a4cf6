"""Build the fourth fresh held-out set (fresh4_catalog.json, fresh4_queries.jsonl): 49 real MCP servers.

The tools: every tool that the 49 MCP servers of `tests/data/content/sources/servers_third.json`
and `servers_third_more.json` list (captured from their npm and PyPI packages for the content
guard's corpus; no search set used them before), named as toolvet's proxy exposes them when it
fronts all 49 with `namespacing: always` and the default separator: `<server key>__<tool>`
(`toolvet.pipeline.expose`, the proxy's own naming), the server key a short name per package
(SERVER_KEYS). Description and inputSchema as the server lists them.

The requests were written by hand, blind (no ranker was run on them), in
`fresh4_requests.json`: for the tools of a seeded draw (`draw_order`: each server's tools
shuffled with `random.Random(SEED)`, then taken one per server per round, servers in key order,
so that every server is asked of and no big server dominates; a tool with an empty description is
never drawn), one request per tool, in the draw's order; a drawn tool that no self-contained
request can ask for is skipped (`skipped`, with the reason) and the draw goes on: one that needs
an earlier tool result no user knows, one no user asks for, and one whose twin (another tool of
the same description and parameters, or of the same function under another server) would answer
it as well, since a request here has one right tool. This script checks that the written requests
follow the draw exactly (every tool before the last one used is either asked for or skipped) and
that none asks for a tool with a twin of the same definition, and writes one row per request.

    .venv/bin/python tests/data/search/build_fresh4.py            # write the set
    .venv/bin/python tests/data/search/build_fresh4.py --show 20  # the next 20 drawn tools
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SOURCES = HERE.parent / "content" / "sources"
SERVER_FILES = ("servers_third.json", "servers_third_more.json")
SEED = 4
SEPARATOR = "__"  # the proxy's default `proxy.separator`
# Each package -> the key it is configured under in the proxy (the prefix of its tools' names).
SERVER_KEYS = {
    "@shopify/dev-mcp": "shopify", "nx-mcp": "nx", "@mastra/mcp-docs-server": "mastra",
    "@drawio/mcp": "drawio", "@mobilenext/mobile-mcp": "mobile", "@currents/mcp": "currents",
    "@google-cloud/cloud-run-mcp": "cloudrun", "@aashari/mcp-server-atlassian-jira": "jira",
    "hevy-mcp": "hevy", "@softeria/ms-365-mcp-server": "ms365", "octocode-mcp": "octocode",
    "shadcn": "shadcn", "@cyanheads/git-mcp-server": "git",
    "@agentdeskai/browser-tools-mcp": "browsertools", "mcp-searxng": "searxng",
    "@mzxrai/mcp-webresearch": "webresearch", "@morphllm/morphmcp": "morph",
    "@mantine/mcp-server": "mantine", "@cloudflare/mcp-server-cloudflare": "cloudflare",
    "@netlify/mcp": "netlify", "@translated/lara-mcp": "lara", "@tacticlaunch/mcp-linear": "linear",
    "xcodebuildmcp": "xcodebuild", "@kazuph/mcp-taskmanager": "taskmanager",
    "@z_ai/mcp-server": "zai", "awslabs-cloudwatch-mcp-server": "cloudwatch",
    "awslabs-dynamodb-mcp-server": "dynamodb", "awslabs-eks-mcp-server": "eks",
    "markitdown-mcp": "markitdown", "redis-mcp-server": "redis", "wikipedia-mcp": "wikipedia",
    "mcp-obsidian": "obsidian", "mysql-mcp-server": "mysql",
    "elasticsearch-mcp-server": "elasticsearch", "opensearch-mcp-server-py": "opensearch",
    "mcp-server-calculator": "calculator", "mcp-shell-server": "shell",
    "awslabs-ecs-mcp-server": "ecs", "awslabs-iam-mcp-server": "iam",
    "awslabs-aws-serverless-mcp-server": "serverless", "awslabs-cloudtrail-mcp-server": "cloudtrail",
    "awslabs-billing-cost-management-mcp-server": "billing",
    "awslabs-elasticache-mcp-server": "elasticache", "awslabs-aws-location-mcp-server": "location",
    "awslabs-cloudwatch-applicationsignals-mcp-server": "appsignals",
    "awslabs-aws-dataprocessing-mcp-server": "dataprocessing", "awslabs-finch-mcp-server": "finch",
    "awslabs-amazon-bedrock-agentcore-mcp-server": "agentcore", "awslabs-aws-iac-mcp-server": "iac",
}


def servers(files: tuple[str, ...] = SERVER_FILES) -> list[dict[str, Any]]:
    """The servers as captured (fresh4's 49 unless other files are named), in the files' order."""
    return [server for path in files
            for server in json.loads((SOURCES / path).read_text())]


def target_tools(files: tuple[str, ...] = SERVER_FILES, keys: dict[str, str] | None = None
                 ) -> list[dict[str, Any]]:
    """Every server's tools as MCP tools, named as the proxy exposes them (`keys`: each package's
    server key, fresh4's SERVER_KEYS unless given), sorted by name."""
    if str(ROOT) not in sys.path:  # run as a script from anywhere
        sys.path.insert(0, str(ROOT))
    from toolvet.pipeline import expose

    listed, keys = servers(files), keys or SERVER_KEYS
    entries = [(keys[server["server"]], tool["name"])
               for server in listed for tool in server["tools"]]
    exposed, warnings = expose(entries, namespacing="always", separator=SEPARATOR)
    assert not warnings and len(exposed) == len(entries), warnings
    names = {target: name for name, target in exposed.items()}
    tools = [{"name": names[keys[server["server"]], tool["name"]],
              "description": tool.get("description") or "",
              "inputSchema": tool.get("inputSchema") or {"type": "object"}}
             for server in listed for tool in server["tools"]]
    return sorted(tools, key=lambda tool: tool["name"])


def server_of(name: str) -> str:
    return name.split(SEPARATOR, 1)[0]


def draw_order(tools: list[dict[str, Any]], seed: int = SEED) -> list[str]:
    """The seeded draw: each server's described tools (sorted by name) shuffled with
    `random.Random(seed)` (servers in key order, one generator for all), then one tool per server
    per round until every tool is drawn."""
    generator = random.Random(seed)
    by_server: dict[str, list[str]] = {}
    for tool in tools:
        if tool["description"].strip():
            by_server.setdefault(server_of(tool["name"]), []).append(tool["name"])
    for key in sorted(by_server):
        generator.shuffle(by_server[key])
    order = []
    for round_number in range(max(len(names) for names in by_server.values())):
        order += [by_server[key][round_number] for key in sorted(by_server)
                  if round_number < len(by_server[key])]
    return order


def twins(tools: list[dict[str, Any]]) -> set[str]:
    """The tools another tool repeats: the same description (whitespace aside) and inputSchema."""
    seen: dict[tuple[str, str], list[str]] = {}
    for tool in tools:
        definition = (" ".join(tool["description"].split()),
                      json.dumps(tool["inputSchema"], sort_keys=True))
        seen.setdefault(definition, []).append(tool["name"])
    return {name for names in seen.values() if len(names) > 1 for name in names}


def requests_in_draw_order(order: list[str], written: dict[str, Any], repeated: set[str]
                           ) -> list[tuple[str, str]]:
    """The written requests as (tool, text), in the draw's order; fails unless they and the
    skipped tools are exactly a prefix of the draw and no request asks for a repeated tool."""
    asked, skipped = written["requests"], written["skipped"]
    assert not set(asked) & set(skipped), set(asked) & set(skipped)
    assert not set(asked) & repeated, set(asked) & repeated
    used = len(asked) + len(skipped)
    prefix = order[:used]
    assert set(prefix) == set(asked) | set(skipped), sorted(set(asked) ^ set(prefix))
    return [(tool, asked[tool]) for tool in prefix if tool in asked]


def show(tools: list[dict[str, Any]], order: list[str], written: dict[str, Any], count: int) -> None:
    """Print the next `count` drawn tools' definitions, for writing their requests."""
    done = set(written["requests"]) | set(written["skipped"])
    by_name = {tool["name"]: tool for tool in tools}
    for name in [name for name in order if name not in done][:count]:
        print(json.dumps(by_name[name], ensure_ascii=False))


def build(name: str, tools: list[dict[str, Any]], order: list[str], description: str) -> None:
    """The command line of a set built this way (`name`: fresh4, fresh5): print the next drawn
    tools (--show N), or check the written requests against the draw and write the set's files."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--show", type=int, default=0, help="print the next N drawn tools")
    written = json.loads((HERE / f"{name}_requests.json").read_text())
    if count := parser.parse_args().show:
        show(tools, order, written, count)
        return
    asked = requests_in_draw_order(order, written, twins(tools))
    rows = [{"id": f"{name}-{number:03d}", "query": text, "tool": tool, "server": server_of(tool)}
            for number, (tool, text) in enumerate(asked, 1)]
    (HERE / f"{name}_catalog.json").write_text(json.dumps(tools, indent=1, ensure_ascii=False) + "\n")
    with (HERE / f"{name}_queries.jsonl").open("w") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(tools)} tools of {len({server_of(t['name']) for t in tools})} servers; "
          f"{len(rows)} requests over {len({row['server'] for row in rows})} servers; "
          f"{len(written['skipped'])} drawn tools skipped")


def main() -> None:
    tools = target_tools()
    build("fresh4", tools, draw_order(tools), __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
