import Link from "@/components/i18n/link";
import type { VoucherState } from "@/lib/data/orders/vouchers";
import { cn } from "@/lib/utils";

export const VOUCHER_STATES: readonly VoucherState[] = ["vigente", "canjeado", "vencido", "reembolsado"];

/** ?estado=vigente|canjeado|vencido|reembolsado; anything else shows them all. */
export function parseVoucherState(value: string | string[] | undefined): VoucherState | null {
  const v = Array.isArray(value) ? value[0] : value;
  return VOUCHER_STATES.find((s) => s === v) ?? null;
}

interface VoucherFilterProps {
  label: string;
  current: VoucherState | null;
  options: { state: VoucherState | null; label: string }[];
}

/** Plain links, so the filter works before (and without) JavaScript and can be bookmarked. */
export function VoucherFilter({ label, current, options }: VoucherFilterProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const active = o.state === current;
          return (
            <li key={o.state ?? "all"}>
              <Link
                href={o.state ? `/mis-cupones?estado=${o.state}` : "/mis-cupones"}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1 text-sm font-medium",
                  active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
                )}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
