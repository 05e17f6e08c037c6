/**
 * Norwegian birth numbers with a correct checksum for a given birth date, for tests (the
 * checkout's invoice option asks for one). Not a real person's: the individual number is chosen
 * by the century and the first one with valid control digits is used.
 */
const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function control(digits: number[], weights: number[]): number | null {
  const rest = 11 - (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11);
  if (rest === 11) return 0;
  return rest === 10 ? null : rest;
}

export function personNumber(birth: Date, { dNumber = false } = {}): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = birth.getDate() + (dNumber ? 40 : 0);
  const date = `${pad(day)}${pad(birth.getMonth() + 1)}${pad(birth.getFullYear() % 100)}`;
  // 000-499: 1900s; 500-999 with a year 00-39: 2000s.
  const first = birth.getFullYear() >= 2000 ? 500 : 100;
  for (let individual = first; individual < first + 400; individual++) {
    const digits = [...`${date}${String(individual).padStart(3, '0')}`].map(Number);
    const c1 = control(digits, K1);
    if (c1 === null) continue;
    const c2 = control([...digits, c1], K2);
    if (c2 === null) continue;
    return `${digits.join('')}${c1}${c2}`;
  }
  throw new Error(`No birth number found for ${birth.toDateString()}`);
}
