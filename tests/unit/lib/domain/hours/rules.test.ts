import { describe, expect, it } from "vitest";
import { branchHoursSchema } from "@/lib/domain/forms/branch-hours";
import { parseMessageCode } from "@/lib/domain/message-code";
import {
  formatTime,
  hourArticle,
  openStatus,
  toMinutes,
  weekMinuteAt,
  type HoursRange,
} from "@/lib/places/rules/hours";
import { statusText, type OpenStatusLabels } from "@/app/(es)/(shop)/negocio/[slug]/_components/open-status";
import es from "@/messages/es.json";

// Guatemala is UTC-6 all year: 2026-12-02 is a Wednesday (weekday 3).
const gt = (day: number, hhmm: string) => new Date(`2026-12-${String(day).padStart(2, "0")}T${hhmm}:00-06:00`);
const week = (opens: string, closes: string, days = [0, 1, 2, 3, 4, 5, 6]): HoursRange[] =>
  days.map((weekday) => ({ weekday, opens, closes }));
const labels: OpenStatusLabels = { ...es.branchHours };

describe("times the es-GT way", () => {
  it("writes 12-hour times as Intl's es-GT does, with plain spaces", () => {
    expect(formatTime("21:00")).toBe("9:00 p. m.");
    expect(formatTime("08:00")).toBe("8:00 a. m.");
    expect(formatTime("12:30")).toBe("12:30 p. m.");
    expect(formatTime("00:15")).toBe("12:15 a. m.");
    expect(formatTime("24:00")).toBe("12:00 a. m.");
    const intl = new Intl.DateTimeFormat("es-GT", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    for (const h of [0, 8, 12, 13, 21])
      expect(formatTime(`${String(h).padStart(2, "0")}:00`)).toBe(
        intl.format(new Date(Date.UTC(2026, 0, 1, h))).replace(/[\u00a0\u202f]/g, " "),
      );
  });

  it("reads HH:MM up to 24:00 and nothing else", () => {
    expect(toMinutes("09:30")).toBe(570);
    expect(toMinutes("24:00")).toBe(1440);
    for (const bad of ["24:01", "9:30", "25:00", "12:60", ""]) expect(toMinutes(bad)).toBeNull();
  });

  it("says 'a la 1:00' and 'a las 9:00'", () => {
    expect(hourArticle("13:00")).toBe("one");
    expect(hourArticle("01:30")).toBe("one");
    expect(hourArticle("21:00")).toBe("other");
  });

  it("reads the week minute on Guatemala's clock, whatever the instant's zone", () => {
    expect(weekMinuteAt(gt(2, "10:15"))).toBe(3 * 1440 + 615);
    expect(weekMinuteAt(new Date("2026-12-06T05:59:00Z"))).toBe(6 * 1440 + 23 * 60 + 59); // Saturday night in GT
  });
});

describe("open or closed at an instant", () => {
  const lunch: HoursRange[] = [...week("08:00", "12:30", [1, 2, 3, 4, 5]), ...week("14:00", "18:00", [1, 2, 3, 4, 5])];

  it("is open inside a range, until its end", () => {
    expect(openStatus(week("12:00", "21:00"), gt(2, "13:00"))).toEqual({
      open: true,
      always: false,
      closes: "21:00",
      closesInDays: 0,
    });
    expect(statusText(week("12:00", "21:00"), gt(2, "13:00"), labels)).toBe("Abierto ahora · cierra a las 9:00 p. m.");
  });

  it("closes at the end (exclusive) and opens at the start (inclusive)", () => {
    expect(openStatus(week("12:00", "21:00"), gt(2, "21:00")).open).toBe(false);
    expect(openStatus(week("12:00", "21:00"), gt(2, "12:00")).open).toBe(true);
  });

  it("between two ranges of a day: opens today", () => {
    expect(statusText(lunch, gt(2, "13:00"), labels)).toBe("Abre hoy a las 2:00 p. m.");
  });

  it("after closing: opens tomorrow; before Monday: on the named day", () => {
    expect(statusText(week("08:00", "18:00"), gt(2, "19:00"), labels)).toBe("Abre mañana a las 8:00 a. m.");
    // Friday evening, closed on weekends: Monday.
    expect(statusText(lunch, gt(4, "19:00"), labels)).toBe("Abre el lunes a las 8:00 a. m.");
    expect(openStatus(lunch, gt(4, "19:00"))).toMatchObject({ opensInDays: 3, weekday: 1 });
  });

  it("joins a night past midnight (two ranges) and wraps Saturday into Sunday", () => {
    const bar: HoursRange[] = [
      { weekday: 6, opens: "20:00", closes: "24:00" },
      { weekday: 0, opens: "00:00", closes: "01:30" },
    ];
    expect(statusText(bar, gt(5, "23:00"), labels)).toBe("Abierto ahora · cierra a la 1:30 a. m.");
    expect(openStatus(bar, gt(5, "23:00"))).toMatchObject({ closesInDays: 1 });
    expect(statusText(bar, gt(6, "02:00"), labels)).toBe("Abre el sábado a las 8:00 p. m.");
  });

  it("open the whole week is 'las 24 horas'; no hours at all says nothing", () => {
    expect(statusText(week("00:00", "24:00"), gt(2, "03:00"), labels)).toBe("Abierto las 24 horas");
    expect(statusText([], gt(2, "03:00"), labels)).toBeNull();
  });

  it("ignores junk ranges", () => {
    expect(openStatus([{ weekday: 3, opens: "18:00", closes: "08:00" }], gt(2, "20:00"))).toEqual({
      open: false,
      opens: null,
    });
  });
});

describe("the hours schema (form and action)", () => {
  const codes = (input: unknown) => {
    const r = branchHoursSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => parseMessageCode(i.message));
  };

  it("accepts several ranges a day, touching ranges and 24:00", () => {
    expect(
      codes([
        { weekday: 1, opens: "08:00", closes: "12:00" },
        { weekday: 1, opens: "12:00", closes: "18:00" },
        { weekday: 5, opens: "20:00", closes: "24:00" },
      ]),
    ).toEqual([]);
  });

  it("refuses an end before its start, naming the day", () => {
    expect(codes([{ weekday: 1, opens: "18:00", closes: "08:00" }])).toEqual([
      { key: "businessEdit.branches.errors.hoursEndBeforeStart", values: { day: 1 } },
    ]);
  });

  it("refuses overlapping ranges of a day, not of different days", () => {
    expect(
      codes([
        { weekday: 2, opens: "08:00", closes: "13:00" },
        { weekday: 2, opens: "12:00", closes: "18:00" },
      ]),
    ).toEqual([{ key: "businessEdit.branches.errors.hoursOverlap", values: { day: 2 } }]);
    expect(
      codes([
        { weekday: 2, opens: "08:00", closes: "13:00" },
        { weekday: 3, opens: "12:00", closes: "18:00" },
      ]),
    ).toEqual([]);
  });

  it("refuses malformed times and a range opening at 24:00", () => {
    expect(codes([{ weekday: 1, opens: "8", closes: "18:00" }])[0]?.key).toBe(
      "businessEdit.branches.errors.opensInvalid",
    );
    expect(codes([{ weekday: 1, opens: "24:00", closes: "24:00" }])[0]?.key).toBe(
      "businessEdit.branches.errors.opensInvalid",
    );
  });

  it("has Spanish words for every code it gives", () => {
    const errors = es.businessEdit.branches.errors as Record<string, string>;
    for (const key of ["opensInvalid", "closesInvalid", "hoursEndBeforeStart", "hoursOverlap", "hoursTooMany"])
      expect(errors[key]).toMatch(/[a-záéíóúñ]/);
  });
});
