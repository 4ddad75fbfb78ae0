import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PRODUCT_FAMILIES, paths } from '@/config/paths.ts';
import { FullScreenLoader } from './screens/FullScreenLoader.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { RouteErrorScreen } from './screens/RouteErrorScreen.tsx';
import { loadOptionalSession, loadSession } from './session/session.ts';
import { SESSION_ROUTE_ID, SIGNUP_ROUTE_ID } from './session/useSession.ts';

/** A lazily loaded screen: its module is fetched the first time its route is visited. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

const accountScreens: RouteObject[] = [
  { index: true, element: <Navigate to="profile" replace /> },
  {
    path: 'profile',
    lazy: screen(
      () => import('@/features/profile/ProfileScreen.tsx'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: 'change-password',
    lazy: screen(
      () => import('@/features/password/ChangePasswordScreen.tsx'),
      (m) => m.ChangePasswordScreen,
    ),
  },
  {
    path: 'subscription',
    lazy: screen(
      () => import('@/features/subscription/SubscriptionScreen.tsx'),
      (m) => m.SubscriptionScreen,
    ),
  },
  {
    path: 'coupons',
    lazy: screen(
      () => import('@/features/coupons/CouponsScreen.tsx'),
      (m) => m.CouponsScreen,
    ),
  },
  {
    path: 'seats',
    lazy: screen(
      () => import('@/features/seats/SeatsScreen.tsx'),
      (m) => m.SeatsScreen,
    ),
  },
  {
    path: 'authorized_computers',
    lazy: screen(
      () => import('@/features/computers/AuthorizedComputersScreen.tsx'),
      (m) => m.AuthorizedComputersScreen,
    ),
  },
  {
    path: 'orders',
    lazy: screen(
      () => import('@/features/orders/OrdersScreen.tsx'),
      (m) => m.OrdersScreen,
    ),
  },
  {
    path: 'receipts',
    lazy: screen(
      () => import('@/features/receipts/ReceiptsScreen.tsx'),
      (m) => m.ReceiptsScreen,
    ),
  },
];

const productScreens: RouteObject[] = [
  { index: true, element: <Navigate to="applications" replace /> },
  ...PRODUCT_FAMILIES.map((family) => ({
    path: family,
    lazy: screen(
      () => import('@/features/licenses/ProductsScreen.tsx'),
      (m) => m.ProductsScreen,
    ),
  })),
  {
    path: 'transfer',
    lazy: screen(
      () => import('@/features/licenses/TransferScreen.tsx'),
      (m) => m.TransferScreen,
    ),
  },
];

/** Where logout lands in mock mode: the auth host's logout path, answered by the mock sign-in page. */
const mockRoutes: RouteObject[] = __MOCK_MODE__
  ? [
      {
        path: '/auth/account/logout',
        lazy: screen(
          () => import('./mockMode/MockSignInScreen.tsx'),
          (m) => m.MockSignInScreen,
        ),
      },
    ]
  : [];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        {
          id: SIGNUP_ROUTE_ID,
          path: paths.signup,
          loader: () => loadOptionalSession(queryClient),
          shouldRevalidate: () => false,
          lazy: screen(
            () => import('@/features/signup/SignupScreen.tsx'),
            (m) => m.SignupScreen,
          ),
          children: [
            {
              index: true,
              lazy: screen(
                () => import('@/features/signup/SignupForm.tsx'),
                (m) => m.SignupForm,
              ),
            },
          ],
        },
        {
          id: SESSION_ROUTE_ID,
          loader: () => loadSession(queryClient),
          shouldRevalidate: () => false,
          lazy: screen(
            () => import('./shell/AccountShell.tsx'),
            (m) => m.AccountShell,
          ),
          children: [
            { path: paths.home, children: accountScreens },
            { path: paths.products, children: productScreens },
          ],
        },
        ...mockRoutes,
        { path: paths.notFound, element: <NotFoundScreen /> },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
