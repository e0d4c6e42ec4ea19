import type { ApiCard } from '../../protocol/cards';

/** A catalogue card as `GET /api/cards` sends it: a plain ally unless `fields` say otherwise. */
export function apiCard(stub: string, fields: Partial<ApiCard> = {}): ApiCard {
  return {
    id: stub,
    stub,
    name: stub,
    type: 'Ally',
    deckType: 'player',
    release: null,
    placement: null,
    cost: [],
    magicCost: {},
    effectMagicCost: {},
    dice: [],
    altDice: [],
    text: '',
    attack: null,
    life: null,
    recover: null,
    battlefield: null,
    spellboard: null,
    copies: null,
    blood: null,
    conjurations: [],
    phoenixborn: null,
    isChained: false,
    imageStub: stub,
    level: null,
    rank: null,
    threat: null,
    ultimate: null,
    restricted: false,
    automated: false,
    altArts: [],
    ...fields,
  };
}
