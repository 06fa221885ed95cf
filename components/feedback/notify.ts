"use client";

import { toast } from "@/components/feedback/toast";

// Every feature's toasts (account, seller, coupon, business pages) go through these two, so the
// spec's title-and-message shape is written once.

/** Error toasts (the destructive style): a title and the server's (or the rule's) message. */
export function notifyError(title: string, description?: string) {
  toast.error(title, { description });
}

export function notifySuccess(title: string, description?: string) {
  toast.success(title, { description });
}
