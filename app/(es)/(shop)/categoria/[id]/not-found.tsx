import { CategoryNotFound } from "../_components/category-not-found";

export default function CategoryNotFoundPage() {
  return <CategoryNotFound />;
}
