// Image uploads through the real action on every engine: what is stored is re-encoded pixels
// (no EXIF, no GPS position, nothing smuggled after the image), files that are no real image of
// their claimed type and decompression bombs are refused, and each user has an hourly count and
// a daily byte quota, answered in Spanish.
import { randomUUID } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";
import { holdRateWindows } from "./helpers/rate-window";

// Local storage goes under <PGLITE_DATA_DIR>/../uploads: a folder of this test's own.
const dirs = vi.hoisted(() => {
  const root = `/tmp/cupongt-upload-test-${process.pid}`;
  process.env.PGLITE_DATA_DIR = `${root}/pglite`;
  return { root, uploads: `${root}/uploads` };
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { uploadImage } = await import("@/lib/actions/sellers/upload-image");
const { readUpload } = await import("@/lib/storage");
const { consumeQuota } = await import("@/lib/data/rate-limit");
const { RATE_RULES } = await import("@/lib/domain/rate-limits");

const GPS = {
  IFD0: { Make: "CamaraEspia", Model: "Serie-12345" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "14/1 37/1 5/1", GPSLongitudeRef: "W", GPSLongitude: "90/1 30/1 47/1" },
};

async function photo(format: "jpeg" | "png" | "webp", options: { orientation?: number } = {}): Promise<Buffer> {
  // 40 wide, 20 tall, red on the left half: its position tells whether it was turned.
  const base = sharp({ create: { width: 40, height: 20, channels: 3, background: "blue" } }).composite([
    { input: { create: { width: 20, height: 20, channels: 3, background: "red" } }, left: 0, top: 0 },
  ]);
  const encoded = await base[format]().toBuffer();
  const tagged = sharp(encoded).withExif(GPS);
  return (options.orientation ? tagged.withMetadata({ orientation: options.orientation }) : tagged)
    [format]()
    .toBuffer();
}

const form = (bytes: Uint8Array, name = "foto.jpg", type = "image/jpeg") => {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return data;
};
const newUser = () => authenticatedCaller(randomUUID(), "subidas@example.com");
const storedName = (url: string) => url.replace(/^\/uploads\//, "");
const storedCount = async () => (await readdir(dirs.uploads).catch(() => [])).length;

/** A PNG whose header claims 50,000 × 50,000 pixels (2.5 GB decoded) in a few hundred bytes. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) =>
    (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(64 * 50_001));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

holdRateWindows();
describe.each(testEngines())("image uploads [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
    await rm(dirs.root, { recursive: true, force: true });
  });

  it("stores JPEG, PNG and WebP without EXIF or GPS, turned upright by their orientation", async () => {
    session.caller = newUser();
    for (const [format, ext, mime] of [
      ["jpeg", "jpg", "image/jpeg"],
      ["png", "png", "image/png"],
      ["webp", "webp", "image/webp"],
    ] as const) {
      const original = await photo(format, { orientation: 6 }); // 'turn 90° clockwise to view'
      const before = await sharp(original).metadata();
      expect(before.exif?.includes(Buffer.from("CamaraEspia"))).toBe(true); // the attack: GPS and camera serial inside
      const result = await uploadImage(form(original, `foto.${ext}`, mime));
      expect(result).toMatchObject({
        ok: true,
        data: { url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${ext}$`)) },
      });
      const stored = await readUpload(storedName(result.ok ? result.data.url : ""));
      expect(stored?.mime).toBe(mime);
      const after = await sharp(stored!.bytes).metadata();
      expect(after.format).toBe(format);
      expect(after.exif).toBeUndefined();
      expect(after.orientation ?? 1).toBe(1);
      for (const secret of ["GPS", "CamaraEspia", "Serie-12345"])
        expect(stored!.bytes.includes(Buffer.from(secret))).toBe(false);
      expect([after.width, after.height]).toEqual([20, 40]); // upright: the rotation was applied to the pixels
    }
  });

  it("refuses bytes that are not a real image of their claimed type, and keeps nothing smuggled after one", async () => {
    session.caller = newUser();
    const before = await storedCount();
    const jpeg = await photo("jpeg");
    const fakes = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<script>alert(1)</script>")]), // JPEG signature, then a script
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]), // PNG signature on JPEG bytes
      jpeg.subarray(0, Math.floor(jpeg.length / 2)), // truncated
    ];
    for (const bytes of fakes) {
      expect(await uploadImage(form(bytes))).toEqual({
        ok: false,
        error: "El archivo no es una imagen válida o está dañado.",
      });
    }
    expect(await uploadImage(form(Buffer.from("solo texto")))).toEqual({
      ok: false,
      error: "Solo se aceptan imágenes JPEG, PNG o WebP.",
    });
    expect(await storedCount()).toBe(before);

    const polyglot = await uploadImage(form(Buffer.concat([jpeg, Buffer.from("<?php system($_GET['c']); ?>")])));
    expect(polyglot.ok).toBe(true);
    const stored = await readUpload(storedName(polyglot.ok ? polyglot.data.url : ""));
    expect(stored!.bytes.includes(Buffer.from("<?php"))).toBe(false);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    session.caller = newUser();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const before = await storedCount();
    expect(await uploadImage(form(bomb, "bomba.png", "image/png"))).toEqual({
      ok: false,
      error: "La imagen es demasiado grande: usa una de menos de 40 megapíxeles.",
    });
    expect(await storedCount()).toBe(before);
  });

  it("allows 30 uploads an hour per user, then answers in Spanish; another user is unaffected", async () => {
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: "green" } })
      .png()
      .toBuffer();
    session.caller = newUser();
    for (let i = 0; i < RATE_RULES.uploadPerUser.limit; i++)
      expect((await uploadImage(form(tiny, "a.png", "image/png"))).ok).toBe(true);
    const before = await storedCount();
    expect(await uploadImage(form(tiny, "a.png", "image/png"))).toEqual({
      ok: false,
      error: "Subiste demasiadas imágenes en poco tiempo. Espera un rato e intenta de nuevo.",
    });
    expect(await storedCount()).toBe(before);
    session.caller = newUser();
    expect((await uploadImage(form(tiny, "a.png", "image/png"))).ok).toBe(true);
  });

  it("stops at the daily byte quota without storing, and a refused upload costs nothing of it", async () => {
    const caller = newUser();
    session.caller = caller;
    const { limit } = RATE_RULES.uploadBytesPerUser;
    expect(await consumeQuota("uploadBytesPerUser", caller.userId!, limit - 50)).toBe(true); // the day's uploads so far
    const before = await storedCount();
    expect(await uploadImage(form(await photo("jpeg")))).toEqual({
      ok: false,
      error: "Alcanzaste el límite diario de imágenes de tu cuenta. Intenta de nuevo mañana.",
    });
    expect(await storedCount()).toBe(before);
    expect(await consumeQuota("uploadBytesPerUser", caller.userId!, 50)).toBe(true); // still exactly 50 bytes left
    expect(await consumeQuota("uploadBytesPerUser", caller.userId!, 1)).toBe(false);
    expect(await consumeQuota("uploadBytesPerUser", caller.userId!, -5)).toBe(false);
  });

  it("asks a visitor to sign in and stores nothing", async () => {
    session.caller = { role: "anon", userId: null } as Caller;
    const before = await storedCount();
    expect(await uploadImage(form(await photo("jpeg")))).toMatchObject({ ok: false, code: "sign_in_required" });
    expect(await storedCount()).toBe(before);
  });
});
