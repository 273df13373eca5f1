/** Level maps and replays are imported as strings (esbuild bundles them with its text loader). */
declare module '*.txt' {
  const text: string;
  export default text;
}
