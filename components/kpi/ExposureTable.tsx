"use client";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Chip from "@mui/material/Chip";
import { Tooltip } from "@/components/common/Tooltip";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatEuro } from "@/lib/client/format";
import table from "@/components/common/PlainTable.module.css";
import type { ExposureDto } from "@/lib/kpi/schemas";
import styles from "./KpiDetail.module.css";

type RoomTypeExposure = ExposureDto["hotels"][number]["roomTypes"][number];

/** One room type's nights to come: allotment, booked, free, unsold cost, expected pickup and release flag. */
export function ExposureTable({
  hotelName,
  roomType,
  predicted,
}: {
  hotelName: string;
  roomType: RoomTypeExposure;
  predicted: boolean;
}) {
  const t = useTranslations("kpi");
  const locale = useLocale();
  return (
    <div data-testid="exposure-room-type">
      <p className={`${styles.subtitle2} ${styles.roomTypeTotal}`}>
        {predicted
          ? t("exposure.totalExpected", {
              type: roomType.type,
              cost: formatEuro(roomType.unsoldCost, locale),
              expected: formatEuro(roomType.expectedUnsoldCost, locale),
            })
          : t("exposure.total", { type: roomType.type, cost: formatEuro(roomType.unsoldCost, locale) })}
      </p>
      {/* Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too. */}
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={`${t("exposure.title")}: ${hotelName}, ${roomType.type}`}
      >
        <table className={table.table}>
          <thead>
            <tr>
              <th>{t("exposure.night")}</th>
              <th className={table.num}>{t("exposure.allotted")}</th>
              <th className={table.num}>{t("exposure.booked")}</th>
              <th className={table.num}>{t("exposure.free")}</th>
              <th className={table.num}>{t("exposure.unsoldCost")}</th>
              {predicted && <th className={table.num}>{t("exposure.expectedBooked")}</th>}
              {predicted && <th className={table.num}>{t("exposure.expectedUnsoldCost")}</th>}
            </tr>
          </thead>
          <tbody>
            {roomType.nights.map((night) => (
              <tr key={night.night}>
                <td>
                  <div className={styles.nightCell}>
                    {formatDate(night.night, locale)}
                    {night.releaseAdvised && (
                      <Tooltip title={t("exposure.releaseTip")}>
                        {/* Outlined with dark text: white on the warning orange is below 4.5:1 (axe). */}
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          sx={{ "& .MuiChip-label": { color: "text.primary" } }}
                          icon={<WarningAmberIcon />}
                          label={t("exposure.release")}
                          data-testid="exposure-release"
                        />
                      </Tooltip>
                    )}
                  </div>
                </td>
                <td className={table.num}>{night.allotted}</td>
                <td className={table.num}>{night.booked}</td>
                <td className={table.num}>{night.free}</td>
                <td className={table.num}>{formatEuro(night.unsoldCost, locale)}</td>
                {predicted && <td className={table.num}>{night.expectedBooked}</td>}
                {predicted && (
                  <td className={table.num}>
                    {formatEuro(night.expectedUnsoldCost, locale)} ({formatEuro(night.lowUnsoldCost, locale)}{" "}
                    - {formatEuro(night.highUnsoldCost, locale)})
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The exposure of every hotel, for the Dettaglio tab. */
export function ExposureSection({ exposure }: { exposure: ExposureDto }) {
  const t = useTranslations("kpi");
  return (
    <div className={styles.mediumStack} data-testid="kpi-exposure">
      <h2 className={styles.h6}>{t("exposure.title")}</h2>
      <p className={styles.secondary}>
        {t("exposure.hint")} {!exposure.predicted && t("exposure.noPrediction")}
      </p>
      {exposure.hotels.length === 0 && <p className={styles.body1}>{t("exposure.none")}</p>}
      {exposure.hotels.map((hotel) => (
        <div key={hotel.id} className={styles.smallStack}>
          <h3 className={styles.subtitle1}>{hotel.name}</h3>
          {hotel.roomTypes.map((roomType) => (
            <ExposureTable
              key={roomType.id}
              hotelName={hotel.name}
              roomType={roomType}
              predicted={exposure.predicted}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
