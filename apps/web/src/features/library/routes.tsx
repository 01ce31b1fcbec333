import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LIBRARY_BRANDS_PATH, LIBRARY_CATEGORIES_PATH, LIBRARY_PATH, LIBRARY_TAGS_PATH } from './paths.ts';

const LibraryPage = lazy(() => import('./list/LibraryPage.tsx'));
const ProductPage = lazy(() => import('./product/ProductPage.tsx'));
const CategoriesPage = lazy(() => import('./categories/CategoriesPage.tsx'));
const BrandsPage = lazy(() => import('./brands/BrandsPage.tsx'));
const BrandPage = lazy(() => import('./brands/BrandPage.tsx'));
const TagsPage = lazy(() => import('./tags/TagsPage.tsx'));

export const libraryPages: RouteObject[] = [
  { path: LIBRARY_PATH, element: <LibraryPage /> },
  { path: '/library/products/:productId', element: <ProductPage /> },
  { path: LIBRARY_CATEGORIES_PATH, element: <CategoriesPage /> },
  { path: LIBRARY_BRANDS_PATH, element: <BrandsPage /> },
  { path: `${LIBRARY_BRANDS_PATH}/:ownerId/:brandId`, element: <BrandPage /> },
  { path: LIBRARY_TAGS_PATH, element: <TagsPage /> },
];
