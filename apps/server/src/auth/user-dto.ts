import type { TestUser, User } from "@riddlebook/protocol";
import type { UserRecord } from "../db/repos/users";

/** The public shape of the current user (`userSchema`). Never carries the password hash. */
export function toUserDto(user: UserRecord): User {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    favoriteWordCategory: user.favoriteWordCategory,
    skillLevel: user.skillLevel,
    role: user.role,
    isGuest: user.isGuest,
    createdAt: new Date(user.createdAt).toISOString(),
    lastLoginAt: user.lastLoginAt === null ? null : new Date(user.lastLoginAt).toISOString(),
  };
}

export function toTestUserDto(user: UserRecord): TestUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
  };
}
