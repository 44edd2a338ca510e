/**
 * An object that answers every read from `current()` at the time of the read: what a suite body,
 * run when the suite is declared, holds for a thing its hooks make later (a test app per case, a
 * server per file). Reading it before the thing exists (outside a test or hook) throws, naming `what`.
 */
export function standIn<T extends object>(what: string, current: () => T | undefined): T {
  const now = (): T => {
    const value = current();
    if (value === undefined) throw new Error(`${what} does not exist yet: use it inside a test or hook`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(now(), key),
    has: (_target, key) => Reflect.has(now(), key),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(now(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
