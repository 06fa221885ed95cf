import { describe, expect, it } from "vitest";
import { isImageRef, normalizeGuatemalanPhone, normalizeSocialUrl } from "@/lib/domain/forms/fields";

describe("Guatemalan phone numbers", () => {
  it("normalises the usual ways of writing them to '+502 5555-1234'", () => {
    for (const input of [
      "+502 5555 1234",
      "55551234",
      "5555-1234",
      "(502) 5555-1234",
      "502 55551234",
      "00502 5555.1234",
      "+50255551234",
    ]) {
      expect(normalizeGuatemalanPhone(input)).toBe("+502 5555-1234");
    }
    expect(normalizeGuatemalanPhone("2367 4512")).toBe("+502 2367-4512");
  });

  it("rejects wrong lengths, first digits, other country codes and letters", () => {
    for (const input of [
      "5555123",
      "555512345",
      "15551234",
      "08551234",
      "+1 5555 1234",
      "+52 5555 1234",
      "5555-12ab",
      "tel 55551234",
    ]) {
      expect(normalizeGuatemalanPhone(input)).toBeNull();
    }
  });
});

describe("image references", () => {
  it("accepts http(s) URLs and local upload or catalogue paths", () => {
    expect(isImageRef("https://cdn.example.com/a.jpg")).toBe(true);
    expect(isImageRef("http://example.com/a.png")).toBe(true);
    expect(isImageRef("/uploads/coupons/abc-123.webp")).toBe(true);
    expect(isImageRef("/images/businesses/la-toscana-logo.svg")).toBe(true);
  });

  it("refuses other schemes, traversal and other local folders", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,xx",
      "ftp://x.com/a",
      "/uploads/../.env",
      "/etc/passwd",
      "//evil.com/a.png",
      "uploads/a.png",
      "https://localhost/a.png",
    ]) {
      expect(isImageRef(bad)).toBe(false);
    }
  });
});

describe("social profile URLs", () => {
  it("accepts the network's URLs (https added) and @handles", () => {
    expect(normalizeSocialUrl("instagram", "https://www.instagram.com/latoscana")).toBe(
      "https://www.instagram.com/latoscana",
    );
    expect(normalizeSocialUrl("instagram", "instagram.com/latoscana")).toBe("https://instagram.com/latoscana");
    expect(normalizeSocialUrl("instagram", "@latoscana")).toBe("https://www.instagram.com/latoscana");
    expect(normalizeSocialUrl("x", "https://twitter.com/latoscana")).toBe("https://twitter.com/latoscana");
    expect(normalizeSocialUrl("x", "@latoscana")).toBe("https://x.com/latoscana");
    expect(normalizeSocialUrl("tiktok", "@latoscana")).toBe("https://www.tiktok.com/@latoscana");
    expect(normalizeSocialUrl("facebook", "https://m.facebook.com/latoscana")).toBe("https://m.facebook.com/latoscana");
  });

  it("refuses another network, a bare domain and handles on Facebook", () => {
    expect(normalizeSocialUrl("instagram", "https://facebook.com/latoscana")).toBeNull();
    expect(normalizeSocialUrl("instagram", "https://notinstagram.com/x")).toBeNull();
    expect(normalizeSocialUrl("instagram", "https://instagram.com/")).toBeNull();
    expect(normalizeSocialUrl("facebook", "@latoscana")).toBeNull();
    expect(normalizeSocialUrl("tiktok", "javascript:alert(1)")).toBeNull();
  });
});
