/** The part of a JSON Schema (2020-12, as zod writes it) the hostile-input generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what a client may send to it. */
export interface Operation {
  method: string;
  /** The path template, e.g. `/api/premium/notes/{noteId}`. */
  path: string;
  parameters: OperationParameter[];
  /** The request body's media types and their schemas; empty when it takes none. */
  bodies: { mediaType: string; schema: JsonSchema }[];
  /** `GET /api/premium/notes/{noteId}`: how a failure names it. */
  name: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface OpenApiOperation {
  parameters?: OperationParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of an OpenAPI 3 document, read from the document alone, so a new endpoint is in without a change here. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, required: parameter.required ?? false, schema: parameter.schema ?? {} })),
        bodies: Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, { schema }]) => ({ mediaType, schema: schema ?? {} })),
        name: `${method.toUpperCase()} ${path}`,
      };
    }),
  );
}

/** Whether a request of this method may carry a body the gateway reads. */
export const takesBody = (operation: Operation): boolean => ['POST', 'PUT', 'PATCH'].includes(operation.method);
