import { describe, expect, it } from "vitest";
import { NAME_TABLE } from "@/tests/support/name-table";
import { foldName, KEY_SEPARATOR, personSearchKey, searchKey, transliterate } from "./fold-name";

describe("foldName", () => {
  it.each(NAME_TABLE.flatMap((row) => row.queries.map((query) => [query, row] as const)))(
    "%s finds its customer's key",
    (query, row) => {
      expect(personSearchKey(row)).toContain(foldName(query));
    },
  );

  it("folds the letters NFKD keeps whole", () => {
    expect(foldName("Łódź Øresund Straße Iğdır Đorđević Ðórr Þór Æsir Œuvre Ħal Ŧ Ŀlorenç")).toBe(
      "lodz oresund strasse igdir dordevic dorr thor aesir oeuvre hal t llorenc",
    );
  });

  it("takes case and accents off Greek and Cyrillic, final sigma as sigma, ё as е, й as и", () => {
    expect(foldName("ΠΑΠΑΔΌΠΟΥΛΟΣ")).toBe(foldName("παπαδοπουλος"));
    expect(foldName("Γιώργος")).toBe("γιωργοσ");
    expect(foldName("Пётр")).toBe(foldName("ПЕТР"));
    expect(foldName("Андрей")).toBe(foldName("андреи"));
  });

  it("keeps ASCII punctuation, unifies apostrophes and dashes, collapses blanks", () => {
    expect(foldName("  D’Angelo\u00a0 –  Ca´ Noghera\t")).toBe("d'angelo - ca' noghera");
    expect(foldName("Ｍａｒｉｏ\u200b")).toBe("mario");
    expect(foldName("İSTANBUL")).toBe("istanbul");
  });

  it("keeps other scripts as they are", () => {
    expect(foldName("山田 太郎")).toBe("山田 太郎");
  });
});

describe("searchKey", () => {
  it("is ASCII for Latin names, whatever their accents", () => {
    for (const row of NAME_TABLE.filter((r) => !/[\u0370-\u04ff]/.test(r.lastName))) {
      expect(personSearchKey(row)).toMatch(/^[\x09\x20-\x7e]*$/);
    }
  });

  it("adds Greek and Cyrillic names in Latin letters", () => {
    expect(transliterate(foldName("Пётр Иванов"))).toBe("petr ivanov");
    expect(transliterate(foldName("Γιώργος Παπαδόπουλος"))).toBe("giorgos papadopoulos");
    expect(personSearchKey({ lastName: "Иванов", firstName: "Пётр", email: null })).toBe(
      ["иванов", "петр", "", "ivanov", "petr", ""].join(KEY_SEPARATOR),
    );
  });

  it("sorts as Italians expect: Ż among the Z's, É among the E's", () => {
    const names = ["Zucchi", "Żebrowska", "Zanetti", "Élodie", "Esposito", "Ebner"];
    const sorted = [...names].sort((a, b) => {
      const ka = searchKey([a]);
      const kb = searchKey([b]);
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    expect(sorted).toEqual(["Ebner", "Élodie", "Esposito", "Zanetti", "Żebrowska", "Zucchi"]);
  });

  it("sorts field by field: Rossi Carlo before Rossi Bianchi Anna", () => {
    expect(searchKey(["Rossi", "Carlo"]) < searchKey(["Rossi Bianchi", "Anna"])).toBe(true);
  });
});
