"""Mixed everyday and coding chats (names, letters, reviews, prep, events, sheets, chatter).
Training data (split "tune")."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case("tu-bakery-name", "chatgpt",
         (U, "need name ideas for a small bakery. opening in the spring, mostly sourdough + "
             "pastel de nata but also brazilian stuff (pão de queijo etc) bc im from belo "
             "horizonte. ive lived in porto since 2019. want something that works in pt and "
             "english"),
         (A, "Fun brief. A few directions, all easy to say in Portuguese and English:\n\n"
             "**Bread words**\n"
             "1. **Miolo** - the soft crumb of the bread; short, warm, memorable\n"
             "2. **Fermento** - obvious but strong for a sourdough place\n"
             "3. **Massa Mãe** - 'mother dough', i.e. sourdough starter\n\n"
             "**Brazil meets Porto**\n"
             "4. **Forno Mineiro** - nods to Minas Gerais\n"
             "5. **Pão & Prosa** - 'bread and a chat', very mineiro in spirit\n"
             "6. **Casa Levain** - a bit more international\n\n"
             "If you want, tell me which feel you like (cosy, modern, family) and I'll "
             "narrow it down."),
         (U, "miolo!! love it. short and its literally the best part of the bread. going with "
             "miolo"),
         (A, "Miolo is a great pick. Before you fall in love completely:\n\n"
             "- search INPI (Portuguese trademark registry) for 'Miolo' in class 30/43\n"
             "- check the .pt domain and the Instagram handle\n"
             "- google 'Miolo Porto' to see if anyone local uses it\n\n"
             "Want a few logo directions too?"),
         (U, "yes logo direction pls, something hand drawn, not the minimalist beige stuff "
             "every new cafe has"),
         (A, "Hand-drawn it is. Three directions:\n\n"
             "1. **Loaf cross-section** - a scored loaf cut open, the crumb drawn as loose "
             "ink loops\n"
             "2. **Hand lettering only** - the name in a brushy, slightly uneven script, like a "
             "chalkboard menu\n"
             "3. **Azulejo twist** - a blue hand-drawn tile with a loaf in the centre, mixing "
             "Porto and bakery\n\n"
             "Colour-wise a deep blue + warm crust brown would stand out from the beige crowd."),
         (U, "ok bad news. walked past a place on rua de cedofeita today literally called "
             "Miolo. a cafe. ugh"),
         (A, "Ah, that's a real problem - same city, same food category, so customers and "
             "the trademark registry would both see confusion. Options:\n\n"
             "1. Keep a variant, e.g. **Miolo & Côdea** (still risky)\n"
             "2. Pick something else entirely\n\n"
             "I'd lean towards 2."),
         (U, "no i dont want to be the second miolo. what about something more mineiro... "
             "my grandma's name was Dirce, she baked pão de queijo every sunday"),
         (A, "That's a lovely thread to pull on:\n\n"
             "- **Dona Dirce** - warm, personal, very Brazilian\n"
             "- **Padaria da Dirce**\n"
             "- **Forno da Dirce**\n"
             "- **Casa Dirce**\n\n"
             "'Dona Dirce' is easy for English speakers too (DOH-nah DEER-see)."),
         (U, "dona dirce. thats it. she would laugh so hard. my sister is going to cry lol"),
         (A, "Dona Dirce it is. It also fits the hand-drawn direction really well - you "
             "could even draw her.\n\n"
             "**Next steps**\n"
             "1. INPI search for 'Dona Dirce' (classes 30 and 43)\n"
             "2. Grab the domain and Instagram handle\n"
             "3. Brief an illustrator for the logo\n"
             "4. Pick a tagline"),
         (U, "handle is free, grabbed it just now. ill do the INPI search tomorrow. "
             "illustrator later, no money for that till march"),
         (A, "Smart order. Want me to draft some tagline options in the meantime?"),
         (U, "no tagline for now. thanks!!"),
         decisions=("bakery named Dona Dirce", "hand-drawn logo style",
                    "no tagline for now"),
         loops=("do the INPI trademark search for Dona Dirce",
                "hire an illustrator for the logo after March"),
         facts=("is from Belo Horizonte, Brazil", "has lived in Porto since 2019",
                "late grandmother was named Dirce", "has a sister"),
         superseded=("bakery named Miolo",)),

    case("tu-cover-letter-ux", "claude",
         (U, "can you help with a cover letter. applying for a junior UX researcher role at "
             "Kindra (health tech, patient apps). I was a chemistry teacher for 8 years and "
             "finished the google ux certificate in june. my draft opening:\n\n"
             "'I am writing to express my passionate interest in the Junior UX Researcher "
             "position. After completing the Google UX Design Certificate, I am excited to "
             "transition into UX.'\n\nit's awful i know"),
         (A, "It's not awful, it's just generic - every career-changer letter opens this "
             "way. Two stronger openings:\n\n"
             "**A. Lead with research you've already done.** Teachers run informal user "
             "research constantly. If you have a concrete example (interviews, surveys, "
             "observing behaviour), open with it.\n\n"
             "**B. Lead with why health tech.** A personal reason to care about patient apps.\n\n"
             "A usually lands better for a research role because it shows the skill instead "
             "of claiming it. Do you have an example?"),
         (U, "A. the lab thing is real, i interviewed about 40 kids about why they didnt "
             "wear safety goggles, turned out the goggles fogged up and they couldnt see the "
             "burette. we switched brands and compliance went way up"),
         (A, "That's a perfect research story - problem, method, insight, change, "
             "outcome. Draft:\n\n"
             "> Two years ago, half my Year 10 students stopped wearing safety goggles. "
             "Instead of issuing another warning, I interviewed forty of them. The answer "
             "wasn't rebellion: the goggles fogged up and they couldn't read the burette. We "
             "changed suppliers, and goggle use went from roughly 50% to nearly everyone. "
             "That project is why I'm applying to be a Junior UX Researcher at Kindra: I "
             "want to do that kind of listening full-time, for people using health apps."),
         (U, "good. can we cut 'passionate' everywhere. i hate that word"),
         (A, "Gone - it only appeared in the old opening, and I'll keep it out of the rest. "
             "Two more questions:\n\n"
             "1. Length: one page, or do you want room for a second project?\n"
             "2. Where should the certificate go? Some people lead with it."),
         (U, "keep it to one page. and dont mention the cert in the first paragraph, its in "
             "the cv anyway. maybe a short line near the end"),
         (A, "Here's the full one-page version:\n\n"
             "> Two years ago, half my Year 10 students stopped wearing safety goggles. ...\n"
             ">\n"
             "> In eight years of teaching chemistry I ran dozens of small studies like this: "
             "exit surveys, think-alouds while students worked through lab sheets, and "
             "redesigning worksheets when the data showed where people got lost. ...\n"
             ">\n"
             "> This year I completed the Google UX Design Certificate, where my capstone "
             "focused on medication reminders for older adults. ...\n"
             ">\n"
             "> I'd love to bring this to Kindra's patient research team.\n\n"
             "**Next steps**\n"
             "1. Mirror two or three keywords from the job posting\n"
             "2. Ask a former colleague to read it cold\n"
             "3. Add a link to your capstone case study in the signature"),
         (U, "thanks this is so much better. sending it tonight"),
         decisions=("open with the safety goggles interview story",
                    "no 'passionate' in the letter", "keep cover letter to one page",
                    "certificate only mentioned briefly near the end"),
         loops=("send the Kindra cover letter tonight",),
         facts=("was a chemistry teacher for 8 years",
                "completed the Google UX Design Certificate in June")),

    case("tu-review-retry-client", "claude-code",
         (U, "review src/payments/http_client.py, the retry logic feels off. give me the "
             "issues numbered, dont change anything yet"),
         (A, "Reading the file first."),
         (T, "$ sed -n 1,80p src/payments/http_client.py\n"
             "import time\nimport requests\n\n"
             "class PaymentsClient:\n"
             "    def __init__(self, base_url):\n"
             "        self.base_url = base_url\n"
             "        self.session = requests.Session()\n\n"
             "    def _request(self, method, path, **kw):\n"
             "        for attempt in range(5):\n"
             "            try:\n"
             "                r = self.session.request(method, self.base_url + path,\n"
             "                                         timeout=30, **kw)\n"
             "                r.raise_for_status()\n"
             "                return r.json()\n"
             "            except Exception:\n"
             "                time.sleep(2 ** attempt)\n"
             "        raise RuntimeError('payments api unavailable')"),
         (A, "Issues, most important first:\n\n"
             "1. **No jitter in the backoff.** Every worker retries at 1s, 2s, 4s... in "
             "lockstep, so after an outage they all hit the API at the same moment.\n"
             "2. **POSTs are retried without an idempotency key.** If the first charge "
             "succeeded but the response timed out, a retry can charge twice.\n"
             "3. **Hand-rolled retry loop.** `tenacity` would give you backoff, jitter and "
             "stop conditions declaratively.\n"
             "4. **Timeout hardcoded to 30s.** Should come from config; 30s is long for a "
             "checkout path.\n"
             "5. **Bare `except Exception`.** It retries on 4xx too (e.g. 400 bad request, "
             "402), which will never succeed, and hides programming errors.\n\n"
             "Which ones do you want me to fix?"),
         (U, "1 yes. 2 yes, send an Idempotency-Key header, the order service already "
             "generates one, pass it through. 3 no, no new deps in this service. 4 later. "
             "5 yes, only retry on connection errors, timeouts and 5xx"),
         (A, "Making changes for 1, 2 and 5."),
         (T, "--- a/src/payments/http_client.py\n+++ b/src/payments/http_client.py\n"
             "@@\n-import time\n+import random\n+import time\n"
             "@@\n-    def _request(self, method, path, **kw):\n"
             "+    def _request(self, method, path, idempotency_key=None, **kw):\n"
             "+        headers = kw.pop('headers', {})\n"
             "+        if idempotency_key:\n"
             "+            headers['Idempotency-Key'] = idempotency_key\n"
             "@@\n-            except Exception:\n-                time.sleep(2 ** attempt)\n"
             "+            except (requests.ConnectionError, requests.Timeout):\n"
             "+                pass\n"
             "+            except requests.HTTPError as e:\n"
             "+                if e.response.status_code < 500:\n"
             "+                    raise\n"
             "+            time.sleep(random.uniform(0, 2 ** attempt))"),
         (T, "$ pytest tests/payments -q\n"
             "..F....\n"
             "FAILED tests/payments/test_http_client.py::test_retries_on_error - "
             "requests.exceptions.HTTPError: 400 Client Error\n"
             "1 failed, 6 passed in 0.41s"),
         (A, "The failing test mocked a 400 and expected retries - that's exactly the "
             "behaviour we just removed on purpose. I'll change the test to use a 503 and add "
             "one asserting a 400 raises immediately."),
         (T, "$ pytest tests/payments -q\n........\n8 passed in 0.39s"),
         (A, "All green. Summary:\n\n"
             "- full jitter on the backoff\n"
             "- `idempotency_key` passed through as the `Idempotency-Key` header\n"
             "- retries only on connection errors, timeouts and 5xx; 4xx raise at once\n\n"
             "Left as is: the hardcoded timeout (you said later) and no tenacity.\n\n"
             "Want me to commit and push a branch?"),
         (U, "commit it, dont push. ill open the PR myself after standup"),
         (T, "$ git commit -am 'payments client: jitter, idempotency key, retry only on "
             "transient errors'\n[fix/payments-retry 3e9a1c2] payments client: jitter, "
             "idempotency key, retry only on transient errors\n 2 files changed, 31 "
             "insertions(+), 9 deletions(-)"),
         (A, "Committed on `fix/payments-retry`, not pushed."),
         decisions=("add jitter to the retry backoff",
                    "send Idempotency-Key header on retried requests",
                    "no tenacity, no new dependencies in the service",
                    "retry only on connection errors, timeouts and 5xx",
                    "commit locally without pushing"),
         loops=("make the 30s payments timeout configurable",
                "open the payments retry PR after standup")),

    case("tu-sysdesign-interview", "claude",
         (U, "i have a system design round next monday for a senior backend role at a "
             "fintech (Ledgerly). backend eng, 6 yrs at a logistics company, mostly python "
             "and postgres. never done a formal sys design interview. help me make a plan"),
         (A, "Good news: six years of logistics backends is great material. Here's a plan "
             "for the days you have:\n\n"
             "| Day | Focus |\n|---|---|\n"
             "| Tue | Framework: requirements, estimates, API, data model, scaling |\n"
             "| Wed | Practice problem 1 |\n"
             "| Thu | Fintech specifics: idempotency, ledgers, consistency |\n"
             "| Fri | Practice problem 2 |\n"
             "| Sat | Mock interview |\n"
             "| Sun | Light review, rest |\n\n"
             "About 1.5h per evening."),
         (U, "i dont have tue/wed, i have my son those days (shared custody) and he doesnt "
             "sleep before 9. so thu evening + the weekend basically"),
         (A, "Then let's compress:\n\n"
             "- **Thu evening**: framework + fintech specifics (2h)\n"
             "- **Sat**: one full practice problem + a mock\n"
             "- **Sun morning**: second problem, then stop\n\n"
             "For the practice problem, the two most likely at a fintech are a **rate "
             "limiter** or a **payment ledger**. Which one first?"),
         (U, "ledger. its fintech, they will 100% ask something with money"),
         (A, "Agreed. Let's do it as a mock right now, short version. I'll be the "
             "interviewer.\n\n**Design a ledger service that records money movements "
             "between user accounts.** Where do you start?"),
         (U, "requirements first. who calls it, how many transactions per sec, do we need "
             "multi currency, do balances need to be strongly consistent"),
         (A, "Good instinct. Assume: 2k writes/s peak, multi-currency, balances must never "
             "go negative, and auditors need full history. Data model?"),
         (U, "accounts table, and a transactions table with from, to, amount, currency? "
             "and update balance on accounts"),
         (A, "That's where most candidates land, and it's the thing to improve. An "
             "interviewer at a fintech will push on:\n\n"
             "1. **Double-entry**: every movement is two entries (debit + credit) that sum to "
             "zero, in an append-only `entries` table. You never update history.\n"
             "2. **Balances** are derived (sum of entries), optionally cached with a "
             "version number for optimistic locking.\n"
             "3. **Idempotency**: every request carries a key; a unique index makes retries "
             "safe.\n\nTry the data model again with that in mind."),
         (U, "ok. journal table (id, idempotency_key unique, created_at, description), "
             "entries table (journal_id, account_id, amount signed, currency). constraint "
             "sum per journal per currency = 0. balances table (account_id, currency, "
             "balance, version) updated in the same tx with version check"),
         (A, "That's a solid answer - I'd pass that part. Follow-up the interviewer will "
             "ask: *what happens at 2k writes/s if many of them hit the same hot account "
             "(e.g. the company's fee account)?*"),
         (U, "hm. lock contention on the balance row. could shard the fee account into N "
             "sub accounts and sum them when reading?"),
         (A, "Exactly the known answer (sometimes called a 'bucketed' or 'split' "
             "account). Mention the trade-off: reads of that balance get more expensive, "
             "which is fine for an internal account.\n\nYou're in better shape than you "
             "think. Feedback:\n\n"
             "- you started with requirements - keep doing that\n"
             "- say numbers out loud (2k/s x 2 entries = 4k row inserts/s)\n"
             "- draw the write path before the read path\n\n"
             "**Next steps**\n"
             "1. Book a Pramp or interviewing.io mock for Saturday\n"
             "2. Read DDIA chapter 7 (transactions) on Thursday\n"
             "3. Record yourself answering the rate limiter question"),
         (U, "pramp no, strangers give me the ick. ill do a mock with my friend jonah on "
             "saturday, he's a staff eng. ddia ch7 yes thursday. recording myself lol no"),
         (A, "Jonah is a better option anyway - a staff engineer will push harder than a "
             "random peer. Ask him to interrupt you with 'what if this fails?' at least "
             "three times."),
         (U, "will do. thanks this helped a lot"),
         decisions=("prep on Thursday evening and the weekend",
                    "practise the payment ledger problem first"),
         loops=("mock interview with Jonah on Saturday",
                "read DDIA chapter 7 on Thursday"),
         facts=("backend engineer with 6 years at a logistics company",
                "works mostly in Python and Postgres",
                "has a son, shared custody, with him Tuesdays and Wednesdays")),

    case("tu-chatter-octopus", "claude",
         (U, "is it true octopuses have 9 brains"),
         (A, "Sort of! An octopus has one central brain plus a large cluster of neurons "
             "(a ganglion) in each of its eight arms, so people say 'nine brains'. About "
             "two-thirds of its ~500 million neurons are actually in the arms, which is why "
             "an arm can keep reaching and grasping fairly independently."),
         (U, "wait so the arm can do stuff without the brain knowing??"),
         (A, "To a degree, yes. Experiments show a severed arm still reaches for and "
             "grabs food-like objects and even tries to pass it toward where the mouth "
             "would be. The central brain sets goals ('get that crab'), and the arms work "
             "out a lot of the details locally. It's less 'the arm has a mind of its own' "
             "and more a very decentralised nervous system."),
         (U, "thats horrifying and cool. do they dream"),
         (A, "Possibly something like it. Octopuses have an 'active sleep' phase where "
             "their skin flashes colours and patterns, similar to what they show when "
             "awake and hunting or hiding. Some researchers compare it to REM sleep. "
             "Whether they experience anything like a dream, nobody knows."),
         (U, "ok i love them now"),
         chatter=True),

    case("tu-wedding-toast", "chatgpt",
         (U, "im best man at my little brother tomás's wedding in 3 weeks. he's marrying "
             "anneke, she's dutch. need a speech, 3 min max. i stutter a bit when im "
             "nervous so short sentences pls"),
         (A, "Congratulations! Short sentences are actually better for any toast - easier "
             "to say, easier to hear. A good 3-minute structure:\n\n"
             "1. Who you are (one line)\n"
             "2. One story about Tomás\n"
             "3. How Anneke changed him / why they fit\n"
             "4. The toast\n\n"
             "Tell me a story or two about him and a couple of things about Anneke."),
         (U, "story options: (a) camping trip when he was 16 and got lost for 6 hours "
             "looking for beer, police came. (b) he failed his driving test 3 times and "
             "the third time he drove into the examiner's own car lol. anneke: super "
             "organised, makes spreadsheets for holidays, she got him to show up on time "
             "for things"),
         (A, "Both are gold. (a) is the bigger laugh, (b) is safer. Which one?"),
         (U, "camping one. its the best one"),
         (A, "Draft:\n\n"
             "> Good evening. I'm Rafael. Tomás's big brother.\n"
             "> When Tomás was sixteen, we went camping.\n"
             "> He went to find beer. He found the police instead. Six hours later.\n"
             "> For years I thought nobody could ever keep track of him.\n"
             "> Then came Anneke.\n"
             "> Anneke makes spreadsheets for holidays. Tabs. Colour codes.\n"
             "> Last month, Tomás arrived early. To something. For the first time.\n"
             "> Anneke, thank you. You found him. And you didn't need the police.\n"
             "> Please raise your glasses. To Tomás and Anneke."),
         (U, "haha the police line. ok can we end with something in dutch"),
         (A, "Nice touch. The classic is **'Proost!'** (cheers). Or a bit longer: "
             "**'Op Tomás en Anneke - proost!'** (to Tomás and Anneke - cheers). Both are "
             "short and easy to say."),
         (U, "op tomas en anneke proost. yes"),
         (A, "Updated the ending:\n\n"
             "> Please raise your glasses. Op Tomás en Anneke - proost!"),
         (U, "ugh. just talked to tomás. anneke's dad is a pastor and apparently her "
             "grandma is coming from friesland and is very strict about drinking. cut the "
             "camping story, do the driving test one"),
         (A, "Good call to check. Driving test version:\n\n"
             "> Good evening. I'm Rafael. Tomás's big brother.\n"
             "> Tomás failed his driving test three times.\n"
             "> The third time, he parked. Into the examiner's own car.\n"
             "> For years I thought nobody could steer him anywhere.\n"
             "> Then came Anneke.\n"
             "> Anneke makes spreadsheets for holidays. Tabs. Colour codes.\n"
             "> Last month, Tomás arrived early. To something. For the first time.\n"
             "> Anneke, thank you. You steer him better than any examiner.\n"
             "> Please raise your glasses. Op Tomás en Anneke - proost!"),
         (U, "perfect. 'you steer him better than any examiner' is great"),
         (A, "Tips for the day: print it in large font, one sentence per line, and pause "
             "at each line break - it'll also help with the stutter. Want me to time it?"),
         (U, "nah its clearly under 3 min. gonna read it to my wife tonight and then "
             "practice in the car"),
         decisions=("toast kept under 3 minutes in short sentences",
                    "use the driving test story",
                    "end the toast with 'Op Tomás en Anneke - proost!'"),
         loops=("read the toast to wife tonight", "practise the toast in the car"),
         facts=("stutters when nervous", "has a younger brother Tomás", "is married"),
         superseded=("use the camping story in the toast",)),

    case("tu-sheets-budget", "chatgpt",
         (U, "google sheets question. i have a Transactions tab: A date, B description, C "
             "amount, D category. want a Summary tab with totals per category per month. "
             "me and my partner sam share one budget"),
         (A, "A SUMIFS grid works well. On **Summary**, put categories in A2:A15 and the "
             "first day of each month in B1:M1 (e.g. 2024-01-01). Then in B2:\n\n"
             "```\n=SUMIFS(Transactions!$C:$C, Transactions!$D:$D, $A2,\n"
             "        Transactions!$A:$A, \">=\"&B$1,\n"
             "        Transactions!$A:$A, \"<\"&EDATE(B$1,1))\n```\n\n"
             "Drag right and down."),
         (U, "all zeros. the dates came from the bank export like 03/02/2024 text i think"),
         (A, "Yes - if they're left-aligned they're text, and SUMIFS can't compare them "
             "to real dates. Easiest fix: add a helper column E on Transactions:\n\n"
             "```\n=DATEVALUE(A2)\n```\n\n"
             "Check your locale (File > Settings) matches the bank's format (day/month vs "
             "month/day), then point the SUMIFS at column E instead of A."),
         (U, "ok locale was US and bank is uk format. changed it to UK and used the helper "
             "col. works now!!"),
         (A, "Nice. Anything else you'd like it to do?"),
         (U, "yes, categorising by hand is killing me. can it guess category from "
             "description? like TESCO -> groceries"),
         (A, "Two ways:\n\n"
             "1. **Mapping tab** - a `Rules` tab with keyword in A and category in B, then a "
             "formula looks up the first keyword found in the description.\n"
             "2. **Nested IFs / REGEXMATCH** right in column D - quick but messy to "
             "maintain.\n\nI'd go with 1."),
         (U, "mapping tab"),
         (A, "Put keywords in `Rules!A2:A`, categories in `Rules!B2:B`. In Transactions D2:\n"
             "\n```\n=IFERROR(INDEX(Rules!$B$2:$B,\n"
             "  MATCH(TRUE, INDEX(ISNUMBER(SEARCH(Rules!$A$2:$A, B2)), 0), 0)), "
             "\"Uncategorised\")\n```\n\n"
             "Anything it can't match shows 'Uncategorised' so you can add a rule.\n\n"
             "**Next steps**\n"
             "- Conditional formatting to turn a category red when it's over budget\n"
             "- A chart of spending per month\n"
             "- An Apps Script to pull the bank CSV automatically"),
         (U, "the red over budget thing yes. chart no, sam will never look at it. script "
             "no"),
         (A, "Put monthly budgets in column N of Summary (N2 = budget for the category in "
             "A2). Select B2:M15, Format > Conditional formatting > Custom formula:\n\n"
             "```\n=B2>$N2\n```\n\nfill red."),
         (U, "done, groceries is already red lol. thanks"),
         decisions=("SUMIFS grid for monthly totals per category",
                    "helper column with DATEVALUE for bank dates",
                    "sheet locale set to UK",
                    "keyword-to-category mapping tab",
                    "red highlight for over-budget categories"),
         facts=("shares a household budget with partner Sam",)),

    case("tu-guitar-barre", "claude",
         (U, "been learning guitar for 5 months, F barre chord still buzzes on like half "
             "the strings. im 38 and have pretty small hands, is it just not happening for "
             "me"),
         (A, "It's happening, just slowly - F is the chord that makes everyone want to "
             "quit, and five months is right when most people hit the wall. A few things "
             "that usually fix the buzz:\n\n"
             "1. **Roll the index finger** slightly onto its bony side, not the soft pad\n"
             "2. **Move the barre closer to the fret**, almost touching it\n"
             "3. **Pull back with the arm** instead of squeezing with the thumb\n"
             "4. **Check which strings buzz** - often it's only the B and G, where the "
             "finger's creases land\n\n"
             "Small hands matter less than you'd think; technique and guitar setup matter "
             "more."),
         (U, "its the B string mostly. and yeah the crease thing, my knuckle lands right "
             "on it"),
         (A, "Classic. Try sliding your index finger up or down a few millimetres so the "
             "crease isn't on the B string. Meanwhile, for songs you're learning now, you "
             "have options so you don't get stuck:\n\n"
             "- **Fmaj7** (x33210) - no barre, sounds close in most pop songs\n"
             "- **Mini F** - barre just the top two strings\n"
             "- **Capo** - move the song into a key without F"),
         (U, "fmaj7 for songs for now. ill keep working on the full barre separately"),
         (A, "Good split. A daily barre routine that helps most people:\n\n"
             "- 2 min: barre at fret 5 (easier), pluck each string\n"
             "- 3 min: move down fret by fret to 1\n"
             "- 5 min: C to F changes, slowly\n"
             "- 5 min: a song using F\n\n15 minutes total."),
         (U, "i can do 10 min at lunch, not more. i work in a warehouse and my hands are "
             "wrecked after shift"),
         (A, "10 minutes is plenty if it's daily - drop the song part and keep the rest. "
             "Short sessions are actually better for barre chords because your hand "
             "doesn't fatigue into bad habits.\n\n"
             "**Next steps**\n"
             "1. Get a setup at a guitar shop - high action at the nut makes barre chords "
             "much harder\n"
             "2. Try lighter strings (e.g. 10s or 11s on acoustic)\n"
             "3. Film your hand once a week to see the progress"),
         (U, "setup yes, theres a shop near me, ill take it in saturday. strings no, just "
             "changed them. filming meh"),
         (A, "Saturday sounds good. Ask them specifically to check nut height - mention "
             "the F chord. That alone can be a big difference."),
         decisions=("use Fmaj7 instead of barre F in songs for now",
                    "10-minute barre practice daily at lunch"),
         loops=("take the guitar for a setup on Saturday",),
         facts=("has been learning guitar for 5 months", "is 38", "has small hands",
                "works in a warehouse")),

    case("tu-kids-party", "chatgpt",
         (U, "planning my daughter maya's 7th bday, june 14. she's obsessed with rocks "
             "and crystals. ~15 kids, budget around $250. thinking our backyard"),
         (A, "A rock and crystal party sounds amazing. Outline for a backyard party:\n\n"
             "**Theme: Little Geologists**\n"
             "- **Geode cracking** - each kid cracks a geode (the big hit)\n"
             "- **Gem dig** - a sandbox with hidden polished stones\n"
             "- **Rock painting** - painted rocks to take home\n\n"
             "**Food**: pizza, fruit 'gems', a cake or cupcakes\n\n"
             "**Rough budget**\n| Item | Cost |\n|---|---|\n"
             "| 20 geodes | $45 |\n| Polished stones | $25 |\n| Paint | $20 |\n"
             "| Pizza for 25 | $90 |\n| Cake | $50 |\n| Total | $230 |"),
         (U, "love the geodes. backyard it is"),
         (A, "Great. For 15 kids in a backyard, plan for an adult helper per station and "
             "a rain plan (garage or living room). Want an hour-by-hour schedule?"),
         (U, "yes"),
         (A, "**2:00-4:00 pm**\n\n"
             "- 2:00 Arrivals, rock painting as a drop-in table\n"
             "- 2:30 Gem dig\n"
             "- 3:00 Geode cracking (safety goggles!)\n"
             "- 3:20 Pizza\n"
             "- 3:40 Cake + singing\n"
             "- 3:55 Goodie bags: their geode + painted rock"),
         (U, "cake question. my son eli (4) has a tree nut allergy so whatever we get "
             "has to be nut free, and most bakeries here cant promise that"),
         (A, "Options:\n\n"
             "1. **Nut-free dedicated bakery** - some cities have one; ask allergy parent "
             "groups\n"
             "2. **Bake at home** - you control everything\n"
             "3. **Supermarket cupcakes** with a nut-free label (check 'may contain')"),
         (U, "theres a nut free bakery in the next town, sweet haven. ill get cupcakes "
             "there, easier than a cake to hand out"),
         (A, "Cupcakes it is. Sweet Haven usually needs 1 week notice for 24+. I'd order "
             "2 dozen."),
         (U, "ok problem. just counted the rsvps from the class list and its looking like "
             "22 kids not 15 + parents. our yard is tiny. and june could be rainy"),
         (A, "With 22 kids plus parents a small yard gets tight fast. Alternatives:\n\n"
             "1. **Park pavilion** - cheap to rent, covered, lots of space\n"
             "2. **Community centre room** - indoor, more expensive\n"
             "3. **Keep the backyard** but cut the guest list\n\n"
             "A pavilion keeps the budget and solves rain."),
         (U, "pavilion at riverside park. its $40 for 3 hours. forget the backyard"),
         (A, "Good choice. Updated budget with 22 kids:\n\n"
             "| Item | Cost |\n|---|---|\n| Pavilion | $40 |\n| 25 geodes | $55 |\n"
             "| Polished stones | $25 |\n| Pizza for 35 | $115 |\n"
             "| 2 dozen cupcakes | $48 |\n| Total | $283 |\n\n"
             "About $30 over. Easiest cut: skip rock painting (saves paint, and it's the "
             "messiest at a park)."),
         (U, "yeah skip the painting. and the gem dig, no sandbox at the park"),
         (A, "Then the plan is: geode cracking as the main event, pizza, cupcakes, "
             "geode to take home. That's about $240. Simple and fits.\n\n"
             "**To do**\n"
             "- Book the pavilion (parks dept)\n"
             "- Order 25 geodes (allow ~1 week shipping)\n"
             "- Order cupcakes from Sweet Haven\n"
             "- Send invites with the new location"),
         (U, "ill book the pavilion tomorrow morning. geodes im ordering right now. "
             "invites go through the class whatsapp group"),
         (A, "Perfect. Remember a few pairs of kid-sized safety goggles for the geodes."),
         (U, "oh good point, i'll grab goggles too. what time should it be, she wants "
             "morning so she can 'have the whole day'"),
         (A, "Morning works well at a park - cooler and the pavilion is less likely to be "
             "in full sun. **10:00-12:00** fits the 3-hour booking with setup time:\n\n"
             "- 9:30 Setup\n- 10:00 Arrivals + free play\n- 10:30 Geode cracking\n"
             "- 11:00 Pizza\n- 11:30 Cupcakes + singing\n- 12:00 Pickup\n\n"
             "Pizza at 11 is a bit early but kids never complain."),
         (U, "10 to 12 yes. maybe swap pizza for sandwiches then? feels weird at 11am"),
         (A, "Sandwiches work, but for 22 kids that's a lot of prep - and allergy-wise "
             "you'd want to check every bread and spread. Pizza from one place is easier to "
             "control. Up to you."),
         (U, "ugh ok youre right, eli. pizza stays"),
         (A, "Pizza stays. Last thing: goodie bags? With the geode going home, you could "
             "skip them entirely - the geode *is* the favour."),
         (U, "yes skip goodie bags, parents hate the plastic junk anyway"),
         (A, "Agreed. Final plan: Riverside Park pavilion, 10-12, geode cracking, pizza, "
             "Sweet Haven cupcakes, geodes as favours."),
         decisions=("rock and geode theme", "party at Riverside Park pavilion",
                    "nut-free cupcakes from Sweet Haven",
                    "skip rock painting and gem dig", "pizza for food",
                    "party from 10:00 to 12:00", "geodes as favours, no goodie bags",
                    "invites via the class WhatsApp group"),
         loops=("book the Riverside Park pavilion tomorrow",
                "order cupcakes from Sweet Haven", "send invites with the new location",
                "get kid-sized safety goggles"),
         facts=("daughter Maya turns 7 on June 14", "daughter Maya loves rocks and crystals",
                "son Eli is 4", "son Eli has a tree nut allergy"),
         superseded=("party in the backyard",)),

    case("tu-chatter-stale-bread", "chatgpt",
         (U, "why does bread go stale faster in the fridge? seems backwards"),
         (A, "It does seem backwards! Staling isn't mainly drying out - it's "
             "**starch retrogradation**: the starch molecules that softened during baking "
             "slowly recrystallise and get firm. That process is fastest at cool fridge "
             "temperatures (roughly 0-10°C) and much slower at room temperature or when "
             "frozen. So the fridge slows mould but speeds up staleness. Freezing stops "
             "both, which is why sliced-and-frozen is the best way to keep bread."),
         (U, "so thats why toasting old bread makes it ok again?"),
         (A, "Exactly - heating above about 60°C melts those starch crystals again, so the "
             "crumb softens. It only lasts while it's warm, though; once it cools it stales "
             "again even faster."),
         chatter=True),

    case("tu-cursor-pagination-review", "cursor",
         (U, "review api/routes/orders.py list_orders, it's slow on big accounts. numbered "
             "list pls"),
         (A, "Looking at `list_orders`:\n\n"
             "```python\n@router.get('/orders')\n"
             "def list_orders(page: int = 1, limit: int = 50, db=Depends(get_db)):\n"
             "    q = db.query(Order).filter(Order.account_id == current_account())\n"
             "    total = q.count()\n"
             "    items = q.order_by(Order.created_at.desc())"
             ".offset((page - 1) * limit).limit(limit).all()\n"
             "    return {'total': total, 'items': items}\n```\n\n"
             "1. **OFFSET pagination** gets slower as pages go deeper; Postgres still scans "
             "and discards all skipped rows. Keyset pagination on `(created_at, id)` stays "
             "flat.\n"
             "2. **`q.count()` on every request** is a full count for big accounts. You "
             "could drop the total and return `has_more` instead.\n"
             "3. **Missing index**: there's no composite index on "
             "`(account_id, created_at, id)`.\n"
             "4. **`limit` is unbounded** - a client can ask for 100000.\n"
             "5. **N+1**: the serializer touches `order.customer`; add `joinedload`."),
         (U, "1 yes. 2 no, the frontend pager needs the total. 3 yes but later, needs a "
             "migration and we only do those in the tuesday window. 4 yes cap at 100. 5 "
             "yes"),
         (A, "Applying 1, 4 and 5. Keyset uses a `cursor` param (base64 of created_at + "
             "id); I'll keep `page` working for now so the frontend doesn't break."),
         (T, "api/routes/orders.py\n"
             "-def list_orders(page: int = 1, limit: int = 50, db=Depends(get_db)):\n"
             "+def list_orders(page: int = 1, limit: int = Query(50, le=100),\n"
             "+                cursor: str | None = None, db=Depends(get_db)):\n"
             "-    q = db.query(Order).filter(Order.account_id == current_account())\n"
             "+    q = (db.query(Order).options(joinedload(Order.customer))\n"
             "+         .filter(Order.account_id == current_account()))\n"
             "+    if cursor:\n"
             "+        created_at, oid = decode_cursor(cursor)\n"
             "+        q = q.filter(tuple_(Order.created_at, Order.id) < (created_at, oid))"),
         (U, "wait why keep page? just kill it, we ship frontend and backend together"),
         (A, "Fine - removed `page` and the offset path entirely. Response now returns "
             "`{total, items, next_cursor}`."),
         (T, "$ pytest tests/api/test_orders.py -q\n.....\n5 passed in 1.02s"),
         (U, "good"),
         decisions=("keyset pagination on (created_at, id) for /orders",
                    "keep the total count for the frontend pager",
                    "cap page size at 100", "joinedload customer to fix N+1",
                    "remove the page/offset parameter entirely"),
         loops=("add composite index on (account_id, created_at, id) in the Tuesday "
                "migration window",)),

    case("tu-nclex-pharm", "claude",
         (U, "final semester of nursing school, NCLEX is in 6 weeks. pharm is my weakest "
             "by far. i work nights as a CNA so i study in weird chunks. can you quiz me"),
         (A, "Absolutely. Pharm is the most common weak spot, so you're in good company. "
             "Quick question first: are you using a question bank already?"),
         (U, "uworld, doing 50 a day, scores around 58% on pharm"),
         (A, "58% is workable with six weeks left. Let's quiz on high-yield areas. "
             "First one:\n\n"
             "**A client on warfarin has an INR of 6.2 and is bleeding from the gums. "
             "Which medication do you anticipate?**\n"
             "A. Protamine sulfate\nB. Vitamin K (phytonadione)\nC. Naloxone\n"
             "D. Acetylcysteine"),
         (U, "B"),
         (A, "Correct. Protamine is the antidote for **heparin**. Next:\n\n"
             "**A client on digoxin reports seeing yellow halos and has a pulse of 52. "
             "Priority action?**\n"
             "A. Give the dose and recheck in 1 hour\nB. Hold the dose and notify the "
             "provider\nC. Give with food\nD. Increase fluids"),
         (U, "B. and check potassium?"),
         (A, "Yes, B - and great add. Hypokalemia increases digoxin toxicity risk, so "
             "potassium is exactly the lab to check. Antidote if needed: **digoxin immune "
             "fab (Digibind)**.\n\n"
             "**Which finding requires immediate action in a client on lithium?**\n"
             "A. Level 0.9 mEq/L\nB. Fine hand tremor\nC. Coarse tremor and vomiting\n"
             "D. Increased thirst"),
         (U, "A? thats high isnt it"),
         (A, "Not quite - 0.6-1.2 mEq/L is the therapeutic range, so 0.9 is fine. The "
             "answer is **C**: coarse tremor, vomiting and confusion are signs of "
             "toxicity. Fine tremor and thirst are expected side effects.\n\n"
             "Pattern I'm noticing: you know the antidotes but therapeutic ranges are "
             "shakier. A suggestion:\n\n"
             "1. Make one sheet of therapeutic levels (lithium, digoxin, phenytoin, "
             "theophylline, vancomycin trough)\n"
             "2. Use an Anki deck for drug suffixes\n"
             "3. Bump UWorld to 75/day"),
         (U, "makes sense. one more before i answer that"),
         (A, "**A client receiving IV potassium chloride complains of burning at the IV "
             "site. What do you do first?**\n"
             "A. Stop the infusion\nB. Slow the infusion rate\nC. Apply a warm "
             "compress\nD. Notify the provider"),
         (U, "B slow it down"),
         (A, "Close, but the best first action is **A - stop the infusion** and assess the "
             "site for infiltration. KCl is a vesicant-level irritant and a high-alert "
             "medication. Then notify the provider. Also remember: **never IV push, "
             "never IM**, max usually 10 mEq/hour on a peripheral line."),
         (U, "ugh. i always pick the gentle option. ok another"),
         (A, "**Which client should the nurse see first?**\n"
             "A. Client on furosemide with K+ 3.4\nB. Client on insulin glargine with "
             "glucose 68 and sweating\nC. Client on metformin scheduled for a CT with "
             "contrast tomorrow\nD. Client on lisinopril with a dry cough"),
         (U, "B, hypoglycemic and symptomatic"),
         (A, "Correct - symptomatic hypoglycemia is the immediate threat. Nice.\n\n"
             "So: what about the ranges sheet, Anki and the 75/day idea?"),
         (U, "ranges sheet yes, ill make it tonight before shift. anki no ive tried, "
             "never stick with it. 75 a day isnt happening with nights, staying at 50"),
         (A, "Totally reasonable. 50 a day with good review of the rationales beats 75 "
             "rushed. When you review, spend more time on the ones you got right by "
             "guessing."),
         (U, "ok. can we do pharm quizzes like this every few days? focus on ranges and "
             "high alert meds"),
         (A, "Yes - just start a chat with 'pharm quiz' and tell me the focus. I'll keep "
             "them at 10 questions so they fit between tasks."),
         decisions=("stay at 50 UWorld questions a day",
                    "pharm quizzes every few days on ranges and high-alert meds"),
         loops=("make a therapeutic drug levels sheet tonight",),
         facts=("in final semester of nursing school", "works night shifts as a CNA",
                "pharmacology is weakest NCLEX area")),

    case("tu-side-project-ideas", "claude",
         (U, "brainstorm time. im a freelance japanese to english translator, 11 years. "
             "want a small software side project that makes like 500-1k/month eventually. "
             "i can code a bit (python, some js). ideas?"),
         (A, "Your biggest advantage is knowing a niche from the inside. Ideas from the "
             "freelance translator world:\n\n"
             "1. **Glossary manager** - per-client term lists, shareable with agencies\n"
             "2. **Per-word invoicing** - import a file, count words/characters (incl. "
             "Japanese char counts), apply rates and CAT-tool fuzzy-match discounts, "
             "produce an invoice\n"
             "3. **Deadline/capacity planner** - how many chars/day you can take on\n"
             "4. **JP style checker** - flags common MTPE errors\n"
             "5. **Rate benchmark site** - anonymised rates by language pair\n\n"
             "Which pain do you personally feel the most?"),
         (U, "glossary manager. i have like 40 excel files of glossaries and its chaos"),
         (A, "That's a real pain. A minimal version:\n\n"
             "- import Excel/CSV/TBX glossaries\n"
             "- search across all clients at once\n"
             "- export to the format your CAT tool wants\n\n"
             "Want me to sketch a data model?"),
         (U, "hold on. i just googled and there are like 5 of those already incl 2 free "
             "ones. scratch that"),
         (A, "Good that you checked early. Of the rest, which did you feel when you last "
             "invoiced?"),
         (U, "honestly the invoicing. agencies use weighted word counts with fuzzy match "
             "tiers and every agency has different tiers and i do it by hand in a "
             "spreadsheet every month. takes me half a day"),
         (A, "That's a strong signal: painful, recurring, and specific. The competition "
             "is mostly general invoicing tools that don't understand fuzzy-match "
             "tiers.\n\n"
             "Before building anything, validate:\n"
             "1. Ask 10-15 translators how they invoice now and what it costs them in time\n"
             "2. Ask if they'd pay ~$10/month\n"
             "3. Collect 3-4 real CAT-tool analysis reports (Trados, memoQ) to see formats"),
         (U, "ok invoicing tool it is. and no code until ive talked to at least 10 people, "
             "i know myself, ill spend 3 months on a settings page otherwise"),
         (A, "Ha, very self-aware. Want a short survey draft for the translator groups?"),
         (U, "yes short, 5 questions max"),
         (A, "1. Which CAT tool(s) do you use?\n"
             "2. How do you currently calculate invoices with fuzzy-match discounts?\n"
             "3. Roughly how long does monthly invoicing take you?\n"
             "4. What's the most annoying part?\n"
             "5. Would you pay $10/month for a tool that does it from the analysis report?"),
         (U, "perfect. ill post it in the JAT facebook group and the proz forum this "
             "weekend"),
         decisions=("side project: per-word invoicing tool for translators",
                    "no code until talking to at least 10 translators",
                    "5-question validation survey"),
         loops=("post the survey in the JAT Facebook group and ProZ forum this weekend",),
         facts=("freelance Japanese-to-English translator for 11 years",
                "codes a bit in Python and JavaScript"),
         superseded=("side project: glossary manager",)),

    case("tu-resignation-email", "chatgpt",
         (U, "need to write a resignation email to my manager denise (im jordan ellis). been "
             "a staff accountant at harlow & pike for 4 years. got an offer elsewhere. keep "
             "it nice, she's been good to me"),
         (A, "Here's a warm, professional draft. Two things to decide: how much notice, "
             "and whether to say where you're going.\n\n"
             "> Subject: Resignation - [Your Name]\n>\n"
             "> Hi Denise,\n>\n"
             "> I'm writing to let you know that I've decided to resign from my position as "
             "Staff Accountant. My last day will be [date].\n>\n"
             "> Thank you for the past four years...\n\n"
             "Standard notice is two weeks."),
         (U, "3 weeks, we're in quarter close and i dont want to leave them stuck. last day "
             "april 11. dont say where im going"),
         (A, "> Subject: Resignation - Jordan Ellis\n>\n"
             "> Hi Denise,\n>\n"
             "> I'm writing to let you know that I've decided to resign from my position as "
             "Staff Accountant. My last day will be Friday, April 11.\n>\n"
             "> I wanted to give three weeks' notice so I can help get us through quarter "
             "close and hand things over properly. I'm happy to document my processes and "
             "help train whoever takes over the AP reconciliations.\n>\n"
             "> Thank you for four really good years. I've learned a huge amount from you, "
             "and I'm grateful for how much you've supported me.\n>\n"
             "> Best,\nJordan\n\n"
             "**Next steps**\n"
             "- Tell Denise in person or on a call before you send this\n"
             "- Ask HR about your remaining PTO payout\n"
             "- Update LinkedIn after your last day"),
         (U, "perfect. ill tell her in our 1:1 thursday and send it right after"),
         decisions=("give three weeks' notice", "last day April 11",
                    "don't mention the new employer",
                    "offer to document processes and train replacement"),
         loops=("tell Denise in the Thursday 1:1", "send the resignation email after the 1:1"),
         facts=("staff accountant at Harlow & Pike for 4 years",)),

    case("tu-chatter-riddles", "claude",
         (U, "give me a riddle thats actually hard"),
         (A, "Try this one:\n\n*What can run but never walks, has a mouth but never "
             "talks, has a head but never weeps, has a bed but never sleeps?*"),
         (U, "a river. too easy. harder"),
         (A, "Fair. Harder:\n\n*A man pushes his car to a hotel and tells the owner he's "
             "bankrupt. Why?*"),
         (U, "monopoly lol. ok one more, make it a logic one"),
         (A, "*Three boxes are labelled 'Apples', 'Oranges' and 'Mixed'. Every label is "
             "wrong. You can take one fruit from one box, without looking inside. How do "
             "you relabel all three correctly?*"),
         (U, "pick from mixed. if its an apple that box is apples, then the one labelled "
             "oranges cant be oranges so its mixed, and the last is oranges"),
         (A, "Exactly right. You're annoyingly good at these."),
         chatter=True),

    case("tu-cc-csv-import", "claude-code",
         (U, "write a management command to import the legacy customers csv "
             "(data/legacy_customers.csv, ~2M rows) into the customers table. just do it in "
             "one transaction, simpler to reason about, if anything fails nothing is "
             "half-imported"),
         (A, "Let me look at the CSV and the model first."),
         (T, "$ head -3 data/legacy_customers.csv\n"
             "id,email,full_name,created,country\n"
             "10001,ana@example.com,Ana Ruiz,2014-03-02,ES\n"
             "10002,not-an-email,Bo Lind,2014-03-02,SE\n"
             "$ wc -l data/legacy_customers.csv\n2041337 data/legacy_customers.csv"),
         (A, "Some rows have invalid emails (`not-an-email`). Options:\n\n"
             "1. Fail the whole import on a bad row\n"
             "2. Skip bad rows and write them to a rejects file\n"
             "3. Import them with `email = NULL`\n\nWhich?"),
         (U, "2, rejects file. support will clean them by hand"),
         (A, "Writing `customers/management/commands/import_legacy_customers.py`, one "
             "`transaction.atomic()` around the whole run, `bulk_create` in chunks of "
             "5000 inside it, rejects to `data/rejects.csv`."),
         (T, "$ python manage.py import_legacy_customers --limit 50000\n"
             "imported 49212, rejected 788 (see data/rejects.csv)\n"
             "elapsed 41.3s"),
         (A, "Works on a 50k sample. Extrapolating, the full run is ~28 minutes inside one "
             "transaction."),
         (U, "28 min in one tx on prod? no. that holds locks the whole time and the "
             "signup flow writes to that table. ok no, batches then, commit every 5k"),
         (A, "Agreed, that's the safer shape for prod. Changes:\n\n"
             "- each 5k chunk is its own `transaction.atomic()`\n"
             "- progress is saved to `data/import_progress.json` (last legacy id), so a "
             "rerun resumes instead of duplicating\n"
             "- `ignore_conflicts=True` on the legacy id as a second guard"),
         (T, "$ python manage.py import_legacy_customers --limit 50000\n"
             "batch 1/10 committed ... batch 10/10 committed\n"
             "imported 49212, rejected 788 (see data/rejects.csv)\nelapsed 43.0s\n"
             "$ python manage.py import_legacy_customers --limit 50000\n"
             "resuming after legacy id 60418\nimported 0, rejected 0\nelapsed 0.2s"),
         (A, "Resume works - a second run picks up where it left off and inserts nothing "
             "twice. Should I add a `--dry-run` flag too?"),
         (U, "yes dry run"),
         (T, "$ python manage.py import_legacy_customers --limit 1000 --dry-run\n"
             "[dry-run] would import 985, reject 15\n"
             "$ pytest customers/tests/test_import_legacy.py -q\n....\n4 passed in 2.11s"),
         (A, "Done. Next steps I'd suggest:\n\n"
             "1. Run it against a staging copy of prod\n"
             "2. Add a Slack notification when it finishes\n"
             "3. Share `rejects.csv` with support"),
         (U, "slack no. ill run it on staging tomorrow and send the rejects to support "
             "after that"),
         decisions=("skip invalid-email rows into a rejects file",
                    "commit in batches of 5k rows",
                    "resumable import with saved progress",
                    "add a --dry-run flag"),
         loops=("run the legacy customer import on staging tomorrow",
                "send rejects.csv to support after the staging run"),
         superseded=("import everything in one transaction",)),

    case("tu-spanish-learning", "chatgpt",
         (U, "want to get properly good at spanish. my partner lucía is from valencia and "
             "when we visit her family i just smile and nod lol. i'd say im A2. we might "
             "move there in a couple of years, not sure yet"),
         (A, "Smiling and nodding is a rite of passage! From A2, the goal is to get to "
             "conversational B1 - being able to follow family dinner and join in. A plan "
             "that works for most adults:\n\n"
             "1. **Input daily** (20-30 min): podcasts like *Españolistos* or *Hoy Hablamos*\n"
             "2. **Vocab**: Anki with a frequency deck\n"
             "3. **Speaking**: a tutor on italki 2x/week\n"
             "4. **Duolingo** as a warm-up if you like streaks\n\n"
             "How much time do you have per day?"),
         (U, "30 min on weekdays, more on weekends. duolingo no, i did 400 days and still "
             "cant order a coffee"),
         (A, "Classic Duolingo story. Then:\n\n"
             "- **Weekdays (30 min)**: 15 min podcast on your commute + 15 min Anki\n"
             "- **Weekends**: one italki lesson + a Spanish series with Spanish subtitles\n\n"
             "Why only one tutor session? Two is better at A2."),
         (U, "money. one a week for now. also lucía said she'd speak only spanish with me "
             "at dinner on sundays"),
         (A, "That's honestly the best resource you have - a native speaker who wants you "
             "to succeed. Tips for Sunday dinners:\n\n"
             "- agree that she corrects only one thing per dinner\n"
             "- keep a note on your phone of words you missed\n\n"
             "For the series, *Valeria* or *Las chicas del cable* are good for your level. "
             "And since it's Valencia: you'll hear Valencian (valencià) too; I'd focus on "
             "Castilian first."),
         (U, "yeah castilian first, her grandma is the only one who speaks valencian at "
             "home anyway"),
         (A, "Makes sense. Want me to suggest an intercambio group or a meetup as well?"),
         (U, "maybe later"),
         decisions=("weekdays: 15 min podcast + 15 min Anki",
                    "one italki lesson per week", "no Duolingo",
                    "learn Castilian before Valencian"),
         loops=("book a weekly italki tutor",),
         facts=("partner Lucía is from Valencia", "Spanish is around A2 level",
                "did a 400-day Duolingo streak")),

    case("tu-team-offsite", "claude",
         (U, "planning a 2 day offsite for my team, 12 engineers, im the eng manager. based "
             "in berlin. mid september, budget ~9k eur total incl travel. ideas?"),
         (A, "Nice budget for 12 people. Three options within easy reach of Berlin:\n\n"
             "| Option | Travel | Vibe | Est. cost |\n|---|---|---|---|\n"
             "| **Hamburg** city hotel + meeting room | 1h45 train | urban, restaurants | "
             "~8.5k |\n"
             "| **Leipzig** | 1h15 train | cheaper city, creative spaces | ~6.5k |\n"
             "| **Usedom** rented house on the Baltic | ~3h train | beach, cook together | "
             "~7k |\n\n"
             "What's the goal - strategy work, team bonding, or both?"),
         (U, "both. day 1 roadmap workshop, day 2 fun. hamburg sounds good, people like "
             "the city"),
         (A, "Hamburg works well for that split. Suggested:\n\n"
             "**Day 1**: train 8:30, workshop 11-17 in a hotel meeting room, dinner in "
             "Schanzenviertel\n"
             "**Day 2**: harbour tour, Miniatur Wunderland or a kayak tour on the Alster, "
             "train back 17:00\n\n"
             "Want me to draft the workshop agenda?"),
         (U, "yes pls"),
         (A, "**Roadmap workshop (11:00-17:00)**\n\n"
             "- 11:00 Where we are: metrics, what shipped, what didn't\n"
             "- 12:00 Pain points round (silent writing, then cluster)\n"
             "- 13:00 Lunch\n"
             "- 14:00 H2 bets: small groups pitch 3 ideas each\n"
             "- 15:30 Dot voting + discussion\n"
             "- 16:30 Owners and next steps"),
         (U, "great agenda, keeping that. bad news tho, hamburg hotels that week are "
             "insane, theres some big fair, cheapest quote is 260/night per room"),
         (A, "That blows the budget (12 x 260 alone is over 3k per night). Options: move "
             "the dates, switch to Leipzig, or the Usedom house."),
         (U, "dates are fixed. ok lets do the usedom house then. actually better for the "
             "fun day anyway, people can swim"),
         (A, "Usedom version:\n\n"
             "- **House**: a 6-7 bedroom holiday house, many have a big dining room that "
             "works for the workshop (bring a portable whiteboard)\n"
             "- **Day 1**: train to Heringsdorf, workshop in the house, cook together or "
             "order in\n"
             "- **Day 2**: beach, bike along the coast, fish sandwiches in Ahlbeck, train "
             "back\n\n"
             "One thing for the evening: a barbecue is the classic there."),
         (U, "bbq yes but half the team is vegetarian and im vegan so plenty of veg stuff. "
             "and we cook ourselves, no caterer"),
         (A, "Noted: self-catered barbecue with lots of vegan and vegetarian options. I'd "
             "assign 2-3 people per meal so it doesn't all land on you.\n\n"
             "**Next steps**\n"
             "1. Send a date/room-sharing poll to the team\n"
             "2. Book the house (September fills up)\n"
             "3. Book group train tickets (Deutsche Bahn group discount)\n"
             "4. Buy a portable whiteboard"),
         (U, "ill book the house this week, trains after that. room sharing poll, good "
             "idea, ill send it today. whiteboard we have one"),
         decisions=("offsite at a rented house on Usedom",
                    "day 1 roadmap workshop, day 2 fun",
                    "use the drafted workshop agenda", "travel by train",
                    "self-catered barbecue with vegan and vegetarian options",
                    "no caterer"),
         loops=("book the Usedom house this week", "book group train tickets",
                "send room-sharing poll to the team today"),
         facts=("engineering manager of a team of 12 engineers", "is based in Berlin",
                "is vegan"),
         superseded=("offsite in Hamburg",)),

    case("tu-excel-yarn-inventory", "chatgpt",
         (U, "i run a small yarn shop and keep inventory in excel. sheet Stock has SKU in "
             "A and qty in C, sheet Suppliers has SKU in A, supplier in B, min order in D. "
             "want a column in Stock that says REORDER when qty is low and shows the "
             "supplier"),
         (A, "With XLOOKUP this is neat. In Stock!E2:\n\n"
             "```\n=IF(C2<5, \"REORDER - \" & XLOOKUP(A2, Suppliers!A:A, Suppliers!B:B, "
             "\"no supplier\"), \"\")\n```\n\n"
             "Change 5 to whatever threshold you like."),
         (U, "#NAME? error. its excel 2016 on the shop laptop if that matters"),
         (A, "It does - XLOOKUP only exists in Excel 2021/365. Use INDEX/MATCH instead:\n"
             "\n```\n=IF(C2<5, \"REORDER - \" & IFERROR(INDEX(Suppliers!B:B, "
             "MATCH(A2, Suppliers!A:A, 0)), \"no supplier\"), \"\")\n```"),
         (U, "works! 5 is fine as the threshold for most yarn. but the sock yarn sells "
             "faster, can those be 10"),
         (A, "Add a threshold column to Stock (say F) with 5 as default and 10 for sock "
             "yarn, then:\n\n"
             "```\n=IF(C2<F2, \"REORDER - \" & IFERROR(INDEX(Suppliers!B:B, "
             "MATCH(A2, Suppliers!A:A, 0)), \"no supplier\"), \"\")\n```\n\n"
             "**Next steps**\n"
             "- A pivot table of sales by supplier\n"
             "- Upgrade to Microsoft 365 for XLOOKUP and dynamic arrays"),
         (U, "done. thanks"),
         decisions=("INDEX/MATCH instead of XLOOKUP",
                    "per-item reorder threshold column, default 5, sock yarn 10"),
         facts=("runs a small yarn shop", "shop laptop uses Excel 2016")),

    case("tu-chatter-daemon-name", "cursor",
         (U, "random q, why are background processes called daemons"),
         (A, "The name comes from MIT's Project MAC in the 1960s. The programmers took it "
             "from **Maxwell's demon**, a thought experiment about an imaginary being that "
             "works tirelessly in the background sorting molecules. The spelling "
             "'daemon' follows the older Greek sense of a guiding spirit - neither good nor "
             "evil - rather than a devil. Later someone invented the backronym 'Disk And "
             "Execution MONitor', but that came after the fact."),
         (U, "ha. and thats why the bsd mascot is a little devil?"),
         (A, "Yes - the BSD daemon (often called 'Beastie') is a pun on it. Say 'BSD' "
             "quickly and it sounds like 'beastie'."),
         (U, "nice, ok back to work"),
         chatter=True),
]
