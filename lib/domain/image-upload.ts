// Uploaded images: JPEG, PNG or WebP, at most 5 MB. The type is read from the file's first
// bytes, never from its name or the browser's claim.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * A few megabytes of PNG can decode to gigabytes of pixels (a decompression bomb): the decoder
 * refuses anything larger than this before allocating it. 40 MP covers a phone's full photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageType = { mime: "image/jpeg" | "image/png" | "image/webp"; ext: "jpg" | "png" | "webp" };

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: "image/jpeg", ext: "jpg" };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return { mime: "image/png", ext: "png" };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP")
    return { mime: "image/webp", ext: "webp" };
  return null;
}

/** Names the upload route serves: a uuid and a known extension, nothing that walks folders. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export function mimeOfUploadName(name: string): ImageType["mime"] | null {
  const match = UPLOAD_NAME.exec(name);
  if (!match) return null;
  return match[1] === "jpg" ? "image/jpeg" : match[1] === "png" ? "image/png" : "image/webp";
}
