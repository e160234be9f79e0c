import { describe, expect, it } from 'vitest';
import { fileError, tomorrow, validateUpload, type UploadValues } from './document-rules.ts';

const file = (name: string, size = 1000) => ({ name, size }) as File;
const now = new Date('2026-03-10T23:30:00.000Z');
const values = (over: Partial<UploadValues>): UploadValues => ({
  type: 'passport',
  front: file('front.png'),
  back: null,
  idn: 'AB123456',
  expiresAt: '2030-01-01',
  ...over,
});

describe('document rules', () => {
  it('checks the name, the extension and the size of a file as the spec says', () => {
    expect(fileError(file('scan_01-a.JPG'))).toBeNull();
    expect(fileError(file('a b.png'))).toBe('document_file_name');
    expect(fileError(file('../../etc/passwd.png'))).toBe('document_file_name');
    expect(fileError(file('résumé.pdf'))).toBe('document_file_name');
    expect(fileError(file('photo.gif'))).toBe('document_file_type');
    expect(fileError(file('noextension'))).toBe('document_file_type');
    expect(fileError(file('big.pdf', 2_000_000))).toBeNull();
    expect(fileError(file('big.pdf', 2_000_001))).toBe('document_file_too_large');
  });

  it('takes an expiry from tomorrow (UTC)', () => {
    expect(tomorrow(now)).toBe('2026-03-11');
    expect(validateUpload(values({ expiresAt: '2026-03-10' }), now)).toEqual({
      expires_at: 'document_expiry_min',
    });
    expect(validateUpload(values({ expiresAt: '2026-03-11' }), now)).toEqual({});
  });

  it('asks a back side of an id card or a driving licence, and the number of identity types', () => {
    expect(validateUpload(values({ type: 'id_card' }), now)).toEqual({
      back_file: 'document_back_required',
    });
    expect(validateUpload(values({ type: 'driver_license', back: file('back.png') }), now)).toEqual(
      {},
    );
    expect(validateUpload(values({ idn: '  ' }), now)).toEqual({ idn: 'field_required' });
    expect(validateUpload(values({ front: null, expiresAt: '' }), now)).toEqual({
      front_file: 'field_required',
      expires_at: 'field_required',
    });
  });

  it('needs neither number nor expiry for other documents', () => {
    expect(validateUpload(values({ type: 'others', idn: '', expiresAt: '' }), now)).toEqual({});
  });
});
