import { placedBlockTypes } from './contentRegistry';

describe('placedBlockTypes (what a server preloads with a page)', () => {
  it("CMS-01 lists each editor name a page places once, nested ones included (a column's, a tab's document components)", () => {
    expect(
      placedBlockTypes({
        components: [
          { id: 'a', type: 'Hero Banner' },
          {
            id: 'b',
            type: 'Column Section',
            components: [
              { id: 'c', type: 'Rich Text' },
              { id: 'd', type: 'Hero Banner' },
            ],
          },
          {
            id: 'e',
            type: 'Tabs',
            document: { tabs: [{ title: 'One', components: [{ id: 'f', type: 'Covers List' }] }] },
          },
        ],
      }).sort(),
    ).toEqual(['Column Section', 'Covers List', 'Hero Banner', 'Rich Text', 'Tabs']);
  });

  it('takes a bare list of components, and an empty page lists nothing', () => {
    expect(placedBlockTypes([{ id: 'a', type: 'Form' }])).toEqual(['Form']);
    expect(placedBlockTypes({ components: [] })).toEqual([]);
  });
});
