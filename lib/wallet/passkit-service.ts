import "server-only";
import { z } from "zod";
import { logger } from "@/lib/observability/log";
import { siteOrigin } from "@/lib/env";
import { appleWalletConfig, type AppleWalletConfig } from "./apple-config";
import { passHolders } from "@/lib/wallet/data/passes";
import { passTokenMatches } from "./pass-auth";

// The shared rules of Apple's PassKit web service (app/api/passkit/v1/...): no service without pass
// certificates (404, like the hidden button), only our pass type, path segments checked before any
// query, and the pass's own token for anything about one pass. Apple's reference:
// developer.apple.com/documentation/walletpasses/adding-a-web-service-to-update-passes

export const NO_STORE = { "Cache-Control": "no-store" } as const;

const segments = z.object({
  device: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .optional(),
  passType: z.string().regex(/^pass\.[\w.-]{1,200}$/),
  serial: z.guid().optional(),
});

export type PassKitParams = { config: AppleWalletConfig; device?: string; serial?: string };

/** The configuration and checked segments, or the response to answer instead (404). */
export function passKitRequest(raw: Record<string, string>): PassKitParams | Response {
  const config = appleWalletConfig();
  const parsed = segments.safeParse(raw);
  if (!config || !parsed.success || parsed.data.passType !== config.passTypeId)
    return new Response(null, { status: 404, headers: NO_STORE });
  return { config, device: parsed.data.device, serial: parsed.data.serial };
}

/**
 * Whose pass the request's token opens: the voucher's holder's, or the giver's after a claimed
 * gift (their pass may still register, unregister and fetch, and gets a voided pass without the
 * new code). Anything else: the 401 to answer.
 */
export async function authorizePass(
  request: Request,
  serial: string,
  config: AppleWalletConfig,
): Promise<{ as: "holder" | "giver"; userId: string } | Response> {
  const holders = await passHolders(serial);
  if (holders && passTokenMatches(request, serial, holders.holderUserId, config))
    return { as: "holder", userId: holders.holderUserId };
  if (holders?.giftedBy && passTokenMatches(request, serial, holders.giftedBy, config))
    return { as: "giver", userId: holders.giftedBy };
  return new Response(null, { status: 401, headers: NO_STORE });
}

/** The web service's base URL, written into each pass (Wallet adds /v1/...). */
export function passWebServiceUrl(): string {
  return `${siteOrigin()}/api/passkit`;
}

const logBody = z.object({ logs: z.array(z.string().max(2000)).max(100) });

/** Wallet's error reports (POST /v1/log): kept in our log, never an error to the device. */
export async function logPassKitMessages(request: Request): Promise<Response> {
  const parsed = logBody.safeParse(await request.json().catch(() => null));
  if (parsed.success)
    for (const line of parsed.data.logs) logger({ component: "passkit" }).warn({ passkit: line }, "Apple Wallet log");
  return new Response(null, { status: 200, headers: NO_STORE });
}
