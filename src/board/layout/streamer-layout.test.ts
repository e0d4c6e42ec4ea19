import { describe, expect, it } from 'vitest';
import { basicView } from '../fixtures/gameViews';
import { STREAMER_CARD_SCALE, computeLayout } from './layout';

/** The whole window of a 1920×1080 capture, less the two stats bars. */
const capture = { width: 1920, height: 1000, cardScale: 1, handFirst: 0 };

describe('the streamer view layout', () => {
  it('draws cards larger than the normal size setting and as large as the largest, all inside the table', () => {
    const view = basicView({ viewer: null });
    const normal = computeLayout(view, capture);
    const largest = computeLayout(view, { ...capture, cardScale: STREAMER_CARD_SCALE });
    const streamer = computeLayout(view, { ...capture, streamer: true });
    expect(streamer.cardH).toBeGreaterThan(normal.cardH);
    expect(streamer.cardH).toBeGreaterThanOrEqual(largest.cardH);
    for (const card of streamer.cards) {
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.y).toBeGreaterThanOrEqual(0);
      expect(card.x + card.w).toBeLessThanOrEqual(capture.width);
      expect(card.y + card.h).toBeLessThanOrEqual(capture.height);
    }
  });
});
