"use client";
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link as MuiLink,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { StageLabel } from "@/components/shell/StageLabel";
import type { AuthData } from "@/lib/auth/schemas";
import { api } from "@/lib/client/api-client";
import { useAuth } from "./AuthProvider";

/** Only same-site paths may be restored after sign-in. */
function safeReturnUrl(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/login")
    ? value
    : "/";
}

export function LoginForm() {
  const t = useTranslations("login");
  const { state, signIn } = useAuth();
  const router = useRouter();
  const returnUrl = safeReturnUrl(useSearchParams().get("returnUrl"));
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A signed-in visitor has nothing to do here.
    if (state.status === "authenticated") router.replace(returnUrl);
  }, [state.status, returnUrl, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const auth = await api.post<AuthData>("/profiles/authenticate", { username, password });
      await signIn(auth, remember);
    } catch {
      // The Attenzione modal already shows the message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: "100%", maxWidth: 400 }} elevation={3}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/icons/logo.svg" alt="" width={40} height={40} />
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {t("title")}
            </Typography>
            <StageLabel />
          </Stack>
          <TextField
            label={t("username")}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
          />
          <TextField
            label={t("password")}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
            label={t("remember")}
          />
          <Button type="submit" size="large" disabled={!username.trim() || !password || busy}>
            {t("submit")}
          </Button>
          <MuiLink component={Link} href="/guide" sx={{ textAlign: "center" }}>
            {t("guide")}
          </MuiLink>
        </Stack>
      </Paper>
    </Box>
  );
}
