/**
 * TMDB's watch-provider answer as our schema reads it (regions keyed by ISO 3166-1 code; see
 * `watch-providers.ts` for the rules). Apart from the rules so that a page showing offers loads
 * zod only when it reads an answer.
 */
import { z } from 'zod';
import { lenientArray, optionalNumberSchema, optionalTextSchema } from './fields-schema';

const providerSchema = z.object({
  provider_id: z.number().int().positive(),
  provider_name: z.string().trim().min(1),
  logo_path: optionalTextSchema,
  display_priority: optionalNumberSchema,
});

export type WatchProvider = z.output<typeof providerSchema>;

const regionOffersSchema = z.object({
  link: z
    .url({ protocol: /^https$/ })
    .nullable()
    .catch(null),
  flatrate: lenientArray(providerSchema),
  free: lenientArray(providerSchema),
  ads: lenientArray(providerSchema),
  rent: lenientArray(providerSchema),
  buy: lenientArray(providerSchema),
});

export type RegionOffers = z.output<typeof regionOffersSchema>;

/** The answer, regions keyed by ISO 3166-1 code ('US', 'GB'); malformed regions are dropped. */
export const watchProvidersSchema = z.object({
  results: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((regions) => {
      const offers: Record<string, RegionOffers> = {};
      for (const [code, value] of Object.entries(regions)) {
        if (!/^[A-Z]{2}$/.test(code)) continue;
        const parsed = regionOffersSchema.safeParse(value);
        if (parsed.success) offers[code] = parsed.data;
      }
      return offers;
    }),
});

export type WatchProviders = z.output<typeof watchProvidersSchema>;
