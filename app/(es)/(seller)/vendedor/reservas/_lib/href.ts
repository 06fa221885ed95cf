// The calendar's URL is its state: business, branch, day and view, so every control is a plain link.

export const BOOKINGS_PAGE = "/vendedor/reservas";
export const BOOKING_SETTINGS_PAGE = "/vendedor/reservas/ajustes";

export type CalendarView = "dia" | "semana";

export interface CalendarPlace {
  businessId: string;
  branchId?: string;
  day?: string;
  view?: CalendarView;
}

export function calendarHref({ businessId, branchId, day, view }: CalendarPlace, path = BOOKINGS_PAGE): string {
  const query = new URLSearchParams({ negocio: businessId });
  if (branchId) query.set("sucursal", branchId);
  if (day) query.set("dia", day);
  if (view === "semana") query.set("vista", view);
  return `${path}?${query}`;
}
