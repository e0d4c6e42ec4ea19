/**
 * Opt-in switches a socket's handshake carries (`io(url, { query: { name: '1' } })` or the
 * auth object): what the app's own clients ask for beyond the specs' messages, so that a
 * client written to the specs, which never asks, gets exactly what they describe.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the handshake's query or auth turns `name` on (`1` or `true`). */
export function handshakeAsks(name: string, query: unknown, auth: unknown): boolean {
  const asked = (source: unknown) => {
    if (!isRecord(source)) return false;
    const value = source[name];
    return value === '1' || value === 1 || value === true || value === 'true';
  };
  return asked(query) || asked(auth);
}
