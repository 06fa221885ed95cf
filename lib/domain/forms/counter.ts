// The counter's forms: what a scanner read or a cashier typed (a voucher link or a bare code), and
// the redemption an owner or manager undoes.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { parseScannedVoucher } from "../voucher-link";
import { uuidField } from "./fields";

/** A scan or a typed code -> the normalised code, or the "12 letters and numbers" message. */
export const counterScanSchema = z.object({
  scanned: z
    .string()
    .max(512, messageCode("orders.codeInvalid"))
    .transform((v) => parseScannedVoucher(v) ?? "")
    .pipe(z.string().min(1, messageCode("orders.codeInvalid"))),
});

export const undoRedemptionSchema = z.object({ redemptionId: uuidField("orders.undoNotFound") });

export type CounterScanInput = z.input<typeof counterScanSchema>;
export type UndoRedemptionInput = z.input<typeof undoRedemptionSchema>;
