"""toolvet's verdict agrees with the official JSON-Schema-Test-Suite.

Every case of draft2020-12, draft2019-09 and draft7 (required and optional, formats included)
is run through `validate_arguments(schema, data, repair="off", unknown_arguments="allow")`, with
the draft as the dialect of schemas that do not name one, and must give `ok == valid`. The suite's
files are vendored in tests/data/json-schema-test-suite (its LICENSE, and its origin and version in
SOURCE.md there); nothing outside the repository is read.

The only cases that are not compared are those that need a schema from the network (the
suite serves them at http://localhost:1234), listed by name in NEEDS_REMOTE: toolvet never
fetches a `$ref`, so for them the test asserts a clear schema issue instead of a verdict.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolvet import validate_arguments

SUITE = Path(__file__).resolve().parents[1] / "data" / "json-schema-test-suite"
DRAFTS = {"draft2020-12": "2020-12", "draft2019-09": "2019-09", "draft7": "draft-07"}
# In 2019-09 and 2020-12, `format` is an annotation; the suite's non-optional format.json expects that.
ANNOTATED_FORMAT_FILES = {("draft2020-12", "format.json"), ("draft2019-09", "format.json")}

_REMOTE_REF = (
    "$refs a schema served by the suite at http://localhost:1234, which toolvet never fetches"
)
_REMOTE_META = (
    "its $schema is a custom metaschema at http://localhost:1234, which toolvet never fetches"
)

# Cases that need the network, by file and case description, with the reason. Every case of
# every file named here with "*" is excluded; the rest only by name.
NEEDS_REMOTE: dict[str, dict[str, str]] = {
    "refRemote.json": {"*": _REMOTE_REF},
    "optional/cross-draft.json": {"*": _REMOTE_REF},
    "dynamicRef.json": {
        "strict-tree schema, guards against misspelled properties": _REMOTE_REF,
        "tests for implementation dynamic anchor and reference link": _REMOTE_REF,
        "$ref and $dynamicAnchor are independent of order - $defs first": _REMOTE_REF,
        "$ref and $dynamicAnchor are independent of order - $ref first": _REMOTE_REF,
        "$ref to $dynamicRef finds detached $dynamicAnchor": _REMOTE_REF,
    },
    "vocabulary.json": {
        "schema that uses custom metaschema with with no validation vocabulary": _REMOTE_META,
        "ignore unrecognized optional vocabulary": _REMOTE_META,
    },
    "optional/format-assertion.json": {"*": _REMOTE_META},
}


def _needs_remote(relative: str, description: str) -> bool:
    reasons = NEEDS_REMOTE.get(relative, {})
    return "*" in reasons or description in reasons


def _cases() -> list[object]:
    if not SUITE.is_dir():
        pytest.fail(f"JSON-Schema-Test-Suite not found at {SUITE}", pytrace=False)
    params = []
    for draft, dialect in DRAFTS.items():
        root = SUITE / "tests" / draft
        for path in sorted(root.rglob("*.json")):
            relative = path.relative_to(root).as_posix()
            formats = "annotate" if (draft, relative) in ANNOTATED_FORMAT_FILES else "assert"
            for group in json.loads(path.read_text(encoding="utf-8")):
                remote = _needs_remote(relative, group["description"])
                for test in group["tests"]:
                    params.append(
                        pytest.param(
                            group["schema"],
                            test["data"],
                            test["valid"],
                            formats,
                            dialect,
                            remote,
                            id=f"{draft}/{relative}/{group['description']}/{test['description']}",
                        )
                    )
    return params


@pytest.mark.parametrize(("schema", "data", "valid", "formats", "dialect", "remote"), _cases())
def test_suite_case(
    schema: object, data: object, valid: bool, formats: str, dialect: str, remote: bool
) -> None:
    result = validate_arguments(
        schema,
        data,
        repair="off",
        unknown_arguments="allow",
        formats=formats,
        default_dialect=dialect,
    )
    if remote:
        assert not result.ok
        assert result.schema_error is not None
        assert result.schema_error.code in ("remote_ref", "unsupported_dialect")
        assert "localhost:1234" in result.message
        return
    assert result.ok is valid, result.message
    assert result.arguments is data
