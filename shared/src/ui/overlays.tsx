/**
 * Overlays of LedgerLens: dialog, dropdown menu, tooltip, select and switch (Radix UI styled with
 * Emotion) and collapsible. Timings follow spec §9 (tooltip 700 ms open delay, 300 ms skip delay).
 *
 * Radix is loaded on first use: each wrapper here draws its trigger itself and loads the Radix
 * implementation (`./radix/*Impl.tsx`, a chunk of its own) when the trigger is hovered, focused or
 * activated, then hands over to it. The first paint of a page downloads none of it (page-weight
 * budgets, `bench/budgets.json`); the behaviour once open is Radix's own.
 */
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useStyles } from '../theme/useStyles';
import { Skeleton } from './primitives';
import { getCollapsibleStyles } from './radix/collapsibleStyles';
import { getSelectStyles } from './radix/selectStyles';
import { getTabsStyles } from './radix/tabsStyles';
import type { AccordionProps, DialogProps, MenuItem, SelectProps, TabsProps } from './radix/types';

export type { AccordionItem, AccordionProps, DialogProps, MenuItem, SelectOption, SelectProps, SelectSize, TabItem, TabsProps } from './radix/types';

const loadDialog = () => import('./radix/DialogImpl');
const loadDropdownMenu = () => import('./radix/DropdownMenuImpl');
const loadTooltip = () => import('./radix/TooltipImpl');
const loadSelect = () => import('./radix/SelectImpl');
const loadCollapsible = () => import('./radix/CollapsibleImpl');
const DialogImpl = lazy(loadDialog);
const DropdownMenuImpl = lazy(loadDropdownMenu);
const TooltipImpl = lazy(loadTooltip);
const SelectImpl = lazy(loadSelect);
const CollapsibleImpl = lazy(loadCollapsible);
/**
 * A lazy Radix part that a page draws at once (Tabs, Switch), so the server renders it: its root
 * carries `data-lazy-ui="<name>"` ({@link LAZY_UI_ATTRIBUTE}). Once its chunk is loaded
 * ({@link preloadDrawnUi} in the browser, {@link preloadAllDrawnUi} on the server), the wrapper draws
 * it directly, with no Suspense boundary: a server-rendered page then hydrates it in the same pass as
 * the rest of the page. Behind a Suspense boundary it would stay dehydrated server markup for a while
 * after the page became interactive, and a click on it (a history page's Next) would be lost.
 */
function drawnAtOnce<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((m) => (loaded = m.default));
  const Lazy = lazy(() => loadOnce().then((c) => ({ default: c })));
  return { Lazy, load: loadOnce, loaded: () => loaded };
}

// Named chunk groups `ui-<name>` (not `lazy-*`, so the Radix modules they share stay split out): the
// shell's build lists their files in `lazy-ui.json`, and its server preloads them for a page whose
// server-rendered markup draws that part (`lazyUiLinks` in server/src/boot.ts).
const switchUi = drawnAtOnce(() => import(/* webpackChunkName: "ui-switch" */ './radix/SwitchImpl'));
const tabsUi = drawnAtOnce(() => import(/* webpackChunkName: "ui-tabs" */ './radix/TabsImpl'));

/** Attribute naming the lazy Radix part a root element belongs to (`tabs`, `switch`). */
export const LAZY_UI_ATTRIBUTE = 'data-lazy-ui';
const drawnUi: Record<string, () => Promise<unknown>> = { tabs: tabsUi.load, switch: switchUi.load };

/**
 * Loads the chunks of the lazy Radix parts drawn in `root` (server-rendered markup: elements with
 * {@link LAZY_UI_ATTRIBUTE}), so hydration finds them loaded. Resolves when all are loaded; a chunk
 * that fails to load is left to the part's own Suspense (it then loads when rendered). Never rejects.
 *
 * @param root the server-rendered container (`#root`)
 * @param except a part of `root` left out (the page's content when it hydrates later, with its own code)
 */
export async function preloadDrawnUi(root: ParentNode, except?: Node | null): Promise<void> {
  const drawn = [...root.querySelectorAll(`[${LAZY_UI_ATTRIBUTE}]`)].filter((el) => !except?.contains(el));
  const names = new Set(drawn.map((el) => el.getAttribute(LAZY_UI_ATTRIBUTE) ?? ''));
  await Promise.all([...names].map((name) => drawnUi[name]?.().catch(() => undefined)));
}

/** Loads every part {@link preloadDrawnUi} knows, for the server render (which then draws them without Suspense). */
export async function preloadAllDrawnUi(): Promise<void> {
  await Promise.all(Object.values(drawnUi).map((load) => load()));
}
const loadAccordion = () => import('./radix/AccordionImpl');
const AccordionImpl = lazy(loadAccordion);

/** Starts loading a Radix chunk (hover or focus of a trigger); failures surface when it renders. */
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** `trigger` with extra event handlers, its own handlers kept and called first. */
function withHandlers(trigger: ReactNode, handlers: Record<string, (event: SyntheticEvent) => void>): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  const element = trigger as ReactElement<Record<string, unknown>>;
  const merged: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const own = element.props[name] as ((event: SyntheticEvent) => void) | undefined;
    merged[name] = (event: SyntheticEvent) => {
      own?.(event);
      handler(event);
    };
  }
  return cloneElement(element, merged);
}


/**
 * Modal dialog with title, optional description, close button, focus trap and Escape to close.
 * Controlled (`open` + `onOpenChange`) or opened by `trigger`.
 */
export function Dialog(props: DialogProps) {
  const [activated, setActivated] = useState(false);
  const controlled = props.open !== undefined;
  if (!activated && !props.open) {
    return (
      <>
        {withHandlers(props.trigger, {
          onClick: () => {
            setActivated(true);
            props.onOpenChange?.(true);
          },
          onPointerEnter: warm(loadDialog),
          onFocus: warm(loadDialog),
        })}
      </>
    );
  }
  return (
    <Suspense fallback={props.trigger ?? null}>
      <DialogImpl {...props} defaultOpen={controlled ? undefined : true} />
    </Suspense>
  );
}


/** Dropdown menu (Radix) opened by `trigger`; keyboard navigation and typeahead included. */
export function DropdownMenu({ trigger, items, label }: { trigger: ReactNode; items: MenuItem[]; label?: string }) {
  const [activated, setActivated] = useState(false);
  if (!activated) {
    return (
      <>
        {withHandlers(trigger, {
          onClick: () => setActivated(true),
          onPointerEnter: warm(loadDropdownMenu),
          onFocus: warm(loadDropdownMenu),
        })}
      </>
    );
  }
  return (
    <Suspense fallback={trigger}>
      <DropdownMenuImpl trigger={trigger} items={items} label={label} />
    </Suspense>
  );
}

/**
 * Kept for the providers' shape: every tooltip carries its own Radix provider with the spec's
 * delays (700 ms open, 300 ms skip), so nothing of Radix loads before a tooltip is needed.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Tooltip around a focusable element: opens 700 ms after the pointer rests on it (spec §9), at
 * once on keyboard focus. Radix's tooltip loads on the first hover or focus.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [mode, setMode] = useState<'hover' | 'focus' | null>(null);
  const hovered = useRef(false);
  const tracked = withHandlers(children, {
    onPointerEnter: () => {
      hovered.current = true;
      setMode((m) => m ?? 'hover');
    },
    onPointerLeave: () => {
      hovered.current = false;
    },
    onFocus: () => setMode((m) => m ?? 'focus'),
  });
  if (!mode) return <>{tracked}</>;
  return (
    <Suspense fallback={tracked}>
      <TooltipImpl content={content} openedBy={mode} hovered={hovered}>
        {tracked}
      </TooltipImpl>
    </Suspense>
  );
}

/**
 * Collapsible section with a full-width header button (Radix). Closed, its header button is drawn
 * here; Radix loads when it is first opened (or at once when it starts open).
 */
export function Collapsible({ title, children, defaultOpen = false, open, onOpenChange }: { title: ReactNode; children: ReactNode; defaultOpen?: boolean; open?: boolean; onOpenChange?: (o: boolean) => void }) {
  const styles = useStyles(getCollapsibleStyles);
  const [activated, setActivated] = useState(defaultOpen || open === true);
  // Drawn here until Radix has loaded: the header button and, when open, the content.
  const drawn = (expanded: boolean) => (
    <div data-state={expanded ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={expanded}
        data-state={expanded ? 'open' : 'closed'}
        css={styles.trigger}
        onPointerEnter={warm(loadCollapsible)}
        onFocus={warm(loadCollapsible)}
        onClick={() => {
          setActivated(true);
          onOpenChange?.(!expanded);
        }}
      >
        {title}
      </button>
      {expanded ? <div>{children}</div> : null}
    </div>
  );
  if (!activated && !open) return drawn(false);
  const controlled = open !== undefined;
  return (
    <Suspense fallback={drawn(open ?? true)}>
      <CollapsibleImpl title={title} defaultOpen={controlled ? undefined : true} open={open} onOpenChange={onOpenChange}>
        {children}
      </CollapsibleImpl>
    </Suspense>
  );
}

/** On/off switch with a visible label (Radix, loaded with the first switch shown). */
export function Switch(props: { checked: boolean; onCheckedChange: (v: boolean) => void; label: ReactNode; id: string }) {
  // Decided once per instance: switching between the two forms later would remount the part.
  const [Loaded] = useState(switchUi.loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <switchUi.Lazy {...props} />
    </Suspense>
  );
}


/**
 * Single-choice select (Radix): a trigger button (role `combobox`, named by `label`) showing the
 * chosen option, and a popover list (keyboard navigation and typeahead included). Controlled:
 * `value` is one of `options[].value`; `onValueChange` receives the picked value. Until first
 * opened, the trigger is drawn here (same look and role) and Radix loads on hover, focus or open.
 */
export function Select(props: SelectProps) {
  const { value, options, label, id, size = 'md', className } = props;
  const styles = useStyles(getSelectStyles);
  const [activated, setActivated] = useState(false);
  const current = options.find((o) => o.value === value)?.label ?? value;
  const trigger = (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-label={label}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-autocomplete="none"
      className={className}
      css={[styles.trigger, size === 'sm' && styles.triggerSm]}
      onClick={() => setActivated(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          setActivated(true);
        }
      }}
      onPointerEnter={warm(loadSelect)}
      onFocus={warm(loadSelect)}
    >
      <span>{current}</span>
      <span aria-hidden css={styles.icon}>
        ▾
      </span>
    </button>
  );
  if (!activated) return trigger;
  return (
    <Suspense fallback={trigger}>
      <SelectImpl {...props} />
    </Suspense>
  );
}


/**
 * Tabs (Radix): a named tab list and one panel, the selected tab's (others are not rendered).
 * Arrow keys move between tabs, Home/End go to the ends, Tab enters the panel. Radix loads with the
 * first tabs shown; until then the tab list is drawn here (same look, the default tab selected) over
 * a busy panel. The panel's content is mounted once, inside Radix: drawing it in the fallback too
 * would mount it twice, and the hand-over would throw away its state (a history page the visitor
 * had already moved to).
 */
export function Tabs(props: TabsProps) {
  const styles = useStyles(getTabsStyles);
  const selected = props.defaultValue ?? props.tabs[0]?.value;
  const drawn = (
    <div css={styles.root}>
      <div role="tablist" aria-label={props.label} css={styles.list}>
        {props.tabs.map((t) => (
          <span key={t.value} role="tab" aria-selected={t.value === selected} aria-disabled="true" data-state={t.value === selected ? 'active' : 'inactive'} css={styles.tab}>
            {t.title}
          </span>
        ))}
      </div>
      <div role="tabpanel" aria-label={props.label} aria-busy="true" css={styles.panel}>
        <Skeleton h="160px" />
      </div>
    </div>
  );
  // Decided once per instance: switching between the two forms later would remount the panel and
  // throw away its state.
  const [Loaded] = useState(tabsUi.loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={drawn}>
      <tabsUi.Lazy {...props} />
    </Suspense>
  );
}

/**
 * Accordion (Radix): items with a header button each, at most one open (`value`, `''` for none),
 * the open one closes when its header is pressed again. Closed, the headers are drawn here; Radix
 * loads when one is hovered or focused, and takes over when one is first opened (keeping its focus).
 */
export function Accordion(props: AccordionProps) {
  const styles = useStyles(getCollapsibleStyles);
  const [opened, setOpened] = useState<string | undefined>(undefined);
  // Drawn here until Radix has loaded: the headers and, when open, that item's body.
  const drawn = (open: string) => (
    <div>
      {props.items.map((item) => (
        <div key={item.value} data-state={item.value === open ? 'open' : 'closed'}>
          <h3 css={styles.heading}>
            <button
              type="button"
              aria-expanded={item.value === open}
              data-state={item.value === open ? 'open' : 'closed'}
              css={styles.trigger}
              onPointerEnter={warm(loadAccordion)}
              onFocus={warm(loadAccordion)}
              onClick={() => {
                setOpened(item.value);
                props.onValueChange(item.value === open ? '' : item.value);
              }}
            >
              {item.title}
            </button>
          </h3>
          {item.value === open ? <div>{item.content}</div> : null}
        </div>
      ))}
    </div>
  );
  if (opened === undefined && props.value === '') return drawn('');
  return (
    <Suspense fallback={drawn(props.value)}>
      <AccordionImpl {...props} focusValue={opened} />
    </Suspense>
  );
}
