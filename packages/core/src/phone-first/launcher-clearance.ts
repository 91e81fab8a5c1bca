// A phone first (docs/phone.md): the chat launcher floats over the page's bottom corner, so the focused
// control must never sit under it (WCAG 2.2, 2.4.11 Focus Not Obscured). When it does, the page scrolls up
// by just enough to show it above the launcher; the page's end keeps room for that (the launcher's
// clearance), so even its last control can get there.

/** A box in viewport pixels, as getBoundingClientRect gives it. */
export interface Box {
  top: number
  right: number
  bottom: number
  left: number
}

/** Room left between the focused control and the launcher after the page scrolls (px). */
export const LAUNCHER_FOCUS_GAP = 8

/** The two boxes share some area (touching edges do not). */
export function boxesMeet(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top
}

/**
 * How far (px, downwards) the page must scroll so that `focused` clears `launcher` with `gap` to spare:
 * 0 when they do not meet. Never more than the focused control's own top allows (a control taller than
 * the room above the launcher keeps its top in view rather than being scrolled off the screen).
 */
export function launcherClearance(focused: Box, launcher: Box, gap = LAUNCHER_FOCUS_GAP): number {
  if (!boxesMeet(focused, launcher)) return 0
  const needed = focused.bottom - launcher.top + gap
  return Math.max(0, Math.min(needed, focused.top))
}
