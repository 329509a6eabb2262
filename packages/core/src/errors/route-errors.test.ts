import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-errors';

describe('describeRouteError', () => {
  it('names the four known statuses as the spec writes them', () => {
    expect(describeRouteError(400)).toBe('Bad Request');
    expect(describeRouteError(403)).toBe('Forbidden');
    expect(describeRouteError(404)).toBe('No route matches URL');
    expect(describeRouteError(405)).toBe('Method Not Allowed');
  });

  it('falls back to the unexpected-error text for other statuses and thrown errors', () => {
    expect(describeRouteError(500)).toBe('Unexpected Application Error!');
    expect(describeRouteError(null)).toBe('Unexpected Application Error!');
  });
});
