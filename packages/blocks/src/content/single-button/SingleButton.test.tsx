import { render, screen } from '@testing-library/react';
import { ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import { SingleButton } from './SingleButton';

describe('SingleButton', () => {
  it('BLK-01 renders one button, aligned as configured, through the host app router for in-app paths', () => {
    const RouterLink = ({ href, children, ...rest }: { href: string; children?: React.ReactNode }) => (
      <a data-router="yes" href={href} {...rest}>
        {children}
      </a>
    );
    const { container } = render(
      <ShelfmarkSiteProvider linkComponent={RouterLink}>
        <SingleButton
          button={{ label: 'Request a trial', url: '/request-a-trial', variant: 'secondary' }}
          alignment="center"
        />
      </ShelfmarkSiteProvider>,
    );
    const link = screen.getByRole('link', { name: 'Request a trial' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('sm-block-button--secondary');
    expect(container.firstChild).toHaveAttribute('data-align', 'center');
  });

  it('BLK-01 an external address stays a plain link', () => {
    render(<SingleButton button={{ label: 'Publisher site', url: 'https://example.org' }} />);
    expect(screen.getByRole('link', { name: 'Publisher site' })).toHaveAttribute('href', 'https://example.org');
  });
});
