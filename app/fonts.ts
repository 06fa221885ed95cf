import localFont from "next/font/local";

// Served from the repository: a build must never need the internet (next/font/google would).
// Inter (latin) from @fontsource-variable/inter, cut to the weights the site uses (400-800) and
// the OpenType features it needs by scripts/subset-font.py: 48 KB -> 33 KB for the one font every
// first visit preloads.
export const inter = localFont({
  src: "./fonts/inter-latin-wght-400-800.woff2",
  variable: "--font-inter",
  weight: "400 800",
  // "optional": the preloaded font is used when it arrives within ~100 ms, otherwise the fallback
  // stays for this page view. No late swap, so no re-layout and no late LCP on a slow 4G phone.
  display: "optional",
});
