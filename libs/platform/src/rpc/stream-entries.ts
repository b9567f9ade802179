import { rpcMetaSchema, type RpcMeta } from '@lifewheel/contracts';

export interface RpcRequestEntry {
  streamId: string;
  meta: RpcMeta;
  data: unknown;
}

/** Parses XREADGROUP / XAUTOCLAIM output; malformed entries come back with `meta` null. */
export function parseStreamEntries(raw: unknown): { streamId: string; entry: RpcRequestEntry | null }[] {
  if (!Array.isArray(raw)) return [];
  const out: { streamId: string; entry: RpcRequestEntry | null }[] = [];
  for (const item of raw) {
    if (!Array.isArray(item) || typeof item[0] !== 'string') continue;
    const streamId = item[0];
    const fields = Array.isArray(item[1]) ? (item[1] as unknown[]) : [];
    out.push({ streamId, entry: decodeFields(streamId, fields) });
  }
  return out;
}

function decodeFields(streamId: string, fields: unknown[]): RpcRequestEntry | null {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(String(fields[i]), String(fields[i + 1]));
  try {
    const meta = rpcMetaSchema.safeParse(JSON.parse(map.get('meta') ?? 'null'));
    if (!meta.success) return null;
    return { streamId, meta: meta.data, data: JSON.parse(map.get('data') ?? 'null') };
  } catch {
    return null;
  }
}

/**
 * XREADGROUP on one stream answers [[stream, entries]] over RESP2 and a map {stream: entries}
 * over RESP3, which the client flattens to [stream, entries].
 */
export function entriesOfRead(raw: unknown): unknown {
  if (!Array.isArray(raw) || raw.length === 0) return [];
  if (typeof raw[0] === 'string') return raw[1];
  return Array.isArray(raw[0]) ? (raw[0] as unknown[])[1] : [];
}
