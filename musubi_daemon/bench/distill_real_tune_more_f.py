"""Thirty conversations of many people, written for tuning by a writer who had seen no code,
rule or set of the project: answers to questions, acceptances, reversals, declined suggestions,
family and work facts said in passing. Tuning data (split "tune-b")."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('tf-pg-trigram-product-search', 'claude-code',
         (U, "need fuzzy search on products.name, ppl type 'camista' and get nothing back. "
             'postgres 15, django 4.2. whats the least painful way'),
         (A, 'Two realistic options inside Postgres:\n\n'
             '1. pg_trgm: trigram similarity with a GIN index using gin_trgm_ops. Handles typos '
             "like 'camista' -> 'camiseta' well and works on short strings.\n"
             '2. Full-text search (tsvector + GIN index): good at stemming multi-word text, bad '
             'at typos.\n\n'
             "For product names with typos I'd lean towards trigram. Let me look at the table "
             'first.'),
         (T, '$ psql -c "\\d products"\n                 Table "public.products"\n'
             '   Column   |           Type           | Nullable\n'
             '------------+--------------------------+----------\n'
             ' id         | bigint                   | not null\n'
             ' name       | character varying(200)   | not null\n'
             ' sku        | character varying(40)    | not null\n'
             ' created_at | timestamp with time zone | not null\nIndexes:\n'
             '    "products_pkey" PRIMARY KEY, btree (id)\n'
             '    "products_sku_key" UNIQUE CONSTRAINT, btree (sku)\n\n'
             '$ psql -c "select count(*) from products"\n count\n--------\n 184312\n(1 row)'),
         (A, '184k rows, name is varchar(200), no index on it yet. Trigram or full-text?'),
         (U, 'trigram. most searches are 1-2 words anyway'),
         (A, "OK. I'll enable the pg_trgm extension and add a GIN trigram index on name. Do you "
             'want the CREATE EXTENSION and the index in separate migrations? Some teams split '
             'them because the extension needs elevated rights on managed Postgres.'),
         (U, 'yeah separate, cleaner'),
         (T, '--- /dev/null\n+++ b/catalog/migrations/0031_enable_pg_trgm.py\n@@ -0,0 +1,10 @@\n'
             '+from django.contrib.postgres.operations import TrigramExtension\n'
             '+from django.db import migrations\n+\n+\n+class Migration(migrations.Migration):\n'
             '+    dependencies = [("catalog", "0030_product_sku_unique")]\n'
             '+    operations = [TrigramExtension()]\n--- /dev/null\n'
             '+++ b/catalog/migrations/0032_products_name_trgm_idx.py\n@@ -0,0 +1,16 @@\n'
             '+from django.contrib.postgres.indexes import GinIndex\n'
             '+from django.db import migrations\n+\n+\n+class Migration(migrations.Migration):\n'
             '+    dependencies = [("catalog", "0031_enable_pg_trgm")]\n+    operations = [\n'
             '+        migrations.AddIndex(\n+            model_name="product",\n'
             '+            index=GinIndex(fields=["name"], name="products_name_trgm_idx",\n'
             '+                           opclasses=["gin_trgm_ops"]),\n+        ),\n+    ]'),
         (A, "Both migrations are in. For the query I'd annotate with TrigramSimilarity and "
             "filter by a threshold. pg_trgm's default similarity threshold is 0.3; lower finds "
             'more but noisier matches. Want a different cutoff?'),
         (U, '0.3 is fine. and cap it at 20 results, the dropdown cant show more than that '
             'anyway'),
         (T, '--- a/catalog/views.py\n+++ b/catalog/views.py\n@@ -1,6 +1,7 @@\n'
             '+from django.contrib.postgres.search import TrigramSimilarity\n'
             '@@ -41,9 +42,14 @@ def product_search(request):\n'
             '     q = request.GET.get("q", "").strip()\n'
             '-    qs = Product.objects.filter(name__icontains=q)\n+    qs = (Product.objects\n'
             '+          .annotate(sim=TrigramSimilarity("name", q))\n'
             '+          .filter(sim__gte=SEARCH_THRESHOLD)\n'
             '+          .order_by("-sim")[:SEARCH_LIMIT])'),
         (A, 'Done: SEARCH_THRESHOLD = 0.3 and SEARCH_LIMIT = 20 in catalog/search.py. I added '
             'two tests for the public endpoint (typo match, empty query). Should I add tests '
             'for the admin search endpoint too? It uses the same helper.'),
         (U, 'skip the tests for admin, only staff use it and they know how to spell'),
         (T, '$ pytest catalog/tests/test_search.py -q\n'
             '..                                                               [100%]\n'
             '2 passed in 1.84s\n\n'
             '$ psql -c "explain analyze select id from products where name % \'camista\' limit '
             '20"\n'
             ' Limit  (cost=45.12..118.40 rows=20 width=8) (actual time=3.911..4.102 rows=7 '
             'loops=1)\n'
             '   ->  Bitmap Heap Scan on products  (cost=45.12..720.55 rows=184 width=8)\n'
             "         Recheck Cond: ((name)::text % 'camista'::text)\n"
             '         ->  Bitmap Index Scan on products_name_trgm_idx  (cost=0.00..45.07 '
             'rows=184)\n Planning Time: 0.214 ms\n Execution Time: 4.133 ms'),
         (A, "The index is used: 4 ms for 'camista', 7 matches, camiseta ones first."),
         (U, 'nice. hmm actually no, put the extension and the index in one migration. our '
             'deploy runs each migration with a manual approve step and i dont want to click '
             'twice. im the only backend dev here so its always me clicking lol'),
         (A, "Merging them: 0031 will hold both operations and I'll delete 0032."),
         (T, '$ git rm catalog/migrations/0032_products_name_trgm_idx.py\n'
             "rm 'catalog/migrations/0032_products_name_trgm_idx.py'\n"
             '--- a/catalog/migrations/0031_enable_pg_trgm.py\n'
             '+++ b/catalog/migrations/0031_enable_pg_trgm.py\n@@ -6,4 +7,11 @@\n'
             '-    operations = [TrigramExtension()]\n+    operations = [\n'
             '+        TrigramExtension(),\n+        migrations.AddIndex(\n'
             '+            model_name="product",\n'
             '+            index=GinIndex(fields=["name"], name="products_name_trgm_idx",\n'
             '+                           opclasses=["gin_trgm_ops"]),\n+        ),\n+    ]\n\n'
             '$ python manage.py makemigrations --check --dry-run\nNo changes detected'),
         (A, 'One migration now. Reminder: on RDS, CREATE EXTENSION pg_trgm needs the '
             'rds_superuser role, so the user your deploy runs migrations as must have it, '
             'otherwise 0031 fails halfway.'),
         (U, 'ok ill run it on staging tomorrow morning and check the role there first'),
         (A, 'Sounds good. If the role is missing, an admin can run CREATE EXTENSION once by '
             'hand and the migration will skip it since TrigramExtension uses IF NOT EXISTS.'),
         decisions=('pg_trgm trigram index for product name search',
                    'similarity threshold of 0.3 for product search',
                    'cap product search results at 20',
                    'no tests for the admin search endpoint',
                    'pg_trgm extension and name index in a single migration'),
         loops=('check the migration role has rds_superuser on staging',
                'run the product search migration on staging'),
         facts=('only backend developer at the company',),
         superseded=('separate migrations for the pg_trgm extension and the index',)),
    case('tf-backfill-email-normalized', 'codex',
         (U, 'We added users.email_normalized (nullable) last sprint. Need to backfill it for '
             'existing rows: lower(trim(email)), and for gmail addresses strip the dots in the '
             'local part. ~4M rows, Postgres 14 on RDS with one read replica. Plan?'),
         (A, 'Let me check the current migration head and how many rows need it.'),
         (T, '$ alembic current\n7c1e2f9a0b3d (head)\n'
             '$ psql "$DATABASE_URL" -c "select count(*), count(email_normalized) from users"\n'
             '  count  | count\n---------+-------\n 4021877 |     0\n(1 row)'),
         (A, '4.02M rows, none filled yet. Two approaches: a single UPDATE (simple, but one '
             'long transaction touching every row: long row locks, a WAL spike and replica '
             'lag), or batches by id range, each committed separately. Single or batches?'),
         (U, "Single update should be fine, it's just one column. Put it in an alembic "
             'migration so it runs with the deploy.'),
         (T, '--- /dev/null\n'
             '+++ b/migrations/versions/8d2a41c07e55_backfill_email_normalized.py\n'
             '@@ -0,0 +1,21 @@\n+revision = "8d2a41c07e55"\n+down_revision = "7c1e2f9a0b3d"\n+\n'
             '+def upgrade():\n+    op.execute(\n+        """\n'
             '+        UPDATE users SET email_normalized = CASE\n'
             "+          WHEN split_part(lower(trim(email)), '@', 2) IN ('gmail.com', "
             "'googlemail.com')\n"
             "+          THEN replace(split_part(lower(trim(email)), '@', 1), '.', '')\n"
             "+               || '@' || split_part(lower(trim(email)), '@', 2)\n"
             '+          ELSE lower(trim(email)) END\n+        """\n+    )'),
         (A, 'Migration written. Before you ship it I ran it against the staging snapshot (3.9M '
             'rows).'),
         (T, '$ alembic upgrade head\n'
             'INFO  [alembic.runtime.migration] Running upgrade 7c1e2f9a0b3d -> 8d2a41c07e55, '
             'backfill email_normalized\nTraceback (most recent call last):\n'
             '  File "/srv/app/.venv/lib/python3.11/site-packages/sqlalchemy/engine/base.py", '
             'line 1910, in _execute_context\n    self.dialect.do_execute(\n'
             'psycopg2.errors.LockNotAvailable: canceling statement due to lock timeout\n'
             'CONTEXT:  while updating tuple (18812,4) in relation "users"\n\n'
             'The above exception was the direct cause of the following exception:\n\n'
             'sqlalchemy.exc.OperationalError: (psycopg2.errors.LockNotAvailable) canceling '
             'statement due to lock timeout\n'
             '[SQL: UPDATE users SET email_normalized = CASE ...]\n'
             '(Background on this error at: https://sqlalche.me/e/20/e3q8)'),
         (A, "It ran for about 6 minutes and then hit the 5s lock_timeout: the app's login path "
             'updates users.last_seen_at, and one of those rows was waiting on us. On prod '
             'traffic this will be worse.'),
         (U, 'Ok batches then.'),
         (A, "I'd do batches of 50k by primary key range, committing after each."),
         (U, '10k. The replica lag alarm fires at 30s and the last time someone ran 50k chunks '
             'it paged me at 3am.'),
         (A, '10k it is. A short sleep between batches helps the replica keep up, 100-200 ms is '
             'usual. Preference?'),
         (U, '200ms'),
         (A, "At 10k rows that's ~400 batches plus sleeps, roughly 15-20 minutes. If it stays "
             'in the alembic migration the deploy blocks that whole time. Keep it there?'),
         (U, 'Scrap the migration, make it a standalone script under scripts/. Migrations '
             "shouldn't take 20 minutes. Delete the 8d2a file."),
         (T, '$ git rm migrations/versions/8d2a41c07e55_backfill_email_normalized.py\n'
             "rm 'migrations/versions/8d2a41c07e55_backfill_email_normalized.py'\n"
             '--- /dev/null\n+++ b/scripts/backfill_email_normalized.py\n@@ -0,0 +1,58 @@\n'
             '+BATCH_SIZE = 10_000\n+PAUSE_S = 0.2\n+\n'
             '+def main(dry_run: bool, start_id: int) -> None:\n+    last_id = start_id\n'
             '+    while True:\n+        ids = fetch_ids(conn, last_id, BATCH_SIZE)\n'
             '+        if not ids:\n+            break\n'
             '+        n = update_batch(conn, ids, dry_run)\n'
             '+        log.info("batch ids %d..%d -> %d rows", ids[0], ids[-1], n)\n'
             '+        last_id = ids[-1]\n+        time.sleep(PAUSE_S)'),
         (T, '$ python scripts/backfill_email_normalized.py --dry-run --max-batches 3\n'
             '2025-03-04 10:12:01 INFO batch ids 1..10000 -> 10000 rows (dry run)\n'
             '2025-03-04 10:12:01 INFO batch ids 10001..20003 -> 10000 rows (dry run)\n'
             '2025-03-04 10:12:02 INFO batch ids 20004..30011 -> 10000 rows (dry run)\n'
             'dry run: nothing committed'),
         (A, 'The script supports --dry-run and --start-id for resuming. Want me to add unit '
             'tests for the normalisation (gmail dots, googlemail, uppercase, whitespace) and a '
             'tqdm progress bar?'),
         (U, 'Tests for the normalise function yes. No tqdm, it runs in tmux on the bastion and '
             'plain log lines are easier to read back.'),
         (T, '$ pytest tests/test_normalize_email.py -q\n'
             '......                                                                   [100%]\n'
             '6 passed in 0.07s'),
         (A, 'Six tests pass. The SQL CASE and the Python helper share the same gmail rule, and '
             'one test checks they agree on 200 sample addresses from staging.'),
         (U, "Good. I'll run it on prod Thursday afternoon my time, I'm in Auckland so that's "
             'the quiet window for the US users. Need to ask Dana for the window first.'),
         (A, 'Makes sense. If it stops halfway, rerun with --start-id set to the last id in the '
             'log.'),
         decisions=('backfill email_normalized in batches of 10k rows',
                    '200 ms pause between backfill batches',
                    'backfill as a standalone script under scripts/, not an alembic migration',
                    'unit tests for the email normalise function',
                    'plain log lines instead of a tqdm progress bar for the backfill'),
         loops=('ask Dana for a maintenance window for the email backfill',
                'run the email backfill on prod on Thursday afternoon'),
         facts=('lives in Auckland',),
         superseded=('single UPDATE backfill inside an alembic migration',)),
    case('tf-paygate-timeouts-retries', 'cursor',
         (U, 'getting this every few hours in prod\n\nTraceback (most recent call last):\n'
             '  File "/app/billing/client.py", line 48, in fetch_invoice\n'
             '    resp = self._http.get(f"/v2/invoices/{invoice_id}")\n'
             '  File "/usr/local/lib/python3.11/site-packages/httpx/_client.py", line 1054, in '
             'get\n    return self.request(\n'
             '  File "/usr/local/lib/python3.11/site-packages/httpx/_transports/default.py", '
             'line 86, in map_httpcore_exceptions\n    raise mapped_exc(message) from exc\n'
             'httpx.ReadTimeout: The read operation timed out\n\n'
             'we call paygate for invoices and charges. client has no timeout set i think'),
         (A, 'httpx applies a default 5 s timeout when none is given, so there is one, just '
             'implicit. Let me look at the client.'),
         (T, '$ sed -n 18,60p billing/client.py\nclass PaygateClient:\n'
             '    def __init__(self, settings):\n        self._http = httpx.Client(\n'
             '            base_url=settings.PAYGATE_URL,\n'
             '            headers={"Authorization": f"Bearer {settings.PAYGATE_KEY}"},\n'
             '        )\n\n    def fetch_invoice(self, invoice_id):\n'
             '        resp = self._http.get(f"/v2/invoices/{invoice_id}")\n'
             '        resp.raise_for_status()\n        return resp.json()\n\n'
             '    def list_refunds(self, invoice_id):\n'
             '        resp = self._http.get(f"/v2/invoices/{invoice_id}/refunds")\n        ...\n'
             '\n    def create_charge(self, customer_id, amount_cents, currency):\n'
             '        resp = self._http.post("/v2/charges", json={...})\n        ...'),
         (A, 'Two things to add: explicit timeouts (connect separate from read) and retries '
             'with backoff. For retries, tenacity or a small hand-rolled loop?'),
         (U, 'tenacity is fine we already have it for the s3 uploads'),
         (A, "What timeout values? Do you know paygate's typical latency?"),
         (U, 'set read to 30s to be safe and connect 3'),
         (T, '--- a/billing/client.py\n+++ b/billing/client.py\n'
             '@@ -19,6 +19,7 @@ class PaygateClient:\n         self._http = httpx.Client(\n'
             '             base_url=settings.PAYGATE_URL,\n'
             '             headers={"Authorization": f"Bearer {settings.PAYGATE_KEY}"},\n'
             '+            timeout=httpx.Timeout(30.0, connect=3.0),\n         )'),
         (A, 'Retry policy proposal: retry on ReadTimeout, ConnectTimeout and 502/503/504, up '
             'to 3 attempts, exponential backoff from 0.5 s to 4 s with jitter. One problem: '
             'create_charge is a POST. Retrying it after a read timeout can charge the customer '
             'twice unless paygate gets an idempotency key.'),
         (U, 'only retry the GETs then. we dont send idempotency keys, paygate supports them i '
             'think but i need to check with them'),
         (T, '--- a/billing/client.py\n+++ b/billing/client.py\n@@ -1,4 +1,12 @@\n'
             '+from tenacity import (retry, retry_if_exception, stop_after_attempt,\n'
             '+                      wait_exponential_jitter)\n+\n+_retry_get = retry(\n'
             '+    retry=retry_if_exception(_is_transient),\n+    stop=stop_after_attempt(3),\n'
             '+    wait=wait_exponential_jitter(initial=0.5, max=4),\n+    reraise=True,\n+)\n'
             '@@ -26,6 +34,7 @@\n+    @_retry_get\n     def fetch_invoice(self, invoice_id):\n'
             '@@ -31,6 +40,7 @@\n+    @_retry_get\n     def list_refunds(self, invoice_id):'),
         (A, 'fetch_invoice and list_refunds retry now; create_charge is untouched.'),
         (U, 'btw can you say in words which lines are added and removed when you summarise '
             'diffs, im colour-blind and the red/green in the cursor diff view looks the same '
             'to me'),
         (A, 'Will do. In that last change: added the tenacity import and a _retry_get '
             'decorator at the top, added @_retry_get above fetch_invoice and above '
             'list_refunds; nothing removed.'),
         (U, 'ok looked at grafana. paygate p50 180ms, p99 2.1s, max 9s over the last 7 days. '
             '30s is silly, a hanging request holds a gunicorn worker that long'),
         (A, "With p99 at 2.1 s and max 9 s, a 10 s read timeout still covers everything you've "
             'seen while freeing workers three times faster.'),
         (U, 'yeah make it 10'),
         (T, '--- a/billing/client.py\n+++ b/billing/client.py\n@@ -22 +22 @@\n'
             '-            timeout=httpx.Timeout(30.0, connect=3.0),\n'
             '+            timeout=httpx.Timeout(10.0, connect=3.0),'),
         (A, 'Changed: removed the line with 30.0, added the same line with 10.0. Connect stays '
             '3 s.'),
         (T, '$ pytest tests/billing/test_client.py -q\n'
             '.....                                                                    [100%]\n'
             '5 passed in 0.41s'),
         (A, 'Tests (with respx) cover: a GET retried after a ReadTimeout then succeeding, a '
             'GET giving up after 3 attempts, a 404 not retried, and create_charge not retried '
             'on timeout.'),
         (U, 'ill email paygate support about idempotency keys. if they have them we can retry '
             'charges too at some point'),
         decisions=('tenacity for retries in the paygate client',
                    'connect timeout of 3 s for paygate',
                    'read timeout of 10 s for paygate',
                    'retry only the GET calls to paygate, never charges',
                    'up to 3 attempts with exponential backoff for paygate retries'),
         loops=('email paygate support about idempotency keys',),
         facts=('is colour-blind',),
         superseded=('read timeout of 30 s for paygate',)),
    case('tf-signup-form-zod', 'cursor',
         (U, 'hey, need validation on the signup form (components/SignupForm.tsx). fields: '
             'name, email, password, postcode (polish format 00-000), phone optional. rn it '
             'just submits whatever 😅'),
         (A, "Let me check what's already installed."),
         (T, '$ grep -E \'"(zod|yup|react-hook-form|@hookform/resolvers)"\' package.json\n'
             '    "react-hook-form": "^7.51.0",\n    "zod": "^3.23.8",'),
         (A, 'You already have react-hook-form and zod. I can wire zod in through '
             '@hookform/resolvers (one small new dependency), or use yup instead. Which?'),
         (U, 'zod ofc, the api uses it too'),
         (A, 'Where should the schema live: inline in SignupForm.tsx, or in a shared schemas '
             'folder?'),
         (U, 'just in the component file for now, keep it simple'),
         (T, '$ npm i @hookform/resolvers\nadded 1 package, and audited 812 packages in 3s\n\n'
             '--- a/src/components/SignupForm.tsx\n+++ b/src/components/SignupForm.tsx\n'
             "@@ -1,8 +1,22 @@\n+import { z } from 'zod';\n"
             "+import { zodResolver } from '@hookform/resolvers/zod';\n+\n"
             '+const signupSchema = z.object({\n'
             "+  name: z.string().trim().min(2, 'Name is too short'),\n"
             "+  email: z.string().email('Enter a valid email'),\n"
             "+  password: z.string().min(10, 'At least 10 characters'),\n"
             "+  postcode: z.string().regex(/^\\d{2}-\\d{3}$/, 'Format 00-000'),\n"
             "+  phone: z.string().regex(/^\\+?\\d{9,12}$/).optional().or(z.literal('')),\n+});"),
         (A, 'When should errors appear: on submit only, on every change, or when a field loses '
             'focus?'),
         (U, 'on blur. on change is so annoying when ur typing an email and it yells at u'),
         (T, '--- a/src/components/SignupForm.tsx\n+++ b/src/components/SignupForm.tsx\n'
             '@@ -31,3 +31,4 @@\n   const form = useForm<SignupValues>({\n'
             "     resolver: zodResolver(signupSchema),\n+    mode: 'onBlur',\n   });"),
         (A, 'The messages are hardcoded English. The rest of the app uses i18next with pl.json '
             'and en.json; should I move them to translation keys?'),
         (U, 'nah not now, the whole app is getting translated in one go later by someone else'),
         (A, 'Tests: I could cover every field with vitest + testing-library.'),
         (U, 'only the postcode regex pls, thats the one thatll break. im a 2nd year student '
             'and this is my internship, i dont wanna spend the whole day on tests lol'),
         (T, '$ npx vitest run src/components/SignupForm.test.ts\n\n'
             ' ✓ src/components/SignupForm.test.ts (4)\n   ✓ postcode > accepts 31-042\n'
             '   ✓ postcode > rejects 31042\n   ✓ postcode > rejects 3-1042\n'
             '   ✓ postcode > rejects letters\n\n Test Files  1 passed (1)\n'
             '      Tests  4 passed (4)\n   Duration  612ms'),
         (U, 'oh wait Kuba (backend) just said the api wants to import the same schema for the '
             '/signup endpoint. hmm actually move it to packages/schemas so both can use it'),
         (T, '--- /dev/null\n+++ b/packages/schemas/src/signup.ts\n@@ -0,0 +1,12 @@\n'
             "+import { z } from 'zod';\n+\n+export const signupSchema = z.object({ ... });\n"
             '+export type SignupValues = z.infer<typeof signupSchema>;\n'
             '--- a/packages/schemas/src/index.ts\n+++ b/packages/schemas/src/index.ts\n'
             "@@ -2,0 +3 @@\n+export * from './signup';\n--- a/src/components/SignupForm.tsx\n"
             '+++ b/src/components/SignupForm.tsx\n-const signupSchema = z.object({\n-  ...\n'
             "-});\n+import { signupSchema, type SignupValues } from '@acme/schemas';\n\n"
             '$ npx tsc --noEmit -p .\n$ npx vitest run\n Test Files  1 passed (1)\n'
             '      Tests  4 passed (4)'),
         (A, 'Moved to packages/schemas/src/signup.ts and exported from the package index; the '
             'form imports it from @acme/schemas. Types check, and the postcode tests (now next '
             'to the schema) still pass.'),
         (U, 'perfect ty!! ill tell kuba where it is and open the PR after lunch'),
         decisions=('zod for signup form validation',
                    'validate signup form fields on blur',
                    'no i18n for the signup error messages for now',
                    'tests only for the postcode regex',
                    'signup schema in packages/schemas, shared with the api'),
         loops=('tell Kuba where the shared signup schema is',
                'open the PR for the signup validation'),
         facts=('second-year student doing an internship',),
         superseded=('signup schema inline in the component file',)),
    case('tf-nginx-latency-rust-cli', 'claude-code',
         (U, 'I want a small rust cli that reads nginx access logs (combined format plus '
             'request_time at the end) and prints per-endpoint count and p50/p95 latency. ~2GB '
             'a day gzipped. At work (sysadmin at a hospital in Ghent) there is no budget for a '
             'real APM so this is it'),
         (A, 'Let me look at a couple of lines and set up the crate.'),
         (T, '$ zcat /var/log/nginx/access.log.1.gz | head -2\n'
             '10.2.14.7 - - [03/Mar/2025:06:25:01 +0100] "GET /api/patients/summary?ward=4 '
             'HTTP/1.1" 200 1834 "-" "Mozilla/5.0" 0.142\n'
             '10.2.14.9 - - [03/Mar/2025:06:25:01 +0100] "POST /api/orders/88123/lines '
             'HTTP/1.1" 201 77 "-" "okhttp/4.9.3" 0.388\n$ cargo new nglat\n'
             '     Created binary (application) `nglat` package'),
         (A, 'For parsing: the regex crate with one compiled pattern, or a nom parser? nom is '
             'faster and stricter but roughly three times the code.'),
         (U, 'regex. nom is overkill for one line format'),
         (A, 'Endpoint grouping: query strings make every /summary?ward=N a separate endpoint, '
             'and ids in paths do the same for /orders/88123/lines. Strip query strings and '
             'collapse numeric path segments to :id?'),
         (U, 'yes both'),
         (A, 'Percentiles: keep every duration per endpoint and sort (exact, but memory grows '
             'with line count) or use hdrhistogram (fixed memory, ~0.1% error)?'),
         (U, 'hdrhistogram, 2gb of lines wont fit nicely on that vm'),
         (T, '--- a/Cargo.toml\n+++ b/Cargo.toml\n@@ -6,0 +7,5 @@\n+[dependencies]\n'
             '+regex = "1"\n+flate2 = "1"\n+hdrhistogram = "7"\n+anyhow = "1"\n'
             '--- a/src/main.rs\n+++ b/src/main.rs\n@@ -1,3 +1,61 @@\n'
             '+static LINE: Lazy<Regex> = Lazy::new(|| Regex::new(\n'
             '+    r#"^\\S+ \\S+ \\S+ \\[[^\\]]+\\] "(\\w+) ([^ ?"]+)[^"]* HTTP/[\\d.]+" '
             '(\\d{3}) .* ([\\d.]+)$"#\n+).unwrap());\n+\n'
             '+fn normalise(path: &str) -> String {\n'
             "+    path.split('/').map(|s| if !s.is_empty() && s.bytes().all(|b| "
             'b.is_ascii_digit()) { ":id" } else { s })\n'
             '+        .collect::<Vec<_>>().join("/")\n+}'),
         (A, 'Basic version is in. I can also parallelise across files with rayon, one thread '
             'per log file.'),
         (U, 'ok add rayon'),
         (T, '$ cargo build --release\n   Compiling rayon-core v1.12.1\n'
             '   Compiling rayon v1.10.0\n   Compiling nglat v0.1.0 (/home/pieter/nglat)\n'
             '    Finished `release` profile [optimized] target(s) in 14.02s\n\n'
             "$ hyperfine --runs 3 './target/release/nglat /mnt/logs/access.log.{1..7}.gz' "
             "'RAYON_NUM_THREADS=1 ./target/release/nglat /mnt/logs/access.log.{1..7}.gz'\n"
             'Benchmark 1: ./target/release/nglat /mnt/logs/access.log.{1..7}.gz\n'
             '  Time (mean ± σ):     41.812 s ±  0.611 s\n'
             'Benchmark 2: RAYON_NUM_THREADS=1 ./target/release/nglat ...\n'
             '  Time (mean ± σ):     43.204 s ±  0.377 s\n\nSummary\n'
             '  rayon 1.03 ± 0.02 times faster'),
         (A, 'Rayon only buys about 3%: the time goes into gzip decompression and reading from '
             'the NFS mount, not parsing. Keep it or drop it?'),
         (U, 'scrap rayon then, keep it single threaded, less to explain to my colleague when '
             'he has to fix it'),
         (T, '--- a/Cargo.toml\n+++ b/Cargo.toml\n-rayon = "1"\n--- a/src/main.rs\n'
             '+++ b/src/main.rs\n'
             '-    files.par_iter().map(|f| parse_file(f)).reduce(Stats::default, '
             'Stats::merge)\n'
             '+    files.iter().map(|f| parse_file(f)).fold(Stats::default(), Stats::merge)'),
         (A, 'Output format: an aligned table on stdout, or JSON lines for piping into '
             'something?'),
         (U, 'json lines, it goes into grafana through loki later'),
         (T, '$ cargo test\n   Compiling nglat v0.1.0 (/home/pieter/nglat)\n'
             '    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.31s\n'
             '     Running unittests src/main.rs (target/debug/deps/nglat-5e1c0f0b2d3a9e11)\n\n'
             'running 4 tests\ntest tests::normalise_numeric_segments ... ok\n'
             'test tests::strips_query_string ... ok\ntest tests::parses_combined_line ... ok\n'
             'test tests::skips_malformed_line ... ok\n\n'
             'test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n\n'
             '$ ./target/release/nglat /mnt/logs/access.log.1.gz | head -2\n'
             '{"method":"GET","endpoint":"/api/patients/summary","count":412233,"p50_ms":96,"p95'
             '_ms":611}\n'
             '{"method":"POST","endpoint":"/api/orders/:id/lines","count":18210,"p50_ms":241,"p9'
             '5_ms":1302}'),
         (A, 'Works: one JSON object per method+endpoint. Want me to add a systemd timer so it '
             'runs every night?'),
         (U, "no, I'll hook it into the ops repo CI myself later. thanks"),
         decisions=('regex crate for parsing the nginx log lines',
                    'strip query strings and collapse numeric path segments to :id',
                    'hdrhistogram for the latency percentiles',
                    'single-threaded log parser without rayon',
                    'JSON lines output for the log parser'),
         loops=('hook the log parser into the ops repo CI',),
         facts=('works as a sysadmin at a hospital in Ghent',),
         superseded=('rayon to parallelise the log parser across files',)),
    case('tf-weekly-digest-email', 'claude-code',
         (U, 'we need a weekly digest email for our recipe app: top 5 recipes from people each '
             'user follows. django 5, postgres, we already send transactional mail thru '
             'postmark. where do i start'),
         (A, 'Let me see how mail and background jobs are set up.'),
         (T, '$ grep -rn "Celery\\|CELERY_\\|shared_task" --include=*.py . | head\n'
             './config/celery.py:4:app = Celery("recipes")\n'
             './config/settings.py:141:CELERY_BROKER_URL = env("REDIS_URL")\n'
             './notifications/tasks.py:9:@shared_task\n'
             './notifications/tasks.py:22:@shared_task\n$ ssh worker-1 crontab -l\n'
             '0 3 * * * cd /app && .venv/bin/python manage.py clearsessions'),
         (A, "Celery runs tasks but there's no beat scheduler; the worker box has a crontab. To "
             'trigger the digest weekly: add celery beat, or a cron line that runs a management '
             'command?'),
         (U, 'cron. we dont run beat anywhere and im not adding another process to babysit'),
         (A, 'For sending: one task per user, or chunk users into batches per task?'),
         (U, 'how many is too many tasks'),
         (A, 'You have about 41k active users. One task each is fine for Redis, but 41k tasks '
             'make the flower dashboard useless and add overhead. Chunks of 500 users per task '
             'gives ~80 tasks, each a few seconds.'),
         (U, '500 works'),
         (A, 'Format: HTML with plain-text fallback, or plain text only?'),
         (U, 'html w the recipe photos, marketing will love it'),
         (T, '--- /dev/null\n+++ b/notifications/management/commands/send_weekly_digest.py\n'
             '@@ -0,0 +1,34 @@\n+CHUNK = 500\n+\n+class Command(BaseCommand):\n'
             '+    def handle(self, *args, dry_run=False, limit=None, **opts):\n'
             '+        ids = active_user_ids(limit)\n'
             '+        for chunk in chunked(ids, CHUNK):\n'
             '+            send_digest_chunk.delay(chunk, dry_run=dry_run)\n--- /dev/null\n'
             '+++ b/notifications/templates/digest/weekly.html\n@@ -0,0 +1,48 @@\n'
             '+{% for r in recipes %}<img src="{{ r.photo_url }}" width="560">...{% endfor %}'),
         (T, '$ python manage.py send_weekly_digest --dry-run --limit 3 --sync\n'
             'user 18 -> 5 recipes, html 212 KB\nuser 22 -> 0 recipes (skipped)\n'
             'user 31 -> 5 recipes, html 208 KB'),
         (A, 'It works, but each HTML mail is ~210 KB because the photos are inlined as base64. '
             "Gmail clips messages above 102 KB and hides the rest behind 'View entire "
             "message', and that also hides the unsubscribe footer."),
         (U, 'ugh. ok nah plain text only then, half our users are on old outlook anyway and it '
             'mangles everything'),
         (T, '$ git rm notifications/templates/digest/weekly.html\n'
             "rm 'notifications/templates/digest/weekly.html'\n--- a/notifications/tasks.py\n"
             '+++ b/notifications/tasks.py\n'
             '-    html = render_to_string("digest/weekly.html", ctx)\n'
             '-    msg.attach_alternative(html, "text/html")\n'
             '+    body = render_to_string("digest/weekly.txt", ctx)'),
         (A, 'Users whose followed people posted nothing that week: skip them (as now) or send '
             "a generic 'popular this week' list?"),
         (U, 'skip them'),
         (A, 'I also added a signed one-click unsubscribe link plus the List-Unsubscribe and '
             'List-Unsubscribe-Post headers, which Gmail and Yahoo now require for bulk senders.'),
         (U, 'good, thats a must'),
         (T, '$ pytest notifications -q\n'
             '.......                                                                  [100%]\n'
             '7 passed in 2.13s'),
         (A, 'All 7 pass, including the skip-empty case and the unsubscribe token. The cron '
             'line would be: 0 7 * * MON cd /app && .venv/bin/python manage.py '
             'send_weekly_digest'),
         (U, "great. i only work mon-thu (fridays are school pickup + my daughter's swimming) "
             'so ill add the cron line on the worker monday. also still need the intro text '
             'from Priya'),
         (A, "Noted. The template has a {{ intro }} placeholder so Priya's copy can go in "
             'without code changes.'),
         decisions=('cron running a management command for the weekly digest',
                    'chunks of 500 users per digest task',
                    'plain-text-only weekly digest email',
                    'skip users with no new recipes in the digest',
                    'one-click unsubscribe link in the digest'),
         loops=('add the weekly digest cron line on the worker on Monday',
                'get the digest intro text from Priya'),
         facts=('works Monday to Thursday only', 'has a daughter'),
         superseded=('HTML digest email with recipe photos',)),
    case('tf-s3-alb-logs-lifecycle', 'codex',
         (U, 'alb logs bucket (acme-prod-alb-logs) is 38TB and growing, ~$870/mo. add a '
             'lifecycle rule in terraform, its in infra/s3.tf'),
         (T, '$ cat infra/s3.tf\nresource "aws_s3_bucket" "alb_logs" {\n'
             '  bucket = "acme-prod-alb-logs"\n}\n\n'
             'resource "aws_s3_bucket_versioning" "alb_logs" {\n'
             '  bucket = aws_s3_bucket.alb_logs.id\n  versioning_configuration {\n'
             '    status = "Enabled"\n  }\n}'),
         (A, 'No lifecycle config yet, and versioning is enabled. Usual shape: transition to a '
             'Glacier class after N days and expire after M days. Is there a retention '
             'requirement?'),
         (U, 'legal says keep 1 yr. so glacier flexible after 90, delete after 365'),
         (T, '--- a/infra/s3.tf\n+++ b/infra/s3.tf\n@@ -12,0 +13,19 @@\n'
             '+resource "aws_s3_bucket_lifecycle_configuration" "alb_logs" {\n'
             '+  bucket = aws_s3_bucket.alb_logs.id\n+  rule {\n'
             '+    id     = "alb-logs-retention"\n+    status = "Enabled"\n+    filter {}\n'
             '+    transition {\n+      days          = 90\n+      storage_class = "GLACIER"\n'
             '+    }\n+    expiration {\n+      days = 365\n+    }\n+  }\n+}'),
         (A, 'Catch: with versioning enabled, expiration only adds delete markers and the old '
             'versions keep costing. Either add a noncurrent-version expiration or stop '
             'versioning this bucket. ALB logs are write-once, so versioning buys you very '
             'little.'),
         (U, 'turn versioning off for it. nobody overwrites alb logs'),
         (A, "S3 can't go back to 'disabled' once enabled, only 'Suspended'. I'll set Suspended "
             'and add noncurrent_version_expiration of 1 day so existing old versions and '
             'delete markers get cleaned up.'),
         (U, 'ok'),
         (T, '$ terraform plan -target=aws_s3_bucket_versioning.alb_logs '
             '-target=aws_s3_bucket_lifecycle_configuration.alb_logs\n\n'
             '  # aws_s3_bucket_versioning.alb_logs will be updated in-place\n'
             '  ~ resource "aws_s3_bucket_versioning" "alb_logs" {\n'
             '      ~ versioning_configuration {\n'
             '          ~ status = "Enabled" -> "Suspended"\n        }\n    }\n\n'
             '  # aws_s3_bucket_lifecycle_configuration.alb_logs will be created\n'
             '  + resource "aws_s3_bucket_lifecycle_configuration" "alb_logs" {\n'
             '      + rule {\n          + id     = "alb-logs-retention"\n'
             '          + expiration { + days = 365 }\n'
             '          + noncurrent_version_expiration { + noncurrent_days = 1 }\n'
             '          + transition { + days = 90  + storage_class = "GLACIER" }\n        }\n'
             '    }\n\nPlan: 1 to add, 1 to change, 0 to destroy.'),
         (U, 'wait, Marek from compliance just pinged, the 1 yr counts from when the audit '
             'closes not from the log date, so we need slack. make it 400'),
         (T, '--- a/infra/s3.tf\n+++ b/infra/s3.tf\n@@ -24,3 +24,3 @@\n     expiration {\n'
             '-      days = 365\n+      days = 400\n     }'),
         (A, 'Expiry is 400 days now. Cost note: Glacier Flexible Retrieval has a 90-day '
             'minimum storage charge and a transition fee of $0.03 per 1,000 objects. ALB '
             'writes a lot of small objects (about 2.8M a month for you), so transitions add '
             '~$85/month, against roughly $600/month saved on storage. Still worth it.'),
         (U, 'fine'),
         (A, "There's also acme-staging-alb-logs with the same setup. Add the same rule there?"),
         (U, 'not now, staging is tiny'),
         (T, '$ terraform fmt -check infra/ && terraform validate\n'
             'Success! The configuration is valid.\n\n$ terraform plan ... | tail -1\n'
             'Plan: 1 to add, 1 to change, 0 to destroy.'),
         (U, 'looks right. ill get Marek to sign off on the PR before i apply. im on call this '
             'week so no rush tbh'),
         decisions=('move ALB logs to Glacier Flexible Retrieval after 90 days',
                    'expire ALB logs after 400 days',
                    'suspend versioning on the ALB logs bucket',
                    'expire noncurrent ALB log versions after 1 day',
                    'no lifecycle rule on the staging logs bucket for now'),
         loops=("get Marek's sign-off on the lifecycle PR",
                'apply the S3 lifecycle change with terraform'),
         superseded=('expire ALB logs after 365 days',)),
    case('tf-flaky-checkout-playwright', 'cursor',
         (U, 'checkout.spec.ts fails maybe 1 in 5 runs on CI, never locally. latest one:\n\n'
             '  1) [chromium] › tests/checkout.spec.ts:42:7 › checkout › applies discount code\n'
             '\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n'
             '    Locator: getByTestId(\'order-total\')\n    Expected string: "€45.00"\n'
             '    Received string: "€50.00"\n\n'
             "      40 |     await page.getByRole('button', { name: 'Apply' }).click();\n"
             '      41 |     await page.waitForTimeout(1000);\n'
             '    > 42 |     await '
             "expect(page.getByTestId('order-total')).toHaveText('€45.00');\n"
             '         |                                                   ^'),
         (A, 'The waitForTimeout(1000) is the suspect: the total only updates after the '
             'discount request returns, and on a slow CI run that can take longer than 1 s + 5 '
             's.'),
         (U, 'honestly just mark it test.skip for now, release is tomorrow and i need green CI'),
         (T, '--- a/tests/checkout.spec.ts\n+++ b/tests/checkout.spec.ts\n@@ -36,3 +36,4 @@\n'
             "-  test('applies discount code', async ({ page }) => {\n"
             '+  // TODO(flaky): discount total sometimes stale on CI\n'
             "+  test.skip('applies discount code', async ({ page }) => {"),
         (A, 'Skipped. If you can grab the trace.zip from the last failed CI run I can check '
             'where the time went.'),
         (U, 'opened it in the trace viewer. POST /api/cart/discount took 6.8s on the failing '
             'run, around 300ms on the green ones'),
         (A, 'So the staging API is occasionally slow and the fixed 1 s sleep loses the race. '
             'Fix: wait for that response explicitly with page.waitForResponse before '
             'asserting, and give the total assertion a 10 s timeout for the slow cases.'),
         (U, 'ok do that. and no, unskip it, if this fixes it id rather have it running'),
         (T, '--- a/tests/checkout.spec.ts\n+++ b/tests/checkout.spec.ts\n@@ -36,9 +36,11 @@\n'
             '-  // TODO(flaky): discount total sometimes stale on CI\n'
             "-  test.skip('applies discount code', async ({ page }) => {\n"
             "+  test('applies discount code', async ({ page }) => {\n"
             "-    await page.getByRole('button', { name: 'Apply' }).click();\n"
             '-    await page.waitForTimeout(1000);\n'
             '+    const discount = page.waitForResponse(\n'
             "+      (r) => r.url().includes('/api/cart/discount') && r.request().method() === "
             "'POST');\n+    await page.getByRole('button', { name: 'Apply' }).click();\n"
             '+    await discount;\n'
             "-    await expect(page.getByTestId('order-total')).toHaveText('€45.00');\n"
             "+    await expect(page.getByTestId('order-total')).toHaveText('€45.00', { "
             'timeout: 10_000 });'),
         (A, 'Also: CI runs with retries: 0. retries: 2 on CI makes Playwright rerun a failed '
             "test and report it as 'flaky' instead of failing the build, while keeping local "
             'runs strict.'),
         (U, 'retries 2 on CI only, fine'),
         (T, '--- a/playwright.config.ts\n+++ b/playwright.config.ts\n@@ -9 +9 @@\n'
             '-  retries: 0,\n+  retries: process.env.CI ? 2 : 0,'),
         (T, '$ npx playwright test tests/checkout.spec.ts --repeat-each=20\n\n'
             'Running 20 tests using 4 workers\n  20 passed (1.3m)'),
         (A, '20 of 20 pass. I noticed cart.spec.ts and login.spec.ts use waitForTimeout in 6 '
             'more places; want me to fix those the same way?'),
         (U, "don't touch the other specs, not the day before a release. can you write up what "
             "you changed as a PR comment? I'm deaf so I skip the standup calls, the team reads "
             'PR notes instead and so do I'),
         (A, 'PR comment:\n\n**Flaky checkout discount test**\n'
             '- Cause: POST /api/cart/discount sometimes takes ~7 s on staging; the test slept '
             'a fixed 1 s.\n'
             '- Fix: wait for the discount response, 10 s timeout on the total assertion.\n'
             '- CI now retries failed tests twice (local runs unchanged).\n'
             '- Verified with --repeat-each=20: 20/20 green.\n'
             '- Not changed: other specs still use waitForTimeout (6 places).'),
         (U, "thanks, pasted. I'll open a ticket for the backend folks about the 6.8s discount "
             'endpoint'),
         decisions=('wait for the discount response instead of a fixed sleep in the checkout test',
                    '10 s timeout on the order total assertion',
                    'keep the checkout discount test running, not skipped',
                    'Playwright retries of 2 on CI only',
                    'leave the other specs untouched before the release'),
         loops=('open a ticket for the backend about the slow discount endpoint',),
         facts=('is deaf',),
         superseded=('skip the flaky checkout discount test',)),
    case('tf-arrears-report-polars', 'claude-code',
         (U, 'hi. im a data analyst at a microfinance company in Nairobi. i have a pandas '
             'script that builds our monthly loan arrears report and it takes 25 min now that '
             'we have 3 yrs of repayments. can we move it to polars? its scripts/arrears.py'),
         (T, '$ wc -l scripts/arrears.py\n212 scripts/arrears.py\n$ ls -lh data/raw/\n'
             '-rw-r--r--  1 achieng  staff   1.8G Mar  2 09:14 repayments_2022_2025.csv\n'
             '-rw-r--r--  1 achieng  staff    96M Mar  2 09:10 loans.csv\n'
             '-rw-r--r--  1 achieng  staff    12M Mar  2 09:10 branches.csv\n'
             '$ time python scripts/arrears.py --month 2025-02\n'
             'wrote reports/arrears_2025-02.xlsx\n\nreal\t24m51.337s\nuser\t23m40.101s'),
         (A, 'Most of that is reading the 1.8 GB CSV and a groupby().apply() over loans. Polars '
             'has an eager API (like pandas) and a lazy one (scan_csv, optimised as a whole '
             'query, reads only needed columns). Which?'),
         (U, 'whatever is faster, lazy i guess'),
         (T, '--- a/scripts/arrears.py\n+++ b/scripts/arrears.py\n@@ -1,40 +1,31 @@\n'
             '-import pandas as pd\n+import polars as pl\n'
             '-rep = pd.read_csv(RAW / "repayments_2022_2025.csv", parse_dates=["paid_on"])\n'
             '+rep = pl.scan_csv(RAW / "repayments_2022_2025.csv", try_parse_dates=True)\n'
             '-late = rep.groupby("loan_id").apply(days_overdue)\n'
             '+late = (rep.join(schedule, on=["loan_id", "instalment"])\n'
             '+        .with_columns((pl.col("paid_on") - '
             'pl.col("due_on")).dt.total_days().alias("days_late"))\n'
             '+        .group_by("loan_id").agg(pl.col("days_late").max()))'),
         (T, '$ time python scripts/arrears.py --month 2025-02\n'
             'Traceback (most recent call last):\n'
             '  File "/Users/achieng/arrears/scripts/arrears.py", line 58, in <module>\n'
             '    df = late.collect()\n'
             '  File ".../site-packages/polars/lazyframe/frame.py", line 2027, in collect\n'
             '    return wrap_df(ldf.collect(callback))\n'
             'polars.exceptions.ComputeError: could not parse `"1,200.50"` as dtype `f64` at '
             "column 'amount_kes' (column number 5)\n\nYou might want to try:\n"
             '- increasing `infer_schema_length` (e.g. `infer_schema_length=10000`),\n'
             '- specifying correct dtype with the `schema_overrides` argument'),
         (A, "Some amounts have thousands separators. I'll read amount_kes as a string and "
             'strip the commas before casting, which is what pandas was doing silently with '
             "thousands=','."),
         (T, '$ time python scripts/arrears.py --month 2025-02\n'
             'wrote reports/arrears_2025-02.xlsx\n\nreal\t1m52.904s\n\n'
             '$ python scripts/compare_totals.py reports/arrears_2025-02.xlsx '
             'reports/old/arrears_2025-02.xlsx\n14 branches compared, max abs diff KES 0.00'),
         (A, '1m53s instead of 25 min, and all 14 branch totals match the old report to the '
             'shilling. Output: the script also writes an intermediate CSV of loan-level '
             'arrears. Keep CSV or switch to parquet?'),
         (U, 'parquet for the intermediate. the final report stays xlsx bc my manager opens it '
             'in excel'),
         (A, 'Should the parquet be partitioned by month (one folder per month)?'),
         (U, 'yes by month'),
         (T, '--- a/scripts/arrears.py\n+++ b/scripts/arrears.py\n'
             '-loan_level.write_csv(OUT / "loan_arrears.csv")\n'
             '+loan_level.write_parquet(OUT / "loan_arrears", partition_by="month")\n\n'
             '$ python scripts/arrears.py --month 2025-02 && ls data/out/loan_arrears | head -4 '
             '&& ls data/out/loan_arrears | wc -l\nmonth=2022-03\nmonth=2022-04\nmonth=2022-05\n'
             'month=2022-06\n      36'),
         (U, 'hmm actually no partitioning, 36 folders w tiny files is annoying to copy around. '
             'one file'),
         (T, '--- a/scripts/arrears.py\n+++ b/scripts/arrears.py\n'
             '-loan_level.write_parquet(OUT / "loan_arrears", partition_by="month")\n'
             '+loan_level.write_parquet(OUT / "loan_arrears.parquet")\n\n'
             '$ ls -lh data/out/loan_arrears.parquet\n'
             '-rw-r--r--  1 achieng  staff    41M Mar  4 11:02 data/out/loan_arrears.parquet'),
         (A, 'One 41 MB file now. Do you want tests comparing pandas and polars output on a '
             'sample?'),
         (U, 'no tests, its a one-off rewrite tbh, the totals check you did is enough'),
         (A, 'And the old pandas version: delete it?'),
         (U, 'keep it as arrears_pandas_old.py for one cycle in case something is off'),
         (T, '$ git show HEAD:scripts/arrears.py > scripts/arrears_pandas_old.py && git add -A '
             '&& git status --short\nM  scripts/arrears.py\nA  scripts/arrears_pandas_old.py'),
         (U, 'nice!! im so tired today lol. ill send the feb report to Wanjiru on monday with '
             'the new script'),
         decisions=('polars lazy API for the arrears report',
                    'parquet for the intermediate loan arrears data',
                    'final arrears report stays xlsx',
                    'single parquet file without monthly partitioning',
                    'no tests for the polars rewrite',
                    'keep the old pandas script as arrears_pandas_old.py for one cycle'),
         loops=('send the February arrears report to Wanjiru on Monday',),
         facts=('data analyst at a microfinance company in Nairobi',),
         superseded=('partition the arrears parquet by month',)),
    case('tf-go-api-rate-limit', 'codex',
         (U, 'add rate limiting to our public api (go 1.22, chi router). per client. '
             'cmd/api/main.go and internal/http'),
         (T, "$ go list -m all | grep -E 'chi|rate|redis'\ngithub.com/go-chi/chi/v5 v5.0.12\n"
             '$ grep -n "r.Use\\|r.Get\\|r.Route" internal/http/router.go\n'
             '31:\tr.Use(middleware.RequestID)\n32:\tr.Use(middleware.RealIP)\n'
             '33:\tr.Use(authMiddleware)\n35:\tr.Get("/health", health)\n'
             '36:\tr.Route("/v1", func(r chi.Router) {'),
         (A, 'A few questions: in-memory limiter or Redis-backed (needed if you run several '
             'instances)? Key by client IP or by API key? What limit?'),
         (U, 'in memory, we run one instance. key by ip. 100/min'),
         (T, '--- /dev/null\n+++ b/internal/http/ratelimit.go\n@@ -0,0 +1,52 @@\n'
             '+type limiterStore struct {\n+\tmu       sync.Mutex\n'
             '+\tclients  map[string]*client\n+\tr        rate.Limit\n+\tburst    int\n+}\n+\n'
             '+func (s *limiterStore) middleware(next http.Handler) http.Handler {\n'
             '+\treturn http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {\n'
             '+\t\tkey, _, _ := net.SplitHostPort(req.RemoteAddr)\n'
             '+\t\tif !s.get(key).Allow() {\n'
             '+\t\t\thttp.Error(w, "too many requests", http.StatusTooManyRequests)\n'
             '+\t\t\treturn\n+\t\t}\n+\t\tnext.ServeHTTP(w, req)\n+\t})\n+}'),
         (A, 'Token bucket via golang.org/x/time/rate, 100/min per key, with a janitor '
             'goroutine dropping clients idle for 10 minutes. /health sits behind the same '
             'middleware; the load balancer probes it every 5 s. Exempt it?'),
         (U, 'yes exempt health'),
         (T, '$ go test ./internal/http/...\nok  \tgithub.com/corvo/api/internal/http\t0.412s'),
         (U, 'hmm thinking about it, most of our clients are companies behind one corporate '
             'NAT, keying by ip would throttle a whole office at once. key by api key instead'),
         (A, 'Then the limiter must run after authMiddleware so the key is in the context. '
             'Unauthenticated requests would not be limited at all; OK?'),
         (U, 'auth rejects those anyway so dont care'),
         (T, '--- a/internal/http/router.go\n+++ b/internal/http/router.go\n@@ -33,3 +33,4 @@\n'
             ' \tr.Use(authMiddleware)\n+\tr.Use(limiter.middleware)\n'
             '--- a/internal/http/ratelimit.go\n+++ b/internal/http/ratelimit.go\n'
             '-\t\tkey, _, _ := net.SplitHostPort(req.RemoteAddr)\n'
             '+\t\tkey := apiKeyFromContext(req.Context())'),
         (A, 'Burst: with burst 100 a client can fire 100 requests in the same second and then '
             'wait. Burst 20 smooths that out.'),
         (U, 'burst 20 ok'),
         (T, '$ go test -race ./internal/http/...\n'
             'ok  \tgithub.com/corvo/api/internal/http\t1.388s'),
         (A, 'Headers: send Retry-After on 429, and X-RateLimit-Limit / -Remaining / -Reset on '
             'every response?'),
         (U, 'retry-after yes, skip the x-ratelimit ones'),
         (T, '--- a/internal/http/ratelimit.go\n+++ b/internal/http/ratelimit.go\n'
             '+\t\t\tw.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds(lim)))\n'
             ' \t\t\thttp.Error(w, "too many requests", http.StatusTooManyRequests)\n\n'
             '$ go vet ./... && go test -race ./...\n'
             'ok  \tgithub.com/corvo/api/internal/http\t1.402s\n'
             'ok  \tgithub.com/corvo/api/internal/store\t0.233s'),
         (A, 'Done: 100 requests/min per API key, burst 20, /health exempt, Retry-After on 429, '
             'in-memory with idle cleanup.'),
         (U, "cool. i'll update the api docs with the 429 response. been writing go since 2016 "
             'and i still forget chi middleware order lol'),
         decisions=('in-memory rate limiter since the API runs as one instance',
                    'token bucket limit of 100 requests per minute per client',
                    'rate limit keyed by API key',
                    '/health exempt from rate limiting',
                    'burst of 20 for the rate limiter',
                    'Retry-After header on 429 but no X-RateLimit headers'),
         loops=('update the API docs with the 429 response',),
         facts=('has been writing Go since 2016',),
         superseded=('rate limit keyed by client IP',)),
    case('tf-portugal-train-trip', 'chatgpt',
         (U, 'Hello. My husband and I are going to Portugal for 10 days in May, flying into '
             'Lisbon and home from Porto. Should we rent a car or take the train between the '
             "two? I'm 67 and had a knee replaced in 2021, so not too much walking with luggage "
             'please.'),
         (A, 'Both work, but for your route the train is simpler. The Alfa Pendular runs Lisbon '
             '(Santa Apolónia or Oriente) to Porto Campanhã in about 3 hours, with luggage '
             'racks and lifts at the main stations; CP also has a senior discount you can check '
             'when booking. A car helps for the Douro valley or small villages, but parking in '
             'central Lisbon and Porto is difficult and the old streets are steep and narrow.'),
         (U, "We'll take the train. Neither of us fancies driving on the right at our age."),
         (A, 'Good. For Lisbon, where you stay matters a lot with a knee:\n'
             '- Alfama: charming but steep, many steps.\n'
             '- Baixa/Chiado: central and the flattest part of the old town, trams and metro '
             'close by.\n- Avenida da Liberdade: flat, quieter, a bit pricier.'),
         (U, 'Baixa I think, flat sounds right.'),
         (A, 'Popular day trips from Lisbon:\n'
             '- Sintra: palaces and gardens, but Pena Palace sits on a hill and even from the '
             "bus stop there's a steep 10-15 minute climb.\n"
             '- Cascais: seaside town, flat promenade, 40 minutes by train.\n'
             '- Óbidos: walled medieval village, about 1 hour by bus.'),
         (U, 'Put Sintra in, my husband has wanted to see Pena for years. And Cascais.'),
         (A, 'Here is a draft: days 1-4 Lisbon (day 2 Sintra, day 4 Cascais), day 5 train to '
             'Porto, days 5-9 Porto with a Douro river cruise, day 10 fly home.'),
         (U, "Actually I looked at photos of the walk up to Pena. Scrap Sintra, my knee won't "
             'thank me. Cascais is enough, and maybe Óbidos instead?'),
         (A, 'Óbidos is small and mostly level inside the walls, though cobbled, so good shoes '
             'matter. Buses leave from Campo Grande and take about an hour.'),
         (U, 'Óbidos yes. When can I buy the train tickets?'),
         (A, 'CP usually opens sales for Alfa Pendular around 60 days ahead. Travelling '
             "mid-May, you'd book from mid-March. Booking early gets the cheaper fares and lets "
             'you choose seats near the luggage area.'),
         (U, "I'll set a reminder and book them in March then. Thank you dear."),
         decisions=('train from Lisbon to Porto rather than a rental car',
                    'stay in Baixa in Lisbon',
                    'day trip to Cascais',
                    'day trip to Óbidos instead of Sintra'),
         loops=('book the Lisbon to Porto train tickets in March',),
         facts=('is 67', 'had a knee replacement in 2021', 'is married'),
         superseded=('day trip to Sintra for Pena Palace',)),
    case('tf-greyhound-separation', 'claude-ai',
         (U, 'we adopted a retired racing greyhound 3 weeks ago (Biscuit, 4yo). he howls and '
             "paces the whole time we're out and the neighbours have complained twice already. "
             'i wfh 3 days a week so its the other 2 days + weekends out that are the problem'),
         (A, "That's very common with ex-racers: they've never been alone in their lives, "
             'kennels are noisy and full of dogs. A few questions and options:\n'
             '- Have you tried a crate?\n'
             '- Gradual absence training: leave for seconds, then minutes, building up.\n'
             '- A pheromone diffuser (Adaptil) can take the edge off.\n'
             '- A dog walker or sitter on the long days.\n'
             '- If nothing helps after a few weeks, a vet behaviourist.'),
         (U, 'tried a crate the first week, he hated it, screamed the house down. for the '
             "office days we'll get a dog walker to break up the day"),
         (A, 'Makes sense. For the training, start with absences below his panic threshold: '
             'pick up keys, step out for 30 seconds, come back calmly, no fuss. Build to 5 '
             'minutes, then 10, over a couple of weeks. A stuffed Kong or lick mat as you leave '
             'helps.'),
         (U, 'ok ill start the 5 min departures this weekend'),
         (A, 'Good. Keep sessions short and end before he gets upset.'),
         (U, 'and the plug-in thing, ok will try it. is it safe w cats? we have an old cat too'),
         (A, "Yes. Adaptil mimics a dog-appeasing pheromone; cats don't react to it, so it's "
             'fine around your cat.'),
         (U, 'update: the walker came for a trial today and he panicked, hid behind the sofa '
             'and wouldnt go out with her at all. so no walker. my mum lives 10 min away and is '
             'retired, she already offered to sit with him on office days'),
         (A, "That's probably better for him anyway: one calm, familiar person rather than a "
             'stranger. Ask her to do the same short comings and goings so he learns people '
             'leave and come back.'),
         (U, 'yep mum it is. should i talk to the vet about meds?'),
         (A, 'Some dogs need medication to be able to learn at all. If the howling is no better '
             "after 2-3 weeks of training, or he's hurting himself, it's worth a vet "
             'behaviourist referral.'),
         (U, 'not yet, lets see how the training goes first'),
         decisions=('no crate for Biscuit',
                    'gradual absence training for Biscuit starting with 5-minute departures',
                    'Adaptil diffuser for Biscuit',
                    'mum sits with Biscuit on office days',
                    'no vet behaviourist or medication for Biscuit for now'),
         loops=('start the 5-minute departure training this weekend',
                'buy an Adaptil plug-in diffuser'),
         facts=('has a retired greyhound named Biscuit, aged 4',
                'works from home three days a week',
                'has an old cat'),
         superseded=('dog walker for Biscuit on office days',)),
    case('tf-berlin-offer-counter', 'chatgpt',
         (U, 'i have an offer from a startup in berlin, senior product designer, 78k€ + 0.1% '
             'equity. now i make 52k in madrid as product designer in a bank. my partner Marta '
             'is teacher here so moving is complicated. how i think about this'),
         (A, 'Useful angles:\n'
             '- Net pay after tax and rent: Berlin rents for a 2-bedroom are often '
             '1,400-1,900€, and German tax plus social contributions take more than in Spain.\n'
             "- Equity at 0.1% in an early startup is best valued at zero unless there's a "
             'clear path to an exit.\n'
             "- Marta's career: Spanish teaching qualifications don't transfer easily to German "
             'state schools.\n- Growth: a senior title, a product-led team.\n'
             'Can you share what matters most to you?'),
         (U, 'if i took the job i need to learn german? the team speaks english'),
         (A, "At work, probably not. Outside work, you'd manage in English, but bureaucracy "
             '(Anmeldung, landlords, doctors) is much easier with at least basic German.'),
         (U, 'ok. i want to negotiate first before i decide anything. what can i ask'),
         (A, 'Common levers: higher base (85k would be reasonable for senior in Berlin), '
             'signing bonus, a relocation package, a few months of remote work before moving, '
             'more equity, or a later start date.'),
         (U, 'base 85 and 3 months remote from madrid at the start. forget the relocation '
             'money, i prefer the remote months'),
         (A, 'Draft:\n\n'
             '"Dear Ms. Köhler, thank you very much for the offer. I am excited about the role. '
             'Before accepting, I would like to propose a base salary of 85,000€ and to work '
             'remotely from Madrid during my first three months. Given other opportunities I am '
             'considering..."'),
         (U, 'make it less formal, they are super casual, everyone is on first names. and dont '
             'mention other opportunities i dont have any lol'),
         (A, '"Hi Julia, thanks so much for the offer, I\'m really excited about the team and '
             'the product. Two things would make it a clear yes for me: a base of 85k, and '
             'starting with three months remote from Madrid while I sort out the move. Happy to '
             'jump on a call if that\'s easier!"'),
         (U, 'perfect. i send it tomorrow morning, the recruiter wants answer by friday. and '
             'tonight i need to talk with Marta properly'),
         decisions=('ask for an 85k base in the Berlin counter-offer',
                    'ask for 3 months remote from Madrid at the start',
                    'no relocation package in the counter-offer',
                    'casual counter-offer email without mentioning other offers'),
         loops=('send the counter-offer email to the Berlin recruiter tomorrow morning',
                'talk with Marta about the Berlin offer tonight'),
         facts=('product designer at a bank in Madrid',
                'earns 52k a year in her current job',
                'partner Marta is a teacher in Madrid')),
    case('tf-mortgage-overpay-isa', 'chatgpt',
         (U, 'got about £300 a month spare now the car is paid off. overpay the mortgage or put '
             "it in a s&s isa?? mortgage is 4.2% fixed till 2027, 140k left. we're in leeds if "
             'that matters lol'),
         (A, "Overpaying gives a guaranteed, tax-free 'return' equal to your rate, 4.2%. A "
             'global index fund in a stocks and shares ISA has historically returned more over '
             '10+ years, but with ups and downs. Before either: do you have an emergency fund, '
             'and are you getting the full employer pension match?'),
         (U, 'emergency fund is sorted, 6 months. pension match yes. ok overpay all of it then, '
             'guaranteed return beats gambling'),
         (A, 'Reasonable. Check your overpayment allowance first: most fixed deals allow 10% of '
             'the balance a year without early repayment charges.'),
         (U, 'whats the point of the isa then'),
         (A, 'Two things: expected return over long periods, and access. Money you overpay is '
             'locked into the house; you only get it back by remortgaging or selling. ISA money '
             'you can take out any time, tax-free.'),
         (U, "hmm the locked in bit is a good point, we'll prob want a bigger place when the "
             'kids get older. ok split it, 200 into the isa and 100 overpay'),
         (A, "That's a sensible middle ground: you still cut interest and keep flexibility."),
         (U, 'which isa provider tho, vanguard?'),
         (A, 'Vanguard Investor is cheap for simple portfolios: 0.15% platform fee capped at '
             '£375 a year. LifeStrategy funds are an all-in-one option (e.g. 80% equities, 20% '
             'bonds), or a global tracker like FTSE Global All Cap for 100% equities.'),
         (U, 'vanguard lifestrategy 80 then. do i need to tell nationwide im overpaying'),
         (A, "Usually not: you can overpay through online banking or by phone. It's worth "
             'confirming the annual allowance and whether overpayments reduce the term or the '
             'monthly payment.'),
         (U, 'ok ill ring nationwide next week and ask about the 10% thing'),
         decisions=('spare £300 a month split: £200 into a stocks and shares ISA, £100 overpaid',
                    'Vanguard LifeStrategy 80 in the ISA'),
         loops=('ring Nationwide about the mortgage overpayment allowance',),
         facts=('lives in Leeds',
                'mortgage of about £140k fixed at 4.2% until 2027',
                'has kids',
                'has a six-month emergency fund'),
         superseded=('overpay the mortgage with the whole £300 a month',)),
    case('tf-coeliac-dinner-party', 'claude-ai',
         (U, "Hosting 8 for dinner saturday, my wife's coeliac so everything has to be gluten "
             "free (properly, not 'a bit'). Was thinking slow roast lamb shoulder, roast "
             'potatoes, greens and sticky toffee pudding. Thoughts?'),
         (A, 'Good menu and mostly naturally gluten free. Watch out for: stock cubes and gravy '
             'granules (many contain wheat), so thicken the gravy with cornflour; and the '
             'pudding, which needs gluten-free self-raising flour. Use clean boards and '
             "separate butter for anyone else's bread."),
         (U, 'ok cornflour for the gravy. does STP actually work w GF flour'),
         (A, "Yes, it's one of the more forgiving bakes: the dates keep it moist. Add 1/4 tsp "
             "xanthan gum if your flour blend doesn't already contain it."),
         (U, 'just heard back from everyone, two of them are veggie now apparently. scrap the '
             'lamb then, im not doing two mains for 8'),
         (A, 'A vegetarian main everyone can eat:\n'
             '- Mushroom and chestnut wellington with gluten-free puff pastry\n'
             '- Aubergine parmigiana (no breadcrumbs)\n- Butternut squash and sage risotto\n'
             'The wellington feels most like a centrepiece.'),
         (U, 'wellington. where do i get GF puff pastry'),
         (A, 'Jus-Rol makes a gluten-free puff pastry sold chilled in the bigger supermarkets; '
             'it tends to sell out, so order it rather than relying on the shelf.'),
         (U, 'ill add it to the tesco delivery on thursday. also swap the pudding for something '
             'lighter? sticky toffee after a pastry main is a lot'),
         (A, 'Lighter gluten-free desserts: lemon posset with berries, pavlova, or a flourless '
             'chocolate torte (rich, small slices).'),
         (U, 'posset. can be done friday night right?'),
         (A, 'Yes, it needs at least 4 hours to set and is better made the day before. Keep it '
             'covered in the fridge.'),
         (U, 'perfect. oh and i need to ask Jen if her nut thing is still a thing, bc chestnuts'),
         (A, 'Good catch. Chestnuts are botanically tree nuts and some people with tree nut '
             'allergy react to them; if she does, swap them for lentils or extra mushrooms.'),
         decisions=('mushroom and chestnut wellington as the Saturday main',
                    'gluten-free puff pastry for the wellington',
                    'lemon posset for dessert'),
         loops=('order gluten-free puff pastry with the Thursday Tesco delivery',
                'make the lemon posset on Friday night',
                'ask Jen about her nut allergy'),
         facts=('wife is coeliac',),
         superseded=('slow roast lamb shoulder as the main', 'sticky toffee pudding for dessert')),
    case('tf-father-dementia-kochi', 'chatgpt',
         (U, "My father (78) lives alone in Kochi, diagnosed with early stage Alzheimer's last "
             'month. I work in Dubai, my younger brother is in Toronto. Mother passed in 2019. '
             'What are the options for his care? He refuses to move to Dubai.'),
         (A, "In early-stage Alzheimer's many people stay at home safely with support. "
             'Options:\n1. Home caregiver: daytime or live-in, via an agency.\n'
             '2. Assisted living or a senior residence in Kochi.\n'
             '3. A relative or neighbour checking in daily.\n'
             'Legal and practical steps matter early too: a power of attorney while he still '
             'has capacity, joint bank access, and managing medication.'),
         (U, 'assisted living he will never agree. home caregiver is realistic. live in or day?'),
         (A, 'At an early stage, a day caregiver (8-10 hours) is usually enough: meals, '
             'medication, company, appointments. Live-in becomes necessary with night-time '
             'confusion, wandering or falls.'),
         (U, 'day caregiver for now then. how much roughly'),
         (A, 'In Kerala, agency day caregivers commonly cost roughly ₹18,000-30,000 a month, '
             'more for trained nurses. Ask agencies about replacement when the caregiver takes '
             'leave.'),
         (U, 'manageable. will split with my brother, need to call him this weekend'),
         (A, 'On the legal side: while your father can still understand and sign, a registered '
             'power of attorney lets you or your brother handle banking and property if his '
             'condition progresses. A local lawyer can draft it and register it at the '
             'sub-registrar office.'),
         (U, "yes POA definitely. i'll ask our family lawyer in Kochi, Mr. Varghese. I'm going "
             'home in April anyway so can sign things then'),
         (A, 'Other small things that help: a weekly pill organiser, a GPS tracker or watch in '
             'case he gets lost, and giving a neighbour your number.'),
         (U, 'GPS not needed, he barely leaves the house except the temple next door. pill box '
             'good idea, will order one'),
         decisions=('day caregiver for father at home in Kochi, not live-in or assisted living',
                    'registered power of attorney for father',
                    'no GPS tracker for father'),
         loops=('call brother this weekend about splitting the caregiver cost',
                'ask the family lawyer Mr. Varghese about the power of attorney',
                'order a weekly pill organiser for father'),
         facts=('works in Dubai',
                "father (78) lives alone in Kochi and has early-stage Alzheimer's",
                'mother died in 2019',
                'has a younger brother in Toronto')),
    case('tf-pgwp-halifax', 'claude-ai',
         (U, "Hi! I'm finishing my MSc at Dalhousie in Halifax (Nigerian citizen, study permit "
             'expires Oct 31). My program ends in August. When should I apply for the PGWP?'),
         (A, 'You can apply once you have your official completion letter and final transcript, '
             'and you have 180 days from the completion date. Applying while your study permit '
             'is still valid means you can keep working full-time while the application is '
             'processed (maintained status). Waiting until close to October 31 leaves little '
             'margin.'),
         (U, "Okay so I'll apply as soon as I get the completion letter, not wait till October."),
         (A, "That's the safest route. Also note: PGWP applications now require proof of "
             'language ability: CLB 7 for university graduates, from an approved test taken in '
             'the last two years (IELTS General Training, CELPIP-General, PTE Core or TEF/TCF).'),
         (U, 'oh no. I did IELTS Academic for admission in 2023, does that count?'),
         (A, "Unfortunately not: Academic isn't on the accepted list for this purpose, so "
             "you'll need a new test."),
         (U, 'IELTS General then, I know the format already'),
         (A, 'Check dates: in Halifax, IELTS test sessions are limited and often booked 3-4 '
             'weeks out; results come in 3-13 days depending on paper or computer. CELPIP is '
             'computer-based, offered more often in Halifax, and results usually arrive in 4-5 '
             'business days.'),
         (U, "hmm CELPIP then, I can't wait a month for a date"),
         (A, 'Makes sense. Do a couple of free CELPIP practice tests first: the format differs '
             'from IELTS, especially speaking, which is recorded on the computer.'),
         (U, 'will book it this week. Should I also make an Express Entry profile now?'),
         (A, 'You can, but without Canadian work experience your score will be modest. Most '
             'people in your position wait until they have some skilled work experience after '
             'graduating.'),
         (U, 'nah later, after I have a job'),
         decisions=('apply for the PGWP as soon as the completion letter arrives',
                    'CELPIP for the language test',
                    'no Express Entry profile until after finding a job'),
         loops=('book the CELPIP test this week',
                'apply for the PGWP once the completion letter arrives'),
         facts=('Nigerian citizen', 'doing an MSc at Dalhousie in Halifax'),
         superseded=('IELTS General Training for the language test',)),
    case('tf-shower-tray-reseal', 'chatgpt',
         (U, 'shower tray silicone has gone black and theres a damp patch on the kitchen '
             'ceiling under it 😩 plumber or diy?'),
         (A, "First work out whether it's the seal or the waste pipe. Test: run water straight "
             'down the drain for a few minutes without splashing the edges, then separately '
             'pour water along the sealant line. See which one wets the ceiling.'),
         (U, 'did the test, ceiling only gets wet when water hits the edges, not when its just '
             'the drain'),
         (A, "Then it's almost certainly the sealant, which is a very doable DIY job: cut and "
             'peel out all the old silicone, use a remover gel on the residue, clean with '
             'isopropyl alcohol, let it dry fully (24 hours), tape both edges, and fill the '
             "tray with some water while you apply so it's sealed at its lowest point."),
         (U, 'diy then, im not paying £150 for a reseal. i live on my own so nobody else is '
             'gonna do it anyway lol'),
         (A, 'Shopping list: silicone remover gel, plastic scraper, isopropyl alcohol, masking '
             'tape, a sanitary silicone with fungicide (e.g. Dow 785 or CT1), and a smoothing '
             'tool.'),
         (U, 'i have clear silicone in the cupboard from ages ago, use that'),
         (A, "If it's been opened, the nozzle has probably cured and the rest may not set "
             'properly. Clear silicone also shows mould underneath more.'),
         (U, 'fine, ill buy new. actually white, the grout is white and clear always looks '
             'grubby after a month'),
         (A, "White sanitary silicone it is. Don't shower for 24 hours after applying."),
         (U, 'ok. the ceiling stain, can i just paint over it?'),
         (A, 'Let it dry completely first, 1-2 weeks, then a coat of stain block primer, '
             'otherwise the brown mark bleeds through normal emulsion.'),
         (U, 'will do the ceiling in a couple of weeks then. house is 1930s so the ceiling is '
             'lath and plaster, that ok?'),
         (A, 'Yes, the same approach works, but press gently around the stain first: if the '
             'plaster feels soft or sags, get it checked before painting.'),
         decisions=('reseal the shower tray herself instead of hiring a plumber',
                    'new white sanitary silicone for the shower tray',
                    'stain block primer on the kitchen ceiling once it is dry'),
         loops=('buy silicone remover and new white sanitary silicone',
                'reseal the shower tray',
                'paint the kitchen ceiling stain in a couple of weeks'),
         facts=('lives alone', 'lives in a 1930s house with lath and plaster ceilings'),
         superseded=('reuse the old clear silicone',)),
    case('tf-screen-time-boys', 'claude-ai',
         (U, 'how much screen time is normal for a 6 and 9 year old. my two boys are on tablets '
             'like 3 hours a day since the divorce, its just me on weekdays and i cant fight '
             'them every single evening'),
         (A, "There's no magic number, but for primary-school kids what matters most is that "
             "screens don't push out sleep, homework, play and time together. Things that help "
             'single parents especially:\n'
             "- No screens on school days, so there's nothing to negotiate each evening.\n"
             '- A fixed weekend allowance.\n- Devices out of bedrooms at night.\n'
             '- Watching or playing together sometimes.'),
         (U, 'no tablets on school days at all seems harsh but ok lets try it. weekends 1 hour '
             'a day'),
         (A, 'The first week is usually the hardest; after that the fighting tends to drop '
             "because the rule doesn't move."),
         (U, 'and youtube is the worst, i want to ban it completely'),
         (A, "A total ban can push it into secret watching at friends' houses. A middle ground: "
             'YouTube Kids with only approved channels, and only in shared rooms.'),
         (U, 'hmm yeah fair, the older one watches lego build videos that are actually good. '
             'youtube kids only then and only when im in the room'),
         (A, "That's a nice balance. You can switch YouTube Kids to 'approved content only' and "
             'add the Lego channels yourself.'),
         (U, 'minecraft? they play it together'),
         (A, 'Playing together has real value: cooperation, planning, negotiating. You could '
             'count it inside the weekend hour or give it its own slot.'),
         (U, 'counts toward the hour'),
         (A, 'For enforcement: Google Family Link works on Android tablets, and Screen Time on '
             'iPads does the same. Both can lock the device outside set hours.'),
         (U, 'the 9yo has an old samsung, ill set up family link on it tonight. the 6yo uses my '
             'old ipad, he only uses it with me anyway'),
         (A, "Good. One more idea: a weekly 'screen-free Saturday morning' activity helps fill "
             'the gap, like the park or the library.'),
         (U, 'ok thats enough for tonight thx'),
         decisions=('no tablets for the boys on school days',
                    'one hour of screen time a day at weekends',
                    'YouTube Kids only, and only when dad is in the room',
                    'Minecraft counts toward the weekend hour'),
         loops=("set up Family Link on the 9-year-old's Samsung tablet tonight",),
         facts=('has two boys aged 6 and 9', 'divorced, has the boys on weekdays'),
         superseded=('ban YouTube completely',)),
    case('tf-valencia-marathon-plan', 'chatgpt',
         (U, 'signed up for valencia marathon in december 🏃\u200d♀️ first one ever!! i run '
             '~25km a week right now. which plan should i follow'),
         (A, 'With 25 km a week and about 18 weeks to go, good options are:\n'
             '- Hal Higdon Novice 1: 4 runs a week, gentle.\n'
             '- Hal Higdon Novice 2: 4 runs a week, slightly more mileage and a few race-pace '
             'runs.\n- Hanson Beginner: 6 days a week, more volume.\n'
             'Pfitzinger is too advanced for a first marathon.'),
         (U, 'higdon novice 2 looks doable. 4 runs a week right?'),
         (A, 'Yes: three weekday runs plus a long run at the weekend, peaking at 32 km.'),
         (U, 'i also want to add gym twice a week for strength'),
         (A, 'Strength work reduces injury risk. Put gym sessions on easy-run days or rest '
             'days, never the day before the long run.'),
         (U, 'nutrition wise anything special? been vegan since 2015 so no gels with honey etc'),
         (A, 'Watch protein (1.4-1.6 g/kg on heavy weeks), iron and B12. Many gels are vegan: '
             'Maurten, SiS Go Isotonic, Precision Fuel. Practise fuelling on long runs.'),
         (U, 'and im asthmatic, mild. is long runs in cold weather ok'),
         (A, 'Usually yes with good control. Talk to your GP about using your reliever before '
             'runs, and a buff over the mouth warms the air in winter.'),
         (U, 'ok looking at my week with work + the runs + gym its too much. nah drop the gym, '
             'ill do 15 min of bodyweight stuff after the easy runs instead'),
         (A, 'That works well: squats, lunges, calf raises, planks and glute bridges cover most '
             'of what runners need.'),
         (U, 'shoes: mine have like 800km on them lol'),
         (A, 'Time to replace them. A running shop can do a gait analysis and let you try a few '
             'models on a treadmill.'),
         (U, 'yes going to the running shop saturday for that'),
         decisions=('Hal Higdon Novice 2 plan for the Valencia marathon',
                    '15 minutes of bodyweight strength after easy runs instead of the gym'),
         loops=('gait analysis and new running shoes at the running shop on Saturday',),
         facts=('vegan since 2015', 'has mild asthma'),
         superseded=('gym twice a week for strength',)),
    case('tf-utrecht-rotterdam-move', 'claude-ai',
         (U, 'Moving from Utrecht to Rotterdam on 1 June, I start at the port authority that '
             'week. 2-bedroom flat, me and my two cats. Movers or rent a van?'),
         (A, 'It depends on how much heavy furniture you have and how many stairs. Movers take '
             'the strain and are insured; a van plus friends is much cheaper.'),
         (U, 'movers probably, I hate lifting'),
         (A, 'For a 2-bedroom flat over that distance, Dutch moving companies typically quote '
             '€800-1,200, more on a Saturday or with a piano or many stairs without a lift.'),
         (U, '€900 for 40km?? no way. van and two friends then, they offered already'),
         (A, "A large van costs about €100-150 a day. Book early for 1 June since it's a "
             'Sunday. Checklist:\n'
             '- Register at the gemeente Rotterdam within 5 days of moving.\n'
             '- Deregistration from Utrecht happens automatically.\n'
             '- Internet, energy, insurance: change address or cancel.\n- Plan for the cats.'),
         (U, 'what about the cats on moving day'),
         (A, 'Put them in one empty room with litter, water and their carriers before anyone '
             'starts carrying boxes, and a sign on the door. Move them last, in a car rather '
             'than the van, and set up one quiet room first in the new flat.'),
         (U, "bathroom with a sign on the door, and they ride with me in Joost's car"),
         (A, 'Perfect. Keep them in that first room for a day or two before letting them '
             'explore.'),
         (U, 'internet: my Ziggo contract runs till september'),
         (A, 'Ziggo usually lets you take the contract to a new address if they serve it; a '
             'move is often not a reason for early termination without fees. Check availability '
             'for the new address.'),
         (U, "I'll call Ziggo and ask to move it instead of cancelling"),
         (A, 'And the gemeente appointment: Rotterdam lets you book online.'),
         (U, "I'll book it this week. My Dutch is ok but not great, do they do it in English?"),
         (A, 'Yes, the counter staff usually switch to English without problem, and the online '
             'booking has an English version.'),
         decisions=('rent a van and move with two friends instead of hiring movers',
                    'cats shut in the bathroom on moving day',
                    "cats travel in Joost's car"),
         loops=('call Ziggo to move the internet contract to the new address',
                'book the gemeente Rotterdam registration appointment this week'),
         facts=('has two cats',
                'starting a job at the Rotterdam port authority',
                'speaks some Dutch, not fluently'),
         superseded=('hire movers for the move',)),
    case('tf-pottery-wheel-or-studio', 'chatgpt',
         (U, 'im 52 and just took early retirement after 28 yrs of nursing, started a pottery '
             'class 6 weeks ago and im totally hooked. should i buy a wheel for home? budget '
             'maybe £600'),
         (A, 'Congratulations on the retirement! Before buying, consider: where the clay gets '
             'fired (a kiln is a much bigger cost), space and mess (clay dust, water, a sink), '
             "and that six weeks in you're still learning what you like. Options in your "
             'budget: a second-hand Shimpo or Brent wheel, or a new tabletop wheel for around '
             '£300.'),
         (U, 'no kiln, the studio fires for members. i have a garage tho'),
         (A, 'A garage works if it has light and water nearby. But many studios offer a '
             'membership with open-access sessions, which gives you wheels, glazes and firing '
             'without the commitment.'),
         (U, 'what does membership usually cost'),
         (A, 'Typically £50-100 a month in the UK, sometimes with a limited number of open '
             'sessions.'),
         (U, 'hmm ok no wheel for now. ours is £65 a month with 2 open sessions a week, ill do '
             'that'),
         (A, 'Sounds like a great way to build skills first. A basic tool kit (around £15) plus '
             'a good trimming tool and a sponge on a stick makes life easier.'),
         (U, 'tool kit yes. also my hands get sore, i have arthritis in both thumbs, any tips'),
         (A, '- Use a softer clay body, it needs less pressure.\n- Warm water in your bowl.\n'
             '- Throw smaller pieces for now.\n- Take short breaks and stretch.\n'
             '- Use your palms and body weight for centring rather than your thumbs.'),
         (U, 'ill ask the studio about a softer clay and sign up for the membership at '
             "thursday's class"),
         decisions=('no pottery wheel at home for now',
                    'pottery studio membership at £65 a month with open sessions'),
         loops=('sign up for the studio membership at the Thursday class',
                'ask the studio about a softer clay body',
                'buy a basic pottery tool kit'),
         facts=('is 52',
                'retired early after 28 years of nursing',
                'has arthritis in both thumbs',
                'has a garage')),
    case('tf-best-man-speech', 'claude-ai',
         (U, 'best man for my wee brother Euan next month. never done a speech in my life and '
             'ive had a stammer since i was a kid so it needs to be short. what ive got so '
             'far:\n- camping trip when he was 12 and the tent blew into the loch\n'
             '- his ex Kirsty and the karaoke night\n- how he met Aisha at the climbing wall\n'
             '- end with a poem'),
         (A, 'Nice material. Suggestions:\n'
             '1. Drop the ex entirely: never mention exes at a wedding.\n'
             "2. Open with the tent story: it's funny, harmless and shows the kind of person he "
             'is.\n3. Use the climbing wall as the bridge to Aisha.\n'
             '4. Keep it to 3-4 minutes, which is about 450 words.'),
         (U, 'aye drop Kirsty obviously, what was i thinking. tent story to open'),
         (A, 'Draft opening:\n\n'
             '"For those who don\'t know me, I\'m Callum, Euan\'s big brother. When Euan was '
             "twelve, we went camping at Loch Lomond. He said he'd pegged the tent. He hadn't. "
             'We watched it sail across the loch like a very small, very orange boat..."'),
         (U, 'ha love it. the poem, can you find one about climbing or holding on or something'),
         (A, "Here's a short one you could read to close:\n\n"
             '"Hold fast the rope, and trust the hand / that reaches down to help you stand..." '
             '(12 lines)'),
         (U, 'reading it out loud its too cheesy and the long lines trip me up. no poem, just '
             'end with the toast'),
         (A, 'Ending: "So please raise your glasses... to Euan and Aisha." Some tips given the '
             'stammer: short sentences, mark pause points, and avoid starting key lines with '
             "sounds you often block on; you can swap words freely since it's your speech."),
         (U, "good shout on the short sentences. p's are my worst. under 4 min yeah"),
         (A, "I've reworked it in short sentences and moved 'please' out of the toast line: "
             '"Everyone, glasses up. To Euan and Aisha." Full version below, about 420 words.'),
         (U, 'brilliant. ill practise it on mum sunday and time it. also need to ask her for '
             'that photo of the tent in the loch'),
         decisions=('open the best man speech with the camping tent story',
                    'leave the ex out of the speech',
                    'end the speech with the toast, no poem',
                    'keep the speech under 4 minutes',
                    'write the speech in short sentences'),
         loops=('practise the speech on mum on Sunday and time it',
                'ask mum for the photo of the tent in the loch'),
         facts=('has had a stammer since childhood', 'has a younger brother, Euan'),
         superseded=('end the speech with a poem',)),
    case('tf-pm-interview-prep', 'chatgpt',
         (U, 'Final round PM interview at a fintech (Ledgerly) on Tuesday. 4 sessions: product '
             'sense, execution, behavioural, hiring manager. Background: 6 yrs as a PM, '
             'currently at a freight logistics company. Help me with the behavioural.'),
         (A, 'Likely questions: a conflict with a stakeholder, a failure, influencing without '
             "authority, a hard prioritisation call. Share 3-4 stories and I'll help map them."),
         (U, '1) disagreed with our eng lead about rewriting the routing engine, we ended up '
             'doing it in phases 2) pricing launch where sales and finance disagreed and i ran '
             'the experiment that settled it 3) carrier onboarding feature i shipped that '
             'flopped, 4% adoption'),
         (A, "For 'tell me about a conflict', 1 or 2? Story 1 shows technical judgement; story "
             '2 has measurable outcomes and two stakeholders.'),
         (U, 'the second one, it has numbers'),
         (A, 'STAR draft for the pricing story:\n'
             'S: sales wanted a discount tier, finance feared margin erosion.\n'
             'T: you owned the pricing page.\n'
             'A: you proposed a 4-week test in two regions, agreed success metrics with both.\n'
             'R: +11% conversion, margin flat, rolled out globally.'),
         (U, "good. for failure I'll use 3, i'll write the STAR for it myself tonight"),
         (A, 'For the flop, spend most of the time on what you learned and what you changed '
             'after. They may also ask salary expectations in the hiring manager round.'),
         (U, 'what range do i say'),
         (A, 'For a senior PM at a growth-stage fintech in the US, base salaries commonly fall '
             "around $170-210k. Give a range whose bottom you'd be happy with."),
         (U, "I'll say 185 to 200 base"),
         (A, 'Want to do a mock product sense case now?'),
         (U, 'not now, a friend is doing a mock with me monday evening'),
         (A, 'Then one more thing worth doing: read their last few product announcements so you '
             'can reference something concrete.'),
         (U, 'yeah will read their blog and changelog tomorrow'),
         decisions=('pricing launch story for the conflict question',
                    'carrier onboarding flop for the failure question',
                    'salary expectation of 185k to 200k base'),
         loops=('write the STAR for the failure story tonight',
                'mock product sense interview with a friend on Monday evening',
                "read Ledgerly's blog and changelog tomorrow"),
         facts=('has 6 years of experience as a product manager',
                'works as a PM at a freight logistics company')),
    case('tf-bakery-name-brainstorm', 'claude-ai',
         (U, 'need a name for my micro bakery 🍞 sourdough only, selling from home + the '
             'saturday market in galway. been baking from my kitchen since covid. nothing '
             'cheesy pls. im a gaeilge speaker so irish words welcome'),
         (A, 'Some ideas:\n1. Crumb & Tide\n2. Arán (bread)\n3. Salthill Sourdough\n'
             '4. Rising Tide Bakehouse\n5. Plúr (flour)\n6. The Slow Loaf\n7. Taos (dough)\n'
             '8. Cladach Bakes (shore)\n9. Long Ferment\n10. Crust & Current'),
         (U, '4 and 7 yes. rising tide bakehouse i love'),
         (A, 'Rising Tide is a popular name, so check the CRO business name register and the '
             '.ie domain before you get attached.'),
         (U, 'ugh just checked, theres a rising tide bakery in cork already. taos then'),
         (A, "Taos works nicely: short, Irish, and literally 'dough'. Options: 'Taos', 'Taos "
             "Bakehouse' or 'Taos Sourdough'. One thing: people outside Ireland may read it as "
             'Taos, New Mexico, and not know how to say it.'),
         (U, 'taos sourdough. i like that people ask how to say it, its a conversation starter '
             'at the stall'),
         (A, 'Next steps: register the business name with the CRO (€20 online), grab the '
             'Instagram handle and a .ie domain, and get a simple logo and stall sign.'),
         (U, 'instagram first, ill grab the handle tonight. CRO after i see if the market stall '
             'actually works out'),
         (A, 'Sensible. For the logo, something hand-drawn would suit the name.'),
         (U, "my sister does graphic design, she'll do it for a loaf a week haha"),
         decisions=('Taos Sourdough as the bakery name',
                    'hold off registering the business name with the CRO until the stall works out',
                    'her sister designs the logo'),
         loops=('register the Taos Sourdough Instagram handle tonight',),
         facts=('bakes sourdough from her home kitchen in Galway since Covid', 'speaks Irish'),
         superseded=('Rising Tide Bakehouse as the bakery name',)),
    case('tf-camt-parser-review', 'claude-ai',
         (U, "can you review this before i send the PR? parses camt.053 bank statements (i'm on "
             'the payments team at a bank in Lyon)\n\n```python\n'
             'import xml.etree.ElementTree as ET\n\n'
             "NS = '{urn:iso:std:iso:20022:tech:xsd:camt.053.001.02}'\n\ndef parse(f):\n"
             "    tree = ET.parse(f)\n    res = []\n    for e in tree.iter(NS + 'Ntry'):\n"
             "        amt = float(e.find(NS + 'Amt').text)\n"
             "        cur = e.find(NS + 'Amt').get('Ccy')\n"
             "        sign = -1 if e.find(NS + 'CdtDbtInd').text == 'DBIT' else 1\n"
             "        res.append({'amount': sign * amt, 'currency': cur,\n"
             "                    'date': e.find(NS + 'BookgDt/' + NS + 'Dt').text})\n"
             '    return res\n```'),
         (A, 'Review:\n1. Money as float: 0.1 + 0.2 problems; use Decimal from the text.\n'
             '2. xml.etree is vulnerable to entity-expansion attacks on untrusted input; use '
             'defusedxml.\n3. Return a small dataclass (Entry) instead of dicts, for clarity.\n'
             '4. The namespace is pinned to camt.053.001.02; banks also send .04 and .08.\n'
             '5. Add type hints.\n6. Rename parse to something specific like parse_camt053.'),
         (U, '1 and 2 obviously yes, embarrassing. 3 ok. 4 no, our bank only sends .02 and '
             'nothing else is planned. type hints not now, the codebase has none and im not '
             'starting that fight in a bugfix PR. rename yes'),
         (A, 'Revised:\n\n```python\nfrom dataclasses import dataclass\n'
             'from decimal import Decimal\nimport defusedxml.ElementTree as ET\n\n'
             '@dataclass(frozen=True)\nclass Entry:\n    amount: Decimal\n    currency: str\n'
             '    date: str\n\ndef parse_camt053(f):\n    ...\n'
             "        res.append(Entry(sign * Decimal(amt_el.text), amt_el.get('Ccy'), date))\n"
             '```'),
         (U, "hmm actually for 3 keep the dict. the downstream code does entry['amount'] "
             'everywhere and i dont want to touch all that in this PR'),
         (A, 'Back to dicts, keeping Decimal and defusedxml:\n\n```python\n'
             'from decimal import Decimal\nimport defusedxml.ElementTree as ET\n\n'
             'def parse_camt053(f):\n    ...\n'
             "        res.append({'amount': sign * Decimal(amt_el.text), 'currency': "
             "amt_el.get('Ccy'), 'date': date})\n```\n"
             'Note that downstream code doing arithmetic with floats will now get Decimal; '
             'mixing them raises TypeError.'),
         (U, 'ah good point, checked, only the csv export touches it and it just formats it. ok '
             'ça marche. ill ask Léa to review it tomorrow, she knows the camt stuff best'),
         decisions=('Decimal instead of float for statement amounts',
                    'defusedxml for parsing the camt statements',
                    'only support camt.053.001.02',
                    'no type hints in this PR',
                    'rename parse to parse_camt053',
                    'keep returning dicts from the camt parser'),
         loops=('ask Léa to review the camt parser PR tomorrow',),
         facts=('works on the payments team at a bank in Lyon',),
         superseded=('dataclass for the parsed statement entries',)),
    case('tf-chatter-octopus-hearts', 'chatgpt',
         (U, 'is it true octopuses have 3 hearts'),
         (A, 'Yes! Two branchial hearts pump blood through the gills, and one systemic heart '
             'pumps it to the rest of the body. The systemic heart actually stops beating when '
             'they swim, which is one reason they prefer crawling.'),
         (U, 'lol why is their blood blue'),
         (A, 'Their blood uses hemocyanin, a copper-based protein, to carry oxygen instead of '
             'iron-based hemoglobin. Oxygenated hemocyanin is blue. It works better in cold, '
             'low-oxygen water.'),
         (U, 'tell me an octopus joke'),
         (A, 'Why did the octopus beat the shark in a fight? Because it was well armed.'),
         (U, '😂 ok thats terrible. good night'),
         (A, 'Good night! 🐙'),
         chatter=True),
    case('tf-chatter-sunset-colours', 'claude-ai',
         (U, 'why are sunsets red when the sky is blue the rest of the day'),
         (A, 'Air molecules scatter short (blue) wavelengths much more than long (red) ones, '
             'which is Rayleigh scattering. At midday sunlight crosses little air, and the '
             'scattered blue fills the sky. At sunset the light crosses far more atmosphere, '
             'most of the blue is scattered away before it reaches you, and the reds and '
             'oranges are left.'),
         (U, 'so on mars its the other way round?'),
         (A, "Pretty much. Mars' thin air is full of fine dust that scatters red light, so the "
             'daytime sky looks butterscotch, while sunsets around the sun look bluish because '
             'the dust lets blue light through more in the forward direction.'),
         (U, 'huh neat. ok random q, whats the longest word you can type with only the left '
             'hand on a qwerty keyboard'),
         (A, "Among common English words, 'stewardesses' (12 letters) is the classic answer; "
             "'sweaterdresses' (14) is longer if you allow it."),
         (U, 'ha nice thanks'),
         chatter=True),
    case('tf-freelance-tax-declined-steps', 'chatgpt',
         (U, 'went freelance (illustration) in january after 8 yrs in-house. how do i not get '
             'destroyed by taxes. us, oregon'),
         (A, 'Congrats! Suggested next steps:\n1. Open a separate business checking account.\n'
             '2. Set aside 25-30% of every payment for taxes.\n'
             '3. Pay quarterly estimated taxes (IRS Form 1040-ES and Oregon estimated '
             'payments).\n'
             '4. Use a tool like YNAB or QuickBooks Self-Employed to track income and '
             'expenses.\n5. Open a SEP-IRA or Solo 401(k) to cut your taxable income.\n'
             '6. Hire a CPA.\n7. Track home office, equipment and software for deductions.\n'
             '8. Consider forming an LLC and later an S-corp election.'),
         (U, 'i have an accountant already, my sister in laws friend, she does my return every '
             'year. separate account yes. the rest idk seems like a lot'),
         (A, 'Fair. A minimal version: separate account, set aside a fixed percentage of every '
             'payment, and make sure quarterly payments happen. Ask your accountant about the '
             'rest.'),
         (U, '30% ok. quarterlies the accountant handles. no ynab, $99/yr for what a '
             'spreadsheet does lol. llc no, not now'),
         (A, 'Makes sense. One small habit that helps at tax time: save receipts for equipment '
             'and software as you buy them.'),
         (U, 'ok ill open the account at my credit union this week'),
         decisions=('separate bank account for freelance income',
                    'set aside 30% of every payment for taxes',
                    'accountant handles the quarterly estimated taxes',
                    'no YNAB or budgeting app',
                    'no LLC for now'),
         loops=('open a separate account at her credit union this week',),
         facts=('freelance illustrator since January after 8 years in-house',
                'lives in Oregon',
                'has an accountant who does her tax return')),
    case('tf-jst-report-fix-declined-steps', 'claude-code',
         (U, 'the daily sales report mail that goes out at 00:05 JST shows the day before '
             'yesterday, not yesterday. fix pls. reports/daily.py'),
         (T, '$ sed -n 1,30p reports/daily.py\nfrom datetime import date, timedelta\n\n'
             'def report_window():\n    day = date.today() - timedelta(days=1)\n'
             '    return day, day + timedelta(days=1)\n\n$ date\nMon Mar 10 15:05:12 UTC 2025'),
         (A, "The server runs in UTC. At 00:05 JST it's 15:05 UTC the previous day, so "
             'date.today() is already one day behind and minus one gives the day before '
             "yesterday in Japan. Fix: compute 'yesterday' in Asia/Tokyo with zoneinfo and "
             'convert the window to UTC for the query.'),
         (U, 'ok'),
         (T, '--- a/reports/daily.py\n+++ b/reports/daily.py\n@@ -1,6 +1,11 @@\n'
             '-from datetime import date, timedelta\n'
             '+from datetime import UTC, datetime, time, timedelta\n'
             '+from zoneinfo import ZoneInfo\n+\n+JST = ZoneInfo("Asia/Tokyo")\n \n'
             ' def report_window():\n-    day = date.today() - timedelta(days=1)\n'
             '-    return day, day + timedelta(days=1)\n+    today = datetime.now(JST).date()\n'
             '+    start = datetime.combine(today - timedelta(days=1), time(0), JST)\n'
             '+    return start.astimezone(UTC), (start + timedelta(days=1)).astimezone(UTC)'),
         (T, '$ pytest tests/test_daily.py -q\n'
             'F.                                                                        [100%]\n'
             '=================================== FAILURES ===================================\n'
             '___________________________ test_report_window ____________________________\n\n'
             '    def test_report_window():\n        with freeze_time("2025-03-10 15:05:00"):\n'
             '>           assert report_window()[0] == datetime(2025, 3, 10, 0, 0)\n'
             'E           AssertionError: assert datetime.datetime(2025, 3, 9, 15, 0, '
             'tzinfo=datetime.timezone.utc) == datetime.datetime(2025, 3, 10, 0, 0)\n\n'
             'tests/test_daily.py:9: AssertionError\n1 failed, 1 passed in 0.19s'),
         (A, "The old test encoded the bug (a naive date at UTC midnight). I'm changing it to "
             'expect the JST day 2025-03-10 00:00+09:00, i.e. 2025-03-09 15:00 UTC, and adding '
             'a case just before and after JST midnight.'),
         (T, '$ pytest tests/test_daily.py -q\n'
             '....                                                                    [100%]\n'
             '4 passed in 0.17s'),
         (A, 'Fixed and tested. Suggested next steps:\n'
             '1. Add a freezegun test around the JST midnight boundary.\n'
             '2. Set TZ=Asia/Tokyo on the server.\n'
             '3. Move the other 4 reports to the same window helper.\n'
             '4. Add type hints and mypy to reports/.\n'
             '5. Replace the cron entry with a systemd timer.\n'
             '6. Alert in Sentry when a report has zero rows.'),
         (U, 'just commit it. 1 is already what you did in the test. not touching the server '
             'TZ, other services on that box assume UTC. the other reports are weekly and run '
             "at noon so they're fine. no mypy. cron stays"),
         (A, 'And number 6?'),
         (U, 'hmm the zero-row alert, yeah that would have caught this weeks ago. but ill add '
             'it myself next week, we have a sentry helper somewhere in utils'),
         (T, '$ git add reports/daily.py tests/test_daily.py && git commit -m "daily report: '
             'compute window in JST"\n[main 4be19c2] daily report: compute window in JST\n'
             ' 2 files changed, 31 insertions(+), 6 deletions(-)'),
         (A, 'Committed as 4be19c2. Not pushed.'),
         (U, 'ill push after lunch'),
         decisions=('compute the daily report window in Asia/Tokyo with zoneinfo',
                    'server timezone stays UTC',
                    'leave the weekly reports unchanged',
                    'no mypy for reports/',
                    'keep cron instead of a systemd timer'),
         loops=('add a Sentry alert when a report has zero rows', 'push the daily report fix')),
]
