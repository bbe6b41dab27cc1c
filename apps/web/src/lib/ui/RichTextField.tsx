/**
 * A labelled rich-text field (Tiptap through @mantine/tiptap) whose value is HTML, for forms.
 * Offers only what the server's sanitiser keeps: headings 2–4, lists, quotes, links, bold, italic, underline, strike.
 * Import it from lazily loaded pages only: Tiptap is large.
 */
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/tiptap/styles.layer.css';
import { useEffect, useId, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Stack } from '@/lib/ui/plain';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface RichTextFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  /** The initial HTML (later changes of `value` do not reset the editor). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  minHeight?: number;
  /** Stable name for tests and focus (data-field). */
  name?: string;
}

export function RichTextField({
  label,
  description,
  required,
  value,
  onChange,
  onBlur,
  error,
  minHeight = 180,
  name,
}: RichTextFieldProps) {
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
      content: value,
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
          ...(name ? { 'data-field': name } : {}),
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
