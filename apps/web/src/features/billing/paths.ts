export const PRICING_PATH = '/pricing';
export const BILLING_PATH = '/billing';
export const checkoutPath = (id: string) => `/billing/checkout/${id}`;
