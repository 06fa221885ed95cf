import type { Thing, WithContext } from "schema-dts";

/** JSON safe inside <script>: `<`, `>` and `&` escaped so no data can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** Structured data for search engines, typed with schema-dts. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> | WithContext<T>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
