import { canSummon, defineCard, summon } from '../api';

/** Summon Shining Hydra: Place a Shining Hydra conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-shining-hydra',
  playable: (q) => canSummon(q, 'shining-hydra'),
  effect: [(g) => void summon(g, 'shining-hydra')],
});
