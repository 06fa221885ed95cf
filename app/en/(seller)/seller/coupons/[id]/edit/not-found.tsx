// The English twin of app/(es)/(seller)/vendedor/cupones/[id]/editar/not-found.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish from "@/app/(es)/(seller)/vendedor/cupones/[id]/editar/not-found";
import { inEnglish } from "@/lib/i18n/english-route";

export default inEnglish(Spanish);
