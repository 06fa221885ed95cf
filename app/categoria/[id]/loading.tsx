import { CategoryLoading } from "../_components/category-loading";

export default function Loading() {
  return <CategoryLoading />;
}
