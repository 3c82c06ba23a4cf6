"""The requestState toolvet mints when it bridges a legacy server's request to a modern client."""

from __future__ import annotations

import time

import pytest

from toolvet.proxy.forwarding._bridge import InvalidState, StateSeal, digest, is_ours

KEY = "k" * 32


def test_a_sealed_state_opens_to_what_was_sealed():
    seal = StateSeal(KEY, ttl=60)
    state = seal.seal({"c": "call-1", "d": digest({"a": 1})})
    assert is_ours(state) and not is_ours("v1.someone-elses")
    payload = seal.open(state)
    assert payload["c"] == "call-1" and payload["d"] == digest({"a": 1})


def test_replicas_sharing_a_key_open_each_other_s_states():
    assert StateSeal(KEY, 60).open(StateSeal(KEY, 60).seal({"c": "x"}))["c"] == "x"


@pytest.mark.parametrize(
    ("forge", "reason"),
    [
        (lambda s: s[:-1] + ("A" if s[-1] != "A" else "B"), "not minted by this toolvet"),
        (lambda s: s.replace(".", ".x", 1), "not minted by this toolvet"),
        (lambda s: StateSeal("other" * 8, 60).seal({"c": "x"}), "not minted by this toolvet"),
    ],
)
def test_a_forged_state_is_refused(forge, reason):
    seal = StateSeal(KEY, 60)
    with pytest.raises(InvalidState, match=reason):
        seal.open(forge(seal.seal({"c": "x"})))


def test_an_expired_state_is_refused():
    seal = StateSeal(KEY, ttl=0.01)
    state = seal.seal({"c": "x"})
    time.sleep(0.05)
    with pytest.raises(InvalidState, match="expired"):
        seal.open(state)


def test_the_digest_ignores_key_order_and_sees_any_change():
    assert digest({"a": 1, "b": [1, 2]}) == digest({"b": [1, 2], "a": 1})
    assert digest({"a": 1}) != digest({"a": 2})
