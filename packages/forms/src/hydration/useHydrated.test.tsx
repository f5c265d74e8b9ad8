import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useBrowserValue, useHydrated } from '../site/index';

function Probe() {
  const hydrated = useHydrated();
  const width = useBrowserValue(() => 'browser', 'server');
  return <p>{`${hydrated ? 'hydrated' : 'not hydrated'}, ${width}`}</p>;
}

describe('useHydrated and useBrowserValue', () => {
  it("give the server's value in a server render, so the HTML and the browser's first render agree", () => {
    expect(renderToString(<Probe />)).toContain('not hydrated, server');
  });

  it("give the browser's value in a browser render", () => {
    render(<Probe />);
    expect(screen.getByText('hydrated, browser')).toBeInTheDocument();
  });
});
