"""Twenty conversations of four people: a data analyst writing SQL and dbt models in Cursor
sessions; a couple planning a wedding on a budget and a rented flat; a game developer in Godot
and Rust, terse and with typos; a single mother of a teenager with diabetes, on school,
appointments, a used car and a job change. Written by two writers who had seen no code, rule,
set or output of the project. Measured only (split "blind", ids ``bd-``, ``be-``), read once,
at the end of the day they were written: never trained or tuned on.
"""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('bd-dbt-fct-deliveries-incremental', 'cursor',
         (U, 'can you make fct_deliveries incremental? full rebuild is taking like 14 min '
             'every run now and the 7am job keeps overlapping with the 8am one. snowflake. '
             'unique key should be tracking_number'),
         (A, "Sure. Here's the change to `models/marts/fct_deliveries.sql`:\n\n```sql\n{{ "
             "config(\n    materialized='incremental',\n    unique_key='tracking_number',\n    "
             "incremental_strategy='merge',\n    on_schema_change='append_new_columns'\n) "
             "}}\n\nwith deliveries as (\n    select * from {{ ref('int_deliveries_enriched') "
             '}}\n    {% if is_incremental() %}\n    where updated_at >= (select dateadd(day, '
             '-3, max(updated_at)) from {{ this }})\n    {% endif %}\n)\nselect ... from '
             'deliveries\n```\n\nThe 3-day lookback catches rows that get updated after they '
             "first land. I'll do a full refresh first so the table is built with the new "
             'config.'),
         (T, '$ dbt run --select fct_deliveries --full-refresh\n06:41:12  Running with '
             'dbt=1.7.4\n06:41:14  Found 148 models, 212 tests, 6 seeds, 31 sources\n06:41:15  '
             '1 of 1 START sql incremental model analytics.fct_deliveries ........ '
             '[RUN]\n06:54:40  1 of 1 OK created sql incremental model '
             'analytics.fct_deliveries ... [SUCCESS 1 in 805.11s]\n$ dbt run --select '
             'fct_deliveries\n06:55:02  1 of 1 START sql incremental model '
             'analytics.fct_deliveries ........ [RUN]\n06:55:31  1 of 1 ERROR creating sql '
             'incremental model analytics.fct_deliveries  [ERROR in 28.70s]\n06:55:31  '
             'Database Error in model fct_deliveries (models/marts/fct_deliveries.sql)\n06:55:3'
             '1    100090 (42P18): Duplicate row detected during DML action\n06:55:31    Row '
             'Values: ["JD0002210443871", "2024-05-02 13:22:07.000", "DELIVERED", ...]'),
         (A, 'The full refresh worked but the incremental merge failed: the same '
             '`tracking_number` appears on more than one row in the new batch, so Snowflake '
             "can't decide which one to merge.\n\nLooking at `JD0002210443871` in "
             '`int_deliveries_enriched`, there are 2 rows with different `shipment_id`s: an '
             "outbound leg and a return leg. So tracking_number isn't unique in this "
             "model.\n\nOptions:\n1. Use `shipment_id` as the unique key (if that's unique per "
             'leg)\n2. Build a surrogate key from `tracking_number` + `leg_type` with '
             '`dbt_utils.generate_surrogate_key`\n3. Dedupe to the latest row per '
             "tracking_number (but you'd lose the return leg)\n\nWhich one fits your data?"),
         (U, "ugh right, returns reuse the tracking no. use shipment_id, it's unique per leg"),
         (A, "Updated the config to `unique_key='shipment_id'` and ran the full refresh again, "
             'then a normal incremental run.'),
         (T, '$ dbt run --select fct_deliveries --full-refresh\n07:02:10  1 of 1 OK created '
             'sql incremental model analytics.fct_deliveries ... [SUCCESS 1 in 798.40s]\n$ dbt '
             'run --select fct_deliveries\n07:15:44  1 of 1 START sql incremental model '
             'analytics.fct_deliveries ........ [RUN]\n07:16:26  1 of 1 OK created sql '
             'incremental model analytics.fct_deliveries ... [MERGE 18342 in 41.92s]'),
         (A, "Down from ~13 min to 42s for the incremental run.\n\nTwo follow-ups I'd "
             'suggest:\n- Add a `unique` + `not_null` test on `shipment_id` in '
             '`marts/schema.yml`, since the merge now depends on it\n- Think about the 3-day '
             'lookback: if any carrier feed sends scans later than that, those updates will be '
             'missed\n\nWant me to add the tests?'),
         (U, 'yes add the tests. and make the lookback 5 days not 3, the DPD feed is sometimes '
             '4 days late after bank holidays'),
         (A, 'Done: lookback changed to `dateadd(day, -5, ...)` and tests added to '
             '`marts/schema.yml`. Running them now.'),
         (T, '$ dbt test --select fct_deliveries\n07:19:03  1 of 2 START test '
             'not_null_fct_deliveries_shipment_id ............. [RUN]\n07:19:05  1 of 2 PASS '
             'not_null_fct_deliveries_shipment_id ................... [PASS in '
             '1.88s]\n07:19:05  2 of 2 START test unique_fct_deliveries_shipment_id '
             '............... [RUN]\n07:19:08  2 of 2 PASS unique_fct_deliveries_shipment_id '
             '..................... [PASS in 2.61s]\n07:19:08  Done. PASS=2 WARN=0 ERROR=0 '
             'SKIP=0 TOTAL=2'),
         (U, 'nice. I need to warn Priya before this hits prod tonight, the full refresh will '
             'lock the table during her finance extract'),
         (A, "Good call. The prod full refresh took ~13 min in dev, so it'll likely be "
             'similar. If it helps, you could tell her the table will be unavailable for about '
             '15 minutes starting whenever the nightly job kicks off, and after that normal '
             'runs will be under a minute.'),
         decisions=(
             'Make fct_deliveries an incremental model with merge strategy',
             'Use shipment_id as the unique key for fct_deliveries',
             'Use a 5-day lookback window for late carrier scans',
             'Add unique and not_null tests on shipment_id',
         ),
         loops=(
             'Warn Priya before the prod full refresh tonight locks fct_deliveries',
         ),
         superseded=(
             'Use tracking_number as the unique key for fct_deliveries',
         ),
         split='blind'),
    case('bd-hub-dwell-time-query', 'cursor',
         (U, 'need avg dwell time per depot for the ops deck (I do it every monday, currently '
             'by hand in excel which is painful). dwell = time between ARRIVED_AT_HUB and '
             'DEPARTED_HUB scans. table is raw.tms.scan_events, cols parcel_id, depot_code, '
             'event_type, event_ts'),
         (A, "Here's a first version:\n\n```sql\nselect\n    depot_code,\n    "
             "avg(datediff('minute', arrived_ts, departed_ts)) / 60.0 as avg_dwell_hours,\n    "
             'count(*) as parcels\nfrom (\n    select\n        parcel_id,\n        '
             "depot_code,\n        min(case when event_type = 'ARRIVED_AT_HUB' then event_ts "
             "end) as arrived_ts,\n        max(case when event_type = 'DEPARTED_HUB' then "
             'event_ts end) as departed_ts\n    from raw.tms.scan_events\n    where event_ts '
             '>= dateadd(day, -7, current_date)\n    group by 1, 2\n)\ngroup by 1\norder by 2 '
             'desc;\n```\n\nRunning it against last week.'),
         (T, '$ snowsql -q "$(cat scratch/dwell.sql)" -o '
             'output_format=psql\n+------------+-----------------+---------+\n| DEPOT_CODE | '
             'AVG_DWELL_HOURS | PARCELS |\n|------------+-----------------+---------|\n| MAN02 '
             '     |       31.480000 |   41822 |\n| BHX01      |        5.910000 |   55310 '
             '|\n| LDS01      |        4.720000 |   29904 |\n| TEST01     |        2.100000 |  '
             '    12 |\n| BRS01      |       -1.350000 |   18877 '
             '|\n+------------+-----------------+---------+\n5 Row(s) produced. Time Elapsed: '
             '6.412s'),
         (A, "The numbers look off: BRS01 is negative and MAN02's 31h is suspicious.\n\nCause: "
             'some parcels pass through the same hub more than once (e.g. misroutes, or failed '
             'delivery and back to hub). Taking the first arrival and last departure stretches '
             'the window, and when a parcel has a departure with no matching arrival in the '
             '7-day window you can get negatives.\n\nOptions:\n- **a)** Pair each arrival with '
             'the *next* departure for that parcel at that depot (using `lead()`), so every '
             'hub visit is its own dwell\n- **b)** Keep first-arrival/last-departure but drop '
             'parcels with more than one visit\n- **c)** Only count parcels whose arrival is '
             "inside the window\n\nI'd go with (a); it's the most accurate and handles repeat "
             'visits.'),
         (U, 'a'),
         (A, '```sql\nwith hub_events as (\n    select\n        parcel_id, depot_code, '
             'event_type, event_ts,\n        lead(event_type) over (partition by parcel_id, '
             'depot_code order by event_ts) as next_type,\n        lead(event_ts)   over '
             '(partition by parcel_id, depot_code order by event_ts) as next_ts\n    from '
             "raw.tms.scan_events\n    where event_type in ('ARRIVED_AT_HUB', "
             "'DEPARTED_HUB')\n      and event_ts >= dateadd(day, -9, "
             "current_date)\n)\nselect\n    depot_code,\n    round(avg(datediff('minute', "
             'event_ts, next_ts)) / 60.0, 2) as avg_dwell_hours,\n    count(*) as '
             "hub_visits\nfrom hub_events\nwhere event_type = 'ARRIVED_AT_HUB'\n  and "
             "next_type = 'DEPARTED_HUB'\n  and event_ts >= dateadd(day, -7, "
             'current_date)\ngroup by 1\norder by 2 desc;\n```\n\nI pull 9 days of events so '
             'departures just after the window still pair up.'),
         (T, '$ snowsql -q "$(cat scratch/dwell.sql)" -o '
             'output_format=psql\n+------------+-----------------+------------+\n| DEPOT_CODE '
             '| AVG_DWELL_HOURS | HUB_VISITS |\n|------------+-----------------+------------|\n'
             '| MAN02      |            6.21 |      44107 |\n| BHX01      |            5.64 |  '
             '    56021 |\n| LDS01      |            4.58 |      30115 |\n| BRS01      |       '
             '     3.97 |      19240 |\n| TEST01     |            1.80 |         12 '
             '|\n+------------+-----------------+------------+\n5 Row(s) produced. Time '
             'Elapsed: 8.903s'),
         (A, 'Much more plausible now: everything between 4 and 6.2 hours. MAN02 is still the '
             'slowest, which might be worth flagging in the deck.\n\nSince you run this every '
             'Monday, want me to turn it into a dbt model (`int_hub_dwell`) so the deck can '
             'just select from it?'),
         (U, 'not yet, I want to show Dan the numbers first, the old excel ones were way '
             "higher and he'll ask why. also drop TEST01 its the sandbox depot"),
         (A, "Added `and depot_code <> 'TEST01'` to the `hub_events` CTE. When you talk to "
             'Dan, the short version is that the Excel method probably measured first arrival '
             'to last departure, so repeat hub visits (misroutes, failed deliveries) inflated '
             'it. The new query measures each visit separately.'),
         decisions=(
             'Measure dwell by pairing each hub arrival with the next departure (lead), per '
             'visit',
             'Exclude the TEST01 sandbox depot from dwell time',
         ),
         loops=(
             'Show Dan the new dwell numbers before turning the query into a dbt model',
         ),
         facts=(
             'Builds the ops deck every Monday',
         ),
         split='blind'),
    case('bd-stg-carriers-duplicate-codes', 'cursor',
         (U, 'dbt test failing again on carriers, wtf'),
         (T, '$ dbt test --select stg_carriers\n09:12:40  Running with dbt=1.7.4\n09:12:43  1 '
             'of 3 START test not_null_stg_carriers_carrier_code .............. '
             '[RUN]\n09:12:44  1 of 3 PASS not_null_stg_carriers_carrier_code '
             '.................... [PASS in 1.02s]\n09:12:44  2 of 3 START test '
             'relationships_fct_deliveries_carrier_code ....... [RUN]\n09:12:46  2 of 3 PASS '
             'relationships_fct_deliveries_carrier_code ............. [PASS in '
             '2.11s]\n09:12:46  3 of 3 START test unique_stg_carriers_carrier_code '
             '................ [RUN]\n09:12:47  3 of 3 FAIL 3 unique_stg_carriers_carrier_code '
             '.................... [FAIL 3 in 1.37s]\n09:12:47  Done. PASS=2 WARN=0 ERROR=0 '
             'SKIP=0 FAIL=1 TOTAL=3'),
         (A, 'Let me look at which codes are duplicated.'),
         (T, '$ dbt show --inline "select carrier_code, \'[\' || carrier_code || \']\' as raw, '
             'carrier_name, count(*) over (partition by upper(trim(carrier_code))) as n from '
             '{{ ref(\'stg_carriers\') }} qualify n > 1 order by 1"\n| carrier_code | raw      '
             '| carrier_name         | n |\n| ------------ | -------- | -------------------- | '
             '- |\n| DPD          | [DPD]    | DPD UK               | 2 |\n| DPD          | '
             '[DPD ]   | DPD UK               | 2 |\n| Evri         | [Evri]   | Evri          '
             '       | 2 |\n| EVRI         | [EVRI]   | Evri                 | 2 |\n| HERMES   '
             '    | [HERMES] | Hermes (legacy)      | 1 |\n| YODEL        | [YODEL]  | Yodel   '
             '             | 2 |\n| YODEL        | [YODEL ] | Yodel Direct         | 2 |'),
         (A, 'Three problems in the source data:\n\n1. **Trailing spaces**: `DPD ` and `YODEL '
             '` come through with a trailing space\n2. **Case**: `Evri` vs `EVRI`\n3. '
             '**Rebrand**: `HERMES` is the legacy code for Evri, so arguably it should '
             'collapse into EVRI too\n\nWays to fix it in `stg_carriers.sql`:\n- '
             '`upper(trim(carrier_code))` handles 1 and 2\n- For HERMES → EVRI, either a `case '
             'when` in the staging model, or a small seed (`carrier_aliases.csv`) that maps '
             'old codes to current ones and gets joined in\n- Then dedupe with `qualify '
             'row_number() over (partition by carrier_code order by updated_at desc) = '
             '1`\n\nWhich way do you want to handle the alias?'),
         (U, "trim + upper in staging yes. do the hermes thing as a seed, I don't want case "
             'whens for carrier names hardcoded in models, we had that mess before'),
         (A, 'Done:\n- `seeds/carrier_aliases.csv` with `source_code,carrier_code` (one row: '
             '`HERMES,EVRI`)\n- `stg_carriers.sql` now normalises with `upper(trim(...))`, '
             'left joins the seed with `coalesce(a.carrier_code, c.carrier_code)`, and keeps '
             'the latest row per code\n\nRunning seed + build.'),
         (T, '$ dbt seed --select carrier_aliases && dbt build --select '
             'stg_carriers+\n09:31:02  1 of 1 OK loaded seed file analytics.carrier_aliases '
             '.............. [INSERT 1 in 0.84s]\n09:31:20  Found 148 models, 212 tests, 7 '
             'seeds, 31 sources\n09:31:22  1 of 9 OK created sql view model '
             'staging.stg_carriers ............. [SUCCESS 1 in 1.12s]\n...\n09:33:48  Done. '
             'PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9'),
         (A, 'All green, including the downstream models.\n\nTo stop new codes sneaking in, I '
             'could also add an `accepted_values` test on `carrier_code` listing the carriers '
             'you use. Want me to add it?'),
         (U, "nah, we onboard regional carriers every few weeks, it'd just break constantly. "
             "I'll raise the trailing space thing with the TMS team though, it's coming from "
             'their nightly export'),
         (A, "Makes sense. When you raise it, it's `DPD ` and `YODEL ` in the `carrier_code` "
             'column of the nightly carrier export. The staging fix will keep working either '
             'way, so nothing breaks if they take a while.'),
         decisions=(
             'Normalise carrier_code with upper(trim()) in stg_carriers',
             'Map legacy HERMES code to EVRI with a carrier_aliases seed, not a hardcoded CASE',
             'No accepted_values test on carrier_code because carriers change too often',
         ),
         loops=(
             'Raise the trailing-space carrier codes in the nightly export with the TMS team',
         ),
         split='blind'),
    case('bd-rolling-avg-rows-vs-range', 'chatgpt',
         (U, 'whats the actual difference between ROWS BETWEEN 6 PRECEDING and RANGE BETWEEN '
             'in a window function? my 7 day rolling avg of deliveries per day looks wrong in '
             'a few places and I dont get why. sorry if dumb q, I came from excel land and '
             'have only been doing sql since last spring'),
         (A, 'Not a dumb question at all, this trips up a lot of people.\n\n**ROWS BETWEEN 6 '
             'PRECEDING AND CURRENT ROW** means "this row plus the 6 *rows* before it," '
             'whatever dates those rows have. If your table is missing a day, the window '
             'quietly reaches back 8 calendar days instead of 7.\n\n**RANGE BETWEEN** is based '
             "on the *value* of the ORDER BY column. In theory `RANGE BETWEEN INTERVAL '6 "
             "days' PRECEDING AND CURRENT ROW` would give you a true 7-calendar-day window, "
             'but support varies a lot between warehouses. Which database are you on?\n\nQuick '
             'check: are there days with no row at all in your daily table (e.g. no '
             'deliveries)?'),
         (U, "snowflake. and yeah actually, no deliveries on sundays so there's no sunday row"),
         (A, "That's the cause. With no Sunday rows, `ROWS BETWEEN 6 PRECEDING` on a Monday "
             'covers the previous Monday to this Monday, which is 8 calendar days. So the '
             'averages around weekends are over a different span than you think.\n\nSnowflake '
             "does let you use `RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW` on "
             'a date column, which would fix the span. But it would average only the days that '
             "have rows, so Sundays still wouldn't count as 0. If you want a true calendar "
             'average, the usual fix is a **date spine**:\n\n1. Generate one row per calendar '
             'day (e.g. with `generator` or `dbt_utils.date_spine` if you use dbt)\n2. Left '
             'join your daily counts onto it, with `coalesce(deliveries, 0)`\n3. Then '
             '`avg(deliveries) over (order by day rows between 6 preceding and current row)` '
             'really is 7 days\n\n```sql\nwith spine as (\n    select dateadd(day, seq4(), '
             "'2023-01-01'::date) as day\n    from table(generator(rowcount => "
             '1000))\n)\nselect s.day,\n       coalesce(d.deliveries, 0) as deliveries,\n      '
             ' avg(coalesce(d.deliveries, 0)) over (order by s.day rows between 6 preceding '
             'and current row) as rolling_7d\nfrom spine s\nleft join daily_deliveries d on '
             'd.day = s.day\nwhere s.day <= current_date;\n```\n\nOne thing to decide: should '
             'Sundays count as 0 in the average (true calendar average), or should the average '
             'only cover operating days? Both are valid, they just answer different questions.'),
         (U, "hmm good question, not sure what ops would expect. I'll try the spine version "
             "tomorrow and ask them, it's late"),
         (A, "Sounds good. If ops want operating days only, you don't need the spine: the "
             'RANGE version averages whichever operating days fall in the last 7 calendar '
             'days, and you just label the chart that way. Good luck tomorrow!'),
         loops=(
             'Try the date-spine version of the 7-day rolling average',
             'Ask ops whether Sundays should count as zero in the rolling average',
         ),
         facts=(
             'Has only been writing SQL since last spring, came from Excel',
         ),
         split='blind'),
    case('bd-business-days-macro', 'cursor',
         (U, 'I need a macro business_days_between(start, end) for the SLA models, excluding '
             'weekends and UK bank holidays. just hardcode the 2024 and 2025 bank hols in the '
             "macro, keep it simple. needs to be done today, I'm off fridays"),
         (A, "Here's `macros/business_days_between.sql` with the holidays "
             'inline:\n\n```sql\n{% macro business_days_between(start_col, end_col) %}\n(\n  '
             "datediff('day', {{ start_col }}, {{ end_col }})\n  - (datediff('week', {{ "
             'start_col }}, {{ end_col }}) * 2)\n  - iff(dayofweekiso({{ start_col }}) = 7, 1, '
             '0)\n  - iff(dayofweekiso({{ end_col }}) = 6, 1, 0)\n  - (select count(*) from '
             "(values\n        ('2024-01-01'::date), ('2024-03-29'), ('2024-04-01'), "
             "('2024-05-06'),\n        ('2024-05-27'), ('2024-08-26'), ('2024-12-25'), "
             "('2024-12-26'),\n        ('2025-01-01'), ('2025-04-18'), ('2025-04-21'), "
             "('2025-05-05'),\n        ('2025-05-26'), ('2025-08-25'), ('2025-12-25'), "
             "('2025-12-26')\n     ) h(d)\n     where h.d between {{ start_col }} and {{ "
             'end_col }}\n       and dayofweekiso(h.d) < 6)\n)\n{% endmacro %}\n```\n\nNote '
             'these are England & Wales dates. Scotland and NI have different ones, if that '
             'matters for any depots.'),
         (U, 'actually scratch that, do it as a seed. finance just pinged that they want the '
             "SLA numbers backfilled to 2023 and I don't want to edit a macro every time. "
             "england & wales only is fine, we don't have scottish depots"),
         (A, 'Makes sense, a seed is easier to maintain. Plan:\n\n- '
             '`seeds/uk_bank_holidays.csv` with columns `holiday_date, name`, covering '
             '2023–2025 (England & Wales, from the gov.uk bank holidays JSON)\n- The macro '
             "counts rows from `{{ ref('uk_bank_holidays') }}` instead of the inline "
             'values\n\nWriting both now and compiling against `fct_sla_performance`.'),
         (T, '$ dbt seed --select uk_bank_holidays\n14:02:11  1 of 1 OK loaded seed file '
             'analytics.uk_bank_holidays ............. [INSERT 24 in 0.91s]\n$ dbt build '
             '--select fct_sla_performance\n14:02:40  1 of 4 START sql table model '
             'analytics.fct_sla_performance ........ [RUN]\n14:03:58  1 of 4 OK created sql '
             'table model analytics.fct_sla_performance ... [SUCCESS 1 in 78.02s]\n14:03:58  2 '
             'of 4 START test not_null_fct_sla_performance_business_days ....... '
             '[RUN]\n14:04:00  2 of 4 PASS not_null_fct_sla_performance_business_days '
             '............. [PASS in 1.40s]\n14:04:00  3 of 4 START test '
             'dbt_utils_expression_is_true_fct_sla_performance_business_days_gte_0 '
             '[RUN]\n14:04:02  3 of 4 FAIL 112 dbt_utils_expression_is_true_fct_sla_performance'
             '_business_days_gte_0 [FAIL 112 in 1.77s]\n14:04:02  Done. PASS=2 WARN=0 ERROR=0 '
             'SKIP=1 FAIL=1 TOTAL=4'),
         (A, "112 rows have negative business days. I checked a few: they're shipments where "
             '`delivered_at` is *before* `collected_at`, e.g. shipment 88213409 collected '
             "2023-06-12 14:03, delivered 2023-06-12 09:47. That's a data issue rather than "
             'the macro: looks like the collection scan was recorded late.\n\nOptions:\n1. '
             'Clamp to 0 with `greatest(0, ...)` in the model\n2. Exclude those rows from SLA '
             'calc and flag them with an `is_bad_timestamp` column\n3. Leave as-is and '
             'downgrade the test to `warn`'),
         (U, '2, finance will want to see how many got excluded anyway'),
         (A, 'Added `is_bad_timestamp` (true when `delivered_at < collected_at`) and the SLA '
             'measures now filter on `not is_bad_timestamp`. The test now runs only on the '
             'valid rows (`where: "not is_bad_timestamp"`).'),
         (T, '$ dbt build --select fct_sla_performance\n14:09:31  Done. PASS=4 WARN=0 ERROR=0 '
             'SKIP=0 TOTAL=4'),
         (U, 'perfect. ill set myself a reminder to add 2026 to the seed before january'),
         (A, "Good idea. gov.uk usually publishes the next year's dates well ahead, so any "
             'time in Q4 works. Want me to add a comment at the top of the seed noting the '
             'source URL so whoever updates it knows where to look?'),
         (U, 'sure'),
         (A, 'Added `# source: https://www.gov.uk/bank-holidays.json (england-and-wales)` to '
             "the seed's schema.yml description, since CSV seeds don't allow comments."),
         decisions=(
             'Store UK bank holidays in a seed (2023 onwards) instead of hardcoding them in '
             'the macro',
             'Use England & Wales bank holidays only',
             'Exclude shipments delivered before collection from SLA and flag them with '
             'is_bad_timestamp',
             "Document the gov.uk source URL in the seed's description",
         ),
         loops=(
             'Add 2026 bank holidays to the seed before January',
         ),
         facts=(
             "Doesn't work Fridays",
         ),
         superseded=(
             'Hardcode 2024 and 2025 bank holidays inside the macro',
         ),
         split='blind'),
    case('bd-wedding-venue-shortlist', 'chatgpt',
         (U, 'ok so me and Jamie are getting married sept next year and we have 14k total for '
             'EVERYTHING. about 60 guests. down to 3 venues, can you help compare\n\n1. Old '
             'Tithe Barn - £5,200 sat / £3,900 fri, venue only, bring your own caterer, lovely '
             'but a bit out in the sticks\n2. Hallbrook Hall - £7,800 incl 3 course meal for '
             '60, wine extra\n3. The Red Lion function room - £2,500 incl buffet, its '
             "literally 5 min from my mum's"),
         (A, "Congratulations! Here's how they stack up against a £14k total budget with ~60 "
             'guests:\n\n| | Old Tithe Barn | Hallbrook Hall | Red Lion '
             '|\n|---|---|---|---|\n| Venue hire | £5,200 (Sat) / £3,900 (Fri) | £7,800 incl. '
             'food | £2,500 incl. buffet |\n| Catering (est.) | £3,000–4,200 (£50–70pp) | '
             'included | included |\n| Drinks | BYO possible, usually cheaper | wine extra, '
             'corkage often charged | bar tab |\n| **Rough total** | **£8,200–9,400 Sat / '
             '£6,900–8,100 Fri** | **£8,500–9,500** | **£3,000–4,000** |\n\nThings to '
             'weigh:\n- **Barn** gives you the most flexibility (BYO drinks can save a lot), '
             'but rural venues often mean extra costs: transport for guests, marquee toilets, '
             'late-night taxi issues.\n- **Hallbrook** is the least hassle but eats 60–70% of '
             'your budget, leaving little for photographer, outfits, honeymoon.\n- **Red '
             'Lion** is by far the cheapest, and close for your family, but check whether it '
             'feels "special" enough for you both.\n\nA common rule of thumb is venue + '
             'catering around 40–50% of budget, i.e. £5,600–7,000 for you. The barn on a '
             'Friday or the Red Lion fit that best.\n\nWhat matters most to you two?'),
         (U, 'barn. we both fell in love with it. saturday tho, friday means people taking '
             'time off'),
         (A, "Great choice, the barn sounds lovely. At Saturday pricing you're looking at "
             'roughly £8,200–9,400 for venue + food, which leaves about £4,600–5,800 for '
             "everything else.\n\nA rough split of what's left:\n- Photographer: "
             '£1,200–1,800\n- Outfits & rings: £1,500–2,000\n- Flowers/decor: £500–800\n- '
             'Music/DJ: £400–700\n- Transport for guests (shuttle from the nearest town): '
             "£300–500\n- Contingency: ~£500\n\nThat's tight but doable. It doesn't leave "
             'anything for the honeymoon though, if that was meant to come out of the '
             '14k.\n\nA thought on Friday: the £1,300 difference would basically pay for the '
             'photographer. If the ceremony is at 3pm, most guests only need an afternoon off, '
             'not a full day.'),
         (U, "honeymoon is separate, we've saved for that. but 1300 is a lot. hmm. most of our "
             'friends are nurses and shift workers anyway so weekends arent special for them'),
         (A, "That's a good point: if lots of your guests work shifts, a Saturday isn't any "
             "easier for them than a Friday, and they'll likely need to book leave either "
             'way.\n\nThe main people a Friday is harder for are guests with 9–5 jobs and '
             "school-age kids. If that's a small group, Friday looks like the better value."),
         (U, "ok friday. 3pm ceremony. I'll ring the barn tomorrow to hold a date, they want "
             "£1000 deposit. also need to ask them about step free access bc Jamie's grandad "
             'is in a wheelchair'),
         (A, 'Sounds like a plan! When you ring, worth asking:\n- Step-free access to the '
             'ceremony space, the reception area **and** the toilets (the toilets get missed a '
             'lot)\n- Whether the £1,000 deposit is refundable and what the payment schedule '
             "is after that\n- Latest finish time and whether there's a noise limit\n- Their "
             "list of approved caterers, and whether BYO drinks has a corkage fee\n- What's "
             'included: tables, chairs, linen, cleaning\n\nWant me to draft a short list of '
             'questions for caterers next?'),
         (U, 'maybe later, thanks!!'),
         decisions=(
             'Old Tithe Barn as the wedding venue',
             'Friday wedding at the barn with a 3pm ceremony',
         ),
         loops=(
             'Ring the barn to hold a date and pay the £1,000 deposit',
             "Ask the barn about step-free access for Jamie's grandad",
         ),
         facts=(
             'Getting married to Jamie in September next year',
             'Wedding budget is £14k total for about 60 guests; honeymoon saved for separately',
         ),
         superseded=(
             'Saturday wedding at the barn',
         ),
         split='blind'),
    case('bd-photographer-choice-email', 'claude',
         (U, 'help us pick a photographer pls. 2 quotes:\n\nEllie Marsh - £1,850, 8 hours, '
             'second shooter included, online gallery + 30 page album\nMarcus Doyle - £1,400, '
             '6 hours, online gallery only, album +£350. he also offers engagement shoot for '
             "£200\n\nwe don't care much about albums tbh and we both hate posed stuff, we "
             'want candid. wedding is a friday, ceremony 3pm, venue kicks everyone out at '
             'midnight'),
         (A, "Given what you've said, here's how I'd think about it:\n\n**Coverage hours**: "
             'with a 3pm ceremony, 6 hours takes you from about 2pm (prep/arrivals) to 8pm, so '
             'first dance and the evening party would probably be missed. 8 hours gets you to '
             '~10pm, which covers most of what people want photographed.\n\n**Second '
             'shooter**: genuinely useful for candid work: one person on the couple, one on '
             "guests' reactions. Less essential at 60 guests than at 150.\n\n**Album**: if you "
             "don't care, Marcus's gallery-only package suits you, and you can always print a "
             'book yourselves later for much less than £350.\n\n**Style**: since you want '
             'candid, the most important thing is their portfolio. Look at full galleries (not '
             'just highlight reels) to see whether they naturally shoot '
             "documentary-style.\n\nA middle option: ask Marcus whether he'll do 7 or 8 hours. "
             'Most photographers sell extra hours at £100–150 each, which would still come in '
             'under Ellie.'),
         (U, "we looked at full galleries last night, marcus's are way more our vibe honestly, "
             "Ellie's are quite posed. so marcus. can you draft an email asking for 8 hours "
             'instead of 6'),
         (A, "Here's a draft:\n\n---\n\nHi Marcus,\n\nThanks so much for sending over your "
             "quote. We've been looking through your full galleries and absolutely love your "
             "candid style, it's exactly what we're after.\n\nWe'd love to book you for our "
             "wedding on Friday [date] at the Old Tithe Barn. Ceremony is at 3pm, and we'd "
             'like coverage to include the first dance and some of the evening, so we were '
             'wondering whether you could do 8 hours rather than 6? Could you let us know the '
             "cost for the extra two hours?\n\nWe'd also be interested in the engagement "
             'shoot, as it would be a nice chance to get comfortable in front of the camera '
             'before the day.\n\nLooking forward to hearing from you!\n\n[Names]\n\n---\n\nI '
             "added a line about the engagement shoot, since it can help couples who don't "
             'love being photographed. Happy to take it out.'),
         (U, "take out the engagement shoot, we'd rather spend the 200 elsewhere. and say 7 "
             'hours actually, Jamie thinks nobody needs photos of drunk uncles at 10pm lol'),
         (A, 'Fair enough! Updated:\n\n---\n\nHi Marcus,\n\nThanks so much for sending over '
             "your quote. We've been looking through your full galleries and absolutely love "
             "your candid style, it's exactly what we're after.\n\nWe'd love to book you for "
             "our wedding on Friday [date] at the Old Tithe Barn. Ceremony is at 3pm, and we'd "
             'like coverage to include the first dance, so we were wondering whether you could '
             'do 7 hours rather than 6? Could you let us know the cost for the extra '
             'hour?\n\nLooking forward to hearing from you!\n\n[Names]\n\n---\n\nIf he comes '
             "back at around £1,550 for 7 hours, that's still £300 less than Ellie. You may "
             "want to ask about his booking deposit and what happens if he's ill on the day "
             '(whether he has a backup photographer).'),
         (U, 'oh good shout on the backup thing, adding that. will send it tonight'),
         decisions=(
             'Go with Marcus Doyle as wedding photographer, not Ellie Marsh',
             'Ask Marcus for 7 hours of coverage',
             'No engagement shoot',
         ),
         loops=(
             'Send the booking email to Marcus tonight, including the backup photographer '
             'question',
         ),
         facts=(
             'Both dislike posed photos and prefer candid shots',
         ),
         superseded=(
             'Ask Marcus for 8 hours of coverage',
         ),
         split='blind'),
    case('bd-honeymoon-madeira', 'chatgpt',
         (U, 'honeymoon ideas? about £3k for both of us incl flights, 10ish days, straight '
             'after the wedding in september. flying from manchester. we like walking, food, '
             'not really beach lying people'),
         (A, 'Lovely budget for September, which is a great month: still warm, fewer families. '
             'A few ideas that suit walkers and food lovers:\n\n1. **Madeira**: dramatic '
             'levada walks, great seafood, very green. Direct flights from Manchester (~4h). '
             'Funchal as a base works without a car thanks to buses and guided walk '
             'pickups.\n2. **Crete (west)**: Samaria Gorge, Chania old town, amazing food. '
             'Best with a hire car.\n3. **Slovenia**: Lake Bled, Julian Alps, Ljubljana. Ideal '
             'as a road trip, flights via Ljubljana or Venice.\n4. **Northern Portugal**: '
             'Porto + Douro Valley walks and wine. Trains work well.\n\nRough costs for 10 '
             'nights for two: Madeira £2,400–3,000, Crete £2,200–2,900, Slovenia £2,500–3,200 '
             'incl. car, Porto/Douro £2,300–2,900.\n\nDo either of you drive? That changes '
             'things for Crete and Slovenia.'),
         (U, "I do but i hate driving abroad and Jamie doesn't have a licence so no road trips"),
         (A, "Then I'd drop Slovenia and Crete, or at least do Crete from a single base. "
             'Madeira or Porto/Douro are the easiest car-free options.\n\n- **Madeira**: more '
             'of a "wow" honeymoon feel, hikes are the main event, lots of organised walking '
             'tours with hotel pickup. Food is good but simpler.\n- **Porto + Douro**: more of '
             'a city/food/wine trip, walks are gentler. Easy by train.\n\nOr combine: 7 nights '
             'Madeira + 3 nights Lisbon, since flights connect easily via Lisbon.'),
         (U, 'madeira!! the levada pics are unreal. is the lisbon combo worth it or just stay '
             'put'),
         (A, 'Honestly, for a honeymoon after a busy wedding, staying put is often the better '
             'choice: no packing mid-trip, no extra flight day. Madeira has enough walks for '
             '10 days, and you could split it: a few nights in Funchal and a few in the north '
             '(e.g. São Vicente or Santana) for the quieter side.\n\nThe Lisbon add-on makes '
             "sense if you want a city break contrast, but it'll cost roughly £150–250 more "
             'and eat a travel day.'),
         (U, "yeah just madeira. all 10 nights in funchal, we don't want to move hotels at all"),
         (A, 'Good call. For 10 nights in Funchal:\n\n- **Where to stay**: Old Town (Zona '
             'Velha) for restaurants and atmosphere, or the Lido area for quieter hotels with '
             'pools\n- **Walks**: Levada do Caldeirão Verde, PR1 Pico do Arieiro to Pico Ruivo '
             '(sunrise!), Levada das 25 Fontes. Book PR1 and 25 Fontes via a tour with '
             'pickup\n- **Budget check**: Manchester–Funchal direct in mid-September is '
             'typically £180–280pp return, leaving ~£2,000+ for accommodation, food and '
             'tours\n\nOne practical thing: UK passports for Portugal need to be less than 10 '
             'years old on the day you arrive and valid for at least 3 months after you leave. '
             'Worth checking both of yours.\n\nWant me to sketch a day-by-day plan?'),
         (U, 'oh god mine runs out in november next year, thats cutting it close. will check '
             'the rules properly. day by day another time'),
         (A, 'Worth checking now. The rule is that your passport must be valid for at least 3 '
             "months after the day you leave Portugal. With a mid-September return you'd need "
             "it valid until mid-December, so a November expiry isn't enough. I'd renew before "
             'booking flights, since the passport details on the booking should match the one '
             'you travel with. Standard renewals take around 3 weeks but can be slower in '
             'spring.'),
         decisions=(
             'Honeymoon in Madeira',
             'Stay all 10 nights in Funchal, no Lisbon add-on and no hotel moves',
             'No road trip honeymoon',
         ),
         loops=(
             'Check the passport validity rules for Portugal, given her passport expires next '
             'November',
         ),
         facts=(
             "Jamie doesn't have a driving licence",
             'Dislikes driving abroad',
             'Her passport expires in November next year',
         ),
         split='blind'),
    case('bd-rental-flat-checkin', 'claude',
         (U, 'we moved into our new flat in Leeds on saturday (12 month tenancy, £1,050/month, '
             'through an agent). went through the inventory last night and its kind of a mess '
             "— says carpet in bedroom is 'good condition' but theres a big bleach stain, oven "
             'is listed as clean and its absolutely not, and theres black mould on the '
             "bathroom ceiling that isn't mentioned at all. what do we do"),
         (A, "Good that you're doing this now. This is exactly what protects your deposit at "
             'the end. Steps:\n\n1. **Photograph everything** today: stain (with something for '
             'scale), oven inside, mould. Make sure photos are dated, or email them to '
             "yourself so there's a timestamp.\n2. **Reply to the inventory in writing**. Most "
             'agents give you 7 days from move-in to return comments. Check your '
             'tenancy/inventory paperwork for the exact deadline.\n3. **Send it to the '
             'agent**, not the landlord directly, since the agent manages the tenancy. Ask '
             'them to confirm receipt and attach your comments to the inventory.\n4. **Check '
             'your deposit is protected**: the landlord/agent must protect it in a government '
             'scheme (DPS, TDS or mydeposits) within 30 days and send you the prescribed '
             'information.\n5. **Mould**: report it as a repair. Landlords are responsible for '
             'damp and mould caused by the property (e.g. poor ventilation, leaks). Ask them '
             'to investigate and treat it.\n\nWant me to draft the email?'),
         (U, 'deposit is with DPS, got the cert yesterday. yes draft it pls. but for the mould '
             '— can we just mention it so its on record but not demand they fix it? we '
             "literally just moved in and dont want to be those tenants. we'll get a "
             'dehumidifier and see'),
         (A, "Totally understandable. Here's a draft that records everything without sounding "
             'confrontational:\n\n---\n\nSubject: Inventory comments – Flat 3, 14 Cardigan '
             'Road\n\nHi [agent name],\n\nWe moved in on Saturday 2nd and have been through '
             'the inventory. Overall everything matches, but we noticed a few things that '
             "aren't reflected and would like them noted on the record:\n\n1. **Bedroom "
             'carpet**: listed as "good condition", but there is a large bleach stain near the '
             'window (approx. 30cm across). Photo attached.\n2. **Oven**: listed as "clean", '
             'but there is significant grease and burnt residue inside, particularly on the '
             'base and door. Photos attached.\n3. **Bathroom ceiling**: there is black mould '
             "above the shower which isn't mentioned in the inventory. Photo attached. We're "
             'going to try a dehumidifier and keep it ventilated, and will let you know if it '
             "doesn't improve.\n\nCould you please confirm receipt and that these comments "
             'will be added to the inventory?\n\nThanks,\n[Names]\n\n---\n\nMentioning that '
             "you'll let them know if it doesn't improve keeps the door open to raise it as a "
             'repair later. One note: if the mould comes back quickly even with a '
             'dehumidifier, that usually points to a ventilation or leak issue, which is the '
             "landlord's responsibility."),
         (U, "perfect. I'll send it tomorrow with the photos. the move in date is actually the "
             '1st not 2nd, fix that'),
         (A, 'Fixed: "We moved in on Saturday 1st." Since you moved in on the 1st, if your '
             'agent uses a 7-day window, the deadline would be around the 8th, so tomorrow is '
             'well in time.'),
         (U, 'great. also do we need contents insurance or is that the landlords thing'),
         (A, "The landlord's buildings insurance covers the structure and usually their own "
             'furniture/appliances, but **not your belongings**. So contents insurance is your '
             "responsibility.\n\nA few things to look for in a tenant's policy:\n- Accidental "
             "damage to the landlord's fixtures and fittings (useful, e.g. if you spill "
             'something on that carpet)\n- Cover for items away from home (phones, laptops, '
             'bikes)\n- Wedding gifts: some policies temporarily increase cover around a '
             "wedding, worth asking since you'll have presents in the flat\n\nFor a 1-bed flat "
             'in Leeds, expect roughly £6–12 a month.'),
         (U, "ha didn't think about the wedding gifts. ok will sort that this weekend"),
         decisions=(
             'Send inventory comments to the letting agent rather than the landlord',
             'Record the bathroom mould on the inventory but not request a repair yet; try a '
             'dehumidifier first',
         ),
         loops=(
             'Send the inventory comments email with photos to the agent tomorrow',
             'Buy a dehumidifier for the bathroom mould',
             'Get contents insurance this weekend, checking cover for wedding gifts',
         ),
         facts=(
             'Moved into a rented flat in Leeds on the 1st, 12-month tenancy at £1,050/month',
             'Tenancy deposit is protected with DPS',
         ),
         split='blind'),
    case('bd-something-borrowed-chatter', 'chatgpt',
         (U, "random q but where does 'something old something new something borrowed "
             "something blue' even come from"),
         (A, 'It comes from an English rhyme from the Victorian era, usually dated to '
             'Lancashire in the 1800s. The full version is:\n\n> *Something olde, something '
             'new, something borrowed, something blue, and a silver sixpence in her '
             'shoe.*\n\nEach item was a good-luck charm:\n- **Something old**: continuity with '
             "the bride's family and past\n- **Something new**: optimism for the future\n- "
             '**Something borrowed**: borrowed from a happily married friend, so their good '
             'fortune would rub off\n- **Something blue**: blue stood for purity, love and '
             'fidelity (before white wedding dresses took off, blue was a popular dress '
             'colour)\n- **Sixpence in the shoe**: prosperity\n\nThe sixpence line mostly gets '
             'dropped now, partly because sixpences stopped being legal tender in 1980.'),
         (U, 'lol a sixpence in your shoe all day sounds horrible'),
         (A, 'It does sound like a recipe for a blister! People who still do it usually tape '
             'it inside the shoe or put it in the heel rather than under the ball of the foot. '
             'Some just carry it in a pocket or sew it into the hem, which gets you the luck '
             'without the limp.'),
         (U, 'and why do people throw rice? or is it confetti now'),
         (A, 'Throwing grain goes back a long way, to ancient Rome and earlier: wheat or rice '
             'was a symbol of fertility and abundance, thrown to wish the couple lots of '
             'children and a good harvest.\n\nIn the 19th and 20th centuries rice became the '
             'standard in Britain and the US. Paper confetti took over later, and now most '
             "venues ban paper too (it's a pain to clean up and stains in the rain), so you'll "
             'often see:\n- Dried petal confetti (biodegradable, usually allowed)\n- '
             "Bubbles\n- Birdseed\n- Lavender\n\nThere's a popular myth that rice makes birds' "
             "stomachs explode. It doesn't, but venues still tend to ban it because it's "
             'slippery on steps.'),
         (U, 'the exploding birds thing is so funny, my nan still believes that'),
         (A, "It's a very sticky myth! It got a boost in the 1980s when advice columns "
             "repeated it, and it's been going round ever since. Birds eat uncooked rice in "
             "fields all the time with no problems. Your nan's in good company though, loads "
             'of people still believe it.'),
         chatter=True,
         split='blind'),
    case('be-gdext-extension-not-loading', 'claude-code',
         (U, "godot wont load my rust extension since i bumped gdext. output panel says Can't "
             'open dynamic library file res://../rust/target/debug/libhollowmere_sim.so. can u '
             'look'),
         (A, "I'll check the .gdextension file, the Cargo manifest and whether the library "
             'actually gets built.'),
         (T, '$ cat godot/hollowmere_sim.gdextension\n[configuration]\nentry_symbol = '
             '"gdext_rust_init"\ncompatibility_minimum = 4.1\nreloadable = '
             'true\n\n[libraries]\nlinux.debug.x86_64 = "res://../rust/target/debug/libhollowme'
             're_sim.so"\nlinux.release.x86_64 = "res://../rust/target/release/libhollowmere_si'
             'm.so"\nwindows.debug.x86_64 = "res://../rust/target/debug/hollowmere_sim.dll"\n\n'
             '$ ls rust/target/debug/ | grep hollowmere\nlibhollowmere_sim.d\nlibhollowmere_sim'
             ".rlib\n\n$ grep -n -A2 '\\[lib\\]' rust/Cargo.toml\n7:[lib]\n8:crate-type = "
             '["rlib"]\n\n$ grep -n godot rust/Cargo.toml\n12:godot = { git = '
             '"https://github.com/godot-rust/gdext", branch = "master" }'),
         (A, 'Found it. The problem isn\'t gdext itself:\n\n- `crate-type = ["rlib"]` means '
             'Cargo only produces a Rust library, no `.so`. Godot needs a `cdylib`.\n- This '
             'looks like it changed when the benches were added (benches need an `rlib` to '
             'link against).\n\nFix: `crate-type = ["cdylib", "rlib"]` gives you '
             'both.\n\nSeparately, `godot` is pulled from gdext `master` with no `rev`, so '
             "every `cargo update` can pull breaking changes. I'd either pin a commit or "
             'switch to the crates.io release. Want me to do the crate-type fix first?'),
         (U, 'yea i added rlib for the benches, forgot cdylib. do both. and use the crates.io '
             'release, dont want master surprises anymore'),
         (A, 'Updating Cargo.toml: crate-type to cdylib+rlib, and `godot = "0.2"` from '
             'crates.io. Then rebuilding.'),
         (T, '$ cargo build\n    Updating crates.io index\n   Compiling godot-ffi v0.2.4\n   '
             'Compiling godot-core v0.2.4\n   Compiling godot v0.2.4\n   Compiling '
             'hollowmere_sim v0.3.0 (/home/dev/hollowmere/rust)\nwarning: unused import: '
             '`godot::classes::Node2D`\n --> src/bridge.rs:3:5\nwarning: `hollowmere_sim` '
             '(lib) generated 1 warning\n    Finished `dev` profile [unoptimized + debuginfo] '
             'target(s) in 48.12s\n\n$ ls rust/target/debug/ | grep '
             'hollowmere\nlibhollowmere_sim.d\nlibhollowmere_sim.rlib\nlibhollowmere_sim.so'),
         (A, 'Build succeeds and `libhollowmere_sim.so` is there now. One unused import '
             'warning in `bridge.rs`, harmless. Reopen the project in the editor and the '
             'extension should register. Want me to also add a release build step for the '
             "Windows target in the .gdextension (there's only a debug dll entry)?"),
         (U, "works in editor now ty. windows i'll sort myself, my tester is on windows and "
             'needs a build by friday anyway'),
         decisions=(
             'Build the Rust crate as both cdylib and rlib',
             'Use the crates.io godot 0.2 release instead of gdext git master',
         ),
         loops=(
             'Make a Windows build for the tester by Friday',
         ),
         facts=(
             'Is building a game called Hollowmere in Godot with a Rust GDExtension for the '
             'simulation',
             'Has a playtester on Windows',
         ),
         split='blind'),
    case('be-flowfield-pathfinding', 'codex',
         (U, 'pathfinding is killing perf. 400 colonists, each one runs astar (pathfinding '
             'crate) whenever its job target changes. sim tick is like 9ms just for paths. '
             'ideas?'),
         (T, '$ cargo bench --bench pathing -- --quick\npathing/400_units_retarget   time:   '
             '[8.94 ms 9.07 ms 9.21 ms]\npathing/100_units_retarget   time:   [2.11 ms 2.16 ms '
             '2.20 ms]'),
         (A, 'Confirmed, ~9 ms for 400 units retargeting. Options:\n\n1. **Stagger '
             'recomputes**: queue path requests and solve at most N per tick, units keep their '
             'old path until theirs comes up. Smallest change.\n2. **Flow fields per target**: '
             'most colonists head to a handful of shared targets (stockpiles, workbenches), so '
             'one Dijkstra field per target serves every unit going there. More code, best '
             'scaling.\n3. **Hierarchical A* (HPA*)**: cluster the grid, path on the abstract '
             'graph. Good for long paths, more complex to keep updated when walls '
             "change.\n\nIf most of your targets are shared I'd go with 2. If you want a quick "
             'win, 1.'),
         (U, '1 for now, least code'),
         (T, '$ cargo test -p sim pathing\nrunning 6 tests\ntest '
             'pathing::tests::queue_respects_budget ... ok\ntest '
             'pathing::tests::unit_keeps_old_path_until_solved ... ok\ntest '
             'pathing::tests::blocked_target_returns_none ... ok\ntest result: ok. 6 passed; 0 '
             'failed\n\n$ cargo bench --bench pathing -- --quick\npathing/400_units_retarget   '
             'time:   [4.21 ms 4.30 ms 4.41 ms]'),
         (A, 'Staggering is in (`PathQueue`, budget 48 solves per tick). 400-unit retarget is '
             'down to ~4.3 ms, but units now wait up to ~8 ticks before moving on a new job, '
             'so you may see a visible hesitation.'),
         (U, 'still too slow honestly and the hesitation looks bad. scratch the queue, do the '
             'flowfields'),
         (A, 'Reverting `PathQueue` and adding `FlowFieldCache`: one integration field + '
             "direction field per target tile, built lazily, invalidated when a tile's "
             'walkability changes in its region. Units sample the direction at their tile.'),
         (T, '$ git diff --stat\n sim/src/pathing/flowfield.rs | 214 +++++++++++++++++++\n '
             'sim/src/pathing/mod.rs       |  61 +++---\n sim/src/pathing/queue.rs     |  97 '
             '---------\n sim/src/colonist.rs          |  18 +-\n$ cargo test -p sim '
             'pathing\ntest result: ok. 9 passed; 0 failed\n$ cargo bench --bench pathing -- '
             '--quick\npathing/400_units_retarget   time:   [1.17 ms 1.22 ms 1.27 ms]'),
         (A, 'Down to ~1.2 ms for 400 units, no per-unit wait. Units still bunch up at 1-tile '
             "doorways since flow fields don't do avoidance. Want me to add simple separation "
             'steering next?'),
         (U, "nah i'll write the steering myself next week. commit this"),
         (T, '$ git commit -am "pathing: replace per-unit A* with cached flow fields"\n[main '
             '4e1b9c2] pathing: replace per-unit A* with cached flow fields\n 4 files changed, '
             '236 insertions(+), 161 deletions(-)'),
         decisions=(
             'Replace per-unit A* with cached flow fields per target',
         ),
         loops=(
             'Write separation steering for doorway bunching next week',
         ),
         superseded=(
             'Stagger A* path recomputes across ticks with a queue',
         ),
         split='blind'),
    case('be-save-system-serde', 'claude-code',
         (U, 'need save/load for the colony. json? godot resources? what do u reckon'),
         (A, 'Depends where the state lives. Quick rundown:\n\n- **Godot Resources '
             '(.tres/.res)**: easy from GDScript, but loading resources can run embedded '
             'scripts (risky for shared saves) and they break when you rename classes.\n- '
             '**Serde on the Rust side**: since the sim state is in Rust, derive '
             '`Serialize`/`Deserialize` and write it straight out. Format choice: JSON '
             '(readable, big), bincode/MessagePack (small, opaque), RON (readable, Rust-y).\n- '
             'Whichever you pick, put a `version` field at the top so you can migrate old '
             "saves.\n\nIf the sim is all Rust I'd go serde + a compact format, with JSON as a "
             'debug export.'),
         (U, 'sim state is all rust yea. serde + json, i want to read the saves when '
             'debugging. gzip it tho'),
         (A, 'Adding `SaveFile { version: u32, world: WorldSnapshot }`, serde_json + flate2 '
             'gzip, and exposing `save_game(path)` / `load_game(path)` on the `SimBridge` '
             'class.'),
         (T, '$ cargo test -p sim save\nrunning 3 tests\ntest '
             'save::tests::roundtrip_small_world ... ok\ntest '
             'save::tests::roundtrip_full_colony ... ok\ntest '
             'save::tests::rejects_unknown_version ... ok\ntest result: ok. 3 passed; 0 '
             'failed\n\n$ ls -la /tmp/hm_test_saves/\n-rw-r--r-- 1 dev dev 3912044 '
             'colony_full.json\n-rw-r--r-- 1 dev dev  417388 colony_full.json.gz'),
         (A, 'Round trips pass. A full colony is 3.9 MB raw, ~410 KB gzipped. Two optional '
             "extras: (a) a migration scaffold (`migrate_v1_to_v2` chain) now while there's "
             'only v1, and (b) encrypting/obfuscating saves to discourage editing. Want either?'),
         (U, 'migration yes. encryption no, its singleplayer, ppl can cheat if they want idc'),
         (T, '$ cargo test -p sim save\ntest save::tests::migrate_chain_noop_for_current ... '
             'ok\ntest save::tests::roundtrip_full_colony ... ok\ntest result: ok. 4 passed; 0 '
             'failed'),
         (U, 'also autosave every 5 min. on a bg thread so it doesnt hitch'),
         (A, 'Done: the sim clones a `WorldSnapshot` on the main thread (~3 ms for a full '
             'colony), then a worker thread serializes + gzips + writes to `autosave.json.gz` '
             "via a temp file and rename, so a crash mid-write can't corrupt the last "
             'autosave. Interval is `AUTOSAVE_SECS = 300`. Save slots UI on the GDScript side '
             "still isn't hooked up."),
         (U, 'ya ill wire the slots ui tomorrow'),
         decisions=(
             'Save sim state from Rust with serde as gzipped JSON',
             'Add a version field and migration chain to save files',
             'No encryption of save files',
             'Autosave every 5 minutes on a background thread',
         ),
         loops=(
             'Wire up the save slots UI in GDScript tomorrow',
         ),
         split='blind'),
    case('be-camera-jitter-interpolation', 'claude-code',
         (U, 'camera jitters following the player on my 144hz monitor. physics tick is 60. '
             'godot 4.3 stable'),
         (A, 'Classic physics/render rate mismatch: the player moves in `_physics_process` at '
             '60 Hz but frames draw at 144 Hz, so the camera sees uneven steps. Options:\n\n1. '
             'Turn on **physics interpolation** (`physics/common/physics_interpolation`, 2D '
             'support landed in 4.3). Renders between physics states. Usually the right '
             'fix.\n2. Raise `physics/common/physics_ticks_per_second` to 120/144. Simple, but '
             'your sim runs on the physics tick, so that roughly doubles sim cost.\n3. Smooth '
             "the camera manually in `_process`. Hides it but adds lag.\n\nI'd do 1."),
         (U, '1. not touching tick rate, sim would cost double'),
         (T, '$ grep -n "physics" godot/project.godot\n41:[physics]\n43:common/physics_ticks_pe'
             "r_second=60\n$ sed -i '43a common/physics_interpolation=true' "
             'godot/project.godot\n$ grep -n "physics" godot/project.godot\n41:[physics]\n43:co'
             'mmon/physics_ticks_per_second=60\n44:common/physics_interpolation=true'),
         (A, 'Enabled. Restart the editor/game so the setting takes effect and check the '
             'follow camera.'),
         (U, 'way better. but when the player goes thru a door teleport he slides across the '
             'whole map now lol'),
         (A, 'Expected with interpolation: it blends from the old position to the new one. '
             'After setting the position on a teleport, call `reset_physics_interpolation()` '
             'on the player (and the camera) so that frame snaps instead of blending. Patching '
             '`door.gd`.'),
         (T, '$ git diff godot/scripts/door.gd\n@@ -18,6 +18,8 @@ func '
             '_on_body_entered(body):\n     if body.is_in_group("player"):\n         '
             'body.global_position = target_door.spawn_point.global_position\n+        '
             'body.reset_physics_interpolation()\n+        '
             'get_viewport().get_camera_2d().reset_physics_interpolation()'),
         (U, 'fixed. ty'),
         decisions=(
             'Enable 2D physics interpolation instead of raising the physics tick rate',
             'Reset physics interpolation on the player and camera after door teleports',
         ),
         split='blind'),
    case('be-famous-game-bugs-break', 'claude',
         (U, 'taking a break from debugging. whats the dumbest bug that actually shipped in a '
             'famous game'),
         (A, 'A few favourites:\n\n- **MissingNo. (Pokémon Red/Blue)**: a glitch Pokémon you '
             'could reach through the Cinnabar coast, and it duplicated the 6th item in your '
             'bag.\n- **Corrupted Blood (World of Warcraft, 2005)**: a debuff meant to stay '
             'inside one raid escaped through pets and spread across whole cities like a '
             "plague.\n- **Assassin's Creed Unity faces (2014)**: characters sometimes "
             'rendered with missing face geometry, just eyes and teeth floating.\n- **Skyrim '
             'horses**: the physics let horses climb near-vertical mountains, which people '
             'decided was a feature.\n\nCorrupted Blood is probably the most famous for how '
             'far it went.'),
         (U, 'lol corrupted blood is wild. didnt actual epidemiologists study that'),
         (A, 'Yes. Researchers published on it (e.g. Lofgren and Fefferman in The Lancet '
             'Infectious Diseases, 2007) as a model of how people really behave in an '
             'outbreak: some fled, some ran in to help, some spread it on purpose. Hard to get '
             'that kind of behavioural data any other way.'),
         (U, 'haha amazing. ok back to the mines'),
         chatter=True,
         split='blind'),
    case('be-504-plan-email', 'chatgpt',
         (U, 'my son jaden is 15 and has type 1, diagnosed 2 yrs ago. he uses omnipod 5 and a '
             'dexcom g7 that reads on his phone. hes starting 10th grade at a new high school '
             'in august. last year a teacher took his phone in class and he went low and '
             'nobody knew until he was shaky in the hallway. i want a 504 plan in place before '
             'school starts this time. can u help me write an email to the school'),
         (A, "I'm sorry that happened, and a 504 plan is the right move. A few questions so "
             'the email goes to the right place:\n\n1. Do you know who coordinates 504s at the '
             'new school (often a counselor or assistant principal)?\n2. Do you want to ask '
             'for a meeting, or just start the process?\n\nAccommodations people commonly '
             'request for T1D:\n- Phone with him at all times for CGM alerts and pump '
             'control\n- Snacks, water and bathroom/nurse visits any time, no penalty\n- Tests '
             'can be retaken or paused if his glucose is out of range\n- Staff who can '
             'recognise lows and highs; nurse trained on Omnipod 5\n- Plan for field trips, PE '
             'and bus rides\n- Someone notified when his Dexcom share alerts go off\n\nWant me '
             'to draft it as a meeting request with these listed?'),
         (U, 'yes meeting request. send to the counselor ms okafor and cc the nurse. take out '
             'the bus part, he doesnt ride the bus i drive him every day'),
         (A, "Here's a draft:\n\nSubject: 504 Plan Request for Jaden (10th grade, Type 1 "
             'Diabetes)\n\nDear Ms. Okafor,\n\nMy son Jaden will be starting 10th grade at '
             '[school] this August. He has Type 1 diabetes and uses an Omnipod 5 insulin pump '
             "and a Dexcom G7 glucose monitor that sends readings to his phone. I'd like to "
             'request a meeting to set up a 504 plan before the school year begins.\n\nThe '
             "accommodations I'd like to discuss include:\n- Keeping his phone with him at all "
             'times, including in class and during tests, since it is a medical device for '
             'him\n- Access to snacks, water, the bathroom and the nurse at any time without '
             'penalty\n- The option to pause or retake a test if his glucose is out of '
             'range\n- Training for his teachers on recognising low and high blood sugar\n- '
             "Plans for PE and field trips\n\nPlease let me know what dates work. I've copied "
             'our school nurse.\n\nThank you,\n[Your name]'),
         (U, 'add that i need the meeting before aug 15, i start a new job that day and '
             'getting time off after that will be hard'),
         (A, 'Added after the request line: "Because I start a new job on August 15, I would '
             'be very grateful if we could meet before that date." One more tip: schools '
             'usually want a Diabetes Medical Management Plan (DMMP) signed by his '
             'endocrinologist. Bringing it to the meeting speeds things up a lot. Do you have '
             'a current one?'),
         (U, 'no its expired. i have to call dr patels office anyway for his refills, ill ask '
             'for it monday'),
         decisions=(
             'Ask for a 504 meeting before Aug 15, sent to counselor Ms. Okafor with the nurse '
             "cc'd",
             'Request that Jaden keep his phone for CGM alerts at all times, including tests',
         ),
         loops=(
             'Send the 504 meeting request email to Ms. Okafor',
             "Call Dr. Patel's office Monday for a new signed DMMP",
         ),
         facts=(
             'Son Jaden, 15, has type 1 diabetes (diagnosed 2 years ago) and uses an Omnipod 5 '
             'and Dexcom G7',
             'Drives Jaden to school every day',
             'Starts a new job on Aug 15',
         ),
         split='blind'),
    case('be-used-car-crv', 'chatgpt',
         (U, 'my 2008 corolla is finally dead, 230k miles, transmission. need something '
             'reliable under 16k that fits me and my son and his cross country stuff. found '
             'these:\n- 2016 honda crv EX 98k mi $14,200 dealer\n- 2017 mazda cx5 touring 71k '
             '$15,900 private seller\n- 2015 rav4 LE 112k $12,500 dealer\nwhich one'),
         (A, 'All three are reliable picks. Quick comparison:\n\n| | CR-V 2016 | CX-5 2017 | '
             'RAV4 2015 |\n|---|---|---|---|\n| Miles | 98k | 71k | 112k |\n| Price | $14,200 '
             '| $15,900 | $12,500 |\n| Notes | roomy, good MPG; check for oil dilution reports '
             "on the 1.5T (2017+), not an issue on the 2016's 2.4L | nicest interior, fewest "
             'miles, no dealer fees | cheapest, most miles, will need more maintenance soon '
             '|\n\nValue-wise the CX-5 has the lowest miles; the CR-V is a solid middle. '
             'Whichever you pick, get a pre-purchase inspection and a Carfax.'),
         (U, 'cx5 looks nicest. going with that. can i get him down to 15?'),
         (A, 'You can try. Private sellers often have a few hundred to a thousand of room. '
             'Bring up anything the inspection finds, and be ready to pay quickly. Offer '
             '$15,000 and settle around $15,300-15,500. How are you planning to pay? Private '
             "sales are usually cash or cashier's check."),
         (U, 'ugh thats the problem, he wants cash only and i need a loan. scratch the mazda. '
             'the crv then, dealer said they do financing'),
         (A, 'Makes sense. On the CR-V:\n\n- **Get pre-approved before you go** (credit union '
             'rates are usually lower than dealer financing). Then the dealer has to beat that '
             'rate or you use yours.\n- Negotiate the **out-the-door price**, not the monthly '
             'payment. Ask for doc fees in writing.\n- Decline add-ons like paint protection '
             'and VIN etching.\n- Still get an independent inspection, even at a dealer.'),
         (U, 'i have a credit union account thru my current job. but im switching jobs next '
             'month, does that mess up a loan app?'),
         (A, 'It can. Lenders verify employment, and a job change mid-application can delay '
             "things. Easiest path: apply for pre-approval now while you're still at your "
             'current job, or apply with your signed offer letter if the new job pays more. '
             'Most pre-approvals are good for 30-60 days.'),
         (U, 'ok ill apply for preapproval this week before i give notice. and yes to the '
             'inspection theres a shop by my house that does them'),
         decisions=(
             'Buy the 2016 Honda CR-V from the dealer',
             'Finance through credit union pre-approval rather than dealer financing',
         ),
         loops=(
             'Apply for credit union pre-approval this week, before giving notice',
             'Get a pre-purchase inspection of the CR-V at the shop near her house',
         ),
         facts=(
             'Has a credit union account through her current job',
             'Is switching jobs next month',
         ),
         superseded=(
             'Buy the 2017 Mazda CX-5 from the private seller',
         ),
         split='blind'),
    case('be-job-offer-coverage-gap', 'claude',
         (U, 'got an offer!! claims analyst at a regional health insurer, fully remote, 58k. '
             'right now i do medical billing at st vincents for 49k, in person. the big thing '
             'is my sons insulin pump and cgm supplies, i cant have a gap in insurance. what '
             'do i ask hr'),
         (A, "Congratulations! Good that you're thinking about coverage before you accept. "
             'Questions for HR:\n\n1. **When does coverage start?** (day one, first of the '
             'month, after 30/60 days)\n2. **Is Omnipod 5 covered under the pharmacy benefit '
             'or DME?** It changes what he pays a lot.\n3. **Dexcom G7**: same question, and '
             'which pharmacies are in network.\n4. **Insulin formulary**: which rapid-acting '
             'insulin is preferred (Humalog vs Novolog vs Lyumjev)?\n5. Deductible and '
             'out-of-pocket max for family coverage.\n6. HSA/FSA options and any employer '
             'contribution.\n\nAlso ask your current HR when your coverage ends: last day of '
             'employment or end of that month.'),
         (U, 'new hr says coverage starts first of the month after 30 days. current ends end '
             'of the month i leave. if i start aug 15 is that oct 1??'),
         (A, "Yes: Aug 15 + 30 days = Sep 14, so coverage starts Oct 1. If St. Vincent's "
             "coverage ends Aug 31, that's a September gap.\n\nOptions:\n- **Start Aug 1 "
             "instead**, so coverage starts Sep 1 and there's no gap.\n- **Keep Aug 15 and use "
             'COBRA for September.** You have 60 days to elect, and it applies retroactively, '
             "so you'd only need to pay if something actually happens in September.\n- **Stock "
             'up**: refill pods, sensors and insulin as late in August as your plan allows, so '
             'you have a buffer.'),
         (U, 'aug 1 wont work, i have to give 2 weeks and my boss needs me thru month end '
             'close. ill keep the 15th and do cobra for sept if needed, and ill refill '
             'everything the last week of aug'),
         (A, "That's a reasonable plan. Also worth asking: the new plan may need a new prior "
             "authorization for Omnipod and Dexcom, even though they're approved now. Ask Dr. "
             "Patel's office to submit those in early October. Want me to help with salary "
             'too? $58k is fine, but there might be room.'),
         (U, 'nah not pushing it, they told me the band is 55-60. 58 is already way more than '
             'i make. ill just accept'),
         (A, 'Fair enough. Want a short acceptance email that confirms the Aug 15 start and '
             'asks them to send the benefits summary in writing?'),
         (U, 'yes short pls'),
         (A, "Hi [Name],\n\nThank you for the offer for the Claims Analyst position. I'm happy "
             'to accept at the stated salary of $58,000, with a start date of August 15. Could '
             'you send me the benefits summary and plan documents when you have a '
             'chance?\n\nLooking forward to joining the team.\n\nBest,\n[Your name]'),
         decisions=(
             'Accept the remote claims analyst offer at $58k without negotiating',
             'Keep the Aug 15 start date and use COBRA to cover a September gap',
         ),
         loops=(
             'Send the acceptance email asking for the benefits summary',
             'Refill pods, sensors and insulin the last week of August',
             "Give two weeks' notice at St. Vincent's",
         ),
         facts=(
             "Works in medical billing at St. Vincent's for $49k",
             "Her son's pump and CGM supplies are on her health insurance",
         ),
         split='blind'),
    case('be-summer-appointments', 'chatgpt',
         (U, 'help me fit in all the appointments before aug 15 when my new job starts. jaden: '
             'endo (last was april), diabetic eye exam (yearly), dentist, sports physical for '
             'cross country. me: my own physical, like 2 yrs overdue lol. im off fridays in '
             'july'),
         (A, "Here's a way to spread it across your Fridays in July:\n\n- **Fri Jul 11**: "
             'dentist (morning) + eye exam (afternoon), if you can get both\n- **Fri Jul 18**: '
             'lab draw for his A1c\n- **Fri Jul 25**: endocrinologist\n- **Fri Aug 1**: sports '
             'physical (pediatrician or urgent care)\n- **Your physical**: any open Friday, or '
             "a Saturday clinic\n\nEndo usually books out furthest, so I'd call them first."),
         (U, 'called endo. only has aug 20 in person or virtual jul 25'),
         (A, 'Take the virtual Jul 25. Aug 20 is after your start date. For a virtual visit, '
             'ask them to send the A1c lab order ahead so the result is in before the call. '
             'The Friday before (Jul 18) works. Also check his Dexcom Clarity sharing is '
             'connected to the clinic so they can see his data.'),
         (U, 'ok virtual 7/25, lab 7/18. also his pediatrician does the sports physical at his '
             'well visit and hes due for that anyway so book that instead of urgent care'),
         (A, "Good, one visit covers both. Bring the school's cross country physical form so "
             'they can sign it there. Do you want to put your own physical on Aug 1 or Aug 8?'),
         (U, 'no, mine can wait till after i start. im not cramming it in'),
         decisions=(
             'Take the virtual endocrinology appointment on Jul 25',
             "Do Jaden's A1c lab draw on Fri Jul 18",
             'Get the sports physical at his pediatrician well visit, not urgent care',
             'Put off her own physical until after the new job starts',
         ),
         loops=(
             "Book Jaden's pediatrician well visit and bring the cross country physical form",
             "Schedule Jaden's dentist and diabetic eye exam",
         ),
         facts=(
             'Is off work on Fridays in July',
             'Jaden runs cross country',
         ),
         split='blind'),
    case('be-a1c-vs-time-in-range', 'chatgpt',
         (U, 'jadens a1c came back 7.4, was 8.1 in april. endo said good job but his dexcom '
             'says time in range 62%. how do those go together, isnt 62 bad'),
         (A, "Both numbers are telling you he's improving; they just measure different "
             'things.\n\n- **A1c 7.4%** ≈ an average glucose around 166 mg/dL over ~3 months. '
             'Dropping from 8.1 is a real improvement.\n- **Time in range (70-180)** shows how '
             "much of the day he's in range. The usual target is **over 70%**, so 62% means "
             "there's room left, but it's going the right way.\n- The number to check next to "
             'it is **time below range**: the goal is under 4% below 70, and under 1% below '
             "54.\n\nSo: not bad at all, and it's heading the right way. Where are his "
             'out-of-range times mostly?'),
         (U, 'below is 6%. the lows are mostly afternoons at cross country practice'),
         (A, "That's a common pattern for teens who play sports. Things families often talk "
             'through with the care team:\n\n- Omnipod 5 has an **Activity feature** that '
             'raises his target and reduces automated insulin. Many people turn it on 1-2 '
             'hours before exercise.\n- A small carb snack before practice, with no bolus for '
             'it\n- Checking whether a lunch bolus is still active when practice '
             'starts\n\nSettings changes should come from his endo team, but 6% below with a '
             "clear pattern is exactly what they'd want to hear about before the next visit."),
         (U, 'ok thats helpful. ill message the endo nurse on the portal about the practice '
             'lows'),
         loops=(
             "Message the endo nurse on the portal about Jaden's lows at practice",
         ),
         facts=(
             "Jaden's lows happen mostly during afternoon cross country practice",
         ),
         split='blind'),
]
