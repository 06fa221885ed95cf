// The English twin of app/(es)/(account)/perfil/page.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish, { generateMetadata as metadata } from "@/app/(es)/(account)/perfil/page";
import { inEnglish } from "@/lib/i18n/english-route";

export const generateMetadata = inEnglish(metadata);
export default inEnglish(Spanish);
