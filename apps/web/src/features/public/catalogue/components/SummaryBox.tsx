import '@mantine/core/styles/Image.layer.css';
import type { ReactNode } from 'react';
import { Image } from '@mantine/core';
import { Paper, Stack, Title } from '@/lib/ui/plain';
import { Facts, type Fact } from './Facts';
import { useDataSaver } from '@/lib/dataSaver';
import { mediaVariant } from '@/lib/mediaVariant';

/** The boxed summary beside a detail page's text: optional logo, label/value pairs, then the actions. */
export function SummaryBox({
  heading,
  logo,
  logoAlt,
  facts,
  children,
}: {
  heading: string;
  logo?: string | null;
  logoAlt?: string;
  facts: Fact[];
  children?: ReactNode;
}) {
  const saveData = useDataSaver();
  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-label={heading}>
      <Stack gap="md">
        {logo && !saveData && (
          <Image src={mediaVariant(logo, 160)} alt={logoAlt ?? ''} h={96} w="auto" maw="100%" fit="contain" />
        )}
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Facts items={facts} />
        {children}
      </Stack>
    </Paper>
  );
}
