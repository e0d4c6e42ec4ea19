// A server a bench runs in a process of its own (so its event loop and memory are measured
// apart from the bench's client sockets), spoken to over IPC: each request is answered in
// order.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export class BenchChild<Request extends object, Reply> {
  private readonly child: ChildProcess;
  private readonly waiting: ((reply: Reply) => void)[] = [];

  /**
   * Runs `bench/<file>` under tsx with the node flags given (e.g. --cpu-prof) and `env`;
   * a message that is not a `Reply` is ignored.
   */
  constructor(
    file: string,
    isReply: (message: unknown) => message is Reply,
    nodeArgs: string[],
    env: Record<string, string> = {},
  ) {
    this.child = fork(resolve(import.meta.dirname, file), [], {
      execArgv: ['--import', 'tsx', ...nodeArgs],
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    this.child.on('message', (message: unknown) => {
      if (isReply(message)) this.waiting.shift()?.(message);
    });
  }

  /** The next answer (the first is the child saying it is ready). */
  next(): Promise<Reply> {
    return new Promise((done) => this.waiting.push(done));
  }

  ask(request: Request): Promise<Reply> {
    const answer = this.next();
    this.tell(request);
    return answer;
  }

  /** A request with no answer. */
  tell(request: Request): void {
    this.child.send(request);
  }

  /** The child closes its server and exits once the channel closes. */
  stop(): void {
    this.child.disconnect();
  }
}

/** Whether an IPC message is an object tagged with one of the `types`. */
export function tagged<T extends { type: string }>(
  types: readonly T['type'][],
): (message: unknown) => message is T {
  return (message: unknown): message is T =>
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    types.some((type) => type === message.type);
}

/** Node flags for a bench's child from an environment variable ("--cpu-prof --expose-gc"). */
export function nodeArgs(variable: string): string[] {
  return (process.env[variable] ?? '').split(' ').filter(Boolean);
}
