import { CategoryNotFound } from "@/app/categoria/_components/category-not-found";

export default function FilteredCategoryNotFound() {
  return <CategoryNotFound />;
}
