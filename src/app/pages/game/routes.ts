import type { AppRoute } from '../../routing/types';
import { BoardSandboxPage } from './BoardSandboxPage';

/** The board sandbox (fixture data only, sends nothing anywhere). */
export const gameRoutes: AppRoute[] = [{ path: '/board-sandbox', component: BoardSandboxPage }];
