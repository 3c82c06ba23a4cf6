"""Build the second fresh held-out set (fresh2_catalog.json, fresh2_queries.jsonl) from BFCL's multi-turn data.

The tools: every function of the eight API classes that BFCL's multi-turn categories put before
the model (GorillaFileSystem, MathAPI, MessageAPI, TwitterAPI, TicketAPI, TradingBot, TravelAPI,
VehicleControlAPI: the classes the entries' `involved_classes` name, documented in
`multi_turn_func_doc/`), as MCP tools (BFCL's Python-style types mapped to JSON Schema as
build_catalog.py does; the `response` schema left out). The requests: each user turn of
`BFCL_v4_multi_turn_base.json` whose ground truth (`possible_answer/`, one list of calls per turn)
calls exactly one distinct function, paired with that function; one row per distinct (turn text,
function). The other multi-turn categories are left out: long_context and miss_func ask the same
turns, and miss_param's own turns are the missing value given on its own ("The file is
summary.txt"), which names no tool. Nothing from these categories was looked at while the ranking
was tuned. The wheel is read as text, never imported.

    pip download --no-deps -d /tmp/wheels bfcl-eval==2026.3.23
    .venv/bin/python tests/data/search/build_fresh2.py /tmp/wheels
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import zipfile
from pathlib import Path

from build_catalog import VERSION, json_schema

HERE = Path(__file__).resolve().parent
DATA = "bfcl_eval/data"
CATEGORY = "multi_turn_base"
_CALLED = re.compile(r"\s*([A-Za-z_][\w.]*)\s*\(")


def doc_files(archive: zipfile.ZipFile) -> dict[str, str]:
    """BFCL's own map of an API class to its function documentation file."""
    module = ast.parse(archive.read("bfcl_eval/constants/executable_backend_config.py").decode())
    return next(ast.literal_eval(node.value) for node in module.body
                if isinstance(node, ast.Assign)
                and ast.unparse(node.targets[0]) == "MULTI_TURN_FUNC_DOC_FILE_MAPPING")


def lines(archive: zipfile.ZipFile, path: str) -> list[dict]:
    return [json.loads(line) for line in archive.read(path).decode().splitlines() if line.strip()]


def tool_of(function: dict) -> dict:
    return {"name": function["name"], "description": function.get("description", ""),
            "inputSchema": json_schema(function.get("parameters", {"type": "object"}))}


def called(calls: list[str]) -> list[str]:
    """The distinct functions a turn's ground truth calls (`cd(folder='document')` -> `cd`)."""
    return list(dict.fromkeys(match.group(1) for call in calls if (match := _CALLED.match(call))))


def build(wheel: Path) -> tuple[list[dict], list[dict]]:
    with zipfile.ZipFile(wheel) as archive:
        entries = lines(archive, f"{DATA}/BFCL_v4_{CATEGORY}.json")
        answers = {entry["id"]: entry["ground_truth"]
                   for entry in lines(archive, f"{DATA}/possible_answer/BFCL_v4_{CATEGORY}.json")}
        files = doc_files(archive)
        classes = sorted({name for entry in entries for name in entry["involved_classes"]})
        owner: dict[str, str] = {}
        tools: dict[str, dict] = {}
        for api in classes:
            for function in lines(archive, f"{DATA}/multi_turn_func_doc/{files[api]}"):
                assert function["name"] not in tools, f"{function['name']} in two classes"
                tools[function["name"]], owner[function["name"]] = tool_of(function), api
    rows: dict[tuple[str, str], dict] = {}
    for entry in entries:
        for number, (turn, calls) in enumerate(zip(entry["question"], answers[entry["id"]],
                                                   strict=True)):
            asked = [message["content"] for message in turn if message["role"] == "user"]
            functions = called(calls)
            if not asked or len(functions) != 1:
                continue
            text, name = " ".join(asked[-1].split()), functions[0]
            assert name in tools, f"{entry['id']} turn {number} calls {name}, documented nowhere"
            rows.setdefault((text, name), {"id": f"{entry['id']}_turn{number}", "query": text,
                                           "tool": name, "api": owner[name]})
    return sorted(tools.values(), key=lambda tool: tool["name"]), list(rows.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheels", type=Path, help="the folder that holds the bfcl-eval wheel")
    wheel = next(parser.parse_args().wheels.glob(f"bfcl_eval-{VERSION}-*.whl"))
    tools, rows = build(wheel)
    (HERE / "fresh2_catalog.json").write_text(json.dumps(tools, indent=1, ensure_ascii=False) + "\n")
    with (HERE / "fresh2_queries.jsonl").open("w") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(tools)} tools, {len(rows)} requests asking for {len({r['tool'] for r in rows})}"
          " of them")


if __name__ == "__main__":
    main()
