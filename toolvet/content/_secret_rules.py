"""The secret rules: one entry per credential format, as data that `_secrets` compiles once.

Two shapes. A `TokenRule` is a credential that stands alone in the text (`ghp_...`, `AKIA...`):
Hyperscan finds its `head` (a short prefix), the token is the longest run of its `alphabet`
from there, and the run must fullmatch `token` and pass `check`. A `ContextRule` needs the text
around it (`password=...`, `https://user:pass@host`, a PEM block): its `pattern` is matched at
the head and names the secret as group `s`; its repeats are bounded, and possessive wherever
backtracking could go far, so that one attempt reads a bounded stretch of text. `lead` is how far a match may start before its head (a name before its
keyword, the 32 hex digits of a Mailchimp key before `-us`); `close` is a second head that must
follow within `span` characters (a PEM block's END line), found by Hyperscan too, so that a
block is read only when its end is there.

`id` is gitleaks' rule id where the format is one that gitleaks knows, so an operator who knows
gitleaks knows what fired; `kind` is what a person or a model is told. `check` names a function
of `_secrets.CHECKS`: the patterns find candidates, the checks (a checksum, a structure that
must decode, not a placeholder) are what keep lookalikes out.
"""

from __future__ import annotations

from typing import NamedTuple


class TokenRule(NamedTuple):
    """A credential that is one run of characters with a known prefix or infix."""

    id: str
    kind: str
    head: str  # Hyperscan pattern; the token starts here (or up to `lead` characters before)
    alphabet: str  # a character class body: the characters the token is made of
    token: str  # Python pattern the whole run must match
    check: str = "token"
    lead: int = 0
    lead_alphabet: str = ""  # the characters the part before the head is made of (`alphabet`)


class ContextRule(NamedTuple):
    """A credential recognised by what surrounds it; group `s` of `pattern` is the secret."""

    id: str
    kind: str
    head: str
    pattern: str  # Python pattern, matched where the head starts (or `lead` characters before)
    check: str
    lead: int = 0
    lead_alphabet: str = ""
    close: str = ""  # Hyperscan pattern that must follow the head within `span` characters
    span: int = 0


_ALNUM = "A-Za-z0-9"
_WORD = "A-Za-z0-9_"
_DASHED = "A-Za-z0-9_-"
_B64 = "A-Za-z0-9+/="
_B64URL = "A-Za-z0-9_=-"

TOKEN_RULES: tuple[TokenRule, ...] = (
    # --- Version control -------------------------------------------------------------------
    TokenRule("github-pat", "GitHub personal access token",
              r"ghp_", _WORD, r"ghp_[A-Za-z0-9]{36}", "github-crc32"),
    TokenRule("github-oauth", "GitHub OAuth access token",
              r"gho_", _WORD, r"gho_[A-Za-z0-9]{36}", "github-crc32"),
    TokenRule("github-app-token", "GitHub App token",
              r"gh[us]_", _WORD, r"gh[us]_[A-Za-z0-9]{36}", "github-crc32"),
    TokenRule("github-refresh-token", "GitHub refresh token",
              r"ghr_", _WORD, r"ghr_[A-Za-z0-9]{36}", "github-crc32"),
    TokenRule("github-fine-grained-pat", "GitHub fine-grained personal access token",
              r"github_pat_", _WORD, r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    TokenRule("gitlab-pat", "GitLab personal access token", r"glpat-", _WORD + ".-",
              r"glpat-(?:[A-Za-z0-9_-]{20}|[A-Za-z0-9_-]{27,300}\.[0-9a-z]{9})"),
    TokenRule("gitlab-token", "GitLab token",
              r"(?:gldt|glrt|glft|glsoat|glffct|glcbt|glimt|glagent|gloas|glptt)-",
              _WORD + ".-", r"gl[a-z]{2,6}-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{9})?"),
    TokenRule("gitlab-rrt", "GitLab runner registration token",
              r"GR1348941", _DASHED, r"GR1348941[A-Za-z0-9_-]{20}"),
    TokenRule("bitbucket-app-password", "Bitbucket app password",
              r"ATBB", _ALNUM, r"ATBB[A-Za-z0-9]{28}[A-F0-9]{8}"),
    TokenRule("atlassian-api-token", "Atlassian API token",
              r"AT(?:ATT|CTT)3", _B64URL, r"AT(?:ATT|CTT)3[A-Za-z0-9_=-]{150,250}=[A-F0-9]{8}"),
    # --- Package registries ------------------------------------------------------------------
    TokenRule("npm-access-token", "npm access token",
              r"npm_", _WORD, r"npm_[A-Za-z0-9]{36}", "github-crc32"),
    TokenRule("pypi-upload-token", "PyPI upload token",
              r"pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)", _DASHED,
              r"pypi-AgE[A-Za-z0-9_-]{60,1000}"),
    TokenRule("rubygems-api-token", "RubyGems API key",
              r"rubygems_", _WORD, r"rubygems_[a-f0-9]{48}"),
    TokenRule("nuget-api-key", "NuGet API key", r"oy2", _ALNUM, r"oy2[a-z0-9]{43}"),
    TokenRule("docker-hub-token", "Docker Hub access token",
              r"dckr_(?:pat|oat)_", _DASHED, r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27}"),
    TokenRule("crates-io-token", "crates.io API token", r"cio", _ALNUM, r"cio[A-Za-z0-9]{32}"),
    TokenRule("clojars-api-token", "Clojars deploy token",
              r"CLOJARS_", _WORD, r"CLOJARS_[a-z0-9]{60}"),
    TokenRule("artifactory-api-key", "JFrog Artifactory API key",
              r"AKCp", _ALNUM, r"AKCp[A-Za-z0-9]{69}"),
    TokenRule("artifactory-reference-token", "JFrog Artifactory reference token",
              r"cmVmdGtu", _ALNUM, r"cmVmdGtu[A-Za-z0-9]{56}"),
    # --- Cloud -------------------------------------------------------------------------------
    TokenRule("aws-access-token", "AWS access key ID",
              r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])", _ALNUM,
              r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}"),
    TokenRule("aws-bedrock-api-key", "Amazon Bedrock API key",
              r"ABSK", _B64, r"ABSK[A-Za-z0-9+/]{109,269}={0,2}"),
    TokenRule("gcp-api-key", "Google API key", r"AIza", _DASHED, r"AIza[A-Za-z0-9_-]{35}"),
    TokenRule("gcp-oauth-client-secret", "Google OAuth client secret",
              r"GOCSPX-", _DASHED, r"GOCSPX-[A-Za-z0-9_-]{28}"),
    TokenRule("azure-ad-client-secret", "Azure AD client secret",
              r"[0-9]Q~", "A-Za-z0-9_~.-", r"[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}",
              lead=4, lead_alphabet="A-Za-z0-9_~."),
    TokenRule("digitalocean-token", "DigitalOcean token",
              r"do[opr]_v1_", _WORD, r"do[opr]_v1_[a-f0-9]{64}"),
    TokenRule("alibaba-access-key-id", "Alibaba Cloud AccessKey ID",
              r"LTAI", _ALNUM, r"LTAI[A-Za-z0-9]{20}"),
    TokenRule("heroku-api-key-v2", "Heroku API key",
              r"HRKU-AA", _DASHED, r"HRKU-AA[A-Za-z0-9_-]{58}"),
    TokenRule("cloudflare-origin-ca-key", "Cloudflare Origin CA key",
              r"v1\.0-", _ALNUM + ".-", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}"),
    TokenRule("databricks-api-token", "Databricks token",
              r"dapi", _ALNUM + "-", r"dapi[a-f0-9]{32}(?:-[0-9])?"),
    TokenRule("vault-token", "HashiCorp Vault token",
              r"hv[sbr]\.", _WORD + ".-", r"hv[sbr]\.[A-Za-z0-9_-]{90,300}"),
    TokenRule("hashicorp-tf-api-token", "Terraform Cloud API token",
              r"\.atlasv1\.", _WORD + "=.-", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}",
              lead=14, lead_alphabet=_ALNUM),
    TokenRule("doppler-api-token", "Doppler token",
              r"dp\.(?:pt|st|sa|ct|scim|audit)\.", _ALNUM + ".",
              r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}"),
    TokenRule("pulumi-api-token", "Pulumi access token",
              r"pul-", _ALNUM + "-", r"pul-[a-f0-9]{40}"),
    TokenRule("flyio-access-token", "Fly.io token", r"fo1_", _DASHED, r"fo1_[A-Za-z0-9_-]{43}"),
    TokenRule("1password-service-account-token", "1Password service account token",
              r"ops_eyJ", _B64 + "_", r"ops_eyJ[A-Za-z0-9+/]{250,4000}={0,3}"),
    TokenRule("age-secret-key", "age secret key",
              r"AGE-SECRET-KEY-1", _ALNUM + "-",
              r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}", "bech32"),
    TokenRule("supabase-token", "Supabase access token",
              r"sb(?:p|_secret)_", _DASHED, r"sb(?:p|_secret)_[A-Za-z0-9_-]{32,64}"),
    TokenRule("vercel-token", "Vercel token", r"vc[pkiar]_", _WORD, r"vc[pkiar]_[A-Za-z0-9]{56}"),
    TokenRule("netlify-token", "Netlify personal access token",
              r"nfp_", _WORD, r"nfp_[A-Za-z0-9]{36}"),
    TokenRule("planetscale-token", "PlanetScale token",
              r"pscale_(?:tkn|oauth|pw)_", _WORD + ".=-",
              r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_.=-]{32,64}"),
    # --- Chat and messaging ------------------------------------------------------------------
    TokenRule("slack-token", "Slack token", r"xox[abeoprs]-", _ALNUM + "-",
              r"xox[abeoprs]-(?:[0-9]{1,14}-){1,3}[A-Za-z0-9-]{16,48}"),
    TokenRule("slack-app-token", "Slack app-level token", r"xapp-[0-9]-", _ALNUM + "-",
              r"xapp-[0-9]-[A-Z0-9]{8,14}-[0-9]{8,14}-[a-z0-9]{32,80}"),
    TokenRule("slack-webhook-url", "Slack incoming webhook",
              r"hooks\.slack\.com/(?:services|workflows|triggers)/", _B64,
              r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{40,60}"),
    TokenRule("discord-bot-token", "Discord bot token",
              r"\.[A-Za-z0-9_-]{6}\.", _WORD + ".-",
              r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}",
              "discord", lead=28, lead_alphabet=_DASHED),
    TokenRule("discord-webhook-url", "Discord webhook",
              r"discord(?:app)?\.com/api/webhooks/", _WORD + "./-",
              r"discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,70}"),
    TokenRule("telegram-bot-api-token", "Telegram bot token",
              r"[0-9]:AA", _WORD + ":-", r"[0-9]{8,10}:AA[A-Za-z0-9_-]{33}", lead=10,
              lead_alphabet="0-9"),
    TokenRule("microsoft-teams-webhook", "Microsoft Teams webhook",
              r"\.webhook\.office\.com/webhookb2/", _WORD + "./@-",
              r"[a-z0-9-]{1,60}\.webhook\.office\.com/webhookb2/[a-f0-9-]{36}@[a-f0-9-]{36}"
              r"/IncomingWebhook/[a-f0-9]{32}/[a-f0-9-]{36}(?:/[A-Za-z0-9_-]{20,60})?",
              lead=60, lead_alphabet="a-z0-9-"),
    TokenRule("twilio-api-key", "Twilio API key", r"SK[0-9a-f]", _ALNUM, r"SK[0-9a-f]{32}"),
    TokenRule("sendgrid-api-token", "SendGrid API key", r"SG\.", _WORD + ".-",
              r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"),
    TokenRule("mailgun-private-api-token", "Mailgun API key",
              r"key-[0-9a-f]", _ALNUM + "-", r"key-[0-9a-f]{32}"),
    TokenRule("mailchimp-api-key", "Mailchimp API key",
              r"[0-9a-f]-us[0-9]", _ALNUM + "-", r"[0-9a-f]{32}-us[0-9]{1,2}", lead=32,
              lead_alphabet="0-9a-f"),
    TokenRule("sendinblue-api-token", "Brevo (Sendinblue) API key",
              r"xkeysib-", _ALNUM + "-", r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    # --- Payment -----------------------------------------------------------------------------
    TokenRule("stripe-access-token", "Stripe secret key",
              r"(?:sk|rk)_(?:live|test|prod)_", _WORD,
              r"(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{20,247}"),
    TokenRule("stripe-webhook-secret", "Stripe webhook signing secret",
              r"whsec_", _B64 + "_", r"whsec_[A-Za-z0-9+/]{32,64}={0,2}"),
    TokenRule("square-access-token", "Square access token",
              r"(?:sq0atp-|EAAA)", _DASHED,
              r"(?:sq0atp-[A-Za-z0-9_-]{22}|EAAA[A-Za-z0-9_-]{60})"),
    TokenRule("square-secret", "Square application secret",
              r"sq0csp-", _DASHED, r"sq0csp-[A-Za-z0-9_-]{43}"),
    TokenRule("braintree-access-token", "PayPal Braintree access token",
              r"access_token\$(?:production|sandbox)\$", _WORD + "$",
              r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}"),
    TokenRule("shopify-access-token", "Shopify access token",
              r"shp(?:at|ca|pa|ss)_", _WORD, r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    TokenRule("plaid-api-token", "Plaid access token",
              r"access-(?:sandbox|development|production)-", _ALNUM + "-",
              r"access-(?:sandbox|development|production)-"
              r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
    TokenRule("flutterwave-secret-key", "Flutterwave secret key",
              r"FLWSECK", _WORD + "-", r"FLWSECK(?:_TEST)?-[a-h0-9]{32}-X"),
    # --- AI and developer services -----------------------------------------------------------
    TokenRule("openai-api-key", "OpenAI API key", r"sk-", _DASHED,
              r"sk-(?:(?:proj|svcacct|admin|None)-)?[A-Za-z0-9_-]{20,200}T3BlbkFJ"
              r"[A-Za-z0-9_-]{20,200}"),
    TokenRule("anthropic-api-key", "Anthropic API key",
              r"sk-ant-(?:api|admin|oat|ort)0[0-9]-", _DASHED,
              r"sk-ant-(?:api|admin|oat|ort)0[0-9]-[A-Za-z0-9_-]{80,120}AA"),
    TokenRule("openrouter-api-key", "OpenRouter API key",
              r"sk-or-v1-", _ALNUM + "-", r"sk-or-v1-[a-f0-9]{64}"),
    TokenRule("huggingface-access-token", "Hugging Face access token",
              r"(?:hf|api_org)_", _WORD, r"(?:hf|api_org)_[A-Za-z]{34}"),
    TokenRule("groq-api-key", "Groq API key", r"gsk_", _WORD, r"gsk_[A-Za-z0-9]{52}"),
    TokenRule("replicate-api-token", "Replicate API token", r"r8_", _WORD, r"r8_[A-Za-z0-9]{37}"),
    TokenRule("perplexity-api-key", "Perplexity API key",
              r"pplx-", _ALNUM + "-", r"pplx-[A-Za-z0-9]{48}"),
    TokenRule("xai-api-key", "xAI API key", r"xai-", _ALNUM + "-", r"xai-[A-Za-z0-9]{80}"),
    TokenRule("langsmith-api-key", "LangSmith API key",
              r"lsv2_(?:pt|sk)_", _WORD, r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
    TokenRule("sourcegraph-access-token", "Sourcegraph access token", r"sgp_", _WORD,
              r"sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}"),
    TokenRule("linear-api-key", "Linear API key",
              r"lin_api_", _WORD, r"lin_api_[A-Za-z0-9]{40}"),
    TokenRule("notion-api-token", "Notion integration token", r"(?:ntn|secret)_", _WORD,
              r"(?:ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})"),
    TokenRule("postman-api-token", "Postman API key",
              r"PMAK-", _ALNUM + "-", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    TokenRule("sentry-access-token", "Sentry token", r"sntry[us]_", _B64 + "_",
              r"(?:sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_]{60,600})"),
    TokenRule("grafana-token", "Grafana token", r"(?:glc_|glsa_|eyJrIjoi)", _B64 + "_",
              r"(?:glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[a-fA-F0-9]{8}"
              r"|eyJrIjoi[A-Za-z0-9]{70,400}={0,3})"),
    TokenRule("new-relic-api-key", "New Relic key", r"NR(?:AK|II|JS)-", _DASHED,
              r"(?:NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9_-]{32}|NRJS-[a-f0-9]{19})"),
    TokenRule("dynatrace-api-token", "Dynatrace token", r"dt0[a-z][0-9]{2}\.", _ALNUM + ".",
              r"dt0[a-z][0-9]{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64}"),
    TokenRule("facebook-page-access-token", "Meta (Facebook) access token",
              r"EAA[B-Z]", _ALNUM, r"EAA[B-Z][A-Za-z0-9]{80,300}"),
    TokenRule("mapbox-secret-token", "Mapbox secret token", r"sk\.eyJ", _WORD + ".-",
              r"sk\.eyJ[A-Za-z0-9_-]{40,200}\.[A-Za-z0-9_-]{20,40}"),
    TokenRule("prefect-api-token", "Prefect API key", r"pnu_", _WORD, r"pnu_[A-Za-z0-9]{36}"),
    TokenRule("readme-api-token", "ReadMe API key", r"rdme_", _WORD, r"rdme_[a-z0-9]{70}"),
    TokenRule("easypost-api-token", "EasyPost API key",
              r"EZ[AT]K", _ALNUM, r"EZ[AT]K[A-Za-z0-9]{54}"),
    TokenRule("shippo-api-token", "Shippo API token", r"shippo_(?:live|test)_", _WORD,
              r"shippo_(?:live|test)_[a-fA-F0-9]{40}"),
    TokenRule("duffel-api-token", "Duffel API token", r"duffel_(?:test|live)_", _B64URL,
              r"duffel_(?:test|live)_[A-Za-z0-9_=-]{43}"),
    TokenRule("infracost-api-token", "Infracost API key",
              r"ico-", _ALNUM + "-", r"ico-[A-Za-z0-9]{32}"),
    TokenRule("maxmind-license-key", "MaxMind license key", r"_mmk\b", _WORD,
              r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk", lead=36),
    TokenRule("frameio-api-token", "Frame.io token",
              r"fio-u-", _B64URL, r"fio-u-[A-Za-z0-9_=-]{64}"),
    TokenRule("jwt", "JSON Web Token", r"eyJ", _WORD + ".-",
              r"eyJ[A-Za-z0-9_-]{8,1000}\.eyJ[A-Za-z0-9_-]{4,8000}\.[A-Za-z0-9_-]{16,1000}", "jwt"),
)

# Body of a PEM block: base64, the `Proc-Type:`/`DEK-Info:` headers, line breaks (also as the
# `\n` of a JSON string), and dashes that do not start the END line.
_PEM_BODY = r"(?:[A-Za-z0-9+/=\s\\:,.()]|-(?!----))*+"
# A secret-looking value: printable ASCII without quotes, spaces, brackets or separators.
_VALUE = r"[A-Za-z0-9_.~+/=!@#$%^&*?|-]"

CONTEXT_RULES: tuple[ContextRule, ...] = (
    ContextRule("private-key", "private key", r"-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY",
                r"(?P<s>-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----" + _PEM_BODY
                + r"-----END[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----)",
                "private-key", close=r"-----END[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----",
                span=20000),
    ContextRule("putty-private-key", "PuTTY private key", r"PuTTY-User-Key-File-[23]: ",
                r"(?P<s>PuTTY-User-Key-File-[23]: [\x20-\x7e\s]*?Private-MAC: [0-9a-f]{40,64})",
                "private-key", close=r"Private-MAC: [0-9a-f]{40}", span=12000),
    ContextRule("aws-secret-access-key", "AWS secret access key",
                r"(?i)aws_?secret_?(?:access_?)?key",
                r"(?i:aws_?secret_?(?:access_?)?key)(?:\\?[\"'])?+[ \t]{0,5}+(?:=|:|=>)[ \t]{0,5}+"
                r"(?:\\?[\"'])?+(?P<s>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])", "token"),
    ContextRule("azure-storage-account-key", "Azure storage account key", r"(?i)AccountKey=",
                r"(?i:AccountKey)=(?P<s>[A-Za-z0-9+/]{86}==)(?![A-Za-z0-9+/=])", "token"),
    ContextRule("url-password", "password in a URL", r"://[A-Za-z0-9._~%!$&*+,;=-]{0,128}:",
                r"://(?P<u>[A-Za-z0-9._~%!$&*+,;=-]{0,128}+)"
                r"(?::(?P<s>[A-Za-z0-9._~%!$&*+,;=()?#^-]{1,128}+)@(?=[A-Za-z0-9\[]))?",
                "password"),
    ContextRule("basic-auth", "HTTP Basic credentials", r"(?i)\bbasic[ \t]",
                r"(?i:basic)[ \t]{1,5}+(?P<s>[A-Za-z0-9+/]{6,400}+={0,2}+)(?![A-Za-z0-9+/=])",
                "basic-auth"),
    ContextRule("bearer-token", "bearer token", r"(?i)\bbearer[ \t]",
                r"(?i:bearer)[ \t]{1,5}+(?P<s>[A-Za-z0-9._~+/-]{16,2000}+={0,2}+)"
                r"(?![A-Za-z0-9._~+/=-])", "bearer"),
    ContextRule("curl-auth-user", "password in a curl command", r"[ \t](?:-u|--user)[ \t=]",
                r"[ \t](?:-u|--user)(?:=|[ \t]{1,5}+)[\"']?+(?P<u>[^\s:\"']{1,64}+)"
                r":(?P<s>[^\s\"']{3,128}+)", "curl-user"),
    # A value assigned to a name like a secret's (`password=`, `"api_key": "..."`, `SECRET_X=`):
    # whether the name counts and the value looks random enough is decided by the check. Last,
    # so that a known format's own rule names what it is.
    ContextRule("secret-assignment", "secret",
                r"(?i)(?:pass|pwd|secret|token|key|auth|cred)[A-Za-z0-9_.-]{0,40}(?:\\?[\"'])?"
                r"[ \t]{0,5}(?::=|=>|[=:>,]|[ \t]\\?[\"'`])",
                r"(?P<n>[A-Za-z0-9_.-]{1,80}+)(?:(?:\\?[\"'])?+[ \t]{0,5}+"
                r"(?:(?::=|=>|[=:>])[ \t]{0,5}+(?:\\?[\"'`])?+"  # an operator,
                r"|,[ \t]{0,5}+\\?[\"'`]|(?<=[ \t])\\?[\"'`])"  # or a quoted value after it
                r"(?P<s>" + _VALUE + r"{8,200}+)"
                r"(?=[\"'`\s,;)}\]&<\\]|$))?",
                "assignment", lead=40, lead_alphabet="A-Za-z0-9_.-"),
)
