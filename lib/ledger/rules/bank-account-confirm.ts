// The bank account confirmation link's input (/vendedor/confirmar-cuenta?token=&negocio=): the
// business and the e-mailed token (43 base64url characters, an HMAC-SHA256).
import { z } from "@/lib/domain/zod";
import { messageCode } from "@/lib/domain/message-code";
import { uuidField } from "@/lib/domain/forms/fields";

export const confirmBankAccountSchema = z.object({
  businessId: uuidField("payoutHold.invalid"),
  token: z
    .string({ error: messageCode("payoutHold.invalid") })
    .regex(/^[A-Za-z0-9_-]{43}$/, messageCode("payoutHold.invalid")),
});
