"""Writes the secrets corpus (dev.jsonl, heldout.jsonl): fake credentials and benign lookalikes.

Run once, from the repository root: `python tests/data/content/secrets/generate.py`. Every
credential is syntactically valid for its format (right prefix, alphabet, length, and checksum
where the format has one) and random, so none is real. Each item goes to the held-out part or
the dev part by a hash of its text, so both parts have every source and kind; the held-out part
is never read while tuning the detector. Written independently of toolvet's rules: the formats
here come from the issuers' documentation, not from `toolvet/content/_secret_rules.py`.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import subprocess
import sys
import uuid
import zlib
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
SEED = 20291
PER_FORMAT = 24  # secrets of each format (each in a different context)

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
BASE62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


class Maker:
    """Random pieces of credentials and of benign text, from one seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def b64(self, n_bytes: int, urlsafe: bool = False, pad: bool = True) -> str:
        raw = self.rng.randbytes(n_bytes)
        text = (base64.urlsafe_b64encode if urlsafe else base64.b64encode)(raw).decode()
        return text if pad else text.rstrip("=")

    def crc_token(self, prefix: str) -> str:
        body = self.chars(ALNUM, 30)
        value = zlib.crc32(body.encode())
        digits = ""
        while value:
            value, rest = divmod(value, 62)
            digits = BASE62[rest] + digits
        return prefix + body + digits.rjust(6, "0")

    def jwt(self) -> str:
        header = {"alg": self.rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
        payload = {
            "sub": str(uuid.UUID(int=self.rng.getrandbits(128))),
            "iat": self.rng.randrange(1_600_000_000, 1_800_000_000),
            "scope": self.rng.choice(["read", "write", "admin", "repo user"]),
        }
        if self.rng.random() < 0.5:
            payload["iss"] = self.rng.choice(["https://auth.example.org", "accounts.acme.io"])
        encode = lambda value: base64.urlsafe_b64encode(  # noqa: E731
            json.dumps(value, separators=(",", ":")).encode()
        ).decode().rstrip("=")
        signature = self.b64(self.rng.choice([32, 64, 256]), urlsafe=True, pad=False)
        return f"{encode(header)}.{encode(payload)}.{signature}"

    def bech32(self, hrp: str, n_data: int) -> str:
        charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
        data = [self.rng.randrange(32) for _ in range(n_data)]
        values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + data + [0] * 6
        generators = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
        chk = 1
        for value in values:
            top = chk >> 25
            chk = (chk & 0x1FFFFFF) << 5 ^ value
            for i in range(5):
                chk ^= generators[i] if ((top >> i) & 1) else 0
        polymod = chk ^ 1
        checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
        return hrp + "1" + "".join(charset[d] for d in data + checksum)

    def pem(self, label: str, n_bytes: int, json_escaped: bool = False) -> str:
        body = base64.b64encode(self.rng.randbytes(n_bytes)).decode()
        lines = [body[i : i + 64] for i in range(0, len(body), 64)]
        block = "\n".join([f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"])
        return block.replace("\n", "\\n") if json_escaped else block

    def password(self) -> str:
        style = self.rng.randrange(3)
        if style == 0:  # a password manager's
            return self.chars(ALNUM + "!@#$%^&*-_+=", self.rng.randrange(14, 28))
        if style == 1:  # a person's
            word = self.rng.choice(["Summer", "Winter", "Dragon", "Monkey", "Falcon", "Purple"])
            year, mark = self.rng.randrange(1970, 2030), self.rng.choice("!#$%&*?")
            return f"{word}{year}{mark}{self.chars(ALNUM, 3)}"
        return self.chars(ALNUM, self.rng.randrange(16, 33))  # a generated one

    def word(self) -> str:
        return self.rng.choice(
            ["alpha", "bravo", "delta", "orders", "billing", "users", "metrics", "deploy",
             "staging", "reports", "inventory", "search", "profile", "gateway", "ledger", "archive"]
        )


# --- Credentials: (format, category, maker) ------------------------------------------------

FORMATS: list[tuple[str, str, Callable[[Maker], str]]] = [
    ("github-classic-pat", "vcs", lambda m: m.crc_token("ghp_")),
    ("github-oauth", "vcs", lambda m: m.crc_token("gho_")),
    ("github-user-to-server", "vcs", lambda m: m.crc_token("ghu_")),
    ("github-server-to-server", "vcs", lambda m: m.crc_token("ghs_")),
    ("github-refresh", "vcs", lambda m: m.crc_token("ghr_")),
    ("github-fine-grained", "vcs",
     lambda m: f"github_pat_11{m.chars(UPPER_ALNUM, 20)}_{m.chars(ALNUM, 59)}"),
    ("gitlab-pat", "vcs", lambda m: "glpat-" + m.chars(ALNUM + "-_", 20)),
    ("gitlab-deploy", "vcs", lambda m: "gldt-" + m.chars(ALNUM + "-_", 20)),
    ("gitlab-runner", "vcs", lambda m: "glrt-" + m.chars(ALNUM + "-_", 20)),
    ("bitbucket-app-password", "vcs",
     lambda m: "ATBB" + m.chars(ALNUM, 28) + m.chars("0123456789ABCDEF", 8)),
    ("npm", "registry", lambda m: m.crc_token("npm_")),
    ("pypi", "registry", lambda m: "pypi-AgEIcHlwaS5vcmc" + m.b64(90, urlsafe=True, pad=False)),
    ("rubygems", "registry", lambda m: "rubygems_" + m.chars(HEX, 48)),
    ("nuget", "registry", lambda m: "oy2" + m.chars(LOWER_ALNUM, 43)),
    ("dockerhub", "registry", lambda m: "dckr_pat_" + m.chars(ALNUM + "-_", 27)),
    ("crates-io", "registry", lambda m: "cio" + m.chars(ALNUM, 32)),
    ("artifactory", "registry", lambda m: "AKCp" + m.chars(ALNUM, 69)),
    ("aws-access-key-id", "cloud",
     lambda m: m.rng.choice(["AKIA", "ASIA"]) + m.chars(string.ascii_uppercase + "234567", 16)),
    ("gcp-api-key", "cloud", lambda m: "AIza" + m.chars(ALNUM + "-_", 35)),
    ("gcp-oauth-secret", "cloud", lambda m: "GOCSPX-" + m.chars(ALNUM + "-_", 28)),
    ("azure-ad-secret", "cloud",
     lambda m: m.chars(ALNUM, 3) + m.rng.choice("0123456789") + "Q~" + m.chars(ALNUM + "_~.-", 34)),
    ("digitalocean", "cloud", lambda m: m.rng.choice(["dop_v1_", "doo_v1_"]) + m.chars(HEX, 64)),
    ("alibaba", "cloud", lambda m: "LTAI" + m.chars(ALNUM, 20)),
    ("heroku", "cloud", lambda m: "HRKU-AA" + m.chars(ALNUM + "_-", 58)),
    ("databricks", "cloud", lambda m: "dapi" + m.chars(HEX, 32)),
    ("vault", "cloud", lambda m: "hvs.CAESI" + m.chars(ALNUM + "_-", 100)),
    ("terraform-cloud", "cloud",
     lambda m: m.chars(ALNUM, 14) + ".atlasv1." + m.chars(ALNUM + "_-", 67)),
    ("doppler", "cloud", lambda m: "dp.pt." + m.chars(ALNUM, 43)),
    ("pulumi", "cloud", lambda m: "pul-" + m.chars(HEX, 40)),
    ("age-secret-key", "cloud", lambda m: m.bech32("age-secret-key-", 52).upper()),
    ("slack-bot", "chat",
     lambda m: f"xoxb-{m.chars(string.digits, 12)}-{m.chars(string.digits, 13)}-"
     f"{m.chars(ALNUM, 24)}"),
    ("slack-user", "chat",
     lambda m: f"xoxp-{m.chars(string.digits, 12)}-{m.chars(string.digits, 12)}-"
     f"{m.chars(string.digits, 13)}-{m.chars(HEX, 32)}"),
    ("slack-webhook", "chat",
     lambda m: f"hooks.slack.com/services/T{m.chars(UPPER_ALNUM, 10)}/"
     f"B{m.chars(UPPER_ALNUM, 10)}/{m.chars(ALNUM, 24)}"),
    ("discord-bot", "chat",
     lambda m: base64.b64encode(str(m.rng.randrange(10**17, 10**19)).encode()).decode().rstrip("=")
     + "." + m.chars(ALNUM + "-_", 6) + "." + m.chars(ALNUM + "-_", 38)),
    ("discord-webhook", "chat",
     lambda m: f"discord.com/api/webhooks/{m.chars(string.digits, 18)}/"
     f"{m.chars(ALNUM + '-_', 68)}"),
    ("telegram-bot", "chat",
     lambda m: f"{m.chars(string.digits, 10)}:AA{m.chars(ALNUM + '-_', 33)}"),
    ("twilio-api-key", "chat", lambda m: "SK" + m.chars(HEX, 32)),
    ("sendgrid", "chat", lambda m: f"SG.{m.chars(ALNUM + '-_', 22)}.{m.chars(ALNUM + '-_', 43)}"),
    ("mailchimp", "chat", lambda m: f"{m.chars(HEX, 32)}-us{m.rng.randrange(1, 21)}"),
    ("mailgun", "chat", lambda m: "key-" + m.chars(HEX, 32)),
    ("stripe-secret", "payment", lambda m: "sk_live_" + m.chars(ALNUM, 99)),
    ("stripe-test-secret", "payment", lambda m: "sk_test_" + m.chars(ALNUM, 24)),
    ("stripe-restricted", "payment", lambda m: "rk_live_" + m.chars(ALNUM, 24)),
    ("stripe-webhook", "payment", lambda m: "whsec_" + m.chars(ALNUM, 32)),
    ("square", "payment", lambda m: "sq0atp-" + m.chars(ALNUM + "-_", 22)),
    ("square-secret", "payment", lambda m: "sq0csp-" + m.chars(ALNUM + "-_", 43)),
    ("braintree", "payment",
     lambda m: f"access_token$production${m.chars(LOWER_ALNUM, 16)}${m.chars(HEX, 32)}"),
    ("shopify", "payment", lambda m: m.rng.choice(["shpat_", "shpss_"]) + m.chars(HEX, 32)),
    ("plaid", "payment",
     lambda m: "access-production-" + str(uuid.UUID(int=m.rng.getrandbits(128)))),
    ("openai-project", "ai",
     lambda m: "sk-proj-" + m.chars(ALNUM + "-_", 74) + "T3BlbkFJ" + m.chars(ALNUM + "-_", 74)),
    ("openai-legacy", "ai", lambda m: "sk-" + m.chars(ALNUM, 20) + "T3BlbkFJ" + m.chars(ALNUM, 20)),
    ("anthropic", "ai", lambda m: "sk-ant-api03-" + m.chars(ALNUM + "-_", 93) + "AA"),
    ("huggingface", "ai", lambda m: "hf_" + m.chars(string.ascii_letters, 34)),
    ("groq", "ai", lambda m: "gsk_" + m.chars(ALNUM, 52)),
    ("replicate", "ai", lambda m: "r8_" + m.chars(ALNUM, 37)),
    ("perplexity", "ai", lambda m: "pplx-" + m.chars(ALNUM, 48)),
    ("openrouter", "ai", lambda m: "sk-or-v1-" + m.chars(HEX, 64)),
    ("langsmith", "ai", lambda m: f"lsv2_pt_{m.chars(HEX, 32)}_{m.chars(HEX, 10)}"),
    ("linear", "service", lambda m: "lin_api_" + m.chars(ALNUM, 40)),
    ("notion", "service", lambda m: "ntn_" + m.chars(string.digits, 11) + m.chars(ALNUM, 35)),
    ("postman", "service", lambda m: f"PMAK-{m.chars(HEX, 24)}-{m.chars(HEX, 34)}"),
    ("sentry-user", "service", lambda m: "sntryu_" + m.chars(HEX, 64)),
    ("grafana-service-account", "service",
     lambda m: f"glsa_{m.chars(ALNUM, 32)}_{m.chars(HEX, 8)}"),
    ("new-relic", "service", lambda m: "NRAK-" + m.chars(UPPER_ALNUM, 27)),
    ("dynatrace", "service",
     lambda m: f"dt0c01.{m.chars(UPPER_ALNUM, 24)}.{m.chars(UPPER_ALNUM, 64)}"),
    ("mapbox-secret", "service",
     lambda m: "sk.eyJ1Ijoi" + m.chars(ALNUM, 40) + "." + m.chars(ALNUM + "-_", 22)),
    ("private-key-rsa", "private-key", lambda m: m.pem("RSA PRIVATE KEY", 1190)),
    ("private-key-pkcs8", "private-key", lambda m: m.pem("PRIVATE KEY", 1216)),
    ("private-key-ec", "private-key", lambda m: m.pem("EC PRIVATE KEY", 121)),
    ("private-key-openssh", "private-key", lambda m: m.pem("OPENSSH PRIVATE KEY", 400)),
    ("private-key-json-escaped", "private-key",
     lambda m: m.pem("PRIVATE KEY", 1216, json_escaped=True)),
    ("jwt", "jwt", lambda m: m.jwt()),
]

# Context templates for a bare credential: {s} is the secret, {name} a variable name fitting it.
TOKEN_CONTEXTS = [
    "{s}",
    "export {name}={s}",
    '{{"{lname}": "{s}", "region": "us-east-1"}}',
    "{name}: {s}",
    'client = Client(api_key="{s}", timeout=30)',
    "Here is the key you asked for: {s} (it expires next week).",
    "curl -H 'Authorization: Bearer {s}' https://api.example.com/v1/me",
    "[default]\n{lname} = {s}\n",
    "2024-05-01T10:00:00Z INFO request authenticated with {s} from 10.0.0.7",
    "https://api.example.com/v2/items?access_token={s}&page=2",
    "    env:\n      {name}: \"{s}\"\n",
    "I pasted my token {s}, can you check why the request fails?",
    "Use `{s}` for the staging project.",
    "(see {s})",
    '{{"env": "{name}={s}\\nDEBUG=false\\n"}}',
    "Authorization: token {s}",
    "```\n{name}={s}\n```",
    '<input type="hidden" name="{lname}" value="{s}">',
    "  - {lname}: '{s}'",
    "{s}, {s}",
]

ASSIGNMENTS = [
    ("password={s}", "password"),
    ("DB_PASSWORD={s}", "password"),
    ('"password": "{s}"', "password"),
    ("  password: {s}\n  user: app", "password"),
    ('{{"api_key": "{s}", "model": "large"}}', "api-key"),
    ("SECRET_KEY = '{s}'", "secret"),
    ("client_secret={s}&grant_type=client_credentials", "client-secret"),
    ("Server=db.internal;Database=orders;User Id=app;Password={s};", "connection-string"),
    ("<password>{s}</password>", "password"),
    ("--password={s}", "password"),
    ("MYSQL_ROOT_PASSWORD: {s}", "password"),
    ('auth_token = "{s}"', "token"),
    ("X-Api-Key: {s}", "api-key"),
    ('setx APP_SECRET "{s}"', "secret"),
]

URL_PASSWORDS = [
    "postgres://{user}:{s}@db.internal:5432/orders",
    "mongodb+srv://{user}:{s}@cluster0.ab1cd.mongodb.net/test?retryWrites=true",
    "redis://:{s}@cache.internal:6379/0",
    "amqp://{user}:{s}@rabbit.internal:5672/",
    "https://{user}:{s}@git.internal.example.com/team/repo.git",
    "mysql://{user}:{s}@10.0.3.4/app",
]


def name_for(fmt: str) -> str:
    return {"vcs": "GITHUB_TOKEN", "registry": "NPM_TOKEN", "cloud": "CLOUD_ACCESS_KEY",
            "chat": "SLACK_TOKEN", "payment": "STRIPE_SECRET_KEY", "ai": "OPENAI_API_KEY",
            "service": "SERVICE_TOKEN"}.get(fmt, "API_TOKEN")  # fmt: skip


def positives(m: Maker) -> list[dict]:
    items = []
    for fmt, category, make in FORMATS:
        for i in range(PER_FORMAT):
            secret = make(m)
            if category == "private-key":
                template = ["{s}", 'key = """{s}"""', '{{"private_key": "{s}"}}'][i % 3]
                if fmt.endswith("json-escaped"):
                    template = ('{{"type": "service_account", "private_key": "{s}", '
                                '"client_email": "x@y.iam"}}')
            else:
                template = TOKEN_CONTEXTS[i % len(TOKEN_CONTEXTS)]
            name = name_for(category)
            shown = "https://" + secret if fmt.endswith("-webhook") else secret  # scheme: no secret
            text = template.format(s=shown, name=name, lname=name.lower())
            items.append({"label": "secret", "kind": category, "format": fmt, "text": text,
                          "secret": secret})  # fmt: skip
    for i in range(PER_FORMAT * 6):
        secret = m.password()
        template, fmt = ASSIGNMENTS[i % len(ASSIGNMENTS)]
        items.append({"label": "secret", "kind": "assignment", "format": fmt,
                      "text": template.format(s=secret), "secret": secret})  # fmt: skip
    for i in range(PER_FORMAT * 3):
        secret = m.password().replace("@", "").replace("/", "").replace(":", "").replace("%", "")
        user = m.rng.choice(["app", "admin_ro", "svc-orders", "deploy"])
        template = URL_PASSWORDS[i % len(URL_PASSWORDS)]
        items.append({"label": "secret", "kind": "connection", "format": "url-password",
                      "text": template.format(user=user, s=secret), "secret": secret})  # fmt: skip
    for i in range(PER_FORMAT * 2):
        user = m.rng.choice(["alice", "ci-bot", "svc"])
        password = m.password().replace(":", "")
        if i % 2:
            secret = base64.b64encode(f"{user}:{password}".encode()).decode()
            text = f"Authorization: Basic {secret}"
        else:
            secret = password.replace("'", "").replace('"', "")
            text = f"curl -u {user}:{secret} https://ci.internal/api/json"
        items.append({"label": "secret", "kind": "http-auth",
                      "format": "basic" if i % 2 else "curl-user", "text": text,
                      "secret": secret})  # fmt: skip
    return items


# --- Benign lookalikes -----------------------------------------------------------------------


def hexes(m: Maker, n: int) -> str:
    return m.chars(HEX, n)


def lookalikes(m: Maker) -> list[tuple[str, str]]:
    """(kind, text) pairs: strings that look like secrets and are not."""
    sha, u = (lambda: hexes(m, 40)), (lambda: str(uuid.UUID(int=m.rng.getrandbits(128), version=4)))
    out: list[tuple[str, str]] = []
    for _ in range(40):
        s1, s2 = sha(), sha()
        out += [
            ("commit-sha", f"commit {s1}\nAuthor: Dev <dev@example.com>\n\n    Fix the flaky test"),
            ("commit-sha", f'{{"sha": "{s1}", "parents": [{{"sha": "{s2}"}}], '
                           f'"message": "Merge pull request #{m.rng.randrange(9999)}"}}'),
            ("commit-sha", f"https://github.com/acme/{m.word()}/commit/{s1}"),
            ("commit-sha",
             f"{s1[:7]} Bump version to 1.{m.rng.randrange(40)}.0\n{s2[:7]} Update docs"),
            ("uuid", f'{{"id": "{u()}", "request_id": "{u()}", "status": "ok"}}'),
            ("uuid", f"metadata:\n  uid: {u()}\n  resourceVersion: \"{m.rng.randrange(10**6)}\""),
            ("uuid", f"x-request-id: {u()}\nx-correlation-id: {u()}"),
            ("hash-hex", f"{hexes(m, 32)}  {m.word()}.tar.gz"),
            ("hash-hex", f"sha256:{hexes(m, 64)}"),
            ("hash-hex", f'"checksum": "{hexes(m, 64)}", "etag": "\\"{hexes(m, 32)}\\""'),
            ("hash-hex", f"SHA1 fingerprint: {hexes(m, 40)}"),
            ("hash-hex", f"image: registry.example.com/{m.word()}@sha256:{hexes(m, 64)}"),
            ("hash-hex", f"trace_id={hexes(m, 32)} span_id={hexes(m, 16)} level=info"),
            ("base64-digest", f'"integrity": "sha512-{m.b64(64)}"'),
            ("base64-digest", f'<script src="app.js" integrity="sha384-{m.b64(48)}"></script>'),
            ("base64-digest", f"Digest: SHA-256={m.b64(32)}"),
            ("base64-digest", f'"node_id": "MDEwOlJlcG9zaXRvcnk{m.chars(ALNUM, 10)}="'),
            ("base64-digest", f"Content-MD5: {m.b64(16)}"),
            ("public-key",
             f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{m.b64(256, pad=False)} dev@laptop"),
            ("public-key", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{m.b64(32, pad=False)} ci@build"),
            ("public-key", m.pem("PUBLIC KEY", 294)),
            ("public-key", m.pem("CERTIFICATE", 900)),
            ("public-key", m.pem("PGP PUBLIC KEY BLOCK", 600)),
            ("publishable-key", f"STRIPE_PUBLISHABLE_KEY=pk_live_{m.chars(ALNUM, 99)}"),
            ("publishable-key", f'const stripe = Stripe("pk_test_{m.chars(ALNUM, 24)}");'),
            ("publishable-key", f"mapboxgl.accessToken = 'pk.eyJ1Ijoi{m.chars(ALNUM, 40)}."
                                f"{m.chars(ALNUM + '-_', 22)}';"),
            ("publishable-key", f'"publishableKey": "pk_live_{m.b64(30, pad=False)}"'),
            ("checksum-lookalike", f"token: ghp_{m.chars(ALNUM, 36)}"),
            ("checksum-lookalike", f"NPM_TOKEN=npm_{m.chars(ALNUM, 36)}"),
            ("checksum-lookalike", f"gho_{m.chars(ALNUM, 36)}"),
            ("structured", '{"token_type": "Bearer", "expires_in": 3600, "scope": "read write", '
                           f'"id": "{u()}"}}'),
            ("structured",
             f'{{"nextPageToken": "{m.b64(24, urlsafe=True, pad=False)}", "items": []}}'),
            ("structured", f'data:image/png;base64,{m.b64(300)}'),
            ("structured", '{"password_min_length": 12, "password_policy": "strong", '
                           f'"secret_name": "{m.word()}-db-credentials"}}'),
            ("structured", f"arn:aws:iam::{m.chars(string.digits, 12)}:role/{m.word()}-deploy"),
            ("structured", '{"max_tokens": 4096, "tokenizer": "cl100k_base", '
                           f'"usage": {{"total_tokens": {m.rng.randrange(9999)}}}}}'),
            ("structured",
             f"Set-Cookie: _ga=GA1.2.{m.rng.randrange(10**9)}.{m.rng.randrange(10**9)}; Path=/"),
            ("structured",
             f"version: 4.{m.rng.randrange(30)}.{m.rng.randrange(30)}+build.{hexes(m, 8)}"),
        ]
    placeholders = [
        "OPENAI_API_KEY=YOUR_API_KEY", "api_key = 'sk-xxxxxxxxxxxxxxxxxxxxxxxx'",
        "Authorization: Bearer <token>", "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "password: ${DB_PASSWORD}", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "token = os.environ['GITHUB_TOKEN']",
        "postgres://user:password@localhost:5432/mydb", "export SLACK_TOKEN=xoxb-your-token-here",
        "api_key: <YOUR-API-KEY>", "password = '********'", "secret: {{ .Values.secret }}",
        "Authorization: Bearer $ACCESS_TOKEN", "client_secret=REPLACE_ME_WITH_SECRET",
        "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
        "Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ikpva"
        "G4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "ANTHROPIC_API_KEY=sk-ant-...", "HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "mongodb://admin:admin@localhost:27017", "password=changeme123",
        "npm config set //registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "curl -u admin:$PASSWORD https://ci.internal/", "api_key = getenv('API_KEY')",
        "secret_key = settings.SECRET_KEY", "token: <your-personal-access-token>",
        "redis://:password@127.0.0.1:6379", "DATABASE_URL=postgres://postgres:postgres@db:5432/app",
        "password: \"%(password)s\"", "PASSWORD=<insert password>", "key: sk-proj-REDACTED",
    ]
    out += [("placeholder", text) for text in placeholders]
    return out


PROSE = [
    "Reset your password from the account page; the new password must be at least 12 characters.",
    "The token bucket refills at a fixed rate, so bursts are allowed up to the bucket's size.",
    "Use an API key only on the server: anyone who sees it in a browser can call the API as you.",
    "Rotate secrets regularly and store them in a secrets manager rather than in the repository.",
    "Authentication failed: the access token has expired. Log in again to get a new token.",
    "The private key never leaves the device; only the public key is uploaded to the server.",
    "Pass --password-stdin to read the password from standard input instead of the command line.",
    "Keys in this map are sorted; iterating yields each key with its value in ascending order.",
]


def prose_and_code(m: Maker) -> list[tuple[str, str]]:
    """Excerpts of the Python standard library (code, docstrings) and of toolvet's own docs."""
    out = [("prose", text) for text in PROSE]
    stdlib = Path(json.__file__).resolve().parents[1]
    files = sorted(p for p in stdlib.glob("*.py") if not p.name.startswith(("test", "_")))
    files += sorted((stdlib / "email").glob("*.py")) + sorted((stdlib / "http").glob("*.py"))
    for path in m.rng.sample(files, 120):
        text = path.read_text(encoding="utf-8", errors="replace")
        for _ in range(3):
            at = m.rng.randrange(max(1, len(text) - 2048))
            out.append(("code", text[at : at + m.rng.choice([512, 1024, 2048])]))
    docs = [*sorted((ROOT / "docs").rglob("*.md")), ROOT / "README.md"]
    for path in docs:
        text = path.read_text(encoding="utf-8")
        for at in range(0, len(text), 1500):
            out.append(("prose", text[at : at + 1500]))
    return out


def chunks(text: str, size: int) -> list[str]:
    return [text[at : at + size] for at in range(0, len(text), size)]


def repository_texts(m: Maker) -> list[tuple[str, str]]:
    """Real lookalike-heavy texts: lock files (integrity hashes), this repository's history
    (commit SHAs) and code, and installed packages' RECORD files (sha256 digests)."""
    out: list[tuple[str, str]] = []
    for lock in sorted(ROOT.glob("tests/*/package-lock.json")):
        pieces = chunks(lock.read_text(encoding="utf-8"), 1500)
        out += [("lockfile", piece) for piece in m.rng.sample(pieces, min(80, len(pieces)))]
    log = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-n", "600", "--format=commit %H%nAuthor: %an%n%n    %s%n"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    out += [("git-log", piece) for piece in chunks(log, 1200)[:150]]
    sources = sorted((ROOT / "toolvet").rglob("*.py"))
    for path in m.rng.sample(sources, min(60, len(sources))):
        out += [("code", piece) for piece in chunks(path.read_text(encoding="utf-8"), 2000)[:3]]
    site = Path(json.__file__).resolve().parents[1] / "site-packages"
    records = sorted(Path(sys.prefix).glob("lib/python*/site-packages/*.dist-info/RECORD"))
    records = records or sorted(site.glob("*.dist-info/RECORD"))
    for record in m.rng.sample(records, min(60, len(records))):
        pieces = chunks(record.read_text(encoding="utf-8"), 1500)[:2]
        out += [("dist-record", piece) for piece in pieces]
    return out


def negatives(m: Maker) -> list[dict]:
    pairs = lookalikes(m) + prose_and_code(m) + repository_texts(m)
    return [{"label": "benign", "kind": kind, "text": text} for kind, text in pairs]


def in_heldout(text: str) -> bool:
    return hashlib.sha256(text.encode()).digest()[0] % 2 == 1


def main() -> None:
    m = Maker(SEED)
    items = positives(m) + negatives(m)
    seen: set[str] = set()
    parts: dict[str, list[dict]] = {"dev": [], "heldout": []}
    for item in items:
        if item["text"] in seen:
            continue
        seen.add(item["text"])
        parts["heldout" if in_heldout(item["text"]) else "dev"].append(item)
    for name, part in parts.items():
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as out:
            for item in part:
                out.write(json.dumps(item, ensure_ascii=False) + "\n")
        print(name, len(part), file=sys.stderr)


if __name__ == "__main__":
    main()
