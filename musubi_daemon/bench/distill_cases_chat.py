"""Labelled chats (ChatGPT-like) and Obsidian-like notes for the tune split."""

from __future__ import annotations

from .distill_case import case

A, U = "assistant", "user"

CHAT_CASES = [
    case("gpt-porto-kitchen", "chatgpt",
         (U, "I live in Porto and the kitchen is humid. How do I stop mould on the ceiling?"),
         (A, "Ventilate after cooking, run a dehumidifier to keep humidity under 60%, and clean "
             "the spots with diluted vinegar."),
         (U, "I'll buy a dehumidifier this weekend."),
         loops=("buy a dehumidifier",),
         facts=("lives in Porto",)),
    case("gpt-vegetarian-plan", "chatgpt",
         (U, "I'm vegetarian and I'm allergic to cashews. Give me a week of dinners."),
         (A, "Monday: lentil dahl. Tuesday: mushroom risotto. Wednesday: chickpea curry ..."),
         (U, "Swap Wednesday for something quicker."),
         (A, "Wednesday: halloumi wraps, 15 minutes."),
         facts=("vegetarian", "allergic to cashews")),
    case("gpt-chatter-joke", "chatgpt",
         (U, "tell me a joke about databases"),
         (A, "A SQL query walks into a bar, goes up to two tables and asks: can I join you?"),
         (U, "haha ok"),
         chatter=True),
    case("gpt-marathon", "chatgpt",
         (U, "I'm training for a half marathon in April. I usually run in the mornings before "
             "work."),
         (A, "A 12-week plan with three runs a week works well. Keep the long run on weekends."),
         (U, "Let's go with the three-runs plan."),
         decisions=("three-runs-a-week plan",),
         facts=("usually runs in the mornings before work",)),
    case("gpt-name-job", "chatgpt",
         (U, "My name is Inês and I work as a pharmacist. Help me write a cover letter for a "
             "hospital job."),
         (A, "Here is a draft that leads with your hospital rotation..."),
         (U, "Make it shorter."),
         (A, "Done, one page."),
         facts=("name is Inês", "works as a pharmacist")),
    case("gpt-others-facts", "chatgpt",
         (U, "My sister lives in Berlin and hates the winters there. What gift would cheer her "
             "up?"),
         (A, "A SAD lamp, a good blanket, or a weekend trip somewhere sunny."),
         (U, "The lamp is a good idea."),
         ),
    case("gpt-laptop", "chatgpt",
         (U, "Framework 13 or MacBook Air for a Linux user?"),
         (A, "The Framework has first-class Linux support; the Air runs Asahi but with gaps."),
         (U, "I use Linux for everything, including gaming."),
         (A, "Then the Framework with the AMD board is the better fit."),
         (U, "OK, Framework it is. I chose the AMD version."),
         decisions=("Framework", "AMD version"),
         facts=("uses Linux for everything",)),
    case("gpt-trip", "chatgpt",
         (U, "We're planning a week in Japan in November. Tokyo and Kyoto, or add Osaka?"),
         (A, "With a week, two cities is relaxed; three is doable with Osaka as a day trip "
             "from Kyoto."),
         (U, "We agreed to do Tokyo and Kyoto with Osaka as a day trip."),
         (A, "Great. Book the Shinkansen early for the weekend."),
         (U, "Still need to book the ryokan in Kyoto."),
         decisions=("Tokyo and Kyoto with Osaka as day trip",),
         loops=("book the ryokan in Kyoto",)),
    case("gpt-past-others", "chatgpt",
         (U, "My grandfather was born in Goa and moved to Lisbon in 1961. Can you tell me "
             "about Goa at that time?"),
         (A, "In 1961 India annexed Goa, ending 451 years of Portuguese rule..."),
         ),
    case("gpt-speaks", "chatgpt",
         (U, "I speak Portuguese and Spanish but my Italian is basic. What's the fastest way to "
             "get conversational?"),
         (A, "Lean on the overlap: read Italian news you already know the context of, and "
             "practise speaking from week one."),
         facts=("speaks Portuguese and Spanish",)),
    case("gpt-transient-city", "chatgpt",
         (U, "I'm in Madrid this week for a conference. Where should I eat near Atocha?"),
         (A, "Try Mercado de San Ildefonso or the tapas bars on Calle de las Huertas."),
         ),
    case("gpt-preference", "chatgpt",
         (U, "I prefer short answers without bullet points."),
         (A, "Understood."),
         (U, "What's the boiling point of water at 2000 m?"),
         (A, "About 93 °C."),
         facts=("prefers short answers without bullet points",)),
    case("gpt-budget", "chatgpt",
         (U, "Should I put my savings in an index fund or pay off the car loan first? The loan "
             "is at 7%."),
         (A, "At 7% the loan is a guaranteed return higher than most expected fund returns."),
         (U, "Makes sense. Paying off the loan first, then the index fund."),
         decisions=("pay off the loan first, then index fund",)),
    case("gpt-chatter-weather", "chatgpt",
         (U, "why is the sky blue"),
         (A, "Air molecules scatter short blue wavelengths more than red ones: Rayleigh "
             "scattering."),
         (U, "cool"),
         chatter=True),
    case("gpt-kids-dog", "chatgpt",
         (U, "I have two kids and a dog named Miso. Which car fits us best: a Golf estate or a "
             "Skoda Octavia estate?"),
         (A, "The Octavia has 640 litres of boot space against the Golf's 611."),
         (U, "We'll go with the Octavia."),
         decisions=("the Octavia",),
         facts=("has two kids", "has a dog named Miso")),
    case("gpt-could-use", "chatgpt",
         (U, "For my wedding website I could use Squarespace or just a static site."),
         (A, "A static site on Netlify is free; Squarespace has RSVP forms built in."),
         (U, "What would the RSVP form cost to build myself?"),
         (A, "A couple of hours with Netlify Forms."),
         ),
    case("gpt-recipe-dislike", "chatgpt",
         (U, "I hate coriander. Give me a guacamole recipe without it."),
         (A, "Mash two avocados with lime, salt, red onion, tomato and a little chilli."),
         facts=("hates coriander",)),
    case("gpt-reminder", "chatgpt",
         (U, "Draft a polite email asking my landlord to fix the boiler."),
         (A, "Dear Mr Costa, the boiler has stopped heating water since Monday..."),
         (U, "Thanks. Don't forget to remind me to send it Monday morning."),
         loops=("send the email Monday morning",)),
    case("obs-meeting", "obsidian",
         (U, "# Sync with design, 12 March\n\n## Notes\n- Onboarding drop-off is at step 3\n"
             "- Marta thinks the copy is confusing\n\n## Decisions\n- Decided: remove the "
             "phone number field from sign-up\n- Going with a progress bar at the top\n\n"
             "## Action items\n- [ ] Ana: rewrite step 3 copy\n- [ ] Ship the progress bar "
             "behind a flag\n- [x] Share the funnel numbers"),
         decisions=("remove phone number field from sign-up", "progress bar at the top"),
         loops=("rewrite step 3 copy", "ship progress bar behind a flag")),
    case("obs-reading", "obsidian",
         (U, "# Reading list\n\n- Designing Data-Intensive Applications\n- The Pragmatic "
             "Programmer\n- A Philosophy of Software Design\n\nNotes from chapter 3: LSM trees "
             "favour writes, B-trees favour reads."),
         chatter=True),
    case("obs-home", "obsidian",
         (U, "# House\n\nWe moved the router to the hallway; the signal is better upstairs now.\n"
             "\nTODO: call the plumber about the leaking tap\nTODO: renew home insurance "
             "before 30 June"),
         loops=("call the plumber about leaking tap", "renew home insurance before 30 June")),
    case("obs-journal", "obsidian",
         (U, "# 2026-02-03\n\nLong day. I grew up in Braga so the rain never bothers me, but "
             "today was a lot. Decided to start going to bed at 23:00 on weekdays.\n\n"
             "Follow up with Dr Sousa about the blood test results."),
         decisions=("bed at 23:00 on weekdays",),
         loops=("follow up with Dr Sousa about blood test results",),
         facts=("grew up in Braga",)),
    case("obs-project-plan", "obsidian",
         (U, "# Trailmap v2\n\n## Choices\n- Settled: MapLibre instead of Leaflet, for vector "
             "tiles\n- We'll use PMTiles hosted on R2\n\n## Open\n- Offline mode?\n- Pricing "
             "page\n\nNext step: prototype the offline download flow"),
         decisions=("MapLibre instead of Leaflet", "PMTiles hosted on R2"),
         loops=("prototype offline download flow",)),
    case("gpt-tea-chatter", "chatgpt",
         (U, "hi! how are you today?"),
         (A, "Doing well, thanks for asking. What can I help with?"),
         (U, "nothing really, just saying hi"),
         (A, "Hi! Enjoy your day."),
         chatter=True),
    case("gpt-lived-abroad", "chatgpt",
         (U, "I was born in Luanda but I've lived in Lisbon for twenty years. Which documents "
             "do I need to renew my Portuguese passport?"),
         (A, "Your citizen card, a recent photo taken at the counter, and the old passport."),
         facts=("born in Luanda", "lived in Lisbon for twenty years")),
    case("gpt-left-handed", "chatgpt",
         (U, "I'm left-handed. Which ergonomic mouse should I get?"),
         (A, "The Logitech Lift has a left-handed version; so does the Evoluent."),
         (U, "Ordering the Lift."),
         decisions=("order the Lift",),
         facts=("left-handed",)),
    case("gpt-workflow-facts", "chatgpt",
         (U, "I always write my notes in Markdown and I never use Word. Convert this table to "
             "a Markdown table."),
         (A, "| Item | Qty |\n|---|---|\n| Bolts | 40 |"),
         facts=("always writes notes in Markdown", "never uses Word")),
    case("gpt-team-decided", "chatgpt",
         (U, "The previous team decided to use MongoDB for everything. Now I'm stuck with "
             "joins across collections. Any advice?"),
         (A, "Use $lookup for occasional joins, or denormalise the fields you read together."),
         ),
    case("gpt-hypothetical-fact", "chatgpt",
         (U, "If I lived in Norway, would I need winter tyres by law?"),
         (A, "Norway requires adequate tyres for conditions; studded or winter tyres are "
             "expected in winter."),
         ),
    case("gpt-decision-reversal", "chatgpt",
         (U, "Last month I decided on a Kindle, but the Kobo Libra supports library loans "
             "here."),
         (A, "The Kobo integrates OverDrive, which most libraries use."),
         (U, "Right, switching to the Kobo Libra instead of the Kindle."),
         decisions=("Kobo Libra instead of Kindle",)),
    case("gpt-next-step-heading", "chatgpt",
         (U, "Help me plan the move to the new flat."),
         (A, "Here is a checklist.\n\n**Next steps:**\n1. Book the movers for the 14th\n"
             "2. Transfer the electricity contract\n3. Update your address with the bank"),
         (U, "I already booked the movers."),
         loops=("transfer electricity contract", "update address with the bank")),
]
