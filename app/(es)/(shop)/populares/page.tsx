import type { Metadata } from "next";
import { ListPage } from "../_templates/list-page";
import type { ListParams } from "../_templates/list-page-config";
import { listPageMetadata } from "../_templates/list-page-metadata";

// Reads its filters from the query string: rendered per request, never at build time.
interface PageProps {
  searchParams: Promise<ListParams>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return listPageMetadata("populares", await searchParams);
}

export default async function Page({ searchParams }: PageProps) {
  return <ListPage id="populares" searchParams={await searchParams} />;
}
