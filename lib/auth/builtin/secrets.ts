import { createHash, randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { bcryptCompare, bcryptHash } from "./bcrypt-pool";

/** Cost 10: about 70 ms per hash on this hardware, as Supabase Auth uses. */
const BCRYPT_COST = 10;
// Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("cupongt-timing-equaliser", BCRYPT_COST);

/** In a worker thread (bcrypt-pool.ts): ~70 ms of JavaScript that must not hold the request thread. */
export const hashPassword = (password: string) => bcryptHash(password, BCRYPT_COST);

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcryptCompare(password, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}

/** 256 random bits, URL-safe: session cookies and e-mail link tokens. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Only this digest is stored: a database leak does not hand out live sessions or links. */
export const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** A well-formed token is 43 base64url characters; anything else is refused before any query. */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
