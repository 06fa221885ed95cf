// The counter's QR reader: the browser's own BarcodeDetector where it reads QR codes (Android's
// Chrome, macOS, ChromeOS), otherwise ZXing compiled to WebAssembly behind the same interface (the
// `barcode-detector` ponyfill). The ponyfill and its 1.1 MB decoder are fetched only here, when
// the scanner opens: no other page's first load carries them.

/** What the scanner needs of a detector: the QR texts in a video frame. */
export interface QrDetector {
  kind: "native" | "wasm";
  detect(source: HTMLVideoElement | ImageBitmap | ImageData): Promise<string[]>;
}

interface NativeDetector {
  detect(source: unknown): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Native({ formats: ["qr_code"] });
    return { kind: "native", detect: async (s) => (await detector.detect(s)).map((b) => b.rawValue) };
  } catch {
    return null;
  }
}

/** The decoder's file on our own origin (app/escaner/[file]/route.ts), by version for the cache. */
export const wasmUrl = (file: string, version: string) => `/escaner/${file}?v=${version}`;

async function wasmDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import("barcode-detector/ponyfill");
  await prepareZXingModule({
    overrides: { locateFile: (file: string) => wasmUrl(file, ZXING_WASM_VERSION) },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: ["qr_code"] });
  return { kind: "wasm", detect: async (s) => (await detector.detect(s)).map((b) => b.rawValue) };
}

let detector: Promise<QrDetector> | undefined;

/** One detector per page, made on first use; a failed load is retried on the next open. */
export function loadQrDetector(forceWasm = false): Promise<QrDetector> {
  detector ??= (async () => (!forceWasm && (await nativeDetector())) || wasmDetector())().catch((error: unknown) => {
    detector = undefined;
    throw error;
  });
  return detector;
}
