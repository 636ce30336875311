"""Thirty conversations of three kinds of people: web and data engineers in their twenties and
thirties moving abroad and starting out; terse senior engineers and busy professionals deciding
by accepting or amending a proposal; students and retirees learning to code, planning exams,
retirement and trips. Written for tuning by writers who had seen no code, rule or set of the
project. Tuning data (split "tune-b", ids ``tca-``, ``tcd-``, ``tce-``)."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('tca-stripe-webhook-dedupe', 'claude-code',
         (U, 'stripe webhooks getting double processed again. finance found 2 duplicate orders '
             'from last night (ord_8812 and ord_8830). can u look at app/webhooks/stripe.py and '
             'figure out why. fastapi + sqlalchemy 2 + postgres 15'),
         (A, "I'll start with the handler, then check the logs for the two orders."),
         (T, '$ cat app/webhooks/stripe.py\nfrom fastapi import APIRouter, Request, '
             'HTTPException\nimport stripe\n\nfrom app.db import get_session\nfrom '
             'app.orders.fulfil import fulfil_checkout\nfrom app.settings import settings\n\n'
             'router = APIRouter()\n\n@router.post("/webhooks/stripe")\nasync def '
             'stripe_webhook(request: Request):\n    payload = await request.body()\n    sig = '
             'request.headers.get("stripe-signature")\n    try:\n        event = '
             'stripe.Webhook.construct_event(payload, sig, settings.stripe_webhook_secret)\n    '
             'except (ValueError, stripe.error.SignatureVerificationError):\n        raise '
             'HTTPException(400, "bad signature")\n\n    if event["type"] == '
             '"checkout.session.completed":\n        async with get_session() as '
             'session:\n            await fulfil_checkout(session, '
             'event["data"]["object"])\n            await session.commit()\n    return {"ok": '
             'True}'),
         (T, '$ grep -E "evt_1PQx7c|evt_1PQyA2" logs/api-2024-06-11.log\n02:14:07.112 INFO  '
             'webhook.stripe recv evt_1PQx7cKx checkout.session.completed\n02:14:18.530 INFO  '
             'orders.fulfil created ord_8811 session=cs_live_a1F9 (11.4s)\n02:14:18.902 INFO  '
             'webhook.stripe recv evt_1PQx7cKx checkout.session.completed\n02:14:27.004 INFO  '
             'orders.fulfil created ord_8812 session=cs_live_a1F9 (8.1s)\n03:40:51.377 INFO  '
             'webhook.stripe recv evt_1PQyA2Lm checkout.session.completed\n03:41:02.950 INFO  '
             'orders.fulfil created ord_8829 session=cs_live_b77Q (11.6s)\n03:41:03.118 INFO  '
             'webhook.stripe recv evt_1PQyA2Lm checkout.session.completed\n03:41:10.441 INFO  '
             'orders.fulfil created ord_8830 session=cs_live_b77Q (7.3s)'),
         (A, 'Found it. Two things combine:\n\n1. `fulfil_checkout` takes 7–12s (it calls the '
             'shipping API and sends the confirmation email inline). Stripe gives up waiting '
             'after ~10s and **retries the same event**.\n2. The handler never checks '
             '`event.id`, so the retry runs fulfilment a second time. Same `evt_…`, same '
             'checkout session, two orders.\n\nOptions:\n\n1. **Postgres idempotency table** – '
             'insert the event id in the *same transaction* as fulfilment, with a unique '
             'constraint. A retry hits the conflict and returns 200 without doing anything.\n2. '
             "**Redis `SET NX` with a TTL** – fast, but it's a separate system and not "
             'transactional with the order insert.\n3. **Make fulfilment itself idempotent** – '
             "unique constraint on `orders.stripe_session_id`.\n\nI'd recommend 1, optionally "
             'with 3 as a backstop. Longer term the slow work should also come off the request '
             'path. Which way do you want to go?'),
         (U, '1. we have redis but i really dont want another moving part in the payment path. '
             'im the only backend person here so if it breaks at 3am its me'),
         (A, 'Makes sense, option 1 it is. Plan:\n\n- Alembic migration: `stripe_events(event_id '
             'text primary key, received_at timestamptz not null default now())`\n- In the '
             'handler: `INSERT ... ON CONFLICT DO NOTHING RETURNING event_id` inside the same '
             'transaction as `fulfil_checkout`; if nothing comes back, return 200 '
             'immediately.\n\nDo you also want the unique constraint on '
             '`orders.stripe_session_id` (option 3) as a belt-and-braces check?'),
         (U, 'yeah add that too'),
         (A, "Before writing that migration I'll check whether existing rows would violate it."),
         (T, '$ psql $DATABASE_URL -c "select stripe_session_id, array_agg(id order by id) from '
             'orders group by 1 having count(*) > 1;"\n stripe_session_id |      array_agg\n'
             '-------------------+---------------------\n cs_live_a1F9      | '
             '{ord_8811,ord_8812}\n cs_live_b77Q      | {ord_8829,ord_8830}\n(2 rows)'),
         (A, "Only the two duplicates finance found, but they'll make the constraint migration "
             'fail. Two ways to handle it:\n\na) The migration deletes the later duplicate of '
             'each pair (`ord_8812`, `ord_8830`) before adding the constraint.\nb) The migration '
             "doesn't touch data; it fails loudly if duplicates exist, and you remove them by "
             "hand once they're dealt with.\n\nWhich do you prefer?"),
         (U, 'b. finance has to refund those first, i dont want a migration deleting orders'),
         (A, 'Agreed, b. Generating the migration now.'),
         (T, '$ alembic revision -m "stripe webhook idempotency"\n  Generating '
             '/srv/api/migrations/versions/7c1e04b2_stripe_webhook_idempotency.py ...  done'),
         (T, '$ git diff app/webhooks/stripe.py\n@@ -18,8 +18,18 @@ async def '
             'stripe_webhook(request: Request):\n-    if event["type"] == '
             '"checkout.session.completed":\n-        async with get_session() as session:\n'
             '-            await fulfil_checkout(session, event["data"]["object"])\n-            '
             'await session.commit()\n+    if event["type"] != "checkout.session.completed":\n'
             '+        return {"ok": True}\n+\n+    async with get_session() as session:\n'
             '+        inserted = await session.scalar(\n+            '
             'insert(StripeEvent).values(event_id=event["id"])\n+            '
             '.on_conflict_do_nothing().returning(StripeEvent.event_id)\n+        )\n+        if '
             'inserted is None:\n+            log.info("webhook.stripe duplicate %s ignored", '
             'event["id"])\n+            return {"ok": True, "duplicate": True}\n+        await '
             'fulfil_checkout(session, event["data"]["object"])\n+        await '
             'session.commit()\n     return {"ok": True}'),
         (U, 'why stripe_events. call it processed_webhook_events w a provider column, paddle is '
             'coming next quarter'),
         (A, 'Renaming to `processed_webhook_events` with a `provider` column and a composite '
             'primary key `(provider, event_id)`, so a Stripe id and a Paddle id can never '
             'collide. Model renamed to `ProcessedWebhookEvent`; the handler inserts '
             "`provider='stripe'`."),
         (T, '$ pytest tests/webhooks -q\n..F...........\nFAILED '
             'tests/webhooks/test_stripe.py::test_retry_is_noop - '
             'sqlalchemy.exc.ProgrammingError:\n  (psycopg.errors.UndefinedTable) relation '
             '"processed_webhook_events" does not exist\n1 failed, 13 passed in 4.82s'),
         (A, "The test DB is built from `Base.metadata`, and the new model isn't imported "
             'anywhere the fixture sees it. Adding it to `app/models/__init__.py`.'),
         (T, '$ pytest tests/webhooks -q\n..............\n14 passed in 4.61s'),
         (A, 'All green, including `test_retry_is_noop`, which posts the same event twice and '
             'asserts exactly one order.\n\nOne more thing: `processed_webhook_events` grows '
             "forever. Want a retention cleanup for it? I'd suggest 30 days or so."),
         (U, 'ya keep 90 days, theres a cleanup job in app/jobs/cleanup.py just add it there'),
         (T, '$ git diff app/jobs/cleanup.py\n@@ -31,6 +31,13 @@ async def '
             'run_cleanup(session):\n     await purge_expired_sessions(session)\n     await '
             'purge_old_password_resets(session, days=7)\n+    await session.execute(\n+        '
             'delete(ProcessedWebhookEvent).where(\n+            '
             'ProcessedWebhookEvent.received_at < func.now() - timedelta(days=90)\n+        )\n'
             '+    )\n     await session.commit()'),
         (U, 'hmm actually stripe only retries for 3 days anyway. 30 is plenty, less to vacuum'),
         (A, 'Changed to 30 days and pulled it into a setting, `WEBHOOK_EVENT_RETENTION_DAYS=30`.'),
         (T, '$ pytest -q\n........................................................\n56 passed '
             'in 11.03s'),
         (A, 'Everything passes. Summary:\n\n- `processed_webhook_events (provider, event_id)` '
             'written in the same transaction as fulfilment, so retries are no-ops\n- Unique '
             'constraint on `orders.stripe_session_id` (a separate migration that fails loudly '
             'if duplicates exist)\n- 30-day retention in the existing cleanup job\n\nNext '
             'steps:\n1. Run `alembic upgrade head` on staging and resend a few events with '
             '`stripe events resend evt_…`\n2. Get the two duplicate orders refunded, then '
             'delete them so the constraint migration can run in prod\n3. Later: move shipping + '
             'email to a background worker so the webhook responds in under a second\n\nWant me '
             'to draft the PR description?'),
         (U, 'pr desc yes. ill run the migration on staging after standup and resend a couple '
             'events w the stripe cli. also need to ping finance to refund 8812 and 8830, then i '
             'delete them. worker thing not now'),
         (A, '**Make Stripe webhook handling idempotent**\n\nStripe retried '
             '`checkout.session.completed` because fulfilment took longer than 10s, and we '
             'processed both deliveries (ord_8812, ord_8830).\n\n- Record each event in '
             '`processed_webhook_events (provider, event_id)` in the same transaction as '
             'fulfilment; duplicates return 200 and are skipped\n- Unique constraint on '
             '`orders.stripe_session_id` as a backstop (fails if duplicates exist; remove '
             'ord_8812/ord_8830 after refund)\n- Purge processed events older than '
             '`WEBHOOK_EVENT_RETENTION_DAYS` (30) in the nightly cleanup job\n- Test: same event '
             'posted twice creates one order'),
         decisions=(
             'Dedupe Stripe webhooks with a Postgres table written in the same transaction as '
             'fulfilment, not Redis',
             'Add a unique constraint on orders.stripe_session_id as a backstop',
             'Remove the existing duplicate orders by hand after refunds; the migration must not '
             'delete orders',
             'Name the table processed_webhook_events with a provider column (for Paddle later)',
             'Keep processed webhook events for 30 days, purged in the existing cleanup job',
         ),
         loops=(
             'Run the migration on staging after standup and resend a few events with the Stripe '
             'CLI',
             'Ask finance to refund duplicate orders ord_8812 and ord_8830',
             'Delete ord_8812 and ord_8830 once refunded so the constraint migration can run in '
             'prod',
         ),
         facts=(
             'Is the only backend developer at the company',
         ),
         superseded=(
             'Keep processed webhook events for 90 days',
         ),
         split="tune-b"),
    case('tca-bq-events-merge', 'cursor',
         (U, '@load_events.py backfills double the rows in analytics.events every time we rerun '
             'a day. how do i make this idempotent. airflow 2.8, bq'),
         (T, 'Read dags/load_events.py (lines 1-24)\nfrom airflow import DAG\nfrom '
             'airflow.providers.google.cloud.transfers.gcs_to_bigquery import '
             'GCSToBigQueryOperator\nfrom pendulum import datetime\n\nwith DAG(\n    '
             '"load_events",\n    start_date=datetime(2024, 1, 1),\n    schedule="0 3 * * '
             '*",\n    catchup=False,\n    max_active_runs=1,\n) as dag:\n    load = '
             'GCSToBigQueryOperator(\n        task_id="load_events",\n        '
             'bucket="mx-app-events",\n        source_objects=["events/dt={{ ds '
             '}}/*.json.gz"],\n        source_format="NEWLINE_DELIMITED_JSON",\n        '
             'destination_project_dataset_table="analytics.events",\n        '
             'write_disposition="WRITE_APPEND",\n        '
             'schema_object="schemas/events.json",\n        gcp_conn_id="gcp_default",\n    )'),
         (A, 'The cause is `write_disposition="WRITE_APPEND"`: every run (including '
             'reruns/backfills) appends the whole day again.\n\nThree ways to make it '
             'idempotent:\n\n1. **Overwrite the partition** – load into `analytics.events${{ '
             'ds_nodash }}` with `WRITE_TRUNCATE`. Cheapest and simplest, but only works if the '
             'table is partitioned by the same date the files are organised by.\n2. **Stage + '
             'MERGE** – load the day into a staging table, then `MERGE` into `analytics.events` '
             'on `event_id`. Works regardless of partitioning; costs a bit more.\n3. **DELETE + '
             "INSERT** in one script for the day's rows.\n\nIf `events` is partitioned on "
             "`event_date`, I'd go with 1."),
         (U, 'is it partitioned? check'),
         (T, "$ bq show --format=prettyjson analytics.events | jq '{timePartitioning, "
             'clustering, numBytes, numRows}\'\n{\n  "timePartitioning": {\n    "type": "DAY"\n  '
             '},\n  "clustering": null,\n  "numBytes": "4391166021834",\n  "numRows": '
             '"9120448113"\n}'),
         (A, "It's partitioned, but on **ingestion time** (`_PARTITIONTIME`), not on "
             '`event_date`. That means:\n\n- Partition `$20240612` holds whatever was *loaded* '
             'on the 12th, not events *from* the 12th. A backfill of June 3 run today lands in '
             "today's partition.\n- So option 1 would truncate the wrong data.\n\nYour choices "
             'are really:\n- **Repartition** the table on `event_date` (create a new table, copy '
             '4.4 TB, swap), then use option 1, or\n- **Stage + MERGE** (option 2) and leave the '
             'table as it is.'),
         (U, 'merge. not touching the table rn, its 4tb and the dashboards hit it all day'),
         (A, 'Going with staging + MERGE. The load task writes to `analytics_staging.events_{{ '
             'ds_nodash }}` with `WRITE_TRUNCATE`, then a `BigQueryInsertJobOperator` runs the '
             'MERGE, then the staging table is dropped.'),
         (T, 'Edited dags/load_events.py (+27 -3)\n-        '
             'destination_project_dataset_table="analytics.events",\n-        '
             'write_disposition="WRITE_APPEND",\n+        '
             'destination_project_dataset_table="analytics_staging.events_{{ ds_nodash }}",\n'
             '+        write_disposition="WRITE_TRUNCATE",\n...\n+    merge = '
             'BigQueryInsertJobOperator(\n+        task_id="merge_events",\n+        '
             'configuration={"query": {"query": "{% include \'sql/merge_events.sql\' %}",\n'
             '+                                 "useLegacySql": False}},\n+    )\n+    '
             'drop_staging = BigQueryDeleteTableOperator(\n+        task_id="drop_staging",\n'
             '+        deletion_dataset_table="analytics_staging.events_{{ ds_nodash }}",\n'
             '+        trigger_rule="all_done",\n+    )\n+    load >> merge >> drop_staging'),
         (U, 'the app sometimes sends the same event_id twice in the same file tho (retry on bad '
             'network). will the merge choke on that'),
         (A, 'Yes – BigQuery fails a MERGE with `UPDATE/MERGE must match at most one source row '
             "for each target row` if the source has duplicate keys. I'll dedupe in the `USING` "
             'subquery:\n\n```sql\nUSING (\n  SELECT * FROM `analytics_staging.events_{{ '
             'ds_nodash }}`\n  QUALIFY ROW_NUMBER() OVER (PARTITION BY event_id ORDER BY '
             'received_at ASC) = 1  -- or DESC\n) s\n```\n\nWhen the same `event_id` shows up '
             'twice, do you want to keep the **earliest** or the **latest** `received_at`?'),
         (U, 'earliest'),
         (T, 'Created dags/sql/merge_events.sql\nMERGE `analytics.events` t\nUSING (\n  SELECT * '
             'FROM `analytics_staging.events_{{ ds_nodash }}`\n  QUALIFY ROW_NUMBER() OVER '
             '(PARTITION BY event_id ORDER BY received_at ASC) = 1\n) s\nON t.event_id = '
             's.event_id\nWHEN NOT MATCHED THEN\n  INSERT ROW'),
         (T, '$ pytest tests/dags -q\nF..\nFAILED '
             'tests/dags/test_load_events.py::test_dag_renders - '
             'jinja2.exceptions.TemplateNotFound: sql/merge_events.sql\n1 failed, 2 passed in '
             '3.10s'),
         (A, "The DAG doesn't know where to find the SQL file. Adding "
             '`template_searchpath=[os.path.dirname(__file__)]` to the `DAG(...)` call.'),
         (T, '$ pytest tests/dags -q\n...\n3 passed in 2.87s'),
         (U, 'wait cost. merge scans the whole target on every run right? thats 4tb a day lol'),
         (A, 'Right now, yes – the `ON t.event_id = s.event_id` join has to scan every partition '
             'of `events`. You can bound it by adding a partition filter on the target:\n\n'
             '```sql\nON t.event_id = s.event_id\n   AND t._PARTITIONTIME >= '
             "TIMESTAMP_SUB(TIMESTAMP('{{ ds }}'), INTERVAL N DAY)\n```\n\nThe tradeoff: if the "
             "same event was already loaded more than N days earlier, it won't be found and will "
             'be inserted again. Typical choices are 3, 7 or 14 days. What window do you want?'),
         (U, '7. if an event shows up more than a week late we dont care'),
         (T, '$ bq query --dry_run --use_legacy_sql=false < /tmp/rendered_merge_2024-06-11.sql\n'
             'Query successfully validated. Assuming the tables are not modified, running this '
             'query will process upper bound of 41203395310 bytes of data.'),
         (A, 'With the 7-day window the dry run is ~41 GB instead of ~4.4 TB per run. Tests '
             'still pass. Want me to also write the backfill command for the days that already '
             'have duplicates?'),
         (U, "nice. yes the command. i'll run the backfill for may 28 - jun 11 tonight once this "
             'is merged'),
         (A, "Once it's merged and deployed:\n\n```bash\nairflow dags backfill load_events \\\n  "
             '--start-date 2024-05-28 --end-date 2024-06-11 \\\n  --reset-dagruns -y\n```\n\n'
             'Heads up: the MERGE only *prevents* new duplicates. The rows already doubled in '
             "`events` stay doubled. To clean those up you'd need a one-off dedupe of the "
             'affected partitions (I can write that as a `CREATE OR REPLACE ... QUALIFY` per '
             'partition). Also `max_active_runs=1` keeps it sequential – about 15 runs.'),
         (U, "ugh right. ok write the one-off dedupe too but i'll run it tmrw not tonight, want "
             'to check it on a copy first. also need to tell diego his dashboard counts will '
             'drop after this, gotta run tho daycare pickup 🙃'),
         (A, 'Written to `scripts/oneoff_dedupe_events.sql`. It takes `@start` / `@end` '
             'partition dates, rebuilds each partition with `QUALIFY ROW_NUMBER() OVER '
             '(PARTITION BY event_id ORDER BY received_at) = 1`, and starts with a commented-out '
             '`CREATE TABLE analytics_scratch.events_copy ... CLONE analytics.events` so you can '
             'test on a copy first.\n\nGood luck with pickup!'),
         decisions=(
             'Make the events load idempotent with a staging table + MERGE on event_id instead '
             'of repartitioning analytics.events',
             "Keep the earliest received_at row when an event_id is duplicated within a day's "
             'files',
             'Limit the MERGE to the last 7 days of partitions; events more than a week late can '
             'be duplicated',
         ),
         loops=(
             'Run the load_events backfill for May 28 – Jun 11 tonight once the change is merged',
             'Run the one-off dedupe of already-duplicated partitions tomorrow, after testing it '
             'on a copy',
             'Tell Diego his dashboard counts will drop after the dedupe',
         ),
         facts=(
             'Has a young child in daycare',
         ),
         split="tune-b"),
    case('tca-express-rate-limit', 'codex',
         (U, "we're getting hammered on POST /v1/parse by a couple accounts, add rate limiting. "
             'express 4 + ts, redis already in docker-compose (ioredis)'),
         (T, '$ jq \'.dependencies\' package.json\n{\n  "express": "^4.19.2",\n  "ioredis": '
             '"^5.4.1",\n  "pino-http": "^10.1.0",\n  "zod": "^3.23.8",\n  "@invoicekit/parser": '
             '"workspace:*"\n}\n$ ls src/middleware\nauth.ts  errorHandler.ts  requestId.ts'),
         (T, '$ rg -n "app.use" src/app.ts\n12:app.use(requestId());\n13:app.use(pinoHttp({ '
             'logger }));\n14:app.use(express.json({ limit: "10mb" }));\n15:app.use("/v1", '
             'v1Router);\n16:app.use(errorHandler);\n$ rg -n "authenticate" src/routes/v1.ts\n'
             '4:import { authenticate } from "../middleware/auth";\n9:v1Router.use(authenticate);'),
         (A, 'Plan:\n\n- Add `express-rate-limit` + `rate-limit-redis`, backed by your existing '
             'ioredis client so limits are shared across instances.\n- Mount it on `/v1` in '
             '`src/app.ts`, keyed by client IP, 60 requests/minute.\n- Return your usual `{ '
             'error: { code, message } }` shape with a 429.\n\nOK to proceed?'),
         (U, 'ok do that'),
         (T, '$ pnpm add express-rate-limit rate-limit-redis\nPackages: +2\n++\ndependencies:\n+ '
             'express-rate-limit 7.4.0\n+ rate-limit-redis 4.2.0\nDone in 2.1s'),
         (T, '$ git diff --stat && git diff src/app.ts\n src/app.ts                   |  2 ++\n '
             'src/middleware/rateLimit.ts  | 24 ++++++++++++++++++++++++\n 2 files changed, 26 '
             'insertions(+)\n@@ -14,2 +14,3 @@\n app.use(express.json({ limit: "10mb" }));\n'
             '+app.use("/v1", rateLimit);\n app.use("/v1", v1Router);'),
         (T, '$ pnpm test\n ✓ test/parse.test.ts (9)\n ✓ test/auth.test.ts (6)\n ✓ '
             'test/rateLimit.test.ts (2)\n Test Files  3 passed (3)\n      Tests  17 passed (17)'),
         (A, 'Done and tests pass. One important caveat before deploying: if the app sits behind '
             "a proxy/load balancer, `req.ip` will be the proxy's address unless `trust proxy` "
             "is set – and then **every client shares one bucket**. What's in front of the app?"),
         (U, "cloudflare then fly's proxy. so 2 hops?"),
         (A, 'Yes, two hops. Options:\n\n1. `app.set("trust proxy", 2)` so Express takes the '
             'right entry from `X-Forwarded-For`.\n2. Read `CF-Connecting-IP` directly in the '
             "key generator (more reliable behind Cloudflare, but only if the app can't be "
             "reached bypassing Cloudflare).\n\nI'd do 1, plus 2 as the key source."),
         (U, 'hmm wait. half our paying customers are accounting firms hitting us from one '
             'office ip, per ip is gonna bite us. make it per api key instead, ip only as '
             'fallback for unauthenticated stuff'),
         (A, "Good catch. I'll move the limiter *after* `authenticate` in the v1 router so "
             '`req.apiKey` is set, key on `apiKey.id`, and fall back to `CF-Connecting-IP` for '
             "unauthenticated requests. Since it's per key now, do you want different limits per "
             'plan? Something like free 30/min, pro 300/min?'),
         (U, 'free 20/min, pro 200. enterprise no limit'),
         (T, '$ git diff src/middleware/rateLimit.ts\n+const LIMITS: Record<Plan, number | null> '
             '= { free: 20, pro: 200, enterprise: null };\n+\n+export const rateLimit = '
             'expressRateLimit({\n+  windowMs: 60_000,\n+  limit: (req) => '
             'LIMITS[req.apiKey?.plan ?? "free"] ?? Number.MAX_SAFE_INTEGER,\n+  skip: (req) => '
             'req.apiKey?.plan === "enterprise",\n+  keyGenerator: (req) =>\n+    req.apiKey ? '
             '`key:${req.apiKey.id}` : `ip:${req.get("cf-connecting-ip") ?? req.ip}`,\n+  store: '
             'new RedisStore({ sendCommand: (...args) => redis.call(...args), prefix: "rl:" }),\n'
             '+  handler: (_req, res) =>\n+    res.status(429).json({ error: { code: '
             '"rate_limited", message: "Too many requests" } }),\n+});'),
         (T, '$ pnpm test\n ✓ test/parse.test.ts (9)\n ✓ test/auth.test.ts (6)\n ❯ '
             'test/rateLimit.test.ts (4)\n   × returns 429 after the limit\n     → expected 200 '
             'to be 429 // request #61\n Test Files  1 failed | 2 passed (3)\n      Tests  1 '
             'failed | 18 passed (19)'),
         (A, 'That test still assumed 60/min per IP. Rewriting it to use a free-plan key (429 on '
             'request 21), a pro key (429 on 201), an enterprise key (never limited) and an '
             'unauthenticated IP bucket.'),
         (T, '$ pnpm test\n ✓ test/parse.test.ts (9)\n ✓ test/auth.test.ts (6)\n ✓ '
             'test/rateLimit.test.ts (5)\n Test Files  3 passed (3)\n      Tests  20 passed (20)'),
         (A, 'All passing. One more choice: which response headers should clients see?\n\n- '
             '`standardHeaders: "draft-7"` – a single combined `RateLimit` header (newer IETF '
             'draft)\n- `"draft-6"` – separate `RateLimit-Limit` / `-Remaining` / `-Reset`\n- '
             'legacy `X-RateLimit-*`'),
         (U, 'draft 7'),
         (T, '$ curl -si -H "Authorization: Bearer $FREE_KEY" -X POST localhost:3000/v1/parse -d '
             '@fixtures/inv.json | head -5\nHTTP/1.1 200 OK\nContent-Type: application/json; '
             'charset=utf-8\nRateLimit-Policy: 20;w=60\nRateLimit: limit=20, remaining=19, '
             'reset=60\nX-Request-Id: 3f1c6a0e'),
         (A, 'Headers look right. Summary:\n\n- Per-API-key limits (free 20/min, pro 200/min, '
             'enterprise unlimited), IP fallback via `CF-Connecting-IP` for unauthenticated '
             'requests\n- Redis-backed store, shared across Fly instances\n- draft-7 `RateLimit` '
             'headers, JSON 429 body in your error format\n\nNext steps:\n1. Document the limits '
             'on your API docs page\n2. Give the heavy accounts a heads-up before deploying\n3. '
             'Optionally add a metric/alert on 429s so you notice if a paying customer is '
             'hitting the wall\n\nWant me to add a Prometheus counter for 429s?'),
         (U, "nah. i'll update the docs page tonight and email acme-ledger and the brightbooks "
             'guys, then deploy tmrw morning. solo founder life, im also support lol'),
         decisions=(
             'Rate limit /v1 with express-rate-limit backed by the existing Redis',
             'Rate limit per API key, falling back to CF-Connecting-IP only for unauthenticated '
             'requests',
             'Limits: free 20/min, pro 200/min, enterprise unlimited',
             'Send draft-7 RateLimit headers',
         ),
         loops=(
             'Update the API docs page with the rate limits tonight',
             'Email acme-ledger and BrightBooks about the new limits before deploying',
             'Deploy the rate limiting tomorrow morning',
         ),
         facts=(
             'Is a solo founder and also handles customer support',
         ),
         superseded=(
             'Rate limit per client IP',
         ),
         split="tune-b"),
    case('tca-orders-etl-duckdb', 'claude-code',
         (U, 'nightly orders import keeps getting OOMKilled since the clients vendor started '
             'sending full history instead of deltas. file is ~6gb csv now, container has 4gb. '
             'its etl/orders.py, pandas. can u fix'),
         (T, '$ cat etl/orders.py\nimport boto3, pandas as pd, sys\n\ndef run(path: str) -> '
             'None:\n    df = pd.read_csv(path, sep=";", dtype=str)\n    df["price"] = '
             'df["price"].str.replace(".", "", regex=False).str.replace(",", '
             '".").astype(float)\n    df["qty"] = df["qty"].astype(int)\n    df["order_ts"] = '
             'pd.to_datetime(df["order_ts"])\n    df = df[df["status"] != "TEST"]\n    '
             'df.to_parquet("/tmp/orders.parquet", index=False)\n    '
             'boto3.client("s3").upload_file("/tmp/orders.parquet", "acme-data", '
             '"curated/orders.parquet")\n\nif __name__ == "__main__":\n    run(sys.argv[1])'),
         (T, '$ kubectl -n etl get pods --sort-by=.status.startTime | tail -3\n'
             'orders-import-28641780-7xk2p   0/1   OOMKilled   0   2d\n'
             'orders-import-28643220-mq9vd   0/1   OOMKilled   0   26h\n'
             'orders-import-28644660-r2d4n   0/1   OOMKilled   0   3h\n$ head -3 '
             '/data/inbox/orders_full_20240611.csv\n'
             'order_id;customer_id;order_ts;status;sku;qty;price\nA-1000001;C-88123;2019-02-01 '
             '09:14:05;DELIVERED;SKU-4410;2;1.234,50\nA-1000002;C-10077;2019-02-01 '
             '09:15:41;DELIVERED;SKU-0931;1;19,90'),
         (A, 'pandas reads the whole 6 GB file into memory as Python strings (`dtype=str`), '
             "which is easily 3–5× the file size, so it can't fit in 4 GB. Options:\n\n1. "
             '**Chunked pandas** (`chunksize=`) – smallest change, but you have to write Parquet '
             'incrementally and it stays slow.\n2. **Polars lazy + `sink_parquet`** – streaming, '
             "fast, but a rewrite in Polars' expression API.\n3. **DuckDB** – `read_csv` → SQL "
             'transforms → `COPY ... TO` Parquet. It streams and spills to disk under a '
             "`memory_limit`, and the transforms become plain SQL.\n\nI'd go with 3 or 2; "
             "they're about equally good on memory."),
         (U, 'duckdb. i know sql way better than polars and im billing this client hourly so '
             'simplest thing wins'),
         (A, "DuckDB it is. One layout question while I'm rewriting: right now it writes a "
             'single `orders.parquet`. With full history arriving every night, a '
             'Hive-partitioned layout (`curated/orders/order_month=2024-06/...`) would let '
             'downstream queries read only the months they need. Want that, or keep one file?'),
         (U, 'yes partition by month'),
         (T, '$ git diff etl/orders.py\n-import boto3, pandas as pd, sys\n+import duckdb, sys\n'
             '+\n+SQL = """\n+COPY (\n+  SELECT order_id, customer_id, status, sku,\n+         '
             "CAST(qty AS INTEGER) AS qty,\n+         CAST(replace(replace(price, '.', ''), ',', "
             "'.') AS DECIMAL(12,2)) AS price,\n+         CAST(order_ts AS TIMESTAMP) AS "
             "order_ts,\n+         strftime(CAST(order_ts AS TIMESTAMP), '%Y-%m') AS "
             "order_month\n+  FROM read_csv(?, delim=';', header=true, all_varchar=true)\n+  "
             "WHERE status <> 'TEST'\n+) TO 's3://acme-data/curated/orders' (FORMAT parquet, "
             'PARTITION_BY (order_month), OVERWRITE_OR_IGNORE)\n+"""\n+\n def run(path: str) -> '
             'None:\n-    df = pd.read_csv(path, sep=";", dtype=str)\n-    ...\n+    con = '
             'duckdb.connect()\n+    con.execute("SET memory_limit=\'2GB\'; SET '
             'temp_directory=\'/tmp/duck\'")\n+    con.execute("INSTALL httpfs; LOAD httpfs; '
             'CREATE SECRET (TYPE s3, PROVIDER credential_chain)")\n+    con.execute(SQL, [path])'),
         (A, 'Rewritten. Price is now `DECIMAL(12,2)` instead of float, which is safer for '
             'money.\n\nThe timestamps in the file have no offset. Since the vendor is German '
             "they're almost certainly Europe/Berlin local time. Do you want to keep them as "
             'naive local timestamps (like the current output) or convert to UTC?'),
         (U, 'utc'),
         (A, "Changed `order_ts` to `timezone('UTC', timezone('Europe/Berlin', CAST(order_ts AS "
             'TIMESTAMP)))` via the ICU extension, and `order_month` is now derived from the UTC '
             'value. Running it against the full file locally with the 2 GB cap, writing to a '
             'local dir instead of S3.'),
         (T, '$ /usr/bin/time -v python -m etl.orders /data/inbox/orders_full_20240611.csv --out '
             '/tmp/out\n 24% ▕██████████▏ \nduckdb.duckdb.ConversionException: Conversion Error: '
             'Could not convert string "—" to DECIMAL(12,2)\nLINE 6:          '
             "CAST(replace(replace(price, '.', ''), ',', '.') AS DECIMAL(12,2)) AS price,\n\t"
             'Command exited with non-zero status 1\n\tMaximum resident set size (kbytes): '
             '1188420'),
         (T, '$ duckdb -c "SELECT status, count(*) FROM '
             "read_csv('/data/inbox/orders_full_20240611.csv', delim=';', all_varchar=true) "
             'WHERE price = \'—\' GROUP BY 1"\n┌───────────┬──────────────┐\n│  status   │ '
             'count_star() │\n├───────────┼──────────────┤\n│ CANCELLED │        31204 │\n│ '
             'PENDING   │          118 │\n└───────────┴──────────────┘'),
         (A, 'Memory is fine (1.1 GB peak at 24%), but some rows use an em-dash `—` as the '
             'price: 31,204 cancelled and 118 pending orders. Options:\n\n1. Treat `—` as NULL '
             "(keep the rows)\n2. Drop those rows\n3. Treat as 0.00\n\nI'd go with 1: you keep "
             'the cancelled orders and nothing pretends they were free.'),
         (U, 'null yeah'),
         (T, '$ /usr/bin/time -v python -m etl.orders /data/inbox/orders_full_20240611.csv --out '
             '/tmp/out\n100% ▕████████████████████████████████████████████████████████████▏\n\t'
             'Elapsed (wall clock) time (h:mm:ss or m:ss): 3:41.07\n\tMaximum resident set size '
             "(kbytes): 2009344\n$ find /tmp/out -name '*.parquet' | wc -l; du -sh /tmp/out\n"
             '148\n1.3G\t/tmp/out'),
         (A, 'Works: 6.1 GB CSV → 148 monthly partitions, 1.3 GB of Parquet, 3m41s, peak RSS '
             '~2.0 GB (under the 4 GB limit with headroom).\n\nOptional extras:\n- Row-count / '
             'null-rate checks after the load (e.g. fail if the row count drops more than 5% vs. '
             'yesterday)\n- A unit test with a tiny fixture CSV covering the `1.234,50` and `—` '
             'cases\n\nWant me to add either?'),
         (U, 'nah, client wont pay for that'),
         (A, 'Fine. One thing I need to flag before this can run in prod: the output moves from '
             'the single key `curated/orders.parquet` to the prefix `curated/orders/`. Let me '
             "check the job's IAM role can write there."),
         (T, '$ aws iam simulate-principal-policy --policy-source-arn '
             'arn:aws:iam::4471:role/etl-orders \\\n    --action-names s3:PutObject '
             '--resource-arns '
             'arn:aws:s3:::acme-data/curated/orders/order_month=2024-06/data_0.parquet \\\n    '
             '--query \'EvaluationResults[0].EvalDecision\'\n"implicitDeny"'),
         (A, 'As suspected: the role only allows `s3:PutObject` on `curated/orders.parquet`. '
             'Before deploying:\n\n1. The role needs `s3:PutObject` (and `s3:DeleteObject` for '
             'overwrites) on `arn:aws:s3:::acme-data/curated/orders/*`\n2. Anyone reading '
             '`curated/orders.parquet` (BI, Athena tables) needs to switch to the '
             '`curated/orders/` prefix\n3. Do a first run on their infra against a real nightly '
             'file'),
         (U, 'ugh. ok ill ask marta for write access on curated/orders/ and tell her the path '
             'changed so the bi ppl can update athena. then ill run it on their box tmrw against '
             'last nights file'),
         decisions=(
             'Replace pandas with DuckDB for the nightly orders import',
             'Write the orders output as Parquet partitioned by order month',
             'Convert vendor order timestamps from Europe/Berlin local time to UTC',
             "Treat '—' prices as NULL and keep those rows",
         ),
         loops=(
             'Ask Marta for S3 write access on curated/orders/ for the ETL role',
             'Tell Marta the output path changed so BI can update Athena',
             "Run the new import on the client's server tomorrow against last night's file",
         ),
         facts=(
             'Works freelance, billing clients hourly',
             'Knows SQL much better than Polars',
         ),
         split="tune-b"),
    case('tca-portugal-d8-visa', 'chatgpt',
         (U, 'hi! im brazilian, 30, ux designer working remote for a us company (contractor, '
             'paid in usd). me and my bf want to move to portugal next year. whats better the d7 '
             'or the digital nomad one'),
         (A, 'Great plan! For your situation the **D8 (digital nomad) visa** is almost certainly '
             'the better fit:\n\n- **D7** is meant for *passive* income (pensions, rent, '
             "dividends). Salary from active remote work doesn't fit it well.\n- **D8** is for "
             'people working remotely for employers or clients outside Portugal. The income '
             'requirement is 4× the Portuguese minimum wage, roughly **€3,280/month in 2024** '
             '(it goes up every year).\n\nThe D8 itself comes in two forms:\n1. **Temporary stay '
             'visa** – up to 1 year, no residence permit.\n2. **Residence visa** – 4 months to '
             'enter, then you get a residence permit from AIMA (2 years, renewable), which '
             'counts toward permanent residence/citizenship.\n\nA couple of questions: roughly '
             "what's your monthly income, and what does your boyfriend do? He'll either need his "
             'own visa or to come through family reunification.'),
         (U, "like 5200 usd a month so should be fine. bf is a chef so he'd need his own thing i "
             'guess?? we have união estável registered in sp since 2021 does that count for '
             'anything'),
         (A, 'It counts for a lot. A **registered união estável** is generally accepted as a '
             "*união de facto* for family reunification in Portugal, as long as it's properly "
             'documented and apostilled. That opens two routes for him:\n\n1. **He applies with '
             'you** as your family member at the consulate/VFS at the same time (some posts '
             'allow this; check with VFS São Paulo), or\n2. **You go first**, get your residence '
             'permit, then file family reunification for him at AIMA in Portugal.\n\nEither way '
             "he'd be allowed to work once he has his permit, so restaurant jobs aren't an "
             'issue.\n\nYour $5,200 (~€4,800) clears the D8 threshold comfortably. Would you go '
             'for the residence version or the one-year temporary stay?'),
         (U, "residence def, we're not doing this for a year. budget for rent max 1300€. lisbon "
             'or porto'),
         (A, 'With €1,300/month:\n\n**Lisbon**\n- Gets you a T1 (1-bed) in outer areas (Arroios, '
             'Penha de França, Alvalade edges) or further out (Amadora, Almada)\n- Biggest '
             'restaurant scene in the country, so most kitchen jobs for him\n- Very competitive '
             'rental market; landlords often ask for 2–3 months deposit + guarantor\n\n'
             '**Porto**\n- A T1 or even a small T2 in Bonfim, Campanhã or Paranhos\n- Smaller '
             'but fast-growing food scene, lots of new restaurants in Baixa and Bonfim\n- '
             'Slightly calmer, cheaper day-to-day\n\n**Braga / Coimbra** are cheaper still but '
             "have far fewer chef jobs.\n\nI'd lean Porto for the budget, unless he specifically "
             'wants the top Lisbon kitchens.'),
         (U, 'porto. lisbon rents are insane and he says he can find work there too. maybe later '
             "we'd buy something in braga idk"),
         (A, "Porto it is. Here's what you'll need for your D8 residence visa application at VFS "
             'São Paulo:\n\n1. **NIF** (Portuguese tax number) – can be done remotely through a '
             'fiscal representative service\n2. **Portuguese bank account** – several banks open '
             'accounts online once you have a NIF\n3. **Proof of remote work** – your contractor '
             'agreement + a letter from the company confirming you can work from Portugal\n4. '
             '**Proof of income** – last 3 months of payments/bank statements\n5. **Criminal '
             'record certificate** (Polícia Federal), apostilled\n6. **Proof of accommodation** '
             '– a 12-month lease is best; some consulates accept a *termo de responsabilidade* '
             'or a booking for the first months\n7. **Travel/health insurance**\n8. For him: the '
             'apostilled união estável certificate + his own documents\n\nDo you have a target '
             'date? I can build a timeline backwards from it.'),
         (U, 'we want to be there by march. yes timeline pls'),
         (A, 'Working backwards from arriving in Porto in **early March**:\n\n**This month '
             '(Oct)**\n- Get your NIFs (both of you) via a fiscal representative\n- Ask your '
             'company for the remote-work letter\n\n**November**\n- Open a Portuguese bank '
             'account online\n- Request criminal record certificates and apostille them (plus '
             'the união estável certificate)\n- Start looking for a lease or a 2–3 month '
             'furnished rental that will give you a contract\n\n**Early December**\n- Book the '
             'VFS São Paulo appointment (slots go weeks out)\n- Buy travel/health insurance\n\n'
             '**December–January**\n- Submit; typical decision time is up to 60 days\n\n'
             '**February**\n- Visa collected, flights booked, AIMA appointment details from the '
             'visa\n\n**March**\n- Arrive, go to AIMA for the residence permit, register with '
             'Segurança Social and your local *junta de freguesia*\n\nWant me to also list the '
             'family-reunification steps for him?'),
         (U, 'ugh the lease thing is gonna be annoying. ok ill get the NIFs through one of those '
             "online services this week, and ill ask my boss for the letter, she'll prob say "
             'yes. reunification stuff later'),
         (A, 'Good first moves. For the letter, ask her to include:\n\n- Your name, role and '
             'start date\n- That you work fully remotely and that the company has no objection '
             'to you doing so from Portugal\n- Your monthly compensation and contract type '
             '(contractor)\n- Signed on company letterhead, ideally dated within 3 months of '
             "your application\n\nOnce you have the NIFs, tell me which bank you're thinking of "
             'and I can go over their remote account opening.'),
         decisions=(
             'Apply for the D8 digital nomad visa, not the D7',
             'Go for the D8 residence visa, not the one-year temporary stay',
             'Move to Porto rather than Lisbon',
             'Keep rent in Portugal under €1,300/month',
             'Aim to be living in Porto by March',
         ),
         loops=(
             'Get NIFs for both of them through an online fiscal representative this week',
             'Ask her boss for a letter confirming she can work remotely from Portugal',
         ),
         facts=(
             'Is Brazilian, 30',
             'Works as a UX designer, remote contractor for a US company, paid in USD',
             'Earns about US$5,200 a month',
             'Her boyfriend is a chef',
             'Has a registered união estável with her boyfriend since 2021, registered in São '
             'Paulo',
         ),
         split="tune-b"),
    case('tca-first-offer-negotiation', 'claude-ai',
         (U, 'ok so i have 2 offers and i have to answer both by friday. first real job ever so '
             'idk what im doing\n\n1) RBC, full stack dev, 78k + 5k signing, hybrid 3 days '
             'downtown\n2) Lumen Health (series A, ~40 ppl) backend eng, 85k + 0.05% options, '
             'remote w/ office in toronto optional\n\ngrad in april from tmu comp sci'),
         (A, "Congrats on two offers, that's a really good spot to be in! Some ways to compare "
             'them:\n\n**RBC**\n- Stability, structured onboarding, mentorship programs for new '
             'grads\n- First-year cash ~$83k with the signing bonus\n- Slower pace, older tech '
             'stacks in places, but a recognisable name on your resume\n\n**Lumen Health**\n- '
             "Higher base ($85k), and you'll likely get much broader ownership early\n- 0.05% of "
             'a Series A is a lottery ticket: treat it as $0 when comparing\n- More risk '
             '(layoffs, runway), less structured mentorship\n\nA few questions that usually '
             'decide it:\n1. What matters most for the next 2 years: learning speed, stability, '
             'or money?\n2. Do you have loans or big expenses coming?\n3. How do you feel about '
             'working remotely as your very first job?'),
         (U, 'learning mostly. but i have like 28k in osap loans so money matters too lol. i '
             'live w my parents in brampton so commuting downtown 3x a week is like 1.5h each '
             'way on the go train which kinda kills me. remote sounds nice but also scared id be '
             'lonely and not learn'),
         (A, "That's helpful. Putting it together:\n\n- **Learning**: small startups usually win "
             'on breadth, *if* there are senior engineers willing to review your work. Worth '
             'asking Lumen how many senior backend people there are and how code review works.\n'
             '- **Money**: Lumen pays more in base, and at $28k of OSAP debt, an extra $7k/year '
             'before tax matters more than the one-time $5k signing bonus.\n- **Commute**: 3h a '
             "day, 3 days a week, is ~9 hours a week on the GO train. That's a real cost.\n- "
             '**Loneliness risk**: real, but Lumen has an optional Toronto office. Going in 1–2 '
             'days a week would help a lot in year one.\n\nOn paper Lumen looks like the better '
             'fit for you. Which one is pulling at you?'),
         (U, 'lumen tbh. the cto was super nice in the final round and they use python + '
             'postgres which is what i actually like'),
         (A, "Then let's make the Lumen offer as good as it can be before you sign. New grads "
             "often don't negotiate, but a competing offer gives you leverage, and a polite "
             "counter almost never gets an offer pulled.\n\nWhat I'd suggest:\n- Counter on base "
             'at **$90k**, mentioning that you have a competing offer with a signing bonus\n- If '
             'they say base is fixed, ask for a **signing bonus** instead (startups often have '
             'more flexibility there)\n\nWant me to draft the email to the recruiter?'),
         (U, 'yes pls. the recruiter is priya'),
         (A, "Here's a draft:\n\n---\nHi Priya,\n\nThank you again for the offer, I'm really "
             "excited about Lumen and the backend team, and I'd love to join.\n\nI do have a "
             'competing offer that includes a higher total first-year compensation with a '
             'signing bonus. Would there be any flexibility to bring the base salary to $90,000? '
             'That would make this an easy yes for me.\n\nThanks so much, and looking forward to '
             'hearing from you.\n\nBest,\n[Your name]\n---'),
         (U, 'can we make it 88 i dont wanna sound greedy. and add the signing bonus thing as a '
             'backup in the same email'),
         (A, "Sure, here's the revised version:\n\n---\nHi Priya,\n\nThank you again for the "
             "offer, I'm really excited about Lumen and the backend team, and I'd love to "
             'join.\n\nI do have a competing offer that includes a signing bonus. Would there be '
             'any flexibility to bring the base salary to $88,000? If the base is fixed, a '
             'signing bonus of around $5,000 would also work for me.\n\nThanks so much, and '
             'looking forward to hearing from you.\n\nBest,\n[Your name]\n---\n\nTwo tips: send '
             "it today or tomorrow so there's time for a back-and-forth before Friday, and don't "
             "decline RBC until you have Lumen's final answer **in writing**."),
         (U, 'ok sending tonight. ill hold off on rbc until priya gets back to me. also should i '
             'ask about the senior engineer thing or is that weird now'),
         (A, "Not weird at all. Asking about mentorship shows you're thinking about doing well "
             "there. I'd keep it out of the negotiation email, though, so that one stays clean "
             'and focused. Some options:\n\n- A short separate note to Priya: "Could I have a '
             'quick chat with someone on the backend team about how onboarding and code review '
             'work?"\n- Or ask the CTO directly if you have their email from the final round\n\n'
             'Either is completely normal before accepting.'),
         (U, 'ok ill ask for a call w someone on the backend team after she replies. thank u '
             'this helped so much'),
         decisions=(
             'Take the Lumen Health backend offer over RBC',
             'Counter Lumen at $88k base, with a ~$5k signing bonus as the fallback',
             "Don't decline RBC until Lumen's final answer arrives",
         ),
         loops=(
             'Send the counter-offer email to Priya tonight',
             'Decline the RBC offer once Lumen replies',
             "Ask for a call with someone on Lumen's backend team about onboarding and code "
             'review after Priya replies',
             'Answer both offers by Friday',
         ),
         facts=(
             'Graduating in April with a computer science degree from TMU',
             'Has about $28k in OSAP student loans',
             'Lives with her parents in Brampton',
             'Likes working with Python and Postgres',
         ),
         split="tune-b"),
    case('tca-first-date-plan', 'chatgpt',
         (U, 'ok weird q. matched w a guy on hinge, been chatting like a week, he asked if i '
             'wanna meet and i said yes and now i have to suggest something 😭 havent been on a '
             'date since 2018, was w my ex 6 years. im in brunswick (melb). first date ideas '
             'that arent awkward'),
         (A, 'Not weird at all, and congrats on saying yes! Some low-pressure first-date ideas '
             'around Brunswick:\n\n1. **Drinks at a wine bar** – classic, easy to stretch into '
             'dinner or wrap up after one.\n2. **Coffee + a walk along Merri Creek** – daytime, '
             'relaxed, walking side by side takes pressure off eye contact.\n3. **Something to '
             "do** – bouldering, mini golf, a browse at a market. Good if you're both chatty but "
             'nervous.\n4. **Cheap eats on Sydney Rd** – dumplings or a Lebanese bakery; casual '
             'and short.\n\nGeneral tips: keep it to 1–2 hours, somewhere you know but not right '
             'on your street, and daytime if you want it lower-stakes.'),
         (U, 'wine bar i think, theres a cute one on lygon st. what do i text him'),
         (A, 'Nice choice! Something like:\n\n> "Hey! Want to grab a glass of wine at [bar] on '
             'Lygon St this week? I\'m free Thursday or Friday evening 🍷"\n\nOffering two '
             'options makes it easy for him to say yes. Want it more playful or more low-key?'),
         (U, 'wait actually no. i dont drink, havent for like 3 years, and a wine bar means i '
             'have to explain that in the first 5 min. coffee and walk along merri creek instead'),
         (A, 'Totally fair, and a good call: you get to share that whenever *you* want to, not '
             "because of the venue. Coffee and a walk is a great first date anyway: it's easy to "
             'extend ("want to grab lunch?") or end naturally.\n\nWeekend morning or a weekday '
             'after work? Weekend mornings tend to feel the most relaxed. Saturday or Sunday?'),
         (U, 'sunday'),
         (A, 'Here\'s a draft:\n\n> "Hi! Would you be up for a coffee and a walk along Merri '
             "Creek on Sunday morning? There's a lovely café right by the path. Maybe around "
             '10?"\n\nWant me to adjust the tone?'),
         (U, 'less formal pls he types all lowercase lol'),
         (A, '> "hey! want to grab a coffee sunday morning and walk along merri creek? there\'s '
             'a good little cafe right by the path, 10ish?"\n\nShort, easy to reply to, and it '
             'sounds like you.'),
         (U, 'perfect. ill send it after work. so nervous omg. if it goes well maybe id bring '
             'him to trivia w my friends at some point haha'),
         (A, 'Nerves are completely normal, especially after a long relationship. It mostly '
             "means you care how it goes. A few things that help:\n\n- It's just a coffee; the "
             "only goal is to find out whether you'd like a second one\n- Let a friend know "
             "where you'll be and roughly when\n- Have an easy exit line ready if it's not "
             'clicking ("I\'ve got a thing at 12, but this was lovely")\n\nWant a few easy '
             'conversation starters too?'),
         (U, 'nah im good thank u!!'),
         decisions=(
             'First date: coffee and a walk along Merri Creek, not a wine bar',
             'Have the date on Sunday morning around 10',
         ),
         loops=(
             'Text him the Sunday coffee-and-walk invite after work',
         ),
         facts=(
             'Lives in Brunswick, Melbourne',
             "Doesn't drink alcohol (hasn't for about 3 years)",
             "Was with her ex for 6 years; hasn't dated since 2018",
         ),
         superseded=(
             'First date at a wine bar on Lygon St',
         ),
         split="tune-b"),
    case('tca-nightshift-gym-mealprep', 'chatgpt',
         (U, '35M, icu nurse in dublin doing 12h nights (usually 3 a week sometimes 4). want to '
             'get back in the gym, used to lift in my 20s, about 8kg to lose. theres a flyefit 5 '
             'min from the hospital. whats realistic when my schedule is all over the place'),
         (A, "Very doable. With rotating nights, the key is a plan that doesn't depend on fixed "
             'weekdays. Options:\n\n1. **3-day full body** (A/B alternating) – any 3 '
             "non-consecutive days, each session hits everything, missing one isn't a disaster.\n"
             '2. **4-day upper/lower** – more volume, but harder to fit around 4-night weeks.\n'
             '3. **Push/pull/legs** – 6 days; not realistic with your rota.\n\nTiming-wise, you '
             'can train before a shift, after a shift, or only on days off. Most night workers '
             'do best training *before* a shift or on the first day off, since lifting straight '
             "after a night is rough and can mess with sleep.\n\nI'd recommend option 1. Which "
             'sounds right to you, and when would you train?'),
         (U, '1. and before shift, after a night im a zombie'),
         (A, "Here's a simple 3-day full body plan, alternating A and B:\n\n**Workout A**\n- "
             'Squat 3×6–8\n- Bench press 3×6–8\n- Seated cable row 3×10\n- Romanian deadlift '
             '2×10\n- Plank 3×30–45s\n\n**Workout B**\n- Deadlift 3×5\n- Overhead press 3×6–8\n- '
             "Lat pulldown 3×10\n- Split squat 2×10/leg\n- Farmer's carry 3×30m\n\n"
             '**Progression:** when you hit the top of the rep range on all sets, add 2.5 kg '
             "(upper) / 5 kg (lower). Start lighter than your ego wants; it's been a while.\n\n"
             '**Fat loss:** a modest deficit (~300–500 kcal/day) and ~140–160 g protein/day. '
             "Losing 8 kg at 0.5 kg/week is about 4 months.\n\nHow's your cooking situation? "
             "Nights are where most people's diets fall apart."),
         (U, 'cooking is my weak spot tbh, i can do basics. lactose intolerant btw so is whey '
             'out?? i have a slow cooker my mam gave me that ive used like once lol'),
         (A, 'Whey **isolate** is usually fine for lactose intolerance (typically under 1 g '
             'lactose per scoop), unlike regular whey concentrate. Pea or soy protein are fully '
             'lactose-free alternatives, and lactase tablets help if you want regular dairy '
             'occasionally.\n\nThe slow cooker is perfect for you: throw things in, come back to '
             '6 portions. Want me to put together a weekly meal-prep plan built around your '
             'shifts?'),
         (U, 'yes pls'),
         (A, '**Sunday prep (~1 hour of actual work)**\n- **Slow-cooker chicken & black bean '
             'chili** – 1.5 kg chicken thighs, 2 tins black beans, 2 tins tomatoes, onion, '
             'peppers, spices. Low 6–8h. → 6 portions\n- **Rice** – big batch, portioned into 6 '
             'boxes\n- **Overnight oats** ×3 – oats, lactose-free milk, whey isolate, berries\n- '
             '**Boiled eggs** ×8\n\n**Shift nights**\n- Before shift (~6pm): normal dinner or a '
             'chili box\n- Middle of shift (~1–2am): chili + rice box\n- Snack: 2 eggs + fruit, '
             "or a protein shake\n\n**Days off:** eat normally, just protein-heavy.\n\nI'd also "
             'suggest logging food in an app like MyFitnessPal for the first 2 weeks to '
             'calibrate portions.'),
         (U, 'nah not counting calories, did that before and it made me miserable. portions '
             'only. chili sounds good but can u swap the beans for lentils, beans wreck me on '
             'shift lol'),
         (A, 'No problem, portions it is. Simple rule of thumb per meal: a palm or two of '
             'protein, a fist of carbs, lots of veg.\n\n**Slow-cooker chicken & lentil chili (6 '
             'portions)**\n- 1.5 kg chicken thighs (boneless)\n- 250 g dried red lentils (no '
             'soaking needed)\n- 2 tins chopped tomatoes + 500 ml stock\n- 1 onion, 2 peppers, 3 '
             'garlic cloves\n- 2 tsp cumin, 2 tsp smoked paprika, 1 tsp chili flakes, salt\n- '
             'Everything in, low 7h, shred the chicken at the end\n\nRed lentils break down and '
             "thicken it, and they're usually easier on the gut than beans.\n\nTo make "
             '"portions only" work, two things help: matching meal prep containers so every box '
             'is the same size, and a cheap kitchen scale for the first week just to see what '
             '150 g of chicken looks like.'),
         (U, 'ok ill grab containers on the way home tmrw. scale no. gonna sign up at flyefit '
             'this week and start monday'),
         (A, 'Solid plan. For Monday:\n\n- Start with Workout A at about 60% of what you think '
             "you can lift\n- Bring a pre-shift snack if you're training right before work\n- "
             "Prep the chili on Sunday so Monday's shift is covered\n\nGood luck with the first "
             'session!'),
         decisions=(
             'Do a 3-day full body program (A/B alternating)',
             'Train before night shifts, not after',
             'No calorie counting; use fixed portions',
             'Sunday meal prep with a slow-cooker chicken chili',
             'Use lentils instead of beans in the chili',
         ),
         loops=(
             'Buy meal prep containers on the way home tomorrow',
             'Sign up at the Flyefit near the hospital this week',
             'Start the full-body program on Monday',
         ),
         facts=(
             'Is 35',
             'ICU nurse in Dublin working 12-hour night shifts, 3–4 a week',
             'Lifted weights in his 20s',
             'Is lactose intolerant',
             'Beans upset his stomach',
             'Has a slow cooker',
         ),
         split="tune-b"),
    case('tca-fintech-sysdesign-mock', 'claude-ai',
         (U, 'i have a final round at kite (fintech, berlin) next thursday, senior backend. one '
             'round is system design. can u run a mock w me? 6 yrs backend mostly java/kotlin, '
             'currently at an insurance co in warsaw, never done payments'),
         (A, "Happy to. Let's do it like the real thing: I give you a prompt, you ask clarifying "
             'questions and sketch a design, then I give feedback the way an interviewer '
             'would.\n\n**Prompt:** Design the wallet service for a consumer payments app. Users '
             'hold balances in multiple currencies, top up with a card, and send money to other '
             'users instantly. 10M users, ~500 transfers/sec at peak.\n\nStart with your '
             'clarifying questions and a high-level design. Bullet points are fine.'),
         (U, 'qs: fx between currencies in scope? p2p only same currency? consistency - can a '
             'user ever see a wrong balance? card topup sync or async\n\nassuming: no fx, same '
             'currency only, strong consistency on balance\n\ndesign: api gw -> wallet svc -> '
             'postgres. balances table (user_id, currency, amount). transfer = update sender row '
             '-amount, receiver row +amount in one tx with check amount>=0. card topup calls '
             'PSP, on success update balance. kafka event after commit for notifications. redis '
             'cache in front of balances for reads'),
         (A, 'Good clarifying questions; that part is strong. Feedback on the design, in the '
             'order an interviewer would probably push:\n\n1. **Mutable balance column.** For '
             'money, interviewers expect a **double-entry ledger**: an append-only `entries` '
             'table where every transfer writes a debit and a credit that sum to zero. Balances '
             'are derived (or materialised with a version). That gives you an audit trail and '
             'makes reconciliation possible.\n2. **Idempotency.** A mobile client retrying "send '
             '€20" must not send €40. You need an idempotency key on the transfer API.\n3. '
             '**Deadlocks.** Two opposite transfers locking rows in different orders can '
             'deadlock. Lock accounts in a consistent order (e.g. by account id).\n4. **Redis '
             "balance cache.** Risky with strong consistency as a requirement. I'd drop it or "
             'make it clearly "display only".\n5. **Card top-ups.** PSPs confirm asynchronously '
             '(webhooks), so you need a pending state and webhook handling, plus reconciliation '
             'against PSP reports.\n6. **Kafka after commit.** Classic dual-write problem. '
             'Mention the **transactional outbox**.\n\nOverall: solid fundamentals, but it reads '
             'as a CRUD design rather than a money design. Want to redo the core data model with '
             'the ledger in mind?'),
         (U, 'ugh ledger ofc. ok redo: entries table (entry_id, txn_id, account_id, amount '
             'signed, created_at), append only. transfers table (txn_id, idempotency_key unique '
             'per client, status). transfer = in one tx insert transfer + 2 entries summing to '
             '0, lock both accounts in id order, check sender balance from materialized balance '
             'row w version. outbox table written in same tx, relay to kafka'),
         (A, "Much better. That's close to what a strong senior answer looks like. Follow-up an "
             'interviewer would likely ask:\n\n**"Every transfer also credits a fee to the '
             "company's fee account. At 500 TPS, that one account row is locked by every "
             'transaction. What do you do?"**'),
         (U, 'idk?? shard the fee account into N sub accounts and pick one randomly, sum them '
             'for the real balance?'),
         (A, "Yes, that's the standard answer (sometimes called **account sharding** or "
             '**sub-ledgers**). The other common approach is to record fees as pending and post '
             'them to the fee account **asynchronously in batches**. Mentioning both and the '
             "tradeoff (instant accuracy vs contention) would score well.\n\nLet's switch to the "
             'behavioural round, since a senior loop will almost certainly ask for a '
             '**conflict** story. What candidates do you have?'),
         (U, 'two options\n1) argued w my lead about moving claims processing to kafka, i was '
             'against it, we did a spike and turns out i was wrong-ish, we did it w some of my '
             'changes\n2) PM wanted to ship a release w/o load testing, i pushed back, we '
             'delayed a week'),
         (A, "Both work, but I'd recommend **1**. Stories where you disagree, propose a way to "
             'test it, and then *change your mind based on data* land really well for senior '
             'roles. They show judgement and low ego. Story 2 is a bit more common ("I was right '
             'and we delayed").\n\nRough STAR structure for 1:\n- **Situation:** claims '
             'processing was a batch job; your lead proposed moving it to Kafka\n- **Task:** you '
             'were worried about operational complexity for a small team\n- **Action:** you '
             'proposed a two-week spike with clear success criteria instead of arguing in '
             'meetings\n- **Result:** the spike showed it worked; you shipped it with your '
             'changes (say which ones), and what you learned\n\nKeep it to ~2 minutes and end on '
             "what you'd do the same way next time."),
         (U, '1 then. ill write it out tonight'),
         (A, 'Great. Next steps before Thursday:\n\n1. Write out the Kafka story and practise '
             'saying it out loud (time it)\n2. Read up on ledgers / double-entry; DDIA chapter 7 '
             '(transactions) is a good refresher\n3. One or two more design mocks: a rate '
             'limiter or a notification system are common in fintech loops\n\nWant to do another '
             'mock tomorrow?'),
         (U, 'yes tmrw, rate limiter. and ill reread ddia ch7 this weekend'),
         (A, "Sounds good. Tomorrow I'll give you a rate limiter prompt with a payments twist "
             '(per-user and per-merchant limits across regions). Good luck with the write-up '
             'tonight!'),
         decisions=(
             'Use the Kafka migration disagreement with her lead as the conflict story',
         ),
         loops=(
             'Final-round senior backend interview at Kite next Thursday',
             'Write out the Kafka conflict story tonight',
             'Do a rate limiter mock interview tomorrow',
             'Reread DDIA chapter 7 (transactions) this weekend',
         ),
         facts=(
             'Backend engineer with 6 years of experience, mostly Java/Kotlin',
             'Works at an insurance company in Warsaw',
             'Has never worked on payments',
         ),
         split="tune-b"),
    case('tca-stale-bread-chatter', 'chatgpt',
         (U, 'random q why does bread go stale faster in the fridge?? feels like it should be '
             'the opposite'),
         (A, "It does feel backwards! It's because staling isn't mainly about drying out. It's "
             '**starch retrogradation**.\n\n- When bread bakes, the starch granules absorb water '
             'and become gelatinised (soft, amorphous).\n- As it cools, the starch molecules '
             "(especially amylopectin) slowly re-crystallise and push water out. That's what "
             'makes bread firm and "stale", even if it hasn\'t lost much moisture.\n- That '
             're-crystallisation is **fastest at fridge temperatures** (roughly 0–10 °C). '
             'Studies have found bread stales about 3× faster in the fridge than at room '
             'temperature.\n- **Freezing** (−18 °C) essentially stops it, which is why freezing '
             "is the best way to keep bread.\n\nThe fridge does slow mould, so it's a trade-off: "
             'fewer mould spots, faster staling.'),
         (U, 'huh wild. so thats why toasting makes old bread ok again?'),
         (A, 'Exactly. Heating stale bread above about 60 °C melts those starch crystals again '
             "and re-gelatinises them, so it softens. That's why a stale baguette gets a second "
             'life after a few minutes in a hot oven (a quick splash of water on the crust '
             'helps).\n\nThe catch: the effect is temporary. Once it cools, it re-stales even '
             "faster than before, so eat it while it's warm."),
         (U, 'lol the baguette lifehack. ok cool thx'),
         (A, 'Anytime! Bread science is surprisingly deep. 🥖'),
         chatter=True,
         split="tune-b"),
    case('tcd-renewal-double-charge', 'claude-code',
         (U, 'prod incident. renewals double charging since ~02:10 utc. paste from datadog '
             'below. find it, dont push anything yet\n\n```\n02:11:04 INFO  worker-3 '
             'task=billing.charge_renewal[9f2c41e0] sub=sub_8812 start\n02:11:04 INFO  worker-3 '
             'stripe PaymentIntent.create amount=4900 cust=cus_Q1xR\n02:11:06 INFO  worker-3 '
             'invoice_pdf.render sub=sub_8812\n02:16:05 WARN  worker-7 '
             'task=billing.charge_renewal[9f2c41e0] redelivered\n02:16:05 INFO  worker-7 '
             'task=billing.charge_renewal[9f2c41e0] sub=sub_8812 start\n02:16:06 INFO  worker-7 '
             'stripe PaymentIntent.create amount=4900 cust=cus_Q1xR\n02:16:41 INFO  worker-3 '
             'task=billing.charge_renewal[9f2c41e0] sub=sub_8812 ok pi=pi_3PaQ..\n02:16:44 INFO  '
             'worker-7 invoice_pdf.render sub=sub_8812\n02:21:02 INFO  worker-7 '
             'task=billing.charge_renewal[9f2c41e0] sub=sub_8812 ok pi=pi_3PbZ..\n```'),
         (A, 'Same task id `9f2c41e0` is redelivered to worker-7 almost exactly 300s after '
             'worker-3 picked it up, while worker-3 was still inside it (stuck in PDF render). '
             'That pattern is the broker visibility timeout expiring on an unacked task with '
             '`acks_late`. Checking the broker config history and the task.'),
         (T, '$ git log --oneline -4 -- config/celery.py\na41e9c2 tune broker opts for faster '
             'failover (v2024.06.3)\n7d0b1aa bump celery 5.3.6\n51c0e9f move beat schedule to '
             'settings\n0b7e2d3 initial celery config\n$ git show a41e9c2 -- config/celery.py | '
             'grep -E \'^[-+] \'\n-    "visibility_timeout": 3600,\n+    "visibility_timeout": '
             '300,\n$ git tag --contains a41e9c2\nv2024.06.3\n$ kubectl -n billing get deploy '
             "billing-worker -o jsonpath='{.metadata.annotations.deployed-at}'\n"
             '2024-06-14T02:04:51Z'),
         (A, 'Confirmed: v2024.06.3 went out at 02:04 UTC and dropped `visibility_timeout` from '
             '3600 to 300. Now the task itself:'),
         (T, '$ sed -n 40,72p billing/tasks.py\n@app.task(bind=True, acks_late=True, '
             'max_retries=3)\ndef charge_renewal(self, subscription_id: str):\n    sub = '
             'Subscription.objects.select_related("customer").get(id=subscription_id)\n    '
             'period_start = sub.current_period_end\n    intent = '
             'stripe.PaymentIntent.create(\n        amount=sub.plan.amount_cents,\n        '
             'currency=sub.plan.currency,\n        customer=sub.customer.stripe_id,\n        '
             'off_session=True,\n        confirm=True,\n    )\n    '
             'Charge.objects.create(\n        subscription=sub, '
             'period_start=period_start,\n        stripe_pi=intent.id, '
             'amount_cents=intent.amount,\n    )\n    pdf = invoice_pdf.render(sub, intent)      '
             '# p95 ~ 4m10s since the template change\n    send_invoice_email(sub.customer, '
             'pdf)\n    sub.advance_period()\n    logger.info("ok pi=%s", intent.id)'),
         (A, 'Root cause, three things stacking:\n\n1. **Visibility timeout 300s** (since 02:04) '
             '— any task unacked for >5 min is handed to another worker.\n2. **The charge task '
             'is slow** — PDF render + email happen inside it, p95 ~4 min, so a lot of them '
             'cross 300s.\n3. **No idempotency key** on `PaymentIntent.create`, so the '
             'redelivered run charges again.\n\nProposed fix:\n\n1. Revert `visibility_timeout` '
             'to 3600 (stops the bleeding).\n2. Pass '
             '`idempotency_key=f"renewal:{sub.id}:{period_start:%Y%m%d}"` to Stripe so a re-run '
             'returns the same PaymentIntent.\n3. Move PDF render + email into a separate task '
             'chained after the charge, so the charge task stays short.\n4. A script that finds '
             'duplicate renewal charges since 02:04 and outputs them.\n\nWant me to do all four?'),
         (U, '1 2 and 4. not touching the invoice flow mid incident, ill ticket 3. and 4 is list '
             'only, NO refunds, finance reviews every one'),
         (A, 'Got it — revert, idempotency key, and a read-only duplicate report. Making the '
             'changes.'),
         (T, 'diff --git a/config/celery.py b/config/celery.py\n-    "visibility_timeout": 300,\n'
             '+    "visibility_timeout": 3600,  # must exceed longest task runtime, see '
             'INC-2291\ndiff --git a/billing/tasks.py b/billing/tasks.py\n@@ def '
             'charge_renewal(self, subscription_id: str):\n     period_start = '
             'sub.current_period_end\n     intent = stripe.PaymentIntent.create(\n         '
             'amount=sub.plan.amount_cents,\n         currency=sub.plan.currency,\n         '
             'customer=sub.customer.stripe_id,\n         off_session=True,\n         '
             'confirm=True,\n+        '
             'idempotency_key=f"renewal:{sub.id}:{period_start:%Y%m%d}",\n     )\nnew file: '
             'scripts/find_duplicate_renewals.py (62 lines, read-only, writes CSV)'),
         (T, '$ pytest billing -q\n........F.....................\nFAILED '
             'billing/tests/test_tasks.py::test_charge_renewal_calls_stripe\n  AssertionError: '
             "expected call not found.\n  Expected: create(amount=4900, currency='usd', "
             "customer='cus_test', off_session=True, confirm=True)\n  Actual:   "
             "create(amount=4900, currency='usd', customer='cus_test', off_session=True, "
             "confirm=True, idempotency_key='renewal:sub_test:20240614')\n1 failed, 29 passed in "
             '3.12s'),
         (A, 'Expected failure — the test asserts the exact call. Updating it to include the '
             'key, and adding a test that running the task twice for the same period produces '
             'one Stripe call with the same key.'),
         (T, '$ pytest billing -q\n...............................\n31 passed in 3.30s'),
         (U, 'also unique constraint on charges (subscription_id, period_start). belt and braces'),
         (A, 'Added `billing/migrations/0047_charge_unique_sub_period.py` with a '
             '`UniqueConstraint(fields=["subscription", "period_start"])`.\n\nOne concern before '
             'this goes anywhere: on Postgres, `ADD CONSTRAINT ... UNIQUE` builds the index '
             'while holding a lock that blocks writes to `charges`. How big is the table?'),
         (T, '$ psql "$REPLICA_URL" -c "select reltuples::bigint from pg_class where '
             'relname=\'billing_charge\'"\n reltuples\n-----------\n  41268305\n(1 row)'),
         (A, '~41M rows. Building that index inline would block charge writes for minutes — '
             "during an incident that's a second outage. The safe route is `CREATE UNIQUE INDEX "
             'CONCURRENTLY` in a separate non-atomic migration, then attach the constraint using '
             'the index.'),
         (U, 'yeah no. pull the migration out of this pr. concurrent index separately next week, '
             'ill write it myself'),
         (A, 'Removed 0047. Running the duplicate report against the replica (read-only):'),
         (T, '$ python scripts/find_duplicate_renewals.py --since 2024-06-14T02:04Z --db '
             '"$REPLICA_URL"\nscanning charges since 2024-06-14 02:04:00+00 ...\nfound 37 '
             'subscriptions with >1 renewal charge for the same period\ntotal duplicated amount: '
             'USD 1,813.00\nwritten: dupes_20240614.csv (37 rows: subscription_id, customer, '
             'pi_first, pi_dup, amount, created_at)'),
         (A, '37 duplicate charges, $1,813 total, CSV written. Nothing refunded.\n\nNext steps:\n'
             '- Open a PR with the revert + idempotency key + report script\n- Deploy after '
             'review\n- Finance reviews the CSV\n- Follow-ups: concurrent unique index, moving '
             'PDF/email out of the charge task\n\nWant me to open the PR?'),
         (U, 'yes, draft, reviewer priya. ill deploy when she approves. im payments lead so '
             'postmortem is mine, doing it tmrw am. csv goes to finance today'),
         (T, '$ gh pr create --draft --title "INC-2291: stop duplicate renewal charges" '
             '--reviewer priya-n --body-file /tmp/pr_body.md\n'
             'https://github.com/acme-billing/billing/pull/1184'),
         (A, 'Draft PR #1184 opened with Priya as reviewer. The body includes the timeline from '
             'your logs, root cause, and the note that the unique index and invoice-task split '
             'are deliberately out of scope.'),
         (U, 'ty'),
         decisions=(
             'Revert celery visibility_timeout from 300 back to 3600',
             'Add Stripe idempotency key renewal:{sub}:{period_start} to renewal '
             'PaymentIntent.create',
             'Duplicate-charge script only lists charges; no automatic refunds, finance reviews '
             'each one',
             'Keep the invoice PDF/email flow untouched during the incident',
             'Keep the charges unique index out of the hotfix; build it with CREATE UNIQUE INDEX '
             'CONCURRENTLY separately',
             'Open the hotfix as a draft PR with Priya as reviewer',
         ),
         loops=(
             'File a ticket to move invoice PDF render and email out of charge_renewal',
             'Write the concurrent unique index migration for charges next week',
             'Deploy the hotfix once Priya approves',
             'Send the duplicate-charges CSV to finance today',
             'Write the incident postmortem tomorrow morning',
         ),
         facts=(
             'Is the payments lead',
         ),
         superseded=(
             'Add a unique constraint on charges (subscription_id, period_start) in the hotfix PR',
         ),
         split="tune-b"),
    case('tcd-orders-v2-review', 'cursor',
         (U, 'review the diff on this branch before i open the pr. be blunt'),
         (T, '$ git diff main --stat\n src/routes/v1/orders.ts        | 88 ------------------\n '
             'src/routes/v2/orders.ts        | 74 +++++++++++++++\n '
             'src/routes/index.ts            |  4 +-\n src/schemas/orders.ts          | 31 '
             '+++++++\n test/orders.v2.test.ts         | 52 ++++++++++\n 5 files changed, 161 '
             'insertions(+), 92 deletions(-)\n$ sed -n 12,34p src/routes/v2/orders.ts\n'
             'router.get("/", async (req, res) => {\n  const page = Number(req.query.page ?? '
             '0);\n  const limit = Number(req.query.limit ?? 100);\n  const orders = await '
             'prisma.order.findMany({\n    where: { accountId: req.auth.accountId },\n    '
             'orderBy: { createdAt: "desc" },\n    skip: page * limit,\n    take: limit,\n  '
             '});\n  const out = [];\n  for (const o of orders) {\n    const customer = await '
             'prisma.customer.findUnique({ where: { id: o.customerId } });\n    '
             'out.push(serializeOrder(o, customer));\n  }\n  res.json({ data: out, page });\n});'),
         (A, 'Blunt version:\n\n1. **Breaking change.** `src/routes/v1/orders.ts` is deleted and '
             'unmounted. Anything still calling `/v1/orders` gets a 404 the minute this ships. '
             "I'd keep v1 mounted for a deprecation window.\n2. **N+1.** One "
             '`customer.findUnique` per order — 100 orders = 101 queries. Use `include: { '
             'customer: true }` on the `findMany`.\n3. **Offset pagination.** `skip: page * '
             'limit` gets slower the deeper you page, and rows shift if new orders arrive '
             'between requests. Options:\n   1. keyset/cursor pagination (`cursor` + `take`, '
             'opaque cursor in the response)\n   2. keep offset but cap `page`\n   3. support '
             "both\n4. **`limit` isn't validated.** `?limit=100000` will happily pull 100k rows; "
             '`?limit=abc` gives `NaN`.\n5. Nit: the zod schema in `src/schemas/orders.ts` '
             'duplicates the one in `v1` — could share.\n\nWant me to fix these?'),
         (U, '1 yes but keep v1 for a month only, with Deprecation + Sunset headers. 2 yes. 3 -> '
             'option 1, cursor on id only, ids are monotonic. 4 cap 200 default 50. skip 5'),
         (A, 'On it. Before building the cursor, checking the `Order.id` definition, since '
             'keyset pagination on `id` alone only works if ids sort in creation order.'),
         (T, '$ grep -n -A6 "^model Order" prisma/schema.prisma\n41:model Order {\n42-  '
             'id          String   @id @default(uuid())\n43-  accountId   String\n44-  '
             'customerId  String\n45-  createdAt   DateTime @default(now())\n46-  status      '
             'OrderStatus\n47-  @@index([accountId, createdAt])'),
         (A, '`id` is `@default(uuid())` — Prisma generates UUID v4 there, which is random, not '
             'monotonic. Paging on `id` alone would return orders in random order. The usual fix '
             "is keyset on `(createdAt, id)`: `createdAt` for order, `id` as tiebreaker. There's "
             "already an index on `(accountId, createdAt)`; I'd extend it to `(accountId, "
             'createdAt, id)`.'),
         (U, 'ugh right, the int ids were the old service. (createdAt, id) then, and yes extend '
             'the index'),
         (A, 'Implementing. For the v1 Sunset header I need a date — 30 days from merge, or a '
             "fixed date? I've put `2024-08-01` as a placeholder."),
         (U, 'aug 15. mobile release train is aug 6 and they need a week of slack'),
         (T, 'diff --git a/src/routes/v1/orders.ts b/src/routes/v1/orders.ts\n+const SUNSET = '
             '"Thu, 15 Aug 2024 00:00:00 GMT";\n+router.use((req, res, next) => {\n+  '
             'res.set("Deprecation", "true");\n+  res.set("Sunset", SUNSET);\n+  res.set("Link", '
             '\'</v2/orders>; rel="successor-version"\');\n+  next();\n+});\ndiff --git '
             'a/src/routes/v2/orders.ts b/src/routes/v2/orders.ts\n-  const page = '
             'Number(req.query.page ?? 0);\n-  const limit = Number(req.query.limit ?? 100);\n+  '
             'const { cursor, limit } = listQuery.parse(req.query); // limit: int 1..200, '
             'default 50\n   const orders = await prisma.order.findMany({\n     where: { '
             'accountId: req.auth.accountId },\n-    orderBy: { createdAt: "desc" },\n-    skip: '
             'page * limit,\n-    take: limit,\n+    orderBy: [{ createdAt: "desc" }, { id: '
             '"desc" }],\n+    ...(cursor && { cursor: { id: decodeCursor(cursor).id }, skip: 1 '
             '}),\n+    take: limit + 1,\n+    include: { customer: true },\n   });\ndiff --git '
             'a/prisma/schema.prisma b/prisma/schema.prisma\n-  @@index([accountId, createdAt])\n'
             '+  @@index([accountId, createdAt, id])'),
         (T, '$ npx vitest run test/orders.v2.test.ts\n ✓ returns first page with default limit '
             '50\n ✓ rejects limit > 200 with 400\n ✗ next_cursor round-trips to the following '
             "page\n   AssertionError: expected 'eyJpZCI6Im9yZF8w...' to deep equal { createdAt: "
             "..., id: 'ord_03' }\n ✓ v1 responds with Deprecation and Sunset headers\n Test "
             'Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)'),
         (A, 'The test decodes the cursor expecting both fields but `encodeCursor` only packed '
             '`id`. Fixed it to encode `{createdAt, id}` as base64url JSON and decode both; '
             '`createdAt` is carried so the cursor stays valid even if the row is deleted '
             'between pages.'),
         (T, '$ npx vitest run\n ✓ test/orders.v2.test.ts (4)\n ✓ test/orders.v1.test.ts (6)\n ✓ '
             'test/auth.test.ts (11)\n Test Files  3 passed (3)\n      Tests  21 passed (21)'),
         (A, 'All green. Two more things you might want:\n\n1. A counter metric on v1 hits '
             "(`orders_v1_requests_total{client=...}`) so you can see who's still calling it "
             "before Aug 15.\n2. Per-key rate limiting on v2 while we're in here.\n\nWant either?"),
         (U, '1 yes. 2 not in this pr'),
         (T, 'diff --git a/src/routes/v1/orders.ts b/src/routes/v1/orders.ts\n+import { '
             'ordersV1Requests } from "../../metrics";\n router.use((req, res, next) => {\n+  '
             'ordersV1Requests.inc({ client: req.get("x-client-name") ?? "unknown" });\n   '
             'res.set("Deprecation", "true");'),
         (A, 'Added the counter, labelled by `x-client-name` (mobile sends it; anything else '
             'shows as `unknown`). Also needs a Prisma migration for the index — generated '
             '`20240703_orders_account_created_id_idx`.'),
         (U, 'cool. ill post the aug 15 date in #mobile and make a ticket to rip v1 out on the '
             '15th. opening the pr now'),
         decisions=(
             'Keep /v1/orders until Aug 15 with Deprecation and Sunset headers',
             'Fix the N+1 in /v2/orders with Prisma include of customer',
             'Keyset pagination on (createdAt, id) for /v2/orders',
             'Extend the orders index to (accountId, createdAt, id)',
             'Limit on /v2/orders defaults to 50, max 200',
             'Add a metric counting /v1/orders requests by client',
         ),
         loops=(
             'Post the Aug 15 v1 sunset date in #mobile',
             'Make a ticket to remove /v1/orders on Aug 15',
         ),
         superseded=(
             'Keyset pagination cursor on id only',
         ),
         split="tune-b"),
    case('tcd-django-52-upgrade', 'codex',
         (U, 'upgrade this to django 5.2. ci matrix, deps, whatever breaks. run the tests. its a '
             'client booking platform so dont get creative'),
         (T, '$ cat requirements/base.txt\nDjango==4.2.16\ndjangorestframework==3.15.2\n'
             'django-celery-beat==2.5.0\ndjango-storages[s3]==1.14.4\n'
             'django-debug-toolbar==4.2.0\npsycopg[binary]==3.1.19\n$ grep -n -A3 '
             '"python-version" .github/workflows/ci.yml\n14:        python-version: ["3.9", '
             '"3.10", "3.11", "3.12"]'),
         (A, 'Two ways to do this:\n\n1. **Straight to 5.2 LTS** in one branch, fix everything '
             'that breaks (5.0 and 5.1 removals land at once).\n2. **Stepwise** 4.2 → 5.0 → 5.1 '
             '→ 5.2, one PR each, smaller diffs but three deploys.\n\nEither way, Django 5.2 '
             "requires Python 3.10+, so 3.9 has to leave the CI matrix.\n\nI'd recommend 1 — the "
             'app is small enough and the removals are well documented.'),
         (U, '1. drop 3.9 and 3.10 from ci, prod is 3.12 and nobody runs anything else'),
         (T, '$ sed -i \'s/\\["3.9", "3.10", "3.11", "3.12"\\]/["3.11", "3.12"]/\' '
             ".github/workflows/ci.yml\n$ sed -i 's/^Django==4.2.16/Django==5.2.4/' "
             'requirements/base.txt\n$ pip install -r requirements/dev.txt\nERROR: Cannot '
             'install Django==5.2.4 and django-celery-beat==2.5.0 because these package versions '
             'have conflicting dependencies.\nThe conflict is caused by:\n    The user requested '
             'Django==5.2.4\n    django-celery-beat 2.5.0 depends on Django<5.0 and >=2.2'),
         (A, 'As expected, old pins. Bumping `django-celery-beat` and `django-debug-toolbar` to '
             "current releases that declare 5.2 support; DRF and django-storages I'll leave "
             'unless something fails.'),
         (T, '$ pip install -r requirements/dev.txt -q && pytest -q\nImportError while loading '
             'conftest \'/app/conftest.py\'.\n  File "/app/bookings/models.py", line 58, in '
             '<module>\n    class Slot(models.Model):\n  File '
             '"/usr/local/lib/python3.12/site-packages/django/db/models/base.py", line 143, in '
             '__new__\n    new_class.add_to_class("_meta", Options(meta, app_label))\n  File '
             '"/usr/local/lib/python3.12/site-packages/django/db/models/options.py", line 220, '
             "in contribute_to_class\n    raise TypeError(\nTypeError: 'class Meta' got invalid "
             'attribute(s): index_together'),
         (A, '`Meta.index_together` was removed in Django 5.1. `bookings.Slot` still uses it:\n\n'
             '```python\nindex_together = [("venue", "starts_at")]\n```\n\nFix: replace with '
             '`indexes = [models.Index(fields=["venue", "starts_at"], '
             'name="bookings_slot_venue_starts_idx")]` and generate a migration. Since 4.2, '
             '`makemigrations` emits a `RenameIndex` for this instead of drop+create, so no '
             'index rebuild on prod.\n\nWant me to do that?'),
         (U, 'yes. and squash the bookings migrations while ur at it, 84 files is silly'),
         (T, "$ python manage.py makemigrations bookings\nMigrations for 'bookings':\n  "
             'bookings/migrations/0085_rename_slot_venue_starts_at_idx.py\n    ~ Rename unnamed '
             "index for ('venue', 'starts_at') on slot to bookings_slot_venue_starts_idx\n$ "
             'python manage.py squashmigrations bookings 0001 0085 --noinput\nWill squash the '
             'following migrations:\n - 0001_initial\n ...\n - '
             '0085_rename_slot_venue_starts_at_idx\nOptimizing...\n  Optimized from 231 '
             'operations to 38 operations.\nCreated new squashed migration '
             'bookings/migrations/0001_squashed_0085_rename_slot_venue_starts_at_idx.py'),
         (U, 'wait no dont squash. client prod has some weird half applied branch from 2022 '
             'iirc, not risking it. just the index migration'),
         (A, 'Removed the squashed migration; only `0085_rename_slot_venue_starts_at_idx.py` '
             'stays. Running the suite.'),
         (T, '$ pytest -q\n'
             '........................................................................ [ 17%]\n'
             '.......................................F..F.....F....................... [ 35%]\n'
             '........................................................................ [100%]\n'
             'FAILED bookings/tests/test_forms.py::BookingFormTests::test_end_before_start\n'
             'FAILED bookings/tests/test_forms.py::BookingFormTests::test_overlapping_slot\n'
             'FAILED accounts/tests/test_views.py::SignupTests::test_duplicate_email\n  '
             "AttributeError: 'TemplateResponse' object has no attribute 'errors'\n3 failed, 409 "
             'passed in 48.21s'),
         (A, 'All three use the old `assertFormError(response, "form", field, errors)` '
             'signature, removed in 5.0. The new form is `assertFormError(form, field, errors)` '
             '— passing `response.context["form"]`. Updating the three call sites.'),
         (T, '$ pytest -q\n'
             '........................................................................ [100%]\n'
             '412 passed, 2 warnings in 47.90s'),
         (A, "Green. But there's one thing the tests don't catch, and it matters:\n\n"
             '`config/settings/prod.py` sets\n\n```python\nDEFAULT_FILE_STORAGE = '
             '"storages.backends.s3.S3Storage"\nSTATICFILES_STORAGE = '
             '"storages.backends.s3.S3Storage"\n```\n\nBoth settings were **removed in 5.1** and '
             'are now silently ignored. On 5.2, uploads (venue photos, invoice PDFs) would go to '
             "the container's local disk instead of S3, and vanish on the next deploy. The "
             'replacement is the `STORAGES` dict. django-storages 1.14 already supports it.\n\n'
             'Want me to convert it?'),
         (U, 'jesus. yes'),
         (T, 'diff --git a/config/settings/prod.py b/config/settings/prod.py\n'
             '-DEFAULT_FILE_STORAGE = "storages.backends.s3.S3Storage"\n-STATICFILES_STORAGE = '
             '"storages.backends.s3.S3Storage"\n+STORAGES = {\n+    "default": {"BACKEND": '
             '"storages.backends.s3.S3Storage"},\n+    "staticfiles": {"BACKEND": '
             '"storages.backends.s3.S3Storage"},\n+}\n$ '
             'DJANGO_SETTINGS_MODULE=config.settings.prod python -c "import django; '
             'django.setup(); from django.core.files.storage import default_storage as s; '
             'print(type(s).__name__)"\nS3Storage'),
         (A, 'Done. Summary of the branch:\n\n- Django 4.2.16 → 5.2.4; django-celery-beat and '
             'django-debug-toolbar bumped\n- CI matrix: 3.11, 3.12\n- `Slot.index_together` → '
             '`Meta.indexes` + `0085` RenameIndex migration (no squash)\n- 3 tests moved to new '
             '`assertFormError` signature\n- `STORAGES` replaces the removed storage settings\n\n'
             "Next steps I'd suggest:\n1. Run `migrate` against a copy of the prod DB to confirm "
             '`0085` applies cleanly given the migration history.\n2. On staging, upload a file '
             'and confirm it lands in S3.\n3. Skim the 2 remaining warnings (both from a '
             'third-party package).'),
         (U, 'ill run the migration against the prod snapshot tmrw. staging deploy thu and QA '
             "does an upload smoke test. warnings whatever. we're 6 people, nobody has time for "
             'third party warnings'),
         (A, 'Makes sense. For the snapshot run: `python manage.py migrate bookings 0085 --plan` '
             'first to see what it thinks is unapplied, then the real `migrate`. If the 2022 '
             'branch is what you remember, `--plan` will show it before anything touches the '
             'schema.'),
         decisions=(
             'Upgrade straight from Django 4.2 to 5.2 in one branch, not stepwise',
             'CI tests only Python 3.11 and 3.12 (drop 3.9 and 3.10)',
             'Replace Slot.index_together with Meta.indexes via a RenameIndex migration',
             "Don't squash the bookings migrations",
             'Replace DEFAULT_FILE_STORAGE/STATICFILES_STORAGE with the STORAGES setting',
             'Ignore the remaining third-party deprecation warnings',
         ),
         loops=(
             'Run the migration against the prod DB snapshot tomorrow',
             'Deploy the upgrade to staging Thursday with a QA upload smoke test',
         ),
         facts=(
             'Works at a six-person agency',
         ),
         superseded=(
             'Squash the bookings migrations during the upgrade',
         ),
         split="tune-b"),
    case('tcd-qpcr-script-refactor', 'claude-code',
         (U, 'analysis/qpcr_analysis.py - 900ish lines, 3 postdocs over 4 yrs wrote it. need it '
             'refactored into something i can hand to the new phd student. output MUST be '
             'identical to what it produces now, the numbers are in a submitted paper. read it '
             'first'),
         (T, '$ wc -l analysis/qpcr_analysis.py && sed -n 1,22p analysis/qpcr_analysis.py\n912 '
             'analysis/qpcr_analysis.py\nimport pandas as pd, numpy as np, matplotlib.pyplot as '
             'plt\nimport os, sys, glob\n# CHANGE THESE!!!\nDATA_DIR = '
             '"C:\\\\Users\\\\hkowal\\\\OneDrive - Uni\\\\qPCR\\\\raw"\nOUT_DIR = '
             '"C:\\\\Users\\\\hkowal\\\\OneDrive - Uni\\\\qPCR\\\\out"\nREF_GENES = ["GAPDH", '
             '"ACTB"]\nCONTROL = "siNT"\nCT_CUTOFF = 35\nEFF = None  # TODO use efficiencies?? '
             '(TP 2021)\nplates = glob.glob(DATA_DIR + "/*.xls")\ndf_all = None\nfor p in '
             'plates:\n    d = pd.read_excel(p, sheet_name="Results", skiprows=43)\n    d = '
             'd[d["Sample Name"].notna()]\n    ...\ndef ddct(df):\n    global df_all'),
         (A, 'Read it through. Structure as it stands:\n\n- ~14 hardcoded settings at the top '
             '(Windows paths, ref genes, control, Ct cutoff)\n- loading + cleaning the '
             'QuantStudio exports (lines 10–180)\n- QC: replicate SD filter, Undetermined '
             'handling (180–340)\n- ΔΔCt + fold change (340–520), mutating a global `df_all`\n- '
             'plotting, 9 near-identical figure functions (520–912)\n\nPlan:\n1. **Golden test '
             'first**: run the current script on the 3 plates in `data/`, save every CSV output, '
             'and write a pytest that compares the new code to those byte-for-byte (floats to '
             'full precision).\n2. Split into `qpcr/io.py`, `qc.py`, `normalize.py`, `plots.py`, '
             'no globals.\n3. Move the settings into a config file. Options:\n   1. YAML (needs '
             'PyYAML)\n   2. TOML (`tomllib` is in the stdlib from Python 3.11)\n   3. CLI flags '
             'only\n\nWhich config format?'),
         (U, "2. we're on 3.11. golden test first yes"),
         (T, '$ python analysis/qpcr_analysis.py && ls tests/golden/\n[plate1] 96 wells, 4 '
             'undetermined -> NaN\n[plate2] 96 wells, 0 undetermined\n[plate3] 384 wells, 11 '
             'undetermined -> NaN\nddct_plate1.csv  ddct_plate2.csv  ddct_plate3.csv  '
             'qc_flags.csv  summary.csv\n$ pytest tests/test_golden.py -q\n5 passed in 2.81s   # '
             'old script vs itself, sanity check'),
         (A, 'Golden outputs captured. Now splitting the module.'),
         (T, '$ pytest tests/test_golden.py -q\n..F..\nFAILED '
             'tests/test_golden.py::test_matches_golden[ddct_plate2.csv]\n  row 17 (siKD2, TNF, '
             'rep mean): expected -1.4350000000000023 got -1.4366666666666674\n  row 18 (siKD2, '
             'IL6,  rep mean): expected 0.2799999999999976 got 0.2816666666666663\n  14 of 288 '
             'values differ (max abs diff 0.0017)\n1 failed, 4 passed in 3.02s'),
         (A, 'Found it. In the old script, plate 2 goes through a different branch (line 233) '
             'because it has no Undetermined wells, and that branch does `round(ct, 2)` on each '
             'replicate **before** averaging. The other plates average unrounded values. My '
             'refactor averaged unrounded everywhere, hence the 3rd-decimal drift.\n\nOptions: '
             'reproduce the rounding exactly (conditional, ugly), or round nowhere (cleaner, but '
             'plate 2 numbers change slightly).'),
         (U, 'reproduce it exactly. ugly is fine. comment it'),
         (T, '$ pytest tests/test_golden.py -q\n.....\n5 passed in 2.95s'),
         (A, 'Golden test passes again. One more thing while I was in `normalize.py`:\n\nFold '
             'change is computed as `2 ** -ddct`, which assumes 100% primer efficiency. '
             "`data/primer_efficiencies.csv` lists ACTB at 1.87 and TNF at 1.91, and there's a "
             '2021 TODO about it. An efficiency-corrected model (Pfaffl) would shift the fold '
             "changes for those genes a bit.\n\nI wouldn't change it in a refactor that must "
             "match the paper, but I'd recommend flagging it. Want me to add it as an optional "
             '`efficiency_correction = false` setting?'),
         (U, 'no setting. keep 2^-ddct exactly as is, just a comment + TODO. ill raise pfaffl '
             'with marta for the revision'),
         (A, 'Added a comment above `fold_change()` explaining the 100%-efficiency assumption '
             'and pointing to the efficiencies file. How do you want the student to run it? I '
             'can add a small CLI with typer, or keep it plain.'),
         (U, 'no typer, one less thing to install. python -m qpcr run config.toml. and paths in '
             'the toml relative to the toml file pls, im on windows at work and the student has '
             'a mac'),
         (T, '$ cat config.example.toml\n[paths]\nraw = "data/raw"          # relative to this '
             'file\nout = "out"\n[analysis]\nreference_genes = ["GAPDH", "ACTB"]\ncontrol = '
             '"siNT"\nct_cutoff = 35\nreplicate_sd_max = 0.5\n$ python -m qpcr run '
             'config.example.toml\nloaded 3 plates (576 wells), 15 undetermined -> NaN\nwrote '
             'out/ddct_plate1.csv out/ddct_plate2.csv out/ddct_plate3.csv out/qc_flags.csv '
             'out/summary.csv\nwrote 9 figures to out/figures/'),
         (A, 'Works end to end, and the golden test runs against this entrypoint now. Want me to '
             "write a README for the student? I'd cover install, config, what each output is, "
             'and how to add a plate.'),
         (U, "yes short. and a 'known issues' section with the efficiency thing and the plate2 "
             'rounding'),
         (T, '$ tree -L 2 --noreport\n.\n├── README.md\n├── config.example.toml\n├── qpcr\n│   '
             '├── __main__.py\n│   ├── io.py\n│   ├── qc.py\n│   ├── normalize.py\n│   └── '
             'plots.py\n├── analysis\n│   └── qpcr_analysis_LEGACY.py\n└── tests\n    ├── '
             'golden\n    └── test_golden.py\n$ pytest -q\n9 passed in 3.40s'),
         (A, 'README added (about a page) with the Known issues section. The old script is kept '
             'as `qpcr_analysis_LEGACY.py` so the golden outputs can be regenerated if anyone '
             'doubts them. All 9 tests pass.'),
         (U, 'good. ill walk lukas through it monday'),
         decisions=(
             'Write a golden-output test against the old script before refactoring',
             'Use a TOML config file for the qPCR pipeline',
             'Reproduce the old plate-2 rounding-before-averaging exactly, with a comment',
             'Keep fold change as 2^-ddCt with no efficiency correction; only a comment and TODO',
             'Run the pipeline as python -m qpcr run config.toml, no typer',
             'Config paths are relative to the TOML file',
             'README for the student with a known-issues section (efficiency, plate 2 rounding)',
         ),
         loops=(
             'Raise efficiency-corrected (Pfaffl) fold change with Marta for the paper revision',
             'Walk Lukas through the refactored pipeline on Monday',
         ),
         facts=(
             'Uses Windows at work',
         ),
         split="tune-b"),
    case('tcd-nurse-nights-crohns', 'chatgpt',
         (U, 'icu nurse, 20 yrs in, mostly nights. i have crohns (infliximab every 8 wks, stable '
             '~2 yrs) but the last couple months my gut is a mess on night weeks specifically. '
             'not after medical advice exactly, more practical stuff. what do ppl do'),
         (A, "That's a really common pattern — night shifts disrupt gut motility and meal timing "
             "even without IBD, so it makes sense you'd feel it more. Practical things people "
             'with IBD on nights tend to find help:\n\n1. **Anchor meal before shift** — a '
             'proper meal around 5–7pm rather than relying on eating at 2–4am, when digestion is '
             'slowest.\n2. **Smaller, lower-residue food overnight** — rice, eggs, soup, toast, '
             'banana, rather than a big heavy plate.\n3. **Caffeine cut-off** — nothing after '
             '~3am so you can actually sleep after.\n4. **Protect the post-shift sleep block** — '
             'blackout, same bedtime each night week.\n5. **Track it** — a few notes per shift '
             "(what you ate, when, symptoms) makes the pattern visible fast.\n\nSince it's a "
             "change from your baseline, it'd also be worth mentioning to your GI team even if "
             "you're fairly sure it's the schedule, just so it's on record."),
         (U, 'ive had crohns since i was 19, i know what a flare feels like lol. this isnt one, '
             'its the nights. but fine ill bring it up at my gi appt in march. the meal thing - '
             'i usually eat a huge plate at 2am bc thats when i get my break'),
         (A, 'Fair — you know your body. The 2am big plate is probably the biggest lever then. A '
             'few ways to restructure it:\n\n1. **Main meal at ~6pm before shift, smaller meal '
             'at the 2am break**\n2. **Two medium meals**, ~11pm and ~3am (depends on whether '
             'you can get two breaks)\n3. **Graze** — small amounts every 2–3 hours, no real '
             'meal overnight\n\nMost people on fixed break times find 1 the easiest to stick to.'),
         (U, "1 but the 2am thing has to be actual food not a 'snack' or ill be shaking by 5"),
         (A, 'Totally reasonable — call it a small meal, not a snack. Ideas that tend to sit '
             'well overnight and reheat in a ward microwave:\n\n- rice + eggs or chicken, soy '
             'sauce\n- soup with white bread\n- porridge made with whatever milk you tolerate\n- '
             'jacket potato (no skin) with tuna\n\nHow many nights in a row do you usually work? '
             'That affects how much your body can adapt.'),
         (U, "4 usually. 5 sometimes bc we're short. my coworker does 2 on 2 off and swears by "
             'it but she doesnt have a kid at home. so wrecked today btw, 3rd night'),
         (A, 'Four to five in a row is a lot to adapt to, and being wrecked on night three is '
             'pretty much the norm for that pattern.\n\nSomething to consider: with a chronic '
             'condition, occupational health can often support a request like "max 3 consecutive '
             'nights" — it\'s a reasonable adjustment and carries more weight than a personal '
             'request. Want me to draft an email to your manager or to occupational health?'),
         (U, 'not yet. let me see if the food thing helps first, ill give it the next 2 rotas'),
         (A, "Sounds sensible. If you track even a little over those two rotas you'll have "
             'something concrete either way — for the GI appointment or for an occupational '
             'health referral. Something like a note per shift: main meal time, 2am meal, '
             'symptoms 1–5, stools.'),
         (U, 'ugh fine. notes app tho, not downloading some app'),
         (A, 'Notes app is perfect. A single note per rota with one line per shift is enough.'),
         (U, 'also is it ok to take loperamide before a shift, like preventatively'),
         (A, "I can't tell you whether it's right for you. In Crohn's, loperamide is sometimes "
             "used but it's generally recommended to check with your IBD team first — it can "
             "mask symptoms of a flare or, rarely, cause problems if there's significant "
             'inflammation or a stricture. Most IBD services have a nurse advice line that can '
             'answer exactly this kind of question quickly.'),
         (U, 'ok ill ring the ibd nurse line this week'),
         decisions=(
             'Eat main meal around 6pm before night shifts and a small real meal at the 2am break',
             'Hold off asking for fewer consecutive nights until the meal change has been tried '
             'for two rotas',
             'Track night-shift meals and symptoms in the Notes app',
         ),
         loops=(
             'Mention the night-shift gut symptoms at the GI appointment in March',
             'Ring the IBD nurse line this week about taking loperamide before shifts',
         ),
         facts=(
             'ICU nurse for 20 years',
             'Works mostly night shifts, usually 4-5 in a row',
             "Has had Crohn's disease since age 19",
             'On infliximab every 8 weeks',
             'Has a child at home',
         ),
         split="tune-b"),
    case('tcd-separation-house-budget', 'claude-ai',
         (U, 'ok. separated in feb, can file for divorce once the 12 months is up (australia). '
             'trying to work out if i can keep the house on one income. im an employment lawyer, '
             'take home about 11.4k/mo. mortgage is 4.1k now, would be ~5.2k if i refinance to '
             'buy him out. 2 kids 9 and 12, 50/50 care. help me build a realistic monthly budget'),
         (A, "Happy to. To make it realistic rather than optimistic, let's build it in four "
             'buckets:\n\n- **Fixed**: mortgage, rates, insurance, utilities, phone/internet, '
             'car loan\n- **Kids**: school costs, activities, clothes, your share of shared '
             'costs\n- **Variable**: groceries, fuel, eating out, personal\n- '
             '**Savings/buffer**: emergency fund, irregular costs (car rego, repairs)\n\nCan you '
             "give me rough numbers for what you spend now? Ballpark is fine — I'll flag "
             'anything that looks light.'),
         (U, 'rates+insurance ~450, utilities 380, phone/net 150, car loan 620, groceries maybe '
             '1400 on my weeks?? school fees 900/mo (private, his parents pay half, thats in the '
             'agreement so far), swimming + piano ~420, eating out idk 500, fuel 250. we were '
             'also halfway through a kitchen reno, quote was 35k'),
         (A, "Here's a first pass with the buyout mortgage:\n\n| Bucket | Item | $/mo |\n"
             '|---|---|---|\n| Fixed | Mortgage (after buyout) | 5,200 |\n| | Rates + insurance '
             '| 450 |\n| | Utilities | 380 |\n| | Phone/internet | 150 |\n| | Car loan | 620 |\n'
             '| Kids | School fees (your half) | 450 |\n| Variable | Groceries | 1,400 |\n| | '
             'Fuel | 250 |\n| | Eating out | 500 |\n| | Swimming + piano | 420 |\n| | '
             'Personal/clothes/misc (estimate) | 600 |\n| **Total** | | **10,420** |\n\nThat '
             'leaves about **$980/mo** for savings and irregular costs, which is thin — one car '
             'repair or a rate rise eats it.\n\nThree ways to look at the house:\n1. **Refinance '
             'and buy him out** — keep the house, tight margin for a while\n2. **Sell and rent '
             'nearby** — more breathing room, another move for the kids\n3. **Buy out and rent '
             "the granny flat / a room** — keeps the house, adds income\n\nI've put activities "
             "under variable since they're the kind of thing people trim when money's tight."),
         (U, 'activities go in fixed, swimming and piano arent optional in this house. and 1. '
             'theyve had enough upheaval this year, not moving them. (if it gets really bad i '
             'guess i could take in a student but not now)'),
         (A, 'Got it — moved swimming + piano into Fixed, and planning on option 1.\n\nThat '
             "doesn't change the total, but it changes what's actually flexible: your truly "
             'cuttable spend is eating out and personal (~$1,100). So the realistic plan is:\n\n'
             '- **Savings/buffer**: $980/mo, aim for a 3-month emergency fund (~$31k) before '
             'anything big\n- **Irregular costs**: set aside ~$250/mo of that into a separate '
             'account for car rego, repairs, birthdays\n\nTwo things to firm up:\n1. Get a '
             'mortgage broker to confirm the bank will lend the buyout amount on your income '
             "alone — with 50/50 care and school fees they'll want to see it.\n2. Groceries "
             '"maybe 1400" is the number I\'d trust least. Three months of real statements would '
             'tell you.'),
         (U, 'ill call the broker this week. and ill pull 3 months of card statements on sunday. '
             'separate account for irregulars yes, ill open one. ok so kitchen - do it in spring '
             'out of savings? the current one is genuinely falling apart'),
         (A, "I'd be cautious. At $980/mo you'd need roughly three years to save $35k without "
             'touching the emergency fund — and spring is before the property settlement is '
             'likely to be final. Spending on the house now could also muddy the settlement '
             '(whose money improved the asset, and when).\n\nIf the kitchen is unsafe or '
             'unusable, a smaller fix (repair the worst bits, replace an appliance) in the '
             'meantime might be a middle ground.'),
         (U, 'hmm ok spring, but a smaller version. ill get the builder to requote something '
             'like 15k'),
         (A, "That's more manageable. A ~$15k version is still nearly half your emergency fund "
             "target, so I'd make it conditional on the broker and the statements confirming the "
             'numbers above.'),
         (U, 'actually no. nothing on the house till the property settlement is signed. my '
             "lawyer brain knows better, i'd tell a client exactly that. he's being reasonable "
             'for now which is almost worse lol'),
         (A, "That's a solid call — and you're right, it's exactly what you'd tell a client. "
             "Once the settlement is signed you'll know your real equity and the kitchen becomes "
             'a clean decision.\n\nIn the meantime:\n- Broker call this week (buyout on single '
             'income)\n- Sunday: 3 months of statements → real grocery/eating-out numbers\n- '
             'Start the separate irregular-costs account\n\nWant me to turn the budget into a '
             'spreadsheet layout you can paste into Sheets?'),
         (U, 'yes pls'),
         (A, 'Paste this into A1:\n\n```\nBucket,Item,Monthly\nFixed,Mortgage (buyout),5200\n'
             'Fixed,Rates + insurance,450\nFixed,Utilities,380\nFixed,Phone/internet,150\n'
             'Fixed,Car loan,620\nFixed,Swimming + piano,420\nKids,School fees (my half),450\n'
             'Variable,Groceries,1400\nVariable,Fuel,250\nVariable,Eating out,500\n'
             'Variable,Personal/misc,600\nSavings,Irregular costs account,250\nSavings,Emergency '
             'fund,730\n,Total,=SUM(C2:C14)\n,Take-home,11400\n,Left over,=C16-C15\n```\n\n'
             'Update groceries and eating out after Sunday; the emergency-fund line absorbs the '
             'difference.'),
         decisions=(
             'Keep the house and refinance to buy out her ex rather than sell',
             "Kids' swimming and piano count as fixed costs in the budget",
             'No kitchen renovation or house spending until the property settlement is signed',
             'Set aside about $250/mo in a separate account for irregular costs',
         ),
         loops=(
             'Call the mortgage broker this week about borrowing for the buyout on one income',
             'Pull 3 months of card statements on Sunday to check grocery and eating-out spend',
             'Open a separate account for irregular costs',
         ),
         facts=(
             'Is an employment lawyer',
             'Lives in Australia',
             'Separated from her husband in February',
             'Has two kids, aged 9 and 12, with 50/50 shared care',
             'Takes home about $11.4k a month',
             'Kids go to private school',
             'Kids do swimming and piano',
         ),
         superseded=(
             'Do a smaller ~$15k kitchen renovation in spring',
         ),
         split="tune-b"),
    case('tcd-farm-working-collie', 'chatgpt',
         (U, 'sheep farm mid wales, about 600 ewes. lost my old bitch meg in october and im down '
             'to one working dog, fly, shes 9. need another. pup or a trained dog? lambing '
             'starts march'),
         (A, "Sorry about Meg. With lambing in March and only one dog who's getting on, timing "
             'matters more than anything. Your realistic options:\n\n1. **Pup (8–12 weeks)** — '
             "cheapest (£500–£1,000 from working lines), but 12–18 months before it's much use. "
             "Won't help this lambing.\n2. **Started/part-trained young dog (12–24 months)** — "
             'running out, stopping, some flanking; roughly £2,000–£4,000. Can be useful by '
             'spring with you finishing it.\n3. **Fully trained dog** — ready to work now, '
             '£4,000–£8,000+, more at the big sales.\n4. **Older/retired working dog or a '
             "rescue** — cheap, but often limited in what they'll do on a hill.\n\nGiven the "
             "timing, I'd lean towards 2."),
         (U, '2. not spending 6k on a dog. where do i even find one thats not a dud'),
         (A, 'Good choice for your situation. Where to look:\n\n- **Local triallers and '
             "handlers** — people who run dogs at trials often have young dogs that aren't trial "
             'material but are perfectly good farm dogs. Word of mouth is the best source.\n- '
             '**Working dog sales** (e.g. Bala, Skipton) — you can see the dog work before '
             'bidding.\n- **ISDS-registered breeders** and ads in the farming press.\n\nHow to '
             'avoid a dud:\n- See it work **on sheep like yours** (hill ewes, not a handful of '
             'tame trial sheep)\n- Ask for a **trial week** on your own ground\n- Ask what the '
             "parents are like and whether they've been eye and hip tested (CEA/PRA, hip "
             "scores)\n- Watch how it handles pressure and whether it'll take a stop"),
         (U, 'my neighbour gwyn runs dogs at trials, he might know someone selling a young one. '
             'ill ask him at the mart tuesday'),
         (A, "That's probably your best lead — he'll know which dogs are honest. Will the new "
             'dog live in a kennel like Fly, or in the house? It affects how you introduce them.'),
         (U, 'kennel, same as fly. need to fix the kennel roof before it comes tho, its been '
             'leaking since the storms. wife wants a house dog too, her old terrier died in the '
             'summer, she keeps sending me rescue lurchers lol. one thing at a time'),
         (A, 'Kennelled with Fly is simplest. For introducing them:\n\n- First meeting on '
             'neutral ground (a field, not the kennel), both on leads or Fly loose and the new '
             'dog on a line\n- Separate pens side by side for the first week if you can\n- Feed '
             "separately — older bitches often don't tolerate a youngster near their bowl\n- "
             'Work them separately at first, then together once the new one is listening\n\nOn '
             "budget: for a decent started dog I'd plan for around £2,500–£3,500, plus "
             'vaccinations/worming if not up to date.'),
         (U, 'max 3k. and i wont buy without a trial week, had one go wrong years back'),
         (A, "Sensible. When you ask, it's normal to agree the trial in advance: a week or two "
             'on your ground, price agreed up front, dog returned in the same condition if it '
             "doesn't suit. Most genuine sellers are fine with that — reluctance is a warning "
             'sign.'),
         (U, "and the eye test thing, didnt think of that. i'll ask for the parents results, "
             'fair enough'),
         (A, 'Good. Summary:\n\n- Looking for a started young dog (12–24 months), max £3,000\n- '
             "Trial week on your ground before buying\n- Parents' eye/hip test results\n- "
             'Kennelled with Fly\n- Kennel roof fixed before it arrives\n- Ask Gwyn on '
             'Tuesday\n\nGood luck with it — and with lambing.'),
         decisions=(
             'Get a started/part-trained young collie rather than a pup or a fully trained dog',
             'Spend at most £3,000 on the new dog',
             'Only buy after a trial week on the farm',
             "Ask for the parents' eye and hip test results before buying",
             'New dog lives in a kennel, like Fly',
         ),
         loops=(
             'Ask Gwyn at the mart on Tuesday about anyone selling a young dog',
             'Fix the leaking kennel roof before the new dog arrives',
         ),
         facts=(
             'Runs a sheep farm in mid Wales with about 600 ewes',
             'Lambing starts in March',
             'Has a 9-year-old working collie, Fly',
             'Is married',
         ),
         split="tune-b"),
    case('tcd-teacher-friday-meetings', 'claude-ai',
         (U, 'need to vent and also actually sort this. maths teacher, secondary in glasgow. ive '
             'been 0.8 since my daughter was born, fridays off. my HoD (alan) has now put dept '
             "meetings on fridays twice this term and last week emailed 'hope you can make it, "
             "important' for a 3rd one. i went to the first. not going again. how do i say this "
             'without starting a war, hes fine otherwise'),
         (A, 'That\'s frustrating — your non-working day is exactly that, and "hope you can make '
             'it" puts the pressure on you without anyone having to own it.\n\nA few routes, '
             'from lightest to heaviest:\n\n1. **Quick word in person** — low-key, keeps it '
             'friendly, but no record.\n2. **Short email** — clear, polite, and gives you a '
             'paper trail if it keeps happening.\n3. **Involve your union rep or a depute** — '
             'appropriate if it continues, probably too much as a first step.\n\nDraft for 2:\n\n'
             "> Hi Alan, I just wanted to flag that I'm not able to attend department meetings "
             "on Fridays as that's my non-working day. I completely understand it can be tricky "
             "to find a time that suits everyone, and I'm sorry if this causes any inconvenience "
             '— I just wondered if it might be possible to look at another day, or whether I '
             'could catch up on anything I miss? Thanks so much.'),
         (U, "the email one but shorter and less apologetic. im not sorry. i dont want to 'just "
             "wonder if maybe'"),
         (A, "Fair. Tighter version:\n\n> Hi Alan,\n>\n> Just a heads-up that I won't be at "
             "Friday's department meeting — Fridays are my non-working day. Could we schedule "
             "department meetings on days I'm in? Mon–Thu all work for me.\n>\n> Thanks,\n> "
             '[your name]\n\nPolite, clear, and it asks for a change going forward rather than '
             'just declining this one.'),
         (U, 'good. should i mention i went to the first one unpaid'),
         (A, 'You could, but it changes the tone of the email from "please schedule differently" '
             'to "you owe me something". If you want the time back or want to know your '
             "entitlement, that's worth checking separately — your union rep will know how time "
             'worked outside a part-time contract is handled under your local agreement.\n\nIf '
             "the main goal is to stop it happening, I'd leave it out of this one."),
         (U, 'leave it out. i dont want the money i want him to stop. but ill ask our EIS rep '
             'quietly what the position is'),
         (A, "Makes sense. One small addition you might want: asking for the minutes, so you're "
             'not penalised for missing things. Something like "Could you send me the minutes '
             'and any actions for me afterwards?"'),
         (U, 'yes add that'),
         (A, "> Hi Alan,\n>\n> Just a heads-up that I won't be at Friday's department meeting — "
             "Fridays are my non-working day. Could we schedule department meetings on days I'm "
             'in? Mon–Thu all work for me.\n>\n> In the meantime, could you send me the minutes '
             'and any actions for me afterwards?\n>\n> Thanks,\n> [your name]'),
         (U, 'perfect. sending it monday morning, not friday night, i know how a friday night '
             "email looks lol. he's honestly not a bad guy just completely oblivious, he has no "
             'kids and lives for the department'),
         (A, 'Monday morning is the right call. And oblivious-not-malicious is usually the '
             'easiest version of this to fix — a clear, calm email is often all it takes. If it '
             "happens again after this, that's when the rep conversation becomes more than just "
             'a quiet question.'),
         decisions=(
             'Raise the Friday meetings with the HoD by a short, non-apologetic email',
             'Leave the unpaid first meeting out of the email',
             'Ask in the email for minutes and any actions from missed meetings',
         ),
         loops=(
             'Send the email to the HoD on Monday morning',
             'Ask the EIS rep about the position on attending meetings on her non-working day',
         ),
         facts=(
             'Maths teacher at a secondary school in Glasgow',
             'Works 0.8, with Fridays off',
             'Has a young daughter',
             'Is an EIS union member',
         ),
         split="tune-b"),
    case('tcd-design-lead-interview', 'chatgpt',
         (U, 'final round next wed for a design lead role at a fintech. 45 min portfolio '
             'presentation + 30 min with the VP product. i have 3 case studies: 1) checkout '
             'redesign at my current job (+11% conversion) 2) rebrand for a startup in 2019 3) '
             'design system i built from scratch, no hard metrics but like 14 teams use it. '
             'which two'),
         (A, "For a **lead** role I'd pick **1 and 3**:\n\n- **Checkout redesign** shows you can "
             'move a business metric — fintech panels love a number.\n- **Design system** shows '
             'the lead-level stuff: influence without authority, getting 14 teams to adopt '
             "something, thinking in systems.\n- The **rebrand** is the weakest fit: it's older, "
             "visual-heavy, and doesn't say much about leading.\n\nFor order, two options:\nA. "
             '**Open with checkout** (hook with the metric), then the design system as the "how '
             'I lead" story\nB. **Open with the design system** (leadership first), close with '
             'checkout as proof of impact\n\nA is safer for a mixed panel; B is stronger if you '
             'know they care most about team leadership.'),
         (U, 'A. cut the rebrand completely? its honestly the prettiest thing i have'),
         (A, "I'd keep it out of the main 45 minutes but put 2–3 slides in an appendix. If "
             'someone asks about visual craft or brand work, you can pull it up — it shows range '
             'without eating time from the stories that matter for a lead role.'),
         (U, 'ok appendix'),
         (A, 'Good. Suggested structure per case study (~18 min each, leaving time for '
             'questions):\n\n1. Context and your role (1 min) — be explicit about what *you* did '
             'vs the team\n2. The problem and why it mattered to the business\n3. Key decisions '
             'and trade-offs — the meat; 2–3 real forks in the road\n4. Outcome (metric, '
             "adoption, what changed in how people work)\n5. What you'd do differently\n\nWant "
             'me to throw some hard VP-of-product questions at you?'),
         (U, 'yes give me the hard ones'),
         (A, 'Here you go:\n\n1. "The +11% — how do you know it was the redesign and not '
             'seasonality or a pricing change?"\n2. "Tell me about a time you disagreed with a '
             'PM and you were wrong."\n3. "Your design system has no metrics. How would you '
             'justify headcount for it to a CFO?"\n4. "How do you decide when design quality is '
             'good enough to ship?"\n5. "What would you do in your first 90 days here?"\n6. "How '
             'would you handle a senior designer on your team who\'s underperforming?"\n\nPick '
             'one and answer it here if you want feedback.'),
         (U, 'for 2 i always use the pricing page story, where i pushed for 3 tiers and the PM '
             'wanted 2 and the test showed 2 won. is that ok'),
         (A, "That's a good one — it's genuinely a time you were wrong, and the resolution was "
             'data, not politics. To make it land:\n\n- Say briefly why you believed in 3 tiers '
             "(so it doesn't sound like you were guessing)\n- Spend most of the time on what you "
             'did after the test: how you changed your view, what you took from it\n- End on '
             'what you do differently now (e.g. pushing for a test earlier instead of '
             'debating)\n\nFor 1, have the answer ready before they ask: was it an A/B test? If '
             'yes, say so in the presentation itself.'),
         (U, 'it was a proper ab test yes, ill put that on the slide. my english gets worse when '
             'im nervous, is it weird to have notes'),
         (A, 'Not weird at all — lots of people present with speaker notes, especially for a '
             '45-minute portfolio review. Keep them as short prompts (3–4 words per point) '
             "rather than full sentences so you stay conversational. Many interviewers won't "
             "notice, and the ones who do won't mind."),
         (U, 'ok. ill rehearse the whole thing with my partner on sunday, shes brutal. also i '
             'need to get the 11% cleared with my manager first, its not public. if they offer '
             "i'd want 2 days remote minimum but thats later"),
         (A, 'Good plan. Checklist before Wednesday:\n\n- Get sign-off to share the +11% (or a '
             'rounded/relative version if not)\n- Put the A/B test method on the checkout '
             'slides\n- Build the rebrand appendix (2–3 slides)\n- Short speaker notes\n- '
             "Sunday: full run-through with your partner, timed\n\nGood luck — you've got strong "
             'material.'),
         decisions=(
             'Present the checkout redesign and the design system case studies',
             'Open with the checkout redesign, then the design system',
             'Keep the rebrand only as appendix slides',
             "Use the pricing-page story for the 'disagreed with a PM and was wrong' question",
         ),
         loops=(
             'Rehearse the full presentation with her partner on Sunday',
             "Get her manager's OK to share the +11% conversion figure",
             'Add the A/B test method to the checkout case study slides',
         ),
         facts=(
             'Works as a product designer',
             'English is not her first language',
             'Has a partner',
         ),
         split="tune-b"),
    case('tcd-cicada-primes-chatter', 'claude-ai',
         (U, 'is it true cicadas come out every 13 or 17 years bc those are prime numbers or is '
             'that a pop science myth'),
         (A, "It's real that the periodical cicadas of eastern North America (genus "
             "*Magicicada*) emerge on 13- or 17-year cycles. The *why* is the part that's still "
             'debated.\n\nThe popular explanation: a prime-numbered cycle rarely lines up with '
             'the shorter cycles of predators or parasites. A 17-year cicada would only coincide '
             'with a 2-year predator cycle every 34 years, with a 3-year one every 51, and so '
             'on. A 12-year cycle would sync with 2, 3, 4 and 6-year cycles constantly.\n\nA '
             'second idea is about **hybridisation**: broods with prime cycles rarely emerge in '
             'the same year as each other, so they interbreed less and keep their timing '
             "intact.\n\nThere's no known predator with a multi-year boom cycle that clearly "
             'matches, so the predator story is plausible but not proven. "Prime because of '
             'maths" is a real hypothesis, just not a settled fact.'),
         (U, 'huh. so how do they even count to 17'),
         (A, "They probably don't count years directly. The leading idea is that the nymphs, "
             'which feed underground on xylem sap from tree roots, track the **seasonal cycle of '
             'the tree** — sap flow changes when the tree leafs out each spring.\n\nAn '
             'experiment in 2000 moved 15-year-old nymphs onto trees forced to leaf out twice in '
             'one year, and many emerged a year early — suggesting they count "tree seasons", '
             'not calendar time. Temperature also plays a role in the final timing: they emerge '
             'when soil about 20 cm down reaches roughly 18 °C.'),
         (U, 'thats wild. trees as a calendar'),
         (A, "It really is — an insect using a plant's annual rhythm as a clock, for nearly two "
             'decades, underground, then millions emerging within a few nights of each other. '
             'Occasionally some come out four years early, which is one theory for how the 13- '
             'and 17-year broods split in the first place.'),
         (U, 'ok thats enough internet for tonight lol'),
         chatter=True,
         split="tune-b"),
    case('tce-discord-dnd-bot', 'claude-code',
         (U, 'ok so im making a discord bot for my dnd group (im the dm, theres 5 of us). '
             'followed a yt tutorial, the bot comes online but !roll 2d6 does literally nothing. '
             'no error either. im in year 12 and only did python for gcse so pls dont go too '
             'fast lol'),
         (A, "No problem, we'll go step by step. Let me look at what the tutorial gave you first."),
         (T, '$ cat bot.py\nimport discord\nfrom discord.ext import commands\nimport random\n\n'
             'bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())\n\n'
             '@bot.event\nasync def on_ready():\n    print("bot is online")\n\n@bot.command()\n'
             'async def roll(ctx, dice):\n    num, sides = dice.split("d")\n    rolls = '
             '[random.randint(1, int(sides)) for _ in range(int(num))]\n    await ctx.send(f"you '
             'rolled {rolls} = {sum(rolls)}")\n\n'
             'bot.run("MTA5MzM0ODEyNzcyMzkwMTAxOA.GhX2kq.Rr8v0pZk3s1yLwq9Xo2dT4u0mV7nBc6eHsFjQw")'),
         (A, "Found it. Since 2022 Discord doesn't let bots read message text unless they ask "
             "for the **message content** intent, and `Intents.default()` doesn't include it. So "
             'your bot never actually sees "!roll 2d6".\n\nTwo ways to fix it:\n\n1. **Keep '
             '`!roll`** — turn on "Message Content Intent" in the Developer Portal and add '
             '`intents.message_content = True` in the code.\n2. **Switch to slash commands '
             '(`/roll`)** — what Discord recommends now. Players get autocomplete and a little '
             "hint showing what to type, and you don't need the special intent at all.\n\nI'd "
             'recommend 2. Which do you prefer?\n\nAlso, separately: your bot token is written '
             'straight into `bot.py`. Is this project pushed anywhere, like GitHub?'),
         (U, 'slash! they look way cooler and my players always forget the ! anyway. and yeah '
             'its on github 😬 public repo'),
         (A, 'Then the token is effectively leaked: bots scrape public GitHub for Discord tokens '
             'within minutes. The fix:\n\n- **You:** Developer Portal → your app → Bot → **Reset '
             'Token**. The old one stops working immediately.\n- **Me:** move the token into a '
             '`.env` file, load it with `python-dotenv`, and add a `.gitignore` so `.env` never '
             "gets committed again.\n\nDeleting it from the file doesn't remove it from git "
             'history, so the reset is the part that really matters. Shall I do the `.env` bit '
             'now?'),
         (U, 'yes pls. ill reset it after tea, mum needs the laptop in a bit'),
         (A, 'Doing the `.env` setup and switching `/roll` to a slash command at the same time.'),
         (T, '$ git diff --stat\n .env.example |  1 +\n .gitignore   |  3 +++\n bot.py       | '
             '29 +++++++++++++++++------------\n 3 files changed, 21 insertions(+), 12 '
             'deletions(-)\n\n$ git diff bot.py | head -20\n-bot = '
             'commands.Bot(command_prefix="!", intents=discord.Intents.default())\n'
             '+load_dotenv()\n+TOKEN = os.environ["DISCORD_TOKEN"]\n+GUILD_ID = '
             'int(os.environ["GUILD_ID"])\n+\n+bot = commands.Bot(command_prefix="!", '
             'intents=discord.Intents.default())\n+guild = discord.Object(id=GUILD_ID)\n...\n'
             '-@bot.command()\n-async def roll(ctx, dice):\n+@bot.tree.command(name="roll", '
             'description="Roll dice, e.g. 2d6+3", guild=guild)\n+async def roll(interaction: '
             'discord.Interaction, dice: str):\n...\n-bot.run("MTA5MzM0ODEyNzcy...")\n'
             '+bot.run(TOKEN)'),
         (A, 'Done. One thing about slash commands: if you register them **globally** Discord '
             "can take up to an hour to show them. While you're developing it's much nicer to "
             'register them **only on your server**, where they show up instantly, and go global '
             'later if you ever want the bot on other servers.\n\nWant me to set it up that way? '
             "I'll need your server ID: turn on Developer Mode in Discord settings → Advanced, "
             "then right-click your server → Copy Server ID. (It isn't secret, unlike the token.)"),
         (U, 'ya do that. its 1093348127723901018'),
         (A, 'Added `GUILD_ID=1093348127723901018` to your `.env` and a `setup_hook` that syncs '
             'to that server. Starting it up:'),
         (T, '$ python bot.py\n2025-02-11 17:02:13 INFO     discord.client logging in using '
             'static token\n2025-02-11 17:02:14 INFO     discord.gateway Shard ID None has '
             'connected to Gateway (Session ID: 4c1f0e...).\nSynced 1 command(s) to guild '
             '1093348127723901018\nLogged in as InitiativeGoblin#4412'),
         (U, 'OMG it works. /roll 4d6 gave me 3 total 😭 accurate for my luck. but it crashes on '
             '1d20+5 which is like the main roll in dnd'),
         (T, 'Traceback (most recent call last):\n  File '
             '"/home/ellie/dndbot/.venv/lib/python3.12/site-packages/discord/app_commands'
             '/commands.py", line 858, in _do_call\n    return await self._callback(interaction, '
             '**params)\n  File "/home/ellie/dndbot/bot.py", line 24, in roll\n    rolls = '
             '[random.randint(1, int(sides)) for _ in range(int(num))]\nValueError: invalid '
             "literal for int() with base 10: '20+5'"),
         (A, 'Right, `split("d")` only knows `NdM`. I\'ll move the dice logic into its own file, '
             '`dice.py`, with a proper parser:\n\n```python\nDICE_RE = '
             're.compile(r"^\\s*(\\d*)d(\\d+)\\s*([+-]\\s*\\d+)?\\s*$", re.IGNORECASE)\n```\n\n'
             "That handles `1d20+5`, `d20` (means 1d20), `2d6-1` and `4d6`. I'm also adding a "
             'small test file so we can check it without opening Discord every time.'),
         (T, '$ python -m pytest -q\n'
             '......                                                                   [100%]\n6 '
             'passed in 0.04s'),
         (A, 'All 6 pass (including `1d20+5`, `d20`, `2d6-1`, and a cap of 100 dice so nobody '
             'rolls 99999d6 and freezes the bot).\n\nNow initiative. The bot has to remember the '
             'order somewhere. Options:\n\n1. **In memory** – simplest, but everything is lost '
             'when the bot restarts.\n2. **JSON file** – survives restarts, easy to open and '
             'read.\n3. **SQLite** – a real database built into Python; a bit more to learn.\n\n'
             'For 5 players, 2 is plenty. Which one?'),
         (U, 'json, i dont know sql'),
         (A, 'JSON it is. Adding `/init add <name> <roll>`, `/init show`, `/init next` and '
             '`/init clear`, stored in `initiative.json`.'),
         (T, '$ git diff --stat\n bot.py          | 41 '
             '+++++++++++++++++++++++++++++++++++++++++\n initiative.py   | 38 '
             '++++++++++++++++++++++++++++++++++++++\n test_init.py    | 27 '
             '+++++++++++++++++++++++++++\n 3 files changed, 106 insertions(+)\n$ python -m '
             'pytest -q\n'
             '..........                                                               [100%]\n'
             '10 passed in 0.06s'),
         (U, 'wait actually. my cs teacher said were starting databases after easter and we use '
             'sqlite. can we do that instead so i get a head start? if its not too hard'),
         (A, "Good call, and it's not hard. Python has `sqlite3` built in. I'll swap the JSON "
             'storage for one table:\n\n```sql\nCREATE TABLE IF NOT EXISTS initiative (\n    '
             "guild_id INTEGER, name TEXT, roll INTEGER, position INTEGER\n);\n```\n\nI've left "
             'comments on each query explaining what it does, so it should line up with what '
             "you'll see in class."),
         (T, '$ rm initiative.json\n$ python -m pytest -q\n'
             '...........                                                              [100%]\n'
             '11 passed in 0.09s\n$ sqlite3 dnd.db "SELECT name, roll FROM initiative ORDER BY '
             'roll DESC;"\nThorn|19\nGoblin 1|14\nPip|11'),
         (A, 'Initiative is now in SQLite (`dnd.db`, already in `.gitignore`). \n\nNext steps:\n'
             '1. **Reset the bot token** (most important)\n2. Make `/init clear` DM-only with a '
             "role check, so a player can't wipe the order mid-fight\n3. Decide where it runs "
             "24/7. Right now it's only online while your laptop runs `python bot.py`. Options: "
             'an old Raspberry Pi, a free hosting tier, or a small VPS (~£4/month)\n4. '
             'Friendlier error when someone types nonsense like `/roll banana` (right now they '
             'get "The application did not respond")'),
         (U, '1 yes after tea like i said. 2 nah they wouldnt dare lol. 3 my dad has an old pi '
             'somewhere in the loft, ill ask him tonight if i can have it. 4 yes do that now'),
         (A, 'On it, catching the parse error and replying with a hint that only the person who '
             'typed it can see.'),
         (T, '$ python -m pytest -q -k bad_input\n'
             '..                                                                       [100%]\n2 '
             'passed, 11 deselected in 0.03s\n\n# manual check in Discord:\n/roll banana\n🎲 I '
             "couldn't read `banana`. Try something like `2d6+3` or `d20`.  (only you can see "
             'this)'),
         (U, 'perfect. gonna show them at fridays session 😈 thx sm'),
         (A, "Have fun! When you get the Pi, come back and I'll help you set the bot up as a "
             "service so it starts on boot. And don't forget the token reset. 🎲"),
         decisions=(
             'Use slash commands instead of ! prefix commands for the D&D bot',
             'Keep the bot token in a git-ignored .env file',
             'Register slash commands on her own server only while developing',
             'Store the initiative order in SQLite',
             "Reply with a friendly hint when the dice input can't be read",
         ),
         loops=(
             'Reset the leaked Discord bot token after tea',
             'Ask dad tonight about using his old Raspberry Pi to host the bot',
             "Show the bot to the group at Friday's session",
         ),
         facts=(
             'Is in Year 12',
             'Did Python for GCSE computer science',
             'Studies computer science at school',
             'DMs a D&D group of five on Discord',
         ),
         superseded=(
             'Store the initiative order in a JSON file',
         ),
         split="tune-b"),
    case('tce-pi-shed-logger', 'cursor',
         (U, "Good morning.  I'm a retired electrician, 69, and a complete beginner at "
             'programming so please bear with me. I have a Raspberry Pi 4 with a BME280 sensor '
             "wired to the I2C pins (the wiring I can do!). I'd like to record temperature, "
             'humidity and pressure in my shed here in Ballarat over time, it gets bitter in '
             'winter. I ran i2cdetect like the video said and got this.'),
         (T, '$ i2cdetect -y 1\n     0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f\n'
             '00:                         -- -- -- -- -- -- -- --\n10: -- -- -- -- -- -- -- -- '
             '-- -- -- -- -- -- -- --\n20: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n30: '
             '-- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n40: -- -- -- -- -- -- -- -- -- -- '
             '-- -- -- -- -- --\n50: -- -- -- -- -- -- -- -- -- -- -- -- -- -- -- --\n60: -- -- '
             '-- -- -- -- -- -- -- -- -- -- -- -- -- --\n70: -- -- -- -- -- -- 76 --'),
         (A, "Good morning! That's good news: the `76` means the Pi can see your sensor at "
             "address 0x76, so the wiring is right.\n\nWe'll use Python and a small library "
             "called `RPi.bme280` that knows how to talk to this sensor. First I'll install it."),
         (T, '$ pip3 install RPi.bme280\nerror: externally-managed-environment\n\n× This '
             'environment is externally managed\n╰─> To install Python packages system-wide, try '
             'apt install\n    python3-xyz, where xyz is the package you are trying to\n    '
             'install.\n\n    If you wish to install a non-Debian-packaged Python package,\n    '
             'create a virtual environment using python3 -m venv path/to/venv.\n\nnote: If you '
             'believe this is a mistake, please contact your Python installation or OS '
             'distribution provider.'),
         (A, 'Nothing is broken. Newer Raspberry Pi OS protects its own copy of Python, so we '
             'give the project its own private "virtual environment". Think of it as a separate '
             'fuse board just for this circuit. Setting that up in a folder called `weather`:'),
         (T, '$ mkdir -p ~/weather && cd ~/weather\n$ python3 -m venv .venv\n$ .venv/bin/pip '
             'install RPi.bme280 smbus2\nCollecting RPi.bme280\n  Downloading '
             'RPi.bme280-0.2.4-py2.py3-none-any.whl (12 kB)\nCollecting smbus2\n  Downloading '
             'smbus2-0.5.1-py2.py3-none-any.whl (11 kB)\nCollecting pytz\n  Downloading '
             'pytz-2025.1-py2.py3-none-any.whl (508 kB)\nInstalling collected packages: smbus2, '
             'pytz, RPi.bme280\nSuccessfully installed RPi.bme280-0.2.4 pytz-2025.1 smbus2-0.5.1'),
         (A, "Installed. I've written `read_sensor.py` (12 lines, commented) that takes one "
             'reading and prints it. Running it:'),
         (T, '$ .venv/bin/python read_sensor.py\nTemperature: 31.4 °C\nHumidity:    38.2 %\n'
             'Pressure:    1012.6 hPa'),
         (U, "Well that's working!  But 31 degrees is not right, it's about 18 in the shed this "
             'morning. The thermometer on the wall says 17.5.'),
         (A, "Very common. I'd bet the sensor is close to the Pi itself. The Pi's processor runs "
             'at 40–50 °C and warms anything near it, and the BME280 is sensitive enough to pick '
             'that up.\n\nWhere is it mounted at the moment? The usual fixes are:\n1. Put the '
             'sensor on leads 20–30 cm long, away from the Pi (best)\n2. Drill vent holes in the '
             'case (helps a little)\n3. Subtract a fixed offset in software (not recommended, '
             'the error changes with how busy the Pi is)'),
         (U, "It's in the case right on top of the board, yes. I'll make up a longer lead "
             'tomorrow, I have plenty of 4 core alarm cable in the garage.'),
         (A, "Alarm cable is fine for I2C up to a metre or two. Keep it under that and you won't "
             'have any trouble.\n\nNow, logging. Two questions:\n- **How often** should it take '
             "a reading? Every minute, every 5, every 10?\n- **Where** should readings go? I'd "
             'suggest a **CSV file** (opens straight into Excel or LibreOffice). A SQLite '
             "database is the other option, but it's harder to look at without extra tools."),
         (U, 'Every minute please. CSV, I want to open it in Excel on the laptop.'),
         (A, "Here's `logger.py`: it takes one reading and adds a line to "
             '`~/weather/readings.csv`, writing the header row the first time. Test run:'),
         (T, '$ .venv/bin/python logger.py && .venv/bin/python logger.py && cat readings.csv\n'
             'timestamp,temperature_c,humidity_pct,pressure_hpa\n2025-03-04 '
             '08:41:07,31.2,38.4,1012.6\n2025-03-04 08:41:12,31.3,38.3,1012.6'),
         (A, 'To make it run by itself, even after a power cut, there are two standard ways:\n\n'
             '1. **cron**: one line in a schedule file. Easy to read and change.\n2. **systemd '
             "timer**: more modern and keeps better logs, but it's two files and more to "
             'learn.\n\nWhich would you like?'),
         (U, 'Whichever is easier for me to fix if it goes wrong. Actually thinking about it, '
             "every minute is 1440 lines a day. Ten minutes is plenty, it's a shed not a "
             'laboratory.'),
         (A, "Agreed on both. Cron is the easier one to fix yourself, so I'm using that, every "
             '10 minutes:'),
         (T, '$ crontab -l\n# m h  dom mon dow   command\n*/10 * * * * cd /home/graham/weather '
             '&& .venv/bin/python logger.py >> logger.err 2>&1'),
         (U, "It's been an hour or so, is it doing it?"),
         (T, '$ tail -n 6 ~/weather/readings.csv\n2025-03-04 09:00:01,30.8,39.0,1012.9\n'
             '2025-03-04 09:10:01,30.9,38.7,1012.9\n2025-03-04 09:20:01,31.1,38.5,1013.0\n'
             '2025-03-04 09:30:01,31.0,38.4,1013.0\n2025-03-04 09:40:01,31.2,38.1,1013.1\n'
             '2025-03-04 09:50:02,31.4,37.9,1013.1\n$ cat ~/weather/logger.err\n$'),
         (A, "It's working: one line every 10 minutes and no errors. The temperatures will stay "
             'high until the sensor is away from the Pi.\n\nNext steps:\n1. Move the sensor onto '
             'the longer lead (tomorrow, as you said)\n2. Back up `readings.csv` weekly to a USB '
             'stick or cloud folder. SD cards do fail eventually\n3. A simple web page with '
             'charts (Flask + Chart.js) you could view from the house on your phone or tablet\n'
             '4. If you ever put a sensor outdoors, it needs a vented radiation shield (a mini '
             'Stevenson screen) or the sun will throw the readings right off'),
         (U, "Thank you, that's very clear. The sensor tomorrow as I said. The charts my "
             "grandson Liam can help me with when he's down at Easter, he's studying computing "
             "at university so he'll enjoy that. Outdoors maybe next year, we'll see. Cheers."),
         (A, "Sounds like a good plan. When Liam's there, just open the `weather` folder in "
             "Cursor and he'll see everything. Enjoy the data! Cheers."),
         decisions=(
             'Log the shed readings to a CSV file to open in Excel',
             'Take a reading every 10 minutes',
             'Schedule the logger with cron',
         ),
         loops=(
             'Make a longer lead from alarm cable tomorrow to move the BME280 away from the Pi',
             'Build the web charts with grandson Liam at Easter',
         ),
         facts=(
             'Is a retired electrician',
             'Is 69',
             'Is a beginner at programming',
             'Lives in Ballarat',
             'Has a grandson, Liam',
         ),
         superseded=(
             'Take a reading every minute',
         ),
         split="tune-b"),
    case('tce-first-portfolio-site', 'codex',
         (U, 'hi! first year illustration student here, we need a portfolio website for our '
             'digital practice module and the link is due the 14th. ive literally never made a '
             'website. my drawings are in the work folder. tutor said no wordpress or wix, we '
             'have to understand the code. can u help me make something simple. also the wifi in '
             'my residence in porto is awful so it has to load fast'),
         (A, 'Happy to help, and we can keep it simple enough that you can explain every line. '
             "Let me see what's in the folder first."),
         (T, '$ ls -lh work/\ntotal 97M\n-rw-r--r-- 1 ana ana 6.1M Jan 28 22:14 IMG_4431.JPG\n'
             '-rw-r--r-- 1 ana ana 7.4M Jan 28 22:15 IMG_4432.JPG\n-rw-r--r-- 1 ana ana 5.9M Jan '
             '29 10:02 IMG_4460.JPG\n-rw-r--r-- 1 ana ana 8.8M Feb  2 19:40 corvo_tinta.jpg\n'
             '-rw-r--r-- 1 ana ana 4.2M Feb  2 19:41 escadas_ribeira.jpg\n-rw-r--r-- 1 ana ana '
             '9.1M Feb  3 16:27 gato_vizinha.jpg\n-rw-r--r-- 1 ana ana 7.0M Feb  5 21:03 '
             'mercado_bolhao.jpg\n-rw-r--r-- 1 ana ana 6.6M Feb  5 21:05 mercado_bolhao_2.jpg\n'
             '-rw-r--r-- 1 ana ana 5.3M Feb  9 18:11 autorretrato.jpg\n-rw-r--r-- 1 ana ana 8.2M '
             'Feb  9 18:12 elétrico_22.jpg\n-rw-r--r-- 1 ana ana 6.9M Feb 10 12:30 ponte.jpg\n'
             '-rw-r--r-- 1 ana ana 7.7M Feb 10 12:31 sketchbook_p14.jpg\n-rw-r--r-- 1 ana ana '
             '6.4M Feb 11 09:58 sketchbook_p15.jpg\n-rw-r--r-- 1 ana ana 7.1M Feb 11 09:59 '
             'sketchbook_p22.jpg'),
         (A, "Here's what I'd suggest:\n\n- **Plain HTML + CSS** (and maybe 20 lines of "
             "JavaScript later), with no frameworks, so it's all explainable.\n- **Hosting on "
             'GitHub Pages**: free, and your link would be `https://<username>.github.io`.\n- '
             '**Images:** these are 4–9 MB each, ~97 MB in total. On bad wifi the page would '
             'take minutes to load. We should make web-sized copies and keep your originals '
             'untouched.\n\nTwo questions:\n1. One long scrolling page, or separate pages (Work '
             '/ About / Contact)?\n2. Do you have a GitHub account?'),
         (U, 'one long page i think. and yes i have github from the intro to coding class. '
             'github pages sounds good'),
         (A, "Great. For the images I'd resize to **1600 px on the long edge** and convert to "
             '**WebP** at quality 82. Ink lines stay crisp at that size, and each file should '
             'come out at roughly 150–350 KB. The copies go into `images/`, and `work/` stays as '
             'it is.\n\nI see ImageMagick is installed. OK to run it?'),
         (U, 'go'),
         (T, '$ mkdir -p images\n$ for f in work/*; do n=$(basename "${f%.*}" | tr \'A-Z\' '
             '\'a-z\'); magick "$f" -auto-orient -resize \'1600x1600>\' -strip -quality 82 '
             '"images/$n.webp"; done\n$ du -sh work images\n97M\twork\n3.1M\timages\n$ ls images '
             '| head -5\nautorretrato.webp\ncorvo_tinta.webp\nelétrico_22.webp\n'
             'escadas_ribeira.webp\ngato_vizinha.webp'),
         (A, '97 MB → 3.1 MB. Now the page itself: `index.html` and `style.css`.'),
         (T, '$ sed -n 1,22p index.html\n<!DOCTYPE html>\n<html lang="pt">\n<head>\n  <meta '
             'charset="utf-8">\n  <meta name="viewport" content="width=device-width, '
             'initial-scale=1">\n  <title>Ana Moura — Illustration</title>\n  <link '
             'rel="stylesheet" href="style.css">\n</head>\n<body>\n  <header>\n    <h1>Ana '
             'Moura</h1>\n    <p>Illustration · ink · Porto</p>\n  </header>\n  <main>\n    '
             '<section id="work" class="grid">\n      <img src="images/corvo_tinta.webp" '
             'alt="TODO" loading="lazy">\n      <img src="images/escadas_ribeira.webp" '
             'alt="TODO" loading="lazy">\n      ...\n    </section>\n    <section id="about"> '
             '... </section>\n    <section id="contact"> ... </section>\n  </main>'),
         (A, 'Open `index.html` in your browser. Layout: your name at the top, then a grid of '
             'drawings (3 columns on a laptop, 1 on a phone), then About and Contact. I went '
             'with an off-white background (`#faf8f3`) and black text. What do you think of the '
             'look?\n\n(`loading="lazy"` means images further down only download when you scroll '
             'to them, which helps with the wifi.)'),
         (U, 'its nice but can the background be black? my stuff is mostly ink so i thought itd '
             'pop more. also the font is kinda boring'),
         (A, 'Switched to a near-black background (`#111`) with light text. Here are three fonts '
             'for the headings, all free on Google Fonts:\n\n1. **Inter**: clean and modern, '
             'very neutral\n2. **Fraunces**: a soft serif with some character, feels bookish and '
             'illustrative\n3. **Space Mono**: typewriter/techy\n\nWhich one?'),
         (T, '$ git diff style.css\n@@ -1,8 +1,8 @@\n body {\n-  background: #faf8f3;\n-  color: '
             '#1a1a1a;\n+  background: #111;\n+  color: #eee;\n   font-family: system-ui, '
             'sans-serif;\n   margin: 0;\n }'),
         (U, 'hmm no the black makes the ink ones look weird, the paper texture looks grey and '
             'dirty. go back to the white-ish one. font the second one'),
         (A, 'Makes sense. Scanned paper against black does that. Back to off-white, with '
             'Fraunces for headings and the system font for body text so it loads fast.'),
         (T, '$ git diff style.css\n@@ -1,8 +1,12 @@\n+@import '
             'url("https://fonts.googleapis.com/css2?family=Fraunces:opsz,wght@9..144,500'
             '&display=swap");\n+\n body {\n-  background: #111;\n-  color: #eee;\n+  '
             'background: #faf8f3;\n+  color: #1a1a1a;\n   font-family: system-ui, '
             'sans-serif;\n   margin: 0;\n }\n+h1, h2 { font-family: "Fraunces", Georgia, serif; '
             'font-weight: 500; }'),
         (A, 'Now Contact. Two ways to do it:\n\n1. **Email link** (`mailto:`): one line, no '
             "third parties. Clicking it opens the visitor's email app.\n2. **Contact form**: "
             "looks polished, but a static site can't send email by itself, so you'd need a "
             'service like Formspree (free tier, external account).\n\nWhich do you prefer?'),
         (U, 'just the email link. do i have to put my real email tho, spam'),
         (A, 'Bots do harvest `mailto:` links. The simplest protection is a separate address '
             'used only for the portfolio, so if it gets spam you just ignore it. Want me to put '
             'a placeholder in for now?'),
         (U, 'yes placeholder, ill make a new gmail just for this later'),
         (A, 'Placeholder `portfolio@example.com` is in, marked with a `<!-- TODO -->` '
             'comment.\n\nOne more idea: right now clicking a drawing does nothing. A '
             '**lightbox** (click → drawing opens large on a dark overlay, click again to close) '
             'is about 20 lines of JavaScript. Or, with no JS at all, each drawing could simply '
             'link to the image file. Want the lightbox?'),
         (U, 'yes but keep it super small, i have to explain every line in my reflection'),
         (T, '$ cat lightbox.js\n// 1. Find the empty overlay <div> at the bottom of the page\n'
             'const overlay = document.querySelector("#overlay");\nconst big = '
             'overlay.querySelector("img");\n\n// 2. For every drawing in the grid...\n'
             'document.querySelectorAll(".grid img").forEach(function (img) {\n  // ...when it '
             'is clicked, copy its picture into the big image and show the overlay\n  '
             'img.addEventListener("click", function () {\n    big.src = img.src;\n    big.alt = '
             'img.alt;\n    overlay.classList.add("open");\n  });\n});\n\n// 3. Clicking '
             'anywhere on the overlay hides it again\noverlay.addEventListener("click", function '
             '() {\n  overlay.classList.remove("open");\n});\n$ node --check lightbox.js && echo '
             'ok\nok'),
         (A, "17 lines, each step commented. Ready to publish: what's your GitHub username? I'll "
             'create a repo named `<username>.github.io` with the `gh` tool, which makes GitHub '
             'Pages serve it automatically.'),
         (U, 'ana-moura-ink'),
         (T, '$ git init -q && git add . \':!work\' && git commit -qm "First version of '
             'portfolio"\n$ gh repo create ana-moura-ink.github.io --public --source . --push\n✓ '
             'Created repository ana-moura-ink/ana-moura-ink.github.io on GitHub\n✓ Added remote '
             'https://github.com/ana-moura-ink/ana-moura-ink.github.io.git\n✓ Pushed commits to '
             'https://github.com/ana-moura-ink/ana-moura-ink.github.io.git\n$ sleep 60; curl -sI '
             'https://ana-moura-ink.github.io/ | head -1\nHTTP/2 200'),
         (A, "🎉 It's live at **https://ana-moura-ink.github.io/** (your original `work/` folder "
             'stays off GitHub).\n\nNext steps:\n1. **Alt text**: every image currently says '
             '`alt="TODO"`. Real descriptions matter for screen readers, and tutors often check '
             'for them\n2. **Test on your phone**\n3. **Custom domain** (~€10/year), e.g. '
             '`anamoura.art`\n4. A favicon and a social preview image, so the link looks nice '
             'when shared'),
         (U, 'alt text ill do tonight, i know whats in each drawing better than u lol. phone i '
             'just checked its fine!! domain no, not paying for anything rn. ill submit the link '
             'when the alt text is in. thank u sm'),
         (A, 'Perfect plan. Once you\'ve edited the alt text, `git commit -am "Add alt text" && '
             'git push` updates the live site in a minute or so. Good luck with the submission!'),
         decisions=(
             'Build the portfolio in plain HTML/CSS, no WordPress or Wix',
             'Make the portfolio one long scrolling page',
             'Host the portfolio on GitHub Pages',
             'Resize the drawings to 1600px WebP copies for the site',
             'Off-white background for the portfolio',
             'Fraunces for the portfolio headings',
             'Email link instead of a contact form',
             'Add a small commented JavaScript lightbox for the drawings',
         ),
         loops=(
             'Create a separate Gmail for the portfolio and replace the placeholder email',
             'Write alt text for every drawing tonight',
             'Submit the portfolio link by the 14th',
         ),
         facts=(
             'Is a first-year illustration student',
             'Lives in a student residence in Porto',
             'Draws mostly in ink',
         ),
         superseded=(
             'Black background for the portfolio',
         ),
         split="tune-b"),
    case('tce-godot-jam-platformer', 'claude-code',
         (U, 'yo. godot 4.2, 2d pixel platformer for a jam (ends sun 6pm). two problems: player '
             'jitters when the camera follows him esp on my 144hz monitor, and the jump feels '
             'floaty af. can u look at scripts/player.gd'),
         (T, '$ cat scripts/player.gd\nextends CharacterBody2D\n\nconst SPEED = 90.0\nconst '
             'JUMP_VELOCITY = -260.0\n\nvar gravity = '
             'ProjectSettings.get_setting("physics/2d/default_gravity")\n\nfunc '
             '_physics_process(delta):\n\tif not is_on_floor():\n\t\tvelocity.y += gravity * '
             'delta\n\n\tif Input.is_action_just_pressed("jump") and is_on_floor():\n\t\t'
             'velocity.y = JUMP_VELOCITY\n\n\tvar direction = Input.get_axis("left", "right")\n\t'
             'if direction:\n\t\tvelocity.x = direction * SPEED\n\telse:\n\t\tvelocity.x = '
             'move_toward(velocity.x, 0, SPEED)\n\n\tmove_and_slide()\n\t'
             '$AnimatedSprite2D.flip_h = velocity.x < 0'),
         (A, 'Two separate issues.\n\n**Jitter:** your player moves in `_physics_process` (60 '
             'ticks/s), but the `Camera2D` child updates in the *idle* step, which runs at your '
             "monitor's 144 Hz. The two drift in and out of step, and you see stutter. "
             "Options:\n\n1. Set the Camera2D's **Process Callback to Physics**. One-line change "
             'in the scene.\n2. Upgrade to **4.3** and enable 2D **physics interpolation**. This '
             'is the "proper" fix, but it means an engine upgrade mid-jam.\n3. Raise physics '
             "ticks to 144. Hacky: your game speed then depends on the monitor.\n\nI'd go with 1 "
             'for now.\n\n**Floaty jump:** the same gravity going up and coming down, plus a '
             "fixed jump height. I'll come back to that once the camera is sorted."),
         (U, '1'),
         (T, '$ git diff scenes/player.tscn\n@@ -31,6 +31,7 @@ animation = &"idle"\n [node '
             'name="Camera2D" type="Camera2D" parent="."]\n+process_callback = 0\n limit_left = '
             '0\n limit_bottom = 360\n position_smoothing_enabled = true'),
         (U, 'better but still kinda steppy when walking slow'),
         (A, "That's probably sub-pixel movement: at 90 px/s the player sits between pixels, and "
             'your pixel art gets resampled slightly differently each frame. Godot has a project '
             'setting for this: **Rendering → 2D → Snap 2D Transforms to Pixel** (and the same '
             'for vertices). Want me to turn it on?'),
         (U, 'try it'),
         (T, '$ git diff project.godot\n@@ -48,6 +48,8 @@ window/stretch/mode="viewport"\n '
             '[rendering]\n \n textures/canvas_textures/default_texture_filter=0\n'
             '+2d/snap/snap_2d_transforms_to_pixel=true\n+2d/snap/snap_2d_vertices_to_pixel=true'),
         (U, 'ok thats buttery now 👌 jump next'),
         (A, 'Nice. For the jump, the usual "game feel" fixes:\n\na) **Fall multiplier**: '
             'stronger gravity on the way down (~1.8×), so jumps stop hanging\nb) **Variable '
             'jump height**: releasing jump early cuts upward velocity, so a tap gives a short '
             'hop\nc) **Coyote time**: you can still jump for ~0.1 s after running off a ledge\n'
             'd) **Jump buffer**: pressing jump ~0.1 s before landing still counts\n\nEach one '
             'is a few lines. Want all four?'),
         (U, 'all of them but 0.1 coyote feels too generous for this game, do 0.08. buffer 0.1 '
             'is fine'),
         (T, '$ git diff scripts/player.gd | head -25\n+const FALL_MULTIPLIER = 1.8\n+const '
             'JUMP_CUT = 0.45\n+const COYOTE_TIME = 0.08\n+const JUMP_BUFFER = 0.1\n+\n+var '
             'coyote_timer := 0.0\n+var buffer_timer := 0.0\n \n func _physics_process(delta):\n'
             '-\tif not is_on_floor():\n-\t\tvelocity.y += gravity * delta\n+\tvar g = gravity * '
             '(FALL_MULTIPLIER if velocity.y > 0 else 1.0)\n+\tif not is_on_floor():\n+\t\t'
             'velocity.y += g * delta\n+\tcoyote_timer = COYOTE_TIME if is_on_floor() else '
             'coyote_timer - delta\n+\tbuffer_timer = JUMP_BUFFER if '
             'Input.is_action_just_pressed("jump") else buffer_timer - delta\n \n-\tif '
             'Input.is_action_just_pressed("jump") and is_on_floor():\n+\tif buffer_timer > 0 '
             'and coyote_timer > 0:\n \t\tvelocity.y = JUMP_VELOCITY\n+\t\tbuffer_timer = 0\n'
             '+\t\tcoyote_timer = 0\n+\tif Input.is_action_just_released("jump") and velocity.y '
             '< 0:\n+\t\tvelocity.y *= JUMP_CUT'),
         (A, 'Checking the project still parses:'),
         (T, '$ godot --headless --quit 2>&1 | tail -3\nGodot Engine '
             'v4.2.2.stable.official.15073afe3 - https://godotengine.org\n \n$ echo $?\n0'),
         (U, "jump is chef's kiss. ok last thing, level 3 has like 60 bats and fps tanks to ~40 "
             'on my laptop. heres the monitor thing'),
         (T, 'Profiler (frame 2841, level_3.tscn)\n  Frame Time            24.61 ms\n  Physics '
             'Time          19.87 ms\n  Script Functions\n    bat.gd::_physics_process          '
             '(x61)  14.92 ms\n    player.gd::_physics_process       (x1)    0.08 ms\n    '
             'hud.gd::_process                  (x1)    0.05 ms\n  Physics 2D\n    Active '
             'Objects                      64\n    Collision Pairs                    212'),
         (T, '$ cat scripts/bat.gd\nextends CharacterBody2D\n\n@export var speed := 40.0\n'
             '@onready var ray: RayCast2D = $SightRay\n\nfunc _physics_process(delta):\n\tvar '
             'player = get_tree().get_nodes_in_group("player")[0]\n\tray.target_position = '
             'to_local(player.global_position)\n\tray.force_raycast_update()\n\tif '
             'ray.is_colliding() and ray.get_collider() == player:\n\t\tvelocity = '
             '(player.global_position - global_position).normalized() * speed\n\telse:\n\t\t'
             'velocity = velocity.move_toward(Vector2.ZERO, 2.0)\n\tmove_and_slide()'),
         (A, 'All 61 bats run full AI every physics tick, even the ones far off screen. Three '
             'fixes:\n\n1. **Cache the player**: look it up once in `_ready()` instead of '
             'searching the group 61× per tick.\n2. **Only process on-screen bats**: add a '
             '`VisibleOnScreenEnabler2D` to the bat scene so off-screen bats are paused.\n3. '
             '**Throttle the sight raycast**: check line-of-sight every ~6 ticks instead of '
             'every tick.\n\nWant all three?'),
         (U, 'do the onscreen one and the caching. leave the raycast, it feels off when they '
             'react late'),
         (T, '$ git diff --stat\n scenes/bat.tscn | 7 +++++++\n scripts/bat.gd  | 6 ++++--\n 2 '
             'files changed, 11 insertions(+), 2 deletions(-)\n$ git diff scripts/bat.gd\n+var '
             'player: Node2D\n+\n+func _ready():\n+\tplayer = '
             'get_tree().get_first_node_in_group("player")\n+\n func _physics_process(delta):\n'
             '-\tvar player = get_tree().get_nodes_in_group("player")[0]\n \tray.target_position '
             '= to_local(player.global_position)'),
         (U, '144 fps now lol. ok so for itch, jam people mostly play in the browser right. but '
             'i read godot 4 web export is cursed'),
         (A, "It's gotten better. Your options:\n\n1. **Stay on 4.2, ship Windows + Linux "
             'downloads only.** Zero risk, but fewer people will try it.\n2. **Stay on 4.2, web '
             'export.** 4.2 web builds need SharedArrayBuffer, which itch supports via a '
             "checkbox, but it's flaky on Safari/iOS and some browsers.\n3. **Upgrade to 4.3, "
             'web export with "Thread Support" off.** Single-threaded builds work pretty much '
             'everywhere. Risk: upgrading the engine 2 days before the deadline (usually smooth '
             'for a small 2D project, but back up first).\n\nWhich way?'),
         (U, '1, not messing with the engine 2 days before deadline'),
         (A, "Sensible. I've added Windows and Linux export presets, building both now:"),
         (T, '$ godot --headless --export-release "Windows Desktop" build/win/batcave.exe\n'
             'savepack: begin: Packing step: 0\nsavepack: end\n$ godot --headless '
             '--export-release "Linux/X11" build/linux/batcave.x86_64\nsavepack: begin: Packing '
             'step: 0\nsavepack: end\n$ ls -lh build/*/\nbuild/linux/:\n-rwxr-xr-x 1 dele dele '
             '66M Mar 14 23:12 batcave.x86_64\nbuild/win/:\n-rwxr-xr-x 1 dele dele 71M Mar 14 '
             '23:11 batcave.exe'),
         (U, "hmm wait. just looked at last jam's top 20 and like 18 of them were browser "
             'playable. ppl dont download stuff in jams. ugh fine lets do 3, ill upgrade to 4.3 '
             'tonight after my shift on the buses and test it'),
         (A, "Fair: in jams, browser-playable gets far more plays. I've created a branch "
             '`godot-4.3` from the current state, so if the upgrade goes badly you can switch '
             'back to `main` and still ship the desktop builds.\n\nNext steps:\n1. Open the '
             'project in 4.3 on the `godot-4.3` branch and let it convert; run through all 3 '
             'levels\n2. Web export preset with **Thread Support off**; upload the zip to itch '
             'and tick "This file will be played in the browser"\n3. Once on 4.3, you could swap '
             'the camera fix for 2D physics interpolation\n4. A pause/settings menu with volume\n'
             '5. A cover image (630×500) for the itch page'),
         (U, '1 and 2 tonight yep. keep the camera fix, it works dont touch it. no time for the '
             "menu. cover my sister's drawing it"),
         (A, 'Got it. Camera stays as it is. Good luck with the upgrade tonight, and ping me if '
             'the 4.3 conversion throws anything weird at you. 🦇'),
         decisions=(
             'Fix camera jitter by setting the Camera2D to process in physics, and keep that '
             'rather than physics interpolation',
             'Snap 2D transforms and vertices to pixel',
             'Add a fall gravity multiplier and variable jump height',
             'Coyote time 0.08s and jump buffer 0.1s',
             'Cache the player reference and pause off-screen bats with VisibleOnScreenEnabler2D',
             "Keep the bats' sight raycast running every tick",
             'Upgrade to Godot 4.3 and ship a single-threaded web build on itch',
         ),
         loops=(
             'Upgrade the project to Godot 4.3 tonight after his shift and test all levels',
             'Export the web build with Thread Support off and upload it to itch',
             'Submit the game to the jam by Sunday 6pm',
         ),
         facts=(
             'Makes games in Godot as a hobby',
             'Works as a bus driver',
         ),
         superseded=(
             'Stay on Godot 4.2 and ship Windows/Linux downloads only',
         ),
         split="tune-b"),
    case('tce-vba-overdue-invoices', 'chatgpt',
         (U, 'hi, im doing an evening course (AAT level 3) and we have an excel assignment with '
             'a bit of VBA. i have a sheet of invoices: col A client, B invoice no, C date, D '
             'amount, E paid (Y/N). need a macro that highlights unpaid invoices older than 30 '
             'days in red and then gives total owed per client on another sheet. ive never done '
             'vba before, only recorded a macro once'),
         (A, "No problem. Here's a version with comments on every step. It goes through each "
             'row, colours the overdue unpaid ones, and adds up what each client owes using a '
             '*Dictionary* (a list of name → total pairs).\n\n```vba\nOption Explicit\n\nSub '
             'HighlightOverdue()\n    Dim ws As Worksheet, cell As Range\n    Dim totals As '
             'Object\n    Set ws = Worksheets("Invoices")\n    Set totals = '
             'CreateObject("Scripting.Dictionary")\n\n    For Each cell In ws.Range("A1:A" & '
             'ws.Cells(ws.Rows.Count, "A").End(xlUp).Row)\n        If cell.Offset(0, 4).Value = '
             '"N" And Date - cell.Offset(0, 2).Value > 30 Then\n            '
             'cell.EntireRow.Interior.Color = RGB(255, 199, 206)\n            totals(cell.Value) '
             '= totals(cell.Value) + cell.Offset(0, 3).Value\n        End If\n    Next cell\n    '
             '\' ...then write totals onto the "Summary" sheet\nEnd Sub\n```\n\nHow it works:\n'
             '1. `For Each cell In ...` visits every client name in column A\n2. `Offset(0, 4)` '
             'means "4 columns to the right", so column E (Paid)\n3. `Date - ...` is today minus '
             'the invoice date, in days\n4. The dictionary keeps a running total per client\n\n'
             'Try it on a copy of your file first.'),
         (U, 'ok the first bit makes sense. it errors on the dictionary line tho, says ActiveX '
             'component cant create object. im on my mac at home if that matters, excel 365'),
         (A, 'It matters, sorry, my mistake. `Scripting.Dictionary` is a Windows-only component, '
             "so Excel for Mac can't create it.\n\nOptions that work on Mac:\n1. **Collection + "
             'arrays**: pure VBA, but about twice as much code and harder to explain\n2. **Macro '
             'builds the client list, formulas do the maths**: VBA copies each client name once '
             'onto the Summary sheet and puts a `SUMIFS` formula next to it\n3. **PivotTable**: '
             'no code at all for the totals\n\nWhich fits what your course expects?'),
         (U, '2 i think, we did sumifs in week 4 so i can actually explain it. does the red bit '
             'need to be vba or can i just use conditional formatting, that seems easier'),
         (A, 'Conditional formatting would definitely be easier, and it updates live. But if the '
             'brief asks you to automate something with VBA, replacing the macro with '
             'conditional formatting could cost marks. What does the assignment brief actually '
             'say?'),
         (U, "brief says 'use VBA to automate at least one task' so i guess the highlighting has "
             'to stay vba. ill email mr okafor to ask if the sumifs part still counts as '
             'automation'),
         (A, "Good idea to check. Here's the Mac-friendly version:\n\n```vba\nOption Explicit\n\n"
             'Sub OverdueReport()\n    Dim ws As Worksheet, sm As Worksheet\n    Dim r As Long, '
             'lastRow As Long, outRow As Long\n    Set ws = Worksheets("Invoices")\n    Set sm = '
             'Worksheets("Summary")\n    lastRow = ws.Cells(ws.Rows.Count, '
             '"A").End(xlUp).Row\n\n    sm.Range("A2:B200").ClearContents      \' wipe last '
             "run's results\n    outRow = 2\n\n    For r = 1 To lastRow\n        ' Red if unpaid "
             'and more than 30 days old\n        If ws.Cells(r, "E").Value = "N" And Date - '
             'ws.Cells(r, "C").Value > 30 Then\n            ws.Rows(r).Interior.Color = RGB(255, '
             "199, 206)\n        End If\n        ' Add the client to Summary if not listed "
             'yet\n        If Application.WorksheetFunction.CountIf(sm.Range("A:A"), ws.Cells(r, '
             '"A").Value) = 0 Then\n            sm.Cells(outRow, "A").Value = ws.Cells(r, '
             '"A").Value\n            sm.Cells(outRow, "B").Formula = '
             '"=SUMIFS(Invoices!D:D,Invoices!A:A,A" & outRow & '
             '",Invoices!E:E,""N"")"\n            outRow = outRow + 1\n        End If\n    Next '
             'r\nEnd Sub\n```'),
         (U, 'what does Option Explicit do, my book has it on every example'),
         (A, 'It forces you to declare every variable with `Dim` before using it. Without it, a '
             'typo like `outRwo = outRow + 1` silently creates a new empty variable and your '
             'macro gives wrong answers with no error. With it, VBA stops and highlights the '
             "typo. That's why your book always uses it, and it's worth a sentence in your "
             'write-up.'),
         (U, 'ok ran it, works!! but it also highlighted the header row lol. and Client is in '
             'the summary as a client'),
         (A, 'Ha, the loop starts at row 1, which is your headers. Change `For r = 1 To lastRow` '
             'to `For r = 2 To lastRow` and both problems go away.\n\nWould you like a button on '
             'the sheet to run it, so your tutor can just click it?'),
         (U, 'fixed. yes i want a button, how on mac'),
         (A, 'On Excel for Mac:\n1. **Excel → Preferences → Ribbon & Toolbar** → tick '
             '**Developer**\n2. **Developer** tab → **Button** → drag a rectangle on the '
             'Invoices sheet\n3. The "Assign Macro" box pops up → choose `OverdueReport` → OK\n'
             '4. Right-click the button → Edit Text → "Run overdue report"\n\nNext steps:\n1. '
             '**Save as `.xlsm`** (macro-enabled). A normal `.xlsx` silently throws the code '
             'away\n2. Test on a copy with a new invoice dated 40 days ago, to prove it works\n'
             '3. Write your explanation of the code for the reflection section\n4. Keep a backup '
             'on OneDrive in case the file gets corrupted'),
         (U, 'oh god yes xlsm, it was still xlsx, done now. ill do the reflection bit on the '
             'train tomorrow, im at work til 5 (dental reception lol). its due thursday so '
             'should be fine'),
         (A, "You're in good shape then. For the reflection, walking through the loop, the `If`, "
             'and why you used `SUMIFS` instead of a Dictionary (Mac compatibility) makes a nice '
             'story about problem-solving. Good luck on Thursday!'),
         decisions=(
             'Keep the overdue highlighting in VBA rather than conditional formatting',
             'Macro writes a client list with SUMIFS formulas for totals instead of a Dictionary',
             'Add a button on the sheet to run the macro',
             'Save the assignment workbook as .xlsm',
         ),
         loops=(
             'Email Mr Okafor to ask if the SUMIFS part counts as automation',
             'Write the reflection on the train tomorrow',
             'Submit the Excel/VBA assignment by Thursday',
         ),
         facts=(
             'Takes an AAT Level 3 evening course',
             'Works as a dental receptionist',
             'Uses Excel 365 on a Mac at home',
         ),
         split="tune-b"),
    case('tce-exams-and-scholarships', 'chatgpt',
         (U, 'hi. final year civil eng student at UoN (nairobi). final exams start 24 nov, 5 '
             'papers, and i also want to apply for masters scholarships for next year. im '
             'drowning. can you help me make a plan. scholarships im looking at: chevening, '
             'erasmus mundus, mastercard foundation scholars at edinburgh'),
         (A, "Let's untangle it. A couple of things first, because they change the plan:\n\n- "
             '**Chevening** requires at least **two years of work experience** (about 2,800 '
             'hours) by the time you apply. Do you have that?\n- **Erasmus Mundus** deadlines '
             'vary by programme, mostly between December and February.\n- **Mastercard '
             'Foundation Scholars at Edinburgh**: check the current intake dates on the '
             "university's page, as they change year to year.\n\nAlso: which of your 5 papers "
             'worry you most? That decides where your best hours go.'),
         (U, 'no work experience just 2 internships, 3 months each at a contractor. structures '
             'and geotech are the scary ones, the others are fine. also my parents didnt go to '
             'uni so nobody at home can really help with this stuff lol'),
         (A, 'Thanks, that helps. And lots of first-generation students are in exactly this '
             "position, so you're not behind.\n\n**Chevening:** two 3-month internships come to "
             "roughly 1,000 hours, so you wouldn't be eligible this year. It's a great option "
             "after you've worked for two years.\n\n**Proposed plan until exams end:**\n\n| Time "
             '| Mon–Sat | Sun |\n|---|---|---|\n| 6:00–11:00 | Structures / Geotech (alternate '
             'days) | off |\n| 13:00–17:00 | Other 3 papers, past papers | off |\n| 19:00–20:00 '
             '| Scholarship work | off |\n\nExams come first; the scholarship work stays small '
             "but steady, so you don't panic in December."),
         (U, 'ok chevening out then, ill try in a couple years once im working. sunday off is '
             'not happening lol, make it half day sunday. and can the scholarship stuff be only '
             '3 evenings a week, im dead by 8pm'),
         (A, 'Done:\n\n| Time | Mon–Sat | Sun |\n|---|---|---|\n| 6:00–11:00 | Structures / '
             'Geotech (alternate) | Past papers (whichever is weakest) |\n| 13:00–17:00 | Other '
             '3 papers | off |\n| 19:00–20:00 | Scholarship: **Mon, Wed, Fri only** | off |\n\n'
             'Which Erasmus Mundus programme(s) are you looking at?'),
         (U, 'theres one on sustainable construction and one on tunnelling i think. plus the '
             'mastercard one at edinburgh, msc structural engineering. honestly i want all 3'),
         (A, 'Ambition is good, but be realistic about the cost: each application needs its own '
             'motivation letter (the good ones are tailored, not copy-pasted), usually 2 '
             'recommendation letters, transcripts, and sometimes a CV in Europass format. Three '
             "applications on 3 evenings a week, during finals, is a lot.\n\nI'd suggest picking "
             'the two that fit your story best. What draws you to each?'),
         (U, 'ok fine. drop tunnelling, i only liked it bc of the semester in italy lol. '
             'sustainable construction + edinburgh'),
         (A, 'Good choice: both fit a structures-focused story, and your internships at a '
             'contractor support it.\n\nNext steps:\n1. **Ask 2 lecturers for recommendation '
             'letters now**, before exam season swamps them\n2. **Get certified transcripts** '
             'from the registry\n3. **Draft a one-page outline** for each motivation letter: why '
             "this field, why this programme, what you'll do after\n4. **Check English test "
             'requirements**: many programmes accept IELTS/TOEFL, with minimum scores\n5. **Join '
             'or form a study group** for structures, since explaining problems to others is '
             'great revision'),
         (U, '1 prof otieno will def say yes, ill email him tmrw. the second one idk who, maybe '
             'dr kamau but he doesnt really know me. transcripts: registry only certifies on '
             'thursdays so next thursday. ielts i did last year, got 7.5. study group no, i '
             'focus better alone'),
         (A, 'That all sounds solid. One check: IELTS results are usually only accepted for **2 '
             'years** from the test date, so confirm yours will still be valid on each '
             'application deadline. For the second letter, a supervisor from one of your '
             'internships can also be a strong referee if no lecturer knows you well.'),
         (U, 'oh ok it expires next march so fine for the deadlines. thank you, printing the '
             'timetable now'),
         (A, "Good luck with structures and geotech, you've got a clear plan now. 💪"),
         decisions=(
             'Skip Chevening this year; apply after two years of work',
             "Apply for the Erasmus Mundus sustainable construction master's",
             'Apply for the Mastercard Foundation Scholars MSc Structural Engineering at '
             'Edinburgh',
             'Follow the revision timetable with structures and geotech in the morning blocks',
             'Half day of revision on Sundays instead of a full day off',
             'Scholarship work only on Monday, Wednesday and Friday evenings',
         ),
         loops=(
             'Email Prof Otieno tomorrow for a recommendation letter',
             'Get certified transcripts from the registry next Thursday',
         ),
         facts=(
             'Final-year civil engineering student at the University of Nairobi',
             'Did two 3-month internships at a contractor',
             'Is the first in her family to go to university',
             'Has an IELTS score of 7.5, valid until next March',
             'Focuses better studying alone',
         ),
         superseded=(
             'Apply to the Erasmus Mundus tunnelling programme too',
         ),
         split="tune-b"),
    case('tce-teacher-retirement-timing', 'claude-ai',
         (U, "Hello. I'm 63 and have taught at the same primary school in Shrewsbury for 27 "
             "years. I'm thinking about retiring but can't decide whether to go at Christmas or "
             'wait until the end of the summer term. My husband Dave retired last year and keeps '
             "asking when I'll join him! I'm in the Teachers' Pension Scheme. Where do I even "
             'start?'),
         (A, 'Congratulations on getting to this point. There are a few things to weigh.\n\n**1. '
             "Your pension.** If you've been in the TPS since before 2015, you probably have two "
             'parts:\n- a **final salary** part, which may be payable unreduced from 60 or 65 '
             'depending on when you joined\n- a **career average** part (from 2015), whose '
             'normal pension age is your **State Pension age**. Taking it earlier means an '
             'actuarial reduction.\n\nYour annual benefit statement on My Pension Online shows '
             'which you have.\n\n**2. Notice dates.** For most schools in England, resignation '
             'has to be in writing by **31 October** to leave at Christmas (31 December), or by '
             '**31 May** to leave at the end of the summer term (31 August).\n\n**3. Money '
             'between now and State Pension.** Do you know your State Pension age, and roughly '
             'what you need to live on?'),
         (U, 'I checked on the gov website, my state pension comes at 67. My TPS statement is a '
             "mix like you say. Honestly the money is probably fine with Dave's pension. It's "
             "more that I don't want to leave my class half way through the year. And Dave "
             'already has our two grandchildren every Wednesday, Poppy is 4 and Alfie is 2, and '
             "I'd love to be part of that."),
         (A, 'That sounds like the summer term is the natural answer: your class finishes the '
             'year with you, and your last day lines up with a clean break. Leaving on 31 August '
             "also means a full year's service on your record.\n\nMany teachers don't stop "
             'teaching completely. Would you want to keep a hand in, with supply work or a few '
             'days somewhere?'),
         (U, "Yes the summer then, I'd never forgive myself leaving them at Christmas. I think "
             "I'd miss it, so maybe two days a week of supply to start with?"),
         (A, 'Two days is a common starting point. A few things to bear in mind:\n\n- Supply '
             "through an **agency** usually isn't pensionable in the TPS. Supply employed "
             'directly by a school or local authority may be.\n- Check the TPS guidance on '
             '**working after retirement** before you start, so there are no surprises with your '
             "pension.\n- Supply can be unpredictable: some weeks you'll get calls at 7 am, some "
             "weeks nothing. Be clear with agencies about which days you're actually available."),
         (U, 'Actually, thinking about it, Wednesdays are the grandchildren and our allotment '
             "already takes more time than we've got. One day a week is plenty. Mondays maybe."),
         (A, "One day a week sounds like a good balance. Here's a summary and some next "
             'steps:\n\n**Summary:** retire 31 August, after the summer term. One day a week of '
             'supply afterwards.\n\nNext steps:\n1. **Get a TPS retirement estimate** on My '
             'Pension Online for a 31 August retirement date\n2. **Tell your head** informally '
             "when you're ready, and **formally in writing before 31 May**\n3. ~~Check your "
             'State Pension forecast~~ (done, 67)\n4. **Sketch a monthly budget** with Dave for '
             'the years before your State Pension starts\n5. Consider **one session with an '
             'independent financial adviser**, especially about whether to give up some pension '
             'for a bigger lump sum\n6. **Register with a couple of local supply agencies** over '
             'the summer'),
         (U, "Thank you, this is really helpful. I'll log into the pension site this weekend. "
             "I'll tell Jan (our head) after half term when things calm down, I don't want it "
             'going round the staff room before then. Dave and I did a budget last month '
             "actually. Financial adviser I'm not sure, they're so expensive. Supply I'll sort "
             'over the summer.'),
         (A, "That all sounds very sensible. If cost is what's putting you off an adviser, "
             '**MoneyHelper** (the government-backed service) offers free, impartial guidance by '
             "phone, including on the lump sum question. It won't replace a full adviser, but "
             "it's a good first step."),
         (U, "Oh MoneyHelper, I didn't know that was free. Might give them a ring. Thanks again, "
             "you've settled my mind."),
         decisions=(
             'Retire at the end of the summer term (31 August)',
             'Do one day a week of supply teaching after retiring',
         ),
         loops=(
             'Get a TPS retirement estimate on My Pension Online this weekend',
             "Tell Jan, the head, after half term that she's retiring in the summer",
             'Register with supply agencies over the summer',
         ),
         facts=(
             'Is 63',
             'Has taught at the same primary school in Shrewsbury for 27 years',
             "Is in the Teachers' Pension Scheme (mix of final salary and career average)",
             'State Pension age is 67',
             'Husband Dave retired last year',
             'Has two grandchildren, Poppy (4) and Alfie (2)',
             'Dave looks after the grandchildren every Wednesday',
             'Has an allotment with Dave',
         ),
         superseded=(
             'Do two days a week of supply teaching after retiring',
         ),
         split="tune-b"),
    case('tce-astro-club-subs-volunteering', 'chatgpt',
         (U, 'evening. im treasurer of our local astronomy society here in dunedin, about 40 '
             'members, most of us over 60 like me (im 71, retired from the council 6 yrs ago). '
             'membership has dropped from 58 to 41 in three years and the subs ($40 a year) dont '
             'cover the hall hire anymore. committee meets next tuesday and i need to bring '
             'something. ideas?'),
         (A, 'Happy to help. Broadly there are four levers:\n\n1. **Raise subs**, possibly with '
             'tiers (family, student, concession)\n2. **Cut costs**: cheaper venue, digital '
             'newsletter\n3. **Grow membership**: public star nights, school or uni links, a '
             'Facebook page\n4. **Grants**: local community trusts often fund exactly this kind '
             'of thing\n\nTo say which makes sense, could you give me the yearly numbers: hall '
             "hire, any other costs, and what's in the bank?"),
         (U, 'hall is $1,800 a year, insurance $350, newsletter printing and postage about $200. '
             'we have $2,100 in the bank. subs bring in $1,640.'),
         (A, 'So:\n- **Costs:** $1,800 + $350 + $200 = **$2,350/yr**\n- **Income:** '
             '**$1,640/yr**\n- **Shortfall:** ~$710/yr, so the $2,100 reserve lasts about 3 '
             'years\n\nOptions:\n- **A. Subs to $55**: about $2,255 income at 41 members. Still '
             'short, and a big jump risks losing people.\n- **B. Subs to $50 + a $20 student '
             'tier + email newsletter by default**: $2,050 from current members, the newsletter '
             'saving ~$200, plus any students. Nearly balances.\n- **C. Keep $40, move to a '
             "cheaper venue**: only works if there's a suitable free or cheap room with dark "
             "skies nearby.\n\nI'd lean towards **B**, plus something to bring new people in."),
         (U, 'B. the newsletter is a sore point, some of the old boys love the paper one. we '
             'could do paper only for those who ask. student tier yes, the uni used to have an '
             'astro club but it died off'),
         (A, 'Paper on request is a good compromise. People keep it if they want it, and most '
             'will probably switch.\n\nFor bringing people in, a **free public stargazing '
             'night** works well for societies like yours: a few members bring telescopes, you '
             'set up a table with membership forms, and kids drag their parents along. A school '
             'field or a reserve away from streetlights is ideal.'),
         (U, 'public night is a good idea, winter is best here, dark by 6. the school out on the '
             'peninsula has a big field, could do it there. ill ask the principal. another thing '
             'while ive got you. my wife says im doing too much. i do the hospice shop tuesday '
             'and saturday mornings, drive for meals on wheels thursdays, and now this treasurer '
             'job on top. honestly thinking of dropping the hospice shop altogether'),
         (A, "Your wife may have a point. That's three regular commitments plus the treasurer "
             'role. A couple of questions that might help:\n\n- Which of these would be '
             '**hardest for them to replace**? Meals on Wheels services often struggle to find '
             'drivers.\n- Which do you **enjoy** most?\n- Is it all-or-nothing, or could you cut '
             'back rather than stop?'),
         (U, 'meals on wheels stays, they cant get drivers and i like the chats at the doors. ok '
             'drop the shop. hmm actually no, saturdays i like, its the same crew every week and '
             'we have a laugh. ill just give up the tuesdays.'),
         (A, 'That sounds like a good balance: you keep the parts you enjoy and free up a '
             "weekday morning.\n\nNext steps:\n1. **Draft the subs proposal** for Tuesday's "
             'committee (I can write it now)\n2. **Email members** asking who wants to keep the '
             'paper newsletter\n3. **Contact the principal** about the field for a public night '
             "in June/July\n4. **Tell the hospice shop manager** you're stepping back from "
             'Tuesdays\n5. **Apply for a small community grant** (e.g. Otago Community Trust) to '
             'cover the insurance'),
         (U, 'yes write the proposal pls. ill ring the principal monday. the shop, ill tell '
             'Maureen on saturday face to face, nicer than a phone call. grant maybe, our '
             'secretary is better at forms than me'),
         (A, '**Proposal to Committee: Subscriptions and Finances**\n\n*Prepared by the '
             'Treasurer*\n\n**Situation.** Annual costs are $2,350 (hall $1,800, insurance $350, '
             'newsletter $200). Subscription income is $1,640, a deficit of about $710 a year. '
             'Our reserves of $2,100 would cover this for roughly three years.\n\n**Proposal.**\n'
             '1. Increase the annual subscription from $40 to **$50**, from the next membership '
             'year.\n2. Introduce a **$20 student membership**.\n3. Send the newsletter **by '
             'email by default**, with paper copies for any member who asks.\n4. Hold a **free '
             'public stargazing night** this winter to attract new members.\n\n**Effect.** At '
             'current numbers this brings the society close to break-even, and any new members '
             'put us in surplus.'),
         (U, "thats good. change 'deficit' to 'shortfall', sounds less scary to the old boys. "
             'cheers'),
         (A, 'Done: "...is $1,640, a **shortfall** of about $710 a year." Good luck on Tuesday, '
             'and enjoy the Saturday crew!'),
         decisions=(
             'Propose raising club subs from $40 to $50',
             'Propose a $20 student membership tier',
             'Email newsletter by default, paper only for members who ask',
             'Hold a free public stargazing night this winter on the peninsula school field',
             "Call it a 'shortfall', not a 'deficit', in the proposal",
             'Keep driving for Meals on Wheels on Thursdays',
             'Give up Tuesday hospice shop shifts but keep Saturdays',
         ),
         loops=(
             "Bring the subs proposal to next Tuesday's committee meeting",
             'Ring the school principal on Monday about using the field',
             "Tell Maureen at the hospice shop on Saturday he's stopping Tuesdays",
         ),
         facts=(
             'Is 71',
             'Retired from the council six years ago',
             'Lives in Dunedin',
             'Is treasurer of the local astronomy society',
             'Volunteers at the hospice shop on Saturday mornings',
             'Drives for Meals on Wheels on Thursdays',
             'Is married',
         ),
         superseded=(
             'Drop hospice shop volunteering altogether',
         ),
         split="tune-b"),
    case('tce-interrail-budget', 'claude-ai',
         (U, 'hejka, me and my friend ola want to interrail in july for like 2.5 weeks, budget '
             'max 900€ each incl everything. were both students (20) from wrocław. is that even '
             'possible? we want prague vienna budapest and maybe amsterdam at the end'),
         (A, 'Very possible, with some care. Rough costs per person:\n\n- **Youth Interrail '
             'Global Pass, 7 travel days within 1 month**: roughly €250–290 (check the current '
             'price, there are often spring sales). As Polish residents, you can use it for one '
             'trip out of Poland and one trip back in.\n- **Hostels in July** (dorm bed): Prague '
             '€20–30, Vienna €25–35, Budapest €15–25, **Amsterdam €45–70**\n- **Food**: '
             '€15–25/day if you use hostel kitchens and supermarkets\n- **Seat reservations**: '
             'mostly not needed in Central Europe\n\nHonest take: Amsterdam is far west of the '
             'others and by far the most expensive. It would eat a big chunk of the budget. '
             'Swapping it for somewhere further south, like Ljubljana or Zagreb, would be '
             'cheaper and geographically easier.'),
         (U, 'amsterdam is the one ola really wants tho. ok lets keep it, we can eat cheap'),
         (A, "OK, here's a version with Amsterdam at the end (per person, 17 nights):\n\n| Item "
             '| € |\n|---|---|\n| Youth pass (7 days / 1 month) | ~270 |\n| Prague 3n, Vienna '
             '3n, Budapest 4n | ~290 |\n| Amsterdam 3n + 1 night train/hostel en route | ~230 |\n'
             '| Food (17 days × ~15) | ~255 |\n| Local transport, museums | ~70 |\n| **Total** | '
             "**~1,115** |\n\nEven eating very cheaply, that's over budget. Cutting to Prague 2n "
             '/ Budapest 3n gets you to roughly €870–900, with no buffer for anything going '
             'wrong.'),
         (U, 'ok i showed ola and she said 870 with no buffer is stupid and shes right. '
             'amsterdam out. what can we do instead thats cheap'),
         (A, 'Good call. Cheaper southern options that fit the route:\n\n1. **Ljubljana**: '
             'small, beautiful, walkable; hostels ~€25–30; Lake Bled is nearby\n2. **Zagreb**: '
             'cheap, underrated; a natural stop between Budapest and Ljubljana\n3. '
             '**Bratislava**: an easy day trip from Vienna (regional trains, no pass day needed '
             'if you buy a cheap ticket)\n\nSuggested route: Wrocław → Prague (3n) → Vienna (3n) '
             "→ Budapest (4n) → Zagreb (2n) → Ljubljana (3n) → home. That's about **€690–720**, "
             'leaving a real buffer.'),
         (U, 'ljubljana yes!! zagreb idk, is it worth it or just a stopover'),
         (A, 'Honestly, Zagreb is nice but not essential. The main reason to stop is that '
             'Budapest → Ljubljana is a long, slow trip (8+ hours with changes). One night in '
             'Zagreb splits it into two easy halves and costs ~€20.'),
         (U, 'ok zagreb 1 night as a stopover then. can we do bled as a day trip from ljubljana'),
         (A, 'Yes, easily. Buses from Ljubljana to Bled run about hourly, take ~1h15, and cost '
             "around €7–9 each way (buses aren't covered by the pass). Go early to beat the "
             'crowds, and bring a picnic, because food by the lake is pricey.'),
         (U, 'perfect. im vegetarian so cooking is cheaper anyway haha. but coming home: i dont '
             'want to sit 14h on a train on the last day'),
         (A, 'Fair. Two ways to do it:\n\n1. **Split it over two days**: Ljubljana → Vienna '
             '(~6h) one day, then Vienna → Wrocław the next. Costs an extra hostel night, but '
             'both days are manageable.\n2. **Night train**: there are overnight connections '
             'from Vienna towards Poland. Check the current timetable. With the pass you only '
             'pay the reservation: a **seat** is cheapest, a **couchette** (a bunk in a shared '
             'compartment) is roughly €30–50 more.'),
         (U, 'couchette, im not sleeping sitting up. ok how do we actually book, do we buy the '
             'pass now'),
         (A, 'Next steps:\n1. **Fix the exact dates** with Ola\n2. **Buy the pass**: you can buy '
             "it in advance (it's usually valid to activate for 11 months), and watch for the "
             'spring sale\n3. **Book hostels now, with free cancellation**, because July fills '
             'up fast\n4. **Reserve the couchette** once booking opens for your date (often 2–3 '
             'months ahead)\n5. Sort **travel insurance** and bring your **EHIC card**'),
         (U, 'ola sends me her work schedule on friday, then we fix dates. hostels ill book this '
             'weekend w free cancellation. the rest later. ehic we both have through nfz already'),
         (A, 'Sounds like a plan! Free cancellation means you can lock in the cheap beds now and '
             'adjust once the dates are fixed. Have an amazing trip. 🚆'),
         decisions=(
             'Interrail in July with Ola for about 2.5 weeks, max €900 each',
             'Use a youth Interrail Global Pass (7 travel days in 1 month)',
             'Drop Amsterdam from the trip',
             'Route: Prague, Vienna, Budapest, one night in Zagreb, then Ljubljana',
             'Day trip to Lake Bled by bus from Ljubljana',
             'Couchette on the night train home',
         ),
         loops=(
             'Fix trip dates with Ola after she sends her work schedule on Friday',
             'Book hostels with free cancellation this weekend',
         ),
         facts=(
             'Is 20',
             'Is a student from Wrocław',
             'Is vegetarian',
             'Has an EHIC card through NFZ',
         ),
         superseded=(
             'End the trip in Amsterdam',
         ),
         split="tune-b"),
    case('tce-moon-illusion-chatter', 'claude-ai',
         (U, 'why does the moon look massive when its low and tiny when its high up. is it closer'),
         (A, "Not closer. It's actually slightly *farther* away when it's on the horizon! This "
             "is the **moon illusion**, and it's entirely in your brain.\n\nThe moon always "
             "takes up about **0.5°** of sky, roughly the width of a pea held at arm's length. "
             'Nobody is 100% sure why we see it as bigger near the horizon, but the main ideas '
             'are:\n\n1. **Apparent distance**: your brain treats the sky as a flattened dome, '
             'with the horizon "far away". An object of the same size that seems farther away '
             'gets interpreted as bigger.\n2. **Comparison with trees, buildings and hills**: '
             'next to familiar objects on the horizon, the moon looks huge. High up in empty '
             "sky, there's nothing to compare it with.\n\nTry it: photograph it low and high "
             'with the same zoom. They come out the same size.'),
         (U, 'wait its FARTHER? thats insane'),
         (A, "Yep! When the moon is overhead, you're on the side of the Earth facing it. When "
             "it's on the horizon, you're about one Earth radius (~6,400 km) farther from it. "
             "That makes it about **1.5% smaller** in angular size. It's too small a difference "
             "to notice, but it's real."),
         (U, 'how do i prove the illusion thing without a camera'),
         (A, 'A few easy ways:\n\n- **Paper tube**: roll up a sheet of paper and look at the '
             'horizon moon through it. With the trees and rooftops hidden, it usually "shrinks" '
             "straight away.\n- **Pea or fingernail test**: at arm's length, your little "
             "fingernail covers the moon both when it's low and when it's high.\n- **The classic "
             'weird one**: turn around, bend over and look at it upside down between your legs. '
             'For a lot of people the illusion weakens a lot.'),
         (U, 'lmaooo im not doing that one in the street. ok what about the orange colour when '
             'its low'),
         (A, 'That part is physics, not psychology. Near the horizon, moonlight passes through '
             'much more atmosphere. Air scatters blue light more than red (**Rayleigh '
             'scattering**, the same reason the sky is blue and sunsets are red), so mostly the '
             'orange and red light gets through. Dust or smoke in the air makes it even deeper '
             'orange.'),
         (U, 'cool. ty'),
         chatter=True,
         split="tune-b"),
]
