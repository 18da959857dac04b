import jsonPatch, { type Operation } from 'fast-json-patch';

/** `view` with a patch applied (the library copies it first), or undefined when the patch does not apply. */
export function patched(view: unknown, patch: readonly unknown[]): unknown {
  try {
    return jsonPatch.applyPatch(view, patch as Operation[], true, false).newDocument;
  } catch {
    return undefined;
  }
}
