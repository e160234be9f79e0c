import { describe, expect, it } from 'vitest';
import { localizeCmsLinks } from './cms-content.tsx';

describe('localizeCmsLinks', () => {
  it('prefixes site-internal links with the language', () => {
    expect(localizeCmsLinks('<a href="/terms-and-conditions#bonus">T</a>', 'de')).toBe(
      '<a href="/de/terms-and-conditions#bonus">T</a>',
    );
    expect(localizeCmsLinks('<a title="x" href="/">Home</a>', 'sk')).toBe(
      '<a title="x" href="/sk">Home</a>',
    );
  });

  it('keeps links that already carry a language, external links and anchors', () => {
    const html =
      '<a href="/cs/help">a</a><a href="https://x.example/">b</a><a href="//x.example">c</a><a href="#faq">d</a>';
    expect(localizeCmsLinks(html, 'de')).toBe(html);
  });

  it('keeps query strings intact', () => {
    expect(localizeCmsLinks('<a href="/registration?promocode=A&amp;b=1">R</a>', 'en')).toBe(
      '<a href="/en/registration?promocode=A&amp;b=1">R</a>',
    );
  });
});
