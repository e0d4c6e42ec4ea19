import { defineCard, draw, onComesIntoPlay } from '../api';

/**
 * Swift Messenger: ~ Swift: After a unit comes into play onto an opponent's battlefield, you may
 * play this unit from your hand without paying its main action cost. Assist 1: When this unit
 * comes into play, draw 1 card.
 */
export default defineCard({
  stub: 'swift-messenger',
  playFromHand: {
    name: 'Swift',
    event: 'cameIntoPlay',
    match: (q, e) => e.controller !== q.me,
  },
  triggers: [onComesIntoPlay('Assist 1', [(g) => void draw(g, 1)])],
});
