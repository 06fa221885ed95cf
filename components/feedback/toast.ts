"use client";

import type { ExternalToast } from "sonner";

// Every toast goes through here rather than through sonner itself, so sonner (~11 KB gzip with its
// styles) and the Toaster load on first interaction or first toast instead of weighing on
// every page's first load. sonner replays toasts created before its Toaster subscribed, so none
// is lost.

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | null = null;
let mountRequested = false;
const listeners = new Set<() => void>();

/** Starts loading sonner and asks the layout's lazy Toaster (components/ui/toaster.tsx) to mount. */
export function loadToaster(): Promise<Sonner> {
  if (!mountRequested) {
    mountRequested = true;
    listeners.forEach((listener) => listener());
  }
  sonner ??= import("sonner");
  return sonner;
}

export function subscribeToasterMount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterMountRequested = () => mountRequested;

function show(kind: Kind, message: string, data?: ExternalToast): void {
  void loadToaster().then((m) => m.toast[kind](message, data));
}

/** sonner's `toast.success/error/info/warning`, loaded on first use. */
export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
  info: (message: string, data?: ExternalToast) => show("info", message, data),
  warning: (message: string, data?: ExternalToast) => show("warning", message, data),
};
