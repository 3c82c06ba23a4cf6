"""Build the fresh held-out set (fresh_catalog.json, fresh_queries.jsonl) from the agentdojo wheel.

AgentDojo's four v1 suites (banking, slack, travel, workspace) give the tools: each function a
suite's TOOLS list names, as an MCP tool (its docstring's first part as the description, each
parameter the model fills with its `:param` text; the parameters the runtime injects,
`Annotated[..., Depends(...)]`, are left out). Their user tasks give the requests: each task's
PROMPT paired with every distinct function its ground truth calls (one row per pair). The wheel
is read as text (ast), never imported. Nothing here was looked at while the ranking was tuned.

    pip download --no-deps -d /tmp/wheels agentdojo==0.1.35
    .venv/bin/python tests/data/search/build_fresh.py /tmp/wheels
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
VERSION = "0.1.35"
SUITES = ("banking", "slack", "travel", "workspace")
ROOT = "agentdojo/default_suites/v1"
_TYPES = {"str": "string", "int": "integer", "float": "number", "bool": "boolean",
          "list": "array", "dict": "object"}


def json_type(annotation: ast.expr | None) -> dict:
    """The JSON Schema of a parameter's annotation, as far as its text says."""
    if annotation is None:
        return {}
    if isinstance(annotation, ast.BinOp):  # `X | None`
        for side in (annotation.left, annotation.right):
            if not (isinstance(side, ast.Constant) and side.value is None):
                return json_type(side)
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, ast.Name):
        if annotation.value.id == "list":
            return {"type": "array", "items": json_type(annotation.slice)}
        return json_type(annotation.value)
    if isinstance(annotation, ast.Name) and annotation.id in _TYPES:
        return {"type": _TYPES[annotation.id]}
    return {}


def injected(annotation: ast.expr | None) -> bool:
    return "Depends(" in (ast.unparse(annotation) if annotation is not None else "")


def tool_of(function: ast.FunctionDef) -> dict:
    """A function of a suite as an MCP tool definition."""
    doc = ast.get_docstring(function) or ""
    description = " ".join(doc.split(":param")[0].split())
    texts = dict(re.findall(r":param (\w+): ([^:]*)", doc))
    arguments = function.args.args
    defaults = len(arguments) - len(function.args.defaults)
    properties, required = {}, []
    for number, argument in enumerate(arguments):
        if injected(argument.annotation):
            continue
        schema = json_type(argument.annotation)
        if argument.arg in texts:
            schema["description"] = " ".join(texts[argument.arg].split())
        properties[argument.arg] = schema
        if number < defaults:
            required.append(argument.arg)
    return {"name": function.name, "description": description,
            "inputSchema": {"type": "object", "properties": properties, "required": required}}


def prompt_of(task: ast.ClassDef) -> str | None:
    """A task's PROMPT, its f-string fields filled from the class's own constants."""
    constants: dict[str, object] = {}
    for statement in task.body:
        if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name):
            name = statement.targets[0].id
            try:
                constants[name] = ast.literal_eval(statement.value)
            except ValueError:
                if name == "PROMPT" and isinstance(statement.value, ast.JoinedStr):
                    constants[name] = _filled(statement.value, constants)
    prompt = constants.get("PROMPT")
    return prompt if isinstance(prompt, str) else None


def _filled(text: ast.JoinedStr, constants: dict[str, object]) -> str | None:
    parts = []
    for part in text.values:
        if isinstance(part, ast.Constant):
            parts.append(str(part.value))
        elif isinstance(part.value, ast.Attribute) and part.value.attr in constants:
            parts.append(str(constants[part.value.attr]))
        elif isinstance(part.value, ast.Name) and part.value.id in constants:
            parts.append(str(constants[part.value.id]))
        else:
            return None
    return "".join(parts)


def called(task: ast.ClassDef) -> list[str]:
    """The distinct functions a task's ground truth calls, in order."""
    for statement in task.body:
        if isinstance(statement, ast.FunctionDef) and statement.name == "ground_truth":
            names = [keyword.value.value for node in ast.walk(statement)
                     if isinstance(node, ast.Call) and ast.unparse(node.func) == "FunctionCall"
                     for keyword in node.keywords
                     if keyword.arg == "function" and isinstance(keyword.value, ast.Constant)]
            return list(dict.fromkeys(names))
    return []


def build(wheel: Path) -> tuple[list[dict], list[dict]]:
    with zipfile.ZipFile(wheel) as archive:
        def source(path: str) -> ast.Module:
            return ast.parse(archive.read(f"{ROOT}/{path}").decode())

        functions = {node.name: node for path in archive.namelist()
                     if path.startswith(f"{ROOT}/tools/") and path.endswith(".py")
                     for node in source(path[len(ROOT) + 1:]).body
                     if isinstance(node, ast.FunctionDef)}
        tools: dict[str, dict] = {}
        rows = []
        for suite in SUITES:
            listed = next(node.value for node in source(f"{suite}/task_suite.py").body
                          if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "TOOLS")
            names = [element.id for element in listed.elts]  # type: ignore[attr-defined]
            tools.update({name: tool_of(functions[name]) for name in names})
            for task in source(f"{suite}/user_tasks.py").body:
                if not (isinstance(task, ast.ClassDef) and task.name.startswith("UserTask")):
                    continue
                prompt = prompt_of(task)
                for number, name in enumerate(called(task)):
                    if prompt and name in tools:
                        rows.append({"id": f"{suite}_{task.name}_{number}", "query": prompt,
                                     "tool": name, "suite": suite})
    return sorted(tools.values(), key=lambda tool: tool["name"]), rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("wheels", type=Path, help="the folder pip download wrote the wheel to")
    wheel = parser.parse_args().wheels / f"agentdojo-{VERSION}-py3-none-any.whl"
    tools, rows = build(wheel)
    (HERE / "fresh_catalog.json").write_text(json.dumps(tools, indent=1) + "\n")
    with (HERE / "fresh_queries.jsonl").open("w") as out:
        for row in rows:
            out.write(json.dumps(row) + "\n")
    print(f"{len(tools)} tools, {len(rows)} requests from {len({r['query'] for r in rows})} tasks")


if __name__ == "__main__":
    main()
