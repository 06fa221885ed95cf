// 'Guardar en Google Wallet': signs the voucher's save link when asked (not on every render of
// /mis-cupones) and sends the holder there. 404 when Google Wallet is not configured, for someone
// else's voucher or a missing one. The object is recorded first, so a later change of the voucher
// patches it (lib/wallet/jobs/google-wallet.ts); a gift's receiver gets an object of their own.
import { NextResponse } from "next/server";
import { googleObjectSuffix } from "@/lib/wallet/data/google-objects";
import { googleSaveUrl, googleWalletConfig } from "@/lib/wallet/google-save";
import { PRIVATE, voucherFileRoute } from "../../_lib/voucher-file";

export const GET = voucherFileRoute(googleWalletConfig, async (voucher, caller, config) => {
  const suffix = await googleObjectSuffix(voucher.id, caller.userId);
  const location = googleSaveUrl(voucher, config, undefined, suffix);
  return new NextResponse(null, { status: 303, headers: { ...PRIVATE, Location: location } });
});
