/** Vite's raw imports: a test reads a README as text. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
