import "server-only";
import { googleObjectsOf, markGoogleObjectSent } from "@/lib/wallet/data/google-objects";
import { env } from "@/lib/env";
import { voucherLanguage } from "@/lib/data/orders/buyer-language";
import { withLocale } from "@/lib/i18n/page-locale";
import { patchGenericObject, type GoogleWalletEndpoints } from "@/lib/wallet/google-api";
import { googlePassObject, googleWalletConfig } from "@/lib/wallet/google-save";
import type { JobHandler } from "@/lib/jobs/types";

// A voucher with a Google Wallet save link changed (14-wallet.sql's trigger queued this): its holder's
// object is patched whole (state, code, barcode), and the objects of earlier holders (a gift's
// giver) go INACTIVE once. A 404 means that object was never saved: nothing to update. Other
// failures throw, and the queue retries with backoff; patching the same values again is harmless.
// Without Google Wallet configured no row exists to queue this, and the handler does nothing.
// The patched object is written in the language the voucher's order was placed in, as when it was saved.

export interface GoogleWalletUpdate {
  patched: { objectSuffix: string; state: string }[];
  notSaved: string[];
}

export async function updateGoogleWallet(
  voucherId: string,
  endpoints: GoogleWalletEndpoints = { apiOrigin: env.GOOGLE_WALLET_API_ORIGIN, tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL },
): Promise<GoogleWalletUpdate> {
  const result: GoogleWalletUpdate = { patched: [], notSaved: [] };
  const config = googleWalletConfig();
  const found = config ? await googleObjectsOf(voucherId) : null;
  if (!config || !found) return result;
  const language = await voucherLanguage(voucherId);
  for (const object of found.objects) {
    const holds = object.holderUserId === found.holderUserId;
    if (!holds && object.sentState === "INACTIVE") continue;
    const patch = holds
      ? withLocale(language, () => googlePassObject(found.voucher, config, object.objectSuffix))
      : { state: "INACTIVE" };
    if ((await patchGenericObject(config, endpoints, object.objectSuffix, patch)) === "not_saved") {
      result.notSaved.push(object.objectSuffix);
      continue;
    }
    await markGoogleObjectSent(object.objectSuffix, patch.state);
    result.patched.push({ objectSuffix: object.objectSuffix, state: patch.state });
  }
  return result;
}

export const updateGoogleWalletJob: JobHandler<"update_google_wallet"> = async ({ voucherId }) => {
  await updateGoogleWallet(voucherId);
};
