// A toast is dismissed by swiping it right past 50 px. sonner 2.0.8 hard-codes 45 px
// (and also dismisses on a fast flick), so the Toaster turns its own swipe off and
// components/ui/toast-swipe.tsx applies this rule instead.
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** A horizontal drag to the right of at least the threshold, more sideways than vertical. */
export function swipeDismisses(dx: number, dy: number): boolean {
  return dx >= TOAST_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}
