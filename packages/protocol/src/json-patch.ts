import { Type, type Static } from 'typebox';

// JSON Patch (RFC 6902): how an `update` turns the receiver's view at `from` into its view at `version`.

/** A JSON Pointer (RFC 6901): "" for the whole document, else "/"-separated tokens with "~0" and "~1" escapes. */
const Pointer = Type.String({ pattern: '^(/([^~/]|~[01])*)*$' });

export const JsonPatchOperation = Type.Union([
  Type.Object({ op: Type.Literal('add'), path: Pointer, value: Type.Unknown() }),
  Type.Object({ op: Type.Literal('remove'), path: Pointer }),
  Type.Object({ op: Type.Literal('replace'), path: Pointer, value: Type.Unknown() }),
  Type.Object({ op: Type.Literal('move'), from: Pointer, path: Pointer }),
  Type.Object({ op: Type.Literal('copy'), from: Pointer, path: Pointer }),
  Type.Object({ op: Type.Literal('test'), path: Pointer, value: Type.Unknown() }),
]);
export type JsonPatchOperation = Static<typeof JsonPatchOperation>;

/** Operations applied in order, all or none. */
export const JsonPatch = Type.Array(JsonPatchOperation);
export type JsonPatch = Static<typeof JsonPatch>;
