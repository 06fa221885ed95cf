import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The shop's client islands beyond the shell's: the business follow button and the directory and
// last-minutes search boxes with their error boundaries (~3 KB). The home (and the coupon page, in
// app/cupon) send their own heavier sets from their page.tsx: here they would add ~3 KB gzip to
// every shop page.
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["businessPage", "directoryPage", "lastMinutesPage"]}>{children}</ClientMessages>;
}
