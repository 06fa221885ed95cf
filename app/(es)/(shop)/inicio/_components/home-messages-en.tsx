"use client";

import type { ReactNode } from "react";
import { RouteIntlProvider } from "@/components/layout/shell-intl";
import data from "./home-data.en.generated.json";
import { HomeBundleContext, type HomeData } from "./home-bundle";

const ENGLISH = data as unknown as HomeData;

/** HomeMessages for the English home: its own bundled file, never in a Spanish home's chunks. */
export function EnglishHomeMessages({ children }: { children: ReactNode }) {
  return (
    <HomeBundleContext value={ENGLISH}>
      <RouteIntlProvider messages={ENGLISH.messages}>{children}</RouteIntlProvider>
    </HomeBundleContext>
  );
}
