"""Mixed everyday conversations: brainstorms, interview prep, letters, learning, sheets, small
coding sessions, home network, party and wedding planning, and some idle chatter.
Measured only (split "outsider"), never trained or tuned on: see ``distill_cases``.
"""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    # 1. naming a product, with a reversal
    case("tg-name-tea-subscription", "chatgpt",
         (U, "need name ideas for a tea subscription box. me and my sister run a tiny loose leaf "
             "tea stall at the saturday market in Whitby and we want to do monthly boxes online. "
             "cozy but not twee. no 'tea-rific' puns pls i beg"),
         (A, "Here are some that lean cosy without the puns:\n\n1. Steep & Harbour\n2. Leaf Post\n"
             "3. The Slow Kettle\n4. Brewline\n5. North Steep\n6. Quiet Cup\n7. Kettle & Crate\n"
             "8. Low Tide Tea\n\nIf you want the coast in there, 1, 5 and 8 do that. 3 and 6 are "
             "more about the ritual of making it."),
         (U, "ooh low tide tea. whitby vibes. lets go with that"),
         (A, "Nice, it's distinctive and ties to where you are. Before you get attached: check "
             "the .com and .co.uk, the Instagram handle, and do a quick search on the UK IPO "
             "trademark register so nobody else in food and drink has it."),
         (U, "lowtidetea.com is taken lol. .co.uk free tho"),
         (A, "That's workable for a UK-only box. Alternatives if you want a .com: "
             "drinklowtide.com, lowtide.tea, or lowtideteaco.com. Most customers will find you "
             "through Instagram and the stall anyway."),
         (U, "hmm actually my sister just said low tide sounds like it smells of seaweed 😂 and "
             "tbh she's right. scrap it. the slow kettle?"),
         (A, "Ha, fair, low tide does have a smell. The Slow Kettle is warm and says 'take your "
             "time', which fits a monthly box you sit down with. Check slowkettle.co.uk and "
             "@theslowkettle."),
         (U, "slowkettle.co.uk is free and the insta too. ok the slow kettle it is. taglines?"),
         (A, "A few:\n\n1. Good tea, no hurry.\n2. Loose leaf, posted monthly.\n3. Brewed slowly "
             "on the Yorkshire coast.\n4. Put the kettle on. We'll do the rest."),
         (U, "1 for sure. maybe 3 on the side of the box"),
         (A, "Good combo: 'Good tea, no hurry.' as the main line, and the Yorkshire coast line on "
             "the packaging where people read it while the kettle boils.\n\nNext steps:\n"
             "- register slowkettle.co.uk\n- grab the Instagram and TikTok handles\n"
             "- run a UK IPO trademark search\n- mock up a logo"),
         (U, "already grabbed the insta while we were talking. tiktok no, neither of us can be "
             "bothered with it. I'll buy the domain tonight. trademark stuff can wait honestly"),
         decisions=("name the tea subscription The Slow Kettle",
                    "use 'Good tea, no hurry' as the main tagline",
                    "put the Yorkshire coast line on the box packaging"),
         loops=("buy the slowkettle.co.uk domain",),
         facts=("runs a loose leaf tea market stall in Whitby with sister",),
         superseded=("name the tea subscription Low Tide Tea",),
         split="outsider"),

    # 2. talk outline, "both 1 and 3"
    case("tg-meetup-talk-sqlite", "claude",
         (U, "I've been asked to do a 20 min talk at the Leeds python meetup next month, topic is "
             "basically 'sqlite is enough'. context: I'm the only dev at a climbing gym and I "
             "maintain our booking system, which runs on sqlite. help me outline?"),
         (A, "Fun topic, and you have real production experience, which is the best possible "
             "angle. Three ways to shape it:\n\n1. **War story**: how the gym's booking system "
             "runs on one SQLite file, what broke, what didn't.\n2. **Myth-busting**: five "
             "things people believe about SQLite that aren't true.\n3. **Live demo**: WAL mode, "
             "concurrent writes and backups, shown on screen.\n\nWhich direction appeals?"),
         (U, "both 1 and 3. the myths thing feels like every other sqlite talk"),
         (A, "Agreed, the story plus a demo is more memorable. Rough outline for 20 minutes:\n\n"
             "- Intro, who you are, the gym (2 min)\n- The system: bookings, memberships, the one "
             "file (4 min)\n- What went wrong: the locking incident, the backup scare (4 min)\n"
             "- Demo: WAL mode, two writers, a backup taken while it runs (6 min)\n"
             "- When NOT to use SQLite (2 min)\n- Q&A (2 min)"),
         (U, "live demo scares me tbh. the wifi at that venue is awful, last month someone's "
             "demo died on stage"),
         (A, "Three ways to de-risk it: pre-record the demo and talk over the video, run "
             "everything locally with no network at all, or swap the demo for screenshots. Your "
             "demo doesn't actually need the network, so local is realistic."),
         (U, "run it locally, no network needed anyway. and keep the 'when not to' bit, people "
             "respect that"),
         (A, "Good. Updated demo section: a local script that opens two connections, shows a "
             "'database is locked' error in rollback mode, switches to WAL, and repeats. Then "
             "`.backup` while writes continue.\n\nOther prep ideas:\n- write speaker notes\n"
             "- do a timed dry run\n- build slides in reveal.js so code highlighting is easy\n"
             "- ask the organiser whether the projector is HDMI or USB-C\n"
             "- put the demo repo on GitHub to share after"),
         (U, "slides in whatever, probably just keynote. I do need to ask Marta (organiser) "
             "about the adapter, good shout, my laptop is usb-c only. rest meh"),
         (A, "Fair. One demo tip: put the commands in a script with pauses so you press a key to "
             "advance instead of typing live."),
         (U, "oh yes. can you title it too"),
         (A, "Some options:\n- One file, four hundred climbers\n- SQLite in production at a "
             "climbing gym\n- Boring database, happy gym"),
         (U, "boring database, happy gym. perfect"),
         decisions=("combine the gym war story with a live sqlite demo",
                    "run the talk demo fully locally without network",
                    "keep a 'when not to use sqlite' section in the talk",
                    "title the talk 'Boring database, happy gym'"),
         loops=("ask Marta whether the projector takes HDMI or USB-C",),
         facts=("only developer at a climbing gym, maintains its booking system",),
         split="outsider"),

    # 3. side project brainstorm, no decision
    case("tg-side-project-balcony", "chatgpt",
         (U, "brainstorm side project ideas? im a frontend dev, bored of work stuff, want "
             "something small i could ship in like a month of evenings. I have a balcony veg "
             "garden im kind of obsessed with if thats useful"),
         (A, "That's a great seed (sorry). Ideas sized for a month of evenings:\n\n"
             "1. Watering reminder PWA that checks the forecast and nags you only when it "
             "hasn't rained\n2. Seed swap board for your building or street\n3. Harvest log with "
             "photos and weights\n4. Companion planting checker: pick what's in a pot, it warns "
             "about bad neighbours\n5. Frost alert bot on Telegram"),
         (U, "1 and 4 are interesting. how would 1 know how much rain actually hit my balcony "
             "tho, it's covered like halfway"),
         (A, "It wouldn't, directly. Options: a 'sheltered' factor per pot (e.g. covered pots "
             "get 0% of rainfall), a manual 'I watered' button, or a cheap soil moisture sensor "
             "on an ESP32 reporting in."),
         (U, "sensor is a rabbit hole, i know myself lol. what would the companion planting "
             "one need data-wise"),
         (A, "A list of plant pairs marked good, bad or neutral, ideally with a short reason. "
             "There are some open lists but they disagree and a lot is folklore. Realistically "
             "you'd curate about 100 pairs for the plants people grow in containers."),
         (U, "hm. my friend Dario built something like that for his allotment and gave up "
             "because the data was such a mess"),
         (A, "That's the usual failure. The way round it is to scope to only what you grow and "
             "treat it as your own notebook first, public tool second."),
         (U, "yeah. ok i need to sleep on this, not sure either of them is it. thanks tho"),
         (A, "Sure. If it helps deciding: pick one, sketch three screens, and give yourself a "
             "hard ship date. Whichever one you keep thinking about tomorrow is probably it."),
         facts=("works as a frontend developer",
                "has a half-covered balcony vegetable garden"),
         split="outsider"),

    # 4. interview prep
    case("tg-interview-pm-switch", "claude",
         (U, "interview thursday for a junior product manager role at a fintech. I've been a QA "
             "engineer for 6 years, this would be my first PM job. they do a 'tell me about a "
             "time' round and then a product case. help??"),
         (A, "Your QA background is a real asset for PM: you've seen how features fail. For the "
             "behavioural round, let's build three STAR stories. Give me three moments from your "
             "QA work where you influenced a product or process outcome."),
         (U, "ok: 1) pushed back on a release in 2022 because of a payments rounding bug, took "
             "it all the way to the CTO 2) set up a bug triage rota that cut our backlog by half "
             "in a quarter 3) ran informal user interviews with the support team to work out why "
             "a feature confused people"),
         (A, "These map nicely:\n- 1 → conflict, influence without authority\n- 2 → process, "
             "measurable impact\n- 3 → user empathy, discovery\n\nFor a PM role, 3 is the most "
             "'PM-shaped'. I'd lead with it."),
         (U, "i'd rather lead with the triage one, it's got actual numbers. 3 as backup for "
             "when they ask about users"),
         (A, "That works, numbers land well. Triage in STAR form:\n\n**S**: backlog of 400+ "
             "open bugs, no owner.\n**T**: get it to a manageable level without stopping "
             "feature work.\n**A**: weekly rotating triage, severity rules, auto-close after 90 "
             "days of silence.\n**R**: backlog halved in one quarter, P1 response time down."),
         (U, "good. for the product case what do they usually ask"),
         (A, "Typically an open prompt like 'improve onboarding'. A reliable frame: clarify the "
             "goal, identify users, list problems, prioritise, propose a solution, define "
             "metrics. Want to practise one?"),
         (U, "yes now pls"),
         (A, "Prompt: 'Our budgeting app loses 40% of new users at the bank-linking step. What "
             "do you do?'"),
         (U, "first I'd ask whether it's a tech failure or people choosing to leave. look at "
             "error rates per bank. then talk to users who dropped. guess: trust issue, people "
             "don't want to give bank login. solution: explain security better, let people "
             "skip linking and add transactions manually at first"),
         (A, "Strong clarifying start and a sensible hypothesis. Missing: how you'd prioritise "
             "between the tech fix and the trust fix, and what metric proves success, e.g. link "
             "completion rate and 30-day retention of skippers vs linkers."),
         (U, "ugh yes forgot metrics completely. ok. also if I get it I'd probably have to "
             "move to London which... we'll see"),
         (A, "One thing at a time. For the end of the interview, questions you could ask:\n"
             "1. How do PMs and QA work together here?\n2. What does success look like in the "
             "first 90 days?\n3. What's the biggest product bet this year?\n4. How is the team's "
             "roadmap decided?"),
         (U, "I'll ask the PM and QA one, obviously. I also want to ask about the promotion "
             "path but need to word it so it doesn't sound pushy, I'll have a go at that "
             "tonight"),
         decisions=("lead with the bug triage rota story",
                    "keep user interviews story for the users question",
                    "ask how PMs and QA work together there"),
         loops=("word the question about the promotion path",),
         facts=("QA engineer for 6 years",),
         split="outsider"),

    # 5. cover letter
    case("tg-cover-letter-library", "chatgpt",
         (U, "can you help with a cover letter for a library assistant job at Aberystwyth town "
             "library. here's my draft:\n\nDear Hiring Manager,\nI am writing to express my "
             "interest in the Library Assistant position. I have three years of retail "
             "experience at Pennant Books where I handled customer queries and stock. In my "
             "spare time I am a keen birdwatcher and volunteer for the county bird survey, "
             "which has taught me patience and attention to detail. I enjoy reading widely. "
             "I also speak Welsh.\nKind regards,\nCerys"),
         (A, "Good bones. Main changes I'd suggest:\n\n1. The advert asks for bilingual "
             "service, so Welsh should be near the top, not the last line.\n2. The "
             "birdwatching paragraph is charming but not doing much work; I'd cut it.\n"
             "3. Libraries love evidence of working with children, e.g. reading sessions.\n"
             "4. Keep it to one page."),
         (U, "welsh to the top yes, I grew up speaking it at home so it's basically my first "
             "language. cutting the birds feels sad but fine lol. I don't have a kids reading "
             "example tho. I ran a homework club at the community centre, does that count?"),
         (A, "Definitely counts. How often, for how long, and what ages?"),
         (U, "twice a week for 2 years, ages 10 to 14, mostly maths and reading"),
         (A, "Here's a revised version:\n\nDear Hiring Manager,\nI am writing to express my "
             "interest in the Library Assistant position. Welsh is my first language and I "
             "would be glad to offer a fully bilingual service. For three years at Pennant "
             "Books I handled customer queries and stock... For two years I also ran a "
             "twice-weekly homework club for 10 to 14 year olds at the community centre..."),
         (U, "too formal in the opening. 'I am writing to express my interest' is so stiff"),
         (A, "Alternatives:\n1. 'I'd love to bring my bookshop experience to Aberystwyth "
             "library.'\n2. 'As a Welsh speaker who has spent three years helping readers find "
             "the right book, I was delighted to see this post.'\n3. 'Libraries have always "
             "been my favourite public space.'"),
         (U, "2"),
         (A, "Full letter with opening 2, still one page. I've kept the homework club "
             "paragraph second and closed on availability for an interview."),
         (U, "great. they also want a reference from a recent employer, so I need to email my "
             "old manager at the bookshop about that. sending the application tomorrow"),
         decisions=("move Welsh fluency to the top of the cover letter",
                    "cut the birdwatching paragraph from the letter",
                    "use the homework club as the children example",
                    "open the letter with the Welsh speaker line"),
         loops=("email former bookshop manager for a reference",
                "send the library assistant application"),
         facts=("Welsh is first language, grew up speaking it",
                "worked three years at a bookshop",
                "ran a homework club at the community centre for two years"),
         split="outsider"),

    # 6. hard email to a landlord, reversal
    case("tg-landlord-mould-email", "claude",
         (U, "need help writing an email to my landlord. black mould in the back bedroom has "
             "come back for the third time since october, he keeps sending a guy to paint over "
             "it. my daughter sleeps in that room and she has asthma. we rent, been here 4 yrs. "
             "I want to be firm but not burn the relationship"),
         (A, "That's a reasonable position. To make the email land, it helps to have dates of "
             "your previous reports, whether they were in writing, and your tenancy type. Do "
             "you have those?"),
         (U, "reported by text 12 oct, 3 dec and last week (9 feb). assured shorthold. I still "
             "have the texts"),
         (A, "Draft:\n\nSubject: Recurring mould in back bedroom\n\nHi Graham,\nI'm writing "
             "about the black mould in the back bedroom, which I reported on 12 October, 3 "
             "December and 9 February. Each time it has been painted over and has returned "
             "within weeks. My daughter, who has asthma, sleeps in this room.\n\nI'd like the "
             "cause to be investigated properly, ideally with a damp survey by a qualified "
             "surveyor, and a plan for the repair. Could you let me know within 14 days how "
             "you'd like to proceed?\n\nThanks,\nNadia"),
         (U, "good. add a line saying I'll hold back march's rent until it's sorted"),
         (A, "I've added it, but a caution first: in England, withholding rent puts you in "
             "arrears, and with an assured shorthold that can be used as grounds for "
             "possession, even if the disrepair is real. A safer lever is mentioning that you'd "
             "contact the council's environmental health team, who can inspect and require "
             "repairs."),
         (U, "oh. didn't know that. ok take the rent thing out then. put the council bit in "
             "but soft, like 'I'd rather not have to'"),
         (A, "Revised paragraph: 'I'd much rather we sort this out between us, but if it isn't "
             "resolved I may need to ask the council's environmental health team to take a "
             "look.'"),
         (U, "yes. can you make the deadline '14 days from this email' not a specific date, I "
             "might not send today"),
         (A, "Done. A few other things that would strengthen your position:\n- keep a mould "
             "diary with dated photos\n- run a dehumidifier in the room\n- check whether your "
             "contents insurance covers damaged belongings\n- ask your GP for a short letter "
             "about the effect on your daughter's asthma"),
         (U, "photos yes I'll take some tonight with the date showing. GP letter is a good "
             "idea actually, her next appt is in 2 weeks anyway. dehumidifier we've had for "
             "ages, doesn't help. insurance no idea, not bothering. sending the email in the "
             "morning"),
         decisions=("ask the landlord for a damp survey by a qualified surveyor",
                    "give the landlord 14 days from the email to respond",
                    "mention council environmental health softly in the email"),
         loops=("take dated photos of the mould",
                "ask the GP for a letter about daughter's asthma",
                "send the mould email to the landlord"),
         facts=("rents on an assured shorthold tenancy, 4 years there",
                "daughter has asthma"),
         superseded=("hold back March rent until the mould is fixed",),
         split="outsider"),

    # 7. learning: explain a concept, then apply; no decision
    case("tg-learn-std-dev-parkrun", "chatgpt",
         (U, "explain standard deviation like I'm not a maths person. it keeps showing up in "
             "my running app and I just nod"),
         (A, "Standard deviation is how spread out your numbers are around their average. If "
             "every run takes almost exactly the same time, it's small. If some runs are much "
             "faster and some much slower, it's big. It's in the same units as the data, so for "
             "run times it's in seconds or minutes."),
         (U, "ok so apply it. my last 6 parkrun times: 27:40, 28:05, 26:55, 29:30, 27:10, 28:20. "
             "what's my sd and what does it tell me"),
         (A, "In seconds: 1660, 1685, 1615, 1770, 1630, 1700.\n\n- Mean: 1676.7 s ≈ 27:57\n"
             "- Deviations from the mean: −17, +8, −62, +93, −47, +23\n- Sample standard "
             "deviation ≈ 56 s\n\nSo a typical run is within about a minute of 27:57. Anything "
             "between roughly 27:00 and 28:53 is a normal day for you."),
         (U, "is 29:30 an outlier then? that was the one where I was hungover lol"),
         (A, "It's about 1.7 standard deviations above the mean: unusual but not a formal "
             "outlier (people often use 2 or 3). Without it, your mean is 27:38 and the SD "
             "drops to about 36 s, so that one run inflates the spread a lot."),
         (U, "so if I want to know if I'm actually getting faster what should I look at"),
         (A, "Look at the trend, not single runs: a rolling average of the last 5 runs, plotted "
             "over time. If the rolling average drops by more than your usual spread, that's "
             "real improvement rather than a good day. You'll want 15-20 runs for it to mean "
             "much."),
         (U, "makes sense. I do parkrun most saturdays at Heaton Park so I'll have plenty of "
             "data soon lol. thanks!"),
         (A, "Then you'll have a clear picture in a few months. If you like, a simple sheet "
             "with date, time and a rolling-average column would do it, and noting weather or "
             "how you slept helps explain the odd ones."),
         facts=("runs parkrun most Saturdays at Heaton Park",),
         split="outsider"),

    # 8. spreadsheet help, reversal
    case("tg-budget-sheet-partner", "chatgpt",
         (U, "setting up a shared budget google sheet with my partner Sam. we split bills 60/40 "
             "since I earn more. should I do a tab per month?"),
         (A, "Two common layouts:\n\n1. **Tab per month**: each month is its own sheet, easy "
             "to read, copy last month to start a new one.\n2. **One transactions sheet** with "
             "a Month column, plus a Summary tab using SUMIFS or a pivot table.\n\n1 is "
             "friendlier to look at; 2 is easier to analyse."),
         (U, "tab per month, easier for Sam to read"),
         (A, "Here's a month template: Date | Description | Category | Amount | Paid by. "
             "Totals at the bottom with =SUM(D2:D100), and each person's share with "
             "=D101*0.6 and =D101*0.4."),
         (U, "wait how would I see a yearly total across 12 tabs"),
         (A, "That's the weak spot. Google Sheets doesn't support 3D references like "
             "=SUM(Jan:Dec!D101), so you'd write =Jan!D101+Feb!D101+... and maintain it by "
             "hand. With layout 2 it's one SUMIFS."),
         (U, "ugh ok. scrap the tabs then, one sheet with a month column and a summary tab"),
         (A, "Transactions: Date | Description | Category | Amount | Paid by | Month, with "
             "Month as =TEXT(A2,\"yyyy-mm\"). Summary: months down the side, categories "
             "across, each cell =SUMIFS(Transactions!D:D, Transactions!F:F, $A2, "
             "Transactions!C:C, B$1)."),
         (U, "categories: rent, bills, groceries, car, cat, fun. we have two cats fwiw so cat "
             "is a real line lol"),
         (A, "Add a data validation dropdown on column C with those six. For the split, "
             "column G: =IF(E2=\"me\", D2*0.6, D2*0.4)."),
         (U, "the split col is wrong, it should be what each of us OWES not who paid"),
         (A, "Right. Replace G with two columns: G 'Owed by me' =D2*0.6, H 'Owed by Sam' "
             "=D2*0.4. In the summary, balance for you = SUMIFS(paid by me) − SUM(owed by me). "
             "Positive means Sam owes you."),
         (U, "yes that works. pasted it in and jan comes out at sam owes me £42 which sounds "
             "right"),
         (A, "Nice. Optional extras:\n- conditional formatting for categories over budget\n"
             "- a monthly spending chart\n- protect the formula columns so they aren't typed "
             "over\n- import bank CSVs into the transactions sheet"),
         (U, "protect the formula columns yes good idea, Sam will def type over them. chart "
             "nah. bank import maybe one day"),
         decisions=("use one transactions sheet with a month column and summary tab",
                    "budget categories rent, bills, groceries, car, cat, fun",
                    "track what each person owes and balance against paid"),
         loops=("protect the formula columns in the budget sheet",),
         facts=("partner Sam, splits bills 60/40",
                "has two cats"),
         superseded=("use a tab per month in the budget sheet",),
         split="outsider"),

    # 9. codex data cleanup session
    case("tg-codex-rowing-members", "codex",
         (U, "two exports in this folder, old_system.csv and signup_form.csv. merge them into "
             "one member list and dedupe. I'm the (volunteer) membership sec for the rowing "
             "club so this needs to be right-ish"),
         (A, "I'll look at both files first."),
         (T, "$ head -4 old_system.csv\nid,first_name,last_name,email,phone,dob,joined\n"
             "1041,Ewan,Petrie,Ewan.Petrie@mailbox.test,07700 900412,14/03/1988,02/09/2015\n"
             "1042,Ros,Akande,ros.akande@mailbox.test,+447700900118,30/11/1991,11/04/2019\n"
             "1043,Tomasz,Wiercz,,07700900655,02/06/1979,19/05/2012"),
         (T, "$ head -4 signup_form.csv\nTimestamp,Name,Email address,Phone,Date of birth\n"
             "2023-04-02 18:11,Ewan Petrie,ewan.petrie@mailbox.test,7700900412,1988-03-14\n"
             "2024-01-15 09:40,Lila Brandt,lila.b@mailbox.test,07700 900 871,2001-07-22\n"
             "2024-02-03 12:05,ros akande,Ros.Akande@mailbox.test,07700900118,1991-11-30"),
         (A, "Differences: old system has split names and UK dates (dd/mm/yyyy); the form has "
             "a single Name field, ISO dates, and uses Timestamp as the join date. Emails "
             "differ only in case for the same people, and phones are in mixed formats.\n\n"
             "Proposal: dedupe on lowercased, trimmed email. When the same person appears "
             "twice, which join date should win?"),
         (U, "email lowercased yes. keep the earliest join date, people get grumpy about "
             "seniority lol"),
         (A, "Writing clean_members.py with pandas (already installed here)."),
         (T, "$ cat clean_members.py\nimport pandas as pd\n\nold = pd.read_csv('old_system.csv',"
             " dtype=str)\nform = pd.read_csv('signup_form.csv', dtype=str)\n\n"
             "old['joined'] = pd.to_datetime(old['joined'], dayfirst=True)\n"
             "form[['first_name', 'last_name']] = form['Name'].str.title()"
             ".str.split(' ', n=1, expand=True)\n"
             "form['joined'] = pd.to_datetime(form['Timestamp']).dt.normalize()\n"
             "...\nallm['email'] = allm['email'].str.strip().str.lower()\n"
             "allm = allm.sort_values('joined').drop_duplicates('email', keep='first')"),
         (T, "$ python clean_members.py\nold_system: 212 rows\nsignup_form: 87 rows\n"
             "duplicates removed: 48\nrows with no email: 6\nmerged: 251 rows -> "
             "members_merged.csv"),
         (A, "Merged to 251. Note that 6 rows have no email, so they can't be deduped by "
             "email. Options: drop them, keep them in a separate file, or match them on name + "
             "date of birth."),
         (U, "put those in a separate file, I'll chase them by phone"),
         (T, "$ python clean_members.py\nold_system: 212 rows\nsignup_form: 87 rows\n"
             "duplicates removed: 48\nno_email.csv: 6 rows\nmembers_merged.csv: 245 rows"),
         (U, "also phone numbers are a mess, some +44 some 07 some missing the 0"),
         (A, "I can normalise them to +44 format. The `phonenumbers` library handles every "
             "edge case, or a small regex covers UK mobiles, which is all I see here."),
         (U, "no extra libs, the laptop at the club is ancient. regex is fine"),
         (T, "--- a/clean_members.py\n+++ b/clean_members.py\n@@\n+import re\n+\n"
             "+def norm_phone(p):\n+    if not isinstance(p, str):\n+        return p\n"
             "+    d = re.sub(r'\\D', '', p)\n+    if d.startswith('44'):\n+        d = d[2:]\n"
             "+    if d.startswith('0'):\n+        d = d[1:]\n"
             "+    return '+44' + d if len(d) == 10 else p\n+\n"
             "+allm['phone'] = allm['phone'].map(norm_phone)"),
         (T, "$ python clean_members.py\n...\nmembers_merged.csv: 245 rows\n"
             "phones normalised: 236, left as-is: 3\n$ grep -c '+447' members_merged.csv\n236"),
         (A, "236 numbers normalised. 3 couldn't be parsed (one landline with an area code, two "
             "too short) and are left exactly as entered."),
         (U, "fine"),
         (A, "Want me to add tests, turn it into a proper CLI with argparse, and write a "
             "README?"),
         (U, "nah it's a one off. actually yes do a tiny readme so next year's sec knows what "
             "it does"),
         (T, "$ cat README.md\n# Membership merge\n\nMerges old_system.csv and "
             "signup_form.csv into members_merged.csv.\n\n- dedupes on lowercased email, "
             "keeps the earliest join date\n- rows without email go to no_email.csv\n"
             "- UK phone numbers normalised to +44\n\nRun: python clean_members.py"),
         (A, "README added. Outputs: members_merged.csv (245), no_email.csv (6)."),
         (U, "cool. I'll send the merged file to Hannah (treasurer) for the subs check"),
         decisions=("dedupe club members by lowercased email",
                    "keep the earliest join date for duplicate members",
                    "put members without email in a separate file",
                    "normalise phone numbers with a regex, no extra libraries"),
         loops=("phone the six members without an email",
                "send merged member list to Hannah for the subs check"),
         facts=("volunteer membership secretary of a rowing club",),
         split="outsider"),

    # 10. small cursor session
    case("tg-cursor-recipe-scaling", "cursor",
         (U, "in src/lib/scale.ts scaled quantities show up like 1.3333333 cups. fix it. also "
             "tsp never turns into tbsp when it gets big"),
         (A, "Let me read the file."),
         (T, "// src/lib/scale.ts\nexport type Qty = { amount: number | string; unit: string "
             "};\n\nexport function scale(q: Qty, factor: number): Qty {\n"
             "  return { amount: (q.amount as number) * factor, unit: q.unit };\n}\n\n"
             "export function format(q: Qty): string {\n  return `${q.amount} ${q.unit}`;\n}"),
         (A, "Two options:\n1. Keep US units, round volume to the nearest 1/8 and show it as "
             "a fraction, and promote units (3 tsp → 1 tbsp, 16 tbsp → 1 cup).\n2. Store "
             "everything metric (grams/ml) and convert for display."),
         (U, "1 for now. we're in the US and my wife's recipes are all cups and spoons, grams "
             "would just confuse her"),
         (T, "--- a/src/lib/scale.ts\n+++ b/src/lib/scale.ts\n@@\n"
             "+const TSP_PER = { tsp: 1, tbsp: 3, cup: 48 } as const;\n"
             "+\n+function toFraction(x: number): string {\n"
             "+  const eighths = Math.round(x * 8);\n+  const whole = Math.floor(eighths / 8);\n"
             "+  const rest = eighths % 8;\n+  if (!rest) return String(whole);\n"
             "+  const g = gcd(rest, 8);\n"
             "+  const frac = `${rest / g}/${8 / g}`;\n"
             "+  return whole ? `${whole} ${frac}` : frac;\n+}\n"
             "+\n+function promote(tsp: number): Qty {\n"
             "+  if (tsp >= 48) return { amount: tsp / 48, unit: 'cup' };\n"
             "+  if (tsp >= 3) return { amount: tsp / 3, unit: 'tbsp' };\n"
             "+  return { amount: tsp, unit: 'tsp' };\n+}"),
         (T, "$ npx vitest run src/lib\n ✓ scale.test.ts > 2/3 cup x2 → 1 1/3 cup\n"
             " ✓ scale.test.ts > 1 tsp x6 → 2 tbsp\n ✗ scale.test.ts > 1/4 tsp x0.25 → 1/16 tsp\n"
             "   expected '1/16 tsp' received '0 tsp'\n\n Tests  1 failed | 2 passed (3)"),
         (A, "Rounding to eighths turns tiny amounts into 0. I'll fall back to 'pinch' under "
             "1/8 tsp rather than showing 0."),
         (T, "$ npx vitest run src/lib\n ✓ scale.test.ts (3)\n Tests  3 passed (3)"),
         (U, "nice. what about 'pinch' and 'to taste' in the data, it currently shows NaN"),
         (A, "Those come through as strings and get multiplied. I'll pass any non-numeric "
             "amount through unchanged."),
         (T, "--- a/src/lib/scale.ts\n+++ b/src/lib/scale.ts\n@@ export function scale\n"
             "-  return { amount: (q.amount as number) * factor, unit: q.unit };\n"
             "+  if (typeof q.amount !== 'number') return q;\n"
             "+  return { amount: q.amount * factor, unit: q.unit };"),
         (T, "$ npx vitest run src/lib\n ✓ scale.test.ts (5)\n Tests  5 passed (5)"),
         (A, "All passing, including new cases for 'pinch' and 'to taste'. Possible next steps:"
             "\n- add a Playwright end-to-end test for the servings slider\n- swap the hand-rolled "
             "table for a units library\n- add a metric toggle in settings"),
         (U, "metric toggle maybe someday, not now. playwright no way, overkill for an app two "
             "people use"),
         decisions=("show scaled quantities as fractions to the nearest eighth",
                    "promote teaspoons to tablespoons and cups when large",
                    "pass non-numeric quantities like pinch through unchanged"),
         facts=("lives in the US",
                "wife's recipes use cups and spoons"),
         split="outsider"),

    # 11. claude-code session, reversal, tasks done in session
    case("tg-cc-shoebox-dry-run", "claude-code",
         (U, "add a way to preview what shoebox would copy to the nas without copying "
             "anything. maybe a `shoebox plan` subcommand?"),
         (A, "Let me look at how the CLI is set up."),
         (T, "$ cat shoebox/cli.py\nimport argparse\n\nfrom .sync import run_sync\n\n\n"
             "def main(argv=None):\n    p = argparse.ArgumentParser(prog='shoebox')\n"
             "    p.add_argument('--src', required=True)\n"
             "    p.add_argument('--dest', required=True)\n"
             "    p.add_argument('--exclude', action='append', default=[])\n"
             "    args = p.parse_args(argv)\n    return run_sync(args.src, args.dest, "
             "args.exclude)"),
         (A, "There are no subcommands today, so `shoebox plan` means restructuring into "
             "subparsers: `shoebox run ...` and `shoebox plan ...`. Existing invocations would "
             "need `run` added. Go ahead?"),
         (U, "yeah do the subcommand"),
         (T, "--- a/shoebox/cli.py\n+++ b/shoebox/cli.py\n@@\n"
             "-    p.add_argument('--src', required=True)\n"
             "+    sub = p.add_subparsers(dest='cmd', required=True)\n"
             "+    for name in ('run', 'plan'):\n+        s = sub.add_parser(name)\n"
             "+        s.add_argument('--src', required=True)"),
         (A, "Before going further: your systemd unit calls shoebox without a subcommand, so "
             "the nightly backup would fail after this change."),
         (T, "$ cat deploy/shoebox.service\n[Unit]\nDescription=shoebox photo backup\n\n"
             "[Service]\nType=oneshot\nExecStart=shoebox --src /srv/photos --dest "
             "nas:/volume1/photos --exclude '*.tmp'"),
         (U, "ugh, right. scrap the subcommand, just add --dry-run to the existing command. "
             "revert that"),
         (T, "$ git checkout shoebox/cli.py\nUpdated 1 path from the index"),
         (T, "--- a/shoebox/cli.py\n+++ b/shoebox/cli.py\n@@\n"
             "+    p.add_argument('--dry-run', action='store_true',\n"
             "+                   help='show what would be copied, copy nothing')\n"
             "-    return run_sync(args.src, args.dest, args.exclude)\n"
             "+    return run_sync(args.src, args.dest, args.exclude, dry_run=args.dry_run)\n"
             "--- a/shoebox/sync.py\n+++ b/shoebox/sync.py\n@@\n"
             "-def run_sync(src, dest, excludes):\n+def run_sync(src, dest, excludes, "
             "dry_run=False):\n     cmd = ['rsync', '-a', '--delete']\n"
             "+    if dry_run:\n+        cmd.append('--dry-run')"),
         (T, "$ pytest -q\n.....                                                [100%]\n"
             "5 passed in 0.21s"),
         (A, "Added `--dry-run` plus a test that checks rsync gets `--dry-run` and nothing is "
             "written. The unit file is untouched."),
         (U, "tried it:\n\n```\n$ shoebox --src ~/Pictures --dest nas:/volume1/photos "
             "--dry-run\nsending incremental file list\n2024/03/IMG_4410.HEIC\n"
             "2024/03/IMG_4411.HEIC\n... (about 4000 lines)\n```\n\nit lists every file. can it "
             "just print a summary"),
         (A, "I'll add `--stats` in dry-run mode, suppress the file list, and parse the "
             "numbers into one line."),
         (T, "--- a/shoebox/sync.py\n+++ b/shoebox/sync.py\n@@\n"
             "+    if dry_run:\n+        cmd += ['--dry-run', '--stats']\n"
             "+        out = subprocess.run(cmd, capture_output=True, text=True, "
             "check=True).stdout\n+        s = parse_stats(out)\n"
             "+        print(f\"would copy {s.files} files ({s.human_size}), "
             "would delete {s.deleted}\")\n+        return 0"),
         (T, "$ pytest -q\n......                                               [100%]\n"
             "6 passed in 0.24s"),
         (U, "```\n$ shoebox --src ~/Pictures --dest nas:/volume1/photos --dry-run\nwould copy "
             "312 files (1.8 GB), would delete 0\n```\nperfect. also exclude .DS_Store by "
             "default, my partner's macbook dumps them everywhere"),
         (T, "--- a/shoebox/sync.py\n+++ b/shoebox/sync.py\n@@\n"
             "-DEFAULT_EXCLUDES = ['*.tmp']\n+DEFAULT_EXCLUDES = ['*.tmp', '.DS_Store']"),
         (T, "$ pytest -q\n.......                                              [100%]\n"
             "7 passed in 0.25s"),
         (A, "Done. Anything else? I could:\n- add a weekly dry-run to the systemd timer and "
             "log it\n- document --dry-run in the README\n- bump the version to 0.4.0"),
         (U, "readme yes go ahead. rest no"),
         (T, "--- a/README.md\n+++ b/README.md\n@@ ## Usage\n+### Preview\n+\n"
             "+    shoebox --src ~/Pictures --dest nas:/volume1/photos --dry-run\n+\n"
             "+Prints how many files would be copied or deleted; copies nothing.\n"
             "+`.DS_Store` files are always excluded."),
         (A, "README updated. Summary: `--dry-run` prints a one-line summary, `.DS_Store` is "
             "excluded by default, tests at 7 passing."),
         (U, "ok. still need to test it against the real nas when I'm home, the synology is "
             "only reachable on the home lan"),
         decisions=("add a --dry-run flag to the existing shoebox command",
                    "print a one-line summary in dry run instead of file list",
                    "exclude .DS_Store files by default"),
         loops=("test the dry run against the home NAS",),
         facts=("has a Synology NAS on the home network",),
         superseded=("add a shoebox plan subcommand",),
         split="outsider"),

    # 12. home network: mesh wifi
    case("tg-home-mesh-wifi", "chatgpt",
         (U, "wifi in our house is terrible upstairs. 3 storey terraced house, router is the "
             "isp hub in the front room on the ground floor. I work from home in the loft room "
             "so this is actually urgent lol. extender or mesh?"),
         (A, "Options, roughly from cheapest:\n1. Wifi extender: cheap, but usually halves "
             "speed and creates a second network name.\n2. Mesh system (3 nodes): one "
             "seamless network, good for multi-floor houses.\n3. Powerline adapters: use your "
             "electrical wiring, results vary with the wiring.\n4. Run ethernet to the loft: "
             "best performance, most disruptive."),
         (U, "ethernet would be ideal but drilling through two floors, no thanks, even if we "
             "own the place. mesh vs powerline?"),
         (A, "In older terraces, powerline is often flaky across separate circuits, and the "
             "loft is usually on a different one. Mesh is the more predictable choice for "
             "three floors; place nodes on each floor in line of sight up the stairwell."),
         (U, "mesh then. budget is like £250"),
         (A, "A 3-pack from a mainstream brand fits in that. Placement: node 1 wired to the "
             "hub, node 2 on the first-floor landing, node 3 in the loft near your desk."),
         (U, "ordered a 3 pack, arrives friday. do I put the isp hub in modem mode?"),
         (A, "Yes. Otherwise you get double NAT, which can break video calls and gaming. In "
             "the hub's settings, enable modem mode, then plug the first mesh node into port 1 "
             "and let it handle wifi and DHCP."),
         (U, "ok modem mode. also I want the smart plugs and the robot hoover on their own "
             "network, they're always dropping off and I don't trust them"),
         (A, "Most mesh apps let you create a separate IoT or guest network, often 2.4 GHz "
             "only, which those devices prefer. They won't be able to see your laptop."),
         (U, "yes separate iot network"),
         (A, "Checklist for Friday:\n1. change the mesh admin password\n2. update the "
             "firmware\n3. disable WPS\n4. set custom DNS (e.g. 1.1.1.1)\n5. reserve a fixed IP "
             "for your work laptop"),
         (U, "1 2 3 yes when it arrives. dns leave default. laptop doesn't need a fixed ip"),
         decisions=("get a three-node mesh wifi system",
                    "put the ISP hub in modem mode",
                    "separate IoT network for smart plugs and robot vacuum",
                    "keep the default DNS on the mesh"),
         loops=("change the mesh admin password",
                "update the mesh firmware",
                "disable WPS on the mesh"),
         facts=("works from home in the loft room",
                "owns a three-storey terraced house"),
         split="outsider"),

    # 13. home network: pi-hole, friend's choice as hard negative
    case("tg-pihole-router-dns", "claude",
         (U, "got a raspberry pi 4 lying around, want to set up pi-hole for the whole house. my "
             "mate Kofi says I should make the pi the dhcp server too, he does that at his "
             "place"),
         (A, "Two ways to wire it in:\n1. Keep DHCP on your router and set the router's DNS "
             "server to the Pi. Cleanest, if the router allows custom DNS.\n2. Turn off the "
             "router's DHCP and let Pi-hole do DHCP. Needed on routers that won't let you "
             "change DNS, and gives per-device names in the Pi-hole logs."),
         (U, "my router does let me set dns. so 1?"),
         (A, "Yes, 1 is simpler and the router keeps working if the Pi is rebooting. Give the "
             "Pi a fixed address with a DHCP reservation first. And don't set a public DNS as "
             "'secondary' on the router: devices will use it and skip the blocking."),
         (U, "reserved 192.168.1.53 for it, cute. what about when the pi dies tho, whole house "
             "loses internet and my wife will murder me"),
         (A, "Options: run a second Pi-hole on another device, or keep it to one and make "
             "switching back painless: note the router page and the original DNS setting so "
             "anyone can flip it back in a minute."),
         (U, "meh I don't have another pi. I'll write down how to switch dns back on the "
             "router and stick it on the fridge lol"),
         (A, "Very practical. For upstream DNS, Pi-hole offers Google, Cloudflare, Quad9 and "
             "others. Quad9 blocks known malware domains too."),
         (U, "quad9"),
         (A, "Set. Next ideas: add extra blocklists, run cloudflared for DNS over HTTPS, or "
             "install unbound so the Pi resolves recursively without an upstream."),
         (U, "default list only for now, the kids' school portal broke last time I tried an "
             "aggressive list on my laptop. unbound sounds fun but another weekend"),
         decisions=("keep DHCP on the router with Pi-hole as DNS",
                    "reserve 192.168.1.53 for the Pi-hole",
                    "use Quad9 as upstream DNS",
                    "keep only the default Pi-hole blocklist"),
         loops=("write router DNS fallback steps for the fridge",),
         facts=("lives with wife and school-age kids",),
         split="outsider"),

    # 14. wedding planning, "both 1 and 3" done in chat
    case("tg-wedding-barn-catering", "claude",
         (U, "me and Priya are getting married next september, ~80 guests, budget £18k all "
             "in. shortlisted 3 venues, help compare:\n1) Hollins Barn £6.5k dry hire, bring "
             "your own caterer\n2) The Old Rectory £9k incl catering, max 70 seated\n"
             "3) Fellside Hotel £11k package, everything included"),
         (A, "Quick read:\n- The Old Rectory seats 70, so at 80 guests you'd be cutting the "
             "list.\n- Fellside is simplest but leaves £7k for everything else (photos, dress, "
             "flowers, rings, music).\n- Hollins Barn is cheapest up front, but dry hire means "
             "adding a caterer (£45-60 a head), bar, and possibly furniture and toilets."),
         (U, "rectory out then, not cutting 10 people. barn vs hotel... honestly the barn is "
             "the one we loved"),
         (A, "Rough barn total: venue £6.5k + catering ~£4.4k + bar ~£1.5k + hire extras ~£1k "
             "≈ £13.4k, leaving about £4.5k for the rest. Tight but doable."),
         (U, "ok barn. the barn's list has 3 caterers: Wild Fennel (veggie-led, £48pp), Smoke "
             "& Salt (bbq, £52pp), Harrow Kitchen (classic 3 course, £58pp). Priya's vegetarian "
             "and so is half her family, my lot want meat"),
         (A, "Wild Fennel is veggie-led but usually offers a meat main alongside, which suits "
             "a split crowd. Smoke & Salt would leave the vegetarians with sides. Harrow is the "
             "priciest. I'd lean Wild Fennel for the meal."),
         (U, "fennel for the meal yeah. and for evening food a pizza van, my cousin knows a "
             "guy who does weddings"),
         (A, "Lovely combination. Want me to draft something?\n1. An email to Hollins Barn "
             "asking to hold your date\n2. Questions to ask Wild Fennel at a tasting\n3. A "
             "budget outline with the numbers so far"),
         (U, "both 1 and 3"),
         (A, "**Email to Hollins Barn**\n\nHi,\nWe visited last month and loved the barn. "
             "We'd like to hold a Saturday in September next year for around 80 guests, with "
             "Wild Fennel catering. Could you let us know available dates and the deposit "
             "needed to secure one?\n\nThanks,\n[your name] & Priya\n\n"
             "**Budget outline (£18,000)**\n"
             "- Venue: 6,500\n- Wild Fennel, 80 × 48: 3,840\n- Pizza van: ~800\n- Bar: 1,500\n"
             "- Furniture/toilet hire: 1,000\n- Remaining for photos, clothes, flowers, "
             "music, rings: 4,360"),
         (U, "great. I'll send the barn email tonight. my best friend Jo is coeliac btw, so we "
             "need to flag that to fennel at some point"),
         decisions=("book Hollins Barn as the wedding venue",
                    "Wild Fennel to cater the wedding meal",
                    "pizza van for the evening wedding food"),
         loops=("send the hold-the-date email to Hollins Barn",
                "tell Wild Fennel about a coeliac guest"),
         facts=("engaged to Priya",
                "partner Priya is vegetarian"),
         split="outsider"),

    # 15. kid's party, reversal, task done mid-chat
    case("tg-kid-party-dinosaur", "chatgpt",
         (U, "my son Arlo turns 6 on the 14th, he wants a dinosaur party. like 15 kids from "
             "his class. do it at home or hire somewhere? we're in a small 2 bed flat"),
         (A, "With 15 six-year-olds, a 2-bed flat will be chaos. Options:\n1. Home, with a "
             "short guest list\n2. A soft play party package (around £15 a child, food "
             "included)\n3. Hire a community or church hall (£50-70 for 3 hours) and run it "
             "yourself"),
         (U, "soft play, zero cleanup. sold"),
         (A, "Easy choice. For 15 kids that's about £225; most packages include an hour of "
             "play, 30 minutes in the party room and hot food."),
         (U, "hmm just checked and the soft play near us doesn't do themes at all, it's their "
             "generic party room. he'll be gutted. let's do a hall instead, the one by the "
             "library is £55"),
         (A, "A hall makes the dinosaur theme easy. Activity ideas:\n- Dino dig: sand tray "
             "with plastic bones and 'fossils'\n- Make salt-dough fossils to take home\n"
             "- 'Dino says' (Simon says with roars)\n- Dinosaur egg piñata"),
         (U, "dino dig yes, pinata yes. salt dough is too messy honestly and it needs drying. "
             "skip"),
         (A, "Food: sandwiches, fruit, 'dino eggs' (mini mozzarella or grapes), and cake. "
             "Worth asking parents about allergies before you shop."),
         (U, "one kid, Maisie, has a nut allergy, her mum told me. so no nuts anywhere at all. "
             "cake I'll order from the bakery on our road"),
         (A, "Good call. Checklist:\n- book the hall\n- order the cake\n- buy dig supplies and "
             "the piñata\n- send invites\n- confirm allergies with parents"),
         (U, "hall booked already, did it while you were typing lol. invites I'll send on the "
             "class whatsapp this week"),
         decisions=("hold Arlo's party at the hall by the library",
                    "dinosaur dig and pinata as party activities",
                    "no nuts in any of the party food"),
         loops=("order the birthday cake from the local bakery",
                "send party invites on the class WhatsApp"),
         facts=("son Arlo, turning 6",
                "lives in a small two-bed flat"),
         superseded=("hold Arlo's party at soft play",),
         split="outsider"),

    # 16. interview prep: mock system design, no decision
    case("tg-interview-rate-limiter", "claude",
         (U, "I'm a backend engineer at a freight logistics company (4 yrs), got an onsite next "
             "week for a senior role. can you do a mock system design with me? rate limiter. "
             "brain is fried today so be gentle lol"),
         (A, "Sure. Prompt: 'Design a rate limiter for a public API: 100 requests per minute "
             "per API key, running behind 20 API servers.' Start with how you'd clarify "
             "requirements."),
         (U, "ok. is it hard limit or soft, what happens when exceeded (429?), are limits per "
             "key only or also per IP, and latency budget for the check"),
         (A, "Good questions. Answers: hard limit, return 429 with Retry-After, per key only, "
             "check must add under 5 ms. Now the algorithm."),
         (U, "token bucket per key. refill 100/min. store in memory on each server"),
         (A, "Token bucket is a fine choice. But with 20 servers, in-memory buckets mean each "
             "server allows 100/min, so a client could get 2,000. How would you share state?"),
         (U, "redis? INCR with expiry per minute window"),
         (A, "That's fixed window, not token bucket, so you've switched algorithms mid-answer, "
             "and fixed windows allow bursts of 200 across a boundary. Options: sliding window "
             "counters in Redis, or a Lua script that does the token-bucket refill atomically. "
             "Also consider what happens when Redis is down: fail open or closed?"),
         (U, "fail open I guess?? ugh I'm fumbling the distributed part"),
         (A, "Fail open is a reasonable answer if you say why: availability of the API "
             "matters more than perfect limits. Overall: strong on requirements, shaky on "
             "consistency across servers. Interviewers at senior level will push exactly "
             "there."),
         (U, "yeah. ok I need to redo this tomorrow with a fresh head, specifically the redis "
             "+ lua bit"),
         (A, "Good plan. When you redo it, state the algorithm once and stick with it, draw "
             "where Redis sits, and name one failure mode unprompted."),
         loops=("redo the rate limiter mock, focusing on Redis and Lua",),
         facts=("backend engineer at a freight logistics company, 4 years",),
         split="outsider"),

    # 17. cursor: learn rebase then apply it
    case("tg-cursor-rebase-invoice", "cursor",
         (U, "explain rebase vs merge quickly. I always just merge main into my branch and "
             "the team lead keeps saying my PRs have messy history"),
         (A, "Merge takes main and your branch and makes a new merge commit joining them, so "
             "history shows both lines plus 'Merge branch main into ...' commits. Rebase "
             "replays your commits on top of the latest main, as if you'd started from there: "
             "a straight line, no merge commits. The cost is that it rewrites your commits, "
             "so you force-push afterwards, which is fine on a branch only you work on."),
         (U, "ok apply it. my branch feature/invoice-pdf is behind main"),
         (T, "$ git log --oneline --graph -8\n* 9c1e2f4 (HEAD -> feature/invoice-pdf) wip\n"
             "* 51ab0d7 wip fix\n* e3d9a10 add page breaks to invoice pdf\n"
             "*   7f20c88 Merge branch 'main' into feature/invoice-pdf\n|\\\n"
             "| * a4412be currency formatting per locale\n* | 2b7e915 invoice pdf skeleton\n"
             "|/\n* 0d5c3a1 release 2.14"),
         (A, "You have one merge commit from earlier and two 'wip' commits. Plan: fetch, rebase "
             "onto origin/main (this also drops the old merge commit), resolve any conflicts, "
             "then push with --force-with-lease."),
         (U, "go"),
         (T, "$ git fetch origin && git rebase origin/main\nAuto-merging src/invoice/render.py\n"
             "CONFLICT (content): Merge conflict in src/invoice/render.py\nerror: could not "
             "apply e3d9a10... add page breaks to invoice pdf"),
         (T, "<<<<<<< HEAD\n    amount = format_currency(line.total, locale=inv.locale)\n"
             "=======\n    amount = f\"{line.total:.2f}\"\n    if y < MARGIN_BOTTOM:\n"
             "        canvas.showPage()\n        y = TOP\n>>>>>>> e3d9a10"),
         (A, "main changed the amount formatting; your commit added the page break. The right "
             "resolution keeps both: main's format_currency line, plus your page-break block."),
         (U, "yes both"),
         (T, "$ git add src/invoice/render.py && git rebase --continue\nSuccessfully rebased "
             "and updated refs/heads/feature/invoice-pdf."),
         (T, "$ pytest tests/invoice -q\n........                                    [100%]\n"
             "8 passed in 1.02s"),
         (A, "Tests pass. Before pushing, want to squash the two 'wip' commits into 'add page "
             "breaks to invoice pdf'?"),
         (U, "squash the wip ones yes"),
         (T, "$ git rebase -i origin/main  (fixup 51ab0d7, fixup 9c1e2f4)\nSuccessfully rebased."
             "\n$ git log --oneline -3\n4be71c2 (HEAD -> feature/invoice-pdf) add page breaks "
             "to invoice pdf\n88d0e31 invoice pdf skeleton\nf1a9c07 (origin/main) fix vat "
             "rounding"),
         (U, "push it"),
         (T, "$ git push --force-with-lease\n + 9c1e2f4...4be71c2 feature/invoice-pdf -> "
             "feature/invoice-pdf (forced update)"),
         (A, "Pushed. Your PR now shows two clean commits on top of main. You could also set "
             "`git config --global pull.rebase true` so pulls rebase by default."),
         (U, "not globally, just this repo"),
         (T, "$ git config pull.rebase true\n$ git config --get pull.rebase\ntrue"),
         decisions=("rebase the invoice branch onto main instead of merging",
                    "keep both currency formatting and page breaks in conflict",
                    "squash the wip commits into the page breaks commit",
                    "set pull.rebase true for this repo only"),
         split="outsider"),

    # 18. chatter
    case("tg-chatter-octopus-dreams", "chatgpt",
         (U, "stuck on a delayed train with nothing to do. do octopuses dream?"),
         (A, "Possibly something like it. Researchers have filmed sleeping octopuses cycling "
             "through a 'quiet' sleep and a short 'active' phase where their skin flashes "
             "colours and patterns, a bit like REM sleep in mammals. Some think the patterns "
             "replay what they saw while awake, but nobody can ask them."),
         (U, "the colour changing while asleep is so creepy and cool"),
         (A, "It is. One famous clip shows an octopus going from pale to dark and mottled in a "
             "few seconds, as if it had spotted a crab in its sleep."),
         (U, "lol poor guy. ok train's moving finally"),
         (A, "Enjoy the rest of the journey!"),
         chatter=True,
         split="outsider"),

    # 19. chatter
    case("tg-chatter-rain-words", "claude",
         (U, "what's the word for the smell after rain"),
         (A, "Petrichor: from Greek petra (stone) and ichor (the fluid in the veins of the "
             "gods). It was coined by two Australian scientists in 1964."),
         (U, "any other words like that? weirdly specific ones"),
         (A, "A few favourites:\n- Apricity: the warmth of the sun in winter\n- Susurrus: a "
             "soft whispering or rustling sound\n- Crepuscular: relating to twilight\n"
             "- Psithurism: the sound of wind in trees"),
         (U, "psithurism is ridiculous i love it"),
         (A, "It's a good one to drop casually into conversation and watch people blink."),
         chatter=True,
         split="outsider"),

    # 20. spreadsheet fix, a decision at the end
    case("tg-xlookup-trailing-spaces", "chatgpt",
         (U, "excel question. =XLOOKUP(A2,Supplier!A:A,Supplier!D:D) gives #N/A even though I "
             "can literally see the code in the supplier sheet. I'm the stock controller at a "
             "garden centre and this sheet does our reorders so kind of need it lol"),
         (A, "Usually one of two things: extra spaces (often from exported data), or numbers "
             "stored as text on one side and real numbers on the other. Try "
             "=LEN(A2) and =LEN(Supplier!A5) on a matching pair: if they differ, it's spaces."),
         (U, "LEN is 8 vs 10 on the supplier side"),
         (A, "Spaces (or non-breaking spaces) in the supplier export. Quick fix: "
             "=XLOOKUP(A2,TRIM(Supplier!A2:A2000),Supplier!D2:D2000). If that still fails, "
             "use SUBSTITUTE(Supplier!A2:A2000,CHAR(160),\"\") for non-breaking spaces."),
         (U, "TRIM fixed it!! god. ok should I keep the TRIM in the formula or fix the supplier "
             "sheet itself"),
         (A, "Two options:\n1. Keep TRIM in the formula: nothing else changes, but every "
             "lookup that touches that sheet needs it.\n2. Add a cleaned helper column in "
             "the supplier sheet (=TRIM(A2)) and look up against that: fix once, everyone's "
             "formulas stay simple."),
         (U, "2, other people use that sheet and they won't know about the trim thing"),
         (A, "Makes sense. Put it in a new column B called 'Code (clean)', fill down, and point "
             "the lookups at Supplier!B:B. You could also use Power Query to clean the export "
             "automatically each week."),
         (U, "power query is beyond me right now haha. helper column done, all the reorder "
             "rows are filling in now. thank you!!"),
         decisions=("clean supplier codes in a trimmed helper column",),
         facts=("works as stock controller at a garden centre",),
         split="outsider"),
]
