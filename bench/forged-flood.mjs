#!/usr/bin/env node
// The attacker of `bench:forged-webhooks`, in a process of its own: FORGED_COUNT deliveries to
// FORGED_ORIGIN paced at FORGED_RATE a second (FORGED_CONTROL=1: GET /api/metrics instead, which
// touches no database). Prints one JSON line with the answers by status and the flood's length.
// Apart from the shoppers it competes with because a real flood comes from someone else's
// machine: in one event loop with the measuring clients, 3,000 fetches in 20 s delayed the
// clients' own reading of their answers, and that delay was counted as the server's.
const count = Number(process.env.FORGED_COUNT || 3000);
const rate = Number(process.env.FORGED_RATE || 147);
const origin = process.env.FORGED_ORIGIN || "http://127.0.0.1:3332";
const control = process.env.FORGED_CONTROL === "1";

function deliver(i) {
  if (control) return fetch(`${origin}/api/metrics`);
  return fetch(`${origin}/api/payments/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "svix-id": `msg_forged_${i}`,
      "svix-timestamp": String(Math.floor(Date.now() / 1000)),
      "svix-signature": "v1,Zm9yZ2VkLXNpZ25hdHVyZS0wMTIzNDU2Nzg5YWJjZGVm",
    },
    body: JSON.stringify({ id: `pa_forged_${i}`, event_type: "payment_intent.succeeded", amount_in_cents: 100 }),
  });
}

const answers = {};
const sent = [];
const started = performance.now();
for (let i = 0; i < count; i++) {
  const wait = started + (i * 1000) / rate - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  sent.push(
    deliver(i).then(
      async (r) => {
        await r.arrayBuffer();
        answers[r.status] = (answers[r.status] ?? 0) + 1;
      },
      () => (answers.error = (answers.error ?? 0) + 1),
    ),
  );
}
await Promise.all(sent);
console.log(JSON.stringify({ answers, seconds: Math.round((performance.now() - started) / 100) / 10 }));
