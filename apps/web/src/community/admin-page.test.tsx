// @vitest-environment jsdom
import type { AdminUser, AuditEntry } from "@riddlebook/protocol";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import Admin from "../pages/admin";
import type { fakeServer } from "../test-support/fake-server";
import { dismissToast, getToasts } from "../toast/toast-store";
import { renderAs } from "./test-support";

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function adminUser(overrides: Partial<AdminUser> & { id: string; username: string }): AdminUser {
  return {
    email: `${overrides.username}@example.com`,
    role: "player",
    isGuest: false,
    createdAt: 1,
    ...overrides,
  };
}

function entry(id: string, detail: string): AuditEntry {
  return {
    id,
    kind: "role_change",
    actorId: "u-me",
    actorName: "mia",
    targetType: "user",
    targetId: "u-x",
    detail,
    note: null,
    createdAt: 1_900_000_000_000,
  };
}

const bo = adminUser({ id: "u-bo", username: "bo" });
const cy = adminUser({ id: "u-cy", username: "cy", role: "moderator" });
const root = adminUser({ id: "u-root", username: "root", role: "admin" });

function setup(routes: Parameters<typeof fakeServer>[0] = {}) {
  const rendered = renderAs("admin", <Admin />, {
    path: "/admin",
    routes: {
      "GET /api/admin/users": () => [bo, cy, root],
      "GET /api/admin/audit": () => ({ entries: [entry("a2", "cy: player → moderator")], nextCursor: "c1" }),
      "GET /api/admin/audit?cursor=c1": () => ({
        entries: [entry("a1", "zed: moderator → player")],
        nextCursor: null,
      }),
      ...routes,
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

describe("the admin page", () => {
  it("shows a moderator the 403 page, not the users", () => {
    renderAs("moderator", <Admin />, { path: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: "403: Access denied" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Users" })).toBeNull();
  });

  it("makes a player a moderator and takes the role back; admins are not changeable here", async () => {
    const { user, server } = setup({
      "PATCH /api/admin/users/u-bo/role": (body) => ({ ...bo, role: (body as { role: string }).role }),
      "PATCH /api/admin/users/u-cy/role": (body) => ({ ...cy, role: (body as { role: string }).role }),
    });
    const boRow = within(await screen.findByTestId("user-u-bo"));
    expect(boRow.getByText("player")).toBeTruthy();
    const rootRow = within(screen.getByTestId("user-u-root"));
    expect(rootRow.getByText("Admins are granted by the operator.")).toBeTruthy();
    expect(rootRow.queryByRole("button")).toBeNull();

    await user.click(boRow.getByRole("button", { name: "Make moderator: bo" }));
    await waitFor(() => expect(boRow.getByText("moderator")).toBeTruthy());
    expect(getToasts()[0]?.description).toBe("bo is now a moderator.");
    expect(boRow.getByRole("button", { name: "Remove moderator: bo" })).toBeTruthy();

    await user.click(
      within(screen.getByTestId("user-u-cy")).getByRole("button", { name: "Remove moderator: cy" }),
    );
    await waitFor(() => expect(within(screen.getByTestId("user-u-cy")).getByText("player")).toBeTruthy());
    expect(server.calls.filter((c) => c.method === "PATCH").map((c) => [c.url, c.body])).toEqual([
      ["/api/admin/users/u-bo/role", { role: "moderator" }],
      ["/api/admin/users/u-cy/role", { role: "player" }],
    ]);
    // The audit list is read again after a change.
    await waitFor(() => expect(server.callsTo("GET /api/admin/audit").length).toBe(3));
  });

  it("searches users by name or e-mail", async () => {
    const { user } = setup({ "GET /api/admin/users?query=cy": () => [cy] });
    await screen.findByTestId("user-u-bo");
    await user.type(screen.getByLabelText("Search by name or e-mail"), "cy");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.queryByTestId("user-u-bo")).toBeNull());
    expect(screen.getByTestId("user-u-cy")).toBeTruthy();
  });

  it("lists the audit newest first, with Load more", async () => {
    const { user } = setup();
    await screen.findAllByTestId("audit-entry");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("audit-entry").length).toBe(2));
    expect(
      screen.getAllByTestId("audit-entry").map((li) => li.textContent?.includes("cy: player → moderator")),
    ).toEqual([true, false]);
  });
});
