"""Life chats and other everyday talk (travel, health, money, family, pets), for tuning."""

from __future__ import annotations

from .distill_case import case

A, U, T = "assistant", "user", "tool"

CASES = [
    case("tl-lisbon-stroller-trip", "chatgpt",
         (U, "we live in lund and are going to portugal in june with our son elias, he's 2. "
             "flying into lisbon. is the train ok with a stroller to get to porto and then "
             "down to the algarve?"),
         (A, "What a lovely trip! Travelling Portugal with a toddler is very doable. Here's "
             "how the two main options compare:\n\n**Option A: Trains (CP)**\n- Lisbon to "
             "Porto on the Alfa Pendular takes about 2h50, with space for strollers at the "
             "end of each carriage.\n- Stations in Lisbon (Santa Apolonia, Oriente) and "
             "Porto (Campanha) have lifts.\n- You can book seats in advance and pick a table "
             "for four.\n\n**Option B: Rental car**\n- More flexible for beaches and small "
             "towns.\n- You'd need a car seat for Elias (rentable or bring your own).\n- "
             "Tolls are electronic; ask for a transponder.\n\nWould you like me to sketch an "
             "itinerary for either?"),
         (U, "trains sound fine, we'll do trains between the cities"),
         (A, "Great choice for the Lisbon-Porto leg! One thing to flag for the Algarve part "
             "though: there's no direct fast train from Porto. You'd go back via Lisbon and "
             "then take the Intercidades to Faro or Tunes, and for Lagos you change at Tunes "
             "onto a regional train. From Lisbon to Lagos that's roughly 4 hours including "
             "the change, and the regional trains have steps at the doors.\n\nIf you're "
             "based in one Algarve town that's fine, but if you want to explore beaches it "
             "gets awkward."),
         (U, "ugh 4 hours with a toddler and a change. ok we'll rent a car at the airport "
             "then. do they have car seats?"),
         (A, "Yes, all the major companies at Lisbon airport (Europcar, Sixt, Hertz and the "
             "local ones like Guerin) rent child seats, usually 8-12 EUR per day, capped at "
             "around 70-100 EUR per rental. Quality varies and you don't always get the "
             "model you asked for. Many families bring their own seat instead; most airlines "
             "carry car seats free of charge on top of your baggage allowance."),
         (U, "we'll bring our own seat, ours is a britax and elias screams in anything else. "
             "need to check if ryanair counts it as an extra bag, will look tonight"),
         (A, "Sounds like a plan! Ryanair has historically allowed two items of baby "
             "equipment free, but do double-check the current policy.\n\n**Next steps**\n1. "
             "Consider travel insurance that covers the rental car excess.\n2. Download the "
             "Via Verde app for tolls.\n3. Pack a small travel fan, the Algarve can be very "
             "hot in June.\n\nHave a wonderful trip!"),
         decisions=("rent a car at Lisbon airport", "bring their own Britax car seat"),
         loops=("check whether Ryanair charges for the car seat",),
         facts=("lives in Lund", "son Elias is 2"),
         superseded=("take trains between the cities",),
         split="tune"),
    case("tl-ghent-tree-nut-school", "claude",
         (U, "our daughter ines (6) has a tree nut allergy, anaphylactic, she carries an "
             "epipen. she starts at a new school in ghent in september. what should i ask "
             "them? we moved here from lyon last year so i don't know how things work in "
             "belgium"),
         (A, "That's a really sensible thing to prepare for early. Here are the questions "
             "I'd bring to the school:\n\n**Policies**\n- Do they have an allergy action "
             "plan template, or should your doctor provide one?\n- Is the school nut-free, "
             "or just the classroom?\n- How are birthday treats handled in "
             "class?\n\n**Staff**\n- Which staff are trained to use an auto-injector? Does "
             "that include lunch supervisors and after-school care?\n- Who is responsible on "
             "school trips?\n\n**Practicalities**\n- Where is the EpiPen kept, and is it "
             "always with Ines?\n- Would they accept a second auto-injector kept in the "
             "office?\n\nIn Flanders, schools usually ask for a medical certificate from "
             "your doctor before they'll administer medication. Would you like help drafting "
             "a first email to the school?"),
         (U, "good list. yes draft it pls, short. english is ok, the director speaks "
             "english. and we'll give them two epipens, one for the classroom one for the "
             "office"),
         (A, "Here's a short draft:\n\n> Dear Ms/Mr [Director],\n>\n> Our daughter Ines will "
             "join [class] in September. She has a severe (anaphylactic) tree nut allergy "
             "and carries an EpiPen.\n>\n> We would like to meet before the start of the "
             "year to go through her allergy action plan. We will provide two "
             "auto-injectors: one to stay in her classroom and one for the school office. A "
             "medical certificate from her doctor will follow.\n>\n> Could you let us know "
             "which dates suit you?\n>\n> Kind regards,\n> [Name]\n\nFeel free to adjust the "
             "tone."),
         (U, "perfect. sending it to the director tomorrow morning. i also need to book the "
             "allergist for the certificate"),
         (A, "Great. A few more ideas for later:\n\n**Next steps**\n- Get Ines a medical ID "
             "bracelet.\n- Ask the parents' association whether there's an allergy group.\n- "
             "Check that the EpiPens don't expire during the school year.\n\nGood luck with "
             "the new school, I hope Ines settles in quickly!"),
         (U, "ok thanks"),
         decisions=("give the school two EpiPens, classroom and office",),
         loops=("send the email to the school director tomorrow morning",
                "book the allergist for a medical certificate"),
         facts=("daughter Ines is 6", "daughter Ines has an anaphylactic tree nut allergy",
                "lives in Ghent, moved from Lyon last year"),
         split="tune"),
    case("tl-leipzig-freelance-tax", "chatgpt",
         (U, "freelance translator here (german<>spanish), living in leipzig since 2019. "
             "income went up a lot this year. do i need a steuerberater or can i just do it "
             "in elster myself"),
         (A, "Good question, and it depends mostly on how complex your situation is. Here "
             "are the usual options:\n\n**Option A: Steuerberater**\n- Cost: typically "
             "several hundred to over a thousand euros a year for a freelancer.\n- Pros: "
             "they catch deductions, handle VAT questions, deal with the Finanzamt for "
             "you.\n\n**Option B: ELSTER directly**\n- Free, but the forms (EUR, ESt, USt) "
             "are not very friendly.\n\n**Option C: Tax software (e.g. WISO, Taxfix for "
             "simpler cases, SteuerSparErklaerung)**\n- 30-60 EUR a year, guides you through "
             "the Einnahmenueberschussrechnung and submits via ELSTER.\n\nFor a "
             "single-person translation business without employees, many people do fine with "
             "Option C."),
         (U, "my friend jonas uses a steuerberater and pays like 1200 a year, but he's a "
             "photographer with equipment and an assistant, way more complicated. ok i'll do "
             "it myself with software"),
         (A, "That makes sense for your case. I'd suggest WISO Steuer or "
             "SteuerSparErklaerung since both handle the freelance forms well. Anything "
             "specific you're unsure about?"),
         (U, "what receipts do i need"),
         (A, "Typical deductible expenses for a freelance translator:\n\n- **Equipment**: "
             "laptop, monitor, headset (items over 800 EUR net are depreciated, though "
             "computers can now be written off in one year)\n- **Software**: CAT tools like "
             "Trados or memoQ, dictionaries, Office\n- **Home office**: the daily flat rate "
             "(Homeoffice-Pauschale) or a dedicated study\n- **Memberships**: e.g. BDUe\n- "
             "**Training**: courses, conferences\n- **Insurance**: professional "
             "liability\n\nKeep invoices you issued too, of course."),
         (U, "i'll scan all the receipts this weekend"),
         (A, "Great plan!\n\n**Next steps**\n1. Scan receipts and sort them by category.\n2. "
             "Open a separate business bank account to make next year easier.\n3. Set a "
             "calendar reminder for the advance VAT returns.\n\nLet me know if you get stuck "
             "on a form."),
         (U, "separate account not now"),
         decisions=("file taxes with software, no Steuerberater",),
         loops=("scan all receipts this weekend",),
         facts=("works as a freelance German-Spanish translator", "lives in Leipzig since 2019"),
         split="tune"),
    case("tl-dublin-naturalisation", "claude",
         (U, "I'm a Brazilian citizen, been living in Dublin since March 2017 on stamp 4. "
             "can i apply for irish citizenship now? what's the process"),
         (A, "Based on what you've said, you may well be eligible. Here's the "
             "overview:\n\n## Eligibility\n- **Reckonable residence**: 5 years (1,825 days) "
             "in the last 9 years, including 1 continuous year immediately before "
             "applying.\n- Stamp 4 counts as reckonable residence.\n- Good character and "
             "intention to keep living in Ireland.\n\n## Process\n1. Apply online through "
             "the ISD citizenship portal.\n2. Pay the application fee (175 EUR), and later "
             "the certification fee.\n3. Provide proof of identity, residence (bank "
             "statements, P60s, utility bills) and police certificates.\n4. Processing is "
             "currently around 12-19 months.\n5. Attend a citizenship ceremony.\n\nWould you "
             "like a document checklist?"),
         (U, "do i need a police cert from brazil too? i haven't lived there in years"),
         (A, "Yes. You generally need a police clearance certificate from any country where "
             "you lived for 6 months or more since you turned 18, and that includes Brazil. "
             "You can usually request it through the Brazilian Federal Police online or via "
             "the embassy in Dublin. It can take several weeks, and it may need an apostille "
             "and a certified translation."),
         (U, "ugh. ok let's do it, i'll apply this year. my husband is portuguese so he "
             "doesn't need this i guess"),
         (A, "Right, as an EU citizen your husband already has the right to live and work in "
             "Ireland, so he doesn't need to naturalise (though he could choose "
             "to).\n\n**Next steps**\n1. Order your Brazilian police certificate.\n2. Gather "
             "proof of residence for each year since 2017.\n3. Get your passport copies "
             "certified by a solicitor.\n\nHappy to help with any of these!"),
         (U, "i'll order the brazilian one this week, that takes the longest"),
         decisions=("apply for Irish citizenship this year",),
         loops=("order the Brazilian police certificate this week",),
         facts=("is a Brazilian citizen", "lives in Dublin since March 2017",
                "husband is Portuguese"),
         split="tune"),
    case("tl-runner-outer-knee", "chatgpt",
         (U, "im 52, started running again this year. outside of my left knee hurts after "
             "about 5k. had acl surgery on the right one in 2009 so its not that"),
         (A, "Pain on the outside of the knee that comes on at a predictable distance is "
             "very often **iliotibial band (ITB) syndrome**, especially when mileage has "
             "gone up recently. Common contributors:\n\n- Increasing distance too quickly\n- "
             "Weak hip abductors (gluteus medius)\n- Running on cambered roads\n- Worn-out "
             "shoes\n\nIf you notice swelling, locking or the knee giving way, see a doctor "
             "or physiotherapist. How does it feel today?"),
         (U, "so sore today i can barely do stairs. should i keep going with the couch to "
             "10k plan?"),
         (A, "I'd hold off. With pain on stairs, continuing is likely to make it worse. A "
             "sensible approach:\n\n1. **Pause running for 1-2 weeks.**\n2. **Keep fit with "
             "low-impact cardio** like cycling or swimming, as long as it's pain-free.\n3. "
             "**Strengthen your hips** with a few simple exercises.\n4. If it's not better "
             "after two weeks, see a physiotherapist."),
         (U, "ok pausing the plan for 2 weeks, i'll cycle instead. hip exercises, send me some"),
         (A, "Here's a simple routine, 3 sets of 15 each side, every other day:\n\n- "
             "**Clamshells** with a light band\n- **Side-lying leg raises**\n- **Glute "
             "bridges**, progressing to single-leg\n- **Lateral band walks**\n\n**Next "
             "steps**\n- Book a physio if no improvement in 2 weeks.\n- Foam roll the outer "
             "thigh.\n- Get a gait analysis at a running shop.\n\nTake care of that knee!"),
         (U, "did the clamshells just now, harder than they look. gait analysis maybe some "
             "other time"),
         decisions=("pause running for two weeks", "cycle instead while resting the knee",
                    "do hip strengthening exercises"),
         facts=("is 52", "had ACL surgery on the right knee in 2009"),
         split="tune"),
    case("tl-estate-car-for-bruno", "claude",
         (U, "looking at used cars, budget 18k. corolla hybrid 2019 vs skoda octavia estate "
             "2020 diesel. we drive about 20k km a year, mostly motorway. thoughts?"),
         (A, "Both are solid choices. A quick comparison:\n\n| | Corolla Hybrid 2019 | "
             "Octavia Estate 2020 TDI |\n|---|---|---|\n| Fuel on motorway | ~5.0 l/100km | "
             "~4.5 l/100km |\n| Fuel in town | excellent | average |\n| Reliability | "
             "excellent | good |\n| Boot | 361 l (hatch) | 640 l |\n| Running costs | low, "
             "no DPF/AdBlue | DPF and AdBlue to watch |\n\nFor mostly motorway driving the "
             "diesel is slightly more economical, but the Toyota's reliability record is "
             "hard to beat. Does boot space matter to you?"),
         (U, "corolla it is, i like that nothing breaks on them"),
         (A, "Great choice. When you view one, check the hybrid battery health report, ask "
             "for the service history, and make sure the 12V battery is in good shape. One "
             "more thing worth checking: will everything you regularly carry fit in a 361 "
             "litre boot?"),
         (U, "oh wait. bruno needs to fit. our bernese mountain dog, 48kg. his crate is 90cm "
             "long"),
         (A, "Ah, that changes things. A 90 cm crate won't fit in the Corolla hatchback; the "
             "boot floor is about 80 cm deep. Your options:\n\n- **Corolla Touring Sports** "
             "(estate): fits, but 2019 examples within budget are rarer.\n- **Octavia "
             "Estate**: fits easily, with a low, flat load floor that's easier for a big dog "
             "to jump into.\n\nGiven Bruno, the Octavia looks like the better fit."),
         (U, "ok octavia estate then. theres one at a dealer in tilburg, i'll test drive it "
             "saturday"),
         (A, "Good luck! For the test drive:\n\n- Check the DPF hasn't been removed and "
             "there are no warning lights.\n- Ask about the timing belt / cambelt "
             "service.\n- Listen for DSG gearbox judder at low speed.\n\n**Next steps**\n1. "
             "Get a pre-purchase inspection (ANWB or an independent garage).\n2. Check the "
             "NAP mileage report."),
         (U, "yes the inspection, good idea. i'll book that before saturday"),
         decisions=("buy a Skoda Octavia estate",),
         loops=("test drive the Octavia in Tilburg on Saturday",
                "book a pre-purchase inspection before Saturday"),
         facts=("has a Bernese mountain dog named Bruno",
                "drives about 20,000 km a year, mostly motorway"),
         superseded=("buy a Toyota Corolla hybrid",),
         split="tune"),
    case("tl-greyhound-howling", "chatgpt",
         (U, "we adopted a retired greyhound, pip, three weeks ago. she howls when we leave. "
             "i work from home tue and thu but mon wed fri im in the office 8-5, my partner "
             "too"),
         (A, "Congratulations on adopting Pip! Howling when left is very common in newly "
             "adopted ex-racers, who have never been alone before. Some options:\n\n1. "
             "**Gradual departures**: practise leaving for 1 minute, then 5, then 15, "
             "building up slowly.\n2. **Enrichment**: a stuffed Kong or lick mat when you "
             "leave.\n3. **Midday dog walker** on office days, so she's never alone for 9 "
             "hours.\n4. **Crate training**: some greyhounds find a crate comforting.\n5. "
             "**Talk to your vet** about anti-anxiety support if it doesn't improve."),
         (U, "no crate, i really don't like them. dog walker at midday on office days yes"),
         (A, "Totally fair. For finding a walker: look for someone insured, ask if they've "
             "handled sighthounds (greyhounds shouldn't be let off-lead in unfenced areas), "
             "and do a trial walk together first. A pet camera can also help you see how she "
             "actually behaves when you're gone."),
         (U, "we have a camera already. found a walker on the neighbourhood app, meeting her "
             "thursday"),
         (A, "Great progress!\n\n**Next steps**\n- Practise short absences every day.\n- "
             "Leave a piece of clothing that smells of you.\n- Ask your vet about calming "
             "supplements.\n\nPip is lucky to have you!"),
         (U, "thanks"),
         decisions=("no crate for Pip", "midday dog walker on office days"),
         loops=("meet the dog walker on Thursday",),
         facts=("has a retired greyhound named Pip",
                "works from home Tuesdays and Thursdays, in the office Mon, Wed, Fri"),
         split="tune"),
    case("tl-vegetarian-celiac-dinners", "claude",
         (U, "I'm vegetarian and my husband has celiac disease. can you help me plan dinners "
             "that work for both of us? my sister is vegan and keeps telling me to go vegan "
             "lol, not happening"),
         (A, "Happy to help! Vegetarian and gluten-free overlap nicely. Here's a week to "
             "start with:\n\n1. **Mon**: Chickpea and spinach curry with rice\n2. **Tue**: "
             "Black bean tacos on corn tortillas\n3. **Wed**: Mushroom risotto (check the "
             "stock is GF)\n4. **Thu**: Tofu and vegetable stir-fry with rice noodles\n5. "
             "**Fri**: Homemade pizza on a GF base\n6. **Sat**: Shakshuka with GF bread\n7. "
             "**Sun**: Lentil shepherd's pie with sweet potato mash\n\n**Tips**\n- Batch "
             "cook the curry and shepherd's pie on Sundays.\n- Always read labels: stock "
             "cubes, sauces and oats often contain gluten."),
         (U, "looks good. batch cooking on sundays makes sense, we'll do that. the tofu one, "
             "is soy sauce gluten free?"),
         (A, "Regular soy sauce is **not** gluten-free; it's brewed with wheat. Use "
             "**tamari** that's labelled gluten-free, or a certified GF soy sauce. The taste "
             "is very similar, slightly richer."),
         (U, "ah ok tamari then. i'll pick some up on the way home"),
         (A, "Perfect. I'd also suggest thinking about cross-contamination:\n\n**Next "
             "steps**\n- A separate toaster and colander for gluten-free food.\n- Label GF "
             "jars of butter and jam.\n\nEnjoy the cooking!"),
         (U, "he got diagnosed in 2015, we know the drill"),
         decisions=("batch cook dinners on Sundays", "tamari instead of soy sauce"),
         loops=("buy tamari on the way home",),
         facts=("is vegetarian", "husband has celiac disease, diagnosed in 2015"),
         split="tune"),
    case("tl-leeds-mortgage-fix", "chatgpt",
         (U, "our fix ends in november. we bought the flat in leeds in 2020, owe about 160k. "
             "broker offers 5yr fixed at 4.4%, 2yr fixed at 4.6% or a tracker at base+0.5. "
             "what would you do"),
         (A, "I can't give regulated advice, but here's how to think about it:\n\n**5-year "
             "fix at 4.4%**\n- Certainty for 5 years, and the lowest rate on offer.\n- Early "
             "repayment charges if you move or remortgage before then.\n\n**2-year fix at "
             "4.6%**\n- Higher rate now, but a chance to refix lower if rates "
             "fall.\n\n**Tracker at base + 0.5%**\n- Cheapest if rates fall, but your "
             "payment moves with every Bank of England decision.\n\nIf you value "
             "predictability and don't expect to move soon, the 5-year fix is the common "
             "choice."),
         (U, "5 year fixed. we dont want to think about this again until 2030"),
         (A, "Makes sense. Check the overpayment allowance: most lenders let you overpay up "
             "to 10% of the balance each year without charges, which would shorten the term "
             "nicely."),
         (U, "we'll overpay 200 a month then. i'll call the broker on friday to lock it in"),
         (A, "Great plan!\n\n**Next steps**\n1. Call the broker to secure the rate.\n2. "
             "Review your life insurance so it covers the new balance.\n3. Check your credit "
             "file before the application."),
         (U, "life insurance we have through work. thx"),
         decisions=("5-year fixed mortgage at 4.4%", "overpay 200 a month"),
         loops=("call the broker on Friday to lock in the rate",),
         facts=("owns a flat in Leeds, bought in 2020", "has life insurance through work"),
         split="tune"),
    case("tl-cousin-wedding-gift", "claude",
         (U, "cousin's wedding in cork next month. they have a honeymoon fund on their "
             "website and a gift list at a department store. what's normal to give? i'm "
             "going on my own"),
         (A, "Both are completely normal, and couples set them up because they'd genuinely "
             "appreciate either. As a rough guide in Ireland:\n\n- **Guest on your own**: "
             "100-150 EUR is common for a cousin.\n- **Gift list**: pick something in that "
             "price range; popular items go early.\n- **Honeymoon fund**: many people like "
             "that the couple gets an experience, and you can add a note about what it's "
             "for.\n\nThere's no wrong answer!"),
         (U, "honeymoon fund, 100. the list is mostly gone anyway. can you give me a few "
             "lines for the card"),
         (A, "Of course! A few options:\n\n1. *Wishing you a lifetime of love and laughter, "
             "and a honeymoon to remember. Congratulations!*\n2. *To Aoibheann and Rory: "
             "here's to your first adventure as a married couple. Have the best time!*\n3. "
             "*So happy for you both. Have a cocktail on me somewhere sunny!*"),
         (U, "the second one. i still need to buy a card"),
         (A, "Lovely choice. Enjoy the wedding!"),
         decisions=("give 100 to the honeymoon fund", "use the second card message"),
         loops=("buy a wedding card",),
         split="tune"),
    case("tl-ux-offer-counter", "chatgpt",
         (U, "got an offer!! senior ux designer at a fintech, 72k. i'm on 65k at an agency "
             "now, 8 years in ux. should i negotiate?"),
         (A, "Congratulations! Yes, negotiating is normal and expected at senior level. Some "
             "pointers:\n\n- Market rate for senior UX in London fintech is often 75-85k.\n- "
             "Counter with a specific number, slightly above what you want.\n- Be "
             "enthusiastic about the role and keep it friendly.\n\nA counter of 78-80k would "
             "be reasonable."),
         (U, "ok i'll counter at 80"),
         (A, "Here's a short script:\n\n> Thank you so much for the offer, I'm really "
             "excited about the role. Based on my eight years of experience and the scope of "
             "the position, I was hoping for a base salary of 80k. Is there flexibility "
             "there?"),
         (U, "hmm the recruiter just told me the band tops out at 76. if i took the job at "
             "76 i'd be up 11k but i'd also commute to canary wharf two days a week. let's "
             "counter at 76 and ask for 5 extra days of leave instead"),
         (A, "That's a smart move: you're asking for the top of the band and a non-salary "
             "benefit, which is often easier for them to say yes to. Revised:\n\n> Thank you "
             "for the offer, I'm excited about joining. Would you be able to move the base "
             "to 76k and include five additional days of annual leave? With that I'd be "
             "happy to accept."),
         (U, "sending it now. ok sent. fingers crossed"),
         (A, "Fingers crossed! **Next steps**: line up your references, check your notice "
             "period, and think about a start date. Good luck!"),
         decisions=("counter at 76k plus 5 extra leave days",),
         facts=("works as a UX designer at an agency, 8 years in UX", "currently earns 65k"),
         superseded=("counter at 80k",),
         split="tune"),
    case("tl-zurich-school-noor", "claude",
         (U, "we're moving to zurich in january for my wife's job. our daughter noor is 9, "
             "speaks arabic and english, zero german. public school or international?"),
         (A, "Good that you're thinking about this early. The three main routes:\n\n**1. "
             "Public school (Volksschule)**\n- Free, local, and children integrate "
             "quickly.\n- Newcomers get German as a second language (DaZ) support, sometimes "
             "in a reception class first.\n\n**2. Bilingual private school**\n- "
             "German/English, roughly 20-30k CHF a year.\n\n**3. International school**\n- "
             "English curriculum (IB), 30-40k CHF a year, often with waiting lists.\n\nAt 9, "
             "many children pick up German within a year in public school with support."),
         (U, "international is crazy expensive. if her company paid we'd consider it but "
             "they don't. public school with the german support then"),
         (A, "That's what many families do. Practically: once you've registered your address "
             "with the Kreisbuero, you contact the school administration of your district "
             "(Schulkreis), and they assign a school based on where you live. They'll assess "
             "Noor's German and decide on reception class or DaZ lessons."),
         (U, "ok we'll register her as soon as we have the address. noor is nervous. any "
             "german apps for kids?"),
         (A, "Sure, some kid-friendly ones:\n\n- **Duolingo** (light, playful)\n- **Gus on "
             "the Go**: German for kids\n- **Anton**: used in many German-speaking schools, "
             "free\n- **Kinder-Hoerspiele** on Spotify for listening\n\n**Next steps**\n- "
             "Look for a Swiss German playgroup.\n- Join expat parent groups in Zurich.\n\nI "
             "hope the move goes smoothly!"),
         (U, "thanks"),
         decisions=("public school with German support for Noor",),
         loops=("register Noor with the school district once they have an address",),
         facts=("daughter Noor is 9", "Noor speaks Arabic and English"),
         split="tune"),
    case("tl-edinburgh-deposit", "chatgpt",
         (U, "landlord is keeping 600 of my 1200 deposit for 'repainting' after i lived "
             "there 4 years. moved out 3 weeks ago. i'm in edinburgh. can i take him to "
             "small claims?"),
         (A, "Sorry to hear that. In Scotland, your deposit must be held in one of three "
             "approved schemes (SafeDeposits Scotland, Letting Protection Service Scotland, "
             "or MyDeposits Scotland). If you disagree with a deduction, you can use the "
             "scheme's **free adjudication service**.\n\nSmall claims (simple procedure) is "
             "possible but usually unnecessary for a deposit dispute."),
         (U, "ok but he's been rude, i'll go to small claims straight away"),
         (A, "I understand the frustration. Before you do, a few points:\n\n- Simple "
             "procedure has a fee and takes months.\n- Adjudication is free, usually decided "
             "within weeks, and the burden is on the landlord to justify deductions.\n- "
             "After 4 years, repainting is usually **fair wear and tear**; adjudicators "
             "often reject these deductions.\n- If the deposit wasn't protected at all, you "
             "can claim up to three times the deposit at the tribunal."),
         (U, "ok scheme adjudication then, forget court. found it, it's with mydeposits "
             "scotland. i'll email the landlord tomorrow first saying i dispute it"),
         (A, "Good plan. Here's a draft:\n\n> Dear [Landlord],\n>\n> I do not agree with the "
             "deduction of 600 GBP for repainting. After a four-year tenancy this is fair "
             "wear and tear. Please return the full deposit. If we can't agree, I will raise "
             "a dispute with MyDeposits Scotland.\n>\n> Regards,\n> [Name]"),
         (U, "good. sending it tomorrow morning"),
         decisions=("dispute the deduction through deposit scheme adjudication",),
         loops=("email the landlord tomorrow disputing the deduction",),
         facts=("lives in Edinburgh",),
         superseded=("take the landlord to small claims",),
         split="tune"),
    case("tl-japan-vegan-partner", "claude",
         (U, "two weeks in japan in april with my partner. tokyo, kyoto, maybe hiroshima. is "
             "the jr pass still worth it? also she's vegan which i hear is hard there"),
         (A, "Exciting! Two points:\n\n## JR Pass\nThe 7-day pass went up to about 50,000 "
             "yen in late 2023. For Tokyo - Kyoto - Hiroshima - back to Tokyo, individual "
             "Shinkansen tickets usually come out cheaper. Use a Suica or ICOCA card for "
             "local trains.\n\n## Vegan food\nIt's harder than in Europe because dashi (fish "
             "stock) is everywhere, but very doable:\n- **Shojin ryori** (Buddhist temple "
             "cuisine) in Kyoto is fully plant-based.\n- The **HappyCow** app lists vegan "
             "places.\n- Carry a card in Japanese explaining no meat, fish, dashi, eggs or "
             "dairy."),
         (U, "ok no jr pass, we'll buy shinkansen tickets as we go. how many nights in kyoto?"),
         (A, "For a first visit I'd say 4-5 nights. Kyoto has a lot, and Nara is an easy "
             "half-day trip."),
         (U, "4 in kyoto. then hiroshima as a day trip from there or stay?"),
         (A, "Two options:\n\n- **Day trip**: doable (about 1h40 each way) but rushed if you "
             "also want Miyajima.\n- **One night in Hiroshima**: see the Peace Memorial in "
             "the afternoon, Miyajima early the next morning before the crowds, then back to "
             "Tokyo."),
         (U, "stay one night in hiroshima, miyajima in the morning"),
         (A, "Here's a sketch:\n\n- Days 1-6: Tokyo\n- Days 7-10: Kyoto (4 nights)\n- Day "
             "11: Hiroshima (1 night), Miyajima next morning\n- Days 12-14: back to "
             "Tokyo\n\n**Next steps**\n1. Book Kyoto early; April is cherry blossom "
             "season.\n2. Print the vegan card.\n3. Get travel insurance."),
         (U, "kyoto hotel booked just now. we always get insurance through our credit card"),
         decisions=("no JR Pass, individual Shinkansen tickets", "four nights in Kyoto",
                    "one night in Hiroshima, Miyajima next morning"),
         facts=("partner is vegan", "gets travel insurance through their credit card"),
         split="tune"),
    case("tl-type2-porridge", "chatgpt",
         (U, "got diagnosed with type 2 diabetes last month, hba1c 58. i'm 58 too ha. gp put "
             "me on metformin. what should i change in my eating? i'm scottish, porridge and "
             "tatties are life"),
         (A, "Thanks for sharing. The good news is that modest changes can make a big "
             "difference. Key ideas:\n\n1. **Swap rather than remove**: rolled or steel-cut "
             "oats instead of instant porridge; new potatoes with skin instead of mash.\n2. "
             "**Portions**: a quarter of the plate for starchy food, half for "
             "vegetables.\n3. **Move after meals**: a 15-20 minute walk after dinner lowers "
             "the glucose spike noticeably.\n4. **Low-carb diets** can work well for some "
             "people, but are not required.\n\nWould you like a sample day?"),
         (U, "walking after dinner i can do, 20 min, starting tonight. rolled oats instead "
             "of instant ok. the low carb thing no way"),
         (A, "That's a great, realistic start. You might also find a structured course "
             "helpful: the NHS offers **DESMOND**, a free education programme for people "
             "newly diagnosed with type 2. Your GP or practice nurse can refer you."),
         (U, "yes i'll ask the gp to refer me to the desmond thing"),
         (A, "Brilliant. Well done for tackling this head-on!"),
         decisions=("walk 20 minutes after dinner", "rolled oats instead of instant porridge",
                    "no low-carb diet"),
         loops=("ask the GP for a referral to the DESMOND course",),
         facts=("has type 2 diabetes, diagnosed last month", "is 58", "takes metformin",
                "is Scottish"),
         split="tune"),
    case("tl-pickup-rota-paramedic", "claude",
         (U, "need help with a school pickup rota. my husband is a paramedic on rotating 12h "
             "shifts, i work 9 to 5:30 in the city. kids aoife (8) and cian (5), school "
             "finishes 2:40. my mum can do fridays. options?"),
         (A, "That's a tricky puzzle, but solvable. Options:\n\n**A. After-school club** on "
             "your busiest days (usually until 6pm).\n**B. Childminder** for flexible days, "
             "especially useful with rotating shifts.\n**C. Swap pickups** with another "
             "family in the class.\n**D. Husband covers** his days off.\n\nA mix usually "
             "works best with shift work."),
         (U, "after school club mon and wed, mum on fridays, tue/thu whoever of us is off. "
             "my friend sinead does childminding but she's full"),
         (A, "Here's the week:\n\n| Day | Pickup |\n|---|---|\n| Mon | After-school club "
             "|\n| Tue | Parent off shift |\n| Wed | After-school club |\n| Thu | Parent off "
             "shift |\n| Fri | Grandma |\n\nClubs often fill quickly in September, so it's "
             "worth getting the form in early."),
         (U, "the club form is due friday, i'll fill it in tonight"),
         (A, "Great. **Next steps**: you could set up a shared calendar app (e.g. Cozi) so "
             "everyone sees the week at a glance."),
         (U, "nah"),
         decisions=("after-school club Mondays and Wednesdays", "grandma picks up on Fridays",
                    "Tuesday and Thursday pickup by whichever parent is off"),
         loops=("fill in the after-school club form tonight",),
         facts=("husband is a paramedic on rotating 12-hour shifts", "works 9 to 5:30 in the city",
                "daughter Aoife is 8", "son Cian is 5"),
         split="tune"),
    case("tl-avc-or-student-loan", "chatgpt",
         (U, "i'm 34, work for the council, in the lgps. should i pay extra into my pension "
             "(avc) or overpay my student loan? plan 2, 38k left, salary 41k"),
         (A, "Good question. Some key facts:\n\n**Plan 2 student loan**\n- Repaid at 9% "
             "above the threshold, written off after 30 years.\n- On 41k, many people never "
             "repay the full balance, so overpaying may just be money you'd never have had "
             "to pay.\n\n**AVCs in the LGPS**\n- Paid from gross salary, so you get tax "
             "relief.\n- Many councils offer **shared cost AVCs (SCAVC)** via salary "
             "sacrifice, saving National Insurance too.\n\nFor most people in your position, "
             "AVCs come out ahead."),
         (U, "didn't know it gets written off. ok avc then, 5% via salary sacrifice. forget "
             "the loan"),
         (A, "Sounds sensible. To set it up, check whether your council offers a shared cost "
             "AVC scheme (providers like AVC Wise run many of them). Then choose a fund; a "
             "default lifestyle fund is fine for most.\n\n**Next steps**\n1. Ask HR about "
             "the shared cost AVC.\n2. Review your ISA allowance for other savings."),
         (U, "i'll ask hr on monday about the shared cost one. isa not now"),
         decisions=("pay 5% AVC via salary sacrifice", "no student loan overpayments"),
         loops=("ask HR on Monday about the shared cost AVC",),
         facts=("is 34", "works for the council, in the LGPS pension scheme",
                "has a plan 2 student loan", "earns a 41k salary"),
         split="tune"),
    case("tl-cpap-early-waking", "claude",
         (U, "i've had sleep apnea for years and use a cpap. lately i wake at 4am and can't "
             "get back to sleep. so tired today, had 3 coffees already. ideas?"),
         (A, "Early waking is frustrating. A few things to consider:\n\n1. **CPAP check**: "
             "mask leaks or pressure issues can cause awakenings. Check your machine's leak "
             "data.\n2. **Fixed wake time**: get up at the same time every day, weekends "
             "included.\n3. **Caffeine cutoff**: caffeine's half-life is 5-6 hours; try none "
             "after noon.\n4. **CBT-I**: the most effective long-term treatment for "
             "insomnia; apps like Sleepio deliver it.\n5. If you wake at 4am, get up after "
             "20 minutes rather than lying in bed."),
         (U, "fixed wake at 6:30 every day incl weekends, fine. caffeine cutoff at noon i'll "
             "try. the leak data looks ok, i checked this morning"),
         (A, "Great. Give it 2-3 weeks; sleep habits take a while to pay off. Would you like "
             "to try a CBT-I app as well?"),
         (U, "not doing an app"),
         (A, "No problem. Sleep well!"),
         decisions=("fixed 6:30 wake time every day", "no caffeine after noon"),
         facts=("has sleep apnea and uses a CPAP",),
         split="tune"),
    case("tl-cat-miso-kidneys", "chatgpt",
         (U, "vet says our cat miso (14) has stage 2 kidney disease. she wants her on renal "
             "food. miso is super picky and only eats the chicken pate. options?"),
         (A, "I'm sorry to hear about Miso. Renal diets genuinely help cats with CKD live "
             "longer. Options:\n\n- **Royal Canin Renal** (wet pouches in several textures, "
             "including loaf)\n- **Hill's k/d** (wet, with a chicken variety)\n- **Purina "
             "Renal Function NF**\n\n**Tips for picky cats**\n- Transition slowly over 2-3 "
             "weeks, mixing into her usual food.\n- Warm the food slightly to boost "
             "smell.\n- Never let her go more than a day without eating; that's dangerous "
             "for cats."),
         (U, "we'll try the royal canin renal wet, mix it in slowly over 2 weeks"),
         (A, "Sounds good. Suggested schedule:\n\n- Days 1-4: 25% new\n- Days 5-8: 50%\n- "
             "Days 9-12: 75%\n- Days 13-14: 100%\n\n**Next steps**\n1. Recheck bloods in 6-8 "
             "weeks.\n2. Monitor her water intake.\n3. Ask about subcutaneous fluids later "
             "on."),
         (U, "vet already booked the recheck for march 3. i'll order the food tonight"),
         decisions=("switch Miso to Royal Canin renal wet food over two weeks",),
         loops=("order the renal food tonight", "take Miso for the blood recheck on March 3"),
         facts=("has a 14-year-old cat named Miso", "Miso has stage 2 kidney disease"),
         split="tune"),
    case("tl-bristol-kitchen-hob", "claude",
         (U, "renovating the kitchen in our 1930s semi in bristol. gas hob or induction? we "
             "have gas already"),
         (A, "Good question. A quick comparison:\n\n**Gas**\n- Already plumbed in, no extra "
             "work.\n- Visual flame control; great for woks.\n- Worse for indoor air "
             "quality.\n\n**Induction**\n- Fast, precise, easy to clean, safer.\n- Needs a "
             "dedicated circuit (usually 32A) and pans that work with a magnet.\n- Costs "
             "more upfront."),
         (U, "we'll stay with gas, my partner is a chef and likes the flame"),
         (A, "Completely understandable. Chefs often love gas. I'll note that many modern "
             "induction hobs have 'wok zones' or bridge zones, but it's your call. Anything "
             "else about the layout?"),
         (U, "wait, so induction needs its own circuit? the electrician is coming tomorrow "
             "anyway. and tbh partner just said she'd try induction if it has a wok zone"),
         (A, "Yes, a dedicated 32A radial circuit from the consumer unit. Since the "
             "electrician is there, it's a good moment. Options with flexible zones:\n\n- "
             "**80cm with flex zone**: two large bridgeable zones, good for big pans and "
             "griddles.\n- **Hob with a concave wok zone**: rarer and pricier, but real wok "
             "tossing.\n- **Domino**: a 60cm induction plus a separate gas wok burner."),
         (U, "induction then, the 80cm one with the flex zone. i'll ask the electrician "
             "tomorrow about the 32a circuit"),
         (A, "Great choice! **Next steps**\n- Check your pans with a magnet.\n- The old gas "
             "supply should be capped off safely."),
         (U, "pans are mostly cast iron so fine. capping the gas, the electrician can do "
             "that? no wait thats a gas engineer. ok i'll book a gas engineer too"),
         decisions=("80cm induction hob with a flex zone",),
         loops=("ask the electrician tomorrow about a 32A circuit",
                "book a gas engineer to cap the gas supply"),
         facts=("lives in a 1930s semi in Bristol", "partner is a chef"),
         superseded=("keep the gas hob",),
         split="tune"),
]
