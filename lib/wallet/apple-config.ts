import "server-only";
import { existsSync, readFileSync } from "node:fs";
import { env, type Env } from "@/lib/env";

// The Apple Wallet signing material from the environment (lib/env.ts refuses half of it). Each
// certificate or key may be given as PEM text, as its base64 (one line, fits a host's secret
// field), or as a file path; read once per process.

export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
}

/** PEM text, from PEM, a readable file path, or base64 of PEM. */
export function pemFrom(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes("-----BEGIN")) return trimmed;
  if (existsSync(trimmed)) return readFileSync(trimmed, "utf8");
  const decoded = Buffer.from(trimmed, "base64").toString("utf8");
  if (!decoded.includes("-----BEGIN"))
    throw new Error("Apple Wallet: a certificate or key is neither PEM, a file nor base64 PEM");
  return decoded;
}

let cached: { source: Env; config: AppleWalletConfig | null } | undefined;

/** The configuration, or null when Apple Wallet is off (the embedded default). */
export function appleWalletConfig(source: Env = env): AppleWalletConfig | null {
  if (cached?.source === source) return cached.config;
  const { APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_SIGNER_CERT, APPLE_PASS_SIGNER_KEY, APPLE_WWDR_CERT } = source;
  const config =
    APPLE_PASS_TYPE_ID && APPLE_TEAM_ID && APPLE_PASS_SIGNER_CERT && APPLE_PASS_SIGNER_KEY && APPLE_WWDR_CERT
      ? {
          passTypeId: APPLE_PASS_TYPE_ID,
          teamId: APPLE_TEAM_ID,
          certificates: {
            wwdr: pemFrom(APPLE_WWDR_CERT),
            signerCert: pemFrom(APPLE_PASS_SIGNER_CERT),
            signerKey: pemFrom(APPLE_PASS_SIGNER_KEY),
            ...(source.APPLE_PASS_SIGNER_KEY_PASSPHRASE
              ? { signerKeyPassphrase: source.APPLE_PASS_SIGNER_KEY_PASSPHRASE }
              : {}),
          },
        }
      : null;
  cached = { source, config };
  return config;
}
