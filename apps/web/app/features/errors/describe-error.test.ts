import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('shows the status and the spec text of a route error response', () => {
    // The shape React Router gives error boundaries for a thrown Response.
    const routeError = { status: 404, statusText: 'Not Found', internal: false, data: 'Not here' };
    expect(describeError(routeError)).toMatchObject({
      status: 404,
      text: 'No route matches URL',
      message: 'Not here',
    });
  });

  it('cuts the stack of a thrown error to 1000 characters', () => {
    const error = new TypeError('boom');
    error.stack = 'x'.repeat(4000);
    const described = describeError(error);
    expect(described).toMatchObject({ status: null, name: 'TypeError', message: 'boom' });
    expect(described.stack).toHaveLength(1000);
    expect(described.text).toBe('Unexpected Application Error!');
  });

  it('copes with thrown values that are not errors', () => {
    expect(describeError('plain string')).toMatchObject({ name: 'Error', message: 'plain string' });
  });
});
