// A test hook preloaded (node --import) into the end-to-end servers only (scripts/e2e-payments-server.mjs,
// and the simulated server that playwright.config.ts starts), never into the app itself. It
// listens on 127.0.0.1:E2E_HOOK_PORT and works on that server's own embedded database (the handle
// lib/db/index.ts keeps on globalThis), the one process that may open it:
//   GET  /coupons/:id        a coupon's stock counters (total_stock, remaining, reserved, sold)
//   GET  /orders/:id         an order's status and reserved_until
//   POST /orders/:id/expire  a pending order's reservation ends now, as 15 minutes later it would;
//                            the server's own minutely job then releases it.
// The payouts spec's clock (tests/e2e/payouts.spec.ts), so it need not wait days:
//   POST /refund-window/:contactEmail/close   the paid order with that contact e-mail was paid 8
//                            days ago, so its refund window (7 days) is closed
//   POST /bank-accounts/:businessId/age       the business's bank account changed 49 hours ago,
//                            past the 48-hour payout hold
//   GET  /businesses/:id/payout-state        its available balance, account change time and the
//                            vouchers due for release (said when the run pays nothing)
//   POST /payouts/run/:period                 the release job, then the payout run for that day
//                            (public.payout_run); answers the payout made, if any
// The FEL lists spec's certifier outage (tests/e2e/fel-lists.spec.ts), so it need not take one down:
//   POST /fel-documents/:id/fail              the document ends 'fallido' with a certifier's error,
//                            as after its last attempt failed (its certification data cleared)
// Nothing else changes data, and the page a person sees is still only the app's.
import { createServer } from "node:http";

const port = Number(process.env.E2E_HOOK_PORT);
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Runs `fn` in one transaction as the database owner (the session is the app's login role between transactions). */
async function asOwner(fn) {
  const handle = await globalThis.__cupongtDb;
  if (!handle?.pglite || !handle.system?.ownerUser) throw new Error("the embedded database is not open yet");
  return handle.pglite.transaction(async (tx) => {
    await tx.exec(`set local session authorization "${handle.system.ownerUser.replace(/"/g, '""')}"`);
    return fn(tx);
  });
}

const routes = [
  [
    "GET",
    new RegExp(`^/coupons/(${UUID})$`),
    (tx, id) => tx.query(`select total_stock, remaining, reserved, sold from public.coupons where id = $1::uuid`, [id]),
  ],
  [
    "GET",
    new RegExp(`^/orders/(${UUID})$`),
    (tx, id) => tx.query(`select status, payment_method, reserved_until from public.orders where id = $1::uuid`, [id]),
  ],
  [
    "POST",
    new RegExp(`^/orders/(${UUID})/expire$`),
    (tx, id) =>
      tx.query(
        `update public.orders set reserved_until = now() - interval '1 second'
         where id = $1::uuid and status = 'pending' returning status, reserved_until`,
        [id],
      ),
  ],
  [
    "POST",
    /^\/refund-window\/([^/]+)\/close$/,
    (tx, email) =>
      tx.query(
        `update public.orders set paid_at = now() - interval '8 days'
         where contact_email = $1 and status = 'paid' returning id, paid_at`,
        [decodeURIComponent(email)],
      ),
  ],
  [
    "POST",
    new RegExp(`^/bank-accounts/(${UUID})/age$`),
    (tx, id) =>
      tx.query(
        `update public.business_bank_accounts set changed_at = now() - interval '49 hours'
         where business_id = $1::uuid returning business_id, changed_at`,
        [id],
      ),
  ],
  [
    "GET",
    new RegExp(`^/businesses/(${UUID})/payout-state$`),
    (tx, id) =>
      tx.query(
        `select (select -sum(l.amount) from public.ledger_lines l join public.ledger_accounts a on a.id = l.account_id
                 where a.kind = 'business_available' and a.business_id = $1::uuid)::text as available,
                (select changed_at from public.business_bank_accounts where business_id = $1::uuid) as account_changed_at,
                (select count(*) from app_private.ledger_pending_vouchers p join public.orders o on o.id = p.order_id
                 where o.paid_at <= now() - interval '7 days')::int as due,
                public.payout_minimum()::text as minimum, now() as now`,
        [id],
      ),
  ],
  [
    "POST",
    /^\/payouts\/run\/(\d{4}-\d{2}-\d{2})$/,
    async (tx, period) => {
      await tx.query(`select public.ledger_release_due(10000)`);
      // Two statements: one statement's snapshot would not see the payouts its own run inserts.
      const made = await tx.query(`select id from public.payout_run($1::date) as r(id)`, [period]);
      return tx.query(`select id, business_id, amount::text as amount from public.payouts where id = any($1::uuid[])`, [
        made.rows.map((r) => r.id),
      ]);
    },
  ],
  [
    "POST",
    new RegExp(`^/fel-documents/(${UUID})/fail$`),
    (tx, id) =>
      tx.query(
        `update public.fel_documents
         set status = 'fallido', error = 'Infile respondió 503 (prueba)', uuid = null, serie = null, numero = null,
             xml = null, certified_at = null, locked_until = null, updated_at = now()
         where id = $1::uuid and status in ('pendiente', 'certificado') returning id, status`,
        [id],
      ),
  ],
];

if (port) {
  createServer((req, res) => {
    const route = routes.find(([method, path]) => method === req.method && path.test(req.url ?? ""));
    if (!route) return void res.writeHead(404).end();
    const id = route[1].exec(req.url)[1];
    asOwner((tx) => route[2](tx, id)).then(
      (result) => {
        const row = result.rows[0];
        res.writeHead(row ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify(row ?? null));
      },
      (error) => res.writeHead(503, { "content-type": "text/plain" }).end(String(error?.message ?? error)),
    );
  })
    .on("error", (error) => console.error(`[e2e hook] ${error.message}`))
    .listen(port, "127.0.0.1", () => console.log(`[e2e hook] listening on 127.0.0.1:${port}`));
}
