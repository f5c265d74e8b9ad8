import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Purchase order number" description="Up to 25 characters" />);
    const input = screen.getByRole('textbox', { name: 'Purchase order number' });
    expect(input).toHaveAccessibleDescription('Up to 25 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error, marks the input invalid and reads the error with the hint', () => {
    render(<TextField label="Email" description="Your work address" error="Email is required" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Your work address Email is required');
    // Read with the input and listed by the error summary, never one alert per field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("announces the answer to an action at once with announce='assertive'", () => {
    const { rerender } = render(<TextField label="Promo code" announce="assertive" />);
    // The alert is there before its text, so the text is announced when it comes.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<TextField label="Promo code" announce="assertive" error="This promo code is not valid." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This promo code is not valid.');
  });

  it('reports each change as text and as the native event', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(<TextField label="Name" onValueChange={onValueChange} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(onValueChange).toHaveBeenLastCalledWith('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
