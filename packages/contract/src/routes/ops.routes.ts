import { z } from 'zod';
import { PageQuery, pageOf } from '../paging.ts';
import { defineRoute } from '../route.ts';
import { LoginBody } from '../schemas/auth.ts';
import { Ok } from '../schemas/common.ts';
import { Enterprise, EnterpriseAnswer } from '../schemas/enterprises.ts';
import { CommaList } from '../schemas/library.ts';
import { CreateEnterpriseBody, OperatorAnswer, OperatorLoginAnswer } from '../schemas/operators.ts';

const tags = ['back-office'];
const base = { surface: 'ops', tags } as const;

export const opsRoutes = {
  login: defineRoute({
    ...base,
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: 'Operator sign-in',
    body: LoginBody,
    response: OperatorLoginAnswer,
  }),
  logout: defineRoute({
    ...base,
    method: 'POST',
    path: '/logout',
    access: 'operator',
    summary: 'Operator sign-out',
    response: Ok,
  }),
  me: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/me',
    access: 'operator',
    summary: 'The signed-in operator',
    response: OperatorAnswer,
  }),
  enterprises: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/enterprises',
    access: 'operator',
    summary: 'All enterprises, paged',
    query: PageQuery.extend({
      search: z.string().trim().max(100).optional(),
      ids: CommaList.optional().describe('only these enterprises (comma-joined ids), to name a chosen few'),
    }),
    response: pageOf(Enterprise),
  }),
  createEnterprise: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/enterprises',
    access: 'operator',
    summary: 'Create an enterprise with its first admin',
    body: CreateEnterpriseBody,
    response: EnterpriseAnswer,
    status: 201,
  }),
};
