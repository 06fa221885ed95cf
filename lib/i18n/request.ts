import { getRequestConfig } from "next-intl/server";
import { compiledMessages } from "./compiled-messages";

// Spanish is the only locale and URLs carry no prefix: no routing config, no middleware.
// es-GT: numbers as Guatemala writes them (4.5, 1,234.50), dates in Spanish.
export const LOCALE = "es-GT";
export const TIME_ZONE = "America/Guatemala";

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages: compiledMessages,
}));
