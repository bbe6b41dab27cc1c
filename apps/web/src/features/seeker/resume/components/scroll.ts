/** Scrolling to a section of the profile builder (spec 001: offset -70, 500 ms). */
import { SECTION_OFFSET_PX } from './SectionCard';
import { prefersReducedMotion } from '@/lib/motion';

export const SCROLL_DURATION_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

let frame = 0;

/**
 * Scrolls so the section's top sits 70 px below the top of the window, in about 500 ms (at once for people who
 * ask for less motion), then moves focus to its heading so keyboard and screen-reader users land there too.
 */
export function scrollToSection(id: string, options: { animate?: boolean; focus?: boolean } = {}): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const target = Math.max(0, section.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET_PX);
  const reduce = prefersReducedMotion();
  cancelAnimationFrame(frame);
  if (options.animate === false || reduce) window.scrollTo({ top: target, behavior: 'instant' });
  else {
    const start = window.scrollY;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / SCROLL_DURATION_MS);
      window.scrollTo({ top: start + (target - start) * easeInOut(t), behavior: 'instant' });
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  }
  if (options.focus !== false) document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
  // The address names the section, so it can be shared or reloaded.
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
