"""Load the content guard's corpus and measure a scanner on it (shared by the bench and the tests).

Each item is a poisoned or benign tool definition, or an injected or benign tool result, with
its source, kind and split ("dev" to tune on, "heldout" to measure once, "heldout2" the fresh
held-out part, "heldout3" the third, "heldout4" the fourth, "heldout5" the fifth, "heldout6"
the sixth and "heldout7" the seventh held-out part (2026-11-28), never tuned on). See README.md.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
POSITIVE = {"definition": "poisoned", "result": "injected"}
# The real MCP servers (kind "real_server", source: the package) stand beside each other in the
# benchmark's imagined gateway: every benign definition is scanned with the names of the other
# servers' tools, as the proxy would.
_SERVER_KIND = "real_server"


@dataclass(frozen=True)
class Item:
    id: str
    surface: str  # "definition" | "result"
    source: str
    kind: str
    label: str
    split: str
    payload: object  # the tool (dict) or the text (str)
    other_tools: tuple[str, ...] = ()
    own_tools: tuple[str, ...] = ()

    @property
    def positive(self) -> bool:
        return self.label == POSITIVE[self.surface]


def load(split: str | None = None) -> list[Item]:
    """Every item of the corpus, or those of one split."""
    splits = json.loads((HERE / "split.json").read_text())
    items = list(_definitions(splits)) + list(_results(splits))
    return [i for i in items if split is None or i.split == split]


def _server_of(entry: dict) -> str:
    return entry["source"] if entry["kind"] == _SERVER_KIND else ""


def _definitions(splits: dict[str, str]) -> Iterator[Item]:
    entries = [json.loads(line) for line in (HERE / "definitions.jsonl").open()]
    by_server: dict[str, set[str]] = defaultdict(set)
    for entry in entries:
        if entry["label"] == "benign" and _server_of(entry):
            by_server[_server_of(entry)].add(entry["tool"].get("name", ""))
    for entry in entries:
        others, own = entry["other_tools"], _server_of(entry)
        if entry["label"] == "benign":
            others = _other_servers_tools(by_server, own)
        yield Item(entry["id"], "definition", entry["source"], entry["kind"], entry["label"],
                   splits[entry["id"]], entry["tool"], tuple(others),
                   tuple(sorted(by_server.get(own, ()))) if own else ())


def _other_servers_tools(by_server: dict[str, set[str]], own: str) -> list[str]:
    """The tool names of every server but `own`: what a proxy fronting them all scans a
    definition of `own` beside."""
    return sorted(name for server, names in by_server.items() if server != own for name in names)


# Captured servers never tuned on, measured as benign definitions apart from the corpus:
# split name -> their file in sources/ (captured for a fresh tool search set).
CAPTURED_SERVERS = {"servers_sixth": "servers_sixth.json",
                    "servers_seventh": "servers_seventh.json",
                    "servers_eighth": "servers_eighth.json",
                    "servers_ninth": "servers_ninth.json",
                    "servers_tenth": "servers_tenth.json",
                    "servers_eleventh": "servers_eleventh.json",
                    "servers_twelfth": "servers_twelfth.json",
                    "servers_thirteenth": "servers_thirteenth.json",
                    "servers_fourteenth": "servers_fourteenth.json",
                    "servers_fifteenth": "servers_fifteenth.json",
                    "servers_sixteenth": "servers_sixteenth.json",
                    "servers_seventeenth": "servers_seventeenth.json",
                    "servers_eighteenth": "servers_eighteenth.json",
                    "servers_nineteenth": "servers_nineteenth.json",
                    "servers_twentieth": "servers_twentieth.json",
                    "servers_twenty_first": "servers_twenty_first.json",
                    "servers_twenty_second": "servers_twenty_second.json",
                    "servers_twenty_third": "servers_twenty_third.json",
                    "servers_twenty_fourth": "servers_twenty_fourth.json",
                    "servers_twenty_fifth": "servers_twenty_fifth.json",
                    "servers_twenty_sixth": "servers_twenty_sixth.json",
                    "servers_twenty_seventh": "servers_twenty_seventh.json",
                    "servers_twenty_eighth": "servers_twenty_eighth.json",
                    "servers_twenty_ninth": "servers_twenty_ninth.json",
                    "servers_thirtieth": "servers_thirtieth.json"}


def captured_servers(split: str) -> list[Item]:
    """The tools of the MCP servers of one CAPTURED_SERVERS file (servers_sixth: 45 servers,
    captured for the fresh6 tool search set; servers_seventh: 43, for fresh7; servers_eighth: 39,
    for fresh8; servers_ninth: 36, for fresh9; servers_tenth: 31, for fresh10; servers_eleventh: 28,
    for fresh11; servers_twelfth: 29, for fresh12; servers_thirteenth: 17, for fresh13;
    servers_fourteenth: 15, for fresh14; servers_fifteenth: 15, for fresh15; servers_sixteenth:
    17, for fresh16; servers_seventeenth: 7, for fresh17; servers_eighteenth: 13, for fresh18;
    servers_nineteenth: 11, for fresh19; servers_twentieth: 12, for fresh20; servers_twenty_first:
    11, for fresh21; servers_twenty_second: 10, for fresh22; servers_twenty_third: 10, for
    fresh23; servers_twenty_fourth: 12, for fresh24; servers_twenty_fifth: 10, for fresh25;
    servers_twenty_sixth: 10, for fresh26; servers_twenty_seventh: 11, for fresh27;
    servers_twenty_eighth: 12, for fresh28; servers_twenty_ninth: 10, for fresh29;
    servers_thirtieth: 9, for fresh30), benign definitions of that split,
    each beside the other servers' tool names as the proxy fronting all of them would scan it."""
    servers = json.loads((HERE / "sources" / CAPTURED_SERVERS[split]).read_text())
    names = {server["server"]: {tool["name"] for tool in server["tools"]} for server in servers}
    items = []
    for server in servers:
        key = server["server"]
        others = tuple(_other_servers_tools(names, key))
        for tool in server["tools"]:
            items.append(Item(f"{key}/{tool['name']}", "definition", key, _SERVER_KIND, "benign",
                              split, tool, others, tuple(sorted(names[key]))))
    return items


def captured_readmes(split: str) -> list[Item]:
    """The READMEs of the MCP servers of one CAPTURED_SERVERS file, as benign results: each cut
    into chunks of about 3,500 characters at paragraph breaks (as `build_corpus.py` cuts the
    READMEs of the corpus), every chunk of more than 200 characters. A fetch or documentation
    tool returns such text; none of it is in results.jsonl."""
    servers = json.loads((HERE / "sources" / CAPTURED_SERVERS[split]).read_text())
    items = []
    for server in servers:
        chunks = [c for c in readme_chunks(server.get("readme") or "") if len(c) > 200]
        for index, chunk in enumerate(chunks):
            items.append(Item(f"{server['server']}/readme/{index}", "result", server["server"],
                              "readme", "benign", split, chunk))
    return items


def readme_chunks(text: str, size: int = 3500) -> Iterator[str]:
    """`text` in chunks of about `size` characters, cut at paragraph breaks."""
    chunk = ""
    for paragraph in text.split("\n\n"):
        if chunk and len(chunk) + len(paragraph) > size:
            yield chunk
            chunk = ""
        chunk = (chunk + "\n\n" + paragraph) if chunk else paragraph
    if chunk.strip():
        yield chunk


def _results(splits: dict[str, str]) -> Iterator[Item]:
    for line in (HERE / "results.jsonl").open():
        entry = json.loads(line)
        yield Item(entry["id"], "result", entry["source"], entry["kind"], entry["label"],
                   splits[entry["id"]], entry["text"])


@dataclass
class Rates:
    """Detection (positives flagged) and false positives (negatives flagged), with counts."""

    flagged_positive: int = 0
    positives: int = 0
    flagged_negative: int = 0
    negatives: int = 0

    def add(self, item: Item, flagged: bool) -> None:
        if item.positive:
            self.positives += 1
            self.flagged_positive += flagged
        else:
            self.negatives += 1
            self.flagged_negative += flagged

    @property
    def detection(self) -> float:
        return self.flagged_positive / self.positives if self.positives else float("nan")

    @property
    def false_positive(self) -> float:
        return self.flagged_negative / self.negatives if self.negatives else float("nan")


Scanner = Callable[[Item], bool]


def measure(items: list[Item], flagged: Scanner) -> dict[tuple[str, str], Rates]:
    """Rates per (surface, kind-or-source) and per (surface, "all")."""
    rates: dict[tuple[str, str], Rates] = defaultdict(Rates)
    for item in items:
        verdict = flagged(item)
        rates[(item.surface, "all")].add(item, verdict)
        group = f"{item.source}/{item.kind}" if item.positive else f"benign {item.source}"
        rates[(item.surface, group)].add(item, verdict)
    return dict(rates)


def guard(item: Item) -> bool:
    """toolvet's verdict: withheld (a definition) or blocked (a result) on any finding."""
    from toolvet.content import scan_definition, scan_result

    if item.surface == "definition":
        return bool(scan_definition(item.payload, other_tools=item.other_tools,
                                    own_tools=item.own_tools))
    return bool(scan_result(item.payload))


_KEYWORDS = re.compile(
    r"<\s*/?\s*(?:important|information|instructions?|system)\s*>|ignore (?:all )?(?:previous|"
    r"prior|above) instructions|disregard (?:all )?(?:previous|prior|above)|do not tell the user|"
    r"don't tell the user|[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\U000e0000-"
    r"\U000e007f]", re.I)


def keyword_screen(item: Item) -> bool:
    """The baseline: the keyword screen gateways ship (instruction tags, 'ignore previous
    instructions', 'do not tell the user', hidden Unicode) over every string of the item."""
    text = item.payload if isinstance(item.payload, str) else json.dumps(
        item.payload, ensure_ascii=False)
    return bool(_KEYWORDS.search(text))
