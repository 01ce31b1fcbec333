/** Where the library screens live. */
export const LIBRARY_PATH = '/library';
export const LIBRARY_CATEGORIES_PATH = '/library/categories';
export const LIBRARY_BRANDS_PATH = '/library/brands';
/** The product list of one library (personal, enterprise or public). */
export const libraryPath = (scope: string) => `${LIBRARY_PATH}?scope=${encodeURIComponent(scope)}`;
export const productPath = (productId: string) => `/library/products/${encodeURIComponent(productId)}`;
/** Tags are on projects, templates and renders too, so their page stands beside the library, not in it. */
export const LIBRARY_TAGS_PATH = '/tags';
/** A brand's page: the brand of a library (owner id) with its products. */
export const brandPath = (ownerId: string, brandId: string) =>
  `${LIBRARY_BRANDS_PATH}/${encodeURIComponent(ownerId)}/${encodeURIComponent(brandId)}`;
