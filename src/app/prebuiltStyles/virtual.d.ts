/** scripts/lib/antd-prebuilt-styles.mjs: the signed-in sheet's address, null outside a build. */
declare module 'virtual:antd-prebuilt-sheets' {
  export const signedInSheet: string | null;
}
