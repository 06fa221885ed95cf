// PassKit web service: which of a device's passes changed since the tag it got last time (all of
// them without one). 204 when none did or the device has none. No token: the device id is the
// secret Wallet keeps, and the answer is only serial numbers.
import { changedPasses } from "@/lib/wallet/data/passes";
import { NO_STORE, passKitRequest } from "@/lib/wallet/passkit-service";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ device: string; passType: string }> };

export async function GET(request: Request, { params }: Context) {
  const checked = passKitRequest(await params);
  if (checked instanceof Response) return checked;
  const since = new URL(request.url).searchParams.get("passesUpdatedSince");
  if (since !== null && !/^\d{1,20}$/.test(since)) return new Response(null, { status: 400, headers: NO_STORE });
  const changed = await changedPasses(checked.device!, checked.config.passTypeId, since);
  if (!changed || changed.serialNumbers.length === 0) return new Response(null, { status: 204, headers: NO_STORE });
  return Response.json(changed, { headers: NO_STORE });
}
