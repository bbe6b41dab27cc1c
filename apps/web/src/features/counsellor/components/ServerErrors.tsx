import '@mantine/core/styles/List.layer.css';
import { Alert, List } from '@mantine/core';
import { serverMessages } from './serverMessages';
import { translateServerMessage } from '@/lib/i18n';

/** The failure's messages under the form; nothing while there is no error. */
export function ServerErrors({
  error,
  title,
  labels,
}: {
  error: unknown;
  title: string;
  labels: Record<string, string>;
}) {
  if (!error) return null;
  return (
    <Alert color="red.9" variant="light" title={translateServerMessage(title)} role="alert">
      <List size="sm" spacing={4}>
        {serverMessages(error, labels).map((message, i) => (
          <List.Item key={i}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
