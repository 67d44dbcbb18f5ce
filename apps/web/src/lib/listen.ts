// The browser events a component listens to while it is shown: `listen` adds a listener and returns
// what removes it; `stopAll` makes one effect cleanup of several.
type Stop = () => void;

export function listen<K extends keyof DocumentEventMap>(target: Document, type: K, listener: (event: DocumentEventMap[K]) => void): Stop;
export function listen<K extends keyof WindowEventMap>(target: Window, type: K, listener: (event: WindowEventMap[K]) => void): Stop;
export function listen(target: EventTarget, type: string, listener: (event: never) => void): Stop {
  const handler = listener as EventListener;
  target.addEventListener(type, handler);
  return () => target.removeEventListener(type, handler);
}

export function stopAll(...stops: Stop[]): Stop {
  return () => stops.forEach((stop) => stop());
}
