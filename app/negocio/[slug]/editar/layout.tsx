import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The edit form, image upload, members panel and not-found message are client components.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["businessEdit", "seller.members", "upload"]}>{children}</ClientMessages>;
}
