import {
  chooseCard,
  controllerOf,
  dealDamage,
  defineCard,
  exhaust,
  inPlay,
  isConjuration,
  opponentUnits,
  opponentsOf,
  printedEffectPlaces,
  readySpellsOf,
  rememberText,
  stubOf,
} from '../api';
import type { Run, Scope } from '../api';

function opponentConjurations(s: Scope): string[] {
  return opponentUnits(s).filter((u) => isConjuration(s, u));
}

const target = chooseCard('target', {
  title: 'Chained Creations: choose a conjuration an opponent controls to deal 2 damage to',
  from: opponentConjurations,
});
/** The conjuration's title and controller, read before the damage that may destroy it. */
const conjured = rememberText('conjured');
const controller = rememberText('controller');

/** The ready spells of that opponent whose printed effect can place that conjuration. */
function summoningSpells(g: Run): string[] {
  const stub = conjured.of(g);
  const opponent = opponentsOf(g).find((p) => p === controller.of(g));
  if (stub === null || opponent === undefined) return [];
  return readySpellsOf(g, opponent).filter((spell) => printedEffectPlaces(g, spell, stub));
}

const spell = chooseCard('spell', {
  title: 'Chained Creations: choose a ready spell to place 1 exhaustion token on',
  from: summoningSpells,
});

/** Chained Creations: Deal 2 damage to a target conjuration an opponent controls. If that destroyed the conjuration, place 1 exhaustion token on a ready spell that target opponent controls that has a printed effect that can place that conjuration onto the battlefield. */
export default defineCard({
  stub: 'chained-creations',
  playable: (q) => opponentConjurations(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      const unit = target.of(g);
      if (unit === null) return { end: true };
      conjured.set(g, stubOf(g, unit));
      controller.set(g, controllerOf(g, unit));
      dealDamage(g, unit, 2);
    },
    (g) => {
      // "If that destroyed the conjuration": it is no longer in play.
      const unit = target.of(g);
      if (unit !== null && inPlay(g, unit)) return { end: true };
    },
    spell.ask,
    (g) => exhaust(g, spell.of(g), 1),
  ],
});
