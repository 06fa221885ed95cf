import Link from "@/components/i18n/link";
import { Button } from "@/components/ui/button";

interface AccountPromptProps {
  title: string;
  text: string;
  cta: string;
  href: string;
  /** The page's own heading level: a prompt replacing the page content is its h1. */
  as?: "h1" | "h2";
}

/** The centred notice of the buyer's pages: signed out (sign in) or nothing yet (browse offers). */
export function AccountPrompt({ title, text, cta, href, as: Heading = "h1" }: AccountPromptProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-4 py-16 text-center">
      <Heading className="text-2xl font-bold">{title}</Heading>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild className="mt-4">
        <Link href={href}>{cta}</Link>
      </Button>
    </div>
  );
}
