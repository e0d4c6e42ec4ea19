import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, renderBoardFixtures } from '../scripts/board-fixtures/render';
import { dataDir, readCatalogue } from '../src/server/scripts/catalogue-files';

const haveData = existsSync(resolve(dataDir(), 'cards/all-cards.json'));

/**
 * The board's fixture views are the engine's: writing them again from their scenarios gives
 * the committed files, so a change of engine/view.ts (or a scenario) that is not regenerated
 * fails here. Run `npx tsx scripts/make-board-fixtures.ts` to bring them up to date.
 */
describe.skipIf(!haveData)('the generated board fixtures', () => {
  it('are what scripts/make-board-fixtures.ts writes from the engine scenarios today', async () => {
    const files = await renderBoardFixtures(readCatalogue());
    expect(readdirSync(GENERATED_DIR).sort()).toEqual(files.map((f) => basename(f.path)).sort());
    for (const file of files) {
      expect(readFileSync(file.path, 'utf8'), basename(file.path)).toBe(file.text);
    }
  });
});
