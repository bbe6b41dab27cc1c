// Mantine's CSS for the drawer, in the order of its styles.css (a part before what is built on it).
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { startTransition, useState } from 'react';
import { Drawer } from '@mantine/core';
import { VisuallyHidden, Button, Badge, Skeleton, Stack } from '@/lib/ui/plain';
import { clearedFilters, readJobFilters } from '../filters';
import { withChanges } from '../links';
import { JobFilterPanel, type FilterChanges } from './JobFilterPanel';
import classes from './JobFiltersDrawer.module.css';
import { t } from '@/lib/i18n';

function FilterIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/**
 * The phone's way to the filters: a Filters button with the number of filters on, opening a drawer with the
 * filter panel. The drawer keeps a draft; Apply writes it to the address bar in one step (one request on a
 * slow link instead of one per change), Clear empties the draft, closing the drawer drops it. The keywords
 * are not in the drawer (they are in the search bar above), so Clear leaves them.
 */
export function JobFiltersDrawer({
  params,
  count,
  onApply,
  fixedContractType,
  companyName,
  className,
}: {
  params: URLSearchParams;
  /** Filters on now (the keywords not counted: they show in the search bar). */
  count: number;
  onApply: (changes: FilterChanges) => void;
  fixedContractType?: string;
  companyName?: string;
  className?: string;
}) {
  const [opened, setOpened] = useState(false);
  // The drawer (Mantine's modal machinery, a portal, the filter fields) is drawn once first opened, not with the page.
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState<FilterChanges>({});
  const draftFilters = readJobFilters(withChanges(params, draft));
  if (fixedContractType) draftFilters.contract_type = fixedContractType;

  // The fields (a score of Mantine inputs) take half a second to draw on a phone's CPU: the tap paints the drawer
  // first, and the fields follow in a transition, which the browser can paint around (issue 31's 200 ms).
  const [fieldsShown, setFieldsShown] = useState(false);

  const open = () => {
    setDraft({});
    setWanted(true);
    setOpened(true);
    setFieldsShown(false);
    startTransition(() => setFieldsShown(true));
  };
  const close = () => setOpened(false);
  const clear = () => setDraft(clearedFilters({ keepSearch: true }));

  return (
    <>
      <Button
        className={className}
        variant="default"
        leftSection={<FilterIcon />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
      >
        {t('filters.button')}
        {count > 0 && ' '}
        {count > 0 && (
          <Badge component="span" ml={8} size="md" circle color="brand.8">
            {count}
            <VisuallyHidden> {t('filters.active')}</VisuallyHidden>
          </Badge>
        )}
      </Button>
      {wanted && (
        <Drawer
          opened={opened}
          onClose={close}
          title={t('filters.title')}
          position="right"
          size="min(100%, 24rem)"
          classNames={{ body: classes.body, title: classes.title }}
        >
          <div className={classes.fields}>
            {fieldsShown ? (
              <JobFilterPanel
                filters={draftFilters}
                onChange={(changes) => setDraft((d) => ({ ...d, ...changes }))}
                fixedContractType={fixedContractType}
                companyName={companyName}
                inDrawer
              />
            ) : (
              <Stack gap="lg" aria-busy="true">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} height={56} radius="sm" />
                ))}
              </Stack>
            )}
          </div>
          <div className={classes.actions}>
            <Button variant="default" onClick={clear}>
              {t('jobs.clearFilters')}
            </Button>
            <Button
              onClick={() => {
                // Nothing changed: leave the address (and the page number) as they are.
                if (Object.keys(draft).length > 0) onApply(draft);
                close();
              }}
            >
              {t('filters.apply')}
            </Button>
          </div>
        </Drawer>
      )}
    </>
  );
}
