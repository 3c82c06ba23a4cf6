"""Prove that a change to the content guard's engine changed no finding: scan every text of the
corpus and thousands of generated ones with the engine of a git revision and with this tree's,
and compare every finding (rule, kind, pointer, span, excerpt).

Each engine runs in its own process (the revision's `toolvet` package is exported to a temporary
folder with `git archive`), over the same texts: the definitions and results of
tests/data/content (every split), the secrets corpus, and generated texts that mix corpus prose
with what the payload search and the rules read: commit SHAs, UUIDs, hex digests, base64 and hex
of injected sentences (standard and URL-safe), percent and `\\u` escapes, invisible and
look-alike characters, long runs. Each text is scanned as a result, as a definition's
description and for secrets (alone, and as a call's arguments: `find_secrets_in_json`). Exits 1
on any difference. Run alone:

    .venv/bin/python bench/compare_findings.py [--base main] [--generated 4000]
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "content"
_BENIGN_PIECES = 10


def corpus_cases() -> list[dict[str, Any]]:
    """Every item of the corpus, as the bench scans it, and every text of the secrets corpus."""
    sys.path.insert(0, str(ROOT))
    from tests.data.content import corpus

    cases: list[dict[str, Any]] = []
    for item in corpus.load():
        if item.surface == "definition":
            cases.append({"definition": item.payload, "other_tools": list(item.other_tools),
                          "own_tools": list(item.own_tools)})
        else:
            cases.append({"text": item.payload})
    for path in sorted((DATA / "secrets").glob("*.jsonl")):
        cases += [{"text": json.loads(line)["text"]} for line in path.open()]
    return cases


def _pieces(random_: random.Random, prose: list[str], injected: list[str]) -> list[str]:
    """What a generated text is made of: benign pieces first (prose, ids, digests, random
    bytes in base64, a link), then the encoded, hidden or plain injections."""
    sentence = random_.choice(injected)[:random_.randint(20, 400)]
    raw = sentence.encode()
    return [
        random_.choice(prose)[:random_.randint(0, 600)], random_.choice(prose)[-300:],
        f"{random_.getrandbits(160):040x}", str(uuid.UUID(int=random_.getrandbits(128))),
        f"{random_.getrandbits(256):064x}", f"{random_.getrandbits(128):032X}",
        base64.b64encode(random_.randbytes(random_.randint(18, 90))).decode(),
        "A" * random_.randint(20, 60), "0123456789abcdef" * random_.randint(1, 6),
        f"https://example.com/x?q={{{random_.choice(['conversation', 'id', 'secret'])}}}",
        base64.b64encode(raw).decode(), base64.urlsafe_b64encode(raw).decode().rstrip("="),
        raw.hex(), "".join(f"%{b:02X}" if random_.random() < 0.5 else chr(b) for b in raw
                           if b < 128),
        "".join(f"\\u{ord(c):04x}" for c in sentence[:60]),
        sentence, random_.choice(injected)[:200].replace("e", "\u0435").replace("o", "\u043e"),
        "ig\u200bnore " + sentence[:80], "\u202e" + sentence[:40] + "\u202c",
        "".join(chr(0xE0000 + ord(c)) for c in sentence[:30] if ord(c) < 128),
    ]


def generated_cases(count: int, seed: int = 29) -> list[dict[str, Any]]:
    """`count` texts mixed at random (seeded) from corpus prose and encoded injections."""
    results = [json.loads(line) for line in (DATA / "results.jsonl").open()]
    prose = [r["text"] for r in results if r["label"] == "benign"]
    injected = [r["text"] for r in results if r["label"] != "benign"]
    random_ = random.Random(seed)
    cases: list[dict[str, Any]] = []
    for number in range(count):
        pieces = _pieces(random_, prose, injected)
        if number % 2:  # half the texts benign pieces only: the common case, scanned fastest
            pieces = pieces[:_BENIGN_PIECES]
        chosen = random_.choices(pieces, k=random_.randint(1, 8))
        text = random_.choice([" ", "\n", "; ", " `", "\t"]).join(chosen)
        cases.append({"text": text[:random_.randint(100, 12000)]})
    return cases


def findings_of(cases: list[dict[str, Any]]) -> list[list[list[Any]]]:
    """Every finding of every case, with the engine this process imports."""
    from toolvet.content import find_secrets, find_secrets_in_json, scan_definition, scan_result

    def rows(findings: list[Any]) -> list[Any]:
        return [[f.rule, f.kind, f.pointer, f.start, f.end, f.excerpt] for f in findings]

    out = []
    for case in cases:
        if "definition" in case:
            out.append(rows(scan_definition(case["definition"], other_tools=case["other_tools"],
                                            own_tools=case["own_tools"])))
            continue
        text = case["text"]
        definition = {"name": "generated_tool", "description": text}
        # As a call's lone argument, under a plain and a secret-looking name, and beside another.
        arguments = [{"text": text}, {"api_key": text}, {"note": "n", "text": text}]
        out.append(rows(scan_result(text)) + rows(scan_definition(definition))
                   + rows(find_secrets(text))
                   + [row for value in arguments for row in rows(find_secrets_in_json(value))])
    return out


def run_engine(package_root: Path, cases_file: Path, output: Path) -> None:
    """Scan the cases in a process that imports `toolvet` from `package_root`."""
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]);"
            "import compare_findings as c; cases = json.load(open(sys.argv[3]));"
            "json.dump(c.findings_of(cases), open(sys.argv[4], 'w'))")
    subprocess.run([sys.executable, "-c", code, str(package_root), str(ROOT / "bench"),
                    str(cases_file), str(output)], check=True, cwd=package_root)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="main", help="the git revision to compare against")
    parser.add_argument("--generated", type=int, default=4000)
    options = parser.parse_args()
    cases = corpus_cases() + generated_cases(options.generated)
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        base = directory / "base"
        base.mkdir()
        archive = subprocess.run(["git", "archive", options.base, "toolvet"], cwd=ROOT,
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        cases_file = directory / "cases.json"
        cases_file.write_text(json.dumps(cases))
        run_engine(base, cases_file, directory / "base.json")
        run_engine(ROOT, cases_file, directory / "new.json")
        old = json.loads((directory / "base.json").read_text())
        new = json.loads((directory / "new.json").read_text())
    differing = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
    total = sum(len(f) for f in old)
    print(f"{len(cases)} cases ({len(cases) - options.generated} from the corpus, "
          f"{options.generated} generated), {total} findings with {options.base}'s engine: "
          f"{len(differing)} cases differ")
    for index in differing[:10]:
        print(f"case {index}: {options.base} {old[index]}\n   this tree {new[index]}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
