"""Everyday-life chats with a general assistant. Training data (split "tune")."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case("tw-sicily-roadtrip", "chatgpt",
         (U, "planning 10 days in sicily end of september w my boyfriend. we live in rotterdam, i "
             "think transavia flies RTM-palermo direct? neither of us loves driving in cities lol. "
             "where should we base ourselves"),
         (A, "Sicily in late September is a great call: still warm, sea is at its warmest, fewer "
             "crowds than August.\n\nWith 10 days and a dislike of city driving, I'd suggest **two "
             "bases** rather than a full loop:\n\n1. **West + east split**: Palermo (car-free, 4 "
             "nights) then pick up a car and head east to Siracusa/Ortigia (5 nights).\n2. **East "
             "only**: fly into Catania, base in Ortigia and somewhere near Etna. Less driving "
             "overall.\n3. **Full loop**: Palermo - Trapani - Agrigento - Siracusa - Etna - back. "
             "Beautiful, but lots of hotel changes and driving.\n\nFlights matter a lot here: "
             "Palermo in, Catania out (open-jaw) saves you the 3-hour drive back. Which airports "
             "can you realistically use?"),
         (U, "two bases sounds good. lets fly into palermo then, its direct from rtm"),
         (A, "Good. Then a rough shape:\n\n- **Days 1-4: Palermo**, no car. Walk the centro "
             "storico, Ballarò market, day trip to Monreale or Cefalù by train.\n- **Day 5**: pick "
             "up a car on the edge of town (not in the centre, the ZTL zones are a pain) and drive "
             "to Siracusa, ~3h via A19.\n- **Days 5-10: Ortigia**, day trips to Noto, Marzamemi, "
             "Etna.\n\nThe catch is getting home: either drive back to Palermo (3h) on the last "
             "day or fly home from Catania."),
         (U, "return flights from catania are weird times. hm. how bad is driving back across on "
             "the last day"),
         (A, "Doable: about 2h45-3h15 Siracusa to Palermo airport on the A19/A29, mostly easy "
             "motorway. I'd leave a good buffer for a morning flight though, so realistically an "
             "overnight near Palermo on night 9."),
         (U, "ok wait i just checked and transavia rtm-palermo doesnt run after sept 20 "
             "apparently. eindhoven-catania does tho, both ways. so scrap palermo, catania in and "
             "out"),
         (A, "That actually simplifies things a lot. Revised plan, **Catania in and out**:\n\n| "
             "Nights | Base | Why |\n|---|---|---|\n| 5 | Ortigia (Siracusa) | walkable island, "
             "Noto and beaches nearby |\n| 4 | Taormina or around Etna | mountain, wine, Alcantara "
             "gorge |\n| 1 | near Catania airport (optional) | if your flight is early |\n\nPick "
             "up the car at Catania airport on arrival; you never need to drive in a big city "
             "centre."),
         (U, "ortigia yes. i think taormina is too touristy tho, whats the alternative"),
         (A, "A few good ones:\n\n- **Agriturismo on the Etna slopes** (Zafferana Etnea, "
             "Linguaglossa, Castiglione di Sicilia): vineyards, home cooking, quiet, easy day trip "
             "to Taormina if you want a look.\n- **Noto** for baroque streets, but it's close to "
             "Ortigia so less variety.\n- **Cefalù** on the north coast, but that's a 2h drive "
             "from Catania.\n\nFor a contrast with Ortigia I'd go Etna agriturismo."),
         (U, "agriturismo near etna sounds amazing. also fyi i cant drive manual, my license is "
             "automatic only"),
         (A, "Worth knowing early: automatics are a minority of the Sicilian rental fleet and sell "
             "out in September. Tips:\n\n- Book **now** and filter explicitly for automatic "
             "transmission.\n- Stick to the airport desks of bigger companies, they have more "
             "automatics.\n- A compact (Fiat 500L / VW T-Roc class) is ideal for narrow village "
             "streets.\n\nDo you want to rent at Catania airport for the whole stay?"),
         (U, "yes rent at catania airport, automatic, whole stay. what about the zero excess "
             "insurance thing, people online are very angry about deposits"),
         (A, "Two ways to do it:\n\n1. **Full cover at the rental desk**: pricier (often "
             "€20-30/day) but the deposit is small or zero and there's no arguing about "
             "scratches.\n2. **Third-party excess insurance** (bought separately, cheaper, annual "
             "policies exist): but the desk will still block a large deposit (€1,000-2,000) on a "
             "*credit* card and you claim back afterwards.\n\nIf deposit drama is your main worry, "
             "1 is the peace-of-mind option."),
         (U, "we'll just take the full cover at the desk. i dont want the deposit drama"),
         (A, "Makes sense. Summary + next steps:\n\n1. Book flights EIN-CTA return.\n2. Book "
             "automatic car at Catania airport, full cover.\n3. Book Ortigia, 5 nights.\n4. Book "
             "Etna agriturismo, 4 nights.\n5. Note the ZTL in Ortigia: park at Talete car park, "
             "don't drive onto the island."),
         (U, "thanks! booking flights tonight, car + ortigia place this weekend. bram gets to pick "
             "the agriturismo, his job lol. oh and bram is coeliac (actual coeliac not trendy "
             "gluten free). is sicily ok for that"),
         (A, "Sicily is pretty good for coeliacs: Italy has strong awareness, and the Italian "
             "coeliac association (AIC) lists certified restaurants, including several in Siracusa "
             "and Catania. Pharmacies sell gluten-free bread and pasta. Watch out for arancini and "
             "fried street food (shared fryers), and mention it when you book the agriturismo so "
             "they can plan breakfast."),
         (U, "perfect ty"),
         decisions=(
             "fly Eindhoven to Catania and back",
             "two bases: Ortigia then agriturismo near Etna",
             "rent automatic car at Catania airport for whole stay",
             "take full cover insurance at the rental desk",
         ),
         loops=(
             "book Eindhoven-Catania flights tonight",
             "book the automatic rental car this weekend",
             "book the Ortigia accommodation this weekend",
         ),
         facts=(
             "lives in Rotterdam with boyfriend Bram",
             "has an automatic-only driving licence",
             "boyfriend Bram has coeliac disease",
         ),
         superseded=("fly into Palermo direct from Rotterdam",)),
    case("tw-knee-half-marathon", "claude",
         (U, "I'm 52, been running about 3 years, signed up for the York marathon in October. "
             "Outer side of my right knee has started hurting around km 12 on long runs. "
             "sharp-ish, goes away a while after I stop. any ideas"),
         (A, "Pain on the outside of the knee that comes on at a predictable distance and settles "
             "with rest is very typical of **iliotibial band (ITB) syndrome**. I can't diagnose "
             "you, but a few questions help narrow it down:\n\n- Have you changed your weekly "
             "mileage recently?\n- New shoes, or a new route with lots of camber or downhill?\n- "
             "Any swelling, locking or giving way? (Those would point elsewhere and need a proper "
             "look sooner.)"),
         (U, "no swelling. upped mileage from 40 to 60km/week in about 3 weeks lol. also new shoes "
             "in june"),
         (A, "That's a 50% jump in three weeks, which is the classic trigger. The usual guideline "
             "is around 10% a week with a lighter week every 3-4.\n\nWith the race in October you "
             "have roughly three options:\n\n1. **Keep the marathon**: cut back hard for 2 weeks, "
             "then rebuild carefully. Tight but possible if it settles fast.\n2. **Switch to the "
             "half**: many races, York included, allow a distance change before a deadline.\n3. "
             "**Defer** to next year.\n\nWhich way are you leaning?"),
         (U, "york lets you switch to the half until sept 1 i think. honestly i'd rather switch "
             "than risk it. my dad had both knees replaced and i'm a bit paranoid"),
         (A, "Switching is a sensible call, and it takes the time pressure off the recovery. For "
             "now:\n\n- Drop to **~35 km/week**, all easy, nothing longer than 10 km for two "
             "weeks.\n- Stop the run *before* the pain starts rather than pushing through it.\n- "
             "Hip strength 3x a week: clamshells, side planks, single-leg glute bridges, lateral "
             "band walks.\n- Foam rolling the outer thigh can feel good, though it doesn't "
             "\"stretch\" the ITB itself."),
         (U, "fine, 35k a week it is. do i need a physio or can i just do the exercises"),
         (A, "Plenty of people settle with load management and strength work alone. I'd see a "
             "physio if it isn't clearly better in two weeks, or sooner if you want a gait check "
             "and a plan you trust. Some workplace health schemes cover a few sessions without a "
             "GP referral."),
         (U, "we have bupa through work actually, here in leeds theres a clinic 10 min from me. "
             "i'll book one this week"),
         (A, "Good. Want me to write out a 6-week plan building towards the half, so you have it "
             "ready for when the knee settles?"),
         (U, "not yet, lets see what the physio says first. also should i go back to my old shoes"),
         (A, "How many kilometres are on the old pair? Most shoes lose a lot of cushioning "
             "somewhere between 600 and 800 km. If they're well under that, rotating both pairs is "
             "a reasonable experiment."),
         (U, "old ones are at like 900km so no. will keep the new ones"),
         (A, "Fair enough, then keep the new ones and mention them to the physio so they can look "
             "at how you run in them. Hope it settles quickly."),
         decisions=(
             "switch York race entry from marathon to half marathon",
             "cut to 35 km a week, easy runs only",
             "keep running in the new shoes",
         ),
         loops=(
             "book a physio appointment through Bupa this week",
             "switch the York entry to the half before Sept 1",
         ),
         facts=(
             "is 52",
             "has been running for about 3 years",
             "lives in Leeds",
             "has Bupa health insurance through work",
         )),
    case("tw-kleinunternehmer-choice", "chatgpt",
         (U, "hi, im an illustrator in berlin, going from employed to freelance in january. have "
             "to fill the Fragebogen zur steuerlichen Erfassung. should i pick "
             "Kleinunternehmerregelung? expecting maybe 18-20k revenue in the first year"),
         (A, "Good question to settle before you send the form. In short:\n\n**Kleinunternehmer "
             "(§19 UStG)**\n- You charge **no VAT** on invoices.\n- You **can't reclaim** VAT you "
             "pay on your own purchases.\n- Less admin: no regular VAT returns.\n- Only possible "
             "under the revenue thresholds (previous year / expected current year).\n\n**Regular "
             "VAT**\n- You add 19% (or 7% for some rights/licences) to invoices.\n- You reclaim "
             "input VAT on business purchases.\n- You file advance VAT returns "
             "(Umsatzsteuer-Voranmeldung).\n\nThe deciding factors are usually: who your clients "
             "are (businesses vs private people) and how much you plan to spend on equipment."),
         (U, "ok sounds simpler, lets do kleinunternehmer"),
         (A, "Fine. Then on the form you tick that you use the small business rule, and each "
             "invoice needs a note like: *\"Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.\"* "
             "Keep an eye on the threshold; if you go over it you switch to regular VAT from then "
             "on."),
         (U, "wait. most of my clients will be agencies and publishers. and i need a new ipad pro "
             "and a mac studio in jan, like 4500€. does that change anything"),
         (A, "Yes, quite a bit:\n\n- Agencies and publishers can reclaim the VAT you charge them, "
             "so adding 19% costs them nothing in the end. Being a Kleinunternehmer doesn't make "
             "you cheaper for them.\n- On €4,500 gross of equipment, the VAT included is about "
             "**€718**, which you could reclaim under regular VAT but lose as a "
             "Kleinunternehmer.\n\nThe downside: if you opt out of the small business rule you're "
             "bound to that for **5 years**."),
         (U, "5 years hm. but ok 700€ is real money in year one. i'll go regular then, no "
             "kleinunternehmer"),
         (A, "That's the usual choice for B2B creatives with upfront equipment costs. What it "
             "means in practice:\n\n- Invoices show net + VAT + gross, with your tax number or VAT "
             "ID.\n- You file Umsatzsteuer-Voranmeldungen via ELSTER; the Finanzamt tells you "
             "whether monthly or quarterly.\n- Buy the equipment *after* you're registered, with "
             "invoices in your business name."),
         (U, "ugh fine. im a polish citizen btw, does that matter for any of this"),
         (A, "No: as an EU citizen living and working in Germany you're treated like anyone else "
             "resident here. You already have a Steuer-ID from employment, which you'll enter on "
             "the form. For clients in other EU countries the reverse-charge rules apply, so a "
             "USt-IdNr. is worth requesting on the form too."),
         (U, "ok. i'll ask my friend's steuerberater to look over the form before i send it. what "
             "about the künstlersozialkasse, illustrators go there right"),
         (A, "Yes, illustrators are a classic KSK profession. Through the KSK you pay roughly half "
             "of your health, care and pension contributions, like an employee would. You apply "
             "with proof of your artistic self-employment (portfolio, first invoices or "
             "contracts)."),
         (U, "will apply to ksk too but after the tax form is done"),
         (A, "Sounds like a plan. Next steps:\n\n1. Fill in the Fragebogen with regular VAT and "
             "request a USt-IdNr.\n2. Wait for your tax number.\n3. Apply to the KSK.\n4. Open a "
             "separate business bank account.\n5. Pick bookkeeping software (lexoffice, sevDesk) "
             "to handle invoices and the VAT returns."),
         (U, "separate account i already have. bookkeeping i'll do in excel for now, not paying "
             "for software yet"),
         (A, "Excel is fine at your volume; just keep every receipt and number your invoices "
             "sequentially."),
         decisions=(
             "opt out of Kleinunternehmerregelung, charge regular VAT",
             "request a VAT ID (USt-IdNr.) on the form",
             "do bookkeeping in Excel, no software for now",
         ),
         loops=(
             "have friend's Steuerberater check the Fragebogen",
             "send the Fragebogen zur steuerlichen Erfassung",
             "apply to the Künstlersozialkasse after the tax form",
         ),
         facts=(
             "illustrator living in Berlin",
             "going freelance from January",
             "is a Polish citizen",
             "already has a separate business bank account",
         ),
         superseded=("use the Kleinunternehmerregelung",)),
    case("tw-toddler-bed-switch", "claude",
         (U, "my son is 2 and a half and has climbed out of his crib twice this week. last night "
             "he landed on his face (he's fine, just a red mark). do we move him to a toddler bed "
             "now?? we have a second baby due in april so i was hoping to keep the crib for her"),
         (A, "Glad he's okay. Once a child can climb out, the crib itself becomes the risk, so "
             "it's worth acting on. Options:\n\n1. **Lower the mattress** to the lowest setting if "
             "it isn't already.\n2. **Sleep sack**: makes it much harder to swing a leg over the "
             "rail.\n3. **Transition now** to a toddler bed or a floor mattress.\n\nI'd avoid crib "
             "tents; most have been recalled or aren't recommended."),
         (U, "mattress is already on the lowest setting. sleep sack he hates lol, rips it off. his "
             "name is Theo btw. we're in a small 2 bedroom condo in toronto so the baby will be in "
             "our room for the first months anyway"),
         (A, "Then transitioning Theo now is a good option, and the timing works for you: doing it "
             "a couple of months before the baby arrives means he won't connect \"new bed\" with "
             "\"new sibling took my crib\".\n\nQuick safety checklist for his room before the "
             "switch:\n- furniture anchored to the wall\n- outlet covers, cords out of reach\n- a "
             "gate at his door so night wandering stays in his room"),
         (U, "ok lets do it now then rather than waiting. floor mattress or an actual toddler "
             "bed?"),
         (A, "| | Floor mattress | Toddler bed |\n|---|---|---|\n| Fall risk | none | low, with "
             "rails |\n| Cost | cheap | moderate |\n| Feels \"big boy\" | meh | yes, kids often "
             "love it |\n| Lasts | until you buy a real bed | ~2-3 years |\n\nBoth are fine. A "
             "toddler bed with side rails is usually the smoothest for climbers."),
         (U, "toddler bed w rails. ikea has one right"),
         (A, "Yes, IKEA has toddler beds (the Kritter and Sniglar lines) with guard rails, and "
             "they take a standard crib-size mattress, so you can move Theo's current mattress "
             "over."),
         (U, "oh nice so we reuse his crib mattress and get a new one for the baby. ok. what's the "
             "clock thing people talk about"),
         (A, "An **ok-to-wake clock** glows one colour at night and changes colour when it's okay "
             "to get up. It helps kids who leave the bed at 5am.\n\nNext steps for the switch:\n1. "
             "Anchor furniture.\n2. Put a gate on his door.\n3. Get an ok-to-wake clock.\n4. Read "
             "a short story book about a big-kid bed.\n5. Keep the bedtime routine exactly the "
             "same."),
         (U, "furniture is already anchored. gate yes, we have one at my mom's from the stairs, "
             "i'll grab it. the clock meh, he's 2, not sure he'll get it. skip that for now"),
         (A, "Fair, many parents wait until closer to 3 for the clock. Good luck with the first "
             "nights; a few curtain calls are normal."),
         decisions=(
             "move Theo to a toddler bed now",
             "toddler bed with guard rails from IKEA",
             "reuse Theo's crib mattress in the toddler bed",
             "skip the ok-to-wake clock for now",
         ),
         loops=("buy the IKEA toddler bed", "get the stair gate from mom's for Theo's door"),
         facts=("son Theo is 2 and a half", "lives in a small two-bedroom condo in Toronto")),
    case("tw-shower-cartridge-diy", "chatgpt",
         (U, "shower keeps dripping after i turn it off. single handle moen. house is from 1978, "
             "we bought it 2 yrs ago (dayton ohio if that matters). plumber quoted $280 to replace "
             "the cartridge. is that diy-able"),
         (A, "Usually yes, it's one of the more approachable plumbing jobs. First identify the "
             "cartridge:\n\n- **Moen 1222** (Posi-Temp): handle turns in one direction only, "
             "controls temperature, no separate volume.\n- **Moen 1225**: older, pull-out/push-in "
             "handle.\n\nYou'll need to shut off the water, remove the handle and trim, pull the "
             "retaining clip and pull the old cartridge."),
         (U, "its posi-temp i think, the handle only turns one way. ok i'll try it myself. is "
             "there a shutoff for just the shower or the whole house"),
         (A, "Some Moen valves have built-in stops, but on an older Posi-Temp you'll most likely "
             "have to use the **whole-house main**. Do you know where yours is?"),
         (U, "main is in the basement by the water heater. its one of those old gate valves with "
             "the round handle and tbh im scared it'll break"),
         (A, "The fear is reasonable; old gate valves sometimes snap the stem or don't seal "
             "fully.\n\n- Turn it slowly and gently, no wrench on the first try.\n- If it won't "
             "close fully, the water utility can shut it off at the curb stop.\n- Longer term, "
             "replacing it with a quarter-turn ball valve is cheap insurance."),
         (U, "lol ok. if it breaks then i'm calling the plumber anyway. what do i need to buy"),
         (A, "Shopping list:\n\n- Moen **1222** cartridge (~$35-45)\n- Moen cartridge puller "
             "**104421** (~$15)\n- Silicone plumber's grease\n- Needle-nose pliers, Phillips and "
             "flat screwdrivers\n- A towel for the tub drain so you don't lose the clip"),
         (U, "do i really need the puller"),
         (A, "In a 45-year-old house with hard water, probably. Cartridges get cemented in with "
             "scale, and yanking with pliers can damage the valve body, which turns a $40 job into "
             "opening the wall."),
         (U, "fine, i'll get it. home depot has both. doing it saturday morning while my wife "
             "takes the kids to soccer"),
         (A, "Good plan. Tips for Saturday:\n\n1. Take photos at every step.\n2. Note which way "
             "the cartridge stem points before you pull it; the new one goes in the same way or "
             "hot and cold swap.\n3. Grease the O-rings.\n4. Turn the main back on slowly and "
             "check for leaks before closing up.\n\nAnd when you're in there anyway, consider "
             "booking a plumber to swap that main gate valve for a ball valve."),
         (U, "one project at a time lol"),
         decisions=(
             "replace the shower cartridge himself instead of the plumber",
             "buy the Moen cartridge puller",
         ),
         loops=(
             "buy Moen 1222 cartridge, puller and grease at Home Depot",
             "replace the shower cartridge Saturday morning",
         ),
         facts=(
             "owns a 1978 house in Dayton, Ohio",
             "bought the house two years ago",
             "married, has kids",
         )),
    case("tw-cat-kidney-diet", "claude",
         (U, "Good evening. My cat Bolacha (14, female, indoor only) was diagnosed with early "
             "kidney disease, IRIS stage 2. The vet suggested a renal diet and maybe subcutaneous "
             "fluids at home. I am 67 and I live alone, I am not sure I can do the injections. "
             "What do you think?"),
         (A, "I'm sorry about the diagnosis, but stage 2 is early, and many cats live comfortably "
             "for years with good management.\n\n- **Renal diet** has the strongest evidence at "
             "this stage: lower phosphorus and controlled protein slow progression.\n- "
             "**Subcutaneous fluids** are more often needed from stage 3, or if she is dehydrated. "
             "Your vet can tell you whether she needs them now.\n- **Phosphate binders** mixed "
             "into food are an alternative if she refuses the renal diet.\n\nHow is her appetite, "
             "and what does she eat now?"),
         (U, "She is very fussy. She only eats one brand of wet food, the chicken one from the "
             "supermarket. Dry food she ignores."),
         (A, "Fussy cats are common with kidney disease. A gentle approach:\n\n1. Buy small packs "
             "of 2-3 different **wet** renal foods to see which she accepts.\n2. Mix a little into "
             "her usual food and increase slowly over **2-3 weeks**.\n3. Warm it slightly; smell "
             "matters a lot.\n4. If she stops eating, go back to her normal food; a cat not eating "
             "is more dangerous than the wrong food. Then ask the vet about a phosphate binder."),
         (U, "Ok, I will try the renal wet food slowly like that. And the fluids I prefer not, for "
             "now."),
         (A, "That's reasonable at stage 2 if your vet agrees. Keep her well hydrated in other "
             "ways: wet food only, a few bowls of water around the house, and many cats drink more "
             "from a **water fountain**. Bloodwork is usually rechecked after about 3 months."),
         (U, "The vet also said recheck in 3 months. The appointment is in February, my neighbour "
             "Rosa drives me because I don't drive anymore. It is a good clinic here in Lisbon."),
         (A, "Lovely that Rosa helps. Things worth noting before February: her weight (if you have "
             "a kitchen scale you can weigh her in a box), appetite, how much she drinks, and any "
             "vomiting. I can make you a simple weekly log sheet if that helps."),
         (U, "A water fountain is a good idea. I will ask my daughter to bring one when she visits "
             "at Christmas, she knows these things."),
         (A, "Perfect. Put it away from her food bowl; cats often prefer water and food in "
             "different places."),
         (U, "Thank you, you are very kind."),
         decisions=(
             "switch Bolacha slowly to renal wet food",
             "no subcutaneous fluids for now",
             "get a water fountain for Bolacha",
         ),
         loops=(
             "buy renal wet food samples and start the transition",
             "ask daughter to bring a water fountain at Christmas",
             "take Bolacha for bloodwork recheck in February",
         ),
         facts=(
             "is 67",
             "lives alone in Lisbon",
             "no longer drives",
             "has a daughter",
             "cat Bolacha, 14, indoor, early kidney disease (stage 2)",
         )),
    case("tw-40th-dinner-menu", "chatgpt",
         (U, "hosting 8 ppl saturday for my 40th. thinking slow roast lamb shoulder, roast veg, "
             "some starter. only have a 60cm oven lol. cape town, so itll be warm"),
         (A, "Happy almost-40th! A slow-roast lamb shoulder is perfect for a small oven because it "
             "cooks low and long, then rests while the oven goes hot for the veg.\n\n**Rough "
             "menu**\n- Starter: something cold (no oven needed)\n- Main: lamb shoulder, 4-5h at "
             "160°C, rest 45 min under foil\n- Sides: roast potatoes + veg at 220°C while the lamb "
             "rests, plus a big salad\n- Dessert: make-ahead or bought"),
         (U, "sounds good. lamb it is"),
         (A, "Great. Timeline for a 7pm dinner:\n\n- 1:30pm lamb in\n- 6:00pm lamb out, oven up to "
             "220°C\n- 6:05pm potatoes in\n- 6:45pm slice lamb, dress salad\n- 7:00pm eat"),
         (U, "ugh just found out two of them are vegetarian now (my sister and her husband) and "
             "one is pescatarian. do i just do a side veg thing for them?"),
         (A, "A few ways to handle it:\n\n1. **Lamb + a proper veg main** (not just sides), e.g. a "
             "stuffed squash. But that's two mains competing for one oven.\n2. **Make the whole "
             "dinner vegetarian** with an impressive centrepiece everyone shares.\n3. **Lamb + "
             "generous mezze-style sides** that happen to be vegetarian. Risk: the veggies feel "
             "like an afterthought."),
         (U, "honestly one oven and two mains is stress. scrap the lamb, lets do everything "
             "vegetarian. something impressive tho, its my 40th"),
         (A, "Impressive vegetarian centrepieces:\n\n- **Mushroom wellington**: looks spectacular "
             "sliced, can be assembled a day ahead.\n- **Whole roasted cauliflower** with tahini, "
             "pomegranate and herbs.\n- **Aubergine parmigiana**: comforting, very make-ahead.\n- "
             "**Butternut and feta pie** with filo."),
         (U, "wellington. can i make it the day before"),
         (A, "Yes: make the mushroom-chestnut duxelles and assemble on Friday, keep it wrapped in "
             "the fridge, then egg-wash and bake ~40 min at 200°C on Saturday. Let it rest 10 min "
             "before slicing so it holds together."),
         (U, "nice. and starter?"),
         (A, "Cold and easy: **burrata with grilled peaches, basil and good olive oil**, or a "
             "chilled tomato gazpacho, or a mezze board."),
         (U, "burrata. my friend lwazi is lactose intolerant though so i'll do him a separate "
             "plate with tomato and avocado"),
         (A, "Nice touch. Note the wellington pastry usually contains butter too, so check the "
             "label or buy an all-vegetable-fat puff pastry so Lwazi can eat the main."),
         (U, "oh good catch. ok dessert im buying, theres a bakery in observatory that does a "
             "proper malva pudding. done"),
         (A, "Menu locked:\n\n- Burrata, peaches, basil (tomato-avocado plate for Lwazi)\n- "
             "Mushroom wellington (dairy-free pastry), roast potatoes, green salad\n- Malva "
             "pudding from the bakery\n\nShopping list and a Friday/Saturday timeline next?"),
         (U, "nah i'm good, i'll do the shopping thursday"),
         decisions=(
             "fully vegetarian menu for the 40th dinner",
             "mushroom wellington as main, assembled the day before",
             "use dairy-free puff pastry for the wellington",
             "burrata starter with separate plate for Lwazi",
             "buy malva pudding from the Observatory bakery",
         ),
         loops=("do the shopping on Thursday", "buy the malva pudding from the bakery"),
         facts=("is turning 40", "lives in Cape Town", "has a small 60cm oven"),
         superseded=("slow-roast lamb shoulder as the main",)),
    case("tw-amsterdam-offer", "claude",
         (U, "got an offer from a fintech in amsterdam. 72k eur base, they said 30% ruling "
             "applies. current job in bangalore pays 38 LPA. im 29, backend engineer "
             "(java/kotlin), 6 yrs exp. is 72k good?"),
         (A, "Congrats! Some context:\n\n- For a backend engineer with 6 years' experience in "
             "Amsterdam, **€65-85k base** is a common range; fintech tends toward the upper half. "
             "72k is decent, not top of band.\n- The **30% ruling** (tax-free allowance for "
             "skilled migrants) has been scaled back in recent years; check exactly what "
             "percentage and duration apply to you now.\n- Amsterdam rent is the big cost: a "
             "2-bedroom is often €2,000-2,600/month.\n\nWhat matters most to you beyond the "
             "number?"),
         (U, "main worry is my wife. she's a pediatrician here. she'd have to get her degree "
             "recognized (BIG registration) and learn dutch. could take years"),
         (A, "That's the real question in this decision. For doctors trained outside the EU, BIG "
             "registration usually means a credential assessment, Dutch at B2/C1 level, and often "
             "additional exams. **1.5-3 years** is a realistic range. Some people work in "
             "research, public health or English-speaking roles in the meantime."),
         (U, "if we went she could maybe do research at a university hospital in the meantime. "
             "she's open to it, we talked. anyway should i negotiate?"),
         (A, "Yes. It's normal and expected in the Netherlands, and you have leverage (they want "
             "you). Levers:\n\n1. **Base**: ask for ~€80k.\n2. **Relocation package**: flights, "
             "temporary housing, a lump sum (€5-10k is common).\n3. **Partner support**: Dutch "
             "course, job-search help for your wife.\n4. Start date / signing bonus.\n\nWhich of "
             "these matter most?"),
         (U, "base and relocation. partner support would be nice but i dont want to ask for too "
             "much"),
         (A, "Here's a draft:\n\n> Hi Sanne,\n> Thank you again for the offer, I'm excited about "
             "the role and the team. Before accepting I'd like to discuss two points. Given my "
             "experience with high-volume payment systems, I was hoping for a base of **€80,000**. "
             "As we'd be relocating as a family from India, a relocation package of **€7,500** "
             "would also make the move much easier. It would also help a lot if the company could "
             "support a Dutch course for my wife.\n> Best, Arjun"),
         (U, "leave out the dutch course line. and make it 78k, 80 feels greedy"),
         (A, "Revised:\n\n> Hi Sanne,\n> Thank you again for the offer, I'm excited about the role "
             "and the team. Before accepting I'd like to discuss two points. Given my experience "
             "with high-volume payment systems, I was hoping for a base of **€78,000**. As we'd be "
             "relocating as a family from India, a relocation package of **€7,500** would also "
             "make the move much easier.\n> Best, Arjun"),
         (U, "ok good. sending it tomorrow after i talk to priya tonight"),
         (A, "Sounds right. Other things to clarify before you sign: how long visa processing "
             "(highly skilled migrant permit) takes, whether they pay for temporary housing, and "
             "your notice period here."),
         (U, "notice period is 60 days, they already know that"),
         (A, "Then you're set. Good luck tonight and with the reply."),
         decisions=(
             "counter the Amsterdam offer at 78k base",
             "ask for 7.5k relocation package",
             "leave the Dutch course request out of the counter",
         ),
         loops=("talk to Priya tonight about the offer", "send the counteroffer email tomorrow"),
         facts=(
             "is 29",
             "backend engineer (Java/Kotlin), 6 years of experience",
             "lives in Bangalore",
             "wife Priya is a pediatrician",
             "has a 60-day notice period at current job",
         )),
    case("tw-child-passport-renewal", "chatgpt",
         (U, "renewing my daughter's passport (she's 8). do i do it online or the paper form from "
             "the post office. her mum and i are separated if that matters, does she need to sign "
             "anything"),
         (A, "**Online** is the standard route now and usually faster. A few points:\n\n- Anyone "
             "with **parental responsibility** can apply; you don't need the other parent's "
             "signature.\n- You upload a digital photo (or get a photo code from a booth/shop).\n- "
             "Depending on her age and whether she still looks like her old photo, the form may "
             "ask for a **countersignatory**.\n- You'll post her old passport once you've "
             "applied."),
         (U, "ok online then. photo - can i just take it on my phone"),
         (A, "Yes, the online service accepts phone photos. Rules: plain light background, even "
             "lighting, no shadows, mouth closed, eyes open, no hair over the eyes. The site "
             "checks the photo and tells you if it fails."),
         (U, "i'll do it at home against the white door. also we're going to spain in july, how "
             "long does it take"),
         (A, "Guidance says to allow **3 weeks**, longer if extra checks are needed. Apply now and "
             "don't book anything that needs the new passport number until it arrives."),
         (U, "ok just started the form, it says countersignatory needed. who can do that. my "
             "neighbour is a teacher, known us about 4 years"),
         (A, "A countersignatory must:\n- have known you for at least **2 years**\n- be a person "
             "of good standing (teachers qualify)\n- not be related to you or live at your "
             "address\n- hold a current UK or Irish passport\n\nYour neighbour sounds ideal. They "
             "confirm your identity and certify the photo online with a code the service emails "
             "them."),
         (U, "great ill ask him tonight"),
         (A, "Next steps:\n1. Take the photo.\n2. Ask your neighbour to countersign.\n3. Finish "
             "and pay online.\n4. Post the old passport with the printed declaration."),
         (U, "👍 cheers. manchester post office queues are brutal so glad i dont have to go"),
         decisions=(
             "renew daughter's passport online",
             "take the passport photo at home on phone",
             "neighbour (teacher) as countersignatory",
         ),
         loops=(
             "ask neighbour to countersign tonight",
             "take daughter's passport photo against the white door",
             "finish and pay the online application",
             "post the old passport with the declaration",
         ),
         facts=("daughter is 8", "separated from daughter's mother", "lives in Manchester")),
    case("tw-sister-wedding-gift", "claude",
         (U, "mi hermana se casa en junio y... sorry i'll write in english. my sister Lucía is "
             "getting married in june and i have no idea what to give them. budget around 250€. "
             "they have a registry at el corte inglés but it's mostly kitchen stuff"),
         (A, "Congratulations to Lucía! Some directions:\n\n1. **Registry item**: easiest, "
             "guaranteed to be wanted.\n2. **Honeymoon fund / cash**: very normal at Spanish "
             "weddings; many invitations include a bank account number.\n3. **Experience**: a "
             "cooking class, a weekend away.\n4. **Personal gift**: something only a sibling could "
             "give (photos, a letter, family recipes)."),
         (U, "registry is easiest. there's a le creuset cocotte for 290, close enough. i'll get "
             "that"),
         (A, "Nice choice, they last forever. Buy it soon so nobody else claims it, and ask the "
             "store to mark it as purchased on the list."),
         (U, "hmm ok my cousin just told me three people already went in together on the cocotte "
             "lol. and lucía told my mum they'd really prefer money for the honeymoon, they're "
             "going to japan. ok forget the le creuset, honeymoon fund it is"),
         (A, "Then a transfer is the way to go. To make it feel less like \"just money\", pair it "
             "with something small and personal:\n\n- a handwritten letter\n- a Japan guidebook or "
             "a phrasebook\n- a voucher for one specific experience in Japan (a tea ceremony, a "
             "ryokan dinner)"),
         (U, "i like the handwritten letter + maybe a guidebook. i'm also doing a reading at the "
             "ceremony so i'm nervous about that lol"),
         (A, "Letter + guidebook is lovely. For the reading, I'm happy to help with practice tips "
             "or picking a text whenever you like."),
         (U, "yes later. for now: 250 transfer + letter + guidebook. which guidebook"),
         (A, "Depends on them:\n\n- **Lonely Planet Japan**: comprehensive, practical.\n- **DK "
             "Eyewitness Japan**: very visual, nice as a gift object.\n- **Rough Guide**: good for "
             "independent travellers."),
         (U, "lonely planet, they're not fussy. ok sorted, gracias"),
         decisions=(
             "give 250€ to Lucía's honeymoon fund by transfer",
             "add a handwritten letter with the gift",
             "add the Lonely Planet Japan guidebook",
         ),
         loops=(
             "send the 250€ transfer",
             "write the letter to Lucía",
             "buy Lonely Planet Japan guidebook",
         ),
         facts=("has a sister, Lucía",),
         superseded=("Le Creuset cocotte from the registry",)),
    case("tw-octopus-dreams", "chatgpt",
         (U, "do octopuses dream? saw a clip of one changing colours while asleep"),
         (A, "Maybe, in a loose sense! Researchers have found that octopuses have two sleep "
             "stages: a quiet one, and a short \"active\" stage roughly every hour where their "
             "skin flashes colours and patterns, their eyes twitch and their body moves.\n\nA 2023 "
             "study found the skin patterns during active sleep resemble the ones they use when "
             "awake (camouflage, threat displays), which some scientists compare to REM sleep and "
             "replaying experiences. Whether there's anything like a subjective dream we can't "
             "know."),
         (U, "so the colour show is basically them replaying their day on their skin. thats wild"),
         (A, "That's one popular interpretation, yes. Because so much of an octopus's nervous "
             "system is tied to its skin display, their \"dreams\" might be unusually visible from "
             "the outside."),
         (U, "lol ok best fact i learned this week"),
         chatter=True),
    case("tw-bless-you-origin", "claude",
         (U, "random q: why do english speakers say bless you after a sneeze"),
         (A, "Nobody knows for sure, but there are a few popular explanations:\n\n1. **Plague "
             "era**: a story says Pope Gregory I encouraged \"God bless you\" during a 6th-century "
             "plague, when sneezing could be an early symptom.\n2. **Soul escaping**: an old folk "
             "belief that a sneeze could briefly expel the soul, or let evil spirits in.\n3. "
             "**Plain politeness**: many languages have a sneeze response wishing health (German "
             "*Gesundheit*, Spanish *salud*).\n\nThe first two are often repeated but poorly "
             "documented."),
         (U, "huh. and do other languages have something weird for it"),
         (A, "A few fun ones: in Chinese some people say nothing, while in parts of India a sneeze "
             "can be taken as a bad omen to pause before leaving. In Arabic the sneezer says "
             "*alhamdulillah* and others reply *yarhamuk Allah*. In Japan people generally don't "
             "respond at all."),
         (U, "ha. ok thanks"),
         chatter=True),
    case("tw-melbourne-brisbane-move", "chatgpt",
         (U, "we're moving melbourne to brisbane in march, husband got transferred. 3 bed house "
             "worth of stuff, 2 kids (7 and 11) and a kelpie. whats cheaper, removalist or hiring "
             "a truck and driving ourselves"),
         (A, "Melbourne to Brisbane is ~1,700 km by road, so it matters a lot. Rough ballpark for "
             "a 3-bedroom house:\n\n| Option | Cost (approx) | Effort |\n|---|---|---|\n| "
             "Full-service removalist (packing + truck) | $8-12k | low |\n| Removalist, you pack | "
             "$6-9k | medium |\n| **Backloading** (shared truck space) | $3-5k | medium, flexible "
             "dates |\n| Portable container | $4-6k | medium |\n| Self-drive truck hire + fuel + "
             "2-3 days | $2.5-4k | high |\n\nSelf-drive looks cheapest on paper, but with two kids "
             "and a dog, two adults driving a truck *and* a car for three days is a lot."),
         (U, "backloading sounds like the sweet spot. but then can we just fly up? the dog tho"),
         (A, "You can fly. Pet transport companies handle dogs on domestic flights, roughly "
             "$500-900 for a medium dog like a kelpie, plus a crate. You'd then also need to ship "
             "your car (~$900-1,300) or sell it."),
         (U, "nah we want to drive the car up anyway, could be a nice roadtrip w the kids. dog "
             "comes with us in the car"),
         (A, "That works nicely. The inland route via the Newell Highway is about 2.5-3 days at a "
             "relaxed pace. Overnight stops in e.g. Dubbo and Moree, with plenty of pet-friendly "
             "motels."),
         (U, "ok so backload + we drive up w the dog. can you give me a checklist for the move"),
         (A, "Here's a full checklist:\n\n**8 weeks out**\n- Get 3 backloading quotes\n- Give "
             "notice on lease / arrange sale\n- School enrolment in Brisbane for both kids\n- Book "
             "pet-friendly motels\n\n**4 weeks out**\n- Redirect mail with Australia Post\n- "
             "Update address with Medicare, ATO, banks, insurance\n- Arrange electricity, internet "
             "at the new place\n- Update the dog's microchip details\n\n**After arrival**\n- "
             "Transfer car rego to Queensland\n- Switch to a Queensland driver licence\n- Register "
             "the dog with the Brisbane council"),
         (U, "thats a lot lol. ok i'll get 3 backloading quotes this week, the rest i'll figure "
             "out later"),
         (A, "Fair. When asking for quotes, give them an inventory or cubic-metre estimate (a "
             "3-bed house is often 30-40 m³), ask about the delivery window (backloads can take "
             "1-2 weeks) and check transit insurance."),
         (U, "ta"),
         decisions=(
             "backloading removalist for the move to Brisbane",
             "drive the car up with the kids and dog",
         ),
         loops=("get 3 backloading quotes this week",),
         facts=("lives in Melbourne", "married, two kids aged 7 and 11", "has a kelpie")),
    case("tw-overpay-or-isa", "claude",
         (U, "we've got £15k sitting in savings doing nothing. mortgage is £182k left, fixed at "
             "4.4% until 2027. is it better to overpay or stick it in a stocks and shares ISA"),
         (A, "Classic question. The core comparison:\n\n- **Overpaying** gives a guaranteed, "
             "tax-free \"return\" equal to your rate, 4.4%. Most fixed deals allow up to **10% a "
             "year** without early repayment charges.\n- **S&S ISA**: historically higher long-run "
             "returns than 4.4%, but not guaranteed, and over a few years it can be "
             "lower.\n\nBefore either: do you have a separate emergency fund? Overpaid money is "
             "hard to get back."),
         (U, "emergency fund is separate, we have 6 months in premium bonds. i'm 44, husband's 46, "
             "we both have workplace pensions"),
         (A, "Good foundation. Then there's a third option worth putting on the table: **extra "
             "pension contributions**. If either of you is a higher-rate taxpayer, each £100 into "
             "a pension costs £60 of take-home pay, and salary sacrifice can save National "
             "Insurance too."),
         (U, "oh i'm a higher rate taxpayer actually. hadn't thought about the pension"),
         (A, "Then the pension is mathematically very strong: a 40% uplift on day one beats both "
             "alternatives. Trade-offs:\n\n| | Overpay | ISA | Pension (you) "
             "|\n|---|---|---|---|\n| Return | 4.4% guaranteed | market | market + 40% relief |\n| "
             "Access | effectively none | any time | from age 57 |\n| Risk | none | medium | "
             "medium |\n\nMany people split, e.g. some of each."),
         (U, "hm. if it goes in the pension i can't touch it for 13 years. i need to think and "
             "talk to mark, he's more cautious than me about this stuff"),
         (A, "Sensible. Want me to model a few scenarios (all overpay / all pension / a 50-50 "
             "split) over 10 years so you have numbers to show him?"),
         (U, "no thats fine for now. i'll talk to him this weekend and come back"),
         loops=("discuss overpay, ISA or pension with Mark this weekend",),
         facts=(
             "is 44",
             "husband Mark, 46",
             "mortgage £182k left, fixed at 4.4% until 2027",
             "six months' emergency fund in premium bonds",
             "is a higher-rate taxpayer",
             "both have workplace pensions",
         )),
    case("tw-greyhound-small-dogs", "chatgpt",
         (U, "adopted a greyhound in 2023, pip. shes lovely indoors but lunges at small dogs on "
             "walks, esp fluffy ones. shes muzzled outside already. what do i do"),
         (A, "With ex-racing greyhounds this is common. It's often **prey drive** (small fluffy "
             "dogs look like the lure) rather than fear reactivity, though it can be a mix. Main "
             "tools:\n\n1. **Management**: keep distance so she stays below threshold.\n2. "
             "**Counter-conditioning**: small dog appears = amazing treats.\n3. **Pattern games** "
             "like *Look At That* (LAT).\n4. A qualified behaviourist if it doesn't improve."),
         (U, "we live in a tenement flat in glasgow city centre so small dogs are EVERYWHERE lol. "
             "i work from home though so i can walk her whenever"),
         (A, "That flexibility is your biggest asset. Walk her at the **quietest times**, early "
             "morning or late evening, and pick routes with good sightlines so you can see dogs "
             "coming and cross the road early."),
         (U, "ok early morning walks from now on. also thinking of taking her to the dog park on "
             "weekends so she can actually run"),
         (A, "Running is important for greyhounds. A **secure dog field** you rent privately by "
             "the hour is ideal: fully fenced, no other dogs, she can sprint off lead."),
         (U, "i meant the public one in kelvingrove lol. is that fine if she's muzzled"),
         (A, "I wouldn't. A muzzle prevents a bite but not a chase, and a sighthound at full speed "
             "can still knock over and injure a small dog, or be hurt itself. Public parks also "
             "mean unpredictable off-lead dogs running up to her."),
         (U, "hm. we'll try the public park at quiet times then, like 6am when its empty"),
         (A, "If you do, keep her on a long line rather than off lead, scan constantly, and leave "
             "the moment a small dog appears. The risk is that \"empty\" at 6am is exactly when "
             "other people let their dogs off lead."),
         (U, "ok youre right, just read about a greyhound incident there last year. no public "
             "park. i'll book the secure field instead, there's one out in milngavie"),
         (A, "Good call. Would you like a recommendation for finding a trainer or behaviourist "
             "(IMDT or APBC accredited) to work on the lunging?"),
         (U, "trainer maybe later, money's tight this month"),
         (A, "Understood. You can start LAT on your own:\n\n1. At a distance where Pip notices a "
             "dog but doesn't react, mark (\"yes!\") the moment she looks at it.\n2. Treat.\n3. "
             "Repeat until she looks at the dog and then back at you expecting food.\n4. Only then "
             "slowly reduce distance."),
         (U, "will start the LAT thing tomorrow morning"),
         decisions=(
             "walk Pip early mornings at quiet times",
             "secure dog field in Milngavie instead of public park",
         ),
         loops=(
             "book the secure dog field in Milngavie",
             "start Look At That training tomorrow morning",
         ),
         facts=(
             "adopted greyhound Pip in 2023",
             "Pip lunges at small dogs, wears a muzzle outside",
             "lives in a tenement flat in Glasgow city centre",
             "works from home",
         ),
         superseded=("take Pip to the Kelvingrove public park at 6am",)),
    case("tw-schengen-vienna", "claude",
         (U, "I'm an Indian passport holder living in Dubai, residence visa, been here 5 years. "
             "Need a Schengen visa for a conference in Vienna in May, then 3 days in Prague after. "
             "which embassy do i apply through"),
         (A, "You apply to the country of your **main destination**: where you spend the most "
             "nights, or, if equal, the main purpose of the trip. How many nights in Vienna?"),
         (U, "conference is 4 days, so 4 nights vienna, 3 prague"),
         (A, "Then it's **Austria**, both by length and purpose. In Dubai, Austrian visa "
             "applications go through the external service provider's visa centre (VFS Global), by "
             "appointment. Typical documents:\n\n- Passport valid 3+ months beyond your return, "
             "with 2 blank pages\n- UAE residence visa valid 3+ months beyond your return\n- "
             "Conference invitation / registration confirmation\n- **NOC letter** from your "
             "employer\n- Bank statements, last 3-6 months\n- Travel insurance, minimum €30,000 "
             "coverage, whole Schengen area\n- Flight and hotel reservations for both cities\n- "
             "Biometric photo"),
         (U, "makes sense. residence visa runs till next year so fine. i'm an accountant at a "
             "logistics company, HR does the NOC letters. how early can i apply"),
         (A, "Up to **6 months** before travel and no later than 15 days before, but apply at "
             "least 3-4 weeks ahead. Spring is peak season in Dubai and appointment slots go fast, "
             "so booking the appointment early is the main thing."),
         (U, "ok. will book the vfs appointment tonight and ask HR for the NOC tomorrow"),
         (A, "Good. One more tip: if you've held Schengen visas before and used them correctly, "
             "mention it. Under the cascade rules, a good travel history can lead to a longer "
             "multiple-entry visa."),
         (U, "I had one schengen before, france in 2022, used it fine. ok thanks a lot"),
         loops=(
             "book the VFS appointment for the Austrian visa tonight",
             "ask HR for the NOC letter tomorrow",
         ),
         facts=(
             "Indian passport holder",
             "lives in Dubai on a residence visa, 5 years",
             "works as an accountant at a logistics company",
             "had a French Schengen visa in 2022",
         )),
    case("tw-shift-work-meal-prep", "chatgpt",
         (U, "hola. trabajo turnos rotativos... sorry english is fine. i work rotating shifts at a "
             "hospital lab in cdmx and i eat garbage from the vending machine on nights. want to "
             "start meal prepping on sundays. i have hypothyroidism (take levothyroxine) if that "
             "matters"),
         (A, "Meal prepping is a great fix for night-shift vending machine habits. On the thyroid "
             "side, the main food-related point is **levothyroxine timing**: take it on an empty "
             "stomach, 30-60 min before eating, and keep it at a consistent time relative to your "
             "sleep, even as shifts rotate. Ask your doctor how to handle the time when your "
             "schedule flips.\n\nA few questions: what do you have at work for heating food, and "
             "any foods you dislike?"),
         (U, "only a microwave at work. and i hate cold food, no salads for dinner at 2am pls"),
         (A, "Microwave-friendly ideas that keep well 4 days in the fridge:\n\n1. **Chicken "
             "tinga** with rice and black beans\n2. **Lentil soup** (lentejas) with vegetables\n3. "
             "Turkey picadillo with potatoes\n4. Vegetable and egg chilaquiles-style bake\n\nAll "
             "reheat well and hit a good protein level."),
         (U, "tinga yes. and lentejas. i'll alternate those two, one each week"),
         (A, "Good, simple rotation. If you want to track how it's going, an app like MyFitnessPal "
             "can help with portions and protein."),
         (U, "no apps. tried that before and i got kind of obsessive with the numbers"),
         (A, "Totally fair. A low-effort alternative is the **hand method**: a palm of protein, a "
             "fist of carbs, two fists of vegetables per container. No counting."),
         (U, "ok that i can do. and snacks for like 3am? thats when i go to the machine"),
         (A, "Options that need no heating:\n\n- Jícama or cucumber with lime and chile\n- "
             "Hard-boiled eggs\n- Greek yoghurt\n- A handful of peanuts or pepitas\n- Fruit with "
             "Tajín"),
         (U, "jicama and eggs. and i'll buy those glass containers at costco this week"),
         (A, "Nice. Glass reheats more evenly in the microwave than plastic. Prep the jícama in "
             "water in the fridge and it stays crunchy for 3-4 days."),
         decisions=(
             "meal prep on Sundays",
             "alternate chicken tinga and lentil soup weekly",
             "no calorie-tracking app, use the hand method",
             "jícama and hard-boiled eggs as night-shift snacks",
         ),
         loops=("buy glass meal-prep containers at Costco this week",),
         facts=(
             "works rotating shifts at a hospital lab in Mexico City",
             "has hypothyroidism, takes levothyroxine",
         )),
    case("tw-twins-6th-party", "claude",
         (U, "twins turn 6 on 14 march (ava and noah). thinking a party at home in the backyard, "
             "~15 kids. ideas for a theme they'd both like? she's obsessed with dinosaurs and he's "
             "all about space"),
         (A, "Easy, combine them:\n\n1. **Dinosaurs in space**: astronaut dinos, a \"meteor\" "
             "piñata.\n2. **Dino dig vs rocket launch**: two activity stations, one each.\n3. "
             "**Time travel**: a rocket that travels back to the Jurassic.\n\nOption 1 is the "
             "easiest to decorate for."),
         (U, "haha dinos in space. ok. and home party then, backyard"),
         (A, "Backyard plan for ~15 six-year-olds, 2 hours:\n\n- 0:00 arrivals + colouring \"space "
             "dino\" masks\n- 0:20 dino egg hunt\n- 0:45 rocket-stomp launchers\n- 1:10 food\n- "
             "1:30 cake\n- 1:45 piñata, goodbyes\n\nOne thing to plan for: what happens if it "
             "rains?"),
         (U, "rain plan is a good point, march in auckland is so unpredictable. our living room "
             "fits maybe 8 kids max"),
         (A, "Options:\n\n1. Hire a **marquee** for the backyard (~$250-400).\n2. Book an **indoor "
             "venue**: community hall, or a trampoline park party package.\n3. Keep the guest list "
             "small enough for the living room."),
         (U, "the community hall near us is $45/hr. ok actually lets just do the hall, no "
             "stressing about the weather. 2-4pm"),
         (A, "Sensible. Two hours of hall is under $100 and you get space to run. Do you want "
             "entertainment, like a dino entertainer or a bouncy castle? Entertainers run "
             "~$250-400."),
         (U, "no entertainer, too pricey. i'll run the games myself. two cakes tho, one each, they "
             "fight otherwise lol"),
         (A, "Two cakes it is: a dinosaur for Ava and a rocket for Noah. Next steps:\n\n1. Book "
             "the hall for 14 March, 2-4pm.\n2. Send invites ~3 weeks before.\n3. Order or bake "
             "two cakes.\n4. Put together party bags.\n5. Buy dino eggs, masks and piñata."),
         (U, "party bags no, i hate the plastic junk. i'll book the hall tomorrow. cakes my mother "
             "in law is baking, she insisted"),
         (A, "Lovely. A no-party-bag party is increasingly common; some people send each kid home "
             "with a single book or a seed packet instead, if you ever want an alternative."),
         decisions=(
             "dinosaurs-in-space theme for the twins' party",
             "party in the community hall, 2-4pm",
             "no entertainer, run the games herself",
             "two cakes, one for each twin",
             "no party bags",
         ),
         loops=("book the community hall tomorrow",),
         facts=("twins Ava and Noah, turning 6 on 14 March", "lives in Auckland"),
         superseded=("backyard party at home",)),
    case("tw-car-park-dent", "chatgpt",
         (U, "someone dented my car in the supermarket car park and just drove off, no note. 2016 "
             "mazda 3, rear door and quarter panel scraped + dented. do i claim on insurance or "
             "pay myself. excess is $750 and i've got a 5 year no claims bonus"),
         (A, "Annoying, sorry. It mostly comes down to the repair cost vs. what a claim costs "
             "you:\n\n- You pay the **$750 excess** either way if you claim.\n- An at-fault or "
             "unknown-driver claim can reduce your **no-claims bonus** and raise premiums for a "
             "few years, unless your policy has NCB protection.\n- Some insurers waive the excess "
             "for hit-and-runs *if* you can identify the other driver.\n\nRule of thumb: get a "
             "quote first. If it's under ~$1,500, paying yourself is often cheaper overall."),
         (U, "i asked the supermarket, they said they'll check the cameras but didnt sound "
             "hopeful"),
         (A, "Worth following up in a day or two, since footage is often overwritten after a week. "
             "A police report also helps if the footage does show a plate."),
         (U, "ok. i'll get a quote from the body shop on tuesday and decide after that"),
         (A, "Good plan. Ask them to itemise: paint, panel work, and whether the quarter panel "
             "needs replacing or just repair. Also ask whether **paintless dent repair (PDR)** "
             "could handle the dent part; it's often a fraction of the price if the paint isn't "
             "cracked."),
         (U, "oh good idea, there's a PDR guy near my work too, i'll ask him as well"),
         (A, "Two quotes will give you a clear picture. If the total lands near your excess plus a "
             "year's premium increase, paying yourself is usually the better deal."),
         loops=("get a body shop quote on Tuesday", "get a quote from the PDR guy near work"),
         facts=("drives a 2016 Mazda 3", "car insurance excess $750, 5-year no-claims bonus")),
    case("tw-japan-with-dad", "claude",
         (U, "planning 2 weeks in japan in april with my dad (he's 74, walks with a cane, slow but "
             "fine). we're flying from vancouver. tokyo, kyoto, maybe hiroshima. is the JR pass "
             "worth it?"),
         (A, "Since the big JR Pass price increase in October 2023, it rarely pays off for a "
             "simple route. Rough comparison for Tokyo - Kyoto - Hiroshima - Kyoto - Tokyo:\n\n| | "
             "Cost per person (approx) |\n|---|---|\n| 14-day JR Pass (ordinary) | ¥80,000 |\n| "
             "Individual shinkansen tickets | ¥45,000-50,000 |\n\nIndividual tickets win clearly, "
             "and you can book them on the smartEX app."),
         (U, "ok no JR pass then. the green car for the long legs though, dad needs the legroom"),
         (A, "Good idea. The Green Car has 2+2 seating, more legroom, and is quieter; it adds "
             "roughly 40-50% to the fare. Also useful: on the Tokaido shinkansen, large suitcases "
             "need an **oversized baggage seat reservation**, or you can skip that problem "
             "entirely with luggage forwarding."),
         (U, "whats luggage forwarding"),
         (A, "**Takkyubin**: hotels and convenience stores send your suitcase to your next hotel, "
             "usually next-day, for about ¥2,000-3,000 per bag. You travel with just a day bag. "
             "With a cane on busy stations, it's a big help."),
         (U, "luggage forwarding yes 100%. hotels - should we do a ryokan? i'm vegetarian which "
             "makes the kaiseki dinners hard i hear"),
         (A, "Two things to weigh:\n\n- **Futons on the floor**: getting down and up can be hard "
             "with a cane. Many ryokan have rooms with western beds, you just have to ask.\n- "
             "**Vegetarian meals**: kaiseki is heavy on dashi (fish stock). Some ryokan can do "
             "vegetarian if asked well ahead; Kyoto is also the home of **shojin ryori**, Buddhist "
             "temple cuisine that is fully plant-based."),
         (U, "floor futon is a no for dad. hakone ryokan w western beds maybe? or skip ryokan"),
         (A, "Hakone is lovely but involves lots of transfers (train, cable car, ropeway, boat) "
             "and hilly paths. With your dad, I'd suggest a **Kyoto ryokan with western-style "
             "beds** instead: no extra travel, and Kyoto has plenty that cater to vegetarians."),
         (U, "kyoto ryokan with beds, one night. and a shojin ryori lunch at a temple"),
         (A, "Great combo. For shojin ryori, temples in the Arashiyama area and around Daitoku-ji "
             "serve it at lunch; reserve a few days ahead and ask for a table and chairs rather "
             "than floor seating."),
         (U, "good point on the chairs. practical stuff: pocket wifi or esim for internet"),
         (A, "Both work well in Japan:\n\n- **eSIM**: cheapest and simplest if both phones support "
             "it; you install it before you fly.\n- **Pocket wifi**: a small router you pick up at "
             "the airport; works for any phone, but you have to stay near each other and keep it "
             "charged."),
         (U, "dad has an ancient android, pretty sure no esim. pocket wifi then, one we share, "
             "we'll be together all the time anyway"),
         (A, "Makes sense. Reserve it online a week or two ahead and pick it up at the Haneda "
             "arrivals counter; return it by post or at the airport when you leave."),
         (U, "and do we need a suica card"),
         (A, "Very handy: tap in and out on trains, buses and at convenience stores. On an iPhone "
             "you can add a Suica to Apple Wallet; for your dad a physical card (or the Welcome "
             "Suica for visitors) from a station machine or the airport."),
         (U, "suica on my iphone then, and dad gets a physical one at the airport. ok hiroshima, "
             "day trip from kyoto or stay over"),
         (A, "It's ~1h40 each way by Nozomi from Kyoto, plus getting around Hiroshima and the "
             "ferry to Miyajima. That's a long day for anyone, especially at your dad's pace. I'd "
             "stay over."),
         (U, "stay over then. 2 nights actually so we can do miyajima slowly"),
         (A, "Suggested outline:\n\n| Nights | Place |\n|---|---|\n| 5 | Tokyo |\n| 4 + 1 ryokan | "
             "Kyoto |\n| 2 | Hiroshima (Miyajima day) |\n| 2 | Tokyo (near the airport line) "
             "|\n\nNext steps:\n1. Book flights.\n2. Book hotels near the stations to cut "
             "walking.\n3. Book the ryokan (western beds + vegetarian dinner request).\n4. Travel "
             "insurance for your dad that covers pre-existing conditions."),
         (U, "flights already booked, YVR to haneda april 3. insurance good point, his heart "
             "thing. i'll sort that this week"),
         (A, "Good. Declare his heart condition when buying so it's actually covered; many "
             "policies exclude undeclared pre-existing conditions."),
         decisions=(
             "no JR Pass, buy individual shinkansen tickets",
             "Green Car on the long train legs",
             "use luggage forwarding (takkyubin) between hotels",
             "one night in a Kyoto ryokan with western beds",
             "shojin ryori lunch at a Kyoto temple",
             "stay two nights in Hiroshima for Miyajima",
             "one shared pocket wifi instead of eSIM",
             "Suica on iPhone, physical Suica for dad",
         ),
         loops=("buy travel insurance for dad covering his heart condition",),
         facts=("is vegetarian", "lives in Vancouver")),
]
