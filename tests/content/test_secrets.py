"""Secrets: every rule finds its format, lookalikes pass, redaction and JSON pointers are exact,
hostile input stays linear, and the held-out corpus meets the issue's goals."""

from __future__ import annotations

import base64
import copy
import json
import random
import string
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.data.content.secrets import corpus
from tests.data.content.secrets.generate import ALNUM, HEX, Maker
from toolvet.content import (
    Allowlist,
    find_secrets,
    find_secrets_in_json,
    redact,
    redact_json,
)
from toolvet.content._secrets import SECRET_RULE_IDS

_maker = Maker(29)
chars = _maker.chars
DIGITS, UPPER = string.digits, string.ascii_uppercase
UPPER_DIGITS, LOWER_DIGITS = UPPER + DIGITS, string.ascii_lowercase + DIGITS
UPHEX = "0123456789ABCDEF"
DASHED = ALNUM + "-_"


def _uuid() -> str:
    return f"{chars(HEX, 8)}-{chars(HEX, 4)}-{chars(HEX, 4)}-{chars(HEX, 4)}-{chars(HEX, 12)}"


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _basic() -> str:
    return _b64(b"deploy:" + chars(ALNUM, 18).encode())


def _teams() -> str:
    ids = [_uuid() for _ in range(3)]
    return (f"acme.webhook.office.com/webhookb2/{ids[0]}@{ids[1]}/IncomingWebhook/"
            f"{chars(HEX, 32)}/{ids[2]}")  # fmt: skip


def _putty() -> str:
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ci\nPublic-Lines: 2\n"
            f"{chars(ALNUM, 64)}\n{chars(ALNUM, 20)}\nPrivate-Lines: 1\n{chars(ALNUM, 44)}\n"
            f"Private-MAC: {chars(HEX, 64)}")  # fmt: skip


# (rule, text, secret): one case per rule; the secret is the part the finding must span.
CASES: list[tuple[str, str, str]] = [
    (rule, template.format(s=secret), secret)
    for rule, template, secret in [
        ("github-pat", "token {s} here", _maker.crc_token("ghp_")),
        ("github-oauth", "{s}", _maker.crc_token("gho_")),
        ("github-app-token", "GH={s}", _maker.crc_token("ghs_")),
        ("github-refresh-token", "{s}", _maker.crc_token("ghr_")),
        ("github-fine-grained-pat", "{s}", f"github_pat_11{chars(UPPER, 20)}_{chars(ALNUM, 59)}"),
        ("gitlab-pat", "{s}", "glpat-" + chars(DASHED, 20)),
        ("gitlab-token", "{s}", "gldt-" + chars(DASHED, 20)),
        ("gitlab-rrt", "{s}", "GR1348941" + chars(DASHED, 20)),
        ("bitbucket-app-password", "{s}", "ATBB" + chars(ALNUM, 28) + chars(UPHEX, 8)),
        ("atlassian-api-token", "{s}", "ATATT3" + chars(DASHED, 183) + "=" + chars(UPHEX, 8)),
        ("npm-access-token", "//registry.npmjs.org/:_authToken={s}", _maker.crc_token("npm_")),
        ("pypi-upload-token", "{s}", "pypi-AgEIcHlwaS5vcmc" + chars(DASHED, 120)),
        ("rubygems-api-token", "{s}", "rubygems_" + chars(HEX, 48)),
        ("nuget-api-key", "{s}", "oy2" + chars(string.ascii_lowercase + string.digits, 43)),
        ("docker-hub-token", "{s}", "dckr_pat_" + chars(DASHED, 27)),
        ("crates-io-token", "{s}", "cio" + chars(ALNUM, 32)),
        ("clojars-api-token", "{s}", "CLOJARS_" + chars(LOWER_DIGITS, 60)),
        ("artifactory-api-key", "{s}", "AKCp" + chars(ALNUM, 69)),
        ("artifactory-reference-token", "{s}", "cmVmdGtu" + chars(ALNUM, 56)),
        ("aws-access-token", "{s}", "AKIA" + chars(UPPER + "234567", 16)),
        ("aws-bedrock-api-key", "{s}", "ABSK" + chars(ALNUM, 130)),
        ("gcp-api-key", "{s}", "AIza" + chars(DASHED, 35)),
        ("gcp-oauth-client-secret", "{s}", "GOCSPX-" + chars(DASHED, 28)),
        ("azure-ad-client-secret", "secret: {s}",
         chars(ALNUM, 3) + "8Q~" + chars(ALNUM + "_~.-", 34)),
        ("digitalocean-token", "{s}", "dop_v1_" + chars(HEX, 64)),
        ("alibaba-access-key-id", "{s}", "LTAI" + chars(ALNUM, 20)),
        ("heroku-api-key-v2", "{s}", "HRKU-AA" + chars(DASHED, 58)),
        ("cloudflare-origin-ca-key", "{s}", f"v1.0-{chars(HEX, 24)}-{chars(HEX, 146)}"),
        ("databricks-api-token", "{s}", "dapi" + chars(HEX, 32)),
        ("vault-token", "{s}", "hvs.CAESI" + chars(DASHED, 100)),
        ("hashicorp-tf-api-token", "TF_TOKEN={s}",
         chars(ALNUM, 14) + ".atlasv1." + chars(DASHED, 67)),
        ("doppler-api-token", "{s}", "dp.pt." + chars(ALNUM, 43)),
        ("pulumi-api-token", "{s}", "pul-" + chars(HEX, 40)),
        ("flyio-access-token", "{s}", "fo1_" + chars(DASHED, 43)),
        ("1password-service-account-token", "{s}", "ops_eyJ" + chars(ALNUM + "+/", 400)),
        ("age-secret-key", "{s}", _maker.bech32("age-secret-key-", 52).upper()),
        ("supabase-token", "{s}", "sbp_" + chars(HEX, 40)),
        ("vercel-token", "{s}", "vcp_" + chars(ALNUM, 56)),
        ("netlify-token", "{s}", "nfp_" + chars(ALNUM, 36)),
        ("planetscale-token", "{s}", "pscale_tkn_" + chars(ALNUM, 43)),
        ("slack-token", "{s}", f"xoxb-{chars(DIGITS, 12)}-{chars(DIGITS, 13)}-{chars(ALNUM, 24)}"),
        ("slack-app-token", "{s}",
         f"xapp-1-A{chars(UPPER, 10)}-{chars(DIGITS, 13)}-{chars(HEX, 64)}"),
        ("slack-webhook-url", "https://{s}",
         f"hooks.slack.com/services/T{chars(UPPER, 10)}/B{chars(UPPER, 10)}/{chars(ALNUM, 24)}"),
        ("discord-bot-token", "Bot {s}",
         f"{_b64(b'123456789012345678')}.{chars(DASHED, 6)}.{chars(DASHED, 38)}"),
        ("discord-webhook-url", "https://{s}",
         f"discord.com/api/webhooks/{chars(DIGITS, 18)}/{chars(DASHED, 68)}"),
        ("telegram-bot-api-token", "https://api.telegram.org/bot{s}/getMe",
         f"{chars(DIGITS, 10)}:AA{chars(DASHED, 33)}"),
        ("microsoft-teams-webhook", "https://{s}", _teams()),
        ("twilio-api-key", "{s}", "SK" + chars(HEX, 32)),
        ("sendgrid-api-token", "{s}", f"SG.{chars(DASHED, 22)}.{chars(DASHED, 43)}"),
        ("mailgun-private-api-token", "{s}", "key-" + chars(HEX, 32)),
        ("mailchimp-api-key", "apikey={s}", f"{chars(HEX, 32)}-us14"),
        ("sendinblue-api-token", "{s}", f"xkeysib-{chars(HEX, 64)}-{chars(ALNUM, 16)}"),
        ("stripe-access-token", "{s}", "sk_live_" + chars(ALNUM, 99)),
        ("stripe-webhook-secret", "{s}", "whsec_" + chars(ALNUM, 32)),
        ("square-access-token", "{s}", "sq0atp-" + chars(DASHED, 22)),
        ("square-secret", "{s}", "sq0csp-" + chars(DASHED, 43)),
        ("braintree-access-token", "{s}",
         f"access_token$production${chars(LOWER_DIGITS, 16)}${chars(HEX, 32)}"),
        ("shopify-access-token", "{s}", "shpat_" + chars(HEX, 32)),
        ("plaid-api-token", "{s}", f"access-production-{_uuid()}"),
        ("flutterwave-secret-key", "{s}", f"FLWSECK_TEST-{chars('abcdefgh0123456789', 32)}-X"),
        ("openai-api-key", "{s}", "sk-proj-" + chars(DASHED, 74) + "T3BlbkFJ" + chars(DASHED, 74)),
        ("anthropic-api-key", "{s}", "sk-ant-api03-" + chars(DASHED, 93) + "AA"),
        ("openrouter-api-key", "{s}", "sk-or-v1-" + chars(HEX, 64)),
        ("huggingface-access-token", "{s}", "hf_" + chars(string.ascii_letters, 34)),
        ("groq-api-key", "{s}", "gsk_" + chars(ALNUM, 52)),
        ("replicate-api-token", "{s}", "r8_" + chars(ALNUM, 37)),
        ("perplexity-api-key", "{s}", "pplx-" + chars(ALNUM, 48)),
        ("xai-api-key", "{s}", "xai-" + chars(ALNUM, 80)),
        ("langsmith-api-key", "{s}", f"lsv2_pt_{chars(HEX, 32)}_{chars(HEX, 10)}"),
        ("sourcegraph-access-token", "{s}", "sgp_" + chars(HEX, 16) + "_" + chars(HEX, 40)),
        ("linear-api-key", "{s}", "lin_api_" + chars(ALNUM, 40)),
        ("notion-api-token", "{s}", "ntn_" + chars(string.digits, 11) + chars(ALNUM, 35)),
        ("postman-api-token", "{s}", f"PMAK-{chars(HEX, 24)}-{chars(HEX, 34)}"),
        ("sentry-access-token", "{s}", "sntryu_" + chars(HEX, 64)),
        ("grafana-token", "{s}", f"glsa_{chars(ALNUM, 32)}_{chars(HEX, 8)}"),
        ("new-relic-api-key", "{s}", "NRAK-" + chars(UPPER_DIGITS, 27)),
        ("dynatrace-api-token", "{s}",
         f"dt0c01.{chars(UPPER_DIGITS, 24)}.{chars(UPPER_DIGITS, 64)}"),
        ("facebook-page-access-token", "{s}", "EAAG" + chars(ALNUM, 120)),
        ("mapbox-secret-token", "{s}", "sk.eyJ1Ijoi" + chars(ALNUM, 40) + "." + chars(DASHED, 22)),
        ("prefect-api-token", "{s}", "pnu_" + chars(ALNUM, 36)),
        ("readme-api-token", "{s}", "rdme_" + chars(LOWER_DIGITS, 70)),
        ("easypost-api-token", "{s}", "EZAK" + chars(ALNUM, 54)),
        ("shippo-api-token", "{s}", "shippo_live_" + chars(HEX, 40)),
        ("duffel-api-token", "{s}", "duffel_live_" + chars(DASHED, 43)),
        ("infracost-api-token", "{s}", "ico-" + chars(ALNUM, 32)),
        ("maxmind-license-key", "{s}", f"{chars(ALNUM, 6)}_{chars(ALNUM, 29)}_mmk"),
        ("frameio-api-token", "{s}", "fio-u-" + chars(DASHED, 64)),
        ("jwt", "Authorization: Bearer {s}", _maker.jwt()),
        ("private-key", "key:\n{s}\n", _maker.pem("RSA PRIVATE KEY", 600)),
        ("putty-private-key", "{s}\n", _putty()),
        ("aws-secret-access-key", "aws_secret_access_key = {s}", chars(ALNUM + "/+", 40)),
        ("azure-storage-account-key", "AccountName=acme;AccountKey={s};EndpointSuffix=x",
         chars(ALNUM + "+/", 86) + "=="),
        ("url-password", "postgres://orders:{s}@db.internal:5432/orders", "Tz8#q2LmW0xv"),
        ("basic-auth", "Authorization: Basic {s}", _basic()),
        ("curl-auth-user", "curl -s -u ci-bot:{s} https://ci.internal/api/json", "P4ssw0rd-Zq9x"),
        ("bearer-token", "Authorization: Bearer {s}", chars(ALNUM, 40)),
        ("secret-assignment", "DB_PASSWORD={s}\nDEBUG=1", "Tr0ub4dor&3-x9Q"),
    ]
]  # fmt: skip


def test_every_rule_has_a_case():
    assert {rule for rule, _, _ in CASES} == SECRET_RULE_IDS


@pytest.mark.parametrize(("rule", "text", "secret"), CASES, ids=[case[0] for case in CASES])
def test_each_rule_finds_its_format(rule, text, secret):
    findings = find_secrets(text)
    start = text.index(secret)
    assert [(f.rule, f.start, f.end) for f in findings] == [(rule, start, start + len(secret))]
    assert secret not in findings[0].excerpt
    assert f"[REDACTED:{rule}]" in findings[0].excerpt


def _wrong_checksum(token: str) -> str:
    last = token[-1]
    return token[:-1] + ("A" if last != "A" else "B")


@pytest.mark.parametrize("text", [
    _wrong_checksum(_maker.crc_token("ghp_")),
    _wrong_checksum(_maker.crc_token("gho_")),
    "GITHUB_TOKEN=" + _wrong_checksum(_maker.crc_token("ghs_")),
    "//registry.npmjs.org/:_authToken=" + _wrong_checksum(_maker.crc_token("npm_")),
    _wrong_checksum(_maker.bech32("age-secret-key-", 52).upper()),
    # A JWT whose header is not JSON, and a "Discord token" whose first part is not a user id.
    "eyJ" + chars(ALNUM, 30) + ".eyJ" + chars(ALNUM, 40) + "." + chars(ALNUM, 43),
    f"{_b64(b'not-a-user-id-at-all')}.{chars(DASHED, 6)}.{chars(DASHED, 38)}",
])  # fmt: skip
def test_a_lookalike_with_a_wrong_checksum_or_structure_is_not_a_secret(text):
    assert find_secrets(text) == []


@pytest.mark.parametrize("text", [
    "commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39\nAuthor: Dev <dev@example.com>",
    '{"id": "1b4e28ba-2fa1-41d2-883f-0016d3cca427", "sha256": "' + "ab" * 32 + '"}',
    '"integrity": "sha512-' + base64.b64encode(bytes(range(64))).decode() + '"',
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + chars(ALNUM + "+/", 300) + " dev@laptop",
    _maker.pem("PUBLIC KEY", 294),
    "OPENAI_API_KEY=YOUR_API_KEY",
    "api_key = 'sk-xxxxxxxxxxxxxxxxxxxxxxxx'",
    "Authorization: Bearer <token>",
    "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
    "password: ${DB_PASSWORD}",
    "postgres://user:password@localhost:5432/app",
    "STRIPE_PUBLISHABLE_KEY=pk_live_" + chars(ALNUM, 99),
    '{"token_type": "Bearer", "max_tokens": 4096, "nextPageToken": "CAESBggDEAEYAQ"}',
    "Reset your password: it must be at least 12 characters and not your previous password.",
    "for key, value in sorted(mapping.items()):\n    cache_key = f'{prefix}:{key}'",
])  # fmt: skip
def test_benign_lookalikes_are_not_secrets(text):
    assert find_secrets(text) == []


def test_redaction_replaces_each_secret_and_keeps_every_other_character():
    github, stripe = _maker.crc_token("ghp_"), "sk_live_" + chars(ALNUM, 30)
    parts = ["Ünïcödé 🙂 first: ", github, "\n\tthen « ", stripe, " » and the end."]
    text = "".join(parts)
    expected = "".join([parts[0], "[REDACTED:github-pat]", parts[2],
                        "[REDACTED:stripe-access-token]", parts[4]])  # fmt: skip
    assert redact(text) == expected
    findings = find_secrets(text)
    # Offsets are in characters of the string, whatever it holds before the secret.
    assert [text[f.start : f.end] for f in findings] == [github, stripe]
    assert redact("nothing to see here") == "nothing to see here"


def test_json_findings_name_the_pointer_of_their_string():
    github = _maker.crc_token("ghp_")
    value = {
        "headers": {"authorization": f"Bearer {github}", "accept": "application/json"},
        "a/b~c": [{"note": "fine"}, {"password": "Tr0ub4dor&3-x9Q"}],
        "api_key": "k8Jd92lQz0PmX7",
        "query": "select 1",
        "count": 3,
    }
    original = copy.deepcopy(value)
    found = {(f.pointer, f.rule) for f in find_secrets_in_json(value)}
    assert found == {
        ("/headers/authorization", "github-pat"),
        ("/a~1b~0c/1/password", "secret-assignment"),
        ("/api_key", "secret-assignment"),
    }
    redacted = redact_json(value)
    assert redacted == {
        "headers": {"authorization": "Bearer [REDACTED:github-pat]", "accept": "application/json"},
        "a/b~c": [{"note": "fine"}, {"password": "[REDACTED:secret-assignment]"}],
        "api_key": "[REDACTED:secret-assignment]",
        "query": "select 1",
        "count": 3,
    }
    assert value == original


def test_json_strings_are_scanned_each_on_its_own():
    # The strings are joined for one scan: nothing may match across two of them.
    value = ["password:", "Tr0ub4dor&3-x9Q", "postgres://app:", "s3cr3tPassw0rd@db"]
    assert find_secrets_in_json(value) == []


def test_an_allowlist_silences_a_rule_or_a_matched_value():
    github = _maker.crc_token("ghp_")
    text = f"{github} and password=Tr0ub4dor&3-x9Q"
    assert [f.rule for f in find_secrets(text, Allowlist(rules=["github-pat"]))] == [
        "secret-assignment"
    ]
    assert [f.rule for f in find_secrets(text, Allowlist(patterns=["^Tr0ub4dor"]))] == [
        "github-pat"
    ]
    assert redact(text, Allowlist(rules=["github-pat", "secret-assignment"])) == text
    with pytest.raises(ValueError, match=r"allowlist pattern '\(unclosed' does not compile"):
        Allowlist(patterns=["(unclosed"])


@pytest.mark.timeout(600)
def test_ten_megabytes_of_hostile_text_is_scanned_to_the_end():
    rng = random.Random(3)
    unit = "".join([
        "keykeytoken" * 20, "password=", "a" * 300, " ", "eyJ" * 200, ".",
        "-----BEGIN PRIVATE KEY-----" * 5, "://" * 50, "ghp_" * 30, "ghp_" + "b" * 2000,
        " Bearer " * 20, "sk-" * 40, "0123456789" * 30,
        "curl " + " -u " * 30, "".join(rng.choice(ALNUM + "+/=-_.") for _ in range(500)), "\n",
    ])  # fmt: skip
    github = _maker.crc_token("ghp_")
    end = "\n-----END PRIVATE KEY-----\n"  # gives the BEGIN lines before it an end to pair with
    text = (unit * (10 * 2**20 // len(unit) + 1))[: 10 * 2**20] + end + github
    findings = find_secrets(text)
    assert findings[-1].rule == "github-pat"
    assert text[findings[-1].start : findings[-1].end] == github


def test_the_held_out_corpus_meets_the_goals():
    secrets, benign = corpus.measure(corpus.load("heldout"))
    assert secrets.rate() >= corpus.DETECTION_GOAL, [i["text"][:120] for i in secrets.wrong]
    assert benign.rate() <= corpus.FALSE_POSITIVE_CEILING, [i["text"][:120] for i in benign.wrong]


def test_a_string_that_is_all_json_is_scanned_as_text_too():
    text = json.dumps({"env": {"STRIPE_SECRET_KEY": "sk_live_" + chars(ALNUM, 30)}})
    assert [f.rule for f in find_secrets(text)] == ["stripe-access-token"]


def test_redact_json_copies_only_the_way_to_a_redacted_string_and_takes_any_depth():
    untouched = {"a": ["fine"] * 3}
    value = {"untouched": untouched, "deep": None}
    node = value
    for _ in range(3000):  # deeper than Python's recursion limit
        node["deep"] = {"deep": None}
        node = node["deep"]
    node["deep"] = "password=Tr0ub4dor&3-x9Q"
    redacted = redact_json(value)
    assert redacted["untouched"] is untouched
    node = redacted
    while isinstance(node, dict):
        node = node["deep"]
    assert node == "password=[REDACTED:secret-assignment]"
    assert redact_json(untouched) is untouched


def test_threads_scan_at_once():
    github = _maker.crc_token("ghp_")
    texts = [f"{i} token {github} and more text " * 50 for i in range(16)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(find_secrets, texts * 8))
    assert all(len(found) == 50 and found[0].rule == "github-pat" for found in results)
