import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name per area (issue 26): README.md's architecture section (### Areas) is the one list of
 * the business areas and of their rooms in each layer, and this test holds the tree to it. At each
 * layer's area level, a folder (and, in a layer of one file per area, a file) that neither the area
 * table nor the shared rooms' table lists fails, and so does a room a table lists that the tree
 * lacks.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const README = 'README.md';
const SKIPPED = new Set(['node_modules', 'dist', 'generated', 'data']);

interface AreaTables {
  layers: string[];
  /** area -> layer -> rooms ('customers/', 'customers.ts'). */
  areas: Map<string, Map<string, string[]>>;
  /** layer -> the rooms every area shares. */
  shared: Map<string, string[]>;
}

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const roomsIn = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** The tables of README.md's "### Areas" section: the first one lists the areas, the second the shared rooms. */
export function readAreaTables(readme: string): AreaTables {
  const start = readme.indexOf('\n### Areas\n');
  if (start < 0) throw new Error(`${README} has no "### Areas" section`);
  const end = readme.indexOf('\n#', start + 10);
  const tables: string[][] = [];
  let current: string[] | null = null;
  for (const line of readme.slice(start, end < 0 ? undefined : end).split('\n')) {
    if (line.startsWith('|')) (current ??= tables[tables.push([]) - 1]!).push(line);
    else current = null;
  }
  const [areaTable, sharedTable] = tables;
  if (!areaTable || !sharedTable) throw new Error(`${README}'s Areas section needs two tables: the areas, then the shared rooms`);
  const header = cells(areaTable[0]!);
  const layerColumns = header.flatMap((cell, index) => (/^`[a-z/]+\/`$/i.test(cell) ? [{ layer: cell.slice(1, -1), index }] : []));
  const areas = new Map<string, Map<string, string[]>>();
  for (const line of areaTable.slice(2)) {
    const row = cells(line);
    if (row.length !== header.length) throw new Error(`${README}: the areas' row "${row[0]}" has ${row.length} cells, the header ${header.length}`);
    areas.set(row[0]!.replace(/`/g, ''), new Map(layerColumns.map(({ layer, index }) => [layer, roomsIn(row[index]!)])));
  }
  const shared = new Map(
    sharedTable
      .slice(2)
      .map((line) => cells(line))
      .map(([layer, rooms]) => [layer!.replace(/`/g, ''), roomsIn(rooms ?? '')]),
  );
  return { layers: layerColumns.map(({ layer }) => layer), areas, shared };
}

const isFolderRoom = (room: string) => room.endsWith('/');
const stem = (room: string) => room.replace(/\/$|\.[^.]+$/, '');

function holdsFiles(folder: string): boolean {
  return readdirSync(folder, { withFileTypes: true }).some((entry) => (entry.isDirectory() ? holdsFiles(path.join(folder, entry.name)) : true));
}

/** What sits at a layer's area level: its folders (holding files), and its files where the layer keeps one file per area. */
function entriesOf(layer: string, filesToo: boolean): string[] {
  return readdirSync(path.join(ROOT, layer), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    if (entry.isDirectory()) return holdsFiles(path.join(ROOT, layer, entry.name)) ? [`${entry.name}/`] : [];
    return filesToo ? [entry.name] : [];
  });
}

function exists(relative: string): boolean {
  try {
    return readdirSync(path.join(ROOT, path.dirname(relative))).includes(path.basename(relative));
  } catch {
    return false;
  }
}

/** Every way the tree and the tables disagree, one sentence each. */
export function areaShapeProblems(tables: AreaTables): string[] {
  const problems: string[] = [];
  const section = `${README} > Architecture > Areas`;
  for (const layer of tables.layers) {
    const sharedRooms = tables.shared.get(layer);
    if (!sharedRooms) problems.push(`${layer}: ${section}'s shared rooms table has no row for this layer (write one, "—" when it has none)`);
    const listed = new Map<string, string>();
    for (const [area, rooms] of tables.areas) for (const room of rooms.get(layer) ?? []) listed.set(room, `area ${area}`);
    for (const room of sharedRooms ?? []) listed.set(room, 'the shared rooms');
    const filesToo = [...listed.keys()].some((room) => !isFolderRoom(room));
    const stems = [...listed.keys()].map(stem);
    for (const entry of entriesOf(layer, filesToo)) {
      if (listed.has(entry)) continue;
      if (/\.test\.tsx?$/.test(entry) && stems.some((name) => entry.startsWith(name))) continue;
      const what = isFolderRoom(entry) ? 'a folder' : 'a file';
      problems.push(
        `${layer}${entry}: ${what} at ${layer}'s area level that ${section} does not list: name it after its area (the area's room), or add it to the area table or the shared rooms' table`,
      );
    }
    for (const [room, owner] of listed) {
      if (!exists(`${layer}${room}`.replace(/\/$/, '')))
        problems.push(`${layer}${room}: ${section} lists it (${owner}) but the tree has no such ${isFolderRoom(room) ? 'folder' : 'file'}`);
    }
  }
  for (const [area, rooms] of tables.areas) {
    if (!/^[a-z][a-zA-Z0-9]*$/.test(area)) problems.push(`area ${area}: an area's name is one camelCase word (remoteCommands, not remote-commands)`);
    for (const [layer, names] of rooms) {
      for (const room of names) {
        if (!/^[a-z][a-zA-Z0-9]*(\/|\.tsx?|\.md)$/.test(room)) problems.push(`area ${area}: ${layer}${room} is not a camelCase folder or file name`);
      }
      const first = names[0];
      if (first && layer !== 'docs/' && stem(first) !== area)
        problems.push(
          `area ${area}: its room in ${layer} is ${first}; it must carry the area's name (${area}${isFolderRoom(first) ? '/' : path.extname(first)})`,
        );
    }
  }
  return problems;
}

describe('one name per area', () => {
  const tables = readAreaTables(readFileSync(path.join(ROOT, README), 'utf8'));

  it("reads README.md's area table: the areas and their rooms in the ten layers", () => {
    expect(tables.layers).toEqual([
      'domain/',
      'db/models/',
      'api/',
      'workflows/',
      'workers/activities/',
      'integrations/',
      'dashboard/src/',
      'cli/commands/',
      'docs/',
      'bench/',
    ]);
    expect(tables.areas.size).toBeGreaterThan(20);
    expect(tables.areas.get('remoteCommands')?.get('cli/commands/')).toEqual(['remoteCommands.tsx']);
  });

  it('finds every area folder of the tree in the table and every room of the table in the tree', () => {
    expect(areaShapeProblems(tables)).toEqual([]);
  });

  it('names the folder the table does not list, and the room the tree lacks', () => {
    const withoutXadis = new Map(tables.areas);
    withoutXadis.delete('xadis');
    const withGhost = new Map(tables.areas).set('loyalty', new Map(tables.layers.map((layer) => [layer, layer === 'api/' ? ['loyalty/'] : []])));
    expect(areaShapeProblems({ ...tables, areas: withoutXadis })).toContain(
      `api/xadis/: a folder at api/'s area level that ${README} > Architecture > Areas does not list: name it after its area (the area's room), or add it to the area table or the shared rooms' table`,
    );
    expect(areaShapeProblems({ ...tables, areas: withGhost })).toContain(
      `api/loyalty/: ${README} > Architecture > Areas lists it (area loyalty) but the tree has no such folder`,
    );
  });
});
