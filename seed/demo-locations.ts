import { eq, sql } from "drizzle-orm";
import { searchKey } from "@/lib/names/fold-name";
import type { Tx } from "@/db/client";
import { locationGroups, locationRoomTypeInfo, locations, roomTypes } from "@/db/schema";

type DemoLocation = {
  name: string;
  type: "Hotel" | "BedAndBreakfast" | "HotelAndCasino" | "Casino";
  group: string;
  email: string;
  phonePrefix: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  stateProvince: string;
  country: string;
  vatNumber: string;
  vat: string;
  info?: string;
  guestsForCommunications?: boolean;
  /** Notes by room type name (reference room types). */
  notes?: Record<string, string>;
};

const RIVIERA = "Riviera e Valle d'Aosta";
const NORD_EST = "Venezia e Laghi";

const DEMO_LOCATIONS: DemoLocation[] = [
  {
    name: "Grand Hotel Riviera dei Fiori",
    type: "Hotel",
    group: RIVIERA,
    email: "booking@rivieradeifiori.example.it",
    phonePrefix: "+39",
    phone: "0184 531000",
    address: "Corso Imperatrice 80",
    city: "Sanremo",
    zipCode: "18038",
    stateProvince: "IM",
    country: "Italia",
    vatNumber: "01234560081",
    vat: "10.00",
    info: "A 300 m dal Casinò. Colazione dalle 7 alle 11. Parcheggio convenzionato.",
    guestsForCommunications: true,
    notes: { Doppia: "Letto matrimoniale o due letti su richiesta", Suite: "Vista mare con terrazzo" },
  },
  {
    name: "B&B Villa Ormond",
    type: "BedAndBreakfast",
    group: RIVIERA,
    email: "info@villaormond-bb.example.it",
    phonePrefix: "+39",
    phone: "0184 507700",
    address: "Corso Cavallotti 29",
    city: "Sanremo",
    zipCode: "18038",
    stateProvince: "IM",
    country: "Italia",
    vatNumber: "01234570082",
    vat: "10.00",
    notes: { Singola: "Bagno condiviso al piano", Doppia: "Bagno privato" },
  },
  {
    name: "Casinò di Sanremo",
    type: "Casino",
    group: RIVIERA,
    email: "eventi@casinosanremo.example.it",
    phonePrefix: "+39",
    phone: "0184 5951",
    address: "Corso degli Inglesi 18",
    city: "Sanremo",
    zipCode: "18038",
    stateProvince: "IM",
    country: "Italia",
    vatNumber: "00123450089",
    vat: "22.00",
    info: "Sala torneo al primo piano; registrazione giocatori al desk principale.",
  },
  {
    name: "Grand Hotel Saint-Vincent",
    type: "HotelAndCasino",
    group: RIVIERA,
    email: "reservations@gh-saintvincent.example.it",
    phonePrefix: "+39",
    phone: "0166 5231",
    address: "Viale IV Novembre 72",
    city: "Saint-Vincent",
    zipCode: "11027",
    stateProvince: "AO",
    country: "Italia",
    vatNumber: "00987650071",
    vat: "10.00",
    guestsForCommunications: true,
    notes: {
      Doppia: "Collegamento interno con il casinò",
      Tripla: "Terzo letto aggiunto",
      Suite: "Area benessere inclusa",
    },
  },
  {
    name: "Hotel Laguna Palace",
    type: "Hotel",
    group: NORD_EST,
    email: "booking@lagunapalace.example.it",
    phonePrefix: "+39",
    phone: "041 8296111",
    address: "Viale Ancona 2",
    city: "Venezia",
    zipCode: "30172",
    stateProvince: "VE",
    country: "Italia",
    vatNumber: "03456780277",
    vat: "10.00",
    info: "Navetta gratuita per il Casinò di Ca' Noghera ogni 30 minuti.",
    guestsForCommunications: true,
    notes: { Singola: "Uso singola di camera doppia", Quadrupla: "Due camere comunicanti" },
  },
  {
    name: "Casinò di Venezia Ca' Noghera",
    type: "Casino",
    group: NORD_EST,
    email: "poker@casinovenezia.example.it",
    phonePrefix: "+39",
    phone: "041 5297111",
    address: "Via Paliaga 4/8",
    city: "Venezia",
    zipCode: "30173",
    stateProvince: "VE",
    country: "Italia",
    vatNumber: "02345670271",
    vat: "22.00",
  },
  {
    name: "Hotel Lago di Lugano",
    type: "Hotel",
    group: NORD_EST,
    email: "info@hotellagolugano.example.it",
    phonePrefix: "+39",
    phone: "031 8480111",
    address: "Piazzale Maestri Campionesi 3",
    city: "Campione d'Italia",
    zipCode: "22061",
    stateProvince: "CO",
    country: "Italia",
    vatNumber: "02987650131",
    vat: "10.00",
    notes: { Doppia: "Vista lago su richiesta (supplemento)" },
  },
  {
    name: "Hotel Perla Nova Gorica",
    type: "HotelAndCasino",
    group: NORD_EST,
    email: "booking@perla-novagorica.example.si",
    phonePrefix: "+386",
    phone: "5 336 3000",
    address: "Kidričeva ulica 7",
    city: "Nova Gorica",
    zipCode: "5000",
    stateProvince: "Goriška",
    country: "Slovenia",
    vatNumber: "SI12345678",
    vat: "9.50",
    info: "Check-in dalle 14; documento d'identità obbligatorio per l'accesso al casinò.",
    guestsForCommunications: true,
    notes: { Doppia: "Letti separati disponibili", Suite: "Jacuzzi in camera" },
  },
];

/** The demo hotels' names (tests check the seed by them). */
export const DEMO_LOCATION_NAMES = DEMO_LOCATIONS.map((location) => location.name);

/** Demo hotels in Italian casino towns and nearby, in two groups. Idempotent by name. */
export async function seedDemoLocations(tx: Tx): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const name of [RIVIERA, NORD_EST]) {
    const [existing] = await tx
      .select({ id: locationGroups.id })
      .from(locationGroups)
      .where(eq(sql`lower(${locationGroups.name})`, name.toLowerCase()));
    const id =
      existing?.id ??
      (await tx.insert(locationGroups).values({ name }).returning({ id: locationGroups.id }))[0]!.id;
    groupIds.set(name, id);
  }
  const types = await tx.select({ id: roomTypes.id, type: roomTypes.type }).from(roomTypes);
  for (const { group, notes, ...location } of DEMO_LOCATIONS) {
    const [existing] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, location.name));
    if (existing) continue;
    const [created] = await tx
      .insert(locations)
      .values({ ...location, locationGroupId: groupIds.get(group)!, searchKey: searchKey([location.name]) })
      .returning({ id: locations.id });
    const rows = Object.entries(notes ?? {}).flatMap(([type, information]) => {
      const roomType = types.find((candidate) => candidate.type === type);
      return roomType ? [{ locationId: created!.id, roomTypeId: roomType.id, information }] : [];
    });
    if (rows.length) await tx.insert(locationRoomTypeInfo).values(rows);
  }
}
