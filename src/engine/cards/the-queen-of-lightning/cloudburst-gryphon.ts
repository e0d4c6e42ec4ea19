import { defineCard } from '../api';

/** Cloudburst Gryphon: Quick Strike: While this unit is attacking, it deals its damage before units in battle with it. */
export default defineCard({
  stub: 'cloudburst-gryphon',
  keywords: { quickStrike: 1 },
});
