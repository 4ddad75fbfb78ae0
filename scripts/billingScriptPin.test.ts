import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BILLING_SCRIPT } from '../src/config/billingScript.ts';
import { integrityOf, versionUrl, withPin } from './billingScriptPin.ts';

describe('pinning the billing script', () => {
  it('computes the integrity value as browsers check it (SHA-384, base64)', () => {
    // The SRI specification's own example: `alert('Hello, world.');`.
    expect(integrityOf(new TextEncoder().encode("alert('Hello, world.');"))).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    );
  });

  it('writes version, URL and hash into the pin file and nothing else', () => {
    const source = readFileSync(new URL('../src/config/billingScript.ts', import.meta.url), 'utf8');
    const pin = { version: '4.44.1', src: versionUrl('4.44.1'), integrity: 'sha384-abc' };
    const written = withPin(source, pin);
    expect(written).toContain("  version: '4.44.1',\n");
    expect(written).toContain("  src: 'https://js.recurly.com/v4.44.1/recurly.js',\n");
    expect(written).toContain("  integrity: 'sha384-abc',\n");
    const changed = written.split('\n').filter((line, at) => line !== source.split('\n')[at]);
    expect(changed).toHaveLength(3);
    expect(withPin(written, BILLING_SCRIPT)).toBe(source);
  });
});
