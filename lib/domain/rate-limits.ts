// How often each account request may be made. Fixed windows, counted in Postgres so every
// server instance shares them. Wrong passwords are throttled per (account, client address) pair,
// so a stranger guessing from elsewhere never refuses the owner's right password; past the higher
// per-account count (many addresses guessing one account) the account's password sign-in pauses
// and the owner gets in by an e-mailed link instead (lib/actions/auth/sign-in.ts). E-mail
// sending per address stops mail bombing a victim. Per-address (IP) limits only stop one machine
// spraying many accounts: most phone shoppers in Guatemala share a few carrier-grade NAT
// addresses, so they are sized like Supabase's default (30 requests per 5 minutes per address)
// and the per-account limits do the protecting. Uploads per user stop one account from filling
// the storage: a count per hour, and a byte quota per day (the stored, re-encoded size; see
// consumeQuota).
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  signInPerIp: { limit: 30, windowSeconds: 5 * 60 },
  signInPerEmailIp: { limit: 10, windowSeconds: 15 * 60 },
  signInPerEmail: { limit: 50, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 30, windowSeconds: 5 * 60 },
  signUpPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  emailLinkPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  emailLinkPerIp: { limit: 30, windowSeconds: 5 * 60 },
  uploadPerUser: { limit: 30, windowSeconds: 60 * 60 },
  uploadBytesPerUser: { limit: 50 * 1024 * 1024, windowSeconds: 24 * 60 * 60 },
  // Gifts mail a stranger: an account sends a few per hour (cancel and resend included).
  giftPerUser: { limit: 20, windowSeconds: 60 * 60 },
  // Reports: a person reports a few items an hour, so no account floods the queue.
  reportPerUser: { limit: 10, windowSeconds: 60 * 60 },
  // Coupon-page view beacons: a person opens a few coupons a minute; a script firing
  // thousands from one address is refused after this many (each visitor counts once a day anyway).
  viewBeaconPerIp: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

/** The rules with configured limits (RATE_LIMIT_* variables) in place of the defaults. */
export function rateRules(limits: Partial<Record<RateRuleName, number | undefined>>): Record<RateRuleName, RateRule> {
  const entries = (Object.keys(RATE_RULES) as RateRuleName[]).map((name) => [
    name,
    { ...RATE_RULES[name], limit: limits[name] ?? RATE_RULES[name].limit },
  ]);
  return Object.fromEntries(entries) as Record<RateRuleName, RateRule>;
}

/**
 * The start of the fixed window `nowMs` falls in. The app's clock, not the database's, so a
 * test can hold one window still (a run crossing a boundary would reset every counter); server
 * clocks under NTP agree to well under a second, which moves a 5-minute window's edge by as much.
 */
export function windowStart(nowMs: number, windowSeconds: number): string {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(nowMs / size) * size).toISOString();
}
