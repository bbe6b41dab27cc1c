/**
 * A labelled rich-text field whose value is HTML, for forms. The editor (Tiptap, ~120 KB) loads once the field is
 * focused or touched: until then a plain box of the same size shows the text, takes the first keystrokes (they become
 * the editor's text) and hands the focus to the editor when it arrives.
 */
import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { Input } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import type { FieldBinding } from '@/lib/forms/fields';
import type { RichTextEditorProps } from './RichTextEditorField';

type RichTextFieldProps<Values> = FieldBinding<Values> & {
  label: string;
  description?: string;
  required?: boolean;
  minHeight?: number;
};

type Editor = ComponentType<RichTextEditorProps<unknown>>;
let editorModule: Promise<Editor> | null = null;
const loadEditor = () => (editorModule ??= import('./RichTextEditorField').then((m) => m.default as Editor));

export function RichTextField<Values>({
  form,
  name,
  label,
  description,
  required,
  minHeight = 180,
}: RichTextFieldProps<Values>) {
  const { value, defaultValue, onChange, error } = form.getInputProps(name);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const [Editor, setEditor] = useState<Editor | null>(null);
  const [initial] = useState(() => String(value ?? defaultValue ?? ''));
  const box = useRef<HTMLDivElement>(null);
  const typed = useRef(false);
  const focusEditor = useRef<() => void>(() => box.current?.focus());
  const onReady = useCallback((focus: () => void) => (focusEditor.current = focus), []);
  const activate = () => void loadEditor().then((loaded) => setEditor(() => loaded));
  // Read as the editor first renders, while the box is still on the page.
  const draft = () => ({
    html: box.current?.innerHTML ?? initial,
    typed: typed.current,
    focused: box.current !== null && document.activeElement === box.current,
  });
  const border = error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)';

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required={required} onClick={() => focusEditor.current()}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      {Editor ? (
        <Editor
          form={form as FieldBinding<unknown>['form']}
          name={name as never}
          required={required}
          minHeight={minHeight}
          labelId={labelId}
          describedBy={describedBy}
          draft={draft}
          onReady={onReady}
        />
      ) : (
        <div
          ref={box}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? 'true' : 'false'}
          aria-required={required ? 'true' : undefined}
          data-field={String(name)}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          // Set once: React must not rewrite what is being typed.
          dangerouslySetInnerHTML={{ __html: initial }}
          onFocus={activate}
          // Only fetches: swapping the box at pointerdown (before the press focuses it) left the focus where it was,
          // and on a phone the press then lands on the editor's taller toolbar.
          onPointerDown={() => void loadEditor()}
          onInput={(event) => {
            typed.current = true;
            const text = event.currentTarget.textContent?.trim();
            onChange(text ? event.currentTarget.innerHTML : '');
          }}
          style={{
            minHeight,
            padding: 'var(--mantine-spacing-md)',
            border: `1px solid ${border}`,
            borderRadius: 'var(--mantine-radius-default)',
            background: 'var(--mantine-color-body)',
          }}
        />
      )}
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
