// EXPLAIN (ANALYZE, BUFFERS) of every query that the data layer's search sends for the shapes of
// bench/search-latency.ts (bench/explain-plans.ts does the work).
// Run: DATA_CACHE_SECONDS=0 DATABASE_URL=... npx tsx --conditions=react-server bench/explain-search.ts [--plans] [shape index]
import { searchCoupons } from "@/lib/data/search/search";
import { connect, explainShapes } from "./explain-plans";
import { deepShapes, queries as shallow } from "./search-shapes";

const client = connect();
await explainShapes(client, [...shallow, ...(await deepShapes(searchCoupons))], { near: false });
