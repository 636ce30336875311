"""Secrets of every format Musubi redacts, each planted in a line as people paste it, and text
that only looks like one (git SHAs, UUIDs, digests, code and prose) that must stay as it is.
Shared by the redaction tests and the privacy pipeline test."""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

_rng = random.Random(20261130)


def _r(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


_UPPER = string.ascii_uppercase + string.digits
_LOWER = string.ascii_lowercase + string.digits
_HEXL = "0123456789abcdef"
_B64URL = string.ascii_letters + string.digits + "_-"
_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbmEiLCJuYW1lIjoi" + _r(12)
        + "In0." + _r(43, _B64URL))
_PEM_LINE = _r(64, string.ascii_letters + string.digits + "+/")

# (kind, the secret, a line that carries it as people paste it)
PLANTED: list[tuple[str, str, str]] = [
    (kind, secret, line.format(secret)) for kind, secret, line in [
        ("openai", f"sk-proj-{_r(48)}", "export OPENAI_KEY_VALUE; my key is {}"),
        ("anthropic", f"sk-ant-api03-{_r(80, _B64URL)}AA", "client = Anthropic(api_key={})"),
        ("aws-access-key", f"AKIA{_r(16, _UPPER)}", "aws_access_key_id = {}"),
        ("aws-secret", _r(40, string.ascii_letters + string.digits + "/+"),
         "aws_secret_access_key = {}"),
        ("github", f"ghp_{_r(36)}", "git clone https://x-access:{}@github.com/ana/trailmap"),
        ("github-pat", f"github_pat_11{_r(20, _UPPER)}_{_r(59)}", "gh auth login --with-token {}"),
        ("slack", f"xoxb-{_r(12, string.digits)}-{_r(13, string.digits)}-{_r(24)}",
         "SLACK_BOT = {}"),
        ("slack-webhook", f"https://hooks.slack.com/services/T{_r(8, _UPPER)}/B{_r(10, _UPPER)}/"
         f"{_r(24)}", "post the alert to {}"),
        ("google", f"AIza{_r(35, _B64URL)}", "maps key {} in index.html"),
        ("google-oauth", f"ya29.{_r(60, _B64URL)}", "the access grant {} expires hourly"),
        ("code-api-key", _r(24), 'client = Client(api_key="{}")'),
        ("bearer", _r(40, string.ascii_letters + string.digits + "._-"),
         'curl -H "Authorization: Bearer {}" https://api.example.org/v1/me'),
        ("private-key", _PEM_LINE, "-----BEGIN OPENSSH PRIVATE KEY-----\n{}\n" + _r(64)
         + "\n-----END OPENSSH PRIVATE KEY-----"),
        ("env-key", _r(32), "OPENAI_API_KEY={}"),
        ("env-token", _r(28), "GITHUB_TOKEN={}"),
        ("env-secret", _r(30), "DJANGO_SECRET={}"),
        ("env-password", _r(18), "DB_PASSWORD={}"),
        ("bare-password", _r(16), "PASSWORD={}"),
        ("json-password", _r(14), '{{"user": "ana", "password": "{}"}}'),
        ("jwt", _JWT, "token: {}"),
        ("stripe", f"sk_live_{_r(40)}", "stripe.api_key is {}"),
        ("stripe-webhook", f"whsec_{_r(32)}", "the webhook signing secret {}"),
        ("url-password", _r(20, string.ascii_letters + string.digits + "-_!"),
         "DATABASE_URL=postgres://ana:{}@db.internal:5432/trailmap"),
        ("huggingface", f"hf_{_r(34)}", "huggingface-cli login --token {}"),
        ("gitlab", f"glpat-{_r(20, _B64URL)}", "a gitlab token {}"),
        ("npm", f"npm_{_r(36)}", "//registry.npmjs.org/:_authToken={}"),
        ("sendgrid", f"SG.{_r(22, _B64URL)}.{_r(43, _B64URL)}", "sendgrid.SendGridAPIClient({})"),
        ("twilio", f"SK{_r(32, _HEXL)}", "twilio api:core:keys:create gives {}"),
        ("mailgun", f"key-{_r(32, _LOWER)}", "MAILGUN = Client(auth=('api', '{}'))"),
        ("mailchimp", f"{_r(32, _HEXL)}-us{_rng.randint(1, 20)}",
         "mailchimp client.set_config({})"),
        ("azure", _r(86, string.ascii_letters + string.digits + "+/") + "==",
         "DefaultEndpointsProtocol=https;AccountName=trailmap;AccountKey={};"
         "EndpointSuffix=core.windows.net"),
        ("azure-sas", _r(44, string.ascii_letters + string.digits + "%"),
         "https://trailmap.blob.core.windows.net/tiles?sv=2024-05-04&sp=r&sig={}"),
        ("mysql", _r(14), "mysql -u root -p{} trailmap < dump.sql"),
        ("cli-password", _r(16), "pg_dump --password={} trailmap"),
        ("pgpassword", _r(15), "PGPASSWORD={} psql -h db -U ana"),
        ("docker", base64.b64encode(f"ana:{_r(20)}".encode()).decode(),
         '{{"auths": {{"ghcr.io": {{"auth": "{}"}}}}}}'),
        ("discord", f"M{_r(23, _B64URL)}.{_r(6, _B64URL)}.{_r(27, _B64URL)}",
         "client.run('{}')"),
        ("telegram", f"{_rng.randint(10**8, 10**9)}:AA{_r(33, _B64URL)}",
         "bot = telegram.Bot(token='{}')"),
        ("digitalocean", f"dop_v1_{_r(64, _HEXL)}", "doctl auth init -t {}"),
        ("shopify", f"shpat_{_r(32, _HEXL)}", "X-Shopify-Access-Token: {}"),
        ("databricks", f"dapi{_r(32, _HEXL)}", "databricks configure --token {}"),
        ("hashicorp", f"hvs.{_r(90, _B64URL)}", "vault login {}"),
        ("pypi", f"pypi-AgEIcHlwaS5vcmc{_r(70, _B64URL)}", "twine upload -p {} dist/*"),
        ("groq", f"gsk_{_r(52)}", "Groq(api_key='{}')"),
        ("age", f"AGE-SECRET-KEY-1{_r(58, _UPPER)}", "# secret key: {}"),
        ("basic-auth", base64.b64encode(f"ana:{_r(16)}".encode()).decode(),
         'curl -H "Authorization: Basic {}" https://tiles.example.org'),
        ("netrc", _r(18), "machine api.example.org login ana password {}"),
        ("keyed-entropy", _r(32, string.ascii_letters + string.digits + "_-"),
         "signing_key: {}"),
    ]
]

# A key wrapped onto a second line by a terminal or a model, and a password said twice: once
# where a rule sees it, once in prose where none would.
WRAPPED_KEY = f"sk-ant-api03-{_r(23, _B64URL)}"
WRAPPED_REST = _r(34, string.ascii_letters + string.digits)
WRAPPED_LINE = f"ANTHROPIC key, copied from the console:\n{WRAPPED_KEY}\n{WRAPPED_REST}\nthanks"
REPEATED_PASSWORD = "Tr4il-" + _r(10)
REPEATED = [f"DB_PASSWORD={REPEATED_PASSWORD}",
            f"Got it. I will not store {REPEATED_PASSWORD} anywhere; rotate it after the demo."]


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _lookalikes() -> list[str]:
    """Text with the shape of secrets that is none: ids, digests, encodings, code, prose."""
    rng = random.Random(7)
    out = []
    for i in range(60):
        sha = hashlib.sha1(f"commit {i}".encode()).hexdigest()
        out += [f"git cherry-pick {sha}", f"fixed in {sha[:10]} and {sha}",
                f"commit: {sha}", f"the cache key: {sha}", f"token = {sha}"]
        out += [f"request id {uuid.UUID(int=rng.getrandbits(128))}",
                f"session_token: {uuid.UUID(int=rng.getrandbits(128))}",
                f"sha256 {hashlib.sha256(str(i).encode()).hexdigest()}",
                f"etag: \"{hashlib.md5(str(i).encode()).hexdigest()}\"",
                f"integrity=\"sha512-{_b64(hashlib.sha512(str(i).encode()).digest())}\""]
    return [*out, *ORDINARY]


ORDINARY = [
    "sorted(items, sort_key=lambda x: x)",
    "the password policy asks for 12 characters",
    "PASSWORD_MIN_LENGTH=12",
    "TOKEN=$GITHUB_TOKEN and PASSWORD=${DB_PASSWORD}",
    "def login(user: str, password: str) -> bool:",
    "git clone git@github.com:ana/trailmap.git",
    "ssh://git@example.org/ana/trailmap and https://example.org:8443/path?a=b",
    "hf_hub_download(repo_id) reads npm_config_cache",
    "a JWT starts with eyJ, base64 of a brace",
    "the task_test_runner and the desk_live_view",
    "tokens = tokenizer.encode(text, truncation=True)",
    "secret_santa_assignments = shuffle(people)",
    "api_key = os.environ['OPENAI_API_KEY']",
    "password = getpass.getpass()",
    "key: value pairs in a YAML mapping",
    "The skeleton key opens every hut on the Alta Via 1.",
    "mysql -u root -p trailmap  # it asks for the password",
    "docker login ghcr.io -u ana --password-stdin",
    "Set AccountKey in the portal, never in the repo.",
    "SK-II is a skincare brand; AC/DC played in 1980.",
    "Use the M1 chip build: M1Pro.arm64.universal binary",
    "See https://discord.com/channels/123/456 for the thread.",
    "The bot id 123456789 and the chat -100123456789",
    "sk-learn is not a package name; scikit-learn is",
    "Run `pytest -k key_rotation` before the release.",
    "credential helper: osxkeychain",
    "export PATH=$HOME/.local/bin:$PATH",
    "The word 'secret' appears in many recipes: secret sauce, secret ingredient.",
    "Basic authentication is a header; we use OAuth instead.",
    "machine learning login flows with a password field",
    "--password-file /run/secrets/db",
    "the Authorization: Basic header is base64 of user:pass",
    "v2.14.1-rc.3+build.20261201",
    "base64 of 'hello world' is aGVsbG8gd29ybGQ=",
    "Tile z12/x2150/y1520 at 512 px, served from /tiles/12/2150/1520.png",
]
LOOKALIKES = _lookalikes()
