import { Anchor } from '@/lib/ui/plain';
import type { MessageValues } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';
import { Link } from '@/lib/ui/Link';

/** A sentence with one link in the portal: the message `id`, its `{link}` reading `label` and leading to `to`. */
export function MessageWithLink({
  id,
  values,
  to,
  label,
  size,
}: {
  id: string;
  values?: MessageValues;
  to: string;
  label: string;
  size?: 'sm';
}) {
  return (
    <Message
      id={id}
      values={values}
      elements={{
        link: (
          <Anchor component={Link} to={to} size={size}>
            {label}
          </Anchor>
        ),
      }}
    />
  );
}
