import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";

// The seller's client forms: the panel, the coupon form with its business picker, the business edit
// form with its members, invitations and branch hours, image upload, the bank account's
// confirmation, and the booking calendar's buttons and settings form (whose zod codes are `bookings.*`).
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
        "sellerBookings",
        "bookings",
      ]}
    >
      {children}
    </ClientMessages>
  );
}
