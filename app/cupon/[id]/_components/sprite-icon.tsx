import { SPRITE_VERSION } from "@/components/ui/sprite-version";

/** Kebab-case ids in public/sprite.svg that this route's islands draw. */
type RouteIcon = "badge-check" | "check" | "clock" | "external-link" | "mail" | "map-pin" | "message-circle" | "phone" | "shield-check" | "star" | "store" | "thumbs-up" | "x" | "zap";

/**
 * A decorative sprite icon, as components/ui/icons.tsx draws it, for this route's client islands.
 * Not that module: it sits in the chunk every route loads, and each icon a client module takes from
 * it grows that chunk for all routes.
 */
export function SpriteIcon({ name, className }: { name: RouteIcon; className?: string }) {
  return (
    <svg aria-hidden className={className ? `icon ${className}` : "icon"}>
      <use href={`/sprite.svg?v=${SPRITE_VERSION}#${name}`} />
    </svg>
  );
}
