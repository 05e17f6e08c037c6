/**
 * A scroll-snap row's state for its dots: which card is in view (following swipes and keyboard
 * scrolling) and a way to bring a card into view.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { nearestIndex } from './carousel';

export interface Carousel {
  scroller: RefObject<HTMLDivElement | null>;
  active: number;
  show(index: number): void;
}

const cards = (el: HTMLElement): HTMLElement[] => [...el.children].filter((c): c is HTMLElement => c instanceof HTMLElement);

export function useCarousel(count: number): Carousel {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    // One reading per frame: scroll events come faster than the dots can change.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const items = cards(el);
        const first = items[0]?.offsetLeft ?? 0;
        setActive(nearestIndex(el.scrollLeft, el.scrollWidth - el.clientWidth, items.map((c) => c.offsetLeft - first)));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  const show = useCallback((index: number) => {
    const el = scroller.current;
    const items = el ? cards(el) : [];
    const target = items[index];
    if (!el || !target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: target.offsetLeft - (items[0]?.offsetLeft ?? 0), behavior: reduce ? 'auto' : 'smooth' });
    setActive(index);
  }, []);

  return { scroller, active, show };
}
