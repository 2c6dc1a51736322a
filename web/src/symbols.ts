// Mana as a player reads it: one symbol per mana (CR 107.4, 106.1). The engine writes the
// mana an ability adds as its letters ("CC" for Temple of the False God, "UB"); shown, that is
// {C}{C} and {U}{B}, never {CC}. Mirrors manastack.ui.describe.mana_symbols / pool_symbols.

const MANA_LETTERS = "WUBRGC";

/** The mana an ability adds ("CC", "R") as its symbols ("{C}{C}", "{R}"); a string that isn't
 * made of mana letters as one symbol. */
export function manaSymbols(mana: string): string {
  if (mana && [...mana].every((ch) => MANA_LETTERS.includes(ch))) return [...mana].map((ch) => `{${ch}}`).join("");
  return `{${mana}}`;
}

/** Whether a choice's answer is one mana letter ("add {R} or {G}"). */
export function isManaLetter(value: unknown): value is string {
  return typeof value === "string" && value.length === 1 && MANA_LETTERS.includes(value);
}

/** A mana pool (a count per symbol, CR 106.4) as symbols, one per mana, colours in their usual
 * order then colourless: {U}{U}{B}{C}. */
export function poolSymbols(pool: Record<string, number>): string {
  const rank = (k: string) => (MANA_LETTERS.indexOf(k) + 7) % 7;
  return Object.keys(pool).filter((k) => pool[k] > 0)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((k) => `{${k}}`.repeat(pool[k])).join("");
}
