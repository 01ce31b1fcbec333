/** An amount in the currency's smallest unit (won, cents), as people of the language write it. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const minor = currency === 'KRW' ? 1 : 100;
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount / minor);
}
