import { attachedCopies, defineCard, discardFromPlay, hostOf, rollRageDie, self } from '../api';

/**
 * Webbed (conjured alteration spell): the host has -1 attack and -1 recover; at most one Webbed
 * per unit. The host's controller has this ability: side action: the Chimera re-rolls up to 2
 * of its basic rage dice, then discard this Webbed.
 *
 * Decided: the ability is the spell's, so it is used while the host is exhausted too; the
 * Chimera re-rolls as many basic rage dice as it has, up to 2 (its "up to" is its own choice).
 */
export default defineCard({
  stub: 'webbed',
  statics: [
    {
      name: 'Webbed',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      add: { attack: -1, recover: -1 },
    },
  ],
  grantedAbilities: [
    {
      id: 'cut-free',
      name: 'Cut the Webbed',
      cost: ['[[side]]'],
      inexhaustible: true,
      steps: [
        (g) => void rollRageDie(g),
        (g) => void rollRageDie(g),
        (g) => discardFromPlay(g, attachedCopies(g, self(g), 'webbed')[0] ?? null),
      ],
    },
  ],
});
