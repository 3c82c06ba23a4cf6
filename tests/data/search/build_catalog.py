"""Build the tool search evaluation set (catalog.json, queries.jsonl) from the bfcl-eval wheel.

Every BFCL entry whose answer calls exactly one function gives a query (the user's last message)
paired with that function; the catalog is every function the entries offer (one per name, dots
turned into underscores as BFCL's own OpenAI handler does, BFCL's Python-style types turned into
JSON Schema). A query's split is that of its tool's name hash (40% held out), so no held-out
query asks for a tool that a dev query asks for.

    pip download --no-deps -d /tmp/wheels bfcl-eval==2026.3.23
    .venv/bin/python tests/data/search/build_catalog.py /tmp/wheels
"""

from __future__ import annotations

import argparse
import hashlib
import json
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
VERSION = "2026.3.23"
HELDOUT_SHARE = 40  # percent of tool names, chosen by the first byte pair of the name's hash
CATEGORIES = ["simple_python", "simple_java", "simple_javascript", "multiple", "parallel",
              "live_simple", "live_multiple", "live_parallel"]
_TYPES = {"dict": "object", "float": "number", "tuple": "array", "list": "array",
          "str": "string", "int": "integer", "bool": "boolean", "String": "string",
          "Array": "array", "ArrayList": "array", "HashMap": "object", "Boolean": "boolean",
          "long": "integer", "double": "number", "char": "string", "byte": "integer",
          "short": "integer", "Long": "integer", "Integer": "integer", "Double": "number"}
_JSON_TYPES = {"object", "array", "string", "integer", "number", "boolean", "null"}


def tool_name(name: str) -> str:
    return name.replace(".", "_")


def json_schema(schema: object) -> object:
    """BFCL's parameter schema as JSON Schema: its types mapped, `any` and Java class names
    dropped (any value)."""
    if isinstance(schema, list):
        return [json_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key == "type" and isinstance(value, str):
            mapped = _TYPES.get(value, value)
            if mapped in _JSON_TYPES:
                out[key] = mapped
        elif key == "properties" and isinstance(value, dict):
            out[key] = {name: json_schema(prop) for name, prop in value.items()}
        else:
            out[key] = json_schema(value)
    return out


def split_of(name: str) -> str:
    share = int(hashlib.sha256(name.encode()).hexdigest()[:4], 16) * 100 // 0x10000
    return "heldout" if share < HELDOUT_SHARE else "dev"


def last_user_message(question: list) -> str:
    turns = [m for turn in question for m in turn if m.get("role") == "user"]
    return " ".join(turns[-1]["content"].split()) if turns else ""


def build(wheel_path: Path) -> tuple[list[dict], list[dict]]:
    wheel = zipfile.ZipFile(wheel_path)
    tools: dict[str, dict] = {}
    queries = []
    for category in CATEGORIES:
        path = f"bfcl_eval/data/BFCL_v4_{category}.json"
        answers = {
            entry["id"]: entry["ground_truth"]
            for entry in map(json.loads, wheel.read(f"bfcl_eval/data/possible_answer/BFCL_v4_{category}.json").decode().splitlines())
        }
        for entry in map(json.loads, wheel.read(path).decode().splitlines()):
            for function in entry["function"]:
                name = tool_name(function["name"])
                tools.setdefault(name, {
                    "name": name, "description": function.get("description", ""),
                    "inputSchema": json_schema(function.get("parameters", {"type": "object"}))})
            called = {tool_name(name) for call in answers.get(entry["id"], []) for name in call}
            query = last_user_message(entry["question"])
            if len(called) == 1 and query:
                target = called.pop()
                queries.append({"id": entry["id"], "query": query, "tool": target,
                                "category": category, "split": split_of(target)})
    return sorted(tools.values(), key=lambda tool: tool["name"]), queries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheels", type=Path, help="the folder that holds the bfcl-eval wheel")
    wheel = next(parser.parse_args().wheels.glob(f"bfcl_eval-{VERSION}-*.whl"))
    tools, queries = build(wheel)
    names = {tool["name"] for tool in tools}
    assert all(query["tool"] in names for query in queries)
    (HERE / "catalog.json").write_text(json.dumps(tools, indent=0, ensure_ascii=False) + "\n")
    with (HERE / "queries.jsonl").open("w") as out:
        for query in queries:
            out.write(json.dumps(query, ensure_ascii=False) + "\n")
    print(f"{len(tools)} tools, {len(queries)} queries")


if __name__ == "__main__":
    main()
