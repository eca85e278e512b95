import { inPageLanguage } from '../../../shared/language-paths';
import { paths } from '../../../shared/paths';

const ROUTE_NAME = /^[a-z0-9-]+$/i;

/**
 * Where `/login?redirect=…` leads once signed in. Guards pass a route name (SPEC §2:
 * `redirect=cart` returns to /cart); an in-app path works too. Anything that could leave the
 * site (`//evil.example`, `https://…`) goes home instead: no open redirect.
 */
export function redirectTarget(redirect: string | null | undefined): string {
  const value = redirect?.trim();
  if (!value) return paths.home();
  if (value.startsWith('/')) {
    return value.startsWith('//') || value.includes('\\') ? paths.home() : value;
  }
  return ROUTE_NAME.test(value) ? inPageLanguage(`/${value}`) : paths.home();
}
