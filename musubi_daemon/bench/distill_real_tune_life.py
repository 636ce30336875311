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
             "or just the classroom?\n- How are birthday treats handled in class?\n\n"
             "**Staff**\n- Which staff are trained to use an auto-injector? Does that "
             "include lunch supervisors and after-school care?\n- Who is responsible on "
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
             "they catch deductions, handle VAT questions, deal with the Finanzamt for you.\n"
             "\n**Option B: ELSTER directly**\n- Free, but the forms (EUR, ESt, USt) are not "
             "very friendly.\n\n**Option C: Tax software (e.g. WISO, Taxfix for simpler "
             "cases, SteuerSparErklaerung)**\n- 30-60 EUR a year, guides you through the "
             "Einnahmenueberschussrechnung and submits via ELSTER.\n\nFor a single-person "
             "translation business without employees, many people do fine with Option C."),
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
             "**Training**: courses, conferences\n- **Insurance**: professional liability\n\n"
             "Keep invoices you issued too, of course."),
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
         (A, "Based on what you've said, you may well be eligible. Here's the overview:\n\n"
             "## Eligibility\n- **Reckonable residence**: 5 years (1,825 days) in the last 9 "
             "years, including 1 continuous year immediately before applying.\n- Stamp 4 "
             "counts as reckonable residence.\n- Good character and intention to keep living "
             "in Ireland.\n\n## Process\n1. Apply online through the ISD citizenship "
             "portal.\n2. Pay the application fee (175 EUR), and later the certification "
             "fee.\n3. Provide proof of identity, residence (bank statements, P60s, utility "
             "bills) and police certificates.\n4. Processing is currently around 12-19 "
             "months.\n5. Attend a citizenship ceremony.\n\nWould you like a document "
             "checklist?"),
         (U, "do i need a police cert from brazil too? i haven't lived there in years"),
         (A, "Yes. You generally need a police clearance certificate from any country where "
             "you lived for 6 months or more since you turned 18, and that includes Brazil. "
             "You can usually request it through the Brazilian Federal Police online or via "
             "the embassy in Dublin. It can take several weeks, and it may need an apostille "
             "and a certified translation."),
         (U, "ugh. ok let's do it, i'll apply this year. my husband is portuguese so he "
             "doesn't need this i guess"),
         (A, "Right, as an EU citizen your husband already has the right to live and work in "
             "Ireland, so he doesn't need to naturalise (though he could choose to).\n\n"
             "**Next steps**\n1. Order your Brazilian police certificate.\n2. Gather proof "
             "of residence for each year since 2017.\n3. Get your passport copies certified "
             "by a solicitor.\n\nHappy to help with any of these!"),
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
             "there are no warning lights.\n- Ask about the timing belt / cambelt service.\n"
             "- Listen for DSG gearbox judder at low speed.\n\n**Next steps**\n1. Get a "
             "pre-purchase inspection (ANWB or an independent garage).\n2. Check the NAP "
             "mileage report."),
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
             "4.6%**\n- Higher rate now, but a chance to refix lower if rates fall.\n\n"
             "**Tracker at base + 0.5%**\n- Cheapest if rates fall, but your payment moves "
             "with every Bank of England decision.\n\nIf you value predictability and don't "
             "expect to move soon, the 5-year fix is the common choice."),
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
             "Public school (Volksschule)**\n- Free, local, and children integrate quickly.\n"
             "- Newcomers get German as a second language (DaZ) support, sometimes in a "
             "reception class first.\n\n**2. Bilingual private school**\n- German/English, "
             "roughly 20-30k CHF a year.\n\n**3. International school**\n- English "
             "curriculum (IB), 30-40k CHF a year, often with waiting lists.\n\nAt 9, many "
             "children pick up German within a year in public school with support."),
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
             "11: Hiroshima (1 night), Miyajima next morning\n- Days 12-14: back to Tokyo\n\n"
             "**Next steps**\n1. Book Kyoto early; April is cherry blossom season.\n2. Print "
             "the vegan card.\n3. Get travel insurance."),
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
             "**Portions**: a quarter of the plate for starchy food, half for vegetables.\n"
             "3. **Move after meals**: a 15-20 minute walk after dinner lowers the glucose "
             "spike noticeably.\n4. **Low-carb diets** can work well for some people, but "
             "are not required.\n\nWould you like a sample day?"),
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
         (A, "Here's the week:\n\n| Day | Pickup |\n|---|---|\n| Mon | After-school club |\n"
             "| Tue | Parent off shift |\n| Wed | After-school club |\n| Thu | Parent off "
             "shift |\n| Fri | Grandma |\n\nClubs often fill quickly in September, so it's "
             "worth getting the form in early."),
         (U, "the club form is due friday, i'll fill it in tonight"),
         (A, "Great. **Next steps**: you could set up a shared calendar app (e.g. Cozi) so "
             "everyone sees the week at a glance."),
         (U, "nah"),
         decisions=("after-school club Mondays and Wednesdays", "grandma picks up on Fridays",
                    "parent off shift picks up Tue and Thu"),
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
         (A, "Sounds like a good plan. Good luck with HR, and enjoy the tax saving!"),
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
             "weeks, mixing into her usual food.\n- Warm the food slightly to boost smell.\n"
             "- Never let her go more than a day without eating; that's dangerous for cats."),
         (U, "we'll try the royal canin renal wet, mix it in slowly over 2 weeks"),
         (A, "Sounds good. Suggested schedule:\n\n- Days 1-4: 25% new\n- Days 5-8: 50%\n- "
             "Days 9-12: 75%\n- Days 13-14: 100%\n\n**Next steps**\n1. Recheck bloods in 6-8 "
             "weeks.\n2. Monitor her water intake.\n3. Ask about subcutaneous fluids later "
             "on."),
         (U, "vet already booked the recheck for march 3. i'll order the food tonight"),
         (A, "Perfect. Wishing Miso all the best, and fingers crossed she likes the new food!"),
         decisions=("Royal Canin renal wet food for Miso",),
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
    case("tl-valencia-first-marathon", "chatgpt",
         (U, "signed up for the valencia marathon in december!! first one. i run about 30km "
             "a week now, longest run 16k. i'm 29. 16 week plan, 4 or 5 runs a week?"),
         (A, "Congratulations, Valencia is a fantastic first marathon: flat, fast and great "
             "crowds. Both can work:\n\n**Option A: 5 runs a week**\n- More total volume, "
             "closer to classic plans like Hansons.\n- Higher injury risk if you're jumping "
             "from 30 km a week.\n\n**Option B: 4 runs a week**\n- Easy run, quality "
             "session, easy run, long run.\n- Leaves room for cross-training and recovery.\n"
             "\nAt 30 km a week, Option B is the safer progression."),
         (U, "4 runs. i play 5-a-side on tuesdays and i'm not dropping it"),
         (A, "That works well: 5-a-side can count as your second quality session. Outline:\n"
             "\n- **Weeks 1-4**: build to 40 km, long run up to 20 km\n- **Weeks 5-10**: "
             "tempo runs, long run up to 30 km\n- **Weeks 11-13**: peak, 45-55 km, two 32 km "
             "runs\n- **Weeks 14-16**: taper"),
         (U, "if i go sub-4 i'm getting a tattoo lol. can you put it in a table by week"),
         (A, "| Week | Mon | Wed | Thu | Sat (long) |\n|---|---|---|---|---|\n| 1 | rest | 6 "
             "easy | 8 tempo | 16 |\n| 2 | rest | 6 easy | 8 tempo | 18 |\n| 3 | rest | 7 "
             "easy | 9 tempo | 20 |\n| 4 | rest | 6 easy | 6 easy | 14 (cutback) |\n| ... | "
             "| | | |\n| 16 | rest | 5 easy | 3 strides | RACE |\n\n**Next steps**: get a "
             "gait analysis, try race-day gels on long runs, book accommodation in Valencia "
             "early."),
         (U, "saved it. thanks!"),
         (A, "You're welcome, enjoy the training!"),
         decisions=("marathon plan with four runs a week",),
         facts=("is 29", "plays 5-a-side football on Tuesdays"),
         split="tune"),
    case("tl-dad-alzheimers-support", "claude",
         (U, "my dad (81) has lived with us since 2022, he has early alzheimer's. i work "
             "from home and it's getting hard to focus with him around. what support is "
             "there? we're in manchester"),
         (A, "That's a lot to carry, and it's good you're looking for support. In England, "
             "the main routes are:\n\n## From the council (adult social care)\n- **Needs "
             "assessment** for your dad: can lead to day centre places, home care or "
             "respite.\n- **Carer's assessment** for you: your own right, separate from "
             "his.\n\n## Benefits\n- **Attendance Allowance** for him (not means-tested).\n- "
             "**Carer's Allowance** if you care 35+ hours a week and earn under the limit.\n"
             "\n## Charities\n- Alzheimer's Society, Dementia UK (Admiral Nurses), local "
             "carers' centres."),
         (U, "a day centre 2 days a week, that is what we want. how do i get the assessment"),
         (A, "Call Manchester City Council's adult social care contact centre (or use the "
             "online form) and ask for a **needs assessment** for your father and a "
             "**carer's assessment** for yourself. Mention that you work and that his needs "
             "are increasing. They'll arrange a visit or phone assessment, and day centre "
             "places are usually arranged through that."),
         (U, "i'll call adult social care tomorrow. attendance allowance we applied last "
             "year, he gets it"),
         (A, "Great that's already in place.\n\n**Next steps**\n- Contact Dementia UK's "
             "helpline for an Admiral Nurse.\n- Join a local carers' support group.\n- Look "
             "into Lasting Power of Attorney if it isn't done yet."),
         (U, "maybe later. thanks for this"),
         decisions=("day centre for dad twice a week",),
         loops=("call adult social care tomorrow for an assessment",),
         facts=("father (81) has lived with them since 2022", "father has early Alzheimer's",
                "lives in Manchester", "works from home",
                "father receives Attendance Allowance"),
         split="tune"),
    case("tl-three-cards-avalanche", "chatgpt",
         (U, "3 credit cards: 2400 at 24.9%, 900 at 19.9%, 5100 at 0% until august. i can "
             "pay 450 a month total. snowball or avalanche?"),
         (A, "Two classic methods:\n\n**Snowball**: pay minimums on everything, throw the "
             "rest at the **smallest balance** first (the 900). Quick wins, good for "
             "motivation.\n\n**Avalanche**: throw the extra at the **highest interest rate** "
             "first (the 2400 at 24.9%). Mathematically cheapest.\n\nBoth work if you stick "
             "to them."),
         (U, "snowball, i like quick wins"),
         (A, "Fair enough! One important catch though: the 5100 at 0% ends in August. After "
             "that it will likely jump to around 22-25%. On snowball you'd still have most "
             "of that balance when the rate kicks in, which would cost you roughly 90-100 a "
             "month in interest. You might want to prioritise differently, or plan a balance "
             "transfer before August."),
         (U, "hm. ok with the 0% ending avalanche makes more sense, lets do avalanche. and "
             "i'll look for a new balance transfer card in july"),
         (A, "Good call. Plan:\n\n1. Minimums on the 900 and the 5100.\n2. Everything else "
             "(about 330) to the 2400 card.\n3. In July, move what's left of the 5100 to a "
             "new 0% card.\n\nSetting up standing orders makes it automatic."),
         (U, "set up the standing orders just now on the app"),
         (A, "Brilliant, you're on your way!"),
         decisions=("avalanche method for the credit card debt",),
         loops=("look for a balance transfer card in July",),
         superseded=("snowball method for the debt",),
         split="tune"),
    case("tl-aarhus-pd3-course", "claude",
         (U, "I'm a Mexican citizen, living in Aarhus since 2016 with my Danish wife. want "
             "to apply for Danish citizenship, so I need the PD3 exam. evening classes or an "
             "online course?"),
         (A, "Congratulations on taking the step! Comparison:\n\n**Evening classes at a "
             "language school (sprogcenter)**\n- Structured module 5 and 6 leading to Proeve "
             "i Dansk 3.\n- Speaking practice with classmates and a teacher.\n- Fixed "
             "schedule, usually two evenings a week.\n\n**Online course**\n- Flexible, often "
             "self-paced.\n- Less speaking practice, which is the part many people find "
             "hardest.\n\nYou'll also need to pass the citizenship test "
             "(indfoedsretsproeven)."),
         (U, "evening classes at the language school, i need people to talk to. a colleague "
             "did the online one and hated it"),
         (A, "Good choice. Courses usually start in August and January, and you can often "
             "join mid-module after a placement test. The citizenship test is held twice a "
             "year, in June and November."),
         (U, "i'll sign up for the course this week"),
         (A, "Great! **Next steps**\n1. Register for the next citizenship test.\n2. Download "
             "past test papers to practise.\n3. Watch Danish news (DR TV) with subtitles.\n\n"
             "Held og lykke!"),
         (U, "thanks"),
         decisions=("evening classes at a language school for PD3",),
         loops=("sign up for the Danish evening course this week",),
         facts=("is a Mexican citizen", "lives in Aarhus since 2016", "wife is Danish"),
         split="tune"),
    case("tl-dino-party-arvid", "chatgpt",
         (U, "my son arvid turns 5 on may 12. party ideas? small budget, our flat is tiny (2 "
             "rooms in gothenburg)"),
         (A, "How fun! Budget-friendly ideas:\n\n1. **Park party**: picnic, games, plenty of "
             "space; needs a weather backup.\n2. **Home party**: small group, crafts and "
             "cake.\n3. **Indoor play centre**: easy, but pricier per child.\n4. **Community "
             "room**: many buildings have one to borrow cheaply.\n\nThemes kids love at 5: "
             "dinosaurs, space, pirates, superheroes."),
         (U, "park party if it's sunny, dinosaur theme. backup is the community room in our "
             "building"),
         (A, "Great combo! Dinosaur activities:\n\n- **Fossil dig**: bury plastic dinosaurs "
             "in a sandpit, kids dig with brushes.\n- **Dino egg hunt**: painted stones or "
             "plastic eggs.\n- **Stomp like a dinosaur** freeze dance.\n- **Volcano cake** "
             "with a sparkler."),
         (U, "fossil dig yes! i'll book the community room tomorrow just in case"),
         (A, "Perfect. **Next steps**: send invitations 2-3 weeks ahead, make a shopping "
             "list, and ask another parent to help on the day."),
         (U, "ok thanks"),
         decisions=("dinosaur-themed park party", "community room as rain backup",
                    "fossil dig activity"),
         loops=("book the building's community room tomorrow",),
         facts=("son Arvid turns 5 on May 12", "lives in a two-room flat in Gothenburg"),
         split="tune"),
    case("tl-lasik-climbing-contacts", "claude",
         (U, "i'm -5.5 in both eyes and have worn glasses since i was 10. thinking about "
             "lasik but im scared. also i climb a lot and my glasses fog and slip"),
         (A, "Totally understandable to feel nervous. Overview:\n\n## Laser options\n- "
             "**LASIK**: flap plus laser, fast recovery.\n- **SMILE**: keyhole procedure, no "
             "flap, less dry eye; good for active sports.\n- **PRK**: no flap, slower "
             "recovery.\n- **ICL**: lens implant, for higher prescriptions or thin corneas.\n"
             "\nAt -5.5 you're likely a candidate, but only a proper assessment (corneal "
             "thickness, topography) can tell. Costs are typically 2,000-4,000 per eye.\n\n"
             "## For climbing right now\n**Daily disposable contact lenses** are a simple "
             "fix: no fogging, and nothing to lose on the wall."),
         (U, "hmm. if i did laser i'd want smile. but not now, too much money this year. "
             "daily contacts for climbing yes, i'll book an optician appointment"),
         (A, "Sensible. Tips for the fitting:\n\n- Ask for a trial pack so you can test them "
             "on a climbing session.\n- Mention that you sometimes climb outdoors in dusty "
             "conditions.\n- Bring your current prescription.\n\n**Next steps**: you could "
             "also book a free laser consultation to learn your options without committing."),
         (U, "not yet"),
         (A, "No problem, happy climbing!"),
         decisions=("daily contact lenses for climbing", "no laser eye surgery for now"),
         loops=("book an optician appointment for contact lenses",),
         facts=("is short-sighted, -5.5 in both eyes", "has worn glasses since age 10",
                "climbs regularly"),
         split="tune"),
    case("tl-ebike-nurse-commute", "chatgpt",
         (U, "i commute 14km each way to the hospital where i work (nurse, day shifts). "
             "thinking of an e-bike through cycle to work, our trust limit is 2500. route is "
             "hilly"),
         (A, "An e-bike is a great fit for that commute. Key choices:\n\n**Motor type**\n- "
             "**Hub motor**: cheaper, fine on flat routes, can struggle on long climbs.\n- "
             "**Mid-drive** (Bosch, Shimano, Yamaha): uses the gears, much better on hills, "
             "more natural feel.\n\n**Battery**: 400-500 Wh gives 28 km round trip with "
             "margin, even with hills.\n\nWithin 2,500, mid-drive commuters exist from "
             "brands like Ribble, Giant and Cube."),
         (U, "mid drive then. the scheme needs a quote from a partner shop"),
         (A, "Right: the partner shop issues a quote, you submit it on the scheme's portal, "
             "your employer approves it and you pick up the bike. Payments come out of your "
             "gross salary over 12 months."),
         (U, "there's a partner shop near me, i'm going saturday to try a couple"),
         (A, "Great! **Next steps**\n- Include a good lock in the quote (accessories "
             "count).\n- Check your home insurance covers the bike.\n- Get lights and "
             "mudguards for winter."),
         (U, "lock yes good point, i'll add it to the quote"),
         (A, "Enjoy the test rides!"),
         decisions=("mid-drive e-bike via cycle to work", "include a lock in the quote"),
         loops=("try e-bikes at the partner shop on Saturday",),
         facts=("works as a nurse at a hospital, day shifts",
                "commutes 14 km each way to work"),
         split="tune"),
    case("tl-burst-hose-claim", "claude",
         (U, "washing machine hose burst, water went through the ceiling into the kitchen of "
             "the flat below. we own both, the downstairs one we rent out. insurer says they "
             "can send their contractor or we use our own and claim. which is better?"),
         (A, "Sorry, what a stressful situation. Comparison:\n\n**Insurer's contractor**\n- "
             "Insurer manages and guarantees the work, pays directly.\n- Less control over "
             "timing.\n\n**Your own contractor**\n- You choose who and when.\n- You pay "
             "upfront and claim back; the insurer may only pay what their contractor would "
             "charge, and usually wants quotes first."),
         (U, "own contractor, my brother in law is a plasterer"),
         (A, "That can work, but a few cautions:\n\n- Insurers often want two independent "
             "quotes; a family member may raise questions.\n- If the work is later found "
             "faulty, the insurer won't guarantee it.\n- Drying out needs specialist "
             "equipment first, which a plasterer may not have."),
         (U, "ugh ok, insurer's contractor then, less hassle. they want photos by thursday"),
         (A, "Photo checklist:\n\n- The burst hose and the connection\n- The ceiling below, "
             "wide and close up\n- Damaged kitchen units and floor\n- Any damaged "
             "belongings\n- A meter reading if possible"),
         (U, "done, sent them just now. claim number is HX-20931"),
         (A, "Great work. **Next steps**\n1. Keep receipts for any extra costs like "
             "dehumidifier electricity.\n2. Let your tenant know about the contractor visits."),
         (U, "tenant knows already. will keep the receipts"),
         decisions=("use the insurer's contractor for repairs",),
         loops=("keep receipts for extra costs for the claim",),
         facts=("owns their flat and the flat below, which they rent out",),
         superseded=("use own contractor, brother-in-law",),
         split="tune"),
    case("tl-finnish-english-baby-names", "claude",
         (U, "we're expecting a girl in october. my partner is finnish and i'm english, we "
             "want a name that works in both languages. no y or a-umlaut please, english "
             "people can't say them"),
         (A, "Lovely brief! Names that travel well between Finnish and English:\n\n"
             "**Classic**\n- Anna, Emma, Ella, Iris, Linnea, Helena\n\n**Nature-inspired**\n"
             "- Ilona, Aava (wave; maybe tricky in English), Lumi (snow), Kaisla\n\n**Less "
             "common**\n- Aino, Elina, Sanni, Noora, Vilma\n\nWould you like meanings or "
             "more in a particular style?"),
         (U, "ooh aino is nice but my partner's sister is called aino haha. lumi is cute. "
             "more like that?"),
         (A, "Short, nature-ish names in that vein:\n\n- **Lumi** (snow)\n- **Talvi** "
             "(winter)\n- **Satu** (fairy tale)\n- **Tuuli** (wind); pronunciation may "
             "wobble in English\n- **Mielikki** (forest goddess), a bit much for daily use\n"
             "- **Ilta** (evening)\n\nLumi and Satu are probably the easiest for English "
             "speakers."),
         (U, "hmm. we'll keep thinking. thanks"),
         (A, "Good luck, and congratulations!"),
         facts=("partner is Finnish", "is English"),
         split="tune"),
    case("tl-father-in-law-70th-ideas", "chatgpt",
         (U, "gift ideas for my father in law's 70th? he fly fishes and does the crossword "
             "every morning. he says he has everything"),
         (A, "Fun challenge! Ideas:\n\n**Fishing**\n- A day on a famous river with a "
             "ghillie\n- Hand-tied fly collection in a wooden box\n- A personalised fly box\n"
             "\n**Crosswords**\n- A framed crossword from the newspaper on his birth date\n- "
             "A book of cryptic crosswords by his favourite setter\n\n**Experiences**\n- A "
             "family dinner with a memory book\n- A weekend away with the grandkids"),
         (U, "more experience ones"),
         (A, "- A whisky distillery tour\n- A hot air balloon ride\n- Tickets to a test "
             "match\n- A guided walk along a chalk stream\n- A photo shoot with the whole "
             "family"),
         (U, "none of these feel right. whatever, his birthday isn't till autumn"),
         (A, "No rush! Ideas often come when you're not thinking about it."),
         chatter=True,
         split="tune"),
    case("tl-pm-interview-stories", "claude",
         (U, "interview friday for a product manager role at a logistics startup. been a "
             "data analyst for 6 years, never officially a pm. they'll ask about conflict "
             "with stakeholders. two stories: the checkout redesign where i pushed back on "
             "marketing with data, or the warehouse dashboard where eng and ops fought over "
             "priorities and i mediated"),
         (A, "Both are good, and it's common to move from analytics into product. Quick STAR "
             "breakdown:\n\n**Checkout redesign**\n- Shows: data-driven pushback, influence "
             "without authority.\n- Risk: it can sound like you versus marketing.\n\n"
             "**Warehouse dashboard**\n- Shows: mediation, prioritisation, understanding of "
             "ops. Very relevant for a logistics company.\n- Risk: make sure your own "
             "actions are clear, not just the outcome.\n\nI'd use the **warehouse** story "
             "for conflict, and keep the checkout story for a 'tell me about a time you used "
             "data to make a decision' question."),
         (U, "ok warehouse for conflict, checkout for the data one"),
         (A, "Outline for the warehouse story:\n\n- **Situation**: ops wanted real-time "
             "picking stats, eng wanted to finish the migration first.\n- **Task**: you "
             "owned the dashboard.\n- **Action**: ran a joint session, split the MVP, agreed "
             "a weekly data refresh first.\n- **Result**: shipped in 3 weeks, picking errors "
             "down 12%.\n\n**Next steps**\n1. Research their product and competitors.\n2. "
             "Prepare a 30-60-90 day plan.\n3. Do a mock interview with a friend."),
         (U, "i'll practise out loud tonight. a 30-60-90 is overkill for a first round"),
         (A, "Fair enough. Good luck on Friday!"),
         decisions=("warehouse dashboard story for the conflict question",
                    "checkout redesign story for the data question"),
         loops=("practise interview answers out loud tonight",),
         facts=("has worked as a data analyst for 6 years",),
         split="tune"),
    case("tl-octopus-dreams-chatter", "chatgpt",
         (U, "random q, do octopuses dream? it's raining and i'm bored"),
         (A, "Great rainy-day question! Researchers have observed octopuses cycling through "
             "'active sleep' phases, where their skin flashes through colour patterns and "
             "their eyes and arms twitch. Some scientists think this could be something like "
             "dreaming, possibly replaying the day's experiences, like when they were "
             "hunting or hiding. We can't know what they experience, but the parallels to "
             "REM sleep are intriguing."),
         (U, "wait they change colour in their sleep?? that's amazing"),
         (A, "Yes! There's a famous video of an octopus named Heidi shifting from white to "
             "yellow to dark red while asleep. One scientist interpreted it as possibly "
             "'dreaming' about catching a crab. Their skin contains chromatophores, tiny "
             "sacs of pigment controlled directly by the nervous system."),
         (U, "ok that's the best thing i've learned all week. thanks"),
         (A, "Glad it brightened the rainy day!"),
         chatter=True,
         split="tune"),
    case("tl-museum-cover-letter", "cursor",
         (U, "editing cover_letter.md. I was a primary school teacher for 10 years and I'm "
             "applying for a learning officer job at the city museum. can you tighten the "
             "first paragraph? lead with the teaching"),
         (T, "cover_letter.md\n1  Dear Hiring Manager,\n2\n3  I am writing to apply for the "
             "post of Learning Officer. I have many years of\n4  experience in education and "
             "I am very passionate about museums and learning and\n5  I believe I would be a "
             "great fit for this role for many reasons.\n6\n7  In my classroom I managed "
             "behaviour of 30 children using a range of strategies,\n8  including..."),
         (A, "Here's a tighter opening that leads with your teaching:\n\n```diff\n-I am "
             "writing to apply for the post of Learning Officer. I have many years of\n"
             "-experience in education and I am very passionate about museums and learning "
             "and\n-I believe I would be a great fit for this role for many reasons.\n+After "
             "ten years as a primary school teacher, I know how to turn a curriculum\n+into "
             "an afternoon children remember. I would love to bring that to the City\n"
             "+Museum as your Learning Officer.\n```"),
         (U, "hmm reads generic. actually lead with the museum volunteering instead, i've "
             "been running the saturday family workshops there since 2021"),
         (A, "That's a much stronger hook, since they already know your work. Revised:\n\n"
             "```diff\n-After ten years as a primary school teacher, I know how to turn a "
             "curriculum\n-into an afternoon children remember. I would love to bring that "
             "to the City\n-Museum as your Learning Officer.\n+Since 2021 I have run the "
             "Saturday family workshops at the City Museum, where\n+I have seen how a single "
             "object can start a conversation between a child and a\n+grandparent. Combined "
             "with ten years of primary teaching, I would love to make\n+that happen every "
             "day as your Learning Officer.\n```"),
         (U, "better. cut the paragraph about classroom management, way too long"),
         (A, "Removed lines 7-14.\n\n```diff\n-In my classroom I managed behaviour of 30 "
             "children using a range of strategies,\n-including...\n```\n\n**Next steps**\n- "
             "Add a line on digital skills (the spec mentions online resources).\n- Mirror "
             "the wording of essential criterion 3.\n- Keep it to one page."),
         (U, "i'll send it to my old head teacher to read tonight"),
         decisions=("lead the cover letter with the museum volunteering",
                    "cut the classroom management paragraph"),
         loops=("send the cover letter to former head teacher tonight",),
         facts=("was a primary school teacher for 10 years",
                "has run the City Museum's Saturday family workshops since 2021"),
         superseded=("lead the cover letter with teaching",),
         split="tune"),
    case("tl-joint-account-categoriser", "claude-code",
         (U, "want a little script to categorise our bank export. csv is in exports/. it's "
             "the joint nordea account i share with my wife. categories like groceries, "
             "transport, kids, eating out"),
         (A, "Let me look at the export first."),
         (T, "$ ls exports/\n2024-04.csv  2024-05.csv\n$ head -4 exports/2024-05.csv\n"
             "Bokforingsdag;Belopp;Avsandare;Mottagare;Namn;Rubrik;Saldo;Valuta\n"
             "2024-05-02;-842,50;;;;ICA KVANTUM LINKOPING;31204,11;SEK\n"
             "2024-05-02;-39,00;;;;OSTGOTATRAFIKEN;31165,11;SEK\n"
             "2024-05-03;-5000,00;;;;Overforing 3300 12 34567;26165,11;SEK"),
         (A, "Semicolon-separated, comma decimals, and the description is in `Rubrik`. Two "
             "ways to define the categories:\n\n**Option A**: a Python dict in the script "
             "(simple, but edits mean touching code).\n**Option B**: a `rules.yaml` mapping "
             "keywords to categories, e.g. `ICA: groceries`.\n\nWhich do you prefer?"),
         (U, "yaml, so my wife can edit it too"),
         (A, "Creating `categorise.py` and `rules.yaml`, then running it on May."),
         (T, "Wrote categorise.py (52 lines)\nWrote rules.yaml (24 lines)\n$ python "
             "categorise.py exports/2024-05.csv\ncategory        total SEK\ngroceries        "
             " 6412.30\ntransport          936.00\nkids              1850.00\neating out     "
             "   1204.00\nuncategorised     9870.00"),
         (A, "It works. Most of the uncategorised amount is `Overforing ...` rows, i.e. "
             "transfers between your own accounts. Should those be skipped or counted?"),
         (U, "skip transfers between our own accounts"),
         (A, "```diff\n+    if row['Rubrik'].startswith('Overforing'):\n+        continue\n```"),
         (T, "$ python categorise.py exports/2024-05.csv\ncategory        total SEK\n"
             "groceries         6412.30\ntransport          936.00\nkids              "
             "1850.00\neating out        1204.00\nuncategorised      870.00"),
         (A, "Done, uncategorised is down to 870 SEK.\n\n**Next steps**\n1. Add unit tests "
             "for the parser.\n2. Plot a monthly chart with matplotlib.\n3. Put the folder "
             "under git."),
         (U, "no that's enough for today, thanks"),
         decisions=("categorisation rules in a YAML file", "skip transfers between own accounts"),
         facts=("shares a joint Nordea account with wife",),
         split="tune"),
    case("tl-sourdough-scaler", "cursor",
         (U, "i bake sourdough every weekend and want a tiny script that scales my recipe to "
             "a target dough weight. it's scale.py, have a look"),
         (T, "scale.py\n1  RECIPE = {'flour': 1000, 'water': 750, 'starter': 200, 'salt': "
             "20}\n2\n3  def scale(target):\n4      total = sum(RECIPE.values())\n5      "
             "return {k: v * target / total for k, v in RECIPE.items()}\n6\n7  "
             "print(scale(1800))"),
         (A, "That works, but it prints floats like `913.7055837563452`. How would you like "
             "to round? Options:\n\n1. Nearest gram for everything.\n2. Nearest 5 g for "
             "everything.\n3. Nearest 5 g for the big items, nearest gram for salt."),
         (U, "3"),
         (A, "```diff\n-    return {k: v * target / total for k, v in RECIPE.items()}\n+    "
             "out = {}\n+    for k, v in RECIPE.items():\n+        grams = v * target / "
             "total\n+        out[k] = round(grams) if k == 'salt' else 5 * round(grams / "
             "5)\n+    return out\n```"),
         (T, "$ python scale.py\n{'flour': 915, 'water': 685, 'starter': 185, 'salt': 18}"),
         (A, "Works. **Next steps**: add an argparse CLI for the target weight, support "
             "baker's percentages, and add a few unit tests."),
         (U, "cool. btw what hydration is that, 75?"),
         (A, "Yes: 750 g water / 1000 g flour = 75%. Counting the water in a 100% hydration "
             "starter it's closer to 77%."),
         (U, "nice"),
         decisions=("round to 5 g, salt to 1 g",),
         facts=("bakes sourdough every weekend",),
         split="tune"),
    case("tl-best-man-speech-kasper", "chatgpt",
         (U, "best man speech for my little brother kasper's wedding, 4 mins max. draft "
             "below. is the stag do story too much?\n\nGood evening everyone. For those who "
             "don't know me I'm Kasper's big brother... [story about the stag do in Riga, "
             "the police and the inflatable flamingo] ... and finally I'd like to raise a "
             "glass to our grandma who couldn't be here."),
         (A, "It's warm and funny overall! Honest feedback:\n\n**Stag do story**\n- It's "
             "probably too much for a mixed audience with grandparents and the bride's "
             "family. Police stories can make the couple uncomfortable.\n\n**Structure**\n1. "
             "Intro (30s)\n2. A story that shows who Kasper is (1.5 min)\n3. How he changed "
             "when he met Lina (1 min)\n4. Toast (30s)\n\n**Ending**: toasting an absent "
             "grandparent is touching, but it can shift the mood right before the toast to "
             "the couple."),
         (U, "ok drop the stag story. put in the one where he taught me to ride a bike even "
             "though he's 3 years younger"),
         (A, "Great swap, that's sweet and funny. Draft of the middle part:\n\n> Most big "
             "brothers teach their little brothers things. In our family it went the other "
             "way. When I was nine, Kasper, aged six, decided I'd been on stabilisers long "
             "enough. He ran behind me for an entire afternoon..."),
         (U, "end with a toast to the couple, leave the grandma bit out"),
         (A, "> So please raise your glasses: to Kasper and Lina!\n\n**Next steps**\n1. Read "
             "it aloud and time it.\n2. Print it on cue cards.\n3. Run it past someone who "
             "knows the family."),
         (U, "i'll time it tonight. cue cards yes, i'll print them friday"),
         (A, "Perfect, you'll do great!"),
         decisions=("drop the stag do story", "add the bike-riding story",
                    "end with a toast to the couple"),
         loops=("time the speech tonight", "print the speech on cue cards on Friday"),
         facts=("has a younger brother, Kasper",),
         split="tune"),
    case("tl-docker-build-film-chat", "claude-code",
         (U, "this docker build takes forever. meanwhile, good film for tonight? something "
             "like arrival"),
         (T, "[+] Building 212.4s (11/18)\n => [builder 5/9] COPY Cargo.toml Cargo.lock ./\n "
             "=> [builder 6/9] RUN cargo build --release\n   Compiling tokio v1.37.0\n   "
             "Compiling hyper v1.3.1"),
         (A, "If you liked Arrival, some thoughtful sci-fi picks:\n\n- **Annihilation** "
             "(2018): eerie, beautiful, also based on a novel.\n- **Contact** (1997): first "
             "contact, driven by science and grief.\n- **Interstellar** (2014): long but "
             "emotional.\n- **Moon** (2009): small, quiet, great performance.\n- **Sicario** "
             "(2015): same director, very different genre."),
         (U, "seen most of those lol. arrival is still the best one"),
         (A, "Fair, it's hard to top! Maybe **Coherence** (2013), a low-budget, mind-bending "
             "dinner-party film, or **Columbus** (2017) if you liked Arrival's quiet pace."),
         (T, "[+] Building 388.9s (18/18) FINISHED\n => exporting to image\n => naming to "
             "docker.io/library/api:dev"),
         (U, "meh, will see what's on. build's done anyway"),
         (A, "Enjoy your evening!"),
         chatter=True,
         split="tune"),
    case("tl-pyrenees-hiking-blog", "codex",
         (U, "set up a blog for my hiking trip reports in this empty repo. static, free "
             "hosting. i walk in the pyrenees every summer and want a place for photos and "
             "gpx tracks"),
         (A, "Nice project! Three good static site generators:\n\n- **Hugo**: single binary, "
             "very fast, lots of themes.\n- **Eleventy**: JavaScript, flexible templating.\n"
             "- **Jekyll**: Ruby, built into GitHub Pages.\n\nWhich would you like?"),
         (U, "hugo"),
         (T, "$ hugo new site . --force\nCongratulations! Your new Hugo site was created in "
             "~/code/hikes.\n$ ls\narchetypes  assets  content  data  hugo.toml  i18n  "
             "layouts  static  themes"),
         (A, "Site created. For photo-heavy trip reports, two themes fit well: **PaperMod** "
             "(clean, fast) or **Stack** (card layout, good for images). Which one?"),
         (U, "papermod"),
         (T, "$ git submodule add https://github.com/adityatelange/hugo-PaperMod "
             "themes/PaperMod\nCloning into 'themes/PaperMod'...\n$ hugo\nPages            | "
             "7\nStatic files     | 0\nTotal in 94 ms"),
         (A, "Theme installed and the site builds. For hosting: **GitHub Pages** (free, with "
             "an Actions workflow), **Netlify** or **Cloudflare Pages**. Preference?"),
         (U, "github pages"),
         (T, "$ git status\nOn branch main\nChanges to be committed:\n  new file:   "
             ".github/workflows/hugo.yml\n  new file:   .gitmodules\n  new file:   "
             "hugo.toml\n  new file:   themes/PaperMod"),
         (A, "Added the deploy workflow.\n\n**Next steps**\n1. Buy a custom domain.\n2. "
             "Enable Pages in the repo settings (Source: GitHub Actions).\n3. Add a "
             "shortcode that renders GPX tracks on a map."),
         (U, "i'll enable pages myself later. domain no. gpx map yes, do it now"),
         (A, "Added `layouts/shortcodes/gpx.html` using Leaflet and leaflet-gpx. Usage: `{{< "
             "gpx \"tracks/day1.gpx\" >}}`."),
         (T, "$ hugo\nPages            | 7\nStatic files     | 2\nTotal in 101 ms"),
         (U, "great"),
         decisions=("Hugo for the hiking blog", "PaperMod theme for the blog",
                    "host on GitHub Pages", "GPX map shortcode"),
         loops=("enable GitHub Pages in the repo settings",),
         facts=("hikes in the Pyrenees every summer",),
         split="tune"),
    case("tl-messy-flat-venting", "chatgpt",
         (U, "my flat is such a mess and i can't face it today"),
         (A, "That feeling is really common, especially when the mess feels bigger than the "
             "energy you have. If it helps, here's a gentle 20-minute plan:\n\n1. **5 min**: "
             "rubbish only, one bag.\n2. **5 min**: dishes into the sink or dishwasher.\n3. "
             "**5 min**: clothes into one basket.\n4. **5 min**: clear one surface you see "
             "every day.\n\nThen stop, even if it's not done. Want me to make a full weekly "
             "cleaning schedule?"),
         (U, "nah not doing a list, just needed to moan"),
         (A, "Totally fair, sometimes you just need to say it out loud. Be kind to yourself "
             "today."),
         (U, "watching bake off instead lol"),
         (A, "Excellent choice. Enjoy!"),
         chatter=True,
         split="tune"),
    case("tl-watering-cli-names", "codex",
         (U, "brainstorm names for this tool. it syncs a watering schedule from a csv into a "
             "calendar. nothing cute please"),
         (T, "$ ls\nREADME.md  pyproject.toml  src  tests\n$ head -3 README.md\n# sync\n"
             "Reads schedule.csv and writes .ics events."),
         (A, "Some directions:\n\n**Plain and descriptive**\n- `csv2cal`\n- `schedule-ics`\n"
             "- `calsync`\n\n**Short words**\n- `drip`\n- `rain`\n- `tend`\n\n**Slightly "
             "abstract**\n- `cadence`\n- `interval`\n- `rota`"),
         (U, "drip is probably taken on pypi. more like the second group"),
         (A, "- `sprout`, maybe too cute\n- `mist`\n- `sluice`\n- `rill`\n- `brook`\n- `tide`"),
         (U, "none of them click. leave it"),
         (A, "No problem, the name can wait."),
         chatter=True,
         split="tune"),
]
