// The server's API client (server components only). SHELFMARK_API_URL: the reference server's origin.
import { createApiClient } from '@shelfmark/api-client';

export const API_URL = process.env.SHELFMARK_API_URL ?? 'http://127.0.0.1:3000';
export const api = createApiClient({ baseUrl: API_URL });
