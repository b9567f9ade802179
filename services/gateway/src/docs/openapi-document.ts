import { z } from 'zod';
import { createAssessmentRequestSchema, errorReportSchema, journeyEventSchema } from '@lifewheel/contracts';

const schema = (zodSchema: z.ZodType) => z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' });

const errorBody = {
  type: 'object',
  required: ['statusCode', 'error', 'message', 'requestId'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string', description: 'A sentence a person can act on; validation errors name the field.' },
    requestId: { type: 'string' },
    details: { type: 'object' },
  },
};

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]));

/** The OpenAPI document of the public HTTP API, built from the same zod contracts the services use. */
export function buildOpenApiDocument(version: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'Lifewheel API', version, description: 'The HTTP API of Lifewheel, the wheel-of-life self-assessment.' },
    paths: {
      '/api/health': {
        get: { summary: 'Status and latency of every process, PostgreSQL and Redis', responses: { '200': { description: 'All up' }, '503': { description: 'Something is down' } } },
      },
      '/api/assessments': {
        post: {
          summary: 'Save an assessment',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' }, description: 'A retry with the same key and body returns the first result.' }],
          requestBody: { required: true, content: { 'application/json': { schema: schema(createAssessmentRequestSchema) } } },
          responses: {
            '201': { description: 'Saved', content: { 'application/json': { schema: { type: 'object', required: ['token', 'creatorSecret'], properties: { token: { type: 'string' }, creatorSecret: { type: 'string' } } } } } },
            ...errors(400, 413, 415, 422, 429, 503),
          },
        },
      },
      '/api/assessments/{token}': {
        get: {
          summary: 'An assessment with its wheel, responses, scores and gaps',
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The assessment' }, ...errors(404, 503) },
        },
      },
      '/api/observability/errors': {
        post: { summary: 'Report a browser error', requestBody: { required: true, content: { 'application/json': { schema: schema(errorReportSchema) } } }, responses: { '202': { description: 'Accepted' }, ...errors(400, 429) } },
      },
      '/api/observability/journeys': {
        post: { summary: 'Record a user-journey step', requestBody: { required: true, content: { 'application/json': { schema: schema(journeyEventSchema) } } }, responses: { '202': { description: 'Accepted' }, ...errors(400, 429) } },
      },
    },
    components: { schemas: { Error: errorBody } },
  };
}
