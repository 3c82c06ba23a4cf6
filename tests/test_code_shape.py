"""The shape of toolvet's code: no function over 80 lines (a long one is split into named parts)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "toolvet"
MAX_FUNCTION_LINES = 80


def functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, ast.AST]]:
    """Every function and method of a module, nested ones too, by qualified name."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = f"{prefix}{node.name}"
            if not isinstance(node, ast.ClassDef):
                yield name, node
            yield from functions(node, f"{name}.")
        else:
            yield from functions(node, prefix)


def long_functions(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, node in functions(tree):
            assert node.end_lineno is not None
            lines = node.end_lineno - node.lineno + 1
            if lines > MAX_FUNCTION_LINES:
                where = path.relative_to(root.parent)
                found.append(f"{where}:{node.lineno} {name} has {lines} lines")
    return found


def test_no_function_in_toolvet_is_over_80_lines() -> None:
    assert long_functions(PACKAGE) == [], "split each into named parts"


def test_a_long_function_is_named_with_its_class_and_line(tmp_path: Path) -> None:
    body = "\n".join(f"        x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "long.py").write_text(
        f"class Table:\n    def rebuild(self):\n{body}\n\n    def short(self):\n        pass\n"
    )
    assert long_functions(tmp_path / "pkg") == [
        f"pkg/long.py:2 Table.rebuild has {MAX_FUNCTION_LINES + 1} lines"
    ]
