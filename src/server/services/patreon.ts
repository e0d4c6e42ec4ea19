import type { ServerConfig } from '../config';

export interface SupporterIdentity {
  providerUserId: string | null;
  accessToken: string;
  refreshToken: string | null;
  pledged: boolean;
}

interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
}

interface IdentityResponse {
  data?: { id?: unknown };
  included?: { type?: unknown; attributes?: { patron_status?: unknown } }[];
}

/**
 * The supporter service's OAuth flow (Patreon's shape): the browser comes back with a code,
 * which is exchanged for tokens; the identity, with memberships, says whether the member
 * is an active patron. Every URL is configurable so a local provider can stand in.
 */
export class PatreonService {
  constructor(
    private readonly settings: ServerConfig['patreon'],
    private readonly redirectUri: string,
  ) {}

  get enabled(): boolean {
    return this.settings.clientId !== null;
  }

  authorizeUrl(): string | null {
    if (!this.settings.clientId) return null;
    const url = new URL(this.settings.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', this.redirectUri);
    return url.toString();
  }

  async link(code: string): Promise<SupporterIdentity> {
    if (!this.settings.clientId) throw new Error('The supporter service is not configured');
    const tokenResponse = await fetch(this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret ?? '',
        redirect_uri: this.redirectUri,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!tokenResponse.ok) throw new Error(`Token exchange failed (${tokenResponse.status})`);
    const tokens = (await tokenResponse.json()) as TokenResponse;
    if (typeof tokens.access_token !== 'string') throw new Error('No access token returned');
    const identityResponse = await fetch(this.settings.identityUrl, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!identityResponse.ok) throw new Error(`Identity failed (${identityResponse.status})`);
    const identity = (await identityResponse.json()) as IdentityResponse;
    const pledged = (identity.included ?? []).some(
      (item) => item.type === 'member' && item.attributes?.patron_status === 'active_patron',
    );
    return {
      providerUserId: typeof identity.data?.id === 'string' ? identity.data.id : null,
      accessToken: tokens.access_token,
      refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : null,
      pledged,
    };
  }
}
