"""Words of tool definitions and requests: split on case and punctuation, stopwords out, stemmed."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

import snowballstemmer  # type: ignore[import-untyped]

# Runs of letters or digits; a camelCase or PascalCase word splits before each inner capital
# (`getUserID` -> get, User, ID), an acronym stays whole, its plural too ("PRs", "URLs").
_WORD = re.compile(r"[A-Z]{2,}s(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
# A run of letters and digits of any script; within it, the runs of ideographs, kana and hangul
# (written without spaces: each is read as its pairs of neighbouring characters, as a search
# engine's CJK analyzer does), and the rest.
_RUN = re.compile(r"[^\W_]+")
_CJK = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+)")
# Words that say nothing about which tool a request needs. The request side says them the most
# ("Can you please help me find ..."), so they are dropped on both sides.
_STOPWORD_TEXT = """
a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further
had has have having he her here hers herself him himself his how i if in into is it its itself
just me more most my myself no nor not now of off on once only or other our ours ourselves out
over own same she should so some such than that the their theirs them themselves then there
these they this those through to too under until up very was we were what when where which
while who whom why will with would you your yours yourself yourselves also please help want
need like let lets using use given specified specific provided e g eg etc i.e ie s t
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
_stemmer = snowballstemmer.stemmer("english")


def words(text: str) -> list[str]:
    """The lower-cased words of `text`, camelCase and snake_case split; words of other scripts
    whole ("résumé", "задача"), Chinese, Japanese and Korean as pairs of characters ("天气",
    "气怎")."""
    if text.isascii():
        return [word.lower() for word in _WORD.findall(text)]
    found: list[str] = []
    for run in _RUN.findall(text):
        if run.isascii():
            found += [word.lower() for word in _WORD.findall(run)]
            continue
        for index, part in enumerate(_CJK.split(run)):
            if index % 2 == 0:  # not ideographs: a word, or an ASCII one camelCase split
                found += ([word.lower() for word in _WORD.findall(part)] if part.isascii()
                          else [part.lower()] if part else [])
            else:
                found += [part[k:k + 2] for k in range(len(part) - 1)] or [part]
    return found


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return str(_stemmer.stemWord(word))


# Short forms that software writes for its common nouns, and a synonym or two that it uses
# interchangeably ("folder", "directory"; "remove" and "delete", "edit" and "update", "find"
# and "search"): each read as the words it stands for, on both sides, so that "list my repos"
# finds `list_repositories`, "get_pr" is found by "pull request" and "remove the tag" finds
# `delete_tag`. (The three verbs' groups: over the 6,406 dev and fresh requests looked at,
# 32 found in the top 5 that were not, 9 lost.)
_SHORT_FORMS_TEXT = """
repo repository|repos repository|pr pull request|prs pull request|mr merge request|
db database|dbs database|msg message|msgs message|dir directory|dirs directory|
folder directory|folders directory|config configuration|cfg configuration|
configs configuration|info information|doc document|docs document|env environment|
envs environment|org organization|orgs organization|organisation organization|
img image|imgs image|pic picture|pics picture|dm direct message|dms direct message|
stats statistics|param parameter|params parameter|attr attribute|attrs attribute|
desc description|k8s kubernetes|txn transaction|txns transaction|addr address|
qty quantity|amt amount|lat latitude|lng longitude|lon longitude|coords coordinates|
mail email|app application|apps application|pkg package|pkgs package|deps dependencies|
dep dependency|ver version|vm virtual machine|vms virtual machine|
remove delete|removes delete|removed delete|removing delete|erase delete|discard delete|
wipe delete|edit update|edits update|modify update|change update|changes update|
find search|lookup search|look search
"""
SHORT_FORMS = {short: tuple(rest) for short, *rest in
               (entry.split() for entry in _SHORT_FORMS_TEXT.replace("\n", "").split("|"))}


@lru_cache(maxsize=65536)
def _term_of(word: str) -> tuple[str, ...]:
    return tuple(stem(each) for each in SHORT_FORMS.get(word, (word,)))


def terms(text: str) -> list[str]:
    """The index terms of `text`: its words without stopwords, short forms spelled out
    (SHORT_FORMS), stemmed."""
    return [term for word in words(text) if word not in STOPWORDS for term in _term_of(word)]


# The values a request carries for the call's arguments rather than words of what it wants: a
# URL, an e-mail address, a path or a file name, an id with digits, a quoted string ("rename
# getUser in src/api/client.ts": `client`, `api` and `getUser` say little of which tool). Each
# begins where a token or a run of word characters does, never inside one, so that a long
# request is read in linear time.
_VALUE = re.compile(
    r"(?:https?://|www\.)\S+|(?<!\S)[^\s@]+@\S+|(?:[~.]?/[\w.@-]+)+/?"
    r"|(?<![\w-])[\w-]+\.(?:py|ts|js|json|md|txt|csv|yaml|yml|go|rs|java|html|css|tsx|jsx|sh|sql"
    r"|log|xml|toml)\b|(?<![\w-])(?=[\w-]*\d)[\w-]{6,}(?![\w-])"
    r"|\"[^\"\n]{1,80}\"|'[^'\n]{1,80}'|`[^`\n]{1,80}`|\u201c[^\u201d\n]{1,80}\u201d")


def weighed_terms(text: str, value: float) -> dict[str, float]:
    """The terms of a request, each with its weight: 1 for the words of what it asks, `value`
    for a term found only in the values it carries (see _VALUE)."""
    found = dict.fromkeys(terms(_VALUE.sub(" ", text)), 1.0)
    for match in _VALUE.finditer(text):
        for term in terms(match.group()):
            found.setdefault(term, value)
    return found


def joined_terms(text: str) -> list[str]:
    """Each two neighbouring words of `text` written as one ("Lunch Money" as `lunchmoney`, "log
    in" as `login`): a server's key or a tool's name often joins what a request says apart."""
    found = words(text)
    return [stem(first + second) for first, second in itertools.pairwise(found)
            if first.isalpha() and second.isalpha()]


# Where a request's sentences end: after . ? ! or ; and a space, or at a line break.
_SENTENCE_END = re.compile(r"(?<=[.?!;])\s+|\n+")


def clauses(text: str) -> list[str]:
    """The sentences of a request of several, each of three words or more; [] for a request of
    one (a step of a task is most often said in a sentence of its own)."""
    parts = [part for part in _SENTENCE_END.split(text) if len(words(part)) >= 3]
    return parts if len(parts) > 1 else []


# A tool that retires itself in favour of another ("This tool is deprecated. Use the
# `Slack.GetMessages` tool instead."): from the word that says so to the end of the sentence
# after it, the names of tools it gives.
# (A sentence ends at a full stop before a space or at a line break: a name may hold dots.)
_RETIRED = re.compile(r"\b(?:deprecated|superseded|obsolete)\b(?:(?!\.\s|\n).){0,200}"
                      r"(?:\.\s+(?:(?!\.\s|\n).){0,200})?", re.I)
# A tool's name as prose writes it: joined by `_`, `-`, `.` or `/`, or in camelCase.
_TOOL_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[_./-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*"
                        r"|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*")


def spelled(name: str) -> str:
    """A tool's name for comparison: lower case, `-`, `.` and `/` as `_`."""
    return re.sub(r"[-./]", "_", name.lower())


def replacements(description: str) -> tuple[str, ...]:
    """The names (`spelled`) of the tools that `description` says replace the tool it describes,
    in the order it gives them; () for a tool that does not say it is retired."""
    found: dict[str, None] = {}
    for notice in _RETIRED.finditer(description):
        for name in _TOOL_NAME.findall(notice.group()):
            found[spelled(name)] = None
    return tuple(found)
