// Issue 50.3: the owner types a branch's week in the branch form (several ranges a day, closed days),
// a wrong week is refused with the day named and nothing saved, and the business page and its
// JSON-LD show the saved week.
import { expect, test } from "@playwright/test";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn } from "./helpers/auth";
import { jsonLdOfType } from "./helpers/html";
import { presetCookieConsent } from "./helpers/shell";

// Owned by vendedor@; business-edit.spec only manages its team, nobody else reads its hours.
const SLUG = "volcan-aventura-tours";
type Spec = { dayOfWeek: string; opens: string; closes: string };

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test("the owner sets a branch's week: a lunch break on Monday, Sunday closed; an overlap is refused", async ({
  page,
}) => {
  await signIn(page, DEMO.seller);
  await page.goto(`/negocio/${seedId("business", SLUG)}/editar`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByTestId("branch-form").first();
  const monday = form.getByRole("group", { name: "Lunes" });
  const sunday = form.getByRole("group", { name: "Domingo" });

  // Start from a closed Monday and Sunday, whatever the seed gave them.
  for (const day of [monday, sunday]) {
    const remove = day.getByRole("button", { name: /Quitar horario/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await expect(day.getByText("Cerrado")).toBeVisible();
  }

  // Two ranges that overlap: refused, the day named, nothing saved.
  await monday.getByRole("button", { name: /Agregar horario/ }).click();
  await monday.getByLabel("Abre (Lunes)").first().fill("08:00");
  await monday.getByLabel("Cierra (Lunes)").first().fill("12:30");
  await monday.getByRole("button", { name: /Agregar horario/ }).click();
  // The second range starts where the first ends; make it start inside the first.
  await expect(monday.getByLabel("Abre (Lunes)").nth(1)).toHaveValue("12:30");
  await monday.getByLabel("Abre (Lunes)").nth(1).fill("12:00");
  await monday.getByLabel("Cierra (Lunes)").nth(1).fill("17:00");
  await form.getByRole("button", { name: "Guardar sucursal" }).click();
  await expect(form.getByText("Los horarios se traslapan el lunes.")).toBeVisible();
  await expect(page.getByText("Sucursal guardada.")).toHaveCount(0);

  // Fixed: a lunch break from 12:30 to 14:00.
  await monday.getByLabel("Abre (Lunes)").nth(1).fill("14:00");
  await form.getByRole("button", { name: "Guardar sucursal" }).click();
  await expect(page.getByText("Sucursal guardada.")).toBeVisible();

  // The form reads the saved week back, and the public page (regenerated on the save) shows it.
  await page.reload();
  await expect(form.getByRole("group", { name: "Lunes" }).getByLabel("Abre (Lunes)")).toHaveCount(2);
  await expect(form.getByRole("group", { name: "Domingo" }).getByText("Cerrado")).toBeVisible();
  await expect(async () => {
    const html = await (await page.request.get(`/negocio/${SLUG}`)).text();
    expect(html).toContain("8:00 a. m. – 12:30 p. m., 2:00 p. m. – 5:00 p. m.");
    const week = jsonLdOfType(html, "LocalBusiness").openingHoursSpecification as Spec[];
    const ranges = (day: string) =>
      week.filter((s) => s.dayOfWeek === `https://schema.org/${day}`).map((s) => `${s.opens}-${s.closes}`);
    expect(ranges("Monday")).toEqual(["08:00-12:30", "14:00-17:00"]);
    expect(ranges("Sunday")).toEqual([]);
  }).toPass({ timeout: 15_000 });
});
