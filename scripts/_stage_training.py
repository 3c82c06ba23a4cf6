"""What the two n-gram stages' training scripts share: the veto as the guard runs it, the model's files."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression

from toolvet.content._classifier import quantised
from toolvet.content._findings import Finding, neighbourhood, vetoable


def after_veto(decision: Callable[[list[str]], np.ndarray], found: Sequence[Sequence[Finding]],
               string_of: Callable[[int, Finding], str], speaks: np.ndarray, surface: str,
               veto: float) -> np.ndarray:
    """Which items the rules flag (`found`, per item) with a finding the stage does not veto:
    one it may not (`vetoable`), one whose neighbourhood in its string (`string_of(item,
    finding)`) the stage scores over `veto` (`decision`: scores of texts), or any finding of an
    item on which the stage gives no verdict (`speaks`)."""
    kept = np.array([any(not vetoable(f, surface) for f in fs) for fs in found])
    asked = [(k, neighbourhood(string_of(k, f), f)) for k, fs in enumerate(found)
             if speaks[k] and not kept[k] for f in fs if vetoable(f, surface)]
    if asked:
        for (k, _), score in zip(asked, decision([text for _, text in asked]), strict=True):
            kept[k] |= score > veto
    return kept | (~speaks & np.array([bool(fs) for fs in found]))


def write_stage(model: LogisticRegression, paths: tuple[Path, Path], about: str,
                trained_on: Mapping[str, Any], settings: Mapping[str, Any], bits: int) -> None:
    """The model file (JSON: what it is, what it was fitted on, its settings) and its weights
    (int8, zlib) at `paths`."""
    model_path, weights_path = paths
    packed, scale = quantised(model.coef_[0].tolist())
    spec = {"about": about, "trained_on": dict(trained_on), "bits": bits, "scale": scale,
            "bias": round(float(model.intercept_[0]), 6), **settings}
    model_path.write_text(json.dumps(spec, indent=1) + "\n", encoding="utf-8")
    weights_path.write_bytes(packed)
    counts = ", ".join(f"{value} {key}" for key, value in trained_on.items() if key != "splits")
    print(f"wrote {model_path.name} and {weights_path.name} ({len(packed)} bytes): {counts}")
