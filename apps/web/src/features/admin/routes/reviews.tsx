import type { AdminRouteHandle } from '../layout/admin-layout';
import { ReviewsPage } from '../reviews/reviews-page';

export const handle = { permission: 'reviews.moderate' } satisfies AdminRouteHandle;

export default ReviewsPage;
