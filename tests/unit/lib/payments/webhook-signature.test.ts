// Svix signatures over the raw body: only a message signed with our secret, unchanged, and signed
// within 5 minutes of now is accepted; everything else is a WebhookSignatureError.
import { describe, expect, it } from "vitest";
import {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from "@/lib/payments/webhook-signature";

const secret = `whsec_${Buffer.from("unit-test-secret-0123456789abcdef").toString("base64")}`;
const otherSecret = `whsec_${Buffer.from("another-secret-0123456789abcdefgh").toString("base64")}`;
const body = JSON.stringify({ event_type: "payment_intent.succeeded", amount_in_cents: 11_200 });

function signed(options: { at?: Date; key?: string; payload?: string } = {}) {
  return new Headers(
    signWebhook(options.key ?? secret, {
      id: "msg_1",
      timestamp: options.at ?? new Date(),
      body: options.payload ?? body,
    }),
  );
}

describe("webhook signature", () => {
  it("accepts a genuine message and returns its id, time and parsed payload", () => {
    const verified = verifyWebhookSignature(body, signed(), secret);
    expect(verified.id).toBe("msg_1");
    expect(verified.payload).toEqual(JSON.parse(body));
    expect(Math.abs(verified.timestamp.getTime() - Date.now())).toBeLessThan(2_000);
  });

  it("refuses a tampered body (one changed digit)", () => {
    const tampered = body.replace("11200", "11201");
    expect(() => verifyWebhookSignature(tampered, signed(), secret)).toThrow(WebhookSignatureError);
  });

  it("refuses a body re-serialised with other whitespace (the raw bytes are what is signed)", () => {
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(() => verifyWebhookSignature(reformatted, signed(), secret)).toThrow(WebhookSignatureError);
  });

  it("refuses a message signed with another secret", () => {
    expect(() => verifyWebhookSignature(body, signed({ key: otherSecret }), secret)).toThrow(WebhookSignatureError);
  });

  it("refuses a timestamp older than 5 minutes, and one as far in the future", () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    const old = new Date(Date.now() - (WEBHOOK_TOLERANCE_SECONDS + 30) * 1000);
    expect(() => verifyWebhookSignature(body, signed({ at: old }), secret)).toThrow(/too old/i);
    const future = new Date(Date.now() + (WEBHOOK_TOLERANCE_SECONDS + 30) * 1000);
    expect(() => verifyWebhookSignature(body, signed({ at: future }), secret)).toThrow(WebhookSignatureError);
    const recent = new Date(Date.now() - 4 * 60 * 1000);
    expect(verifyWebhookSignature(body, signed({ at: recent }), secret).id).toBe("msg_1");
  });

  it("refuses a replayed signature under a new timestamp", () => {
    const original = signed({ at: new Date(Date.now() - 10 * 60 * 1000) });
    const replay = new Headers(original);
    replay.set("svix-timestamp", String(Math.floor(Date.now() / 1000)));
    expect(() => verifyWebhookSignature(body, replay, secret)).toThrow(WebhookSignatureError);
  });

  it.each(["svix-id", "svix-timestamp", "svix-signature"])("refuses a message without %s", (name) => {
    const headers = signed();
    headers.delete(name);
    expect(() => verifyWebhookSignature(body, headers, secret)).toThrow(new RegExp(`Missing ${name}`));
  });

  it("does not take the unbranded webhook-* headers in place of Svix's", () => {
    const svix = signed();
    const unbranded = new Headers({
      "webhook-id": svix.get("svix-id")!,
      "webhook-timestamp": svix.get("svix-timestamp")!,
      "webhook-signature": svix.get("svix-signature")!,
    });
    expect(() => verifyWebhookSignature(body, unbranded, secret)).toThrow(WebhookSignatureError);
  });

  it("reports a malformed secret as a signature failure, not a crash", () => {
    expect(() => verifyWebhookSignature(body, signed(), "whsec_%%%")).toThrow(WebhookSignatureError);
  });
});
