// Inputs of web push: this device's subscription (from PushManager.subscribe in the notifications
// drawer) and one kind turned on or off in /perfil.
import { z } from "zod";
import { messageCode } from "../message-code";
import { PUSH_KINDS } from "@/lib/wallet/rules/push-kinds";
import { formBoolean, formObject } from "./fields";

// The server POSTs to whatever endpoint a browser hands over, so only the browsers' own push
// services are accepted (Chrome/Edge/Android, Firefox, Safari, Windows): anything else would make
// this server send requests wherever a caller pointed it.
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/**
 * `loopbackService`: one more push service the operator named (PUSH_SERVICE_LOOPBACK_ORIGIN, an
 * http origin on this machine's loopback): the local push service of tests and development.
 */
export function isBrowserPushEndpoint(value: string, loopbackService?: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (loopbackService && url.origin === loopbackService && url.username === "" && url.password === "") return true;
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

const invalid = messageCode("push.invalidSubscription");
const base64url = (min: number, max: number) =>
  z.string({ error: invalid }).regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), { error: invalid });

const endpointField = (loopbackService?: string) =>
  z
    .string({ error: invalid })
    .max(1000, { error: invalid })
    .refine((value) => isBrowserPushEndpoint(value, loopbackService), { error: invalid });

export const pushSubscriptionSchema = (loopbackService?: string) =>
  formObject({
    endpoint: endpointField(loopbackService),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 44) }, { error: invalid }),
    /** Which browser, so the shopper could tell their devices apart. */
    userAgent: z.string({ error: invalid }).max(300, { error: invalid }).optional(),
  });

export const pushEndpointSchema = (loopbackService?: string) =>
  formObject({ endpoint: endpointField(loopbackService) });

export const pushKindSchema = formObject({
  kind: z.enum(PUSH_KINDS, { error: messageCode("common.invalidInput") }),
  enabled: formBoolean,
});
