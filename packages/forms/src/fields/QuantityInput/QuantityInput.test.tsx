import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';

describe('QuantityInput', () => {
  it('PDP-02 is a number input labelled "Quantity" that starts at 1 with min 1 and the given max', () => {
    render(<QuantityInput max={999} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue(1);
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '999');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('CART-08 ignores letters typed into it', async () => {
    const user = userEvent.setup();
    render(<QuantityInput defaultValue="" />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.type(input, '1a2b5');
    expect(input).toHaveValue(125);
  });

  it.each([
    ['a comma', '1,5'],
    ['an exponent', '1e3'],
    ['a sign', '-1'],
    ['a plus sign', '+2'],
  ])(
    'CART-08 PDP-02 PNA-01 one rule for every quantity field: %s (%s), typed or pasted, is refused as not a whole number, never read as another quantity',
    async (_, written) => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<QuantityInput defaultValue="" onValueChange={onValueChange} />);
      const input = screen.getByRole('spinbutton', { name: 'Quantity' });
      await user.click(input);
      await user.paste(written);
      expect(onValueChange).toHaveBeenLastCalledWith(written, { ok: false, error: 'invalid', value: null });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Quantity must be a whole number');
    },
  );

  it('CART-08 PDP-02 refuses 1.5, typed or pasted, as not a whole number instead of reading it as 15', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<QuantityInput defaultValue="" onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.type(input, '1.5');
    expect(input).toHaveValue(1.5);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Quantity must be a whole number');
    expect(onValueChange).toHaveBeenLastCalledWith('1.5', { ok: false, error: 'invalid', value: null });
    await user.clear(input);
    await user.paste('2.5');
    expect(input).toHaveValue(2.5);
    expect(onValueChange).toHaveBeenLastCalledWith('2.5', { ok: false, error: 'invalid', value: null });
  });

  it('CART-08 keeps only the digits of pasted text that is no other way of writing a number', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<QuantityInput defaultValue="" onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(input);
    await user.paste(' 12 copies\n');
    expect(input).toHaveValue(12);
    expect(onValueChange).toHaveBeenLastCalledWith('12', { ok: true, value: 12 });
  });

  it('CART-08 says "Max quantity is 999" above the maximum and ties the message to the input', async () => {
    const user = userEvent.setup();
    render(<QuantityInput max={999} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '1000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Max quantity is 999');
  });

  it('CART-08 says "Min quantity is 1" for zero and "Please, provide quantity" when emptied', async () => {
    const user = userEvent.setup();
    render(<QuantityInput max={999} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Please, provide quantity');
    await user.type(input, '0');
    expect(input).toHaveAccessibleDescription('Min quantity is 1');
    await user.clear(input);
    await user.type(input, '5');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('takes editor labels with the {max} placeholder and an error from outside', () => {
    const { rerender } = render(
      <QuantityInput
        max={10}
        defaultValue="11"
        validateOnMount
        labels={{ label: 'Copies', max: 'No more than {max}' }}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toHaveAccessibleDescription('No more than 10');
    rerender(<QuantityInput max={10} defaultValue="11" labels={{ label: 'Copies' }} error="Out of stock" />);
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toHaveAccessibleDescription('Out of stock');
  });

  it('works controlled: the parent owns the text', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [value, setValue] = useState('3');
      return (
        <>
          <QuantityInput value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Parent />);
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '4');
    expect(document.querySelector('output')).toHaveTextContent('34');
  });

  it('CART-08 PNA-01 a message while typing is never an alert: read politely once the typing pauses', async () => {
    const user = userEvent.setup();
    render(<QuantityInput max={999} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '1000');
    // Shown and tied to the input at once…
    expect(input).toHaveAccessibleDescription('Max quantity is 999');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // …and read once, politely, when the buyer stops typing.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('Max quantity is 999'));
  });
});
