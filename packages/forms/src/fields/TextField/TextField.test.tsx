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
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
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
