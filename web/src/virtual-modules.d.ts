/** Modules a Vite plugin of web/vite.config.ts makes at build time. */
declare module 'virtual:ios-app-qr' {
  const iosApp: import('../ios-app-qr.ts').IosAppQr;
  export default iosApp;
}
