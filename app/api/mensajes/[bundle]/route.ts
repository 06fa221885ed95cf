// The message bundles of lazily loaded islands (lib/i18n/message-bundles.ts), as JSON rendered at
// build time: the same file for every visitor, fetched once when the island first opens.
import { pickMessages } from "@/lib/i18n/client-messages";
import { MESSAGE_BUNDLES, type MessageBundle } from "@/lib/i18n/message-bundles";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { bundle: string }[] {
  return Object.keys(MESSAGE_BUNDLES).map((bundle) => ({ bundle }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ bundle: string }> }) {
  const { bundle } = await params;
  const namespaces = MESSAGE_BUNDLES[bundle as MessageBundle];
  if (!namespaces) return Response.json({ error: "No existe ese paquete de mensajes." }, { status: 404 });
  return Response.json(pickMessages(namespaces));
}
