import fc from 'fast-check';
import { brokenUnicode, hostileJson, hostileString } from './hostile-values.js';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Values from the JSON Schemas of the OpenAPI document: `schemaValue` follows the schema (so a
 * handler past validation is reached), `nearValidValue` breaks it in exactly one place (the checks
 * a validator must make one by one), `hostileJson` ignores it.
 */

const MAX_ITEMS = 6;

function patternString(pattern: string, schema: JsonSchema): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= (schema.maxLength ?? 10_000));
  } catch {
    return fc.string({ maxLength: 20 });
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return patternString(schema.pattern, schema);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 30, Math.max(minLength, 30));
  // Free text is where NUL, lone surrogates and injections get through validation to the storage.
  const fits = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    hostileString.filter(fits),
    brokenUnicode.filter(fits),
    fc.string({ unit: 'binary', minLength, maxLength }),
  );
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000;
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

function objectValue(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, schemaValue(property)]));
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  return fc.record(shape, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value the schema accepts (as far as its keywords say; cross-field rules are the handlers'). */
export function schemaValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(schemaValue));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaValue({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS) });
    case 'object':
      return objectValue(schema);
    default:
      // `{}`: anything goes, so anything comes.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

/** Every place in a JSON value: the value itself, and each member of each array and object in it. */
function placesIn(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const children = Object.entries(value).flatMap(([key, child]) => placesIn(child, [...path, Array.isArray(value) ? Number(key) : key]));
  return [path, ...children];
}

type Mutation = 'replace' | 'remove' | 'add-key' | 'stretch';

/** `value` with one place broken: replaced by a hostile value, removed, given an unknown key, or made very long. */
function mutate(value: unknown, place: Path, mutation: Mutation, hostile: unknown): unknown {
  const copy = structuredClone(value);
  if (place.length === 0) return mutation === 'add-key' && copy && typeof copy === 'object' ? Object.assign(copy, { unexpected: hostile }) : hostile;
  const parent = place.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<string | number, unknown>;
  const key = place[place.length - 1]!;
  if (mutation === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (mutation === 'stretch') {
    const current = parent[key];
    parent[key] = typeof current === 'string' ? current + 'ü'.repeat(5_000) : Array.from({ length: 200 }, () => current);
  } else if (mutation === 'add-key' && parent[key] && typeof parent[key] === 'object') {
    (parent[key] as Record<string, unknown>)['unexpected'] = hostile;
  } else {
    parent[key] = hostile;
  }
  return copy;
}

/** A value the schema accepts but for one place: what a validator has to catch field by field. */
export function nearValidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(schemaValue(schema), fc.nat(), fc.constantFrom<Mutation>('replace', 'replace', 'remove', 'add-key', 'stretch'), fc.oneof(hostileJson, hostileString))
    .map(([value, pick, mutation, hostile]) => {
      const places = placesIn(value);
      return mutate(value, places[pick % places.length]!, mutation, hostile);
    });
}

/** A body for a schema: valid, broken in one place, or anything at all. */
export function bodyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: schemaValue(schema), weight: 2 }, { arbitrary: nearValidValue(schema), weight: 3 }, { arbitrary: hostileJson, weight: 1 });
}
