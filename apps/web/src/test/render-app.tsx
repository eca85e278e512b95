import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthGate } from '../app/auth-gate';
import { createQueryClient, Providers } from '../app/providers';
import { routes } from '../app/router';

/** Renders the whole app (providers, session gate, every route) at `path`, as main.tsx does. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <AuthGate>
        <RouterProvider router={router} />
      </AuthGate>
    </Providers>,
  );
  return { router, ...view };
}
