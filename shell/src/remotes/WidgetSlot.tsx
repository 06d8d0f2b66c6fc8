import { lazy, memo, Suspense, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ErrorBoundary, ErrorFallback, useHydrated, type RemoteWidgetModule, type WidgetPropsBySlot, type WidgetSlot as Slot } from '@ledgerlens/shared';
import { isRemoteFailure } from './federationPlugin';
import { forgetRemote, useRemotes } from './registry';
import { RemoteUnavailable } from './RemoteRouteFallback';
import { SsrContext, type ServerRemoteModules } from '../ssr/serverRemotes';

/** Marks a widget module that failed to load (the runtime's fallback, or a broken module). */
class WidgetUnavailable extends Error {}

function lazyWidget<S extends Slot>(remote: string, id: string): ComponentType<Record<string, unknown>> {
  return lazy(async () => {
    const mod = await loadRemote<RemoteWidgetModule<S>>(id).catch(() => undefined);
    if (!mod || isRemoteFailure(mod) || typeof mod.default !== 'function' && typeof mod.default !== 'object') {
      forgetRemote(remote);
      throw new WidgetUnavailable(`${id} is unavailable`);
    }
    return { default: mod.default as ComponentType<Record<string, unknown>> };
  });
}

/** Widget modules loaded before hydration ({@link preloadWidgets}), drawn without suspending. */
const preloaded = new Map<string, ComponentType<Record<string, unknown>>>();

/**
 * Loads the widgets the server drew in full (`ledgerlens-ssr` `widgets`) before the client hydrates,
 * so each hydrates at once with the page instead of staying server markup that cannot answer a
 * click until its code arrives. Resolves after `timeoutMs` at the latest (a slow or dead remote:
 * its widget hydrates when its code arrives, or shows its unavailable panel). Never rejects.
 */
export async function preloadWidgets(ids: string[], timeoutMs = 3000): Promise<void> {
  const load = Promise.all(
    ids.map(async (id) => {
      const mod = await loadRemote<{ default?: unknown }>(id).catch(() => undefined);
      const component = mod && !isRemoteFailure(mod) ? mod.default : undefined;
      if (typeof component === 'function' || (typeof component === 'object' && component !== null)) preloaded.set(id, component as ComponentType<Record<string, unknown>>);
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([load, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/** A widget from a remote's server build (the shell's server render). */
function serverWidget(modules: ServerRemoteModules | undefined, id: string): ComponentType<Record<string, unknown>> | undefined {
  const expose = `./${id.split('/').slice(1).join('/')}`;
  const component = modules?.[expose]?.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null)
    ? (component as ComponentType<Record<string, unknown>>)
    : undefined;
}

/**
 * One widget of a remote (`remote/widgets/<name>`), loaded when first rendered. While loading:
 * `fallback`. When it cannot be loaded: the unavailable panel with Retry (`unavailable="panel"`,
 * home cards) or nothing (`"hide"`, header).
 *
 * Server render: drawn in full from the remote's server build when it has one (its id noted in
 * `SsrContext.rendered`), else as `fallback`. Hydration: a widget the server drew in full renders
 * its lazy module inside the same Suspense boundary (React keeps the server's DOM until the code has
 * arrived); any other draws `fallback`, as the server did, and loads once hydrated.
 */
function RemoteWidget<S extends Slot>(input: RemoteWidgetProps<S>) {
  const ssr = useContext(SsrContext);
  // Which form is decided once per mount (the context does not change): a widget the server drew
  // must not re-render on the hydration switch, or its boundary, still waiting for its code, would
  // get an update and React would drop the server's DOM for the fallback (a layout shift).
  return ssr.server || ssr.rendered.has(input.id) ? <LoadedWidget<S> {...input} /> : <ClientWidget<S> {...input} />;
}

interface RemoteWidgetProps<S extends Slot> {
  remote: string;
  id: string;
  props: WidgetPropsBySlot[S];
  fallback: ReactNode;
  unavailable: 'panel' | 'hide';
}

/** A widget not drawn by the server: its reserved space while the server markup is hydrated, then loaded. */
function ClientWidget<S extends Slot>(input: RemoteWidgetProps<S>) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{input.fallback}</>;
  return <LoadedWidget<S> {...input} />;
}

/**
 * The widget itself (on the server from the remote's server build, in the browser from federation),
 * with its fallbacks. Memoized: a parent's re-render with the same props (keep `props` and
 * `fallback` stable) does not touch a boundary that is still hydrating.
 */
const LoadedWidget = memo(LoadedWidgetImpl) as typeof LoadedWidgetImpl;

function LoadedWidgetImpl<S extends Slot>({ remote, id, props, fallback, unavailable }: RemoteWidgetProps<S>) {
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(() => lazyWidget<S>(remote, id), [remote, id, attempt]);
  const ssr = useContext(SsrContext);
  const OnServer = useMemo(() => (ssr.server ? serverWidget(ssr.modules?.(remote), id) : undefined), [ssr, remote, id]);
  const Drawn = OnServer ?? (attempt === 0 ? preloaded.get(id) : undefined) ?? Widget;
  // The same element while the props are the same: nothing updates the boundary before it hydrated.
  const element = useMemo(() => <Drawn {...(props as Record<string, unknown>)} />, [Drawn, props]);
  if (ssr.server) {
    if (!OnServer) return <>{fallback}</>;
    ssr.rendered.add(id);
  }
  return (
    <ErrorBoundary
      resetKey={attempt}
      fallback={(retry, error) => {
        if (unavailable === 'hide') return null;
        return error instanceof WidgetUnavailable ? (
          <RemoteUnavailable remote={remote} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <ErrorFallback onRetry={retry} />
        );
      }}
    >
      <Suspense fallback={fallback}>{element}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * How far from the viewport a deferred widget starts loading: one viewport height above and below
 * (`IntersectionObserver` `rootMargin`), so it is usually drawn before it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Renders `placeholder` (reserving the widget's space) until it comes within
 * {@link NEAR_VIEWPORT_MARGIN} of the viewport, then `children` for good. Without
 * IntersectionObserver (old browsers, some test environments) `children` render at once.
 */
function WhenNearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // On the server (no window) the placeholder, as the browser's first render draws it.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    <div ref={ref} data-testid="widget-deferred">
      {placeholder}
    </div>
  );
}

/**
 * Every widget the remotes put in `slot` (`widgets` in `remotes.json`), in order, each with the
 * slot's props (typed in `@ledgerlens/shared`); with `eager`, the widgets after the first `eager`
 * load only near the viewport. The shell never names a remote's widgets.
 */
export function WidgetSlot<S extends Slot>({
  slot,
  props,
  fallback = null,
  unavailable = 'hide',
  limit,
  eager,
}: {
  slot: S;
  props: WidgetPropsBySlot[S];
  fallback?: ReactNode;
  unavailable?: 'panel' | 'hide';
  /** At most this many widgets (the header has room for one search box). */
  limit?: number;
  /**
   * Only the first `eager` widgets load at once (the first view); each later one loads when its
   * reserved space (`fallback`) comes within one viewport of being visible. Default: all at once.
   */
  eager?: number;
}) {
  const widgets = useRemotes().widgetsForSlot(slot).slice(0, limit);
  return (
    <>
      {widgets.map((w, i) => {
        const widget = <RemoteWidget<S> key={w.id} remote={w.remote} id={w.id} props={props} fallback={fallback} unavailable={unavailable} />;
        return eager === undefined || i < eager ? (
          widget
        ) : (
          <WhenNearViewport key={w.id} placeholder={fallback}>
            {widget}
          </WhenNearViewport>
        );
      })}
    </>
  );
}
