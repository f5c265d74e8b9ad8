import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoColumnVideo } from './TwoColumnVideo';

describe('TwoColumnVideo', () => {
  it('BLK-03 shows the text beside a video preview that opens the modal player', async () => {
    render(
      <TwoColumnVideo
        title="How large print is made"
        html="<p>From manuscript to <em>16-point</em> type.</p>"
        video={{ videoId: 'large-print-story', title: 'Large print film' }}
        buttons={[{ label: 'Browse', url: '/search' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How large print is made' })).toBeInTheDocument();
    expect(screen.getByText('16-point').tagName).toBe('EM');
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Large print film' }));
    expect(screen.getByRole('dialog', { name: 'Large print film' })).toBeInTheDocument();
  });
});
