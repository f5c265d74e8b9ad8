import { render, screen } from '@testing-library/react';
import { PreviewBar } from './PreviewBar';

describe('PreviewBar', () => {
  it('CMS-01 says the page is the draft, as a landmark of its own, with an Exit link to the given address', () => {
    render(<PreviewBar exitHref="/api/content/preview/exit?return=%2Fsearch" />);
    const bar = screen.getByRole('region', { name: 'Preview mode' });
    expect(bar).toHaveTextContent('Preview You are seeing the editors’ draft. Each block has an edit button.');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/content/preview/exit?return=%2Fsearch',
    );
  });

  it('CMS-01 its texts can be changed', () => {
    render(<PreviewBar exitHref="/x" labels={{ region: 'Entwurfsansicht', exit: 'Vorschau beenden' }} />);
    expect(screen.getByRole('region', { name: 'Entwurfsansicht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vorschau beenden' })).toBeInTheDocument();
  });
});
