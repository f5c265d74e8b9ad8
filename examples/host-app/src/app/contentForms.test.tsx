import { screen } from '@testing-library/react';
import { renderApp } from './renderApp';

/**
 * The forms the store's pages hold (the seeded contact and trial forms) as each brand serves them: each field that
 * asks for the buyer's own details says its purpose, so browsers fill it and assistive technology can name it, and an
 * email field is an email input (the phone's email keyboard, the browser's own check).
 */
describe("the seeded forms' fields identify their purpose", () => {
  for (const brand of ['shelfmark', 'thorndike'] as const) {
    it(`FORM-01 on ${brand}, the contact form's name and email, and the trial form's institution and work email`, async () => {
      const contact = renderApp('/contact', { brand });
      const email = await screen.findByRole('textbox', { name: /^Email/ }, { timeout: 10_000 });
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toHaveAttribute('autocomplete', 'email');
      expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveAttribute('autocomplete', 'name');
      contact.unmount();

      renderApp('/request-a-trial', { brand });
      const work = await screen.findByRole('textbox', { name: /^Work email/ }, { timeout: 10_000 });
      expect(work).toHaveAttribute('type', 'email');
      expect(work).toHaveAttribute('autocomplete', 'work email');
      expect(screen.getByRole('textbox', { name: /^Institution/ })).toHaveAttribute('autocomplete', 'organization');
    });
  }
});
