/**
 * A part of the app that loads on first use (the toast container, the confirmation dialogs): its code is fetched and
 * its host mounted at the app's root only once something asks for it, so visitors' first download stays within the
 * home page budget. `OnDemandHosts` (app/providers.tsx) mounts every requested host.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';

type Host = { key: string; Component: ComponentType };

const requested: Host[] = [];
const NONE: readonly Host[] = [];
let snapshot: readonly Host[] = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `load` fetches the module, `hostOf` picks its host component. `ready()` asks for the host and resolves with the
 * module once the host's effects have run (a listener the host registers in an effect is then in place).
 */
export function onDemand<M>(
  key: string,
  load: () => Promise<M>,
  hostOf: (module: M) => ComponentType,
): { ready: () => Promise<M> } {
  let markMounted!: () => void;
  const mounted = new Promise<void>((resolve) => (markMounted = resolve));
  const Mounted = () => {
    useEffect(markMounted, []);
    return null;
  };
  const Component = lazy(() =>
    load().then((module) => {
      const HostOf = hostOf(module);
      // A later sibling's effects run after the host's own: by then the host listens.
      return {
        default: () => (
          <>
            <HostOf />
            <Mounted />
          </>
        ),
      };
    }),
  );
  let asked = false;
  return {
    ready: async () => {
      if (!asked) {
        asked = true;
        requested.push({ key, Component });
        snapshot = [...requested];
        listeners.forEach((l) => l());
      }
      await mounted;
      return load();
    },
  };
}

/** Mounts the hosts asked for so far (none on the server, none before the first request). */
export function OnDemandHosts() {
  const hosts = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NONE,
  );
  return (
    <>
      {hosts.map(({ key, Component }) => (
        <Suspense key={key} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}
