"""Coding sessions with AI agents across varied stacks and people. Training data (split "tune")."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case("tv-django-order-currency", "claude-code",
         (U, "need a currency field on Order. ~2.3M rows in prod, old ones should be EUR. can "
             "u write the migration"),
         (A, "Let me look at the model and the latest migrations first."),
         (T, "$ sed -n 1,20p shop/orders/models.py\nclass Order(models.Model):\n"
             "    store = models.ForeignKey(\"stores.Store\", on_delete=models.PROTECT)\n"
             "    customer = models.ForeignKey(\"customers.Customer\", "
             "on_delete=models.PROTECT)\n    total_cents = models.BigIntegerField()\n"
             "    status = models.CharField(max_length=16, choices=OrderStatus.choices)\n"
             "    gift_note = models.TextField(blank=True)\n"
             "    created_at = models.DateTimeField(auto_now_add=True)\n"
             "\n$ ls shop/orders/migrations | tail -3\n0041_order_status_index.py\n"
             "0042_order_gift_note.py\n__init__.py"),
         (A, "Two ways to do this on a 2.3M-row table:\n\n1. **One migration**: "
             "`AddField(currency, default=\"EUR\")`. On Postgres 11+ adding a column with a "
             "constant default is metadata-only, so it's instant and runs in a single "
             "transaction.\n2. **Three steps**: add the column nullable, backfill with a "
             "separate management command in batches, then a second migration sets `NOT NULL`.\n"
             "\nWhich Postgres version is prod on? If it's 11+ and every existing row really "
             "is EUR, option 1 is fine."),
         (U, "pg 14. just do it in one migration, one transaction, keep it simple"),
         (A, "Done:"),
         (T, "$ git diff --stat\n shop/orders/migrations/0043_order_currency.py | 17 "
             "+++++++++++++++++\n shop/orders/models.py                         |  1 +\n"
             " 2 files changed, 18 insertions(+)\n\n$ python manage.py sqlmigrate orders 0043\n"
             "BEGIN;\n--\n-- Add field currency to order\n--\n"
             "ALTER TABLE \"orders_order\" ADD COLUMN \"currency\" varchar(3) DEFAULT 'EUR' "
             "NOT NULL;\nALTER TABLE \"orders_order\" ALTER COLUMN \"currency\" DROP DEFAULT;\n"
             "COMMIT;"),
         (A, "That's metadata-only on PG14, so it should take milliseconds in prod. Want me to "
             "run the test suite?"),
         (U, "wait. uk store orders are GBP not EUR. store_id 3. totally forgot, the uk shop "
             "only opened last year"),
         (A, "Then we need an UPDATE for those rows as well. If I put `RunSQL(\"UPDATE "
             "orders_order SET currency='GBP' WHERE store_id = 3\")` in the same migration, it "
             "rewrites every UK row inside the migration transaction: row locks on all of them "
             "until COMMIT, and the deploy waits until it's done. Let me check how many rows "
             "that is on staging."),
         (T, "$ psql \"$STAGING_URL\" -c \"select count(*) from orders_order where store_id = "
             "3\"\n count\n--------\n 412877\n(1 row)"),
         (U, "hm. how long would that take in one go"),
         (T, "$ psql \"$STAGING_URL\" -c \"begin; explain analyze update orders_order set "
             "currency='GBP' where store_id=3; rollback;\"\n"
             "BEGIN\n                                  QUERY PLAN\n"
             "------------------------------------------------------------------------------\n"
             " Update on orders_order  (cost=0.43..51234.10 rows=410022 width=86) (actual "
             "time=48211.402..48211.403 rows=0 loops=1)\n   ->  Index Scan using "
             "orders_order_store_id_idx on orders_order  (cost=0.43..51234.10 rows=410022 "
             "width=86) (actual time=0.031..912.118 rows=412877 loops=1)\n"
             "         Index Cond: (store_id = 3)\n Planning Time: 0.211 ms\n"
             " Execution Time: 48213.988 ms\n(5 rows)\nROLLBACK"),
         (A, "About 48 s on staging, holding locks on ~413k rows, and probably longer on prod "
             "with live traffic. Any status update on a UK order (payment webhooks, "
             "fulfilment) would queue behind it for that whole time."),
         (U, "ok no, batches then. 10k at a time and sleep a bit between them"),
         (A, "Restructured:\n\n- `0043_order_currency`: adds `currency` as nullable, no "
             "default.\n- `manage.py backfill_order_currency`: walks `id` ranges of 10,000, "
             "sets `GBP` where `store_id = 3` and `EUR` otherwise, `time.sleep(0.2)` between "
             "batches. Only touches rows where `currency IS NULL`, so it can be stopped and "
             "resumed.\n- `0044`: NOT NULL + default `EUR` for new rows, to ship after the "
             "backfill."),
         (T, "$ git diff shop/orders/management/commands/backfill_order_currency.py | head -30\n"
             "+BATCH = 10_000\n+PAUSE = 0.2\n+\n+class Command(BaseCommand):\n"
             "+    help = \"Fill Order.currency (GBP for the UK store, EUR for the rest) in "
             "batches.\"\n+\n+    def handle(self, *args, **opts):\n"
             "+        lo, hi = Order.objects.aggregate(lo=Min(\"id\"), "
             "hi=Max(\"id\")).values()\n+        for start in range(lo, hi + 1, BATCH):\n"
             "+            with transaction.atomic():\n+                qs = "
             "Order.objects.filter(id__gte=start, id__lt=start + BATCH, currency__isnull=True)\n"
             "+                qs.filter(store_id=UK_STORE_ID).update(currency=\"GBP\")\n"
             "+                qs.update(currency=\"EUR\")\n"
             "+            self.stdout.write(f\"{start}..{start + BATCH} done\")\n"
             "+            time.sleep(PAUSE)\n\n$ pytest shop/orders -q\n"
             "..........................................................               [100%]\n"
             "58 passed in 8.04s"),
         (A, "All green, including a new test that checks UK orders end up GBP and the command "
             "is idempotent.\n\nNext steps:\n1. Deploy `0043`\n"
             "2. Run `python manage.py backfill_order_currency` in prod\n"
             "3. Ship `0044` (NOT NULL) once the backfill has finished\n"
             "4. Add an index on `currency` for the finance reports"),
         (U, "no index, we never filter on it. 0044 yes but after. i'll run the backfill fri "
             "night when traffic is dead. i'm the only backend person since joana left so it's "
             "on me anyway"),
         (A, "Makes sense. I've left `0044` out of this branch so nobody applies it before the "
             "backfill is done; I'll note it in the PR description."),
         decisions=(
             "backfill order currency in batches of 10k with a pause",
             "GBP for UK store orders, EUR for all others",
             "add currency column nullable first, NOT NULL later",
             "no index on the currency column",
         ),
         loops=(
             "run the currency backfill in prod Friday night",
             "ship the NOT NULL currency migration after the backfill",
         ),
         facts=("only backend developer at the company",),
         superseded=("add currency with default in one migration transaction",)),
    case("tv-expo-habit-reminders", "cursor",
         (U, "ok next thing for the habit app: daily reminders. user picks a time, phone pings "
             "them. what's the least painful way in expo"),
         (A, "Two realistic routes:\n\n| | Local scheduled notifications | Remote push |\n"
             "|---|---|---|\n| Library | `expo-notifications` | `expo-notifications` + Expo "
             "Push / FCM |\n| Server needed | No | Yes, something has to send them |\n"
             "| Works offline | Yes | No |\n| Cost | Free | Free tier, then depends on sender "
             "|\n| Good for | fixed daily reminders | reminders that depend on server data |\n"
             "\nFor \"remind me every day at 19:30\", local scheduling is the usual choice. "
             "Remote only matters if you later want reminders triggered by something on a "
             "server (e.g. a friend checked in).\n\nWhich do you want?"),
         (U, "local. no server, i'm not paying for anything for this, it's a hobby. i'm a "
             "pharmacist by day so this is strictly evenings lol"),
         (A, "Local it is. Installing:"),
         (T, "$ npx expo install expo-notifications\n› Installing 1 SDK 50.0.0 compatible "
             "native module using npm\n> npm install\n\nadded 3 packages, and audited 1184 "
             "packages in 6s\nfound 0 vulnerabilities"),
         (A, "Added `src/reminders.ts`:\n\n```ts\nimport * as Notifications from "
             "\"expo-notifications\";\n\nexport async function scheduleDailyReminder(hour: "
             "number, minute: number) {\n  await "
             "Notifications.cancelAllScheduledNotificationsAsync();\n"
             "  return Notifications.scheduleNotificationAsync({\n"
             "    content: { title: \"Habit check-in\", body: \"Did you do your thing today?\" "
             "},\n    trigger: { hour, minute, repeats: true },\n"
             "  });\n}\n```\n\nQuestion on permissions: iOS shows the permission prompt once, "
             "and if it's denied you can't ask again. Options:\n"
             "1. Ask on app launch\n2. Ask the first time the user turns on a reminder (with a "
             "short explanation screen before it)\n\n2 gets noticeably better opt-in rates."),
         (U, "2"),
         (A, "Done: `ReminderToggle` now shows a small \"We'll send one notification a day at "
             "the time you pick\" sheet, then calls `requestPermissionsAsync()`. Trying it on "
             "Android:"),
         (T, "$ npx expo run:android\n...\n LOG  scheduled id "
             "9c1e6a0e-4b7a-4d5e-9f1a-33a7c2d1b8e0\n WARN  [expo-notifications] No "
             "notification channel set for Android 8+; notifications may not appear."),
         (A, "Android 8+ needs a channel. Adding this at startup:\n"
             "\n```ts\nif (Platform.OS === \"android\") {\n"
             "  await Notifications.setNotificationChannelAsync(\"reminders\", {\n"
             "    name: \"Daily reminders\",\n    importance: "
             "Notifications.AndroidImportance.DEFAULT,\n  });\n"
             "}\n```\n\nWhat should the default time be when someone first enables reminders? "
             "I used 20:00 as a placeholder."),
         (U, "make it 19:00. my daughter ada is 8 and she's my only beta tester, she's in bed "
             "by 8 haha"),
         (A, "Set to 19:00. Re-ran on the emulator with the clock moved forward:"),
         (T, " LOG  scheduled id 1f0b77c2-0d3e-4a8c-b1de-5a9e8e0f4c61 (19:00 daily)\n"
             " LOG  notification received: Habit check-in"),
         (A, "Notification arrives on time and tapping it opens the Today screen.\n"
             "\nNext steps you might consider:\n- Add analytics to see how many people enable "
             "reminders\n- Move to EAS Build for store releases\n"
             "- Add remote push later for social features"),
         (U, "nah none of that for now. thanks, that's exactly what i wanted"),
         decisions=(
             "local scheduled notifications with expo-notifications, no server",
             "ask notification permission when reminder is first enabled",
             "default reminder time 19:00",
         ),
         facts=("works as a pharmacist", "daughter Ada is 8")),
    case("tv-airflow-vendor-sensor", "codex",
         (U, "daily_shipments dag is stuck again, all pool slots eaten by the s3 sensor. look "
             "at dags/daily_shipments.py and the last run log"),
         (T, "$ sed -n 20,48p dags/daily_shipments.py\nwith DAG(\n"
             "    dag_id=\"daily_shipments\",\n    schedule=\"0 4 * * *\",\n"
             "    start_date=pendulum.datetime(2023, 9, 1, tz=\"Europe/Warsaw\"),\n"
             "    catchup=False,\n    default_args={\"retries\": 2, \"retry_delay\": "
             "timedelta(minutes=10)},\n) as dag:\n    wait_for_file = S3KeySensor(\n"
             "        task_id=\"wait_for_vendor_file\",\n        "
             "bucket_name=\"ext-vendor-drop\",\n        bucket_key=\"shipments/{{ ds_nodash "
             "}}/manifest.csv\",\n        aws_conn_id=\"aws_vendor\",\n"
             "        poke_interval=60,\n        pool=\"vendor_io\",\n"
             "    )"),
         (T, "$ tail -6 "
             "logs/dag_id=daily_shipments/run_id=scheduled__2024-05-13T02:00:00+00:00/task_id="
             "wait_for_vendor_file/attempt=1.log\n[2024-05-14, 09:41:02 CEST] {s3.py:117} INFO "
             "- Poking for key : s3://ext-vendor-drop/shipments/20240514/manifest.csv\n"
             "[2024-05-14, 09:42:02 CEST] {s3.py:117} INFO - Poking for key : "
             "s3://ext-vendor-drop/shipments/20240514/manifest.csv\n"
             "[2024-05-14, 09:43:02 CEST] {s3.py:117} INFO - Poking for key : "
             "s3://ext-vendor-drop/shipments/20240514/manifest.csv\n"
             "[2024-05-14, 09:44:02 CEST] {s3.py:117} INFO - Poking for key : "
             "s3://ext-vendor-drop/shipments/20240514/manifest.csv\n"
             "[2024-05-14, 09:45:02 CEST] {s3.py:117} INFO - Poking for key : "
             "s3://ext-vendor-drop/shipments/20240514/manifest.csv\n"
             "[2024-05-14, 09:46:02 CEST] {s3.py:117} INFO - Poking for key : "
             "s3://ext-vendor-drop/shipments/20240514/manifest.csv"),
         (A, "The sensor is in the default `poke` mode with no timeout, so it holds a worker "
             "slot (and a `vendor_io` pool slot) for as long as the file is missing, which "
             "defaults to 7 days. When the vendor skipped a day, every downstream task in that "
             "pool starved.\n\nProposed change:\n- `mode=\"reschedule\"`: releases the slot "
             "between pokes\n- `timeout=6 * 3600`: give up after 6h\n"
             "- `soft_fail=True`: mark skipped instead of failed when it times out\n"
             "- `catchup=False` on the DAG so a backlog doesn't pile up"),
         (U, "reschedule yes. timeout 4h, vendor file is never later than 5am, if it's not "
             "there by 8 something's broken. no soft_fail, i want it to fail loud. and catchup "
             "is already False, check again"),
         (A, "You're right, `catchup=False` is already set on line 24; I misread. Applying the "
             "other changes:"),
         (T, "$ git diff dags/daily_shipments.py\n@@ -29,6 +29,8 @@\n"
             "         aws_conn_id=\"aws_vendor\",\n         poke_interval=60,\n"
             "         pool=\"vendor_io\",\n+        mode=\"reschedule\",\n"
             "+        timeout=4 * 60 * 60,\n     )"),
         (A, "With reschedule mode a 60 s poke interval means a lot of scheduler churn. I'd "
             "bump `poke_interval` to 300. OK?"),
         (U, "yes 5 min is fine"),
         (T, "$ sed -i 's/poke_interval=60,/poke_interval=300,/' dags/daily_shipments.py\n"
             "$ airflow dags test daily_shipments 2024-05-14 2>&1 | grep -E "
             "\"wait_for_vendor_file|State\"\n[2024-05-14T10:02:11.402+0200] "
             "{taskinstance.py:1159} INFO - Dependencies all met for <TaskInstance: "
             "daily_shipments.wait_for_vendor_file ...>\n[2024-05-14T10:02:12.951+0200] "
             "{s3.py:117} INFO - Poking for key : "
             "s3://ext-vendor-drop/shipments/20240514/manifest.csv\n"
             "[2024-05-14T10:02:13.288+0200] {taskinstance.py:1400} INFO - Marking task as "
             "UP_FOR_RESCHEDULE"),
         (A, "Works: the task goes to `up_for_reschedule` and frees the slot. One more idea: "
             "an `sla_miss_callback` or `on_failure_callback` that posts to Slack, so a 4h "
             "timeout actually gets noticed."),
         (U, "not now. failures already go to the on-call email. i'm off from thursday, my "
             "son's first communion weekend, so kasia has on-call. i'll write her a note about "
             "the sensor change before i go"),
         (A, "Sounds good. Summary for the note: sensor now reschedules every 5 min, fails "
             "after 4h (so around 08:00 Warsaw time), no soft-fail, catchup unchanged."),
         decisions=(
             "S3 sensor in reschedule mode",
             "sensor timeout of 4 hours, fails loudly",
             "no soft_fail on the vendor file sensor",
             "sensor poke interval raised to 5 minutes",
         ),
         loops=("write Kasia a note about the sensor change before leave",),
         facts=("has a son",)),
    case("tv-esp32-weather-deepsleep", "claude-code",
         (U, "my weather station (esp32 + bme280, 3x AA) dies after 3 days. it should last "
             "months. code's in src/main.cpp. go easy on me, i'm a 67 year old retired "
             "electrician not a programmer"),
         (T, "$ cat src/main.cpp\n#include <WiFi.h>\n#include <HTTPClient.h>\n"
             "#include <Adafruit_BME280.h>\n\nAdafruit_BME280 bme;\n"
             "\nvoid setup() {\n  Serial.begin(115200);\n  bme.begin(0x76);\n"
             "  WiFi.begin(SSID, PASS);\n  while (WiFi.status() != WL_CONNECTED) delay(200);\n"
             "}\n\nvoid loop() {\n  postReading(bme.readTemperature(), bme.readHumidity(), "
             "bme.readPressure() / 100.0F);\n  delay(600000);\n"
             "}"),
         (A, "Found it. The board stays fully awake with Wi-Fi connected the whole time and "
             "`delay()` just waits. An ESP32 idling with Wi-Fi on draws roughly 80–120 mA, so "
             "3 AA cells last about three days, which matches what you see.\n"
             "\nTwo ways to fix it:\n\n1. **Timer deep sleep**: wake every N minutes, connect, "
             "send one reading, go back to deep sleep (~10 µA for the chip itself).\n"
             "2. **ULP coprocessor**: the tiny low-power core takes readings while the main "
             "chip sleeps, and only wakes it to send a batch every hour. Lowest power, but "
             "more complex."),
         (U, "ulp sounds clever, lets do that"),
         (A, "Let me check which chip you have first, since that decides how the ULP is "
             "programmed."),
         (T, "$ pio project config | grep -A3 \"env:\"\n[env:esp32dev]\n"
             "platform = espressif32\nboard = esp32dev\nframework = arduino"),
         (A, "It's the original ESP32. On that chip the ULP can only be programmed in its own "
             "assembly language, and talking I2C to the BME280 from the ULP means bit-banging "
             "the bus in assembly; it's roughly 200 lines before any of it works. The newer "
             "S2/S3 chips have a RISC-V ULP you can write in C, but not this one."),
         (U, "hm that's a lot of assembly for an old sparky. forget the ulp, just wake on a "
             "timer every 10 min and send"),
         (A, "Rewritten for timer deep sleep:\n\n```cpp\n#define SLEEP_MINUTES 10\n"
             "RTC_DATA_ATTR uint32_t bootCount = 0;\n\nvoid setup() {\n"
             "  bootCount++;\n  bme.begin(0x76);\n  "
             "bme.setSampling(Adafruit_BME280::MODE_FORCED);\n"
             "  bme.takeForcedMeasurement();\n  if (connectWifi(8000)) {\n"
             "    postReading(bme.readTemperature(), bme.readHumidity(), bme.readPressure() / "
             "100.0F, bootCount);\n  }\n  WiFi.disconnect(true);\n"
             "  esp_sleep_enable_timer_wakeup((uint64_t)SLEEP_MINUTES * 60 * 1000000ULL);\n"
             "  esp_deep_sleep_start();\n}\n\nvoid loop() {}  // never reached\n"
             "```\n\n`connectWifi` gives up after 8 s so a router outage doesn't flatten the "
             "batteries."),
         (T, "$ pio run -t upload && pio device monitor\nLinking "
             ".pio/build/esp32dev/firmware.elf\nRAM:   [=         ]  13.9% (used 45612 bytes "
             "from 327680 bytes)\nFlash: [=======   ]  71.8% (used 941257 bytes from 1310720 "
             "bytes)\n========================= [SUCCESS] Took 14.02 seconds "
             "=========================\n--- Terminal on /dev/ttyUSB0 | 115200 8-N-1\n"
             "boot 1: wifi 1.9s, POST 200, sleeping 10 min"),
         (A, "Wakes, posts, sleeps. One thing I'd consider while we're here: MQTT instead of "
             "HTTP. It's lighter and a common choice for sensors."),
         (U, "keep http, the raspberry pi in the shed already takes it and i don't want to "
             "touch that. one thing tho, my multimeter says 11mA while it's asleep, not 10uA"),
         (A, "That's the dev board, not the chip. The `esp32dev` boards have a USB-serial "
             "chip, a power LED and a linear regulator that together draw ~10 mA even when the "
             "ESP32 is asleep. Options: cut the LED trace and swap the regulator, or use a "
             "board designed for battery use (FireBeetle ESP32, TinyPICO), which sleep at "
             "~10–20 µA."),
         (U, "i'll order a firebeetle, that's easier than doing surgery on this one. we're out "
             "in the hills in powys so post takes a week anyway"),
         (A, "Good plan. The code will run unchanged on the FireBeetle; just change `board = "
             "firebeetle32` in `platformio.ini` when it arrives. At 10-minute intervals you "
             "should get several months from 3 AA cells on that board."),
         decisions=(
             "timer deep sleep waking every 10 minutes",
             "keep HTTP posting to the Raspberry Pi, no MQTT",
         ),
         loops=("order a FireBeetle ESP32 board",),
         facts=("is 67", "retired electrician", "lives in the hills in Powys"),
         superseded=("use the ULP coprocessor for sensor readings",)),
    case("tv-terraform-staging-drift", "claude-code",
         (U, "terraform plan on staging wants to change a security group and i didn't touch "
             "it. can you see what's going on, don't apply anything"),
         (T, "$ cd infra/envs/staging && terraform plan -no-color | sed -n 1,30p\n"
             "aws_security_group.db: Refreshing state... [id=sg-0b7c41e2a9d3f5c10]\n"
             "...\n  # aws_security_group.db will be updated in-place\n"
             "  ~ resource \"aws_security_group\" \"db\" {\n"
             "        id                     = \"sg-0b7c41e2a9d3f5c10\"\n"
             "      ~ ingress                = [\n          - {\n"
             "              - cidr_blocks      = [\n                  - \"0.0.0.0/0\",\n"
             "                ]\n              - description      = \"temp\"\n"
             "              - from_port        = 5432\n              - protocol         = "
             "\"tcp\"\n              - to_port          = 5432\n"
             "            },\n            # (1 unchanged element hidden)\n"
             "        ]\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy."),
         (A, "Terraform wants to **remove** an ingress rule that isn't in your code: port 5432 "
             "open to `0.0.0.0/0`, description \"temp\". So someone added it outside "
             "Terraform, and the staging Postgres is reachable from the whole internet right "
             "now. Let me see who added it."),
         (U, "wtf. yes pls"),
         (T, "$ aws cloudtrail lookup-events --lookup-attributes "
             "AttributeKey=ResourceName,AttributeValue=sg-0b7c41e2a9d3f5c10 --max-results 5 "
             "--query 'Events[].[EventTime,EventName,Username]' --output table\n"
             "-------------------------------------------------------------------------\n"
             "|                            LookupEvents                               |\n"
             "+----------------------------+-------------------------------+----------+\n"
             "|  2024-03-04T16:22:51+01:00 |  AuthorizeSecurityGroupIngress |  j.adeyemi |\n"
             "|  2024-02-12T10:03:17+01:00 |  ModifySecurityGroupRules     |  terraform-ci |\n"
             "+----------------------------+-------------------------------+----------+"),
         (A, "Added via the console by `j.adeyemi` on 4 March, about three weeks ago. "
             "Terraform CI last touched it in February.\n\n"
             "You have a few options:\n1. `terraform apply` now: removes the rule and brings "
             "staging back in line.\n2. Restrict it instead: change the CIDR to the office/VPN "
             "range in code and apply.\n3. Import the rule into Terraform if it's actually "
             "needed.\n\nAlso worth checking the Postgres logs for connections from unknown "
             "IPs since 4 March."),
         (U, "hold on. i've only been on the platform team since jan and staging db isn't "
             "mine, jide owns it. i'll ask him tomorrow why he opened it and flag it to "
             "security in the morning either way"),
         (A, "Understood, I won't change anything. If it helps, here is the short version for "
             "the security ticket:\n\n> sg-0b7c41e2a9d3f5c10 (staging db) has 5432/tcp open to "
             "0.0.0.0/0 since 2024-03-04, added via console by j.adeyemi, description "
             "\"temp\". Not in Terraform."),
         (U, "perfect thx"),
         loops=(
             "ask Jide why he opened the staging db port",
             "flag the open 5432 rule to security",
         ),
         facts=("on the platform team since January",)),
    case("tv-pytorch-finetune-oom", "cursor",
         (U, "OOM again on the 1.3b finetune. batch 16, seq len 1024, on my 3090 at home "
             "(24gb). traceback below\n```\n  File \"train.py\", line 142, in train_step\n"
             "    loss.backward()\n  ...\ntorch.OutOfMemoryError: CUDA out of memory. Tried to "
             "allocate 1.53 GiB. GPU 0 has a total capacity of 23.69 GiB of which 1.12 GiB is "
             "free. Including non-PyTorch memory, this process has 22.55 GiB memory in use. Of "
             "the allocated memory 20.87 GiB is allocated by PyTorch, and 1.21 GiB is reserved "
             "by PyTorch but unallocated.\n```"),
         (A, "A 1.3B model in fp32 with AdamW needs ~21 GB just for weights + gradients + "
             "optimizer state, before any activations, so batch 16 × 1024 can't fit. Levers, "
             "roughly in order of impact:\n\n1. **bf16 mixed precision**: halves activations, "
             "3090 supports it natively\n2. **Gradient checkpointing**: recompute activations "
             "in backward, big memory win, ~25–30% slower\n"
             "3. **Smaller micro-batch + gradient accumulation**: same effective batch, less "
             "memory per step\n4. **Shorter sequences**: 512 instead of 1024 cuts activation "
             "memory roughly in half\n5. **8-bit AdamW** (bitsandbytes): shrinks optimizer "
             "state a lot\n\nWhat's your constraint: speed, or matching a particular setup?"),
         (U, "just drop batch to 8 and seq len to 512, i want to see it run tonight"),
         (A, "Changed in `configs/ft_1b3.yaml`:"),
         (T, "$ git diff configs/ft_1b3.yaml\n-  per_device_batch_size: 16\n"
             "-  max_seq_len: 1024\n+  per_device_batch_size: 8\n"
             "+  max_seq_len: 512\n\n$ python train.py --config configs/ft_1b3.yaml "
             "--max_steps 20\nstep 1/20  loss 3.412  tok/s 9120  mem 21.8GB\n"
             "step 10/20 loss 3.088  tok/s 9340  mem 21.9GB\n"
             "step 20/20 loss 2.951  tok/s 9310  mem 21.9GB"),
         (A, "Runs now, but it's at 21.9 GB, right on the edge; a longer batch after padding "
             "could still tip it over."),
         (U, "hm ok wait. kirsten (my supervisor) says effective batch has to be 16 to match "
             "the baseline paper, and the legal docs are long, 512 cuts half of them. ok scrap "
             "the 512 thing, keep 1024. do checkpointing + accumulation instead"),
         (A, "Then the combination that fits:\n- `max_seq_len: 1024`\n"
             "- `per_device_batch_size: 4`, `gradient_accumulation_steps: 4` → effective batch "
             "16\n- `gradient_checkpointing: true`\n- `bf16: true`\n"
             "\nDo you want 8-bit AdamW as well? It'd free another ~5 GB."),
         (U, "no bitsandbytes, it wrecked my conda env last time. the rest yes"),
         (T, "$ git diff configs/ft_1b3.yaml\n-  per_device_batch_size: 8\n"
             "-  max_seq_len: 512\n+  per_device_batch_size: 4\n"
             "+  gradient_accumulation_steps: 4\n+  max_seq_len: 1024\n"
             "+  gradient_checkpointing: true\n+  bf16: true\n"
             "\n$ python train.py --config configs/ft_1b3.yaml --max_steps 20\n"
             "step 1/20  loss 3.398  tok/s 6480  mem 15.2GB\n"
             "step 10/20 loss 3.061  tok/s 6720  mem 15.4GB\n"
             "step 20/20 loss 2.917  tok/s 6705  mem 15.4GB"),
         (A, "15.4 GB peak with full-length sequences and effective batch 16. Throughput "
             "dropped from ~9.3k to ~6.7k tok/s because of checkpointing, so a full epoch on "
             "your 180M tokens is roughly 7.5 h."),
         (U, "fine, overnight works. does accumulation change the loss scale? like do i need "
             "to divide"),
         (A, "In your loop, yes: `train.py` does `loss.backward()` every micro-batch, so you "
             "should divide by `gradient_accumulation_steps` or the gradients are 4× too big. "
             "I've made that change:\n\n```python\nloss = out.loss / "
             "cfg.gradient_accumulation_steps\nloss.backward()\n"
             "if (step + 1) % cfg.gradient_accumulation_steps == 0:\n"
             "    optimizer.step(); scheduler.step(); optimizer.zero_grad(set_to_none=True)\n"
             "```\n\nAnd the LR scheduler now counts optimizer steps, not micro-batches."),
         (T, "$ pytest tests/test_train_loop.py -q\n....                                       "
             "                              [100%]\n4 passed in 3.12s"),
         (U, "nice. ok i'll kick off the full run tonight before bed. third year of the phd "
             "and still fighting cuda lol"),
         (A, "Good luck with it. If it does OOM mid-run it'll almost certainly be a single "
             "very long batch; `--log_mem_every 100` will show where."),
         decisions=(
             "keep sequence length at 1024",
             "micro-batch 4 with gradient accumulation 4",
             "gradient checkpointing enabled",
             "train in bf16",
             "no bitsandbytes 8-bit AdamW",
             "divide loss by accumulation steps",
         ),
         loops=("start the full fine-tuning run tonight",),
         facts=("third-year PhD student", "has an RTX 3090 at home"),
         superseded=("drop batch to 8 and sequence length to 512",)),
    case("tv-chatter-lookbehind", "codex",
         (U, "random q, not for anything: why does JS let me do variable length lookbehind but "
             "python's re module throws"),
         (A, "Because they're different regex engines with different design choices. Quick "
             "demo:"),
         (T, "$ node -e 'console.log(\"price: 42 EUR\".match(/(?<=price:\\s*)\\d+/)[0])'\n"
             "42\n$ python3 -c 'import re; print(re.search(r\"(?<=price:\\s*)\\d+\", \"price: "
             "42 EUR\"))'\nTraceback (most recent call last):\n"
             "  ...\nre.error: look-behind requires fixed-width pattern"),
         (A, "- **Python `re`** checks a lookbehind by stepping back a fixed number of "
             "characters and trying the pattern there. If the width isn't fixed, it doesn't "
             "know how far to step, so it refuses at compile time.\n"
             "- **V8 (JS)** added lookbehind in ES2018 and implemented it by matching the "
             "lookbehind body *backwards* from the current position, which handles any width.\n"
             "- The third-party `regex` module on PyPI also supports variable-width "
             "lookbehind, and .NET has had it for ages.\n\n"
             "The usual workaround in `re` is a capture group instead: `price:\\s*(\\d+)`."),
         (U, "huh, matching backwards, that's kind of elegant. didn't know v8 did that"),
         (A, "It is. The nice side effect is that lookbehind in JS can contain almost "
             "anything, including other lookarounds and backreferences."),
         chatter=True),
    case("tv-nextjs-bakery-lcp", "cursor",
         (U, "lighthouse mobile LCP is 4.8s on the home page of the bakery site, client is "
             "complaining. pls look. also heads up i'm colour-blind so tell me numbers, not "
             "\"the red ones\""),
         (T, "$ npx lighthouse http://localhost:3000 --only-categories=performance "
             "--form-factor=mobile --quiet --output=json | jq '.audits | {lcp: "
             ".[\"largest-contentful-paint\"].displayValue, lcpEl: "
             ".[\"largest-contentful-paint-element\"].details.items[0].items[0].node.snippet, "
             "tbt: .[\"total-blocking-time\"].displayValue}'\n"
             "{\n  \"lcp\": \"4.8 s\",\n  \"lcpEl\": \"<img class=\\\"slide-img\\\" "
             "src=\\\"/hero/croissants.png\\\" loading=\\\"lazy\\\">\",\n"
             "  \"tbt\": \"210 ms\"\n}\n$ ls -la public/hero/\n"
             "-rw-r--r--  1 ines  staff  2481733 croissants.png\n"
             "-rw-r--r--  1 ines  staff  2190021 sourdough.png\n"
             "-rw-r--r--  1 ines  staff  2302477 tarts.png"),
         (A, "Numbers only, got it. The LCP element is the first carousel slide, and three "
             "things hurt it:\n\n1. It's a **2.4 MB PNG** (a photo; PNG is the wrong format).\n"
             "2. It has `loading=\"lazy\"`, so the browser deliberately waits before fetching "
             "it.\n3. It's rendered by `react-slick` after hydration, so it can't start until "
             "the JS runs.\n\nOptions:\n- A. Use `next/image` with `priority` for the first "
             "slide, and convert the hero photos to WebP/AVIF\n"
             "- B. Replace the carousel with a single static hero image\n"
             "- C. Serve images from an image CDN like Cloudinary"),
         (U, "A yes, webp. carousel stays, the client loves it, not fighting that battle. no "
             "cloudinary, she won't pay for another subscription"),
         (A, "Doing A and keeping the carousel. Only slide 1 gets `priority`; slides 2–3 stay "
             "lazy so they don't compete for bandwidth."),
         (T, "$ for f in public/hero/*.png; do npx sharp-cli -i \"$f\" -o \"${f%.png}.webp\" "
             "-f webp -q 78; done\n$ ls -la public/hero/*.webp\n"
             "-rw-r--r--  1 ines  staff  142208 croissants.webp\n"
             "-rw-r--r--  1 ines  staff  131870 sourdough.webp\n"
             "-rw-r--r--  1 ines  staff  150442 tarts.webp\n"
             "\n$ git diff components/HeroCarousel.tsx\n-        <img className=\"slide-img\" "
             "src={s.src} loading=\"lazy\" alt={s.alt} />\n"
             "+        <Image className=\"slide-img\" src={s.src} alt={s.alt} fill "
             "sizes=\"100vw\"\n+               priority={i === 0} />"),
         (T, "$ npx lighthouse http://localhost:3000 --only-categories=performance "
             "--form-factor=mobile --quiet --output=json | jq -r "
             "'.audits[\"largest-contentful-paint\"].displayValue'\n"
             "2.1 s"),
         (A, "4.8 s → 2.1 s. The next biggest item is the fonts: the site loads two Google "
             "Fonts families via a `<link>` in `_document`, which is render-blocking. Moving "
             "them to `next/font` self-hosts them and removes that request. Want that?"),
         (U, "yes do next/font"),
         (T, "$ git diff pages/_app.tsx pages/_document.tsx | grep '^[+-][^+-]'\n"
             "-      <link "
             "href=\"https://fonts.googleapis.com/css2?family=Playfair+Display:wght@600&family"
             "=Lato:wght@400;700&display=swap\" rel=\"stylesheet\" />\n"
             "+import { Playfair_Display, Lato } from \"next/font/google\";\n"
             "+const display = Playfair_Display({ subsets: [\"latin\"], weight: \"600\", "
             "variable: \"--font-display\" });\n+const body = Lato({ subsets: [\"latin\"], "
             "weight: [\"400\", \"700\"], variable: \"--font-body\" });\n"
             "\n$ npx lighthouse http://localhost:3000 --only-categories=performance "
             "--form-factor=mobile --quiet --output=json | jq -r "
             "'.audits[\"largest-contentful-paint\"].displayValue, "
             ".categories.performance.score'\n1.7 s\n0.93"),
         (A, "LCP is now **1.7 s**, performance score **93** (was 61).\n"
             "\nNext steps if you want to go further:\n1. Add a Lighthouse CI budget to the "
             "GitHub workflow so it doesn't regress\n2. Generate AVIF alongside WebP\n"
             "3. Lazy-load `react-slick` itself with `next/dynamic`"),
         (U, "that's plenty, 1.7 is great. i'll show her the before/after tomorrow morning. "
             "freelancing from lyon for a bakery chain, who knew i'd be this deep in croissant "
             "jpegs lol"),
         decisions=(
             "first hero slide via next/image with priority",
             "convert hero photos to WebP",
             "keep the carousel on the home page",
             "no Cloudinary or paid image CDN",
             "load fonts with next/font instead of Google Fonts link",
         ),
         loops=("show the client the before/after Lighthouse results",),
         facts=("is colour-blind", "freelance front-end developer based in Lyon")),
    case("tv-nas-photo-backup", "claude-code",
         (U, "i have a janky script that copies our photos to the synology every night with cp "
             "-r and it's taking hours and filling the disk. three kids = ~400gb of photos "
             "lol. can you make it sane. script is ~/bin/photo-backup.sh"),
         (T, "$ cat ~/bin/photo-backup.sh\n#!/bin/bash\n"
             "DEST=/Volumes/family/backup/photos-$(date +%F)\n"
             "mkdir -p \"$DEST\"\ncp -r ~/Pictures/Family/* \"$DEST\"/"),
         (A, "Right, that makes a full 400 GB copy every night. A few ways to get incremental, "
             "browsable backups:\n\n1. **rsync with `--link-dest`**: each night is a dated "
             "folder that looks like a full copy, but unchanged files are hard links to the "
             "previous night, so only new photos take space.\n"
             "2. **restic**: deduplicated, encrypted snapshots; very efficient, but you browse "
             "them via `restic mount` rather than plain folders.\n"
             "3. **Synology Hyper Backup**: configured in the NAS UI, pulls from the Mac over "
             "SMB."),
         (U, "rsync. i want to be able to just open the folders in finder and grab a photo, my "
             "wife amara can't be dealing with restic commands"),
         (A, "rsync with `--link-dest` it is. How many daily snapshots should it keep?"),
         (U, "30 days"),
         (T, "$ cat ~/bin/photo-backup.sh\n#!/bin/bash\nset -euo pipefail\n"
             "SRC=\"$HOME/Pictures/Family/\"\nROOT=\"/Volumes/family/backup\"\n"
             "TODAY=\"$ROOT/photos-$(date +%F)\"\nLATEST=\"$ROOT/latest\"\n"
             "KEEP=30\n\nmount | grep -q \"/Volumes/family\" || { echo \"NAS not mounted\" "
             ">&2; exit 1; }\n\nrsync -a --delete ${LATEST:+--link-dest=\"$LATEST\"} \"$SRC\" "
             "\"$TODAY/\"\nln -sfn \"$TODAY\" \"$LATEST\"\n"
             "\nls -1d \"$ROOT\"/photos-* | sort | head -n -\"$KEEP\" | xargs -r rm -rf\n"
             "\n$ shellcheck ~/bin/photo-backup.sh\n$ echo $?\n"
             "0"),
         (A, "Script rewritten and shellcheck is clean. Let me do a dry run before a real one:"),
         (T, "$ rsync -an --stats --link-dest=/Volumes/family/backup/latest ~/Pictures/Family/ "
             "/Volumes/family/backup/photos-test/ | tail -6\n"
             "Number of files: 61,204 (reg: 58,877, dir: 2,327)\n"
             "Number of created files: 2,327 (dir: 2,327)\n"
             "Number of regular files transferred: 114\nTotal file size: 412.63G bytes\n"
             "Total transferred file size: 1.02G bytes\nLiteral data: 0 bytes"),
         (A, "Only 114 new files (about 1 GB) would actually be copied, and everything else is "
             "hard-linked. One caveat: `head -n -30` doesn't exist in macOS's BSD `head`, so "
             "the pruning line would fail. Switching that to `tail -r | tail -n +31`:"),
         (T, "$ ~/bin/photo-backup.sh && ls /Volumes/family/backup | tail -3\n"
             "latest\nphotos-2024-06-08\nphotos-2024-06-09"),
         (A, "First real run took 3m40s. When should it run every night? The Mac has to be "
             "awake, so if it sleeps overnight I'd use `pmset` to wake it just before."),
         (U, "2am. and yeah it sleeps, do the wake thing"),
         (T, "$ sudo pmset repeat wakeorpoweron MTWRFSU 01:55:00\n"
             "$ crontab -l\n0 2 * * * /Users/femi/bin/photo-backup.sh >> "
             "/Users/femi/Library/Logs/photo-backup.log 2>&1"),
         (A, "Scheduled: the Mac wakes at 01:55 and the backup runs at 02:00, logging to "
             "`~/Library/Logs/photo-backup.log`.\n\nTwo things I'd still recommend:\n"
             "1. **Test a restore**: pick an old folder and copy a few photos back out, to be "
             "sure the hard links are what you expect.\n2. **Off-site copy**: right now the "
             "NAS is in the same house as the laptop. Backblaze B2 via Synology Cloud Sync is "
             "~€6/TB/month."),
         (U, "yeah i'll do a restore test tomorrow. offsite is a good point, that's a job for "
             "another weekend. amara's phone photos land in the same folder via syncthing so "
             "she's covered too"),
         decisions=(
             "incremental rsync snapshots with --link-dest",
             "keep 30 daily photo snapshots",
             "nightly backup at 2am with Mac wake at 01:55",
         ),
         loops=("test restoring photos from a snapshot", "set up an off-site copy of the photos"),
         facts=("has three kids", "wife named Amara")),
    case("tv-flaky-jest-duedate", "claude-code",
         (U, "nightly CI failed last night on `formatDueDate > shows 'tomorrow'`. marco thinks "
             "he saw the same thing once last autumn. never fails locally, reran it this "
             "morning and it passed. can u figure out why before i lose my mind"),
         (T, "$ npx jest src/utils/__tests__/formatDueDate.test.ts\n"
             " PASS  src/utils/__tests__/formatDueDate.test.ts\n"
             "  formatDueDate\n    ✓ shows 'today' (4 ms)\n"
             "    ✓ shows 'tomorrow' (1 ms)\n    ✓ shows weekday within 7 days (1 ms)\n"
             "\nTest Suites: 1 passed, 1 total\nTests:       3 passed, 3 total"),
         (A, "Passes locally as you said. Let me look at the test, the helper and the nightly "
             "workflow."),
         (T, "$ sed -n 1,6p src/utils/formatDueDate.ts\nexport function formatDueDate(due: "
             "Date, now = new Date()): string {\n  const startOfToday = new "
             "Date(now.getFullYear(), now.getMonth(), now.getDate());\n"
             "  const diffDays = Math.floor((due.getTime() - startOfToday.getTime()) / "
             "86_400_000);\n  if (diffDays === 0) return \"today\";\n"
             "  if (diffDays === 1) return \"tomorrow\";\n\n"
             "$ sed -n 8,11p src/utils/__tests__/formatDueDate.test.ts\n"
             "  it(\"shows 'tomorrow'\", () => {\n    const due = new Date(Date.now() + 24 * "
             "60 * 60 * 1000);\n    expect(formatDueDate(due)).toBe(\"tomorrow\");\n"
             "  });\n\n$ grep -n -A3 \"schedule:\" .github/workflows/nightly.yml; grep -n "
             "\"TZ\" .github/workflows/nightly.yml\n4:  schedule:\n"
             "5:    - cron: \"30 22 * * *\"\n12:      TZ: Europe/Stockholm"),
         (A, "The test builds \"now + 24h\", but the helper counts days from local midnight "
             "using a fixed 86,400,000 ms per day. The nightly run starts at 22:30 UTC, which "
             "is 23:30 in Stockholm in winter time. Let me try last night's date and time:"),
         (T, "$ TZ=Europe/Stockholm faketime '2024-10-27 23:30:00' npx jest formatDueDate -t "
             "tomorrow --silent 2>&1 | grep -E \"Expected|Received|Tests:\"\n"
             "    Expected: \"tomorrow\"\n    Received: \"Monday\"\n"
             "Tests:       1 failed, 1 total\n\n$ TZ=Europe/Stockholm faketime '2024-10-22 "
             "23:30:00' npx jest formatDueDate -t tomorrow --silent 2>&1 | grep -E \"Tests:\"\n"
             "Tests:       1 passed, 1 total"),
         (A, "Reproduced, and it isn't random: it's **daylight saving time**. 27 October had "
             "25 hours in Stockholm (clocks went back), so at 23:30 that evening 24.5 real "
             "hours had passed since local midnight. \"now + 24h\" is then 48.5 hours after "
             "midnight, the fixed 24h division gives 2 days, and the helper prints the weekday "
             "instead of \"tomorrow\". It only bites a run late in the evening of the autumn "
             "DST day, which is exactly when the nightly job runs.\n"
             "\nWays to fix:\n1. Make the test use fake timers and a fixed `now`\n"
             "2. Fix the helper to compare calendar dates instead of dividing milliseconds\n"
             "3. Both"),
         (U, "hm ok. formatDueDate is marco's, he's halfway through rewriting the whole dates "
             "module with date-fns so i don't want to step on that. i'll ping him and send him "
             "your repro command"),
         (A, "Makes sense. Here's the repro to send:\n\n```\n"
             "TZ=Europe/Stockholm faketime '2024-10-27 23:30:00' npx jest formatDueDate -t "
             "tomorrow\n```\n\nRoot cause in one line: `formatDueDate` counts days with fixed "
             "24h math from local midnight, so it's off by one on the 25-hour DST day."),
         (U, "also why did it pass when i reran it this morning with --runInBand, was that "
             "just luck"),
         (A, "Not luck exactly, just timing. `--runInBand` only changes whether test files run "
             "in parallel workers; it doesn't touch the clock. By this morning it was no "
             "longer the evening of the DST day, so \"now + 24h\" landed on the next date as "
             "usual."),
         (U, "lol ok. thx. we're in malmö so DST bites us twice a year, should've guessed"),
         loops=("send Marco the DST repro for formatDueDate",),
         facts=("lives in Malmö",)),
    case("tv-go-api-rate-limit", "codex",
         (U, "need rate limiting on the public api (chi router, internal/api). per api key. "
             "we're getting hammered by one customer's broken script"),
         (T, "$ rg -n \"func NewRouter\" -A12 internal/api/router.go\n"
             "14:func NewRouter(s *Server) http.Handler {\n"
             "15-\tr := chi.NewRouter()\n16-\tr.Use(middleware.RequestID)\n"
             "17-\tr.Use(middleware.RealIP)\n18-\tr.Use(s.authAPIKey)\n"
             "19-\tr.Route(\"/v1\", func(r chi.Router) {\n20-\t\tr.Get(\"/invoices\", "
             "s.listInvoices)\n21-\t\tr.Post(\"/invoices\", s.createInvoice)\n"
             "22-\t\tr.Get(\"/customers/{id}\", s.getCustomer)\n"
             "23-\t})\n24-\treturn r\n25-}"),
         (A, "`authAPIKey` puts the key on the context, so a limiter middleware right after it "
             "can key on that. Two questions:\n1. What limit? (e.g. 100 req/min per key)\n"
             "2. Should it be shared across instances (Redis) or per process (in memory)?"),
         (U, "100/min per key. use redis so it works across instances"),
         (A, "Going with a sliding-window counter in Redis, one sorted set per key, done "
             "atomically in a Lua script."),
         (T, "$ go get github.com/redis/go-redis/v9 github.com/alicebob/miniredis/v2\n"
             "go: added github.com/redis/go-redis/v9 v9.5.1\n"
             "go: added github.com/alicebob/miniredis/v2 v2.32.1\n"
             "\n$ go test ./internal/ratelimit/...\nok  \tacme/internal/ratelimit\t0.412s"),
         (A, "Limiter and tests are in `internal/ratelimit/redis.go`. It needs a `REDIS_URL` "
             "in the deployment config; what's the Redis host in prod?"),
         (U, "wait. we don't have redis in prod. and thinking about it we only ever run one "
             "instance, it's a single fly machine. scrap redis, do it in memory with "
             "x/time/rate"),
         (A, "Makes sense; for one instance Redis is just another thing to run. Rewriting:\n"
             "\n- `map[string]*rate.Limiter` behind a mutex, `rate.Every(600ms)` with burst "
             "100 (≈100/min)\n- a janitor goroutine that drops limiters idle for 10 min so the "
             "map doesn't grow forever\n- removing the go-redis and miniredis deps"),
         (T, "$ git rm -q internal/ratelimit/redis.go internal/ratelimit/redis_test.go\n"
             "$ go mod tidy\n$ go test -race ./internal/ratelimit/...\n"
             "ok  \tacme/internal/ratelimit\t1.208s\n$ go vet ./..."),
         (A, "What should a limited request get back? I'd do `429 Too Many Requests` with a "
             "`Retry-After` header and a JSON error body matching your other errors."),
         (U, "yes 429 + retry-after"),
         (T, "$ git diff internal/api/router.go\n@@ -16,6 +16,7 @@ func NewRouter(s *Server) "
             "http.Handler {\n \tr.Use(middleware.RealIP)\n"
             " \tr.Use(s.authAPIKey)\n+\tr.Use(ratelimit.Middleware(s.limiter))\n"
             " \tr.Route(\"/v1\", func(r chi.Router) {\n\n$ go test ./... 2>&1 | tail -4\n"
             "ok  \tacme/internal/api\t0.921s\nok  \tacme/internal/billing\t0.334s\n"
             "ok  \tacme/internal/ratelimit\t0.188s\nok  \tacme/cmd/server\t0.017s"),
         (A, "Done. `TestMiddleware_Returns429` fires 101 requests with the same key and "
             "checks the 101st gets 429 with `Retry-After: 1`.\n"
             "\nPossible follow-ups:\n- Prometheus counter for rejected requests per key\n"
             "- Make the limit configurable per plan\n- Read the limit from an env var instead "
             "of hardcoding 100"),
         (U, "env var yes, RATE_LIMIT_PER_MIN, default 100. skip the metrics and per-plan "
             "stuff. we're 4 people, i'm \"CTO\" of a company with one fly machine lol"),
         (T, "$ git diff cmd/server/main.go\n+\tperMin := envInt(\"RATE_LIMIT_PER_MIN\", 100)\n"
             "+\tlimiter := ratelimit.New(perMin)\n$ RATE_LIMIT_PER_MIN=5 go test "
             "./internal/api -run TestMiddleware -v 2>&1 | tail -2\n"
             "--- PASS: TestMiddleware_Returns429 (0.01s)\n"
             "ok  \tacme/internal/api\t0.402s"),
         (A, "`RATE_LIMIT_PER_MIN` is read at startup, default 100. Ready to commit when you "
             "are."),
         (U, "commit it, i'll deploy after lunch and tell the customer their script is the "
             "problem"),
         (T, "$ git commit -am \"api: per-key in-memory rate limit (RATE_LIMIT_PER_MIN, "
             "default 100)\"\n[main 4be19a2] api: per-key in-memory rate limit "
             "(RATE_LIMIT_PER_MIN, default 100)\n 5 files changed, 142 insertions(+), 3 "
             "deletions(-)"),
         decisions=(
             "in-memory per-key rate limiter with x/time/rate",
             "100 requests per minute per API key by default",
             "limited requests get 429 with Retry-After",
             "limit configurable via RATE_LIMIT_PER_MIN env var",
         ),
         loops=(
             "deploy the rate limiter after lunch",
             "tell the customer their script is causing the limits",
         ),
         facts=("CTO of a four-person company",),
         superseded=("Redis-backed rate limiting shared across instances",)),
    case("tv-room-migration-crash", "cursor",
         (U, "app crashes on launch after the update for everyone who had the old version. "
             "fresh installs fine. logcat:\n```\njava.lang.IllegalStateException: A migration "
             "from 3 to 4 was required but not found. Please provide the necessary Migration "
             "path via RoomDatabase.Builder.addMigration(Migration ...) or allow for "
             "destructive migrations via one of the "
             "RoomDatabase.Builder.fallbackToDestructiveMigration* methods.\n"
             "    at androidx.room.RoomOpenHelper.onUpgrade(RoomOpenHelper.kt:117)\n"
             "    at com.kinetica.physio.data.AppDatabase_Impl...\n"
             "```"),
         (A, "You bumped the DB version to 4 when you changed `ExerciseLog`, but Room doesn't "
             "know how to turn a v3 database into v4. Let me see what changed."),
         (T, "$ git diff v1.3.0 -- app/src/main/java/com/kinetica/physio/data/ExerciseLog.kt\n"
             "-    val reps: Int,\n+    val repetitions: Int,\n"
             "+    val painScore: Int? = null,\n$ grep -n \"version\\|exportSchema\" "
             "app/src/main/java/com/kinetica/physio/data/AppDatabase.kt\n"
             "9:@Database(entities = [ExerciseLog::class, Plan::class], version = 4, "
             "exportSchema = false)"),
         (A, "Two changes: `reps` renamed to `repetitions`, and a new nullable `painScore`. "
             "Options:\n\n1. `fallbackToDestructiveMigration()`: one line, but it **wipes the "
             "database** on upgrade\n2. A manual `Migration(3, 4)` with SQL (`ALTER TABLE ... "
             "RENAME COLUMN`, `ADD COLUMN`)\n3. `@AutoMigration(from = 3, to = 4)` with a "
             "`@RenameColumn` spec; Room generates the SQL, but it needs schema export turned "
             "on"),
         (U, "NOT destructive. my patients have months of exercise logs on there, i'd have a "
             "riot in the waiting room. whichever of 2/3 is less code"),
         (A, "Option 3 is less code. It needs the v3 schema JSON, which we don't have because "
             "`exportSchema = false`. I can regenerate it by checking out the v1.3.0 tag, "
             "turning export on and building once. OK?"),
         (U, "ok"),
         (T, "$ git stash && git checkout -q v1.3.0\n$ sed -i 's/exportSchema = "
             "false/exportSchema = true/' "
             "app/src/main/java/com/kinetica/physio/data/AppDatabase.kt\n"
             "$ ./gradlew -q :app:kspDebugKotlin -Proom.schemaLocation=$PWD/app/schemas\n"
             "$ ls app/schemas/com.kinetica.physio.data.AppDatabase/\n"
             "3.json\n$ git checkout -q - -- . && git checkout -q main && git stash pop -q"),
         (A, "Got `3.json`. Now on main:\n\n```kotlin\n@Database(\n"
             "    entities = [ExerciseLog::class, Plan::class],\n"
             "    version = 4,\n    exportSchema = true,\n    autoMigrations = "
             "[AutoMigration(from = 3, to = 4, spec = AppDatabase.Rename3to4::class)],\n"
             ")\nabstract class AppDatabase : RoomDatabase() {\n"
             "    @RenameColumn(tableName = \"ExerciseLog\", fromColumnName = \"reps\", "
             "toColumnName = \"repetitions\")\n    class Rename3to4 : AutoMigrationSpec\n"
             "    ...\n}\n```\n\nand `ksp { arg(\"room.schemaLocation\", "
             "\"$projectDir/schemas\") }` in `build.gradle.kts`, with `app/schemas/` committed "
             "so future auto-migrations work."),
         (T, "$ ./gradlew :app:assembleDebug\nBUILD SUCCESSFUL in 41s\n"
             "$ ls app/schemas/com.kinetica.physio.data.AppDatabase/\n"
             "3.json  4.json"),
         (A, "Builds. I'd also add a `MigrationTestHelper` test that creates a v3 DB with a "
             "row, migrates, and checks the row survived with `repetitions` filled in. Want "
             "that?"),
         (U, "yes"),
         (T, "$ ./gradlew :app:connectedDebugAndroidTest --tests \"*MigrationTest*\"\n"
             "> Task :app:connectedDebugAndroidTest\nStarting 1 tests on Pixel_6_API_34(AVD) - "
             "14\nMigrationTest > migrate3To4_keepsLogs[Pixel_6_API_34(AVD) - 14] PASSED\n"
             "BUILD SUCCESSFUL in 1m 12s"),
         (A, "Test passes: the v3 row comes through with `repetitions = 12` and `painScore = "
             "null`.\n\nSince patients install the APK directly, it might be worth moving to "
             "Google Play internal testing so updates install automatically and you get crash "
             "reports."),
         (U, "no, play console is a whole thing and i'm a physio not an app company lol. "
             "direct apk is fine for 30ish patients here in tampere. i'll send the new apk to "
             "the tuesday knee group first and see if anyone's app explodes"),
         decisions=(
             "no destructive migration fallback",
             "AutoMigration 3 to 4 with RenameColumn spec",
             "export Room schemas and commit them",
             "migration test for v3 to v4",
         ),
         loops=("send the new APK to the Tuesday knee group",),
         facts=("works as a physiotherapist", "practises in Tampere")),
    case("tv-chatter-reflog", "claude-code",
         (U, "random q while the build runs: where does git reflog actually keep its stuff and "
             "how long does it stick around"),
         (T, "$ git reflog -n 4\n9c1f2ab (HEAD -> main) HEAD@{0}: commit: tidy logging setup\n"
             "3e77d10 HEAD@{1}: rebase (finish): returning to refs/heads/main\n"
             "3e77d10 HEAD@{2}: rebase (pick): add retry to uploader\n"
             "a41b0c9 HEAD@{3}: checkout: moving from feature/upload to main\n"
             "\n$ ls .git/logs/ .git/logs/refs/heads/\nHEAD  refs\n"
             "feature  main\n\n$ git config --get gc.reflogExpire; git config --get "
             "gc.reflogExpireUnreachable; echo \"(unset = defaults)\"\n"
             "(unset = defaults)"),
         (A, "It's plain text files under `.git/logs/`: one for `HEAD` and one per branch in "
             "`.git/logs/refs/heads/`. Every time a ref moves (commit, checkout, rebase, "
             "reset) git appends a line with the old hash, new hash, who, when and why.\n"
             "\nHow long: entries are pruned by `git gc`, with defaults of\n"
             "- **90 days** for entries whose commit is still reachable from some branch\n"
             "- **30 days** for unreachable ones (e.g. commits you reset away)\n"
             "\nIt's also purely local: it's never pushed, so a fresh clone starts with an "
             "empty reflog."),
         (U, "ahh so thats how i got my branch back after that reset --hard disaster lol. 30 "
             "days, good to know. cool thx"),
         (A, "Exactly, `git reset --hard HEAD@{1}` or `git branch rescue <hash>` from the "
             "reflog is the classic rescue."),
         chatter=True),
    case("tv-council-parking-csv", "codex",
         (U, "the parking occupancy export from the council portal blows up in pandas. file is "
             "data/raw/ocupacion_2024_05.csv"),
         (T, "$ python scripts/load_parking.py data/raw/ocupacion_2024_05.csv\n"
             "Traceback (most recent call last):\n  File \"scripts/load_parking.py\", line 11, "
             "in <module>\n    df = pd.read_csv(path)\n  File "
             "\".../pandas/io/parsers/readers.py\", line 1026, in read_csv\n"
             "  ...\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xf1 in position "
             "2281: invalid continuation byte"),
         (T, "$ head -c 400 data/raw/ocupacion_2024_05.csv | xxd | sed -n 1,6p\n"
             "00000000: 6964 5f61 7061 7263 616d 656e 743b 6e6f  id_aparcament;no\n"
             "00000010: 6d3b 6261 7272 693b 6461 7461 3b68 6f72  m;barri;data;hor\n"
             "00000020: 613b 706c 6163 6573 5f6c 6c69 7572 6573  a;places_lliures\n"
             "$ python -c \"from charset_normalizer import from_path; "
             "print(from_path('data/raw/ocupacion_2024_05.csv').best().encoding)\"\n"
             "cp1252"),
         (A, "Three things in this file:\n1. Encoding is **cp1252** (0xF1 is `ñ` in "
             "Windows-1252), not UTF-8\n2. Separator is `;`, not `,`\n"
             "3. Numbers probably use `,` as decimal separator; let me check a few rows\n"
             "\nProposal: read it with `encoding=\"cp1252\", sep=\";\", decimal=\",\"`, parse "
             "`data` as day-first dates, and write a clean UTF-8 file for the rest of the "
             "pipeline."),
         (U, "yes. but write parquet not csv, the BI team reads parquet now"),
         (T, "$ git diff scripts/load_parking.py\n-df = pd.read_csv(path)\n"
             "+df = pd.read_csv(path, encoding=\"cp1252\", sep=\";\", decimal=\",\")\n"
             "+df[\"data\"] = pd.to_datetime(df[\"data\"], format=\"%d/%m/%Y\")\n"
             "+out = Path(\"data/clean\") / (Path(path).stem + \".parquet\")\n"
             "+df.to_parquet(out, index=False)\n$ python scripts/load_parking.py "
             "data/raw/ocupacion_2024_05.csv && python -c \"import pandas as pd; "
             "df=pd.read_parquet('data/clean/ocupacion_2024_05.parquet'); df.info()\"\n"
             "<class 'pandas.core.frame.DataFrame'>\nRangeIndex: 89280 entries, 0 to 89279\n"
             "Data columns (total 7 columns):\n #   Column           Non-Null Count  Dtype\n"
             "---  ------           --------------  -----\n"
             " 0   id_aparcament    89280 non-null  int64\n"
             " 1   nom              89280 non-null  object\n"
             " 2   barri            89280 non-null  object\n"
             " 3   data             89280 non-null  datetime64[ns]\n"
             " 4   hora             89280 non-null  object\n"
             " 5   places_lliures   89280 non-null  int64\n"
             " 6   ocupacio_pct     89280 non-null  float64"),
         (A, "Loads cleanly: 89,280 rows, `ocupacio_pct` as float, names like \"Plaça del "
             "Doctor Collado\" intact.\n\n`hora` is still a string (\"07:15\"). Should I "
             "combine `data` + `hora` into a single timestamp column?"),
         (U, "yes, call it ts, keep the original two as well"),
         (T, "$ python scripts/load_parking.py data/raw/ocupacion_2024_05.csv && python -c "
             "\"import pandas as pd; "
             "print(pd.read_parquet('data/clean/ocupacion_2024_05.parquet')[['data','hora','ts"
             "']].head(2))\"\n        data   hora                  ts\n"
             "0 2024-05-01  00:00 2024-05-01 00:00:00\n1 2024-05-01  00:15 2024-05-01 00:15:00"),
         (A, "Done. Next steps I'd suggest:\n1. Add `pandera` schema checks so a format change "
             "in the portal fails loudly\n2. Schedule the script monthly with cron\n"
             "3. Add a README section on the source quirks"),
         (U, "no new deps, IT approval for a package takes like 6 weeks here at the council. "
             "the rest whatever, it works, that's what i needed. gotta run, picking my kid up "
             "from judo"),
         decisions=(
             "read parking CSV as cp1252 with semicolon and decimal comma",
             "write cleaned data as parquet for BI",
             "combined ts timestamp column, keep data and hora",
             "no new Python dependencies",
         ),
         facts=("works at the city council", "has a kid")),
    case("tv-k8s-export-oomkilled", "claude-code",
         (U, "nightly-export cronjob keeps getting OOMKilled. ns reporting. have a look, i "
             "have a 4pm change freeze so not much time"),
         (T, "$ kubectl -n reporting get jobs --sort-by=.status.startTime | tail -3\n"
             "nightly-export-28612440   0/1   3h12m   3h12m\n"
             "nightly-export-28613880   0/1   3h10m   3h10m\n"
             "nightly-export-28615320   0/1   3h11m   3h11m\n"
             "$ kubectl -n reporting describe pod -l job-name=nightly-export-28615320 | grep "
             "-A4 \"Last State\"\n    Last State:     Terminated\n"
             "      Reason:       OOMKilled\n      Exit Code:    137\n"
             "      Started:      Tue, 11 Jun 2024 02:00:04 +0200\n"
             "      Finished:     Tue, 11 Jun 2024 02:03:41 +0200\n"
             "$ kubectl -n reporting get cronjob nightly-export -o "
             "jsonpath='{.spec.jobTemplate.spec.template.spec.containers[0].resources}'\n"
             "{\"limits\":{\"memory\":\"512Mi\"},\"requests\":{\"cpu\":\"200m\",\"memory\":\"2"
             "56Mi\"}}"),
         (T, "$ sed -n 18,30p export/run.py\ndef main():\n    engine = "
             "create_engine(os.environ[\"DATABASE_URL\"])\n"
             "    df = pd.read_sql(\"SELECT * FROM article_views WHERE day = %(d)s\", engine, "
             "params={\"d\": yesterday()})\n    df.to_csv(f\"/out/views_{yesterday()}.csv\", "
             "index=False)\n    upload(\"/out/\", bucket=\"reporting-exports\")"),
         (A, "The job loads all of yesterday's `article_views` rows into one DataFrame before "
             "writing anything. At ~6M rows/day that's well over 512Mi. Two ways out:\n"
             "\n1. **Raise the limit** to e.g. 2Gi: quick, but memory grows with traffic and "
             "it'll break again\n2. **Stream it**: server-side cursor, write CSV in chunks; "
             "memory stays flat regardless of row count"),
         (U, "just bump it to 2Gi, no time today"),
         (T, "$ git diff deploy/reporting/nightly-export.yaml\n"
             "-                memory: 512Mi\n+                memory: 2Gi\n"
             "$ kubectl apply --dry-run=server -f deploy/reporting/nightly-export.yaml\n"
             "Error from server (Forbidden): error when creating "
             "\"deploy/reporting/nightly-export.yaml\": cronjobs.batch \"nightly-export\" is "
             "forbidden: exceeded quota: reporting-quota, requested: limits.memory=2Gi, used: "
             "limits.memory=3584Mi, limited: limits.memory=4Gi"),
         (A, "The server rejects it: the `reporting` namespace has a 4Gi `limits.memory` quota "
             "and 3.5Gi is already taken by other workloads. Getting 2Gi means asking the "
             "platform team to raise the quota."),
         (U, "ugh, quota requests take days. ok no, do the streaming then. revert the limit"),
         (A, "Reverting to 512Mi and streaming with a named (server-side) cursor, 5,000 rows "
             "at a time, written straight to the CSV file:\n"
             "\n```python\nwith engine.connect().execution_options(stream_results=True, "
             "max_row_buffer=5000) as conn:\n    result = conn.execute(text(QUERY), {\"d\": "
             "day})\n    with open(path, \"w\", newline=\"\") as fh:\n"
             "        w = csv.writer(fh)\n        w.writerow(result.keys())\n"
             "        for rows in result.partitions(5000):\n"
             "            w.writerows(rows)\n```"),
         (T, "$ git diff --stat\n deploy/reporting/nightly-export.yaml |  2 +-\n"
             " export/run.py                        | 21 ++++++++++++++-------\n"
             " 2 files changed, 15 insertions(+), 8 deletions(-)\n"
             "$ DATABASE_URL=$STAGING_DB /usr/bin/time -l python export/run.py --day "
             "2024-06-10 2>&1 | grep -E \"rows|maximum resident\"\n"
             "wrote 6,112,904 rows to /out/views_2024-06-10.csv\n"
             "         187432960  maximum resident set size"),
         (A, "Against staging: 6.1M rows, peak RSS **~179 MB**, comfortably inside 512Mi. "
             "Output CSV is byte-identical to the old one for the same day (checked with "
             "`cmp`).\n\nI also noticed the failed jobs ran for 3h+ in retries. Two more "
             "suggestions:\n1. `activeDeadlineSeconds` on the job so it can't run forever\n"
             "2. Alert on job failures"),
         (U, "deadline yes, 2h. alerting we already have, that's how i found this. i'll deploy "
             "tomorrow morning, it's 15:50 and not risking the freeze"),
         (T, "$ git diff deploy/reporting/nightly-export.yaml | grep \"^+\"\n"
             "+      activeDeadlineSeconds: 7200\n$ kubectl apply --dry-run=server -f "
             "deploy/reporting/nightly-export.yaml\ncronjob.batch/nightly-export configured "
             "(server dry run)"),
         (A, "Dry run passes. Everything is committed on `fix/export-streaming`, ready for "
             "tomorrow."),
         decisions=(
             "stream the export with a server-side cursor in chunks",
             "keep the export memory limit at 512Mi",
             "job activeDeadlineSeconds of 2 hours",
         ),
         loops=("deploy the streaming export tomorrow morning",),
         superseded=("raise the export job memory limit to 2Gi",)),
    case("tv-fastapi-auth-tokens", "cursor",
         (U, "need login for the quiz app. fastapi backend in api/, react spa in web/. email + "
             "password, we already have the users table with bcrypt hashes. how do i do the "
             "token thing"),
         (A, "Standard setup: `POST /auth/login` checks the password and returns a short-lived "
             "JWT access token plus a longer-lived refresh token. The real question is where "
             "the SPA keeps them:\n\n1. **localStorage**: simplest; you send `Authorization: "
             "Bearer ...` yourself. But any XSS can read the token.\n"
             "2. **httpOnly cookies**: JS can't read them, the browser sends them "
             "automatically. Needs `SameSite` and CSRF protection for state-changing requests.\n"
             "\nWhich do you want?"),
         (U, "localStorage, it's simpler and i get it. i'm 24 and this is my first real dev "
             "job, don't want to overcomplicate it"),
         (A, "OK, localStorage. Backend first:"),
         (T, "$ git diff --stat\n api/app/auth.py          | 64 "
             "++++++++++++++++++++++++++++++++\n api/app/routes/auth.py   | 38 "
             "+++++++++++++++++++\n api/tests/test_auth.py   | 51 ++++++++++++++++++++++++++\n"
             " web/src/lib/api.ts       | 22 +++++++++---\n"
             " 4 files changed, 170 insertions(+), 5 deletions(-)\n"
             "$ cd api && pytest -q tests/test_auth.py\n.....                                  "
             "                                  [100%]\n5 passed in 0.61s"),
         (A, "Login returns `{access_token, refresh_token}`, and `web/src/lib/api.ts` stores "
             "both in localStorage and adds the `Authorization` header. Access tokens last 30 "
             "min for now."),
         (U, "ok so tane (senior dev) just looked over my shoulder and said localStorage is a "
             "hard no on anything with kids' data. fair. switch to httpOnly cookies"),
         (A, "Switching. Backend changes:\n- `/auth/login` sets `access_token` and "
             "`refresh_token` as `httpOnly; Secure; SameSite=Lax` cookies, and returns only "
             "the user profile\n- `get_current_user` reads the cookie instead of the header\n"
             "- refresh cookie scoped to `Path=/auth/refresh` so it isn't sent on every "
             "request\n\nFrontend: drop the localStorage code and use `credentials: "
             "\"include\"` on fetches.\n\nFor CSRF: `SameSite=Lax` already blocks cross-site "
             "POSTs from forms on other sites in modern browsers. A double-submit token (a "
             "readable `csrf_token` cookie echoed in an `X-CSRF-Token` header on "
             "POST/PUT/DELETE) covers older browsers and subdomain cases. Want both, or just "
             "Lax?"),
         (U, "is lax enough for now? we don't have anything on other domains"),
         (A, "For your setup Lax covers most of it, but the school portal embeds you on "
             "`*.kura.school` subdomains, and cookies are \"same-site\" across subdomains, so "
             "a compromised or sloppy subdomain could still send requests. The double-submit "
             "token is ~20 lines; I'd add it."),
         (U, "ok add the csrf header thing then"),
         (T, "$ git diff api/app/auth.py | grep \"^+\" | head -20\n"
             "+def set_auth_cookies(resp: Response, access: str, refresh: str) -> None:\n"
             "+    resp.set_cookie(\"access_token\", access, httponly=True, secure=True, "
             "samesite=\"lax\",\n+                    max_age=ACCESS_TTL)\n"
             "+    resp.set_cookie(\"refresh_token\", refresh, httponly=True, secure=True, "
             "samesite=\"lax\",\n+                    max_age=REFRESH_TTL, "
             "path=\"/auth/refresh\")\n+    resp.set_cookie(\"csrf_token\", "
             "secrets.token_urlsafe(32), secure=True, samesite=\"lax\")\n"
             "+\n+async def require_csrf(request: Request) -> None:\n"
             "+    if request.method in (\"POST\", \"PUT\", \"PATCH\", \"DELETE\"):\n"
             "+        if request.headers.get(\"x-csrf-token\") != "
             "request.cookies.get(\"csrf_token\"):\n+            raise "
             "HTTPException(status_code=403, detail=\"CSRF check failed\")\n"
             "$ pytest -q\n...........                                                         "
             "     [100%]\n11 passed in 1.02s"),
         (A, "Backend done and tests updated (including a 403 test for a missing CSRF header). "
             "Token lifetimes: what do you want for access and refresh? And should refresh "
             "tokens rotate (each refresh issues a new one and invalidates the old)?"),
         (U, "access 15 min, refresh 7 days, rotate yes"),
         (T, "$ git diff api/app/config.py\n-ACCESS_TTL = 30 * 60\n"
             "+ACCESS_TTL = 15 * 60\n+REFRESH_TTL = 7 * 24 * 60 * 60\n"
             "$ pytest -q tests/test_auth.py -k refresh\n...                                   "
             "                                   [100%]\n3 passed in 0.44s"),
         (A, "Rotation stores the refresh token's `jti` in a `refresh_tokens` table; reusing "
             "an old one revokes the whole family. Backend is complete. On the frontend, "
             "`api.ts` still has the localStorage code; every `fetch` needs `credentials: "
             "\"include\"` and the `X-CSRF-Token` header. Want me to do that now?"),
         (U, "no i'll do the frontend myself tomorrow, want to actually understand it. it's "
             "past 7 here in auckland and my flatmate's cooking"),
         decisions=(
             "auth tokens in httpOnly cookies",
             "double-submit CSRF token header on state-changing requests",
             "access token 15 minutes, refresh token 7 days",
             "rotate refresh tokens on use",
         ),
         loops=("update frontend fetch calls for cookies and CSRF header",),
         facts=("is 24", "first developer job", "lives in Auckland"),
         superseded=("store JWTs in localStorage",)),
    case("tv-invoice-pdf-generator", "claude-code",
         (U, "hallo :) i do my invoices by hand in libreoffice and i hate it. i have a "
             "jobs.csv (date, client, words, rate, language pair). can you make a script that "
             "spits out PDF invoices per client per month? i'm a freelance translator (de-pt), "
             "not a coder, so keep it simple"),
         (T, "$ head -4 jobs.csv\ndate,client,project,words,rate_per_word,pair\n"
             "2024-05-02,Editora Marés Lda,Katalog Frühjahr,4120,0.11,DE>PT\n"
             "2024-05-06,Hoffmann Maschinenbau GmbH,Bedienungsanleitung X7,8800,0.12,DE>PT\n"
             "2024-05-13,Editora Marés Lda,Pressetext,950,0.11,PT>DE"),
         (A, "Nice clean CSV. For making the PDF there are a few routes:\n"
             "\n1. **WeasyPrint**: you design the invoice as an HTML page with CSS, the script "
             "fills in the numbers and turns it into a PDF. Easy to tweak the look.\n"
             "2. **ReportLab**: you position everything in Python code. Precise, but changing "
             "the layout means editing code.\n3. **LaTeX**: beautiful output, steep learning "
             "curve."),
         (U, "weasyprint, i know a bit of html from my old blog"),
         (A, "Setting it up with a Jinja2 HTML template:"),
         (T, "$ python3 -m venv .venv && .venv/bin/pip install -q weasyprint jinja2\n"
             "$ .venv/bin/python make_invoices.py --month 2024-05\n"
             "Traceback (most recent call last):\n  ...\nOSError: cannot load library "
             "'libgobject-2.0-0': dlopen(libgobject-2.0-0, 0x0002): tried: 'libgobject-2.0-0' "
             "(no such file)"),
         (A, "WeasyPrint needs the Pango libraries, which macOS doesn't ship. Installing them "
             "via Homebrew:"),
         (T, "$ brew install pango\n==> Pouring pango--1.52.2.arm64_sonoma.bottle.tar.gz\n"
             "🍺  /opt/homebrew/Cellar/pango/1.52.2: 68 files, 3.4MB\n"
             "$ DYLD_FALLBACK_LIBRARY_PATH=/opt/homebrew/lib .venv/bin/python make_invoices.py "
             "--month 2024-05\nwrote invoices/2024-05_Editora-Mares-Lda.pdf (2 items, 556.20 "
             "EUR)\nwrote invoices/2024-05_Hoffmann-Maschinenbau-GmbH.pdf (1 item, 1056.00 "
             "EUR)"),
         (A, "Works. I put the `DYLD_FALLBACK_LIBRARY_PATH` line into a small `invoices.sh` so "
             "you can just double-click-run it.\n\nInvoice numbers: German invoices need a "
             "unique, sequential number. I'd suggest `YEAR-NNN` (e.g. `2024-001`) with the "
             "last number saved in a small `counter.txt`. What was your last invoice number "
             "this year?"),
         (U, "yes that format. i did 17 by hand this year so start at 2024-018"),
         (T, "$ cat counter.txt\n2024-017\n$ ./invoices.sh --month 2024-05\n"
             "wrote invoices/2024-018_Editora-Mares-Lda.pdf\n"
             "wrote invoices/2024-019_Hoffmann-Maschinenbau-GmbH.pdf\n"
             "$ cat counter.txt\n2024-019"),
         (A, "Numbering works. Two tax questions:\n\n1. VAT: Hoffmann is German, so 19% USt. "
             "Editora Marés is a Portuguese business, so normally **reverse charge**: no "
             "German VAT on the invoice, their VAT ID on it, and a note like "
             "\"Steuerschuldnerschaft des Leistungsempfängers / Reverse charge\". I've added "
             "that automatically when the client's country isn't DE. Can you confirm you're "
             "VAT-registered (not Kleinunternehmer)?\n2. Should the script also email the PDFs "
             "to clients?"),
         (U, "yes VAT registered, have been since 2019. no emailing, i send them myself with a "
             "personal line. the reverse charge wording i'm not sure about, i'll ask my "
             "steuerberaterin before i send the marés one"),
         (A, "OK. The clients' addresses and VAT IDs are in `clients.csv` so you can fix them "
             "there. Here's the reverse-charge line currently used, so you can show it to your "
             "tax advisor:\n\n> Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) "
             "gemäß § 13b UStG / Art. 196 MwStSystRL."),
         (U, "perfect. danke! leipzig winter is coming and this saves me a whole grumpy "
             "evening every month"),
         decisions=(
             "generate invoices with WeasyPrint from an HTML template",
             "invoice numbers YEAR-NNN, continuing from 2024-018",
             "no automatic emailing of invoices",
         ),
         loops=("ask tax advisor about the reverse-charge wording",),
         facts=(
             "freelance translator German-Portuguese",
             "VAT-registered since 2019",
             "lives in Leipzig",
         )),
    case("tv-ios-testflight-crash", "codex",
         (U, "got a testflight crash report from a tester, build 214, totally unsymbolicated. "
             "can you make sense of it"),
         (T, "$ sed -n 1,24p ~/Downloads/crashlog-214.crash\n"
             "Incident Identifier: 5C2E8B1A-77D4-4C3E-9A2B-0E5F1D6A2C90\n"
             "Hardware Model:      iPhone14,5\nVersion:             2.8.0 (214)\n"
             "OS Version:          iPhone OS 17.4.1 (21E236)\n"
             "Exception Type:  EXC_BREAKPOINT (SIGTRAP)\nTermination Reason: SIGNAL 5 "
             "Trace/BPT trap: 5\n\nThread 0 Crashed:\n0   Feira                         "
             "0x0000000102a4f8c4 0x102864000 + 2014404\n1   Feira                         "
             "0x0000000102a4e1d0 0x102864000 + 2008528\n2   Feira                         "
             "0x00000001029b3e48 0x102864000 + 1376840\n3   SwiftUI                       "
             "0x00000001a8f1c2b4 0x1a8b9c000 + 3670708\n4   SwiftUI                       "
             "0x00000001a8f1b9a0 0x1a8b9c000 + 3668384\n\nBinary Images:\n"
             "0x102864000 - 0x102c2bfff Feira arm64  <8d41f0c2a3b94e7d9c0f1a2b3c4d5e6f> "
             "/private/var/containers/Bundle/Application/.../Feira.app/Feira"),
         (A, "What we can tell without symbols:\n- `EXC_BREAKPOINT / SIGTRAP` in Swift almost "
             "always means a Swift runtime trap: force-unwrapping `nil`, an array index out of "
             "range, `try!` failing, or `fatalError`.\n- It happens inside your code (`Feira` "
             "frames 0–2), called from a SwiftUI view update (frames 3–4), so probably in a "
             "view body or something it calls.\n\nTo get function names and line numbers we "
             "need the dSYM with UUID `8d41f0c2-a3b9-4e7d-9c0f-1a2b3c4d5e6f`. Let me check "
             "local archives:"),
         (T, "$ mdfind \"com_apple_xcode_dsym_uuids == 8D41F0C2-A3B9-4E7D-9C0F-1A2B3C4D5E6F\"\n"
             "$ ls ~/Library/Developer/Xcode/Archives/2024-06-*/ 2>/dev/null | grep -c "
             "xcarchive\n0\n$ git log --oneline -1 v2.8.0-214\n"
             "e41a7d3 (tag: v2.8.0-214) bump build 214 [ci]"),
         (A, "Not on this machine; build 214 was archived by CI, so the dSYM is in the CI "
             "artifacts (or downloadable from App Store Connect if bitcode-free dSYM upload is "
             "on). Once you have it:\n\n```\natos -arch arm64 -o "
             "Feira.app.dSYM/Contents/Resources/DWARF/Feira -l 0x102864000 0x0000000102a4f8c4 "
             "0x0000000102a4e1d0 0x00000001029b3e48\n```\n\n"
             "In the meantime, a quick guess from the diff between build 213 and 214:"),
         (T, "$ git diff v2.8.0-213 v2.8.0-214 --stat -- Feira/\n"
             " Feira/Views/StallDetailView.swift   | 34 +++++++++++++++++++++-------\n"
             " Feira/Models/Stall+Schedule.swift   | 12 ++++++++++\n"
             " 2 files changed, 37 insertions(+), 9 deletions(-)\n"
             "$ git diff v2.8.0-213 v2.8.0-214 -- Feira/Models/Stall+Schedule.swift | grep "
             "\"^+\" | grep -n \"!\"\n4:+        let today = openingHours.first { $0.weekday "
             "== weekday }!"),
         (A, "A likely suspect: `Stall+Schedule.swift` added a force-unwrap on "
             "`openingHours.first { ... }!`, which traps for any stall with no opening hours "
             "for today's weekday, and it's read from `StallDetailView`, which matches the "
             "SwiftUI frames. That's a guess until the dSYM confirms it."),
         (U, "that smells right, sunday stalls have no hours lol. but i want to confirm before "
             "i touch anything. the dsyms are in bitrise and the login's on my work laptop, "
             "i'm on my personal one. i only work 3 days a week at the agency so it'll be "
             "tuesday"),
         (A, "Fair. On Tuesday: download the dSYM for build 214 from the Bitrise artifacts, "
             "run the `atos` line above, and if frame 0 lands in `Stall+Schedule.swift`, the "
             "force-unwrap is the culprit."),
         (U, "👍 thanks"),
         loops=(
             "download the build 214 dSYM from Bitrise",
             "symbolicate the TestFlight crash to confirm the cause",
         ),
         facts=("works three days a week at an agency",)),
    case("tv-vue-i18n-league-site", "cursor",
         (U, "the league registration site needs french + english. vue 3 + vite. i volunteer "
             "as webmaster for my son's soccer league here in montreal so keep it simple, i'm "
             "the only one maintaining this"),
         (A, "`vue-i18n` is the standard choice for Vue 3. First decision, because it's "
             "painful to change later: how to name the translation keys.\n"
             "\n1. **English text as key**: `t(\"Register now\")`; templates stay readable, "
             "English needs no file\n2. **Namespaced keys**: `t(\"registration.cta\")`; a bit "
             "more indirection, but each key is one specific UI spot\n"
             "\nWhich do you prefer?"),
         (U, "english text as keys, easier to read"),
         (T, "$ npm i vue-i18n@9\nadded 5 packages in 3s\n$ git diff --stat\n"
             " src/i18n.ts                     | 18 ++++++++++++\n"
             " src/locales/fr.json             | 41 ++++++++++++++++++++++++++\n"
             " src/main.ts                     |  2 ++\n src/views/RegisterView.vue      | 24 "
             "+++++++--------\n src/components/NavBar.vue       |  9 +++---\n"
             " 5 files changed, 80 insertions(+), 14 deletions(-)"),
         (A, "Set up with English strings as keys; `fr.json` maps them to French. I've done "
             "`NavBar` and `RegisterView` so far. Draft French from me, please check it:\n"
             "\n```json\n{\n  \"Register\": \"Inscription\",\n"
             "  \"Register now\": \"Inscrivez-vous maintenant\",\n"
             "  \"Player's date of birth\": \"Date de naissance du joueur\"\n"
             "}\n```"),
         (U, "hm problem. \"Register\" is the page title AND the button on the form. in french "
             "the title should be \"Inscription\" but the button \"S'inscrire\". with english "
             "keys they're the same string. ok scrap the english-as-key thing, do namespaced"),
         (A, "Right, that's the classic problem with text-as-key. Converting to namespaced "
             "keys grouped by page:"),
         (T, "$ git diff src/locales/fr.json | head -16\n-  \"Register\": \"Inscription\",\n"
             "-  \"Register now\": \"Inscrivez-vous maintenant\",\n"
             "+  \"register\": {\n+    \"title\": \"Inscription\",\n"
             "+    \"submit\": \"S'inscrire\",\n+    \"cta\": \"Inscrivez-vous maintenant\",\n"
             "+    \"dob\": \"Date de naissance du joueur\"\n"
             "+  },\n+  \"nav\": {\n+    \"home\": \"Accueil\",\n"
             "+    \"schedule\": \"Calendrier\",\n+    \"contact\": \"Nous joindre\"\n"
             "+  },\n$ npx vitest run\n ✓ src/i18n.spec.ts (3)\n"
             " ✓ src/views/RegisterView.spec.ts (4)\n Test Files  2 passed (2)\n"
             "      Tests  7 passed (7)"),
         (A, "Converted: both `en.json` and `fr.json` now exist with identical key sets, and a "
             "test fails if a key is missing from either file.\n"
             "\nTwo more choices:\n1. Load locale files lazily (only the active language is "
             "downloaded) or bundle both?\n2. Default language: detect from the browser, or "
             "fixed?"),
         (U, "only 2 languages, just bundle both. default french, it's quebec, and remember if "
             "they switch, localstorage is fine"),
         (T, "$ git diff src/i18n.ts | grep \"^+\"\n+const saved = "
             "localStorage.getItem(\"lang\");\n+export const i18n = createI18n({\n"
             "+  legacy: false,\n+  locale: saved === \"en\" ? \"en\" : \"fr\",\n"
             "+  fallbackLocale: \"fr\",\n+  messages: { fr, en },\n"
             "+});\n+export function setLang(lang: \"fr\" | \"en\") {\n"
             "+  i18n.global.locale.value = lang;\n+  localStorage.setItem(\"lang\", lang);\n"
             "+  document.documentElement.lang = lang;\n+}\n"
             "$ npm run build 2>&1 | tail -3\ndist/assets/index-9f3b2c1e.css   11.42 kB │ "
             "gzip:  3.10 kB\ndist/assets/index-4a7d0e88.js   142.87 kB │ gzip: 51.66 kB\n"
             "✓ built in 2.31s"),
         (A, "Built fine; both locales add about 4 kB gzipped. There's an FR/EN toggle in the "
             "nav that calls `setLang`.\n\nStill untranslated: `WaiverView.vue` (the liability "
             "waiver, long legal text) and the confirmation email template. Want me to draft "
             "French for the waiver?"),
         (U, "no, the waiver text has to be the official one from the federation, i'll get "
             "their french version and paste it in myself"),
         decisions=(
             "vue-i18n with namespaced translation keys",
             "bundle both locales, no lazy loading",
             "French as the default language",
             "remember language choice in localStorage",
         ),
         loops=("get the federation's official French waiver and add it",),
         facts=("volunteer webmaster for his son's soccer league", "lives in Montreal"),
         superseded=("English text as translation keys",)),
    case("tv-gha-ci-speedup", "codex",
         (U, "CI takes 14 min per PR on the monorepo and people are merging without waiting. "
             "look at .github/workflows/ci.yml and the last runs"),
         (T, "$ gh run view 9412276310 --log | grep -E \"^(build|test).*(Run pnpm|Post)\" | "
             "head -0; gh run view 9412276310 --json jobs --jq '.jobs[] | .name + \" \" + "
             "(.steps[] | select(.conclusion==\"success\") | .name + \" \" + "
             "((.completedAt|fromdate) - (.startedAt|fromdate) | tostring) + \"s\")'\n"
             "ci Set up job 2s\nci Checkout 4s\nci Setup node 3s\n"
             "ci Install pnpm 5s\nci pnpm install 291s\nci Lint 118s\n"
             "ci Typecheck 96s\nci Test 302s\nci Build 38s\n"
             "$ sed -n 1,30p .github/workflows/ci.yml\njobs:\n"
             "  ci:\n    runs-on: ubuntu-latest\n    steps:\n"
             "      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n"
             "        with:\n          node-version: 20\n      - run: npm i -g pnpm@8\n"
             "      - run: pnpm install --frozen-lockfile\n"
             "      - run: pnpm lint\n      - run: pnpm typecheck\n"
             "      - run: pnpm test\n      - run: pnpm build"),
         (A, "Breakdown: install ~5 min (no cache at all), then lint, typecheck and test run "
             "one after another for ~8.5 min. Options:\n\n1. **Cache the pnpm store** "
             "(`pnpm/action-setup` + `setup-node` with `cache: pnpm`): install should drop to "
             "~40–60 s\n2. **Run lint / typecheck / test as parallel jobs**: wall time becomes "
             "the slowest one instead of the sum\n3. **Turborepo remote cache**: skips "
             "unchanged packages entirely, but needs a Vercel account or a self-hosted cache "
             "server\n4. **Self-hosted runner** with a warm disk"),
         (U, "1 and 2 yes. 3 do we need a vercel account for that? then no. 4 no way, i'm not "
             "babysitting a runner"),
         (T, "$ git diff .github/workflows/ci.yml | grep \"^[+-]\" | head -30\n"
             "-  ci:\n+  setup:\n     runs-on: ubuntu-latest\n"
             "     steps:\n       - uses: actions/checkout@v4\n"
             "+      - uses: pnpm/action-setup@v4\n+        with:\n"
             "+          version: 8\n       - uses: actions/setup-node@v4\n"
             "         with:\n           node-version: 20\n"
             "+          cache: pnpm\n-      - run: npm i -g pnpm@8\n"
             "       - run: pnpm install --frozen-lockfile\n"
             "+  check:\n+    needs: setup\n+    strategy:\n"
             "+      matrix:\n+        task: [lint, typecheck, test]"),
         (A, "Workflow split into a matrix of `lint`, `typecheck`, `test` (each restoring the "
             "cached store), then `build` after all three. Pushed to `ci/faster` to try it:"),
         (T, "$ gh run watch 9413002871 --exit-status\n✓ ci/faster CI · 9413002871\n"
             "JOBS\n✓ setup in 1m2s\n✓ check (lint) in 1m31s\n"
             "✓ check (typecheck) in 1m18s\n✓ check (test) in 3m44s\n"
             "✓ build in 52s\n✓ Run CI completed with 'success' in 6m12s"),
         (A, "14 min → **6m12s**, and a second run with a warm cache should be a bit faster. "
             "`test` is now the long pole; sharding vitest across 2 runners would take it down "
             "to ~2 min. Want that too?"),
         (U, "no, 6 min is fine, good enough. merge it. also add a branch protection rule so "
             "nobody can merge red"),
         (A, "I can't change branch protection from here without an admin token; the `gh` "
             "session here has repo write only. The command for an admin would be:\n"
             "\n```\ngh api -X PUT repos/{owner}/{repo}/branches/main/protection -f "
             "required_status_checks.strict=true -f 'required_status_checks.contexts[]=build' "
             "...\n```"),
         (T, "$ gh pr merge 612 --squash --delete-branch\n✓ Squashed and merged pull request "
             "#612 (ci: cache pnpm store, parallel checks)\n"
             "✓ Deleted branch ci/faster"),
         (U, "ok mette is admin, i'll get her to do it. i'm off on paternity leave from monday "
             "so she's taking over CI anyway. our first is 3 and number two's due any day lol"),
         (A, "Congratulations! I'll leave a short note in the PR describing the new workflow "
             "layout for Mette."),
         decisions=(
             "cache the pnpm store in CI via setup-node",
             "run lint, typecheck and test as parallel jobs",
             "no Turborepo remote cache",
             "no self-hosted runner",
         ),
         loops=("get Mette to add branch protection requiring green CI",),
         facts=("has a three-year-old child",)),
]
