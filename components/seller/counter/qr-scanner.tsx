"use client";
// "Escanear código": the rear camera in a frame, read continuously until a voucher's QR shows up.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { parseScannedVoucher } from "@/lib/domain/voucher-link";
import { loadQrDetector } from "./qr-detector";
import { useCamera, type CameraProblem } from "./use-camera";

/** Frames read per second at most: enough for a steady hand, and the phone stays cool. */
const READS_PER_SECOND = 12;

interface QrScannerProps {
  /** A voucher's code was read; the camera is already closed. */
  onCode: (code: string) => void;
  /** A QR that is no CuponGT voucher was read (said once per different text). */
  onForeign: () => void;
  disabled?: boolean;
}

export function QrScanner({ onCode, onForeign, disabled }: QrScannerProps) {
  const t = useTranslations("sellerPanel.counter");
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera();
  const [phase, setPhase] = useState<"off" | "starting" | "on">("off");
  const [problem, setProblem] = useState<CameraProblem | "decoder" | null>(null);
  const session = useRef(0);

  // Depends on the stable stop only: the hook's object is new each render, and a close that
  // changed with it would run (as the unmount effect's cleanup) on every render.
  const stopCamera = camera.stop;
  const close = useCallback(() => {
    session.current++;
    stopCamera();
    setPhase("off");
  }, [stopCamera]);

  const open = async () => {
    const id = ++session.current;
    setProblem(null);
    setPhase("starting");
    const [detector, cameraProblem] = await Promise.all([
      loadQrDetector().catch(() => null),
      camera.start(video.current!),
    ]);
    if (id !== session.current) return;
    if (cameraProblem || !detector) {
      camera.stop();
      setProblem(cameraProblem ?? "decoder");
      return setPhase("off");
    }
    setPhase("on");
    let lastForeign = "";
    const read = async () => {
      if (id !== session.current) return;
      const el = video.current;
      if (el && el.readyState >= 2) {
        const texts = await detector.detect(el).catch(() => [] as string[]);
        if (id !== session.current) return;
        for (const text of texts) {
          const code = parseScannedVoucher(text);
          if (code) {
            close();
            return onCode(code);
          }
          if (text !== lastForeign) {
            lastForeign = text;
            onForeign();
          }
        }
      }
      setTimeout(read, 1000 / READS_PER_SECOND);
    };
    void read();
  };

  useEffect(() => close, [close]);

  return (
    <div className="grid gap-3">
      <div
        className={
          phase === "off" ? "hidden" : "relative aspect-[4/3] w-full max-w-md overflow-hidden rounded-lg bg-black"
        }
      >
        <video ref={video} muted playsInline className="size-full object-cover" aria-label={t("cameraLabel")} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {phase === "off" ? (
          <Button type="button" onClick={open} disabled={disabled}>
            {t("scan")}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={close}>
            {t("stopScan")}
          </Button>
        )}
        {phase === "on" && camera.torch.available && (
          <Button type="button" variant="outline" aria-pressed={camera.torch.on} onClick={camera.toggleTorch}>
            {camera.torch.on ? t("torchOff") : t("torchOn")}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-muted-foreground" data-testid="scanner-status">
        {phase === "starting" ? t("starting") : phase === "on" ? t("scanning") : ""}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="camera-problem">
          {t(`camera.${problem}`)}
        </p>
      )}
    </div>
  );
}
