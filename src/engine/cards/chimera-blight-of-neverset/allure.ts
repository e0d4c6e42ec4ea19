import { defineAspect } from '../api';

/**
 * Allure (aspect, status 2): Status: the opposing player draws 1 card, then discards the top
 * card of their draw pile (its status ability is in blight-of-neverset.ts).
 */
export default defineAspect({ stub: 'allure' });
