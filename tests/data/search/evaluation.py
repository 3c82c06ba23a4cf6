"""Load the tool search evaluation set and measure a ranker on it (shared by the bench and the
tests): the catalog (real tool definitions), the queries (user requests, each paired with the
one tool that answers it, split dev / heldout by the tool's name), and plain BM25 as the baseline.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# A ranker: (query, how many) -> tool names, best first.
Ranker = Callable[[str, int], list[str]]
SERVERS = HERE.parent / "content" / "sources"
# A fresh set's split name -> (its queries, its own tools, the field that groups its queries).
FRESH = {"fresh": ("fresh_queries.jsonl", "fresh_catalog.json", "suite"),
         "fresh2": ("fresh2_queries.jsonl", "fresh2_catalog.json", "api"),
         "fresh2_mcp": ("fresh2_queries.jsonl", "fresh2_catalog.json", "api"),
         "fresh3": ("fresh3_queries.jsonl", "fresh3_catalog.json", "toolkit"),
         "fresh4": ("fresh4_queries.jsonl", "fresh4_catalog.json", "server"),
         "fresh5": ("fresh5_queries.jsonl", "fresh5_catalog.json", "server"),
         "fresh6": ("fresh6_queries.jsonl", "fresh6_catalog.json", "server"),
         "fresh7": ("fresh7_queries.jsonl", "fresh7_catalog.json", "server"),
         "fresh8": ("fresh8_queries.jsonl", "fresh8_catalog.json", "server"),
         "fresh9": ("fresh9_queries.jsonl", "fresh9_catalog.json", "server"),
         "fresh10": ("fresh10_queries.jsonl", "fresh10_catalog.json", "server"),
         "fresh11": ("fresh11_queries.jsonl", "fresh11_catalog.json", "server"),
         "fresh12": ("fresh12_queries.jsonl", "fresh12_catalog.json", "server"),
         "fresh13": ("fresh13_queries.jsonl", "fresh13_catalog.json", "server"),
         "fresh14": ("fresh14_queries.jsonl", "fresh14_catalog.json", "server"),
         "fresh15": ("fresh15_queries.jsonl", "fresh15_catalog.json", "server"),
         "fresh16": ("fresh16_queries.jsonl", "fresh16_catalog.json", "server"),
         "fresh17": ("fresh17_queries.jsonl", "fresh17_catalog.json", "server"),
         "fresh18": ("fresh18_queries.jsonl", "fresh18_catalog.json", "server"),
         "fresh19": ("fresh19_queries.jsonl", "fresh19_catalog.json", "server"),
         "fresh20": ("fresh20_queries.jsonl", "fresh20_catalog.json", "server"),
         "fresh21": ("fresh21_queries.jsonl", "fresh21_catalog.json", "server"),
         "fresh22": ("fresh22_queries.jsonl", "fresh22_catalog.json", "server"),
         "fresh23": ("fresh23_queries.jsonl", "fresh23_catalog.json", "server"),
         "fresh24": ("fresh24_queries.jsonl", "fresh24_catalog.json", "server"),
         "fresh25": ("fresh25_queries.jsonl", "fresh25_catalog.json", "server"),
         "fresh26": ("fresh26_queries.jsonl", "fresh26_catalog.json", "server"),
         "fresh27": ("fresh27_queries.jsonl", "fresh27_catalog.json", "server"),
         "fresh28": ("fresh28_queries.jsonl", "fresh28_catalog.json", "server"),
         "fresh29": ("fresh29_queries.jsonl", "fresh29_catalog.json", "server"),
         "fresh30": ("fresh30_queries.jsonl", "fresh30_catalog.json", "server")}


@dataclass(frozen=True)
class Query:
    id: str
    text: str
    tool: str
    category: str
    split: str


def server_of(name: str) -> str | None:
    """The server a catalog's tool belongs to, as toolvet's proxy groups tools for search: the
    key before `__` of an MCP server's tool (named as the proxy exposes it with `namespacing:
    always`); None for the benchmark's functions, which belong to no server."""
    return name.split("__", 1)[0] if "__" in name else None


def catalog() -> list[dict[str, Any]]:
    """The catalog's tool definitions, as MCP tools (name, description, inputSchema)."""
    return json.loads((HERE / "catalog.json").read_text())


def queries(split: str | None = None) -> list[Query]:
    """The queries, or those of one split ("dev" to tune on, "heldout" to measure; a fresh set's,
    "fresh", "fresh2" (and "fresh2_mcp", the same), "fresh3" to "fresh30", asked of
    `catalog_for(split)`)."""
    if split in FRESH:
        data, _, group = FRESH[split]
        rows = [json.loads(line) for line in (HERE / data).open()]
        return [Query(r["id"], r["query"], r["tool"], r[group], split) for r in rows]
    rows = [json.loads(line) for line in (HERE / "queries.jsonl").open()]
    return [Query(r["id"], r["query"], r["tool"], r["category"], r["split"])
            for r in rows if split is None or r["split"] == split]


def catalog_for(split: str) -> list[dict[str, Any]]:
    """The catalog a split's queries are asked of: BFCL's for dev and heldout; for a fresh set,
    its own tools among BFCL's as distractors (a BFCL tool of the same name as one of its own
    left out); for "fresh2_mcp", fresh2's catalog and the real MCP servers' tools of
    tests/data/content/sources as well (one tool per name: a name already there left out)."""
    tools = catalog()
    if split not in FRESH:
        return tools
    own = json.loads((HERE / FRESH[split][1]).read_text())
    names = {tool["name"] for tool in own}
    tools = own + [tool for tool in tools if tool["name"] not in names]
    if split == "fresh2_mcp":
        names = {tool["name"] for tool in tools}
        for tool in mcp_server_tools():
            if tool["name"] not in names:
                names.add(tool["name"])
                tools.append(tool)
    return tools


def mcp_server_tools() -> list[dict[str, Any]]:
    """The tools real MCP servers list (captured from their npm and PyPI packages for the content
    guard's corpus), as MCP tools (name, description, inputSchema), server by server."""
    return [{"name": tool["name"], "description": tool.get("description", ""),
             "inputSchema": tool.get("inputSchema", {"type": "object"})}
            for path in ("servers.json", "servers_fresh.json")
            for server in json.loads((SERVERS / path).read_text())
            for tool in server["tools"]]


@dataclass
class Hits:
    """How many queries found their tool first, and within the first five."""

    top1: int = 0
    top5: int = 0
    total: int = 0

    def rate(self, k: int) -> float:
        return (self.top1 if k == 1 else self.top5) / max(self.total, 1)


def measure(rank: Ranker, asked: list[Query]) -> Hits:
    hits = Hits()
    for query in asked:
        found = rank(query.text, 5)
        hits.total += 1
        hits.top1 += bool(found) and found[0] == query.tool
        hits.top5 += query.tool in found
    return hits


class PlainBM25:
    """Okapi BM25 (k1 1.5, b 0.75) over one bag of words per tool: its name, description,
    parameter names and parameter descriptions, lower-cased words, nothing else."""

    def __init__(self, tools: list[Mapping[str, Any]], k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.names = [str(tool["name"]) for tool in tools]
        self.docs = [Counter(_words(_text(tool))) for tool in tools]
        self.lengths = [sum(doc.values()) for doc in self.docs]
        self.average = sum(self.lengths) / len(self.docs)
        frequency: Counter[str] = Counter()
        self.postings: dict[str, list[int]] = {}
        for number, doc in enumerate(self.docs):
            frequency.update(doc.keys())
            for word in doc:
                self.postings.setdefault(word, []).append(number)
        total = len(self.docs)
        self.idf = {w: math.log(1 + (total - n + 0.5) / (n + 0.5)) for w, n in frequency.items()}

    def __call__(self, query: str, limit: int) -> list[str]:
        scores: Counter[int] = Counter()
        for word in set(_words(query)):
            for number in self.postings.get(word, ()):
                count = self.docs[number][word]
                norm = 1 - self.b + self.b * self.lengths[number] / self.average
                scores[number] += self.idf[word] * count * (self.k1 + 1) / (count + self.k1 * norm)
        return [self.names[number] for number, _ in scores.most_common(limit)]


def _text(tool: Mapping[str, Any]) -> str:
    properties = (tool.get("inputSchema") or {}).get("properties") or {}
    parts = [str(tool["name"]), str(tool.get("description") or "")]
    for name, prop in properties.items():
        parts += [name, str(prop.get("description", "")) if isinstance(prop, dict) else ""]
    return " ".join(parts)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("_", " "))
