import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { contentBlockSchemas, describeDocumentProblem, type ContentComponent } from '@shelfmark/api-client/schemas';
import { lazyBlock, mergeRegistries, preloadBlocks, type ContentBlockProps } from './contentRegistry';
import { describeProblem, documentBlock, type DocumentSchema } from './documentBlock';
import { PageRenderer } from './PageRenderer';

/**
 * CMS-01: a block renders a document the server checked as it is and never loads its schema (no zod on a
 * page the server answered); a document the server found a problem in shows that problem; any other document is
 * parsed here, its schema loaded first.
 */
type Heading = { title: string; level: number };
function HeadingView({ document }: ContentBlockProps<Heading>) {
  return <h2 data-level={document.level}>{document.title}</h2>;
}

/** A block whose schema loads through a spy, as the built-in blocks' do (`contractSchema`). */
function headingBlock() {
  const loads = vi.fn(async () => contentBlockSchemas['Page Heading'] as unknown as DocumentSchema<Heading>);
  const Block = documentBlock(loads, HeadingView);
  return { loads, registry: mergeRegistries({ Heading: { component: Block } }) };
}

const page = (components: ContentComponent[]) => ({ components, preview: false });

describe('documentBlock', () => {
  it('CMS-01 renders a document the server checked as it is, without loading its schema', () => {
    const { loads, registry } = headingBlock();
    render(
      <PageRenderer
        registry={registry}
        page={page([
          { id: 'h', type: 'Heading', checked: true, document: { title: 'Checked on the server', level: 3 } },
        ])}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Checked on the server' })).toHaveAttribute('data-level', '3');
    expect(loads).not.toHaveBeenCalled();
  });

  it('CMS-01 shows the problem the server found, naming the field, without loading the schema', () => {
    const { loads, registry } = headingBlock();
    render(
      <PageRenderer
        registry={registry}
        page={page([{ id: 'h', type: 'Heading', document: {}, problem: 'title is required' }])}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Invalid Heading document: title is required');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(loads).not.toHaveBeenCalled();
  });

  it('CMS-01 parses a document nobody checked with its schema, loaded once for every block of that name', async () => {
    const { loads, registry } = headingBlock();
    // In act: the schema's arrival wakes the suspended blocks (in a browser it needs nothing).
    await act(async () => {
      render(
        <PageRenderer
          registry={registry}
          page={page([
            { id: 'a', type: 'Heading', document: { title: '  Parsed here  ' } },
            { id: 'b', type: 'Heading', document: { title: 7 } },
          ])}
        />,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Parsed here' })).toHaveAttribute('data-level', '1');
    expect(screen.getByRole('note')).toHaveTextContent(/^Invalid Heading document: title /);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('CMS-01 a document parsed here cannot vouch for the components it nests: their own claim of checked is dropped', async () => {
    const { loads, registry } = headingBlock();
    type Nesting = { components: ContentComponent[] };
    const anything: DocumentSchema<Nesting> = { safeParse: (value) => ({ success: true, data: value as Nesting }) };
    const Container = documentBlock(anything, ({ document, renderComponents }: ContentBlockProps<Nesting>) => (
      <section>{renderComponents(document.components)}</section>
    ));
    const nesting = mergeRegistries(registry, { Container: { component: Container } });
    await act(async () => {
      render(
        <PageRenderer
          registry={nesting}
          page={page([
            {
              id: 'c',
              type: 'Container',
              document: { components: [{ id: 'h', type: 'Heading', checked: true, document: { title: 7 } }] },
            },
          ])}
        />,
      );
    });
    expect(await screen.findByRole('note')).toHaveTextContent(/^Invalid Heading document: title /);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('CMS-01 words a problem exactly as the server words the problem of a document it checked', () => {
    for (const document of [{}, { title: 7 }, { title: 'Fine', level: 9 }]) {
      const parsed = contentBlockSchemas['Page Heading'].safeParse(document);
      expect(parsed.success).toBe(false);
      if (!parsed.success)
        expect(describeProblem(parsed.error.issues)).toBe(describeDocumentProblem(parsed.error.issues));
    }
    expect(describeProblem([])).toBe(describeDocumentProblem([]));
  });

  it('CMS-01 preloadBlocks loads the schema only for documents nobody checked, so renderToString renders them', async () => {
    const { loads, registry } = headingBlock();
    const lazy = mergeRegistries({ Heading: { component: lazyBlock(async () => registry.Heading!.component) } });
    const checked = page([{ id: 'h', type: 'Heading', checked: true, document: { title: 'Checked', level: 2 } }]);
    await preloadBlocks(checked, lazy);
    expect(loads).not.toHaveBeenCalled();
    expect(renderToString(<PageRenderer registry={lazy} page={checked} />)).toContain('Checked</h2>');

    const unchecked = page([{ id: 'h', type: 'Heading', document: { title: 'Not checked' } }]);
    await preloadBlocks(unchecked, lazy);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(renderToString(<PageRenderer registry={lazy} page={unchecked} />)).toContain('Not checked</h2>');
  });
});
