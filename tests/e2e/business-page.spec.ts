// SPEC 'Business pages' (/negocio/{slug}) with PRODUCT 1 and 8: server HTML, JSON-LD, 404.
import { expect, test } from "@playwright/test";

const SLUG = "la-toscana-zona-10";
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test("the business page is in the server HTML with its data, links and active coupons", async ({ request }) => {
  const res = await request.get(`/negocio/${SLUG}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // The heading is the name alone; 'Verificada' is a badge beside it with its own label.
  expect(html).toMatch(/<h1[^>]*>Pizzería La Toscana<\/h1>/);
  expect(html).toContain("Empresa verificada por CuponGT");
  expect(html).toContain("13 Calle 2-45, Zona 10");
  expect(html).toContain("+502 2367-4512");
  expect(html).toContain('href="tel:+50223674512"');
  expect(html).toContain('href="https://wa.me/50255123344"');
  expect(html).toContain("Verificada");
  expect(html).toContain("Lunes");
  // The branch's week; the business-wide box of the old model is gone once branches have hours.
  expect(html).toContain("12:00 p. m. – 10:00 p. m.");
  expect(html).not.toContain("12:00 – 22:00");
  expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1(&amp;|&)query=[^"]*Zona%2010/);
  expect(html).toMatch(/<a[^>]+href="\/negocio\/[0-9a-f-]{36}\/editar"[^>]*>.*Soy vendedor: Editar perfil/);
  expect(html).toMatch(/\d+ seguidor(es)?/);
  expect(html).toMatch(/\d+ cupones? activos?/);
  expect(html).toMatch(/href="\/cupon\/[0-9a-f-]{36}"/);
  expect(html).toContain(`<link rel="canonical" href="http`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
});

test("LocalBusiness and BreadcrumbList JSON-LD describe the business honestly", async ({ request }) => {
  const html = await (await request.get(`/negocio/${SLUG}`)).text();
  const docs = jsonLdOf(html);
  const lb = docs.find((d) => d["@type"] === "LocalBusiness") as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON
  expect(lb.name).toBe("Pizzería La Toscana");
  expect(lb.telephone).toBe("+502 2367-4512");
  expect(lb.url).toMatch(new RegExp(`/negocio/${SLUG}$`));
  expect(lb.image).toMatch(/^https?:\/\//);
  expect(lb.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: "Ciudad de Guatemala",
    addressCountry: "GT",
  });
  expect(lb.openingHoursSpecification).toHaveLength(7);
  expect(lb.openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: "https://schema.org/Monday",
    opens: "12:00",
    closes: "22:00",
  });
  const shownRating = /(\d\.\d) de 5 \((\d+) reseñas?\)/.exec(html);
  if (shownRating) {
    expect(lb.aggregateRating).toMatchObject({
      ratingValue: Number(shownRating[1]),
      reviewCount: Number(shownRating[2]),
    });
  } else {
    expect(html).toContain("Sin reseñas todavía");
    expect(lb.aggregateRating).toBeUndefined();
  }
  const crumbs = docs.find((d) => d["@type"] === "BreadcrumbList") as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Inicio", "Empresas", "Pizzería La Toscana"]);
  expect(crumbs.itemListElement[1]!.item).toMatch(/\/empresas$/);
});

test("active coupons are listed, each linking to its detail page", async ({ page }) => {
  await page.goto(`/negocio/${SLUG}`);
  const count = Number(
    /(\d+) cupones? activos?/.exec((await page.locator('[data-stat="coupons"]').textContent()) ?? "")?.[1],
  );
  const links = page.locator('section[aria-labelledby="coupons-title"] h3 a[href^="/cupon/"]');
  await expect(links).toHaveCount(count);
});

test("an unknown or malformed slug answers 404, never 500", async ({ request }) => {
  for (const slug of ["no-existe-este-negocio", "Bad%20Slug!", "x".repeat(61), "..%2F..%2Fetc", "%3Cscript%3E"]) {
    const res = await request.get(`/negocio/${slug}`);
    expect(res.status(), slug).toBe(404);
  }
});

test("the heading reads as the business name only, the verified badge has its own accessible label", async ({
  page,
}) => {
  await page.goto(`/negocio/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pizzería La Toscana");
  await expect(page.getByTestId("verified-badge")).toHaveAccessibleName(/Empresa verificada por CuponGT/);
});

// Issue 50 item 3: each branch's week is in the HTML; the 'Abierto ahora' line is the browser's own
// (the page is cached), so it is right at whatever time the visitor opens it.
test("each branch shows its week, and the browser says whether it is open now", async ({ page, request }) => {
  const html = await (await request.get(`/negocio/${SLUG}`)).text();
  expect(html).toContain('data-testid="branch-hours"');
  expect(html).toContain("12:00 p. m. – 10:00 p. m.");
  // Never frozen into the cached HTML: the line is empty until the browser writes it.
  expect(html).toMatch(/<p[^>]*data-testid="open-status"[^>]*><\/p>/);

  // Wednesday 2 December 2026, 13:00 in Guatemala (UTC-6): the restaurant is open until 22:00.
  await page.clock.setFixedTime(new Date("2026-12-02T13:00:00-06:00"));
  await page.goto(`/negocio/${SLUG}`);
  const status = page.getByTestId("open-status").first();
  await expect(status).toHaveText("Abierto ahora · cierra a las 10:00 p. m.");

  // The same cached page at 23:00: closed, opens tomorrow at noon.
  await page.clock.setFixedTime(new Date("2026-12-02T23:00:00-06:00"));
  await page.reload();
  await expect(status).toHaveText("Abre mañana a las 12:00 p. m.");
});

test("a branch's JSON-LD carries one OpeningHoursSpecification per range, lunch breaks included", async ({
  request,
}) => {
  const html = await (await request.get("/negocio/limpieza-brillante")).text();
  const lb = jsonLdOf(html).find((d) => d["@type"] === "LocalBusiness") as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON
  const branch = lb.location[0];
  expect(branch["@type"]).toBe("LocalBusiness");
  const monday = branch.openingHoursSpecification.filter(
    (s: { dayOfWeek: string }) => s.dayOfWeek === "https://schema.org/Monday",
  );
  expect(monday).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "08:00", closes: "12:30" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "14:00", closes: "18:00" },
  ]);
  // Five weekdays of two ranges, Saturday's one, no Sunday.
  expect(branch.openingHoursSpecification).toHaveLength(11);
  expect(lb.openingHoursSpecification).toEqual(branch.openingHoursSpecification);
  expect(html).toContain("8:00 a. m. – 12:30 p. m., 2:00 p. m. – 6:00 p. m.");
});
