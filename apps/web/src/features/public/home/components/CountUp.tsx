import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '@/lib/ui/plain';
import { useMediaQuery } from '@mantine/hooks';
import { formatCount } from '@/lib/money';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';

/**
 * A number that counts up from 0 once it scrolls into view (spec 000 §9: over 5, 8 and 10 seconds). Anyone who
 * asks for less motion sees the final number at once; screen readers always get the final number only.
 */
export function CountUp({ value, durationMs }: { value: number; durationMs: number }) {
  // What useReducedMotion does, through the hook the header already loads (no extra chunk for the home page).
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, false, { getInitialValueInEffect: false });
  const ref = useRef<HTMLSpanElement>(null);
  // Whether the count has reached the figure: a later render (a new figure) shows it without counting again.
  const counted = useRef(false);

  // Each frame writes the figure straight into the element, and nothing here is React state: a state update per
  // frame rendered the page 60 times a second, and one when the figure came into view rendered it again right after
  // hydration (issue 31).
  useEffect(() => {
    const el = ref.current;
    if (!el || reduced || counted.current) {
      if (el) el.textContent = formatCount(value);
      return;
    }
    let frame = 0;
    const count = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        // Ease out: fast at first, settling on the real figure.
        el.textContent = formatCount(Math.round(value * (1 - (1 - t) ** 3)));
        if (t < 1) frame = requestAnimationFrame(tick);
        else counted.current = true;
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === 'undefined') {
      count();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      count();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, reduced]);

  return (
    <>
      <span ref={ref} aria-hidden="true">
        {formatCount(reduced || counted.current ? value : 0)}
      </span>
      <VisuallyHidden>{formatCount(value)}</VisuallyHidden>
    </>
  );
}
