/** The item at `index` of a palette, counting round from its start again past its end. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new RangeError('empty palette');
  return item;
}

/** A darker shade of a #rrggbb colour. */
export function shade(color: string, amount = 0.18): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
