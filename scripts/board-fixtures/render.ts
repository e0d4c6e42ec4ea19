/**
 * The board's generated fixture files (src/board/fixtures/generated/): `views.json`, the engine
 * view of every scenario by name (data: prettier-formatted JSON), and `views.d.json.ts`, which
 * gives it the protocol's GameView type. The type holds because every view is written from
 * `viewFor` (typed GameView) and tests/board-fixtures.test.ts checks that the committed file is
 * what this module writes today.
 */
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Card } from '../../src/domain/cards';
import type { GameView } from '../../src/protocol/game-view';
import { BOARD_SCENARIOS } from './scenarios';
import type { BoardScenario } from './scenarios';

export const GENERATED_DIR = resolve(import.meta.dirname, '../../src/board/fixtures/generated');

async function formatted(path: string, text: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(text, { ...options, filepath: path });
}

function declarationOf(scenarios: readonly BoardScenario[]): string {
  return [
    '// Written by scripts/make-board-fixtures.ts with views.json: do not edit.',
    "import type { GameView } from '../../../protocol/game-view';",
    '',
    '/**',
    " * The engine's own view (`viewFor`, seen by aradel unless said) of each board scenario of",
    ' * scripts/board-fixtures/scenarios.ts; tests/board-fixtures.test.ts keeps them current.',
    ' */',
    'declare const views: {',
    ...scenarios.flatMap((s) => [`  /** ${s.description} */`, `  ${s.name}: GameView;`]),
    '};',
    'export default views;',
  ].join('\n');
}

/** Every generated file: its path and its text. */
export async function renderBoardFixtures(
  catalogue: Record<string, Card>,
): Promise<{ path: string; text: string }[]> {
  const views: Record<string, GameView> = {};
  for (const scenario of BOARD_SCENARIOS) views[scenario.name] = scenario.build(catalogue);
  const files = [
    { path: resolve(GENERATED_DIR, 'views.json'), text: JSON.stringify(views) },
    { path: resolve(GENERATED_DIR, 'views.d.json.ts'), text: declarationOf(BOARD_SCENARIOS) },
  ];
  return Promise.all(
    files.map(async (f) => ({ path: f.path, text: await formatted(f.path, f.text) })),
  );
}
