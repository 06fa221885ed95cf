// `npm run generate:shell`: writes components/layout/shell-data.generated.json, the shell's words,
// categories and client messages that its client view bundles (components/layout/shell-data.ts
// says why). Run it after changing messages/es.json or the categories;
// tests/unit/components/layout/shell-data.test.ts fails while the file is stale.
import { writeFileSync } from "node:fs";
import { buildShellData } from "@/components/layout/shell-data";

const path = "components/layout/shell-data.generated.json";
writeFileSync(path, `${JSON.stringify(await buildShellData(), null, 1)}\n`);
console.log(`wrote ${path}`);
