import type { SVGProps } from "react";
import { SPRITE_ICONS, type SpriteIconName } from "./icon-names";
import { SPRITE_VERSION } from "./sprite-version";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * An icon drawn from the cached sprite (public/sprite.svg) by reference, ~80 bytes of HTML instead
 * of a ~500-byte inline copy repeated on every card and in the shell. The `.icon` class in
 * globals.css carries lucide's stroke defaults and 24px size; size/fill/colour utilities override it.
 * Decorative unless the caller passes an accessible name (aria-label).
 */
function spriteIcon(name: SpriteIconName): IconComponent {
  const href = `/sprite.svg?v=${SPRITE_VERSION}#${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;
  function SpriteIcon({ className, ...props }: IconProps) {
    // As lucide does: hidden from assistive technology unless given a name (then an image).
    const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        {...(named ? { role: "img" } : { "aria-hidden": true })}
        {...props}
        className={className ? `icon ${className}` : "icon"}
      >
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

const icons = Object.fromEntries(SPRITE_ICONS.map((name) => [name, spriteIcon(name)])) as Record<
  SpriteIconName,
  IconComponent
>;

export const {
  BadgeCheck,
  Bell,
  Bookmark,
  BookmarkCheck,
  CalendarCheck,
  CalendarClock,
  Camera,
  Car,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleUserRound,
  Clock,
  Cookie,
  Copy,
  Dumbbell,
  ExternalLink,
  Eye,
  Flame,
  Gift,
  Globe,
  GraduationCap,
  Heart,
  HeartPulse,
  House,
  Info,
  Landmark,
  LayoutGrid,
  List,
  LoaderCircle,
  Lock,
  LogIn,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Minus,
  PanelLeft,
  PawPrint,
  Pencil,
  Phone,
  Plane,
  Plus,
  Printer,
  QrCode,
  Quote,
  Receipt,
  Search,
  SearchX,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Smile,
  Sparkle,
  Sparkles,
  Star,
  Stethoscope,
  Store,
  ThumbsUp,
  Ticket,
  Trash2,
  TrendingUp,
  TriangleAlert,
  Trophy,
  Users,
  UtensilsCrossed,
  X,
  Zap,
} = icons;

/** An icon chosen by name: for lists whose entries are data (serialisable to a client component). */
export function Icon({ name, ...props }: IconProps & { name: SpriteIconName }) {
  const Drawn = icons[name];
  return <Drawn {...props} />;
}

export type { SpriteIconName };
