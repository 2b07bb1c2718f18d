"use client";
import WifiOffIcon from "@mui/icons-material/WifiOff";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

export function OfflineNotice() {
  const t = useTranslations("shell");
  const router = useRouter();
  async function retry() {
    try {
      const response = await fetch("/api/ping", { cache: "no-store" });
      if (response.ok) router.replace("/");
    } catch {
      // still offline
    }
  }
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 480 }}>
        <WifiOffIcon sx={{ fontSize: 64 }} color="disabled" />
        <Typography variant="h6" component="h1">
          {t("offline")}
        </Typography>
        <Button onClick={retry}>{t("retry")}</Button>
      </Stack>
    </Box>
  );
}
