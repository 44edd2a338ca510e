// @vitest-environment jsdom
import { DEFAULT_TIMINGS } from "@riddlebook/rules";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { durationText } from "../lib/format";
import { createQueryClient } from "../lib/query-client";
import { fakeServer } from "../test-support/fake-server";
import { useServerTimings } from "./use-server-timings";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function WritingTime() {
  return <p data-testid="time">{durationText(useServerTimings().writingMs)}</p>;
}

describe("useServerTimings", () => {
  it("says the writing time this server is configured with, not the rules' default", async () => {
    fakeServer({ "GET /api/settings": () => ({ timings: { ...DEFAULT_TIMINGS, writingMs: 150_000 } }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <WritingTime />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId("time").textContent).toBe("3 minutes");
    expect(await screen.findByText("2 minutes 30 seconds")).toBeTruthy();
  });
});
