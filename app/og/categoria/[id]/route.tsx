import { getCategory } from "@/lib/domain/categories";
import { shareCardResponse } from "@/lib/seo/share-card";

// A category's share image at a stable URL (see app/og/negocio): its name, colour and description.
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const category = getCategory(id);
  if (!category) return shareCardResponse({ title: "CuponGT" });
  return shareCardResponse({
    eyebrow: "Categoría",
    title: category.name,
    detail: category.description,
    color: category.color,
  });
}
