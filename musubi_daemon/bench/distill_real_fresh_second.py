"""Twenty realistic conversations by a third hand, measured only, never tuned on."""

from __future__ import annotations

from .distill_case import Case, case

U, A, T = "user", "assistant", "tool"

CASES: list[Case] = [
    case("fy-penguin-knees-chatter", "chatgpt",
         (U, "ok random q. do penguins have knees"),
         (A, "They do! Penguins have knees, thighs and everything else a bird leg "
             "normally has. The trick is that most of the leg is tucked up inside the "
             "body under a thick layer of feathers and fat, so all you see is the lower "
             "part and the feet. That's why they look like they're waddling on two little "
             "stumps. If you ever see a penguin skeleton it looks a bit like it's "
             "permanently sitting in a squat."),
         (U, "lmao thats so funny to picture. like theyre wearing a big coat over their "
             "legs"),
         (A, "Pretty much exactly that: a sleeping-bag coat that goes down to the ankles. "
             "It keeps heat in, which matters a lot when you're standing on ice for "
             "weeks. The waddle is actually fairly energy efficient too, because they "
             "rock side to side and recover some energy like a pendulum."),
         (U, "ok whats the weirdest animal fact u know. go"),
         (A, "A few favourites:\n"
             "\n"
             "- Wombats produce cube-shaped poop. Their intestines have sections of "
             "different stiffness that shape it into little blocks.\n"
             "- Octopuses have three hearts, and the main one stops beating while they "
             "swim.\n"
             "- A group of flamingos is called a flamboyance.\n"
             "- Sea otters hold hands while they sleep so they don't drift apart.\n"
             "\n"
             "The wombat one usually wins."),
         (U, "CUBE POOP. no way. ok that made my afternoon, its been raining nonstop here "
             "and i was losing it"),
         (A, "Glad the wombats could help. Nothing beats a rainy afternoon fact spiral. "
             "If you want more, I can do a round on deep-sea creatures, they're reliably "
             "unhinged."),
         (U, "lol maybe another day. thx"),
         (A, "Anytime. Enjoy the rest of your afternoon!"),
         chatter=True, split="fresh"),
    case("fy-t1d-first-half-marathon", "chatgpt",
         (U, "hey so ive signed up for the great north run in sept, my first half. as a "
             "type 1 on an omnipod what do i actually need to think about for long runs? "
             "i keep going low around 40 min into my 8k loops"),
         (A, "Congrats on signing up! Running with type 1 is very doable, it just takes "
             "some planning. The main levers are:\n"
             "\n"
             "1. **Reduce insulin on board before you start.** Aerobic running drops "
             "glucose fast, and a temp basal started at the door often kicks in too late, "
             "because pump basal changes take 60-90 minutes to really show up.\n"
             "2. **Start in a good range.** Many people aim for roughly 7-10 mmol/L at "
             "the start of a long run, with a flat or slightly rising trend.\n"
             "3. **Carbs during the run.** For runs over ~45-60 minutes, 15-30 g of carbs "
             "per hour is a common starting point, adjusted to your CGM.\n"
             "4. **CGM alerts.** Set a higher low alert during runs so you get warning "
             "early.\n"
             "5. **Timing.** Avoid running within 2-3 hours of a meal bolus if you can, "
             "since that bolus is still active.\n"
             "\n"
             "What are you doing with your basal at the moment, and which CGM are you on?"),
         (U, "dexcom g7. i do -50% temp basal when i leave the house, still drop"),
         (A, "That fits the pattern: the reduction is only starting to bite around the "
             "time you go low. Things to try:\n"
             "\n"
             "- Start the -50% temp basal **60-90 minutes before** you head out, and keep "
             "it running until the end.\n"
             "- If you still drop, go to -60% or -70% rather than starting earlier "
             "still.\n"
             "- Have 10-15 g of fast carbs just before starting if you're under about 7 "
             "and flat.\n"
             "\n"
             "For fuel on the run itself, the usual options are gels, sports drinks, or "
             "sweets like jelly babies or dextrose tabs. Do you have a preference?"),
         (U, "ok ill try starting the -50 an hour before. and jelly babies lol, gels make "
             "me gag"),
         (A, "Jelly babies are a classic for a reason. Roughly 5 jelly babies is about 25 "
             "g of carbs, so that's a handy unit. Try taking a few every 20-25 minutes on "
             "runs over an hour and see what the G7 does.\n"
             "\n"
             "For the training itself, a couple of options:\n"
             "\n"
             "1. **12-week beginner plan**: 3 runs a week, long run building from 8k to "
             "18-19k.\n"
             "2. **16-week plan**: 4 runs a week, gentler build, more room for bad "
             "weeks.\n"
             "\n"
             "Either gets you to September if you start in the next month or so."),
         (U, "12 week. i can only really do 3 a week with my shift pattern anyway, i work "
             "4 on 4 off in an ambulance control room"),
         (A, "12 weeks with 3 runs it is. With 4-on-4-off you can put the long run on "
             "your first or second day off and keep the two shorter runs on work days if "
             "you have the energy.\n"
             "\n"
             "A few more things worth doing:\n"
             "\n"
             "- **Ask your diabetes nurse about a separate exercise basal profile** on "
             "the Omnipod, so you don't have to fiddle with temp basals every time.\n"
             "- **Join a running club** for the long runs, it helps with pacing and "
             "there's someone around if you go low.\n"
             "- **Log each long run** (start glucose, basal change, carbs, outcome) so "
             "you can spot patterns."),
         (U, "running club no thanks, i like running on my own with podcasts, always "
             "have. the nurse thing yeah ill message her this week. oh should i carry "
             "glucagon?"),
         (A, "Carrying glucagon on long runs is sensible, especially if you run alone. "
             "The nasal version (Baqsimi) is small and doesn't need mixing, so it's much "
             "easier to carry than the old injection kits. It's only useful if someone "
             "else can give it, so it's also worth telling someone your route and rough "
             "finish time, and wearing medical ID."),
         (U, "ok ill ask about baqsimi at my clinic review in july. cheers this is really "
             "helpful"),
         (A, "You're welcome, and good luck with the training. Sounds like a solid plan: "
             "12-week plan, temp basal an hour before, jelly babies on the long runs, and "
             "a chat with your nurse about an exercise profile."),
         decisions=("follow the 12-week beginner half marathon plan",
                    "start -50% temp basal an hour before runs",
                    "use jelly babies for fuel on long runs"),
         loops=("message diabetes nurse about exercise basal profile",
                "ask about Baqsimi at July clinic review"),
         facts=("has type 1 diabetes", "uses an Omnipod pump and Dexcom G7",
                "works 4-on-4-off shifts in ambulance control",
                "prefers running alone with podcasts"),
         split="fresh"),
    case("fy-cc-celery-double-charge", "claude-code",
         (U, "some customers are getting charged twice, like 1 in 2000 invoices. its the "
             "charge_invoice celery task, redis broker. look at billing/tasks.py"),
         (A, "I'll start by reading the task and the Celery config."),
         (T, "$ sed -n '1,60p' billing/tasks.py\n"
             "import stripe\n"
             "from celery import shared_task\n"
             "from .models import Invoice, Payment\n"
             "\n"
             "@shared_task(bind=True, max_retries=4, default_retry_delay=30)\n"
             "def charge_invoice(self, invoice_id):\n"
             "    inv = Invoice.objects.get(pk=invoice_id)\n"
             "    if inv.status == \"paid\":\n"
             "        return\n"
             "    try:\n"
             "        pi = stripe.PaymentIntent.create(\n"
             "            amount=inv.amount_cents,\n"
             "            currency=inv.currency,\n"
             "            customer=inv.customer.stripe_id,\n"
             "            confirm=True,\n"
             "            idempotency_key=f\"{invoice_id}-{self.request.retries}\",\n"
             "        )\n"
             "    except stripe.error.APIConnectionError as exc:\n"
             "        raise self.retry(exc=exc)\n"
             "    Payment.objects.create(invoice=inv, stripe_id=pi.id, "
             "amount_cents=pi.amount)\n"
             "    inv.status = \"paid\"\n"
             "    inv.save(update_fields=[\"status\"])"),
         (T, "$ grep -rn \"visibility_timeout\\|acks_late\" config/\n"
             "config/celery.py:14:app.conf.task_acks_late = True\n"
             "config/celery.py:15:app.conf.broker_transport_options = "
             "{\"visibility_timeout\": 300}"),
         (A, "I think I see it. Two things combine:\n"
             "\n"
             "1. **The idempotency key includes the retry count** "
             "(`{invoice_id}-{retries}`). If the Stripe call times out on our side with "
             "`APIConnectionError` but Stripe actually created the charge, the retry "
             "sends key `42-1`, and Stripe treats it as a brand-new payment.\n"
             "2. **`task_acks_late` with a 300 s visibility timeout.** A task that runs "
             "slowly or sits in a retry countdown for more than 5 minutes gets "
             "redelivered by Redis to another worker, so two copies can run at once. Both "
             "pass the `status == 'paid'` check because neither has saved yet.\n"
             "\n"
             "Options:\n"
             "- **A.** Raise `visibility_timeout` well above the worst-case runtime (e.g. "
             "3600).\n"
             "- **B.** Make the idempotency key depend only on the invoice, so Stripe "
             "dedupes any repeat.\n"
             "- **C.** Both.\n"
             "\n"
             "I'd recommend C."),
         (U, "both. key off invoice id + attempt? no wait thats the bug. just invoice id"),
         (A, "Right, just the invoice id. Applying the change."),
         (T, "Edit billing/tasks.py\n"
             "-            idempotency_key=f\"{invoice_id}-{self.request.retries}\",\n"
             "+            idempotency_key=f\"charge-invoice-{invoice_id}\",\n"
             "Edit config/celery.py\n"
             "-app.conf.broker_transport_options = {\"visibility_timeout\": 300}\n"
             "+app.conf.broker_transport_options = {\"visibility_timeout\": 3600}"),
         (A, "Running the billing tests."),
         (T, "$ pytest billing -q\n"
             ".........F.........................................\n"
             "=================================== FAILURES "
             "===================================\n"
             "_______________________ test_charge_invoice_retries "
             "____________________________\n"
             "    def test_charge_invoice_retries(mock_create):\n"
             "        ...\n"
             ">       assert keys == [\"42-0\", \"42-1\"]\n"
             "E       AssertionError: assert ['charge-invoice-42', 'charge-invoice-42'] "
             "== ['42-0', '42-1']\n"
             "billing/tests/test_tasks.py:88: AssertionError\n"
             "1 failed, 50 passed in 4.12s"),
         (A, "The failing test asserts the old behaviour (a new key per retry), which is "
             "exactly what caused the double charges. Shall I update it to assert the "
             "same key on every attempt?"),
         (U, "yeah that test is wrong, update it. and get rid of that mock.patch stack in "
             "there, i hate those, use the stripe_fake fixture from conftest"),
         (T, "Edit billing/tests/test_tasks.py\n"
             "-@mock.patch(\"billing.tasks.Payment.objects.create\")\n"
             "-@mock.patch(\"billing.tasks.Invoice.objects.get\")\n"
             "-@mock.patch(\"stripe.PaymentIntent.create\")\n"
             "-def test_charge_invoice_retries(mock_create, mock_get, mock_payment):\n"
             "+def test_charge_invoice_retries(stripe_fake, invoice_factory):\n"
             "+    inv = invoice_factory(pk=42)\n"
             "+    stripe_fake.fail_next(2, stripe.error.APIConnectionError)\n"
             "+    charge_invoice.apply(args=[inv.pk])\n"
             "+    assert stripe_fake.idempotency_keys == [\"charge-invoice-42\"] * 3"),
         (T, "$ pytest billing -q\n"
             "...................................................\n"
             "51 passed in 3.87s"),
         (A, "All 51 tests pass. Summary:\n"
             "\n"
             "- Idempotency key is now `charge-invoice-{invoice_id}`, so Stripe returns "
             "the original PaymentIntent for any repeat.\n"
             "- `visibility_timeout` raised to 3600 s.\n"
             "- Test rewritten with `stripe_fake`.\n"
             "\n"
             "Suggested follow-ups:\n"
             "1. Add a unique constraint on `Payment(invoice_id)` as a last line of "
             "defence.\n"
             "2. Add an alert when two payments exist for one invoice.\n"
             "3. Find and refund the customers already double-charged."),
         (U, "no unique constraint, we allow partial payments against one invoice. "
             "refunds yes, write me the query to find the dupes, ill run it against the "
             "prod read replica myself"),
         (A, "```sql\n"
             "SELECT p.invoice_id,\n"
             "       i.amount_cents,\n"
             "       COUNT(*) AS payments,\n"
             "       SUM(p.amount_cents) AS total_charged,\n"
             "       ARRAY_AGG(p.stripe_id ORDER BY p.created_at) AS stripe_ids\n"
             "FROM billing_payment p\n"
             "JOIN billing_invoice i ON i.id = p.invoice_id\n"
             "WHERE p.created_at >= now() - interval '180 days'\n"
             "GROUP BY p.invoice_id, i.amount_cents\n"
             "HAVING SUM(p.amount_cents) > i.amount_cents\n"
             "ORDER BY p.invoice_id;\n"
             "```\n"
             "\n"
             "Filtering on `SUM > amount` rather than `COUNT > 1` keeps legitimate "
             "partial payments out."),
         (U, "nice. ill open the PR after lunch. im the only backend dev here so make the "
             "PR description properly detailed, future me will need it"),
         (A, "**Fix duplicate charges in `charge_invoice`**\n"
             "\n"
             "**Problem**: With `acks_late` and a 300 s Redis visibility timeout, slow "
             "charges were redelivered to a second worker. The idempotency key included "
             "the retry count, so Stripe treated repeats as new charges.\n"
             "\n"
             "**Fix**:\n"
             "- Idempotency key is `charge-invoice-{invoice_id}`.\n"
             "- `visibility_timeout` 300 -> 3600.\n"
             "- Test rewritten using `stripe_fake`.\n"
             "\n"
             "**Not done**: unique constraint on payments (partial payments are "
             "allowed).\n"
             "\n"
             "**Follow-up**: identify and refund affected customers (query in PR comment)."),
         decisions=("raise Celery visibility_timeout to 3600",
                    "Stripe idempotency key from invoice id only",
                    "rewrite retry test with stripe_fake fixture"),
         loops=("run duplicate-charge query on prod read replica",
                "refund double-charged customers", "open the PR after lunch"),
         facts=("is the only backend developer at the company",
                "dislikes stacked mock.patch decorators"),
         superseded=("idempotency key from invoice id plus attempt",),
         split="fresh"),
    case("fy-twins-reception-lunches", "chatgpt",
         (U, "our twins start reception in september and im already stressing about "
             "lunches lol. school is nut free which is fine bc milo has a peanut allergy "
             "anyway (carries an epipen). ivy is the fussiest eater alive"),
         (A, "Totally normal to be thinking about this early. A few things that might "
             "take some pressure off:\n"
             "\n"
             "- **School meals are free in reception** in England (Universal Infant Free "
             "School Meals), so you don't have to do packed lunches at all unless you "
             "want to.\n"
             "- For Milo, the school kitchen will need his allergy details, and most "
             "schools ask for an allergy action plan plus a spare adrenaline "
             "auto-injector kept on site.\n"
             "- For Ivy, a packed lunch gives you more control over what's in front of "
             "her, which can help fussy eaters in the first term.\n"
             "\n"
             "You could also mix it: hot dinners some days, packed lunch on others."),
         (U, "oh wait are they actually still free? thought that got scrapped"),
         (A, "Yes, as far as I know Universal Infant Free School Meals still covers every "
             "child in reception, year 1 and year 2 at state-funded schools in England, "
             "regardless of income. It's worth double-checking with the school office, "
             "but you shouldn't have to pay for hot dinners for either twin."),
         (U, "ok so hot dinners mon-wed for both and packed lunch thurs/fri? ivy wont "
             "touch half the menu but still"),
         (A, "That's a nice balance. You'd get the convenience three days a week and Ivy "
             "has two days where she's guaranteed something she'll eat. It's also easy to "
             "change after the first half term once you see how she gets on with the menu."),
         (U, "hmm actually no thats gonna be a nightmare to remember every morning. hot "
             "dinners every day for milo, packed lunch every day for ivy. done"),
         (A, "Simple and consistent, that'll be easier on everyone. For Milo's side, it's "
             "worth:\n"
             "\n"
             "1. Meeting the school (usually the SENCo or the head of reception) to agree "
             "an allergy action plan.\n"
             "2. Asking to speak to the kitchen manager about how they handle nut-free "
             "meals.\n"
             "3. Sending in a spare EpiPen in a labelled bag.\n"
             "\n"
             "For Ivy, bento-style boxes work really well with fussy eaters: 4-5 small "
             "compartments, familiar foods, one new thing at most."),
         (U, "yep need to book a meeting with them about milo's plan. my husband will "
             "have to go tho, i start at the bakery at 6 every day so mornings are out "
             "for me. bento yes, which ones dont leak"),
         (A, "Good ones that hold up to a four-year-old:\n"
             "\n"
             "- **Bentgo Kids**: leak-resistant for things like yoghurt, easy latches, "
             "dishwasher safe tray.\n"
             "- **Yumbox Original**: very tight seal, nice compartments, a bit pricier.\n"
             "- **Sistema bento**: cheap and sturdy, but not great with wet foods.\n"
             "\n"
             "Bentgo Kids is the most common recommendation for reception-age kids "
             "because they can open it themselves."),
         (U, "bentgo it is. ill order two tonight, milo can use one for school trips"),
         (A, "Sounds good. Don't forget name labels on both, they all look identical by "
             "October!"),
         decisions=("hot dinners every day for Milo", "packed lunch every day for Ivy",
                    "buy two Bentgo Kids lunchboxes"),
         loops=("book school meeting about Milo's allergy plan",
                "order two Bentgo Kids lunchboxes tonight"),
         facts=("has twins, Milo and Ivy", "son Milo has a peanut allergy",
                "works at a bakery starting at 6am", "is married"),
         superseded=("hot dinners Mon-Wed and packed lunch Thu/Fri for both twins",),
         split="fresh"),
    case("fy-overpay-or-save", "chatgpt",
         (U, "me and my partner own a flat in bristol, ~180k left on the mortgage, fixed "
             "at 1.89% till march 2027. i've got about 400/month spare. overpay or stocks "
             "and shares isa?"),
         (A, "Good problem to have. The short version:\n"
             "\n"
             "- **Overpaying** gives you a guaranteed 'return' equal to your mortgage "
             "rate, so 1.89%.\n"
             "- **A stocks and shares ISA** has historically returned more over long "
             "periods, but with ups and downs, and you need a 5+ year horizon.\n"
             "- **Cash savings** are currently paying more than 1.89% in many easy-access "
             "accounts, which is unusual.\n"
             "\n"
             "Before any of that: do you have an emergency fund, and is any of this money "
             "earmarked for something in the next few years?"),
         (U, "emergency fund sorted, 6 months. tbh i just like the idea of being debt "
             "free sooner. lets say overpay then"),
         (A, "That's a perfectly reasonable choice, the psychological side matters. A few "
             "practical points:\n"
             "\n"
             "1. Most lenders allow overpayments of up to 10% of the balance per year "
             "during a fixed rate without early repayment charges. £400/month is well "
             "under that.\n"
             "2. Tell the lender whether you want to reduce the term or the monthly "
             "payment.\n"
             "3. Keep in mind that when the fix ends in 2027 you'll likely be "
             "remortgaging at a noticeably higher rate."),
         (U, "hmm wait. if the new rate is gonna be like 4%+ in 2027, overpaying now at "
             "1.89 is kind of dumb vs saving it at 4-5% and then chucking a lump sum at "
             "it when we remortgage?"),
         (A, "Yes, that's the logic a lot of people are using right now. Saving at a "
             "higher rate than your mortgage costs you, then paying a lump sum off at "
             "remortgage time, tends to come out ahead, and it keeps the money accessible "
             "in the meantime. Options:\n"
             "\n"
             "1. **Easy-access cash ISA**: tax-free interest, withdraw any time.\n"
             "2. **Fixed-term cash ISA to 2027**: slightly higher rate, money locked.\n"
             "3. **Stocks and shares ISA**: higher expected return, but you might need "
             "the money right when markets are down."),
         (U, "easy access cash isa then, and we decide in 2027 whether to lump sum or "
             "keep it. im self employed (freelance illustrator) so having it accessible "
             "is nice anyway. if we ever have kids we'd need to move somewhere bigger too"),
         (A, "That makes a lot of sense for irregular income. One more thing worth "
             "considering as a self-employed person: **pension contributions**. You get "
             "tax relief at your marginal rate, and it's easy to fall behind without an "
             "employer scheme. Even splitting the £400 into £250 ISA / £150 SIPP could be "
             "worth it."),
         (U, "pension stuff i'll leave for now, my accountant nags me about it enough "
             "lol. which cash isa has the best rate rn"),
         (A, "I can't see live rates, so I'd check a comparison site such as "
             "MoneySavingExpert's savings best buys or Moneyfacts. Look for:\n"
             "\n"
             "- A **flexible** ISA (so you can withdraw and put money back in the same "
             "tax year).\n"
             "- No bonus rate that drops after 12 months, or set a reminder if there is "
             "one.\n"
             "- FSCS protection."),
         (U, "fine ill check mse tonight"),
         decisions=("put £400/month into an easy-access cash ISA",
                    "decide on lump-sum overpayment at 2027 remortgage"),
         loops=("check MSE for best flexible easy-access cash ISA",),
         facts=("owns a flat in Bristol with partner", "mortgage fixed at 1.89% until March 2027",
                "is a self-employed freelance illustrator"),
         superseded=("overpay the mortgage £400 a month",),
         split="fresh"),
    case("fy-cursor-admin-grid", "cursor",
         (U, "need a data grid for the admin dashboard. ~50k orders, sorting + filtering, "
             "inline edit on status and notes. tanstack table vs ag grid community vs mui "
             "x? im mostly a backend person so go easy"),
         (A, "Quick comparison for your case:\n"
             "\n"
             "| | TanStack Table | AG Grid Community | MUI X DataGrid |\n"
             "|---|---|---|---|\n"
             "| Styling | headless, you bring the markup | own theme/CSS | Material UI |\n"
             "| 50k rows | with TanStack Virtual | built-in virtualisation | free tier OK "
             "|\n"
             "| Inline edit | you build it | built in | built in |\n"
             "| Bundle | small | large | medium, needs MUI |\n"
             "\n"
             "AG Grid is fastest to get working; TanStack is the most flexible; MUI X "
             "only makes sense if you already use MUI."),
         (U, "we're on tailwind, no mui, so thats out. ag grid's css fights tailwind "
             "doesnt it"),
         (A, "It can. AG Grid ships its own theme system, so you end up overriding its "
             "classes or using its theming API rather than Tailwind utilities. With "
             "TanStack Table you write plain `<table>` markup, so Tailwind works "
             "naturally. For 50k rows, pair it with `@tanstack/react-virtual`."),
         (U, "tanstack + virtual then. scaffold a component, columns from "
             "src/types/order.ts"),
         (A, "```tsx\n"
             "// src/components/OrdersGrid.tsx\n"
             "import { useMemo, useRef, useState } from 'react'\n"
             "import {\n"
             "  useReactTable, getCoreRowModel, getSortedRowModel,\n"
             "  getFilteredRowModel, flexRender, type ColumnDef, type SortingState,\n"
             "} from '@tanstack/react-table'\n"
             "import { useVirtualizer } from '@tanstack/react-virtual'\n"
             "import type { Order } from '../types/order'\n"
             "\n"
             "export function OrdersGrid({ orders }: { orders: Order[] }) {\n"
             "  const [sorting, setSorting] = useState<SortingState>([])\n"
             "  const columns = useMemo<ColumnDef<Order>[]>(() => [\n"
             "    { accessorKey: 'id', header: 'ID' },\n"
             "    { accessorKey: 'customerName', header: 'Customer' },\n"
             "    { accessorKey: 'total', header: 'Total' },\n"
             "    { accessorKey: 'status', header: 'Status' },\n"
             "    { accessorKey: 'notes', header: 'Notes' },\n"
             "  ], [])\n"
             "  // ... table + virtualizer setup\n"
             "}\n"
             "```\n"
             "\n"
             "Sorting and filtering are client-side here via `getSortedRowModel` and "
             "`getFilteredRowModel`."),
         (U, "make sorting server side, the api already takes ?sort=field:dir. filtering "
             "can stay client side"),
         (A, "Updated: `manualSorting: true`, removed `getSortedRowModel`, and "
             "`onSortingChange` now updates the query key so your fetch hook calls "
             "`/api/orders?sort=total:desc`. Filtering still uses `getFilteredRowModel` "
             "on the loaded rows.\n"
             "\n"
             "Next, I can add the inline edit cells for `status` and `notes` with an "
             "optimistic update."),
         (U, "nice. ill wire up the edit mutation myself tomorrow"),
         decisions=("use TanStack Table with TanStack Virtual",
                    "server-side sorting via ?sort=field:dir", "keep filtering client-side"),
         loops=("wire up inline edit mutation for status and notes",),
         facts=("is mainly a backend developer",),
         split="fresh"),
    case("fy-japan-rail-hakone", "chatgpt",
         (U, "planning japan for april with my wife, 16 days. tokyo kyoto osaka maybe "
             "hiroshima. is the jr pass still worth it after they hiked the price?"),
         (A, "Since the October 2023 price increase the JR Pass is worth it for far fewer "
             "itineraries. It usually only pays off if you're doing a lot of long "
             "shinkansen legs, for example Tokyo -> Hiroshima -> Tokyo plus side trips, "
             "within the pass period.\n"
             "\n"
             "It depends a lot on your routing. Are you flying in and out of Tokyo, or "
             "into one city and out of another?"),
         (U, "into haneda, out of osaka kix"),
         (A, "Then the pass almost certainly isn't worth it. With an open-jaw trip you're "
             "only doing one big one-way leg (Tokyo -> Kyoto), plus maybe a Hiroshima day "
             "trip from Osaka. Point-to-point tickets will be cheaper:\n"
             "\n"
             "- Book shinkansen tickets through the **SmartEX** app, which lets you "
             "reserve seats in English and often has small discounts.\n"
             "- Use a **Suica** or ICOCA in your phone's wallet for local trains and "
             "metro.\n"
             "- Hiroshima from Osaka is about 1.5 hours each way on the Nozomi, easy as a "
             "day trip."),
         (U, "ok no pass then, smartex. being 6'5 i always worry about seats, is "
             "shinkansen legroom ok or am i gonna suffer"),
         (A, "You'll be fine, shinkansen legroom is generous compared with planes or most "
             "European trains. A few tips:\n"
             "\n"
             "- Ordinary car seats have around 1 m of seat pitch; Green Car is roomier "
             "still.\n"
             "- Front-row seats in each car have a wall in front, which can actually be "
             "worse for long legs, so avoid row 1.\n"
             "- If you have big suitcases, book a seat with the **oversized baggage "
             "area** on the Tokaido line, or they may not let you bring them on.\n"
             "- Seat E on the Tokyo -> Kyoto run gets the Mount Fuji view on a clear day."),
         (U, "perfect. also my wife's been vegetarian her whole life, is japan gonna be "
             "hell for her"),
         (A, "It's manageable, but harder than people expect, mainly because of **dashi** "
             "(fish stock), which is in a lot of soups, sauces and even some 'vegetable' "
             "dishes. What helps:\n"
             "\n"
             "- Kyoto is the easiest city: **shojin ryori** (Buddhist temple cuisine) is "
             "fully vegetarian and a highlight in itself.\n"
             "- Use HappyCow to find places in advance.\n"
             "- Carry a printed card in Japanese explaining no meat, fish or dashi.\n"
             "- Convenience stores are good for onigiri with umeboshi or kombu, but check "
             "labels."),
         (U, "yeah we'll get a card printed. ok last thing, ryokan night, hakone or kyoto?"),
         (A, "Both are lovely, different vibes:\n"
             "\n"
             "1. **Hakone**: hot spring town, classic onsen ryokan, views of Fuji if "
             "you're lucky, and it sits neatly between Tokyo and Kyoto on your route.\n"
             "2. **Kyoto**: more traditional townhouse-style ryokan, great food, but "
             "usually without natural hot springs.\n"
             "\n"
             "One thing to check: many public onsen don't allow tattoos."),
         (U, "hakone, one night between tokyo and kyoto. and yeah ive got full sleeves on "
             "both arms so we need a private onsen"),
         (A, "Then look for ryokan with a **kashikiri** (private, reservable) bath or "
             "rooms with their own open-air bath. Some well-reviewed options in Hakone "
             "with in-room or private baths are Gora Kadan, Hakone Ginyu and Kinnotake "
             "Tonosawa, at different price points. Book early, April is cherry blossom "
             "season and these fill up."),
         (U, "cool ill look at those later this week"),
         decisions=("skip the JR Pass, book point-to-point via SmartEX",
                    "one ryokan night in Hakone between Tokyo and Kyoto",
                    "get a Japanese vegetarian card printed"),
         loops=("book a Hakone ryokan with private onsen", "print vegetarian card in Japanese"),
         facts=("is 6'5\"", "wife has been vegetarian all her life",
                "has full tattoo sleeves on both arms"),
         split="fresh"),
    case("fy-dennistoun-mould", "chatgpt",
         (U, "we're renting a tenement flat in dennistoun and the bedroom wall has black "
             "mould AGAIN, third winter in a row. ive got asthma so its getting prety "
             "bad. what are my rights here"),
         (A, "Sorry, that sounds miserable, especially with asthma. In Scotland private "
             "landlords have to meet the **Repairing Standard**, which includes the "
             "property being reasonably free from damp and mould. Typical steps:\n"
             "\n"
             "1. **Report it in writing** to the landlord or letting agent, with photos "
             "and dates, and mention the health impact.\n"
             "2. Give them a reasonable time to act (often 14-28 days for "
             "investigation).\n"
             "3. If nothing happens, you can apply to the **First-tier Tribunal (Housing "
             "and Property Chamber)**, which is free and can order repairs.\n"
             "\n"
             "In the meantime, a dehumidifier and opening the window for a few minutes a "
             "day can help limit it."),
         (U, "the letting agent said last year it was 'condensation from lifestyle' ugh. "
             "so formal email?"),
         (A, "Yes. 'Lifestyle' is a common response, but recurring black mould in the "
             "same spot every winter often points to a building issue (cold wall, "
             "penetrating damp, failed gutter). A formal written report creates a record "
             "they can't ignore. Want me to draft it?"),
         (U, "yes pls keep it short"),
         (A, "Subject: Repair request - recurring black mould, [address]\n"
             "\n"
             "Dear [agent],\n"
             "\n"
             "We are writing to formally report black mould on the external wall of the "
             "bedroom at [address]. This is the third consecutive winter it has appeared "
             "in the same location, despite regular ventilation and cleaning. Photos are "
             "attached.\n"
             "\n"
             "One of the tenants has asthma and the mould is affecting their health.\n"
             "\n"
             "We believe this falls under the Repairing Standard. Please arrange an "
             "inspection of the cause within 14 days and let us know the planned repair.\n"
             "\n"
             "Kind regards,\n"
             "[names]"),
         (U, "good. should i change 'we' to just me? no actually keep we, me and my "
             "flatmate are both on the lease"),
         (A, "'We' is right then. Joint tenants reporting together carries a bit more "
             "weight anyway. Attach photos with dates visible if you can."),
         (U, "dehumidifier, meaco 12L or the 20L one"),
         (A, "- **Meaco 12L**: fine for a single bedroom, quieter, cheaper to buy.\n"
             "- **Meaco 20L**: better if you want to do the whole flat or dry laundry "
             "indoors, has a laundry mode and empties less often.\n"
             "\n"
             "If it's mainly the bedroom overnight, the 12L is plenty."),
         (U, "we dry everything indoors all winter, there's no back green access. 20L"),
         (A, "Then the 20L is the better buy. Run it in laundry mode in the room with the "
             "drying rack, with the door shut, and it'll pull a lot of moisture out of "
             "the air."),
         (U, "ok sending the email tomorrow morning once i get the photos off my phone"),
         decisions=("buy the Meaco 20L dehumidifier",
                    "send formal written mould report to letting agent"),
         loops=("send mould email with dated photos to letting agent",),
         facts=("rents a tenement flat in Dennistoun, Glasgow", "has asthma",
                "shares the flat with a flatmate, both on lease"),
         split="fresh"),
    case("fy-codex-webhook-retries", "codex",
         (U, "add retries with exponential backoff to Send() in pkg/webhook/client.go. "
             "max 5 attempts, only retry on 5xx and network errors, respect Retry-After"),
         (A, "Reading the current client first."),
         (T, "$ sed -n '1,80p' pkg/webhook/client.go\n"
             "package webhook\n"
             "\n"
             "import (\n"
             "\t\"bytes\"\n"
             "\t\"context\"\n"
             "\t\"fmt\"\n"
             "\t\"net/http\"\n"
             ")\n"
             "\n"
             "type Client struct {\n"
             "\thttp *http.Client\n"
             "\turl  string\n"
             "}\n"
             "\n"
             "func (c *Client) Send(ctx context.Context, body []byte) error {\n"
             "\treq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, "
             "bytes.NewReader(body))\n"
             "\tif err != nil {\n"
             "\t\treturn err\n"
             "\t}\n"
             "\tresp, err := c.http.Do(req)\n"
             "\tif err != nil {\n"
             "\t\treturn err\n"
             "\t}\n"
             "\tdefer resp.Body.Close()\n"
             "\tif resp.StatusCode >= 300 {\n"
             "\t\treturn fmt.Errorf(\"webhook: status %d\", resp.StatusCode)\n"
             "\t}\n"
             "\treturn nil\n"
             "}"),
         (A, "Plan: loop up to 5 attempts, rebuild the request each time (the body reader "
             "is consumed), back off 500ms * 2^n, honour `Retry-After` (seconds or HTTP "
             "date) when present, stop early on `ctx.Done()`. To keep tests fast I'll add "
             "a small `Clock` interface to the client so tests can inject a fake."),
         (U, "dont add a clock interface for this. just make sleep a package var and "
             "override it in the test"),
         (T, "apply_patch pkg/webhook/client.go\n"
             "+var sleep = func(ctx context.Context, d time.Duration) error {\n"
             "+\tt := time.NewTimer(d)\n"
             "+\tdefer t.Stop()\n"
             "+\tselect {\n"
             "+\tcase <-ctx.Done():\n"
             "+\t\treturn ctx.Err()\n"
             "+\tcase <-t.C:\n"
             "+\t\treturn nil\n"
             "+\t}\n"
             "+}\n"
             "+\n"
             "+const maxAttempts = 5\n"
             "...\n"
             "+\tfor attempt := 0; attempt < maxAttempts; attempt++ {\n"
             "+\t\treq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, "
             "bytes.NewReader(body))\n"
             "...\n"
             "+\t\tif resp.StatusCode < 500 {\n"
             "+\t\t\treturn fmt.Errorf(\"webhook: status %d\", resp.StatusCode)\n"
             "+\t\t}\n"
             "+\t\twait := backoff(attempt, resp.Header.Get(\"Retry-After\"))\n"
             "Success. Updated 1 file, added pkg/webhook/client_test.go"),
         (T, "$ go test ./pkg/webhook/...\n"
             "ok  \texample.com/relay/pkg/webhook\t0.184s"),
         (A, "Tests pass (retry on 503, no retry on 400, Retry-After seconds and date, "
             "context cancel). A few optional improvements:\n"
             "\n"
             "1. **Jitter** on the backoff so many failing webhooks don't retry in "
             "lockstep.\n"
             "2. **Cap** the backoff, e.g. at 30 s, since attempt 5 would otherwise wait "
             "8 s and a large Retry-After could wait much longer.\n"
             "3. A **metrics counter** for retries."),
         (U, "jitter yes, full jitter. cap at 30s incl retry-after. no metrics, we dont "
             "have prometheus wired in this service"),
         (T, "apply_patch pkg/webhook/client.go\n"
             "+const maxBackoff = 30 * time.Second\n"
             "+\n"
             "+func backoff(attempt int, retryAfter string) time.Duration {\n"
             "+\tif d, ok := parseRetryAfter(retryAfter); ok {\n"
             "+\t\treturn min(d, maxBackoff)\n"
             "+\t}\n"
             "+\tbase := min(500*time.Millisecond<<attempt, maxBackoff)\n"
             "+\treturn time.Duration(rand.Int64N(int64(base) + 1))\n"
             "+}\n"
             "Success. Updated 1 file"),
         (T, "$ go test ./pkg/webhook/... && go vet ./...\n"
             "ok  \texample.com/relay/pkg/webhook\t0.201s"),
         (U, "oh and 429 should retry too, some of our customers' endpoints rate limit"),
         (T, "apply_patch pkg/webhook/client.go\n"
             "-\t\tif resp.StatusCode < 500 {\n"
             "+\t\tif resp.StatusCode < 500 && resp.StatusCode != "
             "http.StatusTooManyRequests {\n"
             "apply_patch pkg/webhook/client_test.go\n"
             "+func TestSend_Retries429WithRetryAfter(t *testing.T) {\n"
             "Success. Updated 2 files"),
         (T, "$ go test ./pkg/webhook/... -run . -v 2>&1 | tail -8\n"
             "--- PASS: TestSend_RetriesOn503 (0.00s)\n"
             "--- PASS: TestSend_NoRetryOn400 (0.00s)\n"
             "--- PASS: TestSend_Retries429WithRetryAfter (0.00s)\n"
             "--- PASS: TestSend_RetryAfterHTTPDate (0.00s)\n"
             "--- PASS: TestSend_CapsBackoffAt30s (0.00s)\n"
             "--- PASS: TestSend_StopsOnContextCancel (0.00s)\n"
             "PASS\n"
             "ok  \texample.com/relay/pkg/webhook\t0.197s"),
         (A, "Done. `Send` now retries up to 5 attempts on network errors, 5xx and 429, "
             "with full-jitter exponential backoff capped at 30 s (Retry-After honoured, "
             "also capped), and stops on context cancellation. `sleep` is a package var "
             "the tests override."),
         (U, "lgtm. ill tag v0.9.2 once ci is green"),
         decisions=("retry Send up to 5 attempts with exponential backoff",
                    "retry on 5xx, network errors and 429", "honour Retry-After",
                    "package-level sleep var overridden in tests",
                    "full jitter, backoff capped at 30s incl Retry-After"),
         loops=("tag v0.9.2 once CI is green",),
         split="fresh"),
    case("fy-greyhound-and-cats", "chatgpt",
         (U, "thinking of adopting a retired greyhound. we've got two cats (brother and "
             "sister, both 9). is that insane"),
         (A, "Not insane at all, plenty of greyhounds live happily with cats, but it has "
             "to be the right dog. Greyhounds were bred to chase, so prey drive varies a "
             "lot from dog to dog. What to look for:\n"
             "\n"
             "- A dog that has been **cat-tested** by the rescue (and ideally lived with "
             "cats in a foster home).\n"
             "- A slow introduction: muzzle on, on lead, cats with escape routes and high "
             "places.\n"
             "- Baby gates for the first few weeks so the cats have a dog-free zone."),
         (U, "how do i find cat tested ones. we're in south wales"),
         (A, "Good places to start:\n"
             "\n"
             "1. **Greyhound Trust** - has several branches in South Wales and marks dogs "
             "as cat-tested or cat-friendly on their listings.\n"
             "2. **Forever Hounds Trust** - covers Wales and fosters many dogs in homes, "
             "so they often know how they are with cats.\n"
             "3. Smaller independent rescues, which are worth a phone call."),
         (U, "the greyhound trust newport branch has a boy called pip listed as cat-safe, "
             "3 yrs old. gonna go with them"),
         (A, "Pip sounds promising. Next steps usually look like:\n"
             "\n"
             "1. Fill in the adoption application.\n"
             "2. A **home check**: they'll look at your garden fencing (typically 5-6 ft "
             "for greyhounds) and where the dog will sleep.\n"
             "3. Meet Pip, ideally more than once.\n"
             "\n"
             "Also worth having ready: a **crate** for the first weeks as a safe den, a "
             "martingale collar, and pet insurance."),
         (U, "fence is only 4ft at the back 🙃 my mate does fencing for a living and owes "
             "me one so he can sort that"),
         (A, "Perfect, get it raised to at least 5 ft before the home check if you can, "
             "it's one of the first things they look at. Greyhounds can clear a 4 ft "
             "fence easily if something exciting is on the other side."),
         (U, "no crate tho, i hate them. and i work from home full time anyway so he wont "
             "be left alone much"),
         (A, "That's fine, lots of greyhound owners skip the crate. A big soft bed in a "
             "quiet corner works too. Working from home is a real plus, retired racers "
             "often struggle with being alone at first."),
         (U, "doing the application tonight"),
         decisions=("adopt cat-tested greyhound Pip from Greyhound Trust Newport",
                    "raise back fence to at least 5ft"),
         loops=("fill in Greyhound Trust adoption application", "get mate to raise the back fence"),
         facts=("has two 9-year-old sibling cats", "lives in South Wales",
                "works from home full time"),
         split="fresh"),
    case("fy-vegan-bouldering-protein", "chatgpt",
         (U, "been vegan since uni (so like 11 yrs now) and i just started bouldering 3x "
             "a week. do i actually need protein powder or is that gym bro nonsense"),
         (A, "Mostly gym bro nonsense, with a caveat. For strength-focused training like "
             "bouldering, a reasonable target is about **1.4-1.8 g of protein per kg** of "
             "body weight per day. You can absolutely hit that from food on a vegan diet; "
             "powder is just a convenience.\n"
             "\n"
             "Good vegan sources: tofu, tempeh, seitan, lentils, chickpeas, edamame, soy "
             "milk, peanut butter. Also keep an eye on B12, which you'll need to "
             "supplement."),
         (U, "so like 100-120g for me ish. i hate the texture of shakes anyway"),
         (A, "Then skip the shakes. A day that gets you there without powder could look "
             "like:\n"
             "\n"
             "- **Breakfast**: oats made with soy milk + peanut butter (~25 g)\n"
             "- **Lunch**: tempeh or tofu bowl with rice and veg (~30 g)\n"
             "- **Snack**: edamame or roasted chickpeas (~15 g)\n"
             "- **Dinner**: lentil or seitan dish (~35 g)\n"
             "\n"
             "And B12 as a supplement, if you aren't already."),
         (U, "already take b12 daily. tempeh i cannot stand, tried it so many tmes. "
             "seitan yes i make my own"),
         (A, "Homemade seitan is ideal, it's one of the most protein-dense vegan foods "
             "(~25 g per 100 g). Swap the tempeh lunch for seitan and you're set.\n"
             "\n"
             "One thing worth considering: **creatine**. It's vegan-friendly and vegans "
             "tend to see a bigger benefit since there's none in a plant diet. 3-5 g a "
             "day."),
         (U, "creatine hmm no, not messing with anything beyond b12. ok so: soy milk "
             "instead of oat, seitan for lunches, edamame as snacks. thats doable"),
         (A, "That's a great simple plan. To check it's working, you could log your food "
             "in Cronometer for a week and see where you land on protein."),
         (U, "nah not tracking, that way lies madness for me lol. ill make a big batch of "
             "seitan on sunday"),
         (A, "Fair enough, the simple version will get you most of the way. Enjoy the "
             "climbing!"),
         decisions=("switch from oat milk to soy milk", "eat seitan for lunches",
                    "snack on edamame"),
         loops=("make a big batch of seitan on Sunday",),
         facts=("vegan since university, about 11 years", "boulders three times a week",
                "takes a daily B12 supplement", "can't stand tempeh", "makes own seitan"),
         split="fresh"),
    case("fy-cc-events-tenant-not-null", "claude-code",
         (U, "need to add a NOT NULL tenant_id to the events table. ~400M rows, postgres "
             "14, must not lock prod. alembic. and write the migrations by hand, i got "
             "burned by autogenerate before and never use it"),
         (A, "Safe pattern for Postgres 12+:\n"
             "\n"
             "1. `ADD COLUMN tenant_id bigint` (nullable, no default) - instant.\n"
             "2. Backfill in batches from a separate script, not inside the migration.\n"
             "3. `ADD CONSTRAINT ... CHECK (tenant_id IS NOT NULL) NOT VALID` - instant.\n"
             "4. `VALIDATE CONSTRAINT` - scans, but only takes a SHARE UPDATE EXCLUSIVE "
             "lock.\n"
             "5. `ALTER COLUMN tenant_id SET NOT NULL` - Postgres uses the valid check "
             "and skips the scan.\n"
             "6. Drop the check constraint.\n"
             "\n"
             "Let me look at the table first."),
         (T, "$ psql $STAGING_URL -c '\\d+ events' | head -20\n"
             "                                   Table \"public.events\"\n"
             "   Column    |           Type           | Nullable | Storage\n"
             "-------------+--------------------------+----------+---------\n"
             " id          | bigint                   | not null | plain\n"
             " session_id  | bigint                   |          | plain\n"
             " kind        | text                     | not null | extended\n"
             " payload     | jsonb                    |          | extended\n"
             " created_at  | timestamp with time zone | not null | plain\n"
             "Indexes:\n"
             "    \"events_pkey\" PRIMARY KEY, btree (id)\n"
             "    \"events_session_id_idx\" btree (session_id)\n"
             "$ psql $STAGING_URL -c \"select "
             "pg_size_pretty(pg_total_relation_size('events'))\"\n"
             " pg_size_pretty\n"
             "----------------\n"
             " 183 GB"),
         (A, "`tenant_id` can come from `sessions.tenant_id` via `session_id`. With a "
             "bigint PK, batching by id range works well. 10k-row batches would mean "
             "~40,000 batches; 50k with a short sleep is usually a good trade-off between "
             "speed and replication lag."),
         (U, "50k with 100ms sleep between batches"),
         (T, "Write migrations/versions/0142_events_add_tenant_id.py\n"
             "Write migrations/versions/0143_events_tenant_id_not_null.py\n"
             "Write scripts/backfill_events_tenant.py (batch=50000, sleep=0.1)"),
         (T, "$ alembic upgrade 0142 && python scripts/backfill_events_tenant.py --db "
             "staging\n"
             "INFO  [alembic.runtime.migration] Running upgrade 0141 -> 0142, events add "
             "tenant_id\n"
             "backfill: 8123/8123 batches, 406,118,532 rows updated in 2h41m\n"
             "backfill: WARNING 1,204 rows have session_id IS NULL, tenant_id left NULL\n"
             "$ alembic upgrade 0143\n"
             "INFO  [alembic.runtime.migration] Running upgrade 0142 -> 0143, events "
             "tenant_id not null\n"
             "sqlalchemy.exc.IntegrityError: (psycopg2.errors.CheckViolation) check "
             "constraint\n"
             "\"events_tenant_id_not_null\" of relation \"events\" is violated by some row"),
         (A, "1,204 events have no `session_id`, so there's no tenant to copy. Options:\n"
             "\n"
             "1. **Delete** those rows before validating.\n"
             "2. **Assign a sentinel tenant** (e.g. `0`, 'unknown') to them.\n"
             "3. Keep `tenant_id` nullable.\n"
             "\n"
             "Do you know where they came from?"),
         (U, "theyre from the 2019 import bug, just delete them. actually no, compliance "
             "wants every event kept. put them on sentinel tenant 0"),
         (T, "Edit scripts/backfill_events_tenant.py\n"
             "+# events with no session (2019 import bug) go to sentinel tenant 0\n"
             "+UPDATE events SET tenant_id = 0 WHERE session_id IS NULL AND tenant_id IS "
             "NULL;\n"
             "$ python scripts/backfill_events_tenant.py --db staging --orphans-only\n"
             "backfill: 1,204 orphan rows set to tenant 0\n"
             "$ alembic upgrade 0143\n"
             "INFO  [alembic.runtime.migration] Running upgrade 0142 -> 0143, events "
             "tenant_id not null\n"
             "validate constraint: 6m12s\n"
             "set not null: 0.03s"),
         (A, "Staging is done: column added, backfilled, orphans on tenant 0, NOT NULL in "
             "place without a full-table lock. Suggestions for prod:\n"
             "\n"
             "1. Run the backfill during low traffic and watch replication lag.\n"
             "2. Add an index on `tenant_id` (most queries will filter by it).\n"
             "3. Add a foreign key to `tenants` (`NOT VALID` first, then validate)."),
         (U, "index yes but as its own migration. no FK, tenant 0 doesnt exist in "
             "tenants. ill run the prod one sunday night, im on call this weekend anyway"),
         (T, "Write migrations/versions/0144_events_tenant_id_idx.py\n"
             "def upgrade():\n"
             "    with op.get_context().autocommit_block():\n"
             "        op.execute(\"CREATE INDEX CONCURRENTLY IF NOT EXISTS "
             "events_tenant_id_idx \"\n"
             "                   \"ON events (tenant_id)\")"),
         (A, "Added `0144` with `CREATE INDEX CONCURRENTLY` inside an autocommit block, "
             "so it won't run in a transaction. Order for prod: `0142`, backfill script, "
             "orphans, `0143`, then `0144`."),
         (U, "thx"),
         decisions=("add column, batch backfill, NOT VALID check, then SET NOT NULL",
                    "backfill in 50k batches with 100ms sleep",
                    "assign orphan events to sentinel tenant 0",
                    "tenant_id index concurrently in separate migration"),
         loops=("run events migration on prod Sunday night",),
         facts=("writes Alembic migrations by hand, never autogenerate",),
         superseded=("delete orphan events from the 2019 import bug",),
         split="fresh"),
    case("fy-cello-rent-to-own", "chatgpt",
         (U, "started cello lessons in jan, at 41 lol. teacher says i should stop using "
             "the music school's loaner and get my own. rent or buy?"),
         (A, "Never too late, and great that you're sticking with it. Options:\n"
             "\n"
             "1. **Rent**: usually £20-35/month for a decent student cello, low "
             "commitment.\n"
             "2. **Rent-to-own**: same monthly cost, but rental payments go towards "
             "buying it, often 100% within the first year or two.\n"
             "3. **Buy outright**: a good student outfit is roughly £600-1,200. Avoid the "
             "very cheap online ones, they're often unplayable without a set-up.\n"
             "\n"
             "For an adult beginner who's past the first few months, rent-to-own is often "
             "the sweet spot."),
         (U, "rent to own sounds right. theres a string shop in york that does it, is "
             "that normal"),
         (A, "Yes, very common with specialist string shops. Worth asking:\n"
             "\n"
             "- What percentage of rent counts towards purchase, and for how long.\n"
             "- Whether you can trade up to a better instrument later.\n"
             "- Whether maintenance and insurance are included."),
         (U, "ok rent to own from the york shop then. i have smallish hands, teacher said "
             "4/4 but does size matter"),
         (A, "Size matters a bit. Most adults play a full-size 4/4, but people with "
             "smaller hands or shorter arms sometimes find a **7/8** more comfortable, "
             "especially for stretches in lower positions. If the shop has both, try each "
             "and see which feels less of a reach."),
         (U, "my teacher's the expert, ill go 4/4"),
         (A, "Fair enough, she's seen you play. Useful extras to pick up at the shop:\n"
             "\n"
             "- A **rockstop** so the endpin doesn't slide.\n"
             "- Decent rosin.\n"
             "- A spare A string (it's the one that breaks most).\n"
             "\n"
             "And if you can, 20-30 minutes most days beats one long session a week."),
         (U, "i practise evenings after the kids are in bed, but we're semi detached and "
             "the neighbours are rigth through the wall. practice mute?"),
         (A, "Yes, a practice mute will help a lot. Two main types:\n"
             "\n"
             "- **Rubber practice mute** (heavy, cheap, cuts volume a lot).\n"
             "- **Metal hotel mute** (even quieter, but changes the feel and can mark the "
             "bridge).\n"
             "\n"
             "Most teachers suggest the rubber one."),
         (U, "rubber one then. going to the shop saturday to try a few"),
         decisions=("rent-to-own a cello from the York string shop", "get a full-size 4/4 cello",
                    "buy a rubber practice mute"),
         loops=("visit York shop on Saturday to try cellos",),
         facts=("started cello lessons in January at 41", "has kids",
                "lives in a semi-detached house", "practises cello in the evenings"),
         split="fresh"),
    case("fy-pharmacist-msc-part-time", "chatgpt",
         (U, "im a community pharmacist, qualified 6 yrs, thinkin about a part time msc "
             "in health data science. edinburgh online vs manchester blended, both 2-3 yrs"),
         (A, "Both are well regarded. Main differences:\n"
             "\n"
             "| | Edinburgh (online) | Manchester (blended) |\n"
             "|---|---|---|\n"
             "| Format | fully online, asynchronous | online + a few on-campus blocks |\n"
             "| Flexibility | high | medium, you need to travel for teaching weeks |\n"
             "| Networking | forums, online cohorts | in-person contact |\n"
             "| Cost | similar | similar |\n"
             "\n"
             "The big question is whether you can get to Manchester several times a year."),
         (U, "cant really do blended, 2 kids and i do saturdays at the pharmacy"),
         (A, "Then Edinburgh's fully online format fits much better. On funding:\n"
             "\n"
             "- **Postgraduate Master's Loan**: you can use it for part-time study.\n"
             "- **Employer sponsorship**: some pharmacy groups support data or "
             "informatics training.\n"
             "- Some universities offer **alumni discounts**."),
         (U, "edinburgh it is. postgrad loan yes. employer lol no, its a small "
             "independent, zero chance"),
         (A, "Makes sense. Typical application steps for Edinburgh:\n"
             "\n"
             "1. Personal statement (why health data science, how it builds on "
             "pharmacy).\n"
             "2. Two references, at least one academic if possible.\n"
             "3. Transcript of your MPharm.\n"
             "\n"
             "It might also be worth doing a free intro Python or R course beforehand, "
             "since the first courses move fast."),
         (U, "did a bunch of python on codecademy last year so should be ok. when's the "
             "deadline usually"),
         (A, "For a September start, online programmes often accept applications until "
             "late spring or summer, but popular ones fill earlier and funding deadlines "
             "can be sooner. Check the programme page for the exact date this cycle."),
         (U, "ok. need to ask my old uni lecturer for a reference and write the "
             "statement. ugh. and check that deadline"),
         (A, "Want me to sketch an outline for the personal statement?"),
         (U, "maybe later, brain is fried"),
         decisions=("apply to Edinburgh's online part-time MSc",
                    "fund the MSc with a postgraduate loan"),
         loops=("ask old university lecturer for a reference", "write personal statement",
                "check Edinburgh application deadline"),
         facts=("is a community pharmacist, qualified six years", "has two kids",
                "works Saturdays at a small independent pharmacy"),
         split="fresh"),
    case("fy-cursor-csv-export-review", "cursor",
         (U, "review this pls, its my junior's PR. be blunt, ill rephrase it for him. i "
             "lead a team of 3 so i dont have time to go line by line\n"
             "\n"
             "```python\n"
             "@router.get('/reports/orders.csv')\n"
             "def export_orders(db: Session = Depends(get_db)):\n"
             "    rows = db.query(Order).all()\n"
             "    out = io.StringIO()\n"
             "    w = csv.writer(out)\n"
             "    w.writerow(['id', 'customer', 'note', 'created'])\n"
             "    for r in rows:\n"
             "        w.writerow([r.id, r.customer.name, r.note, r.created_at])\n"
             "    return Response(out.getvalue(), media_type='text/csv')\n"
             "```"),
         (A, "Blunt version:\n"
             "\n"
             "1. **Loads every order into memory.** `.all()` plus building the whole CSV "
             "in a `StringIO` will fall over as the table grows. Use `yield_per` and a "
             "`StreamingResponse` with a generator.\n"
             "2. **N+1 queries.** `r.customer.name` triggers a query per row; add "
             "`joinedload(Order.customer)`.\n"
             "3. **CSV/formula injection.** `note` and customer names are user input; a "
             "value starting with `=`, `+`, `-` or `@` will execute as a formula in "
             "Excel. Prefix those with `'`.\n"
             "4. **Naming**: `r`, `w`, `out` are terse; `order`, `writer`, `buffer` read "
             "better.\n"
             "5. **Timezones**: `created_at` is written as a raw datetime; be explicit "
             "about the timezone.\n"
             "6. **No tests.**"),
         (U, "1, 2 and 3 definitely. 4 is bikeshedding skip it. tz - we store utc and its "
             "for finance who'd want local time, hmm. no keep utc, just put UTC in the "
             "column header"),
         (A, "Got it. Review comments to post:\n"
             "\n"
             "- **Blocking**: stream the export (`yield_per(1000)` + `StreamingResponse`) "
             "instead of building it in memory.\n"
             "- **Blocking**: `joinedload(Order.customer)` to avoid N+1.\n"
             "- **Blocking**: escape cells starting with `= + - @` to prevent formula "
             "injection.\n"
             "- **Minor**: rename header to `created (UTC)`."),
         (U, "is the csv injection thing actually real? sounds paranoid for an internal "
             "report"),
         (A, "It's real, OWASP lists it as CSV Injection. The risk is that a customer can "
             "type something like `=HYPERLINK(...)` into a note field, and when someone "
             "in finance opens the file in Excel it runs. Internal reports are a common "
             "target precisely because people trust them. The fix is a few lines."),
         (U, "ok keep it. ill post these on the pr and pair with him on the streaming bit "
             "thursday"),
         decisions=("require streaming export with yield_per and StreamingResponse",
                    "require joinedload to fix N+1",
                    "require escaping formula characters in CSV cells",
                    "keep timestamps UTC, header says UTC"),
         loops=("post review comments on the junior's PR",
                "pair with junior on streaming on Thursday"),
         facts=("leads a team of three developers",),
         split="fresh"),
    case("fy-counteroffer-fintech", "chatgpt",
         (U, "got an offer from a fintech as senior QA lead, +18%. told my manager and "
             "now they've countered with +15% and a title bump. been at this logistics "
             "company 8 years. no idea what to do"),
         (A, "Counteroffers are tricky. Some questions that usually help:\n"
             "\n"
             "1. **Why did you start looking?** If it wasn't mainly money, a raise rarely "
             "fixes it.\n"
             "2. **What changes besides pay?** Title bumps sometimes come with the same "
             "job.\n"
             "3. **How will the relationship be after you nearly left?**\n"
             "\n"
             "It's often said that a large share of people who accept counteroffers leave "
             "within a year or two anyway, because the original reasons haven't changed."),
         (U, "honestly i was leaving bc of the legacy stack and zero automation budget, "
             "not the money. with adhd, clicking through the same manual regression suite "
             "every release is actually draining me"),
         (A, "That's an important point. If the core problem is the work itself, then the "
             "counteroffer only helps if it comes with a concrete, funded commitment to "
             "automation: budget, headcount, a timeline. Did they mention anything like "
             "that?"),
         (U, "they did say there'd be automation budget next year. ok im staying, taking "
             "the counter"),
         (A, "If that's your decision, I'd get the automation commitment **in writing**, "
             "ideally with a figure and a start date, alongside the new salary and title."),
         (U, "hmm. slept on it. they said the exact same thing about budget 2 years ago "
             "and nothing happened. going with the fintech"),
         (A, "That's a really telling detail, and a solid reason. Next steps:\n"
             "\n"
             "1. Sign the fintech contract once you've checked it.\n"
             "2. Decline the counteroffer politely, thank them, keep it short.\n"
             "3. Write a formal resignation letter with your last day.\n"
             "4. Start a handover doc for the regression suite.\n"
             "5. Line up references."),
         (U, "notice period is 3 months which is brutal, fintech wants me in 6 weeks. can "
             "i negotiate that"),
         (A, "Often, yes. Options:\n"
             "\n"
             "- Ask your employer to release you early; many agree once a good handover "
             "is planned.\n"
             "- Use remaining **holiday** to shorten the time you actually work.\n"
             "- Ask about garden leave.\n"
             "- Ask the fintech if they can push the start date to 8-10 weeks as a "
             "compromise."),
         (U, "ive got like 15 days holiday left. ill ask hr tomorrow if i can use those "
             "to cut it down"),
         decisions=("accept the fintech senior QA lead offer", "decline the counteroffer"),
         loops=("ask HR about using 15 days holiday to shorten notice",),
         facts=("has ADHD", "works in software QA"),
         superseded=("accept the counteroffer and stay",),
         split="fresh"),
    case("fy-codex-tidemark-config", "codex",
         (U, "my cli tool tidemark needs a config file. toml or yaml? and where should it "
             "live on mac/linux"),
         (A, "For a Rust CLI, **TOML** is the usual choice: `serde` + `toml` are solid, "
             "Cargo users already know the format, and there's no YAML indentation or "
             "'Norway problem'.\n"
             "\n"
             "Location options:\n"
             "- **Linux**: `$XDG_CONFIG_HOME/tidemark/config.toml`, defaulting to "
             "`~/.config/tidemark/config.toml`.\n"
             "- **macOS**: the `directories` crate would give `~/Library/Application "
             "Support/tidemark/`, which is the platform convention, though many CLI tools "
             "use `~/.config` on macOS too."),
         (U, "toml. and ~/.config/tidemark/config.toml on both, i cant stand Application "
             "Support for cli tools, never know where anything is"),
         (T, "apply_patch src/config.rs\n"
             "+#[derive(Debug, Default, Deserialize)]\n"
             "+#[serde(default, deny_unknown_fields)]\n"
             "+pub struct Config {\n"
             "+    pub remote: Option<String>,\n"
             "+    pub interval_secs: Option<u64>,\n"
             "+}\n"
             "+\n"
             "+pub fn config_path() -> PathBuf {\n"
             "+    std::env::var_os(\"XDG_CONFIG_HOME\")\n"
             "+        .map(PathBuf::from)\n"
             "+        .unwrap_or_else(|| home_dir().join(\".config\"))\n"
             "+        .join(\"tidemark/config.toml\")\n"
             "+}\n"
             "$ cargo build\n"
             "warning: unused import: `std::fs::File`\n"
             " --> src/config.rs:3:5\n"
             "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.41s"),
         (A, "Builds; removing the unused import and adding a test for the XDG fallback."),
         (T, "$ cargo test config\n"
             "running 3 tests\n"
             "test config::tests::xdg_overrides_home ... ok\n"
             "test config::tests::defaults_to_dot_config ... ok\n"
             "test config::tests::missing_file_is_default ... ok\n"
             "test result: ok. 3 passed; 0 failed"),
         (U, "add a --config flag to override the path too"),
         (A, "Added `--config <PATH>` to the clap `Cli` struct; when set it's used "
             "instead of `config_path()`, and a missing explicit file is an error (unlike "
             "the default path, where a missing file just means defaults). Tests still "
             "pass."),
         (U, "good. ill write the readme section on config later"),
         decisions=("use TOML for the tidemark config",
                    "config at ~/.config/tidemark/config.toml on mac and linux",
                    "add --config flag to override the path"),
         loops=("write README section on config",),
         facts=("dislikes ~/Library/Application Support for CLI tools",),
         split="fresh"),
    case("fy-cc-rds-replace-plan", "claude-code",
         (U, "terraform plan wants to destroy and recreate our prod rds instance??? do "
             "NOT apply anything. and use -no-color, im colourblind and the red/green "
             "diff is useless to me"),
         (A, "Understood, read-only. Running the plan for the database stack."),
         (T, "$ terraform -chdir=envs/prod plan -no-color -target=module.db\n"
             "  # module.db.aws_db_instance.this[0] must be replaced\n"
             "-/+ resource \"aws_db_instance\" \"this\" {\n"
             "      ~ db_subnet_group_name = \"prod-db-20220311\" -> \"prod-db\" # forces "
             "replacement\n"
             "        identifier           = \"prod-main\"\n"
             "        # (41 unchanged attributes hidden)\n"
             "    }\n"
             "  # module.db.aws_db_subnet_group.this[0] will be created\n"
             "  + resource \"aws_db_subnet_group\" \"this\" {\n"
             "      + name = \"prod-db\"\n"
             "    }\n"
             "Plan: 2 to add, 0 to change, 1 to destroy."),
         (A, "The replacement is caused by `db_subnet_group_name` changing from "
             "`prod-db-20220311` to `prod-db`. That pattern matches the "
             "terraform-aws-modules/rds **v6** upgrade, which changed how the subnet "
             "group name is generated. Options:\n"
             "\n"
             "1. **Pin the module back to 5.x.** Safe, but you'll hit this again later.\n"
             "2. **Stay on v6, don't create a subnet group**: set `create_db_subnet_group "
             "= false` and pass `db_subnet_group_name = \"prod-db-20220311\"`.\n"
             "3. **State surgery** (`terraform state mv` / `import`) to adopt the old "
             "group under the new address.\n"
             "\n"
             "Option 2 is the least risky: no state edits, and the plan should go back to "
             "in-place."),
         (U, "do 2"),
         (T, "Edit envs/prod/db.tf\n"
             "+  create_db_subnet_group = false\n"
             "+  db_subnet_group_name   = \"prod-db-20220311\"\n"
             "$ terraform -chdir=envs/prod plan -no-color -target=module.db\n"
             "  # module.db.aws_db_instance.this[0] will be updated in-place\n"
             "  ~ resource \"aws_db_instance\" \"this\" {\n"
             "      ~ tags = {\n"
             "          + \"module_version\" = \"6.1.1\"\n"
             "        }\n"
             "    }\n"
             "Plan: 0 to add, 1 to change, 0 to destroy."),
         (A, "Now it's a single in-place tag change, no replacement."),
         (U, "ok phew. who bumped the module"),
         (T, "$ git log --oneline -5 -- envs/prod/db.tf modules.lock.hcl\n"
             "3f9a1e2 chore(deps): bump terraform-aws-modules/rds/aws from 5.9.0 to "
             "6.1.1\n"
             "b72c0d4 db: raise max_connections\n"
             "91e0aa7 db: enable performance insights"),
         (A, "It was a Dependabot PR (`3f9a1e2`), merged without anyone noticing the "
             "plan. To stop this happening again I'd suggest:\n"
             "\n"
             "1. `lifecycle { prevent_destroy = true }` on the RDS instance.\n"
             "2. A CI step that fails when a plan contains any destroy on prod.\n"
             "3. Configuring Dependabot to ignore **major** version bumps for Terraform "
             "modules."),
         (U, "prevent_destroy yes add it. the ci check ill do separately, need to talk to "
             "priya first, she owns the pipeline and is on leave till the 20th"),
         (A, "One catch: Terraform doesn't allow a `lifecycle` block on a `module` call, "
             "and the RDS module doesn't expose `prevent_destroy` as an input. The "
             "alternatives are:\n"
             "\n"
             "1. Set `deletion_protection = true` (a module input). AWS itself then "
             "refuses to delete the instance, so a bad apply fails instead of destroying "
             "it.\n"
             "2. Vendor the module into the repo and add `prevent_destroy` to the "
             "resource there.\n"
             "\n"
             "Option 1 is one line and protects against deletions from the console too."),
         (U, "ugh. fine, deletion_protection then, not vendoring that thing"),
         (T, "Edit envs/prod/db.tf\n"
             "+  deletion_protection = true\n"
             "$ terraform -chdir=envs/prod validate -no-color\n"
             "Success! The configuration is valid.\n"
             "$ terraform -chdir=envs/prod plan -no-color -target=module.db | tail -1\n"
             "Plan: 0 to add, 1 to change, 0 to destroy."),
         (A, "Added `deletion_protection = true`; validate passes and the plan is still a "
             "single in-place change (tags plus deletion protection)."),
         (U, "fine. and yes do the dependabot thing, ignore majors for terraform"),
         (T, "Edit .github/dependabot.yml\n"
             "   - package-ecosystem: \"terraform\"\n"
             "     directory: \"/envs/prod\"\n"
             "     schedule:\n"
             "       interval: \"weekly\"\n"
             "+    ignore:\n"
             "+      - dependency-name: \"*\"\n"
             "+        update-types: [\"version-update:semver-major\"]"),
         (A, "Done. Summary:\n"
             "\n"
             "- Prod DB plan is back to in-place (existing subnet group reused).\n"
             "- `deletion_protection` enabled on the instance.\n"
             "- Dependabot ignores major Terraform module bumps.\n"
             "\n"
             "Nothing has been applied."),
         (U, "cheers. ill take a manual snapshot and apply tomorrow morning"),
         decisions=("stay on RDS module v6, reuse existing subnet group",
                    "enable deletion_protection on the prod RDS instance",
                    "Dependabot ignores major Terraform module bumps"),
         loops=("take manual RDS snapshot then apply tomorrow morning",
                "talk to Priya about CI check for destroys"),
         facts=("is colourblind",),
         superseded=("add lifecycle prevent_destroy to the prod RDS instance",),
         split="fresh"),
    case("fy-cursor-coredata-crash", "cursor",
         (U, "app crashes on launch after i added a field, log:\n"
             "\n"
             "```\n"
             "Fatal error: Unresolved error Error Domain=NSCocoaErrorDomain Code=134110 "
             "\"An error occurred during persistent store migration.\" "
             "UserInfo={reason=Can't find or automatically infer mapping model for "
             "migration, sourceModel=...}\n"
             "```"),
         (A, "Code 134110 means Core Data tried to migrate the store but couldn't find "
             "the source model. Usually one of:\n"
             "\n"
             "1. You edited the **existing model version** instead of adding a new one, "
             "so the model that created the store on disk no longer exists in the "
             "bundle.\n"
             "2. Automatic lightweight migration isn't enabled "
             "(`shouldMigrateStoreAutomatically` / "
             "`shouldInferMappingModelAutomatically`).\n"
             "3. The change can't be inferred (e.g. a type change) and needs a mapping "
             "model.\n"
             "\n"
             "Did you add a new version of the .xcdatamodeld?"),
         (U, "i thought i did? oh wait. i edited v3 instead of making v4. ugh"),
         (A, "That's it. To fix:\n"
             "\n"
             "1. Revert `Model v3.xcdatamodel` to what's in git.\n"
             "2. Editor > Add Model Version, base it on v3, name it v4.\n"
             "3. Add the new attribute (optional, or with a default) in v4.\n"
             "4. Set v4 as the current model version in the File inspector.\n"
             "\n"
             "Lightweight migration will then handle it."),
         (U, "done, works. should i just move to swiftdata while im in here? app still "
             "supports ios 16"),
         (A, "SwiftData requires iOS 17, so moving now would mean dropping iOS 16 users. "
             "It's also still maturing around migrations. I'd stay on Core Data until you "
             "raise the minimum to 17."),
         (U, "yeah staying on core data til we drop 16. its a side project i only get to "
             "in the evenings anyway lol"),
         (A, "Sensible. One thing that would have caught this: a small unit test that "
             "opens a bundled copy of a v3 store with the current model. Want me to add "
             "one?"),
         (U, "nah"),
         decisions=("add Core Data model version v4 and revert v3",
                    "stay on Core Data until dropping iOS 16"),
         facts=("builds an iOS app as an evening side project",),
         split="fresh"),
    case("fy-codex-churn-groupby-duckdb", "codex",
         (U, "the groupby in jobs/churn_features.py takes 9 min on 40M rows. make it "
             "faster. polars maybe? fyi im an analyst not an engineer so explain what u "
             "change"),
         (T, "$ sed -n '20,40p' jobs/churn_features.py\n"
             "df = pd.read_parquet(\"s3://analytics/events/2024/\")\n"
             "feats = (\n"
             "    df.groupby(\"customer_id\")\n"
             "      .apply(lambda g: pd.Series({\n"
             "          \"n_sessions\": g[\"session_id\"].nunique(),\n"
             "          \"last_seen\": g[\"ts\"].max(),\n"
             "          \"spend_90d\": g.loc[g[\"ts\"] > CUTOFF, \"amount\"].sum(),\n"
             "      }))\n"
             "      .reset_index()\n"
             ")"),
         (A, "The slow part is `groupby(...).apply(lambda ...)`: pandas calls your Python "
             "function once per customer, and with millions of customers that's millions "
             "of slow Python calls. Two ways to fix it:\n"
             "\n"
             "1. **Vectorised pandas**: use `groupby().agg()` with built-in functions, "
             "computing `spend_90d` from a pre-filtered column. Usually 10-50x faster.\n"
             "2. **Polars**: a different dataframe library that runs in parallel; "
             "typically faster still."),
         (U, "try polars"),
         (T, "$ python jobs/churn_features.py --engine polars --time\n"
             "read: 21.4s  aggregate: 16.9s  total: 38.3s\n"
             "rows out: 3,912,044  (matches pandas output: True)"),
         (A, "Polars brings it from ~9 minutes to ~38 seconds, and the output matches the "
             "pandas version exactly."),
         (U, "hmm our airflow workers are on a pinned old image and getting polars added "
             "is a whole ticket with platform. can u do it in duckdb instead? thats "
             "already in the image"),
         (A, "Sure. DuckDB can query the parquet files directly with SQL, so the whole "
             "thing becomes one query:\n"
             "\n"
             "```python\n"
             "feats = duckdb.sql(f\"\"\"\n"
             "    SELECT customer_id,\n"
             "           COUNT(DISTINCT session_id) AS n_sessions,\n"
             "           MAX(ts) AS last_seen,\n"
             "           SUM(amount) FILTER (WHERE ts > '{CUTOFF}') AS spend_90d\n"
             "    FROM read_parquet('s3://analytics/events/2024/*.parquet')\n"
             "    GROUP BY customer_id\n"
             "\"\"\").df()\n"
             "```"),
         (T, "$ python jobs/churn_features.py --engine duckdb --time\n"
             "aggregate (incl. read): 24.1s\n"
             "rows out: 3,912,044  (matches pandas output: True)"),
         (U, "duckdb then. rip out the polars version, dont want two code paths"),
         (A, "Removed the Polars branch and the `--engine` flag; the job now always uses "
             "DuckDB. One note: `spend_90d` is NULL instead of 0 for customers with no "
             "recent spend, so I wrapped it in `COALESCE(..., 0)` to match the old output."),
         (U, "good catch. ill swap it into the dag on monday"),
         decisions=("use DuckDB for the churn feature aggregation", "remove the Polars code path"),
         loops=("swap the DuckDB version into the Airflow DAG on Monday",),
         facts=("works as a data analyst, not an engineer",),
         superseded=("rewrite the churn aggregation in Polars",),
         split="fresh"),
]
