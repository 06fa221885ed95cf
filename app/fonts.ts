import localFont from "next/font/local";

// Served from the npm package: a build must never need the internet (next/font/google would).
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});
