import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { i18n, Trans, translate, useTranslation, type Texts } from './translation.tsx';

const texts: Record<string, Texts> = {
  'en|common': {
    hello: 'Hello {{name}}',
    empty: '',
    item_one: '{{count}} item',
    item_other: '{{count}} items',
  },
  'en|casino': {
    title: 'Casino',
    games_zero: 'No games',
    games_one: 'One game',
    games_other: '{{count}} games',
  },
  'pl|common': {
    hello: 'Cześć {{name}}',
    file_one: '{{count}} plik',
    file_few: '{{count}} pliki',
    file_many: '{{count}} plików',
  },
  'pl|casino': { title: 'Kasyno' },
  'en|login': { no_account: 'No account? <register>Sign up</register> or <help/> now' },
};
const asked: string[] = [];

i18n.configure({
  language: 'en',
  read: (language, group) => {
    asked.push(`${language}|${group}`);
    return Promise.resolve(texts[`${language}|${group}`] ?? {});
  },
});

afterEach(cleanup);

describe('translate', () => {
  it('fills values in and leaves a value not given as written', async () => {
    await i18n.loadNamespaces(['common', 'casino']);
    expect(translate('en', 'hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translate('en', 'hello')).toBe('Hello {{name}}');
    expect(translate('en', 'hello', { name: null })).toBe('Hello ');
  });

  it('reads a group from the key, else the option, else the given group', () => {
    expect(translate('en', 'casino:title')).toBe('Casino');
    expect(translate('en', 'title', { ns: 'casino' })).toBe('Casino');
    expect(translate('en', 'title', undefined, 'casino')).toBe('Casino');
    expect(translate('en', 'title')).toBe('title');
    // Several groups: the first that has the text.
    expect(translate('en', 'title', { ns: ['live', 'casino'] })).toBe('Casino');
    expect(translate('en', 'hello', { ns: ['casino', 'common'], name: 'Bo' })).toBe('Hello Bo');
  });

  it('picks the plural form of the language, the zero form for 0', async () => {
    expect(translate('en', 'item', { count: 1 })).toBe('1 item');
    expect(translate('en', 'item', { count: 3 })).toBe('3 items');
    expect(translate('en', 'casino:games', { count: 0 })).toBe('No games');
    expect(translate('en', 'casino:games', { count: 1 })).toBe('One game');
    await i18n.loadLanguages('pl');
    expect(translate('pl', 'file', { count: 1 })).toBe('1 plik');
    expect(translate('pl', 'file', { count: 3 })).toBe('3 pliki');
    expect(translate('pl', 'file', { count: 5 })).toBe('5 plików');
  });

  it('answers the key (or the default text) for a missing or empty text', () => {
    expect(translate('en', 'nothing')).toBe('nothing');
    expect(translate('en', 'casino:nothing')).toBe('nothing');
    expect(translate('en', 'empty')).toBe('empty');
    expect(translate('en', 'nothing', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
  });
});

function Title() {
  const { t, i18n: state } = useTranslation(['casino', 'common']);
  return (
    <h1>
      {t('title')} · {t('common:hello', { name: 'Ana' })} · {state.language}
    </h1>
  );
}

describe('useTranslation', () => {
  it('suspends until its groups are there, and renders again in a new language', async () => {
    asked.length = 0;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(await screen.findByRole('heading')).toHaveProperty(
      'textContent',
      'Casino · Hello Ana · en',
    );
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByRole('heading').textContent).toBe('Kasyno · Cześć Ana · pl');
    // A new language brings every group asked for so far, before it shows.
    expect(i18n.hasLoaded('casino', 'pl')).toBe(true);
    await act(() => i18n.changeLanguage('en'));
  });

  it('suspends for a group not yet loaded', async () => {
    function Login() {
      const { t } = useTranslation('login');
      return (
        <p>
          <Trans
            t={t}
            i18nKey="no_account"
            components={{ register: <a href="/en/registration" />, help: <b>?</b> }}
          />
        </p>
      );
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Login />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/en/registration');
    expect(link.parentElement?.textContent).toBe('No account? Sign up or ? now');
  });
});

describe('the operator’s key mode', () => {
  it('shows each text as its group and key', () => {
    i18n.configure({ language: 'en', read: () => Promise.resolve({}), showKeys: true });
    try {
      expect(translate('en', 'title', undefined, 'casino')).toBe('casino:title');
      expect(translate('en', 'footer:contact', undefined, 'header')).toBe('footer:contact');
      expect(translate('en', 'greeting', { ns: ['myprofile', 'dashboardMenu'] })).toBe(
        'myprofile:greeting',
      );
      // The mode's own controls stay readable.
      expect(translate('en', 'common:hello', { plain: true, name: 'Ana' })).not.toContain(':');
    } finally {
      i18n.configure({ language: 'en', read: () => Promise.resolve({}) });
    }
  });
});
