// Sounds shipped with this remote (webpack.config.cjs: asset/resource → the file's URL).
declare module '*.wav' {
  const src: string;
  export default src;
}
