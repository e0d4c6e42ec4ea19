/**
 * The board's generated fixture files (src/board/fixtures/generated/): one TypeScript module a
 * scenario holding its engine view, typed as the protocol's GameView so a change of the view's
 * shape shows as a type error, and an index naming them all. Formatted as the repository's
 * Prettier settings would, so the files written and the files compared are the same text.
 */
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Card } from '../../src/domain/cards';
import { BOARD_SCENARIOS } from './scenarios';
import type { BoardScenario } from './scenarios';

export const GENERATED_DIR = resolve(import.meta.dirname, '../../src/board/fixtures/generated');

const HEADER = '// Written by scripts/make-board-fixtures.ts from an engine scenario: do not edit.';

async function formatted(path: string, text: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(text, { ...options, filepath: path });
}

function moduleOf(scenario: BoardScenario, catalogue: Record<string, Card>): string {
  const view = scenario.build(catalogue);
  return [
    HEADER,
    `/** ${scenario.description} */`,
    "import type { GameView } from '../../../protocol/game-view';",
    '',
    `export const view: GameView = ${JSON.stringify(view)};`,
  ].join('\n');
}

function indexOf(scenarios: readonly BoardScenario[]): string {
  return [
    HEADER,
    "import type { GameView } from '../../../protocol/game-view';",
    ...scenarios.map((s) => `import { view as ${s.name} } from './${s.name}';`),
    '',
    '/** The engine views of the board scenarios (scripts/board-fixtures/scenarios.ts) by name. */',
    `export const ENGINE_VIEWS = { ${scenarios.map((s) => s.name).join(', ')} } satisfies Record<string, GameView>;`,
    'export type EngineViewName = keyof typeof ENGINE_VIEWS;',
  ].join('\n');
}

/** Every generated file: its path and its text. */
export async function renderBoardFixtures(
  catalogue: Record<string, Card>,
): Promise<{ path: string; text: string }[]> {
  const files = BOARD_SCENARIOS.map((s) => ({
    path: resolve(GENERATED_DIR, `${s.name}.ts`),
    text: moduleOf(s, catalogue),
  }));
  files.push({ path: resolve(GENERATED_DIR, 'index.ts'), text: indexOf(BOARD_SCENARIOS) });
  return Promise.all(
    files.map(async (f) => ({ path: f.path, text: await formatted(f.path, f.text) })),
  );
}
