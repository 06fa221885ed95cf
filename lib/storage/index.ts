import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { env } from "@/lib/env";
import { MAX_IMAGE_BYTES, mimeOfUploadName, sniffImageType } from "@/lib/domain/image-upload";

const UPLOAD_DIR = () => resolve(env.PGLITE_DATA_DIR, "..", "uploads");
const BUCKET = "public-images";

export type SaveResult = { ok: true; url: string } | { ok: false; reason: "too_large" | "bad_type" | "empty" };

/**
 * Stores an uploaded image and returns the URL to save in the database: Supabase Storage's
 * public URL when the service key is configured, otherwise a file under .data/uploads served
 * by /uploads/{name}.
 */
export async function saveImage(file: File): Promise<SaveResult> {
  if (file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: "bad_type" };
  const name = `${randomUUID()}.${type.ext}`;
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    const storage = createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } }).storage.from(BUCKET);
    const { error } = await storage.upload(name, bytes, { contentType: type.mime, cacheControl: "3600" });
    if (error) throw error;
    return { ok: true, url: storage.getPublicUrl(name).data.publicUrl };
  }
  await mkdir(UPLOAD_DIR(), { recursive: true });
  await writeFile(join(UPLOAD_DIR(), name), bytes);
  return { ok: true, url: `/uploads/${name}` };
}

/** A locally stored upload, or null for any name that is not one of ours. */
export async function readUpload(name: string): Promise<{ bytes: Buffer; mime: string } | null> {
  const mime = mimeOfUploadName(name);
  if (!mime) return null;
  const bytes = await readFile(join(UPLOAD_DIR(), name)).catch(() => null);
  return bytes ? { bytes, mime } : null;
}
