// PassKit web service: a device registers for (POST) or leaves (DELETE) one pass's updates. The
// pass's own token authorizes it (the holder's, or the giver's after a claimed gift); the push token is where Apple's push service reaches the device.
import { z } from "zod";
import { registerPassDevice, unregisterPassDevice } from "@/lib/wallet/data/passes";
import { NO_STORE, passKitRequest, authorizePass } from "@/lib/wallet/passkit-service";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ device: string; passType: string; serial: string }> };
const body = z.object({ pushToken: z.string().regex(/^[A-Za-z0-9]{1,200}$/) });

export async function POST(request: Request, { params }: Context) {
  const checked = passKitRequest(await params);
  if (checked instanceof Response) return checked;
  const { config, device, serial } = checked;
  const authorized = await authorizePass(request, serial!, config);
  if (authorized instanceof Response) return authorized;
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400, headers: NO_STORE });
  const outcome = await registerPassDevice(device!, config.passTypeId, serial!, parsed.data.pushToken);
  if (outcome === "no_voucher") return new Response(null, { status: 404, headers: NO_STORE });
  return new Response(null, { status: outcome === "created" ? 201 : 200, headers: NO_STORE });
}

export async function DELETE(request: Request, { params }: Context) {
  const checked = passKitRequest(await params);
  if (checked instanceof Response) return checked;
  const { config, device, serial } = checked;
  const authorized = await authorizePass(request, serial!, config);
  if (authorized instanceof Response) return authorized;
  await unregisterPassDevice(device!, config.passTypeId, serial!);
  return new Response(null, { status: 200, headers: NO_STORE });
}
