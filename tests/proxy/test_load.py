"""Many clients over HTTP: every call answered exactly once, with its own token (reduced size)."""

from __future__ import annotations

from tests.proxy.load import run_load


def test_every_call_of_every_client_gets_its_own_answer():
    result = run_load(total_calls=600, clients=12)
    assert result.calls == 600
    assert result.answered == 600
    assert result.wrong == 0
