/** A form's closing pair of buttons: the way out (back to a page, or closing the dialog), then its submit button. */
import { Button } from '@mantine/core';
import { Link } from '@/lib/ui/Link';

type Leave = { label: string } & ({ to: string } | { onClick: () => void });

export function FormButtons({ leave, submit, saving }: { leave: Leave; submit: string; saving: boolean }) {
  return (
    <>
      {'to' in leave ? (
        <Button component={Link} to={leave.to} variant="default">
          {leave.label}
        </Button>
      ) : (
        <Button variant="default" onClick={leave.onClick}>
          {leave.label}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submit}
      </Button>
    </>
  );
}
