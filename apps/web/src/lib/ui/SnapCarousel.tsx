/**
 * A row of slides that scrolls sideways, snapping to each slide, with arrows to step through them (the first comes
 * again after the last): one slide on a phone, two from 992 px, four from 1200 px. The browser's own scrolling does
 * the work: Mantine's carousel (Embla) measured and re-rendered itself three times after every hydration and
 * carried 20 KB of script for it.
 */
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { ChevronIcon } from './icons';
import classes from './SnapCarousel.module.css';
import { prefersReducedMotion } from '@/lib/motion';

export interface Slide {
  key: string | number;
  /** Read out as the slide's name ("2 of 5"). */
  label: string;
  content: ReactNode;
}

export function SnapCarousel({
  label,
  previousLabel,
  nextLabel,
  slides,
}: {
  label: string;
  previousLabel: string;
  nextLabel: string;
  slides: readonly Slide[];
}) {
  const track = useRef<HTMLUListElement>(null);
  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const behavior = prefersReducedMotion() ? 'instant' : 'smooth';
    const slide = el.firstElementChild;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const width = slide ? slide.getBoundingClientRect().width + gap : el.clientWidth;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior });
    else el.scrollBy({ left: direction * width, behavior });
  };
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={classes.root}>
      {/* Focusable, so the keyboard's arrow keys scroll it too. */}
      <ul ref={track} className={classes.track} data-carousel-track="" tabIndex={0}>
        {slides.map((slide) => (
          <li key={slide.key} className={classes.slide} aria-roledescription="slide" aria-label={slide.label}>
            {slide.content}
          </li>
        ))}
      </ul>
      <button type="button" className={classes.previous} aria-label={previousLabel} onClick={() => step(-1)}>
        <ChevronIcon direction="left" />
      </button>
      <button type="button" className={classes.next} aria-label={nextLabel} onClick={() => step(1)}>
        <ChevronIcon direction="right" />
      </button>
    </div>
  );
}
