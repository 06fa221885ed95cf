import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// Profile form, password, image upload and seller-mode toggle are client components.
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["profilePage", "auth.toast", "upload"]}>{children}</ClientMessages>;
}
