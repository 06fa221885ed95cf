import Link from "@/components/i18n/link";
import type { BreadcrumbList, WithContext } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Inicio › Centro de ayuda, visible and as BreadcrumbList JSON-LD. */
export function HelpBreadcrumb({ label, home, current }: { label: string; home: string; current: string }) {
  const data: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: home, item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: current, item: absoluteUrl("/ayuda") },
    ],
  };
  return (
    <nav aria-label={label} className="text-sm text-muted-foreground">
      <JsonLd data={data} />
      <ol className="flex items-center gap-2">
        <li>
          <Link href="/" className="hover:underline">
            {home}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
