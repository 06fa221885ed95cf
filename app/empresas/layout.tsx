import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The error boundary is a client component.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["directoryPage"]}>{children}</ClientMessages>;
}
