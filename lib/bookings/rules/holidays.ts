// Guatemala's public holidays, on which a business takes no bookings unless its seller opens the
// day: 1 January; Holy Thursday, Friday and Saturday (from Easter, through date-easter); 1 May;
// 30 June; 15 September; 20 October; 1 November; 24 and 31 December from noon; 25 December.
// Pure: dates are Guatemala's calendar days ("2027-03-25"), never instants.
import { gregorianEaster } from "date-easter";
import { addDays, format } from "date-fns";

export interface Holiday {
  /** Guatemala's calendar day, "YYYY-MM-DD". */
  date: string;
  name: string;
  /** Minutes after midnight from which the day is a holiday: 0 all day, 720 from noon. */
  fromMinute: number;
}

const FIXED: readonly { month: number; day: number; name: string; fromMinute?: number }[] = [
  { month: 1, day: 1, name: "Año Nuevo" },
  { month: 5, day: 1, name: "Día del Trabajo" },
  { month: 6, day: 30, name: "Día del Ejército" },
  { month: 9, day: 15, name: "Día de la Independencia" },
  { month: 10, day: 20, name: "Día de la Revolución" },
  { month: 11, day: 1, name: "Día de Todos los Santos" },
  { month: 12, day: 24, name: "Nochebuena (desde el mediodía)", fromMinute: 720 },
  { month: 12, day: 25, name: "Navidad" },
  { month: 12, day: 31, name: "Fin de año (desde el mediodía)", fromMinute: 720 },
];

const pad = (n: number) => String(n).padStart(2, "0");

/** The year's holidays, in date order. */
export function guatemalaHolidays(year: number): Holiday[] {
  const e = gregorianEaster(year);
  // A plain calendar date: only its year, month and day are read.
  const sunday = new Date(year, e.month - 1, e.day);
  const holy = [
    { offset: -3, name: "Jueves Santo" },
    { offset: -2, name: "Viernes Santo" },
    { offset: -1, name: "Sábado Santo" },
  ].map(({ offset, name }) => ({ date: format(addDays(sunday, offset), "yyyy-MM-dd"), name, fromMinute: 0 }));
  const fixed = FIXED.map((h) => ({
    date: `${year}-${pad(h.month)}-${pad(h.day)}`,
    name: h.name,
    fromMinute: h.fromMinute ?? 0,
  }));
  return [...fixed, ...holy].sort((a, b) => a.date.localeCompare(b.date));
}

// A year's list, kept once computed: a month of slots asks for the same year thirty times.
const byYear = new Map<number, readonly Holiday[]>();

/** The holiday on a Guatemala calendar day, if any. */
export function holidayOn(date: string): Holiday | null {
  const year = Number(date.slice(0, 4));
  let list = byYear.get(year);
  if (!list) byYear.set(year, (list = guatemalaHolidays(year)));
  return list.find((h) => h.date === date) ?? null;
}
