// PassKit web service: the latest version of one pass, for the device holding it (its token), or
// 304 when it has not changed since If-Modified-Since. A giver's pass, once the gift is claimed,
// comes back voided and without the recipient's new code. Written in the language the voucher's
// order was placed in, like the pass first downloaded.
import { passVoucher } from "@/lib/wallet/data/passes";
import { buildVoucherPass, PKPASS_TYPE } from "@/lib/wallet/apple-pass";
import { voucherLanguage } from "@/lib/data/orders/buyer-language";
import { withLocale } from "@/lib/i18n/page-locale";
import { passAuthenticationToken } from "@/lib/wallet/pass-auth";
import { NO_STORE, passKitRequest, passWebServiceUrl, authorizePass } from "@/lib/wallet/passkit-service";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ passType: string; serial: string }> };

export async function GET(request: Request, { params }: Context) {
  const checked = passKitRequest(await params);
  if (checked instanceof Response) return checked;
  const { config, serial } = checked;
  const authorized = await authorizePass(request, serial!, config);
  if (authorized instanceof Response) return authorized;
  const found = await passVoucher(serial!);
  if (!found) return new Response(null, { status: 404, headers: NO_STORE });
  // HTTP dates are whole seconds: compared at that precision (14-wallet.sql moves a change to a later
  // second than the one before). An untracked pass is always sent whole.
  const modified = found.updatedAt ? Math.floor(found.updatedAt.getTime() / 1000) * 1000 : null;
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  if (modified !== null && !Number.isNaN(since) && modified <= since)
    return new Response(null, { status: 304, headers: NO_STORE });
  const pass = withLocale(await voucherLanguage(serial!), () =>
    buildVoucherPass(found.voucher, config, {
      locations: found.locations,
      webService: {
        url: passWebServiceUrl(),
        authenticationToken: passAuthenticationToken(serial!, authorized.userId, config),
      },
      // The giver's copy after a claimed gift: voided, without the code that is now someone else's.
      giftedAway: authorized.as === "giver",
    }),
  );
  return new Response(new Uint8Array(pass), {
    headers: {
      ...NO_STORE,
      "Content-Type": PKPASS_TYPE,
      ...(modified !== null ? { "Last-Modified": new Date(modified).toUTCString() } : {}),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
