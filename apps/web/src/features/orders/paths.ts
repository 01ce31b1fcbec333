export const ORDERS_PATH = '/orders';
export const NEW_ORDER_PATH = '/orders/new';
export const orderPath = (id: string) => `/orders/${id}`;
export const reviewPath = (orderId: string, itemId: string) => `/orders/${orderId}/items/${itemId}`;
export const OPS_ORDERS_PATH = '/back-office/orders';
export const opsOrderPath = (id: string) => `/back-office/orders/${id}`;
