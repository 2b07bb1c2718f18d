import { and, eq } from "drizzle-orm";
import { personSearchKey } from "@/lib/names/fold-name";
import type { Tx } from "@/db/client";
import { customers } from "@/db/schema";

type DemoCustomer = {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  phonePrefix?: string;
  city?: string;
  country?: string;
  birthDate?: string;
  taxCode?: string;
  rating?: number;
  notes?: string;
  isFake?: boolean;
  privacy?: boolean;
  marketingPrivacy?: boolean;
};

/** Players of the demo festivals: mostly Italian, some from abroad, with varied data. */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    firstName: "Giuseppe",
    lastName: "Esposito",
    email: "giuseppe.esposito@example.it",
    phone: "333 1002001",
    city: "Napoli",
    country: "Italia",
    birthDate: "1978-03-14",
    taxCode: "SPSGPP78C14F839X",
    rating: 5,
    notes: "Giocatore abituale dei Main Event, preferisce camere al piano alto",
    privacy: true,
    marketingPrivacy: true,
  },
  {
    firstName: "Francesca",
    lastName: "Romano",
    email: "francesca.romano@example.it",
    phone: "347 2003002",
    city: "Roma",
    country: "Italia",
    birthDate: "1985-11-02",
    rating: 4,
    privacy: true,
  },
  {
    firstName: "Alessandro",
    lastName: "Colombo",
    email: "a.colombo@example.it",
    phone: "340 3004003",
    city: "Milano",
    country: "Italia",
    rating: 3,
    privacy: true,
    marketingPrivacy: true,
  },
  {
    firstName: "Chiara",
    lastName: "Ricci",
    email: "chiara.ricci@example.it",
    city: "Torino",
    country: "Italia",
    rating: 2,
    privacy: true,
  },
  {
    firstName: "Matteo",
    lastName: "Marino",
    phone: "329 5006005",
    city: "Palermo",
    country: "Italia",
    rating: 4,
  },
  {
    firstName: "Sara",
    lastName: "Greco",
    email: "sara.greco@example.it",
    phone: "338 6007006",
    city: "Bari",
    country: "Italia",
    birthDate: "1992-06-21",
    privacy: true,
  },
  {
    firstName: "Lorenzo",
    lastName: "Bruno",
    email: "lorenzo.bruno@example.it",
    phone: "335 7008007",
    city: "Genova",
    country: "Italia",
    rating: 1,
    notes: "Ha chiesto di non essere contattato per le promozioni",
    privacy: true,
  },
  {
    firstName: "Valentina",
    lastName: "Gallo",
    email: "valentina.gallo@example.it",
    city: "Bologna",
    country: "Italia",
    rating: 3,
  },
  {
    firstName: "Davide",
    lastName: "Conti",
    phone: "346 9010009",
    city: "Firenze",
    country: "Italia",
    rating: 0,
    notes: "Due prenotazioni non saldate nel 2024",
  },
  {
    firstName: "Elena",
    lastName: "De Luca",
    email: "elena.deluca@example.it",
    city: "Verona",
    country: "Italia",
  },
  {
    firstName: "Simone",
    lastName: "Mancini",
    email: "simone.mancini@example.it",
    phone: "320 1112011",
    city: "Sanremo",
    country: "Italia",
    birthDate: "1969-01-30",
    rating: 5,
    privacy: true,
    marketingPrivacy: true,
  },
  {
    firstName: "Martina",
    lastName: "Costa",
    phone: "349 1213012",
    city: "Venezia",
    country: "Italia",
    rating: 2,
  },
  {
    firstName: "Andrea",
    lastName: "Giordano",
    email: "andrea.giordano@example.it",
    phone: "331 1314013",
    city: "Saint-Vincent",
    country: "Italia",
    rating: 4,
  },
  { firstName: "Giulia", lastName: "Rizzo", city: "Campione d'Italia", country: "Italia" },
  {
    firstName: "Federico",
    lastName: "Lombardi",
    email: "federico.lombardi@example.it",
    phone: "366 1516015",
    city: "Como",
    country: "Italia",
    rating: 3,
    privacy: true,
  },
  {
    firstName: "Anna Maria",
    lastName: "D'Angelo",
    email: "annamaria.dangelo@example.it",
    phone: "328 1617016",
    city: "Pescara",
    country: "Italia",
    birthDate: "1958-09-09",
    rating: 5,
  },
  { firstName: "Roberto", lastName: "Barbieri", phone: "339 1718017", city: "Modena", country: "Italia" },
  {
    firstName: "Paola",
    lastName: "Fontana",
    email: "paola.fontana@example.it",
    city: "Trieste",
    country: "Italia",
    rating: 1,
  },
  // From abroad.
  {
    firstName: "Luka",
    lastName: "Novak",
    email: "luka.novak@example.si",
    phone: "41 234567",
    phonePrefix: "+386",
    city: "Nova Gorica",
    country: "Slovenia",
    rating: 4,
    privacy: true,
  },
  {
    firstName: "Ana",
    lastName: "Horvat",
    email: "ana.horvat@example.hr",
    phone: "91 3456789",
    phonePrefix: "+385",
    city: "Zagabria",
    country: "Croazia",
    rating: 3,
  },
  {
    firstName: "Jean-Pierre",
    lastName: "Dubois",
    email: "jp.dubois@example.fr",
    phone: "6 12 34 56 78",
    phonePrefix: "+33",
    city: "Nizza",
    country: "Francia",
    birthDate: "1974-12-12",
    rating: 5,
  },
  {
    firstName: "Thomas",
    lastName: "Müller",
    email: "thomas.mueller@example.de",
    phone: "151 2345678",
    phonePrefix: "+49",
    city: "Monaco di Baviera",
    country: "Germania",
    rating: 2,
  },
  {
    firstName: "Stefan",
    lastName: "Gruber",
    email: "stefan.gruber@example.at",
    phonePrefix: "+43",
    city: "Vienna",
    country: "Austria",
  },
  {
    firstName: "Dmitri",
    lastName: "Ivanov",
    email: "d.ivanov@example.ru",
    phone: "912 3456789",
    phonePrefix: "+7",
    city: "Mosca",
    country: "Russia",
    rating: 4,
    notes: "Parla inglese, non italiano",
  },
  {
    firstName: "Piotr",
    lastName: "Kowalski",
    phone: "501 234 567",
    phonePrefix: "+48",
    city: "Cracovia",
    country: "Polonia",
  },
  {
    firstName: "Marco",
    lastName: "Keller",
    email: "marco.keller@example.ch",
    phone: "79 1234567",
    phonePrefix: "+41",
    city: "Lugano",
    country: "Svizzera",
    rating: 3,
  },
  {
    firstName: "Carlos",
    lastName: "García López",
    email: "carlos.garcia@example.es",
    phonePrefix: "+34",
    city: "Barcellona",
    country: "Spagna",
    rating: 1,
  },
  {
    firstName: "Oliver",
    lastName: "Smith",
    email: "oliver.smith@example.co.uk",
    phone: "7700 900123",
    phonePrefix: "+44",
    city: "Londra",
    country: "Regno Unito",
  },
  // Placeholders the desk uses for guests whose names are not known yet.
  {
    firstName: "Ospite",
    lastName: "Da Definire",
    notes: "Cliente fittizio per prenotazioni in attesa dei nominativi",
    isFake: true,
  },
  {
    firstName: "Staff",
    lastName: "Organizzazione",
    notes: "Cliente fittizio per le camere dello staff",
    isFake: true,
  },
];

/** Demo customers (idempotent: a customer with the same first and last name is not added again). */
export async function seedDemoCustomers(tx: Tx): Promise<void> {
  for (const customer of DEMO_CUSTOMERS) {
    const [existing] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.lastName, customer.lastName), eq(customers.firstName, customer.firstName)))
      .limit(1);
    if (existing) continue;
    await tx.insert(customers).values({
      ...customer,
      phonePrefix: customer.phonePrefix ?? "+39",
      rating: customer.rating ?? null,
      isFake: customer.isFake ?? false,
      privacy: customer.privacy ?? false,
      marketingPrivacy: customer.marketingPrivacy ?? false,
      searchKey: personSearchKey(customer),
    });
  }
}
