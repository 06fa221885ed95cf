// The hosted-checkout provider's webhooks. The signature is checked over the raw body, exactly as
// sent (parsing first would change the bytes signed); a genuine event is stored once with its
// fulfilment job queued in the same transaction, and answered 200 at once: the job does the work,
// so the provider never waits on it nor retries because of it. Not a page and not a server action:
// proxy.ts's origin check and the action body guard only stop requests with a Next-Action header
// or a multipart body, and this one has neither.
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { recordPaymentEvent } from "@/lib/payments/data/payment-events";
import { countRejectedWebhook } from "@/lib/payments/data/webhook-rejections";
import { checkPaymentEvent } from "@/lib/payments/rules/event-check";
import { logger } from "@/lib/observability/log";
import { getHostedPaymentProvider, type PaymentEvent } from "@/lib/payments";
import { WebhookSignatureError } from "@/lib/payments/webhook-signature";
import { inSpan } from "@/lib/observability/trace";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/** Far above any event the provider sends; a larger body is not read. */
const BODY_LIMIT_BYTES = 256 * 1024;

export function POST(request: Request): Promise<Response> {
  return inSpan("payments.webhook", {}, async (span) => {
    const response = await receive(request);
    span.setAttribute("http.response.status_code", response.status);
    return response;
  });
}

async function receive(request: Request): Promise<Response> {
  const provider = getHostedPaymentProvider();
  // Payments are simulated: there is no provider to hear from.
  if (!provider) return new Response("Not Found", { status: 404, headers: NO_STORE });
  if (Number(request.headers.get("content-length")) > BODY_LIMIT_BYTES) {
    return new Response("Payload Too Large", { status: 413, headers: NO_STORE });
  }
  const raw = await request.text();
  if (raw.length > BODY_LIMIT_BYTES) return new Response("Payload Too Large", { status: 413, headers: NO_STORE });
  try {
    let event: PaymentEvent;
    try {
      event = provider.verifyWebhook(raw, request.headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      // Counted in memory, written later in aggregate: a forged post costs no database work.
      countRejectedWebhook(provider.name);
      return Response.json({ error: "invalid signature" }, { status: 400, headers: NO_STORE });
    }
    // Signed is not storable: a body the database would refuse is answered here, before it.
    const check = checkPaymentEvent(event);
    if (!check.ok) {
      logger({ component: "webhook" }).warn({ reason: check.reason }, "signed webhook event refused: not storable");
      return Response.json({ error: "invalid event" }, { status: 422, headers: NO_STORE });
    }
    const outcome = await recordPaymentEvent(provider.name, event);
    return Response.json({ status: outcome }, { headers: NO_STORE });
  } catch (error) {
    // Not stored: the provider retries later with the same event id.
    if (!isDatabaseUnavailable(error)) throw error;
    return Response.json({ status: "unavailable" }, { status: 503, headers: { ...NO_STORE, "Retry-After": "30" } });
  }
}
