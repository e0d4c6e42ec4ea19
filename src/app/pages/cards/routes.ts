import { placeholderPage } from '../../components/Placeholder';
import type { AppRoute } from '../../routing/types';

export const cardRoutes: AppRoute[] = [{ path: '/cards', component: placeholderPage('All Cards') }];
