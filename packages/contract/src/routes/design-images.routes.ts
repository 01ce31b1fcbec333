import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { IdParams } from '../schemas/common.ts';
import { DesignImageAnswer, DesignImageParams } from '../schemas/design-images.ts';

const tags = ['projects'];
const base = { surface: 'api', tags } as const;
const session = { ...base, access: 'session' } as const;

/** Images a design refers to (a floor's tracing image): kept with the project, read with it. */
export const designImageRoutes = {
  upload: defineRoute({
    ...session,
    method: 'POST',
    path: '/v1/projects/:id/design-images',
    summary:
      'Store an image for the design (multipart field image: PNG, JPEG or WebP, up to 15 MB); needs EDIT',
    params: IdParams,
    response: DesignImageAnswer,
    status: 201,
  }),
  read: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/projects/:id/design-images/:blobId',
    summary: 'A design image of the project, for whoever may open the project',
    params: DesignImageParams,
    response: z.custom<Buffer>().describe('the image bytes (PNG, JPEG or WebP)'),
  }),
};
