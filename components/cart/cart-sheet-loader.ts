"use client";

import { withMessageBundle } from "@/components/layout/lazy-messages";
import { CartSheetBody } from "./cart-sheet-body";

/** The cart sheet's body with its messages (lib/i18n/message-bundles.ts), for cart-provider's next/dynamic. */
export const loadCartSheetBody = () => withMessageBundle("cartSheet", CartSheetBody);
