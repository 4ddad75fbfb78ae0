import { useLingui } from '@lingui/react';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { PRODUCT_FAMILIES, paths } from '@/config/paths.ts';
import { firstScreenShown } from '@/shared/scheduling/afterFirstScreen.ts';
import { atMost } from '@/shared/scheduling/atMost.ts';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { ScreenErrorBoundary } from './screens/ScreenErrorBoundary.tsx';
import { sessionQuery, subscriptionSideLoaded } from './session/session.ts';
import { SessionGate } from './session/SessionGate.tsx';
import { AccountShell } from './shell/AccountShell.tsx';
import { pageTitle } from './shell/pageTitle.ts';

/** What a route carries beyond react-router's own fields. */
interface ScreenHandle {
  preload: () => Promise<unknown>;
  /** Set on a route behind the session gate: which session it loads. */
  session?: { optional: boolean };
  /**
   * The screen shows the subscription service's data: as the landing screen it is rendered with
   * that data (or its failure), not with a loader first. Other screens do not wait for it.
   */
  subscriptionData?: boolean;
  /**
   * What the landing screen asks for before its first render (which takes a throttled phone about
   * half a second) rather than after it: as soon as the session is here, or with
   * `subscriptionData` once the subscription service's data is.
   */
  prefetch?: ScreenPrefetch;
  /**
   * The code of the part of the screen the URL shows (a tab), once the screen's own is here: on a
   * landing, downloaded while the session is asked for, not after it.
   */
  preloadParts?: (search: URLSearchParams) => void;
}

/** A screen's early requests: started, not awaited; failures stay in the queries. */
/**
 * Asks what the landing screen shows before React's first render; may return a promise settling
 * once the answers the first render shows are here (or have failed): the render waits for it.
 */
type ScreenPrefetch = (
  queryClient: QueryClient,
  userId: number,
  search: URLSearchParams,
  pathname: string,
) => unknown;

/**
 * How long the first render waits for a prefetch's answers: usually already here, the boot script
 * having asked them while the framework downloaded, so the screen is drawn once, complete, rather
 * than drawn and at once drawn again (150 ms of a throttled phone's main thread on /subscription,
 * measured). Bounded, so that a slow service holds back only its own part of the screen.
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 250;

type ScreenRoute = Required<Pick<RouteObject, 'element' | 'handle'>>;

/** On the page with the screen it wraps: what waits for the first screen may start (Sentry). */
function Shown({ children }: { children: ReactNode }) {
  useEffect(firstScreenShown, []);
  return children;
}

/**
 * A lazily loaded screen: its module is fetched the first time its route renders, or earlier
 * through `preloadScreens`, so the download overlaps the boot sequence instead of following it.
 * A layout (the shell) does not count as shown: the screen inside it does.
 */
const screen = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  {
    layout = false,
    subscriptionData = false,
    prefetch,
    parts,
  }: {
    layout?: boolean;
    subscriptionData?: boolean;
    prefetch?: (module: M) => ScreenPrefetch;
    parts?: (module: M) => (search: URLSearchParams) => void;
  } = {},
): ScreenRoute => {
  let module: M | undefined;
  // Preloaded during the boot, it is handed over in the same render, in the customer's language.
  const { Part: Screen, preload } = lazyPart(
    () => load().then((loaded) => (module = loaded)),
    pick,
  );
  const handle: ScreenHandle = {
    preload,
    subscriptionData,
    // Only once the screen's code is here (prepareFirstScreen waits for it).
    ...(prefetch && {
      prefetch: (queryClient, userId, search, pathname) =>
        module ? prefetch(module)(queryClient, userId, search, pathname) : undefined,
    }),
    ...(parts && {
      preloadParts: (search) => {
        if (module) parts(module)(search);
      },
    }),
  };
  return {
    element: layout ? (
      <Screen />
    ) : (
      <Shown>
        <Screen />
      </Shown>
    ),
    handle,
  };
};

/** A route whose screen needs the session: the boot sequence runs before it renders. */
const gated = (route: ScreenRoute, { optional = false } = {}): ScreenRoute => ({
  element: <SessionGate optional={optional}>{route.element}</SessionGate>,
  handle: { ...(route.handle as ScreenHandle), session: { optional } } satisfies ScreenHandle,
});

const accountScreens: RouteObject[] = [
  { index: true, element: <Navigate to="profile" replace /> },
  {
    path: 'profile',
    ...screen(
      () => import('@/features/profile/ProfileScreen.tsx'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: 'change-password',
    ...screen(
      () => import('@/features/password/ChangePasswordScreen.tsx'),
      (m) => m.ChangePasswordScreen,
    ),
  },
  {
    path: 'subscription',
    ...screen(
      () => import('@/features/subscription/SubscriptionScreen.tsx'),
      (m) => m.SubscriptionScreen,
      {
        subscriptionData: true,
        prefetch: (m) => m.prefetchSubscriptionScreen,
        parts: (m) => m.preloadSubscriptionTab,
      },
    ),
  },
  {
    path: 'coupons',
    ...screen(
      () => import('@/features/coupons/CouponsScreen.tsx'),
      (m) => m.CouponsScreen,
      { subscriptionData: true, prefetch: (m) => m.prefetchCouponsScreen },
    ),
  },
  {
    path: 'seats',
    ...screen(
      () => import('@/features/seats/SeatsScreen.tsx'),
      (m) => m.SeatsScreen,
      { subscriptionData: true },
    ),
  },
  {
    path: 'authorized_computers',
    ...screen(
      () => import('@/features/computers/AuthorizedComputersScreen.tsx'),
      (m) => m.AuthorizedComputersScreen,
      { prefetch: (m) => m.prefetchAuthorizedComputersScreen },
    ),
  },
  {
    path: 'orders',
    ...screen(
      () => import('@/features/orders/OrdersScreen.tsx'),
      (m) => m.OrdersScreen,
      { prefetch: (m) => m.prefetchOrdersScreen },
    ),
  },
  {
    path: 'receipts',
    ...screen(
      () => import('@/features/receipts/ReceiptsScreen.tsx'),
      (m) => m.ReceiptsScreen,
      { prefetch: (m) => m.prefetchReceiptsScreen },
    ),
  },
];

/** One screen for every product family: moving between families keeps it mounted. */
const productsScreen = screen(
  () => import('@/features/licenses/ProductsScreen.tsx'),
  (m) => m.ProductsScreen,
  { prefetch: (m) => m.prefetchProductsScreen },
);

const productScreens: RouteObject[] = [
  { index: true, element: <Navigate to="applications" replace /> },
  ...PRODUCT_FAMILIES.map((family) => ({ path: family, ...productsScreen })),
  {
    path: 'transfer',
    ...screen(
      () => import('@/features/licenses/TransferScreen.tsx'),
      (m) => m.TransferScreen,
      { prefetch: (m) => m.prefetchTransferScreen },
    ),
  },
];

/** For /404/ (where a refused retry lands) and any path the portal does not know. */
const notFoundScreen = screen(
  () => import('@/shared/screens/NotFoundScreen.tsx'),
  (m) => m.NotFoundScreen,
);

/** Where logout lands in mock mode: the auth host's logout path, answered by the mock sign-in page. */
const mockRoutes: RouteObject[] = __MOCK_MODE__
  ? [
      {
        path: '/auth/account/logout',
        ...screen(
          () => import('./mockMode/MockSignInScreen.tsx'),
          (m) => m.MockSignInScreen,
        ),
      },
    ]
  : [];

/**
 * Every route of spec section 2. (Declarative routes rather than a data router: its loaders are
 * the session gate and lazy screens here, and its code would cost 16 KB of the first load.)
 */
const routes: RouteObject[] = [
  {
    path: paths.signup,
    ...gated(
      screen(
        () => import('@/features/signup/SignupScreen.tsx'),
        (m) => m.SignupScreen,
        { layout: true },
      ),
      { optional: true },
    ),
    children: [
      {
        index: true,
        ...screen(
          () => import('@/features/signup/SignupForm.tsx'),
          (m) => m.SignupForm,
          { subscriptionData: true, prefetch: (m) => m.prefetchSignupForm },
        ),
      },
    ],
  },
  {
    ...gated(
      screen(
        // In the entry chunk: every signed-in page shows it, and a request of its own waited for
        // one of HTTP/1.1's six connections beside the boot's (decision 013).
        () => Promise.resolve({ Shell }),
        (m) => m.Shell,
        { layout: true },
      ),
    ),
    children: [
      { path: paths.home, children: accountScreens },
      { path: paths.products, children: productScreens },
    ],
  },
  ...mockRoutes,
  { path: paths.notFound, ...notFoundScreen },
  { path: '*', ...notFoundScreen },
];

/** The signed-in layout, its navigation fetching a screen's code on the intent to open it. */
function Shell() {
  return <AccountShell preloadScreen={preloadScreens} />;
}

const handlesOf = (pathname: string): ScreenHandle[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as ScreenHandle] : [],
  );

/**
 * Starts downloading these screens, then, once each screen's code is here, the part of it the URL's
 * `search` shows (a tab); settles once each screen is here or has failed.
 */
const preloadAll = (handles: ScreenHandle[], search = ''): Promise<void> =>
  // A failed download surfaces when the screen renders (React.lazy rethrows it), not here.
  Promise.all(handles.map((handle) => handle.preload().catch(() => undefined))).then(() =>
    handles.forEach((handle) => handle.preloadParts?.(new URLSearchParams(search))),
  );

/**
 * Starts downloading the screens a path shows (the shell and the screen inside it) and the part
 * its link opens on (the subscription's overview): the navigation's screen then draws it at once.
 */
export const preloadScreens = (pathname: string): Promise<void> => preloadAll(handlesOf(pathname));

/**
 * The session's first answer: loaded, failed, or failed once and being retried (an outage of the
 * sign-in service, decision 016), which the gate then shows rather than the page's loader.
 */
function sessionAnswered(queryClient: QueryClient, optional: boolean): Promise<void> {
  const query = sessionQuery(queryClient, optional);
  const hash = hashKey(query.queryKey);
  return new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(({ query: changed }) => {
      if (changed.queryHash !== hash || changed.state.fetchFailureCount === 0) return;
      unsubscribe();
      resolve();
    });
    void queryClient.prefetchQuery(query).then(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * What the landing screen needs before React's first render: its code and, behind the session
 * gate, the session (the boot's requests, usually answered by the time the framework has
 * arrived). Rendered before, the app would draw its own loader first and the screen in a second
 * pass; the page draws the same loader meanwhile (decision 014). Settles on failure too: the gate
 * and the screens show it.
 */
export async function prepareFirstScreen(
  pathname: string,
  queryClient: QueryClient,
  search = '',
): Promise<void> {
  const handles = handlesOf(pathname);
  const session = handles.find((handle) => handle.session)?.session;
  const subscriptionData = handles.some((handle) => handle.subscriptionData);
  await Promise.all([
    preloadAll(handles, search),
    session ? sessionAnswered(queryClient, session.optional) : undefined,
  ]);
  if (!session) return;
  // The boot began it: this waits for the requests already on their way, asking nothing again.
  if (subscriptionData) await subscriptionSideLoaded(queryClient);
  const userId = queryClient.getQueryData(sessionQuery(queryClient, session.optional).queryKey)
    ?.user.userId;
  if (userId === undefined) return;
  const answered = handles.map((handle) =>
    handle.prefetch?.(queryClient, userId, new URLSearchParams(search), pathname),
  );
  await atMost(Promise.all(answered), FIRST_SCREEN_DATA_WAIT_MS);
}

/** The portal's screens for the current location, inside one error boundary and loader. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // A change of language re-renders this too: the tab's title follows.
  const { i18n } = useLingui();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname, i18n.locale]);
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Suspense fallback={<FullScreenLoader />}>{element}</Suspense>
    </ScreenErrorBoundary>
  );
}
