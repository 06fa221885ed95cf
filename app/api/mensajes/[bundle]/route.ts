// The message bundles of lazily loaded islands (lib/i18n/message-bundles.ts), as JSON rendered at
// build time: the same file for every visitor, fetched once when the island first opens.
import { pickMessages } from "@/lib/i18n/client-messages";
import { LOCALES } from "@/lib/i18n/locale";
import { MESSAGE_BUNDLES, messageBundleHref, parseBundleFile, type MessageBundle } from "@/lib/i18n/message-bundles";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { bundle: string }[] {
  return (Object.keys(MESSAGE_BUNDLES) as MessageBundle[]).flatMap((bundle) =>
    LOCALES.map((locale) => ({ bundle: messageBundleHref(bundle, locale).split("/").pop()! })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ bundle: string }> }) {
  const { bundle } = await params;
  const file = parseBundleFile(bundle);
  if (!file) return Response.json({ error: "No existe ese paquete de mensajes." }, { status: 404 });
  return Response.json(pickMessages(MESSAGE_BUNDLES[file.bundle], file.locale));
}
