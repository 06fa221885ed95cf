"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface CommunityTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** The 4 tabs of /comunidad. Every panel is in the server HTML; this only shows one at a time. */
export function CommunityTabs({ tabs, label }: { tabs: CommunityTab[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.id ?? "");
  return (
    <div className="mt-8">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b pb-2">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            onClick={() => setActive(tab.id)}
            className={cn(
              "rounded-full px-4 py-1.5 text-sm font-medium transition-colors",
              active === tab.id
                ? "bg-primary text-primary-foreground"
                : "bg-muted text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== tab.id}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
