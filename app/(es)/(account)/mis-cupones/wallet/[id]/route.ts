// One voucher as an Apple Wallet pass ('Agregar a Apple Wallet' on /mis-cupones). Exists only when
// the pass certificates are configured (404 otherwise, like the hidden button); only the
// voucher's holder gets it, read as the signed-in caller under RLS.
import { passLocations } from "@/lib/wallet/data/pass-locations";
import { formatCode } from "@/lib/domain/voucher-code";
import { appleWalletConfig } from "@/lib/wallet/apple-config";
import { buildVoucherPass, PKPASS_TYPE } from "@/lib/wallet/apple-pass";
import { passAuthenticationToken } from "@/lib/wallet/pass-auth";
import { passWebServiceUrl } from "@/lib/wallet/passkit-service";
import { PRIVATE, voucherFileRoute } from "../../_lib/voucher-file";

export const GET = voucherFileRoute(appleWalletConfig, async (voucher, caller, config) => {
  // The pass asks the web service (app/api/passkit) for updates with its own token.
  const pass = buildVoucherPass(voucher, config, {
    locations: await passLocations(caller, voucher.id),
    webService: {
      url: passWebServiceUrl(),
      authenticationToken: passAuthenticationToken(voucher.id, caller.userId, config),
    },
  });
  return new Response(new Uint8Array(pass), {
    headers: {
      ...PRIVATE,
      "Content-Type": PKPASS_TYPE,
      "Content-Disposition": `attachment; filename="cupongt-${formatCode(voucher.code)}.pkpass"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
