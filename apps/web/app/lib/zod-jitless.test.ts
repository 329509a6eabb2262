import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('sets the global zod reads its settings from, so zod parses without new Function', async () => {
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('changes the settings object in place, keeping what else it holds', () => {
    const settings = { jitless: false, customError: undefined };
    const target = { __zod_globalConfig: settings };
    makeZodJitless(target);
    expect(target.__zod_globalConfig).toBe(settings);
    expect(settings).toEqual({ jitless: true, customError: undefined });
  });
});
