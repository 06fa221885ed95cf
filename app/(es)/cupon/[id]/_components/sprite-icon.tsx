/** Kebab-case ids in public/sprite.svg that this route's islands draw. */
type RouteIcon =
  | "badge-check"
  | "check"
  | "clock"
  | "external-link"
  | "mail"
  | "map-pin"
  | "message-circle"
  | "phone"
  | "shield-check"
  | "star"
  | "store"
  | "thumbs-up"
  | "x"
  | "zap";

/**
 * A decorative sprite icon, as components/ui/icons.tsx draws it, for this route's client islands.
 * Not that module, nor its sprite-version: they sit in the chunk every route loads, and each icon
 * (or the version) a client module takes from them grows that chunk for all routes (by ~25 bytes
 * gzip, measured). So `sprite` is the sprite's versioned URL, given by the server (spriteHref).
 */
export function SpriteIcon({ sprite, name, className }: { sprite: string; name: RouteIcon; className?: string }) {
  return (
    <svg aria-hidden className={className ? `icon ${className}` : "icon"}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** The server's part: the sprite's versioned URL for the islands' data. */
export const spriteHref = (version: string) => `/sprite.svg?v=${version}`;
