/**
 * The billing provider's script (Recurly.js), the one third-party script on the payment pages
 * (docs/payment-page-scripts.md, PCI DSS 4.0 requirement 6.4.3). Pinned to an exact version and to
 * the hash of its bytes: the browser refuses to run a file that differs (Subresource Integrity),
 * and the Content Security Policy allows this one file and nothing else from the provider.
 *
 * `npm run billing-script:pin -- VERSION` downloads the version, checks its hash against the one
 * the provider publishes, and rewrites the three values below; `npm run billing-script:pin --
 * --check` tells whether the pinned file still matches. Never edit them by hand.
 */
export interface PinnedScript {
  version: string;
  src: string;
  /** `sha384-` and the base64 of the file's SHA-384 digest, as the `integrity` attribute takes it. */
  integrity: string;
}

export const BILLING_SCRIPT: PinnedScript = {
  version: '4.43.0',
  src: 'https://js.recurly.com/v4.43.0/recurly.js',
  // Written by the pin command. Until it has run where the provider's CDN is reachable, this is
  // UNPINNED_INTEGRITY: a well-formed digest of zeros, which no file matches, so the browser
  // refuses the script rather than run it unchecked.
  integrity: 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

/** The digest no file has: `--check` fails on it and production builds warn about it. */
export const UNPINNED_INTEGRITY = `sha384-${'A'.repeat(64)}`;

/**
 * Where the provider's code runs besides its script: its API (tokens, over CORS), the card fields
 * and 3-D Secure start page (its own frames), and PayPal's window.
 */
export const BILLING_PROVIDER_ORIGIN = 'https://api.recurly.com';
