"""Life chats with an assistant: trips, health, money, family, home, pets, food, work,
languages and cars, with facts said in passing.
Measured only (split "outsider"), never trained or tuned on: see ``distill_cases``.
"""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case("tb-lisbon-easter-trip", "chatgpt",
         (U, "hey, planning an easter trip to lisbon. we're in ghent so either fly from brussels "
             "or charleroi. 2 adults 2 kids - ines is 9 and dyslexic so reading-heavy museum "
             "stuff is a no lol, wout is 6. 5 nights. where should we stay??"),
         (A, "Lisbon is great with kids. A quick run through the neighbourhoods:\n- Alfama: the "
             "old quarter, very charming, but steep lanes and lots of stairs.\n- Baixa / Chiado: "
             "central and flat-ish at the bottom, easy metro and trams, lots of family rooms in "
             "hotels.\n- Belem: quieter, by the river, near the monastery and the pastry shop, a "
             "tram ride from the centre.\n- Parque das Nacoes: modern, flat, next to the "
             "Oceanario, a bit soulless in the evening.\nFor 5 nights with a 6 and a 9 year old "
             "I'd lean Baixa or Belem. An apartment gives you a kitchen; a hotel gives you "
             "breakfast and a lift. Do you have a preference?"),
         (U, "alfama sounds lovely tbh. airbnb there then, we like having a kitchen for "
             "breakfasts. flights - brussels or charleroi"),
         (A, "From Ghent, Brussels Airport is one direct train (about an hour) and has TAP and "
             "Brussels Airlines to Lisbon. Charleroi is usually cheaper (Ryanair) but from Ghent "
             "it's train to Brussels-South and then the shuttle bus, so closer to 1h45 and more "
             "changes. With two kids and luggage I'd pay a little more for Brussels unless the "
             "gap is big."),
         (U, "brussels yeah. ah and my mother in law might come too, she has a bad knee"),
         (A, "That changes the Alfama picture quite a bit. A lot of Alfama apartments are in old "
             "buildings with no lift, and the streets themselves are stairs and cobbles. With a "
             "bad knee she'd probably struggle every time you go out. A hotel or apartment with "
             "a lift in Baixa, or near Cais do Sodre, would keep everything flat and close to "
             "the metro and the river."),
         (U, "ugh right. ok scrap alfama, hotel in baixa with a lift. family room + a single for "
             "her. kitchen isn't worth her knee"),
         (A, "Sensible. For the kids, things that don't need much reading:\n1. Oceanario - huge "
             "central tank, very visual.\n2. Pavilhao do Conhecimento (science centre) - "
             "hands-on, next door to the Oceanario.\n3. Tram 28 - though it's packed at "
             "Easter.\n4. Belem - the tower, and custard tarts.\n5. Day trip to Sintra - palaces "
             "and the Moorish castle.\nAlso, do you want me to look at travel insurance options?"),
         (U, "1 and 2 for sure, belem for the tarts obvs. sintra no, way too much walking for a "
             "6yo and her knee. insurance we've got the annual family one through the bank so "
             "we're covered"),
         (A, "Great, that's a nice relaxed plan. A couple of things to do soon:\n- Book flights "
             "- Easter fares go up fast.\n- Check the kids' ID documents. Belgian children under "
             "12 travel in Schengen on a Kids-ID, and it has to be valid for the trip.\n- "
             "Oceanario tickets are cheaper online and skip the queue."),
         (U, "oh good call, i think wout's kids-id expired in january. will sort that. booking "
             "flights tonight when ines is in bed. oceanario we'll just buy there"),
         (A, "Sounds good. Shout if you want help comparing hotels in Baixa once you have dates."),
         decisions=(
             "fly from Brussels Airport, not Charleroi",
             "stay in a Baixa hotel with a lift",
             "visit the Oceanario and the science centre",
             "skip the Sintra day trip",
             "buy Oceanario tickets on the day",
         ),
         loops=(
             "book the Easter flights to Lisbon",
             "renew Wout's Kids-ID card",
             "book a family room and a single in Baixa",
         ),
         facts=(
             "lives in Ghent",
             "daughter Ines, 9, dyslexic",
             "son Wout, 6",
             "has annual family travel insurance through the bank",
         ),
         superseded=(
             "rent an Airbnb apartment in Alfama",
         ),
         split="outsider"),
    case("tb-levothyroxine-bedtime", "claude",
         (U, "quick q. been on levothyroxine for years (hashimoto's, diagnosed 2011) and i "
             "always take it with my first coffee at 6.30 bc otherwise i forget. new GP looked "
             "horrified when i told her. is it actually a big deal? i'm 52 btw. also started "
             "calcium + vit D last month for my bones"),
         (A, "It can matter, yes. Coffee taken at the same time can reduce how much "
             "levothyroxine you absorb quite noticeably, and calcium binds to it too, so those "
             "ideally sit about four hours apart. That said, your dose was probably adjusted "
             "while you were already taking it with coffee, so your blood levels reflect your "
             "current habit.\n\nOptions:\n1. Take it on waking with water and wait 30-60 minutes "
             "before coffee.\n2. Take it at bedtime, at least 3 hours after your last meal.\n3. "
             "Keep your routine exactly as it is, consistently, and let the GP adjust the dose "
             "if needed.\nWhichever you pick, a TSH check 6-8 weeks after changing is sensible."),
         (U, "1 is never happening lol, i am not a functioning human before coffee. bedtime "
             "could work? i eat around 7 and go to bed like 11"),
         (A, "That fits nicely - four hours after dinner. When do you take the calcium?"),
         (U, "with breakfast"),
         (A, "Then bedtime keeps the two well apart, which is ideal. A couple of practical bits: "
             "a pillbox or the blister strip on the nightstand helps, and tell the GP you've "
             "switched so the next TSH result is read in that light. Some people find their dose "
             "needs lowering slightly when absorption improves."),
         (U, "ok going with bedtime from tonight. pills on the nightstand. i've got an appt on "
             "the 14th anyway, will ask for the blood test then.\nmy sister says if i ever start "
             "HRT that messes with it too?"),
         (A, "She's partly right. Oral oestrogen can raise the amount of thyroid-binding "
             "protein, which sometimes means a higher levothyroxine dose is needed; patches and "
             "gels affect it much less. If you do start HRT at some point, a TSH check a couple "
             "of months in is the usual approach."),
         (U, "not on it, not planning it yet, was just curious. also random but i've been "
             "shattered all week, could that be the coffee thing?"),
         (A, "Possibly, but tiredness has lots of causes - sleep, stress, a cold coming on. The "
             "blood test on the 14th will tell you whether your thyroid levels are off. If it "
             "persists or you get other symptoms, mention it at the appointment."),
         (U, "ok thanks, that's reassuring"),
         decisions=(
             "take levothyroxine at bedtime instead of with morning coffee",
         ),
         loops=(
             "ask the GP for a TSH blood test on the 14th",
         ),
         facts=(
             "takes levothyroxine for Hashimoto's, diagnosed 2011",
             "aged 52",
             "takes calcium and vitamin D with breakfast",
         ),
         split="outsider"),
    case("tb-remortgage-fix", "chatgpt",
         (U, "our fixed rate ends in august. we owe about 186k on a house worth ~340k, 19 yrs "
             "left on the term. broker came back with: 2yr fix 4.29%, 5yr fix 4.05%, tracker "
             "base + 0.6. which one"),
         (A, "Your loan-to-value is about 55%, which is why the rates are decent. Rough monthly "
             "repayments on 186k over 19 years:\n- 2-year fix at 4.29%: about 1,194/month\n- "
             "5-year fix at 4.05%: about 1,171/month\n- Tracker: moves with the base rate; no "
             "early repayment charges usually.\nThe 2-year is a bet that rates fall and you can "
             "refix cheaper in 2026; the 5-year buys certainty. Are you likely to move or want "
             "to overpay heavily in the next five years? Both would make the ERCs on a 5-year "
             "fix matter."),
         (U, "not moving, kids are settled at the school here and we love the street. 2 year i "
             "think, rates will probably come down"),
         (A, "That's a reasonable view. One thing to check before you commit: are there product "
             "fees? Brokers often quote the headline rate only. If the 2-year has a fee and you "
             "also pay a fee again when you refix in two years, the saving can disappear."),
         (U, "looking at the email again. 2yr has a 999 fee, 5yr has none. huh"),
         (A, "Then the 5-year is cheaper from day one: about 23/month less and no fee, so "
             "roughly 2,300 better off over the first two years before even counting the next "
             "refix fee. The 2-year only wins if rates drop a lot by 2026."),
         (U, "ok actually 5 year then. the 2 yr saving is basically eaten by the fee and "
             "honestly i hate thinking about this stuff, i want 5 years of not thinking about it"),
         (A, "Makes sense. Most 5-year fixes let you overpay up to 10% a year without penalty. "
             "Even 100/month extra would take a good chunk off the term. Want me to model that?"),
         (U, "overpaying not now, the car needs replacing next year and i'd rather have the "
             "cash. just lock in the 5 yr"),
         (A, "Fair enough. Next steps:\n- Tell the broker you want the 5-year fix; ask whether "
             "it's a product transfer with your current lender (usually no valuation or legal "
             "work).\n- Check the offer document: rate, term, ERC schedule, and that it starts "
             "when the current fix ends.\n- Set a reminder a few months before the new fix ends."),
         (U, "will email the broker tomorrow. is there anything i need to do with the life "
             "insurance when we switch?"),
         (A, "Usually not, if it's a separate policy. The exception is decreasing-term cover "
             "that was set up to match the mortgage: if the balance or term changes, check it "
             "still covers what you owe."),
         (U, "it's decreasing term, took it out with the mortgage in 2018. will dig out the "
             "policy doc this weekend and check"),
         decisions=(
             "take the 5-year fix at 4.05%",
             "no mortgage overpayments for now",
         ),
         loops=(
             "email the broker to accept the 5-year fix",
             "check the decreasing-term life insurance still matches the mortgage",
         ),
         facts=(
             "owes about 186k on the mortgage, 19 years left",
             "house worth about 340k",
             "has decreasing-term life insurance since 2018",
         ),
         superseded=(
             "take the 2-year fix at 4.29%",
         ),
         split="outsider"),
    case("tb-pension-consolidation", "claude",
         (U, "hi. i'm 47, freelance illustrator, self-employed since 2016 so no workplace "
             "pension since then. i have 3 old pensions from jobs in my 20s and 30s: larkfield "
             "~38k, meridian mutual ~12k, and a tiny ~4k one from a company that got bought out. "
             "plus a SIPP i've been paying into since going freelance. should i combine "
             "everything into the sipp?"),
         (A, "Consolidating can make life simpler and often cheaper, but check each old pension "
             "first for things you'd lose on transfer:\n- Is it defined benefit (final salary)? "
             "Those usually shouldn't be moved without advice.\n- Guaranteed annuity rates or "
             "protected tax-free cash above 25%.\n- Exit fees, or a loyalty bonus you'd lose.\n- "
             "Annual charges vs your SIPP's charges.\nOlder policies from the early 2000s and "
             "before are where guarantees tend to hide."),
         (U, "the meridian one is from 2003 and the annual letter literally says 'guaranteed "
             "annuity rate' on it. the other two are normal DC i'm pretty sure, larkfield "
             "charges 0.9% which seems high"),
         (A, "Then I'd leave Meridian alone - a guaranteed annuity rate from that era can be "
             "worth far more than the 12k suggests if you'd ever buy an annuity. Larkfield at "
             "0.9% and the small one are good candidates to move into the SIPP if its charges "
             "are lower."),
         (U, "yeah ok. move larkfield and the little one into the sipp, leave meridian alone"),
         (A, "Good. You normally start the transfer from the receiving side - your SIPP provider "
             "will have a transfer-in form and will contact the old schemes. Separately, since "
             "you're self-employed you could look at carry forward: unused annual allowance from "
             "the previous three tax years, if you had a strong year."),
         (U, "i did have a good year actually. maybe. not this month though, tax bill first. "
             "which fund should the transfers go into?"),
         (A, "What is the SIPP invested in at the moment?"),
         (U, "everything's in a global all-cap tracker already"),
         (A, "Then keeping the transfers in the same tracker is the simplest option and keeps "
             "your overall allocation consistent."),
         (U, "fine, same tracker. the tiny one - i don't even know who runs it now, the company "
             "got bought twice"),
         (A, "The government's Pension Tracing Service can find the current administrator from "
             "the employer's name. Have your National Insurance number and rough dates of "
             "employment ready."),
         (U, "ok will do that at the weekend"),
         decisions=(
             "consolidate the Larkfield and small pensions into the SIPP",
             "keep the Meridian pension for its guaranteed annuity rate",
             "put the transfers into the same global tracker",
         ),
         loops=(
             "trace the small pension via the Pension Tracing Service",
             "start the Larkfield transfer into the SIPP",
         ),
         facts=(
             "aged 47",
             "freelance illustrator, self-employed since 2016",
             "has a SIPP invested in a global tracker",
             "old Meridian pension with a guaranteed annuity rate",
         ),
         split="outsider"),
    case("tb-budget-one-income", "chatgpt",
         (U, "need help making a budget that actually works. since march we're basically on one "
             "and a bit incomes - i dropped to 3 days a week (i'm a pharmacist) to do school "
             "pickups, and my partner sam is a self employed electrician so his money jumps all "
             "over. 2 kids, 4 and 8. we keep running out by like the 20th"),
         (A, "That pattern is really common with irregular income. A few approaches:\n1. An app "
             "like YNAB, which is built around giving every euro/pound a job.\n2. A simple "
             "spreadsheet with a zero-based budget.\n3. Separate accounts: a bills account, a "
             "spending account, a buffer.\nWith irregular income the key idea is to budget on a "
             "low, reliable figure and treat anything above it as extra."),
         (U, "not paying for an app lol. spreadsheet. google sheets so sam can see it too"),
         (A, "Good choice. Can you share rough numbers: take-home pay, rent or mortgage, fixed "
             "bills, and what Sam earned in his best and worst months over the last year?"),
         (U, "me 1,950 take home. sam avg about 2,400 but lowest month last year was 1,300. rent "
             "1,150. bills (energy, water, council tax, phones, internet) about 520. car 180 + "
             "fuel. childcare 310 for the little one. food is where it goes wrong i think"),
         (A, "Here's how I'd set it up: budget on 1,950 + 1,300 = 3,250 each month. Fixed costs "
             "come to about 2,160 plus fuel, which leaves roughly 900-1,000 for food and "
             "everything else. In any month Sam earns over 1,300, the extra goes straight into a "
             "buffer account, and lean months get topped up from the buffer. Over time the "
             "buffer smooths his income into a steady salary."),
         (U, "yes!! baseline the low month, extra goes to the buffer. love that"),
         (A, "Next, subscriptions - these add up quietly. Could you list them?"),
         (U, "netflix, disney, spotify family, a gym i pay 45 for, amazon prime, icloud"),
         (A, "Candidates to cut: the gym if it's not being used, and Prime if you don't need the "
             "delivery. Three streaming services is also fairly common to trim to one or two."),
         (U, "cancel the gym yeah, haven't been since january lol. keep the streaming, that's "
             "our one vice. prime stays too, we'd be lost without it"),
         (A, "Fair. One more idea: compare energy tariffs, you might save on the 520."),
         (U, "nah we fixed energy last year, locked until 2026"),
         (A, "Then you're already sorted there. I've outlined a sheet layout: Income (baseline "
             "and actual), Fixed, Variable, Buffer balance, and a weekly food column so you can "
             "see by the 10th whether you're on track."),
         (U, "perfect. i'll set it up tonight and share with sam"),
         decisions=(
             "use a shared Google Sheets budget, not an app",
             "budget on Sam's lowest month income",
             "put income above baseline into a buffer account",
             "keep the streaming subscriptions and Prime",
         ),
         loops=(
             "cancel the unused gym membership",
             "set up the budget sheet and share it with Sam",
         ),
         facts=(
             "works as a pharmacist, 3 days a week",
             "partner Sam, self-employed electrician",
             "two kids, aged 4 and 8",
             "rents, 1,150 a month",
         ),
         split="outsider"),
    case("tb-secondary-school-adhd", "claude",
         (U, "my son matteo is 11 and starts secondary in september. he got diagnosed with ADHD "
             "last year (combined type), no meds, we're still on the waiting list for the "
             "clinic. the new school sent a form asking about 'additional needs'. what do i even "
             "put, and what should i be asking for?"),
         (A, "Be specific and practical on the form - schools respond better to 'what helps' "
             "than to a label alone. Include:\n- The diagnosis and date, and that he's awaiting "
             "a medication review.\n- What he finds hard: organisation, transitions, "
             "after-school meltdowns, whatever applies.\n- What already works at primary "
             "(seating, written instructions, movement breaks).\nThen ask for a meeting with the "
             "SENCO before term starts, an extra transition visit, a named key adult, and a "
             "homework planner that's checked. If needs are significant you could also request "
             "an EHCP needs assessment."),
         (U, "EHCP feels like overkill? he's doing fine academically, it's more the organisation "
             "and the meltdowns when he gets home"),
         (A, "That's a fair read. Plenty of kids with ADHD are supported well at 'SEN support' "
             "level without an EHCP. It's worth keeping a simple diary of how the first term "
             "goes though - if things go badly, that record makes an assessment request much "
             "stronger."),
         (U, "his year 6 teacher said he does way better with written instructions than verbal, "
             "should i put that?"),
         (A, "Definitely - that's exactly the kind of concrete detail that gets passed on to "
             "subject teachers."),
         (U, "and how do i talk to him about it? he hates being 'different', he'll be mortified "
             "if a teacher makes a thing of it in front of everyone"),
         (A, "You could involve him in writing the 'what helps me' part - kids are often more on "
             "board when they've had a say. You can also ask the SENCO that adjustments are done "
             "discreetly, e.g. instructions on a card rather than announced."),
         (U, "ok. i'll fill the form in this week and email the senco asking for a meeting "
             "before term. haven't decided about the ehcp thing, need to talk to my husband first"),
         (A, "That sounds like a good plan. Good luck to Matteo in September."),
         loops=(
             "fill in the school's additional needs form",
             "email the SENCO to ask for a meeting before term",
             "talk to husband about requesting an EHCP assessment",
         ),
         facts=(
             "son Matteo, 11, ADHD combined type",
         ),
         split="outsider"),
    case("tb-dad-home-care", "chatgpt",
         (U, "my dad is 84 and lives alone in namur. had a fall in march, nothing broken but "
             "he's shaky since. i'm in brussels, about an hour by train, and my brother luc "
             "lives in lyon so it's mostly on me. looking at home care, what are the options"),
         (A, "There are several layers you can combine:\n- A personal alarm (pendant or wrist) "
             "that calls a response centre or you if he falls.\n- Home care visits through the "
             "mutualite or a private agency: help with washing, shopping, medication.\n- Meal "
             "delivery from the CPAS or a local service.\n- An occupational therapy home visit "
             "to look at fall risks: grab rails, rugs, lighting.\nWhere would you like to start?"),
         (U, "alarm definitely, he'll grumble but he'll wear it. carers maybe twice a week to "
             "start, for a shower and shopping"),
         (A, "That's a gentle way in. Ask the agency for a quote and whether the mutualite "
             "covers part of it - they often do after an assessment."),
         (U, "agency quoted me: 2x a week 90 min = about 260/month after mutualite. daily 45 min "
             "in the morning = about 540"),
         (A, "Daily visits have a few advantages beyond cost: someone sees him every morning, so "
             "a fall overnight wouldn't go unnoticed for days, and they can prompt medication."),
         (U, "talked to luc on whatsapp, he says he'll pay half if we go daily. and honestly he "
             "forgets his pills half the time. ok daily mornings then, not twice a week"),
         (A, "Good decision. For the pills, a weekly dispenser the carer can check works well. "
             "On fall risk at home, the quick wins are grab rails by the toilet and shower, "
             "removing or securing rugs, and night lights on the way to the bathroom."),
         (U, "rails yes, i'll put them in myself when i'm there saturday. rugs he will NOT give "
             "up lol, they were my mum's"),
         (A, "Understandable. Non-slip underlay under each rug is a good compromise. And meal "
             "delivery - would that help?"),
         (U, "nah he still cooks fine, it's about the only thing he enjoys. leave that"),
         (A, "Then the plan is: alarm, daily morning carer, rails, underlay. Want a checklist "
             "for the agency call?"),
         (U, "no i'm good, calling them monday"),
         decisions=(
             "get dad a personal alarm",
             "daily morning carer visits for dad",
             "split the carer cost with brother Luc",
             "no meal delivery for dad",
         ),
         loops=(
             "book the daily morning carers with the agency",
             "install grab rails at dad's on Saturday",
             "buy non-slip underlay for dad's rugs",
         ),
         facts=(
             "lives in Brussels",
             "father, 84, lives alone in Namur",
         ),
         superseded=(
             "carer visits twice a week",
         ),
         split="outsider"),
    case("tb-tenth-anniversary", "claude",
         (U, "10th wedding anniversary coming up, june 14. husband dev is a paramedic, 4 on 4 "
             "off nights, so anything has to dodge his rota. budget ~400 euro. ideas? we're in "
             "utrecht, no kids, one extremely needy greyhound"),
         (A, "Some directions:\n1. A weekend in the Ardennes or on the coast (you'd need a dog "
             "sitter).\n2. Dinner plus a concert or show.\n3. Something experiential - balloon "
             "flight, cooking class.\n4. Recreating your first date.\nIs there anything with a "
             "story behind it for the two of you?"),
         (U, "we met at a jazz gig in 2013 haha. ooh a concert. is there jazz on in june?"),
         (A, "I can't see live listings, but it's worth checking the programmes of the main "
             "concert halls and jazz cafes in Utrecht and Amsterdam for mid-June, and small "
             "venues often have weeknight sessions."),
         (U, "wait just checked his rota, he's on nights 12th to 15th june. damn. celebrate on "
             "the 17th instead?"),
         (A, "The 17th works well - he'll have had a day to recover from the night block. Plenty "
             "of couples celebrate on the nearest good day."),
         (U, "ok 17th. dinner at home, i'll cook his mum's biryani (need to get the recipe from "
             "her without him finding out lol), then a gig if i can find one. no weekend away, "
             "sorting a dog sitter for bo is more stress than it's worth"),
         (A, "Lovely plan. The biryani is a nice touch. What about a gift - traditionally the "
             "10th is tin or aluminium, if you like that sort of thing."),
         (U, "tin lol. like what"),
         (A, "An engraved tin hip flask, a tin print of a photo from your wedding, a pressed "
             "aluminium map of where you met, or a tin-type portrait session."),
         (U, "flask is cute but he'd never use it. nah. i'll think about a gift later, dinner "
             "first"),
         decisions=(
             "celebrate the anniversary on 17 June, not the 14th",
             "cook his mum's biryani for dinner at home",
             "no weekend away for the anniversary",
         ),
         loops=(
             "get the biryani recipe from Dev's mum",
             "find a jazz gig on 17 June",
             "choose an anniversary gift",
         ),
         facts=(
             "married to Dev, a paramedic on night shifts",
             "wedding anniversary on 14 June, married ten years",
             "lives in Utrecht, no kids",
             "has a greyhound called Bo",
         ),
         split="outsider"),
    case("tb-boiler-losing-pressure", "chatgpt",
         (U, "boiler keeps losing pressure. drops to 0.5 every 2-3 days and i top it back up to "
             "1.5. it's a combi, about 11 years old. we're in a 1930s semi we bought in 2019. no "
             "visible leaks anywhere that i can see"),
         (A, "Common causes when there's no visible leak:\n1. The pressure relief valve (PRV) "
             "letting water out - check the copper pipe that exits the outside wall near the "
             "boiler; if it drips, that's the giveaway.\n2. A failed expansion vessel - pressure "
             "spikes when the water heats, so the PRV opens.\n3. A hidden leak under floors.\n4. "
             "The automatic air vent weeping inside the casing."),
         (U, "just went out and looked, the pipe outside is dripping a bit actually. can i fix "
             "that myself? youtube makes it look easy"),
         (A, "I wouldn't. Replacing the PRV means opening the boiler casing, and in the UK any "
             "work inside a gas appliance should be done by a Gas Safe registered engineer. "
             "Also, a dripping PRV is often a symptom: if the expansion vessel has lost its "
             "charge, a new valve will just start dripping again."),
         (U, "ok not touching it then. engineer it is. local guy or one of those homecare cover "
             "plans?"),
         (A, "Cover plans run roughly 15-25 a month and include an annual service and repairs; "
             "some exclude older boilers or cap parts. A one-off call-out from an independent "
             "engineer is typically 80-250 depending on parts. For an 11-year-old boiler I'd get "
             "one repair quoted first."),
         (U, "local guy then, no cover plan. also should we just replace the boiler while we're "
             "at it?"),
         (A, "At 11 years, a well-serviced combi often has a few years left. If the engineer "
             "finds the heat exchanger is corroded, replacement starts to make sense; if it's "
             "the vessel and valve, a repair is much cheaper. Some engineers will also suggest a "
             "power flush."),
         (U, "not replacing unless it's actually dead, we literally just paid for the roof. and "
             "no power flush either, my brother in law says they're a racket"),
         (A, "Fair. Until the engineer comes: keep topping up to 1-1.5 bar when cold, don't "
             "overfill, and note how fast it drops - useful info for diagnosis."),
         (U, "ok. will ring round tomorrow for someone gas safe"),
         decisions=(
             "use a local Gas Safe engineer, no cover plan",
             "don't replace the boiler unless it fails",
             "no power flush",
             "don't replace the pressure relief valve yourself",
         ),
         loops=(
             "book a Gas Safe engineer to check the PRV and expansion vessel",
         ),
         facts=(
             "owns a 1930s semi, bought in 2019",
             "combi boiler about 11 years old",
         ),
         split="outsider"),
    case("tb-cat-ckd-diet", "claude",
         (U, "our cat pistache (14, tabby girl) got diagnosed with CKD stage 2 yesterday. vet "
             "wants her on a renal diet. she's a grazer, nibbles dry food all day. the vet sells "
             "a renal dry - ok to just switch her to that?"),
         (A, "Renal dry food is a reasonable option, especially for a grazer. A few points:\n- "
             "Transition slowly over 1-2 weeks, mixing with the old food, or she may refuse "
             "it.\n- Renal diets are lower in phosphorus, which is the main goal at stage 2.\n- "
             "Hydration matters a lot with CKD; wet food is generally better for that.\n- The "
             "vet will usually want bloods and blood pressure rechecked in about 3 months."),
         (U, "ok renal dry then, easiest with her grazing"),
         (A, "That works. Adding a water fountain near where she sleeps can encourage her to "
             "drink more."),
         (U, "hmm although she barely drinks tbh. the vet said her urine was dilute and she's a "
             "bit dehydrated. maybe wet is better after all?"),
         (A, "Given that, yes - wet food would help more. A pouch of renal wet food is around "
             "80% water, which makes a real difference to a cat who doesn't drink much. Many "
             "people do wet meals through the day and leave a small amount of renal dry for "
             "grazing."),
         (U, "ok change of plan. renal wet as her main food, small bowl of the renal dry at "
             "night so she can graze. and i'll get a fountain"),
         (A, "Good balance. Warming the wet food slightly can help older cats eat it. Mix a "
             "little into her current food for a week, then gradually increase."),
         (U, "also our dog bram steals her food constantly lol. he's a 5 yo beagle, bottomless "
             "pit"),
         (A, "Beagles will be beagles. Feed her somewhere high he can't reach - a windowsill or "
             "a shelf - or use a microchip feeder."),
         (U, "windowsill it is, microchip feeder is too pricey. recheck is in 3 months, vet said "
             "she'll send a reminder"),
         decisions=(
             "renal wet food as Pistache's main diet",
             "small bowl of renal dry at night for grazing",
             "feed Pistache on the windowsill away from the dog",
             "no microchip feeder",
         ),
         loops=(
             "buy a water fountain for Pistache",
             "recheck Pistache's bloods in 3 months",
         ),
         facts=(
             "cat Pistache, 14, CKD stage 2",
             "dog Bram, 5-year-old beagle",
         ),
         superseded=(
             "switch Pistache to renal dry food",
         ),
         split="outsider"),
    case("tb-nut-free-birthday-cake", "chatgpt",
         (U, "my son oskar turns 7 on saturday and he has a severe peanut + tree nut allergy "
             "(epipen, anaphylaxis when he was 3). i want to bake the cake myself so i know "
             "exactly what's in it. also i'm lactose intolerant so i'd rather not use loads of "
             "butter lol. ideas?"),
         (A, "A few options that avoid nuts and butter:\n1. Chocolate 'wacky cake' - oil-based, "
             "no butter, no eggs, very reliable.\n2. Vanilla sponge made with oil and oat or soy "
             "milk.\n3. Lemon drizzle traybake with oil.\nFor frosting: dairy-free spread "
             "buttercream, or a sunflower seed butter frosting for a 'peanut-butter' taste "
             "without peanuts.\nWhatever you pick, check every label for 'may contain nuts', "
             "including cocoa, chocolate and sprinkles."),
         (U, "chocolate one! frosting with the dairy free spread"),
         (A, "Great. Wacky cake for a 20x30 tin: 270g flour, 300g sugar, 40g cocoa, 1 tsp "
             "bicarb, 1/2 tsp salt, 80ml oil, 1 tbsp vinegar, 1 tsp vanilla, 360ml water. Mix "
             "dry, add wet, bake 30-35 min at 175C."),
         (U, "the sprinkles we have say 'made in a factory that also handles nuts', are those ok"),
         (A, "With a severe allergy and anaphylaxis history I'd not use them. There are brands "
             "that are certified nut-free and made in nut-free facilities - worth buying new "
             "ones."),
         (U, "ugh ok bin those. one of his friends is egg free btw, is this cake ok for him?"),
         (A, "Yes - wacky cake has no eggs at all, and the dairy-free frosting keeps it egg-free "
             "too. Just check the spread's label."),
         (U, "perfect. what about the sunflower butter thing, i don't actually know if oskar is "
             "ok with seeds"),
         (A, "Some children with nut allergies also react to seeds. If it hasn't been tested, "
             "I'd skip it for the party and ask his allergist next time."),
         (U, "skip it then. baking friday night so it's fresh. need cocoa and new sprinkles, "
             "that's it"),
         decisions=(
             "bake a chocolate wacky cake, oil-based and egg-free",
             "frost the cake with dairy-free spread",
             "skip the sunflower seed butter frosting",
             "bin the may-contain-nuts sprinkles",
         ),
         loops=(
             "buy cocoa and certified nut-free sprinkles",
             "bake the birthday cake on Friday night",
         ),
         facts=(
             "son Oskar, turning 7, severe peanut and tree nut allergy",
             "Oskar carries an EpiPen, anaphylaxis at 3",
             "lactose intolerant",
         ),
         split="outsider"),
    case("tb-fintech-job-offer", "claude",
         (U, "ok need a sounding board. i'm 38, QA lead at a freight logistics company, been "
             "there 6 years. got an offer from a fintech startup: test automation manager, 68k "
             "vs my 61k, fully remote vs my current 3 days in the office (1h10 each way, it's "
             "killing me). equity 0.1%. two kids, my wife works part time, so stability matters. "
             "thoughts?"),
         (A, "Some questions that change the picture:\n- Funding: when was their last round and "
             "how much runway do they have?\n- Pension: what's the employer contribution at "
             "each?\n- Probation and notice periods.\n- Whether the equity is options, vesting "
             "schedule, strike price.\nThe commute saving alone is worth something real: roughly "
             "7 hours a week back."),
         (U, "series B 18 months ago, they say 2+ years runway. pension is 3% there vs 8% at my "
             "current place. options, 4 yr vest 1 yr cliff"),
         (A, "The pension gap matters: 5% of 61k is about 3k a year, so in total-comp terms 68k "
             "at 3% is closer to 65k against your current package. Still a raise, plus the "
             "commute, but smaller than it looks. You could ask for either a higher salary or a "
             "matched pension contribution."),
         (U, "ok so ask for 72k, or a matched pension?"),
         (A, "Either is reasonable. Salary is simpler for a startup to say yes to; pension "
             "changes sometimes need HR policy exceptions."),
         (U, "go with asking for 72k then, pension sounds messy. if they say no i'll probably "
             "still take it tbh"),
         (A, "That's a solid position. Keep the counter short: thank them, say you're excited, "
             "cite the pension difference, ask for 72k. Also check your notice period and any "
             "non-compete in your current contract."),
         (U, "my notice is 2 months, no non-compete. if i took it i'd probably sell the second "
             "car too, we'd barely need it"),
         (A, "That would be another saving to factor in. Do you want help drafting the reply?"),
         (U, "no i can write it. replying to the recruiter tomorrow. and i'm not telling my boss "
             "anything until the contract is signed"),
         (A, "Sensible. Good luck with it."),
         decisions=(
             "counter the fintech offer at 72k salary",
             "don't tell current boss until the contract is signed",
         ),
         loops=(
             "reply to the recruiter with the 72k counter",
         ),
         facts=(
             "aged 38",
             "QA lead at a freight logistics company, 6 years",
             "two kids, wife works part-time",
             "commutes 1h10 each way, 3 office days a week",
             "notice period is 2 months",
         ),
         split="outsider"),
    case("tb-learning-portuguese", "chatgpt",
         (U, "want to learn portuguese properly this time. my partner rafa is from porto and his "
             "family barely speak english, christmas dinners are a lot of smiling and nodding "
             "lol. i'm dutch, fluent english, school french. maybe 30 min a day. been doing "
             "duolingo on and off for like a year"),
         (A, "First question: European or Brazilian Portuguese? They differ a lot in "
             "pronunciation and some grammar, and since Rafa's family is in Porto, European "
             "makes sense. A 30-minute daily plan could be:\n- 15 min spaced repetition (Anki) "
             "for vocabulary.\n- 15 min listening: a European Portuguese podcast or graded "
             "audio.\n- Once a week: a session with a tutor.\nDuolingo's Portuguese course is "
             "Brazilian, so it may be working against you."),
         (U, "european obviously. and yeah i didn't know duo was brazilian, drop it then"),
         (A, "Good. For the tutor, online platforms have plenty of teachers from Portugal; 45-60 "
             "minutes once a week is a good rhythm. For Anki, you could build your own cards "
             "from words you meet."),
         (U, "tutor yes, online once a week. anki tho - i tried it for german years ago and "
             "hated making cards"),
         (A, "There are ready-made European Portuguese decks (frequency lists with audio). You "
             "just review, no card-making."),
         (U, "ok premade deck, fine"),
         (A, "One more thing that speeds things up a lot: speaking Portuguese with Rafa at home, "
             "say at dinner a few nights a week."),
         (U, "lol no. he refuses, says it's like teaching his mum to drive. not happening"),
         (A, "Fair enough! Then set yourself a goal instead - e.g. being able to hold a simple "
             "conversation at a family dinner."),
         (U, "we go to porto every christmas so that's the target. i'll look for a tutor this "
             "week"),
         decisions=(
             "learn European Portuguese, not Brazilian",
             "stop using Duolingo",
             "weekly online Portuguese tutor",
             "use a premade Anki deck instead of making cards",
         ),
         loops=(
             "find an online European Portuguese tutor",
         ),
         facts=(
             "partner Rafa is from Porto",
             "native Dutch speaker, fluent English, school French",
             "spends every Christmas in Porto with Rafa's family",
         ),
         split="outsider"),
    case("tb-second-ev-purchase", "claude",
         (U, "we have a 2019 zoe (the 52kwh one) which we love, but our 2011 diesel golf just "
             "failed its APK and it's not worth fixing. we live in the countryside outside "
             "zwolle, home charger on the driveway. need something with a bigger boot for our "
             "labrador and we drive to my parents in bavaria twice a year, ~750 km. budget about "
             "25k used. mg4 or kia e-niro?"),
         (A, "Both are solid used buys around that budget:\n- MG4 Long Range (77 kWh): faster DC "
             "charging (up to ~140 kW), rear-wheel drive, good range, cheaper for the year. Boot "
             "around 363 L, quite shallow.\n- Kia e-Niro 64 kWh: proven, very efficient, 451 L "
             "boot, 7-year Kia warranty that transfers to new owners. Slower DC charging (~77 kW "
             "peak).\nFor long trips the MG4 charges faster; for everyday space the Kia is "
             "better."),
         (U, "mg4 long range then, the faster charging sounds great for bavaria"),
         (A, "It'll make the Bavaria run noticeably quicker. One thing to check for the dog: "
             "what are the dimensions of his crate or bed? The MG4's boot floor is fairly short."),
         (U, "crate is 92 cm deep. that won't fit in an mg4 will it"),
         (A, "Unlikely with the rear seats up - the MG4's boot depth is well under that. The "
             "e-Niro's is longer, though it's worth measuring in person with the crate if you "
             "can."),
         (U, "ugh. ok e-niro then, the dog wins lol. 2021 ones seem to be around 24k here"),
         (A, "Good call for a family with a big dog. When looking at used e-Niros:\n- Ask for a "
             "battery state-of-health report.\n- Check whether it has the heat pump - it makes a "
             "big difference to winter range.\n- Confirm the remaining Kia warranty (7 "
             "years/150,000 km from first registration)."),
         (U, "heat pump is a must, winters here are grim. found a 2021 at a dealer in deventer: "
             "heat pump, 48k km, 23,900. going for a test drive saturday, taking the crate"),
         (A, "Sounds promising. Ask the dealer for the SoH report before Saturday so you're not "
             "deciding on the spot."),
         (U, "yep will email them today for the battery report"),
         decisions=(
             "buy a used Kia e-Niro, not an MG4",
             "heat pump is a must for the e-Niro",
         ),
         loops=(
             "test drive the 2021 e-Niro in Deventer on Saturday",
             "ask the dealer for the battery state-of-health report",
         ),
         facts=(
             "owns a 2019 Renault Zoe 52 kWh",
             "lives in the countryside outside Zwolle",
             "has a home charger on the driveway",
             "has a Labrador",
             "parents live in Bavaria, visits twice a year",
         ),
         superseded=(
             "buy an MG4 Long Range",
         ),
         split="outsider"),
    case("tb-japan-trip-insulin", "chatgpt",
         (U, "going to japan for 3 weeks in october (tokyo, kyoto, osaka). i'm type 1, on an "
             "omnipod since 2017 plus dexcom. flying from amsterdam, 7 hours ahead there. how do "
             "i handle basal on the flight + what do i need for customs"),
         (A, "Customs first: Japan allows you to bring insulin and pump supplies for personal "
             "use up to a month's supply without a special permit, so 3 weeks is fine. Carry a "
             "doctor's letter (in English) listing your diagnosis, insulin and devices. Keep all "
             "insulin in hand luggage, and bring double supplies split between two bags.\n\nFor "
             "the time change there are two common approaches:\n1. Change the pump clock to "
             "local time when you land and watch closely for 48h.\n2. Shift it gradually, 1-2 "
             "hours a day.\nYour diabetes team can tailor this."),
         (U, "switch the clock when we land. gradual sounds like a nightmare to keep track of"),
         (A, "That's what most people do. Expect some highs or lows for a day or two; check more "
             "often and be ready to correct. Also take backup pens in case the pump fails: a "
             "long-acting basal insulin and your rapid-acting."),
         (U, "backup pens - my endo gave me some lantus last year, pretty sure it's expired now"),
         (A, "Likely, and opened pens only last about 4 weeks anyway. Ask for a new prescription "
             "for both Lantus and NovoRapid pens to take as backup."),
         (U, "should we get travel insurance covering pre-existing conditions"),
         (A, "Yes - essential with type 1. Make sure it covers diabetes explicitly, and device "
             "loss if possible."),
         (U, "ok so todo: letter from my endo, new lantus + novorapid pens, double pods and "
             "sensors. splitting everything between my bag and my wife's. insurance i'll ask "
             "her, she sorted the last one"),
         (A, "Perfect. One more: Japanese pharmacies won't have Omnipod pods, so the double "
             "supply is your safety net. Have a great trip!"),
         decisions=(
             "change the pump clock to Japan time on landing",
             "split diabetes supplies between own and wife's hand luggage",
             "take double pods and sensors to Japan",
         ),
         loops=(
             "get a doctor's letter from the endocrinologist",
             "get new Lantus and NovoRapid backup pens",
             "order extra Omnipod pods and Dexcom sensors",
             "ask wife about travel insurance covering type 1",
         ),
         facts=(
             "type 1 diabetic, Omnipod pump since 2017",
             "uses a Dexcom CGM",
         ),
         split="outsider"),
    case("tb-bathroom-mould-rented", "chatgpt",
         (U, "black mould is back on the bathroom ceiling AGAIN. we rent a ground floor flat in "
             "an old building, no extractor fan, just a tiny window that barely opens. i've "
             "bleached it twice this winter. i have asthma so it's not exactly great"),
         (A, "Bleach usually only whitens mould on the surface; it comes back because the "
             "underlying cause - moisture with nowhere to go - is still there. Options:\n- Ask "
             "the landlord to install an extractor fan; in many places adequate ventilation is "
             "the landlord's responsibility.\n- Meanwhile: open the window after every shower, "
             "squeegee the walls, keep the door closed while showering.\n- A dehumidifier.\n- A "
             "mould-specific spray, then anti-mould paint.\nWith asthma, it's worth pushing on "
             "the fan."),
         (U, "how much power does a dehumidifier use"),
         (A, "A typical compressor dehumidifier draws 150-250 W; running 6 hours a day that's "
             "roughly 1-1.5 kWh, so a few euros a week depending on your tariff."),
         (U, "hm. i'll have to ask the landlord about the fan first, he's slow to answer. don't "
             "want to buy a dehumidifier if he sorts it"),
         (A, "Makes sense. Tips for the email: keep it factual, include dated photos of the "
             "mould, mention you've cleaned it repeatedly, mention your asthma, and ask for an "
             "extractor fan with a timeframe. Keep a copy."),
         (U, "anti mould paint - am i even allowed to paint, it's rented"),
         (A, "Usually you need the landlord's permission to redecorate. You could ask in the "
             "same email."),
         (U, "ok i'll ask about the paint in the same email. sending it this week with photos"),
         loops=(
             "email the landlord about the mould and an extractor fan, with photos",
             "ask the landlord for permission to use anti-mould paint",
         ),
         facts=(
             "rents a ground floor flat in an old building",
             "has asthma",
         ),
         split="outsider"),
    case("tb-coeliac-cheap-meals", "claude",
         (U, "diagnosed coeliac in 2020, live alone, and gluten free stuff is SO expensive. "
             "spending like 90 a week just on me at the moment. can you help me with a cheap "
             "weekly plan? i don't eat pork btw"),
         (A, "The cheapest route is to lean on foods that are naturally gluten-free rather than "
             "GF versions of wheat products: rice, potatoes, lentils, beans, eggs, chicken "
             "thighs, frozen veg, corn tortillas, and certified GF oats for breakfast. A sample "
             "week:\n- Breakfast: GF oat porridge with banana.\n- Lunch: leftovers or rice and "
             "lentil salad.\n- Dinner: dal, chicken and bean chilli, jacket potatoes, egg fried "
             "rice."),
         (U, "i react to oats, even the certified GF ones, so no oats. rest looks good"),
         (A, "Some coeliacs react to avenin in oats, so that's not unusual. Swap porridge for "
             "rice porridge, buckwheat porridge, or eggs on corn tortillas."),
         (U, "buckwheat is safe right, despite the name?"),
         (A, "Yes - buckwheat isn't related to wheat and is naturally gluten-free. Buy it "
             "labelled GF though, because of cross-contamination in milling."),
         (U, "buckwheat porridge then. and i want to batch cook on sundays, like 2 big dishes "
             "for the week"),
         (A, "Good plan. Two that freeze well and are cheap: red lentil dal and chicken and "
             "black bean chilli. Together they're about 8-10 portions. Another big saving would "
             "be a bread maker - GF loaves at home cost a fraction of shop ones."),
         (U, "no bread maker, my kitchen is the size of a cupboard. i'll just eat less bread lol"),
         (A, "Fair. Rice cakes and corn tortillas cover most bread uses cheaply."),
         (U, "ok dal and the chilli this sunday. i'll write the shopping list tonight"),
         decisions=(
             "batch cook two big dishes on Sundays",
             "buckwheat porridge instead of oats for breakfast",
             "cook dal and chicken chilli this Sunday",
             "no bread maker",
         ),
         loops=(
             "write the shopping list for the Sunday batch cook",
         ),
         facts=(
             "coeliac, diagnosed 2020",
             "reacts to oats, even certified gluten-free ones",
             "doesn't eat pork",
             "lives alone, small kitchen",
         ),
         split="outsider"),
    case("tb-phone-for-mum", "chatgpt",
         (U, "my mum is 79 and her old nokia finally died. she lives on her own in ostend and "
             "has macular degeneration so small screens are hopeless. i'm worried she's got no "
             "way to call anyone right now. what phone should she get? she's not techy at all. "
             "my sister thinks an ipad for video calls"),
         (A, "A few routes:\n1. A big-button senior phone: large keys, loud, high-contrast "
             "display, and usually an SOS button on the back.\n2. A smartphone with "
             "accessibility settings (large text, zoom, voice assistant) - more capable but more "
             "to learn.\n3. A tablet for video calls alongside a simple phone.\nGiven low vision "
             "and little tech experience, option 1 is the most reliable for calls."),
         (U, "she'd hate an ipad tbh. but my sister lives in canada and really wants to see her "
             "face, that's her whole argument"),
         (A, "A compromise: a big-button phone for everyday calls, plus a very simple video-call "
             "device - some tablets can be locked to one app with large photo buttons for each "
             "contact, so she just taps your sister's face."),
         (U, "hm. i'll run it past my sister before buying anything, she's paying half anyway"),
         (A, "Good idea to agree first. If you go for the senior phone, check it's loud enough "
             "for her and works with hearing aids if she uses them."),
         (U, "what about that emergency button on the back, does it call 112?"),
         (A, "On most models it calls a list of up to 5 saved numbers in turn and sends a text "
             "with the location; some can be set to include 112. You choose the contacts when "
             "setting it up."),
         (U, "ok good to know. will call my sister sunday and we'll decide"),
         loops=(
             "decide on mum's new phone with sister on Sunday",
         ),
         facts=(
             "mother, 79, lives alone in Ostend",
         ),
         split="outsider"),
    case("tb-chatter-octopus", "chatgpt",
         (U, "random q but are octopuses actually as smart as people say"),
         (A, "They're remarkably clever for invertebrates. They can solve puzzles, open jars, "
             "use coconut shells as portable shelters, and some escape from aquarium tanks. "
             "Around two-thirds of their neurons are in their arms, which can act "
             "semi-independently."),
         (U, "wait the arms think on their own??"),
         (A, "In a sense - each arm can process touch and taste and carry out movements without "
             "waiting for instructions from the brain, though the central brain still "
             "coordinates overall behaviour."),
         (U, "that's deeply unsettling lol. ok thanks"),
         chatter=True,
         split="outsider"),
    case("tb-chatter-rainy-riddle", "claude",
         (U, "it is absolutely pouring and i'm bored out of my mind. give me a riddle"),
         (A, "Here's one: the more of them you take, the more you leave behind. What are they?"),
         (U, "hmm. memories?"),
         (A, "Good guess, but no - footsteps."),
         (U, "ugh obviously. another one"),
         (A, "What has keys but can't open locks?"),
         (U, "a piano!! ha got it"),
         (A, "Correct! Want a harder one?"),
         (U, "nah that's enough brain for today, thanks"),
         chatter=True,
         split="outsider"),
]
