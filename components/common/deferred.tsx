"use client";
import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useHydrated } from "./useHydrated";

/** Runs `task` when the browser is idle (at the latest after 2 s). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(task, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}

const ignore = () => {};

/** A part's code that could not be fetched (offline, not in the service worker's cache). */
class FetchFailed extends Error {}

/**
 * Renders nothing where a part's code could not be fetched, instead of the page's error screen;
 * any other error goes on to the page's boundary.
 */
class UnlessFetchFailed extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof FetchFailed) return null;
    throw this.state.error;
  }
}

/**
 * Props of a part that appears once its code is there: `fallback` is shown until then; `wanted`
 * false keeps the fallback and does not fetch the code (a field not used yet).
 */
type IdleProps<P> = P & { fallback?: ReactNode; wanted?: boolean };

export type Deferred<P> = ComponentType<P> & {
  /** Starts the fetch now (e.g. a page that keeps its skeleton until its parts are there). */
  preload: () => Promise<unknown>;
};

/**
 * The one way to keep a part out of a page's first load (docs/BUNDLE.md): React.lazy with a
 * Suspense boundary, rendered in the browser only (nothing on the server, none while hydrating).
 *
 * - `when: "idle"`: a part below the first screen, or one whose look-alike (`fallback`, given here
 *   or as a prop of the returned component) stands in until it arrives. Its code is fetched when the page is idle,
 *   and the swap is a transition: the fallback stays, and keeps its focus and state, until the part
 *   is ready to take its place.
 * - `when: "open"`: a dialog, popover or closed section (an `open` prop). Nothing is rendered until
 *   its first opening, or until its code has arrived, fetched when the page is idle; then it stays
 *   mounted (closing animations keep working). A first tap opens it as soon as its code is there.
 *
 * A failed idle fetch (offline, the chunk not in the service worker's cache) leaves the part out;
 * the next opening or page tries again.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { when: "idle"; fallback?: ReactNode },
): Deferred<IdleProps<P>>;
export function deferred<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
  options: { when: "open" },
): Deferred<P>;
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, fallback: defaultFallback = null }: { when: "idle" | "open"; fallback?: ReactNode },
): Deferred<IdleProps<P>> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // React.lazy keeps a failure: the next opening gets a new one, which fetches again.
        pending = undefined;
        Part = part();
        throw new FetchFailed("A deferred part's code could not be fetched", { cause: error });
      },
    ));
  // Once the code is there, React.lazy takes it in the same render (a thenable that resolves at
  // once) instead of suspending for one more tick.
  const part = () =>
    lazy(() =>
      loaded ? ({ then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as never) : preload(),
    );
  let Part = part();

  function useArrived(wanted: boolean): boolean {
    const hydrated = useHydrated();
    const [arrived, setArrived] = useState(false);
    useEffect(() => {
      if (!wanted || loaded) return;
      let active = true;
      const cancel = whenIdle(() => {
        preload().then(() => {
          if (active) startTransition(() => setArrived(true));
        }, ignore);
      });
      return () => {
        active = false;
        cancel();
      };
    }, [wanted]);
    return hydrated && wanted && (arrived || loaded !== undefined);
  }

  function DeferredOnIdle({ fallback = defaultFallback, wanted = true, ...props }: IdleProps<P>) {
    if (!useArrived(wanted)) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...(props as P)} />
      </Suspense>
    );
  }

  function DeferredOnOpen(props: P & { open: boolean }) {
    const arrived = useArrived(true);
    const hydrated = useHydrated();
    const [opened, setOpened] = useState(0);
    // Each opening while the code is missing is a new try (a fetch that failed is not kept).
    const [wasOpen, setWasOpen] = useState(false);
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open && !loaded) setOpened(opened + 1);
    }
    if (!hydrated || !(opened > 0 || arrived)) return null;
    return (
      <UnlessFetchFailed key={opened}>
        <Suspense fallback={null}>
          <Part {...(props as P)} />
        </Suspense>
      </UnlessFetchFailed>
    );
  }

  const component = (when === "open" ? DeferredOnOpen : DeferredOnIdle) as Deferred<IdleProps<P>>;
  component.preload = preload;
  return component;
}
