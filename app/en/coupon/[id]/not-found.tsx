// The English twin of app/(es)/cupon/[id]/not-found.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish from "@/app/(es)/cupon/[id]/not-found";
import { inEnglish } from "@/lib/i18n/english-route";

export default inEnglish(Spanish);
