"use client";
import BackupIcon from "@mui/icons-material/Backup";
import EventIcon from "@mui/icons-material/Event";
import GroupsIcon from "@mui/icons-material/Groups";
import HotelIcon from "@mui/icons-material/Hotel";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import PeopleIcon from "@mui/icons-material/People";
import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import { Card, CardActionArea, CardContent, Typography } from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";
import { cell, formGrid } from "@/components/common/form-grid";
import { visibleTiles, type HomeTile } from "./home-tiles";

const ICONS: Record<HomeTile["key"], typeof EventIcon> = {
  events: EventIcon,
  customers: PeopleIcon,
  agents: SupportAgentIcon,
  users: GroupsIcon,
  locations: HotelIcon,
  backups: BackupIcon,
  guide: MenuBookIcon,
};

export function HomeTiles() {
  const t = useTranslations("home");
  const { state } = useAuth();
  const tiles =
    state.status === "authenticated" ? visibleTiles(state.permissions, state.profile.type) : visibleTiles([]);
  return (
    <>
      {/* The page's one h1 (axe page-has-heading-one): the tiles are its sections. */}
      <Typography component="h1" sx={visuallyHidden}>
        {t("title")}
      </Typography>
      <div className={formGrid()}>
        {tiles.map((tile) => {
          const Icon = ICONS[tile.key];
          return (
            <div key={tile.key} className={cell({ xs: 6, sm: 4, md: 3 })}>
              <Card>
                <CardActionArea
                  component={Link}
                  href={tile.href}
                  // The whole screen, server part and code, once the tile is in view.
                  prefetch
                  data-testid={`tile-${tile.key}`}
                >
                  <CardContent sx={{ textAlign: "center", py: 4 }}>
                    <Icon color="primary" sx={{ fontSize: 48 }} />
                    <Typography variant="h6">{t(tile.key)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </div>
          );
        })}
      </div>
    </>
  );
}
