/** The same keys as T, with a string at every leaf: the English dictionary must have every Russian key. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
