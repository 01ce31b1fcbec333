export { PRODUCT_DRAG_TYPE } from './catalogue/ProductCard.tsx';
export { DesignView3D, type DesignView3DProps } from './DesignView3D.tsx';
