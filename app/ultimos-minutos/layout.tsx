import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The live search box and the error boundary are client components.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["lastMinutesPage"]}>{children}</ClientMessages>;
}
