import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` unless jitless, and probes for it on the first
// parse. In the browser that probe is a CSP violation (script-src has no 'unsafe-eval'), reported
// as a DevTools issue (Lighthouse Best Practices). The server keeps the faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
