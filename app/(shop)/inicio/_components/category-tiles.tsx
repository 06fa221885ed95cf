"use client";

import Link from "next/link";

/** [href, name, colour, "N ofertas"]: a tile's whole payload, formatted on the server. */
export type CategoryTile = readonly [href: string, name: string, color: string, count: string];

/**
 * The home's category grid. A client component so React's payload carries four strings a tile
 * rather than a second copy of its markup; the server HTML is the same.
 */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map(([href, name, color, count]) => (
        <li key={href}>
          <Link href={href} className="cat-tile" style={{ borderTopColor: color, borderTopWidth: 4 }}>
            <span className="font-semibold">{name}</span>
            <span className="text-sm text-muted-foreground">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
