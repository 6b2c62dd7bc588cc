import { describe, expect, it } from 'vitest';
import { xsrfHeaderFor } from './xsrf';

describe('xsrfHeaderFor', () => {
  const cookie = 'theme=dark; XSRF-TOKEN=t0k3n';
  it('adds the token for non-GET relative URLs', () => {
    expect(xsrfHeaderFor('POST', '/api/x', cookie)).toEqual({ 'X-XSRF-TOKEN': 't0k3n' });
  });
  it('adds nothing for GET, absolute URLs or a missing cookie', () => {
    expect(xsrfHeaderFor('GET', '/api/x', cookie)).toEqual({});
    expect(xsrfHeaderFor('POST', 'https://other.example/api', cookie)).toEqual({});
    expect(xsrfHeaderFor('POST', '//other.example/api', cookie)).toEqual({});
    expect(xsrfHeaderFor('POST', '/api/x', 'theme=dark')).toEqual({});
  });
});
