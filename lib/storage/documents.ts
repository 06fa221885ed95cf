import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { env } from "@/lib/env";
import { findPdfActiveContent } from "@/lib/storage/pdf-active-content";
import { isPdf, MAX_DOCUMENT_BYTES, mimeOfDocumentName } from "@/lib/domain/verification-document";
import { prepareImage } from "./index";

// Verification documents are private: never under /uploads. Locally a folder beside the
// database's; on Supabase a private bucket read with the service key. Only /admin/documentos/
// serves them, to admins.
const DOCUMENT_DIR = () => resolve(env.PGLITE_DATA_DIR, "..", "private-documents");
const BUCKET = "verification-documents";

const bucket = () =>
  env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
    ? createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never },
      }).storage.from(BUCKET)
    : null;

export type DocumentFailure = "missing" | "invalid" | "active_content";

export interface PreparedDocument {
  bytes: Uint8Array;
  ext: "pdf" | "jpg" | "png" | "webp";
}

/**
 * Checks a document without writing anything: images are re-encoded (nothing of the sent file is
 * kept), PDFs are kept as sent only when they carry no active content (lib/storage/pdf-active-content).
 */
export async function prepareDocument(
  file: File,
): Promise<{ ok: true; document: PreparedDocument } | { ok: false; reason: DocumentFailure }> {
  if (file.size === 0) return { ok: false, reason: "missing" };
  if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, reason: "invalid" };
  const raw = new Uint8Array(await file.arrayBuffer());
  if (isPdf(raw)) {
    return findPdfActiveContent(raw).ok
      ? { ok: true, document: { bytes: raw, ext: "pdf" } }
      : { ok: false, reason: "active_content" };
  }
  const image = await prepareImage(file);
  if (!image.ok) return { ok: false, reason: "invalid" };
  return { ok: true, document: { bytes: image.image.bytes, ext: image.image.type.ext } };
}

/** Stores a prepared document under a new random name, which it answers. */
export async function saveDocument(document: PreparedDocument): Promise<string> {
  const name = `${randomUUID()}.${document.ext}`;
  const remote = bucket();
  if (remote) {
    const { error } = await remote.upload(name, document.bytes, {
      contentType: mimeOfDocumentName(name)!,
      upsert: false,
    });
    if (error) throw error;
  } else {
    await mkdir(DOCUMENT_DIR(), { recursive: true });
    await writeFile(join(DOCUMENT_DIR(), name), document.bytes);
  }
  return name;
}

/** Removes a document no request points to (the request lost a race after it was stored). */
export async function deleteDocument(name: string): Promise<void> {
  if (!mimeOfDocumentName(name)) return;
  const remote = bucket();
  if (remote) {
    await remote.remove([name]);
    return;
  }
  await rm(join(DOCUMENT_DIR(), name), { force: true });
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
