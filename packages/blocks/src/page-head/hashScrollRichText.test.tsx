import { act, render } from '@testing-library/react';
import { RichText } from '../rich-text/RichText';
import { PageHead } from './PageHead';

describe('PageHead and rich text anchors', () => {
  it('HEAD-01 an address naming a heading of the rich text (#delivery) scrolls to it, though its id is now user-content-delivery', async () => {
    const { container } = render(
      <>
        <PageHead meta={{ title: 'Help' }} />
        <RichText html='<h2 id="delivery">Delivery</h2>' />
      </>,
    );
    const heading = container.querySelector('h2')!;
    expect(heading.id).toBe('user-content-delivery');
    heading.scrollIntoView = vi.fn();
    await act(async () => {
      window.location.hash = '#delivery';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    expect(heading.scrollIntoView).toHaveBeenCalled();
    window.location.hash = '';
  });
});
