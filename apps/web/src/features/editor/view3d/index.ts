export { DesignView3D, type DesignView3DProps } from './DesignView3D.tsx';
export { PRODUCT_DRAG_TYPE } from './product-drag.ts';
