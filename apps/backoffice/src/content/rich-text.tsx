import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextCanKeep } from './model.ts';

/**
 * The HTML of a page: a rich-text editor (headings, bold, italic, lists, links, quotes) or the
 * HTML source. Markup the rich-text editor cannot keep (tables, details, ids...) opens the source
 * view, so that nothing is dropped without the editor knowing.
 */
export function HtmlEditor({
  value,
  onChange,
  label,
  /** Changes when the value is replaced from outside (language switch, server answer). */
  revision,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  revision: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const canRich = richTextCanKeep(value);
  const [source, setSource] = useState(!canRich);
  const [seen, setSeen] = useState(revision);
  if (seen !== revision) {
    // A new document: rich text when it can be kept, else the source.
    setSeen(revision);
    setSource(!richTextCanKeep(value));
  }
  return (
    <div className="html-editor">
      <div className="html-editor__head">
        <span className="html-editor__label" id={`${id}-label`}>
          {label}
        </span>
        <div role="group" aria-label={t('content.editor.mode')} className="html-editor__modes">
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={!source}
            disabled={!canRich && source}
            onClick={() => setSource(false)}
          >
            {t('content.editor.rich')}
          </button>
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={source}
            onClick={() => setSource(true)}
          >
            {t('content.editor.source')}
          </button>
        </div>
      </div>
      {!canRich ? <p className="hint">{t('content.editor.source_only')}</p> : null}
      {source ? (
        <textarea
          className="html-editor__source"
          aria-labelledby={`${id}-label`}
          spellCheck={false}
          rows={16}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <RichText key={revision} initial={value} onChange={onChange} labelledBy={`${id}-label`} />
      )}
    </div>
  );
}

function RichText({
  initial,
  onChange,
  labelledBy,
}: {
  initial: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    // The console's CSP refuses inline <style>: the editor's few rules are in content.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['https', 'mailto', 'tel'],
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        class: 'rich-text__area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);

  const chain = () => editor.chain().focus();
  const button = (key: string, pressed: boolean, run: () => void): ReactElement => (
    <button
      key={key}
      type="button"
      className={`rich-text__tool rich-text__tool--${key}`}
      aria-pressed={pressed}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {t(`content.editor.${key}`)}
    </button>
  );
  const applyLink = (href: string) => {
    const v = href.trim();
    if (!v) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: v }).run();
    setLinking(null);
  };
  return (
    <div className="rich-text">
      <div role="toolbar" aria-label={t('content.editor.toolbar')} className="rich-text__toolbar">
        {button('h2', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button('h3', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button('h4', state.h4, () => chain().toggleHeading({ level: 4 }).run())}
        <span className="rich-text__sep" aria-hidden="true" />
        {button('bold', state.bold, () => chain().toggleBold().run())}
        {button('italic', state.italic, () => chain().toggleItalic().run())}
        <span className="rich-text__sep" aria-hidden="true" />
        {button('bullet', state.bullet, () => chain().toggleBulletList().run())}
        {button('ordered', state.ordered, () => chain().toggleOrderedList().run())}
        {button('quote', state.quote, () => chain().toggleBlockquote().run())}
        <span className="rich-text__sep" aria-hidden="true" />
        {button('link', state.link, () => setLinking(state.href || 'https://'))}
        {state.link
          ? button('unlink', false, () => chain().extendMarkRange('link').unsetLink().run())
          : null}
      </div>
      {linking !== null ? (
        <LinkForm
          initial={linking}
          onApply={applyLink}
          onCancel={() => {
            setLinking(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState(initial);
  return (
    <div className="rich-text__link" role="group" aria-label={t('content.editor.link')}>
      <label htmlFor={`${id}-href`}>{t('content.editor.link_address')}</label>
      <input
        id={`${id}-href`}
        type="text"
        autoFocus
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onApply(href);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="button" className="btn btn--small btn--primary" onClick={() => onApply(href)}>
        {t('common.apply')}
      </button>
      <button type="button" className="btn btn--small" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
