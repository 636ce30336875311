"""Twenty conversations of people in their forties to sixties (Go, Rust, Java and infrastructure
sessions; schooling, elderly parents, pensions, repairs, family holidays), written for tuning by
a writer who had seen no code, rule or set of the project. Tuning data (split "tune-b", ids
``tcb-``)."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('tcb-go-dlq-retries', 'claude-code',
         (U, 'ok so parcel-events is dropping msgs whenever the carrier api 503s. we just log + '
             'commit the offset and move on lol. need retries and some kind of dead letter '
             'thing. handler is internal/consumer/handler.go. heads up i have to leave at 4:15 '
             'to pick my daughter up from swimming so lets not go down rabbit holes'),
         (A, "Got it — I'll start by reading the handler to see how errors are handled today."),
         (T, '$ sed -n 31,54p internal/consumer/handler.go\n    for {\n        m, err := '
             'h.reader.FetchMessage(ctx)\n        if err != nil {\n            if errors.Is(err, '
             'context.Canceled) {\n                return nil\n            }\n            return '
             'fmt.Errorf("fetch: %w", err)\n        }\n\n        ev, err := '
             'decode(m.Value)\n        if err != nil {\n            h.log.Warn("bad payload", '
             '"offset", m.Offset, "err", err)\n            _ = h.reader.CommitMessages(ctx, '
             'm)\n            continue\n        }\n\n        if err := h.carrier.PushStatus(ctx, '
             'ev); err != nil {\n            h.log.Error("carrier push failed", "parcel", '
             'ev.ParcelID, "err", err)\n        }\n        if err := '
             'h.reader.CommitMessages(ctx, m); err != nil {\n            return '
             'fmt.Errorf("commit: %w", err)\n        }\n    }'),
         (A, 'Found it. A failed `PushStatus` is logged and then the offset is committed anyway, '
             'so the event is simply gone.\n\nA few ways to fix this:\n\n1. **In-process retry** '
             'with exponential backoff + jitter, then give up.\n2. **Retry topics** (e.g. '
             '`parcel-events.retry.1m`, `.retry.10m`) with delayed re-consumption — more robust '
             'for long outages, but more moving parts.\n3. **Dead-letter topic** — after giving '
             "up, publish the original message somewhere durable and commit.\n\nI'd recommend 1 "
             '+ 3 for now: small change, and the DLQ means nothing is lost even if the carrier '
             'is down for an hour.\n\nTwo questions before I write it:\n- How many attempts '
             "before we dead-letter?\n- Which errors should be retried? I'd suggest 5xx, 429 and "
             "timeouts only — a 4xx won't get better on retry.\n\nFor the backoff itself we can "
             'either pull in `github.com/cenkalti/backoff/v4` or hand-roll it (~20 lines).'),
         (U, '1+3. 5 attempts max. retry 5xx, 429, timeouts, everything else straight to dlq. '
             'cenkalti is fine'),
         (A, 'Adding the dependency and a small `retry.go` around the carrier call.'),
         (T, '$ go get github.com/cenkalti/backoff/v4@v4.3.0\ngo: added '
             'github.com/cenkalti/backoff/v4 v4.3.0\n$ git diff --stat\n '
             'go.mod                       |  1 +\n go.sum                       |  2 +\n '
             'internal/consumer/handler.go | 14 +++++++++-----\n internal/consumer/retry.go   | '
             '41 ++++++++++++++++++++++++++++++++\n 4 files changed, 52 insertions(+), 6 '
             'deletions(-)'),
         (A, "Here's the core of `retry.go`:\n\n```go\nfunc (h *Handler) pushWithRetry(ctx "
             'context.Context, ev Event) error {\n    b := '
             'backoff.WithContext(backoff.WithMaxRetries(\n        '
             'backoff.NewExponentialBackOff(), 4), ctx) // 1 try + 4 retries = 5 attempts\n    '
             'return backoff.Retry(func() error {\n        err := h.carrier.PushStatus(ctx, '
             'ev)\n        if err != nil && !isRetryable(err) {\n            return '
             'backoff.Permanent(err)\n        }\n        return err\n    }, b)\n}\n```\n\n'
             '`isRetryable` checks for `*carrier.HTTPError` with status >= 500 or 429, plus '
             "`net.Error` timeouts. Next I'll wire the DLQ publish into `Run`."),
         (U, 'hmm actually no, scrap cenkalti. new deps go through platform review with Marc and '
             'thats a week minimum. just write the backoff ourselves, its not rocket science'),
         (A, 'Fair enough — removing the dependency and hand-rolling it.'),
         (T, '$ go mod tidy\ngo: removing github.com/cenkalti/backoff/v4 v4.3.0\n$ sed -n 9,34p '
             'internal/consumer/retry.go\nconst (\n    maxAttempts = 5\n    baseDelay   = 200 * '
             'time.Millisecond\n    maxDelay    = 10 * time.Second\n)\n\nfunc (h *Handler) '
             'pushWithRetry(ctx context.Context, ev Event) error {\n    var err error\n    for '
             'attempt := 1; attempt <= maxAttempts; attempt++ {\n        if err = '
             'h.carrier.PushStatus(ctx, ev); err == nil || !isRetryable(err) {\n            '
             'return err\n        }\n        if attempt == maxAttempts {\n            '
             'break\n        }\n        d := min(baseDelay<<(attempt-1), maxDelay)\n        d = '
             'd/2 + time.Duration(h.rand.Int63n(int64(d/2))) // jitter\n        '
             'time.Sleep(d)\n    }\n    return &exhaustedError{attempts: maxAttempts, err: err}\n'
             '}'),
         (A, 'No new dependencies now. Delays go roughly 200ms → 400ms → 800ms → 1.6s with '
             'jitter, capped at 10s.\n\nFor the dead-letter side:\n- What should the topic be '
             'called?\n- Anything extra on the message besides the original key/value?'),
         (U, 'parcel-events.dlq. keep the original headers and add x-error with the last error '
             'msg + x-attempts'),
         (T, '$ git diff internal/consumer/handler.go\n@@ -46,9 +46,18 @@ func (h *Handler) '
             'Run(ctx context.Context) error {\n-        if err := h.carrier.PushStatus(ctx, '
             'ev); err != nil {\n-            h.log.Error("carrier push failed", "parcel", '
             'ev.ParcelID, "err", err)\n-        }\n+        if err := h.pushWithRetry(ctx, ev); '
             'err != nil {\n+            h.log.Error("carrier push failed, dead-lettering", '
             '"parcel", ev.ParcelID, "err", err)\n+            dl := kafka.Message{\n'
             '+                Key:   m.Key,\n+                Value: m.Value,\n+                '
             'Headers: append(m.Headers,\n+                    kafka.Header{Key: "x-error", '
             'Value: []byte(err.Error())},\n+                    kafka.Header{Key: "x-attempts", '
             'Value: []byte(strconv.Itoa(attemptsOf(err)))}),\n+            }\n+            if '
             'err := h.dlq.WriteMessages(ctx, dl); err != nil {\n+                return '
             'fmt.Errorf("dlq write: %w", err) // don\'t commit, re-read on restart\n'
             '+            }\n+        }\n         if err := h.reader.CommitMessages(ctx, m); '
             'err != nil {'),
         (A, 'DLQ writer is wired in (`h.dlq` is a `*kafka.Writer` built in '
             '`cmd/parcel-events/main.go` with topic `parcel-events.dlq`). If the DLQ write '
             'itself fails we return without committing, so the message is re-read after a '
             'restart rather than lost. Running the tests.'),
         (T, '$ go test ./internal/consumer/...\n--- FAIL: TestRun_ShutdownDuringRetry '
             '(10.02s)\n    handler_test.go:118: Run did not return within 2s of cancel\nFAIL\n'
             'FAIL    gitlab.internal/logistics/parcel-events/internal/consumer    10.214s\nFAIL'),
         (A, 'The existing shutdown test caught a real problem: `time.Sleep` ignores '
             'cancellation, so a SIGTERM in the middle of a retry waits out the whole backoff. '
             'Swapping it for a select:\n\n```go\nselect {\ncase <-time.After(d):\ncase '
             '<-ctx.Done():\n    return ctx.Err()\n}\n```'),
         (T, '$ go test ./internal/consumer/... -count=1\nok      '
             'gitlab.internal/logistics/parcel-events/internal/consumer    1.381s\n$ go vet '
             './...\n$'),
         (A, 'All green. Want me to add a Prometheus counter for dead-lettered messages so you '
             'can alert on it?'),
         (U, 'yes pls. theres already a registry in internal/metrics, use that. label by reason '
             '(retryable_exhausted vs non_retryable)'),
         (T, '$ git diff --stat\n cmd/parcel-events/main.go         |  6 ++++\n '
             'internal/consumer/handler.go      | 22 +++++++++++----\n '
             'internal/consumer/handler_test.go | 31 ++++++++++++++++++++\n '
             'internal/consumer/retry.go        | 38 +++++++++++++++++++++++++\n '
             'internal/metrics/metrics.go       |  8 +++++\n 5 files changed, 99 insertions(+), '
             '6 deletions(-)\n$ go test ./... -count=1\nok      '
             'gitlab.internal/logistics/parcel-events/internal/consumer    1.402s\nok      '
             'gitlab.internal/logistics/parcel-events/internal/metrics     0.011s'),
         (A, 'Done. '
             '`parcel_events_dead_lettered_total{reason="retryable_exhausted"|"non_retryable"}` '
             'is registered in `internal/metrics` and incremented right before the DLQ write. I '
             'also added two tests (404 goes straight to the DLQ; 503 is tried 5 times, then '
             'DLQ).\n\nNext steps:\n1. The `parcel-events.dlq` topic has to exist before this '
             "deploys — otherwise the first DLQ write fails.\n2. Pick a DLQ retention (I'd "
             'suggest at least 14 days so someone can replay after a long weekend).\n3. '
             'Optional: a small `cmd/dlq-replay` tool to push DLQ messages back onto the main '
             'topic.'),
         (U, "topic is created thru terraform in the infra repo, i'll do that PR first thing "
             'tomorrow. retention i need to ask Marc, he has opinions about disk on the kafka '
             "cluster. replay tool not now. pls commit on a branch feat/dlq-retries. i've been "
             "babysitting this service alone since 2016 so nobody's going to review it anyway lol"),
         (T, "$ git checkout -b feat/dlq-retries\nSwitched to a new branch 'feat/dlq-retries'\n$ "
             'git add -A && git commit -m "consumer: retry carrier push with backoff, '
             'dead-letter to parcel-events.dlq"\n[feat/dlq-retries 4e1c9a2] consumer: retry '
             'carrier push with backoff, dead-letter to parcel-events.dlq\n 5 files changed, 99 '
             'insertions(+), 6 deletions(-)'),
         (A, 'Committed on `feat/dlq-retries` (4e1c9a2), not pushed. Order for tomorrow: infra '
             'PR for the topic → retention from Marc → then this can go out.'),
         (U, 'perfect ty, off to get the kid'),
         decisions=(
             'Retry the carrier push in-process with exponential backoff + jitter, then '
             'dead-letter (parcel-events consumer)',
             'Max 5 attempts before dead-lettering',
             'Retry only 5xx, 429 and timeouts; everything else goes straight to the DLQ',
             'Hand-roll the backoff instead of adding cenkalti/backoff',
             'DLQ topic is parcel-events.dlq, keeping original headers plus x-error and '
             'x-attempts',
             'Add a Prometheus dead-letter counter in internal/metrics, labelled by reason',
             'Commit the retry/DLQ work on branch feat/dlq-retries',
         ),
         loops=(
             'Open the infra-repo Terraform PR tomorrow morning to create the parcel-events.dlq '
             'topic',
             'Ask Marc what retention to set on the DLQ',
         ),
         facts=(
             'Has a daughter who does swimming',
             'Has maintained the parcel-events service alone since 2016',
         ),
         superseded=(
             'Use the cenkalti/backoff library for the retry backoff',
         ),
         split="tune-b"),
    case('tcb-tf-state-to-s3', 'claude-code',
         (U, 'right. confession: our terraform state is committed to git. terraform.tfstate is '
             'prod and staging.tfstate is staging, we pass -state= on the cli. inherited it from '
             "the bloke before me, i know. i'm the only ops person here so it's on me to get it "
             'into s3 with locking before someone does something stupid. both envs are in the '
             'same aws account unfortunately. least painful way?'),
         (A, 'Very common inheritance, and very fixable. The usual plan:\n\n1. **Bootstrap** a '
             'state bucket (versioning, encryption, public access blocked) and a DynamoDB lock '
             'table. This lives in its own tiny config with local state — chicken-and-egg.\n2. '
             '**Add a `backend "s3"` block** to the main config.\n3. **Move the existing state** '
             'into the bucket (`init -migrate-state` or `state push`).\n\nThe real decision is '
             'how to separate staging and prod:\n\n- **(a) Workspaces** — one config, `terraform '
             'workspace select staging|prod`, state stored at `env/<workspace>/...`. Least '
             'duplication.\n- **(b) Separate root directories** — `envs/staging` and '
             '`envs/prod`, each calling a shared module with its own backend key. A bit more '
             "boilerplate, but it's much harder to apply to the wrong environment, and envs can "
             'diverge deliberately.\n\nWhich way do you want to go?'),
         (U, 'workspaces. less copy paste and the two envs are meant to be identical anyway'),
         (A, 'OK. Starting with the bootstrap config in `bootstrap/`.'),
         (T, '$ tree -L 1\n.\n├── bootstrap\n├── main.tf\n├── outputs.tf\n├── prod.tfvars\n├── '
             'staging.tfstate\n├── staging.tfvars\n├── terraform.tfstate\n├── '
             'terraform.tfstate.backup\n└── variables.tf\n$ cd bootstrap && terraform init '
             "-input=false >/dev/null && terraform plan -no-color | grep -E '^  # |^Plan'\n  # "
             'aws_dynamodb_table.lock will be created\n  # aws_s3_bucket.state will be '
             'created\n  # aws_s3_bucket_public_access_block.state will be created\n  # '
             'aws_s3_bucket_server_side_encryption_configuration.state will be created\n  # '
             'aws_s3_bucket_versioning.state will be created\nPlan: 5 to add, 0 to change, 0 to '
             'destroy.'),
         (A, 'Plan looks right: bucket `acorn-tfstate-eu-west-2` with versioning + SSE, and '
             'table `terraform-locks` (PAY_PER_REQUEST, hash key `LockID`). Shall I apply?'),
         (U, 'go'),
         (T, '$ terraform apply -auto-approve -no-color | tail -4\naws_dynamodb_table.lock: '
             'Creation complete after 8s [id=terraform-locks]\n'
             'aws_s3_bucket_public_access_block.state: Creation complete after 1s '
             '[id=acorn-tfstate-eu-west-2]\n\nApply complete! Resources: 5 added, 0 changed, 0 '
             'destroyed.'),
         (A, 'Bootstrap done. Now the backend block in the root config:\n\n```hcl\nterraform '
             '{\n  backend "s3" {\n    bucket               = "acorn-tfstate-eu-west-2"\n    '
             'key                  = "app/terraform.tfstate"\n    region               = '
             '"eu-west-2"\n    dynamodb_table       = "terraform-locks"\n    '
             'encrypt              = true\n    workspace_key_prefix = "env"\n  }\n}\n```\n\n'
             "I'll do staging first: init against the new backend, create the `staging` "
             'workspace and push `staging.tfstate` into it, then check that a plan shows no '
             'changes.'),
         (T, '$ terraform init -reconfigure -input=false | tail -3\nSuccessfully configured the '
             'backend "s3"! Terraform will automatically\nuse this backend unless the backend '
             'configuration changes.\n$ terraform workspace new staging\nCreated and switched to '
             'workspace "staging"!\n$ terraform state push staging.tfstate\n$ terraform plan '
             '-var-file=staging.tfvars -no-color | tail -3\nNo changes. Your infrastructure '
             'matches the configuration.\n\nTerraform has compared your real infrastructure '
             'against your configuration'),
         (A, 'Staging now lives at '
             '`s3://acorn-tfstate-eu-west-2/env/staging/app/terraform.tfstate` and the plan is '
             'clean.\n\nProd would be the same (`workspace new prod` + `state push '
             'terraform.tfstate`). One thing to flag before we do: with workspaces nothing stops '
             'someone running `terraform apply -var-file=prod.tfvars` while the `staging` '
             'workspace is selected, or the other way round. We can add a guard — a precondition '
             'that `terraform.workspace == var.env` — so a mismatch fails at plan time.'),
         (U, 'hmm. wait. thats literally what happened in 2021, Kev applied staging vars against '
             'prod state and took the customer portal down for an afternoon. i dont trust a '
             'guard someone can comment out. lets do separate dirs after all. envs/staging and '
             'envs/prod each with their own key, shared stuff in modules/app'),
         (A, 'Makes sense given that history. Restructuring:\n\n- `modules/app/` ← current '
             '`main.tf`, `variables.tf`, `outputs.tf`\n- `envs/staging/` and `envs/prod/` each '
             'get `backend.tf` (keys `staging/terraform.tfstate` and `prod/terraform.tfstate`), '
             'a `main.tf` calling the module, and `terraform.tfvars`.\n\nBecause every resource '
             "moves from e.g. `aws_instance.web` to `module.app.aws_instance.web`, I'll generate "
             "`moved` blocks so Terraform doesn't try to destroy and recreate anything."),
         (T, '$ mkdir -p modules/app envs/staging envs/prod\n$ git mv main.tf variables.tf '
             'outputs.tf modules/app/\n$ git mv staging.tfvars envs/staging/terraform.tfvars && '
             "git mv prod.tfvars envs/prod/terraform.tfvars\n$ grep -c '^moved' "
             'envs/staging/moved.tf envs/prod/moved.tf\nenvs/staging/moved.tf:23\n'
             'envs/prod/moved.tf:23\n$ cd envs/staging && terraform init -input=false | tail -1\n'
             'Terraform has been successfully initialized!\n$ terraform state push '
             "../../staging.tfstate\n$ terraform plan -no-color | grep -E 'has moved|^Plan|No "
             "changes' | head -4\n  # aws_instance.web has moved to "
             'module.app.aws_instance.web\n  # aws_lb.main has moved to '
             'module.app.aws_lb.main\n  # aws_db_instance.main has moved to '
             'module.app.aws_db_instance.main\nPlan: 0 to add, 0 to change, 0 to destroy.'),
         (A, "Staging is clean on its own key: only the 23 moves, 0 add/change/destroy. I've "
             'also deleted the leftover `env/staging/...` object from the workspace attempt and '
             "removed the root-level `backend.tf`.\n\nFor prod I'd strongly suggest not doing it "
             'live from a chat session: do it in a change window, `terraform state pull` a local '
             'backup first, and confirm the plan shows only moves before applying anything.'),
         (U, "agreed, prod goes in saturday's change window, i'll do it myself. write me a "
             'runbook i can follow half asleep. docs/runbooks/'),
         (T, '$ head -20 docs/runbooks/prod-tfstate-migration.md\n# Prod Terraform state -> S3 '
             'migration\n\nWindow: Saturday change window. Expected duration: 20 min.\n\n1. `git '
             'pull` on main; confirm `envs/prod/moved.tf` has 23 `moved` blocks.\n2. Copy '
             '`terraform.tfstate` to `~/tfstate-backup-$(date +%F).tfstate`.\n3. `cd envs/prod '
             '&& terraform init -input=false`\n4. `terraform state push '
             '../../terraform.tfstate`\n5. `terraform plan` -> expect ONLY "has moved" lines and '
             '`Plan: 0 to add, 0 to change, 0 to destroy.`\n   STOP if anything else appears. '
             'Roll back: delete s3 key prod/terraform.tfstate.\n6. `terraform apply` (records '
             'the moves only).\n7. `aws s3 ls s3://acorn-tfstate-eu-west-2/prod/` -> object '
             'present.\n8. Check the lock table is empty: `aws dynamodb scan --table-name '
             'terraform-locks`.\n9. Remove old state from git:\n   `git rm --cached '
             'terraform.tfstate terraform.tfstate.backup staging.tfstate`'),
         (U, "also gitignore *.tfstate* — but don't git rm the old files yet, not till prod is "
             'done'),
         (T, '$ git diff .gitignore\n@@ -3,3 +3,6 @@\n .terraform/\n *.tfplan\n+# state lives in '
             'S3 now (see docs/runbooks/prod-tfstate-migration.md)\n+*.tfstate\n+*.tfstate.*'),
         (A, "Added. The three existing state files stay tracked (gitignore doesn't affect "
             'already-tracked files) until you run step 9 of the runbook after prod is migrated.'),
         (U, "grand. granddaughter's sleeping over saturday so i'll start at 6 before she's up "
             'and demanding pancakes'),
         (A, 'Sounds like a plan — the runbook is short enough to be done before the pancakes. '
             'Good luck Saturday.'),
         decisions=(
             'Move Terraform state to an S3 backend with DynamoDB locking',
             'Create the state bucket and lock table from a separate bootstrap config',
             'Separate root dirs envs/staging and envs/prod with their own state keys, shared '
             'code in modules/app',
             'Gitignore *.tfstate*, but keep the old state files in git until prod is migrated',
         ),
         loops=(
             "Migrate the prod Terraform state to S3 himself in Saturday's change window, "
             'following the runbook',
             'git rm the old tfstate files once prod is migrated',
         ),
         facts=(
             'Is the only ops person at his company',
             'Has a granddaughter',
         ),
         superseded=(
             'Use Terraform workspaces to separate staging and prod',
         ),
         split="tune-b"),
    case('tcb-rust-weather-cli', 'cursor',
         (U, 'hello. retired sparky here, teaching myself rust over the winter so be gentle. got '
             'a davis vantage vue out in the back paddock and the weatherlink logger dumps a csv '
             'per day into ~/weather/. i want a little command line thing that loads them all '
             'into sqlite and can print monthly rainfall totals. which crates should i use'),
         (A, 'Nice first project — it touches files, parsing, a database and a CLI, which covers '
             "a lot of Rust.\n\nI'd suggest:\n- **clap** (with the `derive` feature) for the "
             'command line\n- **csv** + **serde** for reading the files into structs\n- '
             '**rusqlite** for SQLite\n- **chrono** for dates/times\n\nStructure-wise, one '
             'binary with two subcommands works well:\n```\nwx import ~/weather/\nwx rain --year '
             '2023\n```\n\nOne question for rusqlite: it can link against the system '
             '`libsqlite3`, or use the `bundled` feature which compiles SQLite into your binary. '
             'Bundled is slower to build but avoids library headaches, especially on ARM. Where '
             'will this end up running?'),
         (U, "subcommands yes. it'll end up on the raspberry pi in the shed so bundled, i dont "
             'want to fight with system libs. wx is a good name, keep that'),
         (T, 'Edited Cargo.toml\n[package]\nname = "wx"\nversion = "0.1.0"\nedition = "2021"\n\n'
             '[dependencies]\nclap = { version = "4.5", features = ["derive"] }\ncsv = "1.3"\n'
             'serde = { version = "1", features = ["derive"] }\nrusqlite = { version = "0.31", '
             'features = ["bundled"] }\nchrono = "0.4"\nanyhow = "1"'),
         (A, "I've also added `anyhow` — it lets every function return `anyhow::Result` so you "
             'can use `?` everywhere without defining your own error types. Handy while '
             'learning.\n\nCan you paste the first few lines of one of the CSVs so I get the '
             'parsing right?'),
         (U, 'here\n\nDate,Time,Out Temp,Hi Temp,Low Temp,Out Hum,Dew Pt.,Wind Speed,Wind '
             'Dir,Rain,Rain Rate\n14/03/24,9:30a,14.2,14.6,13.9,81,11.0,9.7,NW,0.2,0.0\n'
             '14/03/24,10:00a,14.9,15.1,14.2,78,11.1,11.3,NW,0.0,0.0\n'
             '14/03/24,12:00p,16.8,17.0,16.1,70,11.3,14.5,W,0.0,0.0\n\nits metric already, rain '
             'is mm per interval'),
         (A, 'Thanks, a few things to handle:\n\n- Dates are `dd/mm/yy`.\n- Times are 12-hour '
             "with a bare `a`/`p` suffix, which chrono's `%p` won't accept, so I'll normalise "
             '`a` → ` AM` before parsing.\n- Column names have spaces and a dot, so each field '
             'gets a `#[serde(rename = ...)]`.\n\n```rust\n#[derive(Debug, Deserialize)]\nstruct '
             'Row {\n    #[serde(rename = "Date")] date: String,\n    #[serde(rename = "Time")] '
             'time: String,\n    #[serde(rename = "Out Temp")] out_temp: Option<f64>,\n    '
             '#[serde(rename = "Out Hum")] out_hum: Option<u8>,\n    #[serde(rename = "Wind '
             'Speed")] wind_speed: Option<f64>,\n    #[serde(rename = "Rain")] rain: '
             'Option<f64>,\n}\n\nfn parse_ts(date: &str, time: &str) -> '
             'anyhow::Result<NaiveDateTime> {\n    let t = time.replace(\'a\', " '
             'AM").replace(\'p\', " PM");\n    Ok(NaiveDateTime::parse_from_str(&format!("{date} '
             '{t}"), "%d/%m/%y %I:%M %p")?)\n}\n```\n\nI\'ve put a few tests at the bottom of '
             '`main.rs`, including one built from a real-looking file.'),
         (T, '$ cargo test\n   Compiling wx v0.1.0 (/home/graham/wx)\n    Finished `test` '
             'profile [unoptimized + debuginfo] target(s) in 6.71s\n     Running unittests '
             'src/main.rs (target/debug/deps/wx-3f0c2a9e1b7d4c11)\n\nrunning 4 tests\ntest '
             'tests::parses_morning ... ok\ntest tests::parses_noon ... ok\ntest '
             'tests::parses_midnight ... ok\ntest tests::reads_sample_file ... FAILED\n\n'
             'failures:\n\n---- tests::reads_sample_file stdout ----\nError: CSV deserialize '
             'error: record 7 (line: 8, byte: 402): field 2: invalid float literal\n\ntest '
             'result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out'),
         (A, 'Line 8 of the sample has `---` in the Out Temp column. Davis loggers write `---` '
             "when a sensor drops out (flat battery in the ISS, radio dropout), and serde can't "
             'turn that into a number.\n\nFix is a small helper that treats `---` as "no '
             'value":\n\n```rust\nfn dashes_as_none<\'de, D>(d: D) -> Result<Option<f64>, '
             "D::Error>\nwhere D: Deserializer<'de> {\n    let s = String::deserialize(d)?;\n    "
             'match s.trim() {\n        "---" | "" => Ok(None),\n        v => '
             'v.parse().map(Some).map_err(serde::de::Error::custom),\n    }\n}\n```\n\nand each '
             'numeric field gets `deserialize_with = "dashes_as_none"`.'),
         (T, '$ cargo test\n    Finished `test` profile [unoptimized + debuginfo] target(s) in '
             '2.04s\n     Running unittests src/main.rs '
             '(target/debug/deps/wx-3f0c2a9e1b7d4c11)\n\nrunning 4 tests\ntest '
             'tests::parses_midnight ... ok\ntest tests::parses_morning ... ok\ntest '
             'tests::parses_noon ... ok\ntest tests::reads_sample_file ... ok\n\ntest result: '
             'ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out'),
         (A, 'All passing. Now the import. The table will be `readings(ts TEXT PRIMARY KEY, '
             'out_temp REAL, out_hum INTEGER, wind_speed REAL, rain REAL)`.\n\nOne question: if '
             'the same reading appears twice — you re-run the import, or two files overlap — '
             'should it silently skip the duplicate, or stop with an error?'),
         (U, 'skip them quietly. the logger overlaps midnight sometimes so the same reading '
             'turns up in two files'),
         (A, 'Done with `INSERT OR IGNORE` on the timestamp primary key. I also wrapped each '
             "file in a single transaction — on an SD card that's the difference between seconds "
             'and minutes. Try it on your real folder:'),
         (T, '$ cargo run --release -- import ~/weather/\n   Compiling wx v0.1.0 '
             '(/home/graham/wx)\n    Finished `release` profile [optimized] target(s) in '
             '41.20s\n     Running `target/release/wx import /home/graham/weather/`\nScanned 412 '
             'files\nImported 19,604 readings (212 duplicates skipped)\n$ cargo run --release -q '
             '-- rain --year 2023\nMonth   Rain (mm)\nJan          38.4\nFeb          22.0\n'
             'Mar          51.2\nApr          66.8\nMay          74.0\nJun          83.6\n'
             'Jul          92.2\nAug         141.6\nSep          58.4\nOct          40.2\n'
             'Nov          27.0\nDec          17.4\nTotal       712.8'),
         (U, 'ha august is right, the creek came up over the bottom paddock that month. can you '
             'add an option for inches too. my brother in oregon always asks and im sick of '
             'converting in my head'),
         (A, 'Added a `--inches` flag to `rain`:\n\n```rust\n#[derive(Args)]\nstruct RainArgs '
             '{\n    #[arg(long)]\n    year: i32,\n    /// Show totals in inches instead of '
             'millimetres\n    #[arg(long)]\n    inches: bool,\n}\n```\n\nand the printing '
             "divides by 25.4 when it's set."),
         (T, '$ cargo run --release -q -- rain --year 2023 --inches | tail -4\nOct          '
             '1.58\nNov          1.06\nDec          0.69\nTotal       28.06'),
         (A, "Working. When you're ready for the Pi, the easiest route is usually `cross` "
             '(`cargo install cross`, then `cross build --release --target '
             'aarch64-unknown-linux-gnu` for a 64-bit Pi OS). Which Pi is it, and is it running '
             'the 64-bit OS?'),
         (U, 'pi 4, 64 bit i think. thats tomorrows job, the wife wants the veg beds dug before '
             'the rain comes through. down here in tassie when they say rain they mean it. '
             'thanks, this has been fun'),
         (A, 'Enjoy the digging. Tomorrow: check with `uname -m` on the Pi (should say '
             '`aarch64`), then the `cross` command above, and copy '
             '`target/aarch64-unknown-linux-gnu/release/wx` across.'),
         decisions=(
             'Build the weather tool (wx) in Rust with clap, csv/serde, rusqlite and chrono',
             'wx has import and rain subcommands',
             "Use rusqlite's bundled SQLite",
             'Silently skip duplicate readings on import (INSERT OR IGNORE)',
             'Add an --inches option to the rainfall report',
         ),
         loops=(
             'Cross-compile wx for the Raspberry Pi 4 tomorrow',
         ),
         facts=(
             'Retired electrician',
             'Has a Davis Vantage Vue weather station on his property',
             'Lives on a rural property in Tasmania with paddocks and a creek',
             'Has a Raspberry Pi 4 in the shed',
             'Is married',
         ),
         split="tune-b"),
    case('tcb-spring-boot3-upgrade', 'codex',
         (U, 'need to get claims-service from spring boot 2.7 to 3.x, 2.7 is out of support and '
             "security is on my back (we're an insurer, the audits are brutal). maven, java 11 "
             'right now. first just assess what breaks, dont change anything yet'),
         (T, '$ grep -rl "import javax\\." src/ | wc -l\n187\n$ grep -n '
             '"<java.version>\\|<version>2.7" pom.xml\n8:    <version>2.7.18</version>\n21:    '
             '<java.version>11</java.version>\n$ grep -n "springfox\\|hibernate-types" pom.xml\n'
             '44:      <artifactId>springfox-boot-starter</artifactId>\n58:      '
             '<artifactId>hibernate-types-52</artifactId>\n$ grep -rn "extends '
             'WebSecurityConfigurerAdapter" src/main\n'
             'src/main/java/de/alpenrueck/claims/config/SecurityConfig.java:19:public class '
             'SecurityConfig extends WebSecurityConfigurerAdapter {\n$ grep -rn "antMatchers" '
             'src/main | wc -l\n6'),
         (A, 'Assessment for claims-service (no changes made):\n\n1. **Java baseline** — Boot 3 '
             "requires Java 17+. You're on 11.\n2. **javax → jakarta** — 187 files import "
             '`javax.*` (persistence, validation, servlet). Mechanical, but big.\n3. '
             "**springfox** — abandoned, doesn't work with Boot 3. Needs replacing with "
             'springdoc-openapi 2.x.\n4. **SecurityConfig** extends '
             '`WebSecurityConfigurerAdapter`, which was removed in Spring Security 6 → rewrite '
             'as a `SecurityFilterChain` bean; the 6 `antMatchers` calls become '
             '`requestMatchers`.\n5. **hibernate-types-52** — incompatible with Hibernate 6; its '
             'successor is `hypersistence-utils`.\n6. **Trailing slash matching** is off by '
             'default in Spring 6: `/claims/` no longer maps to `/claims`.\n\nTwo choices up '
             'front:\n- **Java 17 or 21?** Both are LTS; 21 gives virtual threads.\n- '
             '**OpenRewrite or by hand?** The `UpgradeSpringBoot_3_2` recipe handles the jakarta '
             'rename, property renames and a good chunk of the security changes automatically.'),
         (U, '17. our base image on openshift is the ubi8 openjdk-17 one and getting a new image '
             'approved takes months. openrewrite yes. do it on a branch'),
         (T, '$ git checkout -b chore/spring-boot-3\nSwitched to a new branch '
             "'chore/spring-boot-3'\n$ mvn -q -U org.openrewrite.maven:rewrite-maven-plugin:run "
             '\\\n    '
             '-Drewrite.recipeArtifactCoordinates=org.openrewrite.recipe:rewrite-spring:RELEASE '
             '\\\n    '
             '-Drewrite.activeRecipes=org.openrewrite.java.spring.boot3.UpgradeSpringBoot_3_2\n'
             '[WARNING] Changes have been made to pom.xml by:\n[WARNING]     '
             'org.openrewrite.java.spring.boot3.UpgradeSpringBoot_3_2\n[WARNING] Changes have '
             'been made to src/main/resources/application.yml by:\n[WARNING]     '
             'org.openrewrite.java.spring.boot2.SpringBootProperties_2_7\n[WARNING] ... (201 '
             'more files)\n[WARNING] Please review and commit the results.\n$ git diff --stat | '
             'tail -1\n 203 files changed, 612 insertions(+), 598 deletions(-)'),
         (A, 'OpenRewrite changed 203 files: Boot 3.2.5, `java.version` 17, all `javax.*` → '
             '`jakarta.*`, and some property renames in `application.yml`. It did **not** touch '
             "springfox or the security config. Compiling to see what's left:"),
         (T, '$ mvn -q compile 2>&1 | grep ERROR | head -8\n[ERROR] '
             '/src/main/java/de/alpenrueck/claims/config/SwaggerConfig.java:[5,26] package '
             'springfox.documentation.builders does not exist\n[ERROR] '
             '/src/main/java/de/alpenrueck/claims/config/SwaggerConfig.java:[22,12] cannot find '
             'symbol: class Docket\n[ERROR] '
             '/src/main/java/de/alpenrueck/claims/config/SecurityConfig.java:[19,38] cannot find '
             'symbol: class WebSecurityConfigurerAdapter\n[ERROR] '
             '/src/main/java/de/alpenrueck/claims/domain/ClaimDetails.java:[4,41] package '
             'com.vladmihalcea.hibernate.type.json does not exist\n[ERROR] '
             '/src/main/java/de/alpenrueck/claims/domain/ClaimDetails.java:[14,2] cannot find '
             'symbol: class TypeDef'),
         (A, 'Three areas left, as expected: springfox, security, hibernate-types.\n\nFor '
             "springfox I'd swap to `springdoc-openapi-starter-webmvc-ui` 2.5.0 and replace the "
             '`Docket` bean with a `GroupedOpenApi` bean. One visible change: the UI moves from '
             '`/swagger-ui/` to `/swagger-ui/index.html` (springdoc redirects '
             '`/swagger-ui.html`). Does anything link to the old path?'),
         (U, "the api gateway team has a link to /swagger-ui/ somewhere in their portal, i'll "
             'tell them. go with springdoc'),
         (T, '$ git diff --stat src/main/java/de/alpenrueck/claims/config/SwaggerConfig.java '
             'pom.xml\n pom.xml                                                      |  6 +--\n '
             'src/main/java/de/alpenrueck/claims/config/SwaggerConfig.java | 31 '
             '+++++------------\n 2 files changed, 11 insertions(+), 26 deletions(-)'),
         (A, 'springdoc is in. SecurityConfig rewritten as a bean — behaviour should be '
             'identical:\n\n```java\n@Bean\nSecurityFilterChain filterChain(HttpSecurity http) '
             'throws Exception {\n    return http\n        .csrf(csrf -> '
             'csrf.disable())\n        .authorizeHttpRequests(auth -> auth\n            '
             '.requestMatchers("/actuator/health/**", "/v3/api-docs/**", '
             '"/swagger-ui/**").permitAll()\n            .anyRequest().authenticated())\n        '
             '.oauth2ResourceServer(o -> o.jwt(Customizer.withDefaults()))\n        .build();\n'
             '}\n```\n\nOn the trailing slash change: do you have clients calling paths with a '
             'trailing slash? After the upgrade, `GET /claims/123/` would return 404.'),
         (U, 'ugh yes. the old mainframe batch calls /claims/ with a slash. can we keep the old '
             'behaviour'),
         (A, 'Options:\n\n1. `configurer.setUseTrailingSlashMatch(true)` in a `WebMvcConfigurer` '
             '— restores the old behaviour globally. Deprecated, will be removed in Spring 7, '
             'but works on 6.1.\n2. A servlet filter that strips the trailing slash before '
             "dispatch.\n3. Map both variants explicitly on the affected endpoints.\n\nI'd take "
             '1 as a stop-gap with a TODO pointing at the batch job.'),
         (U, '1 with a todo. the batch is getting replaced next year anyway'),
         (T, '$ git diff src/main/java/de/alpenrueck/claims/config/WebConfig.java\n@@ -9,4 +9,12 '
             '@@ public class WebConfig implements WebMvcConfigurer {\n+    // '
             'TODO(claims-batch): remove once the mainframe batch is retired (2025).\n+    // '
             'Spring 6 no longer matches /claims/ to /claims; the batch relies on it.\n+    '
             '@SuppressWarnings("deprecation")\n+    @Override\n+    public void '
             'configurePathMatch(PathMatchConfigurer configurer) {\n+        '
             'configurer.setUseTrailingSlashMatch(true);\n+    }\n$ mvn -q verify 2>&1 | grep -E '
             '"Tests run:|FAIL|ERROR\\]" | tail -5\n[ERROR] '
             'ClaimRepositoryIT.findByPolicy_withJsonDetails:88 » '
             'InvalidDataAccessResourceUsage\n[ERROR] ClaimRepositoryIT.saveAndLoad_details:61 » '
             'InvalidDataAccessResourceUsage\n[ERROR] ClaimDetailsMappingTest.jsonbRoundTrip:40 '
             '» ClassNotFound com.vladmihalcea...\n[ERROR] Tests run: 412, Failures: 0, Errors: '
             '3, Skipped: 6'),
         (A, '409 of 412 pass. The three errors are all the JSONB column on `ClaimDetails`, '
             "still using `hibernate-types-52` which can't work with Hibernate 6.4 (what Boot "
             '3.2 ships).\n\nThe replacement is '
             '`io.hypersistence:hypersistence-utils-hibernate-63`; `@TypeDef` goes away and the '
             'field just gets `@Type(JsonType.class)`. Want me to swap it?'),
         (U, 'yes'),
         (T, '$ mvn -q verify 2>&1 | grep -E "Tests run:|BUILD" | tail -2\n[INFO] Tests run: '
             '412, Failures: 0, Errors: 0, Skipped: 6\n[INFO] BUILD SUCCESS'),
         (A, 'Full build green on `chore/spring-boot-3`.\n\nBefore this goes anywhere near '
             'prod:\n1. Deploy to the test stage and smoke-test the mainframe batch path with '
             'the trailing slash.\n2. Tell the gateway team about the Swagger UI URL.\n3. '
             'Micrometer renamed some tags on `http.server.requests`, so Grafana dashboards that '
             'filter on the old `uri`/`exception` tags may go blank — worth checking.'),
         (U, "dashboards are Jonas's, not my problem. i'm off fridays (part time since the "
             "twins) so monday i'll put it on the test stage and ping the gateway team. can you "
             'write the MR description'),
         (A, "Here's a draft:\n\n**Upgrade claims-service to Spring Boot 3.2 / Java 17**\n\n- "
             'Boot 2.7.18 → 3.2.5, Java 11 → 17 (matches ubi8 openjdk-17 base image)\n- '
             '`javax.*` → `jakarta.*` via OpenRewrite `UpgradeSpringBoot_3_2` (203 files, '
             'mechanical)\n- springfox → springdoc-openapi 2.5.0. **Swagger UI is now at '
             '`/swagger-ui/index.html`**\n- SecurityConfig rewritten as `SecurityFilterChain` '
             'bean, same rules\n- hibernate-types-52 → hypersistence-utils-hibernate-63\n- '
             'Trailing-slash matching kept on (deprecated) for the mainframe batch — TODO to '
             'remove when the batch is retired\n\nTests: 412 run, 0 failures, 6 skipped '
             '(unchanged).'),
         (U, 'thx, perfect'),
         decisions=(
             'Upgrade claims-service to Spring Boot 3 on Java 17, not 21',
             'Use OpenRewrite for the Boot 3 migration, on a branch',
             'Replace springfox with springdoc-openapi',
             'Keep trailing-slash matching via setUseTrailingSlashMatch as a stop-gap with a TODO',
             'Replace hibernate-types-52 with hypersistence-utils',
         ),
         loops=(
             'Deploy the Boot 3 branch to the test stage on Monday',
             'Tell the API gateway team the Swagger UI URL is changing',
         ),
         facts=(
             'Works at an insurance company',
             'Works part-time, off on Fridays',
             'Has twins',
         ),
         split="tune-b"),
    case('tcb-k8s-startup-probe', 'claude-code',
         (U, 'pricing-api crashlooping in staging since this mornings deploy. can you look. '
             'context staging-ca, ns pricing'),
         (T, '$ kubectl --context staging-ca -n pricing get pods -l app=pricing-api\n'
             'NAME                           READY   STATUS             RESTARTS      AGE\n'
             'pricing-api-7d9c8b6f4d-kq2xw   0/1     CrashLoopBackOff   7 (38s ago)   21m\n'
             'pricing-api-7d9c8b6f4d-t8m5n   0/1     CrashLoopBackOff   7 (52s ago)   21m'),
         (T, '$ kubectl --context staging-ca -n pricing describe pod '
             "pricing-api-7d9c8b6f4d-kq2xw | sed -n '/Liveness/p;/Events/,$p'\n    Liveness:   "
             'http-get http://:8080/actuator/health delay=30s timeout=1s period=10s #success=1 '
             '#failure=3\n    Readiness:  http-get http://:8080/actuator/health delay=20s '
             'timeout=1s period=10s #success=1 #failure=3\nEvents:\n  Type     Reason     '
             'Age                 From     Message\n  ----     ------     ----                '
             '----     -------\n  Warning  Unhealthy  3m (x21 over 21m)   kubelet  Liveness '
             'probe failed: Get "http://10.42.3.17:8080/actuator/health": dial tcp '
             '10.42.3.17:8080: connect: connection refused\n  Normal   Killing    3m (x7 over '
             '20m)    kubelet  Container pricing-api failed liveness probe, will be restarted\n  '
             'Warning  BackOff    38s (x34 over 17m)  kubelet  Back-off restarting failed '
             'container'),
         (T, '$ kubectl --context staging-ca -n pricing logs pricing-api-7d9c8b6f4d-kq2xw '
             '--previous | tail -5\n2024-05-14T09:41:02.118Z  INFO 1 --- [main] '
             'o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat initialized with port 8080 '
             '(http)\n2024-05-14T09:41:02.301Z  INFO 1 --- [main] '
             'w.s.c.ServletWebServerApplicationContext : Root WebApplicationContext: '
             'initialization completed in 2212 ms\n2024-05-14T09:41:02.977Z  INFO 1 --- [main] '
             'c.a.pricing.rules.PriceRulesWarmup       : Warming price rule cache (48,310 '
             'rules)...\n2024-05-14T09:41:58.402Z  INFO 1 --- [main] '
             'c.a.pricing.rules.PriceRulesWarmup       : Warmed 31,200/48,310 rules\n'
             '2024-05-14T09:42:01.887Z  INFO 1 --- [main] '
             'o.s.c.support.DefaultLifecycleProcessor  : Stopping beans in phase 2147483647'),
         (A, 'Diagnosis: the pod is being killed before it finishes starting.\n\n- Liveness '
             'starts at 30s and allows 3 failures 10s apart → the container is killed at ~60s.\n'
             "- Tomcat doesn't start listening until the new `PriceRulesWarmup` finishes, and "
             'the warmup alone takes ~85s (31k of 48k rules after 56s). So the probe gets '
             '`connection refused` until the kill.\n- Let me confirm the warmup is new in this '
             "morning's deploy."),
         (T, "$ git log -1 --stat --format='%h %an %s' \na91f3c0 Ahmed Karimi pricing: warm rule "
             'cache on startup to avoid cold-start latency\n '
             'src/main/java/com/acme/pricing/rules/PriceRulesWarmup.java | 64 ++++++++++++++++\n '
             'src/main/java/com/acme/pricing/rules/RuleCache.java        | 12 +++-\n 2 files '
             'changed, 74 insertions(+), 2 deletions(-)'),
         (A, 'Confirmed — `a91f3c0` added the synchronous warmup.\n\nOptions:\n1. **Quick:** '
             'raise `initialDelaySeconds` on the liveness probe to ~120.\n2. **Proper:** add a '
             '`startupProbe` (e.g. `failureThreshold: 30`, `periodSeconds: 5` = 150s budget). '
             'Liveness and readiness only start once the startup probe succeeds, so slow starts '
             "don't get killed, but a hung pod is still caught quickly afterwards.\n\n"
             'Separately: liveness and readiness both hit `/actuator/health`, which includes the '
             'DB check. A DB blip would make Kubernetes *restart* every pod rather than just '
             "take them out of rotation. I'd split them onto `/actuator/health/liveness` and "
             '`/actuator/health/readiness`.'),
         (U, 'just bump initialDelaySeconds to 120 for now, need staging back up, deploy freeze '
             'starts at 2'),
         (T, '$ git diff charts/pricing-api/values.yaml\n@@ -41,7 +41,7 @@ probes:\n   '
             'liveness:\n     path: /actuator/health\n-    initialDelaySeconds: 30\n+    '
             'initialDelaySeconds: 120\n     periodSeconds: 10\n$ helm --kube-context staging-ca '
             '-n pricing upgrade pricing-api charts/pricing-api -f '
             'charts/pricing-api/values-staging.yaml\nRelease "pricing-api" has been upgraded. '
             'Happy Helming!\nREVISION: 58\n$ kubectl --context staging-ca -n pricing rollout '
             'status deploy/pricing-api --timeout=5m\ndeployment "pricing-api" successfully '
             'rolled out'),
         (A, 'Staging is back: both pods Running 1/1 after ~95s. Revision 58.'),
         (U, 'ok good. thinking about it more tho the warmup only gets longer as the rules grow, '
             '120 will bite us again in 3 months. do the startupProbe properly and put '
             'initialDelay back. and yes split liveness/readiness'),
         (A, 'Agreed. Changes to the chart:\n\n- new `startupProbe` on '
             '`/actuator/health/liveness`, `periodSeconds: 5`, `failureThreshold: 36` (180s '
             'budget)\n- liveness → `/actuator/health/liveness`, `initialDelaySeconds` removed '
             '(startup probe covers it)\n- readiness → `/actuator/health/readiness`\n\nSpring '
             'Boot exposes those two groups automatically when it detects Kubernetes. Question: '
             'should readiness include the DB check? Typical setup is readiness = app + DB, '
             'liveness = app only.'),
         (U, 'readiness yes include db, liveness no'),
         (T, '$ git diff --stat\n charts/pricing-api/templates/deployment.yaml  | 18 '
             '++++++++++++------\n charts/pricing-api/values.yaml                | 14 '
             '+++++++++-----\n src/main/resources/application-k8s.yaml       |  5 +++++\n 3 '
             'files changed, 26 insertions(+), 11 deletions(-)\n$ git diff '
             'src/main/resources/application-k8s.yaml\n+management:\n+  '
             'endpoint.health.probes.enabled: true\n+  endpoint.health.group:\n+    '
             'readiness.include: readinessState,db\n+    liveness.include: livenessState'),
         (T, '$ helm --kube-context staging-ca -n pricing upgrade pricing-api charts/pricing-api '
             '-f charts/pricing-api/values-staging.yaml | grep REVISION\nREVISION: 59\n$ kubectl '
             '--context staging-ca -n pricing rollout status deploy/pricing-api --timeout=5m\n'
             'Waiting for deployment "pricing-api" rollout to finish: 1 of 2 updated replicas '
             'are available...\ndeployment "pricing-api" successfully rolled out\n$ kubectl '
             '--context staging-ca -n pricing describe pod -l app=pricing-api | grep -E '
             "'^\\s+(Liveness|Readiness|Startup):' | sort -u\n    Liveness:   http-get "
             'http://:8080/actuator/health/liveness delay=0s timeout=1s period=10s #success=1 '
             '#failure=3\n    Readiness:  http-get http://:8080/actuator/health/readiness '
             'delay=0s timeout=1s period=10s #success=1 #failure=3\n    Startup:    http-get '
             'http://:8080/actuator/health/liveness delay=0s timeout=1s period=5s #success=1 '
             '#failure=36'),
         (A, 'Revision 59 is rolled out, 0 restarts, and the probes look right.\n\nNext steps:\n'
             '1. Roll out to prod.\n2. The warmup blocking startup for ~85s is worth fixing at '
             'the source — running it async after `ApplicationReadyEvent` and gating readiness '
             'on it would bring startup back to a few seconds.\n3. Want me to commit this?'),
         (U, 'commit it yes, msg something like "probes: add startupProbe, split '
             'liveness/readiness". prod after it soaks in staging overnight, i\'ll push it '
             "tomorrow morning. async warmup is Ahmed's team's code, i'll open a ticket for them"),
         (T, '$ git add -A && git commit -q -m "probes: add startupProbe, split '
             'liveness/readiness" && git log -1 --oneline\nc27be81 probes: add startupProbe, '
             'split liveness/readiness'),
         (A, 'Committed as `c27be81`. For the ticket, the key numbers: 48,310 rules, ~85s '
             'synchronous warmup in `PriceRulesWarmup`, introduced in `a91f3c0`.'),
         (U, 'cheers. gotta run, 3 kids and a parent teacher evening tonight, wish me luck'),
         decisions=(
             'Add a startupProbe to pricing-api instead of a long liveness initialDelaySeconds',
             'Split probes onto /actuator/health/liveness and /actuator/health/readiness',
             "Readiness includes the DB check, liveness doesn't",
         ),
         loops=(
             'Roll the probe changes out to prod tomorrow morning after an overnight soak in '
             'staging',
             "Open a ticket for Ahmed's team to make the price-rules warmup async",
         ),
         facts=(
             'Has three kids',
         ),
         superseded=(
             'Bump the pricing-api liveness initialDelaySeconds to 120',
         ),
         split="tune-b"),
    case('tcb-gha-go-monorepo', 'cursor',
         (U, 'our CI is still a jenkins box basically under my desk. moving the go monorepo over '
             'to github actions. 6 services under services/ each with its own go.mod, shared '
             'code in pkg/. want build + test on PRs, golangci-lint, caching. draft '
             '.github/workflows/ci.yml pls'),
         (A, 'Sure. Two things that shape the file:\n\n1. **Go versions** — which do you need to '
             "test against? (I'd default to the version in `go.mod` plus the latest.)\n2. "
             '**Runners** — GitHub-hosted (`ubuntu-latest`) or self-hosted?\n\nAlso, with 7 '
             'modules the caching needs `cache-dependency-path: "**/go.sum"` in '
             '`actions/setup-go`, otherwise only the root `go.sum` is used as the key.'),
         (U, 'go.mod says 1.22. test on 1.22 and 1.23, drop 1.21 nobody cares. run it on our own '
             'runner, we have the old jenkins box, its a beefy thing'),
         (T, 'Created .github/workflows/ci.yml\nname: ci\non:\n  pull_request:\n  push: { '
             'branches: [main] }\njobs:\n  test:\n    runs-on: [self-hosted, linux, x64]\n    '
             'strategy:\n      matrix: { go: ["1.22", "1.23"] }\n    steps:\n      - uses: '
             'actions/checkout@v4\n      - uses: actions/setup-go@v5\n        with:\n          '
             'go-version: ${{ matrix.go }}\n          cache-dependency-path: "**/go.sum"\n      '
             '- run: go test ./pkg/... ./services/...\n  lint:\n    runs-on: [self-hosted, '
             'linux, x64]\n    steps:\n      - uses: actions/checkout@v4\n      - uses: '
             'actions/setup-go@v5\n        with: { go-version: "1.23", cache-dependency-path: '
             '"**/go.sum" }\n      - uses: golangci/golangci-lint-action@v6\n        with: { '
             'version: v1.59.1 }'),
         (A, "Drafted. Notes:\n- There's a `go.work` at the root, so `go test ./pkg/... "
             './services/...` covers all modules in one go.\n- golangci-lint is pinned to '
             "v1.59.1 so a lint release can't randomly break PRs.\n- You'll need the runner "
             'registered on the Jenkins box with the labels `self-hosted, linux, x64`.\n\n'
             '`actionlint` is clean on it. Want to push it to a branch and see how it does?'),
         (U, 'runner is already registered, i did that last week. push it to ci/gha and lets see'),
         (T, '$ git checkout -b ci/gha && git add .github && git commit -qm "ci: github actions" '
             '&& git push -q -u origin ci/gha\n$ gh run watch --exit-status\n✓ lint in 1m48s\nX '
             'test (1.22) in 3m02s\nX test (1.23) in 2m57s\n$ gh run view --log-failed | grep '
             "-A3 -- '--- FAIL' | head -8\ntest (1.22)  --- FAIL: TestOrderRepo_Create (0.02s)\n"
             'test (1.22)      repo_test.go:31: Cannot connect to the Docker daemon at '
             'unix:///var/run/docker.sock. Is the docker daemon running?\ntest (1.22)  --- FAIL: '
             'TestOrderRepo_ListByCustomer (0.01s)\ntest (1.22)      repo_test.go:31: Cannot '
             'connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon '
             'running?'),
         (A, 'Lint passes. The test failures are all in `services/orders/repo_test.go`, which '
             "uses testcontainers to start Postgres. On the Jenkins box the runner user can't "
             'reach the Docker socket.\n\nOptions:\n1. Add the runner user to the `docker` group '
             'on that box.\n2. Put the testcontainers tests behind a `//go:build integration` '
             'tag, run only unit tests on PRs, and run integration tests on pushes to `main` and '
             'nightly.\n\n2 also makes PR runs faster regardless of the runner.'),
         (U, 'build tag. integration only on push to main + nightly. PRs should be fast'),
         (T, '$ git diff --stat\n .github/workflows/ci.yml                    | 22 '
             '++++++++++++++++++++++\n services/orders/repo_test.go                |  2 ++\n '
             'services/billing/store_test.go              |  2 ++\n '
             'services/inventory/db_test.go               |  2 ++\n 4 files changed, 28 '
             "insertions(+)\n$ sed -n '/integration:/,$p' .github/workflows/ci.yml\n  "
             "integration:\n    if: github.event_name == 'push' || github.event_name == "
             "'schedule'\n    runs-on: [self-hosted, linux, x64]\n    steps:\n      - uses: "
             'actions/checkout@v4\n      - uses: actions/setup-go@v5\n        with: { '
             'go-version: "1.23", cache-dependency-path: "**/go.sum" }\n      - run: go test '
             '-tags integration ./services/...'),
         (A, 'Added a `schedule: - cron: "0 2 * * *"` trigger and the `integration` job above. '
             'The integration job will still need Docker on the runner when it runs on `main`, '
             'so the `docker` group change on the box is still required for that job.'),
         (U, 'hmm. honestly the jenkins box is the thing i want gone. if we keep it as a runner '
             'i still have a box under my desk to patch and docker to babysit. switch everything '
             "to ubuntu-latest, we're on the team plan and barely use the minutes"),
         (A, 'That simplifies things — `ubuntu-latest` has Docker available, so the integration '
             'job works there without changes. Swapping all three jobs to `runs-on: '
             'ubuntu-latest`.'),
         (T, "$ sed -i 's/runs-on: \\[self-hosted, linux, x64\\]/runs-on: ubuntu-latest/' "
             ".github/workflows/ci.yml\n$ grep -c 'runs-on: ubuntu-latest' "
             '.github/workflows/ci.yml\n3\n$ git commit -qam "ci: hosted runners, integration '
             'tests behind build tag" && git push -q\n$ gh run watch --exit-status\n✓ lint in '
             '1m12s\n✓ test (1.22) in 2m40s\n✓ test (1.23) in 2m35s\n- integration (skipped: '
             'pull_request)'),
         (A, 'All green on hosted runners, about 2m40s for the slowest job with a warm cache.\n\n'
             'One more hardening suggestion: pin third-party actions to full commit SHAs instead '
             "of `@v4`/`@v6` tags, so a compromised tag can't inject code into your pipeline. "
             'Want me to do that?'),
         (U, 'not now'),
         (A, "OK. What's left:\n1. Merge `ci/gha`.\n2. Branch protection on `main` requiring "
             '`lint`, `test (1.22)` and `test (1.23)`.\n3. Retire the Jenkins job and, '
             'eventually, the box.'),
         (U, "branch protection i'll do myself, needs org admin. jenkins i'll turn off once this "
             'has been green for a week. been writing go since 1.0 and this is the first time '
             'our CI hasnt been embarrassing lol'),
         (A, 'Ha — congrats. A week of green alongside Jenkins is a sensible overlap. Merge '
             "whenever you're happy."),
         (U, 'merging. right, off. grandson turns 4 sunday and i promised to build the lego fire '
             'station with him'),
         decisions=(
             'Move the Go monorepo CI from Jenkins to GitHub Actions',
             'Test on Go 1.22 and 1.23, drop 1.21',
             'Put integration tests behind a build tag; run them only on pushes to main and '
             'nightly',
             'Run all CI jobs on GitHub-hosted ubuntu-latest runners',
         ),
         loops=(
             'Set up branch protection on main requiring the CI checks',
             'Turn off the Jenkins job once Actions has been green for a week',
         ),
         facts=(
             'Has been writing Go since 1.0',
             'Has a grandson',
         ),
         superseded=(
             'Use the old Jenkins box as a self-hosted Actions runner',
         ),
         split="tune-b"),
    case('tcb-rclone-photo-backup', 'claude-code',
         (U, 'evening. want a script that backs up our family photos from the synology to '
             'backblaze b2. ~600gb, 20 yrs of photos, 3 kids worth of birthdays lol. rclone is '
             'on the nas (/usr/local/bin/rclone) and i already set up a remote called b2 '
             'pointing at a bucket ryan-family-photos. i ssh in as admin. keep the script in '
             "this repo (nas-scripts) and i'll copy it over"),
         (A, 'Happy to. Let me check the remote and the source folder first.'),
         (T, "$ ssh nas 'rclone version | head -1; rclone listremotes; du -sh /volume1/photos; "
             "ls /volume1/photos'\nrclone v1.66.0\nb2:\n598G    /volume1/photos\n1999-2009  "
             '2010-2015  2016-2020  2021  2022  2023  2024  Scans  Videos'),
         (A, 'Remote `b2:` exists and there are 598G under `/volume1/photos`.\n\nBefore writing '
             'the script, three decisions:\n\n1. **`rclone sync` vs `rclone copy`** — `sync` '
             'makes B2 an exact mirror, *including deletions*: if a folder gets deleted on the '
             "NAS (or a kid's tablet deletes it via Synology Photos), it disappears from B2 on "
             "the next run. `copy` only ever adds/updates, so it's safer for an archive.\n2. "
             '**Encryption** — a `crypt` remote on top of `b2:` encrypts file contents and names '
             "before upload. Downside: you can't browse the photos in the Backblaze web UI, and "
             'if you lose the password the backup is useless.\n3. **Versions** — B2 keeps old '
             'versions of overwritten files by default; a lifecycle rule can expire them after '
             'e.g. 30 days.\n\nMy suggestion would be copy + crypt + a 30-day lifecycle rule.'),
         (U, 'copy. no encryption, keep it simple, its just photos and if the nas dies i want to '
             'be able to see them in the b2 web ui'),
         (T, 'Created backup-photos.sh\n#!/bin/bash\n# Nightly copy of /volume1/photos to '
             'Backblaze B2. Never deletes remotely.\nset -euo pipefail\n\nSRC=/volume1/photos\n'
             'DST=b2:ryan-family-photos/photos\nLOG=/volume1/admin/logs/backup-photos-$(date '
             '+%F).log\nLOCK=/tmp/backup-photos.lock\n\nexec 9>"$LOCK"\nflock -n 9 || { echo '
             '"already running, exiting"; exit 0; }\n\n/usr/local/bin/rclone copy "$SRC" "$DST" '
             "\\\n  --fast-list --transfers 8 --checkers 16 \\\n  --exclude '@eaDir/**' "
             '--exclude \'#recycle/**\' \\\n  --log-file "$LOG" --log-level INFO --stats 10m\n\n'
             "find /volume1/admin/logs -name 'backup-photos-*.log' -mtime +60 -delete"),
         (A, 'Notes on the script:\n- `flock` stops two runs overlapping (the first upload will '
             "take days).\n- Excludes Synology's `@eaDir` thumbnail folders and the recycle bin "
             "— otherwise you'd upload ~50k useless thumbnails.\n- Logs go to "
             "`/volume1/admin/logs`, kept 60 days.\n\nLet's do a dry run to see what it would "
             'upload.'),
         (T, "$ scp backup-photos.sh nas:/volume1/admin/scripts/ && ssh nas 'rclone copy "
             '/volume1/photos b2:ryan-family-photos/photos --dry-run --fast-list --exclude '
             '"@eaDir/**" --exclude "#recycle/**" 2>&1 | tail -5\'\n2024/03/11 21:14:07 NOTICE: '
             'Scans/passports/2019-ciara-passport.pdf: Skipped copy as --dry-run is set (size '
             '2.104Mi)\n2024/03/11 21:14:07 NOTICE: Scans/certs/birth-cert-eoin.pdf: Skipped '
             'copy as --dry-run is set (size 1.377Mi)\nTransferred:      591.884 GiB / 591.884 '
             'GiB, 100%, 0 B/s, ETA -\nTransferred:        48112 / 48112, 100%\nElapsed '
             'time:        41.3s'),
         (U, 'hang on. Scans has the kids passports and birth certs in it, my wife scanned them '
             "all in there last year. ok encrypt after all. i'll live without the web ui"),
         (A, "Good catch, and a good reason to encrypt. To set up the crypt remote you'll need "
             'to run this interactively on the NAS (so the passwords never pass through this '
             'session):\n\n```\nssh nas\nrclone config create b2crypt crypt \\\n  '
             'remote=b2:ryan-family-photos/enc \\\n  filename_encryption=standard '
             'directory_name_encryption=true \\\n  --all\n```\n\nIt will prompt for a password '
             'and a salt ("password2"). Use two long random values and **store both** somewhere '
             "outside the NAS — without them the backup can't be decrypted.\n\nTell me when it's "
             'done and what you called it.'),
         (U, 'done, its b2crypt like you said'),
         (T, '$ ssh nas \'rclone config show b2crypt | sed "s/= .*/= <redacted>/"; rclone lsd '
             "b2crypt: ; echo rc=$?'\n[b2crypt]\ntype = <redacted>\nremote = <redacted>\n"
             'filename_encryption = <redacted>\ndirectory_name_encryption = <redacted>\npassword '
             '= <redacted>\npassword2 = <redacted>\nrc=0'),
         (A, "`b2crypt:` is configured and reachable (empty, as expected). I'll point the script "
             'at `DST=b2crypt:photos`.\n\nHow fast is your upload? That determines how long the '
             'first ~592 GiB takes and whether we should throttle during the day.'),
         (U, "20 mbit up on a good day. fibre's supposedly coming to our road in ballincollig "
             '"sometime" lol'),
         (A, 'At 20 Mbit/s the initial upload is roughly 592 GiB ≈ 635 GB × 8 / 20 Mbit/s ≈ 70 '
             'hours — about 3 days flat out, and that would saturate your upload the whole time '
             "(video calls and gaming suffer badly when upload is maxed).\n\nI'd add a bandwidth "
             'schedule: `--bwlimit "08:00,512k 23:00,off"` — note rclone limits are in *bytes* '
             'per second, so 512k ≈ 4 Mbit/s during the day, unlimited overnight. The first '
             'upload then takes roughly 6 days, and after that nightly runs are small.'),
         (U, 'yes do that. and run it every night at 1am, synology task scheduler'),
         (T, '$ git diff backup-photos.sh\n@@ -5,7 +5,7 @@ set -euo pipefail\n '
             'SRC=/volume1/photos\n-DST=b2:ryan-family-photos/photos\n+DST=b2crypt:photos\n '
             'LOG=/volume1/admin/logs/backup-photos-$(date +%F).log\n@@ -14,6 +14,7 @@ flock -n '
             '9 || { echo "already running, exiting"; exit 0; }\n /usr/local/bin/rclone copy '
             '"$SRC" "$DST" \\\n   --fast-list --transfers 8 --checkers 16 \\\n+  --bwlimit '
             '"08:00,512k 23:00,off" \\\n   --exclude \'@eaDir/**\' --exclude \'#recycle/**\' '
             '\\\n$ bash -n backup-photos.sh && shellcheck backup-photos.sh && echo OK\nOK'),
         (A, 'Script updated and shellcheck-clean. The Task Scheduler entry has to be created in '
             "DSM (the CLI for it isn't supported):\n\nControl Panel → Task Scheduler → Create → "
             'Scheduled Task → User-defined script\n- User: `root` (needed to read everything '
             'under `/volume1/photos`)\n- Schedule: Daily, 01:00\n- Command: `bash '
             '/volume1/admin/scripts/backup-photos.sh`\n\nI could also add a ping to '
             "healthchecks.io at the end so you get an email if a night's run fails or doesn't "
             'happen. Want that?'),
         (U, "nah, i'll just check the log now and again"),
         (A, 'Fair enough. Next steps:\n1. Create the 01:00 task in DSM.\n2. Store the crypt '
             'password **and** salt in your password manager (and ideally a printed copy '
             'somewhere safe).\n3. Once the first upload finishes, do a test restore of one '
             'folder, e.g. `rclone copy b2crypt:photos/2021 /volume1/restore-test/`, and open a '
             'few files.'),
         (U, "committing the script now. i'll set up the task tonight and put both passwords in "
             '1password before i forget. restore test once its finished uploading, prob end of '
             'next week'),
         (T, '$ git add backup-photos.sh && git commit -qm "photos: nightly encrypted copy to '
             'B2" && git log -1 --oneline\n8b03d1e photos: nightly encrypted copy to B2'),
         decisions=(
             'Back up the family photos from the Synology to Backblaze B2 with rclone',
             'Use rclone copy, not sync, for the photo backup',
             'Encrypt the photo backup with an rclone crypt remote (b2crypt)',
             'Throttle the backup to ~4 Mbit/s (512k) from 08:00, unlimited from 23:00',
             'Run the backup nightly at 1am from Synology Task Scheduler',
         ),
         loops=(
             'Create the 1am backup task in Synology Task Scheduler tonight',
             'Store the rclone crypt password and salt in 1Password',
             'Do a test restore once the initial upload finishes (end of next week)',
         ),
         facts=(
             'Has three kids',
             'Is married',
             'Has a Synology NAS at home with ~600 GB / 20 years of family photos',
             'Lives in Ballincollig (Cork)',
             'Home broadband has about 20 Mbit upload, no fibre yet',
         ),
         superseded=(
             'No encryption on the B2 photo backup, so photos stay browsable in the B2 web UI',
         ),
         split="tune-b"),
    case('tcb-java-flaky-clock', 'codex',
         (U, 'InvoiceDueDateTest fails maybe 1 in 20 on CI and never on my machine. seems to be '
             'always night runs. failure:\n\norg.opentest4j.AssertionFailedError: expected: '
             '<2024-04-01> but was: <2024-03-31>\n\tat '
             'InvoiceDueDateTest.dueDateIs30DaysAfterIssue(InvoiceDueDateTest.java:27)\n\nlaptop '
             "is Europe/Lisbon, i'm in porto"),
         (T, '$ grep -n "now(" src/main/java/pt/faturix/billing/InvoiceService.java '
             'src/test/java/pt/faturix/billing/InvoiceDueDateTest.java\n'
             'src/main/java/pt/faturix/billing/InvoiceService.java:41:        LocalDate issued = '
             'LocalDate.now();\n'
             'src/test/java/pt/faturix/billing/InvoiceDueDateTest.java:22:        LocalDate '
             'today = LocalDate.now(ZoneId.of("Europe/Lisbon"));\n$ grep -rn "TZ\\|timezone" '
             '.gitlab-ci.yml\n$'),
         (A, "That's the cause. `InvoiceService` uses `LocalDate.now()` in the JVM's default "
             'zone, while the test computes "today" explicitly in `Europe/Lisbon`. CI runners '
             'default to UTC. Between 23:00 and 00:00 UTC in summer (Lisbon is UTC+1), Lisbon is '
             'already on the next day, so the two disagree by one day — hence only night '
             'runs.\n\nOptions:\n1. **Inject a `java.time.Clock`** into `InvoiceService`; tests '
             'use `Clock.fixed(...)`. Deterministic, and you can write an explicit "23:30 UTC" '
             'test.\n2. **Set `TZ` on the CI runners** — hides the symptom, but the code still '
             "depends on the machine's zone.\n3. **Retry the test** (`@RetryingTest` from "
             "junit-pioneer) — makes CI green without fixing anything.\n\nI'd recommend 1."),
         (U, '1. and no retrying test annotations ever, i hate those'),
         (T, '$ git diff --stat\n src/main/java/pt/faturix/billing/BillingConfig.java          '
             '|  6 ++++++\n src/main/java/pt/faturix/billing/InvoiceService.java         | 10 '
             '++++++----\n src/test/java/pt/faturix/billing/InvoiceDueDateTest.java     | 24 '
             '+++++++++++++++++-------\n 3 files changed, 29 insertions(+), 11 deletions(-)\n$ '
             "git diff src/main/java/pt/faturix/billing/InvoiceService.java | grep '^[+-] '\n"
             '-    public InvoiceService(InvoiceRepository repo) {\n+    public '
             'InvoiceService(InvoiceRepository repo, Clock clock) {\n+        this.clock = '
             'clock;\n-        LocalDate issued = LocalDate.now();\n+        LocalDate issued = '
             'LocalDate.now(clock);'),
         (A, '`InvoiceService` now takes a `Clock`, provided by a `@Bean Clock clock()` in '
             '`BillingConfig` (currently `Clock.systemDefaultZone()`, same behaviour as before). '
             'The test builds the service with a fixed clock, and I added a case pinned at '
             '`2024-03-31T23:30:00Z` — the exact window that was failing.'),
         (T, '$ mvn -q test -Dtest=InvoiceDueDateTest\n[INFO] Tests run: 3, Failures: 0, Errors: '
             '0, Skipped: 0\n$ mvn -q test -Dtest=InvoiceDueDateTest -Duser.timezone=UTC\n[INFO] '
             'Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n$ mvn -q test '
             '-Dtest=InvoiceDueDateTest -Duser.timezone=Pacific/Kiritimati\n[INFO] Tests run: 3, '
             'Failures: 0, Errors: 0, Skipped: 0'),
         (A, 'Passes in Lisbon, UTC and UTC+14. There are more `now()` calls in main code though:'),
         (T, '$ grep -rn "LocalDate.now()\\|LocalDateTime.now()\\|Instant.now()" src/main/java | '
             "awk -F/ '{print $5}' | sort | uniq -c\n      6 billing\n      5 customers\n      3 "
             'notifications'),
         (A, '14 more: 6 in `billing`, 5 in `customers`, 3 in `notifications`. Same latent bug '
             'anywhere a date is derived from them. Want me to convert all of them to the '
             'injected `Clock`?'),
         (U, "just billing for now. customers and notifications belong to Rui's team, not "
             'touching their stuff'),
         (T, '$ git diff --stat src/main/java/pt/faturix/billing\n '
             'src/main/java/pt/faturix/billing/CreditNoteService.java  |  8 +++++---\n '
             'src/main/java/pt/faturix/billing/DunningScheduler.java   | 12 +++++++-----\n '
             'src/main/java/pt/faturix/billing/InvoiceNumberer.java    |  6 ++++--\n '
             'src/main/java/pt/faturix/billing/LateFeeCalculator.java  |  9 ++++++---\n 4 files '
             'changed, 22 insertions(+), 13 deletions(-)\n$ mvn -q test -pl billing\n[INFO] '
             'Tests run: 118, Failures: 0, Errors: 0, Skipped: 0'),
         (A, 'All 6 calls in `billing` now use the clock; 118 tests green.\n\nOne more question, '
             'because it decides what "today" means for an invoice: the `Clock` bean is still '
             "`systemDefaultZone()`, so in prod the business date depends on the server's TZ. "
             'Should invoices explicitly use `Europe/Lisbon`?'),
         (U, 'lisbon explicitly, customers are all in portugal. hm but azores is an hour behind. '
             'no, ignore the azores, finance already said invoices go by mainland time'),
         (T, "$ git diff src/main/java/pt/faturix/billing/BillingConfig.java | grep '^[+-] '\n"
             '-        return Clock.systemDefaultZone();\n+        // Invoices use mainland '
             'Portugal business dates (finance decision), incl. for Azores/Madeira customers.\n'
             '+        return Clock.system(ZoneId.of("Europe/Lisbon"));\n$ mvn -q test -pl '
             'billing -Duser.timezone=UTC\n[INFO] Tests run: 118, Failures: 0, Errors: 0, '
             'Skipped: 0'),
         (A, 'Done — the business zone is now explicit and documented in the config, so the '
             'server TZ no longer matters for billing.\n\nSuggested commit message:\n`billing: '
             'inject Clock, use Europe/Lisbon business date (fixes flaky InvoiceDueDateTest)`\n\n'
             'It might also be worth raising at team level that the other modules have the same '
             'pattern.'),
         (U, "commit with that msg. i'll bring up the TZ thing at the backend guild thursday, "
             "bet every team has this bug somewhere. gotta go, i coach my son's futsal team on "
             'tuesdays'),
         (T, '$ git commit -qam "billing: inject Clock, use Europe/Lisbon business date (fixes '
             'flaky InvoiceDueDateTest)" && git log -1 --oneline\n5d7e2b9 billing: inject Clock, '
             'use Europe/Lisbon business date (fixes flaky InvoiceDueDateTest)'),
         decisions=(
             'Inject java.time.Clock into InvoiceService and use a fixed clock in tests',
             'Never use retrying-test annotations for flaky tests',
             'Convert now() calls to the injected Clock only in the billing package',
             'Billing uses Europe/Lisbon (mainland) business dates explicitly, ignoring the '
             'Azores offset',
         ),
         loops=(
             "Raise the time-zone/now() issue at Thursday's backend guild",
         ),
         facts=(
             'Lives in Porto',
             "Coaches his son's futsal team on Tuesdays",
         ),
         split="tune-b"),
    case('tcb-mum-dementia-options', 'chatgpt',
         (U, "my mum has alzheimers, diagnosed 2021, and she's lived with us (me and my husband) "
             "since 2022. it's getting harder. she's started getting up in the night and trying "
             'to go out the front door. i work 3 days a week at boots (pharmacist). what are the '
             'realistic options in sheffield, i feel awful even asking'),
         (A, "Please don't feel awful — asking this is part of looking after her well, and it's "
             'also about making sure you can keep going. Here are the realistic options, roughly '
             'from least to most change:\n\n1. **Dementia day centre** — 1–3 days a week. '
             'Structure and company for her, a break for you. Some are council-funded after an '
             'assessment, some are private (roughly £50–80/day).\n2. **Home care visits** — '
             'carers coming in at set times (mornings, medication, evenings).\n3. **Night '
             'support / assistive tech** — door sensors, bed-exit alarms, a key safe; sometimes '
             'a night-sitting service.\n4. **Respite care** — a short stay (1–2 weeks) in a care '
             'home so you can rest.\n5. **Live-in carer** — expensive (often £1,000+/week), '
             'keeps her at home.\n6. **Care home** — residential or nursing dementia care.\n\n'
             'Two things to do almost regardless of which way you go:\n- **Needs assessment** '
             "from Sheffield City Council Adult Social Care — free, and it's the gateway to "
             "council-funded support. You can also ask for a **carer's assessment** for "
             'yourself.\n- **Attendance Allowance** — not means-tested, for people over State '
             'Pension age who need help with personal care or supervision. Higher rate applies '
             'if help is needed both day *and* night.\n\nCan I ask: does she already get '
             'Attendance Allowance, and is there a Lasting Power of Attorney in place?'),
         (U, 'no attendance allowance, i didnt even know it existed. we did the LPA for health '
             "and finance back in 2021 thank god, me and my brother both. he's in canada tho so "
             "it's all me really. the nights are the worst, i'm getting maybe 4 hours"),
         (A, "Four hours a night for months is genuinely unsustainable, so it's good you're "
             'looking at this now.\n\nOn Attendance Allowance: waking and trying to leave the '
             'house at night is exactly the kind of supervision need that qualifies for the '
             "**higher rate** (day and night). It's claimed on form AA1, and it can take 6–8 "
             "weeks, so worth starting soon. It's hers, not yours, but as attorney you can claim "
             'on her behalf.\n\nFor the nights specifically:\n- A **door sensor** with a '
             'receiver by your bed means you don\'t have to sleep "half-awake".\n- Sheffield\'s '
             'community alarm / assistive technology service can also assess for things like bed '
             'sensors.\n\nA reasonable starting package might be: needs assessment + Attendance '
             'Allowance + a day centre two days a week + a door alarm. That keeps her at home '
             'with you, and gives you some rest and evidence for what comes next.'),
         (U, 'ok. day centre makes sense, she loved her church group before all this. i think st '
             "marys in walkley does dementia days, i'll ask there after church on sunday. care "
             "home i can't even think about yet"),
         (A, "That's completely fine — nothing here has to be decided all at once. A day centre "
             'connected to somewhere she already knows could be a gentle start.\n\nNext steps, '
             "when you're ready:\n1. **Council needs assessment** — call Adult Social Care's "
             "first contact line (it's on the council website) and ask for a needs assessment "
             "for your mum and a carer's assessment for you.\n2. **Attendance Allowance** — "
             "request the AA1 form or download it from GOV.UK.\n3. **St Mary's** — ask about "
             'dementia day places, days and cost.\n4. **Door sensor** for the front door.\n\n'
             'Would you like help filling in the Attendance Allowance form? The questions are '
             "long, but there's a knack to answering them."),
         (U, "i'll ring the council monday. and yes please help with the AA form, i looked at it "
             'once and gave up, the questions are awful'),
         (A, 'The main tip: describe her **worst** days and be specific — how often, how long it '
             "takes, what happens if no one helps. Let's start with the night section. Can you "
             'tell me:\n- How many times a night she wakes and needs you?\n- What happens when '
             'she does (confusion, wandering, toilet, distress)?\n- What help does she need with '
             'medication, stairs, washing, meals?'),
         (U, 'wakes 2 or 3 times most nights, confused, wants to "go home" (she means her old '
             'house in hillsborough). she needs help on the stairs and i have to hold her arm. '
             'she forgets her tablets completely, i do a dosette box and watch her take them. '
             'she can wash her face but not shower on her own'),
         (A, "Here's how I'd phrase those answers on the form:\n\n**Help during the night:** "
             '"My mother wakes 2–3 times most nights, usually confused and distressed. She tries '
             "to leave the house because she believes she needs to 'go home'. She cannot be left "
             'to settle herself safely; someone has to get up, reassure her and guide her back '
             'to bed, which takes 15–30 minutes each time."\n\n**Medication:** "She cannot '
             'manage any of her medication. Her tablets are prepared in a dosette box and '
             'someone must prompt her and watch her take each dose, otherwise she does not take '
             'them at all."\n\n**Getting around / stairs:** "She needs someone holding her arm '
             'on the stairs every time because she is unsteady and has misjudged steps."\n\n'
             '**Washing:** "She cannot shower without help. She needs someone to help her in and '
             'out, wash her hair and back, and supervise because of the risk of falling."\n\n'
             'Keep the language factual like that. If you can, keep a diary for a week of how '
             "often she wakes — it's useful for the assessment too."),
         (U, "that's really good, thank you. i'll print the form tomorrow and fill it in with "
             'these. one more thing, the door alarm, which kind'),
         (A, 'For your situation the common options are:\n\n1. **Simple wireless door '
             'chime/sensor** (£20–40): a magnet sensor on the front door and a plug-in receiver '
             'by your bed that chimes when the door opens. No subscription, set up in minutes.\n'
             "2. **Monitored system** through the council's community alarm service: sensors "
             "linked to a call centre, weekly fee, more useful if you're ever out overnight.\n3. "
             '**GPS tracker** (watch or pendant): helps find her if she does get out, but '
             'doesn\'t wake you before she leaves.\n\nFor "wake me before she gets out the '
             'door," option 1 is usually enough.'),
         (U, "the cheap wireless one. i'll order it tonight"),
         (A, 'Good choice to start with. Put the receiver on your side of the bed and test it '
             "from the front door before you go to sleep. And I hope Monday's call goes smoothly "
             "— you're doing a lot, and getting help in is part of doing it well."),
         decisions=(
             "Try a dementia day centre for mum, starting with St Mary's in Walkley",
             'Claim Attendance Allowance for mum',
             'Get a simple wireless door sensor with a bedside receiver for the front door',
         ),
         loops=(
             "Ask at St Mary's about dementia day places after church on Sunday",
             "Ring Sheffield council on Monday for mum's needs assessment",
             'Print the Attendance Allowance form tomorrow and fill it in with the drafted '
             'answers',
             'Order the wireless door alarm tonight',
         ),
         facts=(
             "Mother has Alzheimer's (diagnosed 2021) and has lived with her and her husband "
             'since 2022',
             'Works 3 days a week as a pharmacist at Boots',
             'Lives in Sheffield',
             'Holds health and finance LPA for her mother, jointly with her brother',
         ),
         split="tune-b"),
    case('tcb-remortgage-fix', 'claude-ai',
         (U, 'our 2 yr fix ends in october. £182k left on it, 17 yrs remaining, house worth '
             'maybe 450. broker (jenny) came back with a 2yr fix at 4.29% or 5yr at 4.09%, both '
             '£999 fee. which one'),
         (A, "At roughly 40% loan-to-value you're in the best pricing band, so both are good "
             'rates. Rough monthly payments on £182k over 17 years:\n\n| | Rate | Monthly '
             'payment |\n|---|---|---|\n| 2-year fix | 4.29% | ~£1,258 |\n| 5-year fix | 4.09% | '
             '~£1,239 |\n\nSo the 5-year is cheaper *today* by about £19/month. The real '
             'question is what you think happens to rates, and how much you value certainty.\n\n'
             '- **2-year:** you get to re-fix in 2026; if rates have dropped, you benefit. If '
             "not, you're exposed again.\n- **5-year:** certainty until 2029; early repayment "
             'charges if you move or repay early, usually with a 10%/year overpayment '
             'allowance.\n\nAre you planning to move in the next five years, or to overpay?'),
         (U, "2 year i think. everyone says rates are coming down, don't want to be locked in "
             'for 5'),
         (A, "That's a common and reasonable view. One thing worth knowing: the fact that the "
             '5-year is *cheaper* than the 2-year means lenders are already pricing in some rate '
             'cuts. So a 2-year only wins if rates fall faster or further than the market '
             'currently expects.\n\nBefore you lock that in — a couple of things that might '
             'change the picture:\n- Do you overpay at the moment?\n- Any big costs coming in '
             'the next few years (kids, car, work changes)?'),
         (U, 'we overpay £200 a month and want to keep doing that. no plans to move. my son '
             "starts uni next sept so money gets tighter from then. i'm 49, would love it gone "
             'by 60'),
         (A, "That's useful context.\n\n**Overpayments:** £200/month is about £2,400/year, well "
             'within a typical 10% allowance (~£18k), so either product handles it.\n\n**Paying '
             "off by 60:** at 4.09% with £1,239 + £200 = £1,439/month, you'd clear it in just "
             "under 14 years — around age 63. To be done by 60 (11 years) you'd need roughly "
             '£1,710/month in total.\n\n**The uni years:** the 2-year fix ends in autumn 2026 — '
             "right in the middle of your son's degree. If rates *haven't* fallen by then, your "
             'payment could jump just when money is tightest. The 5-year fix covers you through '
             '2029, i.e. essentially all of his time at university.\n\nSo the trade-off is: '
             '2-year = a bet on lower rates in 2026; 5-year = a slightly lower rate now plus '
             "certainty through the expensive years. Given what you've said, I'd lean 5-year — "
             "but it's your call."),
         (U, "hm that's a fair point actually. the uni years are exactly when i don't want a "
             'surprise. ok 5 year'),
         (A, 'Makes sense. A few details to check with Jenny:\n\n1. **Product fee** — pay the '
             '£999 upfront, or add it to the loan? Adding it means paying interest on it for 17 '
             "years (about £400 extra).\n2. **Overpayment allowance** — confirm it's 10% of the "
             '*balance* per year and whether it resets on the anniversary or calendar year.\n3. '
             '**ERCs** — the percentage in each year of the five (often 5/4/3/2/1%).\n4. '
             '**Porting** — whether the deal can move with you if plans change.\n5. **Timing** — '
             "when she'll lock in the rate (you can usually secure it up to 6 months ahead, and "
             'switch if rates drop before completion).'),
         (U, "pay the fee upfront yes. i'll call jenny thursday and tell her 5yr. can you make "
             'those questions into a short list i can read off'),
         (A, 'Here you go:\n\n**Call with Jenny — Thursday**\n- Going with the **5-year fix at '
             '4.09%**, fee **paid upfront**\n- Overpayments: 10% of balance per year? '
             'Anniversary or calendar year?\n- ERC schedule for years 1–5?\n- Portable if we '
             'move?\n- Is the rate secured now, and can we switch if rates drop before October?'),
         (U, 'ta. separate q — my workplace pension. should i be upping my contributions instead '
             "of overpaying the mortgage? i'm a higher rate taxpayer if that matters"),
         (A, 'It matters a lot. As a higher-rate taxpayer:\n\n- **£100 into your pension** costs '
             'you £60 net (40% relief), or even less via **salary sacrifice** (you also save 2% '
             'NI, and some employers pass on their NI saving).\n- **£100 overpaid on the '
             'mortgage** saves 4.09% interest a year — a guaranteed, tax-free return, but much '
             'smaller than an instant 40–67% uplift.\n\nTrade-offs: pension money is locked '
             'until 57 (from 2028); the mortgage overpayment reduces debt and risk now. Many '
             'people in your position split it, e.g. keep a smaller mortgage overpayment and '
             'redirect the rest into salary sacrifice. Check whether your employer matches extra '
             'contributions — that changes the maths further.'),
         (U, "interesting. leave the £200 overpayment as is for now, i'll go through the pension "
             'thing with my wife at the weekend'),
         (A, 'Sounds sensible. If it helps for the weekend: find out your current contribution '
             '%, whether your scheme offers salary sacrifice, and whether your employer matches '
             "above the default. With those three numbers it's easy to compare options side by "
             'side.'),
         decisions=(
             'Take the 5-year fix at 4.09% for the remortgage',
             'Pay the £999 product fee upfront rather than adding it to the loan',
             'Keep overpaying the mortgage £200/month for now',
         ),
         loops=(
             'Call Jenny (broker) on Thursday to go with the 5-year fix and ask the listed '
             'questions',
             'Go through pension contributions vs mortgage overpayment with his wife at the '
             'weekend',
         ),
         facts=(
             'Is 49',
             'Is married',
             'Has a son starting university next September',
             'Higher-rate taxpayer',
             'Mortgage about £182k with 17 years left; house worth about £450k',
         ),
         superseded=(
             'Take the 2-year fix at 4.29%',
         ),
         split="tune-b"),
    case('tcb-utrecht-school-choice', 'chatgpt',
         (U, 'hoi, writing in english bc my husband reads along and his dutch is still not great '
             "lol. our son daan (11, groep 8) got a havo/vwo advies. we're choosing between 3 "
             'schools in utrecht: a big one with tto (tweetalig), the montessori lyceum, and a '
             'smaller christian school in de meern near us. he has adhd, diagnosed last year, '
             'meds help a lot but big chaotic buildings really stress him. what should we be '
             'weighing'),
         (A, 'Good question to think through early. For a child with ADHD and a havo/vwo advice, '
             "I'd weigh these:\n\n1. **Size and structure** — a smaller school with predictable "
             'timetables, fixed classrooms in the brugklas, and a clear mentor often matters '
             'more than reputation.\n2. **ADHD support** — ask about the *zorgcoördinator*, '
             'mentor hours, a rebound/quiet room, help with planning, and exam facilities (extra '
             'time, separate room).\n3. **TTO workload** — bilingual education adds a real extra '
             'load (more English, more homework). Great for some kids; for a havo/vwo borderline '
             'child it can tip the balance into stress.\n4. **Montessori approach** — lots of '
             'freedom and self-planning ("keuzewerktijd"). That suits some kids with ADHD who '
             'like autonomy, but planning is often exactly the weak spot, so it depends on how '
             'much scaffolding the school actually gives.\n5. **Travel** — an 8-minute bike ride '
             'vs 25 minutes through the city makes a difference on tired days.\n6. **Brugklas '
             'type** — a combined havo/vwo first year keeps options open and avoids an early '
             "label.\n\nWhat's he like with planning and homework at the moment?"),
         (U, "interesting re montessori, i assumed it'd suit him bc more freedom. but yeah "
             'planning is his weakest thing by far. his sister (14) is at the tto school and '
             "loves it but she's a completely different kid"),
         (A, "That's very common — siblings at the same school can be completely different "
             'experiences. It sounds like the TTO school works for her because of who she is, '
             "which doesn't say much about Daan.\n\nOn Montessori: it isn't automatically wrong "
             'for him. Some Montessori schools are very structured in practice (weekly planners '
             "checked by the mentor, coaching hours). It's worth asking them directly how they "
             'support students who struggle with planning, and what happens when a student falls '
             'behind on self-planned work.'),
         (U, "ok honestly i think tto is out for him. so it's montessori vs the one in de meern. "
             'open days are 24 jan for montessori and 1 feb for de meern'),
         (A, 'Here are questions to take to both open days, focused on Daan:\n\n**Support**\n- '
             'Who coordinates support for students with ADHD? How often does the mentor see '
             'them?\n- Is there structured help with planning (planner checks, study hours, '
             'coaching)?\n- Is there a quiet space students can go to when it gets too much?\n\n'
             '**Structure**\n- How many different classrooms/teachers in the brugklas?\n- Class '
             'size in havo/vwo brugklas?\n- Phone policy?\n\n**Testing**\n- Extra time / '
             'separate room for tests — how is that arranged, is a diagnosis enough?\n\n**Gut '
             'feeling**\n- How busy are the corridors between lessons? (Try to be there at a '
             'break.)\n- Does Daan see himself there?'),
         (U, "great, we'll go to both. i work shifts (midwife) so i'll have to swap my 1 feb "
             'shift, ugh'),
         (A, 'Worth it for this. One practical reminder: Utrecht uses a central registration '
             'with a preference list and matching/lottery for oversubscribed schools, so think '
             'about the *order* of your list too, not just the first choice. Registration week '
             'is usually in March.'),
         (U, 'yes we know the lottery system, his sister went through it. ok so shortlist is '
             "montessori and de meern, and after the open days daan gets a big say, it's his "
             "school. i'll also ask his juf how he handles planning in groep 8, she knows him "
             'really well'),
         (A, "That sounds like a thoughtful plan. His teacher's view on planning will be really "
             'useful for the Montessori question in particular. Good luck at the open days!'),
         decisions=(
             'Rule out the bilingual (TTO) school for Daan',
             'Shortlist the Montessori Lyceum and the school in De Meern',
             'Let Daan have a big say in the final choice after the open days',
         ),
         loops=(
             'Go to the Montessori open day on 24 Jan and the De Meern open day on 1 Feb',
             'Swap her 1 Feb shift to attend the De Meern open day',
             "Ask Daan's teacher how he handles planning in groep 8",
         ),
         facts=(
             'Lives near De Meern (Utrecht)',
             'Son Daan, 11, is in groep 8 and has ADHD (diagnosed last year, on medication)',
             'Has a 14-year-old daughter at a bilingual (TTO) secondary school',
             'Works shifts as a midwife',
             'Husband is not a native Dutch speaker',
         ),
         split="tune-b"),
    case('tcb-knee-ortho-questions', 'claude-ai',
         (U, 'I have an appointment with an orthopedic surgeon next Tuesday about my right knee. '
             'Osteoarthritis, my doctor says it\'s "bone on bone" on the xray. I\'m 62, still '
             'working at the county library for now. Type 2 diabetic, on metformin and '
             'lisinopril. Can you help me figure out what to ask? I always freeze up in these '
             'appointments and then think of everything in the car on the way home'),
         (A, "That's really common — writing it down beforehand helps a lot. Here's a list "
             'grouped by topic; you can cut it down to what matters most to you.\n\n'
             '**Understanding where you are**\n1. How severe is the arthritis on my X-ray, and '
             'is it the whole knee or one part of it?\n2. What would you expect to happen over '
             'the next year or two if I do nothing?\n\n**Non-surgical options**\n3. Would '
             'physical therapy help at this stage, and for how long should I try it?\n4. Are '
             'injections an option — steroid or hyaluronic acid? How long do they usually help?\n'
             '5. Would a brace or a cane help in the meantime?\n\n**Surgery**\n6. Am I a '
             "candidate for a partial or a total knee replacement?\n7. What's recovery like — "
             'time off work, driving, stairs, when can I lift things?\n8. Because I have '
             'diabetes, is my infection risk higher, and is there an A1c level you want before '
             'surgery?\n\n**Practical**\n9. Does my insurance need prior authorization for PT, '
             'injections or surgery?\n10. What should make me call you sooner?\n\nOne '
             'diabetes-specific note: **steroid injections can raise blood sugar** for a few '
             "days afterwards, so it's worth asking how to handle that.\n\nDo you know your most "
             'recent A1c? Surgeons often want it under about 7.5–8 before elective joint '
             'replacement.'),
         (U, 'my a1c was 7.2 in march. honestly i want to try PT and maybe a shot before any '
             "surgery, i look after my grandkids every wednesday and i can't be laid up for 6 "
             "weeks right now. is that reasonable to say to him or will he think i'm being "
             'difficult'),
         (A, "It's completely reasonable, and surgeons hear it all the time. For most people "
             'with knee osteoarthritis, trying conservative treatment first is a normal, '
             'guideline-supported step — surgery is usually for when that stops being enough.\n\n'
             'A good way to say it:\n\n> "Before we talk about surgery, I\'d like to try '
             'physical therapy and possibly an injection. I look after my grandchildren weekly, '
             'so a long recovery would be hard right now. What would make you recommend surgery '
             'sooner rather than later?"\n\nThat last question is important — it gets him to '
             "tell you what warning signs would change the plan, so you're not just putting it "
             'off indefinitely. You could also ask: "If PT and an injection don\'t help enough '
             'in three months, what\'s the next step?"\n\nAnd an A1c of 7.2 is good news — it\'s '
             "within the range most surgeons accept, so diabetes shouldn't be a barrier later if "
             'you do need surgery.'),
         (U, "ok good. my husband's coming with me, he's better at remembering what they say. "
             'should i bring the xrays from the imaging place or will the surgeon already have '
             'them'),
         (A, 'Bringing your husband is a great idea — he can take notes while you talk.\n\nOn '
             'the X-rays: if the imaging center is part of the **same hospital system** as the '
             "surgeon, they'll usually see them automatically. If it's a **different system**, "
             "they often won't, and you may get sent for repeat X-rays on the day.\n\nI'd call "
             "the imaging center and ask them to send the images and the report to the surgeon's "
             'office, or request a disc/online link you can bring yourself. Also bring:\n- a '
             'list of your medications and doses\n- your March A1c result\n- your insurance card '
             'and referral if one is needed'),
         (U, "different system so i'll call them tomorrow to get them sent over. also do i have "
             'to stop metformin before a shot in the knee'),
         (A, 'Generally, no — metformin is usually only paused around procedures involving IV '
             'contrast dye or general anesthesia, not for a joint injection. But do confirm with '
             "the surgeon.\n\nWhat *is* worth planning for is the blood-sugar bump if it's a "
             "**steroid** injection: it's common to see higher readings for 1–3 days. Many "
             'people check their sugar more often for a few days afterwards. If your readings go '
             "much higher than usual, call your primary care doctor.\n\nI'll add that as a "
             'question on your list.'),
         (U, "can you put the questions on one page i can print. big font please, my eyes aren't "
             'what they were lol'),
         (A, 'Here it is — print it at 16pt or larger:\n\n**Knee appointment — Tuesday**\n\n**My '
             'goal:** try PT and possibly an injection before surgery.\n\n1. How bad is the '
             'arthritis — whole knee or one part?\n2. What happens if I wait a year or two?\n3. '
             'How long should I try physical therapy?\n4. Steroid or hyaluronic injection — '
             'which, and how long does it help?\n5. Should I stop metformin for an injection? '
             'What about my blood sugar afterwards?\n6. Would a brace or cane help now?\n7. What '
             "would make you recommend surgery sooner?\n8. If PT and a shot don't help in 3 "
             'months, what next?\n9. If I need surgery later — partial or total? How long is '
             'recovery?\n10. Is my A1c (7.2) OK for surgery if it comes to that?\n11. Does my '
             'insurance need prior authorization?\n\n**Bring:** medication list · March A1c · '
             'insurance card · X-rays sent from imaging'),
         (U, 'perfect, thank you. printing it now'),
         decisions=(
             'Ask to try physical therapy and possibly an injection before knee surgery',
             'Bring her husband to the orthopedic appointment',
         ),
         loops=(
             'Orthopedic surgeon appointment next Tuesday about her right knee (bring the '
             'printed question list)',
             "Call the imaging center tomorrow to send her knee X-rays to the surgeon's office",
         ),
         facts=(
             'Is 62',
             'Has osteoarthritis in her right knee',
             'Has type 2 diabetes; takes metformin and lisinopril',
             'Works at the county library',
             'Is married',
             'Looks after her grandchildren every Wednesday',
         ),
         split="tune-b"),
    case('tcb-damp-bay-window', 'chatgpt',
         (U, 'damp patch on the inside of the front wall, under the bay window, about a metre '
             "wide. plaster's bubbling and the room smells musty. victorian terrace, built "
             "1890s, we're in bristol. a damp proofing company came round and said rising damp, "
             'wants £3,800 to inject a chemical dpc and replaster with waterproof render. does '
             'that sound right'),
         (A, "I'd be cautious before spending £3,800 on that. In solid-wall Victorian houses, "
             '"rising damp" is one of the most frequently misdiagnosed problems, and the people '
             'diagnosing it are often the ones selling the treatment. True rising damp does '
             'exist, but much more often the water is coming from somewhere else:\n\n1. '
             '**Outside ground level too high** — soil, paving or a flowerbed above the internal '
             'floor level, bridging whatever original damp course there is.\n2. **Leaking '
             'gutters/downpipes** — especially around bays, where a small roof drains into one '
             'pipe.\n3. **Cement render or cement pointing** on a brick wall designed to breathe '
             '— traps moisture in the wall.\n4. **Blocked or buried air bricks** under the '
             "floor.\n5. **Condensation** — especially in a room that's not heated much.\n\n"
             'Also, the electrical moisture meters these surveys use read high on salts and '
             "can't distinguish sources well.\n\nA few questions:\n- What's directly outside the "
             "bay — soil, paving, path?\n- Where does the bay's rainwater go, and is that "
             'working?\n- Is the outside of the bay rendered?'),
         (U, 'outside is a little front garden, soil bed right up against the bay, probably '
             "above the floor level tbh. the downpipe from the bay roof goes into a gully that's "
             'always blocked with leaves. and yes previous owners cement rendered the bay part'),
         (A, "That's three of the usual suspects in one spot, all much cheaper to fix than a "
             "chemical DPC. I'd tackle them in this order:\n\n1. **Clear the gully and check the "
             "downpipe** — if it's overflowing, water is pouring down the face of the bay and "
             'soaking into the base of the wall every time it rains.\n2. **Lower the soil '
             'against the bay** — dig it back so the ground is at least 150mm below the internal '
             'floor level, ideally with a gravel strip against the wall so splash-back drains '
             "away.\n3. **Render** — cement render on a Victorian bay can trap moisture. That's "
             'a bigger job (removing and using lime render) and not the first thing to do; see '
             'if 1 and 2 help first.\n\nThen give the wall time. Solid brick walls can take '
             'months to dry. In the meantime, a dehumidifier in that room helps, and avoid '
             "replastering until it's dry — otherwise you're just covering up the symptom.\n\nIf "
             "it's not improving, an **independent surveyor** who doesn't sell treatments (e.g. "
             'a RICS building surveyor with experience of older houses) can diagnose it '
             'properly, usually for a few hundred pounds.'),
         (U, "ok not doing the injection thing then. my son's got asthma so honestly the mould "
             'smell worries me more than the money'),
         (A, "That's a fair concern — damp and mould can aggravate asthma. Some things that help "
             'while you sort the cause:\n\n- **Dehumidifier** in the affected room, aiming for '
             '50–60% humidity. A compressor model is cheaper to run in a heated room.\n- '
             '**Ventilate** daily, even briefly.\n- **Clean visible mould** with a '
             'mould-specific product (not dry brushing, which spreads spores); wear a mask.\n- '
             'Keep your son out of that room as much as possible until it improves, especially '
             'for sleeping.\n\nIs his bedroom near the damp wall?'),
         (U, "no his room's the back bedroom upstairs, damp is in the front room downstairs. "
             "we'll get a dehumidifier for the front room. i'll clear the gully this saturday "
             "and dig the soil back from the wall while i'm at it"),
         (A, 'Good plan. A few tips for Saturday:\n\n- When you clear the gully, pour a bucket '
             'of water down the downpipe and watch where it goes — check for leaks at the joints '
             'and that the gully drains freely.\n- When digging back the soil: go down to at '
             'least 150mm below the internal floor level (measure from the front doorstep as a '
             "reference), but **don't dig below the bottom of the brickwork** or undermine the "
             'foundation.\n- Look out for buried **air bricks** as you dig — if you find any, '
             'clear them.\n- A strip of gravel 200–300mm wide against the wall is a good '
             'finish.\n\nTake a photo of the damp patch now and again monthly, so you can see if '
             "it's shrinking."),
         (U, 'still worth getting a surveyor anyway?'),
         (A, 'Not necessarily straight away. If the patch is clearly drying and shrinking over '
             "the next 2–3 months, the outside fixes have probably done the job. If it isn't, or "
             "if you're selling or planning to replaster, an independent surveyor is worth the "
             'few hundred pounds for a proper diagnosis.'),
         (U, "ok we'll give it till summer and get a surveyor if it's not drying out"),
         decisions=(
             "Don't go with the £3,800 chemical DPC injection",
             'Give the wall until summer to dry out; get an independent surveyor only if it '
             "hasn't",
         ),
         loops=(
             'Clear the blocked gully and check the bay downpipe on Saturday',
             'Dig the soil back from the bay wall to below internal floor level',
             'Buy a dehumidifier for the front room',
         ),
         facts=(
             'Lives in an 1890s Victorian terrace in Bristol',
             'Son has asthma',
         ),
         split="tune-b"),
    case('tcb-allotment-season', 'claude-ai',
         (U, "Morning! I've had my allotment plot 3 years now (retired primary teacher, finally "
             'have the time!) and I want to plan this season properly with crop rotation. The '
             "plot is about 10m x 5m with a little 6x4 greenhouse. I'm in Perth, Scotland so "
             "short season, frosts can go on to mid May. The twins (my grandchildren, they're 6) "
             'come on Saturdays and they\'re desperate for "their own bit"'),
         (A, "Lovely — a 10 x 5m plot with a greenhouse is a very workable size. Here's a simple "
             'plan:\n\n**Four-bed rotation** (each group moves one bed along every year):\n1. '
             '**Potatoes**\n2. **Legumes** — peas, broad beans, runner/French beans\n3. '
             '**Brassicas** — cabbage, kale, purple sprouting broccoli\n4. **Roots & alliums** — '
             'carrots, beetroot, parsnips, onions, garlic, leeks\n\n**Greenhouse:** tomatoes and '
             "cucumbers in summer; early salad and seedlings in spring.\n\n**The twins' bed** (a "
             'small 1m x 1m patch works well): fast, fun crops they can see change week to week '
             '— radishes (ready in ~4 weeks), sunflowers, strawberries, sugar snap peas, a '
             "couple of pumpkins if there's room to sprawl.\n\n**Timing for Perth:** sow tender "
             'crops indoors in April, plant out after about the third week of May; potatoes in '
             'from mid-April with fleece handy.\n\nWhat did well last year, and what do you eat '
             'most?'),
         (U, 'The 4 bed rotation looks good. Potatoes did great, brassicas got absolutely '
             'destroyed by pigeons and cabbage whites. We eat loads of beans. Oh and I want to '
             "try chillies this year, my son-in-law is mad about them. I'm thinking the tomatoes "
             'go outside this year so the chillies can have the greenhouse'),
         (A, 'Good to know.\n\n**Brassicas:** the fix for both pigeons and cabbage whites is the '
             'same — netting from day one. Butterfly netting (mesh 7mm or smaller) on hoops, '
             'tucked in at the bottom so nothing can get under. Pigeons alone can be stopped '
             'with bigger mesh, but cabbage whites need the fine stuff.\n\n**Beans:** give them '
             'a full bed — runner beans up a wigwam plus French beans and broad beans.\n\n'
             '**Tomatoes outside in Perth** is possible but risky: the season is short, and '
             'blight tends to arrive in wet Augusts. If you do it:\n- Choose early, '
             "cold-tolerant bush varieties — e.g. 'Sub Arctic Plenty' or 'Latah'.\n- Plant out "
             'in early June against the sunniest, most sheltered spot.\n- Expect a smaller '
             'crop.\n\nAn alternative is to keep tomatoes in the greenhouse and grow the '
             'chillies on a sunny windowsill at home — chillies are compact and do well indoors.'),
         (U, "Ok outdoor tomatoes then, I'll try Sub Arctic Plenty. And I'll net the brassicas "
             "properly this year, I'm not feeding those pigeons again"),
         (A, 'Sounds good. For Sub Arctic Plenty: sow indoors mid-April, harden off through late '
             'May, and plant out in early June. Put fleece over them on cold nights in June. '
             "Bush types don't need side-shooting, which keeps it simple.\n\nFor the netting: "
             'put the hoops in when you plant, not after you see damage — by then the eggs are '
             'already laid.'),
         (U, 'Actually, thinking about it — blight went right through the site last August, and '
             'Jean on the next plot had outdoor tomatoes that went completely black in a week. '
             'No, the tomatoes stay in the greenhouse. The chillies can live on my kitchen '
             "windowsill, it's south facing"),
         (A, "Given what you saw on the site last year, that's the safer call — a blight year "
             "would wipe out outdoor tomatoes, whereas in the greenhouse they're much better "
             'protected.\n\nChillies on a south-facing windowsill should do very well. Sow them '
             "early (February–March — they're slow), use a heated propagator or a warm spot to "
             'germinate, and pot them on into 2-litre pots. Turn them every few days so they '
             "don't lean to the light."),
         (U, "For the twins' bed — sunflowers and strawberries, they'd love that. And the new "
             "bed at the far end is all grass at the moment, I'll do it no-dig with cardboard "
             'rather than digging it all over'),
         (A, 'Perfect for 6-year-olds: strawberries to pick and sunflowers to measure against '
             'themselves. You could add a few radishes so they get a harvest within weeks.\n\n'
             '**No-dig on grass:**\n1. Cut the grass short; leave it in place.\n2. Cover with '
             'plain brown cardboard (remove tape and labels), overlapping by 15cm so no light '
             'gets through.\n3. Wet it thoroughly.\n4. Add 10–15cm of compost or well-rotted '
             'manure on top.\n5. You can plant straight into the compost — it works for most '
             'crops except deep roots in year one.\n\nSupermarkets and shops often give away '
             'boxes.'),
         (U, "The Co-op on the high street gives them out, I'll pick some up Thursday. And I "
             'need to order seed potatoes this week, Charlotte again, they were lovely'),
         (A, 'Charlotte is a great salad potato for Scotland. Order now so you get them before '
             'the popular varieties sell out, chit them from late February in a cool, light '
             'place (egg boxes work well), and plant mid-April with fleece ready for frosty '
             'nights.'),
         (U, 'Lovely, thank you dear'),
         decisions=(
             'Use a four-bed crop rotation on the allotment (potatoes, legumes, brassicas, '
             'roots/alliums)',
             'Net the brassicas against pigeons and cabbage whites this year',
             'Tomatoes stay in the greenhouse',
             'Grow the chillies on the south-facing kitchen windowsill',
             "Twins' bed: sunflowers and strawberries",
             'Make the new grass bed no-dig with cardboard and compost',
             'Grow Charlotte seed potatoes again',
         ),
         loops=(
             'Pick up cardboard boxes from the Co-op on Thursday',
             'Order Charlotte seed potatoes this week',
         ),
         facts=(
             'Retired primary school teacher',
             'Has had an allotment (~10x5m with a small greenhouse) for 3 years',
             'Lives in Perth, Scotland',
             'Has twin grandchildren aged 6 who come on Saturdays',
         ),
         superseded=(
             'Grow tomatoes outdoors (Sub Arctic Plenty) so the chillies get the greenhouse',
         ),
         split="tune-b"),
    case('tcb-family-holiday-algarve', 'chatgpt',
         (U, 'planning a family holiday for the summer, 3 generations, 8 people: me + my husband '
             'jan, our daughter + her husband + their little boy (2), our son + his girlfriend, '
             "and my mother-in-law who's 85 and walks with a stick. 2 weeks in july, flying from "
             "oslo. thinking madeira, we've always wanted to go. villa with a pool. ideas?"),
         (A, 'Madeira is beautiful in July — warm but rarely scorching, and amazing walking. A '
             'few honest considerations for *this* group, though:\n\n**Madeira**\n- 👍 Stunning '
             'scenery, levada walks, mild July temperatures, good food.\n- 👎 Very steep terrain. '
             'Many villas sit on hillsides with steep driveways and steps — hard for an '
             '85-year-old with a stick, and tiring with a toddler.\n- 👎 Pools are often '
             "unfenced, which matters with a 2-year-old.\n- Flights: check what's direct from "
             'Oslo in July; otherwise a change in Lisbon.\n\n**Alternatives worth comparing**\n- '
             '**Algarve** — much flatter, lots of single-storey villas, fenced pools are common, '
             'easy beaches, short drive from Faro airport.\n- **Mallorca or Crete** — similar '
             'benefits, lots of direct flights from Oslo.\n\nWhat matters most — the '
             'walking/scenery, or easy days by the pool?'),
         (U, "madeira. jan has wanted to do the levada walks for 20 years. we'll find a flat "
             'villa somehow'),
         (A, "Understood — then it's about choosing carefully. Tips for a Madeira villa "
             'search:\n\n1. **Filter for single-level** villas and read reviews for mentions of '
             '"steps", "steep" and "driveway".\n2. Areas on the south coast like **Calheta** or '
             '**Caniço** have some gentler spots, but check each villa on Street View.\n3. Ask '
             'owners directly about **pool fencing** or a pool alarm — some will install a '
             'temporary fence.\n4. Ground-floor bedroom with an en-suite for your '
             'mother-in-law.\n5. **Cars:** 8 people means either two cars or a 9-seat van. '
             "Madeira's roads are steep and narrow, so two smaller cars are easier.\n\nWant me "
             'to draft a message you can send to villa owners asking about steps and pool '
             'fencing?'),
         (U, "hmm. i've been looking at villas for an hour and they're ALL up crazy steep "
             'driveways, svigermor would never manage. and not one has a pool fence. ok forget '
             'madeira, algarve it is. jan can do a levada trip another time, just the two of us'),
         (A, 'That sounds like the right call for this group. For the Algarve:\n\n- **East '
             'Algarve (Tavira, Cabanas, Santa Luzia)** — quieter, flatter, less built up, calm '
             'sandy beaches (Ilha de Tavira), about 30 minutes from Faro airport.\n- **Central '
             "(Albufeira/Vilamoura)** — livelier, more crowded in July.\n\nI'd look around "
             '**Tavira**. Villa checklist:\n1. Fenced pool (or pool with a lockable gate)\n2. '
             'Ground-floor bedroom + bathroom for your mother-in-law\n3. Level access from '
             'parking to the door\n4. Shade on the terrace (July is hot, 30°C+)\n5. Cot and high '
             'chair available\n\nCars: two cars or a 9-seater?'),
         (U, 'tavira area sounds right. and yes fenced pool + ground floor room for svigermor '
             "are musts. 2 cars, nobody wants to drive a van. oh and i need a proper fridge, i'm "
             'type 1 diabetic so insulin'),
         (A, 'Noted. For insulin in July heat:\n- Any villa fridge is fine for storage — just '
             'keep insulin away from the freezer compartment.\n- For days out, a cooling wallet '
             '(the evaporative kind) keeps pens safe without ice.\n- Carry all insulin and '
             "supplies in hand luggage, with a doctor's letter, and pack double what you need.\n"
             "- Split supplies between your bag and Jan's in case a bag goes missing."),
         (U, 'ha i know the drill, 30 years of it. ok dates 5–19 july. before i book i need to '
             "check with my son if his girlfriend is definitely coming, and i'll ask my daughter "
             'if they need a cot and high chair or bring their own'),
         (A, 'Perfect. Your shortlist criteria are now:\n\n- **Where:** Tavira area, fly into '
             'Faro\n- **When:** 5–19 July\n- **Villa:** sleeps 8, fenced pool, ground-floor '
             'bedroom + bathroom, level access, shade\n- **Cars:** two, from Faro airport\n- '
             "**To confirm:** son's girlfriend coming? cot/high chair needed?\n\nBook reasonably "
             'soon — good villas in the Tavira area for July go early.'),
         (U, 'thanks. going to show jan the tavira villas tonight'),
         decisions=(
             'Family holiday in the Algarve (Tavira area) instead of Madeira',
             'Villa must have a fenced pool and a ground-floor room for her mother-in-law',
             'Hire two cars, not a van',
             'Holiday dates 5–19 July',
         ),
         loops=(
             'Check with her son whether his girlfriend is definitely coming, before booking',
             'Ask her daughter whether they need a cot and high chair',
             'Show Jan the Tavira villas tonight',
         ),
         facts=(
             'Married to Jan',
             'Lives in Oslo',
             'Has been type 1 diabetic for 30 years (uses insulin)',
             'Has a daughter and a son; grandson aged 2',
         ),
         superseded=(
             'Family holiday in Madeira',
         ),
         split="tune-b"),
    case('tcb-cpp-timing', 'claude-ai',
         (U, "retiring end of june from the city of winnipeg, water dept, 31 yrs. i'm 60. i'll "
             'have the city DB pension, about $3,900/mo including the bridge to 65. trying to '
             'figure out when to take CPP. my statement says $1,020/mo at 65. wife carol is 58 '
             'and still working at the school division. ~$280k in RRSPs between us, mostly mine. '
             'no debt, house paid off last year'),
         (A, "Congratulations on 31 years — and you're in a strong position. Here's how the CPP "
             "timing works with your numbers (today's dollars, before indexation):\n\n| Start "
             'CPP at | Adjustment | Monthly |\n|---|---|---|\n| 60 | −36% (0.6%/month early) | '
             '~$653 |\n| 65 | — | ~$1,020 |\n| 70 | +42% (0.7%/month late) | ~$1,448 |\n\n'
             '**Break-even ages** (roughly, ignoring investment returns):\n- 60 vs 65: ~74\n- 65 '
             'vs 70: ~82\n\nSome things specific to you:\n1. **Your bridge benefit stops at '
             '65.** Your pension income drops then, and CPP at 65 fills that gap neatly. Taking '
             'CPP at 60 while the bridge is still paying gives you the most income when you need '
             'it least.\n2. **OAS** starts at 65 as well (it can also be deferred to 70). The '
             'recovery tax ("clawback") starts around $91k of net income, which you\'re unlikely '
             'to hit.\n3. **RRSPs** — you have some years of relatively low income between 60 '
             'and 71. Drawing some RRSP money in those years can smooth your tax over your '
             'lifetime and reduce forced RRIF withdrawals later.\n4. **Pension splitting** — you '
             'can split up to 50% of your DB pension income with Carol on your tax returns, at '
             'any age.\n\nSo: CPP at 60 looks least attractive for you. 65 vs 70 depends on '
             'health, longevity and how comfortable you are funding the 65–70 gap from savings.'),
         (U, '70 sounds tempting with that 42%'),
         (A, 'It can be a good deal — CPP is indexed to inflation and lasts for life, so '
             'deferring is like buying a very good inflation-protected annuity. The catch is the '
             "five years in between: from 65 to 70 you'd have no bridge and no CPP, so to keep "
             "your income level you'd be drawing roughly $12–17k a year from your RRSP for those "
             'years, on top of what you might draw between 60 and 65.\n\nIt also matters for '
             'Carol: if you die first, her survivor benefit is based on your CPP, so a larger '
             'CPP also protects her.\n\nIt comes down to how you feel about running the RRSP '
             'down faster in your late 60s in exchange for more guaranteed income in your 70s '
             'and beyond.'),
         (U, "hm. carol wants to travel while we're both healthy and honestly i'm not sure about "
             "living off the rrsp that hard. let's say 65. and i'll draw from my rrsp between "
             'now and 65 to keep our taxable income level'),
         (A, "That's a balanced plan: CPP at 65 lines up with the end of your bridge, and "
             'drawing from your RRSP from 60 to 65 uses your lower-income years.\n\nA few '
             'practical points:\n- RRSP withdrawals have **withholding tax** taken at source '
             "(10/20/30% depending on the amount per withdrawal) — it's a prepayment, not the "
             'final tax. Fewer, planned withdrawals are easier to manage.\n- At 65, converting '
             'part of the RRSP to a **RRIF** lets you claim the $2,000 pension income credit on '
             'RRIF withdrawals.\n- Your DB pension already qualifies for pension splitting, so '
             'with Carol still earning you can model which split minimizes tax for both of you.\n'
             '- Check your CPP estimate is current — it depends on your contribution record '
             'right up to when you stop working.'),
         (U, "good point, my statement is from 2019. i'll log into my service canada account and "
             "get the actual statement of contributions. and i'll find a fee only planner and "
             'book something before june, my brother in law used one and it was worth it'),
         (A, 'Both good moves. For the planner:\n\n- Look for **advice-only / fee-only** '
             'planners (paid by the hour or a flat fee, not commission). A CFP or an R.F.P. '
             'designation is a good sign.\n- Ask for a **retirement projection** that includes: '
             'CPP at 65, OAS timing, RRSP drawdown schedule 60–65, pension splitting with Carol, '
             'and when she plans to retire.\n\n**Bring:** your updated CPP statement of '
             'contributions, your City pension statement (with and without bridge), RRSP '
             "statements for both of you, last two years' tax returns for both, and Carol's "
             'pension information from the school division.'),
         (U, 'thanks, good list'),
         decisions=(
             'Take CPP at 65 (not 60 or 70)',
             'Draw from his RRSP between retirement and 65 to keep taxable income level',
         ),
         loops=(
             'Get the current CPP statement of contributions from his My Service Canada Account',
             'Find a fee-only planner and book a meeting before June',
         ),
         facts=(
             'Is 60',
             'Retiring end of June after 31 years in the City of Winnipeg water department',
             'Will have a City DB pension of about $3,900/month with a bridge to 65',
             'Wife Carol is 58 and works at the school division',
             'About $280k in RRSPs between them, mostly his',
             'No debt; house paid off last year',
         ),
         split="tune-b"),
    case('tcb-sre-interview-prep', 'claude-ai',
         (U, 'got a 2nd round interview thursday for a senior SRE role at a payments company in '
             'berlin, "systems + behavioural" round. background: 12 yrs ops/SRE, last job was a '
             "telco, then i took 3 yrs out when my youngest was ill (he's fine now, all clear). "
             "commuting from potsdam is fine. i'm worried about the gap and that my k8s is "
             'rusty. can you run me through some questions'),
         (A, "Happy to. I'm really glad your son is well. Let's do it like the real thing: I'll "
             "ask, you answer as you would in the room, then I'll give feedback.\n\nPlan: (1) "
             "the gap, since it's on your mind, (2) an incident story, (3) a systems "
             'question.\n\n**Question 1:** "I see a gap in your CV from 2021 to 2024 — can you '
             'tell me about that?"'),
         (U, "uh. i took time off for family reasons, and i've been keeping up with technology "
             'during that time'),
         (A, "Honest feedback: it's vague and a bit defensive, so it invites follow-up questions "
             '— exactly what you want to avoid. Interviewers mostly want to know two things: *is '
             'the reason resolved* and *are you ready now*.\n\nA stronger structure is: **one '
             "plain sentence on why → it's resolved → what you did to stay current → why you're "
             'ready now.** For example:\n\n> "My youngest son was seriously ill, so I stepped '
             "away to care for him. He's recovered and I'm back full-time. During the break I "
             "kept my skills current — I run a homelab and [certification/project] — and I'm "
             'ready to be on call again."\n\nThen stop. Don\'t over-explain.'),
         (U, 'ok yes that\'s better. i\'ll say it straight, "my son was seriously ill, he\'s '
             'recovered, i\'m back full time". and mention the homelab + the CKA'),
         (A, 'Great — the CKA is a strong answer to "is her k8s rusty?". When did you pass it?'),
         (U, "november. first cert i've ever done lol"),
         (A, "Recent, hands-on and performance-based — that's exactly what you want to mention. "
             '"Passed the CKA in November" puts the rusty-k8s worry to bed.\n\n**Question 2:** '
             '"Tell me about a significant incident you led. What happened and what did you '
             'change afterwards?"'),
         (U, '2019 at the telco, dns config push broke resolution for about a third of our '
             'customers for ~2 hours. i was incident lead, we rolled back, wrote the postmortem'),
         (A, "Good incident, but you're underselling it. Use **STAR** and spend most of the time "
             'on your actions and the result:\n\n- **Situation:** scale — "a third of our '
             'customers, around X million, lost DNS resolution."\n- **Task:** "I was incident '
             'lead."\n- **Action:** how you found it was the config push, how you coordinated, '
             'why rollback, how you communicated.\n- **Result:** time to resolve — and crucially '
             '**what changed afterwards**.\n\nWhat did change after the postmortem?'),
         (U, 'we added canary rollouts for dns config pushes, 1% of resolvers first with '
             'automatic rollback. the next bad push a few months later got caught at canary, '
             'MTTR went from ~2h to about 20 min'),
         (A, 'That\'s the best part of the story — lead with it in the result. "After the '
             'postmortem I drove canary rollouts for DNS config with automatic rollback; the '
             'next bad push was caught at 1% and resolved in 20 minutes instead of 2 hours." '
             'That shows impact and learning, which is what a senior SRE panel listens for.\n\n'
             '**Question 3 (systems):** "How would you design alerting for a payments API?"\n\nA '
             'good answer covers: defining SLIs (availability, latency, correctness), setting '
             'SLOs, then alerting on **error-budget burn rate** rather than raw error counts, '
             'with multi-window alerts (e.g. fast burn 1h/5m pages, slow burn 6h/30m tickets).'),
         (U, "burn rate alerts i know in theory but i've never actually set them up"),
         (A, "Then it's worth getting hands-on before Thursday so you can talk from experience. "
             'On your homelab:\n\n1. Run Prometheus + a small app (or use `node_exporter` HTTP '
             'metrics).\n2. Define an SLO, e.g. 99.9% of requests succeed over 30 days.\n3. '
             'Generate the multi-window burn-rate rules (tools like Sloth or Pyrra generate them '
             'from a short SLO spec).\n4. Break the app deliberately and watch which alert fires '
             'first.\n\nAn evening is enough for a basic version, and then you can say "on my '
             'homelab I set up…" rather than "I\'ve read that…".'),
         (U, "i'll do that tomorrow night on the homelab. also what should i ask them at the end"),
         (A, 'Good questions for a senior SRE role at a payments company:\n\n1. What does the '
             'on-call rota look like — team size, follow-the-sun or not, how often, '
             'compensation?\n2. How do you run incident reviews — blameless? Who follows up on '
             "actions?\n3. How much of the team's time goes on toil vs project work?\n4. Do you "
             'have error budgets, and what happens when one is exhausted?\n5. What would a great '
             'first 90 days look like in this role?'),
         (U, 'the on-call one definitely, i do school pickup most days so i need to know what '
             'the rota looks like. ok thanks, this helped a lot'),
         decisions=(
             "Address the career gap directly: son was seriously ill, has recovered, she's back "
             'full-time',
             'Mention the homelab and the CKA when explaining the gap',
             'Use the 2019 DNS outage as the incident story, leading with the canary rollouts '
             'and MTTR 2h to 20 min',
             'Ask the interviewers about the on-call rota',
         ),
         loops=(
             'Second-round senior SRE interview on Thursday',
             'Set up burn-rate alerts on the homelab tomorrow night',
         ),
         facts=(
             'Has 12 years of ops/SRE experience; last job was at a telco',
             'Took 3 years out of work while her youngest son was ill (he has recovered)',
             'Has more than one child; youngest is a son',
             'Lives in Potsdam',
             'Passed the CKA in November',
             'Runs a homelab',
             'Does the school pickup most days',
         ),
         split="tune-b"),
    case('tcb-father-of-bride-speech', 'chatgpt',
         (U, 'my daughter emi is getting married in september and i have to do the father of the '
             "bride speech. my english is fine but i'm not a natural speaker. engineer lol. help "
             'me brainstorm'),
         (A, 'Congratulations! Engineers often give great speeches because they keep them '
             'structured and short. A classic shape that works:\n\n1. **Welcome & thanks** — '
             'guests, anyone who helped, the other family.\n2. **A story about Emi** — one good '
             'story beats five short ones.\n3. **Welcome her partner** into the family.\n4. **A '
             'wish or bit of advice** for the two of them.\n5. **The toast.**\n\nTo help me '
             "brainstorm:\n- What's her partner's name?\n- Any stories that sum Emi up?\n- What "
             "tone — sentimental, funny, a mix?\n- Will there be guests who don't speak much "
             'English?'),
         (U, 'partner is Sam. stories: when she was 9 she insisted on paddling her own canoe at '
             "alice lake, went in circles for an hour but would NOT let us help. that's kind of "
             'her whole personality. also she fixed my car once when she was 16, changed the '
             'alternator with a youtube video. tone warm, a few laughs, not a roast. my mother '
             "is 89 and her english isn't great so keep it simple"),
         (A, 'Those are lovely. Some ideas:\n\n**The canoe story as the spine** — it can carry '
             'the whole speech:\n- Open with 9-year-old Emi going in circles, refusing help.\n- '
             '"That\'s Emi: determined to paddle her own canoe."\n- Middle: how that '
             'determination showed up later (school, career, whatever fits).\n- Turn to Sam: '
             '"And then she met someone she actually lets into the canoe." / "Now she has '
             'someone to paddle with — and I\'m told they go in a straight line."\n- Toast: "To '
             'Emi and Sam — may you always paddle in the same direction."\n\n**The car story** — '
             "fun, shows her practical side, but only if she'd be happy with it being told.\n\n"
             '**For your mother:** a short line in Japanese — a blessing or a few words '
             "addressed to her — is very moving and doesn't need translating for everyone "
             'else.\n\n**Keep it simple:** short sentences, pause after the funny lines, 3–5 '
             'minutes total (about 400–600 words).'),
         (U, "the canoe thing as the spine yes!! love that. skip the car story, she'd be "
             'embarrassed, she hates people making a fuss about it. a line in japanese for my '
             'mum yes, something short. and under 5 minutes'),
         (A, 'Here\'s an outline to build on:\n\n**1. Opening (30 sec)**\n"Good evening '
             "everyone. For those who don't know me, I'm Emi's dad. Thank you all for coming — "
             'some of you from very far away."\n\n**2. The canoe (1 min)**\nAlice Lake, Emi aged '
             '9, her own canoe, an hour in circles, "No, Dad, I can do it."\n\n**3. That\'s Emi '
             '(1 min)**\n"She has been paddling her own canoe ever since…" — two or three short '
             'examples of her determination.\n\n**4. Sam (1 min)**\n"Then Sam came along. And '
             'for the first time, Emi let someone else pick up a paddle." Welcome Sam to the '
             'family.\n\n**5. For your mother (20 sec)**\nA short line in Japanese, e.g. wishing '
             'them happiness for a long life together.\n\n**6. Toast (20 sec)**\n"Please raise '
             'your glasses: to Emi and Sam — may you always paddle in the same direction."\n\n'
             "That's about 4 minutes spoken slowly."),
         (U, "good. keiko (my wife) will kill me if i don't thank sam's parents, add that"),
         (A, 'Added to the opening:\n\n**1. Opening (45 sec)**\n"Good evening everyone. For '
             "those who don't know me, I'm Emi's dad. On behalf of Keiko and me, thank you all "
             "for coming — some of you from very far away. And a special thank you to Sam's "
             'parents, [names], for welcoming Emi so warmly, and for raising such a wonderful '
             'son."\n\nStill comfortably under 5 minutes.'),
         (U, "ok. i'll write a proper draft from this over the weekend and practise it on keiko"),
         (A, 'Great plan. Tip for practising: read it out loud with a timer, and mark where '
             "you'll pause for laughs. If you'd like, paste your draft here afterwards and I'll "
             'help tighten it.'),
         decisions=(
             'Use the Alice Lake canoe story as the spine of the wedding speech',
             'Leave the car-fixing story out of the speech',
             'Include a short line in Japanese for his mother',
             'Keep the speech under 5 minutes, warm with a few laughs, not a roast',
             "Thank Sam's parents in the opening",
         ),
         loops=(
             'Write a full draft of the speech this weekend and practise it on Keiko',
         ),
         facts=(
             'Is an engineer',
             'Daughter Emi is marrying Sam in September',
             'Wife is Keiko',
         ),
         split="tune-b"),
    case('tcb-chatter-phrase-origins', 'claude-ai',
         (U, 'random q, where does "rule of thumb" come from. someone told me it was about an '
             'old law that let men beat their wives with a stick no thicker than a thumb??'),
         (A, 'That one is mostly a myth. There was never an English law stating that.\n\nWhat '
             'actually happened:\n- The phrase itself is older and much more mundane. It appears '
             'in print by **1692**, in a fencing manual, meaning doing something by practice and '
             'rough estimate rather than precise science — the thumb being a handy rough measure '
             '(about an inch).\n- In **1782**, the judge **Sir Francis Buller** was *alleged* to '
             'have said a husband could beat his wife with a stick no thicker than his thumb. '
             "There's no record he ever ruled that, but he was mocked for it in a cartoon by "
             'James Gillray as "Judge Thumb".\n- In the 1970s–80s the two got connected, and the '
             '"thumb law" story spread as the supposed origin of the phrase.\n\nSo: the '
             "wife-beating claim is linked to a real 18th-century controversy, but it isn't "
             'where the phrase comes from.'),
         (U, 'huh. and "mind your p\'s and q\'s"'),
         (A, 'Nobody knows for sure. The main theories:\n\n1. **Printers** — lowercase *p* and '
             '*q* are mirror images in movable type, easy to mix up when setting type '
             'backwards.\n2. **Pubs** — keep track of your **pints and quarts** on the tab.\n3. '
             '**Children learning to write** — *p* and *q* are easily confused.\n4. **"Pleases '
             'and thank-yous"** — said quickly, "pleases and kyous".\n\nNone has solid evidence '
             'behind it, and the phrase shows up in the late 18th century already meaning "mind '
             'your manners".'),
         (U, "pints and quarts is the best one even if it's wrong lol"),
         (A, "It's definitely the one that makes the best pub-quiz story."),
         (U, 'ok last one. "the whole nine yards"'),
         (A, 'Another genuine mystery. The popular explanations — the length of a WWII '
             'machine-gun ammunition belt, the fabric in a Scottish kilt, the cubic yards in a '
             'cement mixer — all fail on dates: the phrase appears in small-town American '
             'newspapers around **1907–1912**, before most of those things existed in the right '
             'form. An earlier variant, "the whole **six** yards", turns up around the same '
             'time, which suggests the number was just an arbitrary "lots" rather than a measure '
             'of anything specific.'),
         (U, 'ha ok. thanks'),
         chatter=True,
         split="tune-b"),
    case('tcb-learn-k8s-operators', 'chatgpt',
         (U, '20 years as a vmware admin (vsphere, vcenter, vsan, the works). company is moving '
             'to openshift next year and i\'m supposed to "own" it. explain operators to me in '
             'vmware terms pls, all the docs are written for 25 year old developers'),
         (A, 'Happy to — your VMware background actually maps onto this really well.\n\n**1. The '
             'API objects = the vCenter inventory.**\nIn vCenter you have object types: VM, '
             'host, datastore, cluster. In Kubernetes the built-in types are Pod, Deployment, '
             'Service, etc. A **CRD (Custom Resource Definition)** is like adding a brand-new '
             'object type to the inventory — say "PostgresCluster" — that vCenter didn\'t know '
             'about before.\n\n**2. Controllers = DRS / HA.**\nDRS constantly compares *what you '
             "asked for* (rules, reservations) with *what's actually happening*, and moves "
             'things to close the gap. HA notices a host died and restarts VMs. Kubernetes '
             'controllers do the same thing in a loop — **reconcile**: desired state vs actual '
             'state, take action, repeat.\n\n**3. An Operator = a CRD + a controller with expert '
             'knowledge built in.**\nThink of it as "a senior admin for one product, packaged as '
             'software." A Postgres operator knows how to create replicas, do failover, take '
             "backups, upgrade versions — the things you'd otherwise have in a runbook.\n\n**4. "
             'OLM (Operator Lifecycle Manager) in OpenShift = how you install and update '
             'operators**, a bit like managing vCenter plugins and their upgrades from one '
             'place.\n\nSo when you create a `PostgresCluster` object saying "3 replicas, '
             'version 16, nightly backups", the operator makes it so — and keeps it that way.'),
         (U, 'ok the DRS comparison clicked. so when i delete a pod and the deployment makes a '
             'new one, same idea'),
         (A, 'Exactly. The Deployment (via a ReplicaSet) says "there should be 3 pods". You '
             "delete one, actual = 2, desired = 3, the controller creates one. It doesn't care "
             '*why* there are only 2 — deleted, node crashed, evicted — it just reconciles. '
             "That's the core mental model for everything in Kubernetes, operators included."),
         (U, "how would i learn this hands on. i've got a homelab, 3 old dell r720s running esxi "
             'in the basement'),
         (A, 'A few options, from lightest to most realistic:\n\n1. **kind or minikube on your '
             'laptop** — plain Kubernetes in minutes. Great for learning the basics and writing '
             'a toy operator.\n2. **OpenShift Local (CRC)** — a single-VM OpenShift on your '
             "laptop/desktop. Needs ~9 GB+ RAM for itself, a bit sluggish, but it's real "
             'OpenShift.\n3. **Single-Node OpenShift (SNO) on your homelab** — a proper '
             'OpenShift install in one VM on ESXi. Minimum around 8 vCPU, 16 GB RAM, 120 GB '
             "disk. Installed via the Assisted Installer. Closest to what you'll run at work.\n\n"
             'For operators specifically, the **Operator SDK "memcached" tutorial** walks you '
             'through building one end to end.'),
         (U, "SNO on the homelab, we'll be on openshift so i want the real thing not a toy. the "
             'r720s have 256gb each so ram isnt a problem lol'),
         (A, "With 256 GB per host you can give SNO plenty — I'd do 16 vCPU / 48 GB / 200 GB "
             'thin disk so you can actually run workloads on it.\n\nChecklist before you start:\n'
             '1. **DNS** — you need `api.<cluster>.<domain>` and `*.apps.<cluster>.<domain>` '
             "resolving to the VM's IP. Easiest with your own DNS server (Pi-hole/dnsmasq) at "
             'home.\n2. **Static IP / DHCP reservation** for the VM.\n3. **Red Hat account** — '
             'free developer subscription works for the Assisted Installer.\n4. In the Assisted '
             'Installer, choose "single node", download the discovery ISO, upload it to a '
             "datastore, boot the VM from it.\n5. Set the VM's **guest OS to RHEL 9**, enable "
             "`disk.EnableUUID = TRUE` in advanced settings.\n\nOnce it's up, do the memcached "
             'operator tutorial against it.'),
         (U, "i'll set it up this weekend. my wife will be thrilled, the basement already sounds "
             'like an airport. ok and the memcached tutorial after that'),
         (A, 'Ha — R720 fans are not known for their subtlety. Good luck with the install; the '
             'Assisted Installer is pretty forgiving, and DNS is where 90% of first attempts go '
             'wrong, so test those two records with `dig` before you boot the ISO.'),
         (U, 'ok. dziękuję'),
         decisions=(
             'Learn on Single-Node OpenShift on the homelab rather than kind or OpenShift Local',
         ),
         loops=(
             'Set up Single-Node OpenShift on the homelab this weekend',
             'Do the Operator SDK memcached tutorial once SNO is running',
         ),
         facts=(
             'Has been a VMware admin for 20 years',
             "Will own the company's OpenShift platform (migration next year)",
             'Has a homelab of 3 Dell R720s (256 GB RAM each) running ESXi in the basement',
             'Is married',
         ),
         split="tune-b"),
]
