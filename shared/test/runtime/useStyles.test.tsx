import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { darkTheme, lightTheme, type LedgerLensTheme } from '../../src/theme/tokens';
import { useStyles } from '../../src/theme/useStyles';

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

function List({ theme, rows }: { theme: LedgerLensTheme; rows: number }) {
  return (
    <ThemeProvider theme={theme}>
      <ul>
        {Array.from({ length: rows }, (_, i) => (
          <Row key={i} n={i} />
        ))}
      </ul>
    </ThemeProvider>
  );
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
    // At most once per theme (a test before may already have computed the light ones).
    expect(computed.filter((m) => m === 'light').length).toBeLessThanOrEqual(1);
    expect(computed.filter((m) => m === 'dark')).toEqual(['dark']);
    // Every row drawn in the theme it is in.
    expect(screen.getAllByTestId('row')[59]).toHaveStyle({ color: lightTheme.color.text });
  });
});
