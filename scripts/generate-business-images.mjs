// Writes one logo (256x256 monogram) and one cover (1200x400) SVG per seed business into
// public/images/businesses/. Run once after changing the seed businesses and commit the output:
//   npx tsx scripts/generate-business-images.mjs
// (tsx is needed because the seed data is TypeScript.) The cover reuses the illustration of the
// subcategory the business sells most in, taken from public/images/coupons/<cat>-<sub>.svg.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES } from "../lib/domain/categories.ts";
import { SEED_BUSINESSES } from "../lib/db/seed/businesses.ts";
import { buildSeedCoupons } from "../lib/db/seed/coupons.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public", "images", "businesses");
const couponDir = join(root, "public", "images", "coupons");
const STOPWORDS = new Set(["de", "del", "la", "el", "los", "las", "y", "&", "co.", "and"]);

const hexToRgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (h, target, w) =>
  "#" +
  hexToRgb(h)
    .map((c, i) =>
      Math.round(c + (hexToRgb(target)[i] - c) * w)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function initials(name) {
  const words = name.split(/\s+/).filter((w) => !STOPWORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toLocaleUpperCase("es") ?? "")
    .join("");
}

/** Deterministic small hash, so each business gets its own decoration layout. */
function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function illustration(categoryId, subId) {
  const svg = readFileSync(join(couponDir, `${categoryId}-${subId}.svg`), "utf8");
  const start = svg.indexOf('<g transform="translate(400 300)');
  const end = svg.lastIndexOf("</svg>");
  if (start < 0 || end < 0) throw new Error(`unexpected layout in ${categoryId}-${subId}.svg`);
  return svg.slice(svg.indexOf(">", start) + 1, svg.lastIndexOf("</g>", end));
}

function logo(b, color) {
  const light = mix(color, "#ffffff", 0.25);
  const dark = mix(color, "#000000", 0.3);
  const text = esc(initials(b.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${esc(b.name)}">
  <title>${esc(b.name)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="256" height="256" rx="56" fill="url(#bg)"/>
  <circle cx="206" cy="50" r="70" fill="#ffffff" opacity=".1"/>
  <circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-width="4" opacity=".35"/>
  <text x="128" y="128" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${text.length > 1 ? 84 : 104}" font-weight="700" letter-spacing="2" fill="#ffffff">${text}</text>
</svg>
`;
}

function cover(b, color, art) {
  const h = hash(b.slug);
  const light = mix(color, "#ffffff", 0.3);
  const dark = mix(color, "#000000", 0.35);
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = 40 + (((h >>> (i % 24)) * (i + 7)) % 700);
    const y = 30 + (((h >>> ((i * 3) % 24)) * (i + 3)) % 340);
    return `<circle cx="${x}" cy="${y}" r="${3 + (i % 4)}"/>`;
  }).join("");
  const wave = 20 + (h % 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${esc(b.name)}">
  <title>${esc(b.name)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <circle cx="${120 + (h % 200)}" cy="60" r="160" fill="#ffffff" opacity=".07"/>
  <circle cx="${520 + (h % 120)}" cy="380" r="120" fill="#ffffff" opacity=".06"/>
  <g fill="#ffffff" opacity=".16">${dots}</g>
  <path d="M0 ${330 - wave}Q300 ${330 + wave} 600 ${330 - wave}T1200 ${330 - wave}V400H0Z" fill="#ffffff" opacity=".1"/>
  <circle cx="930" cy="200" r="190" fill="#ffffff" opacity=".12"/>
  <g transform="translate(930 205) scale(.62)">${art}</g>
</svg>
`;
}

const coupons = buildSeedCoupons();
mkdirSync(outDir, { recursive: true });
for (const b of SEED_BUSINESSES) {
  const category = CATEGORIES.find((c) => c.id === b.category);
  if (!category) throw new Error(`unknown category ${b.category}`);
  const counts = new Map();
  for (const c of coupons)
    if (c.businessSlug === b.slug) counts.set(c.subcategory, (counts.get(c.subcategory) ?? 0) + 1);
  const sub = [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? category.subcategories[0]?.id;
  writeFileSync(join(outDir, `${b.slug}-logo.svg`), logo(b, category.color));
  writeFileSync(join(outDir, `${b.slug}-cover.svg`), cover(b, category.color, illustration(b.category, sub)));
}
console.log(`wrote ${SEED_BUSINESSES.length * 2} files to public/images/businesses`);
