// The settings of the voucher in the pocket: Apple and Google Wallet (lib/env.ts validates them
// with the rest). Each group is all set or all unset: half a group would hide a button silently.
import { z } from "zod";
import { optional } from "./parse";

export const walletSettings = {
  /**
   * Apple Wallet passes (lib/wallet/apple-pass.ts): all unset, no 'Agregar a Apple Wallet'. The
   * certificates and key are PEM, given as the PEM text, its base64, or a file path.
   */
  APPLE_PASS_TYPE_ID: optional(z.string().regex(/^pass\.[\w.-]+$/, "APPLE_PASS_TYPE_ID looks like pass.com.example")),
  APPLE_TEAM_ID: optional(z.string().regex(/^[A-Z0-9]{10}$/, "APPLE_TEAM_ID is 10 letters and digits")),
  APPLE_PASS_SIGNER_CERT: optional(z.string()),
  APPLE_PASS_SIGNER_KEY: optional(z.string()),
  APPLE_PASS_SIGNER_KEY_PASSPHRASE: optional(z.string()),
  APPLE_WWDR_CERT: optional(z.string()),
  /** Google Wallet save links (lib/wallet/google-save.ts): the issuer id and a service account's key (PEM, base64 or path). */
  GOOGLE_WALLET_ISSUER_ID: optional(z.string().regex(/^\d{10,25}$/, "GOOGLE_WALLET_ISSUER_ID is the issuer's number")),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: optional(z.string().email()),
  GOOGLE_WALLET_PRIVATE_KEY: optional(z.string()),
};

export const APPLE_WALLET_SETTINGS = [
  "APPLE_PASS_TYPE_ID",
  "APPLE_TEAM_ID",
  "APPLE_PASS_SIGNER_CERT",
  "APPLE_PASS_SIGNER_KEY",
  "APPLE_WWDR_CERT",
] as const;
export const GOOGLE_WALLET_SETTINGS = [
  "GOOGLE_WALLET_ISSUER_ID",
  "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL",
  "GOOGLE_WALLET_PRIVATE_KEY",
] as const;
