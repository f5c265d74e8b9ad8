import { z } from 'zod';

/** A signed ALTCHA challenge (the local captcha, FORM-02). */
export const localCaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().max(40),
    nonce: z.string().max(200),
    salt: z.string().max(200),
    cost: z.number().int().min(1).max(1_000_000),
    keyLength: z.number().int().min(1).max(128),
    keyPrefix: z.string().max(256),
    keySignature: z.string().max(512).optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().max(512),
});
export type LocalCaptchaChallenge = z.infer<typeof localCaptchaChallengeSchema>;

/**
 * GET /api/captcha/challenge — what the form's captcha widget needs: a signed proof-of-work
 * challenge for the local verifier, or the reCAPTCHA site key when the server is configured for it.
 */
export const captchaChallengeSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: localCaptchaChallengeSchema }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().min(1) }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
