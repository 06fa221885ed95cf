import { getRequestConfig } from "next-intl/server";
import { compiledMessages } from "./compiled-messages";
import { LOCALE, TIME_ZONE } from "./locale";

export { LOCALE, TIME_ZONE };

export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages: compiledMessages,
}));
