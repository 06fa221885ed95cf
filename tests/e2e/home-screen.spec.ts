// Issue 17, item 9: a shopper can add CuponGT to the phone's home screen. The manifest names the
// app in Spanish and its icons are real PNGs of the sizes it declares; iOS gets its touch icon.
import { expect, test } from "@playwright/test";

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("the web app manifest is linked, complete and points at true-size PNG icons", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    short_name: "CuponGT",
    start_url: "/",
    display: "standalone",
    theme_color: "#0f8a5f",
    background_color: "#ffffff",
    lang: "es-GT",
  });
  expect(manifest.description).toMatch(/Guatemala/);
  const purposes = manifest.icons.map((i: { purpose: string }) => i.purpose);
  expect(purposes).toContain("maskable");
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(icon.type).toBe("image/png");
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
});

test("iOS finds a 180×180 apple-touch-icon", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="apple-touch-icon"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(pngSize(await res.body())).toEqual({ width: 180, height: 180 });
});

test("the conventional /apple-touch-icon.png answers too (iOS and crawlers probe it without a link)", async ({
  request,
}) => {
  const res = await request.get("/apple-touch-icon.png");
  expect(res.status()).toBe(200);
  expect(pngSize(await res.body())).toEqual({ width: 180, height: 180 });
});
