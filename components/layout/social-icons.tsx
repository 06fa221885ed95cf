// lucide 1.x ships no brand logos: minimal marks, drawn once in public/sprite.svg (scripts/icon-sprite.ts)
// and decorative (the buttons carry the names).
import { SPRITE_VERSION } from "@/components/ui/sprite-version";

type IconProps = { className?: string };

function brandIcon(id: "facebook" | "instagram" | "x-brand") {
  return function BrandIcon({ className }: IconProps) {
    return (
      <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true">
        <use href={`/sprite.svg?v=${SPRITE_VERSION}#${id}`} />
      </svg>
    );
  };
}

export const FacebookIcon = brandIcon("facebook");
export const InstagramIcon = brandIcon("instagram");
export const XIcon = brandIcon("x-brand");
