import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here (supabase/migrations, Supabase CLI layout); the app applies
// migrations itself through drizzle-orm's migrators (drizzle-kit cannot load PGlite extensions).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./supabase/migrations",
  schemaFilter: ["public", "app_private"],
  entities: { roles: { provider: "supabase" } },
  migrations: { prefix: "supabase" },
  strict: true,
  verbose: true,
});
