/**
 * A minimal checker for the parts of JSON Schema that TMDB's OpenAPI document uses in the
 * responses we read: `type`, `properties` and `items`. Null passes everywhere (the document has
 * no nullability although TMDB sends null), and 'integer' accepts any number because the
 * document types the same field (vote_average) integer on some endpoints and number on others.
 */
import { z } from 'zod';

export interface ShapeSchema {
  type?: string | string[];
  properties?: Record<string, ShapeSchema>;
  items?: ShapeSchema;
}

export const shapeSchemaSchema: z.ZodType<ShapeSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), shapeSchemaSchema).optional(),
    items: shapeSchemaSchema.optional(),
  }),
);

export interface ShapeProblem {
  /** e.g. 'results[].poster_path' */
  path: string;
  message: string;
}

export interface ShapeCheckOptions {
  /** paths (like 'results[].first_air_date') allowed although the document omits them */
  allowExtra?: ReadonlySet<string>;
}

/** @returns the JSON type names a value has, 'integer' included for whole numbers */
function typesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number')
    return Number.isInteger(value) ? ['number', 'integer'] : ['number'];
  return [typeof value];
}

function typeMatches(value: unknown, expected: string): boolean {
  const actual = typesOf(value);
  if (expected === 'integer') return actual.includes('number');
  return actual.includes(expected);
}

function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/**
 * Checks `value` against `schema`: types, each array item, each object property; properties the
 * schema does not list are problems unless `allowExtra` names them.
 * @returns every problem found (empty when the value conforms)
 */
export function checkShape(
  value: unknown,
  schema: ShapeSchema,
  options: ShapeCheckOptions = {},
  path = '',
): ShapeProblem[] {
  if (value === null) return [];
  const expected = schema.type === undefined ? [] : [schema.type].flat();
  if (expected.length > 0 && !expected.some((type) => typeMatches(value, type))) {
    return [{ path, message: `expected ${expected.join('|')}, got ${typesOf(value)[0] ?? '?'}` }];
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    if (!items) return [];
    return value.flatMap((item) => checkShape(item, items, options, `${path}[]`));
  }
  if (typeof value !== 'object' || schema.properties === undefined) return [];
  const problems: ShapeProblem[] = [];
  for (const [name, property] of Object.entries(value)) {
    const propertyPath = join(path, name);
    const propertySchema = schema.properties[name];
    if (propertySchema)
      problems.push(...checkShape(property, propertySchema, options, propertyPath));
    else if (!options.allowExtra?.has(propertyPath)) {
      problems.push({ path: propertyPath, message: 'not in the document' });
    }
  }
  return problems;
}
