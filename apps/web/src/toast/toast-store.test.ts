import { afterEach, describe, expect, it, vi } from "vitest";
import { carryToastAcrossNavigation, dismissToast, getToasts, restoreCarriedToast } from "./toast-store";

/** A Storage with the same contract as the browser's sessionStorage, for this Node test run. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe("a toast carried across a full navigation", () => {
  it("is shown once on the next page load, then forgotten", () => {
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    carryToastAcrossNavigation({
      title: "Unauthorized",
      description: "You are logged out.",
      variant: "destructive",
    });
    restoreCarriedToast();
    expect(getToasts()[0]).toMatchObject({
      title: "Unauthorized",
      description: "You are logged out.",
      open: true,
    });
    dismissToast();
    restoreCarriedToast();
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
  });

  it("is dropped when it is stale or malformed", () => {
    const storage = new MemoryStorage();
    vi.stubGlobal("sessionStorage", storage);
    carryToastAcrossNavigation({ title: "Old news" });
    restoreCarriedToast(Date.now() + 60_000);
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
    storage.setItem("riddlebook.carriedToast", "{not json");
    restoreCarriedToast();
    storage.setItem("riddlebook.carriedToast", JSON.stringify({ title: 42, at: Date.now() }));
    restoreCarriedToast();
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
  });

  it("does nothing when storage is unavailable", () => {
    vi.stubGlobal("sessionStorage", undefined);
    expect(() => carryToastAcrossNavigation({ title: "x" })).not.toThrow();
    expect(() => restoreCarriedToast()).not.toThrow();
  });
});
