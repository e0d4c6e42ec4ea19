/**
 * The bosses a game can play come from its context's card registry (`cards/bosses.ts` lists
 * the scripted ones). A boss is listed only once all of its cards are scripted: any other is
 * refused at setup rather than half played.
 */
import type { EngineContext } from '../context';
import type { AspectRules, BossRules } from './boss-rules';

export { statusProc, ultimateProc } from './boss-steps';

export function requireBoss(context: EngineContext, stub: string): BossRules {
  const rules = context.cards.bossRules(stub);
  if (!rules) throw new Error(`The Chimera ${stub} is not automated`);
  return rules;
}

export function aspectRules(boss: BossRules, stub: string): AspectRules | undefined {
  return boss.aspects[stub];
}
