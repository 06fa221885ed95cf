import type { ReactNode } from "react";
import { googleMapsLink, wazeLink } from "@/lib/places/rules/distance";

export interface BranchItem {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  phone: string | null;
}

interface BranchLinksProps {
  branches: BranchItem[];
  labels: { directions: string; waze: string; googleMaps: string };
  /** More about a branch, by its id (the business page's opening hours). */
  details?: Record<string, ReactNode>;
}

/**
 * Each branch's address and its 'Cómo llegar' links (Waze, Google Maps: phones open the apps).
 * Plain links in the HTML, so a reader without JavaScript has everything the map shows.
 * Neither a server nor a client component of its own: the coupon tabs (client) and the business
 * page (server) both render it.
 */
export function BranchLinks({ branches, labels, details }: BranchLinksProps) {
  return (
    <ul className="flex flex-col gap-3" data-testid="branch-list">
      {branches.map((b) => (
        <li key={b.id} className="flex flex-col gap-1 rounded-lg border p-3" data-testid="branch-item">
          <p className="font-medium">{b.name}</p>
          <p className="text-sm text-muted-foreground">{b.address}</p>
          {b.phone && <p className="text-sm text-muted-foreground">{b.phone}</p>}
          {details?.[b.id]}
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span>{labels.directions}:</span>
            <a
              href={wazeLink(b)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary hover:underline"
              data-testid="waze-link"
            >
              {labels.waze}
            </a>
            <a
              href={googleMapsLink(b)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary hover:underline"
              data-testid="google-maps-link"
            >
              {labels.googleMaps}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
