/** The portal's mark (decorative: the site name beside it carries the meaning). */
export function BrandMark({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#075c4a" />
      <path d="M8 10h16v3h-6.5v11h-3V13H8z" fill="#fcc419" />
    </svg>
  );
}
