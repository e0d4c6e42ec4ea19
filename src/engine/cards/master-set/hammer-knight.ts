import { defineCard } from '../api';

/** Hammer Knight: Aftershock 1: after this unit destroys a unit an opponent controls by attacking, you may deal 1 damage to a target unit. Alert. */
export default defineCard({
  stub: 'hammer-knight',
  keywords: { alert: 1, aftershock: 1 },
});
