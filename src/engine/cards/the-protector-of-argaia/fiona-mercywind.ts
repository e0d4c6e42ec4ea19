import {
  chooseCard,
  chooseOption,
  defineCard,
  draw,
  drawPileOf,
  readySpellsOf,
  removeExhaustion,
  tokensOn,
} from '../api';
import type { Scope } from '../api';

/** The ready spells this player controls that have an exhaustion token to remove. */
function exhaustedReadySpells(s: Scope): string[] {
  return readySpellsOf(s).filter((spell) => tokensOn(s, spell).exhaustion > 0);
}

const effect = chooseOption('effect', {
  title: 'Ingenuity: draw 1 card or remove 1 exhaustion token from a ready spell you control',
  options: { draw: 'Draw 1 card', refresh: 'Remove 1 exhaustion token' },
  only: (g, v) => (v === 'draw' ? drawPileOf(g).length > 0 : exhaustedReadySpells(g).length > 0),
});
const spell = chooseCard('spell', {
  title: 'Ingenuity: choose a ready spell you control to remove 1 exhaustion token from',
  from: (g) => (effect.of(g) === 'refresh' ? exhaustedReadySpells(g) : []),
});

/** Fiona Mercywind: Ingenuity: side - exhaust - 1 discard: Draw 1 card or remove 1 exhaustion token from a ready spell you control. */
export default defineCard({
  stub: 'fiona-mercywind',
  abilities: [
    {
      id: 'ingenuity',
      name: 'Ingenuity',
      cost: ['[[side]]', '[[exhaust]]', '1 [[discard]]'],
      steps: [
        effect.ask,
        (g) => {
          if (effect.of(g) === 'draw') draw(g, 1);
        },
        spell.ask,
        (g) => void removeExhaustion(g, spell.of(g), 1),
      ],
    },
  ],
});
