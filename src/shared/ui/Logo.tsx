/**
 * The company's logo, decorative beside the text that names the page. Drawn inline, as index.html
 * draws the loader's: an image of an SVG, even a data URL, is a document of its own that the page's
 * main thread builds and paints before the content (about 35 ms of a phone's throttled main thread
 * on every visit, decision 013). The favicon is this drawing at 32 px, `favicon.png`.
 */
export function Logo({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#862e9c" />
      <path
        d="M18 46V18h16a10 10 0 0 1 0 20h-6l12 8"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
