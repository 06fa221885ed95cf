// The settings of the voucher in the pocket: Apple and Google Wallet, web push (lib/env.ts validates them
// with the rest). Each group is all set or all unset: half a group would hide a button silently.
import { z } from "zod";
import { optional, withDefault } from "./parse";

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
  /** Where saved objects are updated (lib/wallet/google-api.ts): Google's REST API and token endpoint, or a local stand-in. */
  GOOGLE_WALLET_API_ORIGIN: withDefault(z.string().url(), "https://walletobjects.googleapis.com"),
  GOOGLE_OAUTH_TOKEN_URL: withDefault(z.string().url(), "https://oauth2.googleapis.com/token"),
  /**
   * Web push (lib/push): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints it) and a contact (mailto: or https:). All unset: no push, no opt-in in the drawer.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY is 65 bytes in base64url")),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY is 32 bytes in base64url")),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT is a mailto: or https: URL")),
  /**
   * One more push service accepted as a subscription's endpoint besides the browsers' own: an http
   * origin on the loopback (the local push service of tests and development). Unset in production.
   */
  PUSH_SERVICE_LOOPBACK_ORIGIN: optional(
    z
      .string()
      .regex(
        /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{2,5}$/,
        "PUSH_SERVICE_LOOPBACK_ORIGIN is http://127.0.0.1:<port> (a loopback origin, no path)",
      ),
  ),
  /** Apple's push service for pass updates (a local stand-in in tests); the pass certificate signs in. */
  APPLE_APNS_ORIGIN: withDefault(z.string().url(), "https://api.push.apple.com"),
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
export const WEB_PUSH_SETTINGS = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;
