// An enveloped XML signature (ds:Signature, ECDSA P-256 with SHA-256) over one element of a document, with a
// key of our own: what the local certifier signs with, and the emitter signature an anulación's
// schema requires. The digest is taken over the element's serialisation as xmlbuilder2 writes
// it (attribute order as built, no whitespace), which stands in for exclusive canonicalisation:
// good for proving a document we built was not altered, not a substitute for a certifier's
// signature (the real adapter has Infile sign).
import { createHash, createSign, createVerify, generateKeyPairSync, type KeyObject } from "node:crypto";
import { create } from "xmlbuilder2";
import { DS_NS } from "./xml/namespaces";

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

let processKey: SigningKey | undefined;

/** A key made once per process: the local certifier's documents are tests, never fiscal. */
export function localSigningKey(): SigningKey {
  // ECDSA: a key in a millisecond (an RSA key takes seconds on a busy machine).
  processKey ??= generateKeyPairSync("ec", { namedCurve: "P-256" });
  return processKey;
}

function signedInfo(referenceId: string, digest: string): string {
  const doc = create();
  const info = doc.ele(DS_NS, "ds:SignedInfo");
  info.ele(DS_NS, "ds:CanonicalizationMethod", { Algorithm: "http://www.w3.org/2001/10/xml-exc-c14n#" });
  info.ele(DS_NS, "ds:SignatureMethod", { Algorithm: "http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256" });
  const ref = info.ele(DS_NS, "ds:Reference", { URI: `#${referenceId}` });
  ref
    .ele(DS_NS, "ds:Transforms")
    .ele(DS_NS, "ds:Transform", { Algorithm: "http://www.w3.org/2000/09/xmldsig#enveloped-signature" });
  ref.ele(DS_NS, "ds:DigestMethod", { Algorithm: "http://www.w3.org/2001/04/xmlenc#sha256" });
  ref.ele(DS_NS, "ds:DigestValue").txt(digest);
  return doc.end({ headless: true });
}

/** The ds:Signature element over `signedXml` (the referenced element as text). */
export function signElement(signedXml: string, referenceId: string, key: SigningKey = localSigningKey()): string {
  const digest = createHash("sha256").update(signedXml).digest("base64");
  const info = signedInfo(referenceId, digest);
  const value = createSign("SHA256").update(info).sign({ key: key.privateKey, dsaEncoding: "ieee-p1363" }, "base64");
  const doc = create();
  const signature = doc.ele(DS_NS, "ds:Signature", { Id: `Firma-${referenceId}` });
  signature.import(create(info).root());
  signature.ele(DS_NS, "ds:SignatureValue").txt(value);
  return doc.end({ headless: true });
}

/** Whether a signature made by signElement matches the element (rebuilt SignedInfo) and the key. */
export function verifyElement(
  signedXml: string,
  signatureXml: string,
  referenceId: string,
  key: SigningKey = localSigningKey(),
): boolean {
  const value = /<ds:SignatureValue>([^<]+)<\/ds:SignatureValue>/.exec(signatureXml)?.[1];
  if (!value) return false;
  const digest = createHash("sha256").update(signedXml).digest("base64");
  return createVerify("SHA256")
    .update(signedInfo(referenceId, digest))
    .verify({ key: key.publicKey, dsaEncoding: "ieee-p1363" }, value, "base64");
}
