// The group a request's path belongs to, as the metrics label it: few and fixed, so the series do
// not grow with every coupon slug or id (a label per path would be one series per coupon). Pure.

const GROUPS: [prefix: string, group: string][] = [
  ["/_next/static", "static"],
  ["/_next/image", "image"],
  ["/_next", "next"],
  ["/api/payments/webhook", "webhook"],
  ["/api/metrics", "metrics"],
  ["/api/health", "health"],
  ["/api/cron", "cron"],
  ["/api", "api"],
  ["/admin", "admin"],
  ["/negocio/panel", "seller"],
  ["/vendedor", "seller"],
  ["/cupon", "coupon"],
  ["/buscar", "search"],
  ["/categoria", "category"],
  ["/negocio", "business"],
  ["/pago", "checkout"],
  ["/pago-exitoso", "checkout"],
  ["/mis-cupones", "account"],
  ["/mis-compras", "account"],
  ["/perfil", "account"],
  ["/regalo", "account"],
  ["/auth", "auth"],
  ["/uploads", "uploads"],
];

/** The group of a path ("/cupon/pizza-2x1?x=1" -> "coupon"); an action POST is "action". */
export function routeGroup(url: string, isAction = false): string {
  if (isAction) return "action";
  const path = url.split("?")[0] ?? "/";
  if (path === "/") return "home";
  for (const [prefix, group] of GROUPS) if (path === prefix || path.startsWith(`${prefix}/`)) return group;
  return "other";
}

/** "2xx", "4xx"…: the status class label. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
