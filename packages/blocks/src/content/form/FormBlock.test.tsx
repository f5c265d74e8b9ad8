import { act, screen } from '@testing-library/react';
import { demoForms } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import { contentRegistry } from '../../registry/contentRegistry';
import { PageRenderer } from '../../registry/PageRenderer';

const form = demoForms[0]!;

async function renderFormPage(document: Record<string, unknown> | null, preview = false) {
  const navigate = vi.fn();
  let view!: ReturnType<typeof renderWithProviders>;
  // In an awaited act, as renderInAct (test/render.tsx): the block may suspend on its schema in its first render.
  await act(async () => {
    view = renderWithProviders(
      <ShelfmarkSiteProvider navigate={navigate}>
        <PageRenderer page={{ components: [{ id: 'contact-form', type: 'Form', document }], preview }} />
      </ShelfmarkSiteProvider>,
    );
  });
  return { ...view, navigate };
}

describe("the 'Form' block of the content registry", () => {
  it('FORM-01 CMS-01 is registered by the blocks package itself, so every storefront and the catalogue get it', () => {
    expect(Object.keys(contentRegistry)).toContain('Form');
  });

  it('FORM-01 renders the form of its document: heading, fields, submit disabled until valid', async () => {
    await renderFormPage(form as unknown as Record<string, unknown>);
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Topic/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('FORM-01 goes to the confirmation URL through the host app navigation after a successful submission', async () => {
    const { user, navigate } = await renderFormPage(form as unknown as Record<string, unknown>);
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Morgan Reed');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'morgan@riverside.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'orders');
    await user.click(screen.getByRole('checkbox', { name: /Yes/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/contact/thank-you'));
  });

  it("FORM-01 PDP-03 the page address's query prefills the fields it names: the request-a-trial link's product type and title", async () => {
    const trial = {
      ...form,
      formId: 'request-trial',
      heading: { text: 'Request a trial', level: 2 },
      pageBeans: [
        {
          fieldBeans: [
            { type: 'TEXT_FIELD', fieldName: 'institution', label: 'Institution', mandatory: true },
            {
              type: 'DROPDOWN',
              fieldName: 'product',
              label: 'Product type',
              mandatory: true,
              values: ['database', 'general'],
              displayValues: ['Research database', 'Something else'],
            },
            { type: 'TEXT_FIELD', fieldName: 'title', label: 'Product' },
          ],
        },
      ],
    };
    window.history.pushState(
      {},
      '',
      `/request-a-trial?${new URLSearchParams({ product: 'database', title: 'World History in Context' })}`,
    );
    try {
      await renderFormPage(trial as unknown as Record<string, unknown>);
      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: /Product type/ })).toHaveValue('database'));
      expect(screen.getByRole('textbox', { name: /^Product/ })).toHaveValue('World History in Context');
      expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveValue('');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('CMS-02 a document that is not a form shows a note naming the field, and no form', async () => {
    await renderFormPage({ formId: 'contact-us' });
    expect(await screen.findByRole('note')).toHaveTextContent(/Invalid Form document: pageBeans/);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('CMS-02 placed without a document it shows the missing-document note in preview', async () => {
    await renderFormPage(null, true);
    expect(screen.getByRole('note')).toHaveTextContent('Missing Form document');
  });
});
