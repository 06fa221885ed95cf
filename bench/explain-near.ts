// EXPLAIN (ANALYZE, BUFFERS) of every statement near-me search sends for the shapes of
// bench/near-shapes.ts (bench/explain-plans.ts does the work). On a database kept by `bench:near -- --keep`:
// DATA_CACHE_SECONDS=0 DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME \
//   npx tsx --conditions=react-server bench/explain-near.ts [--plans] [shape index]
import { connect, explainShapes } from "./explain-plans";
import { nearShapes } from "./near-shapes";

await explainShapes(connect(), nearShapes, { near: true });
