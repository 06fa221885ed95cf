import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  parsePriceCents,
  publishCouponSchema,
  setCouponPausedSchema,
  updateCouponSchema,
} from "@/lib/domain/forms/coupon";
import { textOf } from "@/lib/i18n/messages";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), textOf(i.message)]));

const BUSINESS = "6f9619ff-8b86-4011-b42d-00c04fc964ff";
// "Now" is 2026-12-01 12:00 in Guatemala (18:00 UTC).
const NOW = new Date("2026-12-01T18:00:00Z");

const valid = {
  businessId: BUSINESS,
  title: "  2x1 en pizzas  ",
  description: "",
  imageUrl: "/uploads/coupons/pizza.webp",
  originalPrice: "200",
  discountPrice: "99.5",
  endTime: "2026-12-24T18:30",
  stock: "25",
  category: "",
  isFlashSale: "on",
};

describe("publishing a coupon (SPEC 5)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("parses a valid form: cents, Guatemala time, integer stock, default category 'General'", () => {
    expect(publishCouponSchema.parse(valid)).toEqual({
      businessId: BUSINESS,
      title: "2x1 en pizzas",
      description: null,
      titleEn: null,
      descriptionEn: null,
      finePrintEn: null,
      imageUrl: "/uploads/coupons/pizza.webp",
      originalPriceCents: 20000,
      discountPriceCents: 9950,
      endTime: new Date("2026-12-25T00:30:00Z"),
      stock: 25,
      category: "General",
      subcategory: null,
      isFlashSale: true,
      details: {},
      // Off unless the seller ticks "Requiere reserva"; a missed booking keeps the voucher by default.
      requiresBooking: false,
      noShowPolicy: "valido",
    });
    expect(publishCouponSchema.parse({ ...valid, isFlashSale: undefined }).isFlashSale).toBe(false);
    expect(publishCouponSchema.parse({ ...valid, requiresBooking: "on", noShowPolicy: "perdido" })).toMatchObject({
      requiresBooking: true,
      noShowPolicy: "perdido",
    });
  });

  it("needs a business: 'Selecciona un negocio antes de publicar.'", () => {
    for (const businessId of [undefined, "", "abc"]) {
      expect(errorsOf(publishCouponSchema.safeParse({ ...valid, businessId }))).toEqual({
        businessId: "Selecciona un negocio antes de publicar.",
      });
    }
  });

  it("needs a title of at most 120 characters", () => {
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, title: "  " }))).toEqual({
      title: "El título es obligatorio.",
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, title: "t".repeat(121) }))).toEqual({
      title: "El título admite como máximo 120 caracteres.",
    });
    expect(publishCouponSchema.parse({ ...valid, title: "t".repeat(120) }).title).toHaveLength(120);
  });

  it("checks prices: two decimals, above zero, at most Q100,000, discount not above original", () => {
    const priceError = (originalPrice: unknown, discountPrice: unknown = "1") =>
      errorsOf(publishCouponSchema.safeParse({ ...valid, originalPrice, discountPrice }));
    expect(priceError("10.999")).toEqual({
      originalPrice: "Ingresa un precio válido con hasta 2 decimales, por ejemplo 150.00.",
    });
    expect(priceError("abc")).toEqual({
      originalPrice: "Ingresa un precio válido con hasta 2 decimales, por ejemplo 150.00.",
    });
    expect(priceError("-5")).toEqual({
      originalPrice: "Ingresa un precio válido con hasta 2 decimales, por ejemplo 150.00.",
    });
    expect(priceError("0")).toEqual({ originalPrice: "El precio debe ser mayor que Q0.00." });
    expect(priceError("100000.01")).toEqual({ originalPrice: "El precio no puede superar Q100,000.00." });
    expect(priceError("100", "100.01")).toEqual({
      discountPrice: "El precio con descuento no puede ser mayor que el precio original.",
    });
    expect(priceError("100", "0.00")).toEqual({ discountPrice: "El precio debe ser mayor que Q0.00." });
    expect(
      publishCouponSchema.parse({ ...valid, originalPrice: "Q100,000.00", discountPrice: 100000 }).discountPriceCents,
    ).toBe(10_000_000);
  });

  it("needs an end date-time in the future on Guatemala's clock", () => {
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, endTime: "ayer" }))).toEqual({
      endTime: "Ingresa una fecha y hora de finalización válidas.",
    });
    // 11:59 in Guatemala is already past at 12:00 there, although 11:59 UTC would not be "earlier" in the same way.
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, endTime: "2026-12-01T11:59" }))).toEqual({
      endTime: "La fecha de finalización debe ser futura.",
    });
    expect(publishCouponSchema.parse({ ...valid, endTime: "2026-12-01T12:01" }).endTime.toISOString()).toBe(
      "2026-12-01T18:01:00.000Z",
    );
  });

  it("needs an integer stock from 1 to 100,000", () => {
    for (const stock of ["0", "100001", "2.5", "", "diez", -3]) {
      expect(errorsOf(publishCouponSchema.safeParse({ ...valid, stock }))).toEqual({
        stock: "El stock debe ser un número entero entre 1 y 100,000.",
      });
    }
    expect(publishCouponSchema.parse({ ...valid, stock: 100000 }).stock).toBe(100000);
  });

  it("takes a catalogue category (or 'General') and a subcategory of it", () => {
    expect(publishCouponSchema.parse({ ...valid, category: "belleza", subcategory: "unas" })).toMatchObject({
      category: "belleza",
      subcategory: "unas",
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, category: "spas" }))).toEqual({
      category: "Selecciona una categoría válida.",
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, category: "belleza", subcategory: "pizza" }))).toEqual({
      subcategory: "Selecciona una subcategoría de la categoría elegida.",
    });
  });

  it("keeps only the vertical attributes of the coupon's category", () => {
    const restaurant = publishCouponSchema.parse({
      ...valid,
      category: "restaurantes",
      details: { cuisine: "Italiana", deliveryTime: "30 min", difficulty: "Fácil" },
    });
    expect(restaurant.details).toEqual({ cuisine: "Italiana", deliveryTime: "30 min" });
    expect(
      errorsOf(publishCouponSchema.safeParse({ ...valid, category: "restaurantes", details: { cuisine: "Francesa" } })),
    ).toEqual({ "details.cuisine": "Selecciona un tipo de cocina válido." });
    const beauty = publishCouponSchema.parse({
      ...valid,
      category: "belleza",
      details: { cuisine: "Italiana", included: "Lavado\n\nSecado " },
    });
    expect(beauty.details).toEqual({ included: ["Lavado", "Secado"] });
  });

  it("requires what /experiencias and /viajes filter on", () => {
    const experience = publishCouponSchema.parse({
      ...valid,
      category: "experiencias-viajes",
      details: { kind: "experience", experienceType: "Aventura", difficulty: "Intermedio", durationHours: "3.5" },
    });
    expect(experience.details).toEqual({ experienceType: "Aventura", difficulty: "Intermedio", durationHours: 3.5 });
    expect(
      errorsOf(
        publishCouponSchema.safeParse({ ...valid, category: "experiencias-viajes", details: { kind: "experience" } }),
      ),
    ).toEqual({
      "details.experienceType": "Selecciona el tipo de experiencia.",
      "details.difficulty": "Selecciona la dificultad: Fácil, Intermedio o Avanzado.",
      "details.durationHours": "La duración debe estar entre 0.5 y 72 horas.",
    });
    const trip = publishCouponSchema.parse({
      ...valid,
      category: "experiencias-viajes",
      details: {
        kind: "trip",
        tripType: "Playa",
        days: "3",
        groupSize: "2-6 personas",
        includes: ["Hotel", "Transporte"],
      },
    });
    expect(trip.details).toEqual({
      tripType: "Playa",
      days: 3,
      groupSize: "2-6 personas",
      includes: ["Hotel", "Transporte"],
    });
    expect(
      errorsOf(
        publishCouponSchema.safeParse({
          ...valid,
          category: "experiencias-viajes",
          details: { kind: "trip", tripType: "Playa", days: "2.5" },
        }),
      ),
    ).toEqual({
      "details.days": "Los días deben ser un número entero entre 1 y 30.",
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, details: { highlights: Array(11).fill("x") } }))).toEqual(
      {
        "details.highlights": "Agrega como máximo 10 elementos de hasta 200 caracteres cada uno.",
      },
    );
  });

  it("rejects images that are neither a URL nor an upload", () => {
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, imageUrl: "file:///etc/passwd" }))).toEqual({
      imageUrl: "Ingresa una URL de imagen válida (https://...) o sube una imagen.",
    });
    expect(publishCouponSchema.parse({ ...valid, imageUrl: "" }).imageUrl).toBeNull();
  });

  it("needs the coupon id to update and to pause", () => {
    expect(errorsOf(updateCouponSchema.safeParse({ ...valid, id: "x" }))).toEqual({ id: "ID inválido" });
    expect(updateCouponSchema.parse({ ...valid, id: BUSINESS }).id).toBe(BUSINESS);
    expect(setCouponPausedSchema.parse({ id: BUSINESS, paused: "true" })).toEqual({ id: BUSINESS, paused: true });
    expect(setCouponPausedSchema.parse({ id: BUSINESS, paused: false })).toEqual({ id: BUSINESS, paused: false });
  });
});

describe("parsePriceCents", () => {
  it("reads two-decimal amounts exactly", () => {
    expect(parsePriceCents("0.10")).toBe(10);
    expect(parsePriceCents("1,234.5")).toBe(123450);
    expect(parsePriceCents(19.99)).toBe(1999);
    expect(parsePriceCents(0.1 + 0.2)).toBe(30);
    expect(parsePriceCents(1.005)).toBeNull();
    expect(parsePriceCents("1e3")).toBeNull();
    expect(parsePriceCents("12,34")).toBeNull();
    expect(parsePriceCents(null)).toBeNull();
  });
});

describe("no coupon may claim 'IVA incluido' (issue 17: checkout adds IVA on top)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses the claim in the title, the description and every list, in Spanish, naming the field", () => {
    const refused =
      "Quita «IVA incluido»: el IVA (12%) se suma al pagar, así que el cupón no puede decir que lo incluye.";
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, title: "Pizza familiar IVA incluido" }))).toEqual({
      title: refused,
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, description: "Precio final, incluye IVA." }))).toEqual({
      description: refused,
    });
    const lists = publishCouponSchema.safeParse({
      ...valid,
      details: { included: "Bebida\nIVA incluido", restrictions: ["Impuestos incluidos"] },
    });
    expect(errorsOf(lists)).toEqual({ "details.included": refused, "details.restrictions": refused });
    expect(
      errorsOf(updateCouponSchema.safeParse({ ...valid, id: BUSINESS, details: { highlights: ["Precio con IVA"] } })),
    ).toEqual({ "details.highlights": refused });
  });

  it("takes an optional English version with the Spanish fields' limits", () => {
    const english = publishCouponSchema.parse({
      ...valid,
      titleEn: "  2x1 pizzas ",
      descriptionEn: "Two wood-fired pizzas.",
      finePrintEn: " Not combinable \n\n Dine-in only ",
    });
    expect(english).toMatchObject({
      titleEn: "2x1 pizzas",
      descriptionEn: "Two wood-fired pizzas.",
      finePrintEn: "Not combinable\nDine-in only",
    });
    expect(publishCouponSchema.parse({ ...valid, finePrintEn: ["A", " ", "B"] }).finePrintEn).toBe("A\nB");
    expect(
      errorsOf(
        publishCouponSchema.safeParse({
          ...valid,
          titleEn: "t".repeat(121),
          descriptionEn: "d".repeat(2001),
          finePrintEn: Array.from({ length: 11 }, (_, i) => `Line ${i}`).join("\n"),
        }),
      ),
    ).toEqual({
      titleEn: "El título en inglés admite como máximo 120 caracteres.",
      descriptionEn: "La descripción en inglés admite como máximo 2,000 caracteres.",
      finePrintEn: "Agrega como máximo 10 términos en inglés de hasta 200 caracteres cada uno.",
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, finePrintEn: "x".repeat(201) }))).toEqual({
      finePrintEn: "Agrega como máximo 10 términos en inglés de hasta 200 caracteres cada uno.",
    });
    expect(errorsOf(publishCouponSchema.safeParse({ ...valid, descriptionEn: "Price includes tax." }))).toEqual({
      descriptionEn:
        "Quita «IVA incluido»: el IVA (12%) se suma al pagar, así que el cupón no puede decir que lo incluye.",
    });
  });

  it("accepts honest lines that mention IVA otherwise", () => {
    const ok = publishCouponSchema.safeParse({
      ...valid,
      description: "El IVA se suma al pagar.",
      details: { included: ["Factura con NIT"] },
    });
    expect(ok.success).toBe(true);
  });
});
