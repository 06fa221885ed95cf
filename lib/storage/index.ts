import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { env } from "@/lib/env";
import { MAX_IMAGE_BYTES, mimeOfUploadName, sniffImageType, type ImageType } from "@/lib/domain/image-upload";
import { reencodeImage } from "./reencode";

const UPLOAD_DIR = () => resolve(env.PGLITE_DATA_DIR, "..", "uploads");
const BUCKET = "public-images";

export interface PreparedImage {
  bytes: Uint8Array;
  type: ImageType;
}

export type PrepareFailure = "too_large" | "bad_type" | "empty" | "not_image" | "too_many_pixels";
export type PrepareResult = { ok: true; image: PreparedImage } | { ok: false; reason: PrepareFailure };

/**
 * Checks an upload and re-encodes it (lib/storage/reencode.ts): what gets stored is only the
 * decoded pixels, never the bytes as sent. The type comes from the file's first bytes and must
 * be what the decoder finds.
 */
export async function prepareImage(file: File): Promise<PrepareResult> {
  if (file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: "bad_type" };
  const clean = await reencodeImage(bytes, type);
  return clean.ok ? { ok: true, image: { bytes: clean.bytes, type } } : { ok: false, reason: clean.reason };
}

/**
 * Stores a prepared image and returns the URL to save in the database: Supabase Storage's
 * public URL when the service key is configured, otherwise a file under .data/uploads served
 * by /uploads/{name}.
 */
export async function storeImage({ bytes, type }: PreparedImage): Promise<string> {
  const name = `${randomUUID()}.${type.ext}`;
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    const storage = createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    }).storage.from(BUCKET);
    const { error } = await storage.upload(name, bytes, { contentType: type.mime, cacheControl: "3600" });
    if (error) throw error;
    return storage.getPublicUrl(name).data.publicUrl;
  }
  await mkdir(UPLOAD_DIR(), { recursive: true });
  await writeFile(join(UPLOAD_DIR(), name), bytes);
  return `/uploads/${name}`;
}

/** A locally stored upload, or null for any name that is not one of ours. */
export async function readUpload(name: string): Promise<{ bytes: Buffer; mime: string } | null> {
  const mime = mimeOfUploadName(name);
  if (!mime) return null;
  const bytes = await readFile(join(UPLOAD_DIR(), name)).catch(() => null);
  return bytes ? { bytes, mime } : null;
}
