// What an e-mail link (or the identity provider's redirect) carries to /auth/confirm, read the
// same way from the page's query and from the confirm button's form. Pure: no I/O.

/** Which flow an e-mail link opens (the auth port speaks it too: lib/auth/port.ts). */
export type EmailLinkType = "recovery" | "magiclink" | "signup";

const TYPES: readonly EmailLinkType[] = ["recovery", "magiclink", "signup"];
/** Longer values are no token of ours or Supabase's; cut before they reach any service. */
const MAX_TOKEN_LENGTH = 512;

export interface EmailLinkParams {
  type: EmailLinkType;
  token?: string;
  code?: string;
}

/** `get` reads one field (URLSearchParams or FormData); anything that is not text counts as absent. */
export function parseEmailLink(get: (name: string) => unknown): EmailLinkParams {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === "string" && value ? value.slice(0, MAX_TOKEN_LENGTH) : undefined;
  };
  const rawType = text("type") ?? "magiclink";
  const type = (TYPES as readonly string[]).includes(rawType) ? (rawType as EmailLinkType) : "magiclink";
  return { type, token: text("token") ?? text("token_hash"), code: text("code") };
}

/** Where a link that cannot be used sends the browser: a reset link explains itself there. */
export const invalidLinkPath = (type: EmailLinkType) =>
  type === "recovery" ? "/reset-password" : "/auth?enlace=invalido";
