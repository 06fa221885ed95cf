// PassKit web service: Wallet reports problems with our passes or this service here.
import { logPassKitMessages } from "@/lib/wallet/passkit-service";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return logPassKitMessages(request);
}
