// The local push service decrypts for keys a browser made itself (WebCrypto, as the end-to-end
// test's page makes them): the endpoint it hands out for them receives a message web-push
// encrypted for the browser's public key, and the service reads it with the adopted private key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPush from "web-push";
import { startLocalPushService, type LocalPushService } from "@/lib/wallet/push/local-push-service";

const b64u = (buffer: ArrayBuffer) => Buffer.from(buffer).toString("base64url");

describe("local push service, adopted browser keys", () => {
  let service: LocalPushService;
  beforeAll(async () => {
    service = await startLocalPushService();
  });
  afterAll(() => service.close());

  it("hands out an endpoint for WebCrypto keys and decrypts what is sent to them", async () => {
    const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    const p256dh = b64u(await crypto.subtle.exportKey("raw", pair.publicKey));
    const auth = b64u(crypto.getRandomValues(new Uint8Array(16)).buffer);
    const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
    const subscription = service.adopt(d!, auth);
    expect(subscription.p256dh).toBe(p256dh);
    expect(subscription.endpoint.startsWith(`${service.origin}/push/`)).toBe(true);

    const vapid = webPush.generateVAPIDKeys();
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh, auth } },
      "hola",
      {
        vapidDetails: { subject: "mailto:pruebas@cupongt.test", ...vapid },
        contentEncoding: "aes128gcm",
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body!),
    });
    expect(response.status).toBe(201);
    expect(service.received.at(-1)).toMatchObject({
      endpoint: subscription.endpoint,
      payload: "hola",
      vapid: { publicKey: vapid.publicKey, claims: { aud: service.origin, sub: "mailto:pruebas@cupongt.test" } },
    });
  });
});
