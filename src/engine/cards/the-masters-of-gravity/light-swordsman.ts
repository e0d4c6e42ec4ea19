import { defineCard } from '../api';

/** Light Swordsman: Quick Strike: While this unit is attacking, it deals its damage before units in battle with it. */
export default defineCard({
  stub: 'light-swordsman',
  keywords: { quickStrike: 1 },
});
