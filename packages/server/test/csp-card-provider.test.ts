import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, envServers } from './helpers/envServers';

/**
 * CHK-07: the card form posts straight from the browser to the provider. With the simulator that is our own
 * origin; with an external provider (SHELFMARK_CARD_PROVIDER_URL) its origin — and only its origin — must be
 * in form-action, or the browser would refuse to send the payment.
 */
const serverWith = envServers({ publicUrl: 'http://127.0.0.1:3000', secret: 'csp-card-provider-secret-1' });

async function formAction(env: Record<string, string>): Promise<string[]> {
  return (await contentSecurityPolicy(await serverWith(env), '/api/site-config')).get('form-action') ?? [];
}

describe('CSP form-action and the card provider (CHK-07)', () => {
  it("keeps form-action at 'self' with the built-in simulator", async () => {
    expect(await formAction({ SHELFMARK_CARD_PROVIDER_URL: '' })).toEqual(["'self'"]);
  });

  it("adds an external provider's origin (not its path) to form-action, and nothing else", async () => {
    expect(await formAction({ SHELFMARK_CARD_PROVIDER_URL: 'https://secure.payments.example/silent/' })).toEqual([
      "'self'",
      'https://secure.payments.example',
    ]);
  });
});
