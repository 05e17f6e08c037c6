/** Which card of a scroll-snap carousel is in view, from the scroll position. Pure. */

/**
 * The index of the card whose start is nearest the scroll position. `starts` are the cards'
 * offsets from the first card's; at the very end of the scroll range the last card counts as
 * shown, even when it is too narrow to ever reach the start.
 */
export function nearestIndex(scrollLeft: number, maxScrollLeft: number, starts: readonly number[]): number {
  if (starts.length === 0) return 0;
  if (maxScrollLeft > 0 && scrollLeft >= maxScrollLeft - 1) return starts.length - 1;
  let best = 0;
  starts.forEach((start, i) => {
    if (Math.abs(start - scrollLeft) < Math.abs(starts[best] - scrollLeft)) best = i;
  });
  return best;
}
