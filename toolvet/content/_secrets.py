"""Secrets in text and in JSON values: find them, name their kind, and redact them.

What was chosen, and why:

- The rules (`_secret_rules`) are 90 credential formats, each written from its issuer's
  published format (prefix, alphabet, length, checksum) under gitleaks' rule id where gitleaks
  knows the format, plus context rules (PEM blocks, passwords in URLs, Basic and bearer
  credentials, `curl -u`) and one rule for a value assigned to a secret-looking name. gitleaks'
  own file (8.x, 221 patterns) is not compiled as it is: its patterns are Go RE2, 25 of them do
  not compile under Python's `re` and the rest backtrack there (`[\\w.-]{0,50}?` prefixes,
  nested bounded repeats), and 69 do not compile in Hyperscan with start offsets. 101 of them
  are "a provider's name near 32 characters"; here the assignment rule, with checks on the name
  and on the value, covers that family.
- Matching is Hyperscan (Intel's linear-time multi-pattern matcher): one pass finds every
  rule's head (a prefix such as `ghp_`, a keyword such as `password`) in the whole text, so a
  text with no head (most texts) costs one scan of a few microseconds per 4 KB. At each head,
  Python reads one bounded candidate: a token is the longest run of its alphabet (capped), a
  context pattern uses possessive repeats only, and a head inside what a previous attempt of
  the same rule consumed is skipped; so every character is read a bounded number of times and
  a 10 MB text costs linear time, whatever it holds.
- Checks keep lookalikes out: GitHub's and npm's CRC32 (base62) checksums, age's bech32
  checksum, a JWT's header that must decode to JSON naming `alg`, a Discord token's first part
  that must decode to a user id, Basic credentials that must decode to `user:password`, and for
  every rule, placeholders (`YOUR_API_KEY`, `xxxx`, `EXAMPLE`, `<token>`, `${VAR}`) and values
  too regular to be random (runs, sequences, low entropy).
"""

from __future__ import annotations

import base64
import binascii
import bisect
import itertools
import json
import math
import re
import threading
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from functools import cache, lru_cache
from typing import Any, NamedTuple

import hyperscan

from toolvet.content._databases import compiled
from toolvet.content._findings import Allowlist, Finding, walk_strings
from toolvet.content._secret_rules import CONTEXT_RULES, TOKEN_RULES, ContextRule, TokenRule

# Longest run read as one token: longer than any credential format, short enough to bound work.
_RUN_CAP = 16384
_EXCERPT_CONTEXT = 24
_ASCII_WORD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- Checks ------------------------------------------------------------------------------------

# Marks of a stand-in: anywhere in the value, and (common words) only as a word of their own,
# so that a long random token that happens to spell "here" is not taken for a placeholder.
_PLACEHOLDER_MARKS = (
    "example", "sample", "dummy", "placeholder", "redacted", "changeme", "change_me", "replace",
    "insert", "notreal", "not_a_real", "secret_value", "foobar", "xxxx", "****", "...", "<", ">",
    "{{", "${", "%(",
)  # fmt: skip
_PLACEHOLDER_WORDS = re.compile(r"(?:^|[^a-z])(?:your|here|fake|mock|todo|my)(?:[^a-z]|$)")
_SEQUENCES = ("0123456", "1234567", "abcdefg", "ABCDEFG", "qwerty", "QWERTY", "abc123", "123abc")
_REPEAT = re.compile(r"(.)\1{5}")


def shannon_entropy(value: str) -> float:
    """Bits per character of `value` by its own character frequencies."""
    if not value:
        return 0.0
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in Counter(value).values())


def is_placeholder(value: str) -> bool:
    """A value that stands for a secret rather than being one (`YOUR_KEY`, `xxxx`, `${X}`)."""
    lowered = value.lower()
    if any(mark in lowered for mark in _PLACEHOLDER_MARKS):
        return True
    if _PLACEHOLDER_WORDS.search(lowered) or any(seq in value for seq in _SEQUENCES):
        return True
    return _REPEAT.search(value) is not None


def _looks_random(value: str) -> bool:
    return not is_placeholder(value) and shannon_entropy(value) >= 3.0


_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def base62_crc32(text: str) -> str:
    """CRC32 of `text` in base62, six characters: the checksum GitHub and npm tokens end with."""
    value = zlib.crc32(text.encode("ascii"))
    digits = ""
    while value:
        value, rest = divmod(value, 62)
        digits = _BASE62[rest] + digits
    return digits.rjust(6, "0")


def _github_checksum(match: re.Match[str]) -> bool:
    token = match.group(0)
    body = token[token.index("_") + 1 :]
    return base62_crc32(body[:-6]) == body[-6:] and not is_placeholder(body[:-6])


_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_valid(text: str) -> bool:
    """A bech32 string (BIP 173) whose checksum is right: what age keys are."""
    lowered = text.lower()
    hrp, _, data = lowered.rpartition("1")
    if not hrp or len(data) < 6 or any(c not in _BECH32 for c in data):
        return False
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    values += [_BECH32.index(c) for c in data]
    generators = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    checksum = 1
    for value in values:
        top = checksum >> 25
        checksum = (checksum & 0x1FFFFFF) << 5 ^ value
        for bit, generator in enumerate(generators):
            if (top >> bit) & 1:
                checksum ^= generator
    return checksum == 1


def _b64decode(text: str) -> bytes | None:
    """Base64 in either alphabet, padded or not; None if it is not base64."""
    text = text.rstrip("=")
    try:
        urlsafe = text.replace("+", "-").replace("/", "_")
        return base64.urlsafe_b64decode(urlsafe + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None


# The example token of jwt.io and of countless tutorials: a placeholder, not a credential.
_EXAMPLE_JWT_SIGNATURES = frozenset({"SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"})


def _jwt(match: re.Match[str]) -> bool:
    header, payload, signature = match.group(0).split(".")
    if signature in _EXAMPLE_JWT_SIGNATURES:
        return False
    try:
        decoded = json.loads(_b64decode(header) or b"")
        claims = json.loads(_b64decode(payload) or b"")
    except (ValueError, RecursionError):  # not JSON, or JSON nested past the parser's depth
        return False
    return isinstance(decoded, dict) and "alg" in decoded and isinstance(claims, dict)


def _discord(match: re.Match[str]) -> bool:
    user_id = _b64decode(match.group(0).split(".")[0])
    return user_id is not None and user_id.isdigit() and 17 <= len(user_id) <= 20


def _private_key(match: re.Match[str]) -> bool:
    block: str = match.group("s")
    if "..." in block or _REPEAT.search(block):
        return False
    return sum(c.isalnum() or c in "+/" for c in block) >= 96  # a real body, not a stand-in


# A reference to a value kept elsewhere: `$VAR`, `${VAR}`, `%VAR%`, `@var`, `$(command)`.
_VARIABLE = re.compile(
    r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|%[A-Za-z_][A-Za-z0-9_]*%|@[A-Za-z_.]+|\$\(.*", re.ASCII
)

_COMMON_PASSWORDS = _words(
    "password pass passwd pwd pw secret changeme admin root guest test user username "
    "p@ssw0rd letmein postgres mysql redis default demo"
)


def is_real_password(password: str, user: str = "") -> bool:
    """A password in a URL or a command that is not a documentation stand-in."""
    lowered = password.lower()
    if lowered in _COMMON_PASSWORDS or lowered == user.lower():
        return False
    if _VARIABLE.fullmatch(password) or is_placeholder(password):
        return False
    return len(set(password)) > 1


def _password(match: re.Match[str]) -> bool:
    return is_real_password(match.group("s"), match.group("u") or "")


def _basic_auth(match: re.Match[str]) -> bool:
    decoded = _b64decode(match.group("s"))
    if decoded is None:
        return False
    try:
        text = decoded.decode("utf-8")
    except UnicodeDecodeError:
        return False
    user, colon, password = text.partition(":")
    return bool(colon and user and password.isprintable() and is_real_password(password, user))


def _bearer(match: re.Match[str]) -> bool:
    token = match.group("s")
    has_digit = any(c.isdigit() for c in token)
    return has_digit and any(c.isalpha() for c in token) and _looks_random(token)


_CURL = re.compile(r"\bcurl\b", re.ASCII)


def _curl_user(match: re.Match[str]) -> bool:
    text, at = match.string, match.start()
    line_start = max(text.rfind("\n", 0, at) + 1, at - 400)
    return _CURL.search(text, line_start, at) is not None and _password(match)


def _assignment(match: re.Match[str]) -> bool:
    value = match.group("s")
    return is_secret_name(match.group("n")) and is_secret_value(value) and _unclaimed(value)


def _unclaimed(value: str) -> bool:
    """False for a value in a known token format that its rule turned down (a wrong checksum)."""
    engine = _engine()
    heads, _ = engine.heads(value)
    for index, found in heads.items():
        compiled = engine.rules[index]
        if isinstance(compiled.rule, TokenRule) and found[0][0] == 0:
            match = compiled.regex.fullmatch(value)
            if match is not None:
                return compiled.check(match)
    return True


_SEGMENTS = re.compile(r"[-_.]")


def _token(match: re.Match[str]) -> bool:
    token = match.group("s") if "s" in match.re.groupindex else match.group(0)
    # The random part of a token is its last segment: letters in word-like case is a stand-in
    # (`xoxb-...-RandomStringHere`), as is a secret too regular to be random.
    tail = _SEGMENTS.split(token)[-1]
    mixed = len(tail) >= 12 and not tail.islower() and not tail.isupper()
    return _looks_random(token) and not (mixed and _wordlike(tail))


CHECKS: dict[str, Callable[[re.Match[str]], bool]] = {
    "token": _token,
    "github-crc32": _github_checksum,
    "bech32": lambda match: bech32_valid(match.group(0)) and _token(match),
    "jwt": _jwt,
    "discord": lambda match: _discord(match) and _token(match),
    "private-key": _private_key,
    "password": _password,
    "basic-auth": _basic_auth,
    "bearer": _bearer,
    "curl-user": _curl_user,
    "assignment": _assignment,
}


# --- Names and values that look like secrets ------------------------------------------------


_NAME_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_SECRET_PARTS = _words(
    "password passwd passphrase pass pwd secret secrets token apikey credential credentials "
    "creds cred auth authorization privatekey"
)
# Names written as one word: `apikey`, `accesstoken`, `PRIVATEKEY`.
_SECRET_WORDS = _words(
    "apikey accesskey secretkey privatekey signingkey encryptionkey masterkey sessionkey "
    "licensekey accesstoken authtoken refreshtoken bearertoken apitoken sessiontoken "
    "clientsecret"
)
# A name with any of these parts names something about a secret, not a secret itself
# (`token_type`, `password_hash`, `max_tokens`, `public_key`, `next_page_token`).
_BENIGN_PARTS = _words(
    "public publishable pub cache sort partition primary foreign object idempotency row map "
    "dict lookup composite unique index routing group dedup i18n translation locale next page "
    "cursor continuation sync max min num count total length len size limit type kind name id "
    "ids url uri endpoint path file filename dir hash hashed digest sha md5 checksum fingerprint "
    "ttl expiry expires expiration timeout header field prompt policy format mode version "
    "provider store manager env var enabled required rotation regex pattern label description "
    "hint template example location ref arn usage used at date time timestamp scope scopes "
    "class method algorithm alg encoding strategy source prefix suffix param parameter "
    "placeholder input button text message error msg budget tokenizer tokens author authors "
    "authority authored keyboard keys keyword keywords bypass passport passenger compass "
    "passive passed passes passing policies question reset forgot confirm confirmation "
    "strength rule rules validator validation regexp invalid valid expired missing revoked "
    "wrong bad"
)
# `key` alone is too common a name (cache keys, sort keys, object keys): a secret only when a
# part before it says what kind (`api_key`, `stripe_secret_key`, `signing_key`).
_KEY_QUALIFIERS = _words(
    "api access secret private signing encryption decryption master client auth app admin "
    "service account license session shared webhook deploy consumer integration server bot "
    "write subscription management developer hmac jwt aes crypto cipher root storage "
    "openai anthropic stripe sendgrid twilio github gitlab slack aws gcp azure"
)


@lru_cache(maxsize=4096)  # the same argument and field names come back call after call
def is_secret_name(name: str) -> bool:
    """A variable, field or header name under which a value is likely a secret."""
    parts = [part.lower() for part in _NAME_PARTS.findall(name)]
    if not parts or any(part in _BENIGN_PARTS for part in parts):
        return False
    if any(part in _SECRET_PARTS or part in _SECRET_WORDS for part in parts):
        return True
    return any(a in _KEY_QUALIFIERS and b == "key" for a, b in itertools.pairwise(parts))


_IDENTIFIER_LIKE = re.compile(
    r"[0-9._:/-]+"  # numbers, versions, dates, times
    r"|[a-z][a-z0-9]*(?:_[a-z0-9]+)+"  # snake_case
    r"|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+"  # UPPER_SNAKE
    r"|[a-z]{2,}(?:[A-Z][a-z]{2,})+[0-9]*"  # camelCase
    r"|(?:[A-Z][a-z]{2,}){2,}[0-9]*"  # PascalCase
    r"|[A-Za-z_]+[0-9]*(?:\.[A-Za-z_]+[0-9]*)+",  # dotted.names
    re.ASCII,
)
_FILE_LIKE = re.compile(
    r".*\.(?:json|ya?ml|txt|pem|key|crt|cer|env|cfg|conf|ini|toml|py|js|ts|sh|p12|pfx|jks)",
    re.ASCII | re.IGNORECASE,
)


def _character_classes(value: str) -> int:
    return (
        any(c.islower() for c in value)
        + any(c.isupper() for c in value)
        + any(c.isdigit() for c in value)
        + any(not c.isalnum() for c in value)
    )


# Keys that are public by design: Stripe's and Clerk's publishable keys, Mapbox's public tokens.
_PUBLIC_PREFIXES = ("pk_live_", "pk_test_", "pk.eyJ")


_LETTERS = re.compile(r"[A-Za-z_.-]+", re.ASCII)


def _wordlike(value: str) -> bool:
    """Letters only, and not in the random mix of cases that a generated string has."""
    if not _LETTERS.fullmatch(value):
        return False
    switches = sum(
        a.isupper() != b.isupper()
        for a, b in itertools.pairwise(value)
        if a.isalpha() and b.isalpha()
    )
    return len(value) < 12 or switches * 4 < len(value) or any(c in "_.-" for c in value)


def is_secret_value(value: str) -> bool:
    """A value random enough to be a password or a key, not a word, a path or a stand-in."""
    if not 8 <= len(value) <= 200 or value.startswith(("/", "./", "../", "~/", *_PUBLIC_PREFIXES)):
        return False
    bare = value.rstrip("=")
    if _wordlike(bare) or _IDENTIFIER_LIKE.fullmatch(bare) or _FILE_LIKE.fullmatch(value):
        return False
    if _VARIABLE.fullmatch(value) or is_placeholder(value):
        return False
    # Short values cannot reach 3 bits per character: three quarters of their maximum will do.
    needed = min(3.0, 0.75 * math.log2(len(value)))
    return _character_classes(value) >= 2 and shannon_entropy(value) >= needed


# --- The engine --------------------------------------------------------------------------------


class _Compiled(NamedTuple):
    rule: TokenRule | ContextRule
    regex: re.Pattern[str]  # a token rule's token (fullmatch), a context rule's pattern (match)
    run: re.Pattern[str] | None  # a token rule's alphabet run
    lead_alphabet: frozenset[str]
    check: Callable[[re.Match[str]], bool]


def _characters(class_body: str) -> frozenset[str]:
    return frozenset(c for c in map(chr, range(32, 127)) if re.fullmatch(f"[{class_body}]", c))


class _Engine:
    """The compiled rules: one Hyperscan database of every head, and each rule's Python side."""

    def __init__(self) -> None:
        rules: list[TokenRule | ContextRule] = [*TOKEN_RULES, *CONTEXT_RULES]
        self.rules = [self._compile(rule) for rule in rules]
        heads = [(rule.head, index) for index, rule in enumerate(rules)]
        # A close's id is its rule's index plus the number of rules.
        closes = [(rule.close, len(rules) + index) for index, rule in enumerate(rules)
                  if isinstance(rule, ContextRule) and rule.close]  # fmt: skip
        patterns = heads + closes
        self.database = compiled(
            [pattern.encode("ascii") for pattern, _ in patterns],
            [index for _, index in patterns],
            [hyperscan.HS_FLAG_SOM_LEFTMOST] * len(patterns),
        )
        self._local = threading.local()

    @staticmethod
    def _compile(rule: TokenRule | ContextRule) -> _Compiled:
        if isinstance(rule, TokenRule):
            regex = re.compile(rule.token, re.ASCII)
            run = re.compile(f"[{rule.alphabet}]{{0,{_RUN_CAP}}}+", re.ASCII)
            lead = rule.lead_alphabet or rule.alphabet
        else:
            regex, run, lead = re.compile(rule.pattern, re.ASCII), None, rule.lead_alphabet
        return _Compiled(rule, regex, run, _characters(lead) if rule.lead else frozenset(),
                         CHECKS[rule.check])  # fmt: skip

    def scratch(self) -> hyperscan.Scratch:
        """Hyperscan's scratch space is per thread."""
        scratch = getattr(self._local, "scratch", None)
        if scratch is None:
            scratch = self._local.scratch = hyperscan.Scratch(self.database)
        return scratch

    def heads(self, text: str) -> tuple[dict[int, list[tuple[int, int]]], dict[int, list[int]]]:
        """Where each rule's heads (start, end) and closes (end) are, in order."""
        # One byte per character, so Hyperscan's offsets are the string's own; heads are ASCII.
        data = text.encode("latin-1", "replace")
        heads: dict[int, list[tuple[int, int]]] = {}
        closes: dict[int, list[int]] = {}
        count = len(self.rules)

        def on_match(index: int, start: int, end: int, _flags: int, _context: object) -> None:
            if index < count:
                heads.setdefault(index, []).append((start, end))
            else:
                closes.setdefault(index - count, []).append(end)

        self.database.scan(data, match_event_handler=on_match, scratch=self.scratch())
        if not heads:
            return heads, closes
        for found in (*heads.values(), *closes.values()):
            found.sort()  # type: ignore[attr-defined]  # a list of heads, or one of closes
        return heads, closes


@cache
def _engine() -> _Engine:
    return _Engine()


class _Hit(NamedTuple):
    start: int
    end: int
    rule: int


def _lead_start(text: str, head: int, compiled: _Compiled) -> int | None:
    """Where a match that may start up to `lead` characters before its head starts."""
    start, floor = head, max(0, head - compiled.rule.lead)
    while start > floor and text[start - 1] in compiled.lead_alphabet:
        start -= 1
    if start == floor and start > 0 and text[start - 1] in compiled.lead_alphabet:
        return None  # the run goes on: longer than the format allows
    return start


def _left_boundary(text: str, start: int) -> bool:
    """Nothing word-like glued before a token (an escaped `\\n` in JSON text counts as a break)."""
    if start == 0 or text[start - 1] not in _ASCII_WORD:
        return True
    return start >= 2 and text[start - 2] == "\\" and text[start - 1] in "nrt"


def _token_hits(
    text: str, index: int, compiled: _Compiled, heads: list[tuple[int, int]]
) -> Iterator[_Hit]:
    run = compiled.run
    assert run is not None
    resume = 0
    for head, head_end in heads:
        if head < resume:
            continue
        start = _lead_start(text, head, compiled) if compiled.rule.lead else head
        end = run.match(text, head_end).end()  # type: ignore[union-attr]  # {0,N}: always matches
        resume = end
        if start is None or end - head_end >= _RUN_CAP:
            continue
        if not compiled.rule.lead and not _left_boundary(text, start):
            continue  # (a lead rule's walk back stops where its characters do)
        while end > start and text[end - 1] == ".":  # a sentence's full stop is not the token's
            end -= 1
        match = compiled.regex.fullmatch(text, start, end)
        if match is not None and compiled.check(match):
            yield _Hit(start, end, index)


def _context_hits(
    text: str, index: int, compiled: _Compiled, heads: list[tuple[int, int]], closes: list[int]
) -> Iterator[_Hit]:
    rule = compiled.rule
    assert isinstance(rule, ContextRule)
    resume = 0
    for head, head_end in heads:
        if head < resume:
            continue
        start = _lead_start(text, head, compiled) if rule.lead else head
        endpos = len(text)
        if rule.close:
            after = bisect.bisect_left(closes, head_end)
            if after == len(closes) or closes[after] - head > rule.span:
                resume = head_end
                continue
            endpos = min(endpos, head + rule.span)
        match = None if start is None else compiled.regex.match(text, start, endpos)
        resume = max(head_end, match.end() if match else 0)
        if match is not None and match.group("s") is not None and compiled.check(match):
            yield _Hit(*match.span("s"), index)


def _without_overlaps(chosen: list[_Hit], hits: list[_Hit]) -> list[_Hit]:
    """`chosen` (sorted, disjoint) plus those of `hits` (sorted, disjoint) that overlap none."""
    merged: list[_Hit] = []
    at = 0
    for hit in hits:
        while at < len(chosen) and chosen[at].end <= hit.start:
            merged.append(chosen[at])
            at += 1
        if at == len(chosen) or hit.end <= chosen[at].start:
            merged.append(hit)
    merged.extend(chosen[at:])
    return merged


def _hits(text: str) -> list[_Hit]:
    """Every secret in `text`, one per span: where rules overlap, the earlier rule names it."""
    engine = _engine()
    heads, closes = engine.heads(text)
    if not heads:
        return []
    chosen: list[_Hit] = []
    for index in sorted(heads):
        compiled = engine.rules[index]
        if isinstance(compiled.rule, TokenRule):
            hits = list(_token_hits(text, index, compiled, heads[index]))
        else:
            hits = list(_context_hits(text, index, compiled, heads[index], closes.get(index, [])))
        if hits:
            chosen = _without_overlaps(chosen, hits)
    return chosen


# --- The public surface ------------------------------------------------------------------------


def _kind(rule: int) -> tuple[str, str]:
    compiled = _engine().rules[rule].rule
    return compiled.id, compiled.kind


def marker(rule: str) -> str:
    """What a redacted secret becomes: `[REDACTED:github-pat]`."""
    return f"[REDACTED:{rule}]"


def _redacted(text: str, hits: list[_Hit]) -> tuple[str, list[int]]:
    """`text` with each hit replaced by its marker, and where each marker starts in it."""
    pieces: list[str] = []
    starts: list[int] = []
    at = length = 0
    for hit in hits:
        pieces.append(text[at : hit.start])
        length += hit.start - at
        starts.append(length)
        pieces.append(marker(_kind(hit.rule)[0]))
        length += len(pieces[-1])
        at = hit.end
    pieces.append(text[at:])
    return "".join(pieces), starts


def _findings(text: str, hits: list[_Hit], pointer: str) -> list[Finding]:
    redacted, starts = _redacted(text, hits)
    findings = []
    for hit, at in zip(hits, starts, strict=True):
        rule, kind = _kind(hit.rule)
        around = redacted[max(0, at - _EXCERPT_CONTEXT) : at + len(marker(rule)) + _EXCERPT_CONTEXT]
        excerpt = " ".join(around.split())  # one line, whatever the text's own breaks
        findings.append(Finding(rule, kind, pointer, hit.start, hit.end, excerpt))
    return findings


def _allowed(text: str, hits: list[_Hit], allow: Allowlist | None) -> list[_Hit]:
    if allow is None:
        return hits
    return [hit for hit in hits if not allow.allows(_kind(hit.rule)[0], text[hit.start : hit.end])]


def find_secrets(text: str, allow: Allowlist | None = None, pointer: str = "") -> list[Finding]:
    """Every credential in `text`, in order: its rule, kind, span and an excerpt without it."""
    hits = _hits(text)
    return _findings(text, _allowed(text, hits, allow), pointer) if hits else []


def redact(text: str, allow: Allowlist | None = None) -> str:
    """`text` with each secret replaced by `[REDACTED:<rule>]`, every other character unchanged."""
    hits = _allowed(text, _hits(text), allow)
    return _redacted(text, hits)[0] if hits else text


_ASSIGNMENT_RULE = len(TOKEN_RULES) + [rule.id for rule in CONTEXT_RULES].index("secret-assignment")
# A whole string held under a secret-looking name: the value, after an optional scheme.
_NAMED_VALUE = re.compile(r"\s*(?:(?:bearer|token|basic|bot)\s+)?(\S+)\s*", re.IGNORECASE)


def _named_hit(key: str | None, value: str, hits: list[_Hit]) -> list[_Hit]:
    """`hits`, or if none, the value of a key named like a secret when it looks like one."""
    if hits or key is None or not is_secret_name(key):
        return hits
    match = _NAMED_VALUE.fullmatch(value)
    if match is None or not is_secret_value(match.group(1)):
        return []
    return [_Hit(*match.span(1), _ASSIGNMENT_RULE)]


def _json_hits(value: Any, allow: Allowlist | None) -> list[tuple[str, str, list[_Hit]]]:
    """Each string of a JSON value with its pointer and its secrets, in document order.

    The strings are scanned as one text, one per line: no rule matches across a line break
    except a PEM block's, so this finds what scanning each alone would, in one pass.
    """
    strings = list(walk_strings(value))
    if len(strings) == 1:  # one string (a call's lone argument): its hits as they are
        per_string = [_hits(strings[0][1])]
    else:
        per_string = _hits_per_string([text for _, text, _ in strings])
    found = []
    for (pointer, text, key), hits in zip(strings, per_string, strict=True):
        found.append((pointer, text, _allowed(text, _named_hit(key, text, hits), allow)))
    return found


def _hits_per_string(texts: list[str]) -> list[list[_Hit]]:
    """The secrets of each of `texts`, from one scan of them joined by line breaks."""
    joined = "\n".join(texts)
    starts = list(itertools.accumulate((len(text) + 1 for text in texts), initial=0))
    per_string: list[list[_Hit]] = [[] for _ in texts]
    for hit in _hits(joined):
        at = bisect.bisect_right(starts, hit.start) - 1
        if hit.end <= starts[at] + len(texts[at]):
            per_string[at].append(_Hit(hit.start - starts[at], hit.end - starts[at], hit.rule))
    return per_string


def find_secrets_in_json(value: Any, allow: Allowlist | None = None) -> list[Finding]:
    """Every credential in the strings of a JSON value, each with its string's JSON pointer.

    Besides the rules on each string, a string under a key named like a secret (`password`,
    `api_key`, `Authorization`) that looks random enough is a finding of `secret-assignment`.
    """
    findings: list[Finding] = []
    for pointer, text, hits in _json_hits(value, allow):
        if hits:
            findings.extend(_findings(text, hits, pointer))
    return findings


def redact_json(value: Any, allow: Allowlist | None = None) -> Any:
    """`value` with the secrets in its strings redacted: a copy where a string changes (only the
    objects and arrays on the way to it are copied), `value` itself when none does. `value` is
    never changed; depth costs no recursion."""
    changed = [(pointer, _redacted(text, hits)[0])
               for pointer, text, hits in _json_hits(value, allow) if hits]  # fmt: skip
    if not changed:
        return value
    if isinstance(value, str):
        return changed[0][1]
    root = _shallow_copy(value)
    copies = {id(value): root}
    for pointer, text in changed:
        original, node = value, root
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]
        for token in tokens[:-1]:
            key = token if isinstance(original, dict) else int(token)
            child = original[key]
            if id(child) not in copies:
                copies[id(child)] = node[key] = _shallow_copy(child)
            original, node = child, copies[id(child)]
        node[tokens[-1] if isinstance(original, dict) else int(tokens[-1])] = text
    return root


def _shallow_copy(container: Any) -> Any:
    return dict(container) if isinstance(container, dict) else list(container)


_RULES: tuple[TokenRule | ContextRule, ...] = (*TOKEN_RULES, *CONTEXT_RULES)
SECRET_RULE_IDS = frozenset(rule.id for rule in _RULES)
