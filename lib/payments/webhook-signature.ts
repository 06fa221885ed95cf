// Svix webhook signatures (Recurrente delivers its webhooks through Svix). The svix package both
// verifies (the app) and signs (the local sandbox), so the two cannot drift apart. Verification runs
// over the raw body: re-serialised JSON changes bytes and no longer matches the signature.
import { Webhook, WebhookVerificationError } from "svix";

/** Svix refuses a timestamp further than this from now either way: a captured message cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** The message is not from the provider (forged, altered, replayed late, or signed with another secret). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface VerifiedWebhook {
  /** The svix-id: one per message, unchanged on the provider's retries (the key to store unique). */
  id: string;
  timestamp: Date;
  payload: unknown;
}

const HEADERS = ["svix-id", "svix-timestamp", "svix-signature"] as const;

/** Verifies a delivery against the `whsec_…` secret; throws WebhookSignatureError when it is not genuine. */
export function verifyWebhookSignature(rawBody: string, headers: Headers, secret: string): VerifiedWebhook {
  const values: Record<string, string> = {};
  for (const name of HEADERS) {
    const value = headers.get(name);
    if (!value) throw new WebhookSignatureError(`Missing ${name} header`);
    values[name] = value;
  }
  let payload: unknown;
  try {
    // Only the svix-* headers are handed over: the package would also accept webhook-* ones, which
    // Recurrente never sends.
    payload = new Webhook(secret).verify(rawBody, values);
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw new WebhookSignatureError(error.message);
    // A malformed secret or a body that is not JSON: still not a message we can trust.
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid webhook");
  }
  return { id: values["svix-id"]!, timestamp: new Date(Number(values["svix-timestamp"]) * 1000), payload };
}

/** The three headers Svix sends with a message (the sandbox and tests sign as the real service does). */
export function signWebhook(
  secret: string,
  message: { id: string; timestamp: Date; body: string },
): Record<(typeof HEADERS)[number], string> {
  return {
    "svix-id": message.id,
    "svix-timestamp": String(Math.floor(message.timestamp.getTime() / 1000)),
    "svix-signature": new Webhook(secret).sign(message.id, message.timestamp, message.body),
  };
}
