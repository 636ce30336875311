"""Held-out distillation cases: life chats and other everyday talk, held out from tuning."""

from __future__ import annotations

from .distill_case import case

A, U, T = "assistant", "user", "tool"

CASES = [
    case("hl-lisbon-porto-train", "chatgpt",
         (U, "planning 10 days in portugal over easter, me my wife and our two kids (9 and 4). "
             "we live in ghent so flying brussels -> lisbon. idea is rent a car and drive up to "
             "porto with a stop in coimbra, does that make sense?"),
         (A, "That sounds like a lovely trip! Lisbon -> Coimbra -> Porto is a classic route. A "
             "few things to weigh up:\n"
             "\n"
             "**Driving**\n"
             "- Flexibility to stop wherever you like (Obidos, Nazare, Aveiro are all on or "
             "near the way)\n"
             "- Tolls on the A1 are electronic; rental cars usually come with a Via Verde "
             "transponder for a small daily fee\n"
             "- You will need a child seat for your 4-year-old and probably a booster for your "
             "9-year-old\n"
             "- Parking in central Lisbon and Porto is difficult and expensive\n"
             "\n"
             "**Train**\n"
             "- The Alfa Pendular runs Lisbon -> Coimbra -> Porto in about 3 hours\n"
             "- Children under 4 travel free, older kids get a discount\n"
             "- No parking stress in the cities\n"
             "\n"
             "Would you like me to sketch a day-by-day plan for either option?"),
         (U, "ok lets just rent the car at lisbon airport then. we need a car seat for the "
             "little one, can you book those with the rental or better bring our own"),
         (A, "Most rental companies (Sixt, Europcar, Guerin etc.) offer child seats for around "
             "10-15 EUR per day, often capped at 60-80 EUR per rental. For 10 days, bringing "
             "your own is usually cheaper, and most airlines carry car seats for free.\n"
             "\n"
             "Tips:\n"
             "1. Reserve the seats at booking time, as stock is limited at Easter\n"
             "2. Ask for the Via Verde transponder\n"
             "3. Check the excess and consider zero-excess cover\n"
             "\n"
             "Anything else you want to look into?"),
         (U, "hm wait. my wife just reminded me she refuses to drive in porto and honestly "
             "neither do i, those hills. also is my belgian licence even ok there? "),
         (A, "Your Belgian driving licence is fully valid in Portugal, as in the rest of the "
             "EU, so that part is no problem.\n"
             "\n"
             "That said, Porto's old centre is steep, narrow and full of one-way streets, and "
             "many hotels have no parking. If neither of you wants to drive there, the train is "
             "a very good fit:\n"
             "\n"
             "- **Lisbon Santa Apolonia / Oriente -> Porto Campanha**: Alfa Pendular, ~2h50\n"
             "- **Coimbra** is on the same line, so it works well as a day trip or a one-night "
             "stop\n"
             "- Booking early on the CP website gets you the cheaper \"promo\" fares\n"
             "\n"
             "Inside Lisbon and Porto you can get around by metro, tram and taxi."),
         (U, "ok forget the car. train lisbon to porto, and coimbra as a day trip from porto by "
             "train too. how much luggage do they allow on the alfa pendular"),
         (A, "Good choice for a family! CP is fairly relaxed about luggage:\n"
             "\n"
             "- Each passenger may bring up to two suitcases plus a small bag\n"
             "- There are luggage racks at the end of each carriage and overhead shelves\n"
             "- A folding stroller counts as luggage and is fine\n"
             "\n"
             "**Next steps**\n"
             "1. Book the Alfa Pendular tickets on cp.pt (promo fares open ~60 days before)\n"
             "2. Find an apartment near Sao Bento or Campanha so the station is close\n"
             "3. Download the CP app for e-tickets\n"
             "4. Look into the Lisboa Card for museums and transport\n"
             "\n"
             "Enjoy the trip!"),
         (U, "i'll book the train tickets tonight. apartment is my wife's department lol"),
         (A, "Sounds like a great division of labour! Have a wonderful Easter in Portugal."),
         decisions=("train from Lisbon to Porto", "Coimbra as a day trip by train"),
         loops=("book the Alfa Pendular train tickets tonight",),
         facts=("lives in Ghent",
                "has a wife and two kids, aged 9 and 4",
                "has a Belgian driving licence"),
         superseded=("rent a car at Lisbon airport",),
         split="heldout"),
    case("hl-cashew-allergy-new-school", "claude",
         (U, "my daughter Noor is 6 and has a severe cashew and pistachio allergy (anaphylaxis "
             "twice, carries 2 epipens). she's starting year 1 at a new primary in leeds in "
             "september. how do i approach the school without being That Parent"),
         (A, "You're not being \"that parent\" at all. Schools deal with this regularly and "
             "they genuinely want the information early. Here's how I'd approach it:\n"
             "\n"
             "## 1. Ask for an Individual Healthcare Plan (IHP)\n"
             "In England, schools have a statutory duty to support pupils with medical "
             "conditions. An IHP sets out:\n"
             "- what Noor is allergic to\n"
             "- symptoms to watch for\n"
             "- where her adrenaline auto-injectors are kept\n"
             "- who is trained to use them\n"
             "\n"
             "## 2. Meet the right people\n"
             "Usually the SENCO or the school's medical lead, plus her class teacher.\n"
             "\n"
             "## 3. Decide on lunch arrangements\n"
             "Options schools use:\n"
             "- **Option A:** a nut-free table in the dining hall\n"
             "- **Option B:** whole-school \"no nuts\" policy (many already have one)\n"
             "- **Option C:** class-level awareness, plus asking parents to avoid nuts in "
             "shared treats\n"
             "\n"
             "## 4. Practical bits\n"
             "- Spare auto-injectors kept in school\n"
             "- Allergy action plan signed by her allergist\n"
             "\n"
             "Would you like me to draft an email to the school?"),
         (U, "yes pls. and i definitely don't want her sat alone at a nut table, that feels "
             "awful for a 6 year old. but asking the class to not bring nuts for birthday "
             "treats yes. her teacher is mrs okafor"),
         (A, "Totally understandable. Here's a draft:\n"
             "\n"
             "---\n"
             "**Subject:** Noor [Surname], starting Year 1 - severe nut allergy\n"
             "\n"
             "Dear Mrs Okafor,\n"
             "\n"
             "I'm Noor's mum. Noor is joining your class in September and I wanted to get in "
             "touch early because she has a severe allergy to cashews and pistachios. She has "
             "had two anaphylactic reactions and carries two adrenaline auto-injectors.\n"
             "\n"
             "I'd be grateful if we could meet before term starts to put together an Individual "
             "Healthcare Plan. I'd also like to ask whether the class could avoid nuts in "
             "birthday treats and shared snacks.\n"
             "\n"
             "We would prefer Noor to eat with her classmates rather than at a separate table, "
             "and I'm happy to talk through how we can make that safe.\n"
             "\n"
             "Kind regards,\n"
             "[Name]\n"
             "---\n"
             "\n"
             "**Next steps**\n"
             "1. Book a review with her allergist for an updated action plan\n"
             "2. Get Noor a medical alert bracelet\n"
             "3. Ask the school about staff auto-injector training dates"),
         (U, "she already has a bracelet and the allergist letter is from march so its fine. "
             "the email is perfect, i'll send it to mrs okafor on monday when the school office "
             "is back"),
         (A, "Great, the March letter should be recent enough. Good luck with the meeting, and "
             "I hope Noor loves Year 1!"),
         (U, "thanks. honestly i'm so anxious this week about all of it. my friend's son has an "
             "egg allergy and his school was great so fingers crossed"),
         (A, "That anxiety is completely normal before a big change like this. It sounds like "
             "you're well prepared, and the fact that your friend had a good experience is "
             "encouraging. Schools in Leeds will have an allergy policy you can ask to see too."),
         decisions=("request an Individual Healthcare Plan meeting",
                    "no separate nut-free table for Noor",
                    "ask class to avoid nuts in treats"),
         loops=("send the allergy email to Mrs Okafor on Monday",),
         facts=("daughter Noor (6) has a severe cashew and pistachio allergy",
                "Noor carries two adrenaline auto-injectors"),
         split="heldout"),
    case("hl-kleinunternehmer-laptop", "chatgpt",
         (U, "I'm a freelance translator (japanese -> german) in leipzig, self-employed since "
             "2021, revenue around 19k a year so I'm Kleinunternehmer. my laptop died yesterday "
             "and a new one is 1800. worth opting out of kleinunternehmer to get the VAT back?"),
         (A, "Good question, and a common one. Let's look at the numbers.\n"
             "\n"
             "**If you opt out (Regelbesteuerung)**\n"
             "- You could reclaim the input VAT on the laptop: 1800 / 1.19 * 0.19 = ~287 EUR\n"
             "- But you must then charge 19% VAT on all your invoices for at least 5 years (the "
             "opt-out is binding for five calendar years)\n"
             "- Monthly or quarterly VAT pre-returns (Umsatzsteuervoranmeldung) via ELSTER\n"
             "- If your clients are mostly businesses that can reclaim VAT, charging VAT "
             "doesn't hurt them. Private clients would effectively pay 19% more.\n"
             "\n"
             "**If you stay Kleinunternehmer**\n"
             "- No VAT on invoices, much less paperwork\n"
             "- You still deduct the laptop as a business expense (depreciation or, since 2021, "
             "immediate write-off for computer hardware) in your income tax\n"
             "\n"
             "For a one-off purchase of 1800 EUR, opting out usually isn't worth it unless you "
             "have other big investments coming."),
         (U, "yeah thought so. nah staying kleinunternehmer, not worth 5 years of "
             "voranmeldungen for 287 euro"),
         (A, "Makes sense. You can still write the laptop off in full in this year's income tax "
             "return, since computer hardware can be depreciated over one year.\n"
             "\n"
             "Do you do your own tax return, or do you use a Steuerberater?"),
         (U, "my friend jonas pays a steuerberater like 600 a year and swears by it. i've "
             "always done it myself but with wiso. is elster ok for a simple EÜR?"),
         (A, "ELSTER is completely fine for a simple EUeR (Einnahmenueberschussrechnung). "
             "You'll need:\n"
             "- Anlage EUeR\n"
             "- Anlage S (income from self-employment)\n"
             "- The main form (Mantelbogen)\n"
             "\n"
             "Software like WISO guides you more, but ELSTER is free and the EUeR form is "
             "straightforward for a translator with few expense categories.\n"
             "\n"
             "**Next steps**\n"
             "1. Collect all invoices and receipts for the year\n"
             "2. Note home office days (Homeoffice-Pauschale 6 EUR/day, max 1260 EUR)\n"
             "3. Consider a separate business bank account\n"
             "4. Set a reminder for the 31 July deadline"),
         (U, "ok i'll do it myself in elster this year, saves the wiso money. i need to dig out "
             "the receipts for the home office stuff this weekend"),
         (A, "Good plan! Feel free to come back if anything in the Anlage EUeR is unclear."),
         decisions=("stay a Kleinunternehmer", "file the tax return myself in ELSTER"),
         loops=("dig out the home office receipts this weekend",),
         facts=("works as a freelance Japanese-to-German translator, self-employed since 2021",
                "lives in Leipzig"),
         split="heldout"),
    case("hl-saopaulo-to-toronto", "claude",
         (U, "hi! me (QA engineer), my wife and our son (2) are moving from são paulo to "
             "toronto in january, i got a work permit through my company. we're brazilian "
             "citizens. big question: do we ship our furniture or sell everything?"),
         (A, "Congratulations on the move! This is one of the biggest decisions, so let's break "
             "it down.\n"
             "\n"
             "### Shipping by sea (container)\n"
             "- A 20ft container Santos -> Toronto typically costs several thousand USD\n"
             "- Transit time 6-10 weeks, plus customs\n"
             "- Makes sense if you have high-value or sentimental furniture\n"
             "\n"
             "### Selling and rebuying\n"
             "- Brazilian furniture often sells well on OLX / Facebook Marketplace\n"
             "- IKEA and second-hand markets in Toronto make setting up fairly easy\n"
             "- Rental apartments in Toronto are often small, so big furniture may not fit\n"
             "\n"
             "### Hybrid\n"
             "- Sell the furniture, send a handful of boxes (clothes, toys, documents, kitchen "
             "items) by air cargo or as extra luggage\n"
             "\n"
             "For a family with a toddler renting at first, the hybrid option is usually the "
             "least stressful. What matters most to you?"),
         (U, "hybrid makes sense. we'll sell the furniture and send maybe 10 boxes air cargo. "
             "my wife wants to keep her grandma's sewing machine tho, it's heavy lol"),
         (A, "Keeping the sewing machine is very doable: air cargo charges by weight, so it'll "
             "cost more, but one heavy item is manageable. Ask the cargo company about a wooden "
             "crate.\n"
             "\n"
             "Next, for arrival, a few things people often forget:\n"
             "\n"
             "1. **Apostilled documents**: birth certificates, marriage certificate, and your "
             "son's vaccination records. In Brazil you get the apostille at a cartorio.\n"
             "2. **Driving record**: a letter from DETRAN with your driving history can help "
             "with Ontario licence exchange and insurance.\n"
             "3. **Temporary housing**: Airbnb vs extended-stay hotel for the first weeks.\n"
             "4. **SIN**: apply at Service Canada once you land."),
         (U, "good call on the apostilles, i'll book the cartório for those next week. skip the "
             "detran letter, we're not planning to drive in toronto at all. for housing, airbnb "
             "or hotel?"),
         (A, "For a family with a 2-year-old, I'd lean towards an Airbnb or furnished "
             "apartment:\n"
             "- A kitchen makes meals with a toddler much easier\n"
             "- A separate bedroom so you're not all in one room at 7pm\n"
             "- Monthly discounts are common\n"
             "\n"
             "An extended-stay hotel is simpler (no deposits, flexible dates) but pricier per "
             "night and usually cramped.\n"
             "\n"
             "Do you know where the office is? Being close to transit (TTC subway lines 1 or 2) "
             "will matter a lot if you won't drive."),
         (U, "office is near union station. ok airbnb for the first month, somewhere on line 1. "
             "if we end up hating the winter we might look at vancouver later haha"),
         (A, "Airbnb near Line 1 is a great base. Neighbourhoods like St. Clair West, Eglinton "
             "or around Dundas West (Line 2, but close) are family-friendly.\n"
             "\n"
             "Good luck with the move, and bring a really good winter coat for your son!"),
         decisions=("sell furniture and air-ship ten boxes", "Airbnb near Line 1 for first month"),
         loops=("book the cartorio for the document apostilles next week",),
         facts=("works as a QA engineer",
                "has a wife and a 2-year-old son",
                "is a Brazilian citizen",
                "lives in Sao Paulo"),
         split="heldout"),
    case("hl-runner-it-band", "chatgpt",
         (U, "im 38, run about 30km a week for the last 4 years. outside of my right knee "
             "started hurting around km 8 on every run, sharp. today its a bit swollen too. IT "
             "band?"),
         (A, "I'm not a doctor, but pain on the outside of the knee that comes on at a "
             "predictable distance is a classic pattern for **iliotibial band syndrome "
             "(ITBS)**, especially in runners.\n"
             "\n"
             "Common contributors:\n"
             "- A sudden increase in mileage\n"
             "- Weak hip abductors (gluteus medius)\n"
             "- Running on cambered roads\n"
             "- Worn-out shoes\n"
             "\n"
             "What usually helps:\n"
             "1. **Reduce load**: cut volume substantially for 1-2 weeks rather than stopping "
             "completely\n"
             "2. **Hip strengthening**: clamshells, side-lying leg raises, lateral band walks\n"
             "3. **Foam rolling** the outer thigh (evidence is mixed, but many find it helps)\n"
             "4. **See a physio** if it doesn't settle within two weeks, or sooner if there's "
             "swelling\n"
             "\n"
             "Swelling isn't typical for ITBS, so it's worth getting that checked."),
         (U, "i already do clamshells and band walks, been doing those since forever. ok i'll "
             "cut down to 15km a week for the next two weeks and run only on the flat river path"),
         (A, "That's a sensible adjustment. The river path avoids the road camber too.\n"
             "\n"
             "Would you like me to put together a 2-week reduced running plan with some "
             "cross-training (cycling or swimming)?"),
         (U, "no im good. i got a physio appointment on thursday already, ill ask her about the "
             "swelling. if it's not better by april i guess i'd skip the berlin half"),
         (A, "Good that you have the physio booked; mention the swelling and when it started.\n"
             "\n"
             "Hope it settles quickly and you make it to Berlin!"),
         decisions=("cut running to 15 km a week", "run only on the flat river path"),
         loops=("go to the physio appointment on Thursday and ask about the swelling",),
         facts=("is 38", "has run about 30 km a week for four years"),
         split="heldout"),
    case("hl-golf-or-corolla", "claude",
         (U, "ok going with the golf 1.5 tsi, the dealer in tampere has a 2021 one with 48 000 "
             "km for 21k. just want a sanity check before I sign. I drive 60 km a day to work "
             "and back, two kids in the back"),
         (A, "A 2021 Golf 1.5 TSI at 48,000 km for 21,000 EUR is within the usual range in "
             "Finland. Some things to check before signing:\n"
             "\n"
             "- **Service history**: make sure the VW service book is complete\n"
             "- **DSG gearbox** (if automatic): ask whether the DSG oil has been changed\n"
             "- **Tyres**: in Finland you'll want both summer and winter tyres; ask if studded "
             "winter tyres are included\n"
             "- **Fuel**: with 60 km/day, expect roughly 6-7 l/100 km on the motorway, more in "
             "winter\n"
             "\n"
             "One alternative worth a look: for a daily 60 km commute with a lot of mixed "
             "driving, a **hybrid** like a Toyota Corolla or a Kia Niro can cut fuel costs "
             "significantly, and Toyota hybrids have an excellent reliability record."),
         (U, "hm how much are we talking on fuel?"),
         (A, "A rough comparison for ~15,000 km a year:\n"
             "\n"
             "| Car | Consumption | Fuel per year (at ~1.90 EUR/l) |\n"
             "|---|---|---|\n"
             "| Golf 1.5 TSI | ~6.5 l/100 km | ~1,850 EUR |\n"
             "| Corolla 1.8 hybrid | ~4.5 l/100 km | ~1,280 EUR |\n"
             "\n"
             "So around 550 EUR a year less. Hybrids also lose less efficiency in stop-and-go "
             "traffic. The Corolla Touring Sports (estate) has a bigger boot, which may help "
             "with kids' stuff."),
         (U, "ok you know what, corolla touring sports hybrid it is. i found a 2020 one at the "
             "toyota dealer in lempäälä for 22.5k with 61 000 km. test driving it saturday"),
         (A, "Nice find! For the test drive:\n"
             "1. Check the hybrid battery health report (Toyota dealers can print one)\n"
             "2. Listen for any noises from the rear suspension\n"
             "3. Check that both tyre sets are included\n"
             "4. Consider an independent pre-purchase inspection (e.g. at a Katsastus station) "
             "for peace of mind"),
         (U, "they give a 12 month warranty on it so skipping the inspection. i'll ask about "
             "the winter tyres though, good point"),
         (A, "With a dealer warranty, skipping the inspection is reasonable. Good luck on "
             "Saturday!"),
         decisions=("buy the 2020 Corolla Touring Sports hybrid",),
         loops=("test drive the Corolla on Saturday",
                "ask the dealer whether winter tyres are included"),
         facts=("lives in Tampere", "commutes 60 km a day to work", "has two kids"),
         superseded=("buy the 2021 Golf 1.5 TSI",),
         split="heldout"),
    case("hl-retired-greyhound", "chatgpt",
         (U, "thinking about getting our first dog. we're in edinburgh, 3rd floor flat, no "
             "lift, and i work from home 3 days a week. partner works in an office. puppy or "
             "adult rescue?"),
         (A, "Exciting! Given your setup, an **adult rescue** is likely the easier path:\n"
             "\n"
             "**Adult rescue**\n"
             "- Usually house-trained already\n"
             "- Personality is known, so the rescue can match you\n"
             "- Less destruction and fewer night-time toilet trips (great when it's three "
             "flights of stairs!)\n"
             "\n"
             "**Puppy**\n"
             "- Needs to go out every 2-3 hours at first, including at night\n"
             "- Lots of stairs for growing joints isn't ideal\n"
             "- Needs someone home most of the time for the first months\n"
             "\n"
             "Breeds that suit flat life well include retired greyhounds (surprisingly lazy "
             "\"couch potatoes\"), whippets, and many small-to-medium crossbreeds."),
         (U, "a greyhound would be so funny on our sofa. yes lets do retired greyhound. my "
             "partner sam is mildly allergic to cats but dogs have always been fine"),
         (A, "Greyhounds are a great choice: short coat, low odour, and they shed less than "
             "many breeds.\n"
             "\n"
             "Some practical points:\n"
             "1. **Muzzle**: some rescues ask greyhounds to wear one in public at first due to "
             "prey drive\n"
             "2. **Crate or safe space**: many ex-racing dogs find a crate reassuring\n"
             "3. **Cats**: your neighbour's cat or other small animals may trigger prey drive, "
             "so ask for a \"cat-tested\" dog\n"
             "4. **Coat**: they feel the cold, so a jumper for Scottish winters\n"
             "\n"
             "Rescues near Edinburgh include several greyhound charities in Fife and the "
             "Lothians. Would you like a checklist for the home visit?"),
         (U, "no crate, we'll use a baby gate for the kitchen. checklist not needed. i'll fill "
             "in the adoption form for the fife rescue this weekend"),
         (A, "A baby gate works well for many greyhounds. Good luck with the application, and "
             "enjoy your new sofa companion!"),
         decisions=("adopt a retired greyhound", "baby gate instead of a crate"),
         loops=("fill in the Fife rescue adoption form this weekend",),
         facts=("lives in a third-floor flat with no lift in Edinburgh",
                "works from home three days a week",
                "partner Sam is mildly allergic to cats"),
         split="heldout"),
    case("hl-counter-offer-74k", "claude",
         (U, "got an offer!! senior analyst at a payments company, 68k. i'm currently a data "
             "analyst at a logistics firm, been there 5 years, on 61k. should I counter?"),
         (A, "Congratulations! Yes, in most cases it's worth countering, especially for a "
             "senior title.\n"
             "\n"
             "**Things to consider**\n"
             "- A step up to \"senior\" usually justifies a 10-20% increase over current pay\n"
             "- 68k is ~11.5% above your current 61k\n"
             "- Market data for senior analysts in payments/fintech is often higher than in "
             "logistics\n"
             "\n"
             "**How to counter**\n"
             "- Pick a specific number with a short justification (experience, market data)\n"
             "- Consider non-salary items: training budget, extra holiday, remote days, reduced "
             "hours\n"
             "- Keep the tone enthusiastic\n"
             "\n"
             "A counter of around 72-75k would be reasonable."),
         (U, "ok counter at 74 and ask for a 32 hour week instead of more remote days"),
         (A, "Good plan. A 32-hour week is a bigger ask than salary, so it may be worth framing "
             "it as \"open to discussing\". Want me to draft the email?"),
         (U, "yes pls"),
         (A, "**Subject:** Senior Analyst offer\n"
             "\n"
             "Hi Hannah,\n"
             "\n"
             "Thank you so much for the offer, I'm really excited about the role and the team.\n"
             "\n"
             "Having reviewed it, I'd like to propose a base salary of 74,000, reflecting my "
             "five years of experience in operational analytics and the scope of the senior "
             "role. I'd also love to discuss the possibility of a 32-hour week.\n"
             "\n"
             "I'm confident we can find something that works for both sides.\n"
             "\n"
             "Best,\n"
             "[Name]"),
         (U, "hmm so the recruiter just called me before i sent anything, she said 32 hours "
             "isn't possible at senior level, it's a company thing. scratch the 32 hours. just "
             "push for 74 plus a training budget, I want to do the cloud certs"),
         (A, "Updated version:\n"
             "\n"
             "Hi Hannah,\n"
             "\n"
             "Thanks again for the call today and for the offer, I'm really excited about the "
             "role.\n"
             "\n"
             "I'd like to propose a base salary of 74,000, reflecting my five years of "
             "experience in operational analytics and the scope of the senior role. I'd also "
             "appreciate an annual training budget, as I'm keen to complete cloud "
             "certifications that would directly benefit the team.\n"
             "\n"
             "Best,\n"
             "[Name]\n"
             "\n"
             "**Next steps**\n"
             "1. Research salary benchmarks to back up the 74k\n"
             "2. Decide your walk-away number\n"
             "3. Prepare for a possible counter-counter"),
         (U, "perfect. sending it tomorrow morning, she wants an answer by wednesday anyway. my "
             "colleague priya went there last year and says the team is nice"),
         (A, "That's a good sign! Good luck, I hope they say yes."),
         decisions=("counter the offer at 74k",
                    "ask for a training budget for cloud certifications"),
         loops=("send the counter-offer email to the recruiter tomorrow morning",),
         facts=("works as a data analyst at a logistics firm, for 5 years",
                "current salary is 61k"),
         superseded=("ask for a 32-hour week",),
         split="heldout"),
    case("hl-veggie-protein-prep", "chatgpt",
         (U, "vegetarian since uni (so like 12 years), started lifting 4x a week and want to "
             "get to ~120g protein a day. i batch cook on sundays. ideas?"),
         (A, "Great goal! 120 g a day as a vegetarian is very achievable. Here's a batch-cook "
             "friendly approach:\n"
             "\n"
             "### Batch meals (pick 2)\n"
             "1. **Lentil and black bean chili** - ~25 g protein per portion\n"
             "2. **Tofu and edamame stir-fry** - ~30 g per portion\n"
             "3. **Seitan \"chicken\" and chickpea curry** - ~35 g per portion\n"
             "4. **Tempeh bolognese** - ~28 g per portion\n"
             "\n"
             "### Daily add-ons\n"
             "- Greek yogurt with oats for breakfast (~25 g)\n"
             "- Cottage cheese as a snack\n"
             "- A protein shake after training (whey or pea)\n"
             "\n"
             "Want me to turn this into a shopping list?"),
         (U, "no greek yogurt or cottage cheese, i'm lactose intolerant. lets do the chili and "
             "the tofu stir fry as the two batch ones"),
         (A, "Got it, no dairy. Swap breakfast for:\n"
             "- Soy yogurt with oats and peanut butter (~20 g)\n"
             "- Or tofu scramble on toast (~25 g)\n"
             "\n"
             "And the shake after training: a **pea protein** shake (~24 g per scoop) fits well "
             "since it's dairy-free.\n"
             "\n"
             "Rough daily total: chili or stir-fry lunch (~28 g) + stir-fry or chili dinner "
             "(~28 g) + soy yogurt breakfast (~20 g) + shake (~24 g) + snacks (~20 g) = ~120 g."),
         (U, "ok pea protein shake after the gym yes. i'll order the pea protein tonight. "
             "shopping list i'll just wing it"),
         (A, "Sounds like a plan! Enjoy the lifting."),
         decisions=("batch-cook lentil chili and tofu stir-fry",
                    "pea protein shake after the gym"),
         loops=("order pea protein tonight",),
         facts=("has been vegetarian for about 12 years, since university",
                "is lactose intolerant",
                "lifts weights four times a week"),
         split="heldout"),
    case("hl-mum-70th-photobook", "claude",
         (U, "my mum turns 70 in june. she loves her garden and old family stuff. i'm in "
             "manchester with my husband, she's down in cornwall. budget maybe 150, i'm a bit "
             "broke this month though. ideas?"),
         (A, "What a lovely milestone! Here are some ideas within 150:\n"
             "\n"
             "1. **Family photo book** - old and new photos, with captions or short memories "
             "from family members (~40-80)\n"
             "2. **Day course at a garden** - e.g. a workshop at a well-known Cornish garden "
             "(~60-120)\n"
             "3. **Personalised garden bench plaque or engraved trowel set** (~40-70)\n"
             "4. **Rare plant or rose named for the year she was born** (~30-50)\n"
             "5. **\"70 reasons we love you\" jar** with notes from the family (almost free, "
             "very personal)\n"
             "\n"
             "Combining 1 and 5 could be really special."),
         (U, "the photo book. my brother tom has loads of old pics from dad's albums, i'll ask "
             "him to scan them"),
         (A, "Great choice! A few tips:\n"
             "- Photo book services usually need 7-10 working days for printing, so aim to "
             "order by mid-May\n"
             "- Ask Tom to scan at 300 dpi or higher\n"
             "- Group photos by decade, and leave space for short captions\n"
             "\n"
             "**Next steps**\n"
             "1. Message Tom about scanning\n"
             "2. Pick a service (Bonusprint, Photobox, etc.)\n"
             "3. Collect a few short memories from grandchildren\n"
             "4. Order by around 20 May"),
         (U, "ok. order by 20 may noted. grandchildren bit no, there's only my nephew and he's "
             "a baby"),
         (A, "Fair enough! A photo book on its own will be a lovely gift. I hope she has a "
             "wonderful birthday."),
         decisions=("family photo book for mum's 70th birthday",),
         loops=("ask Tom to scan the old photos from dad's albums",
                "order the photo book by 20 May"),
         facts=("lives in Manchester with her husband",),
         split="heldout"),
    case("hl-galway-mortgage-fix", "chatgpt",
         (U, "we're buying our first house in galway, AIP for 320k with one of the banks. "
             "broker asked fixed 3yr, fixed 5yr or variable. rates are meant to come down "
             "right? so variable?"),
         (A, "It's a really common dilemma. Here's a balanced view:\n"
             "\n"
             "**Variable**\n"
             "- Benefits immediately if the ECB cuts rates\n"
             "- Usually no break fee, so you can switch or overpay freely\n"
             "- But payments can rise, and Irish lenders don't always pass on cuts fully\n"
             "\n"
             "**Fixed 3 years**\n"
             "- Certainty for a shorter period\n"
             "- Often a slightly higher rate than 5-year fixed at the moment\n"
             "\n"
             "**Fixed 5 years**\n"
             "- Longest certainty, helpful for budgeting with a new home\n"
             "- Break fees if you switch or clear the loan early\n"
             "- Overpayment allowances vary by lender (often up to 10% a year without penalty)\n"
             "\n"
             "Nobody can reliably predict rates. The question is more about how much payment "
             "volatility you can live with."),
         (U, "ok lets do variable, if rates fall we win"),
         (A, "That's a valid choice if you have a buffer. With 320k over 30 years, a 1 "
             "percentage point rise would add roughly 180-200 EUR a month to your repayment. "
             "Make sure you'd be comfortable with that."),
         (U, "hmm. my husband cian is a secondary school teacher and he HATES the idea of the "
             "payment jumping around, we budget to the euro. ok change of plan, 5 year fixed"),
         (A, "Understood, the 5-year fix gives you that predictability.\n"
             "\n"
             "One tip: ask your broker about the **overpayment allowance** on the 5-year fixed "
             "product. If you can overpay up to 10% a year without a break fee, you keep some "
             "flexibility if rates do fall.\n"
             "\n"
             "**Next steps**\n"
             "1. Ask the broker about overpayment limits\n"
             "2. Get home insurance and mortgage protection quotes\n"
             "3. Book a structural survey on the house\n"
             "4. Line up a solicitor"),
         (U, "yes i'll ask the broker about the overpayment thing when i call her thursday. "
             "solicitor + survey we already have sorted. if we had a baby next year would the "
             "bank care?"),
         (A, "Not for an existing mortgage. Once the loan is drawn down, a change in family "
             "circumstances doesn't affect it. Lenders only look at it during the application. "
             "Good luck with the purchase!"),
         decisions=("5-year fixed rate mortgage",),
         loops=("ask the broker about overpayment limits on Thursday",),
         facts=("husband Cian is a secondary school teacher",),
         superseded=("variable rate mortgage",),
         split="heldout"),
    case("hl-melbourne-bond-dispute", "claude",
         (U, "moved out of my rental in fitzroy 3 weeks ago, now living in brunswick. agent "
             "wants $900 of my bond for 'professional carpet cleaning'. i vacuumed everything "
             "and the carpet was already stained when i moved in. im so angry rn. what can i do"),
         (A, "I'm sorry, that's frustrating. In Victoria you have solid rights here.\n"
             "\n"
             "## Key points\n"
             "- Under the Residential Tenancies Act, a landlord can't claim for **fair wear and "
             "tear**\n"
             "- Since 2021, renters only have to professionally clean carpets if it's needed to "
             "return them to the condition at the start (minus wear and tear)\n"
             "- Your **entry condition report** is the key evidence: if it notes the stains, "
             "that's strong\n"
             "\n"
             "## Your options\n"
             "1. **Don't sign** the bond claim form if you disagree\n"
             "2. Negotiate with the agent in writing first\n"
             "3. If they apply to RTBA for the bond without your agreement, or you can't agree, "
             "the dispute goes to **VCAT**\n"
             "\n"
             "## Evidence to gather\n"
             "- Entry condition report with photos\n"
             "- Your exit photos\n"
             "- Any emails about the carpet"),
         (U, "already emailed the agent last week, they ignored it. i'm not signing. i'll apply "
             "to VCAT myself then. i have the entry report somewhere, photos are on my old phone"),
         (A, "Good. Some practical tips for VCAT:\n"
             "- You can apply online; the fee for a bond matter is usually small or waived\n"
             "- Attach your entry condition report, exit photos and the ignored email\n"
             "- Ask for the full bond to be returned to you\n"
             "\n"
             "Would you also like a short template letter to the agent stating that you dispute "
             "the claim?"),
         (U, "no point, they don't answer. i'll get the photos off the old phone tonight and "
             "lodge the VCAT application this week"),
         (A, "That's the right order. Photos first, then lodge. Hope you get the full $900 back."),
         decisions=("refuse to sign the bond claim", "take the bond dispute to VCAT"),
         loops=("get the entry photos off the old phone tonight",
                "lodge the VCAT application this week"),
         facts=("lives in Brunswick",),
         split="heldout"),
    case("hl-munich-probeunterricht", "chatgpt",
         (U, "we live in munich, our son jakob is 9 and in 4th grade. his übertrittszeugnis "
             "average is 2.66 so no direct gymnasium. realschule or probeunterricht? I'm "
             "austrian so this bavarian system confuses me lol, and my wife is from hamburg so "
             "she's no help either"),
         (A, "The Bavarian transfer system is notoriously confusing, so you're not alone!\n"
             "\n"
             "### How it works\n"
             "- For **Gymnasium** you need an average of 2.33 or better in German, Maths and "
             "HSU\n"
             "- For **Realschule** you need 2.66 or better\n"
             "- Jakob (2.66) qualifies directly for **Realschule**\n"
             "\n"
             "### Option 1: Realschule\n"
             "- Jakob goes to Realschule directly\n"
             "- Later switching to Gymnasium is possible with good grades\n"
             "\n"
             "### Option 2: Probeunterricht for Gymnasium\n"
             "- Three days of trial lessons at a Gymnasium in May\n"
             "- If he passes (or gets a 4 in both subjects and you request it), he can attend "
             "Gymnasium\n"
             "- Registration is at the chosen Gymnasium, usually in early May\n"
             "\n"
             "### Option 3: Realschule now, Gymnasium later\n"
             "- Some kids thrive with the slower pace first\n"
             "\n"
             "How does Jakob feel about it?"),
         (U, "he really wants to go with his best friend to the gymnasium. ok we'll go for the "
             "probeunterricht. when exactly do we register"),
         (A, "Registration for the Gymnasium (including Probeunterricht) usually happens in a "
             "one-week window in early May, directly at the Gymnasium you choose. Check the "
             "school's website, as each one lists exact dates.\n"
             "\n"
             "Bring:\n"
             "- The Uebertrittszeugnis (original)\n"
             "- Birth certificate\n"
             "- Registration form from the school\n"
             "\n"
             "It might also help to talk to his class teacher about where he could improve in "
             "German and Maths before the Probeunterricht."),
         (U, "yes good idea i'll talk to frau berger at the parents evening next week. and i'll "
             "check the dates on the gymnasium website tonight"),
         (A, "Great. Fingers crossed for Jakob!"),
         decisions=("Jakob takes the Probeunterricht for Gymnasium",),
         loops=("talk to Frau Berger at the parents evening next week",
                "check the Gymnasium registration dates tonight"),
         facts=("lives in Munich",
                "son Jakob is 9 and in 4th grade",
                "is Austrian",
                "wife is from Hamburg"),
         split="heldout"),
    case("hl-dad-care-rota", "claude",
         (U, "my dad (81) was diagnosed with early stage dementia in january. he still lives "
             "alone in utrecht. i'm in rotterdam, my sister in amersfoort. we're both working "
             "full time. how do we organise this without burning out"),
         (A, "I'm sorry to hear about your dad's diagnosis. It's good that you're thinking "
             "about sustainability from the start. Here's a structure many families use:\n"
             "\n"
             "## 1. Set up a visiting rota\n"
             "Split fixed days so your dad has a predictable routine, e.g.:\n"
             "- **Option A:** you do weekdays, your sister weekends\n"
             "- **Option B:** two fixed days each (e.g. Tue/Sat and Thu/Sun)\n"
             "\n"
             "## 2. Get formal support early\n"
             "In the Netherlands:\n"
             "- **WMO** (via the municipality, here gemeente Utrecht): household help, day "
             "care, meal services\n"
             "- **Wlz** (long-term care): later, when more intensive care is needed\n"
             "- A **casemanager dementie** via his GP, often the most valuable single step\n"
             "\n"
             "## 3. Safety and tech\n"
             "- Medication dispenser with alarm\n"
             "- GPS tracker or smartwatch\n"
             "- Key safe for emergencies\n"
             "\n"
             "## 4. Look after yourselves\n"
             "- Mantelzorg support in your own municipalities"),
         (U, "option b. sis does tuesday and saturday, i do thursday and sunday. the "
             "casemanager thing sounds great, i'll ask his GP on monday. GPS tracker no, not "
             "yet, he'd hate it"),
         (A, "That rota gives him a visit roughly every two days, which is a good rhythm.\n"
             "\n"
             "For Monday, questions for the GP:\n"
             "1. Can he be referred to a casemanager dementie?\n"
             "2. Would a WMO assessment make sense now?\n"
             "3. Is a medication review needed?\n"
             "\n"
             "Would you like me to also look at what the WMO application in Utrecht looks like?"),
         (U, "no, the casemanager will help with that i assume. thanks, this helped a lot. i'm "
             "exhausted today, first time i'm actually writing this down"),
         (A, "That's completely understandable. You've already made real progress today. Take "
             "care of yourself too."),
         decisions=("visiting rota: sister Tue/Sat, me Thu/Sun",),
         loops=("ask dad's GP about a casemanager dementie on Monday",),
         facts=("father (81) has early-stage dementia, diagnosed in January",
                "lives in Rotterdam",
                "works full time"),
         split="heldout"),
    case("hl-cat-pixel-kidneys", "chatgpt",
         (U, "our cat pixel is 14 and the vet just said stage 2 CKD. she prescribed a renal "
             "diet but pixel sniffed it and walked away. we live in lyon if that matters for "
             "brands"),
         (A, "I'm sorry to hear about Pixel's diagnosis. Stage 2 CKD is very manageable for "
             "many cats, often for years.\n"
             "\n"
             "### Why the renal diet matters\n"
             "Renal diets are lower in phosphorus and moderate in protein, which can slow "
             "progression.\n"
             "\n"
             "### Getting a fussy senior cat to eat it\n"
             "1. **Transition slowly**: mix 25% renal with 75% old food, increasing over 2-3 "
             "weeks\n"
             "2. **Wet over dry**: wet food also helps hydration, which is important for "
             "kidneys\n"
             "3. **Warm it slightly** to body temperature to boost the smell\n"
             "4. **Try different brands**: Royal Canin Renal, Hill's k/d, Purina NF, and "
             "Specific are all available in France\n"
             "\n"
             "### Also important\n"
             "- Fresh water everywhere, maybe a fountain\n"
             "- Regular bloodwork to track creatinine and SDMA\n"
             "\n"
             "An appetite matters more than the perfect diet: a cat that doesn't eat is a "
             "bigger risk."),
         (U, "ok we'll do the slow mix over 2-3 weeks and go wet only. she did throw up this "
             "morning but she does that sometimes with hairballs"),
         (A, "Sounds good. Occasional hairball vomiting is common, but mention it to the vet if "
             "it increases, since nausea can also come with CKD.\n"
             "\n"
             "Also worth asking the vet about:\n"
             "- a phosphate binder if her levels are high\n"
             "- anti-nausea medication if her appetite drops\n"
             "- a water fountain"),
         (U, "vet wants bloods again in 3 months, i'll book that on the way home. fountain we "
             "have already"),
         (A, "Perfect. Give Pixel a scratch from me!"),
         decisions=("slowly mix Pixel onto the renal diet", "wet renal food only for Pixel"),
         loops=("book Pixel's repeat bloodwork in 3 months",),
         facts=("cat Pixel (14) has stage 2 chronic kidney disease", "lives in Lyon"),
         split="heldout"),
    case("hl-strength-at-52", "claude",
         (U, "I'm 52, accountant, sit all day. had a herniated disc (L5-S1) in 2019, fine now "
             "mostly. want to start strength training at home, i have one 16kg kettlebell and a "
             "mat. how many days and what exercises"),
         (A, "Great decision, strength training is one of the best things you can do for your "
             "back and long-term health at 52.\n"
             "\n"
             "## Frequency\n"
             "- **Option A:** 3 full-body sessions per week (e.g. Mon/Wed/Fri), ~40 minutes\n"
             "- **Option B:** 4 upper/lower split sessions\n"
             "\n"
             "For a beginner, Option A is usually best.\n"
             "\n"
             "## Exercises with one 16 kg kettlebell\n"
             "1. **Goblet squat** - 3x8-12\n"
             "2. **Kettlebell deadlift** - 3x8 (careful with your L5-S1 history, keep a neutral "
             "spine)\n"
             "3. **One-arm row** - 3x10 each side\n"
             "4. **Floor press** - 3x10 each side\n"
             "5. **Dead bug** and **bird dog** for core stability\n"
             "6. **Glute bridge** - 3x12\n"
             "\n"
             "Given the disc history, it may be worth starting deadlifts later and checking "
             "form with a physio."),
         (U, "3 full body a week then. I'll leave deadlifts out for now and start with goblet "
             "squats, rows, floor press, bridges and the core stuff"),
         (A, "That's a solid, back-friendly programme.\n"
             "\n"
             "Progression: add 1-2 reps per set each week until you hit the top of the range, "
             "then slow the tempo or add a pause.\n"
             "\n"
             "**Next steps**\n"
             "1. Consider an adjustable dumbbell set (e.g. 2-24 kg) for progression\n"
             "2. Track your workouts in an app like Strong or a notebook\n"
             "3. Book a session with a physio to check your form\n"
             "4. Add 2-3 walks of 30 minutes per week"),
         (U, "how long until i'd see any difference?"),
         (A, "Most people notice:\n"
             "- **2-4 weeks**: feeling stronger and more confident with the movements (mostly "
             "nervous system adaptation)\n"
             "- **6-8 weeks**: visible changes in muscle tone\n"
             "- **3 months**: clear strength gains and often less back stiffness\n"
             "\n"
             "Consistency matters far more than intensity."),
         (U, "ok cool thanks"),
         decisions=("three full-body strength sessions a week", "leave out deadlifts for now"),
         facts=("is 52", "works as an accountant", "had a herniated L5-S1 disc in 2019"),
         split="heldout"),
    case("hl-twins-night-sleep", "chatgpt",
         (U, "twins ava and ezra, 4 months, auckland. we're so sleep deprived this week I can "
             "barely type. they wake each other up constantly. should we put them in separate "
             "rooms?"),
         (A, "Four months with twins is hard, you're doing great. A few things that often "
             "help:\n"
             "\n"
             "### Room setup\n"
             "- **Separate rooms**: reduces them waking each other, but doubles the settling "
             "work and only works if you have the space\n"
             "- **Same room with white noise**: many twins learn to sleep through each other's "
             "noises within a couple of weeks\n"
             "\n"
             "### Routines\n"
             "1. **Sync their schedules**: when one wakes to feed, wake the other too\n"
             "2. **Dream feed** around 10-11pm to stretch the first long sleep\n"
             "3. Consistent bedtime routine (bath, feed, song)\n"
             "\n"
             "### The 4-month regression\n"
             "Around this age sleep often gets worse temporarily as sleep cycles mature."),
         (U, "ok separate rooms then, i'll move ezra into the study"),
         (A, "That can work. Make sure the study is safe for a baby: a cot with a firm "
             "mattress, no cords near the cot, and a comfortable temperature (around 20 C). A "
             "second monitor helps too."),
         (U, "actually the study has no blind and gets the morning sun at like 6am, forget it. "
             "keep them together and get a white noise machine. and yes lets sync them, wake "
             "the other one for feeds"),
         (A, "Good call: early sun would wake him anyway. With white noise:\n"
             "- Keep it continuous all night, not on a timer\n"
             "- Place it between the cots, at least 2 m from the babies\n"
             "- Keep the volume at roughly shower level\n"
             "\n"
             "Syncing feeds might feel wrong at first (waking a sleeping baby!) but it usually "
             "gives you longer stretches within a week or two."),
         (U, "ok just ordered a white noise machine. we'll try the dream feed too at 10:30"),
         (A, "That's a solid plan. Hang in there, it does get better!"),
         decisions=("twins share a room with white noise",
                    "sync the twins' feeds",
                    "dream feed at 10:30 pm"),
         facts=("has twins Ava and Ezra, 4 months old", "lives in Auckland"),
         superseded=("move Ezra into the study",),
         split="heldout"),
    case("hl-japan-coeliac-trip", "claude",
         (U, "me and my partner are going to japan for 2 weeks in october: tokyo 5 nights, "
             "kyoto 4, osaka 3, hiroshima 1. I'm coeliac (diagnosed 2016) so food is my big "
             "worry. also getting the 14 day JR pass, already decided on that"),
         (A, "What a great itinerary! Let me take both points in turn.\n"
             "\n"
             "## JR Pass\n"
             "Be aware that the JR Pass price went up by about 70% in October 2023. The 14-day "
             "pass is now around 80,000 yen per person. For your route:\n"
             "- Tokyo -> Kyoto: ~14,000 yen\n"
             "- Kyoto -> Osaka: ~600 yen (local train)\n"
             "- Osaka -> Hiroshima: ~10,000 yen\n"
             "- Hiroshima -> Tokyo: ~19,000 yen\n"
             "\n"
             "That's about 44,000 yen in individual tickets, so the pass would likely **not** "
             "pay off unless you add many day trips.\n"
             "\n"
             "## Coeliac in Japan\n"
             "It's challenging because soy sauce (which contains wheat) is in almost "
             "everything. Tips:\n"
             "- Carry a **gluten-free restaurant card** in Japanese explaining coeliac disease\n"
             "- Rice, sashimi, onigiri with plain fillings (check seasoning) are often safe\n"
             "- Tokyo has several dedicated gluten-free restaurants\n"
             "- Bring tamari (wheat-free soy sauce) sachets"),
         (U, "ugh ok. no JR pass then, we'll buy the shinkansen tickets one by one. and yes "
             "please write me the card text in japanese"),
         (A, "Here's the English text for the card. I'd recommend having it translated by a "
             "native speaker, or using a card from a coeliac society, since accuracy really "
             "matters here:\n"
             "\n"
             "---\n"
             "**I have coeliac disease.**\n"
             "I cannot eat wheat, barley or rye, even in very small amounts.\n"
             "Soy sauce, miso, tempura batter, breadcrumbs and many dashi stocks contain "
             "wheat.\n"
             "Could you please check whether this dish contains any of these?\n"
             "Thank you very much for your help.\n"
             "---\n"
             "\n"
             "Print a few copies: restaurants often keep the card while they check with the "
             "kitchen."),
         (U, "amazing. i'll get my friend yuki to translate it, she's from osaka. then print "
             "and laminate a few copies at work"),
         (A, "Perfect. Have an amazing trip, and I hope you find some great gluten-free spots!"),
         decisions=("individual Shinkansen tickets, no JR Pass",),
         loops=("ask Yuki to translate the gluten-free card into Japanese",
                "print and laminate the gluten-free card"),
         facts=("has coeliac disease, diagnosed in 2016",),
         superseded=("buy the 14-day JR Pass",),
         split="heldout"),
    case("hl-lisa-or-pension", "chatgpt",
         (U, "29, basic rate taxpayer, employer matches pension up to 5% which i already do. i "
             "have £300 a month extra. more pension, stocks and shares ISA, or a LISA? i want "
             "to buy a flat in about 4 years. my flatmate put everything in crypto lol"),
         (A, "Great position to be in! Here's how the options compare for your goal:\n"
             "\n"
             "**Lifetime ISA (LISA)**\n"
             "- 25% government bonus on up to 4,000 a year (so up to 1,000 free per year)\n"
             "- Must be used for a first home (max price 450,000) or after age 60\n"
             "- You can open one until age 40\n"
             "- Account must be open 12 months before using for a purchase\n"
             "- 25% penalty for other withdrawals\n"
             "\n"
             "**Stocks & Shares ISA**\n"
             "- Fully flexible\n"
             "- No bonus\n"
             "\n"
             "**Extra pension contributions**\n"
             "- 20% tax relief as a basic-rate taxpayer\n"
             "- Locked until 57\n"
             "- No additional employer match above 5% in your case\n"
             "\n"
             "For a first-home goal in 4 years, the LISA is usually the strongest option."),
         (U, "LISA it is, the 25% bonus is hard to beat. keep the pension at the 5% match then. "
             "cash LISA or stocks and shares LISA for 4 years?"),
         (A, "For 4 years, it depends on your risk tolerance:\n"
             "\n"
             "- **Cash LISA**: no risk of losing value just before you buy; interest currently "
             "around 4-5%\n"
             "- **Stocks & Shares LISA**: higher expected returns over the long run, but a "
             "market drop in year 3 or 4 could hurt\n"
             "\n"
             "A common approach is stocks & shares now, switching to cash about a year before "
             "you buy.\n"
             "\n"
             "**Next steps**\n"
             "1. Compare LISA providers (fees matter on S&S)\n"
             "2. Set up a monthly standing order of 300\n"
             "3. Open it before 5 April to use this year's allowance"),
         (U, "cash lisa, i don't want to stress about markets. I'll open one this weekend"),
         (A, "Sounds good, simple and safe. Good luck with the flat hunt!"),
         decisions=("Lifetime ISA for the extra 300 a month",
                    "keep pension contributions at the 5% match",
                    "cash LISA rather than stocks and shares"),
         loops=("open a cash LISA this weekend",),
         facts=("is 29",
                "is a basic-rate taxpayer",
                "employer matches pension contributions up to 5%"),
         split="heldout"),
    case("hl-aurora-why-green", "claude",
         (U, "random question but how do the northern lights actually work and why are they "
             "mostly green"),
         (A, "Great question! Here's the short version:\n"
             "\n"
             "## What causes them\n"
             "1. The Sun constantly emits charged particles (the **solar wind**)\n"
             "2. Earth's magnetic field funnels some of them towards the poles\n"
             "3. These particles collide with atoms and molecules in the upper atmosphere "
             "(roughly 100-300 km up)\n"
             "4. The collisions excite the atoms, and when they relax, they emit light\n"
             "\n"
             "## Why green?\n"
             "- The most common colour comes from **atomic oxygen** at around 100-250 km "
             "altitude, emitting at 557.7 nm: a bright green\n"
             "- **Red** also comes from oxygen, but higher up (above ~250 km), where it's "
             "rarer\n"
             "- **Blue and purple** come from nitrogen, usually lower down\n"
             "\n"
             "Our eyes are also most sensitive to green light, which helps!"),
         (U, "so a red aurora means its happening higher up?"),
         (A, "Mostly, yes. The red oxygen emission (630 nm) needs very low-density air, because "
             "the excited state lasts almost two minutes; at lower altitudes, collisions knock "
             "the energy away before the light is emitted. During strong geomagnetic storms, "
             "red auroras become more common and can even be seen from lower latitudes."),
         (U, "wild. thanks!"),
         (A, "You're welcome! Clear skies if you ever go hunting for them."),
         chatter=True,
         split="heldout"),
    case("hl-schengen-from-dublin", "chatgpt",
         (U, "indian citizen here, living in dublin since march 2022 on a stamp 1G. my college "
             "friend is getting married in florence in september. plan: 6 nights italy "
             "(florence + rome) then 3 nights in nice. which embassy do i apply at"),
         (A, "Because Ireland isn't part of Schengen, you'll need a Schengen short-stay visa. "
             "The rule is:\n"
             "\n"
             "- Apply to the country that is your **main destination** (where you spend the "
             "most nights)\n"
             "- If the nights are equal, apply to the country of **first entry**\n"
             "\n"
             "With 6 nights in Italy and 3 in France, you apply to **Italy**. In Dublin, "
             "Italian visa applications are handled through VFS Global.\n"
             "\n"
             "### Typical documents\n"
             "1. Passport valid 3+ months after the trip, with 2 blank pages\n"
             "2. Irish Residence Permit (IRP) card, valid 3+ months after return\n"
             "3. Flight and hotel bookings\n"
             "4. Travel insurance with 30,000 EUR medical cover\n"
             "5. Employer letter confirming leave and salary\n"
             "6. 3-6 months of bank statements\n"
             "7. The wedding invitation\n"
             "\n"
             "Apply at least 3-4 weeks ahead; you can apply up to 6 months before travel."),
         (U, "my IRP expires in november, trip ends sept 14. fine? also do hotels need to be "
             "paid or just refundable booking ok"),
         (A, "- **IRP**: Expiry in November gives you roughly 2 months after return. Italy "
             "usually asks for 3 months of validity beyond your departure from Schengen, so "
             "this is borderline. Check with VFS, or renew the IRP first if you can.\n"
             "- **Hotels**: Refundable bookings are fine. You don't need to have paid.\n"
             "\n"
             "**Next steps**\n"
             "1. Check IRP validity rules with VFS\n"
             "2. Book the VFS appointment\n"
             "3. Ask HR for the employer letter\n"
             "4. Buy travel insurance"),
         (U, "ugh. ok i'll book the IRP renewal first, then VFS. apply through italy then. HR "
             "letter i'll request tomorrow"),
         (A, "Sounds like the right order. The IRP renewal can take a few weeks, so starting "
             "now is smart. Enjoy the wedding!"),
         decisions=("apply for the Schengen visa through Italy",
                    "renew the IRP before booking VFS"),
         loops=("book the IRP renewal",
                "book the VFS appointment after the IRP renewal",
                "request the employer letter from HR tomorrow"),
         facts=("is an Indian citizen", "lives in Dublin since March 2022 on a Stamp 1G"),
         split="heldout"),
    case("hl-leeuwarden-heat-pump", "claude",
         (U, "we own a 1968 terraced house in leeuwarden. gas boiler is 15 years old. we want "
             "off gas. decided: full air-to-water heat pump this summer. what should i watch "
             "for with installers"),
         (A, "Going off gas is a great goal. Before talking installers, one important question: "
             "**how well insulated is the house?**\n"
             "\n"
             "A full (all-electric) heat pump works at lower flow temperatures (35-45 C). In a "
             "poorly insulated 1968 house:\n"
             "- radiators may not heat rooms enough on cold days\n"
             "- running costs can end up higher than with gas\n"
             "\n"
             "Typical 1968 Dutch terraced houses have:\n"
             "- an empty or partly filled cavity wall\n"
             "- single or old double glazing\n"
             "- limited roof insulation\n"
             "\n"
             "### Options\n"
             "- **Option A:** insulate first (cavity wall, HR++ glass, roof), then a full heat "
             "pump\n"
             "- **Option B:** a **hybrid heat pump** now, keeping the gas boiler for the "
             "coldest days; insulate over time\n"
             "- **Option C:** full heat pump now with bigger radiators or underfloor heating\n"
             "\n"
             "What's your insulation situation?"),
         (U, "cavity is empty, living room still has single glazing, roof was done by the "
             "previous owners. so bad lol"),
         (A, "Then I'd strongly suggest Option A or B. With an empty cavity and single glazing, "
             "a full heat pump would struggle.\n"
             "\n"
             "Cavity wall insulation is one of the cheapest measures (often 1,500-3,000 EUR for "
             "a terraced house) and pays back quickly. HR++ glass is more expensive but big for "
             "comfort.\n"
             "\n"
             "The ISDE subsidy covers part of the costs of both insulation and heat pumps, as "
             "long as you apply correctly (usually after installation, within 24 months)."),
         (U, "ok change of plan. this year: cavity wall insulation + HR++ in the living room. "
             "heat pump next year, probably hybrid"),
         (A, "Sensible sequencing. That also means the heat pump can be sized for the "
             "better-insulated house.\n"
             "\n"
             "**Next steps**\n"
             "1. Get 2-3 quotes for cavity wall insulation\n"
             "2. Get quotes for HR++ glass\n"
             "3. Check the ISDE conditions\n"
             "4. Ask for an energy label update after the work"),
         (U, "i'll ask three companies for cavity wall quotes this week. glass can wait until "
             "the cavity's done"),
         (A, "Good plan. Enjoy the warmer living room next winter!"),
         decisions=("cavity wall insulation and HR++ glass this year",
                    "hybrid heat pump next year"),
         loops=("get three quotes for cavity wall insulation this week",),
         facts=("owns a 1968 terraced house in Leeuwarden",),
         superseded=("full air-to-water heat pump this summer",),
         split="heldout"),
    case("hl-diabetes-appointment-prep", "chatgpt",
         (U, "i'm 45, type 2 diabetes since 2021, on metformin 1000mg twice a day. latest hba1c "
             "is 7.2, up from 6.8. seeing my GP on friday. also the metformin makes my stomach "
             "awful every morning. what should i ask"),
         (A, "Good idea to prepare. Here's a list of questions you could bring:\n"
             "\n"
             "### About the HbA1c\n"
             "1. Is 7.2 concerning for me, and what target should I aim for?\n"
             "2. Could anything explain the rise (diet, weight, stress, other meds)?\n"
             "\n"
             "### About the stomach side effects\n"
             "3. Could I switch to **extended-release (XR) metformin**? It's often much gentler "
             "on the stomach.\n"
             "4. Would taking it with food or at a different time help?\n"
             "\n"
             "### About next steps\n"
             "5. Are there other medications I should consider (e.g. SGLT2 inhibitors, GLP-1 "
             "agonists)?\n"
             "6. When should my next HbA1c be?\n"
             "\n"
             "### Bring with you\n"
             "- Your glucose log (if you test at home)\n"
             "- A list of all medications and supplements\n"
             "\n"
             "Hope the appointment goes well!"),
         (U, "my coworker is on ozempic and lost 15 kilo. should i ask for that? i've also been "
             "feeling dizzy this week but its been super hot"),
         (A, "You can definitely ask about GLP-1 medications like semaglutide (Ozempic). "
             "Whether it's suitable depends on your overall health, weight and HbA1c, and in "
             "many countries there are supply limits and specific criteria.\n"
             "\n"
             "About the dizziness: heat and dehydration can cause it, but on diabetes "
             "medication it's worth mentioning to your GP on Friday, and checking your glucose "
             "if you have a meter."),
         (U, "ok. i'll ask about switching to the XR version, that's my main thing. and i'll "
             "bring my glucose log, i keep it in a notebook. not gonna push for ozempic"),
         (A, "That's a focused plan. Good luck on Friday!"),
         loops=("ask the GP about switching to extended-release metformin on Friday",
                "bring the glucose log notebook to Friday's GP appointment"),
         facts=("is 45", "has type 2 diabetes since 2021", "takes metformin 1000 mg twice a day"),
         split="heldout"),
    case("hl-portland-summer-camps", "claude",
         (U, "summer camp tetris time. kids are oliver (10) and hana (7). we're in portland "
             "(sellwood), both of us work 9-5. weeks of july 8 and july 15 are the gaps. "
             "options: robotics camp at OMSI, swim camp at the community center, nature camp at "
             "tryon creek"),
         (A, "Fun puzzle! Some considerations:\n"
             "\n"
             "| Camp | Ages | Hours | Notes |\n"
             "|---|---|---|---|\n"
             "| Robotics (OMSI) | usually 8-12 | 9:00-3:00 | often sells out early |\n"
             "| Swim camp | 5-12 | 8:30-4:30 | good fit for 9-5 work |\n"
             "| Nature camp | 6-11 | 9:00-3:30 | lots of outdoor time |\n"
             "\n"
             "### Suggestions\n"
             "- **Oliver**: robotics (age fits) in one week, nature camp the other\n"
             "- **Hana**: swim camp works well for the full-day hours, and she's within the "
             "nature camp age too\n"
             "- **Same location**: if both kids are at the same camp one week, drop-off is "
             "simpler\n"
             "\n"
             "For the 3:00 and 3:30 pickups, you may need an aftercare option or a carpool."),
         (U, "oliver robotics the week of the 8th and nature camp on the 15th. hana swim camp "
             "both weeks, she's obsessed with the pool. our neighbours the garcias have 3 kids "
             "doing the same swim camp so carpooling could work"),
         (A, "That's a nice setup. For the carpool:\n"
             "- **Option A:** you do mornings, the Garcias do afternoons\n"
             "- **Option B:** alternate by week\n"
             "- **Option C:** alternate by day\n"
             "\n"
             "Swim camp runs until 4:30, which might fit afternoons better for whoever finishes "
             "work earliest.\n"
             "\n"
             "For Oliver's robotics week, you'll still need a 3:00 pickup solution."),
         (U, "we'll do mornings, they do afternoons, i'll text maria garcia tonight. for "
             "oliver's 3pm pickup my husband can leave early that week, his boss is flexible"),
         (A, "Great, that covers everything.\n"
             "\n"
             "**Checklist**\n"
             "1. Register Oliver for robotics (week of July 8)\n"
             "2. Register Oliver for nature camp (week of July 15)\n"
             "3. Register Hana for swim camp (both weeks)\n"
             "4. Confirm the carpool with the Garcias\n"
             "5. Pack sunscreen and water bottles!"),
         (U, "registered all three just now, robotics had 2 spots left phew"),
         (A, "Perfect timing! Have a great summer."),
         decisions=("Oliver at robotics camp July 8 week",
                    "Oliver at nature camp July 15 week",
                    "Hana at swim camp both weeks",
                    "carpool: we do mornings, the Garcias afternoons"),
         loops=("text Maria Garcia about the carpool tonight",),
         facts=("has two kids, Oliver (10) and Hana (7)",
                "lives in Sellwood, Portland",
                "she and her husband both work 9 to 5"),
         split="heldout"),
    case("hl-bern-ebike", "chatgpt",
         (U, "looking at e-bikes for commuting. i live in bern (breitenrain), office is in "
             "köniz, 14km each way with ~300m climbing on the way home. budget 4000 chf. hub "
             "motor or mid drive?"),
         (A, "For your commute, the climbing is the key factor.\n"
             "\n"
             "### Mid-drive (e.g. Bosch Performance CX, Shimano EP8)\n"
             "- Uses the bike's gears, so it's much more efficient on hills\n"
             "- Natural riding feel\n"
             "- Better weight distribution\n"
             "- More expensive, and wears the chain faster\n"
             "\n"
             "### Hub motor (rear)\n"
             "- Cheaper and low-maintenance\n"
             "- Fine for flat commutes\n"
             "- Can struggle or overheat on long climbs\n"
             "\n"
             "With 300 m of climbing every day, I'd go **mid-drive**. Within 4,000 CHF you can "
             "find good options from Swiss shops.\n"
             "\n"
             "### Also consider\n"
             "- **S-Pedelec (45 km/h)**: faster, but needs a yellow licence plate, insurance "
             "and a helmet rule\n"
             "- A battery of at least 500 Wh for winter range"),
         (U, "mid drive, and no s-pedelec, i don't want the plate hassle. buy online or local "
             "shop?"),
         (A, "For an e-bike, a **local shop** usually wins:\n"
             "- Professional setup and sizing\n"
             "- Warranty handling and service (e.g. motor updates)\n"
             "- Test rides\n"
             "\n"
             "Online can be 10-15% cheaper, but servicing can be harder, since some shops "
             "charge more for bikes they didn't sell.\n"
             "\n"
             "Also: e-bike theft is common. Check whether your household insurance covers it "
             "(in Switzerland, bicycle theft is often an add-on to the Hausrat policy)."),
         (U, "local shop then, there's one in the lorraine. I'll test ride there saturday. and "
             "yes good point on insurance, i'll add bike theft to our hausrat"),
         (A, "Great plan! Enjoy the test ride."),
         decisions=("mid-drive motor for the e-bike",
                    "regular e-bike, not an S-Pedelec",
                    "buy the e-bike from a local shop"),
         loops=("test ride at the Lorraine shop on Saturday",
                "add bike theft cover to the household insurance"),
         facts=("lives in Breitenrain, Bern", "commutes 14 km each way to an office in Koeniz"),
         split="heldout"),
    case("hl-coparenting-christmas", "claude",
         (U, "divorced since 2022, daughter lucia is 11, we do week on week off with her dad "
             "marco. now christmas: i want to propose that i take christmas eve every year and "
             "he gets christmas day. reasonable?"),
         (A, "It can work, but here are some considerations.\n"
             "\n"
             "**Fixed split (Eve with you, Day with him)**\n"
             "- Predictable for everyone\n"
             "- But it means Lucia never spends Christmas Day with you, and never Christmas Eve "
             "with her dad\n"
             "- Can feel unfair to one side over time, and depends on which day matters more in "
             "each family\n"
             "\n"
             "**Alternating years**\n"
             "- Each parent gets the \"full\" Christmas every other year\n"
             "- Fair and common in parenting plans\n"
             "\n"
             "**Splitting the day**\n"
             "- Christmas Day morning with one parent, afternoon with the other, alternating "
             "yearly\n"
             "- Works if you live close together\n"
             "\n"
             "What traditions matter most to you and to Marco's side?"),
         (U, "honestly in his family christmas eve is the big one too, with his parents. he'll "
             "never agree and it's not fair to lucia. ok alternate years then: this year she's "
             "with me from the 23rd to the 26th, next year with him"),
         (A, "That's a fair and child-centred approach. Some details to include in the "
             "proposal:\n"
             "1. Exact handover times (e.g. 23 Dec at 10:00, 26 Dec at 18:00)\n"
             "2. What happens to the regular week-on-week-off around the holidays\n"
             "3. New Year's Eve: same alternation or the opposite parent?\n"
             "\n"
             "Would you like me to draft the message to Marco?"),
         (U, "yes, short, he hates long messages. new years with the opposite parent"),
         (A, "Here's a short version:\n"
             "\n"
             "---\n"
             "Hi Marco, for Christmas I'd suggest we alternate years: this year Lucia is with "
             "me 23 Dec 10:00 to 26 Dec 18:00, next year with you, and so on. New Year's Eve "
             "goes to the other parent each year. The regular week-on/week-off continues around "
             "it. Let me know what you think.\n"
             "---"),
         (U, "perfect. i'll send it through the co-parenting app tonight. he just moved in with "
             "his girlfriend so we'll see how that goes"),
         (A, "Good luck, I hope it's an easy yes. Wishing you and Lucia a lovely Christmas."),
         decisions=("alternate Christmas by year with Marco",
                    "Lucia with me 23-26 Dec this year",
                    "New Year's Eve with the opposite parent"),
         loops=("send the Christmas proposal to Marco through the co-parenting app tonight",),
         facts=("divorced since 2022",
                "daughter Lucia is 11",
                "shares custody of Lucia with her dad Marco, week on week off"),
         superseded=("take Christmas Eve every year, Marco Christmas Day",),
         split="heldout"),
    case("hl-sabbatical-then-ux", "chatgpt",
         (U, "hotel ops manager for 9 yrs, burnt out. want to quit, take ~6 months off, then "
             "move into UX. savings 28k CAD, rent is 1650/month here in vancouver. is that crazy"),
         (A, "Not crazy at all, but let's check the numbers.\n"
             "\n"
             "### Monthly burn (rough)\n"
             "- Rent: 1,650\n"
             "- Food, phone, transit, insurance: ~1,100\n"
             "- **Total:** ~2,750/month\n"
             "\n"
             "6 months = **~16,500**, leaving ~11,500 as a buffer for the job search and a "
             "course.\n"
             "\n"
             "### UX transition options\n"
             "- **Option A:** full-time bootcamp (12-16 weeks, 10-15k CAD): fast but uses most "
             "of your buffer\n"
             "- **Option B:** part-time online course (e.g. 6-9 months, 2-5k CAD): cheaper, "
             "fits around rest\n"
             "- **Option C:** self-study + portfolio with free resources and a mentor\n"
             "\n"
             "Your hospitality background is actually an asset: service design, guest journeys, "
             "operations."),
         (U, "B. part-time course. full time bootcamp would eat everything. and i'd quit end of "
             "june after the bonus pays out in may"),
         (A, "That's a sensible plan: the bonus gives you extra runway.\n"
             "\n"
             "**Next steps**\n"
             "1. Shortlist 2-3 part-time UX courses and compare reviews\n"
             "2. Start a simple portfolio site\n"
             "3. Reach out to UX designers on LinkedIn for informational chats\n"
             "4. Build a month-by-month budget spreadsheet"),
         (U, "if i don't find a ux job within a year i guess i'd go back to hotels, worst case. "
             "spreadsheet i already have. I'll shortlist courses this weekend"),
         (A, "Having a fallback is healthy, not defeatist. Good luck, and enjoy the break when "
             "it comes!"),
         decisions=("part-time online UX course", "quit end of June, after May bonus"),
         loops=("shortlist part-time UX courses this weekend",),
         facts=("has worked as a hotel operations manager for 9 years",
                "lives in Vancouver",
                "pays 1650 CAD a month in rent"),
         split="heldout"),
    case("hl-bristol-allotment", "claude",
         (U, "finally got an allotment plot after 3 years on the waiting list!! half plot, "
             "bristol, heavy clay. it's covered in couch grass and brambles. where do i even "
             "start"),
         (A, "Congratulations! Three years is a long wait, enjoy it. Here's a sensible way to "
             "tackle a weedy clay plot:\n"
             "\n"
             "## 1. Clear in stages\n"
             "- Don't try to do it all at once. Clear one bed, plant it, then the next.\n"
             "- Brambles: cut down and dig out the root crowns.\n"
             "\n"
             "## 2. Two approaches to couch grass\n"
             "- **Option A: Dig it out** - thorough, but hard work on clay, and every root "
             "fragment regrows\n"
             "- **Option B: No-dig** - cover with cardboard and 10-15 cm of compost, plant "
             "straight into it; weeds are smothered over a season\n"
             "\n"
             "## 3. Easy first crops on clay\n"
             "- Potatoes (help break up soil)\n"
             "- Runner beans and broad beans\n"
             "- Courgettes and squash\n"
             "- Garlic in autumn\n"
             "\n"
             "## 4. Infrastructure\n"
             "- A compost bin\n"
             "- Soil test for pH\n"
             "- Water butt\n"
             "- Shed (if allowed)"),
         (U, "no-dig for sure, my back can't take digging clay. potatoes, runner beans and "
             "courgettes to start. compost bin yes. soil test and shed skip, the site already "
             "has a shared shed"),
         (A, "Great plan. A few tips for no-dig on a new plot:\n"
             "- Overlap the cardboard well so no light gets through\n"
             "- You'll need a lot of compost at first: ask the allotment society about bulk "
             "municipal compost deliveries\n"
             "- Plant potatoes through the cardboard in holes\n"
             "\n"
             "Would you like a simple planting calendar for those three?"),
         (U, "ok go"),
         (A, "**Potatoes (first earlies)**: plant late March to April, harvest June to July\n"
             "**Runner beans**: sow indoors late April, plant out after the last frost "
             "(mid-late May), harvest July to September\n"
             "**Courgettes**: sow indoors late April, plant out late May / early June, harvest "
             "July to September\n"
             "\n"
             "Water the beans and courgettes deeply and often in dry spells."),
         (U, "brilliant. i'll ask the society about the compost delivery at saturday's work day"),
         (A, "Enjoy your first season on the plot!"),
         decisions=("no-dig beds on the allotment",
                    "start with potatoes, runner beans and courgettes"),
         loops=("get a compost bin",
                "ask the allotment society about a bulk compost delivery on Saturday"),
         facts=("has a half allotment plot in Bristol",),
         split="heldout"),
    case("hl-leaving-gift-brainstorm", "chatgpt",
         (U, "colleague femke is leaving after 11 years, we're 12 people chipping in about 25 "
             "each. she loves bouldering, her two cats and really bad puns. gift ideas?"),
         (A, "What a fun combination! Here are some ideas for around 300 in total:\n"
             "\n"
             "### Bouldering\n"
             "1. **Multi-visit pass** for her favourite climbing gym\n"
             "2. A **chalk bag** custom-embroidered with a pun (\"Boulder than ever\")\n"
             "3. A **guidebook** for an outdoor bouldering area she'd like to visit\n"
             "\n"
             "### Cats\n"
             "4. A **custom illustrated portrait** of her two cats\n"
             "5. A fancy **cat tree** or window perch\n"
             "\n"
             "### Puns\n"
             "6. A **book of terrible puns** signed by everyone with their own additions\n"
             "7. A **\"Fe-mke-tastic\" mug** (or a pun that works in Dutch!)\n"
             "\n"
             "### Combination\n"
             "8. Climbing pass + cat portrait + a pun-filled card from the whole team"),
         (U, "haha the cat portrait is cute. how long do those take usually"),
         (A, "Most illustrators on Etsy or similar take 1-3 weeks, plus shipping. Some offer "
             "digital versions in a few days that you can print locally."),
         (U, "nice, some good ones there"),
         chatter=True,
         split="heldout"),
    case("hl-pm-interview-intro", "claude",
         (U, "interview for a product manager role at a health-tech startup on thursday. I've "
             "been a UX designer for six years (agency then in-house at a bank). here's my "
             "'tell me about yourself', be brutal:\n"
             "\n"
             "\"Hi, I'm a UX designer with six years of experience. I started at an agency "
             "working on lots of different clients, then moved in-house to a bank where I "
             "redesigned the mobile banking app onboarding. I also worked on a patient portal "
             "for a hospital group at the agency. I'm now looking to move into product "
             "management because I enjoy the strategic side.\" "),
         (A, "Thanks for sharing! Honest feedback:\n"
             "\n"
             "## What works\n"
             "- Clear and concise\n"
             "- You mention concrete projects\n"
             "\n"
             "## What to improve\n"
             "1. **Lead with relevance**: for a health-tech role, the **patient portal** is "
             "your strongest story, but it's buried at the end\n"
             "2. **Show PM thinking**: talk about outcomes (metrics, trade-offs, stakeholders) "
             "rather than just what you designed\n"
             "3. **\"I enjoy the strategic side\"** is vague; give a moment where you drove a "
             "product decision\n"
             "\n"
             "## Suggested structure\n"
             "- Hook: patient portal, outcome\n"
             "- Bridge: bank onboarding, what you learned about prioritisation\n"
             "- Why PM, why this company\n"
             "\n"
             "Want me to rewrite it along those lines?"),
         (U, "yes, lead with the patient portal. the portal cut phone calls to the appointment "
             "desk by about 30%, that's a real number"),
         (A, "Here's a revised version:\n"
             "\n"
             "\"I'm a UX designer with six years of experience, and the project I'm proudest of "
             "is a patient portal for a hospital group: we redesigned appointment booking and "
             "cut calls to the appointment desk by around 30%. At a bank, I led the redesign of "
             "the mobile onboarding, where I spent as much time negotiating scope with "
             "compliance and engineering as I did designing, and that's the part I found most "
             "rewarding. That's why I'm moving into product management, and why a health-tech "
             "company like yours is the natural place for me to do it.\"\n"
             "\n"
             "**Next steps for your prep**\n"
             "1. Prepare STAR stories for: a conflict with engineering, a failed launch, a "
             "prioritisation call\n"
             "2. Do a mock product case (e.g. \"improve our appointment reminders\")\n"
             "3. Research the company's product and recent funding"),
         (U, "love it. i'll write the STAR story for the failed launch tonight, that's the one "
             "i always fumble. mock case skip, no time before thursday. I'm so nervous lol. if "
             "i get it i'd probably take a small pay cut"),
         (A, "Nerves are normal and a sign you care. The new intro is strong. Good luck on "
             "Thursday!"),
         decisions=("lead intro with the patient portal project",),
         loops=("write the STAR story for the failed launch tonight",),
         facts=("has worked as a UX designer for six years, at an agency then in-house at a "
                "bank",),
         split="heldout"),
    case("hl-moon-drifting-away", "chatgpt",
         (U, "is it true the moon is drifting away from earth? how fast"),
         (A, "Yes, it's true! The Moon is moving away from Earth at about **3.8 centimetres per "
             "year**, roughly the speed your fingernails grow.\n"
             "\n"
             "### Why it happens\n"
             "- The Moon's gravity raises tidal bulges in Earth's oceans\n"
             "- Earth rotates faster than the Moon orbits, so the bulge is dragged slightly "
             "ahead of the Moon\n"
             "- The bulge pulls the Moon forward, giving it energy and pushing it into a higher "
             "orbit\n"
             "- In return, Earth's rotation slows down: days get longer by about 2 milliseconds "
             "per century\n"
             "\n"
             "### How we know\n"
             "Astronauts on Apollo 11, 14 and 15 left **retroreflectors** on the Moon. "
             "Observatories bounce lasers off them and time the round trip to measure the "
             "distance very precisely."),
         (U, "so will we lose total solar eclipses eventually?"),
         (A, "Yes! In roughly 600 million years, the Moon will appear too small to fully cover "
             "the Sun, and only annular eclipses will be possible. We're lucky to live in the "
             "era of total eclipses."),
         (U, "thats kind of sad and also amazing"),
         (A, "It really is both! Cosmic coincidences like this make the current era feel "
             "special."),
         chatter=True,
         split="heldout"),
    case("hl-rename-holiday-photos", "codex",
         (U, "in this folder there are ~400 jpgs from our sicily trip, names like DSCF4412.JPG. "
             "write a small python script that renames them to the date taken from EXIF, like "
             "2024-05-03_141522.jpg. dry run first"),
         (A, "I'll check what's in the folder and whether Pillow is available, then write "
             "`rename_by_exif.py` with a `--dry-run` flag."),
         (T, "$ ls | head -5 && ls | wc -l\n"
             "DSCF4412.JPG\n"
             "DSCF4413.JPG\n"
             "DSCF4414.JPG\n"
             "DSCF4415.JPG\n"
             "DSCF4416.JPG\n"
             "412\n"
             "$ python -c \"import PIL; print(PIL.__version__)\"\n"
             "10.3.0"),
         (A, "Pillow is installed. I wrote `rename_by_exif.py`:\n"
             "\n"
             "```python\n"
             "import argparse\n"
             "from pathlib import Path\n"
             "\n"
             "from PIL import Image\n"
             "\n"
             "DATE_TAG = 36867  # DateTimeOriginal\n"
             "\n"
             "\n"
             "def taken(path: Path) -> str | None:\n"
             "    exif = Image.open(path)._getexif() or {}\n"
             "    raw = exif.get(DATE_TAG)\n"
             "    if not raw:\n"
             "        return None\n"
             "    day, time = raw.split(\" \")\n"
             "    return day.replace(\":\", \"-\") + \"_\" + time.replace(\":\", \"\")\n"
             "\n"
             "\n"
             "def main() -> None:\n"
             "    ap = argparse.ArgumentParser()\n"
             "    ap.add_argument(\"--dry-run\", action=\"store_true\")\n"
             "    args = ap.parse_args()\n"
             "    for p in sorted(Path(\".\").glob(\"*.JPG\")):\n"
             "        stamp = taken(p)\n"
             "        if stamp is None:\n"
             "            print(f\"skip {p.name}: no EXIF date\")\n"
             "            continue\n"
             "        target = p.with_name(stamp + \".jpg\")\n"
             "        n = 1\n"
             "        while target.exists():\n"
             "            target = p.with_name(f\"{stamp}_{n}.jpg\")\n"
             "            n += 1\n"
             "        print(f\"{p.name} -> {target.name}\")\n"
             "        if not args.dry_run:\n"
             "            p.rename(target)\n"
             "\n"
             "\n"
             "if __name__ == \"__main__\":\n"
             "    main()\n"
             "```\n"
             "\n"
             "Running the dry run now."),
         (T, "$ python rename_by_exif.py --dry-run | head -4\n"
             "DSCF4412.JPG -> 2024-05-03_141522.jpg\n"
             "DSCF4413.JPG -> 2024-05-03_141530.jpg\n"
             "DSCF4414.JPG -> 2024-05-03_141530_1.jpg\n"
             "DSCF4415.JPG -> 2024-05-03_152201.jpg\n"
             "$ python rename_by_exif.py --dry-run | grep -c skip\n"
             "3"),
         (A, "The dry run looks right. Burst shots in the same second get a `_1`, `_2` suffix. "
             "Three files have no EXIF date (probably edited exports).\n"
             "\n"
             "Before the real run, I'd suggest:\n"
             "1. Back up the originals to an external drive\n"
             "2. Deduplicate near-identical burst shots\n"
             "3. Upload the renamed set to your cloud photo library\n"
             "4. Add GPS-based location names to the filenames"),
         (U, "no, none of that, just the rename. the 3 without exif leave them as they are. go"),
         (T, "$ python rename_by_exif.py | tail -3\n"
             "DSCF4821.JPG -> 2024-05-12_191004.jpg\n"
             "DSCF4822.JPG -> 2024-05-12_191013.jpg\n"
             "DSCF4823.JPG -> 2024-05-12_193340.jpg\n"
             "$ ls | grep -c '^2024-'\n"
             "409"),
         (A, "Done: 409 photos renamed, and the 3 without an EXIF date are untouched."),
         decisions=("rename photos to EXIF date-taken timestamps",
                    "leave photos without an EXIF date unrenamed"),
         split="heldout"),
    case("hl-library-cover-letter", "chatgpt",
         (U, "can you help with a cover letter? applying for library assistant at the city "
             "library here in norwich. I have a history degree and worked in retail for four "
             "years (bookshop then supermarket). need a strong opening"),
         (A, "Of course! Here are two possible openings:\n"
             "\n"
             "**Version A (personal)**\n"
             "\"Libraries have been part of my life since I was a child, and after four years "
             "of helping customers find exactly the book they didn't know they were looking "
             "for, I'd love to bring that experience to Norwich City Library.\"\n"
             "\n"
             "**Version B (skills-first)**\n"
             "\"With four years of customer-facing retail experience, including two years in an "
             "independent bookshop, and a degree in History, I offer the organisational skills, "
             "research ability and patience that the Library Assistant role requires.\"\n"
             "\n"
             "Version A is warmer; Version B is more direct. Which feels more like you?"),
         (U, "A. B sounds like a robot wrote it lol. ok now the middle bit, here's what i "
             "have:\n"
             "\n"
             "In my current role at the supermarket I manage the stock room, train new staff, "
             "handle customer complaints, do the rota for the weekend team, and cover the tills "
             "when we are short. Before that I worked at Jarrold's bookshop where I ran the "
             "children's story hour and helped with events."),
         (A, "Good material! Suggested edit, leading with the bookshop since it's most "
             "relevant:\n"
             "\n"
             "\"At Jarrold's bookshop I ran the weekly children's story hour and helped "
             "organise author events, which taught me how much a welcoming space matters. In my "
             "current role at a supermarket I train new staff, manage stock and resolve "
             "customer complaints, often under time pressure.\"\n"
             "\n"
             "This trims the list and keeps the most transferable points."),
         (U, "yes bookshop first. but cut the supermarket part down to one sentence, they don't "
             "care about the rota"),
         (A, "Updated:\n"
             "\n"
             "\"At Jarrold's bookshop I ran the weekly children's story hour and helped "
             "organise author events, which taught me how much a welcoming space matters. More "
             "recently, in supermarket retail, I've trained new staff and handled customer "
             "queries calmly under pressure.\"\n"
             "\n"
             "Would you like a closing paragraph as well?"),
         (U, "no i've got a closing. just put it together and submitted it!! thanks"),
         (A, "Fantastic, good luck with the application!"),
         decisions=("personal opening (version A) for the cover letter",
                    "bookshop experience first",
                    "supermarket experience cut to one sentence"),
         facts=("lives in Norwich", "has a history degree", "has worked in retail for four years"),
         split="heldout"),
    case("hl-best-man-speech-trim", "claude-code",
         (U, "speech.md is my best man speech for aled's wedding on the 14th. it's way too "
             "long, I need it under 5 minutes. what's the word count and what would you cut"),
         (A, "Let me check the file."),
         (T, "$ wc -w speech.md\n"
             "1238 speech.md\n"
             "$ grep -n '^## ' speech.md\n"
             "3:## Intro\n"
             "11:## How I met Aled\n"
             "27:## The university flat\n"
             "46:## The stag do\n"
             "71:## Aled and Sophie\n"
             "88:## Thanks\n"
             "104:## Toast"),
         (A, "At a relaxed speaking pace of ~140 words per minute, 1238 words is almost **9 "
             "minutes**. For under 5 minutes you want roughly **650-700 words**.\n"
             "\n"
             "Section sizes (approx.):\n"
             "- Intro: 110\n"
             "- How I met Aled: 190\n"
             "- The university flat: 230\n"
             "- The stag do: 290\n"
             "- Aled and Sophie: 210\n"
             "- Thanks: 150\n"
             "- Toast: 55\n"
             "\n"
             "### Options\n"
             "- **Option A:** cut the stag do entirely (-290) and trim Thanks to the essentials "
             "(-100), then tighten the rest\n"
             "- **Option B:** cut the university flat story (-230) and shorten the stag do\n"
             "- **Option C:** keep every section but shorten each by ~45%\n"
             "\n"
             "Stag do stories also tend to land badly with grandparents in the room."),
         (U, "A. kill the stag do and trim thanks. keep the uni flat story, sophie loves that "
             "one"),
         (A, "Applying Option A: removing the stag do section, cutting Thanks to the "
             "bridesmaids and the two families, and tightening sentences elsewhere."),
         (T, "$ git diff --stat\n"
             " speech.md | 118 +++++-----------------------------\n"
             " 1 file changed, 21 insertions(+), 97 deletions(-)\n"
             "$ wc -w speech.md\n"
             "702 speech.md"),
         (A, "Now at 702 words, about 5 minutes at a relaxed pace. Shall I commit it?"),
         (U, "yes commit"),
         (T, "$ git commit -am \"Cut stag do section and trim thanks\"\n"
             "[main 4e1b0c7] Cut stag do section and trim thanks\n"
             " 1 file changed, 21 insertions(+), 97 deletions(-)"),
         (A, "Committed.\n"
             "\n"
             "**Next steps**\n"
             "1. Read it aloud with a timer\n"
             "2. Print it on cue cards in a large font\n"
             "3. Record yourself and listen back\n"
             "4. Check any names and pronunciations with Sophie's family"),
         (U, "i'll rehearse it out loud with a timer tomorrow evening. cue cards no, reading "
             "from my phone"),
         (A, "Sounds good. Good luck on the 14th, it's a lovely speech!"),
         decisions=("cut the stag do story from the speech",
                    "trim the thanks section",
                    "keep the university flat story",
                    "read the speech from my phone"),
         loops=("rehearse the speech aloud with a timer tomorrow evening",),
         split="heldout"),
    case("hl-joint-account-budget-csv", "cursor",
         (U, "budget.py should read the csv export of our joint account (me and my partner "
             "split everything 50/50) and sum spending per category per month. it crashes on "
             "the export, see below"),
         (T, "$ python budget.py exports/2024-04.csv\n"
             "Traceback (most recent call last):\n"
             "  File \"budget.py\", line 41, in <module>\n"
             "    main(sys.argv[1])\n"
             "  File \"budget.py\", line 33, in main\n"
             "    for row in csv.DictReader(f, delimiter=\";\"):\n"
             "  File \"<frozen codecs>\", line 322, in decode\n"
             "    (result, consumed) = self._buffer_decode(data, self.errors, final)\n"
             "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1873: "
             "invalid continuation byte"),
         (A, "The export isn't UTF-8. Byte `0xe9` is `e` with an acute accent in **cp1252 / "
             "latin-1**, which many bank exports use (probably a payee like \"Cafe\" with an "
             "accent).\n"
             "\n"
             "Two options:\n"
             "- **Option A:** open the file with `encoding=\"cp1252\"`\n"
             "- **Option B:** detect the encoding with `charset-normalizer`\n"
             "\n"
             "Since it's always the same bank, Option A is simpler.\n"
             "\n"
             "For categories, how do you want to map payees? I can keep a mapping in the script "
             "or read it from a config file."),
         (U, "cp1252. and just hardcode the categories in a dict for now, keep it simple"),
         (A, "Done:\n"
             "\n"
             "```diff\n"
             "-    with open(path, newline=\"\") as f:\n"
             "+    with open(path, newline=\"\", encoding=\"cp1252\") as f:\n"
             "         for row in csv.DictReader(f, delimiter=\";\"):\n"
             "+CATEGORIES = {\n"
             "+    \"ALBERT HEIJN\": \"groceries\",\n"
             "+    \"JUMBO\": \"groceries\",\n"
             "+    \"NS GROEP\": \"transport\",\n"
             "+    \"ENECO\": \"energy\",\n"
             "+    \"ZIGGO\": \"internet\",\n"
             "+}\n"
             "```"),
         (T, "$ python budget.py exports/2024-04.csv\n"
             "2024-04  groceries   612.40\n"
             "2024-04  transport   188.00\n"
             "2024-04  energy      143.75\n"
             "2024-04  internet     52.50\n"
             "2024-04  other       731.18"),
         (U, "works. hmm actually my partner wants to edit the categories too and she doesn't "
             "touch python. move them to a yaml file instead of the dict"),
         (A, "Moved the mapping to `categories.yaml` and load it with PyYAML:\n"
             "\n"
             "```yaml\n"
             "groceries:\n"
             "  - ALBERT HEIJN\n"
             "  - JUMBO\n"
             "transport:\n"
             "  - NS GROEP\n"
             "energy:\n"
             "  - ENECO\n"
             "internet:\n"
             "  - ZIGGO\n"
             "```\n"
             "\n"
             "I also added a test for the loader."),
         (T, "$ pytest -q\n"
             "...                                                                      [100%]\n"
             "3 passed in 0.11s"),
         (A, "All tests pass.\n"
             "\n"
             "**Next steps**\n"
             "1. Add a monthly bar chart with matplotlib\n"
             "2. Set up a GitHub Action to run the tests\n"
             "3. Add alerts when a category goes over budget\n"
             "4. Split the \"other\" category further"),
         (U, "nice. i'll add the export from our savings account next weekend"),
         decisions=("read the bank export as cp1252", "keep the categories in a YAML file"),
         loops=("add the savings account export next weekend",),
         facts=("has a joint account with their partner",
                "splits expenses 50/50 with their partner"),
         superseded=("hardcode the categories in a dict",),
         split="heldout"),
    case("hl-recipe-scaler-rounding", "claude-code",
         (U, "scale.py scales my recipes (i bake for a family of five every sunday so "
             "everything gets multiplied). the rounding test fails, can you fix it"),
         (A, "Let me run the tests first."),
         (T, "$ pytest -q\n"
             "F..\n"
             "=================================== FAILURES ===================================\n"
             "______________________________ test_scale_flour _______________________________\n"
             "\n"
             "    def test_scale_flour():\n"
             ">       assert scale({\"flour\": 333}, 1.5) == {\"flour\": 500}\n"
             "E       AssertionError: assert {'flour': 499.5} == {'flour': 500}\n"
             "\n"
             "tests/test_scale.py:6: AssertionError\n"
             "1 failed, 2 passed in 0.04s"),
         (A, "`scale()` multiplies but never rounds, so 333 * 1.5 gives 499.5. How do you want "
             "to round?\n"
             "\n"
             "- **Option A:** nearest whole gram\n"
             "- **Option B:** nearest 5 g for everything\n"
             "- **Option C:** nearest 5 g above 100 g, whole grams below (keeps small amounts "
             "like yeast and salt precise)"),
         (U, "C"),
         (A, "Implemented:\n"
             "\n"
             "```python\n"
             "def _round(grams: float) -> int:\n"
             "    if grams > 100:\n"
             "        return int(5 * round(grams / 5))\n"
             "    return round(grams)\n"
             "```"),
         (T, "$ pytest -q\n"
             "...                                                                      [100%]\n"
             "3 passed in 0.03s"),
         (A, "Tests pass. A few ideas for later:\n"
             "1. Support cups, ounces and tablespoons\n"
             "2. Scale baking times for bigger tins\n"
             "3. Export a shopping list"),
         (U, "no cups or ounces, metric only. the rest not needed"),
         (A, "Got it, metric only. Happy baking!"),
         decisions=("round to 5 g above 100 g", "metric units only"),
         facts=("bakes every Sunday for a family of five",),
         split="heldout"),
    case("hl-teacher-to-analyst-cv", "cursor",
         (U, "cv.tex is my CV. i taught maths at a secondary school for eight years and i'm "
             "switching to data analysis. recruiters say 1 page. it's 2 right now"),
         (T, "$ latexmk -pdf cv.tex\n"
             "...\n"
             "Overfull \\hbox (12.4pt too wide) in paragraph at lines 58--61\n"
             "Output written on cv.pdf (2 pages, 61234 bytes).\n"
             "Latexmk: All targets (cv.pdf) are up-to-date"),
         (A, "Currently 2 pages. Looking at `cv.tex`, the sections are:\n"
             "\n"
             "1. Profile (6 lines)\n"
             "2. Teaching Experience (3 roles, 14 bullets)\n"
             "3. Education\n"
             "4. Certifications (Google Data Analytics, SQL course)\n"
             "5. Projects (2 data projects)\n"
             "6. Hobbies and Interests\n"
             "\n"
             "### To get to one page\n"
             "- **Option A:** cut Hobbies, reduce teaching bullets to 2-3 per role focused on "
             "data (grade tracking, analysis)\n"
             "- **Option B:** shrink margins and font (not recommended, recruiters notice)\n"
             "- Move **Projects** above Teaching Experience so the data work is seen first\n"
             "\n"
             "I'd also add a link to your GitHub if you have one."),
         (U, "A, drop hobbies. and yes projects above teaching. github i don't have anything "
             "worth showing, skip that"),
         (A, "Done:\n"
             "- Removed Hobbies and Interests\n"
             "- Moved Projects directly below Profile\n"
             "- Reduced teaching bullets to 3, 2 and 2, rewritten around data: \"Built a "
             "grade-tracking dashboard in Google Sheets used by 9 teachers\", \"Analysed "
             "assessment data to target interventions for 120 students\"\n"
             "- Fixed the overfull hbox on line 58"),
         (T, "$ latexmk -pdf cv.tex\n"
             "...\n"
             "Output written on cv.pdf (1 page, 52110 bytes).\n"
             "Latexmk: All targets (cv.pdf) are up-to-date"),
         (U, "one page! nice. i'll email mr adeyemi (my old head of department) this week to "
             "ask for a reference"),
         (A, "Great. A reference from a head of department who saw your data work in practice "
             "will carry weight. Good luck with the applications!"),
         decisions=("keep the CV to one page",
                    "drop the hobbies section",
                    "put projects above teaching experience"),
         loops=("email Mr Adeyemi this week to ask for a reference",),
         facts=("taught maths at a secondary school for eight years",),
         split="heldout"),
    case("hl-do-octopuses-dream", "claude",
         (U, "saw a video of an octopus changing colours while asleep. do octopuses dream??"),
         (A, "It's one of the most fascinating questions in animal behaviour right now!\n"
             "\n"
             "## What we know\n"
             "- Octopuses have two sleep states, much like us: a **quiet sleep** and a shorter "
             "**active sleep**\n"
             "- During active sleep, which happens roughly every 30-60 minutes and lasts about "
             "a minute, their skin flashes through colour patterns, their eyes and arms twitch\n"
             "- A 2023 study found that the skin patterns during active sleep resemble patterns "
             "they use when awake (e.g. camouflage or hunting displays)\n"
             "\n"
             "## Is that dreaming?\n"
             "- It *might* be a form of replaying experiences, similar to what REM sleep seems "
             "to do in mammals\n"
             "- But we can't ask an octopus what it experienced, so \"dreaming\" in the human "
             "sense is still speculation\n"
             "\n"
             "So the honest answer is: **possibly, and the evidence is getting more "
             "interesting**."),
         (U, "so the colour show is kind of like them sleep-talking"),
         (A, "That's a lovely way to put it! It may be closer to sleep-*acting*: their skin is "
             "their main way of communicating and hiding, so replaying those patterns is like "
             "us murmuring in our sleep."),
         (U, "love that"),
         chatter=True,
         split="heldout"),
    case("hl-border-collie-names", "chatgpt",
         (U, "we live on a sheep farm near ballarat and are getting a border collie pup in 3 "
             "weeks. she's black and white with one blue eye. need names!! my wife vetoes "
             "anything cutesy"),
         (A, "Congratulations! Here are some non-cutesy ideas, grouped by theme:\n"
             "\n"
             "### Classic working-dog names\n"
             "- Meg, Nell, Bess, Fly, Gyp, Jess\n"
             "\n"
             "### Inspired by her blue eye\n"
             "- Sky, Indigo, Opal, Iris\n"
             "\n"
             "### Australian landscape\n"
             "- Wren, Tully, Banjo (maybe too cute?), Myall, Wattle\n"
             "\n"
             "### Short and easy to shout across a paddock\n"
             "- Kit, Roo, Dot, Pip, Zip\n"
             "\n"
             "One-syllable or two-syllable names work best for working commands."),
         (U, "opal is nice. wife likes nell. i kinda like fly for a working dog. we'll see when "
             "she's here"),
         (A, "All three are great working-dog names! Meeting her will probably make it obvious. "
             "Enjoy the puppy!"),
         facts=("lives on a sheep farm near Ballarat",),
         split="heldout"),
    case("hl-quiz-team-names", "claude",
         (U, "our pub quiz team needs a new name, we keep coming third so something "
             "self-deprecating. go"),
         (A, "Here are some self-deprecating options:\n"
             "\n"
             "1. **Bronze Medal Energy**\n"
             "2. **Always the Bridesmaid**\n"
             "3. **Third Time Unlucky**\n"
             "4. **We Thought There Would Be Snacks**\n"
             "5. **Quizteama Aguilera** (classic pun, not self-deprecating, but reliable)\n"
             "6. **The Participation Trophies**\n"
             "7. **Close But No Cigar**\n"
             "8. **Podium Finish (Technically)**"),
         (U, "lmao bronze medal energy. what about something with a pun on 'third'"),
         (A, "A few \"third\" puns:\n"
             "- **Third Degree Burns**\n"
             "- **Thirdy Dirty Thirty**\n"
             "- **Bird Is The Third**\n"
             "- **The Third Wheel**\n"
             "- **Absurd Third**"),
         (U, "absurd third is pretty good haha"),
         (A, "Good luck at the next quiz, may you finally break into second!"),
         chatter=True,
         split="heldout"),
]
