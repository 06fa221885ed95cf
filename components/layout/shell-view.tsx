"use client";

import { INTL_LOCALES } from "@/lib/i18n/locale";
import data from "./shell-data.generated.json";
import { ShellFrame, type ShellViewProps } from "./shell-frame";
import { shellStatics } from "./shell-static";
import type { ShellData } from "./shell-texts";

export type { ShellViewProps };

const SPANISH = shellStatics(data as unknown as ShellData);

/** The Spanish pages' frame: only Spanish words in its chunk (English pages use shell-view-en.tsx). */
export function ShellView(props: ShellViewProps) {
  return <ShellFrame {...props} statics={SPANISH} locale={INTL_LOCALES.es} />;
}
