import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';

// Where the server's CPU went during the window: a V8 .cpuprofile mapped back through the bundle's source map to
// the original files, then summed by package or folder (self time) and by function of our own code (total time).
// What it allocated (a .heapprofile of the sampling heap profiler), summed the same way in bytes.

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A line of the summary: a bucket or a function, its milliseconds and share of the busy time. */
export interface ProfileLine {
  readonly name: string;
  readonly ms: number;
  readonly percent: number;
}

export interface ProfileSummary {
  readonly file: string;
  /** Time the profiler saw the thread doing anything (not idle), in ms. */
  readonly busyMs: number;
  readonly idleMs: number;
  /** Self time by package (node_modules), folder of our code, node core, V8 builtins, GC. */
  readonly selfByPackage: readonly ProfileLine[];
  /** Functions with the most self time. */
  readonly topSelf: readonly ProfileLine[];
  /** Functions of packages/*: time with them on the stack (inclusive). */
  readonly topTotalOurCode: readonly ProfileLine[];
}

/** Where a frame comes from, mapped to the original source when a source map knows it. */
interface Place {
  readonly bucket: string;
  readonly label: string;
  readonly ours: boolean;
}

const SPECIAL = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

/** Loads a source map once per script file and maps frames through it. */
class Mapper {
  private readonly maps = new Map<string, { map: SourceMap; dir: string } | null>();

  constructor(private readonly root: string) {}

  place(frame: CallFrame): Place {
    const fn = frame.functionName === '' ? '(anonymous)' : frame.functionName;
    if (SPECIAL.has(fn) && frame.url === '') return { bucket: fn, label: fn, ours: false };
    if (frame.url === '') return { bucket: 'V8 builtins', label: `${fn} (builtin)`, ours: false };
    if (frame.url.startsWith('node:'))
      return { bucket: 'node core', label: `${fn} ${frame.url}:${frame.lineNumber + 1}`, ours: false };
    let file = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
    let line = frame.lineNumber + 1;
    const mapped = this.map(file, frame.lineNumber, frame.columnNumber);
    if (mapped !== null) ({ file, line } = mapped);
    const rel = relative(this.root, file);
    const label = `${fn} ${rel}:${line}`;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(rel);
    if (pkg !== null) return { bucket: pkg[1] as string, label, ours: false };
    const own = /^packages\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(rel);
    if (own !== null)
      return { bucket: `@birzha/${own[1]}${own[2] === undefined ? '' : `/${own[2]}`}`, label, ours: true };
    return { bucket: rel, label, ours: false };
  }

  private map(file: string, line: number, column: number): { file: string; line: number } | null {
    let entry = this.maps.get(file);
    if (entry === undefined) {
      entry = null;
      if (existsSync(`${file}.map`)) {
        const payload = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload;
        entry = { map: new SourceMap(payload), dir: resolve(file, '..') };
      }
      this.maps.set(file, entry);
    }
    if (entry === null) return null;
    const found = entry.map.findEntry(line, column) as { originalSource?: string; originalLine?: number };
    if (found.originalSource === undefined || found.originalLine === undefined) return null;
    const source = found.originalSource.startsWith('file://')
      ? fileURLToPath(found.originalSource)
      : resolve(entry.dir, found.originalSource);
    return { file: source, line: found.originalLine + 1 };
  }
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The `n` largest totals, largest first. */
function largest(totals: Map<string, number>, n: number): [string, number][] {
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
}

function top(totals: Map<string, number>, busy: number, n: number): ProfileLine[] {
  return largest(totals, n).map(([name, us]) => ({ name, ms: round1(us / 1000), percent: round1((100 * us) / busy) }));
}

/** A node of V8's sampling heap profile: the bytes sampled in this function (self) at this stack. */
interface HeapNode {
  readonly callFrame: CallFrame;
  readonly selfSize: number;
  readonly children: readonly HeapNode[];
}

/** A line of the allocation summary: a bucket or a function, its sampled MB and share of all sampled bytes. */
export interface AllocationLine {
  readonly name: string;
  readonly mb: number;
  readonly percent: number;
}

export interface AllocationSummary {
  readonly file: string;
  /** Bytes allocated over the window, as the sampler estimates them (objects already collected included), in MB. */
  readonly allocatedMB: number;
  /** Bytes allocated by package (node_modules), folder of our code, node core. */
  readonly selfByPackage: readonly AllocationLine[];
  /** Functions that allocated the most. */
  readonly topSelf: readonly AllocationLine[];
  /** Functions of packages/*: bytes allocated with them on the stack (inclusive). */
  readonly topTotalOurCode: readonly AllocationLine[];
}

function topBytes(totals: Map<string, number>, all: number, n: number): AllocationLine[] {
  return largest(totals, n).map(([name, bytes]) => ({
    name,
    mb: round1(bytes / 1e6),
    percent: round1((100 * bytes) / all),
  }));
}

/** Summarizes a .heapprofile; `root` is the repository root that paths are shown relative to. */
export function summarizeAllocations(file: string, root: string, topN = 25): AllocationSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { readonly head: HeapNode };
  const mapper = new Mapper(root);
  const byBucket = new Map<string, number>();
  const selfByFn = new Map<string, number>();
  const totalByFn = new Map<string, number>();
  let all = 0;
  // Depth first, with the labels of our code on the stack (each counted once however deep it recurses).
  const walk = (node: HeapNode, ours: readonly string[]): void => {
    const p = mapper.place(node.callFrame);
    const stack = p.ours && !ours.includes(p.label) ? [...ours, p.label] : ours;
    if (node.selfSize > 0) {
      all += node.selfSize;
      byBucket.set(p.bucket, (byBucket.get(p.bucket) ?? 0) + node.selfSize);
      selfByFn.set(p.label, (selfByFn.get(p.label) ?? 0) + node.selfSize);
      for (const label of stack) totalByFn.set(label, (totalByFn.get(label) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, stack);
  };
  walk(profile.head, []);
  return {
    file,
    allocatedMB: round1(all / 1e6),
    selfByPackage: topBytes(byBucket, all, topN),
    topSelf: topBytes(selfByFn, all, topN),
    topTotalOurCode: topBytes(totalByFn, all, topN),
  };
}

/** Summarizes a .cpuprofile; `root` is the repository root that paths are shown relative to. */
export function summarizeProfile(file: string, root: string, topN = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const mapper = new Mapper(root);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Self time per node, in microseconds: each sample is charged the time since the previous one.
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

  const places = new Map<number, Place>();
  const placeOf = (id: number) => {
    let p = places.get(id);
    if (p === undefined) places.set(id, (p = mapper.place((byId.get(id) as ProfileNode).callFrame)));
    return p;
  };
  const byBucket = new Map<string, number>();
  const selfByFn = new Map<string, number>();
  const totalByFn = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const p = placeOf(id);
    if (p.bucket === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    byBucket.set(p.bucket, (byBucket.get(p.bucket) ?? 0) + us);
    selfByFn.set(p.label, (selfByFn.get(p.label) ?? 0) + us);
    // Inclusive time: charge every distinct function of our code on the stack once.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const q = placeOf(at);
      if (q.ours && !seen.has(q.label)) {
        seen.add(q.label);
        totalByFn.set(q.label, (totalByFn.get(q.label) ?? 0) + us);
      }
    }
  }
  return {
    file,
    busyMs: round1(busy / 1000),
    idleMs: round1(idle / 1000),
    selfByPackage: top(byBucket, busy, topN),
    topSelf: top(selfByFn, busy, topN),
    topTotalOurCode: top(totalByFn, busy, topN),
  };
}
