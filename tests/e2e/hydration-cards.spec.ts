// Issue 18: coupon cards, category and business tiles and JSON-LD are client components now; the
// server HTML and the browser's first render must agree, or React throws the server HTML away.
import { expect, test } from "@playwright/test";

for (const path of ["/", "/buscar?q=pizza", "/categoria/restaurantes"]) {
  test(`no hydration error on ${path}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("coupon-card").first()).toBeVisible();
    expect(errors.filter((e) => /hydrat|#418|#423|#425|did not match/i.test(e))).toEqual([]);
  });
}
