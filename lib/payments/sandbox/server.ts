// A local stand-in for Recurrente: the API endpoints the adapter calls (same paths, same key
// headers, 401 without them), the hosted checkout page, and webhooks signed with Svix as the real
// service signs them. Nothing outside this machine is reached, so the whole redirect flow runs here.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { payWithCard, refundPayment, settleTransfer, startTransfer, type SandboxContext } from "./actions";
import { readInput, redirect, sendHtml, sendJson, wantsHtml } from "./http";
import { adminPage, checkoutPage, closedPage, notFoundPage, transferPage } from "./pages";
import { checkoutObject, refundObject } from "./payloads";
import { createSandboxStore, isOpen, parseCheckoutBody, SandboxRequestError, type SandboxStore } from "./store";
import { createWebhookSender, type WebhookSender } from "./webhooks";

/** Fixed local credentials, printed at start; never valid anywhere else. */
export const SANDBOX_DEFAULTS = {
  publicKey: "pk_test_cupongt_sandbox",
  secretKey: "sk_test_cupongt_sandbox",
  webhookSecret: "whsec_Y3Vwb25ndC1sb2NhbC1wYXltZW50cy1zYW5kYm94ISE=",
  webhookUrl: "http://127.0.0.1:3000/api/payments/webhook",
  port: 4010,
};

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  webhookUrl?: string;
  publicKey?: string;
  secretKey?: string;
  webhookSecret?: string;
  /** Waits before each webhook retry (Svix backs off over hours; locally seconds are enough). */
  retryDelaysMs?: number[];
  /** Deliver every webhook twice. */
  duplicates?: boolean;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface RunningSandbox {
  /** http://127.0.0.1:PORT: RECURRENTE_API_URL for the app. */
  url: string;
  port: number;
  store: SandboxStore;
  webhooks: WebhookSender;
  close(): Promise<void>;
}

const segments = (path: string) => path.split("/").filter(Boolean).map(decodeURIComponent);

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const keys = {
    publicKey: options.publicKey ?? SANDBOX_DEFAULTS.publicKey,
    secretKey: options.secretKey ?? SANDBOX_DEFAULTS.secretKey,
  };
  const log = options.log ?? (() => undefined);
  const store = createSandboxStore();
  const webhooks = createWebhookSender({
    url: options.webhookUrl ?? SANDBOX_DEFAULTS.webhookUrl,
    secret: options.webhookSecret ?? SANDBOX_DEFAULTS.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 15_000],
    duplicates: options.duplicates ?? false,
    log,
  });
  const ctx: SandboxContext = { store, sender: webhooks, now: options.now ?? (() => new Date()) };
  let origin = "";

  async function api(req: IncomingMessage, res: ServerResponse, parts: string[]): Promise<void> {
    if (req.headers["x-public-key"] !== keys.publicKey || req.headers["x-secret-key"] !== keys.secretKey)
      return sendJson(res, 401, { error: "No autorizado. Revisa tus llaves de API." });
    const [, resource, id] = parts;
    if (resource === "test" && req.method === "GET") return sendJson(res, 200, { message: "Hola CuponGT sandbox" });
    if (resource === "checkouts" && !id && req.method === "POST") {
      const checkout = parseCheckoutBody(await readInput(req), ctx.now());
      store.checkouts.set(checkout.id, checkout);
      log(`checkout ${checkout.id} ${checkout.totalCents} ${checkout.currency}`);
      return sendJson(res, 201, { id: checkout.id, checkout_url: `${origin}/checkout-session/${checkout.id}` });
    }
    if (resource === "checkouts" && id && req.method === "GET") {
      const checkout = store.checkouts.get(id);
      return checkout
        ? sendJson(res, 200, checkoutObject(checkout, [...store.refunds.values()]))
        : sendJson(res, 404, { error: "No encontrado" });
    }
    if (resource === "refunds" && !id && req.method === "POST") {
      const refund = refundPayment(ctx, (await readInput(req)).payment_intent_id);
      return sendJson(res, 200, refundObject(refund));
    }
    if (resource === "refunds" && id && req.method === "GET") {
      const refund = store.refunds.get(id);
      return refund ? sendJson(res, 200, refundObject(refund)) : sendJson(res, 404, { error: "No encontrado" });
    }
    sendJson(res, 404, { error: "No encontrado" });
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, parts: string[]): Promise<void> {
    const checkout = store.checkouts.get(parts[1] ?? "");
    if (!checkout) return sendHtml(res, 404, notFoundPage());
    const action = parts[2];
    if (!action && req.method === "GET")
      return isOpen(checkout, ctx.now())
        ? sendHtml(res, 200, checkoutPage(checkout))
        : sendHtml(res, 200, closedPage(checkout, ctx.now()));
    if (action === "cancel" && req.method === "GET")
      // Leaving changes nothing at the provider: the checkout stays unpaid until it expires.
      return checkout.cancelUrl
        ? redirect(res, checkout.cancelUrl)
        : sendHtml(res, 200, closedPage(checkout, ctx.now()));
    if (action === "pay" && req.method === "POST") {
      const outcome = payWithCard(ctx, checkout, String((await readInput(req)).card_number ?? ""));
      if (outcome === "paid") return redirect(res, checkout.successUrl || `${origin}/checkout-session/${checkout.id}`);
      if (outcome === "declined")
        return sendHtml(
          res,
          402,
          checkoutPage(checkout, "Tu banco ha rechazado la transacción. Intenta con otra tarjeta."),
        );
      if (outcome === "unknown_card")
        return sendHtml(res, 422, checkoutPage(checkout, "En modo de prueba usa la tarjeta 4242 4242 4242 4242."));
      return sendHtml(res, 409, closedPage(checkout, ctx.now()));
    }
    if (action === "transfer" && req.method === "POST") {
      await readInput(req);
      const deadline = startTransfer(ctx, checkout);
      return deadline
        ? sendHtml(res, 200, transferPage(checkout, deadline))
        : sendHtml(res, 409, closedPage(checkout, ctx.now()));
    }
    sendHtml(res, 404, notFoundPage());
  }

  async function admin(req: IncomingMessage, res: ServerResponse, parts: string[]): Promise<void> {
    const [, resource, id, verb] = parts;
    if (!resource && req.method === "GET")
      return sendHtml(res, 200, adminPage([...store.checkouts.values()].reverse(), [...webhooks.messages].reverse()));
    if (resource === "messages" && !id && req.method === "GET") return sendJson(res, 200, webhooks.messages);
    const html = wantsHtml(req);
    await readInput(req);
    if (resource === "transfers" && id && (verb === "confirm" || verb === "fail") && req.method === "POST") {
      const checkout = store.findCheckout(id);
      if (!checkout) return sendJson(res, 404, { error: "No encontrado" });
      settleTransfer(ctx, checkout, verb === "confirm");
      return html ? redirect(res, "/sandbox") : sendJson(res, 200, checkoutObject(checkout));
    }
    if (resource === "messages" && id && verb === "redeliver" && req.method === "POST") {
      const message = await webhooks.redeliver(id);
      if (!message) return sendJson(res, 404, { error: "No encontrado" });
      return html ? redirect(res, "/sandbox") : sendJson(res, 200, message);
    }
    sendJson(res, 404, { error: "No encontrado" });
  }

  const server = createServer((req, res) => {
    const parts = segments(new URL(req.url ?? "/", "http://sandbox").pathname);
    const handler =
      parts[0] === "api" ? api : parts[0] === "checkout-session" ? hostedPage : parts[0] === "sandbox" ? admin : null;
    if (!handler) return sendJson(res, 404, { error: "No encontrado" });
    handler(req, res, parts).catch((error: unknown) => {
      const status = error instanceof SandboxRequestError ? error.status : 500;
      if (status === 500) log(`error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendJson(res, status, { error: error instanceof Error ? error.message : "Error" });
      else res.end();
    });
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? SANDBOX_DEFAULTS.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: origin,
    port,
    store,
    webhooks,
    async close() {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
