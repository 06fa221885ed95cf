// Malformed server action requests get a 400 or 413 here, before Next sees them. Next reads an
// action's Origin and decodes its body before any code of ours runs (the proxy sees headers only),
// and answers whatever throws there with a 500 and an error in the log: an empty Origin, a body
// over the size limit, multipart garbage, a body React's decoder cannot read (lib/net/action-reply.ts).
// So the server holds such a request as it arrives (lib/net/peer-stamp.ts), reads its body, and
// hands Next only a request that will decode; the body is replayed untouched.
//
// The body is held by taking over the request's `push`, through which Node's HTTP parser hands
// over each chunk and the end: nothing reaches the stream, and nothing is lost, until the check is
// done. A body over the limit is refused as soon as it crosses it; the rest is dropped unread.
//
// What this does not catch, and Next still answers 500 (with its error line): a body whose shape
// passes these checks but whose content React's decoder still refuses (a stream or promise part
// holding nonsense, more than React's million array slots in all), since telling those apart would
// mean decoding it twice. Ids of no action are Next's own 4xx (with its deployment-skew warning).
// A host that does not run this Node server (a serverless platform) has no such check.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ACTION_BODY_LIMIT_BYTES, replyProblem, type ReplyPart } from "@/lib/net/action-reply";

const isMultipart = (contentType: string | undefined) =>
  contentType?.toLowerCase().startsWith("multipart/form-data") === true;

/**
 * What Next decodes before our code runs: a server action called by the page's script ("call",
 * the Next-Action header), or a multipart POST, which Next reads as a form posted without
 * JavaScript ("form") when it reaches a page. Neither: null.
 */
export function actionRequestKind(req: Pick<IncomingMessage, "method" | "headers">): "call" | "form" | null {
  if (req.method !== "POST") return null;
  if (typeof req.headers["next-action"] === "string") return "call";
  return isMultipart(req.headers["content-type"]) ? "form" : null;
}

/** Next parses the Origin as a URL: an empty or broken one would throw inside Next. */
export function originProblem(origin: string | string[] | undefined): boolean {
  if (origin === undefined) return false;
  return typeof origin !== "string" || (origin !== "null" && !URL.canParse(origin));
}

/**
 * Why the body cannot be decoded, or null. Multipart bodies are read the way Next reads a form
 * posted without JavaScript; a form's fields are Next's own ($ACTION_ID_…), refused by Next with
 * a 400 when wrong, so only a call's parts are checked further.
 */
export async function bodyProblem(
  kind: "call" | "form",
  contentType: string | undefined,
  body: Buffer,
): Promise<string | null> {
  const parts = new Map<string, ReplyPart>();
  if (contentType && isMultipart(contentType)) {
    let form: FormData;
    try {
      form = await new Request("http://action.invalid/", {
        method: "POST",
        headers: { "content-type": contentType },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      return "malformed multipart body";
    }
    if (kind === "form") return null;
    for (const [name, value] of form.entries()) parts.set(name, typeof value === "string" ? value : { file: true });
  } else {
    parts.set("0", body.toString("utf-8"));
  }
  return replyProblem(parts);
}

function refuse(res: ServerResponse, status: 400 | 413, text: string): void {
  // The connection stays open while the client finishes sending (Node reads and drops the rest):
  // closed early, a client still uploading gets a broken pipe instead of this answer.
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end(text);
}

const BAD_REQUEST = "Bad Request: malformed server action request";
const TOO_LARGE = "Payload Too Large: server action body over the limit";

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;

/**
 * Checks an arriving action request; calls `deliver` (which hands it to Next) only when it is
 * well formed, with its body back in the request. Otherwise answers 400/413 itself.
 */
export function guardActionRequest(
  kind: "call" | "form",
  req: IncomingMessage,
  res: ServerResponse,
  deliver: () => void,
  limit = ACTION_BODY_LIMIT_BYTES,
): void {
  if (originProblem(req.headers.origin)) return refuse(res, 400, BAD_REQUEST);
  if (Number(req.headers["content-length"]) > limit) return refuse(res, 413, TOO_LARGE);
  const push = req.push as Push;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const finish = (refusal: [400 | 413, string] | null) => {
    done = true;
    if (refusal) return refuse(res, ...refusal);
    delete (req as { push?: unknown }).push; // back to the stream's own
    for (const chunk of chunks) push.call(req, chunk);
    push.call(req, null);
    deliver();
  };
  (req as { push: Push }).push = (chunk, encoding) => {
    // After a refusal the rest is read and dropped; its end ends the (empty) stream.
    if (done) {
      if (chunk === null) {
        delete (req as { push?: unknown }).push;
        push.call(req, null);
      }
      return true;
    }
    if (chunk === null) {
      const body = Buffer.concat(chunks, size);
      bodyProblem(kind, req.headers["content-type"], body).then(
        (problem) => finish(problem ? [400, BAD_REQUEST] : null),
        () => finish([400, BAD_REQUEST]),
      );
      return false;
    }
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, encoding) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) {
      finish([413, TOO_LARGE]);
      return false;
    }
    chunks.push(buffer);
    return true;
  };
}
