"""Loads the secrets corpus and measures a detector on it: secrets caught, benign texts touched."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from toolvet.content import find_secrets

HERE = Path(__file__).resolve().parent
# The goals, on the held-out part: secrets caught, benign lookalikes touched.
DETECTION_GOAL = 0.99
FALSE_POSITIVE_CEILING = 0.005


def load(part: str) -> list[dict]:
    """The items of one part of the corpus: "dev" or "heldout"."""
    with (HERE / f"{part}.jsonl").open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def caught(item: dict) -> bool:
    """Whether the findings on a secret item cover every character of its secret."""
    text, secret = item["text"], item["secret"]
    start = text.index(secret)
    covered = [False] * len(secret)
    for finding in find_secrets(text):
        for at in range(max(finding.start, start), min(finding.end, start + len(secret))):
            covered[at - start] = True
    return all(covered)


@dataclass
class Rates:
    """Per kind: how many items, how many flagged (secrets caught, benign texts touched)."""

    total: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    flagged: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    wrong: list[dict] = field(default_factory=list)  # secrets missed, benign texts touched

    def rate(self, kinds: list[str] | None = None) -> float:
        kinds = list(self.total) if kinds is None else kinds
        total = sum(self.total[kind] for kind in kinds)
        return sum(self.flagged[kind] for kind in kinds) / total if total else 0.0


def measure(items: list[dict]) -> tuple[Rates, Rates]:
    """(secrets, benign) rates over `items`, per kind."""
    secrets, benign = Rates(), Rates()
    for item in items:
        is_secret = item["label"] == "secret"
        flagged = caught(item) if is_secret else bool(find_secrets(item["text"]))
        rates = secrets if is_secret else benign
        rates.total[item["kind"]] += 1
        rates.flagged[item["kind"]] += flagged
        if flagged != is_secret:
            rates.wrong.append(item)
    return secrets, benign
