/** GET /api/config: what the browser needs to know of the server's configuration. */
export interface ClientConfigResponse {
  success: true;
  /** Base URL of photographic card images (CARD_IMAGE_BASE_URL), or null to draw cards. */
  cardImageBaseUrl: string | null;
}
