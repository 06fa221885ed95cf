import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The seller's client forms: the panel, the coupon form with its business picker, the business edit
// form with its members, invitations and branch hours, image upload, and the bank account's confirmation.
export default function SellerLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        "sellerPanel",
        "seller",
        "businessEdit",
        "upload",
        "verification",
        "felProfile",
        "bankAccount",
        "felCancel",
        "payoutHold.confirmButton",
        "branchHours.days",
        "sellerRedemptions.undoButton",
      ]}
    >
      {children}
    </ClientMessages>
  );
}
