/**
 * Names in other alphabets, as a festival desk meets them (docs/DECISIONS.md "Names in any
 * alphabet"): each customer and the searches that must find it, typed with and without the name's
 * own letters and case.
 */
export const NAME_TABLE: { firstName: string; lastName: string; queries: string[] }[] = [
  {
    firstName: "Łucja",
    lastName: "Żebrowska",
    queries: ["ŻEBROWSKA", "żebrowska", "zebrowska", "Zebrowska"],
  },
  { firstName: "Jürgen", lastName: "Müller", queries: ["müller", "muller", "MÜLLER"] },
  { firstName: "Jiří", lastName: "Dvořák", queries: ["dvořák", "dvorak", "DVOŘÁK"] },
  { firstName: "Élodie", lastName: "Dubois", queries: ["ÉLODIE", "élodie", "elodie"] },
  { firstName: "Łukasz", lastName: "Wójcik", queries: ["wójcik", "wojcik", "łukasz", "lukasz"] },
  { firstName: "Пётр", lastName: "Иванов", queries: ["Иванов", "иванов", "ИВАНОВ"] },
  {
    firstName: "Γιώργος",
    lastName: "Παπαδόπουλος",
    queries: ["Παπαδόπουλος", "παπαδόπουλος", "παπαδοπουλος"],
  },
  { firstName: "Ağça", lastName: "Yılmaz", queries: ["yılmaz", "yilmaz"] },
];
