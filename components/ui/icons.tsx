import type { SVGProps } from "react";
import type { SpriteIconName } from "./icon-names";
import { SPRITE_VERSION } from "./sprite-version";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** The symbol's id in public/sprite.svg: the export name in kebab case (scripts/icon-sprite.ts). */
const symbolId = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/**
 * An icon drawn from the cached sprite (public/sprite.svg) by reference, ~80 bytes of HTML instead
 * of a ~500-byte inline copy repeated on every card and in the shell. The `.icon` class in
 * globals.css carries lucide's stroke defaults and 24px size; size/fill/colour utilities override it.
 * Decorative unless the caller passes an accessible name (aria-label).
 */
function SpriteSvg({ name, className, ...props }: IconProps & { name: string }) {
  // As lucide does: hidden from assistive technology unless given a name (then an image).
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      {...(named ? { role: "img" } : { "aria-hidden": true })}
      {...props}
      className={className ? `icon ${className}` : "icon"}
    >
      <use href={`/sprite.svg?v=${SPRITE_VERSION}#${symbolId(name)}`} />
    </svg>
  );
}

function spriteIcon(name: SpriteIconName): IconComponent {
  const SpriteIcon = (props: IconProps) => <SpriteSvg name={name} {...props} />;
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

// One export per icon, each its own constant, so a bundle keeps only the icons its code draws
// (a map of all of them, built from the names' list, put all 75 and the list in every page's
// JavaScript). The unit test checks these against components/ui/icon-names.ts and the sprite.
export const BadgeCheck = /* @__PURE__ */ spriteIcon("BadgeCheck");
export const Bell = /* @__PURE__ */ spriteIcon("Bell");
export const Bookmark = /* @__PURE__ */ spriteIcon("Bookmark");
export const BookmarkCheck = /* @__PURE__ */ spriteIcon("BookmarkCheck");
export const CalendarCheck = /* @__PURE__ */ spriteIcon("CalendarCheck");
export const CalendarClock = /* @__PURE__ */ spriteIcon("CalendarClock");
export const Camera = /* @__PURE__ */ spriteIcon("Camera");
export const Car = /* @__PURE__ */ spriteIcon("Car");
export const Check = /* @__PURE__ */ spriteIcon("Check");
export const ChevronDown = /* @__PURE__ */ spriteIcon("ChevronDown");
export const ChevronLeft = /* @__PURE__ */ spriteIcon("ChevronLeft");
export const ChevronRight = /* @__PURE__ */ spriteIcon("ChevronRight");
export const CircleAlert = /* @__PURE__ */ spriteIcon("CircleAlert");
export const CircleCheck = /* @__PURE__ */ spriteIcon("CircleCheck");
export const CircleUserRound = /* @__PURE__ */ spriteIcon("CircleUserRound");
export const Clock = /* @__PURE__ */ spriteIcon("Clock");
export const Cookie = /* @__PURE__ */ spriteIcon("Cookie");
export const Copy = /* @__PURE__ */ spriteIcon("Copy");
export const Dumbbell = /* @__PURE__ */ spriteIcon("Dumbbell");
export const ExternalLink = /* @__PURE__ */ spriteIcon("ExternalLink");
export const Eye = /* @__PURE__ */ spriteIcon("Eye");
export const Flame = /* @__PURE__ */ spriteIcon("Flame");
export const Gift = /* @__PURE__ */ spriteIcon("Gift");
export const Globe = /* @__PURE__ */ spriteIcon("Globe");
export const GraduationCap = /* @__PURE__ */ spriteIcon("GraduationCap");
export const Heart = /* @__PURE__ */ spriteIcon("Heart");
export const HeartPulse = /* @__PURE__ */ spriteIcon("HeartPulse");
export const House = /* @__PURE__ */ spriteIcon("House");
export const Info = /* @__PURE__ */ spriteIcon("Info");
export const Landmark = /* @__PURE__ */ spriteIcon("Landmark");
export const LayoutGrid = /* @__PURE__ */ spriteIcon("LayoutGrid");
export const List = /* @__PURE__ */ spriteIcon("List");
export const LoaderCircle = /* @__PURE__ */ spriteIcon("LoaderCircle");
export const Lock = /* @__PURE__ */ spriteIcon("Lock");
export const LogIn = /* @__PURE__ */ spriteIcon("LogIn");
export const LogOut = /* @__PURE__ */ spriteIcon("LogOut");
export const Mail = /* @__PURE__ */ spriteIcon("Mail");
export const MapPin = /* @__PURE__ */ spriteIcon("MapPin");
export const Menu = /* @__PURE__ */ spriteIcon("Menu");
export const MessageCircle = /* @__PURE__ */ spriteIcon("MessageCircle");
export const Minus = /* @__PURE__ */ spriteIcon("Minus");
export const PanelLeft = /* @__PURE__ */ spriteIcon("PanelLeft");
export const PawPrint = /* @__PURE__ */ spriteIcon("PawPrint");
export const Pencil = /* @__PURE__ */ spriteIcon("Pencil");
export const Phone = /* @__PURE__ */ spriteIcon("Phone");
export const Plane = /* @__PURE__ */ spriteIcon("Plane");
export const Plus = /* @__PURE__ */ spriteIcon("Plus");
export const Printer = /* @__PURE__ */ spriteIcon("Printer");
export const QrCode = /* @__PURE__ */ spriteIcon("QrCode");
export const Quote = /* @__PURE__ */ spriteIcon("Quote");
export const Receipt = /* @__PURE__ */ spriteIcon("Receipt");
export const Search = /* @__PURE__ */ spriteIcon("Search");
export const SearchX = /* @__PURE__ */ spriteIcon("SearchX");
export const Share2 = /* @__PURE__ */ spriteIcon("Share2");
export const ShieldCheck = /* @__PURE__ */ spriteIcon("ShieldCheck");
export const ShoppingCart = /* @__PURE__ */ spriteIcon("ShoppingCart");
export const Smile = /* @__PURE__ */ spriteIcon("Smile");
export const Sparkle = /* @__PURE__ */ spriteIcon("Sparkle");
export const Sparkles = /* @__PURE__ */ spriteIcon("Sparkles");
export const Star = /* @__PURE__ */ spriteIcon("Star");
export const Stethoscope = /* @__PURE__ */ spriteIcon("Stethoscope");
export const Store = /* @__PURE__ */ spriteIcon("Store");
export const ThumbsUp = /* @__PURE__ */ spriteIcon("ThumbsUp");
export const Ticket = /* @__PURE__ */ spriteIcon("Ticket");
export const Trash2 = /* @__PURE__ */ spriteIcon("Trash2");
export const TrendingUp = /* @__PURE__ */ spriteIcon("TrendingUp");
export const TriangleAlert = /* @__PURE__ */ spriteIcon("TriangleAlert");
export const Trophy = /* @__PURE__ */ spriteIcon("Trophy");
export const Users = /* @__PURE__ */ spriteIcon("Users");
export const UtensilsCrossed = /* @__PURE__ */ spriteIcon("UtensilsCrossed");
export const X = /* @__PURE__ */ spriteIcon("X");
export const Zap = /* @__PURE__ */ spriteIcon("Zap");

/** An icon chosen by name: for lists whose entries are data (serialisable to a client component). */
export function Icon({ name, ...props }: IconProps & { name: SpriteIconName }) {
  return <SpriteSvg name={name} {...props} />;
}

export type { SpriteIconName };
