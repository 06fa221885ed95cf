import { ListPageLoading } from "@/components/list-pages/list-page-loading";

export default function Loading() {
  return <ListPageLoading />;
}
