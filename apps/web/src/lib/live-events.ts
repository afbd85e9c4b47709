import type { LiveEvent, LiveEventPayload, LiveEventType } from '@premium-shop/domain/live-events';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * The tab's live events, as pages hear them: the one stream of the signed-in tab
 * (lib/live-events-provider.tsx, lib/live-stream.ts) publishes each event here, and a screen
 * subscribes to the types it shows. Kept free of the stream's code, so a page may ask without
 * shipping it: the stream loads only once someone signs in.
 */
type Handler = (event: LiveEvent) => void;

const handlers = new Map<LiveEventType, Set<Handler>>();
const openListeners = new Set<() => void>();
let isOpen = false;

/** Calls `handler` with every event of `type` the stream delivers, until the returned function is called. */
export function subscribeLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (event: LiveEvent<T>) => void,
): () => void {
  const forType = handlers.get(type) ?? new Set<Handler>();
  handlers.set(type, forType);
  const untyped = handler as Handler;
  forType.add(untyped);
  return () => {
    forType.delete(untyped);
  };
}

/** Hands an event of the stream to its subscribers. */
export function publishLiveEvent(event: LiveEvent): void {
  for (const handler of [...(handlers.get(event.type) ?? [])]) handler(event);
}

/** Whether the tab's stream is open now (the bell polls more slowly while it is). */
export function isLiveStreamOpen(): boolean {
  return isOpen;
}

export function setLiveStreamOpen(open: boolean): void {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of openListeners) listener();
}

function subscribeOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => {
    openListeners.delete(listener);
  };
}

/** Whether the tab's stream is open, re-rendering when it opens or is lost. */
export function useLiveStreamOpen(): boolean {
  return useSyncExternalStore(subscribeOpen, isLiveStreamOpen, () => false);
}

/** Runs `onEvent` with the payload of every event of `type` while the calling component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  onEvent: (data: LiveEventPayload<T>, event: LiveEvent<T>) => void,
): void {
  const handle = useEffectEvent((event: LiveEvent<T>) => onEvent(event.data, event));
  useEffect(() => subscribeLiveEvent(type, handle), [type]);
}
