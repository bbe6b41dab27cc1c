/**
 * The portal's mark, a T of technical training before a rising sun (decorative: the site name beside it carries the
 * meaning). The same drawing is public/favicon.svg and the PNG icons beside it.
 */
export function BrandMark({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#075c4a" />
      <path d="M5 26a11 11 0 0 1 22 0z" fill="#fcc419" />
      <path d="M8 7h16v4h-6v15h-4V11H8z" fill="#fff" />
    </svg>
  );
}
