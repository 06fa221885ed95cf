// Small helpers for the HTML part of our mails: every value that came from a person (names,
// titles, messages) is escaped; the layout is a plain, inline-styled block that mail clients show.

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** Paragraphs (already escaped HTML) in one simple branded layout. */
export function mailLayout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${p}</p>`).join("");
  return (
    `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}` +
    `<p style="color:#666;font-size:12px">CuponGT</p></div></body></html>`
  );
}
