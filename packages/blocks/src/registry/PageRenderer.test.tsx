import { render, screen } from '@testing-library/react';
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
const registry = mergeRegistries(contentRegistry, { Cart: { component: Cart, needsDocument: false }, 'Column Section': { component: Columns } });

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
    render(<PageRenderer page={page} registry={registry} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the store' })).toBeInTheDocument();
    expect((await screen.findByText('new')).tagName).toBe('EM');
    expect(screen.getByText('The cart widget')).toBeInTheDocument();
  });

  it("CMS-02 a registered block without its document shows 'Missing {component} document'", () => {
    render(<PageRenderer page={{ components: [{ id: 'a', type: 'Rich Text', document: null }] }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Missing Rich Text document');
  });

  it("CMS-02 an unknown type, also nested, shows 'Document {type} is not defined.'", () => {
    const page: RenderablePage = {
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
    render(<PageRenderer page={{ components: [{ id: 'a', type: 'Rich Text' }] }} labels={{ missingDocument: 'No content for {component}' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('No content for Rich Text');
  });

  it('CMS-01 a preview page shows an edit button per block that reports the component', async () => {
    const onEdit = vi.fn();
    const component = { id: 'rt-1', type: 'Rich Text', document: { html: '<p>x</p>' } };
    render(<PageRenderer page={{ components: [component], preview: true }} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rich Text' }));
    expect(onEdit).toHaveBeenCalledWith(component);
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
    render(<PageRenderer registry={withBroken} page={{ components: [
      { id: 'a', type: 'Page Heading', document: { title: 'Before' } },
      { id: 'b', type: 'Broken' },
      { id: 'c', type: 'Rich Text', document: { html: '<p>After the broken block</p>' } },
    ] }} />);
    expect(await screen.findByRole('heading', { name: 'Before' })).toBeInTheDocument();
    expect(await screen.findByText('After the broken block')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Broken could not be shown.');
    quiet.mockRestore();
  });

  it('CMS-02 a document that breaks its block schema shows which field is wrong, and nothing of it', async () => {
    render(<PageRenderer page={{ components: [
      { id: 'a', type: 'Single Button', document: { button: { label: 'Click', url: 'javascript:alert(1)' } } },
    ] }} />);
    expect(await screen.findByRole('note')).toHaveTextContent('Invalid Single Button document: button.url must be a path, an anchor or an http(s), mailto: or tel: address');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('CMS-01 nested components of an accordion item render through the same registry, unknown ones with their note', async () => {
    render(<PageRenderer page={{ components: [{ id: 'acc', type: 'Accordion List', document: { items: [
      { title: 'Open', expand: true, components: [
        { id: 'n1', type: 'Single Button', document: { button: { label: 'Track an order', url: '/order-tracking' } } },
        { id: 'n2', type: 'Hologram', document: {} },
      ] },
    ] } }] }} />);
    expect(await screen.findByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/order-tracking');
    expect(screen.getByRole('note')).toHaveTextContent('Document Hologram is not defined.');
  });

  it("CONF-01 the page's placeholders fill its rich text: 'ordernumber' becomes the number, markup in it stays text", async () => {
    const page: RenderablePage = { components: [
      { id: 'thanks', type: 'Rich Text', document: { html: '<p>Quote order <strong>ordernumber</strong> when you call us.</p>' } },
    ] };
    const { rerender } = render(<PageRenderer page={page} placeholders={{ ordernumber: 'W02000001' }} />);
    expect((await screen.findByText('W02000001')).tagName).toBe('STRONG');
    expect(screen.getByText('Quote order', { exact: false })).toHaveTextContent('Quote order W02000001 when you call us.');
    rerender(<PageRenderer page={page} placeholders={{ ordernumber: '<img src=x onerror=alert(1)>' }} />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it("CONF-01 a rich text whose placeholder has no value is left out, never 'Quote order  when…' (issue 16)", async () => {
    const page: RenderablePage = { components: [
      { id: 'thanks', type: 'Rich Text', document: { html: '<p>Quote order <strong>ordernumber</strong> when you call us.</p>' } },
      { id: 'other', type: 'Rich Text', document: { html: '<p>Questions? Call us.</p>' } },
    ] };
    render(<PageRenderer page={page} placeholders={{ ordernumber: '' }} />);
    expect(await screen.findByText('Questions? Call us.')).toBeInTheDocument();
    expect(screen.queryByText(/Quote order/)).toBeNull();
  });
});
