"use client";
// The rear camera for the scanner: opened on the cashier's tap (browsers ask for permission then),
// closed when the scan ends or the page goes, with its torch where the camera has one.
import { useCallback, useEffect, useRef, useState } from "react";

export type CameraProblem = "denied" | "missing" | "unsupported" | "failed";

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

/** What getUserMedia's refusal means to the cashier. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "missing";
  return "failed";
}

export function useCamera() {
  const stream = useRef<MediaStream | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setTorch({ available: false, on: false });
  }, []);

  /** Starts the camera into `video`; the problem, or null when it runs. */
  const start = useCallback(
    async (video: HTMLVideoElement): Promise<CameraProblem | null> => {
      if (!navigator.mediaDevices?.getUserMedia) return "unsupported";
      stop();
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
        stream.current = media;
        video.srcObject = media;
        await video.play().catch(() => undefined);
        const track = media.getVideoTracks()[0];
        const caps = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
        setTorch({ available: caps.torch === true, on: false });
        return null;
      } catch (error) {
        return cameraProblem(error);
      }
    },
    [stop],
  );

  const toggleTorch = useCallback(async () => {
    const track = stream.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ available: true, on });
    } catch {
      setTorch({ available: false, on: false });
    }
  }, [torch.on]);

  useEffect(() => stop, [stop]);
  return { start, stop, torch, toggleTorch };
}
