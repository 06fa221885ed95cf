// The moment a server component renders, read once per render for countdowns and urgency: the
// server HTML carries a first countdown value and the client starts ticking from the same one,
// so hydration sees identical text.
export function renderTimeMs(): number {
  return Date.now();
}
