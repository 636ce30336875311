"""Thirty more realistic conversations for the tune half, written by a second hand: life chats
and work sessions rich in facts stated in passing."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case("tx-sh-sicily-loop", "chatgpt",
         (U, "planning sicily for end of sept, 10 days, me + my partner. flying manchester -> "
             "catania (we're in leeds so manc is easiest). is it doable w/o a car? i'd honestly "
             "rather not drive abroad"),
         (A, "Yes, partly. The east side of Sicily is quite manageable without a car:\n\n"
             "- **Catania ↔ Siracusa**: regular trains and Interbus coaches, about 1h15.\n"
             "- **Catania ↔ Taormina**: train to Taormina-Giardini plus a shuttle up the hill, "
             "or the direct Etna Trasporti bus.\n"
             "- **Catania ↔ Palermo / Cefalù**: SAIS express buses, roughly 2h30–3h.\n\n"
             "Where it gets harder is the south and the interior. Agrigento is reachable by bus, "
             "but places like Scala dei Turchi, the countryside around Noto or the Madonie "
             "villages are really car territory, and Sunday timetables thin out a lot.\n\n"
             "Tell me what you most want to see and I can sketch a public-transport route."),
         (U, "ok trains and buses then. food q: partner is coeliac (diagnosed about 6 yrs ago), "
             "is sicily ok for that or are we going to be living on salad lol"),
         (A, "Italy is one of the easier countries for coeliacs — awareness is high and it's a "
             "recognised condition. Practical things:\n\n"
             "1. Look for restaurants in the **AIC (Associazione Italiana Celiachia)** network; "
             "their app \"AIC Mangiar Fuori\" lists vetted places, and Siracusa, Catania and "
             "Palermo all have several.\n"
             "2. Pharmacies and most supermarkets carry gluten-free bread, pasta and snacks "
             "(\"senza glutine\").\n"
             "3. Arancini and cannoli are the tricky Sicilian classics, but there are dedicated "
             "GF bakeries in Catania and Palermo that do both.\n"
             "4. Carry a short card in Italian explaining coeliac disease and "
             "cross-contamination — I can write one for you.\n\n"
             "So no, not salad only."),
         (U, "yes pls do the card later. also we def want agrigento temples and ideally scala "
             "dei turchi"),
         (A, "The Valley of the Temples works by bus: Catania → Agrigento is about 2h50 with "
             "SAIS, then a local bus to the site. Scala dei Turchi is the problem — it's ~15 km "
             "west of Agrigento with no sensible public transport, so you'd be looking at a taxi "
             "(€40–60 each way) or a tour.\n\n"
             "A common compromise is staying car-free for the east and hiring a car for just 2–3 "
             "days around Agrigento."),
         (U, "ugh ok that changes it. forget the bus plan, lets just get a car for the whole "
             "thing, pick up at catania airport when we land. i'll cope lol"),
         (A, "That'll give you a lot more freedom. A few tips for driving in Sicily:\n\n"
             "- Book **zero-excess / full insurance** — small scrapes are common and deposit "
             "holds are big otherwise.\n"
             "- Watch for **ZTL** zones (limited traffic) in historic centres like Ortigia and "
             "Cefalù; cameras fine you automatically. Park outside and walk in.\n"
             "- Pick places to stay with parking, or at least a known garage nearby.\n\n"
             "Rough shape for 10 nights:\n"
             "- 4 nights Siracusa (Ortigia) — day trips to Noto and Marzamemi\n"
             "- 2 nights Agrigento — temples, Scala dei Turchi\n"
             "- 4 nights Taormina — Etna day trip, Castelmola\n\n"
             "Then back to Catania airport, about an hour from Taormina."),
         (U, "i'd drop taormina tbh, a friend went in june and said its rammed with cruise ppl. "
             "what about 5 siracusa, 2 agrigento, 3 cefalu?"),
         (A, "That works and it's a nice loop:\n\n"
             "- Catania airport → Siracusa: ~1h\n"
             "- Siracusa → Agrigento: ~3h along the coast via Gela\n"
             "- Agrigento → Cefalù: ~2h30 across the interior\n"
             "- Cefalù → Catania airport: ~2h on the A19\n\n"
             "The only thing you lose is Etna. You could still do it as a long half-day from "
             "Siracusa (about 1h30 each way to Rifugio Sapienza) if you want."),
         (U, "nah skip etna, we're not hikers. siracusa is already booked, i still need to sort "
             "the car and places in agrigento + cefalu"),
         (A, "Got it. Checklist:\n\n"
             "- [ ] Car: pick-up and drop-off at Catania airport, zero-excess cover, ideally "
             "small (narrow streets)\n"
             "- [ ] Agrigento: 2 nights with parking — near the Valley is easier than the old "
             "town\n"
             "- [ ] Cefalù: 3 nights, parking outside the ZTL\n"
             "- [ ] Coeliac card in Italian (want it now?)\n"
             "- [ ] Download AIC Mangiar Fuori\n\n"
             "I can also suggest a couple of GF-friendly restaurants in each town."),
         (U, "card yes, restaurants another time"),
         (A, "Here it is:\n\n"
             "> **Sono celiaco/a.** Non posso mangiare glutine: frumento, orzo, segale, farro, "
             "kamut e prodotti derivati (pane, pasta, pangrattato, farina). Anche piccole "
             "contaminazioni mi fanno stare male. Per favore, preparate il mio piatto con "
             "pentole, utensili e olio puliti, non usati per alimenti con glutine. Grazie "
             "mille!\n\n"
             "Save it as a screenshot or print it — waiters usually take it straight to the "
             "kitchen."),
         decisions=("rent a car for the whole trip, Catania airport",
                    "5 nights Siracusa, 2 Agrigento, 3 Cefalù", "skip Taormina and Etna"),
         loops=("book the rental car", "book stays in Agrigento and Cefalù"),
         facts=("lives in Leeds", "partner has coeliac disease, diagnosed ~6 years ago"),
         split="tune",
         superseded=("get around Sicily by train and bus",)),
    case("tx-sh-miso-renal", "chatgpt",
         (U, "my cat miso (14, tabby) got diagnosed with kidney disease stage 2 last wk. vet "
             "wants her on renal food but she wont touch it, just sniffs and walks off. what do "
             "ppl actually do"),
         (A, "This is really common — renal diets are lower in protein and phosphorus and a lot "
             "of cats find them less tasty. Things that tend to work:\n\n"
             "1. **Slow transition**: mix a small amount of renal food into her usual food "
             "(10–25%) and increase over 2–4 weeks.\n"
             "2. **Try different brands and textures** — Royal Canin Renal, Hill's k/d, Purina "
             "NF and Specific all taste different, and some cats only accept pâté or only "
             "chunks.\n"
             "3. **Warm wet food** slightly to body temperature; smell drives appetite in older "
             "cats.\n"
             "4. **Phosphate binder** as a fallback: a powder added to her normal food that "
             "reduces phosphorus absorption. Your vet needs to check her phosphate level first.\n"
             "5. Ask about an **appetite stimulant** (mirtazapine gel) if she's eating less "
             "overall.\n\n"
             "The most important thing is that she keeps eating — a cat eating *something* beats "
             "a cat refusing the perfect diet."),
         (U, "shes been sulking under the bed all day today lol, she hated the car ride. glasgow "
             "vets are all miles away. ok which binder is it"),
         (A, "The common ones in the UK are **Ipakitine** (calcium carbonate plus chitosan) and "
             "**Pronefra** (a liquid); aluminium hydroxide powder is used too. They go into food "
             "at every meal. It's worth asking whether her phosphate is actually raised — in "
             "early stage 2 it often isn't, and then a binder isn't needed yet."),
         (U, "ok. plan: slow mix first, 25% renal for a week, then up it. if she still refuses "
             "by end of month i'll ask about the binder"),
         (A, "Sensible. A few things to go with it:\n\n"
             "- Weigh her weekly (weigh yourself holding her and subtract) — weight loss is the "
             "early warning.\n"
             "- Encourage water: a fountain, extra water in wet food, bowls in several rooms.\n"
             "- Note roughly how much she eats each day.\n"
             "- Later on, many vets teach owners to give subcutaneous fluids at home — worth "
             "knowing about."),
         (U, "fountain already ordered. sub q fluids no chance, she'd never forgive me. i wfh "
             "tue-thu anyway so i can keep an eye on her eating those days"),
         (A, "Fair enough — most cats at stage 2 don't need fluids anyway. Being home three days "
             "a week helps a lot with tracking appetite. Did the vet say when to recheck her "
             "bloods? For stage 2 it's usually every 3–6 months."),
         (U, "3 months. i need to actually book that before i forget. thx"),
         decisions=("move Miso to renal food gradually, 25% first week",),
         loops=("book Miso's blood recheck in 3 months",),
         facts=("cat Miso, 14, has stage 2 kidney disease", "works from home Tuesday to Thursday",
                "lives in Glasgow"),
         split="tune"),
    case("tx-sh-overpay-monthly", "chatgpt",
         (U, "money question. im 38, self employed (graphic design), about 28k in savings. "
             "mortgage on the flat is fixed at 4.1% til march 2027 with nationwide, 162k left. "
             "overpay or put it elsewhere?"),
         (A, "A few pieces to weigh, roughly in this order:\n\n"
             "1. **Emergency fund first.** Self-employed income is lumpy, so 6 months of "
             "essential spending is a sensible floor, kept in easy-access savings.\n"
             "2. **Pension.** As a self-employed person you get tax relief on contributions "
             "(20%, more if you're a higher-rate taxpayer) and no employer is contributing for "
             "you. Often the best long-term return.\n"
             "3. **Overpaying the mortgage** is a guaranteed, tax-free 4.1% return and reduces "
             "risk when you remortgage in 2027. Most fixed deals allow 10% of the balance per "
             "year without an early repayment charge.\n"
             "4. **ISA.** Easy-access cash ISAs currently pay a bit more than 4.1%, and a stocks "
             "& shares ISA is the long-run growth option.\n\n"
             "What are your essential monthly outgoings?"),
         (U, "essentials about 2.1k a month. pension i know i know, i'll deal with it another "
             "time, not now"),
         (A, "Then 6 months is about £12.6k, leaving roughly £15k. With the pension parked, a "
             "lump-sum overpayment is the simplest use of some of that — it knocks interest off "
             "straight away."),
         (U, "ok so overpay 10k now and keep the rest"),
         (A, "That's reasonable. Before you do:\n\n"
             "- Check your allowance: 10% of £162k is £16.2k a year, so £10k is inside it on "
             "most Nationwide fixes, but confirm.\n"
             "- Decide whether the overpayment **reduces the monthly payment or the term** — "
             "lenders differ on the default.\n"
             "- Note the money is then locked in the house; you can't easily get it back if work "
             "dries up."),
         (U, "hmm actually that last bit. my income is so lumpy, some months i invoice nothing. "
             "i'd rather keep the cash and do a monthly overpayment, like 300 a month, and stop "
             "it if a bad month comes"),
         (A, "That's a good fit for irregular income:\n\n"
             "- Keep the £28k in easy access (or a flexible cash ISA) — £12.6k is the buffer, "
             "the rest is extra cushion you can still redirect later.\n"
             "- Set up **£300/month** as a regular overpayment, ideally by a separate standing "
             "order so you can cancel it without touching the main direct debit.\n"
             "- Over the remaining fix that's about £8.5k off the balance before you "
             "remortgage.\n\n"
             "Do you want it to shorten the term or lower the payment?"),
         (U, "shorten the term. my brother remortgaged at 5% last month lol so i feel lucky. "
             "need to ring nationwide and check how they do overpayments first"),
         (A, "Questions to ask them:\n\n"
             "1. Is the 10% allowance per calendar year or per year of the deal?\n"
             "2. Can regular overpayments go by standing order, and do they reduce the term "
             "automatically?\n"
             "3. Is there a minimum overpayment amount?\n"
             "4. If I stop overpaying, does anything change on my account?"),
         decisions=("overpay the mortgage £300 a month, shortening the term",
                    "keep savings as cash buffer"),
         loops=("call Nationwide about overpayment rules",),
         facts=("is 38", "self-employed graphic designer",
                "mortgage fixed at 4.1% with Nationwide until March 2027"),
         split="tune",
         superseded=("overpay £10k lump sum now",)),
    case("tx-sh-otto-5am", "chatgpt",
         (U, "my 2yo (otto) has started waking at 5am every single day. we also have a 5 month "
             "old so im losing my mind. bedtime is 6:30. help"),
         (A, "Early waking at this age usually comes down to a few things: bedtime too early for "
             "the amount of day sleep, too much day sleep, light in the room, or a habit that's "
             "set in. Things to try:\n\n"
             "1. **Shift bedtime later** in 15-minute steps every 3–4 days, towards 7:00–7:30.\n"
             "2. **Cap the nap** at around 1.5–2 hours and finish it by 3pm.\n"
             "3. **Make the room dark** — blackout blinds, cover the gap above the curtain.\n"
             "4. An **ok-to-wake clock** that changes colour at an acceptable time.\n"
             "5. Keep 5am **very boring**: dim light, low voice, back to bed or quiet play in "
             "the room.\n\n"
             "How long is his nap now?"),
         (U, "blackout blinds we have already. nap is like 2.5 hrs at nursery, cant really "
             "control that"),
         (A, "Many nurseries will wake a child after a set time if parents ask — it's a common "
             "request. If they won't, a later bedtime is your main lever."),
         (U, "nursery is mon-wed only, home the other days. ok we'll move bedtime to 7:15 bit by "
             "bit and ask nursery abt capping the nap"),
         (A, "Good plan. Rough schedule:\n\n"
             "- This week: 6:45\n"
             "- Next week: 7:00\n"
             "- Week after: 7:15\n\n"
             "On home days, match the nursery nap cap so it's consistent. Expect it to take 2–3 "
             "weeks before the wake time moves; early waking is slow to shift."),
         (U, "oh also my husband does early shifts at a bakery (out the door at 4:30) so maybe "
             "thats waking him up tbh, the front door is loud"),
         (A, "That could easily be it — toddlers often surface into light sleep around 4–5am, "
             "and a door or footsteps tips them over. Options:\n\n"
             "- A **white noise machine** in Otto's room, on all night.\n"
             "- Fix or pad the door (felt strips, a soft-close).\n"
             "- Your husband gets everything ready the night before so the morning is quicker "
             "and quieter."),
         (U, "white noise yes we'll try that. clock maybe later, he's not even 2 and a half lol. "
             "i'll ask nursery on monday"),
         (A, "Sounds good. Give the new bedtime and the white noise two weeks together before "
             "judging — good luck with the mornings."),
         decisions=("move Otto's bedtime to 7:15 gradually", "try white noise in Otto's room"),
         loops=("ask nursery to cap Otto's nap",),
         facts=("has a son Otto, age 2", "has a 5-month-old baby",
                "husband works early shifts at a bakery", "Otto is at nursery Mon–Wed"),
         split="tune"),
    case("tx-sh-knee-itb", "chatgpt",
         (U, "runner q. outside of my left knee aches after long runs, like 14k+. had acl recon "
             "on that knee back in 2016 if relevant. training for a half in october, about 35k a "
             "week, mostly road since the trails round tampere are ice half the year"),
         (A, "Pain on the outside of the knee that appears after a certain distance is very "
             "often **iliotibial band (ITB) syndrome**, though with your ACL history it's worth "
             "keeping other causes in mind (lateral meniscus, patellofemoral issues).\n\n"
             "Common contributors: a jump in mileage, worn shoes, weak hip abductors, a low "
             "cadence, always running the same side of a cambered road.\n\n"
             "What usually helps:\n"
             "1. Reduce the long run below the distance where pain starts, for 2–3 weeks.\n"
             "2. Hip and glute strength work.\n"
             "3. Check your shoes' mileage.\n"
             "4. If it doesn't settle, a physio can assess properly — especially given the "
             "reconstruction."),
         (U, "shoes have like 900km on them oops. physio not happening rn, money's tight this "
             "month"),
         (A, "900 km is well past the usual 500–800 km range, so new shoes are an easy first "
             "step.\n\n"
             "Home strength routine, 2–3 times a week:\n"
             "- Clamshells with a band, 3×15 each side\n"
             "- Side plank with top-leg lift, 3×30 s\n"
             "- Single-leg step-downs off a low step, 3×10, slow\n"
             "- Single-leg Romanian deadlift, 3×10\n\n"
             "And drop to 3 runs a week for now, keeping them easy."),
         (U, "knee's a bit puffy today tbh. ok 3 runs a week and the strength stuff twice a "
             "week. can i still do the half"),
         (A, "If it settles within 2–3 weeks, October is realistic. But visible swelling is a "
             "different signal from ITB pain: if it stays swollen, or you get giving-way, "
             "locking or clicking, get it checked before running on it — with a reconstructed "
             "ACL that matters."),
         (U, "ok. getting new shoes this weekend. what do i look for, i'm a heavy heel striker"),
         (A, "For a heel striker doing high weekly mileage:\n\n"
             "- A well-cushioned daily trainer with a moderate heel drop (8–10 mm).\n"
             "- Examples in that category: Brooks Ghost, Asics Novablast or Cumulus, Saucony "
             "Ride.\n"
             "- Try them in a running shop late in the day, when your feet are largest, and jog "
             "in them.\n\n"
             "Don't race a half in shoes you haven't run 50+ km in, so buying now is good timing."),
         (U, "cool, thx"),
         decisions=("cut to 3 runs a week until knee settles", "do strength work twice a week"),
         loops=("buy new running shoes this weekend",),
         facts=("had left ACL reconstruction in 2016", "lives in the Tampere area",
                "is a heavy heel striker"),
         split="tune"),
    case("tx-sh-fintech-no", "chatgpt",
         (U, "got a job offer and i'm torn. data analyst at an nhs trust currently, 5 yrs there, "
             "band 6 (~40k). offer is a fintech, 55k, hybrid 2 days in london. i live in reading "
             "so thats ~1hr each way"),
         (A, "On paper +£15k is big, but a few things narrow the gap:\n\n"
             "1. **Pension**: the NHS scheme's employer contribution is around 23.7% of salary — "
             "roughly £9.5k a year on £40k. A typical fintech pays 4–6%, so about £2.7k on "
             "£55k.\n"
             "2. **Commute**: two days a week Reading–London is roughly £3–4k a year in fares, "
             "plus time.\n"
             "3. **Security**: NHS roles are very stable; fintechs have had rounds of layoffs.\n"
             "4. **Growth**: the fintech might offer faster progression and more modern "
             "tooling.\n\n"
             "Questions worth asking them: pension match, bonus, equity, and how firm the 2-day "
             "policy is."),
         (U, "oh the pension yeah, forgot how good that is"),
         (A, "Roughly: NHS £40k + £9.5k pension ≈ £49.5k. Fintech £55k + £2.7k pension − £3.5k "
             "commute ≈ £54k before tax differences and your time. So the real gain is more like "
             "£4–5k, not £15k."),
         (U, "ok so i'll counter at 62k and ask for 8% pension"),
         (A, "That's a reasonable counter. Frame it around the total package: explain you'd be "
             "giving up a defined-benefit pension and ask whether they can close the gap via "
             "salary or employer contribution. Want a draft?"),
         (U, "hmm. been thinking while reading that. if i took it i'd be on those trains twice a "
             "week with my asthma in winter, and my manager hinted at a band 7 in spring. i "
             "think i'm just going to say no"),
         (A, "That's a legitimate call. Two suggestions:\n\n"
             "- A \"hint\" isn't an offer — ask your manager directly about the band 7 timeline "
             "and what's needed, so you're not relying on it blindly.\n"
             "- Decline politely and keep the door open; recruiters remember."),
         (U, "yes draft the decline pls, short"),
         (A, "> Hi Priya,\n"
             ">\n"
             "> Thank you for the offer and for the time the team spent with me. After a lot of "
             "thought I've decided to stay in my current role for now, so I'll decline. I really "
             "enjoyed the conversations and would be glad to keep in touch.\n"
             ">\n"
             "> Best wishes,\n"
             "> [name]"),
         (U, "perfect. sending tmrw. and i'll book a 1:1 with my manager about the band 7"),
         decisions=("decline the fintech offer",),
         loops=("send the decline email to the recruiter", "book a 1:1 with manager about band 7"),
         facts=("data analyst at an NHS trust for 5 years", "lives in Reading", "has asthma"),
         split="tune",
         superseded=("counter the fintech offer at 62k + 8% pension",)),
    case("tx-sh-sourdough-cold", "chatgpt",
         (U, "my sourdough keeps coming out dense at the bottom with a few big holes at the top. "
             "75% hydration, bulk 5 hrs. been baking since lockdown in 2020 and never had this "
             "til the last few weeks"),
         (A, "A tight, dense lower crumb with a few large holes near the top is the classic look "
             "of an **under-fermented** loaf. Since it started recently, my first guess is "
             "temperature: autumn kitchens slow fermentation a lot.\n\n"
             "How warm is your kitchen, roughly?\n\n"
             "Options, depending on the answer:\n"
             "- Lengthen bulk fermentation and judge by rise, not time (an \"aliquot jar\" "
             "helps).\n"
             "- Find a warmer spot: oven with just the light on, top of the fridge.\n"
             "- Use warmer water when mixing (aim for a dough temperature of 25–26°C).\n"
             "- A proofing box, if you want precise control."),
         (U, "kitchen's like 17 degrees, we live in an old stone cottage and it's freezing from "
             "oct to may basically"),
         (A, "At 17°C bulk can easily take 8–10 hours, so 5 hours is well short. The oven with "
             "the light on usually sits around 25–28°C — check with a thermometer and crack the "
             "door if it runs hot. A proofing box (e.g. Brød & Taylor, about £150) holds a set "
             "temperature if you'd rather not babysit it."),
         (U, "not buying another gadget, my partner will kill me. oven light it is. also should "
             "i drop hydration"),
         (A, "Dropping to 70% makes shaping easier and gives you more margin while you dial in "
             "fermentation. Just note you're then changing two things at once, so if the next "
             "loaf is great you won't know which change did it. Not a big deal for a home bake."),
         (U, "ok 70% and oven light, one loaf on saturday. will report back"),
         (A, "For Saturday:\n\n"
             "- Mix with ~30°C water, note the dough temperature.\n"
             "- Put a small piece of dough in a straight-sided jar (aliquot) and mark the "
             "level.\n"
             "- Bulk in the oven with the light on; end bulk when the jar shows about 50–75% "
             "rise.\n"
             "- Then shape and cold-retard as usual.\n\n"
             "Good luck — post a crumb shot if you like."),
         decisions=("bulk ferment in the oven with the light on", "drop hydration to 70%"),
         loops=("bake a test loaf on Saturday",),
         facts=("has baked sourdough since 2020", "lives in an old, cold stone cottage"),
         split="tune"),
    case("tx-sh-octopus-sunday", "chatgpt",
         (U, "hiya, rainy sunday and im bored. tell me something weird about octopuses"),
         (A, "Octopuses have three hearts and blue blood. Two hearts pump blood through the "
             "gills and the third pumps it round the body — and that third heart actually stops "
             "beating when they swim, which is one reason they prefer crawling."),
         (U, "three hearts?? thats metal"),
         (A, "Very metal. They also have most of their neurons in their arms rather than their "
             "central brain, so each arm can taste and react to things somewhat on its own."),
         (U, "ok one more weird animal fact"),
         (A, "Wombats produce cube-shaped poop. The shape comes from the way the last part of "
             "their intestine stretches unevenly, and the cubes stack neatly on rocks, which "
             "they use to mark territory."),
         (U, "LMAO. ok thats enough internet for me, bye"),
         (A, "Enjoy the rest of your Sunday!"),
         chatter=True,
         split="tune"),
    case("tx-sh-neukoelln-rent", "chatgpt",
         (U, "landlord sent a letter, rent goes from 780 to 890 kalt from january. 2 room flat "
             "in neukölln, 58m². is that even allowed? been in this flat since 2018"),
         (A, "A rent increase in an existing tenancy (Mieterhöhung zur ortsüblichen "
             "Vergleichsmiete) has to meet several conditions:\n\n"
             "1. **Kappungsgrenze**: in Berlin the rent can rise at most 15% within 3 years. 780 "
             "→ 890 is +14.1%, so it's only fine if there was no other increase in the last 3 "
             "years.\n"
             "2. **15-month rule**: the last increase must be at least 15 months ago.\n"
             "3. **Justification**: usually the Berlin **Mietspiegel**. The new rent can't "
             "exceed the local comparative rent for your type of flat.\n"
             "4. **Deadline**: you have until the end of the second full month after you "
             "received the letter to agree or not.\n\n"
             "When was the last increase?"),
         (U, "last increase was 2021 i think. what does the mietspiegel say for my street"),
         (A, "I can't look up live data, but you can check it with the official Mietspiegel tool "
             "online. You'll need: year of construction, Wohnlage (simple / medium / good — it's "
             "listed per street), flat size and some features (bathroom, heating, floors).\n\n"
             "For reference: 890 / 58 = **€15.34/m²** net cold. For many older buildings in "
             "simple locations the Mietspiegel ranges are well below that."),
         (U, "its altbau from like 1910, einfache wohnlage i think. my neighbour pays like 9€ "
             "for the same size lol"),
         (A, "Then €15.34/m² is very likely above the upper end of the range, and you probably "
             "only have to agree to an increase **up to** the local comparative rent, not the "
             "full amount.\n\n"
             "I'd suggest joining a tenants' association (Berliner Mieterverein or "
             "Mietergemeinschaft): around €10–12 a month, and they'll check the calculation and "
             "write to the landlord. Note some have a waiting period before they cover an "
             "existing dispute — ask when you join."),
         (U, "ok joining the mieterverein. and ill only agree to the part thats justified, not "
             "the full thing"),
         (A, "Good. When did the letter arrive? That sets your deadline."),
         (U, "got it oct 3. so end of december right?"),
         (A, "Yes — your deadline to respond is **31 December**. If you agree to part of it, do "
             "it in writing, stating the exact amount you consent to. I can draft the letter "
             "once you have the Mietspiegel figures."),
         (U, "yes draft later pls, german is fine but im from porto originally so keep it simple "
             "lol"),
         (A, "Will do — send me the Mietspiegel range when you have it and I'll keep the German "
             "plain."),
         decisions=("join the Mieterverein", "agree only to the justified part of the increase"),
         loops=("check the flat in the Mietspiegel", "reply to the rent increase by 31 December"),
         facts=("rents a 58 m² two-room flat in Neukölln", "has lived in the flat since 2018",
                "is originally from Porto"),
         split="tune"),
    case("tx-sh-ines-reading", "chatgpt",
         (U, "my daughter ines is 9, year 4, and really struggling with reading. guesses words "
             "from the first letter, still reverses b and d, cries over homework. teacher says "
             "shes 'just a bit behind'. should i push for a dyslexia assessment"),
         (A, "What you describe — guessing from the first letter, persistent b/d reversals at 9, "
             "and real distress — is worth looking into rather than waiting. It doesn't mean "
             "she's dyslexic, but it's enough to ask.\n\n"
             "Routes:\n"
             "1. **School SENCO** (free): ask for a meeting and a dyslexia screening (e.g. a GL "
             "or Lucid screener). They can also put interventions in place without a formal "
             "diagnosis.\n"
             "2. **Private assessment** by a specialist teacher or educational psychologist: "
             "usually £500–800, gives a full report and recommendations.\n\n"
             "At home in the meantime: short daily paired reading, a phonics-based scheme, and "
             "lots of audiobooks so she keeps enjoying stories."),
         (U, "600 quid is not happening rn, it's just me since the divorce and i'm doing locum "
             "shifts at the pharmacy. so senco first"),
         (A, "That's a sensible first step. In the email to the SENCO:\n\n"
             "- Describe what you see at home (specific examples help).\n"
             "- Ask for a meeting and whether they can do a screening.\n"
             "- Ask what support they could put in place this term.\n"
             "- Keep copies of everything, in case you need it later for an EHCP request."),
         (U, "can you draft the email"),
         (A, "> Dear Mrs Okafor,\n"
             ">\n"
             "> I'm writing about my daughter Ines in Year 4. At home she finds reading very "
             "hard: she often guesses words from the first letter, still reverses b and d, and "
             "homework regularly ends in tears. I'd like to meet to talk about her reading and "
             "to ask whether the school could carry out a dyslexia screening, and what support "
             "might help her this term.\n"
             ">\n"
             "> I'm free most afternoons after 3:30. Thank you,\n"
             "> [name]"),
         (U, "good. she loves audiobooks btw, is that cheating"),
         (A, "Not at all — audiobooks build vocabulary, comprehension and love of stories, which "
             "all feed reading. If you can, sometimes let her follow the printed text while "
             "listening. Libraries offer free audiobooks through apps like Libby or BorrowBox."),
         (U, "borrowbox, we have that through the library already. ok sending the email monday"),
         decisions=("go through the school SENCO before any private assessment",),
         loops=("email the SENCO on Monday",),
         facts=("has a 9-year-old daughter, Ines", "single parent since divorce",
                "works locum shifts as a pharmacist"),
         split="tune"),
    case("tx-sh-corolla-estate", "chatgpt",
         (U, "need to replace my car, budget ~16k used. thinking ev, maybe a used kia e-niro. "
             "commute is 30km each way, mostly motorway"),
         (A, "A used e-Niro 64 kWh is a good choice in that budget: real-world range around 380 "
             "km in summer, less in winter, and 60 km a day is easy. The big question is "
             "charging — can you charge at home?"),
         (U, "ok e-niro probably. charging... we're in a terrace, street parking only, no "
             "driveway"),
         (A, "That's the catch. Without home charging:\n\n"
             "- **Public rapid charging** is often 70–80p/kWh, which makes an EV *more* "
             "expensive per mile than a petrol hybrid.\n"
             "- **Lamppost / on-street chargers** (around 40–50p/kWh) help if your council has "
             "them on your street.\n"
             "- **Workplace charging** is the other cheap option.\n\n"
             "If none of those apply, a self-charging hybrid might suit you better: a Toyota "
             "Corolla or Kia Niro hybrid does 55–60 mpg with no charging at all."),
         (U, "nothing at work and the council has no lamppost chargers on our road. ok scrap the "
             "ev, hybrid makes more sense. need a big boot though, we've got a golden retriever"),
         (A, "For a big dog:\n\n"
             "- **Toyota Corolla Touring Sports hybrid** (estate) — ~600 L boot, very reliable, "
             "2019–2021 examples fit £16k.\n"
             "- **Kia Niro hybrid** — ~430 L, higher floor.\n"
             "- **Toyota C-HR** — stylish but the boot is small for a retriever.\n\n"
             "The Corolla estate is the standout for your use."),
         (U, "corolla estate then. my colleague swears by his tesla but whatever. found one at a "
             "dealer 20 mins away, 2020, 41k miles, 15.5k"),
         (A, "That's a fair price. On the viewing:\n\n"
             "- Ask for the service history and whether a **hybrid health check** has been done "
             "(Toyota dealers do it and it extends the battery warranty).\n"
             "- Check both keys, tyres, and any warning lights on start.\n"
             "- On the test drive, include some motorway to check noise and cruise control."),
         (U, "test drive saturday. also need to sell the old jazz somehow"),
         (A, "For a small, reliable car like a Jazz, a private sale usually gets noticeably more "
             "than instant-buy sites; part-exchanging at the dealer is the least hassle. Get a "
             "quick online valuation first so you know the floor."),
         decisions=("buy a used Corolla Touring Sports hybrid",),
         loops=("test drive the 2020 Corolla on Saturday", "sell the old Jazz"),
         facts=("lives in a terraced house, street parking only", "has a golden retriever",
                "commutes 30 km each way, mostly motorway"),
         split="tune",
         superseded=("buy a used Kia e-Niro",)),
    case("tx-sh-penguin-jokes", "chatgpt",
         (U, "tell me a joke about penguins"),
         (A, "Why don't penguins like talking to strangers at parties?\n\n"
             "They find it hard to break the ice."),
         (U, "lol terrible. another"),
         (A, "What do penguins wear on their heads?\n\n"
             "Ice caps."),
         (U, "ok that one got me"),
         (A, "I'll take it. Happy to supply more on demand."),
         (U, "ok back to work, ttyl"),
         chatter=True,
         split="tune"),
    case("tx-sh-aura-pill", "chatgpt",
         (U, "typing this in the dark bc i have one right now. migraines with aura since i was "
             "like 15. anything new besides triptans? sumatriptan makes my chest feel weird"),
         (A, "Sorry you're in the middle of one. A few things:\n\n"
             "- **Chest tightness** is a known triptan side effect and usually harmless, but "
             "tell your doctor.\n"
             "- Other triptans suit some people better: **rizatriptan**, or **zolmitriptan nasal "
             "spray**.\n"
             "- Newer acute options: **gepants** (e.g. rimegepant) and **lasmiditan**, which "
             "don't act on blood vessels the same way.\n"
             "- If you get more than ~4 a month, **preventives** are worth discussing, including "
             "CGRP antibodies.\n\n"
             "One important question: are you on the combined contraceptive pill? With migraine "
             "*with aura* it's usually not recommended because of stroke risk."),
         (U, "wait what, yes i'm on the combined pill (microgynon)"),
         (A, "Migraine with aura is a contraindication for combined hormonal contraception in UK "
             "guidance (UKMEC 4) because both raise stroke risk. Please don't just stop it "
             "without other contraception in place, but do speak to your GP soon. Alternatives "
             "that are generally fine with aura: the progestogen-only pill, the implant, the "
             "hormonal or copper IUD."),
         (U, "ok that's scary. booking gp. also can't take ibuprofen, asthma, so that's out for "
             "pain"),
         (A, "Noted — so paracetamol plus an anti-sickness tablet is your non-triptan baseline; "
             "aspirin is also an NSAID, so be careful with it too.\n\n"
             "For the GP visit, a **migraine diary** helps a lot: apps like Migraine Buddy track "
             "attacks, sleep, cycle, caffeine and work patterns. Common triggers worth noting: "
             "irregular sleep, skipped meals, dehydration, caffeine swings."),
         (U, "12 hr shifts on the ambulance dont exactly help lol. diary yes, i'll use migraine "
             "buddy. cutting caffeine is not happening"),
         (A, "Fair — consistency matters more than zero caffeine. Aim for roughly the same "
             "amount each day.\n\n"
             "To bring to the GP:\n"
             "1. Switching from the combined pill.\n"
             "2. Trying rizatriptan or a nasal triptan instead of sumatriptan.\n"
             "3. A preventive, if the diary shows 4+ attacks a month."),
         (U, "thanks. going to lie down"),
         decisions=("track migraines in Migraine Buddy",),
         loops=("book GP about coming off the combined pill",),
         facts=("has migraine with aura since age 15", "has asthma, can't take ibuprofen",
                "works 12-hour shifts as a paramedic"),
         split="tune"),
    case("tx-sh-hen-galway", "chatgpt",
         (U, "maid of honour for my sisters wedding next june, need to plan the hen. 12 of us, "
             "budget ~250 each. she wants 'somewhere sunny', thinking lisbon"),
         (A, "Lisbon is a great hen destination. Rough costs for a weekend in May:\n\n"
             "- Flights from Ireland/UK: €100–200 return if booked early\n"
             "- A villa or large apartment: €40–70 pp per night\n"
             "- Activities: sunset sailing on the Tagus, a tile-painting workshop, Bairro Alto "
             "bars\n\n"
             "Alternatives in the same vibe: Porto, Valencia, Málaga. Where are most people "
             "flying from?"),
         (U, "we're all in dublin yeah. ok lisbon. for food tho, i'm vegan and 2 of the others "
             "are too"),
         (A, "Lisbon's very easy for vegans — plenty of fully plant-based places, and many "
             "traditional tascas will adapt dishes. For a group dinner you could book a private "
             "chef at the villa with a vegan menu for everyone, which is often cheaper than a "
             "restaurant for 12."),
         (U, "ugh just looked at flights for the may bank holiday and theyre mental, like 350 "
             "return. plus 3 of the girls have small kids and cant do overnight abroad. ok scrap "
             "lisbon, galway instead, one night"),
         (A, "Galway works well for one night:\n\n"
             "- A large rental house near Salthill or the city centre.\n"
             "- Afternoon: a boat trip on the bay, or a cocktail class.\n"
             "- Evening: dinner then the Latin Quarter pubs.\n"
             "- Plenty of vegan options in town.\n\n"
             "Budget is much easier — €120–180 pp all in is realistic.\n\n"
             "Tip: collect a deposit from everyone up front (a Revolut group or similar) before "
             "you book anything, so you're not chasing money later."),
         (U, "good shout on the deposit, yes. her fiance is a chef and offered to do food the "
             "next day but i said no, its her thing lol"),
         (A, "Keeping it just for the hens makes sense. Next steps: pick a date, then the house."),
         (U, "yep. need to find a house for 12 and do a date poll in the group chat. being a "
             "teacher i cant do anything outside school holidays anyway so thats easy"),
         decisions=("hold the hen do in Galway, one night", "collect deposits up front"),
         loops=("find a house in Galway for 12", "post a date poll in the group chat"),
         facts=("lives in Dublin", "is vegan", "works as a teacher"),
         split="tune",
         superseded=("Lisbon hen weekend",)),
    case("tx-sh-beds-24in", "chatgpt",
         (U, "want to put in raised beds this spring. backyard gets full sun, we're in columbus "
             "ohio (zone 6a now i think?). thinking two 4x8s, 12 inches tall"),
         (A, "Yes, most of Columbus is 6a on the 2023 USDA map. 4×8 at 12\" is the classic setup "
             "and deep enough for most vegetables.\n\n"
             "Material options:\n"
             "- **Cedar**: looks great, lasts 10–15 years, moderate cost.\n"
             "- **Galvanized steel kits**: last 20+ years, come in several heights.\n"
             "- **Untreated pine**: cheap, rots in 3–5 years.\n\n"
             "Fill with a mix of topsoil and compost (roughly 60/40). A 4×8×12\" bed needs about "
             "1.2 cubic yards."),
         (U, "one thing, i have a fused L4-L5 from surgery in 2019 so bending isn't great"),
         (A, "Then go taller. At **24–30 inches** you can work sitting on the edge or standing "
             "with little bending.\n\n"
             "- Keep them **no wider than 3 ft** if you can only reach from one side, 4 ft if "
             "from both.\n"
             "- Fill the bottom third with logs and branches (hugelkultur style) to save on "
             "soil.\n"
             "- Leave at least 3 ft paths so you can use a stool or a rolling seat."),
         (U, "ok going 24 inch then, and 3ft wide instead of 4. cedar or metal"),
         (A, "At 24\" metal is easier: kits come in that height and don't bow under the soil "
             "pressure, whereas tall cedar beds need extra bracing. Metal heats up more in full "
             "sun, but that's rarely an issue in Ohio."),
         (U, "metal. neighbor swears by straw bales but nah. also our beagle digs everything so "
             "tall is good"),
         (A, "Tall beds will definitely stop the beagle. Plan:\n\n"
             "1. Order two 3×8×24\" galvanized beds.\n"
             "2. Fill: logs/branches at the bottom, then topsoil + compost.\n"
             "3. Get a soil test through OSU Extension once filled (cheap, tells you pH and "
             "nutrients).\n"
             "4. Plant cool-season crops in April, warm-season after mid-May."),
         (U, "ill order the two metal ones this week. soil test later"),
         decisions=("raised beds 24 in tall, 3 ft wide", "use galvanized metal beds"),
         loops=("order two 3x8 metal raised beds", "get a soil test"),
         facts=("lives in Columbus, Ohio", "had L4-L5 spinal fusion in 2019", "has a beagle"),
         split="tune",
         superseded=("12-inch-tall 4x8 beds",)),
    case("tx-sh-n3-anki", "chatgpt",
         (U, "studying japanese, passed N4 last december, aiming for N3. my wife is from osaka "
             "and i want to actually talk to her parents lol. currently 30 new anki cards a day "
             "and drowning in reviews"),
         (A, "30 new cards a day means around 250–300 reviews a day after a few weeks, which "
             "burns most people out. Suggestions:\n\n"
             "1. **Drop to 10–20 new cards/day** and keep it sustainable.\n"
             "2. Add **graded reading** — Tadoku readers, Satori Reader, NHK Easy.\n"
             "3. Grammar: Shin Kanzen Master or Tobira for N3.\n"
             "4. **Speaking**: a weekly tutor on italki or similar gives structured conversation "
             "practice."),
         (U, "ok 15 a day. tutor no, we have a 3yo at home, no time for scheduled lessons. i "
             "practice w my wife after he's asleep"),
         (A, "That's a great resource. Some couples pick one meal a day that's Japanese-only, "
             "which makes practice automatic. And if your son is growing up with Japanese, "
             "children's books and anime you watch together are good listening practice for you "
             "too."),
         (U, "ha he already corrects my pitch accent. satori reader looks good, ill try it. when "
             "is N3 registration"),
         (A, "The December JLPT registration window depends on the country and the local host "
             "institution — often late summer to early autumn. I can't see this year's dates, so "
             "check your local host's site soon; they fill up in some cities."),
         (U, "ok need to check registration for december then"),
         decisions=("cut Anki to 15 new cards a day", "try Satori Reader"),
         loops=("check JLPT N3 registration for December",),
         facts=("passed JLPT N4", "wife is from Osaka", "has a 3-year-old son"),
         split="tune"),
    case("tx-sh-scorp-no", "chatgpt",
         (U, "freelance ux writer here, colorado. projecting ~95k net this year. accountant "
             "friend says i should do an s-corp. worth it? married filing jointly if that "
             "matters, wife's w2 job covers our health insurance"),
         (A, "An S-corp election lets you split profit into a **reasonable salary** (subject to "
             "payroll taxes) and **distributions** (not subject to the 15.3% self-employment "
             "tax).\n\n"
             "Costs and trade-offs:\n"
             "- Payroll service: $500–1,000/year\n"
             "- Separate 1120-S return: $800–2,000/year\n"
             "- Colorado and Denver-area filings/fees, plus unemployment insurance on your own "
             "salary\n"
             "- More admin, and the QBI deduction can shrink\n\n"
             "A common rule of thumb is that it starts paying off somewhere around $60–80k of "
             "profit."),
         (U, "whats the actual saving at 95k"),
         (A, "Very rough:\n"
             "- Salary $55k, distributions $40k\n"
             "- SE tax saved ≈ 15.3% × $40k ≈ **$6,100**\n"
             "- Minus admin costs ≈ $2,500–3,000\n"
             "- Minus a smaller QBI deduction, maybe a few hundred\n\n"
             "So roughly **$2,500–3,500 a year** net, with more paperwork. It grows as income "
             "rises."),
         (U, "3k for all that admin... nah. not this year, maybe revisit if it grows. what i DO "
             "need is to stop panicking every april"),
         (A, "Then the system matters more than the entity:\n\n"
             "1. **Move a fixed % of every invoice** into a separate savings account the day "
             "it's paid — 30% is a common figure at your income.\n"
             "2. **Pay quarterly estimates** (Form 1040-ES federal, Colorado 104EP): mid-April, "
             "mid-June, mid-September, mid-January.\n"
             "3. Use the **safe harbor**: paying 100% of last year's tax (110% if AGI > $150k) "
             "in estimates avoids underpayment penalties."),
         (U, "ok 30% of every invoice into a separate account. q3 is sept 15 right? i havent "
             "paid q2 either oops"),
         (A, "Yes, Q3 is due September 15. Q2 was due in June — pay it now; the penalty is "
             "basically interest (around 8% annualised) on the late amount, so a few weeks late "
             "costs little."),
         (U, "ok paying q2 this week and q3 by the 15th. opening an ally account for the tax pot"),
         decisions=("not electing S-corp this year", "set aside 30% of every invoice for tax"),
         loops=("pay the overdue Q2 estimated tax this week", "pay Q3 estimated tax by Sept 15",
                "open an Ally account for the tax pot"),
         facts=("freelance UX writer", "lives in Colorado", "married, files jointly"),
         split="tune"),
    case("tx-sh-dad-lpa", "chatgpt",
         (U, "dad (81) was diagnosed with alzheimers, early stage. he lives alone in shrewsbury, "
             "i'm in cardiff so its 2.5 hrs. only child so it's all on me. where do i even start"),
         (A, "I'm sorry — that's a lot to take on. A rough order of priorities:\n\n"
             "1. **Lasting Power of Attorney** (both property & finance and health & welfare) "
             "while he clearly has capacity. This is the most time-sensitive.\n"
             "2. **Attendance Allowance** — not means-tested, £72–108 a week depending on "
             "needs.\n"
             "3. **Practical safety**: a key safe so carers or neighbours can get in, a "
             "medication dispenser, smoke alarms checked.\n"
             "4. **Council care needs assessment** for him, and a **carer's assessment** for "
             "you.\n"
             "5. The Alzheimer's Society's Dementia Connect support line for ongoing questions."),
         (U, "LPA first then, he's still sharp most days. attendance allowance too. key safe "
             "yes. care assessment he'll refuse, he's stubborn as hell"),
         (A, "- **LPA**: do it online at GOV.UK, £82 per LPA to register. You'll need a "
             "certificate provider (someone who's known him 2+ years, or a professional).\n"
             "- **Attendance Allowance**: the form is long; describe his worst days, not his "
             "best.\n"
             "- **Key safe**: get a police-approved one (e.g. Supra C500) and tell his GP "
             "surgery the code is available.\n"
             "- The care assessment can wait; framing it later as \"help around the house\" "
             "often lands better."),
         (U, "ok. i work part time (dental hygienist, 3 days) so i can go up fridays. i'll do "
             "the lpa forms online with him this weekend"),
         (A, "Friday visits are a good rhythm. For the weekend, have his ID, your details and "
             "the certificate provider's details ready. And do consider the carer's assessment "
             "for yourself at some point — it can unlock support for you."),
         (U, "carers assessment for me nah im fine. thanks this actually helps"),
         decisions=("do dad's LPAs before anything else", "visit dad on Fridays"),
         loops=("fill in dad's LPA forms online this weekend",
                "apply for Attendance Allowance for dad", "fit a key safe at dad's"),
         facts=("lives in Cardiff", "is an only child",
                "part-time dental hygienist, 3 days a week"),
         split="tune"),
    case("tx-sh-cc-due-date-utc", "claude-code",
         (U, "test_invoice_due_date is flaky in CI but passes every time for me locally. "
             "tests/billing/test_invoices.py. ive owned billing since i joined so its on me lol"),
         (A, "I'll run it locally first, then read the test and the code it covers."),
         (T, "$ pytest tests/billing/test_invoices.py -q\n"
             "....                                                                     [100%]\n"
             "4 passed in 0.38s"),
         (A, "Passes here too. Reading the test and `make_invoice`."),
         (T, "tests/billing/test_invoices.py\n"
             " 31 def test_invoice_due_date():\n"
             " 32     inv = make_invoice(customer=CUSTOMER, issued=date.today())\n"
             " 33     assert inv.due_date == date.today() + timedelta(days=30)\n\n"
             "billing/invoices.py\n"
             " 58 def make_invoice(customer: Customer, issued: date, terms_days: int = 30) -> "
             "Invoice:\n"
             " 59     now = datetime.utcnow()\n"
             " 60     number = next_invoice_number(customer, now)\n"
             " 61     due = (now + timedelta(days=terms_days)).date()\n"
             " 62     return Invoice(customer=customer, number=number, issued=issued, "
             "due_date=due)"),
         (A, "Found it. The test builds the expectation from `date.today()` (local time), but "
             "`make_invoice` computes the due date from `datetime.utcnow()`. Whenever local date "
             "and UTC date differ, they disagree by a day.\n\n"
             "CI runs in UTC, so the test itself is consistent there — *unless* the job "
             "straddles midnight UTC between the two calls, which is rare. The bigger problem is "
             "the reverse: on a machine ahead of UTC, the code gives the wrong due date for part "
             "of every day.\n\n"
             "Also, `due` ignores `issued` entirely — if someone backdates an invoice, the due "
             "date is still based on *now*. Is that intended? What timezone are you in?"),
         (U, "im in auckland so yeah 12-13h ahead. due date should come from the issued date "
             "obviously, not now. that's a real bug"),
         (A, "Agreed. I'll compute `due` from `issued`, and replace `utcnow()` (deprecated since "
             "3.12) with `datetime.now(UTC)` for the invoice number timestamp."),
         (T, "--- a/billing/invoices.py\n"
             "+++ b/billing/invoices.py\n"
             "@@ -56,7 +56,7 @@\n"
             "-    now = datetime.utcnow()\n"
             "+    now = datetime.now(UTC)\n"
             "     number = next_invoice_number(customer, now)\n"
             "-    due = (now + timedelta(days=terms_days)).date()\n"
             "+    due = issued + timedelta(days=terms_days)\n"
             "     return Invoice(customer=customer, number=number, issued=issued, due_date=due)"),
         (A, "For the test, it should pin the clock so it can't depend on where or when it runs. "
             "Two options:\n\n"
             "1. **freezegun** — widely used, but slower and patches at the Python level only.\n"
             "2. **time-machine** — faster, patches at the C level, works with "
             "`datetime.now(UTC)`.\n\n"
             "Either way I'd add a case right around UTC midnight with `TZ=Pacific/Auckland`."),
         (U, "time-machine, pretty sure its already in dev deps for some other test"),
         (T, "$ grep -n \"time-machine\\|freezegun\" pyproject.toml\n"
             "48:    \"time-machine>=2.13\","),
         (A, "It is. Updating the test with a fixed issue date and two travel points either side "
             "of UTC midnight."),
         (T, "$ TZ=Pacific/Auckland pytest tests/billing/test_invoices.py -q\n"
             ".....                                                                    [100%]\n"
             "5 passed in 0.41s\n"
             "$ TZ=UTC pytest tests/billing/test_invoices.py -q\n"
             ".....                                                                    [100%]\n"
             "5 passed in 0.40s"),
         (A, "Both pass. While grepping I also noticed other naive `utcnow()` calls:"),
         (T, "$ grep -rn \"utcnow()\" billing/ payments/ --include=*.py\n"
             "billing/reminders.py:22:    cutoff = datetime.utcnow() - timedelta(days=7)\n"
             "billing/reminders.py:41:    sent_at=datetime.utcnow(),\n"
             "billing/exports.py:88:    stamp = datetime.utcnow().strftime(\"%Y%m%d\")\n"
             "payments/webhooks.py:130:    received = datetime.utcnow()\n"
             "payments/webhooks.py:171:    if event.created < datetime.utcnow() - MAX_AGE:\n"
             "payments/refunds.py:57:    refunded_at=datetime.utcnow(),\n"
             "payments/refunds.py:93:    window_end = datetime.utcnow()"),
         (A, "Seven more. Want me to convert them in this change too? Some compare against aware "
             "datetimes from Stripe, so each needs a quick look."),
         (U, "not in this PR, keep it small. i'll make a ticket for the rest"),
         (A, "Makes sense. Suggested commit message: `billing: derive due date from issue date, "
             "pin clock in due-date test`. Shall I commit?"),
         (U, "commit it"),
         (T, "$ git commit -am \"billing: derive due date from issue date, pin clock in due-date "
             "test\"\n"
             "[fix/invoice-due-date 3e91c0a] billing: derive due date from issue date, pin clock "
             "in due-date test\n"
             " 2 files changed, 19 insertions(+), 5 deletions(-)"),
         (A, "Committed on `fix/invoice-due-date`. Due dates now follow the issue date "
             "regardless of server timezone, and the test pins the clock with time-machine."),
         decisions=("derive invoice due date from issued date, not now",
                    "pin the clock in tests with time-machine",
                    "leave other utcnow() calls out of this PR"),
         loops=("file a ticket for the remaining utcnow() calls",),
         facts=("is based in Auckland", "owns the billing code at work"),
         split="tune"),
    case("tx-sh-cursor-checkout-rhf", "cursor",
         (U, "typing in the checkout form lags like crazy on my old android test phone. "
             "CheckoutForm.tsx. i'm the only frontend person here so it's on me. profiler:\n\n"
             "```\n"
             "Profiler: commit 118 (keystroke \"a\" in cardholderName)\n"
             "  CheckoutForm          rendered   12.4ms\n"
             "  ContactSection        rendered    1.1ms\n"
             "  AddressSection        rendered    3.8ms\n"
             "    CountrySelect       rendered    6.2ms  (250 options)\n"
             "  ShippingOptions       rendered    9.7ms  (recomputed rates)\n"
             "  PaymentSection        rendered    2.0ms\n"
             "  OrderSummary          rendered    1.4ms\n"
             "31 components rendered, total 36.6ms\n"
             "```"),
         (A, "Every keystroke re-renders the whole form because all 14 fields live in one "
             "`useState` object at the top of `CheckoutForm`. The expensive parts are "
             "`CountrySelect` (250 options) and `ShippingOptions`, which recomputes rates on "
             "every render.\n\n"
             "Options:\n"
             "1. **Memoize**: wrap sections in `React.memo`, stabilise callbacks with "
             "`useCallback`, memoize rates with `useMemo`. Smallest diff, but fragile — one new "
             "inline prop breaks it.\n"
             "2. **Split state** per section so only the active section re-renders.\n"
             "3. **Move to react-hook-form**: inputs become uncontrolled, only the field and "
             "anything subscribed with `watch` re-render. You also get rid of the hand-rolled "
             "`validateCheckout`.\n\n"
             "With 14 fields and custom validation already in place, I'd go with 3."),
         (U, "we already use zod for the api schemas. does rhf play nice w zod"),
         (A, "Yes — via `@hookform/resolvers/zod` you can reuse the same schema:\n\n"
             "```ts\n"
             "const form = useForm<CheckoutInput>({\n"
             "  resolver: zodResolver(checkoutSchema),\n"
             "  mode: \"onBlur\",\n"
             "});\n"
             "```\n\n"
             "`mode: \"onBlur\"` also means validation doesn't run on every keystroke."),
         (U, "ok lets do rhf. start w contact + payment sections, leave address for now, it's "
             "got the google places autocomplete mess"),
         (T, "Edited src/checkout/CheckoutForm.tsx (+41 -76)\n"
             "Edited src/checkout/ContactSection.tsx (+18 -29)\n"
             "Edited src/checkout/PaymentSection.tsx (+22 -35)\n"
             "Added  src/checkout/useCheckoutForm.ts (+34)"),
         (A, "Contact and payment now register through `useCheckoutForm`; the address section "
             "still uses the old state and feeds into the submit handler. Running the type check."),
         (T, "$ pnpm tsc --noEmit\n"
             "src/checkout/PaymentSection.tsx(88,22): error TS2322: Type 'string | undefined' is "
             "not assignable to type 'string'.\n"
             "Found 1 error in src/checkout/PaymentSection.tsx:88"),
         (A, "`cardholderName` is `.optional()` in the zod schema but `CardPreview` requires a "
             "string. Cardholder name is required at checkout anyway, so I'll make it `.min(1)` "
             "in the schema rather than casting."),
         (T, "$ pnpm tsc --noEmit\n"
             "$ pnpm vitest run src/checkout\n"
             " ✓ src/checkout/__tests__/contact.test.tsx (6)\n"
             " ✓ src/checkout/__tests__/payment.test.tsx (9)\n"
             " ✓ src/checkout/__tests__/legacy.test.ts (8)\n"
             " Test Files  3 passed (3)\n"
             "      Tests  23 passed (23)"),
         (U, "way better, 2-3 renders per key now. one thing: error state is just a red border. "
             "i'm colourblind (deuteranopia) and honestly couldn't tell which field was wrong "
             "lol. can we fix"),
         (A, "Good catch — colour alone fails WCAG 1.4.1 (Use of Color). Options:\n\n"
             "1. **Icon + text message** under the field (\"Enter the name on the card\").\n"
             "2. **aria-invalid + aria-describedby** pointing at the message, so screen readers "
             "announce it.\n"
             "3. **Thicker border / pattern** on the input.\n\n"
             "1 and 2 together are the standard fix; 3 is optional."),
         (U, "icon + text + the aria stuff. not the thicker border, design will hate it"),
         (T, "Added  src/checkout/FieldError.tsx (+27)\n"
             "Edited src/checkout/ContactSection.tsx (+9 -3)\n"
             "Edited src/checkout/PaymentSection.tsx (+12 -4)"),
         (A, "`FieldError` renders a warning icon plus the message with an id, and the inputs "
             "get `aria-invalid` and `aria-describedby` when there's an error.\n\n"
             "Remaining from here:\n"
             "- Migrate the address section (with the autocomplete).\n"
             "- Remove the old `validateCheckout` util once nothing uses it.\n"
             "- Add a Playwright test for the full checkout path."),
         (U, "address section next sprint. can we delete validateCheckout now, does anything "
             "still use it"),
         (T, "$ rg -n \"validateCheckout\" src\n"
             "src/checkout/__tests__/legacy.test.ts:3:import { validateCheckout } from "
             "\"../validateCheckout\";\n"
             "src/checkout/validateCheckout.ts:12:export function validateCheckout(input: "
             "CheckoutState) {"),
         (A, "Only its own legacy test imports it now. Delete both?"),
         (U, "yes delete both"),
         (T, "Deleted src/checkout/validateCheckout.ts\n"
             "Deleted src/checkout/__tests__/legacy.test.ts\n"
             "$ pnpm vitest run src/checkout\n"
             " Test Files  2 passed (2)\n"
             "      Tests  15 passed (15)"),
         (A, "Done — both files removed and the checkout tests pass."),
         decisions=("move checkout form to react-hook-form with zod resolver",
                    "show field errors with icon, text and aria attributes",
                    "delete validateCheckout and its legacy test"),
         loops=("migrate the address section to react-hook-form next sprint",),
         facts=("is colourblind (deuteranopia)", "is the only frontend developer at work"),
         split="tune"),
    case("tx-sh-codex-notifier-leak", "codex",
         (U, "been on the notifier team 2 yrs and never seen this: RSS keeps climbing ~50MB/day "
             "until it gets OOMKilled every ~4 days. goroutine counts from /debug/pprof over a "
             "restart cycle:\n\n"
             "```\n"
             "t+1h   goroutines=1843\n"
             "t+12h  goroutines=9310\n"
             "t+1d   goroutines=17702\n"
             "t+3d   goroutines=51022\n"
             "```"),
         (A, "Goroutines growing linearly with uptime is a goroutine leak, and the memory "
             "follows. Let me see where they're parked."),
         (T, "$ go tool pprof -top -nodecount=6 http://localhost:6060/debug/pprof/goroutine\n"
             "Showing nodes accounting for 50988, 99.93% of 51022 total\n"
             "      flat  flat%   sum%        cum   cum%\n"
             "     50988 99.93% 99.93%      50988 99.93%  runtime.gopark\n"
             "         0     0% 99.93%      50911 99.78%  notifier/internal/fanout.(*Hub).watch\n"
             "         0     0% 99.93%      50911 99.78%  runtime.selectgo\n"
             "         0     0% 99.93%         41  0.08%  net/http.(*conn).serve"),
         (A, "Almost all of them sit in `Hub.watch`."),
         (T, "$ sed -n 40,70p internal/fanout/hub.go\n"
             "func (h *Hub) Subscribe(userID string) <-chan Event {\n"
             "\tch := make(chan Event)\n"
             "\tgo h.watch(userID, ch)\n"
             "\treturn ch\n"
             "}\n\n"
             "func (h *Hub) watch(userID string, ch chan Event) {\n"
             "\tt := time.NewTicker(30 * time.Second)\n"
             "\tsrc := h.bus.Sub(userID)\n"
             "\tfor {\n"
             "\t\tselect {\n"
             "\t\tcase <-t.C:\n"
             "\t\t\tch <- Event{Kind: \"ping\"}\n"
             "\t\tcase ev := <-src:\n"
             "\t\t\tch <- ev\n"
             "\t\t}\n"
             "\t}\n"
             "}"),
         (A, "`watch` has no exit path. When a websocket client disconnects, nobody reads `ch` "
             "any more, so the goroutine blocks forever on the next send. The ticker is never "
             "stopped and the bus subscription is never removed either.\n\n"
             "Fix: give `watch` a cancellation signal tied to the connection, select on it in "
             "both the receive and the send, `defer t.Stop()` and unsubscribe from the bus on "
             "exit.\n\n"
             "API choices:\n"
             "(a) `Subscribe(ctx, userID)` — the ws handler passes its request context, "
             "cancelled on disconnect.\n"
             "(b) `Subscribe(userID) (<-chan Event, func())` — caller must remember to call the "
             "cancel func.\n\n"
             "I'd go with (a): it can't be forgotten."),
         (U, "a. ctx from the ws handler. and make sure the bus unsubscribes"),
         (T, "--- a/internal/fanout/hub.go\n"
             "+++ b/internal/fanout/hub.go\n"
             "-func (h *Hub) Subscribe(userID string) <-chan Event {\n"
             "+func (h *Hub) Subscribe(ctx context.Context, userID string) <-chan Event {\n"
             " \tch := make(chan Event)\n"
             "-\tgo h.watch(userID, ch)\n"
             "+\tgo h.watch(ctx, userID, ch)\n"
             " \treturn ch\n"
             " }\n"
             "@@\n"
             "-\tt := time.NewTicker(30 * time.Second)\n"
             "-\tsrc := h.bus.Sub(userID)\n"
             "+\tt := time.NewTicker(30 * time.Second)\n"
             "+\tdefer t.Stop()\n"
             "+\tsrc := h.bus.Sub(userID)\n"
             "+\tdefer h.bus.Unsub(userID, src)\n"
             "+\tdefer close(ch)\n"
             " \tfor {\n"
             "+\t\tvar ev Event\n"
             " \t\tselect {\n"
             "+\t\tcase <-ctx.Done():\n"
             "+\t\t\treturn\n"
             " \t\tcase <-t.C:\n"
             "-\t\t\tch <- Event{Kind: \"ping\"}\n"
             "+\t\t\tev = Event{Kind: \"ping\"}\n"
             "-\t\tcase ev := <-src:\n"
             "-\t\t\tch <- ev\n"
             "+\t\tcase ev = <-src:\n"
             " \t\t}\n"
             "+\t\tselect {\n"
             "+\t\tcase ch <- ev:\n"
             "+\t\tcase <-ctx.Done():\n"
             "+\t\t\treturn\n"
             "+\t\t}\n"
             " \t}\n"
             "--- a/internal/ws/handler.go\n"
             "+++ b/internal/ws/handler.go\n"
             "-\tevents := h.hub.Subscribe(userID)\n"
             "+\tevents := h.hub.Subscribe(r.Context(), userID)"),
         (A, "I'd also add `go.uber.org/goleak` so a regression fails tests instead of "
             "production. It can go in `TestMain` for the fanout package, or across every "
             "package."),
         (U, "goleak yes but only in the fanout package tests for now"),
         (T, "$ go test ./internal/fanout/... -race -count=1\n"
             "ok  \tnotifier/internal/fanout\t1.214s\n"
             "$ go test ./internal/fanout/... -run TestSubscribeCancel -v\n"
             "=== RUN   TestSubscribeCancel\n"
             "--- PASS: TestSubscribeCancel (0.01s)\n"
             "PASS"),
         (U, "also the ticker. a 30s ping per subscriber is dumb anyway, we have like 20k "
             "connections"),
         (A, "Right, 20k tickers is wasteful. Options:\n"
             "1. **One shared ticker** in the Hub that broadcasts a ping to all subscribers.\n"
             "2. **Drop app-level pings** and rely on websocket ping/pong frames in the handler, "
             "which the library already supports — also gives you dead-connection detection for "
             "free.\n\n"
             "I'd lean to 2 unless something depends on the ping events."),
         (U, "hmm. the mobile app parses the ping events to show the little 'connected' dot. "
             "keep app pings for now, shared ticker is fine"),
         (T, "--- a/internal/fanout/hub.go\n"
             "+++ b/internal/fanout/hub.go\n"
             "+func (h *Hub) pingLoop(ctx context.Context) {\n"
             "+\tt := time.NewTicker(30 * time.Second)\n"
             "+\tdefer t.Stop()\n"
             "+\tfor {\n"
             "+\t\tselect {\n"
             "+\t\tcase <-ctx.Done():\n"
             "+\t\t\treturn\n"
             "+\t\tcase <-t.C:\n"
             "+\t\t\th.bus.Broadcast(Event{Kind: \"ping\"})\n"
             "+\t\t}\n"
             "+\t}\n"
             "+}\n"
             "$ go test ./... -race -count=1\n"
             "ok  \tnotifier/internal/fanout\t1.198s\n"
             "ok  \tnotifier/internal/ws\t0.842s\n"
             "ok  \tnotifier/internal/bus\t0.311s"),
         (A, "All green. Summary: subscriptions now end with the request context, the bus "
             "unsubscribes, and there's one shared ping ticker instead of one per subscriber.\n\n"
             "Suggested next steps:\n"
             "- Deploy to staging and watch the goroutine count for 24h — it should plateau.\n"
             "- Add an alert on `go_goroutines` growth.\n"
             "- Backport to `release-1.14`."),
         (U, "staging deploy i'll do tmrw morning, lisbon time, before standup. alert yes, put "
             "it on the backlog. backport not needed, release-1.14 is dead next week"),
         (A, "Understood — no backport. I've left the branch ready for review."),
         decisions=("Subscribe takes ctx from the ws handler",
                    "add goleak to fanout package tests only",
                    "keep app-level pings via one shared ticker"),
         loops=("deploy the leak fix to staging tomorrow morning",
                "add a goroutine-count alert to the backlog"),
         facts=("lives in Lisbon", "on the notifier team for 2 years"),
         split="tune"),
    case("tx-sh-cc-variants-polars", "claude-code",
         (U, "scripts/summarise_variants.py dies reading the annotated variants file (9.3G tsv), "
             "just says killed. i'm on a 16gb m1 air and as a postdoc i get zero priority on the "
             "cluster, queue is like 2 days, so i need this to work locally"),
         (A, "Let me reproduce it and see peak memory."),
         (T, "$ /usr/bin/time -l python scripts/summarise_variants.py data/cohort_annotated.tsv\n"
             "zsh: killed     python scripts/summarise_variants.py data/cohort_annotated.tsv\n"
             "      214.37 real       151.02 user        38.55 sys\n"
             "       17043718144  maximum resident set size"),
         (T, "scripts/summarise_variants.py\n"
             " 12 df = pd.read_csv(path, sep=\"\\t\")\n"
             " 13 df = df[df[\"FILTER\"] == \"PASS\"]\n"
             " 14 out = (df.groupby([\"gene\", \"consequence\"])\n"
             " 15          .agg(n=(\"sample_id\", \"size\"), carriers=(\"sample_id\", "
             "\"nunique\"),\n"
             " 16               max_af=(\"gnomad_af\", \"max\"))\n"
             " 17          .reset_index())\n"
             " 18 out.to_csv(args.out, sep=\"\\t\", index=False)"),
         (A, "It loads all 9.3 GB (≈17 GB in memory with object dtypes) before filtering. "
             "Options:\n\n"
             "1. **Chunked pandas**: `read_csv(chunksize=...)`, filter each chunk, accumulate "
             "partial aggregates. Same library, slower.\n"
             "2. **usecols + categorical dtypes**: only read the 5 columns you use; probably a "
             "4–6× reduction, might fit.\n"
             "3. **Polars lazy scan** (`pl.scan_csv`) with the streaming engine — filters and "
             "aggregates without materialising the whole file, and is multi-threaded.\n"
             "4. **DuckDB** SQL directly over the TSV.\n\n"
             "The `nunique` aggregate makes chunking a bit fiddly (you need to keep sets per "
             "group)."),
         (U, "chunked pandas, least new stuff for the rest of the lab, they mostly live in R"),
         (T, "Edited scripts/summarise_variants.py (+31 -7)\n"
             "$ /usr/bin/time -l python scripts/summarise_variants.py data/cohort_annotated.tsv "
             "-o out/summary.tsv\n"
             "processed 212 chunks (1,000,000 rows each)\n"
             "      872.64 real       861.10 user        9.02 sys\n"
             "        2254815232  maximum resident set size"),
         (A, "It now finishes: peak 2.1 GB, but it takes 14.5 minutes."),
         (U, "14 min is rough, i rerun this like 10x a day while tweaking filters. how fast "
             "would polars be"),
         (A, "Hard to guess for this file — let me try a polars version on a scratch copy of the "
             "script and time it."),
         (T, "$ python scripts/summarise_variants_pl.py data/cohort_annotated.tsv -o "
             "out/summary_pl.tsv\n"
             "Traceback (most recent call last):\n"
             "  ...\n"
             "polars.exceptions.ComputeError: could not parse `.` as dtype `f64` at column "
             "'gnomad_af' (column number 41)\n\n"
             "The current offset in the file is 1843200 bytes."),
         (A, "The annotator writes `.` for missing values. I'll pass `null_values=[\".\"]` and "
             "set `schema_overrides` for the AF columns."),
         (T, "$ /usr/bin/time -l python scripts/summarise_variants_pl.py "
             "data/cohort_annotated.tsv -o out/summary_pl.tsv\n"
             "       108.22 real       611.47 user        21.93 sys\n"
             "        3620732928  maximum resident set size"),
         (U, "ok thats a no brainer. polars it is, throw away the chunked thing"),
         (A, "Before replacing it, let me check the outputs match the chunked pandas result."),
         (T, "$ python - <<'EOF'\n"
             "import polars as pl\n"
             "a = pl.read_csv(\"out/summary.tsv\", separator=\"\\t\").sort([\"gene\", "
             "\"consequence\"])\n"
             "b = pl.read_csv(\"out/summary_pl.tsv\", separator=\"\\t\").sort([\"gene\", "
             "\"consequence\"])\n"
             "print(a.shape, b.shape, a.equals(b))\n"
             "EOF\n"
             "(48211, 5) (48211, 5) True"),
         (T, "$ git checkout scripts/summarise_variants.py\n"
             "$ git mv scripts/summarise_variants_pl.py scripts/summarise_variants.py\n"
             "$ git status --short\n"
             "R  scripts/summarise_variants_pl.py -> scripts/summarise_variants.py"),
         (A, "Identical output, 1m48s instead of 14.5 min. The polars version is now "
             "`summarise_variants.py`.\n\n"
             "Since you rerun it a lot, further options:\n"
             "- **Convert the TSV to Parquet once** — polars then reads only the needed columns; "
             "typically a 10× speed-up on re-runs.\n"
             "- Add `polars` to `environment.yml`.\n"
             "- Update the README's usage section."),
         (U, "parquet yes do it now. env yml yes. readme i'll do myself later"),
         (T, "$ python -c \"import polars as pl; pl.scan_csv('data/cohort_annotated.tsv', "
             "separator='\\t', "
             "null_values=['.']).sink_parquet('data/cohort_annotated.parquet')\"\n"
             "$ ls -lh data/cohort_annotated.*\n"
             "-rw-r--r--  1 user  staff   1.1G  data/cohort_annotated.parquet\n"
             "-rw-r--r--  1 user  staff   9.3G  data/cohort_annotated.tsv\n"
             "$ time python scripts/summarise_variants.py data/cohort_annotated.parquet -o "
             "out/summary.tsv\n"
             "real\t0m9.41s\n"
             "Edited environment.yml (+1): - polars>=1.9"),
         (A, "Parquet is 1.1 GB and the summary now runs in about 9 seconds. The script accepts "
             "either `.tsv` or `.parquet`; `environment.yml` has `polars>=1.9`."),
         decisions=("use polars lazy scan instead of pandas for variants",
                    "convert the variants TSV to parquet once", "add polars to environment.yml"),
         loops=("update the README for the polars script",),
         facts=("is a postdoc in a research lab", "works on a 16 GB M1 MacBook Air"),
         split="tune",
         superseded=("chunked pandas read_csv",)),
    case("tx-sh-cursor-tilecache-image", "cursor",
         (U, "the tilecache demo image is 1.4GB and CI takes 11 min, mostly docker build. i "
             "maintain this thing alone on weekends so i want CI fast and cheap. Dockerfile:\n\n"
             "```dockerfile\n"
             "FROM python:3.12\n"
             "RUN apt-get update && apt-get install -y build-essential libgdal-dev\n"
             "WORKDIR /app\n"
             "COPY . .\n"
             "RUN pip install -e \".[server]\"\n"
             "EXPOSE 8080\n"
             "CMD [\"tilecache\", \"serve\", \"--host\", \"0.0.0.0\"]\n"
             "```"),
         (A, "A few things inflate it:\n\n"
             "1. `python:3.12` is the full Debian image (~1 GB before you add anything).\n"
             "2. `build-essential` and `libgdal-dev` stay in the final image.\n"
             "3. `COPY . .` before `pip install` means any code change invalidates the "
             "dependency layer.\n"
             "4. No `.dockerignore`, so `.git` and `tests/data` (~300 MB of fixture tiles) get "
             "copied.\n\n"
             "Base image options:\n"
             "- **python:3.12-slim**, multi-stage: build wheels in a builder stage, copy only "
             "the venv.\n"
             "- **Alpine**: smallest base, but uses musl.\n"
             "- **Distroless**: very small and locked down, harder to debug."),
         (U, "alpine, smallest"),
         (T, "$ docker build -t tilecache:alpine -f Dockerfile.alpine .\n"
             "...\n"
             " > [builder 5/6] RUN pip wheel --wheel-dir /wheels \".[server]\":\n"
             "#9 41.7   Building wheel for rasterio (pyproject.toml): started\n"
             "#9 43.0   Building wheel for rasterio (pyproject.toml): finished with status "
             "'error'\n"
             "#9 43.0   error: subprocess-exited-with-error\n"
             "#9 43.0   WARNING:root:Failed to get options via gdal-config: [Errno 2] No such "
             "file or directory: 'gdal-config'\n"
             "#9 43.0   ERROR: A GDAL API version must be specified.\n"
             "ERROR: failed to solve: process \"/bin/sh -c pip wheel --wheel-dir /wheels "
             "\\\".[server]\\\"\" did not complete successfully: exit code: 1"),
         (A, "There's no musllinux wheel for rasterio, so on Alpine it builds from source and "
             "needs GDAL headers. Alpine's `gdal-dev` package exists but versions lag, and "
             "compiling makes the build *slower* than now — which defeats the point.\n\n"
             "On `python:3.12-slim` (glibc) rasterio installs from a prebuilt manylinux wheel "
             "that bundles GDAL, so no compiler is needed at all."),
         (U, "ok forget alpine then, slim multi-stage"),
         (T, "Created Dockerfile (+22 -7)\n"
             "Created .dockerignore (+9)\n\n"
             "$ docker build -t tilecache:slim .\n"
             " => [builder 4/5] RUN pip install --prefix=/install \".[server]\"          48.2s\n"
             " => [runtime 3/4] COPY --from=builder /install /usr/local                 2.1s\n"
             " => exporting to image                                                    3.9s\n"
             "$ docker images tilecache\n"
             "REPOSITORY   TAG      SIZE\n"
             "tilecache    slim     312MB\n"
             "tilecache    latest   1.41GB"),
         (A, "1.41 GB → 312 MB. The dependency layer is now cached separately from the source. "
             "For CI, `docker/build-push-action` can use the GitHub Actions cache (`cache-from: "
             "type=gha`) so unchanged layers aren't rebuilt."),
         (U, "yes gha cache"),
         (T, "Edited .github/workflows/image.yml (+6 -2)\n"
             "+        with:\n"
             "+          cache-from: type=gha\n"
             "+          cache-to: type=gha,mode=max\n\n"
             "run 8812 (cold cache)   build-image  6m 10s\n"
             "run 8813 (warm cache)   build-image  1m 52s"),
         (A, "From 11 min to under 2 on a warm cache.\n\n"
             "More hardening you could add:\n"
             "- Run as a **non-root user**.\n"
             "- **Pin the base image by digest** for reproducible builds.\n"
             "- Let **Renovate** bump the digest and dependencies automatically.\n"
             "- A `HEALTHCHECK` instruction."),
         (U, "non-root yes add it now. digest pinning later. renovate nah i don't want the PR "
             "spam"),
         (T, "Edited Dockerfile (+3)\n"
             "+RUN useradd --system --uid 10001 app\n"
             "+USER app\n\n"
             "$ docker run -d -p 8080:8080 tilecache:slim && sleep 2 && curl -s -o /dev/null -w "
             "\"%{http_code}\\n\" localhost:8080/health\n"
             "200"),
         (A, "Runs as `app` (uid 10001) and the health endpoint returns 200."),
         (U, "nice. my day job is all java so this docker stuff always feels like voodoo to me, "
             "thanks"),
         (A, "Glad it helped. When you get to digest pinning it's one line: replace the `FROM` "
             "tag with `python:3.12-slim@sha256:...`."),
         decisions=("multi-stage build on python:3.12-slim",
                    "use the GitHub Actions cache for docker builds",
                    "run the container as a non-root user"),
         loops=("pin the base image by digest",),
         facts=("maintains the tilecache project alone on weekends",
                "day job is Java development"),
         split="tune",
         superseded=("alpine base image",)),
    case("tx-sh-codex-events-cursor", "codex",
         (U, "GET /api/events?page=400 takes ~3s in prod. django + drf, postgres, events table "
             "~4M rows. can you dig in. i lead a team of 4 and two are juniors so i'd like a fix "
             "they can follow"),
         (T, "$ python manage.py shell -c \"from tools.sqltrace import trace; "
             "trace('/api/events?page=400')\"\n"
             "[1] SELECT COUNT(*) AS \"__count\" FROM \"events_event\" WHERE "
             "\"events_event\".\"org_id\" = 17   1204.3ms\n"
             "[2] SELECT ... FROM \"events_event\" WHERE \"events_event\".\"org_id\" = 17\n"
             "    ORDER BY \"events_event\".\"created_at\" DESC LIMIT 50 OFFSET 19950            "
             "            981.7ms\n"
             "[3] SELECT ... FROM \"events_venue\" WHERE \"events_venue\".\"id\" = 3321          "
             "                0.9ms\n"
             "[4] SELECT ... FROM \"events_tag\" INNER JOIN \"events_event_tags\" ... WHERE "
             "event_id = 88121   3.8ms\n"
             "... (98 more queries like [3]/[4])\n"
             "102 queries, 2611.0ms total"),
         (A, "Three separate problems:\n\n"
             "1. **COUNT(*)** on every page — 1.2 s on its own. `PageNumberPagination` needs it "
             "for `count`.\n"
             "2. **Deep OFFSET** — Postgres still reads and throws away 19,950 rows.\n"
             "3. **N+1** — one query per event for the venue and one for tags (100 queries per "
             "page).\n\n"
             "Fixes:\n"
             "- `select_related(\"venue\")` and `prefetch_related(\"tags\")` → 3 queries instead "
             "of 102.\n"
             "- Switch to **`CursorPagination`** ordered by `(-created_at, -id)`: no count, no "
             "offset, constant time at any depth. It's a breaking change: no `count`, no "
             "`?page=N`, only `next`/`previous` links.\n"
             "- Alternative: keep page numbers but cache the count — fixes (1) but not (2)."),
         (U, "who uses page numbers... the mobile app does i think. let me check"),
         (U, "ok mobile only ever follows next/prev links, never jumps to a page. cursor "
             "pagination is fine"),
         (T, "--- a/events/api/views.py\n"
             "+++ b/events/api/views.py\n"
             "+class EventCursorPagination(CursorPagination):\n"
             "+    page_size = 50\n"
             "+    ordering = (\"-created_at\", \"-id\")\n"
             "+\n"
             " class EventViewSet(viewsets.ReadOnlyModelViewSet):\n"
             "-    queryset = Event.objects.all()\n"
             "+    queryset = "
             "Event.objects.select_related(\"venue\").prefetch_related(\"tags\")\n"
             "+    pagination_class = EventCursorPagination\n\n"
             "$ pytest events/tests/test_api.py -q\n"
             "..F.F...                                                                [100%]\n"
             "FAILED events/tests/test_api.py::test_list_events_paginates - KeyError: 'count'\n"
             "FAILED events/tests/test_api.py::test_list_events_page_2 - AssertionError: 404 != "
             "200\n"
             "2 failed, 6 passed in 3.12s"),
         (A, "Both failures are the old contract (`count` and `?page=2`). Shall I rewrite them "
             "to walk the `next` links instead?"),
         (U, "yes update them"),
         (T, "Edited events/tests/test_api.py (+24 -18)\n"
             "$ pytest events/tests/ -q\n"
             "..........                                                              [100%]\n"
             "10 passed in 3.40s"),
         (T, "$ python manage.py dbshell -c \"EXPLAIN ANALYZE SELECT ... WHERE org_id = 17 AND "
             "(created_at, id) < ('2024-03-02 10:11:00', 88121) ORDER BY created_at DESC, id "
             "DESC LIMIT 51;\"\n"
             " Limit  (cost=0.43..1893.22 rows=51) (actual time=412.551..412.610 rows=51 "
             "loops=1)\n"
             "   ->  Sort  (cost=...)\n"
             "         Sort Key: created_at DESC, id DESC\n"
             "         ->  Seq Scan on events_event  (actual time=0.021..398.104 rows=611204 "
             "loops=1)\n"
             "               Filter: (org_id = 17)\n"
             " Execution Time: 412.9 ms"),
         (A, "Better, but still a sequential scan and sort: there's no index matching the cursor "
             "ordering. An index on `(org_id, created_at DESC, id DESC)` makes this an index "
             "range scan.\n\n"
             "On a 4M-row table you don't want a plain `CREATE INDEX` (it blocks writes). Django "
             "has `AddIndexConcurrently`; the migration must set `atomic = False`."),
         (U, "concurrently yes"),
         (T, "Created events/migrations/0042_event_org_created_id_idx.py\n"
             "$ python manage.py sqlmigrate events 0042\n"
             "CREATE INDEX CONCURRENTLY \"event_org_created_id_idx\" ON \"events_event\" "
             "(\"org_id\", \"created_at\" DESC, \"id\" DESC);\n"
             "$ python manage.py migrate events 0042 --database=staging_copy\n"
             "  Applying events.0042_event_org_created_id_idx... OK (38.4s)\n"
             "$ python manage.py shell -c \"from tools.sqltrace import trace; "
             "trace('/api/events?cursor=cD0yMDI0')\"\n"
             "3 queries, 37.9ms total"),
         (A, "~2.6 s → 38 ms on the staging copy, 3 queries per page.\n\n"
             "Optional extra: cache the first page per org in Redis for ~30 s, since most "
             "clients hit it."),
         (U, "no cache, 38ms is fine, not adding redis for that"),
         (A, "Fair. Remaining for rollout:\n"
             "- Tell the mobile team that `count` and `?page=` are gone.\n"
             "- Note it in the API changelog.\n"
             "- Deploy order matters: see below."),
         (U, "i'll tell the mobile team at standup tomorrow. and the migration goes out before "
             "the code right? been doing django since 1.4 and i still forget this stuff"),
         (A, "Yes — run the concurrent index migration first, let it finish, then deploy the "
             "code. The new queries are correct without the index, just slow, so the order only "
             "affects performance, but deploying the index first avoids a slow window."),
         decisions=("switch /api/events to cursor pagination",
                    "select_related venue and prefetch tags",
                    "add (org_id, created_at, id) index concurrently"),
         loops=("tell mobile team about pagination change at standup",
                "deploy the index migration before the code"),
         facts=("leads a team of 4 developers", "has used Django since 1.4"),
         split="tune"),
    case("tx-sh-cc-photos-restic", "claude-code",
         (U, "review my backup script? runs nightly from cron on the proxmox box in my basement, "
             "rsyncs the photos to the synology.\n\n"
             "```bash\n"
             "#!/bin/bash\n"
             "rsync -a --delete /tank/photos/ admin@nas.lan:/volume1/backup/photos/\n"
             "echo \"backup done $(date)\" >> /var/log/photo-backup.log\n"
             "```"),
         (A, "Let me check how it's scheduled and whether it has been running."),
         (T, "$ crontab -l\n# m h  dom mon dow   command\n"
             "30 2 * * * /root/bin/photo-backup.sh"),
         (A, "Nightly at 02:30. And the log:"),
         (T, "$ tail -5 /var/log/photo-backup.log\nbackup done Mon 14 Oct 02:41:12 BST 2024\n"
             "backup done Tue 15 Oct 02:40:58 BST 2024\nbackup done Wed 16 Oct 02:39:47 BST 2024\n"
             "backup done Thu 17 Oct 02:31:02 BST 2024\nbackup done Fri 18 Oct 02:30:59 BST 2024"),
         (A, "The last two runs finished within a minute, which is suspicious for a photo "
             "library. Checking the NAS side:"),
         (T, "$ ssh admin@nas.lan 'df -h /volume1'\n"
             "Filesystem      Size  Used Avail Use% Mounted on\n"
             "/dev/md2        3.6T  3.6T     0 100% /volume1"),
         (A, "The NAS volume is full, so rsync has been failing and the script still logged "
             "\"backup done\". That is the first thing to fix."),
         (T, "$ ssh admin@nas.lan 'du -sh /volume1/backup/photos'\n1.7T\t/volume1/backup/photos"),
         (A, "It's short, which is good, but a few real risks:\n\n"
             "1. **`--delete` propagates mistakes**: if files get deleted or encrypted by "
             "ransomware on the source, the next night's run faithfully deletes or overwrites "
             "them on the NAS too. There's no history.\n"
             "2. **No error handling**: no `set -euo pipefail`, and \"backup done\" is logged "
             "even if rsync fails.\n"
             "3. **Single location**: both copies are in the same house (fire, theft, flood).\n"
             "4. **No alert** when it stops running.\n\n"
             "Options:\n"
             "- **restic** to Backblaze B2 (encrypted, deduplicated, snapshots, cheap).\n"
             "- **borg** to a remote borg host (e.g. BorgBase).\n"
             "- Keep rsync but rely on Synology snapshots for history."),
         (U, "photos are the only thing that actually matters, 20 yrs of family pics, about "
             "1.8TB. restic to b2 sounds right"),
         (A, "At 1.8 TB, B2 is roughly $11/month. A minimal script:\n\n"
             "```bash\n"
             "#!/usr/bin/env bash\n"
             "set -euo pipefail\n"
             "export RESTIC_REPOSITORY=\"b2:family-photos-backup:/restic\"\n"
             "export RESTIC_PASSWORD_FILE=/root/.restic-pass\n"
             "source /root/.b2-env   # B2_ACCOUNT_ID / B2_ACCOUNT_KEY\n\n"
             "restic backup /tank/photos --tag nightly\n"
             "restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune\n"
             "curl -fsS -m 10 --retry 3 https://hc-ping.com/$HC_UUID > /dev/null\n"
             "```\n\n"
             "The last line pings healthchecks.io, which emails you if a night is missed. Do you "
             "want to keep the rsync to the Synology as a fast local copy?"),
         (U, "keep the synology rsync too but drop the --delete. healthchecks yes"),
         (A, "Updated local part:\n\n"
             "```bash\n"
             "rsync -a /tank/photos/ admin@nas.lan:/volume1/backup/photos/\n"
             "```\n\n"
             "Without `--delete`, files you intentionally remove will pile up on the NAS; clean "
             "it by hand once a year or so. Put the restic section after it in the same script "
             "so one healthchecks ping covers both."),
         (U, "cool. i'll set up the b2 bucket tonight and do a test restore of one folder after "
             "the first run"),
         (A, "Good plan — a backup you haven't restored from isn't a backup yet. `restic restore "
             "latest --target /tmp/restore-test --include /tank/photos/2009` is a quick one to "
             "try."),
         decisions=("back up photos with restic to Backblaze B2",
                    "keep the Synology rsync, without --delete",
                    "ping healthchecks.io after each backup"),
         loops=("set up the B2 bucket", "test-restore one folder after the first backup"),
         facts=("runs a Proxmox server in the basement", "has a Synology NAS",
                "has 20 years of family photos, ~1.8 TB"),
         split="tune"),
    case("tx-sh-cursor-shiftswap-sqlite", "cursor",
         (U, "building a little shift-swap app for my unit, im an ER nurse who codes on days off "
             "lol. sveltekit. postgres or sqlite? like 60 users tops"),
         (A, "For 60 users, **SQLite** is more than enough and much simpler to run:\n\n"
             "- One file, no separate server, trivial local dev.\n"
             "- Enable **WAL mode** for concurrent reads while writing.\n"
             "- Back it up continuously with **Litestream** to S3-compatible storage.\n\n"
             "Postgres makes sense if you expect several app servers writing at once, or want "
             "managed hosting with point-in-time recovery. Where are you hosting it?"),
         (U, "sqlite. on a 5 dollar hetzner vps. what orm"),
         (A, "Good fits for SvelteKit + SQLite:\n\n"
             "1. **Drizzle** — lightweight, TypeScript-first, SQL-like API, great SQLite "
             "support.\n"
             "2. **Prisma** — polished, but heavier and its query engine binary adds weight on a "
             "small VPS.\n"
             "3. **Kysely** — a typed query builder rather than an ORM.\n\n"
             "I'd pick Drizzle."),
         (U, "drizzle"),
         (A, "Setup:\n\n"
             "```ts\n"
             "// src/lib/server/db.ts\n"
             "import Database from \"better-sqlite3\";\n"
             "import { drizzle } from \"drizzle-orm/better-sqlite3\";\n\n"
             "const sqlite = new Database(\"data/shifts.db\");\n"
             "sqlite.pragma(\"journal_mode = WAL\");\n"
             "export const db = drizzle(sqlite);\n"
             "```\n\n"
             "For Litestream, Backblaze B2 or Hetzner's object storage both work as the replica "
             "target."),
         (U, "litestream to b2 yeah, i'll set that up this weekend. oh and it has to work on the "
             "ancient ipads at work, ios 15"),
         (A, "SvelteKit's output runs fine on iOS 15 Safari. The things to avoid are very new "
             "CSS (`:has()` needs 15.4, container queries need 16) and some newer JS APIs like "
             "`structuredClone` (15.4). Test on one of the iPads early."),
         decisions=("use SQLite for the shift-swap app", "use Drizzle ORM",
                    "host on a Hetzner VPS", "replicate SQLite with Litestream to B2"),
         loops=("set up Litestream to B2 this weekend",),
         facts=("works as an ER nurse", "codes as a hobby on days off"),
         split="tune"),
    case("tx-sh-codex-plain-spinner", "codex",
         (U, "i use nvda, been blind since birth, and our cli's spinner is unusable — it reads "
             "out 'loading loading loading' every 100ms. can we get a plain mode. cli is in "
             "rich, src/wx/progress.py"),
         (A, "Screen readers pick up every redraw, so animated spinners are noise. Ways to turn "
             "them off:\n\n"
             "1. Respect **`NO_COLOR`** and `TERM=dumb`.\n"
             "2. Disable animation when **stdout isn't a TTY** (also fixes logs in CI).\n"
             "3. A **`--plain`** flag: no spinner, no colour, one line per step "
             "(\"Downloading... done\").\n"
             "4. A `plain = true` setting in the config file."),
         (U, "NO_COLOR + non-tty, and a --plain flag. no config file setting, too much surface"),
         (T, "Edited src/wx/progress.py (+28 -6)\n"
             "Edited src/wx/cli.py (+5 -1)\n"
             "Added  tests/test_progress_plain.py (+41)\n\n"
             "$ pytest tests/test_progress_plain.py -q\n"
             "....                                                                     [100%]\n"
             "4 passed in 0.22s\n"
             "$ NO_COLOR=1 wx fetch --station EGLL --days 1\n"
             "Fetching observations for EGLL... done (1,440 rows)\n"
             "Writing egll_obs.csv... done"),
         (A, "Plain output now prints one line per step with no redraws, triggered by `--plain`, "
             "`NO_COLOR`, `TERM=dumb`, or a non-TTY stdout.\n\n"
             "To finish: a CHANGELOG entry and a note in the docs' accessibility section."),
         (U, "changelog i'll write, i know how the release guy likes it. docs later. i joined "
             "this weather company mostly because they hire fully remote, and this stuff is why "
             "i stay lol"),
         (A, "Nice. If it helps for the changelog: \"Added `--plain` and automatic plain output "
             "for NO_COLOR, TERM=dumb and non-interactive terminals (screen-reader friendly).\""),
         decisions=("disable the spinner for NO_COLOR, TERM=dumb and non-TTY",
                    "add a --plain flag"),
         loops=("write the changelog entry for --plain", "document --plain in the docs"),
         facts=("is blind, uses the NVDA screen reader", "works remotely for a weather company"),
         split="tune"),
    case("tx-sh-cc-env-filter-repo", "claude-code",
         (U, "oh no. committed .env with the live stripe secret key to the client repo and "
             "pushed to main. can i just revert?"),
         (A, "A revert creates a new commit that removes the file, but the key stays in history "
             "— anyone with access can still see it. In order:\n\n"
             "1. **Rotate the key in Stripe now** — once pushed, treat it as compromised.\n"
             "2. **Remove it from history** with `git filter-repo --path .env --invert-paths`, "
             "then force-push.\n"
             "3. Everyone with a clone re-clones (old clones still contain it).\n"
             "4. Add `.env` to `.gitignore`, and turn on secret scanning/push protection."),
         (U, "ugh ok. i'll just revert for now and rotate"),
         (A, "Rotating is the crucial part, so that's the right priority. Is the repo public? If "
             "it's private and only a few people have access, revert + rotate is a defensible "
             "short-term step; if public, bots scrape keys within minutes."),
         (U, "private, but all 10 of us at the agency plus the client's contractor have access. "
             "ok fine, do filter-repo properly"),
         (T, "$ git filter-repo --path .env --invert-paths --force\n"
             "Parsed 214 commits\n"
             "New history written in 0.41 seconds; now repacking/cleaning...\n"
             "Completely finished after 1.12 seconds.\n"
             "$ echo \".env\" >> .gitignore && git add .gitignore && git commit -qm \"ignore "
             ".env\"\n"
             "$ git remote add origin git@github.com:harbourline/loyalty-portal.git\n"
             "$ git push --force --all origin\n"
             " + 9c41e2d...b70a1f3 main -> main (forced update)\n"
             "$ git log --all --oneline -- .env | wc -l\n"
             "0"),
         (A, "`.env` is gone from all commits and `main` is force-pushed (filter-repo removes "
             "the remote, so I re-added it).\n\n"
             "Still to do:\n"
             "- Rotate the Stripe key and update it wherever it's deployed.\n"
             "- Ask everyone with a clone to delete it and re-clone.\n"
             "- Check Stripe's logs for API calls you don't recognise since the push."),
         (U, "rotating right after this. i'll post in slack for everyone to re-clone"),
         decisions=("purge .env from history with git filter-repo",),
         loops=("rotate the Stripe secret key", "ask everyone in Slack to re-clone"),
         facts=("works at a 10-person agency",),
         split="tune",
         superseded=("just revert the .env commit",)),
    case("tx-sh-cursor-menu-cq", "cursor",
         (U, "freelance job, menu site for a ramen place. i mostly do sites for restaurants "
             "around portland. the MenuCard component shows 1 col in the sidebar and 3 cols in "
             "main and my media queries are a mess since its the same component in both places"),
         (A, "That's exactly what **container queries** solve: the card responds to its "
             "container's width, not the viewport.\n\n"
             "```css\n"
             ".menu-grid { container-type: inline-size; }\n\n"
             ".menu-cards { display: grid; grid-template-columns: 1fr; gap: 1rem; }\n\n"
             "@container (min-width: 40rem) {\n"
             "  .menu-cards { grid-template-columns: repeat(3, 1fr); }\n"
             "}\n"
             "```\n\n"
             "Support: Chrome/Edge 105+, Firefox 110+, Safari 16+."),
         (U, "client's own ipad is on ios 15 lol and she won't update it"),
         (A, "Two ways to handle iOS 15:\n\n"
             "1. A **polyfill** (`container-query-polyfill`), ~9 KB, uses ResizeObserver.\n"
             "2. A **fallback**: keep the single-column layout as the default and only upgrade "
             "inside `@supports (container-type: inline-size)`. On her iPad the main menu would "
             "be one column — perfectly readable, just less fancy."),
         (U, "fallback with @supports, no polyfill"),
         (A, "```css\n"
             ".menu-cards { display: grid; grid-template-columns: 1fr; gap: 1rem; }\n\n"
             "@supports (container-type: inline-size) {\n"
             "  .menu-grid { container-type: inline-size; }\n"
             "  @container (min-width: 40rem) {\n"
             "    .menu-cards { grid-template-columns: repeat(3, 1fr); }\n"
             "  }\n"
             "}\n"
             "```\n\n"
             "You can delete the old media queries on `.menu-cards`."),
         (U, "nice. ill check it on her ipad at the tasting friday (free ramen lol)"),
         decisions=("use container queries for the menu cards",
                    "fall back via @supports, no polyfill"),
         loops=("check the menu on the client's iPad on Friday",),
         facts=("freelance web developer", "builds sites for Portland restaurants"),
         split="tune"),
    case("tx-sh-codex-booking-npe", "codex",
         (U, "crashlytics spike after 2.3.0, NPE in BookingDetailActivity. i'm the only android "
             "dev at this clinic booking startup so it's me. stack:\n\n"
             "```\n"
             "Fatal Exception: java.lang.NullPointerException\n"
             "  at "
             "com.kliniq.app.booking.BookingDetailActivity.onCreate(BookingDetailActivity.kt:54)"
             "\n  at android.app.Activity.performCreate(Activity.java:8305)\n"
             "```"),
         (T, "$ sed -n 50,56p app/src/main/java/com/kliniq/app/booking/BookingDetailActivity.kt\n"
             "        val bookingId = intent.getStringExtra(\"booking_id\")!!\n"
             "$ rg -n \"putExtra\\(\\\"booking\" app/src/main\n"
             "app/src/main/java/com/kliniq/app/booking/BookingListFragment.kt:88:  "
             "putExtra(\"booking_id\", b.id)\n"
             "app/src/main/java/com/kliniq/app/notify/ReminderNotifier.kt:41:  "
             "putExtra(\"bookingId\", booking.id)"),
         (A, "The reminder notification added in 2.3.0 puts the extra under `\"bookingId\"`, but "
             "the activity reads `\"booking_id\"` with `!!` — so every tap on a reminder "
             "crashes.\n\n"
             "Fixes:\n"
             "1. Use **one constant** for the key, e.g. "
             "`BookingDetailActivity.EXTRA_BOOKING_ID`.\n"
             "2. Replace `!!` with a graceful fallback: if the id is missing, log it and "
             "`finish()` back to the booking list.\n"
             "3. Longer term: Navigation with **Safe Args** so extras are type-checked."),
         (U, "1 and 2. safe args not now, thats a bigger refactor. i'm in krakow so it's only "
             "2pm here, i can get a hotfix out today"),
         (T, "Edited BookingDetailActivity.kt (+9 -2)\n"
             "Edited ReminderNotifier.kt (+1 -1)\n"
             "Edited BookingListFragment.kt (+1 -1)\n"
             "Edited app/build.gradle.kts: versionName 2.3.1, versionCode 231\n\n"
             "$ ./gradlew testReleaseUnitTest\n"
             "BUILD SUCCESSFUL in 1m 12s\n"
             "48 actionable tasks: 12 executed, 36 up-to-date"),
         (A, "Done: both call sites use `EXTRA_BOOKING_ID`, the activity finishes cleanly when "
             "it's missing, and the version is 2.3.1. Consider a staged rollout to catch "
             "anything else."),
         (U, "yep, shipping 2.3.1 to play tonight, staged at 20%"),
         decisions=("use one constant for the booking id extra",
                    "finish gracefully when the booking id is missing",
                    "roll out 2.3.1 staged at 20%"),
         loops=("ship 2.3.1 to the Play Store tonight",),
         facts=("sole Android developer at a clinic-booking startup", "lives in Kraków"),
         split="tune"),
]
