import "server-only";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS, type ImageType } from "@/lib/domain/image-upload";

export type ReencodeResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: "not_image" | "too_many_pixels" };

const FORMAT: Record<ImageType["mime"], "jpeg" | "png" | "webp"> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Decodes the upload and encodes it again in the same format. Only pixels survive: EXIF (a
 * phone photo's GPS position, camera serial), XMP, comments and anything hidden after the image
 * data are gone, and the picture is turned upright by its EXIF orientation first so dropping
 * that tag changes nothing on screen. Bytes that do not decode as the type their header claims
 * (a script behind a JPEG signature, a truncated file) are refused; so is a decompression bomb.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<ReencodeResult> {
  const format = FORMAT[type.mime];
  try {
    // failOn 'warning': a truncated or corrupt file is refused rather than half decoded.
    const input = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning", animated: false });
    const meta = await input.metadata();
    if (meta.format !== format || !meta.width || !meta.height) return { ok: false, reason: "not_image" };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too_many_pixels" };
    const upright = input.rotate(); // no metadata is carried over unless asked (keepMetadata)
    const encoded =
      format === "jpeg"
        ? upright.jpeg({ quality: 85, mozjpeg: true })
        : format === "png"
          ? upright.png({ compressionLevel: 9 })
          : upright.webp({ quality: 85 });
    return { ok: true, bytes: new Uint8Array(await encoded.toBuffer()) };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: "too_many_pixels" };
    return { ok: false, reason: "not_image" };
  }
}
