"""The site's generated references cover what the code defines: every config key, every command
and option, every metric family and audit event (docs/hooks/reference.py renders them)."""

from __future__ import annotations

import importlib.util
import re
import typing
from pathlib import Path
from types import ModuleType

import pytest
from pydantic import BaseModel

from toolvet.cli import _build_parser
from toolvet.config._model import ProxySettings, ServerConfig
from toolvet.proxy.observability._metrics import Metrics

REPO = Path(__file__).resolve().parents[2]


def _load_hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "docs_reference_hook", REPO / "docs" / "hooks" / "reference.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reference = _load_hook()


def _model_in(annotation: object) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return next(filter(None, map(_model_in, typing.get_args(annotation))), None)


def _keys(model: type[BaseModel], prefix: str) -> list[str]:
    """Every key path of `model`, written as the reference's headings write them."""
    keys = []
    for name, field in model.model_fields.items():
        path = f"{prefix}.{name}"
        keys.append(path)
        nested = _model_in(field.annotation)
        if nested is not None:
            many = "list[" in str(field.annotation)
            keys += _keys(nested, f"{path}[]" if many else path)
    return keys


def _headings(page: str) -> set[str]:
    return set(re.findall(r"^#+ `([^`]+)`$", page, flags=re.MULTILINE))


def test_the_config_reference_has_a_section_for_every_key_of_the_model() -> None:
    page = reference.config_reference()
    expected = [k for k in _keys(ServerConfig, "mcpServers.<name>") if not k.endswith(".name")]
    expected += _keys(ProxySettings, "proxy")
    missing = [k for k in expected if k not in _headings(page)]
    assert not missing, f"keys of the model missing from reference/config.md: {missing}"
    # A sample of what a section says: the type, the default, the docstring.
    port = page.split("`proxy.http.port`", 1)[1].split("\n#", 1)[0]
    assert "**Type:** integer" in port and "`8765`" in port and "≤ 65,535" in port
    assert "The port it listens on" in port


def test_a_config_key_without_a_docstring_fails_the_build() -> None:
    class Undocumented(BaseModel):
        documented: int = 1
        """Has one."""
        bare: int = 2

    with pytest.raises(ValueError, match=r"Undocumented\.bare \(x\.bare\) has no docstring"):
        reference._block_keys(Undocumented, "x")


def test_the_cli_reference_shows_every_command_and_option() -> None:
    page = reference.cli_reference()
    parser = _build_parser()
    [commands] = [a for a in parser._actions if hasattr(a, "choices") and a.choices]
    assert commands.choices, "toolvet has subcommands"
    for name, command in commands.choices.items():
        assert f"## `toolvet {name}`" in page
        section = page.split(f"## `toolvet {name}`", 1)[1].split("\n## ", 1)[0]
        for action in command._actions:
            for option in action.option_strings:
                assert option in section, f"toolvet {name} {option} is missing from its section"
        if command.description:
            first_words = " ".join(command.description.split()[:4])
            assert first_words in " ".join(section.split())


def test_the_metrics_reference_lists_every_family_served_at_metrics() -> None:
    page = reference.metrics_reference()
    families = list(Metrics(lambda: {}).families())
    assert families
    for name, kind, _, _ in families:
        shown = f"{name}_total" if kind == "counter" else name
        assert f"| `{shown}` | {kind} |" in page
    for instrument in ("mcp.server.operation.duration", "mcp.client.operation.duration"):
        assert f"`{instrument}`" in page


def test_the_audit_reference_describes_every_event_the_proxy_writes() -> None:
    page = reference.audit_reference()
    for event in ("rejected", "repaired", "denied", "drift"):
        assert f"| `{event}` |" in page
    # The example line is the one toolvet's AuditLog writes, with the redacted key redacted.
    assert '"token": "[redacted]"' in page and '"event": "rejected"' in page


def test_an_audit_event_the_page_does_not_describe_fails_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    proxy = tmp_path / "toolvet" / "proxy"
    proxy.mkdir(parents=True)
    (proxy / "_calls.py").write_text(
        "def f(self):\n"
        "    self._audit('rejected', session, server, tool, arguments, issues=[])\n"
        "    self._audit('throttled', session, server, tool, arguments, limit=3)\n"
    )
    monkeypatch.setattr(reference, "REPO", tmp_path)
    with pytest.raises(ValueError, match=r"describe \['throttled'\]") as raised:
        reference.audit_events()
    assert "'drift'" in str(raised.value)  # described, but no longer written: to be dropped
