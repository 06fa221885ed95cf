// The shell's fixed words, categories, popular searches and client messages, bundled into the
// shell's JavaScript per language (shell-data.ts says why and how the files are made). Client-safe.
import type { ShellData } from "./shell-texts";
import type { NavCategory } from "./nav-category";

export interface ShellStatics {
  texts: ShellData["texts"];
  messages: ShellData["messages"];
  popular: ShellData["popular"];
  categories: NavCategory[];
}

export function shellStatics(shell: ShellData): ShellStatics {
  return {
    texts: shell.texts,
    messages: shell.messages,
    popular: shell.popular,
    categories: shell.categories.map(([id, name, icon, color, href]) => ({ id, name, icon, color, href })),
  };
}
