import { render, screen } from '@testing-library/react';
import { ProductFiles } from './ProductFiles';

describe('ProductFiles', () => {
  it('BLK-05 lists each file with its kind; its aria label is read after the visible title; new-window files are flagged', () => {
    render(
      <ProductFiles
        title="Downloads"
        files={[
          {
            title: 'Title list',
            url: '/files/list.pdf',
            type: 'PDF',
            ariaLabel: 'Title list for spring, PDF',
            isNewWindow: true,
          },
          { title: 'Price list', url: '/files/prices.xlsx', type: 'XLSX' },
        ]}
      />,
    );
    const list = screen.getByRole('link', {
      name: 'PDF Title list, Title list for spring, PDF (opens in a new window)',
    });
    expect(list).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'XLSX Price list' })).toHaveAttribute('href', '/files/prices.xlsx');
  });
});
