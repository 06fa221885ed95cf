import { CategoryLoading } from "@/app/categoria/_components/category-loading";

export default function Loading() {
  return <CategoryLoading />;
}
