/**
 * Setting up the Chimera's side of a solo game (digest section 4): its Ultimate and Behaviour
 * on its spellboard, phase I, five basic rage dice, its life for the difficulty, and the
 * face-down aspects of the difficulty and stage's pattern dealt from its shuffled pile.
 */
import { cardData } from '../context';
import type { EngineContext } from '../context';
import { addCard } from '../game';
import { shuffleDeck } from '../ops';
import type { GameState, PlayerId } from '../state';
import { setupKey } from './boss-rules';
import { requireBoss } from './bosses';
import { dealSetupPattern } from './cards';
import type { Difficulty, Stage } from './chimera-state';

export interface ChimeraSetup {
  difficulty: Difficulty;
  stage: Stage;
}

export const RAGE_DICE = 5;

export function setupChimera(
  state: GameState,
  context: EngineContext,
  seat: PlayerId,
  options: ChimeraSetup,
): void {
  const player = state.players[seat];
  const boss = requireBoss(context, state.cards[player.phoenixborn]?.stub ?? '');
  // A boss is never half played: every card of its deck needs its script.
  const unscripted = [...new Set(player.deck.map((u) => state.cards[u]?.stub ?? ''))].filter(
    (stub) => !context.cards.isAutomated(stub),
  );
  if (unscripted.length > 0)
    throw new Error(`This Chimera deck is not automated yet (${unscripted.join(', ')})`);
  const pattern = boss.setup[setupKey(options.difficulty, options.stage)];
  state.chimera = {
    seat,
    boss: boss.chimera,
    difficulty: options.difficulty,
    stage: options.stage,
    phase: 1,
    redRains: 0,
    rage: Array.from({ length: RAGE_DICE }, () => 'basic'),
    threat: pattern.length,
    threatZone: [],
    fatigued: false,
  };
  for (const stub of [boss.ultimateCard, boss.behaviourCard]) {
    cardData(context, stub);
    player.spellboard.push(addCard(state, seat, stub, 'spellboard'));
  }
  // The card shows the standard life; a heroic Chimera has more for the whole game.
  const printed = Number(cardData(context, boss.chimera).life ?? 0);
  const extra = boss.life[options.difficulty] - printed;
  if (extra !== 0)
    state.cards[player.phoenixborn]?.effects.push({
      kind: 'value',
      stat: 'life',
      amount: extra,
      until: 'game',
    });
  shuffleDeck(state, seat);
  dealSetupPattern(state, context, pattern);
}
