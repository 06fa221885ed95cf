import "server-only";
import { message } from "@/lib/i18n/messages";
import type { AdminFailure } from "@/lib/data/admin/admin";

// The Spanish for an admin function's refusal (lib/data/admin/admin codes).
const KEYS: Record<AdminFailure, string> = {
  forbidden: "admin.forbidden",
  not_found: "admin.notFound",
  not_pending: "admin.notPending",
};

export const adminFailureText = (code: AdminFailure): string => message(KEYS[code]);
