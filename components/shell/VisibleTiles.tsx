"use client";
import type { ReactNode } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import { visibleTiles, type HomeTile } from "./home-tiles";

/** Of the tiles the server drew, those the signed-in user's permissions open. */
export function VisibleTiles({ tiles }: { tiles: Record<HomeTile["key"], ReactNode> }) {
  const { state } = useAuth();
  const visible =
    state.status === "authenticated" ? visibleTiles(state.permissions, state.profile.type) : visibleTiles([]);
  return <>{visible.map((tile) => tiles[tile.key])}</>;
}
