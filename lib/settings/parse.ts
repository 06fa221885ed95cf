// The zod helpers every settings group parses with: empty strings count as unset (a `.env` line
// `DATABASE_URL=` must not switch engines), flags read "0", "false", "off" and "no" as off.
import { z } from "zod";

export const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUndefined, schema.default(fallback as never));
export const flag = (fallback: boolean) =>
  z.preprocess(
    (v) =>
      typeof v === "string" && v.trim() !== ""
        ? !["0", "false", "off", "no"].includes(v.trim().toLowerCase())
        : fallback,
    z.boolean(),
  );
