// How much one buyer may hold unpaid: units of one coupon, units in all, and the
// hours a started bank transfer keeps its stock. Pure: the admin form and its action parse with this
// schema; public.admin_set_setting re-checks the same bounds whoever calls it, and
// public.unpaid_hold_limit reads the settings with the same defaults.
import { z } from "@/lib/domain/zod";
import { messageCode } from "@/lib/domain/message-code";

export const HOLD_LIMIT_DEFAULTS = { perCoupon: 10, total: 20, transferHours: 4 } as const;
export const HOLD_UNITS_MAX = 1000;
/** A week: lib/payments/rules/state.ts MAX_TRANSFER_HOLD_MS. */
export const TRANSFER_HOURS_MAX = 168;

export interface HoldLimits {
  perCoupon: number;
  total: number;
  transferHours: number;
}

const invalid = messageCode("holdLimits.invalid");
const whole = (max: number) =>
  z.coerce.number({ error: invalid }).int({ error: invalid }).min(1, { error: invalid }).max(max, { error: invalid });

export const holdLimitsSchema = z.object(
  { perCoupon: whole(HOLD_UNITS_MAX), total: whole(HOLD_UNITS_MAX), transferHours: whole(TRANSFER_HOURS_MAX) },
  { error: messageCode("common.invalidInput") },
);
export type HoldLimitsInput = z.input<typeof holdLimitsSchema>;
