/**
 * The insights' line and bar charts, drawn once they near the screen: their library (recharts, ~120 KB) is fetched
 * then, after the figures have shown. Until it arrives each keeps its place at its final height, so nothing moves.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { Insights } from '@portal/contract';

const charts = () => import('./InsightsCharts');
const Bars = lazy(() => charts().then((m) => ({ default: m.HorizontalBars })));
const OverTime = lazy(() => charts().then((m) => ({ default: m.OverTimeChart })));

/** Renders `children` once the box comes within 300 pixels of the viewport. */
function WhenSeen({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: '300px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={box} style={{ minHeight: height }}>
      {seen && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

/** Bars per name (sectors, skills), two series side by side; as tall as it has rows. */
export function HorizontalBars(props: Omit<ComponentProps<typeof Bars>, 'h'>) {
  const h = Math.max(200, props.rows.length * 36);
  return (
    <WhenSeen height={h}>
      <Bars h={h} {...props} />
    </WhenSeen>
  );
}

/** Jobs posted, applications and new job seekers per period. */
export function OverTimeChart({ data }: { data: Insights }) {
  return (
    <WhenSeen height={260}>
      <OverTime h={260} data={data} />
    </WhenSeen>
  );
}
