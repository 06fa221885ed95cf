// A fake camera for Chromium (--use-file-for-fake-video-capture): a Y4M video, 640×480 4:2:0, of a
// QR code drawn large and black on white, as a phone held over a voucher would see it. Chromium
// loops the file, so a few identical frames are a steady picture.
import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

const W = 640;
const H = 480;

/** The luminance plane of one frame showing `text` as a QR code. */
export function qrLumaFrame(text: string, width = W, height = H): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = Math.floor((Math.min(width, height) * 0.85) / (n + 2 * quiet));
  const side = cell * (n + 2 * quiet);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const y = Buffer.alloc(width * height, 235); // white (video range)
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < cell; dy++) {
        const start = (top + (row + quiet) * cell + dy) * width + left + (col + quiet) * cell;
        y.fill(16, start, start + cell); // black
      }
    }
  return y;
}

/** Writes `file`: `frames` frames of `text`'s QR code. */
export function writeQrY4m(file: string, text: string, frames = 10): void {
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const luma = qrLumaFrame(text);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128); // no colour
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
