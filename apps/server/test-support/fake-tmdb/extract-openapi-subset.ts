/**
 * Regenerates tmdb-openapi-subset.json from TMDB's full OpenAPI document:
 *   npx tsx apps/server/test-support/fake-tmdb/extract-openapi-subset.ts [openapi.json]
 * (default: ../shared/reference/tmdb-openapi.json beside the repository), then `npx prettier
 * --write` on the JSON. The contract test fails when the committed subset drifts from it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractOpenApiSubset, FULL_OPENAPI_FILE, OPENAPI_SUBSET_FILE } from './openapi-subset';

const source = process.argv[2] ?? fileURLToPath(FULL_OPENAPI_FILE);
const document: unknown = JSON.parse(readFileSync(source, 'utf8'));
const subset = {
  $comment:
    "Response schemas copied from TMDB's OpenAPI 3.1 description of API v3 (the 'tmdb-api' " +
    'document, version 3; in a full checkout at ../shared/reference/tmdb-openapi.json), reduced ' +
    'to type/properties/items: examples and defaults removed. The document has no `required` ' +
    "lists and no nullability; '{}' means it gives no type. Regenerate with " +
    'extract-openapi-subset.ts in this folder.',
  paths: extractOpenApiSubset(document),
};
writeFileSync(OPENAPI_SUBSET_FILE, `${JSON.stringify(subset, null, 2)}\n`);
console.log(`wrote ${fileURLToPath(OPENAPI_SUBSET_FILE)}`);
