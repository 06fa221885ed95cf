import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// Login, sign-up and their buttons are client forms.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["auth"]}>{children}</ClientMessages>;
}
