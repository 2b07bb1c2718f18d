import { describe, expect, it } from "vitest";
import { optionalPhone } from "@/lib/profiles/schemas";
import { autoMapping } from "./import-fields";
import {
  excelSerialDate,
  nameKeys,
  normaliseEmail,
  normalisePhone,
  normalisePlayerRow,
  normaliseTaxCode,
  parseBirthDate,
} from "./import-normalize";

const TODAY = "2026-11-25";

describe("players file: column mapping", () => {
  it("maps Italian and English headers, whatever their case, accents and punctuation", () => {
    expect(
      autoMapping([
        "NOME",
        "Cognome",
        "E-mail",
        "Cellulare",
        "Data di nascita",
        "Codice Fiscale",
        "P. IVA",
        "Città",
        "C.A.P.",
        "Motivo",
      ]),
    ).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      birthDate: 4,
      taxCode: 5,
      vatNumber: 6,
      city: 7,
      zipCode: 8,
    });
    expect(
      autoMapping(["First name", "Surname", "Phone number", "Date of birth", "Country", "Notes", "Rating"]),
    ).toEqual({
      firstName: 0,
      lastName: 1,
      phone: 2,
      birthDate: 3,
      country: 4,
      notes: 5,
      rating: 6,
    });
  });
});

describe("players file: values", () => {
  it("reads dates dd/mm/yyyy, dd-mm-yy, Excel serials and date cells; refuses impossible or future ones", () => {
    expect(parseBirthDate("05/03/1980", TODAY)).toBe("1980-03-05");
    expect(parseBirthDate("5-3-80", TODAY)).toBe("1980-03-05");
    expect(parseBirthDate("05.03.01", TODAY)).toBe("2001-03-05");
    expect(parseBirthDate(29285, TODAY)).toBe("1980-03-05");
    expect(parseBirthDate("29285", TODAY)).toBe("1980-03-05");
    expect(excelSerialDate(61)).toBe("1900-03-01");
    expect(parseBirthDate(new Date(Date.UTC(1980, 2, 5)), TODAY)).toBe("1980-03-05");
    expect(parseBirthDate("1980-03-05", TODAY)).toBe("1980-03-05");
    expect(parseBirthDate("31/02/1980", TODAY)).toBeNull();
    expect(parseBirthDate("01/01/2030", TODAY)).toBeNull();
    expect(parseBirthDate("ieri", TODAY)).toBeNull();
  });

  it("splits phones into prefix and number, the number kept as the phone field keeps it", () => {
    expect(normalisePhone("+39 333 123 4567", null)).toEqual({
      prefix: "+39",
      phone: "333 123 4567",
      digits: "3331234567",
    });
    expect(normalisePhone("0041 79-123.45.67", null)).toEqual({
      prefix: "+41",
      // Dots and dashes are dropped, as the phone field drops them while typing.
      phone: "791234567",
      digits: "791234567",
    });
    expect(normalisePhone("(+44) 7700 900123", null)).toEqual({
      prefix: "+44",
      phone: "7700 900123",
      digits: "7700900123",
    });
    expect(normalisePhone("+393331234567", null)).toEqual({
      prefix: "+39",
      phone: "3331234567",
      digits: "3331234567",
    });
    expect(normalisePhone(" 333\u00a01234567 ", null)).toEqual({
      prefix: "+39",
      phone: "333 1234567",
      digits: "3331234567",
    });
    expect(normalisePhone("3331234567", "0033")).toEqual({
      prefix: "+33",
      phone: "3331234567",
      digits: "3331234567",
    });
    expect(normalisePhone("+1 555 1234567", null)).toEqual({ error: "phonePrefix" });
    expect(normalisePhone("333-CALL-ME", null)).toEqual({ error: "phone" });
    expect(normalisePhone("+39 12", null)).toEqual({ error: "phone" });
  });

  it("stores a number as the API stores the same text typed in the phone field", () => {
    for (const typed of ["333 123 4567", "  333  1234567 ", "3331234567"]) {
      const imported = normalisePhone(typed, null);
      expect("phone" in imported && imported.phone).toBe(optionalPhone.parse(typed));
    }
  });

  it("checks e-mails and the codice fiscale's check character", () => {
    expect(normaliseEmail(" Mario.Rossi@Example.IT ")).toBe("mario.rossi@example.it");
    expect(normaliseEmail("mario@rossi")).toBeNull();
    expect(normaliseEmail("mario rossi@example.it")).toBeNull();
    expect(normaliseTaxCode("rssmra80a01h501u")).toBe("RSSMRA80A01H501U");
    expect(normaliseTaxCode("RSSMRA80A01H501X")).toBeNull();
    expect(normaliseTaxCode("RSSMRA80A01H5O1U")).toBeNull();
    expect(normaliseTaxCode("12345678903")).toBe("12345678903");
    expect(normaliseTaxCode("12345678901")).toBeNull();
  });

  it("maps a row and lists each problem; every problem refuses the row", () => {
    const mapping = {
      lastName: 0,
      firstName: 1,
      email: 2,
      phone: 3,
      birthDate: 4,
      taxCode: 5,
      zipCode: 6,
      rating: 7,
    };
    const good = normalisePlayerRow(
      ["Rossi", " Mario ", "M@X.IT", 3331234567, "01/01/1980", "RSSMRA80A01H501U", 184, "4"],
      mapping,
      TODAY,
    );
    expect(good.problems).toEqual([]);
    expect(good.data).toMatchObject({
      lastName: "Rossi",
      firstName: "Mario",
      email: "m@x.it",
      phonePrefix: "+39",
      phone: "3331234567",
      birthDate: "1980-01-01",
      taxCode: "RSSMRA80A01H501U",
      zipCode: "00184",
      rating: 4,
      keyPhone: "+393331234567",
      keyName: "rossi mario",
    });
    const bad = normalisePlayerRow(
      [null, "Anna", "anna@", "12", "32/13/1990", "XXX", null, "9"],
      mapping,
      TODAY,
    );
    expect(bad.problems.map((p) => `${p.field}:${p.code}`)).toEqual([
      "lastName:lastNameRequired",
      "email:email",
      "phone:phone",
      "birthDate:birthDate",
      "taxCode:taxCode",
      "rating:rating",
    ]);
    expect(bad.problems.every((p) => p.refuses)).toBe(true);
  });
});

describe("nameKeys", () => {
  it("folds every alphabet: the same player whatever letters and case the file uses", () => {
    expect(nameKeys("Żebrowska", "Łucja")).toEqual(nameKeys("ZEBROWSKA", "lucja"));
    expect(nameKeys("Żebrowska", "Łucja").name).toBe("zebrowska lucja");
    expect(nameKeys("Yılmaz", "Ağça").name).toBe("yilmaz agca");
    expect(nameKeys("Dvořák", "Jiří").name).toBe("dvorak jiri");
    expect(nameKeys("Παπαδόπουλος", "Γιώργος")).toEqual({
      name: "παπαδοπουλοσ γιωργοσ",
      similar: "papadopoulos giorgos",
      block: "pag",
    });
    expect(nameKeys("D'Angelo", "Anna Maria")).toEqual({
      name: "d angelo anna maria",
      similar: "d angelo anna maria",
      block: "d a",
    });
  });
});
