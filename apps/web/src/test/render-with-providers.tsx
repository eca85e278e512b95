import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from '../app/providers';

/** Renders one component with i18n, TanStack Query and a router around it (for its links). */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', state }: { path?: string; state?: unknown } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [{ pathname: path, state }],
  });
  return {
    router,
    ...render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}
