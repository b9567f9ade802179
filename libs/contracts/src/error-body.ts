import { z } from 'zod';
import { ErrorCode } from './error-code.js';

/** The message key given to a field error whose rule declares none. */
export const GENERIC_MESSAGE_KEY = 'invalid';

const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
/** The values behind a message's `{{vars}}` (and limits such as `max`), for a translated message. */
export type MessageParams = z.infer<typeof messageParamsSchema>;

// Written as zod so the OpenAPI document shows exactly the shape the types below promise.
export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the field, e.g. `wheel.domains.2.name`; empty for the body as a whole.'),
  message: z.string().describe('The English message, for people reading the API.'),
  messageKey: z
    .string()
    .describe(`The key of the rule's message in its contract's message table, for a client to translate; \`${GENERIC_MESSAGE_KEY}\` when the rule has none.`),
  params: messageParamsSchema.optional().describe("The values behind the message's `{{vars}}`, where it has some."),
});
/** One field that did not pass its rule (`details.errors[]` of a VALIDATION_FAILED body). */
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const validationDetailsSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

/**
 * A failed request's answer (design.md section 6). Over RPC it travels without `requestId`; the
 * gateway adds it. Clients act on `code` and `details.errors[].messageKey`, never on `message`.
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ErrorCode).describe('What went wrong, stable for clients to act on.'),
  error: z.string().describe('The reason phrase of the status.'),
  message: z.string().describe('A sentence a person can act on, in English; validation errors name the field.'),
  details: validationDetailsSchema.optional().describe('With VALIDATION_FAILED: every field that did not pass.'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const httpErrorBodySchema = errorBodySchema.extend({
  requestId: z.string().describe('Also in the `x-request-id` header; quote it when reporting a problem.'),
});
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;
