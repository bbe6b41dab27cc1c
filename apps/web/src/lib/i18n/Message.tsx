import { Fragment, type ReactNode } from 'react';
import { t, type MessageValues } from './index';

// Marks an element's place in the translated text; never typed by a person.
const MARK = '\u0000';

/**
 * A sentence with elements in it (a link, a bold name) as one message: `t(id)` with each element's place marked,
 * then split there, so each language puts the link where its word order needs it ("… is in the {link}." /
 * "… biri mu {link}.") instead of translating the pieces around it.
 */
export function Message({
  id,
  values,
  elements,
}: {
  id: string;
  values?: MessageValues;
  elements: Record<string, ReactNode>;
}) {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(elements)) marked[name] = `${MARK}${name}${MARK}`;
  const parts = t(id, marked).split(MARK);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part))}</>;
}
