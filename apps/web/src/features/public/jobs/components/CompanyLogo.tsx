import { useDataSaver } from '@/lib/dataSaver';
import classes from './CompanyLogo.module.css';
import { mediaVariant } from '@/lib/mediaVariant';
import { t } from '@/lib/i18n';

/**
 * A company's logo, or its initials on a tinted square when it has none. Always a fixed square (width and
 * height on the image, and `flex: none`), so a card keeps its size while the upload loads or if it fails.
 * Logos are lazy, as most sit in lists below the fold; `eager` for the one at the top of a job's page. With the data
 * saver on, the initials stand in for every logo.
 */
export function CompanyLogo({
  src,
  name,
  size = 56,
  eager = false,
}: {
  src: string | null;
  name: string;
  size?: number;
  eager?: boolean;
}) {
  const saveData = useDataSaver();
  if (src && !saveData) {
    return (
      <img
        src={mediaVariant(src, size)}
        alt={t('job.logoAlt', { name })}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{
          width: size,
          height: size,
          objectFit: 'contain',
          borderRadius: 8,
          flex: 'none',
          background: 'var(--mantine-color-white)',
        }}
      />
    );
  }
  // The name is written next to it, so the initials are decoration.
  return (
    <div className={classes.initials} aria-hidden="true" style={{ width: size, height: size, fontSize: size / 2.5 }}>
      {initials(name)}
    </div>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
