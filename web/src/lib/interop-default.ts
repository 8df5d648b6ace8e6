/**
 * Some CommonJS packages (react-fast-marquee, react-countup) put their
 * component on `exports.default`. Bundled as ESM (this package is
 * "type": "module"), a default import then gives the whole exports object in
 * the production build and in Vitest, but the component itself in Vite's dev
 * server. This returns the component in every case.
 */
export function interopDefault<T>(imported: T): T {
  const module = imported as unknown as { default?: T } | null;
  return module !== null && typeof module === 'object' && 'default' in module && module.default
    ? module.default
    : imported;
}
