"""The mixed library of ``musubi-bench mixed``: one person's history across tools, written for
the project. Each item is what a person would later look for; each query is how they ask.

Kinds of item: ``long`` (a Claude Code session where the fact sits among dozens of other
turns), ``chat`` (a short ChatGPT conversation), ``attachment`` (the fact is in a file pasted
into a chat), ``note`` (the person's own Obsidian note), ``capture`` (saved with ``remember``),
``topic`` and ``reflection`` (pages Musubi derives from the others). Queries go by exact
words, by meaning, by title, by date (relative to ``NOW``) and by project; a query for a topic
page or a reflection names that kind, as a person choosing it would.
"""

from __future__ import annotations

from dataclasses import dataclass

NOW = "2026-11-20T12:00:00Z"


@dataclass(frozen=True)
class Item:
    key: str
    kind: str
    title: str
    day: str
    project: str | None
    turns: tuple[str, ...]  # user and assistant in turn; a note's or capture's paragraphs
    attachment: tuple[str, str] | None = None  # (file name, its text)
    links: tuple[str, ...] = ()  # a topic page's or reflection's items, by key


@dataclass(frozen=True)
class Query:
    text: str
    target: str
    by: str  # exact, meaning, title, date, project
    kind: str | None = None  # the kind a person asks for explicitly


ITEMS: tuple[Item, ...] = (
    # -- short chats ------------------------------------------------------------------------
    Item("pg-partial", "chat", "Postgres partial index", "2026-03-12", "ledgerly", (
        "The unpaid invoices query scans the whole invoices table. Would a partial index help?",
        "Yes. Create it only over the rows the query reads: CREATE INDEX invoices_unpaid ON "
        "invoices (due_date) WHERE paid_at IS NULL. The planner uses it only when the query's "
        "WHERE clause implies the index predicate, so keep `paid_at IS NULL` literally in the "
        "query. It stays small because paid invoices never enter it.")),
    Item("sourdough", "chat", "Rye sourdough hydration", "2025-09-03", None, (
        "My rye loaf is dense and gummy. What hydration should I use for 70 % rye?",
        "Rye holds more water than wheat: go to about 78 percent hydration, mix rather than "
        "knead, and let it rest a full day after baking before you cut it; the crumb sets as "
        "it cools.")),
    Item("tax-deduction", "chat", "Standard deduction or itemise", "2026-02-10", None, (
        "My mortgage interest and donations add up to about 11,000 dollars. Should I itemise?",
        "The standard deduction for a single filer is higher than that, so itemising would "
        "lower your deduction. Take the standard deduction this year.",
        "Ok, I'll take the standard deduction and keep the receipts anyway.")),
    Item("knee", "chat", "Knee pain after long runs", "2026-05-18", None, (
        "The outside of my knee hurts after runs longer than 15 km.",
        "That is often the iliotibial band. Eccentric step-downs, 3 sets of 15 on each leg, "
        "and side-lying hip abduction strengthen what keeps the knee aligned. Cut the long run "
        "by a third for two weeks.")),
    Item("kyoto", "chat", "Kyoto itinerary in November", "2025-10-02", None, (
        "Plan three days in Kyoto for mid November, I hate crowds.",
        "Day one: Fushimi Inari at 7 in the morning, before the tour buses, then Tofuku-ji for "
        "the autumn leaves. Day two: Arashiyama bamboo grove at opening, then the monkey park. "
        "Day three: Philosopher's Path and Ginkaku-ji.")),
    Item("tailwind-dark", "chat", "Tailwind dark mode toggle", "2026-06-07", "bakery-site", (
        "How do I add a dark mode switch to the bakery site with Tailwind?",
        "Set darkMode: 'class' in tailwind.config.js, toggle the `dark` class on <html>, and "
        "store the choice in localStorage so the next visit opens in the same theme. Read it "
        "in a small inline script in <head> to avoid a flash of the light theme.")),
    Item("email-regex", "chat", "Regex for email validation", "2025-07-22", "ledgerly", (
        "Give me a regex that validates email addresses for the signup form.",
        "No regex gets this right. Check that there is one @ and a dot after it, then send a "
        "confirmation link: only a delivered mail proves the address exists.",
        "Fine, we'll do the confirmation mail instead of a regex.")),
    Item("gift-mina", "chat", "Birthday present for Mina", "2026-08-30", None, (
        "My sister Mina turns 30 in September. She likes making things with her hands. Ideas?",
        "A pottery class voucher for two evenings at a local studio, a bookbinding kit, or a "
        "weekend linocut workshop.",
        "The pottery class voucher it is.")),
    Item("nas-backup-march", "chat", "Backup schedule for the NAS", "2026-03-05", "homelab", (
        "How often should the NAS back up, and where to?",
        "Run restic every night at 02:00 to a Backblaze B2 bucket and keep 30 daily and 12 "
        "monthly snapshots. Test a restore once a quarter.",
        "Decided: nightly restic to B2 at 02:00, 30 daily and 12 monthly.")),
    Item("nas-backup-sept", "chat", "NAS backups revisited", "2026-09-14", "homelab", (
        "The nightly backup misses a whole day of photos if the disk dies in the evening.",
        "Take hourly ZFS snapshots on the pool itself and keep restic for the offsite copy, "
        "weekly instead of nightly, which also cuts the B2 bill.",
        "Decided: hourly ZFS snapshots, restic to B2 once a week on Sunday.")),
    Item("ssh-keys", "chat", "Rotating SSH keys", "2025-12-01", "homelab", (
        "My SSH key is an old 2048-bit RSA one. What should I replace it with?",
        "Generate an ed25519 key with ssh-keygen -t ed25519 -C 'laptop-2025', add it to every "
        "host's authorized_keys, then remove the RSA key once each login works.")),
    Item("espresso", "chat", "Espresso grind too fine", "2026-01-08", None, (
        "My espresso takes 45 seconds and tastes bitter.",
        "Grind coarser by two steps and aim for 18 g in, 36 g out in 28 to 30 seconds. Bitter "
        "and slow means over-extraction.")),
    # -- long coding sessions -----------------------------------------------------------------
    Item("tile-cache", "long", "Fix cold tile cache after deploy", "2026-04-02", "trailmap", (
        "After every deploy the first map load takes twenty seconds.",
        "The CDN cache is empty after a deploy, so every tile is rendered on demand. Add a step "
        "to the deploy workflow that requests zoom levels 0 to 8 for the whole region, so the "
        "cache is warm before anyone opens the map.",
        "Added a warm-up job to the GitHub Action that fetches zoom levels 0 to 8 after deploy.")),
    Item("elevation", "long", "Elevation profile chart", "2026-01-20", "trailmap", (
        "The elevation chart under the route is jagged and unreadable.",
        "Resample the route every 50 metres and smooth the heights with a moving average over "
        "five samples before drawing the d3 area chart; GPS altitude is noisy.")),
    Item("gpx-garmin", "long", "GPX import fails on Garmin files", "2025-11-11", "trailmap", (
        "Importing a GPX file from a Garmin watch throws a parse error.",
        "Garmin writes its own gpxtpx extensions namespace with heart rate and cadence. Parse "
        "with lxml and recover=True, and ignore elements outside the GPX 1.1 namespace.")),
    Item("rounding", "long", "Currency rounding bug in invoices", "2026-02-25", "ledgerly", (
        "Invoice totals are off by one cent compared to the sum of the lines.",
        "The line amounts are floats. Store money as Decimal, round each line with "
        "ROUND_HALF_EVEN to two places, and sum the rounded lines, so the total always equals "
        "what the customer sees.")),
    Item("magic-link", "long", "Magic link login", "2026-07-08", "ledgerly", (
        "Let's replace passwords with magic link login.",
        "Each link carries a random token that is single use and expires after 15 minutes. "
        "Store only its SHA-256 hash in the database, so a leaked table cannot log anyone in.")),
    Item("bank-csv", "long", "Bank CSV import", "2026-10-03", "ledgerly", (
        "The import breaks on the statement from my German bank.",
        "That export is semicolon separated with comma decimal marks, 1.234,56 for "
        "1234.56. Detect the dialect with csv.Sniffer and parse amounts with the locale's "
        "separators instead of float().")),
    Item("pihole", "long", "Pi-hole with Unbound", "2025-08-19", "homelab", (
        "I want Pi-hole to stop forwarding my DNS queries to Google.",
        "Run Unbound on the same Pi as a recursive resolver listening on port 5335, point "
        "Pi-hole's upstream at 127.0.0.1#5335 and untick every public upstream server.")),
    Item("k3s-traefik", "long", "k3s upgrade broke Traefik", "2026-06-21", "homelab", (
        "After upgrading k3s none of the ingress routes work any more.",
        "The new k3s ships Traefik v3, which dropped the traefik.containo.us API group. Change "
        "every IngressRoute to apiVersion traefik.io/v1alpha1 and re-apply them.")),
    Item("stripe", "long", "Stripe checkout for preorders", "2026-05-02", "bakery-site", (
        "Customers should be able to pay for cake preorders online.",
        "Create a Checkout Session in payment mode for each preorder and listen for the "
        "checkout.session.completed webhook to mark the preorder paid; never trust the "
        "redirect back to the site alone.")),
    Item("flaky", "long", "Flaky test in CI", "2026-08-12", "ledgerly", (
        "test_due_dates fails about one run in ten, only in CI.",
        "It reads the clock while CI machines run in UTC and yours in Berlin. Freeze time "
        "with time-machine in the test and pass the timezone explicitly to the due date "
        "calculation.")),
    # -- attachments --------------------------------------------------------------------------
    Item("lease", "attachment", "Review my lease contract", "2026-04-15", None, (
        "Can you check the attached lease before I sign it?",
        "The rent and the deposit look usual. Watch the notice period and the renovation "
        "clause when you move out."), attachment=(
        "lease.txt", "Residential lease. Monthly rent 1,350 EUR. Security deposit of 2,800 EUR "
        "payable before handover. The tenant may terminate with a notice period of three "
        "months to the end of a calendar month. Cosmetic repairs on moving out are due only "
        "after five years of tenancy.")),
    Item("oom-log", "attachment", "Summarise this error log", "2026-03-28", "trailmap", (
        "What is killing the renderer? Log attached.",
        "The container hits its memory limit while rendering high zoom tiles and is killed."),
         attachment=("renderer.log", "12:03:11 tile-renderer started, zoom 14 batch\n"
                     "12:03:54 heap 498Mi\n12:04:02 container tile-renderer OOMKilled, "
                     "memory limit 512Mi, restart count 7\n")),
    # -- the person's own notes ---------------------------------------------------------------
    Item("reading", "note", "Reading list 2026", "2026-01-02", None, (
        "Fiction: The Dispossessed by Ursula K. Le Guin, Piranesi by Susanna Clarke.",
        "Non-fiction: Thinking in Systems by Donella Meadows, The Making of the Atomic Bomb.")),
    Item("half-marathon", "note", "Half marathon plan", "2026-06-01", None, (
        "Race on 12 October. Long run on Sundays, building from 12 km to 19 km, one week "
        "easier in every four.",
        "Tuesday intervals, Thursday easy 8 km. Strength twice a week for the knee.")),
    Item("ramen", "note", "Miso ramen", "2025-12-20", None, (
        "Tare: two spoons of white miso, one of tahini, grated garlic and ginger, a little "
        "chili oil. Mix with the hot broth in the bowl, never boil the miso.",
        "Toppings: soft egg marinated overnight, corn, spring onion, nori.")),
    Item("roadmap", "note", "Roadmap Q3", "2026-06-28", "trailmap", (
        "Offline maps come first: download a region for use without signal.",
        "Then route sharing by link, then the Strava sync. Dark map style only if time is "
        "left.")),
    Item("apartment", "note", "Apartment search", "2026-03-20", None, (
        "Must have: a balcony, under 1,400 EUR warm, ten minutes from a U2 station.",
        "Nice to have: a bathtub, a second room for the desk. Viewed: Schonhauser Allee "
        "(too dark), Eberswalder Strasse (good, applied).")),
    Item("balcony-garden", "note", "Balcony garden", "2026-04-30", None, (
        "Tomatoes: Sungold and San Marzano in 20 litre pots. Basil between them, two chili "
        "plants.",
        "Water every morning in July and August, feed with comfrey tea every two weeks.")),
    # -- captures -----------------------------------------------------------------------------
    Item("cap-peanuts", "capture", "Mina allergy", "2026-02-14", None, (
        "Mina is allergic to peanuts: no satay, check every cake for nuts.",)),
    Item("cap-release-day", "capture", "Release day", "2026-05-05", "ledgerly", (
        "Decided: ledgerly releases go out on Tuesdays, never on Fridays.",)),
    Item("cap-pnpm", "capture", "Package manager", "2025-10-20", None, (
        "I prefer pnpm over npm in every JavaScript project.",)),
    Item("cap-dentist", "capture", "Dentist appointment", "2026-11-02", None, (
        "The dentist appointment moved to 14 January at 9:30.",)),
    Item("cap-wifi", "capture", "Guest network", "2026-07-19", "homelab", (
        "The guest wifi is on VLAN 30 and isolated from the NAS.",)),
    # -- pages Musubi derives -----------------------------------------------------------------
    Item("topic-backups", "topic", "Homelab backups", "2026-09-14", None, (
        "Backups of the home NAS: restic to Backblaze B2 and ZFS snapshots.",),
         links=("nas-backup-sept", "nas-backup-march", "ssh-keys")),
    Item("topic-trailmap", "topic", "Trailmap tiles and routes", "2026-04-02", None, (
        "Map tiles, GPX import and the elevation chart of the trailmap app.",),
         links=("tile-cache", "oom-log", "elevation", "gpx-garmin")),
    Item("topic-invoices", "topic", "Ledgerly invoicing", "2026-10-03", None, (
        "Invoices, payments and imports in ledgerly.",),
         links=("bank-csv", "flaky", "magic-link", "pg-partial", "rounding")),
    Item("topic-running", "topic", "Running and training", "2026-06-01", None, (
        "Training for the half marathon, and the knee.",),
         links=("half-marathon", "knee")),
    Item("refl-0305", "reflection", "Reflection 2026-03-05", "2026-03-05", None, (),
         links=("nas-backup-march",)),
    Item("refl-0621", "reflection", "Reflection 2026-06-21", "2026-06-21", None, (),
         links=("k3s-traefik",)),
    Item("refl-1003", "reflection", "Reflection 2026-10-03", "2026-10-03", None, (),
         links=("bank-csv",)),
)

QUERIES: tuple[Query, ...] = (
    # pg-partial
    Query("Postgres partial index", "pg-partial", "title"),
    Query("CREATE INDEX invoices_unpaid", "pg-partial", "exact"),
    Query("an index that only covers the invoices nobody has paid yet", "pg-partial", "meaning"),
    Query("what did I decide last March about the unpaid invoices query", "pg-partial", "date"),
    # sourdough
    Query("78 percent hydration", "sourdough", "exact"),
    Query("how wet should the dough be for a dense rye bread", "sourdough", "meaning"),
    Query("rye sourdough hydration", "sourdough", "title"),
    # tax
    Query("standard deduction", "tax-deduction", "exact"),
    Query("should I list mortgage interest and donations separately on my return",
          "tax-deduction", "meaning"),
    Query("what did I decide in February about my taxes", "tax-deduction", "date"),
    # knee
    Query("eccentric step-downs", "knee", "exact"),
    Query("exercises for the outside of my knee hurting when I run", "knee", "meaning"),
    Query("knee pain after long runs", "knee", "title"),
    # kyoto
    Query("Fushimi Inari", "kyoto", "exact"),
    Query("when to visit the shrine with the orange gates without tourists", "kyoto", "meaning"),
    Query("Kyoto itinerary", "kyoto", "title"),
    # tailwind
    Query("darkMode class localStorage", "tailwind-dark", "exact"),
    Query("remember whether a visitor wants the night theme on the bakery website",
          "tailwind-dark", "meaning"),
    Query("bakery-site dark mode", "tailwind-dark", "project"),
    # email regex
    Query("regex email validation", "email-regex", "title"),
    Query("how to check that an address typed at signup really exists", "email-regex",
          "meaning"),
    # gift
    Query("pottery class voucher", "gift-mina", "exact"),
    Query("what present did I pick for my sister's birthday", "gift-mina", "meaning"),
    Query("what did I decide in August about Mina's birthday", "gift-mina", "date"),
    # backups
    Query("what did I decide last March about backups", "nas-backup-march", "date"),
    Query("what did I change about the NAS backups in September", "nas-backup-sept", "date"),
    Query("hourly ZFS snapshots", "nas-backup-sept", "exact"),
    Query("restic every night at 02:00", "nas-backup-march", "exact"),
    Query("losing a day of photos if the disk dies before the nightly backup",
          "nas-backup-sept", "meaning"),
    Query("backup schedule for the NAS", "nas-backup-march", "title"),
    # ssh
    Query("ssh-keygen -t ed25519", "ssh-keys", "exact"),
    Query("replace my old RSA login key for the servers", "ssh-keys", "meaning"),
    Query("homelab SSH keys", "ssh-keys", "project"),
    # espresso
    Query("18 g in 36 g out", "espresso", "exact"),
    Query("my coffee shot is slow and bitter", "espresso", "meaning"),
    Query("espresso grind", "espresso", "title"),
    # tile cache
    Query("zoom levels 0 to 8", "tile-cache", "exact"),
    Query("the first map load is slow after every release", "tile-cache", "meaning"),
    Query("trailmap cold tile cache", "tile-cache", "project"),
    Query("fix cold tile cache after deploy", "tile-cache", "title"),
    Query("what did I do in April about the slow map after deploys", "tile-cache", "date"),
    # elevation
    Query("moving average over five samples", "elevation", "exact"),
    Query("the height graph under the route looks jagged", "elevation", "meaning"),
    Query("elevation profile chart", "elevation", "title"),
    # gpx
    Query("gpxtpx extensions namespace", "gpx-garmin", "exact"),
    Query("files from my watch will not import", "gpx-garmin", "meaning"),
    Query("trailmap GPX import Garmin", "gpx-garmin", "project"),
    # rounding
    Query("ROUND_HALF_EVEN", "rounding", "exact"),
    Query("totals are a cent off from the sum of the lines", "rounding", "meaning"),
    Query("currency rounding bug", "rounding", "title"),
    Query("ledgerly money Decimal", "rounding", "project"),
    # magic link
    Query("single use token expires after 15 minutes", "magic-link", "exact"),
    Query("log in without a password by email", "magic-link", "meaning"),
    Query("magic link login", "magic-link", "title"),
    Query("what did I decide in July about logins", "magic-link", "date"),
    # bank csv
    Query("csv.Sniffer semicolon", "bank-csv", "exact"),
    Query("statement from the German bank has commas as decimal marks", "bank-csv", "meaning"),
    Query("bank CSV import", "bank-csv", "title"),
    Query("ledgerly bank statement import", "bank-csv", "project"),
    # pihole
    Query("Unbound port 5335", "pihole", "exact"),
    Query("stop sending my DNS lookups to Google", "pihole", "meaning"),
    Query("homelab Pi-hole", "pihole", "project"),
    # traefik
    Query("traefik.io/v1alpha1", "k3s-traefik", "exact"),
    Query("ingress routes stopped working after the cluster upgrade", "k3s-traefik", "meaning"),
    Query("k3s upgrade broke Traefik", "k3s-traefik", "title"),
    Query("what broke in June in the homelab", "k3s-traefik", "date"),
    # stripe
    Query("checkout.session.completed webhook", "stripe", "exact"),
    Query("let customers pay for cake orders online", "stripe", "meaning"),
    Query("bakery-site Stripe", "stripe", "project"),
    # flaky
    Query("time-machine freeze time", "flaky", "exact"),
    Query("test fails sometimes only on the build server", "flaky", "meaning"),
    Query("flaky test in CI", "flaky", "title"),
    # lease
    Query("notice period of three months", "lease", "exact"),
    Query("how long before moving out must I tell the landlord", "lease", "meaning"),
    Query("security deposit 2,800 EUR", "lease", "exact"),
    Query("review my lease contract", "lease", "title"),
    # oom
    Query("OOMKilled memory limit 512Mi", "oom-log", "exact"),
    Query("why does the renderer container keep getting killed", "oom-log", "meaning"),
    Query("trailmap tile renderer crash log", "oom-log", "project"),
    # reading
    Query("The Dispossessed Piranesi", "reading", "exact"),
    Query("which novels did I want to read this year", "reading", "meaning"),
    Query("reading list", "reading", "title"),
    # half marathon
    Query("long run on Sundays building to 19 km", "half-marathon", "exact"),
    Query("my training schedule for the race in October", "half-marathon", "meaning"),
    Query("half marathon plan", "half-marathon", "title"),
    # ramen
    Query("white miso tahini tare", "ramen", "exact"),
    Query("how do I make the noodle soup seasoning", "ramen", "meaning"),
    Query("miso ramen", "ramen", "title"),
    # roadmap
    Query("offline maps first then route sharing", "roadmap", "exact"),
    Query("what to build next quarter for the hiking app", "roadmap", "meaning"),
    Query("trailmap roadmap", "roadmap", "project"),
    # apartment
    Query("balcony under 1,400 EUR U2", "apartment", "exact"),
    Query("what I need in a new flat", "apartment", "meaning"),
    Query("apartment search", "apartment", "title"),
    # garden
    Query("Sungold San Marzano", "balcony-garden", "exact"),
    Query("how often to water the tomato plants in summer", "balcony-garden", "meaning"),
    Query("balcony garden", "balcony-garden", "title"),
    # captures
    Query("Mina peanuts", "cap-peanuts", "exact"),
    Query("food my sister must not eat", "cap-peanuts", "meaning"),
    Query("which weekday do ledgerly releases go out", "cap-release-day", "meaning"),
    Query("releases on Tuesdays never Fridays", "cap-release-day", "exact"),
    Query("pnpm over npm", "cap-pnpm", "exact"),
    Query("which JavaScript package manager do I like", "cap-pnpm", "meaning"),
    Query("dentist appointment", "cap-dentist", "title"),
    Query("when do I see the dentist", "cap-dentist", "meaning"),
    Query("guest wifi VLAN 30", "cap-wifi", "exact"),
    Query("is the visitors' network separated from my storage", "cap-wifi", "meaning"),
    # derived pages, asked for as such
    Query("homelab backups", "topic-backups", "title", kind="topic"),
    Query("trailmap tiles", "topic-trailmap", "project", kind="topic"),
    Query("invoices and payments", "topic-invoices", "meaning", kind="topic"),
    Query("running", "topic-running", "title", kind="topic"),
    Query("what happened on 5 March 2026", "refl-0305", "date", kind="reflection"),
    Query("the day the Traefik upgrade broke", "refl-0621", "meaning", kind="reflection"),
    Query("reflection 2026-10-03", "refl-1003", "title", kind="reflection"),
)

# What the long sessions say between the turns a person looks for: the work of a coding day in
# each project, mentioning the same tools and words as the labelled items, as real sessions do.
FILLER: dict[str, tuple[str, ...]] = {
    "trailmap": (
        "Run the test suite again, the map tests were red on main.",
        "The tile server logs show a 404 for the style JSON; the path changed in the last "
        "deploy.",
        "I renamed the route layer and updated the legend component.",
        "Can you add a loading spinner while the route is fetched?",
        "The cache headers on the API were missing, so I added max-age to the route endpoint.",
        "Refactor the map component so the layers are configured in one place.",
        "The elevation data for the Alps comes from the Copernicus DEM.",
        "Deploy preview is up; the zoom buttons overlap the attribution on mobile.",
        "I fixed the lint errors in the GPX exporter and the route tests.",
        "The Postgres query for nearby trails takes 300 ms; it needs an index on the geometry.",
        "Let's bump MapLibre to the latest minor version.",
        "The Docker image for the renderer is 1.2 GB; use a slim base image.",
    ),
    "ledgerly": (
        "Run the migrations on the staging database before the tests.",
        "The invoice PDF template lost its logo after the upgrade.",
        "Add a test for the late fee when the due date falls on a weekend.",
        "The Postgres connection pool is exhausted under the load test; raise max_connections.",
        "Customers can now download all invoices of a year as one zip.",
        "I changed the email templates to use the customer's language.",
        "The CI job caches pip downloads now and runs in four minutes instead of nine.",
        "Refactor the payment service so that it does not import the web layer.",
        "Add an index on invoices.customer_id, the customer page is slow.",
        "The CSV export quotes every field now, Excel opens it correctly.",
        "The login page shows a stack trace when the session cookie is malformed.",
        "Deploy to production after the release notes are written.",
    ),
    "homelab": (
        "The NAS fan is loud again; set the fan curve in the BIOS.",
        "Update the Grafana dashboard for disk temperatures.",
        "The k3s node ran out of disk because of old container images; prune them weekly.",
        "I moved Home Assistant to its own VLAN.",
        "The UPS shuts the NAS down after five minutes on battery now.",
        "Let's write an Ansible playbook for the Raspberry Pis.",
        "The certificate renewal failed because port 80 is closed on the router.",
        "Backups of the Home Assistant config go to the NAS share.",
        "The ZFS scrub found no errors this month.",
        "Add Prometheus alerts for a full disk and a failed backup job.",
    ),
    "bakery-site": (
        "The menu page needs the new seasonal cakes and their prices.",
        "Compress the product photos; the home page is 8 MB.",
        "Add opening hours to the footer and the contact page.",
        "The contact form sends mail through the SMTP relay now.",
        "Fix the layout of the cake gallery on small screens.",
        "Add structured data for the bakery so search engines show the opening hours.",
    ),
}

# Long sessions with no labelled item: the competition every query meets in a real library.
DISTRACTORS: tuple[tuple[str, str, str], ...] = (
    ("trailmap", "Map performance pass", "2026-05-10"),
    ("trailmap", "Route sharing by link", "2026-08-04"),
    ("ledgerly", "Invoice PDF and email cleanup", "2026-04-22"),
    ("ledgerly", "Payment service refactor", "2026-09-01"),
    ("homelab", "Monitoring and alerts", "2026-02-02"),
    ("homelab", "Cluster housekeeping", "2026-10-11"),
    ("bakery-site", "Seasonal menu update", "2026-09-20"),
)
