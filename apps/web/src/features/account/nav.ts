export const ACCOUNT_PATH = '/account';
