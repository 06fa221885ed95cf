import { getRequestConfig } from "next-intl/server";
import messages from "@/messages/es.json";

// Spanish is the only locale and URLs carry no prefix: no routing config, no middleware.
export const LOCALE = "es";
export const TIME_ZONE = "America/Guatemala";

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages,
}));
