"""Twenty conversations of people writing in their second language (mobile apps, notebooks, SQL and
game mods; small business, taxes, weddings, pets, study), with "Next steps" lists taken only in
part, written for tuning by a writer who had seen no code, rule or set of the project. Tuning
data (split "tune-b", ids ``tcc-``)."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('tcc-room-migration-3-4', 'claude-code',
         (U, 'hi, our android app crash on start since the update on the internal test track. in '
             'crashlytics i become this:\n\njava.lang.IllegalStateException: A migration from 3 '
             'to 4 was required but not found. Please provide the necessary Migration path via '
             'RoomDatabase.Builder.addMigration(Migration ...) or allow for destructive '
             'migrations via one of the RoomDatabase.Builder.fallbackToDestructiveMigration* '
             'methods.\n\nwe use room. can you look in the :data module pls'),
         (A, 'Let me look at how the database and the migrations are set up in `:data`.'),
         (T, '$ rg -n "@Database|version =|Migration\\(|addMigrations|fallbackToDestructive" '
             'data/src/main\ndata/src/main/java/de/kassenbuch/data/AppDatabase.kt:12:@Database(\n'
             'data/src/main/java/de/kassenbuch/data/AppDatabase.kt:14:    version = 4,\n'
             'data/src/main/java/de/kassenbuch/data/AppDatabase.kt:33:            '
             '.addMigrations(MIGRATION_1_2, MIGRATION_2_3)\n'
             'data/src/main/java/de/kassenbuch/data/Migrations.kt:7:val MIGRATION_1_2 = object : '
             'Migration(1, 2) {\ndata/src/main/java/de/kassenbuch/data/Migrations.kt:15:val '
             'MIGRATION_2_3 = object : Migration(2, 3) {'),
         (A, 'The database is at `version = 4`, but only `1→2` and `2→3` are registered, so '
             'anyone upgrading from a build with schema 3 crashes when Room opens the DB. You '
             'export schemas, so let me diff 3 and 4 to see what actually changed.'),
         (T, "$ jq -r '.database.entities[].tableName' "
             'data/schemas/de.kassenbuch.data.AppDatabase/3.json\nentries\ncategories\n$ jq -r '
             "'.database.entities[].tableName' "
             'data/schemas/de.kassenbuch.data.AppDatabase/4.json\nentries\ncategories\nreceipts\n'
             '$ jq \'.database.entities[] | select(.tableName=="entries") | .fields[] | '
             'select(.columnName=="receiptId")\' '
             'data/schemas/de.kassenbuch.data.AppDatabase/4.json\n{\n  "fieldPath": '
             '"receiptId",\n  "columnName": "receiptId",\n  "affinity": "INTEGER",\n  "notNull": '
             'true\n}'),
         (A, 'Two changes in v4: a new `receipts` table, and a new `receiptId` column on '
             '`entries` that is declared NOT NULL with no default.\n\nOptions:\n1. **Manual '
             '`Migration(3, 4)`** – `CREATE TABLE receipts ...` + `ALTER TABLE entries ADD '
             'COLUMN receiptId ...`. Full control, but you keep the SQL in sync with the entity '
             'by hand.\n2. **`@AutoMigration(from = 3, to = 4)`** – Room generates the migration '
             'from the two exported schema files. Works well for purely additive changes like '
             'this one.\n3. **`fallbackToDestructiveMigration()`** – makes the crash go away by '
             "wiping the database on upgrade.\n\nFor a cash book app I'd rule out 3 – it deletes "
             "the users' entries. I'd recommend 2.\n\nOne question first: is schema 4 already on "
             "production, or only on the internal track? If it's not released yet I can still "
             'change the v4 schema.'),
         (U, 'only internal track, 6 testers, prod is still 2.6 with schema 3. and no '
             'destructive please, the users have all their bookings in there, they would kill '
             'us. auto migration sounds good'),
         (A, "Good – then v4 isn't frozen yet. Adding the AutoMigration:\n\n```kotlin\n"
             '@Database(\n    entities = [Entry::class, Category::class, Receipt::class],\n    '
             'version = 4,\n    exportSchema = true,\n    autoMigrations = [AutoMigration(from = '
             '3, to = 4)],\n)\nabstract class AppDatabase : RoomDatabase() {\n```\n\nBuilding to '
             'let KSP generate it:'),
         (T, '$ ./gradlew :data:kspDebugKotlin\n> Task :data:kspDebugKotlin FAILED\ne: [ksp] '
             '/home/lena/dev/kassenbuch/data/src/main/java/de/kassenbuch/data/AppDatabase.kt:12: '
             "New NOT NULL column'receiptId' added with no default value specified. Please "
             'specify the default value using @ColumnInfo.\n\nFAILURE: Build failed with an '
             'exception.\n\n* What went wrong:\nExecution failed for task '
             "':data:kspDebugKotlin'.\n> A failure occurred while executing "
             'com.google.devtools.ksp.gradle.KspAAWorkAction\n\nBUILD FAILED in 14s'),
         (A, "AutoMigration can't add a NOT NULL column without a default – existing rows need "
             'some value. Two ways out:\n\n- make `receiptId` nullable (`Long? = null`) – old '
             'entries simply have no receipt;\n- keep it NOT NULL and add '
             '`@ColumnInfo(defaultValue = "0")` – but then `0` is a magic "no receipt" value, '
             'and it would break a foreign key to `receipts` if you ever add one.\n\nWhich fits '
             'your model better?'),
         (U, 'nullable. old entries dont have a receipt anyway, and maybe later we make a FK'),
         (A, 'Changing `Entry.receiptId` to `Long? = null`, regenerating the v4 schema and '
             'rebuilding.'),
         (T, '$ ./gradlew :data:kspDebugKotlin :app:assembleDebug\n> Task :data:kspDebugKotlin\n'
             '> Task :app:compileDebugKotlin\nw: '
             'file:///home/lena/dev/kassenbuch/app/src/main/java/de/kassenbuch/ui/detail/'
             'EntryDetailViewModel.kt:58:41 Unnecessary non-null assertion (!!) on a nullable '
             'receiver of type Long?\n> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 1m 3s\n87 '
             'actionable tasks: 19 executed, 68 up-to-date\n$ git status --short\n M '
             'app/src/main/java/de/kassenbuch/ui/detail/EntryDetailViewModel.kt\n M '
             'data/schemas/de.kassenbuch.data.AppDatabase/4.json\n M '
             'data/src/main/java/de/kassenbuch/data/AppDatabase.kt\n M '
             'data/src/main/java/de/kassenbuch/data/model/Entry.kt'),
         (A, 'It builds. Two call sites assumed `receiptId` is non-null – `EntryDetailViewModel` '
             '(that `!!`, which would now crash for old entries) and `ExportCsvUseCase`. I '
             'changed both to handle `null` (no receipt button / empty CSV cell).\n\nTo make '
             "sure this can't slip through again, I'd add a migration test with "
             '`MigrationTestHelper`: create a v3 DB with one entry, migrate to 4, check the '
             "entry survives with `receiptId = NULL`. Want me to add it?\n\nSide note: you're on "
             'Room 2.5.2; 2.6.1 has clearer AutoMigration error messages, might be worth bumping '
             'at some point.'),
         (U, 'yes write the test for 3 to 4. emulator is running'),
         (A, '```kotlin\n@RunWith(AndroidJUnit4::class)\nclass MigrationTest {\n    '
             '@get:Rule\n    val helper = MigrationTestHelper(\n        '
             'InstrumentationRegistry.getInstrumentation(),\n        '
             'AppDatabase::class.java,\n    )\n\n    @Test\n    fun migrate3To4_keepsEntries() '
             '{\n        helper.createDatabase(TEST_DB, 3).apply {\n            execSQL("INSERT '
             'INTO entries (id, amountCents, categoryId, bookedAt, note) VALUES (1, -1250, 2, '
             '1717400000000, \'Bäcker\')")\n            close()\n        }\n        val db = '
             'helper.runMigrationsAndValidate(TEST_DB, 4, true)\n        db.query("SELECT '
             'amountCents, receiptId FROM entries WHERE id = 1").use { c ->\n            '
             'assertTrue(c.moveToFirst())\n            assertEquals(-1250, '
             'c.getInt(0))\n            assertTrue(c.isNull(1))\n        }\n    }\n\n    private '
             'companion object { const val TEST_DB = "migration-test" }\n}\n```\n\nRunning it on '
             'the emulator:'),
         (T, '$ ./gradlew :data:connectedDebugAndroidTest '
             '-Pandroid.testInstrumentationRunnerArguments.class=de.kassenbuch.data.Migra'
             'tionTest\n> Task :data:connectedDebugAndroidTest\nStarting 1 tests on '
             'Pixel_7_API_34(AVD) - 14\n\nde.kassenbuch.data.MigrationTest > '
             'migrate3To4_keepsEntries[Pixel_7_API_34(AVD) - 14] SUCCESS\n\nFinished 1 tests on '
             'Pixel_7_API_34(AVD) - 14\n\nBUILD SUCCESSFUL in 48s\n61 actionable tasks: 7 '
             'executed, 54 up-to-date'),
         (U, 'nice. can you also put fallbackToDestructiveMigration only for debug builds? when '
             'i change the schema in dev i always have to uninstall the app, is annoying'),
         (A, "Sure – only when `BuildConfig.DEBUG`. One caveat: a forgotten migration then won't "
             'crash in debug any more, it will silently wipe your dev data instead.'),
         (T, '$ git diff data/src/main/java/de/kassenbuch/data/AppDatabase.kt\n@@ -31,6 +31,9 @@ '
             'abstract class AppDatabase : RoomDatabase() {\n             '
             'Room.databaseBuilder(context, AppDatabase::class.java, '
             '"kassenbuch.db")\n                 .addMigrations(MIGRATION_1_2, MIGRATION_2_3)\n'
             '+                .apply {\n+                    if (BuildConfig.DEBUG) '
             'fallbackToDestructiveMigration()\n+                }\n                 .build()'),
         (U, 'hmm wait. then the bug from today we would never see in dev, right? remove it '
             'again, i uninstall by hand, no problem'),
         (A, "Exactly – today's crash is the kind of thing it would have hidden. Reverted; the "
             'builder has only the explicit migrations plus the AutoMigration again.'),
         (T, '$ git diff --stat\n .../de/kassenbuch/ui/detail/EntryDetailViewModel.kt         |  '
             '6 +++---\n app/src/main/java/de/kassenbuch/export/ExportCsvUseCase.kt  |  2 +-\n '
             'data/schemas/de.kassenbuch.data.AppDatabase/4.json          |  6 +++---\n '
             'data/src/androidTest/java/de/kassenbuch/data/MigrationTest.kt | 34 '
             '++++++++++++++++++\n data/src/main/java/de/kassenbuch/data/AppDatabase.kt        '
             '|  1 +\n data/src/main/java/de/kassenbuch/data/model/Entry.kt        |  2 +-\n 6 '
             'files changed, 44 insertions(+), 7 deletions(-)'),
         (U, 'ok. i think we are good. what else'),
         (A, 'Summary: AutoMigration 3→4, `receiptId` nullable, two call sites null-safe, '
             'migration test passing, no destructive fallback anywhere.\n\nNext steps:\n1. Bump '
             '`versionCode` and upload 2.7.1 to the internal track so the testers get the fix.\n'
             '2. Run migration tests in CI – Gradle Managed Devices, or Firebase Test Lab if '
             "your CI can't start an emulator.\n3. Add tests for 1→2 and 2→3 too, while the "
             'helper is set up.\n4. Ask the testers to *update* rather than reinstall, so the '
             'real upgrade path gets exercised.'),
         (U, '1 i do now myself. CI: we have bitbucket pipelines, no emulator there, i ask Micha '
             'on monday if we can pay for firebase test lab. 3 not now. we are only two people '
             'doing the app, me and micha, so time is short'),
         (A, 'Makes sense. Everything is in the working tree, uncommitted – commit message '
             'suggestion: `Fix 3→4 migration crash: AutoMigration, nullable receiptId, migration '
             'test`. Good luck with 2.7.1.'),
         decisions=(
             'Fix the 3→4 crash with a Room AutoMigration',
             'No destructive migration for users – their bookings must survive the upgrade',
             'Make Entry.receiptId nullable; old entries have no receipt',
             'Add a MigrationTestHelper test for the 3→4 migration',
             'No destructive fallback in debug builds either; uninstall by hand in dev',
         ),
         loops=(
             'Bump versionCode and upload 2.7.1 with the migration fix to the internal track',
             'Ask Micha on Monday about paying for Firebase Test Lab to run migration tests in CI',
         ),
         facts=(
             'One of only two developers on the Kassenbuch Android app (with Micha)',
         ),
         superseded=(
             'Use fallbackToDestructiveMigration in debug builds only',
         ),
         split="tune-b"),
    case('tcc-swift-widget-midnight', 'cursor',
         (U, 'hello. my habit tracker app widget do not update after midnight. user check the '
             'habit in app but widget still show yesterday, until they open app few times. I use '
             'WidgetKit, target is iOS 16 and 17. please check HabitWidget.swift'),
         (A, "Let me read the widget's timeline provider and check where the app talks to "
             'WidgetKit.'),
         (T, 'HabitWidget/HabitWidget.swift (lines 1-22)\nimport WidgetKit\nimport SwiftUI\n\n'
             'struct Provider: TimelineProvider {\n    func placeholder(in context: Context) -> '
             'HabitEntry { .sample }\n\n    func getSnapshot(in context: Context, completion: '
             '@escaping (HabitEntry) -> Void) {\n        '
             'completion(HabitStore.shared.loadEntry(date: .now))\n    }\n\n    func '
             'getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> '
             'Void) {\n        let entry = HabitStore.shared.loadEntry(date: .now)\n        '
             'completion(Timeline(entries: [entry], policy: .atEnd))\n    }\n}\n\n$ grep -rn '
             '"WidgetCenter" Habitto/\n(no matches)'),
         (A, 'Found two separate problems:\n\n1. **The timeline never knows about midnight.** '
             'You return a single entry with `.atEnd`, so WidgetKit asks for a new timeline '
             'whenever its budget allows – that can be hours later. The "today" state is baked '
             'into that one entry.\n2. **The app never tells the widget that data changed.** '
             "There's no `WidgetCenter.shared.reloadTimelines(ofKind:)` anywhere, so a check-in "
             'in the app only shows up when the system happens to refresh.\n\nFix:\n- return two '
             "entries: one for *now* and one for the *next midnight* (with today's check-ins "
             'reset), and use `.after(nextMidnight)` as policy;\n- call '
             '`WidgetCenter.shared.reloadTimelines(ofKind: "HabitWidget")` after every check-in '
             'in the app.\n\nWant me to do both?'),
         (U, 'yes do both please'),
         (A, '```swift\nfunc getTimeline(in context: Context, completion: @escaping '
             '(Timeline<HabitEntry>) -> Void) {\n    let now = Date.now\n    let nextMidnight = '
             'Calendar.current.nextDate(\n        after: now, matching: DateComponents(hour: 0, '
             'minute: 0), matchingPolicy: .nextTime)!\n    let entries = [\n        '
             'HabitStore.shared.loadEntry(date: now),\n        HabitStore.shared.loadEntry(date: '
             'nextMidnight),\n    ]\n    completion(Timeline(entries: entries, policy: '
             '.after(nextMidnight)))\n}\n```\n\nand in `HabitListViewModel.toggle(_:)`, after '
             '`store.save()`:\n\n```swift\nWidgetCenter.shared.reloadTimelines(ofKind: '
             '"HabitWidget")\n```'),
         (T, "$ xcodebuild -scheme Habitto -destination 'platform=iOS Simulator,name=iPhone 15' "
             'build | xcpretty\n▸ Compiling HabitStore.swift\n▸ Compiling '
             'HabitListViewModel.swift\n▸ Compiling HabitWidget.swift\n▸ Linking '
             'HabitWidgetExtension\n▸ Processing Info.plist\n▸ Build Succeeded'),
         (U, 'thank you. one question: data is saved as json file in app group container, widget '
             'read this file. is it ok or better to use SwiftData shared?'),
         (A, 'Both work. Options:\n\n| | JSON in app group (now) | SwiftData, shared container | '
             '`UserDefaults(suiteName:)` |\n|---|---|---|---|\n| Effort | none | migration + '
             'model layer rewrite | small |\n| Good for | small data, read whole file | queries, '
             'lots of records | a few small values |\n| Risk | half-written file | schema '
             'migrations | size limits |\n\nWith a few hundred check-ins per user JSON is '
             'completely fine. I checked `HabitStore.save()` – it already writes with `.atomic`, '
             "so the widget never reads a half-written file. I'd keep JSON."),
         (U, 'ok keep json. I make this app alone so less code is better. other thing: I want '
             'drop iOS 16. in analytics only 3% users is iOS 16. then I can remove all #available'),
         (A, "Makes sense. I'll set the deployment target to 17.0 for the app and the widget "
             'extension, remove the `if #available(iOS 17, *)` branches and the iOS 16 fallback '
             'for `containerBackground`.'),
         (T, '$ git diff --stat\n Habitto.xcodeproj/project.pbxproj     |  8 ++++----\n '
             'Habitto/Views/HabitRow.swift          |  9 +--------\n '
             'Habitto/Views/StatsView.swift         | 21 +++------------------\n '
             'HabitWidget/HabitWidget.swift         | 14 ++++----------\n '
             'HabitWidget/HabitWidgetView.swift     | 11 +----------\n 5 files changed, 13 '
             'insertions(+), 50 deletions(-)'),
         (U, 'good. please run tests'),
         (T, "$ xcodebuild test -scheme Habitto -destination 'platform=iOS Simulator,name=iPhone "
             "15' | xcpretty\nTest Suite 'HabittoTests' started\nHabittoTests\n    ✓ "
             'testCheckInAddsRecord (0.004 seconds)\n    ✓ testStreakCountsConsecutiveDays '
             '(0.002 seconds)\n    ✗ testStreakResetsAfterMissedDay, XCTAssertEqual failed: '
             '("1") is not equal to ("0")\n    ✓ testWidgetEntryForNextMidnight (0.001 '
             'seconds)\n\nExecuted 4 tests, with 1 failure (0 unexpected) in 0.011 (0.013) '
             'seconds'),
         (A, "One failure in the streak logic, which I didn't touch. Let me check whether it "
             'fails on the previous commit too.'),
         (T, "$ git stash && xcodebuild test -scheme Habitto -destination 'platform=iOS "
             "Simulator,name=iPhone 15' "
             '-only-testing:HabittoTests/HabittoTests/testStreakResetsAfterMissedDay | xcpretty; '
             'git stash pop\nSaved working directory and index state WIP on main: 81c2e0d '
             'widget: bigger font\n    ✗ testStreakResetsAfterMissedDay, XCTAssertEqual failed: '
             '("1") is not equal to ("0")\nExecuted 1 test, with 1 failure (0 unexpected) in '
             '0.003 (0.004) seconds\nOn branch main\nChanges not staged for commit:'),
         (A, "It fails on `main` too, so it's not from today's change. Cause: the test builds "
             'its dates with a UTC calendar, but `StreakCalculator` uses `Calendar.current` '
             '(Asia/Tokyo on your simulator). Between 00:00 and 09:00 JST the "yesterday" in the '
             'test and "yesterday" in the code are different days, so the test only fails in the '
             'morning.\n\nFix: inject a `Calendar` into `StreakCalculator` (default `.current`), '
             'and in the tests pass a fixed Asia/Tokyo calendar with fixed dates instead of '
             '`Date()`. OK to change it like that?'),
         (U, 'ah, I always run tests in afternoon, this is why I never see it lol. it is 7am in '
             'Osaka now. yes fix like that'),
         (T, "$ xcodebuild test -scheme Habitto -destination 'platform=iOS Simulator,name=iPhone "
             "15' | xcpretty\nTest Suite 'HabittoTests' started\nHabittoTests\n    ✓ "
             'testCheckInAddsRecord (0.003 seconds)\n    ✓ testStreakCountsConsecutiveDays '
             '(0.002 seconds)\n    ✓ testStreakResetsAfterMissedDay (0.001 seconds)\n    ✓ '
             'testWidgetEntryForNextMidnight (0.001 seconds)\n\nExecuted 4 tests, with 0 '
             'failures (0 unexpected) in 0.009 (0.011) seconds'),
         (U, 'next thing. I want button in widget to check the habit directly, without open app. '
             'possible?'),
         (A, 'Yes – interactive widgets (iOS 17) with an `AppIntent`. Since you just dropped iOS '
             '16, no availability checks needed.\n\n```swift\nstruct CheckHabitIntent: AppIntent '
             '{\n    static var title: LocalizedStringResource = "Check habit"\n    '
             '@Parameter(title: "Habit ID") var habitID: String\n\n    init() {}\n    '
             'init(habitID: String) { self.habitID = habitID }\n\n    func perform() async '
             'throws -> some IntentResult {\n        try HabitStore.shared.checkIn(habitID: '
             'habitID, at: .now)\n        return .result()\n    }\n}\n```\n\nand in '
             '`HabitWidgetView`:\n\n```swift\nButton(intent: CheckHabitIntent(habitID: '
             'habit.id)) {\n    Image(systemName: habit.doneToday ? "checkmark.circle.fill" : '
             '"circle")\n}\n.buttonStyle(.plain)\n```\n\nThe widget reloads automatically after '
             '`perform()` returns.'),
         (T, "$ xcodebuild -scheme Habitto -destination 'platform=iOS Simulator,name=iPhone 15' "
             'build | xcpretty\n▸ Compiling CheckHabitIntent.swift\n▸ Compiling '
             'HabitWidgetView.swift\n▸ Linking HabitWidgetExtension\n▸ Build Succeeded'),
         (U, 'it works on simulator! but the number change has no animation, looks cheap'),
         (A, 'Add a numeric content transition on the count, and mark the button area as '
             'invalidatable so the system dims it while the intent runs:\n\n```swift\n'
             'Text("\\(entry.doneCount)/\\(entry.totalCount)")\n    '
             '.contentTransition(.numericText(value: Double(entry.doneCount)))\n    '
             '.invalidatableContent()\n```\n\nWant me to add it?'),
         (U, 'ok add it'),
         (T, "$ xcodebuild -scheme Habitto -destination 'platform=iOS Simulator,name=iPhone 15' "
             'build | xcpretty\n▸ Compiling HabitWidgetView.swift\n▸ Linking '
             'HabitWidgetExtension\n▸ Build Succeeded'),
         (U, 'very nice. what should I do before release'),
         (A, 'Next steps before release:\n1. Test on a real device, including the Lock Screen '
             'accessory widgets – interactive buttons behave a bit differently there.\n2. Update '
             'the App Store screenshots to show the new check-off button.\n3. Add a TipKit tip '
             'in the app so users discover they can check habits from the widget.\n4. Write '
             'release notes (JP/EN) mentioning the interactive widget and that iOS 16 is no '
             'longer supported.'),
         (U, 'screenshots I make on weekend. release notes I always write myself, I will do '
             'tomorrow. tipkit no, not now'),
         (A, "Sounds good. Don't forget to mention the iOS 17 minimum in the notes – users on 16 "
             'will just stop getting updates. お疲れさまでした!'),
         decisions=(
             'Widget timeline gets an entry at next midnight with .after(midnight) reload policy',
             'App reloads the widget timeline after every habit check-in',
             'Keep habit data in the app-group JSON file, no SwiftData',
             'Drop iOS 16 support; minimum iOS 17',
             'Inject the Calendar into StreakCalculator and use fixed dates in tests',
             'Add an interactive check-off button to the widget via AppIntent',
             'Animate the widget count with a numericText content transition',
         ),
         loops=(
             'Make new App Store screenshots with the widget button on the weekend',
             'Write the JP/EN release notes tomorrow',
         ),
         facts=(
             'Develops the Habitto habit-tracker iOS app alone',
             'Lives in Osaka',
         ),
         split="tune-b"),
    case('tcc-flutter-cart-riverpod', 'claude-code',
         (U, 'good evening from lagos boss. i get flutter app for food delivery for one client '
             '(restaurant for lekki). cart total no dey update when user remove item, e only '
             'correct after they comot the screen come back. cart dey use provider '
             'ChangeNotifier. abeg check lib/features/cart'),
         (A, 'Let me look at the cart model and the cart screen.'),
         (T, '$ sed -n 1,24p lib/features/cart/cart_model.dart\nclass CartModel extends '
             'ChangeNotifier {\n  final List<CartItem> _items = [];\n  List<CartItem> get items '
             '=> List.unmodifiable(_items);\n\n  void add(CartItem item) {\n    final i = '
             '_items.indexWhere((e) => e.menuId == item.menuId);\n    if (i >= 0) {\n      '
             '_items[i] = _items[i].copyWith(qty: _items[i].qty + item.qty);\n    } else '
             '{\n      _items.add(item);\n    }\n    notifyListeners();\n  }\n\n  void '
             'remove(CartItem item) {\n    _items.removeWhere((e) => e.menuId == '
             'item.menuId);\n  }\n\n  int get totalKobo => _items.fold(0, (sum, e) => sum + '
             'e.priceKobo * e.qty);\n}\n$ grep -n "_total" lib/features/cart/cart_screen.dart\n'
             '18:  late int _total;\n23:    _total = context.read<CartModel>().totalKobo;\n'
             '61:          Text(formatNaira(_total), style: theme.textTheme.titleLarge),'),
         (A, 'Two bugs working together:\n\n1. `remove()` never calls `notifyListeners()`, so '
             'nothing rebuilds.\n2. `CartScreen` copies the total into `_total` once in '
             '`initState` with `context.read`, so even after a rebuild it shows the old '
             'value.\n\nOptions:\n- **Quick fix** (2 small changes): add `notifyListeners()` in '
             '`remove()`, and read the total in `build` with '
             '`context.watch<CartModel>().totalKobo`.\n- **Bigger change**: move the cart to '
             "Riverpod, which makes this class of bug harder to write.\n\nI'd do the quick fix "
             'now either way.'),
         (U, 'do the quick fix first make i push am to client today. riverpod we go talk after'),
         (A, 'Done – `notifyListeners()` added to `remove()`, `_total` removed and the total is '
             'now watched in `build`. Running the tests:'),
         (T, '$ flutter test\n00:05 +21: '
             '/home/tunde/dev/chopnow/test/features/cart/cart_model_test.dart: remove updates '
             'total\n00:16 +22 -1: '
             '/home/tunde/dev/chopnow/test/features/cart/cart_screen_test.dart: shows empty '
             'state when cart is empty [E]\n  pumpAndSettle timed out\n  '
             'package:flutter_test/src/widget_tester.dart 723:11   '
             'WidgetTester.pumpAndSettle.<fn>\n  package:flutter_test/src/binding.dart '
             '1215:34        TestAsyncUtils.guard.<fn>\n  '
             'test/features/cart/cart_screen_test.dart 41:20       main.<fn>.<fn>\n\n00:17 +23 '
             '-1: Some tests failed.'),
         (A, "The failure isn't from my change. The empty-state widget shows a `Shimmer` "
             'placeholder for "recommended for you" while it loads, and shimmer is an endless '
             'animation – `pumpAndSettle()` waits for all animations to finish, so it never '
             'settles and times out.\n\nOptions:\n1. In that test, replace `pumpAndSettle()` '
             'with `pump(const Duration(milliseconds: 500))`.\n2. Add a flag to disable the '
             'shimmer in tests (e.g. via an inherited `AnimationsEnabled` widget).'),
         (U, 'e don dey fail for CI since last week, i just dey rerun am 😅. use the pump '
             'duration one, fix am'),
         (T, '$ flutter test\n00:14 +24: All tests passed!'),
         (U, 'sharp. pushed. ok now riverpod. i wan move the whole app but client no get money '
             'for long work sha, i be freelancer so na my time. wetin you think'),
         (A, 'Three ways:\n\n| | Effort | Risk |\n|---|---|---|\n| A. Migrate the whole app | '
             '~14 providers, realistically 3–4 days | big PR, regression risk everywhere |\n| B. '
             'Cart only now, the rest step by step | half a day | low – `provider` and '
             '`flutter_riverpod` can live side by side |\n| C. Stay on Provider | 0 | cart-type '
             'bugs keep coming |\n\nFor B you wrap the app in `ProviderScope` above the existing '
             '`MultiProvider`, and import with `hide ChangeNotifierProvider` where the names '
             "clash. I'd recommend B – you get the benefit where the bugs were, and nobody has "
             'to pay for a big rewrite.'),
         (U, 'B. cart only. the code generation thing, the @riverpod annotation, e no too much '
             'for small app?'),
         (A, 'Let me check if you already run `build_runner` for anything – that changes the '
             'answer.'),
         (T, '$ grep -nE "build_runner|freezed|json_serializable|riverpod" pubspec.yaml\n$ echo '
             '$?\n1'),
         (A, 'Nothing – no `build_runner`, no freezed. Adding riverpod_generator would mean a '
             'whole codegen toolchain (and `dart run build_runner watch` running during dev) '
             "just for one notifier. For your size I'd write a plain `Notifier` by hand; it's "
             '~30 lines.'),
         (U, 'no codegen then. go'),
         (A, '```dart\nfinal cartProvider = NotifierProvider<CartNotifier, '
             'CartState>(CartNotifier.new);\n\nclass CartNotifier extends Notifier<CartState> '
             '{\n  @override\n  CartState build() => const CartState(items: []);\n\n  void '
             'add(CartItem item) { /* merge qty like before */ }\n  void remove(String menuId) '
             '=>\n      state = state.copyWith(items: state.items.where((e) => e.menuId != '
             'menuId).toList());\n}\n```\n\n`CartScreen` and `CartBadge` are now '
             '`ConsumerWidget`s using `ref.watch(cartProvider)`; `ProviderScope` wraps `MyApp` '
             'in `main.dart`. Running analyze:'),
         (T, '$ flutter analyze\nAnalyzing chopnow...\n\n   info • Unused import: '
             "'package:provider/provider.dart' • lib/features/cart/cart_screen.dart:3:8 • "
             "unused_import\n   info • 'withOpacity' is deprecated and shouldn't be used. Use "
             '.withValues() to avoid precision loss • '
             'lib/features/cart/widgets/cart_tile.dart:44:38 • deprecated_member_use\n\n2 issues '
             'found. (ran in 3.1s)'),
         (A, 'Both are minor – removed the unused import and switched `withOpacity(0.6)` to '
             '`withValues(alpha: 0.6)`. `flutter analyze` is clean now.'),
         (U, "I'm coming, let me run am for my phone"),
         (U, 'e don work 🙌. but one more thing. customers dey complain say if app close, cart go '
             'empty. make e persist'),
         (A, 'Options for persisting the cart:\n1. **shared_preferences** – store the cart as '
             'one JSON string. Simplest, fine for a small cart.\n2. **Hive** – fast key-value '
             "boxes.\n3. **drift/sqflite** – overkill for this.\n\nI'd go with "
             'shared_preferences.'),
         (U, 'hive. we don already use hive for the saved addresses'),
         (A, 'Fair – no new dependency then. One catch: typed Hive boxes need a `TypeAdapter`, '
             'normally generated with `hive_generator` + `build_runner`, which brings back the '
             'codegen we just avoided. Alternative: a `Box<String>` that stores the cart as a '
             'JSON string (`CartItem` already has `toJson`/`fromJson`). The notifier loads it in '
             '`build()` and writes on every change. OK?'),
         (U, 'json inside hive fine'),
         (T, '$ git diff --stat\n lib/features/cart/cart_notifier.dart | 28 '
             '++++++++++++++++++++++++----\n lib/main.dart                        |  3 ++-\n 2 '
             'files changed, 26 insertions(+), 5 deletions(-)\n$ flutter test\n00:13 +24: All '
             'tests passed!'),
         (U, 'ok wetin remain'),
         (A, 'Next steps:\n1. Unit test for `CartNotifier` persistence (cart survives a '
             '"restart" = new container reading the same box).\n2. Bump the version to '
             '`1.4.2+18` and build the release AAB/IPA for the client.\n3. Migrate checkout to '
             "Riverpod next – it reads the cart, so it's the natural second step.\n4. Add crash "
             'reporting (Sentry or Crashlytics) so you hear about problems before the client '
             'does.'),
         (U, 'write the test now now. the release build i go do am tomorrow morning before i '
             'send to client, my mac dey office. checkout we go see. sentry no'),
         (A, "```dart\ntest('cart is restored from hive after restart', () async {\n  "
             'Hive.init(tempDir.path);\n  final c1 = ProviderContainer();\n  '
             'c1.read(cartProvider.notifier).add(jollofItem);\n  await '
             'c1.read(cartProvider.notifier).flush();\n  c1.dispose();\n\n  final c2 = '
             'ProviderContainer();\n  await c2.read(cartProvider.notifier).ready;\n  '
             'expect(c2.read(cartProvider).items.single.menuId, jollofItem.menuId);\n});\n```'),
         (T, '$ flutter test test/features/cart/cart_notifier_test.dart\n00:02 +1: cart is '
             'restored from hive after restart\n00:02 +1: All tests passed!'),
         (A, 'Passing. Remember the `1.4.2+18` bump when you build tomorrow. Well done today.'),
         decisions=(
             'Quick-fix the cart total bug (notifyListeners in remove, watch total in build) '
             'before any Riverpod work',
             'Fix the flaky shimmer test with pump(duration) instead of pumpAndSettle',
             'Migrate only the cart to Riverpod for now; rest of the app stays on Provider',
             'Hand-written Riverpod Notifier, no code generation',
             'Persist the cart in Hive as a JSON string (no TypeAdapter), not shared_preferences',
             'Add a unit test for cart persistence',
         ),
         loops=(
             'Build the 1.4.2 release tomorrow morning and send it to the client',
         ),
         facts=(
             'Freelance Flutter developer',
             'Based in Lagos',
         ),
         split="tune-b"),
    case('tcc-churn-notebook-leakage', 'cursor',
         (U, 'hi. i am working as data scientist in a bank, credit cards team. my churn model is '
             'giving AUC 0.97 on test set, too good to be true i feel. notebook is '
             'notebooks/churn_v3.ipynb. kindly check if there is any leakage'),
         (A, "I'll read the feature-building and split cells first."),
         (T, 'notebooks/churn_v3.ipynb — cell [7]\nlogin_latest = logins.groupby("customer_id", '
             'as_index=False)["login_ts"].max() \\\n                     '
             '.rename(columns={"login_ts": "last_login_ts"})\nfeat = (snap.merge(usage_agg, '
             'on=["customer_id", "snapshot_month"], how="left")\n            '
             '.merge(login_latest, on="customer_id", how="left"))\nfeat["days_since_last_login"] '
             '= (pd.Timestamp("2025-01-31") - feat["last_login_ts"]).dt.days\n\n'
             'notebooks/churn_v3.ipynb — cell [9]\nX = feat.drop(columns=["churned_next_3m", '
             '"snapshot_month"])\ny = feat["churned_next_3m"]\nX_train, X_test, y_train, y_test '
             '= train_test_split(\n    X, y, test_size=0.2, random_state=42, stratify=y)\n\n'
             'notebooks/churn_v3.ipynb — cell [12] output\ndays_since_last_login    0.412\n'
             'customer_id              0.087\ntxn_count_3m             0.071\n'
             'credit_limit_util        0.055\ntenure_months            0.049'),
         (A, 'Yes, there is leakage – three kinds:\n\n1. **`days_since_last_login` looks into '
             'the future.** `login_latest` is the max login over the *whole* table, and you '
             'measure it from a fixed 2025-01-31. For a March 2024 snapshot, a customer who '
             'churned in May has no logins after May, so the feature basically encodes the '
             "label. That's why it has 41% importance.\n2. **`customer_id` is in X.** The drop "
             'only removes the target and month. Since the same customers appear across '
             'snapshots, the model can memorise IDs.\n3. **Random split across snapshot '
             'months.** The same customer sits in train (Feb) and test (Mar) with nearly '
             'identical features, so test is optimistic.\n\nFixes: compute login features '
             'point-in-time (as of each snapshot month), drop `customer_id`, and split by time '
             '(or at least GroupKFold by customer).'),
         (U, 'oh god customer_id also 🤦\u200d♀️ yes drop it. days_since_last_login, login_latest '
             'is from the latest table only, yes. recompute as of snapshot month. for split do '
             'time based, that is how it will run in prod also'),
         (A, 'Point-in-time login feature with `merge_asof` (last login on or before the '
             'snapshot date):\n\n```python\nsnap["snapshot_date"] = '
             'snap["snapshot_month"].dt.to_timestamp(how="end").dt.normalize()\nlogins_sorted = '
             'logins.sort_values("login_ts")\npit = pd.merge_asof(\n    '
             'snap.sort_values("snapshot_date"), logins_sorted,\n    left_on="snapshot_date", '
             'right_on="login_ts", by="customer_id", direction="backward")\n'
             'pit["days_since_last_login"] = (pit["snapshot_date"] - pit["login_ts"]).dt.days\n'
             '```\n\nFor the split: the label is "churned in the next 3 months", and your data '
             "ends Jan 2025, so the last fully-labelled snapshot is Oct 2024. I'd use train = "
             'Jan–Jun 2024, valid = Jul–Aug, test = Sep–Oct, and drop `customer_id` from X.'),
         (T, 'notebooks/churn_v3.ipynb — cell [14] output\ntrain: (412880, 46)   valid: (139204, '
             '46)   test: (141771, 46)\nchurn rate   train 4.1%   valid 4.4%   test 4.6%\n'
             '[0]     valid-auc:0.74102\n[100]   valid-auc:0.80377\n[200]   valid-auc:0.80691\n'
             '[263]   valid-auc:0.80712   (early stopping)\nvalid AUC 0.807   test AUC 0.812'),
         (U, '0.81. manager will not be happy but ok, that is the real one only'),
         (A, '0.81 on an honest time split is a decent churn model. Ideas to push it a bit:\n1. '
             '**Trend features** – change in spend/transactions vs the previous 3 months; '
             'churners usually taper off before leaving.\n2. **`scale_pos_weight`** – with 4% '
             'positives, tuning it usually helps ranking a little.\n3. **Try LightGBM** with '
             'native categorical handling for `card_type` and `city_tier`.\n4. Calibrate '
             'probabilities if business will use them as "risk %".'),
         (U, 'prod pipeline is xgboost only, we cant change that. add the trend features, and '
             'tune scale_pos_weight'),
         (A, 'Added `txn_count_delta_3m`, `spend_delta_3m`, `util_delta_3m` (current 3m minus '
             'previous 3m, all point-in-time), and a small search over `scale_pos_weight` in {1, '
             '5, 10, 20} on the validation months.'),
         (T, 'notebooks/churn_v3.ipynb — cell [17] output\nscale_pos_weight=1   valid AUC '
             '0.8213\nscale_pos_weight=5   valid AUC 0.8291\nscale_pos_weight=10  valid AUC '
             '0.8284\nscale_pos_weight=20  valid AUC 0.8247\nbest: 5\ntest AUC 0.833   test '
             'PR-AUC 0.392'),
         (U, 'better. business people dont understand auc. what i should show them'),
         (A, 'Three options that non-technical people get:\n- **Capture in top X%**: "if we call '
             'the 10% riskiest customers, we reach N% of all churners."\n- **Lift**: "the top '
             'decile has 4× more churners than average."\n- **Expected savings**: capture × '
             'retention-offer success × customer value – but that needs assumptions from '
             "them.\n\nI'd lead with capture in the top 10%, with lift as the second line."),
         (U, "top 10% capture, they like 'how many churners we catch'"),
         (T, 'notebooks/churn_v3.ipynb — cell [19] output\ndecile  customers  churners  '
             'capture_cum  lift\n1       14177      2738      41.7%        4.17\n2       '
             '14177      1102      58.5%        2.93\n3       14177       701      69.2%        '
             '2.31\nTop 10% of scored customers contains 41.7% of all churners (lift 4.2x)'),
         (U, 'super. this is good only'),
         (A, 'Next steps:\n1. Move the point-in-time feature code out of the notebook into '
             '`src/features.py`, so the prod pipeline uses exactly the same logic (otherwise the '
             "leak can come back in prod).\n2. SHAP summary plot for the deck – it'll show the "
             'trend features nicely.\n3. Backtest on 2023 snapshots to check the model is stable '
             'across years.\n4. Log runs to MLflow so you can compare v3/v4 later.'),
         (U, 'do 1 now please. shap i will make myself tomorrow, i know how. backtest and mlflow '
             'no time, i have to present to my manager on thursday'),
         (A, 'Moving `build_pit_features()` and `build_trend_features()` into `src/features.py`, '
             'importing them in the notebook, and adding a small test that no feature uses data '
             'after the snapshot date.'),
         (T, '$ pytest tests/test_features.py -q\n'
             '...                                                                  [100%]\n3 '
             'passed in 4.21s\n$ git status --short\n M notebooks/churn_v3.ipynb\n?? '
             'src/features.py\n?? tests/test_features.py'),
         (A, 'Done – the notebook now calls `src/features.py`, and the test checks the max event '
             'timestamp per row is ≤ snapshot date. All the best for Thursday.'),
         decisions=(
             'Drop customer_id from the churn model features',
             'Compute days_since_last_login point-in-time as of each snapshot month',
             'Time-based split: train Jan–Jun 2024, valid Jul–Aug, test Sep–Oct',
             'Stay on XGBoost because the prod pipeline only supports it',
             'Add 3-month trend features and tune scale_pos_weight',
             'Report capture of churners in the top 10% to business instead of AUC',
             'Move the point-in-time feature code into src/features.py',
         ),
         loops=(
             'Make the SHAP summary plot for the deck tomorrow',
             'Present the churn model to her manager on Thursday',
         ),
         facts=(
             "Data scientist in a bank's credit cards team",
         ),
         split="tune-b"),
    case('tcc-postgres-monthly-report', 'claude-code',
         (U, 'hello! I have a doubt. we are a small e-commerce of specialty coffee here in Porto '
             'Alegre, and our monthly sales report query is taking almost 2 minutes, the '
             'metabase dashboard gives timeout. actually we are using postgres 13 on RDS. the '
             'query is in reports/monthly_sales.sql, can you take a look?'),
         (A, 'Let me read the query.'),
         (T, '$ cat reports/monthly_sales.sql\nSELECT p.category,\n       c.state,\n       '
             'count(DISTINCT o.id)             AS orders,\n       sum(oi.quantity * '
             'oi.unit_price) AS revenue\nFROM orders o\nJOIN order_items oi ON oi.order_id = '
             'o.id\nJOIN products p     ON p.id = oi.product_id\nJOIN customers c    ON c.id = '
             "o.customer_id\nWHERE date_trunc('month', o.created_at) = date_trunc('month', now() "
             "- interval '1 month')\n  AND o.status IN ('paid', 'shipped', 'delivered')\nGROUP "
             'BY p.category, c.state\nORDER BY revenue DESC;'),
         (A, "The filter wraps `created_at` in `date_trunc(...)`, so Postgres can't use an index "
             'on that column – it has to evaluate the function for every row. Before changing '
             "anything I'd like to see the actual plan and the existing indexes. Is there a read "
             "replica I can run `EXPLAIN ANALYZE` on? I don't want to run a 2-minute query "
             'against the primary.'),
         (U, 'yes pls use the replica, the url is in .env.local as REPLICA_DATABASE_URL'),
         (T, '$ psql "$REPLICA_DATABASE_URL" -c "EXPLAIN (ANALYZE, BUFFERS) $(cat '
             'reports/monthly_sales.sql)" | grep -E "Seq '
             'Scan|Index|Filter|Removed|Execution"\n   ->  Seq Scan on products p  '
             '(cost=0.00..41.12 rows=1212 width=22) (actual time=0.011..0.402 rows=1212 '
             'loops=1)\n   ->  Seq Scan on order_items oi  (cost=0.00..1302114.40 rows=11240040 '
             'width=24) (actual time=0.412..61220.811 rows=11238102 loops=1)\n         ->  Seq '
             'Scan on orders o  (cost=0.00..410981.22 rows=20591 width=32) (actual '
             'time=3.204..21498.077 rows=88412 loops=1)\n               Filter: ((status = ANY '
             "('{paid,shipped,delivered}'::text[])) AND (date_trunc('month'::text, created_at) = "
             "date_trunc('month'::text, (now() - '1 mon'::interval))))\n               Rows "
             'Removed by Filter: 4031877\n         ->  Index Scan using customers_pkey on '
             'customers c  (cost=0.43..0.51 rows=1 width=6) (actual time=0.004..0.004 rows=1 '
             'loops=88412)\n Execution Time: 97815.902 ms\n$ psql "$REPLICA_DATABASE_URL" -Atc '
             '"SELECT tablename, indexname FROM pg_indexes WHERE tablename IN '
             '(\'orders\',\'order_items\') ORDER BY 1,2"\norder_items|order_items_pkey\n'
             'orders|orders_customer_id_idx\norders|orders_pkey'),
         (A, '98 seconds, and the plan shows where it goes:\n\n- **`order_items`: full scan of '
             "11.2M rows (61 s).** There's no index on `order_items.order_id` at all – only the "
             'primary key. Surprising, since every order page joins on it.\n- **`orders`: full '
             'scan of 4.1M rows (21 s)** to keep 88k, because of the `date_trunc` filter.\n\n'
             'Plan:\n1. Rewrite the filter as a range on `created_at` (index-friendly).\n2. '
             'Index `orders(created_at)`.\n3. Index `order_items(order_id)`.\n\nIndexes have to '
             'be created on the primary (the replica is read-only). On busy tables use `CREATE '
             "INDEX CONCURRENTLY` so inserts aren't blocked while it builds. How do you manage "
             'schema changes – migrations in some repo?'),
         (U, 'we use knex migrations, this is the api repo. make the migration but CONCURRENTLY '
             'pls, orders table is always busy, also in the night people buy'),
         (A, '```js\n// migrations/20250612093000_add_report_indexes.js\nexports.config = { '
             "transaction: false };\n\nexports.up = async (knex) => {\n  await knex.raw('CREATE "
             'INDEX CONCURRENTLY IF NOT EXISTS orders_created_at_idx ON orders '
             "(created_at)');\n  await knex.raw('CREATE INDEX CONCURRENTLY IF NOT EXISTS "
             "order_items_order_id_idx ON order_items (order_id)');\n};\n\nexports.down = async "
             "(knex) => {\n  await knex.raw('DROP INDEX CONCURRENTLY IF EXISTS "
             "order_items_order_id_idx');\n  await knex.raw('DROP INDEX CONCURRENTLY IF EXISTS "
             "orders_created_at_idx');\n};\n```\n\n`transaction: false` is required: `CREATE "
             "INDEX CONCURRENTLY` can't run inside a transaction, and knex wraps each migration "
             'in one by default. If a concurrent build fails halfway it leaves an INVALID index '
             'behind (and `IF NOT EXISTS` would then silently skip it), so check '
             '`pg_index.indisvalid` afterwards.'),
         (U, 'tks. and the rewrite of the query also pls'),
         (T, '$ git diff reports/monthly_sales.sql\n@@ -6,7 +6,8 @@ FROM orders o\n JOIN '
             'order_items oi ON oi.order_id = o.id\n JOIN products p     ON p.id = '
             'oi.product_id\n JOIN customers c    ON c.id = o.customer_id\n-WHERE '
             "date_trunc('month', o.created_at) = date_trunc('month', now() - interval '1 "
             "month')\n+WHERE o.created_at >= date_trunc('month', now()) - interval '1 month'\n"
             "+  AND o.created_at <  date_trunc('month', now())\n   AND o.status IN ('paid', "
             "'shipped', 'delivered')\n GROUP BY p.category, c.state\n ORDER BY revenue DESC;\n$ "
             'psql "$REPLICA_DATABASE_URL" -c "EXPLAIN (ANALYZE) $(cat '
             'reports/monthly_sales.sql)" | tail -n 2\n Planning Time: 1.877 ms\n Execution '
             'Time: 71204.316 ms'),
         (A, 'Same result set, and a bit faster already (71 s vs 98 s) just from not computing '
             "`date_trunc` per row – but it's still two full scans because the indexes don't "
             "exist yet. The real win comes after the migration; I can't test that on the "
             'read-only replica.'),
         (U, 'ok I will run the migration on prod tonight after 22h, is less movement'),
         (A, 'Sounds good. Tonight:\n\n```bash\nnpx knex migrate:up '
             '20250612093000_add_report_indexes.js\npsql "$DATABASE_URL" -c "SELECT '
             'indexrelid::regclass, indisvalid FROM pg_index WHERE indexrelid::regclass::text IN '
             '(\'orders_created_at_idx\',\'order_items_order_id_idx\')"\n```\n\nExpect the '
             '`order_items` one to take a few minutes (11M rows).\n\nOne more idea: even with '
             'indexes, every time someone opens the dashboard Postgres aggregates ~240k order '
             'items. Since the report is monthly, a **materialized view** with the aggregates '
             'pre-computed would make Metabase instant. Want me to add one?'),
         (U, 'yes make the materialized view, refresh every hour'),
         (A, 'Migration for the view (last 13 months, by month × category × state), with a '
             'unique index so it can be refreshed `CONCURRENTLY` without blocking readers:\n\n'
             "```sql\nCREATE MATERIALIZED VIEW monthly_sales_mv AS\nSELECT date_trunc('month', "
             'o.created_at)::date AS month, p.category, c.state,\n       count(DISTINCT o.id) AS '
             'orders, sum(oi.quantity * oi.unit_price) AS revenue\nFROM orders o\nJOIN '
             'order_items oi ON oi.order_id = o.id\nJOIN products p ON p.id = oi.product_id\n'
             'JOIN customers c ON c.id = o.customer_id\nWHERE o.created_at >= '
             "date_trunc('month', now()) - interval '13 months'\n  AND o.status IN ('paid', "
             "'shipped', 'delivered')\nGROUP BY 1, 2, 3;\nCREATE UNIQUE INDEX "
             'monthly_sales_mv_uq ON monthly_sales_mv (month, category, state);\n```\n\nFor the '
             'hourly refresh: RDS for Postgres 13 supports `pg_cron`, but it has to be added to '
             '`shared_preload_libraries` in the parameter group, which needs a reboot.'),
         (U, 'hmm wait, every hour is too much, is a 1 minute query on prod every hour for '
             'nothing. the report is monthly anyway. refresh in the night, 3am is fine. and '
             'pg_cron no, parameter group needs reboot and the infra guy is on vacation. we have '
             'node-cron in worker/ already, put it there'),
         (A, 'Agreed on both – nightly is plenty for a monthly report. Adding '
             "`worker/jobs/refreshMonthlySales.js`:\n\n```js\ncron.schedule('0 3 * * *', async "
             "() => {\n  await knex.raw('REFRESH MATERIALIZED VIEW CONCURRENTLY "
             "monthly_sales_mv');\n}, { timezone: 'America/Sao_Paulo' });\n```\n\nplus a test "
             'next to the existing `cleanupCarts` one.'),
         (T, '$ npx jest worker/jobs\n PASS  worker/jobs/__tests__/cleanupCarts.test.js\n PASS  '
             'worker/jobs/__tests__/refreshMonthlySales.test.js\n  refreshMonthlySales\n    ✓ '
             'runs REFRESH MATERIALIZED VIEW CONCURRENTLY (12 ms)\n    ✓ is scheduled at 03:00 '
             'America/Sao_Paulo (3 ms)\n\nTest Suites: 2 passed, 2 total\nTests:       5 passed, '
             '5 total\nSnapshots:   0 total\nTime:        1.84 s'),
         (U, 'perfect. what is left'),
         (A, 'Next steps:\n1. Tonight: run the index migration and check `indisvalid`.\n2. Run '
             'the materialized view migration (first build ~1–2 min) – can be the same session.\n'
             '3. Point the Metabase question at `monthly_sales_mv` instead of the raw SQL.\n4. '
             'Set a `statement_timeout` (e.g. 30s) on the Metabase DB user, so one heavy '
             "question can't hurt the primary again.\n5. RDS Postgres 13 leaves standard support "
             'in early 2026 – worth planning an upgrade to 16.'),
         (U, '1 and 2 tonight together. metabase I change tomorrow morning when the view exists. '
             'the upgrade kkkk is not my decision, my boss is very afraid to touch the database. '
             'I am the only backend dev here since march so everything is me'),
         (A, 'Understood. Everything is committed on branch `perf/monthly-report` – migrations '
             'in order: indexes first, then the view. Boa sorte tonight!'),
         decisions=(
             'Rewrite the monthly report filter as a created_at range instead of date_trunc',
             'Add indexes on orders(created_at) and order_items(order_id) via a knex migration '
             'using CREATE INDEX CONCURRENTLY',
             'Pre-aggregate the monthly report in a materialized view (monthly_sales_mv)',
             'Refresh the materialized view nightly at 3am',
             'Schedule the refresh in the existing node-cron worker, not pg_cron',
         ),
         loops=(
             'Run the index and materialized-view migrations on prod tonight after 22h',
             'Point the Metabase question at monthly_sales_mv tomorrow morning',
         ),
         facts=(
             'Works at a small specialty-coffee e-commerce company in Porto Alegre',
             'Only backend developer at the company since March',
         ),
         superseded=(
             'Refresh the materialized view every hour',
         ),
         split="tune-b"),
    case('tcc-stardew-crop-countdown', 'codex',
         (U, 'Hi, I write a small Stardew Valley mod with SMAPI. I want that when I hold Left '
             'Alt it shows over every crop how many days until harvest. The project builds and '
             'SMAPI loads it but nothing is shown on the screen. Code is in '
             'CropCountdown/ModEntry.cs'),
         (A, 'Reading ModEntry.cs.'),
         (T, '$ sed -n 14,34p CropCountdown/ModEntry.cs\n        public override void '
             'Entry(IModHelper helper)\n        {\n            '
             'helper.Events.Display.RenderedWorld += this.OnRenderedWorld;\n        }\n\n        '
             'private void OnRenderedWorld(object? sender, RenderedWorldEventArgs e)\n        '
             '{\n            if (!Context.IsWorldReady || '
             '!this.Helper.Input.IsDown(SButton.LeftAlt))\n                '
             'return;\n\n            foreach (var (tile, feature) in '
             'Game1.currentLocation.terrainFeatures.Pairs)\n            {\n                if '
             '(feature is not HoeDirt { crop: { } crop })\n                    '
             'continue;\n                int days = '
             'crop.dayOfCurrentPhase.Value;\n                Vector2 pos = tile * '
             'Game1.tileSize;\n                e.SpriteBatch.DrawString(Game1.smallFont, '
             'days.ToString(), pos, Color.White);\n            }\n        }'),
         (A, 'Two problems:\n\n1. **Wrong coordinates.** `tile * Game1.tileSize` is a position '
             'in the *world*; `SpriteBatch` draws in *screen* pixels. As soon as the camera '
             "isn't at the top-left of the map, your numbers are drawn off-screen. Use "
             '`Game1.GlobalToLocal(Game1.viewport, tile * Game1.tileSize)`.\n2. **Wrong '
             'number.** `dayOfCurrentPhase` is days spent in the current growth phase, not days '
             'until harvest. You need the remaining days of the current phase plus all later '
             'phases:\n\n```csharp\nprivate static int GetDaysLeft(Crop crop)\n{\n    if '
             '(crop.fullyGrown.Value)                       // regrowing crops count down '
             'here\n        return Math.Max(0, crop.dayOfCurrentPhase.Value);\n    int days = '
             '0;\n    for (int i = crop.currentPhase.Value; i < crop.phaseDays.Count - 1; '
             'i++)\n        days += crop.phaseDays[i];\n    return Math.Max(0, days - '
             'crop.dayOfCurrentPhase.Value);\n}\n```\n\nI\'ve applied both and draw it as `"3d"` '
             "slightly above the tile centre with a shadow so it's readable on soil."),
         (T, '$ dotnet build CropCountdown -c Release\n  Determining projects to restore...\n  '
             'All projects are up-to-date for restore.\n  CropCountdown -> '
             '/home/anja/dev/CropCountdown/bin/Release/net6.0/CropCountdown.dll\n  [mod build '
             'package] Copying mod files to '
             '/home/anja/.local/share/Steam/steamapps/common/Stardew '
             'Valley/Mods/CropCountdown...\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)'),
         (U, 'It works!! But numbers are also over dead crops, and crops that are ready show 0d. '
             'For ready ones I want a small check mark instead of 0.'),
         (A, 'Dead crops: easy, skip when `crop.dead.Value` is true.\n\nFor the check mark, '
             '`Game1.smallFont` has no ✓ glyph (it would render as `?`). Options:\n1. Draw a '
             "small green check sprite from the game's `LooseSprites/Cursors` sheet – no extra "
             'files, looks native.\n2. Text like `OK` or `!` in green.\n3. A small coloured '
             'dot.\n\nWhich one?'),
         (U, 'take the sprite, looks nicer. and dead ones nothing'),
         (A, 'Done: dead crops are skipped, and for `GetDaysLeft == 0` I draw from '
             "`Game1.mouseCursors` with the source rect I believe is the green check. I can't "
             'see the game from here, so please check it looks right.'),
         (T, '$ dotnet build CropCountdown -c Release\n  CropCountdown -> '
             '/home/anja/dev/CropCountdown/bin/Release/net6.0/CropCountdown.dll\n  [mod build '
             'package] Copying mod files to '
             '/home/anja/.local/share/Steam/steamapps/common/Stardew '
             'Valley/Mods/CropCountdown...\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)'),
         (U, 'haha the sprite is wrong, it is a little red X 😂 the dead ones are gone, good'),
         (A, 'Sorry – the Cursors sheet coordinates are easy to get wrong, and they can also '
             'shift between game versions. More robust: ship our own tiny 9×9 `assets/check.png` '
             'and load it with `Helper.ModContent.Load<Texture2D>("assets/check.png")`. Then we '
             "don't depend on the sheet layout at all. I can generate a simple green check PNG "
             'now. Do that instead?'),
         (U, 'ok use own png'),
         (T, '$ python3 tools/make_check_png.py CropCountdown/assets/check.png\nwrote '
             'CropCountdown/assets/check.png (9x9, RGBA)\n$ dotnet build CropCountdown -c '
             'Release\n  CropCountdown -> '
             '/home/anja/dev/CropCountdown/bin/Release/net6.0/CropCountdown.dll\n  [mod build '
             'package] Copying mod files to '
             '/home/anja/.local/share/Steam/steamapps/common/Stardew '
             'Valley/Mods/CropCountdown...\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)'),
         (U, 'now it is a green check 👍 next problem: in the greenhouse my ancient fruit in the '
             'garden pots show nothing. pots should also work'),
         (A, "Garden pots aren't terrain features – they're objects (`IndoorPot`) in "
             '`location.objects`, each with its own `hoeDirt`. Adding a second loop:\n\n'
             '```csharp\nforeach (var (tile, obj) in Game1.currentLocation.objects.Pairs)\n'
             '{\n    if (obj is IndoorPot pot && pot.hoeDirt.Value?.crop is { } potCrop && '
             '!potCrop.dead.Value)\n        this.DrawLabel(e.SpriteBatch, tile, potCrop);\n}\n'
             '```\n\nDrawing moved into a shared `DrawLabel` method.'),
         (T, '$ dotnet build CropCountdown -c Release\n  CropCountdown -> '
             '/home/anja/dev/CropCountdown/bin/Release/net6.0/CropCountdown.dll\n\nBuild '
             'succeeded.\n    0 Warning(s)\n    0 Error(s)'),
         (A, "Next, settings: right now Left Alt is hard-coded. I'd suggest a `config.json` with "
             'the key, plus optional integration with Generic Mod Config Menu so players can '
             'change it in-game.'),
         (U, 'config yes, but only the config.json, no GMCM, keep it simple. hm and on the Steam '
             'Deck holding Left Alt is stupid, I play mostly on the Deck. make it toggle instead '
             'of hold, and default key is LeftStick (the stick click)'),
         (A, 'Done:\n\n```csharp\ninternal sealed class ModConfig\n{\n    public KeybindList '
             'ToggleKey { get; set; } = KeybindList.Parse("LeftStick");\n}\n```\n\n'
             '`ButtonsChanged` flips a `visible` flag when `ToggleKey.JustPressed()`; '
             '`RenderedWorld` draws only when `visible` is true. SMAPI creates `config.json` '
             'with the default on first launch.'),
         (T, '$ dotnet build CropCountdown -c Release && cat '
             '"$HOME/.local/share/Steam/steamapps/common/Stardew '
             'Valley/Mods/CropCountdown/config.json"\n  CropCountdown -> '
             '/home/anja/dev/CropCountdown/bin/Release/net6.0/CropCountdown.dll\n\nBuild '
             'succeeded.\n    0 Warning(s)\n    0 Error(s)\n{\n  "ToggleKey": "LeftStick"\n}'),
         (U, 'perfect, works with the stick. what is missing before I give it to people'),
         (A, "Next steps:\n1. Test in multiplayer as a farmhand – crops in other players' "
             'locations behave slightly differently.\n2. i18n: move the `"d"` suffix into '
             '`i18n/default.json`, so translations are possible (German "T" for Tage, etc.).\n3. '
             'README + `UpdateKeys` in `manifest.json` for Nexus.\n4. Upload to Nexus Mods.'),
         (U, 'i18n yes, please make the default.json. the German one I write myself this '
             "evening, I'm German anyway 😄. multiplayer I never play. nexus eventually later, "
             'first my brother should test it on his PC'),
         (A, 'Added `i18n/default.json` with `"days-left": "{{days}}d"` and the code now uses '
             '`Helper.Translation.Get("days-left", new { days })`. For German, create '
             '`i18n/de.json` with the same key – SMAPI picks it automatically when the game '
             'language is German.'),
         (T, '$ cat CropCountdown/i18n/default.json && dotnet build CropCountdown -c Release | '
             'tail -n 3\n{\n  "days-left": "{{days}}d"\n}\nBuild succeeded.\n    0 '
             'Warning(s)\n    0 Error(s)'),
         decisions=(
             "Don't show anything over dead crops",
             'Show a check mark instead of 0 for ready crops, using a bundled check.png',
             'Countdown also works for crops in garden pots',
             'Settings only via config.json, no Generic Mod Config Menu',
             'Toggle the countdown instead of holding a key; default key LeftStick',
             'Add i18n support with i18n/default.json',
         ),
         loops=(
             'Write the German translation (i18n/de.json) this evening',
             'Give the mod to her brother to test on his PC before publishing',
         ),
         facts=(
             'Is German',
             'Plays Stardew Valley mostly on a Steam Deck',
             'Never plays Stardew multiplayer',
         ),
         superseded=(
             'Hold Left Alt to show the countdown',
             "Use the check-mark sprite from the game's Cursors sheet",
         ),
         split="tune-b"),
    case('tcc-bigquery-loan-cohorts', 'codex',
         (U, 'Good afternoon. Please I need help with a repayment cohort table in BigQuery. I '
             'work in the risk team of a microfinance bank in Abuja. Cohort by disbursement '
             "month, then % of loans repaid on time at month 1, 2, 3 etc. The figures I'm "
             'getting are not tallying with what finance team is reporting. My query is '
             'sql/cohorts.sql'),
         (A, 'Let me read the query.'),
         (T, "$ cat sql/cohorts.sql\nSELECT\n  FORMAT_DATE('%Y-%m', "
             'DATE(l.disbursed_at))                       AS cohort,\n  '
             'DIV(DATE_DIFF(DATE(r.paid_at), DATE(l.disbursed_at), DAY), 30)     AS month_n,\n  '
             'COUNT(*)                                                         AS loans,\n  '
             'COUNTIF(r.paid_at <= r.due_at)                                   AS on_time\nFROM '
             '`mfb-analytics.core.loans` l\nLEFT JOIN `mfb-analytics.core.repayments` r USING '
             "(loan_id)\nWHERE l.disbursed_at >= '2024-01-01'\nGROUP BY 1, 2\nORDER BY 1, 2;"),
         (A, 'Three reasons the numbers drift:\n\n1. **Fan-out.** After joining repayments, '
             '`COUNT(*)` counts repayment rows, not loans – a loan paid in three part-payments '
             'counts three times.\n2. **Month is based on payment date.** `month_n` comes from '
             'when the money arrived divided by 30, not from which instalment it was for. Early '
             'payers land in month 0, late ones jump months.\n3. **On-time per payment row.** A '
             'partial payment on time counts as "on time" even if the instalment wasn\'t fully '
             'paid.\n\nIt should be computed per instalment against the schedule. Is there a '
             'table with the repayment schedule (due date + amount per instalment)? And how does '
             'finance define "on time" and "default"?'),
         (U, 'Yes, core.loan_schedule, one row per installment with due_date and amount_due. '
             'Finance counts a loan as defaulted when it is 30 days past due (PAR30). On time '
             'for them is paid in full by the due date.'),
         (A, 'Then per instalment: compare cumulative amount paid by the due date with '
             'cumulative amount due.\n\n```sql\nWITH sched AS (\n  SELECT loan_id, '
             'installment_no, due_date,\n         SUM(amount_due) OVER (PARTITION BY loan_id '
             'ORDER BY installment_no) AS cum_due\n  FROM `mfb-analytics.core.loan_schedule`\n'
             '),\npaid AS (\n  SELECT s.loan_id, s.installment_no,\n         '
             'SUM(IF(DATE(r.paid_at) <= s.due_date, r.amount, 0))                          AS '
             'cum_paid_by_due,\n         SUM(IF(DATE(r.paid_at) <= DATE_ADD(s.due_date, INTERVAL '
             '30 DAY), r.amount, 0)) AS cum_paid_by_30\n  FROM sched s\n  LEFT JOIN '
             '`mfb-analytics.core.repayments` r ON r.loan_id = s.loan_id\n  GROUP BY 1, 2\n)\n'
             "SELECT FORMAT_DATE('%Y-%m', DATE(l.disbursed_at)) AS cohort,\n       "
             's.installment_no AS month_n,\n       COUNT(*) AS loans_due,\n       ROUND(100 * '
             'COUNTIF(p.cum_paid_by_due >= s.cum_due) / COUNT(*), 1) AS pct_on_time,\n       '
             'ROUND(100 * COUNTIF(p.cum_paid_by_30  <  s.cum_due) / COUNT(*), 1) AS pct_par30\n'
             'FROM sched s\nJOIN paid p USING (loan_id, installment_no)\nJOIN '
             "`mfb-analytics.core.loans` l USING (loan_id)\nWHERE l.disbursed_at >= '2024-01-01' "
             'AND s.due_date <= CURRENT_DATE()\nGROUP BY 1, 2\nORDER BY 1, 2;\n```\n\nSaved as '
             '`sql/cohorts_v2.sql`. Dry run first to see the cost:'),
         (T, '$ bq query --use_legacy_sql=false --dry_run "$(cat sql/cohorts_v2.sql)"\nQuery '
             'successfully validated. Assuming the tables are not modified, running this query '
             'will process upper bound of 4311256012 bytes of data.\n$ bq query '
             '--use_legacy_sql=false --format=pretty --max_rows=5 "$(cat sql/cohorts_v2.sql)"\n'
             '+---------+---------+-----------+-------------+-----------+\n| cohort  | month_n | '
             'loans_due | pct_on_time | pct_par30 |\n'
             '+---------+---------+-----------+-------------+-----------+\n| 2024-01 |       1 '
             '|      3184 |        89.7 |       3.9 |\n| 2024-01 |       2 |      3184 |        '
             '86.2 |       5.1 |\n| 2024-01 |       3 |      3184 |        84.8 |       6.0 |\n| '
             '2024-02 |       1 |      2911 |        90.3 |       3.4 |\n| 2024-02 |       2 '
             '|      2911 |        87.9 |       4.6 |\n'
             '+---------+---------+-----------+-------------+-----------+'),
         (U, 'This is closer. But for Jan 2024 month 1 finance has 91.2% on time, I have 89.7. '
             'What can cause the difference?'),
         (A, 'Usual suspects for a 1–2 point gap:\n1. **Restructured loans** – their original '
             'schedule makes them look late; finance often excludes them or uses the new '
             'schedule.\n2. **Written-off loans** – some teams drop them from cohorts.\n3. '
             '**Time zone** – `paid_at` is a UTC timestamp, so `DATE(paid_at)` can put a payment '
             'made around midnight Lagos time on a different day than finance sees.\n\nLet me '
             'check the loan statuses in the Jan 2024 cohort.'),
         (T, '$ bq query --use_legacy_sql=false --format=pretty "SELECT status, COUNT(*) AS n '
             "FROM \\`mfb-analytics.core.loans\\` WHERE FORMAT_DATE('%Y-%m', DATE(disbursed_at)) "
             '= \'2024-01\' GROUP BY 1 ORDER BY 2 DESC"\n+--------------+------+\n|    status    '
             '|  n   |\n+--------------+------+\n| closed       | 2517 |\n| active       |  301 '
             '|\n| restructured |  212 |\n| written_off  |  154 |\n+--------------+------+'),
         (A, '212 restructured loans in that cohort – 6.7% of it. If finance excludes them, that '
             'alone could explain most of the gap.'),
         (U, 'Finance excludes restructured ones, yes. Exclude them. Written off they keep. And '
             'please use Lagos time for the dates, our system store UTC but everything in the '
             'bank is WAT.'),
         (T, '$ bq query --use_legacy_sql=false --format=pretty --max_rows=3 "$(cat '
             'sql/cohorts_v2.sql)"\n+---------+---------+-----------+-------------+-----------+\n'
             '| cohort  | month_n | loans_due | pct_on_time | pct_par30 |\n'
             '+---------+---------+-----------+-------------+-----------+\n| 2024-01 |       1 '
             '|      2972 |        91.1 |       3.2 |\n| 2024-01 |       2 |      2972 |        '
             '88.0 |       4.3 |\n| 2024-01 |       3 |      2972 |        86.9 |       5.0 |\n'
             '+---------+---------+-----------+-------------+-----------+'),
         (U, '91.1 vs 91.2, that one is fine, I think they round somewhere. Well done 👏🏾'),
         (A, "With `status != 'restructured'` and `DATE(paid_at, 'Africa/Lagos')` it's now "
             "within 0.1 point. Do you want this refreshed automatically? I'd set it up as a "
             'BigQuery scheduled query writing to `reporting.loan_cohorts` (WRITE_TRUNCATE), so '
             'Looker Studio or finance can read one table.'),
         (U, 'Yes, every Monday 6am'),
         (T, '$ bash scripts/create_scheduled_query.sh\n+ bq mk --transfer_config '
             '--project_id=mfb-analytics --data_source=scheduled_query \\\n    '
             '--target_dataset=reporting --display_name=loan_cohorts_weekly \\\n    '
             "--schedule='every monday 05:00' \\\n    "
             '--params=\'{"query":"<sql/reporting/loan_cohorts.sql>","destination_table_na'
             'me_template":"loan_cohorts","write_disposition":"WRITE_TRUNCATE"}\'\nBigQuery '
             'error in mk operation: Permission denied: Missing required permission '
             'bigquery.transfers.update on project mfb-analytics (or it may not exist).'),
         (A, 'Your account can run queries but not create scheduled queries – it needs '
             '`bigquery.transfers.update` (e.g. the BigQuery Admin role, or a custom role with '
             'the transfers permissions). Someone with IAM rights on `mfb-analytics` has to '
             'grant it. The script is saved at `scripts/create_scheduled_query.sh`; once you '
             'have the permission, just rerun it. Note the schedule is in UTC: `05:00` UTC = '
             '06:00 WAT.'),
         (U, 'Okay. Chinedu is our GCP admin, I will ask him tomorrow to give me the role, then '
             "I run the script myself. I'm the only analyst in risk so everything comes to me "
             'anyway 😅'),
         (A, 'Next steps:\n1. Commit the final query to `sql/reporting/loan_cohorts.sql` with a '
             'header explaining the definitions (instalment-level, PAR30, restructured excluded, '
             'WAT dates).\n2. Build a Looker Studio cohort heatmap on `reporting.loan_cohorts`.\n'
             '3. Send finance a short note with the definitions, so both teams quote the same '
             'numbers.\n4. Add a check for duplicate `loan_id`s in `core.loans` – the old '
             'fan-out would have hidden them.'),
         (U, '1 yes please do it now. The Looker Studio I will do after the table is running. '
             'The others no need.'),
         (T, '$ git add sql/reporting/loan_cohorts.sql scripts/create_scheduled_query.sh && git '
             'commit -m "Instalment-level repayment cohorts (PAR30, excl. restructured, WAT '
             'dates)"\n[main 4e1b9c2] Instalment-level repayment cohorts (PAR30, excl. '
             'restructured, WAT dates)\n 2 files changed, 71 insertions(+)\n create mode 100644 '
             'sql/reporting/loan_cohorts.sql\n create mode 100755 '
             'scripts/create_scheduled_query.sh'),
         (A, 'Committed. The header in `loan_cohorts.sql` lists the four definitions, so whoever '
             'reads it later knows why it matches finance.'),
         decisions=(
             'Compute repayment cohorts per instalment against core.loan_schedule',
             "Use finance's definitions: on time = paid in full by due date, default = PAR30",
             'Exclude restructured loans from the cohorts; keep written-off loans',
             'Use Africa/Lagos (WAT) dates for payments',
             'Refresh reporting.loan_cohorts with a BigQuery scheduled query every Monday 06:00 '
             'WAT',
             'Keep the cohort query in sql/reporting/loan_cohorts.sql with a definitions header',
         ),
         loops=(
             'Ask Chinedu (GCP admin) tomorrow for the scheduled-query permission',
             'Run scripts/create_scheduled_query.sh once the permission is granted',
             'Build a Looker Studio chart on reporting.loan_cohorts once the table is running',
         ),
         facts=(
             'Works in the risk team of a microfinance bank in Abuja',
             'The only analyst in the risk team',
         ),
         split="tune-b"),
    case('tcc-fabric-backpack-mod', 'claude-code',
         (U, 'hi i make minecraft mod on fabric 1.21.1, backpack item. game crash on start. log '
             'is in run/logs/latest.log can you see'),
         (A, 'Let me check the end of the log and your main mod class.'),
         (T, '$ tail -n 11 run/logs/latest.log\n[12:04:51] [Render thread/INFO] (Minecraft) '
             'Backend library: LWJGL version 3.3.3-snapshot\n[12:04:52] [Render thread/ERROR] '
             '(Minecraft) Registry is already frozen (trying to add key '
             'ResourceKey[minecraft:item / plecaki:leather_backpack])\n'
             'java.lang.IllegalStateException: Registry is already frozen (trying to add key '
             'ResourceKey[minecraft:item / plecaki:leather_backpack])\n    at '
             'net.minecraft.registry.SimpleRegistry.assertNotFrozen(SimpleRegistry.java:1'
             '12)\n    at '
             'net.minecraft.registry.SimpleRegistry.add(SimpleRegistry.java:137)\n    at '
             'net.minecraft.registry.Registry.register(Registry.java:160)\n    at '
             'pl.kuba.plecaki.item.ModItems.register(ModItems.java:19)\n    at '
             'pl.kuba.plecaki.item.ModItems.<clinit>(ModItems.java:12)\n    at '
             'pl.kuba.plecaki.client.PlecakiClient.onInitializeClient(PlecakiClient.java:21)\n$ '
             'sed -n 8,16p src/main/java/pl/kuba/plecaki/Plecaki.java\npublic class Plecaki '
             'implements ModInitializer {\n    public static final String MOD_ID = '
             '"plecaki";\n    public static final Logger LOGGER = '
             'LoggerFactory.getLogger(MOD_ID);\n\n    @Override\n    public void onInitialize() '
             '{\n        LOGGER.info("Plecaki loaded!");\n    }\n}'),
         (A, 'The items are registered in a static initializer of `ModItems`, but nothing '
             "touches `ModItems` during `onInitialize()`. Java only runs a class's static code "
             "the first time it's used – here that's in the client code, after Minecraft already "
             'froze the item registry.\n\nFix: add an empty `public static void initialize() {}` '
             'to `ModItems` and call it first thing in `onInitialize()`. That forces '
             'registration at the right time. Shall I?'),
         (U, 'ok fix'),
         (T, '$ ./gradlew runClient --console=plain 2>&1 | grep -E "ERROR|Preparing spawn|joined '
             'the game" | head -n 5\n[12:11:37] [Server thread/INFO] (Minecraft) Preparing spawn '
             'area: 0%\n[12:11:38] [Server thread/INFO] (Minecraft) Preparing spawn area: 100%\n'
             '[12:11:39] [Server thread/INFO] (Minecraft) Kuba joined the game'),
         (U, 'works, item is there. now i need that it have inventory. right click open and you '
             'can put items. how to save the items in the item?'),
         (A, "Since 1.20.5 items don't use NBT any more – they use **data components**. Two "
             'options:\n\n1. **Vanilla `DataComponentTypes.CONTAINER`** (`ContainerComponent`) – '
             'the same thing shulker boxes use. Already saved, synced to clients and shown in '
             'tooltips; up to 256 slots.\n2. **Your own component** with a custom codec – only '
             "worth it if you need extra data (upgrades, colours…).\n\nI'd use the vanilla one."),
         (U, 'vanilla one'),
         (A, 'How many slots? 9 (one row), 27 (like a chest) or 54 (double chest)?'),
         (U, '27 like chest. maybe later diamond version with 54 but not now'),
         (A, '`BackpackItem.use()` now opens a 9×3 `GenericContainerScreenHandler` (server side '
             "only). The inventory is a `SimpleInventory` filled from the stack's `CONTAINER` "
             'component, and written back with `ContainerComponent.fromStacks(...)` when the '
             'screen closes.\n\nOne important thing: right now you can put a backpack inside '
             'itself or inside another backpack. Infinite nesting is a classic dupe and "item '
             'too big" crash source. I\'d block backpacks with a custom slot class. Block '
             'shulker boxes as well?'),
         (U, 'ya block backpack in backpack and shulker boxes also'),
         (T, '$ ./gradlew build --console=plain | tail -n 4\n> Task :remapJar\n> Task :build\n\n'
             'BUILD SUCCESSFUL in 19s'),
         (U, 'recipe: leather around and chest in middle'),
         (A, 'Added `data/plecaki/recipe/leather_backpack.json` (shaped, `LLL / LCL / LLL`). Let '
             'me launch and check the log for recipe errors.'),
         (T, '$ ./gradlew runClient --console=plain 2>&1 | grep -A1 "leather_backpack" | head -n '
             "4\n[12:31:08] [Render thread/ERROR] (Minecraft) Couldn't parse data file "
             "'plecaki:leather_backpack' from 'plecaki:recipe/leather_backpack.json': "
             "DataResult.Error['No key id in "
             'MapLike[{"item":"plecaki:leather_backpack","count":1}]\': null]'),
         (A, 'My mistake – since 1.20.5 the recipe `result` uses `"id"` instead of `"item"`. '
             'Fixed and relaunched:'),
         (T, '$ ./gradlew runClient --console=plain 2>&1 | grep -c "Couldn\'t parse data file"\n0'),
         (U, 'works xD. texture now is the purple black thing, the texture i draw myself in '
             'aseprite later'),
         (A, 'The model JSON already points at '
             '`assets/plecaki/textures/item/leather_backpack.png` – a 16×16 PNG there is all you '
             'need.'),
         (U, 'can you add that i open it with B key when it is somewhere in inventory'),
         (A, "Possible, but it's more than it looks: keybinds exist only on the client, while "
             'the inventory lives on the server. So you need:\n1. a `KeyBinding` registered on '
             'the client,\n2. a custom C2S payload (`PayloadTypeRegistry.playC2S()` + a '
             '`CustomPayload` record),\n3. a server receiver that finds the first backpack in '
             "the player's inventory and opens it.\n\nAbout 60 lines over 3–4 files. Want me to "
             'start?'),
         (U, 'hmm this is too complicated for me on the moment, i dont understand packets. leave '
             'it, only right click'),
         (A, 'Sure – right-click only. If you want to learn packets later, this is actually a '
             'nice first example.'),
         (U, 'what else i should do'),
         (A, 'Next steps:\n1. Lang files: `en_us.json` and `pl_pl.json` for the item name and '
             'the screen title (right now it shows `item.plecaki.leather_backpack`).\n2. Publish '
             'on Modrinth – description, screenshots, license.\n3. A GameTest that checks '
             "backpacks/shulkers can't be inserted.\n4. GitHub Actions workflow that builds the "
             'jar on every push.'),
         (U, 'lang files yes make both, polish i check after because your polish is maybe weird '
             'xd i am from gdańsk i know better. modrinth i upload when texture is ready. i am '
             '16 and its my first mod so i want it look good'),
         (A, 'Both lang files added:'),
         (T, '$ cat src/main/resources/assets/plecaki/lang/en_us.json '
             'src/main/resources/assets/plecaki/lang/pl_pl.json\n{\n  '
             '"item.plecaki.leather_backpack": "Leather Backpack",\n  '
             '"container.plecaki.backpack": "Backpack"\n}\n{\n  "item.plecaki.leather_backpack": '
             '"Skórzany plecak",\n  "container.plecaki.backpack": "Plecak"\n}'),
         (A, 'Good luck with the texture – for a first mod this is a really clean setup.'),
         decisions=(
             'Call ModItems.initialize() from onInitialize to register items before the registry '
             'freezes',
             'Store backpack contents in the vanilla CONTAINER data component',
             'Backpack has 27 slots, like a chest',
             'Block backpacks and shulker boxes from going into the backpack',
             'Crafting recipe: leather all around, chest in the middle',
             'Backpack opens only with right-click',
             'Add en_us and pl_pl lang files',
         ),
         loops=(
             'Draw the backpack texture in Aseprite',
             'Check the Polish translation in pl_pl.json',
             'Upload the mod to Modrinth once the texture is ready',
         ),
         facts=(
             'Is 16 years old',
             'From Gdańsk, Poland',
         ),
         superseded=(
             'Open the backpack with the B key from anywhere in the inventory',
         ),
         split="tune-b"),
    case('tcc-candle-shop-oss-vat', 'chatgpt',
         (U, 'hello, i have small business with handmade soy candles, in Poznań. im on ryczałt '
             'and zwolniona z VAT (the 200k limit). this year i start to sell much to Germany '
             'and Austria, through etsy and my own shopify. my friend said me i need to register '
             'something called OSS?? is it true? to germany i sold maybe 6000 euro this year'),
         (A, 'Your friend is partly right – it depends on one number.\n\n**The EU '
             'distance-selling threshold is €10,000 per year – for all EU countries together**, '
             'not per country. It counts your B2C sales of goods shipped from Poland to '
             'consumers in other EU countries.\n\n- **Below €10,000:** the sale is taxed as if '
             'it were in Poland – so with your subjective exemption you charge no VAT.\n- '
             "**Above €10,000:** from the sale that crosses the threshold, VAT of the *buyer's* "
             "country applies (Germany 19%, Austria 20%…). Your Polish exemption doesn't cover "
             'these sales.\n\n**OSS (One-Stop-Shop)** is the simplified way to pay that foreign '
             'VAT: one quarterly return in Poland instead of registering in every country. To '
             'use it you have to be registered for VAT purposes in Poland – your accountant can '
             'say exactly which forms (VAT-R / VIU-R) and how it fits with keeping the exemption '
             'for your Polish sales.\n\nAlso good to know: Etsy does **not** collect VAT for you '
             "on EU-to-EU sales, so it's your responsibility.\n\nHow much did you sell to "
             'Austria and other EU countries? And what does your December usually look like?'),
         (U, 'austria maybe 1500, one or two to netherlands, small. and christmas is coming, '
             'last year december alone was like 4000 euro from abroad 😅'),
         (A, "So you're around **€7,500** now, and a December like last year would take you to "
             '~€11–12k – very likely over the threshold.\n\nOptions:\n1. **Register for VAT/OSS '
             'now, before Christmas.** From the registration date you charge DE/AT VAT on those '
             'sales. Clean, no scramble in December.\n2. **Wait and register when you cross.** '
             'Legal, but the sale that crosses €10k and everything after is already taxable in '
             "the destination country – in the Christmas rush that's easy to get wrong.\n3. "
             "**Slow down EU sales.** Possible, but you'd be turning away your best month.\n\n"
             "I'd recommend option 1."),
         (U, 'ok i think register before christmas is smarter, i dont want stress in december. '
             'but prices - i must add german vat 19% on top of my price??'),
         (A, 'You choose how to handle it:\n\n- **(a) Same gross price everywhere, absorb the '
             'VAT.** A candle for 89 zł sold to Germany: 89 / 1.19 = 74.79 zł net, 14.21 zł goes '
             'to VAT. Your margin on DE sales drops ~16%.\n- **(b) Country-specific prices.** '
             "Shopify Markets can show different prices per country; on Etsy it's clumsy.\n- "
             '**(c) Small increase for everyone**, e.g. +5%, to soften the VAT cost without '
             'separate price lists.'),
         (U, 'different prices per country is chaos for me, same price everywhere and i eat the '
             'vat. its ok, margin is good on the big candles'),
         (A, "That's a perfectly common choice for small shops – simple for customers and for "
             "you. In Shopify you'd set prices as tax-inclusive and let it calculate the VAT "
             "share per country once you're registered."),
         (U, 'and the invoices must be in german?'),
         (A, "No. For sales to private customers reported through OSS there's generally no "
             'obligation to issue an invoice at all unless the customer asks for one, and if you '
             'do, Polish or English is fine. Keep the order confirmations/receipts from Etsy and '
             "Shopify – they're your records for the OSS return."),
         (U, 'ok. so concretely what i do'),
         (A, 'Next steps:\n1. **Talk to your accountant this week** – VAT registration + OSS, '
             "and the effective date, so it's in place before December.\n2. **Keep a monthly "
             'tally of EU sales per country** (Etsy + Shopify exports) – you need it for the '
             'threshold and later for the OSS return.\n3. **Once registered:** turn on DE/AT tax '
             'collection in Shopify and add a VAT note to your Etsy shop policies.\n4. '
             '**Consider a small price increase** (~5%) on the products you ship abroad most.\n'
             '5. **German-language Etsy listings** – Etsy lets you add translations, and German '
             'buyers search in German.'),
         (U, 'accountant i call tomorrow, she is back from holiday. the sales per country i have '
             'already in my excel, every month. german listings good idea, my sister lives in '
             'berlin and speaks perfect, i ask her on sunday when we call'),
         (A, 'Sounds like a plan. Three questions worth asking your accountant tomorrow:\n1. '
             'From which date can the VAT/OSS registration be effective, and how long does it '
             'take?\n2. Does registering change anything for my Polish sales and my ryczałt?\n3. '
             'Who files the quarterly OSS return – me or the office?\n\nGood luck with the '
             'Christmas season! 🕯️'),
         decisions=(
             'Register for VAT/OSS before Christmas instead of waiting to cross €10k',
             'Same price in every country; absorb German/Austrian VAT',
         ),
         loops=(
             'Call accountant tomorrow about VAT/OSS registration',
             'Ask sister on Sunday to translate the Etsy listings into German',
         ),
         facts=(
             'Runs a handmade soy candle business in Poznań',
             'Taxed on ryczałt and VAT-exempt in Poland',
             'Sells via Etsy and her own Shopify store',
             'Has an accountant',
             'Tracks EU sales per country monthly in Excel',
         ),
         split="tune-b"),
    case('tcc-wedding-lisbon-bh', 'claude-ai',
         (U, "oi! I'm getting married next year and I'm in doubt between doing everything here "
             'in Portugal (we live in Lisbon) or only the civil here and a big party in Brazil. '
             'my fiancé Tobias is german, he is from munich, his family is like 15 people, mine '
             'is HUGE, 120 at least kkkk. budget is 25 mil euros max, we already decided this'),
         (A, 'Congratulations! 🎉 With 15 on one side and 120+ on the other, the real question is '
             '*who travels*. Three set-ups:\n\n| | All in Lisbon | Civil in Lisbon + party in '
             'Brazil | All in Brazil |\n|---|---|---|---|\n| Who flies | ~120 Brazilians | you '
             'two (+ whoever from Germany wants) | 15 Germans |\n| Cost for guests | very high | '
             'low | medium |\n| Cost for you | high (Lisbon venues, 135 people) | two events, '
             'but BH is cheaper | lowest |\n| Paperwork | simple (you live there) | civil in PT, '
             'party has no paperwork | marriage in BR + registering in PT/DE |\n\nWhich matters '
             'more to you – having both families in the same room, or keeping the big Brazilian '
             'party?'),
         (U, "his parents are older and his father can't do long flights, heart problem. but my "
             'grandma is 89 and she will never fly to europe. so...'),
         (A, "That pretty much answers it: the people who can't travel are on *both* sides, so "
             "one event can't have everyone. The split version lets each grandparent/parent be "
             "at one celebration:\n\n- **Civil ceremony in Lisbon** – small: Tobias' family, "
             'your parents, close friends. Lunch or dinner for ~30: roughly €4–6k.\n- **Big '
             'party in Brazil** for 120–150 people – where is most of your family? In a city '
             "like BH or Curitiba that's very roughly €12–16k depending on venue and buffet; in "
             'Rio or São Paulo more.\n\nThat leaves some of the €25k for flights and the '
             'unexpected.'),
         (U, "yes this. civil in lisbon small, party in BH. I'm from BH, all my family is there"),
         (A, 'Lovely. Have you thought about dates? The order matters a bit – the civil ceremony '
             'is the legal one, so many couples do it first and then the party feels like the '
             "'real' celebration."),
         (U, 'civil in september in lisbon and party in december in BH, everyone is on vacation '
             'in december there'),
         (A, 'Two things to weigh about December in BH:\n- **Flights**: Lisbon–Confins (there '
             'are direct flights) in December are often double the price of other months – that '
             'hits you and any German friends who want to come.\n- **Rain**: December–January is '
             'the heart of the rainy season in Minas, with heavy afternoon storms. Fine for an '
             'indoor venue, risky for anything outdoors.\n- Venues get booked very early for '
             'December weekends (end-of-year parties, formaturas).'),
         (U, 'hmm rain I forgot, and flights for tobias friends... ok change: party in july, is '
             'dry season and cheaper. then the civil must be before, may or june'),
         (A, "July is a good call: dry, sunny, mild days, and it's school winter holidays in "
             'Brazil, so people also have time.\n\nFor a civil marriage in Portugal with a '
             'foreign partner, roughly:\n- You open the **processo preliminar de casamento** at '
             'a Conservatória do Registo Civil (or online); the wedding then happens within 6 '
             'months of the approval.\n- **You**: full birth certificate (certidão de inteiro '
             'teor) with apostille – Conservatórias usually want it recent, issued within the '
             'last 6 months.\n- **Tobias**: German birth certificate (international format) and '
             'a certificate of no impediment (Ehefähigkeitszeugnis) from his Standesamt – this '
             'can take weeks.\n\nPlease confirm the exact list with your Conservatória – it '
             'varies a bit.\n\nNext steps:\n1. Pick 2–3 possible dates in May/June and contact a '
             'Conservatória.\n2. Order your certidão de inteiro teor with apostille – but not '
             "before January, so it's still valid in May/June.\n3. Tobias asks his Standesamt "
             'about the Ehefähigkeitszeugnis.\n4. Guest list + save-the-dates for July as soon '
             'as the date is fixed.\n5. Get quotes from 3 venues in BH; consider a local '
             "assessora (wedding planner), since you'll organise from far away."),
         (U, 'my mother is already looking venues in BH, she loves this kkkk. the certidão I '
             'will ask my cousin in BH to get it in january, she works in a cartório. I tell '
             'Tobias to call the standesamt in munich this week. save the dates later'),
         (A, 'Perfect division of labour 😄 One tip: ask your cousin to check the apostille is on '
             'the *inteiro teor* version – Portuguese Conservatórias often reject the short '
             '(breve relato) certificate.'),
         (U, 'obrigada!! one more, do you think 150 people party for 16 mil euros is realistic '
             'in BH?'),
         (A, 'Yes, realistic for a nice mid-range party. Very rough BH numbers:\n- Venue + '
             'buffet + drinks: ~R$450–650 per person → for 150 people R$68–98k (≈ €11–16k)\n- '
             'DJ/band, decoration, photographer: add R$15–30k\n\nSo €16k works if you keep it to '
             "~150 and don't go premium on everything. Above 150 it gets tight."),
         (U, 'ok then 150 people max, my mother will have to cut some cousins kkkk'),
         (A, "Ha – that's the hardest part of any Brazilian wedding. Boa sorte with the list, "
             'and parabéns again to you and Tobias! 💛'),
         decisions=(
             'Wedding budget max €25k',
             'Small civil ceremony in Lisbon plus a big party in Belo Horizonte',
             'Party in BH in July',
             'Civil ceremony in Lisbon before the party, in May or June',
             'Maximum 150 guests at the BH party',
         ),
         loops=(
             'Ask cousin in BH to get the apostilled inteiro teor birth certificate in January',
             'Tell Tobias to call the Munich Standesamt this week about his Ehefähigkeitszeugnis',
         ),
         facts=(
             'Lives in Lisbon',
             'Engaged to Tobias, who is German (from Munich)',
             'Is from Belo Horizonte; her family lives there',
         ),
         superseded=(
             'Civil ceremony in Lisbon in September',
             'Party in BH in December',
         ),
         split="tune-b"),
    case('tcc-german-b1-plan', 'chatgpt',
         (U, 'Hello. I will transfer to Düsseldorf office of my company from next April. It is '
             'trading company. My German is A2 level now, I studied 1 year with Duolingo and '
             'textbook. I want to reach B1 before moving. Please make study plan. I can study 1 '
             'hour on weekday and 3 hours on weekend.'),
         (A, "That's a realistic goal. Going from A2 to B1 usually takes about 150–200 hours. "
             'With 1 h × 5 weekdays + 3 h × 2 weekend days = 11 h/week, you have roughly 20 '
             "weeks until April → ~220 hours. Enough, if it's focused.\n\nTwo questions before I "
             'make the plan:\n1. Do you need a certificate (for visa or company), or is B1 just '
             'for yourself?\n2. Which textbook are you using, and where are you in it?'),
         (U, 'Company does not need certificate. But I want it for my motivation. Textbook is '
             'Netzwerk neu A2, I am in chapter 9.'),
         (A, 'A certificate is a great motivator – a fixed date makes studying much easier. '
             'Options in Japan:\n- **Goethe-Zertifikat B1** – Goethe-Institut Tokyo and '
             'Osaka/Kyoto. Modular: you can take the four parts together or separately.\n- '
             '**telc Deutsch B1** – common in Germany, fewer exam centres in Japan.\n- **ÖSD '
             'B1** – Austrian, also accepted widely.\n\nGoethe is the easiest choice if you live '
             'near Tokyo or Osaka. Exam places fill up, so check registration early.'),
         (U, 'I live in Yokohama, so Tokyo is ok. I will take Goethe B1 in February. Then 2 '
             'months before moving.'),
         (A, 'Good choice – February leaves a buffer to retake a module if needed.\n\n**Weekdays '
             '(60 min)**\n- 15 min Anki (vocabulary)\n- 25 min textbook: finish Netzwerk neu A2 '
             '(ch. 9–12), then Netzwerk neu B1\n- 20 min listening: *Nicos Weg* B1 (Deutsche '
             'Welle, free) or Easy German on YouTube\n\n**Weekend (3 h)**\n- 1 h writing: '
             'B1-type emails (Schreiben Teil 1–3)\n- 1 h exam practice (Goethe model tests are '
             'free online)\n- 1 h speaking: a tutor on italki, or a tandem partner via the '
             'Tandem app'),
         (U, 'Thank you, this plan is good. Anki I use already, how many new cards per day is '
             'good?'),
         (A, 'For your time budget: **10–15 new cards per day**. 15/day gives ~2,000 new words '
             'by February, and reviews will settle around 100–150 per day, which is ~15–20 '
             'minutes. More than 20 new cards usually makes the review pile explode after a few '
             'weeks.'),
         (U, 'ok 15. Speaking with tutor, not now. First I want more vocabulary and grammar.'),
         (A, 'Understandable – just keep in mind that speaking is a quarter of the Goethe exam, '
             "and it's the part that improves slowest. If a tutor feels like too much for now, "
             'try **shadowing**: play a short Nicos Weg dialogue, pause, and repeat it out loud '
             'with the same rhythm. 5 minutes a day helps pronunciation and speaking speed a lot.'),
         (U, 'My wife also want to learn German. She is complete zero. Can we study together?'),
         (A, "Yes, but at different levels it's better to study separately and *practise* "
             'together:\n- She starts with an A1 course (Goethe Tokyo has A1 classes, or an app '
             '+ *Nicos Weg* A1).\n- Together: label things at home in German (der Kühlschrank, '
             'die Tür…), watch *Die Sendung mit der Maus*, cook from a German recipe once a '
             'week.\n- In Düsseldorf she can join an integration course at the VHS – they are '
             'subsidised.'),
         (U, 'And my daughter is 5, she will go to kindergarten there. Japanese kindergarten or '
             'German Kita better?'),
         (A, 'Both are real options in Düsseldorf – it has one of the largest Japanese '
             'communities in Europe, with Japanese kindergartens and a Japanese school.\n\n- '
             "**German Kita**: at 5 she'll pick up German very fast, and it helps her later in a "
             'German school. Many families add a Saturday Japanese school so she keeps her '
             'Japanese.\n- **Japanese kindergarten**: easier start, same language and customs – '
             'but less German, and places can be limited.\n\nWhichever you choose, apply early: '
             "Kita places in Düsseldorf are scarce, and you register online via the city's "
             '*Kita-Navigator* once you have an address.'),
         (U, 'Hmm. We think about it more. My wife prefers Japanese kindergarten, I prefer '
             'German. We discuss tonight.'),
         (A, 'Good luck with the discussion 🙂 To wrap up, next steps:\n1. Check Goethe-Institut '
             "Tokyo's B1 dates in February and when registration opens.\n2. Set Anki to 15 new "
             'cards/day.\n3. Book one trial lesson on italki in December, when you have more '
             'vocabulary.\n4. Start *Nicos Weg* B1 episodes.\n5. Register on the Düsseldorf '
             'Kita-Navigator as soon as you have an address.'),
         (U, '1 I check this week. Anki I changed already. Nicos Weg I try tonight after dinner. '
             'tutor is still no 😅'),
         (A, 'Alles klar! Viel Erfolg – and ganbatte with the family discussion tonight.'),
         decisions=(
             'Take the Goethe-Zertifikat B1 in Tokyo in February',
             'Study German 1 h on weekdays and 3 h on weekends, following the weekday/weekend '
             'plan',
             'Continue with Netzwerk neu A2 and then Netzwerk neu B1',
             'Anki with 15 new cards per day',
         ),
         loops=(
             'Check Goethe-Institut Tokyo B1 dates and registration for February this week',
             'Try Nicos Weg (Deutsche Welle) tonight after dinner',
             'Discuss with wife tonight: Japanese kindergarten or German Kita for daughter',
         ),
         facts=(
             "Being transferred to his company's Düsseldorf office next April",
             'Works at a trading company',
             'German is at A2 level (Netzwerk neu A2, chapter 9)',
             'Lives in Yokohama',
             'Married; wife is starting German from zero',
             'Has a 5-year-old daughter',
         ),
         split="tune-b"),
    case('tcc-indie-puppy-and-cat', 'claude-ai',
         (U, 'Hi! we are adopting an indie puppy from a rescue here in Bangalore, she is 3 '
             'months old, we pick her up next saturday. we already have a cat, 7 years, very '
             'moody one, she hides under the bed when guests come. what all I need to do before '
             'bringing puppy home? we stay in 2BHK on 4th floor in HSR layout, no garden'),
         (A, "How exciting! Indies are wonderful, hardy dogs. Here's a prep list:\n\n**Health**\n"
             '- Ask the rescue for her vaccination card and deworming record.\n- First vet visit '
             'within the first week.\n\n**Space**\n- A puppy area with a bed, water and '
             "newspaper/pee pads – somewhere she can see the family.\n- Keep the cat's food, "
             'litter box and favourite spots out of puppy reach.\n\n**Cat safety**\n- Give your '
             'cat high escape routes (shelves, cat tree, top of a cupboard) – for a shy cat this '
             "is the most important thing.\n- Don't let them meet face to face on day one.\n\n"
             '**Supplies**: puppy food, steel bowls, collar + leash, chew toys, enzyme cleaner '
             'for accidents.'),
         (U, 'rescue said first 2 vaccines done, anti rabies pending. and food, which one? royal '
             'canin is too costly yaar'),
         (A, "Good, so she'll need anti-rabies at around 3–4 months – your vet will time it, "
             'possibly along with the next booster.\n\nFood options that are easier on the '
             'wallet:\n- **Drools Puppy** – widely available, decent protein.\n- **Pedigree Pro '
             'Puppy** – also fine.\n- **Home-cooked** (chicken, rice, egg, veggies) – works well '
             'for indies, but ask the vet about calcium, because puppies need it balanced.\n\n'
             'Avoid onion, garlic, grapes/raisins, chocolate and very salty or spicy food.'),
         (U, 'we will do drools puppy. my mother in law stays with us and she will anyway feed '
             'her curd rice, cant stop her lol'),
         (A, "Ha, every Indian dog's grandmother! 😄 Plain curd rice in small amounts is actually "
             'fine – just no salt, no tadka, no onion. Keep it as a treat on top of the Drools, '
             'not a replacement, so she still gets enough protein while growing.'),
         (U, 'ok. suggest name also, she is brown with white socks 🐶'),
         (A, 'Cute! Some ideas: **Socks**, **Biscuit**, **Toffee**, **Chikki**, **Laddoo**, '
             '**Jalebi**, **Mocha**, **Coco**, **Kaju**.'),
         (U, "LADDOO 😂 husband will say no but I'm deciding this one"),
         (A, "Laddoo it is – a brown, round, sweet puppy, it's perfect. 🟤"),
         (U, 'where should she stay first few days? spare room is my WFH room so i cant give '
             'that. i was thinking balcony area, its covered'),
         (A, "I'd avoid the balcony, for a few reasons:\n- **4th floor**: at 3 months, puppies "
             'can squeeze through surprisingly small gaps in railings or grills.\n- **Weather**: '
             'Bangalore rain blows in sideways, and afternoons can get hot even on covered '
             "balconies.\n- **Loneliness**: alone on the balcony she'll cry more at night, and "
             "house training is slower when she can't see you.\n\nBetter: a **corner of the "
             'hall/living room** with a playpen or baby gate. She can see and hear the family, '
             'and your cat can watch her from a high place without being forced to meet her.'),
         (U, 'ok ok you scared me, hall corner with gate then'),
         (A, 'Good. A plan for the cat introduction:\n\n- **Days 1–3**: puppy in her gated '
             'corner, cat keeps the rest of the house. Swap blankets so they get used to each '
             "other's smell.\n- **Days 4–7**: feed both at the same time on either side of the "
             'gate, with a bit of distance.\n- **Week 2**: short meetings with the puppy on a '
             'leash; the cat can always leave to a high place. Treats for calm behaviour from '
             'both.\n- Never hold the cat to "make friends" – with a shy cat that sets you back '
             'weeks.'),
         (U, 'ok one week separate we can do'),
         (A, 'Next steps:\n1. Book a vet visit in the first week – anti-rabies timing and a '
             'deworming check.\n2. Buy a baby gate/playpen and a cat tree or wall shelf for '
             'escape routes.\n3. Look at pet insurance – several Indian insurers now cover '
             'dogs.\n4. Register her with BBMP for the pet licence.\n5. Puppy-proof: hide '
             'charger cables, lift shoes and slippers.'),
         (U, 'we have a vet already for the cat, Dr. Rao in HSR, I will book for sunday since '
             'saturday we pick her. baby gate husband is ordering today itself from amazon. '
             'cables good point, i will do it this week, my WFH setup has wires everywhere'),
         (A, "Sounds like you're well prepared. Wishing you a smooth first week with Laddoo – "
             'and patience to the cat! 🐾'),
         decisions=(
             'Adopt a 3-month-old indie puppy from a Bangalore rescue',
             'Feed the puppy Drools Puppy',
             'Name the puppy Laddoo',
             'Puppy stays in a gated corner of the hall',
             'Keep puppy and cat separated for the first week',
         ),
         loops=(
             'Pick up the puppy next Saturday',
             'Book a vet visit with Dr. Rao for Sunday (anti-rabies)',
             'Puppy-proof the cables of her WFH setup this week',
         ),
         facts=(
             'Lives in a 4th-floor 2BHK in HSR Layout, Bangalore, no garden',
             'Has a 7-year-old cat who is moody and hides from guests',
             'Married; her mother-in-law lives with them',
             'Works from home; the spare room is her home office',
             'Their vet is Dr. Rao in HSR Layout',
         ),
         superseded=(
             'Keep the puppy in the covered balcony area',
         ),
         split="tune-b"),
    case('tcc-lagos-first-car', 'chatgpt',
         (U, 'how far. i wan buy my first car, budget na 12m naira max, no be more. i dey think '
             'camry 2010 or corolla. tokunbo or nigerian used which one better? i dey lagos, '
             'ikeja'),
         (A, 'Good question – this choice matters more than the model.\n\n**Tokunbo '
             '(foreign-used)**\n- ✅ Usually better maintained, lower real mileage, fewer local '
             '"repairs"\n- ❌ Higher price; some US imports are salvage/flood cars – you must '
             'check the history\n\n**Nigerian-used**\n- ✅ Cheaper, more choice in your budget\n- '
             '❌ Unknown history, mileage often rolled back, roads and fuel quality take their '
             'toll\n\n**Camry 2010 vs Corolla**\n- Camry: more space and comfort, bigger engine, '
             'higher fuel use.\n- Corolla: cheaper parts, cheaper to run, very easy to '
             'resell.\n\nPrices move fast with the naira, so check current listings (Jiji, '
             'Cars45, dealer lots), but ₦12m should reach a clean tokunbo Corolla of the early '
             '2010s, or a Camry around 2009–2010.\n\nWhat will you mostly use it for – daily '
             'commute, family, business?'),
         (U, 'i like camry sha, e get presence, people go respect you small 😂. make i go for '
             'camry 2010'),
         (A, 'Fair, a Camry does look good 😄 If you go Camry 2010, check these:\n- **Engine '
             '(2.4, 2AZ-FE)**: some of these engines burn oil – mostly the 2007–2009 ones, but '
             'check 2010 too.\n- **Gearbox**: smooth shifts, no jerking from 1st to 2nd.\n- '
             "**AC**: must blow cold within a minute – you'll need it in Lagos traffic.\n- "
             '**Flood signs**: rust under the seats, damp smell, mud in the spare-wheel well.\n- '
             '**Papers**: customs duty papers, proof of ownership, plate number history.'),
         (U, 'oil consumption? wetin be that'),
         (A, 'It means the engine "drinks" engine oil – the piston rings don\'t seal well, so '
             'oil gets burned inside the engine. The owner must keep topping up oil between '
             'services, and if they forget, the engine can get damaged.\n\nHow to check:\n- Ask '
             'the seller how often they add oil.\n- Look for blue-ish smoke from the exhaust, '
             'especially when you start it or rev it.\n- Check the dipstick: very low oil on a '
             'car that was "just serviced" is a red flag.\n- Let your mechanic look at the spark '
             'plugs – oily plugs tell the story.'),
         (U, 'hmm. but fuel price now na wahala. i go drive from ikeja go VI every day for work, '
             'traffic na die. corolla go save me fuel abi?'),
         (A, 'Yes – with that commute it makes a real difference. In heavy Lagos traffic, '
             'roughly:\n- Camry 2.4: ~7–8 km per litre\n- Corolla 1.8: ~9–11 km per litre\n\nOn '
             'Ikeja ↔ VI every day (say 50–60 km with all the crawling), the Corolla will likely '
             "use **20–25% less fuel**. Over a year that's a lot of money at today's pump "
             "prices. Parts and servicing are also cheaper. For your use I'd pick the Corolla."),
         (U, 'ok corolla. tokunbo 2012 or 2013, no nigerian used'),
         (A, 'Good choice. Inspection checklist for a tokunbo Corolla:\n1. **VIN check** on '
             'Carfax or AutoCheck before anything else – look for "salvage", "flood", "total '
             'loss" and the mileage history.\n2. **Customs papers**: verify the duty papers are '
             'genuine.\n3. **Bring a mechanic** – OBD scan for stored error codes, check the '
             'engine and suspension, look underneath.\n4. **Test drive** at least 20 minutes, '
             'including some bad road and some speed.\n5. **No deposit** before the checks are '
             'done. Pay by bank transfer and get a receipt.\n6. Change of ownership done '
             'properly, with all original documents.'),
         (U, 'my mechanic dey, i go carry am go inspect. the VIN i go check am myself before i '
             'pay any kobo'),
         (A, 'Perfect. Also put aside money for things after the purchase – registration/papers '
             'update, plate if needed, insurance and a first full service (oil, filters, plugs, '
             "brake pads): maybe **₦400–700k extra**, so don't spend the full ₦12m on the car "
             'itself.\n\nInsurance: **third-party is compulsory**. Comprehensive covers your own '
             "car too (theft, accident) and usually costs a few percent of the car's value per "
             'year.'),
         (U, 'third party first. comprehensive later when money settle'),
         (A, 'That works. If ₦12m plus the extras gets tight, some banks and asset-finance '
             'companies do car loans for salaried workers – but with current interest rates, '
             'buying cash is usually better if you can.'),
         (U, 'na so. thanks boss 🙏🏾'),
         (A, "You're welcome! Safe driving, and may you get a clean one. 🚗"),
         decisions=(
             'Car budget max ₦12m',
             'Buy a tokunbo Toyota Corolla 2012/2013, not Nigerian-used',
             'Third-party insurance only for now; comprehensive later',
         ),
         loops=(
             'Take his mechanic along to inspect the car',
             "Check the car's VIN himself before paying anything",
         ),
         facts=(
             'Lives in Ikeja, Lagos',
             'Commutes daily from Ikeja to Victoria Island for work',
             "Buying his first car (doesn't own one yet)",
             'Has his own mechanic',
         ),
         superseded=(
             'Buy a 2010 Toyota Camry',
         ),
         split="tune-b"),
    case('tcc-kleinunternehmer-2026', 'chatgpt',
         (U, 'Hi, I have a question to the Kleinunternehmerregelung. I am freelance UX designer '
             'since 2021 and Kleinunternehmer till now. 2024 I had 23.400 € Umsatz, this year it '
             'will be around 31.000 €. What happens now? Must I already charge VAT this year?'),
         (A, 'Short answer: **not this year – but from 1 January 2026.** (General information, '
             'not tax advice.)\n\nSince 2025, § 19 UStG works like this:\n- **Previous year ≤ '
             '€25,000** *and* **current year ≤ €100,000** → you are Kleinunternehmer.\n- The '
             '€100,000 is a hard limit: if you cross it during the year, the status ends '
             'immediately with that sale.\n\nFor you:\n- **2025**: 2024 was €23,400 (≤ 25k) and '
             '2025 will be far below 100k → you stay Kleinunternehmer all year, even at €31k.\n- '
             "**2026**: 2025 will be above €25k → from 1 January 2026 you're taxed normally: 19% "
             'USt on your invoices, USt-Voranmeldungen, and you can deduct input VAT (Vorsteuer) '
             'on business purchases.'),
         (U, 'Ok good. My clients are mostly agencies, only 2 private persons. So 19% on top is '
             'no problem for them I think?'),
         (A, 'Right. Agencies can deduct the 19% as input VAT, so for them your net price stays '
             "the same – they won't feel it.\n\nFor the two private clients it's different: they "
             "can't deduct it, so either they pay 19% more, or you lower your net price so the "
             'gross stays the same.'),
         (U, 'The private ones are small, I keep my prices and they pay the 19% on top. Other '
             'question: I want to buy a new MacBook, 3.000 €, in November. Can I get the VAT '
             'back if I leave Kleinunternehmer already now?'),
         (A, 'Possible, but think about it first. Three options:\n\n1. **Opt out now '
             '(Verzicht)** – you become a regular VAT payer right away. You could deduct ~€479 '
             'input VAT on the MacBook, **but** the waiver binds you for 5 calendar years, and '
             "you'd have to charge 19% for the rest of 2025 (your private clients pay more two "
             "months earlier).\n2. **Buy in January 2026** – you're a regular VAT payer then "
             'anyway, so you deduct the same ~€479, without any extra commitment.\n3. **Buy in '
             'November as Kleinunternehmer** – no deduction now. A partial correction later (§ '
             "15a UStG) is possible in theory because you'll use it for taxable sales from 2026, "
             "but it's pro rata and more paperwork.\n\nIf your current laptop can hold out two "
             'months, option 2 is the simplest.'),
         (U, 'Then I buy the MacBook in january. My old one still works, is only slow. I will '
             'survive 2 months 😅'),
         (A, 'Makes sense. Just make sure the invoice is in your name/business name and shows '
             "the VAT separately – otherwise you can't deduct it."),
         (U, 'What I must do concrete for january?'),
         (A, 'Next steps for the switch:\n1. **Invoice template**: net amount, 19% USt, gross '
             'amount, your Steuernummer – and remove the § 19 note ("Gemäß § 19 UStG wird keine '
             'Umsatzsteuer berechnet").\n2. **Tell your clients in December** that from 1 '
             "January your invoices will include 19% USt.\n3. **ELSTER**: you'll file "
             'USt-Voranmeldungen (the Finanzamt tells you how often – often quarterly at first). '
             'Make sure your ELSTER access works.\n4. **E-invoices**: since 2025 every business '
             'must be able to *receive* e-invoices (XRechnung/ZUGFeRD); *sending* them B2B '
             'becomes mandatory from 2027/2028. Bookkeeping software like lexoffice or sevDesk '
             'handles both.\n5. **Consider a Steuerberater** for the first year after the switch.'),
         (U, 'Invoice template I make in december. Clients I write a mail also in december. '
             'ELSTER I have since years. Steuerberater no, I do my taxes alone since 2021, it '
             'works. oh wait, one agency is in Amsterdam. what then?'),
         (A, "For a business client in the Netherlands it's **reverse charge**:\n- The service "
             'is taxed in the Netherlands, and the Dutch agency pays the VAT there, not you.\n- '
             'Your invoice shows **no German USt**, only the net amount, plus the note '
             '"Steuerschuldnerschaft des Leistungsempfängers / reverse charge", and both VAT '
             'IDs.\n- You need a **USt-IdNr.** – apply online at the Bundeszentralamt für '
             "Steuern (BZSt). It's free and usually takes 1–2 weeks.\n- From 2026 you also file "
             'a **Zusammenfassende Meldung** (ZM) for these services.'),
         (U, 'ok I apply the USt-IdNr this week, then it is done.'),
         (A, 'Good – you apply through the BZSt online form with your Steuernummer and Finanzamt '
             "details, and the number comes by post. Then you're set for January. Viel Erfolg!"),
         decisions=(
             'Stay Kleinunternehmer for 2025; no voluntary opt-out',
             'Buy the new MacBook in January 2026 to deduct the VAT',
             'Keep net prices; private clients pay the 19% VAT on top from 2026',
         ),
         loops=(
             'Update the invoice template for 19% USt in December',
             'Email clients in December that invoices include 19% USt from 1 January',
             'Apply for a USt-IdNr at the BZSt this week',
         ),
         facts=(
             'Freelance UX designer since 2021',
             'Kleinunternehmer (no VAT charged) until end of 2025',
             'Had €23,400 revenue in 2024',
             'Clients are mostly agencies, one of them in Amsterdam; two private clients',
             'Does her own taxes without a Steuerberater',
             'Has an ELSTER account',
         ),
         split="tune-b"),
    case('tcc-ms-germany-vs-canada', 'claude-ai',
         (U, 'Hi. I am having 2 years experience as design engineer in auto component company in '
             'Pune. B.Tech mechanical, CGPA 7.8. I want to do MS in automotive or mechatronics. '
             'Confused between Germany and Canada. My parents can give 10 lakhs max, rest I have '
             'to manage with loan. kindly suggest'),
         (A, 'Your profile is solid for both – 2 years of relevant industry experience counts a '
             'lot. The big difference is money.\n\n| | Germany | Canada |\n|---|---|---|\n| '
             'Tuition | Public universities mostly free (semester fee ~€150–350). Exceptions: '
             'Baden-Württemberg €1,500/semester for non-EU, TU Munich ~€4,000–6,000/semester for '
             'non-EU | CAD 20,000–45,000 per year |\n| Living proof | Blocked account '
             '~€11,900/year | ~CAD 20,000+ shown funds |\n| Rough 2-year total | ₹20–25 lakh | '
             '₹45–60 lakh |\n| Work after | 18-month job-seeker permit | PGWP, but rules and '
             'study-permit caps have tightened |\n| Language | English programmes exist, but '
             'German matters a lot for jobs, esp. automotive | English |\n\nWith ₹10 lakh from '
             'family, Germany means a much smaller loan.'),
         (U, 'Germany then. Canada loan will be 40 lakhs, not possible for my family.'),
         (A, 'Makes sense. Programmes worth a look (please verify language and requirements on '
             'each site, they change):\n- **RWTH Aachen** – MSc Automotive Engineering (English, '
             'very competitive)\n- **TU Munich** – Automotive Engineering (tuition for non-EU)\n'
             '- **KIT Karlsruhe** – Mechatronics and Information Technology (BW fee '
             '€1,500/semester)\n- **TU Chemnitz** – Automotive Software Engineering / Advanced '
             "Manufacturing\n- **TH Ingolstadt** – automotive master's in English, close to "
             'Audi\n\nImportant for Indian applicants: you need an **APS certificate** (document '
             'verification) for the visa, and many universities want it with the application. '
             'Also, many applications go through **uni-assist**. Winter-intake deadlines are '
             'typically between mid-January and end of May.'),
         (U, 'what is APS?? nobody told me this'),
         (A, 'APS = Akademische Prüfstelle, run by the German embassy in New Delhi. They verify '
             'that your degree and marks are genuine before German universities and the visa '
             'office accept them.\n- Apply online on the APS India website, then send your '
             'documents.\n- Fee is around ₹18,000.\n- Processing takes several weeks, sometimes '
             "longer in peak season – so start **now**; it's the bottleneck for many students."),
         (U, 'ok i will apply APS this week itself. TUM is out then, fees too much. so RWTH, '
             'KIT, TU Chemnitz, THI. which intake?'),
         (A, '**Winter 2026** (starting October 2026). Summer 2026 is too tight with APS still '
             "pending, and most English-taught automotive master's only admit in winter anyway. "
             'Applications for winter usually open December–January and close between March and '
             'July depending on the university.'),
         (U, 'winter 2026. and IELTS or TOEFL?'),
         (A, 'Both are accepted almost everywhere. IELTS is more common in India, has more test '
             'dates, and many students find the speaking test (face-to-face) easier. Aim for '
             '**6.5 overall, ideally 7.0** – some RWTH programmes require 6.5 with no band below '
             '6.'),
         (U, 'IELTS. i will book for december, i think 6 weeks prep is enough'),
         (A, 'Six weeks is fine with your background. Next steps:\n1. **APS** application – this '
             'week.\n2. **IELTS** – book December, prep with Cambridge practice tests.\n3. '
             "**SOP** – write a first draft and send it to me, I'll review it.\n4. **Start "
             'German A1 now** (Max Mueller Bhavan Pune or online) – it makes a big difference '
             'for Werkstudent jobs and later full-time jobs.\n5. **Blocked account** – compare '
             'Expatrio, Fintiba, Coracle later.\n6. **LORs** – one academic (professor) and one '
             'professional (your manager).'),
         (U, 'SOP i will write this weekend and send you. LOR i will ask my manager, he is nice, '
             'professor i have to see. blocked account later only'),
         (A, 'Good plan. For the SOP, focus on one or two concrete projects from your job (what '
             'you designed, what problem, what result) and connect them to why '
             "automotive/mechatronics at *these* universities. Send it whenever it's ready."),
         decisions=(
             'Do the MS in Germany, not Canada',
             'Skip TU Munich because of non-EU tuition fees',
             'Shortlist: RWTH Aachen, KIT, TU Chemnitz, TH Ingolstadt',
             'Aim for the winter 2026 intake',
             'Take IELTS rather than TOEFL',
         ),
         loops=(
             'Apply for the APS certificate this week',
             'Book the IELTS exam for December',
             'Write the SOP draft this weekend and send it for review',
             'Ask his manager for a letter of recommendation',
         ),
         facts=(
             'B.Tech in Mechanical Engineering, CGPA 7.8',
             'Design engineer at an auto component company in Pune for 2 years',
             'Parents can contribute up to ₹10 lakh for his studies',
         ),
         split="tune-b"),
    case('tcc-fukuoka-cafe-lunch-set', 'chatgpt',
         (U, 'Hello. I run small cafe in Fukuoka with my husband, 12 seats. Rice and coffee '
             'beans become very expensive, our profit is very low now. Latte is 480 yen. Should '
             'I raise price? Customers are mostly regular, office workers and old people from '
             'neighborhood.'),
         (A, 'Many small cafés in Japan are in the same situation this year. There are four '
             'levers:\n\n1. **Raise prices** a little – the most direct.\n2. **Increase spend '
             'per customer** – e.g. a set menu, so each customer spends a bit more.\n3. **Lower '
             'costs** – portions, waste, supplier.\n4. **More customers at quiet times** – '
             'takeout, afternoon offers.\n\nWith regular customers, 2 often works better than a '
             'big price jump. Two questions: what does one latte cost you now, and what sells '
             'best?'),
         (U, 'Latte cost is maybe 130 yen now (milk also up). Best seller is our keema curry, '
             'lunch time it is full.'),
         (A, 'Then a **lunch set** built around the curry is the obvious idea.\n\nExample: keema '
             'curry + small salad + coffee or tea.\n- Your cost: curry ~280 + salad ~60 + drip '
             'coffee ~60 = ~¥400\n- At **¥1,200**, gross margin is ~67%\n- Latte instead of '
             'coffee: +¥100 (latte costs you ~¥70 more than drip)\n\nCustomers feel they get a '
             'good deal, and you sell a drink with almost every curry.'),
         (U, 'Set is curry + small salad + coffee or tea, 1,200 yen. Latte +100 yen.'),
         (A, 'Good – simple and easy to explain on the board.'),
         (U, 'And latte price... I am afraid regular customers will leave. They come every day.'),
         (A, "Regulars usually accept a small increase if it's explained honestly. Suggestion:\n"
             "- Raise latte to **¥520** (+8%), keep drip coffee the same, so there's still a "
             'cheaper option.\n- Put a small handwritten notice up two weeks before: costs of '
             'milk and beans have gone up, thank you for your understanding.\n- Optional: a '
             'stamp card (10th drink free) to say thank you to the daily customers.'),
         (U, '520 is too much for old customers I think. I will make 500 only. Stamp card we had '
             'before, nobody use, so no.'),
         (A, '¥500 is a reasonable compromise: margin per latte goes from ¥350 to ¥370, and ¥500 '
             'is a "round" price that feels less like a jump.\n\nSome more ideas for extra '
             'sales:\n- **Instagram Reels** of the curry being served – food videos work very '
             'well for lunch places.\n- **Google Business Profile**: update opening hours, '
             'photos and the lunch set – many office workers choose lunch from Google Maps.\n- '
             '**Takeout bento** of the keema curry for office workers who have no time to sit.'),
         (U, 'Instagram my daughter will help, she is university student and good at it. Google '
             'I do not understand well.'),
         (A, "It's simpler than it sounds. Google Business Profile is the information card that "
             'appears when people search your café on Google Maps. You (or your daughter) can:\n'
             '1. Search for your café on Google Maps and tap "Claim this business" / or open '
             'business.google.com.\n2. Check opening hours and phone number.\n3. Add 3–5 photos: '
             'the curry set, the latte, the inside of the café.\n4. Reply to reviews – a short '
             '"thank you" is enough.'),
         (U, 'Thank you. So what we do now?'),
         (A, 'Next steps:\n1. Decide the start date for the lunch set and update the menu '
             'board.\n2. Put up a small notice about the latte price two weeks before the '
             'change.\n3. Add a lunch set photo to your Google Business Profile.\n4. Count how '
             'many lunch sets you sell for 4 weeks (a simple tally is enough).\n5. Ask your '
             'daughter for 3 short Instagram Reels of the curry.'),
         (U, 'Lunch set we start 1 December. Menu board my husband writes, he has nice '
             'handwriting. Latte price change also 1 December. Notice I write this week.'),
         (A, "That's a clear plan. I hope December brings full lunch tables – good luck to you "
             'and your husband! ☕🍛'),
         decisions=(
             'Lunch set: keema curry + small salad + coffee or tea for ¥1,200; latte +¥100',
             'Raise latte from ¥480 to ¥500, not ¥520',
             'Start the lunch set and the new latte price on 1 December',
         ),
         loops=(
             'Write the notice about the latte price change this week',
         ),
         facts=(
             'Runs a 12-seat café in Fukuoka with her husband',
             "Keema curry is the café's best seller",
             'Café customers are mostly regulars: office workers and elderly neighbours',
             'Daughter is a university student',
         ),
         split="tune-b"),
    case('tcc-ledger-system-design-mock', 'claude-ai',
         (U, 'hey, i have system design interview next thursday, senior backend at fintech in '
             'Berlin (remote, i stay in Wrocław). 6 years java/spring. i never did system design '
             'interview before honestly. can you do mock with me?'),
         (A, 'Sure! A typical 45–60 min system design round goes:\n1. Clarify requirements '
             '(functional + non-functional) – 5 min\n2. Rough estimates (users, QPS, storage) – '
             '5 min\n3. API + data model – 10 min\n4. High-level architecture – 10 min\n5. Deep '
             'dives + trade-offs – the rest\n\nPick a problem:\n- **a)** Payment ledger / '
             'wallet\n- **b)** Rate limiter\n- **c)** Notification service'),
         (U, 'ledger, they are fintech so probably'),
         (A, 'Good call. **Prompt:** *Design the ledger for a digital wallet. Users hold EUR '
             'balances, can send money to each other, and top up from a card via an external '
             'payment provider. 5M users, peak 200 transfers/second.* Start with requirements – '
             'and then walk me through your design.'),
         (U, 'ok. functional: transfer, topup, see balance and history. non functional: '
             'consistent, no money lost, available. 200 tps is not much. i would use postgres, '
             'table accounts with balance column and table transactions (id, from, to, amount, '
             'created_at). transfer = one db transaction: update balance from -amount, to '
             '+amount, insert transaction. for scale read replicas for history'),
         (A, 'Solid start: you picked a relational DB with ACID, noticed that 200 TPS is small, '
             "and kept the transfer atomic. For a *senior* fintech loop, though, they'll push on "
             'these gaps:\n\n1. **Idempotency** – the client times out and retries → the '
             'transfer happens twice. You need an idempotency key from the client, with a unique '
             'constraint.\n2. **Double-entry** – instead of one row with from/to, write '
             '*entries*: −100 on A, +100 on B, summing to zero per transaction. Entries are '
             'immutable; corrections are new entries. Balance is derived (or a cached column '
             'updated in the same transaction).\n3. **Concurrency** – two transfers from the '
             'same account at once: `SELECT … FOR UPDATE`, and lock accounts in a fixed order '
             '(e.g. by id) to avoid deadlocks.\n4. **Money type** – amounts in minor units '
             '(`bigint` cents), never float.\n5. **Top-ups are asynchronous** – the PSP confirms '
             'later via webhook: pending → settled/failed states, and an outbox table to publish '
             'events reliably.\n6. **Reconciliation** – a daily job comparing your ledger with '
             'PSP reports.\n\nAs an answer today I\'d rate it "solid mid-level". Follow-up '
             'question: *the PSP sends the same top-up webhook twice. What happens in your '
             'design?*'),
         (U, 'ok idempotency i forgot totally 🙈 double entry i know only from theory. webhook '
             'twice - i would check if transaction with psp_id exists, if yes ignore'),
         (A, 'Right idea, but check-then-insert has a race: two webhook deliveries processed in '
             'parallel both see "doesn\'t exist" and both insert.\n\nBetter: put a **unique '
             'constraint on `psp_reference`** and do `INSERT … ON CONFLICT DO NOTHING` in the '
             "*same* transaction as the ledger entries. If the insert affects 0 rows, it's a "
             'duplicate and you return 200 to the PSP without booking anything. The database '
             'enforces it, not your code.'),
         (U, 'ah right, race. ok. how i prepare in 6 days, i have only evenings, like 2h, and '
             'weekend full'),
         (A, "Plan for 6 days:\n\n- **Fri (2h)**: double-entry ledgers – Modern Treasury's "
             '"Accounting for developers" posts; sketch entries for transfer, top-up, refund.\n- '
             '**Sat (full)**: mock #2 (rate limiter) in the morning; afternoon *Designing '
             'Data-Intensive Applications* ch. 7 (transactions) + ch. 9 (consistency).\n- **Sun '
             '(full)**: idempotency, outbox pattern, sagas; mock #3 (notification service).\n- '
             '**Mon (2h)**: back-of-the-envelope estimation practice.\n- **Tue (2h)**: redo the '
             'ledger mock from scratch, timed; prepare your questions for them.\n- **Wed**: '
             'light review, sleep early.\n\nAlso prepare: questions for the interviewer, and '
             'your salary expectation.'),
         (U, 'plan is ok. saturday morning we do rate limiter mock here. DDIA i have on the '
             'shelf, ch 7 i read tonight. and salary i know already, i will ask 95k, recruiter '
             'said range is 85-100'),
         (A, '95k inside an 85–100k range is well positioned – high enough to leave room, not so '
             "high it looks uninformed.\n\nOne thing to clarify, since you'd work from Poland "
             'for a German company: **contract type**. They might hire you via an Employer of '
             'Record (Polish employment contract), or on B2B. Net income differs a lot between '
             'the two, so ask whether the 85–100k is gross employment or B2B.'),
         (U, 'good point, contract type i ask the recruiter tomorrow, i prefer b2b because of '
             'polish taxes'),
         (A, 'Makes sense – then also ask how invoicing, paid days off and notice period work '
             'under their B2B setup. See you Saturday for the rate limiter – come with '
             'requirements questions ready. Powodzenia!'),
         decisions=(
             'Practise the ledger/wallet problem for the fintech interview',
             'Follow the 6-day prep plan (2 h evenings, full weekend)',
             'Ask for €95k salary (recruiter range 85–100k)',
             'Prefer a B2B contract for the Berlin job (Polish taxes)',
         ),
         loops=(
             'System design interview for a senior backend role at a Berlin fintech next Thursday',
             'Rate limiter mock interview on Saturday morning',
             'Read DDIA chapter 7 tonight',
             'Ask the recruiter tomorrow about the contract type',
         ),
         facts=(
             'Backend developer with 6 years of Java/Spring',
             'Lives in Wrocław',
         ),
         split="tune-b"),
    case('tcc-pidgin-health-podcast', 'claude-ai',
         (U, "good evening. i'm a community pharmacist in Port Harcourt, 8 years now. i want "
             'start podcast to bust health myths in pidgin, because people believe anything wey '
             'dem see for whatsapp. help me brainstorm name and format'),
         (A, 'Love this – Pidgin reaches people that English health content never does. Some '
             'name ideas:\n\n1. **Na Lie Be That!**\n2. **Wetin Dey Cure You?**\n3. **Pharmacist '
             'Gist**\n4. **Myth Don Bust**\n5. **No Be Everything Be Medicine**\n6. **Drug '
             'Sense**\n7. **Health Gist for Naija**\n8. **Oga Pharmacist Talk**\n9. **WhatsApp '
             'Doctor No Be Doctor**\n10. **Body No Be Firewood**'),
         (U, 'Na Lie Be That 😂😂 i love it. but e no too negative?'),
         (A, "It's playful rather than negative – it sounds like a friend laughing off a rumour. "
             'A tagline can add the positive half:\n- *Na Lie Be That – wetin true about your '
             'health*\n- *Na Lie Be That – make we yarn the real thing*\n- *Na Lie Be That – '
             'your pharmacist go explain*'),
         (U, "keep Na Lie Be That, with 'wetin true about your health'"),
         (A, 'Nice. Format options:\n- **A. Short solo** – 10–15 min, one myth per episode. Easy '
             'to produce weekly, easy to share on WhatsApp.\n- **B. Interview** – 30–40 min with '
             'doctors, nurses, lab scientists. Deeper, but harder to schedule.\n- **C. Listener '
             'Q&A** – people send voice notes with what they heard, you answer.\n\nA mix of A '
             'and C works well: every episode starts with a real voice note.'),
         (U, 'short one, 15 min max. every episode one myth from voice notes people send me. '
             'guests maybe sometimes'),
         (A, 'Good. Episode structure (~15 min):\n1. **Cold open** – play the voice note (30s)\n'
             '2. **Wetin dem talk** – the myth and why people believe it\n3. **Wetin science '
             'talk** – simple explanation\n4. **Wetin you fit do** – practical advice\n5. **When '
             "to see doctor** – red flags\n\nTwo cautions:\n- **Consent**: ask people's "
             'permission before you play their voice on air – the Nigeria Data Protection Act '
             '2023 covers voice recordings. A one-line "by sending, you agree we fit play am" in '
             'your request message helps.\n- **No dosing advice** for specific people on air – '
             'keep it general and refer to a doctor/pharmacist in person.'),
         (U, 'consent good point, i go add am for the message wey people go send. weekly, sunday '
             "evening. first episode: 'take antibiotics for every small fever'"),
         (A, "Strong first topic – it's common, dangerous (resistance) and easy to explain. "
             'Outline:\n- Voice note: "Anytime I get fever, I take Ampiclox, e dey work"\n- Why '
             'people believe it: fever sometimes goes by itself, so the drug "worked"\n- '
             'Science: antibiotics kill bacteria, not viruses; most small fevers are viral or '
             'malaria\n- Harm: resistance, side effects, wasted money, masking malaria/typhoid\n'
             '- What to do: test (malaria RDT), fluids, paracetamol, see pharmacist/doctor\n- '
             'Red flags: fever > 3 days, stiff neck, confusion, child under 5 with high fever'),
         (U, 'equipment, i get blue yeti mic already. what else'),
         (A, 'The Yeti is good enough to start. Add:\n- **Closed headphones** to monitor while '
             'recording\n- **A quiet, soft room** – a wardrobe full of clothes or blankets on '
             "the wall kills echo (and generator noise helps to avoid, record when it's off)\n- "
             '**Audacity** (free) for editing\n- **Hosting**: Spotify for Creators (free) – it '
             'also distributes to Apple Podcasts\n- **Clips**: 60-second cuts for WhatsApp '
             "Status and TikTok – that's where your audience already is\n\nNext steps:\n1. "
             'Record 3 episodes before you launch, so you have a buffer.\n2. Cover art (Canva) '
             'with the title in bold Pidgin.\n3. A dedicated WhatsApp number for voice notes.\n'
             '4. A short disclaimer for the intro.\n5. Check if the PCN or your association has '
             'guidelines on public health communication by pharmacists.'),
         (U, '3 episodes before launch, yes. cover art my nephew dey do design, he go do am. '
             'whatsapp i go use my business line, no need new number. disclaimer write am for me '
             'now'),
         (A, 'Here\'s a short one, Pidgin first then English:\n\n> *"Wetin we dey yarn for Na '
             'Lie Be That na general health information, e no be treatment for your own body. If '
             'you dey sick, abeg see doctor or pharmacist wey go check you well well. No start '
             'or stop any medicine because of wetin you hear for here."*\n>\n> *"This podcast '
             'gives general health information, not personal medical advice. If you are ill, see '
             'a doctor or pharmacist. Do not start or stop any medicine based on this show."*\n\n'
             'About 20 seconds – you can record it once and reuse it.'),
         (U, 'perfect 🙏🏾 e sweet me'),
         decisions=(
             'Name the podcast "Na Lie Be That" with the tagline "wetin true about your health"',
             "Episodes of 15 minutes max, one myth from a listener's WhatsApp voice note each",
             'Release weekly on Sunday evenings',
             'First episode: taking antibiotics for every small fever',
             'Use his business WhatsApp line for listener voice notes',
             'Open episodes with the Pidgin/English disclaimer',
         ),
         loops=(
             'Record 3 episodes before launching',
             'Add a consent line to the message asking listeners for voice notes',
         ),
         facts=(
             'Community pharmacist in Port Harcourt for 8 years',
             'Owns a Blue Yeti microphone',
             'Has a business WhatsApp line',
         ),
         split="tune-b"),
    case('tcc-chatter-world-cup-scorers', 'chatgpt',
         (U, 'who make more goals in world cups, pelé or ronaldo fenômeno'),
         (A, '**Ronaldo Fenômeno** – 15 goals (1998, 2002, 2006) vs **Pelé** with 12 '
             '(1958–1970).\n\nBut neither is the all-time record: **Miroslav Klose** (Germany) '
             'has **16** World Cup goals. Current players: Messi 13 and Mbappé 12 (after 2022).'),
         (U, 'klose has more than ronaldo?? i didnt know. how many games klose played'),
         (A, 'Klose played **24 World Cup matches** (2002–2014) for his 16 goals. Ronaldo scored '
             'his 15 in **19 matches**.'),
         (U, 'ronaldo better average then kkkk'),
         (A, 'Yes – Ronaldo ≈ 0.79 goals per match vs Klose ≈ 0.67. Pelé is similar to Ronaldo: '
             '12 goals in 14 matches ≈ 0.86.\n\nThe craziest number though is **Just Fontaine** '
             '(France): 13 goals in a *single* World Cup, 1958, in just 6 matches. Still the '
             'record for one tournament.'),
         (U, '13 in one cup is crazy. why the ball of 1970 was black and white'),
         (A, 'That was the **Adidas Telstar**, the first official World Cup ball by Adidas. 1970 '
             'in Mexico was the first World Cup broadcast live on TV in many countries – but '
             'most people still had **black-and-white TVs**. The black pentagons on white made '
             'the ball much easier to see on screen.\n\nThe name itself comes from "Television '
             'Star" (and the Telstar satellite). Its 32-panel shape became the classic football '
             'look for decades.'),
         (U, 'ahh makes sense. ok tks'),
         chatter=True,
         split="tune-b"),
    case('tcc-chatter-monday-haiku', 'claude-ai',
         (U, 'monday again and it rains since 3 days. so tired today. write me a haiku about '
             'coffee and rain pls'),
         (A, 'Rain taps the window\nthe coffee steams, warm and slow\nMonday softens too ☕'),
         (U, 'nice. in german?'),
         (A, 'Regen am Fenster\nder Kaffee dampft still und warm\nMontag wird sanfter'),
         (U, "haha 'montag wird sanfter' i wish. one more but grumpy"),
         (A, 'Der Wecker schreit laut\nRegen, Stau, kalter Kaffee\nnur noch vier Tage 🌧️'),
         (U, 'perfekt, das bin ich heute 😂 danke'),
         (A, 'Gern geschehen – hang in there, the weekend is coming. ☕'),
         chatter=True,
         split="tune-b"),
]
