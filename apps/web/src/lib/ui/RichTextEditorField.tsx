/**
 * A labelled rich-text field (Tiptap through @mantine/tiptap) whose value is HTML, for forms.
 * Offers only what the server's sanitiser keeps: headings 2–4, lists, quotes, links, bold, italic, underline, strike.
 * Import it from lazily loaded pages only: Tiptap is large.
 */
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/tiptap/styles.layer.css';
import { useEffect, useId } from 'react';
import { Input } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { FieldBinding } from '@/lib/forms/fields';

type RichTextFieldProps<Values> = FieldBinding<Values> & {
  label: string;
  description?: string;
  required?: boolean;
  minHeight?: number;
};

/**
 * Bound to its form by name (see lib/forms/fields), which is also the editor's data-field for tests and focus: the
 * form's value is the initial HTML (later changes of it do not reset the editor), each edit sets it, leaving the editor
 * checks it.
 */
export function RichTextField<Values>({
  form,
  name,
  label,
  description,
  required,
  minHeight = 180,
}: RichTextFieldProps<Values>) {
  const { value, defaultValue, onChange, onBlur, error } = form.getInputProps(name);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const editor = useEditor(
    {
      shouldRerenderOnTransaction: true,
      extensions: [
        StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, codeBlock: false, code: false }),
        Link.configure({ openOnClick: false }),
      ],
      content: (value ?? defaultValue) as string,
      onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
      onBlur: () => onBlur?.(),
    },
    [],
  );
  // The attributes follow the error state (aria-invalid moves focus to the first invalid field after a failed submit).
  const invalid = Boolean(error);
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-invalid': invalid ? 'true' : 'false',
          ...(required ? { 'aria-required': 'true' } : {}),
          role: 'textbox',
          'aria-multiline': 'true',
          tabindex: '0',
          'data-field': String(name),
        },
      },
    });
  }, [editor, labelId, describedBy, invalid, required, name]);

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required={required} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <RichTextEditor
        editor={editor}
        style={{ minHeight, borderColor: error ? 'var(--mantine-color-error)' : undefined }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
