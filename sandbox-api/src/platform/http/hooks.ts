import type { preValidationHookHandler } from 'fastify';

/**
 * For calls whose payload the spec shows as "none" (spec 01 §7): a request without a body is read as `{}`, so
 * it passes the route's empty-object schema like the portal's `{}` does, while anything else is still checked.
 */
export const noBodyAsEmpty: preValidationHookHandler = (request, _reply, done) => {
  request.body ??= {};
  done();
};
