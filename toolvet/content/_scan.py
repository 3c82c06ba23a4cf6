"""One text through every content rule: hidden characters, encoded payloads, links, instructions."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice
from typing import Protocol, TypeVar

from toolvet.content._instructions import features, score
from toolvet.content._text import Decoded, Revealed, decode_payloads, reveal

# A URL whose path or query has a placeholder the model is to fill (`{conversation}`,
# `<api_key>`, `${SECRETS}`): what it fills in leaves with the request.
_URL = re.compile(r"(?:https?://|\b[\w-]{1,60}\.[a-z]{2,6}[/?])[^\s\"'`()\[\]]{1,400}")
# A query parameter whose value is a placeholder, wherever the URL it belongs to is written.
_QUERY_PLACEHOLDER = re.compile(r"[?&][\w-]{1,30}=(?:<[^<>\n]{1,60}>|\{[^{}\n]{1,60}\}|"
                                r"\$\{[^{}\n]{1,60}\})")
_PLACEHOLDER = re.compile(
    r"\{\{?\s?([^{}\n]{1,60}?)\s?\}\}?|<([^<>\n]{1,40})>|\$\{([^{}\s]{1,40})\}")
_FILLED_WITH_DATA = re.compile(
    r"conversation|chat|history|summary|secret|key|token|password|passwd|cookie|session|"
    r"email|user|data|context|prompt|env|credential|message|question|query|memory|content|"
    r"address|phone|card|account|otp|cvv|cvc|iban|ssn|(?<![a-z])pin(?![a-z])", re.I)
# A placeholder named in words, or in another script ("<brukerens adresse>", "{имя клиента}"),
# describes what to fill in; an API's own are identifiers ("{owner}", "<layerId>").
_NAMED_IN_WORDS = re.compile(r"\s|[^\x00-\x7f]")


def _filled_with_data(name: str) -> bool:
    return bool(_FILLED_WITH_DATA.search(name) or _NAMED_IN_WORDS.search(name.strip()))


# Hosts that exist to receive what is sent to them (request catchers, tunnels, callbacks).
_COLLECTORS = re.compile(
    r"https?://[^/\s\"']{0,60}(?:webhook\.site|requestbin|pipedream\.net|ngrok(?:-free)?\.(?:io|"
    r"app|dev)|burpcollaborator\.net|interact\.sh|oast\.(?:fun|live|me|online|pro|site)|"
    r"beeceptor\.com|hookbin\.com|canarytokens\.com|requestcatcher\.com|webhook\.cool)", re.I)
# A query parameter that asks for the conversation or the environment to be sent along
# (`?attach_chat=1&attach_env=1`, `&include_history=true`), as a preset URL in a definition.
_DATA_QUERY = re.compile(
    r"[?&](?:attach|include|with|send|add|dump|export|append)?[_-]?(?:chat|conversation|history|"
    r"env|environment|context|memory|secrets?|prompt|system_prompt|messages|transcript|"
    r"credentials|cookies)=(?:1|true|yes|all|full)\b", re.I)
# A text about look-alike letters (a phishing checker's "'paypal.com' spelled with Cyrillic
# letters") quotes them as its examples; a text hiding words in them does not say so.
_ABOUT_LOOKALIKES = re.compile(r"homoglyph|look-?alike|confusable|punycode|xn--|cyril|kyril|"
                               r"ciril|kiril|cyryl|\u043a\u0438\u0440\u0438\u043b", re.I)
_QUOTES = "'\"\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb`"
_EMOJI_TAG_FLAG = "\U0001f3f4"  # subdivision flags: a black flag, tag letters, a cancel tag


@dataclass(frozen=True, slots=True)
class Match:
    """What a rule found in one text: rule id, kind, span in that text, and what to show."""

    rule: str
    kind: str
    start: int
    end: int
    shown: str = ""  # a decoded payload or a hidden message, shown instead of the raw span


def scan_text(text: str, surface: str) -> list[Match]:
    """Every rule for `surface` ("definition" or "result") that fires on `text`, once each."""
    return scan_text_and_features(text, surface)[0]


def scan_text_and_features(text: str, surface: str) -> tuple[list[Match], set[str]]:
    """`scan_text`'s matches, and the features of the rules' first pass found in `text`."""
    present = features(text)
    if "to_reveal" not in present:  # revealing cannot change the text: most texts
        hits, present = score(text, surface, present)
        found = [Match(h.rule, h.kind, h.start, h.end) for h in hits]
    else:
        revealed = reveal(text)
        hits, present = score(revealed.text, surface,
                              present if revealed.text == text else None)
        found = [Match(h.rule, h.kind, revealed.original(h.start), revealed.original(h.end))
                 for h in hits]
        found += _hidden(text, revealed, surface)
    if "link_placeholder" in present or (surface == "definition" and (
            "collector" in present or "data_query" in present)):
        found += _links(text, surface)
    plain, escaped = "blob" in present, "escaped" in present
    hexes = plain and "hex_spaced" in present
    for payload in decode_payloads(text, plain, escaped, hexes) if plain or escaped else ():
        if _hides_prose(payload, surface) or score(
                payload.text, surface)[0] or _links(payload.text, surface):
            found.append(Match(f"encoded.{payload.encoding}", "encoded_payload", payload.start,
                               payload.end, payload.text))
    # One match per rule id: several of a rule's variants, or several payloads, may fire.
    return one_per_rule(found), present


# A definition has no reason to encode words: its examples of encoded values decode to bytes,
# a digest or a greeting ("Hello world"); a sentence in base64 or hex is one it hides.
_WORD = re.compile(r"[^\W\d_]{2,}")
_WORDS_OF_PROSE = 4


def _is_prose(text: str) -> bool:
    return len(list(islice(_WORD.finditer(text), _WORDS_OF_PROSE))) == _WORDS_OF_PROSE


def _hides_prose(payload: Decoded, surface: str) -> bool:
    """Whether `payload` is words hidden from a person reading `surface`: any encoded sentence in
    a definition; in a result, one spelled in hex (base64 carries mail parts and configuration
    snippets, hex no sentence a person reads: 138 injected results of the corpus hide one, no
    benign result)."""
    if surface == "definition" or payload.encoding == "hex":
        return _is_prose(payload.text)
    return False


def _hidden(text: str, revealed: Revealed, surface: str) -> list[Match]:
    found: list[Match] = []
    strict = surface == "definition"  # a definition has no business hiding anything
    for run in revealed.hidden:
        if run.kind == "tag_characters":
            if run.start > 0 and text[run.start - 1] == _EMOJI_TAG_FLAG:
                continue
        elif run.kind == "bidi_control":
            if not strict and not any(c in "\u202d\u202e" for c in text[run.start:run.end]):
                continue
        elif not strict and not run.spelled and not _inside_latin_word(text, run.start, run.end):
            continue
        found.append(Match(f"hidden.{run.kind}", "hidden_text", run.start, run.end, run.spelled))
    words = revealed.mixed_words
    if words and _ABOUT_LOOKALIKES.search(text):
        words = tuple(w for w in words if not _quoted(text, *w))
    if words and (strict or len(words) >= 2):
        found.append(Match("hidden.homoglyph", "hidden_text", words[0][0], words[0][1]))
    return found


def _quoted(text: str, start: int, end: int) -> bool:
    """Whether the token around text[start:end] (a domain, a word) stands between quotes, as
    an example is written."""
    while start > 0 and not text[start - 1].isspace() and text[start - 1] not in _QUOTES:
        start -= 1
    while end < len(text) and not text[end].isspace() and text[end] not in _QUOTES:
        end += 1
    return start > 0 and end < len(text) and text[start - 1] in _QUOTES and text[end] in _QUOTES


def _inside_latin_word(text: str, start: int, end: int) -> bool:
    """Whether zero-width characters sit between two ASCII letters, as in `ig\u200bnore`."""
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return before.isascii() and before.isalpha() and after.isascii() and after.isalpha()


def _links(text: str, surface: str) -> list[Match]:
    found: list[Match] = []
    spans = [*_URL.finditer(text), *_QUERY_PLACEHOLDER.finditer(text)]
    for url in spans:
        # In a result only the query carries data out (documentation writes `/<your-name>/`).
        whole = url.group()
        part = whole if surface == "definition" or whole[0] in "?&" else whole.partition("?")[2]
        for placeholder in _PLACEHOLDER.finditer(part):
            name = next(g for g in placeholder.groups() if g)
            if _filled_with_data(name) and not name.lower().startswith("your"):
                found.append(Match("exfiltration.url_template", "exfiltration_link",
                                   url.start(), url.end()))
                break
    if surface == "definition":
        found += [Match("exfiltration.collector_host", "exfiltration_link", m.start(), m.end())
                  for m in _COLLECTORS.finditer(text)]
        found += [Match("exfiltration.data_query", "exfiltration_link", m.start(), m.end())
                  for m in _DATA_QUERY.finditer(text)]
    return found


class _Ruled(Protocol):
    @property
    def rule(self) -> str: ...


_R = TypeVar("_R", bound=_Ruled)


def one_per_rule(found: list[_R]) -> list[_R]:
    """The first of `found` for each rule, in order."""
    seen: set[str] = set()
    return [m for m in found if not (m.rule in seen or seen.add(m.rule))]
