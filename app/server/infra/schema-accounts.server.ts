// The people: the tables Better Auth keeps its users, sessions, accounts and request limits in,
// and each person's role.
import { boolean, check, index, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { ROLES, type Role } from "../../lib/vocabulary";
import { createdAt, oneOf, timestamps, timestamptz } from "./schema-columns.server";

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
  /** The language the person uses the site in ("en", "es"): their e-mails are written in it. */
  locale: text("locale").notNull().default("en"),
});

/** The account a row belongs to: the row goes when the account is deleted. */
export const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** The account that did something (created, decided, moderated): null once that account is deleted. */
export const userOrNull = (name: string) => text(name).references((): AnyPgColumn => user.id, { onDelete: "set null" });

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownerId(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownerId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** One row per user; no row means role "user". */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull().default("user"),
    createdAt: createdAt(),
  },
  (t) => [check("user_roles_role_check", oneOf(t.role, ROLES))],
);
