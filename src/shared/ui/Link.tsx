import type { AnchorHTMLAttributes, Ref } from 'react';
import {
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry in the history rather than adding one. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a screen of the portal: an `<a>` whose click the router takes (a modifier key, another
 * button or a `target` leave it to the browser), built as React Router documents a custom link, on
 * `useHref` and `useLinkClickHandler`. React Router's own `Link` and `NavLink` render its framework
 * mode's prefetch links on demand, which a declarative router never asks for but every first load
 * downloaded with them (decision 004's amendment).
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    />
  );
}

/** Whether `pathname` is the screen at `target` or one below it, as React Router's NavLink tells. */
export function isCurrent(pathname: string, target: string): boolean {
  const at = pathname.toLowerCase();
  const to = target.toLowerCase();
  // A trailing slash belongs to the path it ends; the root is current on itself alone.
  const end = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return at === to || (at.startsWith(to) && at.charAt(end) === '/');
}

/** A link in the navigation: `aria-current="page"` on the screen it leads to and those below it. */
export function NavLink({ to, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  return <Link {...rest} to={to} aria-current={isCurrent(pathname, target) ? 'page' : undefined} />;
}
