// `--name value` flags of the load tools, with the defaults each tool gives.
export function numberFlag(argv: readonly string[], name: string, fallback: number): number {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number, not "${argv[index + 1] ?? ''}"`);
  return value;
}

export function stringFlag(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? undefined : argv[index + 1];
}
