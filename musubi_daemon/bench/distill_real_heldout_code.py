"""Coding sessions and other work talk, hand-labelled and held out from tuning."""

from __future__ import annotations

from .distill_case import case

A, U, T = "assistant", "user", "tool"

CASES = [
    case("hc-recipe-fulltext", "claude-code",
         (U, "search on the recipes page takes like 4s now, we have ~300k recipes. can u look? "
             "its the /search endpoint. its just me and my husband running this site, he does "
             "the photos and i do everything else so i can't spend a week on it"),
         (A, "Sure, let me look at the endpoint and the query it runs."),
         (T, """$ sed -n 1,40p app/routes/search.py
@router.get("/search")
async def search(q: str, db: Session = Depends(get_db)):
    pattern = f"%{q}%"
    rows = db.execute(
        select(Recipe)
        .where(or_(Recipe.title.ilike(pattern), Recipe.ingredients.ilike(pattern)))
        .order_by(Recipe.published_at.desc())
        .limit(50)
    ).scalars().all()
    return [RecipeOut.from_orm(r) for r in rows]"""),
         (A, "The query uses `ILIKE '%...%'` on two text columns, which no B-tree index can "
             "serve, so Postgres scans the whole table every time. Could you run this so we "
             "can confirm?\n\n```sql\nEXPLAIN ANALYZE SELECT * FROM recipes WHERE title ILIKE "
             "'%lemon%' OR ingredients ILIKE '%lemon%' LIMIT 50;\n```"),
         (T, """$ psql $DATABASE_URL -c "EXPLAIN ANALYZE SELECT ... "
 Limit  (cost=0.00..8123.11 rows=50 width=912) (actual time=3.2..3912.4 rows=50 loops=1)
   ->  Seq Scan on recipes  (cost=0.00..98231.40 rows=605 width=912)
         Filter: ((title ~~* '%lemon%'::text) OR (ingredients ~~* '%lemon%'::text))
         Rows Removed by Filter: 297113
 Planning Time: 0.211 ms
 Execution Time: 3912.881 ms"""),
         (A, "Confirmed: a sequential scan removing ~297k rows. A few ways forward:\n\n"
             "**Option A: pg_trgm GIN index**\n- Keeps the `ILIKE` query as is\n- Fast substring "
             "matches, but no relevance ranking\n\n**Option B: full-text search**\n- A generated "
             "`tsvector` column, title weighted above ingredients\n- Ranking with `ts_rank`, "
             "stemming ('thighs' matches 'thigh')\n\n**Option C: an external engine** "
             "(Meilisearch, Typesense)\n- Best typo tolerance, but another service to run\n\n"
             "Which way would you like to go?"),
         (U, "B. people search 'chicken thighs lemon' and expect the best match first, trigram "
             "wont rank. no meilisearch, i dont want another thing to babysit"),
         (A, "Full-text it is. One question before I write the migration: which text search "
             "configuration? `english` gives stemming and stop words; `simple` keeps words as "
             "typed, which suits multilingual content."),
         (U, "english. site is english only"),
         (A, "Here is the migration: a stored generated column with weights, and the index."),
         (T, """$ git diff --stat
 migrations/versions/0042_recipe_search_vec.py | 31 +++++++++++++++++++++++++++
 1 file changed, 31 insertions(+)
$ sed -n 10,31p migrations/versions/0042_recipe_search_vec.py
def upgrade():
    op.execute('''
        ALTER TABLE recipes ADD COLUMN search_vec tsvector
        GENERATED ALWAYS AS (
            setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
            setweight(to_tsvector('english', coalesce(ingredients, '')), 'B')
        ) STORED
    ''')
    op.execute('CREATE INDEX ix_recipes_search_vec ON recipes USING gin (search_vec)')"""),
         (A, "One caution: a plain `CREATE INDEX` takes a lock that blocks writes to `recipes` "
             "while it builds. On 300k rows that is maybe 20-40 seconds. I can move the index "
             "to its own migration and build it `CONCURRENTLY` (that needs the migration to run "
             "outside a transaction). Should I?"),
         (U, "yes do concurrently"),
         (T, """$ alembic upgrade head
INFO  [alembic.runtime.migration] Running upgrade 0041 -> 0042, recipe search vec
INFO  [alembic.runtime.migration] Running upgrade 0042 -> 0043, recipe search index"""),
         (A, "Both migrations ran locally. Now the query, with `websearch_to_tsquery` so users "
             "can type naturally, ranked by `ts_rank`:\n\n```python\ntsq = func.websearch_to_"
             "tsquery('english', q)\nrows = db.execute(\n    select(Recipe)\n    .where(Recipe"
             ".search_vec.op('@@')(tsq))\n    .order_by(func.ts_rank(Recipe.search_vec, tsq)"
             ".desc())\n    .limit(50)\n).scalars().all()\n```\n\nRunning the tests."),
         (T, """$ pytest tests/test_search.py -q
..F.F.........
FAILED tests/test_search.py::test_partial_word_matches - assert 0 == 3
FAILED tests/test_search.py::test_typeahead_prefix - assert [] == ['Chicken Katsu']
2 failed, 12 passed in 1.84s"""),
         (A, "Two tests expect partial words to match: 'chick' should find 'chicken'. Full-text "
             "search matches whole lexemes, so that behaviour is gone. Options:\n\n1. Add a "
             "prefix match (`:*`) to the last word only, which keeps typeahead working\n2. Add "
             "prefix matching to every word (more results, more noise)\n3. Accept the change "
             "and update the tests"),
         (U, "1, last word only"),
         (T, """$ pytest tests/test_search.py -q
..............
14 passed in 1.71s
$ psql $DATABASE_URL -c "EXPLAIN ANALYZE ..." | tail -2
 Planning Time: 0.402 ms
 Execution Time: 11.207 ms"""),
         (A, "All 14 tests pass and the same search now takes about 11 ms instead of 3.9 s.\n\n"
             "### Summary\n- Generated `search_vec` column (title A, ingredients B)\n- GIN index "
             "built concurrently\n- Ranked search, prefix match on the last word\n\n"
             "### Next steps\n1. Log searches with zero results, to see what people miss\n2. "
             "Add a synonyms dictionary ('aubergine' / 'eggplant')\n3. Run both migrations on "
             "staging before production"),
         (U, "this is great. synonyms not now. i'll run it on staging tonight after the "
             "newsletter goes out, traffic is low then"),
         (A, "Sounds like a plan. The index build is the slow part; expect under a minute. "
             "Good luck with the newsletter!"),
         decisions=("weighted full-text search column", "english text search configuration",
                    "build search index concurrently", "prefix match on last word only"),
         loops=("run the search migrations on staging tonight",),
         facts=("runs the recipe site with her husband, who does the photos",),
         split="heldout"),
    case("hc-go-ratelimit", "codex",
         (U, "need per api key rate limiting on the gateway. go 1.22, chi router. sorry slow "
             "replies today, back to back meetings"),
         (A, "No problem. Two questions first:\n1. What limit do you want per key (requests "
             "per second/minute, and any burst)?\n2. Does the gateway run as a single "
             "instance or several replicas?"),
         (U, "100/min, burst 20. just do in memory with x/time/rate for now"),
         (A, "Got it: an in-memory limiter per key using `golang.org/x/time/rate`, 100 per "
             "minute with a burst of 20. I'll keep one `*rate.Limiter` per key in a map guarded "
             "by a mutex, and evict idle keys."),
         (T, """$ cat internal/ratelimit/limiter.go | head -30
package ratelimit

type Store struct {
	mu       sync.Mutex
	limiters map[string]*entry
	rate     rate.Limit
	burst    int
}

func (s *Store) Allow(key string) bool {
	s.mu.Lock()
	e, ok := s.limiters[key]
	if !ok {
		e = &entry{lim: rate.NewLimiter(s.rate, s.burst)}
		s.limiters[key] = e
	}
	e.seen = time.Now()
	s.mu.Unlock()
	return e.lim.Allow()
}"""),
         (T, """$ go test ./internal/ratelimit/... -race -count=1
ok  	gateway/internal/ratelimit	1.412s"""),
         (A, "Tests pass with the race detector. The middleware returns 429 when `Allow` is "
             "false. Want me to also send a `Retry-After` header so clients know when to retry?"),
         (U, "yes add it"),
         (T, """$ git diff internal/http/middleware.go
+		if !store.Allow(key) {
+			w.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds))
+			http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
+			return
+		}"""),
         (U, "wait. we run 3 pods behind the load balancer. in memory means each pod gives 100 "
             "so a key really gets 300/min right?"),
         (A, "Exactly. With three replicas and no sticky routing, each pod keeps its own "
             "bucket, so the effective limit is roughly 3x and uneven. Options:\n\n- **Shared "
             "store (Redis)**: one counter per key across pods, e.g. a sliding window with a "
             "small Lua script\n- **Divide the limit**: give each pod 33/min; cheap but "
             "inaccurate when traffic is skewed\n- **Sticky routing by key** at the load "
             "balancer"),
         (U, "redis then. we already have one for sessions"),
         (A, "Redis-backed it is. I'll implement a sliding window counter with a Lua script so "
             "the check and increment are atomic, and keep the same `Allow(key)` interface so "
             "the middleware doesn't change."),
         (T, """$ go test ./internal/ratelimit/... -race -count=1
--- FAIL: TestRedisStore_Window (0.02s)
    limiter_redis_test.go:41: dial tcp 127.0.0.1:6379: connect: connection refused
FAIL
FAIL	gateway/internal/ratelimit	0.031s"""),
         (A, "The test needs a Redis. I can switch the test to `miniredis` so it runs without "
             "a server."),
         (U, "ok"),
         (T, """$ go get github.com/alicebob/miniredis/v2
$ go test ./... -race -count=1
ok  	gateway/internal/ratelimit	0.388s
ok  	gateway/internal/http	0.512s"""),
         (A, "All green. Summary:\n- Sliding-window limiter in Redis, 100/min, burst 20\n- "
             "`Retry-After` on 429\n- Tests use miniredis\n\n**Next steps**\n1. Add Prometheus "
             "counters for rejected requests\n2. A Grafana panel per key\n3. Configure the "
             "production Redis URL"),
         (U, "i'll ask ops for the prod redis url tomorrow, they manage that cluster"),
         (A, "Great. The gateway reads it from `RATELIMIT_REDIS_URL`; until it is set it will "
             "refuse to start, so you won't ship it unconfigured by accident."),
         decisions=("Redis-backed rate limiter shared by pods", "100 requests a minute, burst 20",
                    "Retry-After header on 429"),
         superseded=("in-memory limiter with x/time/rate",),
         loops=("ask ops for the production Redis URL",),
         split="heldout"),
    case("hc-rust-gpx-cli", "cursor",
         (U, "building a small cli to turn my gpx rides into geojson + stats. i commute 28km "
             "each way by bike so i have like 400 files lol. whats the nicest way to do args "
             "in rust"),
         (A, "The usual choice is `clap`. It has two styles:\n\n- **Derive**: you describe "
             "arguments as a struct with attributes; concise and typed\n- **Builder**: you "
             "build the command in code; more flexible for dynamic CLIs\n\nFor a tool like "
             "this, derive is simpler. Want me to scaffold it?"),
         (U, "derive yes"),
         (A, "Here is a start:\n\n```rust\n#[derive(Parser)]\n#[command(version, about)]\n"
             "struct Cli {\n    /// GPX files or directories\n    inputs: Vec<PathBuf>,\n"
             "    #[arg(short, long, default_value = \"geojson\")]\n    format: Format,\n"
             "    #[arg(long)]\n    stats: bool,\n}\n```\n\nFor errors, should I use `anyhow` "
             "(easy, one error type) or `thiserror` (typed errors, better for a library)?"),
         (U, "just anyhow everywhere, its a toy"),
         (T, """$ cargo build
   Compiling gpxride v0.1.0 (gpxride)
error[E0277]: the trait bound `Format: ValueEnum` is not satisfied
  --> src/main.rs:14:5
   |
14 |     format: Format,
   |     ^^^^^^ the trait `ValueEnum` is not implemented for `Format`"""),
         (A, "`Format` needs `#[derive(Clone, ValueEnum)]`. Fixed:\n\n```rust\n#[derive(Clone, "
             "Copy, ValueEnum)]\nenum Format { Geojson, Csv }\n```"),
         (T, """$ cargo run -- rides/2024-03-11.gpx --stats
    Finished dev [unoptimized + debuginfo] target(s) in 2.31s
     Running `target/debug/gpxride rides/2024-03-11.gpx --stats`
distance: 28.41 km  moving: 1h02m  avg: 27.3 km/h  elev+: 212 m"""),
         (U, "nice!! the elevation seems high though, its flat-ish"),
         (A, "GPS elevation is noisy; summing every small rise inflates the total. Common fix: "
             "only count a climb once it exceeds a threshold (e.g. 3 m) since the last low "
             "point, or smooth with a moving average first. Which do you prefer?"),
         (U, "threshold, 3m is fine"),
         (T, """$ cargo run -q -- rides/2024-03-11.gpx --stats
distance: 28.41 km  moving: 1h02m  avg: 27.3 km/h  elev+: 74 m"""),
         (U, "ok actually i want to put the parsing part on crates.io, others in my club "
             "asked. so split lib and bin?"),
         (A, "Good idea. Split into `src/lib.rs` (parsing, stats) and `src/main.rs` (CLI). For a "
             "published library `anyhow` is awkward: callers can't match on your errors. I'd "
             "suggest `thiserror` in the library and `anyhow` only in the binary."),
         (U, "yeah do that. thiserror in lib, anyhow stays in main"),
         (T, """$ cargo test
   Compiling gpxride v0.1.0
    Finished test [unoptimized + debuginfo] target(s) in 3.02s
     Running unittests src/lib.rs
running 6 tests
......
test result: ok. 6 passed; 0 failed; 0 ignored
     Running unittests src/main.rs
test result: ok. 0 passed; 0 failed; 0 ignored"""),
         (A, "Done. The library exposes `GpxError` (Io, Xml, MissingTime). Before publishing, "
             "you'll want a README, a license field in `Cargo.toml`, and docs on the public "
             "items. Want me to add doc comments now?"),
         (U, "no i'll write the readme myself this weekend and then publish"),
         (A, "Sounds good. `cargo publish --dry-run` is a handy check before the real thing. "
             "Enjoy the rides!"),
         decisions=("clap derive for argument parsing", "3 m threshold for elevation gain",
                    "thiserror in lib, anyhow in the binary"),
         superseded=("anyhow everywhere",),
         loops=("write the README and publish the crate",),
         facts=("commutes 28 km each way by bike",),
         split="heldout"),
    case("hc-signup-form-zod", "cursor",
         (U, "signup form in our react app validates nothing client side, errors come back "
             "from api as one big string. can we fix. im dyslexic so keep the error texts "
             "short and plain pls, long red paragraphs are hell for me"),
         (A, "Absolutely, short plain messages are better for everyone. Let me look at the "
             "form first."),
         (T, """$ cat src/pages/Signup.tsx | head -25
export function Signup() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const res = await api.post("/signup", { email, password });
    if (!res.ok) setError(await res.text());
  }"""),
         (A, "I'd propose `react-hook-form` with a `zod` schema. The same schema can be shared "
             "with the API later. Messages would look like 'Enter an email' and 'Use at least "
             "10 characters'. OK to go ahead?"),
         (U, "yes go"),
         (T, """$ git diff src/pages/Signup.tsx src/schemas/signup.ts | head -30
+export const signupSchema = z.object({
+  email: z.string().email("Enter an email"),
+  password: z.string().min(10, "Use at least 10 characters"),
+  confirm: z.string(),
+}).refine((d) => d.password === d.confirm, {
+  message: "Passwords don't match",
+  path: ["confirm"],
+});
-  const [email, setEmail] = useState("");
+  const { register, handleSubmit, formState: { errors } } = useForm<SignupInput>({
+    resolver: zodResolver(signupSchema),
+  });"""),
         (A, "When should errors appear: on submit only, on blur (when leaving a field), or "
             "while typing?"),
         (U, "on blur. while typing is annoying"),
         (T, """$ npm test -- signup
 PASS  src/pages/Signup.test.tsx
  Signup
    v shows 'Enter an email' after leaving an empty email field (41 ms)
    v shows mismatch under confirm (23 ms)
    v submits valid data (30 ms)
Tests: 3 passed, 3 total"""),
         (A, "Working. A couple of optional extras:\n\n1. A password strength meter\n2. A "
             "Playwright end-to-end test for the whole signup flow\n3. Map API field errors "
             "(e.g. 'email taken') onto the right field"),
         (U, "skip the meter. 3 yes now. playwright yes but tomorrow, im fried"),
         (T, """$ git diff src/pages/Signup.tsx | tail -8
+    if (res.status === 409) {
+      setError("email", { message: "This email is taken" });
+      return;
+    }"""),
         (T, """$ npm test -- signup
Tests: 4 passed, 4 total"""),
         (U, "can the error text be dark red not bright red, the bright one vibrates for me"),
         (T, """$ git diff src/pages/Signup.module.css
-.error { color: #ff0000; }
+.error { color: #a40000; font-size: 0.95rem; }"""),
         (A, "Done: a 409 now shows 'This email is taken' under the email field. I'll leave "
             "the Playwright test for tomorrow. Rest well!"),
         decisions=("zod schema with react-hook-form for signup", "show errors on blur",
                    "map API errors onto fields",
                    "dark red for error text"),
         loops=("add a Playwright end-to-end test for signup",),
         facts=("is dyslexic",),
         split="heldout"),
    case("hc-terraform-backend", "claude-code",
         (U, "our terraform state is a local file that lives on a shared drive (i know). "
             "want to move to s3 before someone overwrites it. we're a tiny NGO, aws account "
             "in eu-west-1"),
         (A, "Good call, that's a real risk. Let me look at the layout first."),
         (T, """$ tree -L 2 infra/
infra/
|-- main.tf
|-- variables.tf
|-- outputs.tf
|-- prod.tfvars
|-- staging.tfvars
|-- terraform.tfstate
`-- terraform.tfstate.backup"""),
         (A, "One root module with `prod.tfvars` and `staging.tfvars`, but only one "
             "`terraform.tfstate`. How do you currently keep staging and prod apart?"),
         (U, "honestly we mostly apply prod. staging was applied once months ago and then "
             "someone applied prod over it i think"),
         (T, """$ terraform state list | head -12
aws_s3_bucket.site
aws_cloudfront_distribution.site
aws_db_instance.donations
aws_iam_role.lambda_exec
aws_lambda_function.receipts
aws_route53_record.www
aws_security_group.db"""),
         (A, "The state only holds one set of resources, named like prod. So staging "
             "effectively isn't managed. Plan:\n\n1. Create a state bucket (versioned, "
             "encrypted) and a DynamoDB lock table\n2. Move the current state (prod) into S3\n"
             "3. Decide how staging gets its own state\n\nFor step 3 there are two common "
             "patterns:\n- **Workspaces**: same code, `terraform workspace select staging`\n- "
             "**Separate directories**: `envs/prod` and `envs/staging` calling a shared module"),
         (U, "workspaces, less files"),
         (A, "Workspaces it is. First the bootstrap resources. I'll put them in `bootstrap/` "
             "with their own local state, since the bucket can't hold its own state before "
             "it exists."),
         (T, """$ cd bootstrap && terraform apply -auto-approve
aws_s3_bucket.tfstate: Creating...
aws_s3_bucket.tfstate: Creation complete after 2s [id=ngo-tfstate-eu-west-1]
aws_s3_bucket_versioning.tfstate: Creation complete after 1s
aws_s3_bucket_server_side_encryption_configuration.tfstate: Creation complete after 1s
aws_s3_bucket_public_access_block.tfstate: Creation complete after 1s
aws_dynamodb_table.tflock: Creation complete after 8s [id=tf-lock]
Apply complete! Resources: 5 added, 0 changed, 0 destroyed."""),
         (A, "Bucket (versioned, encrypted, public access blocked) and lock table exist. Now "
             "the backend block:\n\n```hcl\nterraform {\n  backend \"s3\" {\n    bucket         "
             "= \"ngo-tfstate-eu-west-1\"\n    key            = \"site/terraform.tfstate\"\n"
             "    region         = \"eu-west-1\"\n    dynamodb_table = \"tf-lock\"\n    "
             "encrypt        = true\n  }\n}\n```\n\nThen `terraform init -migrate-state`."),
         (T, """$ terraform init -migrate-state
Initializing the backend...
Do you want to copy existing state to the new backend?
  Enter a value: yes

Error: error loading state: AccessDenied: Access Denied
	status code: 403, request id: 7QK2P..."""),
         (A, "403 from S3. Which credentials is Terraform using? Could you run `aws sts "
             "get-caller-identity`?"),
         (T, """$ aws sts get-caller-identity
{
    "UserId": "AIDA...",
    "Account": "4411...",
    "Arn": "arn:aws:iam::4411...:user/deploy-ci"
}"""),
         (A, "You're using the `deploy-ci` user, which probably has no access to the new "
             "bucket. Either run the migration with your admin profile "
             "(`AWS_PROFILE=admin`), or grant `deploy-ci` access to the bucket and table. CI "
             "will need the latter anyway."),
         (U, "do both. grant ci, and i'll run the migration with my admin profile"),
         (T, """$ git diff bootstrap/iam.tf | head -14
+data "aws_iam_policy_document" "tfstate_ci" {
+  statement {
+    actions   = ["s3:GetObject", "s3:PutObject", "s3:ListBucket"]
+    resources = [aws_s3_bucket.tfstate.arn, "${aws_s3_bucket.tfstate.arn}/*"]
+  }
+  statement {
+    actions   = ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:DeleteItem"]
+    resources = [aws_dynamodb_table.tflock.arn]
+  }
+}"""),
         (T, """$ AWS_PROFILE=admin terraform init -migrate-state
Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.
$ terraform plan -var-file=prod.tfvars | tail -1
No changes. Your infrastructure matches the configuration."""),
         (A, "State is in S3 and `plan` shows no changes for prod. Next, the staging "
             "workspace: `terraform workspace new staging` and apply with "
             "`staging.tfvars`. One thing to watch with workspaces: `prod.tfvars` and "
             "`staging.tfvars` must be passed by hand every time, and nothing stops you from "
             "running the prod vars in the staging workspace."),
         (U, "hm that's exactly the kind of mistake that got us here. how does the dirs "
             "version prevent it"),
         (A, "With separate directories each environment has its own backend key and its own "
             "`terraform.tfvars`, loaded automatically:\n\n```\ninfra/\n  modules/site/   "
             "# today's main.tf, variables.tf\n  envs/prod/      # backend key site/prod, "
             "tfvars\n  envs/staging/   # backend key site/staging, tfvars\n```\n\nYou `cd` "
             "into the environment and run plain `terraform plan`. There's no variable file "
             "to forget. The cost is a few more files and a one-time state move (`terraform "
             "state mv` or a key rename) for prod."),
         (U, "ok forget workspaces, do separate dirs"),
         (A, "Switching to directories. For prod I'll move the existing state object to the "
             "new key and wrap resources in `module.site`, with `moved` blocks so nothing is "
             "recreated."),
         (T, """$ cd envs/prod && AWS_PROFILE=admin terraform init -migrate-state
Successfully configured the backend "s3"!
$ terraform plan | tail -3
  # aws_s3_bucket.site has moved to module.site.aws_s3_bucket.site
Plan: 0 to add, 0 to change, 0 to destroy."""),
         (A, "Prod plans clean: only moves, no changes. Shall I apply the moves now?"),
         (U, "yes"),
         (T, """$ AWS_PROFILE=admin terraform apply -auto-approve | tail -1
Apply complete! Resources: 0 added, 0 changed, 0 destroyed."""),
         (U, "can i see it in the bucket? paranoid"),
         (T, """$ aws s3 ls s3://ngo-tfstate-eu-west-1/ --recursive --profile admin
2024-05-14 10:02:11      48213 site/prod/terraform.tfstate"""),
         (A, "There it is, under `site/prod/`. Versioning is on, so every apply keeps the "
             "previous version you can roll back to."),
         (T, """$ cd ../staging && AWS_PROFILE=admin terraform init && terraform plan | tail -1
Plan: 7 to add, 0 to change, 0 to destroy."""),
         (A, "Staging would create 7 resources, including an RDS instance "
             "(`db.t3.micro`, ~15 USD/month). Apply now, or hold off?"),
         (U, "hold off on staging, budget meeting is next week. i need to get the board to "
             "ok the extra cost first"),
         (A, "Understood, staging stays planned but not applied. Summary:\n\n- State bucket "
             "(versioned, encrypted) and DynamoDB lock table\n- `deploy-ci` granted access\n- "
             "Prod state at `site/prod` under `envs/prod`, resources moved into a module\n- "
             "`envs/staging` ready, not applied\n\n**Next steps**\n1. Delete the old "
             "`terraform.tfstate` from the shared drive (keep a copy for a week)\n2. Add a "
             "CI job that runs `terraform plan` on pull requests\n3. Enable MFA delete on the "
             "bucket"),
         (U, "1 yes i'll delete it next friday. 2 and 3 not now. also my colleague tiago is "
             "on paternity leave, he'll have to re-init when he's back, i'll message him"),
         (A, "Makes sense. When Tiago is back he just needs `terraform init` in "
             "`envs/prod`; the backend config is in the repo. Congratulations to him!"),
         decisions=("S3 backend with DynamoDB locking", "separate directory per environment",
                    "grant deploy-ci access to state bucket"),
         superseded=("Terraform workspaces per environment",),
         loops=("get board approval for staging costs",
                "delete old state file from shared drive next Friday",
                "message Tiago to re-run terraform init"),
         split="heldout"),
    case("hc-invoice-csv-clean", "codex",
         (U, "i do the books for 6 small shops and each one exports invoices differently. "
             "want one script that cleans them all into one table. here's 3 lines of the "
             "worst one (the bakery):"),
         (U, """Date;Customer;Amount;VAT
03.02.2024;Café Ilse;1.234,50;7%
11.02.2024;Hotel Kranz;89,00;19%"""),
         (A, "That one uses semicolons, day-first dates and German number formatting (dot "
             "for thousands, comma for decimals). I'll write a reader per shop that maps "
             "columns to a common schema: `date, customer, amount, vat_rate, shop`. Where do "
             "the files live, and what should the output be?"),
         (U, "all in ./exports/<shop>/. output parquet i guess, one file"),
         (T, """$ ls exports/
bakery  bikeshop  florist  framing  optician  teashop
$ ls exports/bakery | head -3
2024-01.csv
2024-02.csv
2024-03.csv"""),
         (A, "Here's the core of the bakery reader:\n\n```python\ndef read_bakery(path: Path) "
             "-> pd.DataFrame:\n    df = pd.read_csv(path, sep=';', decimal=',', thousands="
             "'.', dtype={'Customer': str})\n    return pd.DataFrame({\n        'date': pd.to_"
             "datetime(df['Date'], dayfirst=True),\n        'customer': df['Customer'],\n"
             "        'amount': df['Amount'],\n        'vat_rate': df['VAT'].str.rstrip('%')"
             ".astype(int),\n    })\n```\n\nFor amounts, floats can drift by a cent when "
             "summed. Should I store them as integer cents?"),
         (U, "yes cents, my accountant brain screams at floats"),
         (T, """$ python clean.py
bakery     212 rows
bikeshop    98 rows
florist    340 rows
framing     41 rows
optician   156 rows
Traceback (most recent call last):
  File "clean.py", line 88, in <module>
    frames.append(READERS[shop](f))
  File "clean.py", line 61, in read_teashop
    df["date"] = pd.to_datetime(df["Date"], format="%Y-%m-%d")
ValueError: time data "14/03/2024" doesn't match format "%Y-%m-%d", at position 37"""),
         (A, "The tea shop switched date format in March: ISO dates until row 37, then "
             "`dd/mm/yyyy`. I can parse with `format='mixed', dayfirst=True`, or try ISO "
             "first and fall back. Mixed parsing is shorter; fallback is stricter."),
         (U, "fallback, i want it to blow up on anything weird"),
         (T, """$ python clean.py
bakery     212 rows
bikeshop    98 rows
florist    340 rows
framing     41 rows
optician   156 rows
teashop    187 rows
wrote out/invoices.parquet (1034 rows)"""),
         (U, "hm wait, Jutta (the accountant i hand this to) can't open parquet. she lives in "
             "excel. make it xlsx, one sheet per shop"),
         (A, "Switching to Excel. One sheet per shop plus an 'all' sheet? Amounts in cents "
             "would look odd in Excel, so I'd write them as euros with two decimals in the "
             "sheet while keeping the cents internally."),
         (U, "yes 'all' sheet too. euros in the sheet ok"),
         (T, """$ python clean.py
wrote out/invoices.xlsx (7 sheets, 1034 rows)
$ python -c "import pandas as pd; print(pd.read_excel('out/invoices.xlsx', 'all').tail(2))"
           date      customer  amount  vat_rate    shop
1032 2024-03-28  Grünwald KG  412.90        19  teashop
1033 2024-03-29     Ida Popp   18.50         7  teashop"""),
         (A, "Done. Ideas for later:\n- A check that VAT totals match each shop's monthly "
             "report\n- Scheduling it monthly\n- Unit tests per reader"),
         (U, "tests yes, the others no. write them for the bakery and teashop ones now"),
         (T, """$ pytest -q
......
6 passed in 0.94s"""),
         (A, "Six tests cover German number parsing, the tea shop date fallback and the cents "
             "conversion. Happy bookkeeping!"),
         decisions=("amounts stored as integer cents", "ISO dates with strict fallback parsing",
                    "Excel output with a sheet per shop and an all sheet",
                    "unit tests for bakery and teashop readers"),
         superseded=("single parquet output file",),
         facts=("does the books for six small shops",),
         split="heldout"),
    case("hc-flaky-xdist-port", "claude-code",
         (U, "test_webhook_delivery fails like 1 in 5 on CI, never locally. pasting the CI "
             "log. i'm hard of hearing so pls don't send me to some video walkthrough, text "
             "only"),
         (T, """____________________ test_webhook_delivery[gw3] ____________________
tests/test_webhooks.py:58: in test_webhook_delivery
    server = start_receiver(port=8089)
tests/helpers.py:22: in start_receiver
    srv = HTTPServer(("127.0.0.1", port), Handler)
E   OSError: [Errno 98] Address already in use
=========== 1 failed, 412 passed in 38.11s (4 workers) ==========="""),
         (A, "Text only, of course. The failure is `Address already in use` on port 8089, in "
             "worker `gw3`. CI runs with pytest-xdist (4 workers) and locally you probably "
             "don't. Let me check."),
         (T, """$ grep -rn "8089" tests/ | head
tests/test_webhooks.py:58:    server = start_receiver(port=8089)
tests/test_retries.py:31:    server = start_receiver(port=8089)
$ grep -n "addopts" pyproject.toml
41:addopts = "-n auto" """),
         (A, "Two tests bind the same fixed port, and when xdist puts them on different "
             "workers at the same time, one fails. Options:\n\n1. Bind to port 0 and let the OS "
             "pick a free port, then read it back from the server\n2. Mark both tests with "
             "`xdist_group` so they run on one worker\n3. Drop xdist and run serially "
             "(simple, but slower CI)"),
         (U, "1. and no to 3, CI time matters a lot here, we pay per minute"),
         (T, """$ git diff tests/helpers.py
-def start_receiver(port: int) -> HTTPServer:
-    srv = HTTPServer(("127.0.0.1", port), Handler)
+def start_receiver() -> HTTPServer:
+    srv = HTTPServer(("127.0.0.1", 0), Handler)
     threading.Thread(target=srv.serve_forever, daemon=True).start()
     return srv"""),
         (A, "Callers now read `server.server_address[1]` and build the webhook URL from it. "
             "Updating the two tests."),
         (T, """$ for i in $(seq 1 20); do pytest -q -n 4 tests/test_web*.py tests/test_retr*.py \
    | tail -1; done | sort | uniq -c
     20 9 passed in 1.2s"""),
         (A, "20 runs in a row, all green. While I was in there I noticed `test_retries` "
             "sleeps for 3 real seconds. I could replace the sleep with a fake clock to cut "
             "CI time. Want that too?"),
         (U, "yes but make it a separate commit"),
         (T, """$ git log --oneline -2
b71c0e2 tests: retry backoff uses a fake clock instead of sleeping
4fa9d13 tests: webhook receivers bind port 0 so xdist workers never collide"""),
         (T, """$ pytest -q | tail -1
413 passed in 31.40s"""),
         (A, "Both commits are in; the suite went from ~38 s to ~31 s locally. Next, you "
             "might want to:\n- Add `pytest-randomly` to catch order dependence\n- Add a "
             "lint rule that flags literal ports in tests"),
         (U, "thx. pushing now"),
         decisions=("bind test servers to port 0", "keep pytest-xdist on CI",
                    "fake clock in the retry test, separate commit"),
         facts=("is hard of hearing",),
         split="heldout"),
    case("hc-k8s-oomkilled", "claude-code",
         (U, "billing-api pods keep getting OOMKilled since yesterday's deploy. i'm on call "
             "this week so this is mine. can you help"),
         (A, "Sure. Let's look at the pod status and the last termination reason first."),
         (T, """$ kubectl -n billing get pods -l app=billing-api
NAME                           READY   STATUS             RESTARTS      AGE
billing-api-7d9c6b5f4-2xkqp    0/1     CrashLoopBackOff   14 (52s ago)  3h
billing-api-7d9c6b5f4-h8m2w    1/1     Running            11 (9m ago)   3h
billing-api-7d9c6b5f4-vn4tz    1/1     Running            13 (2m ago)   3h"""),
         (T, """$ kubectl -n billing describe pod billing-api-7d9c6b5f4-2xkqp \
    | sed -n '/Last State/,/Exit/p'
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
$ kubectl -n billing get deploy billing-api -o json \
    | jq -c '.spec.template.spec.containers[0].resources'
{"limits":{"cpu":"1","memory":"1Gi"},"requests":{"cpu":"250m","memory":"768Mi"}}"""),
         (A, "Exit 137 / OOMKilled with a 1Gi limit. What changed in yesterday's deploy? And "
             "which JVM version and flags does the image use?"),
         (U, "we bumped spring boot 3.1 -> 3.2 and the base image from temurin 17 to 21. "
             "JAVA_OPTS is just -Xss512k"),
         (T, """$ kubectl -n billing exec billing-api-7d9c6b5f4-h8m2w -- \
    java -XX:+PrintFlagsFinal -version \
    | grep -E 'MaxHeapSize|MaxRAMPercentage'
   size_t MaxHeapSize          = 268435456
   double MaxRAMPercentage     = 25.000000"""),
         (A, "Interesting: the heap max is only 256 MiB (25% of 1Gi), so the heap itself "
             "isn't what blows the limit. The JVM's non-heap memory (metaspace, thread stacks, "
             "direct buffers, code cache) must be growing. Let's enable Native Memory Tracking "
             "on one pod to see where it goes."),
         (U, "ok do it on the h8m2w one, patch just that pod? or do i need a new deploy"),
         (A, "You can't change JVM flags on a running pod. The least disruptive route is a "
             "second deployment `billing-api-debug` with one replica and "
             "`-XX:NativeMemoryTracking=summary`, not behind the service."),
         (U, "go"),
         (T, """$ yq '.metadata.name = "billing-api-debug" | .spec.replicas = 1' \
    deploy.yaml > d.yaml
$ kubectl -n billing apply -f d.yaml
deployment.apps/billing-api-debug created
$ kubectl -n billing exec deploy/billing-api-debug -- jcmd 1 VM.native_memory summary \
    | grep committed | head -8
Total: reserved=1843MB, committed=938MB
-                 Java Heap (reserved=256MB, committed=256MB)
-                     Class (reserved=1068MB, committed=71MB)
-                    Thread (reserved=212MB, committed=212MB)
-                      Code (reserved=248MB, committed=52MB)
-                        GC (reserved=61MB, committed=61MB)
-                     Other (reserved=230MB, committed=230MB)"""),
         (A, "Two things stand out:\n- **Thread: 212 MB.** With `-Xss512k` that's roughly "
             "400 threads.\n- **Other: 230 MB**, which is usually direct byte buffers (Netty).\n"
             "\nSpring Boot 3.2 can run on virtual threads, but if `spring.threads.virtual."
             "enabled` is off, a larger Tomcat pool or an executor change would raise the "
             "thread count. Let me check the thread dump."),
         (T, """$ kubectl -n billing exec deploy/billing-api-debug -- jcmd 1 Thread.print \
    | grep -oE '^"[a-zA-Z-]+' | sort | uniq -c | sort -rn | head -4
    288 "reactor-http-nio
     64 "http-nio-8080-exec
     22 "scheduling
      9 "HikariPool"""),
         (A, "288 `reactor-http-nio` threads. That's the Reactor Netty client event loop; it "
             "defaults to one thread per CPU it sees. On JDK 21 inside a container with a 1 "
             "CPU limit it should see 1 CPU... unless something creates a new `WebClient` per "
             "request without sharing the connection provider."),
         (T, """$ git log -p --since=3.days -- src/main/java | grep -n "WebClient" | head
+        WebClient client = WebClient.builder()
+            .clientConnector(new ReactorClientHttpConnector(HttpClient.create()))
+            .baseUrl(taxServiceUrl).build();
src/main/java/com/acme/billing/tax/TaxClient.java:41"""),
         (A, "Found it. `TaxClient` builds a new `HttpClient.create()` for each call, in a "
             "commit from two days ago. Each one gets its own event loop resources and "
             "buffers, and they're never disposed. The fix is to build one `WebClient` bean "
             "and inject it."),
         (U, "ugh that was my PR. ok but prod is flapping right now, can we buy time first. "
             "just bump the limit to 4Gi"),
         (A, "That will stop the kills for a while (the leak still grows, just slower to hit "
             "the limit). Applying 4Gi limit, 3Gi request."),
         (T, """$ kubectl -n billing set resources deploy/billing-api \
    --limits=memory=4Gi --requests=memory=3Gi
deployment.apps/billing-api resource requirements updated
$ kubectl -n billing get pods -l app=billing-api
NAME                            READY   STATUS    RESTARTS   AGE
billing-api-5b8f7c9d6-9kdjw     0/1     Pending   0          40s
billing-api-5b8f7c9d6-qq7xl     1/1     Running   0          40s
billing-api-7d9c6b5f4-h8m2w     1/1     Running   11         3h"""),
         (T, """$ kubectl -n billing describe pod billing-api-5b8f7c9d6-9kdjw | tail -3
Events:
  Warning  FailedScheduling  38s  default-scheduler  0/6 nodes are available: 6 Insufficient
  memory. preemption: 0/6 nodes are available: 6 No preemption victims found."""),
         (A, "The 3Gi request doesn't fit on the nodes, so one replica can't schedule. The "
             "rollout is stuck halfway, with one old and one new pod serving. Options:\n1. "
             "Lower the request to 1Gi and keep a 2Gi limit\n2. Scale the node pool\n3. Roll "
             "back the `TaxClient` change itself (fixes the cause)"),
         (U, "forget the 4gi, finance will kill me anyway. revert my TaxClient commit and put "
             "the limits back to 1.5Gi limit / 1Gi request"),
         (T, """$ git revert --no-edit 9e41c2a
[main 1f0b8e3] Revert "tax: call tax service with reactive client"
 1 file changed, 4 insertions(+), 9 deletions(-)
$ git push origin main
$ kubectl -n billing set resources deploy/billing-api \
    --limits=memory=1536Mi --requests=memory=1Gi
deployment.apps/billing-api resource requirements updated"""),
         (T, """$ kubectl -n billing rollout status deploy/billing-api
Waiting for deployment "billing-api" rollout to finish: 1 of 3 updated replicas are available...
Waiting for deployment "billing-api" rollout to finish: 2 of 3 updated replicas are available...
deployment "billing-api" successfully rolled out"""),
         (A, "Rolled out. I'd also set the heap explicitly instead of relying on 25%: "
             "`-XX:MaxRAMPercentage=60` gives the heap ~920 MiB of the 1.5 GiB and leaves room "
             "for threads and buffers. Want that in `JAVA_OPTS`?"),
         (U, "yes 60%"),
         (T, """$ git diff deploy/billing-api.yaml
             - name: JAVA_OPTS
-              value: "-Xss512k"
+              value: "-Xss512k -XX:MaxRAMPercentage=60"
$ git commit -am "billing-api: heap at 60% of the container limit" && git push"""),
         (T, """$ kubectl -n billing top pods -l app=billing-api
NAME                            CPU(cores)   MEMORY(bytes)
billing-api-6c7d8b9f5-4ttzn     112m         611Mi
billing-api-6c7d8b9f5-b2m9x     98m          598Mi
billing-api-6c7d8b9f5-wq8rd     120m         604Mi"""),
         (A, "Memory is flat around 600 MiB. Should I delete the debug deployment?"),
         (U, "yes kill it"),
         (T, """$ kubectl -n billing delete deploy billing-api-debug
deployment.apps "billing-api-debug" deleted"""),
         (A, "Done. For the real fix, the tax call needs a single shared `WebClient`:\n\n"
             "```java\n@Bean\nWebClient taxWebClient(WebClient.Builder b) {\n    return "
             "b.baseUrl(taxServiceUrl).build();\n}\n```\n\n### Next steps\n1. Re-land the "
             "reactive `TaxClient` with a shared `WebClient` bean\n2. Add a Vertical Pod "
             "Autoscaler in recommendation mode\n3. Alert on container memory > 85% of limit\n"
             "4. Write a short incident note"),
         (U, "1 yes, i'll redo the PR properly tomorrow. VPA not now. 3 yes, add the alert "
             "now. incident note i'll write it before standup"),
         (T, """$ git diff monitoring/alerts/billing.yaml
+  - alert: BillingApiMemoryHigh
+    expr: container_memory_working_set_bytes{namespace="billing",container="billing-api"}
+          / container_spec_memory_limit_bytes{namespace="billing",container="billing-api"} > 0.85
+    for: 10m
+    labels: {severity: warning}
$ git commit -am "alert when billing-api memory passes 85% of its limit" && git push
[main 77ac2e1] alert when billing-api memory passes 85% of its limit"""),
         (A, "Alert is merged. It fires after 10 minutes above 85% of the limit. Good luck "
             "with the rest of the on-call week!"),
         (U, "ty. going to bed lol"),
         decisions=("revert the TaxClient commit", "1.5Gi memory limit, 1Gi request",
                    "heap at 60% of container memory",
                    "alert on memory above 85% of limit"),
         superseded=("4Gi memory limit",),
         loops=("redo the reactive TaxClient PR with a shared WebClient",
                "write the incident note before standup"),
         split="heldout"),
    case("hc-alembic-enum-status", "codex",
         (U, "need to add 'refunded' to the order_status enum in postgres. alembic "
             "autogenerate gives me an empty migration"),
         (A, "Alembic's autogenerate doesn't detect changes to the values of a Postgres "
             "`ENUM`, so you'll need a hand-written migration. The usual statement is:\n\n"
             "```sql\nALTER TYPE order_status ADD VALUE 'refunded';\n```\n\nWhich Postgres "
             "version are you on?"),
         (U, "14"),
         (T, """$ cat migrations/versions/7c1e_add_refunded.py | sed -n 8,12p
def upgrade():
    op.execute("ALTER TYPE order_status ADD VALUE 'refunded'")
$ alembic upgrade head
sqlalchemy.exc.InternalError: (psycopg2.errors.ActiveSqlTransaction)
ALTER TYPE ... ADD VALUE cannot run inside a transaction block"""),
         (A, "On 14 `ADD VALUE` can run in a transaction, but the new value can't be used in "
             "the same transaction, and your `env.py` wraps everything in one with a data "
             "fix after it. Two ways out:\n\n1. Run this step in an autocommit block "
             "(`with op.get_context().autocommit_block():`)\n2. Stop using a Postgres enum: "
             "make `status` a `text` column with a `CHECK` constraint. Adding a value is "
             "then a constraint swap, which works in a transaction and which alembic handles "
             "fine."),
         (U, "i've been writing python for 15 years and every single time pg enums bit me. "
             "2. get rid of the enum"),
         (A, "Text plus check constraint. The migration:\n\n```python\ndef upgrade():\n    "
             "op.execute(\"ALTER TABLE orders ALTER COLUMN status TYPE text\")\n    op.execute("
             "\"DROP TYPE order_status\")\n    op.create_check_constraint(\n        "
             "\"ck_orders_status\", \"orders\",\n        \"status IN ('pending','paid',"
             "'shipped','cancelled','refunded')\",\n    )\n```\n\nOn the model side I'll use "
             "`sa.Enum(..., native_enum=False)` so Python still validates. How big is "
             "`orders`? The type change rewrites the table."),
         (U, "1.2M rows"),
         (A, "Rewriting 1.2M narrow rows usually takes a few seconds, but it holds an "
             "`ACCESS EXCLUSIVE` lock meanwhile. I'd set `lock_timeout = '5s'` so it fails "
             "fast instead of queueing behind a long transaction."),
         (U, "ok"),
         (T, """$ alembic upgrade head
INFO  [alembic.runtime.migration] Running upgrade 6b2d -> 7c1e, status as text with check
$ psql -c "\\d orders" | grep -A1 status
 status      | text                     |           | not null |
    "ck_orders_status" CHECK (status = ANY (ARRAY['pending'::text, 'paid'::text, ...]))"""),
         (T, """$ pytest tests/orders -q
.............F.
FAILED tests/orders/test_admin.py::test_status_filter_choices
AssertionError: assert ['cancelled', 'paid', ...] == ['pending', 'paid', ...]
14 passed, 1 failed in 3.02s"""),
         (A, "The admin filter read its choices from the database enum in alphabetical order "
             "via a catalog query that no longer exists. I'll take the choices from the "
             "Python `OrderStatus` enum so the order is the lifecycle order."),
         (U, "yep"),
         (T, """$ pytest tests/orders -q
...............
15 passed in 2.88s"""),
         (A, "All green. Worth doing next:\n- The same conversion for `payment_method` and "
             "`shipment_carrier`, which are also Postgres enums\n- A test that checks the "
             "constraint matches the Python enum"),
         (U, "add the test. the other two enums maybe another day"),
         (T, """$ pytest tests/test_schema_sync.py -q
.
1 passed in 0.41s"""),
         (A, "Added `test_status_constraint_matches_enum`. It fails if someone adds a value "
             "in Python but not in a migration. Enjoy a world with one fewer enum!"),
         decisions=("text column with check constraint instead of enum",
                    "lock_timeout of 5 seconds on the migration",
                    "admin filter choices from the Python enum",
                    "test that constraint matches the enum"),
         facts=("has been writing Python for 15 years",),
         split="heldout"),
    case("hc-django-admin-nplus1", "cursor",
         (U, "our django admin for Orders takes 9 seconds to load. debug toolbar says 1,203 "
             "queries lol. i teach django at a bootcamp on saturdays and i literally warn "
             "people about this, so embarrassing"),
         (T, """$ sed -n 1,20p shop/admin.py
@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("id", "customer_name", "item_count", "total", "created")

    def customer_name(self, obj):
        return obj.customer.user.get_full_name()

    def item_count(self, obj):
        return obj.items.count()"""),
         (A, "Classic N+1 from two places:\n- `customer_name` follows `customer` then `user` "
             "for each row\n- `item_count` runs a `COUNT` per row\n\nFix: override "
             "`get_queryset` with `select_related('customer__user')` and annotate the count "
             "with `Count('items')` so it comes in the same query."),
         (U, "do it"),
         (T, """$ git diff shop/admin.py
+    def get_queryset(self, request):
+        return (
+            super().get_queryset(request)
+            .select_related("customer__user")
+            .annotate(_item_count=Count("items"))
+        )
+
     def item_count(self, obj):
-        return obj.items.count()
+        return obj._item_count
+    item_count.admin_order_field = "_item_count\""""),
         (A, "That should bring the changelist to a handful of queries. Can you reload and "
             "check the toolbar?"),
         (U, "5 queries, 180ms. but the order detail page is still slow, it has the items "
             "inline with product + supplier"),
         (A, "Inlines have their own queryset. For `OrderItemInline`, add `get_queryset` with "
             "`select_related('product__supplier')`. Also, if `product` is a foreign key "
             "field in the inline form, Django renders a `<select>` with every product. "
             "With many products that's slow. `raw_id_fields` or `autocomplete_fields` "
             "avoids it. Which do you prefer?"),
         (U, "autocomplete, the staff wont understand raw ids"),
         (T, """$ git diff shop/admin.py | tail -12
+class OrderItemInline(admin.TabularInline):
+    model = OrderItem
+    autocomplete_fields = ("product",)
+
+    def get_queryset(self, request):
+        return super().get_queryset(request).select_related("product__supplier")
+
+@admin.register(Product)
+class ProductAdmin(admin.ModelAdmin):
+    search_fields = ("name", "sku")"""),
         (U, "detail page 300ms now. nice"),
         (A, "To stop this from coming back, you could add the `nplusone` package in CI, "
             "which fails tests on lazy loads, or a test with `assertNumQueries` for the "
             "admin pages."),
         (U, "nah. the toolbar is enough, only 2 of us work on this"),
         (A, "Fair enough. One more small thing: `list_per_page` is 500 in your admin, which "
             "makes every page heavy. Django's default is 100."),
         (U, "leave it, the warehouse guys scroll instead of paging, they asked for 500"),
         (A, "Makes sense, then 500 stays. The page is fast now anyway. Have a good "
             "bootcamp session on Saturday!"),
         decisions=("select_related and count annotation in OrderAdmin",
                    "autocomplete for product in order items",
                    "keep 500 rows per admin page"),
         facts=("teaches Django at a bootcamp on Saturdays",),
         split="heldout"),
    case("hc-nextjs-ceramics-i18n", "claude-code",
         (U, "site for our ceramics studio in ghent needs dutch, french and english. next.js "
             "14 app router. i speak dutch and french myself so i'll write those texts, "
             "english i'll do with a dictionary lol"),
         (A, "Nice project. A few questions before choosing a library:\n1. Should the language "
             "be visible in the URL (`/nl/workshops`, `/fr/ateliers`) or only stored in a "
             "cookie?\n2. Which language is the default?\n3. Are the pages mostly static "
             "text, or is there content from a CMS?"),
         (U, "cookie only, urls stay clean. dutch default. static mostly, workshop dates "
             "come from a google sheet"),
         (A, "For the App Router, `next-intl` is the most straightforward: message files per "
             "locale, server components supported, middleware for detection. The alternative "
             "is `react-i18next`, which needs more wiring for server components. OK with "
             "`next-intl`?"),
         (U, "next-intl ok"),
         (T, """$ npm install next-intl
added 4 packages, and audited 312 packages in 3s
$ tree messages src/i18n
messages
|-- en.json
|-- fr.json
`-- nl.json
src/i18n
`-- request.ts"""),
         (A, "Set up with a cookie-based locale: `request.ts` reads `NEXT_LOCALE` from the "
             "cookie, falls back to `Accept-Language`, then to `nl`. Moving the homepage "
             "strings into `messages/nl.json` now."),
         (T, """$ git diff --stat
 messages/en.json         | 24 ++++++++++++++
 messages/fr.json         | 24 ++++++++++++++
 messages/nl.json         | 24 ++++++++++++++
 src/app/layout.tsx       |  9 ++++--
 src/app/page.tsx         | 31 +++++++-----------
 src/i18n/request.ts      | 18 +++++++++++
 next.config.mjs          |  4 ++-
 7 files changed, 110 insertions(+), 22 deletions(-)"""),
         (T, """$ npm run build
 x Error: Usage of next-intl APIs in Server Components currently opts into dynamic
   rendering. This limitation will eventually be lifted, but as a stopgap solution,
   you can use the `setRequestLocale` API to enable static rendering.
   Route /workshops couldn't be rendered statically because it used `cookies`."""),
         (A, "Because the locale comes from a cookie, every page has to read the request, so "
             "nothing can be statically rendered. That's not fatal (pages are rendered per "
             "request), but it has two costs:\n- Slower pages and no CDN caching of HTML\n- "
             "Search engines only ever see one language, since crawlers don't keep "
             "cookies; the French and English pages won't be indexed\n\nWith the locale in "
             "the URL (`/fr/...`), each language is a separate static page and indexable."),
         (U, "hm. the french speaking tourists from brussels are like a third of our "
             "bookings, they need to find us on google. ok do the url prefix then"),
         (A, "URL prefix it is. Should Dutch also get a prefix (`/nl/...`), or should Dutch "
             "live at `/` with only `/fr` and `/en` prefixed?"),
         (U, "dutch at / without prefix"),
         (A, "That's `localePrefix: 'as-needed'`. Restructuring into `app/[locale]/` and "
             "adding `generateStaticParams` so every locale is built statically."),
         (T, """$ git mv src/app/page.tsx src/app/[locale]/page.tsx
$ git mv src/app/workshops src/app/[locale]/workshops
$ git mv src/app/contact src/app/[locale]/contact
$ cat src/middleware.ts
import createMiddleware from "next-intl/middleware";
export default createMiddleware({
  locales: ["nl", "fr", "en"],
  defaultLocale: "nl",
  localePrefix: "as-needed",
});
export const config = { matcher: ["/((?!api|_next|.*\\\\..*).*)"] };"""),
         (T, """$ npm run build
Route (app)                              Size     First Load JS
+ o /[locale]                            2.1 kB         91.2 kB
+   /nl, /fr, /en
+ o /[locale]/workshops                  3.4 kB         92.5 kB
+ o /[locale]/contact                    1.2 kB         90.3 kB
o  (Static)  prerendered as static content"""),
         (A, "Static build works for all three locales. Now the slugs: should French URLs be "
             "translated (`/fr/ateliers`) or keep the Dutch ones (`/fr/workshops`)?"),
         (U, "keep them the same, i don't want to maintain 3 sets of links"),
         (A, "Same slugs everywhere, simpler. Next: the language switcher. A small dropdown "
             "in the header, or three links `NL · FR · EN`?"),
         (U, "three links"),
         (T, """$ git diff src/components/Header.tsx | head -16
+export function LocaleLinks() {
+  const pathname = usePathname();
+  const current = useLocale();
+  return (
+    <nav aria-label="Language">
+      {["nl", "fr", "en"].map((l) => (
+        <Link key={l} href={pathname} locale={l}
+          aria-current={l === current ? "true" : undefined}>
+          {l.toUpperCase()}
+        </Link>
+      ))}
+    </nav>
+  );
+}"""),
         (U, "the workshop dates from the sheet, they have a description column in dutch "
             "only. what do i do there"),
         (A, "A few options:\n\n1. Add `description_fr` and `description_en` columns to the "
             "sheet and pick by locale, falling back to Dutch\n2. Machine-translate at build "
             "time\n3. Show the Dutch description with a note"),
         (U, "1, with fallback to dutch"),
         (T, """$ git diff src/lib/workshops.ts | head -10
+const col = { nl: "description", fr: "description_fr", en: "description_en" } as const;
+export function describe(row: SheetRow, locale: Locale): string {
+  return row[col[locale]]?.trim() || row.description;
+}"""),
         (T, """$ npm test
 PASS  src/lib/workshops.test.ts
  v uses the french column when present (3 ms)
  v falls back to dutch when the french cell is empty (1 ms)
 PASS  src/components/Header.test.tsx
Tests:       5 passed, 5 total"""),
         (A, "Also recommended for SEO: `hreflang` alternate links in the `<head>` so Google "
             "knows the three versions belong together. `next-intl` can generate them in "
             "`generateMetadata`. Shall I add them?"),
         (U, "yes"),
         (T, """$ curl -s localhost:3000/fr/workshops | grep -o '<link rel="alternate"[^>]*>'
<link rel="alternate" hreflang="nl" href="https://kleiput-gent.be/workshops"/>
<link rel="alternate" hreflang="fr" href="https://kleiput-gent.be/fr/workshops"/>
<link rel="alternate" hreflang="en" href="https://kleiput-gent.be/en/workshops"/>"""),
         (A, "Done. Summary:\n- `next-intl`, Dutch at `/`, French and English prefixed\n- "
             "Static rendering for every locale\n- Same slugs in every language\n- "
             "`NL · FR · EN` links in the header\n- Sheet descriptions per language with "
             "Dutch fallback\n- `hreflang` alternates\n\n**Next steps**\n1. Fill in "
             "`fr.json` and `en.json` (they currently hold the Dutch text)\n2. Add the two "
             "description columns to the sheet\n3. Submit the new URLs in Search Console\n4. "
             "Add a cookie banner in three languages"),
         (U, "1 and 2 are mine, i'll do the french this week. my sister is an english "
             "teacher, she'll check the english json, i'll send it to her. no cookie banner, "
             "we don't use any tracking cookies"),
         (A, "Right, with no tracking cookies and no locale cookie anymore, you don't need a "
             "banner. Good luck with the texts, and say hi to your sister!"),
         decisions=("next-intl for translations", "locale prefix in the URL",
                    "Dutch default at the root without prefix",
                    "same URL slugs in every language", "three language links in header",
                    "per-language description columns with Dutch fallback",
                    "hreflang alternate links"),
         superseded=("locale stored in a cookie only",),
         loops=("write the French and English message texts",
                "add description_fr and description_en columns to the sheet",
                "send the English JSON to her sister to check"),
         facts=("runs a ceramics studio in Ghent", "speaks Dutch and French"),
         split="heldout"),
    case("hc-grpc-deadlines", "codex",
         (U, "checkout service hangs sometimes for 60s+ when inventory is slow. go, grpc. "
             "there are no deadlines anywhere i think"),
         (T, """$ grep -rn "context.Background()" internal/ | head
internal/checkout/service.go:88:	resp, err := s.inv.Reserve(context.Background(), req)
internal/checkout/service.go:121:	stock, err := s.inv.GetStock(context.Background(), sreq)
internal/pricing/client.go:40:	return c.cli.Quote(context.Background(), q)"""),
         (A, "Confirmed: calls to inventory and pricing use `context.Background()`, which "
             "has no deadline and also drops the incoming request's cancellation. Two "
             "changes:\n1. Pass the request's `ctx` through instead of `Background()`\n2. "
             "Wrap each downstream call with `context.WithTimeout`\n\nWhat timeout fits? "
             "Here are p99 latencies from your dashboards export in the repo:"),
         (T, """$ cat docs/latency-2024-05.csv | column -t -s,
rpc                 p50_ms  p99_ms
inventory.Reserve   18      240
inventory.GetStock  6       95
pricing.Quote       11      130"""),
         (U, "5s for inventory calls, 2s for pricing"),
         (T, """$ git diff internal/checkout/service.go | head -12
-	resp, err := s.inv.Reserve(context.Background(), req)
+	rctx, cancel := context.WithTimeout(ctx, s.cfg.InventoryTimeout)
+	defer cancel()
+	resp, err := s.inv.Reserve(rctx, req)
@@
-	stock, err := s.inv.GetStock(context.Background(), sreq)
+	gctx, cancel := context.WithTimeout(ctx, s.cfg.InventoryTimeout)
+	defer cancel()
+	stock, err := s.inv.GetStock(gctx, sreq)"""),
         (A, "Timeouts come from config (`INVENTORY_TIMEOUT=5s`, `PRICING_TIMEOUT=2s`). On "
             "`DeadlineExceeded`, should checkout retry? Retrying `GetStock` and "
             "`Quote` is safe; retrying `Reserve` could double-reserve unless inventory "
             "deduplicates by request id."),
         (U, "inventory doesnt dedupe. retry only the reads, once"),
         (T, """$ go test ./internal/... -count=1
--- FAIL: TestCheckout_InventorySlow (5.01s)
    service_test.go:77: expected codes.Unavailable, got codes.DeadlineExceeded
FAIL
ok  	checkout/internal/pricing	0.208s"""),
         (A, "The test expected `Unavailable` for a slow inventory, but the right status now "
             "is `DeadlineExceeded`. Do you want checkout to pass that through to the "
             "client, or map it to `Unavailable`?"),
         (U, "pass it through"),
         (T, """$ go test ./... -count=1
ok  	checkout/internal/checkout	5.322s
ok  	checkout/internal/pricing	0.211s
ok  	checkout/cmd/checkout	0.102s"""),
         (A, "Green. The slow test takes 5 s because it waits for the real timeout; I can "
             "inject a short timeout in the test config."),
         (U, "yes"),
         (T, """$ go test ./... -count=1
ok  	checkout/internal/checkout	0.341s
ok  	checkout/internal/pricing	0.207s
ok  	checkout/cmd/checkout	0.098s"""),
         (A, "Done. Possible follow-ups:\n- A circuit breaker around inventory "
             "(`sony/gobreaker`)\n- Ask the inventory team to support idempotency keys so "
             "`Reserve` can be retried\n- Update the runbook with the new timeouts"),
         (U, "breaker later maybe. i'll update the runbook myself after the deploy, and "
             "i'll raise the idempotency thing at the arch sync on tuesday"),
         decisions=("5 second timeout for inventory calls", "2 second timeout for pricing",
                    "retry only read calls, once",
                    "pass DeadlineExceeded through to clients",
                    "short injected timeout in tests"),
         loops=("update the runbook with the new timeouts after the deploy",
                "raise idempotency keys for Reserve at the Tuesday arch sync"),
         split="heldout"),
    case("hc-tokio-session-lock", "claude-code",
         (U, "my axum server freezes under load, no panic, just stops answering. rust, "
             "tokio. i'm new to async rust (coming from 8 years of c#)"),
         (A, "A silent freeze in async Rust is often a blocked worker thread: a blocking "
             "call or a `std::sync::Mutex` held across an `.await`. Let me look at shared "
             "state."),
         (T, """$ grep -rn "Mutex" src/ | head
src/state.rs:4:use std::sync::Mutex;
src/state.rs:9:    pub sessions: Arc<Mutex<HashMap<SessionId, Session>>>,
src/routes/chat.rs:31:    let mut sessions = state.sessions.lock().unwrap();"""),
         (T, """$ sed -n 28,44p src/routes/chat.rs
pub async fn send(State(state): State<AppState>, Json(msg): Json<Msg>) -> impl IntoResponse {
    let mut sessions = state.sessions.lock().unwrap();
    let session = sessions.get_mut(&msg.session).ok_or(StatusCode::NOT_FOUND)?;
    let reply = state.llm.complete(&session.history, &msg.text).await?;
    session.history.push(reply.clone());
    Ok(Json(reply))
}"""),
         (A, "There it is: the `std::sync::Mutex` guard is held across `llm.complete(...)"
             ".await`. While one request waits on the LLM, any other request on that worker "
             "blocks the whole thread trying to lock, and with enough requests every worker "
             "thread is stuck. Options:\n\n1. **`tokio::sync::Mutex`**: an async lock, "
             "waiting yields instead of blocking. Still serializes all sessions.\n2. "
             "**`DashMap`**: a sharded concurrent map; lock per entry, and clone the history "
             "out before awaiting\n3. **Restructure**: lock, clone history, unlock, await, "
             "lock again to push"),
         (U, "whats the difference in practice between 2 and 3"),
         (A, "Both avoid holding a lock across `.await`. With 3 you keep one global lock, "
             "but only for microseconds; contention is low until you have many thousands of "
             "requests per second. With 2 (`DashMap`) different sessions never contend. For "
             "a chat server with a few hundred users, 3 is enough and adds no dependency."),
         (U, "ok 3 then, no new crate"),
         (T, """$ git diff src/routes/chat.rs
-    let mut sessions = state.sessions.lock().unwrap();
-    let session = sessions.get_mut(&msg.session).ok_or(StatusCode::NOT_FOUND)?;
-    let reply = state.llm.complete(&session.history, &msg.text).await?;
-    session.history.push(reply.clone());
+    let history = {
+        let sessions = state.sessions.lock().unwrap();
+        sessions.get(&msg.session).ok_or(StatusCode::NOT_FOUND)?.history.clone()
+    };
+    let reply = state.llm.complete(&history, &msg.text).await?;
+    if let Some(s) = state.sessions.lock().unwrap().get_mut(&msg.session) {
+        s.history.push(reply.clone());
+    }"""),
         (T, """$ cargo clippy -- -D warnings
    Checking chatd v0.3.1
    Finished dev [unoptimized + debuginfo] target(s) in 4.12s
$ oha -z 30s -c 200 http://localhost:3000/send -m POST -d @bench/msg.json
Summary:
  Success rate: 100.00%
  Total:        30.0012 secs
  Requests/sec: 611.2310"""),
         (A, "200 concurrent clients for 30 s, no freeze, 611 req/s (bounded by the fake "
             "LLM's latency). One subtle issue: two messages for the same session in "
             "parallel can now interleave history. Is that possible in your client?"),
         (U, "no, the ui disables send until the reply comes"),
         (A, "Then it's fine. To prevent this class of bug, clippy has a lint: "
             "`clippy::await_holding_lock`. Want it set to deny in `lib.rs`?"),
         (U, "yes"),
         (T, """$ git diff src/lib.rs
+#![deny(clippy::await_holding_lock)]
$ cargo clippy -- -D warnings
    Finished dev [unoptimized + debuginfo] target(s) in 0.91s"""),
         (A, "Added. Other things you might look at later: request timeouts with "
             "`tower::timeout`, and moving sessions to Redis if you ever run two instances."),
         (U, "thanks, that explains a lot. the c# part of my brain expected lock + await to "
             "just work"),
         (A, "It's a very common trap: in C# the compiler refuses `await` inside `lock`, and "
             "Rust's `std` mutex lets it compile. Happy hacking!"),
         decisions=("clone history out of the lock before awaiting",
                    "deny clippy await_holding_lock"),
         facts=("has 8 years of C# experience",),
         split="heldout"),
    case("hc-gha-pnpm-cache", "cursor",
         (U, "our github actions CI takes 19 min per PR. its a pnpm repo, matrix of node "
             "16/18/20 on ubuntu + windows. can we make it faster"),
         (T, """$ cat .github/workflows/ci.yml
jobs:
  test:
    strategy:
      matrix:
        os: [ubuntu-latest, windows-latest]
        node: [16, 18, 20]
    runs-on: ${{ matrix.os }}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: ${{ matrix.node }} }
      - run: npm i -g pnpm && pnpm install
      - run: pnpm build
      - run: pnpm test"""),
         (A, "Six jobs, each installing pnpm and all dependencies from scratch. Quick wins:\n"
             "1. `pnpm/action-setup` plus `setup-node` with `cache: pnpm` to cache the store\n"
             "2. Trim the matrix: Node 16 is end-of-life\n3. Run lint/build once on one "
             "job, not six times\n4. Windows runners are ~2x slower; keep only one Node "
             "version there\n\nWhich of these do you want?"),
         (U, "1 and 2 for sure. 4 - actually just drop windows completely"),
         (T, """$ git diff .github/workflows/ci.yml
-        os: [ubuntu-latest, windows-latest]
-        node: [16, 18, 20]
+        os: [ubuntu-latest]
+        node: [18, 20]
@@
-      - run: npm i -g pnpm && pnpm install
+      - uses: pnpm/action-setup@v4
+      - uses: actions/setup-node@v4
+        with:
+          node-version: ${{ matrix.node }}
+          cache: pnpm
+      - run: pnpm install --frozen-lockfile"""),
         (T, """$ gh run list --limit 2
STATUS  TITLE                 WORKFLOW  BRANCH       EVENT         ID          ELAPSED
v       ci: cache pnpm store  CI        ci-speedup   pull_request  9120348871  4m12s
v       fix flaky date test   CI        main         push          9118877213  19m03s"""),
         (U, "4 min nice. oh wait, support just told me half our enterprise customers run "
             "the cli on windows. put windows back, but one node version only"),
         (A, "Good catch. Windows back with Node 20 only, via `include`:\n\n```yaml\n"
             "matrix:\n  os: [ubuntu-latest]\n  node: [18, 20]\n  include:\n    - os: "
             "windows-latest\n      node: 20\n```"),
         (T, """$ gh run list --limit 1
STATUS  TITLE                           WORKFLOW  BRANCH      EVENT         ID          ELAPSED
v       ci: windows back, node 20 only  CI        ci-speedup  pull_request  9120551032  6m40s"""),
         (A, "6m40s with Windows. The Windows job is the long pole. Remaining ideas:\n- "
             "Turborepo remote caching so unchanged packages skip build and test\n- Split "
             "lint into its own job"),
         (U, "remote cache sounds good but we'd need a vercel team account, i have to ask "
             "my manager first. lint split yes"),
         (T, """$ git diff .github/workflows/ci.yml | head -9
+  lint:
+    runs-on: ubuntu-latest
+    steps:
+      - uses: actions/checkout@v4
+      - uses: pnpm/action-setup@v4
+      - uses: actions/setup-node@v4
+        with: { node-version: 20, cache: pnpm }
+      - run: pnpm install --frozen-lockfile
+      - run: pnpm lint"""),
         (T, """$ gh pr checks
lint                  pass  1m02s
test (ubuntu, 18)     pass  3m51s
test (ubuntu, 20)     pass  3m47s
test (windows, 20)    pass  6m12s"""),
         (A, "All checks pass, longest job 6m12s, down from 19 minutes. Want me to open the "
             "PR description with before/after numbers?"),
         (U, "ya write it, i'll merge after lunch"),
         (A, "Here's the description:\n\n> CI: cache the pnpm store, drop Node 16, Windows "
             "on Node 20 only, lint as its own job. 19m -> ~6m per PR."),
         decisions=("cache the pnpm store in setup-node", "drop Node 16 from the matrix",
                    "Windows on Node 20 only", "lint in a separate job"),
         superseded=("drop Windows from CI",),
         loops=("ask manager about a Vercel team account for remote cache",
                "merge the CI speedup PR after lunch"),
         split="heldout"),
    case("hc-dbt-incremental-events", "codex",
         (U, "our dbt model fct_events does a full rebuild every night, 40 min on bigquery "
             "and the bill is getting noticed. make it incremental? i was a data analyst "
             "until last year, now analytics engineer, so go slow on the dbt internals"),
         (T, """$ cat models/marts/fct_events.sql
{{ config(materialized='table', partition_by={'field': 'event_date', 'data_type': 'date'}) }}
select
  event_id,
  user_id,
  event_name,
  date(event_ts) as event_date,
  event_ts,
  loaded_at
from {{ ref('stg_events') }}"""),
         (A, "Sure, step by step. An incremental model only processes new rows each run and "
             "merges them into the existing table. Two choices:\n\n**Strategy**\n- `merge` "
             "on a unique key: updates rows that changed, inserts new ones\n- "
             "`insert_overwrite`: replaces whole date partitions; cheaper on BigQuery, no "
             "unique key needed\n\n**Late data**: events can arrive days late (mobile apps "
             "offline). How late do you see them?"),
         (T, """$ bq query --nouse_legacy_sql 'select
  date_diff(date(loaded_at), date(event_ts), day) d,
  count(*) n from analytics.stg_events group by d order by d limit 6'
+---+-----------+
| d |     n     |
+---+-----------+
| 0 | 918231442 |
| 1 |  12033110 |
| 2 |    402118 |
| 3 |     30127 |
| 4 |       911 |
| 5 |        40 |
+---+-----------+"""),
         (A, "Almost everything lands within 3 days. I'd suggest `insert_overwrite` on "
             "`event_date` with a 3-day lookback: each night rebuild the last 3 partitions. "
             "Events later than that (~1k) would be missed until a full refresh."),
         (U, "can we do merge on event_id instead, we have dupes from the sdk sometimes and "
             "i want those gone"),
         (A, "Yes, `merge` with `unique_key='event_id'` also removes those duplicates, at "
             "a higher scan cost since the merge reads the target. With "
             "`incremental_predicates` limiting the target to recent partitions, the cost "
             "stays reasonable. Lookback still 3 days?"),
         (U, "merge on event_id, lookback 4 days to be safe"),
         (T, """$ git diff models/marts/fct_events.sql
-{{ config(materialized='table', partition_by={'field': 'event_date', 'data_type': 'date'}) }}
+{{ config(
+    materialized='incremental',
+    incremental_strategy='merge',
+    unique_key='event_id',
+    partition_by={'field': 'event_date', 'data_type': 'date'},
+    incremental_predicates=[
+      "DBT_INTERNAL_DEST.event_date >= date_sub(current_date(), interval 4 day)"],
+) }}
@@
 from {{ ref('stg_events') }}
+{% if is_incremental() %}
+where date(event_ts) >= date_sub(current_date(), interval 4 day)
+{% endif %}"""),
         (T, """$ dbt run -s fct_events --target dev
12:04:11  1 of 1 START sql incremental model dbt_dev.fct_events ....... [RUN]
12:05:02  1 of 1 OK created sql incremental model dbt_dev.fct_events .. [MERGE (14.2m rows,
          21.3 GiB processed) in 51.2s]"""),
         (A, "First incremental run on dev: 51 s and 21 GiB processed versus ~40 min and "
             "over 1 TiB for the full rebuild. Note the source dupes: within one batch, "
             "`merge` fails if two rows share an `event_id`. I'll add a "
             "`qualify row_number() over (partition by event_id order by loaded_at desc) = 1`."),
         (U, "yes"),
         (T, """$ dbt build -s fct_events --target dev
12:11:40  1 of 3 OK created sql incremental model dbt_dev.fct_events [MERGE in 48.9s]
12:11:44  2 of 3 PASS unique_fct_events_event_id ....................... [PASS in 3.1s]
12:11:47  3 of 3 PASS not_null_fct_events_event_id ..................... [PASS in 2.8s]"""),
         (A, "Tests pass. For prod, the first run should be a `--full-refresh` so the table "
             "is built once with the new config and deduplicated. Then the nightly job "
             "runs incrementally."),
         (U, "i'll do the full refresh in prod on sunday morning, nobody looks at dashboards "
             "then"),
         (A, "Good timing. Also worth considering: a weekly full refresh to catch the "
             "events later than 4 days, and a `dbt_utils.recency` test."),
         (U, "no weekly refresh, 40 events don't matter"),
         decisions=("incremental merge on event_id", "4-day lookback for late events",
                    "deduplicate the batch by latest loaded_at"),
         loops=("run the full refresh in prod on Sunday morning",),
         facts=("became an analytics engineer last year after working as a data analyst",),
         split="heldout"),
    case("hc-kafka-consumer-lag", "claude-code",
         (U, "consumer lag on payments-events keeps climbing every afternoon, peaks ~2M "
             "messages. kotlin, spring kafka. pls use EAT in any timestamps you give me, "
             "i'm in nairobi and UTC math at 4pm is not happening"),
         (A, "Will do, East Africa Time (UTC+3). Let's see the group state first."),
         (T, """$ kafka-consumer-groups --bootstrap-server $BROKER --describe --group ledger-writer
GROUP          TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG
ledger-writer  payments-events  0          88120331        88911204        790873
ledger-writer  payments-events  1          87911022        88602310        691288
ledger-writer  payments-events  2          88001911        88560122        558211
ledger-writer  payments-events  3          -               -               -
...
ledger-writer  payments-events  11         87700112        87703001        2889"""),
         (A, "12 partitions. Lag is concentrated on 0-2, and partition 3 shows no "
             "committed offset. How many consumer instances run, and with what "
             "concurrency?"),
         (U, "4 pods, concurrency 3 each. so 12 threads for 12 partitions"),
         (T, """$ kubectl logs deploy/ledger-writer --since=2h \
    | grep -iE "rebalanc|revoked" | tail -6
2024-06-11 13:02:41 INFO  Revoking previously assigned partitions [payments-events-3, ...]
2024-06-11 13:02:58 INFO  Successfully joined group with generation Generation{gen=4112}
2024-06-11 13:09:12 WARN  consumer poll timeout has expired. This means the time between
  subsequent calls to poll() was longer than the configured max.poll.interval.ms
2024-06-11 13:09:12 INFO  Revoking previously assigned partitions [payments-events-3, ...]
2024-06-11 13:09:30 INFO  Successfully joined group with generation Generation{gen=4113}"""),
         (A, "That's the pattern: a consumer takes longer than `max.poll.interval.ms` "
             "(default 5 min) to process a batch, is kicked from the group, and the whole "
             "group rebalances (16:02 and 16:09 EAT here). With the eager protocol every "
             "rebalance stops all consumers. How long does processing one record take?"),
         (T, """$ kubectl logs deploy/ledger-writer --since=2h | grep "batch processed" | tail -3
2024-06-11 13:08:55 INFO  batch processed records=500 took_ms=311204
2024-06-11 13:15:20 INFO  batch processed records=500 took_ms=298877
2024-06-11 13:21:02 INFO  batch processed records=500 took_ms=305110"""),
         (A, "500 records take about 300 s, so ~600 ms per record, right on the 5 minute "
             "limit. In the afternoon (peak) it tips over. Levers:\n\n1. Lower "
             "`max.poll.records` (500 -> 100) so each poll finishes well within the "
             "interval\n2. Switch to the `CooperativeStickyAssignor` so a rebalance only "
             "moves the affected partitions\n3. Make each record faster (why 600 ms?)\n4. "
             "More partitions and consumers for more parallelism"),
         (U, "do 1 and 2. and 4, bump partitions to 24 and scale to 8 pods"),
         (A, "Before I touch partitions, one important point: adding partitions changes "
             "which partition a key hashes to. If you rely on per-key ordering (e.g. all "
             "events of one payment or customer in order), events for the same key can be "
             "processed out of order around the change. Do you?"),
         (U, "ugh yes, the ledger needs per-account order. forget the partition bump"),
         (A, "Dropping that. 1 and 2 only. `application.yml` changes:"),
         (T, """$ git diff src/main/resources/application.yml
   kafka:
     consumer:
-      max-poll-records: 500
+      max-poll-records: 100
       properties:
+        partition.assignment.strategy: >-
+          org.apache.kafka.clients.consumer.CooperativeStickyAssignor"""),
         (A, "Note that switching to cooperative from eager needs a two-step rolling deploy "
             "(first list both assignors, then only cooperative), or one full restart of "
             "all pods. Which do you prefer?"),
         (U, "full restart is fine, we do it at night anyway"),
         (A, "OK, one restart then. Now point 3: why 600 ms per record? Let me look at the "
             "handler."),
         (T, """$ sed -n 20,48p src/main/kotlin/ledger/PaymentEventHandler.kt
    @KafkaListener(topics = ["payments-events"], concurrency = "3")
    fun handle(records: List<ConsumerRecord<String, PaymentEvent>>) {
        records.forEach { r ->
            val account = accountRepo.findById(r.value().accountId).orElseThrow()
            val fx = fxClient.rate(r.value().currency, "KES")
            ledgerRepo.save(LedgerEntry.from(r.value(), account, fx))
            auditClient.post(AuditEvent(r.key(), r.value()))
        }
    }"""),
         (A, "Per record: one account lookup, one HTTP call for the exchange rate, one "
             "insert, one HTTP call to audit. Let me time them from the tracing data."),
         (T, """$ curl -s "$TEMPO/api/search?tags=service.name%3Dledger-writer&limit=200" \
    | jq -r '.traces[].spanSet.spans[] | "\\(.name) \\(.durationMs)"' \
    | awk '{s[$1]+=$2; n[$1]++} END {for (k in s) printf "%-18s %6.0f ms\\n", k, s[k]/n[k]}'
fxClient.rate          402 ms
auditClient.post       143 ms
accountRepo.findById    21 ms
ledgerRepo.save         17 ms"""),
         (A, "The FX rate call is 400 ms and is made for every record, even though rates "
             "change maybe once a minute. Options:\n- Cache FX rates in memory with a 60 s "
             "TTL (Caffeine)\n- Fetch once per batch per currency\n\nAnd audit could be "
             "sent asynchronously or batched."),
         (U, "caffeine 60s for fx. audit stays sync, compliance wants it before commit"),
         (T, """$ git diff src/main/kotlin/ledger/FxClient.kt | head -12
+    private val cache: LoadingCache<Pair<String, String>, BigDecimal> = Caffeine.newBuilder()
+        .expireAfterWrite(Duration.ofSeconds(60))
+        .maximumSize(500)
+        .build { (from, to) -> fetchRate(from, to) }
+
-    fun rate(from: String, to: String): BigDecimal = fetchRate(from, to)
+    fun rate(from: String, to: String): BigDecimal = cache.get(from to to)"""),
         (T, """$ ./gradlew test
> Task :test
FxClientTest > caches rate for 60 seconds PASSED
FxClientTest > refetches after expiry PASSED
PaymentEventHandlerTest > writes ledger entry per record PASSED
PaymentEventHandlerTest > posts audit before commit PASSED
BUILD SUCCESSFUL in 41s"""),
         (U, "the cache is per pod right? 4 pods each calling fx is fine"),
         (A, "Yes, each pod has its own cache, so at most 4 calls per currency pair per "
             "minute in total. That's negligible for the FX service."),
         (A, "Tests pass. Expected effect: ~600 ms per record down to ~180 ms, so a batch of "
             "100 takes ~18 s, far from the 5 minute limit."),
         (U, "can we deploy today"),
         (T, """$ cat .deploy-freeze
FREEZE until 2024-06-13 18:00 EAT (quarter close). Exceptions: incident tickets only."""),
         (A, "There's a deploy freeze until Thursday 18:00 EAT for quarter close. Options:\n"
             "- File this as an incident to get an exception\n- Wait for Thursday evening"),
         (U, "it's not an incident, lag recovers at night. i'll deploy it thursday evening "
             "after the freeze lifts"),
         (A, "Sensible. I've opened the PR so it's ready:"),
         (T, """$ gh pr create --fill \
    --title "ledger-writer: smaller polls, cooperative rebalancing, cached FX"
https://git.example.net/payments/ledger-writer/pull/482"""),
         (A, "PR #482 is up. Summary:\n- `max.poll.records` 100\n- Cooperative sticky "
             "assignor (full restart on deploy)\n- FX rates cached 60 s\n- Partitions "
             "unchanged, per-account ordering kept\n\n**Next steps**\n1. Add a lag alert "
             "per partition\n2. Dashboard panel for rebalances\n3. Load test with "
             "afternoon traffic replay"),
         (U, "lag alert yes add to the PR. rest skip"),
         (T, """$ git diff monitoring/ledger-writer-alerts.yaml | head -7
+  - alert: LedgerWriterLagHigh
+    expr: max by (partition) (kafka_consumergroup_lag{group="ledger-writer"}) > 200000
+    for: 15m
+    labels:
+      severity: page
$ git commit -am "alert: ledger-writer lag per partition" && git push"""),
         (A, "Added to #482. It pages after 15 minutes above 200k lag on any partition. "
             "Enjoy your evening in Nairobi!"),
         decisions=("max.poll.records down to 100", "cooperative sticky assignor",
                    "full restart for the assignor switch", "cache FX rates 60 s in Caffeine",
                    "keep audit calls synchronous", "lag alert per partition"),
         superseded=("increase partitions to 24 and scale to 8 pods",),
         loops=("deploy the ledger-writer PR Thursday evening after the freeze",),
         facts=("lives in Nairobi",),
         split="heldout"),
    case("hc-swiftui-mainactor", "cursor",
         (U, "app crashes sometimes when the feed refreshes. swiftui. i did android for 10 "
             "years and just started with swift in january so forgive dumb questions"),
         (T, """Thread 7 Crashed:
0   SwiftUI          0x1a2b3c AG::Graph::value_set(...)
1   SwiftUI          0x1a2b90 ObservableObjectPublisher.send()
2   Birdwatch        0x10042f FeedViewModel.refresh() + 212 (FeedViewModel.swift:38)
3   Foundation       0x18aa01 __NSURLSessionDataTask_completion...
Main Thread Checker: UI API called on a background thread: -[UIView setNeedsLayout]"""),
         (A, "Not a dumb question at all. The key line: 'UI API called on a background "
             "thread'. `refresh()` updates `@Published` properties from a URLSession "
             "completion handler, which runs on a background queue. SwiftUI must be updated "
             "on the main thread. Can I see the view model?"),
         (T, """$ sed -n 20,44p Birdwatch/Feed/FeedViewModel.swift
final class FeedViewModel: ObservableObject {
    @Published var sightings: [Sighting] = []
    @Published var isLoading = false

    func refresh() {
        isLoading = true
        URLSession.shared.dataTask(with: api.feedURL) { data, _, _ in
            let items = (try? JSONDecoder().decode([Sighting].self, from: data ?? Data())) ?? []
            self.sightings = items
            self.isLoading = false
        }.resume()
    }
}"""),
         (A, "Two ways to fix it:\n\n**A. Minimal**: wrap the assignments in "
             "`DispatchQueue.main.async { ... }`\n\n**B. Modern**: mark the class "
             "`@MainActor`, make `refresh()` `async`, and use `try await URLSession.shared."
             "data(from:)`. The compiler then guarantees UI state changes happen on the main "
             "actor. It's closer to Kotlin coroutines with `Dispatchers.Main`, if that "
             "helps."),
         (U, "B. coroutines analogy helps a lot actually"),
         (T, """$ git diff Birdwatch/Feed/FeedViewModel.swift
-final class FeedViewModel: ObservableObject {
+@MainActor
+final class FeedViewModel: ObservableObject {
@@
-    func refresh() {
+    func refresh() async {
         isLoading = true
-        URLSession.shared.dataTask(with: api.feedURL) { data, _, _ in
-            ...
-        }.resume()
+        defer { isLoading = false }
+        do {
+            let (data, _) = try await URLSession.shared.data(from: api.feedURL)
+            sightings = try JSONDecoder().decode([Sighting].self, from: data)
+        } catch {
+            lastError = error
+        }
     }"""),
         (T, """$ xcodebuild -scheme Birdwatch build \
    -destination 'platform=iOS Simulator,name=iPhone 15'
FeedView.swift:22:13: error: 'async' call in a function that does not support concurrency
            viewModel.refresh()
            ^"""),
         (A, "The view calls `refresh()` from `.onAppear`. Use `.task { await viewModel."
             "refresh() }` instead, which also cancels the task when the view disappears. "
             "For pull-to-refresh, `.refreshable { await viewModel.refresh() }`."),
         (U, "add pull to refresh too while ur at it"),
         (T, """$ xcodebuild -scheme Birdwatch test \
    -destination 'platform=iOS Simulator,name=iPhone 15'
Test Suite 'FeedViewModelTests' passed.
     Executed 4 tests, with 0 failures (0 unexpected) in 0.212 seconds
** TEST SUCCEEDED **"""),
         (A, "Builds and tests pass. The old code also silently showed an empty list on "
             "errors; now `lastError` is set. Should the feed show an error banner?"),
         (U, "yes a small one at the top, with retry"),
         (T, """$ git diff Birdwatch/Feed/FeedView.swift | head -10
+            if let err = viewModel.lastError {
+                ErrorBanner(message: "Couldn't load sightings", retry: {
+                    Task { await viewModel.refresh() }
+                })
+            }"""),
         (A, "Done. Before shipping you could also enable Swift 6 strict concurrency "
             "checking, which would have caught this at compile time."),
         (U, "not now, i'd drown in warnings. i'll push a testflight build tonight and have "
             "my birding group try it this weekend"),
         (A, "Sounds great. Good luck with the testers, and happy birding!"),
         decisions=("MainActor view model with async refresh", "pull to refresh on the feed",
                    "error banner with retry at the top"),
         loops=("push a TestFlight build tonight for the birding group",),
         facts=("was an Android developer for 10 years",
                "started learning Swift in January"),
         split="heldout"),
    case("hc-restic-home-backup", "codex",
         (U, "want proper backups for our home server. it's a little debian box in the "
             "basement with all the family photos, my wife ines is a wedding photographer so "
             "it's like 3TB of raw files. currently: nothing lol. one usb disk sometimes"),
         (A, "3 TB of irreplaceable photos with no backup, definitely worth fixing. A common "
             "rule is 3-2-1: three copies, two media, one off-site. A practical setup:\n\n"
             "- **restic** for encrypted, deduplicated snapshots\n- Off-site target: "
             "Backblaze B2 (~6 USD/TB/month) or Hetzner Storage Box (~3.8 EUR/TB)\n- Keep "
             "the USB disk as a second local copy\n\nWhich off-site target do you prefer?"),
         (U, "b2. hetzner wants a yearly thing i think"),
         (T, """$ restic version
restic 0.16.4 compiled with go1.22.1 on linux/amd64
$ df -h /srv/photos
Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb1       7.3T  3.1T  3.9T  45% /srv/photos"""),
         (A, "restic is installed. Here's `/usr/local/bin/backup.sh`:\n\n```bash\n#!/usr/"
             "bin/env bash\nset -euo pipefail\nsource /etc/restic/b2.env\nrestic backup "
             "/srv/photos /home --exclude-caches --tag nightly\nrestic forget --prune "
             "--keep-daily 7 --keep-weekly 4 --keep-monthly 12\n```\n\nSchedule: cron or a "
             "systemd timer? The timer logs to the journal and catches up missed runs if the "
             "box was off."),
         (U, "timer"),
         (T, """$ systemctl list-timers restic-backup.timer
NEXT                        LEFT     LAST  PASSED  UNIT                 ACTIVATES
Thu 2024-04-18 02:30:00 CEST 9h left  n/a   n/a     restic-backup.timer  restic-backup.service"""),
         (A, "Retention is 7 daily, 4 weekly, 12 monthly. OK, or do you want yearly "
             "snapshots too?"),
         (U, "add 5 yearly"),
         (T, """$ sudo systemctl start restic-backup.service && journalctl -u restic-backup -f
Apr 17 17:44:10 cellar backup.sh[88121]: open repository
Apr 17 17:44:13 cellar backup.sh[88121]: Files:       41822 new,     0 changed,     0 unmodified
Apr 17 17:44:13 cellar backup.sh[88121]: Added to the repository: 2.944 TiB
Apr 17 17:44:13 cellar backup.sh[88121]: processed 41822 files, 3.081 TiB (est. 61:20:00)"""),
         (A, "The first upload is estimated at ~61 hours at your upload speed. It will run "
             "in the background; later runs only send changes. One question: the B2 key "
             "currently can delete files. If the server is ever compromised, ransomware "
             "could wipe the backups too. B2 supports object lock / a key without delete "
             "rights plus a lifecycle rule. Worth setting up?"),
         (U, "yes, do the no-delete key"),
         (T, """$ b2 key create --bucket cellar-restic restic-append \
    listBuckets,listFiles,readFiles,writeFiles
K004... restic-append
$ sudo sed -i 's/^B2_ACCOUNT_KEY=.*/B2_ACCOUNT_KEY=<new>/' /etc/restic/b2.env"""),
         (A, "The server now uses a key that can't delete. Since `restic forget --prune` "
             "needs delete rights, pruning should run from another machine with the full "
             "key, e.g. your laptop once a month. And the most important step: test a "
             "restore. A backup you never restored is a hope, not a backup."),
         (U, "i'll do a test restore of one album on saturday. pruning from my laptop ok, "
             "monthly"),
         (A, "Then I'll remove `forget --prune` from the server script."),
         (T, """$ git -C /etc/restic diff --stat
 backup.sh | 1 -
 1 file changed, 1 deletion(-)"""),
         (A, "Done. Reminder for later: the USB disk could be a second restic repo "
             "(`restic copy`) instead of a manual copy."),
         (U, "nah the usb thing is ines's, she has her own system for it"),
         decisions=("restic backups to Backblaze B2", "systemd timer for the nightly backup",
                    "keep 7 daily, 4 weekly, 12 monthly, 5 yearly",
                    "append-only B2 key on the server",
                    "prune monthly from the laptop"),
         loops=("test restore of one album on Saturday", "set up monthly pruning from the laptop"),
         facts=("wife Ines is a wedding photographer",
                "keeps the family photos on a home server in the basement"),
         split="heldout"),
    case("hc-redis-price-cache", "claude-code",
         (U, "customers see old prices after we change them in the backoffice, sometimes for "
             "an hour. flask shop, prices cached in redis. my boss is breathing down my neck "
             "about it"),
         (A, "Let's find where prices are cached and how the cache gets refreshed."),
         (T, """$ grep -rn "redis" shop/ | grep -v test | head
shop/catalog/cache.py:8:r = redis.Redis.from_url(settings.REDIS_URL)
shop/catalog/cache.py:14:def get_product(pid):
shop/catalog/cache.py:22:    r.setex(f"product:{pid}", 3600, json.dumps(data))
shop/catalog/views.py:31:    product = cache.get_product(pid)
shop/catalog/views.py:58:    products = cache.get_category(cid)"""),
         (T, """$ sed -n 14,40p shop/catalog/cache.py
def get_product(pid):
    raw = r.get(f"product:{pid}")
    if raw:
        return json.loads(raw)
    data = db.product_dict(pid)
    r.setex(f"product:{pid}", 3600, json.dumps(data))
    return data

def get_category(cid):
    raw = r.get(f"category:{cid}")
    if raw:
        return json.loads(raw)
    data = [db.product_dict(p) for p in db.product_ids(cid)]
    r.setex(f"category:{cid}", 3600, json.dumps(data))
    return data"""),
         (A, "Products and category listings are cached for 3600 s with nothing invalidating "
             "them, so a price change waits up to an hour. Note the category cache holds "
             "full product dicts, so one price lives in several keys. Options:\n\n1. **Delete "
             "on write**: when the backoffice saves a product, delete `product:{id}` and "
             "every `category:{cid}` it belongs to\n2. **Cache only ids in categories**: "
             "category keys store product ids; prices always come from `product:{id}` (then "
             "one delete is enough)\n3. **Pub/sub invalidation** across app servers\n4. "
             "**Shorter TTL** only"),
         (U, "how many app servers do we have... 3 i think, but they share the redis. so 3 "
             "isn't needed right?"),
         (A, "Correct. All three read the same Redis, so a delete is seen by all of them at "
             "once. Pub/sub only matters for per-process in-memory caches. Do you have any "
             "of those?"),
         (T, """$ grep -rn "lru_cache\\|functools.cache\\|cachetools" shop/ | head
shop/catalog/pricing.py:12:@lru_cache(maxsize=4096)
shop/catalog/pricing.py:13:def vat_price(net_cents: int, country: str) -> int:"""),
         (A, "Only `vat_price`, which is a pure function of its arguments, so it can't go "
             "stale. No pub/sub needed."),
         (U, "ok. do 1 and 2 together? ids in categories and delete product key on save"),
         (A, "Yes, that combination is clean: with ids in categories, saving a product only "
             "needs to delete `product:{id}`. Category keys then change only when products "
             "are added to or removed from a category, and I'll delete those on membership "
             "changes. Where does the backoffice save products?"),
         (T, """$ grep -rn "def save_product\\|def update_price" backoffice/ | head
backoffice/products.py:77:def save_product(form):
backoffice/import_csv.py:41:def update_price(row):
backoffice/api.py:103:def update_price(pid, payload):"""),
         (A, "Three write paths: the form, the CSV import and an API. I'll add one helper "
             "`invalidate_product(pid)` and call it from all three. To be safe it should run "
             "after the DB transaction commits, otherwise a reader could re-cache the old "
             "value between delete and commit."),
         (U, "makes sense, after commit"),
         (T, """$ git diff shop/catalog/cache.py backoffice/ | head -30
+def invalidate_product(pid: int) -> None:
+    r.delete(f"product:{pid}")
+
 def get_category(cid):
     raw = r.get(f"category:{cid}")
     if raw:
-        return json.loads(raw)
-    data = [db.product_dict(p) for p in db.product_ids(cid)]
+        ids = json.loads(raw)
+    else:
+        ids = db.product_ids(cid)
+        r.setex(f"category:{cid}", 3600, json.dumps(ids))
+    return [get_product(p) for p in ids]
--- a/backoffice/products.py
+    db.session.commit()
+    invalidate_product(product.id)"""),
         (A, "A category page with 60 products now makes up to 60 Redis `GET`s. I'll use "
             "one `MGET` for the products and only hit the DB for misses."),
         (U, "yes mget"),
         (T, """$ pytest tests/catalog -q
.........F..
FAILED tests/catalog/test_cache.py::test_category_cache_roundtrip
    assert cached == [{'id': 1, 'price_cents': 1299, ...}]
E   AssertionError: assert [1, 2] == [{'id': 1, ...}, {'id': 2, ...}]
11 passed, 1 failed in 0.92s"""),
         (A, "That test checked the old format (full dicts in the category key). Updating it "
             "to expect ids, and adding tests for invalidation after commit."),
         (T, """$ pytest tests/catalog -q
..............
14 passed in 0.88s"""),
         (U, "what about the ttl, keep 1h?"),
         (A, "With invalidation in place, the TTL is a safety net for a missed invalidation "
             "(e.g. someone edits prices directly in SQL). 10 minutes is a common compromise; "
             "hit rate barely changes for a catalog this size."),
         (U, "10 min"),
         (T, """$ git diff shop/settings.py
-PRODUCT_CACHE_TTL = 3600
+PRODUCT_CACHE_TTL = 600"""),
         (A, "One more thing: right after deploy, the category keys in Redis still hold the "
             "old dict format. The new code would misread them. Options:\n- Change the key "
             "prefix to `category:v2:` so old keys are ignored and expire\n- Flush the "
             "category keys during deploy"),
         (U, "v2 prefix, i'm not flushing anything on prod"),
         (T, """$ pytest -q
...............................................
47 passed in 3.12s
$ git log --oneline -3
c2a91fe cache: category keys hold ids under category:v2
7b10e44 cache: invalidate product after commit on every write path
19ddf03 cache: 10 minute ttl as safety net"""),
         (A, "All 47 tests pass. Summary for your boss:\n- Price changes visible "
             "immediately on all three servers\n- Categories store ids; prices come from one "
             "place\n- TTL 10 min as a fallback\n\n**Next steps**\n1. Add a cache hit-rate "
             "metric\n2. A backoffice button to purge one product manually\n3. Deploy"),
         (U, "deploy is tomorrow 8am with the regular release. the purge button no. metric "
             "maybe later"),
         (A, "Got it, it goes out with tomorrow's release. Hope that gets your boss off "
             "your back!"),
         (U, "haha. he's ok, just stressed about black friday"),
         decisions=("delete the product key on save, after commit",
                    "category cache stores product ids only", "MGET for category products",
                    "10 minute cache TTL", "category:v2 key prefix"),
         loops=("ship the cache fix with tomorrow's 8am release",),
         split="heldout"),
    case("hc-pinia-soap-cart", "cursor",
         (U, "the cart in my vue shop empties when people reload the page. i sell handmade "
             "soap, mostly to repeat customers, and two of them complained this week"),
         (T, """$ cat src/stores/cart.ts
export const useCartStore = defineStore("cart", {
  state: () => ({ items: [] as CartItem[] }),
  getters: {
    total: (s) => s.items.reduce((n, i) => n + i.price * i.qty, 0),
  },
  actions: {
    add(p: Product) { /* ... */ },
  },
});"""),
         (A, "Pinia state lives in memory, so a reload starts empty. To survive reloads, "
             "persist it. Options:\n- `pinia-plugin-persistedstate` (one option per store)\n"
             "- A small `watch` that writes to `localStorage` by hand\n- Store the cart "
             "server-side per customer account"),
         (U, "the plugin. most people dont log in so server side is pointless"),
         (A, "One detail: if the cart persists full `CartItem`s with price, a customer who "
             "comes back after a price change sees the old price. I'd persist only product "
             "id and quantity, and read prices fresh from the catalog."),
         (U, "yeah only ids and qty"),
         (T, """$ git diff src/stores/cart.ts src/main.ts
+import piniaPluginPersistedstate from "pinia-plugin-persistedstate";
+pinia.use(piniaPluginPersistedstate);
@@
-  state: () => ({ items: [] as CartItem[] }),
+  state: () => ({ lines: [] as { id: string; qty: number }[] }),
   getters: {
-    total: (s) => s.items.reduce((n, i) => n + i.price * i.qty, 0),
+    items: (s) => s.lines.map((l) => ({ ...catalog.byId(l.id), qty: l.qty })),
+    total(): number { return this.items.reduce((n, i) => n + i.price * i.qty, 0); },
   },
+  persist: { pick: ["lines"] },"""),
         (T, """$ npx vitest run
 FAIL  src/stores/cart.test.ts > cart > drops a product that no longer exists
TypeError: Cannot read properties of undefined (reading 'price')
 Test Files  1 failed | 3 passed (4)"""),
         (A, "A persisted id for a soap that's been removed from the catalog breaks the "
             "total. Should removed products silently disappear from the cart, or show as "
             "'no longer available'?"),
         (U, "show 'no longer available' so people know, they get attached to their scents "
             "lol"),
         (T, """$ npx vitest run
 Test Files  4 passed (4)
      Tests  19 passed (19)"""),
         (A, "Done. Unavailable soaps show greyed out with 'No longer available' and aren't "
             "counted in the total. Another idea: expire carts after 30 days."),
         (U, "no keep them forever, my customers reorder the same soap every few months"),
         (A, "Then they stay. That's everything for the reload bug."),
         (U, "ok great. also pls remind me, is it ok to store this in localstorage for gdpr "
             "or do i need a banner"),
         (A, "Not legal advice, but generally: storing a cart in `localStorage` purely to "
             "provide the service the user asked for (keeping their basket) is considered "
             "strictly necessary and doesn't need consent. Tracking or analytics would."),
         decisions=("pinia-plugin-persistedstate for the cart",
                    "persist only product ids and quantities",
                    "show removed products as no longer available",
                    "carts never expire"),
         facts=("sells handmade soap online",),
         split="heldout"),
    case("hc-spark-skewed-join", "codex",
         (U, "pyspark job joining clicks (4B rows) with merchants takes 3h and one task runs "
             "forever. spark 3.4 on emr. the stage screenshot says 199/200 tasks done lol"),
         (T, """$ spark-submit jobs/daily_clicks.py 2>&1 | tail -5
24/03/02 03:12:44 INFO TaskSetManager: Finished task 198.0 in stage 7.0 (TID 3121) in 41211 ms
24/03/02 03:12:51 INFO TaskSetManager: Finished task 196.0 in stage 7.0 (TID 3119) in 48002 ms
24/03/02 05:44:09 INFO TaskSetManager: Finished task 57.0 in stage 7.0 (TID 2980) in 9113420 ms
24/03/02 05:44:10 INFO DAGScheduler: ResultStage 7 (save) finished in 9150.3 s"""),
         (A, "Task 57 ran 2.5 hours while the others took under a minute: a skewed join key. "
             "Let's check the key distribution."),
         (T, """>>> clicks.groupBy("merchant_id").count().orderBy(F.desc("count")).show(4)
+-----------+----------+
|merchant_id|     count|
+-----------+----------+
|       null|1911203377|
|      88213|  41022190|
|      10455|  30918871|
|       7731|  22004518|
+-----------+----------+"""),
         (A, "Almost half the clicks (1.9B) have a `null` merchant_id, and they all hash to "
             "one partition. Nulls never match in an inner/left join anyway. Options:\n\n1. "
             "**Split the nulls out**: join only non-null keys, union the nulls back with "
             "null merchant columns\n2. **Enable AQE skew join handling** "
             "(`spark.sql.adaptive.skewJoin.enabled`), which splits skewed partitions "
             "automatically\n3. **Salting**: add a random suffix to the key on both sides"),
         (U, "what do you need the null clicks for... actually we do need them, they're "
             "organic traffic. do 1"),
         (T, """$ git diff jobs/daily_clicks.py
-joined = clicks.join(merchants, "merchant_id", "left")
+with_m = clicks.where(F.col("merchant_id").isNotNull())
+no_m = clicks.where(F.col("merchant_id").isNull())
+joined = with_m.join(merchants, "merchant_id", "left").unionByName(
+    no_m, allowMissingColumns=True
+)"""),
         (T, """$ spark-submit jobs/daily_clicks.py 2>&1 | grep -E "ResultStage|took"
24/03/02 11:20:02 INFO DAGScheduler: ResultStage 9 (save) finished in 402.1 s
24/03/02 11:20:03 INFO DAGScheduler: Job 4 finished: save, took 1287.4 s"""),
         (A, "From ~3 h to ~21 min. The remaining heavy keys (merchant 88213 with 41M) are "
             "moderate. AQE skew handling would even them out without code changes; EMR 6.x "
             "has AQE on but skew join thresholds are conservative. Shall I set them?"),
         (U, "yes set aqe skew join too, in the job config not cluster wide"),
         (T, """$ git diff jobs/conf/daily_clicks.conf
+spark.sql.adaptive.skewJoin.enabled true
+spark.sql.adaptive.skewJoin.skewedPartitionFactor 3
+spark.sql.adaptive.skewJoin.skewedPartitionThresholdInBytes 128m"""),
         (T, """$ spark-submit --properties-file jobs/conf/daily_clicks.conf jobs/daily_clicks.py \
    2>&1 | grep "took"
24/03/02 12:31:40 INFO DAGScheduler: Job 4 finished: save, took 1012.8 s"""),
         (A, "~17 min now. The output row count matches yesterday's run within 0.01%. "
             "Next ideas:\n- Broadcast `merchants` (it's 80 MB) to skip the shuffle\n- Write "
             "partitioned by date for faster downstream reads\n- Move to Graviton instances"),
         (U, "broadcast yes try it"),
         (T, """$ spark-submit --properties-file jobs/conf/daily_clicks.conf jobs/daily_clicks.py \
    2>&1 | grep -E "BroadcastHashJoin|took"
== Physical Plan == ... BroadcastHashJoin [merchant_id], [merchant_id], LeftOuter
24/03/02 13:02:11 INFO DAGScheduler: Job 4 finished: save, took 694.2 s"""),
         (A, "11.5 minutes with the broadcast join. Data matches. I'll leave the rest."),
         (U, "perfect. the graviton thing is someone else's call, leave it. i'll tell Priya "
             "in platform that the job is 15x faster, she was about to give us a bigger "
             "cluster"),
         decisions=("split null merchant clicks out of the join",
                    "AQE skew join settings in the job config",
                    "broadcast the merchants table"),
         loops=("tell Priya the job is faster so no bigger cluster is needed",),
         split="heldout"),
    case("hc-nginx-wildcard-cert", "claude-code",
         (U, "hello. i'm a retired schoolteacher and i look after the website for our "
             "choir and two other little sites on one small vps. the certificates expired "
             "last week and people got scary warnings. can you help me do it properly so "
             "it renews by itself?"),
         (A, "Of course. Let's look at what's on the server first: which web server, and "
             "whether certbot is installed."),
         (T, """$ nginx -v; certbot --version; ls /etc/nginx/sites-enabled/
nginx version: nginx/1.22.1
certbot 2.1.0
choir  garden-club  tinyplayhouse"""),
         (T, """$ sudo certbot certificates
Found the following certs:
  Certificate Name: cantorij-oudewaal.nl
    Domains: cantorij-oudewaal.nl www.cantorij-oudewaal.nl
    Expiry Date: 2024-09-30 08:11:02+00:00 (INVALID: EXPIRED)
  Certificate Name: garden.cantorij-oudewaal.nl
    Expiry Date: 2024-09-30 08:11:40+00:00 (INVALID: EXPIRED)
  Certificate Name: theatre.cantorij-oudewaal.nl
    Expiry Date: 2024-09-30 08:12:15+00:00 (INVALID: EXPIRED)"""),
         (A, "Certbot is installed and has certificates, but they weren't renewed. Let's see "
             "why: is the renewal timer active?"),
         (T, """$ systemctl status certbot.timer
o certbot.timer - Run certbot twice daily
     Loaded: loaded (/lib/systemd/system/certbot.timer; disabled; preset: enabled)
     Active: inactive (dead)"""),
         (A, "The automatic renewal timer is disabled, so nothing ever renewed. All three "
             "sites are subdomains of one domain. Two ways forward:\n\n1. **Keep three "
             "separate certificates** with the nginx plugin (HTTP check). Simple, nothing "
             "to change at your DNS provider.\n2. **One wildcard certificate** "
             "(`*.cantorij-oudewaal.nl`). Needs a DNS check, which means an API key from "
             "your DNS provider, but new subdomains are covered automatically.\n\nFor three "
             "sites, option 1 is the simplest. Which would you like?"),
         (U, "we might add a site for the youth choir next year. but i don't want to fiddle "
             "with the dns people. let's keep it simple, option 1"),
         (T, """$ sudo systemctl enable --now certbot.timer
Created symlink /etc/systemd/system/timers.target.wants/certbot.timer
$ sudo certbot renew
Renewing an existing certificate for cantorij-oudewaal.nl and www.cantorij-oudewaal.nl
Renewing an existing certificate for garden.cantorij-oudewaal.nl
Failed to renew certificate theatre.cantorij-oudewaal.nl with error: Some challenges have
failed. Detail: 203.0.113.14: Invalid response from
http://theatre.cantorij-oudewaal.nl/.well-known/acme-challenge/...: 404"""),
         (A, "Two renewed. The theatre site returns 404 for the check file. Let me look at "
             "its nginx config."),
         (T, """$ cat /etc/nginx/sites-enabled/tinyplayhouse
server {
    listen 80;
    server_name theatre.cantorij-oudewaal.nl;
    root /var/www/tinyplayhouse;
    location / {
        try_files $uri /index.html;
    }
    location ~ /\\. { deny all; }
}"""),
         (A, "The rule `location ~ /\\.` blocks every path containing `/.`, including "
             "`/.well-known/`. I'll add an exception for `/.well-known/acme-challenge/` "
             "before it."),
         (U, "yes please. i copied that from a forum years ago, no idea what it does"),
         (T, """$ sudo nginx -t && sudo systemctl reload nginx
nginx: configuration file /etc/nginx/nginx.conf test is successful
$ sudo certbot renew --cert-name theatre.cantorij-oudewaal.nl
Congratulations, all renewals succeeded:
  /etc/letsencrypt/live/theatre.cantorij-oudewaal.nl/fullchain.pem (success)"""),
         (T, """$ sudo certbot renew --dry-run | tail -4
Congratulations, all simulated renewals succeeded:
  /etc/letsencrypt/live/cantorij-oudewaal.nl/fullchain.pem (success)
  /etc/letsencrypt/live/garden.cantorij-oudewaal.nl/fullchain.pem (success)
  /etc/letsencrypt/live/theatre.cantorij-oudewaal.nl/fullchain.pem (success)"""),
         (A, "All three are valid again until the end of March, and the dry run shows the "
             "automatic renewal will work. The timer runs twice a day and renews 30 days "
             "before expiry.\n\nOptionally, Let's Encrypt can email you if a certificate is "
             "about to expire. Shall I register your address?"),
         (U, "yes, use the choir address, secretary@ the domain"),
         (T, """$ sudo certbot update_account --no-eff-email \
    --email secretary@cantorij-oudewaal.nl
Your e-mail address was updated to secretary@cantorij-oudewaal.nl."""),
         (A, "Done. Expiry warnings now go to the choir address."),
         (U, "thank you so much. i will tell the board at thursday's rehearsal that it's "
             "fixed. i also need to ask the treasurer to pay the domain renewal, it runs out "
             "in november"),
         (A, "You're welcome! Good luck with the rehearsal."),
         decisions=("separate certificates with the nginx plugin",
                    "allow the acme-challenge path on the theatre site",
                    "expiry emails to the choir address"),
         loops=("tell the board at Thursday's rehearsal that it's fixed",
                "ask the treasurer to pay the domain renewal before November"),
         facts=("is a retired schoolteacher",
                "looks after the website for their choir"),
         split="heldout"),
    case("hc-c-parser-leak", "cursor",
         (U, "valgrind says our config parser leaks. it runs on a hearing aid (i write "
             "firmware for hearing aids) so leaks = device reboots after a few days. C99, no "
             "malloc on target ideally"),
         (T, """$ valgrind --leak-check=full ./build/host/test_cfg
==4411== HEAP SUMMARY:
==4411==     in use at exit: 1,344 bytes in 42 blocks
==4411== 1,344 bytes in 42 blocks are definitely lost in loss record 1 of 1
==4411==    at 0x483B7F3: malloc (vg_replace_malloc.c:309)
==4411==    by 0x109A2E: cfg_strdup (cfg.c:61)
==4411==    by 0x109C11: cfg_parse_line (cfg.c:118)
==4411==    by 0x109E80: cfg_parse (cfg.c:170)"""),
         (T, """$ sed -n 110,126p src/cfg.c
static int cfg_parse_line(cfg_t *cfg, const char *line) {
    char *key = cfg_strdup(line, eq_pos(line));
    char *val = cfg_strdup(eq_pos(line) + 1, NULL);
    if (!is_known_key(key)) {
        return CFG_EUNKNOWN;       /* key and val leak here */
    }
    cfg_set(cfg, key, val);
    free(key);
    return CFG_OK;
}"""),
         (A, "Two leaks: on unknown keys both strings leak, and on the happy path `val` "
             "leaks if `cfg_set` copies it. Since you'd rather avoid `malloc` on target, "
             "options:\n\n1. **Fix the frees** (minimal change, still mallocs)\n2. **Arena "
             "allocator**: a fixed static buffer, bump-allocate during parsing, reset the "
             "whole arena after\n3. **Parse in place**: point into the line buffer and "
             "write `\\0` terminators, no copies"),
         (U, "3 is tempting but the line buffer gets reused by the uart driver. 2, arena, "
             "512 bytes static"),
         (T, """$ git diff --stat
 src/arena.c     | 34 ++++++++++++++++++++++++++++++++++
 src/arena.h     | 14 ++++++++++++++
 src/cfg.c       | 21 ++++++++-------------
 3 files changed, 55 insertions(+), 14 deletions(-)
$ sed -n 1,14p src/arena.h
typedef struct { uint8_t *buf; size_t cap; size_t used; } arena_t;
void  arena_init(arena_t *a, uint8_t *buf, size_t cap);
void *arena_alloc(arena_t *a, size_t n);   /* NULL when full */
void  arena_reset(arena_t *a);"""),
         (T, """$ make test && valgrind --leak-check=full ./build/host/test_cfg 2>&1 | tail -3
[ OK ] 23 tests
==4502== All heap blocks were freed -- no leaks are possible
==4502== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)"""),
         (A, "No leaks. One question: when the arena is full, `arena_alloc` returns NULL. "
             "Should the parser fail the whole config, or skip the line and continue?"),
         (U, "fail the whole config and keep the previous one. half a config on a hearing "
             "aid is worse than an old one"),
         (T, """$ git diff src/cfg.c | tail -8
+    if (!key || !val) {
+        cfg_restore(cfg, &backup);
+        return CFG_ENOMEM;
+    }
$ make test
[ OK ] 24 tests"""),
         (A, "Added, with a test that fills the arena. I'd also suggest building the host "
             "tests with AddressSanitizer in the Makefile, to catch this earlier."),
         (U, "yes add an asan target"),
         (T, """$ make asan && ./build/asan/test_cfg
cc -fsanitize=address,undefined -g -O1 -o build/asan/test_cfg ...
[ OK ] 24 tests"""),
         (A, "The `asan` target works. Possible next steps:\n- Run it in CI on every push\n- "
             "Fuzz the parser with libFuzzer"),
         (U, "ci yes, i'll ask Henrik to add it to the jenkins job, he owns it. fuzzing is "
             "a good idea but not this sprint"),
         (A, "Makes sense. Henrik needs `make asan && ./build/asan/test_cfg` as a build "
             "step. Good luck with the release!"),
         decisions=("512-byte static arena allocator for the parser",
                    "reject the whole config when the arena is full",
                    "AddressSanitizer make target"),
         loops=("ask Henrik to add the asan target to the Jenkins job",),
         facts=("writes firmware for hearing aids",),
         split="heldout"),
    case("hc-airflow-sftp-sensor", "codex",
         (U, "our airflow dag waits for a vendor file on sftp and the sensor hogs a worker "
             "slot for hours. we only have 8 slots. airflow 2.8"),
         (T, """$ sed -n 12,30p dags/vendor_prices.py
wait_file = SFTPSensor(
    task_id="wait_for_prices",
    sftp_conn_id="vendor_sftp",
    path="/out/prices_{{ ds_nodash }}.csv",
    poke_interval=60,
    timeout=60 * 60 * 10,
)
load = PythonOperator(task_id="load_prices", python_callable=load_prices)
wait_file >> load"""),
         (A, "The sensor runs in the default `poke` mode: it holds a worker slot for up to "
             "10 hours, checking every minute. Options:\n\n1. `mode=\"reschedule\"`: the "
             "task releases its slot between checks\n2. A deferrable sensor (runs in the "
             "triggerer, uses no worker slot at all); needs a triggerer process running\n"
             "3. Trigger the DAG from the vendor side (they'd need to call our API)"),
         (U, "do we have a triggerer running?"),
         (T, """$ kubectl -n airflow get pods | grep -E "trigger|scheduler|worker"
airflow-scheduler-6d9f8b7c5d-2xkql   2/2   Running   0   12d
airflow-worker-0                     2/2   Running   0   12d
airflow-worker-1                     2/2   Running   0   12d"""),
         (A, "No triggerer. Option 2 would mean adding one to the Helm values. Option 1 "
             "works with what you have."),
         (U, "reschedule then, poke every 5 min is plenty"),
         (T, """$ git diff dags/vendor_prices.py
-    poke_interval=60,
+    poke_interval=300,
+    mode="reschedule",
     timeout=60 * 60 * 10,"""),
         (A, "Also: `load_prices` fails about once a week in the logs with a connection "
             "reset from the database. It has no retries. Add some?"),
         (T, """$ airflow tasks states-for-dag-run vendor_prices \
    scheduled__2024-05-06T06:00:00+00:00
dag_id        | task_id         | state
vendor_prices | wait_for_prices | success
vendor_prices | load_prices     | failed
$ grep -h "Error" logs/dag_id=vendor_prices/*/task_id=load_prices/*.log | sort | uniq -c
      4 psycopg2.OperationalError: server closed the connection unexpectedly"""),
         (U, "3 retries, exponential backoff starting 2 min"),
         (T, """$ git diff dags/vendor_prices.py | tail -6
 load = PythonOperator(
     task_id="load_prices",
     python_callable=load_prices,
+    retries=3,
+    retry_delay=timedelta(minutes=2),
+    retry_exponential_backoff=True,
 )"""),
         (T, """$ airflow dags test vendor_prices 2024-05-07
[2024-05-07T06:00:03] INFO - Rescheduling task, marking task as UP_FOR_RESCHEDULE
[2024-05-07T06:05:03] INFO - Success criteria met. Exiting.
[2024-05-07T06:05:41] INFO - Marking task as SUCCESS. dag_id=vendor_prices, task_id=load_prices"""),
         (A, "Works: the sensor released its slot between checks. Is `load_prices` "
             "idempotent? With retries it may run twice for the same day."),
         (U, "it deletes the day then inserts, so yes"),
         (A, "Then retries are safe. Next steps, if you like:\n1. Add a triggerer and "
             "switch to the deferrable sensor\n2. An SLA alert if the file isn't there by "
             "noon\n3. Ask the vendor whether they can drop the file earlier"),
         (U, "the noon alert yes, put it in. and i'll email the vendor about an earlier "
             "drop, their file usually shows up at 11 which is silly"),
         (T, """$ git diff dags/vendor_prices.py | tail -5
+    sla=timedelta(hours=6),
$ git diff dags/callbacks.py | head -4
+def prices_sla_miss(dag, task_list, blocking_task_list, slas, blocking_tis):
+    slack.post("#data-alerts", f"vendor prices not loaded by noon: {task_list}")"""),
         (A, "The SLA fires if `load_prices` hasn't finished 6 hours after the 06:00 run, "
             "i.e. noon, and posts to `#data-alerts`."),
         decisions=("reschedule mode for the SFTP sensor, poke every 5 min",
                    "3 retries with exponential backoff from 2 minutes",
                    "noon SLA alert in data-alerts"),
         loops=("email the vendor about dropping the file earlier",),
         split="heldout"),
    case("hc-pnpm-workspace-migration", "claude-code",
         (U, "we have 3 repos (web, admin, shared-ui) and keep copy pasting components "
             "between them. want one monorepo. currently yarn 1 everywhere. quick heads up: i "
             "use a screen reader for long terminal output, so please summarise logs in a "
             "sentence before pasting them"),
         (A, "Understood, I'll put a one-line summary before any long output. A few "
             "questions:\n1. Package manager for the monorepo: stay on Yarn 1, or move to "
             "pnpm or npm workspaces?\n2. Keep git history of the three repos?\n3. Do you "
             "publish `shared-ui` to a registry, or only use it internally?"),
         (U, "pnpm. keep history yes. shared-ui is internal only"),
         (A, "Plan:\n1. New repo with `apps/web`, `apps/admin`, `packages/ui`\n2. Import each "
             "repo with `git subtree add` so history is kept\n3. `pnpm-workspace.yaml`, one "
             "lockfile\n4. Shared TypeScript base config\n5. CI\n\nStarting with the "
             "import."),
         (T, """$ git subtree add --prefix=apps/web ../web main
Added dir 'apps/web'
$ git subtree add --prefix=apps/admin ../admin main
Added dir 'apps/admin'
$ git subtree add --prefix=packages/ui ../shared-ui main
Added dir 'packages/ui'
$ git log --oneline | wc -l
2318"""),
         (A, "Summary: all three imported, 2,318 commits of history in total. Now the "
             "workspace file and removing the three `yarn.lock` files."),
         (T, """$ cat pnpm-workspace.yaml
packages:
  - "apps/*"
  - "packages/*"
$ git rm -q apps/web/yarn.lock apps/admin/yarn.lock packages/ui/yarn.lock
$ pnpm install"""),
         (T, """Summary: install failed, a peer dependency conflict on react.
 ERR_PNPM_PEER_DEP_ISSUES  Unmet peer dependencies
apps/admin
`-- react-select 5.8.0
    `-- react@"^16.8.0 || ^17.0.0 || ^18.0.0": found 18.3.1
packages/ui
`-- @storybook/react 6.5.16
    `-- react@"^16.8.0 || ^17.0.0": found 18.3.1"""),
         (A, "Summary: Storybook 6.5 in `packages/ui` doesn't declare support for React 18, "
             "which `web` and `admin` use. Options:\n1. Upgrade Storybook to 8 (some config "
             "changes)\n2. Allow the peer mismatch in `.npmrc` for now "
             "(`strict-peer-dependencies=false`), upgrade later"),
         (U, "2 for now, storybook upgrade is its own project"),
         (T, """$ echo "strict-peer-dependencies=false" >> .npmrc && pnpm install
Summary: install succeeded, 1,406 packages, 48 s.
Packages: +1406
Done in 48.2s"""),
         (A, "Installed. Next, the apps still import `shared-ui` from npm-style copies "
             "(`src/shared/`). I'll replace those with a workspace dependency: "
             "`\"@acme/ui\": \"workspace:*\"`. Should `packages/ui` be consumed as built "
             "output (`dist/`) or as TypeScript source?"),
         (U, "whats the tradeoff"),
         (A, "- **Built output**: apps import compiled JS and `.d.ts`; you must build `ui` "
             "before the apps, and rebuild on each change in dev.\n- **Source**: apps "
             "compile `ui`'s TypeScript themselves (Next.js `transpilePackages`, Vite handles "
             "it natively); instant changes in dev, no build step for `ui`. Since it's "
             "internal only, source is simpler."),
         (U, "source then"),
         (T, """$ git diff apps/web/package.json apps/web/next.config.js | head -12
-    "@acme/ui": "file:../shared-ui",
+    "@acme/ui": "workspace:*",
@@
 module.exports = {
+  transpilePackages: ["@acme/ui"],
   reactStrictMode: true,
 };
$ grep -rl "src/shared/" apps/ | wc -l
61"""),
         (A, "61 files import from the old copied `src/shared/` folders. I'll rewrite those "
             "imports to `@acme/ui` with a codemod and delete the copies where they're "
             "identical to `packages/ui`."),
         (U, "go, but show me which copies are NOT identical before deleting"),
         (T, """Summary: 14 copied components, 11 identical, 3 differ.
$ for f in apps/*/src/shared/*.tsx; do cmp -s "$f" "packages/ui/src/$(basename $f)" \
    || echo "DIFFERS $f"; done
DIFFERS apps/admin/src/shared/DataTable.tsx
DIFFERS apps/admin/src/shared/DatePicker.tsx
DIFFERS apps/web/src/shared/Button.tsx"""),
         (A, "Three differ. `Button.tsx` in web has an extra `loading` prop; `DataTable` and "
             "`DatePicker` in admin have bug fixes that never made it back to shared-ui. I'd "
             "merge those changes into `packages/ui` and then delete all copies."),
         (U, "merge button and datatable into ui. leave the admin datepicker copy alone, "
             "it's hacked for the finance team's weird fiscal calendar"),
         (T, """$ git diff --stat packages/ui
 packages/ui/src/Button.tsx    | 12 ++++++++++--
 packages/ui/src/DataTable.tsx | 19 ++++++++++++-------
 2 files changed, 23 insertions(+), 8 deletions(-)
$ npx jscodeshift -t codemods/shared-to-ui.ts apps/ --ignore-pattern "**/DatePicker*"
Results: 0 errors, 12 unmodified, 0 skipped, 58 ok"""),
         (A, "58 files rewritten; the admin `DatePicker` stays local. Now the TypeScript "
             "config: a `tsconfig.base.json` at the root that each package extends. Do you "
             "also want TypeScript project references (`tsc -b`), so type checking is "
             "incremental across packages?"),
         (U, "base config yes. project references, is it worth it for 3 packages?"),
         (A, "Honestly, for 3 packages, not much. Project references require `composite: "
             "true` and declaration output, which conflicts with consuming `ui` as source. "
             "I'd skip them and run `tsc --noEmit` per package."),
         (U, "skip them"),
         (T, """$ pnpm -r exec tsc --noEmit
Summary: type check fails in apps/admin, 2 errors about Button props.
apps/admin/src/pages/Invoices.tsx:88:14 - error TS2322: Type '{ variant: "danger"; }' is not
  assignable to type 'IntrinsicAttributes & ButtonProps'.
apps/admin/src/pages/Users.tsx:41:14 - error TS2322: Type '{ variant: "danger"; }' ...
Found 2 errors in 2 files."""),
         (A, "Admin uses `variant=\"danger\"`, which the merged `Button` calls "
             "`\"destructive\"`. Rename in admin, or accept both names in `Button`?"),
         (U, "rename in admin, one name"),
         (T, """$ sed -i 's/variant="danger"/variant="destructive"/' apps/admin/src/pages/*.tsx
$ pnpm -r exec tsc --noEmit
Summary: type check passes in all three packages.
$ pnpm -r test
Summary: 212 tests passed across three packages, none failed.
 Tests  212 passed (212)"""),
         (A, "Everything type checks and 212 tests pass. Next: scripts. I'd use pnpm's "
             "filtering (`pnpm --filter web dev`) rather than adding Turborepo for now. Also "
             "versioning: since nothing is published, you don't need Changesets."),
         (U, "agreed, no turbo no changesets"),
         (A, "Now CI. One workflow for all, with path filters so a change in `apps/admin` "
             "doesn't run web's e2e tests, and any change in `packages/ui` runs everything. "
             "OK?"),
         (U, "yes"),
         (T, """$ cat .github/workflows/ci.yml | head -20
on: [pull_request]
jobs:
  changes:
    runs-on: ubuntu-latest
    outputs:
      web: ${{ steps.f.outputs.web }}
      admin: ${{ steps.f.outputs.admin }}
    steps:
      - uses: actions/checkout@v4
      - uses: dorny/paths-filter@v3
        id: f
        with:
          filters: |
            web: ["apps/web/**", "packages/ui/**"]
            admin: ["apps/admin/**", "packages/ui/**"]"""),
         (T, """$ gh pr checks
Summary: all four checks pass; web e2e skipped because only admin changed.
changes        pass  9s
typecheck      pass  1m10s
admin-test     pass  2m02s
web-e2e        skipping"""),
         (A, "CI is green. Deploys: both apps currently deploy from their own repos on "
             "Vercel. Each Vercel project needs its root directory set to `apps/web` / "
             "`apps/admin` and to point at the new repo. I can't do that from here; it's in "
             "the Vercel dashboard."),
         (U, "i'll switch the vercel projects tomorrow morning before the others start"),
         (A, "Good. Last items:\n\n**Next steps**\n1. Archive the three old repos (after "
             "Vercel is switched)\n2. Update the onboarding doc (`yarn` -> `pnpm`, new "
             "layout)\n3. Upgrade Storybook to 8 and drop `strict-peer-dependencies=false`\n"
             "4. Add Renovate for the monorepo"),
         (U, "1 yes after vercel, i'll do it. 2 yes please but in a separate PR tomorrow. "
             "3 is a later project. renovate no, we tried it and hated the noise"),
         (A, "Noted. I'll leave the onboarding doc for a separate PR tomorrow. Summary:\n- "
             "pnpm monorepo, history kept\n- `@acme/ui` consumed as source\n- 11 copies "
             "removed, Button and DataTable merged, admin DatePicker kept local\n- Path-"
             "filtered CI"),
         (U, "thanks, and thanks for the summaries, made this way easier to follow"),
         (A, "Glad it helped. Good luck with the switch tomorrow!"),
         decisions=("pnpm workspaces monorepo", "keep git history of the three repos",
                    "consume the ui package as TypeScript source",
                    "allow peer dependency mismatch for now",
                    "keep the admin DatePicker copy local",
                    "no TypeScript project references",
                    "rename danger to destructive in admin",
                    "path-filtered CI workflow", "no Turborepo or Changesets"),
         loops=("switch the Vercel projects to the new repo tomorrow morning",
                "archive the three old repos after the Vercel switch",
                "update the onboarding doc in a separate PR tomorrow"),
         facts=("uses a screen reader for long terminal output",),
         split="heldout"),
    case("hc-sidekiq-double-emails", "cursor",
         (U, "some customers got the 'your order shipped' email twice, 40 people yesterday. "
             "rails 7 + sidekiq. pls no lecture, just help me fix it fast"),
         (T, """$ grep -n "perform" app/jobs/shipped_email_job.rb
4:  def perform(order_id)
5:    order = Order.find(order_id)
6:    ShipmentMailer.shipped(order).deliver_now
7:    order.update!(shipped_email_sent_at: Time.current)
8:  end"""),
         (T, """$ grep "ShippedEmailJob" log/sidekiq.log | grep -E "fail|retry" | head -3
2024-02-19T09:12:04Z WARN ShippedEmailJob JID-4f2a... retry 1: ActiveRecord::Deadlocked
2024-02-19T09:12:05Z WARN ShippedEmailJob JID-77ce... retry 1: ActiveRecord::Deadlocked
2024-02-19T09:12:05Z WARN ShippedEmailJob JID-1b09... retry 1: ActiveRecord::Deadlocked"""),
         (A, "Cause: the email is sent, then `update!` deadlocks, the job fails and Sidekiq "
             "retries it, sending the email again. Fix: make the job idempotent. Claim the "
             "send first with an atomic update, then send:\n\n```ruby\nclaimed = Order.where("
             "id: order_id, shipped_email_sent_at: nil)\n  .update_all(shipped_email_sent_at: "
             "Time.current)\nreturn if claimed.zero?\nShipmentMailer.shipped(order).deliver_"
             "now\n```\n\nTradeoff: if delivery fails after the claim, the email is never "
             "sent. Alternatively a `sent_emails` table with a unique index on `(order_id, "
             "kind)`. Which do you prefer?"),
         (U, "the sent_emails table, we'll need it for other emails too"),
         (T, """$ bin/rails g migration CreateSentEmails order:references kind:string
      create    db/migrate/20240220081102_create_sent_emails.rb
$ git diff db/migrate/20240220081102_create_sent_emails.rb | tail -4
+      t.timestamps
+    end
+    add_index :sent_emails, [:order_id, :kind], unique: true
+  end"""),
         (T, """$ git diff app/jobs/shipped_email_job.rb
   def perform(order_id)
     order = Order.find(order_id)
-    ShipmentMailer.shipped(order).deliver_now
-    order.update!(shipped_email_sent_at: Time.current)
+    SentEmail.create!(order: order, kind: "shipped")
+    ShipmentMailer.shipped(order).deliver_now
+  rescue ActiveRecord::RecordNotUnique
+    Rails.logger.info("shipped email already sent for order #{order_id}")
   end"""),
         (A, "If delivery raises after the row is created, the retry hits the unique index "
             "and the email is never sent. Should I wrap create + deliver in a transaction "
             "so the row is rolled back when delivery fails?"),
         (U, "yes transaction"),
         (T, """$ bundle exec rspec spec/jobs/shipped_email_job_spec.rb
....
Finished in 0.41 seconds (files took 2.1 seconds to load)
4 examples, 0 failures"""),
         (A, "Four specs pass, including running the job twice and a delivery failure. "
             "Should I backfill `sent_emails` from `shipped_email_sent_at` so past orders "
             "don't get emails if a job is replayed?"),
         (U, "yes, in the same migration"),
         (T, """$ bin/rails db:migrate
== 20240220081102 CreateSentEmails: migrating ===
-- create_table(:sent_emails)
-- execute("INSERT INTO sent_emails (order_id, kind, created_at, updated_at) SELECT ...")
   -> 183021 rows
== 20240220081102 CreateSentEmails: migrated (4.1204s) ==="""),
         (A, "Migrated with 183k rows backfilled. Want me to also find the deadlock's "
             "root cause? It's probably two jobs updating orders in different order."),
         (U, "not today. i'll write to the 40 customers myself and apologise"),
         decisions=("sent_emails table with unique index per order and kind",
                    "create the record and deliver in one transaction",
                    "backfill sent_emails in the same migration"),
         loops=("write to the 40 customers who got two emails",),
         split="heldout"),
    case("hc-pg-partition-telemetry", "codex",
         (U, "telemetry table in postgres 15 is 900GB, deletes of old data take forever and "
             "bloat everything. want partitioning. we keep 90 days"),
         (T, """$ psql -c "\\dt+ telemetry"
                        List of relations
 Schema |   Name    | Type  | Owner | Persistence |  Size  |
--------+-----------+-------+-------+-------------+--------+
 public | telemetry | table | app   | permanent   | 912 GB |
$ psql -c "select min(recorded_at), max(recorded_at), count(*) from telemetry"
          min           |          max           |   count
------------------------+------------------------+------------
 2023-01-04 00:00:03+00 | 2024-07-08 09:41:12+00 | 4811023348"""),
         (A, "4.8B rows back to January 2023, although you keep 90 days. Partitioning by "
             "time on `recorded_at` lets you drop a whole partition instead of deleting rows, "
             "which is instant and leaves no bloat. Partition size: daily or monthly? With "
             "90-day retention, daily gives ~90 partitions and precise retention; monthly "
             "gives ~4 and coarser retention."),
         (U, "daily. precise retention is the point"),
         (A, "Daily it is. Plan:\n1. Create `telemetry_p` partitioned by range on "
             "`recorded_at`\n2. Create daily partitions for the last 90 days plus a few "
             "ahead\n3. Copy the last 90 days in batches\n4. Swap names in a short "
             "transaction\n5. Drop the old table later\n\nHow do you want to create future "
             "partitions: `pg_partman`, or a small cron job with our own SQL?"),
         (U, "is pg_partman on RDS?"),
         (A, "Yes, `pg_partman` is available on RDS for PostgreSQL 15 (together with "
             "`pg_cron` to run its maintenance)."),
         (U, "then pg_partman"),
         (T, """$ psql -c "create extension if not exists pg_partman schema partman"
CREATE EXTENSION
$ psql -f sql/001_telemetry_p.sql
CREATE TABLE
 create_parent
---------------
 t
(1 row)
$ psql -c "select count(*) from pg_inherits where inhparent = 'telemetry_p'::regclass"
 count
-------
   97"""),
         (A, "97 daily partitions (90 back, 7 ahead). What indexes does `telemetry` have? "
             "They'll need to exist on the parent."),
         (T, """$ psql -c "\\di+ telemetry*"
               Name               | Table     |  Size
----------------------------------+-----------+--------
 telemetry_pkey                   | telemetry | 151 GB
 ix_telemetry_device_recorded     | telemetry | 188 GB
 ix_telemetry_metric              | telemetry |  96 GB"""),
         (A, "A primary key on a partitioned table must include the partition key. Your "
             "`pkey` is `(id)` alone, so it becomes `(id, recorded_at)`. Is anything "
             "referencing `telemetry.id` with a foreign key?"),
         (T, """$ psql -c "select conname, conrelid::regclass from pg_constraint
    where confrelid = 'telemetry'::regclass"
 conname | conrelid
---------+----------
(0 rows)"""),
         (A, "No foreign keys, so the composite primary key is fine. And "
             "`ix_telemetry_metric`: I see no queries using it in `pg_stat_statements`. "
             "Keep it?"),
         (T, """$ psql -c "select idx_scan from pg_stat_user_indexes
    where indexrelname = 'ix_telemetry_metric'"
 idx_scan
----------
        0"""),
         (U, "0 scans since the last restart in april. drop it, don't recreate on the new "
             "table"),
         (T, """$ psql -f sql/002_indexes.sql
ALTER TABLE
CREATE INDEX
$ psql -c "\\d telemetry_p" | tail -4
Partition key: RANGE (recorded_at)
Indexes:
    "telemetry_p_pkey" PRIMARY KEY, btree (id, recorded_at)
    "ix_telemetry_p_device_recorded" btree (device_id, recorded_at)"""),
         (A, "Now the copy. Around 800M rows in the last 90 days. I'd copy one day at a "
             "time with `INSERT ... SELECT`, so each statement is a bounded transaction and "
             "you can stop and resume."),
         (U, "ok"),
         (T, """$ ./scripts/copy_days.sh 2024-04-09 2024-07-07
2024-04-09 inserted 8811204 rows in 41.2s
2024-04-10 inserted 8790112 rows in 40.8s
2024-04-11 inserted 8923018 rows in 42.0s
...
2024-07-07 inserted 9120441 rows in 43.1s
done: 90 days, 801220919 rows, 1h03m"""),
         (A, "Copied in about an hour. Before the swap, a sanity check: how many "
             "partitions will you have, and how are the dashboards querying? I took a look "
             "at the Grafana queries:"),
         (T, """$ grep -ho "recorded_at > now() - interval '[^']*'" grafana/dashboards/*.json \
    | sort | uniq -c
     31 recorded_at > now() - interval '1 year'
      4 recorded_at > now() - interval '7 days'"""),
         (A, "31 panels query a 1-year range. With 90-day retention they'll only ever see "
             "90 days, that's unchanged. But there's a planning cost to know about: with "
             "daily partitions, a 90-day query plans across 90 partitions. That's fine "
             "on PG 15 with pruning, typically a few ms of planning."),
         (U, "wait, 1 year panels? ugh. the product people told me last week they want 13 "
             "months retention for year-over-year graphs. so 90 days is wrong now"),
         (A, "That changes the math. 13 months with daily partitions is ~400 partitions. "
             "It works, but planning time and the number of relations grow (each "
             "partition has 2 indexes, so ~1,200 relations), and every 1-year panel would "
             "touch ~365 partitions. Monthly partitions give 13-14 partitions; retention is "
             "coarse, but at 13 months, a month of precision rarely matters."),
         (U, "ok monthly then. scrap the daily ones"),
         (A, "Switching to monthly. That means recreating `telemetry_p` with monthly "
             "partitions in `pg_partman` and copying 13 months instead of 90 days: roughly "
             "2.6B rows, about 3.5 hours at the same rate."),
         (T, """$ psql -c "drop table telemetry_p cascade"
$ psql -c "delete from partman.part_config where parent_table = 'public.telemetry_p'"
DROP TABLE
DELETE 1
$ sed -i "s/p_interval := '1 day'/p_interval := '1 month'/" sql/001_telemetry_p.sql
$ psql -f sql/001_telemetry_p.sql -f sql/002_indexes.sql
$ psql -c "select count(*) from pg_inherits where inhparent = 'telemetry_p'::regclass"
 count
-------
    15"""),
         (U, "can the copy run tonight, not now? db is busy with the reporting job until 8pm"),
         (A, "Yes. I've changed the copy script to work per month and set it up as a one-off "
             "job at 20:30 through `pg_cron`."),
         (T, """$ psql -c "select cron.schedule('copy-telemetry', '30 20 8 7 *',
    \\$\\$call copy_telemetry_months('2023-06-01', '2024-07-01')\\$\\$)"
 schedule
----------
       12"""),
         (A, "Scheduled for 20:30 today. Retention: `pg_partman` drops partitions older "
             "than `retention = '13 months'` during maintenance. Set it now?"),
         (U, "yes 13 months"),
         (T, """$ psql -c "update partman.part_config set retention = '13 months',
    retention_keep_table = false where parent_table = 'public.telemetry_p'"
UPDATE 1"""),
         (A, "Set. The swap (rename `telemetry` -> `telemetry_old`, `telemetry_p` -> "
             "`telemetry`) should happen after the copy finishes and a final catch-up of "
             "rows written during the copy. Want me to write the swap script now so it's "
             "ready for tomorrow?"),
         (U, "yes write it, i'll run it tomorrow morning myself"),
         (T, """$ cat sql/010_swap.sql
begin;
lock table telemetry in access exclusive mode;
insert into telemetry_p select * from telemetry
  where recorded_at > (select max(recorded_at) from telemetry_p);
alter table telemetry rename to telemetry_old;
alter table telemetry_p rename to telemetry;
commit;"""),
         (A, "The swap script is ready; the lock is held only for the catch-up and the two "
             "renames. After the swap, `telemetry_old` still takes 912 GB. I'd keep it for a "
             "couple of weeks, then drop it."),
         (U, "two weeks then drop. i'll put it in my calendar"),
         (A, "Summary:\n- Monthly range partitions via `pg_partman`, 13-month retention\n- "
             "Composite primary key `(id, recorded_at)`, unused metric index dropped\n- "
             "Copy runs tonight at 20:30\n- Swap script ready for tomorrow\n\n**Next "
             "steps**\n1. Add `statement_timeout` to the dashboard user\n2. Consider "
             "TimescaleDB for compression later\n3. Alert if `pg_partman` maintenance fails"),
         (U, "3 yes, i'll add that alert myself next week. timescale no, we're not adding "
             "extensions that rds might drop"),
         (A, "Makes sense. Good luck with the swap tomorrow morning!"),
         decisions=("monthly range partitions on recorded_at", "pg_partman for partitions",
                    "13-month retention", "composite primary key with recorded_at",
                    "drop the unused metric index", "copy the data tonight at 20:30"),
         superseded=("daily partitions", "90-day retention"),
         loops=("run the swap script tomorrow morning",
                "drop telemetry_old in two weeks",
                "add an alert for failed pg_partman maintenance next week"),
         split="heldout"),
    case("hc-uv-pyproject-move", "cursor",
         (U, "my little astronomy library still uses setup.py + requirements.txt. want "
             "pyproject and uv. i maintain it in my spare time, my day job is hospital "
             "pharmacist, so i have like 2 evenings a week for this"),
         (T, """$ ls
LICENSE  README.rst  requirements.txt  requirements-dev.txt  setup.cfg  setup.py  skycalc  tests
$ cat setup.py
from setuptools import setup
setup(
    name="skycalc",
    version="1.8.2",
    packages=["skycalc"],
    install_requires=open("requirements.txt").read().splitlines(),
    python_requires=">=3.8",
)"""),
         (A, "Straightforward to move. Questions:\n1. Build backend: `hatchling` (simple, "
             "good defaults), `setuptools` (closest to what you have) or `uv_build`?\n2. "
             "Python 3.8 is end-of-life. Keep supporting it?\n3. Version: static in "
             "`pyproject.toml`, or derived from git tags?"),
         (U, "hatchling. drop 3.8 and 3.9, numpy doesn't support them anymore anyway. "
             "static version"),
         (T, """$ git diff --stat
 pyproject.toml       | 41 +++++++++++++++++++++++++++++++++++++++++
 requirements-dev.txt |  6 ------
 requirements.txt     |  3 ---
 setup.cfg            | 12 ------------
 setup.py             |  8 --------
 5 files changed, 41 insertions(+), 29 deletions(-)
$ sed -n 1,12p pyproject.toml
[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "skycalc"
version = "1.8.2"
requires-python = ">=3.10"
dependencies = ["numpy>=1.26", "astropy>=6.0"]"""),
         (A, "Dev dependencies moved to a `[dependency-groups]` `dev` group, which `uv` "
             "installs by default. Now the lockfile and tests:"),
         (T, """$ uv sync
Resolved 24 packages in 1.12s
Installed 22 packages in 310ms
$ uv run pytest -q
.........................................................F
FAILED tests/test_ephemeris.py::test_data_file_found - FileNotFoundError:
  skycalc/data/de421_excerpt.bsp
57 passed, 1 failed in 4.40s"""),
         (A, "The data file isn't found. Running from the source tree it should be... "
             "unless the tests run against the installed package, and hatchling doesn't "
             "include it. Let me check the wheel."),
         (T, """$ uv build && unzip -l dist/skycalc-1.8.2-py3-none-any.whl | grep -c bsp
Successfully built dist/skycalc-1.8.2.tar.gz
Successfully built dist/skycalc-1.8.2-py3-none-any.whl
0"""),
         (A, "Confirmed: the `.bsp` file was included by `MANIFEST.in` + `include_package_"
             "data` before, and `.gitignore` lists `*.bsp`, so hatchling skips it. Options:\n"
             "1. Force-include it in `[tool.hatch.build]`\n2. Download it at first use "
             "instead of shipping it (smaller wheel, needs network)"),
         (U, "force include, people use this on telescopes in fields without internet"),
         (T, """$ uv build && unzip -l dist/skycalc-1.8.2-py3-none-any.whl | grep bsp
  1204224  2024-05-02 21:14   skycalc/data/de421_excerpt.bsp
$ uv run pytest -q
..........................................................
58 passed in 4.21s"""),
         (A, "All tests pass and the wheel contains the data. CI: your Travis config is "
             "from 2019. Move to GitHub Actions with `astral-sh/setup-uv`, testing 3.10 to "
             "3.13?"),
         (U, "yes"),
         (T, """$ git diff --stat .github .travis.yml
 .github/workflows/test.yml | 24 ++++++++++++++++++++++++
 .travis.yml                | 18 ------------------
 2 files changed, 24 insertions(+), 18 deletions(-)"""),
         (A, "Since dropping Python 3.8/3.9 is breaking for some users, I'd release it as "
             "2.0.0 rather than 1.9.0. And maybe a trusted publishing workflow for PyPI so "
             "you don't need an API token."),
         (U, "2.0.0 yes. trusted publishing sounds good but not tonight. i'll do the "
             "release on sunday, after i write the changelog"),
         (A, "Sounds good. I've bumped the version to 2.0.0 in `pyproject.toml`. Clear "
             "skies!"),
         decisions=("hatchling build backend", "drop Python 3.8 and 3.9",
                    "static version in pyproject", "force-include the ephemeris data file",
                    "GitHub Actions CI with setup-uv", "release as 2.0.0"),
         loops=("write the changelog and release 2.0.0 on Sunday",),
         facts=("maintains an astronomy library in spare time",
                "works as a hospital pharmacist"),
         split="heldout"),
    case("hc-review-payment-retry", "claude",
         (U, "can you review this before i open the PR? retrying failed card charges in our "
             "subscription service (python)\n\n```python\ndef charge_with_retry(sub, amount):\n"
             "    for attempt in range(10):\n        try:\n            return gateway.charge("
             "sub.card_token, amount)\n        except GatewayError:\n            time.sleep(2 "
             "** attempt)\n    raise ChargeFailed(sub.id)\n```"),
         (A, "Thanks for sharing. Main points:\n\n**1. Retrying every `GatewayError` is "
             "risky.** Declines (`insufficient_funds`, `card_declined`) won't succeed on "
             "retry, and repeated attempts can get your merchant account flagged. Retry only "
             "transient errors (timeouts, 5xx, rate limits).\n\n**2. Ten attempts with "
             "`2 ** attempt`** means the last sleep is 512 s and the total is ~17 minutes "
             "inside one call. That blocks a worker. Cap attempts (3 is common) and add "
             "jitter.\n\n**3. Idempotency.** If a request times out after the gateway "
             "charged the card, a retry charges twice. Pass an idempotency key, e.g. "
             "`f\"{sub.id}:{billing_period}\"`.\n\n**4. `time.sleep` in a request path.** "
             "Better to schedule a retry job than to sleep.\n\n**5. Nit:** log the attempt "
             "number and error code."),
         (U, "2 yes, cap at 3 with jitter. 1 fair, i'll only retry timeouts and 5xx. 3 we "
             "already send an idempotency key, the gateway client adds it from the invoice "
             "id, you just can't see it here. 4 this runs in a celery task already so "
             "sleeping is meh but ok"),
         (A, "Good to know about the idempotency key, then 3 is covered. For 4: since it "
             "runs in Celery, `self.retry(countdown=...)` frees the worker between attempts "
             "instead of sleeping. It's a small change if you want it."),
         (U, "yeah use celery retry then, can you sketch it"),
         (A, "```python\n@app.task(bind=True, max_retries=3)\ndef charge_subscription(self, "
             "sub_id, amount):\n    sub = Subscription.objects.get(id=sub_id)\n    try:\n"
             "        return gateway.charge(sub.card_token, amount)\n    except "
             "(GatewayTimeout, GatewayServerError) as exc:\n        delay = 2 ** self."
             "request.retries + random.uniform(0, 1)\n        log.warning(\"charge retry\", "
             "attempt=self.request.retries, code=exc.code)\n        raise self.retry(exc="
             "exc, countdown=delay)\n```\n\nDeclines raise straight through and are "
             "handled by your existing dunning flow."),
         (U, "perfect. i'll rework the PR tonight with this and ask Oskar to review it "
             "tomorrow, he wrote the dunning stuff"),
         (A, "Sounds good. Mentioning in the PR description that declines are deliberately "
             "not retried will help Oskar review it quickly."),
         decisions=("cap charge retries at 3 with jitter",
                    "retry only timeouts and 5xx errors",
                    "celery task retry instead of sleeping"),
         loops=("rework the retry PR tonight", "ask Oskar to review the PR tomorrow"),
         split="heldout"),
    case("hc-arch-library-events", "chatgpt",
         (U, "thinking out loud, not deciding anything today. we're rebuilding the loans "
             "system for the city libraries. someone on the team keeps pushing event "
             "sourcing. what would that even look like for loans"),
         (A, "Fun domain for it. With event sourcing, you store what happened rather than "
             "the current state:\n\n- `BookBorrowed {copy_id, member_id, due}`\n- "
             "`LoanRenewed {loan_id, new_due}`\n- `BookReturned {loan_id, at}`\n- "
             "`FineIssued {member_id, amount}`\n\nCurrent state (who has what, what's "
             "overdue) is a projection built by replaying events.\n\n**Where it shines**\n- "
             "Full audit trail ('why does this member owe 4.50?')\n- New views later "
             "(popularity stats, waiting lists) from old events\n\n**Where it hurts**\n- "
             "Schema evolution of events\n- Harder queries, eventual consistency between "
             "write and read side\n- GDPR: events with member ids are hard to erase "
             "(crypto-shredding helps)"),
         (U, "the gdpr thing is big for us, the city is very strict. what about a normal "
             "crud db with an audit log table instead"),
         (A, "That's the common middle ground: a relational model (`loans`, `members`, "
             "`copies`) plus an append-only `loan_history` table written in the same "
             "transaction. You get most of the audit value. Erasure is simpler: you can "
             "pseudonymise history rows when a member leaves. What you lose is rebuilding "
             "brand-new projections from the complete history, but you can still do "
             "analytics on the history table."),
         (U, "hm. and something in between, like CDC from postgres into kafka for the "
             "stats people?"),
         (A, "Also viable: keep CRUD as the source of truth, stream changes with Debezium "
             "into Kafka, and let analytics consume them. It decouples the stats team "
             "without making the core system event-sourced. The cost is running Kafka and "
             "Debezium, which is a lot for a small team."),
         (U, "yeah we're 5 devs. ok lots to chew on. i'll sketch the crud+audit and the cdc "
             "variant on the whiteboard with maja on thursday and we'll see"),
         (A, "Good plan. A useful question to bring: which reports does the city actually "
             "need in the next year? That usually tells you whether CDC is worth it."),
         loops=("sketch the CRUD plus audit and CDC options with Maja on Thursday",),
         split="heldout"),
    case("hc-interview-sysdesign-prep", "chatgpt",
         (U, "got a staff engineer interview at a fintech in 3 weeks. i've been a backend "
             "dev for 9 years, mostly java and kotlin. english is my second language "
             "(portuguese first) and i'm already nervous about the whiteboard round. where do "
             "i start"),
         (A, "Congratulations on the interview! For staff level, the loop usually has:\n"
             "1. **System design** (often 2 rounds)\n2. **Coding** (less weight than for "
             "senior)\n3. **Behavioural / leadership**: influence, conflict, mentoring\n\n"
             "Given 3 weeks, a split could be:\n- Option A: 60% system design, 20% "
             "behavioural, 20% coding\n- Option B: equal thirds\n\nFor nerves and "
             "language: practising out loud helps most. A fixed structure also helps "
             "(requirements, estimates, API, data model, scaling, trade-offs)."),
         (U, "A. coding i do every day, design talking is my weak spot"),
         (A, "Option A it is. Practice problems for a fintech:\n- Payment ledger with "
             "double-entry\n- Rate limiter\n- Idempotent payments API\n- Fraud scoring "
             "pipeline\n- Notification service\n\nStart with the ledger; fintech "
             "interviewers love it. Would you like a mock round now?"),
         (U, "yes, ledger. go"),
         (A, "**Prompt:** Design a ledger service for a wallet app with 5M users. Users "
             "can top up, pay merchants and transfer to each other. Go ahead with "
             "requirements."),
         (U, "ok. functional: record transactions, balances per account, history. non "
             "functional: never lose money, consistency over availability, audit. scale: "
             "5M users maybe 200 tx/s peak? double entry so every tx is two rows that sum "
             "to zero"),
         (A, "Strong start: naming consistency over availability and double-entry early is "
             "exactly what they want. Two follow-ups an interviewer would ask:\n1. How do "
             "you compute a balance: sum of entries each time, or a stored balance?\n2. "
             "What happens if the client retries a transfer after a timeout?"),
         (U, "stored balance updated in same tx as entries, with a version column. retry: "
             "idempotency key per request, unique constraint"),
         (A, "Good answers. To reach staff level, add the why and the trade-offs: "
             "stored balances make reads fast but need reconciliation jobs; mention a "
             "nightly check that balances equal the sum of entries. Overall this was a "
             "solid round. Your English was clear; short sentences work in your favour."),
         (U, "thanks that helps with the nerves. i'll do one design out loud every evening "
             "until the interview, recording myself"),
         (A, "That's an excellent plan. Next time, try the rate limiter."),
         decisions=("focus prep on system design over coding",),
         loops=("practise one system design out loud every evening until the interview",),
         facts=("has been a backend developer for 9 years, mostly Java and Kotlin",
                "native language is Portuguese, English is second"),
         split="heldout"),
    case("hc-chatter-monad", "claude",
         (U, "random q, not for work. what's a monad? my friend tomas won't shut up about "
             "them and i nod along"),
         (A, "Ha, a rite of passage. The short version: a monad is a pattern for chaining "
             "steps where each step returns a value in some 'context', and the pattern "
             "handles the context for you.\n\n- `Maybe`/`Option`: the context is 'might be "
             "missing'; chaining stops at the first missing value\n- `Promise`: the context "
             "is 'not ready yet'; `.then` chains async steps\n- Lists: 'many values'; "
             "`flatMap` chains\n\nThe two pieces are: a way to wrap a plain value (`of`/"
             "`return`) and a way to chain (`flatMap`/`bind`), with a few laws so chaining "
             "behaves predictably."),
         (U, "wait so promises are monads? i've been using monads for years lol"),
         (A, "Almost: `Promise.then` auto-flattens nested promises and mixes `map` and "
             "`flatMap`, so purists say it isn't quite a monad. But intuitively, yes, you've "
             "been using the idea for years."),
         (U, "ok that's enough to survive the next beer with tomas. thanks"),
         (A, "Enjoy the beer! If he brings up 'a monad is just a monoid in the category of "
             "endofunctors', you can just nod knowingly."),
         chatter=True, split="heldout"),
    case("hc-chatter-fixed-thanks", "chatgpt",
         (U, "that worked!!! the missing comma in the json, of course. 2 hours of my life"),
         (A, "Glad it's working! Trailing or missing commas in JSON are a classic. A JSON "
             "linter in your editor will flag them instantly next time."),
         (U, "lol yeah. so tired today, think i'll call it a day"),
         (A, "Well earned. Have a good evening!"),
         chatter=True, split="heldout"),
    case("hc-chatter-offbyone-joke", "claude",
         (U, "tell me a programming joke, the standup was brutal"),
         (A, "There are two hard problems in computer science: cache invalidation, naming "
             "things, and off-by-one errors."),
         (U, "hahaha ok one more"),
         (A, "A SQL query walks into a bar, goes up to two tables and asks: 'Can I join "
             "you?'"),
         (U, "groan. ok back to work"),
         (A, "Good luck, hope the rest of the day is kinder than the standup!"),
         chatter=True, split="heldout"),
    case("hc-declined-focus-plan", "chatgpt",
         (U, "7 meetings today and i wrote zero code. just venting"),
         (A, "That sounds exhausting. If it helps, here's a plan to protect focus time:\n\n"
             "1. Block two 2-hour focus slots in your calendar every day\n2. Try the "
             "Pomodoro technique (25 min work, 5 min break)\n3. Decline meetings without "
             "an agenda\n4. Batch Slack checks to three times a day\n5. Do a weekly "
             "review on Fridays\n\nWant me to draft a message to your team about meeting-"
             "free mornings?"),
         (U, "nah. pomodoro never works for me anyway, i have ADHD and a timer going off "
             "just derails me more. i really just wanted to vent"),
         (A, "Fair enough, and thanks for telling me. Sometimes venting is exactly what's "
             "needed. Rough days with back-to-back meetings are draining."),
         (U, "yeah. tomorrow is better, only 2. ok thanks for listening"),
         (A, "Anytime. Hope tomorrow gives you some quiet coding time."),
         facts=("has ADHD",),
         split="heldout"),
    case("hc-review-orders-migration", "claude",
         (U, "review pls. postgres, orders table has 30M rows, app runs 24/7\n\n```sql\n"
             "ALTER TABLE orders ADD COLUMN channel text NOT NULL DEFAULT 'web';\nUPDATE "
             "orders SET channel = 'app' WHERE user_agent LIKE '%OurApp%';\nCREATE INDEX "
             "ix_orders_channel ON orders (channel);\n```"),
         (A, "A few things, in order of risk:\n\n**1. `UPDATE` on 30M rows in one "
             "statement.** It rewrites every matching row, holds row locks until the end, "
             "generates a lot of WAL and can bloat the table. Batch it (e.g. 50k ids at a "
             "time) in a separate step.\n\n**2. `CREATE INDEX` without `CONCURRENTLY`** "
             "blocks writes to `orders` while it builds.\n\n**3. The `ADD COLUMN ... "
             "DEFAULT`** is fine: since Postgres 11, a constant default doesn't rewrite the "
             "table.\n\n**4. Is the index useful?** With only two or three distinct values, "
             "an index on `channel` alone rarely helps. Which queries filter by channel?"),
         (U, "the report filters by channel and created_at for the last week"),
         (A, "Then a composite index `(channel, created_at)` serves that query far better "
             "than `channel` alone."),
         (U, "ok. so: keep the add column, batch the update in a separate script, and "
             "(channel, created_at) concurrently. i'll rewrite it and push tomorrow"),
         (A, "That's the plan I'd go with. For the batches, something like 50k rows per "
             "transaction with a short pause keeps replication lag low."),
         decisions=("backfill channel in batches in a separate script",
                    "composite index on channel and created_at, built concurrently"),
         loops=("rewrite the orders migration and push it tomorrow",),
         split="heldout"),
    case("hc-arch-multitenant-brainstorm", "claude",
         (U, "brainstorm with me. i'm the CTO of a 4 person startup (so also the main dev "
             "lol), b2b scheduling tool for physio clinics. how should we do multi tenancy. "
             "we have 12 clinics now"),
         (A, "Happy to brainstorm. Three classic models:\n\n**1. Shared schema, "
             "`tenant_id` column**\n- Cheapest, simplest migrations\n- Risk: one missed "
             "`WHERE tenant_id` leaks data. Postgres row-level security mitigates it\n\n"
             "**2. Schema per tenant**\n- Good isolation, per-clinic restore\n- Migrations "
             "run N times; pain past a few hundred tenants\n\n**3. Database per tenant**\n- "
             "Strongest isolation, per-tenant region possible\n- Most operational work\n\n"
             "Health data may push you toward stronger isolation, depending on your "
             "customers' contracts."),
         (U, "some bigger clinic chains ask about 'dedicated database' in sales calls. but "
             "99% of our future customers will be tiny"),
         (A, "A hybrid is common: shared schema with RLS for the long tail, and the option "
             "to put a big customer on its own database (same schema, different "
             "connection), routed by a tenant registry. You design the code as if every "
             "tenant could live anywhere, but run almost all of them together."),
         (U, "interesting. how bad is RLS performance"),
         (A, "Usually fine if policies are simple (`tenant_id = current_setting('app."
             "tenant')::uuid`) and `tenant_id` leads your indexes. The pitfalls are "
             "connection poolers (you must set the variable per transaction) and "
             "superuser/owner roles bypassing policies."),
         (U, "ok. not deciding anything yet, just wanted the landscape in my head. thx"),
         (A, "You're welcome. When you do decide, the question that matters most is "
             "probably what your bigger prospects' contracts require."),
         facts=("is CTO and main developer of a four-person startup",),
         split="heldout"),
    case("hc-interview-star-stories", "claude",
         (U, "behavioural round friday for an engineering manager role. help me with STAR "
             "stories? context: i led the core banking migration at my last job, a bank in "
             "Vilnius, team of 11"),
         (A, "Great material. STAR = Situation, Task, Action, Result. For EM roles "
             "interviewers look for: delivering through others, handling conflict, "
             "growing people, and hard trade-offs. The migration could give you 2-3 "
             "stories. What went badly during it? Failure stories are often the strongest."),
         (U, "we slipped 4 months because i didn't push back on scope early. and two "
             "seniors almost quit over on-call"),
         (A, "Both are excellent. Draft for the first:\n\n- **S**: Core banking migration, "
             "team of 11, fixed regulatory deadline\n- **T**: Deliver on time while the "
             "business kept adding scope\n- **A**: Realised late that scope had grown 40%; "
             "ran a re-planning with product, cut two modules to a later phase, "
             "introduced a change budget\n- **R**: Shipped 4 months late but before the "
             "regulatory deadline; the change budget became standard in the bank\n- "
             "**Learning**: push back in week 2, not month 6\n\nWant to do the on-call one "
             "together?"),
         (U, "not now, i want to try writing it myself first. i'll write the on-call one "
             "and one about mentoring by thursday and paste them here"),
         (A, "Good approach, writing them yourself makes them sound like you. I'll give "
             "feedback when you paste them. Good luck!"),
         loops=("write the on-call and mentoring STAR stories by Thursday",),
         facts=("led a core banking migration with a team of 11 at a bank in Vilnius",),
         split="heldout"),
    case("hc-chatter-regex-writeonly", "chatgpt",
         (U, "why do people call regex 'write only'? just curious, saw it in a meme"),
         (A, "Because regular expressions are easy to write when you're deep in the "
             "problem and hard to read later. Something like "
             "`^(?=.*[A-Z])(?=.*\\d)[A-Za-z\\d@$!%*?&]{8,}$` makes sense for ten minutes, then "
             "becomes a riddle. Many engines support a verbose mode with comments, which "
             "helps a lot."),
         (U, "lmao that example is exactly the meme"),
         (A, "It's practically a genre of its own. Enjoy the memes!"),
         chatter=True, split="heldout"),
    case("hc-chatter-tabs-spaces", "chatgpt",
         (U, "settle it once and for all: tabs or spaces"),
         (A, "The honest answer: whatever your project's formatter enforces. Tabs let "
             "everyone pick their own indent width, which helps some people with visual "
             "impairments; spaces look identical everywhere. Most language ecosystems have "
             "picked one (Go: tabs via gofmt; Python: spaces per PEP 8)."),
         (U, "coward answer lol. my coworker uses 3 spaces btw"),
         (A, "Three spaces is a bold choice. Your coworker might be the only person who "
             "can unite the tabs and spaces camps: against them."),
         (U, "haha. ok thanks"),
         chatter=True, split="heldout"),
]
