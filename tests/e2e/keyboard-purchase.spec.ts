// Issue 50 item 8: a purchase with the keyboard only (Tab, Enter and Escape; typing into the
// checkout's fields), from the home to the voucher on /mis-cupones. After every key the focused
// element must be one a sighted keyboard user can find: on screen, not the page's body, drawn with
// a focus ring (an outline or a box-shadow ring), and inside the open dialog when one is open.
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers/auth";
import { APPROVED_CARD } from "./helpers/checkout";
import { DESKTOP_VIEWPORT, presetCookieConsent } from "./helpers/shell";

test.use({ viewport: DESKTOP_VIEWPORT });

interface Focus {
  tag: string;
  name: string;
  href: string;
  label: string;
  problem: string | null;
}

/** Where the focus is, and what (if anything) hides it from a sighted keyboard user. */
function focusState(): Focus {
  const el = document.activeElement as HTMLElement | null;
  const describe = (problem: string | null): Focus => ({
    tag: el?.tagName.toLowerCase() ?? "",
    name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 80),
    href: el?.getAttribute("href") ?? "",
    label: (el as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? "",
    problem,
  });
  if (!el || el === document.body || el === document.documentElement) return describe("focus lost (on the body)");
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return describe("focused element has no box");
  if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth)
    return describe("focused element is off screen");
  // A ring is an outline, or a box-shadow with a spread (Tailwind's ring-*; a plain drop shadow
  // has none), on the element or on the frame a composite control draws it on (focus-within: the
  // search field's box), up to two levels up.
  const drawsRing = (node: Element) => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return true;
    return style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
      const lengths = layer.match(/-?[\d.]+px/g) ?? [];
      const transparent = /rgba?\([^)]*,\s*0\)|transparent|\/ 0\)/.test(layer);
      return lengths.length >= 4 && parseFloat(lengths[3]!) > 0 && !transparent;
    });
  };
  const frames = [el, el.parentElement, el.parentElement?.parentElement].filter((n): n is HTMLElement => !!n);
  const ring = frames.some((node, i) => drawsRing(node) && (i === 0 || node.matches(":focus-within")));
  if (!ring) return describe("no visible focus ring");
  const dialogs = [...document.querySelectorAll("[role=dialog], [role=alertdialog]")].filter(
    (d) => (d as HTMLElement).offsetParent !== null || getComputedStyle(d).position === "fixed",
  );
  const top = dialogs.at(-1);
  if (top && !top.contains(el)) return describe("focus is behind the open dialog");
  return describe(null);
}

/**
 * Presses `key` and checks the focus. An Enter that follows a link starts a new page, whose focus
 * is rightly the document's start: not checked (the next Tab is).
 */
async function press(page: Page, key: "Tab" | "Enter" | "Escape", navigates = false): Promise<Focus | null> {
  await page.keyboard.press(key);
  if (navigates) return null;
  // Rings fade in (transition-[box-shadow]): the focus gets a second to show.
  let focus = await page.evaluate(focusState);
  for (let waited = 0; focus.problem && waited < 1000; waited += 100) {
    await page.waitForTimeout(100);
    focus = await page.evaluate(focusState);
  }
  expect(focus.problem, `after ${key}: ${focus.problem} on <${focus.tag}> "${focus.name}"`).toBeNull();
  return focus;
}

/** Tabs until `wanted` holds for the focused element (at most `max` presses). */
async function tabTo(page: Page, wanted: (f: Focus) => boolean, what: string, max = 150): Promise<Focus> {
  for (let i = 0; i < max; i++) {
    const focus = (await press(page, "Tab"))!;
    if (wanted(focus)) return focus;
  }
  throw new Error(`Tab never reached ${what}`);
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test("a keyboard-only purchase: home, coupon, cart, checkout, voucher", async ({ page, context }) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  await signIn(page, DEMO.buyer);
  await page.goto("/");
  await hydrated(page);

  // Home -> a coupon.
  await tabTo(page, (f) => f.tag === "a" && f.href.startsWith("/cupon/"), "a coupon card");
  await press(page, "Enter", true);
  await page.waitForURL(/\/cupon\//);
  await hydrated(page);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

  // Add to cart: the cart opens with the focus inside; Escape closes it and gives the focus back.
  const buy = (f: Focus) => f.name === "Comprar este cupón";
  await tabTo(page, buy, "'Comprar este cupón'");
  await press(page, "Enter");
  const cart = page.getByRole("dialog", { name: "Tu carrito" });
  await expect(cart).toBeVisible();
  // The sheet slides in: its focused element reaches the screen when the animation ends.
  await expect.poll(async () => (await page.evaluate(focusState)).problem).toBeNull();
  await press(page, "Escape");
  await expect(cart).toBeHidden();
  expect(buy(await page.evaluate(focusState)), "the focus returns to the button that opened the cart").toBe(true);

  // The cart again (a second unit), then 'Pagar'.
  await press(page, "Enter");
  await expect(cart).toBeVisible();
  await tabTo(page, (f) => f.tag === "button" && f.name === "Pagar", "the cart's 'Pagar'", 40);
  await press(page, "Enter");
  const checkout = page.getByRole("dialog", { name: "Finalizar compra" });
  await expect(checkout).toBeVisible();

  // The checkout's fields, typed in as they are reached, then 'Pagar Q…'.
  const values: Record<string, string> = {
    "Nombre completo": "Ana López",
    "Correo electrónico": DEMO.buyer,
    Teléfono: "5555-1234",
    Ciudad: "Guatemala",
    Dirección: "6a Avenida 10-20, Zona 1",
    "Número de tarjeta": APPROVED_CARD,
    Vencimiento: "1229",
    CVV: "123",
    "Nombre en la tarjeta": "ANA LOPEZ",
  };
  const filled = new Set<string>();
  for (let i = 0; ; i++) {
    expect(i, "Tab reaches every field and then 'Pagar Q…'").toBeLessThan(80);
    const focus = (await press(page, "Tab"))!;
    const value = values[focus.label];
    if (value !== undefined && !filled.has(focus.label)) {
      await page.keyboard.type(value);
      filled.add(focus.label);
    }
    if (focus.tag === "button" && focus.name.startsWith("Pagar Q") && filled.size === Object.keys(values).length) break;
  }
  await press(page, "Enter", true);
  await page.waitForURL((url) => url.pathname === "/pago-exitoso", { timeout: 30_000 });
  await hydrated(page);

  // The success page -> /mis-cupones -> the voucher.
  await tabTo(
    page,
    (f) => f.tag === "a" && f.href === "/mis-cupones" && !f.name.startsWith("Saltar"),
    "a link to /mis-cupones",
  );
  await press(page, "Enter", true);
  await page.waitForURL((url) => url.pathname === "/mis-cupones");
  await hydrated(page);
  const voucher = page.getByTestId("voucher").filter({ hasText: title }).first();
  await expect(voucher).toBeVisible();
  for (let i = 0; ; i++) {
    expect(i, "Tab reaches the new voucher").toBeLessThan(150);
    await press(page, "Tab");
    if (await voucher.evaluate((v) => v.contains(document.activeElement))) break;
  }
});
