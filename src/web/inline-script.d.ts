/**
 * `import source from "./x?inline-script"`: the module's one exported function, minified, as the
 * text of a function expression, for an inline script the server writes (vite.config.ts,
 * inlineScriptSource).
 */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
