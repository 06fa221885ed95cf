import { getTranslations } from "@/lib/i18n/server";
import { CouponCard } from "@/components/coupons/coupon-card";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import type { VerticalId } from "@/lib/domain/verticals";

/** A coupon card with the vertical attributes stored on the coupon. */
export async function VerticalOffer({
  coupon,
  vertical,
  priority,
}: {
  coupon: CouponSummary;
  vertical: VerticalId;
  priority?: boolean;
}) {
  const t = await getTranslations("verticals.attrs");
  const d = coupon.details;
  const attrs: { key: string; text: string }[] = [];
  if (vertical === "restaurantes") {
    if (d.cuisine) attrs.push({ key: "cuisine", text: t("cuisine", { value: d.cuisine }) });
    if (d.deliveryTime) attrs.push({ key: "deliveryTime", text: t("deliveryTime", { value: d.deliveryTime }) });
  } else if (vertical === "experiencias") {
    if (d.experienceType) attrs.push({ key: "type", text: t("type", { value: d.experienceType }) });
    if (d.durationHours !== undefined) attrs.push({ key: "duration", text: t("duration", { hours: d.durationHours }) });
    if (d.difficulty) attrs.push({ key: "difficulty", text: t("difficulty", { value: d.difficulty }) });
  } else {
    if (d.tripType) attrs.push({ key: "type", text: t("type", { value: d.tripType }) });
    if (d.days !== undefined) attrs.push({ key: "days", text: t("days", { days: d.days }) });
    if (d.groupSize) attrs.push({ key: "groupSize", text: t("groupSize", { value: d.groupSize }) });
    if (d.includes?.length) attrs.push({ key: "includes", text: t("includes", { value: d.includes.join(", ") }) });
  }
  return (
    <div
      className="flex flex-col gap-2"
      data-offer={coupon.id}
      data-price-cents={coupon.discountPriceCents}
      data-discount={coupon.discountPercent}
    >
      <CouponCard coupon={coupon} priority={priority} />
      {attrs.length > 0 && (
        <ul className="flex flex-wrap gap-1.5 px-1 text-xs">
          {attrs.map((a) => (
            <li key={a.key} data-attr={a.key} className="rounded-md bg-muted px-2 py-0.5 text-muted-foreground">
              {a.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
