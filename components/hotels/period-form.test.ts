import { describe, expect, it } from "vitest";
import type { PeriodPricingDto } from "@/lib/period-pricings/schemas";
import { periodFormValue, periodSaveBody } from "./period-form";

const roomTypes = [
  { id: 1, type: "Singola", capacity: 1 },
  { id: 2, type: "Doppia", capacity: 2 },
];

const period: PeriodPricingDto = {
  id: 9,
  eventId: 4,
  event: { id: 4 },
  location: { id: 30, name: "Hotel Royal" },
  checkIn: "2031-05-10T00:00:00",
  checkOut: "2031-05-13T00:00:00",
  dailyTax: "3.50",
  roomPricings: [
    {
      id: 70,
      roomType: { id: 2, type: "Doppia", capacity: 2 },
      sellPrice: "120.00",
      cost: "80.00",
      costNotSell: "40.00",
      costStaff: "60.00",
      availability: 10,
      alertAvailability: "Warning",
      isAvailabilityEditable: true,
      dailyAvailabilities: [
        { day: "2031-05-10T00:00:00", availability: 10, totalAvailability: 10 },
        { day: "2031-05-11T00:00:00", availability: 4, totalAvailability: 4 },
        { day: "2031-05-12T00:00:00", availability: 10, totalAvailability: 10 },
      ],
    },
  ],
};

describe("periodFormValue", () => {
  it("has every room type, enabled where the period prices it, with its overrides", () => {
    const form = periodFormValue(period, roomTypes);
    expect(form).toEqual({
      checkIn: "2031-05-10",
      checkOut: "2031-05-13",
      hotel: { id: 30, name: "Hotel Royal" },
      dailyTax: "3.50",
      rooms: [
        {
          roomTypeId: 1,
          enabled: false,
          sellPrice: null,
          cost: null,
          costNotSell: null,
          costStaff: null,
          availability: null,
          overrides: [],
        },
        {
          roomTypeId: 2,
          enabled: true,
          sellPrice: "120.00",
          cost: "80.00",
          costNotSell: "40.00",
          costStaff: "60.00",
          availability: 10,
          overrides: [{ day: "2031-05-11", availability: 4 }],
        },
      ],
    });
  });

  it("starts a new period empty", () => {
    const form = periodFormValue(null, roomTypes);
    expect(form.hotel).toBeNull();
    expect(form.rooms.every((room) => !room.enabled)).toBe(true);
  });
});

describe("periodSaveBody", () => {
  it("sends the enabled room types with their overrides as API dates", () => {
    const body = periodSaveBody(9, 4, periodFormValue(period, roomTypes));
    expect(body).toEqual({
      id: 9,
      event: { id: 4 },
      location: { id: 30 },
      checkIn: "2031-05-10T00:00:00",
      checkOut: "2031-05-13T00:00:00",
      dailyTax: "3.50",
      roomPricings: [
        {
          roomType: { id: 2 },
          sellPrice: "120.00",
          cost: "80.00",
          costNotSell: "40.00",
          costStaff: "60.00",
          availability: 10,
          dailyAvailabilities: [{ day: "2031-05-11T00:00:00", availability: 4 }],
        },
      ],
    });
  });

  it("drops overrides of nights the period no longer covers, and sends 0 for an empty availability", () => {
    const form = periodFormValue(period, roomTypes);
    const shortened = {
      ...form,
      checkIn: "2031-05-12",
      rooms: form.rooms.map((room) => ({ ...room, enabled: true, availability: room.availability })),
    };
    const body = periodSaveBody(null, 4, shortened);
    expect(body.roomPricings.map((room) => room.dailyAvailabilities)).toEqual([[], []]);
    expect(body.roomPricings[0]!.availability).toBe(0);
    expect(periodSaveBody(null, 4, { ...form, hotel: null, checkIn: "" })).toMatchObject({
      location: null,
      checkIn: null,
    });
  });
});
