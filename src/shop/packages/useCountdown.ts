/** Spec 3 §4: the offers' countdown starts from remainingTime and decreases each second. */
import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../../domain/packages';

/** Seconds left, counted from when `remainingTime` arrived (a new answer starts it again). */
export function useCountdown(remainingTime: number | null): number {
  const [left, setLeft] = useState(remainingTime ?? 0);
  useEffect(() => {
    if (remainingTime === null) return;
    const started = Date.now();
    setLeft(remainingTime);
    if (remainingTime <= 0) return;
    // Counted from the clock, not by adding ticks: a background tab's slowed timers do not drift.
    const timer = window.setInterval(() => {
      const next = remainingTime - Math.floor((Date.now() - started) / 1000);
      setLeft(next);
      if (next <= 0) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [remainingTime]);
  return left;
}

/** The packages heading shows only on screens at least 700 px high (spec 3 §2). */
export function useTallScreen(minHeight = 700): boolean {
  const query = `(min-height: ${minHeight}px)`;
  const [tall, setTall] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setTall(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return tall;
}
