// The page proxy.ts answers with 503 while the database is down (lib/db/breaker.ts): plain
// HTML with its few styles inline, since it must not depend on anything that might be failing.

export interface UnavailableTexts {
  title: string;
  description: string;
  retry: string;
  home: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `english`: the page asked for was under /en, so the answer and its way home are English. */
export function unavailablePageHtml(texts: UnavailableTexts, path: string, english = false): string {
  const t = {
    title: escape(texts.title),
    description: escape(texts.description),
    retry: escape(texts.retry),
    home: escape(texts.home),
  };
  return `<!doctype html>
<html lang="${english ? "en" : "es"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title} | CuponGT</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb}main{max-width:32rem;margin:15vh auto;padding:0 1.5rem}
h1{font-size:1.5rem}p{line-height:1.5}a{display:inline-block;margin:.5rem 1rem 0 0;padding:.75rem 1.25rem;border-radius:.5rem;background:#dc2626;color:#fff;text-decoration:none;min-height:44px;box-sizing:border-box}
a+a{background:#fff;color:#1f2937;border:1px solid #d1d5db}</style></head>
<body><main><h1>${t.title}</h1><p>${t.description}</p><a href="${escape(path)}">${t.retry}</a><a href="${english ? "/en" : "/"}">${t.home}</a></main></body></html>`;
}
