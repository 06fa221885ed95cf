// Shared by the benchmark and proof scripts: call a server action over HTTP exactly as the browser
// does (the action id comes from the build's server-reference manifest).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A caller of the build's server actions on `origin`; `distDir` holds server-reference-manifest.json. */
export function actionClient(origin, distDir = ".next") {
  const manifest = JSON.parse(readFileSync(join(distDir, "server", "server-reference-manifest.json"), "utf8"));
  const actionId = (exportedName) => {
    const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)?.[0];
    if (!id) throw new Error(`no server action named ${exportedName} in this build`);
    return id;
  };
  /** Returns the action's result, the cookies it set (as one Cookie header) and its time in ms. */
  return async function callAction(exportedName, input, cookie = "") {
    const started = performance.now();
    // Posted to a dynamic page, as the sign-in form does: a cached page's answer drops Set-Cookie.
    const response = await fetch(`${origin}/auth`, {
      method: "POST",
      headers: {
        "Next-Action": actionId(exportedName),
        Accept: "text/x-component",
        "Content-Type": "text/plain;charset=UTF-8",
        Origin: origin,
        Cookie: cookie,
      },
      body: JSON.stringify([input]),
    });
    const body = await response.text();
    const line = body.split("\n").find((l) => l.startsWith("1:"));
    const cookies = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return {
      result: line ? JSON.parse(line.slice(2)) : { ok: false, error: `HTTP ${response.status}` },
      cookies,
      ms: performance.now() - started,
    };
  };
}

/** Signs up a new shopper and signs them in; answers their session's Cookie header. */
export async function newShopperSession(callAction, label) {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "clave-banco-1";
  const up = await callAction("signUp", {
    firstName: "Compradora",
    lastName: label,
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  if (!up.result.ok) throw new Error(`sign-up failed: ${JSON.stringify(up.result)}`);
  const inside = await callAction("signIn", { email, password });
  if (!inside.result.ok || !inside.cookies) throw new Error(`sign-in failed: ${JSON.stringify(inside.result)}`);
  return { email, cookie: inside.cookies };
}

/** The checkout form a shopper submits (the simulated gateway approves this card). */
export function checkoutForm(couponId, expectedTotalCents, email) {
  return {
    idempotencyKey: crypto.randomUUID(),
    items: [{ couponId, quantity: 1 }],
    expectedTotalCents,
    name: "Compradora Banco",
    email,
    phone: "5555-1234",
    address: "6a avenida 10-20",
    city: "Guatemala",
    cardNumber: "4242 4242 4242 1881",
    expiryDate: "12/29",
    cvv: "123",
    cardName: "COMPRADORA BANCO",
  };
}
