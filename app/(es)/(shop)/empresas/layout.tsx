import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// This section's client messages only (the directory's error boundary).
// Sent from the shop's layout, they weighed ~1 KB on every shop page.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["directoryPage"]}>{children}</ClientMessages>;
}
