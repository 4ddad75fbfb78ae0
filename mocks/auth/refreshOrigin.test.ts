import { afterEach, describe, expect, it } from 'vitest';
import { refreshOriginAllowed } from './refreshOrigin.ts';

afterEach(() => {
  delete process.env.MOCK_ALLOWED_ORIGINS;
});

describe('refreshOriginAllowed: where the cookie-authenticated refresh may come from', () => {
  it.each([
    [null, true],
    ['http://127.0.0.1:5173', true],
    ['http://localhost:4010', true],
    ['http://[::1]:8080', true],
    ['https://evil.example', false],
    ['http://127.0.0.1.evil.example', false],
    ['null', false],
  ])('%s → %s', (origin, allowed) => {
    expect(refreshOriginAllowed(origin)).toBe(allowed);
  });

  it('allows the origins a shared mock server lists', () => {
    process.env.MOCK_ALLOWED_ORIGINS = 'https://portal.team.example, https://staging.example';
    expect(refreshOriginAllowed('https://portal.team.example')).toBe(true);
    expect(refreshOriginAllowed('https://staging.example')).toBe(true);
    expect(refreshOriginAllowed('https://evil.example')).toBe(false);
  });
});
