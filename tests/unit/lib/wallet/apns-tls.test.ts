// The APNs port over TLS, as in production: the stand-in demands a client certificate issued by
// the pass certificate's authority (Apple demands the pass certificate), and the port presents the
// configured one. Throwaway 2048-bit keys (OpenSSL's default security level refuses 1024-bit ones
// in TLS); the server certificate names 127.0.0.1.
import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { apnsPusher } from "@/lib/wallet/apns";
import type { AppleWalletConfig } from "@/lib/wallet/apple-config";
import { startLocalApns } from "@/lib/wallet/local-apns";

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    forgePrivate: forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString()),
    forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()),
  };
}

function issue(
  cn: string,
  subjectKey: forge.pki.PublicKey,
  issuer: forge.pki.Certificate | null,
  signer: forge.pki.rsa.PrivateKey,
  extensions: object[],
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = subjectKey;
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  cert.setSubject([{ name: "commonName", value: cn }]);
  cert.setIssuer(issuer ? issuer.subject.attributes : [{ name: "commonName", value: cn }]);
  cert.setExtensions(extensions);
  cert.sign(signer, forge.md.sha256.create());
  return cert;
}

describe("APNs pass-update pusher over TLS", () => {
  it("signs in with the pass certificate and is refused without one the service trusts", async () => {
    const caKeys = keyPair();
    const ca = issue("Prueba CA", caKeys.forgePublic, null, caKeys.forgePrivate, [
      { name: "basicConstraints", cA: true },
    ]);
    const make = (cn: string, extensions: object[]) => {
      const keys = keyPair();
      return {
        key: keys.privatePem,
        cert: forge.pki.certificateToPem(issue(cn, keys.forgePublic, ca, caKeys.forgePrivate, extensions)),
      };
    };
    const server = make("127.0.0.1", [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }]);
    const pass = make("Pass Type ID: pass.gt.cupongt.prueba", [{ name: "extKeyUsage", clientAuth: true }]);
    const caPem = forge.pki.certificateToPem(ca);
    const apns = await startLocalApns({ ...server, ca: caPem });
    const config = (cert: string, key: string) =>
      ({
        passTypeId: "pass.gt.cupongt.prueba",
        teamId: "ABCDE12345",
        certificates: { wwdr: caPem, signerCert: cert, signerKey: key },
      }) as AppleWalletConfig;
    try {
      const sent = await apnsPusher(apns.origin, { ca: caPem })(["aa01"], config(pass.cert, pass.key));
      expect(sent).toEqual({ sent: ["aa01"], gone: [], failed: [] });
      expect(apns.received).toEqual([
        {
          token: "aa01",
          topic: "pass.gt.cupongt.prueba",
          body: "{}",
          clientCertificate: "Pass Type ID: pass.gt.cupongt.prueba",
        },
      ]);
      // A certificate from another authority is refused by the service: a failure to retry, not a throw.
      const strangerKeys = keyPair();
      const stranger = forge.pki.certificateToPem(
        issue("Otro", strangerKeys.forgePublic, null, strangerKeys.forgePrivate, []),
      );
      const refused = await apnsPusher(apns.origin, { ca: caPem })(["bb02"], config(stranger, strangerKeys.privatePem));
      expect(refused.sent).toEqual([]);
      expect(refused.failed.map((f) => f.token)).toEqual(["bb02"]);
      expect(apns.received).toHaveLength(1);
    } finally {
      await apns.close();
    }
  }, 30_000);
});
