import { fillPlaceholders } from './fillPlaceholders';

describe('fillPlaceholders', () => {
  it('CONF-01 replaces the ordernumber placeholder, bare or braced, in any case', () => {
    expect(
      fillPlaceholders('<p>Order <strong>ordernumber</strong> is on its way.</p>', { ordernumber: 'W02000001' }),
    ).toBe('<p>Order <strong>W02000001</strong> is on its way.</p>');
    expect(fillPlaceholders('<p>Order {ordernumber}, again OrderNumber.</p>', { ordernumber: 'W1' })).toBe(
      '<p>Order W1, again W1.</p>',
    );
  });

  it('CONF-01 leaves words that only contain the name, tag names and attributes alone', () => {
    expect(
      fillPlaceholders('<a href="/orders?ordernumber=1" title="ordernumber">ordernumbers and ordernumber</a>', {
        ordernumber: 'W1',
      }),
    ).toBe('<a href="/orders?ordernumber=1" title="ordernumber">ordernumbers and W1</a>');
  });

  it('CONF-01 a value from the address bar stays text: markup in it is escaped', () => {
    expect(fillPlaceholders('<p>ordernumber</p>', { ordernumber: '<img src=x onerror=alert(1)>' })).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('without values the HTML is unchanged; a missing number empties the placeholder', () => {
    expect(fillPlaceholders('<p>ordernumber</p>', undefined)).toBe('<p>ordernumber</p>');
    expect(fillPlaceholders('<p>Order ordernumber.</p>', { ordernumber: '' })).toBe('<p>Order .</p>');
  });
});
