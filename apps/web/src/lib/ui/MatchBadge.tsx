import { Badge } from '@mantine/core';

/** How well a recommended job fits (issue 15): "72% fit", in the dashboard's list and the jobs page's tab alike. */
export function MatchBadge({ score }: { score: number }) {
  return (
    <Badge variant="filled" color="brand.8" radius="sm" style={{ flexShrink: 0 }}>
      {score}% fit
    </Badge>
  );
}
