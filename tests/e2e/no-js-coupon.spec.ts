// Issue 18: the coupon page's view sat in a Suspense with a skeleton. React sends a completed
// boundary that large as a `<div hidden id="S:…">` revealed by an inline script, so a reader or a
// crawler without JavaScript (and the cached HTML itself) had the skeleton in place and the coupon
// hidden. The view is now in the document in place; without JavaScript the six tab panels show one
// after another (the tabs cannot switch then).
import { expect, test } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { buildSeedReviews } from "@/lib/db/seed/reviews";
import { formatQuetzales } from "@/lib/domain/money";
import { presetCookieConsent } from "./helpers/shell";

const seeds = buildSeedCoupons();
const reviews = buildSeedReviews(seeds);
// As tests/e2e/coupon-detail.spec.ts picks its "normal" coupon: running, in stock, reviewed.
const coupon = seeds.find(
  (c) =>
    c.endsInHours > 2 && c.remaining > 10 && c.isFlashSale && reviews.filter((r) => r.couponKey === c.key).length >= 2,
)!;
const path = `/cupon/${seedId("coupon", coupon.key)}`;

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the coupon page shows its content in place, no skeleton and no hidden boundary", async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // No content sent hidden for a script to reveal, and no loading placeholder.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('<template id="B:');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);

    await expect(page.getByRole("heading", { level: 1, name: coupon.title })).toBeVisible();
    await expect(page.getByText(coupon.description, { exact: true })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText(formatQuetzales(coupon.discountPriceCents));
    await expect(page.getByTestId("price")).toBeVisible();
    await expect(page.locator("#comprar")).toContainText("Comprar este cupón");
    // Every panel, the reviews' among them, is readable though the tabs cannot switch.
    await expect(page.getByRole("tab", { name: /^Reseñas \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(coupon.details.longDescription!)).toBeVisible();
    await expect(page.getByTestId("rating-summary")).toBeVisible();
    await expect(page.getByTestId("review").first()).toBeVisible();
    await expect(
      page.getByRole("tabpanel").getByText(coupon.details.included![0]!, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText("Contactar vendedor")).toBeVisible();

    // The JSON-LD is in the document, not added by a script.
    const product = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els
          .map((e) => JSON.parse(e.textContent ?? "{}") as { "@type"?: string; name?: string })
          .find((d) => d["@type"] === "Product"),
      );
    expect(product?.name).toBe(coupon.title);
  });
});
