"use client";

import { Tabs } from "radix-ui";
import { useTranslations } from "next-intl";

export interface CouponTab {
  value: string;
  label: string;
  content: React.ReactNode;
}

/**
 * The six tabs. Every panel is force-mounted so all their text is in the server HTML (crawlers,
 * no JavaScript); inactive panels are only hidden with CSS.
 */
export function CouponTabs({ tabs }: { tabs: CouponTab[] }) {
  const t = useTranslations("couponPage");
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="flex flex-col gap-4">
      <Tabs.List aria-label={t("tabsLabel")} className="flex gap-1 overflow-x-auto border-b">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=inactive]:hidden"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
