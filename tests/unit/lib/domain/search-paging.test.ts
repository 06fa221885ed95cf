import { describe, expect, it } from "vitest";
import { ALL_SORTS, pageNumbers } from "@/lib/domain/search";
import {
  boundedCount,
  COUNT_BOUND,
  COUNT_BOUND_LABEL,
  countBoundLabel,
  cursorParam,
  decodeCursor,
  encodeCursor,
  lastNumberedPage,
  MAX_NUMBERED_PAGE,
  NEAR_COUNT_BOUND,
  NEAR_WORDS_COUNT_STEP,
  nearWordsCountBound,
  paginationPlan,
  sortKeys,
} from "@/lib/domain/search-paging";
import es from "@/messages/es.json";

const uuid = "0b7c3c1e-8a51-4f7e-9c1d-2f3a4b5c6d7e";
const ts = "2026-11-24 08:00:00.123456+00";

describe("boundedCount", () => {
  it("is exact up to the bound", () => {
    expect(boundedCount(0)).toEqual({ total: 0, bounded: false });
    expect(boundedCount(37)).toEqual({ total: 37, bounded: false });
    expect(boundedCount(COUNT_BOUND)).toEqual({ total: COUNT_BOUND, bounded: false });
  });
  it("is a lower bound past it (a count taken with limit bound + 1)", () => {
    expect(boundedCount(COUNT_BOUND + 1)).toEqual({ total: COUNT_BOUND + 1, bounded: true });
    expect(boundedCount(950_000)).toEqual({ total: COUNT_BOUND + 1, bounded: true });
  });
  it("reads the bound as shoppers do, in the message the pages show", () => {
    expect(COUNT_BOUND_LABEL).toBe("10,000");
    const moreThan = es.searchCounts.moreThan.replace("{bound}", COUNT_BOUND_LABEL);
    const showing = es.searchPage.showing.replace("{from}", "1").replace("{to}", "9").replace("{total}", moreThan);
    expect(showing).toBe("Mostrando 1-9 de más de 10,000 resultados");
    expect(es.searchCounts.moreThanOffers.replace("{bound}", COUNT_BOUND_LABEL)).toBe("Más de 10,000 ofertas");
  });
  it("stops near-me counts at their own, smaller bound and says that one", () => {
    expect(boundedCount(NEAR_COUNT_BOUND, NEAR_COUNT_BOUND)).toEqual({ total: NEAR_COUNT_BOUND, bounded: false });
    expect(boundedCount(NEAR_COUNT_BOUND + 1, NEAR_COUNT_BOUND)).toEqual({
      total: NEAR_COUNT_BOUND + 1,
      bounded: true,
    });
    expect(countBoundLabel(NEAR_COUNT_BOUND)).toBe("1,000");
    expect(countBoundLabel()).toBe(COUNT_BOUND_LABEL);
    const moreThan = es.searchCounts.moreThan.replace("{bound}", countBoundLabel(NEAR_COUNT_BOUND));
    const showing = es.searchPage.showing.replace("{from}", "1").replace("{to}", "9").replace("{total}", moreThan);
    expect(showing).toBe("Mostrando 1-9 de más de 1,000 resultados");
    expect(es.searchCounts.moreThanOffers.replace("{bound}", countBoundLabel(NEAR_COUNT_BOUND))).toBe(
      "Más de 1,000 ofertas",
    );
  });
});

describe("nearWordsCountBound", () => {
  it("counts near-me words to the first step of 100 that covers the page, so a next page is offered", () => {
    expect(NEAR_WORDS_COUNT_STEP).toBe(100);
    expect(nearWordsCountBound(1, 9)).toBe(100);
    expect(nearWordsCountBound(11, 9)).toBe(100);
    expect(nearWordsCountBound(12, 9)).toBe(200);
    expect(nearWordsCountBound(2, 60)).toBe(200);
    for (let page = 1; page < MAX_NUMBERED_PAGE; page++) {
      const bound = nearWordsCountBound(page, 9);
      // A count past the bound (bound + 1 rows) always numbers the page after this one.
      expect(lastNumberedPage(bound + 1, 9)).toBeGreaterThan(page);
    }
  });
  it("never counts past the near-me bound, and reads bad pages as page 1", () => {
    expect(nearWordsCountBound(112, 9)).toBe(NEAR_COUNT_BOUND);
    expect(nearWordsCountBound(5000, 60)).toBe(NEAR_COUNT_BOUND);
    expect(nearWordsCountBound(Number.NaN, 9)).toBe(100);
    expect(nearWordsCountBound(-3, 9)).toBe(100);
    const moreThan = es.searchCounts.moreThan.replace("{bound}", countBoundLabel(nearWordsCountBound(1, 9)));
    expect(es.searchPage.showing.replace("{from}", "1").replace("{to}", "9").replace("{total}", moreThan)).toBe(
      "Mostrando 1-9 de más de 100 resultados",
    );
  });
});

describe("lastNumberedPage", () => {
  it("covers an exact count and stops at the last numbered page", () => {
    expect(lastNumberedPage(0, 9)).toBe(1);
    expect(lastNumberedPage(9, 9)).toBe(1);
    expect(lastNumberedPage(10, 9)).toBe(2);
    expect(lastNumberedPage(295, 9)).toBe(33);
    expect(lastNumberedPage(MAX_NUMBERED_PAGE * 9, 9)).toBe(MAX_NUMBERED_PAGE);
    expect(lastNumberedPage(MAX_NUMBERED_PAGE * 9 + 1, 9)).toBe(MAX_NUMBERED_PAGE);
    expect(lastNumberedPage(COUNT_BOUND + 1, 9)).toBe(MAX_NUMBERED_PAGE);
  });
});

describe("sortKeys", () => {
  it("ends every ordering with the unique id, so ties page without duplicates", () => {
    for (const sort of ALL_SORTS) {
      const keys = sortKeys(sort, false)!;
      expect(keys.at(-1)?.kind, sort).toBe("uuid");
    }
  });
  it("has no keyset for relevance with a query (computed per row)", () => {
    expect(sortKeys("relevancia", true)).toBeNull();
    expect(sortKeys("relevancia", false)).toEqual(sortKeys("recientes", false));
  });
  it("marks only the nullable keys (rating, discount) as such", () => {
    expect(sortKeys("calificacion", false)![0]).toEqual({ kind: "float", dir: "desc", nullable: true });
    expect(sortKeys("descuento-desc", false)![0]).toEqual({ kind: "float", dir: "desc", nullable: true });
    expect(sortKeys("precio-asc", false)![0]).toEqual({ kind: "bigint", dir: "asc" });
  });
});

describe("cursors", () => {
  const keys = sortKeys("precio-asc", false)!;
  it("round-trips the direction and the exact key values", () => {
    const raw = encodeCursor("precio-asc", { direction: "a", values: ["1250", ts, uuid] });
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, "precio-asc", keys)).toEqual({ direction: "a", values: ["1250", ts, uuid] });
    const rating = sortKeys("calificacion", false)!;
    for (const f of ["4.666666666666667", "5", "1e-05", "0.35"]) {
      expect(
        decodeCursor(
          encodeCursor("calificacion", { direction: "a", values: [f, "3", ts, uuid] }),
          "calificacion",
          rating,
        )?.values[0],
        f,
      ).toBe(f);
    }
    expect(
      decodeCursor(
        encodeCursor("calificacion", { direction: "a", values: ["NaN", "3", ts, uuid] }),
        "calificacion",
        rating,
      ),
    ).toBeNull();
    expect(
      decodeCursor(encodeCursor("precio-asc", { direction: "a", values: ["12.50", ts, uuid] }), "precio-asc", keys),
    ).toBeNull();
    const back = encodeCursor("precio-asc", { direction: "b", values: ["0", "2026-01-01T00:00:00Z", uuid] });
    expect(decodeCursor(back, "precio-asc", keys)?.direction).toBe("b");
  });
  it("keeps a NULL only where the key may be NULL", () => {
    const rating = sortKeys("calificacion", false)!;
    const ok = encodeCursor("calificacion", { direction: "a", values: [null, "3", ts, uuid] });
    expect(decodeCursor(ok, "calificacion", rating)?.values[0]).toBeNull();
    const bad = encodeCursor("precio-asc", { direction: "a", values: [null, ts, uuid] });
    expect(decodeCursor(bad, "precio-asc", keys)).toBeNull();
  });
  it("refuses another ordering, a wrong arity, a bad value or garbage (nothing unchecked reaches SQL)", () => {
    const other = encodeCursor("precio-desc", { direction: "a", values: ["1", ts, uuid] });
    expect(decodeCursor(other, "precio-asc", keys)).toBeNull();
    expect(
      decodeCursor(encodeCursor("precio-asc", { direction: "a", values: ["1", ts] }), "precio-asc", keys),
    ).toBeNull();
    expect(
      decodeCursor(
        encodeCursor("precio-asc", { direction: "a", values: ["1; drop table coupons", ts, uuid] }),
        "precio-asc",
        keys,
      ),
    ).toBeNull();
    expect(
      decodeCursor(encodeCursor("precio-asc", { direction: "a", values: ["1", "mañana", uuid] }), "precio-asc", keys),
    ).toBeNull();
    expect(
      decodeCursor(
        encodeCursor("precio-asc", { direction: "a", values: ["1", "2026-13-45 99:00:00+00", uuid] }),
        "precio-asc",
        keys,
      ),
    ).toBeNull();
    expect(
      decodeCursor(encodeCursor("precio-asc", { direction: "a", values: ["1", ts, "not-a-uuid"] }), "precio-asc", keys),
    ).toBeNull();
    const wrongDir = Buffer.from(JSON.stringify(["precio-asc", "x", "1", ts, uuid])).toString("base64url");
    expect(decodeCursor(wrongDir, "precio-asc", keys)).toBeNull();
    expect(decodeCursor("%%%", "precio-asc", keys)).toBeNull();
    expect(decodeCursor("bm90IGpzb24", "precio-asc", keys)).toBeNull();
    expect(decodeCursor("", "precio-asc", keys)).toBeNull();
    expect(
      decodeCursor(encodeCursor("relevancia", { direction: "a", values: [ts, uuid] }), "relevancia", null),
    ).toBeNull();
  });
  it("reads ?desde= only when it looks like a cursor", () => {
    expect(cursorParam("abc_-9")).toBe("abc_-9");
    expect(cursorParam(["abc", "def"])).toBe("abc");
    expect(cursorParam("a b")).toBeUndefined();
    expect(cursorParam("x".repeat(401))).toBeUndefined();
    expect(cursorParam(undefined)).toBeUndefined();
  });
});

describe("paginationPlan", () => {
  const plan = (page: number, pageCount: number, next = false, prev = false) =>
    paginationPlan({ page, pageCount, hasNextCursor: next, hasPrevCursor: prev }, pageNumbers);
  it("is SPEC 2's numbered pagination within the numbered pages", () => {
    expect(plan(1, 3)).toEqual({ prev: null, numbers: [1, 2, 3], next: { page: 2 } });
    expect(plan(3, 3)).toEqual({ prev: { page: 2 }, numbers: [1, 2, 3], next: null });
    expect(plan(6, 20, true).numbers).toEqual(["ellipsis", 4, 5, 6, 7, 8, "ellipsis"]);
    expect(plan(6, 20, true).next).toEqual({ page: 7 });
  });
  it("follows the cursor past the last numbered page when rows follow", () => {
    expect(plan(100, 100, true).next).toEqual({ page: 101, cursor: "next" });
    expect(plan(100, 100, false).next).toBeNull();
  });
  it("shows a cursor page after the numbered ones, with a way back", () => {
    const first = plan(101, 100, true, true);
    expect(first.numbers).toEqual(["ellipsis", 96, 97, 98, 99, 100, 101]);
    expect(first.prev).toEqual({ page: 100 });
    const deeper = plan(120, 100, true, true);
    expect(deeper.numbers.slice(-2)).toEqual(["ellipsis", 120]);
    expect(deeper.prev).toEqual({ page: 119, cursor: "prev" });
    expect(deeper.next).toEqual({ page: 121, cursor: "next" });
    expect(plan(120, 100, false, false).prev).toBeNull();
  });
});
