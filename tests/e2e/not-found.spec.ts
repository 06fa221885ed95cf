import { expect, test } from "@playwright/test";

// SPEC 2: any other path shows the English not-found page, 'Oops! Page not found', with a link home.
test.describe("not-found page", () => {
  test("an unknown path answers 404 with the English page and a link home", async ({ page }) => {
    const response = await page.goto("/ruta-que-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Oops! Page not found/);
    // The Spanish shell is not part of the 404 page.
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toHaveCount(0);

    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-GT");
  });

  test("locale-prefixed paths are not routes", async ({ request }) => {
    for (const path of ["/es/buscar", "/es", "/en/ruta"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });
});
