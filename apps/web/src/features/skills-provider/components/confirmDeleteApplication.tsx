import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SkillsApplication } from '@portal/contract';

/** The spec's delete dialog for an application (wired there without a trigger), in the words of the competition's. */
export function confirmDeleteApplication(a: SkillsApplication, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Delete Skills Application!',
    centered: true,
    children: (
      <Stack gap="xs">
        <Text>Are you sure you want to remove this Skills Application?</Text>
        <Text fw={700} size="sm">
          {a.applicant_name} — {a.competition_title}
        </Text>
      </Stack>
    ),
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red.8' },
    onConfirm,
  });
}
