// SPEC 9 A/B call to action on coupon cards: assignment for 72 hours, button texts, click events
// under abTestEvents, and the variantA fallback when storage fails.
import { expect, test } from "@playwright/test";

const UUID_LINK = /^\/cupon\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOUR = 3600_000;

test.describe("A/B call to action on coupon cards (SPEC 9)", () => {
  const TEXTS = {
    variantA: ["CANJEAR AHORA", "AGREGAR AL CARRITO"],
    variantB: ["APROVECHAR HOY", "APROVECHAR OFERTA"],
  } as const;

  test("a 72-hour assignment is stored, the button text follows it and clicks are recorded", async ({ page }) => {
    await page.goto("/ultimos-minutos");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("abTestAssignment"))) ?? "null") as {
      variant: "variantA" | "variantB";
      assignedAt: string;
      expiresAt: string;
    };
    expect(["variantA", "variantB"]).toContain(stored.variant);
    expect(Date.parse(stored.expiresAt) - Date.parse(stored.assignedAt)).toBe(72 * HOUR);
    const cta = page.getByTestId("ab-cta").first();
    await expect(cta).toHaveAttribute("data-variant", stored.variant);
    expect(TEXTS[stored.variant] as readonly string[]).toContain((await cta.textContent())!.trim());
    expect(await cta.getAttribute("href")).toMatch(UUID_LINK);
    await cta.click();
    await page.waitForURL(/\/cupon\//);
    const events = JSON.parse((await page.evaluate(() => localStorage.getItem("abTestEvents"))) ?? "[]") as Array<
      Record<string, unknown>
    >;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventType: "cta_click", variant: stored.variant });
    expect(typeof events[0]!.id).toBe("string");
    expect(Number.isNaN(Date.parse(String(events[0]!.timestamp)))).toBe(false);
  });

  test("when storage fails the button falls back to variantA with a warning", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new Error("blocked");
      };
    });
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await page.goto("/ultimos-minutos");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const cta = page.getByTestId("ab-cta").first();
    await expect(cta).toHaveAttribute("data-variant", "variantA");
    expect(TEXTS.variantA as readonly string[]).toContain((await cta.textContent())!.trim());
    expect(warnings.some((w) => w.includes("A/B test storage unavailable"))).toBe(true);
  });
});
