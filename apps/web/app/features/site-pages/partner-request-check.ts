/**
 * The partnership form's check in the browser: core's partnerRequestSchema, loaded on first use
 * (a lazy chunk), so zod is not part of the page's first download.
 */
import type * as PartnerSchemaModule from '@reelhouse/core/site-content/partner-request-schema';
import {
  toFieldErrors,
  type PartnerFieldErrors,
  type PartnerValues,
} from './partner-request-fields';

let schemaModule: Promise<typeof PartnerSchemaModule> | null = null;

/** Core's schema, loaded once; a failed load is tried again next time. */
function loadSchema() {
  schemaModule ??= import('@reelhouse/core/site-content/partner-request-schema').catch(
    (error: unknown) => {
      schemaModule = null;
      throw error;
    },
  );
  return schemaModule;
}

type PartnerCheck =
  | { ok: true; value: PartnerValues }
  | { ok: false; errors: PartnerFieldErrors }
  | { ok: false; errors: null };

/** Checks the form with core's schema; `errors: null` when the schema could not load. */
export async function checkPartnerValues(values: PartnerValues): Promise<PartnerCheck> {
  try {
    const { partnerRequestSchema } = await loadSchema();
    const result = partnerRequestSchema.safeParse(values);
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, errors: toFieldErrors(result.error.issues) };
  } catch {
    return { ok: false, errors: null };
  }
}

/** Starts loading the schema (when the visitor enters the form), so the check on submit is instant. */
export function preloadPartnerSchema(): void {
  loadSchema().catch(() => undefined);
}
