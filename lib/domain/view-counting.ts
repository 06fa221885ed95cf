// Which coupon-page beacons count as a view ("Más visitados" counts people, not robots). Crawlers,
// link previews and scripts that say what they are are not shoppers; a request without a User-Agent
// is not a browser either. Bots that pretend to be browsers are held back by the per-address rate
// limit and the one view per visitor, coupon and day that the database keeps.

const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|bingpreview|lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|selenium|python-requests|python-urllib|aiohttp|httpx|curl\/|wget\/|go-http-client|java\/|okhttp|libwww|node-fetch|axios\/|undici|postman|insomnia|scrapy|httpclient|feedfetcher|monitor|uptime|pingdom|ahrefs|semrush|petalbot|yandex|baiduspider|duckduckbot|applebot|gptbot|claudebot|ccbot|bytespider/i;

export function isSelfIdentifiedBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  return ua.length === 0 || BOT_USER_AGENT.test(ua);
}
