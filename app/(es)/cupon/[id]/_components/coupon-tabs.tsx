"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { useCouponTabs, type CouponTabsData } from "./coupon-panels";

export type { CouponTabsData } from "./coupon-panels";

/**
 * The six tabs (WAI-ARIA tabs pattern: arrows, Home and End move and select; one tab in the Tab
 * order). Hand-written: Radix Tabs brought its roving-focus and collection code, 5.3 KB gzip of
 * this route's JavaScript. Every panel is rendered, so all their text is in the server HTML
 * (crawlers); inactive ones are hidden with CSS, and the <noscript> style shows them all, one
 * after another, to a reader without JavaScript (who cannot switch tabs).
 */
export function CouponTabs({ data }: { data: CouponTabsData }) {
  const t = useTranslations("couponPage");
  const tabs = useCouponTabs(data);
  const [active, setActive] = useState(tabs[0]!.value);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const n = tabs.length;
    const keys: Record<string, number> = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4" data-coupon-tabs="">
      <noscript>
        <style>{"[data-coupon-tabs] [role=tabpanel]{display:block!important}"}</style>
      </noscript>
      <div
        role="tablist"
        aria-label={t("tabsLabel")}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-b"
      >
        {tabs.map((tab, i) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab${i}`}
              aria-controls={`${id}-panel${i}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel${i}`}
          aria-labelledby={`${id}-tab${i}`}
          tabIndex={0}
          data-state={tab.value === active ? "active" : "inactive"}
          className="outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=inactive]:hidden"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
