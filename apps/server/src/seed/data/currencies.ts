export interface CurrencySeed {
  id: number;
  code: string;
  name: string;
  symbol: string;
  rate: string;
  minor_units: number;
}

export const currencies: readonly CurrencySeed[] = [
  { id: 1, code: 'EUR', name: 'Euro', symbol: '€', rate: '1.0000', minor_units: 2 },
  { id: 2, code: 'USD', name: 'US dollar', symbol: '$', rate: '1.0800', minor_units: 2 },
  { id: 3, code: 'CAD', name: 'Canadian dollar', symbol: 'CA$', rate: '1.5500', minor_units: 2 },
  { id: 5, code: 'PLN', name: 'Polish złoty', symbol: 'zł', rate: '4.2400', minor_units: 2 },
  { id: 42, code: 'CZK', name: 'Czech koruna', symbol: 'Kč', rate: '25.0000', minor_units: 2 },
];
