export const DEVELOPERS_PATH = '/developers';
export const DEVELOPER_TABS = ['keys', 'applications', 'webhooks', 'usage', 'api'] as const;
export type DeveloperTab = (typeof DEVELOPER_TABS)[number];
