import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The new-password form is a client form.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["resetPassword"]}>{children}</ClientMessages>;
}
