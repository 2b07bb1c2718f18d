"use client";
import Link from "next/link";
import { useAuth } from "@/components/auth/AuthProvider";

/** The guide's way back: home when signed in, else the login page. */
export function GuideBackLink({
  className,
  toHome,
  toLogin,
}: {
  className?: string;
  toHome: string;
  toLogin: string;
}) {
  const { state } = useAuth();
  const signedIn = state.status === "authenticated";
  return (
    <Link href={signedIn ? "/" : "/login"} className={className}>
      {signedIn ? toHome : toLogin}
    </Link>
  );
}
