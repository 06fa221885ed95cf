// How often each account request may be made. Fixed windows, counted in Postgres so every
// server instance shares them. Sign-in per e-mail stops password guessing on one account; per
// IP stops spraying many accounts; e-mail sending per address stops mail bombing a victim.
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signInPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  emailLinkPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  emailLinkPerIp: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;
