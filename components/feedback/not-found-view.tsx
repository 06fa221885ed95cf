import type { ReactNode } from "react";
import Link from "@/components/i18n/link";
import { Button } from "@/components/ui/button";

interface NotFoundViewProps {
  title: string;
  text: string;
  href: string;
  cta: string;
  icon?: ReactNode;
}

/** The body of every "not found" answer (coupon, category, seller, edit pages): one look. */
export function NotFoundView({ title, text, href, cta, icon }: NotFoundViewProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link href={href}>{cta}</Link>
      </Button>
    </div>
  );
}
