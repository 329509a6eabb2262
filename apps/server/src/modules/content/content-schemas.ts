/**
 * The content folder's JSON files, checked strictly: core's wire schemas with unknown keys refused
 * (a misspelt field is a mistake, not something to skip), whole lists validated so every bad entry
 * is named, and ids unique within a file (dismissals are stored by id).
 */
import { adSchema } from '@reelhouse/core/site-content/ad-schema';
import { donationAddressesSchema } from '@reelhouse/core/site-content/donation-addresses-schema';
import {
  donationSchema,
  donationStatsSchema,
} from '@reelhouse/core/site-content/donation-stats-schema';
import { infoBoxSchema } from '@reelhouse/core/site-content/info-box-schema';
import { infoModalSchema } from '@reelhouse/core/site-content/info-modal-schema';
import { partnerListSchema } from '@reelhouse/core/site-content/partner-schema';
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import { z } from 'zod';

extend([namesPlugin]);

/** Adds an issue for every id used before in the list. */
function uniqueIds(list: readonly { id: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `The id "${entry.id}" is used more than once`,
      });
    }
    seen.add(entry.id);
  });
}

const infoModalEntrySchema = infoModalSchema.strict().superRefine((modal, ctx) => {
  if (modal.bgColor !== undefined && !colord(modal.bgColor).isValid()) {
    ctx.addIssue({
      code: 'custom',
      path: ['bgColor'],
      message: 'Expected a CSS colour (#123456, rgb(…), hsl(…) or a colour name)',
    });
  }
});

export const infoModalFileSchema = z.array(infoModalEntrySchema).superRefine(uniqueIds);
export const infoBoxFileSchema = z.array(infoBoxSchema.strict()).superRefine(uniqueIds);
export const adFileSchema = z.array(adSchema.strict()).superRefine(uniqueIds);
export const donationAddressFileSchema = donationAddressesSchema;
export const partnerFileSchema = partnerListSchema;

/**
 * Donation stats with every recent donation checked: the wire schema drops a bad one quietly,
 * which is right in a browser and wrong for the operator who wrote it.
 */
export const donationStatsFileSchema = donationStatsSchema
  .extend({ recentDonations: z.array(donationSchema.strict()).default([]) })
  .strict();
