"""Secrets of sixteen kinds an outsider's corpus found in the vault, and the families they
belong to (other payment and SaaS token prefixes, other private key files, other commands
that take a password, other URL schemes, auth headers, query-string keys, credentials said in
prose in several languages), each as people paste it into a chat; and text of the same shapes
that is no secret.

Two halves, written together before any rule was changed:

* ``FAMILIES`` and ``FAMILY_LOOKALIKES``: the rules were tuned on these.
* ``HELD_OUT_FAMILIES`` and ``HELD_OUT_LOOKALIKES``: never edited once the rules were run on
  anything; their figures measure the rules on cases nobody tuned them to. Each half draws its
  random values from a generator of its own, so a case added to the tuning half changes
  nothing here.

Each case is (kind, the secret, the text that carries it): the secret must be gone from the
text once redacted; a look-alike must come out unchanged.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

_ALNUM = string.ascii_letters + string.digits
_UPPER = string.ascii_uppercase + string.digits
_LOWER = string.ascii_lowercase + string.digits
_HEX = "0123456789abcdef"
_B64URL = _ALNUM + "_-"
_B64 = _ALNUM + "+/"


class _Gen:
    """Random values for one half of the corpus, from a seed of its own."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def r(self, n: int, alphabet: str = _ALNUM) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def hex(self, n: int) -> str:
        return self.r(n, _HEX)

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(self.rng.randbytes(nbytes)).decode()

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def digits(self, n: int) -> str:
        return self.r(n, string.digits)

    def lines(self, nbytes: int, width: int = 64) -> list[str]:
        text = self.b64(nbytes)
        return [text[i:i + width] for i in range(0, len(text), width)]


def _case(kind: str, secret: str, template: str) -> tuple[str, str, str]:
    """``{S}`` in the template stands for the secret (braces of JSON stay as they are)."""
    assert "{S}" in template, template
    return kind, secret, template.replace("{S}", secret)


def _putty(g: _Gen, version: int, algo: str, encrypted: bool, public: int, private: int,
           comment: str) -> tuple[str, str]:
    """A PuTTY .ppk file and its last private line."""
    pub = g.lines(public * 48)
    priv = g.lines(private * 48)
    head = [f"PuTTY-User-Key-File-{version}: {algo}",
            f"Encryption: {'aes256-cbc' if encrypted else 'none'}", f"Comment: {comment}",
            f"Public-Lines: {len(pub)}", *pub]
    if version == 3 and encrypted:
        head += ["Key-Derivation: Argon2id", "Argon2-Memory: 8192", "Argon2-Passes: 21",
                 "Argon2-Parallelism: 1", f"Argon2-Salt: {g.hex(32)}"]
    mac = g.hex(64 if version == 3 else 40)
    return "\n".join([*head, f"Private-Lines: {len(priv)}", *priv, f"Private-MAC: {mac}"]), \
        priv[-1]


def _pem(g: _Gen, label: str, nbytes: int, headers: tuple[str, ...] = (),
         end: bool = True) -> tuple[str, str]:
    """A PEM block (or a fragment with no END) and its last base64 line."""
    body = g.lines(nbytes)
    parts = [f"-----BEGIN {label}-----", *headers, *([""] if headers else []), *body]
    if end:
        parts.append(f"-----END {label}-----")
    return "\n".join(parts), body[-1]


def _tuning() -> list[tuple[str, str, str]]:
    g = _Gen(48_2026)
    sq = f"EAAA{g.r(60, _B64URL)}"
    putty3, putty3_priv = _putty(g, 3, "ssh-ed25519", False, 2, 1, "ana@trailmap-laptop")
    putty2, putty2_priv = _putty(g, 2, "ssh-rsa", True, 6, 14, "imported-openssh-key")
    putty_frag, _ = _putty(g, 3, "ssh-ed25519", False, 2, 2, "eddsa-key-20260114")
    putty_frag = putty_frag.rsplit("\nPrivate-MAC:", 1)[0]
    putty_frag_priv = putty_frag.splitlines()[-1]
    pgp, pgp_last = _pem(g, "PGP PRIVATE KEY BLOCK", 600,
                         ("Version: GnuPG v2", "Comment: ana@trailmap.dev"))
    rsa_frag, rsa_frag_last = _pem(g, "RSA PRIVATE KEY", 300,
                                   ("Proc-Type: 4,ENCRYPTED",
                                    f"DEK-Info: AES-128-CBC,{g.hex(32).upper()}"), end=False)
    ossh_body = g.lines(200, 70)
    ossh_quoted = "> -----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(
        f"> {line}" for line in ossh_body)
    wg = g.b64(32)
    kube_key = base64.b64encode(_pem(g, "RSA PRIVATE KEY", 300)[0].encode()).decode()
    glc = "glc_" + base64.b64encode(json.dumps(
        {"o": g.digits(6), "n": "stack-812345-alloy-write", "k": g.r(24),
         "m": {"r": "prod-eu-west-2"}}, separators=(",", ":")).encode()).decode()
    cloudflared = base64.b64encode(json.dumps(
        {"a": g.hex(32), "t": g.uuid(), "s": g.b64(32)}, separators=(",", ":")).encode()).decode()
    grafana_old = base64.b64encode(json.dumps(
        {"k": g.r(32), "n": "deploy-bot", "id": 1}, separators=(",", ":")).encode()).decode()
    pw = {k: v for k, v in [
        ("redis", f"Rd{g.r(14)}"), ("amqp", g.r(18)), ("jdbc", f"Pg!{g.r(12)}"),
        ("ado", f"Sql#{g.r(12)}"), ("rediss", g.r(32)), ("curl-u", f"{g.r(10)}!{g.r(4)}"),
        ("curl-user", g.r(16)), ("redis-cli", g.r(20)), ("sshpass", f"Ub{g.r(8)}#2"),
        ("pgpass", f"{g.r(12)}!"), ("mariadb", g.r(14)), ("docker", f"dkr-{g.r(14)}"),
        ("htpasswd", f"Nginx{g.r(8)}!"), ("sqlcmd", f"Str0ng!{g.r(8)}"), ("7z", g.r(12)),
        ("mongosh", g.r(16)), ("smb", f"Nas{g.r(9)}"), ("kubectl", g.r(20)),
        ("openssl", f"p12-{g.r(10)}"), ("rdp", f"Win{g.r(10)}$"), ("sshpass-env", g.r(15)),
        ("lftp", g.r(13)), ("libpq", f"{g.r(11)}9"), ("mycnf", f"My{g.r(12)}%"),
        ("gpg", f"{g.r(6)}-{g.r(6)}-{g.r(6)}"), ("cqlsh", g.r(14)), ("requirepass", g.r(24)),
    ]}
    cases = [
        # -- payment providers ---------------------------------------------------------------
        _case("square", sq, "square_client = Client(bearer_auth_credentials="
              "BearerAuthCredentials(\"{S}\"), environment=\"production\")"),
        _case("square-oauth-secret", f"sq0csp-{g.r(43, _B64URL)}",
              "The application secret {S} goes in the OAuth settings of the Square app."),
        _case("flutterwave", f"FLWSECK_TEST-{g.hex(32)}-X",
              'const flw = new Flutterwave("FLWPUBK_TEST-abc-X", "{S}");'),
        _case("meta-graph", f"EAAG{g.r(180)}",
              'curl -G https://graph.facebook.com/v19.0/me -d fields=id,name -d '
              '"access_token={S}"'),
        _case("stripe-restricted", f"rk_live_{g.r(99)}",
              "stripe listen --forward-to localhost:4242/webhook --api-key {S}"),
        # -- Google OAuth --------------------------------------------------------------------
        _case("google-oauth-secret", f"GOCSPX-{g.r(28, _B64URL)}",
              "rclone config create gdrive drive client_id 2718-ab12.apps.googleusercontent.com "
              "client_secret {S} scope drive"),
        _case("google-refresh", f"1//0{g.r(99, _B64URL)}",
              '{"refresh_token": "{S}", "token_uri": "https://oauth2.googleapis.com/token"}'),
        # -- token prefixes of SaaS providers ------------------------------------------------
        _case("grafana-sa", f"glsa_{g.r(32)}_{g.hex(8)}",
              'provider "grafana" {\n  url  = "https://grafana.trailmap.dev"\n'
              '  auth = "{S}"\n}'),
        _case("grafana-cloud", glc,
              "Grafana Cloud gave me {S} for the OTLP endpoint, scope metrics:write."),
        _case("gitlab-runner", f"glrt-{g.r(20, _B64URL)}",
              "gitlab-runner register --url https://gitlab.com --token {S} --executor docker"),
        _case("doppler", f"dp.st.prd.{g.r(40)}",
              "doppler run --token {S} -- npm start"),
        _case("tailscale", f"tskey-auth-k{g.r(12)}CNTRL-{g.r(32)}",
              "docker run -d -e TS_AUTHKEY={S} -e TS_HOSTNAME=tiles tailscale/tailscale"),
        _case("huggingface-org", f"api_org_{g.r(34)}",
              "huggingface-cli login --token {S} --add-to-git-credential"),
        _case("planetscale", f"pscale_tkn_{g.r(43, _B64URL)}",
              "pscale connect trailmap main --service-token-id ci --service-token {S}"),
        _case("supabase", f"sbp_{g.hex(40)}", "supabase login --token {S}"),
        _case("flyio", f"fo1_{g.r(43, _B64URL)}",
              "flyctl deploy --remote-only --access-token {S}"),
        _case("postman", f"PMAK-{g.hex(24)}-{g.hex(34)}",
              "newman run trailmap.postman_collection.json --postman-api-key {S}"),
        _case("atlassian", f"ATATT3xFfGF0{g.r(170, _B64URL)}={g.hex(8).upper()}",
              "curl -s -u ana@trailmap.dev:{S} https://trailmap.atlassian.net/rest/api/3/myself"),
        _case("newrelic", f"NRAK-{g.r(27, string.ascii_uppercase + string.digits)}",
              "newrelic profile add --profile trailmap --region us --apiKey {S}"),
        _case("slack-app", f"xapp-1-A{g.r(10, _UPPER)}-{g.digits(13)}-{g.hex(64)}",
              'SocketModeHandler(app, "{S}").start()'),
        _case("langsmith", f"lsv2_pt_{g.hex(32)}_{g.hex(10)}",
              "the LangSmith key lsv2 is {S} and the project is trailmap-evals"),
        _case("dockerhub", f"dckr_pat_{g.r(27, _B64URL)}",
              "echo {S} | docker login -u anatrailmap --password-stdin"),
        _case("airtable", f"pat{g.r(14)}.{g.hex(64)}",
              'table = Api("{S}").table("appTr41lMapBase1", "Routes")'),
        _case("resend", f"re_{g.r(8)}_{g.r(24)}", 'resend.api_key = "{S}"'),
        _case("prefect", f"pnu_{g.r(36)}", "prefect cloud login -k {S}"),
        _case("alibaba", f"LTAI5t{g.r(18)}",
              "aliyun configure set --mode AK --access-key-id {S} --region cn-hangzhou"),
        _case("cloudflared", f"eyJhIjoi{cloudflared[8:]}",
              "sudo cloudflared service install {S}"),
        _case("grafana-legacy", f"eyJrIjoi{grafana_old[8:]}",
              "the old Grafana API key {S} still works on v8"),
        _case("sourcegraph", f"sgp_{g.hex(16)}_{g.hex(40)}",
              "src login https://sourcegraph.trailmap.dev then paste {S}"),
        # -- private key files ---------------------------------------------------------------
        _case("putty", putty3_priv, "Here is the .ppk PuTTYgen saved:\n{S}\nthanks"
              .replace("{S}", putty3.replace(putty3_priv, "{S}"))),
        _case("putty", putty2_priv, "```\n" + putty2.replace(putty2_priv, "{S}") + "\n```"),
        _case("putty", putty_frag_priv, "it was cut off when I pasted:\n"
              + putty_frag.replace(putty_frag_priv, "{S}")),
        _case("pgp", pgp_last, pgp.replace(pgp_last, "{S}")),
        _case("pem-encrypted-fragment", rsa_frag_last,
              "cat ~/.ssh/legacy_rsa\n" + rsa_frag.replace(rsa_frag_last, "{S}")),
        _case("openssh-quoted-fragment", ossh_body[-1],
              "\n".join(ossh_quoted.splitlines()[:-1]) + "\n> {S}"),
        _case("wireguard", wg, "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {S}\n"
              "DNS = 1.1.1.1"),
        _case("kube-client-key", kube_key,
              "users:\n- name: ana\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJU\n"
              "    client-key-data: {S}"),
        # -- URLs with a password --------------------------------------------------------------
        _case("redis-url", pw["redis"], "REDIS_URL=redis://:{S}@cache.internal:6379/0"),
        _case("amqp-url", pw["amqp"],
              'CELERY_BROKER_URL = "amqp://trailmap:{S}@rabbit.internal:5672/%2f"'),
        _case("jdbc", pw["jdbc"],
              "spring.datasource.url=jdbc:postgresql://db.internal:5432/trailmap?user=ana&"
              "password={S}&sslmode=require"),
        _case("ado-net", pw["ado"],
              '"DefaultConnection": "Server=tcp:trailmap.database.windows.net,1433;Database=tm;'
              'User ID=ana;Password={S};Encrypt=true;"'),
        _case("rediss-url", pw["rediss"],
              'r = redis.from_url("rediss://:{S}@eu1-trailmap.upstash.io:6379")'),
        # -- commands that take a password ---------------------------------------------------
        _case("curl-u", pw["curl-u"],
              "curl -u ana:{S} https://api.trailmap.dev/v1/routes | jq ."),
        _case("curl-user", pw["curl-user"],
              "curl --user deploy:{S} -X POST https://ci.trailmap.dev/job/tiles/build"),
        _case("redis-cli", pw["redis-cli"],
              "redis-cli -h cache.internal -p 6379 -a {S} --no-auth-warning ping"),
        _case("sshpass", pw["sshpass"], "sshpass -p {S} ssh -o StrictHostKeyChecking=no "
              "ana@10.0.0.12 'sudo systemctl restart tiles'"),
        _case("pgpass", pw["pgpass"], "db.internal:5432:trailmap:ana:{S}"),
        _case("mariadb", pw["mariadb"], "mariadb -h db.internal -u root -p{S} trailmap < x.sql"),
        _case("docker-login", pw["docker"],
              "docker login -u ana -p {S} registry.trailmap.dev"),
        _case("htpasswd", pw["htpasswd"], "sudo htpasswd -bc /etc/nginx/.htpasswd ana {S}"),
        _case("sqlcmd", pw["sqlcmd"],
              "sqlcmd -S localhost,1433 -U sa -P {S} -Q \"SELECT @@VERSION\""),
        _case("7z", pw["7z"], "7z a -p{S} -mhe=on backup.7z ~/Documents/taxes"),
        _case("mongosh", pw["mongosh"], 'mongosh "mongodb://db.internal:27017/trailmap" -u ana '
              "-p {S} --authenticationDatabase admin"),
        _case("smbclient", pw["smb"], "smbclient //nas/photos -U ana%{S} -c 'ls'"),
        _case("kubectl-literal", pw["kubectl"],
              "kubectl create secret generic db-creds --from-literal=username=ana "
              "--from-literal=password={S}"),
        _case("openssl-pass", pw["openssl"],
              "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 "
              "-passout pass:{S}"),
        _case("xfreerdp", pw["rdp"], "xfreerdp /v:10.0.0.5 /u:ana /p:{S} /cert:ignore +clipboard"),
        _case("sshpass-env", pw["sshpass-env"],
              "SSHPASS={S} sshpass -e rsync -a site/ ana@web:/srv/site"),
        _case("lftp", pw["lftp"], "lftp -u ana,{S} sftp://files.trailmap.dev"),
        _case("libpq-conninfo", pw["libpq"],
              'psql "host=db.internal port=5432 dbname=trailmap user=ana password={S}"'),
        _case("my-cnf", pw["mycnf"], "~/.my.cnf:\n[client]\nuser=root\npassword={S}\n"),
        _case("gpg-passphrase", pw["gpg"],
              "gpg --batch --yes --passphrase {S} --decrypt backup.tar.gpg > backup.tar"),
        _case("cqlsh", pw["cqlsh"], "cqlsh cassandra.internal 9042 -u cassandra -p {S}"),
        _case("requirepass", pw["requirepass"],
              "    command: redis-server --appendonly yes --requirepass {S}"),
        # -- auth headers -----------------------------------------------------------------------
        _case("auth-token", g.hex(40),
              'curl -H "Authorization: Token {S}" https://api.trailmap.dev/v1/routes/'),
        _case("auth-apikey", g.b64(42),
              "curl -H 'Authorization: ApiKey {S}' https://es.trailmap.dev:9200/_cat/indices"),
        _case("auth-key", f"{g.uuid()}:{g.hex(32)}",
              'headers = {"Authorization": "Key {S}", "Content-Type": "application/json"}'),
        _case("auth-ssws", f"00{g.r(40, _B64URL)}",
              "Authorization: SSWS {S}"),
        _case("x-auth-key", g.hex(37),
              "-H 'X-Auth-Email: ana@trailmap.dev' -H 'X-Auth-Key: {S}'"),
        _case("azure-apim", g.hex(32),
              "Ocp-Apim-Subscription-Key: {S}"),
        _case("rapidapi", f"{g.hex(10)}msh{g.r(21)}p1{g.r(6)}jsn{g.hex(12)}",
              "'X-RapidAPI-Key': '{S}',"),
        _case("opsgenie", g.uuid(), "Authorization: GenieKey {S}"),
        # -- keys in a query string --------------------------------------------------------------
        _case("query-appid", g.hex(32),
              "https://api.openweathermap.org/data/2.5/weather?q=Lisbon&units=metric&appid={S}"),
        _case("query-token", g.hex(64),
              "https://api.trello.com/1/members/me/boards?key=0f1e2d3c4b5a69788796a5b4c3d2e1f0"
              "&token={S}"),
        _case("query-private-token", g.r(20, _B64URL),
              "https://gitlab.trailmap.dev/api/v4/projects?private_token={S}&per_page=100"),
        _case("query-client-secret", g.hex(40),
              "curl -X POST https://github.com/login/oauth/access_token -d "
              "'client_id=Iv1.8a61f9b3a7aba766&client_secret={S}&code=4f1c2d'"),
        _case("query-amz-signature", g.hex(64),
              "https://trailmap-tiles.s3.amazonaws.com/z12.tar?X-Amz-Algorithm=AWS4-HMAC-SHA256&"
              "X-Amz-Date=20261201T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&"
              "X-Amz-Signature={S}"),
        _case("query-auth", g.r(40), "curl 'https://trailmap-1.firebaseio.com/users.json?auth={S}'"),
        # -- credentials in prose ------------------------------------------------------------
        _case("prose-datadog", g.hex(32),
              "my datadog api key is {S}, can you wire it into the agent config?"),
        _case("prose-cloudflare", g.r(40, _B64URL),
              "Here's the Cloudflare API token for the DNS edits: {S}"),
        _case("prose-sentry-dsn", g.hex(32),
              "Sentry DSN is https://{S}@o4506912.ingest.us.sentry.io/4506912345678912"),
        _case("prose-wifi", "Sunflower-42", "my wifi password is {S} if you need it"),
        _case("prose-pw", f"Gr4nite!{g.r(4)}", "staging box: user ana, pw: {S}"),
        _case("prose-passcode", "4829#7", "the door passcode is {S}, the alarm code is separate"),
        _case("prose-es", "Lisboa#2024", "la contraseña es {S} y el usuario es ana"),
        _case("prose-de", "Bergsee!77", "das Passwort ist {S}, bitte nicht weitergeben"),
        _case("prose-fr", "Soleil2024!", "le mot de passe est {S} pour le routeur"),
        _case("prose-backticks", "Tr4il!map", "the password for the NAS is `{S}`"),
        _case("prose-datadog-app", g.hex(40), "DD app key: {S} (the api key is in 1Password)"),
        _case("prose-passphrase", "correct-horse-battery-9",
              "the passphrase: {S} unlocks the backup"),
    ]
    # Added after the held-out figure was first taken: a key file inside a tool call's JSON,
    # where the PuTTY rule's escaped newline did not match (a bug the held-out half showed).
    putty_j, putty_j_priv = _putty(g, 2, "ssh-rsa", True, 6, 14, "rsa-key-20251107")
    cases.append(_case("putty", putty_j_priv, json.dumps(
        {"command": "cat ~/keys/deploy.ppk", "stdout": putty_j}).replace(putty_j_priv, "{S}")))
    return cases


def _held_out() -> list[tuple[str, str, str]]:
    g = _Gen(16_2026)
    putty3e, putty3e_priv = _putty(g, 3, "ecdsa-sha2-nistp256", True, 3, 1,
                                   "ecdsa-key-20260101")
    putty_q, putty_q_priv = _putty(g, 2, "ssh-ed25519", False, 2, 1, "ana@desktop")
    putty_j, putty_j_priv = _putty(g, 3, "ssh-rsa", False, 6, 14, "rsa-key-20260301")
    pgp_frag, pgp_frag_last = _pem(g, "PGP PRIVATE KEY BLOCK", 400, ("Version: GnuPG v2",),
                                   end=False)
    gcp_body = g.lines(900)
    gcp_key = ("-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(gcp_body)
               + "\\n-----END PRIVATE KEY-----\\n")
    ssh2_body = g.lines(400, 70)
    ssh2 = ("---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: \"rsa-key-20260115\"\n"
            + "\n".join(ssh2_body) + "\n---- END SSH2 ENCRYPTED PRIVATE KEY ----")
    ec_body = g.lines(120)
    ec_yaml = ("tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n"
               + "\n".join(f"    {line}" for line in ec_body)
               + "\n    -----END EC PRIVATE KEY-----")
    tls_key = base64.b64encode(_pem(g, "PRIVATE KEY", 600)[0].encode()).decode()
    pw = {k: v for k, v in [
        ("redis-u", g.r(20)), ("mongo", f"Mg{g.r(12)}"), ("pg", f"{g.r(12)}-x"),
        ("amqps", g.r(16)), ("sqlalchemy", f"{g.r(10)}!9"), ("sftp", g.r(14)),
        ("odbc", f"Odbc{g.r(9)}"), ("curl-q", g.r(18)), ("curl-user2", f"{g.r(8)}:{g.r(6)}"),
        ("redis-pass", g.r(22)), ("redis-a-q", g.r(16)), ("sshpass-q", f"{g.r(9)} {g.r(4)}"),
        ("pgpass2", g.r(14)), ("mariadb-dump", g.r(12)), ("podman", g.r(20)),
        ("htpasswd-n", f"Basic{g.r(7)}"), ("zip", g.r(10)), ("unzip", g.r(11)),
        ("mongo-legacy", g.r(15)), ("ldap", f"Ldap{g.r(10)}"), ("mount", f"{g.r(9)}#1"),
        ("keytool", g.r(14)), ("ipmi", g.r(12)), ("mosquitto", g.r(13)), ("httpie", g.r(16)),
        ("sqlplus", f"Tiger{g.r(6)}"), ("rabbitmq", g.r(15)), ("vault-userpass", g.r(17)),
        ("az", f"Az!{g.r(12)}"), ("ansible", g.r(14)), ("openssl-enc", g.r(18)),
        ("net-use", f"{g.r(10)}$"), ("wget", g.r(13)), ("helm", g.r(19)),
    ]}
    cases = [
        # -- payment providers ---------------------------------------------------------------
        _case("square", f"EAAA{g.r(60, _B64URL)}",
              "I pasted {S} into the Square webhook tester and it returned 401"),
        _case("square-legacy", f"sq0atp-{g.r(22, _B64URL)}",
              "SQUARE_LEGACY={S} ./migrate-payments.sh"),
        _case("braintree", f"access_token$production${g.r(16, _LOWER)}${g.hex(32)}",
              "PayPal gave me {S} for the Braintree gateway"),
        _case("checkout", f"sk_sbox_{g.r(26, _LOWER)}",
              'api = CheckoutSdk.builder().secret_key("{S}").environment(Environment.sandbox())'),
        _case("paystack", f"sk_live_{g.hex(40)}", "paystack live key {S} for the Lagos shop"),
        _case("flutterwave", f"FLWSECK-{g.hex(32)}-X",
              "the Flutterwave secret: {S}"),
        # -- Google OAuth --------------------------------------------------------------------
        _case("google-oauth-secret", f"GOCSPX-{g.r(28, _B64URL)}",
              'oauth = OAuth2Session("1044-x9.apps.googleusercontent.com", "{S}")'),
        _case("google-refresh", f"1//0{g.r(99, _B64URL)}",
              "refresh_token: {S}"),
        _case("google-access", f"ya29.{g.r(150, _B64URL)}",
              "gcloud auth print-access-token printed {S}"),
        # -- token prefixes of SaaS providers ------------------------------------------------
        _case("grafana-sa", f"glsa_{g.r(32)}_{g.hex(8)}",
              "the service account token glsa is {S} (Editor role)"),
        _case("grafana-cloud", "glc_" + base64.b64encode(json.dumps(
            {"o": g.digits(6), "n": "hosted-grafana-read", "k": g.r(24),
             "m": {"r": "prod-us-east-0"}}, separators=(",", ":")).encode()).decode(),
            "the {S} token expires in 30 days"),
        _case("gitlab-deploy", f"gldt-{g.r(20, _B64URL)}",
              "docker login registry.gitlab.com -u gitlab+deploy-token-42 -p {S}"),
        _case("gitlab-pat", f"glpat-{g.r(20, _B64URL)}",
              "git remote set-url origin https://oauth2:{S}@gitlab.com/ana/trailmap.git"),
        _case("gitlab-agent", f"glagent-{g.r(50, _B64URL)}",
              "helm upgrade --install gitlab-agent gitlab/gitlab-agent "
              "--set config.token={S} --set config.kasAddress=wss://kas.gitlab.com"),
        _case("doppler-personal", f"dp.pt.{g.r(43)}",
              "doppler configure set token {S} --scope /"),
        _case("vault", f"hvs.{g.r(90, _B64URL)}",
              'curl -H "X-Vault-Token: {S}" https://vault.internal:8200/v1/secret/data/db'),
        _case("terraform-cloud", f"{g.r(14)}.atlasv1.{g.r(67, _B64URL)}",
              'credentials "app.terraform.io" {\n  token = "{S}"\n}'),
        _case("tailscale-api", f"tskey-api-k{g.r(12)}CNTRL-{g.r(32)}",
              "the tailscale API key {S} can list devices"),
        _case("huggingface", f"hf_{g.r(34)}", 'from huggingface_hub import login; login("{S}")'),
        _case("replicate", f"r8_{g.r(37)}", 'client = replicate.Client(api_token="{S}")'),
        _case("supabase-secret", f"sb_secret_{g.r(31, _B64URL)}",
              'createClient(SUPABASE_URL, "{S}")'),
        _case("netlify", f"nfp_{g.r(36)}", "netlify deploy --prod --auth {S}"),
        _case("pulumi", f"pul-{g.hex(40)}", "pulumi gave me {S} for the CI stack"),
        _case("figma", f"figd_{g.r(40, _B64URL)}",
              "curl -H 'X-Figma-Token: {S}' https://api.figma.com/v1/me"),
        _case("mapbox-secret", f"sk.eyJ1IjoiYW5hIiwiYSI6Im{g.r(30)}.{g.r(22, _B64URL)}",
              "mapbox upload trailmap.routes routes.geojson --access-token {S}"),
        _case("pinecone", f"pcsk_{g.r(5)}_{g.r(63)}", "PINECONE={S} python ingest.py"),
        _case("neon", f"napi_{g.r(64, _LOWER)}", "neonctl projects list --api-key {S}"),
        _case("brevo", f"xkeysib-{g.hex(64)}-{g.r(16)}",
              "authentications['api-key'].apiKey = '{S}'"),
        _case("1password", "ops_eyJ" + g.r(300, _B64URL),
              "op service account token {S}"),
        _case("buildkite", f"bkua_{g.hex(40)}", "bk configure with {S}"),
        _case("dynatrace", f"dt0c01.{g.r(24, _UPPER)}.{g.r(64, _UPPER)}",
              "Authorization: Api-Token {S}"),
        _case("elevenlabs", f"sk_{g.hex(48)}", "-H 'xi-api-key: {S}'"),
        _case("contentful", f"CFPAT-{g.r(43, _B64URL)}",
              "contentful login --management-token {S}"),
        _case("circleci", f"CCIPAT_{g.r(22)}_{g.hex(40)}", "Circle-Token: {S}"),
        _case("heroku", f"HRKU-AA{g.r(58, _B64URL)}", "heroku auth:token printed {S}"),
        _case("firebase-fcm", f"AAAA{g.r(7, _B64URL)}:APA91b{g.r(134, _B64URL)}",
              "Authorization: key={S}"),
        # -- private key files ---------------------------------------------------------------
        _case("putty", putty3e_priv, putty3e.replace(putty3e_priv, "{S}")),
        _case("putty-quoted", putty_q_priv,
              "\n".join(f"> {line}" for line in putty_q.replace(putty_q_priv, "{S}")
                        .splitlines())),
        _case("putty-json", putty_j_priv,
              json.dumps({"file_path": "/home/ana/keys/tiles.ppk", "content": putty_j})
              .replace(putty_j_priv, "{S}")),
        _case("pgp-fragment", pgp_frag_last, pgp_frag.replace(pgp_frag_last, "{S}")),
        _case("gcp-service-account", gcp_body[-1],
              ('{"type": "service_account", "private_key_id": "x", "private_key": "'
               + gcp_key + '", "client_email": "tiles@trailmap.iam.gserviceaccount.com"}')
              .replace(gcp_body[-1], "{S}")),
        _case("ssh2", ssh2_body[-1], ssh2.replace(ssh2_body[-1], "{S}")),
        _case("pem-yaml", ec_body[-1], ec_yaml.replace(ec_body[-1], "{S}")),
        _case("wireguard-psk", g.b64(32),
              "[Peer]\nPublicKey = " + g.b64(32) + "\nPresharedKey = {S}\n"
              "AllowedIPs = 0.0.0.0/0"),
        _case("kube-tls-key", tls_key,
              "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n"
              "  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n  tls.key: {S}"),
        # -- URLs with a password --------------------------------------------------------------
        _case("redis-url", pw["redis-u"], "redis-cli -u redis://:{S}@10.0.0.7:6379 info"),
        _case("mongodb-srv", pw["mongo"], 'MONGO_URI="mongodb+srv://trailmap:{S}@cluster0.x1y2z.'
              'mongodb.net/?retryWrites=true&w=majority"'),
        _case("postgresql-url", pw["pg"],
              "engine = create_engine('postgresql://ana:{S}@localhost:5432/trailmap')"),
        _case("amqps-url", pw["amqps"], "amqps://tiles:{S}@b-1234.mq.eu-west-1.amazonaws.com:5671"),
        _case("sqlalchemy-url", pw["sqlalchemy"],
              "SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://root:{S}@127.0.0.1/trailmap'"),
        _case("sftp-url", pw["sftp"], "sftp://ana:{S}@files.trailmap.dev:22/upload"),
        _case("odbc", pw["odbc"],
              "Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=sa;Pwd={S};"),
        # -- commands that take a password ---------------------------------------------------
        _case("curl-u", pw["curl-q"],
              "curl -s -u 'admin:{S}' http://localhost:15672/api/overview"),
        _case("curl-user", pw["curl-user2"],
              'curl -X POST --user "ci:{S}" https://jenkins.trailmap.dev/job/deploy/build'),
        _case("redis-cli-pass", pw["redis-pass"], "redis-cli --user default --pass {S} -n 2"),
        _case("redis-cli", pw["redis-a-q"], "redis-cli -a '{S}' -n 2 FLUSHDB"),
        _case("sshpass", pw["sshpass-q"], "sshpass -p '{S}' scp dump.sql ana@backup:/srv/"),
        _case("pgpass", pw["pgpass2"], 'echo "db.trailmap.dev:5432:*:ana:{S}" >> ~/.pgpass'),
        _case("mariadb-dump", pw["mariadb-dump"],
              "mariadb-dump -u backup -p{S} --all-databases | gzip > all.sql.gz"),
        _case("podman-login", pw["podman"], "podman login quay.io -u ana -p {S}"),
        _case("htpasswd", pw["htpasswd-n"], "htpasswd -nbB ana {S} >> users.htpasswd"),
        _case("zip", pw["zip"], "zip -r -P {S} taxes.zip taxes/"),
        _case("unzip", pw["unzip"], "unzip -P {S} taxes.zip -d /tmp/t"),
        _case("mongo-legacy", pw["mongo-legacy"],
              "mongo admin -u root -p {S} --eval 'db.getUsers()'"),
        _case("ldapsearch", pw["ldap"],
              'ldapsearch -x -H ldap://ldap.internal -D "cn=admin,dc=trailmap,dc=dev" '
              "-w {S} -b dc=trailmap,dc=dev"),
        _case("mount-cifs", pw["mount"], "sudo mount -t cifs //nas/share /mnt/share "
              "-o username=ana,password={S},vers=3.0"),
        _case("keytool", pw["keytool"], "keytool -importkeystore -srckeystore a.p12 "
              "-srcstoretype PKCS12 -srcstorepass {S} -destkeystore b.jks"),
        _case("ipmitool", pw["ipmi"], "ipmitool -I lanplus -H 10.0.0.9 -U ADMIN -P {S} "
              "chassis power status"),
        _case("mosquitto", pw["mosquitto"],
              "mosquitto_pub -h broker.internal -u tiles -P {S} -t trailmap/alerts -m hi"),
        _case("httpie", pw["httpie"], "http -a ana:{S} POST https://api.trailmap.dev/v1/sync"),
        _case("sqlplus", pw["sqlplus"], "sqlplus scott/{S}@//db.internal:1521/ORCLPDB1"),
        _case("rabbitmqctl", pw["rabbitmq"], "rabbitmqctl add_user tiles {S}"),
        _case("vault-userpass", pw["vault-userpass"],
              "vault login -method=userpass username=ana password={S}"),
        _case("az-login", pw["az"], "az login -u ana@trailmap.dev -p {S}"),
        _case("ansible-extra", pw["ansible"],
              'ansible-playbook site.yml -e "ansible_user=ana ansible_password={S}"'),
        _case("openssl-enc", pw["openssl-enc"], "openssl enc -aes-256-cbc -salt -in db.sql "
              "-out db.sql.enc -pass pass:{S}"),
        _case("net-use", pw["net-use"], r"net use Z: \\nas\share /user:TRAILMAP\ana {S}"),
        _case("wget", pw["wget"], "wget --http-user=ana --http-password={S} https://x.dev/a.zip"),
        _case("helm-registry", pw["helm"],
              "helm registry login registry.trailmap.dev -u ana -p {S}"),
        # -- auth headers -----------------------------------------------------------------------
        _case("auth-token", g.hex(40),
              'requests.get(url, headers={"Authorization": "Token {S}"})'),
        _case("auth-token-har", g.hex(40),
              '{"name": "Authorization", "value": "Token {S}"}'),
        _case("x-api-key", g.hex(32), "curl -H 'X-Api-Key: {S}' https://api.trailmap.dev"),
        _case("x-auth-token", g.r(32), "X-Auth-Token: {S}"),
        _case("splunk", g.uuid(), 'curl -k https://splunk:8088/services/collector -H '
              '"Authorization: Splunk {S}" -d \'{"event": "hi"}\''),
        _case("consul", g.uuid(), "X-Consul-Token: {S}"),
        _case("deepl", f"{g.uuid()}:fx", "Authorization: DeepL-Auth-Key {S}"),
        _case("klaviyo", f"pk_{g.r(34, _LOWER)}", "Authorization: Klaviyo-API-Key {S}"),
        # -- keys in a query string --------------------------------------------------------------
        _case("query-appid", g.hex(32),
              'requests.get(f"https://api.openweathermap.org/data/2.5/forecast?q={city}'
              '&appid={S}")'),
        _case("query-apikey", g.r(16, _UPPER),
              "https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey={S}"),
        _case("query-api-key", g.r(32),
              "https://api.nytimes.com/svc/topstories/v2/home.json?api-key={S}"),
        _case("query-access-token", g.hex(40),
              "https://api.github.com/user/repos?access_token={S}&per_page=100"),
        _case("query-token", g.r(48, _B64URL),
              "wss://stream.trailmap.dev/live?channel=alerts&token={S}"),
        _case("query-client-secret", g.r(32, _B64URL),
              "POST /oauth/token?grant_type=client_credentials&client_id=tiles&client_secret={S}"),
        _case("query-subscription-key", g.hex(32),
              "https://westeurope.api.cognitive.microsoft.com/vision?subscription-key={S}"),
        _case("query-hapikey", g.uuid(),
              "https://api.hubapi.com/contacts/v1/lists/all/contacts/all?hapikey={S}"),
        _case("query-sig", g.r(43, _B64) + "%3D",
              "https://tiles.blob.core.windows.net/z/12.png?sp=r&se=2026-12-31&sig={S}"),
        _case("query-amz-token", g.r(300, _B64URL),
              "https://b.s3.amazonaws.com/k?X-Amz-Security-Token={S}&X-Amz-Expires=60"),
        # -- credentials in prose ------------------------------------------------------------
        _case("prose-wifi", "trailmap2024", "the wifi password is {S}"),
        _case("prose-datadog", g.hex(32), "my Datadog key is {S}"),
        _case("prose-cloudflare", g.r(40, _B64URL), "The Cloudflare API token is {S}."),
        _case("prose-sentry-dsn", g.hex(32),
              "use this DSN: https://{S}@sentry.trailmap.dev/3 for the backend"),
        _case("prose-de-wlan", "Bergsee!77x", "Das WLAN-Passwort lautet {S}"),
        _case("prose-es-wifi", "Lisboa#2024b", "la contraseña del wifi es {S}"),
        _case("prose-pt", "Praia#1987", "a senha é {S}"),
        _case("prose-it", "Roma2024!", "la password è {S}"),
        _case("prose-nl", "Fiets-123", "het wachtwoord is {S}"),
        _case("prose-ja", "sakura2024", "パスワードは {S} です"),
        _case("prose-admin", "admin123x", "the admin password for grafana is {S}"),
        _case("prose-pass", "K8s!nodes", "user ana pass: {S}"),
        _case("prose-passcode", "771942", "Passcode: {S}"),
    ]
    return cases


FAMILIES = _tuning()
HELD_OUT_FAMILIES = _held_out()


def _sha(i: int) -> str:
    return hashlib.sha1(f"family {i}".encode()).hexdigest()


# Text of the same shapes that is no secret: must come out of redaction unchanged.
FAMILY_LOOKALIKES: list[str] = [
    f"git show {_sha(1)} -- musubi_daemon/redact.py",
    f"the fix is in {_sha(2)[:12]}, merged as {_sha(3)}",
    f"request_id={uuid.UUID(int=1234567890123)} trace_id={uuid.UUID(int=98765432109876)}",
    "docker pull ghcr.io/ana/tiles@sha256:" + hashlib.sha256(b"tiles").hexdigest(),
    "echo $CR_PAT | docker login ghcr.io -u ana --password-stdin",
    "I changed my password yesterday and now git asks again",
    "the password is too short, it needs 12 characters",
    "the password is stored as a bcrypt hash, never in clear",
    "X-Api-Key: YOUR_KEY",
    "https://api.openweathermap.org/data/2.5/weather?q=Lisbon&appid=YOUR_API_KEY",
    "curl -u user:password https://api.example.org",
    'curl -u "$GH_USER:$GH_TOKEN" https://api.github.com/user',
    "Authorization: Token <token>",
    "Authorization: Token ${API_TOKEN}",
    "redis-cli -a $REDIS_PASSWORD ping",
    'sshpass -p "$SSHPASS" ssh ana@host',
    "redis://:${REDIS_PASSWORD}@cache:6379/0",
    "postgres://user:password@localhost:5432/db",
    "def connect(host: str, password: str) -> Connection:",
    "conn = psycopg.connect(host=h, user=u, password=password)",
    "password = getpass.getpass('DB password: ')",
    "password: str = Field(min_length=12)",
    "--password-file /run/secrets/db_password",
    "node v20.11.1, npm 10.2.4, python 3.12.2, go1.22.1",
    "mysql -h db -P 3306 -u ana -p",
    "scp -P 2222 dump.sql ana@backup:/srv/",
    "ssh -p 2222 ana@10.0.0.12",
    "docker run -p 8080:80 -u 1000:1000 nginx:1.27",
    "psql -h db -p 5432 -U ana trailmap",
    "grep -P '\\d{4}-\\d{2}' log.txt",
    "zip -r backup.zip Documents/",
    "7z x -o/tmp/restore backup.7z",
    "mongosh -u ana -p --authenticationDatabase admin",
    "curl -u ana https://api.trailmap.dev  # asks for the password",
    "htpasswd -c /etc/nginx/.htpasswd ana",
    "ana:x:1000:1000:Ana Lima,,,:/home/ana:/bin/bash",
    "ether 00:1a:2b:3c:4d:5e brd ff:ff:ff:ff:ff:ff",
    "inet6 fe80::1ff:fe23:4567:890a/64 scope link",
    "docker run -p 127.0.0.1:5432:5432 postgres:16",
    "?page=2&sort=key&order=desc",
    "https://example.org/callback?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
    "&code_challenge_method=S256",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEexampleexampleexample\n"
    "-----END PUBLIC KEY-----",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFf1qvn0WmtQ5dK1zzT7rQ9GfQ0aM4wz ana@laptop",
    "PuTTYgen saves a .ppk whose first line is PuTTY-User-Key-File-3: ssh-ed25519",
    "[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nAllowedIPs = 10.8.0.0/24",
    "certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUMvakND",
    "reset your password at https://accounts.example.org/reset",
    "the wifi password is on the sticker under the router",
    "la contraseña es demasiado corta",
    "das Passwort ist falsch",
    "the datadog api key is stored in AWS Secrets Manager",
    "the cloudflare token has Zone:DNS:Edit scope",
    "sq0idp-wGVapF8sNt9PLrdj5znuKA is the Square application id",
    "mapboxgl.accessToken = 'pk.eyJ1IjoiYW5hIiwiYSI6ImNrOHk0In0.publicTokenIsFine'",
    "hf_hub_download(repo_id='x', filename='y') and r8_config.yaml",
    "git log --format='%H %s' | head",
    "password123 is the most common password in the leak",
    "the password is required, the username is optional",
]

HELD_OUT_LOOKALIKES: list[str] = [
    f"git cherry-pick {_sha(11)}",
    f"commit {_sha(12)} (HEAD -> main)",
    f"job id {uuid.UUID(int=55555555555555555)}",
    "sha256:" + hashlib.sha256(b"held").hexdigest(),
    "cat ~/pat.txt | podman login quay.io -u ana --password-stdin",
    "I forgot my password again, so I used the reset link",
    "the password is correct now, the login works",
    "my password manager is Bitwarden",
    "X-Api-Key: <your-api-key>",
    "?api_key=YOUR_API_KEY&format=json",
    "curl -u $USER:$PASS https://api.example.org",
    "Authorization: Bearer $TOKEN",
    "Authorization: Token {token}",
    "redis-cli -p 6380 ping",
    "mysql -u root -p trailmap  # prompts",
    "docker run --user www-data:www-data php:8.3",
    "ldapsearch -x -W -D cn=admin,dc=trailmap,dc=dev",
    "ldapsearch -y /etc/ldap.secret -D cn=admin,dc=trailmap,dc=dev",
    "htpasswd -B -C 12 /etc/nginx/.htpasswd ana",
    "ffmpeg -ss 00:01:30 -t 00:00:10 -i in.mp4 out.mp4",
    "12:30:45.123 INFO tiles: served z12/x2150/y1520",
    "-----BEGIN CERTIFICATE-----\n"
    "MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n"
    "-----END CERTIFICATE-----",
    "ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -C ana@laptop",
    "Public-Lines: 2",
    "wg set wg0 private-key ./wg0.key peer abc",
    "https://accounts.google.com/o/oauth2/auth?client_id=1044-x9.apps.googleusercontent.com"
    "&redirect_uri=http://localhost:8080&response_type=code&state=af0ifjsldkj",
    "?key=name&token=",
    "ANSIBLE_VAULT_PASSWORD_FILE=~/.vault_pass",
    "password = None",
    "password: string;",
    "user.password = hash_password(form.password)",
    "le mot de passe est incorrect",
    "the sentry dsn is public, it is not a secret",
    "Use the API key from step 2.",
    "the key is in the vault, ask Ana",
    "FLWPUBK_TEST-32193bba8dab84e3d9c4525c85ea7a12-X is the public key",
    "sb_publishable_ is the prefix of the key you may ship to browsers",
    "version 2.14.1-rc.3+build.20261201",
    "python -m pip install 'numpy>=1.26'",
    "--ask-pass --ask-become-pass -i inventory",
    "the passcode is six digits",
]
