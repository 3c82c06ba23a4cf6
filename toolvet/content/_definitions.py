"""Scan a tool definition: every string a model reads in it, each finding at its JSON pointer."""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolvet.content._annotations import false_read_only
from toolvet.content._classifier import RULE as CLASSIFIER_RULE
from toolvet.content._classifier import classifier, definition_text
from toolvet.content._findings import (
    Allowlist,
    Finding,
    neighbourhood,
    pointer_token,
    vetoable,
)
from toolvet.content._instructions import features
from toolvet.content._learned import RULE as LEARNED_RULE
from toolvet.content._learned import learned_stages_on
from toolvet.content._parameters import (
    destination_in_prose,
    destination_preset,
    destination_written_out,
    secret_asked_in_parameter,
    secret_file_preset,
    secret_named_parameter,
    secret_to_parameter,
    sentence_in_enum,
    users_secret_placed,
)
from toolvet.content._references import is_reference
from toolvet.content._scan import one_per_rule, scan_text
from toolvet.content._sources import package_source
from toolvet.content._text import excerpt, reveal

# Schema keywords whose strings are machinery, not prose a model is asked to read.
_MACHINERY = frozenset({"type", "format", "$schema", "$ref", "$id", "$anchor", "$dynamicRef",
                        "pattern", "contentEncoding", "contentMediaType", "required",
                        "dependentRequired", "$comment"})
# A name a description could mention as a tool: snake, kebab or camel case, or quoted.
_TOOL_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*")
_QUOTED = re.compile(r"['\"`\u2018\u2019\u201c\u201d]([A-Za-z][\w.-]{1,63})['\"`\u2019\u201d]")
# A name as a description writes it: letters, digits, `_`, `-` and `.` (`Slack.GetMessages`).
_NAMED = re.compile(r"(?<![\w.-])([A-Za-z][\w.-]*[A-Za-z0-9])")
_SAME_SERVER = re.compile(r"\b(?:same|this|our|own) server\b|\bserver'?s own\b|\bthis server'?s\b",
                          re.IGNORECASE)
_VERSION_TAIL = re.compile(r"(?:[_-]?(?:v\d+|new|latest|pro|plus|official|updated|fixed|\d+))+$")
_CACHE_SIZE = 4096


@dataclass(frozen=True, slots=True)
class _Analysis:
    """What a definition says on its own; shadowing is added per call, from the other tools."""

    findings: tuple[Finding, ...]
    name: str
    # Tool-like names the definition mentions, with where each is first mentioned.
    mentions: Mapping[str, tuple[str, int, int, str]]
    # Its description says the tool it is a version of is its own server's ("DEPRECATED: use
    # search_issues (same server) instead"): a `_v1` or `_v2` beside it imitates nothing.
    versions_its_own: bool = False
    # The n-gram stage gives a verdict on it: it may veto the readings of words, shadowing among
    # them (`_unvetoed`).
    stage_speaks: bool = False


# Keyed by the definition's hash and whether the learned stages are on (`rules_only` turns them
# off).
_cache: OrderedDict[tuple[str, bool], _Analysis] = OrderedDict()
_cache_lock = threading.Lock()


def definition_hash(tool: Mapping[str, Any]) -> str:
    """The SHA-256 of a definition's canonical JSON: equal definitions, equal hashes."""
    canonical = json.dumps(tool, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                           default=str)
    return hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()


def scan_definition(
    tool: Mapping[str, Any],
    *,
    other_tools: Iterable[str] = (),
    own_tools: Iterable[str] = (),
    allow: Allowlist | None = None,
) -> list[Finding]:
    """Findings in a tool definition (name, title, description, annotations, every string of
    inputSchema and outputSchema, property names), each at its JSON pointer.

    `other_tools` are the names of the other servers' tools, `own_tools` those of this tool's
    own server: a definition that names another server's tool, or whose name imitates one,
    shadows it. `allow` (the operator's, for this tool) lets through the findings it allows,
    matched against the text each finding spans. The context-free part is cached by the
    definition's hash, so scanning the same definition again (each `tools/list`) costs a hash
    and a set intersection.
    """
    analysis = _analysed(tool)
    own = set(own_tools)
    others = set(other_tools) - own - {analysis.name}
    findings = [*_without_own_redirects(tool, analysis.findings, own),
                *_unvetoed(tool, _shadowing(analysis, others), analysis.stage_speaks)]
    if allow is None:
        return findings
    return [f for f in findings if not allow.allows(f.rule, _matched_text(tool, f))]


def _without_own_redirects(
    tool: Mapping[str, Any], findings: Iterable[Finding], own: set[str]
) -> list[Finding]:
    """`findings` without the learned stage's where its window is a deprecation notice that
    names a tool of the same server as the replacement ("This tool is deprecated. Use the
    `Slack.GetMessages` tool instead."): servers retire their own tools so, and sending the
    model from one of a server's tools to another trusts that server with nothing more. A
    redirect to another server's tool stays a finding (and is shadowing besides)."""
    if not own:
        return list(findings)
    spellings = {_spelling(name) for name in own}
    kept = []
    for finding in findings:
        if finding.rule == LEARNED_RULE:
            window = _matched_text(tool, finding)
            if "deprecated" in features(window) and _names_one_of(window, spellings):
                continue
        kept.append(finding)
    return kept


def _names_one_of(text: str, spellings: set[str]) -> bool:
    """Whether `text` names one of the tools spelled so (`_spelling`), as written or with a
    dot for the underscore (`Slack.GetMessages` for `Slack_GetMessages`)."""
    return any(_spelling(match.group(1)) in spellings for match in _NAMED.finditer(text))


def _matched_text(tool: Mapping[str, Any], finding: Finding) -> str:
    """The text a finding spans, in the string at its pointer."""
    return _string_at(tool, finding.pointer)[finding.start:finding.end]


def _string_at(tool: Mapping[str, Any], pointer: str) -> str:
    """The string at a finding's pointer (a property's name when the pointer names a property,
    whose value is its schema)."""
    node: Any = tool
    tokens = pointer.split("/")[1:]
    for token in tokens:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict):
            node = node.get(token)
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return ""
    text: str = node if isinstance(node, str) else (
        tokens[-1].replace("~1", "/").replace("~0", "~") if tokens else "")
    return text


def _analysed(tool: Mapping[str, Any]) -> _Analysis:
    key = (definition_hash(tool), learned_stages_on())
    with _cache_lock:
        cached = _cache.get(key)
        if cached is not None:
            _cache.move_to_end(key)
            return cached
    analysis = _analyse(tool)
    with _cache_lock:
        _cache[key] = analysis
        if len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return analysis


def clear_cache() -> None:
    """Forget every cached analysis (the rules changed, or a test wants a cold scan)."""
    with _cache_lock:
        _cache.clear()
    _neighbourhood_score.cache_clear()


def _analyse(tool: Mapping[str, Any]) -> _Analysis:
    # Each string on its own: a rule weighs the words of one description, never a word of one
    # property's description with a word of another's ("token" here, "include" there).
    segments = list(_strings(tool))
    findings: list[Finding] = []
    for pointer, text in segments:
        for match in scan_text(text, "definition"):
            shown = match.shown and " ".join(match.shown.split())[:120]
            findings.append(Finding(match.rule, match.kind, pointer, match.start, match.end,
                                    shown or excerpt(text, match.start, match.end)))
    for found in (secret_to_parameter(tool, segments), secret_asked_in_parameter(tool, segments),
                  users_secret_placed(tool, segments),
                  secret_named_parameter(segments), destination_preset(segments),
                  destination_in_prose(tool, segments), destination_written_out(segments),
                  package_source(segments), secret_file_preset(segments),
                  sentence_in_enum(segments), false_read_only(tool)):
        if found is not None:
            findings.append(found)
    score = _stage_score(segments)
    findings = _unvetoed(tool, findings, score is not None)
    if score is not None and score > classifier().threshold:
        findings.append(_classified(segments))
    name, description = tool.get("name"), tool.get("description")
    # One finding per rule: the first string that says it.
    return _Analysis(tuple(one_per_rule(findings)), name if isinstance(name, str) else "",
                     _mentions(segments),
                     isinstance(description, str) and bool(_SAME_SERVER.search(description)),
                     score is not None)


def _stage_score(segments: list[tuple[str, str]]) -> float | None:
    """The n-gram stage's score of the definition (`_classifier`); None where it gives no
    verdict, and inside `rules_only`."""
    if not segments or not learned_stages_on():
        return None
    return classifier().verdict(definition_text(text for _, text in segments))


def _unvetoed(tool: Mapping[str, Any], findings: Iterable[Finding],
              stage_speaks: bool) -> list[Finding]:
    """`findings` less those the n-gram stage vetoes: readings of words (`vetoable`) whose
    neighbourhood in their string it scores at or below its veto, where it gives a verdict on
    the definition. Benign descriptions in strong words give the rules most of their false
    positives."""
    if not stage_speaks:
        return list(findings)
    veto = classifier().veto
    return [f for f in findings if not vetoable(f, "definition")
            or _neighbourhood_score(neighbourhood(_string_at(tool, f.pointer), f)) > veto]


@lru_cache(maxsize=_CACHE_SIZE)
def _neighbourhood_score(text: str) -> float:
    # Cached: shadowing is weighed on each `tools/list`, from the cached analysis.
    return classifier().score(text)


def _classified(segments: list[tuple[str, str]]) -> Finding:
    """The n-gram stage's finding, at the string that weighs most towards it."""
    strings = [text for _, text in segments]
    pointer, text = segments[classifier().strongest(strings)]
    return Finding(CLASSIFIER_RULE, "instruction", pointer, 0, len(text), excerpt(text, 0, 0))


def _strings(tool: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """(pointer, string) for each string of a definition that a model reads."""
    for key in ("name", "title", "description"):
        if isinstance(tool.get(key), str):
            yield f"/{key}", tool[key]
    for key in ("annotations", "inputSchema", "outputSchema"):
        if key in tool:
            yield from _schema_strings(tool[key], f"/{key}")


def _schema_strings(node: Any, pointer: str) -> Iterator[tuple[str, str]]:
    stack: list[tuple[str, Any, str | None]] = [(pointer, node, None)]
    while stack:
        where, value, key = stack.pop()
        if isinstance(value, str):
            if key not in _MACHINERY:
                yield where, value
        elif isinstance(value, dict):
            for name, child in reversed(list(value.items())):
                child_pointer = f"{where}/{pointer_token(name)}"
                stack.append((child_pointer, child, str(name)))
                if key == "properties" and isinstance(name, str):
                    stack.append((child_pointer, name, None))  # a property name is read too
        elif isinstance(value, list):
            for index in range(len(value) - 1, -1, -1):
                stack.append((f"{where}/{index}", value[index], key))


def _mentions(segments: list[tuple[str, str]]) -> dict[str, tuple[str, int, int, str]]:
    """Each tool-like name the strings after the name mention other than as a reference
    (`_is_reference`), with where it is first mentioned; a string that is only a name (a
    property's, an enum value) mentions none."""
    mentions: dict[str, tuple[str, int, int, str]] = {}
    for pointer, text in segments[1:]:  # the name itself is not a mention
        folded = reveal(text).text if not text.isascii() else text
        if _TOOL_NAME.fullmatch(folded.strip()):
            continue
        for pattern in (_TOOL_NAME, _QUOTED):
            for match in pattern.finditer(folded):
                group = match.lastindex or 0
                name = match.group(group)
                if name not in mentions and not is_reference(
                        folded, match.start(group), match.end(group)):
                    view = excerpt(folded, match.start(), match.end())
                    mentions[name] = (pointer, match.start(), match.end(), view)
    return mentions


def _shadowing(analysis: _Analysis, others: set[str]) -> list[Finding]:
    if not others:
        return []
    found: list[Finding] = []
    # A plain word ("search", `query`) names too many things to say which tool it means.
    named = {n for n in others.intersection(analysis.mentions) if _TOOL_NAME.fullmatch(n)}
    for name in sorted(named):
        pointer, start, end, view = analysis.mentions[name]
        found.append(Finding("shadowing.other_server_tool", "shadowing", pointer, start, end,
                             f"names {name!r} of another server: {view}"))
        break
    imitated = None if analysis.versions_its_own else _imitated(analysis.name, others)
    if imitated:
        found.append(Finding("shadowing.name_collision", "shadowing", "/name", 0,
                             len(analysis.name),
                             f"{analysis.name!r} imitates {imitated!r} of another server"))
    return found


def _imitated(name: str, others: set[str]) -> str | None:
    """The other server's tool whose name this one imitates (a look-alike or a version tail);
    the same name spelled with `-` for `_` is the same tool on two servers, not an imitation,
    and a plain name is imitated by others' `_v2`, never their imitation."""
    if not name:
        return None
    mine, spelled = _base_name(name), _spelling(name)
    if spelled == mine:
        return None
    for other in sorted(others):
        if _spelling(other) != spelled and _base_name(other) == mine:
            return other
    return None


def _spelling(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


@lru_cache(maxsize=16384)
def _base_name(name: str) -> str:
    folded = reveal(name).text if not name.isascii() else name
    return _VERSION_TAIL.sub("", folded.lower()).replace("-", "_")
