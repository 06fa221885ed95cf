import { describe, expect, it } from "vitest";
import { codeText, wordedResolver, type Translate } from "@/components/forms/code-text";
import { messageCode } from "@/lib/domain/message-code";
import { message } from "@/lib/i18n/messages";

/** A translator of one namespace over the real messages, as next-intl's useTranslations gives. */
const translator = (namespace: string): Translate =>
  Object.assign((key: string, values?: Record<string, string | number>) => message(`${namespace}.${key}`, values), {
    has: (key: string) => {
      try {
        message(`${namespace}.${key}`);
        return true;
      } catch {
        return false;
      }
    },
  });

describe("codeText", () => {
  it("words a code by the translator of its namespace, values included", () => {
    const t = { orders: translator("orders"), "auth.validation": translator("auth.validation") };
    expect(codeText("auth.validation.emailInvalid", t)).toBe("Ingresa un email válido.");
    expect(codeText(messageCode("orders.tooManyUnits", { max: 50 }), t)).toBe(
      "Puedes comprar hasta 50 unidades de cada cupón.",
    );
    // No translator for it (or an unknown key): the code itself, never a crash.
    expect(codeText("reviews.failed", t)).toBe("reviews.failed");
    expect(codeText("orders.nope", t)).toBe("orders.nope");
  });

  it("wordedResolver words every error message, nested ones too, and leaves refs alone", async () => {
    const ref = { focus: () => {} };
    const inner = async () => ({
      values: {},
      errors: {
        email: { type: "custom", message: "checkout.invalid", ref },
        details: { days: { type: "custom", message: "checkout.emailInvalid" } },
      },
    });
    const resolver = wordedResolver(inner as never, (code) => codeText(code, { checkout: translator("checkout") }));
    const result = (await resolver({}, undefined, {} as never)) as { errors: Record<string, Record<string, unknown>> };
    expect(result.errors.email).toEqual({ type: "custom", message: "Por favor completa todos los campos", ref });
    expect(result.errors.email!.ref).toBe(ref);
    expect(result.errors.details).toEqual({ days: { type: "custom", message: "Ingresa un email válido." } });
  });

  it("keeps a field array's errors an array, rows without errors left as holes", async () => {
    const rows: unknown[] = [];
    rows[1] = { opens: { type: "custom", message: "checkout.invalid" } };
    const inner = async () => ({ values: {}, errors: { hours: rows } });
    const resolver = wordedResolver(inner as never, (code) => codeText(code, { checkout: translator("checkout") }));
    const result = (await resolver({}, undefined, {} as never)) as unknown as { errors: { hours: unknown[] } };
    expect(Array.isArray(result.errors.hours)).toBe(true);
    expect(0 in result.errors.hours).toBe(false);
    expect(result.errors.hours[1]).toEqual({
      opens: { type: "custom", message: "Por favor completa todos los campos" },
    });
  });
});
