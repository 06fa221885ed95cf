import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The account's client forms: sign-in and sign-up, the new-password form, the profile form with its
// password, image upload, seller-mode toggle and business invitations (with their role names).
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        "auth",
        "resetPassword",
        "profilePage",
        "loyalty",
        "upload",
        "seller.invitations",
        "businessEdit.members.roles",
        "myCoupons.refund",
        "myCoupons.gift",
        "giftClaim",
      ]}
    >
      {children}
    </ClientMessages>
  );
}
