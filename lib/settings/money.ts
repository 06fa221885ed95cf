// The settings of money in and out: the payment provider, the FEL certifier and CuponGT as an
// emitter, and the key of the businesses' bank accounts (lib/env.ts validates them with the rest).
import { z } from "zod";
import { optional, withDefault } from "./parse";

export const moneySettings = {
  /** Milliseconds the simulated payment gateway takes to answer (2 seconds, so 'Procesando...' is seen). */
  PAYMENT_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(60_000), 2000),
  /**
   * Who takes the money: "simulated" (the card fields of the embedded demo, no money moves) or
   * "recurrente" (its hosted page takes the card or bank transfer; this server never sees card data).
   */
  PAYMENTS_PROVIDER: withDefault(z.enum(["simulated", "recurrente"]), "simulated"),
  /** Recurrente's API keys (Configuración → Llaves API); required with PAYMENTS_PROVIDER=recurrente. */
  RECURRENTE_PUBLIC_KEY: optional(z.string()),
  RECURRENTE_SECRET_KEY: optional(z.string()),
  /** The webhook endpoint's Svix signing secret; required with PAYMENTS_PROVIDER=recurrente. */
  RECURRENTE_WEBHOOK_SECRET: optional(
    z.string().startsWith("whsec_", "RECURRENTE_WEBHOOK_SECRET must start with whsec_"),
  ),
  /** Recurrente's API origin; the local sandbox's (http://127.0.0.1:4010) to run the whole flow here. */
  RECURRENTE_API_URL: withDefault(
    z
      .string()
      .url()
      .regex(/^https?:\/\//, "RECURRENTE_API_URL must start with http:// or https://"),
    "https://app.recurrente.com",
  ),
  /**
   * Who certifies the FEL invoices: "local" (default: certifies here, every document marked
   * 'DOCUMENTO DE PRUEBA — SIN VALIDEZ FISCAL') or "infile" (Infile's API with the INFILE_* keys).
   */
  FEL_CERTIFIER: withDefault(z.enum(["local", "infile"]), "local"),
  /** 'CF' is refused at or above this total, in cents (Q2,500: Acuerdo Gubernativo 245-2022). */
  FEL_CF_LIMIT_CENTS: withDefault(z.coerce.number().int().min(0).max(100_000_000), 250_000),
  /** Infile's API user and keys (certification API key and signing key); required with FEL_CERTIFIER=infile. */
  INFILE_USER: optional(z.string()),
  INFILE_API_KEY: optional(z.string()),
  INFILE_SIGN_KEY: optional(z.string()),
  /** Infile's origins; the local stand-in's to run the infile adapter offline. */
  INFILE_API_URL: withDefault(z.string().url(), "https://certificador.feel.com.gt"),
  INFILE_SIGN_URL: withDefault(z.string().url(), "https://signer-emisores.feel.com.gt/sign_solicitud_firmas/firma_xml"),
  INFILE_NIT_URL: withDefault(z.string().url(), "https://consultareceptores.feel.com.gt/rest/action"),
  /**
   * CuponGT's own NIT, legal name and address: the emitter of the commission invoice to each business
   * (lib/fel/platform-emitter.ts). Required with FEL_CERTIFIER=infile; the local certifier uses a test NIT.
   */
  CUPONGT_NIT: optional(z.string().regex(/^\d{1,12}[\dK]$/, "CUPONGT_NIT: digits and check character, no dash")),
  CUPONGT_LEGAL_NAME: withDefault(z.string().min(1).max(200), "CuponGT, Sociedad Anónima"),
  CUPONGT_FEL_ADDRESS: withDefault(z.string().min(1).max(200), "Ciudad de Guatemala"),
  /**
   * The key that encrypts businesses' bank account numbers (AES-256-GCM): 32 bytes as 64 hex
   * characters or base64. Production must set it (and keep it: a lost key loses the numbers).
   * Unset: a development key derived here, refused where SITE_URL is set (a real deployment).
   */
  PAYOUT_ACCOUNT_KEY: optional(
    z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, "PAYOUT_ACCOUNT_KEY: 32 bytes, as 64 hex characters or base64"),
  ),
  /**
   * The previous PAYOUT_ACCOUNT_KEY, only while `npm run payouts:rotate-key` re-encrypts every
   * ciphertext under PAYOUT_ACCOUNT_KEY (docs/operations.md); unset it once the command has run.
   */
  PAYOUT_ACCOUNT_OLD_KEY: optional(
    z
      .string()
      .regex(
        /^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
        "PAYOUT_ACCOUNT_OLD_KEY: 32 bytes, as 64 hex characters or base64",
      ),
  ),
};

/** Required together with PAYMENTS_PROVIDER=recurrente. */
export const RECURRENTE_SETTINGS = [
  "RECURRENTE_PUBLIC_KEY",
  "RECURRENTE_SECRET_KEY",
  "RECURRENTE_WEBHOOK_SECRET",
] as const;
/** Required together with FEL_CERTIFIER=infile. */
export const INFILE_SETTINGS = ["INFILE_USER", "INFILE_API_KEY", "INFILE_SIGN_KEY", "CUPONGT_NIT"] as const;
