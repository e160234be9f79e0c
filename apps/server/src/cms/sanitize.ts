import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'a',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'section',
    'details',
    'summary',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    details: ['id', 'open'],
    h2: ['id'],
    h3: ['id'],
    section: ['id'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** CMS HTML is sanitised before it is stored and again before it is served. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Replaces `{{placeholder}}` with the skin's values (escaped), leaving unknown ones visible. */
export function fillPlaceholders(text: string, values: Record<string, string>, html: boolean) {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => {
    const v = values[key];
    if (v === undefined) return whole;
    return html ? escapeHtml(v) : v;
  });
}
