import { Avatar } from '@mantine/core';

/** A company's logo, or its initials on a tinted square when it has none. */
export function CompanyLogo({ src, name, size = 56 }: { src: string | null; name: string; size?: number }) {
  if (src) {
    return <img src={src} alt={`${name} logo`} width={size} height={size} loading="lazy" style={{ objectFit: 'contain', borderRadius: 8, flex: 'none', background: 'var(--mantine-color-white)' }} />;
  }
  // The name is written next to it, so the initials are decoration.
  return (
    <Avatar size={size} radius="md" color="brand" variant="light" aria-hidden="true" style={{ flex: 'none' }}>
      {initials(name)}
    </Avatar>
  );
}

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
