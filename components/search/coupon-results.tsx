import { CouponCards } from "@/components/coupons/coupon-card";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { CouponRow } from "./coupon-row";
import type { ResultsView } from "@/lib/domain/url-state/fields";

/** Results as cards (grid) or rows (list); the card carries every field of a result (see CouponCardView). */
export function CouponResults({ items, view }: { items: CouponSummary[]; view: ResultsView }) {
  if (view === "list") {
    return (
      <ul className="flex flex-col gap-3" data-view="list">
        {items.map((c) => (
          <li key={c.id}>
            <CouponRow coupon={c} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" data-view="grid">
      <CouponCards coupons={items} eagerFirst={2} item={{ className: "flex flex-col [&>article]:flex-1" }} />
    </ul>
  );
}
