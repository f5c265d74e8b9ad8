import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBanner } from './AlertBanner';

describe('AlertBanner', () => {
  it('BLK-01 shows its text until the visitor dismisses it', async () => {
    const onDismiss = vi.fn();
    render(<AlertBanner text="Holiday shipping cut-off: December 15." onDismiss={onDismiss} />);
    expect(screen.getByText('Holiday shipping cut-off: December 15.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('Holiday shipping cut-off: December 15.')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('BLK-01 is not shown without content, and has no dismiss button when not dismissible', () => {
    const { container, rerender } = render(<AlertBanner text="   " html="" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AlertBanner html="<p>Read the <strong>new terms</strong></p>" isDismissible={false} variant="warning" />);
    expect(screen.getByText('new terms').tagName).toBe('STRONG');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('BLK-01 dismissing moves focus to what followed the banner, else to the page heading, never the body', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <main>
        <h1>Help</h1>
        <AlertBanner text="Holiday shipping cut-off: December 15." />
        <a href="/contact">Contact us</a>
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveFocus();

    rerender(
      <main>
        <h1>Help</h1>
        <AlertBanner key="second" text="Read the new terms." />
      </main>,
    );
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Dismiss announcement' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Help' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
