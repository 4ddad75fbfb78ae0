/** How a locale writes an amount in one currency. */
export interface MoneyPattern {
  /** `{n}` is the number: "¤{n}" in English, "{n} €" in German (with a no-break space). */
  positive: string;
  negative: string;
  /** Digits after the decimal separator (0 for the yen). */
  digits: number;
  group: string;
  decimal: string;
  /** The fewest integer digits that are grouped: 4, or 5 in Spanish ("1234,50 €"). */
  groupFrom: number;
}

/** How a locale writes dates and money, compiled from ICU by scripts/formatData.ts. */
export interface LocaleData {
  /** The month names as a long date writes them, January first. */
  months: string[];
  /** The long date: `{y}`, `{m}` (the month's name), `{d}` (the day, not padded). */
  long: string;
  /** The short date: `{y}`, `{mm}`, `{dd}` (month and day in two digits). */
  short: string;
  money: Record<string, MoneyPattern>;
}
