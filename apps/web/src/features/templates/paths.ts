export const TEMPLATES_PATH = '/templates';
export const TEMPLATE_REVIEW_PATH = '/templates/review';
export const templatePath = (id: string) => `/templates/${id}`;
export const OPS_TEMPLATES_PATH = '/back-office/templates';
