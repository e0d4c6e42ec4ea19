import { defineAspect } from '../api';

/**
 * Explosive Pods (aspect, status 3): When its last status token is spent, deal 2 damage to
 * each opposing unit (its status ability is in blight-of-neverset.ts).
 */
export default defineAspect({ stub: 'explosive-pods' });
