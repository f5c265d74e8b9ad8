import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegionSelector } from './RegionSelector';

const regions = [
  { code: 'US', label: 'United States' },
  { code: 'CA', label: 'Canada' },
];

describe('RegionSelector', () => {
  it('HDR-03 is named after the selected region (English default) and reports the code chosen', async () => {
    const onRegionChange = vi.fn();
    render(<RegionSelector regions={regions} region="US" onRegionChange={onRegionChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region: United States' }), 'Canada');
    expect(onRegionChange).toHaveBeenCalledWith('CA');
  });

  it('HDR-03 is not shown with fewer than two regions', () => {
    render(<RegionSelector regions={regions.slice(0, 1)} region="US" />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
