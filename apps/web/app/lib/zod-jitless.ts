/**
 * zod compiles fast object parsers with `new Function`, and first probes whether it may. Our
 * Content-Security-Policy forbids eval, so the probe, although caught, is reported as a policy
 * violation (a browser issue, and a Lighthouse best-practices fault). zod's `jitless` setting
 * skips both. `z.config({ jitless: true })` would pull zod into the entry chunk, which every page
 * downloads first; zod reads its settings from this global instead, so the entry sets it before
 * any zod module loads.
 */

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/** Asks every zod module loaded later in this page to parse without `new Function`. */
export function makeZodJitless(target: ZodGlobal = globalThis as ZodGlobal): void {
  // Changed in place: a zod module already loaded holds this very object.
  target.__zod_globalConfig ??= {};
  target.__zod_globalConfig.jitless = true;
}
