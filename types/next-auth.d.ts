import type { GlobalRole } from "@/lib/auth/permissions";

declare module "next-auth" {
  interface User {
    role: GlobalRole;
  }
  interface Session {
    user: { id: number; email: string; name: string; role: GlobalRole };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role: GlobalRole;
    /** The server-side session (table `sessions`) this JWT belongs to; set at sign-in. */
    sid?: string;
  }
}
