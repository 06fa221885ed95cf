import type { Metadata } from "next";
import { ListPage } from "@/components/list-pages/list-page";
import type { ListParams } from "@/components/list-pages/list-page-config";
import { listPageMetadata } from "@/components/list-pages/list-page-metadata";

// Reads its filters from the query string: rendered per request, never at build time.
interface PageProps {
  searchParams: Promise<ListParams>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return listPageMetadata("recien-llegados", await searchParams);
}

export default async function Page({ searchParams }: PageProps) {
  return <ListPage id="recien-llegados" searchParams={await searchParams} />;
}
