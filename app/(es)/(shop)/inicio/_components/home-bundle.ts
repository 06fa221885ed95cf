"use client";

// The home's bundled words and categories per language (home-data.ts says why and how the files
// are made), given by HomeMessages / EnglishHomeMessages: one language's file in a home's chunks.
import { createContext, useContext } from "react";
import type { MessageTree } from "@/lib/i18n/overlay";

/** [id, name, colour, href] of a catalogue category: the hero's select and the category tiles. */
export type HomeCategory = [id: string, name: string, color: string, href: string];

export interface HomeData {
  /** HOME_CLIENT_NAMESPACES (lib/i18n/client-messages.ts), precompiled as translators take them. */
  messages: MessageTree;
  categories: HomeCategory[];
}

export const HomeBundleContext = createContext<HomeData | null>(null);

/** The categories of the home's language; the home's views sit inside its messages provider. */
export function useHomeCategories(): HomeCategory[] {
  return useContext(HomeBundleContext)?.categories ?? [];
}
