import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../observability/logger';
import { createErrorHandler } from './errors';
import { readJson } from './read-json';
import { validate } from './validate';

const bodySchema = z.object({ name: z.string().min(1, 'Name is required'), year: z.number() });
const querySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  q: z.string().max(5).default(''),
});
const paramSchema = z.object({ kind: z.enum(['movie', 'tv']) });

function appWithErrors(): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  return app;
}

/** The routes as they were written by hand: read and parse in the handler, throw on failure. */
function byHand(): Hono {
  const app = appWithErrors();
  app.post('/body', async (c) => c.json(await readJson(c, bodySchema)));
  app.get('/query', (c) => c.json(querySchema.parse(c.req.query())));
  app.get('/param/:kind', (c) => c.json(paramSchema.parse(c.req.param())));
  return app;
}

/** The same routes, declared with `validate`. */
function declared(): Hono {
  const app = appWithErrors();
  app.post('/body', validate('json', bodySchema), (c) => c.json(c.req.valid('json')));
  app.get('/query', validate('query', querySchema), (c) => c.json(c.req.valid('query')));
  app.get('/param/:kind', validate('param', paramSchema), (c) => c.json(c.req.valid('param')));
  return app;
}

async function answerOf(app: Hono, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

const post = (body: string, contentType?: string): RequestInit => ({
  method: 'POST',
  body,
  headers: contentType === undefined ? {} : { 'Content-Type': contentType },
});

describe('validate', () => {
  it.each([
    ['a valid body', post('{"name":"Heat","year":1995}', 'application/json')],
    [
      'a valid body with a charset',
      post('{"name":"Heat","year":1995}', 'application/json; charset=utf-8'),
    ],
    ['a body with issues', post('{"name":"","year":"soon"}', 'application/json')],
    ['a body that is not an object', post('[1,2]', 'application/json')],
    ['malformed JSON', post('{"name":', 'application/json')],
    ['an empty body', post('', 'application/json')],
    ['a body declared as text', post('{"name":"Heat","year":1995}', 'text/plain')],
    ['a body without a content type', post('{"name":"Heat","year":1995}')],
    [
      'a JSON type the validator does not read',
      post('{"name":"Heat","year":1995}', 'application/json-seq'),
    ],
    ['a suffixed JSON type', post('{"name":"Heat","year":1995}', 'application/vnd.api+json')],
  ])('answers %s exactly as reading the body by hand did', async (_case, init) => {
    expect(await answerOf(declared(), '/body', init)).toEqual(
      await answerOf(byHand(), '/body', init),
    );
  });

  it.each([
    '/query',
    '/query?page=3&q=heat',
    '/query?page=0&q=too-long',
    '/query?page=2&page=x',
    '/query?page=x&page=2',
    '/query?q=h%C3%A9at&q=second',
    '/query?q',
  ])('answers the query of %s exactly as parsing c.req.query() did', async (path) => {
    expect(await answerOf(declared(), path)).toEqual(await answerOf(byHand(), path));
  });

  it.each(['/param/movie', '/param/people', '/param/m%6Fvie'])(
    'answers the path %s exactly as parsing c.req.param() did',
    async (path) => {
      expect(await answerOf(declared(), path)).toEqual(await answerOf(byHand(), path));
    },
  );

  it('refuses with 400, an issue per problem and the message the route chooses', async () => {
    const app = appWithErrors();
    app.post(
      '/named',
      validate('json', bodySchema, {
        message: (error) => error.issues[0]?.message ?? 'Please check the form',
      }),
      (c) => c.json(c.req.valid('json')),
    );

    const response = await app.request('/named', post('{"name":"","year":1}', 'application/json'));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Name is required',
      issues: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('hands the route the parsed value, defaults and coercions applied', async () => {
    const response = await declared().request('/query?page=4');

    expect(await response.json()).toEqual({ page: 4, q: '' });
  });
});
