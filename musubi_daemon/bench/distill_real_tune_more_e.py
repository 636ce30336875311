"""Conversations where the person changes her mind: a choice made, then reversed (once, twice,
or back again), beside ones that only refine a choice or keep it against the assistant's push.
Written for tuning by a writer who had seen no code, rule or set of the project. Tuning data
(split "tune-b")."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('rv-jwt-cookies', 'claude-code',
         (U, 'add login to the express api. jwt, store the token in localStorage on the client '
             'side, keep it simple'),
         (A, "I'll look at the current layout of the API first."),
         (T, '$ ls src src/routes\nsrc:\napp.js  db.js  middleware  routes  server.js\n\n'
             'src/routes:\nitems.js  users.js'),
         (A, "There's no auth yet. Plan:\n\n1. `POST /auth/login` checks email + bcrypt hash, "
             'returns a signed JWT (15 min expiry)\n2. `requireAuth` middleware reads '
             '`Authorization: Bearer <token>`\n3. Client stores the token in `localStorage` and '
             'sends it in the header\n\nWriting it now.'),
         (T, '--- /dev/null\n+++ b/src/routes/auth.js\n@@ -0,0 +1,22 @@\n+const router = '
             "require('express').Router();\n+const jwt = require('jsonwebtoken');\n+const bcrypt "
             "= require('bcrypt');\n+const { findUserByEmail } = require('../db');\n+\n"
             "+router.post('/login', async (req, res) => {\n+  const user = await "
             'findUserByEmail(req.body.email);\n+  if (!user || !(await '
             'bcrypt.compare(req.body.password, user.hash))) {\n+    return '
             "res.status(401).json({ error: 'invalid credentials' });\n+  }\n+  const token = "
             "jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '15m' });\n+  "
             'res.json({ token });\n+});\n+\n+module.exports = router;'),
         (T, '$ npm test\n PASS  test/auth.test.js\n  login\n    ✓ returns token for valid creds '
             '(41 ms)\n    ✓ 401 for wrong password (12 ms)\n\nTests: 2 passed, 2 total'),
         (A, 'Login route and middleware are in, tests pass. Do you want rate limiting on '
             '`/auth/login`? `express-rate-limit` with 5 attempts/min per IP would be the usual '
             'choice.'),
         (U, 'nah skip it, the whole thing is behind cloudflare already and they do that for us'),
         (A, "OK, no rate limiting in the app.\n\nOne thing I'd flag before you ship: a token in "
             '`localStorage` is readable by any script on the page, so a single XSS bug leaks '
             'every session. The safer option is an `httpOnly` cookie with `SameSite=Lax` and '
             "`Secure` — JS can't read it and the browser sends it automatically. The server "
             'change is small. Want me to switch?'),
         (U, 'yes, switch to cookies'),
         (T, '--- a/src/routes/auth.js\n+++ b/src/routes/auth.js\n@@ -11,5 +11,11 @@\n   const '
             "token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '15m' });\n"
             "-  res.json({ token });\n+  res.cookie('session', token, {\n+    httpOnly: true,\n"
             "+    secure: process.env.NODE_ENV === 'production',\n+    sameSite: 'lax',\n+    "
             'maxAge: 15 * 60 * 1000,\n+  });\n+  res.json({ ok: true });\n });\n--- '
             'a/src/middleware/requireAuth.js\n+++ b/src/middleware/requireAuth.js\n@@ -3,3 +3,3 '
             "@@\n-  const token = (req.headers.authorization || '').replace('Bearer ', '');\n+  "
             'const token = req.cookies.session;'),
         (T, '$ npm test\n PASS  test/auth.test.js\n  login\n    ✓ sets httpOnly session cookie '
             '(38 ms)\n    ✓ 401 for wrong password (10 ms)\n\nTests: 2 passed, 2 total'),
         (A, 'Switched. The token now lives in an `httpOnly` cookie called `session`, and the '
             'middleware reads it from there (added `cookie-parser`).\n\nNext steps on your '
             "side:\n- the frontend needs `credentials: 'include'` on fetch calls and should "
             'stop reading/writing localStorage\n- make sure CORS has `credentials: true` if the '
             'frontend is on another origin'),
         (U, "cool. frontend's same origin so cors is fine. i'll do the fetch changes tomorrow"),
         decisions=(
             'JWT auth for the express API',
             'token stored in an httpOnly cookie',
             'no rate limiting on login',
         ),
         loops=(
             'update frontend fetch calls to send credentials',
         ),
         facts=(
             'API sits behind Cloudflare',
             'frontend is served from the same origin as the API',
         ),
         superseded=(
             'JWT in localStorage',
         ),
         split="tune-b"),
    case('rv-mongo-postgres', 'cursor',
         (U, 'new small service for warehouse inventory. items have lots of optional attributes '
             'that differ per category. what db'),
         (A, 'A few reasonable options:\n\n1. **Postgres** with a `jsonb` column for the '
             'per-category attributes — relational core, flexible extras\n2. **MongoDB** — '
             "documents map naturally to items with varying fields\n3. **SQLite** — fine if it's "
             'a single-instance internal tool\n\nIf you already run one of these somewhere, that '
             'usually decides it.'),
         (U, 'mongo, the data is kinda document shaped anyway'),
         (A, "Going with MongoDB + Mongoose. I'll add a connection module and an `Item` schema "
             'with a `Mixed` attributes field.'),
         (T, '$ npm install mongoose\nadded 21 packages, and audited 188 packages in 3s\nfound 0 '
             'vulnerabilities'),
         (T, "+++ b/src/models/item.js\n+const { Schema, model } = require('mongoose');\n+const "
             'ItemSchema = new Schema({\n+  sku: { type: String, required: true, unique: true '
             '},\n+  name: String,\n+  category: String,\n+  qty: { type: Number, default: 0 },\n'
             "+  attributes: Schema.Types.Mixed,\n+});\n+module.exports = model('Item', "
             'ItemSchema);'),
         (A, "Schema's in. Next I'd add the CRUD routes."),
         (U, 'wait, my boss says no mongo. we only run postgres in prod and ops wont support '
             'anything else. postgres then'),
         (A, 'No problem — Postgres with a `jsonb` attributes column covers the flexible part '
             "fine. I'll remove mongoose.\n\nFor the data layer: **Prisma** (schema file + "
             'generated typed client, migrations built in) or **Knex** (query builder, closer to '
             'SQL)?'),
         (U, 'prisma'),
         (T, '$ npm uninstall mongoose && npm install prisma @prisma/client\nremoved 21 '
             'packages\nadded 6 packages in 4s\n$ npx prisma migrate dev --name init\nApplying '
             'migration `20240311_init`\nYour database is now in sync with your schema.\n✔ '
             'Generated Prisma Client (v5.10.2)'),
         (T, '+++ b/prisma/schema.prisma\n+model Item {\n+  id         Int      @id '
             '@default(autoincrement())\n+  sku        String   @unique\n+  name       String\n'
             '+  category   String\n+  qty        Int      @default(0)\n+  attributes Json     '
             '@default("{}")\n+}'),
         (A, 'Done: mongoose is gone, Prisma schema with `attributes Json` (jsonb in Postgres) '
             "is migrated locally. You'll need a `DATABASE_URL` for staging — do you have one?"),
         (U, 'not yet, need to ask ops for staging creds. carry on with the routes'),
         (A, "OK, I'll write the CRUD routes against the Prisma client next."),
         decisions=(
             'Postgres for the inventory service',
             'Prisma as the data layer',
             'per-category attributes in a jsonb column',
         ),
         loops=(
             'get staging database credentials from ops',
         ),
         facts=(
             'company only runs Postgres in production',
         ),
         superseded=(
             'MongoDB with Mongoose',
         ),
         split="tune-b"),
    case('rv-batch-alter', 'codex',
         (U, "need a currency column on orders, not null, default 'EUR'. table is big-ish, ~2M "
             'rows. dont want to lock prod'),
         (A, 'Safe approach for a big table:\n\n1. `ALTER TABLE orders ADD COLUMN currency '
             'text;` (nullable, instant)\n2. backfill in batches of 10k: `UPDATE orders SET '
             "currency='EUR' WHERE id BETWEEN ...`\n3. `ALTER TABLE orders ALTER COLUMN currency "
             "SET DEFAULT 'EUR', ALTER COLUMN currency SET NOT NULL;`\n\nThat keeps each lock "
             'short. OK to go with that?'),
         (U, 'ok do the batches'),
         (T, '+++ b/migrations/20240402_add_currency.js\n+exports.up = async (knex) => {\n+  '
             'await knex.raw(`ALTER TABLE orders ADD COLUMN currency text`);\n+  let last = 0;\n'
             '+  while (true) {\n+    const res = await knex.raw(\n+      `UPDATE orders SET '
             "currency = 'EUR' WHERE id > ? AND id <= ? + 10000`, [last, last]);\n+    if "
             '(res.rowCount === 0 && last > (await maxId(knex))) break;\n+    last += 10000;\n+  '
             '}\n+  await knex.raw(`ALTER TABLE orders ALTER COLUMN currency SET DEFAULT '
             "'EUR'`);\n+  await knex.raw(`ALTER TABLE orders ALTER COLUMN currency SET NOT "
             'NULL`);\n+};'),
         (A, 'Migration written. Let me check which Postgres version prod runs, since that '
             'affects how expensive step 3 is.'),
         (T, "$ psql $DATABASE_URL -c 'select version()'\n                                   "
             'version\n'
             '------------------------------------------------------------------------------\n '
             'PostgreSQL 14.10 on x86_64-pc-linux-gnu, compiled by gcc 11.2.0, 64-bit\n(1 row)'),
         (A, "It's Postgres 14. Since PG 11, `ADD COLUMN ... DEFAULT <constant> NOT NULL` "
             "doesn't rewrite the table — the default is stored in the catalog and the change is "
             'metadata-only. So a single statement would be near-instant too, and the batched '
             'backfill is only buying us extra complexity.\n\nThe `SET NOT NULL` at the end of '
             'the batch version, by contrast, does a full scan under an exclusive lock.'),
         (U, "let's not do the batch thing after all, just one ALTER"),
         (T, '--- a/migrations/20240402_add_currency.js\n+++ '
             'b/migrations/20240402_add_currency.js\n@@ -1,12 +1,5 @@\n exports.up = async '
             '(knex) => {\n-  await knex.raw(`ALTER TABLE orders ADD COLUMN currency text`);\n-  '
             'let last = 0;\n-  ...\n-  await knex.raw(`ALTER TABLE orders ALTER COLUMN currency '
             'SET NOT NULL`);\n+  await knex.raw(\n+    `ALTER TABLE orders ADD COLUMN currency '
             "text NOT NULL DEFAULT 'EUR'`);\n };\n+exports.down = (knex) => knex.raw(`ALTER "
             'TABLE orders DROP COLUMN currency`);'),
         (T, '$ npx knex migrate:latest --env local\nBatch 7 run: 1 migrations\n$ psql local -c '
             '\'\\timing\' -c "ALTER TABLE orders_copy ADD COLUMN currency text NOT NULL DEFAULT '
             '\'EUR\'"\nALTER TABLE\nTime: 11.874 ms'),
         (A, 'Single-statement migration works locally — 12 ms on a 2M-row copy. Also added a '
             '`down` that drops the column. Next: run it on staging, then prod.'),
         (U, "👍 i'll run it on staging after lunch"),
         decisions=(
             'add orders.currency with a single ALTER statement',
             "currency column NOT NULL with default 'EUR'",
             'migration has a down step that drops the column',
         ),
         loops=(
             'run the migration on staging',
         ),
         facts=(
             'prod runs PostgreSQL 14',
             'orders table has about 2M rows',
         ),
         superseded=(
             'batched backfill in 10k chunks',
         ),
         split="tune-b"),
    case('rv-search-trigram', 'claude-code',
         (U, "product search is just ILIKE '%q%' right now and its slow. options?"),
         (A, 'Three realistic options:\n\n1. **Postgres full-text** (`tsvector` + GIN index) — '
             'stemming, ranking, fast; no typo tolerance\n2. **pg_trgm trigram** (`similarity()` '
             '+ GIN trigram index) — handles typos and partial words, less linguistic smarts\n3. '
             '**External engine** (Meilisearch / Elasticsearch) — best relevance, but another '
             'service to run\n\nFor a shop catalog of ~30k products, 1 or 2 stays inside '
             'Postgres.'),
         (U, '1'),
         (T, '+++ b/db/migrations/0042_product_search.sql\n+ALTER TABLE products ADD COLUMN '
             "search_vector tsvector\n+  GENERATED ALWAYS AS (to_tsvector('english', "
             "coalesce(name,'') || ' ' || coalesce(brand,''))) STORED;\n+CREATE INDEX "
             'products_search_idx ON products USING GIN (search_vector);'),
         (T, '$ psql shop -f db/migrations/0042_product_search.sql\nALTER TABLE\nCREATE INDEX\n$ '
             'psql shop -c "select name from products where search_vector @@ '
             'plainto_tsquery(\'iphone case\') limit 3"\n            name\n'
             '-----------------------------\n iPhone 15 Silicone Case\n iPhone 14 Leather Case\n '
             'Clear Case for iPhone 13\n(3 rows)'),
         (A, 'Full-text search is in; `iphone case` returns the right things and the query uses '
             'the GIN index (0.8 ms).'),
         (U, "tried a few real queries from the logs. 'ipone case' gives nothing, 'samsng' "
             'nothing. ppl misspell constantly on mobile'),
         (A, "That's the limit of `tsvector` — it matches lexemes exactly, no fuzzy matching. "
             "Options:\n\n- switch to **pg_trgm**: `name % 'ipone case'` catches typos\n- keep "
             'full-text and add a trigram fallback when it returns 0 rows (more code, two '
             "indexes)\n\nGiven how common typos are in your logs, I'd go trigram-only. Which "
             'one?'),
         (U, 'trigram.'),
         (T, '+++ b/db/migrations/0043_trigram_search.sql\n+CREATE EXTENSION IF NOT EXISTS '
             'pg_trgm;\n+CREATE INDEX products_name_trgm_idx ON products USING GIN (name '
             'gin_trgm_ops);\n--- a/src/search.ts\n+++ b/src/search.ts\n-  where: '
             'sql`search_vector @@ plainto_tsquery(${q})`,\n-  orderBy: '
             'sql`ts_rank(search_vector, plainto_tsquery(${q})) DESC`,\n+  where: '
             'sql`similarity(name, ${q}) > 0.3`,\n+  orderBy: sql`similarity(name, ${q}) DESC`,'),
         (T, '$ psql shop -c "select name, similarity(name,\'ipone case\') s from products where '
             'name % \'ipone case\' order by s desc limit 3"\n          name           |    s\n'
             '-------------------------+----------\n iPhone 15 Silicone Case | 0.52\n iPhone 14 '
             'Leather Case  | 0.48\n Clear Case for iPhone 13| 0.41\n(3 rows)\nTime: 3.2 ms'),
         (A, 'Trigram search catches the typos now, 3 ms with the index. Threshold is 0.3 — want '
             'it stricter? Also the `search_vector` column from 0042 is now unused; should I '
             'drop it?'),
         (U, "0.3 is fine. leave the column for now, i'll drop it after this is deployed and "
             'nothing breaks'),
         decisions=(
             'pg_trgm trigram search for products',
             'GIN trigram index on product name',
             'similarity threshold 0.3',
         ),
         loops=(
             'drop the unused search_vector column after deploy',
         ),
         facts=(
             'many shop users search on mobile and misspell',
         ),
         superseded=(
             'tsvector full-text search',
         ),
         split="tune-b"),
    case('rv-logging-lib', 'cursor',
         (U, 'replace all the console.log in the orders service with a proper logger. pino or '
             'winston?'),
         (A, 'Both work:\n\n- **pino** — JSON by default, very fast, small API; use '
             '`pino-pretty` locally\n- **winston** — more configurable transports/formats, a bit '
             'slower and heavier\n\nFor a service that mostly ships logs to stdout for a '
             "collector, I'd pick pino."),
         (U, 'pino'),
         (T, '$ npm i pino && npm i -D pino-pretty\nadded 12 packages in 2s'),
         (T, "+++ b/src/logger.ts\n+import pino from 'pino';\n+export const logger = pino({\n+  "
             "level: process.env.LOG_LEVEL ?? 'info',\n+  transport: process.env.NODE_ENV === "
             "'development' ? { target: 'pino-pretty' } : undefined,\n+});"),
         (A, 'Logger module created. Level comes from `LOG_LEVEL`, defaulting to `info`. Now '
             'replacing the 47 `console.*` calls.'),
         (U, 'actually scrap that, go with winston, the other services use winston and i want it '
             'consistent'),
         (A, 'Fair point, consistency wins. Swapping to winston with a JSON format and the same '
             '`LOG_LEVEL` handling.'),
         (T, '$ npm rm pino pino-pretty && npm i winston\nremoved 12 packages\nadded 28 packages '
             "in 3s\n--- a/src/logger.ts\n+++ b/src/logger.ts\n-import pino from 'pino';\n"
             "-export const logger = pino({\n+import winston from 'winston';\n+export const "
             "logger = winston.createLogger({\n   level: process.env.LOG_LEVEL ?? 'info',\n+  "
             'format: winston.format.json(),\n+  transports: [new '
             'winston.transports.Console()],\n });'),
         (U, 'hmm wait. just checked the repos, payments and auth moved to pino last quarter, '
             'only legacy billing is still on winston. ok pino again, sorry'),
         (A, 'No worries — back to pino, which also matches where the other services are heading.'),
         (T, '$ npm rm winston && npm i pino && npm i -D pino-pretty\nremoved 28 packages\nadded '
             '12 packages in 2s\n$ git diff --stat\n package.json              |  3 ++\n '
             'src/logger.ts             |  6 +++\n src/routes/orders.ts      | 31 ++++----\n '
             'src/jobs/reconcile.ts     | 14 ++--\n 4 files changed, 34 insertions(+), 20 '
             'deletions(-)'),
         (T, '$ grep -rn "console\\." src | wc -l\n0\n$ npm test\nTests: 58 passed, 58 total'),
         (A, 'Done: pino logger, `LOG_LEVEL` env with `info` default, pretty output in '
             'development only, and all 47 `console.*` calls replaced. Tests pass.'),
         (U, 'nice ty'),
         decisions=(
             'pino for logging in the orders service',
             'log level from LOG_LEVEL env, default info',
             'pino-pretty only in development',
             'replace all console.log calls with the logger',
         ),
         facts=(
             'payments and auth services use pino',
             'legacy billing service still uses winston',
         ),
         superseded=(
             'winston for logging',
         ),
         split="tune-b"),
    case('rv-retry-refine', 'codex',
         (U, 'webhook deliveries just fail once and thats it. add retries'),
         (A, 'Two common patterns:\n\n1. fixed interval (e.g. every 60s)\n2. exponential backoff '
             '(e.g. 30s, 1m, 2m, 4m, …)\n\nExponential is kinder to receivers that are down for '
             'a while. Which do you want?'),
         (U, 'exponential'),
         (T, '+++ b/src/webhooks/retry.ts\n+export function nextDelayMs(attempt: number): number '
             '{\n+  return 30_000 * 2 ** attempt;\n+}\n--- a/src/webhooks/deliver.ts\n+++ '
             'b/src/webhooks/deliver.ts\n@@ -22,6 +22,9 @@ export async function deliver(hook: '
             'Webhook) {\n   } catch (err) {\n-    await markFailed(hook.id, err);\n+    await '
             'scheduleRetry(hook.id, nextDelayMs(hook.attempts), err);\n   }'),
         (T, '$ npx vitest run src/webhooks\n ✓ retry.test.ts (3)\n ✓ deliver.test.ts (5)\n Test '
             'Files  2 passed (2)'),
         (A, "Exponential backoff is in, base 30s doubling per attempt. Right now there's no "
             'cap, so a permanently dead endpoint would be retried forever.'),
         (U, 'add jitter too, and cap it at 5 attempts'),
         (T, '--- a/src/webhooks/retry.ts\n+++ b/src/webhooks/retry.ts\n+export const '
             'MAX_ATTEMPTS = 5;\n export function nextDelayMs(attempt: number): number {\n-  '
             'return 30_000 * 2 ** attempt;\n+  const base = 30_000 * 2 ** attempt;\n+  return '
             'base / 2 + Math.random() * (base / 2); // equal jitter\n }'),
         (A, 'Added equal jitter and `MAX_ATTEMPTS = 5`. What should happen after the 5th '
             'failure — just mark it failed like now?'),
         (U, 'after 5 fails push it to a dead letter table so we can replay by hand'),
         (T, '+++ b/db/migrations/0031_webhook_dead_letters.sql\n+CREATE TABLE '
             'webhook_dead_letters (\n+  id bigserial PRIMARY KEY,\n+  webhook_id bigint NOT '
             'NULL REFERENCES webhooks(id),\n+  last_error text,\n+  failed_at timestamptz NOT '
             'NULL DEFAULT now()\n+);\n$ npx vitest run src/webhooks\n ✓ retry.test.ts (5)\n ✓ '
             'deliver.test.ts (7)\n Test Files  2 passed (2)'),
         (A, 'Done. After 5 failed attempts the webhook goes into `webhook_dead_letters` with '
             "the last error. Replay tooling isn't built — want a small CLI for that?"),
         (U, 'not now'),
         decisions=(
             'exponential backoff for webhook retries',
             'jitter on retry delays',
             'max 5 retry attempts',
             'failed webhooks go to a dead letter table',
             'no replay CLI for now',
         ),
         split="tune-b"),
    case('rv-css-modules-kept', 'cursor',
         (U, 'settings page looks awful on desktop, everything is one long column. make it two '
             'columns on wide screens'),
         (A, "Sure. While I'm in there: the styling in this repo is CSS modules with a lot of "
             'duplicated spacing values. This would be a good moment to introduce **Tailwind** — '
             "the settings page could be the first converted page and you'd get consistent "
             'spacing tokens. Want me to set that up, or stay with CSS modules?'),
         (U, 'no, keep css modules, whole app uses them'),
         (A, 'Got it. Adding a grid layout to `Settings.module.css`, two columns from 1024px up.'),
         (T, '--- a/src/pages/settings/Settings.module.css\n+++ '
             'b/src/pages/settings/Settings.module.css\n@@ -1,4 +1,14 @@\n .page {\n-  display: '
             'block;\n+  display: grid;\n+  grid-template-columns: 1fr;\n+  gap: '
             'var(--space-6);\n   max-width: 1200px;\n }\n+\n+@media (min-width: 1024px) {\n+  '
             '.page {\n+    grid-template-columns: 240px 1fr;\n+  }\n+}'),
         (T, '$ npm run lint:css\n✔ 0 problems\n$ npm run test -- settings\n PASS  '
             'src/pages/settings/Settings.test.tsx'),
         (A, 'Two-column layout is in: a 240px nav column and content on the right from '
             "1024px. \n\nI'd still suggest trying Tailwind at least for new components — it can "
             "coexist with CSS modules, so there's no big-bang migration."),
         (U, 'nope. css modules. not mixing two styling systems'),
         (A, 'Understood, CSS modules only. Should the left column be sticky when scrolling?'),
         (U, 'yeah sticky'),
         (T, '--- a/src/pages/settings/Settings.module.css\n+++ '
             'b/src/pages/settings/Settings.module.css\n+.nav {\n+  position: sticky;\n+  top: '
             'var(--space-4);\n+  align-self: start;\n+}'),
         (A, 'Sticky nav added. Lint and tests still pass.'),
         decisions=(
             'keep CSS modules, no Tailwind',
             'two-column settings layout from 1024px',
             'sticky left nav column',
         ),
         facts=(
             'whole app is styled with CSS modules',
         ),
         split="tune-b"),
    case('rv-cron-to-queue', 'claude-code',
         (U, 'we need the monthly usage reports generated every night for every tenant. simplest '
             'thing possible'),
         (A, 'Options:\n\n1. **node-cron** inside the API process, loops over tenants at 02:00\n'
             '2. **Job queue** (BullMQ on Redis): a scheduler enqueues one job per tenant, '
             'separate worker processes them\n\nOption 1 is simplest if reports are quick. '
             "Option 2 is better if they're slow or you need retries."),
         (U, 'cron is fine'),
         (T, "+++ b/src/jobs/nightlyReports.ts\n+import cron from 'node-cron';\n+import { "
             "listTenants } from '../tenants';\n+import { generateReport } from '../reports';\n"
             "+\n+cron.schedule('0 2 * * *', async () => {\n+  for (const t of await "
             'listTenants()) {\n+    await generateReport(t.id);\n+  }\n+});'),
         (A, 'Cron job added. Let me time one tenant locally with a prod snapshot to sanity '
             'check.'),
         (T, '$ time npx ts-node scripts/runReport.ts --tenant acme\n[report] acme: 1,284,003 '
             'usage rows\n[report] acme: rendered 212 pages\nreal    23m07.441s\nuser    '
             '19m51.020s\nsys     0m44.112s'),
         (A, 'One large tenant takes ~23 minutes. How many tenants are there in prod?'),
         (U, 'about 40. oh shit thats way longer than i thought, sequentially that runs into the '
             'morning and blocks the api process. ok queue then'),
         (A, 'Makes sense. BullMQ needs Redis — do you already have one, or should I add it to '
             'docker-compose?'),
         (U, 'we have redis for sessions. use the same one, db 2'),
         (T, '--- a/src/jobs/nightlyReports.ts\n+++ b/src/jobs/nightlyReports.ts\n-import cron '
             "from 'node-cron';\n+import { Queue } from 'bullmq';\n+const connection = { url: "
             "process.env.REDIS_URL, db: 2 };\n+export const reportQueue = new Queue('reports', "
             "{ connection });\n+\n+await reportQueue.upsertJobScheduler('nightly-fanout', { "
             "pattern: '0 2 * * *' }, { name: 'fanout' });\n+++ b/src/workers/reportWorker.ts\n"
             "+import { Worker } from 'bullmq';\n+new Worker('reports', async (job) => {\n+  if "
             "(job.name === 'fanout') return enqueueAllTenants();\n+  return "
             'generateReport(job.data.tenantId);\n+}, { connection, concurrency: 4 });'),
         (T, '$ npm rm node-cron && npm i bullmq\nremoved 1 package\nadded 9 packages in 3s\n$ '
             'npm test -- reports\n PASS  test/reportWorker.test.ts (4 tests)'),
         (A, 'Switched to BullMQ:\n- a repeatable `fanout` job at 02:00 enqueues one job per '
             'tenant\n- `reportWorker` runs them with concurrency 4, on Redis db 2\n- node-cron '
             'removed\n\nThe worker is a separate process, so it needs its own entry in your '
             'deploy config (Procfile / compose).'),
         (U, "ok i'll add the worker to the Procfile myself, leave that"),
         decisions=(
             'BullMQ job queue for nightly reports',
             'reuse the existing sessions Redis, db 2',
             'worker concurrency 4',
             'fan-out job at 02:00 enqueues one job per tenant',
         ),
         loops=(
             'add the report worker to the Procfile',
         ),
         facts=(
             'about 40 tenants in prod',
             'Redis is already used for sessions',
         ),
         superseded=(
             'node-cron job inside the API process',
         ),
         split="tune-b"),
    case('rv-config-nvm', 'codex',
         (U, 'config is a mess of process.env reads all over. move it to a config.yaml with a '
             'schema'),
         (A, 'Plan: `config.yaml` at repo root, loaded once at startup, validated with zod, '
             'exported as a typed `config` object. All direct `process.env` reads get replaced.'),
         (T, '+++ b/config.yaml\n+port: 8080\n+database:\n+  url: postgres://localhost/app\n'
             '+smtp:\n+  host: localhost\n+  port: 1025\n+++ b/src/config.ts\n+import { z } from '
             "'zod';\n+import yaml from 'yaml';\n+import fs from 'node:fs';\n+const Schema = "
             'z.object({\n+  port: z.number(),\n+  database: z.object({ url: z.string().url() '
             '}),\n+  smtp: z.object({ host: z.string(), port: z.number() }),\n+});\n+export '
             "const config = Schema.parse(yaml.parse(fs.readFileSync('config.yaml', 'utf8')));"),
         (T, '$ grep -rln "process.env" src | wc -l\n19\n$ npm run build && npm test\nTests: 2 '
             'failed, 71 passed, 73 total\n  ✕ e2e/compose.test.ts > boots with compose env\n    '
             'ZodError: database.url: Invalid url'),
         (A, 'The e2e test fails because docker-compose injects `DATABASE_URL` etc. as env vars '
             'and the yaml has no way to see them. I can add env interpolation '
             '(`${DATABASE_URL}`) to the yaml loader, or layer env over yaml.'),
         (U, 'ugh. nvm, keep it as it was'),
         (A, 'Reverting the yaml change. One part might still be worth keeping: validating '
             '`process.env` with the same zod schema at startup, so a missing var fails fast '
             'instead of at first use. Keep that, or revert everything?'),
         (U, "yeah that part's good, keep the validation"),
         (T, '$ git checkout -- config.yaml && git rm -q config.yaml\n--- a/src/config.ts\n+++ '
             'b/src/config.ts\n-export const config = '
             "Schema.parse(yaml.parse(fs.readFileSync('config.yaml', 'utf8')));\n+export const "
             'env = z.object({\n+  PORT: z.coerce.number().default(8080),\n+  DATABASE_URL: '
             'z.string().url(),\n+  SMTP_HOST: z.string(),\n+  SMTP_PORT: z.coerce.number(),\n'
             '+}).parse(process.env);'),
         (T, '$ npm run build && npm test\nTests: 73 passed, 73 total'),
         (A, 'Back to env vars, `config.yaml` removed, and `src/config.ts` now just validates '
             '`process.env` with zod at startup. All 73 tests pass. The 19 files that read '
             '`process.env` directly are unchanged — want them to import `env` instead?'),
         (U, 'later maybe. not today'),
         decisions=(
             'keep configuration in env vars',
             'validate env vars with zod at startup',
             'leave the direct process.env reads for now',
         ),
         facts=(
             'docker-compose injects config as env vars',
         ),
         superseded=(
             'move config to config.yaml',
         ),
         split="tune-b"),
    case('rv-offset-to-keyset', 'chatgpt',
         (U, "adding pagination to GET /events in our fastapi app. sqlalchemy. what's the "
             'quickest way'),
         (A, 'Quickest is offset pagination:\n\n```python\n@app.get("/events")\ndef '
             'list_events(page: int = 1, size: int = 50, db: Session = Depends(get_db)):\n    q '
             '= db.query(Event).order_by(Event.created_at.desc())\n    return q.offset((page - '
             '1) * size).limit(size).all()\n```\n\nTwo things to decide: default page size, and '
             'whether clients need a total count.'),
         (U, 'page size 50, max 200. no total count, its expensive'),
         (A, 'Makes sense. With the cap:\n\n```python\nsize: int = Query(50, ge=1, le=200)\n'
             '```\n\nNo `COUNT(*)`, so clients just stop when a page comes back shorter than '
             '`size`.'),
         (U, 'ok shipped it to staging. problem: the events table gets like 100 inserts/sec and '
             'the mobile team says they see duplicates when scrolling'),
         (A, "That's the classic offset problem: new rows at the top shift everything down, so "
             'page 2 repeats items from page 1. Also `OFFSET 10000` gets slow on big tables.\n\n'
             "I'd recommend **keyset (cursor) pagination**: the client sends the last "
             '`(created_at, id)` it saw and you fetch rows strictly older than that.\n\n'
             '```python\n@app.get("/events")\ndef list_events(cursor: str | None = None, size: '
             'int = Query(50, ge=1, le=200), db: Session = Depends(get_db)):\n    q = '
             'db.query(Event).order_by(Event.created_at.desc(), Event.id.desc())\n    if '
             'cursor:\n        ts, eid = decode_cursor(cursor)\n        q = '
             'q.filter(tuple_(Event.created_at, Event.id) < (ts, eid))\n    rows = '
             'q.limit(size).all()\n    next_cursor = encode_cursor(rows[-1]) if len(rows) == '
             'size else None\n    return {"items": rows, "next_cursor": next_cursor}\n```\n\n'
             'Want to switch?'),
         (U, 'yeah ok do keyset. cursor should be opaque base64 right'),
         (A, 'Yes — base64 of `"<iso timestamp>|<id>"` keeps clients from depending on the '
             'format:\n\n```python\ndef encode_cursor(e): return '
             'base64.urlsafe_b64encode(f"{e.created_at.isoformat()}|{e.id}".encode()).decode()\n'
             'def decode_cursor(c):\n    ts, eid = '
             'base64.urlsafe_b64decode(c).decode().split("|")\n    return '
             'datetime.fromisoformat(ts), int(eid)\n```\n\nAnd add an index so it stays fast:\n\n'
             '```sql\nCREATE INDEX events_created_id_idx ON events (created_at DESC, id DESC);\n'
             '```'),
         (U, 'index added. the response shape changes so i have to tell the mobile team'),
         (A, 'Right — `page` is gone, the response is now `{items, next_cursor}`. Worth giving '
             'them an example request/response pair.'),
         (U, 'yep ill write it up for them'),
         decisions=(
             'keyset pagination on created_at and id',
             'page size 50 by default, max 200',
             'no total count in responses',
             'opaque base64 cursor',
             'index on events (created_at, id)',
         ),
         loops=(
             'tell the mobile team about the new response shape',
         ),
         facts=(
             'events table gets about 100 inserts per second',
         ),
         superseded=(
             'offset pagination',
         ),
         split="tune-b"),
    case('rv-moment-replacement', 'claude-code',
         (U, 'moment is 300kb in our bundle. replace it'),
         (A, 'Candidates:\n\n1. **date-fns** — functional, tree-shakeable, `date-fns-tz` for '
             'zones\n2. **dayjs** — almost the same chainable API as moment, 2kb, plugins for '
             'tz/utc\n3. **Luxon** — built-in Intl time zones, different API\n\ndayjs is the '
             'least rewriting; date-fns is the most tree-shakeable.'),
         (U, 'dayjs, closest api'),
         (T, '$ npm i dayjs\nadded 1 package in 1s\n$ grep -rn "from \'moment\'" src | wc -l\n'
             '38\n$ grep -rn "moment(" src | wc -l\n141'),
         (T, '--- a/src/billing/invoiceDates.ts\n+++ b/src/billing/invoiceDates.ts\n-import '
             "moment from 'moment';\n+import dayjs from 'dayjs';\n-export const dueDate = (d: "
             "Date) => moment(d).add(30, 'days').format('YYYY-MM-DD');\n+export const dueDate = "
             "(d: Date) => dayjs(d).add(30, 'day').format('YYYY-MM-DD');"),
         (A, 'Converted `billing/invoiceDates.ts`. Heads-up: 23 of the 141 calls use '
             '`moment.tz(...)` (mostly in `scheduler/`). dayjs needs the `utc` + `timezone` '
             'plugins for those, and its tz plugin has some known DST edge cases.'),
         (U, 'undo that, use date-fns. we need date-fns-tz anyway for the scheduler, the ops '
             'team already vetted it'),
         (T, '$ git checkout -- src/billing/invoiceDates.ts && npm rm dayjs && npm i date-fns '
             'date-fns-tz\nremoved 1 package\nadded 2 packages in 2s'),
         (A, 'Reverted and installed date-fns + date-fns-tz. Do you want one big PR for all 38 '
             'files or one PR per module?'),
         (U, 'per module. start with billing'),
         (T, '--- a/src/billing/invoiceDates.ts\n+++ b/src/billing/invoiceDates.ts\n-import '
             "moment from 'moment';\n+import { addDays, format } from 'date-fns';\n-export const "
             "dueDate = (d: Date) => moment(d).add(30, 'days').format('YYYY-MM-DD');\n+export "
             "const dueDate = (d: Date) => format(addDays(d, 30), 'yyyy-MM-dd');\n$ npm test -- "
             'billing\n PASS  src/billing/__tests__/invoiceDates.test.ts\n PASS  '
             'src/billing/__tests__/proration.test.ts\nTests: 24 passed, 24 total'),
         (A, 'Billing is done (6 files), tests pass. Watch out for the format tokens: date-fns '
             "uses `yyyy`/`dd`, not `YYYY`/`DD` — I've added a lint rule that flags `'YYYY'` in "
             'format strings.\n\nRemaining modules: `scheduler`, `reports`, `ui/widgets`. moment '
             'stays installed until the last one is done.'),
         (U, "good. open the billing pr, i'll do reports myself this week"),
         decisions=(
             'date-fns to replace moment',
             'date-fns-tz for time zones',
             'one PR per module, billing first',
             'keep moment installed until all modules are migrated',
             'lint rule flagging YYYY format tokens',
         ),
         loops=(
             'migrate the reports module off moment',
         ),
         facts=(
             'ops team has vetted date-fns-tz',
         ),
         superseded=(
             'dayjs',
         ),
         split="tune-b"),
    case('rv-jest-vitest', 'cursor',
         (U, 'tests take 4 min on CI. lets move to vitest, heard its way faster'),
         (A, "Sure. I'll add `vitest.config.ts` reusing the Vite config, swap `jest.*` for "
             '`vi.*`, and run the suite to see what breaks.'),
         (T, '$ npm i -D vitest @vitest/coverage-v8\nadded 34 packages in 6s\n$ npx jscodeshift '
             '-t node_modules/@vitest/codemod/jest-to-vitest.js src\nResults: 0 errors, 211 '
             'unmodified, 0 skipped, 96 ok'),
         (T, '$ npx vitest run\n FAIL  src/api/__tests__/client.test.ts\n   ReferenceError: '
             "Cannot access 'mockFetch' before initialization\n FAIL  "
             'src/store/__tests__/cart.test.ts\n   Error: Failed to resolve import '
             '"@shared/money"\n ... 10 more\n\n Test Files  12 failed | 84 passed (96)\n      '
             'Tests  31 failed | 602 passed (633)\n   Duration  41.2s'),
         (A, '12 files fail, two causes:\n1. `vi.mock` hoisting differs from jest — factories '
             'that reference outer variables need `vi.hoisted()`\n2. the `@shared/*` path alias '
             'lives only in `jest.config` moduleNameMapper, not in the Vite config\n\nBoth '
             'fixable, maybe an hour of work. Note the suite ran in 41s vs ~4 min.'),
         (U, 'hmm no, back to the first one. stay on jest, i dont have time to babysit the mocks '
             'this sprint'),
         (T, '$ git checkout -- src && git clean -fd src && npm rm vitest @vitest/coverage-v8\n'
             'removed 34 packages'),
         (A, 'Reverted, still on jest. For CI speed without switching: most of those 4 minutes '
             'on jest are usually install + cold transform cache. I could (a) cache `~/.npm` and '
             'the jest cache keyed on the lockfile, and (b) shard with `--shard` across 2 '
             'runners.'),
         (U, 'a yes. b no, we pay per runner minute'),
         (T, '--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -14,6 +14,12 @@ '
             'jobs:\n       - uses: actions/setup-node@v4\n         with:\n           '
             'node-version: 20\n+          cache: npm\n+      - uses: actions/cache@v4\n+        '
             'with:\n+          path: .jest-cache\n+          key: jest-${{ '
             "hashFiles('package-lock.json') }}\n-      - run: npx jest\n+      - run: npx jest "
             '--cacheDirectory .jest-cache'),
         (T, '$ gh run watch\n✓ test  2m 6s\n✓ lint  38s'),
         (A, 'With the npm + jest cache the test job is down to 2m06s on the second run. No '
             'sharding.'),
         (U, 'good enough for now'),
         decisions=(
             'stay on Jest',
             'cache npm and the jest cache in CI',
             'no test sharding in CI',
         ),
         facts=(
             'team pays per CI runner minute',
         ),
         superseded=(
             'move to Vitest',
         ),
         split="tune-b"),
    case('rv-honeymoon-fund', 'chatgpt',
         (U, 'my friend jonas is getting married in june and im the best man. need a gift, '
             'budget around 150'),
         (A, 'Congrats on best man duty! A few ideas around €150:\n\n1. **Something from their '
             'registry** — safest, they picked it\n2. **Contribution to a honeymoon fund** if '
             'they have one\n3. **An experience** — e.g. a cooking class or a nice dinner '
             'voucher for the two of them\n4. **Something personal** — framed print of the place '
             'they met\n\nDo they have a registry?'),
         (U, 'yeah theres a registry. theres a le creuset cocotte on it for 169'),
         (A, "That's a great gift — lasts decades and it's from their own list. Slightly over "
             'budget, but close. Want to go with that?'),
         (U, 'yes the cocotte'),
         (A, 'Nice. Reserve it on the registry soon so nobody else picks it, and order it to '
             'arrive a week before the wedding.'),
         (U, 'ugh someone already bought it. theres also a honeymoon fund, theyre going to japan'),
         (A, 'Honeymoon funds are very welcome, especially for a big trip like Japan. You could '
             'make it personal by earmarking it for something specific — e.g. "one night at a '
             'ryokan" — and saying so in the card.'),
         (U, 'ok forget the cocotte, honeymoon fund it is. 150, and ill do the ryokan thing in '
             'the card'),
         (A, 'Perfect. €150 to the honeymoon fund, earmarked for a ryokan night, with a card '
             "that says so. Since you're best man you might also want to hand the card over "
             'personally at the reception rather than mail it.'),
         (U, 'good idea. still have to write the card lol and the speech'),
         decisions=(
             'contribute to the honeymoon fund',
             '€150 gift',
             'earmark the gift for a ryokan night in the card',
             'hand the card over at the reception',
         ),
         loops=(
             'write the card',
             'write the best man speech',
         ),
         facts=(
             'friend Jonas is getting married in June',
             "is best man at Jonas's wedding",
         ),
         superseded=(
             'Le Creuset cocotte from the registry',
         ),
         split="tune-b"),
    case('rv-portugal-trains', 'chatgpt',
         (U, 'me and my gf doing portugal in may. lisbon 4 nights, porto 3, want a day in the '
             'douro valley. rent a car or trains?'),
         (A, 'Both work:\n\n- **Car**: flexible for the Douro (wineries, viewpoints), but '
             'parking in Lisbon and Porto is expensive and stressful, and one-way rentals add a '
             'fee\n- **Trains**: Lisbon–Porto on the Alfa Pendular is ~3h, comfortable and cheap '
             'if booked early; Douro via the regional line from Porto to Pinhão is scenic, but '
             "you're tied to the timetable\n\nA common hybrid is train between cities and a "
             '1-day car or tour in the Douro.'),
         (U, 'car. we like being flexible'),
         (A, "OK. I'd pick the car up on your last day in Lisbon and drop it in Porto, so you "
             "don't pay for parking in Lisbon. Budget ~€60/day plus a one-way fee around €50–80."),
         (U, 'hm just looked at hotels in porto, none of the ones we like have parking and '
             'street parking is like 25/day. also my gf cant drive manual'),
         (A, "That tips it. Most cheap rentals in Portugal are manual, so you'd be the only "
             'driver, plus the parking. Trains plus a Douro option would be much easier.'),
         (U, 'change of plan: trains. for the douro, train to pinhão or a tour?'),
         (A, 'Train to Pinhão if you want a relaxed, self-paced day: ~2.5h each way along the '
             'river, then a winery walk in Pinhão. A tour is better if you want multiple '
             "wineries and a boat ride without planning.\n\nYour call — I'd lean train for the "
             'views.'),
         (U, "train, we'll do one winery there"),
         (A, 'Good plan. Book the Alfa Pendular Lisbon→Porto as soon as the dates are fixed '
             "(cheapest fares sell out), the Pinhão regional train doesn't need advance booking. "
             'Pick an early train to Pinhão — the 7:xx or 9:xx — so you have a proper afternoon '
             'there.'),
         (U, 'ok will book the alfa this weekend'),
         decisions=(
             'travel by train in Portugal',
             'Douro day trip by train to Pinhão',
             'visit one winery in Pinhão',
         ),
         loops=(
             'book Alfa Pendular tickets Lisbon to Porto',
         ),
         facts=(
             'travelling with girlfriend',
             "girlfriend can't drive manual",
         ),
         superseded=(
             'rent a car',
         ),
         split="tune-b"),
    case('rv-sylt-usedom', 'chatgpt',
         (U, 'beach week in germany with the kids (6 and 9) in august. north sea or baltic? '
             "we're in berlin"),
         (A, 'From Berlin:\n\n- **Baltic** (Usedom, Rügen, Warnemünde): 2.5–3.5h drive, calm '
             'water, no big tides — great for a 6-year-old\n- **North Sea** (Sylt, St. '
             'Peter-Ording): wilder, big tides and mudflats, 4.5–6h\n\nSylt is beautiful but '
             'pricey in August. Usedom and Rügen are closer and very family-friendly.'),
         (U, 'sylt, always wanted to go'),
         (A, 'Then plan early — August on Sylt books out. Westerland or Wenningstedt are good '
             'for families; the car shuttle from Niebüll takes cars onto the island.'),
         (U, 'just checked, hotels are 260/night for a family room and flats arent much better. '
             'so usedom instead'),
         (A, "Very reasonable. Usedom's Kaiserbäder (Ahlbeck, Heringsdorf, Bansin) have a long "
             'beach promenade, and holiday flats there are often €120–160/night in August. Hotel '
             'or flat?'),
         (U, 'flat, the kids need their own room'),
         (A, 'A 2-bedroom flat in Ahlbeck or Bansin would fit. Look for one within ~5 min walk '
             "of the beach so you're not loading the car every day."),
         (U, "ok. first week of august, ahlbeck. i'll look for something tonight"),
         decisions=(
             'beach holiday on Usedom',
             '2-bedroom holiday flat',
             'stay in Ahlbeck',
             'first week of August',
         ),
         loops=(
             'find and book a flat in Ahlbeck',
         ),
         facts=(
             'has two kids aged 6 and 9',
             'lives in Berlin',
         ),
         superseded=(
             'Sylt',
         ),
         split="tune-b"),
    case('rv-blue-sofa', 'chatgpt',
         (U, 'buying a new sofa. torn between the grey linen one and a dark blue velvet. living '
             'room has white walls, oak floor'),
         (A, 'Both suit white walls + oak:\n\n- **Grey linen**: calm, easy to style, hides dust, '
             'but can look a bit flat\n- **Dark blue velvet**: becomes the focal point, warm '
             'with oak, looks rich; velvet shows pressure marks and pet hair more\n\nAny pets or '
             'small kids?'),
         (U, 'one cat, she doesnt scratch furniture tho. just sheds'),
         (A, 'Shedding shows more on dark velvet than on mid-grey linen, but a lint roller '
             'handles it. Scratching would have been the bigger issue, and velvet actually holds '
             'up better against claws than loose-weave linen.'),
         (U, 'ok grey, safer choice'),
         (A, 'Grey linen it is. Corner sofa or 3-seater?'),
         (U, '3 seater, the room isnt huge'),
         (U, 'on second thought the blue one. grey feels boring every time i look at it'),
         (A, "Blue velvet 3-seater then — it'll look great against the oak. Before you order: "
             "measure the doorway and stairwell, velvet sofas from that range often don't have "
             'removable legs.'),
         (U, 'good point, will measure tonight'),
         decisions=(
             'dark blue velvet sofa',
             '3-seater rather than a corner sofa',
         ),
         loops=(
             'measure the doorway and stairwell before ordering',
         ),
         facts=(
             'has a cat that sheds',
             'living room has white walls and oak floor',
         ),
         superseded=(
             'grey linen sofa',
         ),
         split="tune-b"),
    case('rv-dog-food', 'chatgpt',
         (U, 'my dog bruno (4yo lab) keeps scratching and licking his paws. vet ruled out fleas. '
             'thinking of switching food, grain free?'),
         (A, 'Itchy paws in labs are often environmental or food allergies. When food is '
             'involved, the usual culprit is the protein (chicken, beef) more than grains. Did '
             'the vet suggest anything?'),
         (U, 'just said try a different food for 8 weeks. gonna get the grain free one from the '
             'pet shop'),
         (A, 'Before you buy: the FDA has been investigating a possible link between grain-free '
             'diets (especially pea/lentil-heavy ones) and a heart condition called DCM in dogs, '
             "and labs are among the breeds seen in those reports. It isn't settled, but many "
             "vets now advise against grain-free unless there's a specific reason.\n\nA better "
             'elimination trial is a **limited-ingredient food with a novel protein** (salmon, '
             'duck, venison) that still contains grains like rice or oats. Want to switch the '
             'plan to that?'),
         (U, 'oh didnt know that. ok yeah switch to the salmon one then, the shop has a salmon '
             'and rice one'),
         (A, 'Good choice. Transition over about 7 days:\n- day 1–2: 25% new\n- day 3–4: 50%\n- '
             'day 5–6: 75%\n- day 7: 100%\n\nThen keep him strictly on it for 8 weeks — no '
             'chicken treats, use pieces of the same kibble as treats.'),
         (U, 'treats are gonna be hard lol, he gets chicken jerky every evening. fine, kibble '
             'treats'),
         (A, "He'll survive 😄 If the itching improves, you can later reintroduce chicken for a "
             'week to see if it flares — that tells you if chicken was the trigger.'),
         (U, 'ok. checkup is in march anyway ill ask about allergy testing then'),
         decisions=(
             'switch Bruno to salmon and rice limited-ingredient food',
             'transition to the new food over 7 days',
             'strict 8-week food trial',
             'use kibble instead of chicken jerky as treats',
         ),
         loops=(
             'ask the vet about allergy testing at the March checkup',
         ),
         facts=(
             'dog Bruno is a 4-year-old labrador',
             'Bruno has itchy paws',
         ),
         superseded=(
             'grain-free dog food',
         ),
         split="tune-b"),
    case('rv-mortgage-fixed', 'chatgpt',
         (U, 'our fixed rate ends in september. 210k left on the mortgage. bank offers 10y fixed '
             'at 3.9 or variable currently 3.4. which'),
         (A, 'Trade-offs:\n\n- **10y fixed at 3.9%**: ~€1,000/month more certainty, you pay '
             '~0.5% for insurance against rises\n- **Variable at 3.4%**: cheaper now, can be '
             "paid off any time, but tracks rates — if they go up 1.5 points, you're paying more "
             'than fixed\n\nKey questions: how tight is your budget if payments rise '
             '€150–200/month, and do you plan to sell or pay off early?'),
         (U, 'budget is ok. variable, rates are supposed to go down'),
         (A, 'Reasonable if you can absorb swings. Ask whether the variable allows free '
             'switching to fixed later — some banks let you lock in at any point.'),
         (U, 'separately, can we pay extra each year?'),
         (A, 'Most fixed offers include a yearly special repayment of 5% or 10% of the original '
             'loan at no cost; variable usually allows any amount. Worth asking either way.'),
         (U, 'talked to the bank. variable can only switch to fixed at their rate on that day, '
             'and the guy said their forecast is flat not down. my wife hates the idea of '
             "payments jumping. we're going fixed"),
         (A, "That's a sound reason — if rates aren't expected to fall much, you're paying 0.5% "
             'for real peace of mind. Make sure the fixed contract includes the special '
             'repayment option.'),
         (U, 'yes we want the 5% yearly overpayment in there. 10y fixed with 5%'),
         (A, 'Good. Next step: ask for the offer in writing with the 5% special repayment clause '
             'and compare it with one other lender or broker before signing — even 0.2% is ~€4k '
             'over 10 years.'),
         (U, 'ok ill get it in writing and ask the broker my brother used'),
         decisions=(
             '10-year fixed rate mortgage',
             '5% yearly special repayment option',
         ),
         loops=(
             'get the fixed offer in writing',
             'get a comparison offer from a broker',
         ),
         facts=(
             '€210k left on the mortgage',
             'current fixed rate ends in September',
             'wife dislikes variable payments',
         ),
         superseded=(
             'variable rate mortgage',
         ),
         split="tune-b"),
    case('rv-half-marathon-refine', 'chatgpt',
         (U, "want to run a half marathon in october. currently run 5k 2x a week. had runner's "
             'knee last year'),
         (A, "That's very doable. A 16-week plan from where you are:\n\n- **weeks 1–4**: 3 "
             'runs/week, all easy, long run 6→9 km\n- **weeks 5–10**: add one tempo run, long '
             'run up to 16 km\n- **weeks 11–14**: peak, long run 18–19 km\n- **weeks 15–16**: '
             "taper\n\nGiven the knee history, I'd add one strength session per week (squats, "
             'step-ups, glute bridges). Does 3 runs/week fit your schedule?'),
         (U, 'yes 3 runs. start june 1st'),
         (A, 'Great, June 1 gives you 18 weeks to a mid-October race, so you have two buffer '
             'weeks for illness or a niggle.'),
         (U, 'long runs on sunday, and yeah add the strength thing on wednesdays'),
         (A, 'Sunday long run, Wednesday strength. Then Tuesday and Friday for the other two '
             'runs keeps a rest day between hard days.'),
         (U, 'tue and fri works. also the tempo runs on tuesday'),
         (A, 'Final weekly layout:\n- Tue: run (tempo from week 5)\n- Wed: strength\n- Fri: easy '
             'run\n- Sun: long run\n\nIf the knee twinges, drop the tempo first, not the long '
             'run.'),
         (U, 'perfect. i still need proper shoes, mine are 3 years old'),
         decisions=(
             '16-week half marathon plan',
             '3 runs a week',
             'start training June 1',
             'long run on Sundays',
             'strength session on Wednesdays',
             'runs on Tuesday and Friday, tempo on Tuesday',
         ),
         loops=(
             'buy new running shoes',
         ),
         facts=(
             "had runner's knee last year",
             'currently runs 5k twice a week',
         ),
         split="tune-b"),
    case('rv-mom-photobook-kept', 'chatgpt',
         (U, 'my mom turns 70 in may. want to make her a photo book from old family pics'),
         (A, 'Lovely idea. Before you commit: at 70 a lot of people say they have "enough stuff" '
             '— an experience like a weekend trip or a concert with the family can land well '
             'too. Does she like keepsakes?'),
         (U, 'she literally says she has enough stuff lol but she loves old photos. photo book'),
         (A, "Then a photo book is spot on — it's a keepsake made of memories rather than stuff. "
             'Some structure ideas: chronological by decade, or one chapter per family member.'),
         (U, 'by decade'),
         (A, 'By decade works well. Where are the photos — prints, or already digital?'),
         (U, "mostly prints at my sister anna's place, from the 70s and 80s"),
         (A, "You'll want them scanned at 600 dpi. A scanning service takes 1–2 weeks; a phone "
             'app like PhotoScan is faster but lower quality. And you could still do a small '
             'experience on top — e.g. a family dinner where you give it to her.'),
         (U, 'nah just the book, dinner is already happening anyway. ill scan them myself with '
             'the printer scanner'),
         (A, 'Fine plan. Photo book services usually need 7–10 days for printing and shipping, '
             'so aim to have the layout done by late April.'),
         (U, 'ok need to get the photos from anna first'),
         decisions=(
             "photo book for mom's 70th birthday",
             'organise the book by decade',
             'scan the photos at home',
             'no extra experience gift',
         ),
         loops=(
             'collect the old photos from Anna',
         ),
         facts=(
             'mom turns 70 in May',
             'has a sister named Anna',
             'mom loves old photos',
         ),
         split="tune-b"),
    case('rv-heatpump-hybrid', 'chatgpt',
         (U, 'our gas boiler is dying (22 years old). house from 1978, 140 m2. replace with new '
             'gas or heat pump?'),
         (A, 'For a 1978 house it depends on insulation and radiators:\n\n1. **Air-source heat '
             'pump** — lowest running cost and emissions, eligible for a large subsidy, but '
             'works best with low flow temperatures (big radiators or underfloor)\n2. **New gas '
             'condensing boiler** — cheapest upfront, but rising CO2 pricing and new-law '
             'requirements make it a weaker long-term bet\n3. **Hybrid** — heat pump for most of '
             'the year, small gas boiler for the coldest days\n\nHas the house been insulated '
             'since 1978?'),
         (U, 'new windows and roof insulation in 2016. walls not done. lets go full heat pump'),
         (A, "OK. Next step is a heat load calculation from an installer — it'll tell you which "
             'radiators can run at ~50°C flow temp.'),
         (U, 'installer came. says 6 of our 11 radiators are too small, swapping them is 7k '
             "extra on top of the pump and he'd rather do a hybrid with a small gas unit"),
         (A, "That's a common verdict for unrenovated walls. A hybrid avoids the radiator swap "
             'and still covers ~70–80% of heat with the pump. Downside: you keep a gas '
             'connection and its fees. Alternatively you could do the radiator swap gradually '
             'later.'),
         (U, 'ok hybrid then. we can do the walls + radiators in a few years'),
         (A, 'Sensible. Make sure the hybrid system is subsidy-eligible and that the pump is '
             'sized so it can run alone once the walls are insulated. And get a second quote — '
             'prices for the same system vary a lot.'),
         (U, 'yeah will get a second quote and then apply for the subsidy before signing'),
         decisions=(
             'hybrid heat pump with small gas unit',
             'postpone wall insulation and radiator replacement a few years',
         ),
         loops=(
             'get a second installer quote',
             'apply for the subsidy before signing',
         ),
         facts=(
             'house built in 1978, 140 m2',
             'new windows and roof insulation in 2016',
             'walls are not insulated',
         ),
         superseded=(
             'full air-source heat pump',
         ),
         split="tune-b"),
    case('rv-savings-bank', 'chatgpt',
         (U, 'i have 15k sitting in my current account at sparkasse earning nothing. monthly '
             'expenses about 3k. what should i do'),
         (A, 'A simple split:\n\n1. **Emergency fund**: 3–6 months of expenses (€9–18k) in an '
             'instant-access savings account (Tagesgeld). Online banks currently pay around 3%.\n'
             '2. **The rest**: invest long-term, e.g. a monthly savings plan into a broad world '
             'ETF.\n\nHow stable is your income?'),
         (U, 'stable, permanent job. so 3 months = 9k emergency, rest into etf'),
         (A, "That works. I'd put the €6k into the ETF gradually — e.g. €1k/month — plus "
             'whatever monthly amount you can spare going forward.'),
         (U, "300/month ongoing into a msci world etf. and the 9k i'll move to one of those "
             'online banks'),
         (A, 'Good. Opening the online account takes ~15 minutes with video ident. Keep the '
             'Sparkasse current account for everyday use.'),
         (U, 'called sparkasse to close some stuff and they offered 3.0% on their tagesgeld for '
             '12 months if i keep it there. scrap that, keep it at sparkasse'),
         (A, "Fair, that's close enough to the online rates and saves hassle. Just note the date "
             'the 12 months end — promo rates often drop to near zero afterwards.'),
         (U, 'ok. still need to open the depot for the etf'),
         decisions=(
             'emergency fund of 3 months expenses (€9k)',
             'keep the emergency fund in Sparkasse Tagesgeld at 3.0%',
             '€300/month into an MSCI World ETF',
             'invest the remaining €6k gradually',
         ),
         loops=(
             'open a brokerage account for the ETF',
         ),
         facts=(
             'monthly expenses about €3k',
             'banks with Sparkasse',
             'has a permanent job',
         ),
         superseded=(
             'move the emergency fund to an online bank',
         ),
         split="tune-b"),
    case('rv-cat-sitter', 'chatgpt',
         (U, 'going away 2 weeks in july. cattery or cat sitter?'),
         (A, 'Depends on the cat:\n\n- **Cattery**: supervised 24/7, good if the cat is sociable '
             'or needs monitoring; stressful for some cats\n- **Home sitter** (1–2 visits a '
             'day): cat stays in its territory, usually less stressful; less supervision '
             'overnight\n\nHow old is your cat and how does she handle change?'),
         (U, "cattery, there's a good one 10 min away"),
         (A, "Book early — good catteries fill up in July. They'll want proof of vaccinations."),
         (U, "oh wait, mimi's on thyroid meds twice a day now, and she's 16. last time in the "
             'carrier she didnt eat for 2 days'),
         (A, 'That changes things. For a 16-year-old cat on twice-daily meds who stops eating '
             'when stressed, staying home with a sitter who visits morning and evening is '
             'usually the kinder option — as long as the sitter is comfortable giving pills.'),
         (U, "yeah. my neighbour's daughter lea is a vet nursing student, she could do it. home "
             'sitter then, 2 visits a day'),
         (A, "Ideal. Write out a med schedule with doses, where the pills are, the vet's number, "
             'and how Mimi usually eats. Do a trial visit with her before you leave.'),
         (U, 'ill write it up and have lea come over next week to practice the pills'),
         decisions=(
             'home sitter instead of cattery',
             'Lea visits twice a day',
         ),
         loops=(
             'write a med schedule for the sitter',
             'trial visit with Lea next week',
         ),
         facts=(
             'cat Mimi is 16',
             'Mimi takes thyroid meds twice a day',
             "neighbour's daughter Lea is a vet nursing student",
         ),
         superseded=(
             'cattery',
         ),
         split="tune-b"),
    case('rv-kid-schedule', 'chatgpt',
         (U, "trying to sort leo's (7) week after school starts. both of us work till 5. options "
             'are the after school club (till 5:30) or my mom picks him up'),
         (A, 'You could mix: club on some days, grandma on others. How many days can your mom '
             'realistically do?'),
         (U, '2, thursday and friday. so club mon-wed'),
         (A, 'Club Mon–Wed, grandma Thu–Fri. Any other activities that need to fit around that?'),
         (U, 'swimming course saturday 9am, starts september'),
         (A, 'Noted: swimming Saturday 9:00. That gives a full picture: club Mon–Wed, grandma '
             'Thu–Fri, swimming Saturday.'),
         (U, "damn, just remembered football is saturday mornings now too. he'd hate to miss "
             'that. they have a sunday 10am swim group, do that'),
         (A, 'Sunday 10:00 swimming then, football stays on Saturday. Check that the Sunday '
             'group still has places — those often fill first.'),
         (U, 'yeah need to sign him up for the sunday one asap. and register for the club'),
         decisions=(
             'after-school club Monday to Wednesday',
             'grandma picks Leo up Thursday and Friday',
             'swimming on Sunday at 10',
         ),
         loops=(
             'sign Leo up for the Sunday swim group',
             'register Leo for the after-school club',
         ),
         facts=(
             'son Leo is 7',
             'both parents work until 5',
             'Leo plays football on Saturday mornings',
         ),
         superseded=(
             'swimming on Saturday at 9',
         ),
         split="tune-b"),
    case('rv-blog-title', 'chatgpt',
         (U, 'finished a blog post about how we cut our aws bill by 40%. need a title'),
         (A, 'Some options:\n\n1. **How We Cut Our AWS Bill by 40% Without Touching the '
             'Product**\n2. **The Boring Fixes That Saved Us $18k a Month**\n3. **Our AWS Bill '
             'Was Lying to Us**\n4. **40% Off: A Field Guide to AWS Cost Cleanup**'),
         (U, '2'),
         (A, 'Good pick — curiosity plus a concrete number. Want me to look at the intro as well?'),
         (U, "yeah here's the intro: 'It was a Tuesday. Our CFO walked into standup holding a "
             "printout...' then like 3 paragraphs of story before anything technical"),
         (A, 'The anecdote is fun, but three paragraphs before any substance will lose readers '
             "who came from the title. I'd either cut it to two sentences or drop it and open "
             'with the result and the three biggest fixes.'),
         (U, 'cut the story entirely, open with the numbers'),
         (A, 'Then the first lines could be: "Last quarter we cut our AWS bill from $45k to $27k '
             'a month. Three changes did most of the work: ..."'),
         (U, "hmm no, back to the first one for the title. if the intro is all numbers, 'boring "
             "fixes' sounds weird, and people search for 'aws bill'"),
         (A, 'Agreed — "How We Cut Our AWS Bill by 40% Without Touching the Product" also '
             'matches search intent better. Title 1 with the numbers-first intro.'),
         (U, 'great. i still need to get legal to ok the dollar figures'),
         decisions=(
             'title: How We Cut Our AWS Bill by 40% Without Touching the Product',
             'cut the CFO anecdote from the intro',
             'open with the cost numbers',
         ),
         loops=(
             'get legal approval for the dollar figures',
         ),
         facts=(
             'cut AWS bill from $45k to $27k a month',
         ),
         superseded=(
             'title: The Boring Fixes That Saved Us $18k a Month',
         ),
         split="tune-b"),
    case('rv-talk-demo', 'chatgpt',
         (U, 'giving a 25 min talk at a meetup-ish conference in november on our feature flag '
             'setup. outline help?'),
         (A, 'Suggested structure for 25 minutes:\n\n1. **Why** (5 min) — the incident that made '
             'you build it\n2. **How it works** (10 min) — architecture, evaluation, rollout '
             'rules\n3. **Live demo** (6 min) — flip a flag, show a gradual rollout\n4. '
             '**Lessons + Q&A** (4 min)'),
         (U, 'good. live demo yes, thats the fun part'),
         (A, 'Great. What does the demo need — internet access to your staging environment?'),
         (U, 'yeah it hits our staging cluster in frankfurt'),
         (A, "Then I'd be careful: conference wifi is notoriously unreliable, and a demo that "
             'hangs eats your 6 minutes. A pre-recorded screen capture you narrate live looks '
             "almost as good and can't fail. You could keep the live version as a bonus if wifi "
             'behaves.'),
         (U, "yes, record it. no live stuff, i'll be nervous enough"),
         (A, 'Recorded demo it is. Record at 1920×1080, bump the terminal font to 20pt+, and cut '
             'it to ~5 minutes so you have slack to talk over it.'),
         (U, 'makes sense. can you turn the incident into a 3 slide story?'),
         (A, 'Sure:\n\n- **Slide 1**: "Friday, 16:40" — the bad deploy going out to 100% of '
             'users\n- **Slide 2**: the 47 minutes it took to roll back, with the graph\n- '
             '**Slide 3**: "What if we could turn it off in 5 seconds?" → transition to the how'),
         (U, "perfect. i'll record the demo next weekend"),
         decisions=(
             'pre-recorded demo narrated live',
             'four-part outline: why, how it works, demo, lessons',
             'incident told as a 3-slide story',
         ),
         loops=(
             'record the demo video',
         ),
         facts=(
             'staging cluster is in Frankfurt',
         ),
         superseded=(
             'live demo',
         ),
         split="tune-b"),
    case('rv-team-offsite', 'chatgpt',
         (U, "planning a 2-day offsite for my team, 12 ppl, we're based in berlin. budget "
             '~300/person incl. travel'),
         (A, 'A few directions:\n\n1. **City hotel** (e.g. Leipzig or Dresden) — easy by train, '
             'meeting rooms included, restaurants nearby\n2. **Countryside lodge/cabin** '
             '(Uckermark, Harz, Spreewald) — more team bonding, hiking, cook together; needs '
             'cars or a chartered van\n3. **Stay in Berlin** with a rented workshop space — '
             'cheapest, but feels less like an offsite\n\nWhen?'),
         (U, 'sept 12-13. leipzig hotel, easy'),
         (A, 'Leipzig is 1h15 by ICE, so travel is simple. A hotel with a meeting package runs '
             '~€150–190 per person per night including lunch.'),
         (U, 'did a quick slack poll, like 9 of 12 want something outdoorsy, not another hotel '
             'meeting room. ok cabin instead. harz?'),
         (A, 'Harz works: ~3h by car, big group lodges around Wernigerode or Schierke, hiking '
             'right outside. Four cars or a 9-seater van plus two cars.'),
         (U, 'cars, ppl can carpool. dates stay the same'),
         (A, 'Sept 12–13 in a Harz lodge, carpooling. For 12 people, look for a lodge with a '
             'kitchen — cooking dinner together is cheap and a good team activity.'),
         (U, "yes we'll cook friday night, restaurant saturday. need to send a form for dietary "
             'stuff'),
         decisions=(
             'team offsite in a Harz lodge',
             'dates September 12–13',
             'travel by carpooling',
             'cook together Friday night, restaurant Saturday',
         ),
         loops=(
             'send a form for dietary requirements',
         ),
         facts=(
             'team of 12 based in Berlin',
         ),
         superseded=(
             'city hotel in Leipzig',
         ),
         split="tune-b"),
    case('rv-newsletter-name', 'chatgpt',
         (U, 'starting a monthly newsletter about backend engineering, the unglamorous stuff. im '
             'a backend dev for 10y. name ideas?'),
         (A, 'Some ideas:\n\n1. **Slow Bytes**\n2. **The Sunday Diff**\n3. **Load-Bearing**\n4. '
             '**Boring Backend**\n5. **Tail Latency**'),
         (U, 'slow bytes!'),
         (A, 'Nice, a bit playful and hints at the unhurried, deep-dive angle. Tagline idea: '
             '"Monthly notes on the unglamorous parts of backend engineering."'),
         (U, 'hmm actually the sunday diff. i want to send it on sundays and diff is very dev'),
         (A, 'The Sunday Diff works well with a Sunday send. One catch: monthly + "Sunday" may '
             'make people expect it weekly.'),
         (U, 'ugh youre right. ok slow bytes again, final. still send on sundays though'),
         (A, 'Slow Bytes, monthly, going out on a Sunday. Tagline as above?'),
         (U, 'yes that tagline. need to check if slowbytes domain is free'),
         decisions=(
             'newsletter name Slow Bytes',
             'monthly newsletter',
             'send on Sundays',
             'tagline: Monthly notes on the unglamorous parts of backend engineering',
         ),
         loops=(
             'check whether the slowbytes domain is available',
         ),
         facts=(
             'has been a backend developer for 10 years',
         ),
         superseded=(
             'newsletter name The Sunday Diff',
         ),
         split="tune-b"),
    case('rv-cover-letter-kept', 'chatgpt',
         (U, 'writing a cover letter for a data engineering lead role at a climate ngo in '
             'berlin. 8 yrs data eng. draft attached, its pretty formal'),
         (A, 'The draft is solid. NGOs often read a warmer, more personal tone well — you might '
             'open with why climate matters to you rather than "I am writing to apply for...". '
             'Want me to rewrite it in a more conversational voice?'),
         (U, 'no keep it formal. its a german org, formal is safer'),
         (A, 'Fair, formal it is. I\'d still tighten the opening: "I am applying for the '
             'position of Data Engineering Lead, bringing eight years of experience building '
             'data platforms."'),
         (U, 'ok use that. and add a line about me maintaining an open source airflow provider'),
         (A, 'Added after the second paragraph: "Outside my day job I maintain an open-source '
             'Airflow provider, which has taught me to write for users I never meet."'),
         (U, 'good. still 1 page?'),
         (A, 'Yes, just barely — 390 words. If you add anything else, cut the paragraph about '
             "your master's thesis."),
         (U, 'cut the thesis para anyway, nobody cares. keep it formal, dont sneak casual stuff '
             'in'),
         (A, 'Thesis paragraph removed, tone stays formal throughout. Now at 330 words, '
             'comfortably one page.'),
         decisions=(
             'formal tone for the cover letter',
             'new opening sentence about eight years of data platform experience',
             'mention maintaining an open-source Airflow provider',
             "cut the master's thesis paragraph",
             'keep it to one page',
         ),
         facts=(
             '8 years of data engineering experience',
             'maintains an open-source Airflow provider',
             'applying for a data engineering lead role at a climate NGO in Berlin',
         ),
         split="tune-b"),
    case('rv-podcast-format', 'chatgpt',
         (U, 'want to start a podcast about indie game dev. solo or with a cohost? how long '
             'should episodes be'),
         (A, 'Format options:\n\n1. **Solo** — total control, easy scheduling, but you carry '
             'every minute; many solo shows burn out\n2. **Co-host** — natural banter, shared '
             'workload, but you need a reliable partner\n3. **Interview show** — new guest each '
             'time, lots of booking work\n\nLength: 30–45 minutes is the sweet spot for a niche '
             'show; biweekly is sustainable for most hobby podcasts.'),
         (U, 'solo, 30-40 min, every 2 weeks'),
         (A, 'Solo, 30–40 minutes, biweekly. For solo shows a loose outline with 3 talking '
             'points per episode helps a lot.'),
         (U, 'recorded a test episode alone. honestly it felt like talking to a wall. my friend '
             'sam also makes games and is keen. cohost it is'),
         (A, "That's a very common experience — a second voice makes it much easier. With two "
             "people you'll want separate mics/tracks, even remote (e.g. Riverside or each "
             'recording locally).'),
         (U, 'remote, each records locally. length and schedule stay the same'),
         (A, 'Co-hosted with Sam, recorded remotely with local tracks, 30–40 min every two '
             'weeks. First step: agree with Sam on a name and the first 3 episode topics.'),
         (U, 'yep will send sam a doc with topic ideas tonight'),
         decisions=(
             'co-host the podcast with Sam',
             'episodes 30–40 minutes',
             'biweekly schedule',
             'record remotely, each on local tracks',
         ),
         loops=(
             'send Sam a doc with topic ideas',
         ),
         facts=(
             'friend Sam also makes games',
         ),
         superseded=(
             'solo podcast',
         ),
         split="tune-b"),
]
