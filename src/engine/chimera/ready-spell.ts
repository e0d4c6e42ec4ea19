/**
 * The Dragonborn's ready spell as its class face uses it (behaviours.json `scatha-behaviour`,
 * side `activateDragonbornReadySpell`): exhausted, it is readied (one exhaustion token
 * removed); otherwise its ability for the current phase resolves and it is exhausted.
 * Decided: using it exhausts it, since the card is readied by the next class face; its
 * exhaustion counts towards the Red Rains threshold as the Chimera's Ultimate's does.
 */
import { addLog, cardPart } from '../log';
import { call, defineProc } from '../runner';
import { readySpellProc } from './boss-steps';
import { requireBoss } from './bosses';
import { ultimateCard } from './cards';
import { requireChimera } from './chimera-state';

defineProc('dragonbornReadySpell', [
  (g) => {
    const chimera = requireChimera(g.state);
    const uuid = ultimateCard(g.state, g.context);
    const spell = uuid ? g.state.cards[uuid] : undefined;
    const ability = requireBoss(g.context, chimera.boss).readySpell?.[chimera.phase];
    if (!uuid || !spell || !ability) return;
    const name = cardPart(g.context, spell.stub);
    if (spell.tokens.exhaustion > 0) {
      spell.tokens.exhaustion -= 1;
      addLog(g.state, [name, ' is readied']);
      return;
    }
    spell.tokens.exhaustion += 1;
    addLog(g.state, [name, `: ${ability.text}`]);
    call(g, readySpellProc(chimera.boss, chimera.phase), {}, chimera.seat, uuid);
  },
]);
