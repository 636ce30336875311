"""Thirty conversations of six people: a nurse on night shifts and a father of three planning
school runs, savings and holidays; a freelance iOS developer in her app's sessions; a
site-reliability engineer debugging Kubernetes and Terraform in terse messages; a retired
teacher in Portugal on her garden, pension papers, a trip and learning Python; a biology PhD
student writing R and Python in English as a second language; a small-restaurant owner on
suppliers, staff, menu and renovations. Written by three writers who had seen no code, rule,
set or output of the project. Measured only (split "blind", ids ``ba-`` to ``bc-``): never
trained on. Their life chats, imported as a new user's ChatGPT export, showed four defects the
reader then lost (each fixed by a rule with a test of its own words, not these).
"""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case('ba-night-shift-school-run-rota', 'chatgpt',
         (U, 'ok so i need help sorting out next month. i do nights at the hospital, 3 a week '
             'usually tues wed thurs 7.30pm to 8am. wife works 9-5 in town and has to leave by '
             '8. 3 kids, maya 11 leo 7 and rosie 4 (rosie does nursery mon wed fri). problem '
             'is wed and thurs mornings when im still on the ward and cant do the school run'),
         (A, "That's a tricky squeeze, but very solvable. A few options for Wednesday and "
             'Thursday mornings:\n\n1. **Breakfast club** at school — usually opens 7:45–8:00, '
             'so your wife can drop off before work.\n2. **Neighbour/parent swap** — you cover '
             "someone's afternoon pick-ups on your days off in exchange for mornings.\n3. "
             '**Shift swap** — ask to move one night to Monday or Friday so only one morning '
             'clashes.\n4. **Flexible start** — could your wife start at 9:30 on one of those '
             'days?\n\nA couple of questions: does Maya need to be walked in, and where is '
             "Rosie's nursery relative to your wife's route?"),
         (U, 'breakfast club at leos school is £4.50 a day. maya can walk herself shes 11 now, '
             'she keeps telling us. rosies nursery opens at 8 and its sort of on the way for '
             'my wife'),
         (A, 'Great, that simplifies it a lot:\n\n- **Maya:** walks herself Wed + Thu.\n- '
             '**Leo:** breakfast club Wed + Thu → £9/week, roughly £36/month.\n- **Rosie '
             '(Wed):** your wife drops her at nursery at 8:00 on her way in.\n\nOne gap '
             "though: **Thursday** — Rosie isn't at nursery that day. Who has her Thursday "
             "morning while you're finishing your shift and sleeping?"),
         (U, 'oh god thursday. normally shes with me thursdays after i sleep a bit but the '
             'morning is the problem. my mum could maybe do thursday mornings, she lives like '
             '10 min away'),
         (A, 'That could work nicely. Suggested Thursday:\n\n- 7:45 your mum arrives, your '
             'wife leaves at 8\n- Mum has Rosie until about 12:30\n- You sleep roughly '
             "8:30–12:30, then take over Rosie for the afternoon\n\nYou'll also want to book "
             "Leo's breakfast club places — most schools do this through their parent app and "
             'need bookings by the Friday before.\n\nWant me to put this into a weekly rota '
             'table you can stick on the fridge, and draft a message to your mum?'),
         (U, 'yes do the table, ill ask mum myself tonight when i ring her'),
         (A, '| | Maya (11) | Leo (7) | Rosie (4) | You |\n|---|---|---|---|---|\n| **Wed** | '
             'Walks to school | Breakfast club (wife drops 7:50) | Nursery (wife drops 8:00) | '
             'Home ~8:30, sleep |\n| **Thu** | Walks to school | Breakfast club (wife drops '
             '7:50) | Mum 7:45–12:30 | Sleep till 12:30, then Rosie |\n\nLet me know what your '
             'mum says and I can adjust.'),
         (U, 'actually can we change it so leo only does breakfast club on wednesday. thursday '
             'mum can walk him to school with rosie in the buggy, its only round the corner '
             'from hers anyway'),
         (A, 'Good idea — saves £18 a month too.\n\n| | Maya (11) | Leo (7) | Rosie (4) | You '
             '|\n|---|---|---|---|---|\n| **Wed** | Walks to school | Breakfast club (wife '
             'drops 7:50) | Nursery (wife drops 8:00) | Home ~8:30, sleep |\n| **Thu** | Walks '
             'to school | Mum walks him in at 8:40 | Mum 7:45–12:30 | Sleep till 12:30, then '
             'Rosie |\n\nSo you now only need to book breakfast club for Wednesdays.'),
         (U, 'perfect ta. ill book it on the app'),
         decisions=(
             'Maya walks to school on her own on Wednesdays and Thursdays',
             'Leo goes to breakfast club on Wednesdays only',
             'Wife drops Rosie at nursery on Wednesday mornings',
             'Mum minds Rosie and walks Leo to school on Thursday mornings',
         ),
         loops=(
             'Ask mum tonight whether she can cover Thursday mornings',
             "Book Leo's Wednesday breakfast club places on the school app",
         ),
         facts=(
             'Works night shifts at the hospital, usually Tue-Thu 7:30pm-8am',
             'Three kids: Maya 11, Leo 7, Rosie 4',
             'Wife works 9-5 in town',
             'His mum lives about 10 minutes away',
         ),
         superseded=(
             'Leo at breakfast club on both Wednesday and Thursday',
         ),
         split='blind'),
    case('ba-swiftdata-notes-migration-crash', 'claude-code',
         (U, 'app crashes on launch since i added the notes field to Plant. testflight people '
             'are getting it too. fix pls'),
         (A, "I'll look at the model and how the container is set up."),
         (T, '$ cat Sprout/Models/Plant.swift\nimport Foundation\nimport '
             'SwiftData\n\n@Model\nfinal class Plant {\n    var name: String\n    var species: '
             'String?\n    var wateringIntervalDays: Int\n    var lastWatered: Date\n    var '
             'notes: String\n    var photoData: Data?\n\n    init(name: String, species: '
             'String? = nil, wateringIntervalDays: Int, lastWatered: Date = .now, notes: '
             'String) {\n        self.name = name\n        self.species = species\n        '
             'self.wateringIntervalDays = wateringIntervalDays\n        self.lastWatered = '
             'lastWatered\n        self.notes = notes\n        self.photoData = photoData\n    '
             '}\n}\n$ grep -rn "ModelContainer" Sprout/\nSprout/SproutApp.swift:14:        let '
             'container = try! ModelContainer(for: Plant.self)'),
         (A, 'Found it. `notes` is a new **non-optional `String` with no default value**. '
             "Existing stores on users' devices have no value for that column, so SwiftData's "
             "automatic lightweight migration can't fill it, `ModelContainer` throws, and the "
             '`try!` in `SproutApp.swift` turns that into a crash on launch.\n\nTwo ways to '
             'fix it:\n\n1. **Give it a default** — `var notes: String = ""`. Lightweight '
             'migration can then add the column and fill existing rows. Smallest change, ships '
             'today.\n2. **Versioned schemas** — define `SproutSchemaV1` / `V2` with a '
             "`SchemaMigrationPlan`. More setup, but it's the right foundation for future "
             "non-trivial migrations.\n\nI'd do (1) now, and I'd also recommend replacing the "
             "`try!` with proper error handling so a future migration failure doesn't "
             'hard-crash. Which do you want?'),
         (U, 'do 1. skip the versioned schema stuff for now, ill do that when i do the big '
             'refactor in the summer. leave the try! too'),
         (A, 'Making `notes` default to an empty string and updating the initializer, then '
             'running the tests.'),
         (T, '$ git diff --stat\n Sprout/Models/Plant.swift | 4 ++--\n 1 file changed, 2 '
             'insertions(+), 2 deletions(-)\n$ xcodebuild test -scheme Sprout -destination '
             "'platform=iOS Simulator,name=iPhone 15' -quiet\nTest Suite 'All tests' passed at "
             '2024-05-14 21:03:11.402.\n\t Executed 14 tests, with 0 failures (0 unexpected) '
             'in 1.873 (1.912) seconds'),
         (A, 'Build passes and all 14 tests are green.\n\nThe tests use an in-memory store, so '
             "they don't exercise the upgrade path. To verify the actual migration: install "
             'the current TestFlight build (1.3 / build 46), add a couple of plants, then run '
             'this build over it.\n\nWant me to add a unit test that opens a checked-in v1 '
             'store fixture, so this is covered automatically next time?'),
         (U, 'nah ill just test it on my phone with the old build. bump build number to 47 and '
             'commit'),
         (T, '$ agvtool new-version -all 47\nSetting version of project Sprout to:\n    47.\n$ '
             'git commit -am "Default Plant.notes to empty string to fix launch crash on '
             'migration; build 47"\n[main 8c1f2ae] Default Plant.notes to empty string to fix '
             'launch crash on migration; build 47\n 2 files changed, 3 insertions(+), 3 '
             'deletions(-)'),
         (A, "Committed as `8c1f2ae` with build number 47. Once you've confirmed the upgrade "
             "on your phone it's ready to archive."),
         decisions=(
             'Fix launch crash by defaulting Plant.notes to an empty string (lightweight '
             'migration)',
             'Defer VersionedSchema / migration plan to the summer refactor',
             'Keep the try! on ModelContainer for now',
             'No v1 store fixture test; verify the upgrade manually on her phone',
             'Bump build number to 47',
         ),
         loops=(
             'Test upgrade from the old TestFlight build (46) to build 47 on her phone',
         ),
         facts=(
             'Her app Sprout is built on SwiftData and distributed to TestFlight testers',
         ),
         split='blind'),
    case('ba-kids-junior-isa', 'chatgpt',
         (U, 'whats the actual difference between a junior isa and just a kids savings '
             'account? want to start putting something away for our 3, can probably do 30 quid '
             'a month each'),
         (A, 'Good plan — starting early makes a big difference. Main differences:\n\n**Junior '
             'ISA (JISA)**\n- Tax-free, £9,000/year allowance per child\n- Cash or stocks & '
             'shares\n- **Locked until the child turns 18**, then it becomes theirs '
             'outright\n- Parental gifts don\'t count against the "parental settlement" '
             "rule\n\n**Children's savings account**\n- Can be accessed (usually by the parent "
             "on the child's behalf)\n- Some children's regular savers pay decent rates\n- If "
             'money you give earns more than £100/year interest per child, that interest is '
             'taxed as yours\n\nFor £30/month over 10+ years, a stocks & shares JISA has '
             'historically grown more than cash, but with ups and downs. How old are the '
             'children? That affects how much risk makes sense.'),
         (U, '11, 7 and 4. the locked till 18 thing worries me a bit tbh, what if we need it '
             'for a school trip or something'),
         (A, "That's a fair concern. Money in a JISA legally belongs to the child, so it "
             "really can't be touched for things like school trips.\n\nA common approach is to "
             'split it:\n- **Long-term pot** in a JISA (for university, first car, house '
             'deposit)\n- **Flexible pot** in a savings account in **your own name**, '
             'earmarked for the kids — trips, uniforms, etc.\n\nWith your eldest at 11 there '
             'are only about 7 years to go, so some parents choose a more cautious fund or '
             'cash JISA for the oldest.'),
         (U, 'ok so stocks and shares jisa for all 3 at 20 each a month, and the other 10 each '
             'goes into a regular saver in my name for trips and that. maya too, 7 yrs is fine '
             'for her'),
         (A, "That's a sensible setup:\n- 3 × £20/month into stocks & shares JISAs (£60)\n- "
             '£30/month into a regular saver in your name\n\nFor the JISAs, a low-cost global '
             'index fund is the usual choice. The cheapest platforms for small monthly amounts '
             'tend to be Vanguard, InvestEngine and Fidelity. Want me to compare them?'),
         (U, 'yeah compare vanguard and whatever the other cheap one is'),
         (A, 'Rough comparison (check current fees before signing up):\n\n| | Vanguard | '
             'InvestEngine |\n|---|---|---|\n| Platform fee | 0.15%/yr (min fee applies on '
             'small balances) | 0% for DIY |\n| Funds | Vanguard funds only (incl. '
             'LifeStrategy, FTSE Global All Cap) | ETFs only |\n| Ease | Very simple, good app '
             '| Simple, ETF-only |\n\nAt £20/month per child the differences in fees are '
             "pennies for the first few years; Vanguard's fund range (e.g. LifeStrategy 80%) "
             'is very easy to set and forget.'),
         (U, 'going with vanguard then, ill sort it this weekend. do i need their birth certs '
             'or anything'),
         (A, "Usually not. You'll need:\n- Each child's full name, date of birth and "
             'address\n- Your own ID details and bank account for the direct debit\n\nChildren '
             "under 16 don't need a National Insurance number. You'll set up three separate "
             'JISAs under your account. For the regular saver, check your own bank first — '
             'many offer 5%+ on regular savers to existing customers.'),
         (U, 'nice ok. ill check nationwide for the saver too'),
         decisions=(
             'Stocks & shares Junior ISAs for all three kids at £20/month each',
             'Put £10/month per child into a regular saver in his own name for trips and extras',
             'Use Vanguard for the Junior ISAs',
         ),
         loops=(
             'Open the three Vanguard Junior ISAs this weekend',
             'Check Nationwide for a regular saver',
         ),
         facts=(
             'Has three children aged 11, 7 and 4',
         ),
         split='blind'),
    case('ba-sprout-widget-app-group', 'cursor',
         (U, 'add a home screen widget that shows the next plant due for watering. small size '
             'only'),
         (A, 'Plan for the widget:\n\n1. New **Widget Extension** target `SproutWidget` with a '
             '`TimelineProvider` that refreshes at each next-due time.\n2. Share data between '
             'the app and widget via an **App Group**.\n3. Small family view: plant name + '
             '"today" / "in 2 days".\n\nOne choice first — how should the widget get the '
             'data?\n- **A. Shared SwiftData store** in the App Group container: widget reads '
             'the real model. Always accurate, but you have to move the existing store '
             '(migration) and be careful with concurrent access.\n- **B. JSON snapshot** in '
             'shared `UserDefaults`: the app writes a tiny `[WidgetPlant]` list whenever '
             'plants change, widget just reads it.\n\nWhich would you like?'),
         (U, 'whats less painful'),
         (A, 'B, by a distance. No store relocation, no migration risk, and the widget code '
             'stays tiny. The only downside is the app has to remember to write the snapshot '
             "after edits — I'd hook that into the same place you save the context. I'd "
             'recommend B.'),
         (U, 'b then. app group id is group.studio.tidewater.sprout'),
         (A, 'Done. Changes:\n\n- `Shared/WidgetSnapshot.swift` — `Codable` struct + '
             'read/write helpers using `UserDefaults(suiteName: '
             '"group.studio.tidewater.sprout")`\n- `SproutWidget/SproutWidget.swift` — '
             'provider, entry, small view\n- `Sprout/Store/PlantStore.swift` — calls '
             '`WidgetSnapshot.write(...)` and `WidgetCenter.shared.reloadAllTimelines()` after '
             'saving\n- Added the App Group to both `.entitlements` files\n\nLater you might '
             'want a **medium** size listing the next 3 plants, and snapshot tests for the '
             'widget views. Want me to set those up too?'),
         (U, 'no snapshot tests. medium maybe later, not now. its not building btw'),
         (T, "$ xcodebuild -scheme SproutWidgetExtension -destination 'platform=iOS "
             "Simulator,name=iPhone 15' build -quiet\n/Users/ines/dev/Sprout/SproutWidget/Sprou"
             "tWidget.swift:22:23: error: cannot find 'WidgetSnapshot' in scope\n        let "
             'plants = WidgetSnapshot.read()\n                     ^~~~~~~~~~~~~~\n** BUILD '
             'FAILED **'),
         (A, "`Shared/WidgetSnapshot.swift` is only a member of the app target. I've added it "
             'to the `SproutWidgetExtension` target in the project file as well — try the '
             'build again.'),
         (U, 'ok builds. widget says Basil - today 🎉'),
         (A, 'Nice! One thing before you ship: the App Group also has to be registered for '
             'both bundle IDs in the Apple Developer portal, otherwise archiving/TestFlight '
             'will fail on provisioning even though it runs in the simulator.'),
         (U, 'yep will do that before the next testflight'),
         decisions=(
             'Add a small-size home screen widget showing the next plant due for watering',
             'Share widget data via a JSON snapshot in App Group UserDefaults, not a shared '
             'SwiftData store',
             'No snapshot tests for the widget',
             'Hold off on a medium widget size for now',
         ),
         loops=(
             'Register the App Group for both bundle IDs in the Apple Developer portal before '
             'the next TestFlight',
         ),
         facts=(
             'Her app Sprout is a plant-watering tracker',
         ),
         split='blind'),
    case('ba-maya-secondary-school-choices', 'chatgpt',
         (U, 'need a sanity check on secondary school applications for my eldest, maya, shes '
             'in year 6. deadline is 31st oct. options near us are hillside academy '
             "(outstanding, about 2.5 miles, she'd need the bus), st annes (good, 0.8 miles, "
             'most of her friends are going there) and northfield (requires improvement, but '
             'literally at the end of our road). went to both open evenings for hillside and '
             'st annes, she liked st annes way more and honestly so did we, the hillside one '
             "felt a bit like a factory. so we're thinking st annes first and hillside second "
             'and just leave it at that'),
         (A, 'That sounds like a well-considered ranking — her being happy and settled matters '
             'a lot, and being close to friends helps with the transition.\n\nOne thing to '
             'check: how many preferences does your council allow (often 3, sometimes up to '
             "6)? **It's usually risky to leave preferences blank.** If neither St Anne's nor "
             'Hillside can offer a place, the council allocates the nearest school with '
             "spaces, which may not be one you'd choose.\n\nAlso worth checking:\n- St Anne's "
             "admissions criteria — if it's a faith school, are there faith-based priority "
             "places?\n- Last year's allocation distance for St Anne's and Hillside\n\nSince "
             'Northfield is at the end of your road, putting it third costs you nothing — it '
             "doesn't reduce your chances at the first two (equal preference system)."),
         (U, 'council lets you put 3. st annes isnt faith based anymore its just the name. '
             'last year hillside went out to 1.9 miles apparently'),
         (A, "Useful — that means you're **outside Hillside's last allocation distance** (2.5 "
             "vs 1.9 miles), so a place there is far from guaranteed. St Anne's at 0.8 miles "
             "is likely your strongest chance anyway.\n\nWith three slots, I'd suggest:\n1. St "
             "Anne's\n2. Hillside\n3. Northfield (safety net, and closest)"),
         (U, 'fine, northfield 3rd then. its close at least and she could walk'),
         (A, 'Sounds good. Make sure you submit on the council portal well before the 31st and '
             'save the confirmation email/reference. National offer day is 1 March.'),
         (U, 'will do it this week when im off'),
         decisions=(
             "St Anne's as Maya's first-choice secondary school",
             'Hillside Academy as second choice',
             'Northfield as third choice, using all three preferences',
         ),
         loops=(
             "Submit Maya's secondary school application on the council portal this week "
             '(deadline 31 Oct)',
         ),
         facts=(
             'Eldest daughter Maya is in Year 6',
             "Lives 0.8 miles from St Anne's, with Northfield at the end of their road",
         ),
         superseded=(
             "List only two schools (St Anne's and Hillside) on the application",
         ),
         split='blind'),
    case('ba-ci-code-signing-testflight', 'claude-code',
         (U, 'the github action that uploads to testflight broke. can you look. error is in '
             'the logs'),
         (T, '$ gh run view --log-failed | tail -n 8\nbuild\txcodebuild '
             'archive\t2024-05-20T08:12:44Z ❌  error: No profiles for '
             "'studio.tidewater.sprout' were found: Xcode couldn't find any iOS App "
             "Development provisioning profiles matching 'studio.tidewater.sprout'. Automatic "
             'signing is disabled and unable to generate a profile. To enable automatic '
             "signing, pass -allowProvisioningUpdates to xcodebuild. (in target 'Sprout' from "
             "project 'Sprout')\nbuild\txcodebuild archive\t2024-05-20T08:12:44Z ❌  error: No "
             "profiles for 'studio.tidewater.sprout.SproutWidget' were "
             'found\nbuild\txcodebuild archive\t** ARCHIVE FAILED **'),
         (A, 'The archive step fails because the CI runner has no provisioning profiles for '
             'the app **and the new widget extension**. Locally Xcode creates them for you '
             'with automatic signing, but on CI that only happens with '
             '`-allowProvisioningUpdates` plus credentials.\n\nOptions:\n1. **Manual signing** '
             '— export distribution profiles for both targets, base64 them into GitHub '
             'secrets, install them in the workflow, and set `CODE_SIGN_STYLE=Manual` with '
             'explicit profile names.\n2. **Automatic signing with an App Store Connect API '
             'key** — add `-allowProvisioningUpdates -authenticationKeyPath ... '
             '-authenticationKeyID ... -authenticationKeyIssuerID ...` to `xcodebuild`. Xcode '
             'fetches/creates profiles itself, including for new targets.\n3. **fastlane '
             'match** — profiles in a private git repo; robust but more setup.\n\nWhich way do '
             'you want to go?'),
         (U, 'manual signing, i want to know exactly what profile is used'),
         (A, "OK. For manual signing I'll need to:\n- add a step that decodes "
             '`SPROUT_APP_PROFILE` and `SPROUT_WIDGET_PROFILE` secrets into '
             '`~/Library/MobileDevice/Provisioning Profiles/`\n- create an '
             '`ExportOptions.plist` with a `provisioningProfiles` map for both bundle IDs\n- '
             'switch both targets to `CODE_SIGN_STYLE = Manual` in the project, which also '
             "means **you'll sign manually locally** unless I scope it to the Release config "
             "only\n\nEvery time you add a target or a profile expires (yearly), you'll have "
             'to regenerate and re-upload secrets. Should I scope manual signing to Release '
             'only?'),
         (U, 'ugh, actually scratch that. yearly renewing and redoing secrets every time i add '
             'a target sounds like exactly the thing ill forget. do the api key one'),
         (A, "Switching to option 2. I'll update the workflow to write the API key from a "
             'secret to a temp file and pass it to `xcodebuild archive` and `-exportArchive`.'),
         (T, '$ git diff --stat\n .github/workflows/testflight.yml | 19 ++++++++++++++-----\n '
             '1 file changed, 14 insertions(+), 5 deletions(-)\n$ grep -n "secrets\\." '
             '.github/workflows/testflight.yml\n31:          echo "${{ secrets.ASC_KEY_P8 }}" '
             '> "$RUNNER_TEMP/AuthKey.p8"\n38:            -authenticationKeyID "${{ '
             'secrets.ASC_KEY_ID }}" \\\n39:            -authenticationKeyIssuerID "${{ '
             'secrets.ASC_ISSUER_ID }}" \\'),
         (A, "Workflow updated. Before it'll pass you need to:\n\n1. In App Store Connect → "
             'Users and Access → Integrations → **Keys**, create a key with the **App '
             'Manager** role and download the `.p8` (you can only download it once).\n2. Add '
             'three repo secrets: `ASC_KEY_P8` (file contents), `ASC_KEY_ID`, '
             "`ASC_ISSUER_ID`.\n\nWant me to commit this now so it's ready once the secrets "
             'are in?'),
         (U, 'yes commit. ill make the key tonight'),
         (T, '$ git commit -am "CI: use App Store Connect API key with automatic '
             'signing"\n[main 3d9a1b0] CI: use App Store Connect API key with automatic '
             'signing\n 1 file changed, 14 insertions(+), 5 deletions(-)'),
         decisions=(
             'Use automatic signing with an App Store Connect API key in the GitHub Actions '
             'TestFlight workflow',
         ),
         loops=(
             'Create an App Store Connect API key (App Manager role) tonight',
             'Add ASC_KEY_P8, ASC_KEY_ID and ASC_ISSUER_ID secrets to the GitHub repo',
         ),
         facts=(
             'Uploads Sprout builds to TestFlight via GitHub Actions',
         ),
         superseded=(
             'Switch CI to manual code signing with exported provisioning profiles',
         ),
         split='blind'),
    case('ba-great-wall-from-space', 'chatgpt',
         (U, 'settle something for us, can you actually see the great wall of china from space '
             'or is that a myth'),
         (A, 'Mostly a myth. The Great Wall is very long but only about 5–8 metres wide, and '
             "it's built from materials that are similar in colour to the surrounding "
             'land.\n\n- **From the Moon:** definitely not visible to the naked eye — nothing '
             'man-made is, at that distance.\n- **From low Earth orbit (~400 km, the ISS):** '
             "astronauts generally say they can't pick it out unaided. A few have photographed "
             'sections with zoom lenses, and under perfect lighting some claim glimpses, but '
             "it's far harder to see than highways, airports or city lights at night.\n\nSo "
             'whoever said "you can see it from space" is mostly wrong.'),
         (U, 'haha knew it. so whats the most visible man made thing then'),
         (A, 'During the day, large high-contrast features stand out best: the greenhouses of '
             '**Almería in Spain** (tens of thousands of white plastic roofs), big open-pit '
             'mines, and large reservoirs and dams.\n\nAt night, by far the most visible are '
             '**city lights** — the Nile valley, the Gulf coast and the Korean peninsula '
             '(bright south, dark north) are famous examples.'),
         (U, 'the korea one is wild. ok cheers'),
         chatter=True,
         split='blind'),
    case('ba-crash-report-zero-interval', 'claude-code',
         (U, 'got this crash from a user via testflight feedback, can you figure out whats '
             'going on. dont fix yet just tell me\n\nThread 0 Crashed:\n0  Sprout  '
             'PlantScheduler.nextDue(for:) + 212 (PlantScheduler.swift:31)\n1  Sprout  '
             'PlantListView.sortedPlants.getter + 96 (PlantListView.swift:48)\n2  SwiftUI ...'),
         (T, '$ sed -n 24,36p Sprout/Scheduling/PlantScheduler.swift\n    func nextDue(for '
             'plant: Plant) -> Date {\n        let cal = Calendar.current\n        let '
             'interval = plant.wateringIntervalDays\n        var due = plant.lastWatered\n     '
             '   // skip forward past today for overdue plants\n        let today = '
             'cal.startOfDay(for: .now)\n        while due < today {\n            due = '
             'cal.date(byAdding: .day, value: interval, to: due)!\n        }\n        return '
             'due\n    }'),
         (A, 'Line 31 is the `cal.date(byAdding:...)!` inside the `while` loop. The culprit is '
             'almost certainly a bad **`wateringIntervalDays`**:\n\n- With an interval of 0, '
             '`due` never advances, so the loop spins forever… but that would be a hang, not a '
             'crash.\n- With a **negative** interval, `due` moves backwards each iteration '
             "until `Calendar` can't represent the date, returns `nil`, and the force unwrap "
             'crashes.\n\nSo this user has a plant with a negative (or possibly absurdly '
             'large) watering interval. Let me check where the interval can be set.'),
         (T, '$ grep -rn "wateringIntervalDays" Sprout/ --include=*.swift | grep -v '
             'Tests\nSprout/Models/Plant.swift:8:    var wateringIntervalDays: '
             'Int\nSprout/Views/PlantEditView.swift:41:            Stepper("Every '
             '\\(plant.wateringIntervalDays) days", value: $plant.wateringIntervalDays, in: '
             '1...60)\nSprout/Import/CSVImporter.swift:57:            let interval = '
             'Int(columns[2]) ?? 7\nSprout/Import/CSVImporter.swift:63:                '
             'wateringIntervalDays: interval,'),
         (A, "The edit screen clamps it to `1...60`, but **`CSVImporter` doesn't validate at "
             'all** — `Int(columns[2])` happily parses `-3` or `0`, and only falls back to 7 '
             "if the field isn't a number. So a CSV with a bad value (or a different column "
             'order, e.g. a spreadsheet where column 3 is something else) goes straight into '
             "the model.\n\nPossible fixes when you're ready:\n- clamp or reject invalid "
             'intervals in the importer\n- make `nextDue` defensive (guard `interval > 0`, no '
             'force unwrap)\n- a one-off repair on launch for plants already stored with bad '
             'values'),
         (U, 'ugh the csv import. ok dont touch anything, i need to think about what import '
             'should even do with bad rows, skip them or ask the user. ill come back to it '
             'tomorrow'),
         (A, "Understood, I haven't changed anything. Summary for tomorrow: crash at "
             '`PlantScheduler.swift:31` from a non-positive `wateringIntervalDays` that came '
             "in via `CSVImporter.swift:57`, which doesn't validate the value."),
         loops=(
             'Decide how the CSV importer should handle bad rows and fix the non-positive '
             'watering interval crash tomorrow',
         ),
         split='blind'),
    case('ba-summer-holiday-brittany-camping', 'chatgpt',
         (U, 'planning summer hols for the 5 of us. august, budget around 2500 all in. was '
             "thinking camping in france, we've got a big tent and a 7 seater. kids are 11 7 "
             'and 4. where would you go'),
         (A, 'With a 7-seater, a big tent and a £2,500 budget, France is very doable. A few '
             'ideas:\n\n1. **Brittany (south coast, e.g. Morbihan / Carnac)** — closest good '
             'beaches, ~5–6 hrs from Calais or short from St Malo by ferry. Lots of family '
             'campsites with pools.\n2. **Vendée** — sunnier, sandy beaches, huge choice of '
             'campsites with waterparks; ~8 hrs from Calais.\n3. **Dordogne** — rivers, '
             'canoeing, castles; hotter and further (~9 hrs).\n\nRough costs for two weeks in '
             'August: pitch €35–60/night, crossing £300–600 return, fuel/tolls £250–350, food '
             '£600–800.\n\nHow do you want to cross — ferry (Portsmouth/Plymouth to St '
             'Malo/Caen) or Eurotunnel/Dover?'),
         (U, 'not the long ferry, wife gets properly seasick. eurotunnel. brittany sounds '
             'good, two weeks'),
         (A, 'Brittany via Eurotunnel, two weeks:\n\n- **Eurotunnel** return in August: '
             '~£350–450 if booked early\n- Folkestone → Calais, then ~6 hrs to the Morbihan '
             'coast. With a 4-year-old you might split the drive with a night around Rouen '
             '(~£90 hotel) or just go early.\n- **Campsite:** 14 nights × ~€50 ≈ €700 '
             '(£600)\n- **Fuel + tolls:** ~£300\n- **Food/activities:** ~£800\n\nTotal ≈ '
             '£2,100–2,200, leaving some buffer. Shall I shortlist campsites?'),
         (U, "ah wait just checked the rota and i can only get 12 days off in august, they've "
             'capped leave. so more like 10 nights there'),
         (A, 'No problem — 10 nights makes it cheaper too:\n\n- Campsite: 10 × ~€50 ≈ £430\n- '
             'Food/activities: ~£600\n- Eurotunnel + fuel/tolls: ~£700\n- Overnight stop: '
             '£90\n\n≈ £1,800–1,900.\n\nShortlist near Carnac / La Trinité-sur-Mer with pools '
             "and kids' clubs:\n1. **Camping La Grande Métairie** (Carnac) — big pool complex, "
             'lots going on\n2. **Camping Le Moustoir** (Carnac) — quieter, family-run\n3. '
             '**Camping de la Plage** (La Trinité) — right on the beach\n\nMost open '
             'early-booking discounts in January.'),
         (U, 'le moustoir looks nice, quieter is better for rosie. ill put my leave request in '
             'first before booking anything'),
         (A, 'Sensible. Once your leave is approved, book Eurotunnel and the campsite together '
             '— August pitches with pool access go quickly.'),
         decisions=(
             'Family camping holiday in Brittany (Carnac area) in August',
             'Cross via Eurotunnel, not ferry',
             'Stay about 10 nights',
             'Shortlist Camping Le Moustoir as the campsite',
         ),
         loops=(
             'Put in the August annual leave request',
             'Book Eurotunnel and the campsite once leave is approved',
         ),
         facts=(
             'Wife gets badly seasick',
             'Family owns a big tent and a 7-seater car',
         ),
         superseded=(
             'Two-week trip',
         ),
         split='blind'),
    case('ba-german-localization-string-catalog', 'cursor',
         (U, 'want to localise sprout. german first, maybe french later. most of my users are '
             'in germany/austria according to app store connect. whats the modern way, i still '
             'have an old Localizable.strings with like 20 strings in it'),
         (A, 'The modern way is **String Catalogs** (`.xcstrings`, Xcode 15+):\n\n- Xcode '
             'extracts strings from SwiftUI `Text("...")`, `String(localized:)` etc. '
             'automatically at build time\n- One file per table with all languages, plurals '
             'and device variations\n- Shows translation progress per language\n\nPlan:\n1. '
             'Migrate `Localizable.strings` → `Localizable.xcstrings` (right-click → *Migrate '
             'to String Catalog*)\n2. Add **German (de)** as a project localization\n3. '
             'Replace any hard-coded `String` concatenations with `String(localized:)` so they '
             'get extracted\n4. Fill in German translations\n\nI can also pre-fill German '
             'translations for all strings as a first draft. Want me to?'),
         (U, "yes migrate and add german. do the draft translations too but i'll get them "
             'checked, im in berlin but my german is meh. my partner is german he can proofread'),
         (A, 'Migrating the strings file, adding `de` to the project, and wrapping the '
             'hard-coded strings I find.'),
         (T, "$ xcodebuild -scheme Sprout -destination 'platform=iOS Simulator,name=iPhone 15' "
             'build -quiet 2>&1 | tail -3\n** BUILD SUCCEEDED **\n$ python3 -c "import '
             "json;d=json.load(open('Sprout/Localizable.xcstrings'));s=d['strings'];print(len(s"
             "),'strings',sum(1 for v in s.values() if 'de' in "
             'v.get(\'localizations\',{})),\'with de\')"\n64 strings 64 with de'),
         (A, 'Done:\n- `Localizable.xcstrings` now has **64 strings** (20 from the old file + '
             '44 extracted from SwiftUI views), all with draft German, marked **Needs '
             'Review**\n- Wrapped 9 hard-coded strings in `String(localized:)`, e.g. the '
             'watering reminder notification body\n- Pluralisation added for "%lld days" (`1 '
             'Tag` / `%lld Tage`)\n\nNotes:\n- I used informal **du** throughout, which is '
             'typical for consumer apps — your partner may want to confirm.\n- App Store '
             "metadata (description, screenshots) isn't covered by this; want me to draft a "
             'German App Store description too?'),
         (U, "du is right. no app store text for now, i'll do that separately with him"),
         (A, 'Got it. When your partner has reviewed, you can mark strings as *Reviewed* in '
             'the catalog editor and the progress indicator will reach 100%.'),
         decisions=(
             'Localise Sprout into German first, French maybe later',
             'Migrate Localizable.strings to a String Catalog (.xcstrings)',
             "Use informal 'du' in the German translation",
             "Don't have the assistant draft the German App Store description",
         ),
         loops=(
             'Have her partner proofread the draft German strings',
             'Write the German App Store description with her partner',
         ),
         facts=(
             'Lives in Berlin; her German is limited',
             'Her partner is German',
             'Most Sprout users are in Germany/Austria',
         ),
         split='blind'),
    case('bb-payments-oomkilled', 'claude-code',
         (U, 'payments-api crashlooping in prod-eu. look'),
         (A, 'Checking pod status and the last termination reason.'),
         (T, '$ kubectl -n payments get pods -l app=payments-api\nNAME                         '
             '  READY   STATUS             RESTARTS      AGE\npayments-api-7d9c8b6f4-2xkqp   '
             '0/1     CrashLoopBackOff   7 (2m ago)    19m\npayments-api-7d9c8b6f4-h8wzn   0/1 '
             '    CrashLoopBackOff   6 (4m ago)    19m\npayments-api-7d9c8b6f4-vq5lt   1/1     '
             'Running            5 (58s ago)   19m'),
         (T, "$ kubectl -n payments describe pod payments-api-7d9c8b6f4-2xkqp | sed -n '/Last "
             "State/,/Restart Count/p'\n    Last State:     Terminated\n      Reason:       "
             'OOMKilled\n      Exit Code:    137\n      Started:      Tue, 14 May 2024 '
             '09:41:02 +0000\n      Finished:     Tue, 14 May 2024 09:43:37 +0000\n    Ready:  '
             '        False\n    Restart Count:  7'),
         (T, '$ kubectl -n payments get deploy payments-api -o '
             'jsonpath=\'{.spec.template.spec.containers[0].resources}{"\\n"}{.spec.template.sp'
             'ec.containers[0].env}\'\n{"limits":{"memory":"512Mi"},"requests":{"cpu":"250m","m'
             'emory":"512Mi"}}\n[{"name":"JAVA_OPTS","value":"-Xmx480m -XX:+UseG1GC"}]\n$ git '
             'log --oneline -3 -- k8s/payments-api/ docker/payments-api/\na41f2c9 bump base '
             'image to eclipse-temurin:21-jre\n77be013 payments-api: add idempotency '
             'cache\n1c0d9e2 tune g1 pause target'),
         (A, 'Root cause: the containers are OOMKilled (exit 137) at the 512Mi limit.\n\n- '
             '`JAVA_OPTS` hardcodes `-Xmx480m`, leaving ~32Mi for metaspace, thread stacks, '
             'code cache and direct buffers.\n- The restarts started with the rollout 19m ago, '
             'which is `a41f2c9` (move to temurin 21). JDK 21 uses a bit more non-heap memory, '
             'enough to tip it over.\n\nOptions:\n1. **Raise the limit to 1Gi.** Fastest, but '
             'doubles the memory reservation for 3 replicas.\n2. **Keep 512Mi, drop '
             '`-Xmx480m`, use `-XX:MaxRAMPercentage=75`.** Heap becomes ~384Mi and the JVM '
             'leaves headroom for non-heap. Heap usage in the last 7d peaked around 300Mi, so '
             'that should be enough.\n3. **Roll back a41f2c9.** Safe, but it just postpones '
             "the problem.\n\nI'd go with 2. Which one?"),
         (U, '1. bump to 1Gi, need it stable now'),
         (A, 'Updating the prod-eu overlay:\n\n```diff\n-            memory: 512Mi\n+          '
             '  memory: 1Gi\n```\n(requests and limits both.) Apply it?'),
         (U, 'wait actually scratch that. eu node pool is already ~85% mem, 3x1Gi and we get '
             'pending pods. do 2, keep 512'),
         (A, 'Reverted the limit change. Setting `JAVA_OPTS` to `-XX:MaxRAMPercentage=75 '
             '-XX:+UseG1GC` and applying.'),
         (T, '$ git diff --stat && kubectl -n payments apply -k '
             'k8s/payments-api/overlays/prod-eu && kubectl -n payments rollout status '
             'deploy/payments-api --timeout=5m\n k8s/payments-api/overlays/prod-eu/patch-env.ya'
             'ml | 2 +-\n 1 file changed, 1 insertion(+), 1 '
             'deletion(-)\ndeployment.apps/payments-api configured\nWaiting for deployment '
             '"payments-api" rollout to finish: 1 of 3 updated replicas are '
             'available...\nWaiting for deployment "payments-api" rollout to finish: 2 of 3 '
             'updated replicas are available...\ndeployment "payments-api" successfully rolled '
             'out\n$ sleep 300; kubectl -n payments get pods -l app=payments-api\nNAME         '
             '                   READY   STATUS    RESTARTS   '
             'AGE\npayments-api-5b6f7c9d88-4mjtc   1/1     Running   0          '
             '6m\npayments-api-5b6f7c9d88-kx2wp   1/1     Running   0          '
             '5m\npayments-api-5b6f7c9d88-zr8qn   1/1     Running   0          5m'),
         (A, 'Stable: 0 restarts after 5 minutes, working set is around 410Mi per pod.\n\nTwo '
             "follow-ups:\n- The change is live, but so far it's only on the cluster. I can "
             'open a PR so git matches the cluster.\n- Add a PrometheusRule alert when '
             '`container_memory_working_set_bytes / limit > 0.9` for payments-api, so we hear '
             'about it before the OOMKill.\n\nWant me to do both?'),
         (U, "pr yes. alert i'll do tmrw with the other rules"),
         (T, "$ git checkout -b fix/payments-api-oom && git commit -am 'payments-api: replace "
             "-Xmx480m with MaxRAMPercentage=75 (OOMKilled on jdk21)' && git push -u origin "
             'HEAD && gh pr create --fill\nSwitched to a new branch '
             "'fix/payments-api-oom'\n[fix/payments-api-oom 3e9a0b1] payments-api: replace "
             '-Xmx480m with MaxRAMPercentage=75 (OOMKilled on jdk21)\n 1 file changed, 1 '
             'insertion(+), 1 deletion(-)\nhttps://github.com/acme/platform-deploy/pull/2231'),
         decisions=(
             'Fix payments-api OOMKills by replacing -Xmx480m with MaxRAMPercentage=75 and '
             'keeping the 512Mi limit',
         ),
         loops=(
             'Add a payments-api memory alert (working set > 90% of limit) tomorrow with the '
             'other rules',
         ),
         superseded=(
             'Raise payments-api memory limit to 1Gi',
         ),
         split='blind'),
    case('bb-tf-stale-lock-bastion-sg', 'codex',
         (U, 'tf plan in infra/network/prod dies on state lock. fix'),
         (T, '$ terraform plan -lock-timeout=30s\nAcquiring state lock. This may take a few '
             'moments...\n╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: '
             'ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n│ '
             '  ID:        3f1c0a52-9b7e-4c1d-8a0e-6d2b1f7e4c90\n│   Path:      '
             'acme-tfstate/network/prod/terraform.tfstate\n│   Operation: '
             'OperationTypeApply\n│   Who:       runner@gha-runner-7f2k\n│   Version:   '
             '1.6.6\n│   Created:   2024-05-14 02:13:47.118 UTC\n│   Info:      \n╵'),
         (A, 'The lock belongs to an apply run by a GitHub Actions runner at 02:13 UTC, about '
             "7h ago. Before force-unlocking I'll check whether that run is still going."),
         (T, '$ gh run list --workflow apply-network.yml -L 3\nSTATUS  TITLE                   '
             ' WORKFLOW       BRANCH  EVENT  ID           ELAPSED  AGE\nX       nat gw: add '
             'cost tags    apply-network  main    push   9011223344   41m2s    about 7 hours '
             'ago\n✓       bastion: bump ami        apply-network  main    push   9009871120   '
             '3m48s    about 2 days ago\n$ gh run view 9011223344 --log-failed | tail '
             '-3\napply  Run terraform apply  2024-05-14T02:54:49Z ##[error]The runner has '
             'received a shutdown signal.\napply  Run terraform apply  2024-05-14T02:54:49Z '
             '##[error]The operation was canceled.'),
         (A, 'The run died when its runner was shut down, so nothing is holding the lock '
             "anymore. It's stale. Safe to `terraform force-unlock 3f1c0a52-...`. After that "
             "I'll run a plan to check whether the interrupted apply left anything half-done. "
             'Go?'),
         (U, 'ok unlock'),
         (T, '$ terraform force-unlock -force 3f1c0a52-9b7e-4c1d-8a0e-6d2b1f7e4c90\nTerraform '
             'state has been successfully unlocked!\n$ terraform plan -no-color | sed -n '
             "'/will be updated/,/Plan:/p'\n  # aws_security_group.bastion will be updated "
             'in-place\n  ~ resource "aws_security_group" "bastion" {\n        id      = '
             '"sg-0a7c31e9d2b44f815"\n      ~ ingress = [\n          - {\n              - '
             'cidr_blocks      = [\n                  - "203.0.113.0/24",\n                ]\n '
             '             - description      = "vendor vpn"\n              - from_port        '
             '= 22\n              - protocol         = "tcp"\n              - to_port          '
             '= 22\n            },\n            # (1 unchanged element hidden)\n        ]\n    '
             '    name    = "bastion-prod"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.'),
         (A, "Unlocked. The NAT gateway tag change from the interrupted run isn't in the plan, "
             'so it finished before the runner went away.\n\nThere is one drift: someone added '
             'an SSH ingress rule for `203.0.113.0/24` ("vendor vpn") to the bastion SG '
             'outside Terraform, and the next apply will **remove** it. Options:\na) let '
             "Terraform remove it\nb) add it to `bastion.tf` so it's managed\nc) move it into "
             "a separate `aws_vpc_security_group_ingress_rule` so it's easy to delete "
             'later\n\nWhich?'),
         (U, 'vendor vpn, marta added it during INC-4471. keep it but in code. b. its '
             'temporary so put a comment with expiry end of june'),
         (T, '$ git diff\n--- a/infra/network/prod/bastion.tf\n+++ '
             'b/infra/network/prod/bastion.tf\n@@ -18,6 +18,15 @@ resource '
             '"aws_security_group" "bastion" {\n+  # TEMPORARY: vendor VPN access added during '
             'INC-4471.\n+  # Remove after 2024-06-30.\n+  ingress {\n+    description = '
             '"vendor vpn"\n+    from_port   = 22\n+    to_port     = 22\n+    protocol    = '
             '"tcp"\n+    cidr_blocks = ["203.0.113.0/24"]\n+  }\n$ terraform plan -no-color | '
             'tail -1\nNo changes. Your infrastructure matches the configuration.'),
         (A, 'Plan is clean now. Next steps:\n1. Open a PR with this change.\n2. Optional: add '
             '`concurrency: apply-network` plus a `timeout-minutes` to the workflow, so a hung '
             "apply fails fast and doesn't sit on the lock.\n\nShould I do both?"),
         (U, 'pr yes. workflow nah, it was the runner getting reaped not a hang'),
         (T, "$ git checkout -b chore/bastion-vendor-vpn && git commit -qam 'bastion: codify "
             "temp vendor vpn ingress (INC-4471), remove after 2024-06-30' && gh pr create "
             '--fill\nhttps://github.com/acme/infra/pull/877'),
         decisions=(
             'Force-unlock the stale prod network state lock left by the cancelled CI apply',
             'Keep the hand-added vendor VPN SSH rule on the bastion SG and codify it in '
             'bastion.tf, marked temporary',
         ),
         loops=(
             'Remove the vendor VPN ingress rule from the bastion security group after 30 June '
             '2024',
         ),
         split='blind'),
    case('bb-aws-provider-v5-rds-module', 'codex',
         (U, 'bump hashicorp/aws 4.67 -> 5 in modules/rds, see what breaks'),
         (T, '$ sed -i \'s/version = "~> 4.67"/version = "~> 5.0"/\' modules/rds/versions.tf '
             '&& cd modules/rds && terraform init -upgrade -backend=false >/dev/null && '
             'terraform validate\n╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line '
             '14, in resource "aws_db_instance" "this":\n│   14:   name                   = '
             'var.database_name\n│ \n│ An argument named "name" is not expected here.\n╵'),
         (A, "One break: v5 removed the `name` argument from `aws_db_instance`. It's now "
             '`db_name`. Renaming it:'),
         (T, "$ sed -i 's/^  name                   = var.database_name/  db_name              "
             "  = var.database_name/' main.tf && terraform validate\nSuccess! The "
             'configuration is valid.\n$ cd ../../envs/staging && terraform init -upgrade '
             '>/dev/null && terraform plan -no-color | tail -3\n\nNo changes. Your '
             'infrastructure matches the configuration.'),
         (A, "Validates, and the staging plan is a no-op. The `db_name` rename doesn't force a "
             'replacement, which is the main risk here.\n\nSuggestions before the PR:\n- Pin '
             '`~> 5.31` instead of `~> 5.0`. 5.31 is the lowest version I validated against, '
             'and the floor stops anyone on an old lockfile from resolving something '
             'untested.\n- Also run the prod plan. It has `snapshot_identifier` set, which '
             "staging doesn't.\n- I can bump the other six modules (vpc, eks, s3-bucket, ...) "
             'in the same PR if you want.'),
         (U, 'no pin exact = 5.31.0, renovate bumps it anyway. one module per pr, easier to '
             "revert. i'll run prod plan myself, no prod creds in here"),
         (T, '$ sed -i \'s/version = "~> 5.0"/version = "= 5.31.0"/\' modules/rds/versions.tf '
             "&& git checkout -b deps/rds-aws-v5 && git commit -qam 'rds: aws provider 5.31.0 "
             "(name -> db_name)' && gh pr create --fill --draft\nhttps://github.com/acme/terraf"
             'orm-modules/pull/312'),
         (A, 'Draft PR opened: https://github.com/acme/terraform-modules/pull/312. It pins `= '
             '5.31.0` and renames `db_name`, and touches only the rds module. I left it as a '
             "draft until you've checked the prod plan."),
         decisions=(
             'Upgrade the rds module to AWS provider v5 (rename name to db_name)',
             'Pin the AWS provider to exactly 5.31.0 and let Renovate bump it',
             'Do the provider upgrade one module per PR',
         ),
         loops=(
             'Run the prod plan for the rds module before taking the PR out of draft',
         ),
         split='blind'),
    case('bb-homelab-hpa-unknown', 'claude-code',
         (U, 'hpa on the homelab stuck at <unknown>/70%. k3s, 3x pi4 4gb. app is my url '
             'shortener (go, stateless, redis behind)'),
         (T, '$ kubectl -n apps get hpa shortener\nNAME        REFERENCE              TARGETS  '
             '       MINPODS   MAXPODS   REPLICAS   AGE\nshortener   Deployment/shortener   '
             '<unknown>/70%   1         3         1          3d\n$ kubectl top nodes\nNAME   '
             'CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%\npi-1   412m         10%    2871Mi   '
             '       75%\npi-2   198m         4%     1930Mi          50%\npi-3   233m         '
             '5%     2102Mi          55%\n$ kubectl -n apps describe hpa shortener | tail -4\n '
             ' Type     Reason                        Age                  From                '
             '       Message\n  ----     ------                        ----                 '
             '----                       -------\n  Warning  FailedGetResourceMetric       2m '
             '(x17289 over 3d)  horizontal-pod-autoscaler  failed to get cpu utilization: '
             'missing request for cpu in container "shortener" of Pod '
             '"shortener-6c8d5f7b9-lq4x2"'),
         (A, "metrics-server is fine (`kubectl top` works). The HPA can't compute utilization "
             'because the `shortener` container has **no CPU request**, and a utilization '
             'target is a percentage of the request.\n\nFix: set a CPU request. Judging by '
             '`kubectl top pod`, it idles around 15m. Options:\n- `100m`: scales early, at '
             "about 70m actual usage\n- `250m`: scales only under real load\n\nAlso, if you'd "
             'rather scale on request rate than CPU, KEDA with a Prometheus trigger on '
             '`http_requests_total` is a nice fit for a stateless service.'),
         (U, '250. and keda sounds fun, set it up w prometheus trigger'),
         (A, 'OK. The plan:\n1. Set `resources.requests.cpu: 250m` on shortener.\n2. `helm '
             'install keda kedacore/keda -n keda --create-namespace`.\n3. Replace the HPA with '
             "a `ScaledObject` using a Prometheus trigger.\n\nBefore step 3: I don't see a "
             'Prometheus in the cluster. Is it somewhere else, or should I install '
             'kube-prometheus-stack?'),
         (U, 'ugh no. actually forget keda, not running prometheus on 4gb pis for this. cpu '
             'hpa is fine, just do 1'),
         (T, '$ kubectl -n apps patch deploy shortener --type=json '
             '-p=\'[{"op":"add","path":"/spec/template/spec/containers/0/resources","value":{"r'
             'equests":{"cpu":"250m","memory":"64Mi"},"limits":{"memory":"128Mi"}}}]\'\ndeploym'
             'ent.apps/shortener patched\n$ sleep 90; kubectl -n apps get hpa shortener\nNAME  '
             '      REFERENCE              TARGETS   MINPODS   MAXPODS   REPLICAS   '
             'AGE\nshortener   Deployment/shortener   6%/70%    1         3         1          '
             '3d'),
         (A, 'HPA is reading metrics now: 6%/70%, min 1, max 3.\n\nI patched the live object. '
             'If the deployment comes from a manifest in your repo (Flux/Argo or `kubectl '
             'apply`), the next sync will drop the patch. Want me to put the same `resources` '
             'block in `apps/shortener/deployment.yaml`?\n\nTo confirm scale-out works you '
             'could run `hey -z 2m -c 50 https://s.yourdomain/abc` and watch `kubectl get hpa '
             '-w`.'),
         (U, "yes put it in the yaml, flux would nuke it. load test i'll do tonight"),
         (T, '$ git -C ~/homelab diff --stat\n apps/shortener/deployment.yaml | 7 +++++++\n 1 '
             "file changed, 7 insertions(+)\n$ git -C ~/homelab commit -qam 'shortener: cpu "
             "request 250m so hpa works' && git -C ~/homelab push -q && flux reconcile "
             'kustomization apps --with-source | tail -1\n✔ applied revision main@sha1:9c41e07'),
         decisions=(
             'Set a 250m CPU request on the shortener so the CPU-based HPA works',
             'Autoscale the shortener on CPU only (HPA 1-3 replicas), no KEDA or Prometheus',
             'Keep the shortener resources in the Flux-managed deployment.yaml rather than a '
             'live patch',
         ),
         loops=(
             'Load-test the shortener tonight with hey to confirm the HPA scales out',
         ),
         facts=(
             'Runs a k3s homelab on three Raspberry Pi 4s (4GB), managed with Flux',
             'Self-hosts a Go URL shortener backed by Redis',
         ),
         superseded=(
             'Scale the shortener with KEDA using a Prometheus trigger',
         ),
         split='blind'),
    case('bb-staging-dns-5s-latency', 'claude-code',
         (U, 'random 5s latency on outbound http from staging pods. smells like dns'),
         (T, '$ kubectl -n checkout exec deploy/checkout-api -- cat /etc/resolv.conf\nsearch '
             'checkout.svc.cluster.local svc.cluster.local cluster.local '
             'eu-west-1.compute.internal\nnameserver 172.20.0.10\noptions ndots:5\n$ kubectl '
             "-n checkout exec deploy/checkout-api -- sh -c 'for i in $(seq 20); do s=$(date "
             '+%s%N); getent hosts api.stripe.com >/dev/null; echo $(( ($(date '
             "+%s%N)-s)/1000000 ))ms; done' | tr '\\n' ' '\n14ms 9ms 11ms 5012ms 10ms 8ms 12ms "
             '9ms 5009ms 13ms 10ms 9ms 11ms 8ms 10ms 5011ms 9ms 12ms 10ms 9ms'),
         (A, 'A clean 5s timeout on about 15% of lookups is the classic pattern. Checking '
             'conntrack on the node the pod runs on.'),
         (T, '$ kubectl debug node/ip-10-0-3-17.eu-west-1.compute.internal -it --image=busybox '
             '-- chroot /host conntrack -S | head -4\ncpu=0   found=0 invalid=1873 ignore=0 '
             'insert=0 insert_failed=2210 drop=2210 early_drop=0 error=0 '
             'search_restart=0\ncpu=1   found=0 invalid=1902 ignore=0 insert=0 '
             'insert_failed=2374 drop=2374 early_drop=0 error=0 search_restart=0\ncpu=2   '
             'found=0 invalid=1655 ignore=0 insert=0 insert_failed=1988 drop=1988 early_drop=0 '
             'error=0 search_restart=0\ncpu=3   found=0 invalid=1710 ignore=0 insert=0 '
             'insert_failed=2051 drop=2051 early_drop=0 error=0 search_restart=0'),
         (A, 'Confirmed. Two things are stacking up:\n\n1. **conntrack insert race**: glibc '
             'sends the A and AAAA queries in parallel over the same UDP socket. When both '
             'packets race through DNAT to the kube-dns service IP, one loses (`insert_failed` '
             '~8.6k on this node), gets dropped, and the resolver waits the 5s timeout before '
             'retrying.\n2. **ndots:5** turns `api.stripe.com` into up to 5 lookups (the 4 '
             'search domains, then the bare name), each one a chance to hit the '
             'race.\n\nFixes, most robust first:\n- **NodeLocal DNSCache** (cluster-wide; pods '
             'talk to a local cache over a link-local IP, no DNAT, no race)\n- `dnsConfig` on '
             'the pod: `ndots: 2` and `single-request-reopen` (glibc only, ignored on '
             'alpine/musl)\n- Trailing dot on external hostnames (`api.stripe.com.`) to skip '
             'search expansion\n\nWhich level can you change?'),
         (U, "cluster is platform team's, cant touch nodelocaldns. what can i do app side"),
         (A, 'App side you can add this to the checkout-api pod spec:\n\n```yaml\ndnsConfig:\n '
             ' options:\n    - name: ndots\n      value: "2"\n    - name: '
             'single-request-reopen\n```\n\nThat removes most of the extra lookups. The image '
             'is debian-based, so `single-request-reopen` takes effect. Want me to patch the '
             'deployment and re-run the timing loop?'),
         (U, "not yet, platform will want to fix it properly and they'll ask for numbers. "
             'write me a short summary i can paste in #platform-help'),
         (A, 'Here you go:\n\n> **Intermittent 5s DNS latency in staging (checkout ns)**\n> '
             '~15% of lookups from checkout-api take ~5010ms (3 of 20 in a loop of `getent '
             'hosts api.stripe.com`).\n> Node ip-10-0-3-17 shows conntrack `insert_failed` of '
             '2.0k–2.4k per CPU (~8.6k total), which matches the known UDP A/AAAA conntrack '
             'race on the kube-dns service IP. Pods have the default ndots:5, which multiplies '
             'the lookups.\n> Ask: could we roll out NodeLocal DNSCache on staging (then '
             'prod)? We can set ndots:2 app-side as a stopgap if needed.\n\nAdjust the wording '
             'as you like.'),
         (U, 'perfect thx'),
         loops=(
             'Post the DNS conntrack-race summary in #platform-help and ask for NodeLocal '
             'DNSCache',
         ),
         split='blind'),
    case('bb-tomato-spots-viseu', 'chatgpt',
         (U, 'Good morning. My tomato plants have dark brown spots on the lower leaves, with '
             'yellow around, and some stems have dark marks too. It rained a lot this week '
             'here in Viseu. Is it the míldio? I have 14 plants, cherry and coração de boi.'),
         (A, 'Good morning! Wet weather plus spots on the lower leaves usually points to one '
             'of two fungal diseases:\n\n**1. Early blight (Alternaria, "alternariose")**\n- '
             'Brown spots with **concentric rings**, like a target\n- Yellow halo around the '
             'spots\n- Starts on the oldest, lowest leaves and moves up\n\n**2. Late blight '
             '("míldio", Phytophthora)**\n- Larger, irregular, greasy-looking dark patches\n- '
             '**White fuzzy growth** on the underside of leaves in humid mornings\n- Spreads '
             'very fast, can kill a plant in a week\n\nCould you look closely at one spot? '
             'Does it have rings, and is there any white fuzz under the leaf?'),
         (U, 'The spots have rings, like a target for darts. No white fuzz, I looked with my '
             'glasses.'),
         (A, "Then it's almost certainly **early blight (alternariose)**. That's good news: "
             "it's much slower than míldio and you can manage it.\n\nWhat to do:\n1. **Remove "
             'affected lower leaves** today. Cut them with clean scissors and put them in the '
             'rubbish, **not the compost**.\n2. **Mulch** the soil (straw is ideal) so rain '
             "doesn't splash spores from the soil onto the leaves.\n3. **Water at the base**, "
             'in the morning, never over the leaves.\n4. **Treatment**: either a copper spray '
             '(calda bordalesa), or a synthetic fungicide such as one with chlorothalonil or '
             "difenoconazole, which works faster.\n5. **Next year**: rotate. Don't plant "
             'tomatoes (or potatoes, peppers, aubergines) in the same bed for 3 '
             'years.\n\nWould you like the dose for calda bordalesa?'),
         (U, "I don't want chemicals, my grandchildren eat the tomatoes from the plant when "
             'they visit. Calda bordalesa is allowed in organic, no? Then I use that. Yes give '
             'me the dose. And I remove the leaves this afternoon.'),
         (A, 'Yes, copper (calda bordalesa) is permitted in organic farming, though there are '
             "limits on the total copper per year, so don't overdo it.\n\n**Dose** (check your "
             'packet, brands differ): usually **20 g per litre** of water for the ready-made '
             'powder.\n- Spray in the late afternoon, not in strong sun or above ~28°C\n- '
             'Cover both sides of the leaves\n- **Repeat every 7–10 days**, and again after '
             'heavy rain\n- Wear gloves, and wash the tomatoes well before eating\n\nAnd do '
             'the mulch soon, it makes a big difference in a wet spell.'),
         (U, 'The straw my neighbour brings, he has a lot, maybe Saturday. Then I put it. For '
             "the rotation, I have only two beds, it's difficult. I will think about it."),
         (A, 'Saturday is fine. With only two beds you could alternate tomatoes with beans or '
             'lettuce each year, and put 2–3 tomato plants in large pots (30+ litres) with '
             "fresh compost so they don't touch the old soil at all. Good luck with them!"),
         decisions=(
             'Treat the tomato early blight with calda bordalesa (copper) instead of a '
             'synthetic fungicide',
         ),
         loops=(
             'Remove the spotted lower tomato leaves (rubbish, not compost)',
             'Spray the tomatoes with calda bordalesa and repeat every 7-10 days',
             'Mulch the tomato beds with straw when the neighbour brings it (Saturday)',
         ),
         facts=(
             'Lives in Viseu and grows cherry and coração de boi tomatoes',
             'Vegetable garden has only two beds',
         ),
         split='blind'),
    case('bb-french-pension-certificat-irs', 'claude',
         (U, 'Hello. I receive a small pension from France because I worked there from 1979 to '
             '1984, in a textile factory in Lyon, before I came back to Portugal to be a '
             'teacher. Every year they send a paper, certificat de vie, that I must sign and '
             'have stamped. Last year I went to the Junta de Freguesia. This year the letter '
             'says I can also do it with an app on the telephone. Is it safe? I am 71 and not '
             'very good with the apps.'),
         (A, 'Hello! Yes, the French pension funds now accept the proof of life online. The '
             'official channel is your personal account on **info-retraite.fr** ("Mon compte '
             'retraite"), and its app. In the app you photograph your ID and take a short '
             "video selfie. It's the real service, not a scam, as long as:\n\n- you install it "
             'yourself from the Play Store / App Store, **never from a link in an SMS or '
             "email**\n- you never give your bank details (the real service doesn't ask for "
             "them)\n\nThat said, you don't have to use the app. The paper route still "
             'works:\n1. Take the form and your Cartão de Cidadão to the Junta de Freguesia '
             '(or a notary, or the French consulate)\n2. They stamp and sign it\n3. You send '
             'it back to the address on the letter before the deadline\n\nWhich would you '
             'prefer?'),
         (U, 'My grandson Tiago comes in August, maybe he helps me with the app. No, the '
             "letter says until 15 July, it's too late. I go to the Junta again, I trust the "
             'paper more.'),
         (A, "That makes sense. The Junta worked last year and you'll be well within the "
             'deadline.\n\nA few tips:\n- Bring the **Cartão de Cidadão** and the form (they '
             'fill in the stamp part)\n- **Make a photocopy** of the stamped form before '
             'posting it\n- Send it by **correio registado** with aviso de receção, so you '
             "have proof it arrived\n- Aim to post it by the end of June so there's time for "
             'international mail\n\nIf the pension ever gets suspended because the letter was '
             'lost, the registered-mail receipt is what sorts it out quickly.'),
         (U, 'Registado is more expensive but ok, I send registado. Other question. The IRS '
             'here in Portugal, must I put this French pension? My son Rui always does my IRS '
             'but this year he is very busy with the new job.'),
         (A, 'Yes. As a tax resident of Portugal you declare your worldwide income, including '
             'the French pension.\n\n- It goes in **Anexo J** (rendimentos obtidos no '
             'estrangeiro), pensions section, country France.\n- Under the France–Portugal tax '
             'treaty, a pension from **private-sector work** (like your factory job, paid by '
             'the CNAV / Assurance retraite and Agirc-Arrco) is taxed **only in Portugal**. So '
             "if France didn't withhold tax, you put 0 in the tax paid abroad.\n- Your "
             "Portuguese teacher's pension from the CGA is already pre-filled in Anexo "
             "A.\n\nYou'll need the annual amount in euros; the French funds send an annual "
             'statement ("attestation fiscale"), also downloadable from your info-retraite '
             'account.\n\nWant me to walk you through filling Anexo J step by step on the '
             'Portal das Finanças?'),
         (U, 'Not now thank you. I put it in Anexo J like you say but I ask Rui to check '
             'before I submit. The deadline is 30 June no?'),
         (A, 'Yes: the IRS declaration can be submitted from **1 April to 30 June**. Having '
             'Rui look at it before you press "submeter" is a good idea. Good luck!'),
         decisions=(
             'Get the French certificat de vie stamped at the Junta de Freguesia again instead '
             'of using the app',
             'Send the stamped certificat by correio registado',
             'Declare the French pension herself in Anexo J of the IRS',
         ),
         loops=(
             'Get the certificat de vie stamped at the Junta and post it by registered mail '
             'before 15 July',
             'Ask Rui to check the IRS declaration (with Anexo J) before submitting by 30 June',
         ),
         facts=(
             'Worked in a textile factory in Lyon from 1979 to 1984 and receives a small '
             'French pension',
             'Retired teacher with a CGA pension, aged 71',
             'Her son Rui usually does her IRS',
         ),
         split='blind'),
    case('bb-christmas-bristol-trip', 'chatgpt',
         (U, 'I want to visit my daughter in Bristol for Christmas, more or less from 18 '
             "December to 3 January. I live in Viseu. What is the best way? I don't drive on "
             'the autoestrada anymore.'),
         (A, 'What a lovely trip! Here are the main options:\n\n**Flights**\n1. **Porto → '
             'Bristol direct** (easyJet flies it, usually several times a week; about 2h15). '
             'Simplest option.\n2. Lisbon → Bristol: also direct, but Lisbon is much further '
             'from Viseu.\n3. Porto → London, then coach/train to Bristol (2.5–3h extra). Only '
             'worth it if the direct flights are much more expensive.\n\n**Getting to Porto '
             'airport from Viseu** (Viseu has no train station)\n- Bus: Rede Expressos / Citi '
             'Express to Porto (about 1h30–2h), then metro line E to the airport\n- Or a lift '
             'from family or friends\n\n**Documents**: since Brexit you need your **passport** '
             "(the Cartão de Cidadão isn't accepted anymore), and EU citizens now also need a "
             '**UK ETA** (electronic travel authorisation, applied for online or in the UK ETA '
             'app, currently £16).\n\nWould you like help comparing flight times?'),
         (U, 'The direct one to Bristol. My son Rui lives in Porto, he can take me to the '
             'airport. The passport I must look, I think it expired last year.'),
         (A, 'Direct Porto–Bristol it is, with Rui dropping you off.\n\n**Passport**: if it '
             'expired, renew it soon. December is busy. You can request it at a Loja do '
             'Cidadão / Espaço Cidadão or an IRN service point (book online at the Agência '
             'para a Modernização Administrativa site). The normal service takes a few working '
             'days to a couple of weeks.\n\n**ETA**: apply after you have the new passport, '
             "since the ETA is linked to the passport number. It's usually approved within 3 "
             'working days.\n\n**Luggage on easyJet**: one small bag under the seat is '
             'included; a large cabin bag or a checked bag (15 or 23 kg) is extra, and cheaper '
             "if you add it when booking.\n\nWhere will you stay, at your daughter's?"),
         (U, "I take a big suitcase, 23 kg, it's for the presents and the chouriço for my "
             'son-in-law haha. Yes I stay in their house, they have the small room.'),
         (A, 'The 23 kg bag is a good idea for presents. But about the chouriço: **the UK '
             'currently does not allow travellers to bring pork or other meat products, or '
             'dairy, from EU countries** in their luggage, even vacuum-packed. Border Force '
             "can confiscate them and fine you. Cheeses fall under the same rules. It's worth "
             'checking gov.uk ("bringing food into Great Britain") before you pack, because '
             'the rules have changed several times.\n\nThings like Portuguese sweets, bolo-rei '
             '(without cream filling), wine (within limits) or olive oil are fine.'),
         (U, 'Oh no, no chouriço then, he will be sad! Ok. Wait, my daughter called just now. '
             'The small room is for the new baby now, I forgot. So I stay in a B&B near them, '
             'in Bishopston. What must I look for?'),
         (A, 'Congratulations on the new grandchild!\n\nFor a B&B near Bishopston:\n- '
             '**Walking distance**: Gloucester Road has several small guesthouses; 10–15 '
             "minutes' walk is ideal in winter\n- **Ground floor or lift**, especially with a "
             '23 kg suitcase\n- **Check Christmas opening**: many small B&Bs close 24–26 '
             "December. Confirm they're open for your whole stay\n- **Free cancellation** in "
             "case plans change\n- For 16 nights, ask about a weekly rate\n\nWhat's your "
             'budget per night?'),
         (U, 'Maximum 80 pounds the night. My neighbour Graça is good with the Booking, she '
             'helps me look this week.'),
         (A, '£80/night is realistic in Bishopston outside the big hotels, though Christmas '
             'week may be tight, so booking soon is wise. Summary of your to-dos:\n\n1. '
             'Check/renew passport\n2. Apply for the UK ETA\n3. Book the Porto–Bristol flight '
             'with a 23 kg bag\n4. Book the B&B (open over Christmas, ≤ £80)\n\nBoa viagem!'),
         decisions=(
             'Fly Porto–Bristol direct for Christmas (about 18 Dec to 3 Jan), with Rui driving '
             'her to the airport',
             'Take a 23 kg checked suitcase for the presents',
             'Not bring chouriço to the UK',
             'Stay in a B&B in Bishopston, max £80 a night',
         ),
         loops=(
             'Check passport expiry and renew it, then apply for the UK ETA',
             'Book the Porto–Bristol flight with a 23 kg bag',
             "Find and book a B&B in Bishopston open over Christmas (with Graça's help this "
             'week)',
         ),
         facts=(
             'Daughter lives in Bristol (Bishopston) with her husband and a new baby',
             'Son Rui lives in Porto',
             'No longer drives on motorways',
         ),
         superseded=(
             "Stay in the small room at her daughter's house",
         ),
         split='blind'),
    case('bb-python-harvest-csv', 'claude',
         (U, 'hello, I am learning python in the Universidade Sénior. I taught mathematics for '
             '33 years so the logic is ok, the computer is the new thing for me. I made this '
             'to add my harvest but it gives error:\n\ntotal = 0\nkilos = input("quantos '
             'quilos? ")\ntotal = total + kilos\nprint(total)\n\nTypeError: unsupported '
             "operand type(s) for +: 'int' and 'str'"),
         (A, "Good start! The error means you're trying to add a **number** (`total`, which is "
             '`0`) to a **text** (`kilos`).\n\n`input()` always gives back text, a *string*, '
             'even if you type digits. You convert it to a number with `float()` (decimals '
             'allowed) or `int()` (whole numbers only):\n\n```python\ntotal = 0\nkilos = '
             'float(input("quantos quilos? "))\ntotal = total + '
             'kilos\nprint(total)\n```\n\nOne Portuguese trap: Python uses a **point** for '
             'decimals, so `1,5` gives a `ValueError`. To accept a comma '
             'too:\n\n```python\nkilos = float(input("quantos quilos? ").replace(",", '
             '"."))\n```'),
         (U, 'yes!! it works, also with 1,5. Now I want to keep the harvest of all the year, '
             'for each vegetable. Is better excel or python?'),
         (A, 'Both work. It depends what you want out of it:\n\n- **Spreadsheet '
             '(Excel/LibreOffice)**: fastest if you just want the numbers.\n- **Python + a CSV '
             'file**: a CSV is a plain text file that Python can write and Excel can also '
             "open. It's a very good learning project: files, lists, dictionaries, loops.\n- "
             '**Python + a database (SQLite)**: more powerful, but too much for now.\n\nSince '
             "you're learning, I'd suggest Python + CSV."),
         (U, 'csv with python. excel I know already, I want to learn'),
         (A, 'Here is a first version that adds one line to `colheitas.csv` each time you run '
             'it:\n\n```python\nimport csv\nfrom datetime import date\n\nlegume = '
             'input("legume? ").strip().lower()\nkilos = float(input("quantos quilos? '
             '").replace(",", "."))\n\nwith open("colheitas.csv", "a", newline="", '
             'encoding="utf-8") as f:\n    escritor = csv.writer(f)\n    '
             'escritor.writerow([date.today().isoformat(), legume, '
             'kilos])\n\nprint("guardado!")\n```\n\n- `"a"` means *append*, so old lines are '
             'kept\n- `.lower()` makes "Tomate" and "tomate" the same\n\nThe next step would '
             'be reading the file and adding up the kilos for each vegetable with a '
             'dictionary. Shall I explain it, or give you an exercise?'),
         (U, 'give me the exercise but NOT the answer please. I do it tomorrow morning, in the '
             'afternoon is the garden'),
         (A, "Very good, a teacher's choice! 😊\n\n**Exercise**: write `resumo.py` that:\n1. "
             'Opens `colheitas.csv` for reading (`"r"`) and uses `csv.reader`\n2. For each '
             'line, takes the vegetable (position 1) and kilos (position 2, remember '
             '`float`!)\n3. Keeps a dictionary `totais` where the key is the vegetable and the '
             'value is the total kilos\n4. At the end prints each vegetable and its '
             'total\n\n**Hint**: `totais.get(legume, 0)` gives the current total, or 0 if that '
             "vegetable isn't there yet.\n\nTry it first with 4–5 lines of invented data. Send "
             "me your code when you're done."),
         decisions=(
             "Track the year's harvest per vegetable in a CSV file with Python rather than in "
             'Excel',
         ),
         loops=(
             'Do the resumo.py exercise (total kilos per vegetable from the CSV) tomorrow '
             'morning',
         ),
         facts=(
             'Taught mathematics for 33 years',
             'Learning Python in a Universidade Sénior course',
         ),
         split='blind'),
    case('bb-pessoa-heteronyms-chat', 'chatgpt',
         (U, 'Good evening. Why did Fernando Pessoa invent so many heteronyms? Some people say '
             'he was a little crazy, is it true?'),
         (A, "Good evening! It's a question people have argued about for a century.\n\nPessoa "
             'himself gave an explanation in a famous 1935 letter to Adolfo Casais Monteiro. '
             'He described the heteronyms as coming from a deep "tendency to '
             'depersonalisation", and said that on 8 March 1914, his "triumphal day", he wrote '
             'more than thirty poems of *O Guardador de Rebanhos* in one go as Alberto Caeiro. '
             "Many scholars think he dramatised that story a bit.\n\nMost critics don't see it "
             'as madness but as a **literary method**: each heteronym is a complete poet with '
             'his own biography, style and philosophy. Pessoa called it a "drama em gente", a '
             'drama in people rather than in acts. He did suffer from anxiety and drank '
             'heavily, but the heteronyms were a conscious creation.'),
         (U, 'Drama em gente, that is beautiful. And Ricardo Reis was the classical one, with '
             'the odes, no?'),
         (A, "Exactly. Ricardo Reis is the classicist: a doctor, a monarchist who (in Pessoa's "
             'invented biography) emigrated to Brazil, and who wrote odes in the manner of '
             'Horace. His poems are about accepting fate calmly, enjoying the moment without '
             'attachment ("Sábio é o que se contenta com o espetáculo do '
             'mundo").\n\nRoughly:\n- **Caeiro**: the master, nature, seeing without '
             'thinking\n- **Reis**: classical serenity, stoicism and epicureanism\n- **Álvaro '
             'de Campos**: the engineer, modern, intense, from futurism to deep melancholy '
             '(*Tabacaria*)\n- **Bernardo Soares**: the semi-heteronym of the *Livro do '
             'Desassossego*'),
         (U, 'Yes and Saramago wrote a book where Reis comes back to Lisbon after Pessoa dies.'),
         (A, 'Yes, *O Ano da Morte de Ricardo Reis* (1984). Reis returns from Brazil at the '
             "end of 1935, after Pessoa's death, and the ghost of Pessoa visits him for a few "
             "months while Lisbon lives under Salazar's regime and the Spanish Civil War "
             "begins. It's one of Saramago's most loved novels, a conversation between a "
             'creation and his dead creator.'),
         (U, 'What a clever idea. Thank you, good night!'),
         (A, 'Good night! Enjoy the poems.'),
         chatter=True,
         split='blind'),
    case('bc-deseq2-batch-run', 'claude-code',
         (U, 'i have the deseq2 script in analysis/deseq_roots.R for my root samples from the '
             'drought experiment. the PCA shows the samples cluster by sequencing run and not '
             'by treatment :( can you look and add the batch to the design? the run is in '
             "column 'run' of metadata/samples.csv"),
         (A, "I'll look at the metadata and the current design first."),
         (T, '$ cat metadata/samples.csv\nsample,condition,run,rin,lib_size_M\nR01,control,A,8.'
             '9,24.1\nR02,control,A,9.1,22.8\nR03,control,B,8.7,25.3\nR04,control,B,8.8,23.9\nR'
             '05,drought,A,8.5,21.7\nR06,drought,B,8.9,24.4\nR07,drought,A,5.1,9.8\nR08,drought'
             ',B,8.6,23.1\n$ grep -n "design" analysis/deseq_roots.R\n23:dds <- '
             'DESeqDataSetFromMatrix(countData = counts, colData = meta, design = ~ condition)'),
         (A, 'The run is balanced across conditions (2 control + 2 drought in each run), so '
             'adding it as a covariate is straightforward:\n\n```r\nmeta$run <- '
             'factor(meta$run)\ndds <- DESeqDataSetFromMatrix(countData = counts, colData = '
             'meta, design = ~ run + condition)\n```\n\nTwo other things I noticed:\n\n1. '
             '**R07** looks poor: RIN 5.1 and only 9.8M reads, less than half of the others. '
             "It's worth considering dropping it.\n2. Right now the script reports raw log2 "
             "fold changes. For ranking and plotting I'd recommend shrinking them with "
             '`lfcShrink(type = "apeglm")`.\n\nWant me to make the design change and drop R07?'),
         (U, 'yes change the design. and ok remove R07, it was always strange in the QC'),
         (A, 'Done: design is now `~ run + condition`, and R07 is filtered out right after '
             'reading the counts. Running it:'),
         (T, '$ Rscript analysis/deseq_roots.R\nestimating size factors\nestimating '
             'dispersions\nfitting model and testing\n\nout of 18342 with nonzero total read '
             'count\nadjusted p-value < 0.1\nLFC > 0 (up)       : 412, 2.2%\nLFC < 0 (down)    '
             ' : 389, 2.1%\noutliers [1]       : 0, 0%\nlow counts [2]     : 3201, 17%\n$ '
             'Rscript -e \'m <- read.csv("metadata/samples.csv"); m <- m[m$sample != "R07",]; '
             "print(table(m$condition, m$run))'\n         \n          A B\n  control 2 2\n  "
             'drought 1 2'),
         (A, 'It runs, and with the batch term you get 412 up / 389 down (before it was 230 / '
             '198).\n\nOne caveat: with R07 removed, drought has only **one** sample in run A '
             '(R05), so the run effect for drought is estimated from a single sample. It still '
             'works, but it makes the batch correction less reliable. Keeping R07 would give '
             'you 2 vs 2 again, at the cost of one noisy library.'),
         (U, 'hm ok then keep R07 in, i dont want to loose the replicate and my supervisor '
             'will ask anyway why n=3. do the shrinkage with apeglm also'),
         (A, 'Reverted the R07 filter and added the shrinkage step:\n\n```r\nres <- '
             'results(dds, name = "condition_drought_vs_control")\nres_shr <- lfcShrink(dds, '
             'coef = "condition_drought_vs_control", type = '
             '"apeglm")\nwrite.csv(as.data.frame(res_shr), '
             '"results/drought_vs_control_apeglm.csv")\n```'),
         (T, '$ Rscript analysis/deseq_roots.R\n...\nadjusted p-value < 0.1\nLFC > 0 (up)      '
             " : 377, 2.1%\nLFC < 0 (down)     : 351, 1.9%\nusing 'apeglm' for LFC shrinkage. "
             'If used in published research, please cite:\n    Zhu, A., Ibrahim, J.G., Love, '
             'M.I. (2018)\nwrote results/drought_vs_control_apeglm.csv (18342 rows)'),
         (A, 'All 8 samples are back in, design `~ run + condition`, 377 up / 351 down at padj '
             '< 0.1, shrunken LFCs saved to `results/drought_vs_control_apeglm.csv`.\n\nWant '
             'me to also add a volcano plot and an MA plot to `figures/`?'),
         (U, 'no thanks, i make the plots myself in python later with the csv. thanks!!'),
         decisions=(
             'Add sequencing run as batch covariate in the DESeq2 design (~ run + condition)',
             'Keep sample R07 in the analysis despite low RIN',
             'Shrink log fold changes with apeglm',
         ),
         loops=(
             'Make the volcano/MA plots in Python from the apeglm results CSV',
         ),
         superseded=(
             'Remove low-quality sample R07 from the DESeq2 analysis',
         ),
         split='blind'),
    case('bc-thesis-timeline', 'chatgpt',
         (U, 'Hello, I need help to plan the rest of my PhD. I am in the third year now (I '
             'started October 2022) and my contract ends 30 September 2026, it can not be '
             'extended more. Until now I have: chapter 1 the drought RNA-seq, the paper is in '
             'revision. chapter 2 root phenotyping, data is complete but I need to write '
             'everything. For chapter 3 I wanted to do the CRISPR mutants but the lines are '
             'still not homozygous after 2 generations, so I dont know if this will work in '
             'time. Also I have teaching in the winter semester. Can you make me a realistic '
             'timeline?'),
         (A, "Sure — here's a realistic plan working backwards from 30 September "
             '2026.\n\n**Key constraint:** the defense should happen before your contract '
             'ends, so submission needs to be several months earlier, depending on your '
             "graduate school's review time.\n\n**Two options for chapter 3:**\n\n- **Option A "
             '– full CRISPR chapter:** genotype the next generation (Dec–Jan), phenotype '
             '(Feb–Apr), write (May–Jun). Very tight, and any delay pushes everything.\n- '
             '**Option B – reduced chapter 3:** use what you have from the CRISPR work '
             '(constructs, preliminary lines) as a shorter chapter or combine it with a '
             'general discussion. Much safer.\n\nMy suggestion: plan with **B**, but set a '
             '**go/no-go point at the end of January**: if you have homozygous lines by then, '
             'you can still add a small phenotyping experiment.\n\n**Draft timeline (Option '
             'B):**\n| Period | Focus |\n|---|---|\n| Dec – Feb | Write chapter 2 (mornings), '
             'teaching |\n| End of Jan | CRISPR go/no-go decision |\n| Mar – Apr | Chapter 3 + '
             'paper 1 revisions |\n| May | Introduction + general discussion |\n| June | Final '
             'edits, submit |\n\nWould you like me to adjust for your teaching load?'),
         (U, 'I think option B is more realistic. but my supervisor really want the crispr '
             'data... Ok lets plan with B but with the decision point in january like you say'),
         (A, 'Good — that keeps the door open for the CRISPR data without betting the thesis '
             'on it. A few tips to make this work:\n\n- **Protect writing time:** block 2–3 '
             'mornings per week for chapter 2 during the semester.\n- **Write the introduction '
             'last**, once you know what chapter 3 looks like.\n- **Put the January decision '
             "in writing** with your supervisor, so it's a shared decision and not a "
             'surprise.\n\nWant me to draft a short email to your supervisor proposing this '
             'plan?'),
         (U, 'yes please, short. he dont like long emails'),
         (A, '**Subject:** Thesis timeline – proposal\n\nDear Prof. [Name],\n\nI made a plan '
             'for the remaining time until my contract ends in September 2026. I propose to '
             'write chapter 2 now and to decide at the end of January if the CRISPR lines are '
             'ready for a phenotyping experiment. If not, chapter 3 would be a shorter chapter '
             'based on the current CRISPR work.\n\nCould we discuss this in our next '
             'meeting?\n\nBest regards,\n[Your name]'),
         (U, 'good. i will send it monday after the lab meeting. one thing, submission in june '
             'is too late i think. the graduate school needs around 3 months for the reviews, '
             'so defense would be end of september or even later. then I should submit in may?'),
         (A, 'Yes, exactly. If reviews take ~3 months and you want the defense comfortably '
             "before 30 September, you should submit **by mid-May at the latest**. I'd suggest "
             '**15 May 2026** as your target — that gives you ~2 weeks of buffer for '
             'scheduling the defense.\n\nThat means shifting the plan by about a month: '
             'introduction/discussion in April, final edits in early May. Want me to update '
             'the table?'),
         (U, 'ok 15 may. no need for the table, I do it in my planner. thanks a lot'),
         decisions=(
             'Plan thesis with a reduced chapter 3 (option B) and a CRISPR go/no-go decision '
             'at end of January',
             'Target thesis submission for 15 May 2026',
         ),
         loops=(
             'Send the timeline email to the supervisor on Monday after the lab meeting',
             'Update her planner with the shifted timeline',
         ),
         facts=(
             'Started her PhD in October 2022',
             'PhD contract ends 30 September 2026 and cannot be extended',
         ),
         superseded=(
             'Submit the thesis in June 2026',
         ),
         split='blind'),
    case('bc-growth-curve-fit', 'aider',
         (U, 'in analysis/growth.py the curve_fit fails for some wells with RuntimeError: '
             'Optimal parameters not found: Number of calls to function has reached maxfev = '
             '800. can you fix it'),
         (A, 'The fit fails because `curve_fit` starts from the default `p0 = [1, 1, 1]`, '
             "which is far from typical OD600 values. I'll add data-driven initial guesses and "
             'bounds, and catch failures per well instead of '
             'crashing.\n\nanalysis/growth.py\n```python\n<<<<<<< SEARCH\n        popt, _ = '
             'curve_fit(logistic, t, od)\n=======\n        p0 = [od.max(), 0.5, '
             't[np.argmax(np.gradient(od))]]\n        bounds = ([0, 0, 0], [od.max() * 2, 5, '
             't.max()])\n        try:\n            popt, _ = curve_fit(logistic, t, od, p0=p0, '
             'bounds=bounds, maxfev=10000)\n        except RuntimeError:\n            '
             'failed.append(well)\n            continue\n>>>>>>> REPLACE\n```'),
         (T, '$ python analysis/growth.py data/plate_2024-11-12.csv\nFitted 84/96 '
             'wells\nWARNING: 12 wells failed: A12, B12, C12, D12, E12, F12, G12, H12, '
             '...\nSaved results/growth_params_2024-11-12.csv'),
         (U, 'the column 12 is the blanks, so its normal they fail. skip column 12 and '
             'subtract the mean of the blanks from the other wells before fitting'),
         (A, 'analysis/growth.py\n```python\n<<<<<<< SEARCH\n    wells = [c for c in '
             'df.columns if c != "time_h"]\n=======\n    blank_cols = [c for c in df.columns '
             'if c.endswith("12")]\n    blank = df[blank_cols].mean(axis=1)\n    wells = [c '
             'for c in df.columns if c != "time_h" and c not in blank_cols]\n    df[wells] = '
             'df[wells].sub(blank, axis=0)\n>>>>>>> REPLACE\n```'),
         (T, '$ python analysis/growth.py data/plate_2024-11-12.csv\nFitted 88/88 wells\nSaved '
             'results/growth_params_2024-11-12.csv'),
         (U, 'perfect. also can we use Gompertz instead of logistic? my supervisor used '
             'gompertz in all the old papers of the group so its better to compare'),
         (A, "I'll add a modified Gompertz model (Zwietering parameterisation: A, mu_m, "
             'lambda) and a `--model` flag so you can still run logistic if needed. Should '
             'Gompertz be the default?'),
         (U, 'yes make gompertz default'),
         (A, 'analysis/growth.py\n```python\n<<<<<<< SEARCH\nparser.add_argument("csv")\n======'
             '=\nparser.add_argument("csv")\nparser.add_argument("--model", '
             'choices=["gompertz", "logistic"], default="gompertz")\n>>>>>>> '
             'REPLACE\n```\n\nanalysis/growth.py\n```python\n<<<<<<< SEARCH\ndef logistic(t, '
             'K, r, t0):\n=======\ndef gompertz(t, A, mu, lam):\n    return A * '
             'np.exp(-np.exp(mu * np.e / A * (lam - t) + 1))\n\n\ndef logistic(t, K, r, '
             't0):\n>>>>>>> REPLACE\n```'),
         (T, '$ python analysis/growth.py data/plate_2024-11-12.csv\nModel: gompertz\nFitted '
             '88/88 wells\nSaved results/growth_params_2024-11-12.csv'),
         decisions=(
             'Treat column 12 as blanks: skip those wells and subtract the mean blank before '
             'fitting',
             'Use the Gompertz model as the default for growth curve fits (logistic still '
             'available)',
         ),
         split='blind'),
    case('bc-lateral-root-glmm', 'claude',
         (U, 'I have a statistics question. I count lateral roots for 4 genotypes x 2 '
             'treatments (control, mannitol). plants grow on 12 plates, 6 plants per plate. '
             'First I did lm(roots ~ genotype * treatment) but the residuals look not good, '
             'like a funnel. What model should I use in R?'),
         (A, 'Count data with a funnel-shaped residual pattern is classic: the variance grows '
             "with the mean, which a linear model doesn't handle. Two things to fix:\n\n1. "
             '**Distribution:** use a count model — start with Poisson.\n2. '
             '**Non-independence:** plants on the same plate share conditions, so add **plate '
             'as a random intercept**.\n\n```r\nlibrary(glmmTMB)\nm_pois <- glmmTMB(roots ~ '
             'genotype * treatment + (1 | plate),\n                  family = poisson, data = '
             "d)\nlibrary(performance)\ncheck_overdispersion(m_pois)\n```\n\nIf it's "
             'overdispersed, switch to a negative binomial (`family = nbinom2`). Can you run '
             'the check and paste the result?'),
         (U, "# Overdispersion test\n\n       dispersion ratio =   2.314\n  Pearson's "
             'Chi-Squared = 194.376\n                p-value = < 0.001\n\nOverdispersion '
             'detected.'),
         (A, 'Clear overdispersion (ratio ~2.3), so Poisson would give you too-small standard '
             'errors and too many "significant" results. Use the negative '
             'binomial:\n\n```r\nm_nb <- glmmTMB(roots ~ genotype * treatment + (1 | plate),\n '
             '               family = nbinom2, data = d)\nsummary(m_nb)\ncheck_overdispersion(m'
             '_nb)\n```\n\nYou can also compare with `AIC(m_pois, m_nb)` — the NB model should '
             'be much lower.'),
         (U, 'ok I take the nbinom2, AIC is 40 lower. should I also put a random slope for '
             'treatment per plate?'),
         (A, 'That depends on the design: was the treatment applied **per plate** (each plate '
             'is either control or mannitol), or are both treatments on the same plate?'),
         (U, 'per plate. each plate is one treatment'),
         (A, "Then a random slope for treatment by plate isn't possible — each plate only sees "
             "one treatment level, so there's no within-plate treatment effect to vary. "
             'Treatment is tested between plates, and the random intercept `(1 | plate)` '
             "already handles that correctly. Keep the model as it is.\n\nFor reporting, I'd "
             'use `emmeans` on the response scale:\n\n```r\nlibrary(emmeans)\nemm <- '
             'emmeans(m_nb, ~ genotype | treatment, type = "response")\npairs(emm, adjust = '
             '"tukey")\n```\n\nThis compares genotypes **within each treatment** (6 '
             'comparisons each), which is usually more meaningful than all 28 pairwise '
             'combinations.'),
         (U, 'yes within treatment makes much more sense, all 28 would be a mess in the '
             'figure. thank you!!'),
         decisions=(
             'Model lateral root counts with a negative binomial GLMM (glmmTMB nbinom2) with '
             'plate as random intercept',
             'No random slope for treatment, since treatment was applied per plate',
             'Report genotype comparisons within each treatment with emmeans (Tukey), not all '
             'pairwise',
         ),
         split='blind'),
    case('bc-english-false-friends', 'chatgpt',
         (U, "small english question. a colleague said 'eventually' does not mean 'maybe'?? in "
             "german 'eventuell' means maybe. is he right"),
         (A, "Yes, he's right — it's a classic false friend for German speakers.\n\n- "
             '**eventually** = *finally, in the end, after some time* ("We eventually found '
             'the bug.")\n- **eventuell** = *possibly, maybe* → in English: **possibly**, '
             '**perhaps**, **potentially**\n\nSo "We will eventually repeat the experiment" '
             'means you *will* repeat it at some point, not that you might.'),
         (U, 'oh no. i think i wrote this in many emails. are there more like this?'),
         (A, 'Quite a few! Common ones in academic writing:\n\n| German | Looks like | '
             'Actually means in English |\n|---|---|---|\n| aktuell | actual | **current** '
             '|\n| konsequent | consequent | **consistent** |\n| sensibel | sensible | '
             '**sensitive** |\n| Chef | chef | **boss** |\n| also | also | **so / therefore** '
             '|\n| bekommen | become | **get / receive** |\n\nAnd a grammar one: "since 3 '
             'years" → **"for 3 years"** ("I have worked here for 3 years").'),
         (U, "haha 'become' I know, that one was very embarrassing once in a restaurant. "
             "'since 3 years' i hear all the time from german people"),
         (A, "It's one of the most common ones, because German uses *seit* for both. The rule "
             'of thumb:\n\n- **since** + a point in time: *since 2022, since Monday*\n- '
             "**for** + a duration: *for 3 years, for two weeks*\n\nAnd don't worry too much — "
             'native speakers almost always understand what you mean. The "become" story is a '
             'rite of passage!'),
         (U, 'ok good to know :) thanks'),
         chatter=True,
         split='blind'),
    case('bc-produce-supplier-split', 'chatgpt',
         (U, 'trying to decide between keeping our broadline distributor for produce or '
             'switching to a local farm coop. numbers: distributor is ~$2,100/wk on produce, '
             'delivers 6 days, $500 min order. coop quoted about 12% more on average but '
             "quality is way better, delivers tue and fri only, no minimum. we're a 40 seat "
             'place, closed mondays. thoughts'),
         (A, "Here's how I'd think about it:\n\n**Full switch to the coop**\n- ~+$250/week "
             '(~$13k/year) at current volume\n- Better quality can reduce trim waste and lets '
             'you market "local" on the menu\n- Risk: only 2 deliveries/week means you need '
             'storage for 3–4 days of produce\n\n**Split model**\n- Coop for high-visibility '
             'items: greens, herbs, tomatoes, seasonal specials\n- Distributor for staples: '
             'onions, potatoes, carrots, citrus, and emergency backfill\n- Cost increase maybe '
             '~$80–120/week, and you keep the daily delivery safety net\n\n**Stay as is** — '
             'cheapest, but you leave the quality upside on the table.\n\nA key question: how '
             'big is your walk-in? Two deliveries a week only works if you can store it '
             'properly.'),
         (U, 'walk in is small, thats the issue honestly'),
         (A, "Then a full switch would be tough — you'd either overfill the walk-in on "
             "Tuesdays/Fridays or run out by Thursday. I'd recommend the **split model**, run "
             'as a trial:\n\n- 4 weeks\n- Track per week: coop spend, distributor spend, '
             "produce waste (lbs or $), and any 86'd items\n- Compare with the 4 weeks "
             'before\n\nAlso worth asking the distributor whether the $500 minimum still works '
             'for you once produce volume drops.'),
         (U, "ok split it. coop for greens herbs tomatoes and whatever's in season, keep the "
             'distributor for the basics. 4 week trial starting first week of march'),
         (A, 'Sounds like a solid plan. Quick summary:\n\n- **Coop:** greens, herbs, tomatoes, '
             'seasonal items (Tue/Fri)\n- **Distributor:** staples + backfill\n- **Trial:** 4 '
             'weeks from the first week of March\n\nWant me to make a simple tracking sheet '
             'for the trial? I could also draft a note to your distributor rep about the '
             'minimum order.'),
         (U, 'yeah give me the sheet. dont bother with the rep, we have other stuff with them '
             "anyway. i'll call the coop tomorrow to set up the account"),
         (A, "Here's a simple layout (one row per week):\n\n| Week | Coop $ | Distributor "
             "produce $ | Total produce $ | Waste $ | 86'd items | Notes (quality, guest "
             'comments) |\n|---|---|---|---|---|---|---|\n| Baseline avg | | | | | | |\n| Mar '
             'wk 1 | | | | | | |\n| Mar wk 2 | | | | | | |\n| Mar wk 3 | | | | | | |\n| Mar wk '
             '4 | | | | | | |\n\nAt the end, compare total produce $ + waste $ against the '
             'baseline. Good luck with the coop call!'),
         decisions=(
             'Split produce: local coop for greens, herbs, tomatoes and seasonal items; keep '
             'the distributor for staples',
             'Run a 4-week trial of the split starting the first week of March',
         ),
         loops=(
             'Call the farm coop to set up the account',
             'Track weekly produce spend and waste during the trial',
         ),
         facts=(
             'Her restaurant has 40 seats',
             'The restaurant is closed on Mondays',
             "The restaurant's walk-in cooler is small",
         ),
         split='blind'),
    case('bc-summer-staff-schedule', 'claude',
         (U, "need help w the summer schedule. we're open tue-sun, lunch 11:30-2:30, dinner "
             '5-10, sunday is brunch 10-3 only. staff: 2 line cooks (Dev, Sam), Ana on prep, 3 '
             'servers (Kayla, Jo, Marcus), Luis on dish, plus me in the kitchen. Jo goes back '
             'to school in august and can only do weekends then. also thinking of dropping '
             'tuesday lunch, its dead'),
         (A, 'Happy to help. A couple of questions before I build the grid:\n\n1. Should I '
             'plan with Tuesday lunch dropped? If so, from when?\n2. Any hour limits — e.g. '
             "keeping everyone under 40 hrs to avoid overtime?\n3. Does Jo's August change "
             'need its own version of the schedule?'),
         (U, 'yes drop tue lunch starting june. nobody over 40, i cant afford OT. and yes '
             'separate one for august'),
         (A, "Here's the June–July draft (Tue lunch closed):\n\n| | Tue | Wed | Thu | Fri | "
             'Sat | Sun brunch |\n|---|---|---|---|---|---|---|\n| Dev | D | L+D | — | L+D | D '
             '| — |\n| Sam | — | D | L+D | D | L+D | B |\n| Ana | 9–2 | 9–2 | 9–2 | 9–2 | 9–2 '
             '| — |\n| Kayla | D | L | L+D | D | D | — |\n| Jo | — | D | D | L | L+D | B |\n| '
             'Marcus | D | — | L | D | D | B |\n| Luis | D | D | D | L+D | L+D | B |\n\nHours: '
             'Dev 37.5, Sam 39, Kayla 34, Jo 33, Marcus 31, Luis 39. Nobody over 40.\n\nFor '
             "August I'll move Jo to Sat + Sun only and give Marcus and Kayla the extra "
             'weekday shifts.'),
         (U, 'sam cant do sundays, church thing. swap with dev'),
         (A, "Swapped: **Dev** now works Sunday brunch and **Sam** takes Dev's Tuesday dinner. "
             'Dev is at 38.5 hrs, Sam at 38 — still under 40.'),
         (U, 'actually lets keep tuesday lunch for june. the office park across the street is '
             "doing some summer event thing and might bring people in. we'll see in july"),
         (A, 'Got it — Tuesday lunch stays open in June. I added a Tue lunch shift for Kayla '
             '(server) and Sam (line); that puts Sam at 41 hrs, so I moved his Thursday lunch '
             'to Dev (Dev now 39.5, Sam 38).\n\nWant me to set a reminder note in the schedule '
             'to re-check Tuesday lunch covers at the start of July? And should I format the '
             'final version for printing/posting?'),
         (U, "yes format it, i need to post it by friday. i'll look at the tuesday numbers "
             'myself end of june'),
         (A, "Here's the print-ready version (June), with the August variant below it. I put "
             '"Tue lunch: trial – review early July" as a footer line so staff know it might '
             'change.\n\n[formatted June schedule]\n[formatted August schedule: Jo Sat/Sun '
             'only]'),
         decisions=(
             'Keep Tuesday lunch open in June and review it in July',
             'No staff scheduled over 40 hours a week (no overtime)',
             'Dev covers Sunday brunch instead of Sam',
             'Separate August schedule with Jo on weekends only',
         ),
         loops=(
             'Post the summer schedule by Friday',
             'Check Tuesday lunch numbers at the end of June',
         ),
         facts=(
             'Her restaurant is open Tuesday to Sunday, with brunch only on Sunday',
             'She works in the kitchen herself',
         ),
         superseded=(
             'Drop Tuesday lunch starting June',
         ),
         split='blind'),
    case('bc-winter-menu-short-rib', 'chatgpt',
         (U, 'want to get the lamb shank off the winter menu. lamb went up like 30%, plate '
             'cost is now $13.80 on a $32 dish. thinking braised short rib or pork shoulder '
             'instead. also want one more veg main, my wife went vegetarian last year and she '
             "says our veg options are sad lol (she's right)"),
         (A, 'Your lamb shank is at **~43% food cost**, well above the usual 28–32% target, so '
             'replacing it makes sense.\n\n**Short rib vs pork shoulder**\n| | Short rib | '
             'Pork shoulder |\n|---|---|---|\n| Est. plate cost (8 oz cooked) | ~$9.50 | '
             '~$5.80 |\n| Perceived value | High, feels "special" | Medium |\n| Braise time | '
             '3–4 h | 3–4 h |\n| Fits a $28–32 price | Yes | Harder to justify above $26 '
             '|\n\n**Veg main ideas**\n- Mushroom bourguignon over polenta\n- Roasted '
             'cauliflower steak with romesco\n- Butternut squash risotto with sage brown '
             'butter\n\nAlso, with costs rising across the board, you could consider a ~5% '
             'increase on the other mains.'),
         (U, 'short rib. what should i charge'),
         (A, 'At ~$9.50 plate cost:\n- 30% target → **$31.67** → $32\n- 32% → ~$29.70\n\nSo '
             '$32 keeps your margin; $29–30 works if you trim the portion slightly.'),
         (U, "put it at 29, people here balk at anything over 30. i'll trim to 7oz. and nah on "
             'raising everything else, we just did that in september'),
         (A, 'At 7 oz the plate cost drops to about **$8.40**, so $29 gives you **~29% food '
             'cost** — right in range. Good call keeping it under $30.\n\nWant me to cost out '
             'one of the veg mains too?'),
         (U, 'the mushroom bourguignon. over polenta like you said'),
         (A, 'Rough costing per plate:\n- Mixed mushrooms (cremini + some oyster) 6 oz: '
             '$2.40\n- Pearl onions, carrots, red wine, stock, aromatics: $0.90\n- Polenta w/ '
             "parmesan + butter: $0.60\n- **Total ~$3.90**\n\nAt $20 that's 19.5%, at $22 it's "
             '17.7%. Veg mains usually carry a better margin, so **$22** is reasonable and '
             'still feels fair next to a $29 short rib.'),
         (U, "22 ok. i'll test both at family meal thursday and see what the crew says"),
         decisions=(
             'Replace the lamb shank with braised short rib on the winter menu',
             'Price the short rib at $29 with a 7 oz portion',
             'Add mushroom bourguignon over polenta as a vegetarian main at $22',
             'Do not raise prices on the other mains',
         ),
         loops=(
             'Test the short rib and mushroom bourguignon at Thursday family meal',
         ),
         facts=(
             'Her wife is vegetarian',
         ),
         split='blind'),
    case('bc-restroom-patio-reno', 'claude',
         (U, "ok renovation question. got 2 quotes for redoing the restrooms (they're original "
             'from the 80s, one toilet runs nonstop, tile is cracked). quote A is $38k for '
             "both, 3 weeks, we'd basically have to close. quote B is $29k, 4 weeks, but they "
             'can do one restroom at a time so we stay open. also want to do the patio at some '
             'point, pergola + heaters, ~$22k. i have about $45k set aside for improvements. '
             'oh and the hood vent is making a grinding noise but thats probably just a belt. '
             'what do i do first'),
         (A, 'My recommendation, in order:\n\n1. **Hood vent — now.** A grinding noise can be '
             'a belt, but it can also be a failing motor bearing. Kitchen exhaust is a '
             "fire-safety item and you can't run service without it. A service call is cheap; "
             "don't wait.\n2. **Restrooms — next.** Guests notice restrooms more than almost "
             'anything else, a running toilet wastes water every day, and renovations may '
             "trigger accessibility (ADA) upgrades you'll want to plan for. Quote B looks "
             "better: $9k cheaper and you stay open.\n3. **Patio — later.** It's seasonal "
             'revenue; it can wait until the restrooms are done and you know the remaining '
             "budget.\n\nBefore signing with B, I'd check: are they licensed and insured, do "
             'they have references, and does the quote include permits and ADA items? A third '
             'quote is also worth getting at this size.'),
         (U, 'B is the guy who did the pizza place down the street, they were really happy '
             'with him. ok restrooms with B, do it in january when its slow. patio waits till '
             'next year. not doing a third quote'),
         (A, 'Makes sense — a local reference you can actually go look at is worth a '
             "lot.\n\nBudget-wise, after $29k you'd have ~$16k left. If you want some patio "
             'upgrade this year, you could do **just the heaters (~$6k)** now and the pergola '
             'later.'),
         (U, 'no, patio all at once or not at all. i dont want construction out there twice'),
         (A, 'Fair — one clean project is better. So the plan is:\n\n- **Now:** hood vent '
             'service\n- **January:** restrooms with contractor B, phased one at a time\n- '
             '**Next year:** full patio (pergola + heaters)\n\nOne thing to act on soon: '
             'restroom renovations usually need a permit, and review can take 4–8 weeks. To '
             'start in January, the permit application should go in within the next couple of '
             'weeks. Want me to draft a checklist of what to confirm with B (permit, ADA '
             'scope, schedule, payment terms)?'),
         (U, "good point on permits. i'll ask B to pull the permit this week. skip the "
             'checklist. hood guy is already coming thursday'),
         decisions=(
             'Renovate the restrooms with contractor B ($29k, one restroom at a time to stay '
             'open)',
             'Do the restroom renovation in January',
             'Postpone the patio to next year and do it all at once (no heaters-only phase)',
             'Skip getting a third quote',
         ),
         loops=(
             'Ask contractor B to pull the restroom permit this week',
         ),
         split='blind'),
    case('bc-tip-pool-line-cooks', 'chatgpt',
         (U, 'can i include my line cooks in the tip pool? right now servers keep their own '
             "tips. we're in oregon"),
         (A, 'Generally **yes**, with some conditions. (This is general information, not legal '
             'advice.)\n\n- **Federal law (FLSA, since 2018):** if an employer pays the full '
             'minimum wage and takes **no tip credit**, a mandatory tip pool can include '
             "back-of-house staff like cooks and dishwashers.\n- **Oregon** doesn't allow a "
             'tip credit at all — every employee must get the full state minimum wage before '
             "tips — so you're in the situation where including BOH is typically allowed.\n- "
             '**Owners, managers and supervisors cannot keep any tips** from the pool.\n- '
             'Oregon has notice requirements: employees should be told in writing about the '
             'tip pool arrangement, and you need to keep records of how tips are '
             "distributed.\n\nSince this changes what servers take home, it's worth confirming "
             'the details (notice, record-keeping, how to split) with an employment attorney '
             'or your accountant/payroll provider before rolling it out.'),
         (U, 'does that include me? i cook on the line most nights'),
         (A, "No — as the owner you can't take anything from the tip pool, even on nights "
             "you're working the line. The same applies to anyone with real managerial "
             'authority (hiring, firing, setting schedules). Your line cooks and dishwasher '
             "can be included; you can't."),
         (U, "figured. ok i'll run it by my accountant before i say anything to staff. servers "
             'are gonna hate this'),
         (A, "That's a good order of operations. If you do go ahead, a few things usually help "
             'the conversation with servers:\n\n- Explain the *why* (kitchen pay vs. '
             'front-of-house, retention)\n- Show the proposed split in writing (e.g. a '
             'percentage of tips or points per role)\n- Consider a phase-in or a smaller BOH '
             'share to start\n\nGood luck!'),
         loops=(
             'Ask the accountant about including line cooks in the tip pool before telling '
             'staff',
         ),
         facts=(
             'Her restaurant is in Oregon',
             'She cooks on the line most nights',
         ),
         split='blind'),
]
