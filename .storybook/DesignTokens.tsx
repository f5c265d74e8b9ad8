import rules from 'virtual:shelfmark-tokens';

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i;

const describeSelector = (selector: string) =>
  selector === ':root'
    ? 'Base tokens, on :root — every package uses these; override any of them on :root or on an ancestor'
    : /\[data-brand='(\w+)'\]/.test(selector)
      ? `Brand ${/\[data-brand='(\w+)'\]/.exec(selector)![1]} — ${selector}: set data-brand on <html> (or on the header / footer) to use it`
      : selector;

/** A picture of a token's value: a swatch for a colour, a sample of a font, a bar for a length. */
function Sample({ name, value }: { name: string; value: string }) {
  if (COLOUR.test(value) || name.includes('color') || name.includes('-bg') || name.includes('accent')) {
    return (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 32,
          height: 20,
          borderRadius: 4,
          border: '1px solid #8a9099',
          background: `var(${name})`,
        }}
      />
    );
  }
  if (name.includes('font-family')) return <span style={{ fontFamily: `var(${name})` }}>Large print, 16 pt</span>;
  if (/^\d+px$/.test(value) && Number.parseInt(value, 10) <= 64) {
    return (
      <span aria-hidden="true" style={{ display: 'inline-block', height: 8, width: value, background: '#1a5fb4' }} />
    );
  }
  return null;
}

/**
 * The design tokens, generated from the CSS custom properties the packages declare (the `shelfmark-tokens` plugin in
 * main.ts reads packages/*\/src/**\/*.css): one table per rule, in stylesheet order, each token with its value and a sample.
 */
export function DesignTokens() {
  return (
    <div className="sb-unstyled">
      {rules.map((rule) => (
        <section key={`${rule.file} ${rule.selector}`} style={{ marginBottom: 32 }}>
          <h2 style={{ fontSize: '1.125rem' }}>{describeSelector(rule.selector)}</h2>
          <p style={{ margin: '0 0 8px' }}>
            <code>{rule.file}</code>
          </p>
          <div data-brand={/\[data-brand='(\w+)'\]/.exec(rule.selector)?.[1]}>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
                    Token
                  </th>
                  <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
                    Value
                  </th>
                  <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
                    Sample
                  </th>
                  <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
                    Group
                  </th>
                </tr>
              </thead>
              <tbody>
                {rule.tokens.map((token) => (
                  <tr key={token.name} style={{ borderTop: '1px solid #c9ced6' }}>
                    <td style={{ padding: 4 }}>
                      <code>{token.name}</code>
                    </td>
                    <td style={{ padding: 4 }}>
                      <code>{token.value}</code>
                    </td>
                    <td style={{ padding: 4 }}>
                      <Sample name={token.name} value={token.value} />
                    </td>
                    <td style={{ padding: 4 }}>{token.group}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

/** How many tokens the packages declare (the page's introduction cites it). */
export const tokenCount = new Set(rules.flatMap((rule) => rule.tokens.map((token) => token.name))).size;
