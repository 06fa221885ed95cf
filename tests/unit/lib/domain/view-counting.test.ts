import { describe, expect, it } from "vitest";
import { isSelfIdentifiedBot } from "@/lib/domain/view-counting";

describe("self-identified bots", () => {
  it("skips crawlers, previews, scripts and requests without a User-Agent", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(isSelfIdentifiedBot(ua), String(ua)).toBe(true);
    }
  });

  it("counts ordinary phone and desktop browsers", () => {
    for (const ua of [
      "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    ]) {
      expect(isSelfIdentifiedBot(ua), ua).toBe(false);
    }
  });
});
