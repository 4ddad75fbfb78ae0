/**
 * React Router's components as the bundler can drop them (decision 004's amendment). Its production
 * build defines each component with an unannotated `React.forwardRef(…)` call and then sets its
 * `displayName`: two statements a bundler must keep, since either might have an effect. So `Form`,
 * `Link`, `NavLink` and what they reach (form submission, prefetch links, the server components'
 * error handler: framework mode, which a declarative router never runs) rode in every first load,
 * used or not. Here the calls are marked pure (forwardRef only wraps its function in an object) and
 * the names dropped (only React's developer tools read them). A React Router whose build no longer
 * has this shape fails the build, rather than carrying the code again unseen.
 */
import type { Plugin } from 'vite';

const ROUTER_BUILD =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.m?js$/;
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;
const FORWARD_REF = /= (React\d*)\.forwardRef\(/g;

/** The module's code with its components' names dropped and their `forwardRef` calls pure; how many of each. */
export function shakeableRouter(code: string): { code: string; names: number; wrappers: number } {
  let names = 0;
  let wrappers = 0;
  const shaken = code
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    })
    .replace(FORWARD_REF, (_, react: string) => {
      wrappers += 1;
      return `= /* @__PURE__ */ ${react}.forwardRef(`;
    });
  return { code: shaken, names, wrappers };
}

export function routerTreeShaking(): Plugin {
  let wrappers = 0;
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    buildStart() {
      wrappers = 0;
    },
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      const shaken = shakeableRouter(code);
      wrappers += shaken.wrappers;
      // Every line stays where it was (a dropped name leaves its line empty), so the source maps
      // still point right; only the wrapped lines' columns move, by the annotation's width.
      return shaken.names + shaken.wrappers > 0 ? { code: shaken.code, map: null } : null;
    },
    buildEnd(error) {
      // `Link`, `NavLink`, `Form` and the like: none found means React Router's build changed.
      if (!error && wrappers === 0) {
        this.error(
          "router-tree-shaking: no React.forwardRef component found in React Router's production build; check scripts/vite/routerTreeShaking.ts against it",
        );
      }
    },
  };
}
