import { createPath, parsePath, type Path } from './path-matching';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A place in the history: its path, the state it was opened with, and a key of that entry. */
export interface Location<State = unknown> extends Path {
  state: State;
  /** 'default' for the entry a tab opened with (typed, a link from elsewhere); unique otherwise. */
  key: string;
}

export interface History {
  readonly location: Location;
  /** The entry's index in this tab's history of the shop (0 for the first). */
  readonly index: number;
  push(path: Path, state?: unknown): void;
  replace(path: Path, state?: unknown): void;
  go(delta: number): void;
  /** Called on back and forward, with the location the entry now is. */
  listen(listener: (location: Location) => void): () => void;
  createHref(path: Path): string;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function locationOf(path: Partial<Path>, state: unknown, key: string): Location {
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state, key };
}

/** What each entry keeps in `history.state`, in React Router's shape (`idx` is read by pages). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function entryState(): Partial<EntryState> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? state : {};
}

/** The browser's own history: the address bar, back and forward. */
export function createBrowserHistory(): History {
  const readLocation = () => {
    const { usr, key } = entryState();
    return locationOf(window.location, usr ?? null, key ?? 'default');
  };
  let location = readLocation();
  let index = entryState().idx ?? 0;
  if (entryState().idx === undefined) {
    window.history.replaceState({ ...entryState(), idx: index }, '');
  }
  const listeners = new Set<(location: Location) => void>();
  window.addEventListener('popstate', () => {
    location = readLocation();
    index = entryState().idx ?? 0;
    for (const listener of listeners) listener(location);
  });
  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push(path, state = null) {
      index += 1;
      const key = newKey();
      const entry: EntryState = { usr: state, key, idx: index };
      try {
        window.history.pushState(entry, '', createPath(path));
      } catch {
        // Safari limits pushState calls; a full load still reaches the page.
        window.location.assign(createPath(path));
        return;
      }
      location = locationOf(path, state, key);
    },
    replace(path, state = null) {
      const key = newKey();
      window.history.replaceState({ usr: state, key, idx: index } satisfies EntryState, '', createPath(path));
      location = locationOf(path, state, key);
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: createPath,
  };
}

/** A history kept in memory, for tests: starts at `initialEntries[initialIndex]`. */
export function createMemoryHistory(
  initialEntries: readonly (string | Partial<Path>)[] = ['/'],
  initialIndex = initialEntries.length - 1,
): History {
  const entries = initialEntries.map((entry, position) =>
    locationOf(
      typeof entry === 'string' ? parsePath(entry) : entry,
      null,
      position === 0 ? 'default' : newKey(),
    ),
  );
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    get index() {
      return index;
    },
    push(path, state = null) {
      index += 1;
      entries.splice(index, entries.length, locationOf(path, state, newKey()));
    },
    replace(path, state = null) {
      entries[index] = locationOf(path, state, newKey());
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      const location = entries[index]!;
      // The browser reports back and forward after the click's handler, never within it.
      queueMicrotask(() => {
        for (const listener of listeners) listener(location);
      });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: createPath,
  };
}
