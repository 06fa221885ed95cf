// The English twin of app/(es)/(shop)/ultimos-minutos/layout.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish from "@/app/(es)/(shop)/ultimos-minutos/layout";
import { inEnglish } from "@/lib/i18n/english-route";

export default inEnglish(Spanish);
