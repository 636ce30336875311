"""Fresh held-out distillation cases, written by a labeller who had not seen the distiller, its
rules or the other sets; never edited after its output was read."""

from __future__ import annotations

from .distill_case import case

A, U, T = "assistant", "user", "tool"

CASES = [
    # ------------------------------------------------------------------ long coding sessions
    case("fr-pg-trigram-product-search", "claude-code",
         (U, "search on /products is timing out again now that the catalog is past 2M rows. the "
             "query is basically `name ILIKE '%' || q || '%'`. can you look at "
             "apps/catalog/search.py and tell me what to do"),
         (A, "Let me read the search module and check which indexes exist on the table."),
         (T, "$ sed -n 1,40p apps/catalog/search.py\n"
             "from django.db.models import Q\n"
             "from .models import Product\n\n"
             "def search_products(q: str, limit: int = 50):\n"
             "    qs = Product.objects.filter(Q(name__icontains=q) | Q(sku__icontains=q))\n"
             "    return qs.order_by('-updated_at')[:limit]\n"),
         (T, "$ psql shop -c \"\\d catalog_product\"\n"
             "Indexes:\n"
             "    \"catalog_product_pkey\" PRIMARY KEY, btree (id)\n"
             "    \"catalog_product_sku_key\" UNIQUE CONSTRAINT, btree (sku)\n"
             "    \"catalog_product_updated_at_idx\" btree (updated_at)"),
         (T, "$ psql shop -c \"EXPLAIN ANALYZE SELECT ... WHERE UPPER(name) LIKE UPPER('%x7-40%') "
             "OR UPPER(sku) LIKE UPPER('%x7-40%') ORDER BY updated_at DESC LIMIT 50\"\n"
             " Limit  (cost=0.43..91234.11 rows=50 width=412) (actual time=4121.330..4121.338)\n"
             "   ->  Index Scan Backward using catalog_product_updated_at_idx on catalog_product\n"
             "         Filter: ((upper(name) ~~ '%X7-40%') OR (upper(sku) ~~ '%X7-40%'))\n"
             "         Rows Removed by Filter: 2104877\n"
             " Execution Time: 4121.512 ms"),
         (A, "That's the problem: a leading-wildcard `ILIKE` can't use a btree, so Postgres walks "
             "the whole `updated_at` index and filters 2.1M rows.\n\n"
             "## Two realistic fixes\n\n"
             "1. **pg_trgm + GIN (`gin_trgm_ops`)** - keeps your exact `icontains` semantics, "
             "works for substrings and partial SKUs, no query rewrite beyond the index.\n"
             "2. **Full-text search (`tsvector` + GIN)** - better for natural-language queries "
             "and ranking, but it stems words and tokenizes on punctuation, so `X7-40` style "
             "fragments won't match the way users expect.\n\n"
             "Which way do you want to go: trigram or full-text?"),
         (U, "trigram. people search for partial SKUs like 'X7-40' all day, stemming is useless "
             "for that"),
         (A, "Agreed, trigram fits. I'll add the extension and two GIN indexes (name and sku) in "
             "a migration."),
         (T, "$ python manage.py makemigrations catalog --empty -n product_trgm\n"
             "Migrations for 'catalog':\n"
             "  apps/catalog/migrations/0042_product_trgm.py"),
         (A, "Before I fill it in: a plain `CREATE INDEX` on 2M rows takes a `SHARE` lock and "
             "blocks writes for the whole build (probably 1-3 minutes here). Options:\n\n"
             "- `AddIndexConcurrently` with `atomic = False` - no write lock, slower build, "
             "can't run inside a transaction\n"
             "- plain `AddIndex` during a maintenance window\n\n"
             "Which do you prefer?"),
         (U, "concurrently. we don't do maintenance windows anymore"),
         (T, "--- /dev/null\n+++ apps/catalog/migrations/0042_product_trgm.py\n"
             "@@ -0,0 +1,24 @@\n"
             "+from django.contrib.postgres.operations import AddIndexConcurrently, "
             "TrigramExtension\n"
             "+from django.contrib.postgres.indexes import GinIndex\n"
             "+from django.db import migrations\n+\n"
             "+class Migration(migrations.Migration):\n"
             "+    atomic = False\n"
             "+    dependencies = [('catalog', '0041_product_weight_grams')]\n"
             "+    operations = [\n"
             "+        TrigramExtension(),\n"
             "+        AddIndexConcurrently('product', GinIndex(fields=['name'], "
             "name='product_name_trgm', opclasses=['gin_trgm_ops'])),\n"
             "+        AddIndexConcurrently('product', GinIndex(fields=['sku'], "
             "name='product_sku_trgm', opclasses=['gin_trgm_ops'])),\n"
             "+    ]"),
         (T, "$ pytest apps/catalog -q\n"
             "........................................                                  [100%]\n"
             "40 passed in 6.81s"),
         (A, "Migration is in and tests pass. Since you're on trigram anyway, we could also rank "
             "results by `TrigramSimilarity` instead of `updated_at`, so `X7-40` beats "
             "`X7-400-B`. Want me to switch the ordering, or keep newest-first?"),
         (U, "yes order by similarity but keep the icontains filter, i don't want fuzzy matches "
             "showing up"),
         (T, "--- a/apps/catalog/search.py\n+++ b/apps/catalog/search.py\n"
             "@@ -1,6 +1,11 @@\n"
             "+from django.contrib.postgres.search import TrigramSimilarity\n"
             " from django.db.models import Q\n"
             "+from django.db.models.functions import Greatest\n"
             " from .models import Product\n"
             " \n"
             " def search_products(q: str, limit: int = 50):\n"
             "     qs = Product.objects.filter(Q(name__icontains=q) | Q(sku__icontains=q))\n"
             "-    return qs.order_by('-updated_at')[:limit]\n"
             "+    qs = qs.annotate(sim=Greatest(TrigramSimilarity('name', q), "
             "TrigramSimilarity('sku', q)))\n"
             "+    return qs.order_by('-sim', '-updated_at')[:limit]"),
         (T, "$ psql shop_local -c \"EXPLAIN ANALYZE ...\"\n"
             "   ->  Bitmap Heap Scan on catalog_product  (actual time=11.204..35.871 rows=212)\n"
             "         ->  BitmapOr\n"
             "               ->  Bitmap Index Scan on product_name_trgm\n"
             "               ->  Bitmap Index Scan on product_sku_trgm\n"
             " Execution Time: 38.402 ms"),
         (A, "Down from ~4.1 s to ~38 ms on your local copy.\n\n"
             "**Summary**\n- `pg_trgm` extension + two concurrent GIN trigram indexes\n"
             "- ILIKE filter unchanged, results ordered by similarity then recency\n\n"
             "Note the migration needs the `CREATE EXTENSION` privilege on staging/prod."),
         (U, "nice. ops already gave us that. i'll run the migration on staging tomorrow morning "
             "and watch the lock graph before it goes anywhere near prod"),
         (A, "Sounds like a plan. If the concurrent build fails midway it leaves an INVALID "
             "index; drop it and rerun rather than retrying on top of it."),
         decisions=("pg_trgm trigram GIN indexes for product search",
                    "build the indexes concurrently in a non-atomic migration",
                    "order search results by trigram similarity while keeping the icontains "
                    "filter"),
         loops=("run the trigram migration on staging and watch the locks before prod",),
         split="fresh"),

    case("fr-rust-cli-config-format", "cursor",
         (U, "ok so `tidemark` (my little rust cli for tide tables) needs a config file. right "
             "now everything is flags. what are my options"),
         (A, "A few ways to do this, roughly in order of how common they are for Rust CLIs:\n\n"
             "1. **YAML** via `serde_yaml` - familiar, but `serde_yaml` is unmaintained since "
             "2024 and YAML has footguns (`no` -> false, etc.)\n"
             "2. **TOML** via `toml` + `serde` - the Cargo-native choice, simple, comments "
             "allowed, good error spans\n"
             "3. **JSON** via `serde_json` - zero surprises, but no comments and awkward to "
             "hand-edit\n"
             "4. **Layered** with `figment` or `config` - merges file + env + flags, more "
             "moving parts\n\n"
             "For a small single-user tool I'd lean toward 2. Which do you want?"),
         (U, "2"),
         (A, "TOML it is. Where should the file live? I'd suggest the platform config dir via "
             "the `directories` crate (`~/.config/tidemark/config.toml` on Linux, "
             "`~/Library/Application Support/...` on macOS) with a `--config` override."),
         (U, "yeah platform dir + --config flag. flags should win over the file"),
         (A, "Here's the struct and loader."),
         (T, "--- a/src/config.rs\n+++ b/src/config.rs\n"
             "@@ -0,0 +1,31 @@\n"
             "+use serde::Deserialize;\n"
             "+use std::path::PathBuf;\n+\n"
             "+#[derive(Debug, Default, Deserialize)]\n"
             "+#[serde(deny_unknown_fields)]\n"
             "+pub struct FileConfig {\n"
             "+    pub station: Option<String>,\n"
             "+    pub units: Option<Units>,\n"
             "+    pub days: Option<u8>,\n"
             "+}\n+\n"
             "+pub fn load(path: Option<PathBuf>) -> anyhow::Result<FileConfig> {\n"
             "+    let path = match path.or_else(default_path) { Some(p) => p, None => "
             "return Ok(FileConfig::default()) };\n"
             "+    if !path.exists() { return Ok(FileConfig::default()); }\n"
             "+    let text = std::fs::read_to_string(&path)?;\n"
             "+    Ok(toml::from_str(&text)?)\n"
             "+}"),
         (T, "$ cargo build\n"
             "   Compiling tidemark v0.3.1 (/home/ines/src/tidemark)\n"
             "error[E0277]: the trait bound `Units: serde::Deserialize<'_>` is not satisfied\n"
             "  --> src/config.rs:10:16\n"
             "   |\n"
             "10 |     pub units: Option<Units>,\n"
             "   |                ^^^^^^^^^^^^^ the trait `Deserialize<'_>` is not implemented "
             "for `Units`\n"
             "error: could not compile `tidemark` (bin \"tidemark\") due to 1 previous error"),
         (A, "`Units` is the clap `ValueEnum` in `cli.rs`; it just needs `Deserialize` too, with "
             "lowercase renaming so `units = \"metric\"` works."),
         (T, "--- a/src/cli.rs\n+++ b/src/cli.rs\n"
             "@@ -3,7 +3,8 @@\n"
             "-#[derive(Clone, Copy, Debug, ValueEnum)]\n"
             "+#[derive(Clone, Copy, Debug, ValueEnum, serde::Deserialize)]\n"
             "+#[serde(rename_all = \"lowercase\")]\n"
             " pub enum Units { Metric, Imperial }"),
         (T, "$ cargo build && cargo test\n"
             "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.02s\n"
             "running 9 tests\n.........\n"
             "test result: ok. 9 passed; 0 failed; 0 ignored"),
         (A, "Builds and tests pass. Next is merging: clap args are `Option<T>` so I can do "
             "`args.station.or(file.station)`. One question - `deny_unknown_fields` makes typos "
             "in the config a hard error. Keep that, or warn and continue?"),
         (U, "hard error. i'd rather know"),
         (A, "Kept. Wiring the merge into `main.rs`."),
         (T, "--- a/src/main.rs\n+++ b/src/main.rs\n"
             "@@ -12,9 +12,12 @@ fn main() -> anyhow::Result<()> {\n"
             "     let args = Cli::parse();\n"
             "+    let file = config::load(args.config.clone())?;\n"
             "-    let station = args.station.context(\"--station is required\")?;\n"
             "+    let station = args.station.or(file.station)\n"
             "+        .context(\"no station: pass --station or set `station` in config.toml\")?;\n"
             "+    let units = args.units.or(file.units).unwrap_or(Units::Metric);\n"
             "+    let days = args.days.or(file.days).unwrap_or(3);"),
         (T, "$ printf 'station = \"Brest\"\\nunits = \"metrik\"\\n' > /tmp/t.toml && "
             "cargo run -q -- --config /tmp/t.toml\n"
             "Error: unknown variant `metrik`, expected `metric` or `imperial`\n"
             "  in `units`\n"),
         (A, "Error message is decent out of the box. Want me to add a `tidemark config init` "
             "subcommand that writes a commented template file?"),
         (U, "not now. what i do want: mention the file in --help"),
         (T, "--- a/src/cli.rs\n+++ b/src/cli.rs\n"
             "@@ -10,6 +10,8 @@\n"
             "-#[command(version, about)]\n"
             "+#[command(version, about, after_help = \"Settings can also be read from "
             "config.toml in the platform config dir (see --config).\")]"),
         (U, "perfect ty. i'll bump to 0.4.0 and publish to crates.io tonight after i write "
             "the changelog"),
         (A, "Nice. `cargo publish --dry-run` first is worth it since you added `toml` and "
             "`directories` as new dependencies."),
         decisions=("TOML config file via the toml crate",
                    "config in the platform config dir with a --config override",
                    "command-line flags take precedence over the config file",
                    "unknown config keys are a hard error"),
         loops=("write the changelog, bump to 0.4.0 and publish to crates.io",),
         split="fresh"),

    case("fr-go-retry-handrolled", "codex",
         (U, "Our payments-gateway client in Go has no retries and the upstream (Adyen sandbox) "
             "throws 503s a couple times an hour. Add retries to internal/psp/client.go. "
             "Use hashicorp/go-retryablehttp, it's what the other team uses."),
         (A, "I'll look at the client first."),
         (T, "$ cat internal/psp/client.go | head -40\n"
             "package psp\n\n"
             "type Client struct {\n"
             "\thttp    *http.Client\n"
             "\tbaseURL string\n"
             "\tapiKey  string\n}\n\n"
             "func (c *Client) do(ctx context.Context, req *http.Request) (*http.Response, "
             "error) {\n"
             "\treq = req.WithContext(ctx)\n"
             "\treq.Header.Set(\"X-API-Key\", c.apiKey)\n"
             "\treturn c.http.Do(req)\n}"),
         (T, "$ go get github.com/hashicorp/go-retryablehttp@latest\n"
             "go: added github.com/hashicorp/go-cleanhttp v0.5.2\n"
             "go: added github.com/hashicorp/go-retryablehttp v0.7.7"),
         (A, "Added the dependency. Plan:\n\n"
             "- wrap the client with `retryablehttp.NewClient()`, `RetryMax = 4`\n"
             "- use `.StandardClient()` so the rest of the code keeps `*http.Client`\n"
             "- only retry idempotent calls - for `POST /payments` I'll pass an "
             "`Idempotency-Key` header, otherwise a retry could double-charge\n\n"
             "Going ahead."),
         (T, "--- a/internal/psp/client.go\n+++ b/internal/psp/client.go\n"
             "@@ -14,7 +14,12 @@ func New(cfg Config) *Client {\n"
             "-\treturn &Client{http: &http.Client{Timeout: 10 * time.Second}, ...}\n"
             "+\trc := retryablehttp.NewClient()\n"
             "+\trc.RetryMax = 4\n"
             "+\trc.Logger = nil\n"
             "+\thc := rc.StandardClient()\n"
             "+\thc.Timeout = 10 * time.Second\n"
             "+\treturn &Client{http: hc, ...}"),
         (T, "$ go test ./internal/psp/...\n"
             "--- FAIL: TestCreatePayment_Retries503 (0.01s)\n"
             "    client_test.go:88: expected 3 attempts, got 1\n"
             "    client_test.go:89: body on retry was empty: \"\"\n"
             "FAIL\tgithub.com/kestrelpay/gateway/internal/psp\t0.412s"),
         (A, "Two issues. The request body is consumed on the first attempt because we build "
             "a plain `*http.Request` and the adapter can't rewind it unless `GetBody` is set; "
             "and the test server returns 503 with `Retry-After: 0`, which the default policy "
             "respects but then the empty body fails validation. I can fix it by building "
             "requests with `bytes.NewReader` so `GetBody` is populated."),
         (U, "hmm. honestly looking at the go.sum diff now, that pulled in cleanhttp too and "
             "our security review wants a justification per new module. scrap the library, "
             "just write a small retry loop ourselves. jittered exponential backoff, max 4 "
             "attempts, only on 502/503/504 and connection errors"),
         (A, "Understood - removing `go-retryablehttp` and writing a loop in `do()`. Each "
             "attempt will re-create the body from a `[]byte` so there's no rewind problem."),
         (T, "$ go mod tidy && git diff --stat go.mod go.sum\n"
             " go.mod |  2 --\n go.sum |  4 ----\n 2 files changed, 6 deletions(-)"),
         (T, "--- a/internal/psp/client.go\n+++ b/internal/psp/client.go\n"
             "@@ -22,10 +22,34 @@\n"
             "+var retryable = map[int]bool{502: true, 503: true, 504: true}\n+\n"
             "+func (c *Client) do(ctx context.Context, method, path string, body []byte) "
             "(*http.Response, error) {\n"
             "+\tvar lastErr error\n"
             "+\tfor attempt := 0; attempt < maxAttempts; attempt++ {\n"
             "+\t\tif attempt > 0 {\n"
             "+\t\t\td := backoff(attempt)\n"
             "+\t\t\tselect {\n"
             "+\t\t\tcase <-time.After(d):\n"
             "+\t\t\tcase <-ctx.Done():\n"
             "+\t\t\t\treturn nil, ctx.Err()\n"
             "+\t\t\t}\n"
             "+\t\t}\n"
             "+\t\treq, _ := http.NewRequestWithContext(ctx, method, c.baseURL+path, "
             "bytes.NewReader(body))\n"
             "+\t\tresp, err := c.http.Do(req)\n"
             "+\t\tif err == nil && !retryable[resp.StatusCode] {\n"
             "+\t\t\treturn resp, nil\n"
             "+\t\t}\n"
             "+\t\t...\n"
             "+\t}\n"
             "+\treturn nil, fmt.Errorf(\"psp: %d attempts: %w\", maxAttempts, lastErr)\n"
             "+}\n+\n"
             "+// backoff: 200ms * 2^n with full jitter, capped at 3s\n"),
         (T, "$ go test ./internal/psp/... -run Retr -v\n"
             "=== RUN   TestCreatePayment_Retries503\n"
             "--- PASS: TestCreatePayment_Retries503 (0.63s)\n"
             "=== RUN   TestCreatePayment_NoRetryOn400\n"
             "--- PASS: TestCreatePayment_NoRetryOn400 (0.00s)\n"
             "=== RUN   TestCreatePayment_ContextCancelStopsRetry\n"
             "--- PASS: TestCreatePayment_ContextCancelStopsRetry (0.05s)\n"
             "PASS\nok  \tgithub.com/kestrelpay/gateway/internal/psp\t0.719s"),
         (A, "All green, no new modules. The POST path sends an `Idempotency-Key` generated "
             "once per logical call and reused across attempts.\n\n"
             "Should I also honour `Retry-After` from the upstream when it's present?"),
         (U, "yes but cap it at the same 3s"),
         (T, "--- a/internal/psp/client.go\n+++ b/internal/psp/client.go\n"
             "@@ -41,6 +41,9 @@\n"
             "+\t\t\tif ra := parseRetryAfter(resp); ra > 0 {\n"
             "+\t\t\t\td = min(ra, maxBackoff)\n"
             "+\t\t\t}"),
         (T, "$ go test ./... \nok  \tgithub.com/kestrelpay/gateway/internal/psp\t0.731s\n"
             "ok  \tgithub.com/kestrelpay/gateway/internal/api\t1.204s"),
         (A, "Done. It'd be useful to export a counter of retries per status code so you can "
             "see if Adyen gets worse. Want me to wire it into your Prometheus registry?"),
         (U, "later, i'll add the metric myself when i do the dashboards next sprint. ship this"),
         decisions=("hand-rolled retry loop with jittered exponential backoff",
                    "at most 4 attempts, retrying only 502/503/504 and connection errors",
                    "honour Retry-After capped at 3 seconds",
                    "idempotency key reused across retry attempts"),
         superseded=("hashicorp/go-retryablehttp for retries",),
         loops=("add a retry-count metric when doing the dashboards next sprint",),
         split="fresh"),

    case("fr-react-signup-zod", "cursor",
         (U, "The checkout address form in web/src/features/checkout/AddressForm.tsx has "
             "validation spread over 4 useEffects and it's a mess. Want to redo it. What "
             "library?"),
         (A, "Looking at the file, you already use `react-hook-form` for the fields, so the "
             "question is mostly the schema layer:\n\n"
             "**A) zod** - TS-first, infer the form type from the schema, `@hookform/resolvers/"
             "zod`, works on the server too\n"
             "**B) yup** - mature, slightly weaker type inference, you already have it as a "
             "transitive dep via formik in the admin app\n"
             "**C) valibot** - tiny bundle, zod-like API, smaller ecosystem\n"
             "**D) keep it hand-written** - but as one `validate` function instead of effects\n\n"
             "I'd go A unless bundle size is critical."),
         (U, "A"),
         (A, "Good. I'll write the schema in `checkout/schema.ts` and derive the type from it."),
         (T, "--- /dev/null\n+++ b/web/src/features/checkout/schema.ts\n"
             "@@ -0,0 +1,19 @@\n"
             "+import { z } from 'zod';\n+\n"
             "+export const addressSchema = z.object({\n"
             "+  fullName: z.string().trim().min(2, 'Please enter your full name'),\n"
             "+  line1: z.string().trim().min(3),\n"
             "+  line2: z.string().trim().optional(),\n"
             "+  city: z.string().trim().min(2),\n"
             "+  postcode: z.string().trim(),\n"
             "+  country: z.enum(['NL', 'BE', 'DE', 'FR']),\n"
             "+}).superRefine((v, ctx) => {\n"
             "+  if (!POSTCODE[v.country].test(v.postcode)) {\n"
             "+    ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Invalid postcode' "
             "});\n"
             "+  }\n"
             "+});\n+\n"
             "+export type Address = z.infer<typeof addressSchema>;"),
         (A, "When should errors show: on blur, on change, or only on submit? Right now the "
             "effects fire on every keystroke which is why people complain about red text "
             "while typing."),
         (U, "on blur first then on change after the first error. whatever rhf calls that"),
         (A, "That's `mode: 'onTouched'` (validate on blur, then re-validate on change once "
             "touched). Updating the component."),
         (T, "--- a/web/src/features/checkout/AddressForm.tsx\n"
             "+++ b/web/src/features/checkout/AddressForm.tsx\n"
             "@@ -1,60 +1,28 @@\n"
             "-import { useEffect, useState } from 'react';\n"
             "+import { zodResolver } from '@hookform/resolvers/zod';\n"
             "+import { addressSchema, type Address } from './schema';\n"
             "...\n"
             "-  useEffect(() => { if (postcode && !/^\\d{4}\\s?[A-Z]{2}$/.test(postcode)) "
             "setErr(...) }, [postcode]);\n"
             "-  useEffect(() => { ... }, [country]);\n"
             "+  const form = useForm<Address>({ resolver: zodResolver(addressSchema), "
             "mode: 'onTouched' });"),
         (T, "$ pnpm --filter web test -- AddressForm\n"
             " FAIL  src/features/checkout/AddressForm.test.tsx > shows postcode error\n"
             "TestingLibraryElementError: Unable to find an element with the text: "
             "Postcode is invalid\n"
             " Test Files  1 failed (1)\n      Tests  1 failed | 6 passed (7)"),
         (A, "The test asserts the old copy, 'Postcode is invalid'. Should I change the schema "
             "message to match the test, or update the test to 'Invalid postcode'?"),
         (U, "keep the old copy, translators already have that string"),
         (T, "--- a/web/src/features/checkout/schema.ts\n"
             "+++ b/web/src/features/checkout/schema.ts\n"
             "-    ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Invalid postcode' "
             "});\n"
             "+    ctx.addIssue({ code: 'custom', path: ['postcode'], message: t('checkout."
             "postcodeInvalid') });"),
         (T, "$ pnpm --filter web test -- AddressForm\n"
             " Test Files  1 passed (1)\n      Tests  7 passed (7)\n   Duration  1.94s"),
         (T, "$ pnpm --filter web build\n"
             "dist/assets/checkout-Bq2xk1.js   48.12 kB | gzip: 15.40 kB\n"
             "built in 6.02s"),
         (A, "Passing. Bundle for the checkout chunk went up ~13 kB gzipped from zod. Since "
             "you're here, the `SignupForm` and `ProfileForm` have the same useEffect pattern - "
             "want me to migrate them too?"),
         (U, "signup yes but i'll do it myself next week, it has the captcha stuff and i want "
             "to understand it. profile form is getting deleted in the redesign so leave it"),
         (A, "Makes sense. When you do Signup, you can reuse the `POSTCODE` map from "
             "`schema.ts` - I exported it."),
         (U, "+1"),
         decisions=("zod for checkout form validation with the react-hook-form zod resolver",
                    "validate on blur then on change (onTouched mode)",
                    "keep the existing translated postcode error copy",
                    "leave ProfileForm as is since it is being deleted in the redesign"),
         loops=("migrate SignupForm to zod next week",),
         split="fresh"),

    case("fr-py-drop-311", "claude-code",
         (U, "CI on pyarrowlite is red on the 3.11 leg since I merged the typing cleanup. "
             "Can you check what's going on"),
         (A, "Pulling up the latest CI log."),
         (T, "$ gh run view 9921374401 --log-failed | tail -25\n"
             "test (3.11)  Run pytest -q\n"
             "ImportError while loading conftest '/home/runner/work/pyarrowlite/tests/"
             "conftest.py'.\n"
             "tests/conftest.py:3: in <module>\n"
             "    from pyarrowlite.table import Table\n"
             "src/pyarrowlite/table.py:5: in <module>\n"
             "    from typing import Self, override\n"
             "E   ImportError: cannot import name 'override' from 'typing' "
             "(/opt/hostedtoolcache/Python/3.11.9/x64/lib/python3.11/typing.py)\n"
             "Error: Process completed with exit code 4."),
         (A, "`typing.override` was added in 3.12. Two ways out:\n\n"
             "1. Import it from `typing_extensions` (adds a runtime dependency on 3.11)\n"
             "2. Guard it: `if sys.version_info >= (3, 12): from typing import override` "
             "else a no-op decorator\n"
             "3. Drop 3.11 and require 3.12+\n\n"
             "3.11 is still in security support until Oct 2027, so some users may be on it. "
             "What do you want to do?"),
         (U, "drop 3.11 support. nobody in the issue tracker is on it and i also want PEP 695 "
             "generics. bump requires-python and clean up CI"),
         (T, "--- a/pyproject.toml\n+++ b/pyproject.toml\n"
             "@@ -6,13 +6,12 @@\n"
             "-requires-python = \">=3.11\"\n"
             "+requires-python = \">=3.12\"\n"
             " classifiers = [\n"
             "-    \"Programming Language :: Python :: 3.11\",\n"
             "     \"Programming Language :: Python :: 3.12\",\n"
             "     \"Programming Language :: Python :: 3.13\",\n"
             "@@ -40,7 +39,7 @@\n"
             " [tool.ruff]\n"
             "-target-version = \"py311\"\n"
             "+target-version = \"py312\""),
         (T, "--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n"
             "@@ -14,7 +14,7 @@ jobs:\n"
             "     strategy:\n"
             "       matrix:\n"
             "-        python: ['3.11', '3.12', '3.13']\n"
             "+        python: ['3.12', '3.13']"),
         (T, "$ uvx ruff check src tests\n"
             "src/pyarrowlite/column.py:18:1: UP040 Type alias `Scalar` uses `TypeAlias` "
             "annotation instead of the `type` keyword\n"
             "src/pyarrowlite/column.py:31:7: UP046 Generic class `Column` uses `Generic` "
             "subclass instead of type parameters\n"
             "src/pyarrowlite/table.py:12:7: UP046 Generic class `Table` uses `Generic` "
             "subclass instead of type parameters\n"
             "Found 3 errors.\n[*] 3 fixable with the `--unsafe-fixes` option."),
         (A, "With the target bumped, ruff now wants PEP 695 syntax, which is what you said "
             "you wanted anyway. Apply the fixes?"),
         (U, "yep"),
         (T, "$ uvx ruff check src tests --fix --unsafe-fixes && git diff --stat\n"
             "Found 3 errors (3 fixed, 0 remaining).\n"
             " src/pyarrowlite/column.py | 8 +++-----\n"
             " src/pyarrowlite/table.py  | 6 ++----\n"
             " 2 files changed, 5 insertions(+), 9 deletions(-)"),
         (T, "$ uv run --python 3.12 pytest -q && uv run --python 3.13 pytest -q\n"
             "........................................................................ [ 81%]\n"
             "................                                                         [100%]\n"
             "88 passed in 2.14s\n"
             "........................................................................ [ 81%]\n"
             "................                                                         [100%]\n"
             "88 passed in 1.98s"),
         (A, "Both versions pass. There's also `tox.ini` still listing `py311`, and the README "
             "says 'Python 3.11+'. Should I fix both?"),
         (U, "tox.ini - actually just delete tox.ini, we only use uv now. readme yes"),
         (T, "$ git rm -q tox.ini && sed -i 's/Python 3.11+/Python 3.12+/' README.md && "
             "git status -s\n"
             "D  tox.ini\n M .github/workflows/ci.yml\n M README.md\n M pyproject.toml\n"
             " M src/pyarrowlite/column.py\n M src/pyarrowlite/table.py"),
         (A, "All set. Since this drops a supported Python version, it's a breaking change "
             "under your versioning policy - I'd release it as 0.9.0 rather than 0.8.4 and add "
             "a CHANGELOG entry. Want me to draft the changelog entry?"),
         (U, "0.9.0 yes. I'll write the changelog myself, I want to mention the generics "
             "change properly. I'll also pin the last 3.11-compatible version in the discussion "
             "thread before tagging"),
         (A, "Got it. Last 3.11-compatible release is 0.8.3 per `git tag`."),
         decisions=("drop Python 3.11 support and require 3.12+",
                    "adopt PEP 695 type parameter syntax",
                    "delete tox.ini and use uv only",
                    "release the change as 0.9.0"),
         loops=("write the 0.9.0 changelog entry",
                "post the last 3.11-compatible version (0.8.3) in the discussion thread before "
                "tagging"),
         split="fresh"),

    case("fr-rails-backfill-batches", "claude-code",
         (U, "need to add `billing_country` (string, not null eventually) to `orders`. prod "
             "table is ~41M rows on postgres 15. write the migration and backfill it from "
             "`addresses.country_code`"),
         (A, "Let me check the schema and how the address is linked."),
         (T, "$ bin/rails runner 'puts Order.count; puts Order.connection.select_value(\""
             "select pg_size_pretty(pg_total_relation_size(\\'orders\\'))\")'\n"
             "412\n"
             "96 kB"),
         (T, "$ grep -n 'billing_address' app/models/order.rb\n"
             "7:  belongs_to :billing_address, class_name: 'Address', optional: true"),
         (A, "Plan: (1) add nullable column, (2) backfill, (3) add NOT NULL later. How do you "
             "want the backfill done?"),
         (U, "just do it in one UPDATE ... FROM addresses in the migration, simplest"),
         (A, "I can, but on 41M rows a single `UPDATE` will:\n\n"
             "- hold row locks on every order until it commits (checkout writes to `orders` "
             "would queue behind it)\n"
             "- rewrite every row and generate tens of GB of WAL, which will lag your read "
             "replica\n"
             "- run inside the migration transaction, so a timeout rolls all of it back\n\n"
             "The usual alternative is a background job that updates in batches of ~10k ids "
             "with a short sleep in between, outside the migration. Want to keep the single "
             "UPDATE anyway, or go with batches?"),
         (U, "ugh you're right, the replica lag alerts page me. ok, batches then"),
         (A, "Going with batches. Migration first - nullable column only."),
         (T, "$ bin/rails g migration AddBillingCountryToOrders billing_country:string\n"
             "      invoke  active_record\n"
             "      create    db/migrate/20250611093012_add_billing_country_to_orders.rb"),
         (T, "$ cat db/migrate/20250611093012_add_billing_country_to_orders.rb\n"
             "class AddBillingCountryToOrders < ActiveRecord::Migration[7.1]\n"
             "  def change\n"
             "    add_column :orders, :billing_country, :string, limit: 2\n"
             "  end\n"
             "end"),
         (T, "--- /dev/null\n+++ b/app/jobs/backfill_billing_country_job.rb\n"
             "@@ -0,0 +1,22 @@\n"
             "+class BackfillBillingCountryJob < ApplicationJob\n"
             "+  BATCH = 10_000\n"
             "+  queue_as :maintenance\n+\n"
             "+  def perform(start_id = 0)\n"
             "+    max_id = Order.maximum(:id)\n"
             "+    (start_id..max_id).step(BATCH) do |from|\n"
             "+      Order.connection.exec_update(<<~SQL, 'backfill', [from, from + BATCH])\n"
             "+        UPDATE orders o SET billing_country = a.country_code\n"
             "+        FROM addresses a\n"
             "+        WHERE a.id = o.billing_address_id AND o.id >= $1 AND o.id < $2\n"
             "+          AND o.billing_country IS NULL\n"
             "+      SQL\n"
             "+      sleep 0.2\n"
             "+    end\n"
             "+  end\n"
             "+end"),
         (T, "$ bin/rails db:migrate && bin/rails runner 'BackfillBillingCountryJob."
             "perform_now'\n"
             "== 20250611093012 AddBillingCountryToOrders: migrating ======================\n"
             "-- add_column(:orders, :billing_country, :string, {:limit=>2})\n"
             "   -> 0.0041s\n"
             "== 20250611093012 AddBillingCountryToOrders: migrated (0.0042s) =============\n"
             "$ bin/rails runner 'p Order.where(billing_country: nil).count'\n"
             "17"),
         (A, "17 orders are still null locally. They all have `billing_address_id IS NULL` - "
             "guest checkouts from before 2021. For those, should I fall back to the shipping "
             "address country, or leave them null and skip the NOT NULL constraint?"),
         (U, "fall back to shipping address. and if both are missing, 'ZZ'"),
         (T, "--- a/app/jobs/backfill_billing_country_job.rb\n"
             "+++ b/app/jobs/backfill_billing_country_job.rb\n"
             "@@ -8,9 +8,11 @@\n"
             "-        UPDATE orders o SET billing_country = a.country_code\n"
             "-        FROM addresses a\n"
             "-        WHERE a.id = o.billing_address_id AND o.id >= $1 AND o.id < $2\n"
             "+        UPDATE orders o SET billing_country = COALESCE(b.country_code, "
             "s.country_code, 'ZZ')\n"
             "+        FROM orders o2\n"
             "+        LEFT JOIN addresses b ON b.id = o2.billing_address_id\n"
             "+        LEFT JOIN addresses s ON s.id = o2.shipping_address_id\n"
             "+        WHERE o2.id = o.id AND o.id >= $1 AND o.id < $2"),
         (T, "$ bin/rspec spec/jobs/backfill_billing_country_job_spec.rb\n"
             "...\n\nFinished in 0.81 seconds (files took 2.4 seconds to load)\n"
             "3 examples, 0 failures"),
         (A, "Done and specced (billing, shipping fallback, ZZ). For the NOT NULL: the safe "
             "way on PG 15 is a `CHECK (billing_country IS NOT NULL) NOT VALID`, then "
             "`VALIDATE CONSTRAINT` in a separate migration, then `change_column_null`. I'd "
             "put that in a follow-up PR after the backfill has finished in prod. OK?"),
         (U, "yes, separate PR after the backfill. i'll kick the job off in prod saturday "
             "morning when traffic is lowest and open the constraint PR after"),
         (A, "Sounds right. With 10k batches and 0.2 s sleeps, 41M rows is roughly 4,100 "
             "batches - expect 30-60 minutes depending on the join."),
         decisions=("backfill billing_country in batches of 10k in a background job",
                    "fall back to the shipping address country, then 'ZZ'",
                    "add the NOT NULL constraint in a separate follow-up PR after the "
                    "backfill"),
         superseded=("backfill with a single UPDATE in the migration",),
         loops=("run the backfill job in production on Saturday morning",
                "open the NOT NULL constraint PR after the backfill finishes"),
         split="fresh"),

    case("fr-k8s-readiness-probes", "codex",
         (U, "pods for `ledger-api` keep getting killed during deploys on our GKE cluster. "
             "restarts go up by 3-4 each rollout. here's describe:\n\n"
             "```\n"
             "Events:\n"
             "  Warning  Unhealthy  41s (x6 over 91s)  kubelet  Liveness probe failed: Get "
             "\"http://10.4.2.17:8080/health\": context deadline exceeded (Client.Timeout "
             "exceeded while awaiting headers)\n"
             "  Normal   Killing    41s               kubelet  Container ledger-api failed "
             "liveness probe, will be restarted\n"
             "```"),
         (A, "Let me look at the deployment manifest and the health handler."),
         (T, "$ sed -n '/livenessProbe/,/resources/p' deploy/ledger-api/deployment.yaml\n"
             "        livenessProbe:\n"
             "          httpGet: { path: /health, port: 8080 }\n"
             "          initialDelaySeconds: 10\n"
             "          periodSeconds: 5\n"
             "          timeoutSeconds: 1\n"
             "          failureThreshold: 3\n"
             "        readinessProbe:\n"
             "          httpGet: { path: /health, port: 8080 }\n"
             "          periodSeconds: 5\n"
             "        resources:"),
         (T, "$ grep -rn 'health' src/main/kotlin/ledger/http/Routes.kt\n"
             "42:    get(\"/health\") { call.respond(if (db.ping() && kafka.isConnected()) OK "
             "else ServiceUnavailable) }"),
         (A, "Two things combine here:\n\n"
             "1. **Same endpoint for liveness and readiness**, and it checks Postgres and Kafka. "
             "If Kafka is slow during a rebalance, liveness fails and kubelet *kills* a pod "
             "that only needed to be taken out of rotation.\n"
             "2. **Startup is slower than the liveness window** - JVM + Flyway takes ~25-40 s "
             "from your logs, but liveness starts failing at 10 + 3x5 = 25 s.\n\n"
             "Proposal:\n"
             "- `/livez` - process is up, no dependency checks\n"
             "- `/readyz` - DB + Kafka checks\n"
             "- a `startupProbe` on `/livez` with a generous budget (e.g. 30 x 2 s) instead of "
             "tuning `initialDelaySeconds`\n\n"
             "Want me to do all three?"),
         (U, "yes do that. keep /health as an alias for /readyz for a while tho, the "
             "uptime checker hits it"),
         (T, "--- a/src/main/kotlin/ledger/http/Routes.kt\n"
             "+++ b/src/main/kotlin/ledger/http/Routes.kt\n"
             "@@ -40,5 +40,9 @@\n"
             "-    get(\"/health\") { call.respond(if (db.ping() && kafka.isConnected()) OK "
             "else ServiceUnavailable) }\n"
             "+    get(\"/livez\") { call.respond(OK) }\n"
             "+    val ready: suspend RoutingContext.() -> Unit = {\n"
             "+        call.respond(if (db.ping() && kafka.isConnected()) OK else "
             "ServiceUnavailable)\n"
             "+    }\n"
             "+    get(\"/readyz\", ready)\n"
             "+    get(\"/health\", ready) // deprecated alias, used by uptime checker"),
         (T, "--- a/deploy/ledger-api/deployment.yaml\n"
             "+++ b/deploy/ledger-api/deployment.yaml\n"
             "@@ -31,14 +31,20 @@\n"
             "+        startupProbe:\n"
             "+          httpGet: { path: /livez, port: 8080 }\n"
             "+          periodSeconds: 2\n"
             "+          failureThreshold: 30\n"
             "         livenessProbe:\n"
             "-          httpGet: { path: /health, port: 8080 }\n"
             "-          initialDelaySeconds: 10\n"
             "+          httpGet: { path: /livez, port: 8080 }\n"
             "           periodSeconds: 5\n"
             "-          timeoutSeconds: 1\n"
             "+          timeoutSeconds: 2\n"
             "           failureThreshold: 3\n"
             "         readinessProbe:\n"
             "-          httpGet: { path: /health, port: 8080 }\n"
             "+          httpGet: { path: /readyz, port: 8080 }\n"
             "           periodSeconds: 5"),
         (T, "$ ./gradlew test --tests '*RoutesTest*'\n"
             "> Task :test\n"
             "RoutesTest > livez returns 200 even when kafka is down() PASSED\n"
             "RoutesTest > readyz returns 503 when kafka is down() PASSED\n"
             "RoutesTest > health aliases readyz() PASSED\n"
             "BUILD SUCCESSFUL in 21s"),
         (T, "$ kubectl --context staging apply -f deploy/ledger-api/ && kubectl --context "
             "staging rollout status deploy/ledger-api\n"
             "deployment.apps/ledger-api configured\n"
             "Waiting for deployment \"ledger-api\" rollout to finish: 1 of 3 updated replicas "
             "are available...\n"
             "Waiting for deployment \"ledger-api\" rollout to finish: 2 of 3 updated replicas "
             "are available...\n"
             "deployment \"ledger-api\" successfully rolled out"),
         (T, "$ kubectl --context staging get pods -l app=ledger-api\n"
             "NAME                          READY   STATUS    RESTARTS   AGE\n"
             "ledger-api-7d9c5f8b6-4kq2x    1/1     Running   0          2m11s\n"
             "ledger-api-7d9c5f8b6-9hvtn    1/1     Running   0          1m38s\n"
             "ledger-api-7d9c5f8b6-xw7lp    1/1     Running   0          1m02s"),
         (A, "Staging rollout: zero restarts. Separately, I noticed there's no "
             "PodDisruptionBudget for `ledger-api`, so a node drain could take all 3 replicas "
             "at once. Want me to add one with `minAvailable: 2`?"),
         (U, "no, PDBs are owned by the platform team in their repo. i'll ask them in "
             "#platform to add one for ledger-api"),
         (A, "OK. Also worth raising the readiness `failureThreshold` so a single slow Kafka "
             "check doesn't flap the pod out of the Service - maybe 3?"),
         (U, "leave it at default for now, we'll see on prod"),
         decisions=("separate /livez (no dependency checks) and /readyz (DB and Kafka) "
                    "endpoints",
                    "add a startupProbe instead of tuning initialDelaySeconds",
                    "keep /health as a deprecated alias of /readyz for the uptime checker",
                    "leave the readiness failureThreshold at default for now"),
         loops=("ask the platform team in #platform to add a PodDisruptionBudget for "
                "ledger-api",),
         split="fresh"),

    case("fr-swift-persistence-coredata", "claude-code",
         (U, "starting the offline storage for our field inspection app (iPad, SwiftUI). "
             "inspections + photos + checklist answers, syncs to our API when back online. "
             "I'm the only iOS dev here so I want something boring. SwiftData or Core Data?"),
         (A, "Both are reasonable. Quick comparison for your case:\n\n"
             "| | SwiftData | Core Data |\n|---|---|---|\n"
             "| Min OS | iOS 17 | anything |\n"
             "| SwiftUI integration | `@Query`, `@Model`, very little code | "
             "`@FetchRequest`, more boilerplate |\n"
             "| Migrations | `VersionedSchema` + `SchemaMigrationPlan`, still rough | mature, "
             "lightweight migrations just work |\n"
             "| Background work | `ModelActor` | "
             "`NSPersistentContainer.performBackgroundTask` |\n\n"
             "What's your deployment target?"),
         (U, "we're on iOS 17+ already. let's go SwiftData, less code"),
         (A, "SwiftData it is. I'll start with the models."),
         (T, "--- /dev/null\n+++ FieldInspect/Storage/Models.swift\n"
             "@@ -0,0 +1,26 @@\n"
             "+import SwiftData\n+\n"
             "+@Model final class Inspection {\n"
             "+    @Attribute(.unique) var remoteID: UUID\n"
             "+    var siteName: String\n"
             "+    var startedAt: Date\n"
             "+    var syncState: SyncState\n"
             "+    @Relationship(deleteRule: .cascade) var answers: [Answer] = []\n"
             "+    @Relationship(deleteRule: .cascade) var photos: [Photo] = []\n"
             "+}\n"
             "+@Model final class Photo {\n"
             "+    @Attribute(.externalStorage) var jpeg: Data\n"
             "+    var takenAt: Date\n"
             "+}"),
         (T, "$ xcodebuild test -scheme FieldInspect -destination 'platform=iOS Simulator,"
             "name=iPad Air 11-inch (M2)' | xcpretty\n"
             "Test Suite 'StorageTests' started\n"
             "    ok testInsertInspectionWithPhotos (0.214 seconds)\n"
             "    ok testCascadeDelete (0.051 seconds)\n"
             "Executed 2 tests, with 0 failures"),
         (U, "ok wait. just got out of a meeting - sales signed the water utility and half "
             "their iPads are stuck on iPadOS 16 (MDM locked, not upgrading until next year). "
             "so we need 16."),
         (A, "That rules out SwiftData, which requires iOS 17. Options:\n\n"
             "1. **Core Data** for everything, targeting iOS 16\n"
             "2. **GRDB** (SQLite wrapper) - explicit SQL, great migrations, third-party\n"
             "3. Keep SwiftData behind `#available(iOS 17, *)` with a Core Data fallback - two "
             "stores to maintain, I would not recommend it\n\n"
             "Which one?"),
         (U, "1. core data. no third party deps if I can help it and I'm not maintaining two"),
         (A, "Switching to Core Data with `iOS 16.0` as the deployment target. I'll remove "
             "the SwiftData models and create the `.xcdatamodeld`."),
         (T, "$ git rm -q FieldInspect/Storage/Models.swift && sed -i '' 's/"
             "IPHONEOS_DEPLOYMENT_TARGET = 17.0/IPHONEOS_DEPLOYMENT_TARGET = 16.0/g' "
             "FieldInspect.xcodeproj/project.pbxproj && git diff --stat\n"
             " FieldInspect.xcodeproj/project.pbxproj | 4 ++--\n"
             " FieldInspect/Storage/Models.swift       | 26 --------------------------\n"
             " 2 files changed, 2 insertions(+), 28 deletions(-)"),
         (T, "--- /dev/null\n+++ FieldInspect/Storage/PersistenceController.swift\n"
             "@@ -0,0 +1,24 @@\n"
             "+import CoreData\n+\n"
             "+final class PersistenceController {\n"
             "+    static let shared = PersistenceController()\n"
             "+    let container: NSPersistentContainer\n+\n"
             "+    init(inMemory: Bool = false) {\n"
             "+        container = NSPersistentContainer(name: \"FieldInspect\")\n"
             "+        if inMemory { container.persistentStoreDescriptions.first!.url = "
             "URL(fileURLWithPath: \"/dev/null\") }\n"
             "+        container.loadPersistentStores { _, error in\n"
             "+            if let error { fatalError(\"Core Data store failed: \\(error)\") }\n"
             "+        }\n"
             "+        container.viewContext.automaticallyMergesChangesFromParent = true\n"
             "+    }\n"
             "+}"),
         (A, "For photos: Core Data's 'Allows External Storage' on a Binary Data attribute "
             "does the same thing as SwiftData's `.externalStorage`. Alternatively, write JPEGs "
             "to the app's Documents folder yourself and store only the filename - easier to "
             "upload in the background with `URLSession` later. Which?"),
         (U, "files on disk, just the filename in core data. the upload queue will want file "
             "URLs anyway"),
         (T, "$ xcodebuild test -scheme FieldInspect -destination 'platform=iOS Simulator,"
             "name=iPad (9th generation),OS=16.4' | xcpretty\n"
             "Test Suite 'StorageTests' started\n"
             "    X testInsertInspectionWithPhotos, failed: caught "
             "\"NSInvalidArgumentException\", "
             "\"+entityForName: nil is not a legal NSPersistentStoreCoordinator for searching "
             "for entity name 'Inspection'\"\n"
             "Executed 2 tests, with 1 failure"),
         (A, "The test creates its own `NSManagedObjectContext` instead of using the "
             "controller's in-memory container. Fixing the test setup."),
         (T, "--- a/FieldInspectTests/StorageTests.swift\n"
             "+++ b/FieldInspectTests/StorageTests.swift\n"
             "-    let ctx = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)\n"
             "+    let ctx = PersistenceController(inMemory: true).container.viewContext"),
         (T, "$ xcodebuild test ... OS=16.4 | xcpretty\n"
             "    ok testInsertInspectionWithPhotos (0.188 seconds)\n"
             "    ok testCascadeDelete (0.044 seconds)\n"
             "    ok testPhotoFileDeletedWithInspection (0.061 seconds)\n"
             "Executed 3 tests, with 0 failures"),
         (A, "Green on iPadOS 16.4. Next step would be the sync layer - want me to sketch the "
             "`syncState` state machine now?"),
         (U, "tomorrow. I still need to get the API contract for uploads from backend (Oskar) "
             "before that makes sense, I'll chase him in the morning"),
         decisions=("Core Data for offline storage",
                    "iOS/iPadOS 16 as the minimum deployment target",
                    "store photo JPEGs as files on disk with only the filename in Core Data",
                    "no third-party persistence dependencies"),
         superseded=("SwiftData for offline storage",),
         loops=("get the upload API contract from Oskar before building the sync layer",),
         facts=("is the only iOS developer at their company",),
         split="fresh"),

    case("fr-gha-pnpm-monorepo-ci", "cursor",
         (U, "we moved from circleci to github actions last week and CI takes 14 min on "
             "every push, was 6 on circle. monorepo, pnpm workspaces, turbo. here's the "
             "workflow. make it fast"),
         (A, "Let me read the workflow and a recent run's timing."),
         (T, "$ cat .github/workflows/ci.yml\n"
             "name: ci\non: [push]\njobs:\n  all:\n    runs-on: ubuntu-latest\n"
             "    steps:\n"
             "      - uses: actions/checkout@v4\n"
             "      - uses: actions/setup-node@v4\n        with: { node-version: 20 }\n"
             "      - run: npm i -g pnpm@9\n"
             "      - run: pnpm install\n"
             "      - run: pnpm turbo run lint typecheck test build"),
         (T, "$ gh run view 9803311245 --json jobs --jq '.jobs[0].steps[] | "
             "[.name, .completedAt, .startedAt] | @tsv'\n"
             "Set up job\t...\t0:02\n"
             "Run actions/checkout@v4\t...\t0:04\n"
             "Run actions/setup-node@v4\t...\t0:06\n"
             "Run npm i -g pnpm@9\t...\t0:09\n"
             "Run pnpm install\t...\t4:12\n"
             "Run pnpm turbo run lint typecheck test build\t...\t9:31"),
         (A, "Where the time goes:\n\n"
             "- **`pnpm install` - 4 min**: nothing is cached; the pnpm store is downloaded "
             "fresh every run.\n"
             "- **turbo - 9.5 min**: no remote or local cache, so every package rebuilds, and "
             "lint/typecheck/test/build run serially in one job.\n\n"
             "Fixes, from easiest:\n"
             "1. `pnpm/action-setup` + `actions/setup-node` with `cache: pnpm` (store cache)\n"
             "2. Cache `.turbo` with `actions/cache`, keyed on the commit with a restore "
             "prefix\n"
             "3. Split into parallel jobs (lint+typecheck / test / build)\n"
             "4. Vercel Remote Cache for turbo (needs a token and an account)\n\n"
             "I'd do 1-3 now. Should I include 4?"),
         (U, "1-3 yes. no vercel, legal will want a DPA for that and i'm not starting that "
             "fight"),
         (T, "--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n"
             "@@ -1,14 +1,46 @@\n"
             " name: ci\n"
             "-on: [push]\n"
             "+on:\n+  push: { branches: [main] }\n+  pull_request:\n"
             "+concurrency: { group: ci-${{ github.ref }}, cancel-in-progress: true }\n"
             " jobs:\n"
             "-  all:\n"
             "+  check:\n"
             "+    strategy:\n"
             "+      matrix:\n"
             "+        task: [lint typecheck, test, build]\n"
             "     runs-on: ubuntu-latest\n"
             "     steps:\n"
             "       - uses: actions/checkout@v4\n"
             "+      - uses: pnpm/action-setup@v4\n"
             "       - uses: actions/setup-node@v4\n"
             "-        with: { node-version: 20 }\n"
             "-      - run: npm i -g pnpm@9\n"
             "-      - run: pnpm install\n"
             "-      - run: pnpm turbo run lint typecheck test build\n"
             "+        with: { node-version-file: .nvmrc, cache: pnpm }\n"
             "+      - uses: actions/cache@v4\n"
             "+        with:\n"
             "+          path: .turbo\n"
             "+          key: turbo-${{ matrix.task }}-${{ github.sha }}\n"
             "+          restore-keys: turbo-${{ matrix.task }}-\n"
             "+      - run: pnpm install --frozen-lockfile\n"
             "+      - run: pnpm turbo run ${{ matrix.task }} --cache-dir=.turbo"),
         (A, "Note I also changed the trigger to `push` on main + `pull_request`, with "
             "`cancel-in-progress` - before, every push to a PR branch ran twice if you also "
             "had the PR open. Is that OK, or do you need CI on pushes to non-PR branches?"),
         (U, "that's fine, nobody pushes branches without a PR"),
         (T, "$ git push -u origin ci/speedup && gh run watch\n"
             "X check (test) in 2m41s\n"
             "  X Run pnpm turbo run test --cache-dir=.turbo\n"
             "    @acme/web:test: Error: Cannot find module '@acme/ui/dist/index.js'\n"
             "    @acme/web:test: Require stack:\n"
             "    @acme/web:test: - /home/runner/work/acme/apps/web/src/__tests__/setup.ts\n"
             "ok check (lint typecheck) in 1m58s\n"
             "ok check (build) in 3m05s"),
         (A, "`web` tests import the built `@acme/ui` package, and in the split setup the test "
             "job no longer runs `build` first. Two ways: make `test` depend on `^build` in "
             "`turbo.json`, or point `web`'s test config at `ui`'s source via a path alias. "
             "The first is the standard turbo way and the cache makes it cheap. Do that?"),
         (U, "yep ^build"),
         (T, "--- a/turbo.json\n+++ b/turbo.json\n"
             "@@ -9,7 +9,8 @@\n"
             "     \"test\": {\n"
             "+      \"dependsOn\": [\"^build\"],\n"
             "       \"outputs\": [\"coverage/**\"]\n"
             "     },"),
         (T, "$ git commit -qam 'turbo: test depends on ^build' && git push && gh run watch\n"
             "ok check (lint typecheck) in 1m12s\n"
             "ok check (test) in 2m20s\n"
             "ok check (build) in 1m49s\n"
             "Run ci (9803519870) completed with 'success'"),
         (T, "$ gh run rerun 9803519870 && gh run watch\n"
             "ok check (lint typecheck) in 0m51s\n"
             "ok check (test) in 1m03s\n"
             "ok check (build) in 0m58s"),
         (A, "Cold: ~2m20s wall clock (jobs run in parallel). Warm cache: ~1 minute. Down from "
             "14.\n\nThe old `.circleci/config.yml` is still in the repo - want me to delete it "
             "in this PR?"),
         (U, "leave it for now, i want a week of green runs on actions first. i'll delete it "
             "myself after that"),
         (A, "Makes sense. I'll leave it."),
         decisions=("cache the pnpm store via setup-node cache: pnpm",
                    "cache .turbo with actions/cache instead of Vercel Remote Cache",
                    "split lint/typecheck, test and build into parallel matrix jobs",
                    "run CI on pull requests and pushes to main with cancel-in-progress",
                    "turbo test task depends on ^build"),
         loops=("delete the old .circleci config after a week of green GitHub Actions runs",),
         split="fresh"),

    case("fr-elixir-oban-digest", "codex",
         (U, "Phoenix app (ElixirConf talk tracker thing). right now the weekly digest email "
             "is sent from a GenServer with Process.send_after and when we deploy mid-send "
             "half the users get nothing. want proper background jobs. oban or broadway?"),
         (A, "For this, **Oban**. Broadway is for consuming streams from a broker (SQS, "
             "RabbitMQ, Kafka) - you don't have a broker. Oban stores jobs in Postgres, which "
             "you already run, survives deploys, and has cron scheduling and retries built "
             "in.\n\nOne choice to make: one job that loops over all users, or one job per "
             "user fanned out by a scheduler job? Per-user gives you retries per recipient."),
         (U, "oban. per user fan out"),
         (T, "$ mix deps.get\n"
             "Resolving Hex dependencies...\n"
             "Resolution completed in 0.412s\n"
             "New:\n  oban 2.19.4\n"
             "* Getting oban (Hex package)"),
         (T, "$ mix ecto.gen.migration add_oban_jobs_table && cat priv/repo/migrations/"
             "*_add_oban_jobs_table.exs\n"
             "defmodule Talks.Repo.Migrations.AddObanJobsTable do\n"
             "  use Ecto.Migration\n"
             "  def up, do: Oban.Migration.up(version: 12)\n"
             "  def down, do: Oban.Migration.down(version: 1)\n"
             "end"),
         (T, "--- a/config/config.exs\n+++ b/config/config.exs\n"
             "@@ -22,3 +22,11 @@\n"
             "+config :talks, Oban,\n"
             "+  repo: Talks.Repo,\n"
             "+  queues: [mailers: 10, default: 5],\n"
             "+  plugins: [\n"
             "+    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7},\n"
             "+    {Oban.Plugins.Cron, crontab: [{\"0 7 * * MON\", Talks.Digest.ScheduleWorker}]}\n"
             "+  ]"),
         (T, "--- /dev/null\n+++ b/lib/talks/digest/send_worker.ex\n"
             "@@ -0,0 +1,16 @@\n"
             "+defmodule Talks.Digest.SendWorker do\n"
             "+  use Oban.Worker, queue: :mailers, max_attempts: 5,\n"
             "+    unique: [period: 60 * 60 * 24, keys: [:user_id, :week]]\n+\n"
             "+  @impl true\n"
             "+  def perform(%Oban.Job{args: %{\"user_id\" => id, \"week\" => week}}) do\n"
             "+    user = Talks.Accounts.get_user!(id)\n"
             "+    with {:ok, digest} <- Talks.Digest.build(user, week) do\n"
             "+      Talks.Mailer.deliver(Talks.Digest.Email.new(user, digest))\n"
             "+    end\n"
             "+  end\n"
             "+end"),
         (A, "I made `SendWorker` unique per `(user_id, week)` for 24 h, so if the scheduler "
             "runs twice (e.g. a deploy right at 07:00) nobody gets two digests. The schedule "
             "is Monday 07:00 - in UTC, since Oban's cron defaults to UTC. Do you want it in "
             "a specific timezone?"),
         (U, "Europe/Amsterdam, most users are in NL/BE"),
         (T, "--- a/config/config.exs\n+++ b/config/config.exs\n"
             "-    {Oban.Plugins.Cron, crontab: [{\"0 7 * * MON\", Talks.Digest.ScheduleWorker}]}\n"
             "+    {Oban.Plugins.Cron, timezone: \"Europe/Amsterdam\",\n"
             "+     crontab: [{\"0 7 * * MON\", Talks.Digest.ScheduleWorker}]}"),
         (T, "$ mix test test/talks/digest_test.exs\n"
             "\n  1) test schedule worker enqueues one job per opted-in user "
             "(Talks.DigestTest)\n"
             "     test/talks/digest_test.exs:14\n"
             "     ** (ArgumentError) invalid timezone \"Europe/Amsterdam\", a time zone "
             "database must be configured\n"
             "     code: Oban.Plugins.Cron.validate!(...)\n"
             "     stacktrace:\n"
             "       (oban 2.19.4) lib/oban/plugins/cron.ex:118: Oban.Plugins.Cron.validate_"
             "timezone/1\n"
             "\nFinished in 0.3 seconds\n3 tests, 1 failure"),
         (A, "Elixir needs a tz database for non-UTC zones. Add `tz` or `tzdata` and set "
             "`config :elixir, :time_zone_database`. `tz` is lighter and doesn't auto-update "
             "over HTTP at runtime; `tzdata` auto-updates. Preference?"),
         (U, "tz. i don't want the app fetching stuff at runtime"),
         (T, "--- a/mix.exs\n+++ b/mix.exs\n"
             "+      {:tz, \"~> 0.28\"},\n"
             "--- a/config/config.exs\n+++ b/config/config.exs\n"
             "+config :elixir, :time_zone_database, Tz.TimeZoneDatabase"),
         (T, "$ mix deps.get >/dev/null && mix test\n"
             "..............................\n"
             "Finished in 1.8 seconds (0.9s async, 0.9s sync)\n"
             "30 tests, 0 failures"),
         (A, "All passing. Last piece: delete the old `Talks.Digest.Scheduler` GenServer and "
             "remove it from the supervision tree - otherwise both will send. Doing that now."),
         (T, "$ git rm -q lib/talks/digest/scheduler.ex && sed -i '/Talks.Digest.Scheduler/d' "
             "lib/talks/application.ex && sed -i '/Talks.Digest.Scheduler/a\\      {Oban, "
             "Application.fetch_env!(:talks, Oban)},' lib/talks/application.ex; mix compile "
             "--warnings-as-errors\n"
             "Compiling 3 files (.ex)\nGenerated talks app"),
         (A, "Done. Want me to add Oban Web for a dashboard? It's open source now."),
         (U, "nah, not now"),
         decisions=("Oban for background jobs", "fan out the weekly digest as one job per user",
                    "send jobs unique per user and week for 24 hours",
                    "schedule the digest for Monday 07:00 Europe/Amsterdam",
                    "tz library as the time zone database",
                    "remove the old GenServer digest scheduler"),
         split="fresh"),

    case("fr-spring-structured-logging", "claude-code",
         (U, "Our log pipeline (Loki) needs JSON logs from the orders-service (Spring Boot). "
             "Currently it's the default console pattern. Set it up with "
             "logstash-logback-encoder, I've used it before."),
         (A, "I'll check the Boot version and existing logback config first."),
         (T, "$ grep -A2 'spring-boot-starter-parent' pom.xml; ls src/main/resources/\n"
             "        <artifactId>spring-boot-starter-parent</artifactId>\n"
             "        <version>3.4.2</version>\n"
             "application.yml  db  static"),
         (A, "No `logback-spring.xml` yet. Adding the encoder dependency and a config."),
         (T, "--- a/pom.xml\n+++ b/pom.xml\n"
             "@@ -61,6 +61,11 @@\n"
             "+        <dependency>\n"
             "+            <groupId>net.logstash.logback</groupId>\n"
             "+            <artifactId>logstash-logback-encoder</artifactId>\n"
             "+            <version>8.0</version>\n"
             "+        </dependency>"),
         (T, "--- /dev/null\n+++ b/src/main/resources/logback-spring.xml\n"
             "@@ -0,0 +1,12 @@\n"
             "+<configuration>\n"
             "+  <include resource=\"org/springframework/boot/logging/logback/defaults.xml\"/>\n"
             "+  <springProfile name=\"!local\">\n"
             "+    <appender name=\"JSON\" class=\"ch.qos.logback.core.ConsoleAppender\">\n"
             "+      <encoder class=\"net.logstash.logback.encoder.LogstashEncoder\"/>\n"
             "+    </appender>\n"
             "+    <root level=\"INFO\"><appender-ref ref=\"JSON\"/></root>\n"
             "+  </springProfile>\n"
             "+  ...\n"
             "+</configuration>"),
         (A, "Before I go further - you're on Boot **3.4**, which has structured logging "
             "built in: `logging.structured.format.console=ecs` (or `logstash`, `gelf`) in "
             "`application.yml`, no extra dependency and no XML. The trade-off is less "
             "customization than the encoder (e.g. custom JSON providers need a "
             "`StructuredLogFormatter` bean). Still want logstash-logback-encoder?"),
         (U, "oh, didn't know that landed. no then, use the built-in one. ECS format, our "
             "grafana dashboards from the other services already parse ECS fields"),
         (T, "$ git checkout -- pom.xml && git rm -q --cached src/main/resources/"
             "logback-spring.xml; rm src/main/resources/logback-spring.xml && git status -s\n"
             "(clean)"),
         (T, "--- a/src/main/resources/application.yml\n"
             "+++ b/src/main/resources/application.yml\n"
             "@@ -14,3 +14,10 @@\n"
             "+logging:\n"
             "+  structured:\n"
             "+    format:\n"
             "+      console: ecs\n"
             "+    ecs:\n"
             "+      service:\n"
             "+        name: orders-service\n"
             "+        environment: ${DEPLOY_ENV:dev}"),
         (T, "$ ./mvnw -q spring-boot:run -Dspring-boot.run.profiles=dev 2>&1 | head -3\n"
             "{\"@timestamp\":\"2025-03-04T10:12:44.118Z\",\"log.level\":\"INFO\",\"process."
             "pid\":48211,\"process.thread.name\":\"main\",\"service.name\":\"orders-service\","
             "\"service.environment\":\"dev\",\"log.logger\":\"c.a.orders.OrdersApplication\","
             "\"message\":\"Started OrdersApplication in 3.904 seconds\",\"ecs.version\":"
             "\"8.11\"}"),
         (A, "JSON in ECS shape. Do you want it in local dev too? Most people keep the "
             "human-readable pattern locally."),
         (U, "only outside the local profile"),
         (T, "--- /dev/null\n+++ b/src/main/resources/application-local.yml\n"
             "@@ -0,0 +1,4 @@\n"
             "+logging:\n"
             "+  structured:\n"
             "+    format:\n"
             "+      console: \"\""),
         (A, "Done. One more thing I noticed: `RequestLoggingFilter` logs the full request "
             "body at INFO, which will now land in Loki as a searchable field - including "
             "card holder names and addresses on `/orders`. Options:\n"
             "a) drop the body from the log entirely\n"
             "b) log it at DEBUG only\n"
             "c) mask known PII fields"),
         (U, "a. we never used it anyway"),
         (T, "--- a/src/main/java/com/acme/orders/web/RequestLoggingFilter.java\n"
             "+++ b/src/main/java/com/acme/orders/web/RequestLoggingFilter.java\n"
             "@@ -38,7 +38,6 @@\n"
             "     filter.setIncludeQueryString(true);\n"
             "-    filter.setIncludePayload(true);\n"
             "-    filter.setMaxPayloadLength(10000);\n"
             "     filter.setIncludeHeaders(false);"),
         (T, "$ ./mvnw -q test\n"
             "[INFO] Tests run: 142, Failures: 0, Errors: 0, Skipped: 2\n"
             "[INFO] BUILD SUCCESS"),
         (A, "Tests pass. Summary:\n- Boot built-in structured logging, ECS format, service "
             "name + env\n- plain text under the `local` profile\n- request bodies no longer "
             "logged\n\nThe Loki side needs no change if it already parses JSON lines."),
         (U, "great, thanks"),
         decisions=("Spring Boot built-in structured logging in ECS format",
                    "keep plain-text logs under the local profile",
                    "stop logging request bodies"),
         superseded=("logstash-logback-encoder for JSON logs",),
         split="fresh"),

    case("fr-cpp-vcpkg-asan", "cursor",
         (U, "C++20 project (a GPX track simplifier, cmake). deps are fmt, pugixml and "
             "catch2, currently git submodules and it's painful. also it segfaults on one file "
             "a user sent. can we fix both"),
         (A, "Sure. Dependencies first - three common options:\n\n"
             "A) **CMake `FetchContent`** - no extra tool, downloads at configure time, "
             "rebuilds deps per build dir\n"
             "B) **vcpkg manifest mode** (`vcpkg.json`) - binary caching, versions pinned by a "
             "baseline, works with CMake presets\n"
             "C) **Conan 2** - powerful, but a Python tool plus profiles to maintain\n\n"
             "For three small deps any works; B gives you caching on CI."),
         (U, "B then"),
         (T, "$ vcpkg new --application && vcpkg add port fmt pugixml catch2 && cat vcpkg.json\n"
             "{\n  \"dependencies\": [\n    \"catch2\",\n    \"fmt\",\n    \"pugixml\"\n  ]\n}"),
         (T, "--- /dev/null\n+++ b/CMakePresets.json\n"
             "@@ -0,0 +1,24 @@\n"
             "+{\n"
             "+  \"version\": 6,\n"
             "+  \"configurePresets\": [\n"
             "+    { \"name\": \"base\", \"hidden\": true,\n"
             "+      \"binaryDir\": \"build/${presetName}\",\n"
             "+      \"toolchainFile\": \"$env{VCPKG_ROOT}/scripts/buildsystems/vcpkg.cmake\" },\n"
             "+    { \"name\": \"debug\", \"inherits\": \"base\", \"cacheVariables\": "
             "{ \"CMAKE_BUILD_TYPE\": \"Debug\" } },\n"
             "+    { \"name\": \"release\", \"inherits\": \"base\", \"cacheVariables\": "
             "{ \"CMAKE_BUILD_TYPE\": \"Release\" } }\n"
             "+  ]\n"
             "+}"),
         (T, "$ git submodule deinit -f extern/fmt extern/pugixml extern/Catch2 && git rm -q "
             "extern/fmt extern/pugixml extern/Catch2 && cmake --preset debug && cmake --build "
             "build/debug\n"
             "-- Running vcpkg install\n"
             "The following packages will be built and installed:\n"
             "    catch2:x64-linux@3.7.1\n    fmt:x64-linux@11.0.2\n    pugixml:x64-linux@1.14\n"
             "...\n-- Running vcpkg install - done\n"
             "[14/14] Linking CXX executable gpxsimp"),
         (A, "Builds with vcpkg and the submodules are gone. Now the segfault - can you share "
             "the file or tell me where it is? And I'd suggest turning on AddressSanitizer in "
             "the debug preset so we get a real report instead of a bare segfault."),
         (U, "it's tests/data/bad_user_track.gpx. yes asan in debug"),
         (T, "--- a/CMakePresets.json\n+++ b/CMakePresets.json\n"
             "-    { \"name\": \"debug\", \"inherits\": \"base\", \"cacheVariables\": "
             "{ \"CMAKE_BUILD_TYPE\": \"Debug\" } },\n"
             "+    { \"name\": \"debug\", \"inherits\": \"base\", \"cacheVariables\": {\n"
             "+        \"CMAKE_BUILD_TYPE\": \"Debug\",\n"
             "+        \"CMAKE_CXX_FLAGS\": \"-fsanitize=address,undefined "
             "-fno-omit-frame-pointer\" } },"),
         (T, "$ cmake --preset debug && cmake --build build/debug && ./build/debug/gpxsimp "
             "tests/data/bad_user_track.gpx -e 5\n"
             "=================================================================\n"
             "==90412==ERROR: AddressSanitizer: heap-use-after-free on address 0x6060000034a0 "
             "at pc 0x55d0c3e1b2f4\n"
             "READ of size 8 at 0x6060000034a0 thread T0\n"
             "    #0 0x55d0c3e1b2f3 in simplify::douglas_peucker(std::vector<Point> const&, "
             "double) src/simplify.cpp:47\n"
             "    #1 0x55d0c3e1a9b0 in main src/main.cpp:61\n"
             "freed by thread T0 here:\n"
             "    #0 0x7f3d8a0b6f1f in operator delete(void*, unsigned long)\n"
             "    #1 0x55d0c3e1c4d1 in std::vector<Point>::_M_realloc_insert(...)\n"
             "    #2 0x55d0c3e1b1a7 in simplify::douglas_peucker(...) src/simplify.cpp:44\n"
             "SUMMARY: AddressSanitizer: heap-use-after-free src/simplify.cpp:47"),
         (T, "$ sed -n 38,50p src/simplify.cpp\n"
             "    const Point& first = pts.front();\n"
             "    const Point& last = pts.back();\n"
             "    std::vector<Point> out;\n"
             "    out.reserve(8);\n"
             "    for (std::size_t i = 1; i + 1 < pts.size(); ++i) {\n"
             "        if (dist(pts[i], first, last) > eps) {\n"
             "            out.push_back(pts[i]);\n"
             "            auto& prev = out[out.size() - 2];  // <- reference into out\n"
             "            ...\n"
             "            total += haversine(prev, out.back());"),
         (A, "Line 45 takes a reference into `out`, then line 44's `push_back` on the next "
             "iteration reallocates and the reference dangles - plus `out.size() - 2` "
             "underflows when `out` has one element. The user's file has a track with a "
             "single segment of >8 points, which triggers the reallocation. Fix: keep an index "
             "instead of a reference, and skip when `out.size() < 2`."),
         (T, "--- a/src/simplify.cpp\n+++ b/src/simplify.cpp\n"
             "@@ -43,7 +43,9 @@\n"
             "             out.push_back(pts[i]);\n"
             "-            auto& prev = out[out.size() - 2];\n"
             "-            total += haversine(prev, out.back());\n"
             "+            if (out.size() >= 2) {\n"
             "+                total += haversine(out[out.size() - 2], out.back());\n"
             "+            }"),
         (T, "$ cmake --build build/debug && ./build/debug/gpxsimp tests/data/bad_user_track.gpx "
             "-e 5 && ctest --test-dir build/debug\n"
             "in: 18211 points, out: 1204 points (eps=5m)\n"
             "100% tests passed, 0 tests failed out of 23"),
         (A, "Fixed and clean under ASan/UBSan. Want me to add the user's file as a regression "
             "test case?"),
         (U, "yes"),
         (T, "--- a/tests/test_simplify.cpp\n+++ b/tests/test_simplify.cpp\n"
             "+TEST_CASE(\"single long segment does not crash (issue #31)\") {\n"
             "+    auto track = gpx::load(TEST_DATA \"/bad_user_track.gpx\");\n"
             "+    REQUIRE_NOTHROW(simplify::douglas_peucker(track.points, 5.0));\n"
             "+}"),
         (T, "$ ctest --test-dir build/debug\n100% tests passed, 0 tests failed out of 24"),
         (A, "Done. The README still tells people to `git clone --recursive`. Should I update "
             "the build section for vcpkg + presets?"),
         (U, "i'll do the readme tonight, i want to add a windows section too and need to "
             "test it on my other machine first"),
         decisions=("vcpkg manifest mode for dependencies instead of git submodules",
                    "CMake presets for debug and release builds",
                    "enable ASan and UBSan in the debug preset",
                    "add the user's GPX file as a regression test"),
         loops=("update the README build section for vcpkg, including Windows",),
         split="fresh"),

    case("fr-flask-sqlite-stays", "codex",
         (U, "my flask app for the allotment association (plot bookings, waiting list, "
             "~300 members) throws `sqlite3.OperationalError: database is locked` a few times "
             "a week. i think it's time to move to postgres. can you plan the migration"),
         (A, "Let me look at how the app talks to the DB and how it's deployed."),
         (T, "$ grep -rn 'sqlite\\|SQLALCHEMY_DATABASE_URI\\|workers' app/ config.py "
             "deploy/ 2>/dev/null\n"
             "config.py:9:    SQLALCHEMY_DATABASE_URI = 'sqlite:////srv/allot/data/allot.db'\n"
             "deploy/gunicorn.conf.py:3:workers = 4\n"
             "app/jobs.py:22:        db.session.execute(text('DELETE FROM booking_holds WHERE "
             "expires_at < :now'), {'now': now})"),
         (T, "$ journalctl -u allot --since '7 days ago' | grep -B3 'database is locked' | "
             "head -12\n"
             "Mar 02 19:00:03 allot gunicorn[812]: [INFO] hold-cleanup: starting\n"
             "Mar 02 19:00:04 allot gunicorn[815]: Traceback (most recent call last):\n"
             "Mar 02 19:00:04 allot gunicorn[815]:   File \"/srv/allot/app/views/booking.py\", "
             "line 58, in create_booking\n"
             "Mar 02 19:00:04 allot gunicorn[815]:     db.session.commit()\n"
             "Mar 02 19:00:04 allot gunicorn[815]: sqlite3.OperationalError: database is "
             "locked"),
         (A, "Postgres migration plan, roughly:\n"
             "1. install Postgres 16 on the box (or a managed one)\n"
             "2. `pgloader` the SQLite file into it\n"
             "3. fix the three raw SQL queries that use SQLite date functions\n"
             "4. switch `SQLALCHEMY_DATABASE_URI`, test, cut over on a quiet evening\n\n"
             "But looking at the logs first: every lock error lines up with the 19:00 "
             "`hold-cleanup` job, which does a big `DELETE` while 4 gunicorn workers write. "
             "SQLite is in the default rollback-journal mode, where a writer blocks readers "
             "too. That's very fixable without leaving SQLite."),
         (U, "hm ok go on"),
         (A, "Two small changes usually make this go away for an app your size:\n\n"
             "- `PRAGMA journal_mode=WAL` - readers no longer block on the writer, and writes "
             "are faster\n"
             "- `PRAGMA busy_timeout=5000` - a writer waits up to 5 s for the lock instead of "
             "failing immediately\n\n"
             "Plus make the cleanup delete in chunks. 300 members is tiny for SQLite; the "
             "Postgres move buys you a second service to run, back up and upgrade on a single "
             "VPS."),
         (U, "yeah ok you've convinced me. scrap postgres, keep sqlite with WAL. it's one "
             "box and i'm the only one who maintains it"),
         (T, "--- a/app/db.py\n+++ b/app/db.py\n"
             "@@ -1,6 +1,15 @@\n"
             " from flask_sqlalchemy import SQLAlchemy\n"
             "+from sqlalchemy import event\n"
             "+from sqlalchemy.engine import Engine\n"
             " \n"
             " db = SQLAlchemy()\n"
             "+\n"
             "+@event.listens_for(Engine, 'connect')\n"
             "+def _sqlite_pragmas(dbapi_conn, _):\n"
             "+    cur = dbapi_conn.cursor()\n"
             "+    cur.execute('PRAGMA journal_mode=WAL')\n"
             "+    cur.execute('PRAGMA busy_timeout=5000')\n"
             "+    cur.execute('PRAGMA foreign_keys=ON')\n"
             "+    cur.close()"),
         (A, "I also turned on `foreign_keys`, which SQLite leaves off by default - that may "
             "surface existing orphan rows. Checking."),
         (T, "$ sqlite3 /srv/allot/data/allot.db 'PRAGMA foreign_key_check;'\n"
             "booking|212|plot|0\nbooking|213|plot|0"),
         (A, "Two bookings reference plot ids that no longer exist (plots 41 and 42 were "
             "deleted). With foreign keys on, nothing breaks on read, but updates to those rows "
             "will fail. Delete the two orphaned bookings, or leave foreign_keys off?"),
         (U, "delete them, those plots were merged into 40 in 2023"),
         (T, "$ sqlite3 /srv/allot/data/allot.db 'DELETE FROM booking WHERE id IN (212,213); "
             "PRAGMA foreign_key_check;' && echo clean\nclean"),
         (T, "--- a/app/jobs.py\n+++ b/app/jobs.py\n"
             "@@ -20,4 +20,10 @@\n"
             "-        db.session.execute(text('DELETE FROM booking_holds WHERE expires_at < "
             ":now'), {'now': now})\n"
             "-        db.session.commit()\n"
             "+        while True:\n"
             "+            res = db.session.execute(text(\n"
             "+                'DELETE FROM booking_holds WHERE rowid IN (SELECT rowid FROM "
             "booking_holds WHERE expires_at < :now LIMIT 500)'), {'now': now})\n"
             "+            db.session.commit()\n"
             "+            if res.rowcount < 500:\n"
             "+                break"),
         (T, "$ pytest -q\n..............................                               [100%]\n"
             "30 passed in 1.62s"),
         (A, "Tests pass. With WAL, backups need care: copying `allot.db` with `cp` while the "
             "app runs can miss data in the `-wal` file. Use `sqlite3 allot.db \".backup "
             "/path\"` or `VACUUM INTO`. Do you have backups set up right now?"),
         (U, "i have a cp in cron lol. ok switch to .backup, nightly, and push it to the "
             "hetzner storage box. i'll set up the cron entry myself on the server since i "
             "have to sort out the ssh key for the storage box anyway"),
         (T, "--- /dev/null\n+++ b/deploy/backup.sh\n"
             "@@ -0,0 +1,7 @@\n"
             "+#!/bin/sh\n"
             "+set -eu\n"
             "+STAMP=$(date +%F)\n"
             "+sqlite3 /srv/allot/data/allot.db \".backup /srv/allot/backups/allot-$STAMP.db\"\n"
             "+rsync -e 'ssh -p 23' /srv/allot/backups/allot-$STAMP.db "
             "u123456@u123456.your-storagebox.de:allot/\n"
             "+find /srv/allot/backups -name 'allot-*.db' -mtime +14 -delete"),
         (A, "Script is in `deploy/backup.sh`. Cron line when you're ready:\n"
             "`15 3 * * * /srv/allot/deploy/backup.sh`"),
         decisions=("stay on SQLite with WAL mode and a 5 second busy_timeout",
                    "turn on SQLite foreign key enforcement",
                    "delete the hold-cleanup rows in chunks of 500",
                    "nightly sqlite .backup pushed to the Hetzner storage box"),
         superseded=("migrate the allotment app from SQLite to Postgres",),
         loops=("set up the nightly backup cron entry and storage box ssh key on the server",),
         facts=("sole maintainer of the allotment association booking app",),
         split="fresh"),

    case("fr-terraform-s3-lockfile", "claude-code",
         (U, "Our terraform state for the data-platform AWS account is still local, in a "
             "terraform.tfstate that Kemal and I pass around in Slack (yes I know). I want "
             "remote state today. There's a dev and a prod workspace."),
         (A, "Let's fix that. Two main options for remote state:\n\n"
             "- **S3 backend** - state in a bucket you own; locking via DynamoDB or, since "
             "Terraform 1.10, S3-native locking (`use_lockfile = true`)\n"
             "- **HCP Terraform (Terraform Cloud)** - managed state, runs and locking, free "
             "tier up to 500 resources, but your plans/applies would move to their runners "
             "or you'd use local execution mode\n\n"
             "S3 or HCP?"),
         (U, "s3. we're not putting credentials into another saas"),
         (T, "$ terraform version\n"
             "Terraform v1.9.8\non darwin_arm64\n"
             "+ provider registry.terraform.io/hashicorp/aws v5.82.2"),
         (A, "You're on 1.9.8, so for locking you can either:\n"
             "1. stay on 1.9 and create a DynamoDB table for locks, or\n"
             "2. upgrade to >= 1.10 and use `use_lockfile = true` (lock file in the same "
             "bucket, no DynamoDB). HashiCorp has deprecated DynamoDB locking.\n\n"
             "Which?"),
         (U, "2, upgrade. and pin it in required_version so Kemal can't apply with an old one"),
         (T, "$ tfenv install 1.11.4 && tfenv use 1.11.4 && terraform version\n"
             "Terraform v1.11.4\non darwin_arm64"),
         (T, "--- /dev/null\n+++ bootstrap/state_bucket.tf\n"
             "@@ -0,0 +1,26 @@\n"
             "+resource \"aws_s3_bucket\" \"tfstate\" {\n"
             "+  bucket = \"dp-tfstate-318402771190\"\n"
             "+}\n"
             "+resource \"aws_s3_bucket_versioning\" \"tfstate\" {\n"
             "+  bucket = aws_s3_bucket.tfstate.id\n"
             "+  versioning_configuration { status = \"Enabled\" }\n"
             "+}\n"
             "+resource \"aws_s3_bucket_public_access_block\" \"tfstate\" {\n"
             "+  bucket                  = aws_s3_bucket.tfstate.id\n"
             "+  block_public_acls       = true\n"
             "+  block_public_policy     = true\n"
             "+  ignore_public_acls      = true\n"
             "+  restrict_public_buckets = true\n"
             "+}\n"
             "+resource \"aws_s3_bucket_server_side_encryption_configuration\" \"tfstate\" "
             "{ ... sse_algorithm = \"aws:kms\" ... }"),
         (A, "The bucket itself has to be created with local state (chicken and egg), so I "
             "put it in a separate `bootstrap/` root. Versioning is on so you can recover a "
             "bad state. Should I apply the bootstrap now?"),
         (U, "go"),
         (T, "$ cd bootstrap && terraform init -input=false >/dev/null && terraform apply "
             "-auto-approve\n"
             "aws_s3_bucket.tfstate: Creating...\n"
             "aws_s3_bucket.tfstate: Creation complete after 2s [id=dp-tfstate-318402771190]\n"
             "aws_s3_bucket_versioning.tfstate: Creation complete after 1s\n"
             "aws_s3_bucket_public_access_block.tfstate: Creation complete after 1s\n"
             "aws_s3_bucket_server_side_encryption_configuration.tfstate: Creation complete "
             "after 1s\n\n"
             "Apply complete! Resources: 4 added, 0 changed, 0 destroyed."),
         (T, "--- a/main/versions.tf\n+++ b/main/versions.tf\n"
             "@@ -1,5 +1,12 @@\n"
             " terraform {\n"
             "-  required_version = \">= 1.5\"\n"
             "+  required_version = \"~> 1.11.0\"\n"
             "+  backend \"s3\" {\n"
             "+    bucket       = \"dp-tfstate-318402771190\"\n"
             "+    key          = \"data-platform/terraform.tfstate\"\n"
             "+    region       = \"eu-central-1\"\n"
             "+    encrypt      = true\n"
             "+    use_lockfile = true\n"
             "+  }"),
         (T, "$ cd ../main && terraform workspace select dev && terraform init "
             "-migrate-state -force-copy\n"
             "Initializing the backend...\n"
             "Terraform detected that the backend type changed from \"local\" to \"s3\".\n"
             "Successfully configured the backend \"s3\"! Terraform will automatically\n"
             "use this backend unless the backend configuration changes.\n"
             "$ terraform plan -lock-timeout=30s | tail -2\n"
             "No changes. Your infrastructure matches the configuration."),
         (A, "The dev workspace state is in S3 at `env:/dev/data-platform/terraform.tfstate` "
             "and `plan` shows no drift. Should I migrate prod the same way now?"),
         (U, "no, prod has the redshift resize pending and i don't want to touch its state "
             "until that's applied. i'll do prod in the maintenance window on thursday"),
         (A, "Reasonable. When you do: take a copy of the local `terraform.tfstate.d/prod` "
             "first, and make sure Kemal isn't holding a newer copy from Slack - the one with "
             "the higher `serial` wins."),
         (U, "good call. i'll check serials with him before thursday"),
         (A, "Want me to add a short `README` in `main/` explaining the backend and the "
             "version pin?"),
         (U, "sure"),
         (T, "--- /dev/null\n+++ main/README.md\n"
             "@@ -0,0 +1,8 @@\n"
             "+# data-platform terraform\n"
             "+State: S3 `dp-tfstate-318402771190`, S3-native locking (`use_lockfile`).\n"
             "+Terraform pinned to 1.11.x - use `tfenv use` (see `.terraform-version`).\n"
             "+Workspaces: dev, prod. Never pass state files around by hand."),
         decisions=("S3 backend for Terraform remote state instead of HCP Terraform",
                    "S3-native lockfile locking instead of DynamoDB",
                    "upgrade to Terraform 1.11 and pin it in required_version",
                    "create the state bucket from a separate bootstrap root"),
         loops=("migrate the prod workspace state in Thursday's maintenance window",
                "compare state serials with Kemal before migrating prod"),
         split="fresh"),

    # ------------------------------------------------------------------ life chats
    case("fr-lisbon-porto-train", "chatgpt",
         (U, "hiya. planning a week in portugal in may, flying manchester to lisbon. we want "
             "3 nights lisbon then 3 in porto and fly home from porto. whats the best way to "
             "get between them? there's 2 adults and our daughter ruby who's 4. neither of us "
             "drives btw, never learned, so no car hire"),
         (A, "Nice route - open-jaw into Lisbon and out of Porto saves you backtracking. "
             "Without a car, your realistic options are:\n\n"
             "### 1. Train (CP)\n"
             "- **Alfa Pendular**: ~2h50, Lisboa Santa Apolonia / Oriente -> Porto Campanha, "
             "about EUR 25-40 per adult in 2nd class, children under 4 free and 4-12 half "
             "price\n"
             "- **Intercidades**: ~3h15, a bit cheaper\n"
             "- Space to walk around, toilets, a cafe car - easier with a 4-year-old\n\n"
             "### 2. Coach (Rede Expressos / FlixBus)\n"
             "- ~3h30, from EUR 10-15, but you're strapped in and luggage goes underneath\n\n"
             "### 3. Domestic flight\n"
             "- 55 min in the air, but with airport transfers and security it's longer door to "
             "door than the train\n\n"
             "For a family with a small child I'd pick the train. Want me to compare 1st vs "
             "2nd class on the Alfa Pendular?"),
         (U, "ok we'll take the train then. is 1st class worth it? honestly im knackered "
             "today, ruby was up half the night with a cough so my brain is mush lol"),
         (A, "Sorry about the rough night - hope Ruby's cough settles.\n\n"
             "On 1st class (Conforto): roughly EUR 10-15 more per adult. You get wider seats "
             "in a 2+1 layout, power sockets at every seat, and the carriage is usually "
             "quieter. With a 4-year-old, the **2+1 layout** is the real win - you can sit "
             "together at a table of three. If budget's tight, 2nd class is perfectly fine."),
         (U, "yeah lets do 1st then, 15 quid each for a table with a kid is a no brainer. "
             "when do tickets go on sale?"),
         (A, "CP opens sales about 60 days ahead, and there are 'promo' fares at the start "
             "that can be up to 50-65% cheaper. Book on cp.pt or the CP app - you'll get "
             "e-tickets with a QR code, no need to print.\n\n"
             "Tip: book seats in the same Conforto carriage (usually car 1 or 2) and tick the "
             "'table' seats if they show."),
         (U, "perfect. we havent actually fixed the exact dates yet, waiting on my husband's "
             "leave being signed off. ill book the train as soon as we know"),
         (A, "Sounds good. Once you have dates, I can also help you pick a Porto neighbourhood "
             "that's easy with a pushchair - Porto is *very* hilly."),
         (U, "ha yes please, another day. thanks!"),
         decisions=("take the train from Lisbon to Porto",
                    "1st class (Conforto) on the Alfa Pendular"),
         loops=("book the Lisbon to Porto train once the dates are fixed",),
         facts=("daughter Ruby is 4", "doesn't drive", "has a husband"),
         split="fresh"),

    case("fr-knee-pain-physio", "claude",
         (U, "So I need some advice and I'll try to give you the full picture. I'm 38, been "
             "running for about ten years, mostly half marathons, and I had ACL "
             "reconstruction on my left knee back in 2019 after a skiing accident which healed "
             "well. For the past three weeks I've had this ache on the outside of the same "
             "knee, it starts around 5k in and by 8k I have to stop and walk. No swelling, "
             "no clicking, doesn't hurt at rest or on stairs. I upped my mileage quite fast "
             "in January (from ~25k to ~45k a week) because I was thinking if I signed up for "
             "the Amsterdam marathon in October I'd need the base. What do you think it is "
             "and what should I do?"),
         (A, "I can't diagnose you, but what you describe is a very common pattern, so here's "
             "how I'd think about it.\n\n"
             "**What it sounds like:** pain on the *outside* of the knee that comes on at a "
             "predictable distance, with no swelling and no pain at rest, is classic for "
             "**iliotibial band syndrome (ITBS)**. A rapid mileage jump (25 -> 45 km in a "
             "few weeks, well above the usual ~10% a week guideline) is the textbook "
             "trigger.\n\n"
             "**Why a professional is worth it here:** your ACL history on the same knee makes "
             "it sensible to get it assessed rather than self-managing - a physio can check "
             "hip strength, running mechanics and rule out anything graft-related.\n\n"
             "**Meanwhile, commonly recommended:**\n"
             "- reduce or pause running until you can do daily activities and short runs "
             "pain-free\n"
             "- keep fitness with low-impact cardio - cycling is usually tolerated, though "
             "some people with ITBS find it aggravates it; swimming rarely does\n"
             "- hip abductor and glute strengthening (side-lying leg raises, clamshells, "
             "single-leg bridges)\n"
             "- when you return, build back gradually\n\n"
             "**See someone sooner** if you get swelling, locking, giving way, or pain at "
             "rest.\n\nWould it help if I sketched a return-to-running plan for after you've "
             "seen someone?"),
         (U, "That's pretty much what I feared. ok. I'll stop running for two weeks and do "
             "the bike instead, I have a turbo trainer in the garage gathering dust. And "
             "yeah I'll see a physio, there's a sports one near work that my club mates "
             "rave about. Marathon is off the table for this year I think, realistically"),
         (A, "That sounds like a sensible plan. If the bike also sets off that outer-knee "
             "ache, try raising the saddle slightly and keep resistance low - or switch to "
             "swimming.\n\n"
             "For the physio, it helps to bring: your rough training log since January, the "
             "shoes you run in, and a note of the ACL surgery date and surgeon's notes if you "
             "have them."),
         (U, "great. I'll call them tomorrow to book. and yes please on the return plan once "
             "I know what they say"),
         (A, "Of course - come back after the appointment and tell me what they found and "
             "I'll build the plan around it."),
         decisions=("stop running for two weeks and cycle on the turbo trainer instead",
                    "see a sports physio about the knee",
                    "no marathon this year"),
         loops=("call the sports physio near work to book an appointment",),
         facts=("is 38", "has been running for about ten years",
                "had ACL reconstruction on the left knee in 2019", "is in a running club"),
         split="fresh"),

    case("fr-pension-vs-isa", "chatgpt",
         (U, "Got a pay rise to £46k from April, so about £200 a month extra after tax. "
             "I'm 31, work for a housing association, currently put 5% into the workplace "
             "pension and they put in 5%. No debts apart from student loan (plan 2). Thinking "
             "of putting the extra £200/month into my stocks and shares ISA, global tracker. "
             "Sensible?"),
         (A, "Putting extra into an S&S ISA with a global tracker is a perfectly sensible "
             "default - flexible, tax-free growth, and you can access it before retirement.\n\n"
             "Before settling on it, one thing worth checking: **does your employer match "
             "above 5%?** Many housing associations (especially those in SHPS or similar "
             "schemes) match up to 8% or more. If yours does, that's free money you'd be "
             "leaving on the table.\n\n"
             "Could you check your pension scheme booklet or intranet for the matching "
             "rules?"),
         (U, "ok going with the ISA for now then, I like being able to get at it. my "
             "colleague Dev puts 15% in his pension which seems mad to me"),
         (A, "Fair enough - flexibility matters. Just so you have the numbers, here's why the "
             "match question is still worth 2 minutes:\n\n"
             "If they match to 8%, moving from 5% to 8% costs you 3% of £46k = **£1,380 a year "
             "gross**, but:\n"
             "- it comes out before income tax (20% relief) -> about **£1,104 net** out of "
             "your pocket, or less if via salary sacrifice (NI saved too)\n"
             "- your employer adds another **£1,380**\n"
             "- so roughly £2,760 goes into your pension for ~£1,000-1,100 from you\n\n"
             "An ISA can't come close to an immediate ~150% return. The downside is it's "
             "locked until 57."),
         (U, "hang on, just found it on the intranet. they match up to 8% and it IS salary "
             "sacrifice. ok scrap the ISA plan, I'll go up to 8% on the pension and put "
             "whatever's left of the £200 into the ISA"),
         (A, "Great find. With salary sacrifice, going from 5% to 8% on £46k reduces your "
             "take-home by roughly **£85-90 a month** (after income tax and NI savings). That "
             "leaves about **£110 a month** of the rise for the ISA.\n\n"
             "Next steps:\n"
             "1. Change your contribution - usually a form or HR portal, and there's often a "
             "payroll cut-off mid-month\n"
             "2. Adjust your ISA direct debit to ~£110\n\n"
             "Want me to check what effect this has on your student loan repayments too?"),
         (U, "no that's fine. payroll cut off is the 15th so I'll email HR this week to "
             "change it. the ISA direct debit I just did on the app"),
         (A, "Perfect, you're all set once HR confirms."),
         decisions=("increase pension contribution to 8% to get the full employer match",
                    "put the remainder (about £110 a month) into the stocks and shares ISA"),
         superseded=("put the full £200 a month into the stocks and shares ISA",),
         loops=("email HR before the 15th to raise the pension contribution to 8%",),
         facts=("is 31", "works for a housing association", "earns £46k a year from April",
                "has a plan 2 student loan", "has a stocks and shares ISA in a global "
                "tracker"),
         split="fresh"),

    case("fr-nut-free-birthday", "claude",
         (U, "Help me plan Noor's 7th birthday party? It's on the 14th, 12 kids from her "
             "class, at our house (garden if weather allows). Important: Noor has a severe "
             "peanut allergy, she carries an EpiPen, so food is the stressful bit for me. "
             "Shop-bought cakes always say 'may contain nuts'."),
         (A, "Happy almost-birthday to Noor! Here's a way to take the stress out of the food "
             "side.\n\n"
             "## Food plan\n"
             "**Make the whole party nut-free**, not just Noor's plate - at that age kids "
             "swap food and wipe hands everywhere.\n\n"
             "**Cake - two routes:**\n"
             "- *Bake at home* - you control every ingredient; a simple sponge with "
             "buttercream and sprinkles from a nut-free brand\n"
             "- *Specialist bakery* - some bakeries are certified nut-free; pricier, but no "
             "effort\n\n"
             "**Savoury:** homemade pizza (kids add toppings = activity + food), veggie "
             "sticks, crisps you've checked\n\n"
             "## Other bits\n"
             "- Tell parents in the invitation that it's a nut-free party\n"
             "- Ask parents not to send party bags or treats from home\n"
             "- Keep the EpiPen somewhere visible and brief one other adult\n\n"
             "Would you like a timeline for the afternoon too?"),
         (U, "Bake at home, definitely, my mum will help and she's a brilliant baker. Love "
             "the pizza idea. My friend Sara said her son is lactose intolerant and she "
             "always brings his own food, so I won't worry about that one."),
         (A, "Lovely - a homemade cake with Grandma's help is a nice memory too.\n\n"
             "For the pizza: use plain dough (or check shop dough labels), tomato passata, "
             "mozzarella, and toppings like ham, sweetcorn, peppers, olives. Avoid pesto - "
             "traditional pesto contains pine nuts and some contain cashews.\n\n"
             "Draft text for the parents:\n\n"
             "> Hi all! Noor's party is on the 14th, 2-4pm at ours. Noor has a severe peanut "
             "allergy so it's a completely nut-free party - please don't send any food or "
             "sweets with your child. Thank you!"),
         (U, "That's perfect. I'll send it on the class WhatsApp tonight. And no timeline "
             "needed, I've done this enough times haha. Thank you!!"),
         (A, "Have a wonderful party - hope the weather is kind for the garden!"),
         decisions=("make the whole party nut-free", "bake the birthday cake at home",
                    "homemade pizza as the party food"),
         loops=("send the nut-free party message to the class WhatsApp group",),
         facts=("daughter Noor has a severe peanut allergy and carries an EpiPen",
                "daughter Noor is turning 7"),
         split="fresh"),

    case("fr-toronto-lease-counter", "chatgpt",
         (U, "landlord wants to raise my rent 6.5% at renewal (2350 -> 2503). unit is in a "
             "condo in liberty village built in 2019. can he do that? ontario"),
         (A, "Short answer: **probably yes.** In Ontario, units first occupied for "
             "residential purposes after **November 15, 2018** are exempt from the annual "
             "rent increase guideline (2.5% for 2025). A 2019 building almost certainly falls "
             "under that exemption, so there's no legal cap on the increase.\n\n"
             "What still applies:\n"
             "- he must give **90 days' written notice** on the proper form (N1)\n"
             "- increases only once every 12 months\n\n"
             "So your leverage is negotiation, not law. Do you want to stay?"),
         (U, "yea i want to stay, i work from home full time and the unit has the second "
             "bedroom i use as an office. plus my cat miso hates moving. if we moved to "
             "hamilton itd be way cheaper but my gf works downtown"),
         (A, "Then a polite counter-offer is worth a shot. Things that help:\n\n"
             "- **Comparable listings**: check 2-beds in Liberty Village on rentals.ca / "
             "Zumper. If similar units list near $2,500, he has less reason to budge; if "
             "they're lower, cite them\n"
             "- **Your track record**: on-time payments, no issues, you take care of the unit\n"
             "- **His costs of vacancy**: a month empty + agent fee (often a month's rent) "
             "easily costs him more than the difference\n\n"
             "A typical counter is somewhere around half of what's asked. Something like 3% "
             "($2,420) is reasonable. Or offer to sign a longer term in exchange."),
         (U, "checked, comparables are 2450-2600. ill counter at 3%, and offer an 18 month "
             "term if he wants. can u write the email"),
         (A, "Here's a draft:\n\n"
             "> Subject: Lease renewal - Unit 1208\n>\n"
             "> Hi Daniel,\n>\n"
             "> Thanks for sending the renewal notice. I'd really like to stay - I've enjoyed "
             "living here for the past two years and have always paid on time.\n>\n"
             "> A 6.5% increase is more than I can comfortably take on this year. Would you "
             "consider 3% ($2,420/month)? I'd be happy to commit to an 18-month term to give "
             "you more certainty.\n>\n"
             "> Best,\n> Jordan\n\n"
             "Want a firmer or softer version?"),
         (U, "thats good. ill send it friday after rent clears so it doesnt look weird"),
         decisions=("stay in the unit and counter the rent increase at 3%",
                    "offer an 18-month term in exchange"),
         loops=("send the counter-offer email to the landlord on Friday",),
         facts=("lives in a rented condo in Liberty Village, Toronto",
                "works from home full time", "has a cat named Miso",
                "has a girlfriend"),
         split="fresh"),

    case("fr-greyhound-separation", "claude",
         (U, "Adopted a retired racing greyhound three weeks ago, Biscuit, 4 years old, "
             "absolute sweetheart. Problem: when I leave the flat he howls and my neighbour "
             "below has complained twice. I live alone so there's nobody home when I go to "
             "the office (Tue-Thu). I'm going to crate train him, what size crate?"),
         (A, "Congrats on Biscuit! Greyhounds make wonderful pets, and some separation "
             "distress in the first weeks is really common as they adjust from kennel life.\n\n"
             "**Crate size:** for a greyhound you'd need an XXL / 48\" crate, tall enough for "
             "him to stand and turn.\n\n"
             "One caution before you buy: ex-racers spent years in kennels and were crated "
             "for transport, so many greyhound rescues say it goes one of two ways - some "
             "find a crate comforting, and others panic in one, which makes the howling "
             "worse and can lead to injuries. Some alternatives that often work well:\n\n"
             "- **Baby gate** closing off a small room (e.g. kitchen) so he has a den-like "
             "space without being shut in\n"
             "- **Short absences** built up gradually: 1 min, 5, 15, 30...\n"
             "- a **camera** so you can see when he starts howling\n\n"
             "Did the rescue tell you how he reacts to crates?"),
         (U, "Oh. Just checked the adoption notes, it says 'does not settle in crate, "
             "pants and paws at door'. Right, forget the crate then. Baby gate in the kitchen "
             "it is. Do those stop a greyhound?? they're tall"),
         (A, "Good that you checked! For a greyhound, go for an **extra-tall pressure-fit "
             "gate, around 100-105 cm**. Most greyhounds don't jump barriers at home, but a "
             "standard 76 cm gate is low enough that a stressed one might try.\n\n"
             "Set-up tips:\n"
             "- his bed in the kitchen plus something that smells of you\n"
             "- a lick mat or stuffed Kong only given when you leave\n"
             "- leave calmly, return calmly - no big greetings\n\n"
             "Start practising on your non-office days: step out for a minute, come back "
             "before he howls, and stretch it out."),
         (U, "ok. ill order a tall gate tonight and start the 1-minute outs on friday. "
             "maybe i'll also leave a note for the downstairs neighbour so she knows im "
             "working on it"),
         (A, "That's a lovely idea - neighbours are much more patient when they know you're "
             "on it. If the howling hasn't eased in 3-4 weeks, the rescue or a qualified "
             "behaviourist (look for CCAB or ABTC-registered) can help."),
         (U, "thank you, feeling less hopeless already"),
         decisions=("use an extra-tall baby gate in the kitchen instead of a crate",
                    "build up absences gradually starting with one-minute outs"),
         superseded=("crate train Biscuit",),
         loops=("order an extra-tall baby gate", "start the one-minute absence practice on "
                "Friday", "leave a note for the downstairs neighbour"),
         facts=("has a rescue ex-racing greyhound named Biscuit", "lives alone in a flat",
                "works in the office Tuesday to Thursday"),
         split="fresh"),

    case("fr-veg-meal-prep", "chatgpt",
         (U, "need a meal prep plan. vegetarian, also lactose intolerant so go easy on "
             "cheese. lunches for mon-fri, want to cook once"),
         (A, "Here's a simple one-session plan for 5 lunches, all vegetarian and low in "
             "lactose.\n\n"
             "## Option A: Red lentil dal + rice\n"
             "- keeps 5 days in the fridge, freezes well\n"
             "- ~25 min active time\n\n"
             "## Option B: Chickpea & sweet potato traybake with tahini dressing\n"
             "- great cold or warm, no dairy at all\n\n"
             "## Option C: Tofu noodle stir-fry\n"
             "- best within 3 days, so cook twice\n\n"
             "A nice combo is **A + B** (2-3 portions each) so you don't get bored. Which "
             "day do you want to cook?"),
         (U, "a+b. sundays. my coworker hates coriander so she always moans about my "
             "lunches lol"),
         (A, "Ha - happily, neither needs coriander; parsley works in the traybake.\n\n"
             "### Sunday shopping list\n"
             "- 300 g red lentils, 1 tin coconut milk, 1 tin chopped tomatoes\n"
             "- 2 onions, garlic, ginger, 1 tsp each cumin, turmeric, garam masala\n"
             "- 2 tins chickpeas, 2 sweet potatoes, 1 red onion\n"
             "- tahini, lemon, parsley, basmati rice\n\n"
             "### Order of work (~75 min)\n"
             "1. oven on, traybake in\n2. rice on\n3. dal while both cook\n"
             "4. cool, portion: dal Mon/Wed/Fri, traybake Tue/Thu\n\n"
             "Do you have enough containers?"),
         (U, "only 2 decent ones. ill order a set of glass ones this week"),
         (A, "Good call - glass doesn't stain with turmeric. 5 x ~850 ml rectangular ones "
             "are a good size for these."),
         decisions=("red lentil dal and chickpea sweet potato traybake for weekday lunches",
                    "batch cook lunches on Sundays"),
         loops=("order a set of glass meal prep containers this week",),
         facts=("is vegetarian", "is lactose intolerant"),
         split="fresh"),

    case("fr-used-corolla-hybrid", "claude",
         (U, "Looking at two used cars and going back and forth. 2019 Toyota Corolla hybrid "
             "hatch, 68,000 km, $24,900 at a dealer. Or a 2018 Honda Civic 1.5 turbo, "
             "52,000 km, $22,500 private sale. I do about 60 km a day round trip, mostly "
             "motorway into Christchurch from Rolleston. Which one?"),
         (A, "Both are solid, reliable cars. For your driving pattern, here's how they "
             "compare:\n\n"
             "**Running costs (60 km/day ~ 15,000 km/year)**\n"
             "- Corolla hybrid: ~4.2 L/100km real world -> ~630 L/yr\n"
             "- Civic 1.5T: ~6.5 L/100km -> ~975 L/yr\n"
             "- At ~$2.70/L that's roughly **$930 a year** in the Corolla's favour\n\n"
             "**Road user charges:** neither pays RUC (both petrol), though that could change "
             "for hybrids in future.\n\n"
             "**Buying:** dealer sale gives you Consumer Guarantees Act protection; a private "
             "sale doesn't. The $2,400 price gap is about 2.5 years of fuel savings.\n\n"
             "**Hybrid battery:** Toyota's packs have a strong track record; at 68,000 km it's "
             "a non-issue, and the Corolla's hybrid system has a longer warranty if it was a "
             "NZ-new car.\n\n"
             "Mostly-motorway driving narrows the hybrid advantage a bit, but it still comes "
             "out ahead. Is there anything that matters beyond cost - boot space, how it "
             "drives?"),
         (U, "one weird thing: I'm red-green colour-blind, and in the Corolla the eco/charge "
             "gauge is basically invisible to me, it's all green and red. does that matter?"),
         (A, "Practically, no - the hybrid system manages itself, and the gauge is just "
             "feedback. What *does* matter for safety is warning lights, and those are "
             "distinguished by symbol and position, not just colour.\n\n"
             "If you want the feedback, Toyota's display can usually be switched to show "
             "the energy-flow screen, which uses arrows and shape rather than colour alone."),
         (U, "alright, Corolla it is. and if I ever move out to the West Coast I'd want AWD "
             "but that's years away, not a now thing"),
         (A, "Makes sense. Before you sign, I'd strongly suggest:\n\n"
             "1. a **pre-purchase inspection** (AA or VTNZ, ~$150-200) even from a dealer\n"
             "2. a **CarJam/Motorweb report** to check for money owing and odometer history\n"
             "3. check it's NZ-new vs Japanese import - affects warranty and the hybrid "
             "battery history\n\n"
             "Want me to write a list of questions to ask the dealer?"),
         (U, "ran carjam just now, clean and it's NZ new. I'll book the AA inspection for "
             "saturday. no need for the question list, my dad sold cars for 30 years haha"),
         (A, "Ha, then you're in good hands. Good luck on Saturday!"),
         decisions=("buy the 2019 Corolla hybrid rather than the Civic",),
         loops=("book the AA pre-purchase inspection on the Corolla for Saturday",),
         facts=("is red-green colour-blind", "commutes about 60 km a day from Rolleston to "
                "Christchurch"),
         split="fresh"),

    case("fr-msc-applications", "chatgpt",
         (U, "Hi! I'm 29, based in Nairobi, BSc Biology from University of Nairobi (2018, "
             "second class upper). Since then I've worked as a lab technician at a research "
             "institute doing sequencing, taught myself Python and R. I want to do a "
             "master's in data science or bioinformatics in Europe starting Sept 2026. "
             "Where should I apply?"),
         (A, "Your profile is a great fit for **bioinformatics / computational biology** "
             "programmes - the lab sequencing experience is exactly what they like. A "
             "shortlist:\n\n"
             "| Programme | Fees (intl) | Notes |\n|---|---|---|\n"
             "| **Edinburgh MSc Bioinformatics** (UK) | ~GBP 38k | strong, 1 year |\n"
             "| **KU Leuven MSc Bioinformatics** (BE) | ~EUR 8k/yr | 2 years, cheap, English |\n"
             "| **Uppsala MSc Bioinformatics** (SE) | ~SEK 290k | 2 years |\n"
             "| **Imperial MSc Bioinformatics & Theoretical Systems Biology** (UK) | ~GBP 41k "
             "| very competitive |\n"
             "| **Wageningen MSc Bioinformatics** (NL) | ~EUR 21k/yr | great for "
             "agri/genomics |\n\n"
             "Funding to look at: Chevening (UK), VLIR-UOS (Belgium, for Kenyan applicants), "
             "Erasmus Mundus.\n\nWhat's your budget situation?"),
         (U, "no way I can self fund, I need a scholarship. So Edinburgh (chevening) and "
             "Leuven (VLIR-UOS) make most sense? Imperial feels like a long shot and the fees "
             "are insane, I'll skip it"),
         (A, "That's a smart, focused plan. Key points:\n\n"
             "- **Chevening**: application window usually Aug-early Nov; you apply to "
             "Chevening *and* to up to 3 UK universities. You meet the 2 years' work "
             "experience requirement\n"
             "- **VLIR-UOS**: check the current list of eligible programmes - KU Leuven's "
             "bioinformatics has been on it in some years; deadlines are often around "
             "February\n\n"
             "For both you'll need:\n"
             "1. personal statement / essays\n2. two academic or professional references\n"
             "3. transcripts and degree certificate\n4. IELTS - unless your degree was taught "
             "in English and the university waives it\n\n"
             "Do you need the GRE? Neither programme requires it."),
         (U, "great, no GRE then. for references - my old supervisor Dr. Mwangi and my "
             "current PI. I'll ask Dr. Mwangi this week, she's retiring soon so better early. "
             "and I'll get a first draft of the personal statement done by end of the month"),
         (A, "Good sequencing. When you have a draft, paste it here and I'll give feedback "
             "on structure and how to frame the sequencing work. Also worth checking with "
             "Edinburgh admissions whether your degree qualifies for the IELTS waiver - that "
             "could save you the test fee."),
         (U, "oh good point, I'll email them about the waiver too. thanks so much"),
         decisions=("apply to Edinburgh (with Chevening) and KU Leuven (with VLIR-UOS)",
                    "skip Imperial", "not taking the GRE"),
         loops=("ask Dr. Mwangi for a reference this week",
                "write a first draft of the personal statement by the end of the month",
                "email Edinburgh admissions about the IELTS waiver"),
         facts=("is 29", "lives in Nairobi",
                "has a BSc in Biology from the University of Nairobi (2018)",
                "works as a lab technician at a research institute doing sequencing",
                "knows Python and R"),
         split="fresh"),

    case("fr-four-day-week-ask", "claude",
         (U, "ok career question. structural engineer, 9 years in, chartered, currently "
             "senior at a mid-size consultancy in Bristol. annual review is in 3 weeks. I was "
             "going to ask for a raise but honestly what I want is time - we have twin boys "
             "who are 3 and nursery pickups are killing us. if I went freelance I could "
             "probably set my own hours but the pension and the stability... thoughts?"),
         (A, "This is a really common crossroads, and wanting time over money is a legitimate "
             "thing to negotiate for. A few options to weigh:\n\n"
             "### 1. Ask for a raise\n"
             "Straightforward, but doesn't solve the pickup problem.\n\n"
             "### 2. Ask for a 4-day week (compressed or reduced)\n"
             "- **Compressed:** full-time hours over 4 days - same pay, long days\n"
             "- **Reduced:** 4 days at 80% pay - you lose 20% but gain a full day\n"
             "UK employees with 26 weeks' service have a statutory right to *request* "
             "flexible working (now from day one), and the employer must consider it "
             "reasonably.\n\n"
             "### 3. Flexible hours (e.g. 7:30-3:30)\n"
             "Keeps pay and days, fixes pickups, often the easiest yes for a manager.\n\n"
             "### 4. Freelance\n"
             "More control, but PI insurance, no pension contributions, irregular pipeline - "
             "a big jump with two 3-year-olds.\n\n"
             "Which of these would actually fix your week?"),
         (U, "Reduced 4 day week at 80%. we did the maths, the nursery saving on the 5th day "
             "covers most of the pay cut. and yeah forget freelancing, not with the twins"),
         (A, "That's a clear, well-reasoned ask. How to frame it:\n\n"
             "1. **Lead with the business case** - which projects you'll keep, how you'll "
             "cover client calls on your day off, availability for emergencies\n"
             "2. **Propose a trial** - 3 months, then review. Managers say yes to trials far "
             "more easily\n"
             "3. **Put it in writing** as a formal flexible working request alongside the "
             "conversation, so there's a record\n\n"
             "Would you like me to draft the written request?"),
         (U, "yes please, Friday as the day off. I'm going to book a 1:1 with my manager "
             "before the review rather than springing it on her in the review itself"),
         (A, "Smart. Draft:\n\n"
             "> Dear Helen,\n>\n"
             "> I'd like to make a formal flexible working request to move to a four-day "
             "week (Monday-Thursday) at 80% of my current salary, starting with a three-month "
             "trial from [date].\n>\n"
             "> I've thought about how this would work for the team: ...\n\n"
             "Fill in the projects bit and it's ready."),
         (U, "perfect thanks"),
         decisions=("ask for a reduced four-day week at 80% pay instead of a raise",
                    "Friday as the day off", "not going freelance",
                    "raise it in a 1:1 before the annual review rather than in the review"),
         loops=("book a 1:1 with manager Helen before the annual review",
                "finish the written flexible working request"),
         facts=("is a chartered structural engineer with 9 years' experience",
                "works as a senior engineer at a consultancy in Bristol",
                "has twin boys aged 3"),
         split="fresh"),

    case("fr-mum-dementia-daycare", "chatgpt",
         (U, "My mum moved in with us last year after her diagnosis (early stage Alzheimer's, "
             "she's 81). I work part time from home and my husband works full time. She's "
             "getting bored and low during the day and I can't entertain her and work. My "
             "brother's wife is a nurse and she keeps saying 'put her in a home' which is "
             "NOT happening. What are my options?"),
         (A, "It sounds like you're carrying a lot, and wanting to keep your mum at home "
             "with you is completely valid. For someone in the early stage, there are good "
             "in-between options:\n\n"
             "**Day services**\n"
             "- **Adult day centres** - structured activities, lunch, social contact; many "
             "have dementia-specific sessions. Usually 1-5 days a week\n"
             "- **Memory cafes / Singing for the Brain** - a couple of hours, often free, "
             "great for low mood\n\n"
             "**At home**\n"
             "- **Befriending / companionship visits** (paid or charity)\n"
             "- **Home care** for a few hours, if she needs help with personal care later\n\n"
             "**Money & support**\n"
             "- **Attendance Allowance** - not means-tested, for over-State-Pension-age people "
             "who need help; many with a dementia diagnosis qualify\n"
             "- a **carer's assessment** from your council for you\n"
             "- a **needs assessment** for your mum, which can unlock funded day care\n\n"
             "Which of these feels closest to what she'd enjoy?"),
         (U, "She was always very social, church choir for 40 years. I think a day centre "
             "2 days a week plus Singing for the Brain. There's one day centre 10 mins away "
             "run by Age UK."),
         (A, "That sounds like a lovely fit for her. Suggestions for getting started:\n\n"
             "1. **Call the Age UK centre** and ask for a visit or taster day - many let "
             "family come along the first time\n"
             "2. **Find the nearest Singing for the Brain** on the Alzheimer's Society site\n"
             "3. **Apply for Attendance Allowance** - it can help pay for the day centre\n\n"
             "Would you like help with the Attendance Allowance form? The 'how does her "
             "condition affect her' questions are where most people undersell it."),
         (U, "yes I'll apply, but another time for the form. I'll ring Age UK tomorrow "
             "morning. Singing for the Brain - already found one at the library on "
             "Wednesdays, booked her in while we were talking!"),
         (A, "That's wonderful - she'll likely love it. Good luck with the call tomorrow."),
         decisions=("keep mum living at home rather than a care home",
                    "Age UK day centre two days a week",
                    "Singing for the Brain at the library on Wednesdays"),
         loops=("ring the Age UK day centre to arrange a visit",
                "apply for Attendance Allowance for mum"),
         facts=("mother lives with them since last year",
                "mother has early-stage Alzheimer's and is 81",
                "works part time from home", "husband works full time"),
         split="fresh"),

    case("fr-japan-rail-pass-reversal", "claude",
         (U, "hey! me and my partner are doing japan for 16 days in november: tokyo (5n), "
             "hakone (1n), kyoto (5n), hiroshima + miyajima (2n), osaka (2n), back to tokyo "
             "to fly out. everyone says get the JR pass. we'll get the 14 day one?"),
         (A, "Fun itinerary! Before buying, note the JR Pass price went up a lot in October "
             "2023 - so it's worth checking the math rather than assuming.\n\n"
             "**14-day ordinary pass:** JPY 80,000 per person\n\n"
             "**Your long-distance legs bought individually** (reserved Nozomi/Hikari, "
             "approx.):\n"
             "- Tokyo -> Odawara (for Hakone): ~JPY 4,000\n"
             "- Odawara -> Kyoto: ~JPY 12,000\n"
             "- Kyoto -> Hiroshima: ~JPY 11,500\n"
             "- Hiroshima -> Shin-Osaka: ~JPY 10,500\n"
             "- Shin-Osaka -> Tokyo: ~JPY 14,700\n"
             "- **Total: ~JPY 52,700**\n\n"
             "Plus the pass only covers 14 of your 16 days, and it can't be used on the "
             "Nozomi without a supplement, or on Hakone's private lines. Local JR trips in "
             "Tokyo/Kyoto add maybe JPY 3-5k. So individual tickets come out roughly "
             "**JPY 20,000+ cheaper per person**."),
         (U, "woah ok. forget the pass then, individual shinkansen tickets. how do we buy "
             "them, at the station?"),
         (A, "Easiest options:\n\n"
             "- **SmartEX app** (JR Central/West) - book Tokaido/Sanyo shinkansen online with a "
             "foreign credit card, link an IC card (Suica/ICOCA) and just tap through the "
             "gates\n"
             "- **Ticket machines / counters** at stations - fine too, cards accepted\n\n"
             "For local trains, subways and buses, get a **Suica** on your phone (Apple "
             "Wallet works with overseas cards).\n\n"
             "For Hakone, the **Hakone Free Pass** from Odakyu covers the loop (ropeway, "
             "boat, buses) - worth it even for one night."),
         (U, "smartex + suica on the phone. and yeah we'll get the hakone free pass. also "
             "fyi we're both vegan, is kyoto ok for that? we still haven't booked the kyoto "
             "ryokan either, need to do that this week before prices jump"),
         (A, "Kyoto is one of the best places in Japan for vegans thanks to **shojin ryori** "
             "(Buddhist temple cuisine) - try Shigetsu at Tenryu-ji or Ajiro near Myoshin-ji. "
             "Watch out for dashi (fish stock) in most ordinary dishes - the HappyCow app "
             "helps a lot.\n\n"
             "For the ryokan: tell them you're vegan when you book - ryokan dinners are "
             "kaiseki and often fish-based, and many can adapt with notice, but not all. "
             "Want a shortlist of vegan-friendly ryokan?"),
         (U, "yes!"),
         (A, "A few known for accommodating plant-based guests:\n"
             "- **Shunkoin Temple** (temple lodging, Myoshin-ji) - vegan breakfast\n"
             "- **Ryokan Yachiyo** (Nanzenji) - vegetarian kaiseki on request\n"
             "- **Hiiragiya** - high-end, adapts with advance notice\n\n"
             "Email them before booking to confirm they can do fully vegan (no dashi)."),
         decisions=("buy individual shinkansen tickets instead of a JR Pass",
                    "use SmartEX and Suica on the phone",
                    "get the Hakone Free Pass"),
         superseded=("buy the 14-day JR Pass",),
         loops=("book the Kyoto ryokan this week, confirming it can do fully vegan meals",),
         facts=("is vegan", "partner is vegan"),
         split="fresh"),

    case("fr-autonomo-gestor", "chatgpt",
         (U, "Hola. I'm a freelance graphic designer (autonomo since 2021), living in "
             "Valencia. I've been doing my own quarterly IVA (modelo 303) and IRPF (130) "
             "myself with youtube tutorials but I'm SO stressed this week, Q3 deadline is the "
             "20th and I think I made mistakes in Q2. Should I get a gestor? worth it?"),
         (A, "For many autonomos it's worth it, especially once you've had a scare. What a "
             "gestor usually does:\n\n"
             "- files modelo 303 (IVA), 130 (IRPF), 111 if you pay professionals, the annual "
             "390 and your Renta\n"
             "- keeps your invoice books\n"
             "- answers letters from Hacienda\n"
             "- can file a **complementaria** (corrective return) for Q2 if there was an "
             "error\n\n"
             "**Costs:** online gestorias (e.g. Declarando, TaxDown autonomos, Xolo) ~EUR "
             "40-70/month; a local gestoria in Valencia ~EUR 50-100/month. Fees are "
             "deductible.\n\n"
             "**Online vs local:** online is cheaper and app-based; a local one gives you a "
             "person you can sit down with, often helpful if there are past mistakes to "
             "fix.\n\nWhich matters more to you?"),
         (U, "local. I want an actual human to fix the Q2 mess. my neighbour uses one in "
             "Ruzafa and is happy, I'll go with that one"),
         (A, "Great - a recommendation is the best way to find one. When you contact them, "
             "bring:\n"
             "1. your **certificado digital** (or Cl@ve) - they'll need to be authorised to "
             "file for you\n"
             "2. all Q1-Q3 invoices issued and received\n"
             "3. copies of the 303 and 130 you filed for Q1 and Q2\n"
             "4. your bank statements for the business account\n\n"
             "With the 20th so close, call them today - gestorias get swamped in October."),
         (U, "called, they can see me thursday. I need to send them the Q3 invoices before "
             "then, they said scanned is fine"),
         (A, "Perfect. You're in good hands."),
         decisions=("hire a local gestoria in Ruzafa for the quarterly taxes",
                    "have the gestor fix the Q2 returns"),
         loops=("send the Q3 invoices to the gestoria before Thursday",),
         facts=("is a freelance graphic designer", "registered as autonomo since 2021",
                "lives in Valencia"),
         split="fresh"),

    case("fr-baby-third-nap", "claude",
         (U, "running on about 3 hours sleep so forgive typos. son mateo is 8 months, been "
             "sleeping 7pm-6am fine until 2 weeks ago, now he's up at 2am wide awake for an "
             "hour+ every night. he still does 3 naps. I'm an ICU nurse, done nights for 6 "
             "years, so I'm on a rota and my partner does the wake ups on my shift nights. "
             "what's going on"),
         (A, "That sounds exhausting, especially around shift work. What you're describing - "
             "a baby who used to sleep well now waking happy and wide awake for an hour in "
             "the middle of the night - is often called a **split night**, and at 8 months "
             "the most common cause is **too much daytime sleep**, usually because they're "
             "ready to drop from 3 naps to 2.\n\n"
             "**Signs he's ready to drop the third nap:**\n"
             "- fighting the late-afternoon nap\n"
             "- total day sleep above ~3-3.5 hours\n"
             "- the night waking is playful, not distressed\n\n"
             "**What usually helps:**\n"
             "1. drop the third nap, and move bedtime 30 min earlier for a couple of weeks "
             "to bridge the gap\n"
             "2. cap total daytime sleep around 2.5-3 h\n"
             "3. keep the 2am waking boring - dark, quiet, no play\n\n"
             "Other things to rule out: teething, illness, or a developmental leap (crawling, "
             "pulling to stand) - if he's suddenly practising standing in the cot, that's a "
             "classic culprit."),
         (U, "he does fight the 4pm nap every day. and yes he's pulling up on everything "
             "since last week omg. ok let's try dropping the 3rd nap. bedtime 6:30 for now?"),
         (A, "6:30 for the first week or two is a good bridge. Expect a grumpy late "
             "afternoon for a few days - a bath or a walk outside around 4-5pm helps.\n\n"
             "For the standing: practise sitting back down from standing during the day (guide "
             "his bottom down, bend his knees), so he's not stuck at 2am."),
         (U, "okay. and we're doing the floor practice during the day. thank you, honestly "
             "feel like i can breathe"),
         (A, "You're doing a great job. Give it about 2 weeks before judging - changes to "
             "naps take a while to show at night."),
         decisions=("drop Mateo's third nap", "bedtime at 6:30pm for the next week or two",
                    "practise sitting down from standing during the day"),
         facts=("son Mateo is 8 months old",
                "is an ICU nurse who has worked nights for six years",
                "partner does the night wake-ups on shift nights"),
         split="fresh"),

    # ------------------------------------------------------------ brainstorms / reviews / prep
    case("fr-review-fastapi-invoices", "claude-code",
         (U, "review my branch `feat/invoice-export` before I open the PR. it adds a CSV "
             "export endpoint for invoices. be picky"),
         (A, "Reading the diff against main."),
         (T, "$ git diff main...feat/invoice-export --stat\n"
             " app/routers/invoices.py        | 58 +++++++++++++++++++++\n"
             " app/services/export.py         | 41 +++++++++++++++\n"
             " tests/test_invoice_export.py   | 22 ++++++++\n"
             " 3 files changed, 121 insertions(+)"),
         (T, "$ git diff main...feat/invoice-export -- app/services/export.py | sed -n 1,40p\n"
             "+def export_invoices(db, customer_id: str, since: str) -> str:\n"
             "+    rows = db.execute(\n"
             "+        f\"SELECT * FROM invoices WHERE customer_id = '{customer_id}' \"\n"
             "+        f\"AND issued_at >= '{since}'\"\n"
             "+    ).fetchall()\n"
             "+    out = io.StringIO()\n"
             "+    w = csv.writer(out)\n"
             "+    for r in rows:\n"
             "+        lines = db.execute(\n"
             "+            f\"SELECT sum(amount) FROM invoice_lines WHERE invoice_id = {r.id}\"\n"
             "+        ).scalar()\n"
             "+        w.writerow([r.number, r.issued_at, lines, r.currency])\n"
             "+    return out.getvalue()"),
         (A, "## Review\n\n"
             "**Must fix**\n"
             "1. **SQL injection** - `customer_id` and `since` come straight from the query "
             "string into an f-string. Use bound parameters.\n"
             "2. **N+1 query** - one `SELECT sum(amount)` per invoice; a customer with 5k "
             "invoices = 5k round trips. Join + `GROUP BY` instead.\n\n"
             "**Should fix**\n"
             "3. **Tests** only cover the happy path - nothing for an empty result, a bad "
             "`since` date, or a customer the caller isn't allowed to see.\n"
             "4. **Authorization** - the router doesn't check the caller owns `customer_id`.\n\n"
             "**Nice to have**\n"
             "5. Rename `lines` -> `total`, `r` -> `invoice`.\n"
             "6. Docstrings on `export_invoices` and the endpoint.\n"
             "7. Stream the CSV with `StreamingResponse` instead of building it in memory.\n\n"
             "Want me to fix 1 and 2 now?"),
         (U, "yes fix 1 and 2. 4 is handled by the dependency on the router, look at line 12. "
             "renames - nah, not worth the churn. streaming: not now, exports are small"),
         (T, "$ sed -n 10,14p app/routers/invoices.py\n"
             "@router.get(\"/customers/{customer_id}/invoices.csv\")\n"
             "def invoices_csv(customer_id: str, since: date,\n"
             "                 _: User = Depends(require_customer_access),\n"
             "                 db: Session = Depends(get_db)):"),
         (A, "You're right, `require_customer_access` covers 4 - and `since: date` means "
             "FastAPI already validates the date. Fixing 1 and 2."),
         (T, "--- a/app/services/export.py\n+++ b/app/services/export.py\n"
             "@@ -1,13 +1,16 @@\n"
             "-def export_invoices(db, customer_id: str, since: str) -> str:\n"
             "-    rows = db.execute(\n"
             "-        f\"SELECT * FROM invoices WHERE customer_id = '{customer_id}' \"\n"
             "-        f\"AND issued_at >= '{since}'\"\n"
             "-    ).fetchall()\n"
             "+def export_invoices(db, customer_id: str, since: date) -> str:\n"
             "+    rows = db.execute(text(\"\"\"\n"
             "+        SELECT i.number, i.issued_at, COALESCE(SUM(l.amount), 0) AS total, "
             "i.currency\n"
             "+        FROM invoices i LEFT JOIN invoice_lines l ON l.invoice_id = i.id\n"
             "+        WHERE i.customer_id = :cid AND i.issued_at >= :since\n"
             "+        GROUP BY i.id ORDER BY i.issued_at\n"
             "+    \"\"\"), {\"cid\": customer_id, \"since\": since}).fetchall()"),
         (T, "$ pytest tests/test_invoice_export.py -q\n"
             "..                                                                       [100%]\n"
             "2 passed in 0.44s"),
         (A, "Both fixed, existing tests pass. That leaves 3 (more tests) and 6 (docstrings)."),
         (U, "tests i'll write tomorrow, want to think about which edge cases matter. "
             "opening the PR as draft now"),
         (T, "$ gh pr create --draft --title 'Invoice CSV export' --body 'Adds "
             "GET /customers/{id}/invoices.csv'\n"
             "https://github.com/ledgerly/api/pull/418"),
         (A, "Draft PR #418 is up."),
         decisions=("use bound parameters and a single joined query for the invoice export",
                    "keep the current variable names",
                    "no CSV streaming for now"),
         loops=("write edge-case tests for the invoice export (empty result, bad date, "
                "unauthorised customer)",),
         split="fresh"),

    case("fr-staff-eng-interview-prep", "chatgpt",
         (U, "I have a final-round loop for a Staff Backend Engineer role in 12 days. 4 "
             "interviews: system design, 'technical leadership', behavioural, and a deep "
             "dive into a past project. I've got 11 years of backend experience, mostly Java "
             "and Go, currently tech lead at a logistics company in Rotterdam. Make me a prep "
             "plan"),
         (A, "Here's a 12-day plan tailored to a staff-level loop.\n\n"
             "## 1. System design (highest weight)\n"
             "- [ ] Re-read *Designing Data-Intensive Applications* ch. 5-9 (replication, "
             "partitioning, transactions, consistency)\n"
             "- [ ] Do 4 timed mock designs (45 min each): rate limiter, event-driven order "
             "pipeline, multi-region read-heavy API, job scheduler\n"
             "- [ ] Book 1-2 mock interviews with a peer\n\n"
             "## 2. Coding warm-up\n"
             "- [ ] 2 LeetCode mediums a day in case a coding question appears\n\n"
             "## 3. Technical leadership\n"
             "- [ ] Prepare 3 examples: influencing without authority, a technical strategy "
             "you set, mentoring a senior engineer\n\n"
             "## 4. Behavioural\n"
             "- [ ] Write 6-8 STAR stories (conflict, failure, ambiguity, delivery under "
             "pressure)\n\n"
             "## 5. Project deep dive\n"
             "- [ ] Pick the project, draw the architecture, prepare trade-offs and 'what "
             "I'd do differently'\n\n"
             "## 6. Company research\n"
             "- [ ] Read their engineering blog and recent incident write-ups\n\n"
             "Want to start with any section now?"),
         (U, "skip leetcode, recruiter confirmed there's no coding round. DDIA I reread in "
             "spring, don't need it again. let's do the deep dive project right now - it'll be "
             "the route-optimisation rewrite from 2023"),
         (A, "Great choice for a staff deep dive. Let's structure it:\n\n"
             "1. **Context** - what was broken, who felt it, numbers\n"
             "2. **Your role** - what you decided vs. what the team did\n"
             "3. **Architecture** - before and after\n"
             "4. **Key trade-offs** - 2-3 decisions with alternatives you rejected\n"
             "5. **Outcome** - metrics\n"
             "6. **Hindsight**\n\nTell me about 1 and 2 first."),
         (U, "Context: old optimiser was a monolithic Python service, 40 min nightly batch, "
             "couldn't handle same-day orders, ops were re-routing by hand ~200 stops a day. "
             "My role: I wrote the RFC, pushed for moving to an incremental solver in Go fed "
             "by Kafka events, got buy-in from ops and the CTO, led a team of 5. Outcome: "
             "re-plan in under 90s, manual re-routes down to ~15 a day"),
         (A, "That's a strong story. Tightened version for the opening 2 minutes:\n\n"
             "> \"In 2023 our route optimiser was a nightly 40-minute Python batch. It "
             "couldn't absorb same-day orders, so ops manually re-routed around 200 stops a "
             "day. I wrote the RFC proposing an incremental solver in Go driven by Kafka "
             "order events, got buy-in from ops and our CTO, and led a team of five to "
             "deliver it. Re-planning now takes under 90 seconds and manual re-routes "
             "dropped to about 15 a day.\"\n\n"
             "Expect follow-ups on: why Go, how you handled solver correctness during "
             "migration (shadow mode?), Kafka ordering/idempotency, what you'd change.\n\n"
             "Trade-offs: what alternatives did you reject?"),
         (U, "we rejected buying a SaaS optimiser (cost + data residency) and rejected "
             "keeping Python with a faster solver lib. ran it in shadow mode for 6 weeks. "
             "ok i think the deep dive is basically done, I'll rehearse it out loud tonight. "
             "I'll also ask my old colleague Priya to do a system design mock with me this "
             "weekend"),
         (A, "Perfect - the deep dive is in good shape. Remaining from the plan: timed "
             "system design practice, leadership examples, STAR stories, and company "
             "research. Want a schedule for those over the next 11 days?"),
         (U, "not now, i'll take it from here. thanks"),
         decisions=("use the 2023 route-optimisation rewrite for the project deep dive",
                    "skip LeetCode practice", "skip rereading DDIA"),
         loops=("ask Priya to do a system design mock interview this weekend",
                "rehearse the project deep dive out loud tonight"),
         facts=("has 11 years of backend experience, mostly Java and Go",
                "is a tech lead at a logistics company in Rotterdam",
                "led the 2023 route-optimisation rewrite at work"),
         split="fresh"),

    case("fr-pottery-shop-brainstorm", "claude",
         (U, "brainstorm time!! I've been making stoneware for 5 years as a hobby (mugs, "
             "bowls, little planters), I have my own kiln in the garage now, and I want to "
             "start selling online. I'm in Ghent. help me figure out what to do first"),
         (A, "Exciting! Here's a brainstorm, grouped so you can pick and choose.\n\n"
             "### Where to sell\n"
             "- **Etsy** - built-in audience, fees ~6.5% + listing fees\n"
             "- **Your own shop** (Shopify/Big Cartel) - more control, you bring the traffic\n"
             "- **Local markets & concept stores** in Ghent - great for ceramics\n\n"
             "### First to-dos\n"
             "1. **Photograph a first batch** of 10-15 pieces on a consistent background\n"
             "2. **Work out pricing** (materials + kiln electricity + time + fees) x margin\n"
             "3. **Write shop policies** - shipping, returns, breakage\n"
             "4. **Test-ship** a mug to a friend to check packaging survives\n"
             "5. **Start an Instagram** showing process videos\n"
             "6. **TikTok** - pottery content does really well\n"
             "7. **Newsletter** for drop announcements\n"
             "8. **Register as self-employed** (in Belgium, a secondary activity as "
             "zelfstandige in bijberoep, via an ondernemingsloket)\n\n"
             "Which do you want to dig into?"),
         (U, "Etsy to start, own shop later maybe. not doing tiktok, I don't want to be on "
             "camera. let's do pricing right now, a mug takes me ~1.5h total, clay+glaze "
             "maybe €3, firing I estimate €2 per mug"),
         (A, "Let's price it:\n\n"
             "| | per mug |\n|---|---|\n"
             "| clay + glaze | EUR 3.00 |\n| firing share | EUR 2.00 |\n"
             "| packaging | EUR 1.50 |\n| labour 1.5 h x EUR 15 | EUR 22.50 |\n"
             "| **cost** | **EUR 29.00** |\n\n"
             "Etsy takes ~10-12% all-in (transaction + payment + listing), so to keep a small "
             "margin the **retail price lands around EUR 34-38**. Handmade stoneware mugs in "
             "Belgium/NL typically sell for EUR 28-45, so that's in range."),
         (U, "€36 then, and bowls/planters I'll price the same way. done with pricing. "
             "policies next - can you draft something short for breakage?"),
         (A, "> **Breakage:** Every piece is packed by hand with recycled paper and double-"
             "boxed. If something arrives broken, send a photo of the item and the box within "
             "48 hours of delivery and I'll send a replacement or a full refund - your "
             "choice.\n\nWant returns and shipping too?"),
         (U, "yes"),
         (A, "> **Returns:** Unused items can be returned within 14 days of delivery "
             "(EU right of withdrawal). Return shipping is at the buyer's cost.\n>\n"
             "> **Shipping:** Ships from Ghent within 5 working days via bpost. Tracked "
             "delivery in Belgium and the EU."),
         (U, "perfect, pasting those into etsy now. done. this weekend I'll photograph the "
             "first 12 pieces in the garden light. and I need to sort out the bijberoep "
             "registration before I actually sell anything, will book the ondernemingsloket "
             "appointment"),
         (A, "Great progress. Quick photo tip: overcast days are your friend - soft light "
             "shows glaze texture without harsh reflections."),
         decisions=("sell on Etsy first, own shop maybe later", "no TikTok",
                    "price mugs at €36 using the cost-plus method"),
         loops=("photograph the first 12 pieces this weekend",
                "book an ondernemingsloket appointment to register as self-employed in "
                "bijberoep before selling"),
         facts=("has made stoneware pottery as a hobby for 5 years",
                "has a kiln in the garage", "lives in Ghent"),
         split="fresh"),

    case("fr-review-go-upload-handler", "codex",
         (U, "can you review internal/api/upload.go? it's the handler for photo uploads in "
             "our tenant portal. feels sloppy to me"),
         (T, "$ cat -n internal/api/upload.go | sed -n 18,52p\n"
             "    18\tfunc (h *Handler) Upload(w http.ResponseWriter, r *http.Request) {\n"
             "    19\t\tr.ParseMultipartForm(32 << 20)\n"
             "    20\t\tf, hdr, err := r.FormFile(\"photo\")\n"
             "    21\t\tif err != nil {\n"
             "    22\t\t\thttp.Error(w, err.Error(), 500)\n"
             "    23\t\t\treturn\n"
             "    24\t\t}\n"
             "    25\t\tdata, _ := io.ReadAll(f)\n"
             "    26\t\tkey := \"uploads/\" + hdr.Filename\n"
             "    27\t\t_, err = h.s3.PutObject(context.Background(), &s3.PutObjectInput{\n"
             "    28\t\t\tBucket: &h.bucket, Key: &key, Body: bytes.NewReader(data)})\n"
             "    29\t\tif err != nil {\n"
             "    30\t\t\tlog.Printf(\"upload failed: %v\", err)\n"
             "    31\t\t\thttp.Error(w, \"upload failed\", 500)\n"
             "    32\t\t\treturn\n"
             "    33\t\t}\n"
             "    34\t\tjson.NewEncoder(w).Encode(map[string]string{\"key\": key})\n"
             "    35\t}"),
         (A, "## Review of `upload.go`\n\n"
             "1. **Path/overwrite bug (security)** - `key` uses the client's `hdr.Filename`. "
             "Two tenants uploading `IMG_0001.jpg` overwrite each other, and `../` segments "
             "end up in the key. Use a server-generated key like "
             "`uploads/<tenantID>/<uuid>.jpg`.\n"
             "2. **Context** - `context.Background()` ignores client disconnects and server "
             "shutdown; use `r.Context()`.\n"
             "3. **Unchecked errors** - `ParseMultipartForm` and `io.ReadAll` errors are "
             "ignored; a client error (too large, not multipart) returns a 500 with the raw "
             "error text.\n"
             "4. **No content-type check** - anything can be uploaded as a 'photo'. Sniff "
             "with `http.DetectContentType` and allow only jpeg/png/heic.\n"
             "5. **Memory** - `ReadAll` buffers the whole file; pass `f` straight to the "
             "S3 uploader.\n"
             "6. **Logging** - switch `log.Printf` to your `slog` logger with request id.\n"
             "7. **Benchmarks** for the handler.\n"
             "8. **Godoc** comments on exported handlers.\n\n"
             "Want me to start on 1-5?"),
         (U, "1-5 yes go. 6 i'll do in a separate PR, we're moving the whole package to slog "
             "at once. 7 not now. skip the docs"),
         (T, "--- a/internal/api/upload.go\n+++ b/internal/api/upload.go\n"
             "@@ -18,18 +18,37 @@\n"
             " func (h *Handler) Upload(w http.ResponseWriter, r *http.Request) {\n"
             "-\tr.ParseMultipartForm(32 << 20)\n"
             "+\tr.Body = http.MaxBytesReader(w, r.Body, 15<<20)\n"
             "+\tif err := r.ParseMultipartForm(8 << 20); err != nil {\n"
             "+\t\thttp.Error(w, \"invalid upload\", http.StatusBadRequest)\n"
             "+\t\treturn\n"
             "+\t}\n"
             " \tf, hdr, err := r.FormFile(\"photo\")\n"
             " \tif err != nil {\n"
             "-\t\thttp.Error(w, err.Error(), 500)\n"
             "+\t\thttp.Error(w, \"missing photo\", http.StatusBadRequest)\n"
             " \t\treturn\n"
             " \t}\n"
             "-\tdata, _ := io.ReadAll(f)\n"
             "-\tkey := \"uploads/\" + hdr.Filename\n"
             "+\tdefer f.Close()\n"
             "+\tsniff := make([]byte, 512)\n"
             "+\tn, _ := io.ReadFull(f, sniff)\n"
             "+\text, ok := allowed[http.DetectContentType(sniff[:n])]\n"
             "+\tif !ok {\n"
             "+\t\thttp.Error(w, \"unsupported file type\", http.StatusUnsupportedMediaType)\n"
             "+\t\treturn\n"
             "+\t}\n"
             "+\tkey := fmt.Sprintf(\"uploads/%s/%s%s\", tenantID(r), uuid.NewString(), ext)\n"
             "+\tbody := io.MultiReader(bytes.NewReader(sniff[:n]), f)\n"
             "+\t_, err = h.uploader.Upload(r.Context(), &s3.PutObjectInput{\n"
             "+\t\tBucket: &h.bucket, Key: &key, Body: body, ContentLength: &hdr.Size})"),
         (T, "$ go vet ./internal/api/ && go test ./internal/api/ -run Upload -v\n"
             "=== RUN   TestUpload_RejectsPDF\n--- PASS: TestUpload_RejectsPDF (0.00s)\n"
             "=== RUN   TestUpload_KeyIsTenantScoped\n"
             "--- PASS: TestUpload_KeyIsTenantScoped (0.01s)\n"
             "=== RUN   TestUpload_TooLarge\n--- PASS: TestUpload_TooLarge (0.02s)\n"
             "PASS\nok  \tgithub.com/hearthly/portal/internal/api\t0.318s"),
         (A, "1-5 are done, with tests for the three new behaviours. HEIC detection: "
             "`http.DetectContentType` doesn't recognise HEIC, so iPhone photos would be "
             "rejected. Want HEIC allowed via a magic-bytes check, or require JPEG/PNG?"),
         (U, "jpeg/png only, the frontend converts heic already"),
         (A, "Then it's correct as is. Leaving 6 for your slog PR."),
         (U, "cool, merging"),
         decisions=("server-generated tenant-scoped upload keys",
                    "accept only JPEG and PNG uploads",
                    "no handler benchmarks for now", "no godoc comments"),
         loops=("move the upload handler logging to slog in the package-wide slog PR",),
         split="fresh"),

    case("fr-thesis-chapter-outline", "chatgpt",
         (U, "I'm a 3rd year PhD student in marine biology (coral bleaching recovery in the "
             "Red Sea). My supervisor says my chapter 3 outline is 'unfocused'. Here's what I "
             "have:\n3.1 intro to thermal stress\n3.2 field sites\n3.3 methods (temp "
             "loggers, photo quadrats, symbiont qPCR)\n3.4 results by site\n3.5 results by "
             "species\n3.6 lab heat-stress experiment\n3.7 discussion\n"
             "Help me brainstorm a better structure"),
         (A, "The 'unfocused' comment likely comes from **two studies sharing one chapter** "
             "(field survey + lab experiment) and results organised two ways. Some ideas:\n\n"
             "**Idea 1 - Split into two chapters**: Ch. 3 field recovery survey, Ch. 4 lab "
             "heat-stress experiment.\n\n"
             "**Idea 2 - One question, results by hypothesis**: frame the chapter around a "
             "single question ('Does symbiont community shift predict recovery?') and order "
             "results H1, H2, H3 instead of by site/species.\n\n"
             "**Idea 3 - Move 3.1** into the thesis general intro and open the chapter with "
             "a one-paragraph rationale.\n\n"
             "**Idea 4 - Add a conceptual figure** at the start showing the hypotheses.\n\n"
             "**Idea 5 - Cut 3.2 to a table** of sites with coordinates and reef type.\n\n"
             "**Idea 6 - Write a 1-page chapter abstract** first to test if the story holds."),
         (U, "1 is out, my committee already approved the chapter list and I'm not "
             "reopening that. 2 yes I like that a lot. 5 yes. Let me try 6 right now, here "
             "goes:\n\n"
             "'Following the 2023 marine heatwave, I tracked recovery of three coral species "
             "across five northern Red Sea sites and tested whether shifts in symbiont "
             "communities predicted recovery. A lab heat-stress experiment tested whether "
             "corals from recovering sites had higher thermal tolerance...'"),
         (A, "That abstract actually shows the chapter *does* have one story: **symbiont "
             "shifts -> recovery -> tolerance**. So the lab experiment fits as H3. Revised "
             "outline:\n\n"
             "3.1 Rationale and hypotheses (+ conceptual figure?)\n"
             "3.2 Methods (sites as Table 3.1; loggers, quadrats, qPCR; lab heat-stress "
             "design)\n"
             "3.3 H1: Recovery differed among sites and species\n"
             "3.4 H2: Symbiont community shifts predicted recovery\n"
             "3.5 H3: Corals from recovering sites had higher thermal tolerance\n"
             "3.6 Discussion\n\n"
             "Thoughts on the conceptual figure (idea 4) and moving the thermal stress intro "
             "(idea 3)?"),
         (U, "this is SO much better. the thermal stress intro goes to chapter 1, yes. I'll "
             "send the revised outline + abstract to Dr. Al-Sayed before our meeting on "
             "Tuesday"),
         (A, "Good luck on Tuesday! If your supervisor wants changes, bring them back and "
             "we can rework it."),
         decisions=("organise chapter 3 results by hypothesis (H1-H3)",
                    "keep the field survey and lab experiment in one chapter",
                    "move the sites description into a table",
                    "move the thermal stress intro to chapter 1"),
         loops=("send the revised chapter 3 outline and abstract to Dr. Al-Sayed before "
                "Tuesday's meeting",),
         facts=("is a third-year PhD student in marine biology",
                "researches coral bleaching recovery in the Red Sea",
                "supervisor is Dr. Al-Sayed"),
         split="fresh"),

    case("fr-refactor-legacy-pricing", "cursor",
         (U, "I inherited src/legacy/pricing.js (1400 lines, no types, no tests) and I need "
             "to add tiered discounts next sprint. give me a refactor plan first"),
         (A, "Here's a plan that keeps risk low by building a safety net before changing "
             "behaviour:\n\n"
             "1. **Characterisation tests** - snapshot `calculatePrice()` for ~50 real "
             "order fixtures before touching anything\n"
             "2. **Extract types** - `pricing/types.ts` for `Order`, `LineItem`, `PriceResult`\n"
             "3. **Split the file** - `taxes.ts`, `shipping.ts`, `discounts.ts`\n"
             "4. **Remove lodash** - only `_.get`, `_.round`, `_.groupBy` are used\n"
             "5. **Migrate the module to ESM**\n"
             "6. **Add Storybook stories** for the price breakdown component\n"
             "7. **Add tiered discounts** in `discounts.ts`\n\n"
             "I'd do 1 and 2 today. Shall I?"),
         (U, "do 1 and 2. ESM not now, the rest of the app is still CJS and webpack 4"),
         (T, "$ node scripts/dump-fixtures.js --from prod-sample.json --count 50 && ls "
             "test/fixtures/pricing | wc -l\n50"),
         (T, "--- /dev/null\n+++ b/test/pricing.characterisation.test.js\n"
             "@@ -0,0 +1,12 @@\n"
             "+const { calculatePrice } = require('../src/legacy/pricing');\n"
             "+const fixtures = require('./fixtures/pricing');\n+\n"
             "+describe('calculatePrice (characterisation)', () => {\n"
             "+  for (const [name, order] of Object.entries(fixtures)) {\n"
             "+    it(name, () => {\n"
             "+      expect(calculatePrice(order)).toMatchSnapshot();\n"
             "+    });\n"
             "+  }\n"
             "+});"),
         (T, "$ npx jest test/pricing.characterisation.test.js\n"
             " PASS  test/pricing.characterisation.test.js\n"
             "  calculatePrice (characterisation)\n"
             "    v order-0001 (4 ms)\n    ...\n    v order-0050 (1 ms)\n"
             " > 50 snapshots written.\n"
             "Tests:       50 passed, 50 total"),
         (A, "One snapshot looks suspicious: `order-0037` has a negative shipping cost "
             "(`-4.95`). That's the current behaviour, so the snapshot records it - but it "
             "might be a bug. Keep it as-is for now (characterisation = record reality)?"),
         (U, "keep it, but that's definitely a bug. I'll raise a ticket for it with the "
             "checkout team"),
         (T, "--- /dev/null\n+++ b/src/legacy/pricing/types.ts\n"
             "@@ -0,0 +1,22 @@\n"
             "+export interface LineItem { sku: string; qty: number; unitPrice: number; "
             "taxClass: 'std' | 'reduced' | 'zero' }\n"
             "+export interface Order { id: string; country: string; items: LineItem[]; "
             "coupon?: string }\n"
             "+export interface PriceResult { subtotal: number; tax: number; shipping: "
             "number; discount: number; total: number }"),
         (T, "$ npx tsc --noEmit --allowJs --checkJs src/legacy/pricing.js 2>&1 | head -5\n"
             "src/legacy/pricing.js(212,18): error TS2339: Property 'taxclass' does not exist "
             "on type 'LineItem'. Did you mean 'taxClass'?\n"
             "src/legacy/pricing.js(640,9): error TS2322: Type 'string' is not assignable to "
             "type 'number'."),
         (A, "Types are in and `checkJs` already found two real issues: a `taxclass` typo on "
             "line 212 (so the reduced tax rate never applies in that branch) and a string "
             "`'0'` assigned to `shipping` on 640. Fixing these changes behaviour, so the "
             "snapshots would change. Fix now or leave for later?"),
         (U, "leave both for now, add them to the same ticket"),
         (A, "Noted - not touching them. Steps 1 and 2 are done. Remaining: split the file "
             "(3), remove lodash (4), Storybook (6), and the tiered discounts (7)."),
         (U, "I'll do the lodash removal tomorrow, it's mechanical. split + tiers next sprint "
             "with the feature"),
         decisions=("characterisation snapshot tests before refactoring pricing.js",
                    "keep the module as CommonJS, no ESM migration for now",
                    "record current behaviour in snapshots and leave the known bugs unfixed "
                    "for now"),
         loops=("raise a ticket with the checkout team for the negative shipping and "
                "taxclass typo bugs",
                "remove lodash from pricing.js tomorrow",
                "split pricing.js and add tiered discounts next sprint"),
         split="fresh"),

    # ------------------------------------------------------------------ pure chatter
    case("fr-chat-thanks-it-worked", "chatgpt",
         (U, "THAT WORKED. omg. thank you thank you"),
         (A, "Yay! Glad it's working now! If anything else acts up, just shout."),
         (U, "you're a lifesaver honestly"),
         (A, "Happy to help - enjoy the rest of your evening!"),
         chatter=True, split="fresh"),

    case("fr-chat-database-puns", "claude",
         (U, "tell me a database joke, it's been a long sprint"),
         (A, "A SQL query walks into a bar, goes up to two tables and asks: \"Can I join "
             "you?\""),
         (U, "lmao ok another"),
         (A, "Why did the DBA leave his wife?\n\nShe had one-to-many relationships."),
         (U, "groan. one more and then back to work"),
         (A, "I'd tell you a joke about NoSQL, but it wouldn't be consistent... eventually "
             "it will be."),
         (U, "ok that one was actually good"),
         chatter=True, split="fresh"),

    case("fr-chat-vent-standup", "chatgpt",
         (U, "I just need to vent for a sec. today's standup went 45 minutes because two "
             "people argued about a ticket that isn't even in this sprint. then I had 3 "
             "back-to-back meetings and got zero actual work done. it's 6pm and I'm just "
             "sitting here staring at my screen"),
         (A, "That sounds genuinely draining - a day that's all talk and no progress can be "
             "more tiring than a busy day of real work. It makes sense you're fried.\n\n"
             "Do you want to talk it through, or would you rather just get it off your "
             "chest?"),
         (U, "just off my chest. it's whatever. tomorrow will probably be better"),
         (A, "Fair enough. Sometimes the best move after a day like that is to close the "
             "laptop and do something that isn't a screen. Hope tomorrow's kinder."),
         (U, "yeah. thanks for listening lol"),
         chatter=True, split="fresh"),

    case("fr-chat-rainy-sunday", "claude",
         (U, "it's been raining all weekend here and I've rewatched half of the Lord of the "
             "Rings extended editions. is it weird to watch Two Towers on a Sunday morning"),
         (A, "Not weird at all - rainy Sunday is basically the officially sanctioned time "
             "for Helm's Deep. The extended Two Towers is almost four hours, so starting in "
             "the morning is honestly good planning."),
         (U, "haha fair. the Ents part still drags though"),
         (A, "It's a classic complaint! Even Tolkien fans are split on the Entmoot - though "
             "the payoff at Isengard is worth it."),
         (U, "true true. ok back to the couch"),
         (A, "Enjoy - may the rain keep falling until the credits roll."),
         chatter=True, split="fresh"),

    case("fr-chat-typo-all-along", "claude-code",
         (U, "wait. the env var is `DATABSE_URL` in the .env file. that's been the problem "
             "for 2 hours??"),
         (T, "$ grep -n 'DATAB' .env\n3:DATABSE_URL=postgres://app:app@localhost:5432/app"),
         (A, "Yep - that's it. The app reads `DATABASE_URL`, finds nothing, and falls back to "
             "the default SQLite path, which is why none of your migrations showed up. Want "
             "me to fix the spelling?"),
         (U, "i already fixed it lol. works now. two hours. TWO."),
         (A, "The classics never die. For what it's worth, everyone has a two-hour typo "
             "story."),
         (U, "haha ok ty"),
         chatter=True, split="fresh"),

    case("fr-chat-do-you-get-bored", "chatgpt",
         (U, "random question, do you ever get bored answering the same stuff all day"),
         (A, "Honestly, I don't experience boredom the way you do - I don't have a "
             "continuous day that drags on between conversations. Each chat is kind of its "
             "own thing for me. Though I'll admit questions like this one are a nice change "
             "of pace!"),
         (U, "ha. thats kind of zen actually"),
         (A, "Maybe! No Monday mornings, no memory of the last hundred 'how do I center a "
             "div' questions. There are worse deals."),
         (U, "lmaooo fair"),
         chatter=True, split="fresh"),
]
