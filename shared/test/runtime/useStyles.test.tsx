import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { darkTheme, lightTheme, type LedgerLensTheme } from '../../src/theme/tokens';
import { StylesCacheProvider, useStyles } from '../../src/theme/useStyles';

/** A component's styles, counting how often they are computed. */
let computed: string[] = [];
const getStyles = (theme: LedgerLensTheme) => {
  computed.push(theme.mode);
  return { root: { color: theme.color.text } };
};

function Row({ n }: { n: number }) {
  const styles = useStyles(getStyles);
  return <li data-testid="row" style={styles.root}>{n}</li>;
}

function List({ theme, rows, cached = true }: { theme: LedgerLensTheme; rows: number; cached?: boolean }) {
  const list = (
    <ul>
      {Array.from({ length: rows }, (_, i) => (
        <Row key={i} n={i} />
      ))}
    </ul>
  );
  return <ThemeProvider theme={theme}>{cached ? <StylesCacheProvider>{list}</StylesCacheProvider> : list}</ThemeProvider>;
}

describe('useStyles', () => {
  beforeEach(() => {
    computed = [];
  });

  it("computes a component's styles once per theme, shared by all its instances", () => {
    const { rerender } = render(<List theme={lightTheme} rows={50} />);
    expect(screen.getAllByTestId('row')).toHaveLength(50);
    rerender(<List theme={lightTheme} rows={60} />);
    rerender(<List theme={darkTheme} rows={60} />);
    rerender(<List theme={lightTheme} rows={60} />);
    // Once per theme, in this app's cache.
    expect(computed).toEqual(['light', 'dark']);
    // Every row drawn in the theme it is in.
    expect(screen.getAllByTestId('row')[59]).toHaveStyle({ color: lightTheme.color.text });
  });

  it('keeps no state between two apps (two server renders): each computes its own', () => {
    const first = render(<List theme={lightTheme} rows={3} />);
    first.unmount();
    render(<List theme={lightTheme} rows={3} />);
    expect(computed).toEqual(['light', 'light']);
  });

  it('without a cache above it, computes them per instance (still not on every render)', () => {
    const { rerender } = render(<List theme={lightTheme} rows={3} cached={false} />);
    rerender(<List theme={lightTheme} rows={3} cached={false} />);
    expect(computed).toEqual(['light', 'light', 'light']);
  });
});
