// The keys of a group of texts, in their written order: pages list what the
// copy holds without repeating it, and t() keys stay type-checked.
export function keysOf<T extends object>(group: T): Array<keyof T & string> {
  return Object.keys(group) as Array<keyof T & string>;
}
