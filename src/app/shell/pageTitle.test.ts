import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.ts';

describe('pageTitle', () => {
  it.each([
    ['/profile', 'Profile · Your account'],
    ['/change-password', 'Change password · Your account'],
    ['/subscription', 'Subscription · Your account'],
    ['/authorized_computers', 'Authorized computers · Your account'],
    ['/products/applications', 'Applications · Your account'],
    ['/products/transfer', 'Transfer licenses · Your account'],
    ['/signup', 'Subscribe to Reason+ · Your account'],
    ['/receipts/', 'Receipts · Your account'],
    ['/', 'Your account'],
    ['/no/such/page', 'Your account'],
  ])('%s → %s', (pathname, expected) => {
    expect(pageTitle(pathname)).toBe(expected);
  });
});
