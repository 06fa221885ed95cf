import type { MetadataRoute } from "next";
import { message } from "@/lib/i18n/messages";

// Lets a shopper add CuponGT to the phone's home screen. Icons are rendered
// from app/icon.svg into public/icons; the maskable one keeps the ticket inside the safe zone.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: message("metadata.defaultTitle"),
    short_name: message("metadata.siteName"),
    description: message("metadata.defaultDescription"),
    lang: "es-GT",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0f8a5f",
    background_color: "#ffffff",
    // A long press on the installed app's icon opens the counter straight away.
    shortcuts: [
      {
        name: message("sellerPanel.counter.title"),
        short_name: message("sellerPanel.counter.openScanner"),
        url: "/vendedor/canjear",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
    ],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
