import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The follow button translates on the client.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["businessPage"]}>{children}</ClientMessages>;
}
