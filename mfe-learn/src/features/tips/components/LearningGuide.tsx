import { useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { Accordion, Card, CardTitle, Muted, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { TIP_CATEGORIES, TIPS, type TipCategory } from '../api/tips';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)};`,
  chips: css`display: flex; gap: ${theme.spacing(0.75)}; flex-wrap: wrap;`,
  chip: (selected: boolean) => css`
    appearance: none; cursor: pointer; font: inherit; font-size: 13px; font-weight: 600; padding: ${theme.spacing(0.5, 1.25)};
    border-radius: ${theme.radius.pill}; border: 1px solid ${selected ? theme.color.primary : theme.color.border};
    background: ${selected ? theme.color.primary : theme.color.surface}; color: ${selected ? theme.color.onPrimary : theme.color.text};
    &:focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
  `,
  /** The accordion: its items one under the other. */
  list: css`& > div { display: grid; gap: ${theme.spacing(1)}; }`,
  body: css`margin: 0; line-height: 1.6; color: ${theme.color.textMuted};`,
});

/**
 * Home Learning Guide (spec §2 "Home"): 26 collapsible tips in a Radix accordion (shared
 * `Accordion`, loaded on first hover, focus or open), one open at a time (spec §4), with
 * filter chips and counts (All, Basics, Transactions, Addresses, Security, Best Practices,
 * Advanced, Troubleshooting, Network).
 */
export function LearningGuide() {
  const styles = useStyles(getStyles);
  const [filter, setFilter] = useState<TipCategory | 'All'>('All');
  const [open, setOpen] = useState('');
  const shown = useMemo(() => (filter === 'All' ? TIPS : TIPS.filter((t) => t.category === filter)), [filter]);
  const count = (c: TipCategory | 'All') => (c === 'All' ? TIPS.length : TIPS.filter((t) => t.category === c).length);
  return (
    <Card css={styles.card} aria-labelledby="learning-guide-title">
      <CardTitle id="learning-guide-title">Learning Guide</CardTitle>
      <Muted>Short answers to what people most often ask about the XRP Ledger.</Muted>
      <div css={styles.chips} role="group" aria-label="Filter tips">
        {(['All', ...TIP_CATEGORIES] as const).map((c) => (
          <button key={c} type="button" css={styles.chip(filter === c)} aria-pressed={filter === c} onClick={() => setFilter(c)}>
            {c} ({count(c)})
          </button>
        ))}
      </div>
      <div css={styles.list}>
        <Accordion value={open} onValueChange={setOpen} items={shown.map((tip) => ({ value: tip.id, title: tip.title, content: <p css={styles.body}>{tip.body}</p> }))} />
      </div>
    </Card>
  );
}
