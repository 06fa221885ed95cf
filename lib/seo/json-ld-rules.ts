// A validator for the JSON-LD this site emits, after schema.org and Google's rich-result rules
// (required properties, value formats). Tests run it over every block of every main page, so a
// missing price or a relative URL fails the build before a crawler sees it.

type Node = Record<string, unknown>;

const ABSOLUTE = /^https?:\/\/[^/\s]+(\/\S*)?$/;
const PRICE = /^\d+\.\d{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const AVAILABILITY = new Set([
  "InStock",
  "SoldOut",
  "OutOfStock",
  "PreOrder",
  "LimitedAvailability",
  "Discontinued",
  "BackOrder",
  "OnlineOnly",
  "InStoreOnly",
]);

const isObject = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): boolean => typeof v === "string" && v.trim().length > 0;
const isAbsolute = (v: unknown): boolean => typeof v === "string" && ABSOLUTE.test(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function typeOf(node: Node): string {
  const t = node["@type"];
  return Array.isArray(t) ? String(t[0]) : String(t ?? "");
}

function checkImage(where: string, image: unknown, errors: string[], required: boolean): void {
  const images = list(image).map((i) => (isObject(i) ? i.url : i));
  if (images.length === 0) {
    if (required) errors.push(`${where}: image is required`);
    return;
  }
  for (const src of images)
    if (!isAbsolute(src)) errors.push(`${where}: image must be an absolute URL (${String(src)})`);
  // Social networks and Google's image indexing do not take SVG.
  for (const src of images)
    if (typeof src === "string" && /\.svg(\?|$)/i.test(src))
      errors.push(`${where}: image must be raster, not SVG (${src})`);
}

function checkRating(where: string, rating: unknown, errors: string[]): void {
  if (rating === undefined) return;
  if (!isObject(rating)) return void errors.push(`${where}: aggregateRating must be an object`);
  const value = Number(rating.ratingValue);
  const count = Number(rating.reviewCount ?? rating.ratingCount);
  if (!Number.isFinite(value) || value < 1 || value > 5)
    errors.push(`${where}: aggregateRating.ratingValue must be within 1..5`);
  // Google: a rating with no reviews behind it is a policy violation.
  if (!Number.isInteger(count) || count < 1) errors.push(`${where}: aggregateRating needs reviewCount >= 1`);
}

function checkOffer(where: string, offer: unknown, errors: string[]): void {
  if (!isObject(offer)) return void errors.push(`${where}: offers must be an Offer object`);
  if (typeOf(offer) !== "Offer") errors.push(`${where}: offers @type must be Offer`);
  if (typeof offer.price !== "string" || !PRICE.test(offer.price))
    errors.push(`${where}: offers.price must be a string with two decimals (${String(offer.price)})`);
  if (offer.priceCurrency !== "GTQ") errors.push(`${where}: offers.priceCurrency must be GTQ`);
  const availability = typeof offer.availability === "string" ? offer.availability : "";
  const m = /^https:\/\/schema\.org\/(\w+)$/.exec(availability);
  if (!m || !AVAILABILITY.has(m[1]!))
    errors.push(`${where}: offers.availability must be a schema.org URL (${availability})`);
  if (typeof offer.priceValidUntil !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(offer.priceValidUntil))
    errors.push(`${where}: offers.priceValidUntil must be a YYYY-MM-DD date`);
  if (!isAbsolute(offer.url)) errors.push(`${where}: offers.url must be absolute`);
}

function checkProduct(where: string, n: Node, errors: string[]): void {
  if (!nonEmpty(n.name)) errors.push(`${where}: name is required`);
  checkImage(where, n.image, errors, true);
  if (!isAbsolute(n.url)) errors.push(`${where}: url must be absolute`);
  checkOffer(where, n.offers, errors);
  checkRating(where, n.aggregateRating, errors);
}

/** Google's rule for geo: both coordinates as numbers, within their ranges. */
function checkGeo(where: string, geo: unknown, errors: string[]): void {
  if (geo === undefined) return;
  const lat = isObject(geo) ? geo.latitude : undefined;
  const lng = isObject(geo) ? geo.longitude : undefined;
  if (!isObject(geo) || typeOf(geo) !== "GeoCoordinates") errors.push(`${where}: geo must be GeoCoordinates`);
  else if (typeof lat !== "number" || Math.abs(lat) > 90 || typeof lng !== "number" || Math.abs(lng) > 180)
    errors.push(`${where}: geo needs numeric latitude and longitude`);
}

function checkLocalBusiness(where: string, n: Node, errors: string[]): void {
  if (!nonEmpty(n.name)) errors.push(`${where}: name is required`);
  const address = n.address;
  if (!isObject(address) || typeOf(address) !== "PostalAddress")
    errors.push(`${where}: address (PostalAddress) is required`);
  else if (!nonEmpty(address.addressCountry)) errors.push(`${where}: address.addressCountry is required`);
  if (!isAbsolute(n.url)) errors.push(`${where}: url must be absolute`);
  checkGeo(where, n.geo, errors);
  list(n.location).forEach((place, i) => {
    if (!isObject(place) || !isObject(place.address) || typeOf(place.address) !== "PostalAddress")
      errors.push(`${where}: location[${i}] needs a PostalAddress`);
    else checkGeo(`${where}: location[${i}]`, place.geo, errors);
  });
  checkImage(where, n.image, errors, false);
  checkRating(where, n.aggregateRating, errors);
  for (const offers of list(n.makesOffer)) {
    if (!isObject(offers) || !isObject(offers.itemOffered) || !isAbsolute(offers.url))
      errors.push(`${where}: makesOffer entries need itemOffered and an absolute url`);
  }
}

function checkPositions(where: string, items: unknown[], errors: string[], start = 1): void {
  items.forEach((item, i) => {
    if (!isObject(item) || typeOf(item) !== "ListItem")
      return void errors.push(`${where}: itemListElement[${i}] must be a ListItem`);
    if (item.position !== start + i)
      errors.push(`${where}: itemListElement[${i}].position must be ${start + i} (is ${String(item.position)})`);
  });
}

function checkItemList(where: string, n: Node, errors: string[]): void {
  const items = list(n.itemListElement);
  if (!nonEmpty(n.name)) errors.push(`${where}: name is recommended`);
  const first = isObject(items[0]) ? Number(items[0].position) : 1;
  // A paginated list continues its positions (page 2 starts at 13); they still run without gaps.
  checkPositions(where, items, errors, Number.isInteger(first) && first > 0 ? first : 1);
  items.forEach((item, i) => {
    if (isObject(item) && !isAbsolute(item.url) && !isObject(item.item))
      errors.push(`${where}: itemListElement[${i}].url must be absolute`);
  });
  if (n.numberOfItems !== undefined && n.numberOfItems !== items.length)
    errors.push(`${where}: numberOfItems ${String(n.numberOfItems)} != ${items.length} items`);
}

function checkBreadcrumb(where: string, n: Node, errors: string[]): void {
  const items = list(n.itemListElement);
  if (items.length < 2) errors.push(`${where}: a breadcrumb needs at least two items`);
  checkPositions(where, items, errors);
  items.forEach((item, i) => {
    if (!isObject(item)) return;
    if (!nonEmpty(item.name)) errors.push(`${where}: itemListElement[${i}].name is required`);
    // Google allows the last crumb without `item`; ours always carry one, absolute.
    if (!isAbsolute(item.item)) errors.push(`${where}: itemListElement[${i}].item must be an absolute URL`);
  });
}

function checkFaq(where: string, n: Node, errors: string[]): void {
  const questions = list(n.mainEntity);
  if (questions.length === 0) errors.push(`${where}: mainEntity needs at least one Question`);
  questions.forEach((q, i) => {
    if (!isObject(q) || typeOf(q) !== "Question" || !nonEmpty(q.name))
      return void errors.push(`${where}: mainEntity[${i}] must be a named Question`);
    const answer = q.acceptedAnswer;
    if (!isObject(answer) || typeOf(answer) !== "Answer" || !nonEmpty(answer.text))
      errors.push(`${where}: mainEntity[${i}].acceptedAnswer.text is required`);
  });
}

function checkArticle(where: string, n: Node, errors: string[]): void {
  if (!nonEmpty(n.headline)) errors.push(`${where}: headline is required`);
  else if (String(n.headline).length > 110) errors.push(`${where}: headline must be at most 110 characters`);
  for (const key of ["datePublished", "dateModified"] as const) {
    if (n[key] !== undefined && !(typeof n[key] === "string" && ISO_DATE.test(n[key])))
      errors.push(`${where}: ${key} must be an ISO 8601 date`);
  }
  if (n.image !== undefined) checkImage(where, n.image, errors, false);
}

function checkWebSite(where: string, n: Node, errors: string[]): void {
  if (!nonEmpty(n.name)) errors.push(`${where}: name is required`);
  if (!isAbsolute(n.url)) errors.push(`${where}: url must be absolute`);
  const action = n.potentialAction;
  if (isObject(action)) {
    const target = isObject(action.target) ? action.target.urlTemplate : action.target;
    if (
      typeof target !== "string" ||
      !target.includes("{search_term_string}") ||
      !isAbsolute(target.replace("{search_term_string}", "x"))
    ) {
      errors.push(`${where}: potentialAction.target must be an absolute URL template with {search_term_string}`);
    }
  }
}

function checkOrganization(where: string, n: Node, errors: string[]): void {
  if (!nonEmpty(n.name)) errors.push(`${where}: name is required`);
  if (!isAbsolute(n.url)) errors.push(`${where}: url must be absolute`);
  if (n.logo !== undefined && !isAbsolute(n.logo)) errors.push(`${where}: logo must be an absolute URL`);
}

const CHECKS: Record<string, (where: string, n: Node, errors: string[]) => void> = {
  Product: checkProduct,
  LocalBusiness: checkLocalBusiness,
  ItemList: checkItemList,
  BreadcrumbList: checkBreadcrumb,
  FAQPage: checkFaq,
  Article: checkArticle,
  WebSite: checkWebSite,
  Organization: checkOrganization,
};

/** The problems of one JSON-LD block (empty when valid). Unknown types are reported too. */
export function validateJsonLd(block: unknown): string[] {
  const errors: string[] = [];
  for (const [i, node] of list(block).entries()) {
    if (!isObject(node)) {
      errors.push(`block[${i}]: not an object`);
      continue;
    }
    const type = typeOf(node);
    const where = `${type || "?"}${Array.isArray(block) ? `[${i}]` : ""}`;
    if (node["@context"] !== "https://schema.org") errors.push(`${where}: @context must be https://schema.org`);
    const check = CHECKS[type];
    if (!check) errors.push(`${where}: no rules for @type "${type}"`);
    else check(where, node, errors);
  }
  return errors;
}

/** The schema.org types of a set of blocks, for "this page declares X" assertions. */
export function jsonLdTypes(blocks: unknown[]): string[] {
  return blocks
    .flatMap((b) => list(b))
    .filter(isObject)
    .map(typeOf);
}
