// The English twin of app/(es)/(account)/layout.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish from "@/app/(es)/(account)/layout";
import { inEnglish } from "@/lib/i18n/english-route";

export default inEnglish(Spanish);
