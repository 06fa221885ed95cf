"use client";

import { useParams } from "next/navigation";
import { isUuid } from "@/lib/domain/uuid";
import { EditNotFound } from "./_components/edit-not-found";

// A client boundary because not-found files get no params: the segment's param (named slug,
// holding the id) tells 'ID inválido' from an unknown business, as the server HTML did.
export default function NotFound() {
  const { slug } = useParams<{ slug: string }>();
  return <EditNotFound invalid={!isUuid(slug)} />;
}
