import { screen } from '@testing-library/react';
import { renderInAct } from '../../../../../test/render';
import { PageRenderer } from '../../registry/PageRenderer';

describe('ColumnSection', () => {
  it('BLK-02 lays its nested blocks out as columns under a level-4 title by default', async () => {
    const { container } = await renderInAct(
      <PageRenderer
        page={{
          components: [
            {
              id: 'cols',
              type: 'Column Section',
              document: { title: 'Why buy from us' },
              components: [
                { id: 'a', type: 'Rich Text', document: { html: '<p>Standing orders</p>' } },
                { id: 'b', type: 'Rich Text', document: { html: '<p>Processing</p>' } },
              ],
            },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 4, name: 'Why buy from us' })).toBeInTheDocument();
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    const grid = container.querySelector('.sm-column-section__grid');
    expect(grid).toHaveAttribute('data-columns', '2');
    expect(grid).toContainElement(screen.getByText('Standing orders'));
  });
});
