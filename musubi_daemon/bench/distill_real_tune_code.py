"""Coding sessions and other work talk (reviews, brainstorms, chatter), for tuning."""

from __future__ import annotations

from .distill_case import case

A, U, T = "assistant", "user", "tool"

CASES = [
    case("tc-go-payment-retries", "claude-code",
         (U, "the payout client in internal/payouts keeps failing when the provider hiccups. "
             "can you look at client.go and add retries? we get like 30 failures a day that "
             "succeed if someone reruns them by hand"),
         (A, "I'll start by reading the client and its tests."),
         (T, "$ cat internal/payouts/client.go\n"
             "package payouts\n"
             "\n"
             "import (\n"
             "\t\"bytes\"\n"
             "\t\"context\"\n"
             "\t\"encoding/json\"\n"
             "\t\"fmt\"\n"
             "\t\"net/http\"\n"
             "\t\"time\"\n"
             ")\n"
             "\n"
             "type Client struct {\n"
             "\tbase string\n"
             "\thttp *http.Client\n"
             "}\n"
             "\n"
             "func New(base string) *Client {\n"
             "\treturn &Client{base: base, http: &http.Client{Timeout: 10 * time.Second}}\n"
             "}\n"
             "\n"
             "func (c *Client) Send(ctx context.Context, p Payout) (*Receipt, error) {\n"
             "\tbody, _ := json.Marshal(p)\n"
             "\treq, _ := http.NewRequestWithContext(ctx, \"POST\", c.base+\"/v2/payouts\", "
             "bytes.NewReader(body))\n"
             "\tresp, err := c.http.Do(req)\n"
             "\tif err != nil {\n"
             "\t\treturn nil, err\n"
             "\t}\n"
             "\tdefer resp.Body.Close()\n"
             "\tif resp.StatusCode != 200 {\n"
             "\t\treturn nil, fmt.Errorf(\"payout failed: %d\", resp.StatusCode)\n"
             "\t}\n"
             "\tvar r Receipt\n"
             "\treturn &r, json.NewDecoder(resp.Body).Decode(&r)\n"
             "}"),
         (A, "Thanks. A few observations before touching anything:\n"
             "\n"
             "1. `Send` does a single attempt and treats every non-200 as fatal.\n"
             "2. There's no idempotency key, so a blind retry of a POST could double-pay if "
             "the first request actually landed but the response got lost.\n"
             "3. Errors from `json.Marshal` and `NewRequestWithContext` are ignored.\n"
             "\n"
             "For the retry policy itself there are two common options:\n"
             "\n"
             "**Option A: fixed delay** - e.g. 3 attempts, 2s apart. Simple, but if the "
             "provider is overloaded everyone hammers it in lockstep.\n"
             "\n"
             "**Option B: exponential backoff with jitter** - 500ms, 1s, 2s, 4s... each "
             "randomised, capped. Friendlier to a struggling upstream.\n"
             "\n"
             "Which errors should be retried? My suggestion: network errors, timeouts, 429 "
             "and 5xx. Never 4xx other than 429.\n"
             "\n"
             "Question on point 2: does the provider accept an `Idempotency-Key` header? If "
             "it does, retries become safe."),
         (U, "B. and yes only 5xx, timeouts and 429. no idea about idempotency, I'll ask the "
             "provider about it this week. for now retry only when we know the request didnt "
             "reach them? is that even possible"),
         (A, "Partly. We can distinguish:\n"
             "\n"
             "- **Dial / connection refused / DNS errors**: the request never left, always "
             "safe to retry.\n"
             "- **Timeouts after the body was sent, 5xx**: the provider *may* have processed "
             "it. Unsafe without idempotency.\n"
             "\n"
             "A conservative middle ground until you hear back: retry connection-level errors "
             "and 429/503 (which the provider's docs usually define as \"not processed\"), "
             "and treat 500/502/504 as \"unknown\", surfacing them to the existing manual "
             "rerun queue.\n"
             "\n"
             "Want me to do that, or retry all 5xx as you first said?"),
         (U, "conservative one. makes sense"),
         (A, "Implementing. I'll add a small `retry.go` with the backoff and keep `Send` "
             "readable."),
         (T, "$ git diff --stat\n"
             " internal/payouts/client.go | 41 ++++++++++++++++++++++++++++++-----------\n"
             " internal/payouts/retry.go  | 48 "
             "++++++++++++++++++++++++++++++++++++++++++++++++\n"
             " 2 files changed, 76 insertions(+), 13 deletions(-)"),
         (A, "Here is the core of `retry.go`:\n"
             "\n"
             "```go\n"
             "func backoff(attempt int) time.Duration {\n"
             "\tbase := 500 * time.Millisecond << attempt\n"
             "\tif base > maxDelay {\n"
             "\t\tbase = maxDelay\n"
             "\t}\n"
             "\treturn time.Duration(rand.Int63n(int64(base)))\n"
             "}\n"
             "\n"
             "func retryable(err error, status int) bool {\n"
             "\tvar ne net.Error\n"
             "\tif errors.As(err, &ne) && !ne.Timeout() {\n"
             "\t\treturn true // never reached the provider\n"
             "\t}\n"
             "\treturn status == 429 || status == 503\n"
             "}\n"
             "```\n"
             "\n"
             "`maxDelay` is 30s and we try at most 5 times. Shall I run the tests?"),
         (U, "yes. also btw I'm dyslexic so please keep var names short but not too similar, "
             "retryable vs retriable would kill me lol"),
         (A, "Noted, I'll keep names clearly distinct. Running the tests now."),
         (T, "$ go test ./internal/payouts/...\n"
             "--- FAIL: TestSendRetriesOn503 (4.02s)\n"
             "    client_test.go:88: expected 3 attempts, got 1\n"
             "FAIL\n"
             "FAIL\texample.com/ledger/internal/payouts\t4.118s"),
         (A, "The test server returns 503 but our loop checks `err` first and bails out "
             "because `err == nil` when the status is 503. Fixing the order of checks."),
         (T, "$ go test ./internal/payouts/...\n"
             "ok  \texample.com/ledger/internal/payouts\t1.907s"),
         (A, "All green. Next steps you might consider:\n"
             "\n"
             "- Add a **circuit breaker** (e.g. sony/gobreaker) so that during a long outage "
             "we stop calling the provider entirely.\n"
             "- Export retry counts as a Prometheus metric.\n"
             "- Fix the ignored `json.Marshal` error."),
         (U, "fix the marshal error yes. breaker not now, metrics maybe later"),
         (A, "Done, `Send` now returns the marshal and request-building errors."),
         (T, "$ go vet ./internal/payouts/... && go test ./internal/payouts/...\n"
             "ok  \texample.com/ledger/internal/payouts\t1.874s"),
         (U, "nice. commit it as \"payouts: retry connection errors, 429 and 503 with "
             "backoff\""),
         (T, "$ git commit -am \"payouts: retry connection errors, 429 and 503 with "
             "backoff\"\n"
             "[main 4e1a9c2] payouts: retry connection errors, 429 and 503 with backoff\n"
             " 3 files changed, 84 insertions(+), 15 deletions(-)"),
         (A, "Committed as 4e1a9c2. Good luck with the provider about idempotency keys; once "
             "you know, retrying 500/502/504 becomes a one-line change."),
         decisions=(
             "exponential backoff with jitter for payout retries",
             "retry only connection errors, 429 and 503",
         ),
         loops=("ask the provider about idempotency keys",),
         facts=("is dyslexic",),
         superseded=("retry on all 5xx, timeouts and 429",),
         split="tune"),
    case("tc-rust-cli-config", "cursor",
         (U, "adding a config file to my rust cli (tally, it counts time per project). where "
             "should it live and what format? I was thinking yaml at "
             "~/.config/tally/config.yaml"),
         (A, "Both choices are reasonable. Some notes:\n"
             "\n"
             "**Location**: use the `directories` crate (`ProjectDirs::from(\"\", \"\", "
             "\"tally\")`) so you get `~/.config/tally` on Linux, `~/Library/Application "
             "Support/tally` on macOS and `%APPDATA%` on Windows.\n"
             "\n"
             "**Format**:\n"
             "- YAML: familiar, but `serde_yaml` is now unmaintained and YAML has some "
             "surprising typing (`no` becoming `false`).\n"
             "- TOML: the Rust ecosystem default (Cargo uses it), `toml` crate is well "
             "maintained, no implicit typing.\n"
             "- JSON: no comments, annoying to hand-edit."),
         (U, "ok directories crate yes. stay with yaml for now, people know it"),
         (A, "Sounds good. Here is a starting point in `src/config.rs`:\n"
             "\n"
             "```rust\n"
             "use serde::Deserialize;\n"
             "\n"
             "#[derive(Debug, Deserialize, Default)]\n"
             "pub struct Config {\n"
             "    pub default_project: Option<String>,\n"
             "    #[serde(default = \"default_round\")]\n"
             "    pub round_minutes: u32,\n"
             "}\n"
             "\n"
             "fn default_round() -> u32 { 15 }\n"
             "```\n"
             "\n"
             "And the loader uses `serde_yaml::from_str`. Should I add the dependency?"),
         (U, "yes"),
         (T, "$ cargo add serde_yaml serde --features serde/derive\n"
             "    Updating crates.io index\n"
             "      Adding serde_yaml v0.9.34+deprecated to dependencies\n"
             "      Adding serde v1.0.203 to dependencies\n"
             "             Features:\n"
             "             + derive"),
         (U, "wait it literally says deprecated in the version. ok forget yaml, go toml"),
         (A, "Fair enough, switching."),
         (T, "$ cargo remove serde_yaml && cargo add toml\n"
             "    Removing serde_yaml from dependencies\n"
             "      Adding toml v0.8.14 to dependencies"),
         (A, "The struct stays the same; the loader becomes:\n"
             "\n"
             "```rust\n"
             "pub fn load() -> anyhow::Result<Config> {\n"
             "    let Some(dirs) = ProjectDirs::from(\"\", \"\", \"tally\") else {\n"
             "        return Ok(Config::default());\n"
             "    };\n"
             "    let path = dirs.config_dir().join(\"config.toml\");\n"
             "    match std::fs::read_to_string(&path) {\n"
             "        Ok(s) => Ok(toml::from_str(&s)?),\n"
             "        Err(e) if e.kind() == std::io::ErrorKind::NotFound => "
             "Ok(Config::default()),\n"
             "        Err(e) => Err(e.into()),\n"
             "    }\n"
             "}\n"
             "```\n"
             "\n"
             "A missing file gives defaults; a malformed one is an error with the line number "
             "from `toml`."),
         (U, "good. how do I wire it with the clap args so flags override the file"),
         (A, "Load the file first, then let any `Some` from clap win:\n"
             "\n"
             "```rust\n"
             "let cfg = config::load()?;\n"
             "let round = args.round.unwrap_or(cfg.round_minutes);\n"
             "let project = args.project.or(cfg.default_project);\n"
             "```\n"
             "\n"
             "For that the clap fields must be `Option<T>` without `default_value`, otherwise "
             "clap always fills them in."),
         (T, "$ cargo test\n"
             "   Compiling tally v0.3.0\n"
             "    Finished test [unoptimized + debuginfo] target(s) in 6.81s\n"
             "     Running unittests src/main.rs\n"
             "running 7 tests\n"
             ".......\n"
             "test result: ok. 7 passed; 0 failed; 0 ignored"),
         (A, "All 7 tests pass. Would you like me to add a `tally config init` subcommand "
             "that writes a commented default file?"),
         (U, "no. I'll write the readme section about the config file myself later tonight"),
         (A, "Understood. Remember to mention the per-OS locations in the README since they "
             "differ on macOS."),
         decisions=(
             "directories crate for the config location",
             "TOML for the config file",
             "CLI flags override config file values",
         ),
         loops=("write the README section about the config file",),
         superseded=("YAML config file",),
         split="tune"),
    case("tc-react-signup-validation", "codex",
         (U, "signup form in apps/web/src/routes/signup.tsx has hand rolled validation and "
             "its a mess. want a schema lib. zod or yup? also my daughter is home with a "
             "fever so I'll be slow to answer"),
         (A, "Sorry to hear that, hope she feels better soon. Let me look at the form first."),
         (T, "$ sed -n 1,60p apps/web/src/routes/signup.tsx\n"
             "export function Signup() {\n"
             "  const [email, setEmail] = useState(\"\");\n"
             "  const [pw, setPw] = useState(\"\");\n"
             "  const [errors, setErrors] = useState<Record<string, string>>({});\n"
             "\n"
             "  function validate() {\n"
             "    const e: Record<string, string> = {};\n"
             "    if (!email.includes(\"@\")) e.email = \"Invalid email\";\n"
             "    if (pw.length < 8) e.pw = \"Too short\";\n"
             "    if (!/[0-9]/.test(pw)) e.pw = \"Needs a number\";\n"
             "    setErrors(e);\n"
             "    return Object.keys(e).length === 0;\n"
             "  }\n"
             "  ..."),
         (A, "Comparison for your case:\n"
             "\n"
             "| | zod | yup |\n"
             "|---|---|---|\n"
             "| TS inference | first-class (`z.infer`) | works, weaker |\n"
             "| Bundle | ~13 kB | ~12 kB |\n"
             "| react-hook-form resolver | yes | yes |\n"
             "\n"
             "Given you're fully TypeScript, **zod** is the usual pick. Also: do you want "
             "errors on submit only, on blur, or while typing?"),
         (U, "zod. on blur"),
         (A, "Got it. Plan:\n"
             "\n"
             "1. Add `zod`, `react-hook-form`, `@hookform/resolvers`.\n"
             "2. Define `signupSchema` in `apps/web/src/lib/schemas.ts`.\n"
             "3. Replace the state + `validate()` with `useForm({ resolver: "
             "zodResolver(signupSchema), mode: \"onBlur\" })`."),
         (T, "$ pnpm --filter web add zod react-hook-form @hookform/resolvers\n"
             "Packages: +3\n"
             "+++\n"
             "dependencies:\n"
             "+ @hookform/resolvers 3.6.0\n"
             "+ react-hook-form 7.52.0\n"
             "+ zod 3.23.8\n"
             "Done in 3.4s"),
         (A, "Schema:\n"
             "\n"
             "```ts\n"
             "export const signupSchema = z.object({\n"
             "  email: z.string().email(\"Enter a valid email\"),\n"
             "  password: z\n"
             "    .string()\n"
             "    .min(8, \"At least 8 characters\")\n"
             "    .regex(/[0-9]/, \"Include a number\"),\n"
             "});\n"
             "export type SignupInput = z.infer<typeof signupSchema>;\n"
             "```\n"
             "\n"
             "Note the old code overwrote the \"Too short\" error with \"Needs a number\"; "
             "zod reports the first failing check per field, so users see one message at a "
             "time."),
         (U, "fine. what about the confirm password field, product wants one"),
         (A, "Use `.refine` on the object so the error lands on `confirm`:\n"
             "\n"
             "```ts\n"
             ".extend({ confirm: z.string() })\n"
             ".refine((d) => d.password === d.confirm, {\n"
             "  path: [\"confirm\"],\n"
             "  message: \"Passwords don't match\",\n"
             "});\n"
             "```"),
         (U, "ok add it"),
         (T, "$ pnpm --filter web test -- signup\n"
             " PASS  src/routes/signup.test.tsx\n"
             "  Signup\n"
             "    ✓ shows email error on blur (41 ms)\n"
             "    ✓ shows mismatch error on confirm (22 ms)\n"
             "    ✓ submits valid data (35 ms)\n"
             "\n"
             "Tests: 3 passed, 3 total"),
         (A, "Tests pass. Suggested follow-ups:\n"
             "\n"
             "1. A Playwright end-to-end test of the full signup flow.\n"
             "2. Move the schema to `packages/shared` so the API can validate with the same "
             "rules.\n"
             "3. Add i18n keys for the error messages."),
         (U, "2 yes, do it tomorrow with me. 1 and 3 no"),
         (A, "Okay. Tomorrow we'll move `signupSchema` into `packages/shared` and import it "
             "from both the web app and the API handler."),
         decisions=(
             "zod for signup form validation",
             "validate on blur",
             "confirm password field with refine",
         ),
         loops=("move signup schema to packages/shared",),
         split="tune"),
    case("tc-django-orders-column", "claude-code",
         (U, "need to add a `currency` column to orders, not null, default 'EUR'. orders has "
             "~38M rows on postgres 14. just write the migration, one AddField with the "
             "default is fine"),
         (A, "I'll check the model and existing migrations first."),
         (T, "$ ls shop/orders/migrations | tail -3\n"
             "0041_order_shipping_eta.py\n"
             "0042_alter_order_status.py\n"
             "0043_order_invoice_number.py\n"
             "$ grep -n \"class Order\" -A 12 shop/orders/models.py\n"
             "18:class Order(models.Model):\n"
             "19:    customer = models.ForeignKey(Customer, on_delete=models.PROTECT)\n"
             "20:    total = models.DecimalField(max_digits=12, decimal_places=2)\n"
             "21:    status = models.CharField(max_length=16, choices=Status.choices)\n"
             "22:    created_at = models.DateTimeField(auto_now_add=True)"),
         (A, "Writing `0044_order_currency.py` with a single `AddField(default=\"EUR\")`.\n"
             "\n"
             "One thing to be aware of: on Postgres 11+ adding a column with a constant "
             "default is a metadata-only change, so it's fast. **But** Django < 5.0 doesn't "
             "set a database default; it adds the column with the default, fills it, then "
             "drops the default in the same migration. What Django version are you on?"),
         (T, "$ pip show django | head -2\n"
             "Name: Django\n"
             "Version: 4.2.13"),
         (A, "4.2, so Django will emit roughly:\n"
             "\n"
             "```sql\n"
             "ALTER TABLE \"orders_order\" ADD COLUMN \"currency\" varchar(3) DEFAULT 'EUR' "
             "NOT NULL;\n"
             "ALTER TABLE \"orders_order\" ALTER COLUMN \"currency\" DROP DEFAULT;\n"
             "```\n"
             "\n"
             "The first statement is fast on PG14. The second is also metadata only. So it "
             "should be OK, as long as nothing else holds a lock on the table. Let me check "
             "with `sqlmigrate`."),
         (T, "$ python manage.py sqlmigrate orders 0044\n"
             "BEGIN;\n"
             "--\n"
             "-- Add field currency to order\n"
             "--\n"
             "ALTER TABLE \"orders_order\" ADD COLUMN \"currency\" varchar(3) DEFAULT 'EUR' "
             "NOT NULL;\n"
             "ALTER TABLE \"orders_order\" ALTER COLUMN \"currency\" DROP DEFAULT;\n"
             "CREATE INDEX \"orders_order_currency_3f2a1c_idx\" ON \"orders_order\" "
             "(\"currency\");\n"
             "COMMIT;"),
         (A, "There's a problem: because the field has `db_index=True` in my draft, Django "
             "also builds an index inside the same transaction. On 38M rows that's a long "
             "`ACCESS EXCLUSIVE`-adjacent lock (a plain `CREATE INDEX` blocks writes)."),
         (U, "hm. why is there an index, we never filter on currency"),
         (A, "You're right, I added `db_index=True` out of habit. Removing it leaves only the "
             "two fast statements."),
         (U, "wait actually finance wants historical orders to get the real currency, not "
             "EUR. some are GBP from the uk store. so it has to be a backfill anyway"),
         (A, "That changes things. A correct backfill means an `UPDATE` on a large share of "
             "38M rows. Doing that in one transaction would:\n"
             "\n"
             "- hold row locks on every updated row for the whole run,\n"
             "- bloat the table (every updated row is a new tuple),\n"
             "- risk a very long replication lag.\n"
             "\n"
             "**Proposal**:\n"
             "1. Migration A: add `currency` as **nullable**, no default.\n"
             "2. Management command: backfill in batches of 10k ids, with `store_id` -> "
             "currency mapping, sleeping briefly between batches.\n"
             "3. Migration B: set default 'EUR' and `NOT NULL` (using a `CHECK ... NOT VALID` "
             "+ `VALIDATE` trick to avoid a long lock)."),
         (U, "ok batches then. 10k is fine"),
         (A, "Creating migration A and the command."),
         (T, "$ python manage.py makemigrations orders -n order_currency_nullable\n"
             "Migrations for 'orders':\n"
             "  shop/orders/migrations/0044_order_currency_nullable.py\n"
             "    - Add field currency to order"),
         (A, "The command `backfill_order_currency`:\n"
             "\n"
             "```python\n"
             "STORE_CURRENCY = {\"uk\": \"GBP\"}\n"
             "\n"
             "def handle(self, *args, batch=10_000, **kw):\n"
             "    last = 0\n"
             "    while True:\n"
             "        ids = list(Order.objects.filter(id__gt=last, currency__isnull=True)\n"
             "                   .order_by(\"id\").values_list(\"id\", flat=True)[:batch])\n"
             "        if not ids:\n"
             "            break\n"
             "        for store, cur in STORE_CURRENCY.items():\n"
             "            Order.objects.filter(id__in=ids, "
             "store__code=store).update(currency=cur)\n"
             "        Order.objects.filter(id__in=ids, "
             "currency__isnull=True).update(currency=\"EUR\")\n"
             "        last = ids[-1]\n"
             "        time.sleep(0.2)\n"
             "```"),
         (T, "$ pytest shop/orders/tests/test_backfill_currency.py -q\n"
             "..\n"
             "2 passed in 1.31s"),
         (U, "good. I'll run the backfill on prod friday night when it's quiet, I'm the only "
             "dev here so nobody else will"),
         (A, "Makes sense. After it finishes, run migration B. Want me to write migration B "
             "now so it's ready?"),
         (U, "yes please"),
         (A, "Migration B written as `0045_order_currency_not_null.py`: it adds `CHECK "
             "(currency IS NOT NULL) NOT VALID`, validates it, then sets `NOT NULL` and the "
             "default. Don't apply it until the backfill reports zero remaining rows."),
         decisions=(
             "currency column nullable first, constraint later",
             "backfill currency in batches of 10k",
         ),
         loops=(
             "run the currency backfill on prod Friday night",
             "apply the NOT NULL migration after the backfill",
         ),
         facts=("is the only developer at their company",),
         superseded=("single AddField migration with EUR default",),
         split="tune"),
    case("tc-k8s-worker-oom", "claude-code",
         (U, "the thumbnailer worker keeps restarting in prod. kubectl says OOMKilled. its "
             "2am here in auckland so lets be quick"),
         (A, "Let's look at the pod and its limits."),
         (T, "$ kubectl -n media describe pod thumbnailer-7c9f6d8b5-x2kq4 | sed -n "
             "'/Containers:/,/Events:/p'\n"
             "Containers:\n"
             "  worker:\n"
             "    Image:          registry.local/thumbnailer:1.18.2\n"
             "    State:          Running\n"
             "    Last State:     Terminated\n"
             "      Reason:       OOMKilled\n"
             "      Exit Code:    137\n"
             "    Restart Count:  23\n"
             "    Limits:\n"
             "      cpu:     500m\n"
             "      memory:  512Mi\n"
             "    Requests:\n"
             "      cpu:     250m\n"
             "      memory:  256Mi"),
         (T, "$ kubectl -n media top pod -l app=thumbnailer\n"
             "NAME                               CPU(cores)   MEMORY(bytes)\n"
             "thumbnailer-7c9f6d8b5-x2kq4        311m         498Mi\n"
             "thumbnailer-7c9f6d8b5-p8wtn        287m         463Mi"),
         (A, "Both pods sit near the 512Mi limit. 23 restarts suggests memory grows until "
             "killed, which looks like either a leak or large images being decoded fully into "
             "memory.\n"
             "\n"
             "Options:\n"
             "\n"
             "**A. Raise the limit** to 1Gi now. Buys time, doesn't explain the growth.\n"
             "**B. Limit concurrency** per worker (currently `WORKERS=8` in the deployment "
             "env), since each job can hold a decoded 40-megapixel image (~160MB).\n"
             "**C. Profile** with `memray` on a staging pod to find a leak.\n"
             "\n"
             "These aren't exclusive."),
         (U, "A now, and drop workers to 4. profiling I'll do myself next week, not at 2am"),
         (A, "Patching the deployment."),
         (T, "$ kubectl -n media set resources deploy/thumbnailer -c worker "
             "--limits=memory=1Gi --requests=memory=512Mi\n"
             "deployment.apps/thumbnailer resource requirements updated\n"
             "$ kubectl -n media set env deploy/thumbnailer WORKERS=4\n"
             "deployment.apps/thumbnailer env updated\n"
             "$ kubectl -n media rollout status deploy/thumbnailer\n"
             "deployment \"thumbnailer\" successfully rolled out"),
         (U, "how do I see if the restarts actually stop"),
         (A, "Watch the restart counter on the new pods; it should stay at 0:\n"
             "\n"
             "```\n"
             "kubectl -n media get pods -l app=thumbnailer -w\n"
             "```\n"
             "\n"
             "And check memory again in a few minutes with `kubectl top`. Doing that now."),
         (T, "$ kubectl -n media top pod -l app=thumbnailer\n"
             "NAME                               CPU(cores)   MEMORY(bytes)\n"
             "thumbnailer-5d84c7f9b-hq2lm        204m         301Mi\n"
             "thumbnailer-5d84c7f9b-zt7rc        198m         288Mi"),
         (A, "Much lower. Note that this change was made with `kubectl` directly, so your "
             "GitOps repo will overwrite it on the next sync. You should mirror it in "
             "`deploy/media/thumbnailer.yaml`.\n"
             "\n"
             "Also worth considering:\n"
             "- A HorizontalPodAutoscaler on queue length so 4 workers per pod doesn't slow "
             "the backlog.\n"
             "- An alert on restart count > 3 in 10 minutes."),
         (U, "ugh right, argo will revert it. put it in the yaml and open the PR, I'll merge "
             "in the morning. hpa skip. alert yes but not tonight"),
         (T, "$ git checkout -b thumbnailer-mem && git commit -am \"thumbnailer: 1Gi limit, 4 "
             "workers\" && gh pr create --fill\n"
             "Switched to a new branch 'thumbnailer-mem'\n"
             "[thumbnailer-mem 91d0b3e] thumbnailer: 1Gi limit, 4 workers\n"
             " 1 file changed, 3 insertions(+), 3 deletions(-)\n"
             "https://git.example.com/platform/deploy/pull/412"),
         (A, "PR #412 is open. Summary for tomorrow-you:\n"
             "\n"
             "- Limit raised to 1Gi, request 512Mi, `WORKERS=4` (live now, PR #412 to persist "
             "it).\n"
             "- Profiling the growth: your task next week.\n"
             "- Restart alert: agreed, not done yet.\n"
             "\n"
             "Get some sleep!"),
         decisions=("raise thumbnailer memory limit to 1Gi", "thumbnailer workers down to 4"),
         loops=(
             "merge PR 412 in the morning",
             "profile thumbnailer memory growth next week",
             "add alert on thumbnailer restart count",
         ),
         facts=("lives in Auckland",),
         split="tune"),
    case("tc-dbt-retention-model", "cursor",
         (U, "writing a dbt model for weekly retention. cohorts by signup week. here's what I "
             "have, it's slow and the numbers look off\n"
             "```sql\n"
             "select\n"
             "  date_trunc('week', u.created_at) as cohort,\n"
             "  date_trunc('week', e.occurred_at) as week,\n"
             "  count(distinct e.user_id) as active\n"
             "from {{ ref('users') }} u\n"
             "join {{ ref('events') }} e on e.user_id = u.id\n"
             "group by 1, 2\n"
             "```"),
         (A, "Two things stand out:\n"
             "\n"
             "1. **Off numbers**: `date_trunc('week', ...)` in Snowflake depends on the "
             "`WEEK_START` session parameter. If your BI tool and dbt run with different "
             "settings, the weeks won't line up. Which warehouse is this?\n"
             "2. **Slow**: this scans all events every run. An incremental model would only "
             "process new weeks."),
         (U, "snowflake. weeks should start monday, thats what the business uses"),
         (A, "Then set it explicitly in the model rather than relying on the session:\n"
             "\n"
             "```sql\n"
             "{{ config(pre_hook=\"alter session set week_start = 1\") }}\n"
             "```\n"
             "\n"
             "Or, more robust, compute the Monday yourself: `dateadd(day, -(dayofweekiso(ts) "
             "- 1), ts::date)`. I'd go with the explicit expression since pre-hooks are easy "
             "to lose when someone copies the model."),
         (U, "explicit expression"),
         (A, "Here's a macro so it's reusable:\n"
             "\n"
             "```sql\n"
             "{% macro monday_of(ts) %}\n"
             "  dateadd(day, -(dayofweekiso({{ ts }}) - 1), {{ ts }}::date)\n"
             "{% endmacro %}\n"
             "```\n"
             "\n"
             "And the model:\n"
             "\n"
             "```sql\n"
             "with cohorts as (\n"
             "  select id as user_id, {{ monday_of('created_at') }} as cohort_week\n"
             "  from {{ ref('users') }}\n"
             "), activity as (\n"
             "  select distinct user_id, {{ monday_of('occurred_at') }} as active_week\n"
             "  from {{ ref('events') }}\n"
             ")\n"
             "select c.cohort_week,\n"
             "       datediff(week, c.cohort_week, a.active_week) as week_n,\n"
             "       count(*) as active_users\n"
             "from cohorts c join activity a using (user_id)\n"
             "group by 1, 2\n"
             "```"),
         (T, "$ dbt run -s retention_weekly\n"
             "13:02:11  1 of 1 START sql table model analytics.retention_weekly ........ "
             "[RUN]\n"
             "13:04:48  1 of 1 OK created sql table model analytics.retention_weekly ... "
             "[SUCCESS 1 in 157.2s]"),
         (U, "numbers match the looker dashboard now. still 2.5 min though"),
         (A, "The bulk of the time is the `distinct` over the full events table (about 1.9 "
             "billion rows according to the query profile)."),
         (U, "make it incremental?"),
         (A, "Incremental with retention is tricky because old cohorts gain new weeks. A "
             "clean approach: make the `activity` part an incremental model "
             "(`user_active_weeks`, unique key `user_id, active_week`) and keep "
             "`retention_weekly` as a cheap table on top of it. Should I do that?"),
         (U, "yeah"),
         (T, "$ dbt run -s user_active_weeks retention_weekly\n"
             "13:11:40  1 of 2 START sql incremental model analytics.user_active_weeks .. "
             "[RUN]\n"
             "13:13:52  1 of 2 OK created sql incremental model analytics.user_active_weeks "
             "[SUCCESS 1 in 132.0s]\n"
             "13:13:52  2 of 2 START sql table model analytics.retention_weekly ........ "
             "[RUN]\n"
             "13:14:01  2 of 2 OK created sql table model analytics.retention_weekly ... "
             "[SUCCESS 1 in 9.1s]\n"
             "$ dbt run -s user_active_weeks retention_weekly\n"
             "13:15:03  1 of 2 OK created sql incremental model analytics.user_active_weeks "
             "[SUCCESS 1 in 6.4s]\n"
             "13:15:12  2 of 2 OK created sql table model analytics.retention_weekly ... "
             "[SUCCESS 1 in 8.7s]"),
         (A, "The first run is a full build (2 min), subsequent runs take ~15s total.\n"
             "\n"
             "Next steps you could take:\n"
             "- Add `dbt_utils.unique_combination_of_columns` test on `user_active_weeks`.\n"
             "- Document the Monday convention in `schema.yml`.\n"
             "- Build a Looker explore on top."),
         (U, "cool thanks, that's it for today"),
         decisions=(
             "weeks start on Monday",
             "explicit monday_of expression instead of session setting",
             "incremental user_active_weeks model under retention",
         ),
         split="tune"),
    case("tc-pyproject-migration", "codex",
         (U, "want to finally kill setup.py in my library (pyfathom, tide tables). move to "
             "pyproject. I maintain it on weekends, day job is teaching chemistry, so keep it "
             "boring and standard"),
         (A, "Boring and standard it is. Current state:"),
         (T, "$ ls\n"
             "LICENSE  MANIFEST.in  README.rst  pyfathom  setup.cfg  setup.py  tests  "
             "tox.ini\n"
             "$ cat setup.py\n"
             "from setuptools import setup\n"
             "setup(\n"
             "    name=\"pyfathom\",\n"
             "    version=\"1.9.2\",\n"
             "    packages=[\"pyfathom\"],\n"
             "    install_requires=[\"numpy>=1.20\"],\n"
             "    python_requires=\">=3.8\",\n"
             "    package_data={\"pyfathom\": [\"data/*.csv\"]},\n"
             ")"),
         (A, "Options for the build backend:\n"
             "\n"
             "1. **setuptools** via `[build-system] requires = [\"setuptools>=68\"]`: the "
             "smallest change, `package_data` moves to `[tool.setuptools.package-data]`.\n"
             "2. **hatchling**: less configuration, includes package data by default, but a "
             "new tool for you.\n"
             "3. **flit-core**: very minimal, but less flexible with data files.\n"
             "\n"
             "Also, `python_requires=\">=3.8\"`: 3.8 is end of life since October 2024. Keep "
             "it?"),
         (U, "setuptools, least surprise. and drop 3.8 yes, 3.9 minimum"),
         (A, "Writing `pyproject.toml`:\n"
             "\n"
             "```toml\n"
             "[build-system]\n"
             "requires = [\"setuptools>=68\"]\n"
             "build-backend = \"setuptools.build_meta\"\n"
             "\n"
             "[project]\n"
             "name = \"pyfathom\"\n"
             "version = \"1.9.2\"\n"
             "requires-python = \">=3.9\"\n"
             "dependencies = [\"numpy>=1.20\"]\n"
             "readme = \"README.rst\"\n"
             "license = {text = \"MIT\"}\n"
             "\n"
             "[tool.setuptools.package-data]\n"
             "pyfathom = [\"data/*.csv\"]\n"
             "```"),
         (T, "$ rm setup.py setup.cfg MANIFEST.in && python -m build\n"
             "* Creating isolated environment: venv+pip...\n"
             "* Building sdist...\n"
             "* Building wheel from sdist\n"
             "Successfully built pyfathom-1.9.2.tar.gz and pyfathom-1.9.2-py3-none-any.whl\n"
             "$ unzip -l dist/pyfathom-1.9.2-py3-none-any.whl | grep csv\n"
             "$"),
         (A, "The wheel builds but contains **no CSV files**. Setuptools only applies "
             "`package-data` to packages it discovers, and auto-discovery is finding "
             "`pyfathom` but the `data` directory has no `__init__.py`, so with the newer "
             "include rules it's treated as a namespace package and skipped. The fix is "
             "`[tool.setuptools.packages.find] namespaces = true` or listing `pyfathom.data` "
             "explicitly."),
         (U, "ugh this is exactly what I didnt want. what would hatchling need"),
         (A, "With hatchling, everything inside `pyfathom/` is included by default:\n"
             "\n"
             "```toml\n"
             "[build-system]\n"
             "requires = [\"hatchling\"]\n"
             "build-backend = \"hatchling.build\"\n"
             "```\n"
             "\n"
             "No package-data section at all."),
         (U, "fine, hatchling then"),
         (T, "$ python -m build && unzip -l dist/pyfathom-1.9.2-py3-none-any.whl | grep csv\n"
             "Successfully built pyfathom-1.9.2.tar.gz and pyfathom-1.9.2-py3-none-any.whl\n"
             "    41023  2024-05-11 09:12   pyfathom/data/harmonics.csv\n"
             "    18877  2024-05-11 09:12   pyfathom/data/stations.csv"),
         (A, "CSVs are in. Tox still references `setup.py` in its `commands`; I updated it to "
             "`pip install .`."),
         (T, "$ tox -p\n"
             "py39: OK (14.2 seconds)\n"
             "py310: OK (13.8 seconds)\n"
             "py311: OK (12.9 seconds)\n"
             "py312: OK (13.1 seconds)\n"
             "  congratulations :)"),
         (A, "All four environments pass. Since dropping 3.8 is a breaking change for some "
             "users, I'd suggest releasing as 2.0.0 rather than 1.10. Also consider moving "
             "from tox to nox and adding a GitHub Action for trusted publishing."),
         (U, "2.0.0 yes. nox no, tox works. I'll tag and publish 2.0.0 on saturday"),
         (A, "Bumped the version to 2.0.0 in `pyproject.toml`. Add a changelog line about the "
             "3.9 minimum before tagging."),
         decisions=(
             "drop Python 3.8, minimum 3.9",
             "hatchling as build backend",
             "release as 2.0.0",
         ),
         loops=("tag and publish 2.0.0 on Saturday",),
         facts=("maintains pyfathom on weekends", "works as a chemistry teacher"),
         superseded=("setuptools as build backend",),
         split="tune"),
    case("tc-go-sqlite-locked", "cursor",
         (U, "getting `database is locked` from my go service under load. its a small "
             "internal tool, sqlite via mattn/go-sqlite3. log:\n"
             "```\n"
             "2024/06/03 10:14:22 POST /api/checkins 500 database is locked (5) "
             "(SQLITE_BUSY)\n"
             "2024/06/03 10:14:22 POST /api/checkins 500 database is locked (5) "
             "(SQLITE_BUSY)\n"
             "2024/06/03 10:14:23 GET /api/rooms 200 3ms\n"
             "```"),
         (A, "SQLITE_BUSY under concurrent writes is typical with the defaults. Let me see "
             "how the DB is opened."),
         (T, "$ grep -rn \"sql.Open\" .\n"
             "./internal/store/store.go:21:\tdb, err := sql.Open(\"sqlite3\", "
             "\"file:checkins.db\")"),
         (A, "A few causes combine here:\n"
             "\n"
             "1. **Rollback journal mode** (the default): readers block writers and vice "
             "versa.\n"
             "2. **No busy timeout**: SQLite returns BUSY immediately instead of waiting.\n"
             "3. **database/sql pool**: several connections may try to write at once.\n"
             "\n"
             "Fixes, in order of impact:\n"
             "\n"
             "- `_journal_mode=WAL` so readers don't block the writer.\n"
             "- `_busy_timeout=5000` so contention waits up to 5s.\n"
             "- Either `db.SetMaxOpenConns(1)` or a separate single-connection writer pool."),
         (U, "do WAL and the timeout. about the pool, whats the tradeoff"),
         (A, "- **MaxOpenConns(1) for everything**: simplest, but reads queue behind writes, "
             "so `GET /api/rooms` gets slower under write load.\n"
             "- **Two pools** (a read pool with N connections, a write pool with 1): reads "
             "stay parallel, writes are serialized in Go rather than fighting inside SQLite. "
             "Slightly more code: each store method must pick the right pool."),
         (U, "two pools"),
         (A, "Implementing."),
         (T, "$ git diff internal/store/store.go\n"
             "-\tdb, err := sql.Open(\"sqlite3\", \"file:checkins.db\")\n"
             "+\tdsn := "
             "\"file:checkins.db?_journal_mode=WAL&_busy_timeout=5000&_txlock=immediate\"\n"
             "+\trdb, err := sql.Open(\"sqlite3\", dsn+\"&mode=ro\")\n"
             "+\tif err != nil {\n"
             "+\t\treturn nil, err\n"
             "+\t}\n"
             "+\twdb, err := sql.Open(\"sqlite3\", dsn)\n"
             "+\tif err != nil {\n"
             "+\t\treturn nil, err\n"
             "+\t}\n"
             "+\twdb.SetMaxOpenConns(1)"),
         (A, "I also set `_txlock=immediate` so write transactions take the lock at `BEGIN` "
             "instead of upgrading later, which is a common source of BUSY errors that the "
             "busy timeout can't fix. Now updating the store methods to use `s.w` for "
             "Insert/Update and `s.r` for queries."),
         (T, "$ go test ./... && hey -n 2000 -c 50 -m POST -d '{\"room\":3}' "
             "http://localhost:8080/api/checkins | grep -A 4 \"Status code\"\n"
             "ok  \texample.com/roomie/internal/store\t0.412s\n"
             "Status code distribution:\n"
             "  [201]\t2000 responses"),
         (A, "2000 concurrent check-ins, zero errors. Previously you'd expect a few percent "
             "500s."),
         (U, "👍 nice"),
         (A, "Optional next steps:\n"
             "- Add `PRAGMA synchronous=NORMAL` for faster writes in WAL mode.\n"
             "- Periodic `PRAGMA wal_checkpoint(TRUNCATE)` if the WAL file grows big.\n"
             "- Consider moving to Postgres if the tool grows."),
         (U, "nah it's fine as is"),
         decisions=(
             "WAL mode with busy timeout for SQLite",
             "separate read pool and single-connection write pool",
         ),
         split="tune"),
    case("tc-terraform-remote-state", "claude-code",
         (U, "our terraform state for the analytics infra is a local file in the repo. yes i "
             "know. lets move it to s3. one more thing, I use a screen reader (NVDA), so "
             "please no ascii tables or box drawing, plain lists read much better"),
         (A, "Understood, I'll stick to plain lists and short code blocks. Let me look at the "
             "layout first."),
         (T, "$ find infra -maxdepth 2 -name \"*.tf*\" | sort\n"
             "infra/envs/prod/main.tf\n"
             "infra/envs/prod/terraform.tfstate\n"
             "infra/envs/prod/terraform.tfstate.backup\n"
             "infra/envs/staging/main.tf\n"
             "infra/envs/staging/terraform.tfstate\n"
             "infra/modules/warehouse/main.tf\n"
             "infra/modules/warehouse/variables.tf"),
         (A, "Two environments, each with its own local state. Choices to make:\n"
             "\n"
             "1. Locking: S3 alone has native locking since Terraform 1.10 (`use_lockfile = "
             "true`), or the classic DynamoDB table. Which Terraform version do you run?\n"
             "2. Layout: one bucket with a key per environment, or one bucket per "
             "environment.\n"
             "3. Who creates the bucket: a small bootstrap config, or by hand in the console."),
         (T, "$ terraform version\n"
             "Terraform v1.7.5\n"
             "on linux_amd64"),
         (A, "You're on 1.7.5, so native S3 locking isn't available unless you upgrade. The "
             "DynamoDB table is the option that works today."),
         (U, "dynamodb then, not upgrading terraform this week. one bucket, key per env. "
             "bootstrap config, I don't want clickops"),
         (A, "Creating `infra/bootstrap/main.tf` with:\n"
             "\n"
             "- an S3 bucket `acme-analytics-tfstate` with versioning, default encryption and "
             "public access blocked\n"
             "- a DynamoDB table `tfstate-locks` with partition key `LockID`\n"
             "\n"
             "Then each environment gets a backend block like this:\n"
             "\n"
             "```hcl\n"
             "terraform {\n"
             "  backend \"s3\" {\n"
             "    bucket         = \"acme-analytics-tfstate\"\n"
             "    key            = \"prod/terraform.tfstate\"\n"
             "    region         = \"eu-west-1\"\n"
             "    dynamodb_table = \"tfstate-locks\"\n"
             "    encrypt        = true\n"
             "  }\n"
             "}\n"
             "```"),
         (T, "$ cd infra/bootstrap && terraform init && terraform plan\n"
             "Initializing the backend...\n"
             "Initializing provider plugins...\n"
             "- Installing hashicorp/aws v5.54.1...\n"
             "Terraform has been successfully initialized!\n"
             "\n"
             "Plan: 5 to add, 0 to change, 0 to destroy."),
         (A, "The bootstrap plan adds 5 resources: the bucket, its versioning, encryption, "
             "the public access block, and the lock table. Shall I apply it?"),
         (U, "yes apply"),
         (T, "$ terraform apply -auto-approve\n"
             "aws_dynamodb_table.locks: Creating...\n"
             "aws_s3_bucket.state: Creating...\n"
             "aws_s3_bucket.state: Creation complete after 2s [id=acme-analytics-tfstate]\n"
             "aws_s3_bucket_versioning.state: Creation complete after 1s\n"
             "aws_s3_bucket_public_access_block.state: Creation complete after 1s\n"
             "aws_s3_bucket_server_side_encryption_configuration.state: Creation complete "
             "after 1s\n"
             "aws_dynamodb_table.locks: Creation complete after 8s [id=tfstate-locks]\n"
             "\n"
             "Apply complete! Resources: 5 added, 0 changed, 0 destroyed."),
         (A, "Bucket and lock table exist. I've added the backend blocks to "
             "`envs/prod/main.tf` and `envs/staging/main.tf`. The last step is `terraform "
             "init -migrate-state` in each environment, which copies the local state to S3. "
             "It prompts for confirmation; do you want me to run it?"),
         (U, "no, I'll run the migrate-state myself for both envs, I want to hear the "
             "prompts. then delete the local state files from git"),
         (A, "Sensible. After the migration, before deleting the local files, check that "
             "`terraform plan` in each environment reports no changes. Then:\n"
             "\n"
             "- `git rm --cached infra/envs/*/terraform.tfstate*`\n"
             "- add `*.tfstate*` to `.gitignore`\n"
             "\n"
             "The old state is still in git history, and it may contain secrets such as "
             "database passwords. You may want to rewrite history or rotate those secrets."),
         (U, "hm. rotating the warehouse password is probably easier than rewriting history. "
             "I'll do that too"),
         (A, "Agreed, rotation is simpler and safer. I've added `*.tfstate*` to `.gitignore` "
             "already."),
         decisions=(
             "S3 backend with DynamoDB locking",
             "one state bucket, one key per environment",
             "bootstrap config for the state bucket",
         ),
         loops=(
             "run terraform init -migrate-state for prod and staging",
             "remove local state files from git",
             "rotate the warehouse password",
         ),
         facts=("uses the NVDA screen reader",),
         split="tune"),
    case("tc-tokio-session-actor", "codex",
         (U, "my axum server hangs after a while under load. no panic, just stops answering. "
             "I suspect the session map. src/sessions.rs"),
         (A, "Let me read it."),
         (T, "$ cat src/sessions.rs\n"
             "use std::collections::HashMap;\n"
             "use std::sync::{Arc, Mutex};\n"
             "\n"
             "#[derive(Clone, Default)]\n"
             "pub struct Sessions(Arc<Mutex<HashMap<String, Session>>>);\n"
             "\n"
             "impl Sessions {\n"
             "    pub async fn touch(&self, id: &str, store: &Store) -> anyhow::Result<()> {\n"
             "        let mut map = self.0.lock().unwrap();\n"
             "        if let Some(s) = map.get_mut(id) {\n"
             "            s.last_seen = now();\n"
             "            store.save_last_seen(id, s.last_seen).await?;\n"
             "        }\n"
             "        Ok(())\n"
             "    }\n"
             "}"),
         (A, "Found it: a `std::sync::Mutex` guard is held across `.await` on "
             "`store.save_last_seen`. When that task is parked, the tokio worker thread moves "
             "on, and another task on the same worker tries to `lock()` and blocks the whole "
             "thread. With enough of them, every worker is blocked: a hang with no panic.\n"
             "\n"
             "(You usually get a compile error for this if the future must be `Send`, but "
             "`MutexGuard` is only `!Send` on some platforms... here it compiles because the "
             "handler is spawned with `spawn_local`.)\n"
             "\n"
             "Fixes:\n"
             "\n"
             "**Option 1**: switch to `tokio::sync::Mutex`, whose guard can be held across "
             "await.\n"
             "**Option 2**: drop the guard before the await: copy what you need, release, "
             "then save.\n"
             "**Option 3**: an actor: one task owns the map and receives commands over an "
             "`mpsc` channel."),
         (U, "option 1, smallest diff"),
         (T, "$ git diff --stat\n"
             " src/sessions.rs | 6 +++---\n"
             " 1 file changed, 3 insertions(+), 3 deletions(-)"),
         (A, "Switched to `tokio::sync::Mutex` and `.lock().await`. That fixes the hang. One "
             "caveat: the map is now locked for the whole duration of the database write, so "
             "all `touch` calls are serialized behind the slowest write."),
         (T, "$ oha -z 30s -c 200 http://localhost:3000/api/ping\n"
             "Summary:\n"
             "  Success rate:\t100.00%\n"
             "  Total:\t30.0012 secs\n"
             "  Slowest:\t2.4110 secs\n"
             "  Fastest:\t0.0009 secs\n"
             "  Average:\t0.1873 secs\n"
             "  Requests/sec:\t1062.4"),
         (U, "no hang but 2.4s slowest is bad, it was 40ms before it started hanging. what "
             "would the actor look like"),
         (A, "Sketch:\n"
             "\n"
             "```rust\n"
             "enum Cmd {\n"
             "    Touch(String),\n"
             "    Get(String, oneshot::Sender<Option<Session>>),\n"
             "}\n"
             "\n"
             "async fn run(mut rx: mpsc::Receiver<Cmd>, store: Store) {\n"
             "    let mut map = HashMap::new();\n"
             "    while let Some(cmd) = rx.recv().await {\n"
             "        match cmd {\n"
             "            Cmd::Touch(id) => if let Some(s) = map.get_mut(&id) {\n"
             "                s.last_seen = now();\n"
             "                let (id, ts, st) = (id.clone(), s.last_seen, store.clone());\n"
             "                tokio::spawn(async move { let _ = st.save_last_seen(&id, "
             "ts).await; });\n"
             "            },\n"
             "            Cmd::Get(id, tx) => { let _ = tx.send(map.get(&id).cloned()); }\n"
             "        }\n"
             "    }\n"
             "}\n"
             "```\n"
             "\n"
             "Handlers send a `Cmd` and don't wait for the database write at all."),
         (U, "ok go with the actor instead, revert the tokio mutex"),
         (T, "$ git checkout src/sessions.rs && cargo build --release 2>&1 | tail -2\n"
             "   Compiling sessiond v0.4.1\n"
             "    Finished release [optimized] target(s) in 38.12s"),
         (A, "Actor implemented; the channel has a bound of 1024. Load test again:"),
         (T, "$ oha -z 30s -c 200 http://localhost:3000/api/ping\n"
             "Summary:\n"
             "  Success rate:\t100.00%\n"
             "  Slowest:\t0.0512 secs\n"
             "  Average:\t0.0061 secs\n"
             "  Requests/sec:\t31877.2"),
         (A, "Slowest 51ms, about 30x the throughput of the mutex version. One consequence: "
             "`save_last_seen` errors are now only logged, not returned to the client. Is "
             "that acceptable?"),
         (U, "yes thats fine, last_seen is best effort anyway"),
         decisions=(
             "session map as an actor task with mpsc channel",
             "last_seen writes are best effort",
         ),
         superseded=("tokio Mutex for the session map",),
         split="tune"),
    case("tc-jest-flaky-scheduler", "claude-code",
         (U, "test `reminders/scheduler.test.ts` fails maybe 1 in 10 runs on CI. pretty new "
             "to typescript, I'm 52 and did java for 20 years, so explain the js-specific bits"),
         (A, "Happy to. Let's reproduce it first by running it many times."),
         (T, "$ for i in $(seq 30); do npx jest reminders/scheduler.test.ts --silent "
             ">/dev/null 2>&1 || echo \"fail $i\"; done\n"
             "fail 7\n"
             "fail 19\n"
             "fail 26"),
         (T, "$ npx jest reminders/scheduler.test.ts\n"
             " FAIL  src/reminders/scheduler.test.ts\n"
             "  ● scheduler › fires a reminder at the due time\n"
             "\n"
             "    expect(received).toHaveLength(expected)\n"
             "\n"
             "    Expected length: 1\n"
             "    Received length: 0\n"
             "\n"
             "      31 |     scheduler.add({ id: \"r1\", dueAt: Date.now() + 50 });\n"
             "      32 |     await sleep(60);\n"
             "    > 33 |     expect(sent).toHaveLength(1);\n"
             "         |                  ^"),
         (A, "The test waits real time: it schedules for +50ms and sleeps 60ms. On a busy CI "
             "runner, timers can fire late, so the 10ms margin isn't enough.\n"
             "\n"
             "JS-specific bit: `setTimeout(fn, 50)` means \"not earlier than 50ms\", never "
             "\"exactly at 50ms\". The event loop runs the callback when it's free, similar "
             "to a Java `ScheduledExecutorService` with a single busy thread.\n"
             "\n"
             "**Option A**: Jest fake timers: `jest.useFakeTimers()` then "
             "`jest.advanceTimersByTime(50)`. Time becomes deterministic.\n"
             "**Option B**: inject a clock into the scheduler so tests control `now()`.\n"
             "**Option C**: increase the sleep to 500ms. Still flaky in theory, and slow."),
         (U, "A. does that work with Date.now too? the scheduler uses it"),
         (A, "Yes, since Jest 27 \"modern\" fake timers also mock `Date`. The test becomes:\n"
             "\n"
             "```ts\n"
             "beforeEach(() => jest.useFakeTimers());\n"
             "afterEach(() => jest.useRealTimers());\n"
             "\n"
             "it(\"fires a reminder at the due time\", () => {\n"
             "  scheduler.add({ id: \"r1\", dueAt: Date.now() + 50 });\n"
             "  jest.advanceTimersByTime(50);\n"
             "  expect(sent).toHaveLength(1);\n"
             "});\n"
             "```"),
         (T, "$ for i in $(seq 100); do npx jest reminders/scheduler.test.ts --silent "
             ">/dev/null 2>&1 || echo \"fail $i\"; done\n"
             "$ npx jest reminders --silent\n"
             "Test Suites: 3 passed, 3 total\n"
             "Tests:       17 passed, 17 total\n"
             "Time:        1.84s"),
         (A, "100 runs, no failures. Also the suite went from 6.1s to 1.8s since nothing "
             "sleeps anymore.\n"
             "\n"
             "While looking around I noticed a few other things:\n"
             "\n"
             "1. CI could use `jest --retry 2` so flaky tests don't block merges.\n"
             "2. `date-fns` is on 2.x; 3.x has breaking changes in `format` tokens that your "
             "`formatDue` relies on.\n"
             "3. The other two reminder tests also use `sleep()`."),
         (U, "no retries, that just hides bugs. 3 yes fix them now. 2 open an issue for it "
             "and I'll look later"),
         (T, "$ git diff --stat\n"
             " src/reminders/digest.test.ts  | 14 ++++++--------\n"
             " src/reminders/snooze.test.ts  | 11 +++++------\n"
             " 2 files changed, 11 insertions(+), 14 deletions(-)\n"
             "$ npx jest reminders --silent\n"
             "Tests:       17 passed, 17 total"),
         (T, "$ gh issue create --title \"Upgrade date-fns to 3.x (format tokens)\" --body "
             "\"formatDue uses tokens changed in 3.0\"\n"
             "https://github.com/reminderly/app/issues/233"),
         (A, "Both tests converted, everything passes. Issue #233 opened for the date-fns "
             "upgrade, assigned to nobody yet."),
         (U, "perfect. commit the test changes"),
         (T, "$ git commit -am \"reminders: deterministic timers in tests\"\n"
             "[fix/flaky-scheduler 0b7e1d4] reminders: deterministic timers in tests\n"
             " 3 files changed, 19 insertions(+), 24 deletions(-)"),
         decisions=("jest fake timers for reminder tests", "no test retries in CI"),
         loops=("look into the date-fns 3.x upgrade",),
         facts=("is 52", "worked in Java for 20 years"),
         split="tune"),
    case("tc-duckdb-dispensing-csv", "cursor",
         (U, "pandas dies reading this csv, its 9GB of dispensing records. laptop has 16GB. "
             "I'm a data analyst in a hospital pharmacy, so nothing fancy, IT won't let me "
             "install much. what are my options\n"
             "```\n"
             "MemoryError: Unable to allocate 2.31 GiB for an array with shape (4, 77512345) "
             "and data type object\n"
             "```"),
         (A, "A 9GB CSV often becomes 30GB+ in pandas because of `object` string columns. "
             "Options that usually don't need admin rights (pip install into your user env):\n"
             "\n"
             "1. **pandas with chunks**: `read_csv(chunksize=1_000_000)` and aggregate per "
             "chunk. Works, but clumsy for joins.\n"
             "2. **pandas with dtypes**: `category` for ward/drug codes, `usecols` to skip "
             "columns. May fit, may not.\n"
             "3. **DuckDB**: query the CSV with SQL directly, out of core, streams from "
             "disk.\n"
             "4. **Polars**: lazy scanning, also out of core for many operations.\n"
             "\n"
             "What do you need to compute?"),
         (U, "monthly totals per ward and drug class, plus a join to the drug list (small "
             "excel). I know SQL better than pandas honestly"),
         (A, "Then DuckDB fits well. Example:\n"
             "\n"
             "```python\n"
             "import duckdb\n"
             "\n"
             "con = duckdb.connect(\"pharmacy.duckdb\")\n"
             "con.sql(\"\"\"\n"
             "  CREATE OR REPLACE TABLE dispensing AS\n"
             "  SELECT * FROM read_csv('dispensing_2023.csv', header=true)\n"
             "\"\"\")\n"
             "```"),
         (U, "ok duckdb. does it need admin rights"),
         (A, "No. `pip install --user duckdb` installs into your user profile, and DuckDB "
             "itself is a single library with no server or service to install."),
         (T, "$ pip install --user duckdb openpyxl\n"
             "Successfully installed duckdb-1.0.0 et-xmlfile-1.1.0 openpyxl-3.1.4"),
         (T, "$ python load.py\n"
             "100% ▕████████████████████████████████████████████████████████████▏\n"
             "Loaded 77512345 rows in 94.3s"),
         (A, "Loaded without trouble. The database file is about 1.6GB since DuckDB "
             "compresses columns. Now the monthly aggregation:\n"
             "\n"
             "```sql\n"
             "SELECT date_trunc('month', dispensed_at) AS month,\n"
             "       ward, d.drug_class,\n"
             "       sum(quantity) AS units\n"
             "FROM dispensing x JOIN drugs d USING (drug_code)\n"
             "GROUP BY ALL\n"
             "ORDER BY month, ward\n"
             "```\n"
             "\n"
             "For the Excel file, read it with pandas and register it: "
             "`con.register(\"drugs\", pd.read_excel(\"drugs.xlsx\"))`."),
         (T, "$ python monthly.py\n"
             "┌────────────┬─────────┬──────────────┬─────────┐\n"
             "│   month    │  ward   │  drug_class  │  units  │\n"
             "├────────────┼─────────┼──────────────┼─────────┤\n"
             "│ 2023-01-01 │ CARD-2  │ anticoag     │   18422 │\n"
             "│ 2023-01-01 │ CARD-2  │ beta-block   │   20911 │\n"
             "│ 2023-01-01 │ ONC-1   │ antiemetic   │   31250 │\n"
             "└────────────┴─────────┴──────────────┴─────────┘\n"
             "Run Time: real 1.912 s"),
         (U, "2 seconds. wow. im wiped today but this made my week"),
         (A, "Glad it helped. Some suggestions:\n"
             "\n"
             "- Export monthly results to Parquet or Excel for the managers: `COPY (...) TO "
             "'monthly.xlsx'`.\n"
             "- Keep the raw CSV out of the DuckDB file and query it lazily to save space.\n"
             "- Schedule the refresh with Windows Task Scheduler."),
         (U, "export to excel yes, managers live in excel. I'll also ask IT for a 32gb laptop "
             "anyway, this one is ancient"),
         (T, "$ python -c \"import duckdb; "
             "duckdb.connect('pharmacy.duckdb').sql(open('monthly.sql').read()).df().t"
             "o_excel('monthly_2023.xlsx', "
             "index=False)\"\n"
             "$ ls -la monthly_2023.xlsx\n"
             "-rw-r--r-- 1 analyst analyst 412887 Jun 12 16:41 monthly_2023.xlsx"),
         (A, "`monthly_2023.xlsx` is written, about 400KB."),
         decisions=("DuckDB for the dispensing data", "monthly results exported to Excel"),
         loops=("ask IT for a 32GB laptop",),
         facts=("works as a data analyst in a hospital pharmacy", "knows SQL better than pandas"),
         split="tune"),
    case("tc-fastapi-session-auth", "codex",
         (U, "building auth for our fastapi app (booking tool for climbing gyms). the plan "
             "was JWT access + refresh tokens. my cofounder says just use cookies. which one"),
         (A, "It depends on the clients. Who calls the API?"),
         (U, "just our own web app (sveltekit) on the same domain. maybe a mobile app in a "
             "year"),
         (A, "For a first-party web app on the same site, **server-side sessions with an "
             "HttpOnly cookie** are simpler and safer:\n"
             "\n"
             "- Logout and revocation are instant (delete the session row).\n"
             "- No token storage in JS, so XSS can't steal it.\n"
             "- No refresh token rotation logic.\n"
             "\n"
             "JWTs shine when many services must verify tokens without a shared store, or for "
             "third-party clients. A future mobile app can still use the same session token "
             "as a bearer header.\n"
             "\n"
             "Where would sessions live? Postgres (you already have it) or Redis?"),
         (U, "sessions then. redis, we already run it for the rate limiter"),
         (A, "Plan:\n"
             "\n"
             "1. `POST /auth/login` checks the password, creates `session:{token}` in Redis "
             "with the user id, sets cookie `sid`.\n"
             "2. A dependency `current_user` reads the cookie, looks up Redis.\n"
             "3. `POST /auth/logout` deletes the key and clears the cookie.\n"
             "\n"
             "Session lifetime: fixed (e.g. 7 days) or sliding (extended on each request)?"),
         (U, "sliding, 14 days"),
         (A, "Starting with the login route."),
         (T, "$ cat app/auth/routes.py\n"
             "from fastapi import APIRouter\n"
             "\n"
             "router = APIRouter(prefix=\"/auth\")\n"
             "\n"
             "# TODO: implement"),
         (A, "Writing it:\n"
             "\n"
             "```python\n"
             "SESSION_TTL = 14 * 24 * 3600\n"
             "\n"
             "@router.post(\"/login\")\n"
             "async def login(body: LoginIn, response: Response, redis=Depends(get_redis),\n"
             "                db=Depends(get_db)):\n"
             "    user = await users.by_email(db, body.email)\n"
             "    if not user or not verify_password(body.password, user.password_hash):\n"
             "        raise HTTPException(401, \"Invalid email or password\")\n"
             "    token = secrets.token_urlsafe(32)\n"
             "    await redis.set(f\"session:{token}\", user.id, ex=SESSION_TTL)\n"
             "    response.set_cookie(\"sid\", token, max_age=SESSION_TTL, httponly=True,\n"
             "                        secure=True, samesite=\"lax\")\n"
             "    return {\"id\": user.id, \"name\": user.name}\n"
             "```"),
         (U, "what hashing does verify_password use? we have some old users with md5 from the "
             "php prototype 🙈"),
         (A, "I'll check."),
         (T, "$ grep -n \"def verify_password\" -A 8 app/auth/passwords.py\n"
             "12:def verify_password(plain: str, stored: str) -> bool:\n"
             "13:    if stored.startswith(\"$argon2\"):\n"
             "14:        return _ph.verify(stored, plain)\n"
             "15:    return hashlib.md5(plain.encode()).hexdigest() == stored"),
         (A, "It accepts argon2 and falls back to unsalted MD5. Two options:\n"
             "\n"
             "- **Rehash on login**: when an MD5 user logs in successfully, replace the hash "
             "with argon2. Over time MD5 disappears.\n"
             "- **Force reset**: invalidate all MD5 hashes now and email those users a reset "
             "link."),
         (U, "rehash on login. how many md5 users are there"),
         (T, "$ psql $DATABASE_URL -c \"select count(*) from users where password_hash not "
             "like '\\$argon2%'\"\n"
             " count\n"
             "-------\n"
             "   214\n"
             "(1 row)"),
         (A, "214 users. Adding rehash-on-login in `login`:\n"
             "\n"
             "```python\n"
             "if not user.password_hash.startswith(\"$argon2\"):\n"
             "    await users.set_password_hash(db, user.id, _ph.hash(body.password))\n"
             "```"),
         (U, "ok. now the current_user dependency"),
         (A, "```python\n"
             "async def current_user(sid: str | None = Cookie(None), "
             "redis=Depends(get_redis),\n"
             "                       db=Depends(get_db)) -> User:\n"
             "    if not sid:\n"
             "        raise HTTPException(401)\n"
             "    uid = await redis.getex(f\"session:{sid}\", ex=SESSION_TTL)  # sliding\n"
             "    if uid is None:\n"
             "        raise HTTPException(401)\n"
             "    return await users.get(db, int(uid))\n"
             "```\n"
             "\n"
             "`GETEX` reads the value and resets the TTL in one round trip, which gives the "
             "sliding window."),
         (T, "$ pytest tests/auth -q\n"
             ".....F.\n"
             "=================================== FAILURES "
             "===================================\n"
             "____________________________ test_logout_clears_cookie "
             "____________________________\n"
             "    assert \"sid=\" in resp.headers[\"set-cookie\"]\n"
             "E   KeyError: 'set-cookie'\n"
             "1 failed, 6 passed in 0.88s"),
         (A, "Logout isn't written yet, so that test fails as expected. Adding it:\n"
             "\n"
             "```python\n"
             "@router.post(\"/logout\", status_code=204)\n"
             "async def logout(response: Response, sid: str | None = Cookie(None),\n"
             "                 redis=Depends(get_redis)):\n"
             "    if sid:\n"
             "        await redis.delete(f\"session:{sid}\")\n"
             "    response.delete_cookie(\"sid\")\n"
             "```"),
         (T, "$ pytest tests/auth -q\n"
             ".......\n"
             "7 passed in 0.91s"),
         (A, "All 7 auth tests pass. Important follow-ups:\n"
             "\n"
             "1. **CSRF**: with cookie auth, state-changing requests need protection. "
             "`SameSite=Lax` blocks most cross-site POSTs, but a double-submit token or "
             "checking the `Origin` header is recommended.\n"
             "2. **Rate limiting on /auth/login** with your existing limiter.\n"
             "3. **\"Log out everywhere\"**: keep a set `user_sessions:{uid}` to delete all "
             "of a user's sessions.\n"
             "4. **Session fixation**: new token on every login (already the case)."),
         (U, "1 yes but origin check, not tokens. 2 yes. 3 not now"),
         (A, "Should I do both now?"),
         (U, "do the rate limit now, origin check tomorrow, I want to read about it first"),
         (T, "$ git diff --stat app/auth/routes.py\n"
             " app/auth/routes.py | 3 ++-"),
         (A, "Rate limit added: 10 login attempts per minute per IP and 20 per hour per "
             "email, using the existing `limiter` decorator."),
         (T, "$ pytest tests/auth -q\n"
             "........\n"
             "8 passed in 0.97s"),
         (U, "nice. also where does secure=True leave local dev, we run plain http on "
             "localhost"),
         (A, "Browsers treat `http://localhost` as a secure context, so Chrome and Firefox "
             "accept `Secure` cookies there. Safari does not. If anyone on the team uses "
             "Safari, make it configurable:\n"
             "\n"
             "```python\n"
             "secure=settings.cookie_secure  # False in .env.development\n"
             "```"),
         (U, "I'm the only one on safari lol. make it configurable"),
         (T, "$ grep -n cookie_secure app/settings.py .env.development\n"
             "app/settings.py:19:    cookie_secure: bool = True\n"
             ".env.development:7:COOKIE_SECURE=false"),
         (A, "Done. `COOKIE_SECURE=false` in `.env.development`, default stays `True`."),
         (U, "thanks. Mateo is going to be so smug that we went with cookies"),
         (A, "He earned it this time. Summary of the session:\n"
             "\n"
             "- Server-side sessions in Redis, `sid` HttpOnly cookie, 14-day sliding "
             "lifetime.\n"
             "- MD5 hashes upgraded to argon2 on login (214 users pending).\n"
             "- Login rate limited.\n"
             "- Open: `Origin` header check for state-changing requests."),
         decisions=(
             "server-side sessions instead of JWT",
             "sessions stored in Redis",
             "sliding 14-day session lifetime",
             "rehash MD5 passwords to argon2 on login",
             "CSRF protection via Origin header check",
             "rate limit the login route",
             "cookie secure flag configurable per environment",
         ),
         loops=("add Origin header check for CSRF",),
         split="tune"),
    case("tc-certbot-http01-renewal", "claude-code",
         (U, "certbot renew fails on my home server, cert expires in 6 days. its a raspberry "
             "pi 4 in the hallway cupboard running nginx for nextcloud and a few things"),
         (T, "$ sudo certbot renew --dry-run\n"
             "Processing /etc/letsencrypt/renewal/cloud.hearthnet.org.conf\n"
             "Simulating renewal of an existing certificate for cloud.hearthnet.org\n"
             "Certbot failed to authenticate some domains (authenticator: webroot).\n"
             "  Domain: cloud.hearthnet.org\n"
             "  Type:   unauthorized\n"
             "  Detail: 203.0.113.40: Invalid response from\n"
             "  https://cloud.hearthnet.org/.well-known/acme-challenge/Xk2...: 404"),
         (A, "The challenge request gets a 404, and interestingly over `https://`, which "
             "means something redirects the HTTP challenge to HTTPS and the HTTPS server "
             "block doesn't serve the webroot. Let's see the nginx config."),
         (T, "$ sudo nginx -T 2>/dev/null | sed -n '/listen 80/,/}/p'\n"
             "    listen 80;\n"
             "    server_name cloud.hearthnet.org;\n"
             "    return 301 https://$host$request_uri;\n"
             "}"),
         (A, "Right: every request on port 80 is redirected, including "
             "`/.well-known/acme-challenge/`. The webroot authenticator writes the token to "
             "`/var/www/letsencrypt`, but the HTTPS block proxies everything to Nextcloud, "
             "which returns 404.\n"
             "\n"
             "Two ways forward:\n"
             "\n"
             "**Option 1 (keep HTTP-01)**: serve the challenge path on port 80 before the "
             "redirect:\n"
             "\n"
             "```nginx\n"
             "server {\n"
             "    listen 80;\n"
             "    server_name cloud.hearthnet.org;\n"
             "    location /.well-known/acme-challenge/ { root /var/www/letsencrypt; }\n"
             "    location / { return 301 https://$host$request_uri; }\n"
             "}\n"
             "```\n"
             "\n"
             "**Option 2 (DNS-01)**: validate via a DNS TXT record using your DNS provider's "
             "API. No port 80 needed at all, allows wildcard certs, but needs an API token on "
             "the Pi."),
         (U, "option 1. I dont want dns api tokens on a box in a cupboard"),
         (T, "$ sudo nginx -t && sudo systemctl reload nginx\n"
             "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
             "nginx: configuration file /etc/nginx/nginx.conf test is successful\n"
             "$ sudo certbot renew --dry-run\n"
             "Simulating renewal of an existing certificate for cloud.hearthnet.org\n"
             "Congratulations, all simulated renewals succeeded:\n"
             "  /etc/letsencrypt/live/cloud.hearthnet.org/fullchain.pem (success)"),
         (A, "The dry run succeeds. Now the real renewal:"),
         (T, "$ sudo certbot renew\n"
             "Renewing an existing certificate for cloud.hearthnet.org\n"
             "Congratulations, all renewals succeeded:\n"
             "  /etc/letsencrypt/live/cloud.hearthnet.org/fullchain.pem (success)\n"
             "$ echo | openssl s_client -connect cloud.hearthnet.org:443 2>/dev/null | "
             "openssl x509 -noout -enddate\n"
             "notAfter=Sep 14 07:51:02 2024 GMT"),
         (A, "Renewed until 14 September. Why did it work before? Probably the redirect was "
             "added later. Did you change the config recently?"),
         (U, "yeah I added the redirect in may when I set up the photo thing. whoops"),
         (A, "That explains it. To avoid a repeat:\n"
             "\n"
             "- Certbot has a deploy hook to reload nginx: `--deploy-hook \"systemctl reload "
             "nginx\"`. Without it, nginx keeps serving the old cert until restarted.\n"
             "- Add a monitor (Uptime Kuma, which you may already run, can check cert expiry)."),
         (U, "the deploy hook yes. uptime kuma I don't have, skip"),
         (T, "$ sudo sed -i 's/^\\[renewalparams\\]/[renewalparams]\\nrenew_hook = systemctl "
             "reload nginx/' /etc/letsencrypt/renewal/cloud.hearthnet.org.conf\n"
             "$ sudo grep renew_hook /etc/letsencrypt/renewal/cloud.hearthnet.org.conf\n"
             "renew_hook = systemctl reload nginx\n"
             "$ sudo systemctl reload nginx"),
         (A, "Hook added and nginx reloaded, so the new certificate is live now."),
         decisions=(
             "keep HTTP-01 challenge, serve it before the redirect",
             "reload nginx after renewal via hook",
         ),
         facts=("runs a home server on a Raspberry Pi 4",),
         split="tune"),
    case("tc-swiftui-feed-jank", "cursor",
         (U, "my swiftui feed stutters when scrolling fast. it's a List of posts with photos. "
             "I'm a paramedic and code between shifts so I may disappear mid convo, sorry in "
             "advance"),
         (A, "No problem, I'll keep each step self-contained. Can you show the row view?"),
         (U, "```swift\n"
             "struct PostRow: View {\n"
             "    let post: Post\n"
             "    var body: some View {\n"
             "        VStack(alignment: .leading) {\n"
             "            Text(post.author).font(.headline)\n"
             "            if let data = try? Data(contentsOf: post.photoURL),\n"
             "               let img = UIImage(data: data) {\n"
             "                Image(uiImage: img).resizable().scaledToFit()\n"
             "            }\n"
             "            Text(post.caption)\n"
             "        }\n"
             "    }\n"
             "}\n"
             "```"),
         (A, "That's the cause. `Data(contentsOf:)` reads the file **synchronously on the "
             "main thread** every time `body` is evaluated, and `UIImage(data:)` decodes the "
             "full-resolution photo (often 12MP, ~48MB decoded) just to show it at 390pt "
             "wide.\n"
             "\n"
             "Fix in three parts:\n"
             "\n"
             "1. Load asynchronously, off the main thread.\n"
             "2. **Downsample** with ImageIO (`CGImageSourceCreateThumbnailAtIndex`) to the "
             "display size instead of decoding the full image.\n"
             "3. Cache the downsampled images (`NSCache`) so scrolling back up doesn't redo "
             "the work.\n"
             "\n"
             "Alternatively, a library like Kingfisher or Nuke does all of this for you."),
         (U, "no third party libs, I want to understand it. do 1-3"),
         (A, "Here's a downsampling helper:\n"
             "\n"
             "```swift\n"
             "func downsample(_ url: URL, to size: CGSize, scale: CGFloat) -> UIImage? {\n"
             "    let opts = [kCGImageSourceShouldCache: false] as CFDictionary\n"
             "    guard let src = CGImageSourceCreateWithURL(url as CFURL, opts) else { "
             "return nil }\n"
             "    let maxPx = max(size.width, size.height) * scale\n"
             "    let thumbOpts = [\n"
             "        kCGImageSourceCreateThumbnailFromImageAlways: true,\n"
             "        kCGImageSourceShouldCacheImmediately: true,\n"
             "        kCGImageSourceCreateThumbnailWithTransform: true,\n"
             "        kCGImageSourceThumbnailMaxPixelSize: maxPx,\n"
             "    ] as CFDictionary\n"
             "    guard let cg = CGImageSourceCreateThumbnailAtIndex(src, 0, thumbOpts) else "
             "{ return nil }\n"
             "    return UIImage(cgImage: cg)\n"
             "}\n"
             "```\n"
             "\n"
             "And an `actor ThumbnailStore` wrapping an `NSCache<NSURL, UIImage>` with `func "
             "image(for:size:) async -> UIImage?` that runs `downsample` in a detached task."),
         (U, "how big should the cache be"),
         (A, "`NSCache` evicts on memory pressure anyway, but set `totalCostLimit` so it "
             "doesn't grow unbounded. Cost = bytes of the decoded image (`width * height * "
             "4`). 50MB is a reasonable start for a feed."),
         (U, "50 ok"),
         (A, "The row becomes:\n"
             "\n"
             "```swift\n"
             "struct PostRow: View {\n"
             "    let post: Post\n"
             "    @State private var img: UIImage?\n"
             "    var body: some View {\n"
             "        VStack(alignment: .leading) {\n"
             "            Text(post.author).font(.headline)\n"
             "            Group {\n"
             "                if let img { Image(uiImage: img).resizable().scaledToFit() }\n"
             "                else { Rectangle().fill(.quaternary).aspectRatio(4/3, "
             "contentMode: .fit) }\n"
             "            }\n"
             "            .task(id: post.id) {\n"
             "                img = await ThumbnailStore.shared.image(for: post.photoURL,\n"
             "                                                        size: CGSize(width: "
             "390, height: 520))\n"
             "            }\n"
             "            Text(post.caption)\n"
             "        }\n"
             "    }\n"
             "}\n"
             "```\n"
             "\n"
             "`.task(id:)` cancels automatically when the row scrolls off screen."),
         (T, "$ xcodebuild -scheme Shiftlog -destination 'platform=iOS Simulator,name=iPhone "
             "15' build | tail -3\n"
             "** BUILD SUCCEEDED **"),
         (U, "back. built it on my phone. way smoother but the placeholder flashes when "
             "scrolling back up"),
         (A, "That's because `img` is `@State` and resets when SwiftUI recycles the row. "
             "Check the cache synchronously first: add a nonisolated `cachedImage(for:)` on "
             "the store (NSCache is thread-safe) and initialise the state from it:\n"
             "\n"
             "```swift\n"
             "@State private var img: UIImage?\n"
             "init(post: Post) {\n"
             "    self.post = post\n"
             "    _img = State(initialValue: ThumbnailStore.shared.cachedImage(for: "
             "post.photoURL))\n"
             "}\n"
             "```"),
         (U, "yep no flash now"),
         (A, "Great. Optional next steps:\n"
             "- Profile with Instruments' SwiftUI template to confirm no body re-evaluations "
             "storms.\n"
             "- Prefetch images for the next few rows.\n"
             "- Move the hard-coded 390pt width to `GeometryReader`."),
         (U, "good enough for now, gotta go, shift starts"),
         decisions=(
             "no third-party image libraries",
             "downsample photos with ImageIO off the main thread",
             "NSCache for thumbnails, 50MB limit",
         ),
         facts=("works as a paramedic",),
         split="tune"),
    case("tc-redis-price-stampede", "codex",
         (U, "every 10 min our product API p99 jumps to 4s. it lines up with redis keys "
             "expiring. node + ioredis. cache code is in src/cache/products.ts"),
         (T, "$ cat src/cache/products.ts\n"
             "export async function getProduct(id: string): Promise<Product> {\n"
             "  const hit = await redis.get(`product:${id}`);\n"
             "  if (hit) return JSON.parse(hit);\n"
             "  const p = await db.product.findUnique({ where: { id } , include: { prices: "
             "true }});\n"
             "  await redis.set(`product:${id}`, JSON.stringify(p), \"EX\", 600);\n"
             "  return p;\n"
             "}"),
         (A, "Classic cache stampede. All popular products were cached at roughly the same "
             "time (probably after a deploy), so they expire together, and every concurrent "
             "request for a hot product misses and queries Postgres at once.\n"
             "\n"
             "Mitigations:\n"
             "\n"
             "1. **TTL jitter**: `600 + random(0..120)` spreads expiry over time.\n"
             "2. **Single-flight lock**: the first miss takes a short Redis lock (`SET NX PX "
             "5000`) and recomputes; others wait or retry.\n"
             "3. **Stale-while-revalidate**: store the value with a soft expiry inside the "
             "payload and a longer hard TTL. After the soft expiry, serve stale data and "
             "refresh in the background (with a lock so only one refresh runs).\n"
             "\n"
             "(3) gives the best latency since no request ever waits for the DB on a hot key."),
         (U, "3 plus jitter. my manager Ruth wants this fixed before the sale on friday so "
             "lets not overengineer"),
         (A, "Keeping it small. New shape of the cached value:\n"
             "\n"
             "```ts\n"
             "type Entry<T> = { v: T; softExp: number };\n"
             "\n"
             "export async function getProduct(id: string): Promise<Product> {\n"
             "  const key = `product:${id}`;\n"
             "  const raw = await redis.get(key);\n"
             "  if (raw) {\n"
             "    const e: Entry<Product> = JSON.parse(raw);\n"
             "    if (Date.now() > e.softExp) void refresh(id);  // background, don't await\n"
             "    return e.v;\n"
             "  }\n"
             "  return refresh(id);\n"
             "}\n"
             "\n"
             "async function refresh(id: string): Promise<Product> {\n"
             "  const key = `product:${id}`;\n"
             "  const gotLock = await redis.set(`${key}:lock`, \"1\", \"PX\", 5000, \"NX\");\n"
             "  if (!gotLock) {\n"
             "    const raw = await redis.get(key);\n"
             "    if (raw) return (JSON.parse(raw) as Entry<Product>).v;\n"
             "  }\n"
             "  const p = await loadProduct(id);\n"
             "  const soft = 600_000 + Math.floor(Math.random() * 120_000);\n"
             "  await redis.set(key, JSON.stringify({ v: p, softExp: Date.now() + soft }), "
             "\"PX\", soft * 3);\n"
             "  return p;\n"
             "}\n"
             "```"),
         (U, "does the order of \"PX\", 5000, \"NX\" matter in ioredis?"),
         (A, "No. ioredis passes the arguments straight to Redis, and `SET` accepts its "
             "options in any order. TypeScript overloads in ioredis do expect the expiry "
             "before `NX`, which is why I wrote it that way."),
         (U, "what happens if a price changes, will people see old prices for 30 min?"),
         (A, "Up to the soft TTL plus one refresh, so roughly 10-12 minutes, same as today. "
             "Hard TTL only matters if nobody requests the product. If price changes must be "
             "visible immediately, delete the key when the admin saves a price."),
         (U, "do the delete on price save, the admin route is src/admin/prices.ts"),
         (T, "$ git diff src/admin/prices.ts\n"
             "@@ -41,6 +41,7 @@ export async function updatePrice(req: Request, res: "
             "Response) {\n"
             "   const price = await db.price.update({ where: { id }, data: body });\n"
             "+  await redis.del(`product:${price.productId}`);\n"
             "   res.json(price);\n"
             " }"),
         (T, "$ npm test -- cache\n"
             " PASS  src/cache/products.test.ts\n"
             "  ✓ returns cached value before soft expiry (4 ms)\n"
             "  ✓ serves stale and refreshes after soft expiry (12 ms)\n"
             "  ✓ only one refresh under concurrency (31 ms)\n"
             " PASS  src/admin/prices.test.ts\n"
             "  ✓ invalidates product cache on price update (9 ms)\n"
             "Tests: 4 passed, 4 total"),
         (A, "All passing, including a test with 50 concurrent reads after soft expiry that "
             "asserts a single DB call."),
         (U, "ship it. I'll check the p99 on grafana tomorrow morning after it's been running "
             "overnight"),
         (T, "$ git push origin fix/product-cache-stampede\n"
             "To git.example.com:shop/api.git\n"
             " * [new branch]      fix/product-cache-stampede -> fix/product-cache-stampede"),
         (A, "Pushed. Things to watch on the dashboard: p99 latency, Postgres connections, "
             "and the Redis `keyspace_misses` rate.\n"
             "\n"
             "Next steps you could consider later:\n"
             "- Warm the cache after deploys.\n"
             "- Move to a library like `cache-manager` with built-in SWR."),
         decisions=(
             "stale-while-revalidate for product cache",
             "TTL jitter on product cache",
             "delete product cache key on price save",
         ),
         loops=("check product API p99 on Grafana tomorrow morning",),
         split="tune"),
    case("tc-git-rebase-recovery", "claude-code",
         (U, "I think I destroyed my branch. did git rebase main on feature/invoice-pdf, had "
             "conflicts, did something with --skip a few times and now half my commits are "
             "gone. help"),
         (A, "Don't worry, commits are almost never really lost in git. Let's look at the "
             "reflog before doing anything else."),
         (T, "$ git status\n"
             "On branch feature/invoice-pdf\n"
             "nothing to commit, working tree clean\n"
             "$ git log --oneline -5\n"
             "a91c3f0 Add invoice totals footer\n"
             "7d2e118 Merge pull request #88 from lumen/main-sync\n"
             "4c0a9b7 Bump pdfkit\n"
             "e3f1d2c Fix VAT rounding\n"
             "9b8a1ce Initial invoice layout"),
         (T, "$ git reflog -15\n"
             "a91c3f0 HEAD@{0}: rebase (finish): returning to refs/heads/feature/invoice-pdf\n"
             "a91c3f0 HEAD@{1}: rebase (pick): Add invoice totals footer\n"
             "2c77d10 HEAD@{2}: rebase (start): checkout main\n"
             "f04b6e9 HEAD@{3}: commit: WIP page breaks for long tables\n"
             "b35e8a2 HEAD@{4}: commit: Invoice line items table\n"
             "61d4c07 HEAD@{5}: commit: Add logo and address block\n"
             "a7e90d3 HEAD@{6}: commit: Add invoice totals footer"),
         (A, "Your pre-rebase commits are all there. `HEAD@{3}` (`f04b6e9`) is the tip of the "
             "branch right before the rebase started, with \"WIP page breaks\", \"line items "
             "table\" and \"logo and address block\". The `--skip`s dropped the commits that "
             "had conflicts.\n"
             "\n"
             "Options:\n"
             "\n"
             "**A. Reset the branch to `f04b6e9`** and you're exactly where you were before "
             "the rebase. Then decide again how to integrate main.\n"
             "**B. Cherry-pick the three lost commits** onto the current branch and resolve "
             "conflicts one by one.\n"
             "\n"
             "A is safer and easier to reason about."),
         (U, "A"),
         (T, "$ git branch backup/invoice-pdf-after-rebase a91c3f0\n"
             "$ git reset --hard f04b6e9\n"
             "HEAD is now at f04b6e9 WIP page breaks for long tables\n"
             "$ git log --oneline -4\n"
             "f04b6e9 WIP page breaks for long tables\n"
             "b35e8a2 Invoice line items table\n"
             "61d4c07 Add logo and address block\n"
             "a7e90d3 Add invoice totals footer"),
         (A, "Restored. I also kept the post-rebase state as "
             "`backup/invoice-pdf-after-rebase` just in case; delete it whenever you like.\n"
             "\n"
             "Now, for bringing in main, you can:\n"
             "1. Retry the rebase, this time resolving conflicts instead of skipping (I can "
             "walk you through each one).\n"
             "2. Merge main into the branch: one conflict resolution session, and the history "
             "shows a merge commit."),
         (U, "merge. the branch is shared with Tomas anyway, rebasing it was dumb"),
         (T, "$ git merge main\n"
             "Auto-merging src/invoice/render.ts\n"
             "CONFLICT (content): Merge conflict in src/invoice/render.ts\n"
             "Automatic merge failed; fix conflicts and then commit the result.\n"
             "$ git diff --name-only --diff-filter=U\n"
             "src/invoice/render.ts"),
         (T, "$ sed -n 40,58p src/invoice/render.ts\n"
             "<<<<<<< HEAD\n"
             "  const font = await loadFont(\"Inter-Regular.ttf\");\n"
             "  doc.font(font).fontSize(10);\n"
             "=======\n"
             "  doc.font(fonts.regular).fontSize(config.invoice.fontSize);\n"
             ">>>>>>> main"),
         (A, "Main refactored font loading into a shared `fonts` object and a configurable "
             "size. Your branch still loads Inter directly. Keep main's version, since "
             "`fonts.regular` is Inter too (see `src/fonts.ts`)?"),
         (U, "yes mains version"),
         (T, "$ git checkout --theirs src/invoice/render.ts && git add src/invoice/render.ts "
             "&& git commit --no-edit\n"
             "[feature/invoice-pdf 6b2d91a] Merge branch 'main' into feature/invoice-pdf\n"
             "$ npm test --silent\n"
             "Tests: 42 passed, 42 total"),
         (A, "Hmm, one correction: `--theirs` during a merge takes main's side for the "
             "**whole file**, not just that hunk. Let me check the rest of render.ts still "
             "has your page-break code."),
         (T, "$ grep -n \"pageBreak\" src/invoice/render.ts | head -3\n"
             "$ git show f04b6e9:src/invoice/render.ts | grep -n \"pageBreak\" | head -3\n"
             "88:  if (y + rowHeight > pageBottom) pageBreak();"),
         (A, "As feared, your page-break logic got dropped. I'll redo the merge resolution "
             "properly, keeping main's font lines and your page-break code."),
         (T, "$ git reset --hard f04b6e9 && git merge main\n"
             "CONFLICT (content): Merge conflict in src/invoice/render.ts\n"
             "$ # resolved the one hunk by hand, kept everything else\n"
             "$ git add src/invoice/render.ts && git commit --no-edit && grep -c pageBreak "
             "src/invoice/render.ts\n"
             "[feature/invoice-pdf 1e7c40a] Merge branch 'main' into feature/invoice-pdf\n"
             "3\n"
             "$ npm test --silent\n"
             "Tests: 42 passed, 42 total"),
         (A, "Now the merge keeps main's font handling and your page breaks. Sorry about the "
             "detour. Don't push with `--force`; a normal `git push` works since we only "
             "added commits on top of what's on the remote."),
         (U, "phew. thanks. I'll message Tomas to pull and not force push anything for now"),
         decisions=(
             "reset branch to the pre-rebase commit",
             "merge main instead of rebasing the shared branch",
             "keep main's font loading in the conflict",
         ),
         loops=("message Tomas to pull and avoid force pushes",),
         split="tune"),
    case("tc-spring-order-lines-nplus1", "cursor",
         (U, "our /orders endpoint does 201 queries for 200 orders. spring boot 3, hibernate "
             "6. I see it in the logs. I work remote from porto for a company in hamburg and "
             "they're asleep when I hit this stuff so you're my rubber duck"),
         (T, "2024-06-18T09:41:12.301 DEBUG org.hibernate.SQL : select "
             "o1_0.id,o1_0.customer_id,o1_0.created_at from orders o1_0 order by "
             "o1_0.created_at desc offset ? rows fetch first ? rows only\n"
             "2024-06-18T09:41:12.318 DEBUG org.hibernate.SQL : select "
             "l1_0.order_id,l1_0.id,l1_0.sku,l1_0.qty from order_lines l1_0 where "
             "l1_0.order_id=?\n"
             "2024-06-18T09:41:12.320 DEBUG org.hibernate.SQL : select "
             "l1_0.order_id,l1_0.id,l1_0.sku,l1_0.qty from order_lines l1_0 where "
             "l1_0.order_id=?\n"
             "... (198 more)"),
         (A, "Quack. It's the N+1 pattern: one query for the page of orders, then one per "
             "order for its lazy `lines` collection when the DTO mapper touches it.\n"
             "\n"
             "Options:\n"
             "\n"
             "1. **JOIN FETCH** in the repository query: `select o from Order o left join "
             "fetch o.lines`.\n"
             "2. **@EntityGraph(attributePaths = \"lines\")** on the repository method: same "
             "effect, declarative.\n"
             "3. **Batch fetching**: `@BatchSize(size = 100)` on the collection (or "
             "`hibernate.default_batch_fetch_size`), so Hibernate loads lines for many orders "
             "with `where order_id in (...)`."),
         (U, "join fetch, most explicit"),
         (A, "Repository:\n"
             "\n"
             "```java\n"
             "@Query(\"select o from Order o left join fetch o.lines order by o.createdAt "
             "desc\")\n"
             "Page<Order> findRecent(Pageable page);\n"
             "```\n"
             "\n"
             "For a `Page` you also need a `countQuery` without the fetch:\n"
             "\n"
             "```java\n"
             "@Query(value = \"select o from Order o left join fetch o.lines order by "
             "o.createdAt desc\",\n"
             "       countQuery = \"select count(o) from Order o\")\n"
             "```"),
         (T, "2024-06-18T09:55:40.112  WARN org.hibernate.orm.query : HHH90003004: "
             "firstResult/maxResults specified with collection fetch; applying in memory\n"
             "2024-06-18T09:55:40.113 DEBUG org.hibernate.SQL : select "
             "o1_0.id,o1_0.customer_id,o1_0.created_at,l1_0.order_id,l1_0.id,l1_0.sku,"
             "l1_0.qty "
             "from orders o1_0 left join order_lines l1_0 on o1_0.id=l1_0.order_id order by "
             "o1_0.created_at desc"),
         (U, "2 queries now but what is that warning"),
         (A, "It's an important one. Because a join-fetched collection multiplies rows, "
             "Hibernate can't apply `LIMIT` in SQL. It loads **all orders with all their "
             "lines** into memory and pages in Java. With your 1.4M orders that would "
             "eventually blow the heap. (Hibernate 6 can be told to fail instead: "
             "`hibernate.query.fail_on_pagination_over_collection_fetch=true`.)\n"
             "\n"
             "For paginated endpoints, batch fetching is the usual answer: the orders query "
             "keeps its `LIMIT`, and lines come in one extra `IN` query."),
         (U, "ok forget join fetch then, batch size"),
         (A, "Reverting the query and adding:\n"
             "\n"
             "```java\n"
             "@OneToMany(mappedBy = \"order\")\n"
             "@BatchSize(size = 200)\n"
             "private List<OrderLine> lines;\n"
             "```"),
         (T, "2024-06-18T10:03:27.540 DEBUG org.hibernate.SQL : select "
             "o1_0.id,o1_0.customer_id,o1_0.created_at from orders o1_0 order by "
             "o1_0.created_at desc offset ? rows fetch first ? rows only\n"
             "2024-06-18T10:03:27.559 DEBUG org.hibernate.SQL : select "
             "l1_0.order_id,l1_0.id,l1_0.sku,l1_0.qty from order_lines l1_0 where "
             "l1_0.order_id in (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,...)"),
         (A, "Two queries, `LIMIT` applied in SQL, no warning. Response time for 200 orders "
             "went from ~380ms to ~35ms on your local data."),
         (U, "and set that fail_on_pagination flag globally so nobody does this again"),
         (T, "$ git diff src/main/resources/application.yml\n"
             "   jpa:\n"
             "     properties:\n"
             "       hibernate:\n"
             "+        query:\n"
             "+          fail_on_pagination_over_collection_fetch: true"),
         (T, "$ ./mvnw -q test\n"
             "[INFO] Tests run: 118, Failures: 0, Errors: 0, Skipped: 2"),
         (A, "Set, and all tests still pass, so no existing query relied on in-memory "
             "pagination.\n"
             "\n"
             "Other N+1 candidates I spotted: `Customer.addresses` and `OrderLine.product`. "
             "Want me to look at those?"),
         (U, "not now. good work duck"),
         decisions=(
             "batch fetching for order lines",
             "fail on pagination over collection fetch globally",
         ),
         facts=("lives in Porto", "works remotely for a company in Hamburg"),
         superseded=("JOIN FETCH for order lines",),
         split="tune"),
    case("tc-airflow-ledger-backfill", "claude-code",
         (U, "need to backfill the `ledger_daily` dag for all of 2022 and 2023. it was "
             "created in january with start_date 2024-01-01. whats the safest way. I'm in "
             "montreal btw, the dag should run at 2am our time"),
         (A, "Let's look at the DAG definition first."),
         (T, "$ cat dags/ledger_daily.py\n"
             "from datetime import datetime\n"
             "from airflow import DAG\n"
             "from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator\n"
             "\n"
             "with DAG(\n"
             "    dag_id=\"ledger_daily\",\n"
             "    start_date=datetime(2024, 1, 1),\n"
             "    schedule=\"0 7 * * *\",\n"
             "    catchup=True,\n"
             "    default_args={\"retries\": 2},\n"
             ") as dag:\n"
             "    extract = SQLExecuteQueryOperator(task_id=\"extract\", "
             "sql=\"sql/ledger_extract.sql\")\n"
             "    load = SQLExecuteQueryOperator(task_id=\"load\", "
             "sql=\"sql/ledger_load.sql\")\n"
             "    extract >> load"),
         (A, "Observations:\n"
             "\n"
             "1. `schedule=\"0 7 * * *\"` with a naive `datetime` means 07:00 **UTC**, which "
             "is 2am in Montreal only in winter (EST, UTC-5). In summer (EDT, UTC-4) it runs "
             "at 3am.\n"
             "2. `catchup=True`: if you simply move `start_date` back to 2022-01-01, the "
             "scheduler will immediately create ~900 runs.\n"
             "3. Is `ledger_load.sql` idempotent? Backfills rerun days, so it should "
             "delete-then-insert or upsert for `{{ ds }}`."),
         (T, "$ cat sql/ledger_load.sql\n"
             "INSERT INTO analytics.ledger_daily\n"
             "SELECT '{{ ds }}'::date AS day, account_id, sum(amount_cents) AS net_cents\n"
             "FROM staging.ledger_extract\n"
             "GROUP BY account_id;"),
         (A, "Not idempotent: running a day twice doubles it. Before any backfill we need to "
             "fix that."),
         (U, "ugh. ok fix that first. and the timezone, make it real 2am montreal time all "
             "year"),
         (A, "For the timezone, use a pendulum-aware start date:\n"
             "\n"
             "```python\n"
             "import pendulum\n"
             "start_date=pendulum.datetime(2024, 1, 1, tz=\"America/Montreal\"),\n"
             "schedule=\"0 2 * * *\",\n"
             "```\n"
             "\n"
             "Airflow then handles DST. For idempotency, I'd wrap the load in a transaction "
             "with a delete:\n"
             "\n"
             "```sql\n"
             "BEGIN;\n"
             "DELETE FROM analytics.ledger_daily WHERE day = '{{ ds }}';\n"
             "INSERT INTO analytics.ledger_daily\n"
             "SELECT '{{ ds }}'::date, account_id, sum(amount_cents)\n"
             "FROM staging.ledger_extract GROUP BY account_id;\n"
             "COMMIT;\n"
             "```"),
         (U, "ok"),
         (T, "$ git diff --stat\n"
             " dags/ledger_daily.py     | 6 ++++--\n"
             " sql/ledger_load.sql      | 3 +++\n"
             " 2 files changed, 7 insertions(+), 2 deletions(-)"),
         (A, "Wait, one subtlety with `ds` after the timezone change: `ds` is the logical "
             "date in UTC-based terms... actually in Airflow 2.x, `ds` is rendered in the "
             "DAG's timezone-aware logical date converted to UTC. For a 2am Montreal "
             "schedule, 02:00 EST is 07:00 UTC on the same day, so `ds` stays the same date. "
             "Good, no off-by-one.\n"
             "\n"
             "Now for the backfill itself, two approaches:\n"
             "\n"
             "**Option A**: set `start_date` to 2022-01-01 and let catchup create all runs, "
             "with `max_active_runs` to throttle.\n"
             "**Option B**: keep `start_date` as is, set `catchup=False`, and run `airflow "
             "dags backfill` from the CLI in chunks (e.g. a month at a time), so you can "
             "check results between chunks."),
         (U, "B. one month at a time sounds right, finance will want to check numbers. how "
             "many in parallel?"),
         (A, "The source is the OLTP replica. What does it handle?"),
         (U, "its a small replica, dont go crazy"),
         (A, "Then 3 concurrent runs: `max_active_runs=3` on the DAG. The backfill command "
             "respects it."),
         (U, "3 ok"),
         (T, "$ airflow dags backfill ledger_daily -s 2022-01-01 -e 2022-01-31 "
             "--reset-dagruns -y\n"
             "[2024-06-20 14:02:11] INFO - Backfill progress: 3 running, 28 pending\n"
             "...\n"
             "[2024-06-20 14:19:47] INFO - [backfill progress] | finished run 31 of 31 | "
             "tasks waiting: 0 | succeeded: 62 | running: 0 | failed: 0"),
         (A, "January 2022: 31 runs, 62 tasks, all succeeded in about 18 minutes. Quick "
             "sanity check against the source:"),
         (T, "$ psql $WAREHOUSE -c \"select sum(net_cents) from analytics.ledger_daily where "
             "day between '2022-01-01' and '2022-01-31'\"\n"
             "     sum\n"
             "-------------\n"
             " 18402977315\n"
             "(1 row)\n"
             "$ psql $REPLICA -c \"select sum(amount_cents) from ledger where created_at >= "
             "'2022-01-01' and created_at < '2022-02-01'\"\n"
             "     sum\n"
             "-------------\n"
             " 18402977315\n"
             "(1 row)"),
         (A, "The totals match exactly. February next?"),
         (U, "wait, are those the same timezone? the ledger created_at is utc I think"),
         (A, "Good catch. `created_at` is `timestamptz`, and my psql comparison used the "
             "session timezone, which is UTC on the replica. The DAG's `extract.sql` filters "
             "`created_at` on `{{ data_interval_start }}` to `{{ data_interval_end }}`, which "
             "are now Montreal-midnight-aligned... no, aligned to 2am Montreal, i.e. the day "
             "boundaries are 02:00 local."),
         (U, "hm. days should be midnight to midnight montreal time"),
         (A, "Then the extract should use the local calendar day, independent of the run "
             "time:\n"
             "\n"
             "```sql\n"
             "WHERE created_at >= ('{{ ds }}'::date)::timestamp AT TIME ZONE "
             "'America/Montreal'\n"
             "  AND created_at <  ('{{ ds }}'::date + 1)::timestamp AT TIME ZONE "
             "'America/Montreal'\n"
             "```\n"
             "\n"
             "And the check query should use the same boundaries. January will need to be "
             "re-run since its days were cut at 2am."),
         (U, "do it, rerun january"),
         (T, "$ airflow dags backfill ledger_daily -s 2022-01-01 -e 2022-01-31 "
             "--reset-dagruns -y\n"
             "[2024-06-20 14:41:03] INFO - [backfill progress] | finished run 31 of 31 | "
             "tasks waiting: 0 | succeeded: 62 | running: 0 | failed: 0\n"
             "$ psql $WAREHOUSE -c \"select sum(net_cents) from analytics.ledger_daily where "
             "day between '2022-01-01' and '2022-01-31'\"\n"
             "     sum\n"
             "-------------\n"
             " 18397120450\n"
             "$ psql $REPLICA -c \"set timezone='America/Montreal'; select sum(amount_cents) "
             "from ledger where created_at >= '2022-01-01' and created_at < '2022-02-01'\"\n"
             "     sum\n"
             "-------------\n"
             " 18397120450"),
         (A, "Matches with Montreal day boundaries. Since the load deletes per day first, the "
             "rerun replaced the old rows cleanly."),
         (U, "great. what about the dst days, march and november"),
         (A, "With the `AT TIME ZONE` boundaries, the spring-forward day has 23 hours and the "
             "fall-back day 25, which is what finance expects for calendar days. The DST days "
             "(2022-03-13 and 2022-11-06) will be covered when you run March and November; "
             "compare those months with the same check query."),
         (U, "ok. I'll do the rest month by month tomorrow myself, I have the command"),
         (A, "Sounds good. A couple of suggestions:\n"
             "\n"
             "1. An SLA / failure alert to Slack for the daily run, so a failed night doesn't "
             "go unnoticed.\n"
             "2. A dbt test or SQL check comparing daily totals with the replica.\n"
             "3. Archive the 2022 extracts to S3."),
         (U, "1 yes, after the backfill is done. 2 and 3 no"),
         (A, "Noted: Slack alert after the backfill. Also, the daily numbers for 2022 in "
             "existing reports will shift slightly because of the midnight boundary; finance "
             "may want a heads up."),
         (U, "yeah I'll email finance about that today"),
         (A, "Perfect. The DAG change is committed on `ledger-backfill-prep`; merge it before "
             "running the remaining months so the scheduled runs also use Montreal midnight."),
         (U, "merged already"),
         decisions=(
             "idempotent load with delete then insert per day",
             "schedule at 2am Montreal time year round",
             "backfill from the CLI one month at a time",
             "max 3 concurrent runs",
             "ledger days cut at Montreal midnight",
         ),
         loops=(
             "backfill ledger_daily for the remaining months of 2022 and 2023",
             "add Slack alert for ledger_daily after the backfill",
             "email finance about the 2022 number changes",
         ),
         facts=("lives in Montreal",),
         split="tune"),
    case("tc-wasm-photo-resize", "codex",
         (U, "learning rust. want to build a little in-browser image resizer (drag photo in, "
             "get a smaller jpeg out) with wasm. I'm a carpenter by trade, this is a hobby, "
             "so explain like I'm not a pro"),
         (A, "Fun project. Here's how the pieces fit:\n"
             "\n"
             "- **Rust crate** compiled to WebAssembly with `wasm-pack`. It uses the `image` "
             "crate to decode, resize and encode.\n"
             "- **JavaScript** reads the dropped file as bytes, passes them to the wasm "
             "function, and gets JPEG bytes back.\n"
             "- **A web worker** so the page doesn't freeze while a big photo is being "
             "resized.\n"
             "\n"
             "Start:\n"
             "\n"
             "```\n"
             "cargo new --lib shrinker\n"
             "cd shrinker\n"
             "cargo add wasm-bindgen\n"
             "cargo add image --no-default-features --features jpeg,png\n"
             "```"),
         (T, "$ cargo add wasm-bindgen && cargo add image --no-default-features --features "
             "jpeg,png\n"
             "    Adding wasm-bindgen v0.2.92 to dependencies\n"
             "    Adding image v0.25.1 to dependencies\n"
             "             Features:\n"
             "             + jpeg\n"
             "             + png"),
         (A, "In `Cargo.toml` add `[lib] crate-type = [\"cdylib\"]`. Then `src/lib.rs`:\n"
             "\n"
             "```rust\n"
             "use image::{imageops::FilterType, ImageFormat};\n"
             "use std::io::Cursor;\n"
             "use wasm_bindgen::prelude::*;\n"
             "\n"
             "#[wasm_bindgen]\n"
             "pub fn shrink(input: &[u8], max_side: u32, quality: u8) -> Result<Vec<u8>, "
             "JsError> {\n"
             "    let img = image::load_from_memory(input)?;\n"
             "    let small = img.resize(max_side, max_side, FilterType::Lanczos3);\n"
             "    let mut out = Vec::new();\n"
             "    let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, "
             "quality);\n"
             "    small.write_with_encoder(enc)?;\n"
             "    Ok(out)\n"
             "}\n"
             "```"),
         (U, "what's the ? doing there"),
         (A, "`?` means \"if this step failed, stop and return the error to the caller; "
             "otherwise unwrap the value and continue\". It's like a carpenter's check at "
             "each step: if the board is cracked, you stop and report it instead of carrying "
             "on. `JsError` turns the Rust error into a JavaScript exception."),
         (U, "nice. build it"),
         (T, "$ wasm-pack build --target web --release\n"
             "[INFO]: Checking for the Wasm target...\n"
             "[INFO]: Compiling to Wasm...\n"
             "   Compiling shrinker v0.1.0\n"
             "    Finished release [optimized] target(s) in 21.77s\n"
             "[INFO]: Optimizing wasm binaries with `wasm-opt`...\n"
             "[INFO]: :-) Your wasm pkg is ready to publish at ./pkg.\n"
             "$ ls -la pkg/*.wasm\n"
             "-rw-r--r-- 1 ole ole 612344 Jul  2 20:14 pkg/shrinker_bg.wasm"),
         (A, "600KB of wasm, mostly the JPEG/PNG codecs. Now, about the worker: it's "
             "optional, but without it a 20MB photo freezes the page for a second or two. Do "
             "you want it?"),
         (U, "yes the worker"),
         (A, "`worker.js`:\n"
             "\n"
             "```js\n"
             "import init, { shrink } from \"./pkg/shrinker.js\";\n"
             "const ready = init();\n"
             "onmessage = async (e) => {\n"
             "  await ready;\n"
             "  const out = shrink(new Uint8Array(e.data.bytes), e.data.maxSide, 82);\n"
             "  postMessage(out, [out.buffer]);\n"
             "};\n"
             "```\n"
             "\n"
             "And the page creates it with `new Worker(\"worker.js\", { type: \"module\" })`."),
         (U, "I dragged in a photo of a dovetail joint and got a 340kb jpeg from a 9mb one. "
             "very cool. but it's kind of slow, 3 seconds"),
         (A, "Lanczos3 on a 24MP image is heavy. Options:\n"
             "\n"
             "1. Use `FilterType::Triangle`: about 3x faster, nearly identical at these "
             "sizes.\n"
             "2. Use `thumbnail()` which does a fast box-filter reduction first.\n"
             "3. Skip wasm and use the browser's `OffscreenCanvas` + `createImageBitmap` with "
             "`resizeQuality: \"high\"`, which is native and very fast."),
         (U, "3 would defeat the point, I'm doing this to learn rust. try 1"),
         (T, "$ wasm-pack build --target web --release 2>&1 | tail -1\n"
             "[INFO]: :-) Your wasm pkg is ready to publish at ./pkg."),
         (U, "1.1 seconds now, looks the same to me. good. I'll put it on my workshop website "
             "this weekend"),
         (A, "That works nicely as a static site: just upload `index.html`, `worker.js` and "
             "the `pkg/` folder. Make sure the server sends `.wasm` files with `Content-Type: "
             "application/wasm`."),
         decisions=("resize in a web worker", "Triangle filter instead of Lanczos3"),
         loops=("put the resizer on the workshop website this weekend",),
         facts=("works as a carpenter",),
         split="tune"),
]
