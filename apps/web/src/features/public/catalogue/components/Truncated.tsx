import { VisuallyHidden } from '@/lib/ui/plain';
import { truncate } from '@/lib/format';

/**
 * Text cut to `max` characters on screen (spec 000 §9), read in full by screen readers, who cannot
 * hover or widen the card to see the rest.
 */
export function Truncated({ text, max }: { text: string; max: number }) {
  const short = truncate(text, max);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </>
  );
}
