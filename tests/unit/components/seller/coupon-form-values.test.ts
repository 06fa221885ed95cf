import { describe, expect, it } from "vitest";
import { couponToValues, emptyCouponValues } from "@/components/seller/coupon-form-values";
import { publishCouponSchema } from "@/lib/domain/forms/coupon";
import { wordedParse } from "../../helpers/worded";

const BUSINESS = "3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f";

describe("coupon form values", () => {
  it("an empty form has no English version, and parses it as none", () => {
    const values = { ...emptyCouponValues(BUSINESS), title: "Cena", originalPrice: "100", discountPrice: "50" };
    expect(values).toMatchObject({ titleEn: "", descriptionEn: "", finePrintEn: "" });
    const parsed = publishCouponSchema.parse({ ...values, endTime: "2030-06-15T18:30", stock: "5" });
    expect(parsed).toMatchObject({ titleEn: null, descriptionEn: null, finePrintEn: null });
  });

  it("an empty form defaults the category to 'General' and asks for a business first", () => {
    const values = emptyCouponValues();
    expect(values.category).toBe("General");
    const parsed = wordedParse(publishCouponSchema, values);
    expect(parsed.success).toBe(false);
    const businessIssue = parsed.error?.issues.find((i) => i.path.join(".") === "businessId");
    expect(businessIssue?.message).toBe("Selecciona un negocio antes de publicar.");
  });

  it("an existing coupon fills the edit form and parses back to the same coupon", () => {
    const endTime = "2030-06-16T00:30:00.000Z"; // 15 Jun 2030 18:30 in Guatemala (UTC-6)
    const values = couponToValues({
      businessId: BUSINESS,
      title: "Tour a Tikal",
      description: null,
      titleEn: "Tikal tour",
      descriptionEn: null,
      finePrintEn: "Passport required\nNo refunds",
      imageUrl: "/uploads/tikal.webp",
      originalPriceCents: 150000,
      discountPriceCents: 99950,
      endTime,
      totalStock: 20,
      category: "experiencias-viajes",
      subcategory: null,
      isFlashSale: true,
      requiresBooking: true,
      noShowPolicy: "perdido",
      details: {
        tripType: "Arqueológico",
        days: 2,
        includes: ["Transporte", "Guía"],
        highlights: ["Amanecer en el Templo IV"],
      },
    });
    expect(values).toMatchObject({
      titleEn: "Tikal tour",
      descriptionEn: "",
      finePrintEn: "Passport required\nNo refunds",
      originalPrice: "1500.00",
      discountPrice: "999.50",
      endTime: "2030-06-15T18:30",
      stock: "20",
    });
    expect(values.details).toMatchObject({
      kind: "trip",
      tripType: "Arqueológico",
      days: "2",
      includes: "Transporte\nGuía",
    });

    const parsed = publishCouponSchema.parse(values);
    expect(parsed).toMatchObject({
      businessId: BUSINESS,
      titleEn: "Tikal tour",
      descriptionEn: null,
      finePrintEn: "Passport required\nNo refunds",
      originalPriceCents: 150000,
      discountPriceCents: 99950,
      stock: 20,
      isFlashSale: true,
      requiresBooking: true,
      noShowPolicy: "perdido",
      details: {
        tripType: "Arqueológico",
        days: 2,
        includes: ["Transporte", "Guía"],
        highlights: ["Amanecer en el Templo IV"],
      },
    });
    expect(parsed.endTime.toISOString()).toBe(endTime);
  });
});
