"""Fixtures for the config tests: write a servers.json into a temporary directory."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

WriteConfig = Callable[..., Path]


@pytest.fixture
def write_config(tmp_path: Path) -> WriteConfig:
    """Write a dict (as JSON) or raw text to ``<tmp>/servers.json`` and return the path."""

    def write(content: dict[str, Any] | str, name: str = "servers.json") -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = content if isinstance(content, str) else json.dumps(content, indent=2)
        path.write_text(text, encoding="utf-8")
        return path

    return write
