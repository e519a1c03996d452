// Vite's `?raw` imports (used by the browser entry to embed api/openapi.yaml).
declare module '*?raw' {
  const text: string;
  export default text;
}
