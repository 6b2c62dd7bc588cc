// rspack emits images as files (asset/resource) and hands the module its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
