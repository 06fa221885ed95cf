// Bookings end to end: the seller sets a branch's booking schedule and marks a coupon "Requiere
// reserva"; a shopper buys two, books a time, sees it on /mis-cupones, receives the invitation
// (parsed by ical.js: REQUEST, SEQUENCE 0, Guatemala's zone), changes it (the update's SEQUENCE is
// 1, same UID); the seller checks the shopper in on the calendar, which redeems the voucher; the
// second voucher's booking is refunded and its place is free again on the calendar.
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, DEMO_PASSWORD, signIn, signUp, uniqueEmail } from "./helpers/auth";
import { addFromCouponPage, fillCheckout, openCart, payButton } from "./helpers/checkout";
import { gotoShell, presetCookieConsent } from "./helpers/shell";

// A beauty coupon of the demo seller's Antigua business that no other spec buys or edits.
const coupon = buildSeedCoupons().find((c) => c.key === "belleza-maquillaje-03")!;
const couponId = seedId("coupon", coupon.key);
const businessId = seedId("business", coupon.businessSlug);

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

/** The invitation attached to the newest mail to `email` with `subject`, parsed. */
async function invitation(page: Page, email: string, subject: string): Promise<ICAL.Component> {
  let text = "";
  await expect(async () => {
    await page.goto(`/dev/correo?para=${encodeURIComponent(email)}`);
    const mail = page.getByTestId("outbox-mail").filter({ hasText: subject }).first();
    const href = await mail.getByTestId("outbox-attachment").filter({ hasText: "reserva.ics" }).getAttribute("href", {
      timeout: 1000,
    });
    text = Buffer.from(href!.split(",")[1]!, "base64").toString("utf8");
    expect(text).toContain("BEGIN:VCALENDAR");
  }).toPass({ timeout: 20_000 });
  return new ICAL.Component(ICAL.parse(text));
}

test("the seller opens bookings, a shopper books, gets the invitation, changes it, is checked in; a refund frees the slot", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The seller: the branch's booking settings (one place per hour, bookable right away) and the coupon.
  await signIn(page, DEMO.seller);
  await page.goto(`/vendedor/reservas?negocio=${businessId}`);
  await page.getByRole("link", { name: "Ajustes de reservas" }).first().click();
  await page.waitForURL(/\/vendedor\/reservas\/ajustes\?/);
  const branchId = new URL(page.url()).searchParams.get("sucursal")!;
  await hydrated(page);
  await page.getByLabel("Duración de cada horario (minutos)").fill("60");
  await page.getByLabel("Reservas por horario").fill("1");
  await page.getByLabel("Anticipación mínima (horas)").fill("0");
  await page.getByLabel("Días hacia adelante que se puede reservar").fill("30");
  await page.getByLabel("Horas antes del horario en que el cliente aún puede cambiar o cancelar").fill("1");
  await page.getByRole("button", { name: "Guardar ajustes" }).click();
  await expect(page.getByText("Ajustes de reservas guardados.")).toBeVisible();

  await page.goto(`/vendedor/cupones/${couponId}/editar`);
  await hydrated(page);
  const edit = page.getByRole("form", { name: "Editar cupón" });
  await edit.getByLabel("Requiere reserva").check();
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Cupón actualizado")).toBeVisible();
  await expect(async () => {
    const html = await (await page.request.get(`/cupon/${couponId}`)).text();
    expect(html).toContain("Requiere reserva");
  }).toPass({ timeout: 60_000 });

  // The shopper buys two and books the first one's time.
  const shopper = await browser.newPage();
  const email = uniqueEmail("reserva");
  await signUp(shopper, { firstName: "Ana", lastName: "López", email, password: DEMO_PASSWORD });
  await signIn(shopper, email);
  await gotoShell(shopper, `/cupon/${couponId}`);
  await addFromCouponPage(shopper);
  await openCart(shopper);
  const cart = shopper.getByRole("dialog", { name: "Tu carrito" });
  await cart.getByRole("button", { name: `Agregar uno de ${coupon.title}` }).click();
  await cart.getByRole("button", { name: "Pagar", exact: true }).click();
  await fillCheckout(shopper, { name: "Ana López", email });
  await payButton(shopper.getByRole("dialog", { name: "Finalizar compra" })).click();
  await shopper.waitForURL((url) => url.pathname === "/pago-exitoso");
  // Right after paying: a 'Reservar tu horario' link per voucher.
  await expect(shopper.getByTestId("after-payment-bookings").getByRole("link")).toHaveCount(2);

  await gotoShell(shopper, "/mis-cupones");
  const cards = shopper.getByTestId("voucher").filter({ hasText: coupon.title });
  await expect(cards).toHaveCount(2);
  await cards
    .first()
    .getByRole("link", { name: `Reservar horario para ${coupon.title}` })
    .click();
  await shopper.waitForURL(/\/mis-cupones\/[0-9a-f-]{36}\/reservar/);
  const bookingPath = new URL(shopper.url()).pathname;
  await shopper.goto(`${bookingPath}?sucursal=${branchId}`);
  // The second day offered: far enough from now for the change below.
  await shopper.getByTestId("booking-days").getByRole("link").nth(1).click();
  await shopper.waitForURL(/dia=\d{4}-\d{2}-\d{2}/);
  const day = new URL(shopper.url()).searchParams.get("dia")!;
  await hydrated(shopper);
  const times = shopper.getByRole("button", { name: /^Reservar el / });
  await times.first().click();
  await expect(shopper.getByText("¡Listo! Tu reserva quedó confirmada.")).toBeVisible();
  await gotoShell(shopper, "/mis-cupones");
  await expect(shopper.getByTestId("voucher-booking").first()).toContainText("Reserva:");

  const first = await invitation(shopper, email, "Tu reserva está confirmada");
  expect(first.getFirstPropertyValue("method")).toBe("REQUEST");
  const event = first.getFirstSubcomponent("vevent")!;
  expect(event.getFirstPropertyValue("sequence")).toBe(0);
  expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Guatemala");
  const uid = event.getFirstPropertyValue("uid");

  // The shopper changes to another time of that day: an update with the same UID, SEQUENCE 1.
  await gotoShell(shopper, "/mis-cupones");
  await shopper.getByRole("link", { name: `Cambiar la reserva de ${coupon.title}` }).click();
  await shopper.getByTestId("booking-change").click();
  await shopper.waitForURL(/cambiar=/);
  await shopper.goto(`${shopper.url()}&sucursal=${branchId}&dia=${day}`);
  await hydrated(shopper);
  await shopper
    .getByRole("button", { name: /^Reservar el / })
    .nth(1)
    .click();
  await expect(shopper.getByText("Listo: cambiamos tu reserva.")).toBeVisible();
  const update = (await invitation(shopper, email, "Tu reserva cambió")).getFirstSubcomponent("vevent")!;
  expect(update.getFirstPropertyValue("uid")).toBe(uid);
  expect(update.getFirstPropertyValue("sequence")).toBe(1);

  // The second voucher books the first time, now free again.
  await gotoShell(shopper, "/mis-cupones");
  await shopper.getByRole("link", { name: `Reservar horario para ${coupon.title}` }).click();
  await shopper.waitForURL(/\/reservar$/);
  await shopper.goto(`${new URL(shopper.url()).pathname}?sucursal=${branchId}&dia=${day}`);
  await hydrated(shopper);
  await shopper
    .getByRole("button", { name: /^Reservar el / })
    .first()
    .click();
  await expect(shopper.getByText("¡Listo! Tu reserva quedó confirmada.")).toBeVisible();

  // The seller's day: both bookings; check in the first, which redeems its voucher.
  const calendar = `/vendedor/reservas?negocio=${businessId}&sucursal=${branchId}&dia=${day}`;
  await page.goto(calendar);
  await hydrated(page);
  const items = page.getByTestId("booking-item").filter({ hasText: "Ana L." });
  await expect(items).toHaveCount(2);
  // In time order: the second voucher's (the first time, freed by the change) then the first's.
  const slots = page.getByTestId("booking-slot").filter({ has: page.getByTestId("booking-item") });
  await expect(slots).toHaveCount(2);
  const freedTime = (await slots.first().locator("span").first().textContent())!;
  await expect(slots.first().getByTestId("booking-slot-free")).toHaveText("Sin lugares libres de 1");
  await slots.nth(1).getByTestId("booking-check-in").click();
  await expect(page.getByText("Canjeado.")).toBeVisible();
  await gotoShell(shopper, "/mis-cupones");
  await expect(
    shopper.locator('[data-testid="voucher"][data-state="canjeado"]').filter({ hasText: coupon.title }),
  ).toHaveCount(1);

  // The shopper refunds the other voucher: its booking is cancelled and the place is free again.
  const booked = shopper.locator('[data-testid="voucher"][data-state="vigente"]').filter({ hasText: coupon.title });
  await booked.getByRole("button", { name: "Solicitar reembolso" }).click();
  await shopper
    .getByRole("alertdialog", { name: "¿Solicitar el reembolso de este cupón?" })
    .getByRole("button", { name: "Sí, reembolsar" })
    .click();
  await expect(shopper.getByText(/^Reembolso solicitado/).first()).toBeVisible();
  await page.goto(calendar);
  await expect(page.getByTestId("booking-item").filter({ hasText: "Ana L." })).toHaveCount(1);
  const freed = page.getByTestId("booking-slot").filter({ hasText: freedTime });
  await expect(freed.getByTestId("booking-slot-free")).toHaveText("1 lugar libre de 1");
  await shopper.close();
});
