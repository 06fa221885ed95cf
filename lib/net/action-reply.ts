// Whether a server action's body is one React's reply decoder can read. Next decodes the body
// after its own checks and before our action wrapper runs, and answers anything the decoder throws
// on (text that is not JSON, a truncated form, a 20,000-deep array, a reference to a part that was
// never sent, too many arguments) with a 500 and an error in the log. lib/net/action-request-guard.ts
// asks this first and answers 400 instead. Pure: tests feed it the shapes directly.
//
// The body is a list of parts: a plain body is part "0" alone; a multipart body has a part per
// field, named by its decimal id ("0" is the argument list). A string that starts with "$" is
// either a value of its own ("$$" an escaped "$", "$undefined", "$NaN", a date, a bigint...) or a
// reference to another part by its hexadecimal id; React fails the whole request on a reference
// to a part that is absent.

/** Next's own cap: what encodes larger than this is refused (next.config.ts uses this figure). */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/** Next refuses an action called with more arguments than this. */
export const MAX_ACTION_ARGUMENTS = 1000;
/** No form of this app nests this deep; React's decoder recurses, so a deep array overflows its stack. */
export const MAX_REPLY_DEPTH = 64;

/** A part's text (JSON) or a file. */
export type ReplyPart = string | { file: true };

// "$" + one of these is a whole value, or a promise React leaves pending (a wrapper refuses it).
const SELF_CONTAINED = new Set(["$", "u", "I", "N", "-", "D", "T", "H", "@", "K"]);
// "$" + one of these + a hexadecimal id refers to another part: a file (a typed array, a blob)...
const BINARY = new Set(["A", "O", "o", "U", "S", "s", "L", "l", "G", "g", "M", "m", "V", "B"]);
// ...or another part's text (a Map, a Set, an iterator, a stream).
const REFERENCING = new Set([...BINARY, "h", "Q", "W", "i", "R", "r", "X", "x"]);
const HEX_ID = /^[0-9a-fA-F]+$/;

/** Null when the decoder can read these parts, else why not (for tests; the answer is a plain 400). */
export function replyProblem(parts: ReadonlyMap<string, ReplyPart>): string | null {
  const root = parts.get("0");
  if (typeof root !== "string") return "no argument list";
  const parsed = new Map<string, unknown>();
  for (const [name, part] of parts) {
    if (typeof part !== "string" || !/^\d+$/.test(name)) continue;
    try {
      parsed.set(name, JSON.parse(part));
    } catch {
      return `part ${name} is not JSON`;
    }
  }
  const args = parsed.get("0");
  if (!Array.isArray(args)) return "the argument list is not an array";
  if (args.length > MAX_ACTION_ARGUMENTS) return "too many arguments";
  for (const [name, value] of parsed) {
    const problem = valueProblem(value, parts);
    if (problem) return `part ${name}: ${problem}`;
  }
  return null;
}

/** Walks a part without recursion (a hostile depth must not overflow this walk either). */
function valueProblem(root: unknown, parts: ReadonlyMap<string, ReplyPart>): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === "string") {
      const problem = stringProblem(value, parts);
      if (problem) return problem;
    } else if (typeof value === "object" && value !== null) {
      if (depth >= MAX_REPLY_DEPTH) return "nested too deep";
      for (const child of Array.isArray(value) ? value : Object.values(value))
        stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

function stringProblem(value: string, parts: ReadonlyMap<string, ReplyPart>): string | null {
  if (value[0] !== "$" || value.length < 2) return null;
  const tag = value[1]!;
  if (tag === "n") return /^-?\d{1,300}$/.test(value.slice(2)) ? null : "a malformed bigint";
  if (SELF_CONTAINED.has(tag)) return null;
  // "$1a" or "$1a:path:to:field": a reference to part 0x1a (a path reaches into it).
  const id = (REFERENCING.has(tag) ? value.slice(2) : value.slice(1)).split(":")[0]!;
  if (!HEX_ID.test(id)) return "a malformed reference";
  const part = parts.get(String(parseInt(id, 16)));
  if (part === undefined) return "a reference to a part that was not sent";
  // React reads a typed array or a blob from a file part, and throws on text.
  return BINARY.has(tag) && typeof part === "string" ? "a file reference to a text part" : null;
}
