// The home's bundled words and categories (home-data.ts says why and how the file is made).
// Client-safe: JSON only. One module imports the file, so the home's chunks hold one copy.
import data from "./home-data.generated.json";
import type { MessageTree } from "@/lib/i18n/overlay";

/** [id, name, colour, href] of a catalogue category: the hero's select and the category tiles. */
export type HomeCategory = [id: string, name: string, color: string, href: string];

export interface HomeData {
  /** HOME_CLIENT_NAMESPACES (lib/i18n/client-messages.ts), precompiled as translators take them. */
  messages: MessageTree;
  categories: HomeCategory[];
}

const home = data as unknown as HomeData;

export const HOME_MESSAGES = home.messages;
export const HOME_CATEGORIES = home.categories;
