import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerSearch, buildExternalSearchHref } from './BannerSearch';

describe('BannerSearch', () => {
  it('HDR-02 sends the visitor to the external search site with q trimmed and encoded', async () => {
    const onSearch = vi.fn();
    render(
      <BannerSearch
        heading="Search the archive"
        searchUrl="https://archive.example.org/search?lang=en"
        onSearch={onSearch}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search the archive' });
    await userEvent.type(box, '  letters & diaries  {Enter}');
    expect(onSearch).toHaveBeenCalledWith(
      'https://archive.example.org/search?lang=en&q=letters+%26+diaries',
      'letters & diaries',
    );
  });

  it('HDR-02 blank text goes nowhere and keeps focus in the box', async () => {
    const onSearch = vi.fn();
    render(
      <BannerSearch searchUrl="https://archive.example.org/search" onSearch={onSearch} labels={{ submit: 'Go' }} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(buildExternalSearchHref('https://a.example/s', ' x ')).toBe('https://a.example/s?q=x');
  });
});
