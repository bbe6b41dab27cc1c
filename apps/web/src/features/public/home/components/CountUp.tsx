import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@/lib/ui/plain';
import { useMediaQuery } from '@mantine/hooks';
import { formatCount } from '@/lib/money';

/**
 * A number that counts up from 0 once it scrolls into view (spec 000 §9: over 5, 8 and 10 seconds). Anyone who
 * asks for less motion sees the final number at once; screen readers always get the final number only.
 */
export function CountUp({ value, durationMs }: { value: number; durationMs: number }) {
  // What useReducedMotion does, through the hook the header already loads (no extra chunk for the home page).
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', false, { getInitialValueInEffect: false });
  const [shown, setShown] = useState(reduced ? value : 0);
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (reduced) {
      setShown(value);
      return;
    }
    if (!visible) return;
    let frame = 0;
    const start = performance.now();
    // Each frame writes the figure straight into the element: a state update per frame made React render and commit
    // 60 times a second for up to ten seconds on a phone's home page. React's state takes the final figure at the end.
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      // Ease out: fast at first, settling on the real figure.
      if (ref.current) ref.current.textContent = formatCount(Math.round(value * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(tick);
      else setShown(value);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reduced, visible]);

  return (
    <>
      <span ref={ref} aria-hidden="true">
        {formatCount(shown)}
      </span>
      <VisuallyHidden>{formatCount(value)}</VisuallyHidden>
    </>
  );
}
