import "server-only";
import { connect } from "node:http2";
import type { AppleWalletConfig } from "./apple-config";

// The pass-update push port: an empty push to each device that holds a changed pass, through Apple's
// push service (HTTP/2, signed in with the pass certificate, topic the pass type id). Wallet then
// asks the web service what changed. The local stand-in (local-apns.ts) speaks the same HTTP/2 API
// on 127.0.0.1; APPLE_APNS_ORIGIN says which one.

export interface PassPushResult {
  sent: string[];
  /** Tokens Apple answered 410 for (the pass was removed): their registrations are deleted. */
  gone: string[];
  failed: { token: string; detail: string }[];
}

export type PassPusher = (tokens: readonly string[], config: AppleWalletConfig) => Promise<PassPushResult>;

const TIMEOUT_MS = 10_000;

/** `ca`: a server certificate authority to trust besides the system's (the TLS stand-in in tests). */
export function apnsPusher(origin: string, options: { ca?: string } = {}): PassPusher {
  return async (tokens, config) => {
    const result: PassPushResult = { sent: [], gone: [], failed: [] };
    if (tokens.length === 0) return result;
    const session = connect(origin, {
      cert: config.certificates.signerCert,
      key: config.certificates.signerKey,
      ...(config.certificates.signerKeyPassphrase ? { passphrase: config.certificates.signerKeyPassphrase } : {}),
      ...(options.ca ? { ca: options.ca } : {}),
    });
    session.on("error", () => undefined); // each request reports its own failure below
    try {
      await Promise.all(
        tokens.map(
          (token) =>
            new Promise<void>((resolve) => {
              const request = session.request({
                ":method": "POST",
                ":path": `/3/device/${token}`,
                "apns-topic": config.passTypeId,
                "content-type": "application/json",
              });
              request.setTimeout(TIMEOUT_MS, () => request.close());
              let status = 0;
              request.on("response", (headers) => {
                status = Number(headers[":status"]);
              });
              request.on("data", () => undefined);
              request.on("close", () => {
                if (status === 200) result.sent.push(token);
                else if (status === 410) result.gone.push(token);
                else result.failed.push({ token, detail: status ? `APNs answered ${status}` : "APNs did not answer" });
                resolve();
              });
              request.on("error", () => undefined);
              request.end("{}");
            }),
        ),
      );
    } finally {
      session.close();
    }
    return result;
  };
}
