import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The home countdown and the signed-in loyalty panel translate on the client.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["home"]}>{children}</ClientMessages>;
}
