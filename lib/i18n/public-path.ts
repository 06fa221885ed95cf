// The public path of a page from the path it was rendered at: next.config.ts rewrites some clean
// URLs to internal folders (lib/routes.ts), and a cached page renders at the folder's path. Pure,
// so the language switch gives the server and the browser the same link.
const INTERNAL: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^\/inicio\/(cacheada|filtrada)$/, () => "/"],
  [/^\/en\/home\/(cacheada|filtrada)$/, () => "/en"],
  [/^\/buscar\/termino\/([^/]+)$/, (m) => `/buscar?q=${m[1]}`],
  [/^\/en\/search\/term\/([^/]+)$/, (m) => `/en/search?q=${m[1]}`],
  [/^\/categoria\/([^/]+)\/filtrada$/, (m) => `/categoria/${m[1]}`],
  [/^\/en\/category\/([^/]+)\/filtrada$/, (m) => `/en/category/${m[1]}`],
];

export function publicPath(renderedPath: string): string {
  for (const [pattern, toPublic] of INTERNAL) {
    const match = pattern.exec(renderedPath);
    if (match) return toPublic(match);
  }
  return renderedPath;
}
