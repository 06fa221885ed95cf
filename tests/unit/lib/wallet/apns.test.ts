// The pass-update push port against the local stand-in of Apple's push service: one HTTP/2 POST
// per device token with the pass type as topic and an empty JSON body; 410 is reported as gone,
// and a service that does not answer as a failure (the job retries), never a throw.
import { describe, expect, it } from "vitest";
import { apnsPusher } from "@/lib/wallet/apns";
import type { AppleWalletConfig } from "@/lib/wallet/apple-config";
import { startLocalApns } from "@/lib/wallet/local-apns";

const config = {
  passTypeId: "pass.gt.cupongt.prueba",
  teamId: "ABCDE12345",
  certificates: { wwdr: "", signerCert: "", signerKey: "" },
} as AppleWalletConfig;

describe("APNs pass-update pusher", () => {
  it("pushes each token with the pass type as topic; 410 is gone", async () => {
    const apns = await startLocalApns();
    try {
      apns.markGone("dead01");
      const result = await apnsPusher(apns.origin)(["aa01", "bb02", "dead01"], config);
      expect(result).toEqual({ sent: ["aa01", "bb02"], gone: ["dead01"], failed: [] });
      expect(apns.received.map((r) => [r.token, r.topic, r.body]).sort()).toEqual([
        ["aa01", "pass.gt.cupongt.prueba", "{}"],
        ["bb02", "pass.gt.cupongt.prueba", "{}"],
      ]);
      expect(await apnsPusher(apns.origin)([], config)).toEqual({ sent: [], gone: [], failed: [] });
    } finally {
      await apns.close();
    }
  });

  it("reports a push service that does not answer as failed", async () => {
    const apns = await startLocalApns();
    const origin = apns.origin;
    await apns.close();
    const result = await apnsPusher(origin)(["aa01"], config);
    expect(result.sent).toEqual([]);
    expect(result.failed).toEqual([{ token: "aa01", detail: "APNs did not answer" }]);
  });
});
