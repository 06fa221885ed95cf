import { z } from "./zod";
import { messageCode } from "./message-code";

const m = (key: string) => messageCode(`profilePage.validation.${key}`);

/** An avatar is an uploaded file's path (/uploads/...) or an http(s) URL; empty clears it. */
export const imageUrlField = (invalidMessage: string) =>
  z
    .string()
    .max(2048, invalidMessage)
    .trim()
    .refine(
      (value) => value === "" || /^\/uploads\/[A-Za-z0-9._-]+$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
      invalidMessage,
    )
    .transform((value) => value || null);

export const profileSchema = z.object({
  displayName: z
    .string()
    .max(10_000)
    .trim()
    .max(80, m("displayNameTooLong"))
    .transform((value) => value || null),
  avatarUrl: imageUrlField(m("avatarInvalid")),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileOutput = z.output<typeof profileSchema>;
