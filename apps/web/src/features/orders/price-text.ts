/** A modelling price in KRW, in the reader's language. */
export function formatPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'KRW' }).format(amount);
}
