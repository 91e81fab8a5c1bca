/** Seconds as the countdown text shows them: `m:ss` (120 → '2:00', 59 → '0:59'); negatives read '0:00'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * Whether a countdown should announce the time left to screen readers at this second: every 30 s and
 * at 10 s, never at the start (the visible text already says it) nor every second (too chatty).
 */
export function isCountdownAnnouncement(remainingSeconds: number, totalSeconds: number): boolean {
  if (remainingSeconds <= 0 || remainingSeconds >= totalSeconds) return false
  return remainingSeconds % 30 === 0 || remainingSeconds === 10
}
