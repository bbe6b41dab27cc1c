/**
 * An empty list: a small drawing, what is missing and the next step (the signed-in areas' lists). The drawing is
 * decorative and inline (no request, a few hundred bytes).
 */
import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@/lib/ui/plain';

function EmptyDrawing() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="64" rx="36" ry="5" fill="#e9ecef" />
      <rect x="20" y="14" width="56" height="44" rx="6" fill="#e6f4f0" stroke="#075c4a" strokeWidth="2" />
      <path d="M20 28h56" stroke="#075c4a" strokeWidth="2" />
      <rect x="28" y="36" width="26" height="4" rx="2" fill="#9ccfc2" />
      <rect x="28" y="45" width="18" height="4" rx="2" fill="#9ccfc2" />
      <circle cx="70" cy="16" r="9" fill="#fcc419" />
      <path d="M66.5 16h7M70 12.5v7" stroke="#075c4a" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="center" ta="center">
        <EmptyDrawing />
        <Text fw={700}>{title}</Text>
        {children && <Text size="sm">{children}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
