import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackCell, StackRow, StackTable } from './StackTable';

function Accounts() {
  return (
    <StackTable
      className="sm-account-table"
      columns={[<span className="sm-visually-hidden">Select</span>, 'Account', 'Name']}
    >
      <StackRow aria-selected>
        <StackCell>
          <input type="radio" aria-label="Choose Branch A" />
        </StackCell>
        <StackCell label="Account">500100</StackCell>
        <StackCell label="Name">Branch A</StackCell>
      </StackRow>
    </StackTable>
  );
}

describe('StackTable (a table on a desk, labelled blocks on a phone)', () => {
  it('ACCT-01 stays a table with its column headers and rows to assistive technology, whatever its display', () => {
    render(<Accounts />);
    const table = screen.getByRole('table');
    expect(table).toHaveClass('sm-account-table', 'sm-stack-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Select', 'Account', 'Name']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '500100', 'Branch A']);
  });

  it("WISH-01 labels each value with its column's name for the phone layout, and leaves a control's cell unlabelled", () => {
    render(<Accounts />);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Account', 'Name']);
  });
});
