import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { PhoneLayoutHint } from './PhoneLayoutHint';
import { PHONE_QUERY, usePhoneLayout } from './usePhoneLayout';

/** Renders the layout it is given, and counts its renders. */
function Probe({ renders }: { renders: string[] }) {
  const phone = usePhoneLayout();
  renders.push(phone ? 'phone' : 'wide');
  return <p>{phone ? 'phone' : 'wide'}</p>;
}

/** The browser's viewport: a phone's or a desk's (stubbed, undone after each test by the setup). */
function withViewport(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY && isPhone,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

/** The server's HTML for `phone`, hydrated in this (jsdom) browser; the probe's renders while hydrating and after. */
async function hydrateServerHtml(serverGuess: boolean) {
  const tree = (renders: string[]) => (
    <PhoneLayoutHint phone={serverGuess}>
      <Probe renders={renders} />
    </PhoneLayoutHint>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree([]));
  document.body.append(container);
  const served = container.querySelector('p');
  const renders: string[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, tree(renders), { onRecoverableError: (error) => errors.push(error) }));
  });
  return { container, served, renders, errors };
}

describe('usePhoneLayout and PhoneLayoutHint (a phone hydrates from the phone layout the server rendered)', () => {
  it('on a server, renders the layout the hint names; without a hint, the wide one', () => {
    expect(
      renderToString(
        <PhoneLayoutHint phone>
          <Probe renders={[]} />
        </PhoneLayoutHint>,
      ),
    ).toBe('<p>phone</p>');
    expect(
      renderToString(
        <PhoneLayoutHint phone={false}>
          <Probe renders={[]} />
        </PhoneLayoutHint>,
      ),
    ).toBe('<p>wide</p>');
    expect(renderToString(<Probe renders={[]} />)).toBe('<p>wide</p>');
  });

  it('on a phone, hydrating the phone HTML keeps it: one render, the same element, no recoverable error', async () => {
    withViewport(true);
    const { container, served, renders, errors } = await hydrateServerHtml(true);
    expect(renders).toEqual(['phone']);
    expect(container.querySelector('p')).toBe(served);
    expect(errors).toEqual([]);
  });

  it('a wrong guess is corrected once hydrated: the wide HTML on a phone renders the phone layout next', async () => {
    withViewport(true);
    const { container, renders, errors } = await hydrateServerHtml(false);
    expect(renders).toEqual(['wide', 'phone']);
    expect(container.textContent).toBe('phone');
    expect(errors).toEqual([]);
  });

  it('a render that hydrates nothing follows the viewport at once, whatever the hint', () => {
    withViewport(false);
    const renders: string[] = [];
    const { container } = render(
      <PhoneLayoutHint phone>
        <Probe renders={renders} />
      </PhoneLayoutHint>,
    );
    expect(container.textContent).toBe('wide');
    expect(renders).toEqual(['wide']);
  });
});
