import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The coupon form, its business picker and image upload are client components.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["sellerPanel", "seller", "upload"]}>{children}</ClientMessages>;
}
