"use client";

import { withMessageBundle } from "./lazy-messages";
import { NotificationsPanel } from "./notifications-panel";

/** The open drawer with its messages (lib/i18n/message-bundles.ts), for notifications-drawer's next/dynamic. */
export const loadNotificationsPanel = () => withMessageBundle("notifications", NotificationsPanel);
