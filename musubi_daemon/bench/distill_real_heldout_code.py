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
         (U, """Datum;Kunde;Betrag;MwSt
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
             "'.', dtype={'Kunde': str})\n    return pd.DataFrame({\n        'date': pd.to_"
             "datetime(df['Datum'], dayfirst=True),\n        'customer': df['Kunde'],\n"
             "        'amount': df['Betrag'],\n        'vat_rate': df['MwSt'].str.rstrip('%')"
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
+    <nav aria-label="Taal / Langue / Language">
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
<link rel="alternate" hreflang="nl" href="https://studio-klei.be/workshops"/>
<link rel="alternate" hreflang="fr" href="https://studio-klei.be/fr/workshops"/>
<link rel="alternate" hreflang="en" href="https://studio-klei.be/en/workshops"/>"""),
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
]
