import logo from './logo.svg';

/**
 * The company's logo, decorative beside the text that names the page. The build writes it into
 * the code as a data URL (it is under Vite's inline limit), as it writes index.html's copies: no
 * request of its own, on a first visit or any later one.
 */
export function Logo({ size, className }: { size: number; className?: string }) {
  return <img className={className} src={logo} alt="" width={size} height={size} />;
}
