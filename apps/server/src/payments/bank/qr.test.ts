import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { EPC_MAX_BYTES, paymentQr, type PaymentQrInput } from './qr.ts';

const czk: PaymentQrInput = {
  currency: 'CZK',
  amountMinor: 123450,
  iban: 'CZ65 0800 0000 1920 0014 5399',
  bic: 'GIBACZPX',
  holder: 'Croupier Gaming s.r.o.',
  variableSymbol: '0000000428',
  message: 'Vklad na účet',
};

const eur: PaymentQrInput = {
  currency: 'EUR',
  amountMinor: 1234,
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  holder: 'Croupier Gaming s.r.o.',
  variableSymbol: '0000000428',
  message: 'Einzahlung',
};

describe('payment QR codes', () => {
  it('writes a Czech QR Platba (SPAYD 1.0) for CZK', async () => {
    const qr = await paymentQr(czk);
    expect(qr.format).toBe('spayd');
    expect(qr.payload).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*X-VS:0000000428' +
        '*MSG:VKLAD NA UCET*RN:CROUPIER GAMING S.R.O.',
    );
    expect(qr.svg.startsWith('<svg')).toBe(true);
  });

  it('escapes "*" and "%" and keeps SPAYD lengths (MSG 60, RN 35)', async () => {
    const qr = await paymentQr({
      ...czk,
      bic: '',
      holder: 'Sázková kancelář s dlouhým názvem a.s. Praha',
      message: `50% * bonus ${'x'.repeat(80)}`,
    });
    const fields = Object.fromEntries(
      qr.payload
        .split('*')
        .slice(2)
        .map((f) => [f.slice(0, f.indexOf(':')), f.slice(f.indexOf(':') + 1)]),
    );
    expect(fields.ACC).toBe('CZ6508000000192000145399');
    expect(fields.MSG).toBe(`50%25 %2A BONUS ${'X'.repeat(44)}`);
    expect(fields.MSG).toHaveLength(60);
    expect(fields.RN).toBe('SAZKOVA KANCELAR S DLOUHYM NAZVEM A');
    expect(fields.RN?.length).toBeLessThanOrEqual(35);
    expect(qr.payload).toMatch(/^SPD\*1\.0(\*[0-9A-Z $%+\-.]+:[^*]+)+$/);
  });

  it('writes an EPC069-12 "SEPA QR" for EUR', async () => {
    const qr = await paymentQr(eur);
    expect(qr.format).toBe('epc');
    expect(qr.payload).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nCroupier Gaming s.r.o.\nDE89370400440532013000\nEUR12.34\n\n\nVS 0000000428 Einzahlung',
    );
    expect(qr.svg.startsWith('<svg')).toBe(true);
  });

  it('uses the EPC code for other currencies and keeps it within 331 bytes', async () => {
    const qr = await paymentQr({
      ...eur,
      currency: 'PLN',
      iban: 'PL61109010140000071219812874',
      bic: 'WBKPPLPP',
      holder: 'Ž'.repeat(90),
      message: 'm'.repeat(300),
    });
    expect(qr.format).toBe('epc');
    const lines = qr.payload.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe('Z'.repeat(70));
    expect(lines[7]).toBe('PLN12.34');
    expect(lines[10]).toBe(`VS 0000000428 ${'m'.repeat(126)}`);
    expect(Buffer.byteLength(qr.payload, 'utf8')).toBeLessThanOrEqual(EPC_MAX_BYTES);
  });

  it('draws the payload itself at error correction level M', async () => {
    const qr = await paymentQr(eur);
    const expected = await QRCode.toString(qr.payload, { type: 'svg', errorCorrectionLevel: 'M' });
    expect(qr.svg).toBe(expected);
    const other = await QRCode.toString(`${qr.payload}x`, {
      type: 'svg',
      errorCorrectionLevel: 'M',
    });
    expect(qr.svg).not.toBe(other);
  });

  it('refuses details a banking app would refuse', async () => {
    await expect(paymentQr({ ...eur, iban: 'DE00370400440532013000' })).rejects.toThrow(/IBAN/);
    await expect(paymentQr({ ...eur, bic: 'X' })).rejects.toThrow(/BIC/);
    await expect(paymentQr({ ...eur, amountMinor: 0 })).rejects.toThrow(/amount/);
    await expect(paymentQr({ ...eur, variableSymbol: '12345678901' })).rejects.toThrow(/variable/);
    await expect(paymentQr({ ...czk, amountMinor: 1_000_000_000_000 })).rejects.toThrow(/SPAYD/);
    await expect(paymentQr({ ...eur, amountMinor: 100_000_000_000 })).rejects.toThrow(/above/);
    expect((await paymentQr({ ...eur, amountMinor: 99_999_999_999 })).payload).toContain(
      '\nEUR999999999.99\n',
    );
  });
});
