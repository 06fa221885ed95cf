// The English twin of app/(es)/(shop)/negocio/layout.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish from "@/app/(es)/(shop)/negocio/layout";
import { inEnglish } from "@/lib/i18n/english-route";

export default inEnglish(Spanish);
