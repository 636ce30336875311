"""Coding sessions with agents (migrations, CI flakes, refactors, upgrades, deploys), a few
code-review and design chats, and two bits of chatter.
Measured only (split "outsider"), never trained or tuned on: see ``distill_cases``.
"""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    # 1. Orders table backfill: batches chosen, trigger chosen then reversed to app code.
    case("ta-orders-region-backfill", "claude-code",
         (U, "need to add region_code to orders. NOT NULL eventually. table is ~40M rows on pg 14 "
             "and prod can't take a long lock. whats the plan"),
         (A, "Let me look at the current schema and the latest migrations first."),
         (T, "$ ls db/migrations | tail -4\n"
             "0138_orders_add_channel.sql\n"
             "0139_customers_email_lower_idx.sql\n"
             "0140_drop_legacy_promo.sql\n"
             "0141_orders_shipped_at.sql\n"
             "$ psql $DATABASE_URL -c '\\d orders'\n"
             "                 Table \"public.orders\"\n"
             "    Column    |           Type           | Nullable | Default\n"
             "--------------+--------------------------+----------+---------\n"
             " id           | bigint                   | not null | nextval(...)\n"
             " customer_id  | bigint                   | not null |\n"
             " channel      | text                     | not null | 'web'\n"
             " ship_country | character(2)             |          |\n"
             " created_at   | timestamp with time zone | not null | now()\n"
             " shipped_at   | timestamp with time zone |          |\n"
             "Indexes:\n"
             "    \"orders_pkey\" PRIMARY KEY, btree (id)\n"
             "    \"orders_customer_id_idx\" btree (customer_id)"),
         (A, "Two realistic routes:\n\n"
             "1. `ADD COLUMN region_code text NOT NULL DEFAULT 'EU'` - on PG 11+ a constant "
             "default is metadata-only, so no rewrite. But 'EU' is wrong for most rows, so you "
             "still have to backfill real values afterwards and the column lies in between.\n"
             "2. Add it nullable, backfill from `ship_country` in batches, then add "
             "`CHECK (region_code IS NOT NULL) NOT VALID`, `VALIDATE CONSTRAINT` (only a SHARE "
             "UPDATE EXCLUSIVE lock), and finally `SET NOT NULL`, which PG 12+ can do without a "
             "scan because the validated check proves it.\n\n"
             "Either way new rows need a value. That can come from a `BEFORE INSERT` trigger or "
             "from application code. Which do you prefer?"),
         (U, "2. and trigger for new rows, fewer places to forget"),
         (A, "Writing 0142 with the nullable column and the trigger."),
         (T, "--- db/migrations/0142_orders_region_code.sql (new) ---\n"
             "ALTER TABLE orders ADD COLUMN region_code text;\n"
             "\n"
             "CREATE FUNCTION orders_set_region() RETURNS trigger AS $$\n"
             "BEGIN\n"
             "  IF NEW.region_code IS NULL THEN\n"
             "    NEW.region_code := region_for_country(NEW.ship_country);\n"
             "  END IF;\n"
             "  RETURN NEW;\n"
             "END $$ LANGUAGE plpgsql;\n"
             "\n"
             "CREATE TRIGGER orders_region_bi BEFORE INSERT ON orders\n"
             "  FOR EACH ROW EXECUTE FUNCTION orders_set_region();"),
         (A, "Now the backfill script. What batch size and pause do you want between batches? "
             "Smaller batches keep row locks short and WAL bursts small."),
         (U, "10k per batch, sleep 100ms between"),
         (T, "$ python scripts/backfill_region_code.py --batch 10000 --sleep 0.1 --dsn local\n"
             "batch 1/4012 ids 1..10000 updated=10000 (0.09s)\n"
             "batch 2/4012 ids 10001..20000 updated=10000 (0.08s)\n"
             "...\n"
             "batch 4012/4012 ids 40110001..40118377 updated=8377 (0.07s)\n"
             "done: 40118377 rows in 6m41s"),
         (U, "hmm ok. actually scrap the trigger. the shipping service writes orders too and "
             "derives region differently, I don't want db logic fighting it. set it in app code, "
             "both services"),
         (A, "Understood, removing the trigger and function from 0142. One limit: I can only "
             "edit this repo. shipping-svc lives in its own repository, so I'll change the api "
             "side here and you'll need to mirror it there."),
         (U, "yeah I'll do shipping-svc myself"),
         (T, "$ git diff --stat\n"
             " api/orders/repository.py                  | 9 ++++++++-\n"
             " api/orders/regions.py                     | 24 ++++++++++++++++++++++++\n"
             " db/migrations/0142_orders_region_code.sql | 14 +-------------\n"
             " 3 files changed, 33 insertions(+), 14 deletions(-)\n"
             "$ git diff api/orders/repository.py\n"
             "@@ def create(self, order: NewOrder) -> Order:\n"
             "-        row = self._insert(order)\n"
             "+        region = region_for_country(order.ship_country)\n"
             "+        row = self._insert(order, region_code=region)"),
         (T, "$ pytest -q tests/orders\n"
             "........................................................................ [ 34%]\n"
             "........................................................................ [ 68%]\n"
             "....................................................................    [100%]\n"
             "212 passed in 18.40s"),
         (A, "Tests pass. Here's 0143 for after the backfill completes:\n\n"
             "```sql\n"
             "ALTER TABLE orders ADD CONSTRAINT orders_region_nn\n"
             "  CHECK (region_code IS NOT NULL) NOT VALID;\n"
             "ALTER TABLE orders VALIDATE CONSTRAINT orders_region_nn;\n"
             "ALTER TABLE orders ALTER COLUMN region_code SET NOT NULL;\n"
             "ALTER TABLE orders DROP CONSTRAINT orders_region_nn;\n"
             "```"),
         (U, "good. I'm on an old intel mac so pg in docker is slow as hell, the 6min is "
             "probably 2 on prod hardware lol. I'll run the backfill on staging tmrw before "
             "anything touches prod"),
         (A, "Sensible. Two optional additions before you do:\n"
             "- an index on `region_code` in case reporting starts filtering by it\n"
             "- a replication-lag guard in the backfill script so it pauses if replicas fall "
             "behind"),
         (U, "index no, nobody queries by it yet. lag check yes put it in the script"),
         (T, "$ git diff scripts/backfill_region_code.py\n"
             "+def wait_for_replicas(conn, max_lag_s=5.0):\n"
             "+    while True:\n"
             "+        lag = conn.execute(LAG_SQL).scalar() or 0\n"
             "+        if lag <= max_lag_s:\n"
             "+            return\n"
             "+        log.info('replica lag %.1fs, pausing', lag)\n"
             "+        time.sleep(2)\n"
             "@@ for batch in batches:\n"
             "+        wait_for_replicas(conn)"),
         (U, "ship it to a branch, I'll open the PR"),
         (T, "$ git checkout -b feat/orders-region-code && git commit -am 'orders: region_code "
             "column, app-side population, batched backfill'\n"
             "[feat/orders-region-code 4be91c2] orders: region_code column, app-side population, "
             "batched backfill\n"
             " 4 files changed, 71 insertions(+), 3 deletions(-)"),
         decisions=(
             "add region_code nullable, then backfill in batches",
             "backfill 10k rows per batch with 100ms sleep",
             "set region_code in application code instead of a trigger",
             "enforce NOT NULL via NOT VALID check constraint then validate",
             "pause the backfill when replica lag is high",
         ),
         loops=(
             "set region_code on order writes in shipping-svc",
             "run the region_code backfill on staging",
             "open the PR for the region_code branch",
         ),
         facts=("develops on an old Intel Mac",),
         superseded=("populate region_code with a database trigger",),
         split="outsider"),

    # 2. Playwright flake: explicit wait, no retries, lint rule; trace upload declined.
    case("ta-checkout-e2e-flake", "cursor",
         (U, "this one is flaking again, maybe 1 in 6 runs. blocking merges for everyone. "
             "can you look\n\n"
             "```\n"
             "  1) [chromium] > checkout.spec.ts:48:7 > applies coupon and shows discounted total\n"
             "\n"
             "    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n"
             "\n"
             "    Locator: getByTestId('order-total')\n"
             "    Expected string: \"€42.30\"\n"
             "    Received string: \"€47.00\"\n"
             "\n"
             "      56 |     await page.getByRole('button', { name: 'Apply' }).click();\n"
             "      57 |     await page.waitForTimeout(500);\n"
             "    > 58 |     await expect(page.getByTestId('order-total')).toHaveText('€42.30');\n"
             "```"),
         (A, "Reading the spec and the coupon handler."),
         (T, "// e2e/checkout.spec.ts\n"
             "test('applies coupon and shows discounted total', async ({ page }) => {\n"
             "  await seedCart(page, [{ sku: 'MUG-01', qty: 2 }]);\n"
             "  await page.goto('/checkout');\n"
             "  await page.getByLabel('Coupon code').fill('SPRING10');\n"
             "  await page.getByRole('button', { name: 'Apply' }).click();\n"
             "  await page.waitForTimeout(500);\n"
             "  await expect(page.getByTestId('order-total')).toHaveText('€42.30');\n"
             "});"),
         (A, "The total only updates after `POST /api/cart/coupon` returns and the cart is "
             "re-fetched. The fixed 500ms sleep plus a 5s expect works locally but on a loaded "
             "CI runner the POST sometimes lands later, and the total may briefly re-render with "
             "the stale cart. Options:\n\n"
             "a) wait for the coupon response explicitly (`page.waitForResponse`) before the "
             "assertion\n"
             "b) keep the sleep, raise the expect timeout to 15s\n"
             "c) turn on `retries: 2` for CI in playwright.config.ts"),
         (U, "a. and no retries, retries just hide this stuff"),
         (T, "--- e2e/checkout.spec.ts\n"
             "-  await page.getByRole('button', { name: 'Apply' }).click();\n"
             "-  await page.waitForTimeout(500);\n"
             "+  const applied = page.waitForResponse(\n"
             "+    (r) => r.url().endsWith('/api/cart/coupon') && r.ok(),\n"
             "+  );\n"
             "+  await page.getByRole('button', { name: 'Apply' }).click();\n"
             "+  await applied;\n"
             "   await expect(page.getByTestId('order-total')).toHaveText('€42.30');"),
         (A, "The same fixed-sleep pattern shows up elsewhere:"),
         (T, "$ rg -n 'waitForTimeout' e2e/\n"
             "e2e/checkout.spec.ts:31:    await page.waitForTimeout(300);\n"
             "e2e/shipping.spec.ts:22:    await page.waitForTimeout(800);\n"
             "e2e/legacy-cart/add.spec.ts:40:    await page.waitForTimeout(1000);\n"
             "e2e/legacy-cart/remove.spec.ts:18:    await page.waitForTimeout(1000);"),
         (A, "Want me to fix all of these the same way?"),
         (U, "checkout:31 and the shipping one. the two legacy-cart ones are getting deleted "
             "with the old cart anyway"),
         (T, "$ npx playwright test checkout shipping --repeat-each=30 --workers=4\n"
             "Running 150 tests using 4 workers\n"
             "  150 passed (3.4m)"),
         (A, "150/150 green with repeats. To keep this from coming back I could also:\n"
             "- enable `playwright/no-wait-for-timeout` from eslint-plugin-playwright\n"
             "- set `trace: 'retain-on-failure'` and upload traces as a CI artifact"),
         (U, "lint rule yes. trace stuff nah"),
         (T, "$ npx eslint e2e/\n"
             "e2e/legacy-cart/add.spec.ts\n"
             "  40:11  error  Unexpected use of page.waitForTimeout()  "
             "playwright/no-wait-for-timeout\n"
             "e2e/legacy-cart/remove.spec.ts\n"
             "  18:11  error  Unexpected use of page.waitForTimeout()  "
             "playwright/no-wait-for-timeout\n"
             "\n"
             "✖ 2 problems (2 errors, 0 warnings)"),
         (A, "Only the two legacy specs trip it. Disable inline there, or leave the rule as a "
             "warning for now?"),
         (U, "eslint-disable on those two lines with a TODO, they're gone next sprint"),
         (T, "$ npx eslint e2e/ && echo clean\n"
             "clean"),
         (U, "cool. priya pulled checkout e2e out of the required checks last week, I'll ask "
             "her to put it back once this merges"),
         decisions=(
             "wait for the coupon API response instead of a fixed sleep",
             "no Playwright retries in CI",
             "fix the fixed sleeps in checkout and shipping specs",
             "enable the eslint no-wait-for-timeout rule",
             "disable the lint rule inline in the legacy cart specs",
         ),
         loops=("ask Priya to make checkout e2e a required check again",),
         split="outsider"),

    # 3. Pydantic upgrade: compat shim chosen, fails, reversed to full v2.
    case("ta-pydantic-v2-upgrade", "aider",
         (U, "/add app/schemas.py app/models.py app/api/users.py requirements.txt"),
         (T, "Added app/schemas.py to the chat\n"
             "Added app/models.py to the chat\n"
             "Added app/api/users.py to the chat\n"
             "Added requirements.txt to the chat"),
         (U, "we need to get off pydantic 1.10, the fastapi version we want (0.110) needs v2. "
             "least painful path?"),
         (A, "Two ways:\n\n"
             "1. Install pydantic 2 but import everything from `pydantic.v1`, pin FastAPI "
             "below 0.100. Minimal code change, defers the real migration.\n"
             "2. Full migration: run `bump-pydantic` over the codebase, then fix what it can't "
             "(Config classes, validators, `.dict()` calls) by hand, and move to FastAPI 0.110."),
         (U, "1 for now, release is next week, don't want risk"),
         (A, "requirements.txt\n"
             "<<<<<<< SEARCH\n"
             "pydantic==1.10.14\n"
             "fastapi==0.95.2\n"
             "=======\n"
             "pydantic>=2.5,<3\n"
             "fastapi==0.99.1\n"
             ">>>>>>> REPLACE\n\n"
             "...and `from pydantic import BaseModel` -> `from pydantic.v1 import BaseModel` in "
             "the three app files."),
         (U, "/run pip install -r requirements.txt"),
         (T, "ERROR: Cannot install -r requirements.txt (line 2) and pydantic<3 and >=2.5 "
             "because these package versions have conflicting dependencies.\n"
             "\n"
             "The conflict is caused by:\n"
             "    The user requested pydantic<3 and >=2.5\n"
             "    fastapi 0.99.1 depends on pydantic!=1.8,!=1.8.1,<2.0.0 and >=1.7.4\n"
             "\n"
             "ERROR: ResolutionImpossible"),
         (A, "That's the catch: FastAPI before 0.100 refuses pydantic 2 entirely, and FastAPI "
             "0.100+ expects v2 models for request bodies, so `pydantic.v1` models won't "
             "validate there. Option 1 really means staying on pydantic 1.10 until the "
             "migration."),
         (U, "ugh. ok scrap the shim, do the full v2 migration. run bump-pydantic first then "
             "fix the rest by hand. fastapi 0.110"),
         (U, "/run bump-pydantic app"),
         (T, "[13:02:11] Start bump-pydantic.\n"
             "[13:02:11] Found 14 files to process.\n"
             "[13:02:13] Refactored 11 files.\n"
             "[13:02:13] Run successfully!"),
         (U, "/run pytest -q"),
         (T, "E   pydantic.errors.PydanticUserError: \"Config\" and \"model_config\" cannot be "
             "used together. See https://errors.pydantic.dev/2.6/u/config-both\n"
             "app/schemas.py:41: in <module>\n"
             "    class UserOut(BaseModel):\n"
             "E   pydantic.errors.PydanticUserError: `orm_mode` has been renamed to "
             "`from_attributes`\n"
             "FAILED tests/test_users.py - PydanticUserError\n"
             "3 errors in 2.11s"),
         (A, "app/schemas.py\n"
             "<<<<<<< SEARCH\n"
             "    class Config:\n"
             "        orm_mode = True\n"
             "=======\n"
             "    model_config = ConfigDict(from_attributes=True)\n"
             ">>>>>>> REPLACE\n\n"
             "Also `@validator('email', each_item=False)` -> `@field_validator('email')` and "
             "`user.dict()` -> `user.model_dump()` in app/api/users.py."),
         (U, "/run pytest -q"),
         (T, "FAILED tests/test_users.py::test_create_user_minimal - "
             "pydantic_core._pydantic_core.ValidationError: 1 validation error for UserIn\n"
             "nickname\n"
             "  Field required [type=missing, input_value={'email': 'a@b.io'}, "
             "input_type=dict]\n"
             "1 failed, 186 passed, 41 warnings in 6.02s"),
         (A, "In v2, `Optional[str]` without a default is required (it just allows None). In "
             "v1 it implicitly defaulted to None. There are 6 fields like that in "
             "schemas.py: nickname, avatar_url, locale, timezone, referrer, bio. Add `= None` "
             "to all of them, or only to nickname?"),
         (U, "all of them, we never meant them as required"),
         (A, "app/schemas.py\n"
             "<<<<<<< SEARCH\n"
             "    nickname: Optional[str]\n"
             "=======\n"
             "    nickname: Optional[str] = None\n"
             ">>>>>>> REPLACE\n\n"
             "(same for avatar_url, locale, timezone, referrer, bio)"),
         (U, "/run pytest -q"),
         (T, "187 passed, 41 warnings in 5.87s"),
         (A, "Green. The 41 warnings are `.json()` deprecations in two places and the "
             "`json_encoders` config on `EventOut`. Other follow-ups I can do: update the "
             "developer docs, add a changelog entry, bump the Python base image in the "
             "Dockerfile."),
         (U, "fix the warnings. changelog I'll write myself. docs and docker leave as is"),
         (A, "Replaced `.json()` with `.model_dump_json()` in app/api/users.py and swapped "
             "`json_encoders` on `EventOut` for a `@field_serializer('occurred_at')`."),
         (U, "/run pytest -q -W error::DeprecationWarning"),
         (T, "187 passed in 5.90s"),
         (U, "/commit"),
         (T, "Commit 7d13a0e chore: migrate to pydantic v2 and fastapi 0.110"),
         decisions=(
             "do the full pydantic v2 migration instead of a v1 shim",
             "run bump-pydantic codemod then fix the rest by hand",
             "upgrade FastAPI to 0.110",
             "default the optional schema fields to None",
         ),
         loops=("write the changelog entry for the pydantic v2 upgrade",),
         superseded=("keep pydantic.v1 compat imports and pin FastAPI below 0.100",),
         split="outsider"),

    # 4. Django N+1: prefetch, no cache, query-count test, index; deploy after freeze.
    case("ta-invoice-list-n-plus-one", "claude-code",
         (U, "GET /api/invoices p95 went to 1.8s in prod since we added line items to the "
             "response. pretty sure its n+1. django 4.2 + DRF. fyi I'm the only backend dev on "
             "the billing team so theres nobody else to ask lol"),
         (A, "Let me read the viewset and serializer."),
         (T, "# billing/api/views.py\n"
             "class InvoiceViewSet(viewsets.ReadOnlyModelViewSet):\n"
             "    serializer_class = InvoiceSerializer\n"
             "\n"
             "    def get_queryset(self):\n"
             "        return Invoice.objects.filter(\n"
             "            customer__org=self.request.user.org\n"
             "        ).order_by('-issued_at')\n"
             "\n"
             "# billing/api/serializers.py\n"
             "class LineItemSerializer(serializers.ModelSerializer):\n"
             "    product_name = serializers.CharField(source='product.name')\n"
             "\n"
             "class InvoiceSerializer(serializers.ModelSerializer):\n"
             "    customer_name = serializers.CharField(source='customer.name')\n"
             "    line_items = LineItemSerializer(many=True)"),
         (A, "Running the endpoint locally with query logging on."),
         (T, "$ python manage.py shell -c 'from tools.qcount import hit; "
             "hit(\"/api/invoices?page=1\")'\n"
             "SELECT ... FROM billing_invoice ... LIMIT 50\n"
             "SELECT ... FROM billing_customer WHERE id = 812\n"
             "SELECT ... FROM billing_lineitem WHERE invoice_id = 90112\n"
             "SELECT ... FROM catalog_product WHERE id = 33\n"
             "SELECT ... FROM catalog_product WHERE id = 41\n"
             "... (repeats)\n"
             "GET /api/invoices?page=1 -> 203 queries, 1.41s"),
         (A, "Classic N+1 on three levels: customer per invoice, line items per invoice, "
             "product per line item. Options:\n\n"
             "1. `select_related('customer')` + `prefetch_related('line_items__product')` - "
             "drops to ~4 queries\n"
             "2. cache the serialized page per org in Redis\n"
             "3. denormalize product name onto the line item"),
         (U, "1. no caching, invalidation on invoices is hell"),
         (T, "--- billing/api/views.py\n"
             "         return Invoice.objects.filter(\n"
             "             customer__org=self.request.user.org\n"
             "-        ).order_by('-issued_at')\n"
             "+        ).select_related('customer').prefetch_related(\n"
             "+            'line_items__product'\n"
             "+        ).order_by('-issued_at')"),
         (T, "GET /api/invoices?page=1 -> 4 queries, 38ms"),
         (A, "203 -> 4 queries. Should I add a regression test with `assertNumQueries` so a "
             "future serializer field doesn't quietly bring it back?"),
         (U, "yes"),
         (T, "$ pytest billing/tests/test_invoice_api.py -q\n"
             "....\n"
             "4 passed in 2.93s\n"
             "\n"
             "+    def test_invoice_list_query_count(self):\n"
             "+        make_invoices(self.org, n=20, items_each=5)\n"
             "+        with self.assertNumQueries(4):\n"
             "+            self.client.get('/api/invoices?page=1')"),
         (A, "One more thing I noticed: the ordering `-issued_at` filtered by org goes through "
             "customer, and there's no index covering `(customer_id, issued_at)`. The plan on "
             "your staging copy:"),
         (T, "Limit  (cost=48211.90..48212.02 rows=50) (actual time=41.8..41.9 rows=50)\n"
             "  ->  Sort  (cost=48211.90..48329.11 rows=46884)\n"
             "        Sort Key: issued_at DESC\n"
             "        ->  Hash Join ... Seq Scan on billing_invoice\n"
             "Planning Time: 0.4 ms\n"
             "Execution Time: 42.1 ms"),
         (U, "how big is the win"),
         (A, "With a test index on staging the same query is an index scan, 0.3ms instead of "
             "42ms. Not dramatic at today's size but the table grows ~40k rows a month."),
         (U, "ok add it, concurrently"),
         (T, "--- billing/migrations/0057_invoice_customer_issued_idx.py (new)\n"
             "class Migration(migrations.Migration):\n"
             "    atomic = False\n"
             "    operations = [\n"
             "        AddIndexConcurrently(\n"
             "            model_name='invoice',\n"
             "            index=models.Index(fields=['customer', '-issued_at'],\n"
             "                               name='inv_customer_issued_idx'),\n"
             "        ),\n"
             "    ]\n"
             "$ python manage.py makemigrations --check --dry-run\n"
             "No changes detected"),
         (U, "nice. there's a code freeze till monday so this sits till then, I'll deploy "
             "monday morning"),
         (A, "Sounds good. Optional extras: a p95 alert on this endpoint in your APM, and a "
             "quick load test with 200 invoices per page."),
         (U, "nah thats fine"),
         decisions=(
             "prefetch invoice line items and products to fix N+1",
             "no caching for the invoice list endpoint",
             "add a query count regression test for invoice list",
             "add concurrent index on invoice customer and issued_at",
         ),
         loops=("deploy the invoice list fix Monday after the code freeze",),
         facts=("only backend developer on the billing team",),
         split="outsider"),

    # 5. Crashlooping deploy: rollback first, keep the rename, pre-deploy check.
    case("ta-api-crashloop-rollback", "codex",
         (U, "prod deploy of api 2.31.0 is crashlooping, on call is me this week. help\n\n"
             "```\n"
             "$ kubectl -n prod get pods -l app=api\n"
             "NAME                   READY   STATUS             RESTARTS      AGE\n"
             "api-7c9d8f6b5-2xkqp    0/1     CrashLoopBackOff   5 (41s ago)   4m\n"
             "api-7c9d8f6b5-hm4tz    0/1     CrashLoopBackOff   5 (38s ago)   4m\n"
             "api-6f4b7d9c8-qq8wn    1/1     Running            0             2d\n"
             "```"),
         (A, "Old replica set is still serving, good. Checking the new pods' logs."),
         (T, "$ kubectl -n prod logs api-7c9d8f6b5-2xkqp --previous\n"
             "Traceback (most recent call last):\n"
             "  File \"/app/api/main.py\", line 12, in <module>\n"
             "    settings = Settings.from_env()\n"
             "  File \"/app/api/settings.py\", line 48, in from_env\n"
             "    database_url=os.environ['DATABASE_URL'],\n"
             "KeyError: 'DATABASE_URL'"),
         (T, "$ kubectl -n prod describe pod api-7c9d8f6b5-2xkqp | grep -A3 DATABASE_URL\n"
             "    DATABASE_URL:  <set to the key 'url' in secret 'api-postgres'>  Optional: true\n"
             "$ kubectl -n prod get secret api-postgres\n"
             "Error from server (NotFound): secrets \"api-postgres\" not found"),
         (A, "PR #882 renamed the secret reference from `api-db` to `api-postgres` in the "
             "chart, and the env entry is marked `optional: true`, so the pod starts without "
             "the variable instead of failing to schedule. The new secret exists in staging "
             "but not in prod. Do you want to roll back now, or hotfix forward?"),
         (U, "rollback first. fix after"),
         (T, "$ helm -n prod rollback api 57\n"
             "Rollback was a success! Happy Helming!\n"
             "$ kubectl -n prod get pods -l app=api\n"
             "NAME                   READY   STATUS    RESTARTS   AGE\n"
             "api-6f4b7d9c8-qq8wn    1/1     Running   0          2d\n"
             "api-6f4b7d9c8-t7v2d    1/1     Running   0          28s"),
         (A, "Prod is back on 2.30.4. For the fix there are two directions:\n"
             "(a) revert the rename in `values-prod.yaml` back to `api-db`\n"
             "(b) keep the rename and create `api-postgres` in prod (it's managed by terraform "
             "in staging)"),
         (U, "b, the rename was on purpose, api-db is confusing since we also have the "
             "analytics db. tf lives in the infra repo though"),
         (A, "I can't edit the infra repo from here. The resource you need mirrors the staging "
             "one:\n\n"
             "```hcl\n"
             "resource \"kubernetes_secret\" \"api_postgres\" {\n"
             "  metadata { name = \"api-postgres\"  namespace = \"prod\" }\n"
             "  data = { url = module.prod_pg.app_connection_url }\n"
             "}\n"
             "```\n\n"
             "I'd also flip `optional: true` to false in the chart so this fails loudly at "
             "scheduling next time."),
         (U, "yes flip optional. and can we catch this in the pipeline instead of in prod"),
         (A, "`helm template` plus kubeconform won't know what secrets exist in the cluster. "
             "A pre-deploy step that lists every `secretKeyRef` in the rendered manifests and "
             "runs `kubectl get secret` for each would have caught it. Want that?"),
         (U, "add the pre-deploy check to the pipeline"),
         (T, "$ git diff --stat\n"
             " .gitlab-ci.yml                    | 11 +++++++++++\n"
             " charts/api/templates/deploy.yaml  |  2 +-\n"
             " scripts/check_secrets.sh          | 27 +++++++++++++++++++++++++++\n"
             " 3 files changed, 39 insertions(+), 1 deletion(-)"),
         (T, "$ NAMESPACE=staging scripts/check_secrets.sh charts/api values-staging.yaml\n"
             "ok  api-postgres\n"
             "ok  api-redis\n"
             "ok  api-sentry\n"
             "ok  api-s3\n"
             "ok  api-jwt\n"
             "ok  api-smtp\n"
             "all 6 referenced secrets present\n"
             "$ NAMESPACE=prod scripts/check_secrets.sh charts/api values-prod.yaml\n"
             "MISSING  api-postgres\n"
             "exit 1"),
         (A, "Works both ways: passes on staging, blocks prod right now (as it should). I could "
             "also add a startup check that prints all missing env vars at once instead of the "
             "first KeyError."),
         (U, "not now. once the infra PR is merged I'll redeploy 2.31. and I'll write the "
             "postmortem tomorrow, give me the timeline"),
         (A, "Timeline (UTC, from pod and helm history):\n"
             "- 14:02 helm upgrade to 2.31.0 (revision 58)\n"
             "- 14:03 first CrashLoopBackOff on new pods\n"
             "- 14:09 alert fired on ready replicas < desired\n"
             "- 14:14 cause identified: missing secret api-postgres\n"
             "- 14:16 helm rollback to revision 57, serving normally\n"
             "No customer-facing errors: the old replica set kept serving throughout."),
         decisions=(
             "roll back the api release before fixing",
             "keep the secret rename and create api-postgres in prod",
             "make the DATABASE_URL secret reference non-optional",
             "add a pre-deploy secret existence check to the pipeline",
         ),
         loops=(
             "open infra PR creating the api-postgres secret in prod",
             "redeploy api 2.31 after the secret exists",
             "write the postmortem for the crashlooping deploy",
         ),
         split="outsider"),

    # 6. Pagination design chat: total count chosen then dropped; colleague's call not labelled.
    case("ta-public-api-pagination", "claude",
         (U, "designing list endpoints for our public api, v1, first external partners get "
             "access in q3. offset or cursor pagination?"),
         (A, "Offset (`?page=3&per_page=50`) is simple and lets UIs jump to arbitrary pages, "
             "but deep pages get slow (the DB still walks the skipped rows) and results shift "
             "when rows are inserted while someone pages through. Cursor pagination "
             "(`?after=<cursor>`) is stable under inserts and stays fast at any depth, but you "
             "can't jump to page 37 and clients must follow `next` links. For partners syncing "
             "data into their own systems, cursor is usually the better fit."),
         (U, "partners mostly sync, nobody needs page 37. cursor. opaque or just expose the id "
             "they pass back?"),
         (A, "Opaque. Encode the sort key and tiebreaker, e.g. base64 of "
             "`{\"created_at\": ..., \"id\": ...}`. If it's just the id, partners will start "
             "constructing cursors themselves and you can never change the sort or the "
             "encoding."),
         (U, "opaque base64 then. and we return total_count too, two partners asked for it"),
         (A, "Possible, but `count(*)` with filters on a big table is expensive in Postgres "
             "(no cheap exact count). Alternatives: an estimated count from the planner, only "
             "`has_more`, or a count that's only computed on request via `?include=total`."),
         (U, "how expensive on events specifically"),
         (A, "You mentioned events is around 300M rows. A filtered exact count there is a "
             "sequential or large index scan: seconds to tens of seconds per request, and "
             "partners will send it on every page."),
         (U, "ok drop total_count entirely. has_more + next_cursor, that's it"),
         (A, "Response shape then:\n\n"
             "```json\n"
             "{\n"
             "  \"data\": [ ... ],\n"
             "  \"has_more\": true,\n"
             "  \"next_cursor\": \"eyJjcmVhdGVkX2F0Ijoi...\"\n"
             "}\n"
             "```"),
         (U, "page size?"),
         (A, "Common defaults: 50 default, 100-200 max. Stripe-style APIs use 10/100; larger "
             "pages suit sync workloads."),
         (U, "default 50, max 200. param name page_size. versioning marco already decided goes "
             "in a header not the url, not my call so ignore that part"),
         (A, "Got it: `page_size` (default 50, capped at 200, 400 if above), `after` for the "
             "cursor, and versioning stays out of scope here. Want me to draft the OpenAPI "
             "components for this so every list endpoint reuses them?"),
         (U, "not yet. one thing: if the mobile app uses offset on /v0/orders we keep offset "
             "there. need to check with marco"),
         decisions=(
             "use cursor-based pagination for public API list endpoints",
             "opaque base64 cursors encoding created_at and id",
             "return has_more and next_cursor, no total count",
             "page_size default 50, max 200",
         ),
         loops=("check with Marco whether mobile app uses offset on v0 orders",),
         superseded=("return total_count in list responses",),
         split="outsider"),

    # 7. Code review chat: takes some suggestions, keeps broad except, no tenacity.
    case("ta-review-retry-helper", "chatgpt",
         (U, "review pls, it's for calling our shipping vendor's api which flakes constantly\n\n"
             "```python\n"
             "def retry(fn, attempts=5, delay=1):\n"
             "    for i in range(attempts):\n"
             "        try:\n"
             "            return fn()\n"
             "        except Exception as e:\n"
             "            print(f\"attempt {i} failed: {e}\")\n"
             "            time.sleep(delay * 2 ** i)\n"
             "    raise RuntimeError(\"all attempts failed\")\n"
             "```"),
         (A, "A few things:\n\n"
             "1. It sleeps after the final attempt too, so the caller waits 16s for nothing "
             "before the error.\n"
             "2. No jitter: if many workers fail together they retry in lockstep.\n"
             "3. `except Exception` also retries programming errors (TypeError, KeyError) five "
             "times. Better to catch the vendor's transient errors only.\n"
             "4. The final `RuntimeError` discards the last exception; use `raise ... from e`.\n"
             "5. `print` should be `logging` so it shows up in your log pipeline."),
         (U, "1 2 4 yes. keep catching Exception, the vendor client raises like 9 different "
             "things and I don't trust their hierarchy at all. print -> logging sure"),
         (A, "```python\n"
             "log = logging.getLogger(__name__)\n"
             "\n"
             "def retry(fn, attempts=5, delay=1.0):\n"
             "    last = None\n"
             "    for i in range(attempts):\n"
             "        try:\n"
             "            return fn()\n"
             "        except Exception as e:  # vendor raises too many types\n"
             "            last = e\n"
             "            log.warning(\"attempt %d/%d failed: %s\", i + 1, attempts, e)\n"
             "            if i < attempts - 1:\n"
             "                time.sleep(random.uniform(0, delay * 2 ** i))\n"
             "    raise RuntimeError(\"all attempts failed\") from last\n"
             "```\n\n"
             "This uses full jitter (uniform between 0 and the exponential bound)."),
         (U, "cap the delay at 10s"),
         (A, "`time.sleep(random.uniform(0, min(10.0, delay * 2 ** i)))` - with 5 attempts "
             "the cap only bites on the last wait anyway, but it protects you if someone bumps "
             "attempts later."),
         (U, "should I just use tenacity instead"),
         (A, "Tenacity gives you this plus retry-on-result, async support, stop-after-delay "
             "and before/after hooks, and it's well maintained. For a single call site the "
             "hand-rolled version is fine; if retries spread across the codebase, tenacity "
             "pays off."),
         (U, "nah, one more dependency for 15 lines. keeping it"),
         decisions=(
             "skip the sleep after the final retry attempt",
             "add full jitter to retry backoff",
             "keep catching broad Exception in the retry helper",
             "chain the last exception when retries are exhausted",
             "log retry failures with logging instead of print",
             "cap retry delay at 10 seconds",
             "keep the hand-rolled retry helper instead of tenacity",
         ),
         split="outsider"),

    # 8. Monorepo extraction: project references chosen, reversed to tsup. WSL fact.
    case("ta-auth-package-extract", "cursor",
         (U, "monorepo, pnpm + turbo. I want to pull apps/web/src/lib/auth out into "
             "packages/auth so billing-web and admin can use it too. I'm on windows + wsl2 fyi, "
             "paths have bitten me before"),
         (A, "Let me look at the layout first."),
         (T, "$ tree -L 2 -I node_modules\n"
             ".\n"
             "├── apps\n"
             "│   ├── admin\n"
             "│   ├── billing-web\n"
             "│   └── web\n"
             "├── packages\n"
             "│   ├── eslint-config\n"
             "│   ├── tsconfig\n"
             "│   └── ui\n"
             "├── pnpm-workspace.yaml\n"
             "└── turbo.json\n"
             "$ ls apps/web/src/lib/auth\n"
             "cookies.ts  index.ts  jwt.ts  middleware.ts  roles.ts  session.ts"),
         (A, "Auth has no React deps, good. How should the package be built?\n\n"
             "1. TypeScript project references: `composite: true` in the package, consumers "
             "list it under `references`, `tsc -b` builds in order\n"
             "2. tsup: bundle to `dist/` (ESM + CJS + d.ts) with an `exports` map\n"
             "3. no build: point `main` at `src/index.ts` and let Next transpile it via "
             "`transpilePackages`"),
         (U, "1, no extra build tool"),
         (T, "$ git mv apps/web/src/lib/auth packages/auth/src\n"
             "$ git status --short\n"
             "A  packages/auth/package.json\n"
             "A  packages/auth/tsconfig.json\n"
             "R  apps/web/src/lib/auth/cookies.ts -> packages/auth/src/cookies.ts\n"
             "R  apps/web/src/lib/auth/index.ts -> packages/auth/src/index.ts\n"
             "R  apps/web/src/lib/auth/jwt.ts -> packages/auth/src/jwt.ts\n"
             "R  apps/web/src/lib/auth/middleware.ts -> packages/auth/src/middleware.ts\n"
             "R  apps/web/src/lib/auth/roles.ts -> packages/auth/src/roles.ts\n"
             "R  apps/web/src/lib/auth/session.ts -> packages/auth/src/session.ts\n"
             "M  apps/web/tsconfig.json\n"
             "M  apps/web/package.json"),
         (T, "$ pnpm exec tsc -b apps/web\n"
             "$ echo $?\n"
             "0"),
         (U, "run the tests"),
         (T, "$ pnpm --filter web test\n"
             " FAIL  src/middleware.test.ts\n"
             "  ● Test suite failed to run\n"
             "\n"
             "    Cannot find module '@acme/auth' from 'src/middleware.ts'\n"
             "\n"
             " FAIL  src/app/api/session/route.test.ts\n"
             "  ● Test suite failed to run\n"
             "\n"
             "    error TS6305: Output file '/home/dev/acme/packages/auth/dist/index.d.ts' has "
             "not been built from source file '/home/dev/acme/packages/auth/src/index.ts'.\n"
             "\n"
             "Test Suites: 2 failed, 31 passed, 33 total"),
         (A, "ts-jest doesn't follow project references, and jest's resolver doesn't know "
             "about `@acme/auth` without either a built `dist` or a `moduleNameMapper` to the "
             "source. Fixes: add a mapper in each app's jest config, or build the package "
             "before tests run."),
         (U, "ugh this is exactly the mess I was afraid of. scrap project refs, do tsup"),
         (T, "$ git diff --stat\n"
             " apps/web/jest.config.ts          |  1 -\n"
             " apps/web/tsconfig.json           |  5 +----\n"
             " packages/auth/package.json       | 18 ++++++++++++++----\n"
             " packages/auth/tsconfig.json      |  6 ++----\n"
             " packages/auth/tsup.config.ts     | 10 ++++++++++\n"
             " turbo.json                       |  4 ++++\n"
             " 6 files changed, 33 insertions(+), 13 deletions(-)\n"
             "$ git diff turbo.json\n"
             "   \"test\": {\n"
             "+    \"dependsOn\": [\"^build\"],\n"
             "     \"outputs\": []\n"
             "   }"),
         (T, "$ pnpm turbo run build test --filter=web...\n"
             "@acme/auth:build: CLI Building entry: src/index.ts\n"
             "@acme/auth:build: ESM dist/index.mjs     6.12 KB\n"
             "@acme/auth:build: CJS dist/index.js      6.71 KB\n"
             "@acme/auth:build: DTS dist/index.d.ts    3.02 KB\n"
             "web:test: Test Suites: 33 passed, 33 total\n"
             "web:test: Tests:       212 passed, 212 total\n"
             "\n"
             " Tasks:    3 successful, 3 total"),
         (A, "All green, and the paths in the output are Linux-side so WSL is fine. Next I "
             "can migrate billing-web and admin to import from `@acme/auth`, add a changeset "
             "for the new package, and write a short README for it."),
         (U, "I'll do billing-web tomorrow myself. admin can wait until they finish their "
             "redesign. no changesets, we don't publish anything"),
         (A, "OK. For billing-web it's the same three steps: add `\"@acme/auth\": "
             "\"workspace:*\"`, replace `@/lib/auth` imports, delete its copy of the folder."),
         decisions=(
             "extract auth into a shared packages/auth workspace package",
             "build the auth package with tsup",
             "no changesets for internal packages",
         ),
         loops=("switch billing-web to the shared auth package",),
         facts=("develops on Windows with WSL2",),
         superseded=("use TypeScript project references for the auth package",),
         split="outsider"),

    # 9. Rate limiter in Go: token bucket in Lua, fail open. Pickup time fact, no loops.
    case("ta-redis-token-bucket", "claude-code",
         (U, "need rate limiting on the public api, per api key. go service, we already have "
             "redis (elasticache). options?"),
         (A, "Three common shapes on Redis:\n\n"
             "1. Fixed window: `INCR key:minute` + `EXPIRE`. Trivial, but allows 2x bursts at "
             "window edges.\n"
             "2. Sliding log: a sorted set of timestamps per key, `ZREMRANGEBYSCORE` + "
             "`ZCARD`. Exact, but memory grows with the limit.\n"
             "3. Token bucket in a Lua script: one hash per key (tokens, last refill), atomic, "
             "constant memory, natural burst control."),
         (U, "token bucket in lua"),
         (A, "What limits? Sustained rate and burst size per key."),
         (U, "100/min sustained, burst 20"),
         (T, "--- internal/ratelimit/bucket.lua (new)\n"
             "local key      = KEYS[1]\n"
             "local rate     = tonumber(ARGV[1])  -- tokens per ms\n"
             "local capacity = tonumber(ARGV[2])\n"
             "local now      = tonumber(ARGV[3])\n"
             "local b = redis.call('HMGET', key, 'tokens', 'ts')\n"
             "local tokens = tonumber(b[1]) or capacity\n"
             "local ts     = tonumber(b[2]) or now\n"
             "local delta  = math.max(0, now - ts)\n"
             "tokens = math.min(capacity, tokens + math.floor(delta * rate))\n"
             "local allowed = tokens >= 1\n"
             "if allowed then tokens = tokens - 1 end\n"
             "redis.call('HSET', key, 'tokens', tokens, 'ts', now)\n"
             "redis.call('PEXPIRE', key, math.ceil(capacity / rate))\n"
             "return { allowed and 1 or 0, tokens }"),
         (T, "$ go test ./internal/ratelimit/...\n"
             "--- FAIL: TestBucket_RefillAfterWait (0.00s)\n"
             "    bucket_test.go:58: after 600ms expected allowed=true, got false "
             "(tokens=0)\n"
             "FAIL\n"
             "FAIL\tgithub.com/tallowbrook/gateway/internal/ratelimit\t0.214s"),
         (A, "Bug: `math.floor(delta * rate)` with rate = 100/60000 tokens per ms floors "
             "anything under 600ms to 0 and then overwrites `ts`, so partial refills are lost "
             "on every call. Keeping tokens fractional fixes it."),
         (T, "-tokens = math.min(capacity, tokens + math.floor(delta * rate))\n"
             "+tokens = math.min(capacity, tokens + delta * rate)\n"
             "$ go test ./internal/ratelimit/...\n"
             "ok  \tgithub.com/tallowbrook/gateway/internal/ratelimit\t0.198s"),
         (A, "Now the middleware: 429 with `Retry-After` and `X-RateLimit-Remaining`. One "
             "decision left: if Redis is unreachable, fail open (let the request through) or "
             "fail closed (reject)?"),
         (U, "fail open. we'd rather eat some abuse than go down with redis"),
         (A, "Fail open it is. I'll log the error and also add a Prometheus counter "
             "`ratelimit_redis_errors_total` so you can alert on it."),
         (U, "skip the metric for now, just log"),
         (T, "$ go test ./...\n"
             "ok  \tgithub.com/tallowbrook/gateway/internal/api\t1.402s\n"
             "ok  \tgithub.com/tallowbrook/gateway/internal/ratelimit\t0.201s\n"
             "ok  \tgithub.com/tallowbrook/gateway/internal/middleware\t0.377s\n"
             "$ go vet ./...\n"),
         (A, "All passing. Possible next steps: per-plan limits from the billing tier, a "
             "Grafana panel for 429 rates, and docs for partners on the headers."),
         (U, "nah. gotta go, pickup is at 3:15 and my daughter's school is strict about it "
             "lol. commit it on a branch"),
         (T, "$ git switch -c feat/api-rate-limit && git add -A && git commit -m 'api: per-key "
             "token bucket rate limit (redis lua), fail open'\n"
             "[feat/api-rate-limit 19c0f7e] api: per-key token bucket rate limit (redis lua), "
             "fail open\n"
             " 5 files changed, 214 insertions(+)"),
         decisions=(
             "per-key token bucket rate limiter as a Redis Lua script",
             "rate limit 100 requests per minute with burst of 20",
             "rate limiter fails open when Redis is unavailable",
         ),
         facts=("picks up daughter from school at 3:15",),
         split="outsider"),

    # 10. Slow CI investigation only; no decisions, takes it to the infra sync.
    case("ta-gha-slow-pipeline", "codex",
         (U, "our CI on github actions takes ~14 min per PR. figure out where the time goes. "
             "don't change anything yet"),
         (A, "Reading the workflow."),
         (T, "# .github/workflows/ci.yml\n"
             "jobs:\n"
             "  build:\n"
             "    runs-on: [self-hosted, linux, x64]\n"
             "    steps:\n"
             "      - uses: actions/checkout@v4\n"
             "      - uses: actions/setup-python@v5\n"
             "        with: { python-version: '3.12' }\n"
             "      - run: pip install poetry==1.8.2\n"
             "      - run: poetry install --no-interaction\n"
             "      - run: poetry run ruff check .\n"
             "      - run: poetry run mypy src\n"
             "      - run: poetry run pytest -q\n"
             "      - run: docker build -t app:${{ github.sha }} ."),
         (A, "Everything runs serially in one job. Pulling step timings for the last 20 "
             "runs."),
         (T, "$ gh run list --workflow ci.yml -L 20 --json databaseId -q '.[].databaseId' | "
             "xargs -n1 gh run view --json jobs | jq -f step_times.jq\n"
             "step                          median   p90\n"
             "checkout                      0:07     0:11\n"
             "setup-python                  0:38     0:52\n"
             "pip install poetry            0:21     0:30\n"
             "poetry install                6:08     6:44\n"
             "ruff check                    0:09     0:12\n"
             "mypy src                      1:02     1:31\n"
             "pytest -q                     5:27     6:10\n"
             "docker build                  3:04     3:40\n"
             "total                        13:56    15:20"),
         (A, "Two thirds of it is `poetry install` and `pytest`. There's no cache configured, "
             "so every run resolves and downloads ~180 packages from scratch."),
         (U, "why is mypy a full minute, thats weird"),
         (T, "$ poetry run mypy src --verbose 2>&1 | grep -c 'Processing'\n"
             "2381\n"
             "$ grep -n cache_dir pyproject.toml\n"
             "$ echo $?\n"
             "1"),
         (A, "It type-checks ~2400 modules cold each time (including stubs for deps) because "
             "`.mypy_cache` never survives between runs. With a warm cache it would be a few "
             "seconds for a typical PR."),
         (U, "ok what are the options overall"),
         (A, "Roughly in order of payoff:\n\n"
             "1. Cache the Poetry virtualenv with `actions/cache`, keyed on `poetry.lock` and "
             "the Python version: ~6 min -> ~20s on hits.\n"
             "2. Run pytest with `pytest-xdist -n auto` (runners have 4 cores): ~5.5 min -> "
             "~2 min, if the tests can run in parallel.\n"
             "3. Cache `.mypy_cache` too: ~1 min -> ~10s.\n"
             "4. Use buildx with the GHA cache backend for the Docker layers: ~3 min -> ~1 "
             "min.\n"
             "5. Split lint / tests / docker into parallel jobs so wall time is the slowest "
             "job, not the sum."),
         (U, "how sure are you about xdist, our tests share one db"),
         (T, "# tests/conftest.py\n"
             "@pytest.fixture(scope='session')\n"
             "def db():\n"
             "    engine = create_engine(os.environ['TEST_DATABASE_URL'])  # .../test_app\n"
             "    Base.metadata.create_all(engine)\n"
             "    yield engine\n"
             "\n"
             "@pytest.fixture(autouse=True)\n"
             "def clean(db):\n"
             "    yield\n"
             "    with db.begin() as c:\n"
             "        for t in reversed(Base.metadata.sorted_tables):\n"
             "            c.execute(t.delete())"),
         (A, "Not sure at all with this setup: every worker would share `test_app` and the "
             "autouse cleanup would wipe rows under other workers' feet. You'd need a database "
             "per worker (suffix the name with xdist's `worker_id` and create it in the "
             "session fixture). Doable, maybe half a day, but not a config flip."),
         (U, "ok. the cache one looks like a no brainer but infra owns the runners and they "
             "have had opinions about actions/cache on self-hosted before. let me take this to "
             "thursday's infra sync before anyone touches anything"),
         (A, "Here's a summary you can paste:\n\n"
             "**CI time, ci.yml (median 13:56)**\n"
             "- poetry install 6:08, uncached -> venv cache keyed on poetry.lock (~-6 min)\n"
             "- pytest 5:27 -> xdist needs per-worker test DBs (~half a day) (~-3.5 min)\n"
             "- mypy 1:02, cold cache every run -> cache .mypy_cache (~-1 min)\n"
             "- docker 3:04 -> buildx + gha cache (~-2 min)\n"
             "- everything is serial in one job -> split into parallel jobs\n"
             "Open question for infra: is actions/cache OK on the self-hosted runners, or "
             "should caches live on a local volume?"),
         (U, "thx, perfect"),
         loops=("bring the CI speed-up options to Thursday's infra sync",),
         split="outsider"),

    # 11. Go nil panic in webhook worker: record one-off invoices, nullable column, recover.
    case("ta-webhook-nil-panic", "aider",
         (U, "/add internal/webhooks/invoices.go internal/webhooks/invoices_test.go "
             "internal/worker/loop.go"),
         (T, "Added internal/webhooks/invoices.go to the chat\n"
             "Added internal/webhooks/invoices_test.go to the chat\n"
             "Added internal/worker/loop.go to the chat"),
         (U, "the webhook worker died 3 times last night with this:\n\n"
             "```\n"
             "panic: runtime error: invalid memory address or nil pointer dereference\n"
             "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c3f21]\n"
             "\n"
             "goroutine 8812 [running]:\n"
             "github.com/quillmere/orbit/internal/webhooks.(*Handler).handleInvoicePaid("
             "0xc0001a2c00, {0xc000f3e000, 0x4d2, 0x600})\n"
             "\t/src/internal/webhooks/invoices.go:142 +0x61\n"
             "github.com/quillmere/orbit/internal/webhooks.(*Handler).Dispatch(...)\n"
             "\t/src/internal/webhooks/handler.go:77\n"
             "github.com/quillmere/orbit/internal/worker.(*Loop).run(0xc0002b4000)\n"
             "\t/src/internal/worker/loop.go:51 +0x1f4\n"
             "```\n\n"
             "started when the payment provider began sending invoice.paid for one-off "
             "invoices, which have no subscription"),
         (A, "Line 142 is `sub := inv.Subscription.ID` - `Subscription` is nil on one-off "
             "invoices. Two ways to handle it:\n\n"
             "1. skip invoices without a subscription (ack and ignore)\n"
             "2. record them as payments with no subscription attached"),
         (U, "2, finance wants one-off payments in the ledger too. is subscription_id "
             "nullable in payments?"),
         (U, "/run grep -n subscription_id db/schema.sql"),
         (T, "214:    subscription_id   text NOT NULL REFERENCES subscriptions(id),"),
         (A, "It's NOT NULL, so this needs a migration to drop the constraint as well. "
             "Dropping NOT NULL is a metadata-only change, no table rewrite."),
         (U, "yes do the migration too"),
         (A, "db/migrations/20240611_payments_subscription_nullable.sql\n"
             "<<<<<<< SEARCH\n"
             "=======\n"
             "ALTER TABLE payments ALTER COLUMN subscription_id DROP NOT NULL;\n"
             ">>>>>>> REPLACE\n\n"
             "internal/webhooks/invoices.go\n"
             "<<<<<<< SEARCH\n"
             "\tsub := inv.Subscription.ID\n"
             "\tp := store.Payment{InvoiceID: inv.ID, SubscriptionID: sub, Amount: inv.Total}\n"
             "=======\n"
             "\tvar sub string\n"
             "\tif inv.Subscription != nil {\n"
             "\t\tsub = inv.Subscription.ID\n"
             "\t}\n"
             "\tp := store.Payment{InvoiceID: inv.ID, SubscriptionID: nil, Amount: inv.Total}\n"
             ">>>>>>> REPLACE"),
         (U, "/run go test ./internal/webhooks/..."),
         (T, "# github.com/quillmere/orbit/internal/webhooks\n"
             "internal/webhooks/invoices.go:142:6: declared and not used: sub\n"
             "internal/webhooks/invoices.go:147:57: cannot use nil as string value in struct "
             "literal\n"
             "FAIL\tgithub.com/quillmere/orbit/internal/webhooks [build failed]"),
         (A, "`store.Payment.SubscriptionID` is a plain string. Changing it to `*string` so "
             "NULL round-trips, and setting it only when a subscription exists:\n\n"
             "internal/webhooks/invoices.go\n"
             "<<<<<<< SEARCH\n"
             "\tvar sub string\n"
             "\tif inv.Subscription != nil {\n"
             "\t\tsub = inv.Subscription.ID\n"
             "\t}\n"
             "\tp := store.Payment{InvoiceID: inv.ID, SubscriptionID: nil, Amount: inv.Total}\n"
             "=======\n"
             "\tp := store.Payment{InvoiceID: inv.ID, Amount: inv.Total}\n"
             "\tif inv.Subscription != nil {\n"
             "\t\tp.SubscriptionID = &inv.Subscription.ID\n"
             "\t}\n"
             ">>>>>>> REPLACE"),
         (U, "/run go test ./internal/webhooks/... ./internal/store/..."),
         (T, "ok  \tgithub.com/quillmere/orbit/internal/webhooks\t0.311s\n"
             "ok  \tgithub.com/quillmere/orbit/internal/store\t1.094s"),
         (A, "Passing. I'd add a test with a one-off invoice fixture so this path is covered. "
             "Also worth considering: a recover in the worker loop so one bad event can't kill "
             "the process, and a fuzz test over the webhook payload decoder."),
         (U, "add the test. recover: the http server already has one, this was the async "
             "worker, so yes add it to the worker loop. no fuzz"),
         (A, "internal/worker/loop.go\n"
             "<<<<<<< SEARCH\n"
             "\t\tif err := l.handler.Dispatch(ev); err != nil {\n"
             "=======\n"
             "\t\tif err := l.safeDispatch(ev); err != nil {\n"
             ">>>>>>> REPLACE\n\n"
             "plus `safeDispatch`, which recovers, logs the stack with the event id, and "
             "returns an error so the event goes to the retry queue; and "
             "`TestInvoicePaid_OneOff` in invoices_test.go."),
         (U, "/run go test ./..."),
         (T, "ok  \tgithub.com/quillmere/orbit/internal/store\t1.102s\n"
             "ok  \tgithub.com/quillmere/orbit/internal/webhooks\t0.318s\n"
             "ok  \tgithub.com/quillmere/orbit/internal/worker\t0.224s"),
         (U, "/commit"),
         (T, "Commit e04b7a9 fix(webhooks): record one-off invoice payments, recover panics "
             "in worker"),
         (U, "once this is deployed I'll replay the failed invoice.paid events from last night "
             "from the provider dashboard"),
         decisions=(
             "record one-off invoice payments without a subscription",
             "make payments subscription_id nullable",
             "add panic recovery to the webhook worker loop",
             "add a test for one-off invoice webhooks",
         ),
         loops=("replay last night's failed invoice.paid webhook events",),
         split="outsider"),

    # 12. Side project SQLite -> Postgres with pgloader; switch-over and backups left.
    case("ta-recipes-sqlite-to-postgres", "claude-code",
         (U, "moving my side project (small recipe site, flask + sqlalchemy) from sqlite to "
             "postgres. it runs on my hetzner vps like all my hobby stuff. db file is ~200MB. "
             "pgloader or write a script?"),
         (A, "pgloader handles this well and is one command. Things to watch with SQLite as "
             "the source: booleans stored as 0/1 integers, dates stored as text (sometimes "
             "empty strings), and columns whose declared type doesn't match what's actually in "
             "them. A custom script gives you full control but is more work for 200MB."),
         (U, "pgloader"),
         (T, "--- migrate/recipes.load (new)\n"
             "LOAD DATABASE\n"
             "  FROM sqlite:///srv/recipes/data/recipes.db\n"
             "  INTO postgresql://recipes@localhost/recipes\n"
             "WITH include drop, create tables, create indexes, reset sequences\n"
             "SET work_mem to '64MB', maintenance_work_mem to '256MB';"),
         (T, "$ pgloader migrate/recipes.load\n"
             "2024-05-18T09:12:40.018000Z ERROR Database error 22P02: invalid input syntax for "
             "type boolean: \"0\"\n"
             "CONTEXT: COPY recipes, line 1, column is_published: \"0\"\n"
             "2024-05-18T09:12:41.220000Z ERROR Database error 22007: invalid input syntax for "
             "type timestamp: \"\"\n"
             "CONTEXT: COPY ratings, line 3, column created_at: \"\"\n"
             "             table name     errors       rows      bytes      total time\n"
             "-----------------------  ---------  ---------  ---------  --------------\n"
             "                recipes          1          0                     0.212s\n"
             "                ratings          1          0                     0.094s\n"
             "            ingredients          0     148213    11.2 MB          2.310s\n"
             "                  users          0       3904   402.1 kB          0.088s"),
         (A, "As expected: `is_published` and `is_vegetarian` are integer 0/1 in SQLite but "
             "declared BOOLEAN, and some `ratings.created_at` are empty strings. pgloader has "
             "cast rules for both:"),
         (T, "+CAST column recipes.is_published to boolean using tinyint-to-boolean,\n"
             "+     column recipes.is_vegetarian to boolean using tinyint-to-boolean,\n"
             "+     column ratings.created_at to timestamptz using empty-string-to-null"),
         (T, "$ pgloader migrate/recipes.load\n"
             "             table name     errors       rows      bytes      total time\n"
             "-----------------------  ---------  ---------  ---------  --------------\n"
             "                recipes          0       6120     48.7 MB          3.901s\n"
             "                ratings          0      51877     3.1 MB          0.842s\n"
             "            ingredients          0     148213    11.2 MB          2.297s\n"
             "                  users          0       3904   402.1 kB          0.091s\n"
             "-----------------------  ---------  ---------  ---------  --------------\n"
             "      Total import time          ✓     210114    63.4 MB          7.131s"),
         (T, "$ for t in recipes ratings ingredients users; do "
             "echo -n \"$t \"; sqlite3 data/recipes.db \"select count(*) from $t\"; "
             "psql -tAc \"select count(*) from $t\" recipes; done\n"
             "recipes 6120\n6120\n"
             "ratings 51877\n51877\n"
             "ingredients 148213\n148213\n"
             "users 3904\n3904"),
         (A, "Counts match. On the app side: the `DATABASE_URL` and driver (psycopg 3), and "
             "one behaviour change - SQLite's `LIKE` is case-insensitive for ASCII, Postgres's "
             "isn't, so the recipe search (`Recipe.title.like(...)`) will suddenly miss "
             "'Pasta' when someone types 'pasta'."),
         (U, "search uses .like() yeah, switch it to ilike"),
         (T, "--- recipes/search.py\n"
             "-    q = q.filter(Recipe.title.like(f'%{term}%'))\n"
             "+    q = q.filter(Recipe.title.ilike(f'%{term}%'))\n"
             "$ DATABASE_URL=postgresql+psycopg://recipes@localhost/recipes pytest -q\n"
             "..............................................\n"
             "46 passed in 4.77s"),
         (A, "Tests pass against Postgres. Before switching over I'd suggest nightly "
             "`pg_dump` backups shipped off the box, and pgbouncer in front if you expect "
             "many concurrent connections."),
         (U, "backups yes but I'll set that up myself with restic like my other stuff. no "
             "pgbouncer, it's a recipe site lol"),
         (U, "plan is to flip it saturday morning when nobody's cooking. is there anything "
             "else I need for the flip itself"),
         (A, "For the switch: put the site in read-only mode, rerun pgloader for a fresh "
             "copy, rerun the count check, change `DATABASE_URL` in the systemd unit, restart, "
             "and keep the SQLite file untouched for a week as a fallback."),
         decisions=(
             "migrate recipe site from SQLite to Postgres with pgloader",
             "cast SQLite 0/1 columns to boolean in pgloader",
             "use ilike for case-insensitive recipe search",
             "no pgbouncer for the recipe site",
         ),
         loops=(
             "switch the recipe site over to Postgres on Saturday",
             "set up restic backups for the recipe Postgres database",
         ),
         facts=("self-hosts hobby projects on a Hetzner VPS",),
         split="outsider"),

    # 13. Feature flag cleanup: new_checkout removal reversed (kill switch).
    case("ta-stale-feature-flags", "cursor",
         (U, "we have way too many feature flags. list every flag referenced in the code and "
             "where"),
         (T, "$ rg -o --no-heading \"isEnabled\\('([a-z0-9_]+)'\" -r '$1' src | sort | uniq -c "
             "| sort -rn\n"
             "     14 new_checkout_flow\n"
             "      9 search_v2\n"
             "      7 pricing_annual_discount\n"
             "      6 pricing_tiered_seats\n"
             "      5 onboarding_checklist\n"
             "      4 dark_mode\n"
             "      4 pricing_trial_14d\n"
             "      3 bulk_export\n"
             "      3 pricing_ui_v3\n"
             "      ...\n"
             "     23 distinct flags"),
         (A, "Cross-referencing with the exported flag states (`flags-export.json`) for "
             "rollout and last change:"),
         (T, "flag                      rollout   last_changed   age_at_state\n"
             "new_checkout_flow         100%      2024-01-09     160d\n"
             "search_v2                 100%      2024-02-02     136d\n"
             "onboarding_checklist      100%      2023-11-20     210d\n"
             "dark_mode                 100%      2023-09-14     277d\n"
             "bulk_export               100%      2024-03-01     108d\n"
             "csv_import_v2             100%      2024-02-19     119d\n"
             "invoice_pdf_v2            100%      2023-12-05     195d\n"
             "team_invites              100%      2024-01-30     139d\n"
             "sso_saml                  100%      2024-03-11      98d\n"
             "legacy_reports            0%        2023-08-02     321d\n"
             "beta_ai_summaries         0%        2023-10-17     245d\n"
             "old_nav                   0%        2023-07-21     333d\n"
             "gantt_view                0%        2023-12-01     199d\n"
             "pricing_annual_discount   50%       2024-05-28      21d\n"
             "pricing_tiered_seats      30%       2024-06-03      15d\n"
             "... (4 more pricing_*, 4 active rollouts)"),
         (A, "Summary: 9 flags at 100% for over 90 days, 4 at 0% for over 180 days (dead), 6 "
             "pricing experiments, 4 genuinely in rollout. What do you want to clean up?"),
         (U, "remove the 100%-for-90-days ones. leave all pricing_* alone, growth owns those. "
             "the 0% ones, delete the flag and the code paths behind it too"),
         (A, "That's 9 + 4 flags. The 100% list includes `new_checkout_flow`, the most "
             "referenced one (14 call sites). Removing that too?"),
         (U, "yep incl new_checkout"),
         (T, "$ git diff --stat\n"
             " src/checkout/CheckoutPage.tsx          |  41 +-----\n"
             " src/checkout/useCheckout.ts            |  18 +--\n"
             " src/checkout/legacy/LegacyCheckout.tsx | 212 ----------------------\n"
             " src/search/SearchBar.tsx               |  12 +-\n"
             " src/nav/Sidebar.tsx                    |  64 +------\n"
             " src/reports/LegacyReports.tsx          | 187 --------------------\n"
             " ... 22 files changed, 96 insertions(+), 1204 deletions(-)"),
         (U, "wait no, keep new_checkout_flow. ops flips it off during payment incidents as a "
             "kill switch, it falls back to the legacy checkout. maybe rename it one day but "
             "leave it"),
         (A, "Restoring everything under `src/checkout/` including LegacyCheckout, so "
             "`new_checkout_flow` keeps working as the fallback switch."),
         (T, "$ git checkout HEAD -- src/checkout/\n"
             "$ git diff --stat\n"
             " src/search/SearchBar.tsx               |  12 +-\n"
             " src/nav/Sidebar.tsx                    |  64 +------\n"
             " src/reports/LegacyReports.tsx          | 187 --------------------\n"
             " ... 18 files changed, 71 insertions(+), 893 deletions(-)"),
         (T, "$ pnpm vitest run\n"
             " FAIL  src/search/__tests__/SearchBar.test.tsx > renders v2 suggestions\n"
             "   Error: flag 'search_v2' is not defined in test flag fixture\n"
             "\n"
             " Test Files  1 failed | 87 passed (88)\n"
             "      Tests  1 failed | 604 passed (605)"),
         (A, "The test fixture still sets `search_v2`; dropping it from `testFlags.ts` and the "
             "test's setup."),
         (T, "$ pnpm vitest run\n"
             " Test Files  88 passed (88)\n"
             "      Tests  605 passed (605)"),
         (A, "All green. To stop this piling up again, I could add a lint rule that requires "
             "an `expires` date on every flag, and an `owner` field in the flag registry."),
         (U, "expiry lint would be nice but not in this PR"),
         (U, "after merge I'll archive the 12 removed ones in the flag dashboard, otherwise "
             "the sdk keeps fetching them"),
         decisions=(
             "remove flags at 100% rollout for over 90 days",
             "delete the dead 0% flags and their code paths",
             "leave the pricing experiment flags to growth",
             "keep new_checkout_flow as the ops kill switch",
         ),
         loops=("archive the removed flags in the flag dashboard after merge",),
         superseded=("remove the new_checkout_flow flag",),
         split="outsider"),

    # 14. Node memory leak: listener per request; fix at startup, SIGUSR2 snapshot.
    case("ta-node-listener-leak", "claude-code",
         (U, "notification-svc (node 20) RSS climbs ~150MB/day until it gets OOMKilled every "
             "~3 days. took two heap snapshots 2h apart, comparison below. I'm on a thinkpad "
             "with fedora so if you want me to run stuff locally fine\n\n"
             "```\n"
             "Constructor          # New    # Deleted   # Delta   Size Delta\n"
             "(closure)            48 310   102         +48 208   +5.9 MB\n"
             "TemplateRenderer     12 077   0           +12 077   +22.4 MB\n"
             "(array)              12 214   37          +12 177   +3.1 MB\n"
             "Object               9 402    8 991       +411      +41 kB\n"
             "```"),
         (A, "`TemplateRenderer` instances are never freed. Let me check the logs for "
             "listener warnings and find where renderers are created."),
         (T, "$ kubectl -n notify logs deploy/notification-svc --since=6h | grep -m3 "
             "MaxListeners\n"
             "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak "
             "detected. 11 config:reload listeners added to [ConfigStore]. Use "
             "emitter.setMaxListeners() to increase limit\n"
             "$ rg -n \"config:reload|new TemplateRenderer\" src\n"
             "src/render/factory.ts:14:  const r = new TemplateRenderer(configStore.get());\n"
             "src/render/factory.ts:15:  configStore.on('config:reload',\n"
             "                                (c) => r.reconfigure(c));\n"
             "src/handlers/send.ts:22:  const renderer = createTemplateRenderer();\n"
             "src/config/store.ts:48:    this.emit('config:reload', next);"),
         (U, "wait the warning says 11 listeners, the snapshot says 12k renderers. which is "
             "it"),
         (A, "Both. Node prints MaxListenersExceededWarning once, the first time a single "
             "event passes the default limit of 10, and then stays quiet. So 11 is just where "
             "it noticed; the count keeps growing silently after that."),
         (A, "Found it. `createTemplateRenderer()` runs on every send request and registers a "
             "`config:reload` listener on the long-lived `ConfigStore`. The listener closes "
             "over the renderer, so every renderer ever created stays reachable. Options:\n\n"
             "1. create one renderer at startup and register the listener once; handlers "
             "reuse it\n"
             "2. keep per-request renderers but remove the listener in a `finally`\n"
             "3. cache renderers by template id with an LRU"),
         (U, "1"),
         (T, "--- src/render/factory.ts\n"
             "-export function createTemplateRenderer() {\n"
             "-  const r = new TemplateRenderer(configStore.get());\n"
             "-  configStore.on('config:reload', (c) => r.reconfigure(c));\n"
             "-  return r;\n"
             "-}\n"
             "+export const renderer = new TemplateRenderer(configStore.get());\n"
             "+configStore.on('config:reload', (c) => renderer.reconfigure(c));\n"
             "--- src/handlers/send.ts\n"
             "-  const renderer = createTemplateRenderer();\n"
             "+  // shared renderer, see render/factory.ts"),
         (U, "is it safe to share one renderer? it's called concurrently"),
         (A, "`TemplateRenderer.render()` doesn't keep per-call state, so sharing it is safe. "
             "Writing a quick leak check: 10k requests and assert the listener count stays at "
             "1."),
         (T, "$ npm test\n"
             " PASS  test/send.test.ts\n"
             " PASS  test/render.test.ts\n"
             " PASS  test/leak.test.ts\n"
             "   ✓ config:reload listener count stays 1 after 10000 sends (2811 ms)\n"
             "\n"
             "Test Suites: 3 passed, 3 total\n"
             "Tests:       41 passed, 41 total"),
         (A, "Fixed. Two extra safety nets if you want them: cap the heap with "
             "`--max-old-space-size` so it restarts sooner and cleaner, and a handler that "
             "writes a heap snapshot on SIGUSR2 so next time you can grab one from a live pod "
             "without redeploying."),
         (U, "no to the heap cap, that's treating symptoms. the sigusr2 snapshot thing is "
             "kinda nice tho, add it"),
         (T, "--- src/main.ts\n"
             "+import { writeHeapSnapshot } from 'node:v8';\n"
             "+process.on('SIGUSR2', () => {\n"
             "+  const file = writeHeapSnapshot(`/tmp/heap-${Date.now()}.heapsnapshot`);\n"
             "+  logger.info({ file }, 'heap snapshot written');\n"
             "+});\n"
             "$ npm test -- --silent\n"
             "Tests:       41 passed, 41 total"),
         (A, "Added. To grab one: `kubectl exec <pod> -- kill -USR2 1` then `kubectl cp` the "
             "file out."),
         (U, "deploying after lunch. I'll check the memory graph on monday, if it's flat we "
             "close the ticket"),
         decisions=(
             "create one template renderer and register the reload listener at startup",
             "add heap snapshot on SIGUSR2",
             "no max-old-space-size heap cap",
         ),
         loops=(
             "deploy the notification-svc leak fix after lunch",
             "check notification-svc memory graph Monday and close the ticket if flat",
         ),
         facts=("uses a ThinkPad running Fedora",),
         split="outsider"),

    # 15. Alembic two heads: re-parent instead of merge revision; CI head check.
    case("ta-alembic-two-heads", "codex",
         (U, "rebased on main and now alembic says multiple heads. fix"),
         (T, "$ alembic heads\n"
             "a91f3c2d7e10 (head)\n"
             "5c0de8b41f77 (head)\n"
             "$ alembic history -r -3:\n"
             "e27b90a1c4d3 -> a91f3c2d7e10 (head), add projects.archived_at\n"
             "e27b90a1c4d3 -> 5c0de8b41f77 (head), rename projects to workspaces\n"
             "b3d1f9e0a288 -> e27b90a1c4d3, add audit_log table"),
         (A, "Your `add projects.archived_at` and main's `rename projects to workspaces` both "
             "branch from `e27b90a1c4d3`. Two ways out:\n\n"
             "1. `alembic merge heads` - adds an empty merge revision with two parents\n"
             "2. re-parent yours: set its `down_revision` to `5c0de8b41f77` so history stays "
             "linear. Only safe if your revision hasn't been applied to any shared database."),
         (U, "mine's only on my local and the PR preview env. re-parent it, we don't do merge "
             "revisions"),
         (T, "--- migrations/versions/a91f3c2d7e10_add_projects_archived_at.py\n"
             "-down_revision = 'e27b90a1c4d3'\n"
             "+down_revision = '5c0de8b41f77'"),
         (A, "Heads: one now. The preview env has `a91f3c2d7e10` applied on the old parent, "
             "so alembic there will see a revision it can't place. It needs a downgrade or a "
             "fresh database."),
         (U, "preview db gets rebuilt on every push, fine"),
         (T, "$ alembic upgrade head\n"
             "INFO  [alembic.runtime.migration] Running upgrade e27b90a1c4d3 -> 5c0de8b41f77, "
             "rename projects to workspaces\n"
             "INFO  [alembic.runtime.migration] Running upgrade 5c0de8b41f77 -> a91f3c2d7e10, "
             "add projects.archived_at\n"
             "sqlalchemy.exc.ProgrammingError: (psycopg.errors.UndefinedTable) relation "
             "\"projects\" does not exist\n"
             "[SQL: ALTER TABLE projects ADD COLUMN archived_at TIMESTAMP WITH TIME ZONE]"),
         (A, "Of course: main renamed the table underneath you. Your migration and the model "
             "need to target `workspaces`."),
         (T, "--- migrations/versions/a91f3c2d7e10_add_projects_archived_at.py\n"
             "-    op.add_column('projects', sa.Column('archived_at', "
             "sa.DateTime(timezone=True)))\n"
             "+    op.add_column('workspaces', sa.Column('archived_at', "
             "sa.DateTime(timezone=True)))\n"
             "@@ def downgrade():\n"
             "-    op.drop_column('projects', 'archived_at')\n"
             "+    op.drop_column('workspaces', 'archived_at')"),
         (T, "$ alembic upgrade head && alembic downgrade -1 && alembic upgrade head\n"
             "INFO  [alembic.runtime.migration] Running upgrade 5c0de8b41f77 -> a91f3c2d7e10, "
             "add projects.archived_at\n"
             "INFO  [alembic.runtime.migration] Running downgrade a91f3c2d7e10 -> 5c0de8b41f77, "
             "add projects.archived_at\n"
             "INFO  [alembic.runtime.migration] Running upgrade 5c0de8b41f77 -> a91f3c2d7e10, "
             "add projects.archived_at\n"
             "$ pytest -q tests/test_migrations.py tests/test_workspaces.py\n"
             "........................\n"
             "24 passed in 9.12s"),
         (A, "Up, down and up again all work and the tests pass. I also renamed the "
             "`archived_at` attribute onto the `Workspace` model. To catch this earlier next "
             "time: a CI step that fails if `alembic heads` returns more than one line."),
         (U, "oh yes that one, put it in the lint job"),
         (T, "--- .github/workflows/ci.yml\n"
             "       - run: ruff check .\n"
             "+      - name: single alembic head\n"
             "+        run: test \"$(alembic heads | wc -l)\" -eq 1"),
         (U, "push it"),
         (T, "$ git push --force-with-lease origin feat/archive-projects\n"
             "To github.com:brightwell/atlas.git\n"
             " + 3f0a9d1...8c21e77 feat/archive-projects -> feat/archive-projects (forced "
             "update)"),
         decisions=(
             "re-parent the migration onto main's head instead of a merge revision",
             "fail CI lint job when alembic has multiple heads",
         ),
         split="outsider"),

    # 16. Slow report on staging: stale stats after restore; no decisions, one loop.
    case("ta-staging-stale-stats", "aider",
         (U, "/add reports/queries.py"),
         (T, "Added reports/queries.py to the chat"),
         (U, "monthly revenue report takes 40s on staging and 2s on prod. exact same query "
             "(monthly_revenue in queries.py). why"),
         (A, "Same query, very different timing usually means different plans. Can you run "
             "EXPLAIN (ANALYZE, BUFFERS) on staging? The SQL is the `MONTHLY_REVENUE` string "
             "with `:month` = '2024-05-01'."),
         (U, "/run psql \"$STAGING_URL\" -f /tmp/explain_revenue.sql"),
         (T, "HashAggregate  (cost=81234.10..81236.60 rows=200) "
             "(actual time=40112.3..40112.9 rows=31)\n"
             "  Group Key: date_trunc('day', p.paid_at)\n"
             "  ->  Hash Join  (cost=2311.00..81120.40 rows=1000) "
             "(actual time=212.4..39870.2 rows=4213877)\n"
             "        Hash Cond: (p.account_id = a.id)\n"
             "        ->  Seq Scan on payments p  (cost=0.00..77120.00 rows=1000) "
             "(actual time=0.03..38211.7 rows=4213877)\n"
             "              Filter: ((paid_at >= '2024-05-01') AND (paid_at < '2024-06-01'))\n"
             "              Rows Removed by Filter: 61240113\n"
             "        ->  Hash  (cost=1210.00..1210.00 rows=88000)\n"
             "Buffers: shared hit=1204 read=812339\n"
             "Execution Time: 40113.402 ms"),
         (U, "prod plan for the same thing:\n\n"
             "```\n"
             "HashAggregate (actual time=1890.1..1890.4 rows=31)\n"
             "  ->  Hash Join (actual time=14.2..1711.9 rows=4198220)\n"
             "        ->  Index Scan using payments_paid_at_idx on payments p\n"
             "              (cost=0.57..310422.11 rows=4102000) (actual time=0.02..902.6)\n"
             "Execution Time: 1891.077 ms\n"
             "```"),
         (A, "The giveaway is `rows=1000` estimated vs 4.2M actual on staging. The planner "
             "thinks the month filter matches 1000 rows, which is the default guess when a "
             "table has no statistics. Prod estimates 4.1M and uses the index. Let's check "
             "when payments was last analyzed on staging."),
         (U, "/run psql \"$STAGING_URL\" -c \"select relname, last_analyze, last_autoanalyze, "
             "n_mod_since_analyze from pg_stat_user_tables where relname = 'payments'\""),
         (T, " relname  | last_analyze | last_autoanalyze | n_mod_since_analyze\n"
             "----------+--------------+------------------+---------------------\n"
             " payments |              |                  |            65453990\n"
             "(1 row)"),
         (A, "Never analyzed. Was staging restored from a dump recently? `pg_restore` "
             "doesn't carry planner statistics over, and autovacuum can take a long time to "
             "get to a freshly loaded 65M-row table."),
         (U, "yeah platform restored it from a prod dump last tuesday"),
         (U, "/run psql \"$STAGING_URL\" -c 'ANALYZE payments;'"),
         (T, "ANALYZE"),
         (U, "/run psql \"$STAGING_URL\" -f /tmp/explain_revenue.sql"),
         (T, "HashAggregate  (actual time=1944.0..1944.3 rows=31)\n"
             "  ->  Hash Join  (actual time=15.1..1760.4 rows=4213877)\n"
             "        ->  Index Scan using payments_paid_at_idx on payments p  "
             "(cost=0.57..309811.20 rows=4187310) (actual time=0.02..931.0 rows=4213877)\n"
             "Execution Time: 1945.220 ms"),
         (A, "1.9s, same plan as prod. Other tables from that restore are probably unanalyzed "
             "too; the restore script should end with `vacuumdb --analyze-in-stages --all`. "
             "Separately, the query itself could get faster with a covering index on "
             "`(paid_at) INCLUDE (account_id, amount)` so it doesn't touch the heap."),
         (U, "the restore script is the platform folks', I'll tell them to add the analyze "
             "step. tbh I end up babysitting all the db stuff on our team of four so good to "
             "finally know about the stats thing"),
         (A, "Makes sense. A one-liner you can send them: after `pg_restore`, run "
             "`vacuumdb --analyze-in-stages --all -j 4` before the env is handed over."),
         loops=("ask platform team to add an analyze step after staging restores",),
         facts=("handles the database work on a four-person team",),
         split="outsider"),

    # 17. Design chat about a ledger; nothing decided; facts about role and city.
    case("ta-ledger-event-sourcing", "chatgpt",
         (U, "I'm tech lead at a small payments startup, based in lisbon. we're rebuilding our "
             "ledger and the team is split: event sourcing vs plain double-entry tables with "
             "an audit log. steelman both for me"),
         (A, "**Event sourcing.** The ledger *is* a sequence of facts, so storing events is "
             "the natural model: every balance is derivable, history is never lost, you can "
             "rebuild projections when requirements change, and temporal questions ('what did "
             "we think the balance was on March 3rd') are first-class.\n\n"
             "**Double-entry tables + audit log.** Double-entry already is append-only if you "
             "never update entries: journal entries with balanced postings, balances as sums "
             "or maintained snapshots. It's what accountants and auditors recognise, it's "
             "plain SQL, constraints (sum of postings = 0) live in the database, and the "
             "operational surface is much smaller."),
         (U, "how do corrections / reversals look in each"),
         (A, "In both you never mutate history. Event sourcing: emit a `PaymentReversed` "
             "event referencing the original; projections apply it. Double-entry: post a "
             "reversing journal entry with opposite postings, linked to the original. "
             "Practically identical in spirit; the difference is whether the 'rules' live in "
             "event handlers or in the posting logic."),
         (U, "and reporting? our finance ppl live in metabase"),
         (A, "That's a real point for double-entry: Metabase can query journal and posting "
             "tables directly. With event sourcing you'd build read-model tables (projections) "
             "for finance, which means more moving parts and eventual consistency between the "
             "event store and what finance sees."),
         (U, "if we went ES would we need kafka or something"),
         (A, "No. A Postgres `events` table with a per-stream version column and a unique "
             "constraint on (stream_id, version) gives you optimistic concurrency, and "
             "projections can be updated in the same transaction or by a poller. Kafka only "
             "earns its keep if other services need to consume the stream at scale."),
         (U, "ok this is useful. not deciding anything today, I'll take both write-ups to "
             "the arch review on thursday and let the team fight it out"),
         (A, "Want a short decision-record skeleton so the discussion lands somewhere "
             "concrete?"),
         (U, "sure, short"),
         (A, "```\n"
             "# ADR-0xx: Ledger storage model\n"
             "Status: proposed\n"
             "Context: rebuild of the ledger; finance reports via Metabase; ...\n"
             "Options: (A) event-sourced ledger  (B) double-entry tables + audit log\n"
             "Decision drivers: auditability, reporting, ops cost, team familiarity\n"
             "Decision: TBD at architecture review\n"
             "Consequences: ...\n"
             "```"),
         (U, "thx"),
         loops=("bring the ledger design options to Thursday's architecture review",),
         facts=(
             "tech lead at a small payments startup",
             "lives in Lisbon",
         ),
         split="outsider"),

    # 18. Multi-tenant schema design: shared tables, RLS, uuid; sole engineer.
    case("ta-multitenant-schema", "claude",
         (U, "B2B saas, ~300 tenants now, maybe 2k in two years. postgres. shared tables "
             "with tenant_id, or schema per tenant? I'm the only engineer so ops cost matters "
             "a lot"),
         (A, "At 300 -> 2000 tenants with one engineer, shared tables is the safer bet. "
             "Schema-per-tenant gives strong isolation and easy per-tenant restore, but every "
             "migration runs N times, connection pools and catalog size grow with tenants, "
             "and tooling (ORMs, pg_dump, monitoring) gets awkward past a few hundred "
             "schemas. Shared tables keep one migration path; the risk is a missing "
             "`WHERE tenant_id = ...` leaking data."),
         (U, "shared + tenant_id. then RLS or just enforce it in the ORM"),
         (A, "Ideally both: a default scope in the ORM for ergonomics, plus Row-Level "
             "Security as the safety net so a forgotten filter returns nothing instead of "
             "another tenant's rows. RLS reads the tenant from a setting, e.g. "
             "`current_setting('app.tenant_id')`. One catch: with a pooler in transaction "
             "mode, a plain `SET` leaks across clients; you must use `SET LOCAL` inside each "
             "transaction."),
         (U, "RLS. we're on pgbouncer in transaction mode so SET LOCAL it is"),
         (A, "```sql\n"
             "ALTER TABLE projects ENABLE ROW LEVEL SECURITY;\n"
             "ALTER TABLE projects FORCE ROW LEVEL SECURITY;\n"
             "CREATE POLICY tenant_isolation ON projects\n"
             "  USING (tenant_id = current_setting('app.tenant_id')::uuid);\n"
             "```\n\n"
             "And at the start of each request transaction: "
             "`SET LOCAL app.tenant_id = '<uuid>'`. Note the app must not connect as the "
             "table owner or a superuser, or RLS is bypassed (FORCE covers the owner case)."),
         (U, "tenant_id uuid or bigint"),
         (A, "bigint is smaller and slightly faster in indexes; uuid is safe to expose and "
             "to generate outside the database. If tenant ids already appear anywhere "
             "public, uuid avoids leaking your tenant count."),
         (U, "uuid, they're already in our urls"),
         (A, "Then for indexes: lead every tenant-scoped index with `tenant_id`, e.g. "
             "`(tenant_id, created_at)`. Some people go further with composite primary keys "
             "`(tenant_id, id)` so foreign keys can't cross tenants."),
         (U, "indexes leading with tenant_id yes. composite PKs no, too annoying with the "
             "ORM"),
         (A, "Reasonable. Rough migration order: add nullable `tenant_id`, backfill from the "
             "owning account, set NOT NULL, add the leading indexes, switch the app to "
             "`SET LOCAL`, then enable RLS table by table with FORCE. Want me to draft the "
             "backfill for your biggest tables?"),
         (U, "I'll start the migration next week, enough for today"),
         decisions=(
             "shared tables with tenant_id instead of schema per tenant",
             "enforce tenant isolation with Postgres row-level security",
             "set tenant id with SET LOCAL per transaction for pgbouncer",
             "use UUID tenant ids",
             "lead tenant-scoped indexes with tenant_id",
             "no composite primary keys with tenant_id",
         ),
         loops=("start the tenant_id migration next week",),
         facts=("only engineer at a B2B SaaS company",),
         split="outsider"),

    # 19. Chatter: standup joke.
    case("ta-chatter-off-by-one-joke", "chatgpt",
         (U, "give me a short programming joke for the standup channel, ideally about off by "
             "one errors"),
         (A, "There are two hard problems in computer science: cache invalidation, naming "
             "things, and off-by-one errors."),
         (U, "lol classic. another one"),
         (A, "I was going to tell you a joke about arrays, but I started at 1 and nobody got "
             "it."),
         (U, "ha ok that one works"),
         chatter=True,
         split="outsider"),

    # 20. Chatter: explain a regex.
    case("ta-chatter-regex-lookahead", "claude",
         (U, "what does this do: ^(?=.*\\d)(?=.*[a-z]).{8,}$"),
         (A, "It matches strings of at least 8 characters that contain at least one digit "
             "and at least one lowercase letter.\n\n"
             "- `^` / `$` anchor the whole string\n"
             "- `(?=.*\\d)` is a lookahead: somewhere ahead there's a digit, without consuming "
             "anything\n"
             "- `(?=.*[a-z])` same for a lowercase letter\n"
             "- `.{8,}` then consumes 8 or more characters of anything (except newlines)"),
         (U, "ahh lookaheads dont move the position, that's what I was missing. thanks"),
         (A, "Exactly - both lookaheads check from the start, then `.{8,}` does the actual "
             "matching."),
         chatter=True,
         split="outsider"),
]
