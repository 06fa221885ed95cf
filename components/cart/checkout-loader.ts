"use client";

import { withMessageBundle } from "@/components/layout/lazy-messages";
import { CheckoutDialog } from "./checkout-dialog";

/** The checkout dialog with its messages (lib/i18n/message-bundles.ts), for cart-provider's next/dynamic. */
export const loadCheckoutDialog = () => withMessageBundle("checkout", CheckoutDialog);
