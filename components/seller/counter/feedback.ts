// What the cashier hears and feels, so the screen need not be read at a busy counter: a short high
// beep and one buzz for a redemption, two low beeps and a long buzz for a refusal. Both are
// best-effort: a browser without audio or vibration (iPhone's Safari has no vibrate) stays silent.

let audio: AudioContext | undefined;

function tone(ctx: AudioContext, frequency: number, start: number, seconds: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = frequency;
  osc.type = "sine";
  gain.gain.setValueAtTime(0.2, ctx.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + seconds);
}

export function signal(outcome: "ok" | "refused" | "scanned") {
  try {
    const Ctx = globalThis.AudioContext;
    if (Ctx) {
      audio ??= new Ctx();
      if (outcome === "ok") tone(audio, 1320, 0, 0.18);
      else if (outcome === "refused") {
        tone(audio, 220, 0, 0.2);
        tone(audio, 220, 0.28, 0.2);
      } else tone(audio, 880, 0, 0.06);
    }
  } catch {
    // No sound: the message on screen still says it.
  }
  try {
    navigator.vibrate?.(outcome === "ok" ? 120 : outcome === "refused" ? [300, 100, 300] : 30);
  } catch {
    // No vibration either.
  }
}
