import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// Gallery, tabs, countdown, save, share, review form and the seller's edit links are client islands.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["couponPage", "reviews", "sellerPanel"]}>{children}</ClientMessages>;
}
