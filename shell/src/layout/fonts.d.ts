// rspack emits fonts as files (asset/resource) and hands the module its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
