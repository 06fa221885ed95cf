import "server-only";
import { env } from "@/lib/env";
import { createInfileCertifier } from "./infile/adapter";
import { createLocalCertifier } from "./local";
import type { FelCertifier } from "./types";

export type { CertifiedDocument, FelCertifier } from "./types";
export { CertifierError, TEST_DOCUMENT_MARK } from "./types";

let certifier: FelCertifier | undefined;

/** The certifier chosen by FEL_CERTIFIER: "local" (default, offline, test documents) or "infile". */
export function getCertifier(): FelCertifier {
  if (certifier) return certifier;
  certifier =
    env.FEL_CERTIFIER === "infile"
      ? // lib/env.ts refuses to start without the three keys when the certifier is infile.
        createInfileCertifier({
          apiUrl: env.INFILE_API_URL,
          signUrl: env.INFILE_SIGN_URL,
          nitUrl: env.INFILE_NIT_URL,
          user: env.INFILE_USER!,
          apiKey: env.INFILE_API_KEY!,
          signKey: env.INFILE_SIGN_KEY!,
        })
      : createLocalCertifier();
  return certifier;
}
