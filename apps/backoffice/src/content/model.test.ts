import type { StaffSkinSettings } from '@croupier/contract/staff-content';
import { describe, expect, it } from 'vitest';
import {
  canonicalHtml,
  draftsFrom,
  fromLocalInput,
  longHex,
  missingTitles,
  pageUpdateBody,
  richTextCanKeep,
  sanitisedLanguages,
  skinForm,
  skinSettingsDiff,
  toLocalInput,
  translationsBody,
  windowInOrder,
} from './model.ts';

const tr = (language: string, content = '<p>x</p>') => ({
  language,
  title: `T ${language}`,
  content,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
});

describe('page drafts → PUT body', () => {
  it('sends present languages trimmed and removes the ones the form dropped', () => {
    const drafts = draftsFrom([tr('en'), tr('de'), tr('cs')]);
    drafts.de = { ...drafts.de, title: '  Neu  ', content: '<p>neu</p>' };
    drafts.cs = { ...drafts.cs, present: false };
    const body = pageUpdateBody({ slug: ' about ', rank: 3 }, drafts, ['en', 'de', 'cs']);
    expect(body.slug).toBe('about');
    expect(body.rank).toBe(3);
    expect(body.translations?.map((t) => t.language)).toEqual(['en', 'de']);
    expect(body.translations?.[1]).toMatchObject({ title: 'Neu', content: '<p>neu</p>' });
    expect(body.remove_languages).toEqual(['cs']);
  });

  it('leaves remove_languages out when nothing is removed, and ignores unknown languages', () => {
    const drafts = draftsFrom([tr('en'), tr('xx')]);
    const body = pageUpdateBody({ slug: 'a', rank: 0 }, drafts, ['en']);
    expect(body).not.toHaveProperty('remove_languages');
    expect(body.translations).toHaveLength(1);
  });

  it('adds the comment for promotions only', () => {
    const drafts = draftsFrom([{ ...tr('en'), comment: ' short ' }]);
    expect(translationsBody(drafts, [], { comment: true }).translations[0]?.comment).toBe('short');
    expect(translationsBody(drafts, []).translations[0]).not.toHaveProperty('comment');
  });

  it('names the present languages without a title', () => {
    const drafts = draftsFrom([tr('en')]);
    drafts.de = { ...drafts.de, present: true, title: '   ' };
    expect(missingTitles(drafts)).toEqual(['de']);
  });
});

describe('sanitised HTML', () => {
  it('ignores formatting, attribute order and the link attributes the server adds', () => {
    expect(canonicalHtml('<p>a  b</p>\n<p><a href="https://x.test">l</a></p>')).toBe(
      canonicalHtml(
        '<p>a b</p><p><a target="_blank" rel="noopener noreferrer" href="https://x.test">l</a></p>',
      ),
    );
  });

  it('tells which languages lost markup', () => {
    const sent = [tr('en', '<p>ok</p>'), tr('de', '<p>x</p><img src=x onerror=alert(1)>')];
    const stored = [tr('en', '<p>ok</p>'), tr('de', '<p>x</p><img src="x" />')];
    expect(sanitisedLanguages(sent, stored)).toEqual(['de']);
    expect(sanitisedLanguages([tr('en', '<p>ok</p>')], [tr('en', '<p>ok</p>')])).toEqual([]);
  });

  it('keeps the rich-text editor away from markup it would drop', () => {
    expect(
      richTextCanKeep('<h2>T</h2><p><strong>b</strong> <a href="/x">l</a></p><ul><li>i</li></ul>'),
    ).toBe(true);
    expect(richTextCanKeep('<details id="a"><summary>s</summary></details>')).toBe(false);
    expect(richTextCanKeep('<h2 id="anchor">T</h2>')).toBe(false);
    expect(richTextCanKeep('<table><tr><td>1</td></tr></table>')).toBe(false);
  });
});

const settings: StaffSkinSettings = {
  id: 1,
  name: 'Croupier',
  ref_id: 'croupier',
  in_maintenance: false,
  ui_options: {
    hide_transaction_popups: false,
    player_login_with_email: true,
    allow_external_registration: false,
    is_activation_email_bypassed: false,
  },
  live_chat_url: null,
  layout_settings: {
    brand_name: 'Croupier',
    logo_text: 'C',
    logo_url: '/media/logos/abc.png',
    colors: { primary: '#112233', background: '#000' },
    radius: '8px',
    font_family: 'Inter',
  },
  licence: {
    company_name: 'Co',
    company_address: '',
    company_registration: '',
    licence_number: '',
    licence_text: '',
    support_email: '',
    dpo_email: '',
    affiliate_email: '',
    site_url: '',
  },
};

describe('skin settings form → PUT body', () => {
  it('is null when nothing changed', () => {
    expect(skinSettingsDiff(settings, skinForm(settings))).toBeNull();
  });

  it('sends only the changed keys of each object, trimmed, and colours by name', () => {
    const form = skinForm(settings);
    form.ui_options.hide_transaction_popups = true;
    form.layout_settings.brand_name = ' Croupier Casino ';
    form.layout_settings.colors.primary = '#abcdef';
    form.licence.support_email = 'help@croupier.test ';
    expect(skinSettingsDiff(settings, form)).toEqual({
      ui_options: { hide_transaction_popups: true },
      layout_settings: { brand_name: 'Croupier Casino', colors: { primary: '#abcdef' } },
      licence: { support_email: 'help@croupier.test' },
    });
  });

  it('leaves the logo to its own upload: never part of the form or its PUT body', () => {
    const form = skinForm(settings);
    expect(form.layout_settings).not.toHaveProperty('logo_url');
    form.layout_settings.logo_text = 'CC';
    expect(skinSettingsDiff(settings, form)).toEqual({ layout_settings: { logo_text: 'CC' } });
  });

  it('sends an emptied live-chat address as null', () => {
    const withChat = { ...settings, live_chat_url: 'https://chat.test/x.js' };
    const form = skinForm(withChat);
    form.live_chat_url = '  ';
    expect(skinSettingsDiff(withChat, form)).toEqual({ live_chat_url: null });
  });

  it('does not resend a whitespace-only edit', () => {
    const form = skinForm(settings);
    form.layout_settings.brand_name = 'Croupier  ';
    expect(skinSettingsDiff(settings, form)).toBeNull();
  });

  it('expands short colours for the colour picker', () => {
    expect(longHex('#0aF')).toBe('#00aaff');
    expect(longHex('#A1B2C3')).toBe('#a1b2c3');
  });
});

describe('datetime-local values', () => {
  it('round-trips an instant and maps empty to null', () => {
    const iso = '2026-03-01T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('a display window', () => {
  it('needs its start before its end; an open bound is always in order', () => {
    expect(windowInOrder('2026-03-01T10:00', '2026-03-01T11:00')).toBe(true);
    expect(windowInOrder('2026-03-01T11:00', '2026-03-01T10:00')).toBe(false);
    expect(windowInOrder('2026-03-01T10:00', '2026-03-01T10:00')).toBe(false);
    expect(windowInOrder('', '2026-03-01T10:00')).toBe(true);
    expect(windowInOrder('2026-03-01T10:00', '')).toBe(true);
  });
});
