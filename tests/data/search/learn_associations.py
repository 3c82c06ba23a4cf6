"""Learn the second stage's associations (toolvet/search/associations.json) and its weights on
the fresh sets of real MCP servers already looked at, and estimate both on sets never learned on.

The associations pair a request's terms with the terms of its right tool's own name
(`Associations.learned`); the weights (words 1, meaning, coverage, name coverage, association,
group) are a linear ranker's over each request's candidates (`learn_weights.fit`), fitted on
these sets' requests and the dev queries (BFCL's functions: the catalog the weights were first
learned on, so that both kinds of catalog weigh in). Leaving one
set out at a time (its servers and requests in neither the table nor the weights), each set's
top-5 among the candidates is printed for the weights before associations (BEFORE), weights
learned again without them, and weights learned with them; then the table and the weights
learned on all the sets, which `--write` puts in associations.json (Weights takes the weights by
hand). Never reads a set outside LEARNED_SETS.

    .venv/bin/python tests/data/search/learn_associations.py [--write]
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from tests.data.search import evaluation
from tests.data.search.learn_weights import fit, hit_rates
from toolvet.search import Associations, ToolIndex, Weights
from toolvet.search._associations import TABLE_PATH

# The fresh sets of real servers looked at when the table was learned (fresh, fresh2 and fresh3
# are other catalogs: BFCL's suites, public APIs, toolkits).
LEARNED_SETS = tuple(f"fresh{number}" for number in range(4, 25))
DEPTH = Weights().rerank_depth
NONE = Associations({})
# The second stage's weights before associations (words, meaning, coverage, name coverage,
# association, group), learned on dev (learn_weights.py), for comparison.
BEFORE = (1.0, 1.14, 0.97, 0.27, 0.0, 0.75)


@dataclass
class LearnedSet:
    """One set's index (grouped by server) and requests."""

    index: ToolIndex
    asked: list[evaluation.Query]

    def examples(self) -> list[tuple[list[str], frozenset[str]]]:
        return [(self.index.wanted_terms(query.text), self.index.own_name_terms(query.tool))
                for query in self.asked]

    def features(self, table: Associations) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each request's candidates' six scores (five of `candidates`, the group's share),
        which are real, where the right tool is (-1: not a candidate)."""
        self.index.associations = table
        scores = np.zeros((len(self.asked), DEPTH, 6))
        real = np.zeros((len(self.asked), DEPTH), dtype=bool)
        right = np.full(len(self.asked), -1)
        for number, query in enumerate(self.asked):
            shares = self.index.group_shares(query.text)
            for place, (key, five) in enumerate(self.index.candidates(query.text)):
                share = shares.get(self.index.group_of(key) or "", 0.0)
                scores[number, place], real[number, place] = (*five, share), True
                if key == query.tool:
                    right[number] = place
        return scores, real, right


def load(split: str) -> LearnedSet:
    index = ToolIndex(associations=NONE)
    for tool in evaluation.catalog_for(split) if split != "dev" else evaluation.catalog():
        index.put(tool["name"], tool, evaluation.server_of(tool["name"]))
    return LearnedSet(index, evaluation.queries(split))


def learned(sets: list[LearnedSet]) -> Associations:
    return Associations.learned(example for each in sets for example in each.examples())


def joined(parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]],
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return tuple(np.concatenate([part[at] for part in parts]) for at in range(3))  # type: ignore[return-value]


def main() -> None:
    sets = {split: load(split) for split in LEARNED_SETS}
    dev = load("dev")  # in every fit of the weights (its functions belong to no server)
    before = np.array(BEFORE)
    totals, count = np.zeros(3), 0
    print("left out: top-5 with the weights of 4e967a2 (learned on dev), weights learned"
          " again without associations, with them")
    for split, left in sets.items():
        rest = [each for other, each in sets.items() if other != split]
        table = learned(rest)
        train = joined([each.features(table) for each in [*rest, dev]])
        scores, real, right = left.features(table)
        without = np.array([1, 1, 1, 1, 0, 1])
        rates = [hit_rates(scores, real, right, before)[1],
                 hit_rates(scores, real, right, fit(train[0] * without, *train[1:]))[1],
                 hit_rates(scores, real, right, fit(*train))[1]]
        totals += np.array(rates) * len(right)
        count += len(right)
        print(f"  {split}: " + ", ".join(f"{rate:.1%}" for rate in rates))
    print(f"all {count} requests, each set left out: "
          + ", ".join(f"{rate:.2%}" for rate in totals / count))
    table = learned(list(sets.values()))
    weights = fit(*joined([each.features(table) for each in [*sets.values(), dev]]))
    print("fitted on all (meaning, coverage, name_coverage, association, rerank_group):",
          ", ".join(f"{value:.2f}" for value in weights[1:] / weights[0]))
    if "--write" in sys.argv:
        TABLE_PATH.write_text(json.dumps({"sets": list(LEARNED_SETS), "pairs": table.to_json()},
                                         separators=(",", ":")) + "\n")
        print(f"wrote {TABLE_PATH}")


if __name__ == "__main__":
    main()
