import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { env } from "@/lib/env";
import { isPdf, MAX_DOCUMENT_BYTES, mimeOfDocumentName } from "@/lib/domain/verification-document";
import { prepareImage } from "./index";

// Verification documents (issue 14) are private: never under /uploads. Locally a folder beside the
// database's; on Supabase a private bucket read with the service key. Only /admin/documentos/
// serves them, to admins.
const DOCUMENT_DIR = () => resolve(env.PGLITE_DATA_DIR, "..", "private-documents");
const BUCKET = "verification-documents";

const bucket = () =>
  env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
    ? createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } }).storage.from(BUCKET)
    : null;

export type DocumentFailure = "missing" | "invalid";

/** Checks and stores a document; answers its private name (images are re-encoded, PDFs kept). */
export async function storeDocument(file: File): Promise<{ ok: true; name: string; bytes: number } | { ok: false; reason: DocumentFailure }> {
  if (file.size === 0) return { ok: false, reason: "missing" };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, reason: "invalid" };
  const raw = new Uint8Array(await file.arrayBuffer());
  let bytes: Uint8Array;
  let ext: string;
  if (isPdf(raw)) {
    bytes = raw;
    ext = "pdf";
  } else {
    const image = await prepareImage(file);
    if (!image.ok) return { ok: false, reason: "invalid" };
    bytes = image.image.bytes;
    ext = image.image.type.ext;
  }
  const name = `${randomUUID()}.${ext}`;
  const remote = bucket();
  if (remote) {
    const { error } = await remote.upload(name, bytes, { contentType: mimeOfDocumentName(name)!, upsert: false });
    if (error) throw error;
  } else {
    await mkdir(DOCUMENT_DIR(), { recursive: true });
    await writeFile(join(DOCUMENT_DIR(), name), bytes);
  }
  return { ok: true, name, bytes: bytes.length };
}

/** A stored document, or null for a name that is not one of ours. */
export async function readDocument(name: string): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const mime = mimeOfDocumentName(name);
  if (!mime) return null;
  const remote = bucket();
  if (remote) {
    const { data } = await remote.download(name);
    return data ? { bytes: new Uint8Array(await data.arrayBuffer()), mime } : null;
  }
  const bytes = await readFile(join(DOCUMENT_DIR(), name)).catch(() => null);
  return bytes ? { bytes: new Uint8Array(bytes), mime } : null;
}
