import { firstInputIssue } from '@roomcraft/contract';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Every part of a request with a schema is first held to the contract's input rules (no control
 * characters, bounded nesting: docs/decisions/input-rules.md), then to its own zod schema. Both
 * refusals are 400 `validation_failed` naming the field.
 */
export function installValidation(app: FastifyInstance): void {
  const compiler: FastifySchemaCompiler<unknown> = (route) => {
    const validateSchema = validatorCompiler(route as never);
    const multiline = route.httpPart === 'body';
    return (data: unknown) => {
      const issue = firstInputIssue(data, multiline);
      if (!issue) return validateSchema(data);
      const error = Object.assign(new Error(issue.message), {
        validation: [
          { instancePath: issue.path ? `/${issue.path.replaceAll('.', '/')}` : '', message: issue.message },
        ],
      });
      return { error };
    };
  };
  app.setValidatorCompiler(compiler);
}
