// The shell's fixed words, categories, popular searches and client messages, bundled into the
// shell's JavaScript (shell-data.ts says why and how the file is made). Client-safe: JSON only.
import data from "./shell-data.generated.json";
import type { ShellData } from "./shell-texts";
import type { NavCategory } from "./nav-category";

const shell = data as unknown as ShellData;

export const SHELL_TEXTS = shell.texts;
export const SHELL_MESSAGES = shell.messages;
export const POPULAR_SEARCHES = shell.popular;
export const NAV_CATEGORIES: NavCategory[] = shell.categories.map(([id, name, icon, color, href]) => ({
  id,
  name,
  icon,
  color,
  href,
}));
