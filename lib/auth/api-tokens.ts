import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionUser } from "./session-user";

const PREFIX = "acc_";
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The secret is returned once; only its hash is stored. */
export async function createApiToken(opts: {
  userId: number;
  name: string;
  ttlDays?: number;
}): Promise<{ id: string; token: string }> {
  const token = PREFIX + randomBytes(32).toString("base64url");
  const expiresAt = opts.ttlDays ? new Date(Date.now() + opts.ttlDays * 86_400_000) : null;
  const row = await db.apiToken.create({
    data: {
      userId: opts.userId,
      name: opts.name,
      tokenHash: hashToken(token),
      prefix: token.slice(0, 10),
      expiresAt,
    },
    select: { id: true },
  });
  return { id: row.id, token };
}

export async function userForApiToken(token: string): Promise<SessionUser | null> {
  if (!token.startsWith(PREFIX)) return null;
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: { id: true, email: true, name: true, role: true, isActive: true } },
    },
  });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt < new Date()) || !row.user.isActive)
    return null;
  // At most one write a minute per token: the hot path stays a single indexed read.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  const { isActive: _isActive, ...user } = row.user;
  return user;
}

export async function listApiTokens(opts: { userId: number }) {
  const rows = await db.apiToken.findMany({
    where: { userId: opts.userId },
    select: {
      id: true,
      name: true,
      prefix: true,
      createdAt: true,
      lastUsedAt: true,
      expiresAt: true,
      revokedAt: true,
    },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}

/** Only the token's owner (or an admin) may revoke it; returns false when nothing was revoked. */
export async function revokeApiToken(opts: {
  actor: SessionUser;
  tokenId: string;
}): Promise<boolean> {
  const res = await db.apiToken.updateMany({
    where: {
      id: opts.tokenId,
      revokedAt: null,
      ...(opts.actor.role === "admin" ? {} : { userId: opts.actor.id }),
    },
    data: { revokedAt: new Date() },
  });
  return res.count === 1;
}
