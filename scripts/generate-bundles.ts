// `npm run generate:bundles`: writes the words that client views bundle instead of every page
// sending them (issue 18), from messages/es.json and lib/domain/categories.ts:
// - components/layout/shell-data.generated.json: the shell's words, categories, popular searches
//   and client messages (components/layout/shell-data.ts says why);
// - app/(es)/(shop)/inicio/_components/home-data.generated.json: the home's words and categories.
// Run it after changing messages/es.json or the categories; unit tests fail while a file is stale
// (tests/unit/components/layout/shell-data.test.ts, tests/unit/app/home-data.test.ts).
import { writeFileSync } from "node:fs";
import { buildShellData } from "@/components/layout/shell-data";
import { buildHomeData } from "@/app/(es)/(shop)/inicio/_components/home-data";

const files: [string, unknown][] = [
  ["components/layout/shell-data.generated.json", await buildShellData("es")],
  ["components/layout/shell-data.en.generated.json", await buildShellData("en")],
  ["app/(es)/(shop)/inicio/_components/home-data.generated.json", buildHomeData("es")],
  ["app/(es)/(shop)/inicio/_components/home-data.en.generated.json", buildHomeData("en")],
];
for (const [path, data] of files) {
  writeFileSync(path, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`wrote ${path}`);
}
