// The drawer's subscription is refused unless its endpoint is a browser's own push service: the
// server later POSTs there, so an endpoint a caller chose would point this server anywhere.
import { describe, expect, it } from "vitest";
import { isBrowserPushEndpoint } from "@/lib/domain/forms/push";

describe("browser push endpoints", () => {
  it("accepts Chrome's, Firefox's, Safari's and Windows' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(isBrowserPushEndpoint(endpoint), endpoint).toBe(true);
  });

  it("refuses anything else: plain http, other hosts, look-alikes, ports, credentials, internal addresses", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.test/x",
      "https://evilfcm.googleapis.com.example/x",
      "https://notfcm.googleapis.comx/x",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/x",
      "not a url",
    ])
      expect(isBrowserPushEndpoint(endpoint), endpoint).toBe(false);
  });

  it("accepts the loopback push service the operator named, and only its exact origin", () => {
    const local = "http://127.0.0.1:41234";
    expect(isBrowserPushEndpoint(`${local}/push/abc`, local)).toBe(true);
    expect(isBrowserPushEndpoint(`${local}/push/abc`)).toBe(false);
    for (const endpoint of [
      "http://127.0.0.1:41235/push/abc",
      "https://127.0.0.1:41234/push/abc",
      "http://user:pw@127.0.0.1:41234/push/abc",
      "http://169.254.169.254/latest/meta-data",
    ])
      expect(isBrowserPushEndpoint(endpoint, local), endpoint).toBe(false);
    expect(isBrowserPushEndpoint("https://fcm.googleapis.com/fcm/send/x", local)).toBe(true);
  });
});
