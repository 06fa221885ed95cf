// The receiving side written from the RFCs (lib/wallet/push/rfc8291.ts) against the web-push package the
// sender uses: what the package encrypts for a browser's keys, these decrypt; its VAPID token
// verifies against its public key, and a token for another origin, signed by another key, expired
// or tampered with does not.
import webPush from "web-push";
import { describe, expect, it } from "vitest";
import { decryptAes128gcm, newBrowserKeys, verifyVapid } from "@/lib/wallet/push/rfc8291";

const vapid = webPush.generateVAPIDKeys();
const subject = "mailto:soporte@cupongt.com";

function request(payload: string, endpoint = "https://push.example.test/p/1") {
  const browser = newBrowserKeys();
  const details = webPush.generateRequestDetails(
    { endpoint, keys: { p256dh: browser.p256dh, auth: browser.authSecret } },
    payload,
    {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      contentEncoding: "aes128gcm",
    },
  );
  return { browser, details };
}

describe("web push encryption and VAPID (RFC 8291, RFC 8292)", () => {
  it("decrypts what web-push encrypted for the browser's keys", () => {
    const text = JSON.stringify({ title: "Tu cupón vence mañana", body: "Pizza ñandú — ¡úsalo!" });
    const { browser, details } = request(text);
    expect(details.headers["Content-Encoding"]).toBe("aes128gcm");
    expect(decryptAes128gcm(details.body, browser).toString("utf8")).toBe(text);
  });

  it("refuses a message for another browser's keys", () => {
    const { details } = request("secreto");
    expect(() => decryptAes128gcm(details.body, newBrowserKeys())).toThrow();
  });

  it("verifies the VAPID token: signature, audience, subject and expiry", () => {
    const { details } = request("hola");
    const header = details.headers.Authorization as string;
    const ok = verifyVapid(header, "https://push.example.test");
    expect(ok).toMatchObject({
      publicKey: vapid.publicKey,
      claims: { aud: "https://push.example.test", sub: subject },
    });
    expect(verifyVapid(header, "https://other.example.test")).toBeNull();
    expect(verifyVapid(header, "https://push.example.test", Date.now() + 25 * 3_600_000)).toBeNull();
    expect(verifyVapid(null, "https://push.example.test")).toBeNull();
    // The same token claimed for another key, and a token whose claims were changed after signing.
    const other = webPush.generateVAPIDKeys().publicKey;
    expect(verifyVapid(header.replace(/k=[\w-]+$/, `k=${other}`), "https://push.example.test")).toBeNull();
    const [head, claims, signature] = /t=([^,]+)/.exec(header)![1]!.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, "base64url").toString()), sub: "mailto:x@y.z" }),
    ).toString("base64url");
    expect(
      verifyVapid(
        header.replace(`${head}.${claims}.${signature}`, `${head}.${forged}.${signature}`),
        "https://push.example.test",
      ),
    ).toBeNull();
  });
});
