// What the runner sets up once and hands to every group of attacks.
import type pg from "pg";
import type { UserDto } from "@/lib/users/user-dto";
import type { NextServer } from "../../concurrency/start-next-server";
import type { CookieJar } from "../browser-session";

/** Runs one named check and records its verdict; a throw counts as a failure. */
type Check = (name: string, fn: () => Promise<[boolean, string]>) => Promise<void>;

export type AttackContext = {
  check: Check;
  base: string;
  /** Another port of the same host: same-site, but not Accord's origin. */
  evilOrigin: string;
  /** Every user made in set-up signs in with it. */
  password: string;
  newUser: (role: "admin" | "lead" | "annotator", name: string) => Promise<UserDto>;
  admin: UserDto;
  /** Kept for the throttle check alone, so its lock-out touches no other user. */
  victim: UserDto;
  /** The admin's signed-in cookies. */
  jar: CookieJar;
  server: NextServer;
  database: { url: string; stop: () => Promise<void> };
  db: pg.Client;
};
