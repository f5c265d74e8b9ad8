import { describe, expect, it } from 'vitest';
import { solveLocalCaptcha } from '../../src/captcha/localCaptcha';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from '../../src/formRules';
import type { ApiClient } from '../../src/client/createApiClient';
import { failure } from '../failure';
import type { ContractContext } from './context';

/** A token for the implementation's local captcha, solved as the browser widget does. */
async function solvedToken(api: ApiClient): Promise<string> {
  const challenge = await api.forms.captchaChallenge();
  if (challenge.provider !== 'altcha') throw new Error(`expected the local captcha, got ${challenge.provider}`);
  return (await solveLocalCaptcha(challenge.challenge))!;
}

/**
 * A submission both implementations' 'contact-us' form accepts: full name, email, the topic that
 * shows the mandatory 'details' field, and the mandatory consent checkbox.
 */
const contact = {
  formId: 'contact-us',
  reCaptchaEnabled: true,
  fullName: 'Morgan Reed',
  email: 'morgan@riverside.example',
  topic: 'other',
  details: 'Invoice copy, please.',
  consent: true,
};

/** Page documents, menus, the configurable form and its captcha (CMS-01, HDR-01, FTR-01, FORM-01, FORM-02). */
export function contentCases(ctx: ContractContext): void {
  describe('content and forms', () => {
    it('CMS-01 answers the home page document for its path', async () => {
      const page = await ctx.anon.content.page({ path: '/' });
      expect([page.path, page.preview]).toEqual(['/', false]);
      expect(page.meta.title.length).toBeGreaterThan(0);
      expect(page.components.length).toBeGreaterThan(0);
    });

    it('CMS-01 the cart page places the Cart widget', async () => {
      expect((await ctx.anon.content.page({ path: '/cart' })).components.map((c) => c.type)).toContain('Cart');
    });

    it('CMS-01 preview answers an editor (staff) who entered preview a document marked as preview, and the session says so; for others the query is ignored', async () => {
      const staff = await ctx.h.inPreview('staff@shelfmark.test');
      expect((await staff.content.page({ path: '/', preview: true })).preview).toBe(true);
      expect((await staff.auth.session()).preview).toBe(true);
      const notEntered = await ctx.h.asUser('staff@shelfmark.test');
      expect((await notEntered.content.page({ path: '/', preview: true })).preview).toBe(false);
      expect((await notEntered.auth.session()).preview).toBeFalsy();
      expect(
        (await (await ctx.h.inPreview('buyer@thorndike.test')).content.page({ path: '/', preview: true })).preview,
      ).toBe(false);
      expect((await ctx.anon.content.page({ path: '/', preview: true })).preview).toBe(false);
      expect((await ctx.buyer.content.page({ path: '/', preview: true })).preview).toBe(false);
    });

    it('CMS-01 the preview entry and exit are full-page addresses with a return path', () => {
      expect(ctx.anon.content.previewUrl('/search?q=birds')).toMatch(
        /\/api\/content\/preview\?return=%2Fsearch%3Fq%3Dbirds$/,
      );
      expect(ctx.anon.content.exitPreviewUrl('/')).toMatch(/\/api\/content\/preview\/exit\?return=%2F$/);
    });

    it('answers 404 for an address without a document and 400 naming path for a relative one', async () => {
      expect((await failure(ctx.anon.content.page({ path: '/no/such/page' }))).status).toBe(404);
      const relative = await failure(ctx.anon.content.page({ path: 'cart' }));
      expect([relative.status, Object.keys(relative.fieldErrors ?? {})]).toEqual([400, ['path']]);
    });

    it('HDR-01 FTR-01 serves the main and legal menus, and 404 for an unknown one', async () => {
      expect((await ctx.anon.content.menu({ name: 'main-menu' })).items.length).toBeGreaterThan(0);
      expect((await ctx.anon.content.menu({ name: 'footer-legal-menu' })).items.map((i) => i.href)).toContain(
        '/privacy',
      );
      expect((await failure(ctx.anon.content.menu({ name: 'no-such-menu' }))).status).toBe(404);
    });

    it('FORM-02 a captcha challenge is a signed proof of work', async () => {
      const challenge = await ctx.anon.forms.captchaChallenge();
      expect(challenge.provider).toBe('altcha');
      if (challenge.provider === 'altcha') expect(challenge.challenge.signature).toMatch(/^[0-9a-f]{32,}$/);
    });

    it('FORM-01 FORM-02 a valid submission with a solved captcha is stored once; the token cannot be replayed', async () => {
      const token = await solvedToken(ctx.anon);
      const result = await ctx.anon.forms.submit({ ...contact, recaptchaToken: token });
      expect(result).toMatchObject({ ok: true, submissionId: expect.any(String) });
      const replay = await failure(ctx.anon.forms.submit({ ...contact, recaptchaToken: token }));
      expect([replay.status, replay.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_INVALID }]);
    });

    it('FORM-02 refuses a missing or wrong captcha token', async () => {
      const missing = await failure(ctx.anon.forms.submit(contact));
      expect([missing.status, missing.message]).toEqual([400, CAPTCHA_REQUIRED]);
      const wrong = await failure(ctx.anon.forms.submit({ ...contact, recaptchaToken: 'not-a-token' }));
      expect(wrong.fieldErrors).toEqual({ recaptchaToken: CAPTCHA_INVALID });
    });

    it('FORM-01 answers fieldErrors for a missing mandatory field and a field the form does not define', async () => {
      const error = await failure(
        ctx.anon.forms.submit({
          ...contact,
          fullName: '',
          nickname: 'Mo',
          recaptchaToken: await solvedToken(ctx.anon),
        }),
      );
      expect([error.status, error.fieldErrors]).toEqual([
        400,
        { fullName: 'Full name is required', nickname: 'nickname is not a field of this form' },
      ]);
    });

    it('answers 404 for an unknown form', async () => {
      expect((await failure(ctx.anon.forms.submit({ formId: 'no-such-form' }))).status).toBe(404);
    });
  });
}
