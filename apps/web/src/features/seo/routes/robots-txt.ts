import type { LoaderFunctionArgs } from 'react-router';
import { SHARED_PAGE } from '../../../shared/page-cache';
import { robotsText } from '../../../shared/seo/robots';
import { publicOrigin } from '../../../shared/seo/site';

/** /robots.txt: the same for everyone, so shared caches keep it like a guest's page. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsText(publicOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SHARED_PAGE },
  });
}
