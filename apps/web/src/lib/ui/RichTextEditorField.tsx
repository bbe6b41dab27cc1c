/**
 * The editor of a rich-text field (Tiptap through @mantine/tiptap), whose value is HTML. Offers only what the server's
 * sanitiser keeps: headings 2–4, lists, quotes, links, bold, italic, underline, strike. Tiptap is large: RichTextField
 * loads this module once the field is focused or touched, and shows a plain box with the same text until then.
 */
import '@mantine/core/styles/Tooltip.layer.css';
import { t } from '@/lib/i18n';
import '@mantine/tiptap/styles.layer.css';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { FieldBinding } from '@/lib/forms/fields';

export type RichTextEditorProps<Values> = FieldBinding<Values> & {
  required?: boolean;
  minHeight: number;
  /** The ids of the field's label and of what describes it (its description, its error). */
  labelId: string;
  describedBy?: string;
  /** The text of the box shown before the editor, whether it was typed there, and whether that box has the focus. */
  draft: () => { html: string; typed: boolean; focused: boolean };
  /** Called with the editor's `focus` once it is ready (the label focuses the editor through it). */
  onReady: (focus: () => void) => void;
};

/**
 * Bound to its form by name (see lib/forms/fields), which is also the editor's data-field for tests and focus: the text
 * of the box it replaces is the initial HTML (later changes of the form's value do not reset the editor), each edit
 * sets the value, leaving the editor checks it.
 */
export default function RichTextEditorField<Values>({
  form,
  name,
  required,
  minHeight,
  labelId,
  describedBy,
  draft,
  onReady,
}: RichTextEditorProps<Values>) {
  const { onChange, onBlur, error } = form.getInputProps(name);
  const [start] = useState(draft);
  const editor = useEditor(
    {
      shouldRerenderOnTransaction: true,
      extensions: [
        StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, codeBlock: false, code: false }),
        Link.configure({ openOnClick: false }),
      ],
      content: start.html,
      // What was typed before the editor arrived becomes the editor's HTML.
      onCreate: ({ editor: e }) => start.typed && onChange(e.isEmpty ? '' : e.getHTML()),
      onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
      onBlur: () => onBlur?.(),
    },
    [],
  );
  // Tiptap's own autofocus waits a task, in which keystrokes would go to the page (the box is gone) and which could take
  // the focus back from a field the user has moved to since; the focus moves in the commit that removes the box.
  useLayoutEffect(() => {
    if (start.focused) editor?.commands.focus('end');
  }, [editor, start.focused]); // both fixed at mount: this runs once, as the editor replaces the box
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

  useEffect(() => {
    if (editor) onReady(() => editor.commands.focus());
  }, [editor, onReady]);

  return (
    <RichTextEditor
      editor={editor}
      labels={editorLabels()}
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
  );
}

/** The toolbar's and the link editor's names (Mantine's are English) in the person's language. */
const editorLabels = () => ({
  boldControlLabel: t('editor.bold'),
  italicControlLabel: t('editor.italic'),
  underlineControlLabel: t('editor.underline'),
  strikeControlLabel: t('editor.strikethrough'),
  clearFormattingControlLabel: t('editor.clearFormatting'),
  h2ControlLabel: t('editor.heading', { level: 2 }),
  h3ControlLabel: t('editor.heading', { level: 3 }),
  h4ControlLabel: t('editor.heading', { level: 4 }),
  bulletListControlLabel: t('editor.bulletList'),
  orderedListControlLabel: t('editor.orderedList'),
  blockquoteControlLabel: t('editor.blockquote'),
  linkControlLabel: t('editor.link'),
  unlinkControlLabel: t('editor.unlink'),
  undoControlLabel: t('editor.undo'),
  redoControlLabel: t('editor.redo'),
  linkEditorInputLabel: t('editor.linkAddress'),
  linkEditorInputPlaceholder: 'https://example.com/',
  linkEditorExternalLink: t('editor.openInNewTab'),
  linkEditorInternalLink: t('editor.openInSameTab'),
  linkEditorSave: t('editor.save'),
});
