/** A seeker list's rows: a card each on a phone, so nothing hides off to the side, else the page's table. */
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Card, Stack } from '@/lib/ui/plain';
import { MOBILE_BREAKPOINT_PX } from '@portal/contract';
import classes from './cards.module.css';

export { classes as cardClasses };

export function CardsOrTable<Row extends { id: number }>({
  rows,
  labelledBy,
  busy,
  card,
  cardClassName,
  table,
}: {
  rows: readonly Row[];
  labelledBy: string;
  busy: boolean;
  /** A row's card's content. */
  card: (row: Row) => ReactNode;
  cardClassName?: (row: Row) => string | undefined;
  table: ReactNode;
}) {
  const isCompact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
  if (!isCompact) return table;
  return (
    <Stack component="ul" gap="sm" className={classes.cards} aria-labelledby={labelledBy} aria-busy={busy}>
      {rows.map((row) => (
        <Card component="li" key={row.id} withBorder radius="md" padding="sm" className={cardClassName?.(row)}>
          {card(row)}
        </Card>
      ))}
    </Stack>
  );
}
