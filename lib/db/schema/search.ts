import { index, pgTable, text } from "drizzle-orm/pg-core";

/** Every word of four letters or more in the catalogue: what "did you mean" suggestions match. */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]).enableRLS();
