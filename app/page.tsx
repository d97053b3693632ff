import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/get-session-user";

export default async function Home() {
  redirect((await getSessionUser()) ? "/projects" : "/sign-in");
}
