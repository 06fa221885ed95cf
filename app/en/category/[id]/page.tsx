// The English twin of app/(es)/(shop)/categoria/[id]/page.tsx (lib/i18n/routing.ts): the Spanish page's code, in English.
import Spanish, { generateMetadata as metadata, generateStaticParams } from "@/app/(es)/(shop)/categoria/[id]/page";
import { englishPageWithPrices } from "@/lib/i18n/english-page";
import { inEnglish } from "@/lib/i18n/english-route";

export const revalidate = 30;
export const dynamicParams = true;
export { generateStaticParams };
export const generateMetadata = inEnglish(metadata);
export default englishPageWithPrices(Spanish);
