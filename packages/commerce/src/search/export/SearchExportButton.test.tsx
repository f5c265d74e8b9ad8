import ExcelJS from 'exceljs';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_EXPORT_HEADER_ROW, type SearchExportFile } from '@shelfmark/api-client';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { SearchResults } from '../SearchResults';
import { SearchExportButton } from './SearchExportButton';

async function sheetOf(file: SearchExportFile) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.blob.arrayBuffer());
  return workbook.getWorksheet('Shelfmark Export')!;
}

describe('SearchExportButton', () => {
  it('SRCH-02 downloads every result of the search as a workbook, with header row 8 and the brand’s columns', async () => {
    const onFile = vi.fn<(file: SearchExportFile) => void>();
    const { user, client } = renderWithProviders(<SearchExportButton q="" sort="title-asc" onFile={onFile} />);
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    const file = onFile.mock.calls[0]![0];
    expect(file.fileName).toMatch(/^search-results-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await sheetOf(file);
    expect((sheet.getRow(SEARCH_EXPORT_HEADER_ROW).values as unknown[]).slice(1)).toEqual([
      'Product Family',
      'Title',
      'Product Type',
      'Price',
    ]);
    expect(sheet.rowCount - SEARCH_EXPORT_HEADER_ROW).toBe(file.rows);
    const everything = await client.products.search({ q: '', brand: 'shelfmark' });
    expect(file.rows).toBe(everything.pagination.totalResults);
    expect(file.rows).toBeGreaterThan(everything.pagination.pageSize);
    expect(screen.getByRole('status')).toHaveTextContent(`Downloaded ${file.fileName}`);
  });

  it('SRCH-02 gives the second brand ISBN-13, Author, Title, Format, Price, Genre and Published Date, ISBNs as text', async () => {
    const onFile = vi.fn<(file: SearchExportFile) => void>();
    const { user } = renderWithProviders(<SearchExportButton q="large print" onFile={onFile} />, { site: 'thorndike' });
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(onFile).toHaveBeenCalled());
    const sheet = await sheetOf(onFile.mock.calls[0]![0]);
    expect((sheet.getRow(SEARCH_EXPORT_HEADER_ROW).values as unknown[]).slice(1)).toEqual([
      'ISBN-13',
      'Author',
      'Title',
      'Format',
      'Price',
      'Genre',
      'Published Date',
    ]);
    const isbn = sheet.getRow(SEARCH_EXPORT_HEADER_ROW + 1).getCell(1);
    expect(isbn.type).toBe(ExcelJS.ValueType.String);
    expect(isbn.value).toMatch(/^97[89]\d{10}$/);
    expect(sheet.getCell('B3').value).toBe('large print');
  });

  it('SRCH-02 shows progress while the file downloads and is busy until it is done', async () => {
    const client = createMemoryApiClient({ latencyMs: 30 });
    const exportSearch = vi.spyOn(client.products, 'exportSearch');
    const onFile = vi.fn();
    const { user } = renderWithProviders(<SearchExportButton q="" onFile={onFile} />, { client });
    const button = screen.getByRole('button', { name: 'Download as Excel' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(await screen.findByText(/^Downloading \d[\d,]* results: \d+ kB received$/)).toBeInTheDocument();
    await waitFor(() => expect(onFile).toHaveBeenCalled());
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(exportSearch).toHaveBeenCalledTimes(1);
  });

  it('SRCH-02 sends the configured heading and file name, and logs a failure to the console', async () => {
    const client = createMemoryApiClient();
    const exportSearch = vi.spyOn(client.products, 'exportSearch').mockRejectedValueOnce(new Error('export is down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <SearchExportButton q="atlas" labels={{ heading: 'Spring order', fileName: 'spring-order' }} onFile={vi.fn()} />,
      { client },
    );
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Excel file could not be created. Please try again.',
    );
    expect(error).toHaveBeenCalledWith('Search export failed', expect.any(Error));
    expect(exportSearch).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'atlas', brand: 'shelfmark', heading: 'Spring order', fileName: 'spring-order' }),
      expect.anything(),
    );
    error.mockRestore();
  });

  it('SRCH-02 is offered on the results page with the search and sort on screen', async () => {
    const client = createMemoryApiClient();
    const exportSearch = vi.spyOn(client.products, 'exportSearch');
    const onExportFile = vi.fn();
    const { user } = renderWithProviders(
      <SearchResults q="atlas" sort="date-desc" onChange={vi.fn()} onExportFile={onExportFile} />,
      { client },
    );
    await user.click(await screen.findByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(onExportFile).toHaveBeenCalled());
    expect(exportSearch).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'atlas', sort: 'date-desc' }),
      expect.anything(),
    );
  });

  it('SRCH-02 is not offered when nothing matches', async () => {
    renderWithProviders(<SearchResults q="zzzz-no-such-title" onChange={vi.fn()} />);
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download as Excel' })).not.toBeInTheDocument();
  });
});
