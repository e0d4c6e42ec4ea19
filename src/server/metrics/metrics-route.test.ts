import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMetricsRoute } from './metrics-route';
import { ServerMetrics } from './server-metrics';

const TOKEN = 'a-metrics-token-of-some-length';

async function appWithMetrics(token: string | null) {
  const metrics = new ServerMetrics('lobby');
  const app = Fastify();
  registerMetricsRoute(app, metrics, token);
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/unavailable', async (_request, reply) => reply.code(503).send({ ready: false }));
  await app.ready();
  return { app, metrics };
}

function httpErrors(text: string): number {
  const line = text.split('\n').find((l) => l.startsWith('ashtable_errors_total{area="http"'));
  return Number(line?.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('is not found while no token is configured', async () => {
    const { app } = await appWithMetrics(null);
    const response = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(response.statusCode).toBe(404);
  });

  it('asks for the bearer token and answers the Prometheus text with it', async () => {
    const { app } = await appWithMetrics(TOKEN);
    const refused = await app.inject({ url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const scraped = await app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(scraped.body).toContain('# TYPE ashtable_game_commands_total counter');
    expect(scraped.body).toContain('ashtable_games_live{role="lobby"} 0');
  });

  it('counts answers of 500 and up as HTTP errors, but not 503 (not ready)', async () => {
    const { app } = await appWithMetrics(TOKEN);
    const scrape = async () =>
      httpErrors(
        (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body,
      );
    expect(await scrape()).toBe(0);
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/unavailable' })).statusCode).toBe(503);
    expect(await scrape()).toBe(1);
  });
});

describe('ServerMetrics', () => {
  it('sums the games and sockets of every watched host until it is unwatched', async () => {
    const metrics = new ServerMetrics('gamenode', 'n1');
    const unwatch = metrics.watchHost({ numGames: () => 2, socketCount: () => 5 });
    metrics.watchHost({ numGames: () => 1, socketCount: () => 1 });
    metrics.countLobbySockets(() => 7);
    let text = await metrics.text();
    expect(text).toContain('ashtable_games_live{role="gamenode",node="n1"} 3');
    expect(text).toContain('ashtable_sockets_connected{socket="game",role="gamenode",node="n1"} 6');
    expect(text).toContain(
      'ashtable_sockets_connected{socket="lobby",role="gamenode",node="n1"} 7',
    );
    unwatch();
    text = await metrics.text();
    expect(text).toContain('ashtable_games_live{role="gamenode",node="n1"} 1');
  });

  it('counts command outcomes, an error for a failed command, and failed mails as errors', async () => {
    const metrics = new ServerMetrics('lobby');
    metrics.command('applied', 0.002);
    metrics.command('refused', 0.001);
    metrics.command('error', 0.003);
    metrics.email('sent');
    metrics.email('failed');
    const text = await metrics.text();
    expect(text).toContain('ashtable_game_commands_total{outcome="applied",role="lobby"} 1');
    expect(text).toContain('ashtable_game_commands_total{outcome="refused",role="lobby"} 1');
    expect(text).toContain('ashtable_game_command_duration_seconds_count{role="lobby"} 3');
    expect(text).toContain('ashtable_errors_total{area="game",role="lobby"} 1');
    expect(text).toContain('ashtable_errors_total{area="mail",role="lobby"} 1');
    expect(text).toContain('ashtable_emails_total{outcome="sent",role="lobby"} 1');
  });
});
