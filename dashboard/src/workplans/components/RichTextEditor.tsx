import { Button, ButtonGroup } from '@blueprintjs/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/**
 * The description editor (TipTap): bold, italic, strike, headings, lists and quotes. What it
 * hands back is the editor's JSON document, which the server checks node by node; links and raw
 * HTML are off.
 */
export interface RichTextEditorProps {
  id: string;
  value: unknown;
  onChange: (doc: unknown) => void;
  label: string;
}

export function RichTextEditor({ id, value, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation('workplans');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false })],
    content:
      value && typeof value === 'object' && Array.isArray((value as { content?: unknown }).content) && (value as { content: unknown[] }).content.length > 0
        ? (value as object)
        : '',
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? { type: 'doc', content: [] } : current.getJSON()),
    editorProps: {
      attributes: {
        id,
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'workplans__editor-area',
      },
    },
  });
  if (!editor) return null;
  const tool = (
    icon: Parameters<typeof Button>[0]['icon'],
    name: 'bold' | 'italic' | 'strike' | 'heading' | 'bulletList' | 'orderedList' | 'blockquote',
    active: boolean,
    run: () => void,
  ) => <Button icon={icon} aria-label={t(`editor.${name}`)} title={t(`editor.${name}`)} active={active} onClick={run} size="small" variant="minimal" />;
  return (
    <div className="workplans__editor">
      <ButtonGroup className="workplans__editor-tools">
        {tool('bold', 'bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {tool('italic', 'italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {tool('strikethrough', 'strike', editor.isActive('strike'), () => editor.chain().focus().toggleStrike().run())}
        {tool('header-two', 'heading', editor.isActive('heading', { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('properties', 'bulletList', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {tool('numbered-list', 'orderedList', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
        {tool('citation', 'blockquote', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
      </ButtonGroup>
      <EditorContent editor={editor} />
    </div>
  );
}
