"use client";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import { Button, Paper, Stack, Typography } from "@mui/material";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useAuth } from "@/components/auth/AuthProvider";
import type { PermissionCode } from "@/lib/auth/permission-codes";

/** The page shown instead of a screen the user's permissions do not open (DOMAIN.md "Access"). */
export function NoAccess() {
  const t = useTranslations("common");
  return (
    <Paper sx={{ p: 4 }} data-testid="no-access">
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <LockOutlinedIcon color="action" fontSize="large" />
        <Typography variant="h5" component="h1">
          {t("noAccessTitle")}
        </Typography>
        <Typography>{t("noAccessText")}</Typography>
        <Button component={Link} href="/">
          {t("home")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** True when the user holds one of `anyOf` (a Master holds them all). */
export function usePermissionGate(anyOf: readonly PermissionCode[]): boolean {
  const { can } = useAuth();
  return anyOf.some((code) => can(code));
}

/** Renders `children` only with one of `anyOf`; otherwise nothing, or `fallback`. */
export function IfAllowed({
  anyOf,
  fallback = null,
  children,
}: {
  anyOf: readonly PermissionCode[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return usePermissionGate(anyOf) ? <>{children}</> : <>{fallback}</>;
}
