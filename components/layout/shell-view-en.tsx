"use client";

import { INTL_LOCALES } from "@/lib/i18n/locale";
import data from "./shell-data.en.generated.json";
import { ShellFrame, type ShellViewProps } from "./shell-frame";
import { shellStatics } from "./shell-static";
import type { ShellData } from "./shell-texts";

const ENGLISH = shellStatics(data as unknown as ShellData);

/** The English pages' frame: its own bundled words, so Spanish pages never carry these. */
export function EnglishShellView(props: ShellViewProps) {
  return <ShellFrame {...props} statics={ENGLISH} locale={INTL_LOCALES.en} />;
}
