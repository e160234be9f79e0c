import { describe, expect, it } from 'vitest';
import type { SkinSettings } from '@croupier/contract/skin';
import { fillSkinPlaceholders, skinLicenceText, skinTokens } from './skin-settings.ts';

const sut = {
  layout_settings: {
    brand_name: 'Demo Casino',
    logo_text: 'DEMO',
    colors: { bg: '#000000', 'surface-2': 'rgb(1, 2, 3)', accent: 'red;}body{x:url(evil)' },
    radius: '10px',
    font_family: "'Inter Variable', sans-serif",
  },
  licence: {
    company_name: 'Demo Ltd',
    company_address: 'Street 1',
    company_registration: 'C 1',
    licence_number: 'MGA/1',
    licence_text: '',
    support_email: 'help@demo.example',
  },
} as unknown as SkinSettings;

describe('skin settings', () => {
  it('fills placeholders from the same settings and leaves unknown ones', () => {
    expect(
      fillSkinPlaceholders('{{brand_name}} by {{ company_name }} ({{licence_number}}) {{x}}', sut),
    ).toBe('Demo Casino by Demo Ltd (MGA/1) {{x}}');
  });

  it('takes the licence text of the language, else the English one', () => {
    const skin = {
      ...sut,
      licence: {
        ...sut.licence,
        licence_text: 'Run by {{company_name}}.',
        licence_texts: { de: 'Betrieben von {{company_name}}.', cs: '' },
      },
    } as SkinSettings;
    expect(skinLicenceText(skin, 'de')).toBe('Betrieben von Demo Ltd.');
    expect(skinLicenceText(skin, 'cs')).toBe('Run by Demo Ltd.');
    expect(skinLicenceText(skin, 'sk')).toBe('Run by Demo Ltd.');
    expect(skinLicenceText({ ...skin, licence: { ...sut.licence, licence_text: 'X' } }, 'de')).toBe(
      'X',
    );
  });

  it('maps colours to --color-* tokens and drops unsafe values', () => {
    expect(skinTokens(sut)).toEqual({
      '--color-bg': '#000000',
      '--color-surface-2': 'rgb(1, 2, 3)',
      '--radius': '10px',
      '--font': "'Inter Variable', sans-serif",
    });
  });
});
