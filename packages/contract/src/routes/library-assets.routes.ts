import { defineRoute } from '../route.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  ApiKeysAnswer,
  ApiKeysQuery,
  CreateApiKeyBody,
  CylinderImageAnswer,
  CylinderProductAnswer,
  IssuedApiKeyAnswer,
  TextureDefaultTypesAnswer,
  TexturesByCategoryAnswer,
} from '../schemas/library-assets.ts';
import { CategoryTypeQuery } from '../schemas/library-categories.ts';

const textureTags = ['library: textures'];
const textures = { surface: 'api', tags: textureTags, access: 'optionalSession' } as const;
const cylinderTags = ['library: cylinder'];
const cylinder = { surface: 'api', tags: cylinderTags } as const;

export const libraryAssetRoutes = {
  textureDefaultTypes: defineRoute({
    ...textures,
    method: 'GET',
    path: '/v1/texture/defaultTypes',
    summary: 'The map types a finish or texture may carry',
    response: TextureDefaultTypesAnswer,
  }),
  texturesByCategories: defineRoute({
    ...textures,
    method: 'GET',
    path: '/v1/texture/:id/byCategories',
    summary: 'Finishes and textures of a library (owner id), grouped by category',
    params: IdParams,
    query: CategoryTypeQuery,
    response: TexturesByCategoryAnswer,
  }),
  cylinderProduct: defineRoute({
    ...cylinder,
    access: 'apiKey',
    method: 'GET',
    path: '/v1/cylinder/product/:id',
    summary: 'A product’s name and models, with an enterprise api key (x-api-key header)',
    params: IdParams,
    response: CylinderProductAnswer,
  }),
  cylinderImage: defineRoute({
    ...cylinder,
    access: 'apiKey',
    method: 'GET',
    path: '/v1/cylinder/image/:id',
    summary: 'A product’s thumbnail images, with an enterprise api key (x-api-key header)',
    params: IdParams,
    response: CylinderImageAnswer,
  }),
  apiKeys: defineRoute({
    ...cylinder,
    access: 'session',
    method: 'GET',
    path: '/v1/cylinder/api-keys',
    summary: 'The cylinder api keys of an enterprise (managers)',
    query: ApiKeysQuery,
    response: ApiKeysAnswer,
  }),
  issueApiKey: defineRoute({
    ...cylinder,
    access: 'session',
    method: 'POST',
    path: '/v1/cylinder/api-keys',
    summary: 'Issue a cylinder api key for an enterprise (managers); the key is shown once',
    body: CreateApiKeyBody,
    response: IssuedApiKeyAnswer,
    status: 201,
  }),
  revokeApiKey: defineRoute({
    ...cylinder,
    access: 'session',
    method: 'DELETE',
    path: '/v1/cylinder/api-keys/:id',
    summary: 'Revoke a cylinder api key',
    params: IdParams,
    response: Ok,
  }),
};
