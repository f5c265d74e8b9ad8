import { render, screen } from '@testing-library/react';
import { renderInAct } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { pageDocumentSchema } from '@shelfmark/api-client';
import { contentRegistry, mergeRegistries, type ContentBlockProps } from './contentRegistry';
import type { RenderablePage } from './pageDocument';
import { PageRenderer } from './PageRenderer';

function Cart() {
  return <p>The cart widget</p>;
}
function Columns({ children }: ContentBlockProps) {
  return <div data-testid="columns">{children}</div>;
}
const registry = mergeRegistries(contentRegistry, {
  Cart: { component: Cart, needsDocument: false },
  'Column Section': { component: Columns },
});

describe('PageRenderer', () => {
  it('CMS-01 renders each component of a page document through the registry, in order', async () => {
    const page = pageDocumentSchema.parse({
      path: '/',
      meta: { title: 'Home' },
      components: [
        { id: 'c1', type: 'Page Heading', document: { title: 'Welcome to the store' } },
        { id: 'c2', type: 'Rich Text', document: { content: { value: '<p>Browse <em>new</em> titles</p>' } } },
        { id: 'c3', type: 'Cart' },
      ],
    });
    await renderInAct(<PageRenderer page={page} registry={registry} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the store' })).toBeInTheDocument();
    expect((await screen.findByText('new')).tagName).toBe('EM');
    expect(screen.getByText('The cart widget')).toBeInTheDocument();
  });

  it("CMS-02 in preview a registered block without its document shows 'Missing {component} document'", () => {
    render(<PageRenderer page={{ components: [{ id: 'a', type: 'Rich Text', document: null }], preview: true }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Missing Rich Text document');
  });

  it('CMS-02 a visitor sees no placeholder for a missing document or an unknown type; each problem is reported once', () => {
    const onContentProblem = vi.fn();
    const page: RenderablePage = {
      components: [
        { id: 'a', type: 'Rich Text', document: null },
        { id: 'b', type: 'Hologram Carousel', document: {} },
        { id: 'c', type: 'Page Heading', document: { title: 'Still here' } },
      ],
    };
    const { rerender, container } = render(<PageRenderer page={page} onContentProblem={onContentProblem} />);
    rerender(<PageRenderer page={page} onContentProblem={onContentProblem} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Missing|not defined/);
    expect(
      onContentProblem.mock.calls.map(([problem]) => [problem.kind, problem.component.id, problem.message]),
    ).toEqual([
      ['missing-document', 'a', 'Missing Rich Text document'],
      ['unknown-type', 'b', 'Document Hologram Carousel is not defined.'],
    ]);
  });

  it('CMS-02 by default a hidden placeholder is logged as one console error naming the problem and the component', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PageRenderer page={{ components: [{ id: 'promo-7', type: 'Countdown Timer', document: {} }] }} />);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe(
      'Shelfmark content: Document Countdown Timer is not defined. (component "promo-7"); visitors see nothing in its place.',
    );
    logged.mockRestore();
  });

  it("CMS-02 an unknown type, also nested, shows 'Document {type} is not defined.' in preview", () => {
    const page: RenderablePage = {
      preview: true,
      components: [
        { id: 'a', type: 'Mystery Carousel', document: {} },
        { id: 'b', type: 'Column Section', document: {}, components: [{ id: 'c', type: 'constructor', document: {} }] },
      ],
    };
    render(<PageRenderer page={page} registry={registry} />);
    const notes = screen.getAllByRole('note').map((n) => n.textContent);
    expect(notes).toEqual(['Document Mystery Carousel is not defined.', 'Document constructor is not defined.']);
    expect(screen.getByTestId('columns')).toContainElement(screen.getAllByRole('note')[1]!);
  });

  it('CMS-02 placeholder texts can be overridden', () => {
    render(
      <PageRenderer
        page={{ components: [{ id: 'a', type: 'Rich Text' }], preview: true }}
        labels={{ missingDocument: 'No content for {component}' }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('No content for Rich Text');
  });

  it('CMS-01 a preview page shows an edit button per block that reports the component', async () => {
    const onEdit = vi.fn();
    const component = { id: 'rt-1', type: 'Rich Text', document: { html: '<p>x</p>' } };
    await renderInAct(<PageRenderer page={{ components: [component], preview: true }} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rich Text' }));
    expect(onEdit).toHaveBeenCalledWith(component);
  });

  it('CMS-01 with an edit URL template the edit button opens the component in the CMS in a new tab, filled from its edit data', async () => {
    const onEdit = vi.fn();
    const component = {
      id: 'home-hero',
      type: 'Page Heading',
      document: { title: 'Welcome' },
      params: { edit: { page: '/', component: 'home-hero', updatedAt: '2026-01-02T03:04:05.000Z' } },
    };
    await renderInAct(
      <PageRenderer
        page={{ components: [component], preview: true }}
        onEdit={onEdit}
        editUrlTemplate="https://cms.example/editor?page={page}&component={component}&type={type}&v={updatedAt}"
      />,
    );
    const link = screen.getByRole('link', { name: 'Edit Page Heading (opens in a new tab)' });
    expect(link).toHaveAttribute(
      'href',
      'https://cms.example/editor?page=%2F&component=home-hero&type=Page%20Heading&v=2026-01-02T03%3A04%3A05.000Z',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onEdit).toHaveBeenCalledWith(component);
  });

  it('CMS-01 a template that does not make an http(s) address gives no link, only the button', () => {
    render(
      <PageRenderer
        page={{ components: [{ id: 'a', type: 'Page Heading', document: { title: 'x' } }], preview: true }}
        editUrlTemplate="javascript:alert('{component}')"
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Page Heading' })).toBeInTheDocument();
  });

  it("CMS-01 CMS-02 the unknown block's placeholder has its edit button too, opening the component in the CMS", () => {
    const component = {
      id: 'home-countdown',
      type: 'Countdown Timer',
      document: {},
      params: { edit: { page: '/', component: 'home-countdown' } },
    };
    render(
      <PageRenderer
        page={{ components: [component], preview: true }}
        editUrlTemplate="https://cms.example/{page}/{component}"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Document Countdown Timer is not defined.');
    expect(screen.getByRole('link', { name: 'Edit Countdown Timer (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://cms.example/%2F/home-countdown',
    );
  });

  it("CMS-01 the edit button sits in a bar above the block, outside the block's own markup, so it covers none of its controls", async () => {
    await renderInAct(
      <PageRenderer
        page={{
          preview: true,
          components: [
            {
              id: 'b',
              type: 'Single Button',
              document: { button: { label: 'Track an order', url: '/order-tracking' } },
            },
          ],
        }}
      />,
    );
    const blockLink = await screen.findByRole('link', { name: 'Track an order' });
    const edit = screen.getByRole('button', { name: 'Edit Single Button' });
    const bar = edit.parentElement!;
    expect(bar).toHaveClass('sm-content-preview__bar');
    expect(bar.contains(blockLink)).toBe(false);
    expect(bar.compareDocumentPosition(blockLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('CMS-01 outside preview there are no edit buttons', () => {
    render(<PageRenderer page={{ components: [{ id: 'a', type: 'Rich Text', document: { html: '<p>x</p>' } }] }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('CMS-02 a block that throws while rendering is contained: a note takes its place and the rest of the page renders', async () => {
    function Broken(): never {
      throw new Error('bad block');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withBroken = mergeRegistries(contentRegistry, { Broken: { component: Broken, needsDocument: false } });
    await renderInAct(
      <PageRenderer
        registry={withBroken}
        page={{
          components: [
            { id: 'a', type: 'Page Heading', document: { title: 'Before' } },
            { id: 'b', type: 'Broken' },
            { id: 'c', type: 'Rich Text', document: { html: '<p>After the broken block</p>' } },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(await screen.findByText('After the broken block')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Broken could not be shown.');
    quiet.mockRestore();
  });

  it('CMS-02 a document that breaks its block schema shows which field is wrong, and nothing of it', async () => {
    await renderInAct(
      <PageRenderer
        page={{
          components: [
            { id: 'a', type: 'Single Button', document: { button: { label: 'Click', url: 'javascript:alert(1)' } } },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Invalid Single Button document: button.url must be a path, an anchor or an http(s), mailto: or tel: address',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('CMS-01 nested components of an accordion item render through the same registry, unknown ones with their note in preview', async () => {
    await renderInAct(
      <PageRenderer
        page={{
          preview: true,
          components: [
            {
              id: 'acc',
              type: 'Accordion List',
              document: {
                items: [
                  {
                    title: 'Open',
                    expand: true,
                    components: [
                      {
                        id: 'n1',
                        type: 'Single Button',
                        document: { button: { label: 'Track an order', url: '/order-tracking' } },
                      },
                      { id: 'n2', type: 'Hologram', document: {} },
                    ],
                  },
                ],
              },
            },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/order-tracking');
    expect(screen.getByRole('note')).toHaveTextContent('Document Hologram is not defined.');
  });

  it("CONF-01 the page's placeholders fill its rich text: 'ordernumber' becomes the number, markup in it stays text", async () => {
    const page: RenderablePage = {
      components: [
        {
          id: 'thanks',
          type: 'Rich Text',
          document: { html: '<p>Quote order <strong>ordernumber</strong> when you call us.</p>' },
        },
      ],
    };
    const { rerender } = await renderInAct(<PageRenderer page={page} placeholders={{ ordernumber: 'W02000001' }} />);
    expect((await screen.findByText('W02000001')).tagName).toBe('STRONG');
    expect(screen.getByText('Quote order', { exact: false })).toHaveTextContent(
      'Quote order W02000001 when you call us.',
    );
    rerender(<PageRenderer page={page} placeholders={{ ordernumber: '<img src=x onerror=alert(1)>' }} />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it("CONF-01 a rich text whose placeholder has no value is left out, never 'Quote order  when…'", async () => {
    const page: RenderablePage = {
      components: [
        {
          id: 'thanks',
          type: 'Rich Text',
          document: { html: '<p>Quote order <strong>ordernumber</strong> when you call us.</p>' },
        },
        { id: 'other', type: 'Rich Text', document: { html: '<p>Questions? Call us.</p>' } },
      ],
    };
    await renderInAct(<PageRenderer page={page} placeholders={{ ordernumber: '' }} />);
    expect(await screen.findByText('Questions? Call us.')).toBeInTheDocument();
    expect(screen.queryByText(/Quote order/)).toBeNull();
  });
});
