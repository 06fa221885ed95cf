// Does a PDF carry anything that runs or opens by itself? A verification document is a scan or an
// export of tax papers, which never needs scripts, launch actions, attachments, rich media or XFA
// forms; a PDF that has any of them is refused rather than re-written, because dropping an action
// keeps a file that no longer says what its sender sent, and a refusal is easy to explain ("export
// it again" or "send a photo"). What cannot be read (encryption, filters other than Flate and the
// image ones, a stream that does not inflate, too much inflated data) is refused too: a scanner
// that skips what it cannot read is the way around it.
import { constants, inflateSync } from "node:zlib";

/** Names that start or hold active content; matched after #xx escapes are decoded (/J#53 = /JS). */
const ACTIVE_NAMES = new Set([
  "JS",
  "JavaScript",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "Encrypt",
]);

/** Filters whose output we read (Flate) or that only hold image data. */
const READABLE_FILTERS = new Set([
  "FlateDecode",
  "Fl",
  "DCTDecode",
  "DCT",
  "JPXDecode",
  "CCITTFaxDecode",
  "CCF",
  "JBIG2Decode",
]);
const OTHER_FILTERS = new Set([
  "ASCII85Decode",
  "A85",
  "ASCIIHexDecode",
  "AHx",
  "LZWDecode",
  "LZW",
  "RunLengthDecode",
  "RL",
  "Crypt",
]);
const FLATE = new Set(["FlateDecode", "Fl"]);

/** The inflated data we are willing to read in all (a small PDF can inflate to gigabytes). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

export type PdfVerdict = { ok: true } | { ok: false; found: string };

// Delimiters end a name (PDF 32000-1, 7.2.2); whitespace too.
const NAME = /\/([^\s/[\]<>(){}%]*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function namesIn(text: string): string[] {
  return Array.from(text.matchAll(NAME), (m) => decodeName(m[1]!));
}

// /OpenAction is not in the list: alone it is common (open at page 1, fit to width), and an
// opening script is refused anyway through its /JS or /JavaScript.
function activeNameIn(text: string): string | null {
  return namesIn(text).find((n) => ACTIVE_NAMES.has(n)) ?? null;
}

// Every "stream" keyword at the end of a line, however its dictionary is written ("endstream" aside).
const STREAM = /(?<!end)stream(?:\r\n|\n|\r)/g;

/** Looks through the whole file and the inside of every compressed stream. */
export function findPdfActiveContent(bytes: Uint8Array): PdfVerdict {
  const text = Buffer.from(bytes).toString("latin1");
  const direct = activeNameIn(text);
  if (direct) return { ok: false, found: direct };
  let inflated = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) return { ok: false, found: "unterminated stream" };
    const dictStart = text.lastIndexOf("obj", match.index);
    const filters = namesIn(text.slice(dictStart < 0 ? 0 : dictStart, match.index)).filter(
      (n) => READABLE_FILTERS.has(n) || OTHER_FILTERS.has(n),
    );
    if (filters.length === 0) continue; // plain bytes: already read with the whole file
    const unreadable = filters.find((f) => !READABLE_FILTERS.has(f));
    if (unreadable) return { ok: false, found: unreadable };
    if (!filters.some((f) => FLATE.has(f))) continue; // image data only
    if (inflated >= MAX_INFLATED_BYTES) return { ok: false, found: "too much compressed data" };
    let data: Buffer;
    try {
      // A sync flush tolerates the end-of-line that many writers leave before "endstream".
      data = inflateSync(Buffer.from(bytes.subarray(start, end)), {
        maxOutputLength: MAX_INFLATED_BYTES - inflated,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
    } catch {
      return { ok: false, found: "unreadable stream" };
    }
    inflated += data.length;
    const inner = activeNameIn(data.toString("latin1"));
    if (inner) return { ok: false, found: inner };
  }
  return { ok: true };
}
