/** What a fuzz run found, by kind, with the first few examples of each. */
export type FindingKind = 'crash' | '5xx' | 'brokenGame' | 'refusedChange' | 'errorLine';

const EXAMPLES_KEPT = 5;
const KINDS: readonly FindingKind[] = ['crash', '5xx', 'brokenGame', 'refusedChange', 'errorLine'];

export class FuzzReport {
  requests = 0;
  messages = 0;
  games = 0;
  readonly counts: Record<FindingKind, number> = {
    crash: 0,
    '5xx': 0,
    brokenGame: 0,
    refusedChange: 0,
    errorLine: 0,
  };
  readonly examples: Record<FindingKind, string[]> = {
    crash: [],
    '5xx': [],
    brokenGame: [],
    refusedChange: [],
    errorLine: [],
  };

  finding(kind: FindingKind, example: string): void {
    this.counts[kind] += 1;
    if (this.examples[kind].length < EXAMPLES_KEPT) this.examples[kind].push(example);
  }

  get clean(): boolean {
    return Object.values(this.counts).every((n) => n === 0);
  }

  /** The closing line: every figure the run is judged by. */
  summary(): string {
    const c = this.counts;
    return (
      `fuzz: ${this.requests} requests, ${this.messages} messages, ${this.games} games, ` +
      `${c.crash} crashes, ${c['5xx']} 5xx, ${c.brokenGame} broken games, ` +
      `${c.refusedChange} state changes from refused input, ${c.errorLine} error lines`
    );
  }

  details(): string[] {
    return KINDS.flatMap((kind) => this.examples[kind].map((example) => `  ${kind}: ${example}`));
  }
}
