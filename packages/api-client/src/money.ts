import type { Money } from './schemas/common';

const formatters = new Map<string, Intl.NumberFormat>();

/** Rounds to cents, the way every total in the contract is kept. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A money amount with its display form (`$12.50`), the shape every price in the contract takes. */
export function toMoney(value: number, currencyIso = 'USD', locale = 'en-US'): Money {
  const key = `${locale}|${currencyIso}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyIso });
    formatters.set(key, format);
  }
  const rounded = roundMoney(value);
  return { value: rounded, formattedValue: format.format(rounded), currencyIso };
}
