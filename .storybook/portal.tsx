import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import type { PersonaId } from '@mocks/personas/index.ts';
import { setAccessToken } from '@/api/accessToken.ts';
import { browser } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';
import { activateLocale } from '@/shared/i18n/i18n.ts';
import { isLocale, LANGUAGE_NAMES, LOCALES } from '@/shared/i18n/locales.ts';
import '@/app/styles.ts';

/** What the mock backend is set to before a story renders (`parameters.mock`). */
export interface MockParameters {
  /** Signed in as this persona, with its fresh data (mocks/personas, `npm run personas:table`). */
  persona: PersonaId;
  /** In the `?scenario=` grammar (mocks/README.md): `listOrders:hang`, `getAccountProfile:500`. */
  scenario?: string;
  /** The mock clock's "today", an ISO date: what the portal and the mock see as now. */
  clock?: string;
}

/** The parameters a story may set beyond Storybook's own. */
export interface PortalParameters {
  /** The address the story's router starts at (a screen reads its tab or family from it). */
  route?: string;
  mock?: MockParameters;
  /** 'test' in Vitest: no transitions, dropdowns kept mounted (the Providers' `env`). */
  mantineEnv?: 'default' | 'test';
}

// A screen's first render waits for its boot's three rounds (realistic latency in the browser), and
// the first story of a test run for its code to load on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** The app's providers around every story: a cache of its own, the theme, language, a router. */
function StoryPortal({
  route,
  env,
  children,
}: {
  route: string;
  env: PortalParameters['mantineEnv'];
  children: ReactNode;
}) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <Providers queryClient={queryClient} env={env}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Providers>
  );
}

const withPortal: Decorator = (Story, { parameters }) => {
  const { route = '/', mantineEnv } = parameters as PortalParameters;
  return (
    <StoryPortal route={route} env={mantineEnv}>
      <Story />
    </StoryPortal>
  );
};

/** The toolbar's language, with its catalogues loaded before the story renders. */
const withLanguage: Loader = async ({ globals }) => {
  await activateLocale(isLocale(globals.locale) ? globals.locale : 'en');
};

/** Every story starts signed out of the portal: its session gate signs in as the story's persona. */
const withFreshSession: Loader = () => {
  setAccessToken(null);
  browser.leavingForLogout = false;
};

/**
 * The annotations the workshop (preview.tsx) and the stories test share; each adds the loader that
 * sets its own mock backend (the service worker, or msw/node) from `parameters.mock`.
 */
export const portalAnnotations = {
  decorators: [withPortal],
  loaders: [withLanguage, withFreshSession],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: [
          ...LOCALES.map((locale) => ({ value: locale, title: LANGUAGE_NAMES[locale] })),
          { value: 'pseudo', title: 'Pseudo-locale' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
} satisfies Preview;

/** The story's mock settings, or the default persona's fresh state. */
export const mockOf = (parameters: PortalParameters): MockParameters =>
  parameters.mock ?? { persona: 'monthly-active' };
