// The English twin of app/(es)/(seller)/vendedor/estado-de-cuenta/page.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish, { generateMetadata as metadata } from "@/app/(es)/(seller)/vendedor/estado-de-cuenta/page";
import { inEnglish } from "@/lib/i18n/english-route";

export const dynamic = "force-dynamic";
export const generateMetadata = inEnglish(metadata);
export default inEnglish(Spanish);
