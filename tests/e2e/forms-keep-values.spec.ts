// A refused save keeps every value the person typed and marks the one field that was wrong
// (aria-invalid, its message beside it, the focus on it). Walks each form of the business edit
// page with one bad field; one signed-in page for the whole walk.
import { expect, test, type Locator } from "@playwright/test";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

interface FormCase {
  name: string;
  form: (page: import("@playwright/test").Page) => Locator;
  fields: readonly (readonly [label: string | RegExp, value: string])[];
  bad: readonly [label: string, value: string, message: string | RegExp];
  submit: string | RegExp;
  before?: (form: Locator) => Promise<void>;
}

const FORMS: FormCase[] = [
  {
    name: "FEL emitter data",
    form: (page) => page.getByTestId("fel-profile-form"),
    fields: [
      ["Razón social o nombre del contribuyente", "Estética Prueba, S.A."],
      ["Nombre comercial del establecimiento", "Estética Prueba"],
      ["Código de establecimiento (SAT)", "2"],
      ["Dirección del establecimiento", "4a calle 3-12 zona 2"],
      ["Código postal", "03001"],
      ["Municipio", "Antigua Guatemala"],
      ["Departamento", "Sacatepéquez"],
    ],
    bad: ["NIT del emisor", "12345678", "Escribe un NIT válido (sin guion o con él, por ejemplo 1234567-8)."],
    submit: "Guardar datos de facturación",
  },
  {
    name: "bank account",
    form: (page) => page.getByTestId("bank-account-form"),
    before: async (form) => {
      await form.getByLabel("Banco", { exact: true }).selectOption("industrial");
      await form.getByLabel("Monetaria").check();
    },
    fields: [
      [/^Número de cuenta/, "1234567890"],
      ["Nombre del titular", "Estética Prueba, S.A."],
    ],
    bad: ["NIT del titular", "12345678", /NIT/],
    submit: /cuenta bancaria$/,
  },
  {
    name: "business profile",
    form: (page) => page.getByRole("form", { name: "Editar perfil del negocio" }),
    fields: [
      ["Nombre", "Belle Piel Estética"],
      ["Teléfono", "+502 7832 1100"],
    ],
    bad: ["Sitio web", "no es una web", "Ingresa una dirección web válida, por ejemplo https://minegocio.com."],
    submit: "Guardar cambios",
  },
];

test("every form of the business edit page keeps what was typed when one field is refused", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await presetCookieConsent(context);
  await signIn(page, DEMO.seller);
  await page.goto(`/negocio/${seedId("business", "belle-piel-antigua")}/editar`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  for (const c of FORMS) {
    await test.step(c.name, async () => {
      const form = c.form(page);
      await c.before?.(form);
      // Found again by name after the save: a label that wraps its message changes its own name.
      const field = (label: string | RegExp) => form.getByLabel(label, { exact: typeof label === "string" });
      const byName = async (label: string | RegExp) =>
        form.locator(`[name="${await field(label).getAttribute("name")}"]`);
      const kept: [Locator, string][] = [];
      for (const [label, value] of c.fields) {
        await field(label).fill(value);
        kept.push([await byName(label), value]);
      }
      const [badLabel, badValue, message] = c.bad;
      await form.getByLabel(badLabel, { exact: true }).fill(badValue);
      const bad = await byName(badLabel);
      await form.getByRole("button", { name: c.submit }).click();

      await expect(bad).toHaveAttribute("aria-invalid", "true");
      await expect(bad).toBeFocused();
      // The message beside it is the one the field points at (a hint may be named there too).
      const errorId = (await bad.getAttribute("aria-describedby"))?.split(" ").find((id) => id.endsWith("-error"));
      expect(errorId).toBeTruthy();
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
      await expect(bad).toHaveValue(badValue);
      for (const [field, value] of kept) await expect(field).toHaveValue(value);
    });
  }
});
