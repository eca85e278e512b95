import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AuthGate } from './app/auth-gate';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './shared/api/http-client';
import { paths } from './shared/paths';

const router = createAppRouter();

// SPEC §4: any 401 clears the session (the HTTP client does that) and goes to /login. A 401 on the
// login page itself (wrong password) stays there, keeping its ?redirect.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== paths.login()) void router.navigate(paths.login());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AuthGate>
        <RouterProvider router={router} />
      </AuthGate>
    </Providers>
  </StrictMode>,
);
